//! "That card": a condition on the one card the effect just before moved between piles ("Draw a
//! card. If that card is a named card, ...", Krillin's Search; "If that card has "Trunks" in the
//! card title, ...", Trunks Thinking; "remove the top card of your
//! opponent's Life Deck from the game. If it is a Physical Combat card, ...", Videl, the
//! Determined Lv.3), read as [`PileCondition::MovedCard`], and "show it to your opponent".
//!
//! The phrase ([`PHRASES`]) is read by `conditions::if_clauses::parse` after its own tables. The
//! pass [`fold_after_move`] keeps such a condition only right after an effect that moves one
//! card (into the same trigger when that effect is a trigger's last); anywhere else the
//! sentence stays with the judge. The card moved is found when the effects resolve
//! (`moved_card_resolve.rs`).

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::conditions::condition_phrases::{Phrase, PhraseTable};
use crate::engine::effects::piles::searches::what;
use crate::engine::effects::{
    CardFilter, Condition, Conditional, Destination, Effect, PileCondition, SearchIn,
};

/// "that card is a Namekian Style card", "it is a Physical or Energy Combat card", "that card is
/// not a Saiyan Style card".
fn moved_card_is(c: &Caps<'_>) -> Option<Condition> {
    let (count, filter) = what(c.s("what"))?;
    if count.n != 1 || count.up_to || count.all {
        return None;
    }
    let is = Condition::Piles(PileCondition::MovedCard(Box::new(filter)));
    Some(if c.has("not") {
        Condition::Not(Box::new(is))
    } else {
        is
    })
}

/// "that card has "Trunks" in the card title" (Trunks Thinking): the card moved is one with
/// those words in its title, read as the searches read "a card with the word ... in the title".
fn moved_card_titled(c: &Caps<'_>) -> Option<Condition> {
    moved_card_is(&Caps(
        &regex::Regex::new(r"^(?P<what>.+)$")
            .ok()?
            .captures(&format!(
                "a card with the word \"{}\" in the title",
                c.s("t")
            ))?,
    ))
}

/// The condition phrases of this module.
pub const PHRASES: &[Phrase] = &[
    Phrase {
        name: "that-card-is",
        pattern: r"^(?:that card|it) is (?P<not>not )?(?P<what>an? [a-z0-9 '-]+? card)$",
        build: moved_card_is,
    },
    Phrase {
        name: "that-card-has-in-title",
        pattern: r#"^(?:that card|it) has (?:the words? )?"(?P<t>[a-z0-9 .'-]+)" in (?:the|its) (?:card )?title$"#,
        build: moved_card_titled,
    },
];

/// This module's phrases.
static TABLE: PhraseTable = PhraseTable::new(PHRASES);

/// Reads one condition phrase with this module's table.
pub fn one_phrase(phrase: &str) -> Option<Condition> {
    TABLE.read(phrase)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // "If that card is a named card, show it to your opponent and ...", "If that card is a
        // Goku Named card gain 3 power stages" (no comma), "If it is a Physical Combat card, ...".
        name: "if-that-card-is",
        pattern: r#"^if (?P<cond>(?:that card|it) is (?:not )?an? [a-z0-9 '-]+? card|(?:that card|it) has (?:the words? )?"[a-z0-9 .'-]+" in (?:the|its) (?:card )?title),? (?P<x>.+)$"#,
        build: |c| {
            let cond = one_phrase(c.s("cond"))?;
            Some(vec![Piece::Conditional(cond, c.s("x").to_string())])
        },
    },
    Pattern {
        // Namekian Style Mastery (Trunks Saga #147): "you may draw the bottom card of your
        // discard pile into your hand, if that card is a Namekian style card, raise ...": the
        // condition printed after a comma, read as a sentence of its own after the move.
        name: "move-then-if-that-card-is",
        pattern: r"^(?P<x>.+), (?P<rest>if that card is (?:not )?an? [a-z0-9 '-]+? card, .+)$",
        build: |c| {
            let moved = crate::engine::compile::nested_clauses::compile_fully(c.s("x"))?;
            if !moved.last().is_some_and(moves_one_card) {
                return None;
            }
            // Built once: a board's own card text is compiled as it loads.
            static REST: std::sync::OnceLock<Option<regex::Regex>> = std::sync::OnceLock::new();
            let rest = REST
                .get_or_init(|| {
                    regex::Regex::new(
                        r"^if (?P<cond>that card is (?:not )?an? [a-z0-9 '-]+? card), (?P<y>.+)$",
                    )
                    .ok()
                })
                .as_ref()?
                .captures(c.s("rest"))?;
            let condition = one_phrase(&rest["cond"])?;
            let effects = crate::engine::compile::nested_clauses::compile_fully(&rest["y"])?;
            Some(
                moved
                    .into_iter()
                    .chain([Effect::Conditional(Conditional { condition, effects })])
                    .map(Piece::Effect)
                    .collect(),
            )
        },
    },
    Pattern {
        // Namekian Fusion, Goku, Earth's Hero Lv.3: the card drawn is shown.
        name: "draw-a-card-and-show-it",
        pattern: r"^draw a card and show it to (?:your opponent|all players)$",
        build: |_| {
            Some(vec![
                Piece::Effect(Effect::Draw(1)),
                Piece::Effect(Effect::ShowThatCard),
            ])
        },
    },
    Pattern {
        // Krillin's Search: "If that card is a named card, show it to your opponent and draw
        // another card".
        name: "show-it-and",
        pattern: r"^show it to (?:your opponent|all players),? and (?P<x>.+)$",
        build: |c| {
            let rest = crate::engine::compile::nested_clauses::compile_fully(c.s("x"))?;
            Some(
                std::iter::once(Effect::ShowThatCard)
                    .chain(rest)
                    .map(Piece::Effect)
                    .collect(),
            )
        },
    },
    Pattern {
        name: "show-it",
        pattern: r"^show it to (?:your opponent|all players)$",
        build: |_| one(Effect::ShowThatCard),
    },
];

/// True when the effect moves exactly one card between piles (what "that card" can name).
pub(in crate::engine) fn moves_one_card(e: &Effect) -> bool {
    match e {
        Effect::Draw(1) => true,
        Effect::MoveCards(m) => m.count == 1,
        Effect::LoseLifeCards(l) => l.count == 1,
        Effect::Search(s) => s.count == 1 && !s.up_to && !s.all && s.from != SearchIn::Hand,
        Effect::May(v) => v.last().is_some_and(moves_one_card),
        _ => false,
    }
}

/// "a card of the same card type as the card discarded, including Dragon Balls" (Caterpy, the
/// Tenacious Lv.3): one card whose card type is the type of the card the effect before moved
/// ([`CardFilter::same_type_as_moved`]); "including Dragon Balls" is what lets a Life Deck
/// search take one (CRD 3.0.0 "Dragon Ball Immunity"). Without it the phrase is not read.
pub(in crate::engine) fn same_type_phrase(phrase: &str) -> Option<CardFilter> {
    let rest = phrase
        .trim()
        .strip_prefix("a card of the same card type as the card ")?;
    let (verb, tail) = rest.split_once(", ")?;
    (matches!(verb, "discarded" | "you discarded") && tail.trim() == "including dragon balls").then(
        || CardFilter {
            same_type_as_moved: true,
            ..CardFilter::default()
        },
    )
}

/// True when a search asks for the card type of the card just moved.
fn searches_moved_type(e: &Effect) -> bool {
    matches!(e, Effect::Search(s) if s.filter.same_type_as_moved)
}

/// [`moves_one_card`], and one card discarded from the hand when the effect after it searches
/// for that card's type ("Discard a card from your hand to search ... of the same card type").
fn moves_one_card_for(e: &Effect, reader: &Effect) -> bool {
    moves_one_card(e)
        || (searches_moved_type(reader)
            && matches!(e, Effect::Search(s) if s.from == SearchIn::Hand
                && s.to == Destination::Discard && s.count == 1 && !s.up_to && !s.all))
}

/// True when a condition asks about the card just moved.
pub(in crate::engine) fn asks_moved_card(c: &Condition) -> bool {
    match c {
        Condition::Piles(PileCondition::MovedCard(_)) => true,
        Condition::Not(c) => asks_moved_card(c),
        Condition::All(v) | Condition::Any(v) => v.iter().any(asks_moved_card),
        _ => false,
    }
}

/// True when the effect reads the card the effect before it moved.
pub(in crate::engine) fn reads_moved_card(e: &Effect) -> bool {
    match e {
        Effect::Conditional(c) => {
            asks_moved_card(&c.condition) || c.effects.iter().any(reads_moved_card)
        }
        Effect::ShowThatCard => true,
        e if searches_moved_type(e) => true,
        Effect::May(v) => v.first().is_some_and(reads_moved_card),
        _ => false,
    }
}

/// Keeps each "that card" effect only right after an effect moving one card: in the same
/// sentence, after the previous sentence's last effect, or inside the previous sentence's
/// trigger when that trigger's last effect moves the card (so it is used when the trigger
/// fires). Anywhere else the sentence goes to the judge.
pub(in crate::engine) fn fold_after_move(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    for i in 0..compiled.len() {
        let effects: Vec<&Effect> = compiled[i]
            .1
            .iter()
            .filter_map(|p| match p {
                Piece::Effect(e) => Some(e),
                _ => None,
            })
            .collect();
        let Some(first) = effects.iter().position(|e| reads_moved_card(e)) else {
            continue;
        };
        if first > 0 {
            // In the sentence that moved the card: right after it.
            let ok = effects[first - 1..]
                .windows(2)
                .all(|w| moves_one_card_for(w[0], w[1]) || reads_moved_card(w[0]));
            if !ok {
                to_judge(&mut compiled[i]);
            }
            continue;
        }
        let (before, rest) = compiled.split_at_mut(i);
        // The last effect before it (a sentence folded into a trigger left only a reminder).
        let last = before.iter_mut().rev().find_map(|(_, ps, _)| {
            ps.iter_mut().rev().find_map(|p| match p {
                Piece::Effect(e) => Some(e),
                _ => None,
            })
        });
        let here = &mut rest[0];
        let all_read = here
            .1
            .iter()
            .all(|p| matches!(p, Piece::Effect(e) if reads_moved_card(e)));
        match last {
            Some(Effect::Trigger(t)) if all_read && t.effects.last().is_some_and(ok_before) => {
                let moved: Vec<Effect> = std::mem::take(&mut here.1)
                    .into_iter()
                    .filter_map(|p| match p {
                        Piece::Effect(e) => Some(e),
                        _ => None,
                    })
                    .collect();
                if moved.iter().all(fires_with_trigger) {
                    t.effects.extend(moved.iter().cloned());
                    here.1 = moved.into_iter().map(Piece::Folded).collect();
                    here.2 = vec!["that-card-in-the-trigger"];
                } else {
                    here.1 = moved.into_iter().map(Piece::Effect).collect();
                    to_judge(here);
                }
            }
            Some(e) if ok_before(e) => {}
            _ => to_judge(here),
        }
    }
}

/// An effect "that card" may follow: one moving a card, or another "that card" effect.
fn ok_before(e: &Effect) -> bool {
    moves_one_card(e) || reads_moved_card(e)
}

/// Effects a trigger can use when it fires, looked at inside conditions.
fn fires_with_trigger(e: &Effect) -> bool {
    match e {
        Effect::Conditional(c) => c.effects.iter().all(fires_with_trigger),
        Effect::May(v) => v.iter().all(fires_with_trigger),
        Effect::ShowThatCard => true,
        e => crate::engine::effects::triggers::triggered_effects::executable(e),
    }
}

fn to_judge(entry: &mut (String, Vec<Piece>, Vec<&'static str>)) {
    entry.1 = vec![Piece::Effect(Effect::Manual(entry.0.clone()))];
    entry.2.clear();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn moved(c: &Condition) -> Option<&crate::engine::effects::CardFilter> {
        match c {
            Condition::Piles(PileCondition::MovedCard(f)) => Some(f),
            _ => None,
        }
    }

    /// Krillin's Search (Android Saga Promo #P4): the card drawn is asked about, shown, and
    /// another card drawn.
    #[test]
    fn krillins_search_asks_the_card_drawn() {
        let c = compile_text("Draw a card. If that card is a named card, show it to your opponent and draw another card. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let [Effect::Draw(1), Effect::Conditional(k), ..] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert!(moved(&k.condition).is_some(), "{k:?}");
        assert_eq!(k.effects, [Effect::ShowThatCard, Effect::Draw(1)]);
    }

    /// Videl, the Determined Lv.3: "it" after a trigger that removes one card is used when the
    /// trigger fires.
    #[test]
    fn videl_the_determined_asks_inside_the_trigger() {
        let c = compile_text("When entering Combat, remove the top card of your opponent's Life Deck from the game. If it is a Physical Combat card, your opponent's Main Personality loses 5 power stages.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let [Effect::Trigger(t)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        let [Effect::MoveCards(_), Effect::Conditional(k)] = t.effects.as_slice() else {
            panic!("{:?}", t.effects)
        };
        assert_eq!(
            moved(&k.condition).map(|f| f.types.clone()),
            Some(vec!["Physical Combat".to_string()])
        );
    }

    /// Saiyan Style Mastery (Cell Saga): "is not" reads as the opposite condition.
    #[test]
    fn saiyan_style_mastery_reads_both_answers() {
        let c = compile_text("When entering Combat, discard a life card. If that card is a Saiyan Style card, draw 2 cards. If that card is not a Saiyan Style card, draw 1 card.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let [Effect::Trigger(t)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(t.effects.len(), 3, "{:?}", t.effects);
        assert!(
            matches!(&t.effects[2], Effect::Conditional(k) if matches!(&k.condition, Condition::Not(_)))
        );
    }

    /// With no card moved just before, "that card" is the judge's.
    #[test]
    fn that_card_with_nothing_moved_is_the_judges() {
        let c = compile_text(
            "Raise your anger 1 level. If that card is a Namekian Style card, draw a card.",
        );
        assert_eq!(c.coverage, Coverage::Partial, "{c:#?}");
        assert!(
            matches!(c.effects.last(), Some(Effect::Manual(_))),
            "{:?}",
            c.effects
        );
    }

    /// Namekian Fusion, Goku, Earth's Hero Lv.3: the card drawn is shown.
    #[test]
    fn draw_a_card_and_show_it_reads() {
        let c = compile_text("Draw a card and show it to your opponent.");
        assert_eq!(c.effects, [Effect::Draw(1), Effect::ShowThatCard]);
    }

    /// Trunks Thinking (Cell Saga Promo #p8): "Draw a card. If that card has "Trunks" in the card title,
    /// draw another card." The condition is on the card drawn (CRD 3.0.0 "Secondary Effects",
    /// resolved in order).
    #[test]
    fn trunks_thinking_draws_again_for_a_trunks_card() {
        let c = crate::engine::compile::compile_text(
            "Draw a card. If that card has \"Trunks\" in the card title, draw another card.",
        );
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        let Some(Effect::Conditional(k)) = c.effects.last() else {
            panic!("{c:#?}");
        };
        assert!(
            matches!(&k.condition, Condition::Piles(PileCondition::MovedCard(f)) if f.title_has.as_deref() == Some("trunks"))
        );
        assert_eq!(k.effects, vec![Effect::Draw(1)]);
    }

    /// Namekian Style Mastery (Trunks Saga #147): "that card" after a comma, in a "When entering
    /// any combat" trigger (CRD 3.0.0 "Phase 1: The Prepare Phase"); its misprint "discar pile"
    /// read as "discard pile" (`compile::misprints`).
    #[test]
    fn that_card_after_a_comma_in_a_trigger() {
        let c = compile_text("When entering any combat, you may draw the bottom card of your discar pile into your hand, if that card is a Namekian style card, raise your main personality to it's highest power stage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Effect::Trigger(t) = &c.effects[0] else {
            panic!("{c:#?}")
        };
        assert!(t.effects.iter().any(reads_moved_card), "{t:#?}");
    }
}
