//! Loading, validating and saving scenario files.
//!
//! Loading is two steps, as in shakmaty's `Setup` -> `Position`: `serde_json` reads the text into
//! the unchecked [`ScenarioFile`] (a syntax or shape error names the file, line and column and
//! what was expected), then [`validate`] resolves every card and checks every number, collecting
//! *all* problems before failing. Saving writes a temporary file beside the target and renames
//! it over, so a crash never leaves half a file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::corpus::{Card, Corpus};
use crate::engine::effects::CardRule;
use crate::engine::ruleset::Ruleset;
use crate::engine::state::{
    BoardState, CardDef, CardId, CombatFlags, Controller, EffectsSource, InPlay, LifeDeck,
    Personality, Player, PlayerId, PowerRating,
};
use crate::engine::{compile, known_cards};
use crate::engine::{Action, Battle, Effect};

use super::format::{InlineCard, PlayerSetup, ScenarioFile, FORMAT_VERSION};
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
}

/// Parses scenario text (`name` is used in error messages).
/// A leading UTF-8 byte-order mark (some editors write one) is skipped. Error messages say what
/// was expected in the format's words (docs/scenario-format.md), never a Rust type's name.
pub fn parse(name: &str, text: &str) -> Result<ScenarioFile> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    serde_json::from_str(text).map_err(|e| ScenarioError::Parse {
        file: name.to_string(),
        line: e.line(),
        column: e.column(),
        message: in_format_words(&e.to_string()),
    })
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

/// Writes a scenario atomically, replacing an existing file (see [`save_as`]).
pub fn save(path: &Path, file: &ScenarioFile) -> Result<()> {
    save_as(path, file, Replace::Yes)
}

/// Whether a save may replace an existing file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// Replace it (`save --force`).
    Yes,
    /// Fail with `AlreadyExists` if the file exists, even if another process creates it while
    /// this one writes: of several concurrent saves of a new file, exactly one wins.
    No,
}

/// Writes a scenario atomically: a temporary file in the same folder, then a rename over the
/// target (or, without replacing, a hard link to it, which fails if it exists). On any failure
/// (disk full, permission denied) the old file is left as it was and the temporary file is
/// removed; the error keeps the OS cause.
pub fn save_as(path: &Path, file: &ScenarioFile, replace: Replace) -> Result<()> {
    let io = |cause| ScenarioError::Io {
        path: path.to_path_buf(),
        cause,
    };
    let mut text = serde_json::to_string_pretty(file).map_err(|e| ScenarioError::Parse {
        file: path.display().to_string(),
        line: 0,
        column: 0,
        message: e.to_string(),
    })?;
    text.push('\n');
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let base = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "scenario".into());
    let tmp = temporary_path(dir, &base);
    let written = write_synced(&tmp, text.as_bytes()).and_then(|()| match replace {
        Replace::Yes => std::fs::rename(&tmp, path),
        Replace::No => std::fs::hard_link(&tmp, path),
    });
    // After a rename the temporary name is gone; after a link (or a failure) it is removed.
    if replace == Replace::No || written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.map_err(io)
}

/// A temporary name beside the target, unique to this process and call.
fn temporary_path(dir: &Path, base: &str) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{base}.tmp-{}-{n}", std::process::id()))
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    f.write_all(bytes)?;
    f.sync_all()
}

/// True for placeholder names (`L1`, `H2`, `X10`): ordinary cards with no text.
pub fn is_placeholder(name: &str) -> bool {
    let letters = name.chars().take_while(|c| c.is_ascii_uppercase()).count();
    let digits = name
        .chars()
        .skip(letters)
        .take_while(|c| c.is_ascii_digit())
        .count();
    (1..=2).contains(&letters)
        && (1..=3).contains(&digits)
        && letters + digits == name.chars().count()
}

/// Resolves card names: the file's own cards, placeholders, then the pool by id or name.
struct Resolver<'a> {
    inline: &'a BTreeMap<String, InlineCard>,
    corpus: &'a Corpus,
    /// The ruleset's game: names resolve among its cards only.
    game: crate::corpus::Game,
    cache: BTreeMap<String, Arc<CardDef>>,
    /// The pool's name index, built on the first pool name and reused for the rest.
    names: std::cell::OnceCell<crate::corpus::names::NameIndex<'a>>,
}

impl<'a> Resolver<'a> {
    fn resolve(&mut self, name: &str) -> std::result::Result<Arc<CardDef>, String> {
        if let Some(d) = self.cache.get(name) {
            return Ok(d.clone());
        }
        let def = self.lookup(name)?;
        let def = Arc::new(def);
        self.cache.insert(name.to_string(), def.clone());
        Ok(def)
    }

    fn lookup(&self, name: &str) -> std::result::Result<CardDef, String> {
        if let Some(c) = self.inline.get(name) {
            return Ok(CardDef {
                name: c.name.clone().unwrap_or_else(|| name.to_string()),
                card_type: c.card_type.clone(),
                text: c.text.clone(),
                pool_id: None,
                level: c.level,
                pur: c.pur,
                ladder: c.ladder.clone(),
                alignment: c.alignment.clone(),
                groups: c.groups.clone(),
                style: None,
                rarity: None,
                effects: c.effects.clone(),
                effects_source: EffectsSource::Scenario,
                text_source: None,
            });
        }
        if is_placeholder(name) {
            return Ok(CardDef::plain(name, "Card"));
        }
        if let Some(card) = self.corpus.card(name) {
            return Ok(from_pool(card, self.corpus));
        }
        let corpus = self.corpus;
        let matches = self
            .names
            .get_or_init(|| crate::corpus::names::NameIndex::new(corpus.cards()))
            .printings(name, self.game);
        // Printings that read the same (same current text, type, ladder and PUR) are one card
        // for the engine; printings that differ need a pool id.
        let mut distinct: Vec<&Card> = Vec::new();
        for c in &matches {
            let same = |d: &&Card| {
                d.current_text == c.current_text
                    && d.card_type == c.card_type
                    && d.power_ladder == c.power_ladder
                    && d.pur == c.pur
            };
            if !distinct.iter().any(same) {
                distinct.push(c);
            }
        }
        // A name without a variant tag means the ordinary printing (`Raditz Lv.1`, not its
        // Hidden Treasure printing, which `Raditz Lv.1 HT` names).
        if distinct.len() > 1 {
            let plain: Vec<&Card> = distinct
                .iter()
                .copied()
                .filter(|c| c.variant.is_none())
                .collect();
            if plain.len() == 1 {
                distinct = plain;
            }
        }
        match distinct.as_slice() {
            [one] => Ok(from_pool(one, self.corpus)),
            [] => Err(format!("unknown card \"{name}\"{}", self.closest(name))),
            many => Err(format!(
                "ambiguous card name \"{name}\": its printings read differently; use a pool id, one of {}",
                many.iter()
                    .map(|c| c.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    fn closest(&self, name: &str) -> String {
        let lower = name.to_lowercase();
        let mut scored: Vec<(f64, &str)> = self
            .corpus
            .cards()
            .iter()
            .map(|c| c.name.as_str())
            .chain(self.inline.keys().map(String::as_str))
            .map(|n| (strsim::jaro_winkler(&lower, &n.to_lowercase()), n))
            .collect();
        scored.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
        scored.dedup_by(|a, b| a.1 == b.1);
        let best: Vec<&str> = scored
            .iter()
            .take(5)
            .filter(|s| s.0 > 0.7)
            .map(|s| s.1)
            .collect();
        if best.is_empty() {
            if self.corpus.cards().is_empty() {
                " (the card pool is empty: define the card under \"cards\")".into()
            } else {
                String::new()
            }
        } else {
            format!("; closest: {}", best.join(", "))
        }
    }
}

/// A pool card as the engine sees it: effects compiled from its current text
/// ([`crate::engine::compile`]). Two uses of the hand-written table remain (see
/// [`known_cards`]): while the pool carries a card's printed text and no errata source, the
/// table's quoted CRD text stands in for the current text; and where the compiler leaves a
/// sentence of that exact text to the judge, the table's effects are used.
fn from_pool(card: &Card, corpus: &Corpus) -> CardDef {
    let known = known_cards::effects_for(&card.name);
    let text = match &known {
        Some((k, _))
            if card.current_text_source.is_none() && k.text != card.current_text.trim() =>
        {
            k.text.to_string()
        }
        _ => card.current_text.clone(),
    };
    let compiled = compile::compile_for(&text, compile::is_drill(&card.card_type, &card.name));
    let (effects, source) = match known {
        Some((k, effects))
            if compiled.coverage != compile::Coverage::Full && k.text == text.trim() =>
        {
            (effects, EffectsSource::Table)
        }
        _ => (compiled.effects, EffectsSource::Compiled),
    };
    let mut effects = effects;
    effects.extend(
        compile::ruling_restrictions(card, corpus)
            .into_iter()
            .map(|r| r.effect),
    );
    CardDef {
        name: card.name.clone(),
        card_type: card.card_type.clone(),
        text,
        pool_id: Some(card.id.clone()),
        level: card.level,
        pur: card.pur,
        ladder: card
            .power_ladder
            .iter()
            .map(|&r| PowerRating::Rating(r))
            .collect(),
        alignment: card.alignment.clone(),
        // A group whose CRD list entry carries a note (Pikkon: Namekian Heritage, but "cannot
        // use Namekian Heritage only cards") is not applied automatically: "X only" checks
        // against it go to the judge.
        groups: card
            .groups
            .iter()
            .filter(|g| !card.sources.contains_key(&format!("groups.{g}.note")))
            .cloned()
            .collect(),
        style: card.style.clone(),
        rarity: card.rarity.clone(),
        effects,
        effects_source: source,
        text_source: card.current_text_source.clone(),
    }
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
    let mut ruleset = match Ruleset::by_id(&file.ruleset) {
        Some(r) => r,
        None => {
            let known: Vec<&str> = Ruleset::all().iter().map(|r| r.id).collect();
            problems.push(format!(
                "ruleset: unknown ruleset \"{}\" (expected one of {})",
                file.ruleset,
                known.join(", ")
            ));
            Ruleset::crd_3_0_0()
        }
    };
    if let Some(t) = file.pat_table {
        ruleset.pat_table = t;
    }
    let mut resolver = Resolver {
        inline: &file.cards,
        corpus,
        game: ruleset.game,
        names: std::cell::OnceCell::new(),
        cache: BTreeMap::new(),
    };
    let unknown_def = Arc::new(CardDef::plain("unknown life card", "Card"));
    let mut state = BoardState {
        cards: Vec::new(),
        players: [Player::empty(), Player::empty()],
        unknown_def,
    };
    for p in PlayerId::BOTH {
        let setup = match p {
            PlayerId::P1 => &file.players.p1,
            PlayerId::P2 => &file.players.p2,
        };
        build_player(&mut state, &mut resolver, &ruleset, p, setup, &mut problems);
    }
    // drills family: placement rules about every player's Drills.
    drills_placement_problems(&state, &mut problems);
    let mut script = Vec::new();
    for (i, a) in file.actions.iter().enumerate() {
        match a.to_action() {
            Ok(action) => script.push(action),
            Err(m) => problems.push(format!("actions[{i}]: {m}")),
        }
    }
    for (i, c) in file.expect.iter().enumerate() {
        if c.at_end == c.after_step.is_some() {
            problems.push(format!(
                "expect[{i}]: give exactly one of \"after_step\" and \"at_end\": true"
            ));
        }
        if let Some(step) = c.after_step {
            // Step 0 is the Prepare Phase, when the scenario starts at entering Combat.
            if (step == 0 && !file.prepare_phase) || step as usize > ruleset.steps.len() {
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
        ruleset: Arc::new(ruleset),
        state,
        script,
    })
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
               at: &str,
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
            &format!("main_personality.levels[{i}]"),
            problems,
        ) {
            check_personality(
                state,
                id,
                &format!("players.{k}.main_personality.levels[{i}]"),
                problems,
            );
            levels.push(id);
        }
    }
    let current = mp.level.unwrap_or(1).saturating_sub(1) as usize;
    if current >= level_names.len().max(1) {
        problems.push(format!(
            "players.{k}.main_personality.level: level {} but only {} level card(s) given",
            current + 1,
            level_names.len()
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
        if let Some(id) = add(state, r, &a.card, &format!("allies[{i}]"), problems) {
            check_personality(state, id, &format!("players.{k}.allies[{i}]"), problems);
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
            .filter_map(|(i, n)| add(state, r, n, &format!("{at}[{i}]"), problems))
            .collect()
    };
    let hand = list(state, r, &s.hand, "hand", problems);
    let discard = list(state, r, &s.discard, "discard", problems);
    let removed = list(state, r, &s.removed, "removed", problems);
    let sensei = list(state, r, &s.sensei, "sensei", problems);
    let drills = list(state, r, &s.in_play.drills, "in_play.drills", problems);
    let non_combat = list(
        state,
        r,
        &s.in_play.non_combat,
        "in_play.non_combat",
        problems,
    );
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
    let battleground = s
        .in_play
        .battleground
        .as_ref()
        .and_then(|n| add(state, r, n, "in_play.battleground", problems));
    let mastery = s
        .in_play
        .mastery
        .as_ref()
        .and_then(|n| add(state, r, n, "in_play.mastery", problems));
    let top = list(state, r, &s.life_deck.top, "life_deck.top", problems);
    // drill_limits family: the card each card in play named when it entered play.
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
        control: Controller::MainPersonality,
        combat: CombatFlags::default(),
        game: Default::default(),
    };
    placement_problems(state, p, problems);
}

/// drill_limits family: `in_play.named`, the card each card in play named when it entered play
/// ("When this Drill enters play, name a non-Dragon Ball card", Caught Off Guard Drill). The key
/// is a Drill or Non-Combat card of this player's in play whose effects name a card; the name
/// is a card of the game, and not a Personality, Dragon Ball, Sensei or Mastery (CRD 3.0.0
/// ruling on Caught Off Guard Drill: those cannot be named).
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

/// drills family: "Can't be used with any Orange drills in play anywhere on the table": a Drill
/// in play with a Drill of that style in play for any player.
fn drills_placement_problems(state: &BoardState, problems: &mut Vec<String>) {
    for p in PlayerId::BOTH {
        for &c in &state.player(p).in_play.drills {
            for e in &state.def(c).effects {
                let Effect::CardRule(CardRule::NotWithStyleDrillsAnywhere(style)) = e else {
                    continue;
                };
                let other = PlayerId::BOTH.iter().find_map(|&q| {
                    state
                        .player(q)
                        .in_play
                        .drills
                        .iter()
                        .find(|&&o| o != c && state.def(o).has_style(style))
                        .map(|&o| (q, o))
                });
                if let Some((q, o)) = other {
                    problems.push(format!(
                        "players.{}.in_play.drills: {} cannot be used with any {style} Drills in play anywhere on the table, and {} is in play for {q}",
                        p.key(),
                        state.name(c),
                        state.name(o)
                    ));
                }
            }
        }
    }
}

/// The deck-building and placement rules cards state about themselves ([`CardRule`]), checked
/// against the board: a board no legal game could reach is reported, not resolved.
fn placement_problems(state: &BoardState, p: PlayerId, problems: &mut Vec<String>) {
    let k = p.key();
    let pl = state.player(p);
    let in_play: Vec<CardId> = pl
        .in_play
        .drills
        .iter()
        .chain(pl.in_play.non_combat.iter())
        .copied()
        .collect();
    let rules = |c: CardId| {
        state.def(c).effects.iter().filter_map(|e| match e {
            Effect::CardRule(r) => Some(r.clone()),
            _ => None,
        })
    };
    let mut said = std::collections::BTreeSet::new();
    for &c in &in_play {
        let name = state.name(c);
        for rule in rules(c) {
            match rule {
                CardRule::InPlayLimit(n) => {
                    let copies = in_play.iter().filter(|&&o| state.name(o) == name).count();
                    if copies > n as usize && said.insert(format!("in play {name}")) {
                        problems.push(format!(
                            "players.{k}.in_play: {copies} copies of {name} are in play, but its text allows {n} at a time"
                        ));
                    }
                }
                CardRule::NotWithOtherDrills(style) => {
                    let style = style.unwrap_or_default();
                    let other =
                        pl.in_play.drills.iter().find(|&&o| {
                            o != c && (style.is_empty() || state.def(o).has_style(&style))
                        });
                    if let Some(&o) = other {
                        if said.insert(format!("with {name}")) {
                            problems.push(format!(
                                "players.{k}.in_play.drills: {name} cannot be used with other {}Drills in play, and {} is in play too",
                                if style.is_empty() { String::new() } else { format!("{style} ") },
                                state.name(o)
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    // "Limit N per deck": the copies a player owns anywhere on the board count.
    let owned: Vec<CardId> = (0..state.cards.len() as CardId)
        .filter(|&c| state.owner(c) == p)
        .collect();
    for &c in &owned {
        let name = state.name(c);
        for rule in rules(c) {
            let limit = match rule {
                CardRule::LimitPerDeck(n) => n,
                CardRule::LimitPerDeckUnless { limit, unless } => {
                    let mp = state.personality_def(&pl.mp).personality_name().to_string();
                    let lifted = mp.to_lowercase().contains(&unless.to_lowercase())
                        || pl
                            .tokui_waza
                            .as_deref()
                            .filter(|t| !t.is_empty())
                            .is_some_and(|t| unless.to_lowercase().starts_with(&t.to_lowercase()));
                    if lifted {
                        continue;
                    }
                    limit
                }
                _ => continue,
            };
            let copies = owned.iter().filter(|&&o| state.name(o) == name).count();
            if copies > limit as usize && said.insert(format!("deck {name}")) {
                problems.push(format!(
                    "players.{k}: {copies} copies of {name} are on the board, but it is limit {limit} per deck (CRD 3.0.0 \"Maximum Number of Card Copies per Deck\", crd-3.0.0/maximum-number-of-card-copies-per-deck)"
                ));
            }
        }
    }
}

fn check_personality(state: &BoardState, id: CardId, at: &str, problems: &mut Vec<String>) {
    let def = state.def(id);
    if !def.card_type.eq_ignore_ascii_case("Personality") {
        problems.push(format!(
            "{at}: {} is a {} card, not a Personality",
            def.name, def.card_type
        ));
    } else if def.ladder.is_empty() {
        problems.push(format!("{at}: {} has no power-rating ladder", def.name));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        assert!(is_placeholder("L1"));
        assert!(is_placeholder("DB7"));
        assert!(!is_placeholder("Tien"));
        assert!(!is_placeholder("L"));
        assert!(!is_placeholder("l1"));
    }
}
