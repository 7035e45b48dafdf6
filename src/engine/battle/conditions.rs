//! Conditions on effects ("if", "when", "against a Majin"): whether one holds on the board,
//! comparisons of power ratings, and conditions the engine cannot decide (shown to the judge);
//! attack keywords given under a condition.

use super::{is_what, Battle, Source};
use crate::engine::effects::Effect;
use crate::engine::filters::qualifies;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId, PowerRating};

/// Judge lines of conditions [`Battle::holds`] could not decide: those waiting for the step's
/// log, and those said, with their Attack Phase.
#[derive(Debug, Clone, Default)]
pub(in crate::engine) struct UndecidedConditions {
    pending: Vec<String>,
    said: Vec<(u32, String)>,
}

impl Battle {
    /// "The first physical attack Froug performs in Combat": `spec` is of kind `k` and no attack
    /// of that kind was performed before it this Combat (a stopped attack is still performed).
    /// The attack in progress is already counted (steps 2 and later); an attack being checked
    /// before it is performed (its cost at step 1) is not yet.
    pub(in crate::engine) fn first_attack_of_kind(
        &self,
        me: PlayerId,
        k: crate::engine::effects::AttackKind,
        spec: &crate::engine::effects::AttackSpec,
    ) -> bool {
        let slot = crate::engine::effects::stops::standing_stops_resolve::slot(k);
        let done = self.state.player(me).combat.attacks_by_kind[slot];
        let counted = u32::from(self.attack.is_some());
        spec.kind == k && done.saturating_sub(counted) == 0
    }

    /// "The first physical attack Froug performs in Combat" (`PerformedBy` and
    /// `FirstAttackOfKind` together): the engine counts a player's attacks of each kind, not each
    /// personality's, so when the named personality performs this attack after earlier attacks
    /// of that kind this Combat, whether he performed one of them is the judge's.
    fn first_attack_by_named_unclear(
        &self,
        me: PlayerId,
        v: &[crate::engine::effects::Condition],
    ) -> Option<String> {
        use crate::engine::effects::Condition;
        let name = v.iter().find_map(|c| match c {
            Condition::PerformedBy(names) if names.len() == 1 => Some(names[0].as_str()),
            _ => None,
        })?;
        let kind = v.iter().find_map(|c| match c {
            Condition::FirstAttackOfKind(k) => Some(*k),
            _ => None,
        })?;
        let spec = self.attack.as_ref()?.attack.as_ref()?;
        if spec.kind != kind || !self.is_named(self.state.controller(me), name) {
            return None;
        }
        let slot = crate::engine::effects::stops::standing_stops_resolve::slot(kind);
        let earlier = self.state.player(me).combat.attacks_by_kind[slot].saturating_sub(1);
        (earlier > 0).then(|| {
            format!(
                "{me} performed {earlier} earlier {} attack(s) this Combat and the engine does not record which personality performed them: whether this is the first one {name} performs is the judge's",
                kind.word()
            )
        })
    }

    /// Attack keywords the card gives under a condition ("If performed against a Majin, this
    /// is a focused attack"), read when the defender defends: the personality defending is
    /// known then (step 4 has passed).
    pub(in crate::engine) fn conditional_keywords(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        use crate::engine::effects::Keyword;
        let me = self.pos.attacker;
        let Some(att) = self.attack.as_ref() else {
            return;
        };
        let mut given = Vec::new();
        for e in &att.effects {
            let Effect::Conditional(c) = e else { continue };
            let keywords: Vec<Keyword> = c
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Keyword(k) => Some(*k),
                    _ => None,
                })
                .collect();
            if keywords.is_empty() {
                continue;
            }
            if let Some(why) = self.undecided(me, &c.condition) {
                log.judge
                    .push(format!("judge resolves: {}: {why}", att.name));
            } else if self.holds(me, &c.condition) {
                given.extend(keywords);
            }
        }
        // No keyword given: nothing is written (the attack is not copied for its undo record).
        if given.is_empty() {
            return;
        }
        let name = att.name.clone();
        let mut lines = Vec::new();
        let Some(spec) = self.attack.as_mut().and_then(|a| a.attack.as_mut()) else {
            return;
        };
        for k in given {
            let (rule, word) = match k {
                Keyword::Focused => {
                    spec.focused = true;
                    (Rule::Focused, "a focused attack")
                }
                Keyword::CannotBeStopped => {
                    spec.cannot_be_stopped = true;
                    (
                        Rule::StoppingUnstoppable,
                        "an attack that cannot be stopped",
                    )
                }
                Keyword::CannotBePrevented => {
                    spec.cannot_be_prevented = true;
                    (
                        Rule::DamagePrevention,
                        "an attack whose damage cannot be prevented",
                    )
                }
            };
            lines.push((
                rule,
                format!("{name}: its condition holds, so it is {word}"),
            ));
        }
        for (rule, line) in lines {
            log.note(self.cite(rule), line.clone());
            account.push(line);
        }
    }

    /// Whether a card's condition holds for `me` now. A condition the engine cannot decide
    /// ([`Self::undecided`]: a "Z" rating compared, a name the documents leave open, unknown
    /// cards counted) is taken as neither: its effects are not applied and the judge is told so
    /// (the step's judge lines, [`Self::take_undecided`]).
    pub(in crate::engine) fn holds(
        &self,
        me: PlayerId,
        condition: &crate::engine::effects::Condition,
    ) -> bool {
        if let Some(why) = self.undecided(me, condition) {
            let line = format!(
                "judge resolves: the engine cannot decide whether {}: {why}; the effects under it are not applied",
                crate::engine::effects::conditions::condition_words::condition_words(condition)
            );
            let mut seen = self.undecided_conditions.borrow_mut();
            if !seen.pending.contains(&line) {
                seen.pending.push(line);
            }
            return false;
        }
        self.holds_now(me, condition)
    }

    /// The judge lines of conditions [`Self::holds`] could not decide since the last call, each
    /// once per Attack Phase.
    pub(in crate::engine) fn take_undecided(&self) -> Vec<String> {
        let phase = self.pos.attack_phase;
        let mut seen = self.undecided_conditions.borrow_mut();
        let UndecidedConditions { pending, said } = &mut *seen;
        said.retain(|(p, _)| *p == phase);
        let mut out = Vec::new();
        for line in std::mem::take(pending) {
            if !said.iter().any(|(_, l)| *l == line) {
                said.push((phase, line.clone()));
                out.push(line);
            }
        }
        out
    }

    /// Whether a decided condition holds for `me` now.
    fn holds_now(&self, me: PlayerId, condition: &crate::engine::effects::Condition) -> bool {
        use crate::engine::effects::Condition;
        let matches = |a: &str, b: &str| {
            let (a, b) = (a.to_lowercase(), b.to_lowercase());
            !b.is_empty() && (a.contains(&b) || b.contains(&a))
        };
        let who = |w: crate::engine::effects::Who| match w {
            crate::engine::effects::Who::You => me,
            crate::engine::effects::Who::Opponent => me.other(),
        };
        match condition {
            Condition::TokuiWaza => self.state.player(me).tokui_waza.is_some(),
            Condition::TokuiWazaAgainst(style) => {
                self.state.player(me).tokui_waza.is_some()
                    && self
                        .state
                        .player(me.other())
                        .tokui_waza
                        .as_deref()
                        .is_some_and(|t| matches(t, style))
            }
            Condition::Against(who) => self.is_named(self.state.controller(me.other()), who),
            Condition::OpponentDeclared(style) => self
                .state
                .player(me.other())
                .tokui_waza
                .as_deref()
                .is_some_and(|t| matches(t, style)),
            Condition::TokuiWazaOpponentNone => {
                self.state.player(me).tokui_waza.is_some()
                    && self.state.player(me.other()).tokui_waza.is_none()
            }
            Condition::PerformedBy(names) => names
                .iter()
                .any(|n| self.is_named(self.state.controller(me), n)),
            // `amounts::considered_allies`: the Allies a player is considered to have count.
            Condition::OpponentHasAlly => self.has_allies_for_card_effects(me.other(), 1),
            Condition::NoPowersUsedThisTurn => self.state.player(me).powers_used.none(),
            Condition::CanPayStages(n) => self.state.controller(me).stage >= *n,
            Condition::PerformerAtZero => self.state.controller(me).stage == 0,
            Condition::LifeCardsFromOneAttack(n) => self.most_life_cards_from_one_attack(me) >= *n,
            Condition::LifeCardsSuffered(s) => self.life_cards_suffered(me, s) >= s.at_least,
            // Attached cards: "If at least 3 cards in your hand are Red Style cards".
            Condition::HandStyleAtLeast(h) => {
                let f = crate::engine::effects::CardFilter {
                    style: Some(h.style.clone()),
                    ..Default::default()
                };
                let n = self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .filter(|&&c| qualifies(self.state.def(c), &f, false))
                    .count();
                n as u32 >= h.n
            }
            Condition::InPlay(name) => PlayerId::BOTH.iter().any(|&p| {
                let pl = self.state.player(p);
                std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|x| self.is_named(x, name))
                    || self
                        .state
                        .table_cards(p)
                        .any(|c| crate::corpus::names::same_name(self.state.name(c), name))
            }),
            Condition::AllyInPlay(name) => PlayerId::BOTH.iter().any(|&p| {
                self.state
                    .player(p)
                    .allies
                    .iter()
                    .any(|a| self.is_named(a, name))
            }),
            Condition::NoTokuiWaza => self.state.player(me).tokui_waza.is_none(),
            Condition::MainPersonalityIs(w) => {
                let mp = &self.state.player(who(w.player)).mp;
                is_what(
                    self.state.personality_def(mp),
                    self.state.side_of(mp),
                    &w.is,
                ) || self.is_named(mp, &w.is)
            }
            Condition::HigherPowerRating(c) => {
                matches!(
                    self.compare_ratings(me, c),
                    Some(std::cmp::Ordering::Greater)
                )
            }
            Condition::AngerBetween(r) => {
                let a = self.state.player(who(r.player)).anger;
                r.min <= a && a <= r.max
            }
            Condition::NoneInPlay(n) => {
                let pl = self.state.player(who(n.player));
                match n.kind.as_str() {
                    "drills" => pl.in_play.drills.is_empty(),
                    "battleground" => pl.in_play.battleground.is_none(),
                    "non_combat" => {
                        pl.in_play.non_combat.is_empty() && pl.in_play.drills.is_empty()
                    }
                    _ => !self.has_allies_for_card_effects(who(n.player), 1),
                }
            }
            Condition::LevelAtLeast(l) => {
                let mp = &self.state.player(who(l.player)).mp;
                self.state
                    .personality_def(mp)
                    .level
                    .is_some_and(|lv| lv >= l.min)
            }
            Condition::AnyInPlay(names) => names
                .iter()
                .any(|n| self.holds_now(me, &Condition::InPlay(n.clone()))),
            Condition::All(v) => v.iter().all(|c| self.holds_now(me, c)),
            Condition::Any(v) => v.iter().any(|c| self.holds_now(me, c)),
            Condition::Not(c) => !self.holds_now(me, c),
            Condition::InDiscardPile(n) => self
                .state
                .player(me)
                .discard
                .iter()
                .any(|&c| crate::corpus::names::same_name(self.state.name(c), n)),
            Condition::StagesBetween(r) => {
                let s = self.state.player(who(r.player)).mp.stage;
                r.min <= s && s <= r.max
            }
            Condition::PerformedByAlly => {
                matches!(self.state.player(me).control, Controller::Ally(_))
            }
            Condition::AttackStyled(style) => {
                self.attack.as_ref().is_some_and(|a| match a.source {
                    // A Freestyle card: no Martial Arts Style in its title (CRD "Freestyle
                    // cards"; a Named card is Styled or Freestyle by its title's first word).
                    Source::Hand(c) | Source::InPlay(c)
                        if style.eq_ignore_ascii_case("freestyle") =>
                    {
                        crate::engine::filters::qualifies(
                            self.state.def(c),
                            &crate::engine::effects::CardFilter {
                                style: Some("Freestyle".into()),
                                ..Default::default()
                            },
                            false,
                        )
                    }
                    Source::Hand(c) | Source::InPlay(c) => self.state.def(c).has_style(style),
                    _ => false,
                })
            }
            Condition::FirstAttackOfKind(k) => self
                .attack
                .as_ref()
                .and_then(|a| a.attack.as_ref())
                .is_some_and(|spec| self.first_attack_of_kind(me, *k, spec)),
            Condition::ControllerDamaged => {
                self.attack.as_ref().is_some_and(|a| a.controller_damaged)
            }
            Condition::AttackFocused => self
                .attack
                .as_ref()
                .and_then(|a| a.attack.as_ref())
                .is_some_and(|spec| spec.focused),
            Condition::AttackOfKind(k) => self
                .attack
                .as_ref()
                .and_then(|a| a.attack.as_ref())
                .is_some_and(|spec| spec.kind == *k),
            Condition::AttackTitleHas(t) => self.attack.as_ref().is_some_and(|a| {
                matches!(a.source, Source::Hand(_) | Source::InPlay(_))
                    && a.name.to_lowercase().contains(&t.to_lowercase())
            }),
            Condition::AttackNamed(t) => self.attack.as_ref().is_some_and(|a| {
                matches!(a.source, Source::Hand(_) | Source::InPlay(_))
                    && crate::engine::named_cards::names_personality(&a.name, t)
            }),
            Condition::LifeDeckAtMost(l) => self.state.player(who(l.player)).life_deck.len() <= l.n,
            Condition::MainPersonalityTitleHas(w) => self
                .state
                .personality_def(&self.state.player(who(w.player)).mp)
                .name
                .to_lowercase()
                .contains(&w.is.to_lowercase()),
            // `personality_powers`: the set the level card was printed in, its pool id's.
            Condition::PerformerFromSet(set) => self
                .state
                .level_card(self.state.controller(me))
                .and_then(|c| self.state.def(c).pool_id.as_deref())
                .is_some_and(|id| crate::engine::effects::personality_powers::printed_in(id, set)),
            Condition::PerformerTitleHas(t) => self
                .state
                .personality_def(self.state.controller(me))
                .name
                .to_lowercase()
                .contains(&t.to_lowercase()),
            Condition::HighestRatingBelow(n) => self
                .state
                .personality_def(&self.state.player(me).mp)
                .ladder
                .iter()
                .filter_map(|r| match r {
                    PowerRating::Rating(x) => Some(*x),
                    PowerRating::Z => None,
                })
                .max()
                .is_some_and(|top| top < *n),
            Condition::OpponentPlayedCard => self.state.player(me.other()).combat.cards_played > 0,
            // Personality levels
            Condition::DragonBallsAtLeast(d) if d.same_set => {
                crate::engine::battle::dragon_balls_by_set(&self.state, who(d.player))
                    .iter()
                    .any(|(_, n)| *n as u32 >= d.n)
            }
            Condition::DragonBallsAtLeast(d) => {
                self.state.player(who(d.player)).in_play.dragon_balls.len() as u32 >= d.n
            }
            // Stops: "a Dragon Ball 7 from any Dragon Ball set", either table.
            Condition::DragonBallNumberInPlay(n) => self.dragon_ball_number_in_play(*n).is_some(),
            // "You may" effects
            Condition::YouDid => self.you_did(me),
            // Cards in play as targets
            Condition::InPlayAtLeast(x) => self.in_play_at_least(me, x),
            // Chosen cards moved
            Condition::Piles(c) => self.pile_condition(me, c),
            // ----- Timing -----
            Condition::YouDeclared(style) => self
                .state
                .player(me)
                .tokui_waza
                .as_deref()
                .is_some_and(|t| matches(t, style)),
            // ----- Conditions -----
            Condition::RatingTimes(t) => self
                .rating_pair(me, t.higher, t.lower)
                .is_some_and(|(h, l)| h >= l.saturating_mul(t.times)),
            Condition::SuccessfulThisCombat => self
                .state
                .player(me)
                .combat
                .successful_attacks
                .iter()
                .any(|&n| n > 0),
            // The player Combat was declared against: not the turn's player.
            Condition::DefendingInCombat => me != self.turn_player(),
            // One player's side: his personalities, then the cards on his table.
            Condition::HasInPlay(w) => {
                let p = who(w.player);
                let pl = self.state.player(p);
                std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|x| self.is_named(x, &w.is))
                    || self
                        .state
                        .table_cards(p)
                        .any(|c| crate::corpus::names::same_name(self.state.name(c), &w.is))
            }
            Condition::PerformerRatingBelow(n) => matches!(
                self.state.rating(self.state.controller(me)),
                Some(PowerRating::Rating(r)) if r < *n
            ),
        }
    }

    /// Compares the power ratings a condition names: `None` when either rating is unknown or
    /// "Z" (CRD "Z Power Stages": the player using the card chooses the effect; the judge
    /// asks).
    pub(in crate::engine) fn compare_ratings(
        &self,
        me: PlayerId,
        c: &crate::engine::effects::RatingComparison,
    ) -> Option<std::cmp::Ordering> {
        let (h, l) = self.rating_pair(me, c.higher, c.lower)?;
        Some(h.cmp(&l))
    }

    /// The current numeric power ratings of two personalities: `None` when either is unknown
    /// or "Z".
    pub(in crate::engine) fn rating_pair(
        &self,
        me: PlayerId,
        higher: crate::engine::effects::Side,
        lower: crate::engine::effects::Side,
    ) -> Option<(u64, u64)> {
        use crate::engine::effects::Side;
        let rating = |s: Side| {
            let p = match s {
                Side::YourController => self.state.controller(me),
                Side::YourMainPersonality => &self.state.player(me).mp,
                Side::OpponentController => self.state.controller(me.other()),
                Side::OpponentMainPersonality => &self.state.player(me.other()).mp,
            };
            match self.state.rating(p) {
                Some(PowerRating::Rating(n)) => Some(n),
                _ => None,
            }
        };
        Some((rating(higher)?, rating(lower)?))
    }

    /// Why a condition cannot be decided by the engine, if it cannot (a "Z" power rating).
    pub(in crate::engine) fn undecided(
        &self,
        me: PlayerId,
        condition: &crate::engine::effects::Condition,
    ) -> Option<String> {
        use crate::engine::effects::Condition;
        match condition {
            Condition::HigherPowerRating(c) if self.compare_ratings(me, c).is_none() => Some(
                "a power rating compared is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string(),
            ),
            Condition::RatingTimes(t) if self.rating_pair(me, t.higher, t.lower).is_none() => Some(
                "a power rating compared is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string(),
            ),
            Condition::PerformerRatingBelow(_)
                if !matches!(
                    self.state.rating(self.state.controller(me)),
                    Some(PowerRating::Rating(_))
                ) =>
            {
                Some("the performer's power rating is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string())
            }
            Condition::PerformedBy(names) => names.iter().find_map(|n| {
                let p = self.state.controller(me);
                self.name_unclear(p, n)
                    .or_else(|| self.fusion_performer(p, n))
            }),
            Condition::Against(n) => self
                .defender_not_yet_announced(me)
                .or_else(|| self.name_unclear(self.state.controller(me.other()), n)),
            Condition::MainPersonalityIs(w) => {
                let mp = &self.state.player(match w.player {
                    crate::engine::effects::Who::You => me,
                    crate::engine::effects::Who::Opponent => me.other(),
                })
                .mp;
                self.name_unclear(mp, &w.is)
            }
            Condition::All(v) => self
                .first_attack_by_named_unclear(me, v)
                .or_else(|| v.iter().find_map(|c| self.undecided(me, c))),
            Condition::Any(v) => v.iter().find_map(|c| self.undecided(me, c)),
            Condition::Not(c) => self.undecided(me, c),
            // Unknown cards (unknown life cards drawn or discarded, placeholders) may be the
            // cards the condition looks for: undecided unless the known cards decide it.
            Condition::HandStyleAtLeast(h) if !self.holds_now(me, condition) => {
                let hand = &self.state.player(me).hand;
                let unknown = hand.iter().filter(|&&c| self.state.unknown_card(c)).count();
                (unknown > 0 && hand.len() as u32 >= h.n).then(|| {
                    format!("{unknown} card(s) in the hand are unknown to the engine: it cannot count the {} Style cards among them", h.style)
                })
            }
            Condition::InDiscardPile(name) if !self.holds_now(me, condition) => {
                let pile = &self.state.player(me).discard;
                pile.iter().any(|&c| self.state.unknown_card(c)).then(|| {
                    format!("the discard pile holds cards unknown to the engine: it cannot tell whether {name} is among them")
                })
            }
            Condition::Piles(crate::engine::effects::PileCondition::MovedCard(_)) => {
                self.moved_card_undecided()
            }
            Condition::Piles(crate::engine::effects::PileCondition::DiscardEnd(d)) => {
                let pile = &self.state.player(match d.player {
                    crate::engine::effects::Who::You => me,
                    crate::engine::effects::Who::Opponent => me.other(),
                })
                .discard;
                let card = if d.top { pile.last() } else { pile.first() };
                card.filter(|&&c| self.state.unknown_card(c)).map(|_| {
                    format!(
                        "the {} card of the discard pile is unknown to the engine",
                        if d.top { "top" } else { "bottom" }
                    )
                })
            }
            _ => None,
        }
    }

    /// Whether the personality is the one a card names, or in the group it names ("if used by
    /// Broly", "performed against a Majin"): exact names (`engine::identity`).
    pub(in crate::engine) fn is_named(
        &self,
        p: &crate::engine::state::Personality,
        name: &str,
    ) -> bool {
        super::only::personality_is_named(&self.state, p, name)
    }

    /// "performed against ..." asked before Battle Sequence step 4, where the defender announces
    /// his personality in control of Combat, while an Ally of his can still take over (CRD 3.0.0
    /// step 4, "Allies Taking Over Combat"): the personality defending is not known yet.
    fn defender_not_yet_announced(&self, me: PlayerId) -> Option<String> {
        use crate::engine::ruleset::StepKind;
        self.attack.as_ref()?;
        let step = self.rules.steps.get(self.pos.step_index)?;
        let before_step_4 = step.kinds.iter().any(|k| {
            matches!(
                k,
                StepKind::Declare | StepKind::PayCosts | StepKind::AttackerSecondary
            )
        });
        let defender = me.other();
        let pl = self.state.player(defender);
        let can = self.some_ally_may_take_control(defender);
        (before_step_4 && can && pl.control == crate::engine::state::Controller::MainPersonality)
            .then(|| {
                format!(
                    "the personality {defender} defends with is announced at step 4, and an Ally of his can still take over Combat ({}): the attack's target is not known yet",
                    self.cite(Rule::AlliesTakingOver).id
                )
            })
    }

    /// "If used by Goku" performed by a Fusion of Goku (Vegito, Gogeta): CRD 3.0.0 "More Details
    /// about Fusing" lets a Fusion use its originals' "___ only" cards and says cards that target
    /// an original still affect it, but says nothing of "if used by": the judge decides.
    fn fusion_performer(
        &self,
        p: &crate::engine::state::Personality,
        name: &str,
    ) -> Option<String> {
        use crate::corpus::names::normalise;
        use crate::corpus::only_groups::{fusion, FUSING_SECTION};
        let who = self.personality_identity(p);
        let f = fusion(&who)?;
        let want = normalise(name);
        if normalise(&who) == want || !f.from.iter().any(|o| normalise(o) == want) {
            return None;
        }
        Some(format!(
            "{} is a Fusion of {} and {}: the CRD lets a Fusion use \"{name} only\" cards and says cards that target {name} still affect it, but not whether it is \"used by {name}\" ({FUSING_SECTION})",
            self.state.personality_def(p).name,
            f.from[0],
            f.from[1]
        ))
    }

    /// Why the documents leave open whether the personality is the one named, if they do
    /// ("Super Saiyan Goku" for "if used by Goku").
    fn name_unclear(&self, p: &crate::engine::state::Personality, name: &str) -> Option<String> {
        let who = self.personality_identity(p);
        let performer = crate::engine::identity::Performer {
            def: self.state.personality_def(p),
            name: &who,
            side: self.state.side_of(p),
        };
        match crate::engine::identity::is_named(performer, name) {
            crate::engine::identity::Fit::Unclear(why) => Some(why),
            _ => None,
        }
    }
}
