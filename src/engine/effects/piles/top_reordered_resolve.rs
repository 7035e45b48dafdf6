//! The top cards of a Life Deck looked at and placed back ([`Effect::LookAtTop`]): in the same
//! order, or "in any order" in the order the player names in `choose` (top first; Android 18
//! Lv.1 as CRD 3.0.0 rewrites her power, Krillin's Thoughts). With no order named the engine
//! keeps the board's order and says the player may choose it.
//!
//! [`Effect::LookAtTop`]: crate::engine::effects::Effect::LookAtTop

use crate::engine::battle::Battle;
use crate::engine::effects::{LookAtTop, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The looked-at cards in the order `names` gives, the first on top: each name takes one card
/// not taken before; the cards not named follow in their order. An error names a card that is
/// not among them.
fn in_named_order(
    looked: &[CardId],
    names: &[String],
    name_of: impl Fn(CardId) -> String,
) -> std::result::Result<Vec<CardId>, String> {
    let mut left: Vec<CardId> = looked.to_vec();
    let mut out = Vec::new();
    for n in names {
        let Some(i) = left
            .iter()
            .position(|&c| crate::corpus::names::same_name(&name_of(c), n))
        else {
            return Err(n.clone());
        };
        out.push(left.remove(i));
    }
    out.extend(left);
    Ok(out)
}

impl Battle {
    /// `me` looks at the top `l.count` cards of a Life Deck and places them back.
    pub(in crate::engine) fn look_at_top(
        &mut self,
        me: PlayerId,
        l: LookAtTop,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let whose = match l.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let deck = &self.state.player(whose).life_deck;
        let n = l.count.min(deck.len()) as usize;
        let looked: Vec<CardId> = deck.known.iter().take(n).copied().collect();
        let unknown = n - looked.len();
        let names_of = |b: &Battle, cards: &[CardId]| -> String {
            cards
                .iter()
                .map(|&c| b.state.name(c).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut seen = names_of(self, &looked);
        if unknown > 0 {
            if !seen.is_empty() {
                seen.push_str(", then ");
            }
            seen.push_str(&format!("{unknown} card(s) the scenario does not name"));
        }
        if n == 0 {
            seen = "no card: the Life Deck is empty".to_string();
        }
        let placed = if !l.any_order {
            "in the same order".to_string()
        } else {
            // The order is the player's: the names of `choose` not taken by an earlier effect.
            let names = self.take_choices(me, looked.len());
            if names.is_empty() {
                format!("on top in any order (the order is {me}'s choice: none is given, so the engine keeps the order the board lists; give it, top first, in `choose`)")
            } else {
                let order = in_named_order(&looked, &names, |c| self.state.name(c).to_string())
                    .map_err(|bad| {
                        EngineError::Illegal(format!(
                            "{bad} is not among the top {n} card(s) of {whose}'s Life Deck that {source} looks at ({seen}): `choose` gives their order, top first"
                        ))
                    })?;
                let words = names_of(self, &order);
                let deck = &mut self.state.player_mut(whose).life_deck;
                deck.known.splice(0..order.len(), order);
                let below = if unknown > 0 {
                    format!(", above the {unknown} card(s) the scenario does not name")
                } else {
                    String::new()
                };
                format!("on top in any order, in the order {me} chose: {words}, the first on top{below}")
            }
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} looks at the top {n} card(s) of {whose}'s Life Deck ({seen}) and places them back {placed}"
            ),
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::in_named_order;
    use crate::engine::state::CardId;

    #[test]
    fn named_cards_go_first_the_rest_keep_their_order() {
        let looked: Vec<CardId> = (0..4).collect();
        let name = |c: CardId| format!("T{}", c + 1);
        let order = in_named_order(&looked, &["T3".into(), "T1".into()], name).expect("named");
        assert_eq!(order, vec![2, 0, 1, 3]);
        assert_eq!(
            in_named_order(&looked, &["T9".into()], name),
            Err("T9".to_string())
        );
    }
}
