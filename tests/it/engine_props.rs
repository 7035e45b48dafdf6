//! Property tests over random legal boards and random action scripts: no card is ever lost or
//! duplicated across zones, stages stay within the ladder, anger stays below the advance
//! threshold between steps, and the engine never panics (refused actions are errors, and leave
//! the battle untouched).

use std::sync::Arc;

use proptest::prelude::*;
use scouter::engine::effects::{
    AttachTarget, AttachTo, AttachedAttacks, AttachedEffect, AttachedFrom, AttachedModifier,
    AttackKind, AttackSpec, Change, Cost, DamageCap, DiscardAttached, Modifier, Prevent, Scope,
    Stop, Who, Whose,
};
use scouter::engine::state::{CombatFlags, Controller, InPlay, LifeDeck, Personality, Player};
use scouter::engine::{
    Action, Battle, BoardState, CardDef, Damage, Effect, PlayerId, PowerRating, Ruleset,
    StepResult, Verb,
};

fn personality(name: &str, level: u32, scale: u64) -> CardDef {
    let mut d = CardDef::plain(name, "Personality");
    d.level = Some(level);
    d.pur = Some(1);
    d.ladder = (0..11).map(|i| PowerRating::Rating(i * scale)).collect();
    d
}

fn with(mut d: CardDef, effects: Vec<Effect>) -> CardDef {
    d.effects = effects;
    d
}

fn attack(kind: AttackKind, damage: Option<Damage>, focused: bool) -> Effect {
    Effect::Attack(AttackSpec {
        kind,
        damage,
        focused,
        cannot_be_stopped: false,
        cannot_be_prevented: false,
    })
}

/// The cards random hands and decks are drawn from.
fn catalogue() -> Vec<CardDef> {
    use AttackKind::*;
    vec![
        with(
            CardDef::plain("Punch", "Physical Combat"),
            vec![attack(Physical, None, false)],
        ),
        with(
            CardDef::plain("Blast", "Energy Combat"),
            vec![attack(Energy, None, false)],
        ),
        with(
            CardDef::plain("Heavy Blast", "Energy Combat"),
            vec![
                attack(Energy, Some(Damage::life_cards(6)), false),
                Effect::Cost(Cost {
                    power_stages: 3,
                    ..Default::default()
                }),
            ],
        ),
        with(
            CardDef::plain("Focused Kick", "Physical Combat"),
            vec![
                attack(
                    Physical,
                    Some(Damage {
                        power_stages: 3,
                        life_cards: 1,
                    }),
                    true,
                ),
                Effect::Anger(Change {
                    player: Who::You,
                    by: 2,
                }),
            ],
        ),
        with(
            CardDef::plain("Rage", "Combat"),
            vec![
                Effect::Anger(Change {
                    player: Who::You,
                    by: 3,
                }),
                Effect::Anger(Change {
                    player: Who::Opponent,
                    by: -1,
                }),
            ],
        ),
        with(
            CardDef::plain("Drain", "Physical Combat"),
            vec![
                attack(Physical, None, false),
                Effect::PowerStages(Change {
                    player: Who::Opponent,
                    by: -4,
                }),
                Effect::LoseLifeCards(scouter::engine::effects::LoseLifeCards {
                    player: Who::Opponent,
                    count: 2,
                }),
                Effect::IfSuccessful(vec![Effect::Draw(2)]),
            ],
        ),
        with(
            CardDef::plain("Empowered", "Energy Combat"),
            vec![
                attack(Energy, Some(Damage::life_cards(2)), false),
                Effect::Empower(3),
                Effect::RemoveFromGameAfterUse,
            ],
        ),
        // Attach: cards that attach to personalities and cards that discard them.
        with(
            CardDef::plain("Grapple", "Physical Combat"),
            vec![
                attack(Physical, None, false),
                Effect::Attach(AttachTo {
                    player: Whose::Opponent,
                    to: AttachTarget::MainPersonality,
                }),
                Effect::WhileAttached(AttachedEffect::Modify(AttachedModifier {
                    attacks: AttachedAttacks::ByAttached,
                    power_stages: -1,
                    life_cards: 0,
                    kinds: vec![],
                })),
                Effect::DiscardWhenHighestStage,
            ],
        ),
        with(
            CardDef::plain("Hook", "Physical Combat"),
            vec![
                attack(Physical, None, false),
                Effect::IfSuccessful(vec![Effect::Attach(AttachTo {
                    player: Whose::Opponent,
                    to: AttachTarget::Ally,
                })]),
                Effect::WhileAttached(AttachedEffect::NoControlNoRedirect),
            ],
        ),
        with(
            CardDef::plain("Cleanse", "Energy Combat"),
            vec![
                attack(Energy, None, false),
                Effect::IfSuccessful(vec![Effect::DiscardAttached(DiscardAttached {
                    whose: Whose::Any,
                    from: AttachedFrom::AllPersonalities,
                })]),
            ],
        ),
        with(
            CardDef::plain("Block", "Combat"),
            vec![Effect::Stop(Stop {
                kinds: vec![Physical, Energy],
                rest_of_combat: false,
            })],
        ),
        with(
            CardDef::plain("Stance", "Physical Combat"),
            vec![
                Effect::Stop(Stop {
                    kinds: vec![Physical],
                    rest_of_combat: true,
                }),
                Effect::RemoveFromGameAfterUse,
            ],
        ),
        with(
            CardDef::plain("Guard", "Combat"),
            vec![
                Effect::Prevent(Prevent {
                    power_stages: 3,
                    life_cards: 2,
                    kinds: vec![],
                }),
                Effect::DamageCap(DamageCap {
                    power_stages: None,
                    life_cards: Some(3),
                }),
            ],
        ),
        with(
            CardDef::plain("Endurer", "Physical Combat"),
            vec![Effect::Endurance(2)],
        ),
        with(CardDef::plain("Earth Dragon Ball 1", "Dragon Ball"), vec![]),
        with(CardDef::plain("Earth Dragon Ball 2", "Dragon Ball"), vec![]),
        CardDef::plain("Filler", "Card"),
    ]
}

fn in_play_cards() -> Vec<CardDef> {
    use AttackKind::*;
    vec![
        with(
            CardDef::plain("Plus Drill", "Drill"),
            vec![Effect::Modify(Modifier {
                power_stages: 2,
                life_cards: 1,
                scope: Scope::YourAttacks,
                kinds: vec![],
            })],
        ),
        with(
            CardDef::plain("Minus Drill", "Drill"),
            vec![Effect::Modify(Modifier {
                power_stages: -1,
                life_cards: -2,
                scope: Scope::AttacksAgainstYou,
                kinds: vec![Energy],
            })],
        ),
        with(
            CardDef::plain("Stamina Drill", "Drill"),
            vec![Effect::EnergyCost(1)],
        ),
        with(
            CardDef::plain("Shield", "Non-Combat"),
            vec![
                Effect::DefenseShield(vec![Physical, Energy]),
                Effect::RemoveFromGameAfterUse,
            ],
        ),
        with(
            CardDef::plain("Zap", "Non-Combat"),
            vec![attack(Energy, None, false)],
        ),
    ]
}

/// A random board: sizes and choices come from the generated numbers.
#[derive(Debug, Clone)]
struct Setup {
    stages: [u32; 2],
    anger: [u32; 2],
    hands: [Vec<usize>; 2],
    decks: [Vec<usize>; 2],
    unknown: [u32; 2],
    in_play: [Vec<usize>; 2],
    dragon_balls: [bool; 2],
    ally_stage: [Option<u32>; 2],
    tokui: [bool; 2],
    ruleset: bool,
    choices: Vec<u8>,
}

fn setup() -> impl Strategy<Value = Setup> {
    let n = catalogue().len();
    let m = in_play_cards().len();
    (
        (0u32..=10, 0u32..=10, 0u32..5, 0u32..5),
        (
            prop::collection::vec(0..n, 0..5),
            prop::collection::vec(0..n, 0..5),
        ),
        (
            prop::collection::vec(0..n, 0..6),
            prop::collection::vec(0..n, 0..6),
            0u32..8,
            0u32..8,
        ),
        (
            prop::collection::vec(0..m, 0..3),
            prop::collection::vec(0..m, 0..3),
            any::<[bool; 2]>(),
        ),
        (
            prop::option::of(0u32..=10),
            prop::option::of(0u32..=10),
            any::<[bool; 2]>(),
            any::<bool>(),
        ),
        prop::collection::vec(any::<u8>(), 24),
    )
        .prop_map(
            |(
                (s1, s2, a1, a2),
                (h1, h2),
                (d1, d2, u1, u2),
                (i1, i2, db),
                (al1, al2, tokui, ruleset),
                choices,
            )| Setup {
                stages: [s1, s2],
                anger: [a1, a2],
                hands: [h1, h2],
                decks: [d1, d2],
                unknown: [u1, u2],
                in_play: [i1, i2],
                dragon_balls: db,
                ally_stage: [al1, al2],
                tokui,
                ruleset,
                choices,
            },
        )
}

fn build(s: &Setup) -> BoardState {
    let cat: Vec<Arc<CardDef>> = catalogue().into_iter().map(Arc::new).collect();
    let ip: Vec<Arc<CardDef>> = in_play_cards().into_iter().map(Arc::new).collect();
    let mut state = BoardState {
        cards: Vec::new(),
        players: [Player::empty().into(), Player::empty().into()],
        unknown_def: Arc::new(CardDef::plain("unknown life card", "Card")),
        named_pool_cards: Vec::new(),
    };
    for (i, p) in PlayerId::BOTH.into_iter().enumerate() {
        let l1 = state.add_card(
            Arc::new(personality("Fighter Lv.1", 1, 500_000 * (i as u64 + 1))),
            p,
        );
        let l2 = state.add_card(
            Arc::new(personality("Fighter Lv.2", 2, 900_000 * (i as u64 + 1))),
            p,
        );
        let mut allies = Vec::new();
        if let Some(st) = s.ally_stage[i] {
            let a = state.add_card(Arc::new(personality("Helper Lv.1", 1, 300_000)), p);
            allies.push(Personality {
                levels: vec![a],
                current: 0,
                stage: st,
                attached: Vec::new(),
            });
        }
        let hand = s.hands[i]
            .iter()
            .map(|&c| state.add_card(cat[c].clone(), p))
            .collect();
        let known = s.decks[i]
            .iter()
            .map(|&c| state.add_card(cat[c].clone(), p))
            .collect();
        let mut in_play = InPlay::default();
        for &c in &s.in_play[i] {
            let id = state.add_card(ip[c].clone(), p);
            if ip[c].is_drill() {
                in_play.drills.push(id);
            } else {
                in_play.non_combat.push(id);
            }
        }
        if s.dragon_balls[i] {
            let name = if i == 0 {
                "Earth Dragon Ball 3"
            } else {
                "Earth Dragon Ball 4"
            };
            in_play
                .dragon_balls
                .push(state.add_card(Arc::new(CardDef::plain(name, "Dragon Ball")), p));
        }
        if s.tokui[i] {
            in_play.mastery =
                Some(state.add_card(Arc::new(CardDef::plain("Mastery", "Mastery")), p));
        }
        *state.player_mut(p) = Player {
            mp: Personality {
                levels: vec![l1, l2],
                current: 0,
                stage: s.stages[i],
                attached: Vec::new(),
            },
            anger: s.anger[i],
            allies,
            life_deck: LifeDeck {
                known,
                unknown_below: s.unknown[i],
                bottom: Vec::new(),
                shuffled: Vec::new(),
            },
            hand,
            discard: Vec::new(),
            removed: Vec::new(),
            sensei: Vec::new(),
            in_play,
            in_use: Vec::new(),
            tokui_waza: s.tokui[i].then(|| "Orange".to_string()),
            declared_alignment: None,
            control: Controller::MainPersonality,
            combat: CombatFlags::default(),
            powers_used: Default::default(),
            powers_off: Vec::new(),
            game: Default::default(),
        };
    }
    state
}

/// Picks an action for `player` from the board, guided by one choice byte.
fn choose(state: &BoardState, player: PlayerId, defending: bool, c: u8) -> Action {
    let pl = state.player(player);
    let names = |ids: &[u32]| {
        ids.iter()
            .map(|&i| state.name(i).to_string())
            .collect::<Vec<_>>()
    };
    let hand = names(&pl.hand);
    let nc = names(&pl.in_play.non_combat);
    let pick = |v: &Vec<String>| v.get(usize::from(c / 8) % v.len().max(1)).cloned();
    let mut a = match (defending, c % 8) {
        (true, 0..=2) => Action::new(player, Verb::Take),
        (true, 3..=5) => match pick(&hand) {
            Some(n) => Action::new(player, Verb::Play).with_card(&n),
            None => Action::new(player, Verb::Take),
        },
        (true, _) => match pick(&nc) {
            Some(n) => Action::new(player, Verb::Use).with_card(&n),
            None => Action::new(player, Verb::Take),
        },
        (false, 0) => Action::new(player, Verb::Pass),
        (false, 1) => {
            let mut a = Action::new(player, Verb::FinalPhysicalAttack);
            a.discard = pick(&hand);
            a
        }
        (false, 2) => match pick(&nc) {
            Some(n) => Action::new(player, Verb::Use).with_card(&n),
            None => Action::new(player, Verb::Pass),
        },
        (false, _) => match pick(&hand) {
            Some(n) => Action::new(player, Verb::Play).with_card(&n),
            None => Action::new(player, Verb::Pass),
        },
    };
    a.empower = c & 16 != 0;
    a.endurance = Some(c & 32 != 0);
    if c & 64 != 0 {
        a.capture = Some(
            if player == PlayerId::P1 {
                "Earth Dragon Ball 4"
            } else {
                "Earth Dragon Ball 3"
            }
            .into(),
        );
    }
    if defending && c & 128 != 0 && !pl.allies.is_empty() {
        a.redirect_to = Some("Helper Lv.1".into());
    }
    if !defending && c & 128 != 0 && !pl.allies.is_empty() {
        a.personality = Some("Helper Lv.1".into());
    }
    a
}

fn check_invariants(state: &BoardState, total: usize) -> Result<(), TestCaseError> {
    let (objects, unknown) = state.card_count();
    prop_assert_eq!(
        objects + unknown as usize,
        total,
        "a card was lost or created"
    );
    let mut ids = state.zone_ids();
    prop_assert_eq!(
        ids.len(),
        state.cards.len(),
        "every card object is in exactly one zone"
    );
    ids.sort_unstable();
    ids.dedup();
    prop_assert_eq!(ids.len(), state.cards.len(), "a card is in two zones");
    for p in PlayerId::BOTH {
        let pl = state.player(p);
        prop_assert!(
            pl.mp.stage <= state.personality_def(&pl.mp).top_stage(),
            "stage above the ladder"
        );
        for a in &pl.allies {
            prop_assert!(a.stage <= state.personality_def(a).top_stage());
        }
        prop_assert!(pl.anger < 5, "anger of 5 or more was not resolved");
        prop_assert!(pl.mp.current < pl.mp.levels.len());
    }
    Ok(())
}

fn run_case(s: &Setup, max_steps: usize) -> Result<(), TestCaseError> {
    let state = build(s);
    let (o, u) = state.card_count();
    let total = o + u as usize;
    check_invariants(&state, total)?;
    let rules = Arc::new(if s.ruleset {
        Ruleset::score_errata()
    } else {
        Ruleset::crd_3_0_0()
    });
    let mut battle = Battle::new(rules, state, PlayerId::P1, Vec::new()).record_changes(false);
    let mut choice = s.choices.iter().copied().cycle();
    for _ in 0..max_steps {
        match battle.step() {
            Ok(StepResult::Executed { .. }) => check_invariants(battle.state(), total)?,
            Ok(StepResult::Waiting { player, expected }) => {
                let defending = expected.contains("defend");
                let a = choose(
                    battle.state(),
                    player,
                    defending,
                    choice.next().unwrap_or(0),
                );
                battle.push_action(a);
            }
            Ok(StepResult::Finished { .. }) => break,
            Err(_) => {
                // Refused: the battle is untouched; take the action back and pass/take instead.
                let before = battle.state().clone();
                let refused = battle.retract_action();
                prop_assert!(refused.is_some(), "an error without a pending action");
                prop_assert_eq!(battle.state(), &before);
                check_invariants(battle.state(), total)?;
                let player = refused.map(|a| a.player).unwrap_or(PlayerId::P1);
                let fallback = if battle.attack().is_some() {
                    Verb::Take
                } else {
                    Verb::Pass
                };
                battle.push_action(Action::new(player, fallback));
                if battle.step().is_err() {
                    // Even the fallback is refused (e.g. an attack being resolved needs no
                    // defender action): drop it and stop this case.
                    break;
                }
                check_invariants(battle.state(), total)?;
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// No card lost or duplicated, stages within the ladder, anger resolved, no panic.
    #[test]
    fn random_battles_keep_the_invariants(s in setup()) {
        run_case(&s, 80)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// The long run: `cargo test --release --test it engine_props:: -- --ignored`.
    #[test]
    #[ignore]
    fn random_battles_keep_the_invariants_long(s in setup()) {
        run_case(&s, 200)?;
    }
}
