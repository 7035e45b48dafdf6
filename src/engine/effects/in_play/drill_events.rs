//! Pattern rows of `in_play::drill_events`: Drills used as defences with a cost, and more
//! events that set off a Drill's effect.
//!
//! - a Drill in play its owner uses as a defence at step 5, paying a cost: "Discard 2 life
//!   cards to stop an energy attack", "During your 'Defender Defends' phase, you may discard one
//!   of your Non-Combat cards in play to stop a physical attack", "Discard your hand to stop a
//!   physical or energy attack" ([`Effect::DrillStop`]);
//! - "When you perform an attack, ..." ([`TriggerEvent::YouPerformAttack`]);
//! - wordings of existing triggers whose clause moves cards the trigger's `use` action names
//!   (a card of a pile, of a Sensei Deck, a card in play): "When you stop an attack, remove from
//!   the game 1 random card from your opponent's Sensei Deck", "After making a successful energy
//!   attack, remove from the game an opponent's non-combat/non-dragon ball card in play".
//!
//! Rows are tried in the order of `compile::tables::TABLES`; anything else stays with the judge.

use crate::engine::effects::{
    DrillStop, DrillStopCost, Effect, InPlayAct, InPlayCount, InPlayEffect, InPlayKind, Search,
    SearchIn, Trigger, TriggerEvent, Whose,
};

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};

/// Effects a trigger of this module executes when it fires: `in_play::drills`'s (the plain
/// effects of `triggers::triggered_effects` and a search of a pile without its own "you may", its cards
/// named by the trigger's `use` action), plus cards of a Sensei Deck removed, cards in play
/// discarded or removed, and the top cards of a Life Deck looked at.
fn executable(e: &Effect) -> bool {
    crate::engine::effects::in_play::drills::executable(e)
        || matches!(
            e,
            Effect::SenseiRemoved(_) | Effect::InPlay(_) | Effect::LookAtTop(_)
        )
}

/// The clause a trigger sets off: only effects the engine executes when it fires.
fn clause(x: &str) -> Option<Vec<Effect>> {
    crate::engine::effects::triggers::triggered_effects::clause_where(x, executable)
}

fn trigger(
    on: TriggerEvent,
    c: &Caps<'_>,
    per_combat: Option<u32>,
    effects: Vec<Effect>,
) -> Option<Vec<Piece>> {
    one(Effect::Trigger(Trigger {
        on,
        kinds: c.kinds(),
        may: false,
        per_combat,
        condition: None,
        effects,
    }))
}

fn drill_stop(c: &Caps<'_>, cost: DrillStopCost) -> Option<Vec<Piece>> {
    let kinds = c.kinds();
    if kinds.is_empty() {
        return None;
    }
    one(Effect::DrillStop(DrillStop {
        kinds,
        cost,
        then: Vec::new(),
    }))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "in-place-of-attack-non-combat-from-hand",
        // Trunks Guardian Drill: as Goku Helping Drill below; a Non-Combat card (CRD "Non-Combat
        // Cards": a Drill included) named in the `use` action's `choose`.
        pattern: r"once per combat,? in place of an attack,? you may place in play a non-combat card from your hand",
        build: |_| {
            one(Effect::DrillInPlaceOfAttack(
                crate::engine::effects::DrillUse {
                    per_combat: Some(1),
                    per_turn: None,
                    your_turn: false,
                    effects: vec![Effect::Search(Search {
                        player: crate::engine::effects::Who::You,
                        from: SearchIn::Hand,
                        filter: crate::engine::effects::CardFilter {
                            types: vec!["Non-Combat".to_string(), "Drill".to_string()],
                            ..Default::default()
                        },
                        count: 1,
                        up_to: false,
                        all: false,
                        random: false,
                        to: crate::engine::effects::Destination::Play,
                        ally_stage: None,
                        may: false,
                        keeps_in_play: false,
                        until_end_of_combat: None,
                        powers_lost: false,
                        by_owner: false,
                    })],
                },
            ))
        },
    },
    Pattern {
        name: "in-place-of-attack-discard-and-draw",
        // Champion Drill: the card of the hand is named in the `use` action's `choose`, then
        // the cards are drawn.
        pattern: r"once per combat,? in place of an attack,? (?P<x>discard a card from your hand) and draw the top two cards from your life deck",
        build: |c| {
            let discard = clause(c.s("x"))?;
            if !matches!(discard.as_slice(), [Effect::Search(s)] if s.from == SearchIn::Hand
                && s.to == crate::engine::effects::Destination::Discard && s.count == 1 && !s.may)
            {
                return None;
            }
            let mut effects = discard;
            effects.push(Effect::Draw(2));
            one(Effect::DrillInPlaceOfAttack(
                crate::engine::effects::DrillUse {
                    per_combat: Some(1),
                    per_turn: None,
                    your_turn: false,
                    effects,
                },
            ))
        },
    },
    Pattern {
        name: "in-place-of-attack-ally-from-hand",
        // Goku Helping Drill: used at step 1 like `in_play::drill_damage`'s Drills in place of an
        // attack ([`Effect::DrillInPlaceOfAttack`]); the Ally is named in the `use` action's
        // `choose` (the "you may" is the choice to use the Drill).
        pattern: r"in place of an attack,? you may place an ally from your hand into play at {n} power stages? above 0",
        build: |c| {
            one(Effect::DrillInPlaceOfAttack(
                crate::engine::effects::DrillUse {
                    per_combat: None,
                    per_turn: None,
                    your_turn: false,
                    effects: vec![Effect::Search(Search {
                        player: crate::engine::effects::Who::You,
                        from: SearchIn::Hand,
                        filter: crate::engine::effects::CardFilter {
                            types: vec!["Personality".to_string()],
                            ..Default::default()
                        },
                        count: 1,
                        up_to: false,
                        all: false,
                        random: false,
                        to: crate::engine::effects::Destination::Play,
                        ally_stage: Some(crate::engine::effects::AllyStage::Stages(c.n("n")?)),
                        may: false,
                        keeps_in_play: false,
                        until_end_of_combat: None,
                        powers_lost: false,
                        by_owner: false,
                    })],
                },
            ))
        },
    },
    Pattern {
        name: "entering-combat-look-at-top",
        // Orange Spy Drill: the cards looked at stay in the same order ([`Effect::LookAtTop`]).
        pattern: r"when entering combat,? (?P<may>you may )?(?P<x>look at the top .+ in the same order)",
        build: |c| {
            let effects = clause(c.s("x"))?;
            if !effects.iter().all(|e| matches!(e, Effect::LookAtTop(_))) {
                return None;
            }
            one(Effect::Trigger(Trigger {
                on: TriggerEvent::EnteringCombat,
                kinds: Vec::new(),
                may: c.has("may"),
                per_combat: None,
                condition: None,
                effects,
            }))
        },
    },
    Pattern {
        name: "drill-stop-life-cards",
        // Android 20 Absorbing Drill.
        pattern: r"discard {n} life cards? to stop (?:a|an) {kinds} attack",
        build: |c| drill_stop(c, DrillStopCost::LifeCards(c.n("n")?)),
    },
    Pattern {
        name: "drill-stop-non-combat-in-play",
        // Physical Defense Drill; Blue Leapfrog Drill ("discard a card one of your ...").
        pattern: r#"during your ['"]?defender defends['"]? phase,? you may discard (?:a card )?one of your non-combat cards in play to stop (?:a|an) {kinds} attack"#,
        build: |c| drill_stop(c, DrillStopCost::NonCombatInPlay),
    },
    Pattern {
        name: "drill-stop-whole-hand",
        // Red Gravity Drill.
        pattern: r"discard your hand to stop (?:a|an) {kinds} attack",
        build: |c| drill_stop(c, DrillStopCost::WholeHand),
    },
    Pattern {
        name: "drill-stop-hand-energy-attacker",
        // Namekian Precise Aim Drill.
        pattern: r"you may discard a card in your hand that can perform an energy attack to stop (?:a|an) {kinds} attack",
        build: |c| drill_stop(c, DrillStopCost::HandEnergyAttacker),
    },
    Pattern {
        name: "drill-stop-play-hand-energy-attack",
        // Black Energy Deflection Drill (CRD 3.0.0 text): the energy attack card is named in the
        // `use` action's `choose`; what follows "and then" is resolved after the stop.
        pattern: r"you may play an energy attack from your hand and pay its costs in order to stop (?:a|an) {kinds} attack,? and then (?P<x>.+)",
        build: |c| {
            let then = clause(c.s("x"))?;
            let kinds = c.kinds();
            if kinds.is_empty() {
                return None;
            }
            one(Effect::DrillStop(DrillStop {
                kinds,
                cost: DrillStopCost::PlayHandEnergyAttack,
                then,
            }))
        },
    },
    Pattern {
        name: "drill-needs-a-card-in-hand",
        // Red Gravity Drill: what [`DrillStopCost::WholeHand`] checks when the Drill is used.
        pattern: r"you must have at least one card in your hand to use this drill",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "when-you-perform-an-attack",
        // Master Roshi's Gawking Drill: the card is named by the trigger's `use` action.
        pattern: r"when you perform an attack,? (?P<x>remove a card in your opponent's discard pile from the game)",
        build: |c| {
            let _ = c.s("x");
            trigger(
                TriggerEvent::YouPerformAttack,
                c,
                None,
                vec![Effect::Search(Search {
                    player: crate::engine::effects::Who::Opponent,
                    from: SearchIn::DiscardPile,
                    filter: Default::default(),
                    count: 1,
                    up_to: false,
                    all: false,
                    random: false,
                    to: crate::engine::effects::Destination::RemovedFromGame,
                    ally_stage: None,
                    may: false,
                    keeps_in_play: false,
                    until_end_of_combat: None,
                    powers_lost: false,
                    by_owner: false,
                })],
            )
        },
    },
    Pattern {
        name: "when-you-perform-an-attack-does",
        // Broly Lv.1's Constant Combat Power ("When you perform an attack, raise your anger 1
        // level"), Red Style Mastery ("Whenever you perform an energy attack, lower your
        // opponent's anger 1 level"): a plain effect the engine executes as the attack is
        // performed, right after step 1.
        pattern: r"when(?:ever)? you perform an? (?:{kind} )?attack,? (?P<x>.+)",
        build: |c| {
            let effects = crate::engine::effects::triggers::triggered_effects::clause_where(
                c.s("x"),
                crate::engine::effects::triggers::triggered_effects::executable,
            )?;
            trigger(TriggerEvent::YouPerformAttack, c, None, effects)
        },
    },
    Pattern {
        name: "when-you-stop-sensei-random",
        // Red Bullrush Drill: the card the judge saw taken is named by the `use` action.
        pattern: r"when you stop an attack,? remove from the game (?:1|one) random card from your opponent's sensei deck",
        build: |c| {
            trigger(
                TriggerEvent::YouStopAttack,
                c,
                None,
                vec![Effect::SenseiRemoved(
                    crate::engine::effects::SenseiRemoved {
                        player: crate::engine::effects::Who::Opponent,
                        count: 1,
                        all: false,
                        random: true,
                    },
                )],
            )
        },
    },
    Pattern {
        name: "after-making-successful-remove-in-play",
        // Black Erasing Drill: the card is named by the trigger's `use` action.
        pattern: r"after making a successful {kind} attack,? remove from the game an opponent's non-combat/non-dragon ball card in play",
        build: |c| {
            trigger(
                TriggerEvent::YourAttackSuccessful,
                c,
                None,
                vec![Effect::InPlay(InPlayEffect {
                    act: InPlayAct::RemoveFromGame,
                    whose: Whose::Opponent,
                    cards: vec![InPlayKind::NonCombat],
                    count: InPlayCount::Exactly(1),
                    style: None,
                })],
            )
        },
    },
    Pattern {
        name: "once-after-successful-search-defender",
        // Orange Energy Dan Drill: the defender's Life Deck, the card named by the `use` action.
        pattern: r"once per combat,? after you have performed a successful {kind} attack,? search through defenders life deck for any card and discard it",
        build: |c| {
            trigger(
                TriggerEvent::YourAttackSuccessful,
                c,
                Some(1),
                vec![Effect::Search(Search {
                    player: crate::engine::effects::Who::Opponent,
                    from: SearchIn::LifeDeck,
                    filter: Default::default(),
                    count: 1,
                    up_to: false,
                    all: false,
                    random: false,
                    to: crate::engine::effects::Destination::Discard,
                    ally_stage: None,
                    may: false,
                    keeps_in_play: false,
                    until_end_of_combat: None,
                    powers_lost: false,
                    by_owner: false,
                })],
            )
        },
    },
    Pattern {
        name: "after-receiving-damage-stages-per-life-card",
        // Nail Combat Drill.
        pattern: r"after receiving damage from a successful attack against you,? your main personality gains {n} power stages? for every life card of damage you received",
        build: |c| {
            trigger(
                TriggerEvent::DamageReceived,
                c,
                None,
                vec![Effect::StagesPerLifeCardReceived(c.n("n")?)],
            )
        },
    },
    Pattern {
        name: "after-you-receive-damage-successful",
        // Orange Ally Drill: "After you receive damage from a successful energy attack, search
        // your Life Deck for an Ally and place it into play at 4 power stages above 0."
        pattern: r"after you receive damage from a successful {kind} attack,? (?P<x>search your life deck .+)",
        build: |c| {
            let effects = clause(c.s("x"))?;
            if !effects.iter().all(|e| matches!(e, Effect::Search(_))) {
                return None;
            }
            trigger(TriggerEvent::DamageReceived, c, None, effects)
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::{AllyStage, AttackKind, Destination, Who};

    fn drill(text: &str) -> Vec<Effect> {
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn drill_stops() {
        assert_eq!(
            drill("Discard 2 life cards to stop an energy attack."),
            vec![Effect::DrillStop(DrillStop {
                kinds: vec![AttackKind::Energy],
                cost: DrillStopCost::LifeCards(2),
                then: Vec::new()
            })]
        );
        assert_eq!(
            drill("During your 'Defender Defends' phase, you may discard one of your Non-Combat cards in play to stop a physical attack."),
            vec![Effect::DrillStop(DrillStop {
                kinds: vec![AttackKind::Physical],
                cost: DrillStopCost::NonCombatInPlay,
                then: Vec::new()
            })]
        );
        let e = drill("Discard your hand to stop a physical or energy attack. You must have at least one card in your hand to use this Drill.");
        assert_eq!(
            e,
            vec![Effect::DrillStop(DrillStop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                cost: DrillStopCost::WholeHand,
                then: Vec::new()
            })]
        );
        let e = drill("You may discard a card in your hand that can perform an energy attack to stop an energy attack. Raise your Main Personality's PUR by +2 while this Drill is in play.");
        assert_eq!(
            e[0],
            Effect::DrillStop(DrillStop {
                kinds: vec![AttackKind::Energy],
                cost: DrillStopCost::HandEnergyAttacker,
                then: Vec::new()
            })
        );
    }

    #[test]
    fn drill_stop_playing_an_energy_attack_from_the_hand() {
        // Black Energy Deflection Drill (CRD 3.0.0 text).
        let e = drill("You may play an energy attack from your hand and pay its costs in order to stop an energy attack, and then your opponent discards 1 life card.");
        assert_eq!(
            e,
            vec![Effect::DrillStop(DrillStop {
                kinds: vec![AttackKind::Energy],
                cost: DrillStopCost::PlayHandEnergyAttack,
                then: vec![Effect::LoseLifeCards(
                    crate::engine::effects::LoseLifeCards {
                        player: crate::engine::effects::Who::Opponent,
                        count: 1
                    }
                )]
            })]
        );
        // What follows "and then" must compile: otherwise the judge reads the sentence.
        let c = crate::engine::compile::compile_for("You may play an energy attack from your hand and pay its costs in order to stop an energy attack, and then your opponent wibbles.", true);
        assert_ne!(c.coverage, crate::engine::compile::Coverage::Full);
    }

    #[test]
    fn in_place_of_an_attack() {
        let e = drill("In place of an attack, you may place an Ally from your hand into play at 3 power stages above 0.");
        assert!(
            matches!(&e[0], Effect::DrillInPlaceOfAttack(u) if u.per_combat.is_none() && !u.your_turn
            && matches!(u.effects.as_slice(), [Effect::Search(s)] if s.from == SearchIn::Hand && s.to == Destination::Play
                && s.ally_stage == Some(AllyStage::Stages(3)) && s.count == 1 && s.filter.types == vec!["Personality".to_string()]))
        );
        let e = drill("Once per Combat, in place of an attack, discard a card from your hand and draw the top two cards from your Life Deck. Limit 1 per deck.");
        assert!(
            matches!(&e[0], Effect::DrillInPlaceOfAttack(u) if u.per_combat == Some(1)
            && matches!(u.effects.as_slice(), [Effect::Search(s), Effect::Draw(2)] if s.from == SearchIn::Hand && s.to == Destination::Discard && s.count == 1))
        );
        let e = drill("Heroes only. Once per combat, in place of an attack, you may place in play a Non-Combat card from your hand.");
        assert!(
            matches!(&e[1], Effect::DrillInPlaceOfAttack(u) if u.per_combat == Some(1) && !u.your_turn
            && matches!(u.effects.as_slice(), [Effect::Search(s)] if s.from == SearchIn::Hand && s.to == Destination::Play
                && s.ally_stage.is_none() && s.count == 1 && s.filter.types == vec!["Non-Combat".to_string(), "Drill".to_string()]))
        );
    }

    #[test]
    fn triggers() {
        let e = drill("When entering Combat, you may look at the top 5 cards of your opponent's Life Deck and place them back in the same order.");
        assert!(
            matches!(&e[0], Effect::Trigger(t) if t.on == TriggerEvent::EnteringCombat && t.may
            && t.effects == vec![Effect::LookAtTop(crate::engine::effects::LookAtTop { player: Who::Opponent, count: 5, any_order: false })])
        );
        let e = drill("All of your attacks do +1 power stages of damage. When you perform an attack, remove a card in your opponent's discard pile from the game.");
        match &e[1] {
            Effect::Trigger(t) => {
                assert_eq!(t.on, TriggerEvent::YouPerformAttack);
                assert!(!t.may);
                assert!(matches!(t.effects.as_slice(), [Effect::Search(s)]
                    if s.player == Who::Opponent && s.from == SearchIn::DiscardPile && s.count == 1 && s.to == Destination::RemovedFromGame));
            }
            other => panic!("{other:?}"),
        }
        let e = drill("All of your attacks do +2 life cards of damage. When you stop an attack, remove from the game 1 random card from your opponent's Sensei Deck.");
        assert!(
            matches!(&e[1], Effect::Trigger(t) if t.on == TriggerEvent::YouStopAttack
            && matches!(t.effects.as_slice(), [Effect::SenseiRemoved(s)] if s.random && s.count == 1 && s.player == Who::Opponent))
        );
        let e = drill("After making a successful energy attack, remove from the game an opponent's non-combat/non-dragon ball card in play. Limit one per deck.");
        assert!(
            matches!(&e[0], Effect::Trigger(t) if t.on == TriggerEvent::YourAttackSuccessful
            && t.kinds == vec![AttackKind::Energy]
            && matches!(t.effects.as_slice(), [Effect::InPlay(i)] if i.act == InPlayAct::RemoveFromGame && i.whose == Whose::Opponent))
        );
        let e = drill("Once per combat, after you have performed a successful energy attack, search through defenders life deck for any card and discard it.");
        assert!(
            matches!(&e[0], Effect::Trigger(t) if t.per_combat == Some(1)
            && matches!(t.effects.as_slice(), [Effect::Search(s)] if s.player == Who::Opponent && s.from == SearchIn::LifeDeck && s.to == Destination::Discard))
        );
        let e = drill("Piccolo and Nail only. After receiving damage from a successful attack against you, your main personality gains 1 power stage for every life card of damage you received.");
        assert!(
            matches!(&e[1], Effect::Trigger(t) if t.on == TriggerEvent::DamageReceived
            && t.effects == vec![Effect::StagesPerLifeCardReceived(1)])
        );
        let e = drill("After you receive damage from a successful energy attack, search your Life Deck for an Ally and place it into play at 4 power stages above 0.");
        assert!(
            matches!(&e[0], Effect::Trigger(t) if t.on == TriggerEvent::DamageReceived
            && t.kinds == vec![AttackKind::Energy]
            && matches!(t.effects.as_slice(), [Effect::Search(s)] if s.to == Destination::Play && s.ally_stage == Some(AllyStage::Stages(4)) && s.player == Who::You))
        );
    }
}
