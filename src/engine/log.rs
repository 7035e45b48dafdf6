//! What a step records while it runs: citations, notes, judge prompts and a victory if one
//! happens. The battle turns it into a [`super::trace::TraceEvent`]. A battle whose trace no one
//! reads (`Battle::trace_words(false)`) keeps a quiet log: its notes and account lines are not
//! written ([`Log::words`], [`note!`](crate::note), [`say!`](crate::say)); nothing decided changes.

use serde::Serialize;

use super::citations::Citation;
use super::state::PlayerId;

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VictoryKind {
    /// The opponent has no life cards (or is caught in a Dragon Ball Loop).
    Survival,
    /// All 7 Dragon Balls of a set.
    DragonBall,
    /// The Main Personality reached the highest level possible.
    MostPowerfulPersonality,
    /// A card's effect: its player loses ("When you reach 5 anger you lose the game") or wins as
    /// the card says (CRD 3.0.0 "The Golden Rule": card text overrides the rules).
    CardEffect,
}

/// A victory: who won, how, and the rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Victory {
    /// The winner.
    pub winner: PlayerId,
    /// How.
    pub kind: VictoryKind,
    /// The rule's section id.
    pub cite: String,
}

/// The record a step builds.
#[derive(Debug, Clone, Default)]
pub struct Log {
    /// A quiet log: notes are counted, not written (no one reads this battle's trace words).
    quiet: bool,
    /// Notes recorded, written or not ([`Log::noted`]).
    noted: usize,
    /// Citations used, in order, without repeats.
    pub cites: Vec<Citation>,
    /// Lines of account.
    pub notes: Vec<String>,
    /// Sentences for the judge.
    pub judge: Vec<String>,
    /// A victory that happened during the step.
    pub victory: Option<Victory>,
    /// A Dragon Ball victory that will be checked at the start of this player's next turn.
    pub pending_dragon_ball_victory: Option<PlayerId>,
    /// Corpus ids cited beyond the engine's own table: the rulings that supplied a card's
    /// current text (they come from the corpus, so they resolve by construction).
    pub rulings: Vec<String>,
    /// The notes already named by the card whose effects wrote them ([`Log::attribute`]): an
    /// effect resolved inside another card's names its own card, not the outer one.
    attributed: Vec<std::ops::Range<usize>>,
}

impl Log {
    /// A log whose notes are written (`words`) or only counted (a battle whose trace words no
    /// one reads).
    pub fn with_words(words: bool) -> Log {
        Log {
            quiet: !words,
            ..Log::default()
        }
    }

    /// Lets the log go at the end of a step: its lists of lines (nearly always empty by then,
    /// their lines taken by the step's event) are freed only when they hold an allocation,
    /// without a call into `Vec`'s drop for each empty one.
    #[inline(always)]
    pub(crate) fn end(self) {
        let Log {
            notes,
            judge,
            rulings,
            ..
        } = self;
        let_go(notes);
        let_go(judge);
        let_go(rulings);
    }

    /// Whether notes and account lines are written: a step builds their text only then
    /// ([`note!`](crate::note), [`say!`](crate::say)).
    pub fn words(&self) -> bool {
        !self.quiet
    }

    /// Whether any note was recorded through [`Log::note`] or pushed to `notes`, written or not.
    pub fn noted(&self) -> bool {
        self.noted > 0 || !self.notes.is_empty()
    }

    /// Records a citation (once).
    pub fn cite(&mut self, c: Citation) {
        if !self.cites.contains(&c) {
            self.cites.push(c);
        }
    }

    /// Records a ruling id (once).
    pub fn cite_ruling(&mut self, id: &str) {
        if !self.rulings.iter().any(|r| r == id) {
            self.rulings.push(id.to_string());
        }
    }

    /// Records a note and its rule.
    pub fn note(&mut self, c: Citation, text: impl Into<String>) {
        self.cite(c);
        self.noted += 1;
        if !self.quiet {
            self.notes.push(text.into());
        }
    }

    /// Records a note whose text is built only when the log's words are written (the
    /// [`note!`](crate::note) macro's form).
    pub fn note_with(&mut self, c: Citation, text: impl FnOnce() -> String) {
        self.cite(c);
        self.noted += 1;
        if !self.quiet {
            self.notes.push(text());
        }
    }

    /// Records a note line without a rule of its own (the step's citations already name it),
    /// its text built only when the log's words are written.
    pub fn line_with(&mut self, text: impl FnOnce() -> String) {
        self.noted += 1;
        if !self.quiet {
            self.notes.push(text());
        }
    }

    /// Names `source` on each note written since `mark` that opens with a player or a word and
    /// does not name it already, so that
    /// a step where several cards act says which card changed what ("Trunks the Saiyan Lv.2:
    /// p1's anger 2 -> 1"). Notes a nested card's effects wrote keep that card's name.
    pub fn attribute(&mut self, mark: usize, source: &str) {
        if self.quiet || source.is_empty() || mark >= self.notes.len() {
            return;
        }
        for i in mark..self.notes.len() {
            // A note that opens with a name (a card's, "Goku's Farewell: p1 reaches 5 anger")
            // already says whose it is; one that opens with a player or a word does not.
            let unnamed = self.notes[i].starts_with(|c: char| c.is_ascii_lowercase());
            if !unnamed
                || self.attributed.iter().any(|r| r.contains(&i))
                || self.notes[i].contains(source)
            {
                continue;
            }
            self.notes[i] = format!("{source}: {}", self.notes[i]);
        }
        self.attributed.push(mark..self.notes.len());
    }

    /// Records a victory (the first one stands).
    pub fn win(
        &mut self,
        winner: PlayerId,
        kind: VictoryKind,
        c: Citation,
        text: impl Into<String>,
    ) {
        self.note(c, text);
        if self.victory.is_none() {
            self.victory = Some(Victory {
                winner,
                kind,
                cite: c.id.to_string(),
            });
        }
    }
}

/// `note!(log, citation, "format", args...)`: [`Log::note`] with the text formatted only when
/// the log's words are written (the same words as `log.note(citation, format!(...))`).
#[macro_export]
macro_rules! note {
    ($log:expr, $cite:expr, $($fmt:tt)+) => {
        $log.note_with($cite, || format!($($fmt)+))
    };
}

/// `say!(log, account, "format", args...)`: pushes a line of a step's account, formatted only
/// when the log's words are written (the same words as `account.push(format!(...))`).
#[macro_export]
macro_rules! say {
    ($log:expr, $account:expr, $($fmt:tt)+) => {
        if $log.words() {
            $account.push(format!($($fmt)+));
        }
    };
}

/// Drops a list of lines, with no call into `Vec`'s drop when it holds no allocation (an empty
/// list made with `Vec::new`: forgetting it frees nothing, as there is nothing to free).
#[inline(always)]
pub(crate) fn let_go(lines: Vec<String>) {
    if lines.capacity() == 0 {
        std::mem::forget(lines);
    } else {
        drop(lines);
    }
}
