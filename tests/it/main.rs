//! Scouter's integration tests, one test crate (as ripgrep keeps them): the binary, the
//! corpus, search, the REPL, scenarios and the card-effect battles are modules of this one
//! executable, linked once, with the corpus parsed once (`support::corpus`).

mod support;

mod board_file_errors;
mod board_file_migration;
mod board_file_schema;
mod board_saves;
mod cards;
mod citations;
mod cli;
mod corpus;
mod deck;
mod effects_against_alignment;
mod effects_attack_text;
mod effects_attacks_gain;
mod effects_cards_moved;
mod effects_condition_phrases;
mod effects_drill_events;
mod effects_drill_limits;
mod effects_drills;
mod effects_engine;
mod effects_errata;
mod effects_errata_battles;
mod effects_floating;
mod effects_if_successful;
mod effects_in_play_targets;
mod effects_lasting_rules;
mod effects_life_card_to_hand;
mod effects_piles_chosen;
mod effects_prevention_choice;
mod effects_search_top;
mod effects_snapshot;
mod effects_stages;
mod effects_stops;
mod effects_timing;
mod engine_props;
mod fidelity;
mod index_cache_damage;
mod input_bounds;
mod parser_props;
mod pool_battles;
mod readme_tour;
mod repl_pty;
mod repl_script;
mod scenarios;
mod search;
mod search_answers;
mod terminal_escapes;
mod usage_errors;
