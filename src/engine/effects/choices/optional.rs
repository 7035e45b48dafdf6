//! Pattern rows: optional effects and optional costs, the "you may" sentences.
//!
//! Rows are tried after the core rows and the other modules' tables, in the order of
//! `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the placeholders a
//! pattern may use.
//!
//! - "You may <X>." (also "You may choose to <X>", "When you play this card you may <X>"):
//!   [`Effect::May`] around X, used only when the card's player says `may: true` (CRD 3.0.0
//!   "May" Rule).
//! - "You may <X> to <Y>." (also "When you perform this attack, you may <X> to <Y>", "You may
//!   <X> when you perform this attack to <Y>"): X is what the player does to get Y (CRD 3.0.0
//!   "What is a Requirement?": "an action that may be done to get a bonus effect"); it compiles
//!   to [`Effect::May`] around X, then Y under [`Condition::YouDid`]. X must be something the
//!   engine can tell is possible before doing it (cards of the hand or the discard pile, the top
//!   of the Life Deck, own cards in play, power stages), so a `may: true` it cannot do is
//!   refused instead of half done.
//! - "If you do, <Y>." reads the same choice: Y under [`Condition::YouDid`].
//!
//! X and Y are compiled with every table (so each module's vocabulary is reused); a part that
//! does not compile keeps the sentence with the judge. "You may not ..." and "You may only ..."
//! are restrictions, not choices, and are not read here.
//!
//! [`hoist`] places the [`Condition::YouDid`] effects where the engine reads them: next to the
//! card-level condition that holds the choice ("If you declared a Tokui-Waza, you may discard
//! the top card of your Life Deck to do an additional +3 life cards of damage"), or in the "If
//! successful" group when the choice is made there.

use crate::engine::compile::patterns::{number, Caps, Pattern, Piece};
use crate::engine::effects::{
    CardFilter, Condition, Destination, Effect, InPlayCount, LoseLifeCards, Search, SearchIn, Who,
    Whose,
};

/// Phrases that say when a "you may" is used, around the choice; they add nothing to it.
const WHEN: &[&str] = &[
    " when you perform this attack",
    " when performing this attack",
    " when this card is played",
    " when you play this card",
];

/// True for an effect the engine can check is possible in full before it is done (a
/// requirement: CRD "What is a Requirement?").
fn checkable(e: &Effect) -> bool {
    match e {
        Effect::Search(s) => own_pick(s),
        Effect::LoseLifeCards(l) => l.player == Who::You,
        Effect::PowerStages(c) => c.player == Who::You && c.by < 0,
        Effect::MainPersonalityStages(m) => m.player == Who::You && m.by < 0,
        Effect::InPlay(x) => x.whose == Whose::You && matches!(x.count, InPlayCount::Exactly(_)),
        _ => false,
    }
}

/// A choice of the player's own cards from the hand or the discard pile, a stated number.
fn own_pick(s: &Search) -> bool {
    use crate::engine::effects::SearchIn;
    s.player == Who::You
        && matches!(s.from, SearchIn::Hand | SearchIn::DiscardPile)
        && !s.all
        && !s.up_to
        && !s.random
        && !s.may
        && s.count > 0
}

/// A clause compiled to plain effects only (no marker, nothing left to the judge).
pub(in crate::engine) fn effects_of(clause: &str) -> Option<Vec<Effect>> {
    let (ps, _) = crate::engine::compile::nested_clauses::compile_clause(clause, 1)?;
    let ps = crate::engine::compile::nested_clauses::resolve(ps, clause);
    let mut out = Vec::new();
    for p in ps {
        match p {
            Piece::Effect(e) if !crate::engine::compile::nested_clauses::has_manual(&e) => {
                out.push(e)
            }
            _ => return None,
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The choice itself, with the "when ..." words around it taken off.
fn strip_when(s: &str) -> &str {
    let mut s = s.trim();
    for w in WHEN {
        if let Some(r) = s.strip_suffix(w) {
            s = r.trim_end_matches(',');
        }
    }
    s
}

/// A choice that is not one ("you may not ...", "you may only ..."), or one of a number the
/// player picks ("any of your Non-Combat cards", "any amount"), which an action's `may` does
/// not give.
fn restriction(x: &str) -> bool {
    ["not ", "only ", "now ", "have "]
        .iter()
        .any(|w| x.starts_with(w))
        || ["any of ", "any number", "any amount", " any cards"]
            .iter()
            .any(|w| x.contains(w))
}

/// "you may <x>": the effects of x, every one a secondary effect.
fn build_may(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let x = strip_when(c.s("x"));
    let x = x.strip_prefix("also ").unwrap_or(x);
    if let Some(effects) = own_cards_in_play_chosen(x) {
        return Some(vec![Piece::Effect(Effect::May(effects))]);
    }
    if restriction(x) {
        return None;
    }
    let effects = effects_of(x)?;
    if !effects.iter().all(Effect::is_secondary) {
        return None;
    }
    Some(vec![Piece::Effect(Effect::May(effects))])
}

/// "You may discard any amount of your Non-Combat cards in play" (Gohan Lv.2): a number of the
/// player's own cards in play he picks, which the action's `choose` names (none named: none
/// taken) and `may` answers.
fn own_cards_in_play_chosen(x: &str) -> Option<Vec<Effect>> {
    if !(x.contains("any amount of ") || x.contains("any number of ")) {
        return None;
    }
    let effects = effects_of(x)?;
    effects
        .iter()
        .all(|e| {
            matches!(e, Effect::InPlay(p) if p.whose == Whose::You && p.count == InPlayCount::AnyNumber)
        })
        .then_some(effects)
}

/// "you may <cost> to <y>": the first split at " to " whose both halves read; the cost must be
/// one the engine can check.
fn build_may_to(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let rest = c.s("rest");
    if restriction(rest) {
        return None;
    }
    for (i, _) in rest.match_indices(" to ") {
        let cost = strip_when(&rest[..i]);
        let y = rest[i + 4..].trim();
        if cost.is_empty() || y.is_empty() {
            continue;
        }
        let Some(effects) = effects_of(cost) else {
            continue;
        };
        if !effects.iter().all(checkable)
            || !crate::engine::compile::nested_clauses::clause_ok(y, 1)
        {
            continue;
        }
        return Some(vec![
            Piece::Effect(Effect::May(effects)),
            Piece::Conditional(Condition::YouDid, y.to_string()),
        ]);
    }
    None
}

/// Cards of the player's own hand or discard pile moved (a requirement's usual shape).
fn own(from: SearchIn, filter: CardFilter, count: u32, to: Destination) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(Effect::Search(Search {
        player: Who::You,
        from,
        filter,
        count,
        up_to: false,
        all: false,
        random: false,
        to,
        ally_stage: None,
        may: false,
        keeps_in_play: false,
        until_end_of_combat: None,
        powers_lost: false,
        by_owner: false,
    }))])
}

/// "a Blue Round Throw": one card named by its title without quotes (`piles::searches` reads
/// the quoted form and the card kinds first). A phrase with a number or a card word in it is
/// not a title.
fn bare_title(c: &Caps<'_>) -> Option<Vec<Piece>> {
    if c.has("quoted") {
        let filter = CardFilter {
            title: Some(c.s("quoted").to_string()),
            ..CardFilter::default()
        };
        return own(
            SearchIn::DiscardPile,
            filter,
            1,
            Destination::RemovedFromGame,
        );
    }
    let t = c.s("title").trim();
    let words: Vec<&str> = t.split(' ').collect();
    if words.len() < 2
        || words.len() > 5
        || words.iter().any(|w| {
            number(w).is_some()
                || matches!(
                    *w,
                    "card" | "cards" | "any" | "all" | "of" | "with" | "your" | "his" | "her"
                )
        })
    {
        return None;
    }
    let filter = CardFilter {
        title: Some(t.to_string()),
        ..CardFilter::default()
    };
    own(
        SearchIn::DiscardPile,
        filter,
        1,
        Destination::RemovedFromGame,
    )
}

/// "3 Commons", "4 Uncommons": cards of a rarity.
fn rarity(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let r = match c.s("rarity") {
        "commons" => "C",
        "uncommons" => "U",
        "rares" => "R",
        "ultra rares" => "UR",
        _ => return None,
    };
    let filter = CardFilter {
        rarity: Some(r.to_string()),
        ..CardFilter::default()
    };
    own(
        SearchIn::DiscardPile,
        filter,
        c.n("n")?,
        Destination::RemovedFromGame,
    )
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- what a "you may ... to ..." asks for, and what it gives ------------------------------
    Pattern {
        name: "discard-from-your-hand",
        pattern: r"discard (?P<what>a|{n}) cards? (?:from|in) your hand",
        build: |c| {
            let n = c.n("what").or_else(|| c.n("n"))?;
            own(
                SearchIn::Hand,
                CardFilter::default(),
                n,
                Destination::Discard,
            )
        },
    },
    Pattern {
        name: "discard-top-of-life-deck",
        pattern: r"discard the top card (?:of|from) your life deck",
        build: |_| {
            Some(vec![Piece::Effect(Effect::LoseLifeCards(LoseLifeCards {
                player: Who::You,
                count: 1,
            }))])
        },
    },
    Pattern {
        name: "remove-rarity-from-discard-pile",
        pattern: r"remove {n} (?P<rarity>commons|uncommons|rares|ultra rares) (?:in|from) your discard pile from the game",
        build: rarity,
    },
    Pattern {
        name: "remove-title-from-discard-pile",
        pattern: r#"remove (?:a|an|one) (?:(?P<title>[a-z][a-z' !-]+?)|"(?P<quoted>[^"]+)") (?:in|from) your discard pile from the game"#,
        build: bare_title,
    },
    Pattern {
        name: "place-from-your-hand-into-play",
        pattern: r"(?:immediately )?(?:place|put) (?:a|an|one) (?P<what>non-combat card|drill|ally) from your hand into play",
        build: |c| {
            let types: &[&str] = match c.s("what") {
                // CRD "Non-Combat Cards": both kinds, Non-Drill and Drill.
                "non-combat card" => &["Non-Combat", "Drill"],
                "drill" => &["Drill"],
                _ => &["Personality"],
            };
            let filter = CardFilter {
                types: types.iter().map(|t| t.to_string()).collect(),
                ..CardFilter::default()
            };
            own(SearchIn::Hand, filter, 1, Destination::Play)
        },
    },
    Pattern {
        name: "multiply-this-attack",
        pattern: r"(?P<w>double|triple) the base damage(?: (?:for|of) (?:this|the) attack)?(?: on the physical attack table)?",
        build: |c| {
            let m = if c.s("w") == "double" { 2 } else { 3 };
            Some(vec![Piece::Effect(Effect::Multiply(m))])
        },
    },
    Pattern {
        name: "make-it-focused",
        pattern: r"make (?:this|it|this attack) a focused attack",
        build: |_| Some(vec![Piece::Focused]),
    },
    Pattern {
        name: "have-this-attack-stay",
        pattern: r"have this (?:attack|card) (?:stay|remain) (?:on the table|in play) to be used {n} more times?(?: this combat)?",
        build: |c| Some(vec![Piece::Effect(Effect::UsesThisCombat(c.n("n")?))]),
    },
    Pattern {
        name: "have-it-do",
        pattern: r"have (?P<x>(?:this attack|your main personality|your mp) .+)",
        build: |c| {
            crate::engine::compile::nested_clauses::compile_clause(c.s("x"), 1).map(|(ps, _)| ps)
        },
    },
    // ----- the choices ------------------------------------------------------------------------
    Pattern {
        name: "focused-without-the-requirement",
        pattern: r"you do not have to (?P<x>.+?) to make this a focused attack if (?P<cond>.+)",
        build: |c| {
            let cond = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            Some(vec![Piece::Conditional(
                cond,
                "this is a focused attack".to_string(),
            )])
        },
    },
    Pattern {
        name: "if-you-do",
        pattern: r"if you do(?: this| so)?,? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::YouDid,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "may-to",
        pattern: r"(?:(?:when you perform this attack|when performing this attack|when you play this card),? )?you may (?:choose to )?(?P<rest>.+ to .+)",
        build: build_may_to,
    },
    Pattern {
        name: "may",
        pattern: r"(?:(?:when you perform this attack|when performing this attack|when you play this card),? )?you may (?:choose to )?(?P<x>.+)",
        build: build_may,
    },
];

/// True when an effect is, or holds, a "you may" choice whose use sets [`Condition::YouDid`]
/// (a [`Effect::May`], or a search `piles::searches` marks "you may").
fn has_may(e: &Effect) -> bool {
    match e {
        Effect::May(_) => true,
        Effect::Search(s) => s.may,
        Effect::IfSuccessful(v) | Effect::IfStopped(v) => v.iter().any(has_may),
        Effect::Conditional(c) => c.effects.iter().any(has_may),
        _ => false,
    }
}

/// Where the card's choice is made, for an "If you do" that follows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// With the card's secondary effects.
    Secondary,
    /// In the "If successful" effects.
    IfSuccessful,
    /// In the "If stopped" effects.
    IfStopped,
}

fn scope_of(e: &Effect) -> Option<Scope> {
    match e {
        Effect::IfSuccessful(v) if v.iter().any(has_may) => Some(Scope::IfSuccessful),
        Effect::IfStopped(v) if v.iter().any(has_may) => Some(Scope::IfStopped),
        Effect::Conditional(c) => c
            .effects
            .iter()
            .find_map(scope_of)
            .or_else(|| c.effects.iter().any(has_may).then_some(Scope::Secondary)),
        e if has_may(e) => Some(Scope::Secondary),
        _ => None,
    }
}

/// True for an effect the engine reads off the attack (steps 5, 9, 10) rather than resolving it.
fn changes_attack(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Modify(_)
            | Effect::Multiply(_)
            | Effect::Keyword(_)
            | Effect::ModifyInstead(_)
            | Effect::DamageInstead(_)
    )
}

fn is_you_did(e: &Effect) -> bool {
    matches!(e, Effect::Conditional(c) if c.condition == Condition::YouDid)
}

/// True when a [`Condition::YouDid`] conditional that changes the attack sits anywhere but at
/// the top of the card (the engine reads those at steps 5, 9 and 10 only there).
fn buried_attack_change(e: &Effect, top: bool) -> bool {
    match e {
        Effect::Conditional(c) if c.condition == Condition::YouDid => {
            (!top && c.effects.iter().any(changes_attack))
                || c.effects.iter().any(|e| buried_attack_change(e, false))
        }
        Effect::Conditional(c) => c.effects.iter().any(|e| buried_attack_change(e, false)),
        Effect::IfSuccessful(v) | Effect::IfStopped(v) | Effect::May(v) => {
            v.iter().any(|e| buried_attack_change(e, false))
        }
        _ => false,
    }
}

/// Places each [`Condition::YouDid`] conditional where the engine reads it, and leaves to the
/// judge the sentences it cannot place:
/// - out of a card-level condition into the card's effects, right after it (it can only hold
///   when the choice under that condition was made);
/// - an "If you do" sentence after a choice made in the "If successful" (or "If stopped")
///   effects goes into that group, so it resolves after the choice;
/// - an "If you do" with no "you may" before it in the card, or one that changes the attack
///   anywhere but at the top of the card, is the judge's.
pub(in crate::engine) fn hoist(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    let mut scope: Option<Scope> = None;
    for (s, ps, names) in compiled.iter_mut() {
        let mut out: Vec<Piece> = Vec::new();
        let mut judge = false;
        for p in std::mem::take(ps) {
            let Piece::Effect(e) = p else {
                out.push(p);
                continue;
            };
            match e {
                // "If you do, ..." on its own.
                Effect::Conditional(c) if c.condition == Condition::YouDid => {
                    let e = Effect::Conditional(c);
                    match scope {
                        None => judge = true,
                        Some(Scope::Secondary) => out.push(Piece::Effect(e)),
                        Some(Scope::IfSuccessful) => {
                            out.push(Piece::Effect(Effect::IfSuccessful(vec![e])))
                        }
                        Some(Scope::IfStopped) => {
                            out.push(Piece::Effect(Effect::IfStopped(vec![e])))
                        }
                    }
                }
                Effect::Conditional(mut c) if c.effects.iter().any(is_you_did) => {
                    let (lifted, kept): (Vec<Effect>, Vec<Effect>) =
                        c.effects.into_iter().partition(is_you_did);
                    c.effects = kept;
                    let e = Effect::Conditional(c);
                    if let Some(sc) = scope_of(&e) {
                        scope = Some(sc);
                    }
                    out.push(Piece::Effect(e));
                    out.extend(lifted.into_iter().map(Piece::Effect));
                }
                e => {
                    if let Some(sc) = scope_of(&e) {
                        scope = Some(sc);
                    }
                    out.push(Piece::Effect(e));
                }
            }
        }
        // A choice that changes the attack where the engine does not read it: that group is
        // the judge's (not the whole sentence: an attack in it still performs).
        for p in out.iter_mut() {
            if let Piece::Effect(e) = p {
                if buried_attack_change(e, true) {
                    let judge = vec![Effect::Manual(s.clone())];
                    *e = match e {
                        Effect::IfSuccessful(_) => Effect::IfSuccessful(judge),
                        Effect::IfStopped(_) => Effect::IfStopped(judge),
                        _ => Effect::Manual(s.clone()),
                    };
                }
            }
        }
        if judge {
            *ps = vec![Piece::Effect(Effect::Manual(s.clone()))];
            names.clear();
        } else {
            *ps = out;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Change, Conditional, Keyword, Modifier, Scope};

    use crate::engine::compile::read_in_full as full;

    fn you_did(effects: Vec<Effect>) -> Effect {
        Effect::Conditional(Conditional {
            condition: Condition::YouDid,
            effects,
        })
    }

    fn discard_from_hand(n: u32) -> Effect {
        Effect::Search(Search {
            player: Who::You,
            from: SearchIn::Hand,
            filter: CardFilter::default(),
            count: n,
            up_to: false,
            all: false,
            random: false,
            to: Destination::Discard,
            ally_stage: None,
            may: false,
            keeps_in_play: false,
            until_end_of_combat: None,
            powers_lost: false,
            by_owner: false,
        })
    }

    #[test]
    fn plain_may_wraps_its_effects() {
        assert_eq!(
            full("When you play this card you may raise your opponent's anger 1 level."),
            vec![Effect::May(vec![Effect::Anger(Change {
                player: Who::Opponent,
                by: 1
            })])]
        );
        // Restrictions are not a "you may" the action answers (`lasting::lasting_effects` reads them).
        for t in [
            "You may not perform energy attacks for the remainder of Combat.",
            "You may only defend for the remainder of Combat.",
        ] {
            let c = compile_text(t);
            assert!(
                !c.effects.iter().any(|e| matches!(e, Effect::May(_))),
                "{t}"
            );
        }
        // Choices of a number are not a "you may" either (the number is the player's choice:
        // `attack::attack_text` reads "up to 2 levels" as `AngerUpTo`).
        let c = compile_text("You may discard any of your Non-Combat cards in play.");
        assert_ne!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(!c.effects.iter().any(|e| matches!(e, Effect::May(_))));
        let c = compile_text("You may raise your anger by up to 2 levels.");
        assert_eq!(c.effects, vec![Effect::AngerUpTo(2)]);
    }

    #[test]
    fn optional_cost_then_bonus() {
        // Red Repeating Flares.
        let e = full("Energy attack doing 2 life cards of damage. You may discard a card from your hand when you perform this attack to do an additional +3 life cards of damage.");
        assert_eq!(
            &e[1..],
            &[
                Effect::May(vec![discard_from_hand(1)]),
                you_did(vec![Effect::Modify(Modifier {
                    power_stages: 0,
                    life_cards: 3,
                    scope: Scope::ThisAttack,
                    kinds: Vec::new()
                })])
            ]
        );
        // Saiyan Prepared Smash: a multiplier; Blue Cape Swing: a keyword read at step 5.
        let e = full("Physical attack. When you perform this attack, you may discard a card from your hand to double the Base Damage for this attack on the Physical Attack Table.");
        assert_eq!(e.last(), Some(&you_did(vec![Effect::Multiply(2)])));
        let e = full("Energy attack doing 5 life cards of damage. When you perform this attack, you may remove 3 Commons in your discard pile from the game to make this a focused attack and lower your opponent's anger 2 levels.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(c)) if c.condition == Condition::YouDid
                && c.effects.first() == Some(&Effect::Keyword(Keyword::Focused)))
        );
        assert!(matches!(&e[1], Effect::May(v)
            if matches!(v.as_slice(), [Effect::Search(s)] if s.filter.rarity.as_deref() == Some("C") && s.count == 3)));
        // What the engine cannot check in full before doing it is not a requirement it reads.
        let c = compile_text("You may draw a card to raise your anger 1 level.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn choice_under_a_condition_is_lifted_out() {
        // Saiyan Face Stomp: the bonus is read at step 10, so it sits at the top of the card.
        let e = full("Physical attack doing +4 power stages of damage. If you declared Toku-Waza, you may discard the top card from your Life Deck to do an additional +3 life cards of damage.");
        assert_eq!(e.len(), 4, "{e:#?}");
        assert!(matches!(&e[2], Effect::Conditional(c)
            if c.condition == Condition::TokuiWaza && matches!(c.effects.as_slice(), [Effect::May(_)])));
        assert!(matches!(&e[3], Effect::Conditional(c)
            if c.condition == Condition::YouDid && matches!(c.effects.as_slice(), [Effect::Modify(_)])));
    }

    #[test]
    fn if_you_do_reads_the_choice_before_it() {
        // Android 19 is Stoic: after `piles::searches`'s "you may" discard.
        let e = full("Stops a physical or energy attack. You may choose to discard a card from your hand. If you do, your opponent's Main Personality loses 2 power stages.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(c)) if c.condition == Condition::YouDid)
        );
        // A choice made "If successful": "If you do" resolves there too.
        let e = full("Physical attack. If successful, you may discard a card from your hand. If you do, raise your anger 1 level.");
        assert!(
            matches!(e.last(), Some(Effect::IfSuccessful(v)) if matches!(v.as_slice(), [Effect::Conditional(c)] if c.condition == Condition::YouDid))
        );
        // No choice before it: the judge's.
        let c = compile_text("Physical attack. If you do, raise your anger 1 level.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn attack_changes_after_success_are_the_judges() {
        let c = compile_text("Physical attack. If successful, you may discard a card from your hand to do an additional +3 life cards of damage.");
        assert_eq!(c.coverage, Coverage::Partial);
        assert!(matches!(c.effects.first(), Some(Effect::Attack(_))));
        assert!(
            matches!(c.effects.last(), Some(Effect::IfSuccessful(v)) if matches!(v.as_slice(), [Effect::Manual(_)]))
        );
    }

    #[test]
    fn requirement_phrases() {
        let e = full("You may remove a Blue Round Throw in your discard pile from the game to gain 3 power stages.");
        assert!(matches!(&e[0], Effect::May(v)
            if matches!(v.as_slice(), [Effect::Search(s)] if s.filter.title.as_deref() == Some("blue round throw"))));
        let e = full("You do not have to discard a Drill to make this a focused attack if your opponent's current anger level is 0 or 1.");
        assert!(
            matches!(&e[0], Effect::Conditional(c) if c.effects == vec![Effect::Keyword(Keyword::Focused)])
        );
        let e = full("You may discard a card from your hand to have this attack stay on the table to be used one more time this Combat.");
        assert_eq!(e.last(), Some(&you_did(vec![Effect::UsesThisCombat(1)])));
        // Jawbreaker Hail Storm.
        let e = full("You may immediately place a Non-Combat card from your hand into play.");
        assert!(matches!(&e[0], Effect::May(v)
            if matches!(v.as_slice(), [Effect::Search(s)] if s.from == SearchIn::Hand && s.to == Destination::Play)));
    }
}
