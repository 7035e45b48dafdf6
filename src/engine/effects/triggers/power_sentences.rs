//! A "When entering Combat" power is one power across its sentences: what the power's next
//! sentences say happens when it fires (CRD 3.0.0, Specific Card Clarifications, Android 18
//! Lv.1: "... place them back on top in any order. Draw a card." is read "... in any order,
//! then draw a card."), not a second power used in place of an attack.

use super::triggered_effects::{entering_combat_executable, executable};
use super::TriggerEvent;
use crate::engine::compile::patterns::Piece;
use crate::engine::effects::{Condition, Conditional, Effect};

/// The pattern name a sentence read as part of the trigger before it shows.
pub const CONTINUED: &str = "part-of-entering-combat-power";

/// Moves the effects of the sentences that follow a sentence that is one "When entering Combat"
/// trigger into that trigger, while each of them is wholly effects the engine runs when a
/// trigger fires ([`executable`]); the first sentence that is not ends the power's reading.
pub fn join_following(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    let mut at = 0;
    while at < compiled.len() {
        if !is_entering_combat_trigger(&compiled[at].1) {
            at += 1;
            continue;
        }
        let mut next = at + 1;
        while next < compiled.len() && wholly_executable(&compiled[next].1) {
            let moved = continued(&mut compiled[next]);
            if let Some(Piece::Effect(Effect::Trigger(t))) = compiled[at].1.first_mut() {
                t.effects.extend(moved);
            }
            next += 1;
        }
        at = next;
    }
}

/// A Drill's "When entering Combat" trigger followed by "If you do this, ..." (Quick Combat
/// Drill: "... you may draw the bottom card of your discard pile into your hand. If you do this
/// you draw 1 less card during your "Defender Draws 3 Cards" phase."): the second sentence
/// happens only when the trigger's "may" is taken and what it says was done, so it joins the
/// trigger, under [`Condition::YouDid`], when it is wholly effects a trigger runs. A Drill's other sentences stay its own effects in play.
pub fn join_if_you_do(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    for at in 1..compiled.len() {
        let follows = compiled[at].0.to_lowercase().starts_with("if you do");
        if !follows
            || !is_entering_combat_trigger(&compiled[at - 1].1)
            || !compiled[at]
                .1
                .iter()
                .all(|p| matches!(p, Piece::Effect(Effect::OwnPrepareDrawFewer(_))))
            || compiled[at].1.is_empty()
        {
            continue;
        }
        let moved = continued(&mut compiled[at]);
        // "If you do this": only when the trigger's own effects were done in full
        // (`triggered_effects_resolve::fire` sets the choice [`Condition::YouDid`] reads).
        if let Some(Piece::Effect(Effect::Trigger(t))) = compiled[at - 1].1.first_mut() {
            t.effects.push(Effect::Conditional(Conditional {
                condition: Condition::YouDid,
                effects: moved,
            }));
        }
    }
}

/// A Drill's "When entering Combat" trigger followed by a sentence that opens "Then ..."
/// (Black Studying Drill: "When entering Combat, draw a card. Then choose a card from your hand
/// and place it on top of your Life Deck."): "Then" says the sentence happens next, when the
/// trigger fires, so it joins the trigger: its effects when the engine runs them when a trigger
/// fires ([`entering_combat_executable`]: a search's cards named by a `use` action in the
/// Prepare Phase), else the sentence itself, handed to the judge when the trigger fires
/// (it is never a Drill's effect in play, read at no step).
pub fn join_then(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    for at in 1..compiled.len() {
        let follows = compiled[at].0.to_lowercase().starts_with("then ");
        if !follows || !is_entering_combat_trigger(&compiled[at - 1].1) || compiled[at].1.is_empty()
        {
            continue;
        }
        let fires = !compiled[at].1.is_empty()
            && compiled[at]
                .1
                .iter()
                .all(|p| matches!(p, Piece::Effect(e) if entering_combat_executable(e)));
        let moved: Vec<Effect> = if fires {
            continued(&mut compiled[at])
        } else {
            // Listed with its own sentence (unread), used where the trigger fires.
            let sentence = Effect::Manual(compiled[at].0.clone());
            compiled[at].1 = vec![Piece::Folded(sentence.clone())];
            compiled[at].2.clear();
            vec![sentence]
        };
        if let Some(Piece::Effect(Effect::Trigger(t))) = compiled[at - 1].1.first_mut() {
            t.effects.extend(moved);
        }
    }
}

/// Takes a sentence's effects out of it, to join the trigger before it, and marks the sentence
/// read as part of that trigger ([`CONTINUED`]).
fn continued(sentence: &mut (String, Vec<Piece>, Vec<&'static str>)) -> Vec<Effect> {
    sentence.2.push(CONTINUED);
    sentence
        .1
        .drain(..)
        .filter_map(|p| match p {
            Piece::Effect(e) => Some(e),
            _ => None,
        })
        .collect()
}

fn is_entering_combat_trigger(ps: &[Piece]) -> bool {
    matches!(ps, [Piece::Effect(Effect::Trigger(t))] if matches!(
        t.on,
        TriggerEvent::EnteringCombat
            | TriggerEvent::EnteringCombatAsAttacker
            | TriggerEvent::EnteringCombatAsDefender
    ))
}

fn wholly_executable(ps: &[Piece]) -> bool {
    !ps.is_empty()
        && ps
            .iter()
            .all(|p| matches!(p, Piece::Effect(e) if executable(e)))
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_with_sentences;
    use crate::engine::effects::Effect;

    // CRD 3.0.0 Specific Card Clarifications, Android 18 Lv.1: "... place them back on top in
    // any order. Draw a card." is one power, "... in any order, then draw a card."
    #[test]
    fn the_sentence_after_an_entering_combat_trigger_fires_with_it() {
        let (c, _) = compile_with_sentences(
            "When entering Combat, look at the top 5 cards of your opponent's Life Deck and place them back in any order. Draw the bottom card of your discard pile.",
            false,
        );
        match c.effects.as_slice() {
            [Effect::Trigger(t)] => assert_eq!(t.effects.len(), 2, "{t:?}"),
            other => panic!("one trigger: {other:?}"),
        }
    }

    // Black Studying Drill (Android Saga #053): "Then choose a card from your hand and place it
    // on top of your Life Deck." fires with the Drill's "When entering Combat" trigger (CRD
    // 3.0.0 "Phase 1: The Prepare Phase").
    #[test]
    fn black_studying_drill_then_sentence_fires_with_its_trigger() {
        let (c, _) = compile_with_sentences(
            "When entering Combat, draw a card. Then choose a card from your hand and place it on top of your Life Deck.",
            true,
        );
        match c.effects.as_slice() {
            [Effect::Trigger(t)] => {
                assert_eq!(t.effects.len(), 2, "{t:?}");
                assert!(!matches!(t.effects[1], Effect::Manual(_)), "{t:?}");
            }
            other => panic!("one trigger: {other:?}"),
        }
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full);
    }

    // Quick Combat Drill (Cell Games Saga #080): "If you do this you draw 1 less card during
    // your "Defender Draws 3 Cards" phase" joins the Drill's entering-Combat trigger.
    #[test]
    fn quick_combat_drill_if_you_do_this_draws_one_fewer_with_its_trigger() {
        let (c, _) = compile_with_sentences(
            "Whenever entering Combat as the defender, you may draw the bottom card of your discard pile into your hand. If you do this you draw 1 less card during your \"Defender Draws 3 Cards\" phase.",
            true,
        );
        match c.effects.as_slice() {
            [Effect::Trigger(t)] => {
                assert!(t.may, "{t:?}");
                assert_eq!(t.effects.len(), 2, "{t:?}");
                assert_eq!(
                    t.effects[1],
                    Effect::Conditional(crate::engine::effects::Conditional {
                        condition: crate::engine::effects::Condition::YouDid,
                        effects: vec![Effect::OwnPrepareDrawFewer(1)],
                    })
                );
            }
            other => panic!("one trigger: {other:?}"),
        }
    }
}
