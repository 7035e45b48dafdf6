//! Searching the rules: build the index over the embedded corpus, run a judge's query, print the
//! hits with their snippets, then compare one topic across every document.
//!
//! Run: `cargo run --example search_rules -- "can my ally take the hit for me"`
//! (no argument: a few sample queries). `--ids` prints every section id instead (to check the
//! ids the relevance questions name).

use scouter::commands::search::{compare, search};
use scouter::corpus::Corpus;
use scouter::index::{Index, SearchOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // # The corpus
    // Every rules document of `crd/` and every card of `cards/`, embedded in the binary.
    let corpus = Corpus::embedded()?;

    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--ids") {
        for section in corpus.sections() {
            println!("{}\t{}", section.id, section.title);
        }
        for ruling in corpus.rulings() {
            println!("{}\t{}", ruling.id, ruling.card_name);
        }
        return Ok(());
    }

    // # The index
    // Opened from the cache folder when it was built before, else built (about a second) and
    // cached. `Index::build_in_ram` skips the cache.
    let index = Index::open_or_build(corpus)?;
    println!("index: {:?}\n", index.storage());

    // # Searching
    // Plain words, "quoted phrases", typos and `game:` / `doc:` / `kind:` / `set:` filters.
    let queries = if args.is_empty() {
        vec![
            "can my ally take the hit for me".to_string(),
            "vegetas physcal stance".to_string(),
            "\"power stages\" kind:glossary".to_string(),
        ]
    } else {
        vec![args.join(" ")]
    };
    for query in &queries {
        let report = search(corpus, &index, query, &SearchOptions::with_limit(5))?;
        println!("search {query:?}");
        for note in &report.notes {
            println!("  note: {note}");
        }
        for hit in &report.hits {
            // Matched words are byte ranges of the snippet: mark them with [brackets] here.
            let mut marked = String::new();
            let mut at = 0;
            for r in &hit.highlights {
                marked.push_str(hit.snippet.get(at..r.start).unwrap_or(""));
                marked.push('[');
                marked.push_str(hit.snippet.get(r.clone()).unwrap_or(""));
                marked.push(']');
                at = r.end;
            }
            marked.push_str(hit.snippet.get(at..).unwrap_or(""));
            println!(
                "  {:6.2}  {}  ({}, {})",
                hit.score, hit.title, hit.id, hit.doc_title
            );
            println!("          {marked}");
        }
        println!();
    }

    // # Comparing
    // The best passage of each document: how the rule books differ on one topic.
    let report = compare(corpus, &index, "deck size", &SearchOptions::default())?;
    println!("compare \"deck size\"");
    for block in &report.blocks {
        match &block.hit {
            Some(hit) => println!("  {:<26} {}: {}", block.doc, hit.title, hit.snippet),
            None => println!("  {:<26} (nothing on this topic)", block.doc),
        }
    }
    Ok(())
}
