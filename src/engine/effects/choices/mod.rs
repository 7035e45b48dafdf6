//! Choices: the "you may" effects and what depends on their use ("If you do, ...") (CRD 3.0.0
//! "“May” Rule", "Do-What-You-Can Rule").

pub mod alternatives;
pub mod opponent_choice;
pub(in crate::engine) mod option_words;
pub mod optional;
pub(in crate::engine) mod optional_resolve;
pub(in crate::engine) mod placed_choices;
