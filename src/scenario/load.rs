//! Loading and validating scenario files (saving is `save.rs`).
//!
//! Loading is two steps, as in shakmaty's `Setup` -> `Position`: `serde_json` reads the text into
//! the unchecked [`ScenarioFile`] (a syntax or shape error names the file, line and column and
//! what was expected), then [`validate`] resolves every card and checks every number, collecting
//! *all* problems before failing. Card names resolve in `resolve.rs`, the board's placement
//! rules are checked in `placement.rs`.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use crate::corpus::Corpus;
use crate::engine::ruleset::Ruleset;
use crate::engine::state::{
    BoardState, CardDef, CardId, CombatFlags, Controller, InPlay, LifeDeck, Personality, Player,
    PlayerId,
};
use crate::engine::turn::{Game, TurnPosition};
use crate::engine::{Action, Battle};

use super::format::{PlayerSetup, ScenarioFile, FORMAT_VERSION};
use super::placement::{check_personality, placement_problems};
use super::resolve::Resolver;
use super::{Result, ScenarioError};

/// A validated scenario: the document, its ruleset, the starting board and the script.
#[derive(Debug, Clone)]
pub struct LoadedScenario {
    /// The document as written.
    pub file: ScenarioFile,
    /// Its ruleset.
    pub ruleset: Arc<Ruleset>,
    /// The starting board.
    pub state: BoardState,
    /// The actions, in order.
    pub script: Vec<Action>,
}

impl LoadedScenario {
    /// A battle at the first step, ready to run.
    pub fn battle(&self) -> Battle {
        Battle::new(
            self.ruleset.clone(),
            self.state.clone(),
            self.file.attacker,
            self.script.clone(),
        )
        .with_prepare_phase(self.file.prepare_phase)
    }

    /// The game run turn by turn, when the board starts at a turn step (`turn`).
    pub fn game(&self) -> Option<Game> {
        let turn = self.file.turn.as_ref()?;
        Some(Game::new(
            self.ruleset.clone(),
            self.state.clone(),
            TurnPosition {
                number: turn.number,
                attacker: self.file.attacker,
                step: turn.step,
            },
            self.script.clone(),
            self.file.prepare_phase,
        ))
    }
}

/// Parses scenario text (`name` is used in error messages).
/// A leading UTF-8 byte-order mark (some editors write one) is skipped. Error messages say what
/// was expected in the format's words (docs/scenario-format.md), never a Rust type's name, and
/// name the field as the file spells it (`players.p1.main_personality.stage`), as
/// [`validate`]'s problems do.
pub fn parse(name: &str, text: &str) -> Result<ScenarioFile> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let parse_error = |field: Option<String>, e: serde_json::Error| {
        // The line and column lead the message already.
        let text = e.to_string();
        let place = format!(" at line {} column {}", e.line(), e.column());
        let message = in_format_words(text.strip_suffix(&place).unwrap_or(&text));
        ScenarioError::Parse {
            file: name.to_string(),
            line: e.line(),
            column: e.column(),
            message: match field {
                Some(field) => format!("{field}: {message}"),
                None => message,
            },
        }
    };
    // Most files are well formed: they are read without tracking where the reader is (which
    // costs about as much again); a file that fails is read again with the path tracked, so
    // its error is the one the tracked read gives.
    let mut untracked = serde_json::Deserializer::from_str(text);
    if let Ok(file) = ScenarioFile::deserialize(&mut untracked) {
        if untracked.end().is_ok() {
            return Ok(file);
        }
    }
    let mut reader = serde_json::Deserializer::from_str(text);
    let file = serde_path_to_error::deserialize(&mut reader).map_err(|e| {
        // The document itself (`.`) is no field.
        let field = Some(e.path().to_string()).filter(|p| p != ".");
        parse_error(field, e.into_inner())
    })?;
    reader.end().map_err(|e| parse_error(None, e))?;
    Ok(file)
}

/// serde's words for what it expected, and the format's words for the same thing.
const EXPECTED_WORDS: &[(&str, &str)] = &[
    (
        "data did not match any variant of untagged enum PowerRating",
        "expected a power rating: a whole number (1000) or \"Z\"",
    ),
    ("expected u8", "expected a whole number from 0 to 255"),
    ("expected u16", "expected a whole number from 0 to 65535"),
    (
        "expected u32",
        "expected a whole number from 0 to 4294967295",
    ),
    ("expected u64", "expected a whole number (0 or more)"),
    ("expected usize", "expected a whole number (0 or more)"),
    ("expected i32", "expected a whole number"),
    ("expected i64", "expected a whole number"),
    (
        "expected value",
        "expected a JSON value (a number, \"text\", true, false, null, [a list] or {an object})",
    ),
    ("expected ident", "expected true, false or null"),
];

fn in_format_words(message: &str) -> String {
    let mut out = message.to_string();
    for (serde_words, ours) in EXPECTED_WORDS {
        if let Some(at) = out.find(serde_words) {
            let end = at + serde_words.len();
            // Whole words only: `expected u8` must not rewrite `expected u80`.
            if !out[end..].starts_with(|c: char| c.is_alphanumeric()) {
                out.replace_range(at..end, ours);
            }
        }
    }
    out
}

/// Reads and parses a scenario file.
pub fn read(path: &Path) -> Result<ScenarioFile> {
    let text = crate::bounds::read_text(path, crate::bounds::MAX_BOARD_FILE, "board file")?;
    parse(&path.display().to_string(), &text)
}

/// Reads, parses and validates a scenario file.
pub fn load(path: &Path, corpus: &Corpus) -> Result<LoadedScenario> {
    let file = read(path)?;
    validate(&path.display().to_string(), file, corpus)
}

/// Validates a parsed scenario into a board and a script, reporting every problem.
pub fn validate(name: &str, file: ScenarioFile, corpus: &Corpus) -> Result<LoadedScenario> {
    let mut problems = Vec::new();
    // Numbers first: nothing below may compute with a number beyond its limit.
    super::limits::check(&file, &mut problems);
    if !problems.is_empty() {
        return Err(ScenarioError::Invalid {
            file: name.to_string(),
            problems,
        });
    }
    if file.scouter_scenario != FORMAT_VERSION {
        problems.push(format!(
            "scouter_scenario: version {} is not supported (expected {FORMAT_VERSION})",
            file.scouter_scenario
        ));
    }
    // Shared with every board of its ruleset; a board naming its own PAT table gets a copy.
    let mut ruleset = match Ruleset::shared_by_id(&file.ruleset) {
        Some(r) => r,
        None => {
            let known: Vec<&str> = Ruleset::all().iter().map(|r| r.id).collect();
            problems.push(format!(
                "ruleset: unknown ruleset \"{}\" (expected one of {})",
                file.ruleset,
                known.join(", ")
            ));
            Arc::new(Ruleset::crd_3_0_0())
        }
    };
    if let Some(t) = file.pat_table {
        Arc::make_mut(&mut ruleset).pat_table = t;
    }
    let mut resolver = Resolver {
        inline: &file.cards,
        corpus,
        game: ruleset.game,
        names: std::cell::OnceCell::new(),
        inline_keys: std::cell::OnceCell::new(),
        cache: BTreeMap::new(),
    };
    let unknown_def = Arc::new(CardDef::plain("unknown life card", "Card"));
    let mut state = BoardState {
        cards: Vec::new(),
        players: [Player::empty().into(), Player::empty().into()],
        unknown_def,
        named_pool_cards: Vec::new(),
    };
    // The card objects the sides name, made room for at once (not grown card by card).
    state
        .cards
        .reserve(cards_named(&file.players.p1) + cards_named(&file.players.p2));
    for p in PlayerId::BOTH {
        let setup = match p {
            PlayerId::P1 => &file.players.p1,
            PlayerId::P2 => &file.players.p2,
        };
        build_player(&mut state, &mut resolver, &ruleset, p, setup, &mut problems);
    }
    // Drills: placement rules about every player's Drills.
    let mut script = Vec::new();
    for (i, a) in file.actions.iter().enumerate() {
        match a.to_action() {
            Ok(mut action) => {
                pool_ids_to_names(&mut resolver, &mut action);
                script.push(action)
            }
            Err(m) => problems.push(format!("actions[{i}]: {m}")),
        }
    }
    state.named_pool_cards = named_pool_cards(&mut resolver, &state, &script);
    if let Some(t) = file
        .turn
        .as_ref()
        .filter(|t| t.number == 0 || t.number > 1_000_000)
    {
        problems.push(format!(
            "turn.number: {} is not a turn number (turns count from 1; at most 1,000,000)",
            t.number
        ));
    }
    for (i, c) in file.expect.iter().enumerate() {
        let given = [
            c.at_end,
            c.after_step.is_some(),
            c.after_turn_step.is_some(),
        ];
        if given.iter().filter(|g| **g).count() != 1 {
            problems.push(format!(
                "expect[{i}]: give exactly one of \"after_step\", \"after_turn_step\" and \"at_end\": true"
            ));
        }
        if file.turn.is_none() && (c.after_turn_step.is_some() || c.turn.is_some()) {
            problems.push(format!(
                "expect[{i}]: \"after_turn_step\" and \"turn\" need the board to start at a turn step (the top-level \"turn\")"
            ));
        }
        if c.after_turn_step == Some(crate::engine::turn::TurnStepName::Combat) {
            problems.push(format!(
                "expect[{i}]: after_turn_step \"combat\": the Combat Step is the Battle Sequence; give \"after_step\" (and \"turn\") or the step after it"
            ));
        }
        if let Some(step) = c.after_step {
            // Step 0 is the Prepare Phase, when the scenario starts at entering Combat (a turn's
            // Combat Step always starts there).
            let prepare = file.prepare_phase || file.turn.is_some();
            if (step == 0 && !prepare) || step as usize > ruleset.steps.len() {
                problems.push(format!(
                    "expect[{i}]: after_step {step} is not a step of {} (1-{})",
                    ruleset.id,
                    ruleset.steps.len()
                ));
            }
        }
    }
    if !problems.is_empty() {
        return Err(ScenarioError::Invalid {
            file: name.to_string(),
            problems,
        });
    }
    Ok(LoadedScenario {
        file,
        ruleset,
        state,
        script,
    })
}

/// How many cards a side's setup names (each becomes a card object; the Life Deck's unknown
/// cards share one definition and make none): the room `validate` makes before reading it.
fn cards_named(s: &PlayerSetup) -> usize {
    let mp = &s.main_personality;
    let ip = &s.in_play;
    mp.levels.len()
        + usize::from(mp.card.is_some())
        + s.allies.len()
        + s.hand.len()
        + s.discard.len()
        + s.removed.len()
        + s.sensei.len()
        + s.life_deck.top.len()
        + ip.drills.len()
        + ip.non_combat.len()
        + ip.dragon_balls.len()
        + usize::from(ip.battleground.is_some())
        + usize::from(ip.mastery.is_some())
}

fn build_player(
    state: &mut BoardState,
    r: &mut Resolver<'_>,
    rules: &Ruleset,
    p: PlayerId,
    s: &PlayerSetup,
    problems: &mut Vec<String>,
) {
    let k = p.key();
    let add = |state: &mut BoardState,
               r: &mut Resolver<'_>,
               name: &str,
               at: std::fmt::Arguments<'_>,
               problems: &mut Vec<String>|
     -> Option<CardId> {
        match r.resolve(name) {
            Ok(def) => Some(state.add_card(def, p)),
            Err(m) => {
                problems.push(format!("players.{k}.{at}: {m}"));
                None
            }
        }
    };
    // Main Personality.
    let mp = &s.main_personality;
    let mut level_names = mp.levels.clone();
    if let Some(c) = &mp.card {
        if level_names.is_empty() {
            level_names.push(c.clone());
        } else {
            problems.push(format!(
                "players.{k}.main_personality: give \"card\" or \"levels\", not both"
            ));
        }
    }
    if level_names.is_empty() {
        problems.push(format!(
            "players.{k}.main_personality: no level card (expected \"card\" or \"levels\")"
        ));
    }
    let mut levels = Vec::new();
    for (i, n) in level_names.iter().enumerate() {
        if let Some(id) = add(
            state,
            r,
            n,
            format_args!("main_personality.levels[{i}]"),
            problems,
        ) {
            check_personality(
                state,
                id,
                format_args!("players.{k}.main_personality.levels[{i}]"),
                problems,
            );
            levels.push(id);
        }
    }
    let current = mp.level.unwrap_or(1).saturating_sub(1) as usize;
    if current >= level_names.len().max(1) {
        problems.push(format!(
            "players.{k}.main_personality.level: level {} but only {} level card(s) given: a level above 1 needs the Main Personality's level cards from level 1 up in `levels` (lowest first; `card` gives one level card, played at level 1); CRD 3.0.0 \"First you need a Main Personality\" ({}): \"starting with a level 1 and going up\"",
            current + 1,
            level_names.len(),
            crate::engine::citations::CRD_FIRST_MP.id
        ));
    }
    let stage = mp.stage.unwrap_or(rules.start_stage);
    if let Some(&id) = levels.get(current) {
        let top = state.def(id).top_stage();
        if stage > top {
            problems.push(format!(
                "players.{k}.main_personality.stage: {stage} is above the highest power stage ({top}) of {}",
                state.name(id)
            ));
        }
    }
    let mut allies = Vec::new();
    for (i, a) in s.allies.iter().enumerate() {
        if let Some(id) = add(state, r, &a.card, format_args!("allies[{i}]"), problems) {
            check_personality(state, id, format_args!("players.{k}.allies[{i}]"), problems);
            let stage = a.stage.unwrap_or(3);
            let top = state.def(id).top_stage();
            if stage > top {
                problems.push(format!("players.{k}.allies[{i}].stage: {stage} is above the highest power stage ({top})"));
            }
            allies.push(Personality {
                levels: vec![id],
                current: 0,
                stage,
                attached: Vec::new(),
            });
        }
    }
    let list = |state: &mut BoardState,
                r: &mut Resolver<'_>,
                names: &[String],
                at: &str,
                problems: &mut Vec<String>|
     -> Vec<CardId> {
        names
            .iter()
            .enumerate()
            .filter_map(|(i, n)| add(state, r, n, format_args!("{at}[{i}]"), problems))
            .collect()
    };
    let hand = list(state, r, &s.hand, "hand", problems);
    let discard = list(state, r, &s.discard, "discard", problems);
    let removed = list(state, r, &s.removed, "removed", problems);
    let sensei = list(state, r, &s.sensei, "sensei", problems);
    let mut drills = list(state, r, &s.in_play.drills, "in_play.drills", problems);
    let mut non_combat = list(
        state,
        r,
        &s.in_play.non_combat,
        "in_play.non_combat",
        problems,
    );
    // A Drill is a Non-Combat card (CRD 3.0.0 "Non-Combat Cards": Non-Combat / Non-Drill cards
    // and Drill Cards): one listed under `non_combat` is in play as the Drill it is, "constantly
    // in use for their game effects as long as they are in play".
    let (listed_drills, others): (Vec<CardId>, Vec<CardId>) = non_combat
        .into_iter()
        .partition(|&c| state.def(c).is_drill());
    non_combat = others;
    drills.extend(listed_drills);
    let dragon_balls = list(
        state,
        r,
        &s.in_play.dragon_balls,
        "in_play.dragon_balls",
        problems,
    );
    for &d in &dragon_balls {
        if !state.def(d).is_dragon_ball() {
            problems.push(format!(
                "players.{k}.in_play.dragon_balls: {} is not a Dragon Ball",
                state.name(d)
            ));
        }
    }
    dragon_ball_owners(
        state,
        k,
        &s.in_play.dragon_ball_owners,
        &dragon_balls,
        problems,
    );
    let battleground = s
        .in_play
        .battleground
        .as_ref()
        .and_then(|n| add(state, r, n, format_args!("in_play.battleground"), problems));
    let mastery = s
        .in_play
        .mastery
        .as_ref()
        .and_then(|n| add(state, r, n, format_args!("in_play.mastery"), problems));
    let top = list(state, r, &s.life_deck.top, "life_deck.top", problems);
    // Drill limits: the card each card in play named when it entered play.
    let named = named_in_play(
        state,
        r,
        k,
        &s.in_play.named,
        &drills,
        &non_combat,
        problems,
    );
    if s.anger > 5 {
        problems.push(format!("players.{k}.anger: {} is above 5", s.anger));
    }
    *state.player_mut(p) = Player {
        mp: Personality {
            levels,
            current,
            stage,
            attached: Vec::new(),
        },
        anger: s.anger,
        allies,
        life_deck: LifeDeck {
            known: top,
            unknown_below: s.life_deck.unknown_below,
            bottom: Vec::new(),
            shuffled: Vec::new(),
        },
        hand,
        discard,
        removed,
        sensei,
        in_play: InPlay {
            non_combat,
            drills,
            dragon_balls,
            battleground,
            mastery,
            named,
        },
        in_use: Vec::new(),
        tokui_waza: s.tokui_waza.clone(),
        declared_alignment: s
            .main_personality
            .alignment
            .as_deref()
            .map(super::setup::declared_side),
        control: Controller::MainPersonality,
        combat: CombatFlags::default(),
        game: Default::default(),
        powers_used: Default::default(),
        powers_off: Vec::new(),
    };
    placement_problems(state, p, problems);
    super::powers_used::powers_used_on_board(state, p, s, problems);
    super::setup::setup_problems(state, rules.id, p, s, problems);
}

/// Drill limits: `in_play.named`, the card each card in play named when it entered play
/// ("When this Drill enters play, name a non-Dragon Ball card", Caught Off Guard Drill). The key
/// is a Drill or Non-Combat card of this player's in play whose effects name a card; the name
/// is a card of the game, and not a Personality, Dragon Ball, Sensei or Mastery (CRD 3.0.0
/// ruling on Caught Off Guard Drill: those cannot be named).
/// The owner of each Dragon Ball `in_play.dragon_ball_owners` names among the ones this player
/// controls (CRD 3.0.0 "Glossary": the controller "may not always be the owner of the card, as in
/// the case of captured Dragon Balls"); the others stay owned by their controller.
fn dragon_ball_owners(
    state: &mut BoardState,
    k: &str,
    owners: &BTreeMap<String, PlayerId>,
    dragon_balls: &[CardId],
    problems: &mut Vec<String>,
) {
    let mut done: Vec<CardId> = Vec::new();
    for (card, &owner) in owners {
        let found = dragon_balls
            .iter()
            .copied()
            .find(|&c| !done.contains(&c) && crate::corpus::names::same_name(state.name(c), card));
        match found {
            Some(id) => {
                done.push(id);
                if let Some(o) = state.cards.get_mut(id as usize) {
                    o.owner = owner;
                }
            }
            None => problems.push(format!(
                "players.{k}.in_play.dragon_ball_owners.{card}: {card} is not among this player's `in_play.dragon_balls` (expected the name of a Dragon Ball it controls)"
            )),
        }
    }
}

fn named_in_play(
    state: &BoardState,
    r: &mut Resolver<'_>,
    k: &str,
    named: &BTreeMap<String, String>,
    drills: &[CardId],
    non_combat: &[CardId],
    problems: &mut Vec<String>,
) -> Vec<(CardId, String)> {
    let mut out = Vec::new();
    for (card, name) in named {
        let at = format!("players.{k}.in_play.named.{card}");
        let Some(id) = drills.iter().chain(non_combat.iter()).copied().find(|&c| {
            state.name(c).eq_ignore_ascii_case(card) && !out.iter().any(|(o, _)| *o == c)
        }) else {
            problems.push(format!(
                "{at}: {card} is not among this player's Drills or Non-Combat cards in play (expected the card in play that named a card when it entered play)"
            ));
            continue;
        };
        if !state
            .def(id)
            .effects
            .contains(&crate::engine::effects::Effect::NamedCardBlocked)
        {
            problems.push(format!(
                "{at}: {card} does not name a card when it enters play (expected a card such as Caught Off Guard Drill)"
            ));
            continue;
        }
        let def = match r.resolve(name) {
            Ok(d) => d,
            Err(m) => {
                problems.push(format!("{at}: {m}"));
                continue;
            }
        };
        let t = def.card_type.to_ascii_lowercase();
        let kind = if def.is_dragon_ball() {
            Some("a Dragon Ball")
        } else if t.contains("personality") {
            Some("a Personality card")
        } else if t.contains("sensei") {
            Some("a Sensei")
        } else if t.contains("mastery") {
            Some("a Mastery")
        } else {
            None
        };
        if let Some(kind) = kind {
            problems.push(format!(
                "{at}: {name} is {kind}, which cannot be named (CRD 3.0.0 ruling {}: expected a card that is not a Personality, Dragon Ball, Sensei or Mastery)",
                crate::engine::citations::CRD_RULING_CAUGHT_OFF_GUARD_DRILL.id
            ));
            continue;
        }
        out.push((id, def.name.clone()));
    }
    out
}

/// The pool cards the actions' `choose` lists name that no card on the board bears (a card named
/// for a search, CRD "Searching for Cards"), each printing read as the board reads a pool card,
/// once.
/// Names that are no pool card's (a personality's name, `none`) are left alone.
fn named_pool_cards(
    r: &mut Resolver<'_>,
    state: &BoardState,
    script: &[Action],
) -> Vec<Arc<CardDef>> {
    let mut out: Vec<Arc<CardDef>> = Vec::new();
    for n in script.iter().flat_map(|a| a.choose.iter()) {
        let known = |d: &CardDef| crate::corpus::names::same_name(&d.name, n);
        if state.cards.iter().any(|c| known(&c.def)) || out.iter().any(|d| known(d)) {
            continue;
        }
        out.extend(r.pool_defs_named(n));
    }
    out
}

/// An action naming a card or personality by pool id (`score/movie-7/m22`), or by the key a card
/// is defined under in the file's `cards` when its `name` differs, names the card the board holds
/// under it: the key resolves as it does in the board (docs/scenario-format.md, "Cards"), and the
/// action keeps the card's name. Any other name is left as written.
fn pool_ids_to_names(r: &mut Resolver<'_>, action: &mut crate::engine::action::Action) {
    let mut name = |n: &mut String| {
        if n.contains('/') || r.inline.contains_key(n.as_str()) {
            if let Ok(def) = r.resolve(n) {
                *n = def.name.clone();
            }
        }
    };
    for n in [
        &mut action.card,
        &mut action.personality,
        &mut action.discard,
        &mut action.capture,
        &mut action.ally_capture,
        &mut action.redirect_to,
    ]
    .into_iter()
    .flatten()
    {
        name(n);
    }
    action.choose.iter_mut().for_each(name);
}
