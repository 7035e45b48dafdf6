//! Scouter: a judge-and-rulings assistant for the Dragon Ball Z card games.
//!
//! Data flows one way: [`corpus`] loads the rules documents (`crd/`) and the card pool
//! (`cards/`); [`index`] builds a tantivy index from the corpus; [`engine`] resolves the
//! Battle Sequence over a board state loaded by [`scenario`], citing corpus section ids;
//! [`commands`] is the one command layer shared by the CLI ([`cli`]) and the REPL ([`repl`]);
//! [`render`] turns command results into terminal text or JSON.
#![warn(missing_docs)]

pub mod bounds;
pub mod cancel;
pub mod cli;
pub mod commands;
pub mod corpus;
pub mod deck;
pub mod engine;
pub mod index;
pub mod render;
pub mod repl;
pub mod scenario;

/// The corpus store `build.rs` wrote: the parsed documents and card pool and each card's
/// compiled text ([`corpus::store`]).
static EMBEDDED_STORE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/corpus.store"));

/// The checkout `build.rs` read that store from. Two checkouts building into one
/// `CARGO_TARGET_DIR` share the build script's output, and cargo does not re-run the script for
/// the second one; this stops the build instead of embedding the other checkout's cards.
const STORE_CHECKOUT: &str = include_str!(concat!(env!("OUT_DIR"), "/store-checkout.txt"));

const fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

const _: () = assert!(
    same_text(STORE_CHECKOUT, env!("CARGO_MANIFEST_DIR")),
    "the embedded corpus store was built from another checkout sharing this CARGO_TARGET_DIR: \
     give each checkout its own target dir, or `touch build.rs` to rebuild the store"
);
