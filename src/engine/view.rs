//! A serializable view of the board by card names: the final state of `--json` output, and
//! what checkpoints compare against.

use std::collections::BTreeMap;

use serde::Serialize;

use super::state::{BoardState, CardId, Personality, PlayerId};

/// A personality as seen on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PersonalityView {
    /// Current level card name.
    pub name: String,
    /// Current level number, when the card gives one.
    pub level: Option<u32>,
    /// Stage above 0.
    pub stage: u32,
    /// Power rating at that stage (`Z`, or `?` past the ladder).
    pub rating: String,
}

/// One player's side, by names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Main Personality.
    pub main_personality: PersonalityView,
    /// Anger.
    pub anger: u32,
    /// Allies.
    pub allies: Vec<PersonalityView>,
    /// Personality in control of Combat.
    pub control: String,
    /// Life Deck size.
    pub life_deck: u32,
    /// Known cards on top of the Life Deck, top first.
    pub life_deck_top: Vec<String>,
    /// Hand.
    pub hand: Vec<String>,
    /// Discard pile, bottom first.
    pub discard: Vec<String>,
    /// Removed from the game.
    pub removed: Vec<String>,
    /// In play, by zone: `drills`, `non_combat`, `dragon_balls`, `battleground`, `mastery`.
    pub in_play: BTreeMap<String, Vec<String>>,
}

/// Both players by key (`p1`, `p2`).
pub type BoardView = BTreeMap<String, PlayerView>;

fn names(state: &BoardState, ids: &[CardId]) -> Vec<String> {
    ids.iter().map(|&c| state.name(c).to_string()).collect()
}

fn personality(state: &BoardState, p: &Personality) -> PersonalityView {
    let def = state.personality_def(p);
    PersonalityView {
        name: def.name.clone(),
        level: def.level,
        stage: p.stage,
        rating: state
            .rating(p)
            .map(|r| r.to_string())
            .unwrap_or_else(|| "?".into()),
    }
}

/// The view of a board.
pub fn view(state: &BoardState) -> BoardView {
    PlayerId::BOTH
        .into_iter()
        .map(|p| (p.key().to_string(), player_view(state, p)))
        .collect()
}

/// The view of one player's side.
pub fn player_view(state: &BoardState, p: PlayerId) -> PlayerView {
    let pl = state.player(p);
    let mut in_play = BTreeMap::new();
    in_play.insert("drills".to_string(), names(state, &pl.in_play.drills));
    in_play.insert(
        "non_combat".to_string(),
        names(state, &pl.in_play.non_combat),
    );
    in_play.insert(
        "dragon_balls".to_string(),
        names(state, &pl.in_play.dragon_balls),
    );
    let bg: Vec<CardId> = pl.in_play.battleground.into_iter().collect();
    in_play.insert("battleground".to_string(), names(state, &bg));
    let m: Vec<CardId> = pl.in_play.mastery.into_iter().collect();
    in_play.insert("mastery".to_string(), names(state, &m));
    // Attach: cards attached to this player's personalities (Main Personality
    // first, then each Ally), shown only when there are some.
    let attached: Vec<CardId> = std::iter::once(&pl.mp)
        .chain(pl.allies.iter())
        .flat_map(|x| x.attached.iter().copied())
        .collect();
    if !attached.is_empty() {
        in_play.insert("attached".to_string(), names(state, &attached));
    }
    PlayerView {
        main_personality: personality(state, &pl.mp),
        anger: pl.anger,
        allies: pl.allies.iter().map(|a| personality(state, a)).collect(),
        control: state.controller_name(p),
        life_deck: pl.life_deck.len(),
        life_deck_top: names(state, &pl.life_deck.known),
        hand: names(state, &pl.hand),
        discard: names(state, &pl.discard),
        removed: names(state, &pl.removed),
        in_play,
    }
}
