//! CRD 3.0.0 Section 10, "Power Level Errata": the personalities whose CRD ruling says "See
//! Section 10: Power Level Errata" (Bulma, the Wife Lv.1, Chi-Chi, the Grandmother Lv.1,
//! Hercule, the Everlasting World Champ Lv.1, Pan) have their power ratings replaced there, but the
//! section's own editor's note says its values were damaged by the extraction and cannot be
//! checked. Where such a personality's power rating decides a number (the Physical Attack Table at
//! step 9), the engine uses the card pool's ladder and hands the point to the judge, citing the
//! section's entry (linked to the card as its ruling).

use super::Battle;
use crate::engine::log::Log;
use crate::engine::state::{Personality, PowerRating};

/// The id every Power Level Errata entry's ruling starts with.
const ERRATA: &str = "/power-level-errata/";

impl Battle {
    /// Says to the judge, for a personality whose power rating the step reads, that the CRD's
    /// Power Level Errata replaces its ladder with values the CRD marks as damaged.
    pub(in crate::engine) fn power_level_errata_to_judge(
        &self,
        p: &Personality,
        rating: PowerRating,
        log: &mut Log,
    ) {
        let def = self.state.personality_def(p);
        let Some(entry) = self.rules.own_rulings(def).find(|r| r.contains(ERRATA)) else {
            return;
        };
        log.cite_ruling(entry);
        log.judge.push(format!(
            "judge resolves: {}'s power rating: CRD 3.0.0 rules \"See Section 10: Power Level Errata\" ({entry}), which replaces the card's power ladder, but that section's editor's note says its values \"cannot be checked\" (damaged by the extraction); the engine reads {rating} from the card pool's ladder, which is no independent check (where it matches the section, it carries the same damage)",
            def.name
        ));
    }
}
