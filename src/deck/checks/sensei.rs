//! The Sensei Deck: its size is at most the "(Deck Size: N)" its Sensei card states; Sensei
//! Deck cards with no Sensei card to state that size are illegal; "Sensei Deck only" cards must start in it.
//! (Its styled cards: `styles`; its copies count with the deck's: `copies`.)

use super::{listing, Ctx, Finding};
use crate::deck::list::Zone;
use crate::deck::report::Severity;
use crate::deck::ruleset::Kind;

/// The "(Deck Size: N)" of a Sensei card's text.
fn deck_size(text: &str) -> Option<u32> {
    let lower = text.to_lowercase();
    let at = lower.find("deck size:")? + "deck size:".len();
    let digits: String = lower[at..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// Checks the Sensei Deck.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.sensei else {
        return;
    };
    let mut push = |severity, cards: Vec<String>, message: String| {
        out.push(Finding::new("sensei-deck", severity, rule, cards, message))
    };
    let in_sensei: u32 = ctx
        .deck
        .cards
        .iter()
        .filter(|c| c.zone == Zone::SenseiDeck)
        .map(|c| c.count)
        .sum();
    let senseis: Vec<_> = ctx.deck.of_kind(Kind::Sensei).collect();
    match senseis.as_slice() {
        [] if in_sensei > 0 => push(
            Severity::Illegal,
            Vec::new(),
            format!("The Sensei Deck lists {in_sensei} cards but the deck has no Sensei card; \"The Sensei card states the deck size of your Sensei Deck\", so without one it holds none."),
        ),
        [s] => match deck_size(&s.card().current_text) {
            Some(max) if in_sensei > max => push(
                Severity::Illegal,
                vec![s.title.clone()],
                format!("The Sensei Deck holds {in_sensei} cards; \"{}\" allows {max}.", s.title),
            ),
            Some(_) => {}
            None => push(
                Severity::JudgeChecks,
                vec![s.title.clone()],
                format!("\"{}\" states no deck size Scouter can read; a judge checks the Sensei Deck's {in_sensei} cards.", s.title),
            ),
        },
        _ => {}
    }
    let misplaced: Vec<String> = ctx
        .deck
        .cards
        .iter()
        .filter(|c| c.zone != Zone::SenseiDeck && c.text.sensei_only)
        .map(|c| c.title.clone())
        .collect();
    if !misplaced.is_empty() {
        push(
            Severity::Illegal,
            misplaced.clone(),
            format!("{} {} \"Sensei Deck only\": must start the game in the Sensei Deck (list under a Sensei Deck header).", listing(&misplaced), if misplaced.len() == 1 { "is" } else { "are" }),
        );
    }
}
