//! The players' actions: what a scenario script (or a REPL user) announces, in the game's words.
//!
//! An action names its player and a verb, the card by name where one is used, and the choices
//! the rules leave to players for that attack (who controls Combat, Empower, the Dragon Ball to
//! capture, the redirect target, Endurance), so a run never guesses.

use serde::{Deserialize, Serialize};

use super::state::PlayerId;

/// What a player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verb {
    /// Play a card from the hand: to attack, in place of an attack, or to defend.
    #[serde(alias = "attack", alias = "defend")]
    Play,
    /// Use a Non-Combat card in play.
    Use,
    /// Use the power of the personality in control of Combat.
    Power,
    /// Perform a Final Physical Attack (discarding the card named by `discard`).
    FinalPhysicalAttack,
    /// Pass the Attack Phase.
    Pass,
    /// Take the attack (no defence).
    Take,
    /// Announce the personality in control of Combat (`personality`).
    Control,
    /// The Declare Step: the attacker for the turn declares Combat.
    Declare,
    /// The Declare Step: the attacker for the turn does not declare Combat.
    SkipCombat,
    /// The Discard Step: discard the cards named by `choose` from the hand.
    Discard,
    /// The Rejuvenation Step: the top card of the discard pile to the bottom of the Life Deck.
    Rejuvenate,
}

/// One announced action with the choices that go with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    /// Who acts.
    pub player: PlayerId,
    /// What they do.
    pub verb: Verb,
    /// The card played or used, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// The personality in control of Combat (for `control`, or an Ally attacking with `by`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub personality: Option<String>,
    /// A card of the hand discarded as a cost (Final Physical Attack, discard costs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<String>,
    /// Announce the card's Empower.
    #[serde(default, skip_serializing_if = "is_false")]
    pub empower: bool,
    /// The opponent's Dragon Ball to capture after 5 or more life cards of damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture: Option<String>,
    /// The opponent's Dragon Ball an Ally in control of Combat captures instead of dealing life
    /// cards of damage (Personality Capture Rule).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_capture: Option<String>,
    /// The defender's personality not in control of Combat that takes the power stages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redirect_to: Option<String>,
    /// A split of the power stages of damage between these personalities, which the rules
    /// forbid (CRD 3.0.0 "Allies and Damage"): asked for so that the engine refuses it.
    #[serde(default, skip_serializing_if = "no_names")]
    pub redirect_split: Box<[String]>,
    /// The next level of an Ally in play played as a second, separate Ally instead of overlaying
    /// it, which the rules forbid (CRD 3.0.0 "Putting Allies into Play"): asked for so that the
    /// engine refuses it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub separate_ally: bool,
    /// The defender uses Endurance on the cards flipped for damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endurance: Option<bool>,
    /// Cards chosen for the card's effects, by name, in the order the effects ask for them
    /// ("Discard one of your opponent's Allies in play", "Search your Life Deck for a Drill").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choose: Vec<String>,
    /// Whether the player uses the card's optional ("you may") effects; `None`: not said, and
    /// the engine does not guess.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub may: Option<bool>,
    /// Whether the player uses all (`true`) or none (`false`) of the powers of the Dragon Ball
    /// he captures (CRD 3.0.0 "Capturing Dragon Balls": "you must choose to use all or none of
    /// its powers when you capture it"); `None`: not said, the judge is asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture_powers: Option<bool>,
    /// Which of a personality's numbered powers a `power` uses: the N of "(Power N:)" (CRD 3.0.0
    /// "Power-Up Rating (PUR)"; `personality_powers::power_boxes`); `None`: its one power box,
    /// or the one numbered power that is not a Constant Combat Power.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_box: Option<std::num::NonZeroU8>,
}

fn no_names(names: &[String]) -> bool {
    names.is_empty()
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Action {
    /// A bare action: a player and a verb.
    pub fn new(player: PlayerId, verb: Verb) -> Action {
        Action {
            player,
            verb,
            card: None,
            personality: None,
            discard: None,
            empower: false,
            capture: None,
            ally_capture: None,
            redirect_to: None,
            redirect_split: Box::default(),
            separate_ally: false,
            endurance: None,
            choose: Vec::new(),
            may: None,
            capture_powers: None,
            power_box: None,
        }
    }

    /// The same action with a card named.
    pub fn with_card(mut self, card: &str) -> Action {
        self.card = Some(card.to_string());
        self
    }

    /// A short description (`p1 plays Tien's Physical Attack`).
    pub fn describe(&self) -> String {
        let card = self.card.as_deref().unwrap_or("");
        match self.verb {
            Verb::Play => format!("{} plays {card}", self.player),
            Verb::Use => format!("{} uses {card}", self.player),
            Verb::Power => format!("{} uses a personality power", self.player),
            Verb::FinalPhysicalAttack => {
                format!("{} performs a Final Physical Attack", self.player)
            }
            Verb::Pass => format!("{} passes", self.player),
            Verb::Take => format!("{} takes the attack", self.player),
            Verb::Control => format!(
                "{} puts {} in control of Combat",
                self.player,
                self.personality.as_deref().unwrap_or("?")
            ),
            Verb::Declare => format!("{} declares Combat", self.player),
            Verb::SkipCombat => format!("{} does not declare Combat", self.player),
            Verb::Discard => format!("{} discards {}", self.player, self.choose.join(", ")),
            Verb::Rejuvenate => format!(
                "{} puts the top card of its discard pile at the bottom of its Life Deck",
                self.player
            ),
        }
    }
}
