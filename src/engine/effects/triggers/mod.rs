//! Triggered and once-per-Combat effects: "When entering Combat", "After you perform a successful
//! attack", "Once per Combat", "Whenever ..." (CRD 3.0.0 "Phase 1: The Prepare Phase", "Secondary Effects").

mod entering_combat_roles_resolve;
pub mod power_sentences;
pub mod successful_against_you;
pub(in crate::engine) mod successful_against_you_resolve;
mod trigger_choices_resolve;
pub mod triggered_effects;
pub(in crate::engine) mod triggered_effects_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, AttackKind, Condition, Effect};

/// What sets a [`Trigger`] off, seen from the card's controller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerEvent {
    /// "When entering Combat": the Prepare Phase of the Combat Step, either half.
    EnteringCombat,
    /// "When entering Combat as the attacker": the attacker's half of the Prepare Phase.
    EnteringCombatAsAttacker,
    /// "When entering Combat as the defender": the defender's half of the Prepare Phase.
    EnteringCombatAsDefender,
    /// "after performing a successful attack", "after every successful energy attack you
    /// perform": with the attacker's "If successful" effects (Battle Sequence step 15).
    YourAttackSuccessful,
    /// "After receiving damage from an energy attack": once the attack's damage has been dealt
    /// to you (after Battle Sequence step 13).
    DamageReceived,
    /// "you may take 1 less life card of damage from any attack": while the attack's life cards
    /// of damage are dealt to you (Battle Sequence step 13).
    LifeCardDamage,
    /// "Whenever you stop an attack" (`in_play::drills`): an attack performed against you was
    /// stopped (Battle Sequence step 8, once its success is determined).
    YouStopAttack,
    /// "Whenever your opponent stops 1 of your attacks" (`in_play::drills`): an attack you performed
    /// was stopped (Battle Sequence step 8).
    YourAttackStopped,
    /// "All successful physical attacks you perform remove ... before damage is dealt" (drills
    /// module): your attack found successful, before its damage (end of Battle Sequence step 8).
    YourAttackSuccessfulBeforeDamage,
    // ----- `in_play::drill_events` -----
    /// "When you perform an attack, ..." (a Drill in play): the attacker's effect as the attack
    /// is performed, right after Battle Sequence step 1 (the attack declared, before its costs
    /// are paid).
    YouPerformAttack,
    // ----- `triggers::successful_against_you` -----
    /// "for every successful energy attack he performs against you" (Trunks the Saiyan Lv.2):
    /// the defender's effect once the attack is found successful (end of Battle Sequence step
    /// 8), after the attacker's own effects of that moment.
    AttackAgainstYouSuccessful,
}

/// A triggered effect of a card in play. JSON: `{"trigger": {"on":
/// "entering_combat_as_attacker", "may": true, "effects": [{"draw": 1}]}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    /// What sets it off.
    pub on: TriggerEvent,
    /// The kinds of attack it answers to (empty: any attack, or no attack at all).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// "you may": its player decides (a `use` action of the card, with `may`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub may: bool,
    /// "Once per Combat": how many times per Combat it may be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_combat: Option<u32>,
    /// A condition that must hold when it is set off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// What it does.
    pub effects: Vec<Effect>,
}
