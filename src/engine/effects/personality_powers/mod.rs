//! Personality powers: what a personality's own power box says (CRD 3.0.0 "Power-Up Rating
//! (PUR)": Personality Powers and Constant Combat Powers). The payload types here, the sentence
//! rows that compile them in `constant_powers.rs`, and how the Battle Sequence reads them from
//! the personality in control of Combat in `constant_powers_resolve.rs`; the once-per-turn count
//! of Personality Powers in `once_per_turn.rs`; a power's "+N" to attacks at step 10 in
//! `constant_modifiers_resolve.rs`; damage a power converts ("all damage ... is reduced to 1 power
//! stage") in `damage_conversions_resolve.rs`; a power used when entering Combat if no other power was used
//! this turn in `entering_combat_powers.rs`; a card that turns off a personality's powers for the
//! turn in `powers_off.rs`; a power's "+N" to attacks of Named cards in `named_card_modifiers.rs`; a hand kept from the opponent's
//! discard effects in `hand_protection_resolve.rs`; whose powers "has not used any other
//! personality powers this turn" asks about in `own_powers_used.rs`; numbered power boxes
//! ("(Power 1: Constant Combat Power) ... (Power 2:) ...") in `power_boxes.rs`, where a card's
//! Constant Combat Power box is, found once per definition, in `constant_power_box.rs`; a Constant Combat
//! Power's prevention against every attack on its personality in `constant_prevention.rs` (rows)
//! and `constant_prevention_resolve.rs` (steps 12 and 13); how the Allies power up in the
//! Power-Up Step in `ally_power_up.rs` (rows) and `ally_power_up_resolve.rs`; what a Constant
//! Combat Power does to its player's attack costs in `constant_costs.rs` (rows) and
//! `constant_costs_resolve.rs` (step 2); text it gives its player's attacks ("All of your attacks
//! gain "If successful, ..."") in `constant_attack_gains.rs` (rows) and
//! `constant_attack_gains_resolve.rs` (step 1); what it does to Endurance and to where the life
//! cards of damage go in `constant_endurance_resolve.rs` (step 13); its "Damage from your attacks
//! cannot be prevented" in `constant_unpreventable.rs` (rows) and
//! `constant_unpreventable_resolve.rs` (steps 12-13); its "Damage from your attacks cannot be
//! redirected" in `constant_unredirectable.rs` (rows) and `constant_unredirectable_resolve.rs`
//! (step 5); its player's attacks made Focused ("All of your styled attacks are focused") in
//! `constant_focused.rs` (rows), given at step 1 by `constant_attack_gains_resolve.rs`; where its
//! player's cards go after use ("All your Krillin Named cards that are removed from the game
//! after use are discarded instead") in `constant_after_use.rs` (rows) and
//! `constant_after_use_resolve.rs` (when a card is put away); a personality card's own note on
//! the "only" cards it may use ("(This personality may use Saiyan Heritage cards)") in
//! `only_card_notes.rs`; its Allies let take control of Combat at any of the Main Personality's
//! power stages in `ally_control.rs` (rows) and `ally_control_resolve.rs` (steps 1 and 4); a
//! power's "+N" replaced against one defender ("... against Videl, they do +3 ... instead") in
//! `target_modifiers.rs`; how much its player's anger is raised ("double the amount of anger you
//! are raising") in `anger_raises.rs` (rows) and `anger_raises_resolve.rs` (every raise); how many power stages
//! its own personality gains from a card effect ("he gains double the amount") in
//! `stage_gains.rs` (rows) and `stage_gains_resolve.rs` (every gain); no modifiers added to attacks
//! against its personality in `unmodified_against.rs` (rows) and `unmodified_against_resolve.rs`
//! (step 10).

pub mod ally_control;
mod ally_control_resolve;
pub mod ally_power_up;
mod ally_power_up_resolve;
pub mod anger_raises;
pub(in crate::engine) mod anger_raises_resolve;
pub mod constant_after_use;
mod constant_after_use_resolve;
pub mod constant_attack_gains;
mod constant_attack_gains_resolve;
pub mod constant_costs;
mod constant_costs_resolve;
mod constant_endurance_resolve;
pub mod constant_focused;
mod constant_modifiers_resolve;
pub mod constant_power_box;
pub mod constant_powers;
mod constant_powers_resolve;
pub mod constant_prevention;
mod constant_prevention_resolve;
pub mod constant_unpreventable;
mod constant_unpreventable_resolve;
pub mod constant_unredirectable;
mod constant_unredirectable_resolve;
mod damage_conversions_resolve;
pub mod entering_combat_powers;
mod hand_protection_resolve;
pub mod named_card_modifiers;
pub(in crate::engine) mod once_per_game;
pub mod once_per_turn;
pub mod only_card_notes;
pub mod outside_control;
mod outside_control_resolve;
mod own_powers_used;
pub mod partial_rewrites;
pub mod power_boxes;
pub mod powers_off;
pub mod raised_increases;
mod raised_increases_resolve;
pub mod stage_gains;
pub(in crate::engine) mod stage_gains_resolve;
pub mod target_modifiers;
pub mod unmodified_against;
mod unmodified_against_resolve;

pub(in crate::engine) use ally_control_resolve::printed_in;
pub(in crate::engine) use constant_powers_resolve::DamageUnit;

use serde::{Deserialize, Serialize};

use super::attack::AttackKind;
use super::damage::DamageCap;
use super::is_zero;

/// Damage from attacks performed against a personality, reduced by that personality's own power
/// ("All damage from energy attacks performed against Garlic Jr. is reduced by 2 life cards";
/// "Reduce the damage from an energy attack performed against you to 2 life cards of damage").
/// Read while the damage is dealt (Battle Sequence steps 12 and 13): from a Constant Combat
/// Power of the defender's personality in control of Combat, or from the power used as the
/// defence.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageAgainstPersonality {
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// Power stages taken off each attack's damage ("reduced by N power stages").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reduced_by_power_stages: u32,
    /// Life cards taken off each attack's damage ("reduced by N life cards").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reduced_by_life_cards: u32,
    /// "Reduced to N ...": the most of each kind of damage taken from the attack; a kind the
    /// sentence does not name is reduced to 0 ("reduced to 1 power stage of damage").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduced_to: Option<DamageCap>,
    /// `reduced_to` is a damage cap ("You take a maximum of 2 life cards of damage"), not a
    /// reduction of the damage ("Reduce the damage ... to 2 life cards"): CRD 3.0.0 tells them
    /// apart where a minimum damage meets them (Energy Empowerment Drill's ruling).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub maximum: bool,
    /// "All damage (power stages and life cards) ... is reduced to N <unit>" (the CRD's rewrite of
    /// Vegeta, Saiyan Prince Lv.4): a conversion, not a cap: the attack's damage of both kinds
    /// becomes `reduced_to`'s N of the unit named, at step 12 (`damage_conversions_resolve.rs`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all_damage_converted: bool,
    /// "During your opponent's turn": only while the opponent is the player whose turn it is.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub during_opponents_turn: bool,
}

/// A personality's power as the CRD rewrites it, when the pool still carries the printed text:
/// the first ruling among the card's `partial_errata` that treats one power "as if it read" a
/// whole new text ("Treat this Constant Combat Power as if it read, ..."; "Power: Saiyan Energy
/// Deflection - Treat this power as if it read, ..."), as (text, ruling id). A Constant Combat
/// Power keeps its header. A quote of part of a power is spliced into the printed power
/// ([`partial_rewrites`]). `None` for other cards or a text already rewritten.
pub fn power_text(
    card: &crate::corpus::Card,
    corpus: &crate::corpus::Corpus,
) -> Option<(String, String)> {
    if !card.card_type.eq_ignore_ascii_case("Personality") || card.current_text_source.is_some() {
        return None;
    }
    let rewritten = card.partial_errata.iter().find_map(|id| {
        let r = corpus.ruling(id)?;
        let t = r.treat_as.as_deref()?.trim();
        let t = t.trim_matches(['"', '“', '”']).trim();
        let fragment = t.is_empty()
            || t.starts_with("...")
            || t.starts_with('…')
            || t.ends_with("...")
            || t.ends_with('…');
        if fragment {
            // A quote of part of the power ("Power: ... the top 6 cards of your Life Deck..."):
            // `partial_rewrites` puts it in place of the words it rewrites, or hands the power
            // to the judge with the quote.
            if t.is_empty() || !(r.treat_as_is_power() || t.starts_with("Power:")) {
                return None;
            }
            let text = match partial_rewrites::splice(&card.current_text, t) {
                partial_rewrites::Splice::Aligned(text)
                | partial_rewrites::Splice::Unaligned(text) => text,
            };
            return Some((text, r.id.clone()));
        }
        if !r.treat_as_is_power() {
            return None;
        }
        let constant = r
            .treat_as_target
            .as_deref()
            .is_some_and(|x| x.to_lowercase().contains("constant combat power"));
        let text = if constant {
            format!("(Constant Combat Power) {t}")
        } else {
            t.to_string()
        };
        Some((text, r.id.clone()))
    });
    rewritten.or_else(|| power_reads(card, corpus))
}

/// A power the CRD quotes in full without a "Treat ... as if it read" ("His power reads, 'Reduce
/// the damage from a physical attack performed against you to 2 power stages of damage.'", the
/// ruling on Nappa Lv.3), or states whole in its own words as the ruling's one sentence, the
/// power's timing first, where the printed power is one sentence too ("When entering Combat,
/// your Main Personality gains 2 power stages.", the ruling on Nappa Lv.1 HT, printed "When
/// starting a battle, power up 2 more stages."): the quote or the sentence, from the first such
/// ruling of the card.
fn power_reads(
    card: &crate::corpus::Card,
    corpus: &crate::corpus::Corpus,
) -> Option<(String, String)> {
    use regex::Regex;
    use std::sync::LazyLock;
    static READS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^(?:His|Her|Its|This) power reads,? ["“](?P<t>[^"”]+)["”]\.?$"#)
            .expect("a valid pattern")
    });
    // The timings a power stated whole may open with (the CRD's wording of the Prepare Phase).
    static STATED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^(?P<t>When entering (?:any )?Combat(?: as the (?:attacker|defender))?, [^.;:"“”]+\.)$"#)
            .expect("a valid pattern")
    });
    let one_sentence = |t: &str| {
        let t = t.trim().trim_end_matches('.');
        !t.is_empty() && !t.contains(". ") && !t.contains(['"', '“', '”'])
    };
    card.rulings.iter().find_map(|id| {
        let r = corpus.ruling(id)?;
        let text = r.text.trim();
        if let Some(t) = READS.captures(text).and_then(|c| c.name("t")) {
            return Some((t.as_str().trim().to_string(), r.id.clone()));
        }
        let t = STATED.captures(text)?.name("t")?.as_str();
        one_sentence(&card.current_text).then(|| (t.to_string(), r.id.clone()))
    })
}
