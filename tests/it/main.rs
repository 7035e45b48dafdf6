//! Scouter's integration tests, one test crate (as ripgrep keeps them): the binary, the
//! corpus, search, the REPL, scenarios and the card-effect battles are modules of this one
//! executable, linked once, with the corpus parsed once (`support::corpus`).

mod support;

mod benefit_limits;
mod board_file_errors;
mod board_file_migration;
mod board_file_schema;
mod board_saves;
mod card_rulings_cited;
mod cards;
mod citations;
mod cli;
mod condition_words;
mod corpus;
mod corpus_store;
mod deck;
mod effects;
mod effects_snapshot;
mod engine_props;
mod extreme_numbers;
mod fidelity;
mod identity;
mod index_cache_damage;
mod input_bounds;
mod interrupted_commands;
mod judge_timing;
mod opponent_choice;
mod outlasting_durations;
mod parser_props;
mod personality_powers;
mod pool_battles;
mod readme_tour;
mod repl_pty;
mod repl_script;
mod rogue_declared_side;
mod ruling_printing;
mod scenarios;
mod search;
mod search_answers;
mod start_of_game_declarations;
mod step_rollback;
mod stop_owner;
mod terminal_escapes;
mod timed_use;
mod unread_stops;
mod usage_errors;
mod who_may_use;
mod z_ladders;
