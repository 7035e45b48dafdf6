//! Execution of `lasting::against_alignment`: floating stops and prevention for every attack made
//! against the personalities of an alignment, whoever performs it
//! ([`Effect::StopsAgainst`], [`Effect::PreventAgainst`]).
//!
//! Rules applied (CRD 3.0.0):
//! - "Floating Effects": the effect is created when the card's effects are used (its secondary
//!   effects, step 3 or 6) and lasts to the end of Combat; it is held in the Combat flags of the
//!   card's player and cleared with them.
//! - The personality an attack is performed against is the defender's personality in control
//!   of Combat (as for "performed against a Villain" conditions); its alignment (`Hero`,
//!   `Villain`) or group is read from its card. The effect covers both players' attacks: "all
//!   physical attacks performed against villains" names no attacker.
//! - A stop is checked at step 5 with the other floating stops (not against an attack that
//!   cannot be stopped, or that cannot be stopped by floating effects); prevention at steps 12
//!   and 13 with the other floating prevention ("A Note about Damage Prevention"): none against
//!   an attack whose damage cannot be prevented, and none against a Focused attack from an
//!   effect on both kinds of attack ("Focused").

use crate::engine::effects::{AgainstGroup, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

use crate::engine::battle::Battle;
use crate::engine::effects::lasting::lasting_effects_resolve::kinds_match;

fn kinds_words(g: &AgainstGroup) -> String {
    match g.kinds.as_slice() {
        [] => "all".to_string(),
        ks => ks
            .iter()
            .map(|k| k.word())
            .collect::<Vec<_>>()
            .join(" and "),
    }
}

impl Battle {
    /// Starts a against_alignment floating effect for `me`.
    pub(in crate::engine) fn against_alignment_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) {
        let what = match e {
            Effect::StopsAgainst(g) => format!(
                "{} attacks performed against a {} (by either player) are stopped for the remainder of Combat",
                kinds_words(g),
                g.group
            ),
            Effect::PreventAgainst(g) => {
                let mut amount = Vec::new();
                if g.power_stages > 0 {
                    amount.push(format!("{} power stage(s)", g.power_stages));
                }
                if g.life_cards > 0 {
                    amount.push(format!("{} life card(s)", g.life_cards));
                }
                format!(
                    "{} of damage prevented from {} attacks performed against a {} (by either player) for the remainder of Combat",
                    amount.join(" and "),
                    kinds_words(g),
                    g.group
                )
            }
            _ => return,
        };
        self.state
            .player_mut(me)
            .combat
            .floating
            .push((e.clone(), source.to_string()));
        log.note(
            self.cite(Rule::FloatingEffects),
            format!("{source}: {what}"),
        );
    }

    /// True when the defender's personality in control of Combat has the group or alignment; an
    /// undeclared Rogue Main Personality where its side decides goes to the judge (CRD 3.0.0
    /// "Rogue Personalities") and the effect is not applied.
    fn defending_is(&self, group: &str, source: &str, log: &mut Log) -> bool {
        use crate::engine::identity::Fit;
        let defender = self.pos.attacker.other();
        let p = self.state.controller(defender);
        let def = self.state.personality_def(p);
        match crate::engine::battle::what_fit(def, self.state.side_of(p), group) {
            Fit::Yes(_) => true,
            Fit::No(_) => false,
            Fit::Unclear(why) => {
                log.judge.push(format!("judge resolves: {source}: {why}"));
                false
            }
        }
    }

    /// The floating effects of this module of both players, with their source.
    fn against_effects(&self) -> Vec<(AgainstGroup, bool, String)> {
        let mut out = Vec::new();
        for p in PlayerId::BOTH {
            for (e, src) in &self.state.player(p).combat.floating {
                match e {
                    Effect::StopsAgainst(g) => out.push((g.clone(), true, src.clone())),
                    Effect::PreventAgainst(g) => out.push((g.clone(), false, src.clone())),
                    _ => {}
                }
            }
        }
        out
    }

    /// Step 5: the floating stop of this module that stops this attack, if any (its source).
    pub(in crate::engine) fn stop_against_group(
        &self,
        spec: &AttackSpec,
        log: &mut Log,
    ) -> Option<String> {
        let defender = self.pos.attacker.other();
        for (g, stop, src) in self.against_effects() {
            if !stop || !kinds_match(&g.kinds, spec.kind) || !self.defending_is(&g.group, &src, log)
            {
                continue;
            }
            log.note(
                self.cite(Rule::FloatingEffects),
                format!(
                    "{src} stops all {} attacks performed against a {} for the rest of Combat: {}'s {} is one",
                    kinds_words(&g),
                    g.group,
                    defender,
                    self.state.controller_name(defender)
                ),
            );
            return Some(src);
        }
        None
    }

    /// Steps 12 and 13: the floating prevention of this module for this attack (power stages,
    /// life cards).
    pub(in crate::engine) fn prevent_against_group(
        &self,
        spec: &AttackSpec,
        log: &mut Log,
    ) -> (u32, u32) {
        let defender = self.pos.attacker.other();
        let (mut ps, mut lc) = (0u32, 0u32);
        for (g, stop, src) in self.against_effects() {
            if stop || !kinds_match(&g.kinds, spec.kind) || !self.defending_is(&g.group, &src, log)
            {
                continue;
            }
            if self.unpreventable(spec) {
                log.note(
                    self.cite(Rule::DamagePrevention),
                    format!("the damage cannot be prevented: {src}'s floating prevention prevents nothing"),
                );
                continue;
            }
            let both = g.kinds.is_empty() || g.kinds.len() > 1;
            if spec.focused && both {
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused: {src}'s floating prevention (both kinds of attack) cannot prevent its damage"),
                );
                continue;
            }
            log.note(
                self.cite(Rule::FloatingEffects),
                format!(
                    "{src}'s floating prevention applies: {}'s {} is a {}",
                    defender,
                    self.state.controller_name(defender),
                    g.group
                ),
            );
            ps = ps.saturating_add(g.power_stages);
            lc = lc.saturating_add(g.life_cards);
        }
        (ps, lc)
    }
}

impl Battle {
    /// Step 3: secondary effects the attack in progress gained while its own secondary effects
    /// resolved (a floating rule it started, "all your physical attacks gain "Raise your anger 1
    /// level."", covers it too): gained text is added to the end of the text box and resolved
    /// in order (CRD "Secondary Effects"), so they resolve now, after the card's own. Returns
    /// how many resolved.
    pub(in crate::engine) fn resolve_gained_now(
        &mut self,
        me: PlayerId,
        before: &crate::engine::battle::AttackInProgress,
        log: &mut Log,
    ) -> crate::engine::Result<usize> {
        let Some(now) = self.attack.as_ref() else {
            return Ok(0);
        };
        if now.effects.len() <= before.effects.len() {
            return Ok(0);
        }
        let gained: Vec<Effect> = now.effects[before.effects.len()..]
            .iter()
            .filter(|e| e.is_secondary())
            .cloned()
            .collect();
        if gained.is_empty() {
            return Ok(0);
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{}: the text it gained is at the end of its text box and resolves now, in order",
                before.name
            ),
        );
        self.apply_effects(me, &gained, &before.name, log)
    }
}

impl Battle {
    /// A number from 0 to `most` that `me` named in the `choose` of the action that used the
    /// card ("up to N" effects); without it the engine does not choose for the player: the
    /// step says what it needs (`what`: what the number counts).
    pub(in crate::engine) fn chosen_up_to(
        &mut self,
        me: PlayerId,
        most: u32,
        what: &str,
    ) -> crate::engine::Result<u32> {
        let picked = self.take_choices(me, 1);
        let n = picked.first().and_then(|s| s.trim().parse::<u32>().ok());
        n.filter(|n| *n <= most)
            .ok_or_else(|| crate::engine::EngineError::Script {
                expected: format!("{me}'s `choose`: {what} (a number from 0 to {most})"),
                found: match picked.first() {
                    Some(s) => format!("{s:?}"),
                    None => "nothing chosen".into(),
                },
            })
    }

    /// "You may gain up to N power stages": the number `me` chose, named in the `choose` of the
    /// action that used the card (a number from 0 to `most`). Without it the engine does not
    /// choose for the player: the step says what it needs.
    pub(in crate::engine) fn stages_up_to(
        &mut self,
        me: PlayerId,
        most: u32,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let n = self.chosen_up_to(
            me,
            most,
            &format!("how many power stages {me} gains with {source}"),
        )?;
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!("{source}: {me} chooses to gain {n} of up to {most} power stage(s)"),
        );
        // `stages::player_stages`: "you may gain up to 3 power stages" is the player, every
        // personality of his (CRD "Referencing").
        self.player_stages(me, i32::try_from(n).unwrap_or(i32::MAX), false, source, log);
        Ok(())
    }
}

impl Battle {
    /// Cell's Neck Grab: one of the opponent's Allies in play is discarded (named in the
    /// action's `choose` unless only one is in play), then the opponent's Main Personality loses
    /// `per` power stages for each power stage that Ally was at above 0 (CRD "Secondary
    /// Effects": power stages lost past 0 are discarded from the Life Deck). No Ally discarded:
    /// no power stages lost (the CRD ruling on the card).
    pub(in crate::engine) fn discard_ally_stages_lost(
        &mut self,
        me: PlayerId,
        per: u32,
        source: &str,
        log: &mut Log,
    ) {
        use crate::engine::effects::{InPlayAct, InPlayCount, InPlayEffect, InPlayKind, Whose};
        let e = InPlayEffect {
            act: InPlayAct::Discard,
            whose: Whose::Opponent,
            cards: vec![InPlayKind::Ally],
            count: InPlayCount::Exactly(1),
            style: None,
        };
        let choose = self.choices_of(me);
        let picked = match self.pick(me, &e, &choose) {
            Ok((picked, _)) => picked,
            Err(need) => {
                log.judge.push(format!("judge resolves: {source}: {need}"));
                return;
            }
        };
        let Some(c) = picked.first() else {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: {} has no Ally in play: none is discarded, and its Main Personality loses no power stages", me.other()),
            );
            return;
        };
        let stage = self
            .state
            .player(c.side)
            .allies
            .iter()
            .find(|a| self.state.level_card(a) == Some(c.id))
            .map(|a| a.stage)
            .unwrap_or(0);
        let name = self.state.name(c.id).to_string();
        self.take_in_play(&e, &picked[..1], source, log);
        let lose = stage.saturating_mul(per);
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {name} was at {stage} power stage(s) above 0: {}'s Main Personality loses {lose} power stage(s)",
                c.side
            ),
        );
        if lose > 0 {
            let by = -(lose.min(i32::MAX as u32) as i32);
            crate::engine::levels::change_stages(&mut self.state, &self.rules, log, c.side, by);
        }
    }
}

impl Battle {
    /// Step 1, "Energy attack costing X life cards. X must be between 1 - 7. This attack does
    /// X life cards of damage.": the X named in the action's `choose` (`"4"` or `"X=4"`) is
    /// written into the attack's cost (life cards, paid at step 2, CRD "Card Costs") and its
    /// damage (step 9). Refused when the action names no X in the range: the engine does not
    /// choose for the player.
    pub(in crate::engine) fn chosen_x(
        &self,
        action: &crate::engine::action::Action,
        name: &str,
        effects: Vec<Effect>,
        log: &mut Log,
    ) -> crate::engine::Result<Vec<Effect>> {
        use crate::engine::damage::Damage;
        let Some(range) = effects.iter().find_map(|e| match e {
            Effect::ChosenX(r) => Some(*r),
            _ => None,
        }) else {
            return Ok(effects);
        };
        let x = action.choose.iter().find_map(|s| {
            let s = s.trim().to_ascii_lowercase();
            let s = s
                .strip_prefix('x')
                .map(|r| r.trim_start().trim_start_matches('=').trim())
                .unwrap_or(&s);
            s.parse::<u32>().ok()
        });
        let Some(x) = x.filter(|x| (range.min..=range.max).contains(x)) else {
            return Err(crate::engine::EngineError::Script {
                expected: format!(
                    "{}'s `choose`: the X of {name}, a number from {} to {} (`\"choose\": [\"X=4\"]`)",
                    action.player, range.min, range.max
                ),
                found: if action.choose.is_empty() {
                    "nothing chosen".into()
                } else {
                    action.choose.join(", ")
                },
            });
        };
        log.note(
            self.cite(Rule::CardCosts),
            format!("{name}: {} chooses X = {x}: the attack costs {x} life card(s) and does {x} life card(s) of damage", action.player),
        );
        Ok(effects
            .into_iter()
            .map(|e| match e {
                Effect::ChosenX(_) => Effect::Cost(crate::engine::effects::Cost {
                    power_stages: 0,
                    life_cards: x,
                    discard_from_hand: 0,
                    removes_performer: false,
                }),
                Effect::Attack(mut a) => {
                    a.damage = Some(Damage::life_cards(x));
                    Effect::Attack(a)
                }
                other => other,
            })
            .collect())
    }
}

impl Battle {
    /// Vile Energy: when the opponent has more Drills in play than `me`, a "you may" search of
    /// `me`'s Life Deck for that many more Drills, each placed into play (the cards named in the
    /// action's `choose`; fewer when no more are found: the search may fail). Otherwise nothing.
    pub(in crate::engine) fn drills_up_to_opponents(
        &mut self,
        me: PlayerId,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        use crate::engine::effects::{CardFilter, Destination, Search, SearchIn, Who};
        let mine = self.state.player(me).in_play.drills.len();
        let theirs = self.state.player(me.other()).in_play.drills.len();
        if theirs <= mine {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!(
                    "{source}: {} has {theirs} Drill(s) in play, {me} has {mine}: not more, so nothing is searched",
                    me.other()
                ),
            );
            return Ok(());
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {} has {theirs} Drill(s) in play, {me} has {mine}: {me} may search for up to {} Drill(s)",
                me.other(),
                theirs - mine
            ),
        );
        let s = Search {
            player: Who::You,
            from: SearchIn::LifeDeck,
            filter: CardFilter {
                types: vec!["Drill".into()],
                ..CardFilter::default()
            },
            count: (theirs - mine) as u32,
            up_to: true,
            all: false,
            random: false,
            to: Destination::Play,
            ally_stage: None,
            may: true,
            keeps_in_play: false,
            until_end_of_combat: None,
            powers_lost: false,
            by_owner: false,
        };
        self.may_search(me, &s)?;
        self.search(me, &s, source, log)
    }
}
