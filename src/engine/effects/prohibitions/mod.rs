//! Lasting prohibitions (issue 18): a card or a power forbids a play for a while. A prohibition
//! is a subject (who is bound), an object (what may not happen) and a duration (this Combat, the
//! remainder of the turn or of the game, while the card that says it is in play); the rows that
//! compile it (`prohibition_texts.rs`), where it is kept and the checks every reader of that kind
//! of play calls (`prohibitions_resolve.rs`); a limit on how many cards of a kind are played in a
//! turn (`play_limits.rs`, `play_limits_resolve.rs`); what "Combat cards" names when a Physical or
//! Energy Combat card meets such a prohibition (`combat_card_word.rs`); those that outlast their
//! Combat ("until the beginning of your next turn") and a barred gain of power stages
//! (`turn_spans.rs`).

pub(in crate::engine) mod combat_card_word;
pub mod play_limits;
pub(in crate::engine) mod play_limits_resolve;
pub mod power_kinds;
pub mod prohibition_texts;
pub(in crate::engine) mod prohibitions_resolve;
pub(in crate::engine) mod turn_spans;

use serde::{Deserialize, Serialize};

use super::is_false;
use crate::engine::ids::PlayerId;

/// "Drills, allies, and personality powers may not be used this Combat" (Showdown), "Nothing can
/// raise your anger except this Constant Combat Power" (Android 13 Lv.2): one object forbidden to
/// a subject for a duration. JSON: `{"prohibit": {"bound": "opponent", "what":
/// "personality_powers", "lasts": "this_combat"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prohibition {
    /// Who is bound.
    pub bound: Bound,
    /// What may not happen.
    pub what: Forbidden,
    /// For how long.
    pub lasts: Span,
}

/// Who a prohibition binds, seen from the controller of the card that makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// The card's controller.
    You,
    /// His opponent.
    Opponent,
    /// Every player (a sentence that names no player: "Drills may not be used ...").
    Everyone,
    /// The card the action that uses it chooses (`choose`): "the Ally cannot take over Combat".
    Chosen,
}

/// What a prohibition forbids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forbidden {
    /// Cards of these types, as printed (`Combat`, `Drill`, `Dragon Ball`; none: any card): not
    /// played or used;
    /// a Drill in play does nothing (CRD "Drill Cards": constantly in use while in play).
    /// `played_only`: only playing them is forbidden ("No dragon balls may be played").
    Cards {
        /// The types.
        types: Vec<String>,
        /// Only playing them.
        #[serde(default, skip_serializing_if = "is_false")]
        played_only: bool,
    },
    /// Allies "may not do anything" (Showdown's and Red Dueling Drill's rulings): no Ally takes
    /// control of Combat, uses its power or has damage redirected to it.
    Allies,
    /// Personality powers (of the Main Personality and of Allies) are not used.
    PersonalityPowers,
    /// Constant Combat Powers do not apply.
    ConstantCombatPowers,
    /// The bound Ally does not take over Combat.
    AllyControl,
    /// Damage is not redirected to the bound Ally.
    RedirectToAlly,
    /// The chosen Drill's power is not used: the Drill does nothing (Namekian Blocking Stance).
    DrillPower,
    /// More than `per_turn` cards of these types (as printed) played in one turn: "Opponents
    /// can only play 1 dragon ball on their turn" (Hero Teamwork Drill, `play_limits`).
    PastTurnLimit {
        /// The types.
        types: Vec<String>,
        /// How many the bound player may play in a turn.
        per_turn: u32,
    },
    /// Nothing raises the bound player's anger (a Constant Combat Power that says so is read
    /// from the personality whose power it is).
    AngerRaised,
    /// Nothing lowers the bound player's anger: a Constant Combat Power "Your anger level cannot
    /// be lowered" (Android 17 Lv.1), read from the personality whose power it is.
    AngerLowered,
    /// The bound player's anger lowered by more than `levels` by one card: "You cannot have your
    /// anger lowered by more than 1 level by any card" (Goku, the Protector Lv.3).
    AngerLoweredPast {
        /// The most one card lowers it.
        levels: u32,
    },
    /// Attacks of these kinds performed by the bound player: "Your opponents may not perform
    /// energy attacks" (Trunks, the Powerful Lv.4's Constant Combat Power), refused at step 1.
    Attacks {
        /// The kinds (none: every kind).
        kinds: Vec<crate::engine::effects::AttackKind>,
    },
    /// Power stages gained by the bound player's personalities, by any effect or in the
    /// Power-Up Step: "That opponent cannot gain power stages until the beginning of your next
    /// turn" (Vinegar's Revenge), checked at every gain (`turn_spans`).
    StagesGained,
}

/// How long a prohibition lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Span {
    /// "this Combat", "for the remainder of Combat".
    ThisCombat,
    /// "for the remainder of the turn" (held with the Combat's, as `Lasts::RestOfTurn`).
    RestOfTurn,
    /// "for the remainder of the game".
    RestOfGame,
    /// "during your next "Defender Defends" phase": the Attack Phase after the one it was made
    /// in (Attack Phases alternate), in which the bound player defends.
    NextDefence,
    /// "while this Drill is in play", a Constant Combat Power: read from the card while it acts,
    /// never kept.
    WhileInPlay,
    /// "until the beginning of your next turn", "until the end of his next turn": up to an edge
    /// of the named player's next turn (CRD 3.0.0 "The Sequence of Play for One Complete
    /// Turn"), kept across turns and ended there by `turn::turn_spans`.
    NextTurn {
        /// Whose next turn, seen from the card's controller (`You`, `Opponent`).
        whose: Bound,
        /// Its beginning or its end.
        edge: TurnEdgeWord,
    },
}

/// Which edge of a turn a duration names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnEdgeWord {
    /// "until the beginning of ... next turn": ends as that turn begins.
    Beginning,
    /// "until the end of ... next turn": ends when that turn's steps are completed.
    End,
}

/// A prohibition kept on the board once the card that makes it has resolved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeptProhibition {
    /// What may not happen.
    pub what: Forbidden,
    /// The players bound.
    pub bound: Vec<PlayerId>,
    /// The card chosen, by name, when the subject is a chosen card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// For how long.
    pub lasts: Span,
    /// The card (or power) that made it.
    pub source: String,
    /// The Attack Phase it was made in (a later sentence of the same card names the same
    /// chosen card).
    pub phase: u32,
}
