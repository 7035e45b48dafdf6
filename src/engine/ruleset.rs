//! Rulesets as data: the step list of the Battle Sequence with the citation of each step, the
//! default numbers (energy cost and damage, capture threshold, anger), the Physical Attack Table,
//! and which section states each rule.
//!
//! The engine never branches on a ruleset's name: it executes the [`StepKind`]s of
//! [`Ruleset::steps`] in order and reads every number and citation from here. CRD 3.0.0 is the
//! default and complete ruleset; the older Score errata is a second value that differs where that
//! document states a rule differently (its 14-step Combat Timing Sequence, its list of capturing
//! Allies, Final Physical Attacks without modifiers) and otherwise falls back to CRD 3.0.0.

use serde::Serialize;

use super::citations::{self as c, Citation};
use super::damage_types::Damage;
use super::pat::PatTableId;

/// One of the explicit states of the Battle Sequence. A ruleset step executes one or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// The attacker attacks, acts in place of an attack, or passes.
    Declare,
    /// The attacker pays costs and announces Empower.
    PayCosts,
    /// The attacker's secondary effects, one sentence at a time.
    AttackerSecondary,
    /// The defender announces the personality in control of Combat.
    ControlOfCombat,
    /// The defender defends (or takes it).
    Defend,
    /// The defender's secondary effects.
    DefenderSecondary,
    /// Defense Shields.
    DefenseShields,
    /// An attack not stopped is successful.
    Success,
    /// Base Damage.
    BaseDamage,
    /// Modifiers to the Base Damage.
    Modifiers,
    /// An Ally in control of Combat may capture instead of dealing life cards.
    AllyCapture,
    /// Power stages of damage are dealt.
    PowerStageDamage,
    /// Life cards of damage are dealt; Endurance.
    LifeCardDamage,
    /// 5 or more life cards of damage: the attacker may capture a Dragon Ball.
    LifeCardCapture,
    /// The defender's "If successful" effects.
    DefenderIfSuccessful,
    /// The attacker's "If successful" effects.
    AttackerIfSuccessful,
    /// The card used to attack is discarded, removed from the game, or stays.
    Dispose,
}

/// One numbered step of a ruleset's sequence.
#[derive(Debug, Clone, Serialize)]
pub struct StepSpec {
    /// The step number as the document numbers it.
    pub number: u32,
    /// The item of the document this step is.
    #[serde(serialize_with = "ser_citation")]
    pub cite: Citation,
    /// What the step does, in order.
    pub kinds: Vec<StepKind>,
}

fn ser_citation<S: serde::Serializer>(c: &Citation, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.id)
}

/// A rule concept the engine applies, cited through the ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Skipping an Attack Phase because of a card effect.
    SkippingAttackPhases,
    /// The Attack Phase loop and the end of Combat.
    AttackPhases,
    /// What the defender may do.
    Defending,
    /// Secondary effects.
    SecondaryEffects,
    /// Costs and the default energy cost.
    CardCosts,
    /// Floating effects.
    FloatingEffects,
    /// "If successful" effects.
    IfSuccessful,
    /// Final Physical Attacks.
    FinalPhysicalAttack,
    /// Dealing damage, and the two kinds of damage.
    DealingDamage,
    /// PAT.
    Pat,
    /// Modifiers are added even when the attack deals none of that kind.
    ModifiedDamage,
    /// Power stages past the 0 stage become life cards.
    StageConversion,
    /// One multiplier only.
    Multiplying,
    /// Prevention is not a modifier.
    DamagePrevention,
    /// Combat cards are discarded after use.
    PlayingCombatCards,
    /// Non-Combat cards are discarded after use.
    NonCombatCards,
    /// Drills stay and apply.
    DrillCards,
    /// A Mastery in play: "advantages that last throughout the game".
    MasteryCards,
    /// Anger advances a level.
    Anger,
    /// Redirecting power stages of damage.
    AlliesAndDamage,
    /// Allies taking over Combat.
    AlliesTakingOver,
    /// The PAT uses the personality in control of Combat.
    AllyPat,
    /// Life-card capture.
    LifeCardCapture,
    /// The Personality Capture Rule.
    PersonalityCapture,
    /// Where a discarded Dragon Ball goes.
    DiscardingDragonBalls,
    /// Dragon Balls flipped for damage are not damage.
    DragonBallDamage,
    /// Dragon Balls lost to effects count.
    DragonBallEffects,
    /// The Dragon Ball Loop.
    DragonBallLoop,
    /// Damage caps apply while dealing.
    DamageCaps,
    /// Removed from the game.
    RemoveFromGame,
    /// Stopping unstoppable attacks.
    StoppingUnstoppable,
    /// Do what you can.
    DoWhatYouCan,
    /// Z power stages.
    ZPowerStages,
    /// "A power rating is the numerical value of a power stage" (Personality Cards): a
    /// printed ladder read stage by stage.
    PowerRatings,
    /// Empower.
    Empower,
    /// Endurance requires Tokui-Waza and Mastery.
    Endurance,
    /// What Endurance does.
    EnduranceDoes,
    /// Endurance details (the card counts; capture prevention).
    EnduranceDetails,
    /// Focused.
    Focused,
    /// Survival Victory.
    SurvivalVictory,
    /// Dragon Ball Victory.
    DragonBallVictory,
    /// Most Powerful Personality Victory.
    MostPowerfulVictory,
    /// The Physical Attack Tables.
    PatTables,
    // ----- levels -----
    /// A Main Personality losing a level: 5 above 0 on the lower level, Drills discarded.
    LosingLevels,
    /// The Main Personality's level cards (the levels below the current one are not in play).
    MainPersonalityLevels,
    /// The Sensei Deck.
    SenseiDeck,
    // ----- in play: cards in play as targets -----
    /// Every level of an overlaid Ally is discarded; its owner orders them.
    OverlayingAllies,
    /// A card discarded or removed from play leaves play first.
    CardsLeavingPlay,
    /// A card leaving play reverts to its owner.
    Ownership,
    /// A requirement (not a cost) met when the card is played.
    Requirement,
    /// The two kinds of Non-Combat cards (Non-Drill and Drill).
    NonCombatKinds,
    /// "Use when needed" cards are used between the parts of the Battle Sequence, never during
    /// one.
    UseWhenNeeded,
    /// A copied card is an extra card with all of the copied card's text.
    CopyingCards,
    /// Battlegrounds and Locations.
    Battlegrounds,
    /// "you" / "opponent" means all of that player's personalities.
    Referencing,
    // ----- piles -----
    /// Searching a Life Deck: show the card, shuffle; a search may fail.
    Searching,
    /// Dragon Ball Immunity, and playing a Dragon Ball uses its effects.
    DragonBalls,
    /// A card put into play by an effect must be a legal card to play.
    PuttingIntoPlay,
    /// Allies enter at 3 above 0, no higher level than the Main Personality.
    PuttingAlliesIntoPlay,
    /// The card that prohibits an instruction overrides the other card.
    ConflictingEffects,
    /// A player's cards kept from being discarded cannot be discarded by his own effects either.
    DiscardingOwnCards,
    /// Styled Drills of one style, one copy each.
    StyledDrills,
    /// Freestyle Drills: any number of copies, always beside Styled Drills.
    FreestyleDrills,
    /// A card's style is the first word of its title.
    StyledCards,
    /// "May": the player chooses.
    MayRule,
    /// Shuffling a Life Deck.
    Shuffling,
    /// A Named Card: "A card having a personality's name in its card title" (Glossary).
    NamedCard,
    /// Random discards from a hand.
    RandomDiscards,
    // ----- triggers -----
    /// The Prepare Phase of the Combat Step ("When entering Combat").
    PreparePhase,
    /// The attacker's half of the Prepare Phase.
    AttackerPrepares,
    /// The defender's half of the Prepare Phase.
    DefenderPrepares,
    /// The defender draws 3 cards in the Prepare Phase.
    DefenderDraws,
    // lasting effects
    /// Keeping a player from performing a type of attack keeps him from using the card.
    PreventingAttacks,
    /// A card that does not allow using a type of card does not allow playing it either.
    StoppingUse,
    /// An effect on "your next attack" affects only the first use of a card.
    NextAttack,
    // ----- attached -----
    /// A card attached is placed under the card it attaches to and stays in play until that
    /// card leaves play or the card's own condition detaches it; then it is discarded.
    Attaching,
    /// A Non-Combat card is used before it attaches; cards that remove Non-Combat cards may
    /// remove attached ones.
    MoreOnAttaching,
    // ----- attacks gain -----
    /// Text a card gives other attacks is added to the end of their text box and resolved in
    /// order.
    GainingText,
    // ----- search top -----
    /// The rules text of a card overrides the rules.
    GoldenRule,
    // ----- personality powers -----
    /// Personality Powers (once per turn, in control of Combat) and Constant Combat Powers
    /// (constantly active).
    PersonalityPowers,
    // ----- the turn -----
    /// The Non-Combat Step: Allies, Non-Combats, Locations, Battlegrounds and Dragon Balls are
    /// played from the hand then, by the attacker for the turn.
    NonCombatStep,
    // ----- timing -----
    /// Effects of both players at the same time: the attacker for the turn uses his first.
    TimingConflicts,
}

/// The CRD 3.0.0 section of each rule concept.
const CRD_RULES: &[(Rule, Citation)] = &[
    (Rule::AttackPhases, c::CRD_ATTACK_PHASES),
    (Rule::SkippingAttackPhases, c::CRD_SKIPPING_ATTACK_PHASES),
    (Rule::Defending, c::CRD_DEFENDING),
    (Rule::SecondaryEffects, c::CRD_SECONDARY_EFFECTS),
    (Rule::CardCosts, c::CRD_CARD_COSTS),
    (Rule::FloatingEffects, c::CRD_FLOATING_EFFECTS),
    (Rule::IfSuccessful, c::CRD_IF_SUCCESSFUL),
    (Rule::FinalPhysicalAttack, c::CRD_FINAL_PHYSICAL_ATTACKS),
    (Rule::DealingDamage, c::CRD_DEALING_DAMAGE),
    (Rule::Pat, c::CRD_PAT),
    (Rule::ModifiedDamage, c::CRD_MODIFIED_DAMAGE),
    (Rule::StageConversion, c::CRD_MODIFIED_DAMAGE),
    (Rule::Multiplying, c::CRD_MULTIPLYING),
    (Rule::DamagePrevention, c::CRD_DAMAGE_PREVENTION),
    (Rule::PlayingCombatCards, c::CRD_PLAYING_COMBAT_CARDS),
    (Rule::NonCombatCards, c::CRD_NON_COMBAT_NON_DRILL),
    (Rule::DrillCards, c::CRD_DRILL_CARDS),
    (Rule::MasteryCards, c::CRD_MASTERY_CARDS),
    (Rule::Anger, c::CRD_ANGER),
    (Rule::AlliesAndDamage, c::CRD_ALLIES_AND_DAMAGE),
    (Rule::AlliesTakingOver, c::CRD_ALLIES_TAKING_OVER),
    (Rule::AllyPat, c::CRD_ALLIES_TAKING_OVER),
    (Rule::LifeCardCapture, c::CRD_CAPTURING),
    (Rule::PersonalityCapture, c::CRD_CAPTURING),
    (Rule::DiscardingDragonBalls, c::CRD_DISCARDING_DB),
    (Rule::DragonBallDamage, c::CRD_DB_DAMAGE),
    (Rule::DragonBallEffects, c::CRD_DB_EFFECTS),
    (Rule::DragonBallLoop, c::CRD_DB_EFFECTS),
    (Rule::DamageCaps, c::CRD_DAMAGE_CAPS),
    (Rule::RemoveFromGame, c::CRD_REMOVE_FROM_GAME),
    (Rule::StoppingUnstoppable, c::CRD_STOPPING_UNSTOPPABLE),
    (Rule::DoWhatYouCan, c::CRD_DO_WHAT_YOU_CAN),
    (Rule::ZPowerStages, c::CRD_Z_POWER_STAGES),
    (Rule::PowerRatings, c::CRD_PERSONALITY_CARDS),
    (Rule::Empower, c::CRD_EMPOWER),
    (Rule::Endurance, c::CRD_ENDURANCE),
    (Rule::EnduranceDoes, c::CRD_ENDURANCE_DOES),
    (Rule::EnduranceDetails, c::CRD_ENDURANCE_DETAILS),
    (Rule::Focused, c::CRD_FOCUSED),
    (Rule::SurvivalVictory, c::CRD_SURVIVAL_VICTORY),
    (Rule::DragonBallVictory, c::CRD_DB_VICTORY),
    (Rule::MostPowerfulVictory, c::CRD_MPP_VICTORY),
    (Rule::PatTables, c::CRD_PAT_TABLES),
    // In play: cards in play as targets.
    // levels
    (Rule::LosingLevels, c::CRD_TAKING_DOWN_A_NOTCH),
    (Rule::MainPersonalityLevels, c::CRD_MAIN_PERSONALITIES),
    (Rule::SenseiDeck, c::CRD_SENSEI_CARDS),
    (Rule::OverlayingAllies, c::CRD_OVERLAYING_ALLIES),
    (Rule::CardsLeavingPlay, c::CRD_CARDS_LEAVING_PLAY),
    (Rule::Ownership, c::CRD_OWNERSHIP),
    (Rule::Requirement, c::CRD_REQUIREMENT),
    (Rule::NonCombatKinds, c::CRD_NON_COMBAT_CARDS),
    (Rule::UseWhenNeeded, c::CRD_USE_WHEN_NEEDED),
    (Rule::CopyingCards, c::CRD_COPYING_CARDS),
    (Rule::Battlegrounds, c::CRD_BATTLEGROUNDS),
    (Rule::Referencing, c::CRD_REFERENCING),
    (Rule::Searching, c::CRD_SEARCHING),
    (Rule::DragonBalls, c::CRD_DRAGON_BALLS),
    (Rule::PuttingIntoPlay, c::CRD_PUTTING_INTO_PLAY),
    (Rule::PuttingAlliesIntoPlay, c::CRD_PUTTING_ALLIES),
    (Rule::ConflictingEffects, c::CRD_CONFLICTING_EFFECTS),
    (Rule::DiscardingOwnCards, c::CRD_DISCARDING_OWN_CARDS),
    (Rule::StyledDrills, c::CRD_STYLED_DRILLS),
    (Rule::FreestyleDrills, c::CRD_FREESTYLE_DRILLS),
    (Rule::StyledCards, c::CRD_STYLED_CARDS),
    (Rule::MayRule, c::CRD_MAY_RULE),
    (Rule::Shuffling, c::CRD_SHUFFLING),
    (Rule::RandomDiscards, c::CRD_RANDOM_DISCARDS),
    // triggers
    (Rule::PreparePhase, c::CRD_PREPARE_PHASE),
    (Rule::AttackerPrepares, c::CRD_ATTACKER_PREPARES),
    (Rule::DefenderPrepares, c::CRD_DEFENDER_PREPARES),
    (Rule::DefenderDraws, c::CRD_DEFENDER_DRAWS),
    // lasting effects
    (Rule::PreventingAttacks, c::CRD_PREVENTING_ATTACKS),
    (Rule::StoppingUse, c::CRD_STOPPING_USE),
    (Rule::NextAttack, c::CRD_NEXT_ATTACK),
    // attached
    (Rule::Attaching, c::CRD_ATTACHING_CARDS),
    (Rule::MoreOnAttaching, c::CRD_MORE_ON_ATTACHING),
    // attacks gain
    (Rule::GainingText, c::CRD_GAINING_TEXT),
    // search top
    (Rule::GoldenRule, c::CRD_GOLDEN_RULE),
    // personality powers
    (Rule::PersonalityPowers, c::CRD_PERSONALITY_POWERS),
    (Rule::NamedCard, c::CRD_NAMED_CARD),
    // the turn
    (Rule::NonCombatStep, c::CRD_TURN_2),
    (Rule::TimingConflicts, c::CRD_TIMING_CONFLICTS),
];

/// One step of the Sequence of Play for One Complete Turn, with the section that states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TurnStep {
    /// The step's number in the sequence.
    pub number: u32,
    /// Its name as the CRD writes it.
    pub name: &'static str,
    /// The section that states it.
    #[serde(skip)]
    pub cite: Citation,
}

/// CRD 3.0.0 "The Sequence of Play for One Complete Turn": the seven steps of the attacker's
/// turn, in order (the Combat Step is the Battle Sequence of [`Ruleset::steps`]).
pub const CRD_TURN: &[TurnStep] = &[
    TurnStep {
        number: 1,
        name: "Draw Step",
        cite: c::CRD_TURN_1,
    },
    TurnStep {
        number: 2,
        name: "Non-Combat Step",
        cite: c::CRD_TURN_2,
    },
    TurnStep {
        number: 3,
        name: "Power-Up Step",
        cite: c::CRD_TURN_3,
    },
    TurnStep {
        number: 4,
        name: "Declare Step",
        cite: c::CRD_TURN_4,
    },
    TurnStep {
        number: 5,
        name: "Combat Step",
        cite: c::CRD_TURN_5,
    },
    TurnStep {
        number: 6,
        name: "Discard Step",
        cite: c::CRD_TURN_6,
    },
    TurnStep {
        number: 7,
        name: "Rejuvenation Step",
        cite: c::CRD_TURN_7,
    },
];

/// The numbers of the Sequence of Play, each as the CRD 3.0.0 step that states it words it
/// (the driver is `engine::turn`).
#[derive(Debug, Clone, Serialize)]
pub struct TurnRules {
    /// The steps of the attacker's turn, in order.
    pub steps: &'static [TurnStep],
    /// "Draw Step: If you are the Attacker, draw 3 cards from the top of your Life Deck".
    pub draw: u32,
    /// "The Defender's Half of the Prepare Phase": "Draw 3 cards from the top of his Life Deck"
    /// (the "Defender Draws 3 Cards" phase card texts name).
    pub defender_draw: u32,
    /// "If you play any Allies in this step, you set them at 3 power stages above the 0 power
    /// stage".
    pub ally_entry_stage: u32,
    /// "All of your Allies also power up in this step, but only by 1 power stage".
    pub ally_power_up: u32,
    /// "If you declared a Tokui-Waza, your MP's PUR increases by +1".
    pub tokui_waza_pur_bonus: u32,
    /// "you may have no more than 1 card in your hand at the end of this step" (Discard Step).
    pub hand_after_discard: u32,
    /// Where the ruleset's own document is silent on the turn and CRD 3.0.0's steps stand in:
    /// said to the judge once per turn.
    #[serde(skip)]
    pub silent: Option<&'static str>,
}

/// CRD 3.0.0's numbers for the turn.
pub const CRD_TURN_RULES: TurnRules = TurnRules {
    steps: CRD_TURN,
    draw: 3,
    defender_draw: 3,
    ally_entry_stage: 3,
    ally_power_up: 1,
    tokui_waza_pur_bonus: 1,
    hand_after_discard: 1,
    silent: None,
};

/// The kinds of card the attacker plays from the hand only in the Non-Combat Step (CRD 3.0.0
/// "Non-Combat Step": "Allies, Non-Combats, Locations, Battlegrounds and Dragon Balls"), by the
/// type a card carries; never played in an Attack Phase unless the card's own text says so.
pub const NON_COMBAT_STEP_TYPES: &[&str] =
    &["Personality", "Battleground", "Location", "Dragon Ball"];

/// Where the older Score errata states a rule itself.
const SCORE_ERRATA_RULES: &[(Rule, Citation)] = &[
    (Rule::AttackPhases, c::SE_COMBAT_END),
    (Rule::CardCosts, c::SE_ENERGY_ATTACKS),
    (Rule::ModifiedDamage, c::SE_DRILL_MODIFIERS),
    (Rule::StageConversion, c::SE_PHYSICAL_CONVERSION),
    (Rule::FinalPhysicalAttack, c::SE_FINAL_PHYSICAL),
    (Rule::LifeCardCapture, c::SE_LIFE_CARD_CAPTURE),
    (Rule::PersonalityCapture, c::SE_ALLY_CAPTURE),
    (Rule::DragonBallDamage, c::SE_DB_DAMAGE),
    (Rule::DragonBallLoop, c::SE_DB_LOOP),
    (Rule::DiscardingDragonBalls, c::SE_DB_DUPLICATE),
    (Rule::Anger, c::SE_ANGER),
    (Rule::AlliesAndDamage, c::SE_ALLY_DAMAGE),
    (Rule::AlliesTakingOver, c::SE_ALLY_CONTROL),
    (Rule::AllyPat, c::SE_ALLY_PAT),
];

/// A ruleset: everything that differs between rules documents, as data.
#[derive(Debug, Clone, Serialize)]
pub struct Ruleset {
    /// The ruleset id, which is also the id of the document it follows (`crd-3.0.0`).
    pub id: &'static str,
    /// A title for display.
    pub title: &'static str,
    /// The game whose cards the ruleset plays: card names resolve within it.
    pub game: crate::corpus::Game,
    /// The sequence, step by step.
    pub steps: Vec<StepSpec>,
    /// Power stages an energy attack costs when its card states no cost.
    pub energy_default_cost: u32,
    /// Damage of an energy attack whose card states none.
    pub energy_default_damage: Damage,
    /// The Physical Attack Table used for PAT.
    pub pat_table: PatTableId,
    /// PAT when a Z power rating is compared.
    pub z_pat_result: u32,
    /// Life cards of damage that let the attacker capture a Dragon Ball.
    pub capture_threshold: u32,
    /// Anger at which the Main Personality advances a level.
    pub anger_to_advance: u32,
    /// Allies that may capture a Dragon Ball instead of dealing life cards of damage.
    pub capturing_allies: Vec<&'static str>,
    /// Whether modifiers apply to a Final Physical Attack.
    pub final_physical_attack_modifiers: bool,
    /// Stage the Main Personality of each player holds at the start of a game.
    pub start_stage: u32,
    /// The Sequence of Play for One Complete Turn: its steps and numbers.
    pub turn: TurnRules,
    #[serde(skip)]
    rules: Vec<(Rule, Citation)>,
}

fn step(number: u32, cite: Citation, kinds: &[StepKind]) -> StepSpec {
    StepSpec {
        number,
        cite,
        kinds: kinds.to_vec(),
    }
}

/// What builds a ruleset.
type MakeRuleset = fn() -> Ruleset;

/// Every ruleset Scouter knows by its id, with what builds it, the default first (a test checks
/// each id is the one its ruleset carries).
const RULESETS: [(&str, MakeRuleset); 2] = [
    ("crd-3.0.0", Ruleset::crd_3_0_0),
    ("score-errata", Ruleset::score_errata),
];

impl Ruleset {
    /// True when a ruling id is in this ruleset's own document (`crd-3.0.0/...` for CRD
    /// 3.0.0): the rulings a battle under this ruleset cites.
    pub fn is_own_ruling(&self, ruling: &str) -> bool {
        ruling
            .strip_prefix(self.id)
            .is_some_and(|rest| rest.starts_with('/'))
    }

    /// A card's rulings in this ruleset's own document, in the card's order.
    pub fn own_rulings<'a>(
        &'a self,
        def: &'a super::state::CardDef,
    ) -> impl Iterator<Item = &'a str> + 'a {
        def.rulings
            .iter()
            .map(String::as_str)
            .filter(|r| self.is_own_ruling(r))
    }

    /// CRD 3.0.0 (12/30/2025): the 16-step Battle Sequence. The default ruleset.
    pub fn crd_3_0_0() -> Ruleset {
        use StepKind::*;
        Ruleset {
            id: "crd-3.0.0",
            game: crate::corpus::Game::ScoreDbzCcg,
            title: "DBZ League CRD ver. 3.0.0",
            steps: vec![
                step(1, c::CRD_BS_1, &[Declare]),
                step(2, c::CRD_BS_2, &[PayCosts]),
                step(3, c::CRD_BS_3, &[AttackerSecondary]),
                step(4, c::CRD_BS_4, &[ControlOfCombat]),
                step(5, c::CRD_BS_5, &[Defend]),
                step(6, c::CRD_BS_6, &[DefenderSecondary]),
                step(7, c::CRD_BS_7, &[DefenseShields]),
                step(8, c::CRD_BS_8, &[Success]),
                step(9, c::CRD_BS_9, &[BaseDamage]),
                step(10, c::CRD_BS_10, &[Modifiers]),
                step(11, c::CRD_BS_11, &[AllyCapture]),
                step(12, c::CRD_BS_12, &[PowerStageDamage]),
                step(13, c::CRD_BS_13, &[LifeCardDamage]),
                step(14, c::CRD_BS_14, &[LifeCardCapture]),
                step(15, c::CRD_BS_15, &[AttackerIfSuccessful]),
                step(16, c::CRD_BS_16, &[Dispose]),
            ],
            energy_default_cost: 2,
            energy_default_damage: Damage::life_cards(4),
            pat_table: PatTableId::FusionSaga,
            z_pat_result: 2,
            capture_threshold: 5,
            anger_to_advance: 5,
            capturing_allies: vec![
                "Bulma",
                "Chi-Chi",
                "Frieza",
                "Garlic Jr.",
                "Guldo",
                "Krillin",
                "Master Roshi",
                "Saibaimen",
                "Videl",
                "Tien",
                "Yamcha",
            ],
            // CRD 3.0.0 states no exception for Final Physical Attacks: it is "a physical attack
            // doing PAT power stages of damage", and step 10 adds modifiers to attacks.
            final_physical_attack_modifiers: true,
            start_stage: 5,
            turn: CRD_TURN_RULES,
            rules: CRD_RULES.to_vec(),
        }
    }

    /// The older Score errata: its 14-step Combat Timing Sequence and the rules it states
    /// differently; CRD 3.0.0 for everything it does not state.
    pub fn score_errata() -> Ruleset {
        use StepKind::*;
        let mut rules = CRD_RULES.to_vec();
        for (rule, cite) in SCORE_ERRATA_RULES {
            if let Some(slot) = rules.iter_mut().find(|(r, _)| r == rule) {
                slot.1 = *cite;
            }
        }
        Ruleset {
            id: "score-errata",
            game: crate::corpus::Game::ScoreDbzCcg,
            title: "Official Score errata and rulings",
            steps: vec![
                step(1, c::SE_CTS_1, &[Declare]),
                step(2, c::SE_CTS_2, &[PayCosts]),
                step(3, c::SE_CTS_3, &[AttackerSecondary]),
                step(4, c::SE_CTS_4, &[ControlOfCombat, Defend]),
                step(5, c::SE_CTS_5, &[DefenderSecondary]),
                step(6, c::SE_CTS_6, &[DefenseShields]),
                step(7, c::SE_CTS_7, &[Success]),
                step(8, c::SE_CTS_8, &[BaseDamage]),
                step(9, c::SE_CTS_9, &[Modifiers]),
                step(10, c::SE_CTS_10, &[PowerStageDamage]),
                step(
                    11,
                    c::SE_CTS_11,
                    &[AllyCapture, LifeCardDamage, LifeCardCapture],
                ),
                step(12, c::SE_CTS_12, &[DefenderIfSuccessful]),
                step(13, c::SE_CTS_13, &[AttackerIfSuccessful]),
                step(14, c::SE_CTS_14, &[Dispose]),
            ],
            // score-errata/capturing-dragon-balls/2 names these six Allies.
            capturing_allies: vec!["Bulma", "Krillin", "Saibaimen", "Chi-Chi", "Tien", "Yamcha"],
            // "This acts like a normal physical attack, but does not have any modifiers".
            final_physical_attack_modifiers: false,
            // The errata states no Sequence of Play of its own (only that Allies and Dragon
            // Balls are placed in the Non-Combat Step): CRD 3.0.0's turn stands in.
            turn: TurnRules {
                silent: Some("the Score errata states no Sequence of Play of its own (only that Allies and Dragon Balls are placed in the Non-Combat Step, score-errata/allies/4, score-errata/dragon-balls/3): CRD 3.0.0's turn steps and numbers are used"),
                ..CRD_TURN_RULES
            },
            rules,
            // Costs, default damage, tables, thresholds: the CRD's, which the errata does not
            // state differently.
            ..Ruleset::crd_3_0_0()
        }
    }

    /// Every ruleset Scouter knows, the default first.
    pub fn all() -> Vec<Ruleset> {
        RULESETS.iter().map(|(_, make)| make()).collect()
    }

    /// The ruleset with this id (only that one is built).
    pub fn by_id(id: &str) -> Option<Ruleset> {
        RULESETS
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, make)| make())
    }

    /// The ruleset with this id, built once per process and shared from then on (a board's
    /// load takes a reference count, not a new table; [`Ruleset::by_id`] builds a new one).
    pub fn shared_by_id(id: &str) -> Option<std::sync::Arc<Ruleset>> {
        static BUILT: std::sync::OnceLock<Vec<(&str, std::sync::Arc<Ruleset>)>> =
            std::sync::OnceLock::new();
        BUILT
            .get_or_init(|| {
                RULESETS
                    .iter()
                    .map(|(known, make)| (*known, std::sync::Arc::new(make())))
                    .collect()
            })
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, r)| std::sync::Arc::clone(r))
    }

    /// The section that states a rule under this ruleset.
    pub fn cite(&self, rule: Rule) -> Citation {
        self.rules
            .iter()
            .find(|(r, _)| *r == rule)
            .map(|(_, c)| *c)
            .or_else(|| CRD_RULES.iter().find(|(r, _)| *r == rule).map(|(_, c)| *c))
            .unwrap_or(c::CRD_DEALING_DAMAGE)
    }

    /// The step whose kinds include `kind`, if this ruleset has one.
    pub fn step_of(&self, kind: StepKind) -> Option<&StepSpec> {
        self.steps.iter().find(|s| s.kinds.contains(&kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_ruleset_is_found_by_its_own_id() {
        for (id, make) in RULESETS {
            assert_eq!(make().id, id);
            assert_eq!(Ruleset::by_id(id).map(|r| r.id), Some(id));
        }
        assert!(Ruleset::by_id("crd-9.9.9").is_none());
        // The shared ones are the same tables, built once.
        for id in ["crd-3.0.0", "score-errata"] {
            let shared = Ruleset::shared_by_id(id).expect("known");
            assert_eq!(
                format!("{:?}", *shared),
                format!("{:?}", Ruleset::by_id(id).expect("known"))
            );
            assert!(std::sync::Arc::ptr_eq(
                &shared,
                &Ruleset::shared_by_id(id).expect("known")
            ));
        }
        assert!(Ruleset::shared_by_id("crd-9.9.9").is_none());
    }

    #[test]
    fn crd_has_sixteen_steps_and_score_fourteen() {
        assert_eq!(Ruleset::crd_3_0_0().steps.len(), 16);
        assert_eq!(Ruleset::score_errata().steps.len(), 14);
        for r in Ruleset::all() {
            for (i, s) in r.steps.iter().enumerate() {
                assert_eq!(s.number as usize, i + 1);
                assert!(s.cite.id.ends_with(&format!("/{}", s.number)));
            }
        }
    }

    #[test]
    fn every_rule_has_a_crd_citation() {
        let r = Ruleset::crd_3_0_0();
        for (rule, _) in CRD_RULES {
            assert!(r.cite(*rule).id.starts_with("crd-3.0.0/"));
        }
        assert_eq!(
            Ruleset::score_errata().cite(Rule::ModifiedDamage).id,
            "score-errata/drill-cards/8"
        );
    }
}
