//! Text for `search`, `compare` and `index --rebuild`.

use std::fmt::Write;

use super::Style;
use crate::commands::search::{CardFacts, CompareReport, SearchHit, SearchReport};
use crate::commands::IndexReport;
use crate::index::Storage;

/// The snippet with its matched words styled.
fn snippet(hit: &SearchHit, st: &Style) -> String {
    let mut out = String::new();
    let mut at = 0;
    for r in &hit.highlights {
        let (Some(before), Some(word)) = (hit.snippet.get(at..r.start), hit.snippet.get(r.clone()))
        else {
            continue;
        };
        out.push_str(before);
        out.push_str(&st.matched(word));
        at = r.end;
    }
    out.push_str(hit.snippet.get(at..).unwrap_or(""));
    out.replace('\n', " ")
}

fn hit_block(out: &mut String, rank: Option<usize>, hit: &SearchHit, st: &Style) {
    let source = if hit.version.is_empty() || hit.doc_title.contains(&hit.version) {
        hit.doc_title.clone()
    } else {
        format!("{} {}", hit.doc_title, hit.version)
    };
    let rank = rank.map(|r| format!("{r:>2}. ")).unwrap_or_default();
    let _ = writeln!(out, "{rank}{}", st.heading(&hit.title));
    if hit.path.len() > 1 {
        let _ = writeln!(out, "    {}", hit.path.join(" › "));
    }
    let _ = writeln!(
        out,
        "    {} · {}  {}",
        source,
        hit.kind,
        st.id(&format!("scouter {} {}", hit.open_with, quote(&hit.id)))
    );
    if let Some(facts) = &hit.card {
        card_facts(out, facts, st);
    }
    let text = snippet(hit, st);
    if !text.trim().is_empty() {
        let _ = writeln!(out, "{}", st.wrap(&text, 4));
    }
}

/// A card hit's legality and errata lines, each citing its list or ruling.
fn card_facts(out: &mut String, facts: &CardFacts, st: &Style) {
    if facts.legality.is_empty() {
        let _ = writeln!(
            out,
            "    {} on no Banned / Restricted list of the documents",
            st.label("legality:")
        );
    }
    for l in &facts.legality {
        let limit = match l.limit {
            Some(0) => " (0 copies)".to_string(),
            Some(n) => format!(" (limit {n} per deck)"),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "    {} {}{limit} in {}  {}",
            st.label("legality:"),
            l.list,
            l.doc,
            st.id(&format!("scouter rule {}", quote(&l.rule)))
        );
    }
    match &facts.errata {
        Some(e) => {
            let _ = writeln!(
                out,
                "    {} current text from {}  {}",
                st.label("errata:"),
                e.doc,
                st.id(&format!("scouter rule {}", quote(&e.id)))
            );
        }
        None if !facts.rulings.is_empty() => {
            let docs: Vec<&str> = facts.rulings.iter().map(|r| r.doc.as_str()).collect();
            let mut docs = docs;
            docs.dedup();
            let _ = writeln!(
                out,
                "    {} printed text stands; rulings in {}",
                st.label("errata:"),
                docs.join(", ")
            );
        }
        None => {}
    }
}

fn quote(id: &str) -> String {
    if id.contains(' ') {
        format!("\"{id}\"")
    } else {
        id.to_string()
    }
}

fn notes(out: &mut String, notes: &[String], st: &Style) {
    for n in notes {
        let _ = writeln!(out, "{}", st.warn(&format!("note: {n}")));
    }
}

pub(super) fn search(r: &SearchReport, st: &Style) -> String {
    let mut out = String::new();
    if let Some(i) = &r.interpreted {
        let _ = writeln!(
            out,
            "{}",
            st.label(&format!(
                "reading as: {} (from \"{}\")",
                i.reading_as,
                i.named_by.join(" ")
            ))
        );
    }
    notes(&mut out, &r.notes, st);
    if r.hits.is_empty() {
        let _ = writeln!(out, "no results for \"{}\"", r.query);
        return out;
    }
    for (i, hit) in r.hits.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(out);
        }
        hit_block(&mut out, Some(i + 1), hit, st);
    }
    out
}

pub(super) fn compare(r: &CompareReport, st: &Style) -> String {
    let mut out = String::new();
    notes(&mut out, &r.notes, st);
    for (i, b) in r.blocks.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(out);
        }
        let version = if b.version.is_empty() || b.doc_title.contains(&b.version) {
            String::new()
        } else {
            format!(" ({})", b.version)
        };
        let _ = writeln!(
            out,
            "{} {}",
            st.label(&format!("== {}{version}", b.doc_title)),
            st.id(&format!("[{}]", b.game.display_name()))
        );
        match &b.hit {
            Some(hit) => hit_block(&mut out, None, hit, st),
            None => {
                let _ = writeln!(out, "    {}", st.warn("nothing in this document matches"));
            }
        }
    }
    if r.blocks.is_empty() {
        let _ = writeln!(out, "no results for \"{}\"", r.query);
    }
    out
}

pub(super) fn index(r: &IndexReport, _st: &Style) -> String {
    match &r.storage {
        Storage::Cached { path, .. } => {
            format!(
                "search index rebuilt: {} passages and cards, cached in {}\n",
                r.units,
                path.display()
            )
        }
        Storage::Memory { reason } => format!(
            "search index rebuilt in memory only ({}): {} passages and cards\n",
            reason.as_deref().unwrap_or("asked for"),
            r.units
        ),
    }
}
