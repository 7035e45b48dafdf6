//! A Dragon Ball's powers "While you control this Dragon Ball" (the Alt. Dragon Balls; CRD 3.0.0
//! "Dragon Balls", "Capturing Dragon Balls"): lasting effects of the player who controls the
//! Dragon Ball and uses its powers (placed by him, or captured with all its powers), lost when
//! it is captured ("Dragon Ball Floating Effects"). Read: damage modifiers at step 10; PUR raises
//! wherever a Main Personality's PUR is read (`queries::pur_bonus`, the Power-Up Step); Endurance
//! granted to Life Deck cards (step 13), a raised Life Card Capture threshold (step 14) and a
//! higher Main Personality stage at which Allies may take control of Combat (steps 1 and 4).

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::choices::optional::effects_of;
use crate::engine::effects::{AttackKind, Effect, Scope};
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
        )
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
        .flat_map(|&db| {
            state.def(db).effects.iter().flat_map(move |e| match e {
                Effect::WhileYouControl(v) => v
                    .iter()
                    .filter_map(|e| match e {
                        Effect::PurBonus(n) => Some((*n, state.name(db).to_string())),
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
            if pl.game.dragon_ball_powers_unused.contains(&db) {
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
