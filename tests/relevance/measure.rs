//! Rank tallies (hit@1, hit@5, MRR over the top 10) by group, and the blind set's answer rule:
//! a hit answers when its section or passage text holds the question's quote in the question's
//! document (markup `**` `*` `_` stripped, whitespace collapsed, case ignored), or, for a card
//! question, when it is that card.

use std::collections::BTreeMap;

use scouter::corpus::Corpus;

/// hit@1, hit@5 and reciprocal-rank sums over some questions.
#[derive(Debug, Default, Clone, Copy)]
pub struct Tally {
    pub n: usize,
    pub hit1: usize,
    pub hit5: usize,
    pub rr: f64,
}

impl Tally {
    pub fn add(&mut self, rank: Option<usize>) {
        self.n += 1;
        if let Some(r) = rank {
            self.hit1 += usize::from(r == 1);
            self.hit5 += usize::from(r <= 5);
            self.rr += 1.0 / r as f64;
        }
    }
    fn ratio(&self, x: f64) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            x / self.n as f64
        }
    }
    pub fn h1(&self) -> f64 {
        self.ratio(self.hit1 as f64)
    }
    pub fn h5(&self) -> f64 {
        self.ratio(self.hit5 as f64)
    }
    pub fn mrr(&self) -> f64 {
        self.ratio(self.rr)
    }
    pub fn line(&self) -> String {
        format!(
            "n {:>3}  hit@1 {:.3}  hit@5 {:.3}  MRR {:.3}",
            self.n,
            self.h1(),
            self.h5(),
            self.mrr()
        )
    }
}

/// Tallies of one question set: overall, per document and per style.
#[derive(Debug, Default)]
pub struct Report {
    pub all: Tally,
    pub by_doc: BTreeMap<String, Tally>,
    pub by_style: BTreeMap<String, Tally>,
}

impl Report {
    pub fn add(&mut self, doc: &str, style: &str, rank: Option<usize>) {
        self.all.add(rank);
        self.by_doc.entry(doc.to_string()).or_default().add(rank);
        self.by_style
            .entry(style.to_string())
            .or_default()
            .add(rank);
    }
    pub fn print(&self, title: &str) {
        println!("{title}: {}", self.all.line());
        for (k, t) in &self.by_doc {
            println!("    doc   {k:<24} {}", t.line());
        }
        for (k, t) in &self.by_style {
            println!("    style {k:<24} {}", t.line());
        }
    }
}

/// Markup stripped, whitespace collapsed, lower case (the blind set's matching rule).
pub fn flat(text: &str) -> String {
    text.replace("**", "")
        .replace(['*', '_'], "")
        .replace(['\u{2019}', '\u{2018}'], "'")
        .replace(['\u{201c}', '\u{201d}'], "\"")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The document and text of a hit (a section, a ruling record or a card's name).
pub fn hit_text(corpus: &Corpus, id: &str) -> Option<(String, String, bool)> {
    if let Some(s) = corpus.section(id) {
        return Some((s.doc.clone(), s.text.clone(), false));
    }
    if let Some(r) = corpus.document_ruling(id) {
        return Some((r.doc.clone(), r.text.clone(), false));
    }
    corpus
        .card(id)
        .map(|c| ("cards".to_string(), c.name.clone(), true))
}

/// True when the hit `id` answers a blind question.
pub fn answers(corpus: &Corpus, id: &str, doc: &str, quote: &str, cards: &[String]) -> bool {
    let Some((hit_doc, text, is_card)) = hit_text(corpus, id) else {
        return false;
    };
    if is_card {
        return cards.iter().any(|c| flat(c) == flat(&text));
    }
    hit_doc == doc && flat(&text).contains(&flat(quote))
}
