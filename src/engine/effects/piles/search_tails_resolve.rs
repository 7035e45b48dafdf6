//! Execution of `piles::search_tails`: what a card says about the card its search found beyond
//! where it goes — a title already in play kept out of the search, a Battleground or Location
//! placed without removing the one in play, a Dragon Ball put into play that "loses its power for
//! the remainder of the game", and the found card sent on when Combat ends (the end-of-Combat
//! queue).

use crate::engine::effects::timing::end_of_combat_queue::WaitingForEndOfCombat;
use crate::engine::effects::{CardFilter, Destination, Effect, Search, SearchIn, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;

impl Battle {
    /// "a Battleground or Location that is not in play": `c` is kept out of the search when a
    /// card of its title is in play on either side.
    pub(in crate::engine) fn title_kept_out(&self, f: &CardFilter, c: CardId) -> bool {
        f.not_in_play && self.state.title_in_play(self.state.name(c))
    }

    /// A found Dragon Ball put into play that "loses its power for the remainder of the game"
    /// (Krillin's Quest): placed as any Dragon Ball an effect puts into play (the cards in play
    /// that forbid it, the turn's limits: CRD 3.0.0 "Putting Cards into play with card
    /// effects"), its powers not used now ("When you play a Dragon Ball, you immediately use its
    /// effects" yields to the card's own words) and its "while you control" powers unused while
    /// it stays with this player. It counts towards the Dragon Ball Victory like any other.
    pub(in crate::engine) fn place_without_powers(
        &mut self,
        p: PlayerId,
        c: CardId,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let name = self.state.name(c).to_string();
        log.cite(self.cite(Rule::PuttingIntoPlay));
        self.dragon_ball_enters(p, c, &name, source, log)?;
        let unused = &mut self.state.player_mut(p).game.dragon_ball_powers_unused;
        if !unused.contains(&c) {
            unused.push(c);
        }
        self.cite_card_rulings(c, log);
        log.note(
            self.cite(Rule::DragonBalls),
            format!("{source}: {name} is put into play under {p}'s control and loses its power for the remainder of the game (the card's text): none of its powers are used"),
        );
        let fired = self.placed_by_effect(p, c, log);
        log.notes.extend(fired);
        Ok(())
    }

    /// A found card placed into play by an effect that "does not remove any Battleground or
    /// Location in play" (CRD 3.0.0 "Putting Cards into play with card effects": the card
    /// placed "must still be a legal card you could play unless the card effect dictates
    /// otherwise"; "Battleground and Location Cards" would remove the one in play). Any other
    /// card type is placed under the normal rules.
    pub(in crate::engine) fn place_beside(
        &mut self,
        p: PlayerId,
        c: CardId,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let def = self.state.def(c).clone();
        if !matches!(def.card_type.as_str(), "Battleground" | "Location") {
            return self.place(p, c, Destination::Play, None, source, log);
        }
        let name = def.name.clone();
        if self.state.title_in_play(&name) {
            return Err(EngineError::Illegal(format!(
                "{source}: {name} cannot be placed into play: a Battleground or Location of that name is in play ({})",
                self.cite(Rule::Battlegrounds).id
            )));
        }
        if let Some(own) = self.state.player(p).in_play.battleground {
            return Err(EngineError::Unresolvable(format!(
                "{source}: {name} comes into play beside {p}'s {} (the card removes no Battleground or Location in play), and a board holds one Battleground or Location per player: the judge places it",
                self.state.name(own)
            )));
        }
        let others: Vec<String> = PlayerId::BOTH
            .into_iter()
            .filter_map(|q| self.state.player(q).in_play.battleground)
            .map(|b| self.state.name(b).to_string())
            .collect();
        log.cite(self.cite(Rule::PuttingIntoPlay));
        log.note(
            self.cite(Rule::Battlegrounds),
            if others.is_empty() {
                format!("{source}: {name} comes into play for {p}")
            } else {
                format!(
                    "{source}: {name} comes into play for {p} and {} stays in play: the card removes no Battleground or Location in play (it dictates otherwise than the rule that would remove it)",
                    others.join(", ")
                )
            },
        );
        self.state.player_mut(p).in_play.battleground = Some(c);
        // `placements`: the cards in play that wait for a Battleground or Location placed.
        let fired = self.placed_by_effect(p, c, log);
        log.notes.extend(fired);
        log.notes.push(format!(
            "{source}: {name} goes to {p}'s side of the table (in play)"
        ));
        Ok(())
    }

    /// "When Combat ends, shuffle that Battleground or Location back into your Life Deck": the
    /// found card waits in the end-of-Combat queue, where a forced search of `p`'s cards in play
    /// for its title sends it on (none is done if it has left play by then).
    pub(in crate::engine) fn found_card_leaves_at_end_of_combat(
        &mut self,
        p: PlayerId,
        c: CardId,
        to: Destination,
        source: &str,
        log: &mut Log,
    ) {
        let name = self.state.name(c).to_string();
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {name} waits for the end of Combat, when it goes {}",
                match to {
                    Destination::LifeDeckShuffled => "back into the Life Deck, shuffled",
                    Destination::Discard => "to the discard pile",
                    Destination::RemovedFromGame => "to the removed-from-the-game pile",
                    Destination::Hand => "to the hand",
                    Destination::LifeDeckTop => "to the top of the Life Deck",
                    Destination::LifeDeckBottom => "to the bottom of the Life Deck",
                    Destination::Play => "into play",
                }
            ),
        );
        self.end_of_combat.push(WaitingForEndOfCombat {
            player: p,
            effects: vec![Effect::Search(Search {
                player: Who::You,
                from: SearchIn::InPlay,
                filter: CardFilter {
                    title: Some(name),
                    ..CardFilter::default()
                },
                count: 1,
                up_to: false,
                all: false,
                random: false,
                to,
                ally_stage: None,
                may: false,
                keeps_in_play: false,
                until_end_of_combat: None,
                powers_lost: false,
                by_owner: false,
            })],
            source: source.to_string(),
            choose: Vec::new(),
            may: None,
        });
    }
}
