//! The catalogue of the documents: each document's front matter, its sections' ids and titles
//! and its source's length, and each ruling's id, document and linked card. It is what listing
//! documents or finding a section or ruling by id needs, decoded at start when nothing else
//! is; the store keeps the sections and rulings as tab-separated lines read without a copy.

use std::borrow::Cow;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use super::{Document, FrontMatter, Ruling};

/// Text borrowed from the store built into the binary, or owned (a fresh parse).
pub type Text = Cow<'static, str>;

/// The documents' and rulings' ids, titles and games.
#[derive(Debug, Clone, PartialEq)]
pub struct Catalogue {
    /// Documents in corpus order.
    pub documents: Vec<DocumentEntry>,
    /// Every document's sections, in corpus order.
    pub sections: Vec<SectionEntry>,
    /// Rulings in corpus order.
    pub rulings: Vec<RulingEntry>,
}

/// A document in the catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocumentEntry {
    /// Its front matter.
    pub meta: FrontMatter,
    /// Its sections' positions in [`Catalogue::sections`].
    pub sections: Range<usize>,
    /// The byte length of its Markdown source.
    pub source_len: usize,
}

/// A section in the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct SectionEntry {
    /// Its id.
    pub id: Text,
    /// Its title.
    pub title: Text,
}

/// A ruling in the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct RulingEntry {
    /// Its id.
    pub id: Text,
    /// Its document's id.
    pub doc: Text,
    /// The pool card it is linked to.
    pub card_id: Option<Text>,
}

impl Catalogue {
    /// The catalogue of these documents and rulings (`linked` gives each ruling's card).
    pub fn of(documents: &[&Document], rulings: &[Ruling], linked: &[Ruling]) -> Catalogue {
        let owned = |s: &str| Text::Owned(s.to_string());
        let mut sections = Vec::new();
        let documents = documents
            .iter()
            .map(|d| {
                let first = sections.len();
                sections.extend(d.sections.iter().map(|s| SectionEntry {
                    id: owned(&s.id),
                    title: owned(&s.title),
                }));
                DocumentEntry {
                    meta: d.meta.clone(),
                    sections: first..sections.len(),
                    source_len: d.source.len(),
                }
            })
            .collect();
        let rulings = rulings
            .iter()
            .enumerate()
            .map(|(i, r)| RulingEntry {
                id: owned(&r.id),
                doc: owned(&r.doc),
                card_id: linked.get(i).and_then(|l| l.card_id.as_deref()).map(owned),
            })
            .collect();
        Catalogue {
            documents,
            sections,
            rulings,
        }
    }

    /// The stored form: the documents (JSON), the sections' lines (`id`, title) and the
    /// rulings' lines (`id`, document, linked card or nothing). `None` when a field holds a tab
    /// or a line break, which the line form cannot hold.
    pub fn write(&self) -> Option<[Vec<u8>; 3]> {
        let documents = serde_json::to_vec(&self.documents).ok()?;
        let sections = lines(self.sections.iter().map(|s| [&*s.id, &*s.title]))?;
        let rulings = lines(
            self.rulings
                .iter()
                .map(|r| [&*r.id, &*r.doc, r.card_id.as_deref().unwrap_or("")]),
        )?;
        Some([documents, sections, rulings])
    }

    /// Reads back what [`Catalogue::write`] wrote, borrowing the lines' text.
    pub fn read(documents: &[u8], sections: &'static str, rulings: &'static str) -> Option<Self> {
        let documents: Vec<DocumentEntry> = serde_json::from_slice(documents).ok()?;
        let sections = rows(sections)?
            .into_iter()
            .map(|[id, title]| SectionEntry {
                id: Text::Borrowed(id),
                title: Text::Borrowed(title),
            })
            .collect::<Vec<_>>();
        let rulings = rows(rulings)?
            .into_iter()
            .map(|[id, doc, card]| RulingEntry {
                id: Text::Borrowed(id),
                doc: Text::Borrowed(doc),
                card_id: (!card.is_empty()).then_some(Text::Borrowed(card)),
            })
            .collect::<Vec<_>>();
        let whole = documents.last().map_or(0, |d| d.sections.end);
        let ranges_ok = documents
            .iter()
            .scan(0, |at, d| {
                let ok = d.sections.start == *at && d.sections.end >= d.sections.start;
                *at = d.sections.end;
                Some(ok)
            })
            .all(|ok| ok);
        (ranges_ok && whole == sections.len()).then_some(Catalogue {
            documents,
            sections,
            rulings,
        })
    }

    /// The positions of these ids sorted by id, for a binary search ([`Catalogue::find`]).
    pub fn order<'a>(ids: impl Iterator<Item = &'a str>) -> Vec<u32> {
        let ids: Vec<&str> = ids.collect();
        let mut order: Vec<u32> = (0..ids.len() as u32).collect();
        order.sort_by_key(|&i| ids[i as usize]);
        order
    }

    /// The position of `id` among `ids`, given their [`Catalogue::order`].
    pub fn find<'a>(order: &[u32], id: &str, id_at: impl Fn(usize) -> &'a str) -> Option<usize> {
        let k = order
            .binary_search_by(|&i| id_at(i as usize).cmp(id))
            .ok()?;
        order.get(k).map(|&i| i as usize)
    }
}

/// The rows of tab-separated lines of `N` fields each, borrowed (one pass over the bytes: a
/// tab and a line break are ASCII, so every cut falls between characters); `None` when a line
/// has another number of fields or the text does not end with a line break.
pub(super) fn rows<const N: usize>(text: &str) -> Option<Vec<[&str; N]>> {
    let mut out = Vec::new();
    let mut row = [""; N];
    let (mut field, mut start) = (0, 0);
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if b == b'\t' || b == b'\n' {
            *row.get_mut(field)? = text.get(start..i)?;
            field += 1;
            start = i + 1;
            if b == b'\n' {
                if field != N {
                    return None;
                }
                out.push(row);
                field = 0;
            }
        }
    }
    (start == text.len() && field == 0).then_some(out)
}

/// Tab-separated lines; `None` when a field holds a tab or a line break.
fn lines<'a, const N: usize>(rows: impl Iterator<Item = [&'a str; N]>) -> Option<Vec<u8>> {
    let mut out = String::new();
    for row in rows {
        if row.iter().any(|f| f.contains(['\t', '\n', '\r'])) {
            return None;
        }
        out.push_str(&row.join("\t"));
        out.push('\n');
    }
    Some(out.into_bytes())
}
