//! Deck size: the cards the ruleset counts (CRD 3.0.0: the whole deck but the Sensei Deck,
//! 50-85, 90 with a Namekian Tokui-Waza; the older errata: 50-75; Panini: the Life Deck as
//! listed, exactly 60; Personality cards listed in it are `allies`' finding).

use super::{Ctx, Finding};
use crate::deck::list::Zone;
use crate::deck::report::Severity;

/// The number of cards the size rule counts.
pub fn counted(ctx: &Ctx<'_, '_>) -> u32 {
    let life_deck_only = ctx.ruleset.size.is_some_and(|s| s.life_deck_only);
    ctx.deck
        .cards
        .iter()
        .filter(|c| c.zone != Zone::SenseiDeck)
        .filter(|c| !life_deck_only || c.zone == Zone::LifeDeck)
        .map(|c| c.count)
        .sum()
}

/// Checks the size.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.size else { return };
    let n = counted(ctx);
    let namekian = super::styles::mastery_style(ctx).as_deref() == Some("Namekian");
    let max = match rule.max_namekian {
        Some(m) if namekian => m,
        _ => rule.max,
    };
    let what = if rule.life_deck_only {
        "The Life Deck"
    } else {
        "The deck (Sensei Deck not counted)"
    };
    let message = if rule.min == max && n != max {
        format!("{what} holds {n} cards; it must hold exactly {max}.")
    } else if n < rule.min {
        format!("{what} holds {n} cards; the minimum is {}.", rule.min)
    } else if n > max {
        let why = match rule.max_namekian {
            Some(m) if !namekian => {
                format!(" ({m} only with a Namekian Tokui-Waza)")
            }
            _ => String::new(),
        };
        format!("{what} holds {n} cards; the maximum is {max}{why}.")
    } else {
        return;
    };
    out.push(Finding::new(
        "size",
        Severity::Illegal,
        rule.rule,
        Vec::new(),
        message,
    ));
}
