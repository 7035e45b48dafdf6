//! Execution of `in_play::drills`: what a Drill in play does without being used (CRD 3.0.0
//! "Drill Cards": a Drill's ability works while it is in play).
//!
//! - A Drill's damage cap on the attacks against its owner ("All successful physical attacks
//!   performed against you do a maximum of 3 power stages of damage") joins the defence's caps
//!   while the damage is dealt (CRD "Damage Caps": a cap only affects the type of damage it
//!   states), Battle Sequence steps 12 and 13.
//! - "Cards that end combat may not be played or used while this Drill is in play": while such a
//!   Drill is in play for any player, a card with an effect that ends Combat is refused when it
//!   is played or used (step 1 or 5), naming the Drill.
//! - "Your anger may not be lowered while this Drill is in play": an effect that would lower the
//!   Drill owner's anger leaves it unchanged ([`anger_lock`], read by
//!   [`crate::engine::levels::change_anger`]).
//! - "Whenever you stop an attack, ..." and "Whenever your opponent stops 1 of your attacks,
//!   ...": set off at step 8, once the attack is found stopped, for the defender and for the
//!   attacker (`triggers::triggered_effects` runs them: a "you may" effect waits for its player's `use`).

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, AttackSpec, Cost, DamageCap, Effect, TriggerEvent};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// The caps of the defender's Drills in play that apply to this attack, joined to `cap`
    /// (the lowest cap of each type wins).
    pub(in crate::engine) fn drill_caps(
        &self,
        spec: &AttackSpec,
        cap: &mut DamageCap,
        log: &mut Log,
    ) {
        let defender = self.pos.attacker.other();
        for c in self.state.acting_drills(defender) {
            for e in &self.state.def(c).effects {
                let Effect::CapAgainstYou(k) = e else {
                    continue;
                };
                if !crate::engine::effects::lasting::lasting_effects_resolve::kinds_match(
                    &k.kinds, spec.kind,
                ) {
                    continue;
                }
                log.cite(self.cite(Rule::DrillCards));
                log.cite(self.cite(Rule::DamageCaps));
                // The card's errata and its rulings in the ruleset's document.
                self.cite_card_rulings(c, log);
                let mut parts = Vec::new();
                if let Some(n) = k.power_stages {
                    parts.push(format!("{n} power stage(s)"));
                }
                if let Some(n) = k.life_cards {
                    parts.push(format!("{n} life card(s)"));
                }
                log.notes.push(format!(
                    "{}: a {} attack against {defender} does a maximum of {} of damage",
                    self.state.name(c),
                    spec.kind.word(),
                    parts.join(" and ")
                ));
                cap.tighten(k.power_stages, k.life_cards);
            }
        }
        self.non_drill_caps_to_judge(defender, spec, log);
    }

    /// A Non-Combat card in play that is not a Drill, with a Drill's damage cap: CRD 3.0.0 says
    /// Drills "are constantly in use for their game effects as long as they are in play", while
    /// Non-Combat / Non-Drill cards are "generally" used in your Attack Phase and discarded. The
    /// documents do not say such a cap works from play: the judge is told, with both rules.
    fn non_drill_caps_to_judge(&self, defender: PlayerId, spec: &AttackSpec, log: &mut Log) {
        let cards: Vec<CardId> = self.state.player(defender).in_play.non_combat.clone();
        for c in cards {
            let def = self.state.def(c);
            if def.is_drill() {
                continue;
            }
            let caps = def.effects.iter().any(|e| {
                matches!(e, Effect::CapAgainstYou(k) if crate::engine::effects::lasting::lasting_effects_resolve::kinds_match(&k.kinds, spec.kind))
            });
            if !caps {
                continue;
            }
            log.cite(self.cite(Rule::DrillCards));
            log.cite(crate::engine::citations::CRD_NON_COMBAT_NON_DRILL);
            self.cite_card_rulings(c, log);
            log.judge.push(format!(
                "judge resolves: {} is a Non-Combat card {defender} has in play, not a Drill; its damage cap on attacks against {defender} is applied from play only for a Drill (\"Drills are constantly in use for their game effects as long as they are in play\"), and Non-Combat / Non-Drill cards are \"generally\" used in your Attack Phase, then discarded: the engine does not apply it; decide whether it limits this {} attack",
                def.name,
                spec.kind.word()
            ));
        }
    }

    /// Refuses a card that ends Combat while a Drill that forbids such cards is in play (for
    /// either player).
    pub(in crate::engine) fn check_combat_enders(
        &self,
        card: Option<CardId>,
        name: &str,
    ) -> Result<()> {
        let Some(card) = card else { return Ok(()) };
        if !ends_combat(&self.state.def(card).effects) {
            return Ok(());
        }
        for p in PlayerId::BOTH {
            for d in self.state.acting_drills(p) {
                if self.state.def(d).effects.contains(&Effect::NoCombatEnders) {
                    let cite = self.cite(Rule::DrillCards);
                    // The Drill's own ruling in the ruleset's document ("This Drill affects
                    // Dragon Balls ... This Drill affects all players", Blue Battle Drill).
                    let ruling = self
                        .ruleset_ruling(d)
                        .map(|r| format!("; the Drill's ruling {r}"))
                        .unwrap_or_default();
                    let what = if self.state.def(card).is_dragon_ball() {
                        "this Dragon Ball ends Combat and stays in the hand"
                    } else {
                        "it ends Combat"
                    };
                    return Err(EngineError::Illegal(format!(
                        "{name} cannot be played or used: {what}, and {} ({p}'s Drill in play) keeps every player from playing or using cards that end Combat (CRD \"{}\", {}{ruling})",
                        self.state.name(d),
                        cite.title,
                        cite.id
                    )));
                }
            }
        }
        Ok(())
    }

    /// Refuses a Non-Combat card that is not a Drill to `me` while a Drill in play reads
    /// [`Effect::NonCombatAfterHandAttack`] and `me` has performed no attack from his hand this
    /// Combat, citing the Drill's ruling.
    pub(in crate::engine) fn check_non_combat_after_hand_attack(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
    ) -> Result<()> {
        let Some(card) = card else { return Ok(()) };
        let def = self.state.def(card);
        if !def.card_type.eq_ignore_ascii_case("Non-Combat") || def.is_drill() {
            return Ok(());
        }
        if self.state.player(me).combat.hand_attacks > 0 {
            return Ok(());
        }
        for p in PlayerId::BOTH {
            for d in self.state.acting_drills(p) {
                if !self
                    .state
                    .def(d)
                    .effects
                    .contains(&Effect::NonCombatAfterHandAttack)
                {
                    continue;
                }
                let cite = self.cite(Rule::DrillCards);
                let ruling = self
                    .ruleset_ruling(d)
                    .map(|r| format!("; the Drill's ruling {r}"))
                    .unwrap_or_default();
                return Err(EngineError::Illegal(format!(
                    "{name} cannot be used: it is a Non-Combat/Non-Drill card, {me} has performed no attack from his hand this Combat, and {} ({p}'s Drill in play) keeps every player from using such cards until he has (CRD \"{}\", {}{ruling})",
                    self.state.name(d),
                    cite.title,
                    cite.id
                )));
            }
        }
        Ok(())
    }

    /// Step 5: refuses a redirect to an Ally of damage from an attack of a kind the attacker's
    /// Drill keeps from being redirected to Allies.
    pub(in crate::engine) fn check_redirect_to_ally(
        &self,
        defender: PlayerId,
        to: &str,
        kind: AttackKind,
    ) -> Result<()> {
        let attacker = defender.other();
        for c in self.state.acting_drills(attacker) {
            for e in &self.state.def(c).effects {
                let Effect::NoRedirectToAllies(kinds) = e else {
                    continue;
                };
                if kinds.is_empty() || kinds.contains(&kind) {
                    let cite = self.cite(Rule::DrillCards);
                    return Err(EngineError::Illegal(format!(
                        "{to} cannot take redirected damage: {} ({attacker}'s Drill in play) keeps the damage of {attacker}'s {} attacks from being redirected to Allies (CRD \"{}\", {})",
                        self.state.name(c),
                        kind.word(),
                        cite.title,
                        cite.id
                    )));
                }
            }
        }
        Ok(())
    }

    /// The cost changes of the Drills in play (both players') for what `me` uses: an attack
    /// (`attack`) or another card. A Drill's change under its condition replaces its plain one.
    pub(in crate::engine) fn drill_costs(
        &self,
        me: PlayerId,
        attack: bool,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        for owner in PlayerId::BOTH {
            for c in self.state.acting_drills(owner) {
                let effects = &self.state.def(c).effects;
                let conditional = effects.iter().find_map(|e| match e {
                    Effect::Conditional(k) if self.holds(owner, &k.condition) => {
                        k.effects.iter().find_map(|e| match e {
                            Effect::CostWhileInPlay(d) => Some(d),
                            _ => None,
                        })
                    }
                    _ => None,
                });
                let own = effects.iter().find_map(|e| match e {
                    Effect::CostWhileInPlay(d) => Some(d),
                    _ => None,
                });
                let Some(d) = conditional.or(own) else {
                    continue;
                };
                let whose = d.player.of(owner);
                if whose != me || (d.attacks_only && !attack) {
                    continue;
                }
                let before = cost.power_stages;
                let after = if d.power_stages >= 0 {
                    before.saturating_add(d.power_stages as u32)
                } else {
                    let reduced = before.saturating_sub(d.power_stages.unsigned_abs());
                    // A reduction never raises a cost already below its minimum.
                    reduced.max(d.minimum.min(before))
                };
                cost.power_stages = after;
                why.push(format!(
                    "{} ({owner}'s Drill in play, CRD \"Drill Cards\") changes the cost: {before} -> {after} power stage(s)",
                    self.state.name(c)
                ));
            }
        }
    }

    /// End of step 8, the attack found successful: the attacker's effects "before damage is
    /// dealt".
    pub(in crate::engine) fn before_damage_triggers(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some(kind) = self.attack_kind() else {
            return;
        };
        self.run_triggers(
            self.pos.attacker,
            TriggerEvent::YourAttackSuccessfulBeforeDamage,
            Some(kind),
            "a successful attack, before its damage is dealt",
            log,
            account,
        );
    }

    /// Step 8, the attack found stopped: the defender's "Whenever you stop an attack" effects,
    /// then the attacker's "Whenever your opponent stops 1 of your attacks" effects.
    pub(in crate::engine) fn stop_triggers(&mut self, log: &mut Log, account: &mut Vec<String>) {
        let Some(kind) = self.attack_kind() else {
            return;
        };
        let attacker = self.pos.attacker;
        self.run_triggers(
            attacker.other(),
            TriggerEvent::YouStopAttack,
            Some(kind),
            "after stopping an attack",
            log,
            account,
        );
        if log.victory.is_some() {
            return;
        }
        self.run_triggers(
            attacker,
            TriggerEvent::YourAttackStopped,
            Some(kind),
            "after its attack was stopped",
            log,
            account,
        );
    }
}

/// True when a card's effects end Combat (on the card, under a condition, or if successful).
fn ends_combat(effects: &[Effect]) -> bool {
    effects.iter().any(|e| match e {
        Effect::EndCombat => true,
        Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::May(v)
        | Effect::DragonBallPower(v) => ends_combat(v),
        Effect::Conditional(c) => ends_combat(&c.effects),
        _ => false,
    })
}
