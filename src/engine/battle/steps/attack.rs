//! The attack and its costs: Battle Sequence steps 1 (the attacker acts or passes), 2 (pay
//! costs, announce Empower), 3 and 6 (secondary effects), CRD 3.0.0
//! `crd-3.0.0/battle-sequence/1`, `/2`, `/3`, `/6`.

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{flatten, words, AttackInProgress, Battle, Flow, SideWrite, Source};
use crate::engine::damage::Damage;
use crate::engine::effects::personality_powers::power_boxes::power_name;
use crate::engine::effects::{attack_of, AttackKind, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, StepKind, NON_COMBAT_STEP_TYPES};
use crate::engine::shared::Shared;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};
use crate::{note, say};

impl Battle {
    // Battle Sequence step 1.

    pub(in crate::engine) fn declare(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        // Errata wordings: power stages lost are counted per attack.
        // (A side already reset is not written to: a write copies it for the undo record.)
        for p in [PlayerId::P1, PlayerId::P2] {
            let c = &self.state.player(p).combat;
            if c.stages_lost_this_attack == 0 && c.stages_lost_repaid == Default::default() {
                continue;
            }
            self.write_side(p, |pl| {
                let c = &mut pl.combat;
                SideWrite::StagesLostReset {
                    stages_lost_this_attack: std::mem::take(&mut c.stages_lost_this_attack),
                    stages_lost_repaid: std::mem::take(&mut c.stages_lost_repaid),
                }
            });
        }
        // Floating effects: "at the beginning of each of his "Attacker Attacks" phases" (not in
        // a phase that is skipped: it never happens).
        if self.state.player(me).combat.skip_next == 0 {
            self.floating_phase_start(log)?;
            if log.victory.is_some() {
                return Ok(Flow::EndAttack);
            }
        }
        // `attack::copies`: a copy a stop owes for this Attack Phase only.
        let owed = self.take_owed_copy(me);
        if self.state.player(me).combat.final_physical_attack {
            self.owed_copy_lost(owed.as_ref(), &format!("{me} must pass"), log);
            let rule = self.cite(Rule::FinalPhysicalAttack).id;
            self.scripted_action_while_bound_to_pass(
                me,
                &format!("{me} performed a Final Physical Attack this Combat: \"For the rest of Combat, you must pass in all of your Attack Phases\" ({rule})"),
            )?;
            note!(
                log,
                self.cite(Rule::FinalPhysicalAttack),
                "{me} performed a Final Physical Attack this Combat and must pass"
            );
            say!(log, account, "{me} passes");
            return Ok(Flow::Pass);
        }
        if self.state.player(me).combat.skip_next > 0 {
            self.state.player_mut(me).combat.skip_next -= 1;
            self.owed_copy_lost(
                owed.as_ref(),
                "a card effect skips this Attack Phase, and the copy is not used in a later one (the card's CRD 3.0.0 ruling: \"you do NOT get to use the attack ... on your next available Attacker Attacks phase\")",
                log,
            );
            note!(log, self.cite(Rule::SkippingAttackPhases), "{me} skips this Attack Phase (a card effect): play continues as if it never happened");
            say!(log, account, "{me}'s Attack Phase is skipped");
            return Ok(Flow::Skip);
        }
        let must_pass = self.state.player(me).combat.must_pass;
        if must_pass > 0 {
            let by = self.state.player(me).combat.must_pass_by.clone();
            self.scripted_action_while_bound_to_pass(
                me,
                &format!(
                    "a card effect binds {me} to pass: {}",
                    by.as_deref().unwrap_or("a card effect")
                ),
            )?;
            self.owed_copy_lost(owed.as_ref(), &format!("{me} must pass"), log);
            if must_pass != u32::MAX {
                self.state.player_mut(me).combat.must_pass -= 1;
            }
            note!(
                log,
                self.cite(Rule::AttackPhases),
                "{me} must pass in this Attack Phase: {}",
                by.as_deref().unwrap_or("a card effect")
            );
            say!(log, account, "{me} passes");
            return Ok(Flow::Pass);
        }
        // ----- Timing: "Use when needed" cards used between the parts, before the action -----
        self.when_needed_window("before the attacker's action of step 1", log, account)?;
        if log.victory.is_some() {
            return Ok(Flow::EndAttack);
        }
        // ----- Timing: cards used immediately before the attack (Power Boost) -----
        let used_before = self.timing_before_attack(me, log, account)?;
        let Some(action) = self.peek().cloned() else {
            return Err(EngineError::Internal("no action at step 1".into()));
        };
        if action.player != me {
            return Err(EngineError::Script {
                expected: format!("{me} to attack, act in place of an attack, or pass"),
                found: self.described_with_its_name(&action),
            });
        }
        if let Some(name) = &action.personality {
            self.check_ally_control(me, name, log)?;
        }
        let copy_use = Self::performs_owed_copy(owed.as_ref(), &action);
        // (The reason is written only when a copy is owed: most Attack Phases owe none.)
        if !copy_use && owed.is_some() {
            self.owed_copy_lost(
                owed.as_ref(),
                &format!("{me} does something else in this Attack Phase, the one the card names (\"In your next attack phase\"); a `use` naming the card performs it"),
                log,
            );
        }
        // Personality powers: Constant Combat Powers the engine does not read, to the judge.
        self.constant_powers_to_judge(log);
        self.refuse_use_of_unusable_drill(me, &action)?;
        let (source, name, effects) = match action.verb {
            // `attack::copies`: the copy a stop owed for this Attack Phase.
            Verb::Use if copy_use => match owed.as_ref() {
                Some(o) => (
                    Source::Copy,
                    o.card.clone(),
                    self.owed_copy_effects(me, o, log),
                ),
                None => {
                    return Err(EngineError::Internal(
                        "an owed copy without its card".into(),
                    ))
                }
            },
            Verb::Pass => {
                self.take_action();
                say!(log, account, "{me} passes; the next Attack Phase begins");
                log.cite(self.cite(Rule::AttackPhases));
                return Ok(Flow::Pass);
            }
            Verb::Play => {
                let card = self.find_in(me, &action, |pl| &pl.hand, "in the hand")?;
                let def = self.state.def(card);
                // The turn: Allies, Battlegrounds, Locations and Dragon Balls are played in the
                // Non-Combat Step, unless the card's own text places it in play during Combat
                // (Earth Dragon Ball 7's CRD ruling).
                if NON_COMBAT_STEP_TYPES
                    .iter()
                    .any(|t| def.card_type.eq_ignore_ascii_case(t))
                    && !def.text.to_lowercase().contains("during combat")
                {
                    return Err(EngineError::Illegal(format!(
                        "{} is a {} card: it is played from the hand in the attacker's Non-Combat Step, not in an Attack Phase ({}; {})",
                        def.name,
                        def.card_type,
                        self.cite(Rule::NonCombatStep).id,
                        self.cite(Rule::Battlegrounds).id
                    )));
                }
                if def.card_type.contains("Non-Combat") || def.is_drill() {
                    return Err(EngineError::Illegal(format!(
                        "{} is a Non-Combat card: it is placed in play in the Non-Combat Step, not played in an Attack Phase ({}){}",
                        def.name,
                        self.cite(Rule::NonCombatStep).id,
                        self.after_damage_words(card)
                    )));
                }
                // Plays the rules forbid: a card kept to the Non-Combat Step by its own text, a
                // card used only in place of a defense.
                self.refuse_outside_its_step(card)?;
                self.refuse_defence_only_as_attack(card)?;
                let def = self.state.def(card);
                (Source::Hand(card), def.name.clone(), def.effects.clone())
            }
            // Errata wordings: a Drill in play used in place of an attack.
            Verb::Use if self.errata_is_drill_use(me, &action) => {
                let (card, name, effects) = self.errata_drill_use(me, &action, log)?;
                (Source::InPlay(card), name, effects)
            }
            // `in_play::battleground_uses`: a Battleground or Location in play whose own text
            // says "In place of an attack" (Korin's Tower); one without it is refused.
            Verb::Use if self.battleground_named(me, &action).is_some() => {
                let (card, name, effects) = self.battleground_use(me, &action, log)?;
                (Source::InPlay(card), name, effects)
            }
            // A Dragon Ball's power kept in play (`dragon_ball_power`), used in place of an attack.
            Verb::Use if self.dragon_ball_power_named(me, &action).is_some() => {
                let (card, effects) = self
                    .dragon_ball_power_named(me, &action)
                    .ok_or_else(|| EngineError::Illegal("no Dragon Ball power".into()))?;
                let name = self.state.name(card).to_string();
                (Source::InPlay(card), name, effects)
            }
            // `in_play::mastery_uses`: the Mastery in play used in place of an attack.
            Verb::Use if self.mastery_named(me, &action).is_some() => {
                let (card, name, effects) = self.mastery_use(me, &action, log)?;
                (Source::InPlay(card), name, effects)
            }
            // A Drill in play with no use in place of an attack the engine reads.
            Verb::Use
                if self.state.player(me).in_play.drills.iter().any(|&c| {
                    action
                        .card
                        .as_deref()
                        .is_some_and(|n| crate::corpus::names::same_name(self.state.name(c), n))
                }) =>
            {
                let Some((card, name, effects)) = self.errata_unread_drill_use(me, &action, log)?
                else {
                    return Err(EngineError::Internal(
                        "a Drill use without its Drill".into(),
                    ));
                };
                (Source::InPlay(card), name, effects)
            }
            Verb::Use => {
                let card = self.find_in(
                    me,
                    &action,
                    |pl| &pl.in_play.non_combat,
                    "among the Non-Combat cards in play",
                )?;
                self.refuse_outside_its_step(card)?;
                self.refuse_defence_only_as_attack(card)?;
                let def = self.state.def(card);
                (Source::InPlay(card), def.name.clone(), def.effects.clone())
            }
            Verb::Power => {
                // The personality announced with `personality` (an Ally taking control, checked
                // above) uses its own power; otherwise the one in control of Combat.
                let who = match &action.personality {
                    Some(person) => {
                        let pl = self.state.player(me);
                        pl.allies
                            .iter()
                            .find(|a| {
                                crate::corpus::names::same_name(
                                    &self.state.personality_def(a).name,
                                    person,
                                )
                            })
                            .unwrap_or(&pl.mp)
                    }
                    None => self.state.controller(me),
                };
                let Some(card) = self.state.level_card(who) else {
                    return Err(EngineError::Illegal(format!(
                        "{me} has no personality in control of Combat"
                    )));
                };
                let def = self.state.def(card);
                // One numbered power box ("(Power 2:)"), the one `power_box` names.
                let (number, boxed) = self.power_box_used(&def.name, &def.effects, &action)?;
                let effects: Vec<Effect> = boxed
                    .iter()
                    .filter(|e| {
                        !matches!(
                            e,
                            Effect::Stop(_)
                                | Effect::Prevent(_)
                                | Effect::DamageCap(_)
                                | Effect::DamageAgainstPersonality(_)
                                | Effect::ConstantCombatPower
                        )
                    })
                    .cloned()
                    .collect();
                (Source::Power(card), power_name(&def.name, number), effects)
            }
            Verb::FinalPhysicalAttack => {
                let Some(discard) = &action.discard else {
                    return Err(EngineError::Illegal(
                        "a Final Physical Attack needs a card of the hand to discard as its cost (`discard`)".into(),
                    ));
                };
                if !self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .any(|&c| crate::corpus::names::same_name(self.state.name(c), discard))
                {
                    return Err(EngineError::Illegal(format!(
                        "{discard} is not in {me}'s hand"
                    )));
                }
                let spec = AttackSpec {
                    kind: AttackKind::Physical,
                    damage: None,
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                };
                (
                    Source::FinalPhysicalAttack,
                    "Final Physical Attack".to_string(),
                    vec![Effect::Attack(spec)],
                )
            }
            // The turn's own actions (Declare, Discard, Rejuvenation Steps) are no Attack Phase's.
            Verb::Take
            | Verb::Control
            | Verb::Declare
            | Verb::SkipCombat
            | Verb::Discard
            | Verb::Rejuvenate => {
                return Err(EngineError::Script {
                    expected: format!("{me} to attack, act in place of an attack, or pass"),
                    found: self.described_with_its_name(&action),
                })
            }
        };
        // Search of the top cards: Trunks Effortless Drill declared in `choose`.
        let (action, effortless) = self.effortless_drill_strip(action);
        // Against an alignment: the X the player chose, written into the attack's cost and damage.
        let effects = self.chosen_x(&action, &name, effects, log)?;
        // Attack text: the alternative the player chose, in place of the alternatives.
        let (effects, action) =
            self.attack_text_either(action, source.card(), &name, effects, log)?;
        // A Combat card multiplying the base damage performs an attack of its type.
        let effects = self.with_implied_attack(source, effects, log);
        // A copy of an attack (Blue Reverse): the copied attack's text joins the card's.
        let (effects, copy_of) = self.copy_attack(me, source, &name, effects, log)?;
        let copy_of = copy_of.or_else(|| {
            owed.as_ref()
                .filter(|_| copy_use)
                .map(|o| o.attack.name.clone())
        });
        let attack = attack_of(&effects).cloned();
        self.timing_before_attack_fits(me, used_before.as_ref(), attack.as_ref(), &name)?;
        // Rules lasting the remainder of Combat: "your opponent cannot use Ally card powers".
        if let Source::Power(card) = source {
            self.remainder_check_power(me, &name)?;
            // Once per turn (CRD "Power-Up Rating (PUR)").
            self.power_use_allowed(me, card, log)?;
            self.power_use_record(me, card);
        }
        // Errata wordings: a card used only right after the opponent pays an attack's costs.
        self.errata_refuse_out_of_window(&name, &effects)?;
        for db in action.capture.iter().chain(action.ally_capture.iter()) {
            if self.find_dragon_ball(me.other(), db).is_none() {
                return Err(EngineError::Illegal(format!(
                    "{db} is not a Dragon Ball {} has in play",
                    me.other()
                )));
            }
        }
        // The personality announced in control pays the costs; `step` restores the battle if
        // the action turns out illegal.
        if let Some(person) = &action.personality {
            self.set_control(me, person);
            note!(
                log,
                self.cite(Rule::AlliesTakingOver),
                "{person} takes control of Combat for {me}"
            );
        }
        let acting = source.card();
        // The card's own words decide these refusals: its CRD rewrite is cited with them.
        let only = self.check_only(me, &name, &effects, log);
        self.with_own_text_ruling(acting, only)?;
        // Cards in play as targets: "X must be in play to play this card".
        let requires = self.check_requires(me, acting, &name, &effects, log);
        self.with_own_text_ruling(acting, requires)?;
        // ----- Timing -----
        let timing = self.timing_check_play(me, &name, &effects, log);
        self.with_own_text_ruling(acting, timing)?;
        // Lasting effects
        let card = match source {
            Source::Hand(c) | Source::InPlay(c) => Some(c),
            _ => None,
        };
        self.check_restrictions(me, card, &name, attack.as_ref(), true)?;
        self.note_combat_card_word(me, card, &name, log);
        // Rules lasting the remainder of Combat: "Cards that end Combat ... cannot be used".
        self.remainder_check_card(me, card, &name, log)?;
        let card_type = self.action_card_type(source);
        // The card's own rulings (its errata and the ruleset document's rulings on it).
        self.cite_source_rulings(source, log);
        // An attack whose cost cannot be paid cannot be performed.
        let cost = self.cost_of(me, &effects, attack.as_ref(), &action);
        self.check_cost(me, &cost, &action, &name)?;
        let first =
            self.check_first_card_requirement(me, acting, &name, &effects, attack.is_some(), log);
        self.with_own_text_ruling(acting, first)?;
        // Valid: commit.
        self.take_action();
        // A power whose ruling makes its Main Personality's player lose when used.
        if let Source::Power(card) = source {
            if self.main_personality_loses_by_power(me, card, log) {
                say!(log, account, "{me} uses {name}: {me} loses the game");
                return Ok(Flow::Next);
            }
        }
        self.write_side(me, |pl| {
            let flags = &mut pl.combat;
            let replaced = SideWrite::PerformedCounts {
                cards_played: flags.cards_played,
                attacks_performed: flags.attacks_performed,
                attacks_by_kind: flags.attacks_by_kind,
                hand_attacks: flags.hand_attacks,
            };
            flags.cards_played += u32::from(matches!(source, Source::Hand(_)));
            flags.attacks_performed += u32::from(attack.is_some());
            if let Some(a) = &attack {
                flags.attacks_by_kind
                    [crate::engine::effects::stops::standing_stops_resolve::slot(a.kind)] += 1;
            }
            flags.hand_attacks += u32::from(attack.is_some() && matches!(source, Source::Hand(_)));
            replaced
        });
        // The attack as performed, for a later copy of it; a copied attack's lasting bonus.
        self.record_performed_attack(me, source, &name, &effects, attack.as_ref(), log);
        // Chosen cards moved: the hands when the attack is performed ("the same number of cards
        // that were in his hand when this attack was performed"), the card played not counted.
        self.hands_when_performed = PlayerId::BOTH.map(|p| {
            let pl = self.state.player(p);
            pl.hand.len()
                - usize::from(matches!(source, Source::Hand(c) if p == me && pl.hand.contains(&c)))
        });
        match source {
            // Errata wordings: a Drill used in place of an attack stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.drills.contains(&c) => {}
            // `in_play::battleground_uses`: the Battleground or Location stays in play.
            Source::InPlay(c) if self.is_battleground_in_play(c) => {}
            // A Dragon Ball's power used from play: the Dragon Ball stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.dragon_balls.contains(&c) => {
                self.cite_card_rulings(c, log);
                note!(
                    log,
                    self.cite(Rule::DragonBalls),
                    "{name}'s power, kept in play, is used by {me}; the Dragon Ball stays in play"
                );
            }
            // The turn: a Dragon Ball placed in play from the hand (its own text allows it during
            // Combat) is in play under its player's control at once.
            Source::Hand(c)
                if self
                    .state
                    .def(c)
                    .card_type
                    .eq_ignore_ascii_case("Dragon Ball") =>
            {
                self.state.take_from_zones(c);
                self.state.player_mut(me).in_play.dragon_balls.push(c);
                note!(log, self.cite(Rule::DragonBalls), "{name} is placed in play under {me}'s control; its effects are used right after it is played");
                self.printed_text_to_judge(c, log);
            }
            Source::Hand(c) | Source::InPlay(c) => {
                self.take_from_zones_logged(c);
                self.write_side(me, |pl| {
                    pl.in_use.push(c);
                    SideWrite::InUse(pl.in_use.len() - 1)
                });
            }
            Source::FinalPhysicalAttack => {
                self.state.player_mut(me).combat.final_physical_attack = true;
                note!(log, self.cite(Rule::FinalPhysicalAttack), "{me} performs a Final Physical Attack: a physical attack doing PAT power stages; {me} must pass and cannot defend for the rest of Combat");
            }
            Source::Power(_) | Source::Copy => {}
        }
        // In play: a requirement to use the card is met as it is played.
        self.in_play_requirements(me, &effects, &action.choose, &name, log)?;
        // The account line (written only when the trace's words are).
        let what = log.words().then(|| match &attack {
            Some(a) => format!(
                "{} with {} attack",
                action.describe(),
                a.kind.article_word()
            ),
            None => format!("{} in place of an attack", action.describe()),
        });
        // A card played in place of an attack with nothing the engine reads: never a silent
        // no-op.
        if attack.is_none() && effects.is_empty() {
            let text = match source {
                Source::Hand(c) | Source::InPlay(c) => self.state.def(c).text.clone(),
                _ => String::new(),
            };
            log.judge.push(format!(
                "judge resolves: {name} is played in place of an attack but the engine reads no effect on it; the judge decides what it does (\"{}\")",
                text
            ));
        }
        account.extend(what);
        let declared = self.attack_in(AttackInProgress {
            stop_cards_barred: None,
            copy_of,
            chosen_personality: None,
            action: Shared::new(action),
            source,
            name,
            effects: Shared::new(effects),
            attack,
            stopped_by: None,
            successful: false,
            base: Damage::default(),
            damage: Damage::default(),
            empower_bonus: 0,
            defence: None,
            defender_action: None,
            life_cards_discarded: 0,
            life_cards_removed_instead: 0,
            life_cards_to_hand_instead: 0,
            converted: 0,
            ally_captured: false,
            damage_received: false,
            controller_damaged: false,
            taken_this_way: 0,
        });
        self.replace_attack(Some(declared));
        // Search of the top cards: Trunks Effortless Drill, before "When you perform" effects.
        self.effortless_drill_declare(me, effortless, log, account)?;
        // Lasting effects
        self.lasting_bind(me, card_type.as_deref(), log)?;
        // Floating effects: rules for the attacks announced.
        self.floating_bind(me, log)?;
        if let Some(a) = self.attack.as_ref().and_then(|a| a.attack.clone()) {
            self.lasting_bind_defender(&a);
        }
        // Rules lasting the remainder of Combat: floating triggers on the attack and the card announced.
        self.remainder_declare_triggers(me, card_type.as_deref(), log)?;
        // ----- Timing -----
        self.timing_on_perform(log, account)?;
        // Drills used: "When you perform an attack".
        self.drill_events_on_perform(log, account);
        Ok(Flow::Next)
    }

    /// "This must be your first card played during Combat": refused once its player has played
    /// a card (or performed an attack, for "first attack") this Combat.
    pub(in crate::engine) fn check_first_in_combat(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        is_attack: bool,
    ) -> Result<()> {
        use crate::engine::effects::First;
        let flags = &self.state.player(me).combat;
        for e in effects {
            let Effect::FirstInCombat(first) = e else {
                continue;
            };
            let (done, what) = match first {
                First::Card => (flags.cards_played, "card played"),
                First::Attack => (flags.attacks_performed, "attack performed"),
            };
            if done > 0 && (is_attack || *first == First::Card) {
                return Err(EngineError::Illegal(format!(
                    "{name} must be {me}'s first {what} this Combat, and {me} has already {} {done}",
                    match first {
                        First::Card => "played",
                        First::Attack => "performed",
                    }
                )));
            }
        }
        Ok(())
    }

    pub(in crate::engine) fn find_in(
        &self,
        player: PlayerId,
        action: &Action,
        zone: impl Fn(&crate::engine::state::Player) -> &Vec<CardId>,
        where_: &str,
    ) -> Result<CardId> {
        let Some(name) = &action.card else {
            return Err(EngineError::Illegal(format!(
                "{} names no card",
                action.describe()
            )));
        };
        let pl = self.state.player(player);
        zone(pl)
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))
            .ok_or_else(|| {
                // The player's Mastery in play, named where it cannot be used (audit s27 B).
                if let Some(m) = pl
                    .in_play
                    .mastery
                    .filter(|&m| crate::corpus::names::same_name(self.state.name(m), name))
                {
                    return EngineError::Illegal(format!(
                        "{} is {player}'s Mastery in play, not {where_}: a Mastery is used as its own text says (\"in place of an attack\": in its player's Attack Phase, at step 1), and this is not such a moment ({})",
                        self.state.name(m),
                        crate::engine::citations::CRD_MASTERY_CARDS.id
                    ));
                }
                let names: Vec<&str> = zone(pl).iter().map(|&c| self.state.name(c)).collect();
                // A near name among the player's other cards in play (a misspelt Drill named in a
                // `use`, audit s28): said with where it is.
                let elsewhere: Vec<(&str, &str)> = pl
                    .in_play
                    .by_kind()
                    .filter(|(c, _)| !zone(pl).contains(c))
                    .map(|(c, kind)| (self.state.name(c), kind))
                    .collect();
                let there: Vec<&str> = elsewhere.iter().map(|(n, _)| *n).collect();
                let near_elsewhere = crate::engine::names_found::closest_name(name, &names)
                    .is_none()
                    .then(|| crate::engine::names_found::closest_name(name, &there))
                    .flatten()
                    .and_then(|n| elsewhere.iter().find(|(m, _)| *m == n));
                let found = match near_elsewhere {
                    Some((n, kind)) => format!("; did you mean \"{n}\" ({kind} {player} has in play)?"),
                    None => crate::engine::names_found::found_names(name, &names),
                };
                EngineError::Illegal(format!("{name} is not {where_} of {player}{found}"))
            })
    }

    pub(in crate::engine) fn pay_costs(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let (cost, why) = self.cost_of(me, &att.effects, att.attack.as_ref(), &att.action);
        let paid = self.pay(me, &cost, &att.action, log);
        for w in &why {
            // A payment the card requires without calling it a cost (`Effect::RequiredPayment`).
            if w.starts_with(crate::engine::battle::costs::REQUIRED_PAYMENT) {
                log.note(self.cite(Rule::Requirement), w.clone());
                continue;
            }
            log.note(self.cite(Rule::CardCosts), w.clone());
        }
        self.cite_battleground_costs(&why, log);
        // A cost the card's text states twice (Stupendous Strike): paid once, the repeat the
        // judge's (`compile::repeated_cost_to_judge`); step 3 leaves it out.
        for s in self.repeated_costs(&att) {
            log.cite(self.cite(Rule::CardCosts));
            log.judge
                .push(format!("judge resolves: {s} ({}){}", att.name, {
                    let text = att.source.card().map(|c| self.state.def(c).text.as_str());
                    crate::engine::damaged_text::repeated_cost_words(text.unwrap_or(""), &s)
                }));
        }
        // Each card in play that changed the cost: its rulings decide how.
        self.cite_cost_modifier_rulings(&why, log);
        self.cite_constant_power_costs(&why, log);
        if att.source == Source::FinalPhysicalAttack {
            log.cite(self.cite(Rule::FinalPhysicalAttack));
        }
        if paid.is_empty() {
            say!(log, account, "{} has no cost", att.name);
        } else {
            say!(log, account, "{me} pays {}", paid.join(" and "));
        }
        // Empower: +X life cards, and the text after it is deleted for this attack.
        let empower_at = att
            .effects
            .iter()
            .position(|e| matches!(e, Effect::Empower(_)));
        if let Some(i) = empower_at {
            if att.action.empower {
                let x = match att.effects.get(i) {
                    Some(Effect::Empower(x)) => *x,
                    _ => 0,
                };
                if let Some(a) = self.attack.as_mut() {
                    let dropped = a.effects.len() - i - 1;
                    a.effects.truncate(i + 1);
                    a.empower_bonus = x;
                    note!(log, self.rules.cite(Rule::Empower), "Empower {x} announced: the attack does +{x} life cards; the {dropped} effect(s) after it are deleted for this attack");
                }
                say!(log, account, "announces Empower {x}");
            } else {
                log.note(
                    self.rules.cite(Rule::Empower),
                    "Empower is not announced".to_string(),
                );
            }
        }
        // Errata wordings: a card used right after the attacker pays costs.
        self.errata_after_costs(log, account);
        Ok(Flow::Next)
    }

    /// The sentences of the attack's card that repeat a cost its text already states (left to
    /// the judge at step 2, not secondary effects: CRD 3.0.0 Glossary "Cost").
    fn repeated_costs(&self, att: &AttackInProgress) -> Vec<String> {
        let Some(card) = att.source.card() else {
            return Vec::new();
        };
        let text = &self.state.def(card).text;
        att.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Manual(s)
                    if !crate::engine::damaged_text::repeated_cost_words(text, s).is_empty() =>
                {
                    Some(s.clone())
                }
                _ => None,
            })
            .collect()
    }

    // Battle Sequence steps 3 and 6: secondary effects.

    pub(in crate::engine) fn attacker_secondary(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        log.cite(self.cite(Rule::SecondaryEffects));
        let in_place = att.attack.is_none();
        let effects: Vec<Effect> = if in_place {
            // Used in place of an attack: all of its effects are secondary effects.
            flatten(&att.effects)
        } else {
            let repeated = self.repeated_costs(&att);
            att.effects
                .iter()
                .filter(|e| e.is_secondary())
                .filter(|e| !matches!(e, Effect::Manual(s) if repeated.contains(s)))
                .cloned()
                .collect()
        };
        // A Dragon Ball's effects read from its CRD ruling (`dragon_balls::placement_rulings`):
        // the ruling is cited where they are used.
        if let Source::Hand(c) | Source::InPlay(c) = att.source {
            let def = self.state.def(c);
            if def.is_dragon_ball() {
                if let Some(r) = &def.text_source {
                    log.cite_ruling(r);
                }
            }
        }
        let mut n = self.apply_effects(me, &effects, &att.name, log)?;
        // Against an alignment: secondary effects the attack gained while its own resolved.
        if !in_place {
            n += self.resolve_gained_now(me, &att, log)?;
        }
        // An attack card that also "stops all ... attacks for the remainder of Combat".
        if !in_place {
            self.stops_for_the_remainder(me, &att.effects, &att.name, log);
        }
        if n == 0 {
            say!(log, account, "{} has no secondary effects", att.name);
        } else {
            say!(
                log,
                account,
                "{n} secondary effect(s) of {} resolved, one sentence at a time",
                att.name
            );
        }
        if in_place {
            log.note(
                self.cite(Rule::Defending),
                "no attack was performed: the defender does not defend".to_string(),
            );
            return Ok(Flow::JumpTo(StepKind::Dispose));
        }
        Ok(Flow::Next)
    }

    /// A floating stop of `me` starts: every later attack of the kinds `stopped` against `me` is
    /// stopped to the end of Combat. When the card's stop (`card_kinds`) covers both physical and
    /// energy attacks and the card (`effects`) does not say it stops focused attacks, it is
    /// recorded as such: CRD "What is Focused?" — that stop cannot stop a focused attack.
    pub(in crate::engine) fn float_stop(
        &mut self,
        me: PlayerId,
        stopped: &[AttackKind],
        card_kinds: &[AttackKind],
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) {
        // Wording that names no owner: the reading taken, the other to the judge.
        self.stop_owner_reading(me, source, log);
        let combat = &mut self.state.player_mut(me).combat;
        for k in stopped {
            combat.stops_all.push((*k, source.to_string()));
        }
        if card_kinds.contains(&AttackKind::Physical)
            && card_kinds.contains(&AttackKind::Energy)
            && !effects.contains(&Effect::StopsFocused)
        {
            combat.stops_all_both.push(source.to_string());
        }
    }

    /// A card's "stops all ... attacks for the remainder of Combat": every attack of those kinds
    /// performed against `me` is stopped from now on.
    pub(in crate::engine) fn stops_for_the_remainder(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) {
        for e in effects {
            let Effect::Stop(st) = e else { continue };
            if !st.rest_of_combat {
                continue;
            }
            self.float_stop(me, &st.kinds, &st.kinds, effects, source, log);
            note!(
                log,
                self.cite(Rule::FloatingEffects),
                "{source}: all {} attacks against {me} are stopped for the remainder of Combat",
                words(&st.kinds)
            );
        }
    }
}
