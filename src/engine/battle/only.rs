//! "X only" restrictions (CRD 3.0.0 "“_____ only” Cards", Alternate Personality Rule, the
//! CRD's stated equivalences of `corpus::only_groups`): the personality in control of Combat may
//! use the card, is refused with the rule cited, or the judge decides what the documents leave open.

use super::Battle;
use crate::engine::effects::in_play::battleground_rules_resolve::{
    cite_battleground, non_combat_switched_off,
};
use crate::engine::effects::Effect;
use crate::engine::identity::{self, Fit, Performer, Side};
use crate::engine::log::Log;
use crate::engine::state::{BoardState, CardDef, CardId, Personality, PlayerId};
use crate::engine::{EngineError, Result};

/// The section every "X only" refusal cites.
pub(in crate::engine) const ONLY_SECTION: &str = "crd-3.0.0/only-cards";

/// The personality's name: the name of its level 1 card (a stack is one personality; CRD
/// ruling "Kid Trunks, the Teenager Lv.1": still Kid Trunks at a Trunks level).
pub(in crate::engine) fn personality_identity(state: &BoardState, p: &Personality) -> String {
    let first = p
        .levels
        .first()
        .map(|&c| state.def(c).name.as_str())
        .unwrap_or_else(|| state.personality_def(p).name.as_str());
    identity::personality_name(first)
}

/// Whether `p` is the personality `name` names, or in the group it names ("if used by Broly",
/// "If you have Trunks in play"): exact names, a surname not part of the name
/// (`identity::is_named`), read from the board alone.
pub(in crate::engine) fn personality_is_named(
    state: &BoardState,
    p: &Personality,
    name: &str,
) -> bool {
    let who = personality_identity(state, p);
    let performer = Performer {
        def: state.personality_def(p),
        name: &who,
        side: state.side_of(p),
    };
    matches!(identity::is_named(performer, name), Fit::Yes(_))
}

/// Whether `me`'s personality in control of Combat may use a card restricted to `names`, with
/// the CRD equivalence used said in words (empty when none).
pub(in crate::engine) fn only_fit(
    state: &BoardState,
    me: PlayerId,
    names: &[String],
) -> (Fit, String) {
    let p = state.controller(me);
    let def = state.personality_def(p);
    let name = personality_identity(state, p);
    // The side a Rogue Main Personality was declared at the start of the game decides its
    // Heroes / Villains (CRD 3.0.0 "Rogue Personalities"); a Rogue Ally plays on its Main
    // Personality's side, another Ally keeps its printed alignment.
    let pl = state.player(me);
    let side = match pl.control {
        crate::engine::state::Controller::MainPersonality => {
            Side::MainPersonality(pl.declared_alignment.as_deref())
        }
        crate::engine::state::Controller::Ally(_) => Side::AllyOf(state.main_personality_side(me)),
    };
    let performer = Performer {
        def,
        name: &name,
        side,
    };
    // "Main Personalities only": a role, not a name.
    if names.iter().all(|n| {
        matches!(
            crate::corpus::names::normalise(n).as_str(),
            "main personality" | "main personalities"
        )
    }) {
        let mp = matches!(
            state.player(me).control,
            crate::engine::state::Controller::MainPersonality
        );
        let why = format!(
            "{} is {}the Main Personality",
            def.name,
            if mp { "" } else { "an Ally, not " }
        );
        return (if mp { Fit::Yes(why) } else { Fit::No(why) }, String::new());
    }
    if let Some(why) = granted_use(state, p, def, names) {
        return (Fit::Yes(why), String::new());
    }
    let (fit, eq) = identity::may_use_only(performer, names);
    let eq = eq
        .map(|e| {
            format!(
                " (\"{} only\" cards are \"{} only\" cards: {})",
                names.join(", "),
                e.means,
                e.section
            )
        })
        .unwrap_or_default();
    (fit, eq)
}

/// Why `owner`'s card in play (a Drill, a Non-Combat card) does nothing now, if its "X only"
/// restriction plainly fails for `owner`'s personality in control of Combat (CRD 3.0.0 "Non-Combat
/// cards": it may be placed in play, but "you must have a personality in control of Combat that
/// fits the '___ only' requirement in order to use the Non-Combat card"; "Drill Cards": Drills
/// are constantly in use). `None` when it acts (an open case acts; the judge is told where read).
pub(in crate::engine) fn only_silenced(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> Option<String> {
    let def = state.def(card);
    def.effects.iter().find_map(|e| {
        let Effect::Only(names) = e else { return None };
        match only_fit(state, owner, names) {
            (Fit::No(why), eq) => Some(format!(
                "{owner}'s {} is {} only{eq}: it does nothing while {} is in control of Combat: {why} ({ONLY_SECTION})",
                def.name,
                names.join(", "),
                state.controller_name(owner),
            )),
            _ => None,
        }
    })
}

/// Whether `owner`'s card in play acts now: every path that reads a Drill's or Non-Combat card's
/// effects in play (bans, costs, caps, shields, triggers, modifiers) asks this first. A card whose
/// "X only" fails, or a Drill that "cannot be used with" a Drill in play
/// (`drills_used_together`), does not.
pub(in crate::engine) fn acts_in_play(state: &BoardState, owner: PlayerId, card: CardId) -> bool {
    acts_unless_prohibited(state, owner, card)
        // `prohibitions`: "Drills may not be used for the remainder of Combat" (Mean Squeeze).
        && crate::engine::effects::prohibitions::prohibitions_resolve::card_in_play_prohibited(
            state, owner, card,
        )
        .is_none()
}

/// [`acts_in_play`] before the prohibitions kept on the board are asked (what a Drill's own
/// "while this Drill is in play" prohibition needs to be in force).
pub(in crate::engine) fn acts_unless_prohibited(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> bool {
    only_silenced(state, owner, card).is_none()
        && super::drills_used_together::unusable_with_other_drills(state, owner, card).is_none()
        && non_combat_switched_off(state, owner, card).is_none()
}

/// A card text that lets the performer use such cards anyway: Hercule-Goku's "You may use
/// "Villains only" cards", M's "your Main Personality can use Majin only cards" (attached).
fn granted_use(
    state: &BoardState,
    p: &Personality,
    def: &CardDef,
    names: &[String],
) -> Option<String> {
    let texts = std::iter::once(def)
        .chain(p.attached.iter().map(|&c| state.def(c)))
        .map(|d| (d.name.as_str(), d.text.to_lowercase()));
    for (card, text) in texts {
        for n in names {
            let n = n.to_lowercase();
            let grants = [
                format!("use \"{n} only\" cards"),
                format!("use {n} only cards"),
                format!("use “{n} only” cards"),
            ];
            if grants.iter().any(|g| text.contains(g.as_str())) {
                return Some(format!("{card}'s text lets it use \"{n} only\" cards"));
            }
        }
    }
    None
}

impl Battle {
    /// The personality's name ([`personality_identity`]).
    pub(in crate::engine) fn personality_identity(&self, p: &Personality) -> String {
        personality_identity(&self.state, p)
    }

    /// Whether `me`'s personality in control of Combat may use a card restricted to `names`
    /// ([`only_fit`]).
    pub(in crate::engine) fn only_fit(&self, me: PlayerId, names: &[String]) -> (Fit, String) {
        only_fit(&self.state, me, names)
    }

    /// "X only": refuses a card whose restriction the personality in control of Combat plainly
    /// fails (CRD section cited); what the documents leave open goes to the judge.
    pub(in crate::engine) fn check_only(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::Only(names) = e else { continue };
            let person = self.state.controller_name(me);
            let (fit, eq) = self.only_fit(me, names);
            let only = names.join(", ");
            // "League, Tuff Enuff, and Goku only": the event legality is the judge's.
            if let Some(why) = identity::only_unenforceable(names) {
                log.judge.push(format!("judge checks: {name}: {why}"));
            }
            match fit {
                Fit::Yes(why) => log
                    .notes
                    .push(format!("{name} is {only} only{eq}: {person} may use it: {why}")),
                Fit::No(why) => {
                    // `restrictions::only_exceptions`: a Constant Combat Power allowing it.
                    if let Some(holder) = self.only_allowed_by_constant_power(me, names) {
                        log.cite(self.cite(crate::engine::ruleset::Rule::PersonalityPowers));
                        log.notes.push(format!(
                            "{name} is {only} only{eq}: {person} fails it ({why}), but {holder}'s Constant Combat Power lets its player use {only} only cards ({ONLY_SECTION})"
                        ));
                        continue;
                    }
                    return Err(EngineError::Illegal(format!(
                        "{name} is {only} only{eq}: {person} cannot use it: {why} ({ONLY_SECTION})"
                    )));
                }
                Fit::Unclear(why) => log.judge.push(format!(
                    "judge checks: {name} is {only} only{eq}; {person} is in control of Combat: {why}"
                )),
            }
        }
        Ok(())
    }

    /// For a card in play (a Drill, a Non-Combat card) whose effects act without being played
    /// now: the reason it does nothing for `me` now, if its "X only" restriction plainly fails for
    /// the personality in control of Combat (CRD 3.0.0 "Non-Combat Cards": it may be placed, but
    /// only used by a personality that fits). An open case is noted for the judge and the card acts.
    /// A Drill whose text forbids its use with a Drill in play does nothing either
    /// (`drills_used_together`).
    pub(in crate::engine) fn only_blocks_in_play(
        &self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> Option<String> {
        let def = self.state.def(card);
        // "Non-Combat cards may not be used" (City In Turmoil): no card of the kind acts.
        if let Some((bg, why)) = non_combat_switched_off(&self.state, me, card) {
            cite_battleground(&self.state, &self.rules, bg, log);
            log.cite(crate::engine::citations::CRD_DRILL_CARDS);
            return Some(why);
        }
        // `prohibitions`: a Drill a prohibition on the board keeps from being used.
        if let Some(why) = self.card_in_play_prohibited_why(me, card, log) {
            return Some(why);
        }
        if let Some(why) =
            super::drills_used_together::unusable_with_other_drills(&self.state, me, card)
        {
            self.cite_card_rulings(card, log);
            log.cite(crate::engine::citations::CRD_ONLY_NON_COMBAT);
            return Some(why);
        }
        for e in &def.effects {
            let Effect::Only(names) = e else { continue };
            let person = self.state.controller_name(me);
            let (fit, eq) = self.only_fit(me, names);
            match fit {
                Fit::Yes(_) => {}
                Fit::No(why) => {
                    return Some(format!(
                        "{} is {} only{eq}: it does nothing while {person} is in control of Combat: {why} ({ONLY_SECTION})",
                        def.name,
                        names.join(", ")
                    ))
                }
                Fit::Unclear(why) => log.judge.push(format!(
                    "judge checks: {} is {} only{eq} and acts while {person} is in control of Combat: {why}",
                    def.name,
                    names.join(", ")
                )),
            }
        }
        None
    }
}
