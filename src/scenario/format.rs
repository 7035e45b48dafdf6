//! The board-state file, version 1, as written: the unchecked document (`serde`), which
//! [`super::load`] validates into a board and a script. Saving writes this same value, so load
//! and save round-trip. See `docs/scenario-format.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::action::{Action, Verb};
use crate::engine::damage::Damage;
use crate::engine::effects::Effect;
use crate::engine::state::{PlayerId, PowerRating};
use crate::engine::turn::TurnStepName;

/// The current format version.
pub const FORMAT_VERSION: u32 = 1;

fn default_ruleset() -> String {
    "crd-3.0.0".into()
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// A scenario file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// Format version: `1`.
    pub scouter_scenario: u32,
    /// What the scenario shows.
    pub title: String,
    /// Longer notes for a judge.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The ruleset id (`crd-3.0.0`, the default, or `score-errata`).
    #[serde(default = "default_ruleset")]
    pub ruleset: String,
    /// The Physical Attack Table to use instead of the ruleset's (`fusion-saga`, `buu-saga-b`):
    /// CRD 3.0.0 prints both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pat_table: Option<crate::engine::pat::PatTableId>,
    /// Section ids of the rules the scenario checks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<String>,
    /// Whose Attack Phase comes first.
    pub attacker: PlayerId,
    /// The battle starts at entering Combat: the Prepare Phase ("When entering Combat"
    /// effects, the defender's draw of 3 cards) runs first, as step 0.
    #[serde(default, skip_serializing_if = "is_default")]
    pub prepare_phase: bool,
    /// Where in the Sequence of Play the board starts, to run whole turns (absent: the board
    /// is one Combat, at its first Attack Phase or its Prepare Phase).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnSetup>,
    /// The two players' boards.
    pub players: Players,
    /// Test cards and placeholders defined in the file, by the name used to refer to them.
    /// Each card is boxed: the map's nodes stay small (a node of whole cards is a large
    /// allocation at every load).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cards: BTreeMap<String, Box<InlineCard>>,
    /// What the players do, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<ActionDoc>,
    /// Checkpoints.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expect: Vec<Checkpoint>,
}

/// The turn a board starts at: its number and the turn step (the Attacker for the turn is the
/// file's `attacker`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSetup {
    /// The turn's number (default 1).
    #[serde(default = "first_turn")]
    pub number: u32,
    /// The turn step the board starts at (default `draw`; `set_up` starts before the first turn).
    #[serde(default = "draw_step")]
    pub step: TurnStepName,
}

fn first_turn() -> u32 {
    1
}

fn draw_step() -> TurnStepName {
    TurnStepName::Draw
}

/// Both players.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    /// The first player.
    pub p1: PlayerSetup,
    /// The second player.
    pub p2: PlayerSetup,
}

/// One player's board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// The Main Personality.
    pub main_personality: MainPersonalitySetup,
    /// Anger (0-5).
    #[serde(default, skip_serializing_if = "is_default")]
    pub anger: u32,
    /// Allies in play.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allies: Vec<AllySetup>,
    /// The declared Tokui-Waza (a Martial Arts Style), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokui_waza: Option<String>,
    /// Cards in play.
    #[serde(default, skip_serializing_if = "is_default")]
    pub in_play: InPlaySetup,
    /// The hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hand: Vec<String>,
    /// The discard pile, bottom first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<String>,
    /// Removed from the game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
    /// The Sensei Deck.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sensei: Vec<String>,
    /// The Life Deck.
    #[serde(default, skip_serializing_if = "is_default")]
    pub life_deck: LifeDeckSetup,
    /// The personalities whose Personality Power was already used this turn, by current level
    /// card, once per use (CRD 3.0.0 "Power-Up Rating (PUR)": "only used once per turn").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub powers_used: Vec<String>,
}

/// The Main Personality: its level cards and where it stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MainPersonalitySetup {
    /// A single level card (shorthand for `levels: [card]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// The level cards, lowest level first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub levels: Vec<String>,
    /// The current level (1-based position in `levels`); default 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u32>,
    /// Power stage above 0; default the ruleset's start (5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
    /// The side a Rogue Main Personality was declared at the start of the game: `Hero` or
    /// `Villain` (CRD 3.0.0 "Rogue Personalities"); a non-Rogue may only give its printed one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<String>,
}

/// An Ally in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AllySetup {
    /// Its level card.
    pub card: String,
    /// Power stage above 0; default 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
}

/// Cards in play.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InPlaySetup {
    /// Drills.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drills: Vec<String>,
    /// Other Non-Combat cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub non_combat: Vec<String>,
    /// Dragon Balls this player controls.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dragon_balls: Vec<String>,
    /// The owner of a Dragon Ball this player controls but does not own (one captured from the
    /// opponent), by its name in `dragon_balls` (`{"Namek Dragon Ball 5": "p2"}`); a Dragon Ball
    /// not listed is owned by its controller (CRD 3.0.0 "Glossary": "Controller", "Owner").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dragon_ball_owners: BTreeMap<String, PlayerId>,
    /// Battleground or Location.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battleground: Option<String>,
    /// Mastery.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mastery: Option<String>,
    /// Drill limits: the card a card in play named when it entered play, by the name of
    /// that card in play (`{"Caught Off Guard Drill": "Blue Round Throw"}`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub named: BTreeMap<String, String>,
}

/// The Life Deck: known top cards, then a count of unknown ones.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LifeDeckSetup {
    /// Known cards, top first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub top: Vec<String>,
    /// Unknown cards below them.
    #[serde(default)]
    pub unknown_below: u32,
}

/// A card defined in the file: a test card or a placeholder.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InlineCard {
    /// Display name; default the key it is defined under.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Card type (`Personality`, `Physical Combat`, `Energy Combat`, `Combat`, `Non-Combat`,
    /// `Drill`, `Dragon Ball`, `Mastery`).
    #[serde(rename = "type")]
    pub card_type: String,
    /// Card text, as it would be printed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    /// Personality level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u32>,
    /// Power-Up Rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pur: Option<u32>,
    /// Power ratings from the 0 stage up (numbers or "Z").
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "ladder_entries"
    )]
    pub ladder: Vec<PowerRating>,
    /// Alignment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<String>,
    /// Heritage and groups.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<String>,
    /// The card's effects in the engine's vocabulary.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "small_first_list"
    )]
    pub effects: Vec<Effect>,
}

/// An action as written: `{"p1": "play", "card": "Tien's Physical Attack"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionDoc {
    /// The first player's verb, when the first player acts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p1: Option<Verb>,
    /// The second player's verb, when the second player acts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p2: Option<Verb>,
    /// The card played or used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// The personality in control of Combat (`control`, or an Ally attacking).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub personality: Option<String>,
    /// A card of the hand discarded as a cost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<String>,
    /// Announce Empower.
    #[serde(default, skip_serializing_if = "is_default")]
    pub empower: bool,
    /// The Dragon Ball captured after 5 or more life cards of damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture: Option<String>,
    /// The Dragon Ball an Ally captures instead of dealing life cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_capture: Option<String>,
    /// Redirect power stages of damage to this personality.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redirect_to: Option<String>,
    /// Split the power stages of damage between these personalities (refused by the rules).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redirect_split: Vec<String>,
    /// Play the next level of an Ally in play as a separate Ally (refused by the rules).
    #[serde(default, skip_serializing_if = "is_default")]
    pub separate_ally: bool,
    /// Use Endurance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endurance: Option<bool>,
    /// Cards chosen for the card's effects, by name, in the order the effects ask.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choose: Vec<String>,
    /// Use the card's optional ("you may") effects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub may: Option<bool>,
    /// Use all (`true`) or none (`false`) of a captured Dragon Ball's powers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture_powers: Option<bool>,
    /// On a `power`: which numbered power box ("(Power N:)") is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_box: Option<std::num::NonZeroU8>,
}

impl ActionDoc {
    /// The engine action, or a message saying why there is none.
    pub fn to_action(&self) -> Result<Action, String> {
        let (player, verb) = match (self.p1, self.p2) {
            (Some(v), None) => (PlayerId::P1, v),
            (None, Some(v)) => (PlayerId::P2, v),
            (Some(_), Some(_)) => {
                return Err("names both \"p1\" and \"p2\"; an action has one player".into())
            }
            (None, None) => {
                return Err("names no player: expected \"p1\": VERB or \"p2\": VERB".into())
            }
        };
        Ok(Action {
            player,
            verb,
            card: self.card.clone(),
            personality: self.personality.clone(),
            discard: self.discard.clone(),
            empower: self.empower,
            capture: self.capture.clone(),
            ally_capture: self.ally_capture.clone(),
            redirect_to: self.redirect_to.clone(),
            redirect_split: self.redirect_split.clone().into_boxed_slice(),
            separate_ally: self.separate_ally,
            endurance: self.endurance,
            choose: self.choose.clone(),
            may: self.may,
            capture_powers: self.capture_powers,
            power_box: self.power_box,
        })
    }

    /// The document form of an engine action.
    pub fn from_action(a: &Action) -> ActionDoc {
        let (p1, p2) = match a.player {
            PlayerId::P1 => (Some(a.verb), None),
            PlayerId::P2 => (None, Some(a.verb)),
        };
        ActionDoc {
            p1,
            p2,
            card: a.card.clone(),
            personality: a.personality.clone(),
            discard: a.discard.clone(),
            empower: a.empower,
            capture: a.capture.clone(),
            ally_capture: a.ally_capture.clone(),
            redirect_to: a.redirect_to.clone(),
            redirect_split: a.redirect_split.to_vec(),
            separate_ally: a.separate_ally,
            endurance: a.endurance,
            choose: a.choose.clone(),
            may: a.may,
            capture_powers: a.capture_powers,
            power_box: a.power_box,
        }
    }
}

/// A checkpoint: after a step of an Attack Phase, or at the end. Only what it names is compared.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Checkpoint {
    /// The Attack Phase (default 1) of `after_step`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<u32>,
    /// Compare right after this step number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_step: Option<u32>,
    /// Compare right after this turn step (`draw`, `non_combat`, ... `rejuvenation`, `set_up`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_turn_step: Option<TurnStepName>,
    /// The turn of `after_step` or `after_turn_step` (default: the first one reached).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// Compare when the run ends.
    #[serde(default, skip_serializing_if = "is_default")]
    pub at_end: bool,
    /// The attack's Base Damage (after any multiplier).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_damage: Option<Damage>,
    /// The attack's damage after modifiers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<Damage>,
    /// Whether the attack is successful.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successful: Option<bool>,
    /// What stopped the attack (`null`-less: name it to expect it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<String>,
    /// Section ids the step's event must cite.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cites: Vec<String>,
    /// A text every judge prompt so far must contain one of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judge: Option<String>,
    /// The first player (boxed, as `p2`: a checkpoint with both players inline is about 800
    /// bytes, and a file's list of four of them a 3 KB allocation at every load).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p1: Option<Box<PlayerExpect>>,
    /// The second player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p2: Option<Box<PlayerExpect>>,
    /// The winner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<PlayerId>,
    /// How the game was won (`survival`, `dragon_ball`, `most_powerful_personality`,
    /// `card_effect`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victory: Option<String>,
    /// A Dragon Ball victory waits for this player's next turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_dragon_ball_victory: Option<PlayerId>,
    /// Combat ended on two passes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combat_ended: Option<bool>,
    /// The run stopped on an error containing this text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// `true`: nobody has won at this point (no victory of any kind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_winner: Option<bool>,
    /// Section or ruling ids cited by any step of this Attack Phase up to this point (the
    /// attack's whole account, where `cites` asks one step).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cited_in_attack: Vec<String>,
}

/// What to compare on one player.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerExpect {
    /// Main Personality stage above 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
    /// Anger.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anger: Option<u32>,
    /// Main Personality level number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u32>,
    /// Main Personality current card name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub personality: Option<String>,
    /// Personality in control of Combat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control: Option<String>,
    /// Allies' stages by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allies: Option<BTreeMap<String, u32>>,
    /// Life Deck size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_deck: Option<u32>,
    /// Known top cards of the Life Deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_deck_top: Option<Vec<String>>,
    /// Known bottom cards of the Life Deck, the bottom card last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_deck_bottom: Option<Vec<String>>,
    /// The owner of each Dragon Ball named here that this player controls
    /// (`{"Alt. Dende Dragon Ball 2": "p1"}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dragon_ball_owners: Option<BTreeMap<String, PlayerId>>,
    /// Hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<String>>,
    /// Discard pile, bottom first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<Vec<String>>,
    /// Removed from the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub removed: Option<Vec<String>>,
    /// In play by zone (`drills`, `non_combat`, `dragon_balls`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_play: Option<BTreeMap<String, Vec<String>>>,
}

/// The entries of a power ladder a ladder usually has at most (a Main Personality's 0 to 10).
const LADDER_ENTRIES: usize = 11;

/// A card's `ladder`, read as serde reads any list (`Vec`'s own reading: the same words for a
/// value that is not a list or an entry that is not a rating), into a list made for a ladder's
/// usual length at once instead of grown from 4 entries to 8 to 16.
fn ladder_entries<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<PowerRating>, D::Error> {
    struct Entries;
    impl<'de> serde::de::Visitor<'de> for Entries {
        type Value = Vec<PowerRating>;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a sequence")
        }

        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).max(LADDER_ENTRIES));
            while let Some(rating) = seq.next_element()? {
                out.push(rating);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(Entries)
}

/// The largest first allocation of a list read by [`small_first_list`]: under glibc's first
/// "large" request (1,024 bytes with its header), which sorts and merges every freed small block
/// (`malloc_consolidate`) before it is served.
const SMALL_FIRST_BYTES: usize = 1008;

/// A list read as serde reads any list (`Vec`'s own reading: the same words, "a sequence", for a
/// value that is not a list, and the entries' own words), whose first allocation holds as many
/// entries as fit in [`SMALL_FIRST_BYTES`] (at least one) rather than serde's 4: an inline card's
/// effects (296 bytes each) are then one small allocation for up to three, not a large one;
/// a longer list grows by doubling, as `Vec` does.
fn small_first_list<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Entries<T>(std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Entries<T> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a sequence")
        }

        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let first = (SMALL_FIRST_BYTES / std::mem::size_of::<T>().max(1)).max(1);
            let mut out: Vec<T> = Vec::new();
            while let Some(entry) = seq.next_element()? {
                if out.capacity() == 0 {
                    out.reserve_exact(first);
                }
                out.push(entry);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(Entries(std::marker::PhantomData))
}
