//! If successful effects executed by the engine on real pool cards: a
//! power-rating comparison "three or more times higher".
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::{scenario, GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-conditions-r4", name, json);
}

/// Overwhelmed (kid-buu-saga/022): "If your Main Personality's power rating is three or more
/// times higher than your opponent's Main Personality's power raiting, your opponent discards
/// the top 5 cards of his Life Deck. Remove from the game after use." Raditz Lv.1 at 5 above 0
/// (1,500) against Goku Lv.1 at 1 (500): exactly three times, Goku discards 5; Raditz at 4
/// (1,400, 2.8 times): no discard. The card is removed from the game either way.
#[test]
fn overwhelmed_three_times_higher() {
    for (name, s1, deck) in [
        ("overwhelmed-three-times", 5, 25),
        ("overwhelmed-less", 4, 30),
    ] {
        let json = scenario(
            "Overwhelmed",
            r#""crd-3.0.0/secondary-effects""#,
            support::players(
                RADITZ,
                s1,
                r#""hand": ["score/kid-buu-saga/022"]"#,
                GOKU,
                1,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Overwhelmed" } ]"#,
            &format!(
                r#"[ {{ "after_step": 3, "p2": {{ "life_deck": {deck} }} }},
                     {{ "at_end": true, "p1": {{ "removed": ["Overwhelmed"] }} }} ]"#
            ),
        );
        run(name, &json);
    }
}

/// Majin Buu's Taunt (fusion-saga/012): "You may raise your opponent's anger up by 2 levels if
/// one of your attacks has been successful this Combat. Prevent 3 life cards of damage from the
/// next attack your opponent performs against you this Combat." After Saiyan Strike (taken) p1
/// plays it in his next Attack Phase and Goku's anger rises 2; played first, it does not.
#[test]
fn majin_buus_taunt_after_a_successful_attack() {
    let json = scenario(
        "Majin Buu's Taunt",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Strike", "score/fusion-saga/012"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Saiyan Strike" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Majin Buu's Taunt", "may": true } ]"#,
        r#"[ { "after_step": 3, "phase": 3, "p2": { "anger": 2 } } ]"#,
    );
    run("majin-buus-taunt", &json);
    let json = scenario(
        "Majin Buu's Taunt first",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["score/fusion-saga/012"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Majin Buu's Taunt", "may": true } ]"#,
        r#"[ { "after_step": 3, "p2": { "anger": 0 } } ]"#,
    );
    run("majin-buus-taunt-first", &json);
}

/// Krillin's Overhead Smack (miscellaneous/tr1): "Physical attack doing +2 power stages of
/// damage. If performed by a personality without "Puppet" in the title whose power rating is
/// below 300,000, this attack cannot be stopped. Remove from the game after use." Raditz Lv.1
/// (1,500) performs it: Goku's Gohan's Forearm Block does not stop it (its other effects are
/// used), and Goku takes the damage: 1 power stage (Physical Attack Table) + 2, from 5 to 2.
#[test]
fn krillins_overhead_smack_cannot_be_stopped() {
    let json = scenario(
        "Krillin's Overhead Smack",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["score/miscellaneous/tr1"]"#,
            GOKU,
            5,
            r#""hand": ["score/fusion-saga/052"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Krillin's Overhead Smack" }, { "p2": "play", "card": "Gohan's Forearm Block" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "stage": 2, "anger": 1 } } ]"#,
    );
    run("krillins-overhead-smack", &json);
}
