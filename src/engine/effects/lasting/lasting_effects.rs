//! Pattern rows: Lasting effects and restrictions: what a player may not do for the remainder of Combat (or his
//! next Attack Phase), cost changes, damage reductions that float.
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.
//!
//! Every row states its duration in the sentence it matches ("for the remainder of Combat",
//! "during his next "Attacker Attacks" phase", "the next attack ... this Combat"): a bare clause
//! ("your opponent may not play Combat cards") is not matched, so the core "for the remainder of
//! Combat, ..." rows find no nested clause and these rows read the whole sentence. A sentence
//! with no duration (a lasting rule of a Drill, "until the end of your next turn") stays with the
//! judge.

use crate::engine::compile::patterns::{kinds, number, one, title, Caps, Pattern, Piece};
use crate::engine::damage::Damage;
use crate::engine::effects::{
    AttackKind, CostModifier, Effect, Lasts, Modifier, MustPass, NextAttack, PreventLasting,
    Restrict, Scope, StopNext, Targets, Who,
};

/// "for the remainder of Combat" before the clause (group `pre`).
macro_rules! roc_pre {
    () => {
        r"(?P<pre>for the remainder of (?:the )?combat,? )?"
    };
}

/// The durations after the clause: the remainder of Combat (`post`) or the player's next
/// Attacker Attacks phase (`next`).
macro_rules! dur_post {
    () => {
        r#"(?:(?P<post>,? (?:for the remainder of (?:the )?combat|for the rest of (?:this )?combat|in this combat|for the rest of the combat))|(?P<next>,? (?:during|in) (?:his|her|their|your) next "?attacker attacks!?"? phase))?"#
    };
}

/// Who a restriction names as its subject.
macro_rules! subject {
    () => {
        r"(?:(?P<opp>your opponents?|an opponent|opponents)|(?P<you>you))"
    };
}

/// The duration a sentence states: exactly one of the groups `pre`, `post`, `next`.
fn duration(c: &Caps<'_>) -> Option<Lasts> {
    match (c.has("pre"), c.has("post"), c.has("next")) {
        (true, false, false) | (false, true, false) => Some(Lasts::RestOfCombat),
        (false, false, true) => Some(Lasts::NextAttackPhase),
        _ => None,
    }
}

fn who(c: &Caps<'_>) -> Option<Who> {
    match (c.has("opp"), c.has("you")) {
        (true, false) => Some(Who::Opponent),
        (false, true) => Some(Who::You),
        _ => None,
    }
}

/// "Physical Combat, Energy Combat, and Combat" -> the card types as printed.
fn card_types(s: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for part in s
        .replace(", and ", ",")
        .replace(", or ", ",")
        .replace(" and ", ",")
        .replace(" or ", ",")
        .split(',')
    {
        let t = match part.trim() {
            "combat" => "Combat",
            "physical combat" => "Physical Combat",
            "energy combat" => "Energy Combat",
            "non-combat/non-drill" => "Non-Combat",
            _ => return None,
        };
        out.push(t.to_string());
    }
    (!out.is_empty()).then_some(out)
}

/// The kinds a `kinds` group names; "physical or energy" and no kind at all are every attack.
fn attack_kinds(c: &Caps<'_>) -> Vec<AttackKind> {
    let k = kinds(c.s("kinds"));
    if k.len() == 2 {
        Vec::new()
    } else {
        k
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "lasting-may-not-play-cards",
        pattern: concat!(
            roc_pre!(),
            subject!(),
            r" (?:may not|cannot|can not|can't) (?:play or use|play|use) (?:any )?(?P<types>(?:physical combat|energy combat|combat)(?:(?:,|, and|, or| and| or) (?:physical combat|energy combat|combat))*) cards",
            dur_post!()
        ),
        build: |c| {
            one(Effect::Restrict(Restrict {
                player: who(c)?,
                what: Targets::CardTypes(card_types(c.s("types"))?),
                lasts: duration(c)?,
            }))
        },
    },
    Pattern {
        name: "lasting-may-not-perform-attacks",
        pattern: concat!(
            roc_pre!(),
            subject!(),
            r" (?:may not|cannot|can not|can't) perform (?:a |an |any |any more |any other )?(?:(?P<kinds>physical|energy|physical or energy) )?attacks?(?: cards)?",
            dur_post!()
        ),
        build: |c| {
            one(Effect::Restrict(Restrict {
                player: who(c)?,
                what: Targets::Attacks(attack_kinds(c)),
                lasts: duration(c)?,
            }))
        },
    },
    Pattern {
        name: "lasting-stops-opponent-from-performing",
        pattern: concat!(
            roc_pre!(),
            r"(?:it )?(?:also )?stops (?:an |your )?(?P<opp>opponents?) from (?:performing|making) (?:any |any more )?(?P<kinds>physical|energy) attacks",
            dur_post!()
        ),
        build: |c| {
            one(Effect::Restrict(Restrict {
                player: Who::Opponent,
                what: Targets::Attacks(attack_kinds(c)),
                lasts: duration(c)?,
            }))
        },
    },
    Pattern {
        name: "lasting-may-only-defend",
        pattern: r"(?P<opp>your opponent )?(?:you )?may only defend for the remainder of (?:the )?combat",
        build: |c| {
            one(Effect::MustPass(MustPass {
                player: if c.has("opp") {
                    Who::Opponent
                } else {
                    Who::You
                },
                all_remaining: true,
                phases: 0,
            }))
        },
    },
    // ----- floating stops used once ------------------------------------------------------------
    Pattern {
        name: "lasting-stop-next-attack",
        pattern: r"stops? the next (?:(?P<kinds>physical|energy|physical or energy) )?attack (?:performed against you|your opponent performs against you|your opponent performs) this combat",
        build: |c| {
            one(Effect::StopNext(StopNext {
                kinds: attack_kinds(c),
                lasts: Lasts::NextAttack,
            }))
        },
    },
    Pattern {
        name: "lasting-stop-during-next-phase",
        pattern: r#"stops? (?:a|an) (?P<kinds>physical|energy) attack(?: performed against you| performed by your opponent| performed)? during (?:your opponent's|his) next "?attacker attacks!?"? phase || stops? your opponent's next (?P<kinds>physical|energy) attack in his next "?attacker attacks!?"? phase"#,
        build: |c| {
            one(Effect::StopNext(StopNext {
                kinds: attack_kinds(c),
                lasts: Lasts::NextAttackPhase,
            }))
        },
    },
    Pattern {
        name: "lasting-can-stop-focused",
        pattern: r"this card can stop (?:a )?focused attacks?",
        build: |_| one(Effect::StopsFocused),
    },
    // ----- costs ---------------------------------------------------------------------------------
    Pattern {
        name: "lasting-attacks-cost-more",
        pattern: concat!(
            roc_pre!(),
            r"(?:all )?(?:(?P<opp>(?:all of )?your opponent's) |(?P<other>other ))?(?:(?P<kinds>physical|energy) )?attacks costs? (?:an additional )?\+(?P<n>\d+) (?P<unit>power stages?|life cards?) to perform",
            dur_post!()
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            let n = number(c.s("n"))? as i32;
            let life = c.s("unit").starts_with("life");
            one(Effect::CostModifier(CostModifier {
                player: c.has("opp").then_some(Who::Opponent),
                what: Targets::Attacks(attack_kinds(c)),
                power_stages: if life { 0 } else { n },
                life_cards: if life { n } else { 0 },
                set: false,
                minimum: 0,
                lasts: Lasts::RestOfCombat,
                performer: None,
                that_personality: false,
            }))
        },
    },
    Pattern {
        name: "lasting-cards-cost-more",
        pattern: concat!(
            roc_pre!(),
            r"(?:all )?(?P<opp>your opponent's )?(?P<types>(?:physical combat|energy combat|combat|non-combat/non-drill)(?:(?:,|, and|, or| and| or) (?:physical combat|energy combat|combat))*) cards cost \+(?P<n>\d+) (?P<unit>power stages?|life cards?) to use",
            dur_post!()
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            let n = number(c.s("n"))? as i32;
            let life = c.s("unit").starts_with("life");
            one(Effect::CostModifier(CostModifier {
                player: c.has("opp").then_some(Who::Opponent),
                what: Targets::CardTypes(card_types(c.s("types"))?),
                power_stages: if life { 0 } else { n },
                life_cards: if life { n } else { 0 },
                set: false,
                minimum: 0,
                lasts: Lasts::RestOfCombat,
                performer: None,
                that_personality: false,
            }))
        },
    },
    Pattern {
        name: "lasting-attacks-against-you-cost",
        pattern: concat!(
            r"all (?P<kinds>physical|energy) attacks performed against you",
            dur_post!(),
            r" cost (?P<n>\d+) power stages? to perform"
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            one(Effect::CostModifier(CostModifier {
                player: Some(Who::Opponent),
                what: Targets::Attacks(attack_kinds(c)),
                power_stages: number(c.s("n"))? as i32,
                life_cards: 0,
                set: true,
                minimum: 0,
                lasts: Lasts::RestOfCombat,
                performer: None,
                that_personality: false,
            }))
        },
    },
    Pattern {
        name: "lasting-performer-pays-no-power-stages",
        // Kid Trunks Lv.3: "For the remainder of Combat, your Kid Trunks does not have to pay
        // power stages to perform energy attacks": the attacks that personality performs cost 0
        // power stages (any other cost stays).
        pattern: r"for the remainder of combat, your (?P<who>[a-z][a-z ]*?) does not have to pay power stages to perform (?P<kinds>physical|energy) attacks",
        build: |c| {
            one(Effect::CostModifier(CostModifier {
                player: Some(Who::You),
                what: Targets::Attacks(attack_kinds(c)),
                power_stages: 0,
                life_cards: 0,
                set: true,
                minimum: 0,
                lasts: Lasts::RestOfCombat,
                performer: Some(title(c.s("who"))),
                that_personality: false,
            }))
        },
    },
    Pattern {
        name: "lasting-next-attack-cost",
        // Focusing: "The next energy attack that personality performs this Combat costs 0 power
        // stages to perform": the personality the card's earlier sentence chose.
        pattern: r"(?:the next|your next) (?:(?P<kinds>physical|energy) )?attack(?: you perform| (?P<that>that personality) performs)? this combat costs (?P<sign>-)?(?P<n>\d+) power stages? to perform(?P<min>,? to a minimum of (?P<m>\d+))?",
        build: |c| {
            let n = number(c.s("n"))? as i32;
            let minus = c.has("sign");
            if minus != c.has("min") {
                // "-2 ... to a minimum of 0" is a change; a bare number is the cost.
                return None;
            }
            one(Effect::CostModifier(CostModifier {
                // "that personality" may be either player's: its attacks, whoever controls it.
                player: (!c.has("that")).then_some(Who::You),
                what: Targets::Attacks(attack_kinds(c)),
                power_stages: if minus { -n } else { n },
                life_cards: 0,
                set: !minus,
                minimum: if minus { number(c.s("m"))? } else { 0 },
                lasts: Lasts::NextAttack,
                performer: None,
                that_personality: c.has("that"),
            }))
        },
    },
    Pattern {
        name: "lasting-opponent-pays-next-attack",
        pattern: r"your opponent pays \+(?P<n>\d+) power stages? for his next attack in this combat",
        build: |c| {
            one(Effect::CostModifier(CostModifier {
                player: Some(Who::Opponent),
                what: Targets::Attacks(Vec::new()),
                power_stages: number(c.s("n"))? as i32,
                life_cards: 0,
                set: false,
                minimum: 0,
                lasts: Lasts::NextAttack,
                performer: None,
                that_personality: false,
            }))
        },
    },
    Pattern {
        name: "lasting-your-attacks-cost-less-and-do-more",
        pattern: r"all (?:of )?your (?P<kinds>physical|energy) attacks cost -(?P<n>\d+) power stages? to perform,? to a minimum of (?P<m>\d+),? and do \+(?P<d>\d+) (?P<unit>power stages?|life cards?) of damage for the remainder of combat",
        build: |c| {
            let d = number(c.s("d"))? as i32;
            let life = c.s("unit").starts_with("life");
            Some(vec![
                Piece::Effect(Effect::CostModifier(CostModifier {
                    player: Some(Who::You),
                    what: Targets::Attacks(attack_kinds(c)),
                    power_stages: -(number(c.s("n"))? as i32),
                    life_cards: 0,
                    set: false,
                    minimum: number(c.s("m"))?,
                    lasts: Lasts::RestOfCombat,
                    performer: None,
                    that_personality: false,
                })),
                Piece::Effect(Effect::RestOfCombat(vec![Effect::Modify(Modifier {
                    power_stages: if life { 0 } else { d },
                    life_cards: if life { d } else { 0 },
                    scope: Scope::YourAttacks,
                    kinds: attack_kinds(c),
                })])),
            ])
        },
    },
    // ----- floating prevention -------------------------------------------------------------------
    Pattern {
        name: "lasting-prevent-from-attacks",
        pattern: concat!(
            roc_pre!(),
            r"(?:prevents?|prevent) (?:(?P<n>\d+) (?P<unit>power stages?|life cards?)|(?P<all>all life cards)) of damage from (?:all |every |any )?(?:of )?(?:(?P<opp1>your opponent's) )?(?:(?P<kinds>physical|energy) )?attacks?(?: performed against you| your opponent performs(?: against you)?| that your opponent performs)?",
            dur_post!()
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            let d = if c.has("all") {
                Damage::default()
            } else {
                let n = number(c.s("n"))?;
                if c.s("unit").starts_with("life") {
                    Damage::life_cards(n)
                } else {
                    Damage::power_stages(n)
                }
            };
            one(Effect::PreventLasting(PreventLasting {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                all_life_cards: c.has("all"),
                kinds: attack_kinds(c),
                lasts: Lasts::RestOfCombat,
            }))
        },
    },
    Pattern {
        name: "lasting-prevent-from-next-attack",
        pattern: r"prevent (?P<n>\d+) (?P<unit>power stages?|life cards?) of damage from the next (?:(?P<kinds>physical|energy) )?attack performed against you this combat",
        build: |c| {
            let n = number(c.s("n"))?;
            let life = c.s("unit").starts_with("life");
            one(Effect::PreventLasting(PreventLasting {
                power_stages: if life { 0 } else { n },
                life_cards: if life { n } else { 0 },
                all_life_cards: false,
                kinds: attack_kinds(c),
                lasts: Lasts::NextAttack,
            }))
        },
    },
    // ----- the next attack -----------------------------------------------------------------------
    Pattern {
        name: "lasting-next-attack-does-more",
        pattern: r"(?:the next|your next) (?:(?P<kinds>physical|energy) )?attack(?: you perform)?(?: this combat)? (?:does|deals) (?:an additional )?\+(?P<n>\d+) (?P<unit>power stages?|life cards?) of damage(?: in this combat)?",
        build: |c| {
            let key = c.0.get(0).map(|m| m.as_str()).unwrap_or("");
            // "this Combat" must be said (before or after the damage).
            if !key.contains("this combat") {
                return None;
            }
            let n = number(c.s("n"))? as i32;
            let life = c.s("unit").starts_with("life");
            one(Effect::NextAttack(NextAttack {
                kinds: attack_kinds(c),
                power_stages: if life { 0 } else { n },
                life_cards: if life { n } else { 0 },
                focused: false,
                gain: Vec::new(),
                style: None,
            }))
        },
    },
    Pattern {
        name: "lasting-next-attack-is-focused",
        pattern: r"the next (?P<kinds>physical|energy) attack you perform this combat is a focused(?: physical| energy)? attack",
        build: |c| {
            one(Effect::NextAttack(NextAttack {
                kinds: attack_kinds(c),
                focused: true,
                ..NextAttack::default()
            }))
        },
    },
    Pattern {
        // Saiyan Setup: "the next Styled attack you perform this Combat become a focused attack"
        // ("become" as printed): the next attack performed with a Styled card (or one of a
        // named style), of either kind.
        name: "lasting-next-styled-attack-is-focused",
        pattern: r"the next (?P<style>styled|black style|blue style|orange style|red style|saiyan style|namekian style) attack you perform this combat (?:is|becomes?) a focused attack",
        build: |c| {
            let style = c.s("style").trim_end_matches(" style");
            one(Effect::NextAttack(NextAttack {
                focused: true,
                style: Some(crate::engine::compile::patterns::title(style)),
                ..NextAttack::default()
            }))
        },
    },
    // ----- Dragon Balls ----------------------------------------------------------------------------
    Pattern {
        name: "lasting-dragon-balls-cannot-be-captured",
        pattern: concat!(
            roc_pre!(),
            r"your dragon balls (?:cannot|can not|may not) be captured",
            dur_post!()
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            one(Effect::RestOfCombat(vec![
                Effect::DragonBallsCannotBeCaptured,
            ]))
        },
    },
    Pattern {
        // Orange Face Breaker (Majin Buu Saga #82): "then for the remainder of Combat you may
        // capture a Dragon Ball after each successful attack that deals less than 5 life cards of
        // damage" (read at Battle Sequence step 14, `battle/steps/capture.rs`).
        name: "lasting-capture-below-five-life-cards",
        pattern: concat!(
            r"(?:then )?",
            roc_pre!(),
            r"you may capture a dragon ?ball after each successful attack that deals less than (?:5|five) life cards? of damage",
            dur_post!()
        ),
        build: |c| {
            if duration(c)? != Lasts::RestOfCombat {
                return None;
            }
            one(Effect::RestOfCombat(vec![
                Effect::CaptureBelowFiveLifeCards,
            ]))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn effects(text: &str) -> Vec<Effect> {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn restrictions_on_cards_and_attacks() {
        let e = effects("Energy attack. If successful, your opponent may not play Physical Combat cards for the remainder of Combat.");
        assert_eq!(
            e.last(),
            Some(&Effect::IfSuccessful(vec![Effect::Restrict(Restrict {
                player: Who::Opponent,
                what: Targets::CardTypes(vec!["Physical Combat".into()]),
                lasts: Lasts::RestOfCombat
            })]))
        );
        let e = effects("Your opponent may not use Combat cards for the remainder of Combat.");
        assert!(
            matches!(&e[..], [Effect::Restrict(r)] if r.what == Targets::CardTypes(vec!["Combat".into()]))
        );
        let e = effects("If successful, your opponent cannot perform a physical attack during his next Attacker Attacks phase.");
        assert_eq!(
            e,
            vec![Effect::IfSuccessful(vec![Effect::Restrict(Restrict {
                player: Who::Opponent,
                what: Targets::Attacks(vec![AttackKind::Physical]),
                lasts: Lasts::NextAttackPhase
            })])]
        );
        let e = effects("You may not perform energy attacks for the remainder of Combat.");
        assert!(matches!(&e[..], [Effect::Restrict(r)] if r.player == Who::You));
        let e = effects("For the remainder of Combat, your opponent cannot play Combat cards.");
        assert_eq!(e.len(), 1);
        // No duration: a lasting rule the engine does not read.
        let c = compile_text("Your opponent may not use Combat cards.");
        assert_eq!(c.coverage, Coverage::Manual);
        // "until the end of your next turn" is not a duration this module reads.
        let c =
            compile_text("Your opponent cannot play Combat cards until the end of your next turn.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn floating_stops() {
        let e = effects("Stops a physical attack and stops a physical attack during your opponent's next Attacker Attacks phase.");
        assert_eq!(e.len(), 2, "{e:?}");
        assert_eq!(
            e[1],
            Effect::StopNext(StopNext {
                kinds: vec![AttackKind::Physical],
                lasts: Lasts::NextAttackPhase
            })
        );
        let e = effects("Stops the next physical attack performed against you this Combat.");
        assert_eq!(
            e,
            vec![Effect::StopNext(StopNext {
                kinds: vec![AttackKind::Physical],
                lasts: Lasts::NextAttack
            })]
        );
        let e = effects("If you declared Tokui-Waza, stop your opponent's next physical attack in his next \"Attacker Attacks!\" phase.");
        assert_eq!(e.len(), 1);
    }

    #[test]
    fn costs() {
        let e = effects(
            "All energy attacks costs +2 power stages to perform for the remainder of Combat.",
        );
        assert_eq!(
            e,
            vec![Effect::CostModifier(CostModifier {
                player: None,
                what: Targets::Attacks(vec![AttackKind::Energy]),
                power_stages: 2,
                life_cards: 0,
                set: false,
                minimum: 0,
                lasts: Lasts::RestOfCombat,
                performer: None,
                that_personality: false,
            })]
        );
        // Kid Trunks Lv.3: only the attacks that personality performs.
        let e = effects("For the remainder of Combat, your Kid Trunks does not have to pay power stages to perform energy attacks.");
        assert!(
            matches!(&e[..], [Effect::CostModifier(c)] if c.set && c.power_stages == 0 && c.performer.as_deref() == Some("Kid Trunks")),
            "{e:?}"
        );
        let e = effects("For the remainder of Combat, your opponent's Combat, Physical Combat, and Energy Combat cards cost +1 power stages to use.");
        assert!(
            matches!(&e[..], [Effect::CostModifier(c)] if c.what == Targets::CardTypes(vec!["Combat".into(), "Physical Combat".into(), "Energy Combat".into()]))
        );
        let e = effects(
            "The next energy attack you perform this Combat costs 0 power stages to perform.",
        );
        assert!(
            matches!(&e[..], [Effect::CostModifier(c)] if c.set && c.lasts == Lasts::NextAttack)
        );
        // A lasting rule with no duration stays manual on a card that is not a Drill (the drills
        // module reads it from a Drill in play).
        let c = crate::engine::compile::compile_for(
            "Your opponent's attacks cost an additional +1 power stages to perform.",
            false,
        );
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn prevention_and_next_attack() {
        let e = effects("Prevent 3 life cards of damage from all attacks performed against you for the remainder of Combat.");
        assert!(
            matches!(&e[..], [Effect::PreventLasting(p)] if p.life_cards == 3 && p.kinds.is_empty())
        );
        let e = effects("Prevents all life cards of damage from energy attacks your opponent performs for the remainder of Combat.");
        assert!(
            matches!(&e[..], [Effect::PreventLasting(p)] if p.all_life_cards && p.kinds == vec![AttackKind::Energy])
        );
        let e = effects("Your next attack deals +4 life cards of damage in this Combat.");
        assert!(matches!(&e[..], [Effect::NextAttack(n)] if n.life_cards == 4));
        let e = effects(
            "The next physical attack you perform this Combat does +4 life cards of damage.",
        );
        assert!(matches!(&e[..], [Effect::NextAttack(n)] if n.kinds == vec![AttackKind::Physical]));
        // No "this Combat": not read.
        let c = compile_text("Your next attack does +3 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    /// Saiyan Setup (broly-subset/m16): "the next Styled attack you perform this Combat become a
    /// focused attack" waits for the next attack performed with a Styled card (CRD 3.0.0 "Styled
    /// Cards"), of either kind; a named style is that style only.
    #[test]
    fn next_styled_attack_is_focused() {
        let c = compile_text("Energy attack. If the personality performing this attack has a higher power rating than the personality defending against this attack, the next Styled attack you perform this Combat become a focused attack.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Effect::Conditional(k) = &c.effects[1] else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.effects,
            vec![Effect::NextAttack(NextAttack {
                focused: true,
                style: Some("Styled".into()),
                ..NextAttack::default()
            })]
        );
        let e =
            effects("The next Orange Style attack you perform this Combat is a focused attack.");
        assert!(
            matches!(&e[..], [Effect::NextAttack(n)] if n.style.as_deref() == Some("Orange") && n.kinds.is_empty())
        );
    }
}
