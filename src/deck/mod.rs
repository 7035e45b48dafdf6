//! The deck check: is this decklist legal under a ruleset, and which rule says not. A list read
//! from text, OCTGN `.o8d` or LackeyCCG `.dek` ([`list`]) is looked up ([`resolve`]) and checked
//! rule by rule ([`checks`]) against the ruleset's data ([`ruleset`]), each finding citing a
//! section id. It reads the corpus and the engine's card-text compiler; `commands::deck` calls it.

pub mod card_text;
pub mod checks;
pub mod lackey;
pub mod list;
pub mod octgn;
pub mod report;
pub mod resolve;
pub mod ruleset;
pub mod text;
mod xml;

use crate::corpus::names::NameIndex;
use crate::corpus::Corpus;

pub use list::{DeckEntry, DeckList, Format, Zone};
pub use report::{Counts, DeckReport, Finding, Severity};
pub use ruleset::Ruleset;

/// A decklist that cannot be checked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    /// The file is not a decklist in a format Scouter reads.
    #[error("line {line}: {message}")]
    Unreadable {
        /// 1-based line.
        line: usize,
        /// What was wrong.
        message: String,
    },
    /// The file lists no card.
    #[error("the decklist names no card")]
    Empty,
    /// `--ruleset` names no ruleset.
    #[error("unknown ruleset {name:?}; expected one of {}", ruleset::ids().join(", "))]
    UnknownRuleset {
        /// The id given.
        name: String,
    },
}

/// Reads a decklist in whichever format the text is: XML with `<superzone>` is LackeyCCG, other
/// XML is OCTGN, anything else plain text.
pub fn parse(text: &str) -> Result<DeckList, DeckError> {
    let body = text.trim_start_matches('\u{feff}').trim_start();
    let list = if body.starts_with('<') {
        if body.contains("<superzone") {
            lackey::parse(text)?
        } else {
            octgn::parse(text)?
        }
    } else {
        text::parse(text)?
    };
    if list.entries.is_empty() {
        return Err(DeckError::Empty);
    }
    Ok(list)
}

/// The ruleset `--ruleset` names, or the default for the list's format (OCTGN files are
/// Panini decks; other lists Score decks under CRD 3.0.0).
pub fn choose_ruleset(id: Option<&str>, list: &DeckList) -> Result<&'static Ruleset, DeckError> {
    match id {
        Some(id) => ruleset::find(id).ok_or_else(|| DeckError::UnknownRuleset {
            name: id.to_string(),
        }),
        None => Ok(match list.format {
            Format::Octgn => ruleset::default_for(crate::corpus::Game::PaniniDbzTcg),
            _ => &ruleset::RULESETS[0],
        }),
    }
}

/// Checks a decklist's text under a ruleset (`None`: the default for its format). `file` is
/// how the report names it.
pub fn check(
    corpus: &Corpus,
    file: &str,
    text: &str,
    ruleset: Option<&str>,
) -> Result<DeckReport, DeckError> {
    let list = parse(text)?;
    let ruleset = choose_ruleset(ruleset, &list)?;
    let index = NameIndex::of_pool_range(corpus, game_cards(corpus.card_names(), ruleset.game));
    let mut findings = Vec::new();
    let deck = resolve::resolve(&list, &index, ruleset, &mut findings);
    let ctx = checks::Ctx {
        deck: &deck,
        ruleset,
        corpus,
    };
    findings.extend(checks::run(&ctx));
    if let (Format::Octgn, Some(note)) = (list.format, ruleset.octgn_note) {
        for f in findings.iter_mut().filter(|f| f.severity != Severity::Note) {
            f.note = Some(note.to_string());
        }
    }
    findings.sort_by_key(|f| f.severity);
    let counts = counts(&ctx);
    Ok(DeckReport {
        legal: !findings.iter().any(|f| f.severity == Severity::Illegal),
        ruleset: ruleset.id.to_string(),
        counts,
        findings,
        file: file.to_string(),
        format: list.format,
    })
}

/// The cards of one game: the pool keeps a game's files together, so they are one slice (the
/// name index over them costs half the whole pool's); all cards if they are not.
fn game_cards(
    cards: &[crate::corpus::CardName],
    game: crate::corpus::Game,
) -> std::ops::Range<usize> {
    let first = cards.iter().position(|c| c.game == game);
    let last = cards.iter().rposition(|c| c.game == game);
    match (first, last) {
        (Some(a), Some(b)) if cards[a..=b].iter().all(|c| c.game == game) => a..b + 1,
        _ => 0..cards.len(),
    }
}

fn counts(ctx: &checks::Ctx<'_, '_>) -> Counts {
    use ruleset::Kind;
    let mut c = Counts {
        counted: checks::size_counted(ctx),
        ..Counts::default()
    };
    for card in &ctx.deck.cards {
        let slot = match (card.zone, card.kind) {
            (Zone::SenseiDeck, _) => &mut c.sensei_deck,
            (_, Kind::MainPersonality) => &mut c.main_personality,
            (_, Kind::Ally) => &mut c.allies,
            (_, Kind::Mastery) => &mut c.mastery,
            _ => &mut c.life_deck,
        };
        *slot += card.count;
    }
    c
}
