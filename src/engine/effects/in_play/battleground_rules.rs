//! Pattern rows and payload of `in_play::battleground_rules`: the rules a Battleground or a
//! Location in play puts on every player (CRD 3.0.0 "Battleground and Location Cards": they
//! "affect all players at all times"): what attacks cost, cards and Allies barred, a cap on
//! anger raised, a change of every Main Personality's PUR.
//!
//! Each row is anchored to the whole sentence as the card prints it; a sentence no row reads
//! stays with the judge. The rules are read from the one Battleground or Location in play
//! (`in_play.battleground` of either player), never from another card type.

use serde::{Deserialize, Serialize};

use super::super::{is_false, AttackKind};
pub use super::battleground_damage::AttacksOf;
use crate::engine::compile::patterns::{number, one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::pat::PatTableId;

/// A rule a Battleground or Location in play puts on every player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum BattlegroundRule {
    /// "All [physical|energy|focused] attacks cost +N power stages to perform" (Gravity
    /// Chamber, Cell's Arena, Capsule Corp.): added to the cost of every such attack at step 2;
    /// an attack whose cost cannot be paid is refused.
    AttacksCost {
        /// Physical or energy only; `None`: every attack.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<AttackKind>,
        /// Focused attacks only.
        #[serde(default, skip_serializing_if = "is_false")]
        focused: bool,
        /// Power stages added.
        power_stages: u32,
    },
    /// "Non-Combat cards may not be used" (City In Turmoil): a Non-Combat card (Drills are
    /// Non-Combat cards too, CRD "Non-Combat Cards") used by any player is refused.
    NoNonCombatCards,
    /// "Allies may not take control of Combat" (World Tournament).
    NoAllyControl,
    /// "Any cards or effects that raise a Main Personality's anger more than 1 anger level only
    /// raises his anger 1 level" (Winter Countryside): each raise is cut to this many levels.
    AngerRaiseCap(u32),
    /// "Each player has his Main Personality's PUR reduced by 1" (Defenceless Beach), "...
    /// increased by 1" (Planet Vegeta).
    MainPersonalityPur(i32),
    /// "Allies placed into play start at 6 power stages above 0 unless another card effect says
    /// otherwise" (Snake Way): an Ally played in the Non-Combat Step enters at this stage (at
    /// most its highest).
    AlliesEnterAt(u32),
    /// "When a player puts an Ally into play, his opponent discards the top card of his Life
    /// Deck" (Snake Way): read as the opponent's own Life Deck ("his" after "his opponent").
    OpponentDiscardsOnAlly(u32),
    /// A damage modifier on every player's attacks of a kind ("All Physical attacks do +1 power
    /// stage of damage"; rows in `battleground_damage.rs`): added at step 10.
    AttacksDo {
        /// Which attacks.
        attacks: AttacksOf,
        /// Power stages added.
        #[serde(default)]
        power_stages: i32,
        /// Life cards added.
        #[serde(default)]
        life_cards: i32,
    },
    /// "Use Physical Attack Table B instead of the normal Physical Attack Table" (Majin Buu's
    /// House): the table read at step 9.
    PatTable(PatTableId),
    /// "If a card has a cost in power stages or life cards, the cost is doubled after any other
    /// modifiers are applied" (Majin Babidi's Ship): the last change to a cost, at step 2.
    CostsDoubled,
    /// "All named cards cost +N life cards to play" (Master Roshi's Island): a Named card
    /// played from the hand costs these life cards more.
    NamedCardsCost(u32),
    /// "At the beginning of each player's turn, that player discards the top N card(s) from his
    /// Life Deck" (Blasted Land): at the start of each turn, before its Draw Step.
    TurnStartDiscard(u32),
    /// "At the beginning of every Power Up Step, all personalities gain N power stages" (Z Sword
    /// Plateau): every personality in play, before the Power-Up.
    PowerUpStepGain(u32),
    /// "During your Rejuvenation Step, you may place one of the bottom N cards of your discard
    /// pile on the top of your Life Deck" (Hercule's Underground Training Area): the turn's
    /// player's `use` of the card in that step, whether or not he declared Combat.
    RejuvenationFromDiscardBottom(u32),
    /// "Whenever any player has 4 or more cards in his hand, or 5 or more if he declared a
    /// Saiyan Tokui-Waza, he may not draw any more cards into his hand" (King Kai's New Home):
    /// every draw stops at that hand size.
    DrawLimit {
        /// The hand size at which draws stop.
        cards: u32,
        /// The hand size for a player who declared the Tokui-Waza named.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with_tokui_waza: Option<(String, u32)>,
    },
}

fn rule(r: BattlegroundRule) -> Option<Vec<crate::engine::compile::patterns::Piece>> {
    one(Effect::Battleground(r))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Gravity Chamber, Cell's Arena, Capsule Corp.: "All ... attacks" with no owner named.
        name: "battleground-all-attacks-cost-more",
        pattern: r"all (?:(?P<kind>physical|energy) |(?P<focused>focused) )?attacks cost \+{n} power stages? to perform",
        build: |c| {
            rule(BattlegroundRule::AttacksCost {
                kind: c.kinds().first().copied().filter(|_| c.has("kind")),
                focused: c.has("focused"),
                power_stages: c.n("n")?,
            })
        },
    },
    Pattern {
        // City In Turmoil (a bare sentence: a duration would make it a floating effect's).
        name: "battleground-non-combat-cards-may-not-be-used",
        pattern: r"non-combat cards may not be used",
        build: |_| rule(BattlegroundRule::NoNonCombatCards),
    },
    Pattern {
        // World Tournament.
        name: "battleground-allies-may-not-take-control",
        pattern: r"allies may not take control of combat",
        build: |_| rule(BattlegroundRule::NoAllyControl),
    },
    Pattern {
        // Winter Countryside.
        name: "battleground-anger-raise-cap",
        pattern: r"any cards or effects that raise a main personality's anger more than (?P<n>\w+) anger levels? only raises? his anger (?P<m>\w+) levels?",
        build: |c| {
            let (n, m) = (number(c.s("n"))?, number(c.s("m"))?);
            (n == m).then_some(())?;
            rule(BattlegroundRule::AngerRaiseCap(n))
        },
    },
    Pattern {
        // Defenceless Beach, Planet Vegeta.
        name: "battleground-each-main-personality-pur",
        pattern: r"each player has his main personality's pur (?P<dir>reduced|increased) by \+?{n}",
        build: |c| {
            let n = i32::try_from(c.n("n")?).ok()?;
            rule(BattlegroundRule::MainPersonalityPur(
                if c.s("dir") == "reduced" { -n } else { n },
            ))
        },
    },
    Pattern {
        // Snake Way.
        name: "location-allies-enter-at",
        pattern: r"allies placed into play start at {n} power stages? above 0 unless another card effect says otherwise",
        build: |c| rule(BattlegroundRule::AlliesEnterAt(c.n("n")?)),
    },
    Pattern {
        // Snake Way.
        name: "location-opponent-discards-when-ally-enters",
        pattern: r"when a player puts an ally into play,? his opponent discards the top {n}? ?cards? of his life deck",
        build: |c| {
            rule(BattlegroundRule::OpponentDiscardsOnAlly(if c.has("n") {
                c.n("n")?
            } else {
                1
            }))
        },
    },
    Pattern {
        // Majin Babidi's Ship.
        name: "battleground-costs-doubled",
        pattern: r"if a card has a cost in power stages or life cards,? the cost is doubled after any other modifiers are applied",
        build: |_| rule(BattlegroundRule::CostsDoubled),
    },
    Pattern {
        // Master Roshi's Island.
        name: "battleground-named-cards-cost-more",
        pattern: r"all named cards cost \+{n} life cards? to play",
        build: |c| rule(BattlegroundRule::NamedCardsCost(c.n("n")?)),
    },
    Pattern {
        // Blasted Land.
        name: "battleground-turn-start-discard",
        pattern: r"at the beginning of each player's turn,? that player discards the top (?:{n} )?cards? (?:from|of) his life deck",
        build: |c| {
            rule(BattlegroundRule::TurnStartDiscard(if c.has("n") {
                c.n("n")?
            } else {
                1
            }))
        },
    },
    Pattern {
        // Z Sword Plateau.
        name: "location-power-up-step-gain",
        pattern: r"at the beginning of every power up step,? all personalities gain {n} power stages?",
        build: |c| rule(BattlegroundRule::PowerUpStepGain(c.n("n")?)),
    },
    Pattern {
        // Hercule's Underground Training Area.
        name: "location-rejuvenation-from-discard-bottom",
        pattern: r"during your rejuvenation step,? you may place one of the bottom {n} cards of your discard pile on (?:the )?top of your life deck",
        build: |c| rule(BattlegroundRule::RejuvenationFromDiscardBottom(c.n("n")?)),
    },
    Pattern {
        // King Kai's New Home.
        name: "location-draw-limit",
        pattern: r"whenever any player has {n} or more cards in his hand,? or {m} or more if he declared an? (?P<tw>[a-z]+) tokui-waza,? he may not draw any more cards into his hand",
        build: |c| {
            rule(BattlegroundRule::DrawLimit {
                cards: c.n("n")?,
                with_tokui_waza: Some((
                    crate::engine::compile::patterns::title(c.s("tw")),
                    c.n("m")?,
                )),
            })
        },
    },
];
