//! Limits on how many cards of a kind a player may play in a turn, as a prohibition
//! (`prohibitions`): "Opponents can only play 1 dragon ball on their turn" (Hero Teamwork Drill,
//! Villain's Teamwork Drill): `Forbidden::PastTurnLimit`, read from the Drill while it is in
//! play; `play_limits_resolve.rs` refuses the play past the limit in the Non-Combat Step.

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::prohibitions::{Bound, Forbidden, Prohibition, Span};
use crate::engine::effects::Effect;

/// The card type a sentence's plural names, as printed on the cards it limits.
fn card_type(words: &str) -> Option<&'static str> {
    match words.trim_end_matches('s') {
        "dragon ball" => Some("Dragon Ball"),
        "drill" => Some("Drill"),
        "non-combat card" => Some("Non-Combat"),
        _ => None,
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "prohibition-only-n-played-a-turn",
    pattern: r"(?P<who>your opponents?|opponents|you|players) (?:can|may) only play (?P<n>\d+|one|a|an) (?P<what>dragon balls?|drills?|non-combat cards?) (?:on|during|in) (?:their|your|his|each) turns?",
    build: |c| {
        let bound = match c.s("who") {
            "you" => Bound::You,
            "players" => Bound::Everyone,
            _ => Bound::Opponent,
        };
        Some(vec![Piece::Effect(Effect::Prohibit(Prohibition {
            bound,
            what: Forbidden::PastTurnLimit {
                types: vec![card_type(c.s("what"))?.to_string()],
                per_turn: c.n("n")?,
            },
            lasts: Span::WhileInPlay,
        }))])
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::prohibitions::{Bound, Forbidden, Prohibition, Span};
    use crate::engine::effects::Effect;

    #[test]
    fn hero_teamwork_drill_opponents_one_dragon_ball_a_turn() {
        let c = compile_text("Heroes only. Opponents can only play 1 dragon ball on their turn.");
        let p: Vec<&Prohibition> = c
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Prohibit(p) => Some(p),
                _ => None,
            })
            .collect();
        assert_eq!(
            p,
            [&Prohibition {
                bound: Bound::Opponent,
                what: Forbidden::PastTurnLimit {
                    types: vec!["Dragon Ball".into()],
                    per_turn: 1
                },
                lasts: Span::WhileInPlay,
            }]
        );
    }
}
