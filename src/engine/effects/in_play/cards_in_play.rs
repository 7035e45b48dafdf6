//! Pattern rows: Cards in play as the targets of effects: Allies, Drills, Non-Combat cards,
//! Battlegrounds and Locations discarded or removed from the game (Drills of one Martial Arts
//! Style: `styled_drills`), every Ally of a player losing
//! power stages, life cards lost per Ally, and "remove one of your Allies in play from the game to
//! use this card" requirements.
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use. The target phrase ("up to 3 of your opponent's Allies", "a
//! Non-Combat card or Ally") is captured whole and read by [`target`], which returns `None` for
//! any word it does not know, so an unknown phrase stays with the judge.
//!
//! Only the player of the card chooses here: sentences where the opponent chooses ("your
//! opponent discards 1 Non-Combat card") compile only when nothing is left to choose ("all").
//! A card kind other than an Ally needs "in play" (or "on the table") in the sentence: "Discard
//! one of your opponent's Non-Combat cards" could mean his hand, and stays manual.

use crate::engine::compile::patterns::{number, Caps, Pattern, Piece};
use crate::engine::effects::{
    AlliesStages, Condition, Effect, InPlayAct, InPlayAtLeast, InPlayCount, InPlayEffect,
    InPlayKind, LoseLifeCardsPer, Who, Whose,
};

/// The kinds of card a phrase names: "allies", "drill cards", "non-combat cards or allies",
/// "non-combat, ally, or battleground cards". `None` when a word is not a kind of card in play.
pub fn kinds(phrase: &str) -> Option<Vec<InPlayKind>> {
    let mut p = phrase.trim().to_string();
    for (from, to) in [
        ("non-combat/non-dragon ball", "non-combat"),
        ("non-combat-non-dragon ball", "non-combat"),
        ("noncombat-nondragon ball", "non-combat"),
        ("noncombat-nondragonball", "non-combat"),
        ("non-combat/non-drill", "non-drill"),
        ("non-combat-non-drill", "non-drill"),
        ("and/or", "or"),
    ] {
        p = p.replace(from, to);
    }
    // "Non-Combat, Ally, or Battleground cards": the noun ends the list.
    let p = p
        .strip_suffix(" cards")
        .or_else(|| p.strip_suffix(" card"))
        .unwrap_or(&p)
        .to_string();
    let mut out = Vec::new();
    for part in p
        .replace(", and ", ",")
        .replace(", or ", ",")
        .replace(" or ", ",")
        .replace(" and ", ",")
        .split(',')
    {
        let w = part.trim();
        let w = w
            .strip_suffix(" cards")
            .or_else(|| w.strip_suffix(" card"))
            .unwrap_or(w);
        let k = match w {
            "ally" | "allies" => InPlayKind::Ally,
            "drill" | "drills" => InPlayKind::Drill,
            "non-combat" | "non-combats" => InPlayKind::NonCombat,
            "non-drill" | "non-drills" => InPlayKind::NonDrill,
            "battleground" | "battlegrounds" => InPlayKind::Battleground,
            "location" | "locations" => InPlayKind::Location,
            // `in_play::attached`.
            "attached" => InPlayKind::Attached,
            _ => return None,
        };
        if !out.contains(&k) {
            out.push(k);
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Reads a target phrase: count, whose, kinds ("up to 3 of your opponent's allies", "an
/// opponent's drill", "all of his drills", "a non-combat card or ally", "the current
/// battleground or location").
pub fn target(phrase: &str) -> Option<(Whose, Vec<InPlayKind>, InPlayCount)> {
    let mut t = phrase.trim();
    t = t.strip_suffix(" of your choice").unwrap_or(t);
    // The count.
    let count;
    if let Some(rest) = t
        .strip_prefix("any amount of ")
        .or_else(|| t.strip_prefix("any number of "))
    {
        count = InPlayCount::AnyNumber;
        t = rest;
    } else if let Some(rest) = t.strip_prefix("up to ") {
        let (n, rest) = rest.split_once(' ')?;
        count = InPlayCount::UpTo(number(n)?);
        t = rest;
    } else if let Some(rest) = t.strip_prefix("all of ").or_else(|| t.strip_prefix("all ")) {
        count = InPlayCount::All;
        t = rest;
    } else if let Some((n, rest)) = t
        .strip_prefix("any ")
        .and_then(|r| r.split_once(" of "))
        .and_then(|(n, rest)| Some((number(n)?, rest)))
    {
        // `in_play::attached`: "discard any 2 of your opponent's ... cards in play".
        count = InPlayCount::Exactly(n);
        t = rest;
    } else if let Some(rest) = t
        .strip_prefix("any ")
        .or_else(|| t.strip_prefix("the current "))
    {
        count = InPlayCount::Exactly(1);
        t = rest;
    } else {
        let (n, rest) = t.split_once(' ')?;
        count = InPlayCount::Exactly(number(n)?);
        t = rest;
    }
    if count == InPlayCount::Exactly(0) || count == InPlayCount::UpTo(0) {
        return None;
    }
    let t = t.strip_prefix("of ").unwrap_or(t);
    // Whose.
    const OPPONENT: &[&str] = &[
        "your opponent's ",
        "your opponents' ",
        "your opponents ",
        "the opponent's ",
        "an opponent's ",
        "opponent's ",
        "opponents' ",
        // Printed without the apostrophe ("Discard all opponents noncombat-nondragonball cards
        // in play", Namek Dragon Ball 4).
        "opponents ",
        "the defender's ",
        "his ",
    ];
    let (whose, t) = if let Some(rest) = OPPONENT.iter().find_map(|p| t.strip_prefix(p)) {
        (Whose::Opponent, rest)
    } else if let Some(rest) = t.strip_prefix("your ") {
        (Whose::You, rest)
    } else {
        (Whose::Any, t)
    };
    Some((whose, kinds(t)?, count))
}

/// An in-play effect from a captured target; `in_play` says whether the sentence said "in play"
/// (or "on the table"): without it only Allies are read (an Ally is a personality in play).
fn in_play_effect(act: InPlayAct, phrase: &str, in_play: bool) -> Option<InPlayEffect> {
    let (phrase, style) = styled_drills(phrase);
    let (whose, cards, count) = target(&phrase)?;
    if !in_play && cards.iter().any(|k| *k != InPlayKind::Ally) {
        return None;
    }
    // A Martial Arts Style names Drills only ("all Freestyle Drills in play").
    if style.is_some() && cards != [InPlayKind::Drill] {
        return None;
    }
    Some(InPlayEffect {
        act,
        whose,
        cards,
        count,
        style,
    })
}

/// "all freestyle drills" → ("all drills", Some("Freestyle")); "up to 2 of your opponent's
/// orange style drills" → ("up to 2 of your opponent's drills", Some("Orange")). A phrase with
/// no style word just before "drill(s)" is returned as it is.
fn styled_drills(phrase: &str) -> (String, Option<String>) {
    // The six Martial Arts Styles (CRD 3.0.0 "Styled Cards") and "Freestyle" ("Freestyle
    // Drills": a Drill whose title's first word names no Style).
    for style in crate::engine::filters::STYLES
        .iter()
        .copied()
        .chain(std::iter::once("freestyle"))
    {
        for form in [format!("{style} style drill"), format!("{style} drill")] {
            let Some(at) = phrase.find(&form) else {
                continue;
            };
            // A whole word: "all red drills", not "...ered drills".
            if at > 0 && !phrase[..at].ends_with(' ') {
                continue;
            }
            let rest = &phrase[at + form.len()..];
            let named = format!("{}{}", &style[..1].to_ascii_uppercase(), &style[1..]);
            return (format!("{}drill{rest}", &phrase[..at]), Some(named));
        }
    }
    (phrase.to_string(), None)
}

fn build_discard(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let e = in_play_effect(InPlayAct::Discard, c.s("t"), c.has("ip"))?;
    Some(vec![Piece::Effect(Effect::InPlay(e))])
}

fn build_remove(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let e = in_play_effect(InPlayAct::RemoveFromGame, c.s("t"), c.has("ip"))?;
    Some(vec![Piece::Effect(Effect::InPlay(e))])
}

fn build_requirement(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let e = in_play_effect(InPlayAct::RemoveFromGame, c.s("t"), true)?;
    Some(vec![Piece::Effect(Effect::InPlayToUse(e))])
}

/// "You must be able to remove a Non-Combat card in play in order to use this power": a
/// requirement ([`Effect::Requires`]) that as many such cards as the act takes are in play (CRD
/// 3.0.0 "What is a Requirement?"), not the act itself.
fn build_able_to(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let e = in_play_effect(InPlayAct::RemoveFromGame, c.s("t"), true)?;
    let n = match e.count {
        InPlayCount::Exactly(n) | InPlayCount::UpTo(n) => n.max(1),
        InPlayCount::All | InPlayCount::AnyNumber | InPlayCount::AllBut(_) => 1,
    };
    Some(vec![Piece::Effect(Effect::Requires(
        Condition::InPlayAtLeast(InPlayAtLeast {
            whose: e.whose,
            cards: e.cards,
            n,
        }),
    ))])
}

/// "all of his drills", said of the opponent ("your opponent must discard all of his Drills").
fn build_opponent_discards_all(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let cards = kinds(c.s("k"))?;
    let act = if c.has("rm") {
        InPlayAct::RemoveFromGame
    } else {
        InPlayAct::Discard
    };
    Some(vec![Piece::Effect(Effect::InPlay(InPlayEffect {
        act,
        whose: Whose::Opponent,
        cards,
        count: InPlayCount::All,
        style: None,
    }))])
}

/// Whose cards a phrase names: none named is anyone's; "you", "you have", "your ..." (not "your
/// opponent's", "your foe's", "your defender's") is yours; anything else is the opponent's.
pub(in crate::engine) fn whose_of(s: &str) -> Whose {
    let s = s.trim();
    if s.is_empty() {
        Whose::Any
    } else if s == "you"
        || s == "you have"
        || (s.starts_with("your")
            && !["opponent", "foe", "defender"]
                .iter()
                .any(|o| s.contains(o)))
    {
        Whose::You
    } else {
        Whose::Opponent
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "in-play-discard",
        pattern: concat!(
            r"(?:also )?(?:choose and )?discard ",
            r"(?P<t>(?:up to [a-z0-9]+ |all of |all |any |the current )?[a-z0-9][a-z0-9 ,'/-]*?)",
            r"(?P<ip> (?:in play|on the table))?"
        ),
        build: build_discard,
    },
    Pattern {
        name: "in-play-remove",
        pattern: concat!(
            r"(?:also )?(?:choose and )?remove ",
            r"(?P<t>(?:up to [a-z0-9]+ |all of |all |any |the current )?[a-z0-9][a-z0-9 ,'/-]*?)",
            r"(?P<ip> (?:in play|on the table))? from the game",
            r" || (?:also )?remove from the game ",
            r"(?P<t>(?:up to [a-z0-9]+ |all of |all |any |the current )?[a-z0-9][a-z0-9 ,'/-]*?)",
            r"(?P<ip> (?:in play|on the table))?",
            r" || (?:select|choose) (?P<t>(?:a|an|one|any) [a-z ,'/-]+?)(?P<ip> in play) and remove it from the game",
            r" || choose (?:1|one) opponent and remove (?P<t>all of his [a-z ,'/-]+?)(?P<ip> in play) from the game"
        ),
        build: build_remove,
    },
    Pattern {
        // An Amusing Trick: "Place all opponents allies at the bottom of their life decks";
        // Vinegar has Plans: "Place an opponents ally at the bottom of their life deck".
        name: "in-play-to-life-deck-bottom",
        pattern: r"place (?P<t>(?:up to [a-z0-9]+ |all of |all |any )?[a-z0-9][a-z0-9 ,'/-]*?)(?P<ip> in play)? (?:at|on) the bottom of (?:their|his|her|its) (?:owners?'? |owner's )?life decks?",
        build: |c| {
            let e = in_play_effect(InPlayAct::LifeDeckBottom, c.s("t"), c.has("ip"))?;
            Some(vec![Piece::Effect(Effect::InPlay(e))])
        },
    },
    Pattern {
        // The Plan: "All opponents must discard their allies in play" (all of them).
        name: "in-play-opponents-discard-their-allies",
        pattern: r"all opponents must discard their allies in play",
        build: |_| {
            Some(vec![Piece::Effect(Effect::InPlay(InPlayEffect {
                act: InPlayAct::Discard,
                whose: Whose::Opponent,
                cards: vec![InPlayKind::Ally],
                count: InPlayCount::All,
                style: None,
            }))])
        },
    },
    Pattern {
        name: "in-play-opponent-discards-all",
        pattern: r"{opp} (?:must )?(?:discards?|(?P<rm>removes?)) all (?:of )?(?:his|her|their) (?P<k>[a-z ,'/-]+?) in play(?: from the game)?",
        build: build_opponent_discards_all,
    },
    Pattern {
        name: "in-play-forcing-opponent-to-discard-all",
        pattern: r"forcing {opp} to discard all (?:of (?:his|her|their) )?(?P<k>[a-z ,'/-]+?) in play",
        build: build_opponent_discards_all,
    },
    Pattern {
        name: "in-play-requirement",
        pattern: r"remove (?P<t>[a-z0-9][a-z0-9 ,'/-]*?) in play from the game to (?:use|play) this card || you must remove (?P<t>[a-z0-9][a-z0-9 ,'/-]*?) in play from the game (?:in order )?to (?:perform this attack|use this card|play this card)",
        build: build_requirement,
    },
    Pattern {
        // Pikkon, the Powerful Lv.3: the removal is the power's own effect; this sentence only
        // requires that a card it can remove is in play when the power is used.
        name: "in-play-able-to-remove",
        pattern: r"you must be able to (?P<act>remove|discard) (?P<t>[a-z0-9][a-z0-9 ,'/-]*?) in play(?: from the game)? (?:in order )?to (?:use this (?:power|card)|perform this attack|play this card)",
        build: build_able_to,
    },
    Pattern {
        // Ribs Broken: the Ally removed "does not have to be an Ally you control", which is what
        // "an Ally in play" already reads (either player's).
        name: "in-play-any-ally-reminder",
        pattern: r"this does not have to be an ally you control",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "allies-lose-stages",
        pattern: r"every ally (?P<w>{opp}|you) (?:has|have) in play loses {n} power stages?(?P<min>,? to a minimum of (?:0|zero))? || all (?:of )?(?P<w>{opp} |{opp}|your )?allies(?: in play)? lose {n} power stages?(?P<min>,? to a minimum of (?:0|zero))?",
        build: |c| {
            Some(vec![Piece::Effect(Effect::AlliesStages(AlliesStages {
                whose: whose_of(c.s("w")),
                by: -c.signed("n")?,
                to_zero: c.has("min"),
            }))])
        },
    },
    Pattern {
        // "All of your Allies gain 1 power stage" (Majin Babidi Lv.3): every Ally of the player.
        name: "allies-gain-stages",
        pattern: r"all (?:of )?(?P<w>{opp} |{opp}|your )allies(?: in play)? gain {n} power stages?",
        build: |c| {
            Some(vec![Piece::Effect(Effect::AlliesStages(AlliesStages {
                whose: whose_of(c.s("w")),
                by: c.signed("n")?,
                to_zero: false,
            }))])
        },
    },
    Pattern {
        name: "lose-life-cards-per-in-play",
        pattern: r"{opp} (?:must )?discards? {n} life cards? for (?:every|each) (?P<k>ally|drill|non-combat card|battleground) (?P<w>you have|{opp} has) in play",
        build: |c| {
            Some(vec![Piece::Effect(Effect::LoseLifeCardsPer(
                LoseLifeCardsPer {
                    player: Who::Opponent,
                    each: c.n("n")?,
                    whose: whose_of(c.s("w")),
                    cards: kinds(c.s("k"))?,
                },
            ))])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn find(effects: &[Effect]) -> Option<InPlayEffect> {
        effects.iter().find_map(|e| match e {
            Effect::InPlay(x) | Effect::InPlayToUse(x) => Some(x.clone()),
            Effect::IfSuccessful(v) | Effect::IfStopped(v) => find(v),
            Effect::Conditional(k) => find(&k.effects),
            _ => None,
        })
    }

    fn in_play(text: &str) -> InPlayEffect {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        match find(&c.effects) {
            Some(x) => x,
            None => panic!("{text}: no in-play effect in {:?}", c.effects),
        }
    }

    fn e(act: InPlayAct, whose: Whose, cards: &[InPlayKind], count: InPlayCount) -> InPlayEffect {
        InPlayEffect {
            act,
            whose,
            cards: cards.to_vec(),
            count,
            style: None,
        }
    }

    use InPlayAct::{Discard, RemoveFromGame};
    use InPlayCount::{All, Exactly, UpTo};
    use InPlayKind::{Ally, Battleground, Drill, Location, NonCombat};

    #[test]
    fn discards() {
        assert_eq!(
            in_play("Discard an Ally in play."),
            e(Discard, Whose::Any, &[Ally], Exactly(1))
        );
        assert_eq!(
            in_play("Discard up to 3 of your opponent's Allies in play."),
            e(Discard, Whose::Opponent, &[Ally], UpTo(3))
        );
        assert_eq!(
            in_play("Physical attack. If successful, discard up to 4 of your opponent's Allies in play."),
            e(Discard, Whose::Opponent, &[Ally], UpTo(4))
        );
        assert_eq!(
            in_play("Discard one of your opponent's Drills in play."),
            e(Discard, Whose::Opponent, &[Drill], Exactly(1))
        );
        assert_eq!(
            in_play("Discard a Non-Combat card in play."),
            e(Discard, Whose::Any, &[NonCombat], Exactly(1))
        );
        assert_eq!(
            in_play(
                "Discard one of your opponent's Non-Combat, Ally, or Battleground cards in play."
            ),
            e(
                Discard,
                Whose::Opponent,
                &[NonCombat, Ally, Battleground],
                Exactly(1)
            )
        );
        assert_eq!(
            in_play("Discard a Battleground or Location in play."),
            e(Discard, Whose::Any, &[Battleground, Location], Exactly(1))
        );
        assert_eq!(
            in_play("Energy attack. If successful also discard all of the opponent's drill cards on the table."),
            e(Discard, Whose::Opponent, &[Drill], All)
        );
        assert_eq!(
            in_play("Physical attack. If successful and you declared Toku-Waza, your opponent must discard all of his Drill in play."),
            e(Discard, Whose::Opponent, &[Drill], All)
        );
    }

    #[test]
    fn removals_and_requirements() {
        assert_eq!(
            in_play("Remove an opponent's Drill in play from the game."),
            e(RemoveFromGame, Whose::Opponent, &[Drill], Exactly(1))
        );
        assert_eq!(
            in_play("Remove all Allies in play from the game."),
            e(RemoveFromGame, Whose::Any, &[Ally], All)
        );
        assert_eq!(
            in_play("Choose 1 opponent and remove all of his Drills in play from the game."),
            e(RemoveFromGame, Whose::Opponent, &[Drill], All)
        );
        assert_eq!(
            in_play("If stopped, select a Drill in play and remove it from the game."),
            e(RemoveFromGame, Whose::Any, &[Drill], Exactly(1))
        );
        let c = compile_text("Stops all of your opponent's physical and energy attacks for the remainder of Combat. Remove one of your Allies in play from the game to use this card");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::InPlayToUse(e(
            RemoveFromGame,
            Whose::You,
            &[Ally],
            Exactly(1)
        ))));
        let c = compile_text("Energy attack doing 5 life cards of damage. Costs 0 power stages to perform. You must remove an Ally in play from the game in order to perform this attack. This does not have to be an Ally you control.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::InPlayToUse(e(
            RemoveFromGame,
            Whose::Any,
            &[Ally],
            Exactly(1)
        ))));
    }

    #[test]
    fn unanchored_or_ambiguous_stays_manual() {
        // No "in play": a Non-Combat card could be in the hand.
        assert_eq!(
            compile_text("Discard one of your opponent's Non-Combat cards.").coverage,
            Coverage::Manual
        );
        assert_eq!(
            compile_text("Remove all Non-Combat cards, Battlegrounds, and Allies from the game.")
                .coverage,
            Coverage::Manual
        );
        // Words that are not kinds of card in play.
        // (`in_play::attached`: the sentence is now read by the attach rows, never by this table.)
        assert_eq!(
            compile_text("Discard all cards attached to all personalities in play.").sentences[0]
                .patterns,
            vec!["discard-attached-cards"]
        );
        assert_eq!(
            compile_text("Discard the top 3 cards of your Life Deck in play.").coverage,
            Coverage::Manual
        );
        // The opponent chooses: not compiled unless nothing is left to choose.
        assert_eq!(
            compile_text("Your opponent discards 1 Non-Combat card in play.").coverage,
            Coverage::Manual
        );
    }

    #[test]
    fn allies_and_counts() {
        let c = compile_text(
            "Energy attack. If successful, every Ally your opponent has in play loses 4 power stages.",
        );
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::AlliesStages(
                AlliesStages {
                    whose: Whose::Opponent,
                    by: -4,
                    to_zero: false
                }
            )]))
        );
        // Majin Babidi Lv.3 (CRD 3.0.0 "Secondary Effects", "Powering Up Allies"): his Allies
        // gain, his Main Personality does not.
        let c = compile_text("Energy attack doing +1 life cards for each Ally you have in play. All of your Allies gain 1 power stage. Lower your opponent's anger 3 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::AlliesStages(AlliesStages {
            whose: Whose::You,
            by: 1,
            to_zero: false
        })));
        let c = compile_text("All Allies lose 3 power stages, to a minimum of 0.");
        assert_eq!(
            c.effects,
            vec![Effect::AlliesStages(AlliesStages {
                whose: Whose::Any,
                by: -3,
                to_zero: true
            })]
        );
        let c = compile_text("Your opponent discards one life card for every Ally you have in play. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects.first(),
            Some(&Effect::LoseLifeCardsPer(LoseLifeCardsPer {
                player: Who::Opponent,
                each: 1,
                whose: Whose::You,
                cards: vec![Ally]
            }))
        );
    }

    /// Orange Massacre (Kid Buu Saga #111): "If successful, remove from the game all Freestyle
    /// Drills in play": every Drill in play of that Style, either player's (CRD 3.0.0 Secondary
    /// Effects, Removed from the Game); a Style naming a kind other than Drills is not read.
    #[test]
    fn orange_massacre_removes_every_freestyle_drill_in_play() {
        let c = compile_text("Endurance 2. Physical attack doing +4 power stages of damage. For the remainder of Combat, damage from your attacks cannot be prevented. Empower 2. If successful, remove from the game all Freestyle Drills in play.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::InPlay(InPlayEffect {
                act: InPlayAct::RemoveFromGame,
                whose: Whose::Any,
                cards: vec![InPlayKind::Drill],
                count: InPlayCount::All,
                style: Some("Freestyle".into()),
            })]))
        );
        let styled = in_play("Discard one of your opponent's Orange Style Drills in play.");
        assert_eq!(styled.style.as_deref(), Some("Orange"));
        assert_eq!(styled.count, InPlayCount::Exactly(1));
        let c = compile_text("Discard all Red Allies in play.");
        assert!(!c.effects.iter().any(|e| matches!(e, Effect::InPlay(_))));
    }
}
