//! Imports the card pool into `cards/`, linking rulings and legality from `crd/`.
//!
//! Run from the repository root:
//!
//! ```text
//! cargo run --example import_cards -- ../shared/cardpool cards [crd] [--report report.json]
//! ```
//!
//! It prints what it imported, skipped, could not read and left unmatched; `--report` also
//! writes the whole report as JSON.

use std::path::PathBuf;

use anyhow::Context;
use scouter::corpus::import::link::Links;
use scouter::corpus::import::{self, card_files, import_pool, write_card_files};

fn main() -> anyhow::Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let report_path = match args.iter().position(|a| a == "--report") {
        Some(i) => {
            let path = args
                .get(i + 1)
                .cloned()
                .context("--report needs a file name")?;
            args.drain(i..=i + 1);
            Some(PathBuf::from(path))
        }
        None => None,
    };
    let [pool, out, rest @ ..] = args.as_slice() else {
        anyhow::bail!("usage: import_cards POOL_DIR OUT_DIR [CRD_DIR] [--report FILE]");
    };
    let crd = rest
        .first()
        .map_or_else(|| PathBuf::from("crd"), PathBuf::from);

    // # Load the documents (crd/ only: cards/ is what we are about to write)
    let corpus = import::load_documents(&crd)
        .with_context(|| format!("loading the documents of {}", crd.display()))?;
    let documents: Vec<_> = corpus.documents().cloned().collect();
    let links = Links::new(&documents, corpus.rulings(), corpus.legality());

    // # Import, link and write
    let imported = import_pool(PathBuf::from(pool).as_path(), Some(&links))
        .with_context(|| format!("importing {pool}"))?;
    let files = card_files(&imported.cards)?;
    write_card_files(PathBuf::from(out).as_path(), &files)
        .with_context(|| format!("writing {out}"))?;

    // # Report
    let r = &imported.report;
    println!(
        "documents: {}, rulings: {}, legality entries: {}",
        documents.len(),
        corpus.rulings().len(),
        corpus.legality().len()
    );
    println!(
        "score: {} records, {} imported; panini: {} records, {} imported; documents-only: {}",
        r.score_records, r.score_imported, r.panini_records, r.panini_imported, r.documents_only
    );
    println!("{} files written under {out}", files.len());
    println!(
        "rulings linked: {}, unmatched: {}; legality entries linked: {}, unmatched: {}",
        r.linked_rulings,
        r.unmatched_rulings.len(),
        r.linked_legality,
        r.unmatched_legality.len()
    );
    println!("printed legality tagged: {:?}", r.printed_legality);
    println!("personality groups (cards): {:?}", r.groups);
    for u in &r.unmatched_groups {
        println!(
            "unmatched group entry: {} {:?}: {}",
            u.id, u.card_name, u.reason
        );
    }
    for (what, list) in [
        ("skipped", &r.skipped),
        ("unreadable", &r.unreadable),
        ("note", &r.notes),
    ] {
        for i in list {
            println!(
                "{what}: {} {:?} {} {:?}: {}",
                i.source, i.name, i.field, i.value, i.reason
            );
        }
    }
    for d in &r.renamed_ids {
        println!("renamed: {} {:?}: {} -> {}", d.source, d.name, d.base, d.id);
    }
    for u in r.unmatched_rulings.iter().chain(&r.unmatched_legality) {
        println!("unmatched: {} {:?}: {}", u.id, u.card_name, u.reason);
    }
    if let Some(path) = report_path {
        std::fs::write(&path, serde_json::to_string_pretty(r)? + "\n")
            .with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}
