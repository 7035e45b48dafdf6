//! The corpus store built into the binary (`build.rs`, `corpus::store`) against a fresh parse
//! of the repository's `crd/` and `cards/` and a fresh compile of every card's text: the
//! embedded form must be exactly what the library's own parse and compile give.

use scouter::corpus::{store, CardName, Corpus};
use scouter::engine::compile;

use crate::support;

fn fresh() -> &'static Corpus {
    support::corpus()
}

/// A corpus over the embedded store of its own, so the lazy paths run before anything else
/// decoded the pool.
fn stored() -> Corpus {
    let store = store::embedded().expect("the embedded store opens");
    Corpus::from_store(store).expect("the embedded store decodes")
}

#[test]
fn documents_rulings_and_legality_equal_a_fresh_parse() {
    let (fresh, stored) = (fresh(), stored());
    assert_eq!(stored.content_hash(), fresh.content_hash());
    assert_eq!(stored.documents().len(), fresh.documents().len());
    for (s, f) in stored.documents().iter().zip(fresh.documents()) {
        assert_eq!(s, f, "document {}", f.meta.id);
    }
    assert_eq!(stored.document_rulings(), fresh.document_rulings());
    assert_eq!(stored.rulings(), fresh.rulings(), "linked rulings");
    assert_eq!(stored.legality(), fresh.legality(), "linked legality");
    let id = "crd-3.0.0/allies-and-damage";
    assert_eq!(stored.section(id), fresh.section(id));
}

#[test]
fn each_card_decoded_alone_equals_a_fresh_parse() {
    let (fresh, stored) = (fresh(), stored());
    let names: Vec<CardName> = fresh.cards().iter().map(CardName::of).collect();
    assert_eq!(stored.card_names(), names.as_slice());
    for (i, card) in fresh.cards().iter().enumerate() {
        assert_eq!(stored.card(&card.id), Some(card), "card {}", card.id);
        assert_eq!(stored.card_at(i), Some(card), "card at {i}");
    }
    // The whole pool decoded at once is the same pool, in the same order.
    assert_eq!(stored.cards(), fresh.cards());
}

#[test]
fn each_cards_stored_compile_equals_a_fresh_compile() {
    let (fresh, stored) = (fresh(), stored());
    assert!(!fresh.cards().is_empty());
    for card in fresh.cards() {
        let bytes = stored
            .stored_compiled(&card.id)
            .unwrap_or_else(|| panic!("no compiled record for {}", card.id));
        let read = compile::stored::read(bytes)
            .unwrap_or_else(|| panic!("the compiled record of {} does not decode", card.id));
        let now = compile::compile_with_sentences(
            &card.current_text,
            compile::is_drill(&card.card_type, &card.name),
        );
        assert_eq!(read, now, "compiled text of {}", card.id);
    }
}

#[test]
fn a_corpus_read_from_files_has_no_stored_compile() {
    let card = fresh().cards().first().expect("a pool card");
    assert!(fresh().stored_compiled(&card.id).is_none());
}
