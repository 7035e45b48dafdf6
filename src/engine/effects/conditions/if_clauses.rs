//! Conditions: the "If ..." phrases a card puts on some of its effects, read into
//! [`Condition`]s, and the pattern rows that use them ("If <condition>, <effects>", "If
//! successful and <condition>, <effects>").
//!
//! [`parse`] reads one condition phrase with the table [`PHRASES`]; a phrase joined by "and"
//! is read part by part into [`Condition::All`]. A phrase the table does not know gives `None`
//! and the sentence stays with the judge.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::literals::LazyPattern;

use crate::engine::compile::patterns::{number, Caps, Pattern, Piece};
use crate::engine::effects::conditions::condition_phrases::{Phrase, PhraseTable};
use crate::engine::effects::{
    AngerRange, Condition, LevelAtLeast, NoneInPlay, RatingComparison, RatingTimes, Side, Who,
    WhoIs,
};

fn what(c: &Caps<'_>) -> Option<String> {
    let w = c.s("what");
    if ["a", "an", "the", "your", "his", "at", "level", "not"].contains(&w)
        || w.starts_with("at ")
        || w.starts_with("level")
        || w.contains(" or ")
    {
        return None;
    }
    Some(match w {
        "fused personality" | "fused" => "Fused".to_string(),
        other => crate::engine::compile::patterns::title(other),
    })
}

fn side(s: &str) -> Option<Side> {
    Some(match s {
        "the personality performing this attack"
        | "your personality in control of combat"
        | "the attacking personality" => Side::YourController,
        "your main personality" | "your mp" => Side::YourMainPersonality,
        "the personality defending against this attack"
        | "the defending personality"
        | "your opponent's personality in control of combat" => Side::OpponentController,
        "your opponent's main personality" | "your opponent's mp" | "your opponent's mp's" => {
            Side::OpponentMainPersonality
        }
        _ => return None,
    })
}

fn who(c: &Caps<'_>) -> Who {
    if c.s("who").contains("opponent") {
        Who::Opponent
    } else {
        Who::You
    }
}

/// The condition phrases, tried in order.
pub const PHRASES: &[Phrase] = &[
    Phrase {
        name: "tokui-waza",
        pattern: r"you (?:have )?declared (?:a |your )?tokui-waza",
        build: |_| Some(Condition::TokuiWaza),
    },
    Phrase {
        name: "no-tokui-waza",
        pattern: r"you (?:did not|didn't|have not) declare(?:d)? (?:a )?tokui-waza",
        build: |_| Some(Condition::NoTokuiWaza),
    },
    Phrase {
        name: "main-personality-is",
        pattern: r"(?P<who>your opponent's|your) main personality is (?:a |an )?(?P<what>hero|villain|majin|fused personality|fused|saiyan heritage|namekian heritage|rogue)",
        build: |c| {
            Some(Condition::MainPersonalityIs(WhoIs {
                player: who(c),
                is: what(c)?,
            }))
        },
    },
    Phrase {
        // "If your opponent is a Villain" (Videl, the Student Lv.1), "If your opponent is a hero"
        // (Majin Buu, Gohan Absorbed Lv.5): a player's alignment is his Main Personality's (CRD
        // 3.0.0 "Rogue Personalities": "declare if your Main Personality is a Hero or a Villain.
        // Your alignment must be decided ...").
        name: "player-is-of-alignment",
        pattern: r"(?P<who>your opponent) is (?:a |an )(?P<what>hero|villain)",
        build: |c| {
            Some(Condition::MainPersonalityIs(WhoIs {
                player: who(c),
                is: what(c)?,
            }))
        },
    },
    Phrase {
        name: "against-group",
        // "If performed against a Rogue Personality or Majin" (Majin Vegeta Lv.1): either.
        pattern: r"(?:this attack is |it is )?performed against (?:a |an )(?P<what>majin|fused personality|villain|hero|rogue personality)(?: or (?:a |an )?(?P<what2>majin|fused personality|villain|hero|rogue personality))?",
        build: |c| {
            let first = Condition::Against(what(c)?);
            if !c.has("what2") {
                return Some(first);
            }
            let second = match c.s("what2") {
                "fused personality" => "Fused".to_string(),
                other => crate::engine::compile::patterns::title(other),
            };
            Some(Condition::Any(vec![first, Condition::Against(second)]))
        },
    },
    // "If the Rogue Personality is a villain" (Majin Vegeta, the Malevolent Lv.5, after "If
    // performed against a Rogue Personality"): the defender is a Rogue declared on that side.
    Phrase {
        name: "against-rogue-of-side",
        pattern: r"the rogue personality is (?:a |an )(?P<what>villain|hero)",
        build: |c| {
            Some(Condition::All(vec![
                Condition::Against("Rogue Personality".into()),
                Condition::Against(what(c)?),
            ]))
        },
    },
    Phrase {
        name: "used-by-group",
        pattern: r"(?:this (?:card|attack) is )?(?:used|performed) by (?:a |an )(?P<what>fused personality|majin|hero|villain)",
        build: |c| Some(Condition::PerformedBy(vec![what(c)?])),
    },
    Phrase {
        name: "higher-power-rating",
        pattern: r"(?P<a>the personality performing this attack|your personality in control of combat|your main personality|your opponent's main personality) has a higher power rating than (?P<b>the personality defending against this attack|your opponent's main personality|your main personality|your opponent's mp's power rating)",
        build: |c| {
            let b = c
                .s("b")
                .trim_end_matches(" power rating")
                .trim_end_matches("'s");
            let b = if b == "your opponent's mp" {
                "your opponent's main personality"
            } else {
                b
            };
            let (higher, lower) = (side(c.s("a"))?, side(b)?);
            (higher != lower).then_some(Condition::HigherPowerRating(RatingComparison {
                higher,
                lower,
            }))
        },
    },
    Phrase {
        // Overwhelmed (kid-buu-saga/022; "raiting" as printed), Pan's High
        // Slap (kid-buu-saga/023).
        name: "power-rating-times",
        pattern: r"(?P<a>your main personality|your opponent's main personality)'s power rating is (?P<n>two|three|four|five|\d+) or more times (?:higher|larger|greater) than (?P<b>your opponent's main personality|your main personality)'s power rai?ting",
        build: |c| {
            let (higher, lower) = (side(c.s("a"))?, side(c.s("b"))?);
            (higher != lower).then_some(Condition::RatingTimes(RatingTimes {
                higher,
                lower,
                times: u64::from(number(c.s("n"))?),
            }))
        },
    },
    Phrase {
        // Majin Buu's Taunt (fusion-saga/012).
        name: "one-of-your-attacks-successful-this-combat",
        pattern: r"one of your attacks has been successful this combat",
        build: |_| Some(Condition::SuccessfulThisCombat),
    },
    Phrase {
        // Krillin's Overhead Smack (miscellaneous/tr1).
        name: "performed-by-without-title-rating-below",
        pattern: r#"performed by a personality without "(?P<t>[a-z0-9' -]+)" in the title whose power rating is below (?P<n>[0-9][0-9,]*)"#,
        build: |c| {
            let n: u64 = c.s("n").replace(',', "").parse().ok()?;
            Some(Condition::All(vec![
                Condition::Not(Box::new(Condition::PerformerTitleHas(
                    crate::engine::compile::patterns::title(c.s("t")),
                ))),
                Condition::PerformerRatingBelow(n),
            ]))
        },
    },
    Phrase {
        name: "anger-range",
        pattern: r"(?P<who>your opponent's|your) (?:current )?anger(?: level)? is (?:at |currently )?(?P<not>not )?(?P<n>\d+)(?: or (?:(?P<m>\d+)|(?P<up>higher|more|above)))?",
        build: |c| {
            let n = number(c.s("n"))?;
            let (min, max) = if c.has("not") {
                if n != 0 {
                    return None;
                }
                (1, u32::MAX)
            } else if c.has("m") {
                (n, number(c.s("m"))?)
            } else if c.has("up") {
                (n, u32::MAX)
            } else {
                (n, n)
            };
            (min <= max).then_some(Condition::AngerBetween(AngerRange {
                player: who(c),
                min,
                max,
            }))
        },
    },
    Phrase {
        name: "none-in-play",
        pattern: r"(?P<who>your opponent|you) (?:has|have) no (?P<kind>drills|non-combat cards|allies)(?: in play)?",
        build: |c| {
            Some(Condition::NoneInPlay(NoneInPlay {
                player: who(c),
                kind: match c.s("kind") {
                    "drills" => "drills",
                    "non-combat cards" => "non_combat",
                    _ => "allies",
                }
                .to_string(),
            }))
        },
    },
    Phrase {
        name: "level-at-least",
        pattern: r"(?P<who>your opponent's|your) main personality(?:'s current personality level is|'s level is|'s current level is| is at level| is level) (?P<n>\d+) or (?:higher|above)",
        build: |c| {
            Some(Condition::LevelAtLeast(LevelAtLeast {
                player: who(c),
                min: number(c.s("n"))?,
            }))
        },
    },
    Phrase {
        // "If your opponent's Main Personality is at Level 3" (King Kai's Calming, Roshi's
        // Calming, Mr. Popo's Calming): that level exactly, no higher.
        name: "level-exactly",
        pattern: r"(?P<who>your opponent's|your) main personality(?:'s current personality level is|'s level is|'s current level is| is at level| is level) (?P<n>\d+)",
        build: |c| {
            let n = number(c.s("n"))?;
            let at_least = |min| {
                Condition::LevelAtLeast(LevelAtLeast {
                    player: who(c),
                    min,
                })
            };
            Some(Condition::All(vec![
                at_least(n),
                Condition::Not(Box::new(at_least(n + 1))),
            ]))
        },
    },
    Phrase {
        name: "he-is-level",
        pattern: r"(?P<who>he) is (?:at )?level (?P<n>\d+) or (?:higher|above)",
        // Only inside "your opponent's Main Personality is ... and he is level N or above".
        build: |c| {
            Some(Condition::LevelAtLeast(LevelAtLeast {
                player: Who::Opponent,
                min: number(c.s("n"))?,
            }))
        },
    },
    Phrase {
        name: "in-play",
        pattern: r#""(?P<name>[a-z0-9 .'-]+)" is (?:anywhere )?in play"#,
        build: |c| in_play(c.s("name")),
    },
    Phrase {
        // "If Videl is in play as your Ally" (Gohan Lv.1, Gohan, the Righteous Lv.3, World
        // Games Saga): a personality of that name on the card user's side (`HasInPlay`, the
        // user's own table, not his opponent's).
        name: "in-play-as-your-ally",
        pattern: r"(?P<name>[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*){0,2}) is in play as your ally",
        build: |c| {
            Some(Condition::HasInPlay(WhoIs {
                player: Who::You,
                is: crate::engine::compile::patterns::title(c.s("name")),
            }))
        },
    },
    Phrase {
        // Unquoted ("If successful and Namek Dragon Ball 2 is in play"): only a phrase that
        // reads as titles (see [`in_play`]).
        name: "in-play-unquoted",
        pattern: r"(?P<name>[a-z0-9 .'-]+?) is (?:anywhere )?in play",
        build: |c| in_play(c.s("name")),
    },
    Phrase {
        // "If Goten or Kid Trunks are in play" (Saiyan Abduction), "If Gohan or Videl are in
        // play" (The Truck): either of them (see [`in_play`]).
        name: "one-of-two-are-in-play",
        pattern: r#"(?P<name>"?[a-z0-9 .'-]+?"? or "?[a-z0-9 .'-]+?"?) are (?:anywhere )?in play"#,
        build: |c| in_play(c.s("name")),
    },
    Phrase {
        name: "dragon-ball-number-in-play",
        // Mommy's Coming Dear: "If a Dragon Ball 7 from any Dragon Ball set is in play".
        pattern: r"a dragon ball (?P<n>[1-7]) from any dragon ball set is (?:anywhere )?in play",
        build: |c| Some(Condition::DragonBallNumberInPlay(number(c.s("n"))?)),
    },
    Phrase {
        name: "in-discard-pile",
        pattern: r#""(?P<name>[a-z0-9 .'-]+)" is in your discard pile"#,
        build: |c| {
            Some(Condition::InDiscardPile(
                crate::engine::compile::patterns::title(c.s("name")),
            ))
        },
    },
    Phrase {
        name: "has-in-play",
        pattern: r"(?P<who>your opponent|you) (?:has|have) (?:a|an|at least one) (?P<kind>drill|non-combat card|ally|battleground or location|battleground) in play",
        build: |c| {
            Some(Condition::Not(Box::new(Condition::NoneInPlay(
                NoneInPlay {
                    player: who(c),
                    kind: match c.s("kind") {
                        "drill" => "drills",
                        "non-combat card" => "non_combat",
                        "ally" => "allies",
                        _ => "battleground",
                    }
                    .to_string(),
                },
            ))))
        },
    },
    Phrase {
        // Android 15 Lv.2: "If you have Android 14 in play"; Android 18, The Mom Lv.1: "If you
        // have "The Car" in play". Only a name: kinds and counts ("an Ally", "6 or more Drills")
        // are other phrases'. A quoted title may take "a" ("If you have a "Freestyle Mastery" in
        // play", Narrow Escape): a card of that title.
        name: "has-named-in-play",
        pattern: r#"(?P<who>your opponent|you) (?:has|have) (?P<name>(?:an? )?"[a-z0-9 .'-]+"|[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*){0,2}) in play"#,
        build: |c| {
            let name = c.s("name");
            // "a" only before a quoted title.
            let name = ["a ", "an "]
                .iter()
                .find_map(|a| name.strip_prefix(a).filter(|n| n.starts_with('"')))
                .unwrap_or(name);
            let quoted = name.starts_with('"');
            let name = name.trim_matches('"');
            const NOT_A_NAME: &[&str] = &[
                "a",
                "an",
                "the",
                "any",
                "no",
                "not",
                "other",
                "more",
                "less",
                "least",
                "at",
                "or",
                "and",
                "ally",
                "allies",
                "drill",
                "drills",
                "card",
                "cards",
                "copies",
                "copy",
                "personality",
                "personalities",
                "style",
                "battleground",
                "location",
                "mastery",
                "dragon",
                "balls",
                "non-combat",
                "his",
                "your",
                "their",
            ];
            // A name never starts with a number ("6 or more Drills"); it may end with one
            // ("Android 14").
            let counted = name.starts_with(|ch: char| ch.is_ascii_digit());
            (quoted || !(counted || name.split(' ').any(|w| NOT_A_NAME.contains(&w)))).then(|| {
                Condition::HasInPlay(WhoIs {
                    player: who(c),
                    is: crate::engine::compile::patterns::title(name),
                })
            })
        },
    },
    Phrase {
        name: "more-than-anger",
        pattern: r"(?P<who>your opponent|you) (?:has|have) more than (?P<n>\d+) anger",
        build: |c| {
            Some(Condition::AngerBetween(AngerRange {
                player: who(c),
                min: number(c.s("n"))? + 1,
                max: u32::MAX,
            }))
        },
    },
    Phrase {
        name: "stages",
        pattern: r"(?P<who>your opponent|your opponent's main personality|your main personality) is at (?P<n>\d+)(?: power)?(?: stages?)?(?: above 0)?(?P<up> or (?:higher|more|above))?",
        build: |c| {
            let n = number(c.s("n"))?;
            Some(Condition::StagesBetween(AngerRange {
                player: who(c),
                min: n,
                max: if c.has("up") { u32::MAX } else { n },
            }))
        },
    },
    Phrase {
        name: "used-by-name",
        pattern: r"(?:used|performed) by (?P<name>[a-z][a-z0-9.'-]*(?: [a-z][a-z0-9.'-]*)?)",
        build: |c| {
            let n = c.s("name");
            (!["a", "an", "the", "your", "his"]
                .iter()
                .any(|a| n == *a || n.starts_with(&format!("{a} "))))
            .then(|| Condition::PerformedBy(vec![crate::engine::compile::patterns::title(n)]))
        },
    },
    Phrase {
        name: "highest-rating-below",
        pattern: r"your main personality's highest power rating is below (?P<n>[0-9][0-9,]*)",
        build: |c| {
            c.s("n")
                .replace(',', "")
                .parse()
                .ok()
                .map(Condition::HighestRatingBelow)
        },
    },
    Phrase {
        name: "both-in-play",
        pattern: r#""?(?P<a>[a-z0-9 .'-]+?)"? and "?(?P<b>[a-z0-9 .'-]+?)"? are (?:both )?in play"#,
        build: |c| {
            Some(Condition::All(vec![
                Condition::InPlay(crate::engine::compile::patterns::title(c.s("a"))),
                Condition::InPlay(crate::engine::compile::patterns::title(c.s("b"))),
            ]))
        },
    },
    Phrase {
        name: "life-deck-at-most",
        pattern: r"(?P<who>your opponent|you) (?:has|have) (?P<n>\d+) or (?:less|fewer) (?:life )?cards in (?:his|your|their) life deck",
        build: |c| {
            Some(Condition::LifeDeckAtMost(
                crate::engine::effects::LifeDeckAtMost {
                    player: who(c),
                    n: number(c.s("n"))?,
                },
            ))
        },
    },
    Phrase {
        name: "performer-title-has",
        pattern: r#"(?:used|performed) by a personality with ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|its) (?:card )?title"#,
        build: |c| {
            Some(Condition::PerformerTitleHas(
                crate::engine::compile::patterns::title(c.s("t")),
            ))
        },
    },
    Phrase {
        name: "opponent-played-a-card",
        pattern: r"your opponent has (?:used|played) a combat card (?:earlier )?this combat",
        build: |_| Some(Condition::OpponentPlayedCard),
    },
    Phrase {
        name: "either-in-play",
        pattern: r#"either "(?P<a>[a-z0-9 .'-]+)" or "(?P<b>[a-z0-9 .'-]+)" is in play"#,
        build: |c| {
            Some(Condition::AnyInPlay(vec![
                crate::engine::compile::patterns::title(c.s("a")),
                crate::engine::compile::patterns::title(c.s("b")),
            ]))
        },
    },
];

/// Every phrase, each built the first time a phrase holding its literals is read.
fn phrases() -> &'static [(LazyPattern, &'static Phrase)] {
    static TABLE: PhraseTable = PhraseTable::new(PHRASES);
    TABLE.entries()
}

/// Reads a condition phrase ("your opponent's current anger level is 0 or 1"); a phrase joined
/// by " and " is read part by part.
pub fn parse(phrase: &str) -> Option<Condition> {
    let phrase = phrase.trim().trim_end_matches(',').trim();
    if let Some(c) = one(phrase) {
        return Some(c);
    }
    let parts: Vec<&str> = phrase.split(" and ").collect();
    if parts.len() < 2 {
        return None;
    }
    let all: Option<Vec<Condition>> = parts.iter().map(|p| one(p.trim())).collect();
    all.map(Condition::All)
}

fn one(phrase: &str) -> Option<Condition> {
    phrases()
        .iter()
        .find_map(|(pattern, p)| {
            let caps = pattern.captures(phrase)?;
            (p.build)(&Caps(&caps))
        })
        // `conditions::condition_phrases`: its phrases after these.
        .or_else(|| crate::engine::effects::conditions::condition_phrases::one_phrase(phrase))
        // `piles::moved_card`: "that card is a Namekian Style card".
        .or_else(|| crate::engine::effects::piles::moved_card::one_phrase(phrase))
}

/// "<what> is in play", where `what` is a card title or personality name as printed: "X or Y"
/// (also "either X or Y") is any of them; a Dragon Ball named without its set ("Dragon Ball 6",
/// "Dragonball 7") is one of that number from any set — the older errata's "If Dragonball 7 is
/// in play" on Mommy's Coming Dear is the CRD 3.0.0's "If a Dragon Ball 7 from any Dragon Ball
/// set is in play". A phrase with words no title here has ("successful and ...", "your ...",
/// "they") is not a name: `None`, so that another reading, or the judge, takes the sentence.
pub(in crate::engine) fn in_play(what: &str) -> Option<Condition> {
    static DRAGON_BALL: OnceLock<Regex> = OnceLock::new();
    let dragon_ball = DRAGON_BALL
        .get_or_init(|| Regex::new(r"^dragon ?ball (?P<n>[1-7])$").expect("a valid pattern"));
    const NOT_A_NAME: &[&str] = &[
        "successful",
        "your",
        "his",
        "her",
        "their",
        "they",
        "it",
        "you",
        "he",
        "if",
        "when",
        "and",
        "are",
        "is",
        "not",
        "no",
        "any",
        "card",
        "cards",
    ];
    let what = what.trim();
    let what = what.strip_prefix("either ").unwrap_or(what);
    let mut names = Vec::new();
    let mut numbers = Vec::new();
    for part in what.split(" or ") {
        let part = part.trim().trim_matches('"').trim();
        if part.is_empty() || part.split([' ', ',']).any(|w| NOT_A_NAME.contains(&w)) {
            return None;
        }
        match dragon_ball.captures(part) {
            Some(m) => numbers.push(number(&m["n"])?),
            None => names.push(crate::engine::compile::patterns::title(part)),
        }
    }
    let mut any: Vec<Condition> = numbers
        .into_iter()
        .map(Condition::DragonBallNumberInPlay)
        .collect();
    match (names.len(), any.len()) {
        (1, 0) => names.pop().map(Condition::InPlay),
        (0, 1) => any.pop(),
        (_, 0) => Some(Condition::AnyInPlay(names)),
        _ => {
            any.extend(names.into_iter().map(Condition::InPlay));
            Some(Condition::Any(any))
        }
    }
}

/// The rows: "If <condition>, <effects>" and "If successful and <condition>, <effects>" (a
/// number's thousands comma, "300,000", is part of the condition, not its end).
/// Conditions the core table already reads (Tokui-Waza, "performed by", "in play") are read
/// there first.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "if-condition",
        pattern: r"(?:and )?if (?P<cond>(?:[^,\d]|\d(?:,\d{3})*)+), (?:then )?(?P<x>(?:this|it|the|raise|lower|draw|gain|lose|your|you|stops?|prevent|discard|remove|search|shuffle|place|all|damage|set|double|triple|choose|he|she)\b.+)",
        build: |c| {
            let cond = parse(c.s("cond"))?;
            Some(vec![Piece::Conditional(cond, c.s("x").to_string())])
        },
    },
    Pattern {
        name: "if-performed-against-list",
        pattern: r"if (?:this attack is )?performed against (?P<list>[a-z0-9 .'-]+(?:, [a-z0-9 .'-]+)+,? or [a-z0-9 .'-]+), (?P<x>.+)",
        build: |c| {
            let names: Vec<Condition> = c
                .s("list")
                .replace(", or ", ", ")
                .replace(" or ", ", ")
                .split(", ")
                .map(|n| n.trim())
                .filter(|n| !n.is_empty())
                .map(|n| Condition::Against(crate::engine::compile::patterns::title(n)))
                .collect();
            (names.len() >= 2).then(|| {
                vec![Piece::Conditional(
                    Condition::Any(names),
                    c.s("x").to_string(),
                )]
            })
        },
    },
    Pattern {
        // Gohan, the Champion Lv.1: "When defending in Combat, you may draw a card." The
        // condition is read when the effect resolves: the card user is the player Combat was
        // declared against.
        name: "when-defending-in-combat",
        pattern: r"when defending in combat, (?P<x>(?:you may )?draw (?:a card|{n} cards?))",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::DefendingInCombat,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-condition-and-condition",
        pattern: r"if (?P<a>[^,]+), and (?:if )?(?P<b>[^,]+), (?:then )?(?P<x>.+)",
        build: |c| {
            let condition = Condition::All(vec![parse(c.s("a"))?, parse(c.s("b"))?]);
            Some(vec![Piece::Conditional(condition, c.s("x").to_string())])
        },
    },
    Pattern {
        name: "if-successful-and-condition",
        pattern: r"if successful,? and (?P<cond>[^,]+), (?:then )?(?P<x>.+)",
        build: |c| {
            parse(c.s("cond"))?;
            Some(vec![Piece::IfSuccessful(format!(
                "if {}, {}",
                c.s("cond"),
                c.s("x")
            ))])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_compiles() {
        assert!(phrases().iter().all(|(pattern, _)| pattern.compiles()));
    }

    /// King Kai's Calming's CRD 3.0.0 rewrite: "If your opponent's Main Personality is at Level
    /// 3, lower his Main Personality one personality level": level 3 exactly (not 4), while "at
    /// level 3 or higher" stays a lower bound.
    #[test]
    fn main_personality_at_a_level_is_that_level_exactly() {
        let c = crate::engine::compile::compile_text("If your opponent's Main Personality is at Level 3, lower his Main Personality one personality level.");
        let at_least = |min| {
            Condition::LevelAtLeast(LevelAtLeast {
                player: Who::Opponent,
                min,
            })
        };
        let [crate::engine::effects::Effect::Conditional(k)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::All(vec![at_least(3), Condition::Not(Box::new(at_least(4)))])
        );
        let higher = crate::engine::compile::compile_text(
            "If your opponent's Main Personality is at level 3 or higher, draw a card.",
        );
        assert!(
            matches!(higher.effects.as_slice(), [crate::engine::effects::Effect::Conditional(k)] if k.condition == at_least(3))
        );
    }

    /// Videl, the Student Lv.1 (World Games Saga #198): "If your opponent is a Villain, this
    /// attack does +5 power stages of damage instead": the opponent's Main Personality's side
    /// (CRD 3.0.0 "Rogue Personalities"), the card's +2 replaced.
    #[test]
    fn opponent_is_a_villain() {
        use crate::engine::effects::Effect;
        let c = crate::engine::compile::compile_text("Physical attack doing +2 power stages of damage. If your opponent is a Villain, this attack does +5 power stages of damage instead. Raise your anger 1 level.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        let villain = Condition::MainPersonalityIs(WhoIs {
            player: Who::Opponent,
            is: "Villain".into(),
        });
        assert!(
            c.effects.iter().any(|e| matches!(e, Effect::Conditional(k)
                if k.condition == villain
                    && matches!(&k.effects[..], [Effect::ModifyInstead(m)] if m.power_stages == 5))),
            "{:?}",
            c.effects
        );
    }

    #[test]
    fn in_play_reads_titles_only() {
        assert_eq!(
            in_play("namek dragon ball 2"),
            Some(Condition::InPlay("Namek Dragon Ball 2".into()))
        );
        assert_eq!(
            in_play("either namek dragon ball 3 or namek dragon ball 4"),
            Some(Condition::AnyInPlay(vec![
                "Namek Dragon Ball 3".into(),
                "Namek Dragon Ball 4".into()
            ]))
        );
        assert_eq!(
            in_play("android 17 or android 18"),
            Some(Condition::AnyInPlay(vec![
                "Android 17".into(),
                "Android 18".into()
            ]))
        );
        assert_eq!(
            in_play("dragonball 7"),
            Some(Condition::DragonBallNumberInPlay(7))
        );
        assert_eq!(
            in_play("\"dragon ball 6\""),
            Some(Condition::DragonBallNumberInPlay(6))
        );
        // Not names: the words around a condition, or whose card.
        assert_eq!(in_play("successful and namek dragon ball 2"), None);
        assert_eq!(in_play("your supreme kai"), None);
    }

    #[test]
    fn phrases_read() {
        assert_eq!(
            parse("a dragon ball 7 from any dragon ball set is in play"),
            Some(Condition::DragonBallNumberInPlay(7))
        );
        assert_eq!(
            parse("your opponent's current anger level is 0 or 1"),
            Some(Condition::AngerBetween(AngerRange {
                player: Who::Opponent,
                min: 0,
                max: 1
            }))
        );
        assert_eq!(
            parse("your opponent's current anger level is not 0"),
            Some(Condition::AngerBetween(AngerRange {
                player: Who::Opponent,
                min: 1,
                max: u32::MAX
            }))
        );
        assert_eq!(
            parse("your opponent's main personality is a majin"),
            Some(Condition::MainPersonalityIs(WhoIs {
                player: Who::Opponent,
                is: "Majin".into()
            }))
        );
        assert_eq!(
            parse("used by a fused personality"),
            Some(Condition::PerformedBy(vec!["Fused".into()]))
        );
        assert_eq!(
            parse("the personality performing this attack has a higher power rating than the personality defending against this attack"),
            Some(Condition::HigherPowerRating(RatingComparison {
                higher: Side::YourController,
                lower: Side::OpponentController
            }))
        );
        assert!(matches!(
            parse("you declared a tokui-waza and your opponent's current anger level is at 0"),
            Some(Condition::All(v)) if v.len() == 2
        ));
        assert_eq!(
            parse("your opponent has performed an attack this combat"),
            None
        );
        assert_eq!(parse("there is a tie"), None);
    }

    /// "If performed by X and <condition>, ..." is never read as a name "X And", and "If your
    /// Main Personality is at level 2 ..." is never read as performed by "At".
    #[test]
    fn performed_by_and_condition_is_not_a_name() {
        use crate::engine::compile::{compile_text, Coverage};
        use crate::engine::effects::Effect;
        fn names(e: &[Effect], out: &mut Vec<String>) {
            for e in e {
                if let Effect::Conditional(k) = e {
                    if let Condition::PerformedBy(v) = &k.condition {
                        out.extend(v.iter().cloned());
                    }
                    if let Condition::All(v) = &k.condition {
                        for c in v {
                            if let Condition::PerformedBy(v) = c {
                                out.extend(v.iter().cloned());
                            }
                        }
                    }
                    names(&k.effects, out);
                }
                if let Effect::RestOfCombat(v) = e {
                    names(v, out);
                }
            }
        }
        // The sentence of the stages test card.
        let c = compile_text(
            "If performed by Frieza and you have 2 or more anger, this is a focused attack.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Effect::Conditional(k) = &c.effects[0] else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::All(vec![
                Condition::PerformedBy(vec!["Frieza".into()]),
                Condition::AngerBetween(AngerRange {
                    player: Who::You,
                    min: 2,
                    max: u32::MAX
                }),
            ])
        );
        // The same shape with another effect: never a name "Frieza And".
        let c = compile_text(
            "If performed by Frieza and you have 2 or more anger, raise your anger 1 level.",
        );
        let mut n = vec![];
        names(&c.effects, &mut n);
        assert!(n.iter().all(|n| n == "Frieza"), "{n:?}");
        // Narrow Escape (fusion-saga/064).
        let c = compile_text("If your Main Personality is at level 2 or above and you have a \"Freestyle Mastery\" in play, stops all physical attacks and energy attacks your opponent performs for the remainder of Combat.");
        let mut n = vec![];
        names(&c.effects, &mut n);
        assert!(n.is_empty(), "{:#?}", c.effects);
        // Read in full: "a" before the quoted title is a card of that title.
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Effect::Conditional(k) = &c.effects[0] else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::All(vec![
                Condition::LevelAtLeast(LevelAtLeast {
                    player: Who::You,
                    min: 2
                }),
                Condition::HasInPlay(WhoIs {
                    player: Who::You,
                    is: "Freestyle Mastery".into()
                }),
            ])
        );
        // Never "a" before an unquoted name.
        assert_eq!(
            compile_text("If you have a Krillin in play, raise your anger 1 level.").coverage,
            Coverage::Manual
        );
        // fusion-saga/032.
        let c = compile_text("If your Main Personality is at level 2 or higher, you may use one of your Main Personality's lower personality level's powers (excluding Constant Combat Powers and powers that can be used multiple times per Combat).");
        let mut n = vec![];
        names(&c.effects, &mut n);
        assert!(n.is_empty(), "{:#?}", c.effects);
        // A list of names is read whole, as the Main Personality's name (cell-saga/070,
        // frieza-saga/013).
        let c =
            compile_text("If your Main Personality is Piccolo or Nail, raise your anger 2 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Effect::Conditional(k) = &c.effects[0] else {
            panic!("{:#?}", c.effects)
        };
        let mp = |n: &str| {
            Condition::MainPersonalityIs(WhoIs {
                player: Who::You,
                is: n.into(),
            })
        };
        assert_eq!(k.condition, Condition::Any(vec![mp("Piccolo"), mp("Nail")]));
        let c = compile_text(
            "If your Main Personality is Android 17 or Android 18, raise your anger 1 level.",
        );
        let Effect::Conditional(k) = &c.effects[0] else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.condition,
            Condition::Any(vec![mp("Android 17"), mp("Android 18")])
        );
    }

    #[test]
    fn has_named_in_play_reads_names_only() {
        assert_eq!(
            parse("you have android 14 in play"),
            Some(Condition::HasInPlay(WhoIs {
                player: Who::You,
                is: "Android 14".into()
            }))
        );
        assert_eq!(
            parse("you have \"the car\" in play"),
            Some(Condition::HasInPlay(WhoIs {
                player: Who::You,
                is: "The Car".into()
            }))
        );
        // Kinds and counts are not names.
        for kinds in [
            "you have an ally in play",
            "you have 6 or more drills in play",
            "you have any other non-combat cards in play",
        ] {
            assert!(
                !matches!(parse(kinds), Some(Condition::HasInPlay(_))),
                "{kinds}"
            );
        }
    }

    #[test]
    fn when_defending_in_combat_is_a_condition() {
        use crate::engine::compile::{compile_text, Coverage};
        use crate::engine::effects::{Conditional, Effect};
        // Gohan, the Champion Lv.1 (Cell Saga #164).
        let c = compile_text("When defending in Combat, you may draw a card.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(
            matches!(&c.effects[..], [Effect::Conditional(Conditional { condition: Condition::DefendingInCombat, effects })]
            if format!("{effects:?}").contains("Draw(1)"))
        );
        // Trunks Prepares replaces the Prepare Phase draw: not read here, it stays with the judge.
        let c = compile_text("When defending in Combat, you may draw the bottom 3 cards from your discard pile instead of drawing 3 cards from your Life Deck.");
        assert!(!c.effects.iter().any(
            |e| matches!(e, Effect::Conditional(k) if k.condition == Condition::DefendingInCombat)
        ));
    }
}
