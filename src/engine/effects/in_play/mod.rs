//! Cards in play: cards in play as the targets of effects, Allies, attached cards and Drills (CRD
//! 3.0.0 "Allies", "Attaching", "Drill Cards", "Non-Combat Cards"); a `choose` naming a card in
//! play an effect cannot take is refused in `ineligible_choices.rs`.

pub mod all_but_kept;
pub mod anger_lowered_at_zero;
pub mod attached;
pub(in crate::engine) mod attached_resolve;
pub mod battleground_damage;
pub(in crate::engine) mod battleground_damage_resolve;
pub mod battleground_rules;
pub(in crate::engine) mod battleground_rules_resolve;
pub mod battleground_texts;
pub(in crate::engine) mod battleground_texts_resolve;
pub(in crate::engine) mod battleground_turns_resolve;
pub(in crate::engine) mod battleground_uses_resolve;
pub mod capture_threshold;
pub(in crate::engine) mod capture_threshold_resolve;
pub mod cards_in_play;
pub(in crate::engine) mod cards_in_play_resolve;
pub mod discarded_when_hit;
pub(in crate::engine) mod discarded_when_hit_resolve;
pub mod drill_attacks;
pub mod drill_damage;
pub(in crate::engine) mod drill_damage_resolve;
pub mod drill_events;
pub(in crate::engine) mod drill_events_resolve;
pub mod drill_limits;
pub(in crate::engine) mod drill_limits_resolve;
pub mod drills;
pub(in crate::engine) mod drills_resolve;
pub mod in_play_targets;
pub(in crate::engine) mod in_play_targets_resolve;
mod ineligible_choices;
pub(in crate::engine) mod mastery_resolve;
pub(in crate::engine) mod mastery_uses_resolve;
pub mod protected_cards;
pub(in crate::engine) mod protected_cards_resolve;
pub(in crate::engine) mod styled_drills_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, AttackKind, Effect, Who};
use crate::engine::ids::PlayerId;
pub use protected_cards::InPlayProtection;

/// Whose cards in play an effect takes, seen from the card's controller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// The card's controller's ("one of your Allies").
    You,
    /// The other player's ("one of your opponent's Allies").
    Opponent,
    /// Either player's ("an Ally in play", "all Drills in play").
    Any,
}

impl Whose {
    /// The players it names, seen from `me` (the card's controller).
    pub fn sides(self, me: PlayerId) -> Vec<PlayerId> {
        match self {
            Whose::You => vec![me],
            Whose::Opponent => vec![me.other()],
            Whose::Any => vec![me, me.other()],
        }
    }

    /// The one player it names, seen from `me`; `None` for either player.
    pub fn player(self, me: PlayerId) -> Option<PlayerId> {
        match self {
            Whose::You => Some(me),
            Whose::Opponent => Some(me.other()),
            Whose::Any => None,
        }
    }
}

/// A kind of card in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InPlayKind {
    /// An Ally (all of its level cards).
    Ally,
    /// A Drill.
    Drill,
    /// A Non-Combat card: CRD 3.0.0 "Non-Combat Cards" names two kinds, Non-Combat / Non-Drill
    /// cards and Drills, so this takes both (not Dragon Balls, Battlegrounds or Masteries).
    NonCombat,
    /// A Non-Combat card that is not a Drill ("Non-Combat/Non-Drill").
    NonDrill,
    /// A Battleground.
    Battleground,
    /// A Location.
    Location,
    /// A card attached to a personality (`in_play::attached`); a player's attached cards are the
    /// ones he owns, wherever they are attached.
    Attached,
}

/// How many of the candidates an effect takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InPlayCount {
    /// Exactly this many ("Discard one of ...", "Discard 2 of ..."); fewer when fewer are in
    /// play (Do-What-You-Can Rule).
    Exactly(u32),
    /// At most this many ("Discard up to 3 of ...").
    UpTo(u32),
    /// Every candidate ("Discard all of his Drills in play").
    All,
    /// As many as the player chooses, none included ("You may discard any amount of your
    /// Non-Combat cards in play", Gohan Lv.2): the ones named in `choose`. JSON: `"any_number"`.
    AnyNumber,
    /// All but this many of each player's ("All players with 3 or more Non-Combat cards in play
    /// must discard all but 2 of their Non-Combat cards", Alt. Dende Dragon Ball 4): each player
    /// with more keeps this many and the rest are taken; the ones taken are named in `choose`
    /// (`in_play::all_but_kept`). JSON: `{"all_but": 2}`.
    AllBut(u32),
}

/// What happens to the cards taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InPlayAct {
    /// To their owner's discard pile.
    Discard,
    /// To their owner's removed-from-the-game pile.
    RemoveFromGame,
    /// To the bottom of their owner's Life Deck ("Place all opponents allies at the bottom of
    /// their life decks", An Amusing Trick): neither discarded nor removed from the game.
    LifeDeckBottom,
}

/// Cards in play discarded or removed from the game: "Discard up to 3 of your opponent's
/// Allies in play", "Remove an opponent's Drill in play from the game". When the count leaves a
/// choice, the card's controller chooses through the action's `choose` list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InPlayEffect {
    /// Discard or remove from the game.
    #[serde(rename = "do")]
    pub act: InPlayAct,
    /// Whose cards.
    pub whose: Whose,
    /// The kinds of card that may be taken.
    pub cards: Vec<InPlayKind>,
    /// How many.
    pub count: InPlayCount,
    /// Only Drills of this Martial Arts Style, or "Freestyle" ("remove from the game all
    /// Freestyle Drills in play", Orange Massacre), as CRD 3.0.0 "Styled Drills" / "Freestyle
    /// Drills" read it from the first word of the title; none: any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
}

/// A change of power stages for every Ally of a player ("every Ally your opponent has in play
/// loses 4 power stages").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlliesStages {
    /// Whose Allies.
    pub whose: Whose,
    /// By how much (negative lowers).
    pub by: i32,
    /// "to a minimum of 0": the loss stops at the 0 stage.
    #[serde(default, skip_serializing_if = "is_false")]
    pub to_zero: bool,
}

/// Life cards lost per card in play ("Your opponent discards one life card for every Ally you
/// have in play"): counted when the effect resolves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseLifeCardsPer {
    /// Whose Life Deck.
    pub player: Who,
    /// Life cards per card counted.
    pub each: u32,
    /// Whose cards in play are counted.
    pub whose: Whose,
    /// The kinds counted.
    pub cards: Vec<InPlayKind>,
}

/// `in_play::drill_events`: a Drill in play used as a defence, with its cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillStop {
    /// The kinds of attack it stops.
    pub kinds: Vec<AttackKind>,
    /// What its owner pays to use it.
    pub cost: DrillStopCost,
    /// Effects of the Drill that follow the stop ("..., and then your opponent discards 1 life
    /// card"), resolved with the defender's secondary effects at step 6.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<Effect>,
}

/// `in_play::drill_events`: the cost of a Drill used as a defence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrillStopCost {
    /// Life cards from the top of the Life Deck ("Discard 2 life cards"), a loss, not damage.
    LifeCards(u32),
    /// One of the owner's Non-Combat cards in play (a Drill included, CRD "Non-Combat Cards"),
    /// named in the action's `choose`.
    NonCombatInPlay,
    /// The owner's whole hand ("Discard your hand"): refused with an empty hand.
    WholeHand,
    /// A card in the owner's hand that can perform an energy attack ("You may discard a card in
    /// your hand that can perform an energy attack"), named in the action's `choose`; refused
    /// when the named card is not in the hand or does not perform an energy attack (a card whose
    /// text the engine does not fully read is left to the judge).
    HandEnergyAttacker,
    /// An energy attack card of the owner's hand played and its costs paid ("You may play an
    /// energy attack from your hand and pay its costs in order to stop an energy attack"), named
    /// in the action's `choose`. CRD ruling on Black Energy Deflection Drill: its secondary
    /// effects resolve (at step 6, with the defender's), its "If successful" effects do not, and
    /// it does no damage; the card is then put away as a used Combat card.
    PlayHandEnergyAttack,
}

/// A Drill's effect used in place of an attack (`in_play::drill_damage`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillUse {
    /// "Once per Combat": how many times per Combat it may be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_combat: Option<u32>,
    /// "Once per turn": how many times per turn it may be used. Used in place of an attack, it
    /// is used only in the Combat Step, which a turn has once (CRD 3.0.0 "The Sequence of Play
    /// for One Complete Turn"), so the uses of this Combat are the uses of the turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_turn: Option<u32>,
    /// "during your turn": only in a Combat of its owner's turn (the owner attacks in the first
    /// Attack Phase).
    #[serde(default, skip_serializing_if = "is_false")]
    pub your_turn: bool,
    /// What it does.
    pub effects: Vec<Effect>,
}

/// A Drill's change of the costs of a player's attacks or cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostWhileInPlay {
    /// Whose attacks or cards, seen from the Drill's owner.
    pub player: Who,
    /// Power stages added (negative: taken off).
    pub power_stages: i32,
    /// Only attacks ("attacks cost"); otherwise every card used with a power-stage cost.
    #[serde(default, skip_serializing_if = "is_false")]
    pub attacks_only: bool,
    /// A reduction leaves a cost at least this ("to a minimum of 1"); a cost already below it
    /// is not raised.
    #[serde(default)]
    pub minimum: u32,
}

/// A Drill's cap on the damage of the attacks performed against its owner.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapAgainstYou {
    /// Most power stages of damage taken from each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_stages: Option<u32>,
    /// Most life cards of damage taken from each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_cards: Option<u32>,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// Every Ally of a player (or of both) set to a power stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlliesSetStage {
    /// Whose Allies.
    pub whose: Whose,
    /// The power stage they are set to.
    pub to: u32,
}

/// Which personality a card attaches to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttachTarget {
    /// The player's Main Personality.
    MainPersonality,
    /// One of the player's personalities (Main Personality or an Ally), chosen by the card's
    /// player through the action's `choose`.
    Personality,
    /// One of the player's Allies in play, chosen through `choose` unless only one is in play.
    Ally,
}

/// "Attach this card to one of your opponent's Allies in play". JSON: `{"attach": {"player":
/// "opponent", "to": "main_personality"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachTo {
    /// Whose personality (`any`: either player's, "Attach this card to a Main Personality").
    pub player: Whose,
    /// Which of them.
    pub to: AttachTarget,
}

/// Which attacks a "while attached" modifier applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttachedAttacks {
    /// Attacks performed by the personality the card is attached to ("any energy attacks the
    /// attached personality performs", "all attacks performed by that personality").
    ByAttached,
    /// Attacks performed by the card's owner ("all of your attacks").
    Yours,
}

/// A damage modifier that lasts while the card is attached, read at step 10.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachedModifier {
    /// Which attacks.
    pub attacks: AttachedAttacks,
    /// Power stages added (negative: subtracted).
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards added (negative: subtracted).
    #[serde(default)]
    pub life_cards: i32,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// An effect of an attached card. JSON: `{"while_attached": {"modify": {"attacks":
/// "by_attached", "life_cards": 2, "kinds": ["energy"]}}}`, `{"while_attached":
/// "no_control_no_redirect"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttachedEffect {
    /// A damage modifier.
    Modify(AttachedModifier),
    /// "that Ally cannot take control of Combat or have damage redirected to him".
    NoControlNoRedirect,
    /// "While attached and the attached personality is in control of Combat, damage from your
    /// attacks cannot be prevented": the card owner's attacks, while the personality it is
    /// attached to is in control of Combat for its player.
    YourAttacksUnpreventableWhileInControl,
    /// "This personality does a maximum of 5 power stages of damage with each physical attack":
    /// the damage of attacks the attached personality performs, after modifiers (step 10), is
    /// capped.
    AttacksMaximum(AttachedCap),
    /// "remove it from the game when that personality performs an energy attack": when the
    /// attached personality performs an attack of these kinds (empty: any), the card is removed
    /// from the game.
    RemoveWhenPerforms(Vec<AttackKind>),
}

/// The most damage the attached personality's attacks do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachedCap {
    /// Most power stages of damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_stages: Option<u32>,
    /// Most life cards of damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_cards: Option<u32>,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// Which personalities' attached cards are discarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttachedFrom {
    /// The player's Main Personality.
    MainPersonality,
    /// Every personality of the player (Main Personality and Allies).
    AllPersonalities,
}

/// Cards attached to personalities discarded (every one: "any cards attached" takes them all).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardAttached {
    /// Whose personalities.
    pub whose: Whose,
    /// Which of them.
    pub from: AttachedFrom,
}
