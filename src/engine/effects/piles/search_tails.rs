//! Sentences that finish a search placing a card into play, read across sentences (the
//! compiler's pass after the sentences are read): "When Combat ends, shuffle that Battleground
//! or Location back into your Life Deck", "This effect does not remove any Battleground or
//! Location in play", "This Dragon Ball loses its power for the remainder of the game". Their
//! execution is `search_tails_resolve.rs` (and `searches_resolve.rs`'s `put_into_play` for a
//! Dragon Ball's lost powers).

use std::sync::OnceLock;

use crate::engine::compile::patterns::Piece;
use crate::engine::compile::sentences;
use crate::engine::effects::{Destination, Effect};

/// What a tail sentence adds to the search before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tail {
    /// The placed Battleground or Location removes none in play.
    KeepsInPlay,
    /// Where the found card goes when Combat ends.
    LeavesAtEndOfCombat(Destination),
    /// The Dragon Ball found loses its powers for the rest of the game.
    PowersLost,
}

/// The tail sentences this module reads (keys, lower case), compiled once.
fn tails() -> &'static [(regex::Regex, Tail)] {
    static ROWS: OnceLock<Vec<(regex::Regex, Tail)>> = OnceLock::new();
    ROWS.get_or_init(|| {
        const WHEN: &str = r"(?:when combat ends|at the end of combat),? ";
        const IT: &str = r"(?:it|them|that card|that [a-z ]+?)";
        let rows: Vec<(String, Tail)> = vec![
            (
                format!(r"^{WHEN}shuffle {IT} (?:back )?into your life deck$"),
                Tail::LeavesAtEndOfCombat(Destination::LifeDeckShuffled),
            ),
            (
                format!(r"^{WHEN}discard {IT}$"),
                Tail::LeavesAtEndOfCombat(Destination::Discard),
            ),
            (
                format!(r"^{WHEN}remove {IT} from the game$"),
                Tail::LeavesAtEndOfCombat(Destination::RemovedFromGame),
            ),
            (
                r"^this (?:effect|card) does not remove any battleground(?: or location)? in play$"
                    .to_string(),
                Tail::KeepsInPlay,
            ),
            (
                r"^this dragon ?ball loses (?:its|all of its) powers? for the remainder of the game$"
                    .to_string(),
                Tail::PowersLost,
            ),
        ];
        rows.into_iter()
            .map(|(p, t)| (regex::Regex::new(&p).expect("a fixed pattern"), t))
            .collect()
    })
}

fn tail_of(key: &str) -> Option<Tail> {
    tails()
        .iter()
        .find(|(re, _)| re.is_match(key))
        .map(|(_, t)| *t)
}

/// Folds each tail sentence the clause tables did not read into the nearest search before it
/// that places a card into play; the tail sentence becomes a reminder (read, nothing of its
/// own). A tail with no such search stays with the judge.
pub(in crate::engine) fn fold_tails(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    for i in 1..compiled.len() {
        if !matches!(compiled[i].1.as_slice(), [Piece::Effect(Effect::Manual(_))]) {
            continue;
        }
        let Some(tail) = tail_of(&sentences::key(&compiled[i].0)) else {
            continue;
        };
        let (before, rest) = compiled.split_at_mut(i);
        let found = before.iter_mut().rev().find_map(|(_, ps, _)| {
            ps.iter_mut().find_map(|p| match p {
                Piece::Effect(Effect::Search(s)) if s.to == Destination::Play => Some(s),
                _ => None,
            })
        });
        let Some(s) = found else {
            continue;
        };
        match tail {
            Tail::KeepsInPlay => s.keeps_in_play = true,
            Tail::LeavesAtEndOfCombat(to) => s.until_end_of_combat = Some(to),
            // Only a search that can find nothing but Dragon Balls.
            Tail::PowersLost if s.filter.types == ["Dragon Ball"] => s.powers_lost = true,
            Tail::PowersLost => continue,
        }
        rest[0].1 = vec![Piece::Reminder];
        rest[0].2 = vec!["search-tail"];
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Destination, Effect};

    /// Master Roshi's Makeshift Background (Babidi Saga Promo #P7): the three sentences are one
    /// search, its found card kept beside the Battleground in play and shuffled back when
    /// Combat ends.
    #[test]
    fn makeshift_background_reads_as_one_search() {
        let c = compile_text("Search your Life Deck for a Battleground or Location that is not in play and place it in play. When Combat ends, shuffle that Battleground or Location back into your Life Deck. This effect does not remove any Battleground or Location in play.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let [Effect::Search(s)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert!(s.filter.not_in_play);
        assert_eq!(s.filter.types, ["Battleground", "Location"]);
        assert_eq!(s.to, Destination::Play);
        assert!(s.keeps_in_play);
        assert_eq!(s.until_end_of_combat, Some(Destination::LifeDeckShuffled));
    }

    /// Krillin's Quest (Trunks Saga #065): two titles of Dragon Balls searched for (CRD 3.0.0
    /// "Dragon Ball Immunity": the card names Dragon Balls), and the found Dragon Ball's powers
    /// lost; the same tail after a search that can find other cards stays with the judge.
    #[test]
    fn krillins_quest_finds_either_dragon_ball_and_its_power_is_lost() {
        let c = compile_text("Choose \"Namek Dragon Ball 2\" or \"Namek Dragon Ball 3\" from your Life Deck and put it into play. This Dragon Ball loses its power for the remainder of the game.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let [Effect::Search(s)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(
            s.filter.titles_any,
            ["Namek Dragon Ball 2", "Namek Dragon Ball 3"]
        );
        assert_eq!(s.filter.types, ["Dragon Ball"]);
        assert!(s.powers_lost);
        let other = compile_text("Search your Life Deck for \"Tree of Might\" and place it into play. This Dragon Ball loses its power for the remainder of the game.");
        assert!(matches!(other.effects.last(), Some(Effect::Manual(_))));
    }

    /// A tail with no search before it that places a card into play stays with the judge.
    #[test]
    fn a_tail_without_its_search_stays_with_the_judge() {
        let c = compile_text("Draw a card. When Combat ends, shuffle it back into your Life Deck.");
        assert!(
            matches!(c.effects.last(), Some(Effect::Manual(_))),
            "{:?}",
            c.effects
        );
    }
}
