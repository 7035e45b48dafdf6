//! `cards --coverage`: how much of the card pool the card-text compiler understands, card by
//! card, with totals per type and set and the sentences most often left to the judge.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::cancel::{Cancel, Cancelled};
use crate::corpus::{Card, Corpus, Game};
use crate::engine::compile::{self, sentences, Coverage};
use crate::engine::effects::Effect;

/// Which cards to report on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoverageFilters {
    /// Only this game.
    pub game: Option<Game>,
    /// Only this report type (`Physical Combat`, `Drill`, ...; case-insensitive).
    pub card_type: Option<String>,
}

/// One card's coverage.
#[derive(Debug, Clone, Serialize)]
pub struct CardCoverage {
    /// Pool id.
    pub id: String,
    /// Name.
    pub name: String,
    /// The type the report counts it under (Drills apart from other Non-Combat cards).
    #[serde(rename = "type")]
    pub card_type: String,
    /// Set.
    pub set: String,
    /// Full, partial or manual.
    pub coverage: Coverage,
    /// The sentences not compiled, as printed.
    pub manual: Vec<String>,
    /// The ruling that rewrote the card's text, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rewritten_by: Option<String>,
    /// Counted in the rewritten attack/defence/Drill total (the issue's "every rewritten card"
    /// target): rewritten by a ruling, and an attack, a defence or a Drill.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rewritten_target: bool,
    /// The editor's notes on the section the current text comes from: where the document is
    /// damaged or odd there (Blue Allies Drill's rewrite breaks off in both CRD editions, and
    /// no compiler can read what the document does not give).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub source_notes: Vec<String>,
}

/// Counts of cards by coverage.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Count {
    /// Cards counted.
    pub cards: u32,
    /// Fully compiled.
    pub full: u32,
    /// Partly compiled.
    pub partial: u32,
    /// Not compiled at all.
    pub manual: u32,
    /// `full` as a percentage of `cards`, one decimal.
    pub full_percent: f64,
}

impl Count {
    fn add(&mut self, c: Coverage) {
        self.cards += 1;
        match c {
            Coverage::Full => self.full += 1,
            Coverage::Partial => self.partial += 1,
            Coverage::Manual => self.manual += 1,
        }
        self.full_percent = (1000.0 * f64::from(self.full) / f64::from(self.cards)).round() / 10.0;
    }
}

/// Totals.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Totals {
    /// Every card reported.
    pub all: Count,
    /// Physical Combat, Energy Combat, Combat and Drill cards together (the issue's target).
    pub combat_and_drill: Count,
    /// Cards a ruling rewrote ("Treat this card as if it read") that attack, defend or are Drills.
    pub rewritten_attack_defence_drill: Count,
    /// Personalities with a power (their power box, with the CRD's rewrite of a power where one
    /// exists), apart from the other cards.
    pub personality_powers: Count,
    /// Of those, the Constant Combat Powers (constantly active: the engine applies what it reads
    /// and shows the judge the rest at step 1).
    pub constant_combat_powers: Count,
    /// Mastery cards (CRD 3.0.0 "Mastery Cards"): in play from the start, read like a Drill's
    /// constant texts (`in_play::mastery_resolve`).
    pub masteries: Count,
    /// Per report type.
    pub by_type: BTreeMap<String, Count>,
    /// Per set.
    pub by_set: BTreeMap<String, Count>,
}

/// A sentence left to the judge, with how many cards print it.
#[derive(Debug, Clone, Serialize)]
pub struct ManualSentence {
    /// The sentence as one card prints it.
    pub sentence: String,
    /// Cards with the same normalised sentence.
    pub cards: u32,
}

/// The coverage report.
#[derive(Debug, Clone, Serialize)]
pub struct CoverageReport {
    /// The filters used.
    pub filters: FiltersView,
    /// Per card, in pool order.
    pub cards: Vec<CardCoverage>,
    /// Totals.
    pub totals: Totals,
    /// The 30 most frequent sentences still manual.
    pub most_frequent_manual: Vec<ManualSentence>,
}

/// The filters as reported.
#[derive(Debug, Clone, Serialize)]
pub struct FiltersView {
    /// Game key, if filtered.
    pub game: Option<String>,
    /// Type, if filtered.
    #[serde(rename = "type")]
    pub card_type: Option<String>,
}

/// The type a card is counted under: Drills apart from other Non-Combat cards.
pub fn report_type(card: &Card) -> String {
    let drill = card.card_type.eq_ignore_ascii_case("Drill")
        || (card.card_type.to_lowercase().contains("non-combat")
            && card.name.trim_end().ends_with("Drill"));
    if drill {
        "Drill".to_string()
    } else {
        card.card_type.clone()
    }
}

const COMBAT_AND_DRILL: &[&str] = &["Physical Combat", "Energy Combat", "Combat", "Drill"];

/// Compiles every card the filters select and counts the results; stops between cards once
/// `cancel` is raised.
pub fn coverage(
    corpus: &Corpus,
    filters: &CoverageFilters,
    cancel: &Cancel,
) -> Result<CoverageReport, Cancelled> {
    let mut cards = Vec::new();
    let mut totals = Totals::default();
    let mut manual: BTreeMap<String, (String, u32)> = BTreeMap::new();
    for card in corpus.cards() {
        cancel.check()?;
        if filters.game.is_some_and(|g| g != card.game) {
            continue;
        }
        let ty = report_type(card);
        if filters
            .card_type
            .as_ref()
            .is_some_and(|t| !t.eq_ignore_ascii_case(&ty))
        {
            continue;
        }
        // The card's reading, as `card` shows it and a battle plays it (`compile::card_reading`):
        // a power the CRD rewrites is read as rewritten, a Dragon Ball from its placement ruling.
        let reading = compile::card_reading::card_reading(card, corpus);
        let text = reading.text.text.as_str();
        let compiled = &reading.compiled;
        let unenforced = reading.unenforced.clone();
        let c = reading.level();
        if card.card_type.eq_ignore_ascii_case("Personality") && !text.trim().is_empty() {
            totals.personality_powers.add(c);
            if compiled.effects.contains(&Effect::ConstantCombatPower) {
                totals.constant_combat_powers.add(c);
            }
        }
        if card.card_type.eq_ignore_ascii_case("Mastery") {
            totals.masteries.add(c);
        }
        totals.all.add(c);
        totals.by_type.entry(ty.clone()).or_default().add(c);
        let set = if card.set.is_empty() {
            "(no set: known only from rulings)".to_string()
        } else {
            card.set.clone()
        };
        totals.by_set.entry(set).or_default().add(c);
        if COMBAT_AND_DRILL.contains(&ty.as_str()) {
            totals.combat_and_drill.add(c);
        }
        let rewritten_target = card.current_text_source.is_some()
            && is_attack_defence_or_drill(&ty, &card.current_text, compiled);
        if rewritten_target {
            totals.rewritten_attack_defence_drill.add(c);
        }
        let sentences: Vec<String> = compiled
            .manual_sentences()
            .into_iter()
            .map(String::from)
            .chain(unenforced)
            .collect();
        for s in &sentences {
            let e = manual
                .entry(sentences::key(s))
                .or_insert_with(|| (s.clone(), 0));
            e.1 += 1;
        }
        cards.push(CardCoverage {
            id: card.id.clone(),
            name: card.name.clone(),
            card_type: ty,
            set: card.set.clone(),
            coverage: c,
            manual: sentences,
            rewritten_by: reading
                .text
                .power_ruling
                .clone()
                .or_else(|| card.current_text_source.clone()),
            rewritten_target,
            source_notes: card
                .current_text_source
                .as_deref()
                .and_then(|id| corpus.section(id))
                .map(|s| s.editor_notes.clone())
                .unwrap_or_default(),
        });
    }
    let mut most: Vec<ManualSentence> = manual
        .into_values()
        .map(|(sentence, cards)| ManualSentence { sentence, cards })
        .collect();
    most.sort_by(|a, b| {
        b.cards
            .cmp(&a.cards)
            .then_with(|| a.sentence.cmp(&b.sentence))
    });
    most.truncate(30);
    Ok(CoverageReport {
        filters: FiltersView {
            game: filters.game.map(|g| g.key().to_string()),
            card_type: filters.card_type.clone(),
        },
        cards,
        totals,
        most_frequent_manual: most,
    })
}

/// True for Drills, Physical and Energy Combat cards, and cards whose own text makes them an
/// attack ("Physical attack doing ...", "Energy attack.") or a defence ("Stops a ...", "Prevents
/// ...", "Play this card as a defense", a Defense Shield), or that compile to one. The text is
/// read, not only the compiled effects, so that a defence the compiler cannot read is still
/// counted; a card that only mentions attacks ("Use after you perform a successful physical
/// attack to ...") is not an attack.
pub fn is_attack_defence_or_drill(
    report_type: &str,
    text: &str,
    compiled: &compile::CompiledCard,
) -> bool {
    use crate::engine::effects::{attack_of, can_defend, Effect};
    use regex::Regex;
    use std::sync::LazyLock;
    static ATTACK_OR_DEFENCE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)(?:^|[.!)]\s+)(?:physical|energy) attack\b|\b(?:physical|energy) attack (?:doing|costing)\b|\bstops? (?:a|an|all|the first|one|any)\b|\bprevents? \d|\bprevent (?:all|the)\b|\bas a defen[cs]e\b|\bdefense shield\b",
        )
        .expect("a valid pattern")
    });
    matches!(report_type, "Drill" | "Physical Combat" | "Energy Combat")
        || ATTACK_OR_DEFENCE.is_match(text)
        || attack_of(&compiled.effects).is_some()
        || can_defend(&compiled.effects)
        || compiled
            .effects
            .iter()
            .any(|e| matches!(e, Effect::DefenseShield(_) | Effect::StandingStop(_)))
}
