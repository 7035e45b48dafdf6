//! The Power-Up Step (CRD 3.0.0 Sequence of Play, item 3): the attacker's Main Personality moves up
//! its PUR (+1 with a declared Tokui-Waza, plus PUR raises of cards still in force), never above
//! its highest power stage (CRD 3.0.0 "Personality Cards": nor does it store stages); every Ally
//! powers up by 1 whatever its PUR (CRD 3.0.0 "Powering Up Allies"), or as the Main
//! Personality's Constant Combat Power says (`personality_powers::ally_power_up`); a Drill in
//! play changes what each personality gains (`turn_counts::power_up_stages`).

use super::durations::LastingRaise;
use super::Game;
use crate::engine::citations as c;
use crate::engine::log::Log;

impl Game {
    /// Powers up the attacker's personalities; says what each gained and what was lost at the
    /// top of a ladder.
    pub(super) fn power_up(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> super::TurnStepName {
        let me = self.pos.attacker;
        // The Battleground in play at the beginning of the step (Z Sword Plateau).
        self.table.battleground_power_up_step(log, account);
        // A prohibition kept across turns: "cannot gain power stages" (`turn_spans`).
        if self.power_up_barred(log, account) {
            return super::TurnStepName::Declare;
        }
        let turn = self.table.rules.turn.clone();
        let st = self.table.state();
        let pl = st.player(me);
        let mp = st.personality_def(&pl.mp).clone();
        let pur = mp.pur.unwrap_or(0);
        let tokui = pl
            .tokui_waza
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .map(|_| turn.tokui_waza_pur_bonus)
            .unwrap_or(0);
        let raised: u32 = pl.game.pur_raised.iter().map(|(n, _)| *n).sum();
        let sources: Vec<String> = pl
            .game
            .pur_raised
            .iter()
            .map(|(n, s)| format!("+{n} from {s}"))
            .collect();
        // The Battleground or Location in play changes every Main Personality's PUR.
        let table = crate::engine::effects::in_play::battleground_rules_resolve::main_personality_pur_change(st);
        let table_card =
            crate::engine::effects::in_play::battleground_rules_resolve::battleground_rules(st)
                .find(|(_, r)| {
                    matches!(
                        r,
                        crate::engine::effects::BattlegroundRule::MainPersonalityPur(_)
                    )
                })
                .map(|(c, _)| c);
        // Cards in play that raise his PUR: Drills ("Increases your power up rating by 1") and
        // the Dragon Balls he controls ("+3 to his PUR while you control this Dragon Ball").
        let in_play = crate::engine::queries::pur_bonus(st, me).saturating_sub(raised);
        let in_play_sources: Vec<String> = pl
            .in_play
            .drills
            .iter()
            .filter(|&&c| crate::engine::battle::acts_in_play(st, me, c))
            .filter(|&&c| {
                st.def(c).effects.iter().any(|e| match e {
                    crate::engine::effects::Effect::PurBonus(_) => true,
                    crate::engine::effects::Effect::Conditional(k) => {
                        crate::engine::queries::conditional_pur_bonus(st, me, k) > 0
                    }
                    _ => false,
                })
            })
            .map(|&c| st.name(c).to_string())
            .chain(
                crate::engine::effects::dragon_balls::controlled_powers::controlled_pur_bonuses(
                    st, me,
                )
                .into_iter()
                .map(|(_, s)| s),
            )
            .collect();
        let gain = u32::try_from(
            (i64::from(
                pur.saturating_add(tokui)
                    .saturating_add(raised)
                    .saturating_add(in_play),
            ) + i64::from(table))
            .max(0),
        )
        .unwrap_or(u32::MAX);
        // Drills in play that change the stages gained (`turn_counts::power_up_stages`).
        let changes = self.table.power_up_stage_changes(me);
        let (gain, changed) = self.table.power_up_stages_changed(gain, &changes, log);
        let from = pl.mp.stage;
        let mut why = match mp.pur {
            Some(pur) => format!("PUR {pur}"),
            None => "PUR not in the card data".to_string(),
        };
        if in_play > 0 {
            if pl
                .in_play
                .dragon_balls
                .iter()
                .any(|db| in_play_sources.iter().any(|s| s.as_str() == st.name(*db)))
            {
                log.cite(c::CRD_DRAGON_BALLS);
            }
            if pl
                .in_play
                .drills
                .iter()
                .any(|d| in_play_sources.iter().any(|s| s.as_str() == st.name(*d)))
            {
                log.cite(c::CRD_DRILL_CARDS);
            }
            why.push_str(&format!(
                ", +{in_play} from cards in play ({})",
                in_play_sources.join(", ")
            ));
        }
        if let Some(card) = table_card.filter(|_| table != 0) {
            why.push_str(&format!(
                ", {table:+} from {} (the Battleground in play: each player's Main Personality)",
                st.name(card)
            ));
            crate::engine::effects::in_play::battleground_rules_resolve::cite_battleground(
                st,
                &self.table.rules,
                card,
                log,
            );
        }
        if tokui > 0 {
            why.push_str(&format!(", +{tokui} for the declared Tokui-Waza"));
        }
        if let Some(changed) = &changed {
            why.push_str(&format!(", {changed}"));
        }
        if !sources.is_empty() {
            why.push_str(&format!(", {}", sources.join(", ")));
            let ends: Vec<String> = pl
                .game
                .pur_raised
                .iter()
                .map(|(n, src)| match self.raise_ends(me, src) {
                    Some(LastingRaise {
                        ends_after: Some(t),
                        lasts,
                        ..
                    }) => format!("+{n} from {src} (\"{lasts}\") until the end of turn {t}"),
                    Some(LastingRaise {
                        ends_after: None,
                        lasts,
                        ..
                    }) => format!("+{n} from {src} (\"{lasts}\")"),
                    None => format!("+{n} from {src}, gained this turn"),
                })
                .collect();
            log.note(
                c::CRD_TURN_3,
                format!("{me}'s PUR raises still in force: {}", ends.join(", ")),
            );
        }
        if mp.ladder.is_empty() {
            log.judge.push(format!(
                "judge resolves: {} has no power ladder in the card data; it powers up {gain} stage(s) ({why})",
                mp.name
            ));
        } else if mp.pur.is_none() {
            // A PUR the card data leaves out (Majin Yakon Lv.1: neither the pool nor CRD 3.0.0's
            // errata gives one) is not taken as 0: the judge reads it off the card.
            log.cite(c::CRD_PERSONALITY_POWERS);
            log.judge.push(format!(
                "judge resolves: {} has no PUR in the card data (the pool and CRD 3.0.0 give none): it powers up its printed PUR plus {gain} stage(s) ({why}), never above its highest power stage; the engine leaves it at {from} above 0",
                mp.name
            ));
            account.push(format!(
                "{}'s power-up is the judge's: no PUR in the card data",
                mp.name
            ));
        } else {
            let top = mp.top_stage();
            let to = from.saturating_add(gain).min(top);
            self.table.state.player_mut(me).mp.stage = to;
            let lost = from.saturating_add(gain) - to;
            log.note(
                c::CRD_TURN_3,
                format!(
                    "{me}'s Main Personality {} powers up {gain} stage(s) ({why}): {from} -> {to} above 0",
                    mp.name
                ),
            );
            if lost > 0 {
                log.note(
                    c::CRD_PERSONALITY_CARDS,
                    format!("{} is at its highest power stage ({top} above 0): the other {lost} stage(s) are lost, not stored (\"A personality cannot go above his highest power stage\")", mp.name),
                );
            }
            account.push(format!("{} {from} -> {to}", mp.name));
        }
        let allies = self.table.state().player(me).allies.len();
        // The Main Personality's Constant Combat Power on how the Allies power up
        // (`personality_powers::ally_power_up`).
        let power = (allies > 0)
            .then(|| self.table.ally_power_up_power(me))
            .flatten();
        if let Some((card, _)) = &power {
            log.cite(
                self.table
                    .cite(crate::engine::ruleset::Rule::PersonalityPowers),
            );
            if let Some(r) = self.table.state().def(*card).text_source.clone() {
                log.cite_ruling(&r);
            }
            self.table.cite_card_rulings(*card, log);
            for unread in self.table.ally_power_up_unread(*card) {
                log.judge.push(format!(
                    "judge resolves: {}'s Constant Combat Power, not read by the engine, may change the Allies' power-up below: {unread}",
                    self.table.state().name(*card)
                ));
            }
        }
        for i in 0..allies {
            let st = self.table.state();
            let ally = &st.player(me).allies[i];
            let def = st.personality_def(ally);
            let (name, top, from) = (def.name.clone(), def.top_stage(), ally.stage);
            let change = power.as_ref().map(|(card, powers)| {
                self.table
                    .ally_power_up_change(me, *card, powers, def.pur, turn.ally_power_up)
            });
            let gain = change.as_ref().map_or(turn.ally_power_up, |ch| ch.gain);
            let (gain, changed) = self.table.power_up_stages_changed(gain, &changes, log);
            let changed = changed
                .map(|w| format!(", {w}: {gain} stage(s)"))
                .unwrap_or_default();
            let to = from.saturating_add(gain).min(top);
            self.table.state.player_mut(me).allies[i].stage = to;
            match &change {
                Some(ch) => {
                    log.note(
                        c::CRD_POWERING_UP_ALLIES,
                        format!(
                            "the Ally {name} powers up {gain} stage(s) ({}; \"Powering Up Allies\" gives {} whatever its PUR, and a Constant Combat Power is \"constantly active\"{changed}): {from} -> {to} above 0",
                            ch.why, turn.ally_power_up
                        ),
                    );
                    if let Some(j) = &ch.judge {
                        log.judge.push(format!("judge resolves: {j}"));
                    }
                }
                None => log.note(
                    c::CRD_POWERING_UP_ALLIES,
                    format!(
                        "the Ally {name} powers up {} stage whatever its PUR{changed}: {from} -> {to} above 0",
                        turn.ally_power_up
                    ),
                ),
            }
            if from.saturating_add(gain) > top {
                log.note(
                    c::CRD_PERSONALITY_CARDS,
                    format!("{name} is at its highest power stage ({top} above 0): the other {} stage(s) are lost, not stored", from.saturating_add(gain) - top),
                );
            }
            account.push(format!("{name} {from} -> {to}"));
        }
        super::TurnStepName::Declare
    }
}
