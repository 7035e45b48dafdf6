//! Every corpus section id the engine can cite, in one table.
//!
//! The engine never writes a section id anywhere else: rulesets and the Battle Sequence refer to
//! the constants here, and the test `every_citation_resolves` loads the corpus and checks that
//! each id of [`ALL`] names a real section. The `title` of each entry is a fallback for rendering
//! when no corpus is at hand; the corpus title wins when it is.

/// One citable corpus section: its id and a short title for rendering without a corpus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Citation {
    /// The section id (`crd-3.0.0/battle-sequence/9`).
    pub id: &'static str,
    /// A short title, used only when the corpus is not loaded.
    pub title: &'static str,
}

macro_rules! citations {
    ($($name:ident = $id:literal, $title:literal;)*) => {
        $(
            #[doc = concat!("`", $id, "`: ", $title, ".")]
            pub const $name: Citation = Citation { id: $id, title: $title };
        )*
        /// Every citation the engine can emit.
        pub const ALL: &[Citation] = &[$($name),*];
    };
}

citations! {
    // CRD 3.0.0: the Battle Sequence, one item per step.
    CRD_BS_1 = "crd-3.0.0/battle-sequence/1", "Battle Sequence 1: the attacker acts or passes";
    CRD_BS_2 = "crd-3.0.0/battle-sequence/2", "Battle Sequence 2: pay costs, announce Empower";
    CRD_BS_3 = "crd-3.0.0/battle-sequence/3", "Battle Sequence 3: attacker's secondary effects";
    CRD_BS_4 = "crd-3.0.0/battle-sequence/4", "Battle Sequence 4: control of Combat";
    CRD_BS_5 = "crd-3.0.0/battle-sequence/5", "Battle Sequence 5: the defender defends";
    CRD_BS_6 = "crd-3.0.0/battle-sequence/6", "Battle Sequence 6: defender's secondary effects";
    CRD_BS_7 = "crd-3.0.0/battle-sequence/7", "Battle Sequence 7: Defense Shields";
    CRD_BS_8 = "crd-3.0.0/battle-sequence/8", "Battle Sequence 8: the attack is successful";
    CRD_BS_9 = "crd-3.0.0/battle-sequence/9", "Battle Sequence 9: Base Damage";
    CRD_BS_10 = "crd-3.0.0/battle-sequence/10", "Battle Sequence 10: modifiers";
    CRD_BS_11 = "crd-3.0.0/battle-sequence/11", "Battle Sequence 11: Ally capture";
    CRD_BS_12 = "crd-3.0.0/battle-sequence/12", "Battle Sequence 12: power stages of damage";
    CRD_BS_13 = "crd-3.0.0/battle-sequence/13", "Battle Sequence 13: life cards of damage, Endurance";
    CRD_BS_14 = "crd-3.0.0/battle-sequence/14", "Battle Sequence 14: Dragon Ball capture";
    CRD_BS_15 = "crd-3.0.0/battle-sequence/15", "Battle Sequence 15: \"If successful\" effects";
    CRD_BS_16 = "crd-3.0.0/battle-sequence/16", "Battle Sequence 16: the card is discarded";
    // CRD 3.0.0: the rules the steps apply.
    CRD_ATTACK_PHASES = "crd-3.0.0/phase-2-the-attack-phases", "Phase 2: The Attack Phases";
    CRD_SKIPPING_ATTACK_PHASES = "crd-3.0.0/skipping-attack-phases", "Skipping Attack Phases";
    CRD_DEFENDING = "crd-3.0.0/defending-the-second-part-of-an-attack-phase", "Defending: The Second Part of an Attack Phase";
    CRD_SECONDARY_EFFECTS = "crd-3.0.0/secondary-effects", "Secondary Effects";
    CRD_CARD_COSTS = "crd-3.0.0/card-costs", "Card Costs";
    CRD_FLOATING_EFFECTS = "crd-3.0.0/floating-effects", "Floating Effects";
    CRD_IF_SUCCESSFUL = "crd-3.0.0/if-successful-effects", "\"If Successful\" Effects";
    CRD_FINAL_PHYSICAL_ATTACKS = "crd-3.0.0/final-physical-attacks", "Final Physical Attacks";
    CRD_DEALING_DAMAGE = "crd-3.0.0/dealing-damage", "Dealing Damage";
    CRD_PAT = "crd-3.0.0/what-does-pat-mean", "What Does \"PAT\" mean?";
    CRD_MODIFIED_DAMAGE = "crd-3.0.0/modified-damage", "Modified Damage";
    CRD_MULTIPLYING = "crd-3.0.0/multiplying-base-damage-from-multiple-cards", "Multiplying Base Damage from Multiple Cards";
    CRD_DAMAGE_PREVENTION = "crd-3.0.0/a-note-about-damage-prevention", "A Note about Damage Prevention";
    CRD_PLAYING_COMBAT_CARDS = "crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card", "How do you play a Energy Combat, Physical Combat or Combat card?";
    CRD_NON_COMBAT_NON_DRILL = "crd-3.0.0/non-combat-non-drill-cards", "Non-Combat / Non-Drill Cards";
    CRD_DRILL_CARDS = "crd-3.0.0/drill-cards", "Drill Cards";
    CRD_MASTERY_CARDS = "crd-3.0.0/mastery-cards", "Mastery Cards";
    CRD_FIRST_MP = "crd-3.0.0/first-you-need-a-main-personality", "First you need a Main Personality";
    CRD_ANGER = "crd-3.0.0/anger", "Anger";
    CRD_ALLIES_AND_DAMAGE = "crd-3.0.0/allies-and-damage", "Allies and Damage";
    CRD_ALLIES_TAKING_OVER = "crd-3.0.0/allies-taking-over-combat", "Allies Taking Over Combat";
    CRD_CAPTURING = "crd-3.0.0/capturing-dragon-balls", "Capturing Dragon Balls";
    CRD_DISCARDING_DB = "crd-3.0.0/discarding-dragon-balls", "Discarding Dragon Balls";
    CRD_DB_DAMAGE = "crd-3.0.0/discarding-dragon-balls-when-taking-life-cards-of-damage", "Discarding Dragon Balls when Taking Life Cards of Damage";
    CRD_DB_EFFECTS = "crd-3.0.0/discarding-dragon-balls-when-losing-life-cards-for-effects", "Discarding Dragon balls When Losing Life Cards for Effects";
    CRD_DAMAGE_CAPS = "crd-3.0.0/damage-caps", "Damage Caps";
    CRD_REMOVE_FROM_GAME = "crd-3.0.0/remove-from-the-game", "Remove from the Game";
    CRD_STOPPING_UNSTOPPABLE = "crd-3.0.0/stopping-unstoppable-attacks", "Stopping Unstoppable Attacks";
    CRD_DO_WHAT_YOU_CAN = "crd-3.0.0/do-what-you-can-rule", "Do-What-You-Can Rule";
    CRD_Z_POWER_STAGES = "crd-3.0.0/z-power-stages", "\"Z Power Stages\"";
    CRD_EMPOWER = "crd-3.0.0/what-does-empower-do", "What does Empower do?";
    CRD_ENDURANCE = "crd-3.0.0/what-is-endurance", "What is Endurance?";
    CRD_ENDURANCE_DOES = "crd-3.0.0/what-does-endurance-do", "What does Endurance do?";
    CRD_ENDURANCE_DETAILS = "crd-3.0.0/more-details-about-endurance", "More details about Endurance";
    CRD_FOCUSED = "crd-3.0.0/what-does-focused-do", "What does Focused do?";
    CRD_SURVIVAL_VICTORY = "crd-3.0.0/survival-victory", "Survival Victory";
    CRD_DB_VICTORY = "crd-3.0.0/dragon-ball-victory", "Dragon Ball Victory";
    CRD_MPP_VICTORY = "crd-3.0.0/most-powerful-personality-victory", "Most Powerful Personality Victory";
    CRD_PAT_TABLES = "crd-3.0.0/physical-attack-tables", "Physical Attack Tables";
    // CRD 3.0.0: cards in play as the targets of effects.
    CRD_OVERLAYING_ALLIES = "crd-3.0.0/overlaying-allies", "Overlaying Allies";
    CRD_CARDS_LEAVING_PLAY = "crd-3.0.0/cards-leaving-play", "Cards Leaving Play";
    CRD_OWNERSHIP = "crd-3.0.0/ownership", "Ownership";
    CRD_REQUIREMENT = "crd-3.0.0/what-is-a-requirement", "What is a Requirement?";
    CRD_NON_COMBAT_CARDS = "crd-3.0.0/non-combat-cards", "Non-Combat Cards";
    CRD_USE_WHEN_NEEDED = "crd-3.0.0/use-when-needed-effects", "Use When Needed Effects";
    CRD_COPYING_CARDS = "crd-3.0.0/copying-cards", "Copying Cards";
    CRD_ONLY_NON_COMBAT = "crd-3.0.0/only-cards/non-combat-cards", "“_____ only” Cards: Non-Combat cards";
    CRD_BATTLEGROUNDS = "crd-3.0.0/battleground-and-location-cards", "Battleground and Location Cards";
    CRD_REFERENCING = "crd-3.0.0/referencing", "Referencing";
    // CRD 3.0.0: searches and moves between a player's piles (piles).
    CRD_SEARCHING = "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule", "Searching for Cards a.k.a \"Cherry Picking Rule\"";
    CRD_DRAGON_BALLS = "crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls", "Dragon Balls (Dragon Ball Immunity; playing a Dragon Ball)";
    CRD_DECK_DRAGON_BALLS = "crd-3.0.0/dragon-balls", "Dragon Balls (Deck Building)";
    CRD_PUTTING_INTO_PLAY = "crd-3.0.0/putting-cards-into-play-with-card-effects", "Putting Cards into play with card effects";
    CRD_PUTTING_ALLIES = "crd-3.0.0/putting-allies-into-play", "Putting Allies into Play";
    CRD_CONFLICTING_EFFECTS = "crd-3.0.0/conflicting-card-effects", "Conflicting Card Effects";
    CRD_DISCARDING_OWN_CARDS = "crd-3.0.0/discarding-your-own-cards-for-effects", "Discarding your own cards for effects";
    CRD_STYLED_DRILLS = "crd-3.0.0/styled-drills", "Styled Drills";
    CRD_FREESTYLE_DRILLS = "crd-3.0.0/freestyle-drills", "Freestyle Drills";
    CRD_STYLED_CARDS = "crd-3.0.0/styled-cards", "Styled Cards";
    CRD_MAY_RULE = "crd-3.0.0/may-rule", "\"May\" Rule";
    CRD_SHUFFLING = "crd-3.0.0/glossary/shuffling-your-life-deck", "Shuffling Your Life Deck";
    CRD_NAMED_CARD = "crd-3.0.0/glossary/named-card", "Named Card";
    CRD_GLOSSARY_DISCARD = "crd-3.0.0/glossary/discard", "Discard (to the Discard Pile)";
    CRD_GLOSSARY_REMOVE_FROM_GAME = "crd-3.0.0/glossary/remove-from-game", "Remove From Game";
    CRD_GLOSSARY_COMBAT_CARD = "crd-3.0.0/glossary/combat-card", "Combat Card (not Physical Combat or Energy Combat cards)";
    CRD_GLOSSARY_PHYSICAL_COMBAT_CARD = "crd-3.0.0/glossary/physical-combat-card", "Physical Combat Card (\"A Combat card that ...\")";
    CRD_EFFECTS_FINISHED = "crd-3.0.0/glossary/effects", "Effects (always finished before the opponent does anything else)";
    CRD_RANDOM_DISCARDS = "crd-3.0.0/randomized-discards-of-face-up-hands", "Randomized Discards of Face-Up Hands";
    // CRD 3.0.0: entering Combat (triggers).
    CRD_PREPARE_PHASE = "crd-3.0.0/phase-1-the-prepare-phase", "Phase 1: The Prepare Phase";
    CRD_ATTACKER_PREPARES = "crd-3.0.0/the-attackers-half-of-the-prepare-phase", "The Attacker's Half of the Prepare Phase";
    CRD_DEFENDER_PREPARES = "crd-3.0.0/the-defenders-half-of-the-prepare-phase", "The Defender's Half of the Prepare Phase";
    CRD_DEFENDER_DRAWS = "crd-3.0.0/the-defenders-half-of-the-prepare-phase/2", "The Defender's Half of the Prepare Phase 2: draw 3 cards";
    // lasting effects
    CRD_PREVENTING_ATTACKS = "crd-3.0.0/performing-attacks-and-preventing-their-use", "Performing Attacks and preventing their use";
    CRD_STOPPING_USE = "crd-3.0.0/stopping-a-player-from-using-cards", "Stopping a player from using cards";
    CRD_NEXT_ATTACK = "crd-3.0.0/card-effects-that-affect-other-cards-and-multiple-use-cards", "Card effects that affect other cards and multiple use cards";
    // attached
    CRD_ATTACHING_CARDS = "crd-3.0.0/attaching-cards", "Attaching Cards";
    CRD_MORE_ON_ATTACHING = "crd-3.0.0/more-notes-on-attaching", "More Notes on Attaching";
    // attacks gain
    CRD_GAINING_TEXT = "crd-3.0.0/gaining-text", "Gaining Text";
    // Drill limits: the CRD 3.0.0 rulings its refusals and notes quote.
    CRD_RULING_CAUGHT_OFF_GUARD_DRILL = "crd-3.0.0/specific-card-clarifications-errata-rulings/caught-off-guard-drill", "Caught Off Guard Drill";
    CRD_RULING_NAPPAS_ENERGY_AURA = "crd-3.0.0/specific-card-clarifications-errata-rulings/nappas-energy-aura", "Nappa's Energy Aura";
    CRD_RULING_ALLYS_SACRIFICE = "crd-3.0.0/specific-card-clarifications-errata-rulings/allys-sacrifice", "Ally's Sacrifice";
    CRD_RULING_BLUE_HOLDING_DRILL = "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-holding-drill", "Blue Holding Drill";
    // search top
    CRD_GOLDEN_RULE = "crd-3.0.0/the-golden-rule", "The Golden Rule";
    // CRD 3.0.0: personality levels, Dragon Balls and the Sensei Deck (levels).
    CRD_TAKING_DOWN_A_NOTCH = "crd-3.0.0/taking-them-down-a-notch", "Taking Them Down A Notch";
    CRD_MAIN_PERSONALITIES = "crd-3.0.0/main-personalities", "Main Personalities";
    // CRD 3.0.0: the Sequence of Play for One Complete Turn, one item per step.
    CRD_TURN = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn", "The Sequence of Play for One Complete Turn: the turn ends when it is completed";
    CRD_TURNING_OFF_POWERS = "crd-3.0.0/turning-off-personality-powers", "Turning off Personality Powers";
    CRD_POWER_KINDS_BY_SET = "crd-3.0.0/personality-powers-powers-and-constant-combat-powers", "Personality Powers, Powers, and Constant Combat Powers: which powers a card names, by its set";
    CRD_HOW_TO_WIN = "crd-3.0.0/how-to-win", "How To Win: the game ends with a victory";
    CRD_GINYU_FORCE = "crd-3.0.0/ginyu-force", "Ginyu Force: considered to have 4 Allies in play";
    CRD_MIGHTY_MASK = "crd-3.0.0/mighty-mask", "Mighty Mask: considered to have +1 Ally in play";
    CRD_TURN_1 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/1", "Sequence of Play 1: Draw Step";
    CRD_TURN_2 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2", "Sequence of Play 2: Non-Combat Step";
    CRD_TIMING_CONFLICTS = "crd-3.0.0/timing-conflicts", "Timing Conflicts";
    CRD_TURN_3 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3", "Sequence of Play 3: Power-Up Step";
    CRD_TURN_4 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4", "Sequence of Play 4: Declare Step";
    CRD_TURN_5 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/5", "Sequence of Play 5: Combat Step";
    CRD_TURN_6 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6", "Sequence of Play 6: Discard Step";
    CRD_TURN_7 = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7", "Sequence of Play 7: Rejuvenation Step";
    // CRD 3.0.0: the game's set-up, a personality's highest stage, Allies powering up.
    CRD_SET_UP = "crd-3.0.0/how-to-set-up-a-game-step-by-step", "How to Set Up a Game Step-by-Step";
    CRD_SET_UP_MASTERY = "crd-3.0.0/how-to-set-up-a-game-step-by-step/2", "Set-up 2: a Tokui-Waza declared and its Mastery played";
    CRD_SET_UP_SCOUTERS = "crd-3.0.0/how-to-set-up-a-game-step-by-step/3", "Set-up 3: scouters at 5 power stages above 0";
    CRD_SET_UP_SENSEI = "crd-3.0.0/how-to-set-up-a-game-step-by-step/6", "Set-up 6: cards swapped from the Sensei Deck into the Life Deck";
    CRD_SET_UP_D_BRACKET = "crd-3.0.0/how-to-set-up-a-game-step-by-step/4", "Set-up 4: the D Bracket Rule decides who goes first";
    CRD_PERSONALITY_CARDS = "crd-3.0.0/personality-cards", "Personality Cards: no personality goes above its highest power stage";
    CRD_POWERING_UP_ALLIES = "crd-3.0.0/powering-up-allies", "Powering Up Allies";
    // CRD 3.0.0: personality powers.
    CRD_PERSONALITY_POWERS = "crd-3.0.0/power-up-rating-pur", "Power-Up Rating (PUR): Personality Powers and Constant Combat Powers";
    CRD_SENSEI_CARDS = "crd-3.0.0/sensei-cards", "Sensei Cards";
    // The older Score errata: its 14-step Combat Timing Sequence and the rules it states.
    SE_CTS_1 = "score-errata/combat-timing-sequence/1", "Combat Timing Sequence 1: the attacker acts or passes";
    SE_CTS_2 = "score-errata/combat-timing-sequence/2", "Combat Timing Sequence 2: pay costs";
    SE_CTS_3 = "score-errata/combat-timing-sequence/3", "Combat Timing Sequence 3: attacker's secondary effects";
    SE_CTS_4 = "score-errata/combat-timing-sequence/4", "Combat Timing Sequence 4: the defender defends";
    SE_CTS_5 = "score-errata/combat-timing-sequence/5", "Combat Timing Sequence 5: defender's secondary effects";
    SE_CTS_6 = "score-errata/combat-timing-sequence/6", "Combat Timing Sequence 6: Defense Shields";
    SE_CTS_7 = "score-errata/combat-timing-sequence/7", "Combat Timing Sequence 7: the attack is successful";
    SE_CTS_8 = "score-errata/combat-timing-sequence/8", "Combat Timing Sequence 8: Base Damage";
    SE_CTS_9 = "score-errata/combat-timing-sequence/9", "Combat Timing Sequence 9: modifiers";
    SE_CTS_10 = "score-errata/combat-timing-sequence/10", "Combat Timing Sequence 10: power stages of damage";
    SE_CTS_11 = "score-errata/combat-timing-sequence/11", "Combat Timing Sequence 11: life cards of damage";
    SE_CTS_12 = "score-errata/combat-timing-sequence/12", "Combat Timing Sequence 12: defender's \"If successful\" effects";
    SE_CTS_13 = "score-errata/combat-timing-sequence/13", "Combat Timing Sequence 13: attacker's \"If successful\" effects";
    SE_CTS_14 = "score-errata/combat-timing-sequence/14", "Combat Timing Sequence 14: the next Attack Phase";
    SE_DRILL_MODIFIERS = "score-errata/drill-cards/8", "Drill Cards 8: Drills that add a + to attacks";
    SE_ENERGY_ATTACKS = "score-errata/energy-attacks/1", "Energy Attacks 1: default damage and cost";
    SE_PHYSICAL_CONVERSION = "score-errata/physical-attacks/1", "Physical Attacks 1: damage past the 0 stage";
    SE_FINAL_PHYSICAL = "score-errata/physical-attacks/3", "Physical Attacks 3: Final Physical Attack";
    SE_LIFE_CARD_CAPTURE = "score-errata/capturing-dragon-balls/1", "Capturing Dragon Balls 1: five or more life cards";
    SE_ALLY_CAPTURE = "score-errata/capturing-dragon-balls/2", "Capturing Dragon Balls 2: Allies that capture";
    SE_DB_DAMAGE = "score-errata/dragon-balls/1", "Dragon Balls 1: Dragon Balls are not life cards of damage";
    SE_DB_LOOP = "score-errata/dragon-balls/2", "Dragon Balls 2: only Dragon Balls left";
    SE_DB_DUPLICATE = "score-errata/dragon-balls/5", "Dragon Balls 5: discarded Dragon Balls";
    SE_ANGER = "score-errata/anger-and-levels/1", "Anger and Levels 1: 5 or more anger";
    SE_ANGER_RESET = "score-errata/anger-and-levels/2", "Anger and Levels 2: the Warrior Sword resets";
    SE_ALLY_DAMAGE = "score-errata/allies-in-combat/1", "Allies in Combat 1: damage to the Main Personality or one Ally";
    SE_ALLY_CONTROL = "score-errata/allies-in-combat/2", "Allies in Combat 2: an Ally assumes control";
    SE_ALLY_PAT = "score-errata/allies-in-combat/4", "Allies in Combat 4: the Ally's power stages compute damage";
    SE_COMBAT_END = "score-errata/combat/4", "Combat 4: two passes end Combat";
}

/// The citation with this id, if the engine knows it.
pub fn lookup(id: &str) -> Option<Citation> {
    ALL.iter().copied().find(|c| c.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_well_formed() {
        let mut seen = std::collections::HashSet::new();
        for c in ALL {
            assert!(seen.insert(c.id), "duplicate citation id {}", c.id);
            assert!(
                c.id.starts_with("crd-3.0.0/") || c.id.starts_with("score-errata/"),
                "{} is not in a document the engine cites",
                c.id
            );
            assert!(!c.title.is_empty());
        }
    }
}
