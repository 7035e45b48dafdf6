//! Core pattern rows: the attack sentence and its keywords ("Physical attack doing 5 life cards of
//! damage", "Focused", "This attack cannot be stopped"), "If successful" / "If stopped" effects and
//! the conditions written with the attack.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{modifier, number, one, title, Caps, Pattern, Piece};
use crate::engine::damage_types::Damage;
use crate::engine::effects::{AttackSpec, Condition, Cost, Effect, Scope, Who, WhoIs};

/// The attack sentence: kind, Focused, stated damage or modifiers, an inline cost, and the rest
/// of the sentence as "If successful" effects.
pub const ATTACK: &str = r"(?P<focused>focused,? )?(?:a )?{kind} attack(?:,)?(?: (?:doing|that does|which does|does|that deals|dealing|inflicting|for) (?P<d1>\+?\d+\+?) (?P<u1>(?:power )?stages?(?: of power)?|life cards?)(?:(?: of damage)? (?:and|plus|\+) (?:an additional )?(?P<d2>\+?\d+) (?P<u2>(?:power )?stages?(?: of power)?|life cards?))?(?: of damage)?)?(?: doing (?P<mult>double|triple|quadruple|twice|\d+ times) the (?:usual|base|normal) damage)?(?:,? (?:and )?(?:costing|that costs|which costs|costs|at a cost of) (?P<c>\d+|no) (?P<cu>(?:power )?stages?(?: of power)?|life cards?)(?: to (?:perform|use))?|(?P<free> for no power cost))?(?P<tail>(?:[ ,;.:-].*)?)";

fn build_attack(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let kind = *c.kinds().first()?;
    let mut attack = AttackSpec {
        kind,
        damage: None,
        focused: c.has("focused"),
        cannot_be_stopped: false,
        cannot_be_prevented: false,
    };
    let mut out = Vec::new();
    let mut mods = Damage::default();
    let mut stated = Damage::default();
    let mut any_stated = false;
    for (d, u) in [("d1", "u1"), ("d2", "u2")] {
        if !c.has(d) {
            continue;
        }
        let raw = c.s(d);
        let amount = number(raw)?;
        let dmg = c.damage(u, amount);
        // "+3" and the old "3+" are modifiers; a bare number is the damage the attack does.
        if raw.contains('+') {
            mods = Damage {
                power_stages: mods.power_stages + dmg.power_stages,
                life_cards: mods.life_cards + dmg.life_cards,
            };
        } else {
            any_stated = true;
            stated = Damage {
                power_stages: stated.power_stages + dmg.power_stages,
                life_cards: stated.life_cards + dmg.life_cards,
            };
        }
    }
    if any_stated {
        attack.damage = Some(stated);
    }
    out.push(Piece::Effect(Effect::Attack(attack)));
    if c.has("free") {
        out.push(Piece::Effect(Effect::Cost(Cost::default())));
    }
    if c.has("c") {
        let n = if c.s("c") == "no" {
            0
        } else {
            number(c.s("c"))?
        };
        let cost = if c.s("cu").contains("life") {
            Cost {
                life_cards: n,
                ..Cost::default()
            }
        } else {
            Cost {
                power_stages: n,
                ..Cost::default()
            }
        };
        out.push(Piece::Effect(Effect::Cost(cost)));
    }
    if c.has("mult") {
        let m = match c.s("mult") {
            "double" | "twice" => 2,
            "triple" => 3,
            "quadruple" => 4,
            other => number(other.trim_end_matches(" times"))?,
        };
        out.push(Piece::Effect(Effect::Multiply(m)));
    }
    if mods != Damage::default() {
        out.push(Piece::Effect(Effect::Modify(modifier(
            mods,
            1,
            Scope::ThisAttack,
            Vec::new(),
        ))));
    }
    let tail = c
        .s("tail")
        .trim()
        .trim_start_matches([',', ';', '.', ':', '-'])
        .trim();
    let tail = tail.strip_prefix("and ").unwrap_or(tail).trim();
    let tail = tail.strip_prefix("then ").unwrap_or(tail).trim();
    match tail {
        ""
        | "if successful"
        | "when successful"
        | "if not stopped"
        | "of damage"
        | "of damage if successful" => {}
        t => out.push(Piece::IfSuccessful(t.to_string())),
    }
    Some(out)
}

/// "Physical attack doing +5 power stages of damage or stops a physical attack": a card used
/// either as the attack (at the attack step) or as the stop (at the defence step). Both halves
/// must compile; the stop half may only stop.
fn build_attack_or_stop(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let (mut attack, _) = crate::engine::compile::nested_clauses::compile_clause(c.s("a"), 1)?;
    if !attack
        .iter()
        .any(|p| matches!(p, Piece::Effect(Effect::Attack(_))))
    {
        return None;
    }
    let stop = c.s("s").replacen("stopping ", "stops ", 1);
    // "..., or if <condition> stops a physical or energy attack": the stop under a condition.
    if let Some(rest) = stop.strip_prefix("if ") {
        let at = rest.find(" stops ")?;
        let condition = crate::engine::effects::conditions::if_clauses::parse(&rest[..at])?;
        let clause = rest[at + 1..].to_string();
        let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(&clause, 2)?;
        if !pieces
            .iter()
            .all(|p| matches!(p, Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat))
        {
            return None;
        }
        attack.push(Piece::Conditional(condition, clause));
        return Some(attack);
    }
    let (stop, _) = crate::engine::compile::nested_clauses::compile_clause(&stop, 1)?;
    // A stop, and what it says of the attacks it stops ("stops a focused energy attack", Black
    // Power Hit: `stops::stop_capabilities`).
    if !stop
        .iter()
        .any(|p| matches!(p, Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat))
        || !stop.iter().all(|p| {
            matches!(p, Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat)
                || matches!(
                    p,
                    Piece::Effect(Effect::StopsFocused | Effect::StopsOnlyFocused)
                )
        })
    {
        return None;
    }
    attack.extend(stop);
    Some(attack)
}

/// "+N unit" and, when the row caught one, "and +M unit2": the damage of both amounts ("+2 life
/// cards and +2 power stages of damage").
fn amount_and_second(c: &Caps<'_>) -> Option<Damage> {
    let d = c.damage("unit", c.n("n")?);
    if !c.has("m") {
        return Some(d);
    }
    let e = c.damage("unit2", c.n("m")?);
    Some(Damage {
        power_stages: d.power_stages + e.power_stages,
        life_cards: d.life_cards + e.life_cards,
    })
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "attack",
        pattern: ATTACK,
        build: build_attack,
    },
    Pattern {
        name: "focused",
        pattern: r"focused",
        build: |_| Some(vec![Piece::Focused]),
    },
    Pattern {
        name: "cannot-be-stopped",
        pattern: r"this (?:attack|card) (?:cannot|can't|can not) be stopped",
        build: |_| Some(vec![Piece::CannotBeStopped]),
    },
    Pattern {
        name: "cannot-be-prevented",
        pattern: r"(?:the )?damage (?:from|of) this (?:attack|card) (?:cannot|can't|can not) be prevented|this attack(?:'s damage)? (?:cannot|can't|can not) be prevented",
        build: |_| Some(vec![Piece::CannotBePrevented]),
    },
    Pattern {
        name: "cannot-be-stopped-or-prevented",
        pattern: r"this attack (?:cannot|can't|can not) be stopped or prevented",
        build: |_| Some(vec![Piece::CannotBeStopped, Piece::CannotBePrevented]),
    },
    Pattern {
        name: "no-pat",
        // "Do not consult table." (Goku Lv.2, Saiyan Saga): the Physical Attack Table.
        pattern: r"(?:do not|don't) (?:consult|use) the (?:physical attack table|pat) || do not consult table",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "empower",
        pattern: r"empower {n}",
        build: |c| one(Effect::Empower(c.n("n")?)),
    },
    Pattern {
        name: "multiply",
        pattern: r"(?P<w>doubles?|triples?|quadruples?) the base damage(?: of (?:the|this|your next) (?:physical |energy )?attack)?(?: from the physical attack table)?(?: for this attack)?(?: \(damage from the physical attack table\),? before you add modifiers from drills)?",
        build: |c| {
            one(Effect::Multiply(if c.s("w").starts_with("quad") {
                4
            } else if c.s("w").starts_with("doub") {
                2
            } else {
                3
            }))
        },
    },
    Pattern {
        name: "if-successful",
        pattern: r"(?:and )?if (?:this attack is |the attack is |it is )?successful,? (?:also )?(?P<x>.+)",
        build: |c| Some(vec![Piece::IfSuccessful(c.s("x").to_string())]),
    },
    Pattern {
        name: "if-successful-after",
        pattern: r"(?P<x>.+?),? if (?:this attack is )?successful",
        build: |c| Some(vec![Piece::IfSuccessful(c.s("x").to_string())]),
    },
    Pattern {
        name: "attack-or-stop",
        pattern: r"(?P<a>(?:focused,? )?{kind} attack.*?),? or (?P<s>(?:stops?|stopping|if .+? stops) .+)",
        build: build_attack_or_stop,
    },
    Pattern {
        name: "if-stopped",
        pattern: r"if (?:this attack is |this card is |it is )?stopped,? (?P<x>.+)",
        build: |c| Some(vec![Piece::IfStopped(c.s("x").to_string())]),
    },
    Pattern {
        name: "this-is-focused",
        pattern: r"(?:this (?:is a|attack is a|physical attack is now a|energy attack is now a|attack is)|(?:and )?is a|(?:and )?is) focused(?: (?:physical |energy )?attack)?",
        build: |_| Some(vec![Piece::Focused]),
    },
    Pattern {
        name: "if-performed-against",
        pattern: r"if (?:this attack is |it is )?performed against (?:(?:a |an )(?P<al>villain|hero)|(?P<who>[a-z][a-z .'-]*?)),? (?P<x>(?:this|it|the|raise|draw|gain|lower|your|you|stops?|do|does)\b.+)",
        build: |c| {
            let who = if c.has("al") {
                c.s("al")
            } else {
                let w = c.s("who");
                // "the Ginyu Force" (Saiyan Discharge): "the" before a personality's name as
                // the CRD writes it ("If the Ginyu Force is your Main Personality").
                let w = w
                    .strip_prefix("the ")
                    .filter(|n| crate::engine::identity::NAMES.contains(&title(n).as_str()))
                    .unwrap_or(w);
                // A single personality name; groups ("a majin") and lists stay manual.
                if ["a", "an", "the", "your", "any"]
                    .iter()
                    .any(|a| w == *a || w.starts_with(&format!("{a} ")))
                    || w.contains(" or ")
                    || w.contains(" and ")
                {
                    return None;
                }
                w
            };
            Some(vec![Piece::Conditional(
                Condition::Against(title(who)),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-opponent-declared-style",
        pattern: r"if your opponent (?:has )?declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::OpponentDeclared(title(c.s("style"))),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-tokui-waza-against-style",
        pattern: r"(?:and )?if you (?:have )?declared (?:a |your )?tokui-waza and your opponent declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::TokuiWazaAgainst(title(c.s("style"))),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-tokui-waza-opponent-did-not",
        pattern: r"(?:and )?if you (?:have )?declared (?:a |your )?tokui-waza and your opponent did not,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::TokuiWazaOpponentNone,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-tokui-waza",
        pattern: r"(?:and )?if you (?:have )?declared (?:a |your )?tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::TokuiWaza,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-successful-and-tokui-waza",
        pattern: r"if successful,? and (?:if )?you declared (?:a )?tokui-waza,? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::IfSuccessful(format!(
                "if you declared a tokui-waza, {}",
                c.s("x")
            ))])
        },
    },
    Pattern {
        name: "if-performed-by",
        pattern: r"if (?:this (?:card|attack) is )?(?:used|performed|played) by (?P<who>[a-z0-9 .'-]+?),? (?P<x>(?:it|this|raise|draw|gain|lower|your|you|the|stops?|do|does)\b.+)",
        build: |c| {
            if matches!(c.s("who"), "a" | "an" | "the") || c.s("who").starts_with("a ") {
                return None;
            }
            // "If performed by Frieza and you have 2 or more anger, ..." or "If your Main
            // Personality is at level 2 or above and ...": not a list of names; the condition
            // reader (conditions.rs `if-condition`) reads such a sentence, or it stays manual.
            const NOT_A_NAME: &[&str] = &[
                "and", "at", "level", "levels", "above", "below", "higher", "lower", "has", "have",
                "is", "not", "in", "with", "from", "on", "than", "more", "less", "you", "your",
                "his", "when", "while", "if",
            ];
            if c.s("who")
                .split([' ', ','])
                .any(|w| NOT_A_NAME.contains(&w))
            {
                return None;
            }
            let who: Vec<String> = c
                .s("who")
                .replace(" or ", ",")
                .split(',')
                .map(|s| title(s.trim()))
                .filter(|s| !s.is_empty())
                .collect();
            Some(vec![Piece::Conditional(
                Condition::PerformedBy(who),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-main-personality-is-named",
        pattern: r"if your main personality is (?P<who>[a-z0-9 .'-]+?), (?P<x>.+)",
        build: |c| {
            let who = c.s("who");
            if matches!(who, "a" | "an" | "the") || who.starts_with("a ") || who.starts_with("an ")
            {
                return None;
            }
            // "If your Main Personality is at level 2 or above and ...": not a name.
            const NOT_A_NAME: &[&str] = &[
                "and", "at", "level", "levels", "above", "below", "higher", "lower", "has", "have",
                "is", "not", "in", "with", "from", "on", "than", "more", "less", "you", "your",
                "his", "when", "while", "if",
            ];
            if who.split([' ', ',']).any(|w| NOT_A_NAME.contains(&w)) {
                return None;
            }
            // The Main Personality's name, whoever is in control of Combat.
            let mut names: Vec<Condition> = who
                .replace(" or ", ",")
                .split(',')
                .map(|s| title(s.trim()))
                .filter(|s| !s.is_empty())
                .map(|is| {
                    Condition::MainPersonalityIs(WhoIs {
                        player: Who::You,
                        is,
                    })
                })
                .collect();
            let condition = if names.len() == 1 {
                names.pop()?
            } else {
                Condition::Any(names)
            };
            Some(vec![Piece::Conditional(condition, c.s("x").to_string())])
        },
    },
    Pattern {
        // "Energy attack doing +3 life cards of damage if "The Car" is in play" (Android 17, the
        // Leader Lv.2, Redemption): the attack, its modifier under the card in play, as "if
        // "The Car" is in play, this attack does ..." reads.
        name: "attack-doing-more-if-in-play",
        pattern: r#"(?P<a>(?:focused )?{kind} attack doing \+\d+ (?:power stages?|life cards?) of damage),? if "?(?P<what>[a-z0-9 .'-]+?)"? is (?:anywhere )?in play"#,
        build: |c| {
            let condition = crate::engine::effects::conditions::if_clauses::in_play(c.s("what"))?;
            let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(c.s("a"), 1)?;
            let [Piece::Effect(Effect::Attack(a)), Piece::Effect(Effect::Modify(m))] =
                pieces.as_slice()
            else {
                return None;
            };
            Some(vec![
                Piece::Effect(Effect::Attack(a.clone())),
                Piece::Effect(Effect::Conditional(crate::engine::effects::Conditional {
                    condition,
                    effects: vec![Effect::Modify(m.clone())],
                })),
            ])
        },
    },
    Pattern {
        name: "if-in-play",
        pattern: r#"if "?(?P<what>[a-z0-9 .'-]+?)"?;? is (?:anywhere )?in play(?: anywhere)?,? (?P<x>.+)"#,
        build: |c| {
            Some(vec![Piece::Conditional(
                crate::engine::effects::conditions::if_clauses::in_play(c.s("what"))?,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "modifier-instead",
        pattern: r"(?:(?:this attack |the attack |it )?(?:does|do)|(?:this attack |it )?deals) \+{n} {unit}(?: of damage)?(?: and \+{m} {unit2})?(?: of damage)?,? instead",
        build: |c| {
            let d = amount_and_second(c)?;
            one(Effect::ModifyInstead(modifier(
                d,
                1,
                Scope::ThisAttack,
                Vec::new(),
            )))
        },
    },
    Pattern {
        name: "damage-instead",
        pattern: r"(?:this attack |the attack |it )?(?:does|do) {n} {unit} of damage,? instead || (?:this attack |the attack |it )?does {n} {unit},? instead || this attack does {n} {unit} of damage",
        build: |c| one(Effect::DamageInstead(c.damage("unit", c.n("n")?))),
    },
    Pattern {
        name: "this-attack-does-more",
        // Also both units with one "of damage": "this attack does +2 life cards and +2 power
        // stages of damage" (Black Blasting Beam); "Physical attack. Doing +2 power stages of
        // damage." (King Kai Lv.1, Miscellaneous #K2): the attack's modifier printed as a sentence
        // of its own.
        pattern: r"(?:this attack |this card |it )?(?:also )?(?:does|do) (?:an additional )?\+{n} {unit} of damage || (?:this attack |this card |it )?(?:also )?(?:does|do) (?:an additional )?\+{n} {unit} and \+{m} {unit2} of damage || doing \+{n} {unit} of damage",
        build: |c| {
            let d = amount_and_second(c)?;
            one(Effect::Modify(modifier(
                d,
                1,
                Scope::ThisAttack,
                Vec::new(),
            )))
        },
    },
    Pattern {
        // "If successful Yajirobe also does +3 life cards of damage" (Yajirobe the Hero Lv.3,
        // Frieza Saga): the personality performing the power's attack names himself.
        name: "named-personality-also-does-more",
        pattern: r"(?P<who>[a-z][a-z.'-]*) also does \+{n} {unit} of damage",
        build: |c| {
            if matches!(
                c.s("who"),
                "he" | "she"
                    | "it"
                    | "opponent"
                    | "foe"
                    | "defender"
                    | "each"
                    | "every"
                    | "which"
                    | "that"
                    | "who"
            ) {
                return None;
            }
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::ThisAttack,
                Vec::new(),
            )))
        },
    },
    Pattern {
        name: "attacks-cannot-be-prevented-rest-of-combat",
        pattern: r"for the remainder of combat,? (?:the )?damage from your attacks cannot be prevented || (?:the )?damage from your attacks cannot be prevented for the remainder of combat",
        build: |_| {
            one(Effect::RestOfCombat(vec![
                Effect::YourAttacksCannotBePrevented,
            ]))
        },
    },
    Pattern {
        name: "rest-of-combat",
        pattern: r"for the remainder of combat,? (?P<x>.+)",
        build: |c| Some(vec![Piece::RestOfCombat(c.s("x").to_string())]),
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Effect, Modifier, Scope};

    /// King Kai Lv.1 (Miscellaneous #K2): "Physical attack. Doing +2 power stages of damage.":
    /// the attack's own modifier, counted at Battle Sequence 10.
    #[test]
    fn a_modifier_printed_as_its_own_sentence() {
        let c = compile_text("Physical attack. Doing +2 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::Modify(Modifier {
                power_stages: 2,
                life_cards: 0,
                scope: Scope::ThisAttack,
                kinds: Vec::new(),
            }))
        );
    }

    /// Yajirobe the Hero Lv.3 (Frieza Saga): "If successful Yajirobe also does +3 life cards of
    /// damage": the attack's own modifier, counted at Battle Sequence 10 once the attack is
    /// successful; a word naming no personality is not read.
    #[test]
    fn a_named_personality_also_does_more_if_successful() {
        let c = compile_text(
            "Physical attack. If successful Yajirobe also does +3 life cards of damage.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.get(1),
            Some(&Effect::IfSuccessful(vec![Effect::Modify(Modifier {
                power_stages: 0,
                life_cards: 3,
                scope: Scope::ThisAttack,
                kinds: Vec::new(),
            })]))
        );
        let c = compile_text(
            "Physical attack. If successful opponent also does +3 life cards of damage.",
        );
        assert_eq!(c.coverage, Coverage::Partial);
    }

    /// Android 17, the Leader Lv.2 (Redemption): "Energy attack doing +3 life cards of damage if
    /// "The Car" is in play": the modifier counted at CRD 3.0.0 Battle Sequence 10 only while The
    /// Car is in play.
    #[test]
    fn an_attack_doing_more_if_a_card_is_in_play() {
        use crate::engine::effects::{Condition, Conditional};
        let c =
            compile_text("Energy attack doing +3 life cards of damage if \"The Car\" is in play.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.get(1),
            Some(&Effect::Conditional(Conditional {
                condition: Condition::InPlay("The Car".into()),
                effects: vec![Effect::Modify(Modifier {
                    power_stages: 0,
                    life_cards: 3,
                    scope: Scope::ThisAttack,
                    kinds: Vec::new(),
                })],
            }))
        );
    }

    /// Goku Lv.2 (Saiyan Saga): "Do not consult table." is the Physical Attack Table reminder
    /// (CRD 3.0.0 Battle Sequence 9: the stated damage is used).
    #[test]
    fn do_not_consult_table_is_a_reminder() {
        let c = compile_text("Kaio-Ken Power Level Booster: Physical attack draining 4 power stages no matter what Goku's power is. Do not consult table.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    }

    /// Saiyan Discharge (world-games-saga/105): "If performed against the Ginyu Force": "the"
    /// before a personality's name is read as that name; before any other words ("the Dragon
    /// Team") the sentence stays with the judge.
    #[test]
    fn performed_against_the_named_personality() {
        let c = compile_text("Energy Attack doing 5 life cards of damage. If performed against the Ginyu Force, this card stays on the table to be used 1 more time this Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            matches!(&c.effects[1], Effect::Conditional(k) if k.condition == crate::engine::effects::Condition::Against("Ginyu Force".into())),
            "{:#?}",
            c.effects
        );
        let c = compile_text("If performed against the Dragon Team, raise your anger 1 level.");
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
    }
}
