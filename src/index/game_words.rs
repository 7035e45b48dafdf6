//! Words only one game's rule book uses (Planet, Chi, Warrior, Support card, ...): a query
//! that names no game but uses such a word is read as a soft preference for that game. A word
//! counts when every rules passage that holds it belongs to one game other than the default
//! game (the game of the corpus's current CRD).

use tantivy::schema::IndexRecordOption;
use tantivy::{DocSet, Searcher, Term, TERMINATED};

use super::query::DocEntry;
use super::schema::Fields;
use crate::corpus::Game;

/// How much the other games' passages count when the query uses one game's own words.
pub const OTHER_GAMES: f64 = 0.7;

/// Passages looked at per word before giving up (common words are no game's own).
const MAX_POSTINGS: usize = 400;

/// The one game whose own words the query's stemmed `terms` use, if there is one.
pub fn implicit_game(
    searcher: &Searcher,
    fields: &Fields,
    docs: &[DocEntry],
    terms: &[String],
) -> Option<Game> {
    let default = docs.iter().max_by_key(|d| d.precedence).map(|d| d.game)?;
    let mut found: Option<Game> = None;
    for t in terms {
        let Some(game) = own_game(searcher, fields, docs, t, default) else {
            continue;
        };
        match found {
            Some(g) if g != game => return None,
            _ => found = Some(game),
        }
    }
    found
}

/// The game every passage holding `term` in its heading or text belongs to, if they all
/// share one and it is not `default` (the first passage of another game, or of the default
/// game, ends the look).
fn own_game(
    searcher: &Searcher,
    fields: &Fields,
    docs: &[DocEntry],
    term: &str,
    default: Game,
) -> Option<Game> {
    let mut game: Option<Game> = None;
    let mut seen = 0;
    for (field, segment) in [fields.title, fields.body]
        .into_iter()
        .flat_map(|f| searcher.segment_readers().iter().map(move |s| (f, s)))
    {
        let term = Term::from_field_text(field, term);
        let inverted = segment.inverted_index(field).ok()?;
        let Some(mut postings) = inverted
            .read_postings(&term, IndexRecordOption::Basic)
            .ok()
            .flatten()
        else {
            continue;
        };
        let doc_no = segment.fast_fields().u64("doc_no").ok()?;
        let mut doc = postings.doc();
        while doc != TERMINATED {
            seen += 1;
            if seen > MAX_POSTINGS {
                return None;
            }
            let no = doc_no.first(doc)?;
            let g = docs.get(usize::try_from(no).ok()?)?.game;
            if g == default {
                return None;
            }
            match game {
                Some(x) if x != g => return None,
                _ => game = Some(g),
            }
            doc = postings.advance();
        }
    }
    game
}
