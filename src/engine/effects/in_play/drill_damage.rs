//! Pattern rows: wordings of the cards CRD 3.0.0 rewrites ("Treat this card as if it read ...")
//! that no other table reads (`in_play::drill_damage`): a Drill's reduction of the damage of every attack
//! against its owner in the kind of damage the attack does, and a Drill that makes the attacker
//! lose power stages for the power stages of damage its owner receives.
//!
//! Rows are tried in the order of `compile::tables::TABLES`; see [`crate::engine::compile::patterns`] for the
//! placeholders a pattern may use. The effects built here are read by the engine only from a Drill in play and
//! only at the top level of its text: [`confine`] leaves any other placement to the judge.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{DrillUse, Effect, MainPersonalityStages, StagesBack, Who};

fn reduce_either(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let n = c.n("n")?;
    // "by 1 power stage or 1 life card": the same amount of either kind.
    if c.n("m")? != n || n == 0 {
        return None;
    }
    one(Effect::ReduceEitherAgainstYou(n))
}

fn stages_back(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let per = c.n("n")?;
    let lose = c.n("m")?;
    if per == 0 || lose == 0 {
        return None;
    }
    one(Effect::StagesBackPerDamage(StagesBack { per, lose }))
}

fn stages_back_loss(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let per = c.n("n")?;
    let lose = c.n("m")?;
    if per == 0 || lose == 0 {
        return None;
    }
    one(Effect::StagesBackPerLoss(StagesBack { per, lose }))
}

/// "Once per Combat, in place of an attack, during your turn, <effects>": only effects the engine
/// executes in place of an attack (cards in play discarded or removed, anger, power stages,
/// draws, life cards lost).
fn drill_in_place(c: &Caps<'_>) -> Option<Vec<Piece>> {
    // "discard all of your opponents' Drills": a Drill is a card in play (`in_play::cards_in_play`
    // reads other cards only when the text says "in play").
    let x = c.s("x");
    let x = match x {
        "discard all of your opponents' drills" | "discard all of your opponent's drills" => {
            format!("{x} in play")
        }
        _ => x.to_string(),
    };
    let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(&x, 1)?;
    let mut effects = Vec::new();
    for p in pieces {
        match p {
            Piece::Effect(
                e @ (Effect::InPlay(_)
                | Effect::Anger(_)
                | Effect::PowerStages(_)
                | Effect::MainPersonalityStages(_)
                | Effect::PowerStagesToZero(_)
                | Effect::Draw(_)
                | Effect::LoseLifeCards(_)
                | Effect::SearchTop(_)
                | Effect::RemainingRemovedFromGame),
            ) => effects.push(e),
            _ => return None,
        }
    }
    if effects.is_empty() {
        return None;
    }
    one(Effect::DrillInPlaceOfAttack(DrillUse {
        per_combat: c.has("once").then_some(1),
        per_turn: c.has("perturn").then_some(1),
        your_turn: c.has("turn"),
        effects,
    }))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Orange Lifting Drill (CRD 3.0.0 rewrite).
        name: "drill-in-place-of-attack",
        // Speaking With the King Drill (read with its CRD 3.0.0 ruling's opening): "Once per
        // turn, in place of an attack, look at the top 3 cards ...".
        pattern: r"(?:(?P<once>once per combat, )|(?P<perturn>once per turn, ))in place of an attack,(?P<turn> during your turn,)? (?P<x>.+)",
        build: drill_in_place,
    },
    Pattern {
        // Straining Ankle Smash Move (CRD 3.0.0 rewrite).
        name: "use-after-opponent-pays-costs",
        pattern: r"use immediately after your opponent attacks you(?: \(this can be a physical or energy attack\))? and pays any costs for that attack",
        build: |_| one(Effect::UseAfterOpponentPaysCosts),
    },
    Pattern {
        // Straining Ankle Smash Move: its effect, used as the card is played.
        name: "lower-opponent-stages-when-played",
        pattern: r"lower your opponent's main personality {n} power stages? immediately when played",
        build: |c| {
            one(Effect::MainPersonalityStages(MainPersonalityStages {
                player: Who::Opponent,
                by: -c.signed("n")?,
                to_zero: false,
            }))
        },
    },
    Pattern {
        // Red Wrist Control Drill (CRD 3.0.0 rewrite).
        name: "stages-back-per-loss",
        pattern: r"for every {n} power stages you lose,? your opponent loses {m} power stages?,? (?:down to 0|to a minimum of 0)",
        build: stages_back_loss,
    },
    Pattern {
        // Guldo's Time Freeze Drill, Yajirobe's Gifting Drill (CRD 3.0.0 rewrites).
        name: "reduce-either-against-you",
        pattern: r"reduce the damage (?:from|of) all attacks performed against you by {n} power stages? or {m} life cards? of damage",
        build: reduce_either,
    },
    Pattern {
        // Captain Ginyu Reversal Drill (CRD 3.0.0 rewrite).
        name: "stages-back-per-damage",
        pattern: r"for every {n} power stages of damage you receive,? per attack,? your opponent loses {m} power stages? of damage",
        build: stages_back,
    },
];

/// True for the effects of this module.
pub(in crate::engine) fn is_errata(e: &Effect) -> bool {
    matches!(
        e,
        Effect::ReduceEitherAgainstYou(_)
            | Effect::StagesBackPerDamage(_)
            | Effect::StagesBackPerLoss(_)
            | Effect::DrillInPlaceOfAttack(_)
    )
}

/// True when an effect is, or holds at any depth, an effect of this module.
fn holds_errata(e: &Effect) -> bool {
    match e {
        Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::RestOfCombat(v)
        | Effect::May(v) => v.iter().any(holds_errata),
        Effect::Conditional(c) => c.effects.iter().any(holds_errata),
        other => is_errata(other),
    }
}

/// The engine reads this module's effects only from a Drill in play, at the top level of its
/// text (Battle Sequence steps 10 and 12). Anywhere else (a Combat card, under a condition, in a
/// "for the remainder of Combat" group) the sentence is left to the judge.
pub(in crate::engine) fn confine(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
    drill: bool,
) {
    crate::engine::compile::nested_clauses::demote(compiled, |e| {
        holds_errata(e) && (!drill || !is_errata(e))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, compile_text, Coverage};

    #[test]
    fn reduce_either_on_a_drill() {
        // Guldo's Time Freeze Drill and Yajirobe's Gifting Drill, as CRD 3.0.0 rewrites them.
        let text = "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(c.effects, vec![Effect::ReduceEitherAgainstYou(1)]);
        let c = compile_for(&format!("Villains only. {text}"), true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        // Not read from a card that is used rather than kept in play.
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Manual);
        assert_eq!(c.effects, vec![Effect::Manual(text.to_string())]);
        // Different amounts of each kind are not this wording.
        let c = compile_text("Reduce the damage from all attacks performed against you by 2 power stages or 1 life card of damage.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn used_after_the_opponent_pays_costs() {
        // Straining Ankle Smash Move, as CRD 3.0.0 rewrites it.
        let c = compile_for("Use immediately after your opponent attacks you (this can be a physical or energy attack) and pays any costs for that attack. Lower your opponent's Main Personality 4 power stages immediately when played.", false);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![
                Effect::UseAfterOpponentPaysCosts,
                Effect::MainPersonalityStages(MainPersonalityStages {
                    player: Who::Opponent,
                    by: -4,
                    to_zero: false
                })
            ]
        );
    }

    #[test]
    fn drill_used_in_place_of_an_attack() {
        // Orange Lifting Drill, as CRD 3.0.0 rewrites it.
        let text = "Once per Combat, in place of an attack, during your turn, discard all of your opponents' Drills. Limit 1 per deck.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let Effect::DrillInPlaceOfAttack(u) = &c.effects[0] else {
            panic!("{:?}", c.effects);
        };
        assert_eq!(u.per_combat, Some(1));
        assert!(u.your_turn);
        assert!(
            matches!(u.effects.as_slice(), [Effect::InPlay(_)]),
            "{:?}",
            u.effects
        );
        // Not on a card that is not kept in play.
        assert_eq!(compile_for(text, false).coverage, Coverage::Partial);
    }

    #[test]
    fn stages_back_per_damage_on_a_drill() {
        // Captain Ginyu Reversal Drill, as CRD 3.0.0 rewrites it.
        let text = "Villains only. For every 3 power stages of damage you receive, per attack, your opponent loses 1 power stage of damage. Limit 1 per deck.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert!(c
            .effects
            .contains(&Effect::StagesBackPerDamage(StagesBack { per: 3, lose: 1 })));
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Partial);
        // Red Wrist Control Drill, as CRD 3.0.0 rewrites it.
        let text =
            "For every 3 power stages you lose your opponent loses 1 power stage, down to 0.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![Effect::StagesBackPerLoss(StagesBack { per: 3, lose: 1 })]
        );
        assert_eq!(compile_for(text, false).coverage, Coverage::Manual);
        // Under a condition the engine does not read it: the judge does.
        let c = compile_for("If you declared a Tokui-Waza, for every 3 power stages of damage you receive, per attack, your opponent loses 1 power stage of damage.", true);
        assert_ne!(c.coverage, Coverage::Full);
    }
}
