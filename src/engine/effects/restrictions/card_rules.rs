//! Core pattern rows: keywords and card rules: Endurance, the X of a card, deck limits, the Sensei
//! Deck, "only" cards, format rules.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, title, Pattern, Piece};
use crate::engine::effects::{CardRule, Effect, Who, XValue};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "endurance",
        pattern: r"endurance {n}",
        build: |c| one(Effect::Endurance(c.n("n")?)),
    },
    Pattern {
        name: "endurance-x",
        pattern: r"endurance x",
        build: |_| Some(vec![Piece::EnduranceX]),
    },
    Pattern {
        name: "x-is-anger",
        pattern: r"x (?:=|is|is equal to) your (?:current )?anger(?: level)?",
        build: |_| Some(vec![Piece::XIs(XValue::AngerLevel)]),
    },
    Pattern {
        name: "x-is-dragon-balls-controlled",
        pattern: r"x (?:=|is|is equal to) the number of dragon balls you control",
        build: |_| Some(vec![Piece::XIs(XValue::DragonBallsControlled)]),
    },
    Pattern {
        name: "x-is-pur-minus",
        pattern: r"x (?:=|is|is equal to) your main personality's pur ?- ?{n}",
        build: |c| Some(vec![Piece::XIs(XValue::PurMinus(c.n("n")?))]),
    },
    Pattern {
        name: "limit-per-deck",
        pattern: r"limit {n} (?:per|to a|a) deck || limit {n} || card limited to {n} per deck",
        build: |c| one(Effect::CardRule(CardRule::LimitPerDeck(c.n("n")?))),
    },
    Pattern {
        name: "limit-per-deck-unless",
        pattern: r"unless your main personality is (?P<who>[a-z0-9 .'-]+?),? limit {n} per deck || limit {n} per deck,? unless your main personality is (?P<who>[a-z0-9 .'-]+?) || unless you declared (?:a |an )?(?P<who>[a-z]+ tokui-waza),? limit {n} per deck",
        build: |c| {
            one(Effect::CardRule(CardRule::LimitPerDeckUnless {
                limit: c.n("n")?,
                unless: title(c.s("who")),
            }))
        },
    },
    Pattern {
        name: "copies-allowed",
        pattern: r"you (?:may|can) have up to {n} copies of this card in your (?:life )?deck",
        build: |c| one(Effect::CardRule(CardRule::CopiesAllowed(c.n("n")?))),
    },
    Pattern {
        name: "sensei-deck",
        pattern: r"sensei deck|sensei card",
        build: |_| one(Effect::CardRule(CardRule::SenseiDeck)),
    },
    Pattern {
        name: "sensei-deck-only",
        pattern: r"sensei deck only",
        build: |_| one(Effect::CardRule(CardRule::SenseiDeckOnly)),
    },
    Pattern {
        name: "not-with-other-drills",
        pattern: r"(?:this drill )?cannot be used with (?:any )?other (?:(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) )?drills in play",
        build: |c| {
            let style = c.has("style").then(|| {
                let s = c.s("style");
                let mut ch = s.chars();
                ch.next()
                    .map(|f| f.to_uppercase().collect::<String>() + ch.as_str())
                    .unwrap_or_default()
            });
            one(Effect::CardRule(CardRule::NotWithOtherDrills(style)))
        },
    },
    Pattern {
        name: "rest-of-combat-after",
        pattern: r"(?P<x>.+?),? for the remainder of combat",
        // "If C, X for the remainder of Combat": the duration belongs to X, under C.
        build: |c| {
            (!c.s("x").starts_with("if ")).then(|| vec![Piece::RestOfCombat(c.s("x").to_string())])
        },
    },
    Pattern {
        name: "not-counted-for-style",
        pattern: r"this card does not count towards or against tokui-waza requirements and styled drills that you can have in play",
        build: |_| one(Effect::CardRule(CardRule::NotCountedForStyle)),
    },
    Pattern {
        name: "mixed-style-drills",
        // Goku's Mixing Drill (`in_play::styled_drills`).
        pattern: r"allows multiple colors of drills to be used at the same time",
        build: |_| one(Effect::CardRule(CardRule::MixedStyleDrills)),
    },
    Pattern {
        name: "in-play-limit",
        pattern: r#"you (?:can|may) only have {n} cop(?:y|ies) of this (?:drill|card) in play at a time || you (?:can|may) only have {n} "[^"]+" in play at a time"#,
        build: |c| one(Effect::CardRule(CardRule::InPlayLimit(c.n("n")?))),
    },
    Pattern {
        name: "reveal-hand",
        pattern: r"reveal your hand to {opp_any} || show {opp_any} your hand",
        build: |_| one(Effect::RevealHand(Who::You)),
    },
    Pattern {
        name: "look-at-hand",
        pattern: r"look at {opp} hand || {opp} reveals (?:his|her|their) hand(?: to you)?",
        build: |_| one(Effect::RevealHand(Who::Opponent)),
    },
    Pattern {
        // `attack::attacks_gain`: the events a card is legal in (CRD 3.0.0 "League Only/Tuff Enuff
        // Only"), a format rule and not a restriction on who performs the card. "League and
        // Tuff Enuff Only" cards are "Tuff Enuff Only" cards.
        name: "format-only",
        pattern: r"(?P<f>league and tuff enuff|tuff enuff|league) only",
        build: |c| {
            let f = if c.s("f") == "league" {
                "League"
            } else {
                "Tuff Enuff"
            };
            one(Effect::CardRule(CardRule::FormatOnly(f.to_string())))
        },
    },
    Pattern {
        name: "only",
        pattern: r"(?P<who>[a-z0-9 .,'&/-]{2,60}?) only",
        build: |c| {
            let who = c.s("who");
            // A restriction names people or groups, not actions.
            const VERBS: &[&str] = &[
                " may ", " can ", " use ", " play", " attack", " deck", " draw", " your ", " if ",
            ];
            if VERBS.iter().any(|v| format!(" {who} ").contains(v)) {
                return None;
            }
            // "Piccolo or Nail only" stays one entry: the CRD's equivalences name "and"
            // wordings only (`corpus::only_groups`), so `engine::identity` reads "or" apart.
            let names: Vec<String> = who
                .replace(", and ", ",")
                .replace(" and ", ",")
                .split(',')
                .map(|s| title(s.trim()).replace(" Or ", " or "))
                .filter(|s| !s.is_empty())
                .collect();
            if names.is_empty() {
                return None;
            }
            one(Effect::Only(names))
        },
    },
];
