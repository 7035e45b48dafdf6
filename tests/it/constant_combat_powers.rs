//! Constant Combat Powers (CRD 3.0.0 "Power-Up Rating (PUR)": "constantly active and must be used
//! whenever possible. You cannot use your MP's Constant Combat Power when an Ally is in control of
//! Combat and vice-versa"): a power box written "Constant Combat Power: ..." is read as one
//! (Vegeta, the Celestial Lv.1's +1 applied at step 10), and a Main Personality's power that would
//! reduce the damage says why it does not while an Ally controls Combat (Garlic Jr. Lv.1); a
//! Constant Combat Power's prevention against every attack on its personality (Goku, Super
//! Saiyan Lv.2; Ginyu Force Lv.1 against a Focused attack) at steps 12 and 13.

use crate::support;

const PUR: &str = "crd-3.0.0/power-up-rating-pur";

/// Step 10 with Vegeta, the Celestial Lv.1's CRD rewrite: "All of your physical attacks do +1
/// power stages of damage", named after the power and its ruling cited.
#[test]
fn a_headed_constant_power_adds_its_modifier() {
    let r = support::scenario_report("personality-constant-power-physical-plus-one.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n
                .contains("Vegeta, the Celestial Lv.1's Constant Combat Power: +1 power stages")),
        "{:?}",
        step10.notes
    );
    assert!(
        step10.citations.iter().any(|c| c == PUR),
        "{:?}",
        step10.citations
    );
}

/// Step 13 with an Ally in control: Garlic Jr. Lv.1's "reduced by 2 life cards" does not apply,
/// and the step quotes the rule.
#[test]
fn a_main_personalitys_constant_power_is_said_off_under_an_ally() {
    let r = support::scenario_report("personality-constant-power-off-under-an-ally.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step13 = r.events.iter().find(|e| e.step == 13).expect("step 13 ran");
    assert!(
        step13.notes.iter().any(|n| n.contains(
            "Garlic Jr. Lv.1's Constant Combat Power does not apply to this attack: Krillin Lv.1 is in control of Combat"
        )),
        "{:?}",
        step13.notes
    );
    assert!(
        step13.citations.iter().any(|c| c == PUR),
        "{:?}",
        step13.citations
    );
}

/// CRD 3.0.0 "Allies Taking Over Combat": an Ally's Constant Combat Power applies while it is in
/// control of Combat (Garlic Jr. Lv.1 as p2's Ally: 6 -> 4 life cards), the section cited and
/// said; with the Main Personality in control the same Ally's power does not apply (6 dealt).
#[test]
fn an_allys_constant_combat_power_applies_only_while_it_controls_combat() {
    let r = support::scenario_report("ally-constant-combat-power-in-control.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let dealt = support::step_noting(
        &r,
        "Garlic Jr. Lv.1 is p2's Ally in control of Combat: its Constant Combat Power applies",
        "the Ally's power is not said to apply",
    );
    support::assert_cites(
        dealt,
        &[
            "crd-3.0.0/allies-taking-over-combat",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/garlic-jr-lv-1",
        ],
    );
    let r = support::scenario_report("ally-constant-combat-power-off-when-not-in-control.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.events.iter().all(|e| e
        .notes
        .iter()
        .all(|n| !n.contains("Garlic Jr. Lv.1's Constant Combat Power"))));
}

/// CRD 3.0.0 step 13 and "A Note about Damage Prevention": Goku, Super Saiyan Lv.2's Constant
/// Combat Power prevents 2 of the 5 life cards of Majin Buu Lv.2's energy attack (3 dealt, the
/// file's checkpoint), named after the power; its sentence is read, not sent to the judge.
#[test]
fn a_constant_power_prevents_damage_at_step_13() {
    let r = support::scenario_report("personality-constant-power-prevents-damage.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step13 = r.events.iter().find(|e| e.step == 13).expect("step 13 ran");
    assert!(
        step13.notes.iter().any(|n| n.contains(
            "Goku, Super Saiyan Lv.2's Constant Combat Power prevents 0 power stage(s) and 2 life card(s)"
        )),
        "{:?}",
        step13.notes
    );
    support::assert_cites(
        step13,
        &[
            PUR,
            "crd-3.0.0/a-note-about-damage-prevention",
            "crd-3.0.0/battle-sequence/13",
        ],
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| e.judge.iter())
            .all(|j| !j.contains("Prevent 2 life cards")),
        "the prevention is read, not handed to the judge"
    );
}

/// CRD 3.0.0 "What does Focused do?": Ginyu Force Lv.1's prevention against physical and energy
/// attacks prevents nothing from a Focused attack, and step 12 says why.
#[test]
fn a_constant_prevention_of_both_kinds_does_not_prevent_a_focused_attack() {
    let r =
        support::scenario_report("personality-constant-power-prevention-not-against-focused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step12 = r.events.iter().find(|e| e.step == 12).expect("step 12 ran");
    assert!(
        step12.notes.iter().any(|n| n.contains(
            "the attack is Focused: Ginyu Force Lv.1's Constant Combat Power prevents damage from both kinds of attack"
        )),
        "{:?}",
        step12.notes
    );
    support::assert_cites(step12, &["crd-3.0.0/what-does-focused-do"]);
}

/// CRD 3.0.0 Battle Sequence step 10 with Frieza, The Conqueror Lv.2's "Frieza does +2 power
/// stages of damage with every physical attack and +2 life cards with every energy attack": his
/// energy attack (Orange Energy Blast, 5 life cards) does 7 and no power stages, the power named
/// and "Power-Up Rating (PUR)" cited; p2 discards 7.
#[test]
fn frieza_the_conquerors_energy_attack_does_two_more_life_cards_at_step_10() {
    let r = support::scenario_report(
        "personality-constant-power-frieza-conqueror-energy-plus-two-life-cards.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert_eq!(
        step10
            .notes
            .iter()
            .filter(|n| n.contains("Frieza, The Conqueror Lv.2's Constant Combat Power"))
            .collect::<Vec<_>>(),
        vec!["Frieza, The Conqueror Lv.2's Constant Combat Power: +2 life cards"],
    );
    assert!(
        step10.citations.iter().any(|c| c == PUR),
        "{:?}",
        step10.citations
    );
}

/// CRD 3.0.0 Battle Sequence step 10 with Yamcha, the Battler Lv.2's "All energy attacks
/// performed by Yamcha do +2 power stages of damage": Orange Energy Blast (5 life cards) does 5
/// life cards and 2 power stages; p2 goes from 8 to 6 power stages and discards 5.
#[test]
fn yamcha_the_battlers_energy_attack_does_two_more_power_stages_at_step_10() {
    let r = support::scenario_report(
        "personality-constant-power-yamcha-battler-energy-plus-two-stages.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n == "Yamcha, the Battler Lv.2's Constant Combat Power: +2 power stages"),
        "{:?}",
        step10.notes
    );
    assert!(
        step10.citations.iter().any(|c| c == PUR),
        "{:?}",
        step10.citations
    );
}

/// CRD 3.0.0 Battle Sequence step 10 with Goku, Super Saiyan Ascended Lv.4's "All of your Saiyan
/// Style attacks do an additional +2 life cards of damage": Saiyan Energy Orb (a Saiyan Style
/// card, 5 life cards) does 7; Orange Energy Blast (an Orange Style card) stays at 5.
#[test]
fn goku_super_saiyan_ascendeds_saiyan_style_attacks_do_two_more_life_cards_at_step_10() {
    let saiyan =
        support::scenario_report("constant-power-styled-attacks-do-more-saiyan-style.json");
    assert!(saiyan.passed, "{:?}", saiyan.checkpoints);
    let step10 = saiyan
        .events
        .iter()
        .find(|e| e.step == 10)
        .expect("step 10 ran");
    assert!(
        step10.notes.iter().any(|n| n
            == "Goku, Super Saiyan Ascended Lv.4's Constant Combat Power: +2 life cards"),
        "{:?}",
        step10.notes
    );
    assert!(
        step10.citations.iter().any(|c| c == PUR),
        "{:?}",
        step10.citations
    );
    let other = support::scenario_report("constant-power-styled-attacks-do-more-other-style.json");
    assert!(other.passed, "{:?}", other.checkpoints);
    let step10 = other
        .events
        .iter()
        .find(|e| e.step == 10)
        .expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .all(|n| !n.contains("Goku, Super Saiyan Ascended Lv.4's Constant Combat Power")),
        "{:?}",
        step10.notes
    );
}

/// CRD 3.0.0 Battle Sequence step 9 (Base Damage from the Physical Attack Table) with Majin
/// Vegeta Lv.2's Constant Combat Power: "+2 when performed by your Majin Vegeta" (D against B
/// = 3 becomes 5, Saiyan Right Cross +3 = 8) and "-2 when performed against Majin Vegeta" (F
/// against D = 3 becomes 1, +3 = 4); the shift is said at step 9, not added at step 10.
#[test]
fn majin_vegetas_power_shifts_the_physical_attack_tables_base_damage_at_step_9() {
    for (file, base, line) in [
        (
            "constant-power-physical-attack-table-base-damage-by-majin-vegeta.json",
            "Base Damage from the Physical Attack Table: 5 power stages",
            "Majin Vegeta Lv.2's Constant Combat Power: the Base Damage from the Physical Attack Table gains +2 (performed by Majin Vegeta Lv.2)",
        ),
        (
            "constant-power-physical-attack-table-base-damage-against-majin-vegeta.json",
            "Base Damage from the Physical Attack Table: 1 power stages",
            "Majin Vegeta Lv.2's Constant Combat Power: the Base Damage from the Physical Attack Table is reduced by 2 (performed against Majin Vegeta Lv.2)",
        ),
    ] {
        let report = support::scenario_report(file);
        assert!(report.passed, "{file}: {:?}", report.checkpoints);
        let step9 = report
            .events
            .iter()
            .find(|e| e.step == 9)
            .expect("step 9 ran");
        assert_eq!(step9.account, base, "{file}");
        assert!(step9.notes.iter().any(|n| n == line), "{file}: {:?}", step9.notes);
        assert!(
            step9.citations.iter().any(|c| c == PUR),
            "{file}: {:?}",
            step9.citations
        );
        assert!(
            report.events.iter().all(|e| e.judge.is_empty()),
            "{file}: the power is read, not handed to the judge"
        );
    }
}

/// CRD 3.0.0 Battle Sequence step 10 with Olibu Lv.1's "All of your Freestyle attacks do +2 life
/// cards of damage" and "Freestyle cards" / "Named cards" (a Named card is Styled or Freestyle by
/// its title's first word): Dodoria's Energy Attack (Freestyle, 5 life cards) does 7; Saiyan
/// Energy Orb (Saiyan Style) stays at 5.
#[test]
fn olibus_freestyle_attacks_do_two_more_life_cards_at_step_10() {
    let named =
        support::scenario_report("constant-power-freestyle-attacks-do-more-named-card.json");
    assert!(named.passed, "{:?}", named.checkpoints);
    let step10 = named
        .events
        .iter()
        .find(|e| e.step == 10)
        .expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n == "Olibu Lv.1's Constant Combat Power: +2 life cards"),
        "{:?}",
        step10.notes
    );
    let styled =
        support::scenario_report("constant-power-freestyle-attacks-do-more-styled-card.json");
    assert!(styled.passed, "{:?}", styled.checkpoints);
    let step10 = styled
        .events
        .iter()
        .find(|e| e.step == 10)
        .expect("step 10 ran");
    assert!(
        step10.notes.iter().all(|n| !n.contains("Olibu Lv.1")),
        "{:?}",
        step10.notes
    );
}

/// CRD 3.0.0 Battle Sequence step 8 ("the attack is considered successful") and "Anger" with
/// Trunks the Saiyan Lv.2's "Reduce your opponents anger by 1 level for every successful energy
/// attack he performs against you": Raditz's successful Orange Energy Blast lowers his anger 3 ->
/// 2 at step 8, citing the power; his successful physical attack after it does not.
#[test]
fn trunks_lowers_the_attackers_anger_after_each_successful_energy_attack_at_step_8() {
    // Android 16 Lv.1's "Every successful energy attack performed against Android 16 lowers
    // your opponent's anger 1 level" is the same power worded from the attack's side.
    for board in [
        "constant-power-anger-lowered-per-successful-attack-against-you.json",
        "constant-power-successful-energy-attack-against-android-16-lowers-anger.json",
    ] {
        power_acts_at_the_first_attacks_step_only(board, 8, "p1's anger 3 -> 2", "anger");
    }
}

/// A power that acts at `step` of the board's first attack only: the first attack's `step`
/// says `said` after the name of the card whose power it is, citing the rule of personality powers; the second attack's says nothing with
/// `untouched` in it.
fn power_acts_at_the_first_attacks_step_only(board: &str, step: u32, said: &str, untouched: &str) {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    let at: Vec<_> = r.events.iter().filter(|e| e.step == step).collect();
    assert_eq!(at.len(), 2, "{board}: two attacks reached step {step}");
    assert!(
        // The line names the power's card before what it did ("Trunks the Saiyan Lv.2: p1's
        // anger 3 -> 2").
        at[0]
            .notes
            .iter()
            .any(|n| n.ends_with(&format!(": {said}"))),
        "{board}: {:?}",
        at[0].notes
    );
    assert!(
        at[0].citations.iter().any(|c| c == PUR),
        "{board}: {:?}",
        at[0].citations
    );
    assert!(
        at[1].notes.iter().all(|n| !n.contains(untouched)),
        "{board}: {:?}",
        at[1].notes
    );
}

/// CRD 3.0.0 Battle Sequence step 10 with Froug, the Huge Lv.3's "The first physical attack
/// Froug performs in Combat does +6 power stages of damage": the first Black Right Cross does 3
/// + 6 = 9, the second physical attack of the Combat gets no +6.
#[test]
fn frougs_first_physical_attack_does_six_more_at_step_10() {
    let r = support::scenario_report("constant-power-first-physical-attack-does-more.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let steps10: Vec<_> = r.events.iter().filter(|e| e.step == 10).collect();
    assert_eq!(steps10.len(), 2, "two attacks reached step 10");
    assert!(
        steps10[0]
            .notes
            .iter()
            .any(|n| n == "Froug, the Huge Lv.3's Constant Combat Power: +6 power stages"),
        "{:?}",
        steps10[0].notes
    );
    assert!(
        steps10[1].notes.iter().all(|n| !n.contains("+6")),
        "{:?}",
        steps10[1].notes
    );
}

/// CRD 3.0.0 Battle Sequence steps 8 and 15 and "Anger": Trunks the Saiyan Lv.2's anger loss
/// (step 8) and Black Preparation's "If successful, raise your anger 1 level" (step 15) are not
/// ordered by the CRD; at anger 0 the order decides (0 -> 0 -> 1), so the judge is told.
#[test]
fn trunks_anger_loss_before_an_if_successful_anger_raise_is_told_to_the_judge() {
    let r = support::scenario_report(
        "constant-power-anger-lowered-and-if-successful-anger-raised.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step8 = r.events.iter().find(|e| e.step == 8).expect("step 8 ran");
    assert!(
        step8
            .judge
            .iter()
            .any(|j| j.contains("the CRD does not order the two")),
        "{:?}",
        step8.judge
    );
}

/// CRD 3.0.0 Battle Sequence step 8 (the attack stopped) and "Constant Combat Powers" with
/// Piccolo, The Hero Lv.3's "Your opponent loses 2 power stages whenever your opponent stops a
/// physical attack you perform": Vegeta stops the Saiyan Right Cross and loses 2 power stages
/// (5 -> 3) at step 8, citing the power; stopping the energy attack after it costs him nothing.
#[test]
fn piccolos_opponent_loses_two_stages_when_he_stops_a_physical_attack_at_step_8() {
    // Android 16, the Machine Lv.2 (Redemption #R4): "Whenever your opponent stops one of your
    // physical attacks, lower his main personality 2 power stages".
    for board in [
        "constant-power-opponent-loses-stages-when-he-stops-your-physical-attack.json",
        "constant-power-android-16-machine-lowers-the-stopper-two-stages.json",
    ] {
        power_acts_at_the_first_attacks_step_only(
            board,
            8,
            "p2's Main Personality stage 5 -> 3",
            "stage",
        );
    }
}

/// CRD 3.0.0 Battle Sequence step 13 (damage dealt) and "Anger" with Gohan, The Warrior Lv.3's
/// "When defending in combat, raise your anger 1 level after Gohan receives damage from an
/// energy attack": the energy attack's 5 life cards raise p2's anger 0 -> 1 at step 13, citing
/// the power; the physical attack's damage after it does not.
#[test]
fn gohans_anger_rises_after_he_receives_energy_attack_damage_at_step_13() {
    power_acts_at_the_first_attacks_step_only(
        "constant-power-anger-raised-after-receiving-energy-attack-damage.json",
        13,
        "p2's anger 0 -> 1",
        "anger",
    );
}

/// CRD 3.0.0 Battle Sequence step 10, "Styled Cards" and "Final Physical Attacks": Olibu Lv.1's
/// "All of your Freestyle attacks do +2 life cards of damage" and a Final Physical Attack (not
/// a card): no +2, and the judge is told the documents give a Style only to cards.
#[test]
fn olibus_freestyle_modifier_and_a_final_physical_attack_go_to_the_judge_at_step_10() {
    let r = support::scenario_report(
        "constant-power-freestyle-attacks-and-a-final-physical-attack.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .citations
            .iter()
            .any(|c| c == "crd-3.0.0/styled-cards"),
        "{:?}",
        step10.citations
    );
    assert!(
        step10
            .judge
            .iter()
            .any(|j| j.contains("Olibu Lv.1's modifier for Freestyle attacks")),
        "{:?}",
        step10.judge
    );
}

/// CRD 3.0.0 "Gaining Text" and Battle Sequence step 15 with Zarbon Lv.1's "All of your attacks
/// gain "If successful, raise your anger 1 level and gain 2 power stages."": the text is given
/// at step 1 (citing the power) and used at step 15 of the successful attack (anger 0 -> 1,
/// stage 5 -> 7); the stopped attack after it has no success to use it.
#[test]
fn zarbons_attacks_gain_his_if_successful_text_used_at_step_15() {
    let r = support::scenario_report("constant-power-attacks-gain-if-successful-text.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step1 = r.events.iter().find(|e| e.step == 1).expect("step 1 ran");
    assert!(
        step1
            .notes
            .iter()
            .any(|n| n.starts_with("Zarbon Lv.1's Constant Combat Power (constantly active)")),
        "{:?}",
        step1.notes
    );
    assert!(
        step1.citations.iter().any(|c| c == PUR),
        "{:?}",
        step1.citations
    );
}

/// CRD 3.0.0 Battle Sequence step 12 and "Allies and Damage" with Vegeta, the Determined Lv.1's
/// "raise your anger 1 level after Vegeta receives damage from an physical attack": all the
/// power stages redirected to the Ally Yamcha, no life cards: Vegeta received no damage and his
/// anger stays 0 (the s18 audit's finding: the power had fired for the player's damage).
#[test]
fn vegetas_anger_stays_when_the_damage_is_redirected_to_an_ally() {
    let r = support::scenario_report(
        "constant-power-no-anger-when-the-damage-is-redirected-to-an-ally.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(
        r.events
            .iter()
            .all(|e| e.notes.iter().all(|n| !n.contains("anger 0 -> 1"))),
        "the anger rose"
    );
}

/// CRD 3.0.0 Battle Sequence step 10 and "Mighty Mask" ("If you play Mighty Mask as your Main
/// Personality, you are considered to have +1 Ally in play for game effects"): Vegeta The Ready
/// Lv.1's "Physical attacks performed by Vegeta do +1 power stages of damage for every ally
/// your opponent has in play" counts Mighty Mask's one Ally (+1), the rule cited.
#[test]
fn vegetas_per_ally_modifier_counts_mighty_masks_ally_at_step_10() {
    support::assert_step_says(
        "constant-power-per-opponent-ally-mighty-mask-counts-one.json",
        10,
        "Vegeta The Ready Lv.1's Constant Combat Power counts 1 (your opponent's Allies in play)",
        &["crd-3.0.0/mighty-mask", PUR],
    );
}

/// CRD 3.0.0 Battle Sequence step 10 with Mighty Mask Lv.2's "When the top card of your
/// discard pile is a Red Style card, all of your attacks to an additional +2 life cards of
/// damage" ("to" read as "do"): the +2 life cards while a Red Style card is on top.
#[test]
fn mighty_masks_modifier_while_a_red_style_card_tops_the_discard_pile_at_step_10() {
    support::assert_step_says(
        "constant-power-modifier-while-discard-pile-top-is-red-style.json",
        10,
        "Mighty Mask Lv.2's Constant Combat Power: +2 life cards",
        &[],
    );
}

/// CRD 3.0.0 Battle Sequence step 13 with Android 19, Refreshed Lv.4's "For each life card of
/// damage Android 19 deals with a successful energy attack, Android 19 gains 1 power stage":
/// 5 life cards dealt, Android 19 3 -> 8, the rule of personality powers cited.
#[test]
fn android_19_gains_per_life_card_its_energy_attack_deals_at_step_13() {
    support::assert_step_says(
        "constant-power-gains-per-life-card-its-energy-attacks-deal.json",
        13,
        "the attack dealt 5 life card(s) of damage: the personality performing it gains 5 power stage(s), 1 for each",
        &[PUR],
    );
}

/// Battle Sequence step 10 with Cooler, the Shredder Lv.3's Constant Combat Power "If you
/// declared a blue toku-waza, all of your energy attacks do +3 power stages." (no "of damage"
/// printed; CRD 3.0.0 "Modified Damage", "Power-Up Rating (PUR)"): Orange Energy Blast's 5 life
/// cards + 3 power stages.
#[test]
fn declared_style_energy_attacks_do_more_at_step_10() {
    support::assert_step_says(
        "personality-constant-power-declared-style-energy-attacks-do-more.json",
        10,
        "Cooler, the Shredder Lv.3's Constant Combat Power: +3 power stages",
        &["crd-3.0.0/modified-damage", "crd-3.0.0/power-up-rating-pur"],
    );
}

/// Right after Battle Sequence step 1 with Broly Lv.1's Constant Combat Power "When you perform
/// an attack, raise your anger 1 level. If Goku is in play, raise your anger 2 levels instead."
/// (CRD 3.0.0 "Power-Up Rating (PUR)", "Anger"): Goku in play, anger 0 -> 2 (R003).
#[test]
fn anger_raised_as_an_attack_is_performed_at_step_1() {
    support::assert_step_says(
        "personality-constant-power-anger-as-an-attack-is-performed.json",
        1,
        "p1's anger 0 -> 2",
        &["crd-3.0.0/power-up-rating-pur", "crd-3.0.0/anger"],
    );
}

/// Battle Sequence step 10 with Meta-Cooler's Constant Combat Powers raising other cards'
/// increases (CRD 3.0.0 step 10, "Power-Up Rating (PUR)", Glossary "Combat Card"): Lv.1 raises a
/// Combat card's floating +8 by 1 (Double Teaming) and a Drill's, not a Physical Combat card's
/// (Saiyan Right Cross, R005); Lv.2 raises his Drill's +1 by 2.
#[test]
fn raised_increases_at_step_10() {
    let r =
        support::scenario_report("personality-constant-power-raises-a-combat-cards-increase.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| !e.is_turn_step() && e.attack_phase == 3 && e.step == 10)
        .expect("phase 3 step 10 ran");
    assert!(
        e.notes.iter().any(|n| n.contains(
            "(raising Double Teaming (remainder of Combat)'s increase by 1): +1 power stages"
        )),
        "{:?}",
        e.notes
    );
    support::assert_cites(e, &["crd-3.0.0/glossary/combat-card"]);
    let board = "personality-constant-power-physical-combat-card-not-raised.json";
    support::assert_step_says(
        board,
        10,
        "(raising Blue Off-Balancing Opponent Drill's increase by 1): +1 power stages",
        &["crd-3.0.0/power-up-rating-pur"],
    );
    for board in [
        board,
        "personality-constant-power-raises-a-drills-increase.json",
    ] {
        let r = support::scenario_report(board);
        assert!(!r.events.iter().any(|e| e
            .notes
            .iter()
            .any(|n| n.contains("raising Saiyan Right Cross"))));
    }
    support::assert_step_says(
        "personality-constant-power-raises-a-drills-increase.json",
        10,
        "(raising Blue Off-Balancing Opponent Drill's increase by 2): +2 power stages",
        &["crd-3.0.0/power-up-rating-pur"],
    );
}

/// Battle Sequence step 10 with Hercule's Power Stance's floating "For the remainder of Combat,
/// when a Drill or Combat card increases ..., raise that amount by 1" (CRD 3.0.0 "Floating
/// Effects"): the Drill's +1 raised from the card's own attack on; the card's own +1 (a Physical
/// Combat card's) is not.
#[test]
fn floating_raised_increases_at_step_10() {
    let board = "floating-raised-increases-hercules-power-stance.json";
    support::assert_step_says(
        board,
        10,
        "Hercule's Power Stance (remainder of Combat) (raising Blue Off-Balancing Opponent Drill's increase by 1): +1 power stages",
        &["crd-3.0.0/floating-effects"],
    );
    let r = support::scenario_report(board);
    assert!(!r.events.iter().any(|e| e
        .notes
        .iter()
        .any(|n| n.contains("raising Hercule's Power Stance"))));
}

/// CRD 3.0.0 "Referencing" and step 10: Froug's "The first physical attack Froug performs in
/// Combat" names Froug; after the Main Personality's physical attack, Froug's first as an Ally in
/// control leaves to the judge whether it is his first (the engine counts per player).
#[test]
fn froug_attacking_after_another_personality_leaves_his_first_attack_to_the_judge() {
    let r = support::scenario_report(
        "constant-power-first-physical-attack-froug-performs-after-another-goes-to-the-judge.json",
    );
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
}

/// CRD 3.0.0 "Power-Up Rating (PUR)", Battle Sequence step 3: Majin Buu, Piccolo Absorbed Lv.3
/// doubles the 2 power stages his attack's secondary effect gains (3 -> 7, the board's
/// checkpoints), the step saying so.
#[test]
fn piccolo_absorbed_gains_double_the_power_stages_of_a_card_effect() {
    let r = crate::support::scenario_report(
        "constant-power-stage-gains-doubled-majin-buu-piccolo-absorbed.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let doubled = crate::support::step_noting(
        &r,
        "gains 4 power stage(s) from the card effect instead of 2",
        "the doubling is not said",
    );
    assert_eq!(doubled.step, 3);
}

/// CRD 3.0.0 Battle Sequence step 10 and "Modified Damage": Android 18, the Model Lv.2 in control
/// for the defender keeps Bojack, the Villainous Lv.2's +3 off a physical attack: 4 power stages,
/// not 7 (8 -> 4, the board's checkpoints), the step saying whose power decided.
#[test]
fn no_modifiers_added_to_physical_attacks_against_android_18_the_model() {
    let r = crate::support::scenario_report(
        "constant-power-no-modifiers-against-android-18-the-model.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let kept = crate::support::step_noting(
        &r,
        "no modifiers are added to physical attacks performed against Android 18",
        "the power is not said",
    );
    assert_eq!(kept.step, 10);
}
