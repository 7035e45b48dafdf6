//! "X only" restrictions (CRD 3.0.0 "Heroes Only / Villains Only", card-type restrictions): a
//! card whose restriction its performer plainly fails is refused; the rest go to the judge.

use super::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// "X only": refuses a card whose restriction the performer plainly fails (Heroes /
    /// Villains with a known alignment); other restrictions the engine cannot check are shown
    /// to the judge.
    pub(in crate::engine) fn check_only(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::Only(names) = e else { continue };
            let def = self.state.personality_def(self.state.controller(me));
            let person = def.personality_name().to_string();
            let alignment = def.alignment.clone().unwrap_or_default().to_lowercase();
            let mut decided = false;
            let mut ok = false;
            for n in names {
                let l = n.to_lowercase();
                if l == "heroes" || l == "hero" || l == "villains" || l == "villain" {
                    if !alignment.is_empty() {
                        decided = true;
                        ok |= alignment.starts_with(&l[..4]);
                    }
                } else if def.groups.iter().any(|g| g.eq_ignore_ascii_case(n))
                    || person.to_lowercase().contains(&l)
                {
                    decided = true;
                    ok = true;
                }
            }
            if ok {
                log.notes.push(format!(
                    "{name} is {} only: {person} may use it",
                    names.join(", ")
                ));
            } else if decided
                && names.iter().all(|n| {
                    ["heroes", "hero", "villains", "villain"].contains(&n.to_lowercase().as_str())
                })
            {
                return Err(EngineError::Illegal(format!(
                    "{name} is {} only: {person} ({}) cannot use it",
                    names.join(", "),
                    def.alignment.clone().unwrap_or_default()
                )));
            } else {
                log.judge.push(format!(
                    "judge checks: {name} is {} only; {person} is in control of Combat",
                    names.join(", ")
                ));
            }
        }
        Ok(())
    }
}
