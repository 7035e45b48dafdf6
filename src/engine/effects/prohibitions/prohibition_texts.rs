//! The sentences that make a lasting prohibition (`prohibitions`): "Drills, allies, and
//! personality powers may not be used this Combat" (Showdown), "Your opponent may not use
//! personality powers and Constant Combat Powers for the remainder of Combat" (Red Face Slap),
//! "No dragon balls may be played while this drill is in play" (Black Water Confusion Drill),
//! "Nothing can raise your anger except this Constant Combat Power" (Android 13 Lv.2), "Your
//! opponent cannot play and use Combat cards" (Vegeta, Settled Down Lv.2), "Your opponents may
//! not perform energy attacks" (Trunks, the Powerful Lv.4), "Stops all "Constant Combat Powers"
//! from working for the remainder of this combat" (Trunks Stands Ready), and a
//! chosen Ally that "cannot take over Combat" (Android 18 Lv.1, two sentences joined by
//! [`pair_chosen_ally`]). A sentence whose subject, object or duration is not one of these stays
//! with the judge.

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::prohibitions::{Bound, Forbidden, Prohibition, Span, TurnEdgeWord};
use crate::engine::effects::Effect;

/// One prohibition effect per object, for one subject and duration.
fn prohibit(bound: Bound, what: Vec<Forbidden>, lasts: Span) -> Option<Vec<Piece>> {
    if what.is_empty() {
        return None;
    }
    Some(
        what.into_iter()
            .map(|what| Piece::Effect(Effect::Prohibit(Prohibition { bound, what, lasts })))
            .collect(),
    )
}

/// The objects a list names ("drills, allies, and personality powers", "allies and combat
/// cards"); `None` when one of them is not an object this module reads.
fn objects(list: &str) -> Option<Vec<Forbidden>> {
    let mut out = Vec::new();
    let cleaned = list
        .replace(", and ", ", ")
        .replace(", or ", ", ")
        .replace(" and ", ", ")
        .replace(" or ", ", ");
    for item in cleaned.split(", ").map(str::trim).filter(|s| !s.is_empty()) {
        let item = item.strip_prefix("their ").unwrap_or(item);
        out.push(match item {
            "drills" => Forbidden::Cards {
                types: vec!["Drill".into()],
                played_only: false,
            },
            "combat cards" => Forbidden::Cards {
                types: vec!["Combat".into()],
                played_only: false,
            },
            // CRD "Non-Combat Cards": Drills are Non-Combat cards (as City In Turmoil reads it).
            "non-combat cards" => Forbidden::Cards {
                types: vec!["Non-Combat".into()],
                played_only: false,
            },
            "allies" => Forbidden::Allies,
            "personality powers" => Forbidden::PersonalityPowers,
            "constant combat powers" => Forbidden::ConstantCombatPowers,
            _ => return None,
        });
    }
    Some(out)
}

/// The duration a sentence's closing words give (`None`: words naming a turn of a player the
/// sentence does not name, left to the judge).
fn span(c: &Caps<'_>) -> Option<Span> {
    if c.has("in_play") {
        Some(Span::WhileInPlay)
    } else if c.has("turn_rest") {
        Some(Span::RestOfTurn)
    } else if c.has("edge") {
        turn_span(c, bound(c))
    } else {
        Some(Span::ThisCombat)
    }
}

/// "until the beginning of your next turn", "until the end of his next turn" (CRD 3.0.0 "The
/// Sequence of Play for One Complete Turn"): "your" is the card's controller, "his" the bound
/// opponent the sentence names.
fn turn_span(c: &Caps<'_>, bound: Bound) -> Option<Span> {
    let whose = match (c.s("whose"), bound) {
        ("your", _) => Bound::You,
        ("his" | "her" | "their", Bound::Opponent) => Bound::Opponent,
        _ => return None,
    };
    let edge = match c.s("edge") {
        "end" => TurnEdgeWord::End,
        _ => TurnEdgeWord::Beginning,
    };
    Some(Span::NextTurn { whose, edge })
}

/// The subject a sentence's opening words name (none: every player).
fn bound(c: &Caps<'_>) -> Bound {
    match c.s("who") {
        "" => Bound::Everyone,
        w if w.starts_with("your opponent") || w == "that opponent" || w == "he" => Bound::Opponent,
        _ => Bound::You,
    }
}

/// The list of objects a row reads, as a group of its pattern.
macro_rules! objects {
    () => {
        r"(?P<what>(?:drills|allies|combat cards|non-combat cards|personality powers|constant combat powers)(?:(?:,|, and|, or| and| or) (?:drills|allies|combat cards|non-combat cards|personality powers|constant combat powers))*)"
    };
}

/// "this Combat", "for the remainder of (the) Combat", "during Combat while this Drill is in
/// play", "while this Drill is in play", "for the remainder of (the|this) turn", and the edges
/// of a player's next turn ([`next_turn!`]).
macro_rules! lasting {
    () => {
        concat!(
            r" (?:this combat|for the remainder of (?:the )?combat|(?P<in_play>(?:during combat )?while this drill is in play)|(?P<turn_rest>for the (?:remainder|rest) of (?:the|this) turn)|",
            next_turn!(),
            ")"
        )
    };
}

/// "until the beginning of your next turn", "until the end of his next turn".
macro_rules! next_turn {
    () => {
        r"until the (?P<edge>beginning|start|end) of (?P<whose>your|his|her|their) next turn"
    };
}

/// The key given to the second sentence of a pair joined by [`pair_chosen_ally`].
const ALLY_PAIRED: &str = "the card chosen in the sentence before is the one this sentence names";

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "prohibition-may-not-be-used",
        pattern: concat!(
            objects!(),
            r" (?:may not|cannot|can not) be (?:played or used|used)",
            lasting!()
        ),
        build: |c| prohibit(Bound::Everyone, objects(c.s("what"))?, span(c)?),
    },
    Pattern {
        name: "prohibition-player-may-not-use",
        pattern: concat!(
            r"(?P<who>your opponents?|you) (?:may not|cannot|can not) use (?:their |his )?",
            objects!(),
            lasting!()
        ),
        build: |c| prohibit(bound(c), objects(c.s("what"))?, span(c)?),
    },
    Pattern {
        // Trunks Stands Ready (Trunks Saga #093): "Stops all "Constant Combat Powers" from
        // working for the remainder of this combat": every player's (CRD 3.0.0 "Turning off
        // Personality Powers").
        name: "prohibition-constant-combat-powers-stopped",
        pattern: r#"stops all "?constant combat powers"? from working for the remainder of (?:this |the )?combat"#,
        build: |_| {
            prohibit(
                Bound::Everyone,
                vec![Forbidden::ConstantCombatPowers],
                Span::ThisCombat,
            )
        },
    },
    Pattern {
        name: "prohibition-no-dragon-balls-played",
        pattern: r"no dragon balls may be played(?P<in_play> while this drill is in play)",
        build: |c| {
            prohibit(
                Bound::Everyone,
                vec![Forbidden::Cards {
                    types: vec!["Dragon Ball".into()],
                    played_only: true,
                }],
                span(c)?,
            )
        },
    },
    Pattern {
        // Gohan Spots the Imposter Drill (Trunks Saga #128): "Choose an opponent, that opponent
        // can not play any allies while this drill is in play". A board has two players (the
        // attacker and the defender), so the chosen opponent is the opponent; Allies are
        // Personality cards (CRD 3.0.0 "What do Allies do?").
        name: "prohibition-player-may-not-play-any",
        pattern: r"(?:choose an opponent,? )?(?P<who>that opponent|your opponents?|you) (?:may not|cannot|can not) play any (?P<what>allies|drills|dragon balls)(?P<in_play> while this drill is in play)",
        build: |c| {
            let types = match c.s("what") {
                "allies" => "Ally",
                "drills" => "Drill",
                _ => "Dragon Ball",
            };
            let who = match c.s("who") {
                "you" => Bound::You,
                _ => Bound::Opponent,
            };
            prohibit(
                who,
                vec![Forbidden::Cards {
                    types: vec![types.into()],
                    played_only: true,
                }],
                span(c)?,
            )
        },
    },
    Pattern {
        // Vegeta, Settled Down Lv.2's Constant Combat Power: "Your opponent cannot play and use
        // Combat cards", while the power applies (read from the personality whose power it is,
        // like "Nothing can raise your anger except this Constant Combat Power").
        name: "prohibition-constant-power-combat-cards",
        pattern: r"(?P<who>your opponents?) (?:may not|cannot|can not) play (?:and|or) use combat cards",
        build: |c| prohibit(bound(c), objects("combat cards")?, Span::WhileInPlay),
    },
    Pattern {
        // Trunks, the Powerful Lv.4's Constant Combat Power: "Your opponents may not perform
        // energy attacks", while the power applies (no duration of its own: a Constant Combat
        // Power is constantly active, CRD 3.0.0 "Power-Up Rating (PUR)").
        name: "prohibition-constant-power-attacks",
        pattern: r"(?P<who>your opponents?) (?:may not|cannot|can not) perform {kinds} attacks",
        build: |c| {
            prohibit(
                bound(c),
                vec![Forbidden::Attacks { kinds: c.kinds() }],
                Span::WhileInPlay,
            )
        },
    },
    Pattern {
        // Vinegar's Revenge (Trunks Saga #029: "Choose one opponent. That opponent cannot gain
        // power stages until the beginning of your next turn"; a board has one opponent), Saiyan
        // Beef (Kid Buu Saga #117: "Your opponent's personalities ... until the end of your
        // next turn"; CRD "Referencing": "your opponent" is every personality of that player),
        // Saiyan Side Step (World Games Saga #113: "... until the beginning of his next turn").
        name: "prohibition-no-power-stages-gained-until-a-next-turn",
        pattern: concat!(
            r"(?P<who>that opponent|your opponent's personalities|your opponents?) (?:may not|cannot|can not) gain (?:any )?power stages ",
            next_turn!()
        ),
        build: |c| prohibit(bound(c), vec![Forbidden::StagesGained], span(c)?),
    },
    Pattern {
        // Vinegar's Revenge's first sentence, "Choose one opponent.": a board has two players
        // (the attacker and the defender), so the one opponent is chosen; the next sentence's
        // "That opponent" is read as the opponent.
        name: "prohibition-choose-one-opponent",
        pattern: r"choose one opponent",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        // Blue Head Charge (Cell Saga #156): "Your opponent cannot gain any anger until the
        // beginning of his next turn"; Vegeta's Elbow Slam (Bojack Unbound #014): "... and he
        // cannot raise his anger for the remainder of the turn".
        name: "prohibition-no-anger-raised-for-a-turn-span",
        pattern: concat!(
            r"(?P<who>your opponent|he) (?:may not|cannot|can not) (?:gain|raise) (?:any |his )?anger (?:",
            next_turn!(),
            r"|(?P<turn_rest>for the (?:remainder|rest) of (?:the|this) turn))"
        ),
        build: |c| prohibit(bound(c), vec![Forbidden::AngerRaised], span(c)?),
    },
    Pattern {
        name: "prohibition-nothing-raises-your-anger",
        pattern: r"nothing can raise your anger except this constant combat power",
        build: |_| prohibit(Bound::You, vec![Forbidden::AngerRaised], Span::WhileInPlay),
    },
    // Android 17 Lv.1, King Cold, Galactic Ruler Lv.2 (their whole Constant Combat Power).
    Pattern {
        name: "prohibition-your-anger-cannot-be-lowered",
        pattern: r"your anger (?:level )?cannot be (?:lowered|reduced)",
        build: |_| prohibit(Bound::You, vec![Forbidden::AngerLowered], Span::WhileInPlay),
    },
    // Goku, the Protector Lv.3 and Gohan, the Fighter Lv.2 (their power's second sentence).
    Pattern {
        name: "prohibition-anger-lowered-past-levels-by-one-card",
        pattern: r"you cannot have your anger lowered by more than (?P<n>\d+) levels? by any card",
        build: |c| {
            prohibit(
                Bound::You,
                vec![Forbidden::AngerLoweredPast { levels: c.n("n")? }],
                Span::WhileInPlay,
            )
        },
    },
    Pattern {
        name: "prohibition-chosen-ally-no-redirect-no-control",
        pattern: r"for the remainder of combat,? your opponent cannot redirect damage to an ally in play of your choice and that ally cannot take over combat",
        build: |_| {
            prohibit(
                Bound::Chosen,
                vec![Forbidden::RedirectToAlly, Forbidden::AllyControl],
                Span::ThisCombat,
            )
        },
    },
    Pattern {
        name: "prohibition-chosen-drill-power-for-the-game",
        pattern: r"your opponent cannot use the power of one of his drills in play of your choice for the remainder of the game",
        build: |_| prohibit(Bound::Chosen, vec![Forbidden::DrillPower], Span::RestOfGame),
    },
    Pattern {
        name: "prohibition-no-card-in-your-next-defence",
        pattern: r#"you may not use a card during your next "?defender defends"? phase"#,
        build: |_| {
            prohibit(
                Bound::You,
                vec![Forbidden::Cards {
                    types: Vec::new(),
                    played_only: false,
                }],
                Span::NextDefence,
            )
        },
    },
    Pattern {
        name: "prohibition-card-chosen-in-the-sentence-before",
        pattern: ALLY_PAIRED,
        build: |_| Some(vec![Piece::Reminder]),
    },
];

/// A card chosen over two sentences, read as one: Namekian Blocking Stance's Drill, and
/// "Choose and Ally in play." followed by "For the remainder of Combat, your opponent cannot
/// redirect damage to that Ally and the Ally cannot take over Combat." (Android 18 Lv.1 HT, the
/// duration from its ruling, `lasting::duration_rulings`): one sentence, the choice its subject.
/// Without a stated duration the pair is left alone (and to the judge).
pub(in crate::engine) fn pair_chosen_ally(keys: &[String], rewritten: &mut [Option<String>]) {
    const CHOOSE: &[&str] = &[
        "choose and ally in play",
        "choose an ally in play",
        "choose 1 ally in play",
    ];
    const THEN: &str = "for the remainder of combat, your opponent cannot redirect damage to that ally and the ally cannot take over combat";
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i].is_some() || rewritten[i + 1].is_some() {
            continue;
        }
        // Namekian Blocking Stance: "Choose 1 of your opponent's Drills in play. Your opponent
        // cannot use the power of that Drill for the remainder of the game."
        if keys[i] == "choose 1 of your opponent's drills in play"
            && keys[i + 1]
                == "your opponent cannot use the power of that drill for the remainder of the game"
        {
            rewritten[i] = Some(
                "your opponent cannot use the power of one of his drills in play of your choice for the remainder of the game"
                    .to_string(),
            );
            rewritten[i + 1] = Some(ALLY_PAIRED.to_string());
            continue;
        }
        if CHOOSE.contains(&keys[i].as_str()) && keys[i + 1] == THEN {
            rewritten[i] = Some(
                "for the remainder of combat, your opponent cannot redirect damage to an ally in play of your choice and that ally cannot take over combat"
                    .to_string(),
            );
            rewritten[i + 1] = Some(ALLY_PAIRED.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, compile_text, Coverage};
    use crate::engine::effects::prohibitions::{Bound, Forbidden, Prohibition, Span, TurnEdgeWord};
    use crate::engine::effects::Effect;

    fn prohibitions(text: &str) -> Vec<Prohibition> {
        fn flat(e: Effect, out: &mut Vec<Prohibition>) {
            match e {
                Effect::Prohibit(p) => out.push(p),
                Effect::IfSuccessful(v) => v.into_iter().for_each(|e| flat(e, out)),
                Effect::Conditional(c) => c.effects.into_iter().for_each(|e| flat(e, out)),
                _ => {}
            }
        }
        let mut out = Vec::new();
        compile_text(text)
            .effects
            .into_iter()
            .for_each(|e| flat(e, &mut out));
        out
    }

    /// Trunks, the Powerful Lv.4 (Cell Saga #127): the opponent's energy attacks, while the
    /// Constant Combat Power applies (CRD 3.0.0 "Power-Up Rating (PUR)"); outside one, the
    /// judge's; "for the remainder of Combat" stays a lasting restriction.
    #[test]
    fn trunks_the_powerful_opponents_may_not_perform_energy_attacks() {
        let c = compile_for(
            "(Constant Combat Power) Your opponents may not perform energy attacks.",
            false,
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::Prohibit(Prohibition {
            bound: Bound::Opponent,
            what: Forbidden::Attacks {
                kinds: vec![crate::engine::effects::AttackKind::Energy]
            },
            lasts: Span::WhileInPlay,
        })));
        let c = compile_for("Your opponents may not perform energy attacks.", false);
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
        assert!(
            prohibitions("You may not perform energy attacks for the remainder of Combat.")
                .is_empty()
        );
    }

    /// Showdown: three objects, every player, this Combat.
    #[test]
    fn showdown_drills_allies_and_powers_this_combat() {
        let p = prohibitions("Drills, allies, and personality powers may not be used this Combat.");
        assert_eq!(p.len(), 3);
        assert!(p
            .iter()
            .all(|p| p.bound == Bound::Everyone && p.lasts == Span::ThisCombat));
        assert_eq!(p[1].what, Forbidden::Allies);
        assert_eq!(p[2].what, Forbidden::PersonalityPowers);
    }

    /// Red Face Slap: the opponent's powers and Constant Combat Powers.
    #[test]
    fn red_face_slap_opponents_powers() {
        let p = prohibitions("Your opponent may not use personality powers and Constant Combat Powers for the remainder of Combat.");
        assert_eq!(
            p.iter().map(|p| p.what.clone()).collect::<Vec<_>>(),
            vec![
                Forbidden::PersonalityPowers,
                Forbidden::ConstantCombatPowers
            ]
        );
        assert!(p.iter().all(|p| p.bound == Bound::Opponent));
    }

    /// Trunks Stands Ready: every player's Constant Combat Powers, this Combat (CRD 3.0.0
    /// "Turning off Personality Powers").
    #[test]
    fn trunks_stands_ready_stops_all_constant_combat_powers_this_combat() {
        let c = compile_text("Stops all \"Constant Combat Powers\" from working for the remainder of this combat.  Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            prohibitions("Stops all \"Constant Combat Powers\" from working for the remainder of this combat."),
            vec![Prohibition {
                bound: Bound::Everyone,
                what: Forbidden::ConstantCombatPowers,
                lasts: Span::ThisCombat,
            }]
        );
    }

    /// Face Off and Mean Squeeze: Combat cards and Drills for every player.
    #[test]
    fn face_off_and_mean_squeeze() {
        let p = prohibitions(
            "Allies and Combat cards may not be played or used for the remainder of the Combat.",
        );
        assert_eq!(p[0].what, Forbidden::Allies);
        assert!(
            matches!(&p[1].what, Forbidden::Cards { types, played_only: false } if types == &["Combat"])
        );
        let p = prohibitions("Drills may not be used for the remainder of Combat.");
        assert!(matches!(
            &p[..],
            [Prohibition {
                bound: Bound::Everyone,
                what: Forbidden::Cards { .. },
                lasts: Span::ThisCombat
            }]
        ));
    }

    /// Vegeta, Settled Down Lv.2 (CRD 3.0.0 "Power-Up Rating (PUR)": a Constant Combat Power is
    /// constantly active): the opponent's Combat cards while the power applies; outside a
    /// Constant Combat Power the sentence says for how long nothing and goes to the judge.
    #[test]
    fn vegeta_settled_down_opponents_combat_cards() {
        let c = compile_for("(Constant Combat Power) Your opponent cannot play and use Combat cards. All of your attacks do +2 life cards of damage.", false);
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        assert!(c.effects.iter().any(|e| matches!(e, Effect::Prohibit(p)
            if p.bound == Bound::Opponent
                && p.lasts == Span::WhileInPlay
                && matches!(&p.what, Forbidden::Cards { types, played_only: false } if types == &["Combat"]))));
        let c = compile_for("Your opponent cannot play and use Combat cards.", false);
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Manual);
    }

    /// Red Dueling Drill and Black Water Confusion Drill: read from the Drill in play.
    #[test]
    fn drills_in_play_prohibit() {
        let c = compile_for(
            "Your opponents may not use their Allies during Combat while this Drill is in play.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full);
        assert!(matches!(
            &c.effects[..],
            [Effect::Prohibit(Prohibition {
                bound: Bound::Opponent,
                what: Forbidden::Allies,
                lasts: Span::WhileInPlay
            })]
        ));
        let c = compile_for(
            "No dragon balls may be played while this drill is in play.",
            true,
        );
        assert!(matches!(
            &c.effects[..],
            [Effect::Prohibit(Prohibition {
                what: Forbidden::Cards {
                    played_only: true,
                    ..
                },
                lasts: Span::WhileInPlay,
                ..
            })]
        ));
    }

    /// Gohan Spots the Imposter Drill (Trunks Saga #128): the opponent plays no Ally while the
    /// Drill is in play.
    #[test]
    fn gohan_spots_the_imposter_drill_no_allies_played() {
        let c = compile_for(
            "Choose an opponent, that opponent can not play any allies while this drill is in play. Limit 1 per deck.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full);
        let p = prohibitions(
            "Choose an opponent, that opponent can not play any allies while this drill is in play.",
        );
        assert_eq!(
            p,
            vec![Prohibition {
                bound: Bound::Opponent,
                what: Forbidden::Cards {
                    types: vec!["Ally".into()],
                    played_only: true
                },
                lasts: Span::WhileInPlay
            }]
        );
    }

    /// Android 13 Lv.2's Constant Combat Power, and Android 18 Lv.1's two sentences with its
    /// ruling's duration.
    #[test]
    fn anger_and_chosen_ally() {
        let p = prohibitions("Nothing can raise your anger except this Constant Combat Power.");
        assert_eq!(p[0].what, Forbidden::AngerRaised);
        // Android 17 Lv.1 and King Cold, Galactic Ruler Lv.2: the same lasting state, lowering.
        for text in [
            "Your anger level cannot be lowered.",
            "Your anger cannot be reduced.",
        ] {
            let p = prohibitions(text);
            assert_eq!(p[0].what, Forbidden::AngerLowered, "{text}");
            assert_eq!(p[0].lasts, Span::WhileInPlay, "{text}");
            assert_eq!(compile_text(text).coverage, Coverage::Full, "{text}");
        }
        let p =
            prohibitions("You cannot have your anger lowered by more than 1 level by any card.");
        assert_eq!(p[0].what, Forbidden::AngerLoweredPast { levels: 1 });
        let c = compile_text("Choose and Ally in play. For the remainder of Combat, your opponent cannot redirect damage to that Ally and the Ally cannot take over Combat.");
        assert_eq!(c.coverage, Coverage::Full);
        let p = prohibitions("Choose and Ally in play. For the remainder of Combat, your opponent cannot redirect damage to that Ally and the Ally cannot take over Combat.");
        assert!(p.iter().all(|p| p.bound == Bound::Chosen));
        assert_eq!(p.len(), 2);
        // Namekian Blocking Stance: the chosen Drill, for the remainder of the game.
        let p = prohibitions("Choose 1 of your opponent's Drills in play. Your opponent cannot use the power of that Drill for the remainder of the game.");
        assert!(matches!(
            &p[..],
            [Prohibition {
                bound: Bound::Chosen,
                what: Forbidden::DrillPower,
                lasts: Span::RestOfGame
            }]
        ));
        // Straining Focused Move: any card, in its player's next defence.
        let p = prohibitions(
            "If successful, you may not use a card during your next \"Defender Defends\" phase.",
        );
        assert!(
            matches!(
                &p[..],
                [Prohibition {
                    bound: Bound::You,
                    lasts: Span::NextDefence,
                    ..
                }]
            ),
            "{p:?}"
        );
        // Red Front Jab's object list with "or".
        let p = prohibitions(
            "Your opponent cannot use Non-Combat cards or Allies for the remainder of Combat.",
        );
        assert_eq!(p.len(), 2);
        // Without the ruling's duration, the judge's.
        assert!(prohibitions("Choose and Ally in play. Your opponent cannot redirect damage to that Ally and the Ally cannot take over Combat.").is_empty());
    }

    /// CRD 3.0.0 "The Sequence of Play for One Complete Turn", "Floating Effects": a
    /// prohibition lasting to an edge of a named player's next turn, or the remainder of the
    /// turn; "your" is the card user's turn, "his" the bound opponent's.
    #[test]
    fn prohibitions_lasting_to_a_next_turn() {
        let next = |whose, edge| Span::NextTurn { whose, edge };
        let (you, him) = (Bound::You, Bound::Opponent);
        let (begins, ends) = (TurnEdgeWord::Beginning, TurnEdgeWord::End);
        let (stages, anger) = (Forbidden::StagesGained, Forbidden::AngerRaised);
        // Vinegar's Revenge, Saiyan Beef, Saiyan Side Step, Blue Head Charge, Vegeta's Elbow Slam.
        #[rustfmt::skip]
        let cases = [
            ("Choose one opponent. That opponent cannot gain power stages until the beginning of your next turn. Remove from the game after use.", stages.clone(), next(you, begins)),
            ("Physical attack doing +3 power stages of damage. Empower 2. Your opponent's personalities cannot gain power stages until the end of your next turn. Remove from the game after use.", stages.clone(), next(you, ends)),
            ("Sensei Deck. Stops a physical attack. If you declared a Tokui-Waza and your opponent declared a Namekian Tokui-Waza, your opponent may not gain power stages until the beginning of his next turn. Remove from the game after use.", stages, next(him, begins)),
            ("Physical attack doing +2 power stages of damage. Lower your opponent's anger to 0. Your opponent cannot gain any anger until the beginning of his next turn.", anger.clone(), next(him, begins)),
            ("Sensei Deck. Endurance 3. Physical attack. If you declared a Freestyle Tokui-Waza and your opponent declared a Red Tokui-Waza, lower your opponent's Main Personality 1 personality level, and he cannot raise his anger for the remainder of the turn.", anger, Span::RestOfTurn),
        ];
        for (text, what, lasts) in cases {
            assert_eq!(
                prohibitions(text),
                vec![Prohibition {
                    bound: Bound::Opponent,
                    what,
                    lasts
                }],
                "{text}"
            );
            assert_eq!(compile_text(text).coverage, Coverage::Full, "{text}");
        }
        // "you ... his next turn" names no player the sentence binds: the judge's.
        assert!(
            prohibitions("You cannot gain power stages until the end of his next turn.").is_empty()
        );
    }
}
