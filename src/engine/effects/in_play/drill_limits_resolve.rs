//! Execution of `in_play::drill_limits`: the parts of three CRD 3.0.0 rewritten Drills that act
//! inside the one Combat the engine resolves.
//!
//! - An [`Effect::Either`] among a triggered effect's effects (Meditation Drill, "When entering
//!   Combat, you may shuffle your Life Deck or discard pile"): the alternative is named in the
//!   `choose` of the trigger's `use` action (`"option 1"`, `"option 2"`, in the order printed);
//!   a `use` that names none uses no alternative (the "you may" is not taken: nothing happens).
//! - [`Effect::ShuffleDiscardPile`]: the discard pile keeps its cards and loses its order; the
//!   engine keeps listing them as they were, and a later effect that takes a card from an end of
//!   that pile hands the judge which card it is.
//! - [`Effect::NonCombatFromHandPerTurn`] (Blue Holding Drill): it limits the Non-Combat cards
//!   the owner's opponent places in play from the hand the normal way, in his Non-Combat Step
//!   (CRD "Non-Combat Cards"), which comes before Combat; inside Combat a Non-Combat card is
//!   never played from the hand (step 1 refuses it), and one put into play by another card's
//!   effect (Trunks Guardian Drill) neither counts nor is limited (CRD 3.0.0 ruling on the
//!   Drill): the engine says so in the log when it happens.
//! - [`Effect::NamedCardBlocked`] (Caught Off Guard Drill): the card named when the Drill entered
//!   play (the board state's `in_play.named`) cannot be played or used by either player while
//!   the Drill is in play. A `play` or `use` action naming it is refused before the step that
//!   would take it changes anything; its triggered effects do not fire. A Caught Off Guard Drill
//!   named by another one in play affects nothing (the CRD 3.0.0 ruling on the card).

use crate::engine::action::Verb;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;

/// The CRD 3.0.0 ruling on Caught Off Guard Drill (in the citation registry, which
/// tests/it/citations.rs checks against the corpus).
pub(in crate::engine) const CAUGHT_OFF_GUARD_RULING: &str =
    crate::engine::citations::CRD_RULING_CAUGHT_OFF_GUARD_DRILL.id;
/// The CRD 3.0.0 ruling on Blue Holding Drill.
pub(in crate::engine) const BLUE_HOLDING_RULING: &str =
    crate::engine::citations::CRD_RULING_BLUE_HOLDING_DRILL.id;

/// A card in play keeping a named card from being played or used.
#[derive(Debug, Clone)]
pub(in crate::engine) struct Blocker {
    /// The card in play (Caught Off Guard Drill).
    pub card: CardId,
    /// Its controller.
    pub owner: PlayerId,
    /// The card it named.
    pub named: String,
}

impl Battle {
    /// Every card in play with [`Effect::NamedCardBlocked`] and a name recorded, that is not
    /// itself named by another such card in play (CRD 3.0.0 ruling on Caught Off Guard Drill:
    /// naming Caught Off Guard Drill keeps the other ones from affecting anything).
    pub(in crate::engine) fn limits_blockers(&self) -> Vec<Blocker> {
        let mut all = Vec::new();
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            for (card, named) in &pl.in_play.named {
                let in_play =
                    pl.in_play.drills.contains(card) || pl.in_play.non_combat.contains(card);
                if in_play
                    && self
                        .state
                        .def(*card)
                        .effects
                        .contains(&Effect::NamedCardBlocked)
                    && crate::engine::battle::acts_in_play(&self.state, p, *card)
                {
                    all.push(Blocker {
                        card: *card,
                        owner: p,
                        named: named.clone(),
                    });
                }
            }
        }
        all.iter()
            .filter(|b| {
                let name = self.state.name(b.card);
                !all.iter()
                    .any(|o| o.card != b.card && o.named.eq_ignore_ascii_case(name))
            })
            .cloned()
            .collect()
    }

    /// The card in play that keeps `name` from being played or used, if any.
    pub(in crate::engine) fn limits_blocking(&self, name: &str) -> Option<Blocker> {
        self.limits_blockers()
            .into_iter()
            .find(|b| b.named.eq_ignore_ascii_case(name))
    }

    /// Refuses the next action when it plays or uses a card a Caught Off Guard Drill in play
    /// names (checked by the steps that take `play` and `use` actions, before they change
    /// anything). A `use` with `may: false` (the player declines) is not a use.
    pub(in crate::engine) fn limits_check_next_action(&self) -> Result<()> {
        let Some(a) = self.peek() else {
            return Ok(());
        };
        if !matches!(a.verb, Verb::Play | Verb::Use) || a.may == Some(false) {
            return Ok(());
        }
        let Some(name) = a.card.as_deref() else {
            return Ok(());
        };
        let Some(b) = self.limits_blocking(name) else {
            return Ok(());
        };
        Err(EngineError::Illegal(format!(
            "{name} cannot be played or used by either player: {}'s {} in play named it when it entered play ({CAUGHT_OFF_GUARD_RULING})",
            b.owner,
            self.state.name(b.card),
        )))
    }

    /// Said once (at the first step of the battle): the Drills and Non-Combat cards in play whose
    /// "X only" their controller's personality in control of Combat fails (they do nothing while
    /// it does: `battle::acts_in_play`, CRD 3.0.0 "Non-Combat cards" under "“_____ only” Cards"),
    /// and the cards in play a Caught Off Guard Drill names:
    /// the engine refuses their use and fires none of their triggered effects, but the effects
    /// they have in play without being used (modifiers, restrictions) are still read; whether
    /// those stop too goes to the judge.
    pub(in crate::engine) fn limits_named_in_play(&self, log: &mut Log) {
        // Cards in play whose "only" their controller's personality in control of Combat fails.
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
                if let Some(why) = crate::engine::battle::only_silenced(&self.state, p, c) {
                    log.notes.push(why);
                }
                self.drills_used_together_note(p, c, log);
            }
        }
        for b in self.limits_blockers() {
            for p in PlayerId::BOTH {
                let pl = self.state.player(p);
                for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
                    let def = self.state.def(c);
                    if !def.name.eq_ignore_ascii_case(&b.named) {
                        continue;
                    }
                    let passive = def.effects.iter().any(|e| {
                        // A Caught Off Guard Drill named by another is handled: it
                        // affects nothing (the ruling).
                        !matches!(
                            e,
                            Effect::Trigger(_)
                                | Effect::CardRule(_)
                                | Effect::Only(_)
                                | Effect::NamedCardBlocked
                        )
                    });
                    if passive {
                        log.cite_ruling(CAUGHT_OFF_GUARD_RULING);
                        log.judge.push(format!(
                            "judge resolves: {p}'s {} in play is named by {}'s {}: the engine refuses its use and fires none of its triggered effects, but still reads its other effects; whether they stop too ({CAUGHT_OFF_GUARD_RULING})",
                            def.name,
                            b.owner,
                            self.state.name(b.card)
                        ));
                    }
                }
            }
        }
    }

    /// True when `card`'s effects are kept from being used by a Caught Off Guard Drill.
    pub(in crate::engine) fn limits_blocked(&self, card: CardId) -> bool {
        self.limits_blocking(self.state.name(card)).is_some()
    }

    /// [`Effect::Either`] among a triggered effect's effects: the alternative the trigger's
    /// `use` action names in its `choose`. Outside a triggered effect the alternatives are
    /// chosen when the card is played (`attack::attack_text`), so here they go to the judge.
    pub(in crate::engine) fn limits_either(
        &mut self,
        me: PlayerId,
        alternatives: &[Vec<Effect>],
        source: &str,
        log: &mut Log,
    ) -> Result<usize> {
        let Some((_, choose)) = self.firing.clone() else {
            return Err(EngineError::Unresolvable(format!(
                "{source}: its alternatives are chosen when the card is played, not here; the judge resolves them"
            )));
        };
        let n = alternatives.len();
        let picked = choose
            .iter()
            .find_map(|s| crate::engine::effects::attack::attack_text_resolve::option_number(s));
        let Some(k) = picked else {
            log.note(
                self.cite(Rule::MayRule),
                format!(
                    "{source}: {me} names no alternative (\"option 1\" to \"option {n}\", in the order printed, in the `choose` of its `use` action): nothing happens"
                ),
            );
            return Ok(0);
        };
        let Some(chosen) = k.checked_sub(1).and_then(|i| alternatives.get(i)) else {
            return Err(EngineError::Script {
                expected: format!(
                    "{me}'s `choose`: which alternative of {source} is used, \"option 1\" to \"option {n}\""
                ),
                found: format!("option {k}"),
            });
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} chooses option {k} of {n}: {}",
                crate::engine::effects::choices::option_words::option_in_words(
                    &self.state,
                    me,
                    alternatives,
                    k
                )
            ),
        );
        let chosen = chosen.clone();
        self.apply_effects(me, &chosen, source, log)
    }

    /// [`Effect::ShuffleDiscardPile`]: the pile keeps every card and loses its order.
    pub(in crate::engine) fn limits_shuffle_discard(
        &mut self,
        p: PlayerId,
        source: &str,
        log: &mut Log,
    ) {
        let size = self.state.player(p).discard.len();
        if size > 1 {
            self.state.player_mut(p).game.discard_shuffled = Some(source.to_string());
        }
        log.notes.push(format!(
            "{source}: {p} shuffles its discard pile ({size} card(s); every card stays in it, and no one knows their order any more: the engine keeps listing them as they were)"
        ));
    }

    /// A card taken from an end (top or bottom) of `p`'s discard pile after that pile was
    /// shuffled: which card it is goes to the judge.
    pub(in crate::engine) fn limits_discard_end_taken(&self, p: PlayerId, log: &mut Log) {
        if let Some(by) = &self.state.player(p).game.discard_shuffled {
            log.judge.push(format!(
                "judge resolves: which card comes off {p}'s discard pile: {by} shuffled it, so the order is unknown; the engine took the card listed at that end"
            ));
        }
    }

    /// A card placed in play from `p`'s hand by a card effect (`source`) during Combat: Blue
    /// Holding Drill of `p`'s opponent neither counts nor limits it (its CRD 3.0.0 ruling), and
    /// a card a Caught Off Guard Drill names goes to the judge (is placing it "playing" it?).
    pub(in crate::engine) fn limits_placed_from_hand(
        &self,
        p: PlayerId,
        card: CardId,
        source: &str,
        log: &mut Log,
    ) {
        let def = self.state.def(card);
        let non_combat = def.card_type.contains("Non-Combat") || def.is_drill();
        // The turn's player attacks in the first Attack Phase; phases alternate.
        let turn = if self.pos.attack_phase % 2 == 1 {
            self.pos.attacker
        } else {
            self.pos.attacker.other()
        };
        if non_combat && turn == p {
            let q = p.other();
            for &d in &self.state.player(q).in_play.drills {
                let limit = self.state.def(d).effects.iter().find_map(|e| match e {
                    Effect::NonCombatFromHandPerTurn(n) => Some(*n),
                    _ => None,
                });
                if let Some(n) = limit {
                    log.cite_ruling(BLUE_HOLDING_RULING);
                    log.notes.push(format!(
                        "{q}'s {} limits {p} to {n} Non-Combat card(s) placed in play from the hand during {p}'s turn; {} is put into play by {source}'s effect, so it neither counts towards that limit nor is limited by it ({BLUE_HOLDING_RULING})",
                        self.state.name(d),
                        def.name
                    ));
                }
            }
        }
        if let Some(b) = self.limits_blocking(&def.name) {
            log.cite_ruling(CAUGHT_OFF_GUARD_RULING);
            log.judge.push(format!(
                "judge resolves: {}'s {} names {}, which cannot be played or used while it is in play; whether putting it into play with {source}'s effect is playing it ({CAUGHT_OFF_GUARD_RULING})",
                b.owner,
                self.state.name(b.card),
                def.name
            ));
        }
        if def.effects.contains(&Effect::NamedCardBlocked) {
            log.judge.push(format!(
                "judge resolves: {} names a non-Dragon Ball card as it enters play; the engine does not know which, so it restricts nothing ({CAUGHT_OFF_GUARD_RULING})",
                def.name
            ));
        }
    }

    /// The lowest limit the Drills of `p`'s opponent in play put on the Non-Combat cards `p`
    /// places in play from the hand during `p`'s turn (Blue Holding Drill, as its CRD 3.0.0
    /// ruling rewrites it): (the Drill, its owner, the limit). Asked by the turn's Non-Combat
    /// Step, where such cards are placed from the hand.
    pub(in crate::engine) fn non_combat_hand_limit(
        &self,
        p: PlayerId,
    ) -> Option<(CardId, PlayerId, u32)> {
        let q = p.other();
        self.state
            .acting_drills(q)
            .filter_map(|d| {
                self.state.def(d).effects.iter().find_map(|e| match e {
                    Effect::NonCombatFromHandPerTurn(n) => Some((d, q, *n)),
                    _ => None,
                })
            })
            .min_by_key(|(_, _, n)| *n)
    }
}
