//! Execution of `conditions::condition_phrases`: power stages gained or lost by the personality
//! performing the attack ([`Effect::PerformerStages`]) or by every personality of a side or
//! group ([`Effect::PersonalitiesStages`]), and an attack whose damage deals no life cards
//! ([`Effect::NoLifeCardsFromThisAttack`]).
//!
//! Rules applied (CRD 3.0.0):
//! - "Secondary Effects": the power stages change when the card's effects are used; the
//!   personality performing the attack is the one in control of Combat ("Allies Taking Over
//!   Combat"), a Main Personality or an Ally. A personality goes no higher than its highest power
//!   stage; stages lost past 0 are discarded from the top of its owner's Life Deck, as for every
//!   other loss of power stages in the engine.
//! - "Damage Caps": "does not take life cards of damage from this attack" is a cap of 0 life
//!   cards on the attack; it applies to the life cards the attack deals and to power stages
//!   converted into life cards.

use crate::engine::effects::{DamageCap, Effect, PersonalitiesStages};
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId};

use crate::engine::battle::{AttackInProgress, Battle};

impl Battle {
    /// "The personality performing this attack gains 3 power stages": the personality in
    /// control of Combat of `me`.
    pub(in crate::engine) fn performer_stages(
        &mut self,
        me: PlayerId,
        by: i32,
        source: &str,
        log: &mut Log,
    ) {
        match self.state.player(me).control {
            Controller::MainPersonality => {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: the personality performing the attack is {me}'s Main Personality"),
                );
                levels::change_stages(&mut self.state, &self.rules, log, me, by);
            }
            Controller::Ally(i) => {
                log.note(
                    self.cite(Rule::AlliesTakingOver),
                    format!("{source}: the personality performing the attack is {me}'s Ally in control of Combat"),
                );
                self.ally_stages(me, i, by, true, source, log);
            }
        }
    }

    /// "Every hero loses 3 power stages": every Main Personality and Ally of the sides named,
    /// of the group named if any.
    pub(in crate::engine) fn personalities_stages(
        &mut self,
        me: PlayerId,
        p: &PersonalitiesStages,
        source: &str,
        log: &mut Log,
    ) {
        let sides = p.whose.sides(me);
        use crate::engine::identity::{Fit, Side};
        let fits = |def: &crate::engine::state::CardDef, on: Side<'_>, log: &mut Log| match p
            .group
            .as_deref()
            .map(|g| crate::engine::battle::what_fit(def, on, g))
        {
            None | Some(Fit::Yes(_)) => true,
            Some(Fit::No(_)) => false,
            Some(Fit::Unclear(why)) => {
                log.judge.push(format!("judge resolves: {source}: {why}"));
                false
            }
        };
        let mut touched = 0;
        for side in sides {
            let mp = &self.state.player(side).mp;
            if fits(self.state.personality_def(mp), self.state.side_of(mp), log) {
                touched += 1;
                levels::change_stages(&mut self.state, &self.rules, log, side, p.by);
            }
            for i in 0..self.state.player(side).allies.len() {
                let ally = &self.state.player(side).allies[i];
                if fits(self.state.personality_def(ally), Side::Printed, log) {
                    touched += 1;
                    self.ally_stages(side, i, p.by, true, source, log);
                }
            }
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {touched} personalit{} {} {} power stage(s){}",
                if touched == 1 { "y" } else { "ies" },
                if p.by < 0 { "lose" } else { "gain" },
                p.by.unsigned_abs(),
                p.group
                    .as_deref()
                    .map(|g| format!(" (every {g})"))
                    .unwrap_or_default()
            ),
        );
    }

    /// The attack's own cap: "Your opponent does not take life cards of damage from this
    /// attack" caps its life cards at 0 (CRD "Damage Caps").
    pub(in crate::engine) fn attack_own_cap(
        &self,
        att: &AttackInProgress,
        cap: &mut DamageCap,
        log: &mut Log,
    ) {
        if att.effects.contains(&Effect::NoLifeCardsFromThisAttack) && cap.life_cards != Some(0) {
            log.note(
                self.cite(Rule::DamageCaps),
                format!(
                    "{}: the defender does not take life cards of damage from this attack (a cap of 0 life cards)",
                    att.name
                ),
            );
            cap.tighten(None, Some(0));
        }
    }
}
