//! Constant Combat Powers of Allies not in control of Combat whose own text says they need not
//! be (`outside_control.rs`): found for a player, and used where the engine reads a Constant
//! Combat Power's modifiers (step 10) and hands its unread sentences to the judge (step 1).

use crate::engine::battle::Battle;
use crate::engine::effects::{Effect, Scope};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Controller, PlayerId};

impl Battle {
    /// The level cards of `player`'s personalities not in control of Combat (his Allies, and his
    /// Main Personality while an Ally is) whose Constant Combat Power says it is used without
    /// control of Combat (not turned off, not prohibited).
    pub(in crate::engine) fn constant_powers_outside_control(
        &self,
        player: PlayerId,
    ) -> Vec<CardId> {
        let pl = self.state.player(player);
        if self.constant_powers_prohibited_for(player).is_some() {
            return Vec::new();
        }
        let main = (pl.control != Controller::MainPersonality).then_some(&pl.mp);
        main.into_iter()
            .chain(
                pl.allies
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| pl.control != Controller::Ally(*i))
                    .map(|(_, a)| a),
            )
            .filter_map(|a| self.state.level_card(a))
            .filter(|&c| {
                let effects = &self.state.def(c).effects;
                self.used_outside_control(player, effects)
                    && super::power_boxes::has_constant_power(effects)
                    && self.powers_turned_off_by(player, c).is_none()
            })
            .collect()
    }

    /// Whether a card's text lets its power work outside control of Combat for `player`: it
    /// says so, or says so under a condition that holds ("If Bojack is your Main Personality,
    /// your Allies can use this Constant Combat Power").
    fn used_outside_control(&self, player: PlayerId, effects: &[Effect]) -> bool {
        effects.iter().any(|e| match e {
            Effect::PowerOutsideControl => true,
            Effect::Conditional(k) => {
                k.effects.contains(&Effect::PowerOutsideControl) && self.holds(player, &k.condition)
            }
            _ => false,
        })
    }

    /// Step 1: the sentences of those powers the engine does not read outside control of Combat
    /// (all but their modifiers, read at step 10), shown to the judge.
    pub(in crate::engine) fn outside_control_to_judge(&self, log: &mut Log) {
        for p in PlayerId::BOTH {
            for card in self.constant_powers_outside_control(p) {
                let def = self.state.def(card);
                let unread: Vec<String> = if def.sentences.is_empty() {
                    super::power_boxes::constant_effects(&def.effects)
                        .iter()
                        .filter(|e| !read_outside_control(e))
                        .map(|e| match e {
                            Effect::Manual(s) => s.clone(),
                            other => serde_json::to_string(other).unwrap_or_default(),
                        })
                        .collect()
                } else {
                    super::power_boxes::constant_sentences(&def.sentences)
                        .iter()
                        .filter(|(_, es)| es.is_empty() || !es.iter().all(read_outside_control))
                        .map(|(s, _)| s.clone())
                        .collect()
                };
                if unread.is_empty() {
                    continue;
                }
                self.cite_outside_control(p, card, log);
                for s in unread {
                    log.judge.push(format!(
                        "judge resolves: {}'s Constant Combat Power ({p}'s personality not in control of Combat, its text says it need not be): {s}",
                        def.name
                    ));
                }
            }
        }
    }

    /// Says, once per step, that `card`'s Constant Combat Power applies although the Ally is
    /// not in control of Combat, because its own text says so.
    pub(in crate::engine) fn cite_outside_control(
        &self,
        player: PlayerId,
        card: CardId,
        log: &mut Log,
    ) {
        let text = format!(
            "{} is {player}'s personality not in control of Combat: its Constant Combat Power applies all the same, as its text says it need not be in control of Combat to use it (an exception the card makes to \"Allies cannot use their Personality Powers or Constant Combat Powers unless they are in control of Combat\")",
            self.state.name(card)
        );
        if !log.notes.contains(&text) {
            log.note(self.cite(Rule::AlliesTakingOver), text);
        }
        self.cite_card_rulings(card, log);
    }
}

/// What the engine reads of a Constant Combat Power used outside control of Combat: its header,
/// the sentence that allows it, its modifiers to attacks, counted ones too (step 10), the Focus
/// it gives its player's attacks (step 1) and what it does to Endurance and to where life cards
/// of damage go (step 13).
fn read_outside_control(e: &Effect) -> bool {
    match e {
        Effect::ConstantCombatPower | Effect::PowerBox(_) | Effect::PowerOutsideControl => true,
        Effect::Conditional(c) if c.effects == [Effect::PowerOutsideControl] => true,
        // `constant_endurance`: read at step 13 (`constant_power_endurance`).
        e if super::constant_endurance_resolve::endurance_effect(e) => true,
        Effect::Modify(m) => matches!(m.scope, Scope::YourAttacks | Scope::AttacksAgainstYou),
        // Counted modifiers to its player's attacks (step 10, `amounts::count_resolve`).
        Effect::ModifyPer(p) => p.scope == Scope::YourAttacks,
        // `constant_focused`: the Focus given at step 1 (`constant_attack_gains_resolve`).
        Effect::AttacksFloating(r) => r.focused && r.gain.is_empty(),
        Effect::Conditional(c) => {
            !c.effects.is_empty()
                && c.effects.iter().all(|e| {
                    matches!(
                        e,
                        Effect::Modify(_) | Effect::ModifyPer(_) | Effect::AttacksFloating(_)
                    ) && read_outside_control(e)
                })
        }
        _ => false,
    }
}
