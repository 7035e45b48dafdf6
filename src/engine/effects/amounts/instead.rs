//! A card's own amount replaced under a condition: "Raise your anger 1 level. If C, raise your
//! anger 2 levels instead.", "All of your energy attacks do +1 life card of damage. If C, all of
//! your energy attacks do +2 life cards of damage instead." One reading for every such shape,
//! its kinds as data ([`REPLACEMENTS`]): the earlier amount gets the condition "not C", the
//! replacement "C"; a replacement with nothing earlier to replace is left to the judge. An
//! earlier amount a trigger gives ("When you perform an attack, raise your anger 1 level. If Goku
//! is in play, raise your anger 2 levels instead.", Broly Lv.1) is replaced by the same trigger
//! under "C". An earlier taking of cards in play ("Remove an Ally in play from the game. If your
//! Main Personality is Android 17 or Android 18, remove 2 allies from the game instead.", The
//! Car) is replaced the same way; its row ([`PATTERNS`]) reads the clause before "instead" with
//! the cards-in-play rows.

use crate::engine::compile::nested_clauses::compile_clause;
use crate::engine::compile::patterns::{one, unit_damage, Pattern, Piece};
use crate::engine::effects::amounts::count::parse_each;
use crate::engine::effects::{Condition, Conditional, Effect, PerCount, Scope};

/// The rows: "discard 2 Allies instead", "remove 2 allies from the game instead", read as the
/// cards-in-play clause they replace with ([`Effect::InPlayInstead`]); "this attack does 2 power
/// stages for each Non-Combat card your opponent has in play instead" (Saiyan Crush), the
/// attack's damage stated per unit counted ([`Effect::DamagePer`]), which under its condition
/// replaces the Base Damage at Battle Sequence step 9 (`battle/steps/damage.rs`).
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "in-play-instead",
        pattern: r"(?P<x>(?:discard|remove) .+?),? instead",
        build: |c| match compile_clause(c.s("x"), 1)?.0.as_slice() {
            [Piece::Effect(Effect::InPlay(e))] => one(Effect::InPlayInstead(e.clone())),
            _ => None,
        },
    },
    Pattern {
        // Blue Right Cross (Android Saga #056): "If you declared Toku-Waza, you may do 6 life
        // cards of damage instead": the player's choice when he plays the card (the action's
        // `may`), which replaces the Base Damage at Battle Sequence step 9 when he takes it
        // (`battle/steps/damage.rs`, [`Condition::YouDid`]).
        name: "may-do-damage-instead",
        pattern: r"^you may do {n} {unit} of damage instead$",
        build: |c| {
            one(Effect::May(vec![Effect::DamageInstead(unit_damage(
                c.s("unit"),
                c.n("n")?,
            ))]))
        },
    },
    Pattern {
        name: "damage-per-count-instead",
        pattern: r"this attack does {n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?) instead",
        build: |c| {
            let d = unit_damage(c.s("unit"), c.n("n")?);
            one(Effect::DamagePer(PerCount {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                count: parse_each(c.s("q"))?,
                max: None,
                scope: Scope::ThisAttack,
                kinds: Vec::new(),
            }))
        },
    },
];

/// A compiled sentence: its text, its pieces, the names of the rows that read it.
type Compiled = (String, Vec<Piece>, Vec<&'static str>);

/// One kind of "... instead" amount.
pub(in crate::engine) struct Replacement {
    /// The amount an "instead" effect gives, as the plain effect it becomes (`None`: not this
    /// kind).
    pub plain: fn(&Effect) -> Option<Effect>,
    /// Whether an earlier plain effect is the amount `plain` replaces.
    pub replaces: fn(earlier: &Effect, plain: &Effect) -> bool,
    /// The amount replaced may stand earlier in the same sentence.
    pub same_sentence: bool,
    /// An earlier amount under its own condition is replaced too (its condition gains "not C").
    pub conditional_earlier: bool,
    /// The condition holds nothing but the replacement.
    pub alone: bool,
}

/// The kinds of "instead" amounts, in the order they are read.
pub(in crate::engine) const REPLACEMENTS: &[Replacement] = &[
    Replacement {
        // `stages::anger_and_stages`: "raise your anger 2 levels instead".
        plain: |e| match e {
            Effect::AngerInstead(ch) => Some(Effect::Anger(ch.clone())),
            _ => None,
        },
        replaces: |earlier, plain| matches!((earlier, plain), (Effect::Anger(a), Effect::Anger(b)) if a.player == b.player),
        same_sentence: true,
        conditional_earlier: true,
        alone: false,
    },
    Replacement {
        // `in_play::drills`: "all of your attacks do +2 ... instead".
        plain: |e| match e {
            Effect::ModifyInstead(m) if m.scope == Scope::YourAttacks => {
                Some(Effect::Modify(m.clone()))
            }
            _ => None,
        },
        replaces: |earlier, plain| {
            matches!((earlier, plain), (Effect::Modify(a), Effect::Modify(b))
                if a.scope == Scope::YourAttacks && a.kinds == b.kinds)
        },
        same_sentence: false,
        conditional_earlier: false,
        alone: true,
    },
    Replacement {
        // [`PATTERNS`]: "discard 2 Allies instead" replaces "Discard an Ally in play".
        plain: |e| match e {
            Effect::InPlayInstead(t) => Some(Effect::InPlay(t.clone())),
            _ => None,
        },
        replaces: |earlier, plain| {
            matches!((earlier, plain), (Effect::InPlay(a), Effect::InPlay(b))
                if a.act == b.act && a.whose == b.whose && a.cards == b.cards)
        },
        same_sentence: false,
        conditional_earlier: false,
        alone: true,
    },
];

/// Reads every kind of [`REPLACEMENTS`] in the compiled sentences.
pub(in crate::engine) fn resolve(compiled: &mut [Compiled]) {
    for r in REPLACEMENTS {
        resolve_one(compiled, r);
    }
}

/// The replacement of piece `k` of sentence `i`: its condition and plain amount.
fn replacement(r: &Replacement, piece: &Piece) -> Option<(Condition, Effect)> {
    let Piece::Effect(Effect::Conditional(c)) = piece else {
        return None;
    };
    if r.alone && c.effects.len() != 1 {
        return None;
    }
    let plain = c.effects.iter().find_map(r.plain)?;
    Some((c.condition.clone(), plain))
}

fn resolve_one(compiled: &mut [Compiled], r: &Replacement) {
    for i in 0..compiled.len() {
        for k in 0..compiled[i].1.len() {
            let Some((condition, plain)) = replacement(r, &compiled[i].1[k]) else {
                continue;
            };
            let not = Condition::Not(Box::new(condition.clone()));
            let mut found = false;
            // The trigger whose amount is replaced: the replacement fires on the same event.
            let mut trigger = None;
            let last = if r.same_sentence { i + 1 } else { i };
            for (j, entry) in compiled.iter_mut().enumerate().take(last) {
                let end = if j == i { k } else { entry.1.len() };
                for piece in entry.1[..end].iter_mut() {
                    let Piece::Effect(e) = piece else { continue };
                    if (r.replaces)(e, &plain) {
                        *e = Effect::Conditional(Conditional {
                            condition: not.clone(),
                            effects: vec![e.clone()],
                        });
                        found = true;
                    } else if let Effect::Conditional(c) = e {
                        if r.conditional_earlier
                            && matches!(c.effects.as_slice(), [x] if (r.replaces)(x, &plain))
                        {
                            c.condition = Condition::All(vec![c.condition.clone(), not.clone()]);
                            found = true;
                        }
                    } else if let Effect::Trigger(t) = e {
                        if r.conditional_earlier
                            && matches!(t.effects.as_slice(), [x] if (r.replaces)(x, &plain))
                        {
                            let mut replaced = t.clone();
                            replaced.condition = Some(match &t.condition {
                                None => condition.clone(),
                                Some(c) => Condition::All(vec![c.clone(), condition.clone()]),
                            });
                            replaced.effects = vec![plain.clone()];
                            t.condition = Some(match t.condition.take() {
                                None => not.clone(),
                                Some(c) => Condition::All(vec![c, not.clone()]),
                            });
                            trigger = Some(replaced);
                            found = true;
                        }
                    }
                }
            }
            let (s, ps, names) = &mut compiled[i];
            if let Some(t) = trigger {
                ps[k] = Piece::Effect(Effect::Trigger(t));
            } else if found {
                if let Piece::Effect(Effect::Conditional(c)) = &mut ps[k] {
                    for e in c.effects.iter_mut() {
                        if let Some(p) = (r.plain)(e) {
                            *e = p;
                        }
                    }
                }
            } else {
                *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
                names.clear();
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::read_in_full as full;
    use crate::engine::effects::{Change, Who};

    /// Broly Lv.1's Constant Combat Power: the raise a trigger gives, replaced by the same
    /// trigger under the condition.
    #[test]
    fn anger_instead_replaces_a_triggers_raise() {
        let e = full("When you perform an attack, raise your anger 1 level. If Goku is in play, raise your anger 2 levels instead.");
        let goku = Condition::InPlay("Goku".into());
        let [Effect::Trigger(a), Effect::Trigger(b)] = e.as_slice() else {
            panic!("{e:?}")
        };
        assert_eq!(a.on, b.on);
        assert_eq!(a.condition, Some(Condition::Not(Box::new(goku.clone()))));
        assert_eq!(b.condition, Some(goku));
        assert_eq!(
            b.effects,
            vec![Effect::Anger(Change {
                player: Who::You,
                by: 2
            })]
        );
    }

    /// The Car (Cell Saga #070): "Remove an Ally in play from the game. If your Main
    /// Personality is Android 17 or Android 18, remove 2 allies from the game instead." CRD
    /// 3.0.0 "Secondary Effects": one of the two takings, never both.
    #[test]
    fn in_play_instead_replaces_the_earlier_taking() {
        use crate::engine::effects::in_play::Whose;
        use crate::engine::effects::{InPlayAct, InPlayCount, InPlayEffect, InPlayKind};
        let e = full("Remove an Ally in play from the game. If Goten or Kid Trunks are in play, remove 2 allies from the game instead.");
        let taking = |n| {
            Effect::InPlay(InPlayEffect {
                act: InPlayAct::RemoveFromGame,
                whose: Whose::Any,
                cards: vec![InPlayKind::Ally],
                count: InPlayCount::Exactly(n),
                style: None,
            })
        };
        let either = Condition::AnyInPlay(vec!["Goten".into(), "Kid Trunks".into()]);
        assert_eq!(
            e,
            vec![
                Effect::Conditional(Conditional {
                    condition: Condition::Not(Box::new(either.clone())),
                    effects: vec![taking(1)],
                }),
                Effect::Conditional(Conditional {
                    condition: either,
                    effects: vec![taking(2)],
                }),
            ]
        );
        // Nothing earlier to replace, or another kind of card: left to the judge.
        assert!(
            crate::engine::compile::compile_text("If Goten is in play, discard 2 Allies instead.")
                .coverage
                != crate::engine::compile::Coverage::Full
        );
        assert!(
            crate::engine::compile::compile_text(
                "Discard a Drill in play. If Goten is in play, discard 2 Allies instead."
            )
            .coverage
                != crate::engine::compile::Coverage::Full
        );
    }

    #[test]
    fn anger_instead_replaces_the_earlier_raise() {
        // Red Style: "raise your anger 1 level ... If it is a red style card, 2 levels instead".
        let e = full("Raise your anger 1 level. If you declared a Tokui-Waza, raise your anger 2 levels instead.");
        let not = Condition::Not(Box::new(Condition::TokuiWaza));
        assert_eq!(
            e,
            vec![
                Effect::Conditional(Conditional {
                    condition: not,
                    effects: vec![Effect::Anger(Change {
                        player: Who::You,
                        by: 1
                    })]
                }),
                Effect::Conditional(Conditional {
                    condition: Condition::TokuiWaza,
                    effects: vec![Effect::Anger(Change {
                        player: Who::You,
                        by: 2
                    })]
                }),
            ]
        );
    }

    /// Saiyan Crush (World Games Saga Promo #p8): under a Tokui-Waza its damage is 2 power
    /// stages per Non-Combat card the opponent has in play instead of 1 (CRD 3.0.0 "Cards that
    /// state damage": the damage stated is the Base Damage, step 9).
    #[test]
    fn saiyan_crush_states_its_damage_per_count_instead() {
        use crate::engine::effects::{Count, Who};
        let c = crate::engine::compile::compile_text("Physical attack doing 1 power stage of damage for each Non-Combat card your opponent has in play. If you declared a Tokui-Waza, this attack does 2 power stages for each Non-Combat card your opponent has in play instead.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::Conditional(Conditional {
                condition: Condition::TokuiWaza,
                effects: vec![Effect::DamagePer(PerCount {
                    power_stages: 2,
                    life_cards: 0,
                    count: Count::NonCombatInPlay(Who::Opponent),
                    max: None,
                    scope: Scope::ThisAttack,
                    kinds: Vec::new(),
                })],
            }))
        );
    }

    /// Blue Right Cross (Android Saga #056): under a Tokui-Waza the player may have the attack
    /// do 6 life cards of damage in place of its Base Damage (CRD 3.0.0 "Cards that state
    /// damage", Battle Sequence 9; "May" Rule): the choice, under the card's condition.
    #[test]
    fn blue_right_cross_may_do_its_damage_instead() {
        use crate::engine::damage_types::Damage;
        let c = crate::engine::compile::compile_text("Physical attack doing +1 power stage of damage. If you declared Toku-Waza, you may do 6 life cards of damage instead. Lower your opponent's anger 1 level.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::Conditional(Conditional {
            condition: Condition::TokuiWaza,
            effects: vec![Effect::May(vec![Effect::DamageInstead(
                Damage::life_cards(6)
            )])],
        })));
        // Nested deeper (under "If successful") the engine would not read it at step 9.
        let c = crate::engine::compile::compile_text(
            "Physical attack. If successful, you may do 6 life cards of damage instead.",
        );
        assert_ne!(c.coverage, crate::engine::compile::Coverage::Full);
    }
}
