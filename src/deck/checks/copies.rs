//! Copies per title: the ruleset's limit per title, one copy of each Mastery, Main Personality
//! level, Sensei card, Dragon Ball and Personality card, 4 of a named card matching the MP
//! exactly (3 of other named cards, and the document's exceptions), the card's own text's limit,
//! the Restricted (1) and Semi-Restricted (2) lists. Sensei Deck copies count.

use super::{Ctx, Finding};
use crate::corpus::names::{normalise, title_case};
use crate::corpus::LegalityStatus;
use crate::deck::report::Severity;
use crate::deck::resolve::DeckCard;

/// One limit on a title and the reason for it.
struct Limit {
    n: u32,
    rule: String,
    why: String,
    severity: Severity,
}

/// Checks every title's copies against its limits.
pub fn check(ctx: &Ctx<'_, '_>, out: &mut Vec<Finding>) {
    let Some(rule) = ctx.ruleset.copies else {
        return;
    };
    let mut titles: Vec<(&str, u32, &DeckCard<'_>)> = Vec::new();
    for c in &ctx.deck.cards {
        match titles.iter_mut().find(|(t, _, _)| *t == c.title) {
            Some((_, n, _)) => *n += c.count,
            None => titles.push((&c.title, c.count, c)),
        }
    }
    for (title, n, card) in titles {
        let limits = limits(ctx, rule, card);
        let Some(worst) = limits
            .iter()
            .filter(|l| n > l.n)
            .min_by_key(|l| (l.n, l.severity))
        else {
            continue;
        };
        out.push(Finding::new(
            "copies",
            worst.severity,
            &worst.rule,
            vec![title.to_string()],
            format!(
                "{n} copies of \"{title}\"; {} allows {} ({}).",
                if worst.severity == Severity::Illegal {
                    "the rule"
                } else {
                    "the document states no limit for it, the nearest rule"
                },
                worst.n,
                worst.why
            ),
        ));
    }
}

/// The limits on one title.
fn limits(ctx: &Ctx<'_, '_>, rule: crate::deck::ruleset::CopyRule, c: &DeckCard<'_>) -> Vec<Limit> {
    let illegal = |n: u32, rule: &str, why: String| Limit {
        n,
        rule: rule.to_string(),
        why,
        severity: Severity::Illegal,
    };
    let mut out = Vec::new();
    // The lists first: on a tie with the text's own limit, the list is cited.
    for l in c
        .card()
        .legality
        .iter()
        .filter(|l| l.doc == ctx.ruleset.doc)
    {
        let n = match l.status {
            LegalityStatus::Restricted => 1,
            LegalityStatus::SemiRestricted => 2,
            _ => continue,
        };
        out.push(illegal(
            n,
            &l.section,
            format!(
                "{} list",
                if n == 1 {
                    "Restricted"
                } else {
                    "Semi-Restricted"
                }
            ),
        ));
    }
    if let Some((_, r)) = rule.one_each.iter().find(|(k, _)| *k == c.kind) {
        out.push(illegal(1, r, "one of each per deck".into()));
    }
    let text = &c.text;
    let named = c.card().style.as_deref() == Some("Named");
    let mp = ctx.deck.mp.as_deref();
    let matches_mp = mp.is_some_and(|mp| names_exactly(&c.title, mp, rule.alternates));
    let exception = rule.named_exceptions.iter().find(|e| {
        mp == Some(e.mp)
            && e.named
                .iter()
                .any(|who| names_exactly(&c.title, who, rule.alternates))
    });
    if let Some(n) = text.copies_allowed {
        out.push(illegal(n, rule.rule, "its text allows that many".into()));
    } else if let (true, Some(e)) = (named && rule.named_mp.is_some(), exception) {
        out.push(illegal(
            e.n,
            e.rule,
            format!(
                "the document's limit for these named cards with {} as the Main Personality",
                title_case(e.mp)
            ),
        ));
    } else if named && matches_mp && rule.named_mp.is_some() {
        let n = rule.named_mp.unwrap_or(4);
        out.push(illegal(
            n,
            rule.named_rule,
            "a named card of the Main Personality".into(),
        ));
    } else if named && rule.named_mp.is_some() {
        match rule.named_other.or(rule.per_title) {
            Some(n) if rule.named_other.is_some() => out.push(illegal(
                n,
                rule.named_other_rule,
                "a named card whose name does not match the Main Personality's exactly".into(),
            )),
            Some(n) => out.push(Limit {
                n,
                rule: rule.named_rule.to_string(),
                why: "a named card not matching the Main Personality".into(),
                severity: Severity::JudgeChecks,
            }),
            None => {}
        }
    } else if let Some(n) = rule.per_title {
        out.push(illegal(n, rule.rule, "copies per title".into()));
    }
    if let Some((n, unless)) = &text.limit {
        let style = super::styles::mastery_style(ctx).map(|s| s.to_lowercase());
        let lifted = unless
            .as_deref()
            .is_some_and(|u| match u.strip_suffix(" tokui-waza") {
                Some(tw) => style.as_deref() == Some(tw),
                None => ctx.deck.mp.as_deref() == Some(normalise(u).as_str()),
            });
        if !lifted {
            out.push(illegal(
                *n,
                rule.rule,
                format!("its text says \"Limit {n} per deck\""),
            ));
        }
    }
    out
}

/// True when a title names this character and not an alternate personality whose name holds
/// it (`Kid Trunks Kick` names Kid Trunks, not Trunks).
fn names_exactly(title: &str, character: &str, alternates: &[&str]) -> bool {
    names_character(title, character)
        && !alternates
            .iter()
            .any(|a| *a != character && a.contains(character) && names_character(title, a))
}

/// True when a title names this character (`Goku's Physical Attack`, `Goku Kamehameha`).
pub fn names_character(title: &str, character: &str) -> bool {
    let words: Vec<String> = normalise(title).split(' ').map(str::to_string).collect();
    let want: Vec<&str> = character.split(' ').collect();
    words.windows(want.len()).any(|w| {
        w.iter().zip(&want).enumerate().all(|(i, (got, want))| {
            got == want || (i + 1 == w.len() && got.strip_suffix('s') == Some(want))
        })
    })
}
