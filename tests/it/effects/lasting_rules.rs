//! Lasting rules effects on real pool cards: restrictions on a player's Allies and Defense
//! Shields the engine enforces for the remainder of Combat, and floating triggers (an attack's
//! success or stop, the Main Personality attacking, a card type used). Each battle is written as
//! a scenario file in a temporary folder and run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-remainder-more", name, json);
}

/// Raditz Lv.1 (p1, stage `s1`) against Goku Lv.1 (p2, stage `s2`), each with 30 unknown life
/// cards; `p1` / `p2` are more members of each board.
fn scenario(
    title: &str,
    checks: &str,
    (s1, p1): (u32, &str),
    (s2, p2): (u32, &str),
    actions: &str,
    expect: &str,
) -> String {
    format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{title}",
  "ruleset": "crd-3.0.0",
  "checks": [{checks}],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": {s1} }}, "life_deck": {{ "unknown_below": 30 }}, {p1} }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": {s2} }}, "life_deck": {{ "unknown_below": 30 }}, {p2} }}
  }},
  "actions": {actions},
  "expect": {expect}
}}"#
    )
}

/// Deadly Attack: "Stops a physical attack. For the remainder of Combat, your opponent cannot use
/// Ally card powers, redirect damage to Allies, or have Allies take over Combat." Goku stops
/// Android 17's Neckhold with it; in Goku's Attack Phase, Raditz's redirect of Android 19's Body
/// Slam to his Ally Tien Lv.1 is refused at step 5, naming Deadly Attack; the battle stops there
/// with Raditz still at 5.
#[test]
fn deadly_attack_refuses_a_redirect_to_an_ally() {
    let json = scenario(
        "No redirect to Allies",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/allies-and-damage""#,
        (
            5,
            r#""hand": ["Android 17's Neckhold"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }]"#,
        ),
        (5, r#""hand": ["Deadly Attack", "Android 19's Body Slam"]"#),
        r#"[ { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "play", "card": "Deadly Attack" }, { "p2": "play", "card": "Android 19's Body Slam" }, { "p1": "take", "redirect_to": "Tien Lv.1" } ]"#,
        r#"[ { "after_step": 5, "phase": 1, "stopped_by": "Deadly Attack" }, { "at_end": true, "error": "Tien Lv.1 cannot take redirected damage: Deadly Attack keeps p1 from doing so", "p1": { "stage": 5 } } ]"#,
    );
    run("deadly-attack-redirect", &json);
}

/// Deadly Attack again: Raditz, at 1 above 0, announces his Ally Tien Lv.1 in control of Combat
/// in his next Attack Phase; it is refused at step 1, naming Deadly Attack (without it an Ally
/// may take control at 0 or 1 above 0).
#[test]
fn deadly_attack_refuses_an_ally_taking_control() {
    let json = scenario(
        "No Ally in control",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/allies-taking-over-combat""#,
        (
            1,
            r#""hand": ["Android 17's Neckhold", "Android 19's Body Slam"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }]"#,
        ),
        (5, r#""hand": ["Deadly Attack"]"#),
        r#"[ { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "play", "card": "Deadly Attack" }, { "p2": "pass" }, { "p1": "play", "card": "Android 19's Body Slam", "personality": "Tien Lv.1" } ]"#,
        r#"[ { "at_end": true, "error": "Tien Lv.1 cannot take control of Combat: Deadly Attack keeps p1 from doing so", "p1": { "stage": 1 } } ]"#,
    );
    run("deadly-attack-control", &json);
}

/// Namekian Shuto: "... Your opponent cannot use Defense Shields for the remainder of Combat."
/// Goku has Fall 7 times, get up 8 times in play ("Defense Shield: Stops the first unstopped
/// physical attack performed against you this Combat"). After the Shuto, Raditz's Android 17's
/// Neckhold is not stopped by the shield: it is successful and Goku's anger goes 3 -> 0.
#[test]
fn namekian_shuto_keeps_defense_shields_from_use() {
    let json = scenario(
        "No Defense Shields",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/7""#,
        (5, r#""hand": ["Namekian Shuto", "Android 17's Neckhold"]"#),
        (
            10,
            r#""anger": 3, "in_play": { "non_combat": ["Fall 7 times, get up 8 times"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Shuto", "empower": false }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 8, "phase": 3, "successful": true }, { "at_end": true, "p2": { "anger": 0 } } ]"#,
    );
    run("namekian-shuto", &json);
}

/// Red Burning Stance: "Every successful physical attack performed against you for the remainder
/// of Combat raises your anger 1 level." Raditz plays it in place of an attack; Goku's Android 19's
/// Body Slam is successful against him at step 8: Raditz's anger 0 -> 1.
#[test]
fn red_burning_stance_raises_anger_on_success_against_you() {
    let json = scenario(
        "Anger on success against you",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/8""#,
        (10, r#""hand": ["Red Burning Stance"]"#),
        (5, r#""hand": ["Android 19's Body Slam"]"#),
        r#"[ { "p1": "play", "card": "Red Burning Stance" }, { "p2": "play", "card": "Android 19's Body Slam" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 7, "phase": 2, "p1": { "anger": 0 } }, { "after_step": 8, "phase": 2, "p1": { "anger": 1 } } ]"#,
    );
    run("red-burning-stance", &json);
}

/// Android 18's Pressure Routine: "... For the remainder of Combat, if your opponent stops a
/// physical attack performed by your Main Personality, your opponent must skip his next
/// "Attacker Attacks" phase." Goku stops Raditz's next physical attack (Android 17's Neckhold)
/// with Deadly Attack: Goku's Attack Phase 4 is skipped, and Raditz attacks again in phase 5.
#[test]
fn pressure_routine_skips_the_next_phase_of_the_stopper() {
    let json = scenario(
        "Skip after a stop",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/skipping-attack-phases""#,
        (
            5,
            r#""hand": ["Android 18's Pressure Routine", "Android 17's Neckhold", "Android 19's Body Slam"]"#,
        ),
        (10, r#""hand": ["Deadly Attack"]"#),
        r#"[ { "p1": "play", "card": "Android 18's Pressure Routine" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "play", "card": "Deadly Attack" }, { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 5, "phase": 3, "stopped_by": "Deadly Attack" }, { "after_step": 1, "phase": 4, "cites": ["crd-3.0.0/skipping-attack-phases"] }, { "after_step": 8, "phase": 5, "successful": true } ]"#,
    );
    run("pressure-routine", &json);
}

/// Saiyan Face Smash: "... For the remainder of Combat, whenever your opponent uses a Physical
/// Combat card, he has to discard the top card of his Life Deck." Goku (at 10, so the Smash's
/// damage stays in his power stages) then attacks with Android 17's Neckhold, a Physical Combat
/// card: 30 -> 29 life cards as it is announced.
#[test]
fn saiyan_face_smash_discards_when_a_physical_combat_card_is_used() {
    let json = scenario(
        "Discard on a Physical Combat card",
        r#""crd-3.0.0/floating-effects""#,
        (10, r#""hand": ["Saiyan Face Smash"]"#),
        (10, r#""hand": ["Android 17's Neckhold"]"#),
        r#"[ { "p1": "play", "card": "Saiyan Face Smash" }, { "p2": "take" }, { "p2": "play", "card": "Android 17's Neckhold" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30 } }, { "after_step": 1, "phase": 2, "p2": { "life_deck": 29 } } ]"#,
    );
    run("saiyan-face-smash", &json);
}

/// Red Pressure Technique: "... For the remainder of Combat discard the top card of your
/// opponent's Life Deck when your Main Personality performs a physical attack." Raditz's next
/// physical attack (Android 17's Neckhold) costs Goku a life card as it is announced: 30 -> 29.
#[test]
fn red_pressure_technique_discards_when_the_main_personality_attacks() {
    let json = scenario(
        "Discard when the Main Personality attacks",
        r#""crd-3.0.0/floating-effects""#,
        (
            10,
            r#""hand": ["Red Pressure Technique", "Android 17's Neckhold"]"#,
        ),
        (10, r#""hand": []"#),
        r#"[ { "p1": "play", "card": "Red Pressure Technique" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "life_deck": 30 } }, { "after_step": 1, "phase": 3, "p2": { "life_deck": 29 } } ]"#,
    );
    run("red-pressure-technique", &json);
}

/// Majin Dabura's Offensive Leverage: "For the remainder of Combat, whenever an energy attack you
/// perform becomes successful, prevent 3 life cards of damage from every attack your opponent
/// performs for the remainder of Combat." After Raditz's Saiyan Energy Orb is successful, Goku's
/// own Saiyan Energy Orb (5 life cards) costs Raditz only 2: 30 -> 28.
#[test]
fn offensive_leverage_prevents_after_a_successful_energy_attack() {
    let json = scenario(
        "Prevention after a success",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/a-note-about-damage-prevention""#,
        (
            10,
            r#""hand": ["Majin Dabura's Offensive Leverage", "Saiyan Energy Orb"]"#,
        ),
        (10, r#""hand": ["Saiyan Energy Orb"]"#),
        r#"[ { "p1": "play", "card": "Majin Dabura's Offensive Leverage" }, { "p2": "pass" }, { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" }, { "p2": "play", "card": "Saiyan Energy Orb" }, { "p1": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "life_deck": 28 }, "p2": { "life_deck": 25 } } ]"#,
    );
    run("offensive-leverage", &json);
}

/// Red Anger Rising: "Physical attack. For the remainder of Combat, all physical attacks do +1
/// power stages of damage for each Dragon Ball in play. ..." With one Dragon Ball in play on
/// each side (2), Raditz's own attack (the rule starts at step 3, so it covers it) gets +2 at
/// step 10 (1 -> 3), and so does Goku's Android 19's Body Slam (every player's physical attacks):
/// 1, +4, +2 = 7.
#[test]
fn red_anger_rising_counts_dragon_balls_for_every_physical_attack() {
    let json = scenario(
        "Per Dragon Ball for every physical attack",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        (
            10,
            r#""hand": ["Red Anger Rising"], "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] }"#,
        ),
        (
            10,
            r#""hand": ["Android 19's Body Slam"], "in_play": { "dragon_balls": ["Earth Dragon Ball 2"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Red Anger Rising" }, { "p2": "take" }, { "p2": "play", "card": "Android 19's Body Slam" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 1, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 3, "life_cards": 0 } }, { "after_step": 10, "phase": 2, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 7, "life_cards": 0 } } ]"#,
    );
    run("red-anger-rising", &json);
}

/// Blue Rebound: "All energy attacks you perform for the remainder of Combat cost -1 power stages
/// to perform to a minimum of 0 and do +1 power stages of damage for each Ally your opponent has
/// in play." Goku has two Allies in play: Raditz's Saiyan Energy Orb (5 life cards) costs 1 power
/// stage instead of 2 (10 -> 9) and does +2 power stages too at step 10.
#[test]
fn blue_rebound_counts_the_opponents_allies() {
    let json = scenario(
        "Per opponent's Ally",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        (10, r#""hand": ["Blue Rebound", "Saiyan Energy Orb"]"#),
        (
            10,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 3 }]"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Rebound" }, { "p2": "pass" }, { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 2, "phase": 3, "p1": { "stage": 9 } }, { "after_step": 10, "phase": 3, "base_damage": { "power_stages": 0, "life_cards": 5 }, "damage": { "power_stages": 2, "life_cards": 5 } } ]"#,
    );
    run("blue-rebound", &json);
}

/// Gohan's Kick: "... Cards that end Combat, or cards that stops all physical attacks or energy
/// attacks, cannot be used for the remainder of Combat" (every player: CRD ruling on Gohan's
/// Kick). Goku's Tien's Solar Flare ("If successful, end Combat") is refused when announced,
/// naming Gohan's Kick; it stays in his hand.
#[test]
fn gohans_kick_refuses_a_card_that_ends_combat() {
    let json = scenario(
        "No card that ends Combat",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/specific-card-clarifications-errata-rulings/gohans-kick""#,
        (10, r#""hand": ["Gohan's Kick"]"#),
        (10, r#""hand": ["Tien's Solar Flare"]"#),
        r#"[ { "p1": "play", "card": "Gohan's Kick" }, { "p2": "take" }, { "p2": "play", "card": "Tien's Solar Flare" } ]"#,
        r#"[ { "at_end": true, "error": "Tien's Solar Flare cannot be played or used: it ends Combat or stops all attacks of a kind: Gohan's Kick keeps p2", "p2": { "hand": ["Tien's Solar Flare"] } } ]"#,
    );
    run("gohans-kick", &json);
}

/// Massacre of the Billions and Millions of Bountiful Mini Bitty Maleciously Baneful Majin Buus:
/// "Discard all cards in your hand. ... For the remainder of Combat, if your opponent stops an
/// attack performed by a Majin Personality, he must discard the top card of his Life Deck."
/// Majin Buu, Evil Buu (a Majin) discards his hand (Android 17's Neckhold), then attacks with his
/// power; Goku stops it with Deadly Attack and discards a life card at step 8: 30 -> 29.
#[test]
fn massacre_discards_when_a_majin_attack_is_stopped() {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "Discard when a Majin's attack is stopped",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/8"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "score/fusion-saga/010", "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }}, "hand": ["Massacre of the Billions and Millions of Bountiful Mini Bitty Maleciously Baneful Majin Buus", "Android 17's Neckhold"] }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": 10 }}, "life_deck": {{ "unknown_below": 30 }}, "hand": ["Deadly Attack"] }}
  }},
  "actions": [ {{ "p1": "play", "card": "Massacre of the Billions and Millions of Bountiful Mini Bitty Maleciously Baneful Majin Buus" }}, {{ "p2": "pass" }}, {{ "p1": "power" }}, {{ "p2": "play", "card": "Deadly Attack" }} ],
  "expect": [ {{ "after_step": 3, "phase": 1, "p1": {{ "hand": [] }} }}, {{ "after_step": 7, "phase": 3, "p2": {{ "life_deck": 30 }} }}, {{ "after_step": 8, "phase": 3, "p2": {{ "life_deck": 29 }} }} ]
}}"#
    );
    run("massacre", &json);
}

/// Double Teaming: "Endurance 2. This card must be used by your Main Personality. All attacks
/// performed by this personality for the remainder of Combat do +1 power stages of damage for
/// each Ally in play." One Ally on each side: Raditz's Android 19's Body Slam does 1 (Base
/// Damage), +4, +2 = 7 power stages at step 10.
#[test]
fn double_teaming_counts_every_ally_in_play() {
    let json = scenario(
        "Per Ally in play",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        (
            10,
            r#""hand": ["Double Teaming", "Android 19's Body Slam"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }]"#,
        ),
        (10, r#""allies": [{ "card": "Yamcha Lv.1", "stage": 3 }]"#),
        r#"[ { "p1": "play", "card": "Double Teaming" }, { "p2": "pass" }, { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 3, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 7, "life_cards": 0 } } ]"#,
    );
    run("double-teaming", &json);
}

/// Double Teaming again: with his Ally Tien Lv.1 announced in control of Combat (Raditz is at 1
/// above 0), the card is refused: it must be used by the Main Personality.
#[test]
fn double_teaming_is_refused_for_an_ally() {
    let json = scenario(
        "Main Personality only",
        r#""crd-3.0.0/what-is-a-requirement""#,
        (
            1,
            r#""hand": ["Double Teaming"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }]"#,
        ),
        (10, r#""hand": []"#),
        r#"[ { "p1": "play", "card": "Double Teaming", "personality": "Tien Lv.1" } ]"#,
        r#"[ { "at_end": true, "error": "Double Teaming cannot be played by p1: its requirement", "p1": { "hand": ["Double Teaming"] } } ]"#,
    );
    run("double-teaming-ally", &json);
}

/// Blue Multi-Jab: "... Cards that can lower your Main Personality any amount of personality
/// levels cannot be played or used for the remainder of Combat." Goku's Majin Buu's Bicycle Kick
/// ("If successful, ... lower his Main Personality 1 personality level") can lower Raditz's level:
/// it is refused when announced, naming Blue Multi-Jab, and stays in Goku's hand.
#[test]
fn blue_multi_jab_refuses_a_card_that_can_lower_your_level() {
    let json = scenario(
        "No card lowering your level",
        r#""crd-3.0.0/floating-effects""#,
        (10, r#""hand": ["Blue Multi-Jab"]"#),
        (10, r#""hand": ["Majin Buu's Bicycle Kick"]"#),
        r#"[ { "p1": "play", "card": "Blue Multi-Jab" }, { "p2": "take" }, { "p2": "play", "card": "Majin Buu's Bicycle Kick" } ]"#,
        r#"[ { "at_end": true, "error": "Majin Buu's Bicycle Kick cannot be played or used: it can lower p1's Main Personality's level: Blue Multi-Jab keeps p2", "p2": { "hand": ["Majin Buu's Bicycle Kick"] } } ]"#,
    );
    run("blue-multi-jab", &json);
}

/// Red Drop: "... Physical attack doing +3 power stages of damage. For the remainder of Combat,
/// all of your other attacks do +X power stages of damage. X = your MP's current personality
/// level. ..." Raditz Lv.1 (level 1): Red Drop itself does 1 + 3 = 4 ("other"), his next attack
/// (Android 19's Body Slam) 1 + 4 + 1 = 6.
#[test]
fn red_drop_counts_the_main_personalitys_level_for_other_attacks() {
    let json = scenario(
        "Per level for other attacks",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        (10, r#""hand": ["Red Drop", "Android 19's Body Slam"]"#),
        (10, r#""hand": []"#),
        r#"[ { "p1": "play", "card": "Red Drop" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 1, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 4, "life_cards": 0 } }, { "after_step": 10, "phase": 3, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 6, "life_cards": 0 } } ]"#,
    );
    run("red-drop", &json);
}

/// CRD "What is Focused?": "A focused attack cannot be stopped or prevented by cards that have
/// the ability to stop or prevent damage from both physical and energy attacks", and "What does
/// Focused do?" (the section the engine cites): "If a card has the ability to stop or prevent
/// damage from both physical and energy attacks, then that card cannot stop or prevent damage
/// from a focused attack." Goku stops
/// Android 17's Neckhold with Ally's Sacrifice ("Stops all of your opponent's physical and
/// energy attacks for the remainder of Combat. Remove one of your Allies in play from the game to
/// use this card"); Goku passes; Raditz's Namekian Focused Blast ("Focused energy attack doing 5
/// life cards of damage") is not stopped by that floating stop of both kinds: Goku loses 5 life
/// cards (30 to 25).
#[test]
fn a_floating_stop_of_both_kinds_does_not_stop_a_focused_attack() {
    let json = scenario(
        "Focused through Ally's Sacrifice",
        r#""crd-3.0.0/focused", "crd-3.0.0/floating-effects""#,
        (
            5,
            r#""hand": ["Android 17's Neckhold", "score/world-games-saga/072"]"#,
        ),
        (
            5,
            r#""hand": ["Ally's Sacrifice"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }]"#,
        ),
        r#"[ { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "play", "card": "Ally's Sacrifice" }, { "p2": "pass" }, { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 5, "phase": 1, "stopped_by": "Ally's Sacrifice" }, { "after_step": 5, "phase": 3, "cites": ["crd-3.0.0/what-does-focused-do"] }, { "after_step": 16, "phase": 3, "p2": { "life_deck": 25 } } ]"#,
    );
    run("focused-through-allys-sacrifice", &json);
}

/// The same section's converse: a stop of ONE kind still stops a focused attack. Goku stops
/// Namekian Focused Blast with Nappa's Energy Aura ("Stops an energy attack. Stops all energy
/// attacks performed against you for the remainder of Combat."); Goku passes; Raditz's second
/// Namekian Focused Blast is stopped by the floating stop of energy attacks: Goku keeps 30 life
/// cards.
#[test]
fn a_floating_stop_of_one_kind_still_stops_a_focused_attack() {
    let json = scenario(
        "Focused stopped by Nappa's Energy Aura",
        r#""crd-3.0.0/focused", "crd-3.0.0/floating-effects""#,
        (
            5,
            r#""hand": ["score/world-games-saga/072", "score/world-games-saga/072"]"#,
        ),
        (5, r#""hand": ["Nappa's Energy Aura"]"#),
        r#"[ { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "play", "card": "Nappa's Energy Aura" }, { "p2": "pass" }, { "p1": "play", "card": "Namekian Focused Blast" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 5, "phase": 1, "stopped_by": "Nappa's Energy Aura" }, { "after_step": 5, "phase": 3, "stopped_by": "Nappa's Energy Aura" }, { "at_end": true, "p2": { "life_deck": 30 } } ]"#,
    );
    run("focused-stopped-by-one-kind", &json);
}
