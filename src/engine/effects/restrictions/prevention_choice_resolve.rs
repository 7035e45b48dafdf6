//! `restrictions::prevention_choice`: lasting effects of attack and defence cards no other module reads
//! ([`crate::engine::effects::restrictions::prevention_choice`]).
//!
//! - prevention of power stages or life cards, as the card's player chooses, from every attack
//!   performed against him for the remainder of Combat ([`Effect::PreventEitherChosen`], Red
//!   Blazing Aura, read with its CRD ruling): the choice is named in the `choose` of the action
//!   that plays the card; it then floats as `lasting::lasting_effects`'s [`Effect::PreventLasting`]
//!   (CRD "Floating Effects", "A Note about Damage Prevention", steps 12 and 13);
//! - the top cards of a Life Deck looked at and placed back ([`Effect::LookAtTop`]), resolved
//!   in `piles::top_reordered_resolve`.

use crate::engine::battle::Battle;
use crate::engine::effects::{Effect, Lasts, PreventLasting};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// Resolves one effect of the module for `me` (the card's controller). False for an effect
    /// of another module.
    pub(in crate::engine) fn prevention_choice_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> Result<bool> {
        match e {
            Effect::PreventEitherChosen(n) => {
                self.prevent_either_chosen(me, *n, source, log)?;
                Ok(true)
            }
            Effect::LookAtTop(l) => {
                self.look_at_top(me, *l, source, log)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Red Blazing Aura: `me` names "power stages" or "life cards" in the `choose` of the action
    /// that played the card; `n` of that kind is prevented from every attack performed against
    /// him for the remainder of Combat.
    fn prevent_either_chosen(
        &mut self,
        me: PlayerId,
        n: u32,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let picked = self.take_choices(me, 1);
        let choice = picked.first().map(|s| s.trim().to_lowercase());
        let life = match choice.as_deref() {
            Some("life cards" | "life card" | "life_cards") => true,
            Some("power stages" | "power stage" | "power_stages") => false,
            _ => {
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: \"power stages\" or \"life cards\", what {source} prevents for the remainder of Combat (CRD ruling on the card)"
                    ),
                    found: match picked.first() {
                        Some(s) => format!("{s:?}"),
                        None => "nothing chosen".into(),
                    },
                });
            }
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} chooses {} (CRD ruling on the card: the player chooses power stages or life cards when he plays it)",
                if life { "life cards" } else { "power stages" }
            ),
        );
        let prevent = Effect::PreventLasting(PreventLasting {
            power_stages: if life { 0 } else { n },
            life_cards: if life { n } else { 0 },
            all_life_cards: false,
            kinds: Vec::new(),
            lasts: Lasts::RestOfCombat,
        });
        self.lasting_apply(me, &prevent, source, log);
        Ok(())
    }
}
