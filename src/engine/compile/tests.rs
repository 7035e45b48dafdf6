//! Unit tests of the compiler driver: sentences, clauses split at "and", keywords folded into
//! the attack, cross-sentence passes.

use super::*;
use crate::engine::damage::Damage;
use crate::engine::effects::{AttackKind, AttackSpec, Modifier, Scope};

#[test]
fn a_keyword_with_no_attack_is_not_full() {
    // "Focused" folds into the card's attack; with none, the judge gets it, and the card is
    // not reported as fully compiled.
    let c = compile_text("This attack is a focused attack.");
    assert!(c.effects.iter().any(has_manual), "{c:#?}");
    assert_ne!(c.coverage, Coverage::Full);
    let c = compile_text("Physical attack. This attack is a focused attack.");
    assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
}

#[test]
fn every_pattern_compiles() {
    let mut n = 0;
    for p in all_patterns() {
        for alt in p.pattern.split(" || ") {
            let re = Regex::new(&format!("^(?:{})$", patterns::expand(alt)));
            assert!(re.is_ok(), "{}: {:?}", p.name, re.err());
            n += 1;
        }
    }
    assert_eq!(table().len(), n);
    assert!(table().iter().all(|alt| alt.regex().is_some()));
}

#[test]
fn almost_every_pattern_is_skipped_by_its_literals_before_it_is_built() {
    // The pre-test is what keeps a command from building the whole table: every alternative
    // but a few requires some literal text of the key.
    let open: Vec<&str> = table()
        .iter()
        .filter(|alt| alt.required().is_empty())
        .map(|alt| alt.row.name)
        .collect();
    assert!(
        open.len() * 20 < table().len(),
        "{} of {}: {open:?}",
        open.len(),
        table().len()
    );
}

#[test]
fn old_printed_wording_is_understood() {
    let c = compile_text("Physical attack doing 5 life card draws if succesful.");
    assert_eq!(c.coverage, Coverage::Full);
    assert_eq!(
        c.effects,
        vec![Effect::Attack(AttackSpec {
            kind: AttackKind::Physical,
            damage: Some(Damage::life_cards(5)),
            focused: false,
            cannot_be_stopped: false,
            cannot_be_prevented: false
        })]
    );
}

#[test]
fn same_sentence_effects_are_if_successful() {
    let c = compile_text(
        "Physical attack doing +2 power stages of damage and raise your anger 1 level.",
    );
    assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    assert!(
        matches!(c.effects.last(), Some(Effect::IfSuccessful(v)) if matches!(v.as_slice(), [Effect::Anger(_)]))
    );
    let c = compile_text("Physical attack. Raise your anger 1 level.");
    assert!(matches!(c.effects.last(), Some(Effect::Anger(_))));
}

#[test]
fn unknown_sentences_are_manual_never_dropped() {
    let c = compile_text("Physical attack. Look at your opponent's hand and name a card.");
    assert_eq!(c.coverage, Coverage::Partial);
    assert_eq!(
        c.effects.last(),
        Some(&Effect::Manual(
            "Look at your opponent's hand and name a card.".into()
        ))
    );
    let c = compile_text("Name a card.");
    assert_eq!(c.coverage, Coverage::Manual);
}

#[test]
fn stops_fold_together() {
    let c = compile_text(
        "Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use.",
    );
    assert_eq!(
        c.effects,
        vec![
            Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical],
                rest_of_combat: true
            }),
            Effect::RemoveFromGameAfterUse
        ]
    );
}

#[test]
fn attack_or_stop_is_both() {
    let c = compile_text(
        "Physical attack doing +5 stages of damage if successful or stops an energy attack.",
    );
    assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    assert!(matches!(c.effects.first(), Some(Effect::Attack(_))));
    assert!(c.effects.contains(&Effect::Stop(Stop {
        kinds: vec![AttackKind::Energy],
        rest_of_combat: false
    })));
    // A choice between an attack and something other than a stop is one or the other
    // (`attack::attack_text`, "attack-text-attack-or-effect"), never a stop.
    let c = compile_text("Energy attack doing 6 life cards of damage or lower your opponent's main personality 1 personality level.");
    assert_eq!(c.coverage, Coverage::Full);
    assert!(matches!(c.effects.first(), Some(Effect::Either(_))));
    assert!(!c.effects.iter().any(|e| matches!(e, Effect::Stop(_))));
}

#[test]
fn endurance_x_needs_its_definition() {
    use crate::engine::effects::XValue;
    let c = compile_text("Endurance X. X = your current anger level.");
    assert_eq!(c.coverage, Coverage::Full);
    assert_eq!(c.effects, vec![Effect::EnduranceX(XValue::AngerLevel)]);
    let c = compile_text("Endurance X. X = your main personality's PUR - 1.");
    assert_eq!(c.effects, vec![Effect::EnduranceX(XValue::PurMinus(1))]);
    // X defined by something not modelled: both sentences go to the judge.
    let c = compile_text("Endurance X. X = 6 if Broly is your Main Personality, otherwise X = 3.");
    assert_eq!(c.coverage, Coverage::Manual);
    // X used for something else than Endurance: the definition alone is not compiled.
    let c = compile_text("X = your current anger level.");
    assert_eq!(c.coverage, Coverage::Manual);
}

#[test]
fn opponent_tokui_waza_conditions() {
    use crate::engine::effects::{Change, Condition, Conditional, Who};
    let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Red Tokui-Waza, raise your anger 2 levels.");
    assert_eq!(
        c.effects,
        vec![Effect::Conditional(Conditional {
            condition: Condition::TokuiWazaAgainst("Red".into()),
            effects: vec![Effect::Anger(Change {
                player: Who::You,
                by: 2
            })]
        })]
    );
    let c = compile_text("If you declared a Tokui-Waza and your opponent did not, your opponent discards the top 5 cards of his Life Deck.");
    assert_eq!(c.coverage, Coverage::Full);
}

#[test]
fn if_stopped_effects() {
    let c = compile_text(
        "Physical attack. If stopped, your opponent discards the top 4 cards of his Life Deck.",
    );
    assert_eq!(c.coverage, Coverage::Full);
    assert!(matches!(c.effects.last(), Some(Effect::IfStopped(v)) if v.len() == 1));
    // `in_play::cards_in_play`: a Drill in play removed from the game is now modelled.
    let c = compile_text(
        "Physical attack. If stopped, select a Drill in play and remove it from the game.",
    );
    assert_eq!(c.coverage, Coverage::Full);
    let c = compile_text("Physical attack. If stopped, name a card.");
    assert_eq!(c.coverage, Coverage::Partial);
}

#[test]
fn focused_sentence_folds_only_unconditionally() {
    let c = compile_text("Energy attack. This is a focused attack.");
    assert!(matches!(c.effects.as_slice(), [Effect::Attack(a)] if a.focused));
    // Under a card-level condition the keyword is read at step 5 when the condition holds.
    let c = compile_text("Energy attack. If Chi-Chi is in play, this is a focused attack.");
    assert_eq!(c.coverage, Coverage::Full);
    assert!(
        matches!(c.effects.as_slice(), [Effect::Attack(a), Effect::Conditional(k)]
        if !a.focused && k.effects == vec![Effect::Keyword(crate::engine::effects::Keyword::Focused)])
    );
    // After success it is too late to be Focused: the judge reads it.
    let c = compile_text("Energy attack. If successful, this is a focused attack.");
    assert_eq!(c.coverage, Coverage::Partial);
}

#[test]
fn lasting_effects_beyond_stops_and_modifiers_are_manual() {
    let c = compile_text("Physical attack. For the remainder of Combat, raise your anger 1 level.");
    assert_eq!(c.coverage, Coverage::Partial);
    let c = compile_text(
        "Energy attack. For the remainder of Combat, all of your attacks do +2 life cards of damage.",
    );
    assert_eq!(c.coverage, Coverage::Full);
}

#[test]
fn piles_removed_from_the_game() {
    use crate::engine::effects::{MoveCards, Pile, Who};
    let c = compile_text("Remove your opponent's discard pile from the game.");
    assert_eq!(
        c.effects,
        vec![Effect::MoveCards(MoveCards {
            player: Who::Opponent,
            count: 0,
            from: Pile::DiscardTop,
            to: Pile::RemovedFromGame,
            all: true,
            up_to: false,
        })]
    );
    let c = compile_text("Remove the bottom 5 cards of your opponent's Life Deck from the game.");
    assert_eq!(c.coverage, Coverage::Full);
}

#[test]
fn damage_replacements_only_where_the_engine_reads_them() {
    let c = compile_text("Physical attack doing +2 power stages of damage. If performed against Goku, this attack does +5 power stages of damage instead.");
    assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    let c = compile_text("Physical attack doing +2 power stages of damage. This attack does +5 power stages of damage instead.");
    assert_eq!(c.coverage, Coverage::Partial);
    let c = compile_text(
        "Physical attack. If successful, this attack does 5 power stages of damage instead.",
    );
    assert_eq!(c.coverage, Coverage::Partial);
    // Groups are read now (the defending personality's groups).
    let c = compile_text("Physical attack. If performed against a Majin, this attack does +7 power stages of damage instead.");
    assert_eq!(c.coverage, Coverage::Full);
    assert!(matches!(c.effects.last(), Some(Effect::Conditional(k))
        if k.condition == crate::engine::effects::Condition::Against("Majin".into())));
    let c = compile_text("Physical attack. If performed against a hungry Majin, this attack does +7 power stages of damage instead.");
    assert_eq!(c.coverage, Coverage::Partial);
}

#[test]
fn unpreventable_for_the_remainder_of_combat() {
    let c = compile_text("Energy attack doing 6 life cards of damage. For the remainder of Combat, damage from your attacks cannot be prevented.");
    assert_eq!(c.coverage, Coverage::Full);
    assert_eq!(
        c.effects.last(),
        Some(&Effect::RestOfCombat(vec![
            Effect::YourAttacksCannotBePrevented
        ]))
    );
    // Without "for the remainder of Combat" it is read from a Constant Combat Power only
    // (`personality_powers::constant_unpreventable`); elsewhere it goes to the judge.
    let c = compile_for("Damage from your attacks cannot be prevented.", false);
    assert_eq!(c.coverage, Coverage::Manual);
}

#[test]
fn must_pass() {
    use crate::engine::effects::{MustPass, Who};
    let c = compile_text("You must pass in all remaining phases of Combat.");
    assert_eq!(
        c.effects,
        vec![Effect::MustPass(MustPass {
            player: Who::You,
            all_remaining: true,
            phases: 0
        })]
    );
    let c = compile_text("Your opponent must pass during his next \"Attacker Attacks\" phase.");
    assert_eq!(
        c.effects,
        vec![Effect::MustPass(MustPass {
            player: Who::Opponent,
            all_remaining: false,
            phases: 0
        })]
    );
    // Dazed: "Your opponent must pass his next 2 "Attacker Attacks" phases this Combat."
    let c =
        compile_text("Your opponent must pass his next 2 \"Attacker Attacks\" phases this Combat.");
    assert_eq!(
        c.effects,
        vec![Effect::MustPass(MustPass {
            player: Who::Opponent,
            all_remaining: false,
            phases: 2
        })]
    );
}

#[test]
fn anger_instead_becomes_two_conditions() {
    use crate::engine::effects::{Change, Condition, Conditional, Who};
    let c = compile_text("Energy attack. Raise your anger 1 level. If \"Earth Dragon Ball 6\" is in play, raise your anger 3 levels instead.");
    assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    let in_play = Condition::InPlay("Earth Dragon Ball 6".into());
    assert_eq!(
        &c.effects[1..],
        &[
            Effect::Conditional(Conditional {
                condition: Condition::Not(Box::new(in_play.clone())),
                effects: vec![Effect::Anger(Change {
                    player: Who::You,
                    by: 1
                })]
            }),
            Effect::Conditional(Conditional {
                condition: in_play,
                effects: vec![Effect::Anger(Change {
                    player: Who::You,
                    by: 3
                })]
            }),
        ]
    );
    // Nothing to replace: the judge reads it.
    let c = compile_text("Energy attack. If Goku is in play, raise your anger 2 levels instead.");
    assert_eq!(c.coverage, Coverage::Partial);
}

#[test]
fn a_drill_is_not_used_like_a_combat_card() {
    // On a Combat card the sentence is a secondary effect; a Drill in play is never "used",
    // so the same sentence standing alone on a Drill is left to the judge.
    let text = "Your attacks do +1 power stage of damage. Choose a card from your hand and place it on top of your Life Deck.";
    let c = compile_for(text, true);
    assert_eq!(c.coverage, Coverage::Partial);
    assert!(matches!(c.effects.last(), Some(Effect::Manual(_))));
    // After a "When entering Combat" trigger, "Then ..." happens when the trigger fires (Black
    // Studying Drill, `triggers::power_sentences::join_then`).
    let text = "When entering Combat, draw a card. Then choose a card from your hand and place it on top of your Life Deck.";
    assert_eq!(compile_for(text, true).coverage, Coverage::Full);
    assert!(is_drill("Non-Combat", "Black Studying Drill"));
    assert!(!is_drill("Physical Combat", "Orange Drill Kick"));
}

#[test]
fn effects_left_to_the_judge_carry_their_own_sentence() {
    // Two errata effects from one sentence split at "and" (Guldo's Time Freeze Drill's and
    // Red Wrist Control Drill's CRD 3.0.0 wordings) on a card that is not a Drill: neither
    // stays live, and the judge reads the sentence once.
    let text = "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage and for every 3 power stages you lose your opponent loses 1 power stage, down to 0.";
    assert_eq!(compile_for(text, true).coverage, Coverage::Full);
    let c = compile_for(text, false);
    assert_eq!(c.effects, vec![Effect::Manual(text.into())]);
    assert_eq!(c.coverage, Coverage::Manual);
    // Two Drill-only sentences on a card that is not a Drill: each is shown as printed.
    let a = "Your anger may not be lowered while this Drill is in play.";
    let b = "All successful physical attacks performed against you do a maximum of 3 power stages of damage.";
    let c = compile_for(&format!("{a} {b}"), false);
    assert_eq!(
        c.effects,
        vec![Effect::Manual(a.into()), Effect::Manual(b.into())]
    );
    assert_eq!(c.coverage, Coverage::Manual);
}

#[test]
fn drills() {
    let c = compile_text("All of your physical attacks do +4 power stages of damage.");
    assert_eq!(
        c.effects,
        vec![Effect::Modify(Modifier {
            power_stages: 4,
            life_cards: 0,
            scope: Scope::YourAttacks,
            kinds: vec![AttackKind::Physical]
        })]
    );
}

/// Sneaky Tricks: "The cost of this card is discarding a card from your hand." (CRD 3.0.0 "What is
/// a Cost?": the word "cost" is on the card).
#[test]
fn a_cost_of_discarding_a_card_from_the_hand() {
    use crate::engine::effects::Cost;
    let c = compile_text("The cost of this card is discarding a card from your hand.");
    assert_eq!(
        c.effects,
        vec![Effect::Cost(Cost {
            discard_from_hand: 1,
            ..Cost::default()
        })]
    );
}
