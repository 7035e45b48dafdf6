//! Capturing Dragon Balls (CRD 3.0.0 "Dragon Balls", "Capturing Dragon Balls"): finding the
//! Dragon Ball named, capturing it, and "Capture a Dragon Ball" as a card effect.

use super::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// "Capture a Dragon Ball" as a card effect: the attacker's `capture` choice, else the next
    /// name of the card's `choose` when it names a Dragon Ball the opponent has in play (a card
    /// capture is a choice the card asks for, CRD 3.0.0 "Capturing Dragon Balls": "Card
    /// Captures").
    pub(in crate::engine) fn capture_effect(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        let cite = self.cite(Rule::LifeCardCapture);
        let named = self
            .attack
            .as_ref()
            .filter(|_| me == self.pos.attacker)
            .and_then(|a| a.action.capture.clone())
            .or_else(|| {
                // A card placed outside an attack (a Dragon Ball in the Non-Combat Step).
                self.placing
                    .as_ref()
                    .filter(|a| a.player == me)
                    .and_then(|a| a.capture.clone())
            });
        if named.is_none()
            && self
                .state
                .player(me.other())
                .in_play
                .dragon_balls
                .is_empty()
        {
            log.note(
                cite,
                format!(
                    "{source}: {} has no Dragon Ball in play: nothing is captured",
                    me.other()
                ),
            );
            return;
        }
        let choice = match named {
            Some(n) => Some(n),
            None => self.capture_chosen(me),
        };
        let Some(name) = choice else {
            log.note(
                cite,
                format!("{source}: {me} may capture a Dragon Ball and names none (`capture`)"),
            );
            return;
        };
        match self.find_dragon_ball(me.other(), &name) {
            Some(db) => self.capture(me, db, log, cite),
            None => log.note(
                cite,
                format!(
                    "{source}: {name} is not a Dragon Ball {} has in play; nothing is captured",
                    me.other()
                ),
            ),
        }
    }

    /// The next name of `me`'s `choose`, taken when it names a Dragon Ball his opponent has in
    /// play.
    fn capture_chosen(&mut self, me: PlayerId) -> Option<String> {
        let (names, _) = self.piles_action(me);
        let at = self.choices_taken[usize::from(me == PlayerId::P2)];
        let next = names.get(at)?;
        self.find_dragon_ball(me.other(), next)?;
        self.take_choices(me, 1).pop()
    }

    pub(in crate::engine) fn find_dragon_ball(
        &self,
        owner: PlayerId,
        name: &str,
    ) -> Option<CardId> {
        self.state
            .player(owner)
            .in_play
            .dragon_balls
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))
    }

    pub(in crate::engine) fn capture(
        &mut self,
        me: PlayerId,
        db: CardId,
        log: &mut Log,
        cite: crate::engine::citations::Citation,
    ) {
        if self.capture_barred(me, db, log, cite) {
            return;
        }
        let name = self.state.name(db).to_string();
        let owner = me.other();
        let had_powers = !self
            .state
            .player(owner)
            .game
            .dragon_ball_powers_unused
            .contains(&db)
            && self
                .state
                .def(db)
                .effects
                .iter()
                .any(|e| matches!(e, Effect::WhileYouControl(_)));
        self.state.take_from_zones(db);
        self.state
            .player_mut(owner)
            .game
            .dragon_ball_powers_unused
            .retain(|&c| c != db);
        if had_powers {
            log.note(
                self.cite(Rule::DragonBalls),
                format!("{owner} no longer controls {name}: its \"while you control\" powers end for {owner} (\"If a Dragon Ball produces a floating effect and the Dragon Ball is captured, the floating effect is cancelled\")"),
            );
        }
        self.state.player_mut(me).in_play.dragon_balls.push(db);
        log.note(cite, format!("{me} captures {name}"));
        if self.state.owner(db) != me {
            log.note(
                self.cite(Rule::Ownership),
                format!(
                    "{name} stays {}'s card: {me} controls it",
                    self.state.owner(db)
                ),
            );
        }
        if !self.state.def(db).effects.is_empty() {
            self.captured_powers(me, db, log);
        }
        // Dragon Ball Victory by capture waits for the start of the next turn.
        let set = self.state.def(db).dragon_ball_set().to_string();
        let count = dragon_balls_by_set(&self.state, me)
            .into_iter()
            .find(|(s, _)| *s == set)
            .map_or(0, |(_, n)| n);
        if count >= 7 {
            log.note(
                self.cite(Rule::DragonBallVictory),
                format!("{me} controls 7 {set} Dragon Balls by capture: {me} wins at the start of its next turn if it still controls them"),
            );
            log.pending_dragon_ball_victory = Some(me);
        }
    }

    /// True (and said) when `me` may not capture `db` from his opponent: a Drill or Non-Combat
    /// card of the opponent's in play ("Dragon Balls you control may not be captured while this
    /// Drill is in play", its ruling cited) or a floating effect ("your Dragon Balls cannot be
    /// captured for the remainder of Combat") protects it.
    pub(in crate::engine) fn capture_barred(
        &self,
        me: PlayerId,
        db: CardId,
        log: &mut Log,
        cite: crate::engine::citations::Citation,
    ) -> bool {
        let owner = me.other();
        if !self.state.player(owner).in_play.dragon_balls.contains(&db) {
            return false;
        }
        let name = self.state.name(db);
        // Lasting effects — "your Dragon Balls cannot be captured for the remainder of Combat".
        if let Some(by) = self.lasting_protects_dragon_balls(owner) {
            log.note(
                self.cite(Rule::FloatingEffects),
                format!("{me} cannot capture {name}: {by}'s floating effect protects {owner}'s Dragon Balls"),
            );
            return true;
        }
        // "Dragon Balls you control may not be captured while this Drill is in play."
        let protector = self
            .state
            .player(owner)
            .in_play
            .drills
            .iter()
            .chain(self.state.player(owner).in_play.non_combat.iter())
            .find(|&&c| {
                crate::engine::battle::acts_in_play(&self.state, owner, c)
                    && self
                        .state
                        .def(c)
                        .effects
                        .contains(&Effect::DragonBallsCannotBeCaptured)
            })
            .copied();
        let Some(c) = protector else {
            return false;
        };
        let by = self.state.name(c);
        if let Some(r) = &self.state.def(c).text_source {
            log.cite_ruling(r);
        }
        log.note(
            cite,
            format!("{me} cannot capture {name}: {by} is in play for {owner}"),
        );
        true
    }

    /// "Remove all Earth Dragon Balls in play and in all Life Decks from the game": each Dragon
    /// Ball of `set` ("Alt." ones too) in play or known in a Life Deck goes to its owner's removed
    /// pile (CRD 3.0.0 "Dragon Balls"); a Life Deck's unknown cards are the judge's to look
    /// through.
    pub(in crate::engine) fn remove_dragon_balls_of_set(
        &mut self,
        set: &str,
        source: &str,
        log: &mut Log,
    ) {
        let of_set = |st: &crate::engine::state::BoardState, c: CardId| {
            let def = st.def(c);
            def.is_dragon_ball()
                && def
                    .dragon_ball_set()
                    .trim_start_matches("Alt.")
                    .trim()
                    .eq_ignore_ascii_case(set)
        };
        let st = &self.state;
        let found: Vec<CardId> = PlayerId::BOTH
            .into_iter()
            .flat_map(|p| {
                let pl = st.player(p);
                pl.in_play
                    .dragon_balls
                    .iter()
                    .copied()
                    .chain(pl.life_deck.known_cards())
                    .collect::<Vec<_>>()
            })
            .filter(|&c| of_set(st, c))
            .collect();
        let cite = self.cite(Rule::DragonBalls);
        for c in found {
            let owner = self.state.owner(c);
            let name = self.state.name(c).to_string();
            self.state.take_from_zones(c);
            self.state.player_mut(owner).removed.push(c);
            log.note(
                cite,
                format!("{source}: {name} ({owner}'s) is removed from the game"),
            );
        }
        for p in PlayerId::BOTH {
            let unknown = self.state.player(p).life_deck.unknown_below;
            if unknown > 0 {
                log.judge.push(format!(
                    "judge resolves: {source}: {p}'s Life Deck holds {unknown} card(s) the board does not name; any {set} Dragon Ball among them is removed from the game too"
                ));
            }
        }
    }

    /// The capturer's choice for a captured Dragon Ball's powers (CRD 3.0.0 "Capturing Dragon
    /// Balls": "you must choose to use all or none of its powers when you capture it"), from his
    /// action's `capture_powers`: none is said, and its "while you control" powers do not apply
    /// for him; all is said and its powers are used for him as when it is played, its "while you
    /// control" powers then his (a power the engine does not read goes to the judge); not said,
    /// the judge asks and none is applied.
    fn captured_powers(&mut self, me: PlayerId, db: CardId, log: &mut Log) {
        let def = self.state.def(db).clone();
        let name = def.name.clone();
        let choice = self
            .attack
            .as_ref()
            .and_then(|a| {
                if me == self.pos.attacker {
                    a.action.capture_powers
                } else {
                    a.defender_action.as_ref().and_then(|d| d.capture_powers)
                }
            })
            .or_else(|| {
                self.placing
                    .as_ref()
                    .filter(|a| a.player == me)
                    .and_then(|a| a.capture_powers)
            });
        let cite = self.cite(Rule::LifeCardCapture);
        let unused = &mut self.state.player_mut(me).game.dragon_ball_powers_unused;
        unused.retain(|&c| c != db);
        if choice != Some(true) {
            unused.push(db);
        }
        match choice {
            Some(false) => log.note(
                cite,
                format!("{me} chooses to use none of {name}'s powers"),
            ),
            Some(true) => {
                log.note(cite, format!("{me} chooses to use all of {name}'s powers"));
                self.use_dragon_ball_powers(me, db, log);
            }
            None => log.judge.push(format!(
                "judge resolves: {me} chooses to use all or none of {name}'s powers (the action's `capture_powers`: true or false)"
            )),
        }
    }

    /// All of a Dragon Ball's powers used for `me` at once: when a card effect places it in
    /// play for him (CRD 3.0.0 "Dragon Balls": "When you play a Dragon Ball, you immediately use
    /// its effects") or he captures it choosing all of them. Its "while you control" powers are
    /// his from then; a power the engine does not read (or cannot use now) goes to the judge
    /// with the card's text.
    pub(in crate::engine) fn use_dragon_ball_powers(
        &mut self,
        me: PlayerId,
        db: CardId,
        log: &mut Log,
    ) {
        // A blank text box (`blank_text`): no power to use.
        if self.powers_blank(me, db, log) {
            return;
        }
        let def = self.state.def(db).clone();
        let name = def.name.clone();
        let judged = def.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Manual(_)
                    | Effect::EndCombat
                    | Effect::SkipNextCombatForcedInto
                    | Effect::DragonBallPower(_)
            )
        });
        if judged {
            log.judge.push(format!(
                "judge resolves: {me} uses all of {name}'s powers: \"{}\"",
                def.text.trim()
            ));
            return;
        }
        if def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::WhileYouControl(_)))
        {
            log.note(
                self.cite(Rule::DragonBalls),
                format!("{name}'s \"while you control\" powers are now {me}'s, for as long as {me} controls it"),
            );
        }
        if let Err(e) = self.apply_effects(me, &def.effects, &name, log) {
            log.judge.push(format!(
                "judge resolves: {me} uses all of {name}'s powers: \"{}\" ({e})",
                def.text.trim()
            ));
        }
    }

    /// Dragon Ball Victory (CRD 3.0.0 "How To Win"): "You win the game the moment you control
    /// all 7 Dragon Balls of the same set"; a player who made his 7th by capturing it from his
    /// opponent waits for the start of his next turn (checked after every step).
    pub(in crate::engine) fn dragon_ball_victory_check(&self, log: &mut Log) {
        // Seven of a set need seven in play (`complete_set`): most steps settle it here.
        let sevens = PlayerId::BOTH
            .into_iter()
            .any(|p| self.state.player(p).in_play.dragon_balls.len() >= 7);
        if !sevens {
            return;
        }
        for p in PlayerId::BOTH {
            if self.pending_dragon_ball_victory == Some(p)
                || log.pending_dragon_ball_victory == Some(p)
            {
                continue;
            }
            if let Some(set) = complete_set(&self.state, p) {
                // A card that bars this victory for some of the player's turns.
                if crate::engine::effects::victories::victory_bars_for_turns::victory_barred(
                    &self.state,
                    &self.rules,
                    log,
                    p,
                    VictoryKind::DragonBall,
                ) {
                    continue;
                }
                let set = if set.is_empty() {
                    "one".to_string()
                } else {
                    set
                };
                log.win(
                    p,
                    VictoryKind::DragonBall,
                    self.cite(Rule::DragonBallVictory),
                    format!("{p} controls all 7 Dragon Balls of the {set} set: {p} wins by the Dragon Ball Victory"),
                );
            }
        }
    }
}

/// The set of which `p` controls all 7 Dragon Balls, if one ("" for Dragon Balls whose name
/// states no set): the Dragon Ball Victory's count (CRD 3.0.0 "Dragon Ball Victory").
pub(in crate::engine) fn complete_set(
    state: &crate::engine::state::BoardState,
    p: PlayerId,
) -> Option<String> {
    // Seven of a set need seven in play: fewer settle it without counting.
    if state.player(p).in_play.dragon_balls.len() < 7 {
        return None;
    }
    dragon_balls_by_set(state, p)
        .into_iter()
        .find(|(_, n)| *n >= 7)
        .map(|(s, _)| s)
}

/// The Dragon Balls `p` controls, counted by set in the order first met ("" for Dragon Balls
/// whose name states no set): an "Alt." printing counts with its set, and a set's Dragon Ball
/// counts once however many printings of it are controlled (the victory needs "all 7").
pub(in crate::engine) fn dragon_balls_by_set(
    state: &crate::engine::state::BoardState,
    p: PlayerId,
) -> Vec<(String, usize)> {
    let mut sets: Vec<(String, usize)> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for &c in &state.player(p).in_play.dragon_balls {
        let def = state.def(c);
        if !def.card_type.eq_ignore_ascii_case("Dragon Ball") {
            continue;
        }
        let ball = def.dragon_ball_of_set();
        if seen.iter().any(|b| b.eq_ignore_ascii_case(ball)) {
            continue;
        }
        seen.push(ball);
        let set = def.dragon_ball_set().to_string();
        match sets.iter_mut().find(|(s, _)| *s == set) {
            Some(e) => e.1 += 1,
            None => sets.push((set, 1)),
        }
    }
    sets
}
