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
