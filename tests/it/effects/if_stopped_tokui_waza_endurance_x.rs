//! The effects the card-text compiler added to the vocabulary, executed by the engine on real
//! pool cards: "If stopped, ..." (resolved when the attack's success is determined), the
//! opponent's declared Tokui-Waza style as a condition, and "Endurance X" read from the board.
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-engine", name, json);
}

/// Raditz Lv.1 (a Villain) for p1 against Goku Lv.1 (a Hero) for p2.
fn players(p1: &str, p2: &str) -> String {
    players_with(RADITZ, p1, GOKU, p2)
}

fn players_with(mp1: &str, p1: &str, mp2: &str, p2: &str) -> String {
    support::players(mp1, 5, p1, mp2, 5, p2)
}

/// Blue Energy Arrow: "If successful, remove the top 10 cards of your opponent's discard pile
/// from the game." After the 3 life cards of damage the pile holds 6 cards: all 6 are removed
/// (do what you can), top first.
#[test]
fn cards_removed_from_a_pile() {
    let json = scenario(
        "Remove from the game",
        r#""crd-3.0.0/battle-sequence/15""#,
        players(
            r#""hand": ["Blue Energy Arrow"]"#,
            r#""discard": ["D1", "D2", "D3"], "life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "removed": ["L3", "L2", "L1", "D3", "D2", "D1"], "discard": [] } } ]"#,
    );
    run("remove-from-game", &json);
}

/// Orange Body Shifting Drill: "All of your energy attacks that cost 2 power stages to perform,
/// now only cost 1 power stage to perform." Blue Energy Arrow states no cost (2 power stages).
#[test]
fn energy_cost_change_from_a_drill() {
    for (drills, stage) in [(r#""Orange Body Shifting Drill""#, 4), ("", 3)] {
        let json = scenario(
            "Energy cost change",
            r#""crd-3.0.0/battle-sequence/2""#,
            players(
                &format!(r#""hand": ["Blue Energy Arrow"], "in_play": {{ "drills": [{drills}] }}"#),
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
            &format!(r#"[ {{ "after_step": 2, "p1": {{ "stage": {stage} }} }} ]"#),
        );
        run(&format!("energy-cost-change-{stage}"), &json);
    }
}

/// Red Phasing Drill: "All of your energy attacks performed against a villain do +3 life cards
/// of damage." Against Raditz (a Villain) Blue Energy Arrow does 6; against Goku (a Hero), 3.
#[test]
fn modifier_against_a_villain() {
    for (mp1, mp2, damage) in [(GOKU, RADITZ, 6), (RADITZ, GOKU, 3)] {
        let json = scenario(
            "Against a villain",
            r#""crd-3.0.0/battle-sequence/10""#,
            players_with(
                mp1,
                r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Red Phasing Drill"] }"#,
                mp2,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": 0, "life_cards": {damage} }} }} ]"#
            ),
        );
        run(&format!("against-villain-{damage}"), &json);
    }
}

/// Goku's Capturing Drill: "Dragon Balls you control may not be captured while this Drill is in
/// play." Namekian Eye Beam does 6 life cards; the capture of Earth Dragon Ball 1 is refused.
#[test]
fn dragon_balls_protected_by_a_drill() {
    for (drills, kept) in [(r#""Goku's Capturing Drill""#, true), ("", false)] {
        let expect = if kept {
            r#"[ { "at_end": true, "p2": { "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } } } ]"#
        } else {
            r#"[ { "at_end": true, "p1": { "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } } } ]"#
        };
        let json = scenario(
            "Dragon Balls protected",
            r#""crd-3.0.0/battle-sequence/14""#,
            players(
                r#""hand": ["Namekian Eye Beam"]"#,
                &format!(
                    r#""in_play": {{ "drills": [{drills}], "dragon_balls": ["Earth Dragon Ball 1"] }}, "life_deck": {{ "unknown_below": 30 }}"#
                ),
            ),
            r#"[ { "p1": "play", "card": "Namekian Eye Beam", "capture": "Earth Dragon Ball 1" }, { "p2": "take" } ]"#,
            expect,
        );
        run(&format!("capture-protected-{kept}"), &json);
    }
}

/// Namekian Heat Seeking Blast: "If stopped, your opponent discards the top 4 cards of his Life
/// Deck." Stopped by Saiyan Defensive Stance, the defender loses 4 life cards (not damage).
#[test]
fn if_stopped_effects_resolve_when_the_attack_is_stopped() {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "If stopped",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/8"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Namekian Heat Seeking Blast" }}, {{ "p2": "play", "card": "Saiyan Defensive Stance" }} ],
  "expect": [
    {{ "after_step": 8, "stopped_by": "Saiyan Defensive Stance", "p2": {{ "life_deck": 26 }} }}
  ]
}}"#,
        players(
            r#""hand": ["Namekian Heat Seeking Blast"]"#,
            r#""hand": ["Saiyan Defensive Stance"], "life_deck": { "unknown_below": 30 }"#
        )
    );
    run("if-stopped", &json);
}

/// Blue Thunder Flash: "If you declared a Tokui-Waza and your opponent declared a Red
/// Tokui-Waza, raise your anger 2 levels." Against a Red Tokui-Waza the anger rises; against a
/// Black one it does not.
#[test]
fn opponent_tokui_waza_style_condition() {
    for (style, anger) in [("Red", 2), ("Black", 0)] {
        let json = format!(
            r#"{{
  "scouter_scenario": 1,
  "title": "Tokui-Waza against {style}",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/3"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Blue Thunder Flash" }}, {{ "p2": "take" }} ],
  "expect": [ {{ "after_step": 3, "p1": {{ "anger": {anger} }} }} ]
}}"#,
            players(
                r#""hand": ["Blue Thunder Flash"], "tokui_waza": "Blue""#,
                &format!(r#""tokui_waza": "{style}", "life_deck": {{ "unknown_below": 30 }}"#)
            )
        );
        run(&format!("tokui-waza-{style}"), &json);
    }
}

/// Blue Shifting Maneuver: "Endurance X. X = your current anger level." Flipped for damage by a
/// 5 life card attack, with anger 3 it prevents the rest (like Endurance 3); with anger 1 it
/// prevents one more card only.
#[test]
fn endurance_x_reads_the_owners_anger() {
    for (anger, top, discard) in [
        (3, r#"["L2", "L3", "L4", "L5"]"#, r#"["L1"]"#),
        (1, r#"["L4", "L5"]"#, r#"["L1", "L2", "L3"]"#),
    ] {
        let json = format!(
            r#"{{
  "scouter_scenario": 1,
  "title": "Endurance X at anger {anger}",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/what-does-endurance-do"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Jeice Comet Attack" }}, {{ "p2": "take", "endurance": true }} ],
  "expect": [
    {{ "at_end": true, "p2": {{ "life_deck_top": {top}, "discard": {discard}, "removed": ["Blue Shifting Maneuver"] }} }}
  ]
}}"#,
            players(
                r#""hand": ["Jeice Comet Attack"]"#,
                &format!(
                    r#""anger": {anger}, "tokui_waza": "Orange", "in_play": {{ "mastery": "score/trunks-saga/146" }}, "life_deck": {{ "unknown_below": 30, "top": ["L1", "score/babidi-saga/009", "L2", "L3", "L4", "L5"] }}"#
                )
            )
        );
        run(&format!("endurance-x-{anger}"), &json);
    }
}

/// Namekian Flight: "Physical attack doing 3 power stages of damage. If your opponent declared
/// a Saiyan Tokui-Waza, this attack does 7 power stages of damage instead."
#[test]
fn damage_instead_when_the_opponent_declared_a_style() {
    for (style, base) in [("Saiyan", 7), ("Black", 3)] {
        let json = scenario(
            "Opponent declared a style",
            r#""crd-3.0.0/battle-sequence/9""#,
            players(
                r#""hand": ["Namekian Flight"]"#,
                &format!(r#""tokui_waza": "{style}", "life_deck": {{ "unknown_below": 30 }}"#),
            ),
            r#"[ { "p1": "play", "card": "Namekian Flight" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 9, "base_damage": {{ "power_stages": {base}, "life_cards": 0 }} }} ]"#
            ),
        );
        run(&format!("opponent-declared-{style}"), &json);
    }
}

/// Android 14's Power Kick: "Physical attack doing +2 power stages of damage. ... If performed
/// against Goku, this attack does +5 power stages of damage instead." Raditz Lv.1 at stage 5
/// against Goku Lv.1 at stage 5: the PAT gives 1 power stage (the same both ways: both
/// personalities are at 5 stages), so +5 instead of +2 makes 6 against Goku and 3 against Raditz.
#[test]
fn modifier_instead_against_a_named_personality() {
    for (mp1, mp2, damage) in [(RADITZ, GOKU, 6), (GOKU, RADITZ, 3)] {
        let json = scenario(
            "Modifier instead",
            r#""crd-3.0.0/battle-sequence/10""#,
            players_with(
                mp1,
                r#""hand": ["Android 14's Power Kick"]"#,
                mp2,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Android 14's Power Kick" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": {damage}, "life_cards": 0 }} }} ]"#
            ),
        );
        run(&format!("modifier-instead-{damage}"), &json);
    }
}

/// True Grit: "Energy attack doing 6 life cards of damage. For the remainder of Combat, damage
/// from your attacks cannot be prevented." The floating effect starts at step 3, so the
/// defender's Endurance (Black Fist Lock, Endurance 3) cannot prevent this attack's damage.
#[test]
fn floating_unpreventable_damage_applies_from_step_3() {
    let json = scenario(
        "Damage from your attacks cannot be prevented",
        r#""crd-3.0.0/what-does-endurance-do""#,
        players(
            r#""hand": ["True Grit"]"#,
            r#""tokui_waza": "Black", "in_play": { "mastery": "score/trunks-saga/145" }, "life_deck": { "unknown_below": 30, "top": ["L1", "score/cell-games-saga/002", "L2", "L3", "L4", "L5", "L6"] }"#,
        ),
        r#"[ { "p1": "play", "card": "True Grit" }, { "p2": "take", "endurance": true } ]"#,
        // Step 13: Endurance cannot prevent the damage. Step 15 ("If successful, remove 6 cards
        // in your opponent's discard pile from the game"): the 6 cards there are all removed.
        r#"[ { "after_step": 13, "p2": { "life_deck_top": ["L6"], "discard": ["L1", "Black Fist Lock", "L2", "L3", "L4", "L5"], "removed": [] } },
             { "at_end": true, "p2": { "life_deck_top": ["L6"], "discard": [], "removed": ["L5", "L4", "L3", "L2", "Black Fist Lock", "L1"] } } ]"#,
    );
    run("unpreventable-rest-of-combat", &json);
}

/// Straining Arm Drag Move: "Physical attack doing 1 life card of damage. You must pass in all
/// remaining phases of Combat." After p2 passes, p1 must pass too: two passes end Combat.
#[test]
fn must_pass_in_all_remaining_phases() {
    let json = scenario(
        "Must pass",
        r#""crd-3.0.0/battle-sequence/3", "crd-3.0.0/phase-2-the-attack-phases""#,
        players(
            r#""hand": ["Straining Arm Drag Move", "Blue Energy Arrow"]"#,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Straining Arm Drag Move" }, { "p2": "take" }, { "p2": "pass" } ]"#,
        r#"[ { "at_end": true, "combat_ended": true, "p1": { "hand": ["Blue Energy Arrow"] } } ]"#,
    );
    run("must-pass", &json);
}

// ----- in play: cards in play as targets ----------------------------------------------------

/// Saiyan Rapid Fire (CRD 3.0.0 errata): "If successful, every Ally your opponent has in play
/// loses 4 power stages." Tien at 3 and Yamcha at 2 stop at 0; the 1 + 2 stages left over are
/// life cards p2 discards (CRD "Secondary Effects", "Referencing"), after the 4 life cards of
/// energy damage: 35 - 4 - 3 = 28.
#[test]
fn every_opponent_ally_loses_power_stages() {
    let json = scenario(
        "Allies lose power stages",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/referencing""#,
        players(
            r#""hand": ["score/cell-saga/155"]"#,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 2 }], "life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3", "L4", "L5"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Rapid Fire" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "allies": { "Tien Lv.1": 0, "Yamcha Lv.1": 0 }, "life_deck": 28 } } ]"#,
    );
    run("allies-lose-stages", &json);
}

/// Earth's Demise, used in place of an attack: "Remove from the game the current Battleground or
/// Location in play. Discard up to 3 Allies in play." The Battleground goes to its owner's
/// removed pile; 3 Allies are in play on both sides, so "up to 3" takes them all with no choice,
/// the attacker's own Ally included.
#[test]
fn battleground_removed_and_up_to_three_allies_forced() {
    let json = scenario(
        "Battleground and Allies",
        r#""crd-3.0.0/battleground-and-location-cards", "crd-3.0.0/cards-leaving-play""#,
        players(
            r#""hand": ["Earth's Demise"], "allies": [{ "card": "Nappa Lv.1", "stage": 3 }]"#,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 3 }], "in_play": { "battleground": "Kami's Floating Island" }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Earth's Demise" } ]"#,
        r#"[ { "after_step": 3, "p1": { "allies": {}, "discard": ["Nappa Lv.1"] }, "p2": { "allies": {}, "removed": ["Kami's Floating Island"], "discard": ["Tien Lv.1", "Yamcha Lv.1"] } } ]"#,
    );
    run("battleground-and-allies", &json);
}

/// Ally Wins! (CRD 3.0.0 errata, a Non-Combat card used in place of an attack): "Your opponent
/// discards one life card for every Ally you have in play." p1 has 2 Allies: p2 loses 2.
#[test]
fn life_cards_per_ally_in_play() {
    let json = scenario(
        "Life cards per Ally",
        r#""crd-3.0.0/secondary-effects""#,
        players(
            r#""in_play": { "non_combat": ["Ally Wins!"] }, "allies": [{ "card": "Nappa Lv.1", "stage": 3 }, { "card": "Vegeta Lv.1", "stage": 3 }]"#,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3"] }"#,
        ),
        r#"[ { "p1": "use", "card": "Ally Wins!" } ]"#,
        r#"[ { "after_step": 3, "p2": { "discard": ["L1", "L2"] } } ]"#,
    );
    run("life-cards-per-ally", &json);
}

/// Orange Diving Attack: "Physical attack doing 1 power stage of damage for each Blue Style
/// card in your discard pile." With a card the engine does not know in that pile (a
/// placeholder), the count cannot be made: the battle stops at step 9 for the judge, saying
/// what it could count, instead of guessing.
#[test]
fn counted_damage_with_unknown_cards_goes_to_the_judge() {
    let json = scenario(
        "Counted damage, unknown cards",
        r#""crd-3.0.0/battle-sequence/9""#,
        players(
            r#""hand": ["Orange Diving Attack"], "discard": ["Blue Round Throw", "D1"]"#,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Orange Diving Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 8, "successful": true } ]"#,
    );
    let report = support::battle_report("effects-engine", "counted-unknown", &json)
        .expect("the scenario loads");
    let error = report.error.expect("the battle stops for the judge");
    assert!(
        error.contains("1 known card(s)")
            && error.contains("Blue Style cards in your discard pile"),
        "{error}"
    );
}

/// Rebellion: "Play this as your first card in Combat." Played after another card this Combat
/// it is refused, and the refusal says why.
#[test]
fn first_card_in_combat_is_enforced() {
    let json = scenario(
        "First card in Combat",
        r#""crd-3.0.0/battle-sequence/1""#,
        players(
            r#""hand": ["Tien's Physical Attack", "Rebellion"]"#,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Rebellion" } ]"#,
        r#"[ { "after_step": 8, "phase": 1, "successful": true } ]"#,
    );
    let report =
        support::battle_report("effects-engine", "first-card", &json).expect("the scenario loads");
    let error = report.error.expect("Rebellion is refused");
    assert!(
        error.contains("Rebellion must be p1's first card played this Combat"),
        "{error}"
    );
}

// ----- lasting effects ---------------------------------------------------------------------------

/// Saiyan Energy Blast: "If successful, your opponent cannot perform a physical attack during his
/// next Attacker Attacks phase." p2's next Attack Phase (2) is restricted: Tien's Physical
/// Attack is refused there, citing the CRD; p2 passes instead. In p2's Attack Phase after
/// that (4) the restriction is over and Black Fist Lock is performed.
#[test]
fn restriction_lasts_the_next_attack_phase_only() {
    let refused = scenario(
        "Restricted in the next Attack Phase",
        r#""crd-3.0.0/performing-attacks-and-preventing-their-use""#,
        players(
            r#""hand": ["Saiyan Energy Blast"]"#,
            r#""hand": ["Tien's Physical Attack"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Blast" }, { "p2": "take" },
            { "p2": "play", "card": "Tien's Physical Attack" } ]"#,
        r#"[ { "at_end": true, "error": "Saiyan Energy Blast keeps p2 from performing physical attacks during p2's next Attack Phase", "p2": { "hand": ["Tien's Physical Attack"] } } ]"#,
    );
    run("lasting-restriction-refused", &refused);
    let expired = scenario(
        "The restriction ends with the phase",
        r#""crd-3.0.0/floating-effects""#,
        players(
            r#""hand": ["Saiyan Energy Blast", "Tien's Physical Attack"]"#,
            r#""hand": ["Black Fist Lock"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Blast" }, { "p2": "take" },
            { "p2": "pass" },
            { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" },
            { "p2": "play", "card": "Black Fist Lock" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 8, "phase": 4, "successful": true } ]"#,
    );
    run("lasting-restriction-expires", &expired);
}

/// Krillin's Solar Flare keeps p2 from playing Physical Combat cards for the remainder of
/// Combat: Vegeta's Physical Stance (a Physical Combat card) is refused as a defence at step 5
/// too (CRD "Stopping a player from using cards"); taking the attack is still allowed.
#[test]
fn restriction_refuses_a_defence_card() {
    let json = scenario(
        "Restricted defence",
        r#""crd-3.0.0/stopping-a-player-from-using-cards""#,
        players(
            r#""hand": ["Krillin's Solar Flare", "Tien's Physical Attack"]"#,
            r#""hand": ["Vegeta's Physical Stance"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Krillin's Solar Flare" }, { "p2": "take" },
            { "p2": "pass" },
            { "p1": "play", "card": "Tien's Physical Attack" },
            { "p2": "play", "card": "Vegeta's Physical Stance" } ]"#,
        r#"[ { "at_end": true, "error": "Vegeta's Physical Stance cannot be played or used: Krillin's Solar Flare", "p2": { "hand": ["Vegeta's Physical Stance"] } } ]"#,
    );
    run("lasting-restricted-defence", &json);
}

/// Gotenk's Head Butt: "If successful, prevent 3 power stages of damage from attacks performed
/// against you for the remainder of Combat." p2's Black Fist Lock (PAT +4) against p1 has 3 of
/// its power stages prevented at step 12.
#[test]
fn floating_prevention_from_later_attacks() {
    let json = scenario(
        "Floating prevention",
        r#""crd-3.0.0/a-note-about-damage-prevention""#,
        players(
            r#""hand": ["Gotenk's Head Butt"]"#,
            r#""hand": ["Black Fist Lock"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Gotenk's Head Butt" }, { "p2": "take" },
            { "p2": "play", "card": "Black Fist Lock" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 12, "phase": 2, "cites": ["crd-3.0.0/a-note-about-damage-prevention", "crd-3.0.0/floating-effects"] } ]"#,
    );
    run("lasting-floating-prevention", &json);
}

// ----- levels: personality levels, Dragon Balls and the Sensei Deck -----

const NAPPA_1: &str = "score/saiyan-saga/176";
const NAPPA_2: &str = "score/saiyan-saga/177";

/// Majin Buu's Bicycle Kick: "If successful, lower your opponent's anger 2 levels, and if he
/// has 0 anger, lower his Main Personality 1 personality level." The condition is read after
/// the anger is lowered: from 2 anger Nappa drops to level 1 at 5 above 0; from 3 anger he
/// keeps his level.
#[test]
fn a_level_lost_only_when_no_anger_is_left() {
    for (anger, level, stage) in [(2, 1, 5), (3, 2, 4)] {
        let players = format!(
            r#""players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }}, "hand": ["Majin Buu's Bicycle Kick"] }},
    "p2": {{ "main_personality": {{ "levels": ["{NAPPA_1}", "{NAPPA_2}"], "level": 2, "stage": 10 }}, "anger": {anger}, "life_deck": {{ "unknown_below": 30 }} }}
  }}"#
        );
        let json = scenario(
            "Lower a level if no anger is left",
            r#""crd-3.0.0/taking-them-down-a-notch""#,
            players,
            r#"[ { "p1": "play", "card": "Majin Buu's Bicycle Kick" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 15, "p2": {{ "anger": {}, "level": {level}, "stage": {stage} }} }} ]"#,
                anger - 2
            ),
        );
        run(&format!("bicycle-kick-{anger}"), &json);
    }
}

/// Red Jump Kick against a Main Personality at level 1: there is no lower level to lose.
#[test]
fn no_level_below_the_lowest() {
    let json = scenario(
        "No level below level 1",
        r#""crd-3.0.0/taking-them-down-a-notch""#,
        players(
            r#""hand": ["Red Jump Kick"], "tokui_waza": "Red""#,
            r#""life_deck": { "unknown_below": 30 }, "in_play": { "drills": ["Orange Joint Restraint Drill"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Red Jump Kick" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "level": 1, "in_play": { "drills": ["Orange Joint Restraint Drill"] } }, "cites": ["crd-3.0.0/taking-them-down-a-notch"] } ]"#,
    );
    run("no-lower-level", &json);
}

/// Saiyan Handstand: "If successful, raise your anger 1 level for each Dragon Ball you
/// control", counted at step 15.
#[test]
fn anger_per_dragon_ball_controlled() {
    let json = scenario(
        "Anger per Dragon Ball",
        r#""crd-3.0.0/battle-sequence/15""#,
        players(
            r#""hand": ["Saiyan Handstand"], "in_play": { "dragon_balls": ["score/saiyan-saga/015", "score/saiyan-saga/016"] }"#,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Handstand" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 14, "p1": { "anger": 0 } }, { "after_step": 15, "p1": { "anger": 2 } } ]"#,
    );
    run("anger-per-dragon-ball", &json);
}

/// Blue Palm Sphere (Blue against Saiyan Tokui-Waza): "your Dragon Balls cannot be captured
/// for the remainder of Combat" floats: the opponent's 5 life cards of damage capture nothing
/// later in the Combat.
#[test]
fn dragon_balls_kept_from_capture_for_the_rest_of_combat() {
    let json = scenario(
        "Dragon Balls cannot be captured",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/capturing-dragon-balls""#,
        players(
            r#""hand": ["Blue Palm Sphere"], "tokui_waza": "Blue", "in_play": { "dragon_balls": ["score/saiyan-saga/015"] }"#,
            r#""hand": ["Jeice Comet Attack"], "tokui_waza": "Saiyan", "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Palm Sphere" }, { "p2": "take" },
             { "p2": "play", "card": "Jeice Comet Attack", "capture": "Earth Dragon Ball 1" }, { "p1": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } }, "p2": { "in_play": { "dragon_balls": [] } } } ]"#,
    );
    run("palm-sphere-no-capture", &json);
}

// ----- attached ---------------------------------------------------------------------------

/// Bojack's Left Palm Charge attaches to p1's Main Personality (its only personality); Majin
/// Buu's Goo then counts it ("+1 life cards of damage for each of your attached cards in play");
/// p2's Release discards every card attached to every personality: to its owner's (p1's)
/// discard pile (CRD "Attaching Cards", "Ownership").
#[test]
fn attached_cards_are_counted_and_discarded() {
    let json = scenario(
        "Attached cards counted, then discarded by Release",
        r#""crd-3.0.0/attaching-cards", "crd-3.0.0/ownership""#,
        players(
            r#""hand": ["Bojack's Left Palm Charge", "Majin Buu's Goo"]"#,
            r#""hand": ["Release"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Bojack's Left Palm Charge" }, { "p2": "take" },
             { "p2": "pass" },
             { "p1": "play", "card": "Majin Buu's Goo" }, { "p2": "take" },
             { "p2": "play", "card": "Release" } ]"#,
        r#"[ { "after_step": 16, "p1": { "in_play": { "attached": ["Bojack's Left Palm Charge"] }, "discard": [] } },
             { "phase": 3, "after_step": 10, "damage": { "power_stages": 3, "life_cards": 1 } },
             { "phase": 4, "after_step": 3, "p1": { "in_play": { "attached": [] }, "discard": ["Majin Buu's Goo", "Bojack's Left Palm Charge"] },
               "cites": ["crd-3.0.0/attaching-cards", "crd-3.0.0/ownership"] } ]"#,
    );
    run("attach-count-and-release", &json);
}

/// Black Jawbreaker attaches to p2's Main Personality while it is at its highest power stage:
/// it has not "reached" it, so the card stays. The damage lowers the stage; p2's Hidden Power
/// Level then raises it to its highest power stage: the personality reaches it and Black
/// Jawbreaker is discarded (to p1, its owner), so its -2 no longer applies.
#[test]
fn attached_card_discarded_when_its_personality_reaches_the_highest_stage() {
    let json = scenario(
        "Black Jawbreaker leaves when the attached personality reaches its highest power stage",
        r#""crd-3.0.0/attaching-cards""#,
        players_with(
            RADITZ,
            r#""hand": ["Black Jawbreaker"]"#,
            GOKU,
            r#""hand": ["Hidden Power Level"], "life_deck": { "unknown_below": 30 }"#,
        )
        .replace(
            r#""card": "score/saiyan-saga/158", "stage": 5"#,
            r#""card": "score/saiyan-saga/158", "stage": 10"#,
        ),
        r#"[ { "p1": "play", "card": "Black Jawbreaker" }, { "p2": "take" },
             { "p2": "play", "card": "Hidden Power Level" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 16, "p2": { "in_play": { "attached": ["Black Jawbreaker"] } }, "p1": { "discard": [] } },
             { "phase": 2, "after_step": 3, "p2": { "stage": 10, "in_play": { "attached": [] } }, "p1": { "discard": ["Black Jawbreaker"] },
               "cites": ["crd-3.0.0/attaching-cards"] } ]"#,
    );
    run("attach-highest-stage", &json);
}

/// "If successful, attach this card to one of your personalities": with an Ally in play the
/// player chooses; a choice the action does not name is not made (the judge resolves it and the
/// card goes to the discard pile after use); named, the card attaches to that Ally.
#[test]
fn attach_to_one_of_your_personalities_needs_a_choice() {
    let players = r#""players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/170", "stage": 8 }, "allies": [ { "card": "score/saiyan-saga/167", "stage": 3 } ],
            "hand": ["Bojack's Left Palm Charge"], "life_deck": { "unknown_below": 30 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/158", "stage": 5 }, "life_deck": { "unknown_below": 30 } }
  }"#;
    let json = scenario(
        "No choice named",
        r#""crd-3.0.0/attaching-cards""#,
        players.to_string(),
        r#"[ { "p1": "play", "card": "Bojack's Left Palm Charge" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "judge": "chooses which personality", "p1": { "discard": ["Bojack's Left Palm Charge"] } } ]"#,
    );
    run("attach-no-choice", &json);
    let json = scenario(
        "Choice named",
        r#""crd-3.0.0/attaching-cards""#,
        players.to_string(),
        r#"[ { "p1": "play", "card": "Bojack's Left Palm Charge", "choose": ["Krillin"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "p1": { "discard": [], "in_play": { "attached": ["Bojack's Left Palm Charge"] } } } ]"#,
    );
    run("attach-choice", &json);
}

/// Vegeta's Surprised: "Attach this card to a Main Personality and remove it from the game when
/// that personality performs an energy attack. This personality does a maximum of 5 power
/// stages of damage with each physical attack." Either Main Personality may take it: p1 names
/// p2's Nappa. Nappa's Garlic Jr's Kyokaika Technique (7 power stages) does 5 (step 10); his energy
/// attack then removes the card from the game (to p1, its owner) as it is announced.
#[test]
fn attached_maximum_and_removal_when_the_personality_performs_an_energy_attack() {
    let json = scenario(
        "Vegeta's Surprised",
        r#""crd-3.0.0/attaching-cards", "crd-3.0.0/battle-sequence/10""#,
        r#""players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/167", "stage": 1 }, "hand": ["Vegeta's Surprised"], "life_deck": { "unknown_below": 30 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/176", "stage": 8 }, "hand": ["Garlic Jr's Kyokaika Technique", "Saiyan Energy Orb"], "life_deck": { "unknown_below": 30 } }
  }"#
        .to_string(),
        r#"[ { "p1": "play", "card": "Vegeta's Surprised", "choose": ["Nappa"] },
             { "p2": "play", "card": "Garlic Jr's Kyokaika Technique" }, { "p1": "take" },
             { "p1": "pass" },
             { "p2": "play", "card": "Saiyan Energy Orb" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 16, "p2": { "in_play": { "attached": ["Vegeta's Surprised"] } }, "p1": { "discard": [] } },
             { "phase": 2, "after_step": 9, "base_damage": { "power_stages": 7 } },
             { "phase": 2, "after_step": 10, "damage": { "power_stages": 5 }, "cites": ["crd-3.0.0/attaching-cards"] },
             { "phase": 4, "after_step": 1, "p2": { "in_play": { "attached": [] } }, "p1": { "removed": ["Vegeta's Surprised"] } } ]"#,
    );
    run("attach-maximum-and-removal", &json);
}

/// Orange Headshot: "... discard any 2 of your opponent's Non-Combat, Allies, Location,
/// Battleground, and/or attached cards in play." p2's attached cards are the ones p2 owns: his
/// Black Jawbreaker, attached to p1's Main Personality. With his Drill that makes exactly 2
/// candidates, so no choice is needed; both go to p2's discard pile.
#[test]
fn attached_cards_as_targets_of_an_in_play_discard() {
    let json = scenario(
        "Orange Headshot discards an attached card",
        r#""crd-3.0.0/attaching-cards", "crd-3.0.0/cards-leaving-play""#,
        players(
            r#""hand": ["Orange Headshot"], "tokui_waza": "Orange""#,
            r#""hand": ["Black Jawbreaker"], "tokui_waza": "Blue", "in_play": { "drills": ["Blue Holding Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        )
        .replace(r#""attacker": "p1""#, r#""attacker": "p2""#),
        r#"[ { "p2": "play", "card": "Black Jawbreaker" }, { "p1": "take" },
             { "p1": "play", "card": "Orange Headshot" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "p1": { "in_play": { "attached": ["Black Jawbreaker"] } }, "p2": { "discard": [] } },
             { "phase": 2, "after_step": 3, "p1": { "in_play": { "attached": [] } }, "p2": { "discard": ["Blue Holding Drill", "Black Jawbreaker"] } } ]"#,
    )
    .replace(r#""attacker": "p1""#, r#""attacker": "p2""#);
    run("attach-orange-headshot", &json);
}
