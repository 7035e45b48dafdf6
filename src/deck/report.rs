//! What a deck check produces: findings (the cards involved, one sentence, the section id that
//! states the rule, a severity) and the counts by section of the deck, as one serialisable
//! report (`{legal, ruleset, counts, findings}`).

use serde::Serialize;

/// How a finding weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// The deck breaks the rule: it is not legal as listed.
    Illegal,
    /// The documents leave this to the judge (or the list cannot tell): a judge checks it.
    JudgeChecks,
    /// Information: how a name was read.
    Note,
}

impl Severity {
    /// The word shown before the finding.
    pub fn word(self) -> &'static str {
        match self {
            Severity::Illegal => "illegal",
            Severity::JudgeChecks => "judge checks",
            Severity::Note => "note",
        }
    }
}

/// One finding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The section id that states the rule (`scouter rule ID` opens it); `None` (JSON `null`)
    /// when no section is about it (a name the pool does not have).
    pub rule: Option<String>,
    /// The cards involved, as the pool names them.
    pub cards: Vec<String>,
    /// What is wrong, in one sentence.
    pub message: String,
    /// How it weighs.
    pub severity: Severity,
    /// The check that made it (`size`, `copies`, `main-personality`, ...).
    pub check: &'static str,
    /// What the judge should know about the document the rule comes from (JSON `null` if
    /// nothing): e.g. that it is an older edition than the deck's product.
    pub note: Option<String>,
}

impl Finding {
    /// A finding of `check` under `rule`.
    pub fn new(
        check: &'static str,
        severity: Severity,
        rule: &str,
        cards: Vec<String>,
        message: String,
    ) -> Finding {
        Finding {
            rule: Some(rule.to_string()),
            cards,
            message,
            severity,
            check,
            note: None,
        }
    }

    /// A finding that no section of the ruleset's document is about (a name not in the pool).
    pub fn unruled(
        check: &'static str,
        severity: Severity,
        cards: Vec<String>,
        message: String,
    ) -> Finding {
        Finding {
            rule: None,
            cards,
            message,
            severity,
            check,
            note: None,
        }
    }
}

/// How many cards each part of the deck holds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Main Personality level cards.
    pub main_personality: u32,
    /// Mastery cards.
    pub mastery: u32,
    /// Personality cards that are not the Main Personality.
    pub allies: u32,
    /// Every other card of the Life Deck (Dragon Balls, the Sensei card included).
    pub life_deck: u32,
    /// Sensei Deck cards.
    pub sensei_deck: u32,
    /// The size the ruleset's deck-size rule counts.
    pub counted: u32,
}

/// The result of checking one decklist.
#[derive(Debug, Clone, Serialize)]
pub struct DeckReport {
    /// True when no finding is `illegal`.
    pub legal: bool,
    /// The ruleset id.
    pub ruleset: String,
    /// The counts by section.
    pub counts: Counts,
    /// Every finding, illegal first, then judge checks, then notes.
    pub findings: Vec<Finding>,
    /// The file as given (`-` for standard input).
    pub file: String,
    /// The format it was read as.
    pub format: super::list::Format,
}

impl DeckReport {
    /// How many findings make the deck illegal.
    pub fn problems(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Illegal)
            .count()
    }
}
