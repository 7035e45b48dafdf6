//! Text for `deck`: a summary line (legal, or N problems), the counts by section, then each
//! finding with the cards involved, one sentence and the rule id `scouter rule` opens.

use std::fmt::Write;

use super::Style;
use crate::deck::{DeckReport, Severity};

pub(super) fn deck(r: &DeckReport, st: &Style) -> String {
    let mut out = String::new();
    let problems = r.problems();
    let judge = r
        .findings
        .iter()
        .filter(|f| f.severity == Severity::JudgeChecks)
        .count();
    let verdict = if r.legal {
        st.label("legal")
    } else {
        st.alert(&format!(
            "not legal: {problems} problem{}",
            if problems == 1 { "" } else { "s" }
        ))
    };
    let judge_note = if judge > 0 {
        format!(", {judge} for the judge to check")
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "{} {verdict}{judge_note} under {}",
        st.heading(&r.file),
        st.id(&r.ruleset)
    );
    let c = &r.counts;
    let _ = writeln!(
        out,
        "  Main Personality {} · Mastery {} · Allies {} · other Life Deck cards {} · Sensei Deck {} · counted deck size {}",
        c.main_personality, c.mastery, c.allies, c.life_deck, c.sensei_deck, c.counted
    );
    let mut noted: Vec<&String> = Vec::new();
    for f in &r.findings {
        let word = match f.severity {
            Severity::Illegal => st.alert(f.severity.word()),
            Severity::JudgeChecks => st.warn(f.severity.word()),
            Severity::Note => st.label(f.severity.word()),
        };
        let rule = f.rule.as_deref().unwrap_or("(no section is about it)");
        let _ = writeln!(out, "\n  {word} [{}] {}", f.check, st.id(rule));
        let _ = write!(out, "{}", st.wrap(&f.message, 4));
        if !out.ends_with('\n') {
            out.push('\n');
        }
        // A note shared by several findings is printed under the first (JSON repeats it).
        if let Some(note) = f.note.as_ref().filter(|n| !noted.contains(n)) {
            noted.push(note);
            let _ = write!(
                out,
                "{}",
                st.wrap(&format!("Note (here and below): {note}"), 4)
            );
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
    }
    out
}
