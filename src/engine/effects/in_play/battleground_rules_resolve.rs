//! `in_play::battleground_rules`: the rules of the Battleground or Location in play, read
//! where the Battle Sequence reads each (CRD 3.0.0 "Battleground and Location Cards": they
//! "affect all players at all times"): attack costs at step 2 (`cost_of`), Non-Combat cards
//! used (`check_restrictions`), Allies taking control (`check_ally_control`), anger raised
//! (`levels::change_anger`) and each Main Personality's PUR (`queries::pur_bonus`).

use crate::engine::action::{Action, Verb};
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

/// Why `owner`'s Non-Combat card or Drill in play does nothing while the Battleground in play
/// says "Non-Combat cards may not be used" (City In Turmoil): Drills are Non-Combat cards "constantly
/// in use for their game effects as long as they are in play" (CRD 3.0.0 "Non-Combat Cards",
/// "Drill Cards"); with the Battleground.
pub(in crate::engine) fn non_combat_switched_off(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> Option<(CardId, String)> {
    let def = state.def(card);
    let t = &def.card_type;
    if !(t.eq_ignore_ascii_case("Non-Combat") || t.eq_ignore_ascii_case("Drill")) {
        return None;
    }
    let (bg, _) =
        battleground_rules(state).find(|(_, r)| **r == BattlegroundRule::NoNonCombatCards)?;
    Some((
        bg,
        format!(
            "{owner}'s {} does nothing: {} (the Battleground in play) says \"Non-Combat cards may not be used\", and a Drill in play is a Non-Combat card constantly in use (CRD \"Drill Cards\")",
            def.name,
            state.name(bg)
        ),
    ))
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

/// The words a cost's account names the Battleground by (what `cite_battleground_costs` reads).
const IN_PLAY_WORDS: &str = "the Battleground in play";

/// The words a cost's account says a Named card with (the Glossary's "Named Card" cited).
const NAMED_WORDS: &str = "is a named card";

/// The personality a title names, if the card is a Named card (CRD 3.0.0 Glossary "Named Card":
/// "A card having a personality's name in its card title").
fn named_for(title: &str) -> Option<&'static str> {
    crate::engine::identity::NAMES
        .iter()
        .copied()
        .find(|n| crate::engine::named_cards::names_personality(title, n))
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
                "{} ({IN_PLAY_WORDS}; CRD \"{}\", {}: it affects all players) makes all {} cost +{power_stages} power stage(s): {before} -> {}",
                self.state.name(card),
                cite.title,
                cite.id,
                kind_words(*kind, *focused),
                cost.power_stages
            ));
        }
    }

    /// Step 2: a Named card played from the hand under "All named cards cost +2 life cards to
    /// play" (Master Roshi's Island; CRD 3.0.0 "Named cards": a personality's name in the
    /// title).
    pub(in crate::engine) fn battleground_card_costs(
        &self,
        action: &Action,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        if action.verb != Verb::Play {
            return;
        }
        let Some(title) = action.card.as_deref() else {
            return;
        };
        for (card, r) in battleground_rules(&self.state) {
            let BattlegroundRule::NamedCardsCost(n) = r else {
                continue;
            };
            // Whether the title names a personality is asked only under such a rule: it
            // compares the title with every personality name.
            let Some(named) = named_for(title) else {
                return;
            };
            let before = cost.life_cards;
            cost.life_cards = before.saturating_add(*n);
            why.push(format!(
                "{} (the Battleground in play) makes all named cards cost +{n} life card(s) to play: {title} {NAMED_WORDS} ({named} in its title): {before} -> {} life card(s)",
                self.state.name(card),
                cost.life_cards
            ));
        }
    }

    /// A Named card played from the hand outside Combat (the Non-Combat Step: a Dragon Ball, a
    /// Non-Combat card, a Drill, a Battleground or Location) under "All named cards cost +2 life
    /// cards to play" (Master Roshi's Island, whose CRD ruling says it "affects Dende Dragon
    /// Balls"): the life cards are paid from the top of the player's Life Deck before the card
    /// is played; a cost that cannot be paid refuses the play (CRD "Card Costs"). A Personality
    /// card played as an Ally goes to the judge: whether a Personality card is a Named card the
    /// documents do not settle.
    pub(in crate::engine) fn named_card_play_cost(
        &mut self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let Some((bg, n)) = battleground_rules(&self.state).find_map(|(c, r)| match r {
            BattlegroundRule::NamedCardsCost(n) => Some((c, *n)),
            _ => None,
        }) else {
            return Ok(());
        };
        let def = self.state.def(card);
        let title = def.name.clone();
        let Some(named) = named_for(&title) else {
            return Ok(());
        };
        let place = self.state.name(bg).to_string();
        if def.card_type.eq_ignore_ascii_case("Personality") {
            log.judge.push(format!(
                "judge resolves: {place} (the Battleground in play) makes all named cards cost +{n} life card(s) to play; {title} has {named} in its title, but whether a Personality card played as an Ally is a Named card the documents do not settle (no cost taken)"
            ));
            return Ok(());
        }
        let deck = self.state.player(me).life_deck.len();
        if deck < n {
            return Err(EngineError::Illegal(format!(
                "{me} may not play {title}: {place} (the Battleground in play) makes all named cards cost +{n} life card(s) to play and {me}'s Life Deck has {deck} (CRD \"Card Costs\": a card whose cost cannot be paid cannot be played; {}; {})",
                crate::engine::citations::CRD_NAMED_CARD.id,
                self.cite(Rule::Battlegrounds).id
            )));
        }
        cite_battleground(&self.state, &self.rules, bg, log);
        log.cite(crate::engine::citations::CRD_NAMED_CARD);
        crate::engine::damage::lose_life_cards(&mut self.state, &self.rules, log, me, n);
        log.note(
            self.cite(Rule::Battlegrounds),
            format!(
                "{place} (the Battleground in play; it affects all players) makes all named cards cost +{n} life card(s) to play: {title} {NAMED_WORDS} ({named} in its title), so {me} pays {n} life card(s) to play it"
            ),
        );
        account.push(format!("{me} pays {n} life card(s) for {title} ({place})"));
        Ok(())
    }

    /// Step 2, last: "the cost is doubled after any other modifiers are applied" (Majin
    /// Babidi's Ship): a cost in power stages or life cards, once every other change is made.
    pub(in crate::engine) fn battleground_cost_doubling(
        &self,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        if cost.power_stages == 0 && cost.life_cards == 0 {
            return;
        }
        for (card, r) in battleground_rules(&self.state) {
            if *r != BattlegroundRule::CostsDoubled {
                continue;
            }
            let before = (cost.power_stages, cost.life_cards);
            cost.power_stages = cost.power_stages.saturating_mul(2);
            cost.life_cards = cost.life_cards.saturating_mul(2);
            why.push(format!(
                "{} (the Battleground in play) doubles the cost after every other modifier: {} power stage(s) and {} life card(s) -> {} and {}",
                self.state.name(card),
                before.0,
                before.1,
                cost.power_stages,
                cost.life_cards
            ));
        }
    }

    /// Cites the Battleground whose rule changed a cost (step 2), from the cost's account.
    pub(in crate::engine) fn cite_battleground_costs(&self, why: &[String], log: &mut Log) {
        if !why.iter().any(|w| w.contains(IN_PLAY_WORDS)) {
            return;
        }
        if let Some(card) = PlayerId::BOTH
            .into_iter()
            .find_map(|p| self.state.player(p).in_play.battleground)
        {
            cite_battleground(&self.state, &self.rules, card, log);
        }
        if why.iter().any(|w| w.contains(NAMED_WORDS)) {
            log.cite(crate::engine::citations::CRD_NAMED_CARD);
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
