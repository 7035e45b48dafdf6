//! From names to cards: every decklist entry is looked up with the `card` command's tolerant
//! look-up (typos, "Lv.1"/"Lvl 1", a set or printing in brackets), then given its kind (Main
//! Personality level, Ally, Mastery, Sensei, Dragon Ball) and its part of the deck. A name that
//! is unknown or ambiguous becomes a finding with "did you mean", never a guess.

use crate::corpus::names::{normalise, without_level, NameIndex, NameMatch};
use crate::corpus::{Card, Game};

use super::card_text::{self, TextRules};
use super::list::{DeckList, Format, Zone};
use super::report::{Finding, Severity};
use super::ruleset::{Kind, Ruleset};

/// One title of the deck with its copies in one part of the deck.
#[derive(Debug, Clone)]
pub struct DeckCard<'a> {
    /// The title as the pool writes it.
    pub title: String,
    /// Copies.
    pub count: u32,
    /// Where it is: Main Personality, Mastery, Life Deck or Sensei Deck.
    pub zone: Zone,
    /// What kind of card it is for the deck rules.
    pub kind: Kind,
    /// The printings the list may mean (one title; more than one when the list does not say
    /// which set's).
    pub printings: Vec<&'a Card>,
    /// What the first printing's current text says about deck building (read once).
    pub text: TextRules,
}

impl<'a> DeckCard<'a> {
    /// The first printing (the fields deck rules read are shared by a title's printings).
    pub fn card(&self) -> &'a Card {
        self.printings[0]
    }

    /// The personality's level.
    pub fn level(&self) -> Option<u32> {
        self.card().level
    }

    /// The character a Personality card shows (`Goku Lv.2` and `Goku, the Hero Lv.1` -> `goku`,
    /// `Bardock  True Saiyan` -> `bardock`).
    pub fn character(&self) -> String {
        character_of(self.card())
    }

    /// True when it is a Personality card (Main Personality level or Ally).
    pub fn is_personality(&self) -> bool {
        matches!(self.kind, Kind::MainPersonality | Kind::Ally)
    }
}

/// The character key of a personality card's name.
pub fn character_of(card: &Card) -> String {
    // "Goku, the Hero Lv.1" is Goku.
    let head = card.name.split(',').next().unwrap_or(&card.name);
    let key = normalise(head);
    if let Some(base) = without_level(&key) {
        return base.to_string();
    }
    if card.name.contains(',') {
        return key;
    }
    // Panini names: "Cell Jr. - Taunting", "Bardock  True Saiyan".
    let name = card.name.trim();
    let head = name
        .split(" - ")
        .next()
        .and_then(|h| h.split("  ").next())
        .unwrap_or(name);
    normalise(head)
}

/// The resolved deck.
#[derive(Debug, Clone)]
pub struct Deck<'a> {
    /// Its titles.
    pub cards: Vec<DeckCard<'a>>,
    /// The Main Personality's character key, when the deck has one.
    pub mp: Option<String>,
    /// The alignment the list declares (`Alignment: Villain`), if any.
    pub alignment: Option<String>,
}

impl<'a> Deck<'a> {
    /// The titles of one kind.
    pub fn of_kind(&self, kind: Kind) -> impl Iterator<Item = &DeckCard<'a>> {
        self.cards.iter().filter(move |c| c.kind == kind)
    }

    /// The Main Personality level cards.
    pub fn mp_cards(&self) -> Vec<&DeckCard<'a>> {
        self.of_kind(Kind::MainPersonality).collect()
    }
}

/// The kind a card has for deck rules.
fn kind_of(card: &Card) -> Kind {
    const KINDS: &[(&str, Kind)] = &[
        ("Personality", Kind::Ally),
        ("Main Personality", Kind::MainPersonality),
        ("Ally", Kind::Ally),
        ("Mastery", Kind::Mastery),
        ("Sensei", Kind::Sensei),
        ("Dragon Ball", Kind::DragonBall),
    ];
    KINDS
        .iter()
        .find(|(t, _)| card.card_type.eq_ignore_ascii_case(t))
        .map_or(Kind::Other, |(_, k)| *k)
}

/// Looks every entry up and builds the deck; names that are not one card become findings.
pub fn resolve<'a>(
    list: &DeckList,
    index: &NameIndex<'a>,
    ruleset: &Ruleset,
    findings: &mut Vec<Finding>,
) -> Deck<'a> {
    let mut cards: Vec<(DeckCard<'a>, bool)> = Vec::new();
    for entry in &list.entries {
        let qualifier = match list.format {
            Format::Lackey => entry.source_id.clone(),
            _ => None,
        };
        let Some(printings) = look_up(&entry.name, qualifier, index, ruleset, findings) else {
            continue;
        };
        let card = printings[0];
        let mut kind = kind_of(card);
        let listed_mp = entry.zone == Some(Zone::MainPersonality);
        // A Score Personality card listed as Main Personality is one of its levels (a Panini
        // Ally card stays an Ally, in play from the start).
        if kind == Kind::Ally && listed_mp && card.card_type == "Personality" {
            kind = Kind::MainPersonality;
        }
        let zone = match (entry.zone, kind) {
            (Some(Zone::SenseiDeck), _) => Zone::SenseiDeck,
            (_, Kind::Mastery) => Zone::Mastery,
            (_, Kind::MainPersonality) => Zone::MainPersonality,
            (Some(Zone::Starting | Zone::MainPersonality), Kind::Ally) => Zone::Starting,
            _ => Zone::LifeDeck,
        };
        let title = card.name.trim().to_string();
        match cards
            .iter_mut()
            .find(|(c, _)| c.title == title && c.zone == zone && c.kind == kind)
        {
            Some((c, _)) => c.count += entry.count,
            None => cards.push((
                DeckCard {
                    title,
                    count: entry.count,
                    zone,
                    kind,
                    text: card_text::rules(card),
                    printings,
                },
                listed_mp,
            )),
        }
    }
    let mp = main_personality(&cards, ruleset.game);
    // Without a Main Personality header, every Score Personality card of the MP's character is
    // one of its levels.
    let headed = cards.iter().any(|(_, listed)| *listed);
    let mut cards: Vec<DeckCard<'a>> = cards.into_iter().map(|(c, _)| c).collect();
    if ruleset.game == Game::ScoreDbzCcg && !headed {
        for c in &mut cards {
            if c.kind == Kind::Ally && Some(c.character()) == mp && c.zone == Zone::LifeDeck {
                c.kind = Kind::MainPersonality;
                c.zone = Zone::MainPersonality;
            }
        }
    }
    Deck {
        cards,
        mp,
        alignment: list.alignment.clone(),
    }
}

/// The Main Personality's character: the one of the cards listed (or typed) as Main
/// Personality; without any, the Score character with a level 1 card and the most levels.
fn main_personality(cards: &[(DeckCard<'_>, bool)], game: Game) -> Option<String> {
    let listed: Vec<String> = cards
        .iter()
        .filter(|(c, _)| c.kind == Kind::MainPersonality)
        .map(|(c, _)| c.character())
        .collect();
    if let Some(first) = most_common(&listed) {
        return Some(first);
    }
    if game != Game::ScoreDbzCcg {
        return None;
    }
    let with_level_one: Vec<String> = cards
        .iter()
        .filter(|(c, _)| c.kind == Kind::Ally && c.level() == Some(1))
        .map(|(c, _)| c.character())
        .collect();
    let all: Vec<String> = cards
        .iter()
        .filter(|(c, _)| c.kind == Kind::Ally && with_level_one.contains(&c.character()))
        .map(|(c, _)| c.character())
        .collect();
    most_common(&all)
}

/// The most frequent value, the first listed on a tie.
fn most_common(values: &[String]) -> Option<String> {
    let mut best: Option<(&String, usize)> = None;
    for v in values {
        let n = values.iter().filter(|w| *w == v).count();
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((v, n));
        }
    }
    best.map(|(v, _)| v.clone())
}

/// The printings a listed name means, or `None` with a finding.
fn look_up<'a>(
    written: &str,
    qualifier: Option<String>,
    index: &NameIndex<'a>,
    ruleset: &Ruleset,
    findings: &mut Vec<Finding>,
) -> Option<Vec<&'a Card>> {
    let game = Some(ruleset.game);
    let (name, qualifier) = match (qualifier, split_qualifier(written)) {
        (Some(q), _) => (written.to_string(), Some(q)),
        (None, Some((base, q))) => match index.lookup_groups(written, game) {
            NameMatch::Found(g) if g.distance == 0 => (written.to_string(), None),
            _ => (base.to_string(), Some(q.to_string())),
        },
        (None, None) => (written.to_string(), None),
    };
    let names = |groups: &[crate::corpus::names::NameGroup<'_>]| {
        groups
            .iter()
            .map(|g| format!("\"{}\"", g.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let printings = match index.lookup_groups(&name, game) {
        NameMatch::Found(g) => {
            if g.distance > 0 {
                findings.push(Finding::unruled(
                    "names",
                    Severity::Note,
                    vec![g.name.to_string()],
                    format!("\"{written}\" is read as \"{}\" (closest name).", g.name),
                ));
            }
            g.cards
        }
        NameMatch::Ambiguous(groups) => {
            findings.push(Finding::unruled(
                "names",
                Severity::Illegal,
                vec![written.to_string()],
                format!(
                    "\"{written}\" names more than one card; did you mean {}?",
                    names(&groups)
                ),
            ));
            return None;
        }
        NameMatch::NotFound { closest } => {
            findings.push(Finding::unruled(
                "names",
                Severity::Illegal,
                vec![written.to_string()],
                format!(
                    "\"{written}\" is not a card of the {} pool; did you mean {}?",
                    ruleset.game.key(),
                    names(&closest)
                ),
            ));
            return None;
        }
    };
    let Some(q) = qualifier else {
        return Some(printings);
    };
    let want = normalise(&q);
    let matching: Vec<&'a Card> = printings
        .iter()
        .copied()
        .filter(|c| {
            [
                Some(&c.set),
                Some(&c.set_raw),
                c.variant.as_ref(),
                Some(&c.number),
            ]
            .into_iter()
            .flatten()
            .any(|v| normalise(v) == want)
        })
        .collect();
    if matching.is_empty() {
        let sets: Vec<String> = printings.iter().map(|c| format!("\"{}\"", c.set)).collect();
        findings.push(Finding::unruled(
            "names",
            Severity::Illegal,
            vec![printings[0].name.clone()],
            format!(
                "\"{written}\": no printing of \"{}\" is in \"{q}\"; it is printed in {}.",
                printings[0].name,
                sets.join(", ")
            ),
        ));
        return None;
    }
    Some(matching)
}

/// `Goku Lv.1 (Saiyan Saga)` / `Goku Lv.1 [BuS]` -> (`Goku Lv.1`, `Saiyan Saga`).
fn split_qualifier(name: &str) -> Option<(&str, &str)> {
    let name = name.trim();
    for (open, close) in [('(', ')'), ('[', ']')] {
        if let Some(inner) = name.strip_suffix(close) {
            if let Some(i) = inner.rfind(open) {
                let base = inner[..i].trim();
                let q = inner[i + 1..].trim();
                if !base.is_empty() && !q.is_empty() {
                    return Some((base, q));
                }
            }
        }
    }
    None
}
