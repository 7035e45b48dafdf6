//! Resolving a card's effects in order (CRD 3.0.0 "Secondary Effects", "Floating Effects"): each
//! compiled effect applied to the board or handed to its concept, and cards moved between one
//! player's piles.

use super::{words, Battle};
use crate::engine::damage::{self};
use crate::engine::effects::Effect;
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{DeckEnd, PlayerId};
use crate::engine::Result;

impl Battle {
    /// Applies effects for `me` in order; returns how many were resolved. Fails when an effect
    /// needs a choice the action does not give. Each line of account names `source`, the card
    /// whose effects they are ([`Log::attribute`]).
    pub(in crate::engine) fn apply_effects(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<usize> {
        let mark = log.notes.len();
        let resolved = self.apply_effects_in_order(me, effects, source, log);
        log.attribute(mark, source);
        resolved
    }

    /// [`Battle::apply_effects`]' work: the effects resolved one after another.
    fn apply_effects_in_order(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<usize> {
        let mut n = 0;
        // A sentence left to the judge that decides whether the card's other effects happen at
        // all ("Use when ...", "... may pay 3 power stages ... to stop its effects") is said
        // before them: a victory they bring is never announced without it (audit s28: Clash of
        // the Titans, Ready for Action; CRD 3.0.0 "What is a Requirement?", "May" Rule).
        let gated = effects.len() > 1 && effects.iter().any(gates_the_card);
        if gated {
            for e in effects.iter().filter(|e| gates_the_card(e)) {
                if let Effect::Manual(sentence) = e {
                    log.judge.push(format!(
                        "judge resolves: {sentence} ({source}; said before its other effects, which it decides)"
                    ));
                }
            }
        }
        for (i, e) in effects.iter().enumerate() {
            if log.victory.is_some() {
                break;
            }
            if gated && gates_the_card(e) {
                continue;
            }
            // `piles::moved_card`: the cards this effect moves, kept when the next one asks
            // about "that card".
            let reads = crate::engine::effects::piles::moved_card::reads_moved_card;
            let reads_here = reads(e);
            let kept = if reads_here {
                self.moved_cards.clone()
            } else {
                self.moved_cards = None;
                None
            };
            let before = (!reads_here && effects.get(i + 1).is_some_and(reads))
                .then(|| self.pile_snapshot());
            let who = |w: crate::engine::effects::Who| match w {
                crate::engine::effects::Who::You => me,
                crate::engine::effects::Who::Opponent => me.other(),
            };
            match e {
                // `attack::copies`: the copy a stop owes its player for his next Attack Phase.
                Effect::CopyStoppedAttackNextPhase => self.owe_copy(me, source, log),
                Effect::Anger(c) => {
                    // `in_play::anger_lowered_at_zero`: a Drill of the card's user acts first.
                    if c.player == crate::engine::effects::Who::Opponent && c.by < 0 {
                        self.anger_lowered_at_zero(me, c.by.unsigned_abs(), log);
                    }
                    levels::change_anger(&mut self.state, &self.rules, log, who(c.player), c.by)
                }
                // `stages::player_stages`: every personality of the player (CRD "Referencing").
                Effect::PowerStages(c) => self.player_stages(who(c.player), c.by, false, source, log),
                Effect::PowerStagesToZero(c) => {
                    self.player_stages(who(c.player), c.by, true, source, log)
                }
                Effect::MainPersonalityStages(m) => self.named_main_personality_stages(me, m, source, log),
                Effect::HighestStage(w) => {
                    levels::highest_stage(&mut self.state, &self.rules, log, who(*w))
                }
                Effect::Draw(k) => {
                    let drawn = self.draw_cards(me, *k, log);
                    log.note(
                        self.cite(Rule::SecondaryEffects),
                        format!("{me} draws {drawn} card(s)"),
                    );
                    damage::check_survival(&self.state, &self.rules, log, me);
                }
                Effect::DrawUntilHand(size) => self.draw_until_hand(me, *size, source, log),
                Effect::DrawPer(count) => self.draw_per(me, count, source, log),
                Effect::LoseLifeCards(l) => {
                    damage::lose_life_cards(
                        &mut self.state,
                        &self.rules,
                        log,
                        who(l.player),
                        l.count,
                    );
                }
                Effect::Manual(sentence) => {
                    // "At the beginning of your next turn, ...": kept for then (`turn::next_turn`).
                    if !self.defer_to_next_turn(me, sentence, source, log) {
                        // The card's own ruling in the ruleset's document, named with the
                        // sentence it may explain (Tien Lv.1's "Multi-Form").
                        let ruling = self
                            .attack
                            .as_ref()
                            .filter(|a| a.name == source)
                            .and_then(|a| a.source.card())
                            .and_then(|c| self.ruleset_ruling(c))
                            .map(|r| {
                                log.cite_ruling(r);
                                format!("; its ruling: {r}")
                            })
                            .unwrap_or_default();
                        log.judge
                            .push(format!("judge resolves: {sentence} ({source}{ruling})"));
                        // An unread sentence that lasts the remainder of Combat is kept with the
                        // floating effects: a later count it may change goes to the judge too
                        // (`amounts::count`).
                        if sentence.to_lowercase().contains("remainder of combat") {
                            self.state
                                .player_mut(me)
                                .combat
                                .floating
                                .push((e.clone(), source.to_string()));
                        }
                    }
                }
                Effect::SetAnger(s) => {
                    let p = who(s.player);
                    let to = i32::try_from(s.to).unwrap_or(i32::MAX);
                    let anger = i32::try_from(self.state.player(p).anger).unwrap_or(i32::MAX);
                    let by = to.saturating_sub(anger);
                    levels::change_anger(&mut self.state, &self.rules, log, p, by);
                }
                Effect::ShowThatCard => self.show_that_card(me, source, log),
                Effect::RevealHand(w) => {
                    let p = who(*w);
                    let names: Vec<String> = self
                        .state
                        .player(p)
                        .hand
                        .iter()
                        .map(|&c| self.state.name(c).to_string())
                        .collect();
                    log.note(
                        self.cite(Rule::SecondaryEffects),
                        format!(
                            "{p} shows its hand: {}",
                            if names.is_empty() {
                                "no cards".to_string()
                            } else {
                                names.join(", ")
                            }
                        ),
                    );
                }
                // `piles::chosen_count_moves`: "up to N" is a number its player names.
                Effect::MoveCards(m) if m.up_to => {
                    self.move_chosen_count(me, who(m.player), m, source, log)?
                }
                Effect::MoveCards(m) => self.move_cards(who(m.player), m, log),
                // `piles::discard_draws`: the opponent's draw of this Prepare Phase, smaller.
                Effect::PrepareDrawFewer(k) => self.prepare_draw_fewer(me.other(), *k, source, log),
                Effect::OwnPrepareDrawFewer(k) => self.prepare_draw_fewer(me, *k, source, log),
                Effect::CaptureDragonBall => self.capture_effect(me, source, log),
                Effect::RemoveDragonBallsOfSet(set) => {
                    self.remove_dragon_balls_of_set(set, source, log)
                }
                // In play: cards in play as targets.
                Effect::InPlay(x) => self.in_play_effect(me, x, source, log)?,
                Effect::BoughtPerCount(b) => self.bought_per_count(me, b, source, log)?,
                Effect::AlliesStages(x) => self.allies_stages(me, x, source, log),
                Effect::LoseLifeCardsPer(x) => self.lose_life_cards_per(me, x, source, log),
                Effect::MustPass(m) => {
                    let p = who(m.player);
                    let words = self.must_pass_words(source, m);
                    let flags = &mut self.state.player_mut(p).combat;
                    flags.must_pass_by = Some(words);
                    flags.must_pass = if m.all_remaining {
                        u32::MAX
                    } else {
                        flags.must_pass.saturating_add(m.phases.max(1))
                    };
                    log.note(
                        self.cite(Rule::AttackPhases),
                        format!(
                            "{source}: {p} must pass in {}",
                            if m.all_remaining {
                                "every remaining Attack Phase of this Combat".to_string()
                            } else if m.phases > 1 {
                                format!("its next {} Attack Phases", m.phases)
                            } else {
                                "its next Attack Phase".to_string()
                            }
                        ),
                    );
                }
                // "If successful, stops all energy attacks for the remainder of Combat": a stop
                // that floats, started by an effect rather than by defending.
                Effect::Stop(s) if s.rest_of_combat => {
                    self.float_stop(me, &s.kinds, &s.kinds, effects, source, log);
                    log.note(
                        self.cite(Rule::FloatingEffects),
                        format!(
                            "{source}: every {} attack against {me} is stopped for the remainder of Combat",
                            words(&s.kinds)
                        ),
                    );
                }
                Effect::SkipAttackPhase(w) => {
                    let p = who(*w);
                    let c = &mut self.state.player_mut(p).combat;
                    c.skip_next = c.skip_next.saturating_add(1);
                    log.note(
                        self.cite(Rule::SkippingAttackPhases),
                        format!("{source}: {p} skips its next Attack Phase"),
                    );
                }
                Effect::SkipDiscardStep(s) => self.skip_discard_step(me, *s, source, log),
                Effect::EndCombat => {
                    self.end_combat = true;
                    self.state.player_mut(me).game.ended_combat = Some(source.to_string());
                    log.note(
                        self.cite(Rule::AttackPhases),
                        format!("{source}: Combat ends once this attack has resolved"),
                    );
                }
                Effect::RestOfCombat(v) => {
                    for e in v {
                        match e {
                            Effect::Stop(s) => {
                                self.float_stop(me, &s.kinds, &s.kinds, v, source, log);
                            }
                            Effect::Modify(_)
                            | Effect::YourAttacksCannotBePrevented
                            | Effect::EnduranceBonus(_)
                            | Effect::EnduranceGrant(_)
                            | Effect::NoEnduranceAgainst(_)
                            | Effect::DamageRemovedFromGame
                            | Effect::DragonBallsCannotBeCaptured
                            // `battle/steps/capture.rs`: Orange Face Breaker.
                            | Effect::CaptureBelowFiveLifeCards
                            // `personality_powers::raised_increases` (Hercule's Power Stance).
                            | Effect::RaisedIncreases(_) => self
                                .state
                                .player_mut(me)
                                .combat
                                .floating
                                .push((e.clone(), source.to_string())),
                            // An unread sentence: the judge's, and kept with the floating
                            // effects so that a stop the engine cannot read is named again at
                            // each later attack's success step.
                            Effect::Manual(sentence) => {
                                log.judge.push(format!(
                                    "judge resolves: {source} lasts the remainder of Combat: {sentence}"
                                ));
                                self.state
                                    .player_mut(me)
                                    .combat
                                    .floating
                                    .push((e.clone(), source.to_string()));
                            }
                            other => log.judge.push(format!(
                                "judge resolves: {source} lasts the remainder of Combat: {}",
                                crate::engine::effect_words::in_words(&self.state, std::slice::from_ref(other))
                            )),
                        }
                    }
                    log.note(
                        self.cite(Rule::FloatingEffects),
                        format!("{source}: effects float for the remainder of Combat"),
                    );
                }
                // Lasting effects
                // `prohibitions`: kept on the board (a "while in play" one is read from its card).
                Effect::Prohibit(p) => self.prohibit_apply(me, p, source, log)?,
                Effect::Restrict(_)
                | Effect::CostModifier(_)
                | Effect::StopNext(_)
                | Effect::PreventLasting(_)
                | Effect::NextAttack(_) => {
                    self.lasting_apply(me, e, source, log);
                }
                Effect::Conditional(c) => {
                    // Conditions and effects are named in the scenario format's vocabulary
                    // (docs/effects-reference.md), as `card` shows them.
                    let condition =
                        crate::engine::effects::conditions::condition_words::condition_words(
                            &c.condition,
                        );
                    if let Some(why) = self.undecided(me, &c.condition) {
                        if crate::engine::effects::piles::moved_card::asks_moved_card(&c.condition) {
                            // `piles::moved_card`: the sentence asking about "that card".
                            log.judge.push(format!(
                                "judge resolves: {source}: {why}; whether {condition}, and so whether {} applies, is the judge's",
                                crate::engine::effect_words::in_words(&self.state, std::slice::from_ref(e))
                            ));
                            continue;
                        }
                        log.judge.push(format!(
                            "judge resolves: {source}: {why}; its effects {} wait for that choice",
                            crate::engine::effect_words::in_words(&self.state, &c.effects)
                        ));
                    } else if self.holds(me, &c.condition) {
                        log.notes
                            .push(format!("{source}: the condition ({condition}) holds"));
                        self.cite_moved_card_kind(&c.condition, log);
                        self.cite_considered_allies_deciding(me, &c.condition, log);
                        n += self.apply_effects(me, &c.effects, source, log)?;
                    } else {
                        self.cite_moved_card_kind(&c.condition, log);
                        log.notes.push(format!(
                            "{source}: the condition ({condition}) does not hold; its effects are not used"
                        ));
                    }
                }
                // ----- Searches and piles -----
                Effect::Search(s) => {
                    // "You may" effects: a "you may" search answers "If you do" too.
                    self.may_search(me, s)?;
                    self.search(me, s, source, log)?
                }
                Effect::ShuffleLifeDeck(w) => self.shuffle_life_deck(who(*w), source, log),
                // ----- Attached cards -----
                Effect::Attach(a) => self.attach_effect(me, a, source, log),
                Effect::DiscardAttached(d) => self.discard_attached(me, d, source, log),
                // ----- Personality levels -----
                Effect::LowerLevel(_)
                | Effect::AdvanceLevel(_)
                | Effect::LowerLevelTo(_)
                | Effect::AdvanceLevelTo(_)
                | Effect::AngerPer(_)
                | Effect::SenseiRemoved(_)
                | Effect::DragonBallsToLifeDeck(_)
                | Effect::HighestStageOf(_) => self.levels_effect(me, e, source, log)?,
                // ----- "You may" effects -----
                Effect::May(v) => self.may_effect(me, v, source, log)?,
                // ----- State changes -----
                Effect::SetStage(s) => {
                    let p = who(s.player);
                    let by = i64::from(s.to) - i64::from(self.state.player(p).mp.stage);
                    let by = by.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                    levels::change_stages(&mut self.state, &self.rules, log, p, by)
                }
                Effect::NoMostPowerfulVictory(w) => {
                    let p = who(*w);
                    self.state.player_mut(p).game.no_most_powerful_victory =
                        Some(source.to_string());
                    log.note(
                        self.cite(Rule::MostPowerfulVictory),
                        format!(
                            "{source}: {p} cannot win by the Most Powerful Personality Victory"
                        ),
                    );
                }
                Effect::VictoriesBarred(b) => {
                    let p = who(b.player);
                    log.note(
                        self.cite(Rule::MostPowerfulVictory),
                        format!(
                            "{source}: {p} may not win by {} until the end of his turn number {} counted from now (this turn counts when it is his)",
                            b.words(),
                            b.turns
                        ),
                    );
                    self.state.player_mut(p).game.victories_barred.push(
                        crate::engine::effects::victories::victory_bars_for_turns::HeldBar {
                            bar: b.clone(),
                            source: source.to_string(),
                            turns_ended: 0,
                        },
                    );
                }
                // ----- Victories a card changes (`effects/victories/`) -----
                Effect::WinAtAnger(w) => self.win_at_anger(me, w, source, log),
                Effect::WinTheGame => self.win_the_game(me, source, log),
                Effect::LoseTheGame => self.lose_the_game(me, source, log),
                Effect::LoseUnlessOpponentDefeated => {
                    self.lose_unless_opponent_defeated(me, source, log)
                }
                Effect::LoseGameAtAnger(at) => {
                    self.state.player_mut(me).game.lose_at_anger = Some((*at, source.to_string()));
                    log.note(
                        self.cite(Rule::GoldenRule),
                        format!("{source}: for the rest of the game {me} loses the game on reaching {at} anger"),
                    );
                }
                // Read by the window around a victory (`victory_windows_resolve.rs`) and at
                // placement in the Non-Combat Step (`turn/non_combat.rs`), and at step 1 when a power is used
                // (`battle/steps/attack.rs`).
                Effect::UseAsOpponentWins(_)
                | Effect::PostponeVictory
            | Effect::PreventsVictory
                | Effect::NotAgainstCardLoss
                | Effect::PowerOutsideControl
                // read where an Ally takes or keeps control of Combat (`battle/control.rs`)
                | Effect::AlliesControlAtAnyStage(_)
                // read by `levels::change_anger` on every raise of anger
                | Effect::AngerRaised(_)
                // read by `levels::change_stages` on every gain of stages
                | Effect::StageGainsMultiplied(_)
                // read at step 10 (`personality_powers::unmodified_against`)
                | Effect::NoModifiersAgainst(_)
                // read in the Power-Up Step (`turn/power_up.rs`)
                | Effect::AlliesPowerUp(_)
                | Effect::PowerUpStages(_)
                // read when a card is placed in play (`effects/placements/`)
                | Effect::PlacementTrigger(_)
                // read in the Discard Step (`turn/end_of_turn.rs`, `effects/discard_step/`)
                | Effect::DiscardStepKeeps(_)
                | Effect::IntoPlayWhenDiscarded
                | Effect::DiscardStepOpening(_)
                // read after step 13 (`timing::after_damage_placement`)
                | Effect::IntoPlayAfterDamage
                // read when the turn ends (`turn/end_of_turn_effects.rs`)
                | Effect::AtEndOfTurn(_)
                // read when the turn begins (`turn/start_of_turn_effects.rs`)
                | Effect::AtStartOfTurn(_)
                | Effect::OnPlacement(_)
                | Effect::LosesIfMainPersonalityUses => {}
                // ----- Floating effects -----
                Effect::AttacksFloating(_)
                | Effect::AngerCannotRise(_)
                | Effect::DrillsKeptAtLevelChange
                | Effect::CapLasting(_)
                | Effect::EachAttackPhase(_)
                | Effect::OnEndurance(_) => {
                    self.floating_apply(me, e, source, log)?;
                }
                // ----- Cards moved -----
                Effect::LifeDeckDiscardPer(l) => self.life_deck_discard_per(me, l, source, log),
                Effect::SearchPer(s) => self.search_per(me, s, source, log)?,
                Effect::DiscardDownTo(d) => self.discard_down_to(me, d, source, log)?,
                // ----- Condition phrases -----
                Effect::PerformerStages(by) => self.performer_stages(me, *by, source, log),
                Effect::PersonalitiesStages(p) => self.personalities_stages(me, p, source, log),
                // ----- Cards in play as targets -----
                Effect::AlliesSetStage(x) => self.allies_set_stage(me, x, source, log),
                // ----- Chosen cards moved -----
                Effect::AnyCards(a) => self.any_cards(me, a, source, log)?,
                Effect::PowersOff(p) => self.powers_off(me, p, source, log)?,
                Effect::AllDrillsToLifeDecks => self.all_drills_to_life_decks(source, log),
                Effect::HandRedraw(h) => self.hand_redraw(me, h, source, log),
                // ----- Power stages -----
                Effect::AngerPerCopy(_)
                | Effect::LowerToPerformerStages
                | Effect::ChosenPersonalityStages(_)
                | Effect::LoseLifeCardsMinusAnger(_)
                | Effect::AtEndOfCombat(_)
                | Effect::MovePerAnger(_) => self.stages_apply(me, e, source, log)?,
                // ----- Rules lasting the remainder of Combat -----
                Effect::ForbiddenRestOfCombat(_)
                | Effect::FloatingTrigger(_)
                | Effect::AttacksFloatingPer(_) => {
                    self.lasting_rules_apply(me, e, source, log);
                }
                // ----- Timing -----
                Effect::AlliesCannotTakeControl(w) => {
                    self.timing_no_ally_control(me, *w, source, log)
                }
                Effect::AttackingPersonalityHighestStage => {
                    self.timing_attacking_personality_highest(source, log)
                }
                // ----- Stops -----
                Effect::PurRaise(n) => self.pur_raise(me, *n, source, log),
                Effect::PurRaiseLevel => self.pur_raise_level(me, source, log),
                // ----- Against an alignment -----
                Effect::StopsAgainst(_) | Effect::PreventAgainst(_) => {
                    self.against_alignment_apply(me, e, source, log)
                }
                Effect::PowerStagesUpTo(most) => self.stages_up_to(me, *most, source, log)?,
                Effect::DiscardAllyStagesLost(per) => {
                    self.discard_ally_stages_lost(me, *per, source, log)
                }
                Effect::DrillsUpToOpponents => self.drills_up_to_opponents(me, source, log)?,
                // ----- Drills used -----
                // Resolved at the end of step 13 (`stages::gains_per_damage_dealt`), not here.
                Effect::StagesPerLifeCardDealt(_) => continue,
                Effect::StagesPerLifeCardReceived(per) => {
                    self.stages_per_life_card_received(me, *per, source, log)
                }
                // ----- Attack text -----
                Effect::AngerUpTo(most) => self.anger_up_to(me, *most, source, log)?,
                // Drill limits: an Either of a triggered effect is chosen by its `use`.
                Effect::Either(v) => {
                    n += self.limits_either(me, v, source, log)?;
                    continue;
                }
                Effect::ShuffleDiscardPile(w) => self.limits_shuffle_discard(who(*w), source, log),
                // ----- Prevention choice -----
                Effect::PreventEitherChosen(_) | Effect::LookAtTop(_) => {
                    self.prevention_choice_apply(me, e, source, log)?;
                }
                // ----- Search of the top cards -----
                Effect::SearchTop(_)
                | Effect::RemainingToLifeDeckBottom
                | Effect::RemainingToLifeDeckTop
                | Effect::RemainingRemovedFromGame => {
                    self.search_top_apply(me, e, source, log)?;
                }
                // `piles::top_cards_compared`: both top cards revealed and compared.
                Effect::TopCardsComparedByNumber => self.top_cards_compared(me, source, log)?,
                // Not applied when a card's effects resolve in order: each is read where its
                // step or concept needs it (the files named), so it does nothing here.
                // folded into conditions and plain anger changes by the compiler (compile/mod.rs)
                Effect::AngerInstead(_)
                | Effect::InPlayInstead(_)
                // read in effects/lasting/against_alignment_resolve.rs
                | Effect::ChosenX(_)
                // read in effects/in_play/attached_resolve.rs
                | Effect::WhileAttached(_)
                | Effect::DiscardWhenHighestStage
                // read in effects/in_play/discarded_when_hit_resolve.rs
                | Effect::DiscardedBySuccessfulAttack(_)
                // read in effects/timing/anger_windows_resolve.rs and levels.rs
                | Effect::AngerReachedInstead(_)
                // read in effects/timing/combat_card_answers_resolve.rs
                | Effect::StopsCombatCardEffects
                // read in battle/costs.rs
                | Effect::EnergyCostChange(_)
                // read in effects/in_play/drill_damage_resolve.rs
                | Effect::ReduceEitherAgainstYou(_)
                | Effect::StagesBackPerDamage(_)
                | Effect::StagesBackPerLoss(_)
                | Effect::UseAfterOpponentPaysCosts
                | Effect::DrillInPlaceOfAttack(_)
                // read in damage.rs (through effects::endurance_with, step 13),
                // effects/in_play/drill_events_resolve.rs
                | Effect::Endurance(_)
                | Effect::EnduranceX(_)
                // read in effects/in_play/drill_events_resolve.rs
                | Effect::DrillStop(_)
                // read in effects/in_play/drill_limits_resolve.rs
                | Effect::NonCombatFromHandPerTurn(_)
                | Effect::NamedCardBlocked
                // read in effects/in_play/drills_resolve.rs, effects/personality_powers/constant_powers_resolve.rs
                | Effect::CapAgainstYou(_)
                | Effect::NoCombatEnders
                | Effect::NonCombatAfterHandAttack
                | Effect::NoRedirectToAllies(_)
                | Effect::CostWhileInPlay(_)
                // read in effects/in_play/battleground_rules_resolve.rs
                | Effect::Battleground(_)
                // read in effects/amounts/considered_allies.rs
                | Effect::AlliesConsideredForAll(_)
                // read in effects/in_play/drill_damage_resolve.rs (`errata_drill_use`)
                | Effect::OnDrillUse(_)
                // read in battle/costs.rs
                | Effect::RequiredPayment(_)
                // read in effects/in_play/anger_lowered_at_zero.rs
                | Effect::AngerLoweredAtZeroDiscards
                // read in effects/personality_powers/raised_increases_resolve.rs
                | Effect::RaisedIncreases(_)
                // read in effects/in_play/cards_in_play_resolve.rs
                | Effect::InPlayToUse(_)
                // read in effects/in_play/in_play_targets_resolve.rs
                | Effect::Requires(_)
                // read in effects/piles/life_card_to_hand_resolve.rs
                | Effect::FirstLifeCardToHand
                // read in effects/piles/discard_draws_resolve.rs
                | Effect::DrawFromDiscardInstead(_)
                // read in effects/damage/minimum_damage_resolve.rs
                | Effect::MinimumDamage(_)
                | Effect::MinimumCountsLifeCardsOnly
                // read in effects/damage/zero_base_damage_resolve.rs
                | Effect::NoDamageFromZeroBaseDamage
                // read in effects/damage/unmodified_damage_resolve.rs
                | Effect::DamageCannotBeModified
                // read in effects/piles/search_top_resolve.rs
                | Effect::StrainingMoveUnstoppable
                | Effect::DrillsProtectedUnlessLevel
                // read in effects/in_play/protected_cards_resolve.rs
                | Effect::InPlayProtected(_)
                | Effect::OpponentHandDiscardsAtRandom
                // read in effects/levels/anger_to_advance_resolve.rs
                | Effect::OpponentAngerToAdvance(_)
                // read in effects/in_play/capture_threshold_resolve.rs
                | Effect::CaptureThresholdForAll(_)
                | Effect::CaptureThresholdOverrides
                // read in effects/stages/stage_changes_resolve.rs
                | Effect::CountsAsCopyInDiscard(_)
                // read in battle/steps/attack.rs
                | Effect::DefenceOnly
                // read in turn/card_timing.rs
                | Effect::SkipCombatThisTurn
                | Effect::OpponentMayNotDeclareCombat
                // read in turn/declare.rs
                | Effect::SkipNextCombatForcedInto
                // read in battle/steps/attack.rs (a `use` of the Dragon Ball in play)
                | Effect::DragonBallPower(_)
                // read in effects/dragon_balls/controlled_powers.rs (step 10)
                | Effect::WhileYouControl(_)
                | Effect::CaptureThresholdAgainstYou(_)
                // read in effects/amounts/rule_numbers_resolve.rs (step 14)
                | Effect::RuleNumberInstead(_)
                | Effect::AllyControlAtOrBelow(_)
                | Effect::DiscardedInsteadOfRemoved(_)
                | Effect::PurBonusPer(_)
                // read in battle/steps/dealing.rs
                | Effect::PreventAgainstYou(_)
                // read in battle/steps/defence.rs
                | Effect::DefenseShield(_)
                // read in effects/stops/shield_uses.rs (step 7)
                | Effect::ShieldUses(_)
                // read in effects/stops/standing_stops_resolve.rs (step 5)
                | Effect::StandingStop(_)
                // read in effects/attack/copies_resolve.rs (steps 1 and 10)
                | Effect::CopyAttack(_)
                | Effect::CopiedAttacksDo(_)
                // read in effects/stops/stop_capabilities_resolve.rs
                | Effect::UsesIfStoppedFocused(_)
                | Effect::StopsOnlyAgainst(_)
                | Effect::StopsOnlyFocused
                | Effect::AllyDamagedLeaves(_)
                // read in effects/timing/use_windows_resolve.rs
                | Effect::RequiresSuccessful(_)
                | Effect::UseWindow(_)
                // read in effects/triggers/triggered_effects_resolve.rs
                | Effect::Timing(_)
                | Effect::TakeLessDamage(_)
                // read in queries.rs
                | Effect::AngerCannotBeLowered
                | Effect::PurBonus(_)
                // read in battle/costs.rs, battle/steps/attack.rs
                | Effect::EnergyCost(_)
                // read in effects/amounts/count_resolve.rs, effects/in_play/drill_events_resolve.rs
                | Effect::ModifyPer(_)
                // read in effects/in_play/drill_events_resolve.rs, effects/in_play/drill_limits_resolve.rs
                | Effect::CardRule(_)
                // read in effects/in_play/drill_events_resolve.rs, effects/stages/personality_stages_resolve.rs
                | Effect::NoLifeCardsFromThisAttack
                // read in effects/in_play/drill_events_resolve.rs, battle/steps/damage.rs
                | Effect::Multiply(_)
                | Effect::DamageInstead(_)
                | Effect::ModifyInstead(_)
                | Effect::DamagePer(_)
                // read in effects/in_play/drill_events_resolve.rs, battle/steps/defend.rs
                | Effect::AfterUse(_)
                | Effect::NotByMainPersonalityPowers
                | Effect::NotStoppedByCardType(_)
                // read in effects/damage/unpreventable_by_type_resolve.rs
                | Effect::NotPreventedByCardType(_)
                // read in effects/in_play/drill_limits_resolve.rs, effects/triggers/triggered_effects_resolve.rs
                | Effect::Trigger(_)
                // read in effects/lasting/lasting_rules_resolve.rs, battle/steps/defend.rs
                | Effect::StopsSameKindRestOfCombat
                // read in battle/steps/attack.rs, effects/timing/use_windows_resolve.rs
                | Effect::FirstInCombat(_)
                // read in battle/steps/defend.rs, effects/stops/stop_capabilities_resolve.rs
                | Effect::StopsUnstoppable
                // read in effects/attack/attacks_gain_resolve.rs, effects/in_play/drill_events_resolve.rs, battle/steps/defend.rs
                | Effect::StaysOnTable
                // read in battle/conditions.rs, effects/in_play/drill_events_resolve.rs, effects/timing/use_windows_resolve.rs
                | Effect::Keyword(_)
                // read in effects/in_play/drill_events_resolve.rs, effects/in_play/drill_limits_resolve.rs, battle/only.rs
                | Effect::Only(_)
                // read in effects/in_play/drill_events_resolve.rs, effects/lasting/floating_resolve.rs, battle/steps/attack.rs
                | Effect::Empower(_)
                // read in effects/in_play/drill_events_resolve.rs, battle/steps/defence.rs, battle/steps/defend.rs
                | Effect::RemoveFromGameAfterUse
                | Effect::NotStoppedByFloatingOrShields
                // read in battle/steps/attack.rs, battle/steps/defend.rs, effects/stops/stop_capabilities_resolve.rs
                | Effect::StopsFocused
                // read in battle/steps/defence.rs (step 7, from a card in play)
                | Effect::ShieldsStopFocused
                // read in battle/endurance.rs and damage.rs (step 13, from a Drill in play)
                | Effect::FirstDamageRemovedFromGame(_)
                // read in effects/damage/pat_base_damage_resolve.rs (step 9, a Constant Combat Power)
                | Effect::PatBaseDamageShift(_)
                // read in effects/lasting/against_alignment_resolve.rs, battle/costs.rs, effects/in_play/drill_events_resolve.rs, battle/steps/defend.rs
                | Effect::Cost(_)
                // read in effects/attack/attacks_gain_resolve.rs, effects/in_play/drill_events_resolve.rs, battle/steps/defend.rs, effects/stops/stop_capabilities_resolve.rs
                | Effect::UsesThisCombat(_)
                // read in effects/in_play/drills_resolve.rs, effects/lasting/lasting_rules_resolve.rs, battle/steps/defence.rs, battle/steps/defend.rs
                | Effect::IfStopped(_)
                // read in battle/mod.rs, battle/steps/attack.rs, battle/steps/dealing.rs, battle/steps/defend.rs
                | Effect::Prevent(_)
                | Effect::DamageCap(_)
                // read in effects/personality_powers/constant_powers_resolve.rs (steps 1, 12, 13)
                | Effect::ConstantCombatPower
                | Effect::PowerBox(_)
                // read in effects/personality_powers/hand_protection_resolve.rs (a hand discard)
                | Effect::HandSafeFromOpponent
                | Effect::DamageAgainstPersonality(_)
                // read in effects/personality_powers/once_per_turn.rs (steps 1 and 5: a power used)
                | Effect::PowerUses(_)
                // read in effects/lasting/against_alignment_resolve.rs, effects/in_play/drill_events_resolve.rs, effects/lasting/floating_resolve.rs, effects/lasting/lasting_effects_resolve.rs, battle/steps/attack.rs, battle/steps/defend.rs
                | Effect::Attack(_)
                // read in effects/in_play/drill_events_resolve.rs, effects/in_play/drills_resolve.rs, effects/lasting/lasting_rules_resolve.rs, battle/mod.rs, battle/steps/damage.rs, battle/steps/defend.rs, battle/steps/end_of_attack.rs
                | Effect::IfSuccessful(_)
                // read in battle/steps/damage.rs, effects/in_play/drill_events_resolve.rs, effects/timing/use_windows_resolve.rs
                | Effect::Modify(_)
                // read in battle/steps/dealing.rs
                | Effect::YourAttacksCannotBePrevented
                // read in battle/steps/defend.rs (`constant_unredirectable`)
                | Effect::YourAttacksCannotBeRedirected
                // read in battle/only.rs (`only_exceptions`)
                | Effect::MayUseOnlyCards(_)
                | Effect::MayUseGroupCards(_)
                // read in battle/steps/defend.rs (`put_away`, `constant_after_use`)
                | Effect::CardsAfterUse(_)
                // read in battle/endurance.rs, effects/in_play/drill_events_resolve.rs
                | Effect::EnduranceBonus(_)
                | Effect::DamageRemovedFromGame
                // read in battle/endurance.rs
                | Effect::EnduranceGrant(_)
                | Effect::NoEnduranceAgainst(_)
                | Effect::NoEnduranceForYou
                // read in battle/dragon_balls.rs, effects/lasting/lasting_effects_resolve.rs
                | Effect::DragonBallsCannotBeCaptured
                // read in battle/steps/capture.rs (step 14)
                | Effect::CaptureBelowFiveLifeCards
                // read in battle/steps/defend.rs, battle/steps/attack.rs, effects/lasting/lasting_rules_resolve.rs,
                // effects/in_play/drill_events_resolve.rs
                | Effect::Stop(_)
                => continue,
            }
            if let Some(before) = before {
                self.note_moved_cards(&before);
            } else if kept.is_some() {
                // The next "that card" effect names the same card.
                self.moved_cards = kept;
            }
            n += 1;
        }
        self.moved_cards = None;
        Ok(n)
    }

    /// Moves cards between one player's piles (not damage; fewer if the pile has fewer).
    pub(in crate::engine) fn move_cards(
        &mut self,
        p: PlayerId,
        m: &crate::engine::effects::MoveCards,
        log: &mut Log,
    ) {
        use crate::engine::effects::Pile;
        let mut moved = Vec::new();
        let count = if m.all { u32::MAX } else { m.count };
        for _ in 0..count {
            let pl = self.state.player_mut(p);
            let card = match m.from {
                Pile::DiscardTop | Pile::DiscardBottom => {
                    // Drill limits: a shuffled discard pile has no known ends.
                    if pl.discard.len() > 1 {
                        self.limits_discard_end_taken(p, log);
                    }
                    let pl = self.state.player_mut(p);
                    if m.from == Pile::DiscardTop {
                        pl.discard.pop()
                    } else {
                        (!pl.discard.is_empty()).then(|| pl.discard.remove(0))
                    }
                }
                Pile::LifeDeckTop | Pile::LifeDeckBottom => {
                    let end = if m.from == Pile::LifeDeckTop {
                        DeckEnd::Top
                    } else {
                        DeckEnd::Bottom
                    };
                    let (card, note) = self.state.take_life_card(p, end);
                    log.judge.extend(note);
                    card
                }
                Pile::Hand | Pile::RemovedFromGame | Pile::LifeDeckShuffled => None,
            };
            let Some(c) = card else { break };
            let pl = self.state.player_mut(p);
            match m.to {
                Pile::Hand => pl.hand.push(c),
                Pile::LifeDeckTop => pl.life_deck.known.insert(0, c),
                Pile::LifeDeckBottom => pl.life_deck.bottom.push(c),
                Pile::DiscardTop => pl.discard.push(c),
                Pile::DiscardBottom => pl.discard.insert(0, c),
                Pile::RemovedFromGame => pl.removed.push(c),
                // Shuffled in below (Searches and piles).
                Pile::LifeDeckShuffled => pl.life_deck.known.push(c),
            }
            moved.push(self.state.name(c).to_string());
        }
        if !m.all && (moved.len() as u32) < m.count {
            log.cite(self.cite(Rule::DoWhatYouCan));
        }
        if m.to == Pile::RemovedFromGame {
            log.cite(self.cite(Rule::RemoveFromGame));
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{p} moves {} card(s) from {} {}: {}",
                moved.len(),
                m.from.from_words(),
                m.to.to_words(),
                if moved.is_empty() {
                    "none".into()
                } else {
                    moved.join(", ")
                }
            ),
        );
        if matches!(m.from, Pile::DiscardTop | Pile::DiscardBottom)
            && matches!(
                m.to,
                Pile::LifeDeckTop | Pile::LifeDeckBottom | Pile::LifeDeckShuffled
            )
        {
            self.note_discards_shown(p, &moved, log);
        }
        if m.to == Pile::LifeDeckShuffled {
            self.shuffle_life_deck(p, "the effect", log);
        }
        if matches!(m.from, Pile::LifeDeckTop | Pile::LifeDeckBottom) {
            damage::check_survival(&self.state, &self.rules, log, p);
        }
    }

    /// CRD 3.0.0 "Secondary Effects": "When you place a card from your discard pile into your
    /// Life Deck you must show your opponent(s) those cards ... face down."
    pub(in crate::engine) fn note_discards_shown(
        &self,
        p: PlayerId,
        names: &[String],
        log: &mut Log,
    ) {
        if names.is_empty() {
            return;
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{p} shows {} to {} and places them face down in the Life Deck (\"When you place a card from your discard pile into your Life Deck you must show your opponent(s) those cards\")",
                names.join(", "),
                p.other()
            ),
        );
    }
}

/// The words of a sentence left to the judge that decide whether a card's other effects happen:
/// the moment it may be used, or a way for a player to stop them.
const GATE_WORDS: &[&str] = &[
    "use when ",
    "use whenever ",
    "use only when ",
    "use immediately ",
    "use after ",
    "use before ",
    "use during ",
    "use if ",
];

/// Words anywhere in such a sentence that let a player stop the card's effects.
const STOP_WORDS: &[&str] = &["to stop its effects", "to stop this card's effects"];

/// Whether `e` is a sentence left to the judge that decides whether the card's other effects
/// happen ([`GATE_WORDS`], [`STOP_WORDS`]).
fn gates_the_card(e: &Effect) -> bool {
    let Effect::Manual(sentence) = e else {
        return false;
    };
    let lower = sentence.trim().to_lowercase();
    GATE_WORDS.iter().any(|w| lower.starts_with(w)) || STOP_WORDS.iter().any(|w| lower.contains(w))
}
