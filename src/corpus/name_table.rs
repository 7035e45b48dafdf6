//! Every card's name entry (id, display name, game, documents-only flag and the normalised
//! lookup key [`super::names::normalise`] gives its name), and the form the corpus store keeps
//! them in: one tab-separated line per card, read back without a JSON decode or a copy (the
//! entries borrow the store's text), so a name look-up neither decodes a card nor normalises
//! the pool at run time.

use serde::{Deserialize, Serialize};

use super::catalogue::Text;
use super::{Card, Game};

/// What a name look-up, `sources` and the id map need of a card, without the card itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardName {
    /// The card's id.
    pub id: Text,
    /// Its display name.
    pub name: Text,
    /// Its game.
    pub game: Game,
    /// Built from the documents alone.
    pub documents_only: bool,
    /// Its name's lookup key ([`super::names::normalise`]).
    pub key: Text,
}

impl CardName {
    /// The name entry of a card.
    pub fn of(card: &Card) -> CardName {
        CardName {
            id: Text::Owned(card.id.clone()),
            name: Text::Owned(card.name.clone()),
            game: card.game,
            documents_only: card.documents_only,
            key: Text::Owned(super::names::normalise(&card.name)),
        }
    }
}

/// Writes the entries, one line each: `id`, game key, `0`/`1`, name, key, tab-separated.
/// `None` when a field holds a tab or a line break (the line form could not read it back).
pub fn write(names: &[CardName]) -> Option<Vec<u8>> {
    let mut out = String::new();
    for n in names {
        let fields = [
            &*n.id,
            n.game.key(),
            if n.documents_only { "1" } else { "0" },
            &*n.name,
            &*n.key,
        ];
        if fields.iter().any(|f| f.contains(['\t', '\n', '\r'])) {
            return None;
        }
        out.push_str(&fields.join("\t"));
        out.push('\n');
    }
    Some(out.into_bytes())
}

/// Reads back what [`write`] wrote, borrowing its text; `None` when a line is malformed.
pub fn read(bytes: &'static [u8]) -> Option<Vec<CardName>> {
    let text = std::str::from_utf8(bytes).ok()?;
    super::catalogue::rows(text)?
        .into_iter()
        .map(|[id, game, documents_only, name, key]| {
            let game = game_of_key(game)?;
            let documents_only = match documents_only {
                "1" => true,
                "0" => false,
                _ => return None,
            };
            Some(CardName {
                id: Text::Borrowed(id),
                name: Text::Borrowed(name),
                game,
                documents_only,
                key: Text::Borrowed(key),
            })
        })
        .collect()
}

fn game_of_key(key: &str) -> Option<Game> {
    Game::ALL.into_iter().find(|g| g.key() == key)
}
