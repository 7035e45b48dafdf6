//! A Dragon Ball's powers "While you control this Dragon Ball" (the Alt. Dragon Balls; CRD 3.0.0
//! "Dragon Balls", "Capturing Dragon Balls"): lasting effects of the player who controls the
//! Dragon Ball and uses its powers (placed by him, or captured with all its powers), lost when
//! it is captured ("Dragon Ball Floating Effects"). Read: damage modifiers at step 10; PUR raises
//! wherever a Main Personality's PUR is read (`queries::pur_bonus`, the Power-Up Step); Endurance
//! granted to Life Deck cards (step 13), a raised Life Card Capture threshold (step 14), a
//! higher Main Personality stage at which Allies may take control of Combat (steps 1 and 4) and
//! cards in play discarded instead of removed from the game by the opponent's effects.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::choices::optional::effects_of;
use crate::engine::effects::in_play::cards_in_play_resolve::Candidate;
use crate::engine::effects::{
    AttackKind, Count, Effect, InPlayAct, InPlayEffect, InPlayKind, PurBonusPer, Scope, Who,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module: only effects the engine reads while the Dragon Ball is controlled
/// compile; any other "while you control" power stays with the judge.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "opponent-needs-more-life-cards-to-capture",
        // Alt. Earth Dragon Ball 3: "your opponent's attacks need to deal 7 or more life cards of
        // damage to capture a Dragon Ball instead of 5" (the Life Card Capture threshold).
        pattern: r"your opponent'?s attacks need to deal (?P<n>\d+) or more life cards of damage to capture a dragon ?ball instead of 5",
        build: |c| {
            Some(vec![Piece::Effect(Effect::CaptureThresholdAgainstYou(
                c.n("n")?,
            ))])
        },
    },
    Pattern {
        // Alt. Dende Dragon Ball 6: "your Allies may take control of combat when your Main
        // Personality is at 4 power stages above 0 or lower" (CRD "Allies Taking Over Combat":
        // 0 or 1).
        name: "allies-take-control-at-or-below",
        pattern: r"your allies may take control of combat when your main personality is at {n} power stages? above (?:0|zero) or lower",
        build: |c| Some(vec![Piece::Effect(Effect::AllyControlAtOrBelow(c.n("n")?))]),
    },
    Pattern {
        // Alt. Namek Dragon Ball 4: "when your Non-Combat/Non-Drills and Allies in play would be
        // removed from the game by your opponent's card effects, they are discarded instead".
        name: "own-cards-discarded-instead-of-removed",
        pattern: r"when your non-combat ?/ ?non-drills? (?:cards )?and allies in play would be removed from the game by your opponent'?s card effects,? they are discarded instead",
        build: |_| {
            Some(vec![Piece::Effect(Effect::DiscardedInsteadOfRemoved(
                vec![InPlayKind::NonDrill, InPlayKind::Ally],
            ))])
        },
    },
    Pattern {
        // Alt. Namek Dragon Ball 2: "your Main Personality's PUR is +1 for each Namek Dragon Ball
        // in play" (a count of Dragon Balls the board gives whenever the PUR is read).
        name: "pur-per-dragon-balls",
        pattern: r"your main personality'?s pur is \+{n} for (?P<each>(?:each|every) .+)",
        build: |c| {
            let count = crate::engine::effects::amounts::count::parse_each(c.s("each"))?;
            board_countable(&count).then_some(())?;
            Some(vec![Piece::Effect(Effect::PurBonusPer(PurBonusPer {
                each: c.n("n")?,
                count,
            }))])
        },
    },
    Pattern {
        name: "while-you-control-this-dragon-ball",
        pattern: r"while you control this dragon ?ball,? (?P<x>.+)",
        build: |c| {
            let effects = effects_of(c.s("x"))?;
            effects.iter().all(read_while_controlled).then_some(())?;
            Some(vec![Piece::Effect(Effect::WhileYouControl(effects))])
        },
    },
    Pattern {
        // Alt. Dende Dragon Ball 5: "For the remainder of the game, your Main Personality gains
        // +3 to his PUR while you control this Dragon Ball" (the control bounds the game).
        name: "pur-while-you-control-this-dragon-ball",
        pattern: r"(?:for the remainder of the game,? )?your main personality gains \+{n} to his pur while you control this dragon ?ball",
        build: |c| {
            Some(vec![Piece::Effect(Effect::WhileYouControl(vec![
                Effect::PurBonus(c.n("n")?),
            ]))])
        },
    },
];

/// An effect read for as long as the Dragon Ball is controlled: a damage modifier to its
/// controller's attacks or to attacks against him.
fn read_while_controlled(e: &Effect) -> bool {
    matches!(e, Effect::Modify(m) if matches!(m.scope, Scope::YourAttacks | Scope::AttacksAgainstYou))
        || matches!(
            e,
            Effect::CaptureThresholdAgainstYou(_)
                | Effect::AllyControlAtOrBelow(_)
                | Effect::EnduranceGrant(_)
                | Effect::PurBonus(_)
                | Effect::DiscardedInsteadOfRemoved(_)
                | Effect::PurBonusPer(_)
        )
}

/// True for the counts [`board_count`] reads.
fn board_countable(count: &Count) -> bool {
    matches!(
        count,
        Count::DragonBallsInPlay
            | Count::DragonBallsControlled(_)
            | Count::DragonBallsOfSetInPlay(_)
    )
}

/// A count of Dragon Balls on the board for `player` (the counts a Dragon Ball's "while you
/// control" PUR raise reads); `None` for any other count.
pub(in crate::engine) fn board_count(
    state: &crate::engine::state::BoardState,
    player: PlayerId,
    count: &Count,
) -> Option<u32> {
    let on = |p: PlayerId| state.player(p).in_play.dragon_balls.len() as u32;
    Some(match count {
        Count::DragonBallsInPlay => on(PlayerId::P1) + on(PlayerId::P2),
        Count::DragonBallsControlled(Who::You) => on(player),
        Count::DragonBallsControlled(Who::Opponent) => on(player.other()),
        Count::DragonBallsOfSetInPlay(set) => {
            crate::engine::effects::amounts::count_resolve::dragon_balls_of_set_in_play(state, set)
        }
        _ => return None,
    })
}

/// The PUR raises of the Dragon Balls `player` controls and uses the powers of ("your Main
/// Personality gains +3 to his PUR while you control this Dragon Ball"), with each source.
pub(in crate::engine) fn controlled_pur_bonuses(
    state: &crate::engine::state::BoardState,
    player: PlayerId,
) -> Vec<(u32, String)> {
    let pl = state.player(player);
    pl.in_play
        .dragon_balls
        .iter()
        .filter(|db| !pl.game.dragon_ball_powers_unused.contains(db))
        .filter(|&&db| crate::engine::blank_text::blank(state, db).is_none())
        .flat_map(|&db| {
            state.def(db).effects.iter().flat_map(move |e| match e {
                Effect::WhileYouControl(v) => v
                    .iter()
                    .filter_map(|e| match e {
                        Effect::PurBonus(n) => Some((*n, state.name(db).to_string())),
                        // "+1 for each Namek Dragon Ball in play", counted now.
                        Effect::PurBonusPer(p) => Some((
                            p.each
                                .saturating_mul(board_count(state, player, &p.count).unwrap_or(0)),
                            state.name(db).to_string(),
                        )),
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
                _ => Vec::new(),
            })
        })
        .collect()
}

impl Battle {
    /// The "while you control" effects of the Dragon Balls `player` controls and uses the powers
    /// of, each with its source ("Alt. Earth Dragon Ball 3 (while P2 controls it)").
    pub(in crate::engine) fn controlled_dragon_ball_effects(
        &self,
        player: PlayerId,
    ) -> Vec<(Effect, String)> {
        let pl = self.state.player(player);
        let mut out = Vec::new();
        for &db in &pl.in_play.dragon_balls {
            if pl.game.dragon_ball_powers_unused.contains(&db)
                || crate::engine::blank_text::blank(&self.state, db).is_some()
            {
                continue;
            }
            let def = self.state.def(db);
            for e in &def.effects {
                if let Effect::WhileYouControl(v) = e {
                    for e in v {
                        out.push((
                            e.clone(),
                            format!("{} (while {player} controls it)", def.name),
                        ));
                    }
                }
            }
        }
        out
    }

    /// Step 14: the life cards of damage an attack against `defender` must discard to capture a
    /// Dragon Ball (CRD 3.0.0 "Life Card Capture": 5), raised while he controls a Dragon Ball
    /// that says so (the highest such number), with the Dragon Ball that raises it.
    pub(in crate::engine) fn capture_threshold_against(
        &self,
        defender: PlayerId,
    ) -> (u32, Option<String>) {
        self.controlled_dragon_ball_effects(defender)
            .into_iter()
            .filter_map(|(e, src)| match e {
                Effect::CaptureThresholdAgainstYou(n) if n > self.rules.capture_threshold => {
                    Some((n, Some(src)))
                }
                _ => None,
            })
            .max_by_key(|(n, _)| *n)
            .unwrap_or((self.rules.capture_threshold, None))
    }

    /// Steps 1 and 4: the highest stage above 0 of `player`'s Main Personality at which his
    /// Allies may take control of Combat (CRD 3.0.0 "Allies Taking Over Combat": 1), raised while
    /// he controls a Dragon Ball that says so (the highest such number), with that Dragon Ball.
    pub(in crate::engine) fn ally_control_stage(&self, player: PlayerId) -> (u32, Option<String>) {
        self.controlled_dragon_ball_effects(player)
            .into_iter()
            .filter_map(|(e, src)| match e {
                Effect::AllyControlAtOrBelow(n) if n > 1 => Some((n, Some(src))),
                _ => None,
            })
            .max_by_key(|(n, _)| *n)
            .unwrap_or((1, None))
    }

    /// The cards `me`'s effect `e` would remove from the game that a Dragon Ball their player
    /// controls has discarded instead (Alt. Namek Dragon Ball 4: "when your Non-Combat/Non-Drills
    /// and Allies in play would be removed from the game by your opponent's card effects, they
    /// are discarded instead"), each said with the Dragon Ball; then the rest of `picked`.
    pub(in crate::engine) fn discarded_instead_of_removed(
        &self,
        me: PlayerId,
        e: &InPlayEffect,
        picked: Vec<Candidate>,
        log: &mut Log,
    ) -> (Vec<Candidate>, Vec<Candidate>) {
        if e.act != InPlayAct::RemoveFromGame {
            return (Vec::new(), picked);
        }
        let mut instead = Vec::new();
        let mut rest = Vec::new();
        for c in picked {
            let kind = if c.ally {
                Some(InPlayKind::Ally)
            } else if self.state.player(c.side).in_play.non_combat.contains(&c.id) {
                Some(InPlayKind::NonDrill)
            } else {
                None
            };
            let by = (c.side != me)
                .then(|| {
                    self.controlled_dragon_ball_effects(c.side)
                        .into_iter()
                        .find_map(|(e, src)| match e {
                            Effect::DiscardedInsteadOfRemoved(kinds)
                                if kind.is_some_and(|k| kinds.contains(&k)) =>
                            {
                                Some(src)
                            }
                            _ => None,
                        })
                })
                .flatten();
            match by {
                Some(src) => {
                    log.note(
                        self.cite(Rule::DragonBalls),
                        format!(
                            "{} would be removed from the game by {me}'s card effect: {src} has it discarded instead",
                            self.state.name(c.id)
                        ),
                    );
                    instead.push(c);
                }
                None => rest.push(c),
            }
        }
        (instead, rest)
    }

    /// Step 10: the modifiers of the Dragon Balls each player controls and uses the powers of
    /// that apply to an attack of `kind` by `attacker`, as (power stages, life cards, source).
    pub(in crate::engine) fn controlled_dragon_ball_modifiers(
        &self,
        attacker: PlayerId,
        kind: AttackKind,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut out = Vec::new();
        for (player, scope) in [
            (attacker, Scope::YourAttacks),
            (attacker.other(), Scope::AttacksAgainstYou),
        ] {
            for (e, source) in self.controlled_dragon_ball_effects(player) {
                let Effect::Modify(m) = e else { continue };
                if !m.modifies(scope, kind) {
                    continue;
                }
                out.push((m.power_stages, m.life_cards, source));
                log.cite(self.cite(Rule::DragonBalls));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// CRD 3.0.0 "Dragon Balls" (a Dragon Ball's powers while controlled): Alt. Namek Dragon
    /// Ball 4's "discarded instead" of its controller's Non-Combat/Non-Drill cards and Allies.
    /// CRD 3.0.0 "Power-Up Rating (PUR)", "Dragon Balls": Alt. Namek Dragon Ball 2's PUR raise
    /// per Namek Dragon Ball in play, while controlled.
    #[test]
    fn pur_per_dragon_balls_of_a_set_while_controlled() {
        let c = compile_text("Shuffle 3 cards in your discard pile into your Life Deck. Draw a card. While you control this Dragon Ball, your Main Personality's PUR is +1 for each Namek Dragon Ball in play.");
        assert!(
            c.effects
                .contains(&Effect::WhileYouControl(vec![Effect::PurBonusPer(
                    PurBonusPer {
                        each: 1,
                        count: Count::DragonBallsOfSetInPlay("Namek".into()),
                    }
                )])),
            "{:?}",
            c.effects
        );
    }

    #[test]
    fn discarded_instead_of_removed_while_controlled() {
        let c = compile_text("Discard all of your opponent's Allies in play. While you control this Dragon Ball, when your Non-Combat/Non-Drills and Allies in play would be removed from the game by your opponent's card effects, they are discarded instead.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert!(c.effects.contains(&Effect::WhileYouControl(vec![
            Effect::DiscardedInsteadOfRemoved(vec![InPlayKind::NonDrill, InPlayKind::Ally])
        ])));
    }
}
