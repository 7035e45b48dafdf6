//! Execution of `piles::named_card_searches`: the card a search's user names, then the search
//! of a Life Deck for copies of that title (`searches_resolve.rs`, which takes the copies
//! without a further choice: copies of one title are alike).
//!
//! Rules applied (CRD 3.0.0): "Searching for Cards a.k.a Cherry Picking Rule" (a search of one's
//! own Life Deck may fail: `"none"` after the name), "Dragon Ball Immunity" (read by the search's
//! filter), Glossary "Revealed Cards" (a card mentioned by name is revealed).

use crate::engine::battle::Battle;
use crate::engine::effects::{Search, Who};
use crate::engine::filters::{describe, qualifies, with_article};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// The search `s` with the title `me` names (the first name of his `choose` not yet taken)
    /// written into its filter; `None` when the search of one's own Life Deck is failed by
    /// choice (`"none"` named right after the card). A name the filter's kind refuses ("a
    /// non-Dragon Ball card" naming a Dragon Ball) is refused, whether the card is on the board
    /// or only in the pool (`BoardState::named_pool_cards`: refused when no printing is of the
    /// kind, the judge told when printings differ); a name no card bears cannot be checked
    /// against the kind and the judge is told.
    pub(in crate::engine) fn name_searched_card(
        &mut self,
        me: PlayerId,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> Result<Option<Search>> {
        let mut plain = s.filter.clone();
        plain.named_by_user = false;
        let kind = describe(&plain);
        let Some(name) = self.take_choices(me, 1).into_iter().next() else {
            return Err(EngineError::Script {
                expected: format!(
                    "{me}'s `choose`: the {kind} {me} names for {source} (the search takes copies of that card, {})",
                    self.cite(Rule::Searching).id
                ),
                found: "nothing named".into(),
            });
        };
        // The card the name names: on the board, or the printings of a pool card the board
        // reader looked up (each asked the search's kind: a name is refused when no printing
        // qualifies, and left to the judge when printings answer differently).
        let on_board: Vec<&crate::engine::state::CardDef> = (0..self.state.cards.len() as u32)
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), &name))
            .map(|c| self.state.def(c))
            .into_iter()
            .collect();
        let named: Vec<&crate::engine::state::CardDef> = if on_board.is_empty() {
            self.state.named_pool_printings(&name).collect()
        } else {
            on_board
        };
        let fits = named.iter().filter(|d| qualifies(d, &plain, false)).count();
        let name = match named.first() {
            Some(_) if fits == 0 => {
                return Err(EngineError::Illegal(format!(
                    "{source}: {name} cannot be named: it is not {} (named in `choose`)",
                    with_article(&kind)
                )));
            }
            Some(def) if fits == named.len() => def.name.clone(),
            Some(def) => {
                log.judge.push(format!(
                    "judge checks: {name} is {} (the card {me} names for {source}; its printings in the card pool are of different kinds, and {fits} of {} is one)",
                    with_article(&kind),
                    named.len()
                ));
                def.name.clone()
            }
            None => {
                log.judge.push(format!(
                    "judge checks: {name} is {} (the card {me} names for {source}; no card of that name is on the board or in the card pool)",
                    with_article(&kind)
                ));
                name
            }
        };
        log.note(
            self.cite(Rule::Searching),
            format!("{source}: {me} names {name}"),
        );
        // The searcher: the card's user, or the pile's owner ("Your opponent searches his Life
        // Deck for 1 copy of that card").
        let owner = match s.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let searcher = if s.by_owner { owner } else { me };
        if searcher == owner && !s.all {
            // CRD 3.0.0 "Searching for Cards": a search of one's own Life Deck may fail; the
            // searcher says so with "none" right after the name (his own `choose`).
            let (names, _) = self.piles_action(searcher);
            let taken = self.choices_taken[searcher.index()].min(names.len());
            if names
                .get(taken)
                .is_some_and(|n| n.trim().eq_ignore_ascii_case("none"))
            {
                self.choices_taken[searcher.index()] += 1;
                log.note(
                    self.cite(Rule::Searching),
                    format!("{source}: {searcher} chooses to fail the search for {name} (`choose`: \"none\")"),
                );
                // "If this occurs, shuffle your Life Deck" (CRD 3.0.0 "Searching for Cards").
                self.shuffle_life_deck(owner, source, log);
                return Ok(None);
            }
        }
        // Saiyan Appraisal Manuever's "must discard them from the game" (read as a removal,
        // `named_card_searches`): both zones named, as "Discard this card from the game after
        // use" is (`stops::after_use`); the judge is told, as there.
        let mixed = self.state.card_named(source).is_some_and(|c| {
            self.state
                .def(c)
                .text
                .to_lowercase()
                .contains(super::named_card_searches::MIXED_ZONE_WORDS)
        });
        if mixed && s.to == crate::engine::effects::Destination::RemovedFromGame {
            log.cite(crate::engine::citations::CRD_GLOSSARY_DISCARD);
            log.cite(crate::engine::citations::CRD_GLOSSARY_REMOVE_FROM_GAME);
            log.judge.push(format!(
                "judge resolves: {source}'s \"{}\" names both a discard (Glossary \"Discard\": on top of the discard pile) and a removal (\"from the game\", Glossary \"Remove From Game\"); the documents do not say which it is. The engine removes them from the game",
                super::named_card_searches::MIXED_ZONE_WORDS
            ));
        }
        let mut named = s.clone();
        named.filter.title = Some(name);
        Ok(Some(named))
    }
}
