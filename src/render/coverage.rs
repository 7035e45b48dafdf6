//! Text for `cards --coverage`.

use std::fmt::Write;

use super::Style;
use crate::commands::coverage::{Count, CoverageReport};
use crate::engine::compile::Coverage;

fn line(name: &str, c: &Count) -> String {
    format!(
        "  {name:<28} {:>5} cards  {:>5} full ({:>5.1}%)  {:>5} partial  {:>5} manual",
        c.cards, c.full, c.full_percent, c.partial, c.manual
    )
}

/// Renders the coverage report: totals, per type, per set, the most frequent manual sentences,
/// then every card not fully compiled with its manual sentences (`cards_limit` of them; `None`
/// for all).
pub fn coverage(r: &CoverageReport, st: &Style, cards_limit: Option<usize>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", st.heading("Card-text compiler coverage"));
    let mut filters = Vec::new();
    if let Some(g) = &r.filters.game {
        filters.push(format!("game {g}"));
    }
    if let Some(t) = &r.filters.card_type {
        filters.push(format!("type {t}"));
    }
    if !filters.is_empty() {
        let _ = writeln!(out, "  ({})", filters.join(", "));
    }
    let t = &r.totals;
    let totals = [
        ("all cards", &t.all),
        ("Combat and Drill cards", &t.combat_and_drill),
        (
            "rewritten attack/defence/Drill",
            &t.rewritten_attack_defence_drill,
        ),
        ("personality powers", &t.personality_powers),
        ("  Constant Combat Powers", &t.constant_combat_powers),
        ("Masteries", &t.masteries),
    ];
    for (name, c) in totals {
        let _ = writeln!(out, "{}", line(name, c));
    }
    let _ = writeln!(out, "\n{}", st.heading("By type"));
    for (t, c) in &r.totals.by_type {
        let _ = writeln!(out, "{}", line(t, c));
    }
    let _ = writeln!(out, "\n{}", st.heading("By set"));
    for (s, c) in &r.totals.by_set {
        let _ = writeln!(out, "{}", line(s, c));
    }
    let _ = writeln!(
        out,
        "\n{}",
        st.heading("Most frequent sentences left to the judge")
    );
    for m in &r.most_frequent_manual {
        let _ = writeln!(out, "  {:>4}  {}", m.cards, m.sentence);
    }
    let rewritten: Vec<_> = r
        .cards
        .iter()
        .filter(|c| c.rewritten_target && c.coverage != Coverage::Full)
        .collect();
    if !rewritten.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            st.heading(&format!(
                "Rewritten attack/defence/Drill cards not fully compiled ({})",
                rewritten.len()
            ))
        );
        for c in &rewritten {
            let _ = writeln!(
                out,
                "  {} {} [{}] {}",
                st.label(c.coverage.word()),
                c.name,
                c.card_type,
                st.id(&c.id)
            );
            for note in &c.source_notes {
                let _ = writeln!(
                    out,
                    "{}",
                    st.warn(&st.wrap(&format!("editor's note on the source: {note}"), 6))
                );
            }
        }
    }
    let not_full: Vec<_> = r
        .cards
        .iter()
        .filter(|c| c.coverage != Coverage::Full)
        .collect();
    let shown = cards_limit.unwrap_or(not_full.len()).min(not_full.len());
    let _ = writeln!(
        out,
        "\n{}",
        st.heading(&format!(
            "Cards not fully compiled ({} of {} shown)",
            shown,
            not_full.len()
        ))
    );
    for c in not_full.iter().take(shown) {
        let _ = writeln!(
            out,
            "  {} {} [{}] {}",
            st.label(c.coverage.word()),
            c.name,
            c.card_type,
            st.id(&c.id)
        );
        for s in &c.manual {
            let _ = writeln!(out, "      judge resolves: {s}");
        }
    }
    out
}
