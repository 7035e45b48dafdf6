//! Personality levels: levels lost, anger per unit counted, Dragon Balls taken out of play, the
//! Sensei Deck (CRD 3.0.0 "Advancing your Main Personality", "Anger", "Taking Them Down A Notch").

pub mod personality_levels;
pub(in crate::engine) mod personality_levels_resolve;
