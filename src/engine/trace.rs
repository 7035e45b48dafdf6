//! Trace events: one per executed step, each naming the rules it applied.
//!
//! An event carries the step number, the section ids cited (the step's own item first, then
//! every other rule used), a one-line account, the notes of what happened inside the step, any
//! sentence the judge must resolve, and the state change as `before -> after` pairs computed
//! from a snapshot of the board (so no change can go unreported).

use std::borrow::{Borrow, Cow};
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

use serde::{Serialize, Serializer};

pub use super::event_changes::{ChangedCard, ChangedField, ChangedValue, FieldName, StateChange};
pub use super::event_citations::Citations;
use super::log::Log;
use super::state::{BoardState, CardId, Controller, Player, PlayerId};

/// A section id a trace event cites, read as a `&str` (`Deref`, [`CiteId::as_str`]) and
/// compared with `&str` and `String`. The engine's own ids ([`super::citations`]) are kept as
/// the `&'static str` they are, not copied into a new string at every step; a ruling id from
/// the corpus is owned. It serialises as the plain string.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CiteId(Cow<'static, str>);

impl CiteId {
    /// No id (an unused place of [`Citations`]).
    pub(crate) const EMPTY: CiteId = CiteId(Cow::Borrowed(""));

    /// The id.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<&'static str> for CiteId {
    fn from(id: &'static str) -> Self {
        CiteId(Cow::Borrowed(id))
    }
}

impl From<String> for CiteId {
    fn from(id: String) -> Self {
        CiteId(Cow::Owned(id))
    }
}

impl From<CiteId> for String {
    fn from(id: CiteId) -> Self {
        id.0.into_owned()
    }
}

impl Deref for CiteId {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for CiteId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for CiteId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CiteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Serialize for CiteId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl PartialEq<str> for CiteId {
    fn eq(&self, other: &str) -> bool {
        *self.0 == *other
    }
}

impl PartialEq<&str> for CiteId {
    fn eq(&self, other: &&str) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<String> for CiteId {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<CiteId> for str {
    fn eq(&self, other: &CiteId) -> bool {
        *self == *other.0
    }
}

impl PartialEq<CiteId> for &str {
    fn eq(&self, other: &CiteId) -> bool {
        **self == *other.0
    }
}

impl PartialEq<CiteId> for String {
    fn eq(&self, other: &CiteId) -> bool {
        **self == *other.0
    }
}

/// One executed step of the Battle Sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TraceEvent {
    /// Which attack phase (1-based).
    pub attack_phase: u32,
    /// The player whose Attack Phase it is.
    pub attacker: PlayerId,
    /// The step number in the ruleset's sequence.
    pub step: u32,
    /// Section ids applied: the step's own item first (held in place when few: [`Citations`]).
    pub citations: Citations,
    /// A one-line account.
    pub account: String,
    /// Further lines: what each rule did.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Sentences the judge must resolve at this step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub judge: Vec<String>,
    /// The state change.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<StateChange>,
    /// Where in the Sequence of Play the event happened, when a whole turn is run
    /// (`engine::turn`); absent for a board that runs one Combat. A turn step's own event has
    /// `attack_phase` 0 and the turn step's number as `step`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnMark>,
}

/// A turn step of the Sequence of Play, as a trace event names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TurnMark {
    /// The turn's number, from 1.
    pub number: u32,
    /// The Attacker for the turn.
    pub attacker: PlayerId,
    /// The turn step's number (1 Draw ... 7 Rejuvenation; 0 the game's set-up).
    pub step: u32,
    /// Its name as the CRD writes it.
    pub name: String,
}

/// Where a step ran, as its trace event names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepPlace {
    /// Which attack phase (0 for a turn step's own event).
    pub attack_phase: u32,
    /// The player whose Attack Phase (or turn) it is.
    pub attacker: PlayerId,
    /// The step number.
    pub step: u32,
    /// The turn step, when a whole turn is run.
    pub turn: Option<TurnMark>,
}

impl TraceEvent {
    /// The event of a step that ran at `place`: the log's sections then its rulings as
    /// citations, its notes and judge lines (taken from the log), the account and what changed.
    /// The log keeps its victory and pending Dragon Ball Victory for the caller.
    pub fn of_step(
        place: StepPlace,
        log: &mut Log,
        account: String,
        changes: Vec<StateChange>,
    ) -> TraceEvent {
        TraceEvent {
            attack_phase: place.attack_phase,
            attacker: place.attacker,
            step: place.step,
            citations: {
                let (cites, rulings) = (&log.cites, &log.rulings);
                Citations::with(cites.len() + rulings.len(), |i| match cites.get(i) {
                    Some(c) => CiteId::from(c.id),
                    None => CiteId::from(rulings[i - cites.len()].clone()),
                })
            },
            account,
            notes: std::mem::take(&mut log.notes),
            judge: std::mem::take(&mut log.judge),
            changes,
            turn: place.turn,
        }
    }

    /// True for the event of a turn step itself (not a step of the Battle Sequence).
    pub fn is_turn_step(&self) -> bool {
        self.attack_phase == 0 && self.turn.is_some()
    }
}

/// What one player's side looks like for change tracking: small copies of ids and numbers.
#[derive(Debug, Clone)]
struct PlayerSnapshot {
    level: Option<CardId>,
    stage: u32,
    anger: u32,
    allies: Vec<(Option<CardId>, u32)>,
    life_deck: u32,
    zones: [Vec<CardId>; 9],
    control: Controller,
    /// The level card of the personality in control (names it even after Allies left play).
    control_card: Option<CardId>,
}

/// Two zones hold the same cards. Empty zones are settled by their lengths: comparing an empty
/// `Vec`'s dangling pointer with `memcmp` costs a slow masked-load assist on some CPUs (it was
/// most of the time of change tracking), and most zones are empty at most steps.
fn same_zone(a: &[CardId], b: &[CardId]) -> bool {
    a.len() == b.len() && (a.is_empty() || a == b)
}

impl PartialEq for PlayerSnapshot {
    fn eq(&self, other: &Self) -> bool {
        self.level == other.level
            && self.stage == other.stage
            && self.anger == other.anger
            && self.life_deck == other.life_deck
            && self.control == other.control
            && self.control_card == other.control_card
            && self.allies == other.allies
            && self
                .zones
                .iter()
                .zip(&other.zones)
                .all(|(a, b)| same_zone(a, b))
    }
}

impl Eq for PlayerSnapshot {}

/// A cheap snapshot of the board, compared after a step to report what changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    players: [PlayerSnapshot; 2],
}

const ZONES: [&str; 9] = [
    "hand",
    "in_use",
    "discard",
    "removed",
    "non_combat",
    "drills",
    "dragon_balls",
    // the Battleground or Location in play (at most one)
    "battleground",
    // attached
    "attached",
];

/// How many of [`ZONES`] are a player's own lists (the last, `attached`, is gathered from the
/// personalities).
const LISTED_ZONES: usize = ZONES.len() - 1;

/// A player's zones in the order of [`ZONES`], where they are: the one list [`snapshot`] copies
/// and [`PlayerSnapshot::matches`] compares.
fn listed_zones(pl: &Player) -> [&[CardId]; LISTED_ZONES] {
    [
        &pl.hand,
        &pl.in_use,
        &pl.discard,
        &pl.removed,
        &pl.in_play.non_combat,
        &pl.in_play.drills,
        &pl.in_play.dragon_balls,
        // the Battleground or Location in play (at most one)
        pl.in_play.battleground.as_slice(),
    ]
}

/// Attach: cards attached to the player's personalities.
fn attached_cards(pl: &Player) -> impl Iterator<Item = CardId> + '_ {
    std::iter::once(&pl.mp)
        .chain(pl.allies.iter())
        .flat_map(|x| x.attached.iter().copied())
}

/// Takes a snapshot of the board.
pub fn snapshot(state: &BoardState) -> Snapshot {
    let one = |p: PlayerId| {
        let pl = state.player(p);
        PlayerSnapshot {
            level: state.level_card(&pl.mp),
            stage: pl.mp.stage,
            anger: pl.anger,
            allies: pl
                .allies
                .iter()
                .map(|a| (state.level_card(a), a.stage))
                .collect(),
            life_deck: pl.life_deck.len(),
            zones: {
                let listed = listed_zones(pl);
                std::array::from_fn(|z| match listed.get(z) {
                    Some(zone) => zone.to_vec(),
                    None => attached_cards(pl).collect(),
                })
            },
            control: pl.control,
            control_card: state.level_card(state.personality(p, pl.control)),
        }
    };
    Snapshot {
        players: [one(PlayerId::P1), one(PlayerId::P2)],
    }
}

impl PlayerSnapshot {
    /// True when player `p`'s side of `state` is what this snapshot holds: the fields
    /// [`snapshot`] would take, compared where they are (nothing copied).
    fn matches(&self, state: &BoardState, p: PlayerId) -> bool {
        let pl = state.player(p);
        self.level == state.level_card(&pl.mp)
            && self.stage == pl.mp.stage
            && self.anger == pl.anger
            && self.life_deck == pl.life_deck.len()
            && self.control == pl.control
            && self.control_card == state.level_card(state.personality(p, pl.control))
            && self.allies.len() == pl.allies.len()
            && self
                .allies
                .iter()
                .zip(&pl.allies)
                .all(|(&(lvl, stage), a)| lvl == state.level_card(a) && stage == a.stage)
            && listed_zones(pl)
                .iter()
                .zip(&self.zones)
                .all(|(live, kept)| same_zone(kept, live))
            && self.zones[LISTED_ZONES]
                .iter()
                .copied()
                .eq(attached_cards(pl))
    }
}

/// Refills `snap` with the board as [`snapshot`] would take it, keeping its lists' buffers.
fn refill(snap: &mut Snapshot, state: &BoardState) {
    for (i, p) in PlayerId::BOTH.into_iter().enumerate() {
        let pl = state.player(p);
        let s = &mut snap.players[i];
        s.level = state.level_card(&pl.mp);
        s.stage = pl.mp.stage;
        s.anger = pl.anger;
        s.allies.clear();
        s.allies
            .extend(pl.allies.iter().map(|a| (state.level_card(a), a.stage)));
        s.life_deck = pl.life_deck.len();
        let listed = listed_zones(pl);
        for (z, zone) in s.zones.iter_mut().enumerate() {
            zone.clear();
            match listed.get(z) {
                Some(live) => zone.extend_from_slice(live),
                None => zone.extend(attached_cards(pl)),
            }
        }
        s.control = pl.control;
        s.control_card = state.level_card(state.personality(p, pl.control));
    }
}

/// The board's snapshot after a step and what changed since `before`. Most steps change
/// nothing: the board is compared with `before` where it is, and `before` is kept as the
/// snapshot after (no copy taken, no diff walked); otherwise a new snapshot and [`diff`].
pub fn changes_since(
    before: Arc<Snapshot>,
    state: &BoardState,
) -> (Arc<Snapshot>, Vec<StateChange>) {
    changes_since_into(before, state, &mut None)
}

/// [`changes_since`], the new snapshot written into `spare` (an earlier snapshot no one holds
/// any more, refilled in place) when there is one; `before`, when no one else holds it, is left
/// in `spare` for the next changing step. Two snapshots take turns: no allocation once both
/// exist.
pub fn changes_since_into(
    before: Arc<Snapshot>,
    state: &BoardState,
    spare: &mut Option<Arc<Snapshot>>,
) -> (Arc<Snapshot>, Vec<StateChange>) {
    let same = PlayerId::BOTH
        .into_iter()
        .enumerate()
        .all(|(i, p)| before.players[i].matches(state, p));
    if same {
        return (before, Vec::new());
    }
    let after = match spare.take() {
        Some(mut kept) => match Arc::get_mut(&mut kept) {
            Some(snap) => {
                refill(snap, state);
                kept
            }
            None => Arc::new(snapshot(state)),
        },
        None => Arc::new(snapshot(state)),
    };
    let changes = diff(&before, &after, state);
    if Arc::strong_count(&before) == 1 && Arc::weak_count(&before) == 0 {
        *spare = Some(before);
    }
    (after, changes)
}

/// A card as a change names it: its definition, shared.
fn card(state: &BoardState, id: CardId) -> ChangedCard {
    ChangedCard(Arc::clone(state.shared_def(id)))
}

/// A zone's cards as a change keeps them (`[Goku, Vegeta]` when worded).
fn cards(state: &BoardState, ids: &[CardId]) -> ChangedValue {
    ChangedValue::Cards(ids.iter().map(|&i| card(state, i)).collect())
}

/// The changes between two snapshots; `state` is the board after the step (card ids only
/// grow, so it names every card of both). The values are kept, not worded
/// ([`super::event_changes`]).
pub fn diff(before: &Snapshot, after: &Snapshot, state: &BoardState) -> Vec<StateChange> {
    let mut out = Vec::new();
    for (i, p) in PlayerId::BOTH.into_iter().enumerate() {
        let (b, a) = (&before.players[i], &after.players[i]);
        if b == a {
            continue;
        }
        let mut push = |field: FieldName, before: ChangedValue, after: ChangedValue| {
            out.push(StateChange {
                what: ChangedField { player: p, field },
                before,
                after,
            })
        };
        let level = |c: Option<CardId>| c.map(|c| card(state, c));
        if b.level != a.level {
            push(
                FieldName::Own("level"),
                ChangedValue::Card(level(b.level)),
                ChangedValue::Card(level(a.level)),
            );
        }
        if b.stage != a.stage || b.level != a.level {
            let rating = |lvl: Option<CardId>, stage: u32| {
                ChangedValue::Stage(
                    stage,
                    lvl.and_then(|c| state.def(c).ladder.get(stage as usize).copied()),
                )
            };
            push(
                FieldName::Own("stage"),
                rating(b.level, b.stage),
                rating(a.level, a.stage),
            );
        }
        if b.anger != a.anger {
            push(
                FieldName::Own("anger"),
                ChangedValue::Number(b.anger),
                ChangedValue::Number(a.anger),
            );
        }
        // Allies are matched by their level card: an Ally leaving play shifts the others.
        for (lvl, stage) in &a.allies {
            let old = b.allies.iter().find(|x| x.0 == *lvl).map(|x| x.1);
            if old != Some(*stage) {
                push(
                    FieldName::Ally(level(*lvl)),
                    old.map_or(ChangedValue::Absent, ChangedValue::Number),
                    ChangedValue::Number(*stage),
                );
            }
        }
        for (lvl, stage) in &b.allies {
            if !a.allies.iter().any(|x| x.0 == *lvl) {
                push(
                    FieldName::Ally(level(*lvl)),
                    ChangedValue::Number(*stage),
                    ChangedValue::Absent,
                );
            }
        }
        if b.life_deck != a.life_deck {
            push(
                FieldName::Own("life_deck"),
                ChangedValue::Number(b.life_deck),
                ChangedValue::Number(a.life_deck),
            );
        }
        for (z, name) in ZONES.iter().enumerate() {
            if !same_zone(&b.zones[z], &a.zones[z]) {
                push(
                    FieldName::Own(name),
                    cards(state, &b.zones[z]),
                    cards(state, &a.zones[z]),
                );
            }
        }
        if b.control_card != a.control_card {
            push(
                FieldName::Own("control"),
                ChangedValue::Card(level(b.control_card)),
                ChangedValue::Card(level(a.control_card)),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Corpus;
    use crate::engine::battle::StepResult;

    /// Battle Sequence steps (CRD 3.0.0 "Battle Sequence", 1-16) of four real boards: after every
    /// step, `changes_since` gives the changes a fresh snapshot and `diff` give, and keeps the
    /// snapshot before when the step changed nothing; `changes_since_into`, refilling an earlier
    /// step's snapshot (another board's, at the start of each board), gives the same.
    #[test]
    fn changes_since_agrees_with_a_fresh_snapshot_at_every_battle_sequence_step() {
        let corpus = Corpus::embedded().expect("the embedded corpus loads");
        let boards = [
            include_str!("../../tests/scenarios/energy-attack-plus-power-stages.json"),
            include_str!("../../tests/scenarios/attack-phases-alternate.json"),
            // A Battleground in play; a card attached to a personality.
            include_str!("../../tests/scenarios/battleground-cells-arena-cost-and-life-cards.json"),
            include_str!("../../tests/scenarios/cards-black-jawbreaker-attached.json"),
        ];
        let (mut unchanged, mut changed, mut refilled) = (0, 0, 0);
        let mut spare: Option<Arc<Snapshot>> = None;
        for text in boards {
            let file = crate::scenario::parse("board.json", text).expect("parses");
            let loaded = crate::scenario::validate("board.json", file, corpus).expect("valid");
            let mut battle = loaded.battle();
            for _ in 0..200 {
                let before = Arc::new(snapshot(battle.state()));
                match battle.step() {
                    Ok(StepResult::Executed { .. }) => {}
                    _ => break,
                }
                let fresh = snapshot(battle.state());
                let expected = diff(&before, &fresh, battle.state());
                let (after, changes) = changes_since(Arc::clone(&before), battle.state());
                assert_eq!(changes, expected);
                assert_eq!(*after, fresh);
                let had_spare = spare.is_some();
                let (after_into, changes_into) =
                    changes_since_into(Arc::new((*before).clone()), battle.state(), &mut spare);
                assert_eq!(changes_into, expected);
                assert_eq!(*after_into, fresh);
                if had_spare && !changes.is_empty() {
                    refilled += 1;
                }
                if changes.is_empty() {
                    assert!(Arc::ptr_eq(&after, &before));
                    unchanged += 1;
                } else {
                    changed += 1;
                }
            }
        }
        assert!(
            unchanged > 0 && changed > 0 && refilled > 0,
            "{unchanged} / {changed} / {refilled}"
        );
    }
}
