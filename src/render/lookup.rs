//! Text for `sources`, `rule` and `card`.

use std::fmt::Write;

use super::Style;
use crate::commands::lookup::{CardCandidate, CardReport, CardView, RuleReport, SourcesReport};
use crate::corpus::LegalityStatus;

pub(super) fn sources(r: &SourcesReport, st: &Style) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", st.heading("Documents"));
    for d in &r.documents {
        let version = [d.version.as_str(), d.date.as_str()]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(
            out,
            "  {}  {}{}\n      {} · {} · {} sections · {} rulings · from {}",
            st.label(&d.id),
            d.title,
            if version.is_empty() {
                String::new()
            } else {
                format!(" ({version})")
            },
            d.game.display_name(),
            d.kind,
            d.sections,
            d.rulings,
            st.id(&d.origin),
        );
    }
    let _ = writeln!(out, "\n{}", st.heading("Card pools"));
    for p in &r.card_pools {
        match &p.note {
            Some(note) if p.cards == 0 && p.documents_only == 0 => {
                let _ = writeln!(out, "  {:<24} {}", p.game.display_name(), st.warn(note));
            }
            _ => {
                let _ = writeln!(
                    out,
                    "  {:<24} {} cards{}",
                    p.game.display_name(),
                    p.cards,
                    if p.documents_only > 0 {
                        format!(" (+{} known only from rulings)", p.documents_only)
                    } else {
                        String::new()
                    }
                );
            }
        }
    }
    out
}

pub(super) fn rule(r: &RuleReport, st: &Style) -> String {
    let mut out = String::new();
    let Some(s) = &r.section else {
        let _ = writeln!(out, "no section with id {}", r.query);
        if !r.closest.is_empty() {
            let _ = writeln!(out, "closest ids:");
            for id in &r.closest {
                let _ = writeln!(out, "  {id}");
            }
        }
        return out;
    };
    let _ = writeln!(out, "{}", st.heading(&s.path.join(" › ")));
    let _ = writeln!(
        out,
        "{}  {}",
        st.id(&s.id),
        st.id(r.document.as_deref().unwrap_or(&s.doc))
    );
    if !s.text.trim().is_empty() {
        let _ = writeln!(out, "\n{}", st.wrap(&s.text, 2));
    }
    for note in &s.editor_notes {
        let _ = writeln!(
            out,
            "\n{}",
            st.warn(&st.wrap(&format!("Editor's note: {note}"), 2))
        );
    }
    if let Some(ruling) = &r.ruling {
        if let Some(t) = &ruling.treat_as {
            let _ = writeln!(out, "\n  {} {}", st.label("Treat as:"), t);
        }
    }
    if let Some(card) = &r.card {
        let _ = writeln!(out, "\n  card: {} {}", card.title, st.id(&card.id));
    }
    if !r.items.is_empty() {
        let _ = writeln!(out);
        for item in &r.items {
            match item.number {
                Some(n) => {
                    let body = st.wrap(&format!("{n}) {}", item.text), 4);
                    let _ = writeln!(out, "{}\n    {}", body, st.id(&item.id));
                }
                None => {
                    let _ = writeln!(out, "  › {}  {}", item.title, st.id(&item.id));
                }
            }
        }
    }
    if let Some(p) = &r.parent {
        let _ = writeln!(out, "\n  in: {}  {}", p.title, st.id(&p.id));
    }
    out
}

fn candidates(out: &mut String, list: &[CardCandidate], st: &Style) {
    for c in list {
        let _ = writeln!(
            out,
            "  {}  ({}, {})  {}",
            c.name,
            c.set,
            c.game.display_name(),
            st.id(&c.id)
        );
    }
}

pub(super) fn card(r: &CardReport, st: &Style) -> String {
    let mut out = String::new();
    if r.cards.is_empty() {
        if !r.ambiguous.is_empty() {
            let _ = writeln!(out, "\"{}\" matches several cards equally well:", r.query);
            candidates(&mut out, &r.ambiguous, st);
        } else {
            let _ = writeln!(out, "no card named \"{}\"", r.query);
            if !r.closest.is_empty() {
                let _ = writeln!(out, "closest names:");
                candidates(&mut out, &r.closest, st);
            }
        }
        return out;
    }
    for (i, v) in r.cards.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(out);
        }
        card_view(&mut out, v, st);
    }
    out
}

fn card_view(out: &mut String, v: &CardView, st: &Style) {
    let c = &v.card;
    let _ = writeln!(out, "{}", st.heading(&c.name));
    let mut facts = vec![c.card_type.clone(), format!("{} #{}", c.set, c.number)];
    if let Some(style) = &c.style {
        facts.push(style.clone());
    }
    if let Some(r) = &c.rarity {
        facts.push(r.clone());
    }
    if let Some(p) = c.pur {
        facts.push(format!("PUR {p}"));
    }
    let _ = writeln!(out, "{}  {}", facts.join(" · "), st.id(&c.id));
    if c.documents_only {
        let _ = writeln!(
            out,
            "{}",
            st.warn("not in the card pool: known only from the documents' rulings")
        );
    }
    for s in &v.statuses {
        let label = match s.legality.status {
            LegalityStatus::Banned => st.alert("BANNED"),
            LegalityStatus::Restricted => st.alert("RESTRICTED (limit 1 per deck)"),
            LegalityStatus::SemiRestricted => st.alert("SEMI-RESTRICTED (limit 2 per deck)"),
            LegalityStatus::LeagueOnly => st.warn("LEAGUE ONLY"),
            LegalityStatus::TuffEnuffOnly => st.warn("TUFF ENUFF ONLY"),
        };
        let _ = writeln!(
            out,
            "{label}  per {} ({})",
            s.section_title,
            st.id(&s.legality.section)
        );
    }
    if !c.groups.is_empty() {
        let groups: Vec<String> = c
            .groups
            .iter()
            .map(|g| match c.sources.get(&format!("groups.{g}")) {
                Some(section) => format!("{g} ({})", st.id(section)),
                None => g.clone(),
            })
            .collect();
        let _ = writeln!(out, "groups: {}", groups.join(", "));
        for g in &c.groups {
            if let Some(note) = c.sources.get(&format!("groups.{g}.note")) {
                let _ = writeln!(out, "  {g}: {note}");
            }
        }
    }
    if !c.power_ladder.is_empty() {
        let ladder: Vec<String> = c.power_ladder.iter().map(u64::to_string).collect();
        let _ = writeln!(out, "power ladder: {}", ladder.join(" "));
    } else if !c.ladder_raw.is_empty() {
        // Z power stages (King Kai, Grand Kai, the Supreme Kais, Mr. Popo): the source's
        // ratings as written, which a battle reads ("Z" for a Z power stage).
        let _ = writeln!(
            out,
            "power ladder: {} (Z power stages, CRD 3.0.0 \"Z Power Stages\"; as the card pool's source writes them)",
            c.ladder_raw.join(" ")
        );
    } else if c.card_type.eq_ignore_ascii_case("Personality") {
        let _ = writeln!(
            out,
            "power ladder: not in the card pool's sources; a board file gives it by defining the card under `cards` with its `ladder` (\"Z\" for a Z power stage)"
        );
    }
    if c.pur.is_none() && c.card_type.eq_ignore_ascii_case("Personality") {
        let _ = writeln!(
            out,
            "PUR: not in the card pool's sources; a board file gives it by defining the card under `cards` with its `pur`"
        );
    }
    let _ = writeln!(out, "\n{}", st.label("Current text"));
    let _ = writeln!(out, "{}", st.wrap(&c.current_text, 2));
    if let Some(src) = &c.current_text_source {
        let _ = writeln!(out, "  {}", st.id(&format!("(errata: {src})")));
    }
    if let Some(r) = &v.printed_text_ruling {
        let _ = writeln!(
            out,
            "  {}",
            st.warn(&format!(
                "(printed text: the card pool applies no errata to this card; where CRD 3.0.0's ruling {r} reads it differently, the ruling decides)"
            ))
        );
    }
    if let Some(compiled) = &v.effects {
        let _ = writeln!(
            out,
            "\n{} {}",
            st.label("Engine reading"),
            st.id(&format!("({})", compiled.coverage.word()))
        );
        let dragon_ball = c.card_type.to_lowercase().contains("dragon ball");
        match (&v.read_from_ruling, &v.read_as) {
            (Some(r), _) if dragon_ball => {
                let _ = writeln!(
                    out,
                    "  {}",
                    st.id(&format!(
                        "(read from its ruling {r}: what it does when placed in play, its powers, and the printed sentences the ruling does not restate)"
                    ))
                );
            }
            (Some(r), Some(_)) => {
                let _ = writeln!(
                    out,
                    "  {}",
                    st.id(&format!(
                        "(read as its ruling {r} rewrites it: the sentences below, as in play, not the current text above)"
                    ))
                );
            }
            (None, Some(_)) => {
                let _ = writeln!(
                    out,
                    "  {}",
                    st.id("(read as the CRD quotes the card: the sentences below, as in play)")
                );
            }
            _ => {}
        }
        if v.no_text {
            let _ = writeln!(
                out,
                "  {}",
                st.warn("(no text: this card is known only from its rulings below; nothing is read, the judge resolves it from them)")
            );
        }
        for sentence in &compiled.sentences {
            let mark = match sentence.status {
                crate::engine::compile::SentenceStatus::Compiled => "  ✓ ",
                crate::engine::compile::SentenceStatus::Manual => "  ? ",
            };
            let note = match sentence.status {
                crate::engine::compile::SentenceStatus::Compiled => {
                    st.id(&format!("[{}]", sentence.patterns.join(", ")))
                }
                crate::engine::compile::SentenceStatus::Manual => st.warn("[judge resolves]"),
            };
            let _ = writeln!(out, "{mark}{} {note}", sentence.text);
            // What the engine does with it, in the scenario format's effect vocabulary
            // (docs/effects-reference.md): one line per effect.
            if sentence.status == crate::engine::compile::SentenceStatus::Compiled {
                for e in &sentence.effects {
                    let json = serde_json::to_string(e).unwrap_or_default();
                    let _ = writeln!(out, "      {}", st.id(&format!("→ {json}")));
                }
            }
            // A duration past the one Combat the engine resolves, and what ends it.
            for d in v.durations.iter().filter(|d| d.sentence == sentence.text) {
                let _ = writeln!(
                    out,
                    "      {} {}",
                    st.warn(&format!("lasts \"{}\": {}", d.lasts, d.engine)),
                    st.id(&format!("[{}]", d.cite))
                );
            }
        }
    }
    // Restrictions the rulings state outside the text the card is treated as reading.
    for r in &v.ruling_restrictions {
        let json = serde_json::to_string(&r.effect).unwrap_or_default();
        let _ = writeln!(
            out,
            "  ✓ {} {}",
            r.sentence,
            st.id(&format!("[ruling {}]", r.ruling))
        );
        let _ = writeln!(out, "      {}", st.id(&format!("→ {json}")));
    }
    if c.printed_text != c.current_text {
        let _ = writeln!(out, "\n{}", st.label("Printed text"));
        let _ = writeln!(out, "{}", st.wrap(&c.printed_text, 2));
    }
    if !v.ruling_texts.is_empty() {
        let _ = writeln!(out, "\n{}", st.label("Rulings"));
        for r in &v.ruling_texts {
            let _ = writeln!(out, "  {}  {}", st.heading(&r.document), st.id(&r.id));
            let _ = writeln!(out, "{}", st.wrap(&r.text, 4));
            for note in &r.editor_notes {
                let _ = writeln!(
                    out,
                    "{}",
                    st.warn(&st.wrap(&format!("Editor's note: {note}"), 4))
                );
            }
        }
    }
}
