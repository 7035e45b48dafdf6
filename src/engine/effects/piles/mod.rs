//! Piles: draws, discards, searches and moves between a player's Life Deck, hand, discard pile and
//! removed-from-the-game pile (CRD 3.0.0 "Searching for Cards a.k.a “Cherry Picking Rule”", "Discarding").

pub(in crate::engine) mod ally_entry;
pub(in crate::engine) mod alt_printings;
pub mod cards_moved;
pub(in crate::engine) mod cards_moved_resolve;
pub mod chosen_count_moves;
pub mod counted_draws;
pub mod discard_draws;
pub(in crate::engine) mod discard_draws_resolve;
pub mod hand_size_draws;
pub mod life_card_to_hand;
pub(in crate::engine) mod life_card_to_hand_resolve;
pub mod moved_card;
pub(in crate::engine) mod moved_card_resolve;
pub mod named_card_searches;
pub(in crate::engine) mod named_card_searches_resolve;
pub mod old_rejuvenation_wordings;
pub mod piles_chosen;
pub(in crate::engine) mod piles_chosen_resolve;
pub mod removed_pile;
pub(in crate::engine) mod removed_pile_resolve;
pub mod search_tails;
pub(in crate::engine) mod search_tails_resolve;
pub mod search_top;
pub(in crate::engine) mod search_top_resolve;
pub mod searches;
pub mod searches_by_every_player;
pub mod searches_per_count;
pub(in crate::engine) mod searches_per_count_resolve;
pub(in crate::engine) mod searches_resolve;
pub mod top_cards_compared;
pub(in crate::engine) mod top_cards_compared_resolve;
pub mod top_cards_looked_at;
pub(in crate::engine) mod top_reordered_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, Count, Who};

/// A pile of cards, seen from its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// The top of the discard pile (the card discarded last).
    DiscardTop,
    /// The bottom of the discard pile.
    DiscardBottom,
    /// The top of the Life Deck.
    LifeDeckTop,
    /// The bottom of the Life Deck.
    LifeDeckBottom,
    /// The hand.
    Hand,
    /// Removed from the game (a destination only).
    RemovedFromGame,
    /// Shuffled into the Life Deck (a destination only): afterwards no card of that Life Deck
    /// has a known place (CRD glossary "Shuffling Your Life Deck").
    LifeDeckShuffled,
}

impl Pile {
    /// Where a moved card comes from, in the CRD's words for the piles ("the bottom of the
    /// discard pile"); trace text never shows the enum's name.
    pub fn from_words(self) -> &'static str {
        match self {
            Pile::DiscardTop => "the top of the discard pile",
            Pile::DiscardBottom => "the bottom of the discard pile",
            Pile::LifeDeckTop => "the top of the Life Deck",
            Pile::LifeDeckBottom => "the bottom of the Life Deck",
            Pile::Hand => "the hand",
            Pile::RemovedFromGame => "the cards removed from the game",
            Pile::LifeDeckShuffled => "the Life Deck",
        }
    }

    /// Where a moved card goes, in the CRD's words ("to the bottom of the Life Deck", "shuffled
    /// into the Life Deck", "removed from the game").
    pub fn to_words(self) -> &'static str {
        match self {
            Pile::DiscardTop => "to the top of the discard pile",
            Pile::DiscardBottom => "to the bottom of the discard pile",
            Pile::LifeDeckTop => "to the top of the Life Deck",
            Pile::LifeDeckBottom => "to the bottom of the Life Deck",
            Pile::Hand => "into the hand",
            Pile::RemovedFromGame => "to the removed-from-the-game pile",
            Pile::LifeDeckShuffled => "into the Life Deck, shuffled",
        }
    }
}

/// Cards moved between one player's piles (not damage): "Place the bottom 2 cards of your
/// discard pile at the bottom of your Life Deck", "Draw the bottom card of your discard pile".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveCards {
    /// Whose piles.
    pub player: Who,
    /// How many cards (fewer if the pile has fewer: do what you can).
    pub count: u32,
    /// The whole pile ("Remove your opponent's discard pile from the game"); `count` is ignored.
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// "Draw up to 3 cards from the bottom of your discard pile" (`piles::chosen_count_moves`):
    /// the player moves a number of cards from 0 to `count` that he names in his `choose`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub up_to: bool,
    /// From.
    pub from: Pile,
    /// To.
    pub to: Pile,
}

/// Which cards a search or a choice may take, as the sentence names them. Every field set must
/// hold; an empty filter takes any card (a Life Deck search still never takes a Dragon Ball
/// unless the filter names Dragon Balls: CRD "Dragon Ball Immunity").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFilter {
    /// Card types, any of them (`Drill`, `Personality` for an Ally, `Dragon Ball`, `Energy
    /// Combat`, `Non-Combat`, ...); empty: any type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    /// Martial Arts Style: the first word of the title (CRD "Styled Cards"); `Freestyle`: a
    /// title whose first word is no style; `Styled`: a title whose first word is any style.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    /// Words the title contains ("with "Kamehameha" in the title", "Vegeta Named cards",
    /// "a Namek Dragon Ball"), case-insensitive; a personality's name is matched as a Named
    /// card (`engine::named_cards`: not inside a longer personality's name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_has: Option<String>,
    /// Cards Named for any of these personalities ("a Trunks or Kid Trunks Named card").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub named_any: Vec<String>,
    /// The exact title ("search your Life Deck for "Saiyan Truce Card""), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// One of these exact titles ("Choose "Namek Dragon Ball 2" or "Namek Dragon Ball 3" from
    /// your Life Deck", Krillin's Quest), case-insensitive.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub titles_any: Vec<String>,
    /// Words the card's text contains ("a "Villains only" card"), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_has: Option<String>,
    /// The personality level ("a level 3 Ally").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u32>,
    /// "non-Dragon Ball cards".
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_dragon_balls: bool,
    /// The rarity (`C`, `U`, ...): "each C card in your discard pile".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<String>,
    // ----- `piles::cards_moved` -----
    /// A title left out, case-insensitive: "any card with "Sword" in the title that is not
    /// "Trunks' Sword Slice"", "a Red Style attack in your discard pile except "Red Axe Heel
    /// Kick"".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_title: Option<String>,
    /// "a Battleground or Location that is not in play", "a Dende Dragon Ball that is not
    /// currently in play": no card of the same title is in play on either side (read by the
    /// search, which sees the table).
    #[serde(default, skip_serializing_if = "is_false")]
    pub not_in_play: bool,
    /// "a named card" (Krillin's Search): a card Named for any personality (CRD 3.0.0 "Named
    /// cards": "the name of a specific Dragon Ball personality in the title").
    #[serde(default, skip_serializing_if = "is_false")]
    pub any_named: bool,
    /// "a card of the same card type as the card discarded" (Caterpy, the Tenacious Lv.3): the
    /// card type of the one card the effect just before moved (`piles::moved_card`), read when
    /// the search resolves.
    #[serde(default, skip_serializing_if = "is_false")]
    pub same_type_as_moved: bool,
    // ----- `piles::named_card_searches` -----
    /// "Name a non-Dragon Ball card and search ... for 1 copy of that card": the title is the
    /// one the card's user names (the first name of his `choose` not yet taken), written into
    /// `title` when the search resolves; the other fields say which cards may be named.
    #[serde(default, skip_serializing_if = "is_false")]
    pub named_by_user: bool,
}

impl CardFilter {
    /// Whether the filter reads only a card's title and text (words of the title, exact titles,
    /// Named cards, words of the text), not its type, style, level or rarity: such a filter
    /// decides a placeholder (`L1`: its name is all its title, it has no text).
    pub fn reads_only_title_and_text(&self) -> bool {
        self.types.is_empty()
            && self.style.is_none()
            && self.level.is_none()
            && !self.no_dragon_balls
            && self.rarity.is_none()
            && !self.not_in_play
            && !self.any_named
            && !self.same_type_as_moved
    }
}

/// The pile a search or a choice looks through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchIn {
    /// The Life Deck (searched, then shuffled: CRD "Searching for Cards").
    LifeDeck,
    /// The discard pile.
    DiscardPile,
    /// The hand.
    Hand,
    /// The Life Deck and the discard pile together ("Search your Life Deck or discard pile for
    /// an Ally"): searched like a Life Deck (CRD "Searching for Cards": the Life Deck is
    /// shuffled afterwards); `piles::cards_moved`.
    LifeDeckOrDiscardPile,
    /// The cards its player has in play (Non-Combat cards, Drills, Dragon Balls, the
    /// Battleground or Location, the Mastery): a card a search placed there, sent on when
    /// Combat ends (`until_end_of_combat`).
    InPlay,
    /// The removed-from-the-game pile ("Place a Non-Dragon Ball card in your Removed From the
    /// Game pile on the bottom of your Life Deck", Fond Memories; `piles::removed_pile`): known
    /// entirely, like a discard pile.
    RemovedFromGame,
}

/// Where the cards a search or a choice takes go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    /// Into the hand of the pile's owner.
    Hand,
    /// Into play in front of the pile's owner (Drill, Ally, Dragon Ball, Battleground,
    /// Location, Non-Combat card), under the normal rules for placing it (CRD "Putting Cards
    /// into play with card effects").
    Play,
    /// The discard pile.
    Discard,
    /// Removed from the game.
    RemovedFromGame,
    /// Shuffled into the Life Deck.
    LifeDeckShuffled,
    /// On top of the Life Deck (several: in the order chosen, the first on top).
    LifeDeckTop,
    /// At the bottom of the Life Deck (several: in the order chosen, the last at the bottom).
    LifeDeckBottom,
}

/// The power stage an Ally placed into play is set at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllyStage {
    /// "at 4 power stages above 0".
    Stages(u32),
    /// "at its highest power stage".
    Highest,
}

/// "Search your Life Deck for an Ally and place it into play at 4 power stages above 0",
/// "Shuffle 5 Red Style cards in your discard pile into your Life Deck", "Your opponent
/// discards 2 cards from his hand", "Choose 1 card at random from your opponent's hand and
/// shuffle it into his Life Deck": cards of one player's pile, matching a filter, chosen and
/// moved. The cards are named in the action's `choose` (in the order the effects ask; a random
/// card is the one the judge saw drawn), unless the choice is forced (`all`, or no more
/// matching cards than asked).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Search {
    /// Whose pile.
    pub player: Who,
    /// Which pile.
    pub from: SearchIn,
    /// Which cards qualify.
    #[serde(default)]
    pub filter: CardFilter,
    /// How many (`all`: ignored).
    #[serde(default)]
    pub count: u32,
    /// "up to N": fewer may be chosen.
    #[serde(default, skip_serializing_if = "is_false")]
    pub up_to: bool,
    /// Every matching card ("Shuffle all Vegeta Named cards in your discard pile ...").
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// Chosen at random ("Choose 1 card at random from your opponent's hand").
    #[serde(default, skip_serializing_if = "is_false")]
    pub random: bool,
    /// Where the cards go.
    pub to: Destination,
    /// For an Ally placed into play: its power stage (default: 3 above 0, CRD "Putting Allies
    /// into Play").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_stage: Option<AllyStage>,
    /// "You may": used only when the action's `may` is true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub may: bool,
    /// "This effect does not remove any Battleground or Location in play" (Master Roshi's
    /// Makeshift Background): the Battleground or Location placed into play leaves the one in
    /// play where it is (CRD 3.0.0 "Putting Cards into play with card effects": "unless the card
    /// effect dictates otherwise").
    #[serde(default, skip_serializing_if = "is_false")]
    pub keeps_in_play: bool,
    /// "When Combat ends, shuffle that Battleground or Location back into your Life Deck": where
    /// the card placed into play goes when Combat ends (the end-of-Combat queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until_end_of_combat: Option<Destination>,
    /// "This Dragon Ball loses its power for the remainder of the game" (Krillin's Quest): a
    /// Dragon Ball the search puts into play is not played with its powers, and its "while you
    /// control" powers stay unused (`piles::search_tails`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub powers_lost: bool,
    /// "Each player may search his Life Deck for ...": the pile's owner makes the search (chooses
    /// the card and decides the "may" on their own action), placing the card in their own hand
    /// or into their own play (`piles::searches_by_every_player`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub by_owner: bool,
}

/// `piles::search_top`: the top cards of a Life Deck searched for a card (Blue Lunge).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchTop {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards from the top (fewer if the deck has fewer).
    pub count: u32,
    /// Which card qualifies.
    #[serde(default)]
    pub filter: CardFilter,
    /// Where the card found goes.
    pub to: Destination,
    /// "Look at the top N cards ..., put 1 of them in your hand" (Speaking With the King Drill):
    /// any card is taken and it is not a search, so Dragon Ball Immunity (CRD 3.0.0 "Dragon
    /// Balls": "If a card lets anyone search through Life Decks") does not keep a Dragon Ball out
    /// and the card taken is not shown.
    #[serde(default, skip_serializing_if = "is_false")]
    pub look: bool,
}

/// The top cards of a Life Deck looked at and placed back on top, in the same order or in any
/// order (restrictions module).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LookAtTop {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards from the top (fewer if the deck has fewer).
    pub count: u32,
    /// "Place them back (on top) in any order": the order is the player's choice, named top first
    /// in `choose` (none named: the engine keeps the order the board lists and says so;
    /// `piles::top_reordered_resolve`); false: "in the same order".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_order: bool,
}

/// A hand shuffled into the Life Deck and as many cards drawn (`piles::piles_chosen`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandRedraw {
    /// Whose hand.
    pub player: Who,
    /// Draw as many as the hand held when the attack was performed (not when the effect
    /// resolves).
    #[serde(default, skip_serializing_if = "is_false")]
    pub when_performed: bool,
}

/// Any number of chosen cards moved (`piles::piles_chosen`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnyCards {
    /// The pile, the cards that qualify and where they go (`count` and `up_to` are ignored: any
    /// number, from 0 to every qualifying card).
    pub pick: Search,
    /// Then draw as many cards as were moved.
    #[serde(default, skip_serializing_if = "is_false")]
    pub draw_as_many: bool,
}

/// Cards moved between a player's piles, as many as the card user's anger level (stages
/// module).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovePerAnger {
    /// Whose piles.
    pub player: Who,
    /// From where.
    pub from: Pile,
    /// To where.
    pub to: Pile,
}

/// Life cards discarded: a number minus the player's anger level (`stages::stage_changes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseLifeCardsMinusAnger {
    /// Who discards, and whose anger is read.
    pub player: Who,
    /// The number the anger level is taken from.
    pub from: u32,
}

pub use searches_per_count::SearchPer;

/// Cards discarded from the top of a Life Deck per unit counted (not damage).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LifeDeckDiscardPer {
    /// Whose Life Deck.
    pub player: Who,
    /// Cards per unit counted.
    pub each: u32,
    /// What is counted.
    pub count: Count,
}

/// Cards discarded from a hand down to a number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardDownTo {
    /// Whose hand.
    pub player: Who,
    /// How many cards the hand keeps (at most).
    pub keep: u32,
}

/// "Instead of drawing 3 cards from your life deck, draw the top 3 cards from your discard pile"
/// (`piles::discard_draws`): the defender's draw of the Prepare Phase taken from an end of the
/// discard pile instead of the Life Deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardDrawInstead {
    /// How many cards are drawn.
    pub count: u32,
    /// `true`: from the bottom of the discard pile; `false`: from its top.
    #[serde(default, skip_serializing_if = "is_false")]
    pub bottom: bool,
}
