//! The undo log of a step's writes to a player's side (issue 19): a write a step makes often
//! (an attack's counters, a card moved to the cards in use) records the fields it replaces, not
//! a copy of the whole side. [`Battle::write_side`] makes the write in place and logs its
//! [`SideWrite`]; a failed step undoes them, last first ([`StepUndo`](super::rollback::StepUndo)).
//! Any other write saves the whole side first (`shared::Recorded`), as before.

use super::Battle;
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

impl Battle {
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
    use super::SideWrite;
    use crate::corpus::Corpus;
    use crate::engine::battle::rollback::StepUndo;
    use crate::engine::battle::Battle;
    use crate::engine::effects::attack::copies::PerformedAttack;
    use crate::engine::effects::AttackKind;
    use crate::engine::shared::Shared;
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
}
