//! CRD 3.0.0 "Styled Drills" when a Drill comes into play: a Styled Drill (a Style's name the
//! first word of its title) cannot join a Styled Drill of another Martial Arts Style, nor a copy
//! of itself, of the same player's; Freestyle Drills always can. Asked by the Non-Combat Step and
//! by searches that place a Drill into play.

use crate::engine::battle::Battle;
use crate::engine::filters::STYLES;
use crate::engine::ids::{CardId, PlayerId};

/// The Martial Arts Style a Drill's title names by its first word ("Red Energy Defense Drill"),
/// lower case; `None` for a Freestyle Drill.
pub(in crate::engine) fn title_style(name: &str) -> Option<String> {
    let first = name.split_whitespace().next()?.to_lowercase();
    STYLES.contains(&first.as_str()).then_some(first)
}

impl Battle {
    /// Why `p` cannot place the Drill `card` into play beside its Drills in play, by the Styled
    /// Drills rules, quoting the rule that forbids it; `None` when it may.
    pub(in crate::engine) fn styled_drill_clash(
        &self,
        p: PlayerId,
        card: CardId,
    ) -> Option<String> {
        let name = self.state.name(card);
        let style = title_style(name)?;
        self.state
            .player(p)
            .in_play
            .drills
            .iter()
            .map(|&d| self.state.name(d))
            .find_map(|other| {
                let os = title_style(other)?;
                if crate::corpus::names::same_name(other, name) {
                    Some(format!(
                        "{p} has {other} in play: \"If you have a Styled Drill in play, you can only have 1 copy of that Drill in play\""
                    ))
                } else if os != style {
                    Some(format!(
                        "{p} has the Styled Drill {other} in play: \"If you have a Styled Drill in play, you cannot play another Drill from a different Martial Arts Style\""
                    ))
                } else {
                    None
                }
            })
    }
}
