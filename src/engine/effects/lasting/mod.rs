//! Lasting effects: what lasts the remainder of Combat, the next Attack Phase or the next attack,
//! held in `CombatFlags::lasting` (CRD 3.0.0 "Floating Effects").

pub mod against_alignment;
pub(in crate::engine) mod against_alignment_resolve;
pub mod benefit_limits;
pub mod cards_by_words;
pub mod duration_rulings;
pub mod durations;
pub(in crate::engine) mod durations_resolve;
pub mod floating;
pub(in crate::engine) mod floating_resolve;
pub mod lasting_effects;
pub(in crate::engine) mod lasting_effects_resolve;
pub mod lasting_rules;
pub(in crate::engine) mod lasting_rules_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, is_zero, AttackKind, Effect, PerCount, Who, Whose};
use crate::engine::ids::PlayerId;

/// How long a lasting effect of the `lasting` module lasts (CRD "Floating Effects": a floating
/// effect has a clause that tells when it finishes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lasts {
    /// "for the remainder of Combat".
    RestOfCombat,
    /// "during his next "Attacker Attacks" phase": the next Attack Phase of the player the
    /// effect is about, after the one it was created in.
    NextAttackPhase,
    /// "the next attack ... this Combat": the first attack it applies to, then it ends.
    NextAttack,
    /// "for the remainder of the turn": held with the Combat's floating effects (the turn
    /// steps after the Combat Step, Discard and Rejuvenation, have no window to play or use a
    /// card in), so it lasts as long as any card could be played this turn.
    RestOfTurn,
    /// A Constant Combat Power's standing change ("All of your physical attacks cost +2 power
    /// stages to perform", Majin Dabura, the Redeemed Lv.1): in force while its personality is
    /// in control of Combat; read from the power box, never held as a lasting effect
    /// (`personality_powers::constant_costs`).
    ConstantPower,
}

/// What a restriction or a cost change is about: cards of some types, or attacks of some kinds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Targets {
    /// Cards of these types as printed (`Physical Combat`, `Energy Combat`, `Combat`,
    /// `Non-Combat`).
    CardTypes(Vec<String>),
    /// Attacks of these kinds; empty: every attack.
    Attacks(Vec<AttackKind>),
    /// Cards with any of these words in their power box (their text), except cards of these
    /// types: "Non-Personality/Non-Mastery cards with "win" and/or "wins" in the power box"
    /// (Losing Battle).
    WithWords {
        /// Whole words, lowercase.
        words: Vec<String>,
        /// Card types left out, as printed (`Personality`, `Mastery`).
        except_types: Vec<String>,
    },
}

impl Targets {
    /// True when a card of `card_type` with text `text` is one of these cards (never for
    /// attacks).
    pub fn card_has_words(&self, card_type: &str, text: &str) -> bool {
        let Targets::WithWords {
            words,
            except_types,
        } = self
        else {
            return false;
        };
        if except_types
            .iter()
            .any(|t| t.eq_ignore_ascii_case(card_type))
        {
            return false;
        }
        let lower = text.to_lowercase();
        lower
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .any(|w| words.iter().any(|x| x == w))
    }

    /// In words ("cards with "win" or "wins" in the power box").
    pub fn with_words_words(&self) -> Option<String> {
        let Targets::WithWords {
            words,
            except_types,
        } = self
        else {
            return None;
        };
        let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
        let except = if except_types.is_empty() {
            String::new()
        } else {
            format!(" (not {} cards)", except_types.join(" or "))
        };
        Some(format!(
            "cards with {} in the power box{except}",
            quoted.join(" or ")
        ))
    }
}

/// "Prevent 3 life cards of damage from all attacks performed against you for the remainder of
/// Combat", "prevents all life cards of damage from energy attacks your opponent performs ...":
/// floating prevention of damage from the opponent's attacks, applied while damage is dealt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreventLasting {
    /// Power stages prevented from each attack.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards prevented from each attack.
    #[serde(default)]
    pub life_cards: u32,
    /// "all life cards of damage".
    #[serde(default, skip_serializing_if = "is_false")]
    pub all_life_cards: bool,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// `rest_of_combat` or `next_attack`.
    pub lasts: Lasts,
}

/// "The next physical attack you perform this Combat does +4 life cards of damage", "the next
/// energy attack you perform this Combat is a focused attack": the next attack of the card's
/// controller (of these kinds) this Combat gets a modifier or the Focused keyword.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextAttack {
    /// Kinds of attack; empty: the next attack of any kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// Power stages of damage added.
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards of damage added.
    #[serde(default)]
    pub life_cards: i32,
    /// The attack is a focused attack.
    #[serde(default, skip_serializing_if = "is_false")]
    pub focused: bool,
    /// Text the attack gains ("The next attack you perform this Combat gains "Draw a card.""),
    /// added to the end of its text when it is announced (`attack::attacks_gain`; CRD "Gaining
    /// Text").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gain: Vec<Effect>,
    /// Only an attack performed with a card of this Martial Arts Style (`Styled`: any of the six,
    /// CRD 3.0.0 "Styled Cards"): "the next Styled attack you perform this Combat become a focused
    /// attack" (Saiyan Setup). Left out, any attack of `kinds`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
}

/// A lasting effect the engine holds during Combat, with where it came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Floating {
    /// The effect, its `you` / `opponent` read from `owner`.
    pub effect: Effect,
    /// The controller of the card that created it.
    pub owner: PlayerId,
    /// The card (or power) that created it.
    pub source: String,
    /// The Attack Phase it was created in.
    pub phase: u32,
}

/// A floating damage modifier per unit counted (`lasting::lasting_rules`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttacksPer {
    /// The attacks it applies to.
    pub attacks: AttackFilter,
    /// The damage per unit and what is counted (its `scope` and `kinds` are not read: the
    /// filter says which attacks).
    pub per: PerCount,
}

/// Effects used each time an event happens, to the end of Combat (`lasting::lasting_rules`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FloatingTrigger {
    /// The event.
    pub on: FloatEvent,
    /// What the card's controller uses then (seen from him).
    pub effects: Vec<Effect>,
}

/// The event of a [`FloatingTrigger`], seen from the card's controller.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum FloatEvent {
    /// An attack of these kinds (none: every kind) the opponent performs against him is
    /// successful (step 8).
    SuccessfulAgainstYou(Vec<AttackKind>),
    /// An attack of these kinds he performs is successful (step 8).
    YourAttackSuccessful(Vec<AttackKind>),
    /// The opponent stops an attack of these kinds he performs (step 8); `main_personality`:
    /// only one performed by his Main Personality.
    OpponentStops {
        /// The kinds (none: every kind).
        kinds: Vec<AttackKind>,
        /// Only an attack performed by his Main Personality.
        #[serde(default, skip_serializing_if = "is_false")]
        main_personality: bool,
        /// Only an attack performed by a personality of this group or alignment ("a Majin
        /// Personality": `Majin`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        performer_group: Option<String>,
    },
    /// His Main Personality performs an attack of these kinds (when it is announced, step 1).
    MainPersonalityAttacks(Vec<AttackKind>),
    /// The opponent uses a card of this type (played or used in an Attack Phase, or as a
    /// defence).
    OpponentUsesCardType(String),
}

/// Attacks against the personalities of an alignment or group, and what a floating effect does to
/// them (`lasting::against_alignment`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgainstGroup {
    /// `Hero`, `Villain`, or a group (`Majin`): the defending personality in control of Combat
    /// has it.
    pub group: String,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// Power stages of damage prevented from each attack (prevention only).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub power_stages: u32,
    /// Life cards of damage prevented from each attack (prevention only).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub life_cards: u32,
}

/// Which attacks a floating rule applies to. Every condition stated must hold.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackFilter {
    /// Whose attacks: `you` (the card's controller), `opponent`, `any`; none: the card's controller's.
    pub whose: Option<Whose>,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// "other": not an attack performed with the card that created the rule.
    #[serde(default, skip_serializing_if = "is_false")]
    pub other: bool,
    /// Only focused attacks.
    #[serde(default, skip_serializing_if = "is_false")]
    pub focused: bool,
    /// Attacks performed with a card of this Martial Arts style ("Red Style attacks").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    /// Attacks performed with a card whose title has this word ("Frieza Named cards").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_title_has: Option<String>,
    /// Attacks that have Empower.
    #[serde(default, skip_serializing_if = "is_false")]
    pub with_empower: bool,
    /// Attacks performed by an Ally ("attacks performed by your Allies").
    #[serde(default, skip_serializing_if = "is_false")]
    pub by_allies: bool,
    /// Attacks performed by the Main Personality ("all successful physical attacks performed by
    /// your main personality", King Kai's Thoughts): not by an Ally in control of Combat.
    #[serde(default, skip_serializing_if = "is_false")]
    pub by_main_personality: bool,
    /// Attacks performed by a personality whose title has this word ("your personalities with
    /// "Android" in the title").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performer_title_has: Option<String>,
    /// "this personality": the personality that used the card (its name is filled in as the
    /// rule starts to float).
    #[serde(default, skip_serializing_if = "is_false")]
    pub this_personality: bool,
    /// The personality "this personality" names, once known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performer: Option<String>,
    /// Attacks whose card "cannot stay on the table to be used again this Combat" (attacks_gain
    /// module, Piccolo's Multiform): its own text has no effect that keeps it on the table.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_stay: bool,
}

/// A floating rule for attacks: damage modifiers (step 10), Focused and "cannot be prevented"
/// (given as the attack is announced), text the attacks gain (added to the end of their text,
/// CRD ""If Successful" Effects").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackRule {
    /// Which attacks.
    pub attacks: AttackFilter,
    /// Power stages of damage added.
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards of damage added.
    #[serde(default)]
    pub life_cards: i32,
    /// The attacks are focused attacks.
    #[serde(default, skip_serializing_if = "is_false")]
    pub focused: bool,
    /// Damage from the attacks cannot be prevented.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_be_prevented: bool,
    /// Text the attacks gain, compiled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gain: Vec<Effect>,
}

/// A floating damage cap on attacks.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapLasting {
    /// Whose attacks are capped (`opponent`: the attacks against the card's controller).
    pub whose: Option<Whose>,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// Most power stages of damage taken from each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_stages: Option<u32>,
    /// Most life cards of damage taken from each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_cards: Option<u32>,
}

/// Effects used at the beginning of each Attack Phase of a player, to the end of Combat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EachAttackPhase {
    /// Whose Attack Phases.
    pub player: Who,
    /// The effects, their `you` / `opponent` read from the card's controller.
    pub effects: Vec<Effect>,
}
