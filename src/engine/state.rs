//! The board state: players, personalities, zones and card objects with stable ids.
//!
//! Every physical card is one [`CardObject`] in [`BoardState::cards`], addressed by its
//! [`CardId`] (its index), so links (who owns a captured Dragon Ball, which card an attack came
//! from) survive cloning, saving and loading. Zones hold ids. A Life Deck holds the cards a judge
//! knows on top and a count of unknown cards below; an unknown card that leaves the deck becomes
//! an object of its own ("unknown life card"). Card definitions sit behind `Arc` and each
//! player's side is [`Shared`] (copied only when written to), so cloning a state or recording it
//! before a step (for undo) copies nothing but reference counts.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::card_kinds::{self, CardKind, KindStatement};
use super::effects::Effect;
pub use super::ids::{CardId, PlayerId};
use super::shared::{Recorded, Shared};

/// A power rating: a number, or "Z" (King Kai, Mr. Popo, ...).
///
/// Read as serde's `untagged` form read it (a whole number of 0 or more, or the text "Z"; any
/// other value, read whole, is "data did not match any variant of untagged enum PowerRating"),
/// without buffering each entry first ([`RatingVisitor`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PowerRating {
    /// A numeric power rating.
    Rating(u64),
    /// A "Z" power rating.
    #[serde(serialize_with = "z_string")]
    Z,
}

fn z_string<S: serde::Serializer>(s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str("Z")
}

impl<'de> Deserialize<'de> for PowerRating {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // The error is made here, outside the value's reading, as `untagged` makes it: the
        // reader then places it where it places any error of the list or field around it (the
        // same line and column as before).
        d.deserialize_any(RatingVisitor)?.ok_or_else(|| {
            serde::de::Error::custom("data did not match any variant of untagged enum PowerRating")
        })
    }
}

/// One power rating's value: `None` for a value that is no rating, read whole (a list's or an
/// object's entries as any JSON value, so that a malformed or too deep entry fails as it did).
struct RatingVisitor;

impl<'de> serde::de::Visitor<'de> for RatingVisitor {
    type Value = Option<PowerRating>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a power rating")
    }

    fn visit_u64<E>(self, v: u64) -> Result<Self::Value, E> {
        Ok(Some(PowerRating::Rating(v)))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Self::Value, E> {
        Ok(u64::try_from(v).ok().map(PowerRating::Rating))
    }

    fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok((v == "Z").then_some(PowerRating::Z))
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_none<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<serde_json::Value>()?.is_some() {}
        Ok(None)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map
            .next_entry::<serde_json::Value, serde_json::Value>()?
            .is_some()
        {}
        Ok(None)
    }
}

impl std::fmt::Display for PowerRating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PowerRating::Rating(n) => write!(f, "{n}"),
            PowerRating::Z => f.write_str("Z"),
        }
    }
}

/// Where a card definition's effects come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectsSource {
    /// Written in the scenario file.
    Scenario,
    /// The engine's hand-written table, encoding the quoted current text.
    Table,
    /// Compiled from the card's current text by [`crate::engine::compile`].
    Compiled,
    /// No effects are known for this card.
    None,
}

/// A card's sentences as printed, each with the effects it compiles to on its own
/// ([`CardDef::sentences`]).
pub type CardSentences = Arc<[(String, Vec<Effect>)]>;

/// What a card is: name, type, text, numbers and effects.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardDef {
    /// Display name (`Tien Lv.1`, `Orange Joint Restraint Drill`, `L1`).
    pub name: String,
    /// Card type (`Personality`, `Physical Combat`, `Drill`, `Dragon Ball`, ...).
    pub card_type: String,
    /// Current text.
    pub text: String,
    /// The pool id, for pool cards.
    pub pool_id: Option<String>,
    /// Personality level.
    pub level: Option<u32>,
    /// Power-Up Rating.
    pub pur: Option<u32>,
    /// Power-rating ladder from the 0 stage up.
    pub ladder: Vec<PowerRating>,
    /// Alignment (`Hero`, `Villain`).
    pub alignment: Option<String>,
    /// Heritage and groups.
    pub groups: Vec<String>,
    /// Martial Arts style (`Blue`, `Freestyle`, ...), for pool cards.
    pub style: Option<String>,
    /// Rarity (`C`, `U`, `R`, ...), for pool cards.
    pub rarity: Option<String>,
    /// Effects, in text order.
    pub effects: Vec<Effect>,
    /// Where the effects come from.
    pub effects_source: EffectsSource,
    /// The ruling id that supplied the current text (an errata "Treat this card as if it
    /// read"), cited when the engine applies the card's effects.
    pub text_source: Option<String>,
    /// The text's sentences as printed, each with the effects it compiles to on its own (before
    /// the Drill / Combat-card confinement), filled when the card is loaded: the sentence a
    /// judge note quotes for one of the card's effects.
    /// (Shared with the compile it came from: a board text's kept compile, so that each load
    /// of the card does not copy them.)
    #[serde(skip)]
    pub sentences: CardSentences,
    /// The ids of the card's own rulings in the rules documents (pool cards), cited at the step
    /// where the card acts.
    #[serde(skip)]
    pub rulings: Vec<String>,
    /// The limits its rulings put on who its effects apply to (pool cards; `lasting::benefit_limits`).
    #[serde(skip)]
    pub benefit_limits: Vec<crate::engine::effects::lasting::benefit_limits::BenefitLimit>,
    /// The restrictions and requirements its rulings state in their own words, with the ruling
    /// that states each (pool cards; `compile::ruling_restrictions`): cited when one refuses a
    /// play.
    #[serde(skip)]
    pub ruling_restrictions: Vec<crate::engine::compile::RulingRestriction>,
    /// What its rulings or its own text say it is or is not, against its title or type ("This
    /// card is not a Drill.": `card_kinds`), read by [`CardDef::is_drill`],
    /// [`CardDef::is_dragon_ball`] and [`CardDef::has_style`] (pool cards).
    #[serde(skip)]
    pub kinds: Vec<crate::engine::card_kinds::KindStatement>,
    /// The cards its rulings blank while it is in play ("When a Dragon Ball is placed into play
    /// while this Drill is in play, the Dragon Ball is considered to have a Blank Text box",
    /// No, Really Drill?: `blank_text`; pool cards).
    #[serde(skip)]
    pub blanks: Vec<crate::engine::blank_text::BlankingRule>,
    /// The timings of its unread sentences, found at first use and kept (a cache: see
    /// `timing::card_moments`).
    #[serde(skip)]
    pub moments: crate::engine::effects::timing::card_moments::CardMoments,
    /// Where its Constant Combat Power is in its effects, found at first use and kept (a
    /// cache: see `personality_powers::constant_power_box`).
    #[serde(skip)]
    pub constant_power:
        crate::engine::effects::personality_powers::constant_power_box::ConstantPowerBox,
    /// The row of the step timings its own timing keeps it to (`battle::play_legality`),
    /// found at first use and kept (a cache: see `kept_by_definition`).
    #[serde(skip)]
    pub step_timing: crate::engine::kept_by_definition::KeptByDefinition<Option<usize>>,
    /// Whether an unread sentence of it waits for a card going to a discard pile
    /// (`placements::discard_pile_arrivals_resolve`), found at first use and kept.
    #[serde(skip)]
    pub waits_for_discard: crate::engine::kept_by_definition::KeptByDefinition<bool>,
    /// What its text prints as misprints the compiler corrects (`compile::misprints`), as its
    /// compile found them (the build's stored record for a pool card): said to the judge where
    /// the card acts, without looking at the text again.
    #[serde(skip)]
    pub misprints: crate::engine::compile::misprints::Misprints,
}

impl CardDef {
    /// True when the card is of this Martial Arts style ("Red", "Saiyan"): its recorded style
    /// (pool cards), else the first word of its title ("Red Force Punch": cards a board-state
    /// file defines have no recorded style).
    pub fn has_style(&self, style: &str) -> bool {
        // Read in place, without building a `CardKind` (a String) at each of the many calls.
        let said = self
            .kinds
            .iter()
            .find(|k| matches!(&k.kind, CardKind::Style(a) if a.eq_ignore_ascii_case(style)));
        if let Some(s) = said {
            return s.is;
        }
        match &self.style {
            Some(s) => s.eq_ignore_ascii_case(style),
            None => self
                .name
                .split_whitespace()
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case(style)),
        }
    }

    /// A card with a name and type and nothing else (placeholders, unknown life cards).
    pub fn plain(name: &str, card_type: &str) -> CardDef {
        CardDef {
            name: name.to_string(),
            card_type: card_type.to_string(),
            text: String::new(),
            pool_id: None,
            level: None,
            pur: None,
            ladder: Vec::new(),
            alignment: None,
            groups: Vec::new(),
            style: None,
            rarity: None,
            effects: Vec::new(),
            effects_source: EffectsSource::None,
            text_source: None,
            sentences: CardSentences::default(),
            rulings: Vec::new(),
            benefit_limits: Vec::new(),
            ruling_restrictions: Vec::new(),
            kinds: Vec::new(),
            blanks: Vec::new(),
            moments: Default::default(),
            constant_power: Default::default(),
            step_timing: Default::default(),
            waits_for_discard: Default::default(),
            misprints: Vec::new(),
        }
    }

    /// The effects of the card's Constant Combat Power (`power_boxes::constant_effects` of its
    /// effects, found once and kept).
    pub fn constant_effects(&self) -> &[crate::engine::effects::Effect] {
        self.constant_power.effects(&self.effects)
    }

    /// True when every power of the card is a Constant Combat Power
    /// (`power_boxes::only_constant_powers` of its effects, found once and kept).
    pub fn only_constant_powers(&self) -> bool {
        self.constant_power.only(&self.effects)
    }

    /// What the card's ruling or text says about this kind, if it says anything
    /// (`card_kinds`): the sentence a kind test decided by is cited from here.
    pub fn kind_statement(&self, kind: &CardKind) -> Option<&KindStatement> {
        card_kinds::statement(&self.kinds, kind)
    }

    /// True for Dragon Ball cards (typed so, or named so and not a Combat card), unless its
    /// ruling says otherwise ("This card is not a Dragon Ball.").
    pub fn is_dragon_ball(&self) -> bool {
        if let Some(s) = self.kind_statement(&CardKind::DragonBall) {
            return s.is;
        }
        self.card_type.eq_ignore_ascii_case("Dragon Ball")
            || (holds(&self.name, "Dragon Ball") && !holds(&self.card_type, "Combat"))
    }

    /// True for Drills (a Non-Combat card whose title ends in "Drill", or typed `Drill`),
    /// unless its ruling says otherwise ("This card is not a Drill.", Bulma Finds a Drill;
    /// "This Drill affects all players.", No, Really Drill?).
    pub fn is_drill(&self) -> bool {
        if let Some(s) = self.kind_statement(&CardKind::Drill) {
            return s.is;
        }
        self.card_type.eq_ignore_ascii_case("Drill") || self.name.trim_end().ends_with("Drill")
    }

    /// The personality's name without its level (`Tien Lv.1` -> `Tien`).
    pub fn personality_name(&self) -> &str {
        let n = self.name.as_str();
        n.find(" Lv")
            .map(|i| n[..i].trim_end())
            .unwrap_or(n)
            .trim_end_matches(',')
    }

    /// The Dragon Ball set a Dragon Ball belongs to (`Earth Dragon Ball 4` -> `Earth`). An
    /// "Alt." printing belongs to its set (`Alt. Namek Dragon Ball 2` -> `Namek`): CRD 3.0.0
    /// "Dragon Balls with "Alt." in the title can be mixed with Dragon Balls of the same set".
    pub fn dragon_ball_set(&self) -> &str {
        self.name
            .find("Dragon Ball")
            .map(|i| {
                let set = self.name[..i].trim();
                set.strip_prefix("Alt.").map_or(set, str::trim)
            })
            .unwrap_or("")
    }

    /// Which of its set's seven Dragon Balls this is: the name without an "Alt." prefix
    /// (`Alt. Namek Dragon Ball 2` and `Namek Dragon Ball 2` are both the set's Dragon Ball 2).
    pub fn dragon_ball_of_set(&self) -> &str {
        let n = self.name.trim();
        n.strip_prefix("Alt.").map_or(n, str::trim)
    }

    /// The highest stage of the ladder (its length minus one).
    pub fn top_stage(&self) -> u32 {
        u32::try_from(self.ladder.len().saturating_sub(1)).unwrap_or(u32::MAX)
    }
}

/// One physical card in the game.
#[derive(Debug, Clone, PartialEq)]
pub struct CardObject {
    /// What the card is.
    pub def: Arc<CardDef>,
    /// Who brought it to the game.
    pub owner: PlayerId,
}

/// A personality on the table: its level cards (lowest first), current level and stage.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Personality {
    /// Level cards, lowest level first. For an Ally, the overlaid levels.
    pub levels: Vec<CardId>,
    /// Index of the current level in `levels`.
    pub current: usize,
    /// Power stage: steps above the 0 stage.
    pub stage: u32,
    /// Cards attached to this personality, in the order attached (Attached cards; CRD 3.0.0
    /// "Attaching Cards": placed under the personality, in play until it leaves play).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attached: Vec<CardId>,
}

/// The Life Deck: known cards on top (top first), a count of unknown cards below them, and
/// known cards placed at the bottom (a Dragon Ball flipped for damage goes there).
///
/// A shuffle keeps every card but loses every place: the known cards move to
/// [`LifeDeck::shuffled`], somewhere among the unknown cards.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct LifeDeck {
    /// The known cards on top, top first.
    pub known: Vec<CardId>,
    /// Unknown cards below the known ones.
    pub unknown_below: u32,
    /// Known cards under the unknown ones, top first (the last is the bottom card).
    pub bottom: Vec<CardId>,
    /// Known cards whose place is unknown (shuffled in): somewhere among the unknown cards,
    /// between the known top and the known bottom.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shuffled: Vec<CardId>,
}

/// Which end of a Life Deck a card is taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeckEnd {
    /// The top card (draws, damage, discards from the top).
    Top,
    /// The bottom card.
    Bottom,
}

impl LifeDeck {
    /// Number of cards, saturated at `u32::MAX` (a count that large never wraps to a small one).
    pub fn len(&self) -> u32 {
        let known = self.known.len() + self.bottom.len() + self.shuffled.len();
        u32::try_from(known)
            .unwrap_or(u32::MAX)
            .saturating_add(self.unknown_below)
    }

    /// Every known card in the deck, wherever it lies (top, shuffled in, bottom).
    pub fn known_cards(&self) -> impl Iterator<Item = CardId> + '_ {
        self.known
            .iter()
            .chain(self.shuffled.iter())
            .chain(self.bottom.iter())
            .copied()
    }

    /// Shuffles the deck: every known card loses its place.
    pub fn shuffle(&mut self) {
        let known: Vec<CardId> = self.known.drain(..).chain(self.bottom.drain(..)).collect();
        self.shuffled.extend(known);
    }

    /// True when no card is left.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Cards in play in front of a player.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct InPlay {
    /// Non-Combat cards (not Drills).
    pub non_combat: Vec<CardId>,
    /// Drills.
    pub drills: Vec<CardId>,
    /// Dragon Balls this player controls.
    pub dragon_balls: Vec<CardId>,
    /// Battleground or Location.
    pub battleground: Option<CardId>,
    /// Mastery.
    pub mastery: Option<CardId>,
    /// Drill limits: the card each card in play named when it entered play ("When this
    /// Drill enters play, name a non-Dragon Ball card", Caught Off Guard Drill).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub named: Vec<(CardId, String)>,
}

impl InPlay {
    /// Every card here with the words a judge line names its kind by ("a Drill", "the
    /// Mastery"): Drills, Non-Combat cards, the Battleground or Location, the Mastery, Dragon
    /// Balls, in that order (the judge lines of cards in play, `effects/timing/`).
    pub fn by_kind(&self) -> impl Iterator<Item = (CardId, &'static str)> + '_ {
        self.drills
            .iter()
            .map(|&c| (c, "a Drill"))
            .chain(self.non_combat.iter().map(|&c| (c, "a Non-Combat card")))
            .chain(
                self.battleground
                    .map(|c| (c, "the Battleground or Location")),
            )
            .chain(self.mastery.map(|c| (c, "the Mastery")))
            .chain(self.dragon_balls.iter().map(|&c| (c, "a Dragon Ball")))
    }
}

/// Which personality controls Combat for a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Controller {
    /// The Main Personality.
    MainPersonality,
    /// The Ally at this index of [`Player::allies`].
    Ally(usize),
}

/// A number per card ("used twice this Combat"), 0 for a card not listed.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct CardCounts(Vec<(CardId, u32)>);

impl CardCounts {
    /// The card's number (0 when never counted).
    pub fn get(&self, card: CardId) -> u32 {
        self.0
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0, |(_, n)| *n)
    }

    /// Sets the card's number.
    pub fn set(&mut self, card: CardId, n: u32) {
        match self.0.iter_mut().find(|(c, _)| *c == card) {
            Some(x) => x.1 = n,
            None => self.0.push((card, n)),
        }
    }

    /// Adds one to the card's number and returns the new number.
    pub fn bump(&mut self, card: CardId) -> u32 {
        let n = self.get(card).saturating_add(1);
        self.set(card, n);
        n
    }

    /// Forgets every card.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

/// What a player has used or become bound to during this Combat.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct CombatFlags {
    /// Performed a Final Physical Attack this Combat: passes and cannot defend.
    pub final_physical_attack: bool,
    /// Level cards whose personality power (not their Constant Combat Powers) a card says
    /// "cannot be used for the remainder of Combat", with that card
    /// (`personality_powers::powers_off`).
    pub power_off_this_combat: Vec<(CardId, String)>,
    /// A card used when entering Combat makes this player's Prepare Phase draw come from the
    /// discard pile instead (`piles::discard_draws`): the draw and the card's name.
    pub draw_from_discard_instead: Option<(super::effects::piles::DiscardDrawInstead, String)>,
    /// Cards fewer this player draws in this Prepare Phase ("your opponent draws 1 less card",
    /// `piles::discard_draws`), with the cards that said so.
    pub prepare_draw_fewer: Option<(u32, String)>,
    /// Defense Shields used this Combat.
    pub shields_used: Vec<CardId>,
    /// Floating "stop all ... attacks for the remainder of Combat" effects, with their source.
    pub stops_all: Vec<(super::effects::AttackKind, String)>,
    /// Sources of `stops_all` entries whose stopping covers both physical and energy attacks:
    /// CRD "What is Focused?": such a stop cannot stop a focused attack.
    pub stops_all_both: Vec<String>,
    /// Other floating effects for the remainder of Combat (modifiers), with their source.
    pub floating: Vec<(super::effects::Effect, String)>,
    /// How many times each card that stays on the table was used this Combat.
    pub uses: CardCounts,
    /// Attack Phases this player must pass in ("You must pass in your next attack phase": 1;
    /// "in all remaining phases of Combat": `u32::MAX`).
    pub must_pass: u32,
    /// The card words that bound this player to pass (`battle::must_pass`), quoted when a
    /// scripted attack is refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub must_pass_by: Option<String>,
    /// Attack Phases of this player's to be skipped ("Your opponent skips his next "Attacker
    /// Attacks" phase").
    pub skip_next: u32,
    /// Cards this player played from the hand this Combat (attacks and defences).
    pub cards_played: u32,
    /// Attacks this player performed this Combat.
    pub attacks_performed: u32,
    /// Physical and energy attacks this player performed this Combat (`[physical, energy]`):
    /// what "the first energy attack performed against you" of the opponent's standing stop
    /// counts (`effects/stops/standing_stops_resolve.rs`).
    pub attacks_by_kind: [u32; 2],
    /// Attacks this player performed this Combat with a card from his hand.
    #[serde(default)]
    pub hand_attacks: u32,
    /// How many times each card's limited triggered effect ("Once per Combat") was used this
    /// Combat (Triggered effects).
    pub triggered: CardCounts,
    /// Lasting effects this player's cards created (restrictions, cost
    /// changes, floating stops and prevention, next-attack bonuses).
    pub lasting: Vec<super::effects::Floating>,
    /// Prohibitions this player's cards made for this Combat or the remainder of the turn
    /// (`effects/prohibitions`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub prohibitions: Vec<super::effects::prohibitions::KeptProhibition>,
    // ----- Errata wordings -----
    /// Power stages this player's personalities (the Main Personality and the Allies: CRD
    /// "Referencing") lost during the attack in progress (damage, costs, effects; counted from
    /// the attack's declaration, reset at the next one): read by
    /// "For every 3 power stages you lose your opponent loses 1 power stage" (Red Wrist Control
    /// Drill).
    pub stages_lost_this_attack: u32,
    /// Power stages each such Drill of this player already made the opponent lose for this attack.
    pub stages_lost_repaid: CardCounts,
    // ----- Timing -----
    /// Successful physical and energy attacks this player performed this Combat.
    pub successful_attacks: [u32; 2],
    /// The kind of the successful attack this player performed in his most recent Attack Phase
    /// this Combat (`None`: no such phase yet, or it passed, acted in place of an attack, or its
    /// attack was stopped). A skipped Attack Phase never happened and changes nothing.
    pub last_phase_success: Option<super::effects::AttackKind>,
    /// The card that says this player's Allies cannot take control of Combat for the remainder
    /// of Combat.
    pub no_ally_control: Option<String>,
    /// A card of the opponent's armed to answer this player's anger reaching a level
    /// (`timing::anger_windows`), for the step being run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub anger_answer: Option<super::effects::timing::anger_windows_resolve::AngerAnswer>,
    // ----- Text attacks gain -----
    /// Anger levels this player gained this Combat (raises only; a raise past the level that
    /// advances the Main Personality counts up to that level: anger from a single effect never
    /// carries over, CRD "Anger").
    pub anger_gained: u32,
    /// Life cards of damage this player took this Combat, one entry per attack and level
    /// (`battle/damage_taken.rs`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub life_cards_taken: Vec<super::battle::damage_taken::LifeCardsTaken>,
    /// The attacks this player performed this Combat, in order, as performed: what a copy of
    /// "the previous attack your opponent performed" gains (`effects/attack/copies.rs`); each
    /// shared, so the undo record's copy of the Combat's flags copies no effect list.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub attacks_record: Vec<super::shared::Shared<super::effects::attack::copies::PerformedAttack>>,
    /// The bonus this player's copied attacks do for the remainder of Combat ("any attacks
    /// that you perform that are copied ... do +2 life cards"), with the card that gave it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub copied_attack_bonus: Vec<(super::damage_types::Damage, String)>,
    /// The copy a stop owes this player for his next Attack Phase (Trunks Swiftly Moving).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owed_copy: Option<super::effects::attack::copies::OwedCopy>,
}

/// Effects on a player that outlast Combat ("for the remainder of the game", "this turn": the
/// engine resolves one Combat, so both hold to its end).
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct GameFlags {
    /// The card that says this player cannot win by the Most Powerful Personality Victory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_most_powerful_victory: Option<String>,
    /// Victories barred for a number of this player's turns (It's Just Not Worth It!).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub victories_barred: Vec<crate::engine::effects::victories::victory_bars_for_turns::HeldBar>,
    /// The card that says this player loses the game on reaching an anger level, and that
    /// level ("When you reach 5 anger you lose the game").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lose_at_anger: Option<(u32, String)>,
    /// Power-Up Rating added to this player's Main Personality by floating
    /// effects ("Your Main Personality gains +2 to his PUR until the end of your next turn"),
    /// read wherever the engine reads that PUR.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pur_raised: Vec<(u32, String)>,
    /// The level cards whose power, kept by its text to "once per game", this player used
    /// (`personality_powers::once_per_game`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub once_per_game_used: Vec<String>,
    /// Drill limits: the card whose effect shuffled this player's discard pile (its order
    /// is unknown since; `None` while the order is known).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discard_shuffled: Option<String>,
    /// "At the beginning of your next turn, ..." sentences of cards this player used, waiting
    /// for the beginning of this player's next turn (`turn::next_turn`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub next_turn: Vec<NextTurnSentence>,
    /// Dragon Balls this player captured choosing to use none of their powers (CRD 3.0.0
    /// "Capturing Dragon Balls": "all or none"), or put into play losing their power "for the
    /// remainder of the game" (Krillin's Quest, `Search::powers_lost`): their "while you
    /// control" powers do not apply.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dragon_ball_powers_unused: Vec<CardId>,
    /// Cards this player owns with a blank text box, until they leave play (`blank_text`: a
    /// Dragon Ball placed while No, Really Drill? is in play): their powers are not used.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub blank_text: Vec<crate::engine::blank_text::BlankCard>,
    /// The card whose effect ended this turn's Combat (said at the Discard Step, cleared there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_combat: Option<String>,
    /// The card that says this player skips this turn's Discard Step (cleared there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skips_discard_step: Option<String>,
    /// Prohibitions this player's cards made for the remainder of the game
    /// (`effects/prohibitions`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub prohibitions: Vec<super::effects::prohibitions::KeptProhibition>,
}

/// A sentence of a used card that waits for the beginning of its player's next turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NextTurnSentence {
    /// The card's name.
    pub source: String,
    /// What happens then, as the card writes it (after "At the beginning of your next turn,").
    pub sentence: String,
}

/// One player's side of the table.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The Main Personality.
    pub mp: Personality,
    /// Anger.
    pub anger: u32,
    /// Allies in play.
    pub allies: Vec<Personality>,
    /// The Life Deck.
    pub life_deck: LifeDeck,
    /// The hand.
    pub hand: Vec<CardId>,
    /// The discard pile, bottom first (the last card is the top).
    pub discard: Vec<CardId>,
    /// The removed-from-the-game pile.
    pub removed: Vec<CardId>,
    /// The Sensei Deck.
    pub sensei: Vec<CardId>,
    /// Cards in play.
    pub in_play: InPlay,
    /// Cards on the table being used right now (the attack or defence in progress).
    pub in_use: Vec<CardId>,
    /// The declared Tokui-Waza, if any.
    pub tokui_waza: Option<String>,
    /// The side a Rogue Main Personality was declared at the start of the game (`Hero` or
    /// `Villain`, CRD 3.0.0 "Rogue Personalities"), if the board gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared_alignment: Option<String>,
    /// The personality in control of Combat.
    pub control: Controller,
    /// Combat-long flags.
    pub combat: CombatFlags,
    /// Effects that outlast Combat: shared by the side's copies until one writes to them (most
    /// battles never do), so a copy of the side does not copy them (`shared::Shared`).
    pub game: Shared<GameFlags>,
    /// The Personality Powers this player's personalities used this turn (reset at the start
    /// of a turn and on a level change: see `PowersUsed`).
    pub powers_used: crate::engine::effects::personality_powers::once_per_turn::PowersUsed,
    /// Level cards whose powers a card turned off for the rest of the turn (cleared at the start
    /// of a turn: see `personality_powers::powers_off`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub powers_off: Vec<crate::engine::effects::personality_powers::powers_off::PowersOffEntry>,
}

// Copies refilled in place when a side is copied into its spare (`shared::Shared`).
crate::clone_reusing!(Personality {
    levels,
    current,
    stage,
    attached
});
crate::clone_reusing!(LifeDeck {
    known,
    unknown_below,
    bottom,
    shuffled
});
crate::clone_reusing!(InPlay {
    non_combat,
    drills,
    dragon_balls,
    battleground,
    mastery,
    named
});
crate::clone_reusing!(CombatFlags {
    final_physical_attack,
    power_off_this_combat,
    draw_from_discard_instead,
    prepare_draw_fewer,
    shields_used,
    stops_all,
    stops_all_both,
    floating,
    uses,
    must_pass,
    must_pass_by,
    skip_next,
    cards_played,
    attacks_performed,
    attacks_by_kind,
    hand_attacks,
    triggered,
    lasting,
    prohibitions,
    stages_lost_this_attack,
    stages_lost_repaid,
    successful_attacks,
    last_phase_success,
    no_ally_control,
    anger_answer,
    anger_gained,
    life_cards_taken,
    attacks_record,
    copied_attack_bonus,
    owed_copy
});
crate::clone_reusing!(GameFlags {
    no_most_powerful_victory,
    victories_barred,
    lose_at_anger,
    pur_raised,
    once_per_game_used,
    discard_shuffled,
    next_turn,
    dragon_ball_powers_unused,
    blank_text,
    ended_combat,
    skips_discard_step,
    prohibitions
});
crate::clone_reusing!(Player {
    mp,
    anger,
    allies,
    life_deck,
    hand,
    discard,
    removed,
    sensei,
    in_play,
    in_use,
    tokui_waza,
    declared_alignment,
    control,
    combat,
    game,
    powers_used,
    powers_off
});

impl Clone for CardCounts {
    fn clone(&self) -> Self {
        CardCounts(self.0.clone())
    }

    fn clone_from(&mut self, source: &Self) {
        // Most counts are empty at most steps: cleared without calling into `Vec`'s copy.
        if source.0.is_empty() {
            self.0.clear();
        } else {
            self.0.clone_from(&source.0);
        }
    }
}

impl Player {
    /// How many piles [`Player::piles`] lists.
    pub const PILES: usize = 10;

    /// The piles a card is taken from ([`BoardState::take_from_zones`]), in the order they are
    /// looked in: the hand, the cards in use, the discard and removed piles, the cards in play
    /// (Non-Combat, Drills, Dragon Balls), the Life Deck's known, bottom and shuffled cards.
    pub fn piles(&self) -> [&Vec<CardId>; Player::PILES] {
        [
            &self.hand,
            &self.in_use,
            &self.discard,
            &self.removed,
            &self.in_play.non_combat,
            &self.in_play.drills,
            &self.in_play.dragon_balls,
            &self.life_deck.known,
            &self.life_deck.bottom,
            &self.life_deck.shuffled,
        ]
    }

    /// The pile numbered `pile` in [`Player::piles`]' order, mutable (the last one for a number
    /// past the end).
    pub fn pile_mut(&mut self, pile: usize) -> &mut Vec<CardId> {
        match pile {
            0 => &mut self.hand,
            1 => &mut self.in_use,
            2 => &mut self.discard,
            3 => &mut self.removed,
            4 => &mut self.in_play.non_combat,
            5 => &mut self.in_play.drills,
            6 => &mut self.in_play.dragon_balls,
            7 => &mut self.life_deck.known,
            8 => &mut self.life_deck.bottom,
            _ => &mut self.life_deck.shuffled,
        }
    }

    /// A player with no cards anywhere: the start of a board being set up.
    pub fn empty() -> Player {
        Player {
            mp: Personality {
                levels: Vec::new(),
                current: 0,
                stage: 0,
                attached: Vec::new(),
            },
            anger: 0,
            allies: Vec::new(),
            life_deck: LifeDeck::default(),
            hand: Vec::new(),
            discard: Vec::new(),
            removed: Vec::new(),
            sensei: Vec::new(),
            in_play: InPlay::default(),
            in_use: Vec::new(),
            tokui_waza: None,
            declared_alignment: None,
            control: Controller::MainPersonality,
            combat: CombatFlags::default(),
            game: Shared::default(),
            powers_used: Default::default(),
            powers_off: Vec::new(),
        }
    }
}

/// The whole board.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardState {
    /// Every card object; a [`CardId`] is an index here. Only ever appended to ([`Self::add_card`]):
    /// rolling back a failed step cuts it back to its length before the step.
    pub cards: Vec<CardObject>,
    /// The two players, each copied only when written to while another copy shares it, and
    /// watched by a step's undo record (`shared::Recorded`).
    pub players: [Recorded<Player>; 2],
    /// Cards created for unknown life cards that left a Life Deck, for card accounting.
    pub unknown_def: Arc<CardDef>,
    /// Pool cards an action's `choose` names that no card on the board bears (a card named for a
    /// search, CRD "Searching for Cards"): their definitions, so the name is checked against the
    /// kind the card asks for. Found by the board reader; in no pile.
    pub named_pool_cards: Vec<Arc<CardDef>>,
}

impl BoardState {
    /// A player's side.
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }

    /// A player's side, mutable.
    pub fn player_mut(&mut self, p: PlayerId) -> &mut Player {
        &mut self.players[p.index()]
    }

    /// The first card object on the board with this exact name.
    pub fn card_named(&self, name: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|c| c.def.name == name)
            .map(|i| i as CardId)
    }

    /// The definition of a card object. Ids come from the state itself; an id out of range is a
    /// bug, reported as the unknown-card definition rather than a panic.
    pub fn def(&self, id: CardId) -> &CardDef {
        self.cards
            .get(id as usize)
            .map(|c| c.def.as_ref())
            .unwrap_or(self.unknown_def.as_ref())
    }

    /// [`Self::def`], shared: what a trace's change keeps of a card it names (no copy of its
    /// name).
    pub fn shared_def(&self, id: CardId) -> &Arc<CardDef> {
        self.cards
            .get(id as usize)
            .map(|c| &c.def)
            .unwrap_or(&self.unknown_def)
    }

    /// A card the board does not know: an unknown life card that left a Life Deck, or a
    /// placeholder (`L1`): a condition that looks at its name, style or type cannot be decided.
    pub fn unknown_card(&self, id: CardId) -> bool {
        self.def(id).card_type == "Card"
    }

    /// A placeholder (`L1`, docs/scenario-format.md "Cards"): an ordinary card with no text,
    /// whose name is all its title (its card type and style are not known); not an unknown
    /// life card of a Life Deck given as a number of cards.
    pub fn placeholder_card(&self, id: CardId) -> bool {
        self.cards
            .get(id as usize)
            .is_some_and(|c| c.def.card_type == "Card" && !Arc::ptr_eq(&c.def, &self.unknown_def))
    }

    /// The definitions (one per printing) of a pool card an action names that no card on the
    /// board bears (one name-matching rule: `corpus::names::same_name`).
    pub fn named_pool_printings<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a CardDef> {
        self.named_pool_cards
            .iter()
            .filter(move |d| crate::corpus::names::same_name(&d.name, name))
            .map(|d| d.as_ref())
    }

    /// The name of a card object.
    pub fn name(&self, id: CardId) -> &str {
        &self.def(id).name
    }

    /// The Drill `player` has in play that an action names (one name-matching rule for board
    /// actions: `corpus::names::same_name`).
    pub fn drill_named(&self, player: PlayerId, name: &str) -> Option<CardId> {
        self.player(player)
            .in_play
            .drills
            .iter()
            .copied()
            .find(|&d| crate::corpus::names::same_name(self.name(d), name))
    }

    /// The Drills `player` has in play that act now: their "X only" fits his personality in
    /// control of Combat (CRD 3.0.0 "Drill Cards", `crd-3.0.0/only-cards`).
    pub fn acting_drills(&self, player: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        self.player(player)
            .in_play
            .drills
            .iter()
            .copied()
            .filter(move |&c| crate::engine::battle::acts_in_play(self, player, c))
    }

    /// Every card `player` has on the table besides personalities' levels: Non-Combat cards,
    /// Drills, Dragon Balls, the Battleground or Location, the Mastery and cards attached to
    /// personalities (what "if X is in play" looks through).
    pub fn table_cards(&self, player: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        let pl = self.player(player);
        let ip = &pl.in_play;
        ip.non_combat
            .iter()
            .chain(ip.drills.iter())
            .chain(ip.dragon_balls.iter())
            .chain(ip.battleground.iter())
            .chain(ip.mastery.iter())
            .chain(pl.mp.attached.iter())
            .chain(pl.allies.iter().flat_map(|a| a.attached.iter()))
            .copied()
    }

    /// The Drills and Non-Combat cards `player` has in play that act now (as
    /// [`Self::acting_drills`]).
    pub fn acting_in_play(&self, player: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        let pl = self.player(player);
        pl.in_play
            .drills
            .iter()
            .chain(pl.in_play.non_combat.iter())
            .copied()
            .filter(move |&c| crate::engine::battle::acts_in_play(self, player, c))
    }

    /// The first Drill `player` has in play whose effects include `effect` (a Drill's rule that
    /// works while it is in play: Black Disarray Drill, Orange Focusing Drill, ...), and that
    /// acts now (its "X only" fits `player`'s personality in control of Combat).
    pub fn drill_with(&self, player: PlayerId, effect: &Effect) -> Option<CardId> {
        self.player(player)
            .in_play
            .drills
            .iter()
            .copied()
            .find(|&c| {
                self.def(c).effects.contains(effect)
                    && crate::engine::battle::acts_in_play(self, player, c)
            })
    }

    /// The names of card objects, joined by ", " (as the log lists them).
    pub fn names(&self, ids: &[CardId]) -> String {
        ids.iter()
            .map(|&c| self.name(c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The owner of a card object.
    pub fn owner(&self, id: CardId) -> PlayerId {
        self.cards
            .get(id as usize)
            .map(|c| c.owner)
            .unwrap_or(PlayerId::P1)
    }

    /// Adds a card object and returns its id.
    pub fn add_card(&mut self, def: Arc<CardDef>, owner: PlayerId) -> CardId {
        self.cards.push(CardObject { def, owner });
        (self.cards.len() - 1) as CardId
    }

    /// The current level card of a personality.
    pub fn level_card(&self, p: &Personality) -> Option<CardId> {
        p.levels.get(p.current).copied()
    }

    /// The definition of a personality's current level.
    pub fn personality_def(&self, p: &Personality) -> &CardDef {
        match self.level_card(p) {
            Some(id) => self.def(id),
            None => self.unknown_def.as_ref(),
        }
    }

    /// A personality's current power rating (`None` when the ladder does not reach the stage).
    pub fn rating(&self, p: &Personality) -> Option<PowerRating> {
        self.personality_def(p)
            .ladder
            .get(p.stage as usize)
            .copied()
    }

    /// The personality in control of Combat for a player.
    pub fn controller(&self, player: PlayerId) -> &Personality {
        let pl = self.player(player);
        match pl.control {
            Controller::MainPersonality => &pl.mp,
            Controller::Ally(i) => pl.allies.get(i).unwrap_or(&pl.mp),
        }
    }

    /// Which side decides whether `p` is a Hero or a Villain: a Main Personality's is the side
    /// its player declared at the start of the game when it is a Rogue (CRD 3.0.0 "Rogue
    /// Personalities"); an Ally's is its printed alignment.
    pub fn side_of(&self, p: &Personality) -> super::identity::Side<'_> {
        for x in PlayerId::BOTH {
            let pl = self.player(x);
            if std::ptr::eq(&pl.mp, p) {
                return super::identity::Side::MainPersonality(pl.declared_alignment.as_deref());
            }
            if pl.allies.iter().any(|a| std::ptr::eq(a, p)) {
                return super::identity::Side::AllyOf(self.main_personality_side(x));
            }
        }
        super::identity::Side::Printed
    }

    /// The side `player`'s Main Personality plays on: a Rogue's declared side (`None` when the
    /// board declares none), another's printed alignment (CRD 3.0.0 "Rogue Personalities").
    pub fn main_personality_side(&self, player: PlayerId) -> Option<&str> {
        let pl = self.player(player);
        let def = self.personality_def(&pl.mp);
        if def.groups.iter().any(|g| g.eq_ignore_ascii_case("Rogue")) {
            pl.declared_alignment.as_deref()
        } else {
            def.alignment.as_deref().filter(|a| !a.is_empty())
        }
    }

    /// The name of the personality in control of Combat.
    pub fn controller_name(&self, player: PlayerId) -> String {
        self.personality_def(self.controller(player)).name.clone()
    }

    /// A mutable personality by controller slot.
    pub fn personality_mut(&mut self, player: PlayerId, which: Controller) -> &mut Personality {
        let pl = self.player_mut(player);
        match which {
            Controller::MainPersonality => &mut pl.mp,
            Controller::Ally(i) => {
                if i < pl.allies.len() {
                    &mut pl.allies[i]
                } else {
                    &mut pl.mp
                }
            }
        }
    }

    /// A personality by controller slot.
    pub fn personality(&self, player: PlayerId, which: Controller) -> &Personality {
        let pl = self.player(player);
        match which {
            Controller::MainPersonality => &pl.mp,
            Controller::Ally(i) => pl.allies.get(i).unwrap_or(&pl.mp),
        }
    }

    /// Takes a card from one end of a player's Life Deck: the known cards at that end first,
    /// then the middle (unknown cards and cards shuffled in), then the known cards at the other
    /// end. Where the middle holds known cards shuffled in, which card comes off is not known to
    /// the engine: the second value says so, for the judge.
    pub fn take_life_card(
        &mut self,
        player: PlayerId,
        end: DeckEnd,
    ) -> (Option<CardId>, Option<String>) {
        let deck = &mut self.player_mut(player).life_deck;
        let near = match end {
            DeckEnd::Top => (!deck.known.is_empty()).then(|| deck.known.remove(0)),
            DeckEnd::Bottom => deck.bottom.pop(),
        };
        if near.is_some() {
            return (near, None);
        }
        let unknown = deck.unknown_below;
        let shuffled = deck.shuffled.len();
        if unknown == 0 && shuffled == 0 {
            let far = match end {
                DeckEnd::Top => (!deck.bottom.is_empty()).then(|| deck.bottom.remove(0)),
                DeckEnd::Bottom => deck.known.pop(),
            };
            return (far, None);
        }
        if shuffled == 0 {
            deck.unknown_below -= 1;
            let def = self.unknown_def.clone();
            return (Some(self.add_card(def, player)), None);
        }
        if unknown == 0 && shuffled == 1 {
            return (deck.shuffled.pop(), None);
        }
        let names: Vec<String> = deck
            .shuffled
            .clone()
            .into_iter()
            .map(|c| self.name(c).to_string())
            .collect();
        let deck = &mut self.player_mut(player).life_deck;
        let (card, said) = if unknown > 0 {
            deck.unknown_below -= 1;
            let def = self.unknown_def.clone();
            (self.add_card(def, player), "an unknown card")
        } else {
            (deck.shuffled.remove(0), "the first of them")
        };
        let note = format!(
            "judge resolves: which card comes off {player}'s Life Deck: it was shuffled, and the cards shuffled in ({}) may be anywhere in it; the engine took {said}",
            names.join(", ")
        );
        (Some(card), Some(note))
    }

    /// Every card in a player's zones and on the table, counting unknown life cards: for the
    /// accounting property (no card lost or duplicated).
    pub fn card_count(&self) -> (usize, u32) {
        let mut objects = 0usize;
        let mut unknown = 0u32;
        for pl in &self.players {
            objects += pl.mp.levels.len();
            objects += pl.allies.iter().map(|a| a.levels.len()).sum::<usize>();
            // Attached cards: cards attached to personalities.
            objects += pl.mp.attached.len();
            objects += pl.allies.iter().map(|a| a.attached.len()).sum::<usize>();
            objects +=
                pl.life_deck.known.len() + pl.life_deck.bottom.len() + pl.life_deck.shuffled.len();
            unknown = unknown.saturating_add(pl.life_deck.unknown_below);
            objects += pl.in_use.len();
            objects += pl.hand.len() + pl.discard.len() + pl.removed.len() + pl.sensei.len();
            let ip = &pl.in_play;
            objects += ip.non_combat.len() + ip.drills.len() + ip.dragon_balls.len();
            objects += usize::from(ip.battleground.is_some()) + usize::from(ip.mastery.is_some());
        }
        (objects, unknown)
    }

    /// Every card id found in a zone, with repetitions (for the no-duplicates property).
    pub fn zone_ids(&self) -> Vec<CardId> {
        let mut out = Vec::new();
        for pl in &self.players {
            out.extend(&pl.mp.levels);
            out.extend(&pl.mp.attached);
            for a in &pl.allies {
                out.extend(&a.levels);
                out.extend(&a.attached);
            }
            out.extend(&pl.life_deck.known);
            out.extend(&pl.life_deck.bottom);
            out.extend(&pl.life_deck.shuffled);
            out.extend(&pl.in_use);
            out.extend(&pl.hand);
            out.extend(&pl.discard);
            out.extend(&pl.removed);
            out.extend(&pl.sensei);
            let ip = &pl.in_play;
            out.extend(&ip.non_combat);
            out.extend(&ip.drills);
            out.extend(&ip.dragon_balls);
            out.extend(ip.battleground);
            out.extend(ip.mastery);
        }
        out
    }

    /// Removes a card id from wherever it is on the table or in a pile (not the Life Deck).
    /// Returns true if it was found.
    pub fn take_from_zones(&mut self, id: CardId) -> bool {
        // Only the side holding the card is written to (a side is copied when written to).
        let holds = |pl: &Player| {
            pl.piles().iter().any(|zone| zone.contains(&id))
                || pl.in_play.battleground == Some(id)
                || std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|p| p.attached.contains(&id))
        };
        for side in &mut self.players {
            if !holds(side) {
                continue;
            }
            let pl = &mut **side;
            for pile in 0..Player::PILES {
                let zone = pl.pile_mut(pile);
                if let Some(i) = zone.iter().position(|&c| c == id) {
                    zone.remove(i);
                    return true;
                }
            }
            if pl.in_play.battleground == Some(id) {
                pl.in_play.battleground = None;
                return true;
            }
            // Attached cards: a card attached to a personality.
            for p in std::iter::once(&mut pl.mp).chain(pl.allies.iter_mut()) {
                if let Some(i) = p.attached.iter().position(|&c| c == id) {
                    p.attached.remove(i);
                    return true;
                }
            }
        }
        false
    }

    /// The personality a card is attached to, if it is attached (Attached cards).
    pub fn attached_to(&self, id: CardId) -> Option<(PlayerId, Controller)> {
        for side in PlayerId::BOTH {
            let pl = self.player(side);
            if pl.mp.attached.contains(&id) {
                return Some((side, Controller::MainPersonality));
            }
            if let Some(i) = pl.allies.iter().position(|a| a.attached.contains(&id)) {
                return Some((side, Controller::Ally(i)));
            }
        }
        None
    }

    /// The cards `player` has in play outside his personalities: Non-Combat cards, Drills,
    /// Dragon Balls, the Battleground or Location, the Mastery.
    pub fn in_play_cards(&self, player: PlayerId) -> Vec<CardId> {
        self.in_play_walk(player).collect()
    }

    /// [`BoardState::in_play_cards`] in its order, one at a time (for a look that needs no
    /// list).
    pub fn in_play_walk(&self, player: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        let ip = &self.player(player).in_play;
        ip.non_combat
            .iter()
            .chain(&ip.drills)
            .chain(&ip.dragon_balls)
            .chain(&ip.battleground)
            .chain(&ip.mastery)
            .copied()
    }

    /// True when a card of this title is in play on either side ("a Battleground or Location
    /// that is not in play"): its cards in play or a level of a personality.
    pub fn title_in_play(&self, name: &str) -> bool {
        PlayerId::BOTH.into_iter().any(|p| {
            let pl = self.player(p);
            self.in_play_walk(p)
                .chain(
                    std::iter::once(&pl.mp)
                        .chain(&pl.allies)
                        .flat_map(|x| x.levels.iter().copied()),
                )
                .any(|c| crate::corpus::names::same_name(self.name(c), name))
        })
    }

    /// True when a Dragon Ball of this name is in play (either player's table).
    pub fn dragon_ball_in_play(&self, name: &str) -> bool {
        self.players.iter().any(|pl| {
            pl.in_play
                .dragon_balls
                .iter()
                .any(|&d| self.name(d) == name)
        })
    }
}

/// `text.contains(word)` for a short word in a short text (a card's name or type): each
/// place the word's first byte is at compared, without setting up a substring search.
fn holds(text: &str, word: &str) -> bool {
    let (text, word) = (text.as_bytes(), word.as_bytes());
    let Some(&first) = word.first() else {
        return true;
    };
    text.len() >= word.len()
        && (0..=text.len() - word.len())
            .any(|i| text[i] == first && &text[i..i + word.len()] == word)
}

#[cfg(test)]
mod tests {
    use super::CardDef;

    /// CRD 3.0.0 "Dragon Balls": a card named a Dragon Ball and not of a Combat type is one; the
    /// look finds the words anywhere in a name or type, as `str::contains` does.
    #[test]
    fn a_word_is_found_where_contains_finds_it() {
        for (text, word) in [
            ("Earth Dragon Ball 1", "Dragon Ball"),
            ("Dragon Ball", "Dragon Ball"),
            ("Dragon Bal", "Dragon Ball"),
            ("Namek Dragon Ball", "Dragon Ball"),
            ("DDragon Ball", "Dragon Ball"),
            ("Energy Combat", "Combat"),
            ("Combat", "Combat"),
            ("Non-Combat", "Combat"),
            ("", "Combat"),
            ("Kämpfer Dragon Ball", "Dragon Ball"),
            ("Kämpfer", "Dragon Ball"),
            ("x", ""),
        ] {
            assert_eq!(
                super::holds(text, word),
                text.contains(word),
                "{text:?} {word:?}"
            );
        }
        let ball = CardDef::plain("Earth Dragon Ball 1", "Card");
        assert!(ball.is_dragon_ball());
        assert!(!CardDef::plain("Dragon Ball Blast", "Energy Combat").is_dragon_ball());
    }

    #[test]
    fn a_style_is_the_recorded_one_else_the_titles_first_word() {
        // A card a board-state file defines: its title says its style.
        let inline = CardDef::plain("Red Force Punch", "Physical Combat");
        assert!(inline.has_style("red"));
        assert!(!inline.has_style("Blue"));
        // A pool card's recorded style wins over a title that starts with a style's name.
        let mut pool = CardDef::plain("Black Magic", "Energy Combat");
        pool.style = Some("Freestyle".into());
        assert!(pool.has_style("Freestyle"));
        assert!(!pool.has_style("Black"));
    }
}
