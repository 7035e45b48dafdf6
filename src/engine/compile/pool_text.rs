//! The text the engine reads a pool card from: the CRD's rewrite of a personality's power
//! ([`power_text`]), else a Dragon Ball's CRD ruling on what it does when placed in play
//! ([`placement_rulings::ruling_text`]), else the known-cards table's quoted CRD text while the
//! pool carries the printed text and no errata source, else the card's current text (its opening
//! words as a ruling rewrites them: [`opening_rulings`]; a sentence read with the duration a
//! ruling gives it: [`duration_rulings`]). One choice,
//! made for a battle (`scenario::resolve`) and for the build's stored compile ([`super::stored`]).

use crate::corpus::{Card, Corpus};
use crate::engine::effects::dragon_balls::placement_rulings;
use crate::engine::effects::lasting::duration_rulings;
use crate::engine::effects::personality_powers::power_text;
use crate::engine::effects::timing::opening_rulings;
use crate::engine::known_cards;

/// What a pool card is read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolText {
    /// The text compiled into the card's effects.
    pub text: String,
    /// The ruling that rewrote the card's power into `text`, when one did.
    pub power_ruling: Option<String>,
}

/// The text the engine compiles for this pool card (see the module header).
pub fn pool_text(card: &Card, corpus: &Corpus) -> PoolText {
    if let Some((text, ruling)) = power_text(card, corpus) {
        return PoolText {
            text,
            power_ruling: Some(ruling),
        };
    }
    // A Dragon Ball whose CRD ruling says what it does when placed in play.
    if let Some((text, ruling)) = placement_rulings::ruling_text(card, corpus) {
        return PoolText {
            text,
            power_ruling: Some(ruling),
        };
    }
    let text = match known_cards::effects_for(&card.name) {
        Some((k, _))
            if card.current_text_source.is_none() && k.text != card.current_text.trim() =>
        {
            k.text.to_string()
        }
        _ => card.current_text.clone(),
    };
    // A ruling that strikes one sentence ("Ignore the last sentence of this card").
    let struck = super::struck_sentences::ruled_strike(card, corpus, &text);
    let (text, struck_by) = match struck {
        Some((text, ruling)) => (text, Some(ruling)),
        None => (text, None),
    };
    // A ruling that rewrites the card's opening words ("This card should read "Once per
    // turn, in place of an attack..."").
    if let Some((text, ruling)) = opening_rulings::ruled_opening(card, corpus, &text) {
        return PoolText {
            text,
            power_ruling: Some(ruling),
        };
    }
    // A ruling that says how long one of the sentences lasts.
    if let Some((text, ruling)) = duration_rulings::ruled_duration(card, corpus, &text) {
        return PoolText {
            text,
            power_ruling: Some(ruling),
        };
    }
    PoolText {
        text,
        power_ruling: struck_by,
    }
}

/// The ruling of `ruleset` (a CRD's "Specific Card Clarifications") on a card the pool gives
/// only its printed text (no errata applied: `text_source` is `None`): where that ruling reads
/// the card differently, the ruling decides, and the engine, reading the printed text, says so.
pub fn printed_text_ruling<'a>(
    text_source: Option<&str>,
    rulings: &'a [String],
    ruleset: &str,
) -> Option<&'a String> {
    if text_source.is_some() {
        return None;
    }
    let doc = format!("{ruleset}/");
    rulings.iter().find(|r| r.starts_with(&doc))
}
