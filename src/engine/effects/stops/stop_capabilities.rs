//! Pattern rows of `stops::stop_capabilities`: a tail of wordings about stops and where a card goes
//! after use, each read into the engine's existing vocabulary where it fits:
//!
//! - "Stops a physical attack or energy attack performed by a Majin. This card can stop focused
//!   attacks performed by Majins." (Heroic Block): a stop that works only against a Majin's
//!   attack ([`Effect::StopsOnlyAgainst`]), Focused ones included;
//! - "Stops a focused physical attack or stops a focused energy attack" (Pikkon's Truce, Saiyan
//!   Focused Block): a stop of Focused attacks only ([`Effect::StopsOnlyFocused`]);
//! - "If this attack deals damage to an Ally, that Ally is discarded" (Overhead Squeal):
//!   [`Effect::AllyDamagedLeaves`];
//! - "Your Main Personality gains +2 to his PUR until the end of your next turn" and its
//!   wordings: [`Effect::PurRaise`], [`Effect::PurRaiseLevel`];
//! - "If this card stopped a focused attack, it stays on the table to be used one more time this
//!   Combat" (Red Clap): [`Effect::UsesIfStoppedFocused`];
//! - "If <condition>, this card can stop physical attacks that cannot be stopped" (Gohan's
//!   Forearm Block) and "If used by a personality with "Kai" or "Popo" in the title, this card
//!   can also block an energy attack" (Black Floating Popo Defense): a stop capability under a
//!   condition, read when the card defends;
//! - "Your Defense Shields can stop focused attacks" (Orange Hand-Clasp Drill): a rule while
//!   the Drill is in play, read at Battle Sequence step 7 ([`Effect::ShieldsStopFocused`]);
//! - "Stops a foe's physical attack on their next round" (Saiyan Saga wording: a "round" is an
//!   Attack Phase) and "this attack stops any energy attack from an opponent in the next phase":
//!   a floating stop used once, during the opponent's next Attack Phase ([`Effect::StopNext`]);
//! - "Piccolo and Nail." (Namekian Blocking Defense: the "only" of its sister card Namekian
//!   Dodging Technique's "Piccolo and Nail only." is missing from the printed text, the meaning
//!   is plain);
//! - where a card goes after use under a condition written in a second sentence:
//!   "Otherwise, remove from the game after use." (the condition of the sentence before, not
//!   holding) and "If <condition>, discard after use instead." / "If <condition>, discard this
//!   card instead of removing it from the game." (the card's "Remove from the game after use"
//!   then holds only when the condition does not). [`resolve`] ties each to the sentence it
//!   depends on, or leaves it to the judge.

use crate::engine::compile::patterns::{title, Pattern, Piece};
use crate::engine::effects::conditions::if_clauses;
use crate::engine::effects::{
    AttackKind, Condition, Conditional, Effect, InPlayAct, Lasts, RatingComparison, Side, Stop,
    StopNext,
};

fn one(e: Effect) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(e)])
}

/// Row names [`resolve`] completes from the card's other sentences.
const OTHERWISE: &str = "after-use-otherwise";
const DISCARD_INSTEAD: &str = "after-use-discard-instead";
const ALSO_STOPS: &str = "stop-also-when";
const FOCUSED_BY: &str = "stops-focused-performed-by";
const PUR_Y: &str = "pur-raise-by-y";
const Y_IS_LEVEL: &str = "y-is-current-level";

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "shields-stop-focused",
        // Orange Hand-Clasp Drill: "Your Defense Shields can stop focused attacks." A rule
        // while the Drill is in play, read at Battle Sequence step 7.
        pattern: r"your defense shields can stop focused attacks",
        build: |_| one(Effect::ShieldsStopFocused),
    },
    Pattern {
        name: "stays-after-stopping-focused",
        pattern: r"if this card stopped a focused attack, (?:it|this card) stays on the table to be used (?P<n>one|1|two|2) more times? this combat",
        build: |c| one(Effect::UsesIfStoppedFocused(c.n("n")?)),
    },
    Pattern {
        name: "stops-unstoppable-if-higher-rating",
        // Gohan's Forearm Block (its own stop is of physical attacks).
        pattern: r"if your personality in control of combat has a higher power rating than your opponent's main personality, this card can stop physical attacks that cannot be stopped",
        build: |_| {
            one(Effect::Conditional(Conditional {
                condition: Condition::HigherPowerRating(RatingComparison {
                    higher: Side::YourController,
                    lower: Side::OpponentMainPersonality,
                }),
                effects: vec![Effect::StopsUnstoppable],
            }))
        },
    },
    Pattern {
        name: ALSO_STOPS,
        pattern: r#"if used by a personality with "(?P<a>[a-z0-9 '-]+)" or "(?P<b>[a-z0-9 '-]+)" in the title, this card can also (?:block|stop) an? (?P<kind>physical|energy) attack"#,
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::Any(vec![
                    Condition::PerformerTitleHas(title(c.s("a"))),
                    Condition::PerformerTitleHas(title(c.s("b"))),
                ]),
                // The card's own stop is added by `resolve`.
                effects: vec![Effect::Stop(Stop {
                    kinds: c.kinds(),
                    rest_of_combat: false,
                })],
            }))
        },
    },
    Pattern {
        name: "stops-on-their-next-round",
        // Saiyan Saga: "Stops a foe's physical attack on their next round."
        pattern: r"stops a foe's (?P<kind>physical|energy) attack on their next round || this attack stops any (?P<kind>physical|energy) attack from an opponent in the next phase",
        build: |c| {
            one(Effect::StopNext(StopNext {
                kinds: c.kinds(),
                lasts: Lasts::NextAttackPhase,
            }))
        },
    },
    Pattern {
        name: "stops-only-against",
        // Heroic Block: "Stops a physical attack or energy attack performed by a Majin."
        pattern: r"stops a (?P<kinds>physical attack or energy attack|energy attack or physical attack|physical or energy attack|physical attack|energy attack) performed by an? (?P<g>majin|villain|hero)",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Stop(Stop {
                    kinds: c.kinds(),
                    rest_of_combat: false,
                })),
                Piece::Effect(Effect::StopsOnlyAgainst(title(c.s("g")))),
            ])
        },
    },
    Pattern {
        name: "stops-only-focused",
        // Pikkon's Truce, Saiyan Focused Block: "Stops a focused physical attack or stops a
        // focused energy attack." The card names the attacks it stops: a Focused attack of
        // either kind (so the Focused rule on stoppers of both kinds does not shut it out), and
        // no other (refused at step 5, as `stops-only-against`).
        pattern: r"stops a focused physical attack or (?:stops )?a focused energy attack || stops a focused energy attack or (?:stops )?a focused physical attack",
        build: |_| {
            Some(vec![
                Piece::Effect(Effect::Stop(Stop {
                    kinds: vec![AttackKind::Physical, AttackKind::Energy],
                    rest_of_combat: false,
                })),
                Piece::Effect(Effect::StopsFocused),
                Piece::Effect(Effect::StopsOnlyFocused),
            ])
        },
    },
    Pattern {
        name: "stops-only-focused-of-one-kind",
        // Black Power Hit: "Physical attack doing +3 power stages of damage or stops a focused
        // energy attack." The clause names the attacks it stops as `stops-only-focused` does:
        // a Focused attack of that kind (the card can stop it: CRD 3.0.0 "What does Focused
        // do?"), and no other (refused at step 5).
        pattern: r"stops a focused {kind} attack",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Stop(Stop {
                    kinds: vec![*c.kinds().first()?],
                    rest_of_combat: false,
                })),
                Piece::Effect(Effect::StopsFocused),
                Piece::Effect(Effect::StopsOnlyFocused),
            ])
        },
    },
    Pattern {
        name: FOCUSED_BY,
        // Heroic Block: "This card can stop focused attacks performed by Majins." The card
        // stops attacks performed by a Majin only (checked by `resolve`).
        pattern: r"this card can stop focused attacks performed by (?P<g>majins|villains|heroes)",
        build: |c| {
            let g = match c.s("g") {
                "majins" => "Majin",
                "villains" => "Villain",
                _ => "Hero",
            };
            Some(vec![
                Piece::Effect(Effect::StopsFocused),
                Piece::Effect(Effect::StopsOnlyAgainst(g.to_string())),
            ])
        },
    },
    Pattern {
        name: "ally-damaged-leaves-play",
        pattern: r"if this attack deals damage to an ally, that ally is (?P<d>discarded|removed from the game) || if an ally takes damage from this attack, (?P<r>remove) that ally from the game after the damage is dealt",
        build: |c| {
            one(Effect::AllyDamagedLeaves(
                if c.has("d") && c.s("d") == "discarded" {
                    InPlayAct::Discard
                } else {
                    InPlayAct::RemoveFromGame
                },
            ))
        },
    },
    Pattern {
        name: "if-main-personality-lower-rating",
        // Piccolo's Power Ball: "If performed by your Main Personality and he currently has a
        // lower power rating than your opponent's Main Personality, ...".
        pattern: r"if performed by your main personality and he currently has a lower power rating than your opponent's main personality, (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::Not(Box::new(Condition::PerformedByAlly)),
                    Condition::HigherPowerRating(RatingComparison {
                        higher: Side::OpponentMainPersonality,
                        lower: Side::YourMainPersonality,
                    }),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "pur-raise",
        // Orange Chin Break, Blue Thrusted Blast, Saiyan Training.
        pattern: r"your main personality gains \+(?P<n>\d+) to his pur until the end of your (?:next )?turn || your main personality's pur is considered to be \+(?P<n>\d+) until the end of your (?:next )?turn || your pur is \+(?P<n>\d+) until the end of the game",
        build: |c| one(Effect::PurRaise(c.n("n")?)),
    },
    Pattern {
        name: PUR_Y,
        // Blue Reflexes: "Your Main Personality's PUR gains +Y until the end of your next turn.
        // Y = your Main Personality's current personality level." (paired by `resolve`).
        pattern: r"your main personality's pur gains \+y until the end of your (?:next )?turn",
        build: |_| one(Effect::PurRaiseLevel),
    },
    Pattern {
        name: Y_IS_LEVEL,
        pattern: r"y = your main personality's current personality level",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "pur-bonus-while-in-play",
        // Dende Healing Drill: "Increases your power up rating (PUR) by 3 when Dende is anywhere
        // in play." (a Drill's PUR bonus under a condition).
        pattern: r"increases your power up rating \(pur\) by (?P<n>\d+) when (?P<w>[a-z]+) is anywhere in play",
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::InPlay(title(c.s("w"))),
                effects: vec![Effect::PurBonus(c.n("n")?)],
            }))
        },
    },
    Pattern {
        name: "only-piccolo-and-nail",
        // Namekian Blocking Defense prints "Piccolo and Nail." without "only".
        pattern: r"piccolo and nail",
        build: |_| one(Effect::Only(vec!["Piccolo".into(), "Nail".into()])),
    },
    Pattern {
        name: OTHERWISE,
        pattern: r"otherwise, remove (?:this card )?from the game after use",
        build: |_| one(Effect::RemoveFromGameAfterUse),
    },
    Pattern {
        name: DISCARD_INSTEAD,
        pattern: r"if (?P<c>.+?), discard (?:this card )?after use instead || if (?P<c>.+?), discard this card instead of removing it from the game",
        build: |c| {
            // "If Saibaimen are anywhere in play": a personality (or card) of this name in play.
            let condition = if_clauses::parse(c.s("c")).or_else(|| {
                let what = c.s("c").strip_suffix(" are anywhere in play")?;
                (!what.contains(' ')).then(|| Condition::InPlay(title(what)))
            })?;
            // Discarded: the default after use, once the card's "Remove from the game after
            // use" is put under the opposite condition by `resolve`.
            one(Effect::Conditional(Conditional {
                condition,
                effects: Vec::new(),
            }))
        },
    },
    Pattern {
        name: "must-be-performed-by-title",
        // Blue Android 15's Energy Ball: a requirement met when the card is played (the
        // personality in control of Combat for its player has the word in its title).
        pattern: r#"this attack must be performed by a personality with "(?P<w>[a-z0-9 '-]+)" in the title"#,
        build: |c| {
            one(Effect::Requires(Condition::PerformerTitleHas(title(
                c.s("w"),
            ))))
        },
    },
];

type Compiled = (String, Vec<Piece>, Vec<&'static str>);

fn manual(entry: &mut Compiled) {
    entry.1 = vec![Piece::Effect(Effect::Manual(entry.0.clone()))];
    entry.2.clear();
}

/// Ties this module's sentences to the ones they depend on:
/// - "Otherwise, remove from the game after use." takes the opposite of the condition of the
///   sentence just before (a sentence that is one condition and its effects);
/// - "If C, discard after use instead." puts the card's earlier "Remove from the game after use"
///   under "not C";
/// - "this card can also block an energy attack" adds the card's own stop's kinds.
///
/// A sentence with nothing to depend on is left to the judge.
pub(in crate::engine) fn resolve(compiled: &mut [Compiled]) {
    // "+Y" and "Y = ..." compile only as a pair: exactly one of each.
    let count = |name: &str, c: &[Compiled]| c.iter().filter(|e| e.2.contains(&name)).count();
    if (count(PUR_Y, compiled), count(Y_IS_LEVEL, compiled)) != (1, 1) {
        for e in compiled.iter_mut() {
            if e.2.contains(&PUR_Y) || e.2.contains(&Y_IS_LEVEL) {
                manual(e);
            }
        }
    }
    for i in 0..compiled.len() {
        let names = compiled[i].2.clone();
        if names.contains(&OTHERWISE) {
            let before = match i.checked_sub(1).map(|j| compiled[j].1.as_slice()) {
                Some([Piece::Effect(Effect::Conditional(c))]) => Some(c.condition.clone()),
                _ => None,
            };
            match before {
                Some(c) => {
                    compiled[i].1 = vec![Piece::Effect(Effect::Conditional(Conditional {
                        condition: Condition::Not(Box::new(c)),
                        effects: vec![Effect::RemoveFromGameAfterUse],
                    }))];
                }
                None => manual(&mut compiled[i]),
            }
        } else if names.contains(&DISCARD_INSTEAD) {
            let condition = match compiled[i].1.as_slice() {
                [Piece::Effect(Effect::Conditional(c))] => c.condition.clone(),
                _ => continue,
            };
            let not = Condition::Not(Box::new(condition));
            let mut found = false;
            for entry in compiled.iter_mut().take(i) {
                for p in entry.1.iter_mut() {
                    if matches!(p, Piece::Effect(Effect::RemoveFromGameAfterUse)) {
                        *p = Piece::Effect(Effect::Conditional(Conditional {
                            condition: not.clone(),
                            effects: vec![Effect::RemoveFromGameAfterUse],
                        }));
                        found = true;
                    }
                }
            }
            if !found {
                manual(&mut compiled[i]);
            }
        } else if names.contains(&FOCUSED_BY) {
            // Only on a card whose stop is already limited to the same performers.
            let limit = compiled[i].1.iter().find_map(|p| match p {
                Piece::Effect(Effect::StopsOnlyAgainst(g)) => Some(g.clone()),
                _ => None,
            });
            let same = compiled.iter().enumerate().any(|(j, e)| {
                j != i
                    && e.1.iter().any(|p| {
                        matches!(p, Piece::Effect(Effect::StopsOnlyAgainst(g)) if Some(g) == limit.as_ref())
                    })
            });
            if same {
                // The limit is the other sentence's: this one only adds Focused attacks.
                compiled[i]
                    .1
                    .retain(|p| !matches!(p, Piece::Effect(Effect::StopsOnlyAgainst(_))));
            } else {
                manual(&mut compiled[i]);
            }
        } else if names.contains(&ALSO_STOPS) {
            let own: Vec<Vec<AttackKind>> = compiled
                .iter()
                .flat_map(|e| e.1.iter())
                .filter_map(|p| match p {
                    Piece::Effect(Effect::Stop(s)) if !s.rest_of_combat => Some(s.kinds.clone()),
                    _ => None,
                })
                .collect();
            let [own] = own.as_slice() else {
                manual(&mut compiled[i]);
                continue;
            };
            let own = own.clone();
            if let [Piece::Effect(Effect::Conditional(c))] = compiled[i].1.as_mut_slice() {
                if let [Effect::Stop(s)] = c.effects.as_mut_slice() {
                    for k in own {
                        if !s.kinds.contains(&k) {
                            s.kinds.push(k);
                        }
                    }
                    // Physical first, as the compiler writes a stop of both kinds.
                    s.kinds.sort_by_key(|k| *k != AttackKind::Physical);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::*;

    fn json(text: &str) -> String {
        serde_json::to_string(&compile_text(text).effects).unwrap()
    }

    #[test]
    fn red_clap_stays_if_it_stopped_a_focused_attack() {
        let c = compile_text("Endurance 2. Stops an energy attack. Remove from the game 3 random cards from your opponent's Sensei Deck. Lower your opponent's anger 1 level. If this card stopped a focused attack, it stays on the table to be used one more time this Combat. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::UsesIfStoppedFocused(1)));
    }

    #[test]
    fn conditional_stop_capabilities() {
        let c = compile_text("Endurance 1. Stops a physical attack. Raise your anger 1 level. If your personality in control of Combat has a higher power rating than your opponent's Main Personality, this card can stop physical attacks that cannot be stopped.");
        assert_eq!(c.coverage, Coverage::Full);
        let c = compile_text("Heroes only. Stops a physical attack. If used by a personality with \"Kai\" or \"Popo\" in the title, this card can also block an energy attack. Shuffle into your Life Deck after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::Conditional(Conditional {
            condition: Condition::Any(vec![
                Condition::PerformerTitleHas("Kai".into()),
                Condition::PerformerTitleHas("Popo".into())
            ]),
            effects: vec![Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                rest_of_combat: false
            })]
        })));
        // No stop of its own: left to the judge.
        let c = compile_text("If used by a personality with \"Kai\" or \"Popo\" in the title, this card can also block an energy attack.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn next_round_stops() {
        let c = compile_text("Physical Attack doing +2 stages of damage if successful. Stops a foe's physical attack on their next round. Lower foe's anger by 1.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::StopNext(StopNext {
            kinds: vec![AttackKind::Physical],
            lasts: Lasts::NextAttackPhase
        })));
        let c = compile_text("Physical Attack doing +4 stages of damage. If successful, this attack stops any energy attack from an opponent in the next phase. Lower foe's anger level 1.");
        assert_eq!(c.coverage, Coverage::Full);
    }

    #[test]
    fn stops_only_against_majins() {
        let c = compile_text("Sensei Deck. Stops a physical attack or energy attack performed by a Majin. This card can stop focused attacks performed by Majins. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::StopsOnlyAgainst("Majin".into())));
        assert!(c.effects.contains(&Effect::StopsFocused));
        // Without the limit on the card's stop, left to the judge.
        let c = compile_text(
            "Stops a physical attack. This card can stop focused attacks performed by Majins.",
        );
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn ally_damaged_leaves_play() {
        let c = compile_text("Physical attack doing 7 power stages of damage. If this attack deals damage to an Ally, that Ally is discarded. If your Main Personality is at 5 power stages above 0 or higher, shuffle this card back into your Life Deck after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::AllyDamagedLeaves(InPlayAct::Discard)));
        let c = compile_text("Physical attack doing +5 power stages of damage. If an Ally takes damage from this attack, remove that Ally from the game after the damage is dealt.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::AllyDamagedLeaves(InPlayAct::RemoveFromGame)));
    }

    #[test]
    fn piccolos_power_ball() {
        let j = json("Energy attack doing 6 life cards of damage. If performed by your Main Personality and he currently has a lower power rating than your opponent's Main Personality, this card stays on the table to be used one more time this Combat. Place the bottom card of your discard pile at the bottom of your Life Deck.");
        assert!(
            j.contains(r#"{"conditional":{"condition":{"all":[{"not":"performed_by_ally"},{"higher_power_rating":{"higher":"opponent_main_personality","lower":"your_main_personality"}}]},"effects":[{"uses_this_combat":1}]}}"#),
            "{j}"
        );
    }

    #[test]
    fn pur_raises() {
        let c = compile_text("Endurance 2. Physical attack doing +2 power stages of damage. Empower 3. Your Main Personality gains +2 to his PUR until the end of your next turn.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::PurRaise(2)));
        let c = compile_text("Endurance 3. Energy attack doing 5 life cards of damage. If successful, your Main Personality's PUR is considered to be +2 until the end of your turn.");
        assert_eq!(c.coverage, Coverage::Full);
        let c = compile_text(
            "Your PUR is +1 until the end of the game. Remove from the game after use. Limit 1 per deck.",
        );
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::PurRaise(1)));
    }

    #[test]
    fn pur_raise_by_level() {
        let c = compile_text("Endurance X. X = your Main Personality's PUR - 1. Stops a physical attack. Your Main Personality's PUR gains +Y until the end of your next turn. Y = your Main Personality's current personality level. Lower your opponent's anger 2 levels.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c.effects.contains(&Effect::PurRaiseLevel));
        let c = compile_text(
            "Stops a physical attack. Your Main Personality's PUR gains +Y until the end of your next turn.",
        );
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn dende_healing_drill() {
        let c = crate::engine::compile::compile_for(
            "Increases your power up rating (PUR) by 3 when Dende is anywhere in play.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full);
        assert_eq!(
            c.effects,
            vec![Effect::Conditional(Conditional {
                condition: Condition::InPlay("Dende".into()),
                effects: vec![Effect::PurBonus(3)]
            })]
        );
    }

    #[test]
    fn piccolo_and_nail() {
        let c = compile_text("Piccolo and Nail. You may have up to 8 copies of this card in your Life Deck. Stops a physical attack.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::Only(vec!["Piccolo".into(), "Nail".into()])));
    }

    #[test]
    fn after_use_under_a_condition() {
        // Blue Speediness.
        let j = json("Sensei Deck. Stops a physical or energy attack. If you declared a Tokui-Waza and your opponent did not, raise your anger 2 levels and shuffle this card into your Life Deck after use. Otherwise, remove from the game after use.");
        assert!(
            j.contains(r#"{"conditional":{"condition":{"not":"tokui_waza_opponent_none"},"effects":["remove_from_game_after_use"]}}"#),
            "{j}"
        );
        // Blue Shifting Maneuver.
        let c = compile_text("Endurance X. X = your current anger level. Stops a physical or energy attack. Remove from the game after use. If your Main Personality's current personality level is 3 or higher, discard after use instead.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(!c.effects.contains(&Effect::RemoveFromGameAfterUse));
        let j = serde_json::to_string(&c.effects).unwrap();
        assert!(
            j.contains(r#""effects":["remove_from_game_after_use"]"#) && j.contains("not"),
            "{j}"
        );
        // Blue Thrusting Fist Strike.
        let c = compile_text("Physical attack.  If successful, Combat ends after damage is dealt.  Remove from the game after use.  If Saibaimen are anywhere in play, discard this card instead of removing it from the game.");
        assert_eq!(c.coverage, Coverage::Full);
        // Nothing to depend on: left to the judge.
        let c = compile_text("Stops a physical attack. Otherwise, remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Partial);
        let c = compile_text("Stops a physical attack. If Saibaimen are anywhere in play, discard this card instead of removing it from the game.");
        assert_eq!(c.coverage, Coverage::Partial);
    }

    #[test]
    fn must_be_performed_by_a_title() {
        let c = compile_text("Endurance 1. This attack must be performed by a personality with \"Android\" in the title. Energy attack doing 5 life cards of damage. Raise your anger 1 level. If successful, your opponent must skip his next \"Attacker Attacks\" phase. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::Requires(Condition::PerformerTitleHas(
                "Android".into()
            ))));
    }

    /// Black Power Hit (world-games-saga/001): "... or stops a focused energy attack": the
    /// attack, or a stop of a Focused energy attack and no other (CRD 3.0.0 "What does Focused
    /// do?"; the card's two uses read as every "attack ... or stops ..." card's are).
    #[test]
    fn black_power_hit_stops_a_focused_energy_attack_only() {
        let c = compile_text("Physical attack doing +3 power stages of damage or stops a focused energy attack. Remove from game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(matches!(c.effects.first(), Some(Effect::Attack(_))));
        for e in [
            Effect::Stop(Stop {
                kinds: vec![AttackKind::Energy],
                rest_of_combat: false,
            }),
            Effect::StopsFocused,
            Effect::StopsOnlyFocused,
        ] {
            assert!(c.effects.contains(&e), "{e:?} in {c:#?}");
        }
    }

    /// Pikkon's Truce (world-games-saga/093), Saiyan Focused Block (world-games-saga/108):
    /// "Stops a focused physical attack or stops a focused energy attack": a stop of either
    /// kind that can stop Focused attacks (CRD 3.0.0 "What does Focused do?") and stops no
    /// other (checked at step 5 by `conditional_stop_capabilities`).
    #[test]
    fn stops_focused_attacks_only() {
        let c = compile_text(
            "Stops a focused physical attack or stops a focused energy attack. Remove from the game after use.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects[..3],
            [
                Effect::Stop(Stop {
                    kinds: vec![AttackKind::Physical, AttackKind::Energy],
                    rest_of_combat: false
                }),
                Effect::StopsFocused,
                Effect::StopsOnlyFocused,
            ]
        );
    }
}
