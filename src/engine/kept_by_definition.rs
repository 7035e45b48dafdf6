//! An answer about a card's definition found at its first use and kept with it
//! ([`KeptByDefinition`], fields of `CardDef`: a cache, never part of what the card is), for the
//! questions the Battle Sequence asks of the same cards at many steps (a card's step timing at
//! every play, whether a card in play waits for a card going to a discard pile). What its text
//! alone decides is found once with the text's compile ([`TextAnswers`]: the build's stored
//! record, a board text's kept compile) and fills the answers as each load makes the card.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::battle::play_legality::{step_timing_row_of, step_words};
use super::effects::placements::placement_triggers::waits_for_discard_pile;
use super::effects::Effect;
use super::state::CardDef;

/// What a text's compile answers of the questions kept per definition, found once with it
/// (`CompiledCard::answers`): each load's definitions are new, and would otherwise look at the
/// text again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextAnswers {
    /// The text also allows Combat besides a turn step its timing keeps it to ("in place of an
    /// attack", "during combat": `battle::play_legality`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub also_in_combat: bool,
    /// A sentence of the text keeps the card to the Non-Combat Step ("You can use this card
    /// during your Non-Combat Step.").
    #[serde(default, skip_serializing_if = "is_false")]
    pub non_combat_step_only: bool,
    /// An unread sentence of the compiled effects waits for a card going to a discard pile
    /// (`placements::placement_triggers::waits_for_discard_pile`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub waits_for_discard: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl TextAnswers {
    /// The answers for a text, its sentences as printed and its compiled effects.
    pub fn of(text: &str, sentences: &[(String, Vec<Effect>)], effects: &[Effect]) -> TextAnswers {
        let (also_in_combat, non_combat_step_only) = step_words(text, sentences);
        TextAnswers {
            also_in_combat,
            non_combat_step_only,
            waits_for_discard: waits_for_discard(effects),
        }
    }
}

/// True when an unread sentence among `effects` waits for a card going to a discard pile.
pub fn waits_for_discard(effects: &[Effect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, Effect::Manual(s) if waits_for_discard_pile(s)))
}

/// Fills `def`'s kept answers from its text's compile: `answers` were found for its text and
/// sentences, and for its first `compiled` effects (`None`: its effects are not the compile's,
/// and are looked at here, as at a first use).
pub fn keep_text_answers(def: &mut CardDef, answers: TextAnswers, compiled: Option<usize>) {
    let step_timing = step_timing_row_of(
        &def.effects,
        answers.also_in_combat,
        answers.non_combat_step_only,
    );
    let from_compile = compiled.is_some() && answers.waits_for_discard;
    let rest = def.effects.get(compiled.unwrap_or(0)..).unwrap_or_default();
    let waits = from_compile || waits_for_discard(rest);
    def.step_timing = KeptByDefinition::found(def, step_timing);
    def.waits_for_discard = KeptByDefinition::found(def, waits);
}

/// Where a definition's text, effects and sentences are and how long they are.
type ListsAt = [(usize, usize); 3];

fn lists_at(def: &CardDef) -> ListsAt {
    [
        (def.text.as_ptr() as usize, def.text.len()),
        (def.effects.as_ptr() as usize, def.effects.len()),
        (def.sentences.as_ptr() as usize, def.sentences.len()),
    ]
}

/// One answer about a definition, found beforehand (from its text's compile: [`Self::found`])
/// or at first use.
///
/// Kept with the text, effects and sentences it was found for (their addresses and lengths): a
/// definition whose lists were replaced or grown since (a copy being built, a test changing
/// them) is answered afresh, so a kept answer can never be another definition's.
#[derive(Clone)]
pub struct KeptByDefinition<T> {
    /// Found beforehand.
    found: Option<(T, ListsAt)>,
    /// Found at first use.
    first_use: OnceLock<(T, ListsAt)>,
}

impl<T: Copy> KeptByDefinition<T> {
    /// The answer `find` gives for `def` (this cache's own definition), found once.
    pub fn get(&self, def: &CardDef, find: impl Fn(&CardDef) -> T) -> T {
        let at = lists_at(def);
        if let Some((answer, kept)) = &self.found {
            if *kept == at {
                return *answer;
            }
        }
        match self.first_use.get_or_init(|| (find(def), at)) {
            (answer, kept) if *kept == at => *answer,
            _ => find(def),
        }
    }
}

impl<T> KeptByDefinition<T> {
    /// A cache already holding `answer`, found beforehand for `def` as it is now (its text,
    /// effects and sentences where they are).
    pub fn found(def: &CardDef, answer: T) -> Self {
        KeptByDefinition {
            found: Some((answer, lists_at(def))),
            first_use: OnceLock::new(),
        }
    }
}

impl<T> Default for KeptByDefinition<T> {
    fn default() -> Self {
        KeptByDefinition {
            found: None,
            first_use: OnceLock::new(),
        }
    }
}

/// A cache: equal whatever it holds, so two definitions compare by what the card is.
impl<T> PartialEq for KeptByDefinition<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> fmt::Debug for KeptByDefinition<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeptByDefinition")
    }
}

#[cfg(test)]
mod tests {
    use super::KeptByDefinition;
    use crate::engine::effects::Effect;
    use crate::engine::state::CardDef;

    /// A kept answer (CRD 3.0.0 "Card Text": a card does what its text says) is the answer
    /// for the definition's lists as they are; lists replaced since are answered afresh.
    #[test]
    fn a_kept_answer_is_that_of_the_definition_as_it_is() {
        let count = |d: &CardDef| d.effects.len();
        let mut def = CardDef::plain("Test Drill", "Drill");
        let kept = KeptByDefinition::default();
        assert_eq!(kept.get(&def, count), 0);
        def.effects = vec![Effect::Manual(
            "When a card goes to a discard pile, draw.".into(),
        )];
        assert_eq!(kept.get(&def, count), 1);
        assert_eq!(kept.get(&def, count), 1);
        // An answer found beforehand is the definition's while its lists are where they were.
        let found = KeptByDefinition::found(&def, 7);
        assert_eq!(found.get(&def, count), 7);
        def.effects = Vec::new();
        assert_eq!(found.get(&def, count), 0);
    }

    /// The answers a card's definition starts with, from its text's compile (the stored record
    /// of a pool card, the kept compile of a board's own text), are those found afresh at a
    /// first use, for every card of every scenario board: the turn step a card's own timing
    /// keeps it to (CRD 3.0.0 "The Sequence of Play for One Complete Turn") and an unread
    /// sentence waiting for a card going to a discard pile.
    #[test]
    fn every_boards_cards_start_with_the_answers_found_afresh() {
        use crate::engine::battle::play_legality::{step_timing_row_of, step_words};
        use crate::engine::state::EffectsSource;
        let corpus = crate::corpus::Corpus::embedded().expect("the embedded corpus loads");
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
        let mut boards: Vec<_> = std::fs::read_dir(&dir)
            .expect("the scenario boards")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        boards.sort();
        let mut kept = 0;
        for path in boards {
            let Ok(loaded) = crate::scenario::load(&path, corpus) else {
                continue;
            };
            for card in &loaded.state.cards {
                let def = &*card.def;
                let (also, only) = step_words(&def.text, &def.sentences);
                let fresh_step = step_timing_row_of(&def.effects, also, only);
                let fresh_waits = super::waits_for_discard(&def.effects);
                // Only a card with no text and no effects (a placeholder) has none to start with.
                let first_use = |d: &CardDef| {
                    assert_eq!(d.effects_source, EffectsSource::None, "{}", d.name);
                };
                let step = def.step_timing.get(def, |d| {
                    first_use(d);
                    fresh_step
                });
                let waits = def.waits_for_discard.get(def, |d| {
                    first_use(d);
                    fresh_waits
                });
                assert_eq!((step, waits), (fresh_step, fresh_waits), "{}", def.name);
                kept += usize::from(def.effects_source != EffectsSource::None);
            }
        }
        assert!(kept > 1000, "{kept} cards started with their answers");
    }
}
