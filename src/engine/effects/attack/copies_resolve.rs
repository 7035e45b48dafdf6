//! Copies of attacks in the Battle Sequence: every attack performed is recorded as performed
//! (step 1); a card that performs "a copy of the previous attack your opponent performed this
//! Combat" gains that attack's text at step 1 (CRD 3.0.0 "Copying Cards"), or says why it copies
//! nothing; the bonus of copied attacks is added at step 10.

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{AttackInProgress, Battle, SideWrite, Source};
use crate::engine::effects::attack::copies::{copied_bonus, OwedCopy, PerformedAttack};
use crate::engine::effects::{AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::shared::Shared;
use crate::engine::state::PlayerId;
use crate::engine::Result;
use crate::note;

/// The copied card's text that says where the card goes after use: the copy "disappears when it
/// is finished instead of going to your discard pile or your removed from the game pile" (CRD
/// 3.0.0 "Copying Cards"), so none of it moves the card that made the copy.
fn about_the_copied_card_itself(e: &Effect) -> bool {
    matches!(
        e,
        Effect::RemoveFromGameAfterUse
            | Effect::StaysOnTable
            | Effect::AfterUse(_)
            | Effect::UsesThisCombat(_)
            | Effect::Endurance(_)
    )
}

impl Battle {
    /// Step 1: a card whose effects copy the opponent's previous attack gains that attack's
    /// text in place of the copy effect. Returns the effects the card is performed with and the
    /// name of the attack copied (`None`: no copy made, and the log says why).
    pub(in crate::engine) fn copy_attack(
        &self,
        me: PlayerId,
        source: Source,
        name: &str,
        effects: Vec<Effect>,
        log: &mut Log,
    ) -> Result<(Vec<Effect>, Option<String>)> {
        let Some(copy) = effects.iter().find_map(|e| match e {
            Effect::CopyAttack(c) => Some(c.clone()),
            _ => None,
        }) else {
            return Ok((effects, None));
        };
        let opponent = me.other();
        let mut own: Vec<Effect> = effects
            .into_iter()
            .filter(|e| !matches!(e, Effect::CopyAttack(_)))
            .collect();
        let previous = self
            .state
            .player(opponent)
            .combat
            .attacks_record
            .iter()
            .rev()
            .find(|a| copy.kinds.is_empty() || copy.kinds.contains(&a.kind));
        let rule = self.cite(Rule::CopyingCards);
        let Some(previous) = previous else {
            let kinds = if copy.kinds.is_empty() {
                String::from("an attack")
            } else {
                copy.kinds
                    .iter()
                    .map(|k| format!("{} attack", k.article_word()))
                    .collect::<Vec<_>>()
                    .join(" or ")
            };
            note!(
                log,
                rule,
                "{name}: {opponent} has performed no {} this Combat, so there is no attack to copy and {name} performs none (its copy needs \"the previous attack your opponent performed this Combat\"); its other effects are used",
                kinds.trim_start_matches("a ").trim_start_matches("an ")
            );
            return Ok((own, None));
        };
        if !previous.from_card {
            log.judge.push(format!(
                "judge resolves: {name} would copy {opponent}'s previous attack, {}, which no card carries (a personality's power or a Final Physical Attack); CRD 3.0.0 \"Copying Cards\" ({}) says what a copy of a card played is, an extra card with all of its text, and is silent on copying a power: the engine performs no copy",
                previous.name, rule.id
            ));
            return Ok((own, None));
        }
        note!(
            log,
            rule,
            "{name} performs a copy of {} ({opponent}'s most recent {} attack this Combat, stopped or not): the copy is an extra card that gains all of {}'s text and disappears when it is finished",
            previous.name,
            previous.kind.word(),
            previous.name
        );
        // Another ruleset's own ruling on the card may keep less of the copy (the older Score
        // errata on Blue Reversal Drill: "... and no other effects of the attack").
        if let Source::Hand(c) | Source::InPlay(c) = source {
            if self.rules.id != "crd-3.0.0" {
                if let Some(r) = self.ruleset_ruling(c) {
                    log.judge.push(format!(
                        "judge: {name}'s ruling {r} in the ruleset's document says what its copy keeps; the engine copies the whole attack as CRD 3.0.0 \"Copying Cards\" ({}) states",
                        rule.id
                    ));
                }
            }
        }
        own.extend(
            previous
                .effects
                .iter()
                .filter(|e| !about_the_copied_card_itself(e))
                .cloned(),
        );
        Ok((own, Some(previous.name.clone())))
    }

    /// Step 6 (the defender's secondary effects): "In your next attack phase, perform the exact
    /// same attack that this card stopped" owes `me` a copy of the attack defended against. Kept
    /// whether or not the stop worked (CRD 3.0.0 ruling on Goku Swiftly Moving: "you may still
    /// perform a copy of that attack during your next Attacker Attacks phase").
    pub(in crate::engine) fn owe_copy(&mut self, me: PlayerId, card: &str, log: &mut Log) {
        let rule = self.cite(Rule::CopyingCards);
        let Some(att) = self.attack.as_ref().filter(|_| self.pos.attacker != me) else {
            note!(
                log,
                rule,
                "{card}: no attack was performed against {me}: there is nothing to copy"
            );
            return;
        };
        let Some(spec) = &att.attack else {
            note!(
                log,
                rule,
                "{card}: {} performed no attack: there is nothing to copy",
                att.name
            );
            return;
        };
        let owed = OwedCopy {
            card: card.to_string(),
            attack: PerformedAttack {
                name: att.name.clone(),
                kind: spec.kind,
                effects: att.effects.to_vec(),
                from_card: !matches!(att.source, Source::Power(_) | Source::FinalPhysicalAttack),
            },
        };
        note!(
            log,
            rule,
            "{card}: {me} performs a copy of {} in his next Attack Phase (a `use` naming {card} there); the copy gains all of its text when it is used",
            att.name
        );
        self.state.player_mut(me).combat.owed_copy = Some(owed);
    }

    /// Step 1: the copy owed to `me` for this Attack Phase, taken off the board (it is for this
    /// phase only), if there is one.
    pub(in crate::engine) fn take_owed_copy(&mut self, me: PlayerId) -> Option<OwedCopy> {
        self.state.player(me).combat.owed_copy.as_ref()?;
        self.state.player_mut(me).combat.owed_copy.take()
    }

    /// Step 1: the owed copy is not performed in this Attack Phase, said with `why`.
    pub(in crate::engine) fn owed_copy_lost(
        &self,
        owed: Option<&OwedCopy>,
        why: &str,
        log: &mut Log,
    ) {
        if let Some(o) = owed {
            note!(
                log,
                self.cite(Rule::CopyingCards),
                "the copy of {} that {} made is not performed: {why}",
                o.attack.name,
                o.card
            );
        }
    }

    /// Step 1: whether `action` performs the owed copy (a `use` naming the card that owes it).
    pub(in crate::engine) fn performs_owed_copy(owed: Option<&OwedCopy>, action: &Action) -> bool {
        action.verb == Verb::Use
            && owed.is_some_and(|o| {
                action
                    .card
                    .as_deref()
                    .is_some_and(|n| crate::corpus::names::same_name(&o.card, n))
            })
    }

    /// Step 1: the effects the owed copy is performed with, and the log's account of it.
    pub(in crate::engine) fn owed_copy_effects(
        &self,
        me: PlayerId,
        owed: &OwedCopy,
        log: &mut Log,
    ) -> Vec<Effect> {
        // The card that made the copy, now in its player's discard pile: its rulings decide.
        if let Some(&c) = self
            .state
            .player(me)
            .discard
            .iter()
            .rev()
            .find(|&&c| crate::corpus::names::same_name(self.state.name(c), &owed.card))
        {
            self.cite_card_rulings(c, log);
        }
        note!(
            log,
            self.cite(Rule::CopyingCards),
            "{} performs the copy of {} that it stopped ({} attack): an extra card that gains all of {}'s text and disappears when it is finished",
            owed.card,
            owed.attack.name,
            owed.attack.kind.article_word(),
            owed.attack.name
        );
        owed.attack
            .effects
            .iter()
            .filter(|e| !about_the_copied_card_itself(e))
            .cloned()
            .collect()
    }

    /// Step 1, once the attack is performed: it is recorded for a later copy, and a card's
    /// "copied attacks do +N for the remainder of Combat" starts.
    pub(in crate::engine) fn record_performed_attack(
        &mut self,
        me: PlayerId,
        source: Source,
        name: &str,
        effects: &[Effect],
        attack: Option<&AttackSpec>,
        log: &mut Log,
    ) {
        if let Some(a) = attack {
            let performed = PerformedAttack {
                name: name.to_string(),
                kind: a.kind,
                effects: effects.to_vec(),
                from_card: matches!(source, Source::Hand(_) | Source::InPlay(_) | Source::Copy),
            };
            // Logged for the step's undo record (`battle::undo_log`): no copy of the side.
            self.write_side(me, |pl| {
                pl.combat.attacks_record.push(Shared::new(performed));
                SideWrite::AttacksRecorded(pl.combat.attacks_record.len() - 1)
            });
        }
        if let Some(bonus) = copied_bonus(effects) {
            let kept = &self.state.player(me).combat.copied_attack_bonus;
            if !kept.iter().any(|(d, src)| *d == bonus && src == name) {
                self.state
                    .player_mut(me)
                    .combat
                    .copied_attack_bonus
                    .push((bonus, name.to_string()));
                note!(
                    log,
                    self.cite(Rule::FloatingEffects),
                    "{name}: for the remainder of Combat, {me}'s attacks copied from the opponent's attacks do +{bonus}"
                );
            }
        }
    }

    /// Step 10: the bonus of copied attacks, when the attack is a copy.
    pub(in crate::engine) fn copied_attack_modifiers(
        &self,
        me: PlayerId,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let Some(copied) = &att.copy_of else {
            return Vec::new();
        };
        // The copy's modifiers are the copied attack's ("Copy the entire ... attack, as well as
        // secondary effects and modifiers"): the card that made the copy and its rulings.
        log.cite(self.cite(Rule::CopyingCards));
        if let Source::Hand(c) | Source::InPlay(c) = att.source {
            self.cite_card_rulings(c, log);
        }
        let bonus = &self.state.player(me).combat.copied_attack_bonus;
        if bonus.is_empty() {
            return Vec::new();
        }
        log.cite(self.cite(Rule::FloatingEffects));
        bonus
            .iter()
            .map(|(d, src)| {
                (
                    i32::try_from(d.power_stages).unwrap_or(i32::MAX),
                    i32::try_from(d.life_cards).unwrap_or(i32::MAX),
                    format!("{src} (attacks copied from the opponent's, a copy of {copied})"),
                )
            })
            .collect()
    }
}
