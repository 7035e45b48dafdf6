//! Which documents a query prefers: the names of documents and games it uses ([`super::intent`]),
//! or one game's own words ([`super::game_words`]), turned into a weight per `doc_no` that
//! multiplies each hit's score.

use super::{analysis, game_words, intent, unit, DocEntry, Filters, Index, Interpretation};
use super::{ParsedQuery, SearchOptions};

impl Index {
    /// Reads the names of documents and games in the free text ([`intent`]) unless a `doc:` or
    /// `game:` filter already chose; the words read as a name are taken out of the text.
    pub(super) fn interpret(
        &self,
        parsed: &mut ParsedQuery,
        extra: &Filters,
        searcher: &tantivy::Searcher,
    ) -> Option<Interpretation> {
        let chosen = !parsed.filters.doc.is_empty()
            || !parsed.filters.game.is_empty()
            || !extra.doc.is_empty()
            || !extra.game.is_empty();
        if chosen {
            return None;
        }
        let known = |w: &str| {
            searcher
                .doc_freq(&tantivy::Term::from_field_text(self.fields.plain, w))
                .is_ok_and(|n| n > 0)
        };
        let reading = intent::read_with(&parsed.text, &self.doc_names, &self.docs, &known)?;
        parsed.text = reading.searched.clone();
        Some(reading)
    }

    /// The game whose own words an unfiltered query uses ([`game_words`]), if one.
    pub(super) fn own_words_game(
        &self,
        parsed: &ParsedQuery,
        options: &SearchOptions,
        searcher: &tantivy::Searcher,
    ) -> Option<crate::corpus::Game> {
        if !parsed.filters.is_empty() || !options.filters.is_empty() {
            return None;
        }
        let mut en = analysis::en_analyzer();
        let terms: Vec<String> = analysis::analyze(&mut en, &parsed.text)
            .into_iter()
            .map(|t| t.text)
            .collect();
        game_words::implicit_game(searcher, &self.fields, &self.docs, &terms)
    }

    /// The weight of each `doc_no` when the query uses one game's own words: that game's
    /// documents and cards in full (newest first), the others [`game_words::OTHER_GAMES`].
    pub(super) fn game_preference(&self, game: crate::corpus::Game) -> Vec<(u64, f64)> {
        let reading = Interpretation {
            reading_as: String::new(),
            docs: self
                .docs
                .iter()
                .filter(|d| d.game == game)
                .map(|d| d.id.clone())
                .collect(),
            games: vec![game],
            named_by: Vec::new(),
            searched: String::new(),
        };
        self.preference_with(&reading, game_words::OTHER_GAMES)
    }

    /// The weight of each `doc_no` under a reading: the named documents (and their game's
    /// cards) count in full, in precedence order when several are named; others count
    /// [`intent::OTHER_DOCS`].
    pub(super) fn preference(&self, reading: &Interpretation) -> Vec<(u64, f64)> {
        self.preference_with(reading, intent::OTHER_DOCS)
    }

    fn preference_with(&self, reading: &Interpretation, others: f64) -> Vec<(u64, f64)> {
        let mut out: Vec<(u64, f64)> = Vec::new();
        let named: Vec<&DocEntry> = self
            .docs
            .iter()
            .filter(|d| reading.docs.contains(&d.id))
            .collect();
        for (i, d) in self.docs.iter().enumerate() {
            let w = if reading.docs.contains(&d.id) {
                // Several named documents of one game: the newest first.
                let newer = named
                    .iter()
                    .filter(|n| n.game == d.game && n.precedence > d.precedence)
                    .count();
                unit::SUPERSEDED_FACTOR.powi(newer as i32)
            } else {
                others
            };
            out.push((i as u64, w));
        }
        for g in crate::corpus::Game::ALL {
            let w = if reading.games.contains(&g) {
                1.0
            } else {
                others
            };
            out.push((unit::card_doc_no(g), w));
        }
        out
    }
}
