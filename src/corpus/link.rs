//! Linking the card pool to the documents: each card's current text (errata), its rulings and
//! its legality, plus the documents-only cards for rulings that name cards the pool lacks.
//!
//! Rulings are matched to cards by [`normalise`]d name (case, punctuation, apostrophes, level
//! forms), narrowed by the ruling's set and number when it gives them. Precedence between
//! documents comes from their front matter: the highest-precedence document that gives a card
//! a "Treat this card as if it read ..." replacement supplies its current text.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::card::{Card, CardLegality};
use super::document::{Document, Game};
use super::import::{ImportReport, UNKNOWN_TYPE};
use super::legality::LegalityEntry;
use super::names::normalise;
use super::ruling::Ruling;
use super::sets::{self, slug};

/// What the linking needs from the loaded documents.
#[derive(Debug, Clone)]
pub struct Links<'a> {
    /// Every ruling record.
    pub rulings: &'a [Ruling],
    /// Every legality entry.
    pub legality: &'a [LegalityEntry],
    /// Document id -> (game, precedence within its game; higher wins).
    pub documents: HashMap<String, (Game, u32)>,
}

impl<'a> Links<'a> {
    /// Links from loaded documents and their extracted rulings and legality entries.
    pub fn new(
        documents: &[Document],
        rulings: &'a [Ruling],
        legality: &'a [LegalityEntry],
    ) -> Self {
        Links {
            rulings,
            legality,
            documents: documents
                .iter()
                .map(|d| (d.meta.id.clone(), (d.meta.game, d.meta.precedence)))
                .collect(),
        }
    }

    fn precedence(&self, doc: &str) -> u32 {
        self.documents.get(doc).map_or(0, |d| d.1)
    }

    fn game(&self, doc: &str) -> Game {
        self.documents.get(doc).map_or(Game::ScoreDbzCcg, |d| d.0)
    }
}

/// A ruling or legality entry that could not be linked to any card, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Unmatched {
    /// The ruling id, or for a legality entry `{section}#{card name}`.
    pub id: String,
    /// The card name as the document writes it.
    pub card_name: String,
    /// Why it stays unlinked.
    pub reason: String,
}

/// The names a ruling's card name stands for: `King Kai Lv.1-Lv.3` -> three names; others one.
pub fn ruling_names(card_name: &str) -> Vec<String> {
    let name = card_name.trim().trim_matches('*').trim();
    if let Some((head, tail)) = name.rsplit_once('-') {
        let head_key = normalise(head);
        let first = head_key
            .rsplit_once(' ')
            .and_then(|(_, l)| l.strip_prefix("lv"))
            .and_then(|d| d.parse::<u32>().ok());
        let tail_key = normalise(tail);
        let last = tail_key
            .strip_prefix("lv")
            .unwrap_or(&tail_key)
            .parse::<u32>()
            .ok();
        if let (Some(first), Some(last)) = (first, last) {
            if first < last && last - first <= 4 {
                let base = display_base(head);
                return (first..=last).map(|l| format!("{base} Lv.{l}")).collect();
            }
        }
    }
    vec![display_name(name)]
}

/// The head of `Name Lv.1` without its level, as written.
fn display_base(head: &str) -> String {
    let trimmed = head.trim();
    let lower = trimmed.to_ascii_lowercase();
    for word in [" level", " lvl", " lv"] {
        if let Some(pos) = lower.rfind(word) {
            return trimmed[..pos].trim().to_string();
        }
    }
    trimmed.to_string()
}

/// A document's card name in the pool's display form: a trailing `Level 1` / `Lvl 1` /
/// `Lv. 1` becomes `Lv.1`.
pub fn display_name(name: &str) -> String {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let key = normalise(&name);
    if let Some((_, last)) = key.rsplit_once(' ') {
        if let Some(level) = last.strip_prefix("lv").and_then(|d| d.parse::<u32>().ok()) {
            let base = display_base(&name);
            if !base.is_empty() && normalise(&base) != key {
                return format!("{base} Lv.{level}");
            }
        }
    }
    name
}

/// Normalises a card number for comparison: `#025` -> `25`, `CP11` -> `cp11`.
fn number_key(n: &str) -> String {
    let n = n.trim().trim_start_matches('#').trim().to_ascii_lowercase();
    let digits_start = n.find(|c: char| c.is_ascii_digit()).unwrap_or(n.len());
    let (prefix, digits) = n.split_at(digits_start);
    let digits = digits.trim_start_matches('0');
    format!("{prefix}{}", if digits.is_empty() { "0" } else { digits })
}

/// Does the ruling's full text replace the card's whole text, or only a quoted part of it
/// (`"... at the bottom of your Life Deck."`)?
fn is_partial(treat_as: &str) -> bool {
    let t = treat_as.trim().trim_matches(['"', '“', '”', '\'']).trim();
    t.starts_with("...") || t.starts_with('…') || t.ends_with("...") || t.ends_with('…')
}

/// Links rulings and legality to `cards` (filling current text, rulings, legality and limits)
/// and appends the documents-only cards. Records what stayed unlinked in `report`.
pub fn link_cards(cards: &mut Vec<Card>, links: &Links<'_>, report: &mut ImportReport) {
    // name key -> card indices, per game
    let mut by_key: HashMap<(Game, String), Vec<usize>> = HashMap::new();
    for (i, c) in cards.iter().enumerate() {
        by_key
            .entry((c.game, normalise(&c.name)))
            .or_default()
            .push(i);
    }
    let pool_sets: std::collections::HashSet<&str> =
        sets::SCORE_SETS.iter().map(|s| s.name).collect();

    // ruling index -> linked card indices
    let mut linked: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut docs_only: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let mut docs_only_names: HashMap<String, String> = HashMap::new();
    for (r, ruling) in links.rulings.iter().enumerate() {
        let game = links.game(&ruling.doc);
        let set = ruling.set.as_deref().map(|s| {
            sets::canonical_score_set(s).map_or_else(|| s.trim().to_string(), str::to_string)
        });
        let mut targets = Vec::new();
        let mut missing = Vec::new();
        for name in ruling_names(&ruling.card_name) {
            let key = normalise(&name);
            let Some(all) = by_key.get(&(game, key.clone())) else {
                missing.push(name);
                continue;
            };
            let mut hits: Vec<usize> = all.clone();
            if let Some(set) = &set {
                let in_set: Vec<usize> = hits
                    .iter()
                    .copied()
                    .filter(|&i| &cards[i].set == set)
                    .collect();
                if !in_set.is_empty() {
                    hits = in_set;
                }
            }
            if let Some(num) = ruling.number.as_deref() {
                let want = number_key(num);
                let same: Vec<usize> = hits
                    .iter()
                    .copied()
                    .filter(|&i| number_key(&cards[i].number) == want)
                    .collect();
                if !same.is_empty() {
                    hits = same;
                }
            }
            targets.extend(hits);
        }
        if !missing.is_empty() && targets.is_empty() {
            let known_set = set.as_deref().is_some_and(|s| pool_sets.contains(s));
            let empty = missing.iter().all(|n| normalise(n).is_empty());
            if empty {
                report.unmatched_rulings.push(Unmatched {
                    id: ruling.id.clone(),
                    card_name: ruling.card_name.clone(),
                    reason: "the entry names no card".into(),
                });
                continue;
            }
            if known_set && game == Game::ScoreDbzCcg {
                report.unmatched_rulings.push(Unmatched {
                    id: ruling.id.clone(),
                    card_name: ruling.card_name.clone(),
                    reason: format!(
                        "names a card of {} that the pool has under no such name",
                        set.as_deref().unwrap_or_default()
                    ),
                });
                continue;
            }
            for name in missing {
                let key = normalise(&name);
                docs_only.entry(key.clone()).or_default().push(r);
                docs_only_names.entry(key).or_insert(name);
            }
            continue;
        }
        targets.sort_unstable();
        targets.dedup();
        linked.push((r, targets));
    }

    // Documents-only cards: one per missing name, from the rulings alone.
    for (key, rulings) in &docs_only {
        let Some(first) = rulings.first().and_then(|&r| links.rulings.get(r)) else {
            continue;
        };
        let name = docs_only_names
            .get(key)
            .cloned()
            .unwrap_or_else(|| first.card_name.clone());
        let mut card = Card {
            id: format!("score/documents/{}", slug(&name)),
            name,
            variant: None,
            game: links.game(&first.doc),
            set: first
                .set
                .as_deref()
                .map(|s| {
                    sets::canonical_score_set(s)
                        .map_or_else(|| s.trim().to_string(), str::to_string)
                })
                .unwrap_or_default(),
            set_raw: first.set.clone().unwrap_or_default(),
            number: first.number.clone().unwrap_or_default(),
            card_type: UNKNOWN_TYPE.to_string(),
            type_raw: String::new(),
            style: None,
            rarity: None,
            level: None,
            alignment: None,
            pur: None,
            power_ladder: Vec::new(),
            ladder_raw: Vec::new(),
            endurance: None,
            traits: Vec::new(),
            groups: Vec::new(),
            printed_text: String::new(),
            current_text: String::new(),
            current_text_source: None,
            limit_per_deck: None,
            legality: Vec::new(),
            rulings: Vec::new(),
            documents_only: true,
            sources: BTreeMap::new(),
        };
        card.level = normalise(&card.name)
            .rsplit_once(' ')
            .and_then(|(_, l)| l.strip_prefix("lv"))
            .and_then(|d| d.parse().ok());
        card.sources.insert("name".into(), first.id.clone());
        if !card.set.is_empty() {
            card.sources.insert("set".into(), first.id.clone());
        }
        if !card.number.is_empty() {
            card.sources.insert("number".into(), first.id.clone());
        }
        if card.level.is_some() {
            card.sources
                .insert("level".into(), format!("{} (card name)", first.id));
        }
        card.sources.insert(
            "printed_text".into(),
            "no printed text: the pool lacks this card".into(),
        );
        let index = cards.len();
        by_key
            .entry((card.game, key.clone()))
            .or_default()
            .push(index);
        cards.push(card);
        report.documents_only += 1;
        for &r in rulings {
            match linked.iter_mut().find(|(lr, _)| *lr == r) {
                Some((_, t)) => t.push(index),
                None => linked.push((r, vec![index])),
            }
        }
    }
    report.linked_rulings = linked.len();

    // Per card: its rulings, newest (highest-precedence) document first, then document order.
    let mut per_card: HashMap<usize, Vec<usize>> = HashMap::new();
    for (r, targets) in &linked {
        for &c in targets {
            per_card.entry(c).or_default().push(*r);
        }
    }
    for (c, mut rs) in per_card {
        rs.sort_by_key(|&r| {
            (
                std::cmp::Reverse(links.precedence(&links.rulings[r].doc)),
                r,
            )
        });
        rs.dedup();
        let Some(card) = cards.get_mut(c) else {
            continue;
        };
        card.rulings = rs.iter().map(|&r| links.rulings[r].id.clone()).collect();
        apply_text(card, rs.iter().map(|&r| &links.rulings[r]));
    }

    link_legality(cards, &by_key, links, report);
}

/// Sets the current text from the highest-precedence ruling that changes the text: a full
/// "Treat this card as if it read" replacement, else the text the card gains appended.
fn apply_text<'r>(card: &mut Card, rulings: impl Iterator<Item = &'r Ruling>) {
    for r in rulings {
        if let Some(t) = r.treat_as.as_deref().filter(|t| !t.trim().is_empty()) {
            if is_partial(t) {
                // A quoted fragment amends part of the text; it cannot replace the whole.
                continue;
            }
            card.current_text = t.trim().to_string();
            card.current_text_source = Some(r.id.clone());
            card.sources
                .insert("current_text".into(), format!("{} (treat as)", r.id));
            return;
        }
        if !r.gains.is_empty() {
            let mut text = card.printed_text.trim_end().to_string();
            for g in &r.gains {
                if !text.is_empty() {
                    text.push(' ');
                }
                text.push_str(g.trim());
            }
            card.current_text = text;
            card.current_text_source = Some(r.id.clone());
            card.sources
                .insert("current_text".into(), format!("{} (gains)", r.id));
            return;
        }
    }
}

fn link_legality(
    cards: &mut [Card],
    by_key: &HashMap<(Game, String), Vec<usize>>,
    links: &Links<'_>,
    report: &mut ImportReport,
) {
    // card -> (precedence, limit) of the best document so far
    let mut best: HashMap<usize, (u32, Option<u32>)> = HashMap::new();
    let mut order: Vec<usize> = (0..links.legality.len()).collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(links.precedence(&links.legality[i].doc)),
            i,
        )
    });
    for i in order {
        let entry = &links.legality[i];
        let game = links.game(&entry.doc);
        let mut hits = Vec::new();
        for name in ruling_names(&entry.card_name) {
            if let Some(h) = by_key.get(&(game, normalise(&name))) {
                hits.extend(h.iter().copied());
            }
        }
        if hits.is_empty() {
            report.unmatched_legality.push(Unmatched {
                id: format!("{}#{}", entry.section, entry.card_name),
                card_name: entry.card_name.clone(),
                reason: "no card of this name in the pool or the rulings".into(),
            });
            continue;
        }
        report.linked_legality += 1;
        let prec = links.precedence(&entry.doc);
        for c in hits {
            let Some(card) = cards.get_mut(c) else {
                continue;
            };
            let item = CardLegality {
                status: entry.status,
                doc: entry.doc.clone(),
                section: entry.section.clone(),
            };
            if !card.legality.contains(&item) {
                card.legality.push(item);
            }
            let limit = entry.status.limit();
            let slot = best.entry(c).or_insert((prec, None));
            if slot.0 == prec && limit.is_some() {
                slot.1 = match (slot.1, limit) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                card.limit_per_deck = slot.1;
                card.sources.insert(
                    "limit_per_deck".into(),
                    format!("{} ({:?})", entry.section, entry.status),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers() {
        assert_eq!(
            ruling_names("King Kai Lv.1-Lv.3"),
            vec!["King Kai Lv.1", "King Kai Lv.2", "King Kai Lv.3"]
        );
        assert_eq!(
            ruling_names("Vegeta's Physical Stance"),
            vec!["Vegeta's Physical Stance"]
        );
        assert_eq!(ruling_names("Hercule-Goku"), vec!["Hercule-Goku"]);
        assert_eq!(
            display_name("Dende the Unlikely Hero Level 1"),
            "Dende the Unlikely Hero Lv.1"
        );
        assert_eq!(display_name("Earth Dragon Ball 4"), "Earth Dragon Ball 4");
        assert_eq!(number_key("#025"), "25");
        assert_eq!(number_key("CP11"), "cp11");
        assert_eq!(number_key("#CP011"), "cp11");
        assert!(is_partial("“... at the bottom of your Life Deck.”"));
        assert!(!is_partial("Stops a physical attack."));
    }
}
