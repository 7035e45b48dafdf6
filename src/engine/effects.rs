//! The effect vocabulary: typed data the engine executes.
//!
//! A card's behaviour is a list of [`Effect`]s in text order. Where the effects come from is not
//! this module's business: a scenario can write them inline, the hand-written table of
//! [`super::known_cards`] holds them for a few pool cards, and the card-text compiler (a later
//! issue) will produce the same values. A sentence the engine does not model is an
//! [`Effect::Manual`]: the engine shows "judge resolves: <sentence>" at the step where it would
//! apply and never guesses.
//!
//! JSON form (externally tagged, snake_case): `{"attack": {"kind": "physical", "damage":
//! {"life_cards": 5}}}`, `{"modify": {"power_stages": 4, "scope": "your_attacks", "kinds":
//! ["physical"]}}`, `{"stop": {"kinds": ["physical"], "rest_of_combat": true}}`,
//! `"remove_from_game_after_use"`, `{"manual": "sentence"}`.

use serde::{Deserialize, Serialize};

use super::damage::Damage;
use super::state::PlayerId;

/// The two kinds of attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    /// A physical attack.
    Physical,
    /// An energy attack.
    Energy,
}

impl AttackKind {
    /// The word the cards use.
    pub fn word(self) -> &'static str {
        match self {
            AttackKind::Physical => "physical",
            AttackKind::Energy => "energy",
        }
    }

    /// The word with its article (`a physical`, `an energy`).
    pub fn article_word(self) -> &'static str {
        match self {
            AttackKind::Physical => "a physical",
            AttackKind::Energy => "an energy",
        }
    }
}

/// An attack: "Physical attack doing 5 life cards of damage", "Focused. Energy attack."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackSpec {
    /// Physical or energy.
    pub kind: AttackKind,
    /// Damage stated on the card; `None`: PAT for physical attacks, the ruleset's energy default
    /// for energy attacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<Damage>,
    /// The Focused keyword.
    #[serde(default, skip_serializing_if = "is_false")]
    pub focused: bool,
    /// "cannot be stopped".
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_be_stopped: bool,
    /// "cannot be prevented": no prevention and no Endurance.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_be_prevented: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A cost ("Costs 3 power stages to perform").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    /// Power stages of the personality in control of Combat.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards from the top of the Life Deck (a loss, not damage).
    #[serde(default)]
    pub life_cards: u32,
    /// Cards discarded from the hand, chosen by the action.
    #[serde(default)]
    pub discard_from_hand: u32,
}

/// Which attacks a modifier applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The attack this effect is part of.
    #[default]
    ThisAttack,
    /// Attacks performed by the card's controller ("All of your physical attacks do +4 ...").
    YourAttacks,
    /// Attacks performed against the card's controller ("All energy attacks performed against
    /// you do 1 less ...").
    AttacksAgainstYou,
    /// The controller's attacks other than the one performed with the card ("For the remainder
    /// of Combat, all of your other attacks do +2 ...").
    YourOtherAttacks,
}

/// A damage modifier: "+4 power stages of damage", "1 less life card of damage, to a minimum of 0".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    /// Power stages added (negative: subtracted).
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards added (negative: subtracted).
    #[serde(default)]
    pub life_cards: i32,
    /// Which attacks.
    #[serde(default)]
    pub scope: Scope,
    /// Kinds of attack it applies to; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// Stopping attacks: "Stops a physical attack. Stops all physical attacks performed against you
/// for the remainder of Combat."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stop {
    /// Kinds it can stop.
    pub kinds: Vec<AttackKind>,
    /// It also stops every such attack for the rest of Combat (a floating effect).
    #[serde(default, skip_serializing_if = "is_false")]
    pub rest_of_combat: bool,
}

/// Prevention of damage from the attack ("preventing 4 stages of successful damage").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prevent {
    /// Power stages prevented.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards prevented.
    #[serde(default)]
    pub life_cards: u32,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// A damage cap: the "maximum" of each kind taken from the attack; a kind not stated is not
/// capped (CRD "Damage Caps": it only affects the type of damage stated).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageCap {
    /// Most power stages of damage taken from the attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_stages: Option<u32>,
    /// Most life cards of damage taken from the attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_cards: Option<u32>,
}

impl DamageCap {
    /// Joins another cap to this one: the lowest maximum of each kind of damage wins (CRD
    /// "Damage Caps").
    pub fn tighten(&mut self, power_stages: Option<u32>, life_cards: Option<u32>) {
        let min = |a: Option<u32>, b: Option<u32>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.power_stages = min(self.power_stages, power_stages);
        self.life_cards = min(self.life_cards, life_cards);
    }
}

/// Whose personality or deck an effect touches, seen from the card's controller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// The card's controller.
    You,
    /// The other player.
    Opponent,
}

impl Who {
    /// The player it names, seen from `me` (the card's controller).
    pub fn of(self, me: PlayerId) -> PlayerId {
        match self {
            Who::You => me,
            Who::Opponent => me.other(),
        }
    }
}

/// A change of a number by a signed amount.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// Whose.
    pub player: Who,
    /// By how much (negative lowers).
    pub by: i32,
}

/// A number set to a value ("Set your opponent's anger at 0").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetTo {
    /// Whose.
    pub player: Who,
    /// The value.
    pub to: u32,
}

/// A rule about building the deck or placing the card in play: it is understood, but it applies
/// outside the Battle Sequence, so the engine records it and does not execute it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardRule {
    /// "Limit N per deck."
    LimitPerDeck(u32),
    /// "Unless your Main Personality is Hercule, limit 1 per deck."
    LimitPerDeckUnless {
        /// The limit.
        limit: u32,
        /// The Main Personality (or declared Tokui-Waza style) that lifts it, as printed.
        unless: String,
    },
    /// "You may have up to N copies of this card in your Life Deck."
    CopiesAllowed(u32),
    /// "Sensei Deck." (may be placed in the Sensei Deck)
    SenseiDeck,
    /// "Sensei Deck only."
    SenseiDeckOnly,
    /// "Cannot be used with other <Style> Drills in play." (`None`: any other Drill)
    NotWithOtherDrills(Option<String>),
    /// "You can only have N copy of this Drill in play at a time."
    InPlayLimit(u32),
    /// "This card does not count towards or against Tokui-Waza requirements and styled Drills
    /// that you can have in play."
    NotCountedForStyle,
    /// "Can't be used with any Orange drills in play anywhere on the table." (drills family):
    /// no Drill of that style may be in play for any player.
    NotWithStyleDrillsAnywhere(String),
    /// "Tuff Enuff only", "League Only" (attacks_gain family): the events the card is legal in
    /// (CRD 3.0.0 "League Only/Tuff Enuff Only"), a format rule; it does not restrict who may
    /// perform the card. JSON: `{"format_only": "Tuff Enuff"}`.
    FormatOnly(String),
}

/// When a card may be used, as its text says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// "Use when needed."
    WhenNeeded,
    /// "Use when entering Combat."
    WhenEnteringCombat,
    /// "Use in place of an attack."
    InPlaceOfAttack,
}

/// A condition a card's text puts on some of its effects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// "If you declared a Tokui-Waza".
    TokuiWaza,
    /// "If used by Goku", "If this attack is performed by Android 17", "If your Main
    /// Personality is Piccolo": the personality in control of Combat (or the Main Personality)
    /// is one of these.
    PerformedBy(Vec<String>),
    /// "If Chiaotzu is anywhere in play", "If Earth Dragon Ball 6 is in play": a card or
    /// personality of this name is in play on either side.
    InPlay(String),
    /// "If you declared a Tokui-Waza and your opponent declared a Red Tokui-Waza": both
    /// declared, the opponent's of this style.
    TokuiWazaAgainst(String),
    /// "If you declared a Tokui-Waza and your opponent did not".
    TokuiWazaOpponentNone,
    /// "performed against a Villain" / "against a Hero" / "against Goku": the opponent's
    /// personality in control of Combat has this alignment (`Hero` or `Villain`) or this name.
    Against(String),
    /// "If your opponent declared a Saiyan Tokui-Waza".
    OpponentDeclared(String),
    /// "If you did not declare a Tokui-Waza".
    NoTokuiWaza,
    /// "If your opponent's Main Personality is a Majin / a Hero / Goku": the player's Main
    /// Personality has this name, alignment (`Hero`, `Villain`) or group (`Majin`, `Fused`).
    MainPersonalityIs(WhoIs),
    /// "If the personality performing this attack has a higher power rating than the personality
    /// defending against this attack": one personality's current power rating is higher than
    /// another's.
    HigherPowerRating(RatingComparison),
    /// "If your opponent's current anger level is 0 or 1": a player's anger is within a range.
    AngerBetween(AngerRange),
    /// "If your opponent has no Drills in play": a player has no card of this kind in play
    /// (`drills`, `non_combat`, `allies`).
    NoneInPlay(NoneInPlay),
    /// "If your Main Personality is at level 2 or above": a Main Personality's current
    /// personality level is at least this.
    LevelAtLeast(LevelAtLeast),
    /// "If either "Namek Dragon Ball 1" or "Namek Dragon Ball 2" is in play": one of these
    /// cards is in play (either player's table).
    AnyInPlay(Vec<String>),
    /// Every one of these conditions holds ("If you declared a Tokui-Waza and your opponent's
    /// current anger level is at 0").
    All(Vec<Condition>),
    /// "If your Main Personality's highest power rating is below 500,000": the highest power
    /// rating of the card user's Main Personality's current level is below this.
    HighestRatingBelow(u64),
    /// One of these conditions holds ("If performed against Vegeta, Frieza, or Cell").
    Any(Vec<Condition>),
    /// "If your opponent has used a Combat card earlier this Combat": the opponent has played a
    /// card from the hand this Combat.
    OpponentPlayedCard,
    /// The condition does not hold (the compiler writes "X. If C, Y instead." as "If not C, X.
    /// If C, Y.").
    Not(Box<Condition>),
    /// "All attacks performed by your Allies ...": an Ally of the card user is in control of
    /// Combat.
    PerformedByAlly,
    /// "All your attacks with "Sword" in the title ...": the attack in progress is performed with
    /// a card whose title contains this.
    AttackTitleHas(String),
    /// "If your opponent is at 5 stages above 0 or higher", "If your Main Personality is at 0": a
    /// Main Personality's power stage is within a range.
    StagesBetween(AngerRange),
    /// "If "Red Flying Kick" is in your discard pile": a card of this name is in the card user's
    /// discard pile.
    InDiscardPile(String),
    /// "If your opponent has 10 or less life cards in his Life Deck".
    LifeDeckAtMost(LifeDeckAtMost),
    /// "If used by a personality with "Saiyan" in the title": the personality in control of
    /// Combat for the card user has this in its title.
    PerformerTitleHas(String),
    // ----- triggers family ---------------------------------------------------------------
    /// "If your opponent has an Ally in play".
    OpponentHasAlly,
    // ----- attached family -------------------------------------------------------------------
    /// "If at least 3 cards in your hand are Red Style cards": the card user's hand holds at
    /// least `n` cards of this Martial Arts Style.
    HandStyleAtLeast(HandStyle),
    // ----- levels family -----------------------------------------------------------------
    /// "If your opponent controls 3 or more Dragon Balls in play".
    DragonBallsAtLeast(DragonBallsAtLeast),
    // ----- optional family ("you may") ---------------------------------------------------
    /// "If you do, ...", and the "to ..." of "You may <X> to <Y>": the card's "you may" effect
    /// was used this attack (its player said `may: true` and it was done).
    YouDid,
    // ----- in_play_targets family -----
    /// "If you have 6 or more Drills in play", "You must have an Ally in play": a player (or
    /// both) has at least `n` cards of these kinds in play.
    InPlayAtLeast(InPlayAtLeast),
    // ----- piles_chosen family -----
    /// "If the bottom card of your discard pile is a Saiyan Style card", "You can only perform
    /// this attack if you have no cards in your discard pile", "You must have at least 1 other
    /// card in your hand to perform this attack": what a player's hand or discard pile holds.
    Piles(PileCondition),
    // ----- timing family -----
    /// "If you declared a Freestyle Tokui-Waza": the card's user declared a Tokui-Waza of this
    /// style.
    YouDeclared(String),
    // ----- conditions round 5 -----
    /// "If your Main Personality's power rating is three or more times higher than your
    /// opponent's Main Personality's power rating": one personality's current power rating is at
    /// least `times` times another's.
    RatingTimes(RatingTimes),
    /// "If one of your attacks has been successful this Combat": the card user performed at
    /// least one successful physical or energy attack in an earlier Attack Phase of this Combat
    /// (counted at the end of each Attack Phase, as the timing family's requirements are).
    SuccessfulThisCombat,
    /// "If performed by a personality ... whose power rating is below 300,000": the current power
    /// rating of the card user's personality in control of Combat is below this (a "Z" rating:
    /// the judge).
    PerformerRatingBelow(u64),
    // ----- stops family (after use) -----
    /// "If a Dragon Ball 7 from any Dragon Ball set is in play": a Dragon Ball whose title ends
    /// in "Dragon Ball <n>" (Earth, Namek, Dende, their Alt. printings) is in play on either
    /// player's table.
    DragonBallNumberInPlay(u32),
}

/// What a player's hand or discard pile holds (piles_chosen family). JSON: `{"piles":
/// {"discard_end": {"player": "you", "top": false, "filter": {"style": "Saiyan"}}}}`,
/// `{"piles": {"discard_empty": "you"}}`, `{"piles": {"other_cards_in_hand": 1}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PileCondition {
    /// The top (last discarded) or bottom card of a player's discard pile qualifies (an empty
    /// pile: it does not hold).
    DiscardEnd(DiscardEnd),
    /// The player's discard pile has no card.
    DiscardEmpty(Who),
    /// The card user's hand holds at least this many cards besides the card being played; read
    /// as a requirement only ([`Effect::Requires`]), checked while the card is still in the hand.
    OtherCardsInHand(u32),
    /// "If you have at least 3 personalities in play with "Android" in the title": the card
    /// user's personalities in play (Main Personality and Allies) with this in the title number
    /// at least `n`.
    PersonalitiesTitled(PersonalitiesTitled),
}

/// At least `n` of the card user's personalities in play have this in the title (piles_chosen
/// family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonalitiesTitled {
    /// Words of the title, case-insensitive.
    pub title_has: String,
    /// The fewest that holds.
    pub n: u32,
}

/// The top or bottom card of a discard pile (piles_chosen family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardEnd {
    /// Whose discard pile.
    pub player: Who,
    /// The top (the card discarded last); `false`: the bottom.
    pub top: bool,
    /// Which cards qualify.
    pub filter: CardFilter,
}

/// At least `n` cards of these kinds in play (in_play_targets family). JSON: `{"in_play_at_least":
/// {"whose": "you", "cards": ["drill"], "n": 6}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InPlayAtLeast {
    /// Whose cards.
    pub whose: Whose,
    /// The kinds counted.
    pub cards: Vec<InPlayKind>,
    /// The fewest that holds.
    pub n: u32,
}

/// At least `n` cards of a style in the card user's hand (attached family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandStyle {
    /// The Martial Arts Style (`Red`, `Saiyan`, ...): the first word of the title.
    pub style: String,
    /// The fewest cards that hold.
    pub n: u32,
}

/// A player and what their Main Personality is (name, alignment or group).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhoIs {
    /// Whose Main Personality.
    pub player: Who,
    /// A personality name, `Hero` / `Villain`, or a group (`Majin`, `Fused`).
    pub is: String,
}

/// Which personality a power-rating comparison reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The card user's personality in control of Combat (the one performing the attack).
    YourController,
    /// The card user's Main Personality.
    YourMainPersonality,
    /// The opponent's personality in control of Combat (the one defending).
    OpponentController,
    /// The opponent's Main Personality.
    OpponentMainPersonality,
}

/// `higher`'s current power rating is at least `times` times `lower`'s (conditions round 5).
/// JSON: `{"rating_times": {"higher": "your_main_personality", "lower":
/// "opponent_main_personality", "times": 3}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatingTimes {
    /// The personality that must be higher.
    pub higher: Side,
    /// The personality it is compared with.
    pub lower: Side,
    /// The smallest ratio that holds.
    pub times: u64,
}

/// `higher` has a higher current power rating than `lower`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatingComparison {
    /// The personality that must be higher.
    pub higher: Side,
    /// The personality it is compared with.
    pub lower: Side,
}

/// A player's anger level from `min` to `max` inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerRange {
    /// Whose anger.
    pub player: Who,
    /// Lowest level that holds.
    pub min: u32,
    /// Highest level that holds.
    pub max: u32,
}

/// A player with no card of a kind in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoneInPlay {
    /// Whose table.
    pub player: Who,
    /// `drills`, `non_combat` or `allies`.
    pub kind: String,
}

/// Endurance given to cards without it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnduranceGrant {
    /// The Endurance they have.
    pub value: u32,
    /// Which cards (an empty filter: any card).
    #[serde(default)]
    pub filter: CardFilter,
    /// Only against attacks of these kinds; empty: any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// A player's Life Deck holds at most `n` cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LifeDeckAtMost {
    /// Whose Life Deck.
    pub player: Who,
    /// The most cards that holds.
    pub n: u32,
}

/// A Main Personality's current personality level is at least `min`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelAtLeast {
    /// Whose Main Personality.
    pub player: Who,
    /// The lowest level that holds.
    pub min: u32,
}

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
    /// Power stages above 0 of a personality.
    StagesAbove0(Side),
    /// A personality's Power-Up Rating.
    Pur(Side),
    /// A personality's current personality level.
    Level(Side),
    /// Cards in a player's removed-from-the-game pile.
    RemovedPile(Who),
    /// Cards a player owns attached to personalities in play (attached family: "for each of your
    /// attached cards in play").
    AttachedCards(Who),
    /// Cards in a player's discard pile that pass the filter.
    DiscardPile {
        /// Whose discard pile.
        player: Who,
        /// Which cards count.
        filter: CardFilter,
    },
    // ----- in_play_targets family -----
    /// A player's Non-Combat cards in play that are not Drills ("each Non-Combat/Non-Drill card
    /// you have in play").
    NonDrillInPlay(Who),
    // ----- lasting_rules family -----
    /// Every Ally in play, on both sides ("for each Ally in play").
    AlliesInPlay,
    // ----- attack_text family -----
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
    // ----- attacks_gain family -----
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
            // attack_text family
            Count::PatBaseDamage => "the Base Damage on the Physical Attack Table".into(),
            Count::AlliesPur(w) => {
                format!("the PURs of {} Allies in play added together", whose(w))
            }
            Count::DragonBallsOfSet { player, set } => {
                format!("{set} Dragon Balls {} side controls", whose(player))
            }
            // attacks_gain family
            Count::AngerGained { player, .. } => {
                format!(
                    "anger levels {} side gained since the card was played",
                    whose(player)
                )
            }
            Count::NonCombatInPlay(w) => format!("{} Non-Combat cards in play", whose(w)),
            Count::NonDrillInPlay(w) => {
                format!("{} Non-Combat/Non-Drill cards in play", whose(w))
            }
            Count::StagesAbove0(s) => format!("{} power stages above 0", side(s)),
            Count::Pur(s) => format!("{} PUR", side(s)),
            Count::Level(s) => format!("{} personality level", side(s)),
            Count::RemovedPile(w) => format!("cards in {} removed-from-the-game pile", whose(w)),
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

/// An attack keyword given under a condition ("If performed against a Majin, this is a focused
/// attack"): read when the defender defends (step 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// The attack is Focused.
    Focused,
    /// The attack cannot be stopped.
    CannotBeStopped,
    /// Damage from the attack cannot be prevented.
    CannotBePrevented,
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

/// Effects used only when a condition holds when they resolve.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Conditional {
    /// The condition.
    pub condition: Condition,
    /// The effects.
    pub effects: Vec<Effect>,
}

/// A pile of cards, seen from its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// The top of the discard pile (the card discarded last).
    DiscardTop,
    /// The bottom of the discard pile.
    DiscardBottom,
    /// The top of the Life Deck.
    LifeDeckTop,
    /// The bottom of the Life Deck.
    LifeDeckBottom,
    /// The hand.
    Hand,
    /// Removed from the game (a destination only).
    RemovedFromGame,
    /// Shuffled into the Life Deck (a destination only): afterwards no card of that Life Deck
    /// has a known place (CRD glossary "Shuffling Your Life Deck").
    LifeDeckShuffled,
}

/// Cards moved between one player's piles (not damage): "Place the bottom 2 cards of your
/// discard pile at the bottom of your Life Deck", "Draw the bottom card of your discard pile".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveCards {
    /// Whose piles.
    pub player: Who,
    /// How many cards (fewer if the pile has fewer: do what you can).
    pub count: u32,
    /// The whole pile ("Remove your opponent's discard pile from the game"); `count` is ignored.
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// From.
    pub from: Pile,
    /// To.
    pub to: Pile,
}

/// Where a card goes after use when it is neither discarded nor removed from the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterUse {
    /// "Shuffle into your Life Deck after use."
    ShuffleIntoLifeDeck,
    /// "Place at the bottom of your Life Deck after use."
    BottomOfLifeDeck,
}

/// A player bound to pass in Attack Phases ("You must pass in all remaining phases of Combat",
/// "Your opponent must pass in his next attack phase").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MustPass {
    /// Who must pass.
    pub player: Who,
    /// Every remaining Attack Phase of this Combat (otherwise the next one only).
    #[serde(default, skip_serializing_if = "is_false")]
    pub all_remaining: bool,
}

/// An energy attack cost changed from one value to another, in power stages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostChange {
    /// The cost it applies to.
    pub from: u32,
    /// The cost it becomes.
    pub to: u32,
}

/// A loss of life cards that is not damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseLifeCards {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards are discarded from its top.
    pub count: u32,
}

// ----- in play: cards in play as the targets of effects ------------------------------------

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
    /// A card attached to a personality (attached family); a player's attached cards are the
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
}

/// What happens to the cards taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InPlayAct {
    /// To their owner's discard pile.
    Discard,
    /// To their owner's removed-from-the-game pile.
    RemoveFromGame,
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

// ----- piles family: searches and moves between a player's piles -----------------------------

/// Which cards a search or a choice may take, as the sentence names them. Every field set must
/// hold; an empty filter takes any card (a Life Deck search still never takes a Dragon Ball
/// unless the filter names Dragon Balls: CRD "Dragon Ball Immunity").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFilter {
    /// Card types, any of them (`Drill`, `Personality` for an Ally, `Dragon Ball`, `Energy
    /// Combat`, `Non-Combat`, ...); empty: any type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    /// Martial Arts Style: the first word of the title (CRD "Styled Cards"); `Freestyle`: a
    /// title whose first word is no style.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    /// Words the title contains ("with "Kamehameha" in the title", "Vegeta Named cards",
    /// "a Namek Dragon Ball"), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_has: Option<String>,
    /// The exact title ("search your Life Deck for "Saiyan Truce Card""), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Words the card's text contains ("a "Villains only" card"), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_has: Option<String>,
    /// The personality level ("a level 3 Ally").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u32>,
    /// "non-Dragon Ball cards".
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_dragon_balls: bool,
    /// The rarity (`C`, `U`, ...): "each C card in your discard pile".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<String>,
    // ----- cards_moved family -----
    /// A title left out, case-insensitive: "any card with "Sword" in the title that is not
    /// "Trunks' Sword Slice"", "a Red Style attack in your discard pile except "Red Axe Heel
    /// Kick"".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_title: Option<String>,
}

/// The pile a search or a choice looks through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchIn {
    /// The Life Deck (searched, then shuffled: CRD "Searching for Cards").
    LifeDeck,
    /// The discard pile.
    DiscardPile,
    /// The hand.
    Hand,
    /// The Life Deck and the discard pile together ("Search your Life Deck or discard pile for
    /// an Ally"): searched like a Life Deck (CRD "Searching for Cards": the Life Deck is
    /// shuffled afterwards); cards_moved family.
    LifeDeckOrDiscardPile,
}

/// Where the cards a search or a choice takes go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    /// Into the hand of the pile's owner.
    Hand,
    /// Into play in front of the pile's owner (Drill, Ally, Dragon Ball, Battleground,
    /// Location, Non-Combat card), under the normal rules for placing it (CRD "Putting Cards
    /// into play with card effects").
    Play,
    /// The discard pile.
    Discard,
    /// Removed from the game.
    RemovedFromGame,
    /// Shuffled into the Life Deck.
    LifeDeckShuffled,
    /// On top of the Life Deck (several: in the order chosen, the first on top).
    LifeDeckTop,
    /// At the bottom of the Life Deck (several: in the order chosen, the last at the bottom).
    LifeDeckBottom,
}

/// The power stage an Ally placed into play is set at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllyStage {
    /// "at 4 power stages above 0".
    Stages(u32),
    /// "at its highest power stage".
    Highest,
}

/// "Search your Life Deck for an Ally and place it into play at 4 power stages above 0",
/// "Shuffle 5 Red Style cards in your discard pile into your Life Deck", "Your opponent
/// discards 2 cards from his hand", "Choose 1 card at random from your opponent's hand and
/// shuffle it into his Life Deck": cards of one player's pile, matching a filter, chosen and
/// moved. The cards are named in the action's `choose` (in the order the effects ask; a random
/// card is the one the judge saw drawn), unless the choice is forced (`all`, or no more
/// matching cards than asked).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Search {
    /// Whose pile.
    pub player: Who,
    /// Which pile.
    pub from: SearchIn,
    /// Which cards qualify.
    #[serde(default)]
    pub filter: CardFilter,
    /// How many (`all`: ignored).
    #[serde(default)]
    pub count: u32,
    /// "up to N": fewer may be chosen.
    #[serde(default, skip_serializing_if = "is_false")]
    pub up_to: bool,
    /// Every matching card ("Shuffle all Vegeta Named cards in your discard pile ...").
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// Chosen at random ("Choose 1 card at random from your opponent's hand").
    #[serde(default, skip_serializing_if = "is_false")]
    pub random: bool,
    /// Where the cards go.
    pub to: Destination,
    /// For an Ally placed into play: its power stage (default: 3 above 0, CRD "Putting Allies
    /// into Play").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_stage: Option<AllyStage>,
    /// "You may": used only when the action's `may` is true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub may: bool,
}

// ----- lasting effects and restrictions (family: lasting) ------------------------------------

/// How long a lasting effect of the `lasting` family lasts (CRD "Floating Effects": a floating
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
}

/// "Your opponent may not play Physical Combat cards for the remainder of Combat", "your
/// opponent cannot perform a physical attack during his next Attacker Attacks phase": an action
/// the engine refuses while it lasts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Restrict {
    /// Who is restricted.
    pub player: Who,
    /// What that player may not play, use or perform.
    pub what: Targets,
    /// `rest_of_combat` or `next_attack_phase` (of `player`).
    pub lasts: Lasts,
}

/// "All energy attacks cost +2 power stages to perform for the remainder of Combat", "The next
/// energy attack you perform this Combat costs 0 power stages to perform": a lasting change of
/// what attacks (or cards of some types) cost, applied at Battle Sequence step 2.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostModifier {
    /// Whose attacks or cards; `None`: every player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Who>,
    /// Which attacks or cards.
    pub what: Targets,
    /// Power stages added (negative: taken off), or the cost itself when `set`.
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards added to the cost.
    #[serde(default)]
    pub life_cards: i32,
    /// The cost becomes `power_stages` instead of changing by it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub set: bool,
    /// The power-stage cost never goes below this ("to a minimum of 1").
    #[serde(default)]
    pub minimum: u32,
    /// `rest_of_combat` or `next_attack` (the next such attack this Combat).
    pub lasts: Lasts,
}

/// "Stops the next physical attack performed against you this Combat", "stops an energy attack
/// during your opponent's next Attacker Attacks phase": a floating stop used once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StopNext {
    /// Kinds it stops; empty: any attack.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// `next_attack` (the next one this Combat) or `next_attack_phase` (one performed during
    /// the opponent's next Attack Phase).
    pub lasts: Lasts,
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
    /// added to the end of its text when it is announced (attacks_gain family; CRD "Gaining
    /// Text").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gain: Vec<Effect>,
}

/// A lasting effect the engine holds during Combat, with where it came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Floating {
    /// The effect, its `you` / `opponent` read from `owner`.
    pub effect: Effect,
    /// The controller of the card that created it.
    pub owner: super::state::PlayerId,
    /// The card (or power) that created it.
    pub source: String,
    /// The Attack Phase it was created in.
    pub phase: u32,
}

/// One effect of a card, in the order its text gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// The card performs an attack.
    Attack(AttackSpec),
    /// A cost ("cost", "costs", "costing" appear on the card).
    Cost(Cost),
    /// Empower X: +X life cards, text after it deleted for the attack, when announced.
    Empower(u32),
    /// A damage modifier.
    Modify(Modifier),
    /// Multiplies the Base Damage ("Doubles the base damage").
    Multiply(u32),
    /// Stops attacks (a defence).
    Stop(Stop),
    /// A Defense Shield: stops the first unstopped attack of these kinds this Combat.
    DefenseShield(Vec<AttackKind>),
    /// Prevents damage from the attack (a defence).
    Prevent(Prevent),
    /// The "maximum" damage taken from the attack, per kind stated.
    DamageCap(DamageCap),
    /// Sets what energy attacks cost their controller, in power stages (a lasting effect).
    EnergyCost(u32),
    /// Raise / lower anger.
    Anger(Change),
    /// Gain / lose power stages (a loss past 0 discards life cards).
    PowerStages(Change),
    /// Lose power stages "to a minimum of 0": the loss stops at the 0 stage instead of
    /// discarding life cards for the stages left over (CRD "Card Costs": only a loss "not to a
    /// minimum of 0" goes past 0).
    PowerStagesToZero(Change),
    /// Raise a Main Personality to its highest power stage.
    HighestStage(Who),
    /// Draw cards.
    Draw(u32),
    /// Discard life cards from a Life Deck (not damage).
    LoseLifeCards(LoseLifeCards),
    /// The Endurance keyword of a Life Deck card.
    Endurance(u32),
    /// "Endurance X" with X defined by the card ("X = your current anger level").
    EnduranceX(XValue),
    /// "Dragon Balls you control may not be captured while this Drill is in play."
    DragonBallsCannotBeCaptured,
    /// A player must pass in its next (or every remaining) Attack Phase this Combat.
    MustPass(MustPass),
    /// "Damage from your attacks cannot be prevented" (only inside [`Effect::RestOfCombat`]:
    /// every attack its controller declares afterwards this Combat cannot be prevented).
    YourAttacksCannotBePrevented,
    /// "All of your energy attacks that cost 2 power stages to perform, now only cost 1 power
    /// stage to perform": a lasting change of an energy attack's cost from one value to another.
    EnergyCostChange(CostChange),
    /// Effects used only if the attack is successful.
    IfSuccessful(Vec<Effect>),
    /// Effects used only if the attack is stopped ("If stopped, ..."), when its success is
    /// determined.
    IfStopped(Vec<Effect>),
    /// "Remove from the game after use."
    RemoveFromGameAfterUse,
    /// The card stays on the table after use.
    StaysOnTable,
    /// "X only": the card may be used only by (or with) these: `Heroes`, `Villains`,
    /// `Saiyan Heritage`, personality names as printed.
    Only(Vec<String>),
    /// A deck-building or placement rule (recorded, applied outside the Battle Sequence).
    CardRule(CardRule),
    /// When the card may be used.
    Timing(Timing),
    /// Set anger to a value.
    SetAnger(SetTo),
    /// A player's hand is shown ("Reveal your hand to your opponent": `you`; "Look at your
    /// opponent's hand": `opponent`).
    RevealHand(Who),
    /// Combat ends once the attack (or action) carrying this has resolved.
    EndCombat,
    /// Capture one of the opponent's Dragon Balls in play (the action's `capture` choice).
    CaptureDragonBall,
    /// Move cards between piles (not damage).
    MoveCards(MoveCards),
    /// Where the card goes after use.
    AfterUse(AfterUse),
    /// "This card stays on the table to be used N more time(s) this Combat."
    UsesThisCombat(u32),
    /// Effects that float for the remainder of Combat ("For the remainder of Combat, all of your
    /// attacks do +2 life cards of damage").
    RestOfCombat(Vec<Effect>),
    /// Effects under a condition ("If you declared a Tokui-Waza, ...").
    Conditional(Conditional),
    /// "this attack does 5 power stages of damage instead": replaces the Base Damage.
    DamageInstead(Damage),
    /// "this attack does +5 power stages of damage instead" (under a condition): replaces the
    /// card's own damage modifiers for this attack.
    ModifyInstead(Modifier),
    /// An attack keyword under a condition (only inside [`Effect::Conditional`]).
    Keyword(Keyword),
    /// A damage modifier counted when the attack is performed ("+1 life cards of damage for
    /// each card in your hand"), added at step 10.
    ModifyPer(PerCount),
    /// The attack's damage, stated per unit counted ("Physical attack doing 1 power stage of
    /// damage for each Non-Combat card your opponent has in play"): its Base Damage (step 9).
    DamagePer(PerCount),
    /// "This must be your first card played during Combat", "Play this as your first attack in
    /// Combat": the card may be played only if its player has played no card (or performed no
    /// attack) yet this Combat.
    FirstInCombat(First),
    /// "For the remainder of Combat, stops all attacks of the same type this card stopped": once
    /// the card stops an attack, every attack of that kind is stopped for the rest of Combat.
    StopsSameKindRestOfCombat,
    /// "This attack cannot be stopped, prevented or reduced by Main Personality powers": a
    /// Main Personality's power used as a defence does nothing against it.
    NotByMainPersonalityPowers,
    // ----- piles family -----
    /// Cards of a pile chosen (searched, at random, ...) and moved.
    Search(Search),
    /// "Shuffle your Life Deck."
    ShuffleLifeDeck(Who),
    /// "raise your anger 2 levels instead" (under a condition): replaces the card's other anger
    /// change for that player; the compiler rewrites it into conditions and plain
    /// [`Effect::Anger`]s, so the engine never sees it.
    AngerInstead(Change),
    // ----- triggers family: triggered and once-per-Combat effects -------------------------
    /// An effect a card in play uses when something happens ("When entering Combat as the
    /// attacker, you may draw a card", "Once per Combat, you may draw a card after performing a
    /// successful attack").
    Trigger(Trigger),
    /// "take 1 less life card of damage" from the attack being dealt (only inside a
    /// [`Trigger`] on [`TriggerEvent::LifeCardDamage`]).
    TakeLessDamage(Damage),
    /// "Any cards in your Life Deck with Endurance have their Endurance increased by +1": added to
    /// the Endurance of the card user's flipped cards (on a card in play, or floating).
    EnduranceBonus(u32),
    /// "Any cards in your Life Deck that do not have Endurance have Endurance 2": the card user's
    /// flipped cards without Endurance that pass the filter have this Endurance.
    EnduranceGrant(EnduranceGrant),
    /// "Your opponent cannot use Endurance", "Damage from your attacks cannot be prevented by
    /// Endurance": the card user's opponent cannot use Endurance against the card user's
    /// attacks (of this style, if one is named).
    NoEnduranceAgainst(Option<String>),
    // ----- lasting effects and restrictions (family: lasting) -------------------------------
    /// A player may not play, use or perform something while it lasts.
    Restrict(Restrict),
    /// A lasting change of what attacks or cards cost.
    CostModifier(CostModifier),
    /// A floating stop used once.
    StopNext(StopNext),
    /// Floating prevention of damage from the opponent's attacks.
    PreventLasting(PreventLasting),
    /// The controller's next attack this Combat gets a modifier or Focused.
    NextAttack(NextAttack),
    /// "This card can stop a focused attack": the card's stop works against Focused attacks.
    StopsFocused,
    /// "Damage from this attack is removed from the game instead of discarded": the life cards
    /// of damage this attack deals (or, floating, the card user's attacks deal) go to the
    /// removed-from-the-game pile.
    DamageRemovedFromGame,
    /// "Your opponent skips his next "Attacker Attacks" phase": that player's next Attack Phase
    /// is skipped (CRD "Skipping Attack Phases": play continues as if it never happened; it is
    /// not a pass).
    SkipAttackPhase(Who),
    /// "Prevent 2 life cards of damage from your opponent's attacks" on a Drill: prevention
    /// against every attack performed against the Drill's owner while it is in play.
    PreventAgainstYou(Prevent),
    /// "This card can stop attacks that cannot be stopped" (a defence).
    StopsUnstoppable,
    /// "This attack cannot be stopped by floating effects and Defense Shields."
    NotStoppedByFloatingOrShields,
    /// "Your opponent may not use Energy Combat cards to stop this attack": a card of this type
    /// cannot be used to defend against it.
    NotStoppedByCardType(String),
    /// A sentence the engine does not model: the judge resolves it.
    Manual(String),
    // ----- in play: cards in play as targets -----
    /// Cards in play discarded or removed from the game.
    InPlay(InPlayEffect),
    /// A requirement to use the card ("Remove one of your Allies in play from the game to use
    /// this card"): met when the card is played, or the card cannot be played (not a cost: CRD
    /// 3.0.0 "What is a Requirement?").
    InPlayToUse(InPlayEffect),
    /// Every Ally of a player gains or loses power stages.
    AlliesStages(AlliesStages),
    /// Life cards lost per card in play.
    LoseLifeCardsPer(LoseLifeCardsPer),
    // ----- attached family: cards attached to personalities ---------------------------------
    /// "Attach this card to your opponent's Main Personality": the card leaves its normal
    /// destination and stays in play under the personality (CRD 3.0.0 "Attaching Cards").
    Attach(AttachTo),
    /// What the card does while it is attached (read from the attached card).
    WhileAttached(AttachedEffect),
    /// "Discard this card when the attached personality reaches his highest power stage."
    DiscardWhenHighestStage,
    /// "Discard any cards attached to your Main Personality", "Discard all cards attached to all
    /// personalities in play".
    DiscardAttached(DiscardAttached),
    // ----- levels family: personality levels, Dragon Balls and the Sensei Deck -----
    /// A Main Personality loses personality levels ("Lower your opponent's Main Personality 1
    /// personality level"): `{"lower_level": {"player": "opponent", "by": 1}}`.
    LowerLevel(LevelLoss),
    /// A Main Personality lowered to a level ("Reduce your opponent's Main Personality to its
    /// level 1 personality card"): `{"lower_level_to": {"player": "opponent", "to": 1}}`.
    LowerLevelTo(SetTo),
    /// Anger raised or lowered per unit counted ("Raise your anger 1 level for each Dragon Ball
    /// you control"): `{"anger_per": {"player": "you", "each": 1, "count":
    /// {"dragon_balls_controlled": "you"}}}`.
    AngerPer(AngerPer),
    /// Cards of a Sensei Deck removed from the game ("Remove from the game 3 random cards in
    /// your opponent's Sensei Deck"): `{"sensei_removed": {"player": "opponent", "count": 3,
    /// "random": true}}`.
    SenseiRemoved(SenseiRemoved),
    /// Dragon Balls in play placed at the bottom of their owner's Life Deck ("Take 1 or 2 of
    /// your opponent's Dragon Balls and place them at the bottom of his Life Deck"):
    /// `{"dragon_balls_to_life_deck": {"whose": "opponent", "min": 1, "max": 2}}`.
    DragonBallsToLifeDeck(DragonBallsToLifeDeck),
    /// Personalities raised to their highest power stage ("Raise any personality to their
    /// highest power stage"): `{"highest_stage_of": "any_personality"}`.
    HighestStageOf(StageTarget),
    // ----- optional family ("you may") -----
    /// "You may <effects>": used only when the card's player says `may: true` on the action
    /// (CRD "May" Rule). What depends on it ("If you do, ...", "... to <effects>") is a
    /// [`Condition::YouDid`] conditional. JSON: `{"may": [{"anger": {"player": "opponent",
    /// "by": 1}}]}`.
    May(Vec<Effect>),
    // ----- state changes family -----
    /// A Main Personality set to a power stage ("Set your Main Personality to 0"):
    /// `{"set_stage": {"player": "you", "to": 0}}`.
    SetStage(SetTo),
    /// A player cannot win by the Most Powerful Personality Victory ("You cannot win by the Most
    /// Powerful Personality Victory for the remainder of the game"): `{"no_most_powerful_victory":
    /// "you"}`.
    NoMostPowerfulVictory(Who),
    // ----- errata family -----
    /// "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card
    /// of damage" (a Drill in play): a negative modifier (Battle Sequence step 10) to every attack
    /// performed against the Drill's owner, in the one kind of damage the attack does. An attack
    /// doing both kinds is left to the judge (the text does not say which is reduced):
    /// `{"reduce_either_against_you": 1}`.
    ReduceEitherAgainstYou(u32),
    /// "For every 3 power stages of damage you receive, per attack, your opponent loses 1 power
    /// stage of damage" (a Drill in play): once an attack's power stages of damage are dealt to
    /// the Drill's owner (step 12), the attacker's Main Personality loses `lose` power stages for
    /// every `per` power stages dealt by that attack; the rest does not carry over to the next
    /// attack: `{"stages_back_per_damage": {"per": 3, "lose": 1}}`.
    StagesBackPerDamage(StagesBack),
    /// "For every 3 power stages you lose your opponent loses 1 power stage, down to 0" (a Drill
    /// in play): during each attack (from its declaration: damage, costs paid by the Main
    /// Personality, effects), for every `per` power stages the Drill owner's Main Personality
    /// loses, the opponent's Main Personality loses `lose` power stages, to a minimum of 0; the
    /// rest does not carry over to the next attack (CRD 3.0.0 ruling on Red Wrist Control
    /// Drill). Checked after every step: `{"stages_back_per_loss": {"per": 3, "lose": 1}}`.
    StagesBackPerLoss(StagesBack),
    /// "Use immediately after your opponent attacks you (this can be a physical or energy
    /// attack) and pays any costs for that attack" (Straining Ankle Smash Move): the card is
    /// played by the defender right after the attacker's step 2 (a `play` action placed after
    /// the attack's), its effects resolve then, and it is discarded; it is not a defence and
    /// cannot be played at any other time: `"use_after_opponent_pays_costs"`.
    UseAfterOpponentPaysCosts,
    /// "Once per Combat, in place of an attack, during your turn, discard all of your opponents'
    /// Drills" (Orange Lifting Drill): a Drill in play its owner uses (a `use` action naming it)
    /// in place of an attack; its effects resolve at step 3 and it stays in play:
    /// `{"drill_in_place_of_attack": {"per_combat": 1, "your_turn": true, "effects": [...]}}`.
    DrillInPlaceOfAttack(DrillUse),
    // ----- floating family -----
    /// "For the remainder of Combat, all of your focused attacks do +2 power stages of damage",
    /// "all of your other Red Style attacks are focused attacks", "your attacks gain "If
    /// successful, ..."": a floating rule for the attacks it names, held to the end of Combat.
    /// JSON: `{"attacks_floating": {"attacks": {"whose": "you", "focused": true},
    /// "power_stages": 2}}`.
    AttacksFloating(AttackRule),
    /// "No player may gain anger for the remainder of Combat": anger raises of the players it
    /// names do nothing while it lasts (to the end of Combat; "for the remainder of the turn"
    /// also ends with the Combat the engine resolves). JSON: `{"anger_cannot_rise": "any"}`.
    AngerCannotRise(Whose),
    /// "Energy attacks do a maximum of 2 life cards and 0 power stages of damage for the
    /// remainder of Combat": a floating damage cap applied while damage is dealt (CRD "Damage
    /// Caps"). JSON: `{"cap_lasting": {"whose": "any", "kinds": ["energy"], "life_cards": 2,
    /// "power_stages": 0}}`.
    CapLasting(CapLasting),
    /// "For the remainder of Combat, your opponent's Main Personality loses 1 power stage at the
    /// beginning of each of his "Attacker Attacks" phase." (Majin Buu's Choke Hold): effects used
    /// at the beginning of each Attack Phase of that player. JSON: `{"each_attack_phase": {"player": "opponent",
    /// "effects": [...]}}`.
    EachAttackPhase(EachAttackPhase),
    // ----- cards_moved family -----
    /// Cards discarded from the top of a Life Deck, a number per unit counted, not damage
    /// ("Your opponent discards 2 cards from his Life Deck for each card in his hand"):
    /// `{"life_deck_discard_per": {"player": "opponent", "each": 2, "count": {"cards_in_hand":
    /// "opponent"}}}`.
    LifeDeckDiscardPer(LifeDeckDiscardPer),
    /// A player discards cards from the hand until he has a number of cards left ("your opponent
    /// must discard cards from his hand until he only has 2 or fewer cards in his hand"):
    /// `{"discard_down_to": {"player": "opponent", "keep": 2}}`. The cards are named in the
    /// action's `choose`, like the piles family's choices.
    DiscardDownTo(DiscardDownTo),
    // ----- condition_phrases family -----
    /// The personality performing this attack (the personality in control of Combat of the
    /// card's player, Main Personality or Ally) gains (or, negative, loses) power stages ("The
    /// personality performing this attack gains 3 power stages"): `{"performer_stages": 3}`.
    PerformerStages(i32),
    /// Every personality of a side, or of a group on both sides, gains or loses power stages
    /// ("Every hero loses 3 power stages"): `{"personalities_stages": {"whose": "any", "group":
    /// "Hero", "by": -3}}`.
    PersonalitiesStages(PersonalitiesStages),
    /// "Your opponent does not take life cards of damage from this attack": a cap of 0 life
    /// cards on this attack's damage, converted damage included (CRD "Damage Caps"):
    /// `"no_life_cards_from_this_attack"`.
    NoLifeCardsFromThisAttack,
    // ----- drills family -----
    /// A Drill's damage cap on the attacks performed against its owner ("All successful
    /// physical attacks performed against you do a maximum of 3 power stages of damage"): it
    /// applies while the damage is dealt, like a defence's cap (CRD "Damage Caps"):
    /// `{"cap_against_you": {"power_stages": 3, "kinds": ["physical"]}}`.
    CapAgainstYou(CapAgainstYou),
    /// "Your anger may not be lowered while this Drill is in play": an effect that would lower
    /// the Drill owner's anger does not change it: `"anger_cannot_be_lowered"`.
    AngerCannotBeLowered,
    /// "Cards that end combat may not be played or used while this Drill is in play": while the
    /// Drill is in play (for any player), a card with an effect that ends Combat is refused when
    /// it is played or used: `"no_combat_enders"`.
    NoCombatEnders,
    /// "Your Main Personality's PUR is +2", "Increases your power up rating by 1": the Drill
    /// owner's Main Personality's Power-Up Rating is higher by this while the Drill is in play,
    /// wherever the engine reads a PUR (a count of it, "Endurance X" with X from the PUR); the
    /// Power Up Step itself is outside the Combat the engine resolves: `{"pur_bonus": 2}`.
    PurBonus(u32),
    /// "All of your physical attacks ... cannot be redirected to Allies": the Drill owner's
    /// attacks of these kinds (empty: every kind) cannot have their damage redirected to an
    /// Ally; the defender's redirect is refused at step 5: `{"no_redirect_to_allies":
    /// ["physical"]}`.
    NoRedirectToAllies(Vec<AttackKind>),
    /// "Your opponent's attacks cost an additional +1 power stages to perform", "The power stage
    /// costs of cards you use are reduced by 1, to a minimum of 1": a change of what a player's
    /// attacks (or cards) cost while the Drill is in play, applied at step 2 (or when a defence
    /// is played). Under a condition of the Drill ("If your opponent declared a Namekian
    /// Tokui-Waza, his attacks cost +2 power stages instead") it replaces the Drill's plain one:
    /// `{"cost_while_in_play": {"player": "opponent", "power_stages": 1, "attacks_only": true}}`.
    CostWhileInPlay(CostWhileInPlay),
    // ----- in_play_targets family -----
    /// Every Ally of a player set to a power stage ("Set all Allies in play to 0"):
    /// `{"allies_set_stage": {"whose": "any", "to": 0}}`.
    AlliesSetStage(AlliesSetStage),
    /// "Bulma and Chi-Chi must be in play to play this card", "You must have an Ally in play to
    /// use this card": a requirement checked when the card is played; the card is refused when
    /// it does not hold (CRD "What is a Requirement?"): `{"requires": {"in_play_at_least":
    /// {"whose": "you", "cards": ["ally"], "n": 1}}}`.
    Requires(Condition),
    // ----- floating family (Endurance) -----
    /// "For the remainder of Combat, when you use Endurance, your Main Personality gains 1 power
    /// stage": effects used each time the card's controller uses Endurance (once per card used),
    /// after that damage is dealt, to the end of Combat. JSON: `{"on_endurance": [{"power_stages":
    /// {"player": "you", "by": 1}}]}`.
    OnEndurance(Vec<Effect>),
    // ----- piles_chosen family -----
    /// Any number of cards of a pile chosen by the card's player and moved ("Choose any cards in
    /// your discard pile and remove them from the game", "Shuffle any cards in your discard pile
    /// with "Charge" in the title into your Life Deck"): the cards are named in the action's
    /// `choose` (none named: none moved). With `draw_as_many`, the player then draws as many
    /// cards as were moved ("... and draw an amount of cards equal to the amount you put into
    /// your Life Deck"). JSON: `{"any_cards": {"pick": {...search...}, "draw_as_many": true}}`.
    AnyCards(AnyCards),
    /// "Shuffle all Drills in play back into their owner's Life Deck" (Yamcha's Revenge): every
    /// Drill in play, both players', goes into its owner's Life Deck, and each Life Deck that
    /// took one is shuffled. JSON: `"all_drills_to_life_decks"`.
    AllDrillsToLifeDecks,
    /// A player shuffles the whole hand into the Life Deck and draws as many cards ("Shuffle all
    /// cards in your hand back into your Life Deck and draw the same amount of cards"); with
    /// `when_performed`, as many as the hand held when the attack was performed ("your opponent
    /// shuffles his hand into his Life Deck and then draws the same number of cards that were in
    /// his hand when this attack was performed"). JSON: `{"hand_redraw": {"player": "opponent",
    /// "when_performed": true}}`.
    HandRedraw(HandRedraw),
    // ----- stages family -----
    /// "Raise your anger 1 level for every "Frieza's Irritation Grows" in your discard pile":
    /// a player's anger raised (or lowered) per copy of a named card in the card user's discard
    /// pile when it resolves, a card there that "counts as 1 copy" of it
    /// ([`Effect::CountsAsCopyInDiscard`]) included: `{"anger_per_copy": {"player": "you",
    /// "each": 1, "name": "Frieza's Irritation Grows"}}`.
    AngerPerCopy(AngerPerCopy),
    /// "This card counts as 1 copy of "Frieza's Irritation Grows" while in your discard pile":
    /// read from the discard pile by [`Effect::AngerPerCopy`]; it does nothing when the card is
    /// used: `{"counts_as_copy_in_discard": "Frieza's Irritation Grows"}`.
    CountsAsCopyInDiscard(String),
    /// "If your opponent's personality that is in control of Combat has more power stages above
    /// 0 than yours, lower your opponent's personality in control of Combat to the same amount
    /// of power stages above 0 as the personality performing this attack" (Orange Ki
    /// Assailment): when it resolves, the opponent's personality in control of Combat loses the
    /// power stages it has above the card user's personality in control of Combat (none when it
    /// has as many or fewer): `"lower_to_performer_stages"`.
    LowerToPerformerStages,
    /// "Choose one of your opponent's personalities in play. That personality loses 5 power
    /// stages." (Majin Display of Power): one personality of that player (the Main Personality
    /// or an Ally), named in the action's `choose` (no choice when there is only one), gains or
    /// loses power stages; a loss past 0 discards a life card per stage left over:
    /// `{"chosen_personality_stages": {"whose": "opponent", "by": -5}}`.
    ChosenPersonalityStages(ChosenPersonalityStages),
    /// "Your opponent also discards X life cards. X = 5 minus his anger level." (Blue Left Cross
    /// Punch): the player discards the top `from` minus his current anger level (at least 0) cards
    /// of his Life Deck, read when it resolves (not damage):
    /// `{"lose_life_cards_minus_anger": {"player": "opponent", "from": 5}}`.
    LoseLifeCardsMinusAnger(LoseLifeCardsMinusAnger),
    /// "Lower your opponent's anger to 0 at the end of this Combat." (Yamcha's Right Cross):
    /// effects that wait, once resolved, for the end of the Combat (both players passed in a row,
    /// or an effect ended it) and are then used for the card's player, in the order they were
    /// resolved. A Combat the run does not see end leaves them waiting (the trace shows them
    /// queued). Only plain anger, power stage, draw and life card effects: `{"at_end_of_combat":
    /// [{"set_anger": {"player": "opponent", "to": 0}}]}`.
    AtEndOfCombat(Vec<Effect>),
    /// "Shuffle the top X cards in your discard pile back into your Life Deck. X = Your current
    /// anger level." (Red Duck): as many cards as the card user's anger level when it resolves
    /// move from one of the player's piles to another (fewer if the pile has fewer):
    /// `{"move_per_anger": {"player": "you", "from": "discard_top", "to": "life_deck_shuffled"}}`.
    MovePerAnger(MovePerAnger),
    // ----- lasting_rules family -----
    /// "For the remainder of Combat, your opponent cannot use Ally card powers, redirect damage
    /// to Allies, or have Allies take over Combat", "Your opponent cannot use Defense Shields for
    /// the remainder of Combat": what a player may not do with his Allies or Defense Shields, to
    /// the end of Combat. The engine refuses each action named (an Ally announced in control of
    /// Combat, the power of an Ally in control used, damage redirected to an Ally, naming the
    /// card) and does not use that player's Defense Shields at step 7:
    /// `{"restrict_more": {"player": "opponent", "ally_control": true, "redirect_to_allies":
    /// true}}`.
    #[serde(rename = "forbidden_rest_of_combat", alias = "restrict_more")]
    RestrictMore(RestrictMore),
    /// "Every successful physical attack performed against you for the remainder of Combat
    /// raises your anger 1 level", "For the remainder of Combat, if your opponent stops a
    /// physical attack performed by your Main Personality, your opponent must skip his next
    /// "Attacker Attacks" phase": effects the card's controller uses each time the event happens,
    /// to the end of Combat: `{"floating_trigger": {"on": {"successful_against_you":
    /// ["physical"]}, "effects": [{"anger": {"player": "you", "by": 1}}]}}`.
    FloatingTrigger(FloatingTrigger),
    /// "For the remainder of Combat, all physical attacks do +1 power stages of damage for each
    /// Dragon Ball in play": a floating damage modifier counted per unit for the attacks named
    /// (whose `any`: every player's), added at step 10 of each such attack, counted then:
    /// `{"attacks_floating_per": {"attacks": {"whose": "any", "kinds": ["physical"]}, "per":
    /// {"power_stages": 1, "count": "dragon_balls_in_play"}}}`.
    AttacksFloatingPer(Box<AttacksPer>),
    // ----- timing family -----
    /// "Use only if your opponent performed a physical attack that was successful during his
    /// previous "Attacker Attacks" phase", "You must have performed 2 successful physical attacks
    /// in this Combat to use this card": a requirement on the successful attacks a player
    /// performed this Combat, checked when the card is played (steps 1 and 5, or its window);
    /// the card is refused when it does not hold (CRD "What is a Requirement?"). JSON:
    /// `{"requires_successful": {"player": "opponent", "kind": "physical", "at_least": 1,
    /// "last_phase": true}}`.
    RequiresSuccessful(SuccessfulAttacks),
    /// "Use immediately after a physical attack you perform becomes successful", "Use when you
    /// stop an energy attack", "Use when you perform an energy attack": the only time the card
    /// may be used. It is played (a `play` action) right after the step 8 of that attack (after
    /// the defender's action), or right after step 1 for "when you perform" (after the attack's
    /// action); its effects resolve then and it is put away; played as an attack, in place of
    /// an attack or as a defence it is refused. JSON: `{"use_window":
    /// {"after_your_attack_successful": "physical"}}`, `{"use_window": {"when_you_stop":
    /// "energy"}}`, `{"use_window": {"when_you_perform": "energy"}}` (`null`: any attack),
    /// `{"use_window": {"when_you_perform_styled": "physical"}}`.
    UseWindow(UseWindow),
    /// "Your opponent cannot have Allies take control of Combat for the remainder of Combat":
    /// that player's Allies cannot take control of Combat (to attack, step 1, or to defend,
    /// step 4) to the end of Combat; the engine refuses it. JSON:
    /// `{"allies_cannot_take_control": "opponent"}`.
    AlliesCannotTakeControl(Who),
    /// "Raise the attacking personality to his highest power stage": the personality in control
    /// of Combat for the attacker (Main Personality or Ally) goes to its highest power stage.
    /// JSON: `"attacking_personality_highest_stage"`.
    AttackingPersonalityHighestStage,
    // ----- stops family -----
    /// "If this card stopped a focused attack, it stays on the table to be used one more time
    /// this Combat": after use, a defence that stopped a Focused attack stays on the table to be
    /// used this many more times this Combat: `{"uses_if_stopped_focused": 1}`.
    UsesIfStoppedFocused(u32),
    /// "Stops a physical attack or energy attack performed by a Majin": the card's stop works
    /// only against an attack whose performer (the attacker's personality in control of Combat)
    /// has this name, alignment or group; used against any other it is refused at step 5:
    /// `{"stops_only_against": "Majin"}`.
    StopsOnlyAgainst(String),
    /// "If this attack deals damage to an Ally, that Ally is discarded", "If an Ally takes damage
    /// from this attack, remove that Ally from the game after the damage is dealt": after the
    /// attack's power stages of damage are dealt to an Ally (in control of Combat or redirected
    /// to), that Ally leaves play this way: `{"ally_damaged_leaves": "discard"}`.
    AllyDamagedLeaves(InPlayAct),
    /// "Your Main Personality gains +2 to his PUR until the end of your next turn", "Your PUR is
    /// +1 until the end of the game": a floating raise of the card user's Main Personality's
    /// Power-Up Rating, read wherever the engine reads that PUR (a count of it, "Endurance X"
    /// with X from the PUR). It outlasts Combat on the card; the engine resolves one Combat, so
    /// it holds to its end (the Power Up Step is outside it): `{"pur_raise": 2}`.
    PurRaise(u32),
    /// "Your Main Personality's PUR gains +Y until the end of your next turn. Y = your Main
    /// Personality's current personality level.": a [`Effect::PurRaise`] by the card user's Main
    /// Personality's current level when it resolves: `"pur_raise_level"`.
    PurRaiseLevel,
    // ----- against_alignment family -----
    /// "Stop all physical attacks performed against villains for the remainder of Combat": every
    /// attack of these kinds, whoever performs it, made against a personality of this alignment
    /// or group (the defender's personality in control of Combat) is stopped, from the Attack
    /// Phase it is used in to the end of Combat (Battle Sequence step 5, with the other floating
    /// stops). JSON: `{"stops_against": {"group": "Villain", "kinds": ["physical"]}}`.
    StopsAgainst(AgainstGroup),
    /// "Stops all heroes from losing 1 life card of damage from every attack for the remainder
    /// of Combat": damage prevented from every attack of these kinds, whoever performs it, made
    /// against a personality of this alignment or group, to the end of Combat (Battle Sequence
    /// steps 12 and 13, with the other floating prevention). JSON: `{"prevent_against":
    /// {"group": "Hero", "life_cards": 1}}`.
    PreventAgainst(AgainstGroup),
    /// "You may gain up to 3 power stages": the card's player gains as many power stages as he
    /// chooses, from 0 to this many; the number is given in the `choose` of the action that uses
    /// the card (`"choose": ["2"]`), and without it the judge resolves the effect. JSON:
    /// `{"power_stages_up_to": 3}`.
    PowerStagesUpTo(u32),
    /// "Discard one of your opponent's Allies in play and your opponent's Main Personality loses
    /// 1 power stage for each power stage the Ally was at above 0" (Cell's Neck Grab): the Ally
    /// named in the action's `choose` (or the only one) is discarded, then the opponent's Main
    /// Personality loses this many power stages per power stage the Ally was at; no Ally
    /// discarded, no loss (CRD ruling). JSON: `{"discard_ally_stages_lost": 1}`.
    DiscardAllyStagesLost(u32),
    /// "Energy attack costing X life cards. X must be between 1 - 7. This attack does X life
    /// cards of damage." (Straining Blocking Move): the player names X (a number in the range)
    /// in the `choose` of the action that plays the card; at step 1 the attack becomes one
    /// costing X life cards and doing X life cards of damage. An action without X, or with X
    /// out of the range, is refused. JSON: `{"chosen_x": {"min": 1, "max": 7}}`.
    ChosenX(XRange),
    /// "If your opponent has more Drills in play than you, you may search your Life Deck for a
    /// Drill and place it into play until you have the same number of Drills in play as your
    /// opponent, or until you have no more Drills in your Life Deck that are playable" (Vile
    /// Energy): a "you may" search of the Life Deck for as many Drills as the opponent has more
    /// in play, counted when it resolves, each placed into play; the search may fail (CRD
    /// "Searching for Cards"). JSON: `"drills_up_to_opponents"`.
    DrillsUpToOpponents,
    // ----- life_card_to_hand family -----
    /// "If your opponent's attack does life cards of damage to you, you may take the first life
    /// card of damage from that attack and place it in your hand instead of discarding it"
    /// (Krillin's Physical Defense, CRD 3.0.0 errata), on a card played as a defence: while
    /// the attack's life cards of damage are dealt (Battle Sequence step 13), the first life
    /// card of damage (a Dragon Ball flipped is not one) goes to the defender's hand instead
    /// of his discard pile, when his defending action says `may: true`. It is still a life
    /// card of damage the attack did (step 14 counts the damage done). JSON:
    /// `"first_life_card_to_hand"`.
    FirstLifeCardToHand,
    // ----- drill_events family -----
    /// "Discard 2 life cards to stop an energy attack", "During your 'Defender Defends' phase,
    /// you may discard one of your Non-Combat cards in play to stop a physical attack", "Discard
    /// your hand to stop a physical or energy attack" (a Drill in play): the Drill's owner uses
    /// it as his defence at Battle Sequence step 5 (a `use` action naming the Drill); its cost is
    /// checked before and paid as it is used, it stops the attack as a stop of these kinds does
    /// (CRD "Defending"), and it stays in play (CRD "Drill Cards"): `{"drill_stop": {"kinds":
    /// ["energy"], "cost": {"life_cards": 2}}}`.
    DrillStop(DrillStop),
    /// "After receiving damage from a successful attack against you, your main personality
    /// gains 1 power stage for every life card of damage you received" (Nail Combat Drill, in a
    /// [`TriggerEvent::DamageReceived`] trigger): the Main Personality of the card's player gains
    /// this many power stages for every life card of damage the attack discarded from his Life
    /// Deck (step 13): `{"stages_per_life_card_received": 1}`.
    StagesPerLifeCardReceived(u32),
    // ----- attack_text family -----
    /// "You may raise your anger by up to 2 levels": the card's player raises his anger by as
    /// many levels as he chooses, from 0 to this many; the number is given in the `choose` of
    /// the action that uses the card (`"choose": ["2"]`, like [`Effect::PowerStagesUpTo`]), and
    /// an action without it is refused. JSON: `{"anger_up_to": 2}`.
    AngerUpTo(u32),
    /// "Raise your or your opponent's anger 1 level", "Physical attack doing 5 power stages of
    /// damage or 3 life cards of damage": one of the alternatives, chosen by the card's player
    /// when he plays the card. The action that plays it names the alternative in its `choose`
    /// (`"option 1"` for the first as printed, `"option 2"` for the second); the engine then
    /// reads the card as if only that alternative were printed (an attack's damage at step 9,
    /// a secondary effect at step 3 or 6). An action that names none is refused. JSON:
    /// `{"either": [[...], [...]]}`.
    Either(Vec<Vec<Effect>>),
    // ----- prevention_choice family -----
    /// "All attacks performed against you for the remainder of combat do 2 less power stages of
    /// damage or 2 less life cards of damage" (Red Blazing Aura). The CRD ruling on the card: it
    /// is played as a defence, and when it is played its player chooses power stages or life
    /// cards, that much to prevent for the remainder of Combat. The choice is named in the
    /// `choose` of the action that plays the card (`"power stages"` or `"life cards"`); it then
    /// floats as [`Effect::PreventLasting`] from every attack performed against the card's
    /// player (Battle Sequence steps 12 and 13). Without the choice the engine does not choose
    /// for the player: the step says what it needs. JSON: `{"prevent_either_chosen": 2}`.
    PreventEitherChosen(u32),
    /// "Look at the top 5 cards of your opponent's Life Deck and place them back in the same
    /// order" (Knowledge Transfer): the card's player sees those cards (the engine lists them in
    /// the log) and they stay where they are, in the same order: `{"look_at_top": {"player":
    /// "opponent", "count": 5}}`.
    LookAtTop(LookAtTop),
    /// A card its CRD ruling allows only as a defence, in words outside the "Treat this card as
    /// if it read" quote ("You may only use this card in place of a defense.", Mommy's Coming
    /// Dear): the attacker cannot use it in place of an attack. Read by the scenario loader from
    /// the ruling ([`crate::scenario`]), not by the card-text compiler. JSON: `"defence_only"`.
    DefenceOnly,
    // ----- drill_limits family -----
    /// "Shuffle your discard pile" (Meditation Drill, as one alternative of "shuffle your Life
    /// Deck or discard pile"): every card of that player's discard pile stays in it, and their
    /// order is lost (CRD "Shuffling"). JSON: `{"shuffle_discard_pile": "you"}`.
    ShuffleDiscardPile(Who),
    /// "Your opponents may only place 1 Non-Combat card in play from their hand during their
    /// turn" (Blue Holding Drill, a Drill in play): during the turn of its owner's opponent,
    /// that opponent places at most this many Non-Combat cards in play from the hand the normal
    /// way (the Non-Combat Step); cards put into play by other card effects do not count and
    /// are not limited (CRD 3.0.0 ruling on the card). JSON: `{"non_combat_from_hand_per_turn":
    /// 1}`.
    NonCombatFromHandPerTurn(u32),
    /// "When this Drill enters play, name a non-Dragon Ball card. That card cannot be played or
    /// used by either player while this Drill is in play." (Caught Off Guard Drill): the card
    /// named when it entered play (the board state's `in_play.named`) cannot be played or used
    /// by either player while the card is in play. JSON: `"named_card_blocked"`.
    NamedCardBlocked,
    // ----- search_top family -----
    /// "Search the top 5 cards of your Life Deck for a Non-Combat card and place it into play"
    /// (Blue Lunge): the card's player looks through the top cards of the Life Deck, names the
    /// card found in the action's `choose` (`"none"`: he fails the search) and it goes where the
    /// effect says; the other cards stay where they are until a following
    /// [`Effect::RemainingToLifeDeckBottom`] moves them: `{"search_top": {"player": "you",
    /// "count": 5, "filter": {"types": ["Non-Combat"]}, "to": "play"}}`.
    SearchTop(SearchTop),
    /// "Place the remaining cards at the bottom of your Life Deck in any order" (after
    /// [`Effect::SearchTop`]): the cards looked at and not taken go to the bottom of the Life
    /// Deck in the order the player names them in `choose` (the last named at the bottom):
    /// `"remaining_to_life_deck_bottom"`.
    RemainingToLifeDeckBottom,
    /// "Once per Combat, a player may choose to have a Straining Move card he performs unable to
    /// be stopped or prevented" (Trunks Effortless Drill, a Drill in play): either player
    /// declares it on the action performing a Straining Move attack (`"choose": ["Trunks
    /// Effortless Drill"]`); that attack cannot be stopped and its damage cannot be prevented:
    /// `"straining_move_unstoppable"`.
    StrainingMoveUnstoppable,
    /// "Your Drills in play except for "Orange Focusing Drill" cannot be discarded or removed from
    /// the game unless you advance or lose a Personality level" (Orange Focusing Drill, a Drill in
    /// play): effects that discard or remove cards in play leave the owner's other Drills in
    /// play: `"drills_protected_unless_level"`.
    DrillsProtectedUnlessLevel,
    /// "When your opponent would discard any number of card(s) from his hand because of your card
    /// effects, the cards are discarded at random instead" (Black Disarray Drill, a Drill in
    /// play): `"opponent_hand_discards_at_random"`.
    OpponentHandDiscardsAtRandom,
}

/// search_top family: the top cards of a Life Deck searched for a card (Blue Lunge).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchTop {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards from the top (fewer if the deck has fewer).
    pub count: u32,
    /// Which card qualifies.
    #[serde(default)]
    pub filter: CardFilter,
    /// Where the card found goes.
    pub to: Destination,
}

/// drill_events family: a Drill in play used as a defence, with its cost.
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

/// drill_events family: the cost of a Drill used as a defence.
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
    // ----- drill_events round 5 -----
    /// A card in the owner's hand that can perform an energy attack ("You may discard a card in
    /// your hand that can perform an energy attack"), named in the action's `choose`; refused
    /// when the named card is not in the hand or does not perform an energy attack (a card whose
    /// text the engine does not fully read is left to the judge).
    HandEnergyAttacker,
    // ----- drill_events round 6 -----
    /// An energy attack card of the owner's hand played and its costs paid ("You may play an
    /// energy attack from your hand and pay its costs in order to stop an energy attack"), named
    /// in the action's `choose`. CRD ruling on Black Energy Deflection Drill: its secondary
    /// effects resolve (at step 6, with the defender's), its "If successful" effects do not, and
    /// it does no damage; the card is then put away as a used Combat card.
    PlayHandEnergyAttack,
}

/// The top cards of a Life Deck looked at and placed back in the same order (restrictions
/// family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LookAtTop {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards from the top (fewer if the deck has fewer).
    pub count: u32,
}

/// A hand shuffled into the Life Deck and as many cards drawn (piles_chosen family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandRedraw {
    /// Whose hand.
    pub player: Who,
    /// Draw as many as the hand held when the attack was performed (not when the effect
    /// resolves).
    #[serde(default, skip_serializing_if = "is_false")]
    pub when_performed: bool,
}

/// Any number of chosen cards moved (piles_chosen family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnyCards {
    /// The pile, the cards that qualify and where they go (`count` and `up_to` are ignored: any
    /// number, from 0 to every qualifying card).
    pub pick: Search,
    /// Then draw as many cards as were moved.
    #[serde(default, skip_serializing_if = "is_false")]
    pub draw_as_many: bool,
}

/// Cards moved between a player's piles, as many as the card user's anger level (stages
/// family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovePerAnger {
    /// Whose piles.
    pub player: Who,
    /// From where.
    pub from: Pile,
    /// To where.
    pub to: Pile,
}

/// Life cards discarded: a number minus the player's anger level (stages family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseLifeCardsMinusAnger {
    /// Who discards, and whose anger is read.
    pub player: Who,
    /// The number the anger level is taken from.
    pub from: u32,
}

/// One personality of a player, chosen, gains or loses power stages (stages family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChosenPersonalityStages {
    /// Whose personality.
    pub whose: Who,
    /// Power stages gained (negative: lost).
    pub by: i32,
}

/// Anger per copy of a named card in the card user's discard pile (stages family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerPerCopy {
    /// Whose anger.
    pub player: Who,
    /// Levels per copy (negative lowers).
    pub each: i32,
    /// The card's title, as printed.
    pub name: String,
}

/// A floating damage modifier per unit counted (lasting_rules family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttacksPer {
    /// The attacks it applies to.
    pub attacks: AttackFilter,
    /// The damage per unit and what is counted (its `scope` and `kinds` are not read: the
    /// filter says which attacks).
    pub per: PerCount,
}

/// What a player may not do for the remainder of Combat (lasting_rules family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestrictMore {
    /// The player restricted.
    pub player: Who,
    /// His Allies cannot take control of Combat.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ally_control: bool,
    /// Damage cannot be redirected to his Allies.
    #[serde(default, skip_serializing_if = "is_false")]
    pub redirect_to_allies: bool,
    /// The powers of his Allies cannot be used.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ally_powers: bool,
    /// He cannot use Defense Shields.
    #[serde(default, skip_serializing_if = "is_false")]
    pub defense_shields: bool,
    /// He cannot play or use cards that end Combat or that stop all physical (or all energy)
    /// attacks ("Cards that end Combat, or cards that stops all physical attacks or energy
    /// attacks, cannot be used for the remainder of Combat").
    #[serde(default, skip_serializing_if = "is_false")]
    pub combat_enders_and_stop_alls: bool,
    /// He cannot play or use cards that can lower the card user's Main Personality any amount
    /// of personality levels ("Cards that can lower your Main Personality any amount of
    /// personality levels cannot be played or used for the remainder of Combat").
    #[serde(default, skip_serializing_if = "is_false")]
    pub level_lowering: bool,
}

/// Effects used each time an event happens, to the end of Combat (lasting_rules family).
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

/// A requirement on the successful attacks a player performed this Combat (timing family).
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

/// When a card that names its own moment of use may be used (timing family).
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
}

/// The range a player's X must be in (against_alignment family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct XRange {
    /// The smallest X allowed.
    pub min: u32,
    /// The largest X allowed.
    pub max: u32,
}

// ----- against_alignment family -------------------------------------------------------------------

/// Attacks against the personalities of an alignment or group, and what a floating effect does to
/// them (against_alignment family).
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

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A Drill's effect used in place of an attack (errata family).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillUse {
    /// "Once per Combat": how many times per Combat it may be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_combat: Option<u32>,
    /// "during your turn": only in a Combat of its owner's turn (the owner attacks in the first
    /// Attack Phase).
    #[serde(default, skip_serializing_if = "is_false")]
    pub your_turn: bool,
    /// What it does.
    pub effects: Vec<Effect>,
}

/// "For every 3 power stages of damage you receive, per attack, your opponent loses 1 power
/// stage" (errata family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StagesBack {
    /// For every `per` power stages received (or lost) ...
    #[serde(deserialize_with = "at_least_one")]
    pub per: u32,
    /// ... the opponent loses `lose` power stages.
    pub lose: u32,
}

/// A count that divides: a board-state file giving 0 is refused with its line and column.
fn at_least_one<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let n = u32::deserialize(d)?;
    if n == 0 {
        return Err(serde::de::Error::custom("must be at least 1"));
    }
    Ok(n)
}

// ----- floating family -------------------------------------------------------------------------

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
    /// family, Piccolo's Multiform): its own text has no effect that keeps it on the table.
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

// ----- cards_moved family ----------------------------------------------------------------------

/// Cards discarded from the top of a Life Deck per unit counted (not damage).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LifeDeckDiscardPer {
    /// Whose Life Deck.
    pub player: Who,
    /// Cards per unit counted.
    pub each: u32,
    /// What is counted.
    pub count: Count,
}

/// Cards discarded from a hand down to a number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardDownTo {
    /// Whose hand.
    pub player: Who,
    /// How many cards the hand keeps (at most).
    pub keep: u32,
}

// ----- condition_phrases family ------------------------------------------------------------------

/// Power stages gained or lost by every personality (Main Personality and Allies) of a side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonalitiesStages {
    /// Whose personalities.
    pub whose: Whose,
    /// Only the personalities of this group or alignment ("Hero"); none: every one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Stages gained (negative: lost).
    pub by: i32,
}

// ----- drills family ---------------------------------------------------------------------------

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

// ----- in_play_targets family ------------------------------------------------------------------

/// Every Ally of a player (or of both) set to a power stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlliesSetStage {
    /// Whose Allies.
    pub whose: Whose,
    /// The power stage they are set to.
    pub to: u32,
}

// ----- attached family ---------------------------------------------------------------------------

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

// ----- levels family: personality levels, Dragon Balls and the Sensei Deck ----------------------

/// Personality levels a player's Main Personality loses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelLoss {
    /// Whose Main Personality.
    pub player: Who,
    /// How many levels.
    pub by: u32,
}

/// Anger changed per unit counted when the effect resolves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerPer {
    /// Whose anger.
    pub player: Who,
    /// Levels per unit counted (negative lowers).
    pub each: i32,
    /// What is counted.
    pub count: Count,
}

/// Cards of a player's Sensei Deck removed from the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SenseiRemoved {
    /// Whose Sensei Deck.
    pub player: Who,
    /// How many cards (ignored with `all`).
    #[serde(default)]
    pub count: u32,
    /// Every card of it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// The cards are taken at random (the action's `choose` names the cards the judge saw
    /// taken).
    #[serde(default, skip_serializing_if = "is_false")]
    pub random: bool,
}

/// Dragon Balls in play placed at the bottom of their owner's Life Deck; the card's controller
/// names them in the action's `choose`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DragonBallsToLifeDeck {
    /// Whose Dragon Balls (the player controlling them).
    pub whose: Whose,
    /// The fewest taken when that many are in play.
    pub min: u32,
    /// The most taken.
    pub max: u32,
    /// Shuffled into the Life Deck rather than placed at its bottom ("Shuffle all of your
    /// opponent's Dragon Balls back into his Life Deck").
    #[serde(default, skip_serializing_if = "is_false")]
    pub shuffle: bool,
}

/// Which personalities an effect raises to their highest power stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StageTarget {
    /// "any personality (in play)": one personality of either player, named in `choose`.
    AnyPersonality,
    /// "any one of your personalities": your Main Personality or one of your Allies.
    OneOfYours,
    /// "any Ally": one Ally of either player.
    AnyAlly,
    /// "all of your personalities", "your Main Personality and all of your Allies".
    AllOfYours,
    /// "all personalities (in play)": every personality of both players.
    All,
    /// "Raise Vegeta to his highest power stage": the personality of this name in play.
    Named(String),
}

/// A player controls at least `n` Dragon Balls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DragonBallsAtLeast {
    /// Who controls them.
    pub player: Who,
    /// The fewest that holds.
    pub n: u32,
}

/// What a card must be the first of in Combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum First {
    /// The first card its player plays from the hand this Combat.
    Card,
    /// The first attack its player performs this Combat.
    Attack,
}

// ----- triggers family -------------------------------------------------------------------------

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
    /// "Whenever you stop an attack" (drills family): an attack performed against you was
    /// stopped (Battle Sequence step 8, once its success is determined).
    YouStopAttack,
    /// "Whenever your opponent stops 1 of your attacks" (drills family): an attack you performed
    /// was stopped (Battle Sequence step 8).
    YourAttackStopped,
    /// "All successful physical attacks you perform remove ... before damage is dealt" (drills
    /// family): your attack found successful, before its damage (end of Battle Sequence step 8).
    YourAttackSuccessfulBeforeDamage,
    // ----- drill_events family -----
    /// "When you perform an attack, ..." (a Drill in play): the attacker's effect as the attack
    /// is performed, right after Battle Sequence step 1 (the attack declared, before its costs
    /// are paid).
    YouPerformAttack,
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

/// Effects as a trace line shows them: the JSON of the card display and the board-state file
/// (`{"anger":{"player":"you","by":1}}`), not Rust's debug form.
pub fn as_json(effects: &[Effect]) -> String {
    serde_json::to_string(effects).unwrap_or_default()
}

impl Effect {
    /// True for the effects that resolve at the secondary-effects step (3 or 6).
    pub fn is_secondary(&self) -> bool {
        matches!(
            self,
            Effect::Anger(_)
                | Effect::PowerStages(_)
                | Effect::PowerStagesToZero(_)
                | Effect::HighestStage(_)
                | Effect::Draw(_)
                | Effect::LoseLifeCards(_)
                | Effect::SetAnger(_)
                | Effect::RevealHand(_)
                | Effect::MoveCards(_)
                | Effect::CaptureDragonBall
                | Effect::Search(_)
                | Effect::ShuffleLifeDeck(_)
                | Effect::EndCombat
                | Effect::MustPass(_)
                | Effect::SkipAttackPhase(_)
                | Effect::RestOfCombat(_)
                | Effect::Manual(_)
                | Effect::InPlay(_)
                | Effect::AlliesStages(_)
                | Effect::LoseLifeCardsPer(_)
                // family: lasting
                | Effect::Restrict(_)
                | Effect::CostModifier(_)
                | Effect::StopNext(_)
                | Effect::PreventLasting(_)
                | Effect::NextAttack(_)
                | Effect::Attach(_)
                | Effect::DiscardAttached(_)
                // levels family
                | Effect::LowerLevel(_)
                | Effect::LowerLevelTo(_)
                | Effect::AngerPer(_)
                | Effect::SenseiRemoved(_)
                | Effect::DragonBallsToLifeDeck(_)
                | Effect::HighestStageOf(_)
                // optional family
                | Effect::May(_)
                // state changes family
                | Effect::SetStage(_)
                | Effect::NoMostPowerfulVictory(_)
                // floating family
                | Effect::AttacksFloating(_)
                | Effect::AngerCannotRise(_)
                | Effect::CapLasting(_)
                | Effect::EachAttackPhase(_)
                // cards_moved family
                | Effect::LifeDeckDiscardPer(_)
                | Effect::DiscardDownTo(_)
                // condition_phrases family
                | Effect::PerformerStages(_)
                | Effect::PersonalitiesStages(_)
                // in_play_targets family
                | Effect::AlliesSetStage(_)
                | Effect::OnEndurance(_)
                // piles_chosen family
                | Effect::AnyCards(_)
                | Effect::AllDrillsToLifeDecks
                | Effect::HandRedraw(_)
                // stages family
                | Effect::AngerPerCopy(_)
                | Effect::LowerToPerformerStages
                | Effect::ChosenPersonalityStages(_)
                | Effect::LoseLifeCardsMinusAnger(_)
                | Effect::AtEndOfCombat(_)
                | Effect::MovePerAnger(_)
                // lasting_rules family
                | Effect::RestrictMore(_)
                | Effect::FloatingTrigger(_)
                | Effect::AttacksFloatingPer(_)
                // timing family
                | Effect::AlliesCannotTakeControl(_)
                | Effect::AttackingPersonalityHighestStage
                // stops family
                | Effect::PurRaise(_)
                | Effect::PurRaiseLevel
                // against_alignment family
                | Effect::StopsAgainst(_)
                | Effect::PreventAgainst(_)
                | Effect::PowerStagesUpTo(_)
                | Effect::DiscardAllyStagesLost(_)
                | Effect::DrillsUpToOpponents
                // attack_text family
                | Effect::AngerUpTo(_)
                // prevention_choice family
                | Effect::PreventEitherChosen(_)
                | Effect::LookAtTop(_)
                // drill_limits family
                | Effect::ShuffleDiscardPile(_)
                // search_top family
                | Effect::SearchTop(_)
                | Effect::RemainingToLifeDeckBottom
        ) || matches!(self, Effect::Either(v) if v.iter().flatten().all(Effect::is_secondary))
            || matches!(self, Effect::Conditional(c) if c.effects.iter().any(Effect::is_secondary))
    }
}

/// The attack a list of effects performs, if any.
pub fn attack_of(effects: &[Effect]) -> Option<&AttackSpec> {
    effects.iter().find_map(|e| match e {
        Effect::Attack(a) => Some(a),
        _ => None,
    })
}

/// True when the effects can defend: a stop or a prevention.
pub fn can_defend(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
        )
    })
}

/// The Endurance value, if the effects carry the keyword.
pub fn endurance_of(effects: &[Effect]) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Endurance(n) => Some(*n),
        _ => None,
    })
}

/// The Endurance value, reading "Endurance X" through `x` (the value of X for the card's
/// owner now).
pub fn endurance_with(effects: &[Effect], x: impl Fn(XValue) -> u32) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Endurance(n) => Some(*n),
        Effect::EnduranceX(v) => Some(x(*v)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_forms_round_trip() {
        let text = r#"[
            {"attack": {"kind": "physical", "damage": {"life_cards": 5}}},
            {"modify": {"power_stages": 4, "scope": "your_attacks", "kinds": ["physical"]}},
            {"stop": {"kinds": ["physical"], "rest_of_combat": true}},
            {"if_successful": [{"anger": {"player": "you", "by": 1}}]},
            "remove_from_game_after_use",
            {"manual": "Search your Life Deck for a Drill."}
        ]"#;
        let effects: Vec<Effect> = serde_json::from_str(text).expect("parses");
        assert_eq!(effects.len(), 6);
        let again: Vec<Effect> =
            serde_json::from_str(&serde_json::to_string(&effects).expect("serializes"))
                .expect("parses again");
        assert_eq!(effects, again);
        assert_eq!(
            attack_of(&effects).map(|a| a.damage),
            Some(Some(Damage::life_cards(5)))
        );
    }
}
