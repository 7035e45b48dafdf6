//! Who benefits from a card's lasting effect, as its CRD ruling limits it ("This card only
//! modifies attacks performed by Cell. This card does not modify attacks performed by the Cell
//! Jr(s) personality card.", Cell's Style): the sentence patterns read as data into performer
//! limits, decided at step 10 with `engine::identity`, or named for the judge when unread.

use serde::Serialize;

use crate::engine::battle::Battle;
use crate::engine::identity::{self, Fit, Performer};
use crate::engine::ids::PlayerId;
use crate::engine::log::Log;

/// Who the limit lets benefit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PerformerLimit {
    /// Only attacks performed by this personality (or group).
    Only(String),
    /// Not attacks performed by this personality (or group).
    Not(String),
}

/// A ruling sentence limiting who a card's effect applies to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BenefitLimit {
    /// The ruling's id.
    pub ruling: String,
    /// The sentence, as the ruling prints it.
    pub sentence: String,
    /// The limit read from it; `None`: the engine does not read it (the judge decides).
    pub reading: Option<PerformerLimit>,
}

/// Makes the limit a sentence pattern states from the name after it.
type LimitOf = fn(String) -> PerformerLimit;

/// The sentence openings read, lower-cased, each with the limit it states on the name after it.
const PATTERNS: &[(&str, LimitOf)] = &[
    (
        "this card only modifies attacks performed by ",
        PerformerLimit::Only,
    ),
    (
        "this card does not modify attacks performed by ",
        PerformerLimit::Not,
    ),
];

/// Words that make a ruling sentence a limit on who an effect applies to, read or not.
const LIMIT_WORDS: &[&str] = &[
    "only modifies",
    "does not modify",
    "only affects",
    "does not affect",
];

/// The limits a ruling's text states, outside any "Treat this card as if it read" quote.
pub fn read(ruling: &str, text: &str) -> Vec<BenefitLimit> {
    let own = text
        .split("Treat this card as if it read")
        .next()
        .unwrap_or("");
    own.split_terminator(". ")
        .map(|s| s.trim().trim_end_matches('.').trim())
        .filter(|s| {
            let l = s.to_lowercase();
            LIMIT_WORDS.iter().any(|w| l.contains(w))
        })
        .map(|s| BenefitLimit {
            ruling: ruling.to_string(),
            sentence: format!("{s}."),
            reading: reading(s),
        })
        .collect()
}

/// The performer limit of one sentence: a pattern followed by a personality or group name.
fn reading(sentence: &str) -> Option<PerformerLimit> {
    let lower = sentence.to_ascii_lowercase();
    PATTERNS.iter().find_map(|(head, limit)| {
        let rest = sentence.get(lower.find(head)? + head.len()..)?;
        let name = rest
            .trim()
            .trim_start_matches("the ")
            .trim_end_matches(" personality card")
            .trim_end_matches(" personality cards")
            .trim_end_matches("(s)")
            .trim();
        (identity::is_personality_name(name) || identity::group(name).is_some())
            .then(|| limit(name.to_string()))
    })
}

impl Battle {
    /// Step 10: whether the lasting effect of the card `source` applies to the attack `me`'s
    /// personality in control performs, under the limits the card's rulings in this ruleset's
    /// document state. A limit that excludes the performer is cited with its ruling; a limit
    /// the engine does not read is named for the judge (the effect is then applied).
    pub(in crate::engine) fn benefits(&self, source: &str, me: PlayerId, log: &mut Log) -> bool {
        let Some(def) = self
            .state
            .cards
            .iter()
            .map(|c| c.def.as_ref())
            .find(|d| d.name == source)
        else {
            return true;
        };
        let p = self.state.controller(me);
        let who = self.personality_identity(p);
        let performer = Performer {
            def: self.state.personality_def(p),
            name: &who,
            side: self.state.side_of(p),
        };
        let by = performer.def.name.clone();
        // An exclusion first: the sentence that names the performer is the one quoted.
        let mut limits: Vec<&BenefitLimit> = def
            .benefit_limits
            .iter()
            .filter(|l| self.rules.is_own_ruling(&l.ruling))
            .collect();
        limits.sort_by_key(|l| !matches!(l.reading, Some(PerformerLimit::Not(_))));
        for l in limits {
            let excluded = match &l.reading {
                None => {
                    log.cite_ruling(&l.ruling);
                    log.judge.push(format!(
                        "judge checks: {source}'s ruling limits who it applies to and the engine \
                         does not read it (applied to {by}'s attack here): \"{}\" ({})",
                        l.sentence, l.ruling
                    ));
                    continue;
                }
                Some(PerformerLimit::Only(name)) => match identity::is_named(performer, name) {
                    Fit::Yes(_) => None,
                    Fit::No(why) => Some(why),
                    Fit::Unclear(why) => {
                        log.judge.push(format!(
                            "judge resolves: {source} only modifies attacks performed by \
                             {name}: {why} ({})",
                            l.ruling
                        ));
                        None
                    }
                },
                Some(PerformerLimit::Not(name)) => match identity::is_named(performer, name) {
                    Fit::Yes(why) => Some(why),
                    Fit::No(_) => None,
                    Fit::Unclear(why) => {
                        log.judge.push(format!(
                            "judge resolves: {source} does not modify attacks performed by \
                             {name}: {why} ({})",
                            l.ruling
                        ));
                        None
                    }
                },
            };
            if let Some(why) = excluded {
                log.cite_ruling(&l.ruling);
                log.notes.push(format!(
                    "{source} does not modify this attack: \"{}\" ({why})",
                    l.sentence
                ));
                return false;
            }
        }
        true
    }
}
