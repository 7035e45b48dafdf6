//! Timing effects on real pool cards: requirements on the successful attacks of the Combat
//! (Straining Counter Punch, In The Groove, Black Restraint), cards used only right after an
//! attack becomes successful or is stopped (Majin Death Focus, Majin Power Deflection), and
//! "If you and your opponent declared a Tokui-Waza" (Saiyan Kamehameha). Each battle is written
//! as a scenario file in a temporary folder and run with `--check` semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

const PUI_PUI: &str = "score/babidi-saga/065";

fn run(name: &str, json: &str) {
    support::run_battle("effects-timing", name, json);
}

/// The error the run stopped on.
fn refused(name: &str, json: &str) -> String {
    let report = support::battle_report("effects-timing", name, json).expect("the scenario loads");
    let error = report.error.expect("the play is refused");
    eprintln!("{name}: {error}");
    error
}

/// Straining Counter Punch: "Use only if your opponent performed a physical attack that was
/// successful during his previous "Attacker Attacks" phase." p1's Saiyan Strike was successful
/// (p2 took it), so p2 may play it in the next Attack Phase: both angers rise 1 level.
#[test]
fn straining_counter_punch_after_a_successful_physical_attack() {
    let json = scenario(
        "Straining Counter Punch",
        r#""crd-3.0.0/what-is-a-requirement""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike"]"#,
            GOKU,
            5,
            r#""hand": ["Straining Counter Punch"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p2": "play", "card": "Straining Counter Punch" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 12, "phase": 1, "successful": true, "p2": { "stage": 0 } }, { "after_step": 1, "phase": 2, "cites": ["crd-3.0.0/what-is-a-requirement"] }, { "after_step": 3, "phase": 2, "p1": { "anger": 1 }, "p2": { "anger": 1 } } ]"#,
    );
    run("straining-counter-punch", &json);
}

/// The same card after p1's physical attack was stopped (Saiyan Counterstrike): refused, and
/// the refusal names the card and its requirement.
#[test]
fn straining_counter_punch_refused_after_a_stopped_attack() {
    let json = scenario(
        "Straining Counter Punch refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike"]"#,
            GOKU,
            5,
            r#""hand": ["Saiyan Counterstrike", "Straining Counter Punch"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "play", "card": "Saiyan Counterstrike" }, { "p2": "play", "card": "Straining Counter Punch" } ]"#,
        "[]",
    );
    let error = refused("straining-counter-punch-refused", &json);
    assert!(
        error.contains("Straining Counter Punch cannot be played by p2")
            && error.contains("requirement")
            && error.contains("p1 performed a successful physical attack"),
        "{error}"
    );
}

/// In The Groove: "You must have performed 2 successful physical attacks in this Combat to use
/// this card. Raise your anger 2 levels." After Saiyan Strike and Namekian Bash (both taken)
/// p1 plays it in his third Attack Phase; after only one it is refused.
#[test]
fn in_the_groove_needs_two_successful_physical_attacks() {
    let json = scenario(
        "In The Groove",
        r#""crd-3.0.0/what-is-a-requirement""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "Namekian Bash", "In The Groove"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Namekian Bash" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "In The Groove" } ]"#,
        r#"[ { "after_step": 3, "phase": 5, "p1": { "anger": 2 } } ]"#,
    );
    run("in-the-groove", &json);
    let json = scenario(
        "In The Groove refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "In The Groove"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "In The Groove" } ]"#,
        "[]",
    );
    let error = refused("in-the-groove-refused", &json);
    assert!(
        error.contains("In The Groove") && error.contains("at least 2 successful physical"),
        "{error}"
    );
}

/// Black Restraint: "Use only if you performed a successful physical attack in your last
/// "Attacker Attacks" phase this Combat. Stops a physical attack. If you declared a Tokui-Waza,
/// then for the remainder of Combat stops all physical attacks performed by your opponent."
/// p2's Saiyan Strike was taken in phase 2; in phase 3 Black Restraint stops Namekian Bash,
/// and in phase 5 Red Crush is stopped by its floating stop. Without the earlier success it is
/// refused.
#[test]
fn black_restraint_after_your_successful_physical_attack() {
    let json = scenario(
        "Black Restraint",
        r#""crd-3.0.0/what-is-a-requirement", "crd-3.0.0/floating-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Namekian Bash", "Red Crush"]"#,
            GOKU,
            5,
            r#""hand": ["Saiyan Strike", "Black Restraint"], "tokui_waza": "Black", "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "pass" }, { "p2": "play", "card": "Saiyan Strike" }, { "p1": "take" }, { "p1": "play", "card": "Namekian Bash" }, { "p2": "play", "card": "Black Restraint" }, { "p2": "pass" }, { "p1": "play", "card": "Red Crush" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 8, "phase": 3, "stopped_by": "Black Restraint", "p2": { "removed": ["Black Restraint"] } }, { "after_step": 8, "phase": 5, "stopped_by": "Black Restraint", "p2": { "stage": 5 } } ]"#,
    );
    run("black-restraint", &json);
    let json = scenario(
        "Black Restraint refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Namekian Bash"]"#,
            GOKU,
            5,
            r#""hand": ["Black Restraint"], "tokui_waza": "Black", "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Bash" }, { "p2": "play", "card": "Black Restraint" } ]"#,
        "[]",
    );
    let error = refused("black-restraint-refused", &json);
    assert!(
        error.contains("Black Restraint cannot be played by p2") && error.contains("requirement"),
        "{error}"
    );
}

/// Majin Death Focus: "Majin only. Use immediately after an energy attack you perform becomes
/// successful. Discard up to 3 of your opponent's Allies in play. Draw a card." Majin Pui Pui's
/// Saiyan Energy Orb is taken; right after step 8 p1 plays the card: p2's two Allies are
/// discarded and p1 draws a card (Life Deck 30 -> 29).
#[test]
fn majin_death_focus_right_after_a_successful_energy_attack() {
    let json = scenario(
        "Majin Death Focus",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            PUI_PUI,
            5,
            r#""hand": ["Saiyan Energy Orb", "Majin Death Focus"]"#,
            GOKU,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 2 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" }, { "p1": "play", "card": "Majin Death Focus" } ]"#,
        r#"[ { "after_step": 8, "successful": true, "p1": { "life_deck": 29, "discard": ["Majin Death Focus"] }, "p2": { "allies": {}, "life_deck": 30 } } ]"#,
    );
    run("majin-death-focus", &json);
}

/// Majin Death Focus played at the wrong time: as an attack (step 1), or after a successful
/// physical attack: refused, naming the card and the moment it is used.
#[test]
fn majin_death_focus_refused_at_the_wrong_time() {
    let json = scenario(
        "Majin Death Focus as an attack",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            PUI_PUI,
            5,
            r#""hand": ["Majin Death Focus"]"#,
            GOKU,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Majin Death Focus" } ]"#,
        "[]",
    );
    let error = refused("majin-death-focus-step-1", &json);
    assert!(
        error.contains("Majin Death Focus cannot be played by p1 now")
            && error.contains("energy attack"),
        "{error}"
    );
    let json = scenario(
        "Majin Death Focus after a physical attack",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            PUI_PUI,
            5,
            r#""hand": ["Saiyan Strike", "Majin Death Focus"]"#,
            GOKU,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p1": "play", "card": "Majin Death Focus" } ]"#,
        "[]",
    );
    let error = refused("majin-death-focus-after-physical", &json);
    assert!(
        error.contains("Majin Death Focus cannot be played by p1 now")
            && error.contains("physical attack was successful"),
        "{error}"
    );
}

/// Majin Power Deflection: "Majin only. Use when you stop an energy attack. Raise your Main
/// Personality to its highest power stage. Draw a card." Majin Pui Pui (p2, at 2) stops
/// Raditz's Saiyan Energy Orb with Saiyan Energy Deflection, then plays it: Pui Pui goes to
/// his highest stage (10) and p2 draws a card (30 -> 29). Played as the defence itself it is
/// refused.
#[test]
fn majin_power_deflection_when_you_stop_an_energy_attack() {
    let json = scenario(
        "Majin Power Deflection",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb"]"#,
            PUI_PUI,
            2,
            r#""hand": ["Saiyan Energy Deflection", "Majin Power Deflection"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Saiyan Energy Deflection" }, { "p2": "play", "card": "Majin Power Deflection" } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Saiyan Energy Deflection", "p2": { "stage": 10, "anger": 1, "life_deck": 29, "discard": ["Saiyan Energy Deflection", "Majin Power Deflection"] } } ]"#,
    );
    run("majin-power-deflection", &json);
    let json = scenario(
        "Majin Power Deflection as a defence",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb"]"#,
            PUI_PUI,
            2,
            r#""hand": ["Majin Power Deflection"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Majin Power Deflection" } ]"#,
        "[]",
    );
    let error = refused("majin-power-deflection-as-defence", &json);
    assert!(
        error.contains("Majin Power Deflection cannot be played by p2 now")
            && error.contains("when its player stops an energy attack"),
        "{error}"
    );
}

/// Saiyan Kamehameha: "If you and your opponent declared a Tokui-Waza, prevent 5 life cards of
/// damage from the next attack performed against you this Combat." Both declared: p2's Saiyan
/// Energy Orb (5 life cards) takes none of p1's life cards; with only p1 declared, it takes 5.
#[test]
fn saiyan_kamehameha_when_both_declared() {
    let board = |p2_tokui: &str| {
        support::players(
            RADITZ,
            8,
            r#""hand": ["Saiyan Kamehameha"], "tokui_waza": "Saiyan""#,
            GOKU,
            8,
            &format!(
                r#""hand": ["Saiyan Energy Orb"], {p2_tokui} "life_deck": {{ "unknown_below": 30 }}"#
            ),
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Saiyan Kamehameha" }, { "p2": "take" }, { "p2": "play", "card": "Saiyan Energy Orb" }, { "p1": "take" } ]"#;
    let json = scenario(
        "Saiyan Kamehameha, both declared",
        r#""crd-3.0.0/a-note-about-damage-prevention""#,
        board(r#""tokui_waza": "Black","#),
        actions,
        r#"[ { "after_step": 13, "phase": 2, "p1": { "life_deck": 30 } } ]"#,
    );
    run("saiyan-kamehameha-both", &json);
    let json = scenario(
        "Saiyan Kamehameha, only p1 declared",
        r#""crd-3.0.0/a-note-about-damage-prevention""#,
        board(""),
        actions,
        r#"[ { "after_step": 13, "phase": 2, "p1": { "life_deck": 25 } } ]"#,
    );
    run("saiyan-kamehameha-one", &json);
}

/// Ki Catalyst: "Play when you perform an energy attack. That attack gains +4 life cards of
/// damage and is a focused attack." Played right after Saiyan Energy Orb (5 life cards) is
/// declared: the attack does 9 life cards, and being focused it is not stopped by Saiyan Stop
/// (it stops both kinds of attack, CRD "What does Focused do?").
#[test]
fn ki_catalyst_when_you_perform_an_energy_attack() {
    let json = scenario(
        "Ki Catalyst",
        r#""crd-3.0.0/modified-damage", "crd-3.0.0/focused""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb", "Ki Catalyst"]"#,
            GOKU,
            5,
            r#""hand": ["Saiyan Stop"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p1": "play", "card": "Ki Catalyst" }, { "p2": "play", "card": "Saiyan Stop" } ]"#,
        r#"[ { "after_step": 1, "p1": { "removed": ["Ki Catalyst"] } }, { "after_step": 8, "successful": true }, { "after_step": 10, "damage": { "life_cards": 9, "power_stages": 0 } }, { "after_step": 13, "p2": { "life_deck": 21 } } ]"#,
    );
    run("ki-catalyst", &json);
    // With a physical attack it is refused.
    let json = scenario(
        "Ki Catalyst with a physical attack",
        r#""crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "Ki Catalyst"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p1": "play", "card": "Ki Catalyst" } ]"#,
        "[]",
    );
    let error = refused("ki-catalyst-physical", &json);
    assert!(
        error.contains("Ki Catalyst cannot be played by p1 now")
            && error.contains("when its player performs an energy attack"),
        "{error}"
    );
}

/// Up Close and Personal: "Use when you peform an energy attack. This energy attack does +3
/// life cards of damage. Draw a card." Saiyan Energy Orb does 8 life cards and p1 draws.
#[test]
fn up_close_and_personal_adds_to_the_energy_attack() {
    let json = scenario(
        "Up Close and Personal",
        r#""crd-3.0.0/modified-damage""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb", "Up Close and Personal"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p1": "play", "card": "Up Close and Personal" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 1, "p1": { "life_deck": 29, "discard": ["Up Close and Personal"] } }, { "after_step": 10, "damage": { "life_cards": 8, "power_stages": 0 } } ]"#,
    );
    run("up-close-and-personal", &json);
}

/// Sudden Impact: "Use when you perform a physical attack with a Martial Arts Styled card.
/// This physical attack is now a focused attack. Raise your anger 1 level." With Saiyan Strike
/// (Saiyan Style) the attack is focused (Saiyan Stop, stopping both kinds, does not stop it;
/// p2 still gains its 7 power stages, up to Goku's highest, 10, then takes the 5 of damage:
/// 5) and p1's anger
/// rises; with Goku Body Throw! (no Martial Arts Style) the card is refused.
#[test]
fn sudden_impact_with_a_styled_physical_attack() {
    let json = scenario(
        "Sudden Impact",
        r#""crd-3.0.0/styled-cards", "crd-3.0.0/focused""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "Sudden Impact"]"#,
            GOKU,
            5,
            r#""hand": ["Saiyan Stop"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p1": "play", "card": "Sudden Impact" }, { "p2": "play", "card": "Saiyan Stop" } ]"#,
        r#"[ { "after_step": 1, "p1": { "anger": 1 } }, { "after_step": 8, "successful": true }, { "after_step": 12, "p2": { "stage": 5 } } ]"#,
    );
    run("sudden-impact", &json);
    let json = scenario(
        "Sudden Impact with an unstyled card",
        r#""crd-3.0.0/styled-cards""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Goku Body Throw!", "Sudden Impact"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Goku Body Throw!" }, { "p1": "play", "card": "Sudden Impact" } ]"#,
        "[]",
    );
    let error = refused("sudden-impact-unstyled", &json);
    assert!(
        error.contains("Sudden Impact cannot be played by p1 now")
            && error.contains("not a Martial Arts Styled card"),
        "{error}"
    );
}

/// Vegeta's Elbow Slam: "If you declared a Freestyle Tokui-Waza and your opponent declared a
/// Red Tokui-Waza, lower your opponent's Main Personality 1 personality level, and he cannot
/// raise his anger for the remainder of the turn." p1 declared Freestyle and p2 Red: Goku goes
/// from level 2 to level 1, and his Orange Blast in the next Attack Phase raises no anger.
/// With p2's Blue Tokui-Waza nothing happens: Goku stays at level 2 and his anger rises.
#[test]
fn vegetas_elbow_slam_under_both_styles() {
    let board = |p2_style: &str| {
        format!(
            r#""players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": 5 }}, "tokui_waza": "Freestyle", "hand": ["Vegeta's Elbow Slam"], "life_deck": {{ "unknown_below": 30 }} }},
    "p2": {{ "main_personality": {{ "levels": ["score/saiyan-saga/158", "score/saiyan-saga/159"], "level": 2, "stage": 5 }}, "tokui_waza": "{p2_style}", "hand": ["Orange Blast"], "life_deck": {{ "unknown_below": 30 }} }}
  }}"#
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Vegeta's Elbow Slam" }, { "p2": "take" }, { "p2": "play", "card": "Orange Blast" }, { "p1": "take" } ]"#;
    let json = scenario(
        "Vegeta's Elbow Slam, Freestyle against Red",
        r#""crd-3.0.0/advancing-your-main-personality", "crd-3.0.0/anger""#,
        board("Red"),
        actions,
        r#"[ { "after_step": 3, "p2": { "level": 1 } }, { "after_step": 3, "phase": 2, "p2": { "anger": 0 } } ]"#,
    );
    run("vegetas-elbow-slam", &json);
    let json = scenario(
        "Vegeta's Elbow Slam, Freestyle against Blue",
        r#""crd-3.0.0/advancing-your-main-personality", "crd-3.0.0/anger""#,
        board("Blue"),
        actions,
        r#"[ { "after_step": 3, "p2": { "level": 2 } }, { "after_step": 3, "phase": 2, "p2": { "anger": 1 } } ]"#,
    );
    run("vegetas-elbow-slam-blue", &json);
}

/// Krillin's Coolness Drill: "If you declared a non-Saiyan, non-Black Tokui-Waza all of your
/// attacks do +2 power stages of damage." With an Orange Tokui-Waza Saiyan Strike does 7 power
/// stages; with a Saiyan one it does its 5.
#[test]
fn krillins_coolness_drill_for_other_styles() {
    let board = |style: &str| {
        support::players(
            RADITZ,
            5,
            &format!(
                r#""hand": ["Saiyan Strike"], "tokui_waza": "{style}", "in_play": {{ "drills": ["Krillin's Coolness Drill"] }}"#
            ),
            GOKU,
            10,
            r#""life_deck": { "unknown_below": 30 }"#,
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" } ]"#;
    let json = scenario(
        "Krillin's Coolness Drill, Orange",
        r#""crd-3.0.0/drill-cards", "crd-3.0.0/modified-damage""#,
        board("Orange"),
        actions,
        r#"[ { "after_step": 10, "damage": { "power_stages": 7, "life_cards": 0 } } ]"#,
    );
    run("krillins-coolness-drill", &json);
    let json = scenario(
        "Krillin's Coolness Drill, Saiyan",
        r#""crd-3.0.0/drill-cards", "crd-3.0.0/modified-damage""#,
        board("Saiyan"),
        actions,
        r#"[ { "after_step": 10, "damage": { "power_stages": 5, "life_cards": 0 } } ]"#,
    );
    run("krillins-coolness-drill-saiyan", &json);
}

/// Garlic Jr.'s Palm Blast: "If you declared a Saiyan Tokui-Waza, this must be the first attack
/// that you play during Combat." After p1's Saiyan Strike it is refused with a Saiyan
/// Tokui-Waza; with a Red one it may be played.
#[test]
fn garlic_jrs_palm_blast_first_attack_under_a_saiyan_tokui_waza() {
    let board = |style: &str| {
        support::players(
            RADITZ,
            8,
            &format!(
                r#""hand": ["Saiyan Strike", "Garlic Jr.'s Palm Blast"], "tokui_waza": "{style}""#
            ),
            GOKU,
            10,
            r#""life_deck": { "unknown_below": 30 }"#,
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Garlic Jr.'s Palm Blast" } ]"#;
    let json = scenario(
        "Garlic Jr.'s Palm Blast, Saiyan",
        r#""crd-3.0.0/what-is-a-requirement""#,
        board("Saiyan"),
        actions,
        "[]",
    );
    let error = refused("garlic-jr-saiyan", &json);
    assert!(
        error.contains("Garlic Jr.'s Palm Blast must be p1's first attack performed this Combat"),
        "{error}"
    );
    let json = scenario(
        "Garlic Jr.'s Palm Blast, Red",
        r#""crd-3.0.0/what-is-a-requirement""#,
        board("Red"),
        actions,
        r#"[ { "after_step": 1, "phase": 3, "p1": { "hand": [] } } ]"#,
    );
    run("garlic-jr-red", &json);
}

/// Saiyan Perfect Defense: "Use only if your Main Personality has a higher power rating than
/// your opponent's Main Personality." Goku at 10 (1400) outrates Raditz at 0: it stops Saiyan
/// Strike; Goku at 0 does not: it is refused.
#[test]
fn saiyan_perfect_defense_needs_the_higher_rating() {
    let board = |stage: u32| {
        support::players(
            RADITZ,
            0,
            r#""hand": ["Saiyan Strike"]"#,
            GOKU,
            stage,
            r#""hand": ["Saiyan Perfect Defense"], "life_deck": { "unknown_below": 30 }"#,
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "play", "card": "Saiyan Perfect Defense" } ]"#;
    let json = scenario(
        "Saiyan Perfect Defense",
        r#""crd-3.0.0/what-is-a-requirement""#,
        board(10),
        actions,
        r#"[ { "after_step": 8, "stopped_by": "Saiyan Perfect Defense" } ]"#,
    );
    run("saiyan-perfect-defense", &json);
    let json = scenario(
        "Saiyan Perfect Defense refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        board(0),
        actions,
        "[]",
    );
    let error = refused("saiyan-perfect-defense-refused", &json);
    assert!(
        error.contains("Saiyan Perfect Defense cannot be played by p2")
            && error.contains("requirement"),
        "{error}"
    );
}

/// Whiplash: "Use when one of your physical attacks becomes successful. Your opponent cannot
/// have Allies take control of Combat for the remainder of Combat. Lower your opponent's anger
/// 1 level. Draw a card." After Saiyan Strike is taken p1 plays it: p2's anger goes 2 -> 1,
/// p1 draws (30 -> 29), and in the next Attack Phase p2's Tien cannot take control to attack.
#[test]
fn whiplash_keeps_allies_out_of_control() {
    let json = scenario(
        "Whiplash",
        r#""crd-3.0.0/allies-taking-over-combat", "crd-3.0.0/floating-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "Whiplash"]"#,
            GOKU,
            5,
            r#""anger": 2, "hand": ["Saiyan Strike"], "allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p1": "play", "card": "Whiplash" }, { "p2": "play", "card": "Saiyan Strike", "personality": "Tien Lv.1" } ]"#,
        r#"[ { "after_step": 8, "p1": { "life_deck": 29, "removed": ["Whiplash"] }, "p2": { "anger": 1 } }, { "at_end": true, "error": "Tien Lv.1 cannot take control of Combat for p2: Whiplash says" } ]"#,
    );
    run("whiplash", &json);
}

/// Black Defensive Stance: "Stops a pysical or energy attack. If you did not declare a
/// Tokui-Waza, the next attack you perform this combat does -2 power stages of damage." p2
/// (no Tokui-Waza) stops Raditz's Saiyan Strike; p2's own Saiyan Strike then does 3 power
/// stages instead of 5. With a Tokui-Waza it does its 5.
#[test]
fn black_defensive_stance_weakens_your_next_attack_without_a_tokui_waza() {
    let board = |tokui: &str| {
        support::players(
            RADITZ,
            10,
            r#""hand": ["Saiyan Strike"]"#,
            GOKU,
            5,
            &format!(
                r#"{tokui} "hand": ["Black Defensive Stance", "Saiyan Strike"], "life_deck": {{ "unknown_below": 30 }}"#
            ),
        )
    };
    let actions = r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "play", "card": "Black Defensive Stance" }, { "p2": "play", "card": "Saiyan Strike" }, { "p1": "take" } ]"#;
    let json = scenario(
        "Black Defensive Stance",
        r#""crd-3.0.0/modified-damage""#,
        board(""),
        actions,
        r#"[ { "after_step": 8, "stopped_by": "Black Defensive Stance" }, { "after_step": 10, "phase": 2, "damage": { "power_stages": 3, "life_cards": 0 } } ]"#,
    );
    run("black-defensive-stance", &json);
    let json = scenario(
        "Black Defensive Stance with a Tokui-Waza",
        r#""crd-3.0.0/modified-damage""#,
        board(r#""tokui_waza": "Black","#),
        actions,
        r#"[ { "after_step": 10, "phase": 2, "damage": { "power_stages": 5, "life_cards": 0 } } ]"#,
    );
    run("black-defensive-stance-tokui", &json);
}

/// Smokin' Barrels: "Use when one of your energy attacks becomes successful. Raise the
/// attacking personality to his highest power stage. Place the top 2 cards of your discard pile
/// on the bottom of your Life Deck. Draw a card." Raditz (5, pays 2 for Saiyan Energy Orb: 3)
/// goes to 10; with Raditz at 1 and Nappa performing the attack (paying 2: 4 -> 2), Nappa goes
/// to his highest stage and Raditz stays at 1.
#[test]
fn smokin_barrels_raises_the_attacking_personality() {
    let json = scenario(
        "Smokin' Barrels",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb", "Smokin' Barrels"], "discard": ["D1", "D2", "D3"]"#,
            GOKU,
            10,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" }, { "p1": "play", "card": "Smokin' Barrels" } ]"#,
        r#"[ { "after_step": 2, "p1": { "stage": 3 } }, { "after_step": 8, "p1": { "stage": 10, "life_deck": 31, "removed": ["Smokin' Barrels"] } } ]"#,
    );
    run("smokin-barrels", &json);
    let json = scenario(
        "Smokin' Barrels with an Ally performing",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/allies-taking-over-combat""#,
        support::players(
            RADITZ,
            1,
            r#""hand": ["Saiyan Energy Orb", "Smokin' Barrels"], "allies": [{ "card": "Nappa Lv.1", "stage": 4 }]"#,
            GOKU,
            10,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb", "personality": "Nappa Lv.1" }, { "p2": "take" }, { "p1": "play", "card": "Smokin' Barrels" } ]"#,
        r#"[ { "after_step": 2, "p1": { "stage": 1, "allies": { "Nappa Lv.1": 2 } } }, { "after_step": 8, "p1": { "stage": 1, "allies": { "Nappa Lv.1": 10 } } } ]"#,
    );
    run("smokin-barrels-ally", &json);
}
