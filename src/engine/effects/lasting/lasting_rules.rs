//! Pattern rows: `lasting::lasting_rules` — more rules that last the remainder of Combat:
//! restrictions on a player's Allies and Defense Shields the engine enforces, and floating
//! triggers (effects used each time an attack succeeds or is stopped, the Main Personality
//! attacks, or the opponent uses a card of a type).
//!
//! Every row states its duration ("for the remainder of Combat") in the sentence it matches; a
//! bare clause is not matched. A trigger's effects are compiled from their own clause and read
//! only when they are plain changes of a player's anger, stages, Life Deck or Attack Phases.

use crate::engine::compile::patterns::{kinds, number, one, Pattern, Piece};
use crate::engine::effects::{
    AttackFilter, AttacksPer, Change, Condition, CostModifier, Count, Effect, FloatEvent,
    FloatingTrigger, ForbiddenRestOfCombat, Lasts, LoseLifeCards, MustPass, PerCount, Scope,
    Targets, Who, Whose,
};

/// A clause compiled whole, used only if it compiles fully to plain effects the engine can use
/// at any step (no choice, no nested scope).
fn plain(text: &str) -> Option<Vec<Effect>> {
    let c = crate::engine::compile::compile_text(text);
    if c.coverage != crate::engine::compile::Coverage::Full || c.effects.is_empty() {
        return None;
    }
    c.effects
        .iter()
        .all(|e| {
            matches!(
                e,
                Effect::Anger(_)
                    | Effect::PowerStages(_)
                    | Effect::MainPersonalityStages(_)
                    | Effect::LoseLifeCards(_)
                    | Effect::SkipAttackPhase(_)
                    | Effect::PreventLasting(_)
            )
        })
        .then_some(c.effects)
}

/// A floating modifier of `n` `unit` for each unit the "for each" phrase counts.
fn per(attacks: AttackFilter, n: &str, unit: &str, each: &str) -> Option<Vec<Piece>> {
    let n = number(n)?;
    let life = unit.starts_with("life");
    one(Effect::AttacksFloatingPer(Box::new(AttacksPer {
        attacks,
        per: PerCount {
            power_stages: if life { 0 } else { n },
            life_cards: if life { n } else { 0 },
            count: match each {
                "each ally in play" => Count::AlliesInPlay,
                _ => crate::engine::effects::amounts::count::parse_each(each)?,
            },
            max: None,
            scope: Scope::default(),
            kinds: Vec::new(),
        },
    })))
}

fn trigger(on: FloatEvent, effects: Vec<Effect>) -> Option<Vec<Piece>> {
    one(Effect::FloatingTrigger(FloatingTrigger { on, effects }))
}

/// "your opponent" / "your opponent's" -> the opponent; "your" -> you.
fn who(s: &str) -> Who {
    if s.starts_with("your opponent") {
        Who::Opponent
    } else {
        Who::You
    }
}

fn restrict(player: Who, f: impl FnOnce(&mut ForbiddenRestOfCombat)) -> Option<Vec<Piece>> {
    let mut r = ForbiddenRestOfCombat {
        player,
        ally_control: false,
        redirect_to_allies: false,
        ally_powers: false,
        defense_shields: false,
        combat_enders_and_stop_alls: false,
        level_lowering: false,
    };
    f(&mut r);
    one(Effect::ForbiddenRestOfCombat(r))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- restrictions on Allies and Defense Shields ------------------------------------------
    Pattern {
        name: "remainder-allies-cannot-take-control",
        // Straining Spirit Bomb Move: "for the remainder of Combat your Allies cannot take
        // control of Combat"; Zangya's Leaping Rush Down: "... your opponent's Allies cannot take
        // control of Combat and cannot have damage redirected to them".
        pattern: r"for the remainder of combat,? (?P<who>your opponent's|your) allies cannot take control of combat(?P<redirect> and cannot have damage redirected to them)?",
        build: |c| {
            restrict(who(c.s("who")), |r| {
                r.ally_control = true;
                r.redirect_to_allies = c.has("redirect");
            })
        },
    },
    Pattern {
        name: "remainder-cannot-have-allies-take-control",
        // Heroic Effort: "for the remainder of Combat your opponent cannot have Allies take
        // control of Combat".
        pattern: r"for the remainder of combat,? (?P<who>your opponent) cannot have allies take control of combat",
        build: |c| restrict(who(c.s("who")), |r| r.ally_control = true),
    },
    Pattern {
        name: "remainder-no-ally-powers-redirect-or-control",
        // Deadly Attack.
        pattern: r"for the remainder of combat,? (?P<who>your opponent) cannot use ally card powers, redirect damage to allies,? or have allies take over combat",
        build: |c| {
            restrict(who(c.s("who")), |r| {
                r.ally_powers = true;
                r.redirect_to_allies = true;
                r.ally_control = true;
            })
        },
    },
    Pattern {
        name: "remainder-no-defense-shields",
        // Namekian Shuto.
        pattern: r"(?P<who>your opponent) cannot use defense shields for the remainder of combat || for the remainder of combat,? (?P<who>your opponent) cannot use defense shields",
        build: |c| restrict(who(c.s("who")), |r| r.defense_shields = true),
    },
    Pattern {
        name: "remainder-must-pass-all-remaining-phases",
        // Straining Spirit Bomb Move (its card user attacks no more this Combat).
        pattern: r"(?P<who>you|your opponent) must pass in all the remaining phases of combat",
        build: |c| {
            one(Effect::MustPass(MustPass {
                player: who(c.s("who")),
                all_remaining: true,
                phases: 0,
            }))
        },
    },
    Pattern {
        name: "remainder-no-combat-enders-or-stop-alls",
        // Gohan's Kick: on every player.
        pattern: r"cards that end combat,? or cards that stops? all physical attacks or energy attacks,? cannot be used for the remainder of combat",
        build: |_| {
            let mut out = restrict(Who::You, |r| r.combat_enders_and_stop_alls = true)?;
            out.extend(restrict(Who::Opponent, |r| {
                r.combat_enders_and_stop_alls = true
            })?);
            Some(out)
        },
    },
    Pattern {
        name: "remainder-no-cards-lowering-your-level",
        // Blue Multi-Jab: on every player ("Cards ... cannot be played or used").
        pattern: r"cards that can lower your main personality any amount of personality levels cannot be played or used for the remainder of combat",
        build: |_| {
            let mut out = restrict(Who::You, |r| r.level_lowering = true)?;
            out.extend(restrict(Who::Opponent, |r| r.level_lowering = true)?);
            Some(out)
        },
    },
    // ----- floating modifiers per unit counted ----------------------------------------------------
    Pattern {
        name: "remainder-all-attacks-do-more-per",
        // Red Anger Rising: "all physical attacks" (no owner named): every player's. Red Drop
        // ("all of your other attacks do +X power stages of damage", X = your MP's current
        // personality level, written out as "+1 ... for each level of your main personality").
        pattern: r"for the remainder of combat,? all (?:(?P<your>of your |your )(?P<other>other )?)?(?:(?P<kinds>physical|energy) )?attacks do \+(?P<n>\d+) (?P<unit>power stages?|life cards?) of damage for (?P<each>each .+)",
        build: |c| {
            let attacks = AttackFilter {
                whose: Some(if c.has("your") {
                    Whose::You
                } else {
                    Whose::Any
                }),
                other: c.has("other"),
                kinds: kinds(c.s("kinds")),
                ..AttackFilter::default()
            };
            per(attacks, c.s("n"), c.s("unit"), c.s("each"))
        },
    },
    Pattern {
        name: "remainder-your-attacks-cost-less-and-do-more-per",
        // Blue Rebound.
        pattern: r"all (?P<kinds>physical|energy) attacks you perform for the remainder of combat cost -(?P<c>\d+) power stages? to perform,? to a minimum of (?P<m>\d+),? and do \+(?P<n>\d+) (?P<unit>power stages?|life cards?) of damage for (?P<each>each .+)",
        build: |c| {
            let k = kinds(c.s("kinds"));
            let attacks = AttackFilter {
                whose: Some(Whose::You),
                kinds: k.clone(),
                ..AttackFilter::default()
            };
            let mut out = vec![Piece::Effect(Effect::CostModifier(CostModifier {
                player: Some(Who::You),
                what: Targets::Attacks(k),
                power_stages: -(number(c.s("c"))? as i32),
                life_cards: 0,
                set: false,
                minimum: number(c.s("m"))?,
                lasts: Lasts::RestOfCombat,
                performer: None,
                that_personality: false,
            }))];
            out.extend(per(attacks, c.s("n"), c.s("unit"), c.s("each"))?);
            Some(out)
        },
    },
    Pattern {
        name: "remainder-this-personalitys-attacks-do-more-per",
        // Double Teaming.
        pattern: r"(?P<pre>for the remainder of combat,? )?all attacks performed by this personality(?P<post> for the remainder of combat)? do \+(?P<n>\d+) (?P<unit>power stages?|life cards?) of damage for (?P<each>each .+)",
        build: |c| {
            if c.has("pre") == c.has("post") {
                return None;
            }
            let attacks = AttackFilter {
                whose: Some(Whose::You),
                this_personality: true,
                ..AttackFilter::default()
            };
            per(attacks, c.s("n"), c.s("unit"), c.s("each"))
        },
    },
    Pattern {
        name: "remainder-must-be-used-by-your-main-personality",
        // Double Teaming: a requirement met when the card is played (the personality in control
        // of Combat for its player is his Main Personality).
        pattern: r"this card must be used by your main personality",
        build: |_| {
            one(Effect::Requires(Condition::Not(Box::new(
                Condition::PerformedByAlly,
            ))))
        },
    },
    Pattern {
        name: "must-be-performed-by-an-ally",
        // Group Attack: a requirement met when the card is played (an Ally of its player is in
        // control of Combat); which Allies already performed it this Combat goes to the judge.
        pattern: r"must be performed by an ally(?P<rest> that has not performed this attack this combat)?",
        build: |c| {
            let mut pieces = vec![Piece::Effect(Effect::Requires(Condition::PerformedByAlly))];
            if c.has("rest") {
                pieces.push(Piece::Effect(Effect::Manual(format!(
                    "Must be performed by an Ally{}.",
                    c.s("rest").replace("this combat", "this Combat")
                ))));
            }
            Some(pieces)
        },
    },
    // ----- floating triggers ---------------------------------------------------------------------
    Pattern {
        name: "remainder-successful-against-you-raises-anger",
        // Red Burning Stance.
        pattern: r"(?P<pre>for the remainder of combat,? )?every successful (?P<kinds>physical|energy) attack performed against you(?P<post> for the remainder of combat)? raises your anger (?P<n>\d+) levels?",
        build: |c| {
            if c.has("pre") == c.has("post") {
                return None;
            }
            let by = number(c.s("n"))? as i32;
            trigger(
                FloatEvent::SuccessfulAgainstYou(kinds(c.s("kinds"))),
                vec![Effect::Anger(Change {
                    player: Who::You,
                    by,
                })],
            )
        },
    },
    Pattern {
        name: "remainder-whenever-your-attack-succeeds",
        // Majin Dabura's Offensive Leverage.
        pattern: r"for the remainder of combat,? whenever an? (?P<kinds>physical|energy) attack you perform becomes successful, (?P<x>.+)",
        build: |c| {
            trigger(
                FloatEvent::YourAttackSuccessful(kinds(c.s("kinds"))),
                plain(c.s("x"))?,
            )
        },
    },
    Pattern {
        name: "remainder-if-opponent-stops-your-attack",
        // Android 18's Pressure Routine.
        pattern: r"for the remainder of combat,? if your opponent stops an? (?P<kinds>physical|energy) attack performed by (?P<mp>your main personality), (?P<x>.+)",
        build: |c| {
            trigger(
                FloatEvent::OpponentStops {
                    kinds: kinds(c.s("kinds")),
                    main_personality: c.has("mp"),
                    performer_group: None,
                },
                plain(c.s("x"))?,
            )
        },
    },
    Pattern {
        name: "remainder-whenever-opponent-stops-your-attack",
        // Unbelievable Strength: "For the remainder of Combat, whenever your opponent stops one
        // of your attacks, he discards the top 2 cards of his Life Deck." ("he": the opponent).
        pattern: r"for the remainder of combat,? (?:if|whenever|when) your opponent stops (?:1|one|any|an) of your attacks,? (?P<x>.+)",
        build: |c| {
            let x = c.s("x");
            let x = match x.strip_prefix("he ") {
                Some(rest) => format!("your opponent {rest}"),
                None => x.to_string(),
            };
            trigger(
                FloatEvent::OpponentStops {
                    kinds: Vec::new(),
                    main_personality: false,
                    performer_group: None,
                },
                plain(&x)?,
            )
        },
    },
    Pattern {
        name: "remainder-if-opponent-stops-a-group-attack",
        // Massacre of the Billions and ... Majin Buus: "an attack performed by a Majin
        // Personality" (his own, since only his attacks are stopped by his opponent).
        pattern: r"for the remainder of combat,? if your opponent stops an attack performed by a (?P<g>majin|saiyan heritage|namekian heritage) personality, he must discard the top card of his life deck",
        build: |c| {
            trigger(
                FloatEvent::OpponentStops {
                    kinds: Vec::new(),
                    main_personality: false,
                    performer_group: Some(crate::engine::compile::patterns::title(c.s("g"))),
                },
                vec![Effect::LoseLifeCards(LoseLifeCards {
                    player: Who::Opponent,
                    count: 1,
                })],
            )
        },
    },
    Pattern {
        name: "remainder-discard-all-cards-in-your-hand",
        // Massacre ...: the same as "Discard your hand".
        pattern: r"discard all (?:of the )?cards in your hand",
        build: |_| {
            let c = crate::engine::compile::compile_text("Discard your hand.");
            (c.coverage == crate::engine::compile::Coverage::Full)
                .then(|| c.effects.into_iter().map(Piece::Effect).collect())
        },
    },
    Pattern {
        name: "remainder-when-your-main-personality-attacks",
        // Red Pressure Technique.
        pattern: r"for the remainder of combat,? discard the top (?:(?P<n>\d+) cards|card) of your opponent's life deck when(?:ever)? your main personality performs an? (?P<kinds>physical|energy) attack",
        build: |c| {
            let count = if c.has("n") { number(c.s("n"))? } else { 1 };
            trigger(
                FloatEvent::MainPersonalityAttacks(kinds(c.s("kinds"))),
                vec![Effect::LoseLifeCards(LoseLifeCards {
                    player: Who::Opponent,
                    count,
                })],
            )
        },
    },
    Pattern {
        name: "remainder-whenever-opponent-uses-card-type",
        // Saiyan Face Smash.
        pattern: r"for the remainder of combat,? whenever your opponent uses an? (?P<t>physical combat|energy combat|combat) card, he (?:has to|must) discard the top card of his life deck",
        build: |c| {
            let t = match c.s("t") {
                "physical combat" => "Physical Combat",
                "energy combat" => "Energy Combat",
                _ => "Combat",
            };
            trigger(
                FloatEvent::OpponentUsesCardType(t.to_string()),
                vec![Effect::LoseLifeCards(LoseLifeCards {
                    player: Who::Opponent,
                    count: 1,
                })],
            )
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Conditional};

    fn effects(text: &str) -> Vec<Effect> {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn restrictions_on_allies_and_shields() {
        // Deadly Attack.
        let e = effects("Endurance 2. Stops a physical attack. For the remainder of Combat, your opponent cannot use Ally card powers, redirect damage to Allies, or have Allies take over Combat.");
        assert_eq!(
            e.last(),
            Some(&Effect::ForbiddenRestOfCombat(ForbiddenRestOfCombat {
                player: Who::Opponent,
                ally_control: true,
                redirect_to_allies: true,
                ally_powers: true,
                defense_shields: false,
                combat_enders_and_stop_alls: false,
                level_lowering: false,
            }))
        );
        // Zangya's Leaping Rush Down.
        let e = effects("If used by Zangya, for the remainder of Combat your opponent's Allies cannot take control of Combat and cannot have damage redirected to them.");
        assert!(
            matches!(&e[0], Effect::Conditional(Conditional { effects, .. }) if matches!(&effects[..], [Effect::ForbiddenRestOfCombat(r)] if r.player == Who::Opponent && r.ally_control && r.redirect_to_allies && !r.ally_powers))
        );
        // Heroic Effort.
        let e = effects("If performed against a villain, this attack is focused, gain 2 power stages, and for the remainder of Combat your opponent cannot have Allies take control of Combat.");
        assert!(
            matches!(&e[0], Effect::Conditional(Conditional { effects, .. }) if matches!(effects.last(), Some(Effect::ForbiddenRestOfCombat(r)) if r.ally_control && !r.redirect_to_allies))
        );
        // Straining Spirit Bomb Move.
        let e = effects("You must pass in all the remaining phases of Combat. If stopped, lower your Main Personality to 0 and for the remainder of Combat your Allies cannot take control of Combat.");
        assert_eq!(
            e[0],
            Effect::MustPass(MustPass {
                player: Who::You,
                all_remaining: true,
                phases: 0
            })
        );
        assert!(
            matches!(&e[1], Effect::IfStopped(v) if matches!(v.last(), Some(Effect::ForbiddenRestOfCombat(r)) if r.player == Who::You && r.ally_control))
        );
        // Namekian Shuto.
        let e = effects("Your opponent cannot use Defense Shields for the remainder of Combat.");
        assert!(
            matches!(&e[0], Effect::ForbiddenRestOfCombat(r) if r.defense_shields && r.player == Who::Opponent)
        );
        // No duration: not read here.
        let c = compile_text("Your opponent cannot use Defense Shields.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn floating_triggers() {
        // Red Burning Stance.
        let e = effects("Every successful physical attack performed against you for the remainder of Combat raises your anger 1 level.");
        assert_eq!(
            e,
            vec![Effect::FloatingTrigger(FloatingTrigger {
                on: FloatEvent::SuccessfulAgainstYou(vec![AttackKind::Physical]),
                effects: vec![Effect::Anger(Change {
                    player: Who::You,
                    by: 1
                })],
            })]
        );
        // Android 18's Pressure Routine.
        let e = effects("For the remainder of Combat, if your opponent stops a physical attack performed by your Main Personality, your opponent must skip his next \"Attacker Attacks\" phase.");
        assert_eq!(
            e,
            vec![Effect::FloatingTrigger(FloatingTrigger {
                on: FloatEvent::OpponentStops {
                    kinds: vec![AttackKind::Physical],
                    main_personality: true,
                    performer_group: None,
                },
                effects: vec![Effect::SkipAttackPhase(Who::Opponent)],
            })]
        );
        // Majin Dabura's Offensive Leverage.
        let e = effects("For the remainder of Combat, whenever an energy attack you perform becomes successful, prevent 3 life cards of damage from every attack your opponent performs for the remainder of Combat.");
        assert!(
            matches!(&e[0], Effect::FloatingTrigger(t) if t.on == FloatEvent::YourAttackSuccessful(vec![AttackKind::Energy]) && matches!(&t.effects[..], [Effect::PreventLasting(p)] if p.life_cards == 3))
        );
        // Red Pressure Technique.
        let e = effects("For the remainder of Combat discard the top card of your opponent's Life Deck when your Main Personality performs a physical attack.");
        assert_eq!(
            e,
            vec![Effect::FloatingTrigger(FloatingTrigger {
                on: FloatEvent::MainPersonalityAttacks(vec![AttackKind::Physical]),
                effects: vec![Effect::LoseLifeCards(LoseLifeCards {
                    player: Who::Opponent,
                    count: 1
                })],
            })]
        );
        // Saiyan Face Smash.
        let e = effects("For the remainder of Combat, whenever your opponent uses a Physical Combat card, he has to discard the top card of his Life Deck.");
        assert!(
            matches!(&e[0], Effect::FloatingTrigger(t) if t.on == FloatEvent::OpponentUsesCardType("Physical Combat".into()))
        );
        // An effect the trigger does not read (a choice) stays with the judge.
        let c = compile_text("For the remainder of Combat, whenever an energy attack you perform becomes successful, you may draw a card.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn modifiers_per_unit_and_more() {
        // Red Anger Rising: every player's physical attacks.
        let e = effects("Physical attack. For the remainder of Combat, all physical attacks do +1 power stages of damage for each Dragon Ball in play. Raise your anger 1 level.");
        assert!(
            matches!(&e[1], Effect::AttacksFloatingPer(a) if a.attacks.whose == Some(Whose::Any) && a.attacks.kinds == vec![AttackKind::Physical] && a.per.power_stages == 1 && a.per.count == crate::engine::effects::Count::DragonBallsInPlay)
        );
        // Red Drop.
        let e = effects("Physical attack doing +3 power stages of damage. For the remainder of Combat, all of your other attacks do +X power stages of damage. X = your MP's current personality level.");
        assert!(
            matches!(&e[2], Effect::AttacksFloatingPer(a) if a.attacks.whose == Some(Whose::You) && a.attacks.other && a.per.count == Count::Level(crate::engine::effects::Side::YourMainPersonality))
        );
        // Blue Rebound.
        let e = effects("All energy attacks you perform for the remainder of Combat cost -1 power stages to perform to a minimum of 0 and do +1 power stages of damage for each Ally your opponent has in play.");
        assert!(
            matches!(&e[0], Effect::CostModifier(c) if c.power_stages == -1 && c.minimum == 0 && c.lasts == Lasts::RestOfCombat)
        );
        assert!(
            matches!(&e[1], Effect::AttacksFloatingPer(a) if a.attacks.whose == Some(Whose::You) && a.per.count == crate::engine::effects::Count::Allies(Who::Opponent))
        );
        // Gohan's Kick: both players.
        let e = effects("Cards that end Combat, or cards that stops all physical attacks or energy attacks, cannot be used for the remainder of Combat");
        assert_eq!(e.len(), 2);
        assert!(e.iter().all(
            |x| matches!(x, Effect::ForbiddenRestOfCombat(r) if r.combat_enders_and_stop_alls)
        ));
        // Blue Multi-Jab: both players.
        let e = effects("Cards that can lower your Main Personality any amount of personality levels cannot be played or used for the remainder of Combat.");
        assert!(
            matches!(&e[..], [Effect::ForbiddenRestOfCombat(a), Effect::ForbiddenRestOfCombat(b)] if a.level_lowering && b.level_lowering && a.player == Who::You && b.player == Who::Opponent)
        );
        // Massacre of the Billions and ... Majin Buus.
        let e = effects("Discard all cards in your hand. For the remainder of Combat, if your opponent stops an attack performed by a Majin Personality, he must discard the top card of his Life Deck.");
        assert!(matches!(&e[0], Effect::Search(s) if s.all));
        assert!(
            matches!(&e[1], Effect::FloatingTrigger(t) if matches!(&t.on, FloatEvent::OpponentStops { performer_group: Some(g), .. } if g == "Majin"))
        );
        // Unbelievable Strength: any of your attacks stopped; "he" is the opponent.
        let e = effects("For the remainder of Combat, whenever your opponent stops one of your attacks, he discards the top 2 cards of his Life Deck.");
        assert!(matches!(&e[..], [Effect::FloatingTrigger(t)]
            if matches!(&t.on, FloatEvent::OpponentStops { kinds, main_personality: false, performer_group: None } if kinds.is_empty())
                && matches!(&t.effects[..], [Effect::LoseLifeCards(l)] if l.player == Who::Opponent && l.count == 2)));
        // Double Teaming.
        let e = effects("Endurance 2. This card must be used by your Main Personality. All attacks performed by this personality for the remainder of Combat do +1 power stages of damage for each Ally in play.");
        assert_eq!(
            e[1],
            Effect::Requires(Condition::Not(Box::new(Condition::PerformedByAlly)))
        );
        assert!(
            matches!(&e[2], Effect::AttacksFloatingPer(a) if a.attacks.this_personality && a.per.count == Count::AlliesInPlay)
        );
        // Group Attack: the Ally requirement is enforced, the "not performed this attack this
        // Combat" part goes to the judge.
        let c = compile_text(
            "Must be performed by an Ally that has not performed this attack this Combat.",
        );
        assert_eq!(c.effects[0], Effect::Requires(Condition::PerformedByAlly));
        assert!(
            matches!(&c.effects[1], Effect::Manual(m) if m.contains("has not performed this attack this Combat"))
        );
        assert_ne!(c.coverage, Coverage::Full);
        // A count the compiler does not read stays with the judge (Interview with the Green
        // Guy).
        let c = compile_text("For the remainder of Combat, your attacks do +2 power stages of damage for each Namekian Heritage personality and each Saibaimen personality in play.");
        assert_ne!(c.coverage, Coverage::Full);
    }
}
