//! A card's own rulings cited where the card acts: the ruling that gave its current text and
//! every ruling the ruleset's document has on it (a stopper's CRD ruling at step 5, an attack's
//! at step 1, a personality's when its power is used).

use crate::engine::battle::{Battle, Source};
use crate::engine::log::Log;
use crate::engine::state::CardId;

impl Battle {
    /// Cites `card`'s current-text ruling and its rulings in the ruleset's own document.
    pub(in crate::engine) fn cite_card_rulings(&self, card: CardId, log: &mut Log) {
        let def = self.state.def(card);
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        for r in self.rules.own_rulings(def) {
            log.cite_ruling(r);
        }
        // A misprint the compiler corrected is said where the card acts (`compile::misprints`,
        // found when the text was compiled: `CardDef::misprints`). Said once a step: a card
        // acting again in the same step is not looked at again.
        let said = |log: &Log| {
            log.judge.iter().any(|j| {
                j.strip_prefix(def.name.as_str())
                    .is_some_and(|r| r.starts_with("'s text prints"))
            })
        };
        if !def.misprints.is_empty() && !said(log) {
            for (printed, meant) in &def.misprints {
                let line = format!(
                    "{}'s text prints \"{printed}\": the engine reads it as a misprint of \"{meant}\"; the judge confirms that reading",
                    def.name
                );
                if !log.judge.contains(&line) {
                    log.judge.push(line);
                }
            }
        }
    }

    /// The card's first ruling in the ruleset's own document (a Drill's ruling quoted in a
    /// refusal), if it has one.
    pub(in crate::engine) fn ruleset_ruling(&self, card: CardId) -> Option<&str> {
        self.rules.own_rulings(self.state.def(card)).next()
    }

    /// [`Battle::cite_card_rulings`] for the card (or personality) a source names.
    pub(in crate::engine) fn cite_source_rulings(&self, source: Source, log: &mut Log) {
        if let Source::Hand(c) | Source::InPlay(c) | Source::Power(c) = source {
            self.cite_card_rulings(c, log);
        }
    }
}

impl Battle {
    /// [`crate::engine::compile::pool_text::printed_text_ruling`] of a card acting now, said to the judge.
    pub(in crate::engine) fn printed_text_to_judge(&self, card: CardId, log: &mut Log) {
        let def = self.state.def(card);
        if let Some(r) = crate::engine::compile::pool_text::printed_text_ruling(
            def.text_source.as_deref(),
            &def.rulings,
            self.rules.id,
        ) {
            log.judge.push(format!(
                "judge: {} is read from its printed text (the card pool applies no errata to it); its ruling {r} decides where it reads the card differently",
                def.name
            ));
        }
    }
}
