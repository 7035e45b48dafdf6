//! Restrictions: lasting restrictions and prevention choices of attack and defence cards, and the
//! card rules read from rulings (CRD 3.0.0 "“_____ only” Cards", "Specific Card Clarifications/Errata/Rulings").

pub mod known_cards;
pub mod prevention_choice;
pub(in crate::engine) mod prevention_choice_resolve;
