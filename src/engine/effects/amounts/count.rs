//! Counted amounts: "for each card in your hand", "for every anger level you are above 0",
//! "X = your current anger level". [`parse_each`] reads what a "for each" phrase counts and
//! [`parse_x`] what an "X = ..." definition stands for, both into [`Count`]s; the rows build
//! damage counted per unit ([`Effect::ModifyPer`], [`Effect::DamagePer`]).
//!
//! A card that defines X ("X = your current anger level") and uses it for damage ("+X life
//! cards of damage") is read by [`rewrite_x`]: the X is written out as the "for each" phrase
//! it stands for before the sentences are compiled, so "If you declared a Tokui-Waza, this
//! attack does +X life cards of damage" is read like "... +1 life cards of damage for each
//! anger level you have".

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::literals::LazyPattern;

use crate::engine::compile::patterns::{number, unit_damage, Caps, Pattern, Piece};
use crate::engine::effects::{AttackSpec, CardFilter, Count, Effect, PerCount, Scope, Side, Who};

/// "your" / "you" is the card user; anything naming the opponent is the other player.
pub(in crate::engine) fn who_of(s: &str) -> Who {
    if s.contains("opponent") || s.contains("foe") {
        Who::Opponent
    } else {
        Who::You
    }
}

/// One phrase of what is counted.
struct Item {
    pattern: &'static str,
    build: fn(&regex::Captures<'_>) -> Option<Count>,
}

fn g<'a>(c: &'a regex::Captures<'_>, name: &str) -> &'a str {
    c.name(name).map(|m| m.as_str()).unwrap_or("")
}

fn style_word(s: &str) -> Option<String> {
    let s = s.trim();
    [
        "black",
        "blue",
        "orange",
        "red",
        "saiyan",
        "namekian",
        "freestyle",
    ]
    .contains(&s)
    .then(|| crate::engine::compile::patterns::title(s))
}

/// Words that are no personality's name: a phrase "<words> personality in play" or "<words> you
/// control" holding one of them counts something else (cards, Dragon Balls, groups), left to
/// the other items or to the judge.
const NOT_A_TITLE: &[&str] = &[
    "card",
    "cards",
    "drill",
    "drills",
    "ball",
    "balls",
    "ally",
    "allies",
    "non-combat",
    "combat",
    "battleground",
    "location",
    "personality",
    "personalities",
    "other",
    "each",
    "every",
    "any",
    "your",
    "his",
    "hero",
    "heroes",
    "villain",
    "villains",
    "styled",
    "named",
    "majin",
    "rogue",
    "saiyan",
    "namekian",
    "heritage",
    "fused",
    "a",
    "an",
    "the",
    "of",
    "and",
    "or",
];

/// What "for each ..." counts. Each pattern is anchored; the singular noun of the phrase.
const EACH: &[Item] = &[
    Item {
        pattern: r"anger level (?P<w>you|your opponent) (?:has|have|is at|are at|is|are)(?: above 0)?|anger level (?:you are|you have) above 0|anger level of all players|level of (?P<w2>your|your opponent's) anger",
        build: |c| {
            if g(c, "w").is_empty() && g(c, "w2").is_empty() && c[0].contains("all players") {
                return Some(Count::TotalAnger);
            }
            let w = format!("{}{}", g(c, "w"), g(c, "w2"));
            Some(Count::Anger(who_of(&w)))
        },
    },
    Item {
        pattern: r"dragon ball (?P<w>you|your opponent) controls?",
        build: |c| Some(Count::DragonBallsControlled(who_of(g(c, "w")))),
    },
    // Gohan Lv.2: "for each Non-Combat card discarded this way".
    Item {
        pattern: r"(?:(?:non-combat|drill|ally) )?cards? (?:you )?(?:discarded|removed|discard|remove)(?: from the game)? (?:in )?this way",
        build: |_| Some(Count::TakenThisWay),
    },
    // Porunga's Approval: "for each Namek Dragon Ball you have in play" (the player's own).
    Item {
        pattern: r"(?P<set>earth|namek|dende) dragon ball (?P<w>you|your opponent) (?:controls?|ha(?:s|ve) in play)",
        build: |c| {
            Some(Count::DragonBallsOfSet {
                player: who_of(g(c, "w")),
                set: crate::engine::compile::patterns::title(g(c, "set")),
            })
        },
    },
    // Alt. Namek Dragon Ball 2: "for each Namek Dragon Ball in play".
    Item {
        pattern: r"(?P<set>earth|namek|dende) dragon ball in play",
        build: |c| {
            Some(Count::DragonBallsOfSetInPlay(
                crate::engine::compile::patterns::title(g(c, "set")),
            ))
        },
    },
    Item {
        pattern: r"dragon ball in play",
        build: |_| Some(Count::DragonBallsInPlay),
    },
    // Excitement: "for each Non-Combat card in your hand" (Drills are Non-Combat cards).
    Item {
        pattern: r"non-combat card in (?P<w>your|your opponent's) hand",
        build: |c| Some(Count::NonCombatInHand(who_of(g(c, "w")))),
    },
    Item {
        pattern: r"card in (?P<w>your|your opponent's|his) hand",
        build: |c| {
            Some(Count::CardsInHand(if g(c, "w") == "his" {
                Who::Opponent
            } else {
                who_of(g(c, "w"))
            }))
        },
    },
    Item {
        pattern: r"ally (?:(?:that )?(?P<w>you|your opponent) (?:has|have) in play|in play (?:that )?(?P<w2>you|your opponent) (?:has|have))",
        build: |c| {
            Some(Count::Allies(who_of(&format!(
                "{}{}",
                g(c, "w"),
                g(c, "w2")
            ))))
        },
    },
    // `in_play::in_play_targets`: Blue Dakaio Blast.
    Item {
        pattern: r"non-combat/non-drill card (?P<w>you|your opponent) (?:has|have) in play",
        build: |c| Some(Count::NonDrillInPlay(who_of(g(c, "w")))),
    },
    // Blue Buu Blast: "for each Blue Style Drill you have in play".
    Item {
        pattern: r"(?:(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) style )?drill (?P<w>you|your opponent) (?:has|have|controls?) in play",
        build: |c| {
            let style = g(c, "style");
            Some(Count::DrillsInPlay {
                player: who_of(g(c, "w")),
                filter: CardFilter {
                    style: if style.is_empty() {
                        None
                    } else {
                        style_word(style)
                    },
                    ..CardFilter::default()
                },
            })
        },
    },
    // "for each Non-Combat you have in play" (Goku, the Proud Lv.3): the noun left out.
    Item {
        pattern: r"non-combat(?: card)? (?P<w>you|your opponent) (?:has|have) in play",
        build: |c| Some(Count::NonCombatInPlay(who_of(g(c, "w")))),
    },
    Item {
        pattern: r"(?:of the attacking personality's power stages above 0|power stage the attacker is above 0|power stage (?:the attacking personality|this personality) is above 0)",
        build: |_| Some(Count::StagesAbove0(Side::YourController)),
    },
    Item {
        pattern: r"power stage your opponent's main personality is above 0",
        build: |_| Some(Count::StagesAbove0(Side::OpponentMainPersonality)),
    },
    Item {
        pattern: r"(?:of )?your cards? (?:that is )?in your removed from the game pile|card in (?P<w>your|your opponent's) removed from the game pile",
        build: |c| Some(Count::RemovedPile(who_of(g(c, "w")))),
    },
    // Personalities in play (Main Personalities and Allies): "for each personality in play"
    // (Turles, the Mysterious Lv.1), "for every personality in play with the word "Android" in
    // the card title" (Android 20, the Doctor Lv.2), "for every Android personality card in
    // play" (Android 20 Lv.1), "for each Cell Jr. you control in play" (Cell Jr. 2 Lv.1).
    Item {
        pattern: r#"personality in play(?: with (?:the word )?"(?P<t>[^"]+)" in (?:the|its) (?:card )?title)?|personality (?P<w>you|your opponent) (?:has|have|controls?) in play"#,
        build: |c| {
            Some(Count::Personalities {
                player: (!g(c, "w").is_empty()).then(|| who_of(g(c, "w"))),
                title_has: (!g(c, "t").is_empty())
                    .then(|| crate::engine::compile::patterns::title(g(c, "t"))),
            })
        },
    },
    Item {
        pattern: r"(?P<t>[a-z][a-z0-9.'-]*) personality(?: card)? in play",
        build: |c| {
            let t = g(c, "t");
            (!NOT_A_TITLE.contains(&t)).then(|| Count::Personalities {
                player: None,
                title_has: Some(crate::engine::compile::patterns::title(t)),
            })
        },
    },
    Item {
        pattern: r"(?P<t>[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*)?) (?P<w>you|your opponent) controls?(?: in play)?",
        build: |c| {
            let t = g(c, "t");
            (!t.split(' ').any(|w| NOT_A_TITLE.contains(&w))).then(|| Count::Personalities {
                player: Some(who_of(g(c, "w"))),
                title_has: Some(crate::engine::compile::patterns::title(t)),
            })
        },
    },
    // "for every Vegeta Named card in your discard pile" (Vegeta, the Mighty Lv.2): a card
    // with the personality's name in its title (CRD 3.0.0 "Named cards").
    Item {
        pattern: r"(?P<t>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) named card in (?P<w>your|your opponent's) discard pile",
        build: |c| {
            let t = g(c, "t");
            (!t.split(' ').any(|w| NOT_A_TITLE.contains(&w))).then(|| Count::DiscardPile {
                player: who_of(g(c, "w")),
                filter: CardFilter {
                    title_has: Some(crate::engine::compile::patterns::title(t)),
                    ..CardFilter::default()
                },
            })
        },
    },
    // "for every Named card in your discard pile" (Krillin, the Great Lv.3): a card Named for
    // any personality (CRD 3.0.0 Glossary, "Named Card").
    Item {
        pattern: r"named card in (?P<w>your|your opponent's) discard pile",
        build: |c| {
            Some(Count::DiscardPile {
                player: who_of(g(c, "w")),
                filter: CardFilter {
                    any_named: true,
                    ..CardFilter::default()
                },
            })
        },
    },
    // "for each Ally in play with the Bojack Unbound Subset Symbol" (Bojack Lv.1): either
    // player's Allies whose level card was printed in that set.
    Item {
        pattern: r"ally in play with the (?P<set>[a-z][a-z ]*?) subset symbol",
        build: |c| {
            Some(Count::AlliesInPlayFromSet(
                crate::engine::compile::patterns::title(g(c, "set")),
            ))
        },
    },
    // `in_play::attached`: cards a player owns attached to personalities in play.
    Item {
        pattern: r"of (?P<w>your|your opponent's) attached cards in play",
        build: |c| Some(Count::AttachedCards(who_of(g(c, "w")))),
    },
    Item {
        pattern: r"level of the attacking personality",
        build: |_| Some(Count::Level(Side::YourController)),
    },
    Item {
        pattern: r"level of your main personality",
        build: |_| Some(Count::Level(Side::YourMainPersonality)),
    },
    Item {
        pattern: r"point of pur of the attacking personality",
        build: |_| Some(Count::Pur(Side::YourController)),
    },
    Item {
        pattern: r"point of pur of your main personality",
        build: |_| Some(Count::Pur(Side::YourMainPersonality)),
    },
    // Cards in a discard pile, with a filter.
    Item {
        pattern: r#"(?:card )?in (?P<w>your|your opponent's) discard pile with (?:the word )?"(?P<t>[^"]+)" in (?:the|its) title|card with "(?P<t2>[^"]+)" in the title in (?P<w2>your|your opponent's) discard pile"#,
        build: |c| {
            let t = format!("{}{}", g(c, "t"), g(c, "t2"));
            Some(Count::DiscardPile {
                player: who_of(&format!("{}{}", g(c, "w"), g(c, "w2"))),
                filter: CardFilter {
                    title_has: Some(crate::engine::compile::patterns::title(&t)),
                    ..CardFilter::default()
                },
            })
        },
    },
    Item {
        pattern: r#"(?P<what>non-combat|drill|physical combat|energy combat|combat|(?:black|blue|orange|red|saiyan|namekian|freestyle) style|c|u|r|"(?:majin|villains|heroes) only"|(?:majin|villains|heroes) only|tuff enuff only|straining move) card (?:in (?P<w>your|your opponent's) discard pile)"#,
        build: |c| {
            let what = g(c, "what").trim_matches('"');
            let mut f = CardFilter::default();
            match what {
                "non-combat" => f.types = vec!["Non-Combat".into()],
                "drill" => f.types = vec!["Drill".into()],
                "physical combat" => f.types = vec!["Physical Combat".into()],
                "energy combat" => f.types = vec!["Energy Combat".into()],
                "combat" => f.types = vec!["Combat".into()],
                "c" | "u" | "r" => f.rarity = Some(what.to_uppercase()),
                "straining move" => f.title_has = Some("Straining".into()),
                w if w.ends_with(" style") => f.style = style_word(w.trim_end_matches(" style")),
                w if w.ends_with(" only") => {
                    f.text_has = Some(format!(
                        "{} only",
                        crate::engine::compile::patterns::title(w.trim_end_matches(" only"))
                    ))
                }
                _ => return None,
            }
            Some(Count::DiscardPile {
                player: who_of(g(c, "w")),
                filter: f,
            })
        },
    },
];

/// What an "X = ..." definition stands for.
const X: &[Item] = &[
    Item {
        pattern: r"(?:your|the card user's) (?:current )?anger(?: level)?",
        build: |_| Some(Count::Anger(Who::You)),
    },
    Item {
        pattern: r"the total anger of all players",
        build: |_| Some(Count::TotalAnger),
    },
    Item {
        pattern: r"the number of (?P<set>earth|namek|dende) dragon balls in play",
        build: |c| {
            Some(Count::DragonBallsOfSetInPlay(
                crate::engine::compile::patterns::title(g(c, "set")),
            ))
        },
    },
    Item {
        pattern: r"the number of dragon balls in play",
        build: |_| Some(Count::DragonBallsInPlay),
    },
    Item {
        pattern: r"the number of dragon balls (?P<w>you|your opponent) controls?",
        build: |c| Some(Count::DragonBallsControlled(who_of(g(c, "w")))),
    },
    Item {
        pattern: r"the current personality level of the personality that performed this attack|the attacking personality's (?:current )?(?:personality )?level",
        build: |_| Some(Count::Level(Side::YourController)),
    },
    Item {
        pattern: r"your (?:main personality|mp)'s current (?:personality )?level",
        build: |_| Some(Count::Level(Side::YourMainPersonality)),
    },
    Item {
        pattern: r"the personality's pur|the pur of the personality performing the attack|the attacking personality's pur",
        build: |_| Some(Count::Pur(Side::YourController)),
    },
    Item {
        pattern: r"your (?:main personality|mp)'s (?:current )?pur",
        build: |_| Some(Count::Pur(Side::YourMainPersonality)),
    },
    // A power's own personality named ("X = Krillin's current PUR", Krillin, Z Warrior Lv.2): a
    // personality uses its powers only while in control of Combat (CRD 3.0.0 "Power-Up Rating
    // (PUR)"), so it is the attacking personality.
    Item {
        pattern: r"(?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?)'s (?:current )?pur",
        build: |c| {
            let name = g(c, "name");
            let first = name.split(' ').next().unwrap_or("");
            (![
                "your", "the", "his", "her", "their", "opponent", "each", "any",
            ]
            .contains(&first))
            .then_some(Count::Pur(Side::YourController))
        },
    },
];

/// The items' patterns, each built the first time a phrase holding its literals is read.
fn patterns(
    items: &'static [Item],
    cell: &'static OnceLock<Vec<LazyPattern>>,
) -> &'static [LazyPattern] {
    cell.get_or_init(|| items.iter().map(|i| LazyPattern::new(i.pattern)).collect())
}

fn read(
    items: &'static [Item],
    cell: &'static OnceLock<Vec<LazyPattern>>,
    s: &str,
) -> Option<Count> {
    patterns(items, cell)
        .iter()
        .zip(items)
        .find_map(|(pattern, i)| {
            let c = pattern.captures(s)?;
            (i.build)(&c)
        })
}

/// What a "for each" phrase counts ("card in your hand", "Dragon Ball you control").
pub fn parse_each(phrase: &str) -> Option<Count> {
    static CELL: OnceLock<Vec<LazyPattern>> = OnceLock::new();
    let p = phrase.trim().trim_end_matches(['.', ',']).trim();
    let p = p
        .strip_prefix("each of ")
        .or_else(|| p.strip_prefix("each "))
        .or_else(|| p.strip_prefix("every "))
        .unwrap_or(p);
    read(EACH, &CELL, p)
}

/// What an "X = ..." definition stands for.
pub fn parse_x(definition: &str) -> Option<Count> {
    static CELL: OnceLock<Vec<LazyPattern>> = OnceLock::new();
    read(X, &CELL, definition.trim().trim_end_matches('.').trim())
}

/// The "for each" phrase [`parse_each`] reads back into the same count, for the counts an X
/// may stand for.
fn each_phrase(c: &Count) -> Option<String> {
    if let Count::DragonBallsOfSetInPlay(set) = c {
        return Some(format!("{} dragon ball in play", set.to_lowercase()));
    }
    Some(
        match c {
            Count::Anger(Who::You) => "anger level you have",
            Count::Anger(Who::Opponent) => "anger level your opponent has",
            Count::TotalAnger => "anger level of all players",
            Count::DragonBallsInPlay => "dragon ball in play",
            Count::DragonBallsControlled(Who::You) => "dragon ball you control",
            Count::DragonBallsControlled(Who::Opponent) => "dragon ball your opponent controls",
            Count::Level(Side::YourController) => "level of the attacking personality",
            Count::Level(Side::YourMainPersonality) => "level of your main personality",
            Count::Pur(Side::YourController) => "point of pur of the attacking personality",
            Count::Pur(Side::YourMainPersonality) => "point of pur of your main personality",
            _ => return None,
        }
        .to_string(),
    )
}

/// Rewrites the keys of a card that defines X for damage: the definition ("x = your current
/// anger level", or ", where x is ..." at the end of the sentence using it) is dropped and each
/// "+x <unit>" / "doing x <unit>" becomes "+1 <unit> of damage for each <phrase>". Returns
/// `None` (nothing rewritten) unless there is exactly one definition, it is understood, and
/// every X of the card is one of those damage uses.
pub fn rewrite_x(keys: &[String]) -> Option<Vec<Option<String>>> {
    static DEF: OnceLock<Regex> = OnceLock::new();
    static INLINE: OnceLock<Regex> = OnceLock::new();
    static USE: OnceLock<Regex> = OnceLock::new();
    static ANY_X: OnceLock<Regex> = OnceLock::new();
    let def = DEF.get_or_init(|| {
        Regex::new(r"^x ?(?:=|is equal to|equals|is) ?(?P<q>.+)$").expect("a fixed pattern")
    });
    let inline = INLINE.get_or_init(|| {
        Regex::new(r",? where x (?:is|=|equals) (?P<q>.+)$").expect("a fixed pattern")
    });
    let uses = USE.get_or_init(|| {
        Regex::new(r"(?P<pre>\+|doing )x (?P<u>(?:power )?stages?|life cards?)(?: of damage)?")
            .expect("a fixed pattern")
    });
    let any_x = ANY_X.get_or_init(|| Regex::new(r"\bx\b").expect("a fixed pattern"));
    // Namekian Dragon Blast: "Choose X cards from your discard pile and place them on the bottom
    // of your Life Deck": one card per unit counted (`piles::searches_per_count`).
    static CHOOSE: OnceLock<Regex> = OnceLock::new();
    let choose = CHOOSE.get_or_init(|| {
        Regex::new(r"^choose x cards from your discard pile and (?:place|put) them (?P<end>on|at) the (?P<side>top|bottom) of your life deck$")
            .expect("a fixed pattern")
    });
    let mut definition = None;
    let mut out: Vec<Option<String>> = vec![None; keys.len()];
    for (i, k) in keys.iter().enumerate() {
        let found = def
            .captures(k)
            .map(|c| (c["q"].to_string(), String::new()))
            .or_else(|| {
                inline.captures(k).map(|c| {
                    let start = c.get(0).map_or(k.len(), |m| m.start());
                    (c["q"].to_string(), k[..start].to_string())
                })
            });
        if let Some((q, rest)) = found {
            if definition.is_some() {
                return None;
            }
            definition = Some(parse_x(&q)?);
            // A whole-sentence definition compiles to nothing of its own.
            out[i] = Some(rest);
        }
    }
    let count = definition?;
    let phrase = each_phrase(&count)?;
    let mut used = false;
    for (i, k) in keys.iter().enumerate() {
        let k = out[i].clone().unwrap_or_else(|| k.clone());
        if k.is_empty() {
            continue;
        }
        let replaced = match choose.captures(&k) {
            Some(c) => {
                used = true;
                std::borrow::Cow::Owned(format!(
                    "place 1 card from your discard pile {} the {} of your life deck for each {phrase}",
                    &c["end"], &c["side"]
                ))
            }
            None => uses.replace_all(&k, |c: &regex::Captures<'_>| {
                used = true;
                let pre = if &c["pre"] == "+" { "+" } else { "doing " };
                format!("{pre}1 {} of damage for each {phrase}", &c["u"])
            }),
        };
        if any_x.is_match(&replaced) {
            return None;
        }
        if replaced != k {
            out[i] = Some(replaced.into_owned());
        }
    }
    used.then_some(out)
}

fn per(c: &Caps<'_>, n: &str, unit: &str, count: Count) -> Option<PerCount> {
    let d = unit_damage(c.s(unit), number(c.s(n))?);
    Some(PerCount {
        power_stages: d.power_stages,
        life_cards: d.life_cards,
        count,
        max: if c.has("max") {
            number(c.s("max"))
        } else {
            None
        },
        scope: Scope::ThisAttack,
        kinds: Vec::new(),
    })
}

/// The rows.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "attack-per-count",
        pattern: concat!(
            r"(?P<focused>focused,? )?(?:a )?{kind} attack (?:doing|that does|dealing) (?P<plus>\+)?{n} {unit}(?: of damage)? (?:for each|for every|per) (?P<q>.+?)",
            r"(?:,? to a maximum of (?:an additional )?\+?(?P<max>\d+)(?: (?:power stages?|life cards?))?(?: of damage)?)?"
        ),
        build: |c| {
            let count = parse_each(c.s("q"))?;
            let kind = *c.kinds().first()?;
            let p = per(c, "n", "unit", count)?;
            let attack = AttackSpec {
                kind,
                damage: None,
                focused: c.has("focused"),
                cannot_be_stopped: false,
                cannot_be_prevented: false,
            };
            Some(vec![
                Piece::Effect(Effect::Attack(attack)),
                Piece::Effect(if c.has("plus") {
                    Effect::ModifyPer(p)
                } else {
                    Effect::DamagePer(p)
                }),
            ])
        },
    },
    Pattern {
        name: "attack-stated-and-per-count",
        pattern: concat!(
            r"(?P<focused>focused,? )?(?:a )?{kind} attack doing (?P<m>\d+) (?P<unit2>(?:power )?stages?|life cards?)(?: of damage)? (?:and|plus) (?:an additional )?\+{n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?)",
            r"(?:,? to a maximum of (?:an additional )?\+?(?P<max>\d+)(?: (?:power stages?|life cards?))?(?: of damage)?)?"
        ),
        build: |c| {
            let count = parse_each(c.s("q"))?;
            let kind = *c.kinds().first()?;
            let p = per(c, "n", "unit", count)?;
            let attack = AttackSpec {
                kind,
                damage: Some(c.damage("unit2", c.n("m")?)),
                focused: c.has("focused"),
                cannot_be_stopped: false,
                cannot_be_prevented: false,
            };
            Some(vec![
                Piece::Effect(Effect::Attack(attack)),
                Piece::Effect(Effect::ModifyPer(p)),
            ])
        },
    },
    Pattern {
        name: "modify-per-count",
        pattern: concat!(
            r"(?:(?:this|the|that) attack |it )?(?:(?:also )?(?:does|do|deals) )?(?:an additional |an addition )?\+{n} {unit}(?: of damage)? (?:for each|for every|per) (?P<q>.+?)",
            r"(?:,? to a maximum of (?:an additional )?\+?(?P<max>\d+)(?: (?:power stages?|life cards?))?(?: of damage)?)?"
        ),
        build: |c| {
            let count = parse_each(c.s("q"))?;
            Some(vec![Piece::Effect(Effect::ModifyPer(per(
                c, "n", "unit", count,
            )?))])
        },
    },
    Pattern {
        // Gohan Lv.2: "For each Non-Combat card discarded this way, this attack does an
        // additional +4 life cards of damage."
        name: "per-count-then-modify",
        pattern: r"(?:for each|for every) (?P<q>.+?),? (?:this|the|that) attack does (?:an additional |an addition )?\+{n} {unit}(?: of damage)?",
        build: |c| {
            let count = parse_each(c.s("q"))?;
            Some(vec![Piece::Effect(Effect::ModifyPer(per(
                c, "n", "unit", count,
            )?))])
        },
    },
    Pattern {
        name: "your-attacks-do-per-count",
        pattern: r"all (?:of )?your (?:(?P<kinds>physical|energy) )?attacks do (?:an additional )?\+{n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?) || your (?P<kinds>physical|energy) attacks do (?:an additional )?\+{n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?) || all (?P<kinds>physical|energy) attacks you perform do (?:an additional )?\+{n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?) || (?P<kinds>physical|energy) attacks performed by (?P<by>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) do (?:an additional )?\+{n} {unit}(?: of damage)? (?:for each|for every) (?P<q>.+?)",
        build: |c| {
            let count = parse_each(c.s("q"))?;
            let mut p = per(c, "n", "unit", count)?;
            p.scope = Scope::YourAttacks;
            p.kinds = c.kinds();
            let e = Effect::ModifyPer(p);
            // "Physical attacks performed by Vegeta do ...": the attacks of that personality in
            // control of Combat.
            Some(vec![Piece::Effect(if c.has("by") {
                Effect::Conditional(crate::engine::effects::Conditional {
                    condition: crate::engine::effects::Condition::PerformedBy(vec![
                        crate::engine::compile::patterns::title(c.s("by")),
                    ]),
                    effects: vec![e],
                })
            } else {
                e
            })])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_compiles() {
        for i in EACH.iter().chain(X.iter()) {
            assert!(
                Regex::new(&format!("^(?:{})$", i.pattern)).is_ok(),
                "{}",
                i.pattern
            );
        }
    }

    #[test]
    fn each_phrases() {
        assert_eq!(
            parse_each("card in your hand"),
            Some(Count::CardsInHand(Who::You))
        );
        assert_eq!(
            parse_each("each dragon ball your opponent controls"),
            Some(Count::DragonBallsControlled(Who::Opponent))
        );
        assert_eq!(
            parse_each("every anger level you are above 0"),
            Some(Count::Anger(Who::You))
        );
        assert!(matches!(
            parse_each("card in your discard pile with \"kamehameha\" in the title"),
            Some(Count::DiscardPile { filter, .. }) if filter.title_has.as_deref() == Some("Kamehameha")
        ));
        assert_eq!(parse_each("cell jr. you have in play"), None);
        // Personalities in play (Turles, the Mysterious Lv.1; Android 20 Lv.1 and Lv.2;
        // Cell Jr. 2 Lv.1), of one player or both, with a word in the title or not.
        let personalities = |player, title: Option<&str>| {
            Some(Count::Personalities {
                player,
                title_has: title.map(str::to_string),
            })
        };
        assert_eq!(
            parse_each("each personality in play"),
            personalities(None, None)
        );
        assert_eq!(
            parse_each("every personality in play with the word \"android\" in the card title"),
            personalities(None, Some("Android"))
        );
        assert_eq!(
            parse_each("every android personality card in play"),
            personalities(None, Some("Android"))
        );
        assert_eq!(
            parse_each("each cell jr. you control in play"),
            personalities(Some(Who::You), Some("Cell Jr."))
        );
        // Not a personality's name: another item, or nothing (the judge).
        assert_eq!(
            parse_each("each dragon ball you control"),
            Some(Count::DragonBallsControlled(Who::You))
        );
        assert_eq!(parse_each("each drill you control"), None);
        assert_eq!(parse_each("each majin in play"), None);
        assert_eq!(
            parse_each("card in your opponent's removed from the game pile"),
            Some(Count::RemovedPile(Who::Opponent))
        );
        assert!(matches!(
            parse_each("every vegeta named card in your discard pile"),
            Some(Count::DiscardPile { filter, .. }) if filter.title_has.as_deref() == Some("Vegeta")
        ));
        // "every Named card" (Krillin, the Great Lv.3): Named for any personality (Glossary).
        assert!(
            matches!(parse_each("every named card in your discard pile"),
            Some(Count::DiscardPile { filter, .. }) if filter.any_named)
        );
        assert_eq!(
            parse_each("each ally in play with the bojack unbound subset symbol"),
            Some(Count::AlliesInPlayFromSet("Bojack Unbound".into()))
        );
        // Every phrase an X may be written as reads back.
        for c in [
            Count::Anger(Who::You),
            Count::TotalAnger,
            Count::DragonBallsInPlay,
            Count::Level(Side::YourController),
            Count::Pur(Side::YourMainPersonality),
            Count::DragonBallsOfSetInPlay("Namek".into()),
        ] {
            assert_eq!(parse_each(&each_phrase(&c).expect("a phrase")), Some(c));
        }
    }

    /// Krillin, Z Warrior Lv.2 (Majin Buu Saga #72): "+X life cards ... X= Krillin's current
    /// PUR" is counted from the attacking personality's PUR.
    #[test]
    fn x_is_the_powers_own_personalitys_pur() {
        assert_eq!(
            parse_x("krillin's current pur"),
            Some(Count::Pur(Side::YourController))
        );
        assert_eq!(parse_x("your opponent's current pur"), None);
        let keys = vec![
            "this attack does an additional +x life cards of damage".to_string(),
            "x= krillin's current pur".to_string(),
        ];
        let out = rewrite_x(&keys).expect("rewritten");
        assert_eq!(
            out[0].as_deref(),
            Some("this attack does an additional +1 life cards of damage for each point of pur of the attacking personality")
        );
    }

    #[test]
    fn x_is_written_out() {
        let keys = vec![
            "physical attack doing x power stages of damage".to_string(),
            "x is equal to the total anger of all players".to_string(),
        ];
        let out = rewrite_x(&keys).expect("rewritten");
        assert_eq!(
            out[0].as_deref(),
            Some("physical attack doing 1 power stages of damage for each anger level of all players")
        );
        assert_eq!(out[1].as_deref(), Some(""));
        // X used for something else: nothing rewritten.
        let keys = vec![
            "this attack stays on the table to be used x more times this combat".to_string(),
            "x = your current anger level".to_string(),
        ];
        assert_eq!(rewrite_x(&keys), None);
    }
}
