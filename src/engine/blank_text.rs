//! Cards with a blank text box: a card in play whose ruling blanks the cards of a kind placed
//! into play while it is there (No, Really Drill?: "When a Dragon Ball is placed into play while
//! this Drill is in play, the Dragon Ball is considered to have a Blank Text box until it leaves
//! play ..."). The sentence is read as data ([`BlankingRule`], on `CardDef::blanks`); a card
//! made blank is kept on its owner's `GameFlags::blank_text`, and its powers are not used.

use serde::Serialize;

use crate::corpus::Corpus;
use crate::engine::battle::Battle;
use crate::engine::card_kinds::CardKind;
use crate::engine::ids::{CardId, PlayerId};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardDef};

/// A ruling sentence saying the cards of a kind placed into play while this card is in play
/// have a blank text box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BlankingRule {
    /// The ruling's id.
    pub ruling: String,
    /// The sentence, as the ruling prints it.
    pub sentence: String,
    /// The kind of card it blanks.
    pub what: CardKind,
}

/// A card with a blank text box, with the card and ruling that made it so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BlankCard {
    /// The blank card.
    pub card: CardId,
    /// The name of the card in play that blanked it.
    pub by: String,
    /// The ruling that says so.
    pub ruling: String,
}

/// The sentence's shape, lower-cased: "when a <kind> is placed into play while this <card> is
/// in play, the <kind> is considered to have a blank text box ...".
const OPENING: &str = "when a ";
const PLACED: &str = " is placed into play while this ";
const BLANK: &str = "is considered to have a blank text box";

/// The blanking rules of one ruling's text.
pub fn read(ruling: &str, text: &str) -> Vec<BlankingRule> {
    text.split_inclusive('.')
        .map(str::trim)
        .filter_map(|sentence| {
            let lower = sentence.to_lowercase();
            let rest = lower.strip_prefix(OPENING)?;
            let (kind, after) = rest.split_once(PLACED)?;
            if !after.contains(BLANK) {
                return None;
            }
            let what = match kind {
                "dragon ball" => CardKind::DragonBall,
                "drill" => CardKind::Drill,
                _ => return None,
            };
            Some(BlankingRule {
                ruling: ruling.to_string(),
                sentence: sentence.to_string(),
                what,
            })
        })
        .collect()
}

/// The blanking rules of these rulings (the first document's only: the CRD's older edition
/// says the same).
pub fn of_rulings(rulings: &[String], corpus: &Corpus) -> Vec<BlankingRule> {
    rulings
        .iter()
        .filter_map(|id| corpus.ruling(id))
        .map(|r| read(&r.id, &r.text))
        .find(|v| !v.is_empty())
        .unwrap_or_default()
}

/// Whether a card is of the kind a rule blanks.
fn is_kind(def: &CardDef, what: &CardKind) -> bool {
    match what {
        CardKind::DragonBall => def.is_dragon_ball(),
        CardKind::Drill => def.is_drill(),
        CardKind::Style(s) => def.has_style(s),
    }
}

/// The card's blank mark, if its text box is blank.
pub fn blank(state: &BoardState, card: CardId) -> Option<&BlankCard> {
    state
        .player(state.owner(card))
        .game
        .blank_text
        .iter()
        .find(|b| b.card == card)
}

impl Battle {
    /// A card just placed into play: blank when a card in play (either player's: "This Drill
    /// affects all players") blanks its kind, kept so until it leaves play even if that card
    /// leaves first; a mark from an earlier stay in play is dropped. Says so, citing the
    /// ruling; true when blank.
    pub(in crate::engine) fn placed_blank(
        &mut self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> bool {
        let owner = self.state.owner(card);
        self.state
            .player_mut(owner)
            .game
            .blank_text
            .retain(|b| b.card != card);
        let placed = self.state.def(card);
        let found = PlayerId::BOTH.iter().find_map(|&p| {
            self.state.player(p).in_play.by_kind().find_map(|(c, _)| {
                let def = self.state.def(c);
                def.blanks
                    .iter()
                    .find(|r| c != card && is_kind(placed, &r.what))
                    .map(|r| (def.name.clone(), r.clone()))
            })
        });
        let Some((by, rule)) = found else {
            return false;
        };
        let name = placed.name.clone();
        log.cite_ruling(&rule.ruling);
        log.note(
            self.cite(Rule::DragonBalls),
            format!(
                "{name} is placed into play by {me} while {by} is in play: it has a blank text box until it leaves play (\"{}\", {}); none of its powers are used, and it is still {} in play",
                rule.sentence,
                rule.ruling,
                rule.what.words()
            ),
        );
        self.state
            .player_mut(owner)
            .game
            .blank_text
            .push(BlankCard {
                card,
                by,
                ruling: rule.ruling,
            });
        true
    }

    /// Says that a blank card's powers are not used, citing the ruling; true when blank.
    pub(in crate::engine) fn powers_blank(
        &self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> bool {
        let Some(b) = blank(&self.state, card) else {
            return false;
        };
        log.cite_ruling(&b.ruling);
        log.note(
            self.cite(Rule::DragonBalls),
            format!(
                "{} has a blank text box ({} was in play when it was placed, {}): {me} uses none of its powers",
                self.state.name(card),
                b.by,
                b.ruling
            ),
        );
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD 3.0.0 Specific Card Clarifications, No, Really Drill?.
    #[test]
    fn no_really_drill_ruling_blanks_dragon_balls_placed() {
        let r = read(
            "r",
            "This Drill affects all players. When a Dragon Ball is placed into play while this Drill is in play, the Dragon Ball is considered to have a Blank Text box until it leaves play or until the end of the game (whichever happens first), regardless if No, Really Drill? leaves play later on in the game.",
        );
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].what, CardKind::DragonBall);
        assert!(r[0].sentence.starts_with("When a Dragon Ball is placed"));
    }

    /// A sentence without the blank text box is not read.
    #[test]
    fn other_placements_are_not_blanking() {
        assert!(read(
            "r",
            "When a Dragon Ball is placed into play while this Drill is in play, draw a card."
        )
        .is_empty());
    }
}
