//! Pattern rows: personality levels, Dragon Balls and the Sensei Deck named by card text
//! (`levels::personality_levels`): a Main Personality advanced or lowered a level, anger per Dragon Ball, Dragon Balls put
//! back into a Life Deck or kept from capture, cards of a Sensei Deck removed from the game, and
//! personalities raised to their highest power stage.
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use. A level advanced by a card effect goes
//! through `levels::raise_level` like one advanced by anger, so the Most Powerful Personality
//! Victory is checked; CRD 3.0.0 does not say at which power stage the Main Personality then
//! stands, so the stage is left as it was and the judge is told.

use crate::engine::compile::patterns::{number, one, title, Caps, Pattern, Piece};
use crate::engine::effects::{
    AngerPer, AngerRange, Condition, DragonBallsAtLeast, DragonBallsToLifeDeck, Effect, LevelGain,
    LevelLoss, SenseiRemoved, SetTo, StageTarget, Who, Whose,
};

/// "your" / "your own" is the card user; "your opponent's", "his", "her", "the opponent's" the
/// other player.
fn who(s: &str) -> Who {
    if s.starts_with("your") && !s.contains("opponent") {
        Who::You
    } else {
        Who::Opponent
    }
}

/// The condition phrases of this module ("your opponent controls 3 or more Dragon Balls in
/// play", "he has 0 anger"); any other part of a phrase joined by "and" is read by
/// [`crate::engine::effects::conditions::if_clauses::parse`]. `None` unless at least one part is one of this module's.
fn condition(phrase: &str) -> Option<Condition> {
    fn mine(p: &str) -> Option<Condition> {
        static RE: std::sync::OnceLock<Option<regex::Regex>> = std::sync::OnceLock::new();
        let re = RE.get_or_init(|| {
            regex::Regex::new(
                r"^(?:(?P<who>your opponent|you) controls? (?P<n>\d+|one|two|three|four|five|six|seven)(?P<more> or more)? dragon balls(?P<set> of the same set)?(?: in play)?|(?P<he>he|your opponent) has (?P<a>\d+) anger)$",
            )
            .ok()
        });
        let c = re.as_ref()?.captures(p)?;
        if let Some(n) = c.name("n") {
            let player = if c.name("who").is_some_and(|w| w.as_str() == "you") {
                Who::You
            } else {
                Who::Opponent
            };
            // "3 Dragon Balls of the same set" (Lord Slug Lv.1): its CRD 3.0.0 ruling, "You can
            // use this power if you have more than 3 Dragon Balls in play", reads it as at least.
            let same_set = c.name("set").is_some();
            if c.name("more").is_none() && !same_set {
                return None;
            }
            return Some(Condition::DragonBallsAtLeast(DragonBallsAtLeast {
                player,
                n: number(n.as_str())?,
                same_set,
            }));
        }
        let a: u32 = c.name("a")?.as_str().parse().ok()?;
        Some(Condition::AngerBetween(AngerRange {
            player: Who::Opponent,
            min: a,
            max: a,
        }))
    }
    let phrase = phrase.trim().trim_end_matches(',').trim();
    if let Some(c) = mine(phrase) {
        return Some(c);
    }
    let parts: Vec<&str> = phrase.split(" and ").collect();
    if parts.len() < 2 || !parts.iter().any(|p| mine(p.trim()).is_some()) {
        return None;
    }
    let all: Option<Vec<Condition>> = parts
        .iter()
        .map(|p| {
            mine(p.trim())
                .or_else(|| crate::engine::effects::conditions::if_clauses::parse(p.trim()))
        })
        .collect();
    all.map(Condition::All)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- personality levels ------------------------------------------------------------
    Pattern {
        name: "lower-level",
        pattern: r"(?:lower|reduce) (?P<who>your opponent's|the opponent's|his|her|your) (?:main personality|mp)(?:'s personality level)? (?:by )?{n} (?:personality )?levels?(?: if possible)? || choose an opponent and (?:lower|reduce) (?P<who>his) main personality {n} (?:personality )?levels?(?: if possible)?",
        build: |c| {
            let by = c.n("n")?;
            (by > 0).then_some(())?;
            one(Effect::LowerLevel(LevelLoss {
                player: who(c.s("who")),
                by,
            }))
        },
    },
    Pattern {
        name: "advance-level",
        pattern: r"(?:you )?advance (?P<who>your) (?:main personality|mp) {n} (?:personality )?levels?(?: if possible)? || (?:you )?gain (?:a|one|1) personality level",
        build: |c| {
            let by = if c.has("n") { c.n("n")? } else { 1 };
            (by > 0).then_some(())?;
            one(Effect::AdvanceLevel(LevelGain {
                // "Gain a personality level" (Lord Slug Lv.1): the card's own player.
                player: if c.has("who") {
                    who(c.s("who"))
                } else {
                    Who::You
                },
                by,
            }))
        },
    },
    Pattern {
        // "advance Chi-Chi a personality level" (Chi-Chi, The Grandmother Lv.1): the card user's
        // Main Personality, when it is the personality named (CRD 3.0.0 "Referencing").
        name: "advance-named-level",
        pattern: r"advance (?P<named>[a-z][a-z.-]*(?: [a-z][a-z.-]*)?) (?:a|one|1) personality level(?: if possible)?",
        build: |c| {
            let named = c.s("named");
            // A pronoun or a determiner names no personality ("advance him a personality level"
            // is not read here: the judge has it).
            const NOT_NAMES: &[&str] = &[
                "your", "his", "her", "their", "the", "him", "them", "it", "this", "that", "a",
                "an", "any", "each", "all", "one", "every", "either", "both",
            ];
            if NOT_NAMES.contains(&named.split(' ').next().unwrap_or_default()) {
                return None;
            }
            let name = crate::engine::compile::patterns::title(named);
            one(Effect::Conditional(crate::engine::effects::Conditional {
                condition: crate::engine::effects::Condition::MainPersonalityIs(
                    crate::engine::effects::WhoIs {
                        player: Who::You,
                        is: name,
                    },
                ),
                effects: vec![Effect::AdvanceLevel(LevelGain {
                    player: Who::You,
                    by: 1,
                })],
            }))
        },
    },
    Pattern {
        // Let the Games Begin! (World Championship #SZ7): "Advance your Main Personality to level
        // 2."
        name: "advance-level-to",
        pattern: r"advance (?P<who>your opponent's|your) (?:main personality|mp) to (?:personality )?level (?P<n>\d+)",
        build: |c| one(Effect::AdvanceLevelTo(level_to(c)?)),
    },
    Pattern {
        name: "lower-level-to",
        pattern: r"(?:lower|reduce) (?P<who>your opponent's|his|her|your) (?:main personality|mp) to (?:its|his|her) level (?P<n>\d+)(?: personality card| personality level)?",
        build: |c| one(Effect::LowerLevelTo(level_to(c)?)),
    },
    // ----- anger per unit counted ----------------------------------------------------------
    Pattern {
        name: "anger-per-count",
        pattern: r"(?P<dir>raise|lower) (?P<who>your opponent's|your) anger {n} (?:levels?|level) for (?:each|every) (?P<each>.+)",
        build: |c| {
            let n = c.signed("n")?;
            let count = crate::engine::effects::amounts::count::parse_each(c.s("each"))?;
            one(Effect::AngerPer(AngerPer {
                player: who(c.s("who")),
                each: if c.s("dir") == "lower" { -n } else { n },
                count,
            }))
        },
    },
    // ----- Dragon Balls --------------------------------------------------------------------
    Pattern {
        // Not "take a Dragon Ball in play and place it at the bottom of its owner's Life Deck":
        // the one card printed so, Namekian Offense, has a CRD ruling narrowing it to "a Dragon
        // Ball an opponent controls", which the compiler does not read; it stays with the judge
        // (as Orange Power Stance below; a blind audit found it read as any Dragon Ball).
        name: "dragon-balls-to-life-deck",
        pattern: r"take {n} or {m} of your opponent's dragon balls and place them (?:at|on) the bottom of his life deck",
        build: |c| {
            let (min, max) = (c.n("n")?, c.n("m")?);
            (min > 0 && min <= max).then_some(())?;
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min,
                max,
                shuffle: false,
                captured: false,
            }))
        },
    },
    Pattern {
        // The Power of the Dragon: every Dragon Ball the opponent has in play.
        name: "dragon-balls-shuffled-into-life-deck",
        pattern: r"shuffle all of your opponent's dragon balls (?:back )?into his life deck",
        build: |_| {
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: u32::MAX,
                max: u32::MAX,
                shuffle: true,
                captured: false,
            }))
        },
    },
    Pattern {
        // Dende Dragon Ball 2: one Dragon Ball in play, either player's, back into its owner's
        // Life Deck (CRD 3.0.0 "Ownership": cards revert to their owner when they leave play).
        // Not "into its owner's Life Deck": the cards printed so (Orange Power Stance, Namekian
        // Offense's like sentence) have CRD rulings narrowing it to "a Dragon Ball an opponent
        // controls", which the compiler does not read; they stay with the judge.
        name: "dragon-ball-in-play-shuffled-into-owners-life-deck",
        pattern: r"shuffle (?:a|one) dragon ball in play back into the owner's life deck",
        build: |_| {
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Any,
                min: 1,
                max: 1,
                shuffle: true,
                captured: false,
            }))
        },
    },
    Pattern {
        name: "dragon-balls-not-captured-rest-of-combat",
        pattern: r"your dragon balls cannot be captured for the remainder of combat || for the remainder of combat,? your dragon balls cannot be captured",
        build: |_| {
            one(Effect::RestOfCombat(vec![
                Effect::DragonBallsCannotBeCaptured,
            ]))
        },
    },
    Pattern {
        name: "if-level-condition",
        pattern: r"(?:and )?if (?P<cond>[^,]+), (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                condition(c.s("cond"))?,
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-used-by-then-capture-or-discard",
        pattern: r"if (?:this (?:card|attack) is )?(?:used|performed) by (?P<who>[a-z][a-z .'-]*?), (?P<x>(?:discard|capture|remove)\b.+)",
        build: |c| {
            let w = c.s("who");
            if ["a", "an", "the", "your", "any"]
                .iter()
                .any(|a| w == *a || w.starts_with(&format!("{a} ")))
                || w.contains(" or ")
                || w.contains(" and ")
            {
                return None;
            }
            Some(vec![Piece::Conditional(
                Condition::PerformedBy(vec![title(w)]),
                c.s("x").to_string(),
            )])
        },
    },
    // ----- the Sensei Deck -----------------------------------------------------------------
    Pattern {
        name: "sensei-deck-removed",
        pattern: r"remove from the game (?P<all>all cards|all of the cards|{n} (?P<random>random )?cards?) (?:in|from) (?P<who>your opponent's|his|your) sensei deck || remove (?P<all>all cards|{n} (?P<random>random )?cards?) (?:in|from) (?P<who>your opponent's|his|your) sensei deck from the game",
        build: |c| {
            let all = c.s("all").starts_with("all");
            let count = if all { 0 } else { c.n("n")? };
            one(Effect::SenseiRemoved(SenseiRemoved {
                player: who(c.s("who")),
                count,
                all,
                random: c.has("random"),
            }))
        },
    },
    // ----- highest power stage -------------------------------------------------------------
    Pattern {
        name: "highest-stage-of",
        pattern: r"(?:raise|power up) (?P<t>any personality(?: in play)?|any one of your personalities|any ally|all of your personalities|your main personality and all of your allies|all personalities(?: in play)?) to (?:his|her|its|it's|their) highest power stages?",
        build: |c| {
            let t = c.s("t");
            one(Effect::HighestStageOf(match t {
                "any one of your personalities" => StageTarget::OneOfYours,
                "any ally" => StageTarget::AnyAlly,
                "all of your personalities" | "your main personality and all of your allies" => {
                    StageTarget::AllOfYours
                }
                _ if t.starts_with("all personalities") => StageTarget::All,
                _ => StageTarget::AnyPersonality,
            }))
        },
    },
    Pattern {
        name: "highest-stage-named",
        // "Power Krillin up to full" (Krillin, the Mighty Lv.4): to full is to the highest power
        // stage, as the core row reads "power up to full".
        pattern: r"raise (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) to (?:his|her|its) highest power stage || power (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) up to full",
        build: |c| {
            let n = c.s("name");
            if !is_a_name(n) {
                return None;
            }
            one(Effect::HighestStageOf(StageTarget::Named(title(n))))
        },
    },
    Pattern {
        name: "highest-stage-two-named",
        // "Raise Majin Vegeta and Goku to their highest power stage" (Face Off, World Games Saga
        // Preview #1): each named personality in play, as the row above reads one.
        pattern: r"raise (?P<a>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) and (?P<b>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) to their highest power stages?",
        build: |c| {
            let names = [c.s("a"), c.s("b")];
            if names.iter().any(|n| !is_a_name(n)) {
                return None;
            }
            Some(
                names
                    .iter()
                    .map(|n| Piece::Effect(Effect::HighestStageOf(StageTarget::Named(title(n)))))
                    .collect(),
            )
        },
    },
];

/// Whose Main Personality and which level, of "... your opponent's Main Personality to level N".
fn level_to(c: &Caps<'_>) -> Option<SetTo> {
    Some(SetTo {
        player: who(c.s("who")),
        to: c.n("n")?,
    })
}

/// True when `n`, read where a row expects a personality's name, is a name and not a pronoun,
/// an article or a description ("your Main Personality", "any Ally").
fn is_a_name(n: &str) -> bool {
    let first = n.split(' ').next().unwrap_or(n);
    ![
        "your", "his", "her", "its", "the", "a", "an", "any", "all", "one", "that", "this", "each",
        "every", "him", "it", "them",
    ]
    .contains(&first)
        && !n.contains("opponent")
        && !n.contains("personality")
        && !n.contains("ally")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn effects(text: &str) -> (Coverage, Vec<Effect>) {
        let c = compile_text(text);
        (c.coverage, c.effects)
    }

    #[test]
    fn lower_a_level() {
        let (cov, e) = effects("Lower your opponent's Main Personality 1 personality level.");
        assert_eq!(cov, Coverage::Full);
        assert_eq!(
            e,
            vec![Effect::LowerLevel(LevelLoss {
                player: Who::Opponent,
                by: 1
            })]
        );
        let (cov, e) = effects(
            "Physical attack. If successful and you declared a Tokui-Waza, lower your opponent's Main Personality 1 personality level.",
        );
        assert_eq!(cov, Coverage::Full, "{e:?}");
        let (cov, _) = effects("If your opponent's Main Personality is a Majin and he is level 2 or above, lower your opponent's Main Personality 1 level.");
        assert_eq!(cov, Coverage::Full);
        let (_, e) =
            effects("Reduce your opponent's Main Personality to its level 1 personality card.");
        assert_eq!(
            e,
            vec![Effect::LowerLevelTo(SetTo {
                player: Who::Opponent,
                to: 1
            })]
        );
        // Power stages are not levels.
        let (_, e) = effects("Lower your opponent's Main Personality 4 power stages.");
        assert!(!e.iter().any(|e| matches!(e, Effect::LowerLevel(_))));
        // "advance Chi-Chi a personality level" names the Main Personality (CRD 3.0.0
        // "Referencing"); a pronoun names none and is left to the judge.
        let (_, e) = effects("Advance Chi-Chi a personality level.");
        assert!(
            matches!(&e[..], [Effect::Conditional(k)] if matches!(k.effects[..], [Effect::AdvanceLevel(_)])),
            "{e:?}"
        );
        let (cov, _) = effects("Advance him a personality level.");
        assert_ne!(cov, Coverage::Full);
        // Advancing by a card effect is read; the engine checks the Most Powerful Personality
        // Victory and leaves the power stage to the judge (the CRD does not give it).
        let (cov, e) = effects("Advance your Main Personality 1 personality level.");
        assert_eq!(cov, Coverage::Full, "{e:?}");
        assert_eq!(
            e,
            vec![Effect::AdvanceLevel(LevelGain {
                player: Who::You,
                by: 1
            })]
        );
    }

    #[test]
    fn anger_then_a_level_if_no_anger_is_left() {
        let (cov, e) = effects("Physical attack. If successful, lower your opponent's anger 2 levels, and if he has 0 anger, lower his Main Personality 1 personality level.");
        assert_eq!(cov, Coverage::Full, "{e:?}");
        let Some(Effect::IfSuccessful(v)) = e.last() else {
            panic!("{e:?}")
        };
        assert!(
            matches!(v.as_slice(), [Effect::Anger(_), Effect::Conditional(c)]
            if c.condition == Condition::AngerBetween(AngerRange { player: Who::Opponent, min: 0, max: 0 }))
        );
    }

    #[test]
    fn dragon_balls() {
        let (cov, e) =
            effects("If successful, raise your anger 1 level for each Dragon Ball you control.");
        assert_eq!(cov, Coverage::Full);
        assert!(
            matches!(e.as_slice(), [Effect::IfSuccessful(v)] if matches!(v.as_slice(), [Effect::AngerPer(_)]))
        );
        let (cov, _) = effects(
            "If your opponent controls 3 or more Dragon Balls in play, capture a Dragon Ball.",
        );
        assert_eq!(cov, Coverage::Full);
        let (_, e) = effects(
            "Take 1 or 2 of your opponent's Dragon Balls and place them at the bottom of his Life Deck.",
        );
        assert_eq!(
            e,
            vec![Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 1,
                max: 2,
                shuffle: false,
                captured: false,
            })]
        );
        // The Power of the Dragon.
        let (cov, e) =
            effects("Shuffle all of your opponent's Dragon Balls back into his Life Deck.");
        assert_eq!(cov, Coverage::Full);
        assert_eq!(
            e,
            vec![Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: u32::MAX,
                max: u32::MAX,
                shuffle: true,
                captured: false,
            })]
        );
        let (cov, e) = effects("If you declared a Tokui-Waza and your opponent declared a Saiyan Tokui-Waza, your Dragon Balls cannot be captured for the remainder of Combat.");
        assert_eq!(cov, Coverage::Full, "{e:?}");
        // "Take" with no count or a count the row cannot read stays with the judge.
        let (cov, _) =
            effects("Take any Dragon Balls and place them at the bottom of his Life Deck.");
        assert_eq!(cov, Coverage::Manual);
        // Namekian Offense: its CRD ruling narrows "a Dragon Ball in play" to one an opponent
        // controls, which no row reads: the judge's.
        let (cov, _) = effects(
            "Take a Dragon Ball in play and place it at the bottom of its owner's Life Deck.",
        );
        assert_eq!(cov, Coverage::Manual);
    }

    #[test]
    fn sensei_deck() {
        let (_, e) = effects("Remove from the game 3 random cards in your opponent's Sensei Deck.");
        assert_eq!(
            e,
            vec![Effect::SenseiRemoved(SenseiRemoved {
                player: Who::Opponent,
                count: 3,
                all: false,
                random: true
            })]
        );
        let (cov, _) = effects("Search your Sensei Deck for a card that performs an attack and play it during this \"Attacker Attacks\" phase.");
        assert_eq!(cov, Coverage::Manual);
    }

    #[test]
    fn highest_stages() {
        let (_, e) = effects("Raise any personality to their highest power stage.");
        assert_eq!(e, vec![Effect::HighestStageOf(StageTarget::AnyPersonality)]);
        let (_, e) = effects("Raise Vegeta to his highest power stage.");
        assert_eq!(
            e,
            vec![Effect::HighestStageOf(StageTarget::Named("Vegeta".into()))]
        );
        // Krillin, the Mighty Lv.4: "If successful, power Krillin up to full."
        let (_, e) = effects("Power Krillin up to full.");
        assert_eq!(
            e,
            vec![Effect::HighestStageOf(StageTarget::Named("Krillin".into()))]
        );
        // The core row keeps "your Main Personality".
        let (_, e) = effects("Raise your Main Personality to his highest power stage.");
        assert_eq!(e, vec![Effect::HighestStage(Who::You)]);
        // Not a name: `timing::use_windows` reads the personality performing the attack.
        let (cov, e) = effects("Raise the attacking personality to his highest power stage.");
        assert_eq!(cov, Coverage::Full);
        assert_eq!(e, vec![Effect::AttackingPersonalityHighestStage]);
    }

    /// Face Off (World Games Saga Preview #1): "Raise Majin Vegeta and Goku to their highest
    /// power stage": each named personality, as one named is read (CRD 3.0.0 "Referencing").
    #[test]
    fn two_named_personalities_to_their_highest_stage() {
        let (cov, e) = effects("Raise Majin Vegeta and Goku to their highest power stage.");
        assert_eq!(cov, Coverage::Full);
        assert_eq!(
            e,
            vec![
                Effect::HighestStageOf(StageTarget::Named("Majin Vegeta".into())),
                Effect::HighestStageOf(StageTarget::Named("Goku".into())),
            ]
        );
        // Not names: the row leaves "your Main Personality and all of your Allies" to its own.
        let (_, e) =
            effects("Raise your Main Personality and your Allies to their highest power stage.");
        assert!(!e
            .iter()
            .any(|e| matches!(e, Effect::HighestStageOf(StageTarget::Named(_)))));
    }
}
