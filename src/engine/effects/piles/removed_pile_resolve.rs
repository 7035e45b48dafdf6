//! Resolution side of `piles::removed_pile`: a personality card taken out of the
//! removed-from-the-game pile is the judge's to check against the card's rulings (CRD 3.0.0 on
//! Fond Memories: no Fusion personality card, nor any personality card used for Fusions; the
//! engine does not know which personality cards are used for Fusions).

use crate::engine::battle::Battle;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// Tells the judge of each personality card in `picked` (taken out of `p`'s
    /// removed-from-the-game pile by `source`), citing the rulings of the card that took it.
    pub(in crate::engine) fn removed_pile_personalities(
        &self,
        p: PlayerId,
        picked: &[CardId],
        source: &str,
        log: &mut Log,
    ) {
        let rulings: Vec<String> = self
            .state
            .zone_ids()
            .into_iter()
            .map(|c| self.state.def(c))
            .find(|d| d.name == source)
            .map(|d| d.rulings.clone())
            .unwrap_or_default();
        for &c in picked {
            let def = self.state.def(c);
            if !def.card_type.eq_ignore_ascii_case("Personality") {
                continue;
            }
            for r in &rulings {
                log.cite_ruling(r);
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
    }
}
