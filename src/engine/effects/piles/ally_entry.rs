//! Whether a Personality card may enter play as an Ally of a player, and how: as a new Ally or
//! as the next level overlaid on an Ally in play (CRD 3.0.0 "Putting Allies into Play",
//! "Overlaying Allies": "Card effects that place Allies into play can be used to overlay
//! Allies"; "Putting Cards into play with card effects": the normal rules still apply). One
//! home for the rules, used by a play in the Non-Combat Step and by card effects.

use crate::engine::state::{BoardState, CardId, PlayerId};

/// How the card enters play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine) enum AllyEntry {
    /// A new Ally.
    New,
    /// The next level of the Ally at this index, overlaid on it.
    Overlay(usize),
}

/// Why the card cannot enter play as an Ally: the rule's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::engine) enum AllyRefusal {
    /// The player already has this personality in play and the card is not its next level.
    OneOfEach { who: String },
    /// The card's level is above the Main Personality's.
    AboveMainPersonality { level: u32, mp_level: u32 },
    /// A Majin Ally without a Majin Main Personality, or the other way round.
    Majin,
    /// A Cell Jr. Ally without Cell as the Main Personality.
    CellJr,
    /// A Hero Ally of a Villain Main Personality, or the other way round (a Rogue's side is the
    /// one declared).
    Alignment { ally: String, mp: String },
}

impl AllyRefusal {
    /// The refusal in the CRD's words (without the player's name).
    pub(in crate::engine) fn words(&self, me: PlayerId) -> String {
        match self {
            AllyRefusal::OneOfEach { who } => format!(
                "{me} already has {who} in play, and \"you may not have more than one Personality of the same Ally in play at one time\""
            ),
            AllyRefusal::AboveMainPersonality { level, mp_level } => format!(
                "it is level {level} and {me}'s Main Personality is level {mp_level}; Allies \"must be the same personality level as your Main Personality or lower\""
            ),
            AllyRefusal::Majin => "\"Majin personalities cannot be played as Allies unless the MP playing them is also a Majin. Majin MPs can only play Majin allies.\"".into(),
            AllyRefusal::CellJr => "\"Cell Jr. personalities cannot be played as Allies unless the MP playing them is Cell.\"".into(),
            AllyRefusal::Alignment { ally, mp } => format!(
                "it is a {ally} and {me}'s Main Personality plays as a {mp}: \"All Hero Main Personalities may only include Hero Allies in their deck and may only use Hero Allies. All Villain Main Personalities may only include Villain Allies in their deck and may only use Villain Allies.\" (crd-3.0.0/allies)"
            ),
        }
    }
}

/// Saibaimen and Cell Jr. may be in play as several Allies at once (CRD 3.0.0 "Saibaimen / Cell
/// Jr. Rule").
fn multiple_ally(who: &str) -> bool {
    let w = who.to_ascii_lowercase();
    w.starts_with("saibaim") || w.starts_with("cell jr")
}

/// How `card` may enter play as `me`'s Ally, or why it may not.
pub(in crate::engine) fn ally_entry(
    state: &BoardState,
    me: PlayerId,
    card: CardId,
) -> Result<AllyEntry, AllyRefusal> {
    let def = state.def(card);
    let level = def.level.unwrap_or(1);
    let pl = state.player(me);
    let mp = state.personality_def(&pl.mp);
    let mp_level = mp.level.unwrap_or(1);
    let who = def.personality_name().to_string();
    // Overlaying: the next level of an Ally in play goes on top of it.
    let same: Vec<usize> = pl
        .allies
        .iter()
        .enumerate()
        .filter(|(_, a)| state.personality_def(a).personality_name() == who)
        .map(|(i, _)| i)
        .collect();
    if let Some(&i) = same
        .iter()
        .find(|&&i| state.personality_def(&pl.allies[i]).level.unwrap_or(1) + 1 == level)
    {
        return Ok(AllyEntry::Overlay(i));
    }
    if !same.is_empty() && !multiple_ally(&who) {
        return Err(AllyRefusal::OneOfEach { who });
    }
    if level > mp_level {
        return Err(AllyRefusal::AboveMainPersonality { level, mp_level });
    }
    let majin = |g: &[String]| g.iter().any(|x| x.eq_ignore_ascii_case("Majin"));
    if majin(&def.groups) != majin(&mp.groups) {
        return Err(AllyRefusal::Majin);
    }
    // CRD 3.0.0 "Allies": Hero Main Personalities use Hero Allies, Villains Villain Allies; a
    // Rogue Ally plays on its Main Personality's side ("Rogue Personalities"), and a side the
    // board does not give (a Rogue Main Personality with none declared) decides nothing.
    let rogue = def.groups.iter().any(|g| g.eq_ignore_ascii_case("Rogue"));
    let side = |a: Option<&str>| {
        a.filter(|a| a.eq_ignore_ascii_case("Hero") || a.eq_ignore_ascii_case("Villain"))
            .map(str::to_string)
    };
    if let (false, Some(ally), Some(mp)) = (
        rogue,
        side(def.alignment.as_deref()),
        side(state.main_personality_side(me)),
    ) {
        if !ally.eq_ignore_ascii_case(&mp) {
            return Err(AllyRefusal::Alignment { ally, mp });
        }
    }
    if who.to_ascii_lowercase().starts_with("cell jr")
        // CRD 3.0.0 "Cell Jr. Allies can only be used if Cell is your Main Personality": the
        // personality, whatever the level's title ("Cell, Stage One Lv.1").
        && !crate::engine::identity::personality_name(&mp.name)
            .eq_ignore_ascii_case("Cell")
    {
        return Err(AllyRefusal::CellJr);
    }
    Ok(AllyEntry::New)
}
