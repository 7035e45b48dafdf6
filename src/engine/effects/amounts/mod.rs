//! Amounts: what a card counts ("for each card in your hand", "X = your current anger level")
//! and the damage per unit counted (CRD 3.0.0 "Game Effects From Attacks", "Modified Damage").

pub(in crate::engine) mod considered_allies;
pub mod count;
pub(in crate::engine) mod count_resolve;
pub(in crate::engine) mod instead;
pub mod rule_numbers;
pub(in crate::engine) mod rule_numbers_resolve;

use serde::{Deserialize, Serialize};

use super::{AttackKind, CardFilter, Scope, Side, Who};

/// A count the engine could not make, and why (the judge counts).
pub(in crate::engine) struct Uncounted(pub String);

/// A number a card's text counts when it is used ("for each Dragon Ball you control", "X = your
/// current anger level"), read for the card's controller.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// A player's anger level ("each anger level you are above 0", "your current anger level").
    Anger(Who),
    /// Both players' anger levels added ("the total anger of all players").
    TotalAnger,
    /// Dragon Balls a player controls.
    DragonBallsControlled(Who),
    /// Dragon Balls in play on both sides.
    DragonBallsInPlay,
    /// Cards in a player's hand.
    CardsInHand(Who),
    /// A player's Allies in play.
    Allies(Who),
    /// A player's Non-Combat cards in play (Drills included).
    NonCombatInPlay(Who),
    /// A player's Drills in play, of a Style if the filter names one ("for each Blue Style Drill
    /// you have in play", Blue Buu Blast): `{"drills_in_play": {"player": "you", "filter":
    /// {"style": "Blue"}}}`.
    DrillsInPlay {
        /// Whose Drills.
        player: Who,
        /// Which Drills (`style`); empty: every one.
        #[serde(default)]
        filter: CardFilter,
    },
    /// Power stages above 0 of a personality.
    StagesAbove0(Side),
    /// A personality's Power-Up Rating.
    Pur(Side),
    /// A personality's current personality level.
    Level(Side),
    /// Cards in a player's removed-from-the-game pile.
    RemovedPile(Who),
    /// Cards a player owns attached to personalities in play (`in_play::attached`: "for each of your
    /// attached cards in play").
    AttachedCards(Who),
    /// Cards in a player's discard pile that pass the filter.
    DiscardPile {
        /// Whose discard pile.
        player: Who,
        /// Which cards count.
        filter: CardFilter,
    },
    // ----- `in_play::in_play_targets` -----
    /// A player's Non-Combat cards in play that are not Drills ("each Non-Combat/Non-Drill card
    /// you have in play").
    NonDrillInPlay(Who),
    // ----- `piles::counted_draws` -----
    /// Non-Combat cards in a player's hand, Drills included (CRD 3.0.0 "Non-Combat Cards": "There
    /// are 2 kinds of Non-Combat cards"): "for each Non-Combat card in your hand" (Excitement).
    NonCombatInHand(Who),
    // ----- `lasting::lasting_rules` -----
    /// Every Ally in play, on both sides ("for each Ally in play").
    AlliesInPlay,
    // ----- `attack::attack_text` -----
    /// The Base Damage the Physical Attack Table gives the personality in control of Combat of
    /// the card's player against the opponent's personality in control of Combat, in power
    /// stages ("X = the Base Damage on the Physical Attack Table", "For X, consult the Physical
    /// Attack Table as if this were a physical attack"). JSON: `"pat_base_damage"`.
    PatBaseDamage,
    /// The Power-Up Ratings of a player's Allies in play, added together ("X = all of your
    /// Allies' PUR's added together"). JSON: `{"allies_pur": "you"}`.
    AlliesPur(Who),
    /// The Dragon Balls of one set ("Earth", "Namek") a player controls ("for each Earth Dragon
    /// Ball you control"): a Dragon Ball whose title has "<set> Dragon Ball". JSON:
    /// `{"dragon_balls_of_set": {"player": "you", "set": "Earth"}}`.
    DragonBallsOfSet {
        /// Whose Dragon Balls.
        player: Who,
        /// The set's word in the title ("Earth").
        set: String,
    },
    /// The Dragon Balls of one set in play on both tables ("for each Namek Dragon Ball in play",
    /// Alt. Namek Dragon Ball 2): a Dragon Ball whose title has "<set> Dragon Ball" ("Alt." ones
    /// too, CRD 3.0.0 "Dragon Balls": they "can be mixed with Dragon Balls of the same set").
    /// JSON: `{"dragon_balls_of_set_in_play": "Namek"}`.
    DragonBallsOfSetInPlay(String),
    // ----- `amounts::count`: personalities in play -----
    /// Personalities in play: each player's Main Personality and Allies ("for each personality
    /// in play"), of one player when `player` is given ("each Cell Jr. you control"), with
    /// `title_has` in the title when given ("for every personality in play with the word
    /// "Android" in the title"; a personality's name matched as a Named card). JSON:
    /// `{"personalities": {"player": "you", "title_has": "Cell Jr."}}`.
    Personalities {
        /// Whose personalities; none: both players'.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<Who>,
        /// Words the personality's title contains.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        title_has: Option<String>,
    },
    // ----- `personality_powers` -----
    /// Either player's Allies in play whose level card was printed in this set ("for each Ally
    /// in play with the Bojack Unbound Subset Symbol", Bojack Lv.1): its pool id's set. JSON:
    /// `{"allies_in_play_from_set": "Bojack Unbound"}`.
    AlliesInPlayFromSet(String),
    /// Cards in play the card's own earlier effect discarded or removed from the game ("For each
    /// Non-Combat card discarded this way", Gohan Lv.2; "For every card removed this way"),
    /// counted for the attack in progress. JSON: `"taken_this_way"`.
    TakenThisWay,
    // ----- `attack::attacks_gain` -----
    /// The anger levels a player gained this Combat after the effect started ("for each anger
    /// level gained", Anger Management: levels gained before the card was played do not
    /// count). `since` is the player's count of levels gained this Combat when the effect
    /// started, filled in then. JSON: `{"anger_gained": {"player": "you", "since": 0}}`.
    AngerGained {
        /// Whose anger.
        player: Who,
        /// Levels the player had gained this Combat when the effect started.
        #[serde(default)]
        since: u32,
    },
}

impl Count {
    /// What is counted, in words ("cards in your hand", "Blue Style cards in your discard pile").
    pub fn describe(&self) -> String {
        let whose = |w: &Who| match w {
            Who::You => "your",
            Who::Opponent => "your opponent's",
        };
        let side = |s: &Side| match s {
            Side::YourController => "the attacking personality's",
            Side::YourMainPersonality => "your Main Personality's",
            Side::OpponentController => "the defending personality's",
            Side::OpponentMainPersonality => "your opponent's Main Personality's",
        };
        match self {
            Count::Anger(w) => format!("{} anger level", whose(w)),
            Count::TotalAnger => "the total anger of all players".into(),
            Count::DragonBallsControlled(w) => format!("Dragon Balls {} side controls", whose(w)),
            Count::DragonBallsInPlay => "Dragon Balls in play".into(),
            Count::CardsInHand(w) => format!("cards in {} hand", whose(w)),
            Count::Allies(w) => format!("{} Allies in play", whose(w)),
            Count::AlliesInPlay => "Allies in play (both players')".into(),
            Count::AlliesInPlayFromSet(set) => {
                format!("Allies in play (both players') with the {set} Subset Symbol")
            }
            // `attack::attack_text`
            Count::PatBaseDamage => "the Base Damage on the Physical Attack Table".into(),
            Count::AlliesPur(w) => {
                format!("the PURs of {} Allies in play added together", whose(w))
            }
            Count::DragonBallsOfSet { player, set } => {
                format!("{set} Dragon Balls {} side controls", whose(player))
            }
            Count::DragonBallsOfSetInPlay(set) => format!("{set} Dragon Balls in play"),
            // `attack::attacks_gain`
            Count::AngerGained { player, .. } => {
                format!(
                    "anger levels {} side gained since the card was played",
                    whose(player)
                )
            }
            Count::NonCombatInPlay(w) => format!("{} Non-Combat cards in play", whose(w)),
            Count::DrillsInPlay { player, filter } => format!(
                "{} {}Drills in play",
                whose(player),
                filter
                    .style
                    .as_deref()
                    .map(|s| format!("{s} Style "))
                    .unwrap_or_default()
            ),
            Count::TakenThisWay => "cards in play discarded or removed this way".into(),
            Count::NonCombatInHand(w) => {
                format!("Non-Combat cards (Drills included) in {} hand", whose(w))
            }
            Count::NonDrillInPlay(w) => {
                format!("{} Non-Combat/Non-Drill cards in play", whose(w))
            }
            Count::StagesAbove0(s) => format!("{} power stages above 0", side(s)),
            Count::Pur(s) => format!("{} PUR", side(s)),
            Count::Level(s) => format!("{} personality level", side(s)),
            Count::RemovedPile(w) => format!("cards in {} removed-from-the-game pile", whose(w)),
            Count::Personalities { player, title_has } => {
                let titled = title_has
                    .as_ref()
                    .map(|t| format!(" with \"{t}\" in the title"))
                    .unwrap_or_default();
                match player {
                    Some(w) => format!("{} personalities in play{titled}", whose(w)),
                    None => format!("personalities in play (both players'){titled}"),
                }
            }
            Count::AttachedCards(w) => format!("{} attached cards in play", whose(w)),
            Count::DiscardPile { player, filter } => {
                let mut what = Vec::new();
                if let Some(s) = &filter.style {
                    what.push(format!("{s} Style"));
                }
                if let Some(r) = &filter.rarity {
                    what.push(format!("rarity {r}"));
                }
                what.extend(filter.types.iter().cloned());
                if let Some(t) = &filter.text_has {
                    what.push(format!("\"{t}\""));
                }
                what.push("cards".into());
                let mut s = format!("{} in {} discard pile", what.join(" "), whose(player));
                if let Some(t) = &filter.title_has {
                    s.push_str(&format!(" with \"{t}\" in the title"));
                }
                s
            }
        }
    }
}

/// Damage counted per unit: "+1 life card of damage for each card in your hand", "to a maximum
/// of +10 power stages".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerCount {
    /// Power stages per unit counted.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards per unit counted.
    #[serde(default)]
    pub life_cards: u32,
    /// What is counted.
    pub count: Count,
    /// The most the whole amount may be, in its unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// Which attacks (for a modifier).
    #[serde(default)]
    pub scope: Scope,
    /// Kinds of attack it applies to; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// What the X of a card's text stands for ("Endurance X. X = your current anger level."),
/// read for the card's owner when it is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum XValue {
    /// "X = your current anger level."
    AngerLevel,
    /// "X = the number of Dragon Balls you control."
    DragonBallsControlled,
    /// "X = your Main Personality's PUR - N."
    PurMinus(u32),
}
