//! Costs a power or card must be able to pay, powers that pay then search, and the player's
//! order for cards placed back "in any order" (issue 18): Android 20 Lv.1 and Android 18 Lv.1 as
//! CRD 3.0.0's Specific Card Clarifications rewrite them, Orange Body Shifting Drill's ruling
//! cited where the cost it changes is paid ("Card Costs", Battle Sequence step 2).

use crate::support::{assert_cites, scenario_report as run};

const ANDROID_20: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/android-20-lv-1";
const ANDROID_18: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/android-18-lv-1";
const ORANGE_BODY_SHIFTING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/orange-body-shifting-drill";

#[test]
fn android_20_pays_5_at_step_2_then_places_the_chosen_android_at_step_3() {
    // CRD 3.0.0 Android 20 Lv.1: "Pay 5 power stages to search ... Place the chosen
    // personality card in play at 5 power stages above 0."; Card Costs; Putting Allies into Play.
    let r = run("android-20-pays-5-power-stages-then-places-an-android-from-the-discard-pile.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let costs = r.events.iter().find(|e| e.step == 2).expect("step 2 ran");
    assert!(
        costs.account.contains("pays 5 power stage(s) (7 -> 2)"),
        "{}",
        costs.account
    );
    let placed = r.events.iter().find(|e| e.step == 3).expect("step 3 ran");
    assert!(
        placed
            .notes
            .iter()
            .any(|n| n == "Android 18 Lv.1 enters play as p1's Ally at 5 power stage(s) above 0"),
        "{:?}",
        placed.notes
    );
}

#[test]
fn android_20_at_4_above_0_is_refused_quoting_his_ruling() {
    // CRD 3.0.0 Android 20 Lv.1: "You must be able to pay 5 power stages to use this effect."
    let r = run("android-20-cannot-pay-5-power-stages-power-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.as_deref().expect("the use is refused");
    for words in [
        "Android 20 Lv.1's power cannot be used by p1",
        ANDROID_20,
        "crd-3.0.0/card-costs",
    ] {
        assert!(error.contains(words), "{words} in {error}");
    }
}

#[test]
fn android_18_places_the_top_6_back_in_the_order_a_power_names() {
    // CRD 3.0.0 Android 18 Lv.1: "... place them back on top in any order, then draw a card";
    // the `power` gives the order of the power used by itself in the Prepare Phase.
    let r =
        run("entering-combat-android-18-places-the-top-6-back-in-the-order-chosen-by-power.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_cites(prepare, &[ANDROID_18]);
    assert!(
        prepare
            .notes
            .iter()
            .any(|n| n.contains("in the order p1 chose: T6, T5, T4, T3, T2, T1, the first on top")),
        "{:?}",
        prepare.notes
    );
    // The `power` was the order, not an attack refused as a second use.
    assert!(r.error.is_none(), "{:?}", r.error);
}

#[test]
fn android_18_with_no_order_given_keeps_the_boards_and_says_the_player_may_choose() {
    let r = run("entering-combat-as-the-attacker-android-18-looks-and-draws.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(
        prepare.notes.iter().any(|n| n.contains(
            "the order is p1's choice: none is given, so the engine keeps the order the board lists; give it, top first, in `choose`"
        )),
        "{:?}",
        prepare.notes
    );
}

#[test]
fn orange_body_shifting_drill_ruling_is_cited_where_the_cost_is_paid() {
    // CRD 3.0.0 Orange Body Shifting Drill: "All of your energy attacks that cost 2 power
    // stages to perform, now only cost 1 power stage to perform."; Card Costs.
    let r = run("orange-body-shifting-drill-cost-2-energy-attacks.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let orb = r
        .events
        .iter()
        .find(|e| e.step == 2 && e.attack_phase == 1)
        .expect("the Orb's costs paid");
    assert_cites(orb, &[ORANGE_BODY_SHIFTING, "crd-3.0.0/card-costs"]);
    assert!(
        orb.account.contains("pays 1 power stage(s) (5 -> 4)"),
        "{}",
        orb.account
    );
    // The Blast costs 3: the Drill changes nothing, so its ruling is not the deciding rule.
    let blast = r
        .events
        .iter()
        .find(|e| e.step == 2 && e.attack_phase == 3)
        .expect("the Blast's costs paid");
    assert!(
        blast.account.contains("pays 3 power stage(s) (4 -> 1)"),
        "{}",
        blast.account
    );
    assert!(!blast.citations.iter().any(|c| c == ORANGE_BODY_SHIFTING));
}

/// CRD 3.0.0 "Floating Effects" and "Card Costs" (Battle Sequence step 2): Kid Trunks Lv.3's power
/// pays its 3, then "for the remainder of Combat, your Kid Trunks does not have to pay power
/// stages to perform energy attacks": Saiyan Energy Orb's 2 (an energy attack stating no cost)
/// becomes 0 for the attack he performs.
#[test]
fn kid_trunks_energy_attacks_cost_him_no_power_stages_for_the_rest_of_combat() {
    let r = run("lasting-cost-kid-trunks-pays-no-power-stages-for-energy-attacks.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let orb = r
        .events
        .iter()
        .filter(|e| e.step == 2)
        .nth(1)
        .expect("the second attack's step 2");
    assert!(
        orb.notes
            .iter()
            .any(|n| n
                .contains("Kid Trunks Lv.3's power (a floating effect) changes the cost: 2 -> 0")),
        "{:?}",
        orb.notes
    );
    assert_cites(orb, &["crd-3.0.0/battle-sequence/2"]);
}
