//! Choices a board asks for that the rules forbid, refused with the rule quoted: a split of one
//! attack's power stages between personalities (CRD 3.0.0 "Allies and Damage") and the next level
//! of an Ally in play played as a separate Ally (CRD 3.0.0 "Putting Allies into Play",
//! "Overlaying Allies").

use crate::support;
use crate::support::scenario_report as run;

#[test]
fn a_damage_split_between_two_allies_is_refused_with_allies_and_damage() {
    let r = run("ally-damage-split-between-personalities-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.as_deref().expect("refused");
    assert!(err.contains("(crd-3.0.0/allies-and-damage)"), "{err}");
}

#[test]
fn a_split_naming_one_personality_says_to_use_redirect_to() {
    // Allies and Damage: one personality takes all of the damage; naming one is no split.
    let json = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/ally-damage-split-between-personalities-refused.json"),
    )
    .expect("scenario");
    let json = json.replace(
        r#""redirect_split": [
        "Krillin Lv.1",
        "Yamcha Lv.1"
      ]"#,
        r#""redirect_split": ["Krillin Lv.1"]"#,
    );
    assert!(json.contains(r#""redirect_split": ["Krillin Lv.1"]"#));
    let r = support::battle_report("forbidden-choices", "split-of-one", &json).expect("loads");
    let err = r.error.as_deref().expect("refused");
    assert!(
        err.contains("redirect_split names one personality (Krillin Lv.1): that is no split; give it as `redirect_to`"),
        "{err}"
    );
}

#[test]
fn a_next_level_ally_as_a_separate_ally_is_refused_and_overlaying_is_named() {
    let r = run("ally-next-level-as-separate-ally-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.as_deref().expect("refused");
    assert!(
        err.contains("(crd-3.0.0/putting-allies-into-play)"),
        "{err}"
    );
    assert!(err.contains("(crd-3.0.0/overlaying-allies)"), "{err}");
}
