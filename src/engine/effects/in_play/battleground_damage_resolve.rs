//! `in_play::battleground_damage`: what the Battleground or Location in play does to an
//! attack's damage. Its modifiers ("All attacks do +2 power stages of damage", and its
//! controller's "All of your attacks do +2 ...") are added at step 10 with the attack's own and
//! the Drills' (CRD 3.0.0 "Modified Damage": on top of the Base Damage, even of a kind the attack
//! does not deal); the Physical Attack Table it names is read at step 9 (`pat_table_in_play`).

use crate::engine::battle::{Battle, Source};
use crate::engine::effects::{
    AttackKind, AttackSpec, AttacksOf, BattlegroundRule, Effect, Modifier, Scope,
};
use crate::engine::log::Log;
use crate::engine::pat::PatTableId;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardId, Controller, PlayerId};

use super::battleground_rules_resolve::{battleground_rules, cite_battleground};

/// The Battleground or Location in play with its controller (the player it was played by).
fn battleground_in_play(state: &BoardState) -> Option<(PlayerId, CardId)> {
    PlayerId::BOTH
        .into_iter()
        .find_map(|p| state.player(p).in_play.battleground.map(|c| (p, c)))
}

/// The Physical Attack Table the Battleground in play makes every player use, with the card
/// ("use Physical Attack Table B instead of the normal Physical Attack Table").
pub(in crate::engine) fn pat_table_in_play(state: &BoardState) -> Option<(CardId, PatTableId)> {
    battleground_rules(state).find_map(|(c, r)| match r {
        BattlegroundRule::PatTable(t) => Some((c, *t)),
        _ => None,
    })
}

impl Battle {
    /// Whether the attack in progress, performed by `me`, is one of `attacks`; with the reason
    /// in words.
    fn battleground_attack_fits(
        &self,
        me: PlayerId,
        attacks: &AttacksOf,
        spec: &AttackSpec,
    ) -> Option<String> {
        let att = self.attack.as_ref()?;
        match attacks {
            AttacksOf::All => Some("all attacks".into()),
            AttacksOf::Kind(k) => (spec.kind == *k).then(|| format!("all {} attacks", k.word())),
            AttacksOf::Focused => spec.focused.then(|| "all focused attacks".into()),
            AttacksOf::ByAllies => matches!(self.state.player(me).control, Controller::Ally(_))
                .then(|| {
                    format!(
                        "all attacks performed by Allies ({} is in control of Combat)",
                        self.state.controller_name(me)
                    )
                }),
            // The attack reached step 10: step 8 found it successful.
            AttacksOf::Successful => Some("all successful attacks".into()),
            AttacksOf::TitleHas(t) => {
                let title = match att.source {
                    Source::Hand(_) | Source::InPlay(_) | Source::Copy => att.name.clone(),
                    // The card's CRD ruling: attacks of Personality Powers and Constant Combat
                    // Powers of personalities with the word in the title.
                    Source::Power(c) => self.state.name(c).to_string(),
                    Source::FinalPhysicalAttack => return None,
                };
                title
                    .to_lowercase()
                    .contains(&t.to_lowercase())
                    .then(|| format!("all attacks with \"{t}\" in the title ({title})"))
            }
            AttacksOf::OnlyCards(who) => {
                let only = att.effects.iter().any(|e| match e {
                    Effect::Only(names) => names.iter().any(|n| n.eq_ignore_ascii_case(who)),
                    _ => false,
                });
                only.then(|| format!("all {who} only attacks ({} is {who} only)", att.name))
            }
        }
    }

    /// Step 10: the modifiers of the Battleground or Location in play on the attack `me`
    /// performs, each with the card and the attacks it names; the card's CRD ruling and the
    /// section on Battlegrounds cited.
    pub(in crate::engine) fn battleground_modifiers(
        &self,
        me: PlayerId,
        spec: &AttackSpec,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let Some((owner, card)) = battleground_in_play(&self.state) else {
            return Vec::new();
        };
        let name = self.state.name(card);
        let mut mods = Vec::new();
        for e in &self.state.def(card).effects {
            match e {
                Effect::Battleground(BattlegroundRule::AttacksDo {
                    attacks,
                    power_stages,
                    life_cards,
                }) => {
                    if let Some(which) = self.battleground_attack_fits(me, attacks, spec) {
                        mods.push((
                            *power_stages,
                            *life_cards,
                            format!("{name} (the Battleground in play: {which}, every player's)"),
                        ));
                    }
                }
                // "All of your attacks do +2 ..." (Tree of Might): its controller's attacks.
                Effect::Modify(m) => {
                    if let Some(m) = self.controllers_modifier(owner, me, m, spec.kind) {
                        mods.push((
                            m.power_stages,
                            m.life_cards,
                            format!("{name} (the Battleground in play: {owner}'s attacks)"),
                        ));
                    }
                }
                Effect::Conditional(k) if self.holds(owner, &k.condition) => {
                    for e in &k.effects {
                        let Effect::Modify(m) = e else { continue };
                        if let Some(m) = self.controllers_modifier(owner, me, m, spec.kind) {
                            mods.push((
                                m.power_stages,
                                m.life_cards,
                                format!("{name} (the Battleground in play: {owner}'s attacks, its condition holds)"),
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
        if !mods.is_empty() {
            cite_battleground(&self.state, &self.rules, card, log);
        }
        mods
    }

    /// A modifier of the Battleground's controller `owner` that adds to the attack `me`
    /// performs: "your attacks" when `me` is `owner`, "attacks against you" when not.
    fn controllers_modifier<'m>(
        &self,
        owner: PlayerId,
        me: PlayerId,
        m: &'m Modifier,
        kind: AttackKind,
    ) -> Option<&'m Modifier> {
        let scope = if me == owner {
            Scope::YourAttacks
        } else {
            Scope::AttacksAgainstYou
        };
        m.modifies(scope, kind).then_some(m)
    }

    /// Step 9: the Physical Attack Table in force, and the Battleground that names it (cited).
    pub(in crate::engine) fn pat_table_for_attack(&self, log: &mut Log) -> PatTableId {
        match pat_table_in_play(&self.state) {
            Some((card, table)) => {
                cite_battleground(&self.state, &self.rules, card, log);
                log.note(
                    self.cite(Rule::PatTables),
                    format!(
                        "{} (the Battleground in play) says to use {} instead of the normal Physical Attack Table",
                        self.state.name(card),
                        table.table().name
                    ),
                );
                table
            }
            None => self.rules.pat_table,
        }
    }
}
