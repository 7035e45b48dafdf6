//! What a Constant Combat Power does to the cost of its player's attacks (CRD 3.0.0 "Card
//! Costs", "Power-Up Rating (PUR)": Constant Combat Powers): "All of your physical attacks cost +2
//! power stages to perform" (Majin Dabura, the Redeemed Lv.1), "The first energy attack you
//! perform during Combat costs 2 less power stages to perform" (King Kai Lv.1, Cooler Lv.1).
//! The rows build a [`CostModifier`] that lasts [`Lasts::ConstantPower`] (the first attack of a
//! kind under [`Condition::FirstAttackOfKind`]); `constant_costs_resolve` reads it at step 2.
//! Cooler Lv.1's next sentence, "If you declared a blue Toku-Waza, this attacks costs zero to
//! perform", names that first attack: [`write_out_this_attack`] writes it out, and the cost is set
//! to 0 under both conditions.

use regex::Regex;
use std::sync::OnceLock;

use crate::engine::compile::patterns::{one, title, Caps, Pattern, Piece};
use crate::engine::effects::{Condition, Conditional, CostModifier, Effect, Lasts, Targets, Who};

/// The printed card types "your cards" names for a cost that is not an attack's (an attack's
/// cost is changed through `Targets::Attacks`, whatever performs it).
const CARD_TYPES_WITH_COSTS: &[&str] = &[
    "Combat",
    "Physical Combat",
    "Energy Combat",
    "Non-Combat",
    "Drill",
    "Dragon Ball",
    "Battleground",
    "Location",
    "Mastery",
];

/// A change of the cost of the player's own attacks of `kinds`, in power stages.
fn own_attacks_cost(c: &Caps<'_>, power_stages: i32) -> CostModifier {
    CostModifier {
        player: Some(Who::You),
        what: Targets::Attacks(c.kinds()),
        power_stages,
        life_cards: 0,
        set: false,
        minimum: 0,
        lasts: Lasts::ConstantPower,
        performer: None,
        that_personality: false,
    }
}

/// "If you declared a blue Toku-Waza, this attacks costs zero to perform" after "The first energy
/// attack you perform cost one less ...": "this attack" written out as that first attack.
pub(in crate::engine) fn write_out_this_attack(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 2]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        [
            Regex::new(r"^the first (?P<kind>physical|energy) attack you perform(?P<scope> (?:during|in|each) combat)? costs? .+ to perform$")
                .expect("a fixed pattern"),
            Regex::new(r"^if you declared an? (?P<style>[a-z]+) tokui-waza, this attacks? costs? (?:zero|0)(?: power stages?)? to perform$")
                .expect("a fixed pattern"),
        ]
    });
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i + 1].is_some() {
            continue;
        }
        let (Some(a), Some(b)) = (res[0].captures(&keys[i]), res[1].captures(&keys[i + 1])) else {
            continue;
        };
        let scope = a.name("scope").map_or("", |m| m.as_str());
        rewritten[i + 1] = Some(format!(
            "if you declared a {} tokui-waza, the first {} attack you perform{scope} costs 0 power stages to perform",
            &b["style"], &a["kind"]
        ));
    }
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "constant-power-your-attacks-cost-more",
        pattern: r"^all (?:of )?your (?:{kinds} )?attacks cost \+{n} power stages? to perform$",
        build: |c| {
            let n = i32::try_from(c.n("n")?).ok()?;
            one(Effect::CostModifier(own_attacks_cost(c, n)))
        },
    },
    Pattern {
        name: "constant-power-first-attack-of-a-kind-costs-less",
        pattern: r"^the first {kind} attack you perform(?: (?:during|in|each) combat)? costs? {n} less power stages? (?:for you )?to perform$",
        build: |c| {
            let kind = *c.kinds().first()?;
            let n = i32::try_from(c.n("n")?).ok()?;
            Some(vec![Piece::Effect(Effect::Conditional(Conditional {
                condition: Condition::FirstAttackOfKind(kind),
                effects: vec![Effect::CostModifier(own_attacks_cost(c, -n))],
            }))])
        },
    },
    Pattern {
        // Uub, the Quick Learner Lv.2 / Uub, Enraged Lv.3: every attack's cost (a card's or a
        // power's), and the cost of a card that is not an attack (read by its printed type).
        name: "constant-power-your-cards-power-stage-costs-reduced",
        pattern: r"^all power stage costs for your cards are reduced by {n},? to a minimum of (?P<m>\d+|zero)$",
        build: |c| {
            let n = i32::try_from(c.n("n")?).ok()?;
            let minimum = if c.s("m") == "zero" {
                0
            } else {
                c.s("m").parse().ok()?
            };
            let reduced = |what| {
                Piece::Effect(Effect::CostModifier(CostModifier {
                    player: Some(Who::You),
                    what,
                    power_stages: -n,
                    life_cards: 0,
                    set: false,
                    minimum,
                    lasts: Lasts::ConstantPower,
                    performer: None,
                    that_personality: false,
                }))
            };
            Some(vec![
                reduced(Targets::Attacks(Vec::new())),
                reduced(Targets::CardTypes(
                    CARD_TYPES_WITH_COSTS
                        .iter()
                        .map(|t| t.to_string())
                        .collect(),
                )),
            ])
        },
    },
    Pattern {
        // Written out by `write_out_this_attack` (Cooler Lv.1).
        name: "constant-power-first-attack-of-a-kind-costs-zero-with-a-tokui-waza",
        pattern: r"^if you declared an? (?P<style>black|blue|orange|red|saiyan|namekian) tokui-waza, the first {kind} attack you perform(?: (?:during|in|each) combat)? costs 0 power stages to perform$",
        build: |c| {
            let kind = *c.kinds().first()?;
            Some(vec![Piece::Effect(Effect::Conditional(Conditional {
                condition: Condition::All(vec![
                    Condition::YouDeclared(title(c.s("style"))),
                    Condition::FirstAttackOfKind(kind),
                ]),
                effects: vec![Effect::CostModifier(CostModifier {
                    set: true,
                    ..own_attacks_cost(c, 0)
                })],
            }))])
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Condition, Effect, Lasts, Targets};

    fn read(text: &str) -> Vec<Effect> {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    /// Majin Dabura, the Redeemed Lv.1 (CRD 3.0.0 "Card Costs"): +2 to its physical attacks.
    #[test]
    fn your_physical_attacks_cost_two_more() {
        let e = read(
            "(Constant Combat Power) All of your physical attacks cost +2 power stages to perform.",
        );
        assert!(
            e.iter().any(|e| matches!(e, Effect::CostModifier(m)
                if m.power_stages == 2
                    && m.what == Targets::Attacks(vec![AttackKind::Physical])
                    && m.lasts == Lasts::ConstantPower)),
            "{e:?}"
        );
    }

    /// King Kai Lv.1 and Cooler Lv.1 (CRD 3.0.0 "Card Costs"): the first energy attack of the
    /// Combat costs less.
    #[test]
    fn the_first_energy_attack_costs_less() {
        for (text, n) in [
            ("(Constant Combat Power) The first energy attack you perform during Combat costs 2 less power stages to perform.", -2),
            ("(Constant Combat Power) The first energy attack you perform cost one less power stages for you to perform.", -1),
        ] {
            let e = read(text);
            assert!(
                e.iter().any(|e| matches!(e, Effect::Conditional(k)
                    if k.condition == Condition::FirstAttackOfKind(AttackKind::Energy)
                        && matches!(&k.effects[..], [Effect::CostModifier(m)] if m.power_stages == n))),
                "{text}: {e:?}"
            );
        }
    }

    /// Cooler Lv.1 (CRD 3.0.0 "Card Costs", "Tokui-Waza"): "If you declared a blue Toku-Waza,
    /// this attacks costs zero to perform": the first energy attack's cost set to 0 with a Blue
    /// Tokui-Waza declared.
    #[test]
    fn this_attack_costs_zero_with_a_tokui_waza() {
        let e = read("(Constant Combat Power) The first energy attack you perform cost one less power stages for you to perform. If you declared a blue Toku-Waza, this attacks costs zero to perform.");
        assert!(
            e.iter().any(|e| matches!(e, Effect::Conditional(k)
                if k.condition == Condition::All(vec![
                    Condition::YouDeclared("Blue".into()),
                    Condition::FirstAttackOfKind(AttackKind::Energy),
                ]) && matches!(&k.effects[..], [Effect::CostModifier(m)] if m.set && m.power_stages == 0))),
            "{e:?}"
        );
    }
}
