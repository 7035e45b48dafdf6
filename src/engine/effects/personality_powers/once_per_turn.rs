//! Personality Powers once per turn (CRD 3.0.0 "Power-Up Rating (PUR)": "A Personality Power ...
//! is only used once per turn (unless the personality power says it can be used multiple times
//! ...), unless the character advances or loses a Personality level"): the count of the powers a
//! player's personalities used this turn, the refusal of one use too many, and its reset.

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardCounts, CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The Personality Powers a player's personalities used this turn: how many times the power of
/// each level card was used, and how many of those came before the personality's last level
/// change. The one count of it, kept on the board (`Player::powers_used`) and written by a board
/// file's `powers_used`. It resets at the start of each turn ([`PowersUsed::start_of_turn`],
/// for the turn driver); a level change ([`PowersUsed::level_changed`], called where the level
/// changes: `levels.rs`, `personality_levels_resolve.rs`) makes the personality's powers usable
/// again but keeps what was used this turn (Tapkar's "If Tapkar has not used any other
/// personality powers this turn" still sees it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PowersUsed {
    /// Uses of each level card's power this turn.
    uses: CardCounts,
    /// Of those, the uses before the personality's last level change this turn.
    before_level_change: CardCounts,
    /// The uses a power's own conditional permission allowed when it was first used (its
    /// condition checked then: CRD 3.0.0's ruling on Piccolo, the Former Guardian Lv.3, "The
    /// first time you use this power each Combat you check ..."); absent: not recorded.
    #[serde(skip)]
    permitted_at_first_use: CardCounts,
}

impl PowersUsed {
    /// How many times the power of `level_card` was used this turn.
    pub fn times(&self, level_card: CardId) -> u32 {
        self.uses.get(level_card)
    }

    /// How many times the power of `level_card` was used since its personality's last level
    /// change this turn: the uses that count against the once-per-turn limit.
    pub fn times_at_this_level(&self, level_card: CardId) -> u32 {
        self.uses
            .get(level_card)
            .saturating_sub(self.before_level_change.get(level_card))
    }

    /// Counts one use of the power of `level_card`.
    pub fn record(&mut self, level_card: CardId) {
        self.uses.bump(level_card);
    }

    /// True when no power was used this turn.
    pub fn none(&self) -> bool {
        self.uses == CardCounts::default()
    }

    /// The start of a turn: every power may be used again.
    pub fn start_of_turn(&mut self) {
        self.permitted_at_first_use.clear();
        self.uses.clear();
        self.before_level_change.clear();
    }

    /// A personality advanced or lost a level: the powers of all its level cards may be used
    /// again this turn ("When this happens you get to use the card effect again even if you used
    /// it earlier this turn").
    pub fn level_changed(&mut self, levels: &[CardId]) {
        for &c in levels {
            let n = self.uses.get(c);
            self.before_level_change.set(c, n);
        }
    }
}

/// How many times a power box says its power may be used ("This power may be used twice per
/// Combat"), with the condition that comes before it, if any ("If you declared a Tokui-Waza,
/// you may use this power twice per Combat"). The CRD's one use per turn otherwise.
static USES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?P<cond>\bif [^.]*?,\s*)?(?:this power may (?:only )?be used|you may use this power|you may perform this (?:attack|atack|power)) (?P<n>once|twice|three times) per (?:combat|turn|game)",
    )
    .expect("a valid pattern")
});

/// The uses a power's text allows this turn and the condition it puts on them (`None`: none).
fn uses_allowed(text: &str) -> (u32, Option<String>) {
    let Some(c) = USES.captures(text) else {
        return (1, None);
    };
    let n = match c.name("n").map(|m| m.as_str().to_ascii_lowercase()) {
        Some(w) if w == "twice" => 2,
        Some(w) if w == "three times" => 3,
        _ => 1,
    };
    let sentence = c.get(0).map(|m| m.as_str().trim().to_string());
    (n, c.name("cond").and(sentence))
}

impl Battle {
    /// Before `player` uses the Personality Power of `level_card`: refused when it was already
    /// used as many times this turn as the rules allow (cited); a use its text allows only under
    /// a condition the engine does not read goes on, with the condition shown to the judge.
    /// Constant Combat Powers are constantly active and are not counted.
    pub(in crate::engine) fn power_use_allowed(
        &self,
        player: PlayerId,
        level_card: CardId,
        log: &mut Log,
    ) -> Result<()> {
        self.refuse_power_turned_off(player, level_card)?;
        // `prohibitions`: "may not use personality powers" (Red Face Slap, Showdown).
        self.refuse_prohibited_power(player, level_card)?;
        let def = self.state.def(level_card);
        // A numbered card's other powers are used and counted (`power_boxes`).
        if super::power_boxes::only_constant_powers(&def.effects) {
            return Ok(());
        }
        self.once_per_game_allowed(player, level_card)?;
        let used = self
            .state
            .player(player)
            .powers_used
            .times_at_this_level(level_card);
        let at_first = self
            .state
            .player(player)
            .powers_used
            .permitted_at_first_use
            .get(level_card);
        let (allowed, condition) = if used >= 1 && at_first > 0 {
            (at_first, None)
        } else {
            self.power_uses_read(player, &def.effects)
                .unwrap_or_else(|| uses_allowed(&def.text))
        };
        let cite = self.cite(Rule::PersonalityPowers);
        if used >= allowed {
            return Err(EngineError::Illegal(format!(
                "{}'s power was already used {} this turn: a Personality Power is used only once per turn unless its text allows more or the personality advances or loses a level ({}){}",
                def.name,
                if used == 1 { "once".to_string() } else { format!("{used} times") },
                cite.id,
                if allowed == 1 {
                    self.unmet_permission_words(player, level_card, at_first == 1)
                } else {
                    String::new()
                }
            )));
        }
        if used >= 1 {
            log.cite(cite);
            match condition {
                Some(sentence) => log.judge.push(format!(
                    "judge confirms: {}'s power is used a second time this turn under its own condition, which the engine does not read: \"{sentence}\"",
                    def.name
                )),
                None if at_first > 0 => {
                    self.cite_card_rulings(level_card, log);
                    log.notes.push(format!(
                        "{}'s power is used again this turn: its own permission's condition held when the power was first used this Combat, so its text allows {allowed} uses",
                        def.name
                    ))
                }
                None => log.notes.push(format!(
                    "{}'s power is used again this turn: its text allows {allowed} uses",
                    def.name
                )),
            }
        }
        Ok(())
    }

    /// For a power sentence that asks what was used this turn ("If Tapkar has not used any
    /// other personality powers this turn ..."): the count kept on the board, in words, to
    /// follow the sentence handed to the judge; empty for any other sentence.
    pub(in crate::engine) fn powers_used_words(&self, player: PlayerId, sentence: &str) -> String {
        let s = sentence.to_ascii_lowercase();
        if !(s.contains("this turn") && s.contains("power")) {
            return String::new();
        }
        let pl = self.state.player(player);
        let used: Vec<String> = pl
            .mp
            .levels
            .iter()
            .chain(pl.allies.iter().flat_map(|a| a.levels.iter()))
            .filter_map(|&c| match pl.powers_used.times(c) {
                0 => None,
                n => Some(format!("{} ({n})", self.state.name(c))),
            })
            .collect();
        if used.is_empty() {
            format!("; {player}'s personalities have used no Personality Power this turn")
        } else {
            format!(
                "; Personality Powers {player}'s personalities used this turn: {}",
                used.join(", ")
            )
        }
    }

    /// The uses a power's compiled text allows ([`Effect::PowerUses`]): unconditional, or under
    /// a condition that holds for `player` now; a condition the documents leave open is kept,
    /// in words, for the judge. `None` when the text compiles no such sentence.
    fn power_uses_read(
        &self,
        player: PlayerId,
        effects: &[Effect],
    ) -> Option<(u32, Option<String>)> {
        effects.iter().find_map(|e| match e {
            Effect::PowerUses(n) => Some((*n, None)),
            Effect::Conditional(c) => {
                let n = c.effects.iter().find_map(|e| match e {
                    Effect::PowerUses(n) => Some(*n),
                    _ => None,
                })?;
                if let Some(why) = self.undecided(player, &c.condition) {
                    Some((n, Some(why)))
                } else if self.holds(player, &c.condition) {
                    Some((n, None))
                } else {
                    Some((1, None))
                }
            }
            _ => None,
        })
    }

    /// The power's own permission for more uses whose condition does not hold for `player` now,
    /// quoted with the condition ("If you have no cards left in your discard pile, you may use
    /// this power twice per Combat"); empty when there is none.
    fn unmet_permission_words(
        &self,
        player: PlayerId,
        level_card: CardId,
        checked_at_first_use: bool,
    ) -> String {
        let def = self.state.def(level_card);
        def.sentences
            .iter()
            .find_map(|(sentence, effects)| {
                effects.iter().find_map(|e| match e {
                    Effect::Conditional(c)
                        if c.effects.iter().any(|e| matches!(e, Effect::PowerUses(_)))
                            && self.undecided(player, &c.condition).is_none()
                            && (checked_at_first_use || !self.holds(player, &c.condition)) =>
                    {
                        Some(format!(
                            "; its own permission, \"{}\", does not apply: its condition ({}) {} for {player}",
                            sentence.trim().trim_end_matches('.'),
                            crate::engine::effects::conditions::condition_words::condition_words(
                                &c.condition
                            ),
                            if checked_at_first_use {
                                "did not hold when the power was first used this Combat"
                            } else {
                                "does not hold"
                            }
                        ))
                    }
                    _ => None,
                })
            })
            .unwrap_or_default()
    }

    /// Counts a use of `level_card`'s Personality Power by `player` (Constant Combat Powers are
    /// not counted).
    pub(in crate::engine) fn power_use_record(&mut self, player: PlayerId, level_card: CardId) {
        if super::power_boxes::only_constant_powers(&self.state.def(level_card).effects) {
            return;
        }
        let first = self
            .state
            .player(player)
            .powers_used
            .times_at_this_level(level_card)
            == 0;
        let conditional = self
            .state
            .def(level_card)
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Conditional(c) if c.effects.iter().any(|e| matches!(e, Effect::PowerUses(_)))));
        let permitted = match self.power_uses_read(player, &self.state.def(level_card).effects) {
            Some((n, None)) if first && conditional => Some(n),
            _ => None,
        };
        let used = &mut self.state.player_mut(player).powers_used;
        if let Some(n) = permitted {
            used.permitted_at_first_use.set(level_card, n);
        }
        used.record(level_card);
        self.once_per_game_record(player, level_card);
    }
}

#[cfg(test)]
mod tests {
    use super::{uses_allowed, PowersUsed};

    #[test]
    fn a_level_change_makes_the_power_usable_again_but_keeps_the_turns_uses() {
        let (lv2, lv3) = (7, 8);
        let mut used = PowersUsed::default();
        used.record(lv2);
        assert_eq!(used.times_at_this_level(lv2), 1);
        // Lv.2 -> Lv.3 -> Lv.2: the power of Lv.2 may be used again this turn.
        used.level_changed(&[lv2, lv3]);
        assert_eq!(used.times_at_this_level(lv2), 0);
        assert_eq!(used.times(lv2), 1, "the turn's uses are kept");
        used.start_of_turn();
        assert_eq!(used.times(lv2), 0);
    }

    #[test]
    fn a_power_is_used_once_unless_its_text_says_more() {
        assert_eq!(
            uses_allowed("Energy attack doing 2 life cards of damage."),
            (1, None)
        );
        assert_eq!(
            uses_allowed("Physical attack doing 5 life cards of damage. This power may be used twice per Combat."),
            (2, None)
        );
    }

    #[test]
    fn a_conditional_second_use_keeps_its_condition() {
        let (n, cond) = uses_allowed("Physical attack doing +3 power stages of damage. If you declared a Tokui-Waza, you may use this power twice per Combat.");
        assert_eq!(n, 2);
        assert_eq!(
            cond.as_deref(),
            Some("If you declared a Tokui-Waza, you may use this power twice per Combat")
        );
    }
}
