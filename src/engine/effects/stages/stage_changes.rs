//! Pattern rows: more wordings of power stages, life cards of damage and anger (stages
//! module), mostly the old printed wordings of early Score cards whose meaning is plain, read
//! into the core effects:
//!
//! - "If successful, you punch defender for 5 life cards" (a Physical Combat card with no other
//!   attack sentence), "Your successful energy beam attack slashes defender for 6 life cards":
//!   the card's attack, with the damage it states;
//! - "Energy attack. If successful, it does 3 power stages of damage.": the damage the attack
//!   states, written after it: folded into the card's attack by [`fold_stated_damage`] (CRD
//!   Battle Sequence step 9: Base Damage is the damage stated on the card);
//! - "Forces a Hero opponent in this combat to ...": the effect under the condition that the
//!   opponent's Main Personality is a Hero;
//!
//! "Your opponent cannot gain any anger until the beginning of his next turn" is a prohibition
//! kept across turns (`prohibitions::prohibition_texts`).
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{modifier, one, title, Pattern, Piece};
use crate::engine::damage::Damage;
use crate::engine::effects::piles::searches::whose;
use crate::engine::effects::{
    AngerPerCopy, AngerRange, AttackKind, AttackSpec, Change, ChosenPersonalityStages, Condition,
    Conditional, Cost, Effect, Lasts, LoseLifeCards, LoseLifeCardsMinusAnger, MovePerAnger, Pile,
    Prevent, PreventLasting, Scope, Who, WhoIs,
};

/// The name of the row whose damage [`fold_stated_damage`] folds into the card's attack.
const STATED: &str = "stated-damage-if-successful";

/// "X at the end of Combat" / "At the end of Combat, X": X waits for the end of Combat
/// ([`Effect::AtEndOfCombat`]) when every effect of X is one the queue uses there (anger, power
/// stages, draws, life cards, a search, and a "you may" around them); anything else is left to
/// the judge.
pub(in crate::engine) fn waiting_for_end_of_combat(x: &str) -> Option<Vec<Piece>> {
    fn waits(e: &Effect) -> bool {
        match e {
            Effect::Anger(_)
            | Effect::SetAnger(_)
            | Effect::PowerStages(_)
            | Effect::MainPersonalityStages(_)
            | Effect::PowerStagesToZero(_)
            | Effect::Draw(_)
            | Effect::LoseLifeCards(_)
            | Effect::Search(_) => true,
            Effect::May(v) => !v.is_empty() && v.iter().all(waits),
            _ => false,
        }
    }
    let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(x, 1)?;
    let effects: Vec<Effect> = pieces
        .into_iter()
        .map(|p| match p {
            Piece::Effect(e) if waits(&e) => Some(e),
            _ => None,
        })
        .collect::<Option<_>>()?;
    (!effects.is_empty()).then(|| vec![Piece::Effect(Effect::AtEndOfCombat(effects))])
}

/// A card's attack with the damage it states.
fn attack(kind: AttackKind, damage: Damage) -> Option<Vec<Piece>> {
    one(Effect::Attack(AttackSpec {
        kind,
        damage: Some(damage),
        focused: false,
        cannot_be_stopped: false,
        cannot_be_prevented: false,
    }))
}

/// Effects under "the opponent's Main Personality is a Hero".
fn against_hero(effects: Vec<Effect>) -> Option<Vec<Piece>> {
    one(Effect::Conditional(Conditional {
        condition: Condition::MainPersonalityIs(WhoIs {
            player: Who::Opponent,
            is: "Hero".into(),
        }),
        effects,
    }))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "punch-defender-for-life-cards",
        pattern: r"if successful,? you punch (?:the )?defender for {n} life cards?(?: of damage)?",
        build: |c| attack(AttackKind::Physical, Damage::life_cards(c.n("n")?)),
    },
    Pattern {
        name: "energy-beam-slashes-defender",
        pattern: r"your successful energy beam attack slashes (?:the )?defender ?for {n} life cards?(?: of damage)?",
        build: |c| attack(AttackKind::Energy, Damage::life_cards(c.n("n")?)),
    },
    Pattern {
        name: STATED,
        pattern: r"if successful,? it does {n} {unit} of damage",
        build: |c| one(Effect::DamageInstead(c.damage("unit", c.n("n")?))),
    },
    Pattern {
        name: "forces-hero-opponent-to-discard",
        pattern: r"forces (?:a )?hero opponent in this combat to discard {n} life cards? from his (?:life )?deck",
        build: |c| {
            against_hero(vec![Effect::LoseLifeCards(LoseLifeCards {
                player: Who::Opponent,
                count: c.n("n")?,
            })])
        },
    },
    Pattern {
        name: "forces-hero-opponent-anger-down",
        pattern: r"forces (?:a )?hero opponent in this combat to take his anger level down {n}(?: levels?)?",
        build: |c| {
            against_hero(vec![Effect::Anger(Change {
                player: Who::Opponent,
                by: -c.signed("n")?,
            })])
        },
    },
    // ----- anger per copy in the discard pile ---------------------------------------------------
    Pattern {
        name: "anger-per-copy-in-discard",
        pattern: r#"raise your anger {n} levels? for every "(?P<name>[^"]+)" in your discard pile"#,
        build: |c| {
            one(Effect::AngerPerCopy(AngerPerCopy {
                player: Who::You,
                each: c.signed("n")?,
                name: title(c.s("name")),
            }))
        },
    },
    Pattern {
        name: "counts-as-copy-in-discard",
        pattern: r#"this card counts as (?:1|one) copy of "(?P<name>[^"]+)" while in your discard pile"#,
        build: |c| one(Effect::CountsAsCopyInDiscard(title(c.s("name")))),
    },
    Pattern {
        name: "if-performed-by-and-anger",
        pattern: r"if performed by (?P<who>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) and you have {n} or more anger,? (?P<x>this is a focused attack)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::PerformedBy(vec![title(c.s("who"))]),
                    Condition::AngerBetween(AngerRange {
                        player: Who::You,
                        min: c.n("n")?,
                        max: u32::MAX,
                    }),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    // ----- power stages --------------------------------------------------------------------------
    Pattern {
        name: "lower-opponent-to-performer-stages",
        pattern: r"if your opponent's personality (?:that is )?in cont(?:ro|o)l of combat has more power stages above 0 than yours,? lower your opponent's personality in cont(?:ro|o)l of combat to the same amount of power stages above 0 as the personality performing this attack",
        build: |_| one(Effect::LowerToPerformerStages),
    },
    Pattern {
        name: "defensive-move-preventing-and-draining",
        pattern: r"defensive move preventing up to {n} (?P<kind>energy|physical) life cards? from being discarded and draining the user {m} (?:power )?stages?(?: of power)?",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Prevent(Prevent {
                    power_stages: 0,
                    life_cards: c.n("n")?,
                    kinds: c.kinds(),
                })),
                // "the user": the personality in control of Combat for the card's player.
                Piece::Effect(Effect::PerformerStages(-c.signed("m")?)),
            ])
        },
    },
    Pattern {
        name: "chosen-personality-stages",
        // Saiyan Energy Focus (Frieza Saga #012), as CRD 3.0.0 rewrites it: "Any one of your
        // personalities gains 5 power stages."
        pattern: r"one of (?P<whose>your opponent's|your) personalities in play of your choice (?P<dir>loses|gains) {n} power stages? || any one of (?P<whose>your opponent's|your) personalities (?P<dir>loses|gains) {n} power stages?",
        build: |c| {
            let n = c.signed("n")?;
            one(Effect::ChosenPersonalityStages(ChosenPersonalityStages {
                whose: whose(c.s("whose")),
                by: if c.s("dir") == "loses" { -n } else { n },
            }))
        },
    },
    Pattern {
        name: "if-used-by-title-your-attacks-instead",
        pattern: r#"if used by a personality with "(?P<t>[^"]+)" in the (?:card )?title,? all (?:of )?your attacks (?:do|deal) \+{n} {unit} of damage,? instead"#,
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::Conditional(Conditional {
                condition: Condition::PerformerTitleHas(title(c.s("t"))),
                effects: vec![Effect::ModifyInstead(modifier(
                    d,
                    1,
                    Scope::YourAttacks,
                    Vec::new(),
                ))],
            }))
        },
    },
    Pattern {
        name: "at-the-end-of-this-combat",
        pattern: r"(?P<x>.+?),? at the end of (?:this )?combat",
        build: |c| waiting_for_end_of_combat(c.s("x")),
    },
    Pattern {
        name: "at-the-end-of-combat-first",
        pattern: r"at the end of (?:this )?combat,? (?P<x>.+)",
        build: |c| waiting_for_end_of_combat(c.s("x")),
    },
    Pattern {
        name: "discard-pile-top-per-anger-into-life-deck",
        pattern: r"shuffle as many of the top cards of your discard pile as your current anger level into your life deck",
        build: |_| {
            one(Effect::MovePerAnger(MovePerAnger {
                player: Who::You,
                from: Pile::DiscardTop,
                to: Pile::LifeDeckShuffled,
            }))
        },
    },
    Pattern {
        name: "discards-life-cards-minus-anger",
        pattern: r"your opponent discards life cards equal to {n} minus his anger level",
        build: |c| {
            one(Effect::LoseLifeCardsMinusAnger(LoseLifeCardsMinusAnger {
                player: Who::Opponent,
                from: c.n("n")?,
            }))
        },
    },
    Pattern {
        name: "personality-chosen-in-the-sentence-before",
        pattern: CHOSEN_PAIRED,
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "prevent-from-the-next-attack-your-opponent-performs",
        pattern: r"prevent {n} {unit} of damage from the next attack your opponent performs against you this combat",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::PreventLasting(PreventLasting {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                all_life_cards: false,
                kinds: Vec::new(),
                lasts: Lasts::NextAttack,
            }))
        },
    },
    Pattern {
        // Piccolo's Energy Attack (Saiyan Saga, an Energy Combat card; the only card printed with
        // this sentence): the old wording of "Energy attack doing 6 life cards of damage. Costs 5
        // power stages to perform." ("life card draws": life cards; "stages of power drain":
        // power stages paid; the key reads "life cards of damage", see sentences.rs). The sentence names no kind: energy, the card's own kind.
        name: "life-card-draws-and-stages-of-power-drain",
        pattern: r"does {n} life cards? of damage and costs {m} stages of power drain to perform",
        build: |c| {
            let mut pieces = attack(AttackKind::Energy, Damage::life_cards(c.n("n")?))?;
            pieces.push(Piece::Effect(Effect::Cost(Cost {
                power_stages: c.n("m")?,
                ..Cost::default()
            })));
            Some(pieces)
        },
    },
    Pattern {
        // Orange Forceful Kick ("Physical attack. If successful it also does 3 life cards of
        // damage."): damage added to the attack's own, as "this attack also does +3 life cards of
        // damage" (damage is dealt only by a successful attack).
        name: "if-successful-it-also-does",
        pattern: r"if successful,? it also does {n} {unit} of damage",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::Modify(modifier(
                d,
                1,
                Scope::ThisAttack,
                Vec::new(),
            )))
        },
    },
];

/// The key given to the second sentence of a pair joined by [`pair_chosen_personality`].
const CHOSEN_PAIRED: &str =
    "the personality chosen in the sentence before is the one this sentence names";

/// "Choose one of your opponent's personalities in play." followed by "That personality loses 5
/// power stages." (Majin Display of Power) or "For the remainder of the turn, that personality
/// cannot use his personality power and Constant Combat Powers on his current personality level."
/// (Piccolo the Trained Lv.1) is one choice over two sentences: the first becomes
/// "one of your opponent's personalities in play of your choice loses 5 power stages" and the
/// second a reminder. Joined only when the joined sentence compiles. `rewritten` holds the keys
/// as rewritten so far (`None`: unchanged).
pub(in crate::engine) fn pair_chosen_personality(
    keys: &[String],
    rewritten: &mut [Option<String>],
) {
    use regex::Regex;
    use std::sync::OnceLock;
    static RES: OnceLock<[Regex; 2]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        [
            Regex::new(r"^(?:power: )?choose one of (?P<whose>your opponent's|your) personalities in play$")
                .expect("a fixed pattern"),
            Regex::new(r"^(?P<pre>for the remainder of the turn,? )?that personality (?P<rest>(?:loses|gains) \d+ power stages?|cannot use (?:his|its) personality powers? and constant combat powers? on (?:his|its) current personality level)$")
                .expect("a fixed pattern"),
        ]
    });
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i].is_some() || rewritten[i + 1].is_some() {
            continue;
        }
        let (Some(a), Some(b)) = (res[0].captures(&keys[i]), res[1].captures(&keys[i + 1])) else {
            continue;
        };
        // "For the remainder of the turn, that personality cannot use ..." (Piccolo the Trained
        // Lv.1's CRD text, `personality_powers::powers_off`): the duration kept, written last.
        let lasts = b
            .name("pre")
            .map_or("", |_| " for the remainder of the turn");
        let joined = format!(
            "one of {} personalities in play of your choice {}{lasts}",
            &a["whose"], &b["rest"]
        );
        if crate::engine::compile::nested_clauses::clause_ok(&joined, 0) {
            rewritten[i] = Some(joined);
            rewritten[i + 1] = Some(CHOSEN_PAIRED.to_string());
        }
    }
}

/// "For the remainder of Combat, all of your physical attacks do +2 power stages of damage. If
/// used by a personality with "Android" in the card title, all of your attacks deal +2 life cards
/// of damage instead." (Massive Technology): the replacement floats like what it replaces. Read as
/// "If not C, for the remainder of Combat ... +2 power stages. If C, for the remainder of Combat
/// ... +2 life cards": only when the card has exactly one earlier floating modifier of the
/// card user's attacks (and nothing else floating with it); otherwise `in_play::drills`'s reading
/// (or the judge) takes the sentence.
pub(in crate::engine) fn resolve_floating_instead(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
) {
    for i in 0..compiled.len() {
        let (condition, instead) = match compiled[i].1.as_slice() {
            [Piece::Effect(Effect::Conditional(c))] => match c.effects.as_slice() {
                [Effect::ModifyInstead(m)] if m.scope == Scope::YourAttacks => {
                    (c.condition.clone(), m.clone())
                }
                _ => continue,
            },
            _ => continue,
        };
        let floating: Vec<(usize, usize)> = compiled[..i]
            .iter()
            .enumerate()
            .flat_map(|(j, (_, ps, _))| {
                ps.iter()
                    .enumerate()
                    .filter(|(_, p)| matches!(p, Piece::Effect(Effect::RestOfCombat(v)) if matches!(v.as_slice(), [Effect::Modify(m)] if m.scope == Scope::YourAttacks)))
                    .map(move |(k, _)| (j, k))
            })
            .collect();
        // Another plain modifier of the card user's attacks is `in_play::drills`'s to replace.
        let plain = compiled[..i].iter().any(|(_, ps, _)| {
            ps.iter().any(
                |p| matches!(p, Piece::Effect(Effect::Modify(m)) if m.scope == Scope::YourAttacks),
            )
        });
        let [(j, k)] = floating.as_slice() else {
            continue;
        };
        if plain {
            continue;
        }
        let (j, k) = (*j, *k);
        let Piece::Effect(old) = compiled[j].1[k].clone() else {
            continue;
        };
        compiled[j].1[k] = Piece::Effect(Effect::Conditional(Conditional {
            condition: Condition::Not(Box::new(condition.clone())),
            effects: vec![old],
        }));
        compiled[i].1 = vec![Piece::Effect(Effect::Conditional(Conditional {
            condition,
            effects: vec![Effect::RestOfCombat(vec![Effect::Modify(instead)])],
        }))];
    }
}

/// "If successful, your opponent also discards X life cards. X = 5 minus his anger level." (Blue
/// Left Cross Punch): the X is written out where it is used ("your opponent discards life cards
/// equal to 5 minus his anger level") and its definition compiles to nothing of its own; only
/// when the card has exactly that one use and that one definition.
pub(in crate::engine) fn rewrite_x_minus_anger(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 2]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        [
            Regex::new(r"^x ?(?:=|is|equals) ?(?P<n>\d+) minus his anger(?: level)?$")
                .expect("a fixed pattern"),
            Regex::new(r"^(?P<pre>if successful, )your opponent (?:also )?discards x life cards$")
                .expect("a fixed pattern"),
        ]
    });
    write_out_x(keys, rewritten, res, |def, used| {
        format!(
            "{}your opponent discards life cards equal to {} minus his anger level",
            &used["pre"], &def["n"]
        )
    });
}

/// "Shuffle the top X cards in your discard pile back into your Life Deck. X = Your current anger
/// level." (Red Duck): the X is written out where it is used and its definition compiles to
/// nothing of its own; only when the card has exactly that one use and that one definition.
pub(in crate::engine) fn rewrite_x_anger_cards(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 2]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        [
            Regex::new(r"^x ?(?:=|is|equals) ?your current anger(?: level)?$")
                .expect("a fixed pattern"),
            Regex::new(r"^shuffle the top x cards (?:in|of|from) your discard pile (?:back )?into your life deck$")
                .expect("a fixed pattern"),
        ]
    });
    write_out_x(keys, rewritten, res, |_, _| {
        "shuffle as many of the top cards of your discard pile as your current anger level into your life deck".to_string()
    });
}

/// Writes a card's X out where it is used: `res` are the definition ("X = ...") and the use;
/// the card must have exactly one of each and no other X, and the joined sentence must compile.
/// The use becomes `joined(definition, use)`, the definition nothing of its own.
fn write_out_x(
    keys: &[String],
    rewritten: &mut [Option<String>],
    [def_re, use_re]: &[Regex; 2],
    joined: impl Fn(&regex::Captures<'_>, &regex::Captures<'_>) -> String,
) {
    static ANY_X: OnceLock<Regex> = OnceLock::new();
    let any_x = ANY_X.get_or_init(|| Regex::new(r"\bx\b").expect("a fixed pattern"));
    if rewritten.iter().any(Option::is_some) {
        return;
    }
    let defs: Vec<usize> = (0..keys.len())
        .filter(|&i| def_re.is_match(&keys[i]))
        .collect();
    let uses: Vec<usize> = (0..keys.len())
        .filter(|&i| use_re.is_match(&keys[i]))
        .collect();
    let (&[d], &[u]) = (defs.as_slice(), uses.as_slice()) else {
        return;
    };
    // No other X in the card.
    if (0..keys.len()).any(|i| i != d && i != u && any_x.is_match(&keys[i])) {
        return;
    }
    let (Some(def), Some(used)) = (def_re.captures(&keys[d]), use_re.captures(&keys[u])) else {
        return;
    };
    let joined = joined(&def, &used);
    if crate::engine::compile::nested_clauses::clause_ok(&joined, 0) {
        rewritten[u] = Some(joined);
        rewritten[d] = Some(String::new());
    }
}

/// "Energy attack. If successful, it does 3 power stages of damage.": the sentence states the
/// damage of the card's one attack, which states none itself; the damage becomes the attack's
/// (its Base Damage, CRD Battle Sequence step 9) and the sentence a reminder. Any other card
/// (no attack, an attack that already states damage, several attacks) leaves the sentence to
/// the judge.
pub(in crate::engine) fn fold_stated_damage(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
) {
    for i in 0..compiled.len() {
        if compiled[i].2.as_slice() != [STATED] {
            continue;
        }
        let stated = match compiled[i].1.as_slice() {
            [Piece::Effect(Effect::DamageInstead(d))] => *d,
            _ => continue,
        };
        let attacks: Vec<(usize, usize)> = compiled
            .iter()
            .enumerate()
            .flat_map(|(j, (_, ps, _))| {
                ps.iter()
                    .enumerate()
                    .filter(|(_, p)| matches!(p, Piece::Effect(Effect::Attack(_))))
                    .map(move |(k, _)| (j, k))
            })
            .collect();
        let target = match attacks.as_slice() {
            [(j, k)] if *j < i => Some((*j, *k)),
            _ => None,
        };
        // Another statement of the Base Damage in the card: the judge reads which one holds.
        let other_base = compiled.iter().enumerate().any(|(j, (_, ps, _))| {
            j != i
                && ps.iter().any(|p| {
                    matches!(
                        p,
                        Piece::Effect(Effect::DamageInstead(_) | Effect::DamagePer(_))
                    )
                })
        });
        let ok = !other_base
            && target.is_some_and(|(j, k)| {
                matches!(&compiled[j].1[k], Piece::Effect(Effect::Attack(a)) if a.damage.is_none())
            });
        match (ok, target) {
            (true, Some((j, k))) => {
                if let Piece::Effect(Effect::Attack(a)) = &mut compiled[j].1[k] {
                    a.damage = Some(stated);
                }
                compiled[i].1 = vec![Piece::Reminder];
            }
            _ => {
                let s = compiled[i].0.clone();
                compiled[i].1 = vec![Piece::Effect(Effect::Manual(s))];
                compiled[i].2.clear();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Modifier;

    use crate::engine::compile::read_in_full as full;

    /// Saiyan Energy Focus as CRD 3.0.0 rewrites it: "Any one of your personalities gains 5
    /// power stages": one personality of yours, chosen.
    #[test]
    fn any_one_of_your_personalities_gains_stages() {
        let e = full("Any one of your personalities gains 5 power stages.");
        assert_eq!(
            e,
            vec![Effect::ChosenPersonalityStages(ChosenPersonalityStages {
                whose: Who::You,
                by: 5
            })]
        );
    }

    #[test]
    fn old_wordings_of_an_attack() {
        // Goku's Attack, Piccolo's Revenge (Burger King promos).
        let e = full("If successful, you punch defender for 5 life cards. Remove this card from game after use.");
        assert!(
            matches!(&e[0], Effect::Attack(a) if a.kind == AttackKind::Physical && a.damage == Some(Damage::life_cards(5)))
        );
        let e = full("Your successful energy beam attack slashes defenderfor 6 life cards. Remove this card from game after use.");
        assert!(
            matches!(&e[0], Effect::Attack(a) if a.kind == AttackKind::Energy && a.damage == Some(Damage::life_cards(6)))
        );
    }

    #[test]
    fn old_power_drain_and_stage_wordings() {
        // Piccolo's Energy Attack (Saiyan Saga).
        let e =
            full("Does 6 life card draws of damage and costs 5 stages of power drain to perform.");
        assert_eq!(
            e,
            vec![
                Effect::Attack(AttackSpec {
                    kind: AttackKind::Energy,
                    damage: Some(Damage::life_cards(6)),
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                }),
                Effect::Cost(Cost {
                    power_stages: 5,
                    ..Cost::default()
                }),
            ]
        );
        // Orange Forceful Kick (Frieza Saga promo).
        let e = full("Physical attack. If successful it also does 3 life cards of damage.");
        assert!(
            matches!(&e[0], Effect::Attack(a) if a.kind == AttackKind::Physical && a.damage.is_none())
        );
        assert_eq!(
            e[1],
            Effect::Modify(Modifier {
                power_stages: 0,
                life_cards: 3,
                scope: Scope::ThisAttack,
                kinds: Vec::new(),
            })
        );
    }

    #[test]
    fn damage_stated_after_the_attack() {
        // Dodoria Flames of Fury.
        let e = full("Energy attack. If successful, it does 3 power stages of damage.");
        assert_eq!(
            e,
            vec![Effect::Attack(AttackSpec {
                kind: AttackKind::Energy,
                damage: Some(Damage::power_stages(3)),
                focused: false,
                cannot_be_stopped: false,
                cannot_be_prevented: false
            })]
        );
        // An attack that already states its damage, or no attack: the judge reads it.
        let c = compile_text("Energy attack doing 5 life cards of damage. If successful, it does 3 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Partial);
        let c = compile_text("If successful, it does 3 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn hero_opponents_and_anger() {
        // Raditz Energy Wall, Raditz Physical Defense.
        let e = full("Forces a Hero opponent in this combat to discard 1 life card from his deck.");
        assert_eq!(
            e,
            vec![Effect::Conditional(Conditional {
                condition: Condition::MainPersonalityIs(WhoIs {
                    player: Who::Opponent,
                    is: "Hero".into()
                }),
                effects: vec![Effect::LoseLifeCards(LoseLifeCards {
                    player: Who::Opponent,
                    count: 1
                })]
            })]
        );
        let e = full("Forces Hero opponent in this combat to take his anger level down 2.");
        assert!(
            matches!(&e[0], Effect::Conditional(k) if k.effects == vec![Effect::Anger(Change { player: Who::Opponent, by: -2 })])
        );
    }

    #[test]
    fn frieza_copies_in_the_discard_pile() {
        // Frieza's Irritation Grows (as the CRD 3.0.0 ruling quotes it).
        let e = full("Physical attack. If successful, also raise your anger 1 level for every \"Frieza's Irritation Grows\" in your discard pile.");
        assert_eq!(
            e.last(),
            Some(&Effect::IfSuccessful(vec![Effect::AngerPerCopy(
                AngerPerCopy {
                    player: Who::You,
                    each: 1,
                    name: "Frieza's Irritation Grows".into()
                }
            )]))
        );
        // Frieza's Anger Blast.
        let e = full("Energy attack doing 6 life cards of damage. If performed by Frieza and you have 2 or more anger, this is a focused attack. This card counts as 1 copy of \"Frieza's Irritation Grows\" while in your discard pile.");
        assert_eq!(
            e[1],
            Effect::Conditional(Conditional {
                condition: Condition::All(vec![
                    Condition::PerformedBy(vec!["Frieza".into()]),
                    Condition::AngerBetween(AngerRange {
                        player: Who::You,
                        min: 2,
                        max: u32::MAX
                    })
                ]),
                effects: vec![Effect::Keyword(crate::engine::effects::Keyword::Focused)]
            })
        );
        assert_eq!(
            e[2],
            Effect::CountsAsCopyInDiscard("Frieza's Irritation Grows".into())
        );
    }

    #[test]
    fn a_personality_chosen_over_two_sentences() {
        // Majin Display of Power.
        let e = full("Majin only. Choose one of your opponent's personalities in play. That personality loses 5 power stages. Remove from the game after use.");
        assert_eq!(
            e[1],
            Effect::ChosenPersonalityStages(ChosenPersonalityStages {
                whose: Who::Opponent,
                by: -5
            })
        );
        assert_eq!(e.len(), 3, "{e:?}");
        // The second sentence alone is not understood.
        let c = compile_text("That personality loses 5 power stages.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn a_floating_modifier_replaced() {
        // Massive Technology.
        let e = full("Endurance 2. For the remainder of Combat, all of your physical attacks do +2 power stages of damage. If used by a personality with \"Android\" in the card title, all of your attacks deal +2 life cards of damage instead.");
        let android = Condition::PerformerTitleHas("Android".into());
        assert_eq!(
            e[1],
            Effect::Conditional(Conditional {
                condition: Condition::Not(Box::new(android.clone())),
                effects: vec![Effect::RestOfCombat(vec![Effect::Modify(Modifier {
                    power_stages: 2,
                    life_cards: 0,
                    scope: Scope::YourAttacks,
                    kinds: vec![AttackKind::Physical]
                })])]
            })
        );
        assert_eq!(
            e[2],
            Effect::Conditional(Conditional {
                condition: android,
                effects: vec![Effect::RestOfCombat(vec![Effect::Modify(Modifier {
                    power_stages: 0,
                    life_cards: 2,
                    scope: Scope::YourAttacks,
                    kinds: vec![]
                })])]
            })
        );
        // Nothing floating to replace: the judge reads it.
        let c = compile_text("Endurance 2. If used by a personality with \"Android\" in the card title, all of your attacks deal +2 life cards of damage instead.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn at_the_end_of_combat() {
        // Yamcha's Right Cross.
        let e = full("Physical attack. Lower your opponent's anger to 0 at the end of this Combat. Remove from the game after use.");
        assert_eq!(
            e[1],
            Effect::AtEndOfCombat(vec![Effect::SetAnger(crate::engine::effects::SetTo {
                player: Who::Opponent,
                to: 0
            })])
        );
        // Something other than a plain effect waits for the judge.
        let c = compile_text("Stops a physical attack at the end of this Combat.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn searches_waiting_for_the_end_of_combat() {
        // Bulma, the Expert Lv.3: the timing first, a search placing an Ally in play.
        let e = full("Energy attack. At the end of Combat, search your Life Deck for an Ally and place it in play at 6 power stages above 0.");
        let Effect::AtEndOfCombat(v) = &e[1] else {
            panic!("not waiting for the end of Combat: {e:?}")
        };
        assert!(
            matches!(&v[..], [Effect::Search(s)] if s.ally_stage.is_some()),
            "{v:?}"
        );
        // Krillin, the Champion Lv.3: a "you may" search.
        let c = compile_text("At the end of Combat, you may search your Life Deck for a Non-Combat card and place it in play.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let Effect::AtEndOfCombat(v) = &c.effects[0] else {
            panic!("not waiting for the end of Combat: {:?}", c.effects)
        };
        let may =
            |e: &Effect| matches!(e, Effect::May(_)) || matches!(e, Effect::Search(s) if s.may);
        assert!(v.iter().any(may), "{v:?}");
    }

    #[test]
    fn x_is_your_anger_for_cards_moved() {
        // Red Duck.
        let e = full("Stops a physical attack. Shuffle the top X cards in your discard pile back into your Life Deck. X = Your current anger level.");
        assert_eq!(
            e[1],
            Effect::MovePerAnger(MovePerAnger {
                player: Who::You,
                from: Pile::DiscardTop,
                to: Pile::LifeDeckShuffled
            })
        );
        assert_eq!(e.len(), 2);
    }

    #[test]
    fn x_is_five_minus_his_anger() {
        // Blue Left Cross Punch.
        let e = full("Physical attack doing +2 power stages of damage. Costs 2 power stages to perform. If successful, your opponent also discards X life cards. X = 5 minus his anger level.");
        assert_eq!(
            e.last(),
            Some(&Effect::IfSuccessful(vec![
                Effect::LoseLifeCardsMinusAnger(LoseLifeCardsMinusAnger {
                    player: Who::Opponent,
                    from: 5
                })
            ]))
        );
        // Without its definition the X is the judge's.
        let c = compile_text(
            "Physical attack. If successful, your opponent also discards X life cards.",
        );
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn stages_lowered_prevented_and_drained() {
        // Orange Ki Assailment.
        let e = full("Endurance 2. Focused energy attack doing 6 life cards of damage. If your opponent's personality that is in contol of Combat has more power stages above 0 than yours, lower your opponent's personality in control of Combat to the same amount of power stages above 0 as the personality performing this attack.");
        assert_eq!(e.last(), Some(&Effect::LowerToPerformerStages));
        // Straining Fake Left Move (Saiyan Saga wording).
        let e = full("Defensive move preventing up to 3 energy life   cards from being discarded and draining the user 4 stages.");
        assert_eq!(
            e,
            vec![
                Effect::Prevent(Prevent {
                    power_stages: 0,
                    life_cards: 3,
                    kinds: vec![AttackKind::Energy]
                }),
                Effect::PerformerStages(-4)
            ]
        );
        // Majin Buu's Taunt, second sentence.
        let c = compile_text("Prevent 3 life cards of damage from the next attack your opponent performs against you this Combat.");
        assert!(
            matches!(&c.effects[..], [Effect::PreventLasting(p)] if p.life_cards == 3 && p.lasts == Lasts::NextAttack)
        );
    }
}
