#!/bin/bash
# Every board's output, before and after a change: runs two scouter binaries over each board of
# tests/scenarios/ and tests/held-out/ and over broken boards made here from one scenario
# (`battle --json`, `battle` as text, `battle --check`, each with its exit code) and compares the
# outputs byte for byte (`diff -r`). A speed change must leave them equal, error messages included.
# Usage (from the repository's root): benches/same_output.sh BEFORE_BIN AFTER_BIN OUT_DIR
set -u
if [ $# -ne 3 ]; then
  echo "usage: $0 BEFORE_BIN AFTER_BIN OUT_DIR" >&2
  exit 2
fi
before=$1
after=$2
out=$3
rm -rf "$out"
mkdir -p "$out/before" "$out/after" "$out/broken"

# Broken boards: each one a typical scenario with one thing wrong (syntax, shape, a number above
# its limit, an unknown name), and two odd but valid ones the number limits must read alike.
base=tests/scenarios/energy-attack-plus-power-stages.json
b=$out/broken
sed '0,/"stage": 5/s//"stage": 5,/' "$base" | sed '0,/"stage": 5,/s//"stage": 5,,/' >"$b/double-comma.json"
printf '{"scouter_scenario": 1, "title": "x",}\n' >"$b/trailing-comma.json"
head -c 700 "$base" >"$b/cut-off.json"
: >"$b/empty.json"
printf 'not json\n' >"$b/not-json.json"
broken() { jq "$2" "$base" >"$b/$1.json"; }
broken wrong-type '.players.p1.main_personality.stage = "five"'
broken unknown-field '.players.p1.colour = "red"'
broken version-2 '.scouter_scenario = 2'
broken unknown-ruleset '.ruleset = "crd-9"'
broken unknown-card '.players.p1.hand = ["Charged Blsat"]'
broken unknown-card-empty-hand '.players.p2.hand = ["Nothing At All"]'
broken name-spelt-otherwise '.players.p1.hand = ["charged-blast"] | .actions[0].card = "CHARGED BLAST"'
broken level-7 '.cards["Attacker Lv.1"].level = 7'
broken deck-over-90 '.players.p2.life_deck.unknown_below = 200'
broken pur-50 '.cards["Attacker Lv.1"].pur = 50'
broken effect-number-over '.cards["Charged Blast"].effects[1].modify.power_stages = 5000000'
broken effect-number-negative '.cards["Charged Blast"].effects[1].modify.power_stages = -2000000'
broken checkpoint-number-over '.expect[0].after_step = 5000000'
broken checkpoint-float-over '.expect[1].base_damage.life_cards = 1.5e7'
broken ladder-over '.cards["Defender Lv.1"].ladder[3] = 2000000000000'
broken ladder-over-two '.cards["Defender Lv.1"].ladder[3] = 2000000000000 | .cards["Attacker Lv.1"].ladder[2] = 3000000000000 | .expect[0].p1.anger = 9000000'
broken ladder-in-a-name '.cards["Odd.ladder[1"] = .cards["Charged Blast"] | .cards["Odd.ladder[1"].effects[1].modify.power_stages = 2000000'
broken ladder-in-a-name-small '.cards["Odd.ladder[1"] = .cards["Charged Blast"] | .cards["Odd.ladder[1"].effects[1].modify.power_stages = 2'
broken stage-above-ladder '.players.p1.main_personality.stage = 12'
broken step-not-in-ruleset '.expect[0].after_step = 40'
broken ladder-entry-not-a-rating '.cards["Defender Lv.1"].ladder[2] = "X"'
broken ladder-not-a-list '.cards["Defender Lv.1"].ladder = "abc"'
broken ladder-null '.cards["Defender Lv.1"].ladder = null'
broken ladder-entry-an-object '.cards["Defender Lv.1"].ladder[3] = {"a": 1}'
broken ladder-entry-negative '.cards["Defender Lv.1"].ladder[3] = -4'
broken ladder-entry-odd-kinds '.cards["Defender Lv.1"].ladder = [0, -0, 1.0, true, null, "z", "Z", [1, [2]], {"k": [3]}, 18446744073709551616]'
broken ladder-entry-true '.cards["Defender Lv.1"].ladder[4] = true'
broken ladder-entry-float '.cards["Defender Lv.1"].ladder[10] = 1.5'
broken ladder-entry-nested-list '.cards["Defender Lv.1"].ladder[1] = [1, {"a": null}]'
broken ladder-entry-z '.cards["Defender Lv.1"].ladder[0] = "Z" | .cards["Attacker Lv.1"].ladder[1] = "z"'
broken ladder-long '.cards["Defender Lv.1"].ladder = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,"Z"]'
# An inline card's effects read by a list reader of their own (`format::small_first_list`): not a
# list, an entry that is no effect (the fourth, past the first allocation), five entries, null.
broken effects-not-a-list '.cards["Charged Blast"].effects = "attack"'
broken effects-entry-unknown '.cards["Charged Blast"].effects += [{"no_such_effect": 1}]'
broken effects-five '.cards["Charged Blast"].effects += [{"anger": {"player": "you", "by": 1}}, {"modify": {"power_stages": 1}}]'
broken effects-null '.cards["Charged Blast"].effects = null'
broken effects-empty '.cards["Charged Blast"].effects = []'
# Player checkpoints that read the whole of each player (boxed in the checkpoint): every field.
broken checkpoint-both-players '.expect[0].p2 = {"stage": 5, "anger": 0, "level": 1, "life_deck": 35, "hand": [], "discard": [], "removed": []} | .expect[0].p1.level = 1'
# Player checkpoints that fail on every field they name (their words), with and without Allies.
broken player-checkpoint-missed '.expect[0].p1 = {"stage": 9, "anger": 4, "level": 3, "personality": "Nobody", "control": "Someone", "life_deck": 2, "life_deck_top": ["X"], "hand": ["Y"], "discard": ["Z"], "removed": ["W"]}'
broken player-checkpoint-missed-allies '.expect[0].p1 = {"stage": 9, "hand": ["Y"], "allies": {"Foo": 2}, "in_play": {"drills": ["D"], "zone": []}}'

files=(tests/scenarios/*.json)
while IFS= read -r f; do files+=("$f"); done < <(find tests/held-out -name '*.json' | sort)
files+=("$b"/*.json)
for f in "${files[@]}"; do
  n=$(echo "$f" | sed "s#^$out/##; s#/#_#g; s#\.json\$##")
  for side in before after; do
    bin=$before
    [ "$side" = after ] && bin=$after
    "$bin" battle --json "$f" >"$out/$side/$n.json" 2>&1
    echo "exit $?" >>"$out/$side/$n.json"
    "$bin" battle "$f" >"$out/$side/$n.txt" 2>&1
    echo "exit $?" >>"$out/$side/$n.txt"
    "$bin" battle --check "$f" >"$out/$side/$n.check" 2>&1
    echo "exit $?" >>"$out/$side/$n.check"
  done
done
if diff -r "$out/before" "$out/after"; then
  echo "identical: $(find "$out/after" -type f | wc -l) outputs of ${#files[@]} boards ($(ls "$b"/*.json | wc -l) of them broken)"
else
  exit 1
fi
