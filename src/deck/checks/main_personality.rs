//! The Main Personality: CRD 3.0.0 wants at least 3 consecutive levels of one personality from
//! level 1 (up to level 5, none skipped); the Panini rule book exactly one MP card of level 1-3,
//! with the levels of all Personalities (each Ally one level) summing to 3 or less.

use super::{listing, Ctx, Finding};
use crate::deck::list::Zone;
use crate::deck::report::Severity;
use crate::deck::ruleset::{Kind, MpRule};

/// Checks the Main Personality.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.main_personality else {
        return;
    };
    let mp = ctx.deck.mp_cards();
    let mut illegal = |rule: &str, cards: Vec<String>, message: String| {
        out.push(Finding::new(
            "main-personality",
            Severity::Illegal,
            rule,
            cards,
            message,
        ))
    };
    let titles: Vec<String> = mp.iter().map(|c| c.title.clone()).collect();
    let mut characters: Vec<String> = mp.iter().map(|c| c.character()).collect();
    characters.dedup();
    if characters.len() > 1 {
        let r = match rule {
            MpRule::Levels { rule, .. } | MpRule::OneCard { rule, .. } => rule,
        };
        illegal(
            r,
            titles.clone(),
            format!(
                "The Main Personality cards {} are not all one personality.",
                listing(&titles)
            ),
        );
    }
    match rule {
        MpRule::Levels {
            min_levels,
            max_level,
            rule,
        } => {
            let mut levels: Vec<u32> = mp.iter().filter_map(|c| c.level()).collect();
            levels.sort_unstable();
            levels.dedup();
            let top = levels.last().copied().unwrap_or(0);
            let want: Vec<u32> = (1..=top.max(min_levels)).collect();
            let missing: Vec<String> = want
                .iter()
                .filter(|l| !levels.contains(l))
                .map(|l| format!("Lv.{l}"))
                .collect();
            if mp.is_empty() {
                illegal(
                    rule,
                    Vec::new(),
                    format!("No Main Personality: the deck needs levels 1 to {min_levels} of one personality."),
                );
            } else if !missing.is_empty() {
                illegal(
                    rule,
                    titles.clone(),
                    format!(
                        "The Main Personality needs at least {min_levels} consecutive levels from level 1; {} missing.",
                        missing.join(", ")
                    ),
                );
            }
            if top > max_level {
                illegal(
                    rule,
                    titles,
                    format!(
                        "Main Personality levels go up to {max_level}; the deck lists level {top}."
                    ),
                );
            }
        }
        MpRule::OneCard {
            max_level,
            level_sum,
            rule,
            sum_rule,
        } => {
            let n: u32 = mp.iter().map(|c| c.count).sum();
            if n != 1 {
                illegal(
                    rule,
                    titles.clone(),
                    format!("The deck must have exactly one Main Personality card; it has {n}."),
                );
            }
            let over: Vec<String> = mp
                .iter()
                .filter(|c| c.level().is_some_and(|l| l > max_level))
                .map(|c| c.title.clone())
                .collect();
            if !over.is_empty() {
                illegal(
                    rule,
                    over.clone(),
                    format!(
                        "A Main Personality card is of level 1, 2 or 3; {} is higher.",
                        listing(&over)
                    ),
                );
            }
            // Each Ally in play at the start has one level (the rule book: "Allies have only
            // one level").
            let allies: Vec<_> = ctx
                .deck
                .of_kind(Kind::Ally)
                .filter(|c| c.zone == Zone::Starting)
                .collect();
            let sum: u32 = mp
                .iter()
                .map(|c| c.level().unwrap_or(1) * c.count)
                .chain(allies.iter().map(|c| c.count))
                .sum();
            if sum > level_sum {
                let cards: Vec<String> = mp
                    .iter()
                    .chain(allies.iter())
                    .map(|c| c.title.clone())
                    .collect();
                illegal(
                    sum_rule,
                    cards,
                    format!("The Personalities' levels sum to {sum}; they must sum to {level_sum} or less."),
                );
            }
        }
    }
}
