//! The deck checks, one module per rule they own (size, copies, Main Personality, Allies,
//! Dragon Balls, Mastery and Tokui-Waza, Sensei Deck, "___ only" cards, banned and event-only
//! cards, card rulings on deck building). Each reads its numbers and section ids from the
//! [`Ruleset`] and adds findings; a rule the ruleset lacks (`None`) is not checked.

mod allies;
mod copies;
mod dragon_balls;
mod legality;
mod main_personality;
mod only;
mod rulings;
mod sensei;
mod size;
mod styles;

use super::report::Finding;
use super::resolve::Deck;
use super::ruleset::Ruleset;
use crate::corpus::Corpus;

/// What a check reads.
pub struct Ctx<'d, 'a> {
    /// The deck.
    pub deck: &'d Deck<'a>,
    /// The ruleset.
    pub ruleset: &'static Ruleset,
    /// The corpus (the pool, for named cards).
    pub corpus: &'a Corpus,
}

/// Runs every check and returns their findings.
pub fn run(ctx: &Ctx<'_, '_>) -> Vec<Finding> {
    let mut out = Vec::new();
    for check in CHECKS {
        check(ctx, &mut out);
    }
    out
}

/// The checks, in the order findings are reported within a severity.
const CHECKS: &[fn(&Ctx<'_, '_>, &mut Vec<Finding>)] = &[
    size::check,
    main_personality::check,
    copies::check,
    legality::check,
    dragon_balls::check,
    styles::check,
    sensei::check,
    allies::check,
    only::check,
    rulings::check,
];

/// `"A", "B" and "C"` for a message.
pub fn listing(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The number of cards the ruleset's size rule counts.
pub fn size_counted(ctx: &Ctx<'_, '_>) -> u32 {
    size::counted(ctx)
}
