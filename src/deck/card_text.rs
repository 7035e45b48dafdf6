//! What a card's own text says about deck building: "Limit N per deck", "Unless your Main
//! Personality is X, limit N per deck", "You may have up to N copies", "Sensei Deck only", "does
//! not count towards or against Tokui-Waza", and "X only" (Score cards, read with the engine
//! compiler's phrases, checked against it in tests); Panini cards carry `limit_per_deck`.

use std::sync::OnceLock;

use regex::Regex;

use crate::corpus::{Card, Game};

/// The deck-building facts of one card's text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextRules {
    /// "Limit N per deck", with what lifts it ("Unless your Main Personality is X": the name as
    /// printed, lowercase; or "saiyan tokui-waza").
    pub limit: Option<(u32, Option<String>)>,
    /// "You may have up to N copies of this card".
    pub copies_allowed: Option<u32>,
    /// "Sensei Deck only".
    pub sensei_only: bool,
    /// Not counted for or against a Tokui-Waza.
    pub not_counted_for_style: bool,
    /// "X only" restrictions, each a list of names or groups as printed (title case).
    pub only: Vec<Vec<String>>,
}

/// The phrases, as the engine's card-text compiler writes them (`compile::patterns`: the
/// limit-per-deck, limit-per-deck-unless, copies-allowed and only rows). The compiler builds its
/// whole table of several hundred patterns on first use, which costs a deck check more than the
/// rest of it together, so the few deck-building rows are read here.
struct Phrases {
    unless: Regex,
    limit: Regex,
    copies: Regex,
    only: Regex,
}

fn phrases() -> &'static Phrases {
    static PHRASES: OnceLock<Phrases> = OnceLock::new();
    PHRASES.get_or_init(|| {
        let re = |p: &str| Regex::new(p).unwrap_or_else(|e| panic!("deck phrase {p}: {e}"));
        const N: &str = r"(\d+|one|two|three|four)";
        Phrases {
            unless: re(&format!(r"^(?:unless your main personality is (?P<a>[a-z0-9 .'-]+?),? limit (?P<n>{N}) per deck|limit (?P<m>{N}) per deck,? unless your main personality is (?P<b>[a-z0-9 .'-]+?)|unless you declared (?:a |an )?(?P<c>[a-z]+ tokui-waza),? limit (?P<k>{N}) per deck)$")),
            limit: re(&format!(r"^(?:limit (?P<n>{N}) (?:per|to a|a) deck|card limited to (?P<m>{N}) per deck)$")),
            copies: re(&format!(r"^you (?:may|can) have up to (?P<n>{N}) copies of this card in your (?:life )?deck$")),
            only: re(r"^(?P<who>[a-z0-9 .,'&/-]{2,60}?) only$"),
        }
    })
}

/// Words that make an "X only" sentence something other than a list of who may use the card
/// (the compiler's `only` row refuses the same).
const NOT_WHO: &[&str] = &[
    " may ", " can ", " use ", " play", " attack", " deck", " draw", " your ", " if ",
];

/// "X only" phrases that are not about who may use the card (event formats, and the one card
/// that misspells one: Scientific Repatching's "Tuff Enuuff only").
const NOT_RESTRICTIONS: &[&str] = &[
    "league",
    "tuff enuff",
    "league and tuff enuff",
    "tuff enuuff",
];

/// Misspellings the cards print, read as the word (as the compiler reads them).
const SPELLINGS: &[(&str, &str)] = &[
    ("villians", "villains"),
    ("villans", "villains"),
    // King Kai's Thoughts' "Hero's only." (the compiler's rewrite too).
    ("hero's only", "heroes only"),
    // Namekian Blocking Stance's "up to 8 copies of this card in you Life Deck" (the
    // compiler's rewrite too).
    ("in you life deck", "in your life deck"),
];

/// Sentences that name who may use the card without "only" (Namekian Blocking Defense's
/// "Piccolo and Nail.").
const BARE_WHO: &[(&str, &[&str])] = &[("piccolo and nail", &["Piccolo", "Nail"])];

/// A number as the cards write it.
fn number(s: &str) -> Option<u32> {
    match s {
        "one" => Some(1),
        "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        _ => s.parse().ok(),
    }
}

/// Reads a card's deck-building text, sentence by sentence (a later sentence wins, as in the
/// compiler: "Limit 2 per deck. Limit 1 per deck." is limit 1).
pub fn rules(card: &Card) -> TextRules {
    let mut out = TextRules::default();
    if card.game != Game::ScoreDbzCcg {
        out.limit = card.limit_per_deck.map(|n| (n, None));
        return out;
    }
    let p = phrases();
    let num = |c: &regex::Captures<'_>, names: &[&str]| -> Option<u32> {
        names
            .iter()
            .find_map(|n| c.name(n))
            .and_then(|m| number(m.as_str()))
    };
    let sentences = sentences(&card.current_text);
    for sentence in sentences.iter().map(String::as_str) {
        if let Some(c) = p.unless.captures(sentence) {
            let who = ["a", "b", "c"]
                .iter()
                .find_map(|n| c.name(n))
                .map(|m| m.as_str().trim().to_string());
            out.limit = num(&c, &["n", "m", "k"]).map(|n| (n, who));
        } else if let Some(c) = p.limit.captures(sentence) {
            out.limit = num(&c, &["n", "m"]).map(|n| (n, None));
        } else if let Some(c) = p.copies.captures(sentence) {
            out.copies_allowed = num(&c, &["n"]);
        } else if sentence == "sensei deck only" {
            out.sensei_only = true;
        } else if sentence.starts_with("this card does not count towards or against tokui-waza") {
            out.not_counted_for_style = true;
        } else if let Some((_, names)) = BARE_WHO.iter().find(|(s, _)| *s == sentence) {
            out.only.push(names.iter().map(|n| n.to_string()).collect());
        } else if let Some(c) = p.only.captures(sentence) {
            let who = c["who"].trim();
            if NOT_RESTRICTIONS.contains(&who)
                || NOT_WHO.iter().any(|v| format!(" {who} ").contains(v))
            {
                continue;
            }
            let names: Vec<String> = who
                .replace(", and ", ",")
                .replace(" and ", ",")
                .replace(" or ", ",")
                .split(',')
                .map(|s| title(s.trim()))
                .filter(|s| !s.is_empty())
                .collect();
            if !names.is_empty() {
                out.only.push(names);
            }
        }
    }
    out
}

/// The text's sentences, lowercase, spellings mended: a sentence ends at `.` before a space, an
/// upper-case letter (`Deck.Physical attack`) or the end (not at the dot of "Garlic Jr., limit
/// 1 per deck"), and at `(`, `)` and `!`.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let ends = match c {
            '.' => chars
                .peek()
                .is_none_or(|n| n.is_whitespace() || n.is_uppercase()),
            '(' | ')' | '!' => true,
            _ => false,
        };
        if ends {
            out.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    out.push(current);
    out.into_iter()
        .map(|s| {
            let mut s = s
                .trim()
                .trim_end_matches('.')
                .to_lowercase()
                .replace(['’', '‘'], "'");
            for (wrong, right) in SPELLINGS {
                s = s.replace(wrong, right);
            }
            s
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// Title case (one home: [`crate::corpus::names::title_case`]).
pub(crate) use crate::corpus::names::title_case as title;
