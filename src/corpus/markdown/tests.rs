//! Tests of the Markdown walk: sections, ids, kinds, numbered steps, card entries, glossary
//! terms and hostile input, each on a small document written here.

use super::*;

const FRONT: &str = "---\nid: t\ntitle: Test\ngame: score-dbz-ccg\nkind: crd\nversion: 1\ndate:\nprecedence: 1\norigin: test.txt\n---\n";

const BODY: &str = "# Test Document

Intro words before any part.

## 1) Combat

Some rule text.

> **Editor's note:** The source is damaged here.

### Battle Sequence

1) First step.

2) Second step.

   A paragraph that belongs to step 2.

3) Third step.

Between the lists.

**Set-up:**

1) Restarted one.

2) Restarted two.

### Allies

About allies.

## Deck Building

### Allies

Deck allies.

## Glossary

- **Ally:** A personality that helps.
- **Anger:** How angry.

## Specific Card Clarifications

Intro to the card entries.

**Vegeta's Physical Stance** (Saiyan Saga - #28) – Treat this card as if it read, “Stops a physical attack.”

Follow-up paragraph.

**Vegeta's Physical Stance** (Saiyan Saga - #28) – A second entry.

## Physical Attack Tables

| A | B |
|---|---|
| 1 | 2 |
";

fn parse(body: &str) -> Document {
    parse_document("t.md", &format!("{FRONT}{body}")).expect("fixture parses")
}

fn ids(doc: &Document) -> Vec<String> {
    doc.sections.iter().map(|s| s.id.clone()).collect()
}

fn get<'a>(doc: &'a Document, id: &str) -> &'a Section {
    doc.sections
        .iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no section {id}; have {:?}", ids(doc)))
}

#[test]
fn sections_ids_and_kinds() {
    let doc = parse(BODY);
    let want = [
        "t/intro",
        "t/combat",
        "t/battle-sequence",
        "t/battle-sequence/1",
        "t/battle-sequence/2",
        "t/battle-sequence/3",
        "t/battle-sequence/set-up/1",
        "t/battle-sequence/set-up/2",
        "t/allies",
        "t/deck-building",
        "t/deck-building/allies",
        "t/glossary",
        "t/glossary/ally",
        "t/glossary/anger",
        "t/specific-card-clarifications",
        "t/specific-card-clarifications/vegetas-physical-stance",
        "t/specific-card-clarifications/vegetas-physical-stance-2",
        "t/physical-attack-tables",
    ];
    assert_eq!(ids(&doc), want);

    let combat = get(&doc, "t/combat");
    assert_eq!(combat.title, "1) Combat");
    assert_eq!(combat.text, "Some rule text.");
    assert!(combat.markdown.contains("Editor's note"));
    assert_eq!(combat.editor_notes, ["The source is damaged here."]);
    assert_eq!(combat.children, ["t/battle-sequence", "t/allies"]);

    let step2 = get(&doc, "t/battle-sequence/2");
    assert_eq!(step2.number, Some(2));
    assert_eq!(step2.form, SectionForm::Item);
    assert_eq!(step2.level, 4);
    assert_eq!(step2.title, "2) Second step.");
    assert_eq!(
        step2.text,
        "Second step.\nA paragraph that belongs to step 2."
    );
    assert_eq!(step2.parent.as_deref(), Some("t/battle-sequence"));
    assert_eq!(
        step2.path,
        ["1) Combat", "Battle Sequence", "2) Second step."]
    );

    assert_eq!(get(&doc, "t/glossary/ally").kind, SectionKind::Glossary);
    assert_eq!(get(&doc, "t/glossary/ally").title, "Ally");
    let entry = get(
        &doc,
        "t/specific-card-clarifications/vegetas-physical-stance",
    );
    assert_eq!(entry.kind, SectionKind::Ruling);
    assert_eq!(entry.form, SectionForm::Entry);
    assert!(
        entry.text.ends_with("Follow-up paragraph."),
        "{}",
        entry.text
    );
    assert_eq!(
        get(&doc, "t/physical-attack-tables").kind,
        SectionKind::Table
    );
    assert_eq!(get(&doc, "t/intro").text, "Intro words before any part.");
}

#[test]
fn ids_stable_when_unrelated_text_moves() {
    let before = ids(&parse(BODY));
    let edited = BODY
        .replace("Some rule text.", "A new paragraph.\n\nSome rule text.")
        .replace(
            "Between the lists.",
            "Between the lists.\n\nAnother new paragraph.",
        )
        .replace("About allies.", "About allies.\n\n- an unordered note\n")
        .replace("Intro to the card entries.", "");
    assert_eq!(ids(&parse(&edited)), before);
}

#[test]
fn hostile_nesting_and_repeated_headings_stay_cheap() {
    // 20,000 nested quotes: the text is kept, the nesting is cut at blocks::MAX_DEPTH.
    for n in [3, 40, 20_000] {
        let deep = format!("# T\n\n## Deep\n\n{} bottom words\n", ">".repeat(n));
        let doc = parse(&deep);
        let text = &get(&doc, "t/deep").text;
        assert!(text.contains("bottom words"), "{n}: {text:?}");
    }
    // 10,000 identical headings: ids t/a, t/a-2 ... t/a-10000, found in linear time.
    let mut many = String::from("# T\n\n");
    for _ in 0..10_000 {
        many.push_str("## A\n\n");
    }
    let doc = parse(&many);
    assert_eq!(doc.sections.len(), 10_000);
    assert_eq!(doc.sections[9_999].id, "t/a-10000");
}

#[test]
fn duplicate_ids_are_impossible() {
    let body = "# T\n\n## A\n\n## A\n\n### A\n\n1) x\n\nz\n\n1) y\n\nz\n\n1) z\n";
    let doc = parse(body);
    assert_eq!(
        ids(&doc),
        [
            "t/a",
            "t/a-2",
            "t/a-2/a",
            "t/a-2/a/1",
            "t/a-2/a/list-2/1",
            "t/a-2/a/list-3/1"
        ]
    );
}

#[test]
fn kinds_from_heading_path() {
    let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        kind_for_path(&path(&["Keywords", "Empower"])),
        Some(SectionKind::Keyword)
    );
    assert_eq!(
        kind_for_path(&path(&["Card Clarifications", "Saiyan Saga"])),
        Some(SectionKind::Ruling)
    );
    assert_eq!(
        kind_for_path(&path(&["Card Types and Card Type Clarifications"])),
        None
    );
    assert_eq!(
        kind_for_path(&path(&["Semi-Restricted List"])),
        Some(SectionKind::Legality)
    );
}
