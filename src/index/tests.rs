//! Index behaviour over a handful of units whose text is copied from the documents in
//! `../shared` (CRD 3.0.0, the 8/19/2014 CRD, the Score card pool).

use super::*;
use crate::corpus::Game;
use unit::card_doc_no;

const ALLIES_DAMAGE: &str = "When one of your opponent's attacks becomes successful, you may choose to redirect any power stages of damage the attack would deal to one of your personalities not in control of Combat. If your opponent has to use the Physical Attack Table, he still uses the power rating of the personality in control of Combat.";
const DECK_SIZE: &str = "Decks must contain a minimum of 50 cards. No Deck may contain more than 85 cards. If you declare a Namekian Tokui-Waza, you may have up to 90 cards in your deck.";
const PHYSICAL_STANCE: &str = "Stops a physical attack, and stop all physical attacks performed against you for the remainder of Combat. Remove from the game after use.";
const STANCE: &str = "Prevents all but 1 life card draw from a successful energy attack. Discard from the game after use.";
const STANCE_RULING: &str = "Treat this cards as if it read, \"Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use.\"";

fn section(id: &str, doc: &str, title: &str, body: &str, rank: f64) -> Unit {
    Unit {
        id: id.into(),
        doc: doc.into(),
        game: Game::ScoreDbzCcg,
        kinds: vec!["rule"],
        title: title.into(),
        path: vec![],
        body: body.into(),
        name: None,
        set: String::new(),
        number: String::new(),
        types: String::new(),
        rank,
        weight: 1.0,
        doc_no: u64::from(doc != "crd-3.0.0"),
        passage: false,
        card: None,
    }
}

fn card(id: &str, name: &str, number: &str, card_type: &str, text: &str) -> Unit {
    Unit {
        id: id.into(),
        doc: CARDS_DOC.into(),
        game: Game::ScoreDbzCcg,
        kinds: vec!["card"],
        title: name.into(),
        path: vec!["Saiyan Saga".into()],
        body: text.into(),
        name: Some(name.into()),
        set: "Saiyan Saga".into(),
        number: number.into(),
        types: card_type.into(),
        rank: 1.0,
        weight: 1.0,
        doc_no: card_doc_no(Game::ScoreDbzCcg),
        passage: false,
        card: None,
    }
}

fn fixture() -> Result<Index> {
    let mut ruling = section(
        "crd-3.0.0/specific-card-clarifications/vegetas-physical-stance",
        "crd-3.0.0",
        "Vegeta's Physical Stance",
        STANCE_RULING,
        1.0,
    );
    ruling.kinds = vec!["ruling"];
    let units = vec![
        section(
            "crd-3.0.0/deck-size",
            "crd-3.0.0",
            "Deck Size",
            DECK_SIZE,
            1.0,
        ),
        section(
            "crd-3.0.0/allies-and-damage",
            "crd-3.0.0",
            "Allies and Damage",
            ALLIES_DAMAGE,
            1.0,
        ),
        ruling,
        section(
            "crd-2014-08-19/allies-and-damage",
            "crd-2014-08-19",
            "Allies and Damage",
            ALLIES_DAMAGE,
            0.85,
        ),
        card(
            "score/saiyan-saga/028",
            "Vegeta's Physical Stance",
            "028",
            "Physical Combat Named",
            PHYSICAL_STANCE,
        ),
        card(
            "score/saiyan-saga/220",
            "Vegeta's Stance",
            "220",
            "Energy Combat Named",
            STANCE,
        ),
    ];
    let docs = vec![
        DocEntry::new("crd-3.0.0", Game::ScoreDbzCcg),
        DocEntry::new("crd-2014-08-19", Game::ScoreDbzCcg),
    ];
    Index::from_units(&units, docs)
}

fn ids(index: &Index, q: &str) -> Result<Vec<String>> {
    Ok(index
        .search(q, &SearchOptions::default())?
        .hits
        .into_iter()
        .map(|h| h.id)
        .collect())
}

#[test]
fn stemming_finds_inflected_words() -> Result<()> {
    let index = fixture()?;
    let hits = ids(&index, "redirecting damages")?;
    assert_eq!(
        hits.first().map(String::as_str),
        Some("crd-3.0.0/allies-and-damage")
    );
    Ok(())
}

#[test]
fn current_document_ranks_above_superseded_one() -> Result<()> {
    let index = fixture()?;
    let hits = ids(&index, "allies and damage")?;
    assert_eq!(
        hits[..2],
        [
            "crd-3.0.0/allies-and-damage",
            "crd-2014-08-19/allies-and-damage"
        ]
    );
    // A doc: filter asks for the old one.
    let hits = ids(&index, "allies damage doc:crd-2014")?;
    assert_eq!(hits, ["crd-2014-08-19/allies-and-damage"]);
    Ok(())
}

#[test]
fn misspelt_card_name_puts_the_card_first() -> Result<()> {
    let index = fixture()?;
    let hits = ids(&index, "vegetas physcal stance")?;
    assert_eq!(
        hits.first().map(String::as_str),
        Some("score/saiyan-saga/028")
    );
    let hits = ids(&index, "Vegeta's Stance")?;
    assert_eq!(
        hits.first().map(String::as_str),
        Some("score/saiyan-saga/220")
    );
    Ok(())
}

#[test]
fn filters_and_phrases() -> Result<()> {
    let index = fixture()?;
    assert_eq!(ids(&index, "stance kind:card")?.len(), 2);
    assert_eq!(
        ids(&index, "kind:ruling")?,
        ["crd-3.0.0/specific-card-clarifications/vegetas-physical-stance"]
    );
    assert_eq!(ids(&index, "\"physical attack table\"")?.len(), 2);
    assert!(ids(&index, "\"attack physical table\"")?.is_empty());
    assert_eq!(
        ids(&index, "set:saiyan #28")?.first().map(String::as_str),
        Some("score/saiyan-saga/028")
    );
    let out = index.search("stance game:pokemon", &SearchOptions::default())?;
    assert!(out.hits.is_empty());
    assert_eq!(out.notes.len(), 1);
    Ok(())
}

#[test]
fn broken_queries_never_fail() -> Result<()> {
    let index = fixture()?;
    for q in [
        "\"",
        "game:",
        ":",
        "\"\"",
        "doc:",
        "kind: set:",
        "((",
        "*",
        "-",
        "AND OR",
        "\u{0}",
        "🐉",
    ] {
        index.search(q, &SearchOptions::default())?;
        index.compare(q, &SearchOptions::default())?;
    }
    assert!(ids(&index, "")?.is_empty());
    // A filter alone lists its units in corpus order.
    assert_eq!(ids(&index, "game:score")?.len(), 6);
    Ok(())
}

#[test]
fn compare_gives_each_document_its_best_passage() -> Result<()> {
    let index = fixture()?;
    let out = index.compare("deck size", &SearchOptions::default())?;
    let best: Vec<(String, Option<String>)> = out
        .docs
        .into_iter()
        .map(|d| (d.doc, d.hit.map(|h| h.id)))
        .collect();
    assert_eq!(
        best,
        [
            (
                "crd-3.0.0".to_string(),
                Some("crd-3.0.0/deck-size".to_string())
            ),
            ("crd-2014-08-19".to_string(), None),
        ]
    );
    Ok(())
}

#[test]
fn snippets_mark_the_exact_words() -> Result<()> {
    let index = fixture()?;
    let out = index.search("redirect damage", &SearchOptions::default())?;
    let s = out.highlighter.snippet(ALLIES_DAMAGE);
    let marked: Vec<&str> = s.highlights.iter().map(|r| &s.text[r.clone()]).collect();
    assert_eq!(marked, ["redirect", "damage"]);
    Ok(())
}
