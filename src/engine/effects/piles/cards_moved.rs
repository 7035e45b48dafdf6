//! Pattern rows of `piles::cards_moved`: cards moved between a player's hand, Life Deck,
//! discard pile and removed-from-the-game pile, in wordings `piles::searches`
//! ([`crate::engine::effects::piles::searches`]) does not read, and the Saiyan Saga's old wording of damage ("Energy
//! attack forcing 3 draws from the life deck": life cards of damage).
//!
//! The cards a sentence names are read by `piles::searches`'s reader (`piles::searches::what`); a
//! phrase it cannot read exactly makes the row decline, so the sentence stays with the judge.
//! In card text "his" / "her" is the opponent's.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::amounts::count::{parse_each, parse_x};
use crate::engine::effects::piles::searches::{self, destination, moves, what, Count as Many};
use crate::engine::effects::{
    AngerRange, CardFilter, Condition, Count, DamageCap, Destination, DiscardDownTo, Effect,
    LifeDeckDiscardPer, Pile, SearchIn, Who,
};

const ALL: Many = Many {
    n: 0,
    up_to: false,
    all: true,
};

/// What a "for each ..." phrase of a Life Deck discard counts: `amounts::count`'s phrases, and
/// the Allies in a discard pile ("For each Ally in your opponent's discard pile").
fn each(phrase: &str) -> Option<Count> {
    let p = phrase.trim();
    let p = p
        .strip_prefix("each ")
        .or_else(|| p.strip_prefix("every "))
        .unwrap_or(p);
    match p {
        "ally in your opponent's discard pile" | "ally in his discard pile" => {
            return Some(Count::DiscardPile {
                player: Who::Opponent,
                filter: CardFilter {
                    types: vec!["Personality".into()],
                    ..CardFilter::default()
                },
            })
        }
        "ally in your discard pile" => {
            return Some(Count::DiscardPile {
                player: Who::You,
                filter: CardFilter {
                    types: vec!["Personality".into()],
                    ..CardFilter::default()
                },
            })
        }
        // Said of the opponent ("Your opponent discards ... for each anger level he is at above
        // 0").
        "anger level he is at above 0" | "anger level he is above 0" | "anger level he has" => {
            return Some(Count::Anger(Who::Opponent))
        }
        _ => {}
    }
    parse_each(p)
}

fn per(player: Who, n: u32, count: Count) -> Option<Vec<Piece>> {
    one(Effect::LifeDeckDiscardPer(LifeDeckDiscardPer {
        player,
        each: n,
        count,
    }))
}

/// "search your discard pile for X and place it ...", "take two cards from your discard pile and
/// put them ...", "choose 2 Allies from your Life Deck and place them ...".
fn build_move(c: &Caps<'_>, from: SearchIn) -> Option<Vec<Piece>> {
    let (count, filter) = what(c.s("what"))?;
    let (to, stage) = destination(c.s("dest"))?;
    if from == SearchIn::LifeDeckOrDiscardPile && filter.types != ["Personality"] {
        return None;
    }
    searches::search(
        Who::You,
        from,
        count,
        filter,
        false,
        to,
        stage,
        c.has("may"),
    )
}

/// The key a sentence takes when [`pair_chosen`] has joined what it says to the sentence before.
const PAIRED: &str = "the card chosen in the sentence before is the card moved";

/// Joins two sentences that make one choice. "Look at your opponent's hand and choose a card."
/// followed by "Your opponent discards that card." (or "... discards the chosen card, if any.",
/// "The chosen card is discarded.") becomes "look at your opponent's hand, choose a card and
/// discard it"; "choose a card at random from your opponent's hand." followed by "Your opponent
/// shuffles that card into his Life Deck and draws a card." becomes "choose a card at random
/// from your opponent's hand and shuffle it into his life deck, and then your opponent draws a
/// card" (under the first sentence's condition, if any). The second sentence then compiles to
/// nothing of its own. A search that does not say where its card goes, followed by "Place the
/// chosen personality card in play at 5 power stages above 0", becomes one search into play.
/// `rewritten` holds the keys as rewritten so far (`None`: unchanged).
pub fn pair_chosen(keys: &[String], rewritten: &mut [Option<String>]) {
    use regex::Regex;
    use std::sync::OnceLock;
    static RES: OnceLock<Vec<Regex>> = OnceLock::new();
    let res = RES.get_or_init(|| {
        [
            r"^(?P<pre>.*?)look at {opp} hand and choose (?P<what>a card|an? [a-z -]+ card)$",
            r"^(?:your opponent discards (?:that card|the chosen card)(?:, if any)?|the chosen card is discarded)$",
            r"^(?P<pre>.*?)choose (?:a|1) card at random from {opp} hand$",
            r"^your opponent shuffles that card into his life deck(?P<draw> and draws a card)?$",
            r"^(?P<pre>.*\bsearch (?:your|{opp}) .+ for .+)$",
            r"^(?:then )?(?:place|put) the chosen (?:[a-z]+ )?card (?P<dest>(?:in|into) play(?: at .+)?)$",
        ]
        .iter()
        .map(|p| Regex::new(&crate::engine::compile::patterns::expand(p)).expect("a fixed pattern"))
        .collect()
    });
    for i in 0..keys.len().saturating_sub(1) {
        let first = rewritten[i].clone().unwrap_or_else(|| keys[i].clone());
        if rewritten[i + 1].is_some() {
            continue;
        }
        let second = &keys[i + 1];
        let new_first = if let (Some(c), true) = (res[0].captures(&first), res[1].is_match(second))
        {
            format!(
                "{}look at your opponent's hand, choose {} and discard it",
                &c["pre"], &c["what"]
            )
        } else if let (Some(c), Some(d)) = (res[2].captures(&first), res[3].captures(second)) {
            // Cell Smiles, as CRD 3.0.0 rewrites it: "Choose 1 card at random from your
            // opponent's hand. Your opponent shuffles that card into his Life Deck." (no draw).
            format!(
                "{}choose a card at random from your opponent's hand and shuffle it into his life deck{}",
                &c["pre"],
                if d.name("draw").is_some() {
                    ", and then your opponent draws a card"
                } else {
                    ""
                }
            )
        } else if let (Some(c), Some(d)) = (res[4].captures(&first), res[5].captures(second)) {
            // "Search your Life Deck or discard pile for any 1 personality ..." followed by
            // "Place the chosen personality card in play at 5 power stages above 0" (Android 20
            // Lv.1 as CRD 3.0.0 rewrites it): one search whose card goes into play. A search
            // that already says where its card goes is left alone.
            if [" and place ", " and put ", " place it", " put it"]
                .iter()
                .any(|w| first.contains(w))
            {
                continue;
            }
            format!("{} and place it {}", &c["pre"], &d["dest"])
        } else {
            continue;
        };
        // Joined only when the joined sentence compiles: otherwise the second sentence would
        // compile to nothing while the first goes to the judge without it.
        if crate::engine::compile::nested_clauses::clause_ok(&new_first, 0) {
            rewritten[i] = Some(new_first);
            rewritten[i + 1] = Some(PAIRED.to_string());
        }
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- the Saiyan Saga's wording (see also `sentences::REWRITES`) ---------------------------
    Pattern {
        name: "old-damage-cap",
        pattern: r"prevents? all but {n} life cards? of damage from (?:a|an|the|this|that) successful (?:{kinds} )?attack",
        build: |c| {
            one(Effect::DamageCap(DamageCap {
                power_stages: None,
                life_cards: Some(c.n("n")?),
            }))
        },
    },
    Pattern {
        name: "power-to-highest-stage",
        pattern: r"power {you} {mp} to (?:his|her|its|their) highest power stage",
        build: |_| one(Effect::HighestStage(Who::You)),
    },
    // ----- hands -------------------------------------------------------------------------------
    Pattern {
        name: "chosen-card-of-the-sentence-before",
        pattern: r"the card chosen in the sentence before is the card moved",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "opponent-discards-at-random",
        // The last alternative, "Discard a card at random from your hand" (Orange Overpowering
        // Attack), is the card user's own hand.
        pattern: r"{opp} (?:must )?discards? {n} cards? at random from (?:his|her) hand || select, unseen, {n} cards? from {opp} hand and discard (?:it|them) || (?P<you>discard) {n} cards? at random from your hand",
        build: |c| {
            searches::search(
                if c.has("you") {
                    Who::You
                } else {
                    Who::Opponent
                },
                SearchIn::Hand,
                Many {
                    n: c.n("n")?,
                    up_to: false,
                    all: false,
                },
                CardFilter::default(),
                true,
                Destination::Discard,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "discard-down-to",
        pattern: r"{opp} (?:must )?discards? cards from (?:his|her) hand until (?:he|she) (?:only )?has {n} or fewer cards(?: in (?:his|her) hand)?",
        build: |c| {
            one(Effect::DiscardDownTo(DiscardDownTo {
                player: Who::Opponent,
                keep: c.n("n")?,
            }))
        },
    },
    Pattern {
        name: "discard-your-hand",
        pattern: r"discard your (?:entire )?hand",
        build: |_| {
            searches::search(
                Who::You,
                SearchIn::Hand,
                ALL,
                CardFilter::default(),
                false,
                Destination::Discard,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "look-and-discard-all",
        pattern: r"look at {opp} hand and discard (?:any|all) (?P<what>[a-z -]+?) in (?:his|her) hand",
        build: |c| {
            let (count, filter) = what(&format!("all {}", c.s("what")))?;
            if !count.all || filter.types.is_empty() {
                return None;
            }
            opponents_hand_chosen(count, filter, Destination::Discard)
        },
    },
    Pattern {
        name: "look-at-hand-choose",
        pattern: r"look at {opp} hand,? (?:and )?choose (?P<what>[a-z0-9 -]+?),? and (?P<dest>(?:shuffle|place|put|remove|discard) .+)",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            let (to, stage) = destination(c.s("dest"))?;
            if stage.is_some() || matches!(to, Destination::Hand | Destination::Play) {
                return None;
            }
            opponents_hand_chosen(count, filter, to)
        },
    },
    // "Look at your opponent's hand, then choose and discard 1 Non-Dragon Ball card" (Vegeta,
    // the Last Prince Lv.3, when entering Combat): the hand shown, the chosen card discarded.
    Pattern {
        name: "look-at-hand-choose-and-discard",
        pattern: r"look at {opp} hand,? (?:and )?(?:then )?choose and discard (?P<what>[a-z0-9 -]+?)(?: from (?:his|her) hand)?",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            opponents_hand_chosen(count, filter, Destination::Discard)
        },
    },
    // Heroes' Discovery: "Look at your opponent's hand. If your opponent's Main Personality has
    // "Android" in the card title, choose and discard a card from his hand": the card user
    // chooses the card; the sentence itself shows no hand (the one before did).
    Pattern {
        name: "choose-and-discard-from-his-hand",
        pattern: r"(?:then )?choose and discard (?P<what>a card|{n} cards?) from (?:his|her|{opp}) hand",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            opponents_hand_search(count, filter, Destination::Discard)
        },
    },
    Pattern {
        name: "if-opponent-anger-he-discards",
        pattern: r"if your opponent has {n} or more anger,? he must (?P<x>discard .+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::AngerBetween(AngerRange {
                    player: Who::Opponent,
                    min: c.n("n")?,
                    max: u32::MAX,
                }),
                format!("your opponent must {}", c.s("x")),
            )])
        },
    },
    // ----- conditions ---------------------------------------------------------------------------
    Pattern {
        name: "if-successful-and-opponent-declared-style",
        pattern: r"if successful,? and (?:if )?your opponent (?:has )?declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::IfSuccessful(format!(
                "if your opponent declared a {} tokui-waza, {}",
                c.s("style"),
                c.s("x")
            ))])
        },
    },
    // ----- the discard pile ---------------------------------------------------------------------
    Pattern {
        name: "search-discard-pile",
        // "..., show it to your opponent and place it in your hand" (Expectant Trunks): shown,
        // as the Life Deck's search reads it, then placed.
        pattern: r"(?P<may>you may )?search your discard pile for (?P<what>.+?),? (?:and )?(?P<dest>(?:show (?:it|them) to [a-z' ]+?,? and )?(?:place|put) .+)",
        build: |c| build_move(c, SearchIn::DiscardPile),
    },
    Pattern {
        name: "take-from-discard-pile",
        pattern: r"take (?P<what>(?:up to )?[a-z0-9 -]+?) (?:from|in) your discard pile,? and (?P<dest>(?:place|put) .+)",
        build: |c| build_move(c, SearchIn::DiscardPile),
    },
    Pattern {
        name: "opponent-chooses-from-your-discard-pile",
        pattern: r"{opp} chooses (?P<what>(?:up to )?[a-z0-9 -]+?) (?:in|from) your discard pile and shuffles them (?:back )?into your life deck",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            searches::search(
                Who::You,
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                Destination::LifeDeckShuffled,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "opponents-discard-pile-top-removed",
        pattern: r"(?:also )?draw the top {n} cards (?:from|of) {opp} discard pile and remove them from the game",
        build: |c| {
            moves(
                Who::Opponent,
                c.n("n")?,
                Pile::DiscardTop,
                Pile::RemovedFromGame,
            )
        },
    },
    Pattern {
        // Namekian Style Mastery (Cell Saga): "shuffle the top card from your discard pile into
        // your Life Deck".
        name: "discard-pile-bottom-shuffle-in",
        pattern: r"shuffle the (?P<end>top|bottom) (?:{n} )?cards? (?:of|from) your discard pile (?:back )?into your life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let from = if c.s("end") == "top" {
                Pile::DiscardTop
            } else {
                Pile::DiscardBottom
            };
            moves(Who::You, n, from, Pile::LifeDeckShuffled)
        },
    },
    Pattern {
        name: "discard-pile-top-and-bottom-shuffle-in",
        pattern: r"shuffle the top and bottom cards? (?:of|from) your discard pile (?:back )?into your life deck",
        build: |_| {
            let mut out = moves(Who::You, 1, Pile::DiscardTop, Pile::LifeDeckShuffled)?;
            out.extend(moves(
                Who::You,
                1,
                Pile::DiscardBottom,
                Pile::LifeDeckShuffled,
            )?);
            Some(out)
        },
    },
    // ----- Life Decks ---------------------------------------------------------------------------
    Pattern {
        name: "choose-from-life-deck",
        pattern: r"(?P<may>you may )?(?:choose|select) (?P<what>.+?) from your life deck,? and (?P<dest>(?:place|put) .+)",
        build: |c| build_move(c, SearchIn::LifeDeck),
    },
    Pattern {
        name: "search-life-deck-or-discard-pile",
        pattern: r"(?P<may>you may )?(?:also )?search your (?:life deck (?:or|and) (?:your )?discard pile|discard pile (?:or|and) (?:your )?life deck) for (?P<what>.+?),? and (?P<dest>(?:place|put) .+) || (?P<may>you may )?select (?P<what>.+?) from your (?:life deck or (?:your )?discard pile|discard pile or (?:your )?life deck),? and (?P<dest>(?:place|put) .+)",
        build: |c| build_move(c, SearchIn::LifeDeckOrDiscardPile),
    },
    Pattern {
        name: "opponent-searches-your-life-deck",
        pattern: r"{opp} searches your life deck for (?P<what>up to .+?) and removes (?:it|them) from the game",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            searches::search(
                Who::You,
                SearchIn::LifeDeck,
                count,
                filter,
                false,
                Destination::RemovedFromGame,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "search-all-life-decks",
        pattern: r"search all life decks and discard (?P<what>all [a-z -]+)",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            if !count.all || filter.types.is_empty() {
                return None;
            }
            let mut out = Vec::new();
            for w in [Who::You, Who::Opponent] {
                out.extend(searches::search(
                    w,
                    SearchIn::LifeDeck,
                    count,
                    filter.clone(),
                    false,
                    Destination::Discard,
                    None,
                    false,
                )?);
            }
            Some(out)
        },
    },
    Pattern {
        name: "life-deck-discard-per",
        pattern: r"{opp} (?:must )?discards? {n} cards? (?:from|of) (?:the top of )?(?:his|her) life deck for (?P<each>(?:each|every) .+) || {opp} (?:must )?discards? (?:the top )?{n} cards? from the top of (?:his|her) life deck for (?P<each>(?:each|every) .+) || {opp} (?:must )?discards? the top card (?:of|from) (?:his|her) life deck for (?P<each>(?:each|every) .+) || for (?P<each>(?:each|every) .+?), {opp} (?:must )?discards? the top card (?:of|from) (?:his|her) life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            per(Who::Opponent, n, each(c.s("each"))?)
        },
    },
    Pattern {
        name: "life-deck-discard-equal-to",
        pattern: r"{opp} (?:must )?discards? (?:an amount of|a number of) cards (?:from|off the top of) (?:his|her) life deck equal to (?P<x>.+)",
        build: |c| per(Who::Opponent, 1, parse_x(c.s("x"))?),
    },
];

/// The opponent's hand shown, then the cards of `filter` chosen from it moved to `to` ("look at
/// your opponent's hand, ... choose ... and discard"): the shape of every "look at hand" row.
fn opponents_hand_chosen(count: Many, filter: CardFilter, to: Destination) -> Option<Vec<Piece>> {
    let mut out = vec![Piece::Effect(Effect::RevealHand(Who::Opponent))];
    out.extend(opponents_hand_search(count, filter, to)?);
    Some(out)
}

/// The card user's choice of cards in the opponent's hand, moved to `to`.
fn opponents_hand_search(count: Many, filter: CardFilter, to: Destination) -> Option<Vec<Piece>> {
    searches::search(
        Who::Opponent,
        SearchIn::Hand,
        count,
        filter,
        false,
        to,
        None,
        false,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    use crate::engine::compile::read_in_full as full;

    fn flat(es: &[Effect]) -> Vec<Effect> {
        let mut out = Vec::new();
        for e in es {
            match e {
                Effect::IfSuccessful(v) => out.extend(flat(v)),
                Effect::Conditional(c) => out.extend(flat(&c.effects)),
                Effect::IfStopped(v) => out.extend(flat(v)),
                other => out.push(other.clone()),
            }
        }
        out
    }

    /// Expectant Trunks: "Search your discard for any one combat, physical combat, or energy
    /// combat card, show your opponent and place it in your hand": one card of any of the three
    /// Combat kinds, shown, into the hand.
    #[test]
    fn a_combat_card_of_any_kind_from_the_discard_pile_shown() {
        let c = compile_text("Search your discard for any one combat, physical combat, or energy combat card, show your opponent and place it in your hand.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            matches!(&c.effects[..], [Effect::Search(s)] if s.from == SearchIn::DiscardPile
                && s.count == 1
                && s.to == Destination::Hand
                && s.filter.types == ["Combat", "Physical Combat", "Energy Combat"]),
            "{c:#?}"
        );
    }

    #[test]
    fn old_wording_of_damage() {
        use crate::engine::effects::{AttackKind, Cost};
        let e = full("Energy attack forcing 3 draws from the life deck.");
        let Effect::Attack(a) = &e[0] else {
            panic!("{e:?}")
        };
        assert_eq!(
            (a.kind, a.damage.map(|d| d.life_cards)),
            (AttackKind::Energy, Some(3))
        );
        let e = full("Energy attack doing 2 draws from the life card deck if not stopped and costing no power stages to perform.");
        assert!(e.contains(&Effect::Cost(Cost::default())), "{e:?}");
        full("Creates an energy attack inflicting 6 life card draws.");
        full("Energy attack forcing 1 draw from the life deck if not stopped.");
        let e = full("Prevents all but 1 life card draw from a successful energy attack.");
        assert_eq!(
            e,
            vec![Effect::DamageCap(DamageCap {
                power_stages: None,
                life_cards: Some(1)
            })]
        );
        assert_eq!(
            full("Power your Main Personality to his highest power stage."),
            vec![Effect::HighestStage(Who::You)]
        );
    }

    #[test]
    fn hands() {
        let e = flat(&full(
            "If successful, your opponent discards a card at random from his hand.",
        ));
        let Effect::Search(s) = &e[0] else {
            panic!("{e:?}")
        };
        assert!(s.random && s.player == Who::Opponent && s.count == 1);
        let e = full("Select, unseen, a card from your opponent's hand and discard it.");
        assert!(matches!(&e[0], Effect::Search(s) if s.random));
        let e = flat(&full("If successful, your opponent must discard cards from his hand until he only has 2 or fewer cards in his hand."));
        assert_eq!(
            e,
            vec![Effect::DiscardDownTo(DiscardDownTo {
                player: Who::Opponent,
                keep: 2
            })]
        );
        let e = flat(&full("If this attack is stopped, discard your hand."));
        assert!(matches!(&e[0], Effect::Search(s) if s.all && s.player == Who::You));
        let e = flat(&full("If successful, look at your opponent's hand and discard any Non-Combat cards in his hand."));
        assert_eq!(e[0], Effect::RevealHand(Who::Opponent));
        assert!(
            matches!(&e[1], Effect::Search(s) if s.all && s.filter.types == ["Non-Combat", "Drill"])
        );
    }

    #[test]
    fn piles() {
        let e = full("Search your discard pile for a Gohan named card and place it in your hand.");
        assert!(
            matches!(&e[0], Effect::Search(s) if s.from == SearchIn::DiscardPile && s.filter.title_has.as_deref() == Some("Gohan") && s.to == Destination::Hand)
        );
        let e = full("Search your discard pile for a Drill and place it in play.");
        assert!(matches!(&e[0], Effect::Search(s) if s.to == Destination::Play));
        let e = full(
            "Take two cards from your discard pile and put them at the bottom of your life deck.",
        );
        assert!(
            matches!(&e[0], Effect::Search(s) if s.count == 2 && s.to == Destination::LifeDeckBottom)
        );
        full("Shuffle the bottom 3 cards of your discard pile back into your Life Deck.");
        assert_eq!(
            full("Shuffle the top and bottom cards from your discard pile into your Life Deck.")
                .len(),
            2
        );
        let e = full("Choose up to 2 Allies from your Life Deck and place them in play at their highest power stage.");
        assert!(
            matches!(&e[0], Effect::Search(s) if s.from == SearchIn::LifeDeck && s.up_to && s.count == 2)
        );
        full("Choose 2 Allies from your Life Deck and put them into play at their highest power stage.");
        let e = full("Search your Life Deck or discard pile for an Ally and place it in play at 3 power stages above 0.");
        assert!(matches!(&e[0], Effect::Search(s) if s.from == SearchIn::LifeDeckOrDiscardPile));
        full("Select an Ally from your Life Deck or discard pile and place it in play at 3 power stages above 0.");
        full("If successful, also search your discard pile and life deck for an ally and put it into play at 6 power stages above 0.");
        assert_eq!(
            full("Search all Life Decks and discard all Battlegrounds.").len(),
            2
        );
        // Only Allies are searched for in both piles.
        assert_ne!(
            compile_text("Search your Life Deck or discard pile for a Drill and place it in play.")
                .coverage,
            Coverage::Full
        );
    }

    #[test]
    fn more_hands_and_piles() {
        let e = full("Look at your opponents hand, choose 1 card and shuffle that card back into their Life Deck.");
        assert_eq!(e[0], Effect::RevealHand(Who::Opponent));
        assert!(
            matches!(&e[1], Effect::Search(s) if s.player == Who::Opponent && s.from == SearchIn::Hand && s.to == Destination::LifeDeckShuffled && !s.random)
        );
        let e = full("If your opponent has 3 or more anger he must discard a card from his hand.");
        let Effect::Conditional(c) = &e[0] else {
            panic!("{e:?}")
        };
        assert_eq!(
            c.condition,
            Condition::AngerBetween(AngerRange {
                player: Who::Opponent,
                min: 3,
                max: u32::MAX
            })
        );
        assert!(
            matches!(&c.effects[0], Effect::Search(s) if s.player == Who::Opponent && s.count == 1)
        );
        let e = flat(&full("If successful and your opponent declared a Freestyle Tokui-Waza, your opponent discards all cards in his hand."));
        assert!(matches!(&e[0], Effect::Search(s) if s.all && s.player == Who::Opponent));
        let e = full("Your opponent chooses 4 cards in your discard pile and shuffles them back into your Life Deck.");
        assert!(
            matches!(&e[0], Effect::Search(s) if s.player == Who::You && s.count == 4 && s.to == Destination::LifeDeckShuffled)
        );
        let e = full("Your opponent searches your Life Deck for up to 2 cards and removes them from the game.");
        assert!(
            matches!(&e[0], Effect::Search(s) if s.player == Who::You && s.up_to && s.to == Destination::RemovedFromGame)
        );
        let e = flat(&full("If successful, also draw the top 3 cards from an opponent's discard pile and remove them from the game."));
        assert!(
            matches!(&e[0], Effect::MoveCards(m) if m.count == 3 && m.to == Pile::RemovedFromGame)
        );
    }

    #[test]
    fn a_choice_made_over_two_sentences() {
        let c = compile_text(
            "Look at your opponent's hand and choose a card. Your opponent discards that card.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects[0], Effect::RevealHand(Who::Opponent));
        assert!(
            matches!(&c.effects[1], Effect::Search(s) if s.player == Who::Opponent && s.count == 1 && s.to == Destination::Discard)
        );
        let c = compile_text("Physical attack doing +4 power stages of damage. If successful, look at your opponent's hand and choose a Physical Combat card. Your opponent discards the chosen card, if any.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let e = flat(&c.effects);
        assert!(
            matches!(e.last(), Some(Effect::Search(s)) if s.filter.types == ["Physical Combat"])
        );
        let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Saiyan Tokui-Waza, look at your opponent's hand and choose a Physical Combat card. The chosen card is discarded.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let c = compile_text("Physical attack. If you declared Toku-Waza, choose a card at random from your opponent's hand. Your opponent shuffles that card into his Life Deck and draws a card.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        // The draw is under the Tokui-Waza condition too.
        let Effect::Conditional(k) = &c.effects[1] else {
            panic!("{c:#?}")
        };
        assert!(
            matches!(&k.effects[0], Effect::Search(s) if s.random && s.to == Destination::LifeDeckShuffled)
        );
        assert!(
            matches!(&k.effects[1], Effect::MoveCards(m) if m.player == Who::Opponent && m.to == Pile::Hand)
        );
        // Cell Smiles, as CRD 3.0.0 rewrites it: the same choice with no draw after it.
        let c = compile_text("Choose 1 card at random from your opponent's hand. Your opponent shuffles that card into his Life Deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            matches!(&c.effects[..], [Effect::Search(s)] if s.random && s.count == 1 && s.player == Who::Opponent && s.to == Destination::LifeDeckShuffled),
            "{c:#?}"
        );
        // Alone, the second sentence says nothing the engine can do.
        assert_ne!(
            compile_text("Your opponent discards that card.").coverage,
            Coverage::Full
        );
    }

    #[test]
    fn a_choice_is_joined_only_when_the_joined_sentence_compiles() {
        // The second sentence is Score's ("Your opponent discards that card."); the condition
        // of the first is one the compiler does not read, so the joined sentence does not
        // compile: neither sentence may vanish, both go to the judge.
        let c = compile_text("If your opponent is hungry, look at your opponent's hand and choose a card. Your opponent discards that card.");
        assert_eq!(c.manual_sentences().len(), 2, "{c:#?}");
        assert!(
            c.effects
                .contains(&Effect::Manual("Your opponent discards that card.".into())),
            "{c:#?}"
        );
        // The real cards still join.
        let c = compile_text(
            "Look at your opponent's hand and choose a card. Your opponent discards that card.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    }

    #[test]
    fn life_deck_discards_per_count() {
        let e = flat(&full(
            "If successful, your opponent discards 2 cards from his Life Deck for each card in his hand.",
        ));
        assert_eq!(
            e,
            vec![Effect::LifeDeckDiscardPer(LifeDeckDiscardPer {
                player: Who::Opponent,
                each: 2,
                count: Count::CardsInHand(Who::Opponent)
            })]
        );
        let e = full("For each Ally in your opponent's discard pile, your opponent discards the top card of his Life Deck.");
        assert!(
            matches!(&e[0], Effect::LifeDeckDiscardPer(l) if l.each == 1 && matches!(l.count, Count::DiscardPile { player: Who::Opponent, .. }))
        );
        let e = full("Your opponent discards an amount of cards from his Life Deck equal to your Main Personality's PUR.");
        assert!(
            matches!(&e[0], Effect::LifeDeckDiscardPer(l) if l.count == Count::Pur(crate::engine::effects::Side::YourMainPersonality))
        );
        full("Your opponent discards 2 cards from the top of his Life Deck for each anger level he is at above 0.");
    }

    #[test]
    fn a_title_left_out() {
        let e = flat(&full("If successful, search your Life Deck for any card with \"Sword\" in the title that is not \"Trunks' Sword Slice\" and place it into your hand."));
        assert!(
            matches!(&e[0], Effect::Search(s) if s.from == SearchIn::LifeDeck && s.filter.title_has.as_deref() == Some("sword") && s.filter.not_title.as_deref() == Some("trunks' sword slice") && s.to == Destination::Hand)
        );
        // Without quotes around the title, "that is not" is not a title left out: "that is not
        // currently in play" is a card whose title is not in play (`piles::search_tails`).
        let e = flat(&full("Search your Life Deck for a Dende Dragon Ball that is not currently in play and place it in play."));
        assert!(
            matches!(&e[0], Effect::Search(s) if s.filter.not_title.is_none() && s.filter.not_in_play && s.filter.title_has.as_deref() == Some("Dende"))
        );
    }
}
