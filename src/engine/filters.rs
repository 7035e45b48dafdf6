//! Card filters: whether a card qualifies under a [`CardFilter`] ("a Red Style Drill", "a level 2
//! Ally") and the filter in words. Searches, Endurance granted to cards, costs and targets all
//! read them (CRD 3.0.0 "Styled Cards", "Dragon Balls" for Dragon Ball Immunity in Life Deck
//! searches).

use super::card_kinds::CardKind;
use super::effects::CardFilter;
use super::named_cards::{is_named_filter, names_personality};
use super::state::CardDef;

/// The six Martial Arts Styles (CRD "Styled Cards").
pub(in crate::engine) const STYLES: &[&str] =
    &["red", "blue", "black", "orange", "saiyan", "namekian"];

/// True when `word` occurs in the lower-cased `title` where a word starts: "a card with the word
/// "Power" in the title" finds "Power Blast" (and "Powerful"), never "Empowered Kamehameha" or
/// "Black Overpowering Attack" (the word is not in those titles).
fn has_word_start(title: &str, word: &str) -> bool {
    title.match_indices(word).any(|(i, _)| {
        title[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// True when a card qualifies under a filter (`life_deck_search`: Dragon Ball Immunity applies).
pub(crate) fn qualifies(def: &CardDef, f: &CardFilter, life_deck_search: bool) -> bool {
    let lower = |s: &str| s.to_lowercase();
    let name = lower(&def.name);
    let is_type = |t: &str| {
        def.card_type.eq_ignore_ascii_case(t)
            || (t == "Drill" && def.is_drill())
            // A Drill is a kind of Non-Combat card (CRD "Drill Cards", under the Non-Combat
            // kinds), whatever type a scenario-defined card gives it.
            || (t == "Non-Combat" && def.is_drill())
            || (t == "Dragon Ball" && def.is_dragon_ball())
    };
    if !f.types.is_empty() && !f.types.iter().any(|t| is_type(t)) {
        return false;
    }
    if life_deck_search && def.is_dragon_ball() && !f.types.iter().any(|t| t == "Dragon Ball") {
        return false;
    }
    if f.no_dragon_balls && def.is_dragon_ball() {
        return false;
    }
    if let Some(style) = &f.style {
        let first = name.split_whitespace().next().unwrap_or("");
        // A title's style its ruling or text denies ("This card is not considered a black
        // fighting style card.", `card_kinds`) is no style: the card is Freestyle.
        let title_style = STYLES.contains(&first)
            && def
                .kind_statement(&CardKind::Style(first.to_string()))
                .is_none_or(|k| k.is);
        let ok = if style.eq_ignore_ascii_case("freestyle") {
            !title_style
        } else if style.eq_ignore_ascii_case("styled") {
            // "Styled cards": a card of any of the six styles (CRD "Styled Cards").
            title_style
        } else {
            title_style && first == lower(style)
        };
        if !ok {
            return false;
        }
    }
    if let Some(t) = &f.title_has {
        let named = if is_named_filter(t) {
            names_personality(&def.name, t)
        } else {
            has_word_start(&name, &lower(t))
        };
        if !named {
            return false;
        }
    }
    if !f.named_any.is_empty() && !f.named_any.iter().any(|n| names_personality(&def.name, n)) {
        return false;
    }
    if f.any_named && !crate::engine::named_cards::is_named_card(&def.name) {
        return false;
    }
    if let Some(t) = &f.title {
        if name != lower(t) {
            return false;
        }
    }
    if !f.titles_any.is_empty() && !f.titles_any.iter().any(|t| name == lower(t)) {
        return false;
    }
    if let Some(t) = &f.not_title {
        let straight = |s: &str| lower(s).replace('\u{2019}', "'");
        if straight(&def.name) == straight(t) {
            return false;
        }
    }
    if let Some(t) = &f.text_has {
        if !lower(&def.text).contains(&lower(t)) {
            return false;
        }
    }
    if let Some(l) = f.level {
        if def.level != Some(l) {
            return false;
        }
    }
    if let Some(r) = &f.rarity {
        if !def
            .rarity
            .as_deref()
            .is_some_and(|d| d.eq_ignore_ascii_case(r))
        {
            return false;
        }
    }
    true
}

/// A filter's words with their article ("a card", "an Energy Combat card"); a quoted title
/// keeps none.
pub(in crate::engine) fn with_article(what: &str) -> String {
    match what.chars().next() {
        Some('"') | None => what.to_string(),
        Some(c) if "aeiouAEIOU".contains(c) => format!("an {what}"),
        Some(_) => format!("a {what}"),
    }
}

/// The cards a filter names, in words ("a Red Style Drill", "any card").
pub(in crate::engine) fn describe(f: &CardFilter) -> String {
    let mut parts = Vec::new();
    if let Some(s) = &f.style {
        if s.eq_ignore_ascii_case("styled") {
            parts.push("Styled".into());
        } else {
            parts.push(format!("{s} Style"));
        }
    }
    if let Some(l) = f.level {
        parts.push(format!("level {l}"));
    }
    if f.no_dragon_balls {
        parts.push("non-Dragon Ball".into());
    }
    if let Some(t) = &f.text_has {
        parts.push(format!("\"{t}\""));
    }
    let noun = if f.types.is_empty() {
        "card".to_string()
    } else {
        f.types
            .iter()
            .map(|t| {
                if t == "Personality" {
                    "Ally"
                } else {
                    t.as_str()
                }
            })
            .collect::<Vec<_>>()
            .join(" or ")
    };
    parts.push(noun);
    let mut s = parts.join(" ");
    if let Some(t) = &f.title {
        s = format!("\"{t}\"");
    }
    if !f.titles_any.is_empty() {
        let quoted: Vec<String> = f.titles_any.iter().map(|t| format!("\"{t}\"")).collect();
        s = quoted.join(" or ");
    }
    if let Some(t) = &f.title_has {
        s.push_str(&format!(" with \"{t}\" in the title"));
    }
    if !f.named_any.is_empty() {
        s.push_str(&format!(" Named for {}", f.named_any.join(" or ")));
    }
    if f.any_named {
        s = format!("Named {s}");
    }
    if let Some(t) = &f.not_title {
        s.push_str(&format!(" other than \"{t}\""));
    }
    if f.not_in_play {
        s.push_str(" that is not in play");
    }
    if f.same_type_as_moved {
        s.push_str(" of the same card type as the card just moved");
    }
    // `piles::named_card_searches`: before the name is known, the kind that may be named.
    if f.named_by_user && f.title.is_none() {
        s = format!("copy of the {s} named");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::has_word_start;

    /// Majin Vegeta's Powerful Drill: "search your Life Deck for a card with the word "Power" in
    /// the title" (the blind audit of 2026-11-28 found mid-word titles accepted).
    #[test]
    fn a_word_in_the_title_starts_a_word() {
        for title in [
            "power boost",
            "majin vegeta's powerful drill",
            "energy power up!",
        ] {
            assert!(has_word_start(title, "power"), "{title}");
        }
        for title in [
            "empowered kamehameha",
            "black overpowering attack",
            "empowerment!",
        ] {
            assert!(!has_word_start(title, "power"), "{title}");
        }
    }

    /// Black Water Confusion Drill (Trunks Saga #30): "This card is not considered a black
    /// fighting style card." A search for a Black Style card does not take it; it is Freestyle.
    #[test]
    fn a_style_its_text_denies_is_no_style() {
        use crate::engine::card_kinds;
        use crate::engine::effects::CardFilter;
        use crate::engine::state::CardDef;
        let text = "No dragon balls may be played while this drill is in play. Limit 1 per deck. This card is not considered a black fighting style card.";
        let mut def = CardDef::plain("Black Water Confusion Drill", "Non-Combat");
        def.kinds = card_kinds::read(None, text);
        let style = |s: &str| CardFilter {
            style: Some(s.into()),
            ..CardFilter::default()
        };
        assert!(!super::qualifies(&def, &style("Black"), false));
        assert!(!super::qualifies(&def, &style("Styled"), false));
        assert!(super::qualifies(&def, &style("Freestyle"), false));
        assert!(!def.has_style("Black"));
        // Without the sentence its title's first word makes it Black.
        def.kinds.clear();
        assert!(super::qualifies(&def, &style("Black"), false));
    }
}
