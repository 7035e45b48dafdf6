//! Card rulings that restrict deck building ("You cannot have this card in your Life Deck or
//! Sensei Deck if you are declaring a Red Tokui-Waza."): read from the rulings of the ruleset's
//! document, enforced when the decklist decides the condition (the declared Tokui-Waza), and
//! otherwise left to the judge with the ruling's id. Never passed silently.

use super::{Ctx, Finding};
use crate::deck::report::Severity;
use regex::Regex;
use std::sync::OnceLock;

/// Phrases of a ruling sentence that keep the card out of a deck.
const PROHIBITS: &[&str] = &[
    "may not include copies of this card in your",
    "cannot have this card in your",
    "cannot include this card in your",
    "may not have this card in your",
];

/// Phrases of a ruling sentence that speak of building a deck without one of [`PROHIBITS`]
/// (left to the judge).
const DECK_BUILDING: &[&str] = &[
    "in your deck if",
    "in your life deck if",
    "copies of this card in your deck",
    "while building your deck",
];

/// The condition the decklist decides: "if you declared a Freestyle Tokui-Waza", "if you are
/// declaring a Red Tokui-Waza".
fn tokui_waza_condition() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"(?i)if you (?:are declaring|declared|declare) an? (\w+) Tokui-Waza")
            .expect("the Tokui-Waza condition pattern is valid")
    })
}

/// Checks every card's deck-building rulings.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let prefix = format!("{}/", ctx.ruleset.doc);
    let style = super::styles::mastery_style(ctx);
    for card in &ctx.deck.cards {
        for id in card
            .card()
            .rulings
            .iter()
            .filter(|id| id.starts_with(&prefix))
        {
            let Some(ruling) = ctx.corpus.ruling(id) else {
                continue;
            };
            for sentence in ruling.text.split_inclusive(". ") {
                let sentence = sentence.trim();
                let lower = sentence.to_lowercase();
                let prohibits = PROHIBITS.iter().any(|p| lower.contains(p));
                if !prohibits && !DECK_BUILDING.iter().any(|p| lower.contains(p)) {
                    continue;
                }
                let condition = tokui_waza_condition()
                    .captures(sentence)
                    .map(|c| c[1].to_lowercase());
                let t = &card.title;
                let finding = match (&condition, prohibits) {
                    (Some(tw), true) => {
                        if style.as_deref().map(str::to_lowercase).as_deref() != Some(tw.as_str()) {
                            continue;
                        }
                        (Severity::Illegal, format!("\"{t}\" in a deck declaring its Tokui-Waza: the card's ruling reads \"{sentence}\""))
                    }
                    _ => (Severity::JudgeChecks, format!("\"{t}\": the card's ruling restricts deck building in a way the list does not decide; a judge checks it: \"{sentence}\"")),
                };
                out.push(Finding::new(
                    "rulings",
                    finding.0,
                    id,
                    vec![t.clone()],
                    finding.1,
                ));
            }
        }
    }
}
