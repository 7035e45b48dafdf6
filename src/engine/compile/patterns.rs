//! The sentence-pattern machinery: a row is (name, pattern, constructor). The compiler tries the
//! rows of every table (`compile/tables.rs`) in order against a sentence's normalised key
//! ([`super::sentences::key`]); the first whose pattern matches the whole key and whose
//! constructor accepts the captures wins. The rows live with their concepts (`effects/`).
//!
//! Patterns are regular expressions with placeholders, expanded by [`expand`]:
//! `{n}` `{m}` numbers (digits or words), `{kind}` one attack kind, `{kinds}` one or both,
//! `{unit}` `{unit2}` power stages or life cards, `{opp}` the opponent's, `{you}` your,
//! `{mp}` a personality, `{levels}` "level(s)". Named groups `n`, `m`, `kind`, `kinds`, `unit`,
//! `unit2` are read by the constructors through [`Caps`].

use regex::Captures;

use crate::engine::damage::Damage;
use crate::engine::effects::{AttackKind, Change, Condition, Effect, Modifier, Scope, Who, XValue};

/// What a pattern produces: effects, or markers the compiler folds into the card's attack.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// An effect.
    Effect(Effect),
    /// A clause to compile as "If successful" effects (the rest of an attack's sentence, or an
    /// "If successful, ..." sentence).
    IfSuccessful(String),
    /// A clause to compile as effects lasting the remainder of Combat.
    RestOfCombat(String),
    /// The Focused keyword, standing alone.
    Focused,
    /// "This attack cannot be stopped."
    CannotBeStopped,
    /// "Damage from this attack cannot be prevented."
    CannotBePrevented,
    /// A reminder with no effect of its own ("Do not consult the Physical Attack Table").
    Reminder,
    /// An effect a pass moved into an effect of an earlier sentence (`piles::moved_card`: "If
    /// that card is ..." into the trigger that moved the card): listed with its own sentence,
    /// used only where it was moved.
    Folded(Effect),
    /// A clause to compile as effects under a condition.
    Conditional(Condition, String),
    /// A clause to compile as effects used if the attack is stopped.
    IfStopped(String),
    /// "Endurance X": an Endurance whose value the card's "X = ..." sentence gives.
    EnduranceX,
    /// "X = your current anger level": what the card's X stands for.
    XIs(XValue),
}

/// Alternatives of one pattern are separated by ` || ` (each is its own regular expression, so
/// they may reuse group names).
///
/// A constructor: the captures to pieces, or `None` to let later patterns try.
pub type Build = fn(&Caps<'_>) -> Option<Vec<Piece>>;

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct Pattern {
    /// A short name (shown in the per-sentence report).
    pub name: &'static str,
    /// The pattern, with placeholders; anchored at both ends when compiled.
    pub pattern: &'static str,
    /// The constructor.
    pub build: Build,
}

const NUMBER: &str = r"\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|zero";
const UNIT: &str = r"(?:power )?stages?(?: of power)?|life cards?";
const KINDS: &str =
    r"physical (?:or|and|and/or) energy|energy (?:or|and|and/or) physical|physical|energy";

/// Expands the placeholders of a pattern into a regular expression.
pub fn expand(p: &str) -> String {
    p.replace("{n}", &format!("(?P<n>{NUMBER})"))
        .replace("{m}", &format!("(?P<m>{NUMBER})"))
        .replace("{kind}", "(?P<kind>physical|energy)")
        .replace("{kinds}", &format!("(?P<kinds>{KINDS})"))
        .replace("{unit}", &format!("(?P<unit>{UNIT})"))
        .replace("{unit2}", &format!("(?P<unit2>{UNIT})"))
        .replace(
            "{opp}",
            r"(?:your |the |an |one |all |all of your |all your )?(?:opponent|opponents|foe|foes|defender)(?:'s|s'|')?",
        )
        .replace("{opp_any}", r"(?:your |the )?(?:opponent|opponents|foe)")
        .replace(
            "{you}",
            r"(?:your|card user's|the card user's|the attacker's|your own)",
        )
        .replace("{mp}", r"(?:main personality|personality|mp)")
        .replace("{levels}", r"(?:levels?)")
}

/// Captures with typed readers.
pub struct Caps<'a>(pub &'a Captures<'a>);

impl Caps<'_> {
    /// A named group's text, or "".
    pub fn s(&self, name: &str) -> &str {
        self.0.name(name).map(|m| m.as_str()).unwrap_or("")
    }

    /// The whole text the row matched.
    pub fn whole(&self) -> &str {
        self.0.get(0).map(|m| m.as_str()).unwrap_or("")
    }

    /// True when a named group matched.
    pub fn has(&self, name: &str) -> bool {
        self.0.name(name).is_some_and(|m| !m.as_str().is_empty())
    }

    /// A named group as a number (digits or words).
    pub fn n(&self, name: &str) -> Option<u32> {
        number(self.s(name))
    }

    /// A named group as a signed amount (a change of stages or anger, negated for a loss): a
    /// number too large for one is not read (the sentence goes to the judge), never wrapped.
    pub fn signed(&self, name: &str) -> Option<i32> {
        i32::try_from(self.n(name)?).ok()
    }

    /// The attack kinds of the `kinds` (or `kind`) group.
    pub fn kinds(&self) -> Vec<AttackKind> {
        let s = if self.has("kinds") {
            self.s("kinds")
        } else {
            self.s("kind")
        };
        kinds(s)
    }

    /// Damage of `amount` in the unit of a named group.
    pub fn damage(&self, unit: &str, amount: u32) -> Damage {
        unit_damage(self.s(unit), amount)
    }
}

/// A number written as digits or as a word.
pub fn number(s: &str) -> Option<u32> {
    let s = s.trim().trim_start_matches('+').trim_end_matches('+');
    const WORDS: &[&str] = &[
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    match s {
        "a" | "an" => Some(1),
        _ => s
            .parse()
            .ok()
            .or_else(|| WORDS.iter().position(|w| *w == s).map(|i| i as u32)),
    }
}

/// The kinds a phrase names.
pub fn kinds(s: &str) -> Vec<AttackKind> {
    let mut k = Vec::new();
    if s.contains("physical") {
        k.push(AttackKind::Physical);
    }
    if s.contains("energy") {
        k.push(AttackKind::Energy);
    }
    k
}

/// Damage of `amount` in a unit phrase ("power stages", "stages", "life cards").
pub fn unit_damage(unit: &str, amount: u32) -> Damage {
    if unit.contains("life") {
        Damage::life_cards(amount)
    } else {
        Damage::power_stages(amount)
    }
}

/// One effect, as a row's pieces.
pub(in crate::engine) fn one(e: Effect) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(e)])
}

pub(in crate::engine) fn change(player: Who, by: i32) -> Change {
    Change { player, by }
}

pub(in crate::engine) fn stages(player: Who, by: i32, to_zero: bool) -> Effect {
    if to_zero {
        Effect::PowerStagesToZero(change(player, by))
    } else {
        Effect::PowerStages(change(player, by))
    }
}

pub(in crate::engine) fn modifier(
    d: Damage,
    sign: i32,
    scope: Scope,
    kinds: Vec<AttackKind>,
) -> Modifier {
    // A number too large for a signed amount stays the largest one, never wraps to the other sign.
    let signed = |n: u32| i32::try_from(n).unwrap_or(i32::MAX).saturating_mul(sign);
    Modifier {
        power_stages: signed(d.power_stages),
        life_cards: signed(d.life_cards),
        scope,
        kinds,
    }
}

/// Title case for a name as printed (one home: [`crate::corpus::names::title_case`]).
pub use crate::corpus::names::title_case as title;
