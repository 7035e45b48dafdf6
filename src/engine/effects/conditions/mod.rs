//! Conditions: the "If ..." phrases a card puts on its effects, the condition phrases, and
//! "If successful" effects (CRD 3.0.0 "“If Successful” Effects", "Secondary Effects").

pub mod cannot_be_used;
mod cannot_be_used_resolve;
pub mod condition_phrases;
pub mod condition_words;
pub mod damage_taken;
pub mod if_clauses;
pub mod if_successful;
pub mod unless_clauses;

use serde::{Deserialize, Serialize};

use super::{CardFilter, Effect, InPlayKind, Who, Whose};

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
    /// "When the Bulma ally is in play, use this card to ...": an Ally of this personality is in
    /// play (the text names no player: either player's Allies).
    AllyInPlay(String),
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
    /// "The first physical attack Froug performs in Combat does ...": the attack in progress is
    /// of this kind and the first of it its player performed this Combat (a stopped attack is
    /// still performed: CRD 3.0.0, Blue Reversal Drill, "(stopped or unstopped)").
    FirstAttackOfKind(crate::engine::effects::AttackKind),
    /// "All of your Saiyan Style attacks do ...": the attack in progress is performed with a card
    /// of this Martial Arts Style (`CardDef::has_style`).
    AttackStyled(String),
    /// "after Gohan receives damage" (Gohan, The Warrior Lv.3): the attack in progress dealt
    /// damage to the defender's personality in control of Combat: power stages dealt to it (not
    /// redirected to an Ally: CRD 3.0.0 "Allies and Damage") or life cards of damage.
    ControllerDamaged,
    /// "All of your focused attacks do ...": the attack in progress is Focused.
    AttackFocused,
    /// "... with a successful energy attack" (Android 19, Refreshed Lv.4): the attack in
    /// progress is of this kind.
    AttackOfKind(crate::engine::effects::AttackKind),
    /// "Your physical attacks from Goku Named cards ...": the attack in progress is performed
    /// with a card Named for this personality (`engine::named_cards`: the Alternate Personality
    /// Rule, so "Majin Vegeta's ..." is not a Vegeta Named card).
    AttackNamed(String),
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
    /// "Any attacks performed by personalities with the Bojack Unbound Subset Symbol" (Bojack,
    /// the Notorious Lv.3): the card user's personality in control of Combat has a level card
    /// printed in this set (its pool id's set, `cards/`).
    PerformerFromSet(String),
    /// "If your opponent's Main Personality has "Android" in the title" (Remote Control,
    /// Heroes' Discovery): the player's Main Personality's current level card has this in its
    /// title (`is`: the words).
    MainPersonalityTitleHas(WhoIs),
    // ----- `triggers::triggered_effects` ---------------------------------------------------------------
    /// "If your opponent has an Ally in play".
    OpponentHasAlly,
    // ----- `in_play::attached` -------------------------------------------------------------------
    /// "If at least 3 cards in your hand are Red Style cards": the card user's hand holds at
    /// least `n` cards of this Martial Arts Style.
    HandStyleAtLeast(HandStyle),
    // ----- `levels::personality_levels` -----------------------------------------------------------------
    /// "If your opponent controls 3 or more Dragon Balls in play".
    DragonBallsAtLeast(DragonBallsAtLeast),
    // ----- `choices::optional` ("you may") ---------------------------------------------------
    /// "If you do, ...", and the "to ..." of "You may <X> to <Y>": the card's "you may" effect
    /// was used this attack (its player said `may: true` and it was done).
    YouDid,
    // ----- `in_play::in_play_targets` -----
    /// "If you have 6 or more Drills in play", "You must have an Ally in play": a player (or
    /// both) has at least `n` cards of these kinds in play.
    InPlayAtLeast(InPlayAtLeast),
    // ----- `piles::piles_chosen` -----
    /// "If the bottom card of your discard pile is a Saiyan Style card", "You can only perform
    /// this attack if you have no cards in your discard pile", "You must have at least 1 other
    /// card in your hand to perform this attack": what a player's hand or discard pile holds.
    Piles(PileCondition),
    // ----- `timing::use_windows` -----
    /// "If you declared a Freestyle Tokui-Waza": the card's user declared a Tokui-Waza of this
    /// style.
    YouDeclared(String),
    /// "If your Main Personality's power rating is three or more times higher than your
    /// opponent's Main Personality's power rating": one personality's current power rating is at
    /// least `times` times another's.
    RatingTimes(RatingTimes),
    /// "If one of your attacks has been successful this Combat": the card user performed at
    /// least one successful physical or energy attack in an earlier Attack Phase of this Combat
    /// (counted at the end of each Attack Phase, as `timing::use_windows`'s requirements are).
    SuccessfulThisCombat,
    /// "If performed by a personality ... whose power rating is below 300,000": the current power
    /// rating of the card user's personality in control of Combat is below this (a "Z" rating:
    /// the judge).
    PerformerRatingBelow(u64),
    // ----- `stops::stop_capabilities` (after use) -----
    /// "If a Dragon Ball 7 from any Dragon Ball set is in play": a Dragon Ball whose title ends
    /// in "Dragon Ball <n>" (Earth, Namek, Dende, their Alt. printings) is in play on either
    /// player's table.
    DragonBallNumberInPlay(u32),
    /// "If Tapkar has not used any other personality powers this turn": the personality whose
    /// power box reads it has used no Personality Power this turn (`Player::powers_used`, its
    /// level cards' uses; `personality_powers::own_powers_used`).
    NoPowersUsedThisTurn,
    // ----- `conditions::damage_taken` -----
    /// "After you have taken 5 or more life cards of damage from 1 attack this Combat" (Orange
    /// Friendship): the card user took at least this many life cards of damage from one attack
    /// this Combat (`battle/damage_taken.rs`).
    LifeCardsFromOneAttack(u32),
    /// "Where Goku has suffered 5 or more life cards of damage" (Goku, the Defender Lv.2): life
    /// cards of damage the card user took this Combat while at one personality level.
    LifeCardsSuffered(LifeCardsSuffered),
    // ----- `conditions::if_clauses` (defending) -----
    /// "When defending in Combat, you may draw a card" (Gohan, the Champion Lv.1): the card
    /// user is the player Combat was declared against (CRD 3.0.0's ruling on Gohan, the
    /// Champion Lv.1: "used during an \"Attacker Attacks\" phase of a Combat that his opponent
    /// declared against him").
    DefendingInCombat,
    /// "If you have Android 14 in play", "If you have "The Car" in play": a card or personality
    /// of this name is in play on this player's side (his Main Personality, Allies, or a card on
    /// his table).
    HasInPlay(WhoIs),
    // ----- `costs::able_to_pay` -----
    /// "You must be able to pay 5 power stages to use this effect" (CRD 3.0.0's ruling on
    /// Android 20 Lv.1): the personality that pays the card user's costs, the one in control of
    /// Combat (CRD 3.0.0 "Card Costs"), is at least this many power stages above 0.
    CanPayStages(u32),
    // ----- `conditions::condition_phrases` (the performer's stages) -----
    /// "If ... the personality that performed this attack is at 0 power stages" (Black Blasting
    /// Beam): the card user's personality in control of Combat is at its 0 power stage.
    PerformerAtZero,
}

/// Life cards of damage taken this Combat at one personality level (`conditions::damage_taken`).
/// JSON: `{"life_cards_suffered": {"at_least": 5, "level": "Goku, The Defender Lv.2"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LifeCardsSuffered {
    /// The fewest that holds.
    pub at_least: u32,
    /// The level card's name: only damage taken at this level counts (CRD 3.0.0's ruling on
    /// Goku, the Defender Lv.2). Left out, the power's own level, filled in when the power is
    /// used and its effect waits for the end of Combat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

/// What a player's hand or discard pile holds (`piles::piles_chosen`). JSON: `{"piles":
/// {"discard_end": {"player": "you", "top": false, "filter": {"style": "Saiyan"}}}}`,
/// `{"piles": {"discard_empty": "you"}}`, `{"piles": {"other_cards_in_hand": 1}}`,
/// `{"piles": {"moved_card": {"style": "Namekian"}}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PileCondition {
    /// The top (last discarded) or bottom card of a player's discard pile qualifies (an empty
    /// pile: it does not hold).
    DiscardEnd(DiscardEnd),
    /// The player's discard pile has no card.
    DiscardEmpty(Who),
    /// "If ... you have more cards in your discard pile than your opponent" (Majin Pui Pui, the
    /// Henchman Lv.2): the card user's discard pile holds more cards than his opponent's.
    DiscardLargerThanOpponents,
    /// The card user's hand holds at least this many cards besides the card being played; read
    /// as a requirement only ([`Effect::Requires`]), checked while the card is still in the hand.
    OtherCardsInHand(u32),
    /// "If you have at least 3 personalities in play with "Android" in the title": the card
    /// user's personalities in play (Main Personality and Allies) with this in the title number
    /// at least `n`.
    PersonalitiesTitled(PersonalitiesTitled),
    /// "If there are not enough cards in the discard pile, this card cannot be used" (written out
    /// with the number the card takes from it, `conditions::cannot_be_used`): a player's discard
    /// pile holds at least `n` cards.
    DiscardAtLeast(DiscardCount),
    /// "Draw a card. If that card is a named card, ...", "remove the top card of your
    /// opponent's Life Deck from the game. If it is a Physical Combat card, ...": the one card
    /// the effect just before moved between piles qualifies (`piles::moved_card`).
    MovedCard(Box<CardFilter>),
}

/// At least `n` cards in a player's discard pile (`conditions::cannot_be_used`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardCount {
    /// Whose discard pile.
    pub player: Who,
    /// The fewest cards that holds.
    pub n: u32,
}

/// At least `n` of the card user's personalities in play have this in the title (piles_chosen
/// module).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonalitiesTitled {
    /// Words of the title, case-insensitive (empty: any title, "5 or more Allies in play").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title_has: String,
    /// The fewest that holds.
    pub n: u32,
    /// Only the Allies count, not the Main Personality ("If you have at least 2 Allies in play
    /// with "Android" in the title": Super Android 13's Destruction Bomb).
    #[serde(default, skip_serializing_if = "super::is_false")]
    pub allies_only: bool,
}

/// The top or bottom card of a discard pile (`piles::piles_chosen`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardEnd {
    /// Whose discard pile.
    pub player: Who,
    /// The top (the card discarded last); `false`: the bottom.
    pub top: bool,
    /// Which cards qualify.
    pub filter: Box<CardFilter>,
}

/// At least `n` cards of these kinds in play (`in_play::in_play_targets`). JSON: `{"in_play_at_least":
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

/// At least `n` cards of a style in the card user's hand (`in_play::attached`).
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

/// `higher`'s current power rating is at least `times` times `lower`'s.
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

/// Effects used only when a condition holds when they resolve.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Conditional {
    /// The condition.
    pub condition: Condition,
    /// The effects.
    pub effects: Vec<Effect>,
}

/// The range a player's X must be in (`lasting::against_alignment`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct XRange {
    /// The smallest X allowed.
    pub min: u32,
    /// The largest X allowed.
    pub max: u32,
}

/// A player controls at least `n` Dragon Balls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DragonBallsAtLeast {
    /// Who controls them.
    pub player: Who,
    /// The fewest that holds.
    pub n: u32,
    /// "N Dragon Balls of the same set" (Lord Slug Lv.1): at least `n` of one set.
    #[serde(default, skip_serializing_if = "super::is_false")]
    pub same_set: bool,
}

/// "If performed by an Ally", "if used by your Main Personality": a role printed where a name
/// could stand is read as the role, never as a personality named "An Ally" (`engine::identity`).
pub fn roles_not_names(effects: Vec<super::Effect>) -> Vec<super::Effect> {
    use super::Effect;
    effects
        .into_iter()
        .map(|e| match e {
            Effect::Conditional(c) => Effect::Conditional(Conditional {
                condition: role_condition(c.condition),
                effects: roles_not_names(c.effects),
            }),
            Effect::IfSuccessful(v) => Effect::IfSuccessful(roles_not_names(v)),
            other => other,
        })
        .collect()
}

fn role_condition(c: Condition) -> Condition {
    let role = |n: &str| {
        let n = crate::corpus::names::normalise(n);
        let n = n
            .strip_prefix("an ")
            .or_else(|| n.strip_prefix("a "))
            .or_else(|| n.strip_prefix("your "))
            .unwrap_or(&n)
            .to_string();
        match n.as_str() {
            "ally" | "allies" => Some(Condition::PerformedByAlly),
            "main personality" | "mp" => Some(Condition::Not(Box::new(Condition::PerformedByAlly))),
            _ => None,
        }
    };
    match c {
        Condition::PerformedBy(names) if names.len() == 1 && role(&names[0]).is_some() => {
            role(&names[0]).unwrap_or(Condition::PerformedBy(names))
        }
        Condition::All(v) => Condition::All(v.into_iter().map(role_condition).collect()),
        Condition::Any(v) => Condition::Any(v.into_iter().map(role_condition).collect()),
        Condition::Not(b) => Condition::Not(Box::new(role_condition(*b))),
        other => other,
    }
}
