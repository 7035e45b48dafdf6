//! Pattern rows: a Life Deck searched for copies of a card its player names. "Name a non-Dragon
//! Ball card and search your opponent's Life Deck for 1 copy of that card and remove it from the
//! game" (Android 20's Search Pattern), "Name any Combat, Physical Combat, or Energy Combat card.
//! All of your opponents must search their Life Decks for all copies of that card and remove them
//! from the game" (Black Scout Maneuver): one [`Search`] whose filter is the named title
//! (`CardFilter::named_by_user`), resolved in `named_card_searches_resolve.rs` (CRD 3.0.0
//! "Searching for Cards", "Dragon Ball Immunity").

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{expand, Caps, Pattern, Piece};
use crate::engine::effects::{Destination, Effect, Search, Who};

use super::searches::{destination, life_deck_search, what, Count};

/// Saiyan Appraisal Manuever's words for the copies' destination: a discard "from the game",
/// read as a removal and told to the judge where it resolves (`named_card_searches_resolve.rs`).
pub(in crate::engine) const MIXED_ZONE_WORDS: &str = "must discard them from the game";

/// The key the second sentence takes when [`pair_named`] has joined it to the naming sentence.
const PAIRED: &str = "the card named in the sentence before is the card searched for";

/// The searches of "that card" a naming sentence may be followed by (keys, lower case).
const SEARCHES: &str = r"^(?:search (?:your|{opp}) life deck for (?:1|a|one|all) cop(?:y|ies) of that card,? and .+|{opp} (?:must )?search(?:es)? (?:his|her|their) life decks? (?:for (?:1|a|one|all) cop(?:y|ies) of that card,? )?and .+)$";

/// Joins "Name a non-Dragon Ball card." (after any condition: "If you declared Toku-Waza, name
/// ...") and "Search your opponent's Life Deck for 1 copy of that card and discard it." (or "Your
/// opponent searches his Life Deck for 1 copy of that card and discards it.", "All of your
/// opponents must search their Life Decks for all copies of that card and ...") into one key
/// "... name a non-dragon ball card and search ...": the name and the search are one effect.
/// Joined only when the joined key compiles; the second sentence then compiles to nothing.
pub(in crate::engine) fn pair_named(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (naming, searching) = RES.get_or_init(|| {
        (
            Regex::new(r"^(?P<pre>.*?)\bname (?P<kind>(?:a|an|any|one) [a-z ,_-]+? card)$")
                .expect("a fixed pattern"),
            Regex::new(&expand(SEARCHES)).expect("a fixed pattern"),
        )
    });
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i + 1].is_some() {
            continue;
        }
        let first = rewritten[i].clone().unwrap_or_else(|| keys[i].clone());
        let Some(c) = naming.captures(&first) else {
            continue;
        };
        if !searching.is_match(&keys[i + 1]) {
            continue;
        }
        let joined = format!("{}name {} and {}", &c["pre"], &c["kind"], keys[i + 1]);
        if crate::engine::compile::nested_clauses::clause_ok(&joined, 0) {
            rewritten[i] = Some(joined);
            rewritten[i + 1] = Some(PAIRED.to_string());
        }
    }
}

/// A search of "that card" joined by [`pair_named`] whose naming sentence the engine did not read
/// in the end (a pass after the join left it to the judge) goes back to the judge too: the name
/// and the search are one effect, never half read.
pub(in crate::engine) fn unpair_unread(compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)]) {
    fn names_a_card(e: &Effect) -> bool {
        match e {
            Effect::Search(s) => s.filter.named_by_user,
            Effect::Conditional(c) => c.effects.iter().any(names_a_card),
            Effect::IfSuccessful(v) | Effect::May(v) => v.iter().any(names_a_card),
            Effect::Trigger(t) => t.effects.iter().any(names_a_card),
            _ => false,
        }
    }
    for i in 1..compiled.len() {
        if compiled[i].2 != ["named-card-searched-for-in-the-sentence-before"] {
            continue;
        }
        let read = compiled[i - 1].1.iter().any(|p| match p {
            Piece::Effect(e) | Piece::Folded(e) => names_a_card(e),
            _ => false,
        });
        if !read {
            let s = compiled[i].0.clone();
            compiled[i].1 = vec![Piece::Effect(Effect::Manual(s))];
            compiled[i].2.clear();
        }
    }
}

/// The kind of card that may be named: "a non-Dragon Ball card", "a Non-Combat card", "any
/// Combat, Physical Combat, or Energy Combat card", "a noncombat-nondragonball card" (a
/// Non-Combat card: Dragon Balls are a type of their own, CRD 3.0.0 "Card Types"), "a Styled
/// card" (CRD 3.0.0 "Styled Cards"), "a non_Dragon Ball card" (Black Side Thrust's misprint).
/// The key has "dragonball" written "dragon ball" (`compile::sentences`).
fn named_kind(phrase: &str) -> Option<crate::engine::effects::CardFilter> {
    let p = phrase
        .replace("non_dragon ball", "non-dragon ball")
        .replace("noncombat-nondragon ball", "non-combat");
    let p = p
        .strip_prefix("any ")
        .map(|r| format!("a {r}"))
        .unwrap_or(p);
    let mut filter = if let Some(r) = p.strip_prefix("a styled ") {
        let (_, mut f) = what(&format!("a {r}"))?;
        f.style = Some("Styled".into());
        f
    } else {
        what(&p)?.1
    };
    // Only the kind is read: a count or a title would be another sentence.
    if filter.title.is_some() || !filter.titles_any.is_empty() || filter.not_title.is_some() {
        return None;
    }
    filter.named_by_user = true;
    Some(filter)
}

/// "name a X card and search ... for 1 copy of that card and ...": one search of the named title.
fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let filter = named_kind(c.s("kind"))?;
    // Saiyan Appraisal Manuever: every copy ("foes with any in their decks ... them").
    let all = c.has("all") || c.has("old");
    let count = Count {
        n: if all { 0 } else { 1 },
        up_to: false,
        all,
    };
    let (to, stage) = if c.has("old") {
        // Saiyan Appraisal Manuever's "must discard them from the game": read as removing
        // from the game, as "Discard this card from the game after use" is read
        // (`stops::after_use`); both name two zones and the documents do not say which, so the
        // judge is told where it resolves ([`MIXED_ZONE_WORDS`]).
        (Destination::RemovedFromGame, None)
    } else {
        // "discards a copy of that card", "removes it from the game": the searcher's verb in
        // the third person, the copy "it"; "put it directly into play" is placing it into play.
        let dest = c
            .s("dest")
            .replacen("a copy of that card", "it", 1)
            .replacen("discards ", "discard ", 1)
            .replacen("removes ", "remove ", 1)
            .replacen(" directly into play", " into play", 1);
        destination(&dest)?
    };
    let player = if c.has("mine") {
        Who::You
    } else {
        Who::Opponent
    };
    let mut pieces = life_deck_search(player, count, filter, (to, stage), false)?;
    // "Your opponent searches his Life Deck", "foes ... must discard them": the pile's owner
    // makes the search (`Search::by_owner`).
    if c.has("owner") {
        for p in &mut pieces {
            if let Piece::Effect(Effect::Search(Search { by_owner, .. })) = p {
                *by_owner = true;
            }
        }
    }
    Some(pieces)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "named-card-searched-for",
        pattern: r"name (?P<kind>(?:a|an|any|one) [a-z ,_-]+? card) and search (?:(?P<mine>your)|{opp}) life deck for (?:1|a|one) copy of that card,? and (?P<dest>.+) || name (?P<kind>(?:a|an|any|one) [a-z ,_-]+? card) and (?P<owner>{opp}) (?:must )?search(?:es)? (?:his|her|their) life decks? for (?:(?:1|a|one) copy|(?P<all>all) copies) of that card,? and (?P<dest>.+) || name (?P<kind>(?:a|an|any|one) [a-z ,_-]+? card) and (?P<owner>{opp}) searches (?:his|her) life deck and (?P<dest>(?:discards|removes) a copy of that card(?: from the game)?) || name (?P<kind>(?:a|an|any|one) [a-z ,_-]+? card) and (?P<owner>foes) with any in their decks must (?P<old>discard) them from the game",
        build,
    },
    Pattern {
        name: "named-card-searched-for-in-the-sentence-before",
        pattern: PAIRED,
        build: |_| Some(vec![Piece::Reminder]),
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, compile_text, Coverage};
    use crate::engine::effects::{Destination, Effect, Search, SearchIn, Who};

    fn searches(effects: &[Effect]) -> Vec<Search> {
        let mut out = Vec::new();
        for e in effects {
            match e {
                Effect::Search(s) => out.push(s.clone()),
                Effect::Conditional(c) => out.extend(searches(&c.effects)),
                Effect::IfSuccessful(v) => out.extend(searches(v)),
                _ => {}
            }
        }
        out
    }

    /// CRD 3.0.0 "Searching for Cards": "Name a non-Dragon Ball card and search your opponent's
    /// Life Deck for 1 copy of that card and remove it from the game" (Android 20's Search
    /// Pattern, Android Saga #041) is one search of the opponent's Life Deck for the title named.
    #[test]
    fn a_named_card_searched_for_in_the_opponents_life_deck() {
        let c = compile_text("Choose a card from your discard pile and place it on top of your Life Deck. Name a non-Dragon Ball card and search your opponent's Life Deck for 1 copy of that card and remove it from the game. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let s = searches(&c.effects);
        let named = s
            .iter()
            .find(|s| s.filter.named_by_user)
            .expect("the named search");
        assert_eq!(
            (
                named.player,
                named.from,
                named.to,
                named.count,
                named.all,
                named.by_owner
            ),
            (
                Who::Opponent,
                SearchIn::LifeDeck,
                Destination::RemovedFromGame,
                1,
                false,
                false
            )
        );
        assert!(named.filter.no_dragon_balls && named.filter.title.is_none());
    }

    /// Two sentences, one search: "Name any Combat, Physical Combat, or Energy Combat card. All
    /// of your opponents must search their Life Decks for all copies of that card and remove them
    /// from the game." (Black Scout Maneuver, Android Saga #098): every copy, the opponents'
    /// own search; "Name a noncombat-nondragonball card. Search your life deck for a copy of that
    /// card and put it directly into play." (Hero's Lucky Break, Trunks Saga #119): a Non-Combat
    /// card of one's own Life Deck into play.
    #[test]
    fn a_card_named_then_searched_for_in_the_next_sentence() {
        let c = compile_text("Name any Combat, Physical Combat, or Energy Combat card. All of your opponents must search their Life Decks for all copies of that card and remove them from the game. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let s = searches(&c.effects);
        assert_eq!(s.len(), 1, "{s:?}");
        assert_eq!(
            (s[0].player, s[0].all, s[0].by_owner, s[0].to),
            (Who::Opponent, true, true, Destination::RemovedFromGame)
        );
        assert_eq!(
            s[0].filter.types,
            ["Combat", "Physical Combat", "Energy Combat"]
        );
        let c = compile_text("Name a noncombat-nondragonball card. Search your life deck for a copy of that card and put it directly into play. Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let s = searches(&c.effects);
        assert_eq!(
            (s[0].player, s[0].to, s[0].count, s[0].by_owner),
            (Who::You, Destination::Play, 1, false)
        );
        assert_eq!(s[0].filter.types, ["Non-Combat", "Drill"]);
    }

    /// Score errata "Saiyan Appraisal Maneuver" ("This cards cannot target Dragon Balls"):
    /// "Name a Non-Combat card and foes with any in their decks must discard them from the game"
    /// (Saiyan Saga #198): every copy in the opponent's Life Deck, removed from the game (the
    /// Saiyan Saga's "discard ... from the game").
    #[test]
    fn foes_remove_every_copy_of_the_named_card() {
        let c = compile_text("Name a Non-Combat card and foes with any in their decks must discard them from the game. Discard this card from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let s = searches(&c.effects);
        assert_eq!(
            (s[0].player, s[0].all, s[0].to, s[0].by_owner),
            (Who::Opponent, true, Destination::RemovedFromGame, true)
        );
    }

    /// A condition before the name stays the search's: "If you declared a Tokui-Waza and your
    /// opponent did not, name a Non-Dragon Ball card. Your opponent searches his Life Deck for 1
    /// copy of that card and removes it from the game." (Black Power Catch, Babidi Saga #005);
    /// "... name a Non-Dragon Ball card. Your opponent searches his Life Deck and discards a copy
    /// of that card." (Freestyle Mastery, World Games Saga #126).
    #[test]
    fn the_opponent_searches_his_own_life_deck_for_the_named_card() {
        let c = compile_for("Physical attack doing +3 power stages of damage. If you declared Toku-Waza, name a non-Dragon Ball card. Search your opponent's Life Deck for 1 copy of that card and discard it.", false);
        let s = searches(&c.effects);
        assert_eq!(s.len(), 1, "{c:#?}");
        assert_eq!(
            (s[0].player, s[0].to),
            (Who::Opponent, Destination::Discard)
        );
        let c = compile_text("Name a Non-Dragon Ball card. Your opponent searches his Life Deck and discards a copy of that card.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let s = searches(&c.effects);
        assert_eq!(
            (s[0].player, s[0].to, s[0].by_owner, s[0].count),
            (Who::Opponent, Destination::Discard, true, 1)
        );
    }
}
