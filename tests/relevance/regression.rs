//! The regression set (`questions.jsonl`, written from the documents before any tuning): each
//! question names the passage(s) or card(s) that answer it. Fails below hit@5 0.90 or MRR 0.75.
//!
//! A numbered item (or a term of a definition run) and the section that holds it are one
//! passage for this measure: a hit on item `.../battle-sequence/7` answers a question that names
//! `.../battle-sequence`, and the other way round (`rule` opens the section with its items).

use std::collections::HashSet;

use scouter::corpus::SectionForm;
use scouter::index::SearchOptions;
use serde::Deserialize;

#[derive(Deserialize)]
struct Question {
    q: String,
    #[serde(default)]
    ids: Vec<String>,
    #[serde(default)]
    cards: Vec<String>,
    style: String,
}

fn norm(name: &str) -> String {
    name.replace('\u{2019}', "'").to_lowercase()
}

#[test]
fn regression_set_meets_the_floor() {
    let (corpus, index) = crate::fixture();
    let text = include_str!("questions.jsonl");
    let questions: Vec<Question> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("questions.jsonl line {}: {e}", i + 1))
        })
        .collect();
    assert!(questions.len() >= 80, "need at least 80 questions");

    let mut hit1 = 0usize;
    let mut hit5 = 0usize;
    let mut rr = 0f64;
    let mut misses = Vec::new();
    let mut floor = crate::measure::Tally::default();
    let mut unknown = Vec::new();
    for question in &questions {
        let mut accepted: HashSet<String> = question.ids.iter().cloned().collect();
        for name in &question.cards {
            accepted.extend(
                corpus
                    .cards()
                    .iter()
                    .filter(|c| norm(&c.name) == norm(name))
                    .map(|c| c.id.clone()),
            );
        }
        let known = accepted.iter().any(|id| {
            corpus.section(id).is_some() || corpus.ruling(id).is_some() || corpus.card(id).is_some()
        });
        if !known {
            unknown.push(question.q.clone());
        }
        let hits = index
            .search(&question.q, &SearchOptions::with_limit(10))
            .expect("search runs")
            .hits;
        let answers = |id: &str| {
            if accepted.contains(id) {
                return true;
            }
            // An item or term of an accepted section (its text is part of the section's), or
            // the section of an accepted item or term.
            let item_of = |item: &str, section: &str| {
                corpus.section(item).is_some_and(|s| {
                    matches!(
                        s.form,
                        SectionForm::Item | SectionForm::Term | SectionForm::Definition
                    ) && s.parent.as_deref() == Some(section)
                })
            };
            accepted.iter().any(|a| item_of(id, a) || item_of(a, id))
        };
        let rank = hits.iter().position(|h| answers(&h.id)).map(|p| p + 1);
        let plain = index.search_bm25(&question.q, 10).expect("bm25 runs");
        floor.add(plain.iter().position(|h| answers(&h.id)).map(|p| p + 1));
        if let Some(r) = rank {
            hit1 += usize::from(r == 1);
            hit5 += usize::from(r <= 5);
            rr += 1.0 / r as f64;
        }
        if rank != Some(1) {
            let top: Vec<&str> = hits.iter().take(3).map(|h| h.id.as_str()).collect();
            misses.push(format!(
                "  [{}] {:?}: rank {:?}; top {:?}",
                question.style, question.q, rank, top
            ));
        }
    }
    let n = questions.len() as f64;
    let (h1, h5, mrr) = (hit1 as f64 / n, hit5 as f64 / n, rr / n);
    println!(
        "relevance over {} questions: hit@1 {h1:.3}  hit@5 {h5:.3}  MRR {mrr:.3}",
        questions.len()
    );
    println!("regression, plain BM25 floor: {}", floor.line());
    println!("not first ({}):\n{}", misses.len(), misses.join("\n"));
    assert!(
        unknown.is_empty(),
        "questions whose accepted ids are in no corpus: {unknown:#?}"
    );
    assert!(h5 >= 0.90, "hit@5 {h5:.3} is below 0.90");
    assert!(mrr >= 0.75, "MRR {mrr:.3} is below 0.75");
}
