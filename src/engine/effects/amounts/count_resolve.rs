//! Counted amounts read when a card is used ("+1 life cards of damage for each card in your
//! hand"): the count, and the damage per unit it gives.

use crate::engine::battle::Battle;
use crate::engine::damage::Damage;
use crate::engine::effects::amounts::Uncounted;
use crate::engine::effects::{AttackKind, Count, Effect, PerCount, Scope, Side, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The Dragon Balls of `set` in play on both tables: a title with "<set> Dragon Ball", so the
/// set's "Alt." Dragon Balls count too ([`Count::DragonBallsOfSetInPlay`]).
pub(in crate::engine) fn dragon_balls_of_set_in_play(
    state: &crate::engine::state::BoardState,
    set: &str,
) -> u32 {
    let want = format!("{} dragon ball", set.to_ascii_lowercase());
    PlayerId::BOTH
        .iter()
        .flat_map(|&p| state.player(p).in_play.dragon_balls.iter())
        .filter(|&&db| state.name(db).to_ascii_lowercase().contains(&want))
        .count() as u32
}

impl Battle {
    fn side_personality(&self, me: PlayerId, s: Side) -> &crate::engine::state::Personality {
        match s {
            Side::YourController => self.state.controller(me),
            Side::YourMainPersonality => &self.state.player(me).mp,
            Side::OpponentController => self.state.controller(me.other()),
            Side::OpponentMainPersonality => &self.state.player(me.other()).mp,
        }
    }

    /// The value of a count for `me` now.
    pub(in crate::engine) fn count(&self, me: PlayerId, c: &Count) -> Result<u32, Uncounted> {
        let who = |w: Who| match w {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let len = |n: usize| n as u32;
        Ok(match c {
            Count::Anger(w) => self.state.player(who(*w)).anger,
            Count::TotalAnger => PlayerId::BOTH
                .iter()
                .map(|&p| self.state.player(p).anger)
                .sum(),
            Count::DragonBallsControlled(w) => {
                len(self.state.player(who(*w)).in_play.dragon_balls.len())
            }
            Count::DragonBallsInPlay => PlayerId::BOTH
                .iter()
                .map(|&p| len(self.state.player(p).in_play.dragon_balls.len()))
                .sum(),
            Count::DragonBallsOfSetInPlay(set) => dragon_balls_of_set_in_play(&self.state, set),
            Count::CardsInHand(w) => len(self.state.player(who(*w)).hand.len()),
            // `amounts::considered_allies`: a Main Personality counted as Allies (Ginyu Force,
            // Mighty Mask), a card in play giving every player Allies (West City).
            Count::Allies(w) => self.allies_for_card_effects(who(*w)),
            // `lasting::lasting_rules`
            Count::AlliesInPlay => PlayerId::BOTH
                .iter()
                .map(|&p| self.allies_for_card_effects(p))
                .sum(),
            // `personality_powers`: the set a level card was printed in, its pool id's.
            Count::AlliesInPlayFromSet(set) => len(PlayerId::BOTH
                .iter()
                .flat_map(|&p| self.state.player(p).allies.iter())
                .filter(|a| {
                    self.state
                        .level_card(a)
                        .and_then(|c| self.state.def(c).pool_id.as_deref())
                        .is_some_and(|id| {
                            crate::engine::effects::personality_powers::printed_in(id, set)
                        })
                })
                .count()),
            Count::NonCombatInPlay(w) => {
                let ip = &self.state.player(who(*w)).in_play;
                len(ip.non_combat.len() + ip.drills.len())
            }
            // A Drill listed with the Non-Combat cards is in play as a Drill (CRD "Drill Cards").
            Count::DrillsInPlay { player, filter } => {
                let ip = &self.state.player(who(*player)).in_play;
                len(ip
                    .drills
                    .iter()
                    .chain(ip.non_combat.iter())
                    .map(|&c| self.state.def(c))
                    .filter(|d| {
                        crate::engine::compile::is_drill(&d.card_type, &d.name)
                            && crate::engine::filters::qualifies(d, filter, false)
                    })
                    .count())
            }
            // `in_play::in_play_targets`
            // `piles::counted_draws`: a card of no known type (a placeholder, an unknown life
            // card) cannot be counted.
            Count::NonCombatInHand(w) => {
                let hand = &self.state.player(who(*w)).hand;
                let mut n = 0;
                for &card in hand {
                    let def = self.state.def(card);
                    if def.is_drill() || def.card_type.eq_ignore_ascii_case("Non-Combat") {
                        n += 1;
                    } else if def.card_type.eq_ignore_ascii_case("Card") || def.card_type.is_empty()
                    {
                        return Err(Uncounted(format!(
                            "{} in the hand is a card of no known type: whether it is a Non-Combat card is not known",
                            def.name
                        )));
                    }
                }
                n
            }
            Count::NonDrillInPlay(w) => len(self.state.player(who(*w)).in_play.non_combat.len()),
            Count::StagesAbove0(s) => self.side_personality(me, *s).stage,
            Count::Pur(s) => {
                let person = self.side_personality(me, *s);
                let def = self.state.personality_def(person);
                let pur = def.pur.ok_or_else(|| {
                    Uncounted(format!("{} has no Power-Up Rating on record", def.name))
                })?;
                // `in_play::drills`, `in_play::battleground_rules`: a Main Personality's PUR as
                // its owner's Drills and the Battleground in play make it.
                PlayerId::BOTH
                    .iter()
                    .find(|&&p| std::ptr::eq(person, &self.state.player(p).mp))
                    .and_then(|&p| crate::engine::queries::main_personality_pur(&self.state, p))
                    .unwrap_or(pur)
            }
            Count::Level(s) => {
                let def = self.state.personality_def(self.side_personality(me, *s));
                def.level.ok_or_else(|| {
                    Uncounted(format!("{} has no personality level on record", def.name))
                })?
            }
            Count::RemovedPile(w) => len(self.state.player(who(*w)).removed.len()),
            Count::Personalities { player, title_has } => {
                let players: Vec<PlayerId> = match player {
                    Some(w) => vec![who(*w)],
                    None => PlayerId::BOTH.to_vec(),
                };
                self.personalities_counted(&players, title_has.as_deref())?
            }
            // `personality_powers`: what the attack's own effect took.
            Count::TakenThisWay => {
                let Some(a) = self.attack.as_ref() else {
                    return Ok(0);
                };
                // Only an effect of the card the engine did takes cards "this way"; one left to
                // the judge ("You may remove from the game any cards ... with the word
                // \"focused\" in the power box") leaves the count to him too.
                let takes = |e: &Effect| matches!(e, Effect::InPlay(_));
                let done = a.effects.iter().any(|e| match e {
                    Effect::May(v) => v.iter().any(takes),
                    e => takes(e),
                });
                if !done {
                    return Err(Uncounted(
                        "the card's own taking of those cards is not read by the engine (the judge does it), so the judge counts them".into(),
                    ));
                }
                a.taken_this_way
            }
            // `in_play::attached`: cards the player owns attached to personalities in play.
            Count::AttachedCards(w) => {
                let p = who(*w);
                let attached = |pl: &crate::engine::state::Player| {
                    std::iter::once(&pl.mp)
                        .chain(pl.allies.iter())
                        .flat_map(|x| x.attached.iter().copied())
                        .collect::<Vec<_>>()
                };
                len(PlayerId::BOTH
                    .iter()
                    .flat_map(|&s| attached(self.state.player(s)))
                    .filter(|&c| self.state.owner(c) == p)
                    .count())
            }
            // `attack::attack_text`
            Count::PatBaseDamage | Count::AlliesPur(_) | Count::DragonBallsOfSet { .. } => {
                self.attack_text_count(me, c)?
            }
            // `attack::attacks_gain`
            Count::AngerGained { player, since } => self
                .state
                .player(who(*player))
                .combat
                .anger_gained
                .saturating_sub(*since),
            Count::DiscardPile { player, filter } => {
                // An unread effect still in force that speaks of a discard pile ("for the
                // remainder of Combat the bottom 15 cards in your discard pile are Vegeta Named
                // cards") may change which cards count: the judge counts.
                if let Some((src, sentence)) = PlayerId::BOTH.iter().find_map(|&p| {
                    self.state
                        .player(p)
                        .combat
                        .floating
                        .iter()
                        .find_map(|(e, src)| match e {
                            Effect::Manual(s) if s.to_lowercase().contains("discard pile") => {
                                Some((src.clone(), s.clone()))
                            }
                            _ => None,
                        })
                }) {
                    return Err(Uncounted(format!(
                        "{src}'s unread effect, still in force, may change which cards of {}'s discard pile count: \"{sentence}\"",
                        who(*player)
                    )));
                }
                let pile = &self.state.player(who(*player)).discard;
                let mut n = 0;
                let mut unknown = 0;
                for &id in pile {
                    let def = self.state.def(id);
                    // A placeholder's title is its name and it has no text: a filter on
                    // titles and text reads it; one on types or styles cannot.
                    let words_decide =
                        self.state.placeholder_card(id) && filter.reads_only_title_and_text();
                    if self.state.unknown_card(id) && !words_decide {
                        unknown += 1;
                    } else if crate::engine::filters::qualifies(def, filter, false) {
                        n += 1;
                    }
                }
                if unknown > 0 {
                    return Err(Uncounted(format!(
                        "{n} known card(s) of {}'s discard pile count, and {unknown} card(s) there are not known to the engine",
                        who(*player)
                    )));
                }
                n
            }
        })
    }

    /// The personalities in play of `players` (Main Personality and Allies), those with
    /// `title_has` in the title when given. A Ginyu Force Main Personality ("considered to have
    /// 4 Allies in play for the purpose of card effects") and a Fused personality ("still
    /// considered to have both personalities used in the Fusion in play") are counted by the
    /// judge: CRD 3.0.0 says they stand for more than one card, not how a count of
    /// personalities reads them.
    fn personalities_counted(
        &self,
        players: &[PlayerId],
        title_has: Option<&str>,
    ) -> Result<u32, Uncounted> {
        let filter = crate::engine::effects::CardFilter {
            title_has: title_has.map(str::to_string),
            ..Default::default()
        };
        let mut n = 0;
        for &p in players {
            let pl = self.state.player(p);
            let mp = self.state.personality_def(&pl.mp);
            if crate::engine::identity::personality_name(&mp.name) == "Ginyu Force" {
                return Err(Uncounted(format!(
                    "{p}'s Main Personality is {}: CRD 3.0.0 \"Ginyu Force\" counts it as 4 Allies for card effects",
                    mp.name
                )));
            }
            for person in std::iter::once(&pl.mp).chain(pl.allies.iter()) {
                let def = self.state.personality_def(person);
                if def.groups.iter().any(|g| g == "Fused") {
                    return Err(Uncounted(format!(
                        "{} is a Fused personality: CRD 3.0.0 \"Fusion\" still counts both personalities of the Fusion in play",
                        def.name
                    )));
                }
                if crate::engine::filters::qualifies(def, &filter, false) {
                    n += 1;
                }
            }
        }
        Ok(n)
    }

    /// The modifiers counted at step 10: the attack's own (on the card or under a condition of
    /// the card that holds) and the attacker's cards in play ("All of your attacks do +X ...").
    /// A count the engine cannot make is left to the judge, with the count it could make.
    pub(in crate::engine) fn counted_modifiers(
        &self,
        me: PlayerId,
        att: &crate::engine::battle::AttackInProgress,
        kind: AttackKind,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut found: Vec<(&PerCount, String, Counter)> = Vec::new();
        for e in &att.effects {
            match e {
                Effect::ModifyPer(p) if p.scope == Scope::ThisAttack => {
                    found.push((p, att.name.clone(), Counter::Attack))
                }
                Effect::Conditional(c) if self.holds(me, &c.condition) => {
                    for e in &c.effects {
                        if let Effect::ModifyPer(p) = e {
                            if p.scope == Scope::ThisAttack {
                                found.push((p, att.name.clone(), Counter::Attack));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let pl = self.state.player(me);
        for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
            for e in &self.state.def(c).effects {
                if let Effect::ModifyPer(p) = e {
                    if p.scope == Scope::YourAttacks {
                        found.push((p, self.state.name(c).to_string(), Counter::InPlay));
                    }
                }
            }
        }
        // `personality_powers`: a Constant Combat Power's "+N ... for each" to its player's
        // attacks (CRD 3.0.0 step 10: "modifiers, from the attack, Drills, personality powers").
        // The personality in control of Combat's, then those its text uses outside control of
        // Combat (`personality_powers::outside_control`: "If Bojack is your Main Personality,
        // your Allies can use this Constant Combat Power").
        let in_control = self.constant_power_card(me);
        for card in in_control
            .into_iter()
            .chain(self.constant_powers_outside_control(me))
        {
            let constant =
                crate::engine::effects::personality_powers::power_boxes::constant_effects(
                    &self.state.def(card).effects,
                );
            // Under a condition that holds ("Physical attacks performed by Vegeta do ...").
            let held = constant.iter().flat_map(|e| match e {
                Effect::Conditional(c) if self.holds(me, &c.condition) => c.effects.as_slice(),
                other => std::slice::from_ref(other),
            });
            for e in held {
                if let Effect::ModifyPer(p) = e {
                    if p.scope == Scope::YourAttacks {
                        found.push((
                            p,
                            format!("{}'s Constant Combat Power", self.state.name(card)),
                            if Some(card) == in_control {
                                Counter::Power(card)
                            } else {
                                Counter::OutsideControl(card)
                            },
                        ));
                    }
                }
            }
        }
        let mut out = Vec::new();
        for (p, src, counter) in found {
            if !p.kinds.is_empty() && !p.kinds.contains(&kind) {
                continue;
            }
            match self.per_damage(me, p) {
                Ok((d, n)) => {
                    log.notes.push(format!(
                        "{src} counts {n} ({}): {d}{}",
                        p.count.describe(),
                        p.max.map(|m| format!(" (at most {m})")).unwrap_or_default()
                    ));
                    match counter {
                        Counter::Attack => {}
                        Counter::InPlay => log.cite(self.cite(Rule::DrillCards)),
                        Counter::Power(card) => {
                            log.cite(self.cite(Rule::PersonalityPowers));
                            self.cite_card_rulings(card, log);
                        }
                        Counter::OutsideControl(card) => {
                            log.cite(self.cite(Rule::PersonalityPowers));
                            self.cite_outside_control(me, card, log);
                        }
                    }
                    match p.count {
                        Count::Allies(Who::You) => self.cite_considered_allies(&[me], log),
                        Count::Allies(Who::Opponent) => {
                            self.cite_considered_allies(&[me.other()], log)
                        }
                        Count::AlliesInPlay => self.cite_considered_allies(&PlayerId::BOTH, log),
                        // "every Named card": the Glossary's "Named Card" decides which count.
                        Count::DiscardPile { ref filter, .. } if filter.any_named => {
                            log.cite(self.cite(Rule::NamedCard))
                        }
                        _ => {}
                    }
                    // `attack::attack_text`: X read on the Physical Attack Table.
                    if p.count == Count::PatBaseDamage {
                        log.cite(self.cite(Rule::Pat));
                    }
                    out.push((d.power_stages as i32, d.life_cards as i32, src));
                }
                Err(Uncounted(why)) => log.judge.push(format!(
                    "judge resolves: {src} adds damage per one of {}: {why}",
                    p.count.describe()
                )),
            }
        }
        out
    }

    /// The damage a per-count amount gives for `me` now (the maximum applied).
    pub(in crate::engine) fn per_damage(
        &self,
        me: PlayerId,
        p: &PerCount,
    ) -> Result<(Damage, u32), Uncounted> {
        let n = self.count(me, &p.count)?;
        let cap = |x: u32| p.max.map_or(x, |m| x.min(m));
        Ok((
            Damage {
                power_stages: cap(p.power_stages.saturating_mul(n)),
                life_cards: cap(p.life_cards.saturating_mul(n)),
            },
            n,
        ))
    }
}

/// Where a counted modifier comes from.
#[derive(Clone, Copy)]
enum Counter {
    /// The attack's own text.
    Attack,
    /// A card of the attacker's in play.
    InPlay,
    /// The Constant Combat Power of the attacker's personality in control of Combat.
    Power(crate::engine::state::CardId),
    /// The Constant Combat Power of one of the attacker's personalities not in control of
    /// Combat, whose text says it need not be (`personality_powers::outside_control`).
    OutsideControl(crate::engine::state::CardId),
}
