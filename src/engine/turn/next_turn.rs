//! "At the beginning of your next turn, ..." (Plant Two Saibaimen's CRD 3.0.0 errata): a used
//! card's sentence kept, in a game run turn by turn, for the beginning of its player's next turn
//! and run there (read like any card text; what the engine does not read goes to the judge
//! then), instead of being handed to the judge when the card is used (CRD 3.0.0 "The Sequence of
//! Play for One Complete Turn").

use std::sync::OnceLock;

use regex::Regex;

use super::Game;
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::compile::compile_text;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::{NextTurnSentence, PlayerId};
use crate::engine::Result;

/// The words that keep a sentence for the beginning of its player's next turn; the rest of the
/// sentence is what happens then.
fn next_turn_rest(sentence: &str) -> Option<&str> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)^\s*at the (?:beginning|start) of your next turn,\s*(?P<rest>.+)$")
            .expect("a fixed pattern")
    });
    re.captures(sentence)
        .and_then(|c| c.name("rest"))
        .map(|m| m.as_str())
}

/// The sentence with its first letter upper case, as a card writes it.
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Battle {
    /// Keeps `me`'s "At the beginning of your next turn, ..." sentence of `source` for then,
    /// when the game is run turn by turn (a board of one Combat hands it to the judge at once):
    /// true when kept, said in the log.
    pub(in crate::engine) fn defer_to_next_turn(
        &mut self,
        me: PlayerId,
        sentence: &str,
        source: &str,
        log: &mut Log,
    ) -> bool {
        if !self.in_turn {
            return false;
        }
        let Some(rest) = next_turn_rest(sentence) else {
            return false;
        };
        log.note(
            c::CRD_TURN,
            format!(
                "{source}: \"{}\" waits for the beginning of {me}'s next turn",
                sentence.trim()
            ),
        );
        self.state
            .player_mut(me)
            .game
            .next_turn
            .push(NextTurnSentence {
                source: source.to_string(),
                sentence: capitalised(rest.trim()),
            });
        true
    }
}

impl Game {
    /// The beginning of the attacker's turn: the sentences its used cards kept for "the
    /// beginning of your next turn" run now, in the order kept, each read like card text.
    pub(super) fn run_next_turn_sentences(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let me = self.pos.attacker;
        let due = std::mem::take(&mut self.table.state.player_mut(me).game.next_turn);
        for NextTurnSentence { source, sentence } in due {
            log.note(
                c::CRD_TURN,
                format!(
                    "the beginning of {me}'s turn {}: {source}'s \"{sentence}\" is due now, as it says",
                    self.pos.number
                ),
            );
            self.cite_rulings_of(&source, log);
            let effects = compile_text(&sentence).effects;
            if effects.is_empty() {
                log.judge.push(format!(
                    "judge resolves: {sentence} ({source}, at the beginning of {me}'s turn {})",
                    self.pos.number
                ));
            } else if effects.iter().all(|e| matches!(e, Effect::Manual(_))) {
                for e in &effects {
                    if let Effect::Manual(s) = e {
                        log.judge.push(format!(
                            "judge resolves: {s} ({source}, at the beginning of {me}'s turn {})",
                            self.pos.number
                        ));
                    }
                }
            } else {
                self.table.apply_effects(me, &effects, &source, log)?;
            }
            account.push(format!(
                "{source}'s \"at the beginning of your next turn\" effect is due"
            ));
            if log.victory.is_some() {
                break;
            }
        }
        Ok(())
    }

    /// Cites the rulings of the card named `source` (used: looked for among every card of the
    /// board).
    fn cite_rulings_of(&self, source: &str, log: &mut Log) {
        let st = self.table.state();
        let card = PlayerId::BOTH
            .into_iter()
            .flat_map(|p| {
                let pl = st.player(p);
                pl.removed.iter().chain(&pl.discard).chain(&pl.hand)
            })
            .copied()
            .find(|&c| st.name(c) == source);
        if let Some(card) = card {
            self.table.cite_card_rulings(card, log);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::next_turn_rest;

    #[test]
    fn the_next_turn_words_keep_the_rest() {
        assert_eq!(
            next_turn_rest("At the beginning of your next turn, search your Life Deck."),
            Some("search your Life Deck.")
        );
        assert_eq!(
            next_turn_rest("Your opponent cannot gain anger until the beginning of his next turn."),
            None
        );
    }
}
