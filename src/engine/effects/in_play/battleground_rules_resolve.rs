//! `in_play::battleground_rules`: the rules of the Battleground or Location in play, read
//! where the Battle Sequence reads each (CRD 3.0.0 "Battleground and Location Cards": they
//! "affect all players at all times"): attack costs at step 2 (`cost_of`), Non-Combat cards
//! used (`check_restrictions`), Allies taking control (`check_ally_control`), anger raised
//! (`levels::change_anger`) and each Main Personality's PUR (`queries::pur_bonus`).

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackSpec, BattlegroundRule, Cost, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, Ruleset};
use crate::engine::state::{BoardState, CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The Battleground or Location in play (either player's: there is one on the table at most,
/// CRD "Battleground and Location Cards") and its rules.
pub(in crate::engine) fn battleground_rules(
    state: &BoardState,
) -> impl Iterator<Item = (CardId, &BattlegroundRule)> {
    PlayerId::BOTH
        .into_iter()
        .filter_map(|p| state.player(p).in_play.battleground)
        .flat_map(move |c| {
            state.def(c).effects.iter().filter_map(move |e| match e {
                Effect::Battleground(r) => Some((c, r)),
                _ => None,
            })
        })
}

/// The stage an Ally played into play enters at under the Battleground or Location in play
/// ("Allies placed into play start at 6 power stages above 0"), with the card.
pub(in crate::engine) fn ally_entry_stage(state: &BoardState) -> Option<(CardId, u32)> {
    battleground_rules(state).find_map(|(c, r)| match r {
        BattlegroundRule::AlliesEnterAt(n) => Some((c, *n)),
        _ => None,
    })
}

/// The life cards the opponent of a player who puts an Ally into play discards under the
/// Battleground or Location in play, with the card.
pub(in crate::engine) fn ally_entry_discards(state: &BoardState) -> Option<(CardId, u32)> {
    battleground_rules(state).find_map(|(c, r)| match r {
        BattlegroundRule::OpponentDiscardsOnAlly(n) => Some((c, *n)),
        _ => None,
    })
}

/// Cites the Battleground rule and the card's own ruling in the ruleset's document.
pub(in crate::engine) fn cite_battleground(
    state: &BoardState,
    rules: &Ruleset,
    card: CardId,
    log: &mut Log,
) {
    log.cite(rules.cite(Rule::Battlegrounds));
    if let Some(r) = rules.own_rulings(state.def(card)).next() {
        log.cite_ruling(r);
    }
}

/// A raise of `player`'s anger by `by` as the Battleground in play caps it ("... only raises
/// his anger 1 level", Winter Countryside), said in the log; `by` itself when no cap applies.
pub(in crate::engine) fn capped_anger_raise(
    state: &BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: i32,
) -> i32 {
    let Some((card, cap)) = battleground_rules(state).find_map(|(c, r)| match r {
        BattlegroundRule::AngerRaiseCap(n) => Some((c, *n)),
        _ => None,
    }) else {
        return by;
    };
    let cap = i32::try_from(cap).unwrap_or(i32::MAX);
    if by <= cap {
        return by;
    }
    cite_battleground(state, rules, card, log);
    log.note(
        rules.cite(Rule::Anger),
        format!(
            "{} (the Battleground in play) caps the raise: {player}'s anger is raised {cap} level(s), not {by}",
            state.name(card)
        ),
    );
    cap
}

/// The change the Battleground in play makes to every Main Personality's PUR ("Each player
/// has his Main Personality's PUR reduced by 1").
pub(in crate::engine) fn main_personality_pur_change(state: &BoardState) -> i32 {
    battleground_rules(state)
        .map(|(_, r)| match r {
            BattlegroundRule::MainPersonalityPur(n) => *n,
            _ => 0,
        })
        .fold(0i32, i32::saturating_add)
}

fn kind_words(kind: Option<crate::engine::effects::AttackKind>, focused: bool) -> String {
    match (kind, focused) {
        (_, true) => "focused attacks".to_string(),
        (Some(k), false) => format!("{} attacks", k.word()),
        (None, false) => "attacks".to_string(),
    }
}

impl Battle {
    /// Step 2 (and a defence's cost): what the Battleground in play adds to an attack's cost.
    pub(in crate::engine) fn battleground_costs(
        &self,
        attack: Option<&AttackSpec>,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        let Some(a) = attack else { return };
        for (card, r) in battleground_rules(&self.state) {
            let BattlegroundRule::AttacksCost {
                kind,
                focused,
                power_stages,
            } = r
            else {
                continue;
            };
            if kind.is_some_and(|k| k != a.kind) || (*focused && !a.focused) {
                continue;
            }
            let before = cost.power_stages;
            cost.power_stages = before.saturating_add(*power_stages);
            let cite = self.cite(Rule::Battlegrounds);
            why.push(format!(
                "{} (the Battleground in play; CRD \"{}\", {}: it affects all players) makes all {} cost +{power_stages} power stage(s): {before} -> {}",
                self.state.name(card),
                cite.title,
                cite.id,
                kind_words(*kind, *focused),
                cost.power_stages
            ));
        }
    }

    /// Cites the Battleground whose rule changed an attack's cost (step 2).
    pub(in crate::engine) fn cite_battleground_costs(
        &self,
        attack: Option<&AttackSpec>,
        log: &mut Log,
    ) {
        let mut why = Vec::new();
        self.battleground_costs(attack, &mut Cost::default(), &mut why);
        if why.is_empty() {
            return;
        }
        for (card, r) in battleground_rules(&self.state) {
            if matches!(r, BattlegroundRule::AttacksCost { .. }) {
                cite_battleground(&self.state, &self.rules, card, log);
            }
        }
    }

    /// The Battleground rule that keeps `rule` from being done, with its card.
    fn battleground_bar(&self, rule: &BattlegroundRule) -> Option<CardId> {
        battleground_rules(&self.state).find_map(|(c, r)| (r == rule).then_some(c))
    }

    fn battleground_refusal(&self, what: String, card: CardId) -> EngineError {
        let cite = self.cite(Rule::Battlegrounds);
        let ruling = self
            .ruleset_ruling(card)
            .map(|r| format!("; its ruling {r}"))
            .unwrap_or_default();
        EngineError::Illegal(format!(
            "{what}: {} (the Battleground in play) says so, and it affects all players at all times (CRD \"{}\", {}){ruling}",
            self.state.name(card),
            cite.title,
            cite.id
        ))
    }

    /// A Non-Combat card (a Drill is one too, CRD "Non-Combat Cards") used while the
    /// Battleground in play says "Non-Combat cards may not be used".
    pub(in crate::engine) fn battleground_check_card(
        &self,
        card: Option<CardId>,
        name: &str,
    ) -> Result<()> {
        let Some(card) = card else { return Ok(()) };
        let t = &self.state.def(card).card_type;
        if !(t.eq_ignore_ascii_case("Non-Combat") || t.eq_ignore_ascii_case("Drill")) {
            return Ok(());
        }
        match self.battleground_bar(&BattlegroundRule::NoNonCombatCards) {
            Some(bg) => Err(self.battleground_refusal(
                format!("{name} cannot be used: Non-Combat cards may not be used"),
                bg,
            )),
            None => Ok(()),
        }
    }

    /// An Ally announced in control of Combat while the Battleground in play says "Allies may
    /// not take control of Combat".
    pub(in crate::engine) fn battleground_check_ally_control(&self, name: &str) -> Result<()> {
        match self.battleground_bar(&BattlegroundRule::NoAllyControl) {
            Some(bg) => Err(self.battleground_refusal(
                format!(
                    "{name} cannot take control of Combat: Allies may not take control of Combat"
                ),
                bg,
            )),
            None => Ok(()),
        }
    }
}
