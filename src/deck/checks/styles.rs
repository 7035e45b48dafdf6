//! Mastery and Tokui-Waza: one Mastery; with one, every styled card matches its style (CRD
//! 3.0.0 and Panini: the card's style; the older errata: a style word in the title), at least
//! one Martial Arts styled card besides it, Saiyan / Namekian heritage for those styles, and no
//! styled card at all for a Freestyle Tokui-Waza. Sensei Deck cards are cited under its rule.

use super::{listing, Ctx, Finding};
use crate::deck::list::Zone;
use crate::deck::report::Severity;
use crate::deck::resolve::DeckCard;
use crate::deck::ruleset::{Kind, StyledBy};

/// The martial arts styles a card may have (Freestyle and Named are not styles).
const MARTIAL_ARTS: &[&str] = &["Red", "Blue", "Orange", "Black", "Saiyan", "Namekian"];

/// A card's martial arts style under the ruleset, if it has one. Personality cards are not
/// styled cards: a style word in a personality's title ("Goku, the Saiyan Lv.2") is its name.
fn style_of(card: &DeckCard<'_>, by: StyledBy) -> Option<String> {
    if matches!(card.kind, Kind::MainPersonality | Kind::Ally) {
        return None;
    }
    match by {
        StyledBy::CardStyle => card
            .card()
            .style
            .clone()
            .filter(|s| MARTIAL_ARTS.contains(&s.as_str())),
        StyledBy::TitleWord(words) => card
            .title
            .split_whitespace()
            .find(|w| words.contains(w))
            .map(str::to_string),
    }
}

/// The style of the deck's one Mastery (`Freestyle` included), if it has exactly one.
pub fn mastery_style(ctx: &Ctx<'_, '_>) -> Option<String> {
    let masteries: Vec<_> = ctx.deck.of_kind(Kind::Mastery).collect();
    let [m] = masteries.as_slice() else {
        return None;
    };
    let by = ctx
        .ruleset
        .mastery
        .map_or(StyledBy::CardStyle, |r| r.styled_by);
    style_of(m, by).or_else(|| {
        let first = m.title.split_whitespace().next()?;
        (first == "Freestyle").then(|| first.to_string())
    })
}

/// Checks the Mastery and the Tokui-Waza it declares.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.mastery else {
        return;
    };
    let masteries: Vec<String> = ctx
        .deck
        .of_kind(Kind::Mastery)
        .map(|c| c.title.clone())
        .collect();
    let mut push = |severity, r: &str, cards: Vec<String>, message: String| {
        out.push(Finding::new("mastery", severity, r, cards, message))
    };
    let count: u32 = ctx.deck.of_kind(Kind::Mastery).map(|c| c.count).sum();
    if count > 1 && masteries.len() > 1 {
        push(
            Severity::Illegal,
            rule.one_mastery,
            masteries.clone(),
            format!(
                "The deck has {count} Mastery cards ({}); a Tokui-Waza is declared with one Mastery card, and every Styled card must match the style of that Mastery card.",
                listing(&masteries)
            ),
        );
        return;
    }
    if masteries.is_empty() {
        return;
    }
    let Some(style) = mastery_style(ctx) else {
        push(
            Severity::JudgeChecks,
            rule.rule,
            masteries.clone(),
            format!("The style of {} cannot be read from the card; a judge checks which styled cards it allows.", listing(&masteries)),
        );
        return;
    };
    let styled: Vec<(&DeckCard<'_>, String)> = ctx
        .deck
        .cards
        .iter()
        .filter(|c| c.kind != Kind::Mastery)
        .filter(|c| !c.text.not_counted_for_style)
        .filter_map(|c| style_of(c, rule.styled_by).map(|s| (c, s)))
        .collect();
    let sensei_rule = ctx.ruleset.sensei;
    // The Golden Rule: a Main Personality whose text lets the deck include other cards
    // ("Your Life Deck may include any Styled ATTACK or SHIELD cards with 'Sword' in the
    // title.") makes off-style cards a judge's reading, not a plain violation.
    let exception = ctx.deck.mp_cards().into_iter().find_map(|c| {
        let text = &c.card().current_text;
        let at = find_ascii_ci(text, "deck may include")?;
        let start = text[..at].rfind(['(', '.']).map_or(0, |i| i + 1);
        let end = text[at..]
            .find(['.', ')'])
            .map_or(text.len(), |i| at + i + 1);
        Some((c.title.clone(), text[start..end].trim().to_string()))
    });
    for zone in [Zone::LifeDeck, Zone::SenseiDeck] {
        let wrong: Vec<String> = styled
            .iter()
            .filter(|(c, _)| (c.zone == Zone::SenseiDeck) == (zone == Zone::SenseiDeck))
            .filter(|(_, s)| style == "Freestyle" || *s != style)
            .map(|(c, _)| c.title.clone())
            .collect();
        if wrong.is_empty() {
            continue;
        }
        let (r, place) = match (zone, sensei_rule) {
            (Zone::SenseiDeck, Some(r)) => (r, "Sensei Deck"),
            (Zone::SenseiDeck, None) => (rule.rule, "Sensei Deck"),
            _ => (rule.rule, "deck"),
        };
        let (r, what) = if style == "Freestyle" {
            (
                rule.freestyle.unwrap_or(r),
                "a Freestyle Tokui-Waza allows no styled card".to_string(),
            )
        } else {
            (r, format!("styled cards must match the {style} Mastery"))
        };
        match &exception {
            Some((mp, quote)) => push(
                Severity::JudgeChecks,
                r,
                wrong.clone(),
                format!("{} in the {place}: {what}, but \"{mp}\" reads \"{quote}\"; a judge checks which of them it allows.", listing(&wrong)),
            ),
            None => push(
                Severity::Illegal,
                r,
                wrong.clone(),
                format!("{} in the {place}: {what}.", listing(&wrong)),
            ),
        }
    }
    if let StyledBy::TitleWord(words) = rule.styled_by {
        title_word_forms(ctx, words, &style, rule.rule, &mut push);
    }
    if let Some(r) = rule.needs_martial_arts.filter(|_| style != "Freestyle") {
        if !styled
            .iter()
            .any(|(c, s)| *s == style && c.zone != Zone::SenseiDeck)
        {
            push(
                Severity::Illegal,
                r,
                masteries.clone(),
                format!("{} {style} Tokui-Waza needs at least one {style} styled card besides the Mastery in the Life Deck.", article(&style)),
            );
        }
    }
    if let Some((_, group, list)) = rule.heritage.iter().find(|(s, _, _)| *s == style) {
        let mp = ctx.deck.mp_cards();
        if let Some(first) = mp.first() {
            if !first.card().groups.iter().any(|g| g == group) {
                push(
                    Severity::Illegal,
                    rule.rule,
                    vec![masteries[0].clone(), first.title.clone()],
                    format!("{} {style} Tokui-Waza needs a Main Personality with {group}; \"{}\" is not on that list ({list}).", article(&style), first.title),
                );
            }
        }
    }
}

/// Under a title-word rule, a title word that is the plural or possessive of a style word
/// ("Double Saiyans") is left to the judge: the document says "a martial arts style in the title".
fn title_word_forms(
    ctx: &Ctx<'_, '_>,
    words: &[&str],
    style: &str,
    r: &str,
    push: &mut impl FnMut(Severity, &str, Vec<String>, String),
) {
    let near: Vec<String> = ctx
        .deck
        .cards
        .iter()
        .filter(|c| !matches!(c.kind, Kind::MainPersonality | Kind::Ally | Kind::Mastery))
        .filter(|c| {
            c.title.split_whitespace().any(|w| {
                words.iter().any(|s| {
                    *s != style
                        && w.strip_prefix(s)
                            .is_some_and(|rest| ["s", "'s", "’s"].contains(&rest))
                })
            })
        })
        .map(|c| c.title.clone())
        .collect();
    if !near.is_empty() {
        push(
            Severity::JudgeChecks,
            r,
            near.clone(),
            format!("{} {} another form of a style word in the title; the document counts cards \"that have a martial arts style in the title\" against {} {style} Tokui-Waza, and a judge decides whether this one does.", listing(&near), if near.len() == 1 { "has" } else { "have" }, article(style).to_lowercase()),
        );
    }
}

/// "A" or "An" before a style name.
fn article(style: &str) -> &'static str {
    if style.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "An"
    } else {
        "A"
    }
}

/// The byte offset of an ASCII `needle` in `text`, ignoring ASCII case. Searching the text
/// itself (not a lowercased copy, whose offsets can differ for non-ASCII letters) keeps the
/// offset on a character boundary of `text`, so slicing there cannot panic.
fn find_ascii_ci(text: &str, needle: &str) -> Option<usize> {
    let n = needle.as_bytes();
    text.as_bytes()
        .windows(n.len())
        .position(|w| w.eq_ignore_ascii_case(n))
}

#[cfg(test)]
mod tests {
    use super::find_ascii_ci;

    #[test]
    fn the_exception_sentence_is_found_on_a_character_boundary() {
        // "İ" lowercases to two characters (3 bytes where it had 2): an offset taken from a
        // lowercased copy would fall inside a character of the original text.
        let text = "İİİ Your Life Deck may include any Styled cards.";
        let at = find_ascii_ci(text, "deck may include").expect("found");
        assert!(text.is_char_boundary(at));
        assert_eq!(&text[at..at + 4], "Deck");
        assert_eq!(find_ascii_ci("no such words", "deck may include"), None);
    }
}
