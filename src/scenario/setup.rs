//! The start-of-game declarations a board states, checked against the set-up and deck-building
//! rules: a Rogue Main Personality's declared side (CRD 3.0.0 "Rogue Personalities") and the
//! declared Tokui-Waza with its Mastery (CRD 3.0.0 "Mastery Cards", "Tokui-Waza", the heritage
//! the deck check reads from `deck::ruleset`). A board no legal game reaches is reported.

use crate::corpus::only_groups::ROGUE_SECTION;
use crate::engine::state::{BoardState, PlayerId};

use super::format::PlayerSetup;

/// The side as the engine keeps it: `Hero` or `Villain` (any case), else the text as given
/// (which [`setup_problems`] reports).
pub(super) fn declared_side(text: &str) -> String {
    match text.trim().to_ascii_lowercase().as_str() {
        "hero" => "Hero".to_string(),
        "villain" => "Villain".to_string(),
        _ => text.to_string(),
    }
}

/// The problems of `p`'s declarations on the board built from `s`.
pub(super) fn setup_problems(
    state: &BoardState,
    ruleset: &str,
    p: PlayerId,
    s: &PlayerSetup,
    problems: &mut Vec<String>,
) {
    let k = p.key();
    let pl = state.player(p);
    let Some(&first) = pl.mp.levels.first() else {
        return;
    };
    let mp = state.def(first);
    if let Some(side) = &s.main_personality.alignment {
        let at = format!("players.{k}.main_personality.alignment");
        let side = declared_side(side);
        let printed = mp.alignment.as_deref().unwrap_or_default();
        if side != "Hero" && side != "Villain" {
            problems.push(format!(
                "{at}: \"{side}\" is not a side (expected \"Hero\" or \"Villain\", the side a Rogue Main Personality is declared at the start of the game: {ROGUE_SECTION})"
            ));
        } else if !mp.groups.iter().any(|g| g == "Rogue") && !printed.eq_ignore_ascii_case(&side) {
            problems.push(format!(
                "{at}: {} is a {printed}, not a Rogue Personality; only a Rogue is declared a Hero or a Villain at the start of the game ({ROGUE_SECTION})",
                mp.name
            ));
        }
    }
    let tokui = pl.tokui_waza.as_deref().filter(|t| !t.trim().is_empty());
    // "To play a Mastery card, you must declare a Tokui-Waza" (CRD 3.0.0 "Mastery Cards").
    if let Some(m) = pl.in_play.mastery {
        let mastery = state.def(m);
        match (tokui, mastery.style.as_deref()) {
            (None, _) => problems.push(format!(
                "players.{k}.in_play.mastery: {} is in play but no Tokui-Waza is declared (players.{k}.tokui_waza); to play a Mastery card you must declare a Tokui-Waza (crd-3.0.0/mastery-cards)",
                mastery.name
            )),
            (Some(t), Some(style)) if !style.eq_ignore_ascii_case(t) => problems.push(format!(
                "players.{k}.in_play.mastery: {} is a {style} Mastery, but the declared Tokui-Waza is {t}; a Tokui-Waza is declared with a Mastery card of its style (crd-3.0.0/tokui-waza)",
                mastery.name
            )),
            _ => {}
        }
    }
    // "To declare a Saiyan Tokui-Waza, your Main Personality must have Saiyan Heritage" (and
    // Namekian): the deck check's table.
    let Some(t) = tokui else { return };
    let heritage = crate::deck::ruleset::find(ruleset)
        .and_then(|r| r.mastery)
        .map(|m| m.heritage)
        .unwrap_or_default();
    if let Some((style, group, list)) = heritage.iter().find(|(s, _, _)| s.eq_ignore_ascii_case(t))
    {
        if !mp.groups.iter().any(|g| g == group) {
            problems.push(format!(
                "players.{k}.tokui_waza: a {style} Tokui-Waza needs a Main Personality with {group}, and {} is not on that list ({list}; crd-3.0.0/tokui-waza)",
                mp.name
            ));
        }
    }
}
