//! Dragon Balls of one set: every Dragon Ball of the deck belongs to the same Dragon Ball set
//! (Earth, Namek, ...); where the ruleset allows it, "Alt." Dragon Balls mix with their set's
//! others. (One copy of each: `copies`.)

use super::{listing, Ctx, Finding};
use crate::deck::report::Severity;
use crate::deck::ruleset::Kind;

/// The Dragon Ball set a title names: `Alt. Namek Dragon Ball 3` -> `Namek` (or `Alt. Namek`
/// when Alt. cards do not mix).
fn db_set(title: &str, alt_mixes: bool) -> String {
    let head = title.split("Dragon Ball").next().unwrap_or(title).trim();
    let head = if alt_mixes {
        head.trim_start_matches("Alt.").trim()
    } else {
        head
    };
    head.to_string()
}

/// Checks that the Dragon Balls are of one set.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.dragon_balls.filter(|r| r.one_set) else {
        return;
    };
    let mut sets: Vec<(String, Vec<String>)> = Vec::new();
    for c in ctx.deck.of_kind(Kind::DragonBall) {
        let set = db_set(&c.title, rule.alt_mixes);
        match sets.iter_mut().find(|(s, _)| *s == set) {
            Some((_, titles)) => titles.push(c.title.clone()),
            None => sets.push((set, vec![c.title.clone()])),
        }
    }
    if sets.len() > 1 {
        let names: Vec<String> = sets.iter().map(|(s, _)| s.clone()).collect();
        let cards = sets.into_iter().flat_map(|(_, t)| t).collect();
        out.push(Finding::new(
            "dragon-balls",
            Severity::Illegal,
            rule.rule,
            cards,
            format!(
                "The Dragon Balls come from {} sets ({}); all must belong to one set.",
                names.len(),
                listing(&names)
            ),
        ));
    }
}
