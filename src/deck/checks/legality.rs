//! Banned cards and event-only cards: a card on the ruleset document's Banned list is illegal;
//! a "Tuff Enuff Only" card is legal only at events the organiser names, so a judge checks it.
//! (The Restricted and Semi-Restricted lists are copy limits: `copies`.)

use super::{Ctx, Finding};
use crate::corpus::LegalityStatus;
use crate::deck::report::Severity;

/// Checks the Banned list and the event-only cards.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let mut seen: Vec<&str> = Vec::new();
    for c in &ctx.deck.cards {
        if seen.contains(&c.title.as_str()) {
            continue;
        }
        seen.push(&c.title);
        for l in c
            .card()
            .legality
            .iter()
            .filter(|l| l.doc == ctx.ruleset.doc)
        {
            let (severity, message) = match l.status {
                LegalityStatus::Banned => (
                    Severity::Illegal,
                    format!("\"{}\" is on the Banned list.", c.title),
                ),
                LegalityStatus::TuffEnuffOnly if ctx.ruleset.event_only.is_some() => (
                    Severity::JudgeChecks,
                    format!(
                        "\"{}\" is Tuff Enuff Only: legal only at events specified as Tuff Enuff.",
                        c.title
                    ),
                ),
                _ => continue,
            };
            out.push(Finding::new(
                "legality",
                severity,
                &l.section,
                vec![c.title.clone()],
                message,
            ));
        }
    }
}
