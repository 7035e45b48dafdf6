//! Allies (Personality cards other than the MP): 2 levels below the MP's top, of its alignment
//! (a Rogue MP's from the list's `Alignment:` line or its Allies, never both), not its character,
//! not High-Tech, Majin only with a Majin MP (and vice versa), Cell Jr. only with Cell; under
//! the Panini rule book, no two sharing a name and none in the Life Deck.

use super::{Ctx, Finding};
use crate::deck::list::Zone;
use crate::deck::report::Severity;
use crate::deck::resolve::DeckCard;
use crate::deck::ruleset::Kind;

/// True when a printing is High-Tech (the pool's printing tag `HT`, `BuS HT`, `HT1`).
fn high_tech(card: &crate::corpus::Card) -> bool {
    card.variant
        .as_deref()
        .is_some_and(|v| v.split_whitespace().any(|w| w.starts_with("HT")))
}

/// Checks every Ally.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.allies else {
        return;
    };
    let mp = ctx.deck.mp_cards();
    let mp_top = mp.iter().filter_map(|c| c.level()).max();
    let mp_card = mp.first().map(|c| c.card());
    let mp_name = ctx.deck.mp.clone().unwrap_or_default();
    let mp_majin = mp_card.is_some_and(|c| c.groups.iter().any(|g| g == "Majin"));
    let mut seen: Vec<String> = vec![mp_name.clone()];
    let rogue = rule
        .rogue
        .filter(|_| mp_card.is_some_and(|c| c.groups.iter().any(|g| g == "Rogue")));
    let mp_alignment = match rogue {
        Some(r) => rogue_alignment(ctx, r, out),
        None => mp_card.and_then(|m| m.alignment.clone()),
    };
    // Personality cards of the Sensei Deck (Fusion personalities start there) are not Allies.
    for ally in ctx
        .deck
        .of_kind(Kind::Ally)
        .filter(|c| c.zone != Zone::SenseiDeck)
    {
        let mut push = |severity, r: &str, message: String| {
            out.push(Finding::new(
                "allies",
                severity,
                r,
                vec![ally.title.clone()],
                message,
            ))
        };
        let t = &ally.title;
        let card = ally.card();
        let character = ally.character();
        if let (Some((n, r)), Some(top), Some(level)) = (rule.levels_below, mp_top, ally.level()) {
            if level + n > top {
                push(Severity::Illegal, r, format!("Ally \"{t}\" is level {level}; Allies must be at least {n} levels below the Main Personality's highest level ({top})."));
            }
        }
        if let (Some(r), Some(_)) = (rule.alignment, mp_card) {
            match (mp_alignment.as_deref(), card.alignment.as_deref()) {
                (Some(a), Some(b)) if a != b && rogue.is_some() => push(Severity::Illegal, rogue.unwrap_or(r), format!("Ally \"{t}\" is a {b}; the list declares its Rogue Main Personality a {a}, and a Rogue's alignment is decided as the deck is built.")),
                (Some(a), Some(b)) if a != b => push(Severity::Illegal, r, format!("Ally \"{t}\" is a {b}; a {a} Main Personality may include only {a} Allies.")),
                (None, Some(_)) if rogue.is_some() => {}
                (Some(_), Some(_)) => {}
                _ => push(Severity::JudgeChecks, r, format!("The pool gives no Hero/Villain alignment for \"{t}\" or the Main Personality; a judge checks the Ally's alignment.")),
            }
        }
        if let Some(r) = rule.not_mp_character {
            if !mp_name.is_empty() && character == mp_name {
                push(Severity::Illegal, r, format!("\"{t}\" is the Main Personality's character; it cannot be an Ally in the Life Deck."));
            }
        }
        if let Some(r) = rule.no_high_tech {
            check_high_tech(ally, r, &mut push);
        }
        if let (Some(r), Some(_)) = (rule.majin, mp_card) {
            let majin = card.groups.iter().any(|g| g == "Majin");
            if majin && !mp_majin {
                push(Severity::Illegal, r, format!("\"{t}\" is a Majin Ally; only a Majin Main Personality may include Majin Allies."));
            } else if mp_majin && !majin {
                push(Severity::Illegal, r, format!("\"{t}\" is not a Majin; a Majin Main Personality may use only Majin Allies."));
            }
        }
        if let Some(r) = rule.cell_jr {
            if character.starts_with("cell jr") && mp_name != "cell" {
                push(Severity::Illegal, r, format!("\"{t}\" is a Cell Jr. Ally; Cell Jr. Allies can only be used if Cell is the Main Personality."));
            }
        }
        if let Some(r) = rule.unique_names {
            if seen.contains(&character) {
                push(
                    Severity::Illegal,
                    r,
                    format!(
                        "Ally \"{t}\" shares its name with another Ally or the Main Personality."
                    ),
                );
            }
            seen.push(character.clone());
        }
        if let Some(r) = rule.not_in_life_deck {
            if ally.zone == Zone::LifeDeck {
                push(Severity::Illegal, r, format!("\"{t}\" is a Personality card in the Life Deck; the Life Deck cannot contain Personality cards."));
            }
        }
    }
}

/// The alignment of a Rogue Main Personality's deck: the one the list declares, else the one its
/// Allies share. Hero and Villain Allies together are the finding ("You cannot have both Hero
/// and Villain allies in your deck").
fn rogue_alignment(ctx: &Ctx<'_, '_>, r: &str, out: &mut Vec<Finding>) -> Option<String> {
    if ctx.deck.alignment.is_some() {
        return ctx.deck.alignment.clone();
    }
    let allies: Vec<&DeckCard<'_>> = ctx
        .deck
        .of_kind(Kind::Ally)
        .filter(|c| c.zone != Zone::SenseiDeck)
        .collect();
    let of = |a: &str| -> Vec<String> {
        allies
            .iter()
            .filter(|c| c.card().alignment.as_deref() == Some(a))
            .map(|c| c.title.clone())
            .collect()
    };
    let (heroes, villains) = (of("Hero"), of("Villain"));
    match (heroes.is_empty(), villains.is_empty()) {
        (false, false) => {
            out.push(Finding::new(
                "allies",
                Severity::Illegal,
                r,
                heroes.iter().chain(&villains).cloned().collect(),
                format!("The Rogue Main Personality has Hero Allies ({}) and Villain Allies ({}); its alignment is decided as the deck is built and it cannot have both.", super::listing(&heroes), super::listing(&villains)),
            ));
            // Each Ally is then judged by that finding alone.
            None
        }
        (false, true) => Some("Hero".into()),
        (true, false) => Some("Villain".into()),
        (true, true) => None,
    }
}

fn check_high_tech(ally: &DeckCard<'_>, r: &str, push: &mut impl FnMut(Severity, &str, String)) {
    let ht = ally.printings.iter().filter(|c| high_tech(c)).count();
    let t = &ally.title;
    if ht == ally.printings.len() {
        push(
            Severity::Illegal,
            r,
            format!("\"{t}\" is a High-Tech personality card; High-Tech cards cannot be Allies."),
        );
    } else if ht > 0 {
        push(Severity::JudgeChecks, r, format!("\"{t}\" has a High-Tech printing and the list does not say which printing it is; a High-Tech card cannot be an Ally (name the printing's number, e.g. \"{t} ({})\").", ally.printings.iter().find(|c| !high_tech(c)).map_or("", |c| c.number.as_str())));
    }
}
