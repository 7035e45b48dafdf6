//! Cards placed in play outside Combat (issue 18, `effects/placements/`): a card in play whose
//! text fires when a Battleground, Location, Dragon Ball, Drill or Ally is placed acts when the
//! Non-Combat Step places one, or is handed to the judge then; a card waiting for a card going to
//! a discard pile is handed to the judge in the Discard Step (CRD 3.0.0 Sequence of Play, 2)
//! Non-Combat Step and 6) Discard Step). Board files in `tests/scenarios/`.

use regex::Regex;
use scouter::engine::compile;
use scouter::engine::effects::placements::placement_triggers::{waits_for_placement, PlacedKind};
use scouter::engine::effects::Effect;

use crate::support;

/// CRD 3.0.0 Sequence of Play, 2) Non-Combat Step: p1 places Tree of Might; p2's Cell's
/// Domination Drill makes p1 discard the top 3 of its Life Deck (20 -> 17), said with the Drill.
#[test]
fn non_combat_step_battleground_sets_off_cells_domination_drill() {
    let r = support::scenario_report(
        "placement-trigger-cells-domination-drill-battleground-placed.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(
        step.notes.iter().any(|n| n.contains(
            "Cell's Domination Drill (p2's, in play): p1 placed Tree of Might into play, so p1 discards the top 3 card(s) of its Life Deck"
        )),
        "{:?}",
        step.notes
    );
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2",
            "crd-3.0.0/drill-cards",
        ],
    );
}

/// CRD 3.0.0 Sequence of Play, 2) Non-Combat Step: p1 plays Nappa Lv.1 as an Ally (3 above 0);
/// p1's own Welcome Home Drill makes p2 discard its top card (20 -> 19, U1 in the discard pile).
#[test]
fn non_combat_step_ally_sets_off_welcome_home_drill() {
    let r = support::scenario_report("placement-trigger-welcome-home-drill-ally-placed.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(
        step.notes.iter().any(|n| n.contains(
            "Welcome Home Drill (p1's, in play): p1 placed Nappa Lv.1 into play, so p2 discards the top 1 card(s)"
        )),
        "{:?}",
        step.notes
    );
}

/// CRD 3.0.0 Sequence of Play, 6) Discard Step: H1 goes to p1's discard pile with Dying Planet in
/// play; its unread sentence goes to the judge in that step.
#[test]
fn discard_step_dying_planet_to_the_judge() {
    let r = support::scenario_report("discard-step-dying-planet-waits-for-discard-pile.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    let line = step
        .judge
        .iter()
        .find(|j| j.contains("p1's Dying Planet in play waits for such an event"))
        .unwrap_or_else(|| panic!("{:?}", step.judge));
    assert!(
        line.contains("H1 went to the discard pile in the Discard Step"),
        "{line}"
    );
    assert!(line.contains("goes to its owner's discard pile"), "{line}");
}

/// The whole pool: every sentence whose text waits for a Battleground, Location, Dragon Ball,
/// Drill or Ally placed into play ("When(ever) ... places/puts a <kind> in(to) play") is either
/// read (a placement trigger, or the Location rule of Snake Way) or is an unread sentence the
/// Non-Combat Step hands to the judge when such a card is placed (CRD 3.0.0 Sequence of Play, 2).
#[test]
fn every_card_waiting_for_a_placement_is_read_or_said_to_the_judge() {
    let waits = Regex::new(
        r"(?i)\b(?:when|whenever|until)\b[^.]*\b(?:places?|puts?)\b[^.]*\b(battleground|location|dragon ball|drill|ally|allies)\b[^.]*\b(?:in|into) play",
    )
    .expect("regex");
    let mut seen = 0;
    let mut unheard = Vec::new();
    for card in support::corpus().cards() {
        let (_, sentences) = compile::compile_with_sentences(
            &card.current_text,
            compile::is_drill(&card.card_type, &card.name),
        );
        for (sentence, effects) in &sentences {
            let Some(m) = waits.captures(sentence) else {
                continue;
            };
            let kind = match m[1].to_lowercase().as_str() {
                "battleground" => PlacedKind::Battleground,
                "location" => PlacedKind::Location,
                "dragon ball" => PlacedKind::DragonBall,
                "drill" => PlacedKind::Drill,
                _ => PlacedKind::Ally,
            };
            seen += 1;
            let read = effects.iter().any(|e| match e {
                Effect::PlacementTrigger(t) => t.kind == kind,
                Effect::Manual(s) => waits_for_placement(s, kind),
                _ => false,
            }) || serde_json::to_string(effects)
                .is_ok_and(|j| j.contains("opponent_discards_on_ally"));
            if !read {
                unheard.push(format!("{}: {sentence:?} -> {effects:?}", card.id));
            }
        }
    }
    assert!(seen >= 8, "{seen} sentences wait for a placement");
    assert!(unheard.is_empty(), "{}", unheard.join("\n"));
}

/// CRD 3.0.0 "Searching for Cards" and "Timing Conflicts" (silent on an effect set off inside a
/// search), Glossary "Effects": p1's Makeshift Background search places Celestial Battleground;
/// p2's Cell's Domination Drill is used once the search has finished (p1's Life Deck shuffled:
/// the known L1-L3 are not the cards discarded, 19 -> 16), and the judge is told the order.
#[test]
fn search_placed_battleground_sets_off_cells_domination_drill_after_the_shuffle() {
    let r = support::scenario_report(
        "placement-trigger-cells-domination-drill-after-search-shuffle.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Cell's Domination Drill (p2's, in play)",
        "no step used Cell's Domination Drill",
    );
    let shuffle = step
        .notes
        .iter()
        .position(|n| n.contains("p1 shuffles its Life Deck"))
        .unwrap_or_else(|| panic!("{:?}", step.notes));
    let drill = step
        .notes
        .iter()
        .position(|n| n.contains("Cell's Domination Drill (p2's, in play)"))
        .unwrap_or_else(|| panic!("{:?}", step.notes));
    assert!(shuffle < drill, "{:?}", step.notes);
    let line = step
        .judge
        .iter()
        .find(|j| j.contains("after the search has finished"))
        .unwrap_or_else(|| panic!("{:?}", step.judge));
    assert!(
        line.contains(
            "does not say whether an effect set off by the card placed happens inside the search"
        ),
        "{line}"
    );
    assert!(
        line.contains("for p2's Cell's Domination Drill, Glossary \"Effects\""),
        "{line}"
    );
}

/// CRD 3.0.0 Battle Sequence 13 and 16: with Dying Planet in play, the life cards of damage
/// (step 13) and the Combat card discarded after use (step 16) go to the judge with its unread
/// sentence, said to be cut (its stored text ends a sentence before saying what happens).
#[test]
fn battle_sequence_discards_dying_planet_to_the_judge() {
    let r = support::scenario_report(
        "dying-planet-waits-for-every-card-going-to-a-discard-pile-in-combat.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    for (text, went) in [
        (
            "5 life card(s) of damage dealt",
            "L1, L2, L3, L4, L5 went to the discard pile at Battle Sequence step 13",
        ),
        (
            "discarded after use",
            "Tien's Physical Attack went to the discard pile at Battle Sequence step 16",
        ),
    ] {
        let step = r
            .events
            .iter()
            .find(|e| e.judge.iter().any(|j| j.contains(went)))
            .unwrap_or_else(|| panic!("no judge line for {text}: {went}"));
        let line = step
            .judge
            .iter()
            .find(|j| j.contains(went))
            .unwrap_or_else(|| panic!("{:?}", step.judge));
        assert!(
            line.contains("p2's Dying Planet in play waits for such an event"),
            "{line}"
        );
        assert!(line.contains("the sentence is cut"), "{line}");
    }
}
