//! Execution of `in_play::discarded_when_hit`: at Battle Sequence step 8, once the attack is found
//! successful, each card in play of the defender that says it is discarded when a successful
//! attack of that kind is performed against him (T-Rex Offense) goes to its owner's discard pile,
//! citing the card's ruling and CRD 3.0.0 "Battle Sequence" step 8 (success is decided there).

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::CardId;

impl Battle {
    /// Step 8, the attack successful: the defender's cards in play discarded by it.
    pub(in crate::engine) fn discarded_when_hit(&mut self, log: &mut Log) {
        let Some(kind) = self.attack_kind() else {
            return;
        };
        let defender = self.pos.attacker.other();
        let pl = self.state.player(defender);
        let hit: Vec<CardId> = pl
            .in_play
            .non_combat
            .iter()
            .chain(pl.in_play.drills.iter())
            .copied()
            .filter(|&c| {
                self.state
                    .def(c)
                    .effects
                    .contains(&Effect::DiscardedBySuccessfulAttack(kind))
            })
            .collect();
        for card in hit {
            log.cite(self.cite(Rule::NonCombatCards));
            if let Some(r) = self.state.def(card).text_source.clone() {
                log.cite_ruling(&r);
            }
            let name = self.state.name(card).to_string();
            self.state.take_from_zones(card);
            let owner = self.state.owner(card);
            self.state.player_mut(owner).discard.push(card);
            log.notes.push(format!(
                "{name}: a successful {} attack was performed against {defender} while it was in play: it is discarded",
                kind.word()
            ));
        }
    }
}
