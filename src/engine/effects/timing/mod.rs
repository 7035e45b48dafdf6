//! Timing: when a Combat card may be used (CRD 3.0.0 "Timing Conflicts", "Use When Needed Effects",
//! "The Difference Between “Costs” and “Requirements”").

pub mod after_damage_placement;
pub(in crate::engine) mod after_damage_placement_resolve;
pub mod anger_windows;
pub(in crate::engine) mod anger_windows_resolve;
pub mod before_attack;
pub(in crate::engine) mod before_attack_resolve;
pub mod card_moments;
pub mod combat_card_answers;
pub(in crate::engine) mod combat_card_answers_resolve;
pub mod combat_endings;
pub mod end_of_combat_queue;
pub mod end_of_turn_effects;
pub mod note_timing;
pub(in crate::engine) mod note_timing_resolve;
pub mod opening_rulings;
pub mod start_of_turn_effects;
pub(in crate::engine) mod turn_step_notes_resolve;
pub mod use_when;
pub mod use_windows;
pub(in crate::engine) mod use_windows_resolve;
pub(in crate::engine) mod when_needed_window_resolve;

use serde::{Deserialize, Serialize};

use super::{AttackKind, Who};

/// When a card may be used, as its text says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// "Use when needed."
    WhenNeeded,
    /// "Use when entering Combat."
    WhenEnteringCombat,
    /// "Use when entering Combat as the defender.": used in the defender's half of the Prepare
    /// Phase only (Hero Advantage).
    WhenEnteringCombatAsDefender,
    /// "Use at the beginning of the Combat Step." (Nail Takes Extra Effort, Trunks Saga #132,
    /// printed "of he combat step"): the Combat Step begins with its Phase 1, the Prepare Phase
    /// (CRD 3.0.0 "The Combat Step In Detail"): used in its player's half of the Prepare Phase,
    /// refused in an Attack Phase (`battle::play_legality`).
    BeginningOfCombatStep,
    /// "Use in place of an attack."
    InPlaceOfAttack,
    /// "Use during any Non-Combat Step." (Gathering of Warriors): used only in a Non-Combat Step,
    /// never in an Attack Phase (`turn::card_timing`).
    NonCombatStep,
    /// "Use this card at the end of your Power Up step." (Plant Two Saibaimen, CRD 3.0.0
    /// errata): used by its player right after his Power-Up Step, never at another time
    /// (`turn::card_timing`).
    EndOfPowerUp,
    /// "Use this card at the end of your opponent's Power Up step." (Teaching the Unteachable
    /// Forces Observation, Score errata): used by the defender for the turn right after the
    /// attacker's Power-Up Step, never at another time (`turn::card_timing`).
    EndOfOpponentsPowerUp,
    /// "Use at the end of any turn." (King Kai's Calming, Roshi's Calming, as CRD 3.0.0 rewrites
    /// them; Mr. Popo's Calming's "at the end of a turn"): a Non-Combat card in play its player
    /// uses when a turn, his or his opponent's, ends after its Rejuvenation Step (CRD 3.0.0
    /// Sequence of Play: "When you have completed the Sequence of Play, your turn ends"), never
    /// in an Attack Phase (`turn::end_of_turn_effects`, `battle::play_legality`).
    EndOfTurn,
}

/// A requirement on the successful attacks a player performed this Combat (`timing::use_windows`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuccessfulAttacks {
    /// Whose attacks.
    pub player: Who,
    /// Of which kind.
    pub kind: AttackKind,
    /// How many successful attacks of that kind at least.
    pub at_least: u32,
    /// `true`: in that player's most recent Attack Phase this Combat ("his previous "Attacker
    /// Attacks" phase", "your last "Attacker Attacks" phase this Combat"); `false`: this Combat.
    #[serde(default)]
    pub last_phase: bool,
}

/// When a card that names its own moment of use may be used (`timing::use_windows`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UseWindow {
    /// Right after an attack of this kind its user performs becomes successful (step 8).
    AfterYourAttackSuccessful(AttackKind),
    /// Right after its user stops an attack of this kind (step 8 of the stopped attack).
    WhenYouStop(AttackKind),
    /// When its user performs an attack of this kind (`None`: any attack): right after the
    /// attack is declared (step 1); its attack modifiers and keywords are added to that attack.
    WhenYouPerform(Option<AttackKind>),
    /// When its user performs an attack of this kind with a Martial Arts Styled card (CRD
    /// "Styled Cards": Red, Blue, Black, Orange, Saiyan or Namekian), right after step 1.
    WhenYouPerformStyled(AttackKind),
    /// "Use immediately before you perform an energy attack" (Power Boost): played at step 1
    /// right before its user's attack of this kind, in the same Attack Phase
    /// (`timing::before_attack`).
    ImmediatelyBefore(AttackKind),
}
