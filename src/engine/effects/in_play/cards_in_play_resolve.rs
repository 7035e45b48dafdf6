//! Cards in play as the targets of effects: Allies, Drills, Non-Combat cards, Battlegrounds and
//! Locations discarded or removed from the game ([`Effect::InPlay`], and the requirement
//! [`Effect::InPlayToUse`] met when a card is played), every Ally of a player gaining or losing
//! power stages ([`Effect::AlliesStages`]) and life cards lost per card in play
//! ([`Effect::LoseLifeCardsPer`]).
//!
//! Rules applied (CRD 3.0.0): a card discarded or removed from play leaves play first ("Cards
//! Leaving Play") and goes to its owner's pile ("Ownership"); an Ally goes with every one of its
//! level cards, its owner choosing their order in the discard pile ("Overlaying Allies"); when
//! the Ally in control of Combat leaves play the Main Personality takes control again ("Allies
//! Taking Over Combat"); "Non-Combat card" takes both kinds the CRD names, Non-Drill and Drill
//! ("Non-Combat Cards"); fewer candidates than asked is the Do-What-You-Can Rule; a requirement
//! to use a card is not a cost ("What is a Requirement?") and is met when the card is played.
//!
//! Which cards are taken: every candidate when the count covers them all ("all", "up to 3" with
//! 2 in play); otherwise the cards the player names in the action's `choose` list. A choice
//! needed and not named is not made: a secondary effect is left to the judge with what it needs;
//! a requirement refuses the action.

use crate::engine::battle::Battle;
use crate::engine::effects::{
    AlliesStages, Effect, InPlayAct, InPlayCount, InPlayEffect, InPlayKind, LoseLifeCardsPer, Who,
    Whose,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Controller, PlayerId};
use crate::engine::{damage, EngineError, Result};

/// One card (or Ally) in play an effect may take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::engine) struct Candidate {
    /// Whose table it is on.
    pub(in crate::engine) side: PlayerId,
    /// The card; for an Ally, its current level card.
    pub(in crate::engine) id: CardId,
    /// True for an Ally.
    pub(in crate::engine) ally: bool,
}

pub(in crate::engine) fn kind_words(kinds: &[InPlayKind]) -> String {
    kinds
        .iter()
        .map(|k| match k {
            InPlayKind::Ally => "Ally",
            InPlayKind::Drill => "Drill",
            InPlayKind::NonCombat => "Non-Combat card",
            InPlayKind::NonDrill => "Non-Combat/Non-Drill card",
            InPlayKind::Battleground => "Battleground",
            InPlayKind::Location => "Location",
            InPlayKind::Attached => "attached card",
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// "up to 3 of p2's Ally or Drill cards in play".
pub(in crate::engine) fn describe(me: PlayerId, e: &InPlayEffect) -> String {
    let count = match e.count {
        InPlayCount::Exactly(n) => format!("{n}"),
        InPlayCount::UpTo(n) => format!("up to {n}"),
        InPlayCount::All => "all".to_string(),
        InPlayCount::AnyNumber => "any number".to_string(),
        InPlayCount::AllBut(n) => format!("all but {n} of each player's"),
    };
    let whose = match e.whose {
        Whose::You => format!("{me}'s"),
        Whose::Opponent => format!("{}'s", me.other()),
        Whose::Any => "either player's".to_string(),
    };
    format!("{count} of {whose} {} in play", effect_kind_words(e))
}

/// The kinds an in-play effect takes, with its Martial Arts Style ("Freestyle Drill").
pub(in crate::engine) fn effect_kind_words(e: &InPlayEffect) -> String {
    match e.style.as_deref() {
        Some(style) => format!("{style} {}", kind_words(&e.cards)),
        None => kind_words(&e.cards),
    }
}

impl Battle {
    /// The cards in play an in-play effect may take: its kinds on its players' tables, of its
    /// Martial Arts Style if it names one ("all Freestyle Drills in play", Orange Massacre).
    pub(in crate::engine) fn effect_candidates(
        &self,
        me: PlayerId,
        e: &InPlayEffect,
    ) -> Vec<Candidate> {
        let mut cands = self.in_play_candidates(&e.whose.sides(me), &e.cards);
        // CRD 3.0.0 "Styled Drills", "Freestyle Drills": a Drill's Style is the first word of its
        // title (`styled_drills_resolve::drill_style`); a Drill whose first word names none is a
        // Freestyle Drill.
        if let Some(style) = e.style.as_deref() {
            cands.retain(|c| match self.drill_style(c.id) {
                Some(s) => s.eq_ignore_ascii_case(style),
                None => style.eq_ignore_ascii_case("freestyle"),
            });
        }
        cands
    }

    /// The cards in play of these kinds on these players' tables, in table order.
    pub(in crate::engine) fn in_play_candidates(
        &self,
        sides: &[PlayerId],
        kinds: &[InPlayKind],
    ) -> Vec<Candidate> {
        let mut out = Vec::new();
        for &side in sides {
            let pl = self.state.player(side);
            let card = |id: CardId| Candidate {
                side,
                id,
                ally: false,
            };
            if kinds.contains(&InPlayKind::Ally) {
                out.extend(
                    pl.allies
                        .iter()
                        .filter_map(|a| self.state.level_card(a))
                        .map(|id| Candidate {
                            side,
                            id,
                            ally: true,
                        }),
                );
            }
            let non_combat = kinds.contains(&InPlayKind::NonCombat);
            if non_combat || kinds.contains(&InPlayKind::NonDrill) {
                out.extend(pl.in_play.non_combat.iter().copied().map(card));
            }
            if non_combat || kinds.contains(&InPlayKind::Drill) {
                out.extend(pl.in_play.drills.iter().copied().map(card));
            }
            // `in_play::attached`: the cards this side owns attached to any personality.
            if kinds.contains(&InPlayKind::Attached) {
                for host in PlayerId::BOTH {
                    let hp = self.state.player(host);
                    out.extend(
                        std::iter::once(&hp.mp)
                            .chain(hp.allies.iter())
                            .flat_map(|x| x.attached.iter().copied())
                            .filter(|&c| self.state.owner(c) == side)
                            .map(card),
                    );
                }
            }
            if let Some(b) = pl.in_play.battleground {
                let location = self.state.def(b).card_type.eq_ignore_ascii_case("Location");
                if (location && kinds.contains(&InPlayKind::Location))
                    || (!location && kinds.contains(&InPlayKind::Battleground))
                {
                    out.push(card(b));
                }
            }
        }
        out
    }

    /// True when a name given in `choose` names this candidate (a card's name, or an Ally's
    /// level name or personality name).
    pub(in crate::engine) fn names_candidate(&self, name: &str, c: &Candidate) -> bool {
        let def = self.state.def(c.id);
        def.name.eq_ignore_ascii_case(name)
            || (c.ally && def.personality_name().eq_ignore_ascii_case(name))
    }

    /// Takes the names at the head of `me`'s untaken `choose` that name one of these cards
    /// (each name once), as a search takes its names.
    fn take_names_of_picked<'a>(
        &mut self,
        me: PlayerId,
        picked: impl Iterator<Item = &'a Candidate>,
    ) {
        let picked: Vec<&Candidate> = picked.collect();
        let (names, _) = self.piles_action(me);
        let slot = usize::from(me == PlayerId::P2);
        let mut used = vec![false; picked.len()];
        while let Some(name) = names.get(self.choices_taken[slot]) {
            let Some(i) =
                (0..picked.len()).find(|&i| !used[i] && self.names_candidate(name, picked[i]))
            else {
                break;
            };
            used[i] = true;
            self.choices_taken[slot] += 1;
        }
    }

    /// The `choose` list of the action that used the card now resolving for `me`.
    pub(in crate::engine) fn choices_of(&self, me: PlayerId) -> Vec<String> {
        // `in_play::drill_events`: a triggered effect being used names its cards in its `use`
        // action.
        if let Some((who, choose)) = &self.firing {
            if *who == me {
                return choose.clone();
            }
        }
        let Some(att) = self.attack.as_ref() else {
            // A card placed outside an attack (a Dragon Ball in the Non-Combat Step).
            return self
                .placing
                .as_ref()
                .filter(|a| a.player == me)
                .map(|a| a.choose.clone())
                .unwrap_or_default();
        };
        if me == self.pos.attacker {
            att.action.choose.clone()
        } else {
            att.defender_action
                .as_ref()
                .map(|a| a.choose.clone())
                .unwrap_or_default()
        }
    }

    /// The candidates taken: all of them when the count covers them, else the ones named in
    /// `choose` (in its order). `Err` says what the player must choose.
    pub(in crate::engine) fn pick(
        &self,
        me: PlayerId,
        e: &InPlayEffect,
        choose: &[String],
    ) -> std::result::Result<(Vec<Candidate>, bool), String> {
        // `in_play::protected_cards`: cards another card keeps in play (Orange Focusing Drill's
        // Drills, "Your Allies in play cannot be discarded") are never taken.
        let (cands, kept): (Vec<Candidate>, Vec<Candidate>) = self
            .effect_candidates(me, e)
            .into_iter()
            .partition(|c| self.kept_in_play_by(c, e.act).is_none());
        let n = match e.count {
            InPlayCount::All => return Ok((cands, false)),
            InPlayCount::AllBut(keep) => return self.pick_all_but(e, keep, cands, kept, choose),
            InPlayCount::Exactly(n) | InPlayCount::UpTo(n) => n as usize,
            // The player's choice, however many there are.
            InPlayCount::AnyNumber => usize::MAX,
        };
        // A kept card the player chose counts as chosen: it stays, and no other card is taken
        // in its place (CRD "Conflicting Card Effects", "Do-What-You-Can Rule").
        let chose_kept = kept
            .iter()
            .filter(|c| choose.iter().any(|name| self.names_candidate(name, c)))
            .count()
            .min(n);
        let n = n - chose_kept;
        if chose_kept > 0 && n == 0 {
            return Ok((Vec::new(), true));
        }
        if cands.len() <= n && e.count != InPlayCount::AnyNumber {
            // Forced: every candidate (fewer than asked: do what you can).
            let short =
                matches!(e.count, InPlayCount::Exactly(_)) && cands.len() < n || chose_kept > 0;
            return Ok((cands, short));
        }
        let mut picked: Vec<Candidate> = Vec::new();
        for name in choose {
            if picked.len() == n {
                break;
            }
            let matching: Vec<&Candidate> = cands
                .iter()
                .filter(|c| !picked.contains(c) && self.names_candidate(name, c))
                .collect();
            let Some(first) = matching.first() else {
                continue;
            };
            if matching.iter().any(|c| c.side != first.side) {
                return Err(format!(
                    "`choose` names {name}, which both players have in play: which one is taken"
                ));
            }
            picked.push((*first).clone());
        }
        let enough = match e.count {
            InPlayCount::Exactly(_) => picked.len() == n,
            // None chosen is a choice too.
            InPlayCount::AnyNumber => true,
            _ => !picked.is_empty() || chose_kept > 0,
        };
        if enough {
            return Ok((picked, chose_kept > 0));
        }
        let names: Vec<&str> = cands.iter().map(|c| self.state.name(c.id)).collect();
        Err(format!(
            "{me} chooses {} (name them in the action's `choose`; candidates: {})",
            describe(me, e),
            names.join(", ")
        ))
    }

    /// Moves the picked candidates to their owners' discard or removed piles.
    pub(in crate::engine) fn take_in_play(
        &mut self,
        e: &InPlayEffect,
        picked: &[Candidate],
        source: &str,
        log: &mut Log,
    ) -> Vec<String> {
        let mut moved = Vec::new();
        for c in picked {
            let mut cards = Vec::new();
            if c.ally {
                let pl = self.state.player(c.side);
                let Some(i) = pl
                    .allies
                    .iter()
                    .position(|a| self.state.level_card(a) == Some(c.id))
                else {
                    continue;
                };
                let ally = self.state.player_mut(c.side).allies.remove(i);
                // The slot of the personality in control follows the Allies' new order; the Ally
                // in control leaving play hands control back to the Main Personality.
                let control = self.state.player(c.side).control;
                match control {
                    Controller::Ally(j) if j == i => {
                        self.state.player_mut(c.side).control = Controller::MainPersonality;
                        log.note(
                            self.cite(Rule::AlliesTakingOver),
                            format!(
                                "{} was in control of Combat for {} and left play: the Main Personality takes control of Combat again",
                                self.state.name(c.id),
                                c.side
                            ),
                        );
                    }
                    Controller::Ally(j) if j > i => {
                        self.state.player_mut(c.side).control = Controller::Ally(j - 1);
                    }
                    _ => {}
                }
                if ally.levels.len() > 1 && e.act != InPlayAct::RemoveFromGame {
                    log.cite(self.cite(Rule::OverlayingAllies));
                    log.judge.push(format!(
                        "judge resolves: {} chooses the order in which the {} levels of {} go to the {} (the engine placed them lowest level first)",
                        self.state.owner(c.id),
                        ally.levels.len(),
                        self.state.name(c.id),
                        if e.act == InPlayAct::Discard {
                            "discard pile"
                        } else {
                            "bottom of the Life Deck"
                        }
                    ));
                }
                // `in_play::attached`: cards attached to the Ally are discarded when it leaves play
                // (CRD 3.0.0 "Attaching Cards").
                let host = self.state.name(c.id).to_string();
                self.discard_attached_cards(&ally.attached, &host, log);
                cards.extend(ally.levels);
            } else {
                self.state.take_from_zones(c.id);
                cards.push(c.id);
            }
            for card in cards {
                let owner = self.state.owner(card);
                let pl = self.state.player_mut(owner);
                match e.act {
                    InPlayAct::Discard => pl.discard.push(card),
                    InPlayAct::RemoveFromGame => pl.removed.push(card),
                    InPlayAct::LifeDeckBottom => pl.life_deck.bottom.push(card),
                }
            }
            let name = self.state.name(c.id).to_string();
            let owner = self.state.owner(c.id);
            moved.push(if owner == c.side {
                name
            } else {
                format!("{name} (owned by {owner})")
            });
        }
        log.cite(self.cite(Rule::CardsLeavingPlay));
        log.cite(self.cite(Rule::Ownership));
        if e.act == InPlayAct::RemoveFromGame {
            log.cite(self.cite(Rule::RemoveFromGame));
        }
        if e.cards.contains(&InPlayKind::NonCombat) {
            log.cite(self.cite(Rule::NonCombatKinds));
        }
        if e.cards
            .iter()
            .any(|k| matches!(k, InPlayKind::Battleground | InPlayKind::Location))
        {
            log.cite(self.cite(Rule::Battlegrounds));
        }
        let verb = match e.act {
            InPlayAct::Discard => "discarded",
            InPlayAct::RemoveFromGame => "removed from the game",
            InPlayAct::LifeDeckBottom => "placed at the bottom of its owner's Life Deck",
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {} {verb}: {}",
                effect_kind_words(e),
                if moved.is_empty() {
                    "none in play that it may take".to_string()
                } else {
                    moved.join(", ")
                }
            ),
        );
        moved
    }

    /// `stops::stop_capabilities`: the Ally at `i` on `side`'s table leaves play by `act` (discarded or
    /// removed from the game), as an in-play effect taking it would. Returns its name.
    pub(in crate::engine) fn ally_leaves_play(
        &mut self,
        side: PlayerId,
        i: usize,
        act: InPlayAct,
        source: &str,
        log: &mut Log,
    ) -> Option<String> {
        let id = self
            .state
            .level_card(self.state.player(side).allies.get(i)?)?;
        let e = InPlayEffect {
            act,
            whose: Whose::Any,
            cards: vec![InPlayKind::Ally],
            count: InPlayCount::Exactly(1),
            style: None,
        };
        let c = Candidate {
            side,
            id,
            ally: true,
        };
        self.take_in_play(&e, &[c], source, log).into_iter().next()
    }

    /// A secondary or "If successful" effect discarding or removing cards in play.
    pub(in crate::engine) fn in_play_effect(
        &mut self,
        me: PlayerId,
        e: &InPlayEffect,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let choose = self.choices_of(me);
        // `in_play::ineligible_choices`: a name of a card in play the effect cannot take.
        self.refuse_ineligible_choice(me, e, &choose, source)?;
        // `piles::search_top`: Drills Orange Focusing Drill keeps in play;
        // `in_play::protected_cards`: the other cards kept in play, and a kept card chosen.
        let cands = self.effect_candidates(me, e);
        // A Style named ("all Freestyle Drills in play", Orange Massacre) is read from each
        // Drill's title: the sections that say so are cited.
        if e.style.is_some() {
            log.cite(crate::engine::citations::CRD_STYLED_DRILLS);
            log.cite(crate::engine::citations::CRD_FREESTYLE_DRILLS);
        }
        self.note_drill_protected(&cands, source, log);
        self.note_kept_in_play(me, &cands, e.act, &choose, source, log);
        match self.pick(me, e, &choose) {
            Ok((picked, short)) => {
                if short {
                    log.cite(self.cite(Rule::DoWhatYouCan));
                }
                if picked.is_empty() && short && !cands.is_empty() {
                    // Only kept cards were chosen: `note_kept_in_play` said so.
                    return Ok(());
                }
                // `dragon_balls::controlled_powers`: cards a controlled Dragon Ball has
                // discarded instead of removed from the game by an opponent's effect.
                let (instead, picked) = self.discarded_instead_of_removed(me, e, picked, log);
                let mut moved = Vec::new();
                if !instead.is_empty() {
                    let discard = InPlayEffect {
                        act: InPlayAct::Discard,
                        ..e.clone()
                    };
                    moved.extend(self.take_in_play(&discard, &instead, source, log));
                }
                // The names that chose these cards are taken, in order, so that a later choice
                // of the same card (a search) reads the next name (docs/scenario-format.md
                // `choose`: "in the order the effects ask"); a forced pick's name too, if given.
                self.take_names_of_picked(me, instead.iter().chain(picked.iter()));
                if !picked.is_empty() || instead.is_empty() {
                    moved.extend(self.take_in_play(e, &picked, source, log));
                }
                // `amounts`: "for each card discarded this way" counts what the attack's own
                // effect took.
                if let Some(a) = self.attack.as_mut().filter(|a| a.name == source) {
                    a.taken_this_way = a.taken_this_way.saturating_add(moved.len() as u32);
                }
            }
            Err(need) => log.judge.push(format!("judge resolves: {source}: {need}")),
        }
        Ok(())
    }

    /// The requirements to use a card ("Remove one of your Allies in play from the game to use
    /// this card"), met when `me` plays it: refused when no card can meet it or the player's
    /// choice is not named.
    pub(in crate::engine) fn in_play_requirements(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        choose: &[String],
        name: &str,
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::InPlayToUse(req) = e else {
                continue;
            };
            // `piles::search_top`: Drills Orange Focusing Drill keeps in play.
            let cands = self.effect_candidates(me, req);
            self.note_drill_protected(&cands, name, log);
            self.note_kept_in_play(me, &cands, req.act, choose, name, log);
            let (picked, short) = self.pick(me, req, choose).map_err(|need| {
                EngineError::Illegal(format!(
                    "{name} needs a choice to be played (CRD \"What is a Requirement?\"): {need}"
                ))
            })?;
            if picked.is_empty() || short {
                let kept: Vec<String> = cands
                    .iter()
                    .filter_map(|c| {
                        self.kept_in_play_by(c, req.act)
                            .map(|k| format!("{} keeps {} in play", k.name, self.state.name(c.id)))
                    })
                    .collect();
                let kept = if kept.is_empty() {
                    String::new()
                } else {
                    let rule = match req.act {
                        InPlayAct::Discard => "CRD \"Discarding your own cards for effects\": a player cannot use his own effects to discard cards kept from being discarded, nor effects that require it",
                        InPlayAct::RemoveFromGame | InPlayAct::LifeDeckBottom => "CRD \"Conflicting Card Effects\": the card that prohibits the instruction overrides the other card",
                    };
                    format!("; {} ({rule})", kept.join(", "))
                };
                return Err(EngineError::Illegal(format!(
                    "{name} cannot be played: its requirement ({}) cannot be met (CRD \"What is a Requirement?\"){kept}",
                    describe(me, req)
                )));
            }
            log.cite(self.cite(Rule::Requirement));
            self.take_in_play(req, &picked, &format!("{name} (to use it)"), log);
        }
        Ok(())
    }

    /// Ally `i` of `side` gains or loses `by` power stages, within its ladder; with `past_zero`,
    /// stages lost past its 0 stage are life cards its owner discards.
    pub(in crate::engine) fn ally_stages(
        &mut self,
        side: PlayerId,
        i: usize,
        by: i32,
        past_zero: bool,
        source: &str,
        log: &mut Log,
    ) {
        let Some(ally) = self.state.player(side).allies.get(i).cloned() else {
            return;
        };
        let top = self.state.personality_def(&ally).top_stage();
        let name = self.state.personality_def(&ally).name.clone();
        // `prohibitions::turn_spans`: "cannot gain power stages".
        if by > 0
            && crate::engine::effects::prohibitions::turn_spans::gain_barred(
                &self.state,
                &self.rules,
                log,
                side,
                &format!("Ally {name}"),
            )
        {
            return;
        }
        let target = i64::from(ally.stage) + i64::from(by);
        let after = target.clamp(0, i64::from(top)) as u32;
        if let Some(x) = self.state.player_mut(side).allies.get_mut(i) {
            x.stage = after;
        }
        // "For every 3 power stages you lose" counts an Ally's loss too (CRD "Referencing").
        if after < ally.stage {
            let c = &mut self.state.player_mut(side).combat;
            c.stages_lost_this_attack =
                c.stages_lost_this_attack.saturating_add(ally.stage - after);
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {side}'s Ally {name} stage {} -> {after}",
                ally.stage
            ),
        );
        if target < 0 && past_zero {
            let left = u32::try_from(-target).unwrap_or(u32::MAX);
            log.note(
                self.cite(Rule::Referencing),
                format!("{name} lost {left} power stage(s) past 0: {side} discards the top {left} life card(s)"),
            );
            damage::lose_life_cards(&mut self.state, &self.rules, log, side, left);
        }
    }

    /// Every Ally of a player gains or loses power stages. A loss past 0 (not "to a minimum of
    /// 0") discards the owner's top life card per stage left over: CRD 3.0.0 "Secondary Effects"
    /// says so of "you", and "Referencing" makes "you" every personality of that player.
    pub(in crate::engine) fn allies_stages(
        &mut self,
        me: PlayerId,
        a: &AlliesStages,
        source: &str,
        log: &mut Log,
    ) {
        for side in a.whose.sides(me) {
            let count = self.state.player(side).allies.len();
            for i in 0..count {
                self.ally_stages(side, i, a.by, !a.to_zero, source, log);
            }
            if count == 0 {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {side} has no Ally in play"),
                );
            }
        }
    }

    /// Life cards lost per card in play, counted now.
    pub(in crate::engine) fn lose_life_cards_per(
        &mut self,
        me: PlayerId,
        l: &LoseLifeCardsPer,
        source: &str,
        log: &mut Log,
    ) {
        let counted = self.in_play_candidates(&l.whose.sides(me), &l.cards).len() as u32;
        let p = match l.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {counted} {} counted: {p} loses {} life card(s)",
                kind_words(&l.cards),
                counted.saturating_mul(l.each)
            ),
        );
        if counted.saturating_mul(l.each) > 0 {
            damage::lose_life_cards(
                &mut self.state,
                &self.rules,
                log,
                p,
                counted.saturating_mul(l.each),
            );
        }
    }
}
