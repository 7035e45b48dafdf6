//! Execution of `piles::search_top` ([`crate::engine::effects::piles::search_top`]).
//!
//! - [`Effect::SearchTop`] and [`Effect::RemainingToLifeDeckBottom`] (Blue Lunge): secondary
//!   effects, one sentence at a time (CRD 3.0.0 "Secondary Effects", Battle Sequence step 3).
//!   The card's player looks at the top cards of his Life Deck (all of them must be known to the
//!   scenario: `life_deck.top`), names the card found in the action's `choose` (`"none"`: he
//!   fails the search, CRD "Searching for Cards"), shows it to his opponent (same rule) and it is
//!   placed into play under the normal rules (CRD "Putting Cards into play with card effects";
//!   a Drill is a Non-Combat card, CRD "Non-Combat Cards"). The Life Deck is not shuffled: the
//!   card itself says where the remaining cards go (CRD "The Golden Rule"). The remaining cards
//!   then go to the bottom of the Life Deck in the order the next names of `choose` give (the
//!   last named at the bottom); the order is the player's choice, so a run without it stops and
//!   says what it needs.
//! - [`Effect::StrainingMoveUnstoppable`] (Trunks Effortless Drill, read with its CRD ruling):
//!   "a player" is either player, so the Drill in play on either side serves both. The
//!   declaration is made on the action that performs the attack, before any "When you perform an
//!   attack" effect (the ruling): `"choose"` names "Trunks Effortless Drill" (the entry is taken
//!   out before the card's other choices are read). The attack must be a card titled "Straining
//!   ... Move" (the pool's Straining Move cards; no document defines the term, so a "Straining"
//!   card whose title does not end in "Move" goes to the judge). Once per Combat: a second
//!   declaration by the same player is refused; a declaration after the other player's goes to
//!   the judge (the text does not say whether "Once per Combat" counts per player or for the
//!   card).
//! - [`Effect::DrillsProtectedUnlessLevel`] (Orange Focusing Drill): the candidates of every
//!   effect that discards or removes cards in play ([`Battle::pick`]) leave out the protected
//!   player's other Drills. A level lost discards every Drill (CRD "Taking Them Down A Notch"),
//!   the "lose a Personality level" case, so that path is untouched. Once the player's level has
//!   changed this Combat, whether the Drills are still protected is left to the judge (the text
//!   does not say how long "unless you advance or lose a Personality level" lasts).
//! - [`Effect::OpponentHandDiscardsAtRandom`] (Black Disarray Drill): every discard from a hand
//!   goes through `piles::searches`'s search; a discard the Drill's owner's card effect makes his
//!   opponent do from his hand is made at random instead (CRD "Randomized Discards of Face-Up
//!   Hands"): the cards named in `choose` are the ones the judge drew at random, never the
//!   discarding player's choice.

use crate::engine::battle::Battle;
use crate::engine::effects::in_play::cards_in_play_resolve::Candidate;
use crate::engine::effects::{Effect, Search, SearchIn, SearchTop};
use crate::engine::filters::qualifies;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{damage, EngineError, Result};

fn slot(p: PlayerId) -> usize {
    usize::from(p != PlayerId::P1)
}

/// The `choose` entry that declares Trunks Effortless Drill.
const EFFORTLESS: &str = "Trunks Effortless Drill";

/// Whether a title is a "Straining Move card": `Some(true)` "Straining ... Move", `Some(false)`
/// no Straining card, `None` a Straining card of another form (the judge decides).
fn straining_move(title: &str) -> Option<bool> {
    let t = title.trim().to_lowercase();
    if !t.starts_with("straining") {
        return Some(false);
    }
    if t.ends_with(" move") {
        Some(true)
    } else {
        None
    }
}

impl Battle {
    /// Cites the ruling that gives this card its current text, if any.
    fn search_top_cite_ruling(&self, card: CardId, log: &mut Log) {
        if let Some(r) = &self.state.def(card).text_source {
            log.cite_ruling(r);
        }
    }

    /// Resolves one effect of the module for `me` (the card's controller). False for an effect
    /// of another module.
    pub(in crate::engine) fn search_top_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> Result<bool> {
        match e {
            Effect::SearchTop(s) => {
                self.search_top(me, s, source, log)?;
                Ok(true)
            }
            Effect::RemainingToLifeDeckBottom => {
                self.remaining_back(me, false, source, log)?;
                Ok(true)
            }
            Effect::RemainingToLifeDeckTop => {
                self.remaining_back(me, true, source, log)?;
                Ok(true)
            }
            Effect::RemainingRemovedFromGame => {
                self.remaining_removed(source, log)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The top `s.count` cards of the Life Deck, top first, when the scenario knows them all.
    fn known_top(&self, p: PlayerId, n: usize) -> Option<Vec<CardId>> {
        let deck = &self.state.player(p).life_deck;
        let mut cards: Vec<CardId> = deck.known.iter().copied().take(n).collect();
        if cards.len() < n && deck.unknown_below == 0 && deck.shuffled.is_empty() {
            let more = n - cards.len();
            cards.extend(deck.bottom.iter().copied().take(more));
        }
        (cards.len() == n).then_some(cards)
    }

    fn search_top(
        &mut self,
        me: PlayerId,
        s: &SearchTop,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let p = s.player.of(me);
        let n = s.count.min(self.state.player(p).life_deck.len()) as usize;
        let Some(top) = self.known_top(p, n) else {
            return Err(EngineError::Unresolvable(format!(
                "{source}: the top {n} cards of {p}'s Life Deck are not all known to the scenario; the judge lists them (`life_deck.top`)"
            )));
        };
        let non_combat = s.filter.types.iter().any(|t| t == "Non-Combat");
        // A look at the top cards is no search: Dragon Ball Immunity does not apply.
        let fits = |b: &Battle, c: CardId| qualifies(b.state.def(c), &s.filter, !s.look);
        let what = crate::engine::filters::describe(&s.filter);
        let looked = if top.is_empty() {
            "none: the Life Deck is empty".to_string()
        } else {
            self.state.names(&top)
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            if s.look {
                format!("{source}: {me} looks at the top {n} card(s) of {p}'s Life Deck ({looked}) and takes 1 of them")
            } else {
                format!(
                    "{source}: {me} searches the top {n} card(s) of {p}'s Life Deck ({looked}) for {}",
                    crate::engine::filters::with_article(&what)
                )
            },
        );
        if non_combat {
            log.cite(self.cite(Rule::NonCombatKinds));
        }
        let qualifying: Vec<CardId> = top.iter().copied().filter(|&c| fits(self, c)).collect();
        let found = if qualifying.is_empty() {
            None
        } else {
            let picked = self.take_choices(me, 1);
            let Some(name) = picked.first() else {
                if s.look {
                    return Err(EngineError::Script {
                        expected: format!(
                            "{me}'s `choose`: the card he puts in his hand, one of the top {n} ({})",
                            self.state.names(&qualifying)
                        ),
                        found: "nothing chosen".into(),
                    });
                }
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: the {what} card found among the top {n} ({}), or \"none\" to fail the search (CRD \"Searching for Cards\")",
                        self.state.names(&qualifying)
                    ),
                    found: "nothing chosen".into(),
                });
            };
            if name.trim().eq_ignore_ascii_case("none") && !s.look {
                None
            } else {
                let Some(c) = top
                    .iter()
                    .copied()
                    .find(|&c| crate::corpus::names::same_name(self.state.name(c), name.trim()))
                else {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {name} is not among the top {n} cards of {p}'s Life Deck ({})",
                        self.state.names(&top)
                    )));
                };
                if !fits(self, c) {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {name} is not a {what} card"
                    )));
                }
                Some(c)
            }
        };
        let remaining: Vec<CardId> = top.iter().copied().filter(|&c| Some(c) != found).collect();
        match found {
            Some(c) if s.look => {
                let name = self.state.name(c).to_string();
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {me} takes {name}{}", if self.state.def(c).is_dragon_ball() {
                        " (a Dragon Ball: a look at the top cards is no search of the Life Deck, so Dragon Ball Immunity does not keep it out)"
                    } else {
                        ""
                    }),
                );
                self.state.take_from_zones(c);
                self.place(p, c, s.to, None, source, log)?;
            }
            Some(c) => {
                let name = self.state.name(c).to_string();
                log.note(
                    self.cite(Rule::Searching),
                    format!("{source}: {me} finds {name} and shows it to {}", me.other()),
                );
                self.state.take_from_zones(c);
                self.place(p, c, s.to, None, source, log)?;
            }
            None => log.note(
                self.cite(Rule::Searching),
                format!(
                    "{source}: {me} finds no {what} card{}: the search fails",
                    if qualifying.is_empty() {
                        " among them"
                    } else {
                        " (he chose to fail the search)"
                    }
                ),
            ),
        }
        log.note(
            self.cite(Rule::GoldenRule),
            format!(
                "{source}: the card itself says where the remaining cards go, so the Life Deck is not shuffled"
            ),
        );
        damage::check_survival(&self.state, &self.rules, log, p);
        self.search_top.remaining = Some((p, remaining));
        Ok(())
    }

    /// "... and remove the other 2 from the game": the cards looked at and not taken.
    fn remaining_removed(&mut self, source: &str, log: &mut Log) -> Result<()> {
        let Some((p, rest)) = self.search_top.remaining.take() else {
            return Err(EngineError::Unresolvable(format!(
                "{source}: \"the other\" cards follow no look at the top of a Life Deck; the judge resolves it"
            )));
        };
        for &c in &rest {
            self.state.take_from_zones(c);
            self.state.player_mut(p).removed.push(c);
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {} removed from the game",
                if rest.is_empty() {
                    "no other card is".to_string()
                } else {
                    format!("{} (the other cards looked at)", self.state.names(&rest))
                }
            ),
        );
        Ok(())
    }

    /// The cards looked at and not taken, back to the Life Deck in the order `me` names them:
    /// to its bottom (the last named at the bottom) or, `on_top`, on its top (the first named on
    /// top; Namekian Scouting's "put the rest back in any order on top of the Life Deck").
    fn remaining_back(
        &mut self,
        me: PlayerId,
        on_top: bool,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let end = if on_top { "top" } else { "bottom" };
        let Some((p, rest)) = self.search_top.remaining.take() else {
            return Err(EngineError::Unresolvable(format!(
                "{source}: \"the remaining cards\" follow no search of the top of a Life Deck; the judge resolves it"
            )));
        };
        let order: Vec<CardId> = if rest.len() <= 1 {
            rest.clone()
        } else {
            let names = self.take_choices(me, rest.len());
            if names.len() < rest.len() {
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: the order in which the {} remaining cards ({}) go to the {end} of {p}'s Life Deck, the {} (the order is {me}'s choice: \"in any order\")",
                        rest.len(),
                        self.state.names(&rest),
                        if on_top { "first named on top" } else { "last named at the bottom" }
                    ),
                    found: if names.is_empty() {
                        "no order given".into()
                    } else {
                        names.join(", ")
                    },
                });
            }
            let mut order = Vec::new();
            for n in &names {
                let Some(c) = rest.iter().copied().find(|&c| {
                    !order.contains(&c) && crate::corpus::names::same_name(self.state.name(c), n)
                }) else {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {n} is not one of the remaining cards ({})",
                        self.state.names(&rest)
                    )));
                };
                order.push(c);
            }
            order
        };
        for &c in &order {
            self.state.take_from_zones(c);
        }
        let deck = &mut self.state.player_mut(p).life_deck;
        if on_top {
            deck.known.splice(0..0, order.iter().copied());
        } else {
            deck.bottom.extend(order.iter().copied());
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {} to the {end} of {p}'s Life Deck, in this order ({})",
                if order.is_empty() {
                    "no remaining card goes".to_string()
                } else {
                    format!("{} go", self.state.names(&order))
                },
                if on_top {
                    "the first on top"
                } else {
                    "the last at the bottom"
                }
            ),
        );
        Ok(())
    }

    /// The Drill in play (either side) that lets a player's Straining Move card be unstoppable.
    fn effortless_drill(&self) -> Option<(CardId, String)> {
        PlayerId::BOTH.iter().find_map(|&p| {
            self.state
                .drill_with(p, &Effect::StrainingMoveUnstoppable)
                .map(|c| (c, self.state.name(c).to_string()))
        })
    }

    /// Takes the Trunks Effortless Drill declaration out of the action's `choose` (step 1,
    /// before the card's own choices are read). True when it was declared.
    pub(in crate::engine) fn effortless_drill_strip(
        &self,
        mut action: crate::engine::action::Action,
    ) -> (crate::engine::action::Action, bool) {
        let at = action
            .choose
            .iter()
            .position(|s| s.trim().eq_ignore_ascii_case(EFFORTLESS));
        if let Some(i) = at {
            action.choose.remove(i);
        }
        (action, at.is_some())
    }

    /// Trunks Effortless Drill, right after the attack is announced and before any "When you
    /// perform an attack" effect (CRD ruling on the card).
    pub(in crate::engine) fn effortless_drill_declare(
        &mut self,
        me: PlayerId,
        declared: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let Some(att) = self.attack.as_ref() else {
            return Ok(());
        };
        let found = self.effortless_drill();
        // Not declared and no such Drill in play: nothing to say.
        if !declared && found.is_none() {
            return Ok(());
        }
        let name = att.name.clone();
        let is_attack = att.attack.is_some();
        let from_card = matches!(
            att.source,
            crate::engine::battle::Source::Hand(_) | crate::engine::battle::Source::InPlay(_)
        );
        let drill = found.as_ref().map(|(_, n)| n.clone());
        let straining = if from_card {
            straining_move(&name)
        } else {
            Some(false)
        };
        if !declared {
            if let (Some(drill), true, Some(true)) = (&drill, is_attack, straining) {
                log.note(
                    self.cite(Rule::MayRule),
                    format!(
                        "{drill}: {me} does not declare it for {name} (to declare it, name \"{EFFORTLESS}\" in the `choose` of the action performing the attack)"
                    ),
                );
            }
            return Ok(());
        }
        let Some(drill) = drill else {
            return Err(EngineError::Illegal(format!(
                "{me} declares {EFFORTLESS} for {name}, but no {EFFORTLESS} is in play"
            )));
        };
        if !is_attack {
            return Err(EngineError::Illegal(format!(
                "{drill} is declared when a Straining Move card's attack is performed (CRD ruling on the card); {name} performs no attack"
            )));
        }
        match straining {
            Some(true) => {}
            Some(false) => {
                return Err(EngineError::Illegal(format!(
                    "{drill}: {name} is not a Straining Move card"
                )))
            }
            None => {
                return Err(EngineError::Unresolvable(format!(
                    "judge resolves: whether {name} is a \"Straining Move card\" for {drill} (no document defines the term; the engine reads it as a title \"Straining ... Move\")"
                )))
            }
        }
        if self.search_top.effortless_used[slot(me)] {
            return Err(EngineError::Illegal(format!(
                "{drill}: once per Combat, and {me} already declared it this Combat"
            )));
        }
        if self.search_top.effortless_used[slot(me.other())] {
            return Err(EngineError::Unresolvable(format!(
                "judge resolves: {} already declared {drill} this Combat; its text (\"Once per Combat, a player may choose ...\") does not say whether that counts for each player or for the card",
                me.other()
            )));
        }
        if let Some((card, _)) = found {
            self.search_top_cite_ruling(card, log);
        }
        self.search_top.effortless_used[slot(me)] = true;
        if let Some(spec) = self.attack.as_mut().and_then(|a| a.attack.as_mut()) {
            spec.cannot_be_stopped = true;
            spec.cannot_be_prevented = true;
        }
        log.cite(self.cite(Rule::DrillCards));
        log.note(
            self.cite(Rule::StoppingUnstoppable),
            format!(
                "{drill}: {me} declares it as {name} is performed (CRD ruling: before any \"When you perform an attack\" effect): {name} cannot be stopped"
            ),
        );
        log.note(
            self.cite(Rule::DamagePrevention),
            format!("{drill}: the damage of {name} cannot be prevented"),
        );
        account.push(format!(
            "{me} declares {drill}: {name} cannot be stopped or prevented"
        ));
        Ok(())
    }

    /// The Orange Focusing Drill protecting this candidate from being discarded or removed, if
    /// any: one of its owner's other Drills in play.
    pub(in crate::engine) fn drill_protected_by(&self, c: &Candidate) -> Option<String> {
        if c.ally {
            return None;
        }
        let drills = &self.state.player(c.side).in_play.drills;
        if !drills.contains(&c.id) {
            return None;
        }
        let guard = drills.iter().copied().find(|&d| {
            self.state
                .def(d)
                .effects
                .contains(&Effect::DrillsProtectedUnlessLevel)
        })?;
        let guard_name = self.state.name(guard).to_string();
        if crate::corpus::names::same_name(self.state.name(c.id), &guard_name)
            || self
                .state
                .def(c.id)
                .effects
                .contains(&Effect::DrillsProtectedUnlessLevel)
        {
            return None;
        }
        Some(guard_name)
    }

    /// Says which candidates of an effect discarding or removing cards in play Orange Focusing
    /// Drill keeps in play (they are left out of [`Battle::pick`]).
    pub(in crate::engine) fn note_drill_protected(
        &self,
        cands: &[Candidate],
        source: &str,
        log: &mut Log,
    ) {
        for c in cands {
            let Some(guard) = self.drill_protected_by(c) else {
                continue;
            };
            let name = self.state.name(c.id);
            if let Some(card) = self
                .state
                .drill_with(c.side, &Effect::DrillsProtectedUnlessLevel)
            {
                self.search_top_cite_ruling(card, log);
            }
            let changed = self.state.level_card(&self.state.player(c.side).mp)
                != self.search_top.start_levels[slot(c.side)];
            log.note(
                self.cite(Rule::DrillCards),
                format!(
                    "{guard}: {}'s {name} cannot be discarded or removed from the game ({source} leaves it in play)",
                    c.side
                ),
            );
            if changed {
                log.judge.push(format!(
                    "judge resolves: {}'s level changed this Combat; {guard} protects the Drills \"unless you advance or lose a Personality level\" and does not say for how long, so whether {name} can now be discarded or removed ({source}) is the judge's call (the engine left it in play)",
                    c.side
                ));
            }
        }
    }

    /// Black Disarray Drill: the Drill that makes this discard random, when `me`'s card effect
    /// makes his opponent discard from the hand.
    pub(in crate::engine) fn hand_discard_at_random(
        &self,
        me: PlayerId,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> bool {
        let p = s.player.of(me);
        if s.random
            || s.from != SearchIn::Hand
            || s.to != crate::engine::effects::Destination::Discard
            || p == me
        {
            return false;
        }
        let Some(drill) = self
            .state
            .drill_with(me, &Effect::OpponentHandDiscardsAtRandom)
        else {
            return false;
        };
        self.search_top_cite_ruling(drill, log);
        let drill = self.state.name(drill).to_string();
        log.cite(self.cite(Rule::DrillCards));
        log.note(
            self.cite(Rule::RandomDiscards),
            format!(
                "{drill}: {p} would discard from his hand because of {me}'s card effect ({source}): the cards are discarded at random instead; the judge draws them at random, and the cards named in {me}'s `choose` are the ones drawn, not {p}'s choice"
            ),
        );
        true
    }
}
