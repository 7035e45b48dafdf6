//! The sentence patterns: a table of (name, pattern, constructor). The compiler tries them in
//! order against a sentence's normalised key ([`super::sentences::key`]); the first whose
//! pattern matches the whole key and whose constructor accepts the captures wins.
//!
//! Patterns are regular expressions with placeholders, expanded by [`expand`]:
//! `{n}` `{m}` numbers (digits or words), `{kind}` one attack kind, `{kinds}` one or both,
//! `{unit}` `{unit2}` power stages or life cards, `{opp}` the opponent's, `{you}` your,
//! `{mp}` a personality, `{levels}` "level(s)". Named groups `n`, `m`, `kind`, `kinds`, `unit`,
//! `unit2` are read by the constructors through [`Caps`].

use regex::Captures;

use crate::engine::damage::Damage;
use crate::engine::effects::{
    AfterUse, AttackKind, AttackSpec, CardRule, Change, Condition, Cost, CostChange, DamageCap,
    Effect, Modifier, MoveCards, MustPass, Pile, Prevent, Scope, SetTo, Stop, Timing, Who, WhoIs,
    XValue,
};

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

    /// True when a named group matched.
    pub fn has(&self, name: &str) -> bool {
        self.0.name(name).is_some_and(|m| !m.as_str().is_empty())
    }

    /// A named group as a number (digits or words).
    pub fn n(&self, name: &str) -> Option<u32> {
        number(self.s(name))
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

fn change(player: Who, by: i32) -> Change {
    Change { player, by }
}

fn stages(player: Who, by: i32, to_zero: bool) -> Effect {
    if to_zero {
        Effect::PowerStagesToZero(change(player, by))
    } else {
        Effect::PowerStages(change(player, by))
    }
}

fn modifier(d: Damage, sign: i32, scope: Scope, kinds: Vec<AttackKind>) -> Modifier {
    Modifier {
        power_stages: sign * d.power_stages as i32,
        life_cards: sign * d.life_cards as i32,
        scope,
        kinds,
    }
}

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
    let (mut attack, _) = super::compile_clause(c.s("a"), 1)?;
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
        let (pieces, _) = super::compile_clause(&clause, 2)?;
        if !pieces
            .iter()
            .all(|p| matches!(p, Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat))
        {
            return None;
        }
        attack.push(Piece::Conditional(condition, clause));
        return Some(attack);
    }
    let (stop, _) = super::compile_clause(&stop, 1)?;
    if stop.is_empty()
        || !stop
            .iter()
            .all(|p| matches!(p, Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat))
    {
        return None;
    }
    attack.extend(stop);
    Some(attack)
}

/// The table, in the order it is tried.
pub const PATTERNS: &[Pattern] = &[
    // ----- attacks -------------------------------------------------------------------------
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
        pattern: r"(?:do not|don't) (?:consult|use) the (?:physical attack table|pat)",
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
            let mut d = c.damage("unit", c.n("n")?);
            if c.has("m") {
                let e = c.damage("unit2", c.n("m")?);
                d = Damage {
                    power_stages: d.power_stages + e.power_stages,
                    life_cards: d.life_cards + e.life_cards,
                };
            }
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
        pattern: r"(?:this attack |this card |it )?(?:also )?(?:does|do) (?:an additional )?\+{n} {unit} of damage",
        build: |c| {
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
    // ----- costs ---------------------------------------------------------------------------
    Pattern {
        name: "cost",
        pattern: r"(?:this attack |this card |it )?costs? {n} {unit}(?: to (?:perform|use|play)(?: this (?:attack|card))?)?",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::Cost(if c.s("unit").contains("life") {
                Cost {
                    life_cards: n,
                    ..Cost::default()
                }
            } else {
                Cost {
                    power_stages: n,
                    ..Cost::default()
                }
            }))
        },
    },
    Pattern {
        name: "cost-discard",
        pattern: r"(?:you must )?discard {n} cards? from your hand to (?:perform|use|play) this (?:attack|card) || you have to discard (?P<n>another) card to use this one",
        build: |c| {
            one(Effect::Cost(Cost {
                discard_from_hand: if c.s("n") == "another" { 1 } else { c.n("n")? },
                ..Cost::default()
            }))
        },
    },
    // ----- defences --------------------------------------------------------------------------
    Pattern {
        name: "stop",
        pattern: r"stops? (?:a|an|one|the|any|this|{opp}|an opponent's|a foe's|your opponent's next|the foes'|a successful) ?{kinds} attacks?(?: performed against you| made against you| against you)?(?: played)?(?: this round)? || (?:energy|physical) defense stopping (?:a|an|{opp}|a foe's) {kinds} attack",
        build: |c| {
            one(Effect::Stop(Stop {
                kinds: c.kinds(),
                rest_of_combat: false,
            }))
        },
    },
    Pattern {
        name: "stop-all-rest-of-combat",
        pattern: r"(?:and )?stops? all (?:of )?(?:{opp} )?(?:{kinds} )?attacks(?: performed against you| made against you| against you| in this combat)? for the remainder of combat || stops? all {kinds} attacks(?: performed against you)? (?:in|during) this combat",
        build: |c| {
            let mut kinds = c.kinds();
            if kinds.is_empty() {
                // "stops all attacks": both kinds.
                kinds = vec![AttackKind::Physical, AttackKind::Energy];
            }
            one(Effect::Stop(Stop {
                kinds,
                rest_of_combat: true,
            }))
        },
    },
    Pattern {
        name: "defense-shield",
        pattern: r"defense shield: stops the first unstopped {kinds} attack performed against you (?:this|during|during this|each) combat || defense shield: stops the first unstopped attack performed against you (?:this|during|during this|each) combat || stops? the first {kinds} attack (?:made|performed) (?:against|on) you in a combat || defense shield: when defending in combat, stop the first unstopped attack performed (?:on|against) you",
        build: |c| one(Effect::DefenseShield(c.kinds())),
    },
    Pattern {
        name: "prevent",
        pattern: r"(?:prevents?|prevent) {n} {unit} of (?:successful )?damage(?: from (?:a|an|the|one|any) {kinds} attack)? || prevents? {n} {unit} from being (?:discarded|taken) (?:from|in) a successful {kinds} attack",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::Prevent(Prevent {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                kinds: c.kinds(),
            }))
        },
    },
    Pattern {
        name: "damage-cap",
        pattern: r"you (?:may )?(?:only )?take a maximum of {n} {unit} of damage from (?:this|the|a|an|that) (?:{kinds} )?attack || prevent all but {n} {unit} of damage (?:dealt to you )?(?:by the attack just performed against you|from (?:this|the|a|an|that) (?:{kinds} )?attack)",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::DamageCap(if c.s("unit").contains("life") {
                DamageCap {
                    power_stages: None,
                    life_cards: Some(n),
                }
            } else {
                DamageCap {
                    power_stages: Some(n),
                    life_cards: None,
                }
            }))
        },
    },
    // ----- Drills and lasting effects --------------------------------------------------------
    Pattern {
        name: "your-attacks-do-more",
        pattern: r"(?:all (?:of )?)?your (?:{kinds} )?attacks (?:do|deal|now do|will do|inflict) \+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})? of damage || all (?:{kinds} )?attacks you perform (?:do|deal) \+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})? of damage",
        build: |c| {
            let mut d = c.damage("unit", c.n("n")?);
            if c.has("m") {
                let e = c.damage("unit2", c.n("m")?);
                d = Damage {
                    power_stages: d.power_stages + e.power_stages,
                    life_cards: d.life_cards + e.life_cards,
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
    // ----- state changes ---------------------------------------------------------------------
    Pattern {
        name: "raise-anger",
        pattern: r"(?:raises?|increases?) {you} (?:{mp}'s )?anger(?: level)? (?:by )?{n}(?: {levels})? || (?:raises?|increases?) {you} anger {levels} (?:by )?{n} || (?:you )?gain {n} anger(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::You, c.n("n")? as i32))),
    },
    Pattern {
        name: "lower-your-anger",
        pattern: r"(?:lowers?|decreases?|reduces?) {you} anger(?: level)? (?:by )?{n}(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::You, -(c.n("n")? as i32)))),
    },
    Pattern {
        name: "raise-opponent-anger",
        pattern: r"(?:raises?|increases?) {opp} anger(?: level)? (?:by )?{n}(?: {levels})? || {opp} gains {n} anger(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::Opponent, c.n("n")? as i32))),
    },
    Pattern {
        name: "lower-opponent-anger",
        pattern: r"(?:lowers?|decreases?|reduces?) {opp} (?:{mp}'s )?anger(?: level)?(?: by)? {n}(?: {levels})? || {opp} anger(?: level)? (?:decreases|is lowered|drops) (?:by )?{n}(?: {levels})? || (?:lowers?|decreases?|reduces?) {opp} anger {levels} (?:by )?{n}",
        build: |c| one(Effect::Anger(change(Who::Opponent, -(c.n("n")? as i32)))),
    },
    Pattern {
        name: "set-opponent-anger",
        pattern: r"(?:sets?|lowers?|reduces?) {opp} anger(?: level)? (?:at|to) {n}",
        build: |c| {
            one(Effect::SetAnger(SetTo {
                player: Who::Opponent,
                to: c.n("n")?,
            }))
        },
    },
    Pattern {
        name: "set-all-anger",
        pattern: r"(?:lowers?|sets?|reduces?) all players'? anger(?: levels?)? (?:at|to) {n}",
        build: |c| {
            let to = c.n("n")?;
            Some(vec![
                Piece::Effect(Effect::SetAnger(SetTo {
                    player: Who::You,
                    to,
                })),
                Piece::Effect(Effect::SetAnger(SetTo {
                    player: Who::Opponent,
                    to,
                })),
            ])
        },
    },
    Pattern {
        name: "set-your-anger",
        pattern: r"(?:sets?|lowers?|reduces?) {you} anger(?: level)? (?:at|to) {n}",
        build: |c| {
            one(Effect::SetAnger(SetTo {
                player: Who::You,
                to: c.n("n")?,
            }))
        },
    },
    Pattern {
        name: "stops-same-kind-rest-of-combat",
        pattern: r"for the remainder of combat, stops all attacks of the same type (?:that )?this card stopped",
        build: |_| one(Effect::StopsSameKindRestOfCombat),
    },
    Pattern {
        name: "not-by-main-personality-powers",
        pattern: r"this attack cannot be stopped, prevented,? or reduced by main personality powers",
        build: |_| one(Effect::NotByMainPersonalityPowers),
    },
    Pattern {
        name: "anger-instead",
        pattern: r"raise your anger {n} {levels},? instead",
        build: |c| one(Effect::AngerInstead(change(Who::You, c.n("n")? as i32))),
    },
    Pattern {
        name: "skip-attack-phase",
        pattern: r#"{opp} (?:must )?skips? (?:his|her|their) next "?attacker attacks!?"? phase || {opp} (?:must )?skips? (?:his|her|their) next attack phase"#,
        build: |_| one(Effect::SkipAttackPhase(Who::Opponent)),
    },
    Pattern {
        name: "prevent-against-you",
        pattern: r"prevent {n} {unit} of damage from (?:all )?(?:of )?{opp} (?:(?P<kinds>physical|energy) )?attacks || prevent {n} {unit} of damage from (?:all )?(?:(?P<kinds>physical|energy) )?attacks performed against you",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::PreventAgainstYou(Prevent {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                kinds: c.kinds(),
            }))
        },
    },
    Pattern {
        name: "stops-unstoppable",
        pattern: r"this card can stop attacks that cannot be stopped",
        build: |_| one(Effect::StopsUnstoppable),
    },
    Pattern {
        name: "not-stopped-by-floating-or-shields",
        pattern: r"this attack cannot be stopped by floating effects(?:,)? (?:and|or) defense shields",
        build: |_| one(Effect::NotStoppedByFloatingOrShields),
    },
    Pattern {
        name: "not-stopped-by-card-type",
        pattern: r"your opponent (?:may not|cannot) use (?P<t>physical combat|energy combat|combat) cards to stop this attack",
        build: |c| one(Effect::NotStoppedByCardType(title(c.s("t")))),
    },
    Pattern {
        name: "first-in-combat",
        pattern: r"\(?this (?:card )?must be (?:the|your) first (?P<what>card|attack)(?: card)?(?: that)? (?:you )?(?:play|played|perform|performed)(?: during| in) combat || play this (?:card )?as your first (?P<what>card|attack)(?: card)?(?: from your hand)? (?:in|during) combat",
        build: |c| {
            one(Effect::FirstInCombat(if c.s("what") == "attack" {
                crate::engine::effects::First::Attack
            } else {
                crate::engine::effects::First::Card
            }))
        },
    },
    Pattern {
        name: "opponent-gains-stages",
        pattern: r"{opp} (?:{mp} )?gains {n} power stages?",
        build: |c| one(stages(Who::Opponent, c.n("n")? as i32, false)),
    },
    Pattern {
        name: "raise-both-angers",
        pattern: r"raise your and your opponent's anger {n} {levels}",
        build: |c| {
            let n = c.n("n")? as i32;
            Some(vec![
                Piece::Effect(Effect::Anger(change(Who::You, n))),
                Piece::Effect(Effect::Anger(change(Who::Opponent, n))),
            ])
        },
    },
    Pattern {
        name: "stops-all-attacks-this-combat",
        pattern: r"stops all attacks from an opponent in this combat",
        build: |_| {
            one(Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                rest_of_combat: true,
            }))
        },
    },
    Pattern {
        name: "this-card-stops-instead",
        pattern: r"(?:this card|it) (?:stops|can stop) (?:a|an) {kinds} attack(?:,)? instead",
        build: |c| {
            one(Effect::Stop(Stop {
                kinds: c.kinds(),
                rest_of_combat: false,
            }))
        },
    },
    Pattern {
        name: "raise-anger-and-stages",
        pattern: r"raise your anger and power stages by {n}",
        build: |c| {
            let n = c.n("n")? as i32;
            Some(vec![
                Piece::Effect(Effect::Anger(change(Who::You, n))),
                Piece::Effect(stages(Who::You, n, false)),
            ])
        },
    },
    Pattern {
        name: "power-up-stages",
        pattern: r"power up your (?:main personality|mp) {n} power stages?",
        build: |c| one(stages(Who::You, c.n("n")? as i32, false)),
    },
    Pattern {
        name: "use-as-a-defense",
        pattern: r"(?:use|play) (?:this card )?as a defen[cs]e",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "gain-stages",
        pattern: r"(?:you |{you} {mp} |{you} personality )?(?:gains? |raise {you} {mp} |raise {you} personality ){n} power stages? || (?:raises?|increases?) {you} (?:{mp}'s )?power (?:level|stages?) (?:by )?{n}(?: power stages?)?",
        build: |c| one(Effect::PowerStages(change(Who::You, c.n("n")? as i32))),
    },
    Pattern {
        name: "opponent-loses-stages",
        pattern: r"(?:{opp} (?:{mp} )?loses|{opp} (?:{mp} )?must lose|lower {opp} (?:{mp}'s )?power (?:level|stages?) by|lower {opp} {mp} by) {n} power stages?(?P<min>,? (?:to a minimum of|down to) (?:0|zero))?",
        build: |c| one(stages(Who::Opponent, -(c.n("n")? as i32), c.has("min"))),
    },
    Pattern {
        name: "you-lose-stages",
        pattern: r"(?:you lose|lose|{you} {mp} loses) {n} power stages?(?P<min>,? (?:to a minimum of|down to) (?:0|zero))?",
        build: |c| one(stages(Who::You, -(c.n("n")? as i32), c.has("min"))),
    },
    Pattern {
        name: "highest-stage",
        pattern: r"(?:raise|power up) {you} {mp} to (?:his|her|its|their|the) (?:highest|full|maximum|max) power(?: stage| level)?|{you} {mp} powers up to full|power up to full || (?P<opp>raise {opp} {mp} to (?:his|her|its|their|the) highest power stages?)",
        build: |c| {
            one(Effect::HighestStage(if c.has("opp") {
                Who::Opponent
            } else {
                Who::You
            }))
        },
    },
    Pattern {
        name: "draw",
        pattern: r"draw {n} (?:more )?cards?(?: from your life deck)?",
        build: |c| one(Effect::Draw(c.n("n")?)),
    },
    Pattern {
        name: "opponent-discards-life-cards",
        pattern: r"{opp} (?:must )?discards? (?:the top )?{n} (?:life )?cards? (?:from|of|off) (?:the top of )?(?:his|her|their) life deck || {opp} (?:must )?discards? {n} life cards? || {opp} loses {n} life cards? || {opp} (?:must )?discards? the top card (?:of|from) (?:his|her|their) life deck",
        build: |c| {
            one(Effect::LoseLifeCards(
                crate::engine::effects::LoseLifeCards {
                    player: Who::Opponent,
                    count: if c.has("n") { c.n("n")? } else { 1 },
                },
            ))
        },
    },
    Pattern {
        name: "you-discard-life-cards",
        pattern: r"discard the top {n} cards? (?:of|from) your life deck || you (?:must )?discard {n} life cards? || discard {n} life cards? from the top of your life deck",
        build: |c| {
            one(Effect::LoseLifeCards(
                crate::engine::effects::LoseLifeCards {
                    player: Who::You,
                    count: c.n("n")?,
                },
            ))
        },
    },
    Pattern {
        name: "end-combat",
        pattern: r"(?:then )?end combat|combat ends|(?:this card |this attack )?ends combat|combat ends after damage,? if any,? is dealt|combat ends after damage is dealt",
        build: |_| one(Effect::EndCombat),
    },
    Pattern {
        name: "capture",
        pattern: r"capture (?:a|an|any|one of {opp}|{opp}) (?:[a-z]+ )?dragon balls?(?: in play)?(?: from {opp_any})?",
        build: |_| one(Effect::CaptureDragonBall),
    },
    Pattern {
        name: "discard-pile-to-hand",
        pattern: r"(?:draw|take) the (?P<end>bottom|top) {n}? ?cards? (?:of|from) your discard pile(?: into your hand)?",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let from = if c.s("end") == "top" {
                Pile::DiscardTop
            } else {
                Pile::DiscardBottom
            };
            one(Effect::MoveCards(MoveCards {
                player: Who::You,
                count: n,
                from,
                to: Pile::Hand,
                all: false,
            }))
        },
    },
    Pattern {
        name: "discard-pile-to-life-deck",
        pattern: r"(?:place|put) the (?P<end>bottom|top) {n}? ?cards? (?:of|from) your discard pile (?:at|on|onto) the (?P<to>bottom|top) of your life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let from = if c.s("end") == "top" {
                Pile::DiscardTop
            } else {
                Pile::DiscardBottom
            };
            let to = if c.s("to") == "top" {
                Pile::LifeDeckTop
            } else {
                Pile::LifeDeckBottom
            };
            one(Effect::MoveCards(MoveCards {
                player: Who::You,
                count: n,
                from,
                to,
                all: false,
            }))
        },
    },
    Pattern {
        name: "remove-cards-from-the-game",
        pattern: r"remove the (?P<end>top|bottom) (?:{n} )?cards? (?:of|from|in) (?P<whose>your|{opp}) (?P<pile>discard pile|life deck) from the game",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let top = c.s("end") == "top";
            let from = match (c.s("pile"), top) {
                ("discard pile", true) => Pile::DiscardTop,
                ("discard pile", false) => Pile::DiscardBottom,
                (_, true) => Pile::LifeDeckTop,
                (_, false) => Pile::LifeDeckBottom,
            };
            one(Effect::MoveCards(MoveCards {
                player: if c.s("whose") == "your" {
                    Who::You
                } else {
                    Who::Opponent
                },
                count: n,
                from,
                to: Pile::RemovedFromGame,
                all: false,
            }))
        },
    },
    Pattern {
        name: "remove-discard-pile-from-the-game",
        pattern: r"remove (?P<whose>your|{opp}) (?:entire )?discard pile from the game",
        build: |c| {
            one(Effect::MoveCards(MoveCards {
                player: if c.s("whose") == "your" {
                    Who::You
                } else {
                    Who::Opponent
                },
                count: 0,
                from: Pile::DiscardTop,
                to: Pile::RemovedFromGame,
                all: true,
            }))
        },
    },
    Pattern {
        name: "must-pass",
        pattern: r#"(?P<opp>{opp} )?(?:you )?must pass (?:in|during) (?:all (?:of )?(?P<all>(?:your |his |her )?remaining (?:attack )?phases of combat)|(?:your|his|her) next (?:"?attacker attacks"?|attack) phase)"#,
        build: |c| {
            one(Effect::MustPass(MustPass {
                player: if c.has("opp") {
                    Who::Opponent
                } else {
                    Who::You
                },
                all_remaining: c.has("all"),
            }))
        },
    },
    // ----- after use -------------------------------------------------------------------------
    Pattern {
        name: "remove-from-game-after-use",
        pattern: r"(?:remove|discard) (?:this card |this attack )?from (?:the )?game after use|remove (?:this card |this attack )?from play after use || remove (?:this card )?from the game",
        build: |_| one(Effect::RemoveFromGameAfterUse),
    },
    Pattern {
        name: "shuffle-after-use",
        pattern: r"shuffle (?:this card )?(?:back )?into your life deck after use || (?:and )?is shuffled (?:back )?into your life deck after use || shuffle this card (?:back )?into your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::ShuffleIntoLifeDeck)),
    },
    Pattern {
        name: "bottom-after-use",
        pattern: r"place (?:this card )?(?:at|on) the bottom of your life deck after use || place this card (?:at|on) the bottom of your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::BottomOfLifeDeck)),
    },
    Pattern {
        name: "stays-on-table",
        pattern: r"(?:(?:this (?:card|attack)|it) )?(?:stays|remains) (?:on the table|in play) to be used {n} more times?(?: this combat| during this combat)?",
        build: |c| one(Effect::UsesThisCombat(c.n("n")?)),
    },
    // ----- timing ---------------------------------------------------------------------------
    Pattern {
        name: "use-when-needed",
        pattern: r"use when needed|use this card when needed",
        build: |_| one(Effect::Timing(Timing::WhenNeeded)),
    },
    Pattern {
        name: "use-when-entering-combat",
        pattern: r"use (?:this card )?when entering combat",
        build: |_| one(Effect::Timing(Timing::WhenEnteringCombat)),
    },
    Pattern {
        name: "in-place-of-an-attack",
        pattern: r"use (?:this card )?in place of an attack|this card is used in place of an attack",
        build: |_| one(Effect::Timing(Timing::InPlaceOfAttack)),
    },
    // ----- keywords and card rules ------------------------------------------------------------
    Pattern {
        name: "endurance",
        pattern: r"endurance {n}",
        build: |c| one(Effect::Endurance(c.n("n")?)),
    },
    Pattern {
        name: "endurance-x",
        pattern: r"endurance x",
        build: |_| Some(vec![Piece::EnduranceX]),
    },
    Pattern {
        name: "x-is-anger",
        pattern: r"x (?:=|is|is equal to) your (?:current )?anger(?: level)?",
        build: |_| Some(vec![Piece::XIs(XValue::AngerLevel)]),
    },
    Pattern {
        name: "x-is-dragon-balls-controlled",
        pattern: r"x (?:=|is|is equal to) the number of dragon balls you control",
        build: |_| Some(vec![Piece::XIs(XValue::DragonBallsControlled)]),
    },
    Pattern {
        name: "x-is-pur-minus",
        pattern: r"x (?:=|is|is equal to) your main personality's pur ?- ?{n}",
        build: |c| Some(vec![Piece::XIs(XValue::PurMinus(c.n("n")?))]),
    },
    Pattern {
        name: "limit-per-deck",
        pattern: r"limit {n} (?:per|to a|a) deck || limit {n} || card limited to {n} per deck",
        build: |c| one(Effect::CardRule(CardRule::LimitPerDeck(c.n("n")?))),
    },
    Pattern {
        name: "limit-per-deck-unless",
        pattern: r"unless your main personality is (?P<who>[a-z0-9 .'-]+?),? limit {n} per deck || limit {n} per deck,? unless your main personality is (?P<who>[a-z0-9 .'-]+?) || unless you declared (?:a |an )?(?P<who>[a-z]+ tokui-waza),? limit {n} per deck",
        build: |c| {
            one(Effect::CardRule(CardRule::LimitPerDeckUnless {
                limit: c.n("n")?,
                unless: title(c.s("who")),
            }))
        },
    },
    Pattern {
        name: "copies-allowed",
        pattern: r"you (?:may|can) have up to {n} copies of this card in your (?:life )?deck",
        build: |c| one(Effect::CardRule(CardRule::CopiesAllowed(c.n("n")?))),
    },
    Pattern {
        name: "sensei-deck",
        pattern: r"sensei deck|sensei card",
        build: |_| one(Effect::CardRule(CardRule::SenseiDeck)),
    },
    Pattern {
        name: "sensei-deck-only",
        pattern: r"sensei deck only",
        build: |_| one(Effect::CardRule(CardRule::SenseiDeckOnly)),
    },
    Pattern {
        name: "not-with-other-drills",
        pattern: r"(?:this drill )?cannot be used with (?:any )?other (?:(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) )?drills in play",
        build: |c| {
            let style = c.has("style").then(|| {
                let s = c.s("style");
                let mut ch = s.chars();
                ch.next()
                    .map(|f| f.to_uppercase().collect::<String>() + ch.as_str())
                    .unwrap_or_default()
            });
            one(Effect::CardRule(CardRule::NotWithOtherDrills(style)))
        },
    },
    Pattern {
        name: "rest-of-combat-after",
        pattern: r"(?P<x>.+?),? for the remainder of combat",
        // "If C, X for the remainder of Combat": the duration belongs to X, under C.
        build: |c| {
            (!c.s("x").starts_with("if ")).then(|| vec![Piece::RestOfCombat(c.s("x").to_string())])
        },
    },
    Pattern {
        name: "not-counted-for-style",
        pattern: r"this card does not count towards or against tokui-waza requirements and styled drills that you can have in play",
        build: |_| one(Effect::CardRule(CardRule::NotCountedForStyle)),
    },
    Pattern {
        name: "in-play-limit",
        pattern: r#"you (?:can|may) only have {n} cop(?:y|ies) of this (?:drill|card) in play at a time || you (?:can|may) only have {n} "[^"]+" in play at a time"#,
        build: |c| one(Effect::CardRule(CardRule::InPlayLimit(c.n("n")?))),
    },
    Pattern {
        name: "reveal-hand",
        pattern: r"reveal your hand to {opp_any} || show {opp_any} your hand",
        build: |_| one(Effect::RevealHand(Who::You)),
    },
    Pattern {
        name: "look-at-hand",
        pattern: r"look at {opp} hand || {opp} reveals (?:his|her|their) hand(?: to you)?",
        build: |_| one(Effect::RevealHand(Who::Opponent)),
    },
    Pattern {
        // attacks_gain family: the events a card is legal in (CRD 3.0.0 "League Only/Tuff Enuff
        // Only"), a format rule and not a restriction on who performs the card. "League and
        // Tuff Enuff Only" cards are "Tuff Enuff Only" cards.
        name: "format-only",
        pattern: r"(?P<f>league and tuff enuff|tuff enuff|league) only",
        build: |c| {
            let f = if c.s("f") == "league" {
                "League"
            } else {
                "Tuff Enuff"
            };
            one(Effect::CardRule(CardRule::FormatOnly(f.to_string())))
        },
    },
    Pattern {
        name: "only",
        pattern: r"(?P<who>[a-z0-9 .,'&/-]{2,60}?) only",
        build: |c| {
            let who = c.s("who");
            // A restriction names people or groups, not actions.
            const VERBS: &[&str] = &[
                " may ", " can ", " use ", " play", " attack", " deck", " draw", " your ", " if ",
            ];
            if VERBS.iter().any(|v| format!(" {who} ").contains(v)) {
                return None;
            }
            let names: Vec<String> = who
                .replace(", and ", ",")
                .replace(" and ", ",")
                .replace(" or ", ",")
                .split(',')
                .map(|s| title(s.trim()))
                .filter(|s| !s.is_empty())
                .collect();
            if names.is_empty() {
                return None;
            }
            one(Effect::Only(names))
        },
    },
];

/// Title case for a restriction name as printed ("saiyan heritage" -> "Saiyan Heritage").
/// A name in title case (`earth dragon ball 6` -> `Earth Dragon Ball 6`).
pub fn title(s: &str) -> String {
    s.split(' ')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
