//! `piles::searches_per_count`: the count taken when the effect resolves, then the search made
//! for that many cards (the action's `choose` names them, as for any search); a count the engine
//! cannot make goes to the judge.

use super::SearchPer;
use crate::engine::battle::Battle;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::Result;

impl Battle {
    /// [`SearchPer`]: `search.count` cards per unit of `per`, counted now.
    pub(in crate::engine) fn search_per(
        &mut self,
        me: PlayerId,
        s: &SearchPer,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let n = match self.count(me, &s.per) {
            Ok(n) => n,
            Err(why) => {
                log.judge.push(format!(
                    "judge resolves: {source}: {} card(s) for each unit of {}, which the engine cannot count: {}",
                    s.search.count,
                    s.per.describe(),
                    why.0
                ));
                return Ok(());
            }
        };
        let total = n.saturating_mul(s.search.count);
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {n} counted ({}): {total} card(s), {} per unit",
                s.per.describe(),
                s.search.count
            ),
        );
        if total == 0 {
            return Ok(());
        }
        let mut search = s.search.clone();
        search.count = total;
        self.search(me, &search, source, log)
    }
}
