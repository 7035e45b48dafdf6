//! What kind a card is when its ruling or its own text says so against its title or type
//! ("This card is not a Drill.", Bulma Finds a Drill; "This card is not considered a black
//! fighting style card.", Black Water Confusion Drill): the sentences read as data into
//! [`KindStatement`]s kept on the card (`CardDef::kinds`), which every kind test reads.

use serde::Serialize;

use crate::corpus::{Card, Corpus};
use crate::engine::compile::patterns::{Pattern, Piece};

/// A kind a card may be said to be, or not to be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// A Drill (CRD 3.0.0 "Non-Combat Cards": Drill Cards).
    Drill,
    /// A Dragon Ball.
    DragonBall,
    /// A card of this Martial Arts style ("Black", "Freestyle", "Namekian").
    Style(String),
}

impl CardKind {
    /// The kind as a judge line names it ("a Drill", "a Black Style card").
    pub fn words(&self) -> String {
        match self {
            CardKind::Drill => "a Drill".into(),
            CardKind::DragonBall => "a Dragon Ball".into(),
            CardKind::Style(s) => format!("a {s} Style card"),
        }
    }
}

/// One sentence saying the card is (or is not) of a kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KindStatement {
    /// The ruling that says it; `None`: the card's own text says it.
    pub ruling: Option<String>,
    /// The sentence as printed.
    pub sentence: String,
    /// The kind it names.
    pub kind: CardKind,
    /// True: the card is of the kind; false: it is not.
    pub is: bool,
}

/// The sentence openings read, lower-cased, each saying the card is not of the kind after it.
const NOT_OPENINGS: &[&str] = &[
    "this card is not considered a ",
    "this card is not considered an ",
    "this card is not a ",
    "this card is not an ",
    "this is not a ",
    "this is not an ",
];

/// The sentence openings a ruling calls the card by, lower-cased, each saying it is of the kind
/// ("This Drill affects all players.": No, Really Drill?, whose title ends in "Drill?").
const IS_OPENINGS: &[(&str, CardKind)] = &[("this drill ", CardKind::Drill)];

/// The Martial Arts styles a sentence may name (CRD 3.0.0 "Martial Arts Styles").
const STYLES: &[&str] = &[
    "Black",
    "Blue",
    "Orange",
    "Red",
    "Saiyan",
    "Namekian",
    "Freestyle",
];

/// The kind the words after an opening name, if the engine reads them: "drill", "dragon ball",
/// "black fighting style card", "black style card", "\"freestyle\" drill".
fn kind_named(words: &str) -> Option<CardKind> {
    // "... not a Black Style card, because ...": the kind ends at the comma.
    let words = words.split(',').next().unwrap_or(words);
    let w = words
        .trim()
        .trim_end_matches(['.', ')'])
        .replace(['"', '“', '”', '\''], "");
    match w.as_str() {
        "drill" => return Some(CardKind::Drill),
        "dragon ball" => return Some(CardKind::DragonBall),
        _ => {}
    }
    let (first, rest) = w.split_once(' ')?;
    let style = STYLES.iter().find(|s| s.eq_ignore_ascii_case(first))?;
    let rest_known = [
        "fighting style card",
        "fighting style",
        "style card",
        "style",
        "drill",
    ];
    rest_known
        .contains(&rest)
        .then(|| CardKind::Style(style.to_string()))
}

/// The kind statements of one text (a ruling's, with its id, or the card's own).
pub fn read(ruling: Option<&str>, text: &str) -> Vec<KindStatement> {
    text.split_inclusive(['.', '!'])
        .map(|s| s.trim_start_matches(['(', '”', '"', ' ', '\n']).trim())
        .filter_map(|sentence| {
            // Every opening starts "this ": a sentence that does not is not lowered to find
            // none (no other character lowers to these letters and a space).
            if !sentence
                .as_bytes()
                .get(..5)
                .is_some_and(|o| o.eq_ignore_ascii_case(b"this "))
            {
                return None;
            }
            let lower = sentence.to_lowercase();
            let not = NOT_OPENINGS
                .iter()
                .find_map(|o| lower.strip_prefix(o))
                .and_then(kind_named)
                .map(|k| (k, false));
            // Only a ruling names the card's kind this way (its own text's "this drill" is
            // read by its title already).
            let is = || {
                ruling.and(
                    IS_OPENINGS
                        .iter()
                        .find(|(o, _)| lower.starts_with(o))
                        .map(|(_, k)| (k.clone(), true)),
                )
            };
            let (kind, is) = not.or_else(is)?;
            Some(KindStatement {
                ruling: ruling.map(str::to_string),
                sentence: sentence.trim_end_matches(')').to_string(),
                kind,
                is,
            })
        })
        .collect()
}

/// The compiler's row for a card's own kind statement ("This card is not considered a black
/// fighting style card.", Black Water Confusion Drill; "... a Namekian fighting style card.",
/// Namek Dragon Ball 1): read by [`read`] into `CardDef::kinds`, where every kind test reads
/// it, so the sentence compiles to no effect of its own. Tried last (`compile::tables`).
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "card-kind-statement",
    pattern: r"this (?:card )?is not (?:considered )?an? .+",
    build: |c| (!read(None, c.whole()).is_empty()).then(|| vec![Piece::Reminder]),
}];

/// A pool card's kind statements: its rulings' (in the card's order) and its current text's.
pub fn of_pool(card: &Card, corpus: &Corpus) -> Vec<KindStatement> {
    of_rulings(&card.rulings, corpus)
        .into_iter()
        .chain(read(None, &card.current_text))
        .collect()
}

/// The kind statements of these rulings.
pub fn of_rulings(rulings: &[String], corpus: &Corpus) -> Vec<KindStatement> {
    rulings
        .iter()
        .filter_map(|id| corpus.ruling(id))
        .flat_map(|r| read(Some(&r.id), &r.text))
        .collect()
}

/// The first statement about this kind, if any (a style named in any case).
pub fn statement<'a>(kinds: &'a [KindStatement], kind: &CardKind) -> Option<&'a KindStatement> {
    kinds.iter().find(|k| match (&k.kind, kind) {
        (CardKind::Style(a), CardKind::Style(b)) => a.eq_ignore_ascii_case(b),
        (a, b) => a == b,
    })
}

/// The first statement of each kind (a card's three documents often say the same thing).
pub fn distinct(kinds: &[KindStatement]) -> impl Iterator<Item = &KindStatement> {
    kinds
        .iter()
        .enumerate()
        .filter(|(i, k)| statement(&kinds[..*i], &k.kind).is_none())
        .map(|(_, k)| k)
}

/// The card's name and what its statement says, for a judge line or a refusal: "Bulma Finds a
/// Drill is not a Drill (\"This card is not a Drill.\", ruling ...)".
pub fn in_words(name: &str, s: &KindStatement) -> String {
    format!(
        "{name} is {}{} (\"{}\", {})",
        if s.is { "" } else { "not " },
        s.kind.words(),
        s.sentence,
        s.ruling.as_deref().unwrap_or("its own text")
    )
}

/// Cites the statement a kind test was decided by: its ruling, and a note in words.
pub fn cite(log: &mut crate::engine::log::Log, name: &str, s: &KindStatement) {
    if let Some(r) = &s.ruling {
        log.cite_ruling(r);
    }
    log.line_with(|| in_words(name, s));
}

/// Whether a pool card is compiled as a Drill: its type and title
/// ([`crate::engine::compile::is_drill`]) unless a ruling or its text says it is not one.
pub fn pool_is_drill(card: &Card, corpus: &Corpus) -> bool {
    let kinds = of_pool(card, corpus);
    match statement(&kinds, &CardKind::Drill) {
        Some(s) => s.is,
        None => crate::engine::compile::is_drill(&card.card_type, &card.name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `read` looks further only at a sentence that starts "this " (any case): every opening
    /// must start so.
    #[test]
    fn every_opening_starts_this() {
        for o in NOT_OPENINGS
            .iter()
            .chain(IS_OPENINGS.iter().map(|(o, _)| o))
        {
            assert!(o.starts_with("this "), "{o}");
        }
        assert_eq!(read(None, "THIS CARD IS NOT A DRILL.").len(), 1);
        assert!(read(None, "Thİs card is not a Drill. Raise your anger.").is_empty());
    }

    /// A card's own kind statement (Black Water Confusion Drill, Namek Dragon Ball 1) is read
    /// here into `CardDef::kinds` and compiles to no effect of its own; other "this card is not
    /// ..." sentences are left to their rows or the judge.
    #[test]
    fn own_kind_statement_compiles_as_read() {
        use crate::engine::compile::{compile_text, Coverage};
        for text in [
            "This card is not considered a black fighting style card.",
            "This card is not considered a Namekian fighting style card.",
        ] {
            let c = compile_text(text);
            assert_eq!(c.coverage, Coverage::Full, "{text}");
            assert!(c.effects.is_empty(), "{text}: {:?}", c.effects);
            assert_eq!(read(None, text).len(), 1, "{text}");
        }
        assert_ne!(
            compile_text("This card is not considered a hungry card.").coverage,
            Coverage::Full
        );
    }

    /// CRD 3.0.0 Specific Card Clarifications, Bulma Finds a Drill: "This card is not a Drill."
    #[test]
    fn bulma_finds_a_drill_ruling_is_not_a_drill() {
        let k = read(Some("r"), "This card is not a Drill.");
        assert_eq!(k.len(), 1);
        assert_eq!(k[0].kind, CardKind::Drill);
        assert!(!k[0].is);
        assert_eq!(k[0].ruling.as_deref(), Some("r"));
    }

    /// CRD 3.0.0 Specific Card Clarifications, Bulma Finds a Dragon Ball: "This card is not a
    /// Dragon Ball."
    #[test]
    fn bulma_finds_a_dragon_ball_ruling_is_not_a_dragon_ball() {
        let k = read(Some("r"), "This card is not a Dragon Ball.");
        assert_eq!(k[0].kind, CardKind::DragonBall);
    }

    /// Black Free-Style Drill's ruling ("This is not a “Freestyle” Drill."), Black Water
    /// Confusion Drill's text, Black Scout Maneuver's "(This is not a Black Style card.)".
    #[test]
    fn style_denials_name_the_style() {
        let free = read(
            Some("r"),
            "Treat this card as if it read, “...” This is not a “Freestyle” Drill.",
        );
        assert_eq!(free.len(), 1);
        assert_eq!(free[0].kind, CardKind::Style("Freestyle".into()));
        let black = read(
            None,
            "No dragon balls may be played while this drill is in play. Limit 1 per deck. This card is not considered a black fighting style card.",
        );
        assert_eq!(black[0].kind, CardKind::Style("Black".into()));
        assert_eq!(black[0].ruling, None);
        let scout = read(None, "(This is not a Black Style card.) Sensei Deck Only.");
        assert_eq!(scout[0].kind, CardKind::Style("Black".into()));
        assert_eq!(scout[0].sentence, "This is not a Black Style card.");
    }

    /// Garlic Jr.'s Black Water Mist's ruling gives its reason after a comma; sentences that
    /// say something else stay unread ("This power is not a defense shield.", Trunks, the
    /// Swift Lv.1).
    #[test]
    fn a_reason_after_the_kind_is_left_and_other_denials_unread() {
        let mist = read(
            Some("r"),
            "Ignore the last sentence of this card. This card is not a Black Style card, because “Black” is not the first word in the title of the card.",
        );
        assert_eq!(mist.len(), 1);
        assert_eq!(mist[0].kind, CardKind::Style("Black".into()));
        assert!(read(Some("r"), "This power is not a defense shield.").is_empty());
    }

    /// No, Really Drill?'s ruling calls it a Drill ("This Drill affects all players."), though
    /// its title ends in "Drill?"; a card's own text does not name its kind this way.
    #[test]
    fn a_ruling_calling_the_card_this_drill_says_it_is_one() {
        let k = read(
            Some("r"),
            "This Drill affects all players. When a Dragon Ball is placed.",
        );
        assert_eq!(k.len(), 1);
        assert_eq!(k[0].kind, CardKind::Drill);
        assert!(k[0].is);
        assert!(read(None, "This drill cannot be discarded.").is_empty());
    }

    /// Bulma Finds a Drill's three documents say the same: one statement is kept per kind.
    #[test]
    fn one_statement_per_kind() {
        let mut k = read(Some("a"), "This card is not a Drill.");
        k.extend(read(Some("b"), "This card is not a Drill."));
        k.extend(read(None, "This is not a Black Style card."));
        let d: Vec<_> = distinct(&k).collect();
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].ruling.as_deref(), Some("a"));
        assert_eq!(d[1].kind, CardKind::Style("Black".into()));
    }
}
