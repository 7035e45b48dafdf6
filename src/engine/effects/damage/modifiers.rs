//! Core pattern rows: damage modifiers that last ("All of your physical attacks do +1 life card of
//! damage", "All attacks performed against you do 1 less ..."), energy attack costs changed, and
//! Dragon Balls that cannot be captured.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{modifier, one, title, Pattern, Piece};
use crate::engine::damage_types::Damage;
use crate::engine::effects::{Condition, CostChange, Effect, Scope};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "your-attacks-do-more",
        pattern: r"(?:all (?:of )?)?your (?:{kinds} )?attacks (?:do|deal|now do|will do|inflict) (?:an additional |an extra )?\+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})? of damage || all (?:{kinds} )?attacks you perform (?:do|deal) (?:an additional |an extra )?\+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})? of damage",
        build: |c| {
            let mut d = c.damage("unit", c.n("n")?);
            if c.has("m") {
                let e = c.damage("unit2", c.n("m")?);
                d = Damage {
                    power_stages: d.power_stages.saturating_add(e.power_stages),
                    life_cards: d.life_cards.saturating_add(e.life_cards),
                };
            }
            one(Effect::Modify(modifier(
                d,
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "do-more-with-each-successful-attack",
        pattern: r"(?:do|does) (?:an? extra|\+?(?P<n>\d+|one)(?: extra)?) {unit} of damage with each successful (?:{kinds} )?attack",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            one(Effect::Modify(modifier(
                c.damage("unit", n),
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "your-attacks-do-more-when",
        pattern: r#"all attacks performed by your allies do \+{n} {unit} of damage || all (?:of your )?attacks (?:you perform )?(?:performed )?against (?:a |an )(?P<what>majin|villain|hero) do \+{n} {unit} of damage || (?:all |any )?(?:of )?(?:your )?attacks (?:you perform )?with "(?P<t>[a-z' ]+)" in the title do \+{n} {unit} of damage"#,
        build: |c| {
            let condition = if c.has("what") {
                Condition::Against(title(c.s("what")))
            } else if c.has("t") {
                Condition::AttackTitleHas(title(c.s("t")))
            } else {
                Condition::PerformedByAlly
            };
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition,
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        Vec::new(),
                    ))],
                },
            ))])
        },
    },
    Pattern {
        name: "your-other-attacks-do-more",
        pattern: r"all (?:of )?your other (?:{kinds} )?attacks do \+{n} {unit} of damage",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourOtherAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "do-more-with-every-attack",
        pattern: r"do \+{n} {unit} of damage with (?:every|all|each) {kinds} attacks?",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "attacks-against-you-do-less",
        pattern: r"(?:all )?{kinds} attacks (?:performed |made )?against you,? (?:do|deal) {n} less {unit} of damage,? to a minimum of (?:0|zero)",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                -1,
                Scope::AttacksAgainstYou,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "attacks-against-you-do-less-any",
        pattern: r"(?:all )?attacks (?:performed |made )?against you,? (?:do|deal) {n} less {unit} of damage,? to a minimum of (?:0|zero)",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                -1,
                Scope::AttacksAgainstYou,
                Vec::new(),
            )))
        },
    },
    Pattern {
        name: "energy-cost-change",
        pattern: r"all (?:of )?your energy attacks that cost {n} power stages? to perform,? (?:now )?(?:only )?cost {m} power stages? to perform",
        build: |c| {
            one(Effect::EnergyCostChange(CostChange {
                from: c.n("n")?,
                to: c.n("m")?,
            }))
        },
    },
    Pattern {
        name: "your-attacks-against-do-more",
        pattern: r"all (?:of )?your (?:{kinds} )?attacks performed against (?:a |an )?(?P<al>villain|hero)s? (?:do|deal) \+?{n} (?:more )?{unit} of damage",
        build: |c| {
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition: Condition::Against(title(c.s("al"))),
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        c.kinds(),
                    ))],
                },
            ))])
        },
    },
    Pattern {
        name: "dragon-balls-cannot-be-captured",
        pattern: r"(?:the )?dragon balls you control (?:may not|cannot) be captured while this (?:drill|card) is in play",
        build: |_| one(Effect::DragonBallsCannotBeCaptured),
    },
    Pattern {
        name: "energy-cost",
        pattern: r"all (?:of )?your energy attacks (?:now )?cost {n} power stages? (?:for you )?to perform(?: \(after all modifiers from other cards/effects\))?",
        build: |c| one(Effect::EnergyCost(c.n("n")?)),
    },
];
