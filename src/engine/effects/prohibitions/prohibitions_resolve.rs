//! `prohibitions`: a prohibition made when its card resolves is kept on the board (this Combat
//! and the remainder of the turn on `CombatFlags::prohibitions`, the remainder of the game on
//! `GameFlags::prohibitions`); one "while in play" is read from its Drill in play or its
//! Constant Combat Power while it acts. Every reader of a kind of play asks here and refuses the
//! play (or skips the power, the Drill, the anger raise) citing the card, its ruling and the CRD
//! section of that play: cards played or used (`check_restrictions`, the Non-Combat Step),
//! personality powers (`power_use_allowed`), Constant Combat Powers (`constant_power_card`),
//! Drills in play (`acts_in_play`), Allies taking control (`check_ally_control`), damage
//! redirected to Allies, and anger raised (`levels::anger_change_blocked`).

use super::power_kinds::{self, PowerKinds};
use super::{Bound, Forbidden, KeptProhibition, Prohibition, Span, TurnEdgeWord};
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardId, Controller, PlayerId};
use crate::engine::{EngineError, Result};

/// The object in words, as "may not ..." continues.
pub(super) fn object_words(what: &Forbidden, card: Option<&str>) -> String {
    match what {
        Forbidden::Cards { types, .. } if types.is_empty() => "use a card".to_string(),
        Forbidden::Cards { types, played_only } => format!(
            "{} {} cards",
            if *played_only { "play" } else { "play or use" },
            types.join(" or ")
        ),
        Forbidden::Allies => "use Allies (an Ally takes no control of Combat, uses no power and has no damage redirected to it)".to_string(),
        Forbidden::PersonalityPowers => "use personality powers".to_string(),
        Forbidden::ConstantCombatPowers => "use Constant Combat Powers".to_string(),
        Forbidden::AllyControl => format!("have {} take over Combat", card.unwrap_or("an Ally")),
        Forbidden::RedirectToAlly => {
            format!("redirect damage to {}", card.unwrap_or("an Ally"))
        }
        Forbidden::AngerRaised => "raise anger".to_string(),
        Forbidden::AngerLowered => "lower anger".to_string(),
        Forbidden::AngerLoweredPast { levels } => {
            format!("lower anger by more than {levels} level(s) with one card")
        }
        Forbidden::PastTurnLimit { types, per_turn } => {
            format!("play more than {per_turn} {} card(s) in a turn", types.join(" or "))
        }
        Forbidden::DrillPower => format!("use the power of {}", card.unwrap_or("the chosen Drill")),
        Forbidden::StagesGained => "gain power stages (by any effect or in the Power-Up Step)".to_string(),
        Forbidden::Attacks { kinds } if kinds.is_empty() => "perform attacks".to_string(),
        Forbidden::Attacks { kinds } => format!(
            "perform {} attacks",
            kinds.iter().map(|k| k.word()).collect::<Vec<_>>().join(" or ")
        ),
    }
}

/// The duration in words.
pub(super) fn span_words(lasts: Span) -> &'static str {
    match lasts {
        Span::NextTurn {
            whose: Bound::You,
            edge: TurnEdgeWord::Beginning,
        } => "until the beginning of its card user's next turn",
        Span::NextTurn {
            whose: Bound::You,
            edge: TurnEdgeWord::End,
        } => "until the end of its card user's next turn",
        Span::NextTurn {
            edge: TurnEdgeWord::Beginning,
            ..
        } => "until the beginning of the bound opponent's next turn",
        Span::NextTurn {
            edge: TurnEdgeWord::End,
            ..
        } => "until the end of the bound opponent's next turn",
        Span::ThisCombat => "for the remainder of Combat",
        Span::RestOfTurn => "for the remainder of the turn",
        Span::RestOfGame => "for the remainder of the game",
        Span::WhileInPlay => "while it is in play",
        Span::NextDefence => "during its next Defender Defends phase",
    }
}

/// The card a prohibition's source names ("Android 18 Lv.1's power": the level card).
fn source_card(state: &BoardState, source: &str) -> Option<CardId> {
    state
        .card_named(source)
        .or_else(|| state.card_named(source.strip_suffix("'s power")?))
}

/// The players a subject names, seen from `owner`.
fn players(owner: PlayerId, bound: Bound) -> Vec<PlayerId> {
    match bound {
        Bound::You => vec![owner],
        Bound::Opponent => vec![owner.other()],
        Bound::Everyone | Bound::Chosen => PlayerId::BOTH.to_vec(),
    }
}

/// Whether a card of `def` is one of `types`.
pub(super) fn of_types(def: &crate::engine::state::CardDef, types: &[String]) -> bool {
    types.is_empty()
        || types.iter().any(|t| {
            if t.eq_ignore_ascii_case("Drill") {
                def.is_drill()
            } else if t.eq_ignore_ascii_case("Non-Combat") {
                // CRD "Non-Combat Cards": Drills are Non-Combat cards.
                def.is_drill() || t.eq_ignore_ascii_case(&def.card_type)
            } else if t.eq_ignore_ascii_case("Dragon Ball") {
                def.is_dragon_ball()
            } else if t.eq_ignore_ascii_case("Ally") {
                // CRD 3.0.0 "What do Allies do?": "Allies are Personality cards".
                def.card_type.eq_ignore_ascii_case("Personality")
            } else {
                t.eq_ignore_ascii_case(&def.card_type)
            }
        })
}

/// The "while in play" prohibitions of `owner`'s Drills in play and of his personality in
/// control's Constant Combat Power, as they act now.
fn while_in_play(state: &BoardState, owner: PlayerId) -> Vec<KeptProhibition> {
    let pl = state.player(owner);
    // A card that makes no such prohibition (most) gives none whether it acts or not: its
    // effects are looked at before whether it acts.
    let makes_one = |effects: &[Effect]| {
        effects.iter().any(|e| {
            matches!(e, Effect::Prohibit(p) if p.lasts == Span::WhileInPlay && p.bound != Bound::Chosen)
        })
    };
    let drills = pl
        .in_play
        .drills
        .iter()
        .chain(pl.in_play.non_combat.iter())
        .copied()
        .filter(|&c| {
            makes_one(&state.def(c).effects)
                && crate::engine::battle::only::acts_unless_prohibited(state, owner, c)
        })
        .map(|c| (c, state.def(c).effects.as_slice()));
    let constant = state
        .level_card(state.controller(owner))
        .filter(|&c| !pl.powers_off.iter().any(|(x, _)| *x == c))
        .map(|c| (c, state.def(c).constant_effects()));
    let mut out = Vec::new();
    for (card, effects) in drills.chain(constant) {
        for e in effects {
            if let Effect::Prohibit(p) = e {
                if p.lasts == Span::WhileInPlay && p.bound != Bound::Chosen {
                    out.push(KeptProhibition {
                        what: p.what.clone(),
                        bound: players(owner, p.bound),
                        card: None,
                        lasts: Span::WhileInPlay,
                        source: state.name(card).to_string(),
                        phase: 0,
                    });
                }
            }
        }
    }
    out
}

/// Every prohibition in force now: kept ones, then those read from cards in play.
pub(in crate::engine) fn in_force(state: &BoardState) -> Vec<KeptProhibition> {
    let mut out = Vec::new();
    for p in PlayerId::BOTH {
        let pl = state.player(p);
        out.extend(pl.combat.prohibitions.iter().cloned());
        out.extend(pl.game.prohibitions.iter().cloned());
    }
    // A Constant Combat Power turned off by a kept prohibition makes none.
    for p in PlayerId::BOTH {
        // Most sides make none: nothing to filter or append.
        let made = while_in_play(state, p);
        if made.is_empty() {
            continue;
        }
        let off = constant_powers_prohibited(&out, state, p);
        out.extend(made.into_iter().filter(|k| {
            !(off
                && state
                    .card_named(&k.source)
                    .is_some_and(|c| state.def(c).card_type == "Personality"))
        }));
    }
    out
}

/// Whether a kept prohibition keeps `player`'s Constant Combat Powers from applying.
fn constant_powers_prohibited<'a>(
    kept: impl IntoIterator<Item = &'a KeptProhibition>,
    state: &BoardState,
    player: PlayerId,
) -> bool {
    let ally = matches!(state.player(player).control, Controller::Ally(_));
    kept.into_iter().any(|k| {
        k.bound.contains(&player)
            && (k.what == Forbidden::ConstantCombatPowers || (ally && k.what == Forbidden::Allies))
    })
}

/// The prohibition that keeps `owner`'s Drill (or Non-Combat card) in play from acting, if any
/// (Drills "may not be used"; CRD "Drill Cards": a Drill in play is constantly in use).
pub(in crate::engine) fn card_in_play_prohibited(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> Option<KeptProhibition> {
    // Most boards keep none: said from the lists' lengths, without walking them.
    let none_kept = state
        .players
        .iter()
        .all(|pl| pl.combat.prohibitions.is_empty() && pl.game.prohibitions.is_empty());
    if none_kept {
        return None;
    }
    let def = state.def(card);
    let mut kept = PlayerId::BOTH.into_iter().flat_map(|p| {
        let pl = state.player(p);
        pl.combat
            .prohibitions
            .iter()
            .chain(pl.game.prohibitions.iter())
    });
    kept.find(|k| {
        k.bound.contains(&owner)
            && k.lasts != Span::NextDefence
            && match &k.what {
                Forbidden::Cards {
                    types,
                    played_only: false,
                } => !types.is_empty() && of_types(def, types),
                // Namekian Blocking Stance: the chosen Drill.
                Forbidden::DrillPower => k
                    .card
                    .as_deref()
                    .is_some_and(|c| crate::corpus::names::same_name(c, &def.name)),
                _ => false,
            }
    })
    .cloned()
}

/// What keeps `player`'s anger from being raised, if anything: (the card, how long, the rule).
pub(in crate::engine) fn anger_raise_prohibited(
    state: &BoardState,
    player: PlayerId,
) -> Option<(String, &'static str, Rule)> {
    in_force(state)
        .into_iter()
        .find(|k| k.bound.contains(&player) && k.what == Forbidden::AngerRaised)
        .map(|k| match k.lasts {
            Span::WhileInPlay => (
                k.source,
                "while its Constant Combat Power applies (\"Nothing can raise your anger except this Constant Combat Power\")",
                Rule::PersonalityPowers,
            ),
            lasts => (k.source, span_words(lasts), Rule::FloatingEffects),
        })
}

/// What keeps `player`'s anger from being lowered, if anything: (the card, how long, the rule).
/// A Constant Combat Power "Your anger level cannot be lowered" applies only while its
/// personality is in control of Combat ([`in_force`] reads the one in control).
pub(in crate::engine) fn anger_lower_prohibited(
    state: &BoardState,
    player: PlayerId,
) -> Option<(String, &'static str, Rule)> {
    in_force(state)
        .into_iter()
        .find(|k| k.bound.contains(&player) && k.what == Forbidden::AngerLowered)
        .map(|k| match k.lasts {
            Span::WhileInPlay => (
                k.source,
                // Worded apart from any one card: Android 17 Lv.1 "Your anger level cannot be lowered",
                // King Cold, Galactic Ruler Lv.2 "Your anger cannot be reduced".
                "while its Constant Combat Power applies (its player's anger cannot be lowered)",
                Rule::PersonalityPowers,
            ),
            lasts => (k.source, span_words(lasts), Rule::FloatingEffects),
        })
}

/// The most one card may lower `player`'s anger, and the card whose Constant Combat Power says
/// so ("You cannot have your anger lowered by more than 1 level by any card"), if any.
pub(in crate::engine) fn anger_lowering_cap(
    state: &BoardState,
    player: PlayerId,
) -> Option<(u32, String)> {
    in_force(state)
        .into_iter()
        .filter(|k| k.bound.contains(&player))
        .filter_map(|k| match k.what {
            Forbidden::AngerLoweredPast { levels } => Some((levels, k.source)),
            _ => None,
        })
        .min_by_key(|(levels, _)| *levels)
}

impl Battle {
    /// A prohibition made by a card that resolves: kept on the board for its duration, said.
    pub(in crate::engine) fn prohibit_apply(
        &mut self,
        me: PlayerId,
        p: &Prohibition,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        if p.lasts == Span::WhileInPlay {
            log.note(
                self.cite(Rule::DrillCards),
                format!("{source}: its prohibition is read from the card while it is in play"),
            );
            return Ok(());
        }
        let phase = self.pos.attack_phase;
        let (bound, card) = match p.bound {
            Bound::Chosen if p.what == Forbidden::DrillPower => {
                let (player, name) = self.chosen_drill(me, source)?;
                (vec![player], Some(name))
            }
            Bound::Chosen => {
                let (player, name) = self.chosen_ally(me, source, phase)?;
                // "Your opponent cannot redirect damage to that Ally": the opponent is bound,
                // whoever's Ally it is; "the Ally cannot take over Combat": its own player.
                let bound = if p.what == Forbidden::RedirectToAlly {
                    me.other()
                } else {
                    player
                };
                (vec![bound], Some(name))
            }
            b => (players(me, b), None),
        };
        let who = match bound.as_slice() {
            [one] => format!("{one} may not"),
            _ => "no player may".to_string(),
        };
        let says = format!(
            "{source}: {who} {} {}",
            object_words(&p.what, card.as_deref()),
            span_words(p.lasts)
        );
        let kept = KeptProhibition {
            what: p.what.clone(),
            bound,
            card,
            lasts: p.lasts,
            source: source.to_string(),
            phase,
        };
        let also = if kept.what == Forbidden::PersonalityPowers {
            self.constant_powers_named_too(&kept, &who, log)
        } else {
            None
        };
        let pl = self.state.player_mut(me);
        match p.lasts {
            // Kept past Combat: ended where the turn says (`turn::turn_spans`).
            Span::RestOfGame | Span::RestOfTurn | Span::NextTurn { .. } => pl
                .game
                .prohibitions
                .extend([Some(kept), also].into_iter().flatten()),
            _ => pl
                .combat
                .prohibitions
                .extend([Some(kept), also].into_iter().flatten()),
        }
        log.note(self.cite(Rule::FloatingEffects), says);
        Ok(())
    }

    /// CRD "Personality Powers, Powers, and Constant Combat Powers": a prohibition of
    /// "personality powers" made by a card of an early set forbids Constant Combat Powers too
    /// (the same prohibition of that object, said and cited); on a promo of those sagas the
    /// section is silent and the judge is told; otherwise nothing more.
    fn constant_powers_named_too(
        &self,
        kept: &KeptProhibition,
        who: &str,
        log: &mut Log,
    ) -> Option<KeptProhibition> {
        let card = source_card(&self.state, &kept.source)?;
        match power_kinds::named_by(self.state.def(card).pool_id.as_deref()) {
            PowerKinds::PersonalityPowers => None,
            PowerKinds::Both(set) => {
                log.note(
                    c::CRD_POWER_KINDS_BY_SET,
                    format!(
                        "{}: a {set} card's \"personality powers\" are Personality Powers and Constant Combat Powers: {who} {} {}",
                        kept.source,
                        object_words(&Forbidden::ConstantCombatPowers, None),
                        span_words(kept.lasts)
                    ),
                );
                Some(KeptProhibition {
                    what: Forbidden::ConstantCombatPowers,
                    ..kept.clone()
                })
            }
            PowerKinds::PromoOf(set) => {
                log.judge.push(format!(
                    "{}: is a {set} promo one of the \"Cards from the ... {set}\" whose \"personality powers\" also name Constant Combat Powers ({})? The section names sets, not their promos; the engine forbids Personality Powers only and lets Constant Combat Powers apply",
                    kept.source,
                    c::CRD_POWER_KINDS_BY_SET.id
                ));
                None
            }
        }
    }

    /// The Ally a prohibition of `source` binds: the one its earlier sentence already chose in
    /// this Attack Phase, else the next name of the action's `choose` (an Ally of either player).
    fn chosen_ally(
        &mut self,
        me: PlayerId,
        source: &str,
        phase: u32,
    ) -> Result<(PlayerId, String)> {
        let before = self
            .state
            .player(me)
            .combat
            .prohibitions
            .last()
            .filter(|k| k.source == source && k.phase == phase)
            .and_then(|k| k.card.clone());
        let names = match before {
            Some(chosen) => vec![chosen],
            None => self.take_choices(me, 1),
        };
        let allies: Vec<(PlayerId, String)> = PlayerId::BOTH
            .into_iter()
            .flat_map(|p| {
                self.state
                    .player(p)
                    .allies
                    .iter()
                    .map(move |a| (p, a))
                    .collect::<Vec<_>>()
            })
            .map(|(p, a)| (p, self.state.personality_def(a).name.clone()))
            .collect();
        let Some(n) = names.first() else {
            return Err(EngineError::Script {
                expected: format!(
                    "{me}'s `choose`: the Ally in play that {source} chooses ({})",
                    allies
                        .iter()
                        .map(|(_, n)| n.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                found: "no names".into(),
            });
        };
        allies
            .into_iter()
            .find(|(_, a)| crate::corpus::names::same_name(a, n))
            .ok_or_else(|| {
                EngineError::Illegal(format!(
                    "{n} is not an Ally in play: {source} chooses an Ally in play"
                ))
            })
    }

    /// The Drill in play a prohibition of `source` binds: the next name of the action's `choose`
    /// (a Drill of either player, listed with the Drills or the Non-Combat cards in play).
    fn chosen_drill(&mut self, me: PlayerId, source: &str) -> Result<(PlayerId, String)> {
        let names = self.take_choices(me, 1);
        let drills: Vec<(PlayerId, String)> = PlayerId::BOTH
            .into_iter()
            .flat_map(|p| {
                let pl = self.state.player(p);
                pl.in_play
                    .drills
                    .iter()
                    .chain(pl.in_play.non_combat.iter())
                    .filter(|&&c| self.state.def(c).is_drill())
                    .map(|&c| (p, self.state.name(c).to_string()))
                    .collect::<Vec<_>>()
            })
            .collect();
        let Some(n) = names.first() else {
            return Err(EngineError::Script {
                expected: format!(
                    "{me}'s `choose`: the Drill in play that {source} chooses ({})",
                    drills
                        .iter()
                        .map(|(_, n)| n.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                found: "no names".into(),
            });
        };
        drills
            .into_iter()
            .find(|(_, d)| crate::corpus::names::same_name(d, n))
            .ok_or_else(|| {
                EngineError::Illegal(format!(
                    "{n} is not a Drill in play: {source} chooses a Drill in play"
                ))
            })
    }

    /// The refusal of a play a prohibition forbids, citing the card, its ruling and `rule`.
    /// The tail of a refusal a card's text causes: the card forbids what the rules allow, "The
    /// rules text of a card always overrides the rules printed in the latest version of the DBZ
    /// CCG rulebook" (CRD 3.0.0 "The Golden Rule").
    pub(in crate::engine) fn golden_rule_words(&self) -> String {
        let golden = self.cite(Rule::GoldenRule);
        format!(
            "; the card's text overrides the rules (CRD \"{}\", {})",
            golden.title, golden.id
        )
    }

    pub(super) fn prohibition_refusal(
        &self,
        what: String,
        k: &KeptProhibition,
        player: PlayerId,
        rule: Rule,
    ) -> EngineError {
        let cite = self.cite(rule);
        let ruling = source_card(&self.state, &k.source)
            .and_then(|c| self.ruleset_ruling(c))
            .map(|r| format!("; {}'s ruling {r}", k.source))
            .unwrap_or_default();
        EngineError::Illegal(format!(
            "{what}: {} says {player} may not {} {} (CRD \"{}\", {}){ruling}{}",
            k.source,
            object_words(&k.what, k.card.as_deref()),
            span_words(k.lasts),
            cite.title,
            cite.id,
            self.golden_rule_words()
        ))
    }

    /// A card `me` plays or uses (`card`, named `name`) that a prohibition forbids.
    pub(in crate::engine) fn refuse_prohibited_card(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
    ) -> Result<()> {
        let Some(card) = card else { return Ok(()) };
        let def = self.state.def(card);
        let phase = self.pos.attack_phase;
        let found = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&me)
                // "during your next Defender Defends phase": the next Attack Phase only.
                && (k.lasts != Span::NextDefence || phase == k.phase.saturating_add(1))
                && matches!(&k.what, Forbidden::Cards { types, .. } if of_types(def, types))
        });
        match found {
            Some(k) => {
                let rule = if def.is_dragon_ball() {
                    Rule::DragonBalls
                } else if def.is_drill() {
                    Rule::DrillCards
                } else if def.card_type.eq_ignore_ascii_case("Personality") {
                    Rule::PuttingAlliesIntoPlay
                } else {
                    Rule::StoppingUse
                };
                Err(self.prohibition_refusal(
                    format!("{name} cannot be played or used"),
                    &k,
                    me,
                    rule,
                ))
            }
            None => Ok(()),
        }
    }

    /// An attack of `attack`'s kind `me` declares (with the card or power `name`) that a
    /// prohibition forbids ("Your opponents may not perform energy attacks").
    pub(in crate::engine) fn refuse_prohibited_attack(
        &self,
        me: PlayerId,
        attack: &crate::engine::effects::AttackSpec,
        name: &str,
    ) -> Result<()> {
        let found = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&me)
                && matches!(&k.what, Forbidden::Attacks { kinds } if kinds.is_empty() || kinds.contains(&attack.kind))
        });
        match found {
            Some(k) => Err(self.prohibition_refusal(
                format!("{name} cannot be used"),
                &k,
                me,
                Rule::PreventingAttacks,
            )),
            None => Ok(()),
        }
    }

    /// `player`'s personality power (of `level_card`) that a prohibition forbids: personality
    /// powers, or the powers of Allies when the card is an Ally's.
    pub(in crate::engine) fn refuse_prohibited_power(
        &self,
        player: PlayerId,
        level_card: CardId,
    ) -> Result<()> {
        let of_ally = self
            .state
            .player(player)
            .allies
            .iter()
            .any(|a| a.levels.contains(&level_card));
        let found = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&player)
                && (k.what == Forbidden::PersonalityPowers
                    || (of_ally && k.what == Forbidden::Allies))
        });
        match found {
            Some(k) => Err(self.prohibition_refusal(
                format!("{}'s power cannot be used", self.state.name(level_card)),
                &k,
                player,
                Rule::PersonalityPowers,
            )),
            None => Ok(()),
        }
    }

    /// Whether a prohibition keeps `player`'s Constant Combat Powers from applying now.
    pub(in crate::engine) fn constant_powers_prohibited_for(
        &self,
        player: PlayerId,
    ) -> Option<String> {
        // The kept prohibitions are read where they are, not copied: this is asked about a
        // hundred times a battle (every Constant Combat Power look-up), mostly of none.
        let kept = || {
            PlayerId::BOTH.into_iter().flat_map(|p| {
                let pl = self.state.player(p);
                pl.combat
                    .prohibitions
                    .iter()
                    .chain(pl.game.prohibitions.iter())
            })
        };
        // Most boards keep none: said from the lists' lengths, without walking them.
        let none_kept = PlayerId::BOTH.into_iter().all(|p| {
            let pl = self.state.player(p);
            pl.combat.prohibitions.is_empty() && pl.game.prohibitions.is_empty()
        });
        if none_kept || !constant_powers_prohibited(kept(), &self.state, player) {
            return None;
        }
        kept()
            .find(|k| {
                k.bound.contains(&player)
                    && matches!(k.what, Forbidden::ConstantCombatPowers | Forbidden::Allies)
            })
            .map(|k| k.source.clone())
    }

    /// Says, where a Constant Combat Power would apply, that a prohibition keeps it off.
    pub(in crate::engine) fn say_constant_power_prohibited(&self, player: PlayerId, log: &mut Log) {
        let Some(by) = self.constant_powers_prohibited_for(player) else {
            return;
        };
        let Some(card) = self.state.level_card(self.state.controller(player)) else {
            return;
        };
        if !power_boxes::has_constant_power(&self.state.def(card).effects) {
            return;
        }
        let ruling = source_card(&self.state, &by).and_then(|c| self.ruleset_ruling(c));
        if let Some(r) = ruling {
            log.cite_ruling(r);
        }
        log.note(
            self.cite(Rule::PersonalityPowers),
            format!(
                "{}'s Constant Combat Power does not apply: {by} says {player} may not use Constant Combat Powers",
                self.state.name(card)
            ),
        );
    }

    /// `player`'s Ally `name` announced in control of Combat while a prohibition forbids it.
    pub(in crate::engine) fn refuse_prohibited_ally_control(
        &self,
        player: PlayerId,
        name: &str,
    ) -> Result<()> {
        let found = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&player)
                && match k.what {
                    Forbidden::Allies => true,
                    Forbidden::AllyControl => k
                        .card
                        .as_deref()
                        .is_none_or(|c| crate::corpus::names::same_name(c, name)),
                    _ => false,
                }
        });
        match found {
            Some(k) => Err(self.prohibition_refusal(
                format!("{name} cannot take control of Combat"),
                &k,
                player,
                Rule::AlliesTakingOver,
            )),
            None => Ok(()),
        }
    }

    /// Damage `defender` redirects to his Ally `to` while a prohibition forbids it.
    pub(in crate::engine) fn refuse_prohibited_redirect(
        &self,
        defender: PlayerId,
        to: &str,
    ) -> Result<()> {
        let found = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&defender)
                && match k.what {
                    Forbidden::Allies => true,
                    Forbidden::RedirectToAlly => k
                        .card
                        .as_deref()
                        .is_none_or(|c| crate::corpus::names::same_name(c, to)),
                    _ => false,
                }
        });
        match found {
            Some(k) => Err(self.prohibition_refusal(
                format!("{to} cannot take redirected damage"),
                &k,
                defender,
                Rule::AlliesAndDamage,
            )),
            None => Ok(()),
        }
    }

    /// Says why `owner`'s Drill in play does nothing, if a prohibition keeps it off; cited.
    pub(in crate::engine) fn card_in_play_prohibited_why(
        &self,
        owner: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> Option<String> {
        let k = card_in_play_prohibited(&self.state, owner, card)?;
        if let Some(r) = source_card(&self.state, &k.source).and_then(|c| self.ruleset_ruling(c)) {
            log.cite_ruling(r);
        }
        log.cite(self.cite(Rule::DrillCards));
        Some(format!(
            "{owner}'s {} does nothing: {} says {owner} may not {} {}, and a Drill in play is constantly in use (CRD \"Drill Cards\")",
            self.state.name(card),
            k.source,
            object_words(&k.what, k.card.as_deref()),
            span_words(k.lasts)
        ))
    }
}
