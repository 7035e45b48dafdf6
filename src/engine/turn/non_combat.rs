//! The Non-Combat Step (CRD 3.0.0 Sequence of Play, item 2): the attacker plays Allies,
//! Non-Combats, Locations, Battlegrounds and Dragon Balls from the hand. A Dragon Ball does what it
//! says right after it is played (the 7th in play wins at once); a Battleground or Location
//! replaces the one in play (removed from the game) and makes the attacker skip the Combat Step; an
//! Ally enters at 3 above 0 under the level, same-Ally, Majin and Cell Jr. rules (CRD 3.0.0
//! "Putting Allies into Play"); a Drill under the Styled Drills rules (CRD 3.0.0 "Styled
//! Drills").

use super::{hand_card, Game};
use crate::engine::action::{Action, Verb};
use crate::engine::card_kinds::{self, CardKind};
use crate::engine::citations as c;
use crate::engine::effects::in_play::battleground_texts::Placement;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Personality, PlayerId};
use crate::engine::{EngineError, Result};

/// What kind of Non-Combat Step play a card is, by its type.
enum Play {
    DragonBall,
    Place,
    Ally,
    Drill,
    NonCombat,
}

impl Game {
    /// Plays the attacker's `play` actions until the script gives another action.
    pub(super) fn non_combat(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<super::TurnStepName> {
        let me = self.pos.attacker;
        let mut played = 0;
        while let Some(a) = self
            .table
            .peek()
            .filter(|a| matches!(a.verb, Verb::Play | Verb::Use))
            .cloned()
        {
            if a.verb == Verb::Use {
                // A Non-Combat card in play whose text keeps its use to this step.
                let Some(card) = self.non_combat_step_card_in_play(me, &a) else {
                    break;
                };
                self.table.take_action();
                self.use_in_non_combat_step(me, card, &a, log, account)?;
                played += 1;
                continue;
            }
            if a.player != me {
                return Err(EngineError::Illegal(format!(
                    "{} may not play {} in {me}'s Non-Combat Step: \"The Defender plays only during the Combat Step and the Rejuvenation Step\" ({})",
                    a.player,
                    a.card.as_deref().unwrap_or("a card"),
                    c::CRD_TURN.id
                )));
            }
            // After a first play, a play the rules refuse leaves the plays before it standing:
            // the step ends before it, and it is refused in a step of its own, which names it
            // (docs/scenario-format.md `non_combat`: "the plays before it standing").
            let before = (played > 0).then(|| (self.clone(), log.clone(), account.len()));
            self.table.take_action();
            if let Err(refused) = self.play(me, &a, log, account) {
                let Some((game, kept_log, kept)) = before else {
                    return Err(refused);
                };
                *self = game;
                *log = kept_log;
                account.truncate(kept);
                return Ok(super::TurnStepName::NonCombat);
            }
            played += 1;
            if log.victory.is_some() {
                break;
            }
        }
        if played == 0 {
            account.push(format!("{me} plays no card in the Non-Combat Step"));
        }
        Ok(super::TurnStepName::PowerUp)
    }

    fn play(
        &mut self,
        me: PlayerId,
        a: &Action,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let name = a.card.as_deref().unwrap_or_default();
        let state = self.table.state();
        let Some(card) = hand_card(state, me, name) else {
            return Err(EngineError::Illegal(format!(
                "{me} has no {name:?} in the hand to play in the Non-Combat Step"
            )));
        };
        // `prohibitions`: "No dragon balls may be played while this drill is in play".
        self.table.refuse_prohibited_card(me, Some(card), name)?;
        // `prohibitions::play_limits`: "Opponents can only play 1 dragon ball on their turn".
        self.table
            .refuse_past_turn_limit(me, card, name, &self.played_this_turn, log)?;
        let non_combat_before = self.non_combat_played();
        self.played_this_turn.push(card);
        if let Some(plays) = &mut self.table.turn_plays {
            plays.played.push((me, card));
        }
        let state = self.table.state();
        let def = state.def(card);
        let ty = def.card_type.to_ascii_lowercase();
        let kind = if def.is_dragon_ball() {
            Play::DragonBall
        } else if ty == "battleground" || ty == "location" {
            Play::Place
        } else if ty == "personality" {
            Play::Ally
        } else if def.is_drill() {
            Play::Drill
        } else if ty.contains("non-combat") {
            Play::NonCombat
        } else if matches!(
            self.table.step_timing_of(card),
            Some((crate::engine::effects::timing::Timing::NonCombatStep, _, _))
        ) {
            return self.use_in_non_combat_step(me, card, a, log, account);
        } else {
            return Err(EngineError::Illegal(format!(
                "{} is a {} card: the Non-Combat Step plays \"Allies, Non-Combats, Locations, Battlegrounds and Dragon Balls\" ({})",
                def.name,
                def.card_type,
                c::CRD_TURN_2.id
            )));
        };
        // A ruling saying the card is not the Drill or Dragon Ball its title makes it (Bulma
        // Finds a Drill) decided where it goes: cited.
        for k in [CardKind::Drill, CardKind::DragonBall] {
            if let Some(st) = def.kind_statement(&k) {
                card_kinds::cite(log, &def.name, st);
            }
        }
        // A cost the Battleground in play puts on a Named card (Master Roshi's Island).
        self.table.named_card_play_cost(me, card, log, account)?;
        let placed = match kind {
            Play::DragonBall => self.play_dragon_ball(me, card, a, log, account),
            Play::Place => self.play_place(me, card, log, account),
            Play::Ally => self.play_ally(me, card, a.separate_ally, log, account),
            Play::Drill | Play::NonCombat => {
                self.non_combat_hand_limit(me, card, non_combat_before, log)?;
                let drill = matches!(kind, Play::Drill);
                if drill {
                    if let Some(why) = self.table.styled_drill_clash(me, card) {
                        // The refused Drill's own rulings (a ruling saying what Drill it is).
                        let mut own = Log::default();
                        self.table.cite_card_rulings(card, &mut own);
                        let rulings: String = own
                            .rulings
                            .iter()
                            .map(|r| format!("; its ruling {r}"))
                            .collect();
                        return Err(EngineError::Illegal(format!(
                            "{me} may not play {name}: {why} ({}{rulings})",
                            self.table.cite(Rule::StyledDrills).id
                        )));
                    }
                    // The permission said, with the Drill rule that gives it.
                    if let Some((why, rules, allowed_by)) =
                        self.table.drill_placement_allowed(me, card)
                    {
                        for r in rules {
                            log.cite(self.table.cite(r));
                        }
                        if let Some(by) = allowed_by {
                            self.table.cite_card_rulings(by, log);
                        }
                        log.notes.push(why);
                    }
                }
                let unused_before =
                    crate::engine::battle::drills_used_together::unused_drills(&self.table.state);
                let st = &mut self.table.state;
                st.take_from_zones(card);
                let zone = &mut st.player_mut(me).in_play;
                if drill {
                    zone.drills.push(card);
                } else {
                    zone.non_combat.push(card);
                }
                let name = self.table.state().name(card).to_string();
                log.note(c::CRD_TURN_2, format!("{me} places {name} face-up in play"));
                account.push(format!("{me} places {name} in play"));
                // A Drill now in play with a Drill its own text "cannot be used with".
                for (p, d) in
                    crate::engine::battle::drills_used_together::unused_drills(&self.table.state)
                {
                    if !unused_before.contains(&(p, d)) {
                        self.table.drills_used_together_note(p, d, log);
                    }
                }
                self.on_placement(me, card, a, log, account)
            }
        };
        placed?;
        // `placements`: the cards in play that wait for a card of this kind placed into play.
        let fired = self.table.placement_triggers(me, card, c::CRD_TURN_2, log);
        account.extend(fired);
        Ok(())
    }

    /// A Non-Combat card `me` places from the hand, after `placed` others this turn, under
    /// the limit of an opponent's card in play ("Your opponents may only place 1 Non-Combat card
    /// in play from their hand during their turn", Blue Holding Drill as its CRD 3.0.0 ruling
    /// rewrites it): refused past the limit, quoting it and citing the ruling; said when allowed.
    fn non_combat_hand_limit(
        &self,
        me: PlayerId,
        card: CardId,
        placed: u32,
        log: &mut Log,
    ) -> Result<()> {
        let Some((drill, owner, n)) = self.table.non_combat_hand_limit(me) else {
            return Ok(());
        };
        let t = self.table.state();
        let (name, drill_name) = (t.name(card), t.name(drill));
        let rule = format!(
            "{owner}'s {drill_name} reads \"Your opponents may only place {n} Non-Combat card{} in play from their hand during their turn\"",
            if n == 1 { "" } else { "s" }
        );
        if placed >= n {
            return Err(EngineError::Illegal(format!(
                "{me} may not place {name} in play: {rule}, and {me} has placed {placed} this turn ({}, {})",
                self.table.cite(Rule::DrillCards).id,
                crate::engine::effects::in_play::drill_limits_resolve::BLUE_HOLDING_RULING
            )));
        }
        self.table.cite_card_rulings(drill, log);
        log.note(
            self.table.cite(Rule::DrillCards),
            format!(
                "{rule}: {name} is {me}'s Non-Combat card number {} of {n} this turn",
                placed + 1
            ),
        );
        Ok(())
    }

    /// A card whose text acts "When you place this card in play": its effects done now, then
    /// the card goes where its text sends it after use ("Remove from the game after use").
    fn on_placement(
        &mut self,
        me: PlayerId,
        card: CardId,
        action: &Action,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let def = self.table.state().def(card).clone();
        let now: Vec<Effect> = def
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::OnPlacement(v) => Some(v.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        if now.is_empty() {
            return Ok(());
        }
        self.table.cite_card_rulings(card, log);
        log.note(
            c::CRD_TURN_2,
            format!("{}: done when it is placed in play", def.name),
        );
        let sentences = std::sync::Arc::clone(&def.sentences);
        self.table
            .apply_placed(me, &now, action, &sentences, &def.name, log)?;
        let went = self.table.put_away(me, card, &def.effects, log);
        account.push(format!("{} {went}", def.name));
        Ok(())
    }

    /// "If you play a Dragon Ball, you do what it tells you to right after you play it"; the
    /// 7th of a set in play wins at once ("If you get the last of the 7 Dragon Balls by playing
    /// it, you win").
    fn play_dragon_ball(
        &mut self,
        me: PlayerId,
        card: CardId,
        a: &Action,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let def = self.table.state().def(card).clone();
        // A Drill that forbids cards that end Combat keeps a Dragon Ball that ends it in the hand.
        self.table.check_combat_enders(Some(card), &def.name)?;
        self.table.state.take_from_zones(card);
        self.table
            .state
            .player_mut(me)
            .in_play
            .dragon_balls
            .push(card);
        log.note(
            c::CRD_TURN_2,
            format!(
                "{me} plays {} and does what it tells right after playing it",
                def.name
            ),
        );
        log.cite(self.table.cite(Rule::DragonBalls));
        account.push(format!("{me} plays {}", def.name));
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        for r in &def.rulings {
            log.cite_ruling(r);
        }
        // Blank while a card in play says so (No, Really Drill?): its powers are not used.
        if !self.table.placed_blank(me, card, log) {
            self.dragon_ball_powers_on_play(me, card, &def, a, log)?;
        }
        self.table.dragon_ball_victory_check(log);
        self.say_mixed_dragon_ball_sets(log);
        Ok(())
    }

    /// A Dragon Ball's powers used right after it is played (its printed text to the judge where
    /// it differs, an unread power to the judge).
    fn dragon_ball_powers_on_play(
        &mut self,
        me: PlayerId,
        card: CardId,
        def: &crate::engine::state::CardDef,
        a: &Action,
        log: &mut Log,
    ) -> Result<()> {
        self.table.printed_text_to_judge(card, log);
        if def.effects.is_empty() && !def.text.trim().is_empty() {
            log.judge.push(format!(
                "judge resolves: {}'s power, used right after it is played: \"{}\"",
                def.name,
                def.text.trim()
            ));
        } else if !def.effects.is_empty() {
            let now = self.dragon_ball_effects_placed(me, card, log);
            let sentences = std::sync::Arc::clone(&def.sentences);
            let before = super::hand_discards::hands(self.table.state());
            self.table
                .apply_placed(me, &now, a, &sentences, &def.name, log)?;
            // A hand its power took cards from: the cards in play waiting for that event.
            self.hand_discards_to_judge(&before, &def.name, me, log);
        }
        Ok(())
    }

    /// "If a Battleground or Location card is played and there is already one in play, you
    /// remove the Battleground or Location card that is already in play from the game"; not one
    /// of the same name.
    fn play_place(
        &mut self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let cite = self.table.cite(Rule::Battlegrounds);
        let st = self.table.state();
        let def = st.def(card);
        let (name, ty) = (def.name.clone(), def.card_type.clone());
        let old: Vec<(PlayerId, CardId)> = PlayerId::BOTH
            .into_iter()
            .filter_map(|p| st.player(p).in_play.battleground.map(|b| (p, b)))
            .collect();
        if old
            .iter()
            .any(|&(_, b)| st.name(b).eq_ignore_ascii_case(&name))
        {
            return Err(EngineError::Illegal(format!(
                "{name} is already in play: \"You cannot place a Battleground or Location card into play if there is already a Battleground or Location card of the same name in play\" ({})",
                cite.id
            )));
        }
        for (p, b) in old {
            // Its own "when it leaves play" sentences, while it is still in play.
            self.table
                .placement_sentences_to_judge(p, b, Placement::Leaves, log);
            let owner = self.table.state().owner(b);
            let gone = self.table.state().name(b).to_string();
            self.table.state.player_mut(p).in_play.battleground = None;
            self.table.state.player_mut(owner).removed.push(b);
            log.note(
                cite,
                format!("{gone} ({p}'s) is removed from the game, not discarded: {name} comes into play"),
            );
        }
        self.table.state.take_from_zones(card);
        self.table.state.player_mut(me).in_play.battleground = Some(card);
        log.note(
            c::CRD_TURN_2,
            format!("{me} places the {ty} {name} face-up in play"),
        );
        account.push(format!("{me} plays the {ty} {name}"));
        // Its own "When this Location enters play" sentences (CRD 3.0.0 "Battleground and
        // Location Cards"), unread by the engine: to the judge now.
        self.table
            .placement_sentences_to_judge(me, card, Placement::Enters, log);
        Ok(())
    }

    /// The Non-Combat cards (Drills included) the attacker placed in play from the hand this
    /// turn, for a limit an opponent's card in play puts on them (Blue Holding Drill).
    fn non_combat_played(&self) -> u32 {
        let st = self.table.state();
        let n = self
            .played_this_turn
            .iter()
            .filter(|&&c| {
                let d = st.def(c);
                d.is_drill() || d.card_type.to_ascii_lowercase().contains("non-combat")
            })
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The Battleground or Location placed in this turn's Non-Combat Step: (name, type).
    pub(super) fn place_played(&self) -> Option<(String, String)> {
        let st = self.table.state();
        self.played_this_turn.iter().find_map(|&c| {
            let d = st.def(c);
            let ty = d.card_type.to_ascii_lowercase();
            (ty == "battleground" || ty == "location")
                .then(|| (d.name.clone(), d.card_type.clone()))
        })
    }

    /// "When you place Allies into play, they must be the same personality level as your Main
    /// Personality or lower, and you may not have more than one Personality of the same Ally in
    /// play at one time"; Majin and Cell Jr. Allies; an Ally's next level overlays it.
    fn play_ally(
        &mut self,
        me: PlayerId,
        card: CardId,
        separate: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        use crate::engine::effects::piles::ally_entry::{ally_entry, AllyEntry};
        let cite = self.table.cite(Rule::PuttingAlliesIntoPlay);
        let st = self.table.state();
        let def = st.def(card).clone();
        let who = def.personality_name().to_string();
        let refuse = |why: String| {
            Err(EngineError::Illegal(format!(
                "{me} may not play {} as an Ally: {why} ({})",
                def.name, cite.id
            )))
        };
        let in_play = st
            .player(me)
            .allies
            .iter()
            .any(|a| st.personality_def(a).personality_name() == who);
        if separate && in_play {
            return Err(self.table.separate_ally_refused(me, &def.name, &who));
        }
        match ally_entry(st, me, card) {
            Err(why) => return refuse(why.words(me)),
            Ok(AllyEntry::Overlay(i)) => {
                // Overlaying: the next level of an Ally in play goes on top of it.
                let top = def.top_stage();
                let ally = &mut self.table.state.player_mut(me).allies[i];
                ally.levels.push(card);
                ally.current = ally.levels.len() - 1;
                ally.stage = top;
                self.table.state.take_from_zones(card);
                log.note(
                    self.table.cite(Rule::OverlayingAllies),
                    format!(
                        "{me} overlays {who} with {}: set at its highest power stage ({top} above 0)",
                        def.name
                    ),
                );
                account.push(format!("{me} overlays {who} with {}", def.name));
                return Ok(());
            }
            Ok(AllyEntry::New) => {}
        }
        let mut stage = self.table.rules.turn.ally_entry_stage;
        // The Battleground or Location in play: "Allies placed into play start at 6 power stages
        // above 0" (Snake Way), never above the Ally's highest stage.
        let table = crate::engine::effects::in_play::battleground_rules_resolve::ally_entry_stage(
            self.table.state(),
        );
        if let Some((place, n)) = table {
            let top = def.top_stage();
            stage = n.min(top);
            crate::engine::effects::in_play::battleground_rules_resolve::cite_battleground(
                self.table.state(),
                &self.table.rules,
                place,
                log,
            );
            log.note(
                c::CRD_TURN_2,
                format!(
                    "{} (the Location in play) says \"Allies placed into play start at {n} power stages above 0\": {} enters at {stage}, not {}",
                    self.table.state().name(place),
                    def.name,
                    self.table.rules.turn.ally_entry_stage
                ),
            );
        }
        self.table.state.take_from_zones(card);
        self.table.state.player_mut(me).allies.push(Personality {
            levels: vec![card],
            current: 0,
            stage,
            attached: Vec::new(),
        });
        log.note(
            c::CRD_TURN_2,
            format!(
                "{me} plays {} as an Ally, set at {stage} power stages above 0",
                def.name
            ),
        );
        log.cite(cite);
        // The Battleground or Location in play: "When a player puts an Ally into play, his
        // opponent discards the top card of his Life Deck" (Snake Way).
        let discards =
            crate::engine::effects::in_play::battleground_rules_resolve::ally_entry_discards(
                self.table.state(),
            );
        if let Some((place, n)) = discards {
            let opp = me.other();
            crate::engine::effects::in_play::battleground_rules_resolve::cite_battleground(
                self.table.state(),
                &self.table.rules,
                place,
                log,
            );
            log.note(
                c::CRD_TURN_2,
                format!(
                    "{} (the Location in play): {me} put an Ally into play, so {opp} discards the top {n} card(s) of its Life Deck",
                    self.table.state().name(place)
                ),
            );
            crate::engine::damage::lose_life_cards(
                &mut self.table.state,
                &self.table.rules,
                log,
                opp,
                n,
            );
        }
        account.push(format!("{me} plays the Ally {}", def.name));
        Ok(())
    }
}
