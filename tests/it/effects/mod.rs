//! The card effects executed by the engine on real pool cards, one module per sub-concept of
//! `src/engine/effects/<concept>/` (same file names), plus the CRD 3.0.0 errata rewrites
//! (`errata`, `errata_battles`). The compiled pool's snapshot is `effects_snapshot`.

mod against_alignment;
mod attack_text;
mod attacks_gain;
mod cards_moved;
mod condition_phrases;
mod drill_events;
mod drill_limits;
mod drills;
mod errata;
mod errata_battles;
mod floating;
mod if_stopped_tokui_waza_endurance_x;
mod if_successful;
mod in_play_targets;
mod lasting_rules;
mod life_card_to_hand;
mod piles_chosen;
mod prevention_choice;
mod search_top;
mod stage_changes;
mod stop_capabilities;
mod use_windows;
