//! Personality groups from the CRD's lists: Rogue, Saiyan Heritage, Namekian Heritage,
//! Celestial Fighter, Majin, Fused ([`GROUP_LISTS`]).
//!
//! Each list is the first Markdown list of its section. An item is a personality name,
//! optionally followed by an alignment (`Pikkon - Hero`) and parenthesised notes
//! (`Pikkon (Note: Pikkon cannot use "Namekian Heritage only" cards ...)`,
//! `Majin Buu (Majin Buu Saga only)`). A note `<set> only` naming a set of the pool limits the
//! entry to that set's printings; every note is kept on the cards it reaches.
//!
//! A Score personality card is matched to a list entry by its personality: the first list
//! name (over all lists) that occurs as whole words in the card's name without its level,
//! the longest one at that position. So `Goku, the Hero Lv.3` and `Super Saiyan Goku Lv.1`
//! are Goku, `Kid Trunks Lv.1` is Kid Trunks (not Trunks), `Majin Buu, Gohan Absorbed Lv.5`
//! is Majin Buu (not Gohan) and `Pan, Granddaughter of Goku Lv.1` is Pan.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::super::ImportReport;
use super::Unmatched;
use crate::corpus::blocks::{self, BlockKind};
use crate::corpus::card::Card;
use crate::corpus::document::{Document, Game};
use crate::corpus::names::{normalise, without_level};

/// The CRD sections that list personality groups, and the group each one gives.
pub const GROUP_LISTS: &[(&str, &str)] = &[
    ("crd-3.0.0/rogue-personalities", "Rogue"),
    ("crd-3.0.0/saiyan-heritage-personalities", "Saiyan Heritage"),
    (
        "crd-3.0.0/namekian-heritage-personalities",
        "Namekian Heritage",
    ),
    ("crd-3.0.0/celestial-fighters", "Celestial Fighter"),
    ("crd-3.0.0/majin-personalities", "Majin"),
    ("crd-3.0.0/fused-personalities", "Fused"),
];

/// Alignments an entry may carry after a dash (`Pikkon - Hero`).
const ALIGNMENTS: &[&str] = &["Hero", "Villain"];

/// One personality of a group list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupEntry {
    /// The personality name as the list writes it, without alignment and notes.
    pub name: String,
    /// The group the list gives.
    pub group: String,
    /// Document id.
    pub doc: String,
    /// Section id of the list.
    pub section: String,
    /// The parenthesised notes of the entry, as written, joined by `; `.
    pub note: Option<String>,
}

/// Every entry of the [`GROUP_LISTS`] sections present in `documents`.
pub fn extract_groups(documents: &[Document]) -> Vec<GroupEntry> {
    let mut out = Vec::new();
    for (section_id, group) in GROUP_LISTS {
        let Some((doc, section)) = documents.iter().find_map(|d| {
            d.sections
                .iter()
                .find(|s| s.id == *section_id)
                .map(|s| (d, s))
        }) else {
            continue;
        };
        let list = blocks::parse(&section.markdown)
            .into_iter()
            .find(|b| matches!(b.kind, BlockKind::List(_)));
        for item in list.iter().flat_map(|l| &l.children) {
            let Some(text) = item
                .children
                .iter()
                .find(|b| b.kind == BlockKind::Paragraph)
                .map(|p| p.inline_text())
            else {
                continue;
            };
            let (name, note) = split_entry(&text);
            if name.is_empty() {
                continue;
            }
            out.push(GroupEntry {
                name,
                group: (*group).to_string(),
                doc: doc.meta.id.clone(),
                section: section.id.clone(),
                note,
            });
        }
    }
    out
}

/// `Gotenks - Hero (Goten + Trunks) (Fusion Dance)` -> (`Gotenks`, `Goten + Trunks; Fusion
/// Dance`).
fn split_entry(text: &str) -> (String, Option<String>) {
    let text = text.trim();
    let (head, rest) = text.split_at(text.find('(').unwrap_or(text.len()));
    let mut notes = Vec::new();
    let mut depth = 0usize;
    let mut current = String::new();
    for c in rest.chars() {
        match c {
            '(' => {
                if depth > 0 {
                    current.push(c);
                }
                depth += 1;
            }
            ')' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    let n = current.trim();
                    if !n.is_empty() {
                        notes.push(n.to_string());
                    }
                    current.clear();
                } else {
                    current.push(c);
                }
            }
            _ if depth > 0 => current.push(c),
            _ => {}
        }
    }
    let mut name = head.trim();
    if let Some((before, after)) = name.rsplit_once('-') {
        if ALIGNMENTS
            .iter()
            .any(|a| a.eq_ignore_ascii_case(after.trim()))
        {
            name = before.trim();
        }
    }
    let note = (!notes.is_empty()).then(|| notes.join("; "));
    (name.to_string(), note)
}

/// The set a note limits its entry to (`Majin Buu Saga only` -> `Majin Buu Saga`), when the
/// note names a set of `sets`.
fn note_set<'s>(note: Option<&str>, sets: &'s BTreeSet<&str>) -> Option<&'s str> {
    note?.split("; ").find_map(|n| {
        let set = n.trim().strip_suffix(" only")?;
        sets.iter()
            .copied()
            .find(|s| s.eq_ignore_ascii_case(set.trim()))
    })
}

/// The entry key a personality name stands for, see the module docs.
fn personality_key(name: &str, keys: &[Vec<String>]) -> Option<String> {
    let key = normalise(name);
    let base = without_level(&key).unwrap_or(&key);
    let words: Vec<&str> = base.split(' ').collect();
    let mut best: Option<(usize, usize, &Vec<String>)> = None;
    for k in keys {
        if k.is_empty() || k.len() > words.len() {
            continue;
        }
        let Some(at) = words.windows(k.len()).position(|w| w == k.as_slice()) else {
            continue;
        };
        let better = match best {
            None => true,
            Some((p, l, _)) => at < p || (at == p && k.len() > l),
        };
        if better {
            best = Some((at, k.len(), k));
        }
    }
    best.map(|(_, _, k)| k.join(" "))
}

/// Sets `groups` (and `sources["groups.<group>"]`, `sources["groups.<group>.note"]`) on every
/// Score personality card an entry reaches; counts the cards per group and lists the entries
/// that reach no card in `report`.
pub fn assign_groups(cards: &mut [Card], entries: &[GroupEntry], report: &mut ImportReport) {
    let keys: Vec<Vec<String>> = {
        let set: BTreeSet<String> = entries.iter().map(|e| normalise(&e.name)).collect();
        set.into_iter()
            .map(|k| k.split(' ').map(str::to_string).collect())
            .collect()
    };
    let sets: BTreeSet<String> = cards
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg)
        .map(|c| c.set.clone())
        .collect();
    let sets: BTreeSet<&str> = sets.iter().map(String::as_str).collect();
    let mut reached = vec![false; entries.len()];
    for card in cards.iter_mut() {
        if card.game != Game::ScoreDbzCcg || card.card_type != "Personality" {
            continue;
        }
        let Some(person) = personality_key(&card.name, &keys) else {
            continue;
        };
        for (i, e) in entries.iter().enumerate() {
            if normalise(&e.name) != person {
                continue;
            }
            if note_set(e.note.as_deref(), &sets).is_some_and(|s| s != card.set) {
                continue;
            }
            reached[i] = true;
            if !card.groups.contains(&e.group) {
                card.groups.push(e.group.clone());
                *report.groups.entry(e.group.clone()).or_default() += 1;
            }
            card.sources
                .insert(format!("groups.{}", e.group), e.section.clone());
            if let Some(note) = &e.note {
                card.sources
                    .insert(format!("groups.{}.note", e.group), note.clone());
            }
        }
    }
    for (e, hit) in entries.iter().zip(reached) {
        if !hit {
            report.unmatched_groups.push(Unmatched {
                id: format!("{}#{}", e.section, e.name),
                card_name: e.name.clone(),
                reason: "no Score personality card of this personality in the pool".into(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries() {
        assert_eq!(split_entry("Goku"), ("Goku".into(), None));
        assert_eq!(split_entry("Tapkar -Hero"), ("Tapkar".into(), None));
        assert_eq!(
            split_entry("Majin Buu (Majin Buu Saga only)"),
            ("Majin Buu".into(), Some("Majin Buu Saga only".into()))
        );
        assert_eq!(
            split_entry("Gotenks - Hero (Goten + Trunks) (Fusion Dance)"),
            (
                "Gotenks".into(),
                Some("Goten + Trunks; Fusion Dance".into())
            )
        );
        assert_eq!(split_entry("Den-Goku"), ("Den-Goku".into(), None));
    }

    #[test]
    fn personalities() {
        let keys: Vec<Vec<String>> = [
            "goku",
            "gohan",
            "future gohan",
            "trunks",
            "kid trunks",
            "majin buu",
            "pan",
            "cell",
            "cell jr",
        ]
        .iter()
        .map(|k| k.split(' ').map(str::to_string).collect())
        .collect();
        let p = |n: &str| personality_key(n, &keys);
        assert_eq!(p("Goku Lv.1").as_deref(), Some("goku"));
        assert_eq!(p("Goku, the Hero Lv.3").as_deref(), Some("goku"));
        assert_eq!(p("Super Saiyan Goku Lv.1").as_deref(), Some("goku"));
        assert_eq!(p("Future Gohan Lv.2").as_deref(), Some("future gohan"));
        assert_eq!(p("Kid Trunks Lv.1").as_deref(), Some("kid trunks"));
        assert_eq!(
            p("Majin Buu, Gohan Absorbed Lv.5").as_deref(),
            Some("majin buu")
        );
        assert_eq!(p("Pan, Granddaughter of Goku Lv.1").as_deref(), Some("pan"));
        assert_eq!(p("Cell Jr. 1 Lv.2").as_deref(), Some("cell jr"));
        assert_eq!(p("Majin Buu's Kamikaze Ghost Lv.1"), None);
        assert_eq!(p("Chi-Chi Lv.1"), None);
    }
}
