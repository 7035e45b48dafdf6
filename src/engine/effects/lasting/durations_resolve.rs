//! `lasting::durations` resolved: when Combat ends, the effects the engine applied whose card
//! gives them a longer duration (a raised PUR "until the end of your next turn", no Most
//! Powerful Personality Victory "for the rest of the game") are said to the judge as still in
//! force, with what ends them and the CRD section defining that end; in a game run turn by turn
//! the engine keeps them (`turn::durations`) and the step says so.

use crate::engine::battle::Battle;
use crate::engine::effects::lasting::durations::outlasting;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// Says, at the end of Combat, what the engine applied that outlasts it.
    pub(in crate::engine) fn outlasting_at_end_of_combat(&self, log: &mut Log) {
        for p in [PlayerId::P1, PlayerId::P2] {
            let game = &self.state.player(p).game;
            let kept = game
                .pur_raised
                .iter()
                .map(|(n, source)| (format!("{p}'s Main Personality's PUR +{n}"), source))
                .chain(game.no_most_powerful_victory.iter().map(|source| {
                    (
                        format!("{p} cannot win by the Most Powerful Personality Victory"),
                        source,
                    )
                }))
                // `victories::victory_bars_for_turns`: counted across turns by `turn::durations`.
                .chain(game.victories_barred.iter().map(|held| {
                    (
                        format!("{p} may not win by {}", held.bar.words()),
                        &held.source,
                    )
                }));
            for (what, source) in kept {
                let text = self
                    .state
                    .cards
                    .iter()
                    .find(|c| c.def.name == *source)
                    .map(|c| c.def.text.as_str())
                    .unwrap_or("");
                let Some((o, lasts)) = text.split_inclusive('.').find_map(outlasting) else {
                    continue;
                };
                log.cite(self.cite(Rule::AttackPhases));
                log.cite(o.cite);
                if self.in_turn {
                    // A game run turn by turn keeps it (`turn::durations` ends a raised PUR).
                    log.notes.push(format!(
                        "{what} ({source}) lasts \"{lasts}\": it stays in force after this Combat, until {} [{}]",
                        o.ends, o.cite.id
                    ));
                    continue;
                }
                log.judge.push(format!(
                    "judge keeps in force: {what} ({source}) lasts \"{lasts}\": the engine stops at the end of this Combat, the effect does not; it holds until {} [{}]",
                    o.ends, o.cite.id
                ));
            }
        }
        // Prohibitions kept past Combat (`prohibitions::turn_spans`).
        self.outlasting_prohibitions_at_end_of_combat(log);
    }
}
