//! Numbered power boxes: a personality whose text holds several powers, each headed "(Power N:)"
//! or "(Power N: Constant Combat Power)" (Cosmic Anthology #CA7, #CA10-#CA15, Majin Buu Saga
//! #197-#200). The header row, the split of a card's effects and sentences into its boxes, and
//! which box a Constant Combat Power or a `power` use reads (CRD 3.0.0 "Power-Up Rating (PUR)").

use std::ops::Range;

use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::Effect;
use crate::engine::ruleset::Rule;
use crate::engine::{EngineError, Result};

/// The rows of this module: a header standing alone as a sentence ("(Power 2:)").
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "power-box-header",
    pattern: r"\(?power (?P<box>[1-9])(?::? ?(?P<ccp>constant combat power))?:?\)?:?",
    build: header,
}];

fn header(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let n: u8 = c.s("box").parse().ok()?;
    let mut pieces = vec![Piece::Effect(Effect::PowerBox(n))];
    if c.has("ccp") {
        pieces.push(Piece::Effect(Effect::ConstantCombatPower));
    }
    Some(pieces)
}

/// One power box of a card's effects: its number, whether it is a Constant Combat Power, and
/// where its effects are (the header included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PowerBox {
    /// The N of "(Power N:)".
    pub number: u8,
    /// Headed "Constant Combat Power".
    pub constant: bool,
    /// The box's effects in the card's list, its header first.
    pub range: Range<usize>,
}

/// The numbered boxes of a card's effects, in text order; empty for a card with one power box.
pub fn boxes(effects: &[Effect]) -> Vec<PowerBox> {
    numbered_boxes(effects).collect()
}

/// The numbered boxes of a card's effects, in text order, read as they are needed: the
/// Constant Combat Power look-ups (about 210 a battle) read them without collecting a list.
fn numbered_boxes(effects: &[Effect]) -> impl Iterator<Item = PowerBox> + '_ {
    let mut starts = effects
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Effect::PowerBox(n) => Some((i, *n)),
            _ => None,
        })
        .peekable();
    std::iter::from_fn(move || {
        let (start, number) = starts.next()?;
        let end = starts.peek().map_or(effects.len(), |&(s, _)| s);
        Some(PowerBox {
            number,
            constant: effects[start..end].contains(&Effect::ConstantCombatPower),
            range: start..end,
        })
    })
}

/// The effects of a card's Constant Combat Power: the whole list of a card whose one power box
/// is headed "Constant Combat Power", the box so headed of a numbered card, else none.
pub fn constant_effects(effects: &[Effect]) -> &[Effect] {
    let mut numbered = numbered_boxes(effects).peekable();
    if numbered.peek().is_none() {
        return if effects.contains(&Effect::ConstantCombatPower) {
            effects
        } else {
            &[]
        };
    }
    numbered
        .find(|b| b.constant)
        .map_or(&[][..], |b| &effects[b.range])
}

/// True when the card has a Constant Combat Power (in its one box or in a numbered one).
pub fn has_constant_power(effects: &[Effect]) -> bool {
    !constant_effects(effects).is_empty()
}

/// True when every power of the card is a Constant Combat Power: it is never "used" (and never
/// counted as a Personality Power used this turn).
pub fn only_constant_powers(effects: &[Effect]) -> bool {
    let mut numbered = numbered_boxes(effects).peekable();
    if numbered.peek().is_none() {
        return effects.contains(&Effect::ConstantCombatPower);
    }
    numbered.all(|b| b.constant)
}

/// The effects a `power` use resolves: the whole list of a card with one power box; of a
/// numbered card the box `chosen` names, or its one box that is not a Constant Combat Power.
/// Err (in words) when the box named is missing or a Constant Combat Power, or when the card
/// has several powers that may be used and none was named.
pub fn power_effects<'a>(
    name: &str,
    effects: &'a [Effect],
    chosen: Option<u8>,
) -> std::result::Result<(Option<u8>, &'a [Effect]), String> {
    let numbered = boxes(effects);
    // One box headed "Constant Combat Power", all of it read and no attack in it (Froug, the
    // Huge Lv.3): nothing of it is used in place of an attack. (One that performs an attack,
    // Android 14 Lv.1's by its ruling, or has text the engine cannot read, is left as it is.)
    if numbered.is_empty()
        && effects.contains(&Effect::ConstantCombatPower)
        && crate::engine::effects::attack_of(effects).is_none()
        && !effects.iter().any(|e| matches!(e, Effect::Manual(_)))
    {
        return Err(format!(
            "{name}'s power is a Constant Combat Power with no attack in it: it is constantly active, not used in place of an attack (CRD \"Power-Up Rating (PUR)\": \"These powers are constantly active and must be used whenever possible\")"
        ));
    }
    if numbered.is_empty() {
        return match chosen {
            None | Some(1) => Ok((None, effects)),
            Some(n) => Err(format!(
                "{name} has one power box, not a \"(Power {n}:)\": `power_box` names a numbered power"
            )),
        };
    }
    let usable: Vec<&PowerBox> = numbered.iter().filter(|b| !b.constant).collect();
    let listed = numbered
        .iter()
        .map(|b| {
            format!(
                "Power {}{}",
                b.number,
                if b.constant {
                    " (Constant Combat Power)"
                } else {
                    ""
                }
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let b = match chosen {
        Some(n) => {
            let Some(b) = numbered.iter().find(|b| b.number == n) else {
                return Err(format!(
                    "{name} has no \"(Power {n}:)\"; its powers are {listed}"
                ));
            };
            if b.constant {
                return Err(format!(
                    "{name}'s Power {n} is a Constant Combat Power: it is constantly active, not used (CRD \"Power-Up Rating (PUR)\": \"These powers are constantly active and must be used whenever possible\"); its powers are {listed}"
                ));
            }
            b
        }
        None => match usable.as_slice() {
            [one] => one,
            [] => {
                return Err(format!(
                    "{name}'s powers are all Constant Combat Powers ({listed}): none is used"
                ))
            }
            _ => {
                return Err(format!(
                    "{name} has several powers ({listed}): say which one is used with `power_box`"
                ))
            }
        },
    };
    Ok((Some(b.number), &effects[b.range.clone()]))
}

/// The name a power used is shown under: "Caterpy Lv.1's Power 2" for a numbered box, else
/// "Goku Lv.1's power".
pub fn power_name(personality: &str, number: Option<u8>) -> String {
    match number {
        Some(n) => format!("{personality}'s Power {n}"),
        None => format!("{personality}'s power"),
    }
}

impl Battle {
    /// The effects of the power box `action` uses ([`power_effects`]); refused, citing CRD 3.0.0
    /// "Power-Up Rating (PUR)", when the box named is missing or constantly active, or when the
    /// card has several usable powers and `power_box` names none.
    pub(in crate::engine) fn power_box_used<'a>(
        &self,
        name: &str,
        effects: &'a [Effect],
        action: &Action,
    ) -> Result<(Option<u8>, &'a [Effect])> {
        power_effects(name, effects, action.power_box.map(|n| n.get())).map_err(|why| {
            EngineError::Illegal(format!("{why} ({})", self.cite(Rule::PersonalityPowers).id))
        })
    }
}

/// The sentences of a card's Constant Combat Power (as [`constant_effects`], over the card's
/// sentences and each sentence's own effects).
pub fn constant_sentences(sentences: &[(String, Vec<Effect>)]) -> &[(String, Vec<Effect>)] {
    let header =
        |(_, es): &(String, Vec<Effect>)| es.iter().any(|e| matches!(e, Effect::PowerBox(_)));
    if !sentences.iter().any(header) {
        return sentences;
    }
    let mut start = None;
    for (i, s) in sentences.iter().enumerate() {
        if header(s) {
            if start.is_some() {
                return &sentences[start.unwrap_or(0)..i];
            }
            if s.1.contains(&Effect::ConstantCombatPower) {
                start = Some(i);
            }
        }
    }
    start.map_or(&[][..], |s| &sentences[s..])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    fn effects(text: &str) -> Vec<Effect> {
        crate::engine::compile::compile_for(text, false).effects
    }

    #[test]
    fn caterpy_lv1_splits_into_a_constant_combat_power_and_a_power() {
        let e = effects("(Power 1: Constant Combat Power) All your physical attacks do +1 power stages of damage. (Power 2:) Your opponent discards a card at random from your hand for you to draw a card. Raise your anger 1 level.");
        let b = boxes(&e);
        assert_eq!(b.len(), 2, "{e:?}");
        assert!(b[0].constant && !b[1].constant);
        let ccp = constant_effects(&e);
        assert!(
            ccp.iter().any(|e| matches!(e, Effect::Modify(_))),
            "{ccp:?}"
        );
        let (n, used) = power_effects("Caterpy Lv.1", &e, None).expect("one usable power");
        assert_eq!(n, Some(2));
        assert!(!used.iter().any(|e| matches!(e, Effect::Modify(_))));
        assert!(power_effects("Caterpy Lv.1", &e, Some(1)).is_err());
        assert!(!only_constant_powers(&e));
    }

    #[test]
    fn majin_buu_lv2_sdp_asks_which_of_two_powers() {
        let e = effects("(Power 1:) Physical attack doing +3 power stages of damage. (Power 2:) Energy attack doing 5 life cards of damage.");
        assert!(power_effects("Majin Buu Lv.2", &e, None).is_err());
        let (_, two) = power_effects("Majin Buu Lv.2", &e, Some(2)).expect("power 2");
        assert!(
            two.iter().any(|e| matches!(e, Effect::Attack(a) if a.kind == crate::engine::effects::AttackKind::Energy)),
            "{two:?}"
        );
        assert!(constant_effects(&e).is_empty());
    }

    #[test]
    fn a_header_is_a_sentence_of_its_own() {
        let c = compile_text("(Power 1): Shuffle the top 2 Styled cards of your discard pile into your Life Deck. (Power 2: Constant Combat Power) Prevent 2 life cards of damage from each attack your opponent performs.");
        assert_eq!(c.sentences[0].text, "(Power 1):");
        assert!(
            c.sentences[0].effects.contains(&Effect::PowerBox(1)),
            "{c:?}"
        );
        // After a closing quote (Zarbon Lv.1, Cosmic Anthology #CA7).
        let z = compile_text("(Power 1: Constant Combat Power) All of your attacks gain \"If successful, raise your anger 1 level and gain 2 power stages.\" (Power 2:) Focused energy attack.");
        assert_eq!(z.sentences.len(), 4, "{z:?}");
        let e = effects("(Power 1): Shuffle the top 2 Styled cards of your discard pile into your Life Deck. (Power 2: Constant Combat Power) Prevent 2 life cards of damage from each attack your opponent performs.");
        assert_eq!(boxes(&e).len(), 2, "{e:?}");
    }
}
