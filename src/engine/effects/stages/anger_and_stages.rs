//! Core pattern rows: state changes: anger raised, lowered or set, power stages gained or lost, the
//! highest power stage; with them, in the core order, draws, life cards discarded, capture, cards
//! moved between piles, "must pass" and a few stop rules.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{change, one, stages, title, Pattern, Piece};
use crate::engine::effects::piles::searches::whose;
use crate::engine::effects::stages::player_stages::stages_named;
use crate::engine::effects::{
    AttackKind, Effect, MoveCards, MustPass, Pile, Prevent, SetTo, Stop, Who,
};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "raise-anger",
        pattern: r"(?:raises?|increases?) {you} (?:{mp}'s )?anger(?: level)? (?:by )?{n}(?: {levels})? || (?:raises?|increases?) {you} anger {levels} (?:by )?{n} || (?:you )?gain {n} anger(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::You, c.signed("n")?))),
    },
    Pattern {
        name: "lower-your-anger",
        pattern: r"(?:lowers?|decreases?|reduces?) {you} anger(?: level)? (?:by )?{n}(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::You, -c.signed("n")?))),
    },
    Pattern {
        name: "raise-opponent-anger",
        pattern: r"(?:raises?|increases?) {opp} anger(?: level)? (?:by )?{n}(?: {levels})? || {opp} gains {n} anger(?: {levels})?",
        build: |c| one(Effect::Anger(change(Who::Opponent, c.signed("n")?))),
    },
    Pattern {
        name: "lower-opponent-anger",
        pattern: r"(?:lowers?|decreases?|reduces?) {opp} (?:{mp}'s )?anger(?: level)?(?: by)? {n}(?: {levels})? || {opp} anger(?: level)? (?:decreases|is lowered|drops) (?:by )?{n}(?: {levels})? || (?:lowers?|decreases?|reduces?) {opp} anger {levels} (?:by )?{n}",
        build: |c| one(Effect::Anger(change(Who::Opponent, -c.signed("n")?))),
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
        // Dragon's Glare (Frieza Saga Promo #p4): "All player's anger is set to 3."
        pattern: r"(?:lowers?|sets?|reduces?) all players'? anger(?: levels?)? (?:at|to) {n} || all players?'s? anger(?: levels?)? (?:is|are) set to {n}",
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
        build: |c| one(Effect::AngerInstead(change(Who::You, c.signed("n")?))),
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
        // Black Shadow Drill (Saiyan Saga #235): "Allows the card owner to take 2 less stages of
        // power drain from a successful physical attack". It has no CRD entry; CRD 3.0.0 rewrites
        // the nearly identical printed words of Blue Breakfall Drill ("Allows the defender to take 2 less stages of power
        // drain from any physical attack") as "All physical attacks performed against you do 2
        // less power stages of damage, to a minimum of 0": read as that rewrite reads (a
        // modifier at step 10, not a prevention). The row's name says the reading is by that
        // analogy, where `card` shows it.
        name: "power-drain-read-as-blue-breakfall-drills-crd-rewrite",
        pattern: r"(?:allows the (?:card owner|defender) to )?take {n} less stages? of power drain from (?:a|any) (?:successful )?(?P<kind>physical|energy) attack",
        build: |c| {
            let rewritten = format!(
                "All {} attacks performed against you do {} less power stages of damage, to a minimum of 0.",
                c.s("kind"),
                c.n("n")?
            );
            let effects = crate::engine::compile::nested_clauses::compile_fully(&rewritten)?;
            Some(effects.into_iter().map(Piece::Effect).collect())
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
        pattern: r"\(?this (?:card )?must be (?:the|your) first (?P<what>card|attack)(?: card)?(?:(?: that)? (?:you )?(?:play|played|perform|performed))?(?: during| in) combat || play this (?:card )?as your first (?P<what>card|attack)(?: card)?(?: from your hand)? (?:in|during) combat",
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
        build: |c| {
            one(stages_named(
                c.whole(),
                Who::Opponent,
                c.signed("n")?,
                false,
            ))
        },
    },
    Pattern {
        name: "raise-both-angers",
        pattern: r"raise your and your opponent's anger {n} {levels}",
        build: |c| {
            let n = c.signed("n")?;
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
            let n = c.signed("n")?;
            Some(vec![
                Piece::Effect(Effect::Anger(change(Who::You, n))),
                Piece::Effect(stages(Who::You, n, false)),
            ])
        },
    },
    Pattern {
        name: "power-up-stages",
        // "Power up 3 stages" (Alien Anger!, Frieza Saga #036) names no personality: the
        // player, every personality of his, as "power up to full" reads (CRD 3.0.0
        // "Referencing", `stages::player_stages`).
        pattern: r"power up your (?:main personality|mp) {n} power stages? || power up {n} (?:power )?stages?",
        build: |c| one(stages_named(c.whole(), Who::You, c.signed("n")?, false)),
    },
    Pattern {
        name: "use-as-a-defense",
        pattern: r"(?:use|play) (?:this card )?as a defen[cs]e",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "gain-stages",
        pattern: r"(?:you |{you} {mp} |{you} personality )?(?:gains? |raise {you} {mp} |raise {you} personality ){n} power stages? || (?:raises?|increases?) {you} (?:{mp}'s )?power (?:level|stages?) (?:by )?{n}(?: power stages?)?",
        build: |c| one(stages_named(c.whole(), Who::You, c.signed("n")?, false)),
    },
    Pattern {
        name: "opponent-loses-stages",
        pattern: r"(?:{opp} (?:{mp} )?loses|{opp} (?:{mp} )?must lose|lower {opp} (?:{mp}'s )?power (?:level|stages?) by|lower {opp} {mp}(?: by)?) {n} power stages?(?P<min>,? (?:to a minimum of|down to) (?:0|zero))?",
        build: |c| {
            one(stages_named(
                c.whole(),
                Who::Opponent,
                -c.signed("n")?,
                c.has("min"),
            ))
        },
    },
    Pattern {
        name: "you-lose-stages",
        pattern: r"(?:you lose|lose|{you} {mp} loses) {n} power stages?(?P<min>,? (?:to a minimum of|down to) (?:0|zero))?",
        build: |c| {
            one(stages_named(
                c.whole(),
                Who::You,
                -c.signed("n")?,
                c.has("min"),
            ))
        },
    },
    Pattern {
        name: "highest-stage",
        pattern: r"(?:raise|power up) {you} {mp} to (?:his|her|its|their|the) (?:highest|full|maximum|max) power(?: stage| level)?|{you} {mp} powers up to full|(?P<all>power up to full) || (?P<opp>raise {opp} {mp} to (?:his|her|its|their|the) highest power stages?)",
        build: |c| {
            // "Power up to full" names no personality: the player, every personality of his
            // (CRD "Referencing", `stages::player_stages`).
            if c.has("all") {
                return one(Effect::HighestStageOf(
                    crate::engine::effects::StageTarget::AllOfYours,
                ));
            }
            one(Effect::HighestStage(if c.has("opp") {
                Who::Opponent
            } else {
                Who::You
            }))
        },
    },
    Pattern {
        name: "draw",
        // "draw another card" (Android 19, Recharged Lv.3, after its "Draw a card."): one more.
        pattern: r"draw {n} (?:more )?cards?(?: from your life deck)? || draw (?P<another>another) card",
        build: |c| one(Effect::Draw(if c.has("another") { 1 } else { c.n("n")? })),
    },
    Pattern {
        name: "opponent-discards-life-cards",
        // "he discards 4 life cards" after a condition on the opponent (Power: in card text "he"
        // is the opponent); "and then discard the next top 3 cards of his Life Deck" (Remote
        // Control, after removing the top 2).
        pattern: r"{opp} (?:must )?discards? (?:the top )?{n} (?:life )?cards? (?:from|of|off) (?:the top of )?(?:his|her|their) life deck || {opp} (?:must )?discards? {n} life cards? || {opp} loses {n} life cards? || {opp} (?:must )?discards? the top card (?:of|from) (?:his|her|their) life deck || discard the top {n} cards? (?:of|from) {opp} life deck || (?:he|she) (?:must )?discards? {n} life cards? || (?:then )?discard the next top {n} cards? (?:of|from) (?:his|her|{opp}) life deck",
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
        // "discard a life card" (Saiyan Style Mastery, Cell Saga): CRD 3.0.0 "Life cards of
        // damage are discarded from the top of your Life Deck".
        pattern: r"discard the top {n} cards? (?:of|from) your life deck || you (?:must )?discard {n} life cards? || discard {n} life cards? from the top of your life deck || discard {n} life cards?",
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
        // "take the 2 bottom cards from your discard pile into your hand" (Guldo Lv.1).
        pattern: r"(?:draw|take) the (?P<end>bottom|top) {n}? ?cards? (?:of|from) your discard pile(?: into your hand)? || take the {n} (?P<end>bottom|top) cards (?:of|from) your discard pile into your hand",
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
                up_to: false,
            }))
        },
    },
    Pattern {
        name: "discard-pile-to-life-deck",
        pattern: r"(?:place|put) the (?P<end>bottom|top) {n}? ?cards? (?:of|from|in) your discard pile (?:at|on|onto) the (?P<to>bottom|top) of your life deck",
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
                up_to: false,
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
                player: whose(c.s("whose")),
                count: n,
                from,
                to: Pile::RemovedFromGame,
                all: false,
                up_to: false,
            }))
        },
    },
    Pattern {
        name: "remove-discard-pile-from-the-game",
        pattern: r"remove (?P<whose>your|{opp}) (?:entire )?discard pile from the game",
        build: |c| {
            one(Effect::MoveCards(MoveCards {
                player: whose(c.s("whose")),
                count: 0,
                from: Pile::DiscardTop,
                to: Pile::RemovedFromGame,
                all: true,
                up_to: false,
            }))
        },
    },
    Pattern {
        name: "must-pass",
        pattern: r#"(?P<opp>{opp} )?(?:you )?must pass (?:in|during) (?:all (?:of )?(?P<all>(?:your |his |her )?remaining (?:attack )?phases of combat)|(?:your|his|her) next (?:"?attacker attacks"?|attack) phase) || (?P<opp>{opp} )?(?:you )?must pass (?:in |during )?(?:your|his|her) next {n} (?:"?attacker attacks"?|attack) phases(?: this combat)?"#,
        build: |c| {
            one(Effect::MustPass(MustPass {
                player: if c.has("opp") {
                    Who::Opponent
                } else {
                    Who::You
                },
                all_remaining: c.has("all"),
                phases: if c.has("n") { c.n("n")? } else { 0 },
            }))
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Conditional, Effect};

    /// Android 19, Recharged Lv.3: "draw another card" after "Draw a card." is one card more.
    /// CRD 3.0.0 "Referencing": "Power up 3 stages" (Alien Anger!) names no personality, so it
    /// is the player's, as "Gain 3 power stages" is; Dragon's Glare's "All player's anger is
    /// set to 3" is each player's anger.
    #[test]
    fn power_up_stages_and_every_players_anger_set() {
        use crate::engine::compile::patterns::stages;
        use crate::engine::effects::{SetTo, Who};
        let c = compile_text("Power up 3 stages.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(c.effects, vec![stages(Who::You, 3, false)]);
        let c = compile_text("All player's anger is set to 3.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects,
            vec![
                Effect::SetAnger(SetTo {
                    player: Who::You,
                    to: 3
                }),
                Effect::SetAnger(SetTo {
                    player: Who::Opponent,
                    to: 3
                }),
            ]
        );
    }

    #[test]
    fn draw_another_card() {
        let c =
            compile_text("Draw a card. If you declared an Orange Tokui-Waza, draw another card.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![
                Effect::Draw(1),
                Effect::Conditional(Conditional {
                    condition: Condition::YouDeclared("Orange".into()),
                    effects: vec![Effect::Draw(1)],
                }),
            ]
        );
    }

    /// Guldo Lv.1 (Frieza Saga): "If successful, you also may take the 2 bottom cards from your
    /// discard pile into your hand": the bottom 2, if the player wants them (CRD 3.0.0 Battle
    /// Sequence 15).
    #[test]
    fn the_bottom_discards_taken_into_the_hand() {
        use crate::engine::effects::{MoveCards, Pile, Who};
        let c = compile_text("Physical Attack. If successful, you also may take the 2 bottom cards from your discard pile into your hand.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::May(vec![
                Effect::MoveCards(MoveCards {
                    player: Who::You,
                    count: 2,
                    from: Pile::DiscardBottom,
                    to: Pile::Hand,
                    all: false,
                    up_to: false,
                })
            ])]))
        );
    }
}
