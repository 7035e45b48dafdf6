//! Resolution side of `piles::removed_pile`: a personality card taken out of the
//! removed-from-the-game pile against the taking card's rulings. A ruling that bars Fusion
//! personality cards (CRD 3.0.0 on Fond Memories: "You cannot get a Fusion personality card")
//! refuses a card of a Fusion personality (the pool's "Fused" group, CRD "Fusion Personalities");
//! any other personality card is the judge's to check ("nor any personality cards used for
//! Fusions": the engine does not know which personality cards are used for Fusions).

use crate::corpus::only_groups;
use crate::engine::battle::Battle;
use crate::engine::identity;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// Cards whose ruling bars Fusion personality cards from the removed pile: (card, the ruling's
/// sentence).
const FUSIONS_BARRED: &[(&str, &str)] = &[(
    "Fond Memories",
    "You cannot get a Fusion personality card with Fond Memories.",
)];

impl Battle {
    /// Checks each personality card in `picked` (taken out of `p`'s removed-from-the-game pile by
    /// `source`): a Fusion personality card a ruling bars is refused; any other personality card
    /// is told to the judge, citing the rulings of the card that took it.
    pub(in crate::engine) fn removed_pile_personalities(
        &self,
        p: PlayerId,
        picked: &[CardId],
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let rulings: Vec<String> = self
            .state
            .zone_ids()
            .into_iter()
            .map(|c| self.state.def(c))
            .find(|d| d.name == source)
            .map(|d| d.rulings.clone())
            .unwrap_or_default();
        let barred = FUSIONS_BARRED.iter().find(|(card, _)| *card == source);
        for &c in picked {
            let def = self.state.def(c);
            if !def.card_type.eq_ignore_ascii_case("Personality") {
                continue;
            }
            for r in &rulings {
                log.cite_ruling(r);
            }
            let fusion = def.groups.iter().any(|g| g.eq_ignore_ascii_case("Fused"))
                || only_groups::fusion(&identity::personality_name(&def.name)).is_some();
            if let (Some((_, sentence)), true) = (barred, fusion) {
                return Err(EngineError::Illegal(format!(
                    "{source} cannot take {}: it is a Fusion personality card, and {source}'s ruling says \"{sentence}\" ({})",
                    def.name,
                    rulings.join(", ")
                )));
            }
            log.judge.push(format!(
                "judge checks: {source} takes {}, a personality card, out of {p}'s removed-from-the-game pile: whether the card's rulings let it take that card ({})",
                def.name,
                if rulings.is_empty() {
                    "the card has none in the corpus".to_string()
                } else {
                    rulings.join(", ")
                }
            ));
        }
        Ok(())
    }
}
