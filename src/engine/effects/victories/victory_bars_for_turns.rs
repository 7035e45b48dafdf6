//! Victories a card bars for a number of the barred player's turns ("Your opponent may not win a
//! Most Powerful Personality Victory or a Dragon Ball Victory until the end of his second turn,
//! starting now", It's Just Not Worth It!'s CRD 3.0.0 rewrite): the pattern row, the bar kept
//! on the barred player's `GameFlags::victories_barred`, the victory checks that ask it, and
//! its end (counted at the end of each of his turns, `turn/durations.rs`).

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, Who};
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::{Rule, Ruleset};
use crate::engine::state::{BoardState, PlayerId};

/// "<player> may not win a <victory> [or a <victory>] until the end of his Nth turn, starting
/// now": `{"victories_barred": {"player": "opponent", "most_powerful": true, "dragon_ball":
/// true, "turns": 2}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoriesBarred {
    /// The player who may not win so.
    pub player: Who,
    /// The Most Powerful Personality Victory is barred.
    #[serde(default)]
    pub most_powerful: bool,
    /// The Dragon Ball Victory is barred.
    #[serde(default)]
    pub dragon_ball: bool,
    /// Until the end of this many of his turns, the turn it is used in counting when it is his.
    pub turns: u32,
}

impl VictoriesBarred {
    /// The victories barred, in words ("the Most Powerful Personality Victory or the Dragon
    /// Ball Victory").
    pub fn words(&self) -> String {
        let mut kinds = Vec::new();
        if self.most_powerful {
            kinds.push("the Most Powerful Personality Victory");
        }
        if self.dragon_ball {
            kinds.push("the Dragon Ball Victory");
        }
        kinds.join(" or ")
    }
}

/// A bar held for a player: what it bars, the card, and how many of his turns have ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeldBar {
    /// The bar as the card states it.
    pub bar: VictoriesBarred,
    /// The card that barred it.
    pub source: String,
    /// The barred player's turns ended since it was used.
    pub turns_ended: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "victories-barred-until-end-of-nth-turn",
    pattern: r"(?P<who>your opponent|you) may not win (?:a |the )?(?P<v1>most powerful personality|dragon ball) victory(?: or (?:a |the )?(?P<v2>most powerful personality|dragon ball) victory)? until the end of (?:his|your) (?P<nth>first|second|third) turn,? starting now",
    build: |c| {
        let named = |v: &str| c.s("v1") == v || c.s("v2") == v;
        one(Effect::VictoriesBarred(VictoriesBarred {
            player: if c.s("who") == "you" {
                Who::You
            } else {
                Who::Opponent
            },
            most_powerful: named("most powerful personality"),
            dragon_ball: named("dragon ball"),
            turns: match c.s("nth") {
                "first" => 1,
                "second" => 2,
                _ => 3,
            },
        }))
    },
}];

/// True when a bar held for `player` keeps him from the victory `kind`; the note says so, citing
/// the victory's section and the barring card's ruling.
pub(in crate::engine) fn victory_barred(
    state: &BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    kind: VictoryKind,
) -> bool {
    let held = state.player(player).game.victories_barred.iter().find(|h| {
        (kind == VictoryKind::MostPowerfulPersonality && h.bar.most_powerful)
            || (kind == VictoryKind::DragonBall && h.bar.dragon_ball)
    });
    let Some(held) = held else { return false };
    if let Some(card) = state.card_named(&held.source) {
        if let Some(r) = rules.own_rulings(state.def(card)).next() {
            log.cite_ruling(r);
        }
    }
    let (rule, words) = match kind {
        VictoryKind::DragonBall => (Rule::DragonBallVictory, "Dragon Ball Victory"),
        _ => (
            Rule::MostPowerfulVictory,
            "Most Powerful Personality Victory",
        ),
    };
    let said = format!(
        "{player} would win by the {words}, but {} says {player} may not win it until the end of his turn number {} counted from its use ({} of his turns ended so far): no victory",
        held.source, held.bar.turns, held.turns_ended
    );
    // Checked again in the same step (a Dragon Ball played, then the step's own check): said once.
    if log.notes.contains(&said) {
        log.cite(rules.cite(rule));
    } else {
        log.note(rules.cite(rule), said);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::VictoriesBarred;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Effect, Who};

    /// It's Just Not Worth It! as CRD 3.0.0's rewrite reads it.
    #[test]
    fn its_just_not_worth_its_rewrite() {
        let c = compile_text("Your opponent may not win a Most Powerful Personality Victory or a Dragon Ball Victory until the end of his second turn, starting now.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects,
            vec![Effect::VictoriesBarred(VictoriesBarred {
                player: Who::Opponent,
                most_powerful: true,
                dragon_ball: true,
                turns: 2
            })]
        );
    }
}
