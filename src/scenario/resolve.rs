//! Card names in a board file to card definitions: the file's own inline cards, placeholder
//! names (`L1`, `DB7`), then the ruleset's card pool by id or name, a pool card getting its
//! current text compiled into effects ([`from_pool`]).

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::corpus::names::{normalise, normalised_first_char};
use crate::corpus::{Card, Corpus};
use crate::engine::compile::pool_text::{pool_text, PoolText};
use crate::engine::effects::lasting::benefit_limits;
use crate::engine::state::{CardDef, EffectsSource, PowerRating};
use crate::engine::{blank_text, card_kinds, kept_by_definition};
use crate::engine::{compile, known_cards};

use super::format::InlineCard;

/// True for placeholder names (`L1`, `H2`, `X10`): ordinary cards with no text.
pub fn is_placeholder(name: &str) -> bool {
    let letters = name.chars().take_while(|c| c.is_ascii_uppercase()).count();
    let digits = name
        .chars()
        .skip(letters)
        .take_while(|c| c.is_ascii_digit())
        .count();
    (1..=2).contains(&letters)
        && (1..=3).contains(&digits)
        && letters + digits == name.chars().count()
}

/// Resolves card names: the file's own cards, placeholders, then the pool by id or name.
pub(super) struct Resolver<'a> {
    pub(super) inline: &'a BTreeMap<String, Box<InlineCard>>,
    pub(super) corpus: &'a Corpus,
    /// The ruleset's game: names resolve among its cards only.
    pub(super) game: crate::corpus::Game,
    pub(super) cache: BTreeMap<String, Arc<CardDef>>,
    /// The pool's name index, built on the first pool name and reused for the rest.
    pub(super) names: std::cell::OnceCell<crate::corpus::names::NameIndex<'a>>,
    /// The file's own card names, in `inline`'s order: the first character of each one's
    /// normalised form (`names::normalised_first_char`), built at the first name not found as
    /// written, and the normalised form (`names::normalise`), made at the first name it may
    /// match; both reused for the rest.
    pub(super) inline_keys: std::cell::OnceCell<Vec<InlineKey>>,
}

/// A file's card name as the name look-up compares it ([`Resolver::inline_keys`]).
pub(super) struct InlineKey {
    first: Option<char>,
    normalised: std::cell::OnceCell<String>,
}

impl<'a> Resolver<'a> {
    pub(super) fn resolve(&mut self, name: &str) -> std::result::Result<Arc<CardDef>, String> {
        if let Some(d) = self.cache.get(name) {
            return Ok(d.clone());
        }
        let def = self.lookup(name)?;
        let def = Arc::new(def);
        self.cache.insert(name.to_string(), def.clone());
        Ok(def)
    }

    fn lookup(&self, name: &str) -> std::result::Result<CardDef, String> {
        // The file's own cards, by the board file's one name rule.
        let own = self.inline.get(name).map(|c| (name, c)).or_else(|| {
            // `names::same_name`, with `name` normalised at most once rather than once per
            // card of the file, and each of the file's names at most once per file: only
            // where the first characters of the two normalised forms agree (a placeholder
            // such as `L1` is normalised only if a file card's name could read the same).
            if self.inline.is_empty() {
                return None;
            }
            let first = normalised_first_char(name);
            let mut key: Option<String> = None;
            let keys = self.inline_keys.get_or_init(|| {
                self.inline
                    .keys()
                    .map(|k| InlineKey {
                        first: normalised_first_char(k),
                        normalised: std::cell::OnceCell::new(),
                    })
                    .collect()
            });
            self.inline
                .iter()
                .zip(keys)
                .find(|((k, _), ik)| {
                    k.eq_ignore_ascii_case(name)
                        || (ik.first == first
                            && *ik.normalised.get_or_init(|| normalise(k))
                                == *key.get_or_insert_with(|| normalise(name)))
                })
                .map(|((k, c), _)| (k.as_str(), c))
        });
        if let Some((key, c)) = own {
            return Ok(self.inline_def(key, c));
        }
        if is_placeholder(name) {
            return Ok(CardDef::plain(name, "Card"));
        }
        if let Some(card) = self.corpus.card(name) {
            return Ok(from_pool(card, self.corpus));
        }
        let corpus = self.corpus;
        let matches = self
            .names
            .get_or_init(|| crate::corpus::names::NameIndex::of_pool(corpus))
            .printings(name, self.game);
        // Printings that read the same (same current text, type, ladder and PUR) are one card
        // for the engine; printings that differ need a pool id.
        let mut distinct: Vec<&Card> = Vec::new();
        for c in &matches {
            let same = |d: &&Card| {
                d.current_text == c.current_text
                    && d.card_type == c.card_type
                    && d.power_ladder == c.power_ladder
                    && d.ladder_raw == c.ladder_raw
                    && d.pur == c.pur
            };
            if !distinct.iter().any(same) {
                distinct.push(c);
            }
        }
        // A name without a variant tag means the ordinary printing (`Raditz Lv.1`, not its
        // Hidden Treasure printing, which `Raditz Lv.1 HT` names).
        if distinct.len() > 1 {
            let plain: Vec<&Card> = distinct
                .iter()
                .copied()
                .filter(|c| c.variant.is_none())
                .collect();
            if plain.len() == 1 {
                distinct = plain;
            }
        }
        match distinct.as_slice() {
            [one] => Ok(from_pool(one, self.corpus)),
            [] => Err(format!("unknown card \"{name}\"{}", self.closest(name))),
            many => Err(format!(
                "ambiguous card name \"{name}\": its printings read differently; use a pool id, one of {}",
                many.iter()
                    .map(|c| c.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// The definitions of every printing of the pool card a name names (no file card, no near
    /// match), as the board reads a pool card: for a card an action names without placing it
    /// (`named_pool_cards`). Printings may read differently (Black Scout Maneuver is a Drill
    /// and a Physical Combat card): each is kept, and a search's kind is asked of all of them.
    pub(super) fn pool_defs_named(&mut self, name: &str) -> Vec<Arc<CardDef>> {
        if is_placeholder(name) || self.inline.contains_key(name) {
            return Vec::new();
        }
        let corpus = self.corpus;
        let names = self
            .names
            .get_or_init(|| crate::corpus::names::NameIndex::of_pool(corpus));
        let ids: Vec<String> = names
            .printings(name, self.game)
            .iter()
            .map(|c| c.id.clone())
            .collect();
        ids.iter().filter_map(|id| self.resolve(id).ok()).collect()
    }

    /// The one pool card (of the ruleset's game) a name names, when exactly one reads so.
    fn pool_card_named(&self, name: &str) -> Option<&'a Card> {
        let corpus = self.corpus;
        let names = self
            .names
            .get_or_init(|| crate::corpus::names::NameIndex::of_pool(corpus));
        let printings = names.printings(name, self.game);
        let first = *printings.first()?;
        printings
            .iter()
            .all(|c| c.current_text == first.current_text)
            .then_some(first)
    }

    /// A card the file defines, read like a pool card: with no `effects` given, its `text` is
    /// compiled by the same compiler ([`compile::compile_with_sentences`]); when it is named
    /// after a pool card, that card's rulings apply (cited where it acts, their restrictions and
    /// requirements enforced), and a text that is the pool card's printed or current text is
    /// read as the CRD's rewrite reads it ([`pool_text`]). Effects the file gives are used as
    /// given.
    fn inline_def(&self, key: &str, c: &InlineCard) -> CardDef {
        let name = c.name.clone().unwrap_or_else(|| key.to_string());
        let pool = self.pool_card_named(&name);
        let given = |d: CardDef| CardDef {
            name: name.clone(),
            card_type: c.card_type.clone(),
            pool_id: None,
            level: c.level,
            pur: c.pur,
            ladder: c.ladder.clone(),
            alignment: c.alignment.clone(),
            groups: c.groups.clone(),
            style: None,
            rarity: None,
            ..d
        };
        // The pool card's own text: read exactly as the pool card is (its CRD rewrite, the
        // known-cards table, its ruling restrictions).
        if let Some(p) = pool {
            let same = |t: &str| squash(t) == squash(&c.text);
            if c.effects.is_empty() && (same(&p.printed_text) || same(&p.current_text)) {
                return given(from_pool(p, self.corpus));
            }
        }
        let rulings: Vec<String> = pool.map(|p| p.rulings.clone()).unwrap_or_default();
        let restrictions = compile::ruling_restrictions_of(&rulings, self.corpus);
        let text = c.text.clone();
        // A text loaded before is not compiled again (`compile::kept_texts`).
        let reading = match pool {
            Some(p) => compile::reading::Reading::of_pool(p, self.corpus),
            None => {
                compile::reading::Reading::of(&c.card_type, compile::is_drill(&c.card_type, &name))
            }
        };
        let kept = compile::kept_texts::compile_with_sentences_kept(&text, reading);
        let (compiled, sentences) = &*kept;
        let sentences = Arc::clone(sentences);
        let (effects, effects_source) = if c.effects.is_empty() && !text.trim().is_empty() {
            let mut effects = compiled.effects.clone();
            effects.extend(restrictions.iter().map(|r| r.effect.clone()));
            (effects, EffectsSource::Compiled)
        } else {
            (c.effects.clone(), EffectsSource::Scenario)
        };
        let compiled_effects =
            (effects_source == EffectsSource::Compiled).then_some(compiled.effects.len());
        let mut def = given(CardDef {
            text,
            effects,
            effects_source,
            sentences,
            misprints: compiled.misprints.clone(),
            benefit_limits: rulings
                .iter()
                .filter_map(|id| self.corpus.ruling(id))
                .flat_map(|r| benefit_limits::read(&r.id, &r.text))
                .collect(),
            kinds: card_kinds::of_rulings(&rulings, self.corpus)
                .into_iter()
                .chain(card_kinds::read(None, &c.text))
                .collect(),
            blanks: blank_text::of_rulings(&rulings, self.corpus),
            rulings,
            ruling_restrictions: restrictions,
            // `given` writes the name and type: no copies of them here to drop.
            ..CardDef::plain("", "")
        });
        // Its step timing's words and unread sentences, found with the kept compile.
        if let Some(answers) = compiled.answers {
            kept_by_definition::keep_text_answers(&mut def, answers, compiled_effects);
        }
        def
    }

    fn closest(&self, name: &str) -> String {
        let lower = name.to_lowercase();
        let mut scored: Vec<(f64, &str)> = self
            .corpus
            .card_names()
            .iter()
            .map(|c| &*c.name)
            .chain(self.inline.keys().map(String::as_str))
            .map(|n| (strsim::jaro_winkler(&lower, &n.to_lowercase()), n))
            .collect();
        scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
        scored.dedup_by(|a, b| a.1 == b.1);
        let best: Vec<&str> = scored
            .iter()
            .take(5)
            .filter(|s| s.0 > 0.7)
            .map(|s| s.1)
            .collect();
        if best.is_empty() {
            if self.corpus.card_names().is_empty() {
                " (the card pool is empty: define the card under \"cards\")".into()
            } else {
                String::new()
            }
        } else {
            format!("; closest: {}", best.join(", "))
        }
    }
}

/// A text with its whitespace and quote marks made plain, to compare a file's text with a
/// pool card's.
fn squash(t: &str) -> String {
    t.replace(['’', '‘', '\u{92}'], "'")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A pool card as the engine sees it: effects compiled from its current text
/// ([`crate::engine::compile`]). Two uses of the hand-written table remain (see
/// [`known_cards`]): while the pool carries a card's printed text and no errata source, the
/// table's quoted CRD text stands in for the current text; and where the compiler leaves a
/// sentence of that exact text to the judge, the table's effects are used.
fn from_pool(card: &Card, corpus: &Corpus) -> CardDef {
    let known = known_cards::effects_for(&card.name);
    // Personality powers: the CRD's rewrite of one power stands in for the printed text; the
    // build stored this text's compile too, so no card here is compiled at run time.
    let PoolText { text, power_ruling } = pool_text(card, corpus);
    let (compiled, sentences) = compile::stored::pool_card_with_sentences(card, corpus, &text);
    let answers = compiled.answers;
    let (effects, source) = match known {
        Some((k, effects))
            if compiled.coverage != compile::Coverage::Full && k.text == text.trim() =>
        {
            (effects, EffectsSource::Table)
        }
        _ => (compiled.effects, EffectsSource::Compiled),
    };
    let misprints = compiled.misprints;
    let compiled_effects = (source == EffectsSource::Compiled).then_some(effects.len());
    let mut effects = effects;
    let restrictions = compile::ruling_restrictions(card, corpus);
    effects.extend(restrictions.iter().map(|r| r.effect.clone()));
    let mut def = CardDef {
        name: card.name.clone(),
        card_type: card.card_type.clone(),
        text,
        pool_id: Some(card.id.clone()),
        level: card.level,
        pur: card.pur,
        ladder: pool_ladder(card),
        alignment: card.alignment.clone(),
        // Every group the CRD's lists give (`crd-3.0.0/saiyan-heritage-personalities`: "Cell Jr
        // (1 and 2)"), notes included: a note that bars the group's "only" cards (Pikkon,
        // Tamagami) is read by `identity::fits_group` from `only_groups::BARRED`.
        groups: card.groups.clone(),
        style: card.style.clone(),
        rarity: card.rarity.clone(),
        effects,
        effects_source: source,
        text_source: power_ruling.or_else(|| card.current_text_source.clone()),
        sentences: sentences.into(),
        rulings: card.rulings.clone(),
        benefit_limits: card
            .rulings
            .iter()
            .filter_map(|id| corpus.ruling(id))
            .flat_map(|r| benefit_limits::read(&r.id, &r.text))
            .collect(),
        ruling_restrictions: restrictions,
        kinds: card_kinds::of_pool(card, corpus),
        blanks: blank_text::of_rulings(&card.rulings, corpus),
        moments: Default::default(),
        constant_power: Default::default(),
        step_timing: Default::default(),
        waits_for_discard: Default::default(),
        misprints,
    };
    // Its step timing's words and unread sentences, found with the stored compile.
    if let Some(answers) = answers {
        kept_by_definition::keep_text_answers(&mut def, answers, compiled_effects);
    }
    def
}

/// A pool card's power ladder from the 0 stage up: its whole-number ratings, or, for the ladders
/// of Z power stages the pool keeps as written (`ladder_raw`: King Kai, Grand Kai, the Supreme
/// Kais, Mr. Popo; CRD 3.0.0 "Z Power Stages"), each rating read as a number or "Z". A raw entry
/// that is neither ends the ladder there (the board must then give the card's `ladder`).
fn pool_ladder(card: &Card) -> Vec<PowerRating> {
    if !card.power_ladder.is_empty() {
        return card
            .power_ladder
            .iter()
            .map(|&r| PowerRating::Rating(r))
            .collect();
    }
    card.ladder_raw
        .iter()
        .map_while(|r| match r.trim() {
            z if z.eq_ignore_ascii_case("z") => Some(PowerRating::Z),
            n => n.replace(',', "").parse().ok().map(PowerRating::Rating),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        assert!(is_placeholder("L1"));
        assert!(is_placeholder("DB7"));
        assert!(!is_placeholder("Tien"));
        assert!(!is_placeholder("L"));
        assert!(!is_placeholder("l1"));
    }
}
