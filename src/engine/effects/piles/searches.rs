//! Pattern rows: Searches and moves between a player's piles: the Life Deck, the discard pile and the hand
//! (searching for a card, shuffling cards back, looking at or revealing cards).
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.
//!
//! The cards a sentence names ("an Ally", "5 Red Style cards", "up to 6 cards with
//! "Kamehameha" in the title", "3 Vegeta Named cards") are read by [`what`] into a count and a
//! [`CardFilter`]; a phrase it cannot read exactly makes the row decline (`None`), so the
//! sentence stays with the judge. In card text "his" / "her" is the opponent's ("your opponent
//! discards 2 cards from his hand").

use std::sync::OnceLock;

use crate::corpus::names::title_case;
use crate::engine::compile::patterns::{number, Caps, Pattern, Piece};
use crate::engine::effects::{
    AllyStage, CardFilter, Destination, Effect, MoveCards, Pile, Search, SearchIn, Who,
};

/// How many cards a phrase asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine) struct Count {
    pub(in crate::engine) n: u32,
    pub(in crate::engine) up_to: bool,
    pub(in crate::engine) all: bool,
}

const STYLES: &[&str] = &[
    "red",
    "blue",
    "black",
    "orange",
    "saiyan",
    "namekian",
    "freestyle",
];

/// The card types a noun names (singular or plural); `None`: not a noun this module reads.
fn noun_types(noun: &str) -> Option<Vec<String>> {
    let n = noun.trim();
    let n = n
        .strip_suffix(" card")
        .or(n.strip_suffix(" cards"))
        .unwrap_or(n);
    let t: &[&str] = match n {
        "card" | "cards" => &[],
        "drill" | "drills" => &["Drill"],
        // A Combat card: the card type "Combat", one of three kinds beside Energy Combat and
        // Physical Combat (CRD 3.0.0 "Energy Combat, Physical Combat and Combat Cards").
        "combat" => &["Combat"],
        "ally" | "allies" => &["Personality"],
        // "any 1 personality with "Android" in the card title" (Android 20 Lv.1 as CRD 3.0.0
        // rewrites it): a personality card, placed into play as an Ally.
        "personality" | "personalities" => &["Personality"],
        "dragon ball" | "dragon balls" => &["Dragon Ball"],
        "energy combat" => &["Energy Combat"],
        "physical combat" => &["Physical Combat"],
        "physical combat or energy combat"
        | "energy combat or physical combat"
        // Goku, Earth's Hero Lv.3: "a Physical or Energy Combat card".
        | "physical or energy combat"
        | "energy or physical combat" => {
            &["Physical Combat", "Energy Combat"]
        }
        // Expectant Trunks: "any one combat, physical combat, or energy combat card": any of the
        // three kinds (CRD 3.0.0 "Energy Combat, Physical Combat and Combat Cards").
        "combat, physical combat, or energy combat" | "combat, physical combat or energy combat" => {
            &["Combat", "Physical Combat", "Energy Combat"]
        }
        // CRD "Non-Combat Cards": Non-Combat / Non-Drill cards and Drills.
        "non-combat" => &["Non-Combat", "Drill"],
        "battleground" | "battlegrounds" => &["Battleground"],
        "location" | "locations" => &["Location"],
        "battleground or location" | "battlegrounds or locations" => &["Battleground", "Location"],
        _ => return None,
    };
    Some(t.iter().map(|s| s.to_string()).collect())
}

/// Splits "X except "T"" / "X that is not "T"" / "X that are not 'T'" into X and T.
fn except_title(s: &str) -> Option<(&str, &str)> {
    for sep in [" except ", " that is not ", " that are not "] {
        if let Some((head, tail)) = s.rsplit_once(sep) {
            for q in ['"', '\''] {
                if let Some(t) = tail.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
                    if !t.is_empty() && !t.contains('"') && !head.is_empty() {
                        return Some((head, t));
                    }
                }
            }
        }
    }
    None
}

/// The groups whose "X only" cards a phrase may name without quotes.
const HERITAGE_ONLY: &[&str] = &["saiyan heritage", "namekian heritage"];

/// Reads "an Ally", "up to 5 Red Style Drills", "3 Vegeta Named cards", "a card with the word
/// "Knee" in the title", "a "Villains only" card", "a Saiyan Heritage only card", ""Saiyan Truce
/// Card"", "a Namek Dragon Ball", "2 non-Dragon Ball cards" (lower case, as the key has it).
pub(in crate::engine) fn what(phrase: &str) -> Option<(Count, CardFilter)> {
    let mut s = phrase.trim();
    let mut count = Count {
        n: 1,
        up_to: false,
        all: false,
    };
    // Caterpy, the Tenacious Lv.3: the card type of the card just discarded (`piles::moved_card`).
    if let Some(filter) = crate::engine::effects::piles::moved_card::same_type_phrase(s) {
        return Some((count, filter));
    }
    let mut filter = CardFilter::default();
    // A title left out: "... except "X"", "... that is not "X"", "... that are not 'X'".
    if let Some((head, t)) = except_title(s) {
        filter.not_title = Some(t.to_string());
        s = head;
    }
    if let Some(r) = s.strip_prefix("all ") {
        count.all = true;
        count.n = 0;
        s = r;
    } else if s.starts_with('"') {
        // A title in quotes: one card of that title.
    } else {
        if let Some(r) = s.strip_prefix("up to ") {
            count.up_to = true;
            s = r;
        }
        let r0 = s.strip_prefix("any ").unwrap_or(s);
        let (word, rest) = r0.split_once(' ').unwrap_or((r0, ""));
        match number(word) {
            Some(n) if n > 0 && !rest.is_empty() => {
                count.n = n;
                s = rest;
            }
            _ if count.up_to => return None,
            // "any Ally", "any Orange Drill card": one of them; "any cards" (any number) is
            // not read.
            _ if r0.len() != s.len() => {
                let noun = r0.split(" with ").next().unwrap_or(r0);
                if noun.ends_with('s') {
                    return None;
                }
                s = r0
            }
            _ => return None,
        }
    }
    s = s
        .strip_prefix("copy of ")
        .or(s.strip_prefix("copies of "))
        .unwrap_or(s);
    // An exact title in quotes.
    if let Some(t) = s.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        // Two titles, one card of either: ""Namek Dragon Ball 2" or "Namek Dragon Ball 3""
        // (Krillin's Quest).
        if let Some((a, b)) = t.split_once("\" or \"") {
            if [a, b].iter().any(|x| x.contains('"') || x.is_empty()) || count.all {
                return None;
            }
            filter.titles_any = vec![
                crate::engine::compile::patterns::title(a),
                crate::engine::compile::patterns::title(b),
            ];
            // Dragon Balls named by title: the card "states that you may search for a Dragon
            // Ball" (CRD 3.0.0 "Dragon Ball Immunity").
            if [a, b].iter().all(|x| x.contains("dragon ball")) {
                filter.types = vec!["Dragon Ball".into()];
            }
            return Some((count, filter));
        }
        if t.contains('"') || t.is_empty() {
            return None;
        }
        filter.title = Some(t.to_string());
        return Some((count, filter));
    }
    // "... with (the word) "X" in the title".
    if let Some(i) = s.find(" with ") {
        let tail = &s[i + 6..];
        let tail = tail.strip_prefix("the word ").unwrap_or(tail);
        let t = tail
            .strip_prefix('"')
            .and_then(|r| {
                r.strip_suffix("\" in the title")
                    .or(r.strip_suffix("\" in its title"))
                    .or(r.strip_suffix("\" in the card title"))
            })
            .filter(|t| !t.contains('"') && !t.is_empty())?;
        filter.title_has = Some(t.to_string());
        s = &s[..i];
    }
    // A "X only" card.
    if let Some(r) = s.strip_prefix('"') {
        let (inner, rest) = r.split_once("\" ")?;
        if !inner.ends_with(" only") || inner.contains('"') {
            return None;
        }
        filter.text_has = Some(title_case(inner));
        s = rest;
    } else if let Some((group, rest)) = s
        .split_once(" only ")
        .filter(|(g, _)| HERITAGE_ONLY.contains(g))
    {
        // "a Saiyan Heritage only card" (Goku, Young Again Lv.1), unquoted.
        filter.text_has = Some(format!("{} only", title_case(group)));
        s = rest;
    }
    // A style ("Red Style Drills", "an Orange Styled card", "a Red Drill").
    let (first, rest) = s.split_once(' ').unwrap_or((s, ""));
    // "any colorless Drill" (Orange Searching Maneuver): CRD 3.0.0 calls the cards without a
    // Martial Arts Style "Freestyle cards" (the older wording: "Colorless").
    let first = if first == "colorless" {
        "freestyle"
    } else {
        first
    };
    if STYLES.contains(&first) && !rest.is_empty() {
        filter.style = Some(title_case(first));
        s = rest
            .strip_prefix("style ")
            .or(rest.strip_prefix("styled "))
            .unwrap_or(rest);
    }
    if let Some(r) = s.strip_prefix("non-dragon ball ") {
        filter.no_dragon_balls = true;
        s = r;
    }
    if let Some(r) = s.strip_prefix("level ") {
        let (n, rest) = r.split_once(' ')?;
        filter.level = Some(n.parse().ok()?);
        s = rest;
    }
    if let Some(types) = noun_types(s) {
        filter.types = types;
    } else if s == "named card" || s == "named cards" {
        // CRD "Named cards": any personality's name in the title.
        filter.any_named = true;
    } else if let Some((name, noun)) = s.split_once(" named ") {
        // CRD "Named cards": the personality's name in the title.
        if !matches!(noun, "card" | "cards")
            || filter.title_has.is_some()
            || name.contains(" or ")
            || name.contains(" and ")
            || name.split(' ').count() > 3
        {
            return None;
        }
        filter.title_has = Some(title_case(name));
    } else if let Some(set) = s
        .strip_suffix(" dragon ball")
        .or(s.strip_suffix(" dragon balls"))
    {
        if filter.title_has.is_some() || set.contains(' ') || set.is_empty() {
            return None;
        }
        filter.types = vec!["Dragon Ball".into()];
        filter.title_has = Some(title_case(set));
    } else {
        return None;
    }
    if filter.level.is_some() && filter.types != ["Personality"] {
        return None;
    }
    Some((count, filter))
}

pub(in crate::engine) fn whose(s: &str) -> Who {
    if s == "your" || s == "you" {
        Who::You
    } else {
        Who::Opponent
    }
}

/// A destination phrase after "and": "place it into your hand", "place them into play",
/// "discard them", "remove it from the game", "shuffle it into your Life Deck", "place them on
/// the bottom of your Life Deck".
pub(in crate::engine) fn destination(s: &str) -> Option<(Destination, Option<AllyStage>)> {
    let s = s.trim();
    let s = s.strip_prefix("then ").unwrap_or(s);
    // "show it to your opponent, and place it in your hand": showing is what a search does
    // anyway (CRD "Searching for Cards").
    let s = match s.strip_prefix("show ") {
        Some(r) => {
            let (_, rest) = r.split_once(", and ").or(r.split_once(" and "))?;
            rest
        }
        None => s,
    };
    for (re, d) in destinations() {
        if let Some(c) = re.captures(s) {
            let stage = match c.name("stage") {
                None => None,
                Some(_) if *d != Destination::Play => return None,
                Some(_) => Some(match c.name("n") {
                    Some(n) => AllyStage::Stages(n.as_str().parse().ok()?),
                    None => AllyStage::Highest,
                }),
            };
            return Some((*d, stage));
        }
    }
    None
}

/// The destination phrases [`destination`] reads, compiled once.
fn destinations() -> &'static [(regex::Regex, Destination)] {
    static ROWS: OnceLock<Vec<(regex::Regex, Destination)>> = OnceLock::new();
    ROWS.get_or_init(|| {
        const IT: &str = r"(?:it|them|him|her|that card|those cards|the chosen cards?)";
        let rows: &[(&str, Destination)] = &[
            (
                r"(?:place|put) IT (?:into|in) (?:your|his|her|their) hand",
                Destination::Hand,
            ),
            (r"(?:place|put) IT (?:into|in) play", Destination::Play),
            // Run Away: "... place it in play to replace it": the Battleground rule's own
            // replacement (CRD 3.0.0 "Battleground and Location Cards").
            (
                r"(?:place|put) IT (?:into|in) play to replace it",
                Destination::Play,
            ),
            (r"discard IT", Destination::Discard),
            (r"remove IT from the game", Destination::RemovedFromGame),
            (
                r"shuffle IT (?:back )?into (?:your|his|her|their) life deck",
                Destination::LifeDeckShuffled,
            ),
            (
                r"(?:place|put) IT (?:on|at|onto) (?:the )?top of (?:your|his|her|their) life deck",
                Destination::LifeDeckTop,
            ),
            (
                r"(?:place|put) IT (?:on|at) the bottom of (?:your|his|her|their) life deck",
                Destination::LifeDeckBottom,
            ),
        ];
        rows.iter()
            .map(|(p, d)| {
                let re = regex::Regex::new(&format!(
                    r"^{}(?P<stage> at (?:(?P<n>\d+) power stages? above (?:0|zero)|(?:his|her|its|their) highest power stage))?$",
                    p.replace("IT", IT)
                ))
                .expect("a fixed pattern");
                (re, *d)
            })
            .collect()
    })
}

#[allow(clippy::too_many_arguments)]
pub(in crate::engine) fn search(
    player: Who,
    from: SearchIn,
    count: Count,
    filter: CardFilter,
    random: bool,
    to: Destination,
    ally_stage: Option<AllyStage>,
    may: bool,
) -> Option<Vec<Piece>> {
    // An Ally's stage only for a search that can find an Ally.
    if ally_stage.is_some() && !filter.types.iter().any(|t| t == "Personality") {
        return None;
    }
    // Several cards placed on top of / at the bottom of a Life Deck need an order: only chosen
    // cards have one (the order of `choose`).
    if count.all && matches!(to, Destination::LifeDeckTop | Destination::LifeDeckBottom) {
        return None;
    }
    // A search of a Life Deck for cards put back on it is no move.
    if from == SearchIn::LifeDeck
        && matches!(
            to,
            Destination::LifeDeckShuffled | Destination::LifeDeckTop | Destination::LifeDeckBottom
        )
    {
        return None;
    }
    Some(vec![Piece::Effect(Effect::Search(Search {
        player,
        from,
        filter,
        count: count.n,
        up_to: count.up_to,
        all: count.all,
        random,
        to,
        ally_stage,
        may,
        keeps_in_play: false,
        until_end_of_combat: None,
        powers_lost: false,
        by_owner: false,
    }))])
}

/// "search your Life Deck for X and place it ...", "search your opponent's Life Deck for X and
/// discard them".
fn build_search(c: &Caps<'_>) -> Option<Vec<Piece>> {
    // "a Battleground or Location that is not in play", "a Dende Dragon Ball that is not
    // currently in play": the search sees the table (`CardFilter::not_in_play`).
    let phrase = c.s("what");
    let (phrase, not_in_play) = match [" that is not currently in play", " that is not in play"]
        .iter()
        .find_map(|tail| phrase.strip_suffix(tail))
    {
        Some(head) => (head, true),
        None => (phrase, false),
    };
    let (count, mut filter) = what(phrase)?;
    filter.not_in_play = not_in_play;
    let (to, stage) = destination(c.s("dest"))?;
    let player = whose(c.s("whose"));
    // Only your own cards come into your hand or into play.
    if player == Who::Opponent && matches!(to, Destination::Hand | Destination::Play) {
        return None;
    }
    life_deck_search(player, count, filter, (to, stage), c.has("may"))
}

/// [`search`] of a Life Deck (not at random): `dest` is where the cards go, as [`destination`]
/// reads it.
pub(in crate::engine) fn life_deck_search(
    player: Who,
    count: Count,
    filter: CardFilter,
    dest: (Destination, Option<AllyStage>),
    may: bool,
) -> Option<Vec<Piece>> {
    let (to, stage) = dest;
    search(
        player,
        SearchIn::LifeDeck,
        count,
        filter,
        false,
        to,
        stage,
        may,
    )
}

/// "choose N X in/from your discard pile and ...", "shuffle N X in your discard pile into your
/// Life Deck".
fn build_discard_pile(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let mut phrase = c.s("what").to_string();
    if c.has("with") {
        phrase.push_str(c.s("with"));
    }
    let (count, filter) = what(&phrase)?;
    let (to, stage) = if c.has("dest") {
        destination(c.s("dest"))?
    } else {
        (Destination::LifeDeckShuffled, None)
    };
    search(
        whose(c.s("whose")),
        SearchIn::DiscardPile,
        count,
        filter,
        false,
        to,
        stage,
        c.has("may"),
    )
}

fn build_hand(c: &Caps<'_>, player: Who, to: Destination) -> Option<Vec<Piece>> {
    let (count, filter) = if c.s("what") == "all cards" || c.s("what") == "all of the cards" {
        (
            Count {
                n: 0,
                up_to: false,
                all: true,
            },
            CardFilter::default(),
        )
    } else {
        what(c.s("what"))?
    };
    search(
        player,
        SearchIn::Hand,
        count,
        filter,
        c.has("random"),
        to,
        None,
        c.has("may"),
    )
}

pub(in crate::engine) fn moves(
    player: Who,
    count: u32,
    from: Pile,
    to: Pile,
) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(Effect::MoveCards(MoveCards {
        player,
        count,
        all: false,
        up_to: false,
        from,
        to,
    }))])
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- Life Deck searches ------------------------------------------------------------------
    Pattern {
        name: "search-life-deck",
        // "your deck" is the Life Deck (CRD glossary "Life Deck"; Line Up: "Search your deck
        // for ...").
        pattern: r"(?P<may>you may (?:choose to )?)?search (?P<whose>your|{opp}) (?:life )?deck for (?P<what>.+?),? (?:and |then )?(?P<dest>(?:show (?:it|them) to [a-z' ]+?,? and )?(?:place|put|discard|remove|shuffle) .+)",
        build: build_search,
    },
    Pattern {
        // Vegeta's Smirk: "Select any Dragonball in your deck and put it into play": a search
        // of one's own Life Deck in other words (CRD "Searching for Cards").
        name: "select-in-life-deck",
        pattern: r"(?P<may>you may )?select (?P<what>.+?) (?:in|from) (?P<whose>your) (?:life )?deck,? (?:and |then )?(?P<dest>(?:place|put) .+)",
        build: build_search,
    },
    Pattern {
        // Krillin's Quest: "Choose "Namek Dragon Ball 2" or "Namek Dragon Ball 3" from your
        // Life Deck and put it into play": a search of one's own Life Deck (CRD "Searching for
        // Cards"), as "select" above.
        name: "choose-from-life-deck",
        pattern: r#"(?P<may>you may )?choose (?P<what>"[^"]+"(?: or "[^"]+")?) (?:in|from) (?P<whose>your) (?:life )?deck,? (?:and |then )?(?P<dest>(?:place|put) .+)"#,
        build: build_search,
    },
    Pattern {
        name: "shuffle-life-deck",
        pattern: r"shuffle (?P<whose>your|{opp}) life deck",
        build: |c| {
            Some(vec![Piece::Effect(Effect::ShuffleLifeDeck(whose(
                c.s("whose"),
            )))])
        },
    },
    // ----- the discard pile ----------------------------------------------------------------------
    Pattern {
        name: "discard-pile-shuffle-in",
        pattern: r#"(?P<may>you may )?shuffle (?P<what>(?:up to |all |any )?[a-z0-9"' .-]+?) (?:in|from) (?P<whose>your|{opp}) discard pile(?P<with> with (?:the word )?"[^"]+" in the title)? (?:back )?into (?:your|his|her) life deck"#,
        build: build_discard_pile,
    },
    Pattern {
        name: "discard-pile-choose",
        pattern: r#"(?P<may>you may )?(?:then )?(?:choose|pick) (?P<what>(?:up to )?[a-z0-9"' .-]+?) (?:in|from|out of) (?P<whose>your|{opp}) discard pile(?P<with> with (?:the word )?"[^"]+" in the title)?,? and (?P<dest>.+)"#,
        build: build_discard_pile,
    },
    Pattern {
        // Healing Magic's, Dende's wording: "place one of your level 1 Allies in your discard
        // pile into play at his highest power stage", "put any single ally from your discard
        // pile into play, at 4 stages above zero".
        name: "discard-pile-into-play",
        pattern: r#"(?P<may>you may )?(?:place|put) (?P<what>(?:one of your |any single |up to )?[a-z0-9"' .-]+?) (?:in|from) your discard pile into play(?:,? at (?:(?P<n>\d+) (?:power )?stages? above (?:0|zero)|(?P<top>(?:his|her|its|their) highest power stage)))?"#,
        build: |c| {
            let phrase = c.s("what");
            let phrase = phrase
                .strip_prefix("one of your ")
                .map(|w| format!("one {w}"))
                .or_else(|| phrase.strip_prefix("any single ").map(|w| format!("a {w}")))
                .unwrap_or_else(|| phrase.to_string());
            let (count, filter) = what(&phrase)?;
            let stage = if c.has("top") {
                Some(AllyStage::Highest)
            } else if c.has("n") {
                Some(AllyStage::Stages(c.n("n")?))
            } else {
                None
            };
            search(
                Who::You,
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                Destination::Play,
                stage,
                c.has("may"),
            )
        },
    },
    Pattern {
        // The Last Wish: "Search your discard pile and if an ally is there put it into play."
        name: "discard-pile-ally-if-there-into-play",
        pattern: r"search your discard pile and if an ally is there,? (?:put|place) it (?:into|in) play",
        build: |_| {
            let (count, filter) = what("an ally")?;
            search(
                Who::You,
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                Destination::Play,
                None,
                false,
            )
        },
    },
    Pattern {
        // Guru as Your Ally (Trunks Saga #112): "Remove all copies of "Guru Fades" in all
        // players life decks and discard piles from the game"; Kami as Your Ally (Frieza Saga
        // #100) as CRD 3.0.0 rewrites it: "All of your opponents search their discard piles and
        // Life Decks for "Kami Fades" and remove them from the game". Every copy of the title in
        // each pile named, removed from the game (nothing to choose).
        name: "copies-removed-from-life-decks-and-discard-piles",
        pattern: r#"remove (?P<what>all copies of "[^"]+") in all players'? life decks and discard piles from the game || all of your opponents search their discard piles and life decks for (?P<title>"[^"]+") and remove them from the game"#,
        build: |c| {
            let (players, phrase) = if c.has("title") {
                (
                    &[Who::Opponent][..],
                    format!("all copies of {}", c.s("title")),
                )
            } else {
                (&[Who::You, Who::Opponent][..], c.s("what").to_string())
            };
            let (count, filter) = what(&phrase)?;
            let mut out = Vec::new();
            for &who in players {
                for from in [SearchIn::LifeDeck, SearchIn::DiscardPile] {
                    out.extend(search(
                        who,
                        from,
                        count,
                        filter.clone(),
                        false,
                        Destination::RemovedFromGame,
                        None,
                        false,
                    )?);
                }
            }
            Some(out)
        },
    },
    Pattern {
        // Piccolo's Stance (Android Saga #029): "Search you opponent's Life Deck and remove 1
        // non-Dragon Ball card from the game. Your opponent searches you Life Deck and removes 1
        // non-Dragon Ball card from the game." (printed "you" for "your"). Each sentence is one
        // search of a Life Deck whose card is removed from the game; the second is the
        // opponent's choice (`choices::opponent_choice`: "opponent searches").
        name: "life-deck-searched-and-card-removed",
        pattern: r"search (?:your|you) (?P<opp>opponent's) life deck and remove (?P<what>.+?) from the game || your opponent searches (?:your|you) life deck and removes (?P<what>.+?) from the game",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            search(
                if c.has("opp") {
                    Who::Opponent
                } else {
                    Who::You
                },
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
        name: "discard-pile-remove",
        pattern: r#"(?P<may>you may )?remove (?P<what>(?:up to )?[a-z0-9"' .-]+?) (?:in|from) (?P<whose>your|{opp}) discard pile from the game"#,
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            search(
                whose(c.s("whose")),
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                Destination::RemovedFromGame,
                None,
                c.has("may"),
            )
        },
    },
    Pattern {
        // "Remove all cards in every discard pile from the game" (Kid Trunks Lv.4, printed "ever
        // discard pile"): each player's discard pile, every card of it (nothing to choose).
        // A Hero's Heart is Strong (Trunks Saga #121: "All players remove all discard piles from
        // the game"; Cosmic Anthology #ca35: "Remove all cards in all discard piles from the
        // game"): the same.
        name: "every-discard-pile-remove",
        pattern: r"remove all cards in (?:every discard pile|all discard piles) from the game || all players remove all (?:cards in )?(?:their )?discard piles from the game",
        build: |_| {
            let (count, filter) = what("all cards")?;
            let mut out = Vec::new();
            for who in [Who::You, Who::Opponent] {
                out.extend(search(
                    who,
                    SearchIn::DiscardPile,
                    count,
                    filter.clone(),
                    false,
                    Destination::RemovedFromGame,
                    None,
                    false,
                )?);
            }
            Some(out)
        },
    },
    Pattern {
        name: "discard-pile-top-shuffle-in",
        pattern: r"shuffle the top (?:{n} )?cards? of your discard pile (?:back )?into your life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            moves(Who::You, n, Pile::DiscardTop, Pile::LifeDeckShuffled)
        },
    },
    Pattern {
        name: "discard-pile-take-to-life-deck",
        pattern: r"take the (?P<end>top|bottom) (?:{n} )?cards? of your discard pile and (?:place|put) (?:it|them) (?:at|on) the (?P<to>top|bottom) of your life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let from = if c.s("end") == "top" {
                Pile::DiscardTop
            } else {
                Pile::DiscardBottom
            };
            let to = if c.s("to") == "top" {
                Pile::LifeDeckTop
            } else {
                Pile::LifeDeckBottom
            };
            moves(Who::You, n, from, to)
        },
    },
    Pattern {
        name: "draw-bottom-of-discard-pile",
        pattern: r"draw the bottom card of your discard pile(?: and (?:place|put) it (?:in|into) your hand)?",
        build: |_| moves(Who::You, 1, Pile::DiscardBottom, Pile::Hand),
    },
    // ----- hands -----------------------------------------------------------------------------------
    Pattern {
        name: "opponent-discards-from-hand",
        pattern: r"{opp} (?:must )?discards? (?P<what>all cards|all of the cards|[a-z0-9 -]+?) (?:from|in) (?:his|her) hand",
        build: |c| build_hand(c, Who::Opponent, Destination::Discard),
    },
    Pattern {
        name: "opponent-removes-from-hand",
        pattern: r"{opp} (?:must )?removes? from the game (?P<what>[a-z0-9 -]+?) (?:from|in) (?:his|her) hand",
        build: |c| build_hand(c, Who::Opponent, Destination::RemovedFromGame),
    },
    Pattern {
        name: "discard-random-from-opponents-hand",
        pattern: r"discard (?P<what>a|{n}) (?P<random>random) cards? from {opp} hand",
        build: |c| {
            let phrase = format!("{} card", c.s("what"));
            let (count, filter) = what(&phrase)?;
            search(
                Who::Opponent,
                SearchIn::Hand,
                count,
                filter,
                true,
                Destination::Discard,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "choose-from-opponents-hand",
        pattern: r"(?:then )?choose (?P<what>[a-z0-9 -]+?) (?:(?P<random>at random) )?(?:from|in) {opp} hand(?: (?P<random2>at random))?,? and (?:have (?:him|her) (?P<discard>discard (?:it|them))|(?P<dest>(?:shuffle|place|put|remove) .+))",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            let to = if c.has("discard") {
                Destination::Discard
            } else {
                let (to, stage) = destination(c.s("dest"))?;
                if stage.is_some() || matches!(to, Destination::Hand | Destination::Play) {
                    return None;
                }
                to
            };
            search(
                Who::Opponent,
                SearchIn::Hand,
                count,
                filter,
                c.has("random") || c.has("random2"),
                to,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "you-discard-from-hand",
        pattern: r"(?P<may>you may (?:choose to )?)discard (?P<what>a card|{n} cards?) from your hand",
        build: |c| build_hand(c, Who::You, Destination::Discard),
    },
    Pattern {
        name: "choose-from-your-hand",
        pattern: r"(?:then )?choose (?P<what>[a-z0-9 -]+?) (?:from|in) your hand(?:,)? and (?P<dest>(?:place|put|shuffle|remove) .+)",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            let (to, stage) = destination(c.s("dest"))?;
            if stage.is_some() || to == Destination::Hand {
                return None;
            }
            search(
                Who::You,
                SearchIn::Hand,
                count,
                filter,
                false,
                to,
                None,
                false,
            )
        },
    },
    Pattern {
        name: "opponent-shuffles-hand-in",
        pattern: r"{opp} shuffles (?:his|her) hand into (?:his|her) life deck",
        build: |_| {
            search(
                Who::Opponent,
                SearchIn::Hand,
                Count {
                    n: 0,
                    up_to: false,
                    all: true,
                },
                CardFilter::default(),
                false,
                Destination::LifeDeckShuffled,
                None,
                false,
            )
        },
    },
    // ----- draws and the ends of a Life Deck -----------------------------------------------------
    Pattern {
        name: "opponent-draws",
        pattern: r"{opp} draws {n} (?:more )?cards?",
        build: |c| moves(Who::Opponent, c.n("n")?, Pile::LifeDeckTop, Pile::Hand),
    },
    Pattern {
        name: "draw-bottom-of-life-deck",
        pattern: r"draw the bottom (?:{n} )?cards? of your life deck(?: and (?:place|put) (?:it|them) (?:in|into) your hand)? || (?:place|put) the bottom {n} cards? of your life deck (?:in|into) your hand",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            moves(Who::You, n, Pile::LifeDeckBottom, Pile::Hand)
        },
    },
    Pattern {
        name: "remove-his-life-deck-cards",
        // "Your opponent removes the top 3 cards of his discard pile from the game" (Majin
        // Spopovich, the Revitalized Lv.3): the same cards, nothing for him to choose.
        pattern: r"remove the (?P<end>top|bottom) (?:{n} )?cards? (?:of|from) (?:his|her) (?P<pile>life deck|discard pile) from the game || {opp} removes the (?P<end>top|bottom) (?:{n} )?cards? (?:of|from) (?:his|her) (?P<pile>life deck|discard pile) from the game",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            let from = match (c.s("pile"), c.s("end")) {
                ("life deck", "top") => Pile::LifeDeckTop,
                ("life deck", _) => Pile::LifeDeckBottom,
                (_, "top") => Pile::DiscardTop,
                _ => Pile::DiscardBottom,
            };
            moves(Who::Opponent, n, from, Pile::RemovedFromGame)
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn only(text: &str) -> Search {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        let mut found = None;
        fn walk(es: &[Effect], found: &mut Option<Search>) {
            for e in es {
                match e {
                    Effect::Search(s) => *found = Some(s.clone()),
                    Effect::IfSuccessful(v) => walk(v, found),
                    Effect::Conditional(c) => walk(&c.effects, found),
                    _ => {}
                }
            }
        }
        walk(&c.effects, &mut found);
        found.unwrap_or_else(|| panic!("{text}: no search in {:?}", c.effects))
    }

    #[test]
    fn searches_of_the_life_deck() {
        let s = only("If successful, search your Life Deck for an Ally and place it into play at 4 power stages above 0.");
        assert_eq!(s.from, SearchIn::LifeDeck);
        assert_eq!(s.filter.types, vec!["Personality".to_string()]);
        assert_eq!(s.to, Destination::Play);
        assert_eq!(s.ally_stage, Some(AllyStage::Stages(4)));
        let s = only(
            "You may search your Life Deck for an Energy Combat card and place it in your hand.",
        );
        assert!(s.may);
        assert_eq!(s.to, Destination::Hand);
        let s = only("Search your Life Deck for a Namek Dragon Ball and place it into play.");
        assert_eq!(s.filter.title_has.as_deref(), Some("Namek"));
        let s = only("Search your opponent's Life Deck for up to 3 Drills and discard them.");
        assert_eq!((s.player, s.count, s.up_to), (Who::Opponent, 3, true));
        let s =
            only("Search your Life Deck for up to 5 Red Style Drills and place them into play.");
        assert_eq!(s.filter.style.as_deref(), Some("Red"));
        let s = only("Search your Life Deck for 3 Vegeta named cards and place them in your hand.");
        assert_eq!(s.filter.title_has.as_deref(), Some("Vegeta"));
        let s = only("You may search your Life Deck for a \"Villains only\" card and place it into your hand.");
        assert_eq!(s.filter.text_has.as_deref(), Some("Villains Only"));
        let s = only(
            "You may search your Life Deck for \"Saiyan Truce Card\" and place it into your hand.",
        );
        assert_eq!(s.filter.title.as_deref(), Some("saiyan truce card"));
        let s = only("If successful, search your Life Deck for a card with \"Throw\" in the title and place it into your hand.");
        assert_eq!(s.filter.title_has.as_deref(), Some("throw"));
        // Opponents' cards never come into your hand; phrases not read stay manual.
        assert_ne!(
            compile_text("Search your opponent's Life Deck for a Drill and place it in your hand.")
                .coverage,
            Coverage::Full
        );
        // "Combat cards": the card type Combat (CRD 3.0.0 "Energy Combat, Physical Combat and
        // Combat Cards"), Piccolo and Heroes Gather's wording.
        let s = only("Search your Life Deck for 2 Combat cards and place them in your hand.");
        assert_eq!(
            (s.count, s.filter.types.as_slice()),
            (2, &["Combat".to_string()][..])
        );
        // Vegeta's Smirk: "Select any Dragonball in your deck and put itinto play."
        let s = only("Select any Dragonball in your deck and put itinto play.");
        assert_eq!(s.filter.types, ["Dragon Ball"]);
        assert_eq!((s.from, s.to), (SearchIn::LifeDeck, Destination::Play));
        assert_ne!(
            compile_text("Search your Life Deck for a Drill and place it into play at 4 power stages above 0.").coverage,
            Coverage::Full
        );
    }

    /// The Saiyan and Frieza Sagas' wordings of a search into play (`compile::sentences`
    /// `REWRITES`): Bulma's Scouter, Vegeta's Plans (CRD 3.0.0 "Putting Cards into play with
    /// card effects").
    #[test]
    fn old_wordings_of_a_search_into_play() {
        for text in [
            "Pick a dragon ball from your life deck and play it.",
            "Get a Dragon Ball card from the life deck and put it into play.",
        ] {
            let s = only(text);
            assert_eq!(s.filter.types, ["Dragon Ball"], "{text}");
            assert_eq!(
                (s.from, s.to, s.count),
                (SearchIn::LifeDeck, Destination::Play, 1)
            );
        }
    }

    /// A Hero's Heart is Strong, both printings: every discard pile removed from the game, as
    /// Kid Trunks Lv.4's "Remove all cards in every discard pile from the game" is.
    #[test]
    fn every_discard_pile_removed_from_the_game() {
        for text in [
            "All players remove all discard piles from the game.",
            "Remove all cards in all discard piles from the game.",
        ] {
            let c = compile_text(text);
            assert_eq!(c.coverage, Coverage::Full, "{text}");
            let removed: Vec<_> = c
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Search(s) => Some((s.player, s.from, s.all, s.to)),
                    _ => None,
                })
                .collect();
            assert_eq!(
                removed,
                [Who::You, Who::Opponent].map(|w| (
                    w,
                    SearchIn::DiscardPile,
                    true,
                    Destination::RemovedFromGame
                )),
                "{text}"
            );
        }
    }

    /// Guru as Your Ally, and Kami as Your Ally as CRD 3.0.0 rewrites it: every copy of a title
    /// in the piles named, removed from the game.
    #[test]
    fn copies_removed_from_life_decks_and_discard_piles() {
        let piles = |text: &str| {
            let c = compile_text(text);
            assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
            c.effects
                .iter()
                .map(|e| match e {
                    Effect::Search(s) => {
                        assert!(s.all && s.to == Destination::RemovedFromGame, "{s:?}");
                        (s.player, s.from, s.filter.title.clone().unwrap_or_default())
                    }
                    e => panic!("{e:?}"),
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            piles("Remove all copies of \"Guru Fades\" in all players life decks and discard piles from the game."),
            vec![
                (Who::You, SearchIn::LifeDeck, "guru fades".to_string()),
                (Who::You, SearchIn::DiscardPile, "guru fades".to_string()),
                (Who::Opponent, SearchIn::LifeDeck, "guru fades".to_string()),
                (Who::Opponent, SearchIn::DiscardPile, "guru fades".to_string()),
            ]
        );
        assert_eq!(
            piles("All of your opponents search their discard piles and Life Decks for \"Kami Fades\" and remove them from the game."),
            vec![
                (Who::Opponent, SearchIn::LifeDeck, "kami fades".to_string()),
                (Who::Opponent, SearchIn::DiscardPile, "kami fades".to_string()),
            ]
        );
    }

    /// Piccolo's Stance: each player's Life Deck searched and one non-Dragon Ball card removed
    /// from the game; the second search is the opponent's choice.
    #[test]
    fn life_decks_searched_and_a_card_removed() {
        let c = compile_text("Search you opponent's Life Deck and remove 1 non-Dragon Ball card from the game. Your opponent searches you Life Deck and removes 1 non-Dragon Ball card from the game.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let searched: Vec<_> = c
            .effects
            .iter()
            .map(|e| match e {
                Effect::Search(s) => (s.player, s.from, s.count, s.filter.no_dragon_balls, s.to),
                e => panic!("{e:?}"),
            })
            .collect();
        assert_eq!(
            searched,
            [Who::Opponent, Who::You].map(|w| (
                w,
                SearchIn::LifeDeck,
                1,
                true,
                Destination::RemovedFromGame
            ))
        );
        assert!(crate::engine::effects::choices::opponent_choice::opponent_chooses(
            "Your opponent searches you Life Deck and removes 1 non-Dragon Ball card from the game."
        ));
    }

    #[test]
    fn discard_pile_moves() {
        let s = only(
            "If successful, shuffle 5 Red Style cards in your discard pile into your Life Deck.",
        );
        assert_eq!(
            (s.from, s.count, s.to),
            (SearchIn::DiscardPile, 5, Destination::LifeDeckShuffled)
        );
        let s = only("If successful, shuffle up to 6 cards in your discard pile with \"Kamehameha\" in the title into your Life Deck.");
        assert!(s.up_to);
        assert_eq!(s.filter.title_has.as_deref(), Some("kamehameha"));
        let s = only(
            "Choose 2 cards from your discard pile and place them on the bottom of your Life Deck.",
        );
        assert_eq!(s.to, Destination::LifeDeckBottom);
        let s = only("If successful, shuffle all Vegeta Named cards in your discard pile into your Life Deck.");
        assert!(s.all);
        let c =
            compile_text("Shuffle the top 2 cards of your discard pile back into your Life Deck.");
        assert_eq!(c.coverage, Coverage::Full);
        // Majin Spopovich, the Revitalized Lv.3: the opponent removes his own top 3 cards.
        let c = compile_text("Place the bottom 3 cards of your discard pile at the bottom of your Life Deck. If you declared a Tokui-Waza, your opponent removes the top 3 cards of his discard pile from the game.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.iter().any(|e| matches!(e, Effect::Conditional(k)
            if matches!(&k.effects[..], [Effect::MoveCards(m)]
                if m.player == Who::Opponent && m.count == 3 && m.from == Pile::DiscardTop && m.to == Pile::RemovedFromGame))));
        // Kid Trunks Lv.4: "Remove all cards in ever discard pile from the game": both players'
        // discard piles, whole (CRD 3.0.0 "Secondary Effects").
        let c = compile_text(
            "Focused energy attack doing 6 life cards of damage. Remove all cards in ever discard pile from the game.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let removed: Vec<_> = c
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Search(s) => Some((s.player, s.from, s.all, s.to)),
                _ => None,
            })
            .collect();
        assert_eq!(
            removed,
            vec![
                (
                    Who::You,
                    SearchIn::DiscardPile,
                    true,
                    Destination::RemovedFromGame
                ),
                (
                    Who::Opponent,
                    SearchIn::DiscardPile,
                    true,
                    Destination::RemovedFromGame
                ),
            ]
        );
        // "any cards": any number, not a search of this module (`piles::piles_chosen`'s AnyCards).
        let c = compile_text(
            "If successful, choose any cards in your discard pile and remove them from the game.",
        );
        assert!(
            matches!(&c.effects[..], [Effect::IfSuccessful(v)] if matches!(v[..], [Effect::AnyCards(_)]))
        );
    }

    #[test]
    fn hands() {
        let s = only("Your opponent discards 2 cards from his hand.");
        assert_eq!(
            (s.player, s.from, s.count),
            (Who::Opponent, SearchIn::Hand, 2)
        );
        let s = only(
            "Choose 1 card at random from your opponent's hand and shuffle it into his Life Deck.",
        );
        assert!(s.random);
        let s = only("Then choose a card from your hand and place it on top of your Life Deck.");
        assert_eq!((s.player, s.to), (Who::You, Destination::LifeDeckTop));
        let s = only("You may choose to discard a card from your hand.");
        assert!(s.may);
        let c = compile_text("Your opponent draws a card.");
        assert_eq!(c.coverage, Coverage::Full);
        let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Namekian Tokui-Waza, remove the bottom 8 cards of his Life Deck from the game.");
        assert_eq!(c.coverage, Coverage::Full);
        let c = compile_text("Shuffle your Life Deck.");
        assert_eq!(c.effects, vec![Effect::ShuffleLifeDeck(Who::You)]);
    }
}

#[cfg(test)]
mod discard_pile_into_play_tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AllyStage, Destination, Effect, SearchIn};

    fn only_search(text: &str) -> crate::engine::effects::Search {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {:?}", c.effects);
        match c.effects.as_slice() {
            [Effect::Search(s)] => s.clone(),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn the_last_wish_puts_an_ally_from_the_discard_pile_into_play() {
        let s = only_search("Search your discard pile and if an ally is there put it into play.");
        assert_eq!(
            (s.from, s.to, s.ally_stage),
            (SearchIn::DiscardPile, Destination::Play, None)
        );
        assert_eq!(s.filter.types, ["Personality"]);
    }

    #[test]
    fn an_ally_placed_from_the_discard_pile_at_a_stage() {
        let s = only_search(
            "Place one of your level 1 Allies in your discard pile into play at his highest power stage.",
        );
        assert_eq!(s.ally_stage, Some(AllyStage::Highest));
        assert_eq!(s.filter.level, Some(1));
        let s = only_search(
            "Put any single ally from your discard pile into play, at 4 stages above zero.",
        );
        assert_eq!(s.ally_stage, Some(AllyStage::Stages(4)));
        assert_eq!(s.to, Destination::Play);
    }
}
