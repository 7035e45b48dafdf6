//! The undo log of a step's writes to a player's side and to the attack (issue 19): a write a
//! step makes often (an attack's counters, a card moved to the cards in use, the attack's Base
//! Damage and success) records the fields it replaces, not a copy of the whole side or attack.
//! [`Battle::write_side`] and [`Battle::write_attack`] make the write in place and log what it
//! replaced; a failed step undoes them, last first ([`StepUndo`](super::rollback::StepUndo)).
//! Any other write saves the whole value first (`shared::Recorded`), as before.

use super::{AttackInProgress, Battle};
use crate::engine::damage::Damage;
use crate::engine::shared::Recorded;
use crate::engine::state::{CardCounts, CardId, Player, PlayerId};

/// What one logged write to a side replaced: enough to put it back.
#[derive(Debug)]
pub(in crate::engine) enum SideWrite {
    /// The power stages lost in this attack and those repaid, reset for a new attack.
    StagesLostReset {
        stages_lost_this_attack: u32,
        stages_lost_repaid: CardCounts,
    },
    /// The counters an attack or action performed adds to (step 1).
    PerformedCounts {
        cards_played: u32,
        attacks_performed: u32,
        attacks_by_kind: [u32; 2],
        hand_attacks: u32,
    },
    /// The attacks performed this Combat, before one was added (their number).
    AttacksRecorded(usize),
    /// The cards in use, before one was added (their number).
    InUse(usize),
    /// A card taken from a pile ([`Player::piles`]' number) at a place in it.
    TakenFrom {
        pile: usize,
        index: usize,
        card: CardId,
    },
}

impl SideWrite {
    /// Puts back what the write replaced.
    fn undo(self, pl: &mut Player) {
        match self {
            SideWrite::StagesLostReset {
                stages_lost_this_attack,
                stages_lost_repaid,
            } => {
                pl.combat.stages_lost_this_attack = stages_lost_this_attack;
                pl.combat.stages_lost_repaid = stages_lost_repaid;
            }
            SideWrite::PerformedCounts {
                cards_played,
                attacks_performed,
                attacks_by_kind,
                hand_attacks,
            } => {
                let c = &mut pl.combat;
                c.cards_played = cards_played;
                c.attacks_performed = attacks_performed;
                c.attacks_by_kind = attacks_by_kind;
                c.hand_attacks = hand_attacks;
            }
            SideWrite::AttacksRecorded(n) => pl.combat.attacks_record.truncate(n),
            SideWrite::InUse(n) => pl.in_use.truncate(n),
            SideWrite::TakenFrom { pile, index, card } => pl.pile_mut(pile).insert(index, card),
        }
    }
}

/// The logged writes of the step being executed, in order ([`Battle::write_side`]).
#[derive(Default)]
pub(in crate::engine) struct SideLog(Vec<(PlayerId, SideWrite)>);

impl Clone for SideLog {
    /// Empty: a copy of a battle is taken between steps, when nothing is logged.
    fn clone(&self) -> Self {
        SideLog(Vec::new())
    }
}

/// What one logged write to the attack in progress replaced.
#[derive(Debug)]
pub(in crate::engine) enum AttackWrite {
    /// Whether it is successful (step 8).
    Successful(bool),
    /// Base Damage and the damage after modifiers (step 9).
    BaseAndDamage { base: Damage, damage: Damage },
}

impl AttackWrite {
    /// Puts back what the write replaced.
    fn undo(self, att: &mut AttackInProgress) {
        match self {
            AttackWrite::Successful(was) => att.successful = was,
            AttackWrite::BaseAndDamage { base, damage } => {
                att.base = base;
                att.damage = damage;
            }
        }
    }
}

/// One entry of the attack's log: a logged write, or the attack the step replaced.
enum AttackEntry {
    Write(AttackWrite),
    Replaced(Option<Recorded<AttackInProgress>>),
}

/// The attack's log of the step being executed ([`Battle::write_attack`],
/// [`Battle::replace_attack`]); `live` while a step's undo record is.
#[derive(Default)]
pub(in crate::engine) struct AttackLog {
    live: bool,
    entries: Vec<AttackEntry>,
}

impl Clone for AttackLog {
    /// Empty: a copy of a battle is taken between steps, when nothing is logged.
    fn clone(&self) -> Self {
        AttackLog::default()
    }
}

impl Battle {
    /// Makes a write to the attack in progress in place, if there is one (`false` when there is
    /// none): `write` makes it and returns what it replaced, logged when a step's undo record is
    /// live and has not saved the whole attack.
    pub(in crate::engine) fn write_attack(
        &mut self,
        write: impl FnOnce(&mut AttackInProgress) -> AttackWrite,
    ) -> bool {
        let Some(attack) = self.attack.as_mut() else {
            return false;
        };
        let (att, log) = attack.write_logged();
        let replaced = write(att);
        if log {
            self.step_buffers
                .attack_log
                .entries
                .push(AttackEntry::Write(replaced));
        }
        true
    }

    /// Puts `attack` in progress in place of the current one, which is returned, or kept by the
    /// log under a step's undo record (a failure puts it back).
    pub(in crate::engine) fn replace_attack(
        &mut self,
        attack: Option<Recorded<AttackInProgress>>,
    ) -> Option<Recorded<AttackInProgress>> {
        let old = std::mem::replace(&mut self.attack, attack);
        if self.step_buffers.attack_log.live {
            self.step_buffers
                .attack_log
                .entries
                .push(AttackEntry::Replaced(old));
            None
        } else {
            old
        }
    }

    /// A step that can fail starts: the sides' and the attack's writes and the attack's
    /// replacements are logged from now on (the logs start empty).
    pub(in crate::engine) fn begin_logs(&mut self) {
        if let Some(a) = self.attack.as_mut() {
            a.begin();
        }
        let attack_log = &mut self.step_buffers.attack_log;
        attack_log.live = true;
        attack_log.entries.clear();
        self.step_buffers.side_log.0.clear();
    }

    /// The step failed: the attack it ends with is put back as saved, then the log is undone,
    /// last first; an attack it replaced is put back as that attack was saved (its logged writes
    /// all came before its replacement and its save, and are undone after them).
    pub(in crate::engine) fn undo_attack_writes(&mut self) {
        let mut log = std::mem::take(&mut self.step_buffers.attack_log.entries);
        self.step_buffers.attack_log.live = false;
        if let Some(a) = self.attack.as_mut() {
            a.restore();
        }
        while let Some(entry) = log.pop() {
            match entry {
                AttackEntry::Write(write) => {
                    if let Some(a) = self.attack.as_mut() {
                        write.undo(a);
                    }
                }
                AttackEntry::Replaced(old) => {
                    self.attack = old;
                    if let Some(a) = self.attack.as_mut() {
                        a.restore();
                    }
                }
            }
        }
        self.step_buffers.attack_log.entries = log;
    }

    /// The step succeeded: the attack's writes stay; a version saved is kept as its spare.
    pub(in crate::engine) fn forget_attack_writes(&mut self) {
        if let Some(a) = self.attack.as_mut() {
            a.release();
        }
        let log = &mut self.step_buffers.attack_log;
        log.live = false;
        log.entries.clear();
    }

    /// Makes a write to `p`'s side in place: `write` makes it and returns what it replaced,
    /// logged when a step's undo record is live and has not saved the whole side.
    pub(in crate::engine) fn write_side(
        &mut self,
        p: PlayerId,
        write: impl FnOnce(&mut Player) -> SideWrite,
    ) {
        let (pl, log) = self.state.players[p.index()].write_logged();
        let replaced = write(pl);
        if log {
            self.step_buffers.side_log.0.push((p, replaced));
        }
    }

    /// `take_from_zones`, logged when the card is in one of a side's piles (a card in play as
    /// a Battleground or attached to a personality is taken as before: its side saved whole).
    pub(in crate::engine) fn take_from_zones_logged(&mut self, id: CardId) -> bool {
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            let found = pl.piles().iter().enumerate().find_map(|(pile, zone)| {
                zone.iter()
                    .position(|&c| c == id)
                    .map(|index| (pile, index))
            });
            if let Some((pile, index)) = found {
                self.write_side(p, |pl| {
                    let card = pl.pile_mut(pile).remove(index);
                    SideWrite::TakenFrom { pile, index, card }
                });
                return true;
            }
            let elsewhere = pl.in_play.battleground == Some(id)
                || std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|a| a.attached.contains(&id));
            if elsewhere {
                return self.state.take_from_zones(id);
            }
        }
        false
    }

    /// The step failed: its logged writes are undone, last first (after the sides saved whole
    /// were put back: a side is saved at its first unlogged write, so every logged write of it
    /// came before and is undone from that version).
    pub(in crate::engine) fn undo_side_writes(&mut self) {
        let mut log = std::mem::take(&mut self.step_buffers.side_log.0);
        while let Some((p, write)) = log.pop() {
            write.undo(self.state.player_mut(p));
        }
        self.step_buffers.side_log.0 = log;
    }

    /// The step succeeded: its logged writes stay.
    pub(in crate::engine) fn forget_side_writes(&mut self) {
        self.step_buffers.side_log.0.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{AttackWrite, SideWrite};
    use crate::corpus::Corpus;
    use crate::engine::battle::rollback::StepUndo;
    use crate::engine::battle::Battle;
    use crate::engine::effects::attack::copies::PerformedAttack;
    use crate::engine::effects::AttackKind;
    use crate::engine::shared::{Recorded, Shared};
    use crate::engine::state::PlayerId;

    /// A real board's battle (CRD 3.0.0 "Battle Sequence": Attack Phases alternate), with cards
    /// in both hands, discard piles and counters set, so that every write below changes
    /// something.
    fn battle() -> Battle {
        let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("an empty corpus loads");
        let text = include_str!("../../../tests/scenarios/attack-phases-alternate.json");
        let file = crate::scenario::parse("board.json", text).expect("parses");
        let loaded = crate::scenario::validate("board.json", file, &corpus).expect("valid");
        let mut battle = loaded.battle();
        for p in PlayerId::BOTH {
            let base = 10 * (p.index() as u32 + 1);
            let pl = battle.state.player_mut(p);
            pl.hand.extend([base, base + 1, base + 2]);
            pl.discard.extend([base + 3, base + 4]);
            pl.combat.stages_lost_this_attack = 3;
            pl.combat.stages_lost_repaid.set(1, 2);
            pl.combat.attacks_performed = 1;
        }
        battle
    }

    fn performed() -> PerformedAttack {
        PerformedAttack {
            name: "Plain Physical Attack".into(),
            kind: AttackKind::Physical,
            effects: Vec::new(),
            from_card: true,
        }
    }

    /// Logged writes of every kind to both sides, an unlogged write that saves one side whole,
    /// then more writes to that side: a failure puts the battle back byte for byte (its `Debug`
    /// form), the logged writes undone and the side saved whole put back.
    #[test]
    fn a_failed_step_that_wrote_several_fields_of_both_sides_is_put_back_byte_for_byte() {
        let mut battle = battle();
        let before = format!("{battle:?}");
        let undo = StepUndo::record(&mut battle);
        for p in PlayerId::BOTH {
            battle.write_side(p, |pl| {
                let c = &mut pl.combat;
                SideWrite::StagesLostReset {
                    stages_lost_this_attack: std::mem::take(&mut c.stages_lost_this_attack),
                    stages_lost_repaid: std::mem::take(&mut c.stages_lost_repaid),
                }
            });
            battle.write_side(p, |pl| {
                let c = &mut pl.combat;
                let replaced = SideWrite::PerformedCounts {
                    cards_played: c.cards_played,
                    attacks_performed: c.attacks_performed,
                    attacks_by_kind: c.attacks_by_kind,
                    hand_attacks: c.hand_attacks,
                };
                c.cards_played += 1;
                c.attacks_performed += 1;
                c.attacks_by_kind[1] += 1;
                c.hand_attacks += 1;
                replaced
            });
            battle.write_side(p, |pl| {
                pl.combat.attacks_record.push(Shared::new(performed()));
                SideWrite::AttacksRecorded(pl.combat.attacks_record.len() - 1)
            });
            // A card from the middle of the hand, and one from the discard pile, into use.
            let base = 10 * (p.index() as u32 + 1);
            for card in [base + 1, base + 4] {
                assert!(battle.take_from_zones_logged(card));
                battle.write_side(p, |pl| {
                    pl.in_use.push(card);
                    SideWrite::InUse(pl.in_use.len() - 1)
                });
            }
        }
        assert_eq!(battle.step_buffers.side_log.0.len(), 14);
        // An unlogged write saves p2's side whole; its later writes are not logged.
        battle.state.player_mut(PlayerId::P2).anger += 1;
        assert!(battle.take_from_zones_logged(22));
        battle.write_side(PlayerId::P2, |pl| {
            pl.in_use.push(22);
            SideWrite::InUse(pl.in_use.len() - 1)
        });
        assert_eq!(battle.step_buffers.side_log.0.len(), 14);
        assert_ne!(format!("{battle:?}"), before);
        undo.restore(&mut battle);
        assert_eq!(format!("{battle:?}"), before);
        assert!(battle.step_buffers.side_log.0.is_empty());
    }

    /// A step that succeeds keeps its writes and forgets their log; without a live record (a
    /// step that cannot fail) nothing is logged.
    #[test]
    fn a_step_that_succeeds_keeps_its_writes_and_a_step_without_a_record_logs_nothing() {
        let mut battle = battle();
        let hand = battle.state.player(PlayerId::P1).hand.clone();
        let anger = battle.state.player(PlayerId::P1).anger;
        let undo = StepUndo::record(&mut battle);
        assert!(battle.take_from_zones_logged(11));
        battle.state.player_mut(PlayerId::P1).anger += 1;
        assert_eq!(battle.step_buffers.side_log.0.len(), 1);
        undo.release(&mut battle);
        assert!(battle.step_buffers.side_log.0.is_empty());
        let without = |gone: &[u32]| -> Vec<u32> {
            hand.iter().copied().filter(|c| !gone.contains(c)).collect()
        };
        let p1 = battle.state.player(PlayerId::P1);
        assert_eq!((p1.hand.clone(), p1.anger), (without(&[11]), anger + 1));
        assert!(battle.take_from_zones_logged(10));
        assert!(battle.step_buffers.side_log.0.is_empty());
        assert_eq!(battle.state.player(PlayerId::P1).hand, without(&[10, 11]));
    }

    /// CRD 3.0.0 "Battle Sequence" step 1 declares the attack; later steps write it. Logged
    /// writes to the attack, an unlogged write that saves it whole, a write not logged after
    /// that, its replacement by another attack (written, unwatched) and the end of that one: a
    /// failure puts the battle back byte for byte, the first attack and its fields as they were.
    #[test]
    fn a_failed_step_that_wrote_and_replaced_the_attack_is_put_back_byte_for_byte() {
        let mut battle = battle();
        assert!(matches!(
            battle.step(),
            Ok(crate::engine::battle::StepResult::Executed { .. })
        ));
        assert!(battle.attack.is_some(), "step 1 declared an attack");
        let before = format!("{battle:?}");
        let undo = StepUndo::record(&mut battle);
        assert!(battle.write_attack(|a| {
            AttackWrite::Successful(std::mem::replace(&mut a.successful, true))
        }));
        battle.write_attack(|a| {
            let mut more = a.base;
            more.power_stages += 3;
            AttackWrite::BaseAndDamage {
                base: std::mem::replace(&mut a.base, more),
                damage: std::mem::replace(&mut a.damage, more),
            }
        });
        assert_eq!(battle.step_buffers.attack_log.entries.len(), 2);
        // Unlogged: the attack is saved whole; the next write is not logged.
        if let Some(a) = battle.attack.as_mut() {
            a.name.push_str(" (written)");
        }
        battle
            .write_attack(|a| AttackWrite::Successful(std::mem::replace(&mut a.successful, false)));
        assert_eq!(battle.step_buffers.attack_log.entries.len(), 2);
        // Another attack in its place, written, then none.
        let other = battle.attack.as_deref().map(|a| Recorded::from(a.clone()));
        assert!(battle.replace_attack(other).is_none());
        battle.write_attack(|a| {
            let mut less = a.base;
            less.power_stages = 0;
            AttackWrite::BaseAndDamage {
                base: std::mem::replace(&mut a.base, less),
                damage: std::mem::replace(&mut a.damage, less),
            }
        });
        assert!(battle.replace_attack(None).is_none());
        assert_eq!(battle.step_buffers.attack_log.entries.len(), 4);
        assert_ne!(format!("{battle:?}"), before);
        undo.restore(&mut battle);
        assert_eq!(format!("{battle:?}"), before);
        assert!(battle.step_buffers.attack_log.entries.is_empty());
        // With no record live, the attack ends as before: returned, not logged.
        assert!(battle.replace_attack(None).is_some());
    }

    /// CRD 3.0.0 "Prepare Phase": a Prepare Phase that succeeds releases its record, so the
    /// steps after it start unwatched (a write outside a step that can fail is not logged).
    #[test]
    fn a_prepare_phase_that_succeeds_leaves_nothing_watched() {
        let mut battle = battle().with_prepare_phase(true);
        assert!(matches!(
            battle.step(),
            Ok(crate::engine::battle::StepResult::Executed { .. })
        ));
        assert!(!battle.prepare_pending());
        assert!(!battle.step_buffers.attack_log.live);
        assert!(battle.take_from_zones_logged(10));
        assert!(battle.step_buffers.side_log.0.is_empty());
    }
}
