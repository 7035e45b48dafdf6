//! Pattern rows of the `if_successful` module: the consequences of conditional sentences ("If
//! successful ...", "If you declared a Tokui-Waza and ...") in wordings the earlier tables do
//! not read, for effects the engine already has:
//!
//! - "If successful it stops the opponent from playing any other energy attack cards in this
//!   combat" (Saiyan Saga wording): an "If successful" [`Effect::Restrict`] of the opponent's
//!   Energy Combat cards for the remainder of Combat (`lasting::lasting_effects`'s restriction, which
//!   the engine enforces);
//! - "this attack is a focused attack with damage that cannot be prevented, and raise your
//!   anger 2 levels": the Focused and cannot-be-prevented keywords plus an anger raise (under
//!   the sentence's condition, read by [`crate::engine::effects::conditions::if_clauses`]).
//!
//! Rows are tried in the order of `compile::tables::TABLES`; see [`crate::engine::compile::patterns`] for the placeholders.

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::{Change, Effect, Lasts, Restrict, Targets, Who};

fn focused_unpreventable_anger(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let n = i32::try_from(c.n("n")?).ok()?;
    Some(vec![
        Piece::Focused,
        Piece::CannotBePrevented,
        Piece::Effect(Effect::Anger(Change {
            player: Who::You,
            by: n,
        })),
    ])
}

/// The rows of this module, tried after every earlier table.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "if-successful-stops-opponent-playing-energy-cards",
        // Tien's Power Burst (frieza-saga/058).
        pattern: r"if successful,? it stops (?:the|your) opponent from playing any (?:other )?energy attack cards (?:in|for the remainder of) (?:this )?combat",
        build: |_| {
            Some(vec![Piece::Effect(Effect::IfSuccessful(vec![
                Effect::Restrict(Restrict {
                    player: Who::Opponent,
                    what: Targets::CardTypes(vec!["Energy Combat".to_string()]),
                    lasts: Lasts::RestOfCombat,
                }),
            ]))])
        },
    },
    Pattern {
        name: "focused-unpreventable-and-raise-anger",
        // Saiyan Chin Kick (babidi-saga/087), after its condition.
        pattern: r"this (?:attack )?is a focused attack with damage that cannot be prevented,? and raise your anger (?P<n>\d+) levels?",
        build: focused_unpreventable_anger,
    },
    Pattern {
        name: "you-may-if-successful-this-combat",
        // Majin Buu's Taunt (fusion-saga/012): the condition trails the "you may".
        pattern: r"(?P<x>you may .+?) if (?P<cond>one of your attacks has been successful this combat)",
        build: |c| {
            let cond = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            // "raise ... anger up by 2 levels" is "raise ... anger 2 levels".
            let x = c.s("x").replace("anger up by ", "anger ");
            Some(vec![Piece::Conditional(cond, x)])
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Effect, Keyword};

    #[test]
    fn tiens_power_burst() {
        let c = compile_text("Energy attack. If successful it stops the opponent from playing any other energy attack cards in this combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert!(
            c.effects.iter().any(|e| matches!(e, Effect::IfSuccessful(v)
                if matches!(&v[..], [Effect::Restrict(r)] if r.player == crate::engine::effects::Who::Opponent))),
            "{:#?}",
            c.effects
        );
    }

    #[test]
    fn saiyan_chin_kick() {
        let c = compile_text("Sensei Deck. Physical attack doing +4 power stages of damage. If you declared a Tokui-Waza and your opponent has used a Combat card earlier this Combat, this attack is a focused attack with damage that cannot be prevented, and raise your anger 2 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Some(Effect::Conditional(k)) = c.effects.last() else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::All(vec![Condition::TokuiWaza, Condition::OpponentPlayedCard])
        );
        assert!(k.effects.contains(&Effect::Keyword(Keyword::Focused)));
        assert!(k
            .effects
            .contains(&Effect::Keyword(Keyword::CannotBePrevented)));
        assert_eq!(k.effects.len(), 3, "{:#?}", k.effects);
    }

    /// "three or more times higher/larger" power-rating comparisons.
    #[test]
    fn overwhelmed_and_pans_high_slap() {
        use crate::engine::effects::{RatingTimes, Side};
        let c = compile_text("If your Main Personality's power rating is three or more times higher than your opponent's Main Personality's power raiting, your opponent discards the top 5 cards of his Life Deck. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Some(Effect::Conditional(k)) = c.effects.first() else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::RatingTimes(RatingTimes {
                higher: Side::YourMainPersonality,
                lower: Side::OpponentMainPersonality,
                times: 3
            })
        );
        let c = compile_text("Focused physical attack doing 5 power stages of damage. If your opponent's Main Personality's power rating is three or more times larger than your Main Personality's power rating, prevent 3 life cards of damage from your opponent's attacks for the remainder of Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Some(Effect::Conditional(k)) = c.effects.last() else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::RatingTimes(RatingTimes {
                higher: Side::OpponentMainPersonality,
                lower: Side::YourMainPersonality,
                times: 3
            })
        );
    }

    /// Majin Buu's Taunt, a "you may" under a trailing condition.
    #[test]
    fn majin_buus_taunt() {
        let c = compile_text("You may raise your opponent's anger up by 2 levels if one of your attacks has been successful this Combat. Prevent 3 life cards of damage from the next attack your opponent performs against you this Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Some(Effect::Conditional(k)) = c.effects.first() else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(k.condition, Condition::SuccessfulThisCombat);
        assert!(
            matches!(&k.effects[..], [Effect::May(v)] if matches!(&v[..], [Effect::Anger(a)] if a.player == crate::engine::effects::Who::Opponent && a.by == 2)),
            "{:#?}",
            k.effects
        );
    }

    /// Krillin's Overhead Smack.
    #[test]
    fn krillins_overhead_smack() {
        let c = compile_text("Physical attack doing +2 power stages of damage. If performed by a personality without \"Puppet\" in the title whose power rating is below 300,000, this attack cannot be stopped. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert!(
            c.effects.iter().any(|e| matches!(e, Effect::Conditional(k)
                if k.condition == Condition::All(vec![
                    Condition::Not(Box::new(Condition::PerformerTitleHas("Puppet".into()))),
                    Condition::PerformerRatingBelow(300_000),
                ]) && k.effects == vec![Effect::Keyword(Keyword::CannotBeStopped)])),
            "{:#?}",
            c.effects
        );
    }
}
