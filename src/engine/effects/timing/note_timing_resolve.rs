//! `timing::note_timing` resolved: the unread sentences of the cards in play said to the judge
//! at the moment their timing words name (the Prepare Phase, a step of the attack, the end of
//! Combat; a turn step outside Combat once), citing the section defining that moment. A Drill's
//! sentence without timing words is a constant effect, said with the modifiers (step 10). A
//! `use` of a card at a moment its own unread timing names is accepted and logged for the judge.

use crate::engine::action::Verb;
use crate::engine::battle::Battle;
use crate::engine::citations::{self as c, Citation};
use crate::engine::effects::timing::card_moments::unread;
use crate::engine::effects::timing::note_timing::{turn_step_cite, Moment, Whose};
use crate::engine::effects::Effect;
use crate::engine::ids::{CardId, PlayerId};
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, StepKind, CRD_TURN};
use crate::engine::Result;

/// How `notes_due` names a personality whose power box it reads (the card's CRD rewrite, if
/// any, is cited with it).
const PERSONALITY_KINDS: [&str; 2] = [
    "the Main Personality",
    "the personality in control of Combat",
];

/// How `timed_uses` names a power used from a personality's power box.
const POWER_OF_PERSONALITY: &str = "from its personality's power box";

/// Where the Battle Sequence stands when the notes due there are said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine) enum NotePoint {
    /// The Prepare Phase (and the turn steps before Combat, once).
    Prepare,
    /// A step of the attack, by what it did.
    Step(StepKind),
    /// Combat has ended (and the turn steps after it, once).
    EndOfCombat,
}

fn due(moment: Moment, at: NotePoint) -> bool {
    due_in(moment, at, false)
}

/// [`due`], in a game run turn by turn (`in_turn`) or a board of one Combat: in a game, a
/// sentence timed for a turn step is said at that step (`turn_step_notes_resolve.rs`), never
/// by the Combat.
fn due_in(moment: Moment, at: NotePoint, in_turn: bool) -> bool {
    if in_turn && matches!(moment, Moment::Turn(_)) {
        return false;
    }
    match at {
        NotePoint::Prepare => matches!(moment, Moment::Prepare | Moment::Turn(1..=4)),
        NotePoint::Step(k) => {
            moment == Moment::Step(k)
                || (matches!(k, StepKind::Modifiers | StepKind::Declare)
                    && moment == Moment::Constant)
        }
        NotePoint::EndOfCombat => {
            matches!(
                moment,
                Moment::EndOfCombat | Moment::AfterTurn | Moment::Turn(6..=7)
            )
        }
    }
}

/// Whether a sentence of `kind`'s card timed `moment` can be said at `at`: it is due, and a
/// standing sentence (no timing words) is said only of a Mastery, a Battleground or Location,
/// or a Drill (`notes_due`); a personality's is not said here. A card with none has nothing to
/// say, and whether it could act now is not asked (`only_blocks_in_play`, at every step).
fn says_at(moment: Moment, kind: &str, at: NotePoint, in_turn: bool) -> bool {
    due_in(moment, at, in_turn)
        && (moment != Moment::Constant
            || matches!(
                kind,
                "the Mastery" | "the Battleground or Location" | "a Drill"
            ))
}

impl Battle {
    /// Says the unread sentences of `who`'s cards in play (both players' for `None`) due at
    /// `at`; returns how many were said.
    pub(in crate::engine) fn notes_due(
        &self,
        who: Option<PlayerId>,
        at: NotePoint,
        log: &mut Log,
    ) -> usize {
        let both = [self.pos.attacker, self.pos.attacker.other()];
        let players = match &who {
            Some(p) => std::slice::from_ref(p),
            None => &both[..],
        };
        let mut said = 0;
        if at == NotePoint::Prepare {
            for &p in players {
                self.allies_entering_combat(p, log);
            }
        }
        for &p in players {
            let side = &self.state.player(p).in_play;
            let cards = side.by_kind().chain(self.personality_noted(p, at));
            for (card, kind) in cards {
                let d = self.state.def(card);
                if !d.effects.iter().any(|e| matches!(e, Effect::Manual(_))) {
                    continue;
                }
                // A blank text box (`blank_text`): no sentence of it is used.
                if crate::engine::blank_text::blank(&self.state, card).is_some() {
                    continue;
                }
                // The card's sentence timings, kept with its definition; a card with none due
                // now has nothing to say.
                let moments = d.moments.of(&d.effects);
                if !moments
                    .iter()
                    .any(|&(m, _)| says_at(m, kind, at, self.in_turn))
                {
                    continue;
                }
                // An "X only" card its controller cannot use now has nothing to say
                // (`battle::only` says why where the card would act).
                if self
                    .only_blocks_in_play(p, card, &mut Log::default())
                    .is_some()
                {
                    continue;
                }
                let manual = d.effects.iter().filter_map(unread);
                for (sentence, &(moment, whose)) in manual.zip(moments.iter()) {
                    if due_in(moment, at, self.in_turn)
                        && moment == Moment::Prepare
                        && !self.plays_role(p, whose)
                    {
                        // "When entering Combat as the attacker" while its player defends: not
                        // used, and the rule that says so (the card's own ruling) is cited.
                        self.not_in_this_role(p, card, sentence, whose, log);
                        continue;
                    }
                    if !due_in(moment, at, self.in_turn) || !self.plays_role(p, whose) {
                        continue;
                    }
                    if moment == Moment::Constant {
                        // A standing sentence is said once per attack: a Battleground's or
                        // Location's at the step its words need (`battleground_texts`), any
                        // other card's with the modifiers.
                        let standing_at = if kind == "the Battleground or Location" {
                            let previous = d
                                .effects
                                .iter()
                                .filter_map(unread)
                                .take_while(|s| *s != sentence)
                                .last();
                            crate::engine::effects::in_play::battleground_texts::standing_step(
                                sentence, previous,
                            )
                        } else {
                            Some(StepKind::Modifiers)
                        };
                        if standing_at.map(NotePoint::Step) != Some(at) {
                            continue;
                        }
                        if kind == "the Mastery" {
                            // A Mastery's advantages "last throughout the game" (CRD 3.0.0
                            // "Mastery Cards"): its unread constant sentence, with the modifiers.
                            log.cite(self.cite(Rule::MasteryCards));
                            self.cite_card_rulings(card, log);
                            log.judge.push(format!(
                                "judge resolves: {sentence} ({}, the Mastery {p} has in play){}",
                                d.name,
                                crate::engine::damaged_text::damage_words(sentence)
                            ));
                            said += 1;
                            continue;
                        }
                        if kind == "the Battleground or Location" {
                            // CRD 3.0.0 "Battleground and Location Cards": a standing rule
                            // (`in_play/battleground_texts_resolve.rs`).
                            if self.battleground_sentence_note(p, card, sentence, log) {
                                said += 1;
                            }
                            continue;
                        }
                        if kind != "a Drill" {
                            continue;
                        }
                        log.judge.push(format!(
                            "judge resolves: {sentence} ({}, a Drill {p} has in play){}",
                            d.name,
                            crate::engine::damaged_text::damage_words(sentence)
                        ));
                    } else {
                        let (when, cite) = self.moment_words(moment);
                        log.cite(cite);
                        let mut used = String::new();
                        if PERSONALITY_KINDS.contains(&kind) {
                            log.cite(self.cite(Rule::PersonalityPowers));
                            self.cite_card_rulings(card, log);
                            used = self.powers_used_words(p, sentence);
                        }
                        log.judge.push(format!(
                            "judge resolves: {sentence} ({}, {kind} {p} has in play; its timing: {when} [{}]){used}{}",
                            d.name,
                            cite.id,
                            crate::engine::damaged_text::damage_words(sentence)
                        ));
                    }
                    said += 1;
                }
            }
        }
        said
    }

    /// The personality whose power box `notes_due` reads for `p` at `at`, with how it is named:
    /// the Main Personality when entering Combat (before any Ally can take control), else the
    /// personality in control of Combat (CRD 3.0.0 "Power-Up Rating (PUR)": "You cannot use
    /// your MP's power when an Ally is in control of Combat and vice-versa"). A Constant Combat
    /// Power's unread sentences are said at each step 1 instead
    /// (`personality_powers::constant_powers_resolve`), so only its entering-Combat ones here.
    fn personality_noted(&self, p: PlayerId, at: NotePoint) -> Option<(CardId, &'static str)> {
        let pl = self.state.player(p);
        let (person, kind) = if at == NotePoint::Prepare {
            (&pl.mp, PERSONALITY_KINDS[0])
        } else {
            (self.state.controller(p), PERSONALITY_KINDS[1])
        };
        let card = self.state.level_card(person)?;
        let constant = self.state.def(card).only_constant_powers();
        (!constant || at == NotePoint::Prepare).then_some((card, kind))
    }

    /// The unread sentences of `card` due at `at` for its controller `p` (a timed sentence with
    /// the untimed ones carrying its effect), with the moment.
    fn timed_sentences(&self, p: PlayerId, card: CardId, at: NotePoint) -> Vec<(String, Moment)> {
        let d = self.state.def(card);
        d.effects
            .iter()
            .filter_map(unread)
            .zip(d.moments.of(&d.effects).iter().copied())
            .filter(|(_, (m, whose))| {
                *m != Moment::Constant && due(*m, at) && self.plays_role(p, *whose)
            })
            .map(|(s, (m, _))| (s.to_string(), m))
            .collect()
    }

    /// The `use` actions the script gives `who` now of its cards (in hand, among its
    /// Non-Combat cards and Drills in play, or its Main Personality's and Allies' current
    /// levels) whose own unread timing names this moment: each is accepted, the card used and
    /// put away as the CRD says for its type (a personality stays in play, its power counted
    /// as used this turn: PUR), and its sentences logged "judge resolves: ..." (the engine does
    /// not read them). Returns how many.
    pub(in crate::engine) fn timed_uses(
        &mut self,
        who: PlayerId,
        at: NotePoint,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<usize> {
        let mut used = 0;
        while let Some(a) = self.peek() {
            if a.player != who || a.verb != Verb::Use {
                break;
            }
            let Some(named) = a.card.clone() else { break };
            let may = a.may.unwrap_or(true);
            let side = self.state.player(who);
            let in_play = side.in_play.non_combat.iter().chain(&side.in_play.drills);
            // Its Main Personality's and Allies' power boxes (their current level): a
            // "When entering Combat" power used from the personality, which stays in play.
            let personalities = std::iter::once(&side.mp)
                .chain(&side.allies)
                .filter_map(|p| self.state.level_card(p));
            let found = side
                .hand
                .iter()
                .map(|&c| (c, "from its hand"))
                .chain(in_play.map(|&c| (c, "in play")))
                .chain(personalities.map(|c| (c, POWER_OF_PERSONALITY)))
                .find(|&(c, _)| {
                    crate::corpus::names::same_name(self.state.name(c), &named)
                        && !self.timed_sentences(who, c, at).is_empty()
                });
            let Some((card, from)) = found else { break };
            let personality = from == POWER_OF_PERSONALITY;
            if may && personality {
                // PUR: a Personality Power is used once per turn (refused with the rule when
                // used already), and counted as used.
                self.power_use_allowed(who, card, log)?;
            } else if may {
                // Its own requirement ("this card cannot be used" unless ...) first.
                self.refuse_unusable(who, card, log)?;
            }
            self.take_action();
            let name = self.state.name(card).to_string();
            if !may {
                account.push(format!("{who} does not use {name}"));
                continue;
            }
            let sentences = self.timed_sentences(who, card, at);
            let effects = self.state.def(card).effects.clone();
            // A Drill in play stays there (CRD "Drill Cards"); any other card is used and put
            // away as its type says.
            let drill = self.state.player(who).in_play.drills.contains(&card);
            let rule = if personality {
                Rule::PersonalityPowers
            } else if drill {
                Rule::DrillCards
            } else if from == "in play" {
                Rule::NonCombatCards
            } else {
                Rule::PlayingCombatCards
            };
            log.cite(self.cite(rule));
            if !drill && !personality {
                self.state.take_from_zones(card);
                self.state.player_mut(who).in_use.push(card);
            }
            if personality {
                self.power_use_record(who, card);
                self.cite_card_rulings(card, log);
            }
            // A Drill or a personality staying in play has its sentences said by `notes_due`
            // right after.
            for (sentence, moment) in sentences.iter().filter(|_| !drill && !personality) {
                let (when, cite) = self.moment_words(*moment);
                log.cite(cite);
                log.judge.push(format!(
                    "judge resolves: {sentence} ({name}, used by {who} {from}; its timing: {when} [{}])",
                    cite.id
                ));
            }
            let where_ = if drill {
                "stays in play (a Drill)"
            } else if personality {
                "stays in play (a personality's power)"
            } else {
                self.put_away(who, card, &effects, log)
            };
            account.push(format!(
                "{who} uses {name} {from}: its effect is the judge's ({} sentence(s)); it {where_}",
                sentences.len()
            ));
            used += 1;
        }
        Ok(used)
    }

    /// True when the attack in progress reached what `kind` is about: an attack performed (a
    /// Drill used in place of an attack performs none) and its costs paid (step 2), stopped
    /// (step 5), successful (step 15), dealing life cards (step 13).
    pub(in crate::engine) fn attack_reached(&self, kind: StepKind) -> bool {
        let Some(att) = self.attack.as_deref() else {
            return false;
        };
        if att.attack.is_none() {
            return false;
        }
        match kind {
            StepKind::Declare | StepKind::PayCosts | StepKind::Modifiers | StepKind::Dispose => {
                true
            }
            StepKind::Defend => att.stopped_by.is_some(),
            StepKind::AttackerIfSuccessful => att.successful,
            StepKind::LifeCardDamage => att.damage_received,
            _ => false,
        }
    }

    /// Says that `card`'s entering-Combat sentence names the other role than `p` plays, so it
    /// is not used, citing the card's own rulings (Android 18 Lv.1's CRD rewrite: "When
    /// entering Combat as the attacker").
    fn not_in_this_role(
        &self,
        p: PlayerId,
        card: CardId,
        sentence: &str,
        whose: Whose,
        log: &mut Log,
    ) {
        let (needs, is) = match whose {
            Whose::Attacking => ("the attacker", "the defender"),
            _ => ("the defender", "the attacker"),
        };
        self.cite_card_rulings(card, log);
        log.note(
            self.cite(Rule::PreparePhase),
            format!(
                "{}'s \"{sentence}\" is used only when entering Combat as {needs}: {p} is {is}, so it is not used",
                self.state.name(card)
            ),
        );
    }

    /// Says, for each of `p`'s Allies whose power box has a "When entering Combat" power, that
    /// it is not used: the Main Personality is in control of Combat when Combat is entered, and
    /// "Allies cannot use their Personality Powers or Constant Combat Powers unless they are in
    /// control of Combat" (CRD 3.0.0 "Allies Taking Over Combat"); the Ally's rulings cited.
    fn allies_entering_combat(&self, p: PlayerId, log: &mut Log) {
        for ally in &self.state.player(p).allies {
            let Some(card) = self.state.level_card(ally) else {
                continue;
            };
            let d = self.state.def(card);
            let entering = d
                .effects
                .iter()
                .filter_map(unread)
                .zip(d.moments.of(&d.effects).iter().copied())
                .find(|(_, (m, _))| *m == Moment::Prepare)
                .map(|(s, _)| s.to_string());
            let read = d.effects.contains(&Effect::Timing(
                crate::engine::effects::timing::Timing::WhenEnteringCombat,
            ));
            if entering.is_none() && !read {
                continue;
            }
            self.cite_card_rulings(card, log);
            log.note(
                self.cite(Rule::AlliesTakingOver),
                format!(
                    "{p}'s Ally {}'s \"When entering Combat\" power is not used: the Main Personality is in control of Combat when Combat is entered, and \"Allies cannot use their Personality Powers or Constant Combat Powers unless they are in control of Combat\"",
                    d.name
                ),
            );
        }
    }

    fn plays_role(&self, p: PlayerId, whose: Whose) -> bool {
        match whose {
            Whose::Either => true,
            Whose::Attacking => p == self.pos.attacker,
            Whose::Defending => p != self.pos.attacker,
        }
    }

    /// What a moment is called in a note, and the section defining it.
    fn moment_words(&self, moment: Moment) -> (String, Citation) {
        match moment {
            Moment::Prepare => (
                "when entering Combat, the Prepare Phase".into(),
                self.cite(Rule::PreparePhase),
            ),
            Moment::Step(k) => {
                let spec = self.rules.steps.iter().find(|s| s.kinds.contains(&k));
                (
                    format!(
                        "this step (Battle Sequence step {})",
                        spec.map(|s| s.number).unwrap_or(0)
                    ),
                    spec.map(|s| s.cite).unwrap_or(c::CRD_ATTACK_PHASES),
                )
            }
            Moment::EndOfCombat => ("the end of Combat".into(), self.cite(Rule::AttackPhases)),
            Moment::Turn(n) => {
                let name = CRD_TURN
                    .iter()
                    .find(|s| s.number == n)
                    .map(|s| s.name)
                    .unwrap_or("a step");
                let side = if n < 5 { "before" } else { "after" };
                (
                    format!("the turn's {name}, {side} the Combat Step the engine resolves (said once)"),
                    turn_step_cite(n),
                )
            }
            Moment::AfterTurn => (
                "the end of a turn or a later turn, after the Combat the engine resolves (said once)"
                    .into(),
                c::CRD_TURN,
            ),
            Moment::Constant => ("constant".into(), self.cite(Rule::DrillCards)),
        }
    }
}
