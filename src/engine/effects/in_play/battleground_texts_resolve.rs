//! `in_play::battleground_texts` resolved: the unread sentences of a Battleground or Location
//! said to the judge (CRD 3.0.0 "Battleground and Location Cards": they "affect all players at
//! all times"): a standing one once per attack at the step `battleground_texts::standing_step`
//! gives (from `notes_due`), one naming its own placement when it is played or replaced (`turn/non_combat.rs`).

use crate::engine::battle::Battle;
use crate::engine::effects::in_play::battleground_texts::{placements, Placement};
use crate::engine::effects::timing::card_moments::unread;
use crate::engine::ids::{CardId, PlayerId};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

/// How the judge line names each placement.
const PLACEMENT_WORDS: &[(Placement, &str)] = &[
    (Placement::Enters, "it enters play"),
    (Placement::Leaves, "it leaves play"),
];

impl Battle {
    /// A standing unread sentence of the Battleground or Location `card` that `p` has in play,
    /// said with the modifiers; one naming the card's own placement is not a standing rule and
    /// is said when it is played or replaced instead. Returns whether it was said.
    pub(in crate::engine) fn battleground_sentence_note(
        &self,
        p: PlayerId,
        card: CardId,
        sentence: &str,
        log: &mut Log,
    ) -> bool {
        if !placements(sentence).is_empty() {
            return false;
        }
        log.cite(self.cite(Rule::Battlegrounds));
        self.cite_card_rulings(card, log);
        log.judge.push(format!(
            "judge resolves: {sentence} ({}, the Battleground or Location {p} has in play; it affects all players at all times){}",
            self.state.def(card).name,
            crate::engine::damaged_text::damage_words(sentence)
        ));
        true
    }

    /// The unread sentences of the Battleground or Location `card` (`p`'s) naming `at` (its
    /// own entering or leaving play), said to the judge now; returns how many.
    pub(in crate::engine) fn placement_sentences_to_judge(
        &self,
        p: PlayerId,
        card: CardId,
        at: Placement,
        log: &mut Log,
    ) -> usize {
        let d = self.state.def(card);
        let when = PLACEMENT_WORDS
            .iter()
            .find(|(m, _)| *m == at)
            .map_or("", |(_, w)| *w);
        let mut said = 0;
        for sentence in d.effects.iter().filter_map(unread) {
            if !placements(sentence).contains(&at) {
                continue;
            }
            log.cite(self.cite(Rule::Battlegrounds));
            self.cite_card_rulings(card, log);
            log.judge.push(format!(
                "judge resolves: {sentence} ({}, {p}'s Battleground or Location; its timing: {when})",
                d.name
            ));
            said += 1;
        }
        said
    }
}
