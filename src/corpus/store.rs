//! The stored corpus: what the library's own parse of `crd/` and `cards/` produced (a table of
//! the documents' and rulings' ids, each section, each ruling, legality, the linked card pool)
//! and each card's compiled record, written once by the build script (`build.rs`) and embedded
//! in the binary, then read back record by record.
//!
//! Layout: `SCSTORE2`, a record count (u32 LE), one (offset, length) pair of u32 LE per record
//! (offsets from the end of the table), then the records: the fixed ones of [`slot`], then one
//! per section, one per ruling, one per card and one per card's compiled effects. The shape
//! record gives those three counts; the catalogue record (JSON) is what a command needs to
//! list documents or find an id: each document's front matter, its sections' ids and titles,
//! its source's length, and each ruling's id, document and linked card. Sections, rulings,
//! legality and cards are JSON written by the types' own serde derives (the form scenario
//! files and `--json` already round-trip, so serde attributes such as `skip_serializing_if`
//! keep their meaning); the Markdown sources are stored as they are, the card names as lines
//! ([`super::name_table`]). A command decodes only the records it reads.

use serde::Serialize;

use super::catalogue::Catalogue;
use super::name_table::{self, CardName};
use super::{Card, CorpusError, Document, LegalityEntry, Ruling, Section};

const MAGIC: &[u8; 8] = b"SCSTORE2";

/// The fixed records before the sections: their positions in the table.
mod slot {
    pub const HASH: usize = 0;
    /// Three u32 LE: the number of sections, of rulings and of cards.
    pub const SHAPE: usize = 1;
    /// The catalogue ([`super::Catalogue::write`]): the documents (JSON), the sections'
    /// lines, the rulings' lines.
    pub const CATALOGUE_DOCUMENTS: usize = 2;
    pub const CATALOGUE_SECTIONS: usize = 3;
    pub const CATALOGUE_RULINGS: usize = 4;
    /// The Markdown sources, one document after the other (lengths in the catalogue).
    pub const SOURCES: usize = 5;
    pub const DOCUMENT_LEGALITY: usize = 6;
    pub const LINKED_LEGALITY: usize = 7;
    /// Every card's name entry, in pool order ([`super::name_table`]).
    pub const CARD_NAMES: usize = 8;
    /// The pool positions in the order of the cards' ids (u32 LE each), for a binary search.
    pub const CARDS_BY_ID: usize = 9;
    /// The sections' positions in the order of their ids, and the rulings' (u32 LE each).
    pub const SECTIONS_BY_ID: usize = 10;
    pub const RULINGS_BY_ID: usize = 11;
    /// The first section; rulings, cards and the cards' compiled records follow.
    pub const SECTIONS: usize = 12;
}

/// The parts of a loaded corpus the store keeps (see [`super::Corpus::store_parts`]).
pub struct Parts<'a> {
    /// The content hash.
    pub hash: &'a str,
    /// Documents in corpus order.
    pub documents: Vec<&'a Document>,
    /// Rulings and legality as the documents give them.
    pub document_rulings: &'a [Ruling],
    /// As above.
    pub document_legality: &'a [LegalityEntry],
    /// Rulings and legality linked to the pool.
    pub linked_rulings: &'a [Ruling],
    /// As above.
    pub linked_legality: &'a [LegalityEntry],
    /// The pool, in pool order.
    pub cards: &'a [Card],
}

fn json<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, CorpusError> {
    serde_json::to_vec(value).map_err(|e| store_error(&e.to_string()))
}

pub(super) fn store_error(message: &str) -> CorpusError {
    CorpusError::FrontMatter {
        file: "embedded corpus store".into(),
        message: message.to_string(),
    }
}

fn count32(n: usize) -> Result<[u8; 4], CorpusError> {
    u32::try_from(n)
        .map(u32::to_le_bytes)
        .map_err(|_| store_error("too many records"))
}

/// Writes the store: the corpus parts, then `compiled[i]` for the pool's card `i` (the engine's
/// record of the card's compiled text, opaque here; empty when there is none).
pub fn write(parts: &Parts, compiled: &[Vec<u8>]) -> Result<Vec<u8>, CorpusError> {
    if compiled.len() != parts.cards.len() {
        return Err(store_error("one compiled record per card expected"));
    }
    let linked_ids = parts.linked_rulings.iter().map(|r| &r.id);
    if !parts.document_rulings.iter().map(|r| &r.id).eq(linked_ids) {
        return Err(store_error(
            "linked rulings differ from the documents' rulings",
        ));
    }
    let docs = &parts.documents;
    let catalogue = Catalogue::of(docs, parts.document_rulings, parts.linked_rulings);
    let [cat_documents, cat_sections, cat_rulings] = catalogue
        .write()
        .ok_or_else(|| store_error("a section's id or title holds a tab or a line break"))?;
    let sources: String = docs.iter().map(|d| d.source.as_str()).collect();
    let names: Vec<CardName> = parts.cards.iter().map(CardName::of).collect();
    let names = name_table::write(&names)
        .ok_or_else(|| store_error("a card's id or name holds a tab or a line break"))?;
    let mut by_id: Vec<usize> = (0..parts.cards.len()).collect();
    by_id.sort_by(|&a, &b| parts.cards[a].id.cmp(&parts.cards[b].id));
    let u32s = |positions: &mut dyn Iterator<Item = usize>| -> Result<Vec<u8>, CorpusError> {
        let mut out = Vec::new();
        for i in positions {
            out.extend_from_slice(&count32(i)?);
        }
        Ok(out)
    };
    let by_id_bytes = u32s(&mut by_id.into_iter())?;
    let section_order = Catalogue::order(catalogue.sections.iter().map(|s| &*s.id));
    let ruling_order = Catalogue::order(catalogue.rulings.iter().map(|r| &*r.id));
    let section_order = u32s(&mut section_order.into_iter().map(|i| i as usize))?;
    let ruling_order = u32s(&mut ruling_order.into_iter().map(|i| i as usize))?;
    let sections: Vec<&Section> = docs.iter().flat_map(|d| d.sections.iter()).collect();
    let shape = [
        count32(sections.len())?,
        count32(parts.document_rulings.len())?,
        count32(parts.cards.len())?,
    ]
    .concat();
    let mut records: Vec<Vec<u8>> = vec![
        parts.hash.as_bytes().to_vec(),
        shape,
        cat_documents,
        cat_sections,
        cat_rulings,
        sources.into_bytes(),
        json(parts.document_legality)?,
        json(parts.linked_legality)?,
        names,
        by_id_bytes,
        section_order,
        ruling_order,
    ];
    for s in sections {
        records.push(json(s)?);
    }
    for r in parts.document_rulings {
        records.push(json(r)?);
    }
    for card in parts.cards {
        records.push(json(card)?);
    }
    records.extend(compiled.iter().cloned());
    let count = u32::try_from(records.len()).map_err(|_| store_error("too many records"))?;
    let mut out = Vec::with_capacity(records.iter().map(Vec::len).sum::<usize>() + 64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&count.to_le_bytes());
    let mut offset = 0u32;
    for r in &records {
        let len = u32::try_from(r.len()).map_err(|_| store_error("record too large"))?;
        out.extend_from_slice(&offset.to_le_bytes());
        out.extend_from_slice(&len.to_le_bytes());
        offset = offset
            .checked_add(len)
            .ok_or_else(|| store_error("store too large"))?;
    }
    for r in records {
        out.extend_from_slice(&r);
    }
    Ok(out)
}

/// The store built into the binary (`build.rs` writes it; the build script itself has none).
pub fn embedded() -> Result<Store, CorpusError> {
    Store::open(crate::EMBEDDED_STORE)
}

/// An opened store over bytes that live as long as the program (the embedded ones).
#[derive(Debug, Clone, Copy)]
pub struct Store {
    table: &'static [u8],
    data: &'static [u8],
    count: usize,
    sections: usize,
    rulings: usize,
    cards: usize,
}

fn u32_at(bytes: &[u8], k: usize) -> Option<usize> {
    bytes
        .get(k..k + 4)
        .and_then(|b| b.try_into().ok())
        .map(|b| u32::from_le_bytes(b) as usize)
}

impl Store {
    /// Checks the header, the record table and the shape.
    pub fn open(bytes: &'static [u8]) -> Result<Store, CorpusError> {
        let rest = bytes
            .strip_prefix(MAGIC.as_slice())
            .ok_or_else(|| store_error("not a corpus store (rebuild scouter)"))?;
        let count = u32_at(rest, 0).ok_or_else(|| store_error("truncated header"))?;
        let table_len = count
            .checked_mul(8)
            .ok_or_else(|| store_error("bad record count"))?;
        let table = rest
            .get(4..4 + table_len)
            .ok_or_else(|| store_error("truncated record table"))?;
        let data = &rest[4 + table_len..];
        let mut store = Store {
            table,
            data,
            count,
            sections: 0,
            rulings: 0,
            cards: 0,
        };
        let shape = store
            .record(slot::SHAPE)
            .filter(|s| s.len() == 12)
            .ok_or_else(|| store_error("bad shape record"))?;
        let at = |k| u32_at(shape, k).unwrap_or(0);
        (store.sections, store.rulings, store.cards) = (at(0), at(4), at(8));
        let expected = slot::SECTIONS + store.sections + store.rulings + 2 * store.cards;
        if count != expected {
            return Err(store_error("bad record count"));
        }
        if (0..count).any(|i| store.record(i).is_none()) {
            return Err(store_error("a record lies outside the store"));
        }
        Ok(store)
    }

    fn record(&self, i: usize) -> Option<&'static [u8]> {
        if i >= self.count {
            return None;
        }
        let offset = u32_at(self.table, i * 8)?;
        let len = u32_at(self.table, i * 8 + 4)?;
        self.data.get(offset..offset.checked_add(len)?)
    }

    fn decode<T: serde::de::DeserializeOwned>(&self, i: usize) -> Result<T, CorpusError> {
        let bytes = self
            .record(i)
            .ok_or_else(|| store_error("missing record"))?;
        serde_json::from_slice(bytes).map_err(|e| store_error(&format!("record {i}: {e}")))
    }

    /// The number of cards.
    pub fn card_count(&self) -> usize {
        self.cards
    }

    /// The content hash of the sources the store was built from.
    pub fn hash(&self) -> Result<String, CorpusError> {
        let bytes = self
            .record(slot::HASH)
            .ok_or_else(|| store_error("missing hash"))?;
        std::str::from_utf8(bytes)
            .map(str::to_string)
            .map_err(|_| store_error("hash is not text"))
    }

    /// The documents' and rulings' ids, titles and games.
    pub fn catalogue(&self) -> Result<Catalogue, CorpusError> {
        let text = |i| self.record(i).and_then(|b| std::str::from_utf8(b).ok());
        let catalogue = (self.record(slot::CATALOGUE_DOCUMENTS))
            .zip(text(slot::CATALOGUE_SECTIONS).zip(text(slot::CATALOGUE_RULINGS)))
            .and_then(|(documents, (sections, rulings))| {
                Catalogue::read(documents, sections, rulings)
            })
            .ok_or_else(|| store_error("the catalogue is malformed"))?;
        if catalogue.sections.len() != self.sections || catalogue.rulings.len() != self.rulings {
            return Err(store_error(
                "the catalogue does not match the store's shape",
            ));
        }
        Ok(catalogue)
    }

    /// The sections' positions in the order of their ids, and the rulings' (as
    /// [`Catalogue::order`] gives them).
    pub fn id_orders(&self) -> Result<(Vec<u32>, Vec<u32>), CorpusError> {
        let order = |slot: usize, n: usize| {
            let bytes = self.record(slot).filter(|b| b.len() == n * 4)?;
            let order: Vec<u32> = (0..n)
                .map(|k| u32_at(bytes, k * 4).map_or(u32::MAX, |i| i as u32))
                .collect();
            order.iter().all(|&i| (i as usize) < n).then_some(order)
        };
        order(slot::SECTIONS_BY_ID, self.sections)
            .zip(order(slot::RULINGS_BY_ID, self.rulings))
            .ok_or_else(|| store_error("the id orders are malformed"))
    }

    /// The Markdown sources of every document, one after the other.
    pub fn sources(&self) -> Result<&'static str, CorpusError> {
        self.record(slot::SOURCES)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or_else(|| store_error("the documents' sources are not text"))
    }

    /// The section at this position of the corpus (every document's sections in order).
    pub fn section(&self, i: usize) -> Result<Section, CorpusError> {
        if i >= self.sections {
            return Err(store_error("no such section"));
        }
        self.decode(slot::SECTIONS + i)
    }

    /// The ruling at this position, as its document gives it (not linked).
    pub fn ruling(&self, i: usize) -> Result<Ruling, CorpusError> {
        if i >= self.rulings {
            return Err(store_error("no such ruling"));
        }
        self.decode(slot::SECTIONS + self.sections + i)
    }

    /// Legality entries as the documents give them (not linked).
    pub fn document_legality(&self) -> Result<Vec<LegalityEntry>, CorpusError> {
        self.decode(slot::DOCUMENT_LEGALITY)
    }

    /// Legality entries linked to their cards.
    pub fn linked_legality(&self) -> Result<Vec<LegalityEntry>, CorpusError> {
        self.decode(slot::LINKED_LEGALITY)
    }

    /// Every card's name entry, in pool order.
    pub fn card_names(&self) -> Result<Vec<CardName>, CorpusError> {
        self.record(slot::CARD_NAMES)
            .and_then(name_table::read)
            .filter(|names| names.len() == self.cards)
            .ok_or_else(|| store_error("the card names are malformed"))
    }

    /// The pool position of the card with this id (`names`: [`Store::card_names`]), by a
    /// binary search over the stored id order.
    pub fn card_position(&self, id: &str, names: &[CardName]) -> Option<usize> {
        let order = self.record(slot::CARDS_BY_ID)?;
        let (mut lo, mut hi) = (0, order.len() / 4);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let at = u32_at(order, mid * 4)?;
            match (*names.get(at)?.id).cmp(id) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(at),
            }
        }
        None
    }

    fn first_card(&self) -> usize {
        slot::SECTIONS + self.sections + self.rulings
    }

    /// The card at this position of the pool.
    pub fn card(&self, i: usize) -> Result<Card, CorpusError> {
        if i >= self.cards {
            return Err(store_error("no such card"));
        }
        self.decode(self.first_card() + i)
    }

    /// The compiled record of the card at this position (empty when it has none).
    pub fn compiled(&self, i: usize) -> Option<&'static [u8]> {
        if i >= self.cards {
            return None;
        }
        self.record(self.first_card() + self.cards + i)
            .filter(|r| !r.is_empty())
    }
}
