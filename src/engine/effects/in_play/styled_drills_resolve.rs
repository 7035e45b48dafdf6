//! CRD 3.0.0 "Styled Drills" when a Drill comes into play: a Styled Drill (a Style's name the
//! first word of its title) cannot join a Styled Drill of another Martial Arts Style, nor a copy
//! of itself, of the same player's; Freestyle Drills always can ("Freestyle Drills"). A Drill
//! allowed beside the player's Drills in play is said so with the sentence that allows it. A Drill
//! whose text says it "does not count towards or against ... Styled Drills" (Saiyan Agression
//! Drill and 11 more) neither clashes nor is clashed with; while Goku's Mixing Drill ("Allows
//! multiple colors of drills to be used at the same time") is in play, Styles do not clash.
//! Asked by the Non-Combat Step and by searches that place a Drill into play.

use crate::engine::battle::Battle;
use crate::engine::effects::{CardRule, Effect};
use crate::engine::filters::STYLES;
use crate::engine::ids::{CardId, PlayerId};
use crate::engine::ruleset::Rule;

/// The Martial Arts Style a Drill's title names by its first word ("Red Energy Defense Drill"),
/// lower case; `None` for a Freestyle Drill.
pub(in crate::engine) fn title_style(name: &str) -> Option<String> {
    let first = name.split_whitespace().next()?.to_lowercase();
    STYLES.contains(&first.as_str()).then_some(first)
}

/// The sentence of the cards that stand outside the Styled Drills count, as printed.
const NOT_COUNTED: &str = "\"This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.\"";

/// Goku's Mixing Drill's sentence, as printed, and its ruling's gist for when it leaves play.
const MIXING: &str = "\"Allows multiple colors of drills to be used at the same time.\" (its ruling: if it is discarded or removed from play while Drills of more than one Style are in play, its player chooses one Style to keep and discards the other Styled Drills: the judge applies it then)";

impl Battle {
    /// The Drill `p` has in play, other than `card`, that lets Drills of different Styles be in
    /// play together (`CardRule::MixedStyleDrills`).
    fn mixing_drill(&self, p: PlayerId, card: CardId) -> Option<CardId> {
        self.state
            .player(p)
            .in_play
            .drills
            .iter()
            .copied()
            .filter(|&d| d != card)
            .find(|&d| {
                self.state
                    .def(d)
                    .effects
                    .iter()
                    .any(|e| matches!(e, Effect::CardRule(CardRule::MixedStyleDrills)))
            })
    }

    /// The Style a Drill's title names, unless its own text says it is not of that Style
    /// ("This card is not considered a black fighting style card.", Black Water Confusion Drill:
    /// CRD 3.0.0 "The Golden Rule", the card's text over the rules): then it is no Styled Drill.
    pub(in crate::engine) fn drill_style(&self, card: CardId) -> Option<String> {
        let style = title_style(self.state.name(card))?;
        let denied = self.state.def(card).kinds.iter().any(|k| {
            !k.is
                && matches!(&k.kind, crate::engine::card_kinds::CardKind::Style(s) if s.eq_ignore_ascii_case(&style))
        });
        (!denied).then_some(style)
    }

    /// Whether `card`'s own text takes it out of the Styled Drills count
    /// (`CardRule::NotCountedForStyle`).
    fn not_counted_for_style(&self, card: CardId) -> bool {
        self.state
            .def(card)
            .effects
            .iter()
            .any(|e| matches!(e, Effect::CardRule(CardRule::NotCountedForStyle)))
    }

    /// Why `p` cannot place the Drill `card` into play beside its Drills in play, by the Styled
    /// Drills rules, quoting the rule that forbids it; `None` when it may.
    pub(in crate::engine) fn styled_drill_clash(
        &self,
        p: PlayerId,
        card: CardId,
    ) -> Option<String> {
        let name = self.state.name(card);
        let style = self.drill_style(card)?;
        if self.not_counted_for_style(card) {
            return None;
        }
        let mixing = self.mixing_drill(p, card).is_some();
        self.state
            .player(p)
            .in_play
            .drills
            .iter()
            .filter(|&&d| !self.not_counted_for_style(d))
            .map(|&d| (self.state.name(d), d))
            .find_map(|(other, d)| {
                let os = self.drill_style(d)?;
                if crate::corpus::names::same_name(other, name) {
                    Some(format!(
                        "{p} has {other} in play: \"If you have a Styled Drill in play, you can only have 1 copy of that Drill in play\""
                    ))
                } else if os != style && !mixing {
                    Some(format!(
                        "{p} has the Styled Drill {other} in play: \"If you have a Styled Drill in play, you cannot play another Drill from a different Martial Arts Style\""
                    ))
                } else {
                    None
                }
            })
    }

    /// Why `p` may place the Drill `card` into play beside the Drills it has in play (the clash
    /// checked first by [`Self::styled_drill_clash`]), quoting the sentence of "Freestyle Drills"
    /// or "Styled Drills" that allows it, with those rules and the card in play whose text allows
    /// it (its rulings cited: Goku's Mixing Drill); `None` when `p` has no Drill in play.
    pub(in crate::engine) fn drill_placement_allowed(
        &self,
        p: PlayerId,
        card: CardId,
    ) -> Option<(String, Vec<Rule>, Option<CardId>)> {
        let name = self.state.name(card);
        let others: Vec<&str> = self
            .state
            .player(p)
            .in_play
            .drills
            .iter()
            .map(|&d| self.state.name(d))
            .collect();
        if others.is_empty() {
            return None;
        }
        if self.not_counted_for_style(card) {
            return Some((
                format!(
                    "{p} may place {name} beside its {} Drill(s) in play: its text says {NOT_COUNTED}",
                    others.len()
                ),
                vec![Rule::StyledDrills],
                None,
            ));
        }
        let styled = self
            .state
            .player(p)
            .in_play
            .drills
            .iter()
            .any(|&d| self.drill_style(d).is_some());
        // Its own text says it is not of the Style its title names (Black Water Confusion
        // Drill): it joins as a Drill of no Style.
        if let (Some(_), None) = (title_style(name), self.drill_style(card)) {
            let said = self
                .state
                .def(card)
                .kinds
                .iter()
                .find(|k| !k.is && matches!(k.kind, crate::engine::card_kinds::CardKind::Style(_)))
                .map(|k| k.sentence.trim().to_string())
                .unwrap_or_default();
            return Some((
                format!(
                    "{p} may place {name} beside its {} Drill(s) in play: its text says \"{said}\", so it is no Styled Drill (CRD 3.0.0 \"The Golden Rule\": the card's text overrides the rules)",
                    others.len()
                ),
                vec![Rule::StyledDrills, Rule::GoldenRule],
                None,
            ));
        }
        if title_style(name).is_none() {
            let copy = others
                .iter()
                .any(|o| crate::corpus::names::same_name(o, name));
            let mut why = Vec::new();
            if copy {
                why.push("\"You can have multiple copies of a Freestyle Drill in play.\"");
            }
            if styled {
                why.push("\"Freestyle Drills can always be in play with Styled Drills.\"");
            }
            if why.is_empty() {
                why.push("\"it is a Freestyle Drill and can be played in any deck regardless of the Tokui-Waza declared\"");
            }
            let mut rules = vec![Rule::FreestyleDrills];
            if styled {
                rules.push(Rule::StyledDrills);
            }
            return Some((
                format!(
                    "{p} may place {name} beside its {} Drill(s) in play: {name} is a Freestyle Drill (the first word of its title names no Martial Arts Style): {}",
                    others.len(),
                    why.join(" and ")
                ),
                rules,
                None,
            ));
        }
        // Goku's Mixing Drill in play: Styled Drills of other Styles beside this one.
        let other_style = others
            .iter()
            .filter_map(|o| title_style(o))
            .any(|s| Some(s) != title_style(name));
        if let Some(mixing) = self.mixing_drill(p, card).filter(|_| other_style) {
            return Some((
                format!(
                    "{p} may place {name} beside its {} Drill(s) in play, Styled Drills of another Martial Arts Style among them: {} in play says {MIXING}",
                    others.len(),
                    self.state.name(mixing)
                ),
                vec![Rule::StyledDrills],
                Some(mixing),
            ));
        }
        // Past the clash check, any other Styled Drill in play is of this Drill's Style.
        let why = if styled {
            "\"You can have other Styled Drills in play if they all belong to the same Martial Arts Style and are different from any other Styled Drill you have in play.\""
        } else {
            "\"Freestyle Drills can always be in play with Styled Drills.\""
        };
        Some((
            format!(
                "{p} may place {name} beside its {} Drill(s) in play: {why}",
                others.len()
            ),
            vec![Rule::StyledDrills],
            None,
        ))
    }
}
