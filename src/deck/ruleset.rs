//! Deck-building rules as data: for each ruleset `scouter deck` knows, the numbers (sizes, copy
//! limits) and the section id of the document that states each rule. A rule the document does
//! not state is `None`: there is no check for it (docs/deck-format.md lists them). The checks
//! read these values; no check asks which ruleset it runs under.

use crate::corpus::Game;

/// How many cards the deck must hold, and which cards count.
#[derive(Debug, Clone, Copy)]
pub struct SizeRule {
    /// Fewest cards.
    pub min: u32,
    /// Most cards.
    pub max: u32,
    /// Most cards with a Namekian Tokui-Waza declared, when the document raises the maximum.
    pub max_namekian: Option<u32>,
    /// True when Personality and Mastery cards are outside the counted deck (Panini's Life
    /// Deck); otherwise they count and only the Sensei Deck is left out.
    pub life_deck_only: bool,
    /// The section.
    pub rule: &'static str,
}

/// Copy limits.
#[derive(Debug, Clone, Copy)]
pub struct CopyRule {
    /// The limit per title, when the document states one for every card.
    pub per_title: Option<u32>,
    /// The section of the per-title limit (and of limits the card's own text gives).
    pub rule: &'static str,
    /// Named cards: the limit when the name matches the Main Personality.
    pub named_mp: Option<u32>,
    /// Named cards that do not match: the limit, when the document states one (else more than
    /// `per_title` copies is left to the judge).
    pub named_other: Option<u32>,
    /// The section of the named-card limits.
    pub named_rule: &'static str,
    /// The section of the limit on named cards that do not match the Main Personality.
    pub named_other_rule: &'static str,
    /// Personalities the document treats as other than the one whose name they contain
    /// (`kid trunks` is not `trunks`): a named card of theirs does not match that MP.
    pub alternates: &'static [&'static str],
    /// Named cards the document gives another limit for one Main Personality.
    pub named_exceptions: &'static [NamedException],
    /// Cards limited to one copy: Mastery, Main Personality levels, Sensei cards, Dragon Balls.
    pub one_each: &'static [(Kind, &'static str)],
}

/// A named-card limit the document states for one Main Personality ("Future Gohan ... may run
/// 4 copies of Gohan named cards").
#[derive(Debug, Clone, Copy)]
pub struct NamedException {
    /// The Main Personality's character key.
    pub mp: &'static str,
    /// The personalities whose named cards the exception is about.
    pub named: &'static [&'static str],
    /// The limit.
    pub n: u32,
    /// The section.
    pub rule: &'static str,
}

/// The kinds of card deck rules name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A Main Personality level card.
    MainPersonality,
    /// A Personality card played as an Ally.
    Ally,
    /// A Mastery card.
    Mastery,
    /// A Sensei card.
    Sensei,
    /// A Dragon Ball.
    DragonBall,
    /// Any other card.
    Other,
}

/// What the Main Personality must be.
#[derive(Debug, Clone, Copy)]
pub enum MpRule {
    /// CRD 3.0.0: consecutive levels from 1, at least `min_levels`, none above `max_level`.
    Levels {
        /// Fewest levels.
        min_levels: u32,
        /// Highest level.
        max_level: u32,
        /// The section.
        rule: &'static str,
    },
    /// Panini: exactly one Main Personality card, of level 1 to `max_level`; the levels of all
    /// Personalities sum to `level_sum` or less.
    OneCard {
        /// Highest level.
        max_level: u32,
        /// Most the levels of the MP and Allies may sum to.
        level_sum: u32,
        /// The section.
        rule: &'static str,
        /// The section stating the level sum.
        sum_rule: &'static str,
    },
}

/// Dragon Balls.
#[derive(Debug, Clone, Copy)]
pub struct DragonBallRule {
    /// All Dragon Balls belong to one Dragon Ball set (Earth, Namek, ...).
    pub one_set: bool,
    /// "Alt." Dragon Balls mix with the same set's others.
    pub alt_mixes: bool,
    /// The section.
    pub rule: &'static str,
}

/// Where a card's martial arts style is read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StyledBy {
    /// The card's style (the pool's `style`, after the card's text).
    CardStyle,
    /// A martial arts style word in the title (the older errata's Tokui-Waza rule).
    TitleWord(&'static [&'static str]),
}

/// Mastery and Tokui-Waza.
#[derive(Debug, Clone, Copy)]
pub struct MasteryRule {
    /// Where styles are read from.
    pub styled_by: StyledBy,
    /// The section requiring styled cards to match the Mastery.
    pub rule: &'static str,
    /// At least one Martial Arts styled card besides the Mastery.
    pub needs_martial_arts: Option<&'static str>,
    /// Saiyan / Namekian Tokui-Waza need that heritage: `(style, group, section)`.
    pub heritage: &'static [(&'static str, &'static str, &'static str)],
    /// A Freestyle Tokui-Waza allows no styled card.
    pub freestyle: Option<&'static str>,
    /// At most one Mastery title (the section saying so: CRD 3.0.0's Tokui-Waza is declared
    /// with "a Mastery card" and every Styled card matches "the style of your Mastery card").
    pub one_mastery: &'static str,
}

/// Allies.
#[derive(Debug, Clone, Copy)]
pub struct AllyRule {
    /// Allies are at least this many levels below the MP's highest level.
    pub levels_below: Option<(u32, &'static str)>,
    /// Hero MPs take Hero Allies, Villain MPs Villain Allies.
    pub alignment: Option<&'static str>,
    /// A Rogue Main Personality (the pool's `Rogue` group) is a Hero or a Villain as the deck
    /// is built: its Allies (or the list's `Alignment:` line) decide, never both.
    pub rogue: Option<&'static str>,
    /// No Ally of the MP's character.
    pub not_mp_character: Option<&'static str>,
    /// No High-Tech personality card as an Ally.
    pub no_high_tech: Option<&'static str>,
    /// Majin Allies only with a Majin MP, and a Majin MP only Majin Allies.
    pub majin: Option<&'static str>,
    /// Cell Jr. Allies only with Cell as the MP.
    pub cell_jr: Option<&'static str>,
    /// No two Allies (nor an Ally and the MP) share a name.
    pub unique_names: Option<&'static str>,
    /// Personality cards cannot be in the Life Deck (Panini: they start in play).
    pub not_in_life_deck: Option<&'static str>,
}

/// "___ only" cards.
#[derive(Debug, Clone, Copy)]
pub struct OnlyRule {
    /// The section on Combat cards (use needs a fitting personality in control of Combat).
    pub rule: &'static str,
    /// Phrases the document reads as another: `(printed, read as, section)`.
    pub read_as: &'static [(&'static str, &'static str, &'static str)],
}

/// One ruleset.
#[derive(Debug, Clone, Copy)]
pub struct Ruleset {
    /// The id `--ruleset` takes.
    pub id: &'static str,
    /// The document whose rules these are (and whose legality lists apply).
    pub doc: &'static str,
    /// The card game.
    pub game: Game,
    /// Deck size.
    pub size: Option<SizeRule>,
    /// Copy limits.
    pub copies: Option<CopyRule>,
    /// The Main Personality.
    pub main_personality: Option<MpRule>,
    /// Dragon Balls.
    pub dragon_balls: Option<DragonBallRule>,
    /// Mastery and Tokui-Waza.
    pub mastery: Option<MasteryRule>,
    /// The Sensei Deck section.
    pub sensei: Option<&'static str>,
    /// Allies.
    pub allies: Option<AllyRule>,
    /// "___ only" cards.
    pub only: Option<OnlyRule>,
    /// Named cards need their personality in the deck (Panini).
    pub named_need_personality: Option<&'static str>,
    /// The section on "Tuff Enuff Only" cards (legal only at specified events).
    pub event_only: Option<&'static str>,
    /// What a judge should know of every finding on an OCTGN deck under this ruleset (the
    /// document is older than the products such decks are built from), when anything.
    pub octgn_note: Option<&'static str>,
}

const CRD: &str = "crd-3.0.0";
// The Panini rule book's glossary paragraphs on deck building ("Card Copy Limits: ..."), each
// its own section under the heading the extracted booklet puts them in.
const PANINI_SIZE: &str =
    "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/life-deck-construction";
const PANINI_COPIES: &str =
    "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/card-copy-limits";
const PANINI_DRAGON_BALLS: &str =
    "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/dragon-balls";
const PANINI_ONE_MP: &str = "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/one-mp";
/// "Ally Uniqueness: ..." and, in the same section, "Personality Levels Must Sum to 3 or Less".
const PANINI_ALLIES: &str =
    "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/ally-uniqueness";
const PANINI_NAMED: &str =
    "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/named-cards";

/// No document of `crd/` speaks of rules after the 2014 Panini rule book.
const PANINI_EDITION: &str = "The rule book in the corpus is the 2014 Panini edition; later Panini-era products (such as the Fusion 13 starter decks) may follow later rules that are not in the corpus.";

/// Every ruleset, the default for Score cards first.
pub const RULESETS: &[Ruleset] = &[
    Ruleset {
        id: CRD,
        doc: CRD,
        game: Game::ScoreDbzCcg,
        size: Some(SizeRule {
            min: 50,
            max: 85,
            max_namekian: Some(90),
            life_deck_only: false,
            rule: "crd-3.0.0/deck-size",
        }),
        copies: Some(CopyRule {
            per_title: Some(3),
            rule: "crd-3.0.0/maximum-number-of-card-copies-per-deck",
            named_mp: Some(4),
            named_other: Some(3),
            named_rule: "crd-3.0.0/maximum-number-of-card-copies-per-deck",
            named_other_rule: "crd-3.0.0/alternate-personality-rule",
            alternates: &[
                "majin vegeta",
                "king vegeta",
                "future gohan",
                "future trunks",
                "kid trunks",
                "meta cooler",
                "meta cooler clone",
                "cell jr",
                "dbs broly",
            ],
            named_exceptions: &[
                NamedException {
                    mp: "future gohan",
                    named: &["gohan"],
                    n: 4,
                    rule: "crd-3.0.0/alternate-personality-rule",
                },
                NamedException {
                    mp: "mighty mask",
                    named: &["goten", "kid trunks"],
                    n: 4,
                    rule: "crd-3.0.0/mighty-mask",
                },
                NamedException {
                    mp: "master roshi",
                    named: &["roshi"],
                    n: 4,
                    rule: "crd-3.0.0/specific-card-clarifications-errata-rulings/master-roshi-lv-1-lv-3",
                },
                NamedException {
                    mp: "ginyu force",
                    named: &["captain ginyu", "jeice", "guldo", "recoome", "burter"],
                    n: 3,
                    rule: "crd-3.0.0/ginyu-force",
                },
            ],
            one_each: &[
                (Kind::Mastery, "crd-3.0.0/mastery-cards"),
                (
                    Kind::MainPersonality,
                    "crd-3.0.0/maximum-number-of-card-copies-per-deck",
                ),
                (Kind::Sensei, "crd-3.0.0/sensei-cards"),
                (
                    Kind::DragonBall,
                    "crd-3.0.0/maximum-number-of-card-copies-per-deck",
                ),
                (Kind::Ally, "crd-3.0.0/allies"),
            ],
        }),
        main_personality: Some(MpRule::Levels {
            min_levels: 3,
            max_level: 5,
            rule: "crd-3.0.0/main-personalities",
        }),
        dragon_balls: Some(DragonBallRule {
            one_set: true,
            alt_mixes: true,
            rule: "crd-3.0.0/dragon-balls",
        }),
        mastery: Some(MasteryRule {
            styled_by: StyledBy::CardStyle,
            rule: "crd-3.0.0/tokui-waza",
            needs_martial_arts: Some("crd-3.0.0/tokui-waza"),
            heritage: &[
                (
                    "Saiyan",
                    "Saiyan Heritage",
                    "crd-3.0.0/saiyan-heritage-personalities",
                ),
                (
                    "Namekian",
                    "Namekian Heritage",
                    "crd-3.0.0/namekian-heritage-personalities",
                ),
            ],
            freestyle: Some("crd-3.0.0/tokui-waza"),
            one_mastery: "crd-3.0.0/tokui-waza",
        }),
        sensei: Some("crd-3.0.0/sensei-cards"),
        allies: Some(AllyRule {
            levels_below: Some((2, "crd-3.0.0/allies")),
            alignment: Some("crd-3.0.0/allies"),
            rogue: Some("crd-3.0.0/rogue-personalities"),
            not_mp_character: Some("crd-3.0.0/allies"),
            no_high_tech: Some("crd-3.0.0/allies"),
            majin: Some("crd-3.0.0/allies"),
            cell_jr: Some("crd-3.0.0/allies"),
            unique_names: None,
            not_in_life_deck: None,
        }),
        only: Some(OnlyRule {
            rule: "crd-3.0.0/physical-combat-energy-combat-and-combat-cards",
            read_as: &[
                (
                    "Piccolo and Nail",
                    "Namekian Heritage",
                    "crd-3.0.0/piccolo-and-nail-only",
                ),
                (
                    "Villains, Goku, and Gohan",
                    "Saiyan Heritage",
                    "crd-3.0.0/villains-goku-and-gohan-only",
                ),
            ],
        }),
        named_need_personality: None,
        event_only: Some("crd-3.0.0/league-only-tuff-enuff-only"),
        octgn_note: None,
    },
    Ruleset {
        id: "score-errata",
        doc: "score-errata",
        game: Game::ScoreDbzCcg,
        size: Some(SizeRule {
            min: 50,
            max: 75,
            max_namekian: None,
            life_deck_only: false,
            rule: "score-errata/deck-size/1",
        }),
        copies: Some(CopyRule {
            per_title: None,
            rule: "score-errata/named-cards/4",
            named_mp: Some(4),
            named_other: Some(3),
            named_rule: "score-errata/named-cards/1",
            named_other_rule: "score-errata/named-cards/1",
            alternates: &[],
            named_exceptions: &[],
            one_each: &[(Kind::DragonBall, "score-errata/dragon-balls/4")],
        }),
        main_personality: None,
        dragon_balls: None,
        mastery: Some(MasteryRule {
            styled_by: StyledBy::TitleWord(&["Red", "Blue", "Orange", "Black", "Saiyan"]),
            rule: "score-errata/tokui-waza/1",
            needs_martial_arts: None,
            heritage: &[],
            freestyle: None,
            one_mastery: "score-errata/tokui-waza/1",
        }),
        sensei: None,
        allies: Some(AllyRule {
            levels_below: None,
            alignment: Some("score-errata/allies/3"),
            rogue: None,
            not_mp_character: None,
            no_high_tech: Some("score-errata/allies/2"),
            majin: None,
            cell_jr: None,
            unique_names: None,
            not_in_life_deck: None,
        }),
        only: Some(OnlyRule {
            rule: "score-errata/named-cards/3",
            read_as: &[(
                "Villains, Goku, and Gohan",
                "Saiyan Heritage",
                "score-errata/saiyan-heritage",
            )],
        }),
        named_need_personality: None,
        event_only: None,
        octgn_note: None,
    },
    Ruleset {
        id: "panini",
        doc: "panini-dbz-tcg-rulebook",
        game: Game::PaniniDbzTcg,
        size: Some(SizeRule {
            min: 60,
            max: 60,
            max_namekian: None,
            life_deck_only: true,
            rule: PANINI_SIZE,
        }),
        copies: Some(CopyRule {
            per_title: Some(3),
            rule: PANINI_COPIES,
            named_mp: None,
            named_other: None,
            named_rule: PANINI_NAMED,
            named_other_rule: PANINI_NAMED,
            alternates: &[],
            named_exceptions: &[],
            one_each: &[
                (Kind::DragonBall, PANINI_DRAGON_BALLS),
                (Kind::Mastery, PANINI_SIZE),
            ],
        }),
        main_personality: Some(MpRule::OneCard {
            max_level: 3,
            level_sum: 3,
            rule: PANINI_ONE_MP,
            sum_rule: PANINI_ALLIES,
        }),
        dragon_balls: Some(DragonBallRule {
            one_set: true,
            alt_mixes: false,
            rule: PANINI_DRAGON_BALLS,
        }),
        mastery: Some(MasteryRule {
            styled_by: StyledBy::CardStyle,
            rule: PANINI_SIZE,
            needs_martial_arts: None,
            heritage: &[],
            freestyle: None,
            one_mastery: PANINI_SIZE,
        }),
        sensei: None,
        allies: Some(AllyRule {
            levels_below: None,
            alignment: None,
            rogue: None,
            not_mp_character: None,
            no_high_tech: None,
            majin: None,
            cell_jr: None,
            unique_names: Some(PANINI_ALLIES),
            not_in_life_deck: Some(PANINI_SIZE),
        }),
        only: None,
        named_need_personality: Some(PANINI_NAMED),
        event_only: None,
        octgn_note: Some(PANINI_EDITION),
    },
];

/// The ruleset with this id (`panini-dbz-tcg-rulebook` is accepted for `panini`).
pub fn find(id: &str) -> Option<&'static Ruleset> {
    let id = id.trim();
    RULESETS
        .iter()
        .find(|r| r.id.eq_ignore_ascii_case(id) || r.doc.eq_ignore_ascii_case(id))
}

/// The default ruleset for a game's cards.
pub fn default_for(game: Game) -> &'static Ruleset {
    RULESETS
        .iter()
        .find(|r| r.game == game)
        .unwrap_or(&RULESETS[0])
}

/// The ids `--ruleset` takes, for messages.
pub fn ids() -> Vec<&'static str> {
    RULESETS.iter().map(|r| r.id).collect()
}

impl Ruleset {
    /// Every section id a check under this ruleset can cite (the legality lists' sections come
    /// from the cards themselves).
    pub fn rule_ids(&self) -> Vec<&'static str> {
        let mut ids = Vec::new();
        if let Some(s) = self.size {
            ids.push(s.rule);
        }
        if let Some(c) = self.copies {
            ids.extend([c.rule, c.named_rule, c.named_other_rule]);
            ids.extend(c.named_exceptions.iter().map(|e| e.rule));
            ids.extend(c.one_each.iter().map(|(_, r)| *r));
        }
        match self.main_personality {
            Some(MpRule::Levels { rule, .. }) => ids.push(rule),
            Some(MpRule::OneCard { rule, sum_rule, .. }) => ids.extend([rule, sum_rule]),
            None => {}
        }
        if let Some(d) = self.dragon_balls {
            ids.push(d.rule);
        }
        if let Some(m) = self.mastery {
            ids.extend([m.rule, m.one_mastery]);
            ids.extend(m.needs_martial_arts);
            ids.extend(m.freestyle);
            ids.extend(m.heritage.iter().map(|(_, _, r)| *r));
        }
        ids.extend(self.sensei);
        if let Some(a) = self.allies {
            ids.extend(a.levels_below.map(|(_, r)| r));
            ids.extend(
                [
                    a.alignment,
                    a.rogue,
                    a.not_mp_character,
                    a.no_high_tech,
                    a.majin,
                    a.cell_jr,
                    a.unique_names,
                    a.not_in_life_deck,
                ]
                .into_iter()
                .flatten(),
            );
        }
        if let Some(o) = self.only {
            ids.push(o.rule);
            ids.extend(o.read_as.iter().map(|(_, _, r)| *r));
        }
        ids.extend(self.named_need_personality);
        ids.extend(self.event_only);
        ids.sort_unstable();
        ids.dedup();
        ids
    }
}
