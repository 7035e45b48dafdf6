//! Stops and Defense Shields written on cards that stay in play, in the Battle Sequence: a
//! standing stop (`standing_stops.rs`) acts with the defence at step 5 on the first attack of its
//! kinds performed against its player this Combat; a personality's Defense Shield joins the
//! Defense Shields of step 7 (`battle/steps/defence.rs`) while that personality is in control of
//! Combat (CRD 3.0.0 "Power-Up Rating (PUR)": Constant Combat Powers "are constantly active";
//! "Allies Taking Over Combat"; Glossary "Defense Shield").

use crate::engine::battle::{AttackInProgress, Battle};
use crate::engine::effects::conditions::condition_words::condition_words;
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::{AttackKind, AttackSpec, Effect, StandingStop, StopWhen};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

/// The index of a kind in a `[physical, energy]` count (`CombatFlags::attacks_by_kind`).
pub(in crate::engine) fn slot(k: AttackKind) -> usize {
    match k {
        AttackKind::Physical => 0,
        AttackKind::Energy => 1,
    }
}

/// Where a standing stop is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holder {
    /// The Constant Combat Power of the personality in control of Combat.
    Power,
    /// A Drill in play.
    Drill,
    /// A Non-Combat card in play that is not a Drill.
    NonCombat,
}

/// A standing stop found on the defender's side.
struct Found {
    card: CardId,
    name: String,
    stop: StandingStop,
    holder: Holder,
}

/// Both kinds when the text names none or both ("the first physical or energy attack").
fn covers_both(kinds: &[AttackKind]) -> bool {
    kinds.is_empty()
        || (kinds.contains(&AttackKind::Physical) && kinds.contains(&AttackKind::Energy))
}

impl Battle {
    /// The defender's standing stops that concern an attack of `kind`: his Drills and Non-Combat
    /// cards in play ("X only" checked), and his personality in control's Constant Combat Power.
    fn standing_stops_for(
        &self,
        kind: AttackKind,
        att: &AttackInProgress,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Vec<Found> {
        let defender = self.pos.attacker.other();
        let pl = self.state.player(defender);
        let mut out = Vec::new();
        let in_play = pl.in_play.drills.iter().map(|&c| (c, Holder::Drill)).chain(
            pl.in_play
                .non_combat
                .iter()
                .map(|&c| (c, Holder::NonCombat)),
        );
        for (card, holder) in in_play {
            for e in &self.state.def(card).effects {
                let Some(s) = self.standing_stop_in(e, defender, self.state.name(card), log) else {
                    continue;
                };
                if s.kinds.is_empty() || s.kinds.contains(&kind) {
                    out.push(Found {
                        card,
                        name: self.state.name(card).to_string(),
                        stop: s.clone(),
                        holder,
                    });
                }
            }
        }
        // "X only" (`battle::only`): no stop from a card its controller cannot use now.
        out.retain(|f| match self.only_blocks_in_play(defender, f.card, log) {
            Some(why) => {
                account.push(why);
                false
            }
            None => true,
        });
        if let Some(card) = self.constant_power_card(defender) {
            let name = format!("{}'s Constant Combat Power", self.state.name(card));
            for e in power_boxes::constant_effects(&self.state.def(card).effects) {
                let Some(s) = self.standing_stop_in(e, defender, &name, log) else {
                    continue;
                };
                if (s.kinds.is_empty() || s.kinds.contains(&kind))
                    && !self.main_personality_powers_barred(defender, att, &name, log)
                {
                    out.push(Found {
                        card,
                        name: name.clone(),
                        stop: s.clone(),
                        holder: Holder::Power,
                    });
                }
            }
        }
        out
    }

    /// The standing stop an effect holds: itself, or the one under a condition that holds for
    /// `defender` now (Black Saving Drill: "... if your anger level is 3 or higher"), the
    /// condition said; one the engine cannot decide goes to the judge and does not act.
    fn standing_stop_in<'e>(
        &self,
        e: &'e Effect,
        defender: PlayerId,
        name: &str,
        log: &mut Log,
    ) -> Option<&'e StandingStop> {
        match e {
            Effect::StandingStop(s) => Some(s),
            Effect::Conditional(k) => {
                let s = k.effects.iter().find_map(|e| match e {
                    Effect::StandingStop(s) => Some(s),
                    _ => None,
                })?;
                let words = condition_words(&k.condition);
                if let Some(why) = self.undecided(defender, &k.condition) {
                    log.judge.push(format!(
                        "judge resolves: {name}'s stop acts only if {words}; the engine cannot decide it: {why}"
                    ));
                    return None;
                }
                let holds = self.holds(defender, &k.condition);
                log.notes.push(format!(
                    "{name}'s stop acts only if {words}: {}",
                    if holds { "it does" } else { "it does not" }
                ));
                holds.then_some(s)
            }
            _ => None,
        }
    }

    /// Battle Sequence step 5, after the defence and the floating stops: the first standing stop
    /// of the defender that stops this attack. Each is said: the first attack of its kinds only
    /// ("the first" counted over the attacks the attacker performed this Combat), not an attack
    /// that cannot be stopped (CRD 3.0.0 "Stopping Unstoppable Attacks"), nor a Focused one when
    /// it stops both kinds (CRD 3.0.0 "What does Focused do?").
    pub(in crate::engine) fn standing_stop(
        &mut self,
        att: &AttackInProgress,
        spec: &AttackSpec,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Option<String> {
        let defender = self.pos.attacker.other();
        let done = self.state.player(defender.other()).combat.attacks_by_kind;
        for f in self.standing_stops_for(spec.kind, att, log, account) {
            let kinds: Vec<AttackKind> = if f.stop.kinds.is_empty() {
                vec![AttackKind::Physical, AttackKind::Energy]
            } else {
                f.stop.kinds.clone()
            };
            let words = kinds
                .iter()
                .map(|k| k.word())
                .collect::<Vec<_>>()
                .join(" or ");
            self.cite_standing_holder(&f, defender, log);
            // This attack is counted at its declaration (step 1).
            let nth: u32 = kinds.iter().map(|&k| done[slot(k)]).sum();
            if nth != 1 {
                log.notes.push(format!(
                    "{} stops only the first {words} attack performed against {defender} in a Combat: this is the {}",
                    f.name,
                    ordinal(nth)
                ));
                continue;
            }
            if spec.cannot_be_stopped
                && !self
                    .state
                    .def(f.card)
                    .effects
                    .contains(&Effect::StopsUnstoppable)
            {
                log.note(
                    self.cite(Rule::StoppingUnstoppable),
                    format!(
                        "the attack cannot be stopped: {}'s stop does not stop it",
                        f.name
                    ),
                );
                log.judge.push(format!(
                    "judge confirms: {} stops \"the first {words} attack\" and this one cannot be stopped; the CRD says a Defense Shield is still \"used\" against such an attack (Battle Sequence step 7) but says nothing of a stop that is not one: the engine reads this attack as the first, so the stop is spent",
                    f.name
                ));
                return None;
            }
            if spec.focused && covers_both(&f.stop.kinds) {
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused: {} stops both physical and energy attacks, so it cannot stop it", f.name),
                );
                return None;
            }
            if att.effects.contains(&Effect::NotStoppedByFloatingOrShields) {
                log.judge.push(format!(
                    "judge confirms: {} cannot be stopped by floating effects and Defense Shields; {}'s stop is neither (it is written on a card in play), so the engine lets it stop the attack",
                    att.name, f.name
                ));
            }
            if f.stop.when == StopWhen::NextCombat {
                log.notes.push(format!(
                    "{} stops the first {words} attack \"in the next combat\": the engine reads this Combat as the next one after the card was placed in play",
                    f.name
                ));
            }
            if spec.focused {
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused, but {} stops only {} attacks and is not a Defense Shield: only \"cards that have the ability to stop or prevent damage from both physical and energy attacks, or ... Defense Shields\" cannot stop it", f.name, spec.kind.word()),
                );
            }
            if spec.focused
                && f.holder != Holder::Power
                && self.state.def(f.card).rulings.is_empty()
            {
                log.judge.push(format!(
                    "judge confirms: {}'s \"Stops the first ...\" does not say \"Defense Shield\"; the CRD rules on this wording only for Trunks, the Swift Lv.1 (\"This power is not a defense shield\"), and the engine reads it the same way: a stop of one kind stops a Focused attack",
                    f.name
                ));
            }
            log.notes.push(format!(
                "{} stops the first {words} attack performed against {defender} this Combat: a stop written on a card in play, not a Defense Shield",
                f.name
            ));
            self.put_away_standing(&f, defender, log);
            return Some(f.name);
        }
        None
    }

    /// Cites what keeps a standing stop active: the Constant Combat Power's rule and holder, the
    /// Drill or Non-Combat card's rule, and the card's own rulings (Trunks, the Swift Lv.1's).
    fn cite_standing_holder(&self, f: &Found, defender: PlayerId, log: &mut Log) {
        log.cite(self.cite(Rule::Defending));
        match f.holder {
            Holder::Power => {
                log.cite(self.cite(Rule::PersonalityPowers));
                self.cite_power_holder(defender, f.card, log);
            }
            Holder::Drill => log.cite(self.cite(Rule::DrillCards)),
            Holder::NonCombat => log.cite(self.cite(Rule::NonCombatCards)),
        }
        self.cite_card_rulings(f.card, log);
    }

    /// A Non-Combat card that stopped the attack: "Remove from the game after use" done; a
    /// Drill and a personality stay.
    fn put_away_standing(&mut self, f: &Found, defender: PlayerId, log: &mut Log) {
        if f.holder != Holder::NonCombat {
            return;
        }
        if self
            .state
            .def(f.card)
            .effects
            .contains(&Effect::RemoveFromGameAfterUse)
        {
            self.state.take_from_zones(f.card);
            self.state.player_mut(defender).removed.push(f.card);
            log.note(
                self.cite(Rule::RemoveFromGame),
                format!("{} is removed from the game after use", f.name),
            );
        } else {
            log.judge.push(format!(
                "judge resolves: {} stopped the attack from play; its text does not say where it goes after use",
                f.name
            ));
        }
    }

    /// Step 7: the Defense Shield of the defender's personality in control of Combat, if it has
    /// one for this attack's kind (a Constant Combat Power's "Defense Shield: ...", or one written
    /// in its power box); none while its powers are turned off or when the attack cannot be
    /// stopped by Main Personality powers, each said.
    pub(in crate::engine) fn personality_shield(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Option<CardId> {
        let defender = self.pos.attacker.other();
        let card = self.state.level_card(self.state.controller(defender))?;
        let shields = |c: CardId| {
            self.state.def(c).effects.iter().any(
                |e| matches!(e, Effect::DefenseShield(k) if k.is_empty() || k.contains(&spec.kind)),
            )
        };
        // A personality not in control of Combat with a Defense Shield in its power box: not
        // activated, and the judge is told (CRD 3.0.0 "Allies Taking Over Combat" speaks of
        // powers; the Glossary calls a Defense Shield "a card power").
        let pl = self.state.player(defender);
        for other in std::iter::once(&pl.mp)
            .chain(pl.allies.iter())
            .filter_map(|p| self.state.level_card(p))
            .filter(|&c| c != card && shields(c))
        {
            log.cite(self.cite(Rule::AlliesTakingOver));
            log.judge.push(format!(
                "judge confirms: {} has a Defense Shield in its power box but is not in control of Combat; the engine does not activate it (\"Allies cannot use their Personality Powers or Constant Combat Powers unless they are in control of Combat\")",
                self.state.name(other)
            ));
            self.cite_card_rulings(other, log);
        }
        if !shields(card) {
            return None;
        }
        let def = self.state.def(card);
        let name = format!("{}'s Defense Shield", def.name);
        if let Some(src) = self.powers_turned_off_by(defender, card) {
            log.note(
                self.cite(Rule::PersonalityPowers),
                format!(
                    "{}'s powers are turned off ({src}): the engine does not activate {name}",
                    def.name
                ),
            );
            if !def.rulings.is_empty() {
                log.judge.push(format!(
                    "judge confirms: {name} is off with its powers; the card's ruling may say otherwise"
                ));
            }
            return None;
        }
        if self.main_personality_powers_barred(defender, att, &name, log) {
            return None;
        }
        if self.shield_in_a_barred_constant_power(defender, card, &name, log) {
            return None;
        }
        log.cite(self.cite(Rule::PersonalityPowers));
        self.cite_power_holder(defender, card, log);
        Some(card)
    }
}

impl Battle {
    /// A Defense Shield printed in a Constant Combat Power's box while a card keeps the player
    /// from using Constant Combat Powers (Red Face Slap): CRD 3.0.0 "Turning off Personality
    /// Powers" turns off "all of the ... Constant Combat Powers on that personality", and the
    /// shield is printed in that box, so it is off (returns true) and the judge is told that the
    /// CRD's only ruling on such a shield, Goku, the Protector Lv.3's, calls his "separate from
    /// his Constant Combat Power". That card's own shield stays, by its ruling (returns false).
    fn shield_in_a_barred_constant_power(
        &self,
        defender: PlayerId,
        card: CardId,
        name: &str,
        log: &mut Log,
    ) -> bool {
        // The CRD 3.0.0's rule and ruling: read only under its ruleset.
        if self.rules.id != "crd-3.0.0" {
            return false;
        }
        let Some(by) = self.constant_powers_prohibited_for(defender) else {
            return false;
        };
        let def = self.state.def(card);
        if !power_boxes::has_constant_power(&def.effects) {
            return false;
        }
        log.cite(crate::engine::citations::CRD_TURNING_OFF_POWERS);
        log.cite_ruling(GOKU_THE_PROTECTOR_SHIELD);
        if self
            .rules
            .own_rulings(def)
            .any(|r| r == GOKU_THE_PROTECTOR_SHIELD)
        {
            log.notes.push(format!(
                "{by} keeps {defender} from using Constant Combat Powers; {name} stays: the card's ruling says it \"is separate from his Constant Combat Power\""
            ));
            return false;
        }
        log.judge.push(format!(
            "judge resolves: {by} keeps {defender} from using Constant Combat Powers, and {name} is printed in {}'s Constant Combat Power box: the engine turns it off with them (\"Turning off Personality Powers\": \"the card affects all of the ... Constant Combat Powers on that personality\"); the CRD rules only Goku, the Protector Lv.3's such shield \"separate from his Constant Combat Power\": whether that reading extends to this card is the judge's",
            def.name
        ));
        true
    }
}

/// CRD 3.0.0's ruling on the one Defense Shield printed in a Constant Combat Power box it rules
/// on: "Goku's Defense Shield is separate from his Constant Combat Power."
const GOKU_THE_PROTECTOR_SHIELD: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/goku-the-protector-lv-3";

/// "2nd", "3rd", ... for the notes.
fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
