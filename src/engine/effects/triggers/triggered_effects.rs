//! Pattern rows: Triggered and once-per-Combat effects: "When entering Combat", "After you
//! perform a successful attack", "Once per Combat", "Whenever ...".
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use. Every row builds one [`Effect::Trigger`]; the clause it sets
//! off is compiled with the whole table and accepted only when every part of it is an effect the
//! engine executes when the trigger fires ([`executable`]). Anything else returns `None` and
//! the sentence stays with the judge.

use crate::engine::damage::Damage;
use crate::engine::effects::{AttackKind, Condition, Effect, Trigger, TriggerEvent};

use crate::engine::compile::patterns::{Caps, Pattern, Piece};

/// Effects the engine executes when a trigger fires (the secondary effects that
/// `Battle::apply_effects` resolves, minus those that need an attack in progress).
pub(in crate::engine) fn executable(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Anger(_)
            | Effect::PowerStages(_)
            | Effect::MainPersonalityStages(_)
            | Effect::PowerStagesToZero(_)
            | Effect::HighestStage(_)
            | Effect::Draw(_)
            | Effect::LoseLifeCards(_)
            | Effect::SetAnger(_)
            | Effect::MoveCards(_)
            | Effect::LookAtTop(_)
            // `piles::moved_card`: "draw a card and show it to your opponent"
            | Effect::ShowThatCard
    )
}

/// The clause a trigger sets off, compiled: only plain effects the engine executes.
fn clause(x: &str) -> Option<Vec<Effect>> {
    clause_where(x, executable)
}

/// Effects a "When entering Combat" trigger executes when it fires: the plain ones, plus a plain
/// search ("search your Life Deck for a Physical Combat card and place it in your hand"), whose
/// cards a `use` action naming the card gives in `choose` in the Prepare Phase (the trigger holds
/// any "you may"); with no such action the search goes to the judge. Also cards in play taken
/// ("remove all of your opponent's Non-Combat cards in play from the game", Chi-Chi, the Wife
/// Lv.3; a Battleground's "discard one of your Non-Combat cards in play", New Vegeta, fired for
/// each player): a choice among more cards than it takes is named in a `use` action's `choose`,
/// or goes to the judge (`in_play::cards_in_play_resolve`).
pub(in crate::engine) fn entering_combat_executable(e: &Effect) -> bool {
    executable(e)
        || matches!(
            e,
            Effect::PrepareDrawFewer(_) | Effect::OwnPrepareDrawFewer(_) | Effect::RevealHand(_)
        )
        || matches!(e, Effect::Search(s) if !s.may)
        || matches!(e, Effect::InPlay(_))
        // `piles::moved_card`: "..., if that card is a Namekian style card, raise ..." after the
        // card the trigger moved (Namekian Style Mastery, Trunks Saga #147).
        || matches!(e, Effect::Conditional(c)
            if crate::engine::effects::piles::moved_card::asks_moved_card(&c.condition)
                && c.effects.iter().all(executable))
}

/// The clause a trigger sets off, compiled, when every effect in it is one `executable` says
/// the engine runs as the trigger fires (each trigger module has its own list); `None`
/// otherwise, and for a clause with its own "you may" / "up to" (the trigger holds the "you
/// may"; the core "draw" row would swallow it).
pub(in crate::engine) fn clause_where(
    x: &str,
    executable: fn(&Effect) -> bool,
) -> Option<Vec<Effect>> {
    if x.contains("you may") || x.contains(" may ") || x.contains("up to") {
        return None;
    }
    let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(x, 1)?;
    let mut out = Vec::new();
    for p in pieces {
        match p {
            Piece::Effect(e) if executable(&e) => out.push(e),
            _ => return None,
        }
    }
    (!out.is_empty()).then_some(out)
}

fn kinds(c: &Caps<'_>) -> Vec<AttackKind> {
    c.kinds()
}

/// A trigger, as one piece.
pub(in crate::engine) fn trigger(
    on: TriggerEvent,
    kinds: Vec<AttackKind>,
    may: bool,
    once: bool,
    condition: Option<Condition>,
    effects: Vec<Effect>,
) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(Effect::Trigger(Trigger {
        on,
        kinds,
        may,
        per_combat: once.then_some(1),
        condition,
        effects,
    }))])
}

fn entering_combat(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let on = match c.s("role") {
        "" => TriggerEvent::EnteringCombat,
        "attacker" | "active player" => TriggerEvent::EnteringCombatAsAttacker,
        "defender" => TriggerEvent::EnteringCombatAsDefender,
        _ => return None,
    };
    // "When entering Combat, if you declared an Orange Tokui-Waza gain 5 power stages"
    // (Android 19, Recalled Lv.2): the declaration is the trigger's condition.
    let condition = c
        .has("style")
        .then(|| Condition::YouDeclared(crate::engine::compile::patterns::title(c.s("style"))));
    trigger(
        on,
        Vec::new(),
        c.has("may"),
        false,
        condition,
        clause_where(c.s("x"), entering_combat_executable)?,
    )
}

fn after_success(c: &Caps<'_>) -> Option<Vec<Piece>> {
    trigger(
        TriggerEvent::YourAttackSuccessful,
        kinds(c),
        c.has("may"),
        c.has("once"),
        None,
        clause(c.s("x"))?,
    )
}

fn after_damage(c: &Caps<'_>) -> Option<Vec<Piece>> {
    after_damage_when(c, None)
}

/// "After receiving damage ...", set off only while `condition` holds.
fn after_damage_when(c: &Caps<'_>, condition: Option<Condition>) -> Option<Vec<Piece>> {
    trigger(
        TriggerEvent::DamageReceived,
        kinds(c),
        c.has("may"),
        c.has("once"),
        condition,
        clause(c.s("x"))?,
    )
}

fn take_less(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let condition = c.has("ally").then_some(Condition::OpponentHasAlly);
    trigger(
        TriggerEvent::LifeCardDamage,
        kinds(c),
        true,
        true,
        condition,
        vec![Effect::TakeLessDamage(Damage::life_cards(c.n("n")?))],
    )
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "when-entering-combat",
        pattern: r"(?:when|whenever) (?:entering|you enter) combat(?: as (?:the |a )?(?P<role>attacker|defender|active player))?,? (?:if you declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? )?(?P<may>you may )?(?P<x>.+)",
        build: entering_combat,
    },
    Pattern {
        // "Draw a card when entering Combat." (Krillin Lv.1 HT's power as CRD 3.0.0 reads it): the
        // timing written after the effect.
        name: "when-entering-combat-after",
        pattern: r"(?P<x>.+?),? when entering (?:any )?combat(?: as (?:the |a )?(?P<role>attacker|defender))?",
        build: entering_combat,
    },
    Pattern {
        name: "after-successful-attack",
        pattern: r"(?P<once>once per combat,? )?(?P<may>you may )?(?P<x>.+?),? after (?:performing|you perform) a successful (?:{kind} )?attack || (?P<once>once per combat,? )?(?:after (?:performing|you perform) a successful|whenever you perform a successful|after every successful) (?:{kind} )?attack(?: you perform)?,? (?P<may>you may )?(?P<x>.+) || (?P<x>.+?),? after every successful (?:{kind} )?attack (?:you perform|against your opponent)",
        build: after_success,
    },
    Pattern {
        // "Each successful physical attack you perform allows you to place the top card in your
        // discard pile on the bottom of your life deck" (Vegeta Lv.2, Trunks Saga): after each of
        // the player's successful attacks, he may.
        name: "each-successful-attack-allows",
        pattern: r"each successful (?:{kind} )?attack you perform allows you to (?P<x>.+)",
        build: |c| {
            trigger(
                TriggerEvent::YourAttackSuccessful,
                kinds(c),
                true,
                false,
                None,
                clause(c.s("x"))?,
            )
        },
    },
    Pattern {
        // "When receiving damage from a successful energy attack, gain 2 power stages" (Vinegar
        // Lv.2's Constant Combat Power): "when" and "after" the damage alike, and "successful"
        // adds nothing (only a successful attack deals damage: CRD 3.0.0 steps 8-13).
        name: "after-receiving-damage",
        pattern: r"(?P<once>once per combat,? )?(?:after|when) (?:receiving|taking) damage from (?:a|an|any) (?:successful )?(?:{kind} )?attack(?: performed against you)?,? (?P<may>you may )?(?P<x>.+)",
        build: after_damage,
    },
    Pattern {
        // "When defending in combat, raise your anger 1 level after Gohan receives damage from an
        // energy attack" (Gohan, The Warrior Lv.3; Vegeta, the Determined Lv.1 "... an physical
        // attack performed against him"): a Constant Combat Power works only while its
        // personality is in control of Combat, so the personality named is the one the
        // attack's damage is dealt to.
        name: "when-defending-after-personality-receives-damage",
        pattern: r"when defending in combat,? (?P<x>.+?),? after [a-z][a-z0-9 .,'-]*? receives damage from (?:a|an|any) (?:{kind} )?attack(?: performed against (?:him|her|you))?",
        build: |c| {
            // The personality itself must take the damage: not when all of it was redirected
            // to an Ally.
            after_damage_when(c, Some(Condition::ControllerDamaged))
        },
    },
    Pattern {
        name: "once-per-combat-take-less",
        pattern: r"once per combat,? (?:(?P<ally>if your opponent has an ally in play),? )?you may take {n} less life cards? of damage from (?:any|an|a) (?:{kind} )?attack",
        build: take_less,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Change, Pile, Who};

    fn only_trigger(text: &str) -> Trigger {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        match c.effects.as_slice() {
            [Effect::Trigger(t)] => t.clone(),
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Vegeta Lv.2 (Trunks Saga), CRD 3.0.0 Battle Sequence 15: "allows you to" is a "you may"
    /// after each of the player's successful physical attacks.
    #[test]
    fn each_successful_attack_allows_you_to() {
        let c = compile_text("(Constant Combat Power) Each successful physical attack you perform allows you to place the top card in your discard pile on the bottom of your life deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Some(Effect::Trigger(t)) = c.effects.last() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(t.on, TriggerEvent::YourAttackSuccessful);
        assert_eq!(t.kinds, vec![AttackKind::Physical]);
        assert!(t.may);
        assert!(matches!(&t.effects[..], [Effect::MoveCards(m)]
            if m.player == Who::You && m.from == Pile::DiscardTop && m.to == Pile::LifeDeckBottom));
    }

    /// CRD 3.0.0 Battle Sequence step 13 and "Anger": Gohan, The Warrior Lv.3 and Vegeta, the
    /// Determined Lv.1 raise their player's anger once an attack of the kind named has dealt
    /// them damage.
    #[test]
    fn defending_personality_receives_damage() {
        for (text, kind) in [
            ("When defending in combat, raise your anger 1 level after Gohan receives damage from an energy attack.", AttackKind::Energy),
            ("When defending in combat, raise your anger 1 level after Vegeta receives damage from an physical attack performed against him.", AttackKind::Physical),
        ] {
            let t = only_trigger(text);
            assert_eq!(t.on, TriggerEvent::DamageReceived, "{text}");
            assert_eq!(t.kinds, vec![kind], "{text}");
            assert_eq!(t.effects, vec![Effect::Anger(Change { player: Who::You, by: 1 })], "{text}");
        }
    }

    /// CRD 3.0.0 "The Attacker's/Defender's Half of the Prepare Phase" (1. "Use any "When
    /// entering Combat" effects"): Android 19, Recalled Lv.2's gain only with an Orange
    /// Tokui-Waza declared.
    #[test]
    fn entering_combat_if_you_declared_a_tokui_waza() {
        let t = only_trigger(
            "When entering Combat, if you declared an Orange Tokui-Waza gain 5 power stages.",
        );
        assert_eq!(t.on, TriggerEvent::EnteringCombat);
        assert_eq!(t.condition, Some(Condition::YouDeclared("Orange".into())));
        assert_eq!(
            t.effects,
            vec![Effect::PowerStages(Change {
                player: Who::You,
                by: 5
            })]
        );
    }

    #[test]
    fn entering_combat() {
        let t = only_trigger("When entering Combat as the attacker, you may draw a card.");
        assert_eq!(t.on, TriggerEvent::EnteringCombatAsAttacker);
        assert!(t.may);
        assert_eq!(t.effects, vec![Effect::Draw(1)]);
        let t = only_trigger(
            "When entering Combat as the defender, your Main Personality gains 2 power stages.",
        );
        assert_eq!(t.on, TriggerEvent::EnteringCombatAsDefender);
        assert!(!t.may);
        // The card names the Main Personality: his Allies gain nothing (`stages::player_stages`).
        assert_eq!(
            t.effects,
            vec![Effect::MainPersonalityStages(
                crate::engine::effects::MainPersonalityStages {
                    player: Who::You,
                    by: 2,
                    to_zero: false
                }
            )]
        );
        let t = only_trigger("When entering Combat, lower your opponent's anger 2 levels and your Main Personality gains 2 power stages.");
        assert_eq!(t.on, TriggerEvent::EnteringCombat);
        assert_eq!(t.effects.len(), 2);
        // "up to": the amount is the player's choice; `lasting::against_alignment` reads it (the
        // number comes from the `use` action's `choose`), not this table.
        let t = only_trigger(
            "When entering Combat as the defender, you may gain up to 3 power stages.",
        );
        assert_eq!(t.effects, vec![Effect::PowerStagesUpTo(3)]);
        // A search or a shuffle is not executed by this table; Meditation Drill's "shuffle your
        // Life Deck or discard pile" is `in_play::drill_limits`'s row.
        // Android 18 Lv.1 (Cell Saga #182) as CRD 3.0.0 rewrites her power: the cards go back
        // "on top in any order", then a card is drawn.
        let t = only_trigger("When entering Combat as the attacker, look at the top 6 cards from your Life Deck and place them back on top in any order, then draw a card.");
        assert_eq!(t.on, TriggerEvent::EnteringCombatAsAttacker);
        assert_eq!(
            t.effects,
            vec![
                Effect::LookAtTop(crate::engine::effects::LookAtTop {
                    player: Who::You,
                    count: 6,
                    any_order: true
                }),
                Effect::Draw(1)
            ]
        );
        // The timing after the effect: Krillin Lv.1 HT (Saiyan Saga #182) as CRD 3.0.0 reads his
        // power.
        let t = only_trigger("Draw a card when entering Combat.");
        assert_eq!(
            (t.on, t.effects),
            (TriggerEvent::EnteringCombat, vec![Effect::Draw(1)])
        );
        let c = compile_text("When entering Combat, you may shuffle your Life Deck.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn after_a_successful_attack() {
        let t = only_trigger(
            "Once per Combat, you may draw a card after performing a successful attack.",
        );
        assert_eq!(t.on, TriggerEvent::YourAttackSuccessful);
        assert_eq!((t.may, t.per_combat), (true, Some(1)));
        assert_eq!(t.effects, vec![Effect::Draw(1)]);
        let t = only_trigger(
            "Lower your opponent's anger 1 level after every successful energy attack against your opponent.",
        );
        assert_eq!(t.kinds, vec![AttackKind::Energy]);
        assert_eq!((t.may, t.per_combat), (false, None));
    }

    #[test]
    fn after_receiving_damage() {
        let t = only_trigger(
            "After receiving damage from an energy attack, you may draw the bottom card of your discard pile.",
        );
        assert_eq!(t.on, TriggerEvent::DamageReceived);
        assert_eq!(t.kinds, vec![AttackKind::Energy]);
        assert!(
            matches!(t.effects.as_slice(), [Effect::MoveCards(m)] if m.from == Pile::DiscardBottom && m.to == Pile::Hand)
        );
        let t = only_trigger(
            "After taking damage from a physical attack, you may draw the bottom card of your discard pile.",
        );
        assert_eq!(t.kinds, vec![AttackKind::Physical]);
    }

    /// Vinegar Lv.2 (Trunks Saga #183), CRD 3.0.0 Battle Sequence 13: "When receiving damage
    /// from a successful energy attack" is set off once the attack's damage is dealt to him.
    #[test]
    fn when_receiving_damage_from_a_successful_attack() {
        let c = compile_text("(Constant Combat Power) When receiving damage from a successful energy attack, gain 2 power stages.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Some(Effect::Trigger(t)) = c.effects.last() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(t.on, TriggerEvent::DamageReceived);
        assert_eq!(t.kinds, vec![AttackKind::Energy]);
        assert!(!t.may);
        assert!(
            matches!(t.effects.as_slice(), [Effect::PowerStages(c)] if c.player == Who::You && c.by == 2),
            "{:?}",
            t.effects
        );
    }

    #[test]
    fn once_per_combat_take_less() {
        let t = only_trigger(
            "Once per Combat, you may take 1 less life card of damage from any attack.",
        );
        assert_eq!(t.on, TriggerEvent::LifeCardDamage);
        assert_eq!(
            t.effects,
            vec![Effect::TakeLessDamage(Damage::life_cards(1))]
        );
        assert!(t.kinds.is_empty() && t.condition.is_none());
        let t = only_trigger("Once per Combat, if your opponent has an Ally in play, you may take 1 less life card of damage from any physical attack.");
        assert_eq!(t.condition, Some(Condition::OpponentHasAlly));
        assert_eq!(t.kinds, vec![AttackKind::Physical]);
    }
}
