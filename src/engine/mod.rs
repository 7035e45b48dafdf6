//! The rules engine: a board state, a ruleset and a script of actions, resolved one Battle
//! Sequence step at a time, every step citing the corpus sections it applies.
//!
//! - [`state`]: the board (players, personalities, zones, card objects with stable ids);
//! - [`ruleset`]: what differs between documents, as data ([`Ruleset::crd_3_0_0`] by default);
//! - [`effects`]: the typed effect vocabulary cards compile to;
//! - [`battle`]: the sequence as explicit states ([`Battle::step`], [`Walkthrough`] for undo);
//! - [`damage`], [`levels`], [`pat`]: dealing damage, anger and levels, the Physical Attack Tables;
//! - [`turn`]: the Sequence of Play around Combat, set-up and the turn's victories ([`turn::Game`]);
//! - [`trace`], [`citations`]: what each step reports, and every section id it may cite.
//!
//! The engine never prints: it returns values.

pub mod action;
pub mod battle;
pub mod blank_text;
pub mod card_kinds;
pub mod citations;
pub mod compile;
pub mod damage;
pub mod damage_types;
pub mod damaged_text;
pub mod effect_words;
pub mod effects;
pub mod event_changes;
pub mod event_citations;
pub mod filters;
pub mod identity;
pub mod ids;
pub mod kept_by_definition;
pub mod levels;
pub mod log;
pub mod named_cards;
pub mod names_found;
pub mod pat;
pub mod queries;
pub mod ruleset;
pub mod shared;
pub mod state;
pub mod trace;
pub mod turn;
pub mod view;

pub use action::{Action, Verb};
pub use battle::{AttackInProgress, Battle, Outcome, Position, StepResult, Walkthrough};
pub use damage::Damage;
pub use effects::restrictions::known_cards;
pub use effects::{AttackKind, AttackSpec, Effect};
pub use log::{Victory, VictoryKind};
pub use ruleset::{Ruleset, StepKind};
pub use state::{BoardState, CardDef, CardId, PlayerId, PowerRating};
pub use trace::{CiteId, TraceEvent};

/// Errors of the engine. A step that fails leaves the battle as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// The action is not allowed by the rules (a cost that cannot be paid, a card not in hand).
    #[error("illegal action: {0}")]
    Illegal(String),
    /// The script gives an action out of turn.
    #[error("expected {expected}, found: {found}")]
    Script {
        /// What the step expected.
        expected: String,
        /// What the script gave.
        found: String,
    },
    /// The documents do not say how to resolve this: the judge must.
    #[error("unresolvable: {0}")]
    Unresolvable(String),
    /// A bug in the engine (reported, never a panic).
    #[error("internal error: {0}")]
    Internal(String),
}

/// Result alias for engine operations.
pub type Result<T> = std::result::Result<T, EngineError>;
