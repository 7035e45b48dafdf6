//! Pattern rows: a personality's power that is an attack, written in the Saiyan Saga's prose with
//! the technique's name before it ("Blast Energy Attack does 6 life cards of damage and removes
//! Chiaotzu from the game", "Power Ball Energy Attack: Inflicts 2 life card draws of damage",
//! "Special Physical Attack inflicting 6 stages of power drain, no matter what the foe's power
//! stage rating is", "Saiyan Energy Blast does 3 life card draws of damage and costs only 1 power
//! stage to perform": a "<name> Energy Blast" only when it states its damage and its cost): the name does not change what the attack does, so the rest is read as the
//! attack sentence (`attack_sentence.rs`) after the old verbs are written the modern way.
//!
//! "... and removes <name> from the game" after such an attack is its cost (CRD 3.0.0 Specific
//! Card Clarifications, Chiaotzu Lv.2 (Saiyan Saga #105): "Chiaotzu is removed from the game as
//! the cost of the attack"; "the damage from the attack is dealt, even though Chiaotzu is removed
//! from the game as part of the cost"): [`Cost::removes_performer`].

use regex::Regex;
use std::sync::OnceLock;

use crate::engine::compile::nested_clauses::compile_clause;
use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::{AttackKind, Cost, Effect};

/// Words that never belong to a technique's name: a sentence starting with them is about
/// attacks in general ("All of your energy attacks ..."), not one attack.
const NOT_A_NAME: &[&str] = &[
    "a",
    "after",
    "all",
    "an",
    "and",
    "another",
    "any",
    "can",
    "each",
    "energy",
    "every",
    "first",
    "focused",
    "for",
    "her",
    "his",
    "if",
    "its",
    "may",
    "must",
    "named",
    "next",
    "of",
    "opponent",
    "or",
    "perform",
    "performed",
    "performs",
    "physical",
    "styled",
    "successful",
    "that",
    "the",
    "their",
    "this",
    "to",
    "when",
    "whenever",
    "which",
    "with",
    "you",
    "your",
    // Verbs: "Stops physical attack." is a defence, not a named attack.
    "against",
    "block",
    "blocks",
    "do",
    "does",
    "from",
    "gain",
    "gains",
    "is",
    "are",
    "negate",
    "negates",
    "prevent",
    "prevents",
    "stop",
    "stops",
    "use",
    "used",
    "uses",
];

/// The old verbs and units, written as the attack sentence reads them.
const OLD_WORDS: &[(&str, &str)] = &[
    ("inflicts ", "inflicting "),
    ("draining ", "doing "),
    ("stages of power drain", "power stages of damage"),
    ("only costs ", "costs "),
    ("costs only ", "costs "),
    ("needs ", "costs "),
];

/// "... no matter what <someone>'s power is": stated damage, the Physical Attack Table not
/// consulted (which a stated number already means).
fn no_matter_what() -> &'static Regex {
    static R: OnceLock<Regex> = OnceLock::new();
    R.get_or_init(|| {
        Regex::new(r",? no matter what [a-z' ]+(?:power|power stage rating|power level) is$")
            .expect("valid")
    })
}

/// "... and removes <name> from the game" at the end of the sentence.
fn removes_itself() -> &'static Regex {
    static R: OnceLock<Regex> = OnceLock::new();
    R.get_or_init(|| Regex::new(r",? and removes [a-z][a-z.' -]* from the game$").expect("valid"))
}

fn named_attack(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let name = c.s("name");
    if name
        .split([' ', '-'])
        .any(|w| NOT_A_NAME.contains(&w) || w.is_empty())
    {
        return None;
    }
    let kind = c.s("kind");
    let mut rest = c
        .s("rest")
        .trim_start_matches([':', ','])
        .trim()
        .to_string();
    for (from, to) in OLD_WORDS {
        if rest.starts_with(from.trim_end()) || rest.contains(from) {
            rest = rest.replacen(from, to, 1);
        }
    }
    for (n, word) in [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]
    .iter()
    .enumerate()
    {
        for unit in [" life card", " power stage", " stage"] {
            rest = rest.replace(&format!("{word}{unit}"), &format!("{}{unit}", n + 1));
        }
    }
    rest = no_matter_what().replace(&rest, "").into_owned();
    let removes = removes_itself().is_match(&rest);
    rest = removes_itself().replace(&rest, "").into_owned();
    let clause = if rest.is_empty() {
        format!("{kind} attack")
    } else {
        format!("{kind} attack {rest}")
    };
    let (mut pieces, _) = compile_clause(&clause, 1)?;
    let Some(Piece::Effect(Effect::Attack(a))) = pieces.first() else {
        return None;
    };
    // An energy attack states its damage; a named one that does not is left to the judge.
    let modified = pieces
        .iter()
        .any(|p| matches!(p, Piece::Effect(Effect::Modify(_))));
    if a.kind == AttackKind::Energy && a.damage.is_none() && !modified {
        return None;
    }
    if removes {
        pieces.push(Piece::Effect(Effect::Cost(Cost {
            removes_performer: true,
            ..Cost::default()
        })));
    }
    Some(pieces)
}

/// The Saiyan Saga's attacks without a name, their damage and cost in the old order: "Physical
/// Attack: Do not consult the chart and do 4 stages of damage to the foe" (Goku Lv.1), "Energy
/// Attack: Costs 1 stage and does 3 life card draws of damage" (Gohan Lv.1): read as
/// the attack sentence "<kind> attack doing N ..., costs C power stages to perform".
fn unnamed_attack(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let kind = c.s("kind");
    let mut clause = format!("{kind} attack");
    if c.has("n") {
        let unit = if kind == "energy" {
            "life cards"
        } else {
            "power stages"
        };
        clause.push_str(&format!(" doing {} {unit} of damage", c.s("n")));
    }
    if c.has("c") {
        clause.push_str(&format!(", costs {} power stages to perform", c.s("c")));
    }
    let (pieces, _) = compile_clause(&clause, 1)?;
    matches!(pieces.first(), Some(Piece::Effect(Effect::Attack(_)))).then_some(pieces)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "named-attack",
        pattern: r"(?P<name>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,3}?):? (?P<kind>energy|physical):? attack(?P<rest>(?:[ :,].*)?) || (?P<name>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,3}?) (?P<kind>energy) blast(?P<rest> does .* and costs? (?:only )?.*)",
        build: named_attack,
    },
    Pattern {
        name: "unnamed-saiyan-saga-attack",
        pattern: concat!(
            r"^(?P<kind>physical) attack: do not consult the chart and do (?P<n>\d+) stages of damage to the foe$",
            r" || ^(?P<kind>energy) attack: costs (?P<c>\d+) stages? and does (?P<n>\d+) life cards? of damage(?: of damage)?$"
        ),
        build: unnamed_attack,
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::damage_types::Damage;
    use crate::engine::effects::{AttackKind, Cost, Effect};

    fn attack_of(text: &str) -> (AttackKind, Option<Damage>, Vec<Effect>) {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {:?}", c.effects);
        match c.effects.as_slice() {
            [Effect::Attack(a), rest @ ..] => (a.kind, a.damage, rest.to_vec()),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn chiaotzu_lv2_blast_removes_him_as_the_cost() {
        let (kind, damage, rest) = attack_of(
            "Blast Energy Attack does 6 life cards of damage and removes Chiaotzu from the game.",
        );
        assert_eq!(
            (kind, damage),
            (AttackKind::Energy, Some(Damage::life_cards(6)))
        );
        assert_eq!(
            rest,
            vec![Effect::Cost(Cost {
                removes_performer: true,
                ..Cost::default()
            })]
        );
    }

    #[test]
    fn the_saiyan_sagas_named_attacks() {
        let (kind, damage, _) =
            attack_of("Power Ball Energy Attack: Inflicts 2 life card draws of damage.");
        assert_eq!(
            (kind, damage),
            (AttackKind::Energy, Some(Damage::life_cards(2)))
        );
        let (_, damage, rest) = attack_of(
            "Kamehameha Energy Attack does 3 life card draws and only costs 1 power stage to perform.",
        );
        assert_eq!(damage, Some(Damage::life_cards(3)));
        assert_eq!(
            rest,
            vec![Effect::Cost(Cost {
                power_stages: 1,
                ..Cost::default()
            })]
        );
        // Raditz Lv.2, Vegeta Lv.2: "Energy Blast" with its damage and cost stated.
        let (kind, damage, rest) = attack_of(
            "Saiyan Energy Blast does 3 life card draws of damage and costs only 1 power stage to perform.",
        );
        assert_eq!(
            (kind, damage),
            (AttackKind::Energy, Some(Damage::life_cards(3)))
        );
        assert_eq!(
            rest,
            vec![Effect::Cost(Cost {
                power_stages: 1,
                ..Cost::default()
            })]
        );
        let (kind, damage, _) = attack_of("Special Physical Attack inflicting 6 stages of power drain, no matter what the foe's power stage rating is.");
        assert_eq!(kind, AttackKind::Physical);
        assert_eq!(damage.map(|d| d.power_stages), Some(6));
        let (_, damage, _) = attack_of("Kaio-Ken Power Level Booster: Physical attack draining 4 power stages no matter what Goku's power is.");
        assert_eq!(damage.map(|d| d.power_stages), Some(4));
        // A defence is not a named attack.
        assert!(!matches!(
            compile_text("Stops physical attack.").effects.first(),
            Some(Effect::Attack(_))
        ));
        // Sentences about attacks in general are not a named attack.
        let c = compile_text("All of your energy attack cards are discarded.");
        assert!(
            !matches!(c.effects.first(), Some(Effect::Attack(_))),
            "{:?}",
            c.effects
        );
        // The unnamed attacks of the Saiyan Saga (CRD 3.0.0 Battle Sequence 2 and 9: the cost
        // paid, the stated damage used instead of the Physical Attack Table).
        let (kind, damage, _) = attack_of(
            "Physical Attack: Do not consult the chart and do 4 stages of damage to the foe.",
        );
        assert_eq!(
            (kind, damage),
            (AttackKind::Physical, Some(Damage::power_stages(4)))
        );
        let (kind, damage, rest) =
            attack_of("Energy Attack: Costs 1 stage and does 3 life card draws of damage.");
        assert_eq!(
            (kind, damage),
            (AttackKind::Energy, Some(Damage::life_cards(3)))
        );
        assert_eq!(
            rest,
            vec![Effect::Cost(Cost {
                power_stages: 1,
                ..Cost::default()
            })]
        );
        // "Energy attack needs 3 power stages to perform" (Yajirobe Lv.2) names no cost (CRD
        // 3.0.0 "What is a Cost?": only the word "cost"): a requirement or a cost, the judge's.
        assert_ne!(
            compile_text("Energy attack needs 3 power stages to perform.").coverage,
            Coverage::Full
        );
        // A named energy attack that states no damage is left to the judge.
        assert_eq!(
            compile_text("Spirit bomb energy attack, cost 1 stage to do.").coverage,
            Coverage::Manual
        );
    }
}
