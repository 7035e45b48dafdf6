//! A Mastery in play (CRD 3.0.0 "Mastery Cards": "Mastery cards offer advantages that last
//! throughout the game, and they are placed in play before the game begins"): its damage
//! modifiers ("All of your energy attacks do +1 life card of damage") counted at Battle
//! Sequence step 10 like a Drill's, naming the Mastery and citing the section. Its unread
//! sentences go to the judge at their moment (`timing::note_timing_resolve`).

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, Scope};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// Step 10: the modifiers of the Masteries in play that apply to an attack of `kind` by
    /// `attacker` (the attacker's "your attacks", the defender's "attacks against you"), as
    /// (power stages, life cards, source). A modifier under a condition counts when the
    /// condition holds for the Mastery's owner.
    pub(in crate::engine) fn mastery_modifiers(
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
            let Some(card) = self.state.player(player).in_play.mastery else {
                continue;
            };
            // A blank text box (`blank_text`): no sentence of it is used.
            if crate::engine::blank_text::blank(&self.state, card).is_some() {
                continue;
            }
            let def = self.state.def(card);
            for m in self.standing_modifiers(player, &def.effects, scope, kind) {
                out.push((
                    m.power_stages,
                    m.life_cards,
                    format!("{} (the Mastery {player} has in play)", def.name),
                ));
                log.cite(self.cite(Rule::MasteryCards));
                // The card's errata and its rulings in the ruleset's document.
                self.cite_card_rulings(card, log);
            }
        }
        out
    }
}
