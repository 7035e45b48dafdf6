//! What a name in a board file's action found when it matched nothing: the closest name where
//! the action looked ("did you mean"), else the names that are there, so a mistyped name is
//! fixed from the error alone. Names are matched by the one rule of
//! [`crate::corpus::names::same_name`].

use crate::corpus::names::{normalise, same_name};
use crate::engine::action::Action;
use crate::engine::battle::Battle;

/// The tail of an error for `name` not found among `there` (the names of the zone or list the
/// action looked in): `; did you mean "Goku's Physical Attack"?`, or `; it holds A, B`, or
/// `; it holds no card`.
pub fn found_names(name: &str, there: &[&str]) -> String {
    match closest_name(name, there) {
        Some(n) => format!("; did you mean \"{n}\"?"),
        None if there.is_empty() => "; it holds no card".to_string(),
        None => {
            let mut names: Vec<&str> = there.to_vec();
            names.dedup();
            format!("; it holds {}", names.join(", "))
        }
    }
}

/// The name among `there` close enough to `name` to be what was meant (a typo, a missing
/// apostrophe), if any.
pub fn closest_name<'a>(name: &str, there: &[&'a str]) -> Option<&'a str> {
    let key = normalise(name);
    there
        .iter()
        .map(|n| (strsim::jaro_winkler(&key, &normalise(n)), *n))
        .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal))
        .filter(|(score, _)| *score > 0.8)
        .map(|(_, n)| n)
}

impl Battle {
    /// `action` described for an error that refuses it as out of turn, with a note when its card
    /// names nothing its player holds (in the hand or in play): a misspelt card of its own moment
    /// ("TRex Offense") is otherwise taken for an action at the wrong time (audit s28).
    pub(in crate::engine) fn described_with_its_name(&self, action: &Action) -> String {
        let described = action.describe();
        let Some(name) = &action.card else {
            return described;
        };
        let pl = self.state.player(action.player);
        let held: Vec<&str> = pl
            .hand
            .iter()
            .copied()
            .chain(pl.in_play.by_kind().map(|(c, _)| c))
            .map(|c| self.state.name(c))
            .collect();
        if held.iter().any(|n| same_name(n, name)) {
            return described;
        }
        let tail = found_names(name, &held);
        format!(
            "{described} ({} holds no card named {name} in the hand or in play{tail})",
            action.player
        )
    }
}

#[cfg(test)]
mod tests {
    use super::found_names;

    #[test]
    fn a_close_name_is_offered_and_a_far_one_lists_the_zone() {
        assert_eq!(
            found_names("Gokus Physcal Attack", &["Goku's Physical Attack", "L1"]),
            "; did you mean \"Goku's Physical Attack\"?"
        );
        assert_eq!(found_names("Zzz", &["L1", "L2"]), "; it holds L1, L2");
        assert_eq!(found_names("Zzz", &[]), "; it holds no card");
    }
}
