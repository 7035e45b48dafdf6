//! Attached cards (`in_play::attached`): a card attaching itself to a personality
//! ([`Effect::Attach`]), what it does while attached ([`Effect::WhileAttached`]: damage
//! modifiers read at step 10, an Ally kept from taking control of Combat or damage redirected to
//! it), its own condition for leaving ([`Effect::DiscardWhenHighestStage`]) and effects that
//! discard attached cards ([`Effect::DiscardAttached`]).
//!
//! Rules applied (CRD 3.0.0 "Attaching Cards"): a card that attaches is placed under the card it
//! attaches to and stays in play until that card leaves play or a condition on the card detaches
//! it; then it is discarded (to its owner's discard pile: "Ownership"). A Main Personality
//! changing levels is not leaving play, so its attached cards stay. "More Notes on Attaching": a
//! card is used before it attaches itself. An attached card does not go to its normal
//! destination after use (Battle Sequence step 16): it stays attached.
//!
//! Which personality: forced when the text names one (a Main Personality) or when one candidate
//! is in play; otherwise the card's player names it in the action's `choose`. A choice needed
//! and not named is not made: the judge resolves it and the card goes where it would go after
//! use.

use crate::engine::battle::Battle;
use crate::engine::effects::{
    AttachTarget, AttachTo, AttachedAttacks, AttachedEffect, AttachedFrom, AttackKind,
    DiscardAttached, Effect, Whose,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId, Controller, PlayerId};

/// "p2's Goku Lv.1" / "p2 Goku Lv.1" -> (Some(p2), "Goku Lv.1"); anything else names no side.
fn split_side(want: &str) -> (Option<PlayerId>, &str) {
    for p in PlayerId::BOTH {
        for sep in ["'s ", " "] {
            if let Some(rest) = want.strip_prefix(&format!("{}{sep}", p.key())) {
                return (Some(p), rest.trim());
            }
        }
    }
    (None, want.trim())
}

impl Battle {
    /// The card `source` names among `me`'s cards being used.
    fn attaching_card(&self, me: PlayerId, source: &str) -> Option<CardId> {
        self.state
            .player(me)
            .in_use
            .iter()
            .copied()
            .find(|&c| self.state.name(c) == source)
    }

    /// The personality slots of `side` a target names, with display names.
    fn attach_candidates(&self, side: PlayerId, to: AttachTarget) -> Vec<(Controller, String)> {
        let pl = self.state.player(side);
        let mut out = Vec::new();
        if to != AttachTarget::Ally {
            out.push((
                Controller::MainPersonality,
                self.state.personality_def(&pl.mp).name.clone(),
            ));
        }
        if to != AttachTarget::MainPersonality {
            for (i, a) in pl.allies.iter().enumerate() {
                out.push((
                    Controller::Ally(i),
                    self.state.personality_def(a).name.clone(),
                ));
            }
        }
        out
    }

    /// "Attach this card to ...": the card leaves `in_use` and is placed under the personality.
    pub(in crate::engine) fn attach_effect(
        &mut self,
        me: PlayerId,
        a: &AttachTo,
        source: &str,
        log: &mut Log,
    ) {
        let sides = match a.player {
            Whose::You => vec![me],
            Whose::Opponent => vec![me.other()],
            Whose::Any => vec![me, me.other()],
        };
        let Some(card) = self.attaching_card(me, source) else {
            log.judge.push(format!(
                "judge resolves: {source} attaches itself, but it is not a card {me} is using: the engine has no card to attach"
            ));
            return;
        };
        let candidates: Vec<(PlayerId, Controller, String)> = sides
            .iter()
            .flat_map(|&side| {
                self.attach_candidates(side, a.to)
                    .into_iter()
                    .map(move |(slot, name)| (side, slot, name))
            })
            .collect();
        let (side, slot) = match candidates.as_slice() {
            [] => {
                log.note(
                    self.cite(Rule::DoWhatYouCan),
                    format!(
                        "{source}: there is no Ally in play to attach it to; it does not attach"
                    ),
                );
                return;
            }
            [(side, slot, _)] => (*side, *slot),
            _ => {
                let names: Vec<String> = candidates
                    .iter()
                    .map(|(side, _, n)| format!("{side}'s {n}"))
                    .collect();
                let chosen = self.take_choices(me, 1);
                // Two personalities of one name (each player's Goku) are told apart by the
                // player: "p2's Goku Lv.1" or "p2 Goku".
                let matching: Vec<(PlayerId, Controller)> = chosen
                    .first()
                    .map(|want| {
                        let (side_named, want) = split_side(want);
                        candidates
                            .iter()
                            .filter(|(side, _, n)| {
                                side_named.is_none_or(|s| s == *side)
                                    && (n.eq_ignore_ascii_case(want)
                                        || CardDef::plain(n, "")
                                            .personality_name()
                                            .eq_ignore_ascii_case(want))
                            })
                            .map(|(side, slot, _)| (*side, *slot))
                            .collect()
                    })
                    .unwrap_or_default();
                match matching.as_slice() {
                    [one] => *one,
                    _ => {
                        log.judge.push(format!(
                            "judge resolves: {source}: {me} chooses which personality it attaches to ({}); name it in the action's `choose`",
                            names.join(", ")
                        ));
                        return;
                    }
                }
            }
        };
        self.state.take_from_zones(card);
        self.state.personality_mut(side, slot).attached.push(card);
        let host = self
            .state
            .personality_def(self.state.personality(side, slot))
            .name
            .clone();
        log.note(
            self.cite(Rule::Attaching),
            format!("{source} attaches to {side}'s {host} and stays in play under it"),
        );
        log.cite(self.cite(Rule::MoreOnAttaching));
        // `placements`: a card entering play attached is placed like any other.
        let fired = self.placement_triggers(me, card, self.cite(Rule::Attaching), log);
        log.notes.extend(fired);
    }

    /// Every card attached to the personalities an effect names is discarded.
    pub(in crate::engine) fn discard_attached(
        &mut self,
        me: PlayerId,
        d: &DiscardAttached,
        source: &str,
        log: &mut Log,
    ) {
        let sides = match d.whose {
            Whose::You => vec![me],
            Whose::Opponent => vec![me.other()],
            Whose::Any => vec![me, me.other()],
        };
        let mut cards = Vec::new();
        for side in sides {
            let pl = self.state.player_mut(side);
            cards.append(&mut pl.mp.attached);
            if d.from == AttachedFrom::AllPersonalities {
                for a in pl.allies.iter_mut() {
                    cards.append(&mut a.attached);
                }
            }
        }
        if cards.is_empty() {
            log.note(
                self.cite(Rule::DoWhatYouCan),
                format!("{source}: no card is attached there; nothing is discarded"),
            );
            return;
        }
        self.discard_to_owners(&cards, source, log);
    }

    /// Cards that were attached (already taken from their personality) go to their owners'
    /// discard piles.
    fn discard_to_owners(&mut self, cards: &[CardId], why: &str, log: &mut Log) {
        let names: Vec<String> = cards
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        for &c in cards {
            let owner = self.state.owner(c);
            self.state.player_mut(owner).discard.push(c);
        }
        log.note(
            self.cite(Rule::Attaching),
            format!(
                "{why}: {} discarded (attached cards go to their owner's discard pile)",
                names.join(", ")
            ),
        );
        log.cite(self.cite(Rule::Ownership));
    }

    /// The cards attached to a personality that left play go to their owners' discard piles
    /// (the personality itself was already taken out of play).
    pub(in crate::engine) fn discard_attached_cards(
        &mut self,
        cards: &[CardId],
        host: &str,
        log: &mut Log,
    ) {
        if cards.is_empty() {
            return;
        }
        self.discard_to_owners(cards, &format!("{host} left play"), log);
    }

    /// The attached cards of every personality in play: (side, slot, card).
    fn all_attached(&self) -> Vec<(PlayerId, Controller, CardId)> {
        let mut out = Vec::new();
        for side in PlayerId::BOTH {
            let pl = self.state.player(side);
            out.extend(
                pl.mp
                    .attached
                    .iter()
                    .map(|&c| (side, Controller::MainPersonality, c)),
            );
            for (i, a) in pl.allies.iter().enumerate() {
                out.extend(a.attached.iter().map(|&c| (side, Controller::Ally(i), c)));
            }
        }
        out
    }

    fn attached_effects(&self, card: CardId) -> impl Iterator<Item = &AttachedEffect> {
        self.state.def(card).effects.iter().filter_map(|e| match e {
            Effect::WhileAttached(w) => Some(w),
            _ => None,
        })
    }

    /// Step 10: the "while attached" damage modifiers that apply to the attack `me` performs
    /// with its personality in control of Combat.
    pub(in crate::engine) fn attached_modifiers(
        &self,
        me: PlayerId,
        kind: AttackKind,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let control = self.state.player(me).control;
        let mut out = Vec::new();
        for (side, slot, card) in self.all_attached() {
            for w in self.attached_effects(card) {
                let AttachedEffect::Modify(m) = w else {
                    continue;
                };
                let applies = match m.attacks {
                    AttachedAttacks::ByAttached => side == me && slot == control,
                    AttachedAttacks::Yours => self.state.owner(card) == me,
                };
                if applies && (m.kinds.is_empty() || m.kinds.contains(&kind)) {
                    let host = self
                        .state
                        .personality_def(self.state.personality(side, slot))
                        .name
                        .clone();
                    out.push((
                        m.power_stages,
                        m.life_cards,
                        format!("{} (attached to {host})", self.state.name(card)),
                    ));
                    log.cite(self.cite(Rule::Attaching));
                }
            }
        }
        out
    }

    /// The attached card that keeps this personality from taking control of Combat or having
    /// damage redirected to it, if any.
    pub(in crate::engine) fn attached_restriction(
        &self,
        side: PlayerId,
        slot: Controller,
    ) -> Option<String> {
        self.state
            .personality(side, slot)
            .attached
            .iter()
            .find(|&&c| {
                self.attached_effects(c)
                    .any(|w| *w == AttachedEffect::NoControlNoRedirect)
            })
            .map(|&c| self.state.name(c).to_string())
    }

    /// The attached card that makes `me`'s attacks unpreventable now ("While attached and the
    /// attached personality is in control of Combat, damage from your attacks cannot be
    /// prevented"), if any: a card `me` owns, attached to a personality in control of Combat.
    pub(in crate::engine) fn attached_unpreventable(&self, me: PlayerId) -> Option<String> {
        self.all_attached()
            .into_iter()
            .find(|&(side, slot, card)| {
                self.state.owner(card) == me
                    && self.state.player(side).control == slot
                    && self
                        .attached_effects(card)
                        .any(|w| *w == AttachedEffect::YourAttacksUnpreventableWhileInControl)
            })
            .map(|(_, _, c)| self.state.name(c).to_string())
    }

    /// Step 10: the damage of an attack performed by a personality with an attached card that
    /// caps it ("This personality does a maximum of 5 power stages of damage with each physical
    /// attack") is lowered to the cap.
    pub(in crate::engine) fn attached_cap(
        &mut self,
        me: PlayerId,
        kind: AttackKind,
        log: &mut Log,
    ) {
        let control = self.state.player(me).control;
        let mut caps = Vec::new();
        for &c in &self.state.personality(me, control).attached {
            for w in self.attached_effects(c) {
                if let AttachedEffect::AttacksMaximum(cap) = w {
                    if cap.kinds.is_empty() || cap.kinds.contains(&kind) {
                        caps.push((cap.clone(), self.state.name(c).to_string()));
                    }
                }
            }
        }
        for (cap, card) in caps {
            let Some(att) = self.attack.as_mut() else {
                return;
            };
            let before = att.damage;
            if let Some(ps) = cap.power_stages {
                att.damage.power_stages = att.damage.power_stages.min(ps);
            }
            if let Some(lc) = cap.life_cards {
                att.damage.life_cards = att.damage.life_cards.min(lc);
            }
            let after = att.damage;
            log.cite(self.cite(Rule::Attaching));
            log.notes.push(if after != before {
                format!(
                    "{card} (attached): the attack does at most its maximum: {before} -> {after}"
                )
            } else {
                format!("{card} (attached): the attack's {after} is within its maximum")
            });
        }
    }

    /// After an attack is announced (step 1): a card attached to the personality performing it
    /// that leaves "when that personality performs an energy attack" is removed from the game.
    pub(in crate::engine) fn attached_performs(&mut self, log: &mut Log) {
        let me = self.pos.attacker;
        let Some(kind) = self.attack_kind() else {
            return;
        };
        let control = self.state.player(me).control;
        let leaving: Vec<CardId> = self
            .state
            .personality(me, control)
            .attached
            .iter()
            .copied()
            .filter(|&c| {
                self.attached_effects(c).any(|w| {
                    matches!(w, AttachedEffect::RemoveWhenPerforms(k) if k.is_empty() || k.contains(&kind))
                })
            })
            .collect();
        for card in leaving {
            self.state.take_from_zones(card);
            let owner = self.state.owner(card);
            self.state.player_mut(owner).removed.push(card);
            let host = self.state.controller_name(me);
            log.note(
                self.cite(Rule::Attaching),
                format!(
                    "{host} performs {} attack: {} leaves it and is removed from the game",
                    kind.article_word(),
                    self.state.name(card)
                ),
            );
            log.cite(self.cite(Rule::RemoveFromGame));
        }
    }

    /// The slot of `side`'s personality named `name` (Main Personality or Ally).
    pub(in crate::engine) fn personality_slot(
        &self,
        side: PlayerId,
        name: &str,
    ) -> Option<Controller> {
        self.attach_candidates(side, AttachTarget::Personality)
            .into_iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(s, _)| s)
    }

    /// Stage and level of the personalities holding a card that leaves "when the attached
    /// personality reaches his highest power stage", read before a step.
    pub(in crate::engine) fn highest_stage_watch(
        &self,
    ) -> Vec<(PlayerId, Controller, CardId, u32, usize)> {
        // No card attached to any personality (most steps): nothing to watch.
        let attached = self.state.players.iter().any(|pl| {
            !pl.mp.attached.is_empty() || pl.allies.iter().any(|a| !a.attached.is_empty())
        });
        if !attached {
            return Vec::new();
        }
        self.all_attached()
            .into_iter()
            .filter(|(_, _, c)| {
                self.state
                    .def(*c)
                    .effects
                    .contains(&Effect::DiscardWhenHighestStage)
            })
            .map(|(side, slot, c)| {
                let p = self.state.personality(side, slot);
                (side, slot, c, p.stage, p.current)
            })
            .collect()
    }

    /// After a step: a watched personality whose stage changed and is now its highest power
    /// stage has reached it; the card is discarded.
    pub(in crate::engine) fn highest_stage_check(
        &mut self,
        watch: &[(PlayerId, Controller, CardId, u32, usize)],
        log: &mut Log,
    ) {
        for &(side, slot, card, stage, current) in watch {
            // Still attached to the same personality?
            if self.state.attached_to(card) != Some((side, slot)) {
                continue;
            }
            let p = self.state.personality(side, slot);
            let top = self.state.personality_def(p).top_stage();
            let changed = p.stage != stage || p.current != current;
            if changed && p.stage == top && !self.state.personality_def(p).ladder.is_empty() {
                let host = self.state.personality_def(p).name.clone();
                self.state.take_from_zones(card);
                self.discard_to_owners(
                    &[card],
                    &format!("{host} reached its highest power stage"),
                    log,
                );
            }
        }
    }
}
