//! Pattern rows of `in_play::drills`: what a Drill in play does without being used.
//!
//! - old printed wordings of a Drill's constant modifier or prevention ("Drill does an extra
//!   life card of damage whenever successful damage is done", "Drill prevents 1 life card of
//!   damage from being taken whenever a successful attack happens on the card owner"), read as
//!   the existing [`Effect::Modify`] / [`Effect::PreventAgainstYou`];
//! - a Drill's damage cap on the attacks against its owner ([`Effect::CapAgainstYou`]);
//! - triggers `triggers::triggered_effects` does not read: "When entering Combat ..., you may search your
//!   Life Deck for ..." (a search whose card the `use` action's `choose` names), "Whenever you
//!   stop an attack, ..." and "Whenever your opponent stops 1 of your attacks, ..."
//!   ([`TriggerEvent::YouStopAttack`], [`TriggerEvent::YourAttackStopped`]);
//! - rules while the Drill is in play the engine enforces: "Your anger may not be lowered"
//!   ([`Effect::AngerCannotBeLowered`]), "Cards that end combat may not be played or used"
//!   ([`Effect::NoCombatEnders`]), "Players may not use Non-Combat/Non-Drill cards unless they
//!   have performed an attack from their hand this Combat" ([`Effect::NonCombatAfterHandAttack`]);
//! - a placement rule checked on the board: "Can't be used with any Orange drills in play
//!   anywhere on the table" ([`CardRule::NotWithStyleDrillsAnywhere`]).
//!
//! Rows are tried in the order of `compile::tables::TABLES`; anything else stays with the judge.

use crate::engine::effects::{
    AttackKind, CapAgainstYou, CardRule, Condition, Conditional, CostWhileInPlay, Effect, Modifier,
    Prevent, Scope, Trigger, TriggerEvent, Who,
};

use crate::engine::compile::patterns::{one, title, Caps, Pattern, Piece};

fn your_attacks(c: &Caps<'_>) -> Option<Modifier> {
    let d = c.damage("unit", c.n("n")?);
    Some(crate::engine::compile::patterns::modifier(
        d,
        1,
        Scope::YourAttacks,
        c.kinds(),
    ))
}

fn prevent(c: &Caps<'_>) -> Option<Prevent> {
    let d = c.damage("unit", c.n("n")?);
    Some(Prevent {
        power_stages: d.power_stages,
        life_cards: d.life_cards,
        kinds: c.kinds(),
    })
}

/// Effects a trigger of this module executes when it fires: `triggers::triggered_effects`'s plain
/// effects, plus a search of a pile (its cards named by the `use` action's `choose`; the
/// trigger holds the "you may", the search itself is plain).
pub(in crate::engine) fn executable(e: &Effect) -> bool {
    crate::engine::effects::triggers::triggered_effects::executable(e)
        || matches!(e, Effect::Search(s) if !s.may)
}

/// The clause a trigger sets off: only effects the engine executes when it fires
/// (`search_only`: and at least one search among them).
fn clause(x: &str, search_only: bool) -> Option<Vec<Effect>> {
    let out = crate::engine::effects::triggers::triggered_effects::clause_where(x, executable)?;
    if search_only && !out.iter().any(|e| matches!(e, Effect::Search(_))) {
        return None;
    }
    Some(out)
}

fn trigger(on: TriggerEvent, may: bool, effects: Vec<Effect>) -> Option<Vec<Piece>> {
    one(Effect::Trigger(Trigger {
        on,
        kinds: Vec::new(),
        may,
        per_combat: None,
        condition: None,
        effects,
    }))
}

/// "Whenever your opponent stops one of your physical attacks, X" / "X whenever your opponent
/// stops a physical attack you perform" (a Constant Combat Power: Piccolo, The Hero Lv.3): the
/// trigger limited to the attack kind it names.
fn attack_stopped_of_kind(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::Trigger(Trigger {
        on: TriggerEvent::YourAttackStopped,
        kinds: c.kinds(),
        may: false,
        per_combat: None,
        condition: None,
        // "lower his main personality 2 power stages" (Android 16, the Machine Lv.2, Redemption
        // #R4): "his" is the opponent who stopped the attack.
        effects: clause(
            format!(" {} ", c.s("x"))
                .replace(" his ", " your opponent's ")
                .trim(),
            false,
        )?,
    }))
}

fn entering_combat_search(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let on = match c.s("role") {
        "" => TriggerEvent::EnteringCombat,
        "attacker" | "active player" => TriggerEvent::EnteringCombatAsAttacker,
        "defender" => TriggerEvent::EnteringCombatAsDefender,
        _ => return None,
    };
    // Only "you may": the `use` action that says so names the card the search takes.
    if !c.has("may") {
        return None;
    }
    trigger(on, true, clause(c.s("x"), true)?)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "drill-extra-life-card",
        // Red Life Attack Drill (Saiyan Saga): every successful attack of its owner.
        pattern: r"(?:this )?drill does an extra life card of damage whenever successful damage is done",
        build: |_| {
            one(Effect::Modify(Modifier {
                power_stages: 0,
                life_cards: 1,
                scope: Scope::YourAttacks,
                kinds: Vec::new(),
            }))
        },
    },
    Pattern {
        name: "drill-prevents-for-owner",
        // Blue Life Defense Drill (Saiyan Saga): "the card owner" is the Drill's owner.
        pattern: r"(?:this )?drill prevents {n} {unit} of damage from being taken whenever a successful attack happens on the card owner",
        build: |c| one(Effect::PreventAgainstYou(prevent(c)?)),
    },
    Pattern {
        name: "prevent-from-attacks-opponent-performs",
        pattern: r"prevent {n} {unit} of damage from all (?:of )?(?:(?P<kinds>physical|energy) )?attacks (?:your|the) opponents? performs?",
        build: |c| one(Effect::PreventAgainstYou(prevent(c)?)),
    },
    Pattern {
        name: "opponent-declared-prevent-instead",
        // Blue Deviation Drill: replaces the Drill's own prevention under the condition (the
        // engine reads a Drill's conditional prevention in place of its plain one).
        pattern: r"if your opponent (?:has )?declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? prevent {n} {unit} of damage instead",
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::OpponentDeclared(title(c.s("style"))),
                effects: vec![Effect::PreventAgainstYou(prevent(c)?)],
            }))
        },
    },
    Pattern {
        name: "if-highest-rating-below-then",
        // "If your Main Personality's highest power rating is below 500,000 then ...": the
        // number's comma keeps the core "If <condition>, ..." row from reading it.
        pattern: r"if (?P<cond>your main personality's highest power rating is below [0-9][0-9,]*),? then (?P<x>.+)",
        build: |c| {
            let cond = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            Some(vec![Piece::Conditional(cond, c.s("x").to_string())])
        },
    },
    Pattern {
        name: "cap-against-you",
        pattern: r"all successful (?:(?P<kind>physical|energy) )?attacks performed against you do a maximum of {n} {unit} of damage",
        build: |c| {
            let n = c.n("n")?;
            let d = c.damage("unit", 1);
            one(Effect::CapAgainstYou(CapAgainstYou {
                power_stages: (d.power_stages > 0).then_some(n),
                life_cards: (d.life_cards > 0).then_some(n),
                kinds: c.kinds(),
            }))
        },
    },
    Pattern {
        name: "not-with-style-drills-anywhere",
        pattern: r"(?:can't|cannot) be used with any (?P<style>black|blue|orange|red|saiyan|namekian) drills in play anywhere on the table",
        build: |c| {
            one(Effect::CardRule(CardRule::NotWithStyleDrillsAnywhere(
                title(c.s("style")),
            )))
        },
    },
    Pattern {
        name: "anger-cannot-be-lowered",
        pattern: r"your anger (?:may not|cannot) be lowered while this drill is in play",
        build: |_| one(Effect::AngerCannotBeLowered),
    },
    Pattern {
        name: "no-combat-enders",
        pattern: r"cards that end combat(?: including dragon balls)? (?:may not|cannot) be played or used while this drill is in play",
        build: |_| one(Effect::NoCombatEnders),
    },
    Pattern {
        name: "non-combat-after-hand-attack",
        pattern: r"players may not use non-combat/non-drill cards unless they have performed an attack from their hand this combat",
        build: |_| one(Effect::NonCombatAfterHandAttack),
    },
    Pattern {
        name: "drill-affects-all-players",
        // Breakthrough Drill: its ban already applies to every player.
        pattern: r"this drill affects all players",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "named-drill-copies-reminder",
        // Krillin's Drill: the CRD's ruling says to ignore this sentence (all Named Drills work
        // like this); the engine puts no limit on copies of a Drill in play unless its text does.
        pattern: r"more than (?:1|one) of these drills can be out at the same time",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "pur-bonus",
        pattern: r"increases your power up rating(?: \(pur\))? by {n} || your main personality's (?:pur|power up rating) is \+{n} || raise your main personality's (?:pur|power up rating) by \+?{n} while this drill is in play",
        build: |c| one(Effect::PurBonus(c.n("n")?)),
    },
    Pattern {
        name: "pur-bonus-if-main-personality",
        // Trunks Swordplay Drill: "If you have Trunks in play, his PUR is increased by 1." (the
        // Main Personality's PUR: an Ally powers up 1 whatever his, CRD 3.0.0 "Powering Up
        // Allies"; `queries::conditional_pur_bonus`).
        pattern: r"if you have (?P<w>[a-z]+(?: [a-z]+)?) in play, his (?:pur|power up rating) is increased by {n}",
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::MainPersonalityIs(crate::engine::effects::WhoIs {
                    player: crate::engine::effects::Who::You,
                    is: title(c.s("w")),
                }),
                effects: vec![Effect::PurBonus(c.n("n")?)],
            }))
        },
    },
    Pattern {
        name: "your-attacks-instead",
        // "If you declared Toku-Waza, all of your energy attacks do +2 life cards of damage
        // instead": replaces the Drill's own modifier under the condition (`amounts::instead`).
        pattern: r"all (?:of )?your (?:(?P<kind>physical|energy) )?attacks do \+{n} {unit} of damage instead",
        build: |c| one(Effect::ModifyInstead(your_attacks(c)?)),
    },
    Pattern {
        name: "performer-title-instead",
        // Android Attack Drill: "that attack" is the one its first sentence modifies.
        pattern: r#"if that attack is performed by a personality with "(?P<w>[a-z0-9 ]+)" in the card (?:title|tital),? then the attack does \+{n} {unit} of damage instead"#,
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::PerformerTitleHas(title(c.s("w"))),
                effects: vec![Effect::ModifyInstead(your_attacks(c)?)],
            }))
        },
    },
    Pattern {
        name: "your-attacks-do-more-no-redirect",
        pattern: r"all (?:of )?your (?:(?P<kind>physical|energy) )?attacks do \+{n} {unit} of damage and cannot be redirected to allies",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Modify(your_attacks(c)?)),
                Piece::Effect(Effect::NoRedirectToAllies(c.kinds())),
            ])
        },
    },
    Pattern {
        name: "opponent-attacks-cost-more",
        pattern: r"your opponent's attacks cost an additional \+?{n} power stages? to perform",
        build: |c| {
            one(Effect::CostWhileInPlay(CostWhileInPlay {
                player: Who::Opponent,
                power_stages: c.signed("n")?,
                attacks_only: true,
                minimum: 0,
            }))
        },
    },
    Pattern {
        name: "opponent-attacks-cost-more-instead",
        pattern: r"if your opponent (?:has )?declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? his attacks cost \+?{n} power stages? instead",
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::OpponentDeclared(title(c.s("style"))),
                effects: vec![Effect::CostWhileInPlay(CostWhileInPlay {
                    player: Who::Opponent,
                    power_stages: c.signed("n")?,
                    attacks_only: true,
                    minimum: 0,
                })],
            }))
        },
    },
    Pattern {
        name: "your-costs-reduced",
        pattern: r"the power stage costs of cards you use are reduced by {n}, to a minimum of {m}",
        build: |c| {
            one(Effect::CostWhileInPlay(CostWhileInPlay {
                player: Who::You,
                power_stages: -c.signed("n")?,
                attacks_only: false,
                minimum: c.n("m")?,
            }))
        },
    },
    Pattern {
        name: "successful-attacks-before-damage",
        pattern: r"all successful (?:(?P<kind>physical|energy) )?attacks you perform (?P<x>.+) before damage is dealt",
        build: |c| {
            let x = c.s("x");
            // "remove the bottom card ..." is said of the attack: the player does it.
            let x = match x.strip_prefix("remove ") {
                Some(rest) => format!("remove {rest}"),
                None => return None,
            };
            one(Effect::Trigger(Trigger {
                on: TriggerEvent::YourAttackSuccessfulBeforeDamage,
                kinds: c.kinds(),
                may: false,
                per_combat: None,
                condition: None,
                effects: clause(&x, false)?,
            }))
        },
    },
    Pattern {
        name: "once-per-combat-after-success-may-choose",
        // Red Hunting Drill: the card the search takes is named by the `use` action.
        pattern: r"once per combat,? after performing a successful (?:(?P<kind>physical|energy) )?attack,? you may (?P<x>choose .+)",
        build: |c| {
            one(Effect::Trigger(Trigger {
                on: TriggerEvent::YourAttackSuccessful,
                kinds: c.kinds(),
                may: true,
                per_combat: Some(1),
                condition: None,
                effects: clause(c.s("x"), true)?,
            }))
        },
    },
    Pattern {
        name: "when-entering-combat-search",
        pattern: r"(?:when|whenever) entering combat(?: as (?:the |a )?(?P<role>attacker|defender|active player))?,? (?P<may>you may )?(?P<x>search .+)",
        build: entering_combat_search,
    },
    Pattern {
        name: "whenever-you-stop-an-attack",
        pattern: r"(?:whenever|when) you stop an attack,? (?P<may>you may )?(?P<x>.+)",
        build: |c| {
            trigger(
                TriggerEvent::YouStopAttack,
                c.has("may"),
                clause(c.s("x"), false)?,
            )
        },
    },
    Pattern {
        name: "whenever-opponent-stops-your-attack",
        pattern: r"(?:whenever|when) your opponent stops (?:1|one|an|any) of your attacks,? (?P<x>.+)",
        build: |c| {
            trigger(
                TriggerEvent::YourAttackStopped,
                false,
                clause(c.s("x"), false)?,
            )
        },
    },
    Pattern {
        name: "whenever-opponent-stops-your-attack-of-kind",
        pattern: r"(?:whenever|when) your opponent stops (?:1|one|an|any) of your (?P<kind>physical|energy) attacks,? (?P<x>.+) || (?P<x>.+?) whenever your opponent stops an? (?P<kind>physical|energy) attack you perform",
        build: attack_stopped_of_kind,
    },
];

/// The kinds a cap applies to.
pub fn cap_applies(c: &CapAgainstYou, kind: AttackKind) -> bool {
    c.kinds.is_empty() || c.kinds.contains(&kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::{Change, Pile, SearchIn, Who};

    fn drill(text: &str) -> Vec<Effect> {
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn old_wordings() {
        assert_eq!(
            drill("Drill does an extra life card of damage whenever successful damage is done."),
            vec![Effect::Modify(Modifier {
                power_stages: 0,
                life_cards: 1,
                scope: Scope::YourAttacks,
                kinds: vec![]
            })]
        );
        assert_eq!(
            drill("Drill prevents 1 life card of damage from being taken whenever a successful attack happens on the card owner."),
            vec![Effect::PreventAgainstYou(Prevent { power_stages: 0, life_cards: 1, kinds: vec![] })]
        );
    }

    #[test]
    fn conditional_prevention() {
        let e = drill("Sensei Deck. Prevent 2 power stages of damage from your opponent's attacks. If your opponent declared a Saiyan Tokui-Waza, prevent 4 power stages of damage instead.");
        assert_eq!(
            e.last(),
            Some(&Effect::Conditional(Conditional {
                condition: Condition::OpponentDeclared("Saiyan".into()),
                effects: vec![Effect::PreventAgainstYou(Prevent {
                    power_stages: 4,
                    life_cards: 0,
                    kinds: vec![]
                })]
            }))
        );
        let e = drill("If your Main Personality's highest power rating is below 500,000 then prevent 2 life cards of damage from all attacks your opponent performs, and all your attacks do +1 power stages of damage.");
        match e.as_slice() {
            [Effect::Conditional(k)] => {
                assert_eq!(k.condition, Condition::HighestRatingBelow(500_000));
                assert_eq!(k.effects.len(), 2, "{k:?}");
                assert!(matches!(&k.effects[0], Effect::PreventAgainstYou(p) if p.life_cards == 2));
                assert!(
                    matches!(&k.effects[1], Effect::Modify(m) if m.power_stages == 1 && m.scope == Scope::YourAttacks)
                );
            }
            other => panic!("{other:?}"),
        }
        // On a Combat card, prevention against every attack is not read.
        let c = compile_for("If your opponent declared a Saiyan Tokui-Waza, prevent 4 power stages of damage instead.", false);
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn cap_and_rules() {
        assert_eq!(
            drill("All successful physical attacks performed against you do a maximum of 3 power stages of damage. Limit 1 per deck.")[0],
            Effect::CapAgainstYou(CapAgainstYou {
                power_stages: Some(3),
                life_cards: None,
                kinds: vec![AttackKind::Physical]
            })
        );
        assert_eq!(
            drill("Stops the first energy attack made on you in a combat. Can't be used with any Orange drills in play anywhere on the table.")[1],
            Effect::CardRule(CardRule::NotWithStyleDrillsAnywhere("Orange".into()))
        );
        assert_eq!(
            drill("Your anger may not be lowered while this Drill is in play."),
            vec![Effect::AngerCannotBeLowered]
        );
        assert_eq!(
            drill("Cards that end combat may not be played or used while this drill is in play."),
            vec![Effect::NoCombatEnders]
        );
        assert_eq!(
            drill("Sensei deck. Cards that end Combat including Dragon Balls may not be played or used while this Drill is in play. This Drill affects all players.")[1],
            Effect::NoCombatEnders
        );
    }

    #[test]
    fn entering_combat_searches() {
        let e = drill("When entering Combat as the Defender, you may search your Life Deck for a card with the word \"Knee\" in the title and place it into your hand.");
        match e.as_slice() {
            [Effect::Trigger(t)] => {
                assert_eq!(t.on, TriggerEvent::EnteringCombatAsDefender);
                assert!(t.may);
                match t.effects.as_slice() {
                    [Effect::Search(s)] => {
                        assert_eq!(s.from, SearchIn::LifeDeck);
                        assert_eq!(s.count, 1);
                        assert_eq!(
                            s.filter.title_has.as_deref().map(str::to_lowercase),
                            Some("knee".into())
                        );
                        assert!(!s.may);
                    }
                    other => panic!("{other:?}"),
                }
            }
            other => panic!("{other:?}"),
        }
        let e = drill("Heroes only. When entering Combat as the active player, you may search your Life Deck for a \"Heroes only\" card and place it into your hand. You can only have 1 \"Heroic Drill\" in play at a time.");
        assert!(
            matches!(&e[1], Effect::Trigger(t) if t.on == TriggerEvent::EnteringCombatAsAttacker)
        );
    }

    #[test]
    fn modifiers_instead_and_pur() {
        let e = drill("All of your energy attacks do +1 life card of damage. If you declared Toku-Waza, all of your energy attacks do +2 life cards of damage instead.");
        let m = |n| {
            Effect::Modify(Modifier {
                power_stages: 0,
                life_cards: n,
                scope: Scope::YourAttacks,
                kinds: vec![AttackKind::Energy],
            })
        };
        assert_eq!(
            e,
            vec![
                Effect::Conditional(Conditional {
                    condition: Condition::Not(Box::new(Condition::TokuiWaza)),
                    effects: vec![m(1)]
                }),
                Effect::Conditional(Conditional {
                    condition: Condition::TokuiWaza,
                    effects: vec![m(2)]
                })
            ]
        );
        let e = drill("All attacks you perform do +1 Life card of damage. If that attack is performed by a personality with \"Android\" in the card tital, then the attack does +2 life cards of damage instead.");
        assert!(
            matches!(&e[1], Effect::Conditional(k) if k.condition == Condition::PerformerTitleHas("Android".into()))
        );
        // Nothing to replace: the judge reads it.
        let c = compile_for("If you declared Toku-Waza, all of your energy attacks do +2 life cards of damage instead.", true);
        assert_ne!(c.coverage, Coverage::Full);
        assert_eq!(
            drill("Increases your power up rating by 1."),
            vec![Effect::PurBonus(1)]
        );
        assert_eq!(
            drill("(This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.) Your attacks do +2 power stages of damage. Your Main Personality's PUR is +2.")[2],
            Effect::PurBonus(2)
        );
        assert_eq!(
            drill("Raise your main personality's power up rating by 1 while this drill is in play. Do +1 power stage of damage with every physical attack.")[0],
            Effect::PurBonus(1)
        );
        assert_eq!(drill("Does an extra life card of damage with each successful attack. More than 1 of these drills can be out at the same time.").len(), 1);
    }

    #[test]
    fn redirects_costs_and_success_triggers() {
        let e = drill("Endurance 2. All of your physical attacks do +2 power stages of damage and cannot be redirected to Allies.");
        assert_eq!(e[2], Effect::NoRedirectToAllies(vec![AttackKind::Physical]));
        let e = drill("Sensei Deck. Your opponent's attacks cost an additional +1 power stages to perform. If your opponent declared a Namekian Tokui-Waza, his attacks cost +2 power stages instead.");
        assert!(
            matches!(&e[1], Effect::CostWhileInPlay(c) if c.power_stages == 1 && c.player == Who::Opponent && c.attacks_only)
        );
        assert!(
            matches!(&e[2], Effect::Conditional(k) if k.condition == Condition::OpponentDeclared("Namekian".into()))
        );
        let e = drill("(This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.) Your attacks do +2 power stages of damage. The power stage costs of cards you use are reduced by 1, to a minimum of 1.");
        assert!(
            matches!(&e[2], Effect::CostWhileInPlay(c) if c.power_stages == -1 && c.minimum == 1 && !c.attacks_only)
        );
        let e = drill("Sensei Deck only. All attacks performed against a Majin do +1 power stages of damage. All successful physical attacks you perform remove the bottom card of your opponent's Life Deck from the game before damage is dealt. Limit 1 per deck.");
        match &e[2] {
            Effect::Trigger(t) => {
                assert_eq!(t.on, TriggerEvent::YourAttackSuccessfulBeforeDamage);
                assert_eq!(t.kinds, vec![AttackKind::Physical]);
                assert!(matches!(t.effects.as_slice(), [Effect::MoveCards(m)]
                    if m.player == Who::Opponent && m.from == Pile::LifeDeckBottom && m.to == Pile::RemovedFromGame && m.count == 1));
            }
            other => panic!("{other:?}"),
        }
        let e = drill("Once per Combat, after performing a successful physical attack, you may choose 1 card in your discard pile and shuffle it into your Life Deck.");
        match e.as_slice() {
            [Effect::Trigger(t)] => {
                assert_eq!(
                    (t.on, t.may, t.per_combat),
                    (TriggerEvent::YourAttackSuccessful, true, Some(1))
                );
                assert!(
                    matches!(t.effects.as_slice(), [Effect::Search(s)] if s.from == SearchIn::DiscardPile && s.count == 1)
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn stop_triggers() {
        let e = drill("Whenever you stop an attack, you may place the bottom card of your discard pile at the bottom of your Life Deck.");
        match e.as_slice() {
            [Effect::Trigger(t)] => {
                assert_eq!(t.on, TriggerEvent::YouStopAttack);
                assert!(t.may);
                assert!(matches!(t.effects.as_slice(), [Effect::MoveCards(m)]
                    if m.from == Pile::DiscardBottom && m.to == Pile::LifeDeckBottom && m.count == 1));
            }
            other => panic!("{other:?}"),
        }
        // CRD 3.0.0 "Constant Combat Powers": Piccolo, The Hero Lv.3's power, set off by a
        // stopped physical attack only.
        let e = drill("Your opponent loses 2 power stages whenever your opponent stops a physical attack you perform.");
        assert_eq!(
            e,
            vec![Effect::Trigger(Trigger {
                on: TriggerEvent::YourAttackStopped,
                kinds: vec![AttackKind::Physical],
                may: false,
                per_combat: None,
                condition: None,
                effects: vec![Effect::PowerStages(Change {
                    player: Who::Opponent,
                    by: -2
                })]
            })]
        );
        let e = drill("(Tuff Enuff Only) Whenever your opponent stops 1 of your attacks you lose 2 power stages. All of your attacks deal +2 power stages of damage.");
        assert_eq!(
            e[1],
            Effect::Trigger(Trigger {
                on: TriggerEvent::YourAttackStopped,
                kinds: vec![],
                may: false,
                per_combat: None,
                condition: None,
                effects: vec![Effect::PowerStages(Change {
                    player: Who::You,
                    by: -2
                })]
            })
        );
    }
}
