//! Execution of `damage::minimum_damage`: a Drill's "minimum of N life cards of damage after
//! modifiers" raises the attack's life cards once Battle Sequence step 10 has counted every
//! modifier; while the damage is dealt (step 13) it gets around the defensive powers that reduce
//! the damage and yields to damage caps, as the card's CRD 3.0.0 ruling says.

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

/// A minimum in force for one attack: the fewest life cards, the Drill that says so, and whether
/// the Drill says power stages of damage do not count toward it.
#[derive(Debug, Clone, Copy)]
pub(in crate::engine) struct MinimumInForce {
    pub life_cards: u32,
    pub card: CardId,
    pub life_cards_only: bool,
}

impl Battle {
    /// The highest minimum the Drills `attacker` has in play set for an attack of `kind`.
    pub(in crate::engine) fn minimum_damage(
        &self,
        attacker: PlayerId,
        kind: AttackKind,
    ) -> Option<MinimumInForce> {
        let mut best: Option<MinimumInForce> = None;
        for c in self.state.acting_drills(attacker) {
            let effects = &self.state.def(c).effects;
            let life_cards_only = effects.contains(&Effect::MinimumCountsLifeCardsOnly);
            for e in effects {
                let Effect::MinimumDamage(m) = e else {
                    continue;
                };
                if !m.kinds.is_empty() && !m.kinds.contains(&kind) {
                    continue;
                }
                if best.is_none_or(|b| m.life_cards > b.life_cards) {
                    best = Some(MinimumInForce {
                        life_cards: m.life_cards,
                        card: c,
                        life_cards_only,
                    });
                }
            }
        }
        best
    }

    /// Step 10, after every modifier: the attacker's minimum raises the attack's life cards of
    /// damage (CRD 3.0.0 "Drill Cards"; "Modified Damage": the minimum is read "after
    /// modifiers"). Said even when the attack already does enough.
    pub(in crate::engine) fn apply_minimum_damage(
        &mut self,
        kind: AttackKind,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let me = self.pos.attacker;
        let Some(min) = self.minimum_damage(me, kind) else {
            return;
        };
        let Some(damage) = self.attack.as_ref().map(|a| a.damage) else {
            return;
        };
        let name = self.state.name(min.card).to_string();
        log.cite(self.cite(Rule::DrillCards));
        log.cite(self.cite(Rule::ModifiedDamage));
        self.cite_card_rulings(min.card, log);
        if damage.power_stages > 0 && !min.life_cards_only {
            log.judge.push(format!(
                "judge resolves: {name} sets a minimum of {} life card(s) after modifiers; this attack also does {} power stage(s) of damage and the card does not say whether they count toward it",
                min.life_cards, damage.power_stages
            ));
            return;
        }
        let stages = if damage.power_stages > 0 {
            format!(
                "; its {} power stage(s) of damage are not affected and count as 0 life cards for this effect",
                damage.power_stages
            )
        } else {
            String::new()
        };
        if damage.life_cards >= min.life_cards {
            log.notes.push(format!(
                "{name}: a minimum of {} life card(s) after modifiers; the attack already does {}{stages}",
                min.life_cards, damage.life_cards
            ));
            return;
        }
        log.notes.push(format!(
            "{name}: the attack does a minimum of {} life card(s) after modifiers: {} -> {}{stages}",
            min.life_cards, damage.life_cards, min.life_cards
        ));
        account.push(format!(
            "{name} raises the life cards of damage to its minimum: {} -> {}",
            damage.life_cards, min.life_cards
        ));
        if let Some(a) = self.attack.as_mut() {
            a.damage.life_cards = min.life_cards;
        }
    }

    /// Step 13: a defensive power that reduces the damage "to" `to` life cards (`name`) does not
    /// take the attack below the attacker's minimum: the Drill's ruling says it "does get
    /// around defensive powers that reduce the damage dealt by the attack". The life cards the
    /// reduction leaves.
    pub(in crate::engine) fn minimum_over_reduction(
        &self,
        spec: &AttackSpec,
        name: &str,
        to: u32,
        log: &mut Log,
    ) -> u32 {
        let Some(min) = self.minimum_damage(self.pos.attacker, spec.kind) else {
            return to;
        };
        if to >= min.life_cards {
            return to;
        }
        log.cite(self.cite(Rule::DrillCards));
        self.cite_card_rulings(min.card, log);
        log.notes.push(format!(
            "{} gets around {name}, a defensive power that reduces the damage (its CRD ruling): the attack still does a minimum of {} life card(s), not {to}",
            self.state.name(min.card),
            min.life_cards
        ));
        min.life_cards
    }

    /// Step 13: a damage cap (or a prevention) that takes the attack below the attacker's
    /// minimum. A cap wins, the Drill's ruling says it "does NOT get around damage caps (cards
    /// that state that you take a maximum of ___ damage from the attack)"; prevention is not
    /// modifying damage (CRD 3.0.0 "A Note about Damage Prevention") and the ruling does not
    /// name it, so the judge decides.
    pub(in crate::engine) fn minimum_under_limit(
        &self,
        spec: &AttackSpec,
        after: u32,
        cap: bool,
        log: &mut Log,
    ) {
        let Some(min) = self.minimum_damage(self.pos.attacker, spec.kind) else {
            return;
        };
        if after >= min.life_cards {
            return;
        }
        let name = self.state.name(min.card).to_string();
        log.cite(self.cite(Rule::DrillCards));
        self.cite_card_rulings(min.card, log);
        if cap {
            log.note(
                self.cite(Rule::DamageCaps),
                format!(
                    "{name}'s minimum of {} life card(s) does not get around damage caps (its CRD ruling): the cap decides, {after}",
                    min.life_cards
                ),
            );
        } else {
            log.cite(self.cite(Rule::DamagePrevention));
            log.judge.push(format!(
                "judge resolves: whether {name}'s minimum of {} life card(s) gets around prevention of this attack's damage ({after} left): its ruling names reductions and caps only, and preventing damage is not modifying it",
                min.life_cards
            ));
        }
    }
}
