//! "All players with 3 or more Non-Combat cards in play must discard all but 2 of their
//! Non-Combat cards" (Alt. Dende Dragon Ball 4): each player keeps that many of his cards in play
//! and the rest are taken; the cards taken are named in the action's `choose`.

use super::cards_in_play_resolve::Candidate;
use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::{Effect, InPlayAct, InPlayCount, InPlayEffect, InPlayKind, Whose};
use crate::engine::state::PlayerId;

/// The rows.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "all-players-discard-all-but",
    // "with 3 or more" is the count "all but 2" takes from: a player with 2 or fewer keeps all.
    pattern: r"all players with {n} or more non-combat cards in play must discard all but {m} of their non-combat cards",
    build: |c| {
        let keep = c.n("m")?;
        (c.n("n")? == keep + 1).then_some(())?;
        Some(vec![Piece::Effect(Effect::InPlay(InPlayEffect {
            act: InPlayAct::Discard,
            whose: Whose::Any,
            cards: vec![InPlayKind::NonCombat],
            count: InPlayCount::AllBut(keep),
            style: None,
        }))])
    },
}];

impl Battle {
    /// The cards taken from each side that has more than `keep` of them in play (cards another
    /// card keeps in play count among the kept): all the extra ones when only those can go, else
    /// the ones named in `choose`. `Err` says whose choice is missing.
    pub(in crate::engine) fn pick_all_but(
        &self,
        e: &InPlayEffect,
        keep: u32,
        cands: Vec<Candidate>,
        kept: Vec<Candidate>,
        choose: &[String],
    ) -> std::result::Result<(Vec<Candidate>, bool), String> {
        let mut picked = Vec::new();
        let mut short = false;
        for side in PlayerId::BOTH {
            let mine: Vec<&Candidate> = cands.iter().filter(|c| c.side == side).collect();
            let total = mine.len() + kept.iter().filter(|c| c.side == side).count();
            let extra = total.saturating_sub(keep as usize);
            if extra == 0 {
                continue;
            }
            if extra >= mine.len() {
                // Kept cards leave fewer to take than the count asks: do what you can.
                short |= extra > mine.len();
                picked.extend(mine.into_iter().cloned());
                continue;
            }
            let mut taken: Vec<Candidate> = Vec::new();
            for name in choose {
                if taken.len() == extra {
                    break;
                }
                if let Some(c) = mine
                    .iter()
                    .find(|c| !taken.contains(c) && self.names_candidate(name, c))
                {
                    taken.push((*c).clone());
                }
            }
            if taken.len() < extra {
                let names: Vec<&str> = mine.iter().map(|c| self.state.name(c.id)).collect();
                return Err(format!(
                    "{side} keeps {keep} of his {total} {}(s) in play and discards {extra} (name the {extra} discarded in the action's `choose`; candidates: {})",
                    super::cards_in_play_resolve::kind_words(&e.cards),
                    names.join(", ")
                ));
            }
            picked.extend(taken);
        }
        Ok((picked, short))
    }
}
