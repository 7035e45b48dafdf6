//! CRD 3.0.0 Section 10, "Power Level Errata": the personalities whose CRD ruling says "See
//! Section 10: Power Level Errata" (Bulma, the Wife Lv.1, Chi-Chi, the Grandmother Lv.1,
//! Hercule, the Everlasting World Champ Lv.1, Pan) have their power ratings replaced there, but the
//! section's own editor's note says its values were damaged by the extraction and cannot be
//! checked. Where such a personality's power rating decides a number (the Physical Attack Table at
//! step 9), the engine uses the card pool's ladder and hands the point to the judge, citing the
//! section's entry (linked to the card as its ruling). A printed ladder out of order (a stage
//! rated below an earlier stage of the same level: Broly, Empowered Lv.3's 3,300,000 then
//! 340,000, a digit lost) is damaged the same way: the step reads it as printed and says so.

use super::Battle;
use crate::engine::log::Log;
use crate::engine::state::{Personality, PowerRating};

/// The earlier stage (above 0) rated highest above `stage` of `ladder`, if any: a ladder climbs
/// with its stages, so a stage rated below an earlier one is a damaged print (CRD 3.0.0
/// "Personality Cards": "A power rating is the numerical value of a power stage").
pub fn out_of_order(ladder: &[PowerRating], stage: usize) -> Option<(usize, u64)> {
    let PowerRating::Rating(here) = *ladder.get(stage)? else {
        return None;
    };
    ladder
        .iter()
        .enumerate()
        .take(stage)
        .skip(1)
        .filter_map(|(i, r)| match r {
            PowerRating::Rating(v) if *v > here => Some((i, *v)),
            _ => None,
        })
        .max_by_key(|&(_, v)| v)
}

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
        let stage = usize::try_from(p.stage).unwrap_or(usize::MAX);
        if let Some((earlier, above)) = out_of_order(&def.ladder, stage) {
            log.cite(self.cite(crate::engine::ruleset::Rule::PowerRatings));
            log.judge.push(format!(
                "judge resolves: {}'s power rating at stage {stage}: its printed ladder rates it {rating}, below stage {earlier}'s {above}, where every other stage climbs with the stages: the print looks damaged here (a digit lost or added) and no document gives the value; the engine reads {rating} as printed",
                def.name
            ));
        }
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

#[cfg(test)]
mod tests {
    use super::out_of_order;
    use crate::engine::state::PowerRating::Rating;

    // Broly, Empowered Lv.3 (Miscellaneous #BR3) prints 3,200,000, 3,300,000, 340,000, 350,000,
    // 360,000, 3,700,000: stages 3 to 5 are below stage 2 (CRD 3.0.0 "Personality Cards").
    #[test]
    fn a_ladder_stage_below_an_earlier_one_is_out_of_order() {
        let ladder = [
            0, 3_200_000, 3_300_000, 340_000, 350_000, 360_000, 3_700_000,
        ]
        .map(Rating);
        assert_eq!(out_of_order(&ladder, 5), Some((2, 3_300_000)));
        assert_eq!(out_of_order(&ladder, 3), Some((2, 3_300_000)));
        assert_eq!(out_of_order(&ladder, 2), None);
        assert_eq!(out_of_order(&ladder, 6), None);
        assert_eq!(out_of_order(&ladder, 0), None);
        assert_eq!(out_of_order(&ladder, 9), None);
    }
}
