//! Who may use a card. "___ only" cards (Heroes, Villains, heritages, names; the CRD's "Piccolo
//! and Nail only" = Namekian Heritage and so on): the documents restrict their use, not their
//! place in a deck, so one no personality of the deck fits is a judge check. Panini named cards
//! need their personality among the deck's Personalities (a deck rule: illegal otherwise).

use super::copies::names_character;
use super::{Ctx, Finding};
use crate::corpus::names::normalise;
use crate::corpus::{Card, Game};
use crate::deck::card_text::title as title_case;
use crate::deck::report::Severity;
use crate::deck::resolve::{character_of, DeckCard};

/// True when a personality card fits one name of an "only" list.
fn fits(p: &DeckCard<'_>, name: &str) -> bool {
    let card = p.card();
    let key = normalise(name);
    let alignment = card.alignment.as_deref().unwrap_or("").to_lowercase();
    match key.as_str() {
        "heroes" | "hero" => alignment == "hero",
        "villains" | "villain" => alignment == "villain",
        _ => {
            card.groups.iter().any(|g| normalise(g) == key)
                || names_character(name, &p.character())
                || names_character(&p.title, &key)
        }
    }
}

/// Checks "only" cards and Panini named cards.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let people: Vec<&DeckCard<'_>> = ctx
        .deck
        .cards
        .iter()
        .filter(|c| c.is_personality())
        .collect();
    if let Some(rule) = ctx.ruleset.only {
        let mut seen: Vec<&str> = Vec::new();
        for c in &ctx.deck.cards {
            if seen.contains(&c.title.as_str()) {
                continue;
            }
            seen.push(&c.title);
            for names in &c.text.only {
                let printed = names.join(", ");
                let (names, r) = match rule
                    .read_as
                    .iter()
                    .find(|(p, _, _)| normalise(p) == normalise(&printed))
                {
                    Some((_, as_, r)) => (vec![as_.to_string()], *r),
                    None => (names.clone(), rule.rule),
                };
                if people.iter().any(|p| names.iter().any(|n| fits(p, n))) {
                    continue;
                }
                out.push(Finding::new(
                    "only",
                    Severity::JudgeChecks,
                    r,
                    vec![c.title.clone()],
                    format!(
                        "\"{}\" is \"{} only\" and no personality of this deck fits it: it may be in the deck but cannot be used.",
                        c.title,
                        names.join(", ")
                    ),
                ));
            }
        }
    }
    if let Some(r) = ctx.ruleset.named_need_personality {
        named_cards(ctx, &people, r, out);
    }
}

/// Panini: a card whose title starts with a personality's name (`Bardocks Riot Javelin`)
/// needs that personality in the deck.
fn named_cards(ctx: &Ctx<'_, '_>, people: &[&DeckCard<'_>], r: &str, out: &mut Vec<Finding>) {
    let mut characters: Vec<String> = ctx
        .corpus
        .cards()
        .iter()
        .filter(|c: &&Card| c.game == Game::PaniniDbzTcg && c.level.is_some())
        .map(character_of)
        .collect();
    characters.sort_unstable();
    characters.dedup();
    let have: Vec<String> = people.iter().map(|p| p.character()).collect();
    for c in ctx.deck.cards.iter().filter(|c| !c.is_personality()) {
        let key = normalise(&c.title);
        let named = characters.iter().find(|ch| {
            key.strip_prefix(ch.as_str())
                .is_some_and(|rest| rest.starts_with("s "))
        });
        let Some(ch) = named else { continue };
        if !have.contains(ch) {
            out.push(Finding::new(
                "only",
                Severity::Illegal,
                r,
                vec![c.title.clone()],
                format!(
                    "\"{}\" is a named card of {}, who is not one of this deck's Personalities.",
                    c.title,
                    title_case(ch)
                ),
            ));
        }
    }
}
