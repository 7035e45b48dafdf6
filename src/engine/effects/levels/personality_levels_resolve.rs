//! Execution of `levels::personality_levels`: personality levels lost, anger per unit counted, Dragon
//! Balls taken out of play, the Sensei Deck, and personalities raised to their highest power
//! stage.
//!
//! Rules applied (CRD 3.0.0):
//! - "Taking Them Down A Notch": a Main Personality loses a level only from card effects; the
//!   player sets its power stages to 5 above 0 on the lower level, whatever they were, and
//!   discards the Drills in play ("Drill Cards" says the same). A Main Personality at its lowest
//!   level has no lower level to lose: nothing happens.
//! - "Anger": a level lost in another way than 5 anger leaves the anger level unchanged.
//! - "Main Personalities": the level left is no longer in play; the personality itself stays.
//! - "Sensei Cards": the Sensei Deck is a deck of its own; cards removed from it go to the
//!   removed-from-the-game pile ("Remove from the Game"). Cards taken "at random" are the ones
//!   the judge saw taken, named in the action's `choose`.
//! - "Discarding Dragon Balls" / "Dragon Balls": a Dragon Ball leaving play goes to its owner's
//!   Life Deck as the card says ("Ownership": a card leaving play reverts to its owner).
//! - "Personality Cards": a personality at its highest power stage goes no higher.
//!
//! A choice the rules leave to a player is read from the action's `choose`; when it is not
//! given and not forced the engine stops and names it. The engine never picks.

use crate::engine::effects::{
    AngerPer, DragonBallsToLifeDeck, Effect, LevelGain, LevelLoss, SenseiRemoved, SetTo,
    StageTarget, Who, Whose,
};
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;

/// A personality on the table: a player's Main Personality or one of its Allies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who2 {
    Mp(PlayerId),
    Ally(PlayerId, usize),
}

impl Battle {
    /// Executes one effect of `levels::personality_levels` for `me`.
    pub(in crate::engine) fn levels_effect(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let who = |w: Who| match w {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        match e {
            Effect::LowerLevel(LevelLoss { player, by }) => {
                let p = who(*player);
                let cur = self.state.player(p).mp.current;
                let target = cur.saturating_sub(*by as usize);
                self.lower_to_index(p, target, *by, source, log);
            }
            Effect::AdvanceLevel(LevelGain { player, by }) => {
                self.advance_level(who(*player), *by, source, log)
            }
            Effect::LowerLevelTo(SetTo { player, to }) => {
                let p = who(*player);
                let levels = self.state.player(p).mp.levels.clone();
                let cur = self.state.player(p).mp.current;
                let found = levels
                    .iter()
                    .position(|&c| self.state.def(c).level == Some(*to));
                match found {
                    Some(i) if i < cur => self.lower_to_index(p, i, (cur - i) as u32, source, log),
                    Some(_) => log.note(
                        self.cite(Rule::LosingLevels),
                        format!("{source}: {p}'s Main Personality is at level {to} or lower: it loses no level"),
                    ),
                    None => {
                        let level = self.state.personality_def(&self.state.player(p).mp).level;
                        if level.is_some_and(|l| l <= *to) {
                            log.note(
                                self.cite(Rule::LosingLevels),
                                format!("{source}: {p}'s Main Personality is at level {to} or lower: it loses no level"),
                            );
                        } else {
                            log.judge.push(format!(
                                "judge resolves: {source}: {p}'s level {to} card is not on the board (list the Main Personality's `levels`)"
                            ));
                        }
                    }
                }
            }
            Effect::AdvanceLevelTo(SetTo { player, to }) => {
                self.advance_level_to(who(*player), *to, source, log)
            }
            Effect::AngerPer(AngerPer {
                player,
                each,
                count,
            }) => match self.count(me, count) {
                Ok(n) => {
                    log.note(
                        self.cite(Rule::SecondaryEffects),
                        format!("{source}: {n} counted ({}): anger {each:+} per unit", count.describe()),
                    );
                    levels::change_anger(
                        &mut self.state,
                        &self.rules,
                        log,
                        who(*player),
                        each * n as i32,
                    );
                }
                Err(why) => log.judge.push(format!(
                    "judge resolves: {source}: the anger change counts {}, which the engine cannot count: {}",
                    count.describe(),
                    why.0
                )),
            },
            Effect::SenseiRemoved(s) => self.sensei_removed(me, who(s.player), s, source, log)?,
            Effect::DragonBallsToLifeDeck(d) => self.dragon_balls_to_life_deck(me, d, source, log)?,
            Effect::HighestStageOf(t) => self.highest_stage_of(me, t, source, log)?,
            _ => {}
        }
        Ok(())
    }

    /// The Main Personality of `p` advances `by` levels by a card effect, through
    /// [`levels::raise_level`] (which checks the Most Powerful Personality Victory). "Anger": its
    /// anger is not changed. CRD 3.0.0 does not say at which power stage it stands on the new
    /// level: the stage is left as it was and the judge is told.
    fn advance_level(&mut self, p: PlayerId, by: u32, source: &str, log: &mut Log) {
        let cite = self.cite(Rule::Anger);
        let rules = self.rules.clone();
        let gained = levels::raise_level(
            &mut self.state,
            &rules,
            log,
            p,
            by as usize,
            |state, log, drills| {
                let pl = state.player(p);
                let stage = pl.mp.stage;
                let name = state.personality_def(&pl.mp).name.clone();
                log.note(
                    cite,
                    format!("{source}: {p}'s Main Personality advances to {name}; anger is not changed; {drills} Drill(s) discarded"),
                );
                log.judge.push(format!(
                    "judge resolves: {source}: CRD 3.0.0 does not say at which power stage a Main Personality stands after a card effect advances it; the engine leaves it at stage {stage}"
                ));
            },
        );
        if gained == 0 {
            log.note(
                self.cite(Rule::Anger),
                format!("{source}: {p}'s Main Personality is at its highest listed level: it advances no level"),
            );
        }
    }

    /// "Advance your Main Personality to level N": as many levels as lie between its current level
    /// card and its level N card on the board (CRD 3.0.0 "Anger": a level advanced by a card
    /// effect); none when it is at level N or higher; the judge places a level N card the board
    /// does not list.
    fn advance_level_to(&mut self, p: PlayerId, to: u32, source: &str, log: &mut Log) {
        let mp = &self.state.player(p).mp;
        let cur = mp.current;
        let found = mp
            .levels
            .iter()
            .position(|&c| self.state.def(c).level == Some(to));
        let level_now = self.state.personality_def(mp).level;
        match found {
            Some(i) if i > cur => self.advance_level(p, (i - cur) as u32, source, log),
            _ if level_now.is_some_and(|l| l >= to) => log.note(
                self.cite(Rule::Anger),
                format!("{source}: {p}'s Main Personality is at level {to} or higher: it advances no level"),
            ),
            _ => log.judge.push(format!(
                "judge resolves: {source}: {p}'s Main Personality advances to level {to}, but the board lists no level {to} card (list the Main Personality's `levels`)"
            )),
        }
    }

    /// The Main Personality of `p` goes down to the level card at `target` (an index of its
    /// levels). `by` is the number of levels the effect asks for.
    fn lower_to_index(&mut self, p: PlayerId, target: usize, by: u32, source: &str, log: &mut Log) {
        let cite = self.cite(Rule::LosingLevels);
        let cur = self.state.player(p).mp.current;
        let level_now = self.state.personality_def(&self.state.player(p).mp).level;
        if target >= cur {
            if level_now.is_some_and(|l| l > 1) {
                // The board does not list the lower level card: the judge places it.
                log.judge.push(format!(
                    "judge resolves: {source}: {p}'s Main Personality loses {by} level(s), but the board lists no lower level card (list the Main Personality's `levels`)"
                ));
            } else {
                log.note(
                    cite,
                    format!("{source}: {p}'s Main Personality is at its lowest level: it has no lower level to lose"),
                );
            }
            return;
        }
        let lost = cur - target;
        if (lost as u32) < by {
            log.note(
                cite,
                format!("{source}: {p}'s Main Personality has only {lost} lower level(s): it loses {lost} of the {by} asked"),
            );
        }
        let before = self
            .state
            .personality_def(&self.state.player(p).mp)
            .name
            .clone();
        let had_drills = !self.state.player(p).in_play.drills.is_empty();
        {
            let pl = self.state.player_mut(p);
            pl.mp.current = target;
            let levels = pl.mp.levels.clone();
            pl.powers_used.level_changed(&levels);
        }
        let discarded =
            crate::engine::effects::in_play::protected_cards_resolve::level_change_discards_drills(
                &mut self.state,
                log,
                p,
            );
        let def = self.state.personality_def(&self.state.player(p).mp);
        let (after, top) = (def.name.clone(), def.top_stage());
        let stage = 5.min(top);
        self.state.player_mut(p).mp.stage = stage;
        log.cite(self.cite(Rule::MainPersonalityLevels));
        log.note(
            cite,
            format!(
                "{source}: {p}'s Main Personality loses {lost} personality level(s): {before} -> {after}, set to {stage} power stage(s) above 0{}; {} Drill(s) discarded",
                if stage < 5 { " (its highest)" } else { "" },
                discarded
            ),
        );
        if had_drills {
            log.cite(self.cite(Rule::DrillCards));
        }
        log.note(
            self.cite(Rule::Anger),
            format!("a level lost to a card effect leaves {p}'s anger unchanged"),
        );
    }

    /// Cards of `p`'s Sensei Deck removed from the game: all of them, the cards named in `me`'s
    /// `choose`, or every card when no more are left than asked.
    fn sensei_removed(
        &mut self,
        me: PlayerId,
        p: PlayerId,
        s: &SenseiRemoved,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let deck = self.state.player(p).sensei.clone();
        let forced = s.all || deck.len() <= s.count as usize;
        let taken: Vec<CardId> = if forced {
            deck.clone()
        } else {
            let names = self.take_choices(me, s.count as usize);
            let mut picked = Vec::new();
            for n in &names {
                let found = deck.iter().copied().find(|&c| {
                    !picked.contains(&c) && crate::corpus::names::same_name(self.state.name(c), n)
                });
                match found {
                    Some(c) => picked.push(c),
                    None => {
                        return Err(EngineError::Illegal(format!(
                            "{source}: {n} is not in {p}'s Sensei Deck"
                        )))
                    }
                }
            }
            if picked.len() < s.count as usize {
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: the {} card(s) of {p}'s Sensei Deck ({} cards) removed{}",
                        s.count,
                        deck.len(),
                        if s.random {
                            " at random (the cards the judge saw taken)"
                        } else {
                            ""
                        }
                    ),
                    found: if names.is_empty() {
                        "no names".into()
                    } else {
                        names.join(", ")
                    },
                });
            }
            picked
        };
        let names: Vec<String> = taken
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        let pl = self.state.player_mut(p);
        pl.sensei.retain(|c| !taken.contains(c));
        pl.removed.extend(taken.iter().copied());
        log.cite(self.cite(Rule::RemoveFromGame));
        log.note(
            self.cite(Rule::SenseiDeck),
            format!(
                "{source}: {} card(s) of {p}'s Sensei Deck removed from the game{}: {}",
                taken.len(),
                if s.random && !forced {
                    " at random"
                } else {
                    ""
                },
                if names.is_empty() {
                    "none (the Sensei Deck is empty)".to_string()
                } else {
                    names.join(", ")
                }
            ),
        );
        Ok(())
    }

    /// Dragon Balls in play placed at the bottom of their owner's Life Deck, named in `me`'s
    /// `choose` unless the choice is forced.
    fn dragon_balls_to_life_deck(
        &mut self,
        me: PlayerId,
        d: &DragonBallsToLifeDeck,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let sides: Vec<PlayerId> = match d.whose {
            Whose::You => vec![me],
            Whose::Opponent => vec![me.other()],
            Whose::Any => vec![me, me.other()],
        };
        let mut candidates: Vec<CardId> = sides
            .iter()
            .flat_map(|&p| self.state.player(p).in_play.dragon_balls.clone())
            .collect();
        if d.captured {
            // A card capture first (CRD 3.0.0 "Capturing Dragon Balls": "Card Captures"): a
            // Dragon Ball its controller's cards keep from capture is not taken.
            let cite = self.cite(Rule::LifeCardCapture);
            candidates.retain(|&db| !self.capture_barred(me, db, log, cite));
        }
        let forced = d.min == d.max && candidates.len() <= d.min as usize
            || candidates.len() <= d.min.min(1) as usize;
        let taken: Vec<CardId> = if forced {
            candidates.clone()
        } else {
            let names = self.take_choices(me, d.max as usize);
            let mut picked = Vec::new();
            for n in &names {
                let found = candidates.iter().copied().find(|&c| {
                    !picked.contains(&c) && crate::corpus::names::same_name(self.state.name(c), n)
                });
                match found {
                    Some(c) => picked.push(c),
                    None => {
                        return Err(EngineError::Illegal(format!(
                            "{source}: {n} is not one of the Dragon Balls in play it may take"
                        )))
                    }
                }
            }
            let least = (d.min as usize).min(candidates.len());
            if picked.len() < least {
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: {} Dragon Ball(s) in play ({} may be taken)",
                        if d.min == d.max {
                            d.min.to_string()
                        } else {
                            format!("{} to {}", d.min, d.max)
                        },
                        candidates.len()
                    ),
                    found: if names.is_empty() {
                        "no names".into()
                    } else {
                        names.join(", ")
                    },
                });
            }
            picked
        };
        for &db in &taken {
            let owner = self.state.cards[db as usize].owner;
            if d.captured {
                let from = sides
                    .iter()
                    .copied()
                    .find(|&p| self.state.player(p).in_play.dragon_balls.contains(&db))
                    .unwrap_or(owner);
                log.note(
                    self.cite(Rule::LifeCardCapture),
                    format!(
                        "{source}: {me} captures {} from {from}; its powers are not used (the card's CRD ruling), and it leaves play",
                        self.state.name(db)
                    ),
                );
                // Its "while you control" powers end for the player who controlled it.
                self.state
                    .player_mut(from)
                    .game
                    .dragon_ball_powers_unused
                    .retain(|&c| c != db);
            }
            self.state.take_from_zones(db);
            self.state.player_mut(owner).life_deck.bottom.push(db);
        }
        if d.shuffle && !taken.is_empty() {
            // "Shuffle ... into his Life Deck": each owner's Life Deck is shuffled once.
            for p in PlayerId::BOTH {
                if taken
                    .iter()
                    .any(|&c| self.state.cards[c as usize].owner == p)
                {
                    self.state.player_mut(p).life_deck.shuffle();
                }
            }
            log.cite(self.cite(Rule::Shuffling));
        }
        let names: Vec<String> = taken
            .iter()
            .map(|&c| {
                format!(
                    "{} (to {}'s Life Deck)",
                    self.state.name(c),
                    self.state.cards[c as usize].owner
                )
            })
            .collect();
        log.cite(self.cite(Rule::Ownership));
        log.note(
            self.cite(Rule::DragonBalls),
            format!(
                "{source}: Dragon Ball(s) {} their owner's Life Deck: {}",
                if d.shuffle {
                    "shuffled into"
                } else {
                    "placed at the bottom of"
                },
                if names.is_empty() && d.captured {
                    "none captured".to_string()
                } else if names.is_empty() {
                    "none in play that it may take".to_string()
                } else {
                    names.join(", ")
                }
            ),
        );
        Ok(())
    }

    /// Every personality on the table, Main Personalities first.
    fn personalities(&self) -> Vec<Who2> {
        let mut out = Vec::new();
        for p in PlayerId::BOTH {
            out.push(Who2::Mp(p));
        }
        for p in PlayerId::BOTH {
            for i in 0..self.state.player(p).allies.len() {
                out.push(Who2::Ally(p, i));
            }
        }
        out
    }

    fn personality_at(&self, w: Who2) -> Option<&crate::engine::state::Personality> {
        match w {
            Who2::Mp(p) => Some(&self.state.player(p).mp),
            Who2::Ally(p, i) => self.state.player(p).allies.get(i),
        }
    }

    fn personality_name_of(&self, w: Who2) -> String {
        let pl = match w {
            Who2::Mp(p) => &self.state.player(p).mp,
            Who2::Ally(p, i) => match self.state.player(p).allies.get(i) {
                Some(a) => a,
                None => return String::new(),
            },
        };
        self.state.personality_def(pl).name.clone()
    }

    /// Keeps the one personality this card's effect chose, for a later "that personality"
    /// (`AttackInProgress::chosen_personality`).
    fn note_chosen_personality(&mut self, w: Who2, source: &str) {
        let (player, pl) = match w {
            Who2::Mp(p) => (p, Some(&self.state.player(p).mp)),
            Who2::Ally(p, i) => (p, self.state.player(p).allies.get(i)),
        };
        let name = pl.map(|pl| (player, self.personality_identity(pl)));
        if let (Some(a), Some(name)) = (self.attack.as_mut().filter(|a| a.name == source), name) {
            a.chosen_personality = Some(name);
        }
    }

    fn raise_to_highest(&mut self, w: Who2, source: &str, log: &mut Log) {
        match w {
            Who2::Mp(p) => {
                log.notes.push(format!("{source}: {p}'s Main Personality"));
                levels::highest_stage(&mut self.state, &self.rules, log, p)
            }
            Who2::Ally(p, i) => {
                let Some(ally) = self.state.player(p).allies.get(i) else {
                    return;
                };
                let def = self.state.personality_def(ally);
                let (name, top) = (def.name.clone(), def.top_stage());
                let before = ally.stage;
                if let Some(a) = self.state.player_mut(p).allies.get_mut(i) {
                    a.stage = top;
                }
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {p}'s Ally {name} raised to its highest power stage: {before} -> {top}"),
                );
            }
        }
    }

    /// Personalities raised to their highest power stage; one chosen through `me`'s `choose`
    /// when the card leaves the choice.
    fn highest_stage_of(
        &mut self,
        me: PlayerId,
        t: &StageTarget,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let all = self.personalities();
        let mine = |w: &Who2| matches!(w, Who2::Mp(p) | Who2::Ally(p, _) if *p == me);
        let (candidates, one): (Vec<Who2>, bool) = match t {
            StageTarget::AnyPersonality => (all, true),
            StageTarget::OneOfYours => (all.into_iter().filter(mine).collect(), true),
            StageTarget::AnyAlly => (
                all.into_iter()
                    .filter(|w| matches!(w, Who2::Ally(..)))
                    .collect(),
                true,
            ),
            StageTarget::AllOfYours => {
                // "Power up to full" names the player: every personality of his (CRD
                // "Referencing", `stages::player_stages`).
                if !self.state.player(me).allies.is_empty() {
                    log.cite(self.cite(Rule::Referencing));
                }
                (all.into_iter().filter(mine).collect(), false)
            }
            StageTarget::All => (all, false),
            StageTarget::Named(n) => {
                // The one identity function ("Vegeta The Ready Lv.1" is Vegeta, a stack is the
                // personality of its level 1: `identity::is_named`).
                let named: Vec<Who2> = all
                    .into_iter()
                    .filter(|&w| {
                        self.personality_at(w)
                            .is_some_and(|pl| self.is_named(pl, n))
                    })
                    .collect();
                if named.len() != 1 {
                    log.judge.push(format!(
                        "judge resolves: {source}: {} personality named {n} is in play",
                        if named.is_empty() {
                            "no"
                        } else {
                            "more than one"
                        }
                    ));
                    return Ok(());
                }
                (named, false)
            }
        };
        if candidates.is_empty() {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: no personality it may raise is in play"),
            );
            return Ok(());
        }
        if !one || candidates.len() == 1 {
            if let [w] = candidates.as_slice() {
                self.note_chosen_personality(*w, source);
            }
            for w in candidates {
                self.raise_to_highest(w, source, log);
            }
            return Ok(());
        }
        let names = self.take_choices(me, 1);
        let Some(n) = names.first() else {
            let list: Vec<String> = candidates
                .iter()
                .map(|&w| self.personality_name_of(w))
                .collect();
            return Err(EngineError::Script {
                expected: format!(
                    "{me}'s `choose`: the personality {source} raises to its highest power stage ({})",
                    list.join(", ")
                ),
                found: "no names".into(),
            });
        };
        let n = n.to_lowercase();
        let matching: Vec<Who2> = candidates
            .iter()
            .copied()
            .filter(|&w| {
                let full = self.personality_name_of(w).to_lowercase();
                full == n || full.find(" lv").is_some_and(|i| full[..i] == n)
            })
            .collect();
        match matching.as_slice() {
            [w] => {
                self.raise_to_highest(*w, source, log);
                self.note_chosen_personality(*w, source);
                Ok(())
            }
            [] => Err(EngineError::Illegal(format!(
                "{source}: {n} is not a personality in play it may raise"
            ))),
            _ => Err(EngineError::Illegal(format!(
                "{source}: {n} names more than one personality in play; name the level card (\"Goku Lv.1\")"
            ))),
        }
    }
}
