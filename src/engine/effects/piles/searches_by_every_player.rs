//! Searches every player makes: "Every player may search his Life Deck for a Freestyle Drill and
//! place it in play" (Time to Party!), "All players may search their Life Decks for 2 Allies ...
//! and place them in their hands" (Gathering of Warriors). Each player searches their own Life
//! Deck (CRD "Searching for Cards"): one search per player, the opponent's marked `by_owner` so
//! the opponent chooses the card and the "may" on their own action (`searches_resolve.rs`).

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::{Effect, Who};

use super::searches::{destination, life_deck_search, what};

/// One search for the player using the card, then one the opponent makes in their own pile.
fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let (count, filter) = what(c.s("what"))?;
    // "their hands", "his hand": each player's own hand (`destination` reads "your hand").
    let dest = c
        .s("dest")
        .replace("their hands", "your hand")
        .replace("their hand", "your hand")
        .replace("his hand", "your hand");
    let (to, stage) = destination(&dest)?;
    let mut out = Vec::new();
    for who in [Who::You, Who::Opponent] {
        let mut pieces = life_deck_search(who, count, filter.clone(), (to, stage), c.has("may"))?;
        if who == Who::Opponent {
            for p in &mut pieces {
                if let Piece::Effect(Effect::Search(s)) = p {
                    s.by_owner = true;
                }
            }
        }
        out.extend(pieces);
    }
    Some(out)
}

/// The pattern rows of searches every player makes.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "every-player-searches-life-deck",
    pattern: r"(?:each|every|all|both) players? (?P<may>may )?search (?:his|her|their) life decks? for (?P<what>.+?),? (?:and )?(?P<dest>(?:show (?:it|them) to [a-z' ]+?,? and )?(?:place|put) (?:it|them) (?:in|into) (?:play|(?:his|her|their) hands?))",
    build,
}];

#[cfg(test)]
mod tests {
    use crate::engine::effects::{Destination, Effect, Search, SearchIn, Who};

    fn searches(text: &str) -> Vec<Search> {
        crate::engine::compile::compile_text(text)
            .effects
            .into_iter()
            .filter_map(|e| match e {
                Effect::Search(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    // CRD 3.0.0 "Searching for Cards": each player searches their own Life Deck.
    #[test]
    fn every_player_searches_their_own_life_deck() {
        // Time to Party! (Cell Games Saga #031).
        let s = searches(
            "Every player may search his Life Deck for a Freestyle Drill and place it in play.",
        );
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].player, s[0].by_owner), (Who::You, false));
        assert_eq!((s[1].player, s[1].by_owner), (Who::Opponent, true));
        for x in &s {
            assert_eq!(
                (x.from, x.to, x.count, x.may),
                (SearchIn::LifeDeck, Destination::Play, 1, true)
            );
            assert!(x.filter.types.iter().any(|t| t == "Drill"));
        }
        // Gathering of Warriors (Cell Games Saga Preview 4).
        let s = searches("All players may search their Life Decks for 2 Allies, show them to their opponents, and place them in their hands.");
        assert_eq!(s.len(), 2);
        assert!(s
            .iter()
            .all(|x| x.to == Destination::Hand && x.count == 2 && x.may));
        assert!(s[1].by_owner && s[1].player == Who::Opponent);
    }

    /// CRD 3.0.0 "Battleground and Location Cards" ("affect all players at all times") and the
    /// Prepare Phase (each player's half uses his "When entering Combat" effects): Tree of
    /// Might's "each player may search his Life Deck" and Chazke Village's "the attacker may
    /// search their Life Deck" are each player's own entering-Combat search (`compile::sentences`
    /// `REWRITES`, as Majin Throwdown's), the attacker's alone for Chazke Village.
    #[test]
    fn a_battlegrounds_entering_combat_search_is_each_players_own() {
        use crate::engine::effects::triggers::TriggerEvent;
        let trigger = |text: &str| {
            let c = crate::engine::compile::compile_text(text);
            assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{text}");
            match &c.effects[..] {
                [Effect::Trigger(t)] => t.clone(),
                e => panic!("{text}: {e:?}"),
            }
        };
        let t = trigger("When entering Combat, each player may search his Life Deck for a Freestyle Drill and place it into play.");
        assert_eq!((t.on, t.may), (TriggerEvent::EnteringCombat, true));
        assert!(
            matches!(&t.effects[..], [Effect::Search(s)] if s.player == Who::You
            && s.to == Destination::Play && s.filter.style.as_deref() == Some("Freestyle"))
        );
        let t = trigger("When entering Combat, the attacker may search their Life Deck for an Ally and place it in play at 3 power stages above 0.");
        assert_eq!(
            (t.on, t.may),
            (TriggerEvent::EnteringCombatAsAttacker, true)
        );
        assert!(
            matches!(&t.effects[..], [Effect::Search(s)] if s.player == Who::You
            && s.to == Destination::Play && s.filter.types == ["Personality"])
        );
    }
}
