//! A card's own timing words enforced in the turn and cited by their deciding rule: "Use during
//! any Non-Combat Step" (Gathering of Warriors, CRD 3.0.0 ruling "This card cannot be used
//! during the Combat Step"), "Use this card at the end of your Power Up step. Skip Combat this
//! turn." (Plant Two Saibaimen's CRD 3.0.0 errata), a Personality Power outside the Combat Step
//! (CRD 3.0.0 "Personality Powers") and "This must be your first card played during Combat"
//! (Vegeta's Energy Blast's CRD 3.0.0 errata), "Use at the beginning of the Combat Step" (Nail
//! Takes Extra Effort: the Combat Step's first phase, "Phase 1: The Prepare Phase").

use crate::support;

const TURN: &str = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn";
const GATHERING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/gathering-of-warriors";
const PLANT: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/plant-two-saibaimen";

fn error_of(file: &str) -> String {
    let r = support::scenario_report(file);
    assert!(r.passed, "{file}: {:?}", r.checkpoints);
    r.error
        .clone()
        .unwrap_or_else(|| panic!("{file}: not refused"))
}

/// Sequence of Play 2 (Non-Combat Step): a Combat card whose text reads "Use during any
/// Non-Combat Step" is used there, its ruling cited, its unread search handed to the judge and
/// the card removed from the game as it says.
#[test]
fn a_card_kept_to_the_non_combat_step_is_used_there() {
    let r = support::scenario_report("card-timing-non-combat-step-card-used.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(step.citations.iter().any(|c| c == &format!("{TURN}/2")));
    assert!(
        step.citations.iter().any(|c| c == GATHERING),
        "{:?}",
        step.citations
    );
}

/// Sequence of Play 2 and "Non-Combat Cards" ("they remain face up on the table until they are
/// used"): a Non-Combat card reading "Use during your Non-Combat Step" is placed in play, then
/// used in that same step, its unread text handed to the judge and the card discarded.
#[test]
fn a_non_combat_card_placed_in_play_is_used_in_its_step() {
    let r =
        support::scenario_report("card-timing-non-combat-card-placed-then-used-in-its-step.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert_eq!(
        step.account,
        "p1 places Healing Magic in play; p1 uses Healing Magic"
    );
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/non-combat-cards"),
        "{:?}",
        step.citations
    );
}

/// The Sequence of Play for One Complete Turn: Plant Two Saibaimen's "At the beginning of your
/// next turn, search ..." is kept when the card is used in turn 1 (said, not yet the judge's)
/// and happens at the beginning of p1's turn 3, its errata cited, the unread search then the
/// judge's.
#[test]
fn a_next_turn_sentence_happens_at_its_players_next_turn() {
    let r =
        support::scenario_report("card-timing-next-turn-sentence-at-its-players-next-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let turn_of = |e: &scouter::engine::trace::TraceEvent| e.turn.as_ref().map(|t| t.number);
    let search = |s: &String| s.contains("highest level Saibaimen");
    let used = r
        .events
        .iter()
        .find(|e| turn_of(e) == Some(1) && e.step == 3)
        .expect("turn 1's Power-Up Step ran");
    assert!(
        used.notes
            .iter()
            .any(|n| search(n) && n.contains("waits for the beginning of p1's next turn")),
        "{:?}",
        used.notes
    );
    assert!(
        !r.events
            .iter()
            .filter(|e| turn_of(e) != Some(3))
            .any(|e| e.judge.iter().any(search)),
        "the search is the judge's only at turn 3"
    );
    let draw = r
        .events
        .iter()
        .find(|e| turn_of(e) == Some(3) && e.step == 1)
        .expect("turn 3's Draw Step ran");
    assert!(draw.judge.iter().any(search), "{:?}", draw.judge);
    assert!(
        draw.citations.iter().any(|c| c == PLANT),
        "{:?}",
        draw.citations
    );
}

/// Gathering of Warriors' own ruling decides its refusal in an Attack Phase.
#[test]
fn a_non_combat_step_card_in_combat_is_refused_citing_its_ruling() {
    let e = error_of("card-timing-non-combat-step-card-refused-in-combat.json");
    assert!(
        e.contains(&format!(
            "{GATHERING}: \"This card cannot be used during the Combat Step.\"; {TURN}/2"
        )),
        "{e}"
    );
}

/// Sequence of Play 3 and 4: a card used "at the end of your Power Up step" is used right after
/// the Power-Up Step, and its "Skip Combat this turn" skips the Combat Step.
#[test]
fn a_card_used_at_the_end_of_the_power_up_step_skips_combat() {
    let r = support::scenario_report("card-timing-end-of-power-up-skips-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let declare = support::turn_step(&r, 4, "the Declare Step ran");
    assert!(
        declare
            .account
            .contains("skips the Combat Step (Plant Two Saibaimen used)"),
        "{}",
        declare.account
    );
}

/// Declaring Combat after "Skip Combat this turn" is refused with the card's errata cited.
#[test]
fn declaring_combat_after_skip_combat_this_turn_is_refused() {
    let e = error_of("card-timing-skip-combat-refuses-declare.json");
    assert!(e.contains("may not declare Combat"), "{e}");
    assert!(e.contains(PLANT) && e.contains(&format!("{TURN}/4")), "{e}");
}

/// A card used only at the end of the Power-Up Step is refused in an Attack Phase.
#[test]
fn an_end_of_power_up_card_in_combat_is_refused_citing_its_errata() {
    let e = error_of("card-timing-end-of-power-up-card-refused-in-combat.json");
    assert!(e.contains(PLANT) && e.contains(&format!("{TURN}/3")), "{e}");
}

/// CRD 3.0.0 "Personality Powers": "A Personality Power can only be used during the Combat
/// Step" — a `power` in the Non-Combat Step is a refusal, not a script error.
#[test]
fn a_personality_power_outside_combat_is_refused() {
    let e = error_of("personality-power-refused-outside-combat.json");
    assert!(
        e.contains("in the Non-Combat Step") && e.contains("crd-3.0.0/power-up-rating-pur"),
        "{e}"
    );
}

/// CRD 3.0.0 "What is a Requirement?" with Vegeta's Energy Blast's errata: the rewrite that
/// gives "This must be your first card played during Combat" is cited with the refusal.
#[test]
fn a_first_card_refusal_cites_the_cards_errata() {
    let e = error_of("first-card-in-combat-refused-citing-its-errata.json");
    assert!(
        e.contains("crd-3.0.0/specific-card-clarifications-errata-rulings/vegetas-energy-blast"),
        "{e}"
    );
}

/// CRD 3.0.0 "Phase 1: The Prepare Phase" with Android 18 Lv.1's CRD rewrite ("When entering
/// Combat as the attacker"): defending, her power is said not to be used, the ruling cited.
#[test]
fn an_as_the_attacker_power_is_not_used_by_the_defender() {
    let r = support::scenario_report("personality-power-as-the-attacker-only.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = &r.events[0];
    assert!(
        prepare.notes.iter().any(|n| n.contains(
            "is used only when entering Combat as the attacker: p1 is the defender, so it is not used"
        )),
        "{:?}",
        prepare.notes
    );
    assert!(prepare.judge.is_empty(), "{:?}", prepare.judge);
}

/// CRD 3.0.0 "Allies Taking Over Combat": "Allies cannot use their Personality Powers or
/// Constant Combat Powers unless they are in control of Combat" — an Ally's entering-Combat
/// power is said not to be used in the Prepare Phase, the rule cited.
#[test]
fn an_allys_entering_combat_power_is_said_not_to_be_used() {
    let r = support::scenario_report("ally-entering-combat-power-not-used.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = &r.events[0];
    assert!(
        prepare
            .notes
            .iter()
            .any(|n| n.contains("Ally Android 18 Lv.1's power is not used when entering Combat")),
        "{:?}",
        prepare.notes
    );
    assert!(prepare.judge.is_empty(), "{:?}", prepare.judge);
}

/// Battle Sequence step 13 with Red Reading Drill's CRD rewrite ("Once per Combat, you may take
/// 1 less life card of damage"): a second use in the same Combat is refused by those words.
#[test]
fn a_spent_once_per_combat_effect_is_refused_by_its_words() {
    let e = error_of("once-per-combat-drill-refused-when-spent.json");
    assert!(
        e.contains("1 time(s) per Combat")
            && e.contains(
                "crd-3.0.0/specific-card-clarifications-errata-rulings/red-reading-drill"
            ),
        "{e}"
    );
}

#[test]
fn nail_takes_extra_effort_is_used_in_the_prepare_phase_and_the_first_attack_follows() {
    // CRD 3.0.0 "The Combat Step In Detail": the Combat Step begins with "Phase 1: The Prepare
    // Phase"; "Floating Effects": its effect lasts the remainder of Combat (a counted modifier
    // floating over p1's physical attacks).
    let r = support::scenario_report(
        "nail-takes-extra-effort-used-at-the-beginning-of-the-combat-step.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(prepare
        .account
        .contains("p1 uses Nail Takes Extra Effort at the beginning of the Combat Step"));
    assert!(prepare
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/phase-1-the-prepare-phase"));
    assert!(
        prepare.notes.iter().any(|n| n.contains(
            "p1's physical attacks do +1 power stage(s) and +0 life card(s) of damage for each of Namek Dragon Balls in play"
        )),
        "{:?}",
        prepare.notes
    );
    // The attacker's first Attack Phase is Saiyan Right Cross, not the Non-Combat card.
    let first = r
        .events
        .iter()
        .find(|e| e.step == 1)
        .expect("the first Attack Phase ran");
    assert!(
        first.account.contains("Saiyan Right Cross"),
        "{}",
        first.account
    );
}

#[test]
fn nail_takes_extra_effort_in_an_attack_phase_is_refused_with_the_prepare_phase_cited() {
    let r = support::scenario_report("nail-takes-extra-effort-in-an-attack-phase-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(
        err.contains("at the beginning of the Combat Step")
            && err.contains("crd-3.0.0/phase-1-the-prepare-phase"),
        "{err}"
    );
}

#[test]
fn teaching_the_unteachable_used_by_the_defender_skips_the_attackers_combat_step() {
    // CRD 3.0.0 Sequence of Play 3 (its use right after the attacker's Power-Up Step) and 4 (the
    // Declare Step): "Your opponent may not declare Combat this turn" (Score errata).
    let r = support::scenario_report(
        "declare-step-teaching-the-unteachable-bars-declaring-combat.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.events.iter().any(|e| e.account
        == "p1 may not declare Combat (Teaching the Unteachable Forces Observation used by p2)"));
}

#[test]
fn teaching_the_unteachable_refuses_the_attackers_declare_citing_its_errata_and_the_declare_step() {
    let r = support::scenario_report("declare-step-teaching-the-unteachable-declare-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(
        err.contains("score-errata/saiyan-saga/teaching-the-unteachable-forces-observation")
            && err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4"),
        "{err}"
    );
}
