//! The one ordered list of pattern tables. The compiler tries a clause against every row of
//! every table in this order and the first row that accepts it wins, so the order is part of what a
//! card compiles to (pinned by the effects snapshot): the core rows first, then each concept's
//! tables; `choices::optional` reuses the vocabulary of the tables before it.

use super::patterns::Pattern;
use crate::engine::effects::{
    amounts, attack, choices, conditions, costs, damage, discard_step, dragon_balls, endurance,
    in_play, lasting, levels, personality_powers, piles, placements, prohibitions, restrictions,
    stages, stops, timing, triggers, turn_counts, victories,
};

/// Every pattern table, in the order tried.
pub const TABLES: &[&[Pattern]] = &[
    // the core rows, in their historical order
    attack::attack_sentence::PATTERNS,
    costs::card_costs::PATTERNS,
    // "Pay 5 power stages to ...": the cost, then the rest; "must be able to pay"
    costs::pay_to_use::PATTERNS,
    costs::bought_per_count::PATTERNS,
    // `stops::shield_uses`: "Stops the first 2 unstopped physical attacks" (before "defense-shield")
    stops::shield_uses::PATTERNS,
    stops::defences::PATTERNS,
    // `stops::standing_stops`: "Stops the first ... attack" kept in play (not a Defense Shield)
    stops::standing_stops::PATTERNS,
    // every player's attacks under a Battleground, before "your attacks" reads them as one's own
    in_play::battleground_damage::PATTERNS,
    damage::modifiers::PATTERNS,
    // `damage::pat_base_damage`: a power shifting the Physical Attack Table's Base Damage
    damage::pat_base_damage::PATTERNS,
    stages::anger_and_stages::PATTERNS,
    stops::after_use::PATTERNS,
    timing::use_when::PATTERNS,
    restrictions::card_rules::PATTERNS,
    // the concepts' own tables
    // `in_play::drill_attacks`: "... to perform a physical attack doing +3 power stage of
    // damage", "If ... when you use this Drill, ..." (before the if-clauses read the condition)
    in_play::drill_attacks::PATTERNS,
    conditions::cannot_be_used::PATTERNS,
    conditions::damage_taken::PATTERNS,
    // `piles::moved_card`: "Draw a card and show it to your opponent", "show it ... and ..."
    piles::moved_card::PATTERNS,
    // `personality_powers::ally_power_up`: "If Videl is in play as your Ally, your Allies power
    // up 1 extra stage ..." is the Power-Up Step's own row, before the if-clauses read it
    personality_powers::ally_power_up::PATTERNS,
    conditions::if_clauses::PATTERNS,
    amounts::count::PATTERNS,
    amounts::rule_numbers::PATTERNS,
    endurance::endurance_changes::PATTERNS,
    in_play::all_but_kept::PATTERNS,
    // `in_play::anger_lowered_at_zero`: Blue Biting Drill
    in_play::anger_lowered_at_zero::PATTERNS,
    in_play::cards_in_play::PATTERNS,
    // `amounts::instead`: "discard 2 Allies instead"
    amounts::instead::PATTERNS,
    piles::searches_by_every_player::PATTERNS,
    // `piles::searches_per_count`: "Shuffle 1 card ... for each Namek Dragon Ball you have in play"
    piles::searches_per_count::PATTERNS,
    // `piles::named_card_searches`: "Name a non-Dragon Ball card and search ... that card"
    piles::named_card_searches::PATTERNS,
    // `piles::chosen_count_moves`: "Draw up to 3 cards from the bottom of your discard pile"
    piles::chosen_count_moves::PATTERNS,
    piles::searches::PATTERNS,
    triggers::triggered_effects::PATTERNS,
    // `triggers::successful_against_you`: "for every successful ... attack he performs against you"
    triggers::successful_against_you::PATTERNS,
    lasting::lasting_effects::PATTERNS,
    lasting::cards_by_words::PATTERNS,
    in_play::attached::PATTERNS,
    in_play::discarded_when_hit::PATTERNS,
    levels::personality_levels::PATTERNS,
    // `levels::anger_to_advance`: "Your opponent must reach 6 anger to advance a personality level"
    levels::anger_to_advance::PATTERNS,
    // `in_play::capture_threshold`: "It takes only 1 life card of damage to capture ..."
    in_play::capture_threshold::PATTERNS,
    choices::optional::PATTERNS,
    stages::state_changes::PATTERNS,
    in_play::drill_damage::PATTERNS,
    lasting::floating::PATTERNS,
    piles::cards_moved::PATTERNS,
    // `piles::old_rejuvenation_wordings`: "Take the top 3 discard cards and place them at the
    // bottom of the life deck"
    piles::old_rejuvenation_wordings::PATTERNS,
    conditions::condition_phrases::PATTERNS,
    conditions::unless_clauses::PATTERNS,
    in_play::drills::PATTERNS,
    in_play::battleground_rules::PATTERNS,
    in_play::in_play_targets::PATTERNS,
    piles::piles_chosen::PATTERNS,
    stages::stage_changes::PATTERNS,
    // `stages::gains_per_damage_dealt`: "for each life card of damage this attack deals, gain ..."
    stages::gains_per_damage_dealt::PATTERNS,
    // `stages::all_players`: "All players set their Main Personalities at ... and draw ..."
    stages::all_players::PATTERNS,
    // `piles::top_cards_looked_at`: "Look at the top 4 cards ... Remove 1 ... put the rest back"
    piles::top_cards_looked_at::PATTERNS,
    // `piles::top_cards_compared`: "Both players reveal the top card ... highest numbered card"
    piles::top_cards_compared::PATTERNS,
    lasting::lasting_rules::PATTERNS,
    timing::use_windows::PATTERNS,
    timing::anger_windows::PATTERNS,
    timing::combat_card_answers::PATTERNS,
    timing::before_attack::PATTERNS,
    stops::stop_capabilities::PATTERNS,
    // `attack::copies`: "perform a copy of the previous attack your opponent performed"
    attack::copies::PATTERNS,
    lasting::against_alignment::PATTERNS,
    conditions::if_successful::PATTERNS,
    piles::life_card_to_hand::PATTERNS,
    in_play::drill_events::PATTERNS,
    attack::attack_text::PATTERNS,
    restrictions::prevention_choice::PATTERNS,
    attack::attacks_gain::PATTERNS,
    in_play::drill_limits::PATTERNS,
    piles::search_top::PATTERNS,
    in_play::protected_cards::PATTERNS,
    personality_powers::constant_powers::PATTERNS,
    personality_powers::power_boxes::PATTERNS,
    personality_powers::named_card_modifiers::PATTERNS,
    // `personality_powers::target_modifiers`: "If your physical attacks are performed against Videl, they do +3 ... instead"
    personality_powers::target_modifiers::PATTERNS,
    // `personality_powers::outside_control`: "X does not have to take over Combat to use this power"
    personality_powers::outside_control::PATTERNS,
    // `personality_powers::ally_control`: "Any of your Allies may take control of Combat, even if ..."
    personality_powers::ally_control::PATTERNS,
    // `personality_powers::anger_raises`: "Whenever your anger level is raised, double the amount ..."
    personality_powers::anger_raises::PATTERNS,
    // `personality_powers::stage_gains`: "When Majin Buu gains power stages ..., he gains double ..."
    personality_powers::stage_gains::PATTERNS,
    // `personality_powers::unmodified_against`: "No modifiers are added to ... against Android 18"
    personality_powers::unmodified_against::PATTERNS,
    victories::victory_texts::PATTERNS,
    victories::victory_bars_for_turns::PATTERNS,
    victories::anger_victories::PATTERNS,
    // `victories::declared_victories`: "you win the game"
    victories::declared_victories::PATTERNS,
    victories::unless_defeated::PATTERNS,
    // `amounts::considered_allies`: "All players are considered to have +4 Allies in play ..."
    amounts::considered_allies::PATTERNS,
    personality_powers::entering_combat_powers::PATTERNS,
    personality_powers::powers_off::PATTERNS,
    damage::minimum_damage::PATTERNS,
    damage::zero_base_damage::PATTERNS,
    // `damage::unmodified_damage`: "Damage from this attack cannot be modified"
    damage::unmodified_damage::PATTERNS,
    piles::discard_draws::PATTERNS,
    piles::hand_size_draws::PATTERNS,
    piles::counted_draws::PATTERNS,
    dragon_balls::placement_rulings::PATTERNS,
    dragon_balls::card_moves::PATTERNS,
    dragon_balls::controlled_powers::PATTERNS,
    attack::named_attacks::PATTERNS,
    timing::combat_endings::PATTERNS,
    choices::alternatives::PATTERNS,
    personality_powers::constant_prevention::PATTERNS,
    // `personality_powers::raised_increases`: "When a Drill ... increases ..., raise that increase by 1"
    personality_powers::raised_increases::PATTERNS,
    // `personality_powers::constant_costs`: "All of your physical attacks cost +2 ...", "The first energy attack ... costs 2 less"
    personality_powers::constant_costs::PATTERNS,
    // `personality_powers::constant_attack_gains`: "All of your attacks gain \"If successful, ...\""
    personality_powers::constant_attack_gains::PATTERNS,
    // `personality_powers::constant_focused`: "All of your styled attacks are focused"
    personality_powers::constant_focused::PATTERNS,
    // `personality_powers::constant_unpreventable`: "Damage from your attacks cannot be prevented"
    personality_powers::constant_unpreventable::PATTERNS,
    // `personality_powers::constant_unredirectable`: "Damage from your attacks cannot be redirected"
    personality_powers::constant_unredirectable::PATTERNS,
    // `personality_powers::constant_after_use`: "All your Krillin Named cards that are removed from the game after use are discarded instead"
    personality_powers::constant_after_use::PATTERNS,
    // `restrictions::only_exceptions`: "You may use "Villains only" cards"
    restrictions::only_exceptions::PATTERNS,
    // `personality_powers::only_card_notes`: "(This personality may use Saiyan Heritage cards)"
    personality_powers::only_card_notes::PATTERNS,
    prohibitions::prohibition_texts::PATTERNS,
    prohibitions::play_limits::PATTERNS,
    turn_counts::power_up_stages::PATTERNS,
    placements::placement_triggers::PATTERNS,
    discard_step::hand_kept::PATTERNS,
    discard_step::discarded_into_play::PATTERNS,
    discard_step::opening_uses::PATTERNS,
    timing::after_damage_placement::PATTERNS,
    timing::end_of_turn_effects::PATTERNS,
    timing::start_of_turn_effects::PATTERNS,
    // `levels::anger_by_alignment`: "reduce every villain's anger by 1"
    levels::anger_by_alignment::PATTERNS,
    // `piles::removed_pile`: cards taken out of the removed-from-the-game pile
    piles::removed_pile::PATTERNS,
    // `costs::in_play_requirements`: "Remove one of your allies from the game to raise your anger 2 levels"
    costs::in_play_requirements::PATTERNS,
    // `costs::hand_requirements`: "Discard a card from your hand to search your Life Deck for ..."
    costs::hand_requirements::PATTERNS,
    // a card's own "This card is not considered a ... card" (`engine::card_kinds`)
    crate::engine::card_kinds::PATTERNS,
];

/// Every pattern row of every table, in the order tried.
pub fn all_patterns() -> impl Iterator<Item = &'static Pattern> {
    TABLES.iter().flat_map(|t| t.iter())
}
