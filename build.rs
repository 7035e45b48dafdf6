//! Build script: runs the library's own corpus parse over `crd/` and `cards/` and its own
//! card-text compiler over every card, and writes the result as the corpus store
//! (`src/corpus/store.rs`) into `OUT_DIR`, which the binary embeds: no command parses or
//! compiles the embedded corpus at run time. The modules are the library's, included by path.

#[allow(dead_code, unused_imports, missing_docs, clippy::all)]
#[path = "src/bounds.rs"]
mod bounds;
#[allow(dead_code, unused_imports, missing_docs, clippy::all)]
#[path = "src/corpus/mod.rs"]
mod corpus;
#[allow(dead_code, unused_imports, missing_docs, clippy::all)]
#[path = "src/engine/mod.rs"]
mod engine;

/// The library embeds the store this script writes; while it runs there is none yet.
static EMBEDDED_STORE: &[u8] = &[];

use std::path::Path;

/// Each card's compiled records (its current text, and the text a battle reads it from when
/// that is another), on two threads (the compiler is most of this script's time).
fn compile_pool(corpus: &corpus::Corpus, cards: &[corpus::Card]) -> Vec<Vec<u8>> {
    let half = cards.len() / 2;
    let (first, second) = cards.split_at(half);
    let compile = |cs: &[corpus::Card]| -> Vec<Vec<u8>> {
        cs.iter()
            .map(|card| engine::compile::stored::record(card, corpus))
            .collect()
    };
    std::thread::scope(|scope| {
        let helper = scope.spawn(|| compile(second));
        let mut out = compile(first);
        match helper.join() {
            Ok(rest) => out.extend(rest),
            Err(panic) => std::panic::resume_unwind(panic),
        }
        out
    })
}

fn main() {
    for watched in [
        "build.rs",
        "crd",
        "cards",
        "src/bounds.rs",
        "src/corpus",
        "src/engine",
    ] {
        println!("cargo:rerun-if-changed={watched}");
    }
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let loaded = corpus::Corpus::from_dir(Path::new(&manifest));
    let corpus = loaded.unwrap_or_else(|e| panic!("crd/ or cards/ does not parse: {e}"));
    let parts = corpus
        .store_parts()
        .unwrap_or_else(|e| panic!("cards/ does not parse: {e}"));
    let compiled = compile_pool(&corpus, parts.cards);
    let bytes = corpus::store::write(&parts, &compiled)
        .unwrap_or_else(|e| panic!("the corpus store cannot be written: {e}"));
    let path = Path::new(&out_dir).join("corpus.store");
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    // Which checkout this store came from: the library refuses to build against another's.
    let origin = Path::new(&out_dir).join("store-checkout.txt");
    std::fs::write(&origin, &manifest)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", origin.display()));
}
