#!/bin/bash
# Re-run one half of the yardrat-calls set (s28): ./run.sh dev|test [TAG]
# Binary: $SCOUTER (default /tmp/scouter-eval/scouter). TAG names the run (default "first").
# For every <half>/boards/Y*.json: `scouter battle FILE --check` (exit code, text log) and `--json`.
# Automatic verdict per case (see README, Scoring): every board of the case passes its checkpoints AND the text log cites one of
# the case's deciding rule ids (rules.txt, alternatives separated by "|"), or, for a case decided by a card's own text, quotes that sentence. Judge prompts are counted;
# RESULTS.md overrides the automatic verdict only where the log hands the deciding point to the judge
# (overrides_<half>.json). Writes <half>/runs/<TAG>/ and <half>/runs/<TAG>/summary.tsv.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
HALF=${1:?usage: run.sh dev|test [TAG]}
TAG=${2:-first}
BIN=${SCOUTER:-/tmp/scouter-eval/scouter}
OUT=$HERE/$HALF/runs/$TAG
mkdir -p "$OUT"
echo -e "# binary\t$BIN\t$(sha256sum "$BIN" | cut -c1-16)\t$(date -u +%FT%TZ)" > "$OUT/summary.tsv"
for f in "$HERE/$HALF"/boards/Y*.json; do
  b=$(basename "$f" .json)
  timeout 120 "$BIN" battle "$f" --check > "$OUT/$b.txt" 2>&1; echo $? > "$OUT/$b.rc"
  timeout 120 "$BIN" battle "$f" --json > "$OUT/$b.json" 2>/dev/null
done
for id in $(cd "$HERE/$HALF/boards" && ls Y*.json | cut -c1-4 | sort -u); do
  rules=$(awk -v i="$id" '$1==i{print $2}' "$HERE/rules.txt")
  ok=1; cited=0; judge=0
  for t in "$OUT/$id"*.txt; do
    b=${t%.txt}
    [ "$(cat "$b.rc")" = 0 ] || ok=0
    IFS='|' read -ra alts <<< "$rules"
    for r in "${alts[@]}"; do grep -v "^checks: " "$t" | grep -qF "$r" && cited=1; done
    # a case decided by a card's own text (quote_file under cards/): quoting that sentence is citing it
    cq=$(python3 -c "import json,sys
for l in open('$HERE/$HALF/cases.jsonl'):
    c=json.loads(l)
    if c['id']=='$id' and c['quote_file'].startswith('cards/'): print(c['quote'])")
    [ -n "$cq" ] && grep -v "^checks: " "$t" | grep -v "judge" | grep -qF "$cq" && cited=1
    # ... or, for a case decided by a card's own text (quote_file under cards/), names the deciding card (the case's first card) on a
    # step, turn-step or effect line of the log: the engine cites a card text it reads by naming it.
    if [ -n "$cq" ]; then
      cn=$(python3 -c "import json
for l in open('$HERE/$HALF/cases.jsonl'):
    c=json.loads(l)
    if c['id']=='$id': print(c['cards'][0].rsplit(' (',1)[0])")
      # (s24, the grand-prix-calls lesson) the deciding card named on any line of the step or event where it acts counts too: a step line
      # ("  step NN ..."), a turn-step line or an effect line, never the board's title/ruleset/checks header, a judge prompt or a Δ (state) line
      tail -n +4 "$t" | grep -v "judge resolves" | grep -v "judge checks" | grep -v "Δ" | grep -v "^checkpoints\|^  expect\|^    p[12]\." | grep -qF "$cn" && cited=1
    fi
    judge=$((judge + $(grep -c 'judge resolves' "$t")))
  done
  v=miss; [ $ok = 1 ] && [ $cited = 1 ] && v=pass
  echo -e "$id\t$v\tcheckpoints=$([ $ok = 1 ] && echo pass || echo FAIL)\tcites=$([ $cited = 1 ] && echo yes || echo no)\tjudge_prompts=$judge\t$rules" >> "$OUT/summary.tsv"
done
cat "$OUT/summary.tsv"
