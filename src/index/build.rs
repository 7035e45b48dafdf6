//! Writing units into a tantivy index, in RAM or in a folder.
//!
//! One writer thread and one commit, so the index is a single segment whose document ids follow
//! unit order: equal scores then keep corpus (document) order.

use std::path::Path;

use tantivy::TantivyDocument;

use super::analysis;
use super::schema::Fields;
use super::unit::{self, Unit};
use super::Result;
use crate::cancel::Cancel;

/// Writer memory budget (tantivy needs at least 15 MB per thread).
const WRITER_BUDGET: usize = 50_000_000;

/// Creates an empty index with the schema and analyzers, in `dir` or in RAM.
pub fn create(fields: &Fields, dir: Option<&Path>) -> Result<tantivy::Index> {
    let index = match dir {
        Some(dir) => tantivy::Index::create_in_dir(dir, fields.schema.clone())?,
        None => tantivy::Index::create_in_ram(fields.schema.clone()),
    };
    analysis::register(index.tokenizers());
    Ok(index)
}

/// The tantivy document of one unit.
pub fn document(fields: &Fields, unit: &Unit) -> TantivyDocument {
    let mut d = TantivyDocument::new();
    d.add_text(fields.id, &unit.id);
    d.add_text(fields.doc, &unit.doc);
    d.add_text(fields.game, unit.game.key());
    for kind in &unit.kinds {
        d.add_text(fields.kind, kind);
    }
    if !unit.title.is_empty() {
        d.add_text(fields.title, &unit.title);
        d.add_text(fields.plain, &unit.title);
        d.add_text(fields.words, &unit.title);
    }
    if unit.passage {
        d.add_text(fields.passage, &unit.body);
    }
    if !unit.path.is_empty() {
        let path = unit.path.join(" / ");
        d.add_text(fields.words, &path);
        d.add_text(fields.path, path);
    }
    if !unit.body.is_empty() {
        // A card's text is its own field: it counts less than a rules passage's text.
        let body = if unit.name.is_some() {
            fields.card_text
        } else {
            fields.body
        };
        d.add_text(body, &unit.body);
        d.add_text(fields.plain, &unit.body);
        if body == fields.body {
            d.add_text(fields.words, &unit.body);
        }
    }
    if let Some(name) = &unit.name {
        d.add_text(fields.name, name);
        let exact = analysis::normalise_name(name);
        if let Some(base) = base_name(&exact) {
            d.add_text(fields.name_exact, base);
        }
        d.add_text(fields.name_exact, exact);
    }
    if !unit.set.is_empty() {
        d.add_text(fields.set, &unit.set);
    }
    if !unit.number.is_empty() {
        let number = unit.number.trim().trim_start_matches('#').to_lowercase();
        let trimmed = number.trim_start_matches('0');
        if !trimmed.is_empty() && trimmed != number {
            d.add_text(fields.number, trimmed);
        }
        d.add_text(fields.number, number);
    }
    if !unit.types.is_empty() {
        d.add_text(fields.types, &unit.types);
    }
    if let Some(card) = unit
        .card
        .as_ref()
        .and_then(|c| serde_json::to_string(c).ok())
    {
        d.add_text(fields.card, card);
    }
    let kind = unit::kind_factor(&unit.kinds) * unit.weight;
    d.add_f64(fields.rank, unit.rank * kind);
    d.add_f64(fields.kind_rank, kind);
    d.add_u64(fields.doc_no, unit.doc_no);
    d
}

/// A personality's name without its level (`tien lv 1` -> `tien`), from the normalised name.
fn base_name(normalised: &str) -> Option<&str> {
    let (rest, last) = normalised.rsplit_once(' ')?;
    let base = rest.strip_suffix(" lv")?;
    (last.chars().all(|c| c.is_ascii_digit()) && !base.is_empty()).then_some(base)
}

/// Units written between two looks at the cancel flag.
const CANCEL_EVERY: usize = 256;

/// Writes every unit, commits once and waits for the writer to finish. When `cancel` is raised
/// the writer is dropped uncommitted and the build stops with [`Cancelled`](crate::cancel::Cancelled).
pub fn write(
    index: &tantivy::Index,
    fields: &Fields,
    units: &[Unit],
    cancel: &Cancel,
) -> Result<()> {
    let mut writer: tantivy::IndexWriter<TantivyDocument> =
        index.writer_with_num_threads(1, WRITER_BUDGET)?;
    for (i, unit) in units.iter().enumerate() {
        if i % CANCEL_EVERY == 0 {
            cancel.check()?;
        }
        writer.add_document(document(fields, unit))?;
    }
    cancel.check()?;
    writer.commit()?;
    writer.wait_merging_threads()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_names() {
        assert_eq!(base_name("tien lv 1"), Some("tien"));
        assert_eq!(base_name("goku lv 10"), Some("goku"));
        assert_eq!(base_name("vegetas physical stance"), None);
        assert_eq!(base_name("lv 1"), None);
    }
}
