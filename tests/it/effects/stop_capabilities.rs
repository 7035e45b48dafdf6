//! Stops effects on real pool cards: a stop of a Majin's attacks only (Heroic Block), a
//! defence that stays on the table when it stopped a Focused attack (Red Clap), a stop
//! capability under a condition (Black Floating Popo Defense) and where a card goes after use
//! under a condition written in a second sentence (Blue Shifting Maneuver, Blue Speediness).
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

const FAMILY: &str = "effects-stop-capabilities";

fn run(name: &str, json: &str) {
    support::run_battle(FAMILY, name, json);
}

/// Raditz Lv.1 (p1) at `s1` against Goku Lv.1 (p2) at `s2`.
fn players(s1: u32, p1: &str, s2: u32, p2: &str) -> String {
    support::players(RADITZ, s1, p1, GOKU, s2, p2)
}

/// Red Clap ("Stops an energy attack. ... If this card stopped a focused attack, it stays on
/// the table to be used one more time this Combat. Remove from the game after use.") stops
/// Namekian Focused Blast: it stays on the table after step 16 instead of being removed.
#[test]
fn red_clap_stays_after_stopping_a_focused_attack() {
    let json = scenario(
        "Red Clap",
        r#""crd-3.0.0/focused", "crd-3.0.0/battle-sequence/16""#,
        players(
            5,
            r#""hand": ["score/world-games-saga/072"]"#,
            5,
            r#""hand": ["score/kid-buu-saga/074"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "play", "card": "Red Clap" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30, "in_play": { "non_combat": ["Red Clap"] }, "removed": [] } } ]"#,
    );
    run("red-clap-focused", &json);
}

/// Red Clap stops Saiyan Energy Orb, which is not Focused: it is removed from the game after
/// use.
#[test]
fn red_clap_is_removed_after_stopping_an_attack_that_is_not_focused() {
    let json = scenario(
        "Red Clap",
        r#""crd-3.0.0/remove-from-the-game""#,
        players(
            5,
            r#""hand": ["score/cell-saga/014"]"#,
            5,
            r#""hand": ["score/kid-buu-saga/074"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Red Clap" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30, "in_play": { "non_combat": [] }, "removed": ["Red Clap"] } } ]"#,
    );
    run("red-clap-not-focused", &json);
}

/// Blue Shifting Maneuver ("Stops a physical or energy attack. Remove from the game after use.
/// If your Main Personality's current personality level is 3 or higher, discard after use
/// instead."): Goku Lv.1 defends, the card is removed from the game; Goku Lv.3 defends, it is
/// discarded.
#[test]
fn blue_shifting_maneuver_after_use_depends_on_the_level() {
    for (goku, removed, discard) in [
        (GOKU, r#"["Blue Shifting Maneuver"]"#, "[]"),
        (
            "score/saiyan-saga/160",
            "[]",
            r#"["Blue Shifting Maneuver"]"#,
        ),
    ] {
        let json = scenario(
            "Blue Shifting Maneuver",
            r#""crd-3.0.0/remove-from-the-game", "crd-3.0.0/battle-sequence/16""#,
            support::players(
                RADITZ,
                5,
                r#""hand": ["score/cell-saga/014"]"#,
                goku,
                5,
                r#""hand": ["score/babidi-saga/009"], "life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Blue Shifting Maneuver" } ]"#,
            &format!(
                r#"[ {{ "after_step": 16, "phase": 1, "p2": {{ "life_deck": 30, "removed": {removed}, "discard": {discard} }} }} ]"#
            ),
        );
        run("blue-shifting-maneuver", &json);
    }
}

/// Blue Speediness ("If you declared a Tokui-Waza and your opponent did not, ... shuffle this
/// card into your Life Deck after use. Otherwise, remove from the game after use."): no
/// Tokui-Waza was declared, so the card is removed from the game.
#[test]
fn blue_speediness_otherwise_removed() {
    let json = scenario(
        "Blue Speediness",
        r#""crd-3.0.0/remove-from-the-game""#,
        players(
            5,
            r#""hand": ["score/cell-saga/014"]"#,
            5,
            r#""hand": ["score/babidi-saga/010"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Blue Speediness" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30, "removed": ["Blue Speediness"], "discard": [], "anger": 0 } } ]"#,
    );
    run("blue-speediness", &json);
}

/// Black Floating Popo Defense ("Heroes only. Stops a physical attack. If used by a personality
/// with "Kai" or "Popo" in the title, this card can also block an energy attack."): Mr.Popo
/// stops Saiyan Energy Orb; Goku cannot defend an energy attack with it.
#[test]
fn black_floating_popo_defense_blocks_energy_for_popo_only() {
    let json = scenario(
        "Black Floating Popo Defense",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["score/cell-saga/014"]"#,
            "Mr.Popo Lv.1",
            5,
            r#""hand": ["score/majin-buu-saga/005"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Black Floating Popo Defense" } ]"#,
        // Stopped: no life card lost; the card is shuffled into the Life Deck after use (31).
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 31, "hand": [] } } ]"#,
    );
    // The pool has no power-rating ladder for Mr.Popo Lv.1: the file defines one (a Hero).
    let json = json.replacen(
        r#""attacker": "p1","#,
        r#""attacker": "p1", "cards": { "Mr.Popo Lv.1": { "type": "Personality", "level": 1, "pur": 1, "alignment": "Hero", "ladder": [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000] } },"#,
        1,
    );
    run("popo-defense-popo", &json);
    let json = scenario(
        "Black Floating Popo Defense",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        players(
            5,
            r#""hand": ["score/cell-saga/014"]"#,
            5,
            r#""hand": ["score/majin-buu-saga/005"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Black Floating Popo Defense" } ]"#,
        r#"[ { "at_end": true, "p2": { "life_deck": 30 } } ]"#,
    );
    let report =
        support::battle_report(FAMILY, "popo-defense-goku", &json).expect("the battle runs");
    let msg = report.error.unwrap_or_default();
    assert!(
        msg.contains("illegal action") && msg.contains("cannot defend against an energy attack"),
        "{msg}"
    );
}

/// Gohan's Forearm Block ("Endurance 1. Stops a physical attack. Raise your anger 1 level. If
/// your personality in control of Combat has a higher power rating than your opponent's Main
/// Personality, this card can stop physical attacks that cannot be stopped."): against a
/// physical attack that cannot be stopped (a card defined in the file), Raditz (1,500 at 5)
/// defending against Goku (900 at 5) stops it; Goku defending against Raditz does not, and
/// takes the damage.
#[test]
fn gohans_forearm_block_stops_the_unstoppable_when_stronger() {
    const KICK: &str = r#""cards": { "Unstoppable Kick": { "type": "Physical Combat", "effects": [ { "attack": { "kind": "physical", "cannot_be_stopped": true } } ] } },"#;
    for (mp1, mp2, expect) in [
        // Raditz defends: stopped, no power stage lost; his anger rises 1.
        (GOKU, RADITZ, r#""stage": 5, "anger": 1"#),
        // Goku defends: not stopped (the card is used for its other effects only); the
        // Physical Attack Table gives 1 power stage of damage.
        (RADITZ, GOKU, r#""stage": 4, "anger": 1"#),
    ] {
        let json = scenario(
            "Gohan's Forearm Block",
            r#""crd-3.0.0/stopping-unstoppable-attacks""#,
            support::players(
                mp1,
                5,
                r#""hand": ["Unstoppable Kick"]"#,
                mp2,
                5,
                r#""hand": ["score/fusion-saga/052"], "life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Unstoppable Kick" }, { "p2": "play", "card": "Gohan's Forearm Block" } ]"#,
            &format!(r#"[ {{ "after_step": 16, "phase": 1, "p2": {{ {expect} }} }} ]"#),
        )
        .replacen(r#""attacker": "p1","#, &format!(r#""attacker": "p1", {KICK}"#), 1);
        run("gohans-forearm-block", &json);
    }
}

/// Heroic Block ("Sensei Deck. Stops a physical attack or energy attack performed by a Majin.
/// This card can stop focused attacks performed by Majins. Remove from the game after use."):
/// Majin Buu Lv.1's Namekian Focused Blast is stopped (no life card lost, the card removed from
/// the game); Raditz's is not performed by a Majin, so the defence is refused.
#[test]
fn heroic_block_stops_majins_only() {
    let json = scenario(
        "Heroic Block",
        r#""crd-3.0.0/focused", "crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        support::players(
            "score/majin-buu-saga/194",
            5,
            r#""hand": ["score/world-games-saga/072"]"#,
            GOKU,
            5,
            r#""hand": ["score/world-games-saga-promo/p3"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "play", "card": "Heroic Block" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30, "removed": ["Heroic Block"] } } ]"#,
    );
    run("heroic-block-majin", &json);
    let json = scenario(
        "Heroic Block",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        players(
            5,
            r#""hand": ["score/world-games-saga/072"]"#,
            5,
            r#""hand": ["score/world-games-saga-promo/p3"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "play", "card": "Heroic Block" } ]"#,
        r#"[ { "at_end": true, "p2": { "life_deck": 30 } } ]"#,
    );
    let report =
        support::battle_report(FAMILY, "heroic-block-raditz", &json).expect("the battle runs");
    let msg = report.error.unwrap_or_default();
    assert!(
        msg.contains("illegal action")
            && msg.contains("Heroic Block stops attacks performed by a Majin only"),
        "{msg}"
    );
}

/// Overhead Squeal ("Physical attack doing 7 power stages of damage. If this attack deals
/// damage to an Ally, that Ally is discarded."): Goku redirects the damage to Tien (3 above 0);
/// Tien takes it (3 to 0, the 4 stages past 0 become 4 life cards of damage) and is discarded
/// after the damage is dealt.
#[test]
fn overhead_squeal_discards_the_ally_it_damages() {
    let json = scenario(
        "Overhead Squeal",
        r#""crd-3.0.0/allies-and-damage", "crd-3.0.0/cards-leaving-play""#,
        players(
            5,
            r#""hand": ["score/kraft/k9"]"#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Overhead Squeal" }, { "p2": "take", "redirect_to": "Tien Lv.1" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "stage": 5, "life_deck": 26, "allies": {}, "discard": ["unknown life card", "unknown life card", "unknown life card", "unknown life card", "Tien Lv.1"] } } ]"#,
    );
    run("overhead-squeal", &json);
}

/// Piccolo's Power Ball ("Energy attack doing 6 life cards of damage. If performed by your Main
/// Personality and he currently has a lower power rating than your opponent's Main
/// Personality, this card stays on the table to be used one more time this Combat."): Goku
/// (lower than Raditz) keeps it on the table; Raditz (higher than Goku) discards it.
#[test]
fn piccolos_power_ball_stays_when_lower() {
    for (mp1, mp2, expect) in [
        (
            GOKU,
            RADITZ,
            r#""in_play": { "non_combat": ["Piccolo's Power Ball"] }, "discard": []"#,
        ),
        (
            RADITZ,
            GOKU,
            r#""in_play": { "non_combat": [] }, "discard": ["Piccolo's Power Ball"]"#,
        ),
    ] {
        let json = scenario(
            "Piccolo's Power Ball",
            r#""crd-3.0.0/battle-sequence/16""#,
            support::players(
                mp1,
                5,
                r#""hand": ["score/miscellaneous/x5"]"#,
                mp2,
                5,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Piccolo's Power Ball" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 16, "phase": 1, "p1": {{ {expect} }}, "p2": {{ "life_deck": 24 }} }} ]"#
            ),
        );
        run("piccolos-power-ball", &json);
    }
}

/// Orange Chin Break ("... Your Main Personality gains +2 to his PUR until the end of your next
/// turn.") then Blue Double Blast ("Energy attack doing 3 life cards of damage. This attack does
/// an additional +X life cards of damage, where X is your Main Personality's PUR."): Raditz's
/// PUR 1 counts as 3, so Blue Double Blast does 3 + 3 = 6 life cards; played first, without
/// the raise, it does 3 + 1 = 4.
#[test]
fn orange_chin_break_raises_the_pur_a_later_count_reads() {
    let raised = r#"[ { "p1": "play", "card": "Orange Chin Break" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Blue Double Blast" }, { "p2": "take" } ]"#;
    let plain = r#"[ { "p1": "play", "card": "Blue Double Blast" }, { "p2": "take" } ]"#;
    for (actions, phase, lc) in [(raised, 3, 6), (plain, 1, 4)] {
        let json = scenario(
            "Orange Chin Break",
            r#""crd-3.0.0/floating-effects""#,
            players(
                5,
                r#""hand": ["score/majin-buu-saga/022", "score/kid-buu-saga/009"]"#,
                10,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            actions,
            &format!(
                r#"[ {{ "after_step": 16, "phase": {phase}, "p2": {{ "life_deck": {} }} }} ]"#,
                30 - lc
            ),
        );
        run("orange-chin-break", &json);
    }
}

/// Blue Reflexes ("Stops a physical attack. Your Main Personality's PUR gains +Y until the end
/// of your next turn. Y = your Main Personality's current personality level."): Goku Lv.3 (PUR
/// 3, level 3) stops Raditz's Orange Chin Break, then his Blue Double Blast ("3 life cards ...
/// +X life cards, where X is your Main Personality's PUR") does 3 + (3 + 3) = 9 life cards.
#[test]
fn blue_reflexes_raises_the_pur_by_the_level() {
    let json = scenario(
        "Blue Reflexes",
        r#""crd-3.0.0/floating-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["score/majin-buu-saga/022"]"#,
            "score/saiyan-saga/160",
            10,
            r#""hand": ["score/babidi-saga/008", "score/kid-buu-saga/009"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Orange Chin Break" }, { "p2": "play", "card": "Blue Reflexes" }, { "p2": "play", "card": "Blue Double Blast" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 16, "phase": 2, "p1": { "life_deck": 21 } } ]"#,
    );
    run("blue-reflexes", &json);
}

/// Dende Healing Drill ("Increases your power up rating (PUR) by 3 when Dende is anywhere in
/// play."): with Dende as p1's Ally, Raditz's PUR 1 counts as 4 and Blue Double Blast does 3 + 4
/// = 7 life cards; without Dende in play, 3 + 1 = 4.
#[test]
fn dende_healing_drill_raises_the_pur_while_dende_is_in_play() {
    for (ally, lc) in [
        (
            r#", "allies": [{ "card": "Dende the Unlikely Hero Lv.1", "stage": 3 }]"#,
            7,
        ),
        ("", 4),
    ] {
        let json = scenario(
            "Dende Healing Drill",
            r#""crd-3.0.0/drill-cards""#,
            players(
                5,
                &format!(
                    r#""hand": ["score/kid-buu-saga/009"], "in_play": {{ "drills": ["Dende Healing Drill"] }}{ally}"#
                ),
                10,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Blue Double Blast" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 16, "phase": 1, "p2": {{ "life_deck": {} }} }} ]"#,
                30 - lc
            ),
        );
        run("dende-healing-drill", &json);
    }
}

/// Blue Android 15's Energy Ball ("This attack must be performed by a personality with
/// "Android" in the title."): Raditz cannot perform it (refused, still in hand); Android 15
/// Lv.1 performs it and Goku takes its 5 life cards of damage.
#[test]
fn blue_android_15s_energy_ball_requires_an_android() {
    let json = scenario(
        "Blue Android 15's Energy Ball",
        r#""crd-3.0.0/battle-sequence/1""#,
        players(
            5,
            r#""hand": ["score/movie-7/m12"]"#,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Android 15's Energy Ball" } ]"#,
        r#"[ { "at_end": true, "error": "requirement", "p1": { "hand": ["Blue Android 15's Energy Ball"] } } ]"#,
    );
    run("android-15-ball-refused", &json);
    let json = scenario(
        "Blue Android 15's Energy Ball",
        r#""crd-3.0.0/battle-sequence/1""#,
        support::players(
            "score/movie-7/m4",
            5,
            r#""hand": ["score/movie-7/m12"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Android 15's Energy Ball" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 25 } } ]"#,
    );
    run("android-15-ball-performed", &json);
}

/// Mommy's Coming Dear (CRD 3.0.0 text, crd-3.0.0/specific-card-clarifications-errata-rulings/
/// mommys-coming-dear): "Heroes only. Stops a physical or energy attack and stops all attacks for
/// the remainder of Combat. Remove from the game after use. ... If a Dragon Ball 7 from any
/// Dragon Ball set is in play, discard this card instead of removing it from the game." Goku
/// uses it (CRD "\"_____ only\" Cards": a Hero in control of Combat) against Orange Blast:
/// the attack is stopped, so is Raditz's next attack (CRD "Floating Effects"), and with no
/// Dragon Ball 7 in play the card is removed from the game (CRD "Remove From the Game"). With
/// Earth Dragon Ball 7 in play (on the opponent's side: the text names no owner) it is discarded
/// instead.
#[test]
fn mommys_coming_dear_stops_all_attacks_and_goes_by_the_dragon_ball_7() {
    let actions = r#"[ { "p1": "play", "card": "Orange Blast" }, { "p2": "use", "card": "Mommy's Coming Dear" },
        { "p2": "pass" }, { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#;
    let json = scenario(
        "Mommy's Coming Dear stops every attack and is removed from the game",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear", "crd-3.0.0/only-cards/non-combat-cards", "crd-3.0.0/floating-effects", "crd-3.0.0/remove-from-the-game""#,
        players(
            5,
            r#""hand": ["Orange Blast", "Tien's Physical Attack"]"#,
            5,
            r#""in_play": { "non_combat": ["Mommy's Coming Dear"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        actions,
        r#"[ { "after_step": 6, "stopped_by": "Mommy's Coming Dear", "p2": { "removed": ["Mommy's Coming Dear"], "discard": [] } },
            { "after_step": 8, "phase": 3, "stopped_by": "Mommy's Coming Dear", "successful": false },
            { "at_end": true, "p2": { "life_deck": 30, "removed": ["Mommy's Coming Dear"] } } ]"#,
    );
    run("mommys-coming-dear-removed", &json);
    let json = scenario(
        "With a Dragon Ball 7 in play Mommy's Coming Dear is discarded instead",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear", "crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        players(
            5,
            r#""hand": ["Orange Blast"], "in_play": { "dragon_balls": ["Earth Dragon Ball 7"] }"#,
            5,
            r#""in_play": { "non_combat": ["Mommy's Coming Dear"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Orange Blast" }, { "p2": "use", "card": "Mommy's Coming Dear" } ]"#,
        r#"[ { "after_step": 6, "stopped_by": "Mommy's Coming Dear", "p2": { "removed": [], "discard": ["Mommy's Coming Dear"] } } ]"#,
    );
    run("mommys-coming-dear-dragon-ball-7", &json);
}

/// Mommy's Coming Dear is "Heroes only": Raditz, a Villain in control of Combat, cannot use it
/// (CRD "\"_____ only\" Cards", Non-Combat cards: placed in play by anyone, used only with a
/// personality in control of Combat that fits).
#[test]
fn mommys_coming_dear_is_refused_to_a_villain() {
    let json = scenario(
        "A Villain cannot use Mommy's Coming Dear",
        r#""crd-3.0.0/only-cards/non-combat-cards""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["Orange Blast"]"#,
            RADITZ,
            5,
            r#""in_play": { "non_combat": ["Mommy's Coming Dear"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Orange Blast" }, { "p2": "use", "card": "Mommy's Coming Dear" } ]"#,
        r#"[ { "at_end": true, "error": "Mommy's Coming Dear is Heroes only" } ]"#,
    );
    run("mommys-coming-dear-villain", &json);
}

/// Mommy's Coming Dear's CRD 3.0.0 ruling, in its own words before the text the card is treated
/// as reading: "You may only use this card in place of a defense." Goku, the attacker, cannot
/// use it in place of an attack (it would stop every attack against him for the rest of Combat
/// without defending); as a defence it works (the test above).
#[test]
fn mommys_coming_dear_is_only_used_in_place_of_a_defense() {
    let json = scenario(
        "Mommy's Coming Dear is not used in place of an attack",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear", "crd-3.0.0/battle-sequence/1""#,
        support::players(
            GOKU,
            5,
            r#""in_play": { "non_combat": ["Mommy's Coming Dear"] }"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "use", "card": "Mommy's Coming Dear" } ]"#,
        r#"[ { "at_end": true, "error": "Mommy's Coming Dear may only be used in place of a defense, not in place of an attack (CRD ruling crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear: \"You may only use this card in place of a defense.\")" } ]"#,
    );
    run("mommys-coming-dear-not-in-place-of-an-attack", &json);
}
