//! A card with "Alt." in its title that a search by title takes (Goku's Dragon Ball Quest's "a
//! Dende Dragon Ball" taking Alt. Dende Dragon Ball 1): CRD 3.0.0 "Dragon Balls" (Deck Building)
//! lets "Alt." Dragon Balls mix with their set's in a deck, but no document says whether a card's
//! words name an "Alt." printing. The engine takes it, says so and hands the judge the reading.

use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::effects::Search;
use crate::engine::log::Log;
use crate::engine::state::CardId;

/// The title prefix of an alternate printing.
const ALT_PREFIX: &str = "alt.";

impl Battle {
    /// Judge lines for the "Alt." printings among `picked`, taken by `s`'s title words.
    pub(in crate::engine) fn alt_printings_to_judge(
        &self,
        s: &Search,
        picked: &[CardId],
        source: &str,
        log: &mut Log,
    ) {
        let Some(title) = s.filter.title_has.as_deref() else {
            return;
        };
        if title.to_lowercase().starts_with(ALT_PREFIX) {
            return;
        }
        let what =
            crate::engine::filters::with_article(&crate::engine::filters::describe(&s.filter));
        for &card in picked {
            let name = self.state.name(card);
            if !name.trim_start().to_lowercase().starts_with(ALT_PREFIX) {
                continue;
            }
            let mixed = if self.state.def(card).is_dragon_ball() {
                log.cite(c::CRD_DECK_DRAGON_BALLS);
                format!(
                    "CRD 3.0.0 \"Dragon Balls\" lets \"Alt.\" Dragon Balls be mixed with Dragon Balls of the same set without \"Alt.\" in a deck ({}), but no document says whether ",
                    c::CRD_DECK_DRAGON_BALLS.id
                )
            } else {
                "no document says whether ".to_string()
            };
            log.judge.push(format!(
                "judge resolves: {source} takes {name} as {what}: {mixed}\"{title}\" in the card's words names an \"Alt.\" printing; the engine takes it, the judge decides"
            ));
        }
    }
}
