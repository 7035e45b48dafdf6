//! Pattern rows: `lasting::against_alignment` — wordings of attack, defence and Drill cards the
//! CRD 3.0.0 errata rewrites ("Treat this card as if it read ...") that no other table reads:
//!
//! - floating stops and prevention for the attacks made against the personalities of an
//!   alignment, whoever performs them ("Stop all physical attacks performed against villains
//!   for the remainder of Combat", Vegeta's Jolting Slash; "Stops all heroes from losing 1 life
//!   card of damage from every attack for the remainder of Combat", Chiaotzu's Physical
//!   Defense);
//! - a floating prevention joined to text the card user's attacks gain ("For the remainder of
//!   Combat, prevent 2 power stages of damage from all of your opponent's physical attacks, and
//!   all your physical attacks gain "Raise your anger 1 level. This attack cannot be
//!   prevented."", Orange Rapid Attack), read with the lasting and `lasting::floating`' effects.
//!
//! Every row is anchored to the whole clause and states its duration; a clause that does not
//! read fully returns `None` and the sentence stays with the judge.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{kinds, number, one, Pattern, Piece};
use crate::engine::effects::{
    AgainstGroup, AttackKind, AttackRule, AttackSpec, CardFilter, Destination, Effect, Search,
    SearchIn, Trigger, TriggerEvent, Who, XRange,
};

/// "villains" / "heroes" as the alignment a personality card carries.
fn alignment(word: &str) -> Option<String> {
    match word {
        "villains" | "villain" => Some("Villain".into()),
        "heroes" | "hero" => Some("Hero".into()),
        _ => None,
    }
}

/// The text an attack gains, read for a floating rule: "This attack cannot be prevented."
/// sets the rule's flag; every other sentence must compile fully to effects the engine resolves
/// with the attack's secondary effects (step 3) or its "If successful" effects (step 15), which
/// is where the gained text is read (CRD "Secondary Effects": text an attack gains is added to
/// the end of its text box and resolved in order).
pub(in crate::engine) fn gained(q: &str, r: &mut AttackRule) -> Option<()> {
    // The quoted text is already a normalised (lower-case) key: its sentences end at ". ".
    for s in q.split(". ").map(|s| s.trim().trim_end_matches('.')) {
        if s.is_empty() {
            continue;
        }
        let key = crate::engine::compile::sentences::key(s);
        if matches!(
            key.as_str(),
            "this attack cannot be prevented" | "damage from this attack cannot be prevented"
        ) {
            r.cannot_be_prevented = true;
            continue;
        }
        let effects = crate::engine::compile::nested_clauses::compile_fully(s)?;
        if effects.is_empty() {
            return None;
        }
        for e in effects {
            let ok = match &e {
                Effect::Anger(_)
                | Effect::PowerStages(_)
                | Effect::MainPersonalityStages(_)
                | Effect::Draw(_) => true,
                // `attack::attacks_gain`: alternatives, chosen on the action of each attack that
                // gains the text.
                Effect::Either(alts) => alts.iter().flatten().all(|e| {
                    matches!(
                        e,
                        Effect::Anger(_)
                            | Effect::PowerStages(_)
                            | Effect::MainPersonalityStages(_)
                            | Effect::Draw(_)
                    )
                }),
                Effect::IfSuccessful(v) => v.iter().all(|e| {
                    matches!(
                        e,
                        Effect::Anger(_)
                            | Effect::PowerStages(_)
                            | Effect::MainPersonalityStages(_)
                            | Effect::Draw(_)
                    )
                }),
                _ => false,
            };
            if !ok {
                return None;
            }
            r.gain.push(e);
        }
    }
    Some(())
}

/// The key the first sentence takes when [`join_chosen`] has joined the three sentences of one
/// choice ("choose up to N cards in your discard pile", "Remove M of them from the game",
/// "Shuffle the remaining cards back into your Life Deck").
const CHOSE_AND_MOVED: &str = "of the cards chosen up to";

/// The key the later sentences take once joined to the first.
const JOINED: &str = "the cards chosen in the sentences before are moved as they say";

/// Joins "If successful, choose up to 4 cards in your discard pile. Remove 2 of them from the
/// game. Shuffle the remaining cards back into your Life Deck." (Namekian Quick Blast) into
/// one effect of the first sentence; the later two then compile to nothing of their own.
/// `rewritten` holds the keys as rewritten so far (`None`: unchanged).
pub fn join_chosen(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 3]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        fixed([
            r"^(?P<pre>if successful,? )?choose up to (?P<n>\d+|two|three|four|five|six) cards (?:in|from) your discard pile$",
            r"^remove (?P<m>\d+|one|two|three) of them from the game$",
            r"^shuffle the remaining cards (?:back )?into your life deck$",
        ])
    });
    join_three(keys, rewritten, res, JOINED, |a, b| {
        let (n, m) = (number(&a["n"])?, number(&b["m"])?);
        if m > n {
            return None;
        }
        let pre = a.name("pre").map_or("", |p| p.as_str());
        Some(format!("{pre}remove {m} {CHOSE_AND_MOVED} {n} in your discard pile and shuffle the others into your life deck"))
    });
}

/// Joins "Energy attack costing X life cards. X must be between 1 - 7. This attack does X life
/// cards of damage." (Straining Blocking Move) into one key of the first sentence; the later two
/// then compile to nothing of their own.
pub fn join_chosen_x(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 3]> = OnceLock::new();
    let res = RES.get_or_init(|| {
        fixed([
            r"^(?P<kind>energy|physical) attack costing x life cards$",
            r"^x must be between (?P<min>\d+) ?(?:-|–|and|to) ?(?P<max>\d+)$",
            r"^this attack does x life cards of damage$",
        ])
    });
    join_three(keys, rewritten, res, JOINED_X, |a, b| {
        Some(format!(
            "{} attack costing x life cards and doing x life cards of damage, x chosen from {} to {}",
            &a["kind"], &b["min"], &b["max"]
        ))
    });
}

fn fixed(patterns: [&str; 3]) -> [Regex; 3] {
    patterns.map(|p| Regex::new(p).expect("a fixed pattern"))
}

/// Joins three sentences in a row that `res` read into one key of the first (`first`, from the
/// first two sentences' captures), when that key compiles; the later two take the key `joined`.
fn join_three(
    keys: &[String],
    rewritten: &mut [Option<String>],
    res: &[Regex; 3],
    joined: &str,
    first: impl Fn(&regex::Captures<'_>, &regex::Captures<'_>) -> Option<String>,
) {
    for i in 0..keys.len().saturating_sub(2) {
        if rewritten[i..i + 3].iter().any(Option::is_some) {
            continue;
        }
        let (Some(a), Some(b), true) = (
            res[0].captures(&keys[i]),
            res[1].captures(&keys[i + 1]),
            res[2].is_match(&keys[i + 2]),
        ) else {
            continue;
        };
        let Some(key) = first(&a, &b) else { continue };
        if crate::engine::compile::nested_clauses::clause_ok(&key, 0) {
            rewritten[i] = Some(key);
            rewritten[i + 1] = Some(joined.to_string());
            rewritten[i + 2] = Some(joined.to_string());
        }
    }
}

/// The key the later sentences of a joined X take.
const JOINED_X: &str = "x is as the sentence before says";

fn discard_pile_search(count: u32, to: Destination) -> Effect {
    Effect::Search(Search {
        player: Who::You,
        from: SearchIn::DiscardPile,
        filter: CardFilter::default(),
        count,
        up_to: true,
        all: false,
        random: false,
        to,
        ally_stage: None,
        may: false,
        keeps_in_play: false,
        until_end_of_combat: None,
        powers_lost: false,
        by_owner: false,
    })
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Written by `join_chosen`: the player names the cards chosen in the action's `choose`;
        // the first M named are removed from the game (as many as were chosen, up to M), the
        // others (up to N - M) shuffled into the Life Deck.
        name: "choose-from-discard-pile-remove-some-shuffle-the-rest",
        pattern: r"remove (?P<m>\d+) of the cards chosen up to (?P<n>\d+) in your discard pile and shuffle the others into your life deck",
        build: |c| {
            let (n, m) = (c.n("n")?, c.n("m")?);
            Some(vec![
                Piece::Effect(discard_pile_search(m, Destination::RemovedFromGame)),
                Piece::Effect(discard_pile_search(
                    n.checked_sub(m)?,
                    Destination::LifeDeckShuffled,
                )),
            ])
        },
    },
    Pattern {
        // Written by `join_chosen_x`: X is named by the player as the card is played.
        name: "attack-costing-chosen-x-life-cards",
        pattern: r"(?P<kind>energy|physical) attack costing x life cards and doing x life cards of damage, x chosen from (?P<min>\d+) to (?P<max>\d+)",
        build: |c| {
            let (min, max) = (c.n("min")?, c.n("max")?);
            if min > max {
                return None;
            }
            Some(vec![
                Piece::Effect(Effect::Attack(AttackSpec {
                    kind: if c.s("kind") == "energy" {
                        AttackKind::Energy
                    } else {
                        AttackKind::Physical
                    },
                    damage: None,
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                })),
                Piece::Effect(Effect::ChosenX(XRange { min, max })),
            ])
        },
    },
    Pattern {
        name: "x-as-the-sentence-before-says",
        pattern: r"x is as the sentence before says",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        // Vile Energy (CRD 3.0.0 errata).
        name: "search-drills-up-to-opponents",
        pattern: r"if your opponent has more drills in play than you, you may search your life deck for a drill and place it into play until you have the same number of drills in play as your opponent,? or until you have no more drills in your life deck that are playable(?: \(whichever happens first\))?",
        build: |_| one(Effect::DrillsUpToOpponents),
    },
    Pattern {
        name: "cards-chosen-in-the-sentences-before",
        pattern: r"the cards chosen in the sentences before are moved as they say",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        // Cell's Neck Grab (CRD 3.0.0 errata), inside its "If successful".
        name: "discard-opponents-ally-and-mp-loses-its-stages",
        pattern: r"discard one of your opponent's allies in play and your opponent's main personality loses (?P<n>\d+|one|a) power stages? for each power stage the ally was(?: at)? above 0",
        build: |c| one(Effect::DiscardAllyStagesLost(number(c.s("n"))?)),
    },
    Pattern {
        // Blue Deceiving Drill (CRD 3.0.0 errata): the player who says yes also says how many
        // power stages, in the `choose` of the `use` action (the engine does not choose).
        name: "when-entering-combat-may-gain-up-to",
        pattern: r"(?:when|whenever) entering combat(?: as (?:the |a )?(?P<role>attacker|defender))?,? you may gain up to {n} power stages?",
        build: |c| {
            let on = match c.s("role") {
                "" => TriggerEvent::EnteringCombat,
                "attacker" => TriggerEvent::EnteringCombatAsAttacker,
                _ => TriggerEvent::EnteringCombatAsDefender,
            };
            one(Effect::Trigger(Trigger {
                on,
                kinds: Vec::new(),
                may: true,
                per_combat: None,
                condition: None,
                effects: vec![Effect::PowerStagesUpTo(c.n("n")?)],
            }))
        },
    },
    Pattern {
        // Namekian Energy Drill (CRD 3.0.0 errata). The card taken from the hand is named by the
        // `use` action that says yes (as for `in_play::drills`'s triggered searches); it is
        // discarded and shuffled into the Life Deck, which the engine does in one move (hand to
        // Life Deck, shuffled); then the card is drawn.
        name: "after-success-may-hand-card-into-life-deck-then-draw",
        pattern: r"after every successful (?:(?P<kinds>physical|energy) )?attack you perform,? you may discard a card from your hand and shuffle it into your life deck,? and then draw a card",
        build: |c| {
            one(Effect::Trigger(Trigger {
                on: TriggerEvent::YourAttackSuccessful,
                kinds: c.kinds(),
                may: true,
                per_combat: None,
                condition: None,
                effects: vec![
                    Effect::Search(Search {
                        player: Who::You,
                        from: SearchIn::Hand,
                        filter: CardFilter::default(),
                        count: 1,
                        up_to: false,
                        all: false,
                        random: false,
                        to: Destination::LifeDeckShuffled,
                        ally_stage: None,
                        may: false,
                        keeps_in_play: false,
                        until_end_of_combat: None,
                        powers_lost: false,
                        by_owner: false,
                    }),
                    Effect::Draw(1),
                ],
            }))
        },
    },
    Pattern {
        name: "stops-attacks-against-alignment",
        pattern: r"(?:for the remainder of combat,? )?stops? all (?P<kinds>physical|energy|physical and energy|physical or energy) attacks performed against (?P<g>villains|heroes)(?P<post> for the remainder of combat)?",
        build: |c| {
            // The duration is stated (before or after) exactly once.
            let pre = c.s("0").starts_with("for the remainder");
            if pre == c.has("post") {
                return None;
            }
            one(Effect::StopsAgainst(AgainstGroup {
                group: alignment(c.s("g"))?,
                kinds: kinds(c.s("kinds")),
                power_stages: 0,
                life_cards: 0,
            }))
        },
    },
    Pattern {
        name: "stops-alignment-from-losing",
        pattern: r"stops all (?P<g>villains|heroes) from losing (?P<n>\d+|an?|one|two|three) (?P<unit>life cards?|power stages?) of damage from (?:every|each|all) (?:(?P<kinds>physical|energy) )?attacks? for the remainder of combat",
        build: |c| {
            let n = number(c.s("n"))?;
            let life = c.s("unit").starts_with("life");
            one(Effect::PreventAgainst(AgainstGroup {
                group: alignment(c.s("g"))?,
                kinds: kinds(c.s("kinds")),
                power_stages: if life { 0 } else { n },
                life_cards: if life { n } else { 0 },
            }))
        },
    },
    Pattern {
        name: "prevent-and-your-attacks-gain",
        pattern: r#"for the remainder of combat,? (?P<a>prevent [^"]+?),? and (?P<subject>(?:all |any )?(?:of )?your (?:(?:physical|energy) )?attacks) gain "(?P<q>[^"]+)"\.?(?: (?P<rest>.+))?"#,
        build: |c| {
            // The prevention, as `lasting::lasting_effects` reads it.
            let p = crate::engine::compile::nested_clauses::compile_fully(&format!(
                "For the remainder of Combat, {}.",
                c.s("a")
            ))?;
            let prevent = match p.as_slice() {
                [e @ Effect::PreventLasting(_)] => e.clone(),
                _ => return None,
            };
            let mut rule = AttackRule {
                attacks: crate::engine::effects::lasting::floating::attack_filter(c.s("subject"))?,
                ..AttackRule::default()
            };
            gained(c.s("q"), &mut rule)?;
            let mut out = vec![
                Piece::Effect(prevent),
                Piece::Effect(Effect::AttacksFloating(rule)),
            ];
            let rest = c.s("rest").trim();
            if !rest.is_empty() {
                let r = crate::engine::compile::nested_clauses::compile_fully(rest)?;
                if r.is_empty() {
                    return None;
                }
                out.extend(r.into_iter().map(Piece::Effect));
            }
            Some(out)
        },
    },
    Pattern {
        name: "stays-in-play-on-more-time",
        // Krillin's Physical Defense (CRD 3.0.0 errata text, both editions): "If used by
        // Krillin, this card stays in play to be used on more time this Combat." The "on" is
        // a misprint of "one" (the meaning is plain: the standard "stays in play to be used one
        // more time this Combat"); read as [`Effect::UsesThisCombat`]`(1)`, the condition by
        // the core "if used by" reader. Anchored to this exact wording only.
        pattern: r"(?:this card )?stays in play to be used on more time this combat",
        build: |_| one(Effect::UsesThisCombat(1)),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackFilter, Change, Lasts, PreventLasting, Whose};

    #[test]
    fn blue_deceiving_drill_up_to_3() {
        let c = crate::engine::compile::compile_for(
            "When entering Combat as the defender, you may gain up to 3 power stages.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![Effect::Trigger(Trigger {
                on: TriggerEvent::EnteringCombatAsDefender,
                kinds: vec![],
                may: true,
                per_combat: None,
                condition: None,
                effects: vec![Effect::PowerStagesUpTo(3)],
            })]
        );
    }

    #[test]
    fn cells_neck_grab() {
        let c = compile_text("Cell only. Physical attack doing +3 power stages of damage. If successful, discard one of your opponent's Allies in play and your opponent's Main Personality loses 1 power stage for each power stage the Ally was at above 0.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::DiscardAllyStagesLost(
                1
            )]))
        );
    }

    #[test]
    fn namekian_quick_blast_three_sentences_one_choice() {
        let c = compile_text("Focused energy attack doing 5 life cards of damage. If successful, choose up to 4 cards in your discard pile. Remove 2 of them from the game. Shuffle the remaining cards back into your Life Deck. If successful, remove from the game. If successful, remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let moved = c
            .effects
            .iter()
            .find_map(|e| match e {
                Effect::IfSuccessful(v) if v.len() == 2 => Some(v.clone()),
                _ => None,
            })
            .expect("the joined sentence");
        assert_eq!(
            moved,
            vec![
                discard_pile_search(2, Destination::RemovedFromGame),
                discard_pile_search(2, Destination::LifeDeckShuffled)
            ]
        );
        // Alone, the later sentences are not read.
        let c = compile_text("Remove 2 of them from the game.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn straining_blocking_move_chosen_x() {
        let c = compile_text("Energy attack costing X life cards. X must be between 1 – 7. This attack does X life cards of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![
                Effect::Attack(AttackSpec {
                    kind: AttackKind::Energy,
                    damage: None,
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                }),
                Effect::ChosenX(XRange { min: 1, max: 7 })
            ]
        );
        // X used for anything else: not joined.
        let c = compile_text(
            "Energy attack costing X life cards. X must be between 1 - 7. Draw X cards.",
        );
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn vile_energy_drills_up_to_opponents() {
        let c = compile_text("Energy attack. If your opponent has more Drills in play than you, you may search your Life Deck for a Drill and place it into play until you have the same number of Drills in play as your opponent, or until you have no more Drills in your Life Deck that are playable (whichever happens first). Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects[1], Effect::DrillsUpToOpponents);
    }

    #[test]
    fn namekian_energy_drill_trigger() {
        let c = crate::engine::compile::compile_for("After every successful energy attack you perform, you may discard a card from your hand and shuffle it into your Life Deck, and then draw a card.", true);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let [Effect::Trigger(t)] = c.effects.as_slice() else {
            panic!("{c:#?}")
        };
        assert_eq!(t.on, TriggerEvent::YourAttackSuccessful);
        assert_eq!(t.kinds, vec![AttackKind::Energy]);
        assert!(t.may);
        assert!(
            matches!(t.effects.as_slice(), [Effect::Search(s), Effect::Draw(1)]
            if s.from == SearchIn::Hand && s.to == Destination::LifeDeckShuffled && s.count == 1)
        );
    }

    #[test]
    fn vegetas_jolting_slash_stops_attacks_against_villains() {
        // CRD 3.0.0 errata wording of Vegeta's Jolting Slash.
        let c = compile_text("Energy attack. Stop all physical attacks performed against villains for the remainder of Combat. Lower your opponent's anger 2 levels. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::StopsAgainst(AgainstGroup {
            group: "Villain".into(),
            kinds: vec![AttackKind::Physical],
            power_stages: 0,
            life_cards: 0,
        })));
        // No duration: not read.
        let c = compile_text("Stop all physical attacks performed against villains.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    #[test]
    fn chiaotzus_physical_defense_prevents_for_heroes() {
        let c = compile_text("Stops all heroes from losing 1 life card of damage from every attack for the remainder of Combat. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![
                Effect::PreventAgainst(AgainstGroup {
                    group: "Hero".into(),
                    kinds: vec![],
                    power_stages: 0,
                    life_cards: 1,
                }),
                Effect::RemoveFromGameAfterUse
            ]
        );
    }

    #[test]
    fn orange_rapid_attack_prevents_and_gains() {
        let c = compile_text("Sensei Deck only. Physical attack doing +3 life cards of damage. For the remainder of Combat, prevent 2 power stages of damage from all of your opponent's physical attacks, and all your physical attacks gain \u{201c}Raise your anger 1 level. This attack cannot be prevented.\u{201d} Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::PreventLasting(PreventLasting {
            power_stages: 2,
            life_cards: 0,
            all_life_cards: false,
            kinds: vec![AttackKind::Physical],
            lasts: Lasts::RestOfCombat,
        })));
        assert!(c.effects.contains(&Effect::AttacksFloating(AttackRule {
            attacks: AttackFilter {
                whose: Some(Whose::You),
                kinds: vec![AttackKind::Physical],
                ..AttackFilter::default()
            },
            cannot_be_prevented: true,
            gain: vec![Effect::Anger(Change {
                player: Who::You,
                by: 1
            })],
            ..AttackRule::default()
        })));
        assert!(c.effects.contains(&Effect::RemoveFromGameAfterUse));
        // Gained text the engine does not resolve with the attack: the judge reads it.
        let c = compile_text("For the remainder of Combat, prevent 2 power stages of damage from all of your opponent's physical attacks, and all your physical attacks gain \"Name a card.\"");
        assert_ne!(c.coverage, Coverage::Full);
        assert!(!c
            .effects
            .iter()
            .any(|e| matches!(e, Effect::AttacksFloating(_))));
    }

    #[test]
    fn krillins_physical_defense_stays_if_used_by_krillin() {
        let c = compile_text(
            "If used by Krillin, this card stays in play to be used on more time this Combat.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![Effect::Conditional(crate::engine::effects::Conditional {
                condition: crate::engine::effects::Condition::PerformedBy(vec!["Krillin".into()]),
                effects: vec![Effect::UsesThisCombat(1)],
            })]
        );
        // Without the condition's comma-joined clause, nothing else is read by this row.
        let c = compile_text(
            "This card stays in play to be used on more time this Combat and name a card.",
        );
        assert_ne!(c.coverage, Coverage::Full);
    }
}
