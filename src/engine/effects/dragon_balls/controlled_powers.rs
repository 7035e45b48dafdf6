//! A Dragon Ball's powers "While you control this Dragon Ball" (the Alt. Dragon Balls; CRD 3.0.0
//! "Dragon Balls", "Capturing Dragon Balls"): lasting effects of the player who controls the
//! Dragon Ball and uses its powers (placed by him, or captured with all its powers), lost when
//! it is captured ("Dragon Ball Floating Effects"). Read: damage modifiers at step 10; PUR raises
//! wherever a Main Personality's PUR is read (`queries::pur_bonus`, the Power-Up Step).

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
        || matches!(e, Effect::PurBonus(_))
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
            let pl = self.state.player(player);
            for &db in &pl.in_play.dragon_balls {
                if pl.game.dragon_ball_powers_unused.contains(&db) {
                    continue;
                }
                let def = self.state.def(db);
                for e in &def.effects {
                    let Effect::WhileYouControl(v) = e else {
                        continue;
                    };
                    for e in v {
                        let Effect::Modify(m) = e else { continue };
                        if !m.modifies(scope, kind) {
                            continue;
                        }
                        out.push((
                            m.power_stages,
                            m.life_cards,
                            format!("{} (while {player} controls it)", def.name),
                        ));
                        log.cite(self.cite(Rule::DragonBalls));
                    }
                }
            }
        }
        out
    }
}
