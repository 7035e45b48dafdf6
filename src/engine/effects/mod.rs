//! The effect vocabulary: typed data the engine executes.
//!
//! A card's behaviour is a list of [`Effect`]s in text order, written inline by a scenario or
//! compiled from the card's text by [`crate::engine::compile`] (with the patterns of each
//! concept folder below); [`restrictions::known_cards`] supplies the CRD text of a few pool cards
//! whose errata source the pool lacks. Each concept folder holds its payload types, its sentence
//! patterns and how it resolves (`<sub>_resolve.rs`). A sentence the engine does not model is an
//! [`Effect::Manual`]: the engine shows "judge resolves: <sentence>" at the step where it would
//! apply and never guesses.
//!
//! JSON form (externally tagged, snake_case): `{"attack": {"kind": "physical", "damage":
//! {"life_cards": 5}}}`, `{"modify": {"power_stages": 4, "scope": "your_attacks", "kinds":
//! ["physical"]}}`, `{"stop": {"kinds": ["physical"], "rest_of_combat": true}}`,
//! `"remove_from_game_after_use"`, `{"manual": "sentence"}`.

pub mod amounts;
pub mod attack;
mod card_reading;
pub mod choices;
pub mod conditions;
pub mod costs;
pub mod damage;
pub mod discard_step;
pub mod dragon_balls;
pub mod endurance;
pub mod in_play;
pub mod lasting;
pub mod levels;
pub mod personality_powers;
pub mod piles;
pub mod placements;
pub mod prohibitions;
pub mod restrictions;
pub mod stages;
pub mod stops;
pub mod timing;
pub mod triggers;
pub mod turn_counts;
pub mod victories;

pub use card_reading::{as_json, attack_of, can_defend, endurance_of, endurance_with};

use serde::{Deserialize, Serialize};

pub use amounts::{Count, PerCount, XValue};
pub use attack::{AttackKind, AttackSpec, Keyword};
pub use conditions::{
    AngerRange, Condition, Conditional, DiscardEnd, DragonBallsAtLeast, HandStyle, InPlayAtLeast,
    LevelAtLeast, LifeCardsSuffered, LifeDeckAtMost, NoneInPlay, PersonalitiesTitled,
    PileCondition, RatingComparison, RatingTimes, Side, WhoIs, XRange,
};
pub use costs::{Cost, CostChange, CostModifier};
pub use damage::{DamageCap, LoseLifeCards, MinimumDamage, Modifier, Prevent, Scope, StagesBack};
pub use dragon_balls::{DragonBallsToLifeDeck, PurBonusPer};
pub use endurance::EnduranceGrant;
pub use in_play::battleground_rules::{AttacksOf, BattlegroundRule};
pub use in_play::{
    AlliesSetStage, AlliesStages, AttachTarget, AttachTo, AttachedAttacks, AttachedCap,
    AttachedEffect, AttachedFrom, AttachedModifier, CapAgainstYou, CostWhileInPlay,
    DiscardAttached, DrillStop, DrillStopCost, DrillUse, InPlayAct, InPlayCount, InPlayEffect,
    InPlayKind, InPlayProtection, LoseLifeCardsPer, Whose,
};
pub use lasting::{
    AgainstGroup, AttackFilter, AttackRule, AttacksPer, CapLasting, EachAttackPhase, FloatEvent,
    Floating, FloatingTrigger, Lasts, NextAttack, PreventLasting, Targets,
};
pub use levels::{AngerPer, AngerPerCopy, LevelGain, LevelLoss, SenseiRemoved};
pub use personality_powers::DamageAgainstPersonality;
pub use piles::{
    AllyStage, AnyCards, CardFilter, Destination, DiscardDownTo, HandRedraw, LifeDeckDiscardPer,
    LookAtTop, LoseLifeCardsMinusAnger, MoveCards, MovePerAnger, Pile, Search, SearchIn, SearchPer,
    SearchTop,
};
pub use restrictions::{CardRule, First, ForbiddenRestOfCombat, MustPass, Restrict};
pub use stages::player_stages::MainPersonalityStages;
pub use stages::{ChosenPersonalityStages, PersonalitiesStages, StageTarget};
pub use stops::{AfterUse, StandingStop, Stop, StopNext, StopWhen};
pub use timing::combat_endings::SkipDiscardStep;
pub use timing::{SuccessfulAttacks, Timing, UseWindow};
pub use triggers::{Trigger, TriggerEvent};
pub use victories::victory_bars_for_turns::VictoriesBarred;
pub use victories::VictoryScope;

use super::damage_types::Damage;
use super::ids::PlayerId;

pub(in crate::engine) fn is_false(b: &bool) -> bool {
    !*b
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
    /// "Stops the first 2 unstopped physical attacks ...": how many attacks the card's Defense
    /// Shield may stop in a Combat (1 without it; under a condition, that count instead:
    /// `stops::shield_uses`).
    ShieldUses(u32),
    /// Prevents damage from the attack (a defence).
    Prevent(Prevent),
    /// The "maximum" damage taken from the attack, per kind stated.
    DamageCap(DamageCap),
    /// Sets what energy attacks cost their controller, in power stages (a lasting effect).
    EnergyCost(u32),
    /// Raise / lower anger.
    Anger(Change),
    /// The player gains / loses power stages (a loss past 0 discards life cards): every
    /// personality of his, the Main Personality and each Ally (CRD "Referencing";
    /// `stages::player_stages`).
    PowerStages(Change),
    /// The Main Personality named by the card ("lower his Main Personality 2 power stages")
    /// gains / loses power stages, alone (`stages::player_stages`).
    MainPersonalityStages(MainPersonalityStages),
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
    /// "For the remainder of Combat you may capture a Dragon Ball after each successful attack
    /// that deals less than 5 life cards of damage" (Orange Face Breaker, inside `rest_of_combat`):
    /// at Battle Sequence step 14 the card user may capture as if the attack had done 5 or more:
    /// `"capture_below_five_life_cards"`.
    CaptureBelowFiveLifeCards,
    /// A player must pass in its next (or every remaining) Attack Phase this Combat.
    MustPass(MustPass),
    /// "Damage from your attacks cannot be prevented" (only inside [`Effect::RestOfCombat`]:
    /// every attack its controller declares afterwards this Combat cannot be prevented).
    YourAttacksCannotBePrevented,
    /// "Damage from your attacks cannot be redirected" (Turles, the Mysterious Lv.1's Constant
    /// Combat Power): while it applies, the opponent redirects no damage of its player's attacks
    /// (`personality_powers::constant_unredirectable`).
    YourAttacksCannotBeRedirected,
    /// "All your Krillin Named cards that are removed from the game after use are discarded
    /// instead" (Krillin Lv.1's Constant Combat Power): while it applies, its player's cards of
    /// that kind go elsewhere after use (`personality_powers::constant_after_use`).
    CardsAfterUse(personality_powers::constant_after_use::CardsAfterUse),
    /// "You may use "Villains only" cards" (Hercule-Goku Lv.1's Constant Combat Power): while it
    /// applies, its player uses cards restricted to this side ("Heroes" or "Villains")
    /// (`restrictions::only_exceptions`).
    MayUseOnlyCards(String),
    /// "(This personality may use Saiyan Heritage cards)" (Vegecell Lv.1), "(You may play both
    /// "Heroes only." and "Villains only." cards)" (Yamcule Lv.1): a personality card's own note
    /// letting it use cards restricted to these groups, read whenever that card is in control
    /// of Combat (`personality_powers::only_card_notes`).
    MayUseGroupCards(Vec<String>),
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
    /// "show it to your opponent": the one card the effect before moved is shown to the
    /// opponent (`piles::moved_card`).
    ShowThatCard,
    /// Combat ends once the attack (or action) carrying this has resolved.
    EndCombat,
    /// "Both players skip the discard step at the end of this turn" (Blue Leaving): the players
    /// named keep their hands at this turn's Discard Step (`timing::combat_endings`):
    /// `{"skip_discard_step": "both"}` or `"you"`.
    SkipDiscardStep(SkipDiscardStep),
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
    // ----- `piles::searches` -----
    /// Cards of a pile chosen (searched, at random, ...) and moved.
    Search(Search),
    /// "Shuffle your Life Deck."
    ShuffleLifeDeck(Who),
    /// "raise your anger 2 levels instead" (under a condition): replaces the card's other anger
    /// change for that player; the compiler rewrites it into conditions and plain
    /// [`Effect::Anger`]s, so the engine never sees it.
    AngerInstead(Change),
    /// "discard 2 Allies instead", "remove 2 allies from the game instead" (under a condition,
    /// The Car, Saiyan Abduction, The Truck): replaces the card's earlier taking of the same
    /// kind of cards in play (`amounts::instead`); the compiler rewrites it into conditions and
    /// plain [`Effect::InPlay`]s, so the engine never sees it.
    InPlayInstead(InPlayEffect),
    // ----- `triggers::triggered_effects`: triggered and once-per-Combat effects -------------------------
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
    /// "You cannot use Endurance" (Majin Buu, Pink People Eater Lv.3's Constant Combat Power):
    /// the card user cannot use Endurance against any attack (`endurance::endurance_changes`):
    /// `"no_endurance_for_you"`.
    NoEnduranceForYou,
    // ----- lasting effects and restrictions (module: lasting) -------------------------------
    /// A player may not play, use or perform something while it lasts.
    Restrict(Restrict),
    /// A lasting prohibition: a subject, an object, a duration (module: prohibitions).
    Prohibit(prohibitions::Prohibition),
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
    /// "Your Defense Shields can stop focused attacks" (Orange Hand-Clasp Drill), on a card in
    /// play: its player's Defense Shields may stop Focused attacks at Battle Sequence step 7
    /// (`stops::stop_capabilities_resolve::shields_stop_focused`).
    ShieldsStopFocused,
    /// "Damage from this attack is removed from the game instead of discarded": the life cards
    /// of damage this attack deals (or, floating, the card user's attacks deal) go to the
    /// removed-from-the-game pile.
    DamageRemovedFromGame,
    /// "When one of your attacks deals life cards of damage, the first 3 life cards of damage
    /// from that attack are removed from the game" (Saiyan Overwhelming Drill), on a Drill in
    /// play: the first N life cards of damage of each of its player's attacks go to the
    /// removed-from-the-game pile (step 13, `damage::deal_life_cards`).
    FirstDamageRemovedFromGame(u32),
    /// "the Base Damage of the physical attack is reduced by -2 when performed against Majin
    /// Vegeta and gains +2 when performed by your Majin Vegeta" (Majin Vegeta Lv.2, Majin Buu
    /// Saga #193), in a Constant Combat Power: read at step 9 on the Physical Attack Table's
    /// result (`damage::pat_base_damage_resolve`).
    PatBaseDamageShift(damage::PatBaseDamageShift),
    /// "Your opponent skips his next "Attacker Attacks" phase": that player's next Attack Phase
    /// is skipped (CRD "Skipping Attack Phases": play continues as if it never happened; it is
    /// not a pass).
    SkipAttackPhase(Who),
    /// "Prevent 2 life cards of damage from your opponent's attacks" on a Drill: prevention
    /// against every attack performed against the Drill's owner while it is in play.
    PreventAgainstYou(Prevent),
    /// "This card can stop attacks that cannot be stopped" (a defence).
    StopsUnstoppable,
    /// "Stops the first energy attack performed against you during Combat" on a card that stays
    /// in play (a Constant Combat Power, a Drill, a Non-Combat card): `stops::standing_stops`.
    StandingStop(StandingStop),
    /// "Perform a copy of the previous attack your opponent performed this Combat" (Blue
    /// Reverse): the card performs a copy of that attack (`attack::copies`, CRD 3.0.0 "Copying
    /// Cards").
    CopyAttack(attack::copies::CopyAttack),
    /// "For the remainder of Combat, any attacks that you perform that are copied from your
    /// opponent's attacks ... do +2 life cards of damage": added at step 10 to each copied attack
    /// of the card's user (`attack::copies`).
    CopiedAttacksDo(Damage),
    /// "In your next attack phase, perform the exact same attack that this card stopped" (Trunks
    /// and Goku Swiftly Moving): the defence's player owes himself a copy of the attack defended
    /// against, performed by a `use` naming the card in his next Attack Phase (`attack::copies`).
    CopyStoppedAttackNextPhase,
    /// "This attack cannot be stopped by floating effects and Defense Shields."
    NotStoppedByFloatingOrShields,
    /// "Your opponent may not use Energy Combat cards to stop this attack": a card of this type
    /// cannot be used to defend against it.
    NotStoppedByCardType(String),
    /// "This attack cannot be stopped or prevented by Physical Combat cards" (Red Power Rush):
    /// a prevention from a card of this type, Endurance included, prevents nothing from it
    /// (`damage/unpreventable_by_type_resolve.rs`).
    NotPreventedByCardType(String),
    /// A sentence the engine does not model: the judge resolves it.
    Manual(String),
    // ----- personality powers -----
    /// "(Constant Combat Power)": the header of a personality's power box; the power is
    /// constantly active while the personality is in control of Combat (CRD 3.0.0 "Power-Up
    /// Rating (PUR)"). JSON: `"constant_combat_power"`.
    ConstantCombatPower,
    /// "(Power N:)" / "(Power N: Constant Combat Power)": the header of one of a personality's
    /// numbered power boxes; the effects after it, up to the next header, are that power's
    /// (`personality_powers::power_boxes`). JSON: `{"power_box": 2}`.
    PowerBox(u8),
    /// "You do not discard cards from your hand from your opponent's card effects" (CRD 3.0.0's
    /// rewrite of Gohan Lv.1's Constant Combat Power): while the personality is in control of
    /// Combat, an effect of the opponent's card that would discard from its player's hand
    /// discards nothing (`personality_powers::hand_protection_resolve`):
    /// `"hand_safe_from_opponent"`.
    HandSafeFromOpponent,
    /// Damage from attacks performed against a personality reduced by its own power, read while
    /// damage is dealt: `{"damage_against_personality": {"kinds": ["energy"],
    /// "reduced_by_life_cards": 2}}`.
    DamageAgainstPersonality(DamageAgainstPersonality),
    /// "This power may be used twice per Combat": how many times the power may be used in a
    /// turn, in place of the CRD's once (read by `personality_powers::once_per_turn`). JSON:
    /// `{"power_uses": 2}`.
    PowerUses(u32),
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
    // ----- `in_play::attached`: cards attached to personalities ---------------------------------
    /// "Attach this card to your opponent's Main Personality": the card leaves its normal
    /// destination and stays in play under the personality (CRD 3.0.0 "Attaching Cards").
    Attach(AttachTo),
    /// What the card does while it is attached (read from the attached card).
    WhileAttached(AttachedEffect),
    /// "Discard this card when the attached personality reaches his highest power stage."
    DiscardWhenHighestStage,
    /// "(If a successful energy attack is performed against you while this card in play, this
    /// card is discarded.)" (T-Rex Offense, `in_play::discarded_when_hit`): the card in play is
    /// discarded at step 8 of such an attack against its owner:
    /// `{"discarded_by_successful_attack": "energy"}`.
    DiscardedBySuccessfulAttack(AttackKind),
    /// "Use when your opponent's anger level reaches 5 or more to set their anger level to 3
    /// instead of gaining a personality level" (King Cold Smiles, `timing::anger_windows`): a
    /// Non-Combat card in play used by a `use` action right after the action that raises the
    /// opponent's anger: `{"anger_reached_instead": {"at": 5, "to": 3}}`.
    AngerReachedInstead(timing::anger_windows::AngerReached),
    /// "Stops the effects of any combat card." (Trunks Energy Sphere, `timing::combat_card_answers`):
    /// played right after the other player's Combat card, whose effects and costs are not used:
    /// `"stops_combat_card_effects"`.
    StopsCombatCardEffects,
    /// "Discard any cards attached to your Main Personality", "Discard all cards attached to all
    /// personalities in play".
    DiscardAttached(DiscardAttached),
    // ----- `levels::personality_levels`: personality levels, Dragon Balls and the Sensei Deck -----
    /// A Main Personality loses personality levels ("Lower your opponent's Main Personality 1
    /// personality level"): `{"lower_level": {"player": "opponent", "by": 1}}`.
    LowerLevel(LevelLoss),
    /// A Main Personality advances personality levels by a card effect ("advance your Main
    /// Personality 1 personality level"): `{"advance_level": {"player": "you", "by": 1}}`.
    AdvanceLevel(LevelGain),
    /// A Main Personality lowered to a level ("Reduce your opponent's Main Personality to its
    /// level 1 personality card"): `{"lower_level_to": {"player": "opponent", "to": 1}}`.
    LowerLevelTo(SetTo),
    /// A Main Personality advanced to a level ("Advance your Main Personality to level 2", Let the
    /// Games Begin!): `{"advance_level_to": {"player": "you", "to": 2}}`.
    AdvanceLevelTo(SetTo),
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
    // ----- `choices::optional` ("you may") -----
    /// "You may <effects>": used only when the card's player says `may: true` on the action
    /// (CRD "May" Rule). What depends on it ("If you do, ...", "... to <effects>") is a
    /// [`Condition::YouDid`] conditional. JSON: `{"may": [{"anger": {"player": "opponent",
    /// "by": 1}}]}`.
    May(Vec<Effect>),
    // ----- `stages::state_changes` -----
    /// A Main Personality set to a power stage ("Set your Main Personality to 0"):
    /// `{"set_stage": {"player": "you", "to": 0}}`.
    SetStage(SetTo),
    /// A player cannot win by the Most Powerful Personality Victory ("You cannot win by the Most
    /// Powerful Personality Victory for the remainder of the game"): `{"no_most_powerful_victory":
    /// "you"}`.
    NoMostPowerfulVictory(Who),
    // ----- `victories::victory_bars_for_turns` -----
    /// A player may not win some victories until the end of his Nth turn, starting now (It's
    /// Just Not Worth It!): `{"victories_barred": {"player": "opponent", "most_powerful": true,
    /// "dragon_ball": true, "turns": 2}}`.
    VictoriesBarred(VictoriesBarred),
    // ----- `in_play::drill_damage` -----
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
    /// "If your opponent's current anger is 0 when you use this Drill, gain 2 power stages" (Red
    /// Physical Drill): effects resolved with the Drill's use in place of an attack, at Battle
    /// Sequence step 3 (`in_play::drill_attacks`): `{"on_drill_use": [...]}`.
    OnDrillUse(Vec<Effect>),
    /// What a card makes its player pay to perform its attack without calling it a cost ("discard
    /// a card from your hand and have your Main Personality pay 2 power stages to perform a
    /// physical attack", Red Physical Drill): a requirement, not a cost (CRD 3.0.0 "What is a
    /// Requirement?": "cannot be affected by cards the influence ... the cost of cards"), paid at
    /// step 2 with the cost, untouched by cost modifiers (`in_play::drill_attacks`):
    /// `{"required_payment": {"power_stages": 2, "discard_from_hand": 1}}`.
    RequiredPayment(Cost),
    /// "When you lower your opponent's anger but his anger level is 0, your opponent discards the
    /// top card of his Life Deck for each anger level lowered" (Blue Biting Drill): read where the
    /// card's owner's effect lowers the opponent's anger (`in_play::anger_lowered_at_zero`):
    /// `"anger_lowered_at_zero_discards"`.
    AngerLoweredAtZeroDiscards,
    /// "When a Drill or Combat card increases the power stages or life cards of damage for any
    /// of your attacks, raise that increase by 1" (Meta-Cooler Lv.1's Constant Combat Power):
    /// each such increase raised at step 10 (`personality_powers::raised_increases`):
    /// `{"raised_increases": {"by": 1, "drills": true, "combat_cards": true}}`.
    RaisedIncreases(personality_powers::raised_increases::RaisedIncreases),
    // ----- `lasting::floating` -----
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
    /// "For the remainder of Combat, you do not have to discard any Drills in play when your
    /// Main Personality advances or loses a personality level" (Orange Energy Break): a floating
    /// effect of its user; the Drills a level gained or lost would discard (CRD "Drill Cards")
    /// stay in play (`in_play::protected_cards_resolve`). JSON: `"drills_kept_at_level_change"`.
    DrillsKeptAtLevelChange,
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
    // ----- `piles::cards_moved` -----
    /// Cards discarded from the top of a Life Deck, a number per unit counted, not damage
    /// ("Your opponent discards 2 cards from his Life Deck for each card in his hand"):
    /// `{"life_deck_discard_per": {"player": "opponent", "each": 2, "count": {"cards_in_hand":
    /// "opponent"}}}`.
    LifeDeckDiscardPer(LifeDeckDiscardPer),
    /// A search for a number of cards per unit counted ("Shuffle 1 card in your discard pile into
    /// your Life Deck for each Namek Dragon Ball you have in play", Porunga's Approval):
    /// `{"search_per": {"search": {...}, "per": {"dragon_balls_of_set": {"player": "you", "set":
    /// "Namek"}}}}` (`piles::searches_per_count`).
    SearchPer(Box<SearchPer>),
    /// A player discards cards from the hand until he has a number of cards left ("your opponent
    /// must discard cards from his hand until he only has 2 or fewer cards in his hand"):
    /// `{"discard_down_to": {"player": "opponent", "keep": 2}}`. The cards are named in the
    /// action's `choose`, like `piles::searches`'s choices.
    DiscardDownTo(DiscardDownTo),
    // ----- `conditions::condition_phrases` -----
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
    // ----- `in_play::drills` -----
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
    /// "Players may not use Non-Combat/Non-Drill cards unless they have performed an attack
    /// from their hand this Combat" (Knockout Drill; its ruling: "This Drill affects all
    /// players"): while the Drill is in play, a Non-Combat card that is not a Drill is refused in
    /// Combat to a player who has performed no attack from his hand this Combat:
    /// `"non_combat_after_hand_attack"`.
    NonCombatAfterHandAttack,
    /// "Your Main Personality's PUR is +2", "Increases your power up rating by 1": the Drill
    /// owner's Main Personality's Power-Up Rating is higher by this while the Drill is in play,
    /// wherever the engine reads a PUR (a count of it, "Endurance X" with X from the PUR); the
    /// Power Up Step itself is outside the Combat the engine resolves: `{"pur_bonus": 2}`.
    PurBonus(u32),
    /// "Your Main Personality's PUR is +1 for each Namek Dragon Ball in play" (Alt. Namek Dragon
    /// Ball 2, inside [`Effect::WhileYouControl`]): his Main Personality's Power-Up Rating is
    /// higher by `each` per unit of `count`, counted whenever the PUR is read
    /// (`dragon_balls::controlled_powers`). JSON: `{"pur_bonus_per": {"each": 1, "count":
    /// {"dragon_balls_of_set_in_play": "Namek"}}}`.
    PurBonusPer(PurBonusPer),
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
    /// "For every 2 life cards that you now remove from the game, you may remove from the game
    /// 1 opponent drill of your choice" (Straining Defense Move): cards in play bought at a
    /// price in life cards per card (`costs::bought_per_count`).
    BoughtPerCount(costs::bought_per_count::BoughtPerCount),
    // ----- `in_play::battleground_rules` -----
    /// A rule a Battleground or Location in play puts on every player (CRD 3.0.0 "Battleground
    /// and Location Cards"): what attacks cost, Non-Combat cards or Allies' control barred, a
    /// cap on anger raised, every Main Personality's PUR:
    /// `{"battleground": {"attacks_cost": {"kind": "physical", "power_stages": 2}}}`,
    /// `{"battleground": "no_ally_control"}`, `{"battleground": {"anger_raise_cap": 1}}`.
    Battleground(BattlegroundRule),
    // ----- `in_play::in_play_targets` -----
    /// Every Ally of a player set to a power stage ("Set all Allies in play to 0"):
    /// `{"allies_set_stage": {"whose": "any", "to": 0}}`.
    AlliesSetStage(AlliesSetStage),
    /// "Bulma and Chi-Chi must be in play to play this card", "You must have an Ally in play to
    /// use this card": a requirement checked when the card is played; the card is refused when
    /// it does not hold (CRD "What is a Requirement?"): `{"requires": {"in_play_at_least":
    /// {"whose": "you", "cards": ["ally"], "n": 1}}}`.
    Requires(Condition),
    // ----- `lasting::floating` (Endurance) -----
    /// "For the remainder of Combat, when you use Endurance, your Main Personality gains 1 power
    /// stage": effects used each time the card's controller uses Endurance (once per card used),
    /// after that damage is dealt, to the end of Combat. JSON: `{"on_endurance": [{"power_stages":
    /// {"player": "you", "by": 1}}]}`.
    OnEndurance(Vec<Effect>),
    // ----- `piles::piles_chosen` -----
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
    // ----- `stages::stage_changes` -----
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
    // ----- `lasting::lasting_rules` -----
    /// "For the remainder of Combat, your opponent cannot use Ally card powers, redirect damage
    /// to Allies, or have Allies take over Combat", "Your opponent cannot use Defense Shields for
    /// the remainder of Combat": what a player may not do with his Allies or Defense Shields, to
    /// the end of Combat. The engine refuses each action named (an Ally announced in control of
    /// Combat, the power of an Ally in control used, damage redirected to an Ally, naming the
    /// card) and does not use that player's Defense Shields at step 7:
    /// `{"forbidden_rest_of_combat": {"player": "opponent", "ally_control": true,
    /// "redirect_to_allies": true}}` (files written before the name change say
    /// `restrict_more`, still accepted).
    #[serde(rename = "forbidden_rest_of_combat", alias = "restrict_more")]
    ForbiddenRestOfCombat(ForbiddenRestOfCombat),
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
    // ----- `timing::use_windows` -----
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
    // ----- `stops::stop_capabilities` -----
    /// "If this card stopped a focused attack, it stays on the table to be used one more time
    /// this Combat": after use, a defence that stopped a Focused attack stays on the table to be
    /// used this many more times this Combat: `{"uses_if_stopped_focused": 1}`.
    UsesIfStoppedFocused(u32),
    /// "Stops a physical attack or energy attack performed by a Majin": the card's stop works
    /// only against an attack whose performer (the attacker's personality in control of Combat)
    /// has this name, alignment or group; used against any other it is refused at step 5:
    /// `{"stops_only_against": "Majin"}`.
    StopsOnlyAgainst(String),
    /// "Stops a focused physical attack or stops a focused energy attack" (Pikkon's Truce,
    /// Saiyan Focused Block): the card's stop names Focused attacks only; used against an attack
    /// that is not Focused it is refused at step 5 (CRD 3.0.0 "Defending"): `"stops_only_focused"`.
    StopsOnlyFocused,
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
    // ----- `lasting::against_alignment` -----
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
    // ----- `piles::life_card_to_hand` -----
    /// "If your opponent's attack does life cards of damage to you, you may take the first life
    /// card of damage from that attack and place it in your hand instead of discarding it"
    /// (Krillin's Physical Defense, CRD 3.0.0 errata), on a card played as a defence: while
    /// the attack's life cards of damage are dealt (Battle Sequence step 13), the first life
    /// card of damage (a Dragon Ball flipped is not one) goes to the defender's hand instead
    /// of his discard pile, when his defending action says `may: true`. It is still a life
    /// card of damage the attack did (step 14 counts the damage done). JSON:
    /// `"first_life_card_to_hand"`.
    FirstLifeCardToHand,
    // ----- `in_play::drill_events` -----
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
    /// "For each life card of damage this attack deals, gain 1 power stage" (Lord Slug Lv.2):
    /// on the attack, the attacker's Main Personality gains this many power stages for every
    /// life card of damage the attack discarded, at the end of step 13
    /// (`stages::gains_per_damage_dealt`): `{"stages_per_life_card_dealt": 1}`.
    StagesPerLifeCardDealt(u32),
    // ----- `attack::attack_text` -----
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
    // ----- `restrictions::prevention_choice` -----
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
    /// "Skip Combat this turn." (Plant Two Saibaimen): its player does not declare Combat this
    /// turn; the Declare Step skips the Combat Step (`turn::card_timing`). JSON:
    /// `"skip_combat_this_turn"`.
    SkipCombatThisTurn,
    /// "Your opponent may not declare Combat this turn." (Teaching the Unteachable Forces
    /// Observation, used at the end of the opponent's Power-Up Step): the opponent's `declare`
    /// this turn is refused and the Declare Step skips the Combat Step (`turn::declare`). JSON:
    /// `"opponent_may_not_declare_combat"`.
    OpponentMayNotDeclareCombat,
    /// "The card's power to skip the next Combat a player is forced into 'remains active' until
    /// that player's opponent declares Combat" (Earth Dragon Ball 4's CRD ruling): while its
    /// player controls the Dragon Ball, the opponent's next declared Combat is skipped at once (no
    /// When-entering-Combat effects, no draws, no damage); used once (`turn::declare`). JSON:
    /// `"skip_next_combat_forced_into"`.
    SkipNextCombatForcedInto,
    /// A Dragon Ball's power that "remains active" in play until its controller decides to use
    /// it (Earth Dragon Ball 6's CRD ruling: "The power to end Combat 'remains active' until the
    /// controlling player decides to end Combat. At that time, the player who controls the
    /// Dragon Ball raises his Main Personality to its highest power stage."): not used when the
    /// Dragon Ball is placed; used by a `use` of the Dragon Ball in play in place of an attack,
    /// these effects then resolving (`turn::dragon_ball_powers`, `battle::steps::attack`). JSON:
    /// `{"dragon_ball_power": ["end_combat"]}`.
    DragonBallPower(Vec<Effect>),
    /// "Remove all Earth Dragon Balls in play and in all Life Decks from the game." (Kami Fades):
    /// every Dragon Ball of that set (its "Alt." ones too) in play and in the Life Decks goes to
    /// its owner's removed-from-the-game pile; unknown Life Deck cards are the judge's
    /// (`battle::dragon_balls`). JSON: `{"remove_dragon_balls_of_set": "Earth"}`.
    RemoveDragonBallsOfSet(String),
    /// "While you control this Dragon Ball, all of your physical attacks do +3 power stages of
    /// damage" (the Alt. Dragon Balls): effects that last as long as the Dragon Ball's controller
    /// controls it and uses its powers (placed by him, or captured with all its powers: CRD 3.0.0
    /// "Capturing Dragon Balls"); lost when it is captured ("Dragon Ball Floating Effects"). Read
    /// where each applies: damage modifiers at Battle Sequence step 10
    /// (`dragon_balls::controlled_powers`). JSON: `{"while_you_control": [{"modify": {...}}]}`.
    WhileYouControl(Vec<Effect>),
    /// "Your opponent's attacks need to deal 7 or more life cards of damage to capture a Dragon
    /// Ball instead of 5" (Alt. Earth Dragon Ball 3, inside [`Effect::WhileYouControl`]): the
    /// Life Card Capture threshold of attacks against the Dragon Ball's controller, read at
    /// Battle Sequence step 14 (`dragon_balls::controlled_powers`). JSON:
    /// `{"capture_threshold_against_you": 7}`.
    CaptureThresholdAgainstYou(u32),
    /// "You may capture 2 Dragonballs instead of 1" (Frieza Lv.1): a number a rule of the game
    /// fixes, replaced by the card's, read where that rule is applied (`amounts::rule_numbers`).
    /// JSON: `{"rule_number_instead": {"number": "dragon_balls_captured", "to": 2, ...}}`.
    RuleNumberInstead(amounts::rule_numbers::RuleNumberInstead),
    /// "Your Allies may take control of combat when your Main Personality is at 4 power stages
    /// above 0 or lower" (Alt. Dende Dragon Ball 6, inside [`Effect::WhileYouControl`]): while
    /// its player controls the Dragon Ball and uses its powers, his Allies may take control of
    /// Combat with the Main Personality at this stage or lower (CRD 3.0.0 "Allies Taking Over
    /// Combat": 0 or 1), read at Battle Sequence steps 1 and 4 (`dragon_balls::controlled_powers`).
    /// JSON: `{"ally_control_at_or_below": 4}`.
    AllyControlAtOrBelow(u32),
    /// "When your Non-Combat/Non-Drills and Allies in play would be removed from the game by
    /// your opponent's card effects, they are discarded instead" (Alt. Namek Dragon Ball 4,
    /// inside [`Effect::WhileYouControl`]): while its player controls the Dragon Ball and uses its
    /// powers, his cards in play of these kinds that an opponent's effect removes from the game
    /// go to their owner's discard pile instead (`dragon_balls::controlled_powers`, read where
    /// cards in play are taken: `in_play::cards_in_play_resolve`). JSON:
    /// `{"discarded_instead_of_removed": ["non_drill", "ally"]}`.
    DiscardedInsteadOfRemoved(Vec<InPlayKind>),
    /// "Draw cards until you have 3 in your hand." (Namek Dragon Ball 1): the player draws as many
    /// cards as his hand lacks of this size (`piles::hand_size_draws`). JSON:
    /// `{"draw_until_hand": 3}`.
    DrawUntilHand(u32),
    /// "Draw a card for each Non-Combat card in your hand." (Excitement): the player draws one
    /// card for each of the count when the effect resolves (`piles::counted_draws`). JSON:
    /// `{"draw_per": {"non_combat_in_hand": "you"}}`.
    DrawPer(Count),
    // ----- `in_play::drill_limits` -----
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
    // ----- `piles::search_top` -----
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
    /// "... and put the rest back in any order on top of the Life Deck" (after
    /// [`Effect::SearchTop`]; Namekian Scouting, `piles::top_cards_looked_at`): the cards looked
    /// at and not taken go back on top of the Life Deck in the order the player names them in
    /// `choose` (the first named on top): `"remaining_to_life_deck_top"`.
    RemainingToLifeDeckTop,
    /// "Both players reveal the top card of their Life Decks. The player who reveals the highest
    /// numbered card places the revealed card into his hand. The other player, or both players if
    /// there is a tie, shuffle the revealed card back into his Life Deck." (Paper, Rock,
    /// Scissors; `piles::top_cards_compared`): `"top_cards_compared_by_number"`.
    TopCardsComparedByNumber,
    /// "... put 1 of them in your hand and remove the other 2 from the game" (after
    /// [`Effect::SearchTop`]; Speaking With the King Drill): the cards looked at and not taken are
    /// removed from the game: `"remaining_removed_from_game"`.
    RemainingRemovedFromGame,
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
    /// "Your Allies in play cannot be discarded" (Blue Saving Catch Drill), "Constant Combat
    /// Power: Your Allies in play cannot be removed from the game" (Gohan, the Protector Lv.2):
    /// while the card acts (in play; a Constant Combat Power of the personality in control of
    /// Combat), effects leave those of its controller's cards in play; a card chosen that is
    /// kept stays and no other card is taken in its place (`in_play::protected_cards`):
    /// `{"in_play_protected": {"cards": ["ally"], "from": ["discard"]}}`.
    InPlayProtected(InPlayProtection),
    /// "All of your Allies power up one extra stage during your Power Up Step" (Master Roshi
    /// Lv.3), "... equal to their PUR instead of 1" (Korin Lv.1): a Constant Combat Power of the
    /// Main Personality read in its player's Power-Up Step (`personality_powers::ally_power_up`):
    /// `{"allies_power_up": {"extra": 1}}`.
    AlliesPowerUp(personality_powers::ally_power_up::AlliesPowerUp),
    /// "All of your opponent's personalities gain 1 less power stage when they power up during
    /// the Power Up Step to a minimum of 0" (Saiyan Agression Drill): read from the Drill in play
    /// in every Power-Up Step (`turn_counts::power_up_stages`): `{"power_up_stages": {"whose":
    /// "opponent", "by": -1, "minimum": 0}}`.
    PowerUpStages(turn_counts::power_up_stages::PowerUpStages),
    /// "You may discard down to 2 cards instead of 1 during any Discard Step" (Majin Buu,
    /// Gotenks Absorbed Lv.4): a Constant Combat Power of the Main Personality read in every
    /// Discard Step (`discard_step::hand_kept`): the cards its player may keep: `{"discard_step_keeps": 2}`.
    DiscardStepKeeps(u32),
    /// "If this Drill is discarded from you hand, place it into play instead." (Goku's Quickness
    /// Drill): discarded from its owner's hand, the card goes into play instead of the discard
    /// pile (`discard_step::discarded_into_play`): `"into_play_when_discarded"`.
    IntoPlayWhenDiscarded,
    /// "Use only at the beginning of your Discard Step in a turn that you skipped Combat."
    /// (Watching From Afar), "At the beginning of every Discard Step, your Main Personality may
    /// pay 1 power stage." (Red Joker Drill): a card used by a `use` action at the beginning of a
    /// Discard Step (`discard_step::opening_uses`):
    /// `{"discard_step_opening": {"every": true, "main_personality_pays": 1}}`.
    DiscardStepOpening(discard_step::opening_uses::DiscardStepUse),
    /// "Play this card immediately after taking damage from an attack." (Namekian Finishing
    /// Effort; its CRD ruling: "Whenever you take damage from one of your opponent's attacks, you
    /// may place this card directly into play from your hand"): a Non-Combat card its player's
    /// `play` puts into play right after an attack dealt him damage
    /// (`timing::after_damage_placement`): `"into_play_after_damage"`.
    IntoPlayAfterDamage,
    /// "At the end of every turn, place the bottom card of your discard pile at the bottom of
    /// your Life Deck." (Majin Buu, Super Buu Lv.2), "At the end of your turn, ..." (Den-Goku
    /// Lv.1): effects used when a turn ends, from a Main Personality's Constant Combat Power or a
    /// Drill in play (`timing::end_of_turn_effects`):
    /// `{"at_end_of_turn": {"every": true, "effects": [...]}}`.
    AtEndOfTurn(timing::end_of_turn_effects::EndOfTurn),
    /// "At the beginning of your turn, remove the bottom 3 cards of your opponent's discard
    /// pile from the game." (Red Kaio-Ken Drill): effects used as a turn begins, before its Draw
    /// Step, from a Main Personality's Constant Combat Power or a Drill in play
    /// (`timing::start_of_turn_effects`): `{"at_start_of_turn": {"effects": [...]}}`.
    AtStartOfTurn(timing::start_of_turn_effects::StartOfTurn),
    /// "When your opponent would discard any number of card(s) from his hand because of your card
    /// effects, the cards are discarded at random instead" (Black Disarray Drill, a Drill in
    /// play): `"opponent_hand_discards_at_random"`.
    OpponentHandDiscardsAtRandom,
    /// "Your opponent must reach 6 anger to advance a personality level" (Blue Style Mastery, a
    /// Mastery in play): the anger the card's opponent needs to advance, in place of the
    /// ruleset's 5 (`levels::anger_to_advance`): `{"opponent_anger_to_advance": 6}`.
    OpponentAngerToAdvance(u32),
    /// "It takes only 1 life card of damage to capture a Dragon Ball instead of 5" (Intense
    /// Observation Drill, a Drill in play; its ruling: both players): the Life Card Capture
    /// threshold of every attack, read at step 14 (`in_play::capture_threshold`):
    /// `{"capture_threshold_for_all": 1}`.
    CaptureThresholdForAll(u32),
    /// "This effect overwrites any effect that changes the life cards of damage needed to capture
    /// a Dragon Ball": the Drill's [`Effect::CaptureThresholdForAll`] wins over the other changes
    /// (a Dragon Ball's): `"capture_threshold_overrides"`.
    CaptureThresholdOverrides,
    // ----- `victories::victory_texts` -----
    /// "When you reach 5 anger you lose the game" (Goku's Farewell, lasting the rest of the game
    /// once used): the moment the player's anger reaches the number, before the Main Personality
    /// advances or anger is set to 0, the player loses and the opponent wins by the card's effect
    /// (CRD 3.0.0 "The Golden Rule"): `{"lose_game_at_anger": 5}`.
    LoseGameAtAnger(u32),
    /// "If your opponent's Warrior Sword reads 4 anger you win the game" (Dragon's Victory): the
    /// card's player wins by the card's effect if that anger reads the number as the effect
    /// resolves (`victories::anger_victories`): `{"win_at_anger": {"player": "opponent", "anger":
    /// 4}}`.
    WinAtAnger(victories::anger_victories::WinAtAnger),
    /// "You win the game" (Cosmic Backlash, under its condition): the card's player wins where
    /// the effect resolves (`victories::declared_victories`): `"win_the_game"`.
    WinTheGame,
    /// "You lose the game" (Vegeta's Sacrifice: "in your opponent's next "Attacker Attacks"
    /// phase", floated as [`EachAttackPhase`] of the opponent): the card's player loses where the
    /// effect resolves (`victories::declared_victories`): `"lose_the_game"`.
    LoseTheGame,
    /// "If successful, and you don't defeat your opponent, you lose the game" (Cell's Self
    /// Destruct): resolved with the attack's "If successful" effects, the card's player loses
    /// by the card's effect when the opponent is still in the game (`victories::unless_defeated`):
    /// `"lose_unless_opponent_defeated"`.
    LoseUnlessOpponentDefeated,
    /// "All players are considered to have +4 Allies in play for card effects" (West City): while
    /// the card is in play, every player counts this many more Allies wherever a card effect
    /// counts Allies or asks for one (`amounts::considered_allies`): `{"allies_considered_for_all": 4}`.
    AlliesConsideredForAll(u32),
    /// "Use this card right as an opponent wins by any means" / "You may use this card when your
    /// opponent would win by the Most Powerful Personality Victory": the card is used in the
    /// window around that victory (its player's `use` or `play` right after the step the victory
    /// happened in), its other effects done, then the victory decided again:
    /// `{"use_as_opponent_wins": "any"}` or `"most_powerful_personality"`.
    UseAsOpponentWins(VictoryScope),
    /// "The victory is postponed until the start of his next turn. Check for victory conditions
    /// at that time.": the victory answered is not won now; at the start of the winner's next turn
    /// the same victory condition is checked again: `"postpone_victory"`.
    PostponeVictory,
    /// "Using this card prevents the Survival Victory" (Hercule's Close Save): the victory the
    /// window answered is not won, whatever the board then shows: `"prevents_victory"`.
    PreventsVictory,
    /// "Choose one of your opponent's personalities in play. For the remainder of the turn, that
    /// personality cannot use his personality power and Constant Combat Powers on his current
    /// personality level." (`personality_powers::powers_off`).
    PowersOff(personality_powers::powers_off::PowersOff),
    /// "You cannot use this card if a card effect is specifically making you lose the game."
    /// (Where There's Life, There's Hope, its CRD ruling): the window refuses the card against a
    /// loss a card's effect makes: `"not_against_card_loss"`.
    NotAgainstCardLoss,
    /// A personality's power its own ruling or text lets it use without being in control of
    /// Combat ("Your Main Personality doesn't have to be at 0 or 1 stage above 0 in order for
    /// Chi-Chi to use this power", CRD 3.0.0 ruling on Chi-Chi Lv.1; "(Majin Babidi does not have
    /// to be in control of Combat to use this Constant Combat Power)"), read where an Ally not in
    /// control is asked for its power (`battle/control.rs`): `"power_outside_control"`.
    PowerOutsideControl,
    /// A Main Personality's Constant Combat Power letting some of his Allies take control of
    /// Combat at any of his power stages ("Any of your Allies may take control of Combat, even if
    /// Majin Babidi is 2 power stages above 0 or higher"; `personality_powers::ally_control`),
    /// read where an Ally takes or keeps control (`battle/control.rs`, step 4):
    /// `{"allies_control_at_any_stage": "any"}`, `{"allies_control_at_any_stage": {"named": "Gohan"}}`.
    AlliesControlAtAnyStage(personality_powers::ally_control::ControllingAllies),
    /// A Constant Combat Power changing how much its player's anger is raised ("Whenever your
    /// anger level is raised, double the amount of anger you are raising";
    /// `personality_powers::anger_raises`), read by `levels::change_anger`:
    /// `{"anger_raised": {"times": 2}}`.
    AngerRaised(personality_powers::anger_raises::AngerRaise),
    /// A Constant Combat Power changing how many power stages its own personality gains from a
    /// card effect ("When Majin Buu gains power stages from a card effect, he gains double the
    /// amount"; `personality_powers::stage_gains`), read by `levels::change_stages`:
    /// `{"stage_gains_multiplied": {"personality": "Majin Buu", "times": 2}}`.
    StageGainsMultiplied(personality_powers::stage_gains::StageGains),
    /// A Constant Combat Power keeping modifiers off attacks against its personality ("No
    /// modifiers are added to physical attacks performed against Android 18";
    /// `personality_powers::unmodified_against`), read at step 10:
    /// `{"no_modifiers_against": {"personality": "Android 18", "kinds": ["physical"]}}`.
    NoModifiersAgainst(personality_powers::unmodified_against::NoModifiersAgainst),
    /// "When you place this card in play, immediately <effects>" (Senzu Bean): done when the card
    /// is placed in play in the Non-Combat Step: `{"on_placement": [...]}`.
    OnPlacement(Vec<Effect>),
    /// "If Chiaotzu is your Main Personality, and you use his power, Chiaotzu is removed from the
    /// game as the cost of the attack, no damage is dealt, and you lose." (Chiaotzu Lv.2, its CRD
    /// ruling): the personality's power used while it is the Main Personality loses the game at
    /// once (the opponent wins by `card_effect`); used by it as an Ally, nothing changes:
    /// `"loses_if_main_personality_uses"`.
    LosesIfMainPersonalityUses,
    // ----- `damage::minimum_damage` -----
    /// "All of your energy attacks do a minimum of 6 life cards of damage after modifiers"
    /// (Energy Empowerment Drill, a Drill in play): after every modifier of Battle Sequence step
    /// 10 the owner's attack of those kinds does at least that many life cards; its CRD 3.0.0
    /// ruling: it gets around defensive powers that reduce the damage, not damage caps:
    /// `{"minimum_damage": {"life_cards": 6, "kinds": ["energy"]}}`.
    MinimumDamage(MinimumDamage),
    /// "Power stages of damage are not affected and count as 0 life cards for this effect": the
    /// minimum raises only the life cards, and power stages of damage do not count toward it:
    /// `"minimum_counts_life_cards_only"`.
    MinimumCountsLifeCardsOnly,
    /// "You do not take damage from attacks with a Base Damage of 0" (Red Hunger Drill, a Drill
    /// in play): at the end of Battle Sequence step 10 an attack against its player whose Base
    /// Damage (step 9, no modifiers) is 0 does no damage (`damage::zero_base_damage`):
    /// `"no_damage_from_zero_base_damage"`.
    NoDamageFromZeroBaseDamage,
    /// "Damage from this attack cannot be modified" (Chapuchai's Multiform): at Battle Sequence
    /// step 10 no modifier is added to the attack's Base Damage (`damage::unmodified_damage`):
    /// `"damage_cannot_be_modified"`.
    DamageCannotBeModified,
    // ----- `piles::discard_draws` -----
    /// "Instead of drawing 3 cards from your life deck, draw the top 3 cards from your discard
    /// pile" (Hero Advantage, used when entering Combat as the defender): the defender's draw of
    /// the Prepare Phase comes from that end of the discard pile:
    /// `{"draw_from_discard_instead": {"count": 3, "bottom": true}}`.
    DrawFromDiscardInstead(piles::DiscardDrawInstead),
    /// "When you enter Combat as the attacker, your opponent draws 1 less card" (Android 16
    /// Lv.1, Cell Saga #176): the defender's draw of 3 in this Prepare Phase is that many fewer:
    /// `{"prepare_draw_fewer": 1}`. Set off by a "When entering Combat" trigger.
    PrepareDrawFewer(u32),
    /// "If you do this you draw 1 less card during your "Defender Draws 3 Cards" phase" (Quick
    /// Combat Drill, Cell Games Saga #080, after its "Whenever entering Combat as the defender"
    /// trigger): the trigger's own controller draws that many fewer in this Prepare Phase's draw:
    /// `{"own_prepare_draw_fewer": 1}`.
    OwnPrepareDrawFewer(u32),
    // ----- `placements::placement_triggers` -----
    /// "Whenever your opponent places a Battleground into play, he discards the top 3 cards of
    /// his Life Deck" (Cell's Domination Drill): fires when the Non-Combat Step places a card of
    /// that kind: `{"placement_trigger": {"placer": "opponent", "kind": "battleground",
    /// "discarder": "opponent", "count": 3}}`.
    PlacementTrigger(placements::placement_triggers::PlacementTrigger),
}

pub(in crate::engine) fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A count that divides: a board-state file giving 0 is refused with its line and column.
pub(in crate::engine) fn at_least_one<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<u32, D::Error> {
    let n = u32::deserialize(d)?;
    if n == 0 {
        return Err(serde::de::Error::custom("must be at least 1"));
    }
    Ok(n)
}
