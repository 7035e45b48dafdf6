//! The card-text compiler: a card's current text (errata applied) into the engine's
//! [`Effect`]s, sentence by sentence.
//!
//! - [`sentences`] splits the text into sentences and normalises each into a key;
//! - [`patterns`] is the pattern machinery (rows, placeholders, captures); the rows themselves
//!   live with the concept they compile (`effects/<concept>/<sub>.rs`), and `tables.rs` holds
//!   the one ordered list of tables tried;
//! - `clauses.rs` tries the tables on a clause and splits a sentence joined by "and" into
//!   clauses when the whole does not match, folding keyword sentences ("Focused", "This attack
//!   cannot be stopped") into the card's attack; each row's regex is built on first use, after
//!   `literals.rs`'s pre-test of the literal text the row requires of a clause;
//! - this module runs the cross-sentence passes, folds the "Stops all ... for the remainder of
//!   Combat" sentence into the card's stop, and reports each sentence's status.
//!
//! Rules it follows (CRD 3.0.0, Battle Sequence step 3 and "Secondary Effects"): secondary
//! effects resolve one sentence at a time; an effect written in the same sentence as the attack
//! is an "If successful" effect. A sentence it does not understand becomes
//! [`Effect::Manual`] carrying the sentence as printed, so the engine stops at that step and
//! shows "judge resolves: ..." instead of guessing. A card never compiles to nothing: a text with
//! no sentence at all is reported as such.

pub mod card_reading;
mod clauses;
pub mod kept_texts;
pub(in crate::engine) mod literals;
pub mod misprints;
pub mod nested_clauses;
pub mod patterns;
pub mod pool_text;
pub mod reading;
pub mod sentences;
pub mod stored;
pub mod struck_sentences;
mod tables;

use clauses::*;
pub(in crate::engine) use clauses::{compile_clause, resolve};
pub use nested_clauses::has_manual;
pub(in crate::engine) use nested_clauses::{clause_ok, demote};

use crate::engine::effects::amounts::count;
use crate::engine::effects::attack::attack_text;
use crate::engine::effects::choices::optional;
use crate::engine::effects::in_play::drill_damage;
use crate::engine::effects::lasting::against_alignment;
use crate::engine::effects::piles::{cards_moved, piles_chosen};
use crate::engine::effects::stages::stage_changes;
use crate::engine::effects::stops::stop_capabilities;

use std::sync::OnceLock;

use regex::Regex;
use serde::Serialize;

use crate::corpus::Card;

use super::effects::{Effect, Stop};
use patterns::{Caps, Piece};

pub use tables::{all_patterns, TABLES};

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
    /// What the text prints as misprints (`misprints::found_in`), found once here and said to
    /// the judge where the card acts (`Battle::cite_card_rulings`).
    #[serde(skip)]
    pub misprints: misprints::Misprints,
    /// What the text alone answers of the questions the Battle Sequence keeps per card
    /// definition (its step timing's words, an unread sentence waiting for a discard pile),
    /// found once here ([`compile_with_sentences`]; `None` from [`compile_text`], which keeps
    /// no sentences): a loaded card's definition starts with them (`kept_by_definition`).
    #[serde(skip)]
    pub answers: Option<crate::engine::kept_by_definition::TextAnswers>,
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
    ruling_restrictions_of(&card.rulings, corpus)
}

/// The sentences of a ruling, in its own words, that restrict a card or state a requirement to
/// play it (CRD 3.0.0 "What is a Requirement?"), and what the engine does with each.
fn ruling_sentences() -> Vec<(&'static str, Effect)> {
    use crate::engine::effects::conditions::{AngerRange, Condition, InPlayAtLeast};
    use crate::engine::effects::in_play::{InPlayKind, Whose};
    use crate::engine::effects::Who;
    vec![
        (
            "You may only use this card in place of a defense.",
            Effect::DefenceOnly,
        ),
        // Run Away (Cell Saga #125).
        (
            "This card may not be used if there isn't a Battleground in play.",
            Effect::Requires(Condition::InPlayAtLeast(InPlayAtLeast {
                whose: Whose::Any,
                cards: vec![InPlayKind::Battleground],
                n: 1,
            })),
        ),
        // Where There's Life, There's Hope (Trunks Saga #157).
        (
            "You cannot use this card if a card effect is specifically making you lose the game.",
            Effect::NotAgainstCardLoss,
        ),
        // Dr. Willow (Cosmic Anthology #CA4-#CA6): the ruling, not the card, forbids the victory.
        (
            "Dr. Willow cannot win by the Most Powerful Personality Victory.",
            Effect::NoMostPowerfulVictory(Who::You),
        ),
        // Chiaotzu Lv.2 (Saiyan Saga #105).
        (
            "If Chiaotzu is your Main Personality, and you use his power, Chiaotzu is removed from the game as the cost of the attack, no damage is dealt, and you lose.",
            Effect::LosesIfMainPersonalityUses,
        ),
        // Gathering of Warriors (Cell Games Saga #Preview 4): "Use during any Non-Combat Step".
        (
            "This card cannot be used during the Combat Step.",
            Effect::Timing(crate::engine::effects::timing::Timing::NonCombatStep),
        ),
        // Dragon's Victory (Cell Games Saga #123).
        (
            "You must have 4 anger to be able to play this card.",
            Effect::Requires(Condition::AngerBetween(AngerRange {
                player: Who::You,
                min: 4,
                max: 5,
            })),
        ),
    ]
}

/// A ruling's sentence letting a personality use its power without being in control of Combat
/// (CRD 3.0.0 ruling on Chi-Chi Lv.1: "Your Main Personality doesn't have to be at 0 or 1 stage
/// above 0 in order for Chi-Chi to use this power"), in the ruling's own words.
fn outside_control() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        regex::Regex::new(r"(?i)your main personality (?:doesn['’]t|does not) have to be at 0 or (?:1|one) stage above 0 in order for [a-z0-9 .,'’-]+? to use this power|[a-z0-9 .,'’-]+? (?:doesn['’]t|does not) have to be in control of combat to use this (?:constant combat )?power")
            .expect("a valid pattern")
    })
}

/// [`ruling_restrictions`] of a card known by its ruling ids (a pool card, or a card a board
/// file defines under a pool card's name).
pub fn ruling_restrictions_of(
    rulings: &[String],
    corpus: &crate::corpus::Corpus,
) -> Vec<RulingRestriction> {
    // The sentences' table is built only for a card with a ruling.
    let mut sentences = None;
    let mut out: Vec<RulingRestriction> = Vec::new();
    for id in rulings {
        let Some(r) = corpus.ruling(id) else {
            continue;
        };
        let text = r.text.to_lowercase();
        let own = text
            .split("treat this card as if it read")
            .next()
            .unwrap_or("");
        let own = own.replace(['’', '‘'], "'");
        // A power its ruling lets the personality use outside control of Combat.
        if let Some(m) = outside_control().find(&r.text) {
            if !out.iter().any(|o| o.effect == Effect::PowerOutsideControl) {
                out.push(RulingRestriction {
                    ruling: r.id.clone(),
                    sentence: m.as_str().to_string(),
                    effect: Effect::PowerOutsideControl,
                });
            }
        }
        // "You must be able to pay 5 power stages to use this effect" (Android 20 Lv.1).
        if let Some((n, sentence)) = crate::engine::effects::costs::pay_to_use::able_to_pay(&r.text)
        {
            let effect = Effect::Requires(crate::engine::effects::Condition::CanPayStages(n));
            if !out.iter().any(|o| o.effect == effect) {
                out.push(RulingRestriction {
                    ruling: r.id.clone(),
                    sentence,
                    effect,
                });
            }
        }
        for (sentence, effect) in sentences.get_or_insert_with(ruling_sentences).iter() {
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
    let drill = is_drill(&card.card_type, &card.name);
    compile_read(
        &card.current_text,
        reading::Reading::of(&card.card_type, drill),
    )
    .0
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
    compile_with_sentences(text, drill).0
}

/// [`compile_for`], with each sentence of the text and the effects it compiles to on its own
/// (what [`compile_text`] gives, from the same pass): a loaded card keeps them so that the
/// resolver quotes a sentence without calling the compiler.
pub fn compile_with_sentences(
    text: &str,
    drill: bool,
) -> (CompiledCard, Vec<(String, Vec<Effect>)>) {
    compile_read(text, reading::Reading::of("", drill))
}

/// [`compile_with_sentences`] for the kind of card `reading` says (a Mastery reads its
/// standing wordings as a Constant Combat Power does: [`reading`]).
pub fn compile_read(
    text: &str,
    reading: reading::Reading,
) -> (CompiledCard, Vec<(String, Vec<Effect>)>) {
    let drill = reading == reading::Reading::Drill;
    let mut compiled = compile_sentences(text);
    // Each sentence's own effects, as `finish` lists them, before the confinement below.
    let own: Vec<(String, Vec<Effect>)> = compiled
        .iter()
        .map(|(s, ps, _)| (s.clone(), piece_effects(ps)))
        .collect();
    // `triggers::power_sentences`: a "When entering Combat" power's next sentences are part of
    // it (a Drill's sentences are its own effects in play).
    if !drill {
        crate::engine::effects::triggers::power_sentences::join_following(&mut compiled);
    } else {
        crate::engine::effects::triggers::power_sentences::join_if_you_do(&mut compiled);
        crate::engine::effects::triggers::power_sentences::join_then(&mut compiled);
    }
    // `in_play::drill_damage`: effects read only from a Drill in play, at the top level of its text.
    drill_damage::confine(&mut compiled, drill);
    if drill {
        demote(&mut compiled, |e| !works_on_a_drill(e));
    } else {
        // Prevention against every attack on its owner is read from Drills in play only, and so
        // are `in_play::drills`'s effects; but a Constant Combat Power's damage caps are read
        // from the personality in control of Combat (`personality_powers`).
        let constant = compiled.iter().any(|(_, ps, _)| {
            ps.iter()
                .any(|p| matches!(p, Piece::Effect(Effect::ConstantCombatPower)))
        });
        // `damage::modifiers`: a personality's own wording of a standing modifier is read from
        // its Constant Combat Power only.
        crate::engine::effects::damage::modifiers::keep_to_constant_powers(
            &mut compiled,
            constant || reading == reading::Reading::Mastery,
        );
        // `personality_powers::constant_prevention`: a Constant Combat Power's prevention
        // against every attack on its personality is read from the personality in control.
        demote(&mut compiled, |e| {
            (!constant && matches!(e, Effect::PreventAgainstYou(_)))
                || matches!(e, Effect::Conditional(k) if k.effects.iter().any(|e| matches!(e, Effect::PreventAgainstYou(_))))
                || (drill_only(e) && !(constant && matches!(e, Effect::CapAgainstYou(_))))
                // `in_play::protected_cards`: read from a Drill in play, a Mastery or a Constant
                // Combat Power only (a card that is used keeps nothing in play by this effect).
                || (!constant
                    && reading != reading::Reading::Mastery
                    && matches!(e, Effect::InPlayProtected(_)))
                // `personality_powers::constant_unpreventable`: read from a Constant Combat
                // Power only (elsewhere the sentence says for how long nothing).
                || (!constant && matches!(e, Effect::YourAttacksCannotBePrevented))
                // `personality_powers::constant_unredirectable`: likewise.
                || (!constant && matches!(e, Effect::YourAttacksCannotBeRedirected))
                // `personality_powers::ally_control`: likewise.
                || (!constant && matches!(e, Effect::AlliesControlAtAnyStage(_) | Effect::AngerRaised(_) | Effect::StageGainsMultiplied(_) | Effect::NoModifiersAgainst(_)))
                // `restrictions::only_exceptions`: likewise.
                || (!constant && matches!(e, Effect::MayUseOnlyCards(_)))
                // `personality_powers::constant_after_use`: likewise.
                || (!constant && matches!(e, Effect::CardsAfterUse(_)))
                // `prohibitions`: "while this Drill is in play" is read from a Drill in play,
                // and a Constant Combat Power's from the personality whose power it is.
                || (!constant && matches!(e, Effect::Prohibit(p) if p.lasts == crate::engine::effects::prohibitions::Span::WhileInPlay))
                // `discard_step::hand_kept`: read from the Main Personality's Constant Combat Power.
                || (!constant && matches!(e, Effect::DiscardStepKeeps(_)))
                // `timing::end_of_turn_effects`: read from a Constant Combat Power (or a Drill).
                || (!constant && matches!(e, Effect::AtEndOfTurn(_) | Effect::AtStartOfTurn(_)))
                // `levels::anger_to_advance`: read from the Mastery in play only.
                || (reading != reading::Reading::Mastery && matches!(e, Effect::OpponentAngerToAdvance(_)))
        });
    }
    // `personality_powers::constant_attack_gains`: an unread "... gain ... instead" keeps the
    // gained text it replaces with the judge.
    crate::engine::effects::personality_powers::constant_attack_gains::keep_replaced_with_judge(
        &mut compiled,
    );
    let mut card = finish(text, compiled);
    card.answers = Some(crate::engine::kept_by_definition::TextAnswers::of(
        text,
        &own,
        &card.effects,
    ));
    (card, own)
}

/// `in_play::drills`: effects the engine reads from Drills in play only.
fn drill_only(e: &Effect) -> bool {
    if let Effect::Conditional(k) = e {
        return k.effects.iter().any(drill_only);
    }
    matches!(
        e,
        Effect::CapAgainstYou(_)
            | Effect::AngerCannotBeLowered
            // `in_play::anger_lowered_at_zero`: Blue Biting Drill.
            | Effect::AngerLoweredAtZeroDiscards
            | Effect::NoCombatEnders
            | Effect::NonCombatAfterHandAttack
            | Effect::PurBonus(_)
            | Effect::NoRedirectToAllies(_)
            | Effect::CostWhileInPlay(_)
            // `in_play::drill_events`: a Drill in play used as a defence.
            | Effect::DrillStop(_)
            // `in_play::drill_limits`: restrictions while the Drill is in play.
            | Effect::NonCombatFromHandPerTurn(_)
            // `turn_counts::power_up_stages`: read in the Power-Up Step.
            | Effect::PowerUpStages(_)
            // `placements::placement_triggers`: fires when a card is placed in play.
            | Effect::PlacementTrigger(_)
            | Effect::NamedCardBlocked
            // `piles::search_top`
            | Effect::StrainingMoveUnstoppable
            | Effect::DrillsProtectedUnlessLevel
            | Effect::OpponentHandDiscardsAtRandom
            // `damage::minimum_damage`: a Drill's minimum damage after modifiers.
            | Effect::MinimumDamage(_)
            | Effect::MinimumCountsLifeCardsOnly
            // `damage::zero_base_damage`: Red Hunger Drill's immunity.
            | Effect::NoDamageFromZeroBaseDamage
            // `stops::stop_capabilities`: read at step 7 from a Drill in play.
            | Effect::ShieldsStopFocused
            // `in_play::capture_threshold`: read at step 14 from a Drill in play.
            | Effect::CaptureThresholdForAll(_)
            | Effect::CaptureThresholdOverrides
            // `endurance::endurance_changes`: read at step 13 from a Drill in play.
            | Effect::FirstDamageRemovedFromGame(_)
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
            | Effect::ShieldUses(_)
        | Effect::StandingStop(_)
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
        | Effect::NoEnduranceForYou
        | Effect::DragonBallsCannotBeCaptured
        // `in_play::protected_cards`: a Drill in play keeps its player's cards in play.
        | Effect::InPlayProtected(_)
        // `discard_step::discarded_into_play`: a Drill discarded from the hand goes into play.
        | Effect::IntoPlayWhenDiscarded
        // `discard_step::opening_uses`: a Drill used at the beginning of a Discard Step.
        | Effect::DiscardStepOpening(_)
        | Effect::DiscardStepKeeps(_)
        // `timing::end_of_turn_effects`: a Drill's effect when a turn ends.
        | Effect::AtEndOfTurn(_)
        // `timing::start_of_turn_effects`: a Drill's effect when a turn begins.
        | Effect::AtStartOfTurn(_)
        // `in_play::drill_attacks`: resolved with the Drill's use in place of an attack.
        | Effect::OnDrillUse(_)
        | Effect::Manual(_) => true,
        // `prohibitions`: "while this Drill is in play".
        Effect::Prohibit(p) => p.lasts == super::effects::prohibitions::Span::WhileInPlay,
        // The drills and `in_play::drill_damage`' effects are read from Drills in play.
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
/// A power box's header written before its first sentence ("Constant Combat Power: ...").
const CONSTANT_HEADER: &str = "constant combat power:";

fn compile_sentences(text: &str) -> Vec<(String, Vec<Piece>, Vec<&'static str>)> {
    clauses::provide();
    let split = sentences::split(text);
    let keys: Vec<String> = split.iter().map(|s| sentences::key(s)).collect();
    // A card that defines X for its damage has the X written out first.
    let mut rewritten = count::rewrite_x(&keys).unwrap_or_else(|| vec![None; keys.len()]);
    // `piles::cards_moved`: one choice made over two sentences.
    cards_moved::pair_chosen(&keys, &mut rewritten);
    // `piles::named_card_searches`: a card named, then searched for in the next sentence.
    crate::engine::effects::piles::named_card_searches::pair_named(&keys, &mut rewritten);
    // `piles::top_cards_looked_at`: the top cards looked at, then what is done with them.
    crate::engine::effects::piles::top_cards_looked_at::pair_look_then_take(&keys, &mut rewritten);
    // `piles::top_cards_compared`: both top cards revealed and compared, over three sentences.
    crate::engine::effects::piles::top_cards_compared::join_comparison(&keys, &mut rewritten);
    // `stages::stage_changes`: a personality chosen over two sentences.
    stage_changes::pair_chosen_personality(&keys, &mut rewritten);
    // `prohibitions::prohibition_texts`: an Ally chosen over two sentences.
    crate::engine::effects::prohibitions::prohibition_texts::pair_chosen_ally(
        &keys,
        &mut rewritten,
    );
    // `personality_powers::constant_costs`: "this attack" after "The first energy attack ...".
    crate::engine::effects::personality_powers::constant_costs::write_out_this_attack(
        &keys,
        &mut rewritten,
    );
    // `stops::shield_uses`: "Defensive Shield." then "Stops the first unstopped ...".
    crate::engine::effects::stops::shield_uses::join_header(&keys, &mut rewritten);
    stage_changes::rewrite_x_minus_anger(&keys, &mut rewritten);
    stage_changes::rewrite_x_anger_cards(&keys, &mut rewritten);
    // `lasting::against_alignment`: one choice made over three sentences.
    against_alignment::join_chosen(&keys, &mut rewritten);
    against_alignment::join_chosen_x(&keys, &mut rewritten);
    // `attack::attack_text`: an X that is the Physical Attack Table's Base Damage or the Allies' PURs.
    attack_text::rewrite_x(&keys, &mut rewritten);
    // `conditions::cannot_be_used`: "not enough cards in the discard pile" counted.
    crate::engine::effects::conditions::cannot_be_used::write_out_not_enough(&keys, &mut rewritten);
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
                // "Constant Combat Power: ..." (a power box's header before its first sentence,
                // as CRD 3.0.0 rewrites Vegeta, the Celestial Lv.1): the header, then the rest
                // read on its own (left to the judge when unread).
                None if key.starts_with(CONSTANT_HEADER) => {
                    let rest = key[CONSTANT_HEADER.len()..].trim();
                    let mut ps = vec![Piece::Effect(Effect::ConstantCombatPower)];
                    let mut names = vec!["constant-combat-power"];
                    match compile_clause(rest, 0) {
                        Some((more, more_names)) => {
                            ps.extend(resolve(more, &s));
                            names.extend(more_names);
                        }
                        None => ps.push(Piece::Effect(Effect::Manual(s.clone()))),
                    }
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
    // `stages::stage_changes`: damage stated after the attack sentence.
    stage_changes::fold_stated_damage(&mut compiled);
    // `stages::stage_changes`: a floating modifier replaced under a condition ("... instead").
    stage_changes::resolve_floating_instead(&mut compiled);
    // `amounts::instead`: "raise your anger 2 levels instead", "all of your attacks do +2 ...
    // instead" under a condition.
    crate::engine::effects::amounts::instead::resolve(&mut compiled);
    // `stops::stop_capabilities`: "Otherwise, ..." and "If C, discard after use instead." after use.
    stop_capabilities::resolve(&mut compiled);
    // `piles::piles_chosen`: "Otherwise, ..." after a condition on the power ratings.
    piles_chosen::resolve_otherwise(&mut compiled);
    // `piles::search_tails`: "When Combat ends, shuffle that Battleground ... back", "This effect
    // does not remove any Battleground or Location in play" after a search.
    crate::engine::effects::piles::search_tails::fold_tails(&mut compiled);
    // `choices::optional`: "If you do" effects placed where the engine reads them.
    optional::hoist(&mut compiled);
    // `piles::moved_card`: "If that card is ..." right after the card's move (in its trigger).
    crate::engine::effects::piles::moved_card::fold_after_move(&mut compiled);
    // `triggers::triggered_effects`: what a trigger's sentence says after its first clause is
    // part of the trigger ("When entering Combat, look at ..., and if you declared a Red
    // Tokui-Waza, raise your anger 2 levels").
    for (_, ps, _) in compiled.iter_mut() {
        fold_into_trigger(ps);
    }
    // A cost stated twice (Stupendous Strike: "Costs 5 power stages to perform. Costs 5 power
    // stages."): the documents do not say whether it is one cost or two; the first is paid and
    // the repeat goes to the judge.
    repeated_cost_to_judge(&mut compiled);
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
    crate::engine::effects::piles::named_card_searches::unpair_unread(&mut compiled);
    compiled
}

/// A sentence that states only a cost an earlier sentence of the card already stated, the same
/// amount, is left to the judge: the card pays its cost once and the judge decides whether the
/// printed repeat is a second one (no document says; Stupendous Strike, Kid Buu Saga #30).
fn repeated_cost_to_judge(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    let mut costs: Vec<Effect> = Vec::new();
    for (s, ps, names) in compiled.iter_mut() {
        let [Piece::Effect(e @ Effect::Cost(_))] = ps.as_slice() else {
            continue;
        };
        if costs.contains(e) {
            *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
            names.clear();
        } else {
            costs.push(e.clone());
        }
    }
}

/// Folds the effects a sentence states after its trigger into the trigger's effects: the
/// trigger's clause is the sentence's first, so the rest happens when it fires.
fn fold_into_trigger(ps: &mut Vec<Piece>) {
    let Some(at) = ps
        .iter()
        .position(|p| matches!(p, Piece::Effect(Effect::Trigger(_))))
    else {
        return;
    };
    if !ps[at + 1..].iter().all(|p| matches!(p, Piece::Effect(_))) || at + 1 == ps.len() {
        return;
    }
    let rest: Vec<Effect> = ps
        .drain(at + 1..)
        .filter_map(|p| match p {
            Piece::Effect(e) => Some(e),
            _ => None,
        })
        .collect();
    if let Piece::Effect(Effect::Trigger(t)) = &mut ps[at] {
        t.effects.extend(rest);
    }
}

/// The effects among a sentence's compiled pieces, in order (what its `CompiledSentence` lists).
fn piece_effects(ps: &[Piece]) -> Vec<Effect> {
    ps.iter()
        .filter_map(|p| match p {
            Piece::Effect(e) | Piece::Folded(e) => Some(e.clone()),
            _ => None,
        })
        .collect()
}

/// The card compiled from its sentences: keywords folded into the attack, each sentence's
/// status and the card's coverage.
fn finish(text: &str, compiled: Vec<(String, Vec<Piece>, Vec<&'static str>)>) -> CompiledCard {
    let mut sentences = Vec::new();
    let mut pieces: Vec<Piece> = Vec::new();
    for (s, ps, names) in compiled {
        let effects = piece_effects(&ps);
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
    let effects = super::effects::conditions::roles_not_names(effects);
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
        misprints: misprints::found_in(text),
        answers: None,
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
        Effect::ModifyInstead(_)
        | Effect::Keyword(_)
        | Effect::AngerInstead(_)
        | Effect::InPlayInstead(_) => depth != 1,
        // The engine reads a multiplier on the card or under a card-level condition (step 9).
        Effect::Multiply(_) | Effect::ModifyPer(_) => depth > 1,
        // Damage stated per unit is the attack's own Base Damage, read on the card or under a
        // card-level condition (step 9: "... instead", Saiyan Crush); the engine reads Endurance
        // only as the card's keyword and the attack's own cap on life cards at the damage
        // steps: none of them anywhere but on the card itself.
        Effect::DamagePer(_) => depth > 1,
        Effect::Endurance(_) | Effect::EnduranceX(_) | Effect::NoLifeCardsFromThisAttack => {
            depth > 0
        }
        Effect::DamageInstead(_) => depth > 1,
        // "you may do 6 life cards of damage instead" (`amounts::instead`): the player's choice,
        // read at step 9 on the card or under a card-level condition, like `DamageInstead`.
        Effect::May(v) if matches!(v.as_slice(), [Effect::DamageInstead(_)]) => depth > 1,
        // `attack::attack_text`: alternatives are chosen when the card is played, read on the card
        // itself only.
        Effect::Either(_) => depth > 0,
        Effect::Conditional(c) if depth == 0 => c.effects.iter().any(|e| misplaced_instead(e, 1)),
        Effect::Conditional(c) => c.effects.iter().any(|e| misplaced_instead(e, depth + 2)),
        // An alternative among the card's own "If successful" effects ("If successful, raise or
        // lower your opponent's anger 3 levels", Tien, the Leader Lv.3) is chosen when the card
        // is played too (`attack::attack_text_resolve`).
        Effect::IfSuccessful(v) if depth == 0 => v
            .iter()
            .any(|e| !matches!(e, Effect::Either(_)) && misplaced_instead(e, depth + 2)),
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

#[cfg(test)]
mod tests;

/// Test support for the pattern modules' unit tests: a text's effects, asserting the compiler
/// reads every sentence of it (`Coverage::Full`).
#[cfg(test)]
pub(crate) fn read_in_full(text: &str) -> Vec<Effect> {
    let c = compile_text(text);
    assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
    c.effects
}
