//! The card-text compiler: a card's current text (errata applied) into the engine's
//! [`Effect`]s, sentence by sentence.
//!
//! - [`sentences`] splits the text into sentences and normalises each into a key;
//! - [`patterns`] is the table of sentence patterns and the effects each builds;
//! - this module tries the table on each sentence, splits a sentence joined by "and" into
//!   clauses when the whole does not match, folds keyword sentences ("Focused", "This attack
//!   cannot be stopped") into the card's attack and the "Stops all ... for the remainder of
//!   Combat" sentence into the card's stop, and reports each sentence's status.
//!
//! Rules it follows (CRD 3.0.0, Battle Sequence step 3 and "Secondary Effects"): secondary
//! effects resolve one sentence at a time; an effect written in the same sentence as the attack
//! is an "If successful" effect. A sentence it does not understand becomes
//! [`Effect::Manual`] carrying the sentence as printed, so the engine stops at that step and
//! shows "judge resolves: ..." instead of guessing. A card never compiles to nothing: a text with
//! no sentence at all is reported as such.

pub mod patterns;
pub mod sentences;

use crate::engine::effects::amounts::count;
use crate::engine::effects::attack::{attack_text, attacks_gain};
use crate::engine::effects::choices::optional;
use crate::engine::effects::conditions::{condition_phrases, if_clauses, if_successful};
use crate::engine::effects::endurance::endurance_changes;
use crate::engine::effects::in_play::{
    attached, cards_in_play, drill_damage, drill_events, drill_limits, drills, in_play_targets,
};
use crate::engine::effects::lasting::{
    against_alignment, floating, lasting_effects, lasting_rules,
};
use crate::engine::effects::levels::personality_levels;
use crate::engine::effects::piles::{
    cards_moved, life_card_to_hand, piles_chosen, search_top, searches,
};
use crate::engine::effects::restrictions::prevention_choice;
use crate::engine::effects::stages::{stage_changes, state_changes};
use crate::engine::effects::stops::stop_capabilities;
use crate::engine::effects::timing::use_windows;
use crate::engine::effects::triggers::triggered_effects;

use std::sync::OnceLock;

use regex::Regex;
use serde::Serialize;

use crate::corpus::Card;

use super::effects::{Effect, Stop};
use patterns::{Caps, Pattern, Piece};

/// Every pattern table, tried in this order: the core table first, then the tables of each
/// family of effects.
pub const TABLES: &[&[Pattern]] = &[
    patterns::PATTERNS,
    if_clauses::PATTERNS,
    count::PATTERNS,
    endurance_changes::PATTERNS,
    cards_in_play::PATTERNS,
    searches::PATTERNS,
    triggered_effects::PATTERNS,
    lasting_effects::PATTERNS,
    // attached family
    attached::PATTERNS,
    personality_levels::PATTERNS,
    // optional family ("you may"): after every other table, whose vocabulary it reuses.
    optional::PATTERNS,
    // state changes family
    state_changes::PATTERNS,
    // errata family
    drill_damage::PATTERNS,
    // floating family
    floating::PATTERNS,
    // cards_moved family
    cards_moved::PATTERNS,
    // condition_phrases family
    condition_phrases::PATTERNS,
    // drills family
    drills::PATTERNS,
    // in_play_targets family
    in_play_targets::PATTERNS,
    // piles_chosen family
    piles_chosen::PATTERNS,
    // stages family
    stage_changes::PATTERNS,
    // lasting_rules family
    lasting_rules::PATTERNS,
    // timing family
    use_windows::PATTERNS,
    // stops family
    stop_capabilities::PATTERNS,
    // against_alignment family
    against_alignment::PATTERNS,
    // if_successful family
    if_successful::PATTERNS,
    // life_card_to_hand family
    life_card_to_hand::PATTERNS,
    // drill_events family
    drill_events::PATTERNS,
    // attack_text family
    attack_text::PATTERNS,
    // prevention_choice family
    prevention_choice::PATTERNS,
    // attacks_gain family
    attacks_gain::PATTERNS,
    // drill_limits family
    drill_limits::PATTERNS,
    // search_top family
    search_top::PATTERNS,
];

/// Every pattern row of every table, in the order tried.
pub fn all_patterns() -> impl Iterator<Item = &'static Pattern> {
    TABLES.iter().flat_map(|t| t.iter())
}

/// How much of a card (or of the pool) the compiler understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Coverage {
    /// Every sentence compiled to typed effects.
    Full,
    /// Some sentences compiled, some are left to the judge.
    Partial,
    /// No sentence compiled: the judge resolves the whole card.
    Manual,
}

impl Coverage {
    /// `full`, `partial` or `manual`.
    pub fn word(self) -> &'static str {
        match self {
            Coverage::Full => "full",
            Coverage::Partial => "partial",
            Coverage::Manual => "manual",
        }
    }
}

/// Whether one sentence compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SentenceStatus {
    /// Every part of it compiled.
    Compiled,
    /// All or part of it is an [`Effect::Manual`].
    Manual,
}

/// One sentence of the text, what it compiled to and which patterns matched it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompiledSentence {
    /// The sentence as printed.
    pub text: String,
    /// Compiled or manual.
    pub status: SentenceStatus,
    /// The names of the patterns that matched (several when the sentence was split at "and").
    pub patterns: Vec<&'static str>,
    /// What this sentence contributed, before keywords were folded into the attack.
    pub effects: Vec<Effect>,
}

/// A card's compiled effects and the account of each sentence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompiledCard {
    /// The effects, in text order, keywords folded into the attack.
    pub effects: Vec<Effect>,
    /// One entry per sentence.
    pub sentences: Vec<CompiledSentence>,
    /// Full, partial or manual.
    pub coverage: Coverage,
}

impl CompiledCard {
    /// The sentences left to the judge, as printed.
    pub fn manual_sentences(&self) -> Vec<&str> {
        self.sentences
            .iter()
            .filter(|s| s.status == SentenceStatus::Manual)
            .map(|s| s.text.as_str())
            .collect()
    }
}

/// A restriction a card's ruling states in its own words (see [`ruling_restrictions`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingRestriction {
    /// The ruling's id.
    pub ruling: String,
    /// The sentence, as the ruling prints it.
    pub sentence: String,
    /// What the engine does with it.
    pub effect: Effect,
}

/// Restrictions a card's rulings state in their own words, outside the "Treat this card as if
/// it read" quote the card's current text comes from (so [`compile_card`] never reads them):
/// "You may only use this card in place of a defense." (Mommy's Coming Dear, CRD 3.0.0) is
/// [`Effect::DefenceOnly`]. The scenario loader adds them to the card's effects; `card` shows
/// them under the engine reading.
pub fn ruling_restrictions(card: &Card, corpus: &crate::corpus::Corpus) -> Vec<RulingRestriction> {
    const SENTENCES: &[(&str, Effect)] = &[(
        "You may only use this card in place of a defense.",
        Effect::DefenceOnly,
    )];
    let mut out: Vec<RulingRestriction> = Vec::new();
    for id in &card.rulings {
        let Some(r) = corpus.ruling(id) else {
            continue;
        };
        let text = r.text.to_lowercase();
        let own = text
            .split("treat this card as if it read")
            .next()
            .unwrap_or("");
        for (sentence, effect) in SENTENCES {
            if own.contains(&sentence.to_lowercase()) && !out.iter().any(|o| o.effect == *effect) {
                out.push(RulingRestriction {
                    ruling: r.id.clone(),
                    sentence: (*sentence).to_string(),
                    effect: effect.clone(),
                });
            }
        }
    }
    out
}

/// Compiles a pool card's current text.
pub fn compile_card(card: &Card) -> CompiledCard {
    compile_for(&card.current_text, is_drill(&card.card_type, &card.name))
}

/// True for a Drill (typed `Drill`, or a Non-Combat card whose title ends in "Drill").
pub fn is_drill(card_type: &str, name: &str) -> bool {
    card_type.eq_ignore_ascii_case("Drill")
        || (!card_type.contains("Combat") || card_type == "Non-Combat")
            && name.trim_end().ends_with("Drill")
}

/// Compiles a card text knowing whether the card is a Drill: a Drill is not "used" like a
/// Combat card, so an effect that only happens when a card is used (a secondary effect outside
/// a trigger, a defence's prevention) does nothing on it and its sentence is left to the judge.
pub fn compile_for(text: &str, drill: bool) -> CompiledCard {
    let mut compiled = compile_sentences(text);
    // errata family: effects read only from a Drill in play, at the top level of its text.
    drill_damage::confine(&mut compiled, drill);
    if drill {
        demote(&mut compiled, |e| !works_on_a_drill(e));
    } else {
        // Prevention against every attack on its owner is read from Drills in play only, and so
        // are the drills family's effects.
        demote(&mut compiled, |e| {
            matches!(e, Effect::PreventAgainstYou(_))
                || matches!(e, Effect::Conditional(k) if k.effects.iter().any(|e| matches!(e, Effect::PreventAgainstYou(_))))
                || drill_only(e)
        });
    }
    finish(text, compiled)
}

/// Leaves to the judge every effect of a sentence for which `bad` holds: in each sentence, the
/// first such effect becomes [`Effect::Manual`] carrying that sentence as printed and the
/// others are dropped (the judge reads the whole sentence once); the sentence's other effects
/// stay.
pub(in crate::engine) fn demote(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
    bad: impl Fn(&Effect) -> bool,
) {
    for (s, ps, _) in compiled.iter_mut() {
        if !ps.iter().any(|p| matches!(p, Piece::Effect(e) if bad(e))) {
            continue;
        }
        let mut shown = false;
        let old = std::mem::take(ps);
        for p in old {
            match p {
                Piece::Effect(e) if bad(&e) => {
                    if !shown {
                        ps.push(Piece::Effect(Effect::Manual(s.clone())));
                        shown = true;
                    }
                }
                other => ps.push(other),
            }
        }
    }
}

/// drills family: effects the engine reads from Drills in play only.
fn drill_only(e: &Effect) -> bool {
    if let Effect::Conditional(k) = e {
        return k.effects.iter().any(drill_only);
    }
    matches!(
        e,
        Effect::CapAgainstYou(_)
            | Effect::AngerCannotBeLowered
            | Effect::NoCombatEnders
            | Effect::PurBonus(_)
            | Effect::NoRedirectToAllies(_)
            | Effect::CostWhileInPlay(_)
            // drill_events family: a Drill in play used as a defence.
            | Effect::DrillStop(_)
            // drill_limits family: restrictions while the Drill is in play.
            | Effect::NonCombatFromHandPerTurn(_)
            | Effect::NamedCardBlocked
            // search_top family
            | Effect::StrainingMoveUnstoppable
            | Effect::DrillsProtectedUnlessLevel
            | Effect::OpponentHandDiscardsAtRandom
    )
}

/// Effects a Drill in play (or in the Life Deck) has without being used.
fn works_on_a_drill(e: &Effect) -> bool {
    use super::effects::Scope;
    match e {
        Effect::Modify(m) => m.scope != Scope::ThisAttack,
        Effect::ModifyPer(p) => p.scope != Scope::ThisAttack,
        Effect::Conditional(c) => c.effects.iter().all(works_on_a_drill),
        Effect::DefenseShield(_)
        | Effect::PreventAgainstYou(_)
        | Effect::EnergyCost(_)
        | Effect::EnergyCostChange(_)
        | Effect::Trigger(_)
        | Effect::CardRule(_)
        | Effect::Only(_)
        | Effect::Timing(_)
        | Effect::Endurance(_)
        | Effect::EnduranceX(_)
        | Effect::EnduranceBonus(_)
        | Effect::EnduranceGrant(_)
        | Effect::NoEnduranceAgainst(_)
        | Effect::DragonBallsCannotBeCaptured
        | Effect::Manual(_) => true,
        // The drills and errata families' effects are read from Drills in play.
        e if drill_only(e) || drill_damage::is_errata(e) => true,
        _ => false,
    }
}

/// Compiles a card text.
pub fn compile_text(text: &str) -> CompiledCard {
    finish(text, compile_sentences(text))
}

/// Each sentence of a card text, as printed, with its pieces (nested clauses resolved) and the
/// names of the patterns that matched.
fn compile_sentences(text: &str) -> Vec<(String, Vec<Piece>, Vec<&'static str>)> {
    let split = sentences::split(text);
    let keys: Vec<String> = split.iter().map(|s| sentences::key(s)).collect();
    // A card that defines X for its damage has the X written out first.
    let mut rewritten = count::rewrite_x(&keys).unwrap_or_else(|| vec![None; keys.len()]);
    // cards_moved family: one choice made over two sentences.
    cards_moved::pair_chosen(&keys, &mut rewritten);
    // stages family: a personality chosen over two sentences.
    stage_changes::pair_chosen_personality(&keys, &mut rewritten);
    stage_changes::rewrite_x_minus_anger(&keys, &mut rewritten);
    stage_changes::rewrite_x_anger_cards(&keys, &mut rewritten);
    // against_alignment family: one choice made over three sentences.
    against_alignment::join_chosen(&keys, &mut rewritten);
    against_alignment::join_chosen_x(&keys, &mut rewritten);
    // attack_text family: an X that is the Physical Attack Table's Base Damage or the Allies' PURs.
    attack_text::rewrite_x(&keys, &mut rewritten);
    let mut compiled: Vec<(String, Vec<Piece>, Vec<&'static str>)> = split
        .into_iter()
        .zip(keys)
        .zip(rewritten)
        .map(|((s, key), new_key)| {
            let key = new_key.unwrap_or(key);
            if key.is_empty() {
                // The definition of X, written out where X is used.
                return (s, vec![Piece::Reminder], vec!["x-definition"]);
            }
            match compile_clause(&key, 0) {
                Some((ps, names)) => {
                    let ps = resolve(ps, &s);
                    (s, ps, names)
                }
                None => (
                    s.clone(),
                    vec![Piece::Effect(Effect::Manual(s))],
                    Vec::new(),
                ),
            }
        })
        .collect();
    pair_x(&mut compiled);
    // stages family: damage stated after the attack sentence.
    stage_changes::fold_stated_damage(&mut compiled);
    // stages family: a floating modifier replaced under a condition ("... instead").
    stage_changes::resolve_floating_instead(&mut compiled);
    resolve_anger_instead(&mut compiled);
    // drills family: "all of your attacks do +2 ... instead" under a condition.
    drills::resolve_instead(&mut compiled);
    // stops family: "Otherwise, ..." and "If C, discard after use instead." after use.
    stop_capabilities::resolve(&mut compiled);
    // piles_chosen family: "Otherwise, ..." after a condition on the power ratings.
    piles_chosen::resolve_otherwise(&mut compiled);
    // optional family: "If you do" effects placed where the engine reads them.
    optional::hoist(&mut compiled);
    // A replacement of the attack's damage is read by the engine at step 9 / 10 only on the card
    // itself or under a condition of the card; anywhere else the judge resolves the sentence.
    for (s, ps, names) in compiled.iter_mut() {
        let misplaced = ps.iter().any(|p| match p {
            Piece::Effect(e) => {
                misplaced_instead(e, 0) || too_late(e, false) || other_not_floating(e, false)
            }
            _ => false,
        });
        if misplaced {
            *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
            names.clear();
        }
    }
    compiled
}

/// The card compiled from its sentences: keywords folded into the attack, each sentence's
/// status and the card's coverage.
fn finish(text: &str, compiled: Vec<(String, Vec<Piece>, Vec<&'static str>)>) -> CompiledCard {
    let mut sentences = Vec::new();
    let mut pieces: Vec<Piece> = Vec::new();
    for (s, ps, names) in compiled {
        let effects: Vec<Effect> = ps
            .iter()
            .filter_map(|p| match p {
                Piece::Effect(e) => Some(e.clone()),
                _ => None,
            })
            .collect();
        let status = if effects.iter().any(has_manual) {
            SentenceStatus::Manual
        } else {
            SentenceStatus::Compiled
        };
        sentences.push(CompiledSentence {
            text: s,
            status,
            patterns: names,
            effects,
        });
        pieces.extend(ps);
    }
    let effects = hoist_if_successful(fold(pieces));
    let effects = if effects.is_empty() && sentences.is_empty() && !text.trim().is_empty() {
        // Text with no sentence in it (stray punctuation): the judge reads it.
        vec![Effect::Manual(text.trim().to_string())]
    } else {
        effects
    };
    let manual = sentences
        .iter()
        .filter(|s| s.status == SentenceStatus::Manual)
        .count();
    let coverage = if sentences.is_empty() {
        if effects.iter().any(has_manual) {
            Coverage::Manual
        } else {
            Coverage::Full
        }
    } else if manual == 0 && !effects.iter().any(has_manual) {
        Coverage::Full
    } else if manual == 0 {
        // Every sentence was read, but folding the card left something to the judge (a keyword
        // such as "Focused" with no attack on the card to give it to): never "full".
        Coverage::Partial
    } else if manual == sentences.len() && sentences.iter().all(|s| s.effects.iter().all(is_manual))
    {
        Coverage::Manual
    } else {
        Coverage::Partial
    };
    CompiledCard {
        effects,
        sentences,
        coverage,
    }
}

/// "If used by Trunks gain 5 power stages and if successful, capture a Dragon Ball": the "If
/// successful" part of a conditional sentence is used at step 15, under the same condition.
fn hoist_if_successful(effects: Vec<Effect>) -> Vec<Effect> {
    use super::effects::Conditional;
    let mut out = Vec::new();
    for e in effects {
        match e {
            Effect::Conditional(c)
                if c.effects
                    .iter()
                    .any(|e| matches!(e, Effect::IfSuccessful(_))) =>
            {
                let (later, now): (Vec<Effect>, Vec<Effect>) = c
                    .effects
                    .into_iter()
                    .partition(|e| matches!(e, Effect::IfSuccessful(_)));
                if !now.is_empty() {
                    out.push(Effect::Conditional(Conditional {
                        condition: c.condition.clone(),
                        effects: now,
                    }));
                }
                let inner: Vec<Effect> = later
                    .into_iter()
                    .flat_map(|e| match e {
                        Effect::IfSuccessful(v) => v,
                        other => vec![other],
                    })
                    .collect();
                out.push(Effect::IfSuccessful(vec![Effect::Conditional(
                    Conditional {
                        condition: c.condition,
                        effects: inner,
                    },
                )]));
            }
            other => out.push(other),
        }
    }
    out
}

/// True for an effect where the engine does not read it: a damage replacement (`ModifyInstead`
/// outside a card-level condition, `DamageInstead` below one), or an effect read only on the
/// card itself (damage per unit, Endurance, the attack's own cap on life cards) nested in
/// anything.
fn misplaced_instead(e: &Effect, depth: u32) -> bool {
    match e {
        Effect::ModifyInstead(_) | Effect::Keyword(_) | Effect::AngerInstead(_) => depth != 1,
        // The engine reads a multiplier on the card or under a card-level condition (step 9).
        Effect::Multiply(_) | Effect::ModifyPer(_) => depth > 1,
        // Damage stated per unit is the attack's own Base Damage; the engine reads Endurance
        // only as the card's keyword and the attack's own cap on life cards at the damage
        // steps: none of them anywhere but on the card itself.
        Effect::DamagePer(_)
        | Effect::Endurance(_)
        | Effect::EnduranceX(_)
        | Effect::NoLifeCardsFromThisAttack => depth > 0,
        Effect::DamageInstead(_) => depth > 1,
        // attack_text family: alternatives are chosen when the card is played, read on the card
        // itself only.
        Effect::Either(_) => depth > 0,
        Effect::Conditional(c) if depth == 0 => c.effects.iter().any(|e| misplaced_instead(e, 1)),
        Effect::Conditional(c) => c.effects.iter().any(|e| misplaced_instead(e, depth + 2)),
        Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::RestOfCombat(v)
        | Effect::May(v) => v.iter().any(|e| misplaced_instead(e, depth + 2)),
        _ => false,
    }
}

/// True for an effect on how this attack's damage is dealt written among the effects used after
/// the damage (an "If successful" or "If stopped" group): the engine would read it too late.
fn too_late(e: &Effect, after_damage: bool) -> bool {
    match e {
        Effect::DamageRemovedFromGame => after_damage,
        Effect::IfSuccessful(v) | Effect::IfStopped(v) => v.iter().any(|e| too_late(e, true)),
        Effect::Conditional(c) => c.effects.iter().any(|e| too_late(e, after_damage)),
        _ => false,
    }
}

/// True for a modifier of "your other attacks" that does not float for the rest of Combat: the
/// engine reads that scope only on floating effects.
fn other_not_floating(e: &Effect, floating: bool) -> bool {
    match e {
        Effect::Modify(m) => m.scope == super::effects::Scope::YourOtherAttacks && !floating,
        Effect::RestOfCombat(v) => v.iter().any(|e| other_not_floating(e, true)),
        Effect::IfSuccessful(v) | Effect::IfStopped(v) => {
            v.iter().any(|e| other_not_floating(e, floating))
        }
        Effect::Conditional(c) => c.effects.iter().any(|e| other_not_floating(e, floating)),
        _ => false,
    }
}

fn is_manual(e: &Effect) -> bool {
    matches!(e, Effect::Manual(_))
}

/// True when an effect is or contains a manual one.
pub fn has_manual(e: &Effect) -> bool {
    match e {
        Effect::Manual(_) => true,
        Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::RestOfCombat(v)
        | Effect::May(v) => v.iter().any(has_manual),
        Effect::Conditional(c) => c.effects.iter().any(has_manual),
        // attack_text family
        Effect::Either(v) => v.iter().flatten().any(has_manual),
        _ => false,
    }
}

/// "Raise your anger 1 level. If C, raise your anger 2 levels instead." is written as "If not C,
/// raise your anger 1 level. If C, raise your anger 2 levels.": the earlier anger change of the
/// same player (plain, or under its own condition) gets the condition "not C". A replacement
/// with no earlier anger change to replace is left to the judge.
fn resolve_anger_instead(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    use super::effects::{Condition, Conditional};
    for i in 0..compiled.len() {
        for k in 0..compiled[i].1.len() {
            let (condition, instead) = match &compiled[i].1[k] {
                Piece::Effect(Effect::Conditional(c)) => {
                    match c.effects.iter().find_map(|e| match e {
                        Effect::AngerInstead(ch) => Some(ch.clone()),
                        _ => None,
                    }) {
                        Some(ch) => (c.condition.clone(), ch),
                        None => continue,
                    }
                }
                _ => continue,
            };
            let not = Condition::Not(Box::new(condition.clone()));
            let mut found = false;
            for (j, entry) in compiled.iter_mut().enumerate().take(i + 1) {
                let end = if j == i { k } else { entry.1.len() };
                for piece in entry.1[..end].iter_mut() {
                    let Piece::Effect(e) = piece else { continue };
                    match e {
                        Effect::Anger(a) if a.player == instead.player => {
                            *e = Effect::Conditional(Conditional {
                                condition: not.clone(),
                                effects: vec![Effect::Anger(a.clone())],
                            });
                            found = true;
                        }
                        Effect::Conditional(c) if matches!(c.effects.as_slice(), [Effect::Anger(a)] if a.player == instead.player) =>
                        {
                            c.condition = Condition::All(vec![c.condition.clone(), not.clone()]);
                            found = true;
                        }
                        _ => {}
                    }
                }
            }
            let (s, ps, names) = &mut compiled[i];
            if found {
                if let Piece::Effect(Effect::Conditional(c)) = &mut ps[k] {
                    for e in c.effects.iter_mut() {
                        if matches!(e, Effect::AngerInstead(_)) {
                            *e = Effect::Anger(instead.clone());
                        }
                    }
                }
            } else {
                *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
                names.clear();
                break;
            }
        }
    }
}

/// "Endurance X" and "X = ..." compile only as a pair: exactly one of each in the card. Any
/// other combination leaves those sentences to the judge.
fn pair_x(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    let count = |want: fn(&Piece) -> bool, c: &[(String, Vec<Piece>, Vec<&'static str>)]| {
        c.iter().filter(|(_, ps, _)| ps.iter().any(want)).count()
    };
    let is_e: fn(&Piece) -> bool = |p| matches!(p, Piece::EnduranceX);
    let is_x: fn(&Piece) -> bool = |p| matches!(p, Piece::XIs(_));
    let (e, x) = (count(is_e, compiled), count(is_x, compiled));
    if (e, x) == (0, 0) || (e, x) == (1, 1) {
        return;
    }
    for (s, ps, names) in compiled.iter_mut() {
        if ps.iter().any(|p| is_e(p) || is_x(p)) {
            *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
            names.clear();
        }
    }
}

/// The compiled table, built once.
fn table() -> &'static [(Regex, &'static patterns::Pattern)] {
    static TABLE: OnceLock<Vec<(Regex, &'static patterns::Pattern)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        all_patterns()
            .flat_map(|p| p.pattern.split(" || ").map(move |alt| (alt, p)))
            .filter_map(|(alt, p)| {
                // A pattern that fails to compile is a bug the test `every_pattern_compiles`
                // reports; here it is skipped rather than panicking.
                Regex::new(&format!("^(?:{})$", patterns::expand(alt)))
                    .ok()
                    .map(|r| (r, p))
            })
            .collect()
    })
}

/// Clause separators tried, in order, when a whole clause does not match.
const SEPARATORS: &[&str] = &[
    "; ",
    ", and then ",
    " and then ",
    ", then ",
    ", and ",
    " and ",
    ", ",
];

/// Compiles a normalised clause: the first matching pattern, or the clause split at a separator
/// into parts that all compile. Nested "If successful" / "remainder of Combat" clauses are left
/// as pieces for [`resolve`].
pub(in crate::engine) fn compile_clause(
    key: &str,
    depth: u32,
) -> Option<(Vec<Piece>, Vec<&'static str>)> {
    let key = key.trim().trim_end_matches(['.', ',']).trim();
    // "it also lowers ...", "also raise ...": "also" adds nothing to the effect.
    let unalso;
    let key = if let Some(rest) = key
        .strip_prefix("also ")
        .or_else(|| key.strip_prefix("but "))
    {
        rest
    } else if let Some(rest) = key.strip_prefix("it also ") {
        let verb = ["raises ", "lowers ", "sets ", "gains "];
        if verb.iter().any(|v| rest.starts_with(v)) {
            rest
        } else {
            unalso = format!("it {rest}");
            unalso.as_str()
        }
    } else {
        key
    };
    if key.is_empty() || depth > 4 {
        return None;
    }
    // "All physical attacks you perform for the remainder of Combat do +2 ..." reads as "For the
    // remainder of Combat, all physical attacks you perform do +2 ...".
    if let Some(at) = key.find(" for the remainder of combat ") {
        // Not after "and": "X, and for the remainder of Combat Y" is two clauses.
        if !key.starts_with("if ")
            && !key.starts_with("for the remainder")
            && !key[..at].ends_with(" and")
            && !key[..at].ends_with(",")
        {
            let phrase = " for the remainder of combat";
            let moved = format!(
                "for the remainder of combat, {}{}",
                &key[..at],
                &key[at + phrase.len()..]
            );
            if clause_ok(&moved, depth + 1) {
                return compile_clause(&moved, depth + 1);
            }
        }
    }
    // A pattern whose nested clause ("If successful, ...") does not compile is kept as a
    // fallback: a split at "and" may read the sentence better.
    let mut fallback = None;
    for (re, p) in table() {
        if let Some(caps) = re.captures(key) {
            if let Some(pieces) = (p.build)(&Caps(&caps)) {
                let nested_ok = pieces.iter().all(|piece| match piece {
                    Piece::IfSuccessful(x)
                    | Piece::IfStopped(x)
                    | Piece::RestOfCombat(x)
                    | Piece::Conditional(_, x) => clause_ok(x, depth + 1),
                    _ => true,
                });
                if nested_ok {
                    return Some((pieces, vec![p.name]));
                }
                if fallback.is_none() {
                    fallback = Some((pieces, vec![p.name]));
                }
            }
        }
    }
    // A split whose every part reads fully wins; otherwise a pattern kept as a fallback (its
    // nested clause is left to the judge, but in the right scope: "If successful, A, and B"
    // stays an "If successful" sentence). A split with a part that does not read fully is never
    // used: the part could open a scope ("if successful") the later parts belong to.
    if let Some(split) = split_at_separators(key, depth) {
        return Some(split);
    }
    fallback
}

/// The clause split at the first separator whose parts all compile, every nested clause
/// included.
fn split_at_separators(key: &str, depth: u32) -> Option<(Vec<Piece>, Vec<&'static str>)> {
    for sep in SEPARATORS {
        if !key.contains(sep) {
            continue;
        }
        let mut all = Vec::new();
        let mut names = Vec::new();
        let mut ok = true;
        for part in key.split(sep) {
            if !clause_ok(part, depth + 1) {
                ok = false;
                break;
            }
            match compile_clause(part, depth + 1) {
                Some((ps, ns)) => {
                    all.extend(ps);
                    names.extend(ns);
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            return Some((all, names));
        }
    }
    None
}

/// True when a clause compiles with every nested clause in it compiling too (a pattern kept
/// only as a fallback does not count).
pub(in crate::engine) fn clause_ok(key: &str, depth: u32) -> bool {
    compile_clause(key, depth).is_some_and(|(ps, _)| {
        ps.iter().all(|p| match p {
            Piece::IfSuccessful(x)
            | Piece::IfStopped(x)
            | Piece::RestOfCombat(x)
            | Piece::Conditional(_, x) => clause_ok(x, depth + 1),
            _ => true,
        })
    })
}

/// Compiles the nested clauses of a sentence's pieces; a nested clause that does not compile
/// becomes a manual effect carrying the whole sentence, inside its "If successful" group.
pub(in crate::engine) fn resolve(pieces: Vec<Piece>, sentence: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    for p in pieces {
        match p {
            Piece::IfSuccessful(clause) => {
                let inner = nested(&clause, sentence);
                out.push(Piece::Effect(Effect::IfSuccessful(inner)));
            }
            Piece::IfStopped(clause) => {
                let inner = nested(&clause, sentence);
                out.push(Piece::Effect(Effect::IfStopped(inner)));
            }
            Piece::Conditional(condition, clause) => {
                let effects = nested_with_keywords(&clause, sentence);
                // "If A, and if B, X": one condition "A and B" over X (a keyword under it is
                // then read at step 5 like under any card-level condition).
                let (condition, effects) = match effects.as_slice() {
                    [Effect::Conditional(inner)] => (
                        super::effects::Condition::All(vec![condition, inner.condition.clone()]),
                        inner.effects.clone(),
                    ),
                    _ => (condition, effects),
                };
                out.push(Piece::Effect(Effect::Conditional(
                    super::effects::Conditional { condition, effects },
                )));
            }
            Piece::RestOfCombat(clause) => {
                // "For the remainder of Combat, prevent N ... from your opponent's attacks" is
                // floating prevention (the lasting family's), not a Drill's.
                let inner: Vec<Effect> = nested(&clause, sentence)
                    .into_iter()
                    .map(|e| match e {
                        Effect::PreventAgainstYou(p) => {
                            Effect::PreventLasting(super::effects::PreventLasting {
                                power_stages: p.power_stages,
                                life_cards: p.life_cards,
                                all_life_cards: false,
                                kinds: p.kinds,
                                lasts: super::effects::Lasts::RestOfCombat,
                            })
                        }
                        other => other,
                    })
                    .collect();
                if let [Effect::PreventLasting(_)] = inner.as_slice() {
                    out.extend(inner.into_iter().map(Piece::Effect));
                    continue;
                }
                // "For the remainder of Combat, stops all ..." is a stop for the rest of Combat.
                match inner.as_slice() {
                    [Effect::Stop(s)] => out.push(Piece::Effect(Effect::Stop(Stop {
                        kinds: s.kinds.clone(),
                        rest_of_combat: true,
                    }))),
                    // The engine floats stops and damage modifiers; any other effect lasting
                    // the remainder of Combat is the judge's.
                    _ if inner.iter().all(|e| {
                        matches!(
                            e,
                            Effect::Stop(_)
                                | Effect::Modify(_)
                                | Effect::EnduranceBonus(_)
                                | Effect::EnduranceGrant(_)
                                | Effect::NoEnduranceAgainst(_)
                                | Effect::DamageRemovedFromGame
                                | Effect::YourAttacksCannotBePrevented
                                | Effect::DragonBallsCannotBeCaptured
                        )
                    }) =>
                    {
                        out.push(Piece::Effect(Effect::RestOfCombat(inner)))
                    }
                    _ => out.push(Piece::Effect(Effect::RestOfCombat(vec![Effect::Manual(
                        sentence.to_string(),
                    )]))),
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// [`nested`], reading the attack keywords ("this is a focused attack") as
/// [`Effect::Keyword`]s: under a card-level condition the engine reads them at step 5.
fn nested_with_keywords(clause: &str, sentence: &str) -> Vec<Effect> {
    nested_effects(clause, sentence, true)
}

fn nested(clause: &str, sentence: &str) -> Vec<Effect> {
    nested_effects(clause, sentence, false)
}

/// A nested clause's effects; `keywords`: the attack keywords become [`Effect::Keyword`]s
/// (under a card-level condition), otherwise a keyword leaves the sentence to the judge.
fn nested_effects(clause: &str, sentence: &str, keywords: bool) -> Vec<Effect> {
    use super::effects::Keyword;
    let Some((ps, _)) = compile_clause(clause, 1) else {
        return vec![Effect::Manual(sentence.to_string())];
    };
    let keyword = |p: Piece| match p {
        Piece::Focused => Piece::Effect(Effect::Keyword(Keyword::Focused)),
        Piece::CannotBeStopped => Piece::Effect(Effect::Keyword(Keyword::CannotBeStopped)),
        Piece::CannotBePrevented => Piece::Effect(Effect::Keyword(Keyword::CannotBePrevented)),
        other => other,
    };
    let ps: Vec<Piece> = if keywords {
        ps.into_iter().map(keyword).collect()
    } else {
        ps
    };
    let ps = resolve(ps, sentence);
    if ps.iter().all(|p| matches!(p, Piece::Effect(_))) {
        ps.into_iter()
            .filter_map(|p| match p {
                Piece::Effect(e) => Some(e),
                _ => None,
            })
            .collect()
    } else {
        vec![Effect::Manual(sentence.to_string())]
    }
}

/// Folds keyword pieces into the card's attack and merges a stop with its "for the remainder of
/// Combat" sentence. A keyword with no attack to attach to is left to the judge.
fn fold(pieces: Vec<Piece>) -> Vec<Effect> {
    let mut effects: Vec<Effect> = Vec::new();
    let mut pending: Vec<Piece> = Vec::new();
    let x = pieces.iter().find_map(|p| match p {
        Piece::XIs(v) => Some(*v),
        _ => None,
    });
    for p in pieces {
        match p {
            // Paired by `pair_x`: the X sentence is folded into the Endurance.
            Piece::EnduranceX => match x {
                Some(v) => effects.push(Effect::EnduranceX(v)),
                None => effects.push(Effect::Manual("Endurance X".to_string())),
            },
            Piece::XIs(_) => {}
            Piece::Effect(Effect::Stop(s)) => {
                // "Stops a physical attack. Stops all physical attacks ... for the remainder of
                // Combat." is one stop that also floats.
                let prior = effects.iter_mut().find_map(|e| match e {
                    Effect::Stop(prev) if prev.kinds == s.kinds => Some(prev),
                    _ => None,
                });
                match prior {
                    Some(prev) => prev.rest_of_combat |= s.rest_of_combat,
                    None => effects.push(Effect::Stop(s)),
                }
            }
            Piece::Effect(e) => effects.push(e),
            Piece::Reminder => {}
            marker => pending.push(marker),
        }
    }
    // timing family: a card used when its player performs an attack gives the keyword to
    // that attack.
    let performing = effects.iter().any(|e| {
        matches!(
            e,
            Effect::UseWindow(
                super::effects::UseWindow::WhenYouPerform(_)
                    | super::effects::UseWindow::WhenYouPerformStyled(_)
            )
        )
    });
    for m in pending {
        let attack = effects.iter_mut().find_map(|e| match e {
            Effect::Attack(a) => Some(a),
            _ => None,
        });
        match (attack, &m) {
            (None, Piece::Focused) if performing => {
                effects.push(Effect::Keyword(super::effects::Keyword::Focused))
            }
            (Some(a), Piece::Focused) => a.focused = true,
            (Some(a), Piece::CannotBeStopped) => a.cannot_be_stopped = true,
            (Some(a), Piece::CannotBePrevented) => a.cannot_be_prevented = true,
            (_, m) => effects.push(Effect::Manual(match m {
                Piece::Focused => "Focused".to_string(),
                Piece::CannotBeStopped => "This attack cannot be stopped.".to_string(),
                Piece::CannotBePrevented => {
                    "Damage from this attack cannot be prevented.".to_string()
                }
                _ => String::new(),
            })),
        }
    }
    effects
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::damage::Damage;
    use crate::engine::effects::{AttackKind, AttackSpec, Modifier, Scope};

    #[test]
    fn a_keyword_with_no_attack_is_not_full() {
        // "Focused" folds into the card's attack; with none, the judge gets it, and the card is
        // not reported as fully compiled.
        let c = compile_text("This attack is a focused attack.");
        assert!(c.effects.iter().any(has_manual), "{c:#?}");
        assert_ne!(c.coverage, Coverage::Full);
        let c = compile_text("Physical attack. This attack is a focused attack.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    }

    #[test]
    fn every_pattern_compiles() {
        let mut n = 0;
        for p in all_patterns() {
            for alt in p.pattern.split(" || ") {
                let re = Regex::new(&format!("^(?:{})$", patterns::expand(alt)));
                assert!(re.is_ok(), "{}: {:?}", p.name, re.err());
                n += 1;
            }
        }
        assert_eq!(table().len(), n);
    }

    #[test]
    fn old_printed_wording_is_understood() {
        let c = compile_text("Physical attack doing 5 life card draws if succesful.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects,
            vec![Effect::Attack(AttackSpec {
                kind: AttackKind::Physical,
                damage: Some(Damage::life_cards(5)),
                focused: false,
                cannot_be_stopped: false,
                cannot_be_prevented: false
            })]
        );
    }

    #[test]
    fn same_sentence_effects_are_if_successful() {
        let c = compile_text(
            "Physical attack doing +2 power stages of damage and raise your anger 1 level.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            matches!(c.effects.last(), Some(Effect::IfSuccessful(v)) if matches!(v.as_slice(), [Effect::Anger(_)]))
        );
        let c = compile_text("Physical attack. Raise your anger 1 level.");
        assert!(matches!(c.effects.last(), Some(Effect::Anger(_))));
    }

    #[test]
    fn unknown_sentences_are_manual_never_dropped() {
        let c = compile_text("Physical attack. Look at your opponent's hand and name a card.");
        assert_eq!(c.coverage, Coverage::Partial);
        assert_eq!(
            c.effects.last(),
            Some(&Effect::Manual(
                "Look at your opponent's hand and name a card.".into()
            ))
        );
        let c = compile_text("Name a card.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn stops_fold_together() {
        let c = compile_text(
            "Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use.",
        );
        assert_eq!(
            c.effects,
            vec![
                Effect::Stop(Stop {
                    kinds: vec![AttackKind::Physical],
                    rest_of_combat: true
                }),
                Effect::RemoveFromGameAfterUse
            ]
        );
    }

    #[test]
    fn attack_or_stop_is_both() {
        let c = compile_text(
            "Physical attack doing +5 stages of damage if successful or stops an energy attack.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(matches!(c.effects.first(), Some(Effect::Attack(_))));
        assert!(c.effects.contains(&Effect::Stop(Stop {
            kinds: vec![AttackKind::Energy],
            rest_of_combat: false
        })));
        // A choice between an attack and something other than a stop stays with the judge.
        let c = compile_text("Energy attack doing 6 life cards of damage or lower your opponent's main personality 1 personality level.");
        assert_eq!(c.coverage, Coverage::Partial);
        assert!(!c.effects.iter().any(|e| matches!(e, Effect::Stop(_))));
    }

    #[test]
    fn endurance_x_needs_its_definition() {
        use crate::engine::effects::XValue;
        let c = compile_text("Endurance X. X = your current anger level.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(c.effects, vec![Effect::EnduranceX(XValue::AngerLevel)]);
        let c = compile_text("Endurance X. X = your main personality's PUR - 1.");
        assert_eq!(c.effects, vec![Effect::EnduranceX(XValue::PurMinus(1))]);
        // X defined by something not modelled: both sentences go to the judge.
        let c =
            compile_text("Endurance X. X = 6 if Broly is your Main Personality, otherwise X = 3.");
        assert_eq!(c.coverage, Coverage::Manual);
        // X used for something else than Endurance: the definition alone is not compiled.
        let c = compile_text("X = your current anger level.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn opponent_tokui_waza_conditions() {
        use crate::engine::effects::{Change, Condition, Conditional, Who};
        let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Red Tokui-Waza, raise your anger 2 levels.");
        assert_eq!(
            c.effects,
            vec![Effect::Conditional(Conditional {
                condition: Condition::TokuiWazaAgainst("Red".into()),
                effects: vec![Effect::Anger(Change {
                    player: Who::You,
                    by: 2
                })]
            })]
        );
        let c = compile_text("If you declared a Tokui-Waza and your opponent did not, your opponent discards the top 5 cards of his Life Deck.");
        assert_eq!(c.coverage, Coverage::Full);
    }

    #[test]
    fn if_stopped_effects() {
        let c = compile_text(
            "Physical attack. If stopped, your opponent discards the top 4 cards of his Life Deck.",
        );
        assert_eq!(c.coverage, Coverage::Full);
        assert!(matches!(c.effects.last(), Some(Effect::IfStopped(v)) if v.len() == 1));
        // In play family: a Drill in play removed from the game is now modelled.
        let c = compile_text(
            "Physical attack. If stopped, select a Drill in play and remove it from the game.",
        );
        assert_eq!(c.coverage, Coverage::Full);
        let c = compile_text("Physical attack. If stopped, name a card.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn focused_sentence_folds_only_unconditionally() {
        let c = compile_text("Energy attack. This is a focused attack.");
        assert!(matches!(c.effects.as_slice(), [Effect::Attack(a)] if a.focused));
        // Under a card-level condition the keyword is read at step 5 when the condition holds.
        let c = compile_text("Energy attack. If Chi-Chi is in play, this is a focused attack.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(
            matches!(c.effects.as_slice(), [Effect::Attack(a), Effect::Conditional(k)]
            if !a.focused && k.effects == vec![Effect::Keyword(crate::engine::effects::Keyword::Focused)])
        );
        // After success it is too late to be Focused: the judge reads it.
        let c = compile_text("Energy attack. If successful, this is a focused attack.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn lasting_effects_beyond_stops_and_modifiers_are_manual() {
        let c =
            compile_text("Physical attack. For the remainder of Combat, raise your anger 1 level.");
        assert_eq!(c.coverage, Coverage::Partial);
        let c = compile_text(
            "Energy attack. For the remainder of Combat, all of your attacks do +2 life cards of damage.",
        );
        assert_eq!(c.coverage, Coverage::Full);
    }

    #[test]
    fn piles_removed_from_the_game() {
        use crate::engine::effects::{MoveCards, Pile, Who};
        let c = compile_text("Remove your opponent's discard pile from the game.");
        assert_eq!(
            c.effects,
            vec![Effect::MoveCards(MoveCards {
                player: Who::Opponent,
                count: 0,
                from: Pile::DiscardTop,
                to: Pile::RemovedFromGame,
                all: true
            })]
        );
        let c =
            compile_text("Remove the bottom 5 cards of your opponent's Life Deck from the game.");
        assert_eq!(c.coverage, Coverage::Full);
    }

    #[test]
    fn damage_replacements_only_where_the_engine_reads_them() {
        let c = compile_text("Physical attack doing +2 power stages of damage. If performed against Goku, this attack does +5 power stages of damage instead.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let c = compile_text("Physical attack doing +2 power stages of damage. This attack does +5 power stages of damage instead.");
        assert_eq!(c.coverage, Coverage::Partial);
        let c = compile_text(
            "Physical attack. If successful, this attack does 5 power stages of damage instead.",
        );
        assert_eq!(c.coverage, Coverage::Partial);
        // Groups are read now (the defending personality's groups).
        let c = compile_text("Physical attack. If performed against a Majin, this attack does +7 power stages of damage instead.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(matches!(c.effects.last(), Some(Effect::Conditional(k))
            if k.condition == crate::engine::effects::Condition::Against("Majin".into())));
        let c = compile_text("Physical attack. If performed against a hungry Majin, this attack does +7 power stages of damage instead.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn unpreventable_for_the_remainder_of_combat() {
        let c = compile_text("Energy attack doing 6 life cards of damage. For the remainder of Combat, damage from your attacks cannot be prevented.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects.last(),
            Some(&Effect::RestOfCombat(vec![
                Effect::YourAttacksCannotBePrevented
            ]))
        );
        // Without "for the remainder of Combat" it is a lasting rule the engine does not read.
        let c = compile_text("Damage from your attacks cannot be prevented.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn must_pass() {
        use crate::engine::effects::{MustPass, Who};
        let c = compile_text("You must pass in all remaining phases of Combat.");
        assert_eq!(
            c.effects,
            vec![Effect::MustPass(MustPass {
                player: Who::You,
                all_remaining: true
            })]
        );
        let c = compile_text("Your opponent must pass during his next \"Attacker Attacks\" phase.");
        assert_eq!(
            c.effects,
            vec![Effect::MustPass(MustPass {
                player: Who::Opponent,
                all_remaining: false
            })]
        );
    }

    #[test]
    fn anger_instead_becomes_two_conditions() {
        use crate::engine::effects::{Change, Condition, Conditional, Who};
        let c = compile_text("Energy attack. Raise your anger 1 level. If \"Earth Dragon Ball 6\" is in play, raise your anger 3 levels instead.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let in_play = Condition::InPlay("Earth Dragon Ball 6".into());
        assert_eq!(
            &c.effects[1..],
            &[
                Effect::Conditional(Conditional {
                    condition: Condition::Not(Box::new(in_play.clone())),
                    effects: vec![Effect::Anger(Change {
                        player: Who::You,
                        by: 1
                    })]
                }),
                Effect::Conditional(Conditional {
                    condition: in_play,
                    effects: vec![Effect::Anger(Change {
                        player: Who::You,
                        by: 3
                    })]
                }),
            ]
        );
        // Nothing to replace: the judge reads it.
        let c =
            compile_text("Energy attack. If Goku is in play, raise your anger 2 levels instead.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn a_drill_is_not_used_like_a_combat_card() {
        // On a Combat card the sentence is a secondary effect; a Drill in play is never "used",
        // so the same sentence on a Drill is left to the judge.
        let text = "When entering Combat, draw a card. Then choose a card from your hand and place it on top of your Life Deck.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Partial);
        assert!(matches!(c.effects.last(), Some(Effect::Manual(_))));
        assert!(is_drill("Non-Combat", "Black Studying Drill"));
        assert!(!is_drill("Physical Combat", "Orange Drill Kick"));
    }

    #[test]
    fn effects_left_to_the_judge_carry_their_own_sentence() {
        // Two errata effects from one sentence split at "and" (Guldo's Time Freeze Drill's and
        // Red Wrist Control Drill's CRD 3.0.0 wordings) on a card that is not a Drill: neither
        // stays live, and the judge reads the sentence once.
        let text = "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage and for every 3 power stages you lose your opponent loses 1 power stage, down to 0.";
        assert_eq!(compile_for(text, true).coverage, Coverage::Full);
        let c = compile_for(text, false);
        assert_eq!(c.effects, vec![Effect::Manual(text.into())]);
        assert_eq!(c.coverage, Coverage::Manual);
        // Two Drill-only sentences on a card that is not a Drill: each is shown as printed.
        let a = "Your anger may not be lowered while this Drill is in play.";
        let b = "All successful physical attacks performed against you do a maximum of 3 power stages of damage.";
        let c = compile_for(&format!("{a} {b}"), false);
        assert_eq!(
            c.effects,
            vec![Effect::Manual(a.into()), Effect::Manual(b.into())]
        );
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn drills() {
        let c = compile_text("All of your physical attacks do +4 power stages of damage.");
        assert_eq!(
            c.effects,
            vec![Effect::Modify(Modifier {
                power_stages: 4,
                life_cards: 0,
                scope: Scope::YourAttacks,
                kinds: vec![AttackKind::Physical]
            })]
        );
    }
}
