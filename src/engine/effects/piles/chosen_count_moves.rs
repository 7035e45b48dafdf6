//! Cards moved from an end of the discard pile, as many as the player chooses up to a number:
//! "Draw up to 3 cards from the bottom of your discard pile into your hand" (Namek Dragon Ball
//! 3), "shuffle up to 7 cards from the top of your discard pile back into your Life Deck" (King
//! Cold's End). One [`MoveCards`] with `up_to`: the number (0 to N) is named in the player's
//! `choose` (the engine never picks it), then the cards move as a plain move does (CRD 3.0.0
//! "Secondary Effects", "Do What You Can").

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::{Effect, MoveCards, Pile, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// "draw up to N cards from the bottom of your discard pile into your hand", "shuffle up to N
/// cards from the top of your discard pile (back) into your life deck".
fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let from = if c.s("end") == "top" {
        Pile::DiscardTop
    } else {
        Pile::DiscardBottom
    };
    let to = if c.has("shuffle") {
        Pile::LifeDeckShuffled
    } else {
        Pile::Hand
    };
    Some(vec![Piece::Effect(Effect::MoveCards(MoveCards {
        player: Who::You,
        count: c.n("n")?,
        all: false,
        up_to: true,
        from,
        to,
    }))])
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "discard-pile-end-up-to",
    pattern: r"draw up to {n} cards? from the (?P<end>top|bottom) of your discard pile(?: into your hand)? || (?P<shuffle>shuffle) up to {n} cards? from the (?P<end>top|bottom) of your discard pile (?:back )?into your life deck",
    build,
}];

impl Battle {
    /// [`MoveCards`] with `up_to`: `me` (the card's user) names how many cards, from 0 to the
    /// count, in his `choose`; then they move as [`Battle::move_cards`] moves them.
    pub(in crate::engine) fn move_chosen_count(
        &mut self,
        me: PlayerId,
        p: PlayerId,
        m: &MoveCards,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        // An empty discard pile leaves no choice: 0 cards (nothing asked of the player).
        let discard_pile = matches!(
            m.from,
            crate::engine::effects::Pile::DiscardTop | crate::engine::effects::Pile::DiscardBottom
        );
        if discard_pile && self.state.player(p).discard.is_empty() {
            log.note(
                self.cite(Rule::DoWhatYouCan),
                format!("{source}: {p}'s discard pile holds no card: none is moved"),
            );
            return Ok(());
        }
        let n = self.chosen_up_to(
            me,
            m.count,
            &format!(
                "how many cards {p} moves from {} with {source}",
                m.from.from_words()
            ),
        )?;
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!("{source}: {me} chooses {n} of up to {} card(s)", m.count),
        );
        if discard_pile && (n as usize) > self.state.player(p).discard.len() {
            log.note(
                self.cite(Rule::DoWhatYouCan),
                format!(
                    "{source}: {p}'s discard pile holds {}: all of them move",
                    self.state.player(p).discard.len()
                ),
            );
        }
        let chosen = MoveCards {
            count: n,
            up_to: false,
            ..m.clone()
        };
        self.move_cards(p, &chosen, log);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Effect, MoveCards, Pile, Who};

    /// CRD 3.0.0 "Secondary Effects": Namek Dragon Ball 3 (Trunks Saga #079), "Draw up to 3
    /// cards from the bottom of your discard pile into your hand": the bottom cards, as many as
    /// the player chooses up to 3.
    #[test]
    fn up_to_three_cards_from_the_bottom_of_the_discard_pile() {
        let c =
            compile_text("Draw up to 3 cards from the bottom of your discard pile into your hand.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![Effect::MoveCards(MoveCards {
                player: Who::You,
                count: 3,
                all: false,
                up_to: true,
                from: Pile::DiscardBottom,
                to: Pile::Hand,
            })]
        );
    }

    /// King Cold's End (Trunks Saga #038): "shuffle up to 7 cards from the top of your discard
    /// pile back into your Life Deck" is the same choice, shuffled in.
    #[test]
    fn up_to_seven_cards_from_the_top_shuffled_in() {
        let c = compile_text(
            "Shuffle up to 7 cards from the top of your discard pile back into your Life Deck.",
        );
        assert!(
            matches!(&c.effects[..], [Effect::MoveCards(m)] if m.up_to && m.count == 7
                && m.from == Pile::DiscardTop && m.to == Pile::LifeDeckShuffled),
            "{c:#?}"
        );
    }
}
