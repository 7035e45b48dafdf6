//! The plain BM25 floor the relevance measure compares against: the query's stemmed words over
//! the same units (title, body, card text), summed, with no expansion, no intent, no fuzzy
//! matching, no pairs and no precedence or kind factors.

use tantivy::query::{BooleanQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use super::analysis::{analyze, en_analyzer};
use super::schema::Fields;

/// The plain BM25 query of a text (`None`: no searchable word).
pub fn query(fields: &Fields, text: &str) -> Option<Box<dyn Query>> {
    let mut en = en_analyzer();
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for t in analyze(&mut en, text) {
        for field in [fields.title, fields.body, fields.card_text] {
            let q = TermQuery::new(
                Term::from_field_text(field, &t.text),
                IndexRecordOption::WithFreqs,
            );
            clauses.push((Occur::Should, Box::new(q)));
        }
    }
    (!clauses.is_empty()).then(|| Box::new(BooleanQuery::new(clauses)) as Box<dyn Query>)
}
