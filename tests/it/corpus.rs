//! The corpus loader against the real `crd/` documents: structure, ids, counts, rulings and
//! legality pinned to what the converted documents hold.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use scouter::corpus::{Corpus, LegalityStatus, SectionForm, SectionKind};

fn corpus() -> Corpus {
    Corpus::from_dir(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("crd/ and cards/ load")
}

fn children_of(c: &Corpus, id: &str) -> Vec<String> {
    c.section(id)
        .unwrap_or_else(|| panic!("section {id} exists"))
        .children
        .clone()
}

/// Counts per document of the sections matching `pred`.
fn count_by_doc(
    c: &Corpus,
    pred: impl Fn(&scouter::corpus::Section) -> bool,
) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for d in c.documents() {
        out.insert(
            d.id().to_string(),
            d.sections.iter().filter(|s| pred(s)).count(),
        );
    }
    out
}

fn map(pairs: &[(&str, usize)]) -> BTreeMap<String, usize> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

#[test]
fn battle_sequence_has_sixteen_steps() {
    let c = corpus();
    let steps = children_of(&c, "crd-3.0.0/battle-sequence");
    let want: Vec<String> = (1..=16)
        .map(|n| format!("crd-3.0.0/battle-sequence/{n}"))
        .collect();
    assert_eq!(steps, want);
    let nine = c.section("crd-3.0.0/battle-sequence/9").expect("step 9");
    assert!(
        nine.text.starts_with("Determine the Base Damage"),
        "{}",
        nine.text
    );
    assert_eq!(nine.number, Some(9));
    assert_eq!(nine.form, SectionForm::Item);
    assert_eq!(nine.parent.as_deref(), Some("crd-3.0.0/battle-sequence"));
    // Step 3's indented paragraph stays in step 3.
    let three = c.section("crd-3.0.0/battle-sequence/3").expect("step 3");
    assert!(three
        .text
        .contains("all of the effects on that card are considered secondary effects"));
}

#[test]
fn named_sections_exist() {
    let c = corpus();
    for id in [
        "crd-3.0.0/modified-damage",
        "crd-3.0.0/allies-and-damage",
        "crd-3.0.0/restricted-list",
        "crd-3.0.0/banned-list",
        "crd-3.0.0/glossary",
        "crd-3.0.0/physical-attack-tables",
        "crd-3.0.0/advancing-your-main-personality/allies",
        "score-errata/combat-timing-sequence",
        "score-errata/tournament-banned-card-list",
    ] {
        assert!(c.section(id).is_some(), "missing {id}");
    }
    assert_eq!(
        c.section("crd-3.0.0/restricted-list").map(|s| s.kind),
        Some(SectionKind::Legality)
    );
    assert_eq!(
        c.section("crd-3.0.0/what-is-empower").map(|s| s.kind),
        Some(SectionKind::Keyword)
    );
    assert_eq!(
        c.section("crd-3.0.0/fusion-saga").map(|s| s.kind),
        Some(SectionKind::Table)
    );
}

#[test]
fn errata_combat_timing_sequence_has_fourteen_steps() {
    let c = corpus();
    let steps = children_of(&c, "score-errata/combat-timing-sequence");
    let want: Vec<String> = (1..=14)
        .map(|n| format!("score-errata/combat-timing-sequence/{n}"))
        .collect();
    assert_eq!(steps, want);
}

#[test]
fn sections_per_document() {
    let c = corpus();
    assert_eq!(
        count_by_doc(&c, |_| true),
        map(&[
            ("bandai-db-ccg-rulebook", 107),
            ("crd-2014-08-19", 634),
            ("crd-3.0.0", 662),
            ("dbz-ocg-rules", 213),
            ("panini-dbz-tcg-rulebook", 92),
            ("score-errata", 199),
        ])
    );
    // Heading sections: every `##`..`######` heading, less the four Power Level Errata card
    // headings of the CRD 3.0.0, which are entries.
    assert_eq!(
        count_by_doc(&c, |s| s.form == SectionForm::Heading),
        map(&[
            ("bandai-db-ccg-rulebook", 78),
            ("crd-2014-08-19", 163),
            ("crd-3.0.0", 179),
            ("dbz-ocg-rules", 52),
            ("panini-dbz-tcg-rulebook", 23),
            ("score-errata", 25),
        ])
    );
}

#[test]
fn glossary_terms_per_document() {
    let c = corpus();
    assert_eq!(
        count_by_doc(&c, |s| s.form == SectionForm::Term),
        map(&[
            ("bandai-db-ccg-rulebook", 0),
            ("crd-2014-08-19", 76),
            ("crd-3.0.0", 76),
            ("dbz-ocg-rules", 72),
            ("panini-dbz-tcg-rulebook", 0),
            ("score-errata", 0),
        ])
    );
    let ally = c
        .section("crd-3.0.0/glossary/ally")
        .expect("glossary term Ally");
    assert_eq!(ally.title, "Ally");
    assert_eq!(ally.kind, SectionKind::Glossary);
}

/// Runs of `Term: definition` paragraphs (glossaries whose headings the source lost) give
/// each term its own section: the Panini rule book's Card Copy Limits, Life Deck Construction,
/// Do What You Can Rule, the OCG's Other Rules You Need to Know, Bandai's card symbols.
#[test]
fn definition_runs_per_document() {
    let c = corpus();
    assert_eq!(
        count_by_doc(&c, |s| s.form == SectionForm::Definition),
        map(&[
            ("bandai-db-ccg-rulebook", 5),
            ("crd-2014-08-19", 0),
            ("crd-3.0.0", 0),
            ("dbz-ocg-rules", 41),
            ("panini-dbz-tcg-rulebook", 45),
            ("score-errata", 0),
        ])
    );
    let glossary = "panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve";
    for (slug, title, opening) in [
        (
            "card-copy-limits",
            "Card Copy Limits",
            "Card Copy Limits: Cards with the same title are limited to 3 copies per deck.",
        ),
        (
            "life-deck-construction",
            "Life Deck Construction",
            "Life Deck Construction: Life decks must be exactly 60 cards",
        ),
        (
            "do-what-you-can-rule",
            "Do What You Can Rule",
            "Do What You Can Rule: Except for costs and requirements",
        ),
    ] {
        let s = c
            .section(&format!("{glossary}/{slug}"))
            .unwrap_or_else(|| panic!("{slug} is a section"));
        assert_eq!(s.title, title);
        assert_eq!(s.parent.as_deref(), Some(glossary));
        assert!(s.text.starts_with(opening), "{slug}: {}", s.text);
    }
}

#[test]
fn rulings_per_document() {
    let c = corpus();
    let mut by_doc: BTreeMap<String, usize> = BTreeMap::new();
    for r in c.rulings() {
        *by_doc.entry(r.doc.clone()).or_default() += 1;
    }
    // CRD 3.0.0: 346 bold card entries + 4 Power Level Errata cards. CRD 2014: 339 entries (its
    // Power Level Errata heading is empty). Errata: 98 `#NN` entries, one naming two cards.
    assert_eq!(
        by_doc,
        map(&[
            ("crd-2014-08-19", 339),
            ("crd-3.0.0", 350),
            ("score-errata", 99)
        ])
    );
    // Every ruling is also a Ruling section with the same id.
    for r in c.rulings() {
        let s = c
            .section(&r.id)
            .unwrap_or_else(|| panic!("section for ruling {}", r.id));
        assert_eq!(s.kind, SectionKind::Ruling);
        assert_eq!(s.form, SectionForm::Entry);
        assert_eq!(s.parent.as_deref(), Some(r.section.as_str()));
    }
    let entries = c
        .sections()
        .filter(|s| s.form == SectionForm::Entry)
        .count();
    assert_eq!(entries, c.rulings().len());
    // "Treat ... as if it read" / "should read" / "His power reads," replacements (the last five
    // times in each CRD: Jeice Lv.1, Krillin Lv.1 HT, Nail The Namekian Lv.1, Nappa Lv.3, Vegeta
    // Lv.1 HT). Not counted: "Treat this title as if it read" (a title change, twice) and "The
    // last sentence of this card should read" (a partial replacement, once).
    let mut treat_as: BTreeMap<String, usize> = BTreeMap::new();
    for r in c.rulings().iter().filter(|r| r.treat_as.is_some()) {
        *treat_as.entry(r.doc.clone()).or_default() += 1;
    }
    assert_eq!(
        treat_as,
        map(&[
            ("crd-2014-08-19", 178),
            ("crd-3.0.0", 180),
            ("score-errata", 54)
        ])
    );
}

#[test]
fn vegetas_physical_stance() {
    let c = corpus();
    let id = "crd-3.0.0/specific-card-clarifications-errata-rulings/vegetas-physical-stance";
    let r = c.ruling(id).expect("CRD ruling");
    assert_eq!(r.card_name, "Vegeta's Physical Stance");
    assert_eq!(r.set.as_deref(), Some("Saiyan Saga"));
    assert_eq!(r.number.as_deref(), Some("28"));
    assert_eq!(
        r.treat_as.as_deref(),
        Some("Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use.")
    );
    let older = c
        .ruling("score-errata/saiyan-saga/vegetas-physical-stance")
        .expect("errata ruling");
    assert_eq!(older.set.as_deref(), Some("Saiyan Saga"));
    assert_eq!(older.number.as_deref(), Some("28"));
    assert_eq!(
        older.treat_as.as_deref(),
        Some("Stop a physical attack and stop all physical attacks for the rest of Combat.")
    );
}

#[test]
fn ruling_fields() {
    let c = corpus();
    let crd = "crd-3.0.0/specific-card-clarifications-errata-rulings";
    let r = c
        .ruling(&format!("{crd}/android-18-lv-1"))
        .expect("Android 18 Lv.1");
    assert_eq!(r.treat_as_target.as_deref(), Some("her power"));
    assert!(r.treat_as_is_power());
    let r = c.ruling(&format!("{crd}/blue-lunge")).expect("Blue Lunge");
    assert_eq!(r.gains, ["Remove from the game after use."]);
    assert_eq!(r.dates, ["1/15/04"]);
    let r = c
        .ruling(&format!("{crd}/red-energy-drill"))
        .expect("Red Energy Drill");
    assert_eq!(
        r.title_change.as_deref(),
        Some("Red Energy Gathering Drill")
    );
    let r = c
        .ruling("crd-3.0.0/power-level-errata/bulma-the-wife")
        .expect("Bulma, the Wife");
    assert_eq!(r.number.as_deref(), Some("45"));
    assert!(r.text.contains("Constant Combat Power"));
    let split: Vec<_> = ["fall-7-times-get-up-8", "fortify-your-spirit"]
        .iter()
        .map(|s| {
            c.ruling(&format!("score-errata/saiyan-saga/{s}"))
                .expect("split entry")
        })
        .collect();
    assert_eq!(split[0].number.as_deref(), Some("30"));
    assert_eq!(split[1].number.as_deref(), Some("31"));
    assert_eq!(split[0].text, split[1].text);
}

#[test]
fn legality_lists() {
    let c = corpus();
    let mut counts: BTreeMap<(String, String), usize> = BTreeMap::new();
    for e in c.legality() {
        *counts
            .entry((e.section.clone(), format!("{:?}", e.status)))
            .or_default() += 1;
    }
    let want: BTreeMap<(String, String), usize> = [
        ("crd-3.0.0/banned-list", "Banned", 10),
        ("crd-3.0.0/restricted-list", "Restricted", 35),
        ("crd-3.0.0/semi-restricted-list", "SemiRestricted", 3),
        ("crd-2014-08-19/banned-list", "Banned", 8),
        ("crd-2014-08-19/restricted-list", "Restricted", 31),
        ("crd-2014-08-19/semi-restricted-list", "SemiRestricted", 2),
        ("score-errata/tournament-banned-card-list", "Banned", 1),
    ]
    .iter()
    .map(|(s, st, n)| ((s.to_string(), st.to_string()), *n))
    .collect();
    assert_eq!(counts, want);

    for doc in ["crd-3.0.0", "score-errata"] {
        assert!(
            c.legality().iter().any(|e| e.doc == doc
                && e.card_name == "Dream Machine Battle"
                && e.status == LegalityStatus::Banned),
            "Dream Machine Battle banned in {doc}"
        );
    }
    let swk = c
        .legality()
        .iter()
        .find(|e| e.doc == "crd-3.0.0" && e.card_name == "Supreme West Kai")
        .expect("Supreme West Kai listed");
    assert_eq!(swk.note.as_deref(), Some("Levels 1, 2, and 3"));
    assert_eq!(swk.status, LegalityStatus::Banned);
}

#[test]
fn ids_unique_and_links_resolve() {
    let c = corpus();
    let mut seen = HashSet::new();
    for s in c.sections() {
        assert!(seen.insert(s.id.clone()), "duplicate id {}", s.id);
        assert!(
            s.id.starts_with(&format!("{}/", s.doc)),
            "{} outside {}",
            s.id,
            s.doc
        );
        if let Some(p) = &s.parent {
            let parent = c
                .section(p)
                .unwrap_or_else(|| panic!("parent {p} of {}", s.id));
            assert!(
                parent.children.contains(&s.id),
                "{p} does not list {}",
                s.id
            );
        }
        for child in &s.children {
            let ch = c
                .section(child)
                .unwrap_or_else(|| panic!("child {child} of {}", s.id));
            assert_eq!(ch.parent.as_deref(), Some(s.id.as_str()));
        }
        assert_eq!(s.path.last(), Some(&s.title), "{}", s.id);
    }
    // Parents come before their children, in document order.
    for d in c.documents() {
        let mut before = HashSet::new();
        for s in &d.sections {
            if let Some(p) = &s.parent {
                assert!(before.contains(p), "{} listed before its parent {p}", s.id);
            }
            before.insert(s.id.clone());
        }
    }
}

#[test]
fn editor_notes_are_kept_out_of_text() {
    let c = corpus();
    let with_notes: Vec<_> = c
        .sections()
        .filter(|s| !s.editor_notes.is_empty())
        .collect();
    assert!(!with_notes.is_empty());
    for s in with_notes {
        assert!(s.markdown.contains("Editor's note"), "{}", s.id);
        assert!(!s.text.contains("Editor's note"), "{}", s.id);
    }
}
