//! Plays the rules forbid, refused with the rule cited before anything is paid or moved: a card
//! whose own timing keeps it to a turn step (the Non-Combat Step, the end of the Power-Up Step,
//! the beginning of the Combat Step, entering Combat) used in an Attack Phase, the card's own ruling cited where one states it, a card used only "in
//! place of a defense" used as an attack, and an attack card or a card used only "in place of an
//! attack" used as a defence (CRD 3.0.0 "The Sequence of Play for One Complete Turn",
//! "Defending", the card's own ruling).

use crate::engine::battle::{flatten, Battle};
use crate::engine::citations::{self as c, Citation};
use crate::engine::effects::timing::Timing;
use crate::engine::effects::Effect;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The sentences of a card's own text that keep it to the Non-Combat Step (lower case, as a
/// sentence begins), for a text the compiler does not read as
/// [`Timing::NonCombatStep`]: "You can use this card during your Non-Combat Step." (Cell's
/// Instant Transmission). A text that also allows Combat ("in place of an attack", "during
/// Combat") is not kept to the step.
const NON_COMBAT_STEP_ONLY: &[&str] = &[
    "use during any non-combat step",
    "use during your non-combat step",
    "use this card during the non-combat step",
    "you can use this card during your non-combat step",
];

/// Words of a card's text that allow it in Combat besides its Non-Combat Step.
const ALSO_IN_COMBAT: &[&str] = &["in place of an attack", "during combat"];

/// The turn steps a card's own timing keeps it to, and the step of the Sequence of Play that
/// states each: (timing, the step's words, the section).
const STEP_TIMINGS: &[(Timing, &str, Citation)] = &[
    (
        Timing::NonCombatStep,
        "in the Non-Combat Step",
        c::CRD_TURN_2,
    ),
    (
        Timing::EndOfPowerUp,
        "at the end of its player's Power-Up Step",
        c::CRD_TURN_3,
    ),
    (
        Timing::EndOfOpponentsPowerUp,
        "at the end of its player's opponent's Power-Up Step",
        c::CRD_TURN_3,
    ),
    (
        Timing::BeginningOfCombatStep,
        "at the beginning of the Combat Step (its first phase, the Prepare Phase)",
        c::CRD_PREPARE_PHASE,
    ),
    (
        Timing::EndOfTurn,
        "at the end of a turn (after its Rejuvenation Step)",
        c::CRD_TURN,
    ),
    (
        Timing::WhenEnteringCombat,
        "when entering Combat (the Prepare Phase)",
        c::CRD_PREPARE_PHASE,
    ),
    (
        Timing::WhenEnteringCombatAsDefender,
        "when entering Combat as the defender (the defender's half of the Prepare Phase)",
        c::CRD_DEFENDER_PREPARES,
    ),
];

/// The row of [`STEP_TIMINGS`] a card's own timing keeps it to, if any: a timing the compiler
/// read (unless its text also allows Combat, the end of the Power-Up Step excepted), else a
/// sentence of its own text that keeps it to the Non-Combat Step.
fn step_timing_row(def: &CardDef) -> Option<usize> {
    let (also_in_combat, non_combat_step_only) = step_words(&def.text, &def.sentences);
    step_timing_row_of(&def.effects, also_in_combat, non_combat_step_only)
}

/// What a card's text says of the turn steps its timing keeps it to: whether it also allows
/// Combat ([`ALSO_IN_COMBAT`]), and whether a sentence of it keeps it to the Non-Combat Step
/// ([`NON_COMBAT_STEP_ONLY`]). A function of the text and its sentences alone: found once with
/// the text's compile (`kept_by_definition::TextAnswers`).
pub(crate) fn step_words(text: &str, sentences: &[(String, Vec<Effect>)]) -> (bool, bool) {
    let text = text.to_lowercase();
    let also_in_combat = ALSO_IN_COMBAT.iter().any(|w| text.contains(w));
    let non_combat_step_only = sentences.iter().map(|(s, _)| s.trim()).any(|s| {
        let l = s.to_lowercase();
        NON_COMBAT_STEP_ONLY.iter().any(|p| l.starts_with(p))
    });
    (also_in_combat, non_combat_step_only)
}

/// [`step_timing_row`] from a card's effects and its text's [`step_words`].
pub(crate) fn step_timing_row_of(
    effects: &[Effect],
    also_in_combat: bool,
    non_combat_step_only: bool,
) -> Option<usize> {
    // The first row any of its timings has (one pass over the effects, no effect built to
    // compare).
    let row = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Timing(t) => STEP_TIMINGS.iter().position(|(x, _, _)| x == t),
            _ => None,
        })
        .min();
    if let Some(row) = row {
        if STEP_TIMINGS[row].0 == Timing::EndOfPowerUp || !also_in_combat {
            return Some(row);
        }
    }
    if also_in_combat {
        return None;
    }
    // A sentence of its own text that keeps it to the Non-Combat Step.
    non_combat_step_only.then_some(0)
}

impl Battle {
    /// The turn step `card`'s own timing keeps it to, if any ([`Timing::NonCombatStep`],
    /// [`Timing::EndOfPowerUp`]): the timing, the step's words and its section.
    pub(in crate::engine) fn step_timing_of(
        &self,
        card: CardId,
    ) -> Option<(Timing, &'static str, Citation)> {
        let def = self.state.def(card);
        // Found once per definition and kept (`CardDef::step_timing`).
        def.step_timing
            .get(def, step_timing_row)
            .map(|row| STEP_TIMINGS[row])
    }

    /// The rule that decides a restriction `card`'s own words state (`effect`): its ruling that
    /// states it in its own words, else the ruling its current text comes from, else its text;
    /// `section` is the rule's section when the card has no ruling of its own.
    pub(in crate::engine) fn own_rule_words(
        &self,
        card: CardId,
        effect: &Effect,
        section: Citation,
    ) -> String {
        let def = self.state.def(card);
        if let Some(r) = def.ruling_restrictions.iter().find(|r| r.effect == *effect) {
            return format!(
                "its CRD ruling {}: \"{}\"; {}",
                r.ruling, r.sentence, section.id
            );
        }
        let sentence = def
            .sentences
            .iter()
            .find(|(_, es)| es.contains(effect))
            .map(|(s, _)| format!(": \"{}\"", s.trim()))
            .unwrap_or_default();
        match &def.text_source {
            Some(r) => format!(
                "its text as its CRD ruling {r} rewrites it{sentence}; {}",
                section.id
            ),
            None => format!("its own text{sentence}; {}", section.id),
        }
    }

    /// Refuses `card` used in an Attack Phase when its own timing keeps it to a turn step ("Use
    /// during any Non-Combat Step", "Use this card at the end of your Power Up step"), citing
    /// the card's own ruling where one states it.
    pub(in crate::engine) fn refuse_outside_its_step(&self, card: CardId) -> Result<()> {
        let Some((timing, words, section)) = self.step_timing_of(card) else {
            return Ok(());
        };
        Err(EngineError::Illegal(format!(
            "{} is used only {words}, not in an Attack Phase ({})",
            self.state.name(card),
            self.own_rule_words(card, &Effect::Timing(timing), section)
        )))
    }

    /// A refusal `card`'s own words decide ("___ only", a requirement, its timing, "This must be
    /// your first card played during Combat"): when its current text comes from a CRD ruling
    /// ("Treat this card as if it read"), that ruling is the deciding rule and is cited beside
    /// the refusal, unless the refusal already names it; a refusal that cites no rule at all
    /// (Black Super Kick's "This must be the first card you use during Combat", printed and never
    /// rewritten) cites "The Golden Rule", the rule that makes a card's text override the rules.
    pub(in crate::engine) fn with_own_text_ruling(
        &self,
        card: Option<CardId>,
        result: Result<()>,
    ) -> Result<()> {
        match (result, card) {
            (Err(EngineError::Illegal(why)), Some(card)) => {
                let def = self.state.def(card);
                match &def.text_source {
                    Some(r) if !why.contains(r.as_str()) => Err(EngineError::Illegal(format!(
                        "{why} (its text as its CRD ruling {r} rewrites it)"
                    ))),
                    None if !why.contains("crd-") => Err(EngineError::Illegal(format!(
                        "{why}{}",
                        self.golden_rule_words()
                    ))),
                    _ => Err(EngineError::Illegal(why)),
                }
            }
            (result, _) => result,
        }
    }

    /// Refuses a card used only in place of a defense (its ruling says so) played or used in
    /// place of an attack.
    pub(in crate::engine) fn refuse_defence_only_as_attack(&self, card: CardId) -> Result<()> {
        let def = self.state.def(card);
        if !def.effects.contains(&Effect::DefenceOnly) {
            return Ok(());
        }
        let ruling = def
            .ruling_restrictions
            .iter()
            .find(|r| r.effect == Effect::DefenceOnly)
            .map(|r| format!("(CRD ruling {}: \"{}\")", r.ruling, r.sentence))
            .or_else(|| {
                def.text_source
                    .as_ref()
                    .map(|r| format!("(CRD ruling {r})"))
            })
            .unwrap_or_else(|| "(its own text)".to_string());
        Err(EngineError::Illegal(format!(
            "{} may only be used in place of a defense, not in place of an attack {ruling}",
            def.name
        )))
    }

    /// Refuses a defence that is no defence: a card of the hand that performs an attack and
    /// neither stops nor prevents nor caps damage (CRD "Defending": the defender plays a card
    /// that defends against the attack), and a Drill of `defender`'s in play that is used in place
    /// of an attack (Orange Lifting Drill's CRD rewrite: "in place of an attack, during your
    /// turn").
    pub(in crate::engine) fn refuse_attack_as_defence(
        &self,
        defender: PlayerId,
        card: CardId,
    ) -> Result<()> {
        let def = self.state.def(card);
        self.refuse_conditional_only_defence(defender, &def.name, &def.effects)?;
        let effects = flatten(&def.effects);
        let defends = effects.iter().any(|e| {
            matches!(
                e,
                Effect::Stop(_)
                    | Effect::Prevent(_)
                    | Effect::DamageCap(_)
                    | Effect::Manual(_)
                    | Effect::Conditional(_)
                    | Effect::Either(_)
            )
        });
        if defends {
            return Ok(());
        }
        let in_place_of_attack = effects
            .iter()
            .any(|e| matches!(e, Effect::DrillInPlaceOfAttack(_)));
        let ruling = def
            .text_source
            .as_ref()
            .map(|r| format!("; {r}"))
            .unwrap_or_default();
        if in_place_of_attack {
            return Err(EngineError::Illegal(format!(
                "{} is used in place of an attack, in {defender}'s own Attack Phase, not in place of a defense ({}{ruling})",
                def.name,
                self.cite(Rule::Defending).id
            )));
        }
        if effects.iter().any(|e| matches!(e, Effect::Attack(_))) {
            return Err(EngineError::Illegal(format!(
                "{} performs an attack and does not defend: it is played in place of an attack, not in place of a defense ({})",
                def.name,
                self.cite(Rule::Defending).id
            )));
        }
        Ok(())
    }

    /// Refuses an attack card or power whose only defence is given under a condition that does
    /// not hold ("If you declared Tokui-Waza, you may use this card to stop a physical attack
    /// instead", Orange Energy Setup; King Kai Lv.2's "If you declared a Black Tokui-Waza, you
    /// may stop a physical attack instead"): CRD 3.0.0 "Defending": "The card you are defending
    /// with must defend against the type of attack your opponent is performing."
    pub(in crate::engine) fn refuse_conditional_only_defence(
        &self,
        defender: PlayerId,
        name: &str,
        effects: &[Effect],
    ) -> Result<()> {
        let guards = |e: &Effect| {
            matches!(
                e,
                Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
            )
        };
        // An unread sentence that may defend ("stop", "prevent") keeps it the judge's.
        let may_defend = |e: &Effect| match e {
            Effect::Manual(t) => {
                let t = t.to_lowercase();
                ["stop", "prevent", "reduce", "block"]
                    .iter()
                    .any(|w| t.contains(w))
            }
            Effect::Either(_) => true,
            _ => false,
        };
        if effects.iter().any(|e| matches!(e, Effect::Attack(_)))
            && !effects.iter().any(|e| guards(e) || may_defend(e))
        {
            let conditional: Vec<&crate::engine::effects::Condition> = effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Conditional(c) if c.effects.iter().any(guards) => Some(&c.condition),
                    _ => None,
                })
                .collect();
            // Only conditions the engine decides (an undecided one is the judge's, at step 5).
            if !conditional.is_empty()
                && conditional
                    .iter()
                    .all(|c| self.undecided(defender, c).is_none() && !self.holds(defender, c))
            {
                let said: Vec<String> = conditional
                    .iter()
                    .map(|c| {
                        crate::engine::effects::conditions::condition_words::condition_words(c)
                    })
                    .collect();
                return Err(EngineError::Illegal(format!(
                    "{} attacks under no condition and defends only when {}: that does not hold when {defender} defends ({})",
                    name,
                    said.join(" or "),
                    self.cite(Rule::Defending).id
                )));
            }
        }
        Ok(())
    }

    /// The Drill of `defender`'s in play an action names, when the defender names one to defend.
    pub(in crate::engine) fn defending_drill_named(
        &self,
        defender: PlayerId,
        name: &str,
    ) -> Option<CardId> {
        self.state.drill_named(defender, name)
    }
}
