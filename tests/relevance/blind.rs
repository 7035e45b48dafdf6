//! The blind set (`blind-dev.jsonl`, `blind-test.jsonl`, see `blind-README.md`): questions
//! written from the documents alone by someone who never saw the ranking. The dev half prints
//! its misses (it may be tuned on); the test half prints aggregate figures only.

use scouter::corpus::Corpus;
use scouter::index::{Index, SearchOptions};
use serde::Deserialize;

use crate::measure::{answers, Report};

#[derive(Deserialize)]
pub struct Question {
    pub id: String,
    pub q: String,
    pub doc: String,
    pub quote: String,
    #[serde(default)]
    pub cards: Vec<String>,
    pub style: String,
    #[serde(default)]
    pub names_doc: bool,
}

pub fn load(text: &str, file: &str) -> Vec<Question> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("{file} line {}: {e}", i + 1))
        })
        .collect()
}

/// The search's and the BM25 floor's reports over a half, and the search's misses.
pub fn measure(corpus: &Corpus, index: &Index, qs: &[Question]) -> (Report, Report, Vec<String>) {
    let mut ours = Report::default();
    let mut floor = Report::default();
    let mut misses = Vec::new();
    for q in qs {
        let named = if q.names_doc {
            "names-doc"
        } else {
            "no-doc-named"
        };
        let hits: Vec<String> = index
            .search(&q.q, &SearchOptions::with_limit(10))
            .expect("search runs")
            .hits
            .into_iter()
            .map(|h| h.id)
            .collect();
        let rank = hits
            .iter()
            .position(|id| answers(corpus, id, &q.doc, &q.quote, &q.cards))
            .map(|p| p + 1);
        ours.add(&q.doc, &q.style, rank);
        ours.by_style
            .entry(named.to_string())
            .or_default()
            .add(rank);
        if rank != Some(1) {
            let top: Vec<&str> = hits.iter().take(3).map(String::as_str).collect();
            misses.push(format!(
                "  {} [{}] {:?} ({}): rank {:?}; top {:?}",
                q.id, q.style, q.q, q.doc, rank, top
            ));
        }
        let plain: Vec<String> = index
            .search_bm25(&q.q, 10)
            .expect("bm25 runs")
            .into_iter()
            .map(|h| h.id)
            .collect();
        let rank = plain
            .iter()
            .position(|id| answers(corpus, id, &q.doc, &q.quote, &q.cards))
            .map(|p| p + 1);
        floor.add(&q.doc, &q.style, rank);
        floor
            .by_style
            .entry(named.to_string())
            .or_default()
            .add(rank);
    }
    (ours, floor, misses)
}
