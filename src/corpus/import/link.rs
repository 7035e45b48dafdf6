//! Linking the card pool to the documents: each card's current text (errata), its rulings and
//! its legality, plus the documents-only cards for rulings that name cards the pool lacks.
//!
//! Rulings are matched to cards by [`normalise`]d name (case, punctuation, apostrophes, level
//! forms), narrowed by the ruling's set and number when it gives them; a ruling naming a printing
//! the pool lacks attaches to no card rather than to a same-titled card in another set. Precedence between
//! documents comes from their front matter: the highest-precedence document that gives a card
//! a "Treat this card as if it read ..." replacement supplies its current text.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::ImportReport;
use crate::corpus::card::{Card, CardLegality};
use crate::corpus::document::{Document, Game};
use crate::corpus::legality::LegalityEntry;
use crate::corpus::names::{self, normalise};
use crate::corpus::ruling::Ruling;
use crate::corpus::sets::{self, slug};

pub mod groups;
pub mod printed;

/// What the linking needs from the loaded documents.
#[derive(Debug, Clone)]
pub struct Links<'a> {
    /// Every ruling record.
    pub rulings: &'a [Ruling],
    /// Every legality entry.
    pub legality: &'a [LegalityEntry],
    /// Document id -> (game, precedence within its game; higher wins).
    pub documents: HashMap<String, (Game, u32)>,
    /// Every entry of the CRD's personality group lists ([`groups::GROUP_LISTS`]).
    pub groups: Vec<groups::GroupEntry>,
    /// The document whose section gives printed League Only / Tuff Enuff Only their meaning
    /// ([`printed::RESTRICTIONS_SECTION`]), if loaded.
    pub restrictions_doc: Option<String>,
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
            groups: groups::extract_groups(documents),
            restrictions_doc: printed::restrictions_doc(documents),
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

/// How a document's card name was matched to pool cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum How {
    /// Normalised name (or name plus printing tag) equal.
    Name,
    /// Equal once spaces are ignored (`Dragonball` / `Dragon Ball`).
    Compact,
    /// A personality named without its level: all its levels (narrowed by set and number).
    Levels,
    /// Same number (in the same set when one is given) and a similar name.
    Number,
    /// A close spelling (one or two edits) within the set.
    Spelling,
}

impl How {
    fn describe(self) -> &'static str {
        match self {
            How::Name => "name",
            How::Compact => "name ignoring spaces",
            How::Levels => "personality named without a level: every level",
            How::Number => "card number and a similar name",
            How::Spelling => "close spelling",
        }
    }
}

/// The result of looking a document's card name up in the pool.
enum Found {
    /// These cards, matched this way.
    Hits(Vec<usize>, How),
    /// The pool has no such card: build a documents-only card.
    Absent,
    /// The pool has a different card where the document points: leave it unmatched.
    Conflict(String),
}

/// Lookup tables over the cards of the pool.
struct PoolIndex {
    by_key: HashMap<(Game, String), Vec<usize>>,
    by_compact: HashMap<(Game, String), Vec<usize>>,
    by_base: HashMap<(Game, String), Vec<usize>>,
    compacts: Vec<String>,
    keys: Vec<String>,
}

impl PoolIndex {
    fn new(cards: &[Card]) -> Self {
        let mut ix = PoolIndex {
            by_key: HashMap::new(),
            by_compact: HashMap::new(),
            by_base: HashMap::new(),
            compacts: Vec::new(),
            keys: Vec::new(),
        };
        for (i, c) in cards.iter().enumerate() {
            ix.add(i, c);
        }
        ix
    }

    fn add(&mut self, i: usize, c: &Card) {
        let key = normalise(&c.name);
        let mut keys = vec![key.clone()];
        if let Some(v) = &c.variant {
            keys.push(normalise(&format!("{} {v}", c.name)));
        }
        for k in keys {
            self.by_compact
                .entry((c.game, names::compact(&k)))
                .or_default()
                .push(i);
            self.by_key.entry((c.game, k)).or_default().push(i);
        }
        if let Some(base) = names::without_level(&key) {
            self.by_base
                .entry((c.game, base.to_string()))
                .or_default()
                .push(i);
        }
        if self.compacts.len() <= i {
            self.compacts.resize(i + 1, String::new());
            self.keys.resize(i + 1, String::new());
        }
        self.compacts[i] = names::compact(&key);
        self.keys[i] = key;
    }

    /// Looks a name up through the cascade of [`How`].
    fn find(
        &self,
        cards: &[Card],
        game: Game,
        name: &str,
        set: Option<&str>,
        numbers: &[String],
    ) -> Found {
        let key = normalise(name);
        if key.is_empty() {
            return Found::Absent;
        }
        let ck = names::compact(&key);
        let narrow = |hits: &[usize]| narrow(cards, hits, set, numbers);
        let dedup = |mut v: Vec<usize>| {
            v.sort_unstable();
            v.dedup();
            v
        };
        let by_name = if let Some(h) = self.by_key.get(&(game, key.clone())) {
            Some((dedup(h.clone()), How::Name))
        } else if let Some(h) = self.by_compact.get(&(game, ck.clone())) {
            Some((dedup(h.clone()), How::Compact))
        } else {
            self.by_base
                .get(&(game, key.clone()))
                .map(|h| (h.clone(), How::Levels))
        };
        // No number given: the name decides, narrowed by the set.
        if numbers.is_empty() {
            if let Some((hits, how)) = by_name {
                return Found::Hits(narrow(&hits), how);
            }
        }
        // A number given names one printing: the same-titled card at that number (in the set,
        // else a promo the documents file under its saga) ...
        if let Some((hits, how)) = &by_name {
            let printing = at_printing(cards, hits, set, numbers);
            if !printing.is_empty() {
                return Found::Hits(printing, *how);
            }
        }
        // ... else the card at that number with a similar title (a retitled printing: "Kid
        // Trunks Lv.1" at World Games Saga #178 is "Kid Trunks, the Junior Champion Lv.1"), in
        // the set when the set has that number, else anywhere in the game.
        if !numbers.is_empty() {
            let at_number = |in_set: bool| -> Vec<usize> {
                (0..cards.len())
                    .filter(|&i| cards[i].game == game && !cards[i].documents_only)
                    .filter(|&i| !in_set || set.is_some_and(|s| cards[i].set == s))
                    .filter(|&i| numbers.iter().any(|n| number_key(&cards[i].number) == *n))
                    .collect()
            };
            let in_set = at_number(true);
            let pool = if in_set.is_empty() {
                at_number(false)
            } else {
                in_set.clone()
            };
            let similar_hits: Vec<usize> = pool
                .iter()
                .copied()
                .filter(|&i| similar(&ck, &self.compacts[i], &key, &self.keys[i]))
                .collect();
            if !similar_hits.is_empty() {
                return Found::Hits(similar_hits, How::Number);
            }
            // The same title at another printing is another card (a personality is outside the
            // Most Recent Printing Rule): the ruling stays with the printing it names.
            // Only when the ruling's set is one of the pool's and no same-titled card is in it
            // (a same-titled card in that set at another number is the documents' slip).
            let elsewhere = set.is_some_and(|s| {
                known_set(s)
                    && by_name
                        .as_ref()
                        .is_some_and(|(h, _)| h.iter().all(|&i| cards[i].set != s))
            });
            if let (true, Some((hits, _))) = (elsewhere, &by_name) {
                let others: Vec<String> = hits
                    .iter()
                    .map(|&i| format!("{} #{}", cards[i].set, cards[i].number))
                    .collect();
                return Found::Conflict(format!(
                    "the ruling names {} #{}, which the pool lacks; the same title is another printing ({})",
                    set.unwrap_or("no set"),
                    numbers.join("/"),
                    others.join(", ")
                ));
            }
            // A same-titled card where the set or number is not the pool's: the name decides.
            if let Some((hits, how)) = by_name {
                return Found::Hits(narrow(&hits), how);
            }
            if !in_set.is_empty() {
                let there: Vec<&str> = in_set.iter().map(|&i| cards[i].name.as_str()).collect();
                return Found::Conflict(format!(
                    "the pool's {} #{} is {}",
                    set.unwrap_or_default(),
                    numbers.join("/"),
                    there.join(" / ")
                ));
            }
        }
        // A close spelling, within the set when the set is one of the pool's.
        let tolerance = if ck.chars().count() <= 8 { 1 } else { 2 };
        let mut best: Option<(usize, Vec<usize>)> = None;
        for (i, c) in cards.iter().enumerate() {
            if c.game != game || c.documents_only || set.is_some_and(|s| known_set(s) && c.set != s)
            {
                continue;
            }
            let d = strsim::damerau_levenshtein(&ck, &self.compacts[i]);
            if d > tolerance {
                continue;
            }
            match &mut best {
                Some((bd, v)) if *bd == d => v.push(i),
                Some((bd, _)) if *bd < d => {}
                _ => best = Some((d, vec![i])),
            }
        }
        if let Some((_, hits)) = best {
            let names: std::collections::HashSet<&str> =
                hits.iter().map(|&i| self.compacts[i].as_str()).collect();
            if names.len() == 1 {
                return Found::Hits(narrow(&hits), How::Spelling);
            }
        }
        Found::Absent
    }
}

/// Keeps the hits in the given set, then those with one of the given numbers, when any remain.
fn narrow(cards: &[Card], hits: &[usize], set: Option<&str>, numbers: &[String]) -> Vec<usize> {
    let mut out: Vec<usize> = hits.to_vec();
    if let Some(set) = set {
        let in_set: Vec<usize> = out
            .iter()
            .copied()
            .filter(|&i| cards[i].set == set)
            .collect();
        if !in_set.is_empty() {
            out = in_set;
        }
    }
    if !numbers.is_empty() {
        let same: Vec<usize> = out
            .iter()
            .copied()
            .filter(|&i| numbers.iter().any(|n| number_key(&cards[i].number) == *n))
            .collect();
        if !same.is_empty() {
            out = same;
        }
    }
    out
}

/// The hits at the printing a ruling names: in the set with one of the numbers, else with one
/// of the numbers in any set (the documents file some promos under their saga).
fn at_printing(
    cards: &[Card],
    hits: &[usize],
    set: Option<&str>,
    numbers: &[String],
) -> Vec<usize> {
    let numbered: Vec<usize> = hits
        .iter()
        .copied()
        .filter(|&i| numbers.iter().any(|n| same_number(&cards[i].number, n)))
        .collect();
    let in_set: Vec<usize> = numbered
        .iter()
        .copied()
        .filter(|&i| set.is_some_and(|s| cards[i].set == s))
        .collect();
    if in_set.is_empty() {
        numbered
    } else {
        in_set
    }
}

/// A card number equal to a document's number key, or with the same digits once a printing
/// prefix is dropped (`Preview 6` / `6`, `M24` / `24`, `Preview 1` / `Pre#1`).
fn same_number(card_number: &str, key: &str) -> bool {
    let digits = |n: &str| -> String {
        let d: String = n.chars().filter(char::is_ascii_digit).collect();
        d.trim_start_matches('0').to_string()
    };
    number_key(card_number) == key
        || (!digits(key).is_empty() && digits(card_number) == digits(key))
}

/// Similar enough, given an agreeing card number: one is a prefix of the other, one's words
/// are the other's with words left out (`Garlic Jr. Lv.3` / `Garlic Jr., the Monster Lv.3`),
/// or a few edits apart. `a` and `b` are compact keys; `a_key`/`b_key` the spaced ones.
fn similar(a: &str, b: &str, a_key: &str, b_key: &str) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    if a.starts_with(b) || b.starts_with(a) {
        return true;
    }
    if words_within(a_key, b_key) || words_within(b_key, a_key) {
        return true;
    }
    let limit = (a.len().min(b.len()) / 5).max(2);
    strsim::damerau_levenshtein(a, b) <= limit
}

/// Every word of `short` appears in `long`, in order (and `short` has at least two words).
fn words_within(short: &str, long: &str) -> bool {
    let short: Vec<&str> = short.split(' ').collect();
    if short.len() < 2 {
        return false;
    }
    let mut long = long.split(' ');
    short.iter().all(|w| long.any(|l| l == *w))
}

fn known_set(set: &str) -> bool {
    sets::SCORE_SETS.iter().any(|s| s.name == set)
}

/// A document's set and numbers, tidied: `Cosmic Anthology - #CA4, #CA5,` + `CA6` ->
/// `Cosmic Anthology`, [`ca4`, `ca5`, `ca6`]; `CP1-#CP3` gives both ends.
fn set_and_numbers(set: Option<&str>, number: Option<&str>) -> (Option<String>, Vec<String>) {
    let mut numbers = Vec::new();
    let mut set_out = None;
    let mut ranged = false;
    if let Some(s) = set {
        let (name, rest) = match s.split_once(" - ").or_else(|| s.split_once(" – ")) {
            Some((n, r)) => (n, r),
            None => (s, ""),
        };
        let name = name.trim().trim_end_matches(['-', '–', ' ']);
        set_out =
            Some(sets::canonical_score_set(name).map_or_else(|| name.to_string(), str::to_string));
        // The ruling's number is the text after its last `#`: `#178-#180` leaves `#178` here
        // and `180` in `number`, a range to join again.
        let rest = rest.trim();
        match number {
            Some(n) if !rest.is_empty() && !rest.ends_with(',') => {
                numbers.extend(number_list(&format!("{rest}-{n}")));
                ranged = true;
            }
            _ => numbers.extend(number_list(rest)),
        }
    }
    if let Some(n) = number.filter(|_| !ranged) {
        numbers.extend(number_list(n));
    }
    numbers.sort();
    numbers.dedup();
    (set_out, numbers)
}

/// The numbers a document writes: `#CA4, #CA5` -> both; a range `#178-#180` -> 178, 179, 180.
fn number_list(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in s.split([',', ' ']) {
        let ends: Vec<String> = piece
            .split(['-', '–'])
            .map(|t| t.trim().trim_start_matches('#'))
            .filter(|t| !t.is_empty() && t.chars().any(|c| c.is_ascii_digit()))
            .map(number_key)
            .collect();
        out.extend(number_range(&ends).unwrap_or(ends));
    }
    out
}

/// `[178, 180]` -> 178..=180 when both ends share their prefix and the range is short.
fn number_range(ends: &[String]) -> Option<Vec<String>> {
    let [first, last] = ends else { return None };
    let split = |n: &str| {
        let at = n.find(|c: char| c.is_ascii_digit())?;
        let (prefix, digits) = n.split_at(at);
        Some((prefix.to_string(), digits.parse::<u32>().ok()?))
    };
    let ((p1, a), (p2, b)) = (split(first)?, split(last)?);
    (p1 == p2 && a < b && b - a <= 10).then(|| (a..=b).map(|n| format!("{p1}{n}")).collect())
}

/// Links rulings and legality to `cards` (filling current text, rulings, legality and limits),
/// appends the documents-only cards, tags printed League Only / Tuff Enuff Only
/// ([`printed`]) and sets personality groups ([`groups`]). Records what stayed unlinked in `report`.
pub fn link_cards(cards: &mut Vec<Card>, links: &Links<'_>, report: &mut ImportReport) {
    let mut index = PoolIndex::new(cards);

    // ruling index -> linked card indices
    let mut linked: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    let mut docs_only: BTreeMap<String, DocsOnly> = BTreeMap::new();
    for (r, ruling) in links.rulings.iter().enumerate() {
        let game = links.game(&ruling.doc);
        let (set, numbers) = set_and_numbers(ruling.set.as_deref(), ruling.number.as_deref());
        let mut targets = Vec::new();
        let mut absent = Vec::new();
        let mut conflicts = Vec::new();
        for name in ruling_names(&ruling.card_name) {
            match index.find(cards, game, &name, set.as_deref(), &numbers) {
                Found::Hits(hits, how) => {
                    if how != How::Name {
                        report.fuzzy_links.push(FuzzyLink {
                            source: ruling.id.clone(),
                            card_name: name.clone(),
                            cards: hits.iter().map(|&i| cards[i].id.clone()).collect(),
                            how: how.describe().to_string(),
                        });
                    }
                    targets.extend(hits);
                }
                Found::Absent => absent.push(name),
                Found::Conflict(why) => conflicts.push(why),
            }
        }
        if targets.is_empty() && !conflicts.is_empty() {
            report.unmatched_rulings.push(Unmatched {
                id: ruling.id.clone(),
                card_name: ruling.card_name.clone(),
                reason: conflicts.join("; "),
            });
            continue;
        }
        if targets.is_empty() && absent.iter().all(|n| normalise(n).is_empty()) {
            report.unmatched_rulings.push(Unmatched {
                id: ruling.id.clone(),
                card_name: ruling.card_name.clone(),
                reason: "the entry names no card".into(),
            });
            continue;
        }
        for name in absent {
            docs_only
                .entry(normalise(&name))
                .or_insert_with(|| DocsOnly::new(&name, game))
                .rulings
                .push(r);
        }
        linked.entry(r).or_default().extend(targets);
    }

    // Legality entries naming no card become documents-only cards too.
    for entry in links.legality {
        let game = links.game(&entry.doc);
        let names = ruling_names(&entry.card_name);
        let any = names.iter().any(|n| {
            matches!(index.find(cards, game, n, None, &[]), Found::Hits(..))
                || docs_only.contains_key(&normalise(n))
        });
        if !any {
            for n in names {
                docs_only
                    .entry(normalise(&n))
                    .or_insert_with(|| DocsOnly::new(&n, game))
                    .legality
                    .push(entry.section.clone());
            }
        }
    }

    // Documents-only cards: one per missing name, from the documents alone.
    for d in docs_only.values() {
        let first = d.rulings.first().and_then(|&r| links.rulings.get(r));
        let mut card = documents_only_card(&d.name, d.game, first);
        if first.is_none() {
            if let Some(section) = d.legality.first() {
                card.sources.insert("name".into(), section.clone());
            }
        }
        let i = cards.len();
        index.add(i, &card);
        cards.push(card);
        report.documents_only += 1;
        for &r in &d.rulings {
            linked.entry(r).or_default().push(i);
        }
    }
    report.linked_rulings = linked.len();

    // Per card: its rulings, newest (highest-precedence) document first, then document order.
    let mut per_card: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
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

    link_legality(cards, &index, links, report);
    if let Some(doc) = &links.restrictions_doc {
        for (status, n) in printed::tag_printed_legality(cards, doc) {
            report.printed_legality.insert(status_key(status), n);
        }
    }
    groups::assign_groups(cards, &links.groups, report);
}

/// A card to build from the documents alone.
struct DocsOnly {
    name: String,
    game: Game,
    rulings: Vec<usize>,
    legality: Vec<String>,
}

impl DocsOnly {
    fn new(name: &str, game: Game) -> Self {
        DocsOnly {
            name: name.to_string(),
            game,
            rulings: Vec::new(),
            legality: Vec::new(),
        }
    }
}

/// A card named by the documents that the pool lacks; `first` is the ruling that names it, if
/// a ruling does (else a legality list does).
fn documents_only_card(name: &str, game: Game, first: Option<&Ruling>) -> Card {
    let (set, numbers_raw) = match first {
        Some(r) => (r.set.clone(), r.number.clone()),
        None => (None, None),
    };
    let (set_name, _) = set_and_numbers(set.as_deref(), None);
    let mut card = Card {
        set: set_name.unwrap_or_default(),
        set_raw: set.unwrap_or_default(),
        number: numbers_raw.unwrap_or_default(),
        documents_only: true,
        ..super::blank_card(
            format!("score/documents/{}", slug(name)),
            name.to_string(),
            game,
        )
    };
    card.level = normalise(name)
        .rsplit_once(' ')
        .and_then(|(_, l)| l.strip_prefix("lv"))
        .and_then(|d| d.parse().ok());
    if let Some(r) = first {
        card.sources.insert("name".into(), r.id.clone());
        if !card.set.is_empty() {
            card.sources.insert("set".into(), r.id.clone());
        }
        if !card.number.is_empty() {
            card.sources.insert("number".into(), r.id.clone());
        }
        if card.level.is_some() {
            card.sources
                .insert("level".into(), format!("{} (card name)", r.id));
        }
    }
    card.sources.insert(
        "printed_text".into(),
        "none: the pool lacks this card; only the documents name it".into(),
    );
    card
}

/// Sets the current text from the highest-precedence ruling that changes the text: a full
/// "Treat this card as if it read" replacement, else the text the card gains appended.
fn apply_text<'r>(card: &mut Card, rulings: impl Iterator<Item = &'r Ruling>) {
    let mut done = false;
    for r in rulings {
        if let Some(t) = r.treat_as.as_deref().filter(|t| !t.trim().is_empty()) {
            if is_partial(t) || r.treat_as_is_power() {
                // One power or a quoted fragment: it cannot replace the whole text.
                card.partial_errata.push(r.id.clone());
                continue;
            }
            if !done {
                card.current_text = t.trim().to_string();
                card.current_text_source = Some(r.id.clone());
                card.sources
                    .insert("current_text".into(), format!("{} (treat as)", r.id));
                done = true;
            }
            continue;
        }
        if !r.gains.is_empty() && !done {
            let mut text = card.printed_text.trim_end().to_string();
            for g in &r.gains {
                // A printing that already carries the gained text (Straining Destruction Move's
                // "Remove from the game after use. Limit 1 per deck.") does not get it twice.
                if contains_words(&card.printed_text, g) {
                    continue;
                }
                if !text.is_empty() {
                    text.push(' ');
                }
                text.push_str(g.trim());
            }
            card.current_text = text;
            card.current_text_source = Some(r.id.clone());
            card.sources
                .insert("current_text".into(), format!("{} (gains)", r.id));
            done = true;
        }
    }
}

/// True when `text` contains `part`, ignoring case and runs of white space.
fn contains_words(text: &str, part: &str) -> bool {
    let norm = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let part = norm(part);
    !part.is_empty() && norm(text).contains(&part)
}

fn link_legality(
    cards: &mut [Card],
    index: &PoolIndex,
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
            if let Found::Hits(h, how) = index.find(cards, game, &name, None, &[]) {
                if how != How::Name {
                    report.fuzzy_links.push(FuzzyLink {
                        source: entry.section.clone(),
                        card_name: name.clone(),
                        cards: h.iter().map(|&i| cards[i].id.clone()).collect(),
                        how: how.describe().to_string(),
                    });
                }
                hits.extend(h);
            }
        }
        if hits.is_empty() {
            report.unmatched_legality.push(Unmatched {
                id: format!("{}#{}", entry.section, entry.card_name),
                card_name: entry.card_name.clone(),
                reason: "no card of this name in the pool or the documents".into(),
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
                    format!("{} ({})", entry.section, status_key(entry.status)),
                );
            }
        }
    }
}

fn status_key(s: crate::corpus::legality::LegalityStatus) -> String {
    serde_json::to_value(s)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A link made other than by equal names, for review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FuzzyLink {
    /// The ruling id or legality section.
    pub source: String,
    /// The card name as the document writes it.
    pub card_name: String,
    /// The cards linked.
    pub cards: Vec<String>,
    /// How the match was made.
    pub how: String,
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
        assert_eq!(
            set_and_numbers(Some("World Games Saga - #178-"), Some("180")).1,
            vec!["178", "179", "180"]
        );
        assert_eq!(
            set_and_numbers(Some("Cosmic Anthology - #CA4, #CA5,"), Some("CA6")).1,
            vec!["ca4", "ca5", "ca6"]
        );
        assert!(is_partial("“... at the bottom of your Life Deck.”"));
        assert!(!is_partial("Stops a physical attack."));
    }

    #[test]
    fn gained_text_already_printed_is_not_added_twice() {
        let printed = "Your opponent discards the top 5 cards of his Life Deck. Remove from the game after use.  Limit 1 per deck.";
        assert!(contains_words(
            printed,
            "Remove from the game after use. Limit 1 per deck."
        ));
        assert!(!contains_words(printed, "Draw a card."));
        assert!(!contains_words(printed, " "));
    }
}
