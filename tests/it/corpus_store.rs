//! The corpus store built into the binary (`build.rs`, `corpus::store`) against a fresh parse
//! of the repository's `crd/` and `cards/` and a fresh compile of every card's text: the
//! embedded form must be exactly what the library's own parse and compile give, for a card's
//! current text and for the text a battle reads it from. Each record is also checked decoded
//! alone (a section, a ruling, a card, before anything else decoded its neighbours), as the
//! one-shot commands read them.

use scouter::corpus::catalogue::Catalogue;
use scouter::corpus::names::{NameIndex, NameMatch};
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
    assert_eq!(stored.documents().count(), fresh.documents().count());
    for (s, f) in stored.documents().zip(fresh.documents()) {
        assert_eq!(s, f, "document {}", f.meta.id);
    }
    assert_eq!(stored.document_rulings(), fresh.document_rulings());
    assert_eq!(stored.rulings(), fresh.rulings(), "linked rulings");
    assert_eq!(stored.legality(), fresh.legality(), "linked legality");
    let id = "crd-3.0.0/allies-and-damage";
    assert_eq!(stored.section(id), fresh.section(id));
}

/// The catalogue a listing reads (front matter, section ids and titles, source lengths, each
/// ruling's document and linked card) is the fresh parse's.
#[test]
fn the_catalogue_equals_a_fresh_parse() {
    let (fresh, stored) = (fresh(), stored());
    let docs: Vec<_> = fresh.documents().collect();
    let catalogue = Catalogue::of(&docs, fresh.document_rulings(), fresh.rulings());
    assert_eq!(stored.document_entries(), catalogue.documents.as_slice());
    assert!(stored.section_entries().eq(catalogue.sections.iter()));
    assert!(fresh.section_entries().eq(catalogue.sections.iter()));
    assert_eq!(fresh.document_entries().len(), docs.len());
    for (entry, doc) in stored.document_entries().iter().zip(&docs) {
        assert_eq!(entry.source_len, doc.source.len(), "{}", doc.meta.id);
        assert_eq!(stored.document_meta(&doc.meta.id), Some(&doc.meta));
        let rulings = fresh.document_rulings().iter();
        let count = rulings.filter(|r| r.doc == doc.meta.id).count();
        assert_eq!(stored.ruling_count(&doc.meta.id), count, "{}", doc.meta.id);
    }
    assert!(stored
        .section_ids()
        .eq(fresh.sections().map(|s| s.id.as_str())));
    assert!(catalogue.rulings.iter().any(|r| r.card_id.is_some()));
}

/// Each section and each ruling decoded alone, in a corpus that decoded nothing else, is the
/// fresh parse's; a whole document decoded after some of its sections is too.
#[test]
fn each_section_and_ruling_decoded_alone_equals_a_fresh_parse() {
    let (fresh, stored) = (fresh(), stored());
    for section in fresh.sections() {
        assert_eq!(stored.section(&section.id), Some(section), "{}", section.id);
    }
    let linked = fresh.rulings();
    for (i, r) in fresh.document_rulings().iter().enumerate() {
        assert_eq!(stored.document_ruling(&r.id), Some(r), "{}", r.id);
        assert_eq!(stored.ruling(&r.id), linked.get(i), "linked {}", r.id);
    }
    for doc in fresh.documents() {
        assert_eq!(stored.document(&doc.meta.id), Some(doc), "{}", doc.meta.id);
    }
    assert!(stored.section("crd-3.0.0/no-such-section").is_none());
    assert!(stored.ruling("crd-3.0.0/no-such-ruling").is_none());
    assert!(stored.document("no-such-document").is_none());
}

/// A name look-up over the stored keys answers as one over a fresh normalisation of every
/// card's name: exact names, level and punctuation forms, personality names and misspellings
/// (the "did you mean" suggestions) alike.
#[test]
fn name_lookups_over_the_stored_keys_equal_a_fresh_index() {
    let (fresh, stored) = (fresh(), stored());
    let fresh_index = NameIndex::new(fresh.cards());
    let stored_index = NameIndex::of_pool(&stored);
    let ids = |m: NameMatch| -> Vec<(Vec<String>, usize)> {
        let groups = match m {
            NameMatch::Found(g) => vec![g],
            NameMatch::Ambiguous(gs) => gs,
            NameMatch::NotFound { closest } => closest,
        };
        let ids =
            |g: &scouter::corpus::names::NameGroup| g.cards.iter().map(|c| c.id.clone()).collect();
        groups.iter().map(|g| (ids(g), g.distance)).collect()
    };
    for query in [
        "vegetas physical stance",
        "Vegeta's Physical Stance",
        "vegeta physcal stance",
        "blue pshycal stance",
        "goku",
        "gokuu",
        "vegta",
        "krilin",
        "chichi",
        "tien lv1",
        "Gohan Lv.3",
        "zzzzqqq",
        "frieza's backlash",
    ] {
        let (f, s) = (
            fresh_index.lookup_groups(query, None),
            stored_index.lookup_groups(query, None),
        );
        let (f, s) = (ids(f), ids(s));
        assert!(!f.is_empty(), "{query}");
        assert_eq!(s, f, "{query}");
    }
}

#[test]
fn each_card_decoded_alone_equals_a_fresh_parse() {
    let (fresh, stored) = (fresh(), stored());
    let names: Vec<CardName> = fresh.cards().iter().map(CardName::of).collect();
    assert_eq!(stored.card_names(), names.as_slice());
    assert_eq!(fresh.card_names(), names.as_slice());
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
        let now = compile::compile_read(
            &card.current_text,
            compile::reading::Reading::of(
                &card.card_type,
                compile::is_drill(&card.card_type, &card.name),
            ),
        );
        assert_eq!(read, now, "compiled text of {}", card.id);
    }
}

/// A battle reads some pool cards from another text than their current one (a personality
/// power the CRD rewrites, the known-cards table's text): the build stored that text's compile
/// too, equal to a fresh compile, so loading any pool card compiles nothing at run time.
#[test]
fn the_text_a_battle_reads_each_card_from_is_stored_as_a_fresh_compile() {
    let stored = stored();
    let mut read_as = Vec::new();
    for card in fresh().cards() {
        let text = compile::pool_text::pool_text(card, &stored).text;
        let kept = compile::stored::stored(card, &stored, &text)
            .unwrap_or_else(|| panic!("no stored compile of the text {} is read from", card.id));
        if text != card.current_text {
            let now = compile::compile_read(
                &text,
                compile::reading::Reading::of(
                    &card.card_type,
                    compile::is_drill(&card.card_type, &card.name),
                ),
            );
            assert_eq!(kept, now, "compiled rewritten text of {}", card.id);
            read_as.push(card.id.as_str());
        }
    }
    // Nappa Lv.3's power ("His power reads, ...") is one of them.
    let nappa = fresh()
        .cards()
        .iter()
        .find(|c| c.name == "Nappa Lv.3" && read_as.contains(&c.id.as_str()));
    assert!(nappa.is_some(), "read from another text: {read_as:?}");
    // Another text than the two stored is not answered from the store.
    let card = fresh().cards().first().expect("a pool card");
    assert!(compile::stored::stored(card, &stored, "Physical attack. Draw a card.").is_none());
}

#[test]
fn a_corpus_read_from_files_has_no_stored_compile() {
    let card = fresh().cards().first().expect("a pool card");
    assert!(fresh().stored_compiled(&card.id).is_none());
}
