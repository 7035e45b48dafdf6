//! Where a card's Constant Combat Power sits in its effects, found once and kept with its
//! definition: [`ConstantPowerBox`] is a field of `CardDef` (a cache, as `CardMoments` is for
//! timings; never part of what the card is), read by the look-ups the Battle Sequence makes for
//! the personalities in control of Combat at every step (`CardDef::constant_effects`,
//! `CardDef::only_constant_powers`). The answers are those of `power_boxes`.

use std::fmt;
use std::ops::Range;
use std::sync::OnceLock;

use super::power_boxes;
use crate::engine::effects::Effect;

/// A card's Constant Combat Power box and whether every power of the card is one, found at
/// first use.
///
/// Kept with the effects list they were found for (its address and length): a definition
/// whose effects were replaced or grown since (a copy being built, a test changing them) is
/// read afresh, so a kept answer can never be another list's.
#[derive(Default, Clone)]
pub struct ConstantPowerBox(OnceLock<Kept>);

#[derive(Clone)]
struct Kept {
    effects_at: usize,
    effects_len: usize,
    /// The box's effects in the card's list ([`power_boxes::constant_effects`]).
    range: Range<usize>,
    /// [`power_boxes::only_constant_powers`].
    only: bool,
}

impl Kept {
    fn of(effects: &[Effect]) -> Kept {
        let constant = power_boxes::constant_effects(effects);
        // `constant_effects` answers with a part of `effects` (or an empty list of its own).
        let start = if constant.is_empty() {
            0
        } else {
            (constant.as_ptr() as usize - effects.as_ptr() as usize) / std::mem::size_of::<Effect>()
        };
        Kept {
            effects_at: effects.as_ptr() as usize,
            effects_len: effects.len(),
            range: start..start + constant.len(),
            only: power_boxes::only_constant_powers(effects),
        }
    }

    fn is_of(&self, effects: &[Effect]) -> bool {
        self.effects_at == effects.as_ptr() as usize && self.effects_len == effects.len()
    }
}

impl ConstantPowerBox {
    /// The effects of the Constant Combat Power of `effects` (the card's own list), as
    /// [`power_boxes::constant_effects`].
    pub fn effects<'a>(&self, effects: &'a [Effect]) -> &'a [Effect] {
        let kept = self.0.get_or_init(|| Kept::of(effects));
        if kept.is_of(effects) {
            &effects[kept.range.clone()]
        } else {
            power_boxes::constant_effects(effects)
        }
    }

    /// True when every power of `effects` (the card's own list) is a Constant Combat Power, as
    /// [`power_boxes::only_constant_powers`].
    pub fn only(&self, effects: &[Effect]) -> bool {
        let kept = self.0.get_or_init(|| Kept::of(effects));
        if kept.is_of(effects) {
            kept.only
        } else {
            power_boxes::only_constant_powers(effects)
        }
    }
}

/// A cache: equal whatever it holds, so two definitions compare by what the card is.
impl PartialEq for ConstantPowerBox {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl fmt::Debug for ConstantPowerBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ConstantPowerBox")
    }
}

#[cfg(test)]
mod tests {
    use super::ConstantPowerBox;
    use crate::engine::effects::personality_powers::power_boxes;
    use crate::engine::effects::Effect;

    fn effects(text: &str) -> Vec<Effect> {
        crate::engine::compile::compile_for(text, false).effects
    }

    /// CRD 3.0.0 "Power-Up Rating (PUR)": the kept box is the one `power_boxes` finds, for a
    /// numbered card (Caterpy Lv.1), a card whose one box is a Constant Combat Power, and a
    /// card with none; a list other than the one it was found for is read afresh.
    #[test]
    fn kept_box_is_the_constant_combat_power_of_the_list_asked_about() {
        let texts = [
            "(Power 1: Constant Combat Power) All your physical attacks do +1 power stages of damage. (Power 2:) Your opponent discards a card at random from your hand for you to draw a card. Raise your anger 1 level.",
            "Constant Combat Power: All of your energy attacks do +2 life cards of damage.",
            "Physical attack doing +3 power stages of damage.",
        ];
        for text in texts {
            let e = effects(text);
            let kept = ConstantPowerBox::default();
            for _ in 0..2 {
                assert_eq!(
                    kept.effects(&e),
                    power_boxes::constant_effects(&e),
                    "{text}"
                );
                assert_eq!(
                    kept.only(&e),
                    power_boxes::only_constant_powers(&e),
                    "{text}"
                );
            }
        }
        let caterpy = effects(texts[0]);
        let kept = ConstantPowerBox::default();
        assert!(!kept.effects(&caterpy).is_empty());
        let other = effects(texts[2]);
        assert!(kept.effects(&other).is_empty());
        assert!(!kept.only(&other));
    }
}
