//! The stored corpus: what the library's own parse of `crd/` and `cards/` produced (documents,
//! rulings, legality, the linked card pool) and each card's compiled record, written once by
//! the build script (`build.rs`) and embedded in the binary, then read back record by record.
//!
//! Layout: `SCSTORE1`, a record count (u32 LE), one (offset, length) pair of u32 LE per record
//! (offsets from the end of the table), then the records. Every record but the hash and the
//! documents' Markdown sources (stored as they are) is JSON written by the types' own serde
//! derives (the form scenario files and `--json` already round-trip, so serde
//! attributes such as `skip_serializing_if` keep their meaning); a command decodes only the
//! records it reads: one card is one record, a card's compiled effects another.

use serde::{Deserialize, Serialize};

use super::{Card, CorpusError, Document, Game, LegalityEntry, Ruling};

const MAGIC: &[u8; 8] = b"SCSTORE1";

/// The fixed records before the cards: their positions in the table.
mod slot {
    pub const HASH: usize = 0;
    pub const DOCUMENTS: usize = 1;
    /// The Markdown sources, one document after the other, with their lengths in `DOCUMENTS`'
    /// order in `SOURCE_LENGTHS`.
    pub const SOURCES: usize = 2;
    pub const SOURCE_LENGTHS: usize = 3;
    pub const DOCUMENT_RULINGS: usize = 4;
    pub const DOCUMENT_LEGALITY: usize = 5;
    pub const LINKED_RULINGS: usize = 6;
    pub const LINKED_LEGALITY: usize = 7;
    pub const CARD_NAMES: usize = 8;
    /// The first card; the cards' compiled records follow the cards.
    pub const CARDS: usize = 9;
}

/// What a name look-up, `sources` and the id map need of a card, without the card itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardName {
    /// The card's id.
    pub id: String,
    /// Its display name.
    pub name: String,
    /// Its game.
    pub game: Game,
    /// Built from the documents alone.
    pub documents_only: bool,
}

impl CardName {
    /// The name entry of a card.
    pub fn of(card: &Card) -> CardName {
        CardName {
            id: card.id.clone(),
            name: card.name.clone(),
            game: card.game,
            documents_only: card.documents_only,
        }
    }
}

/// The parts of a loaded corpus the store keeps (see [`super::Corpus::store_parts`]).
pub struct Parts<'a> {
    /// The content hash.
    pub hash: &'a str,
    /// Documents in corpus order.
    pub documents: &'a [Document],
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

fn store_error(message: &str) -> CorpusError {
    CorpusError::FrontMatter {
        file: "embedded corpus store".into(),
        message: message.to_string(),
    }
}

/// Writes the store: the corpus parts, then `compiled[i]` for the pool's card `i` (the engine's
/// record of the card's compiled text, opaque here; empty when there is none).
pub fn write(parts: &Parts, compiled: &[Vec<u8>]) -> Result<Vec<u8>, CorpusError> {
    if compiled.len() != parts.cards.len() {
        return Err(store_error("one compiled record per card expected"));
    }
    let sources: String = parts.documents.iter().map(|d| d.source.as_str()).collect();
    let lengths: Vec<usize> = parts.documents.iter().map(|d| d.source.len()).collect();
    let names: Vec<CardName> = parts.cards.iter().map(CardName::of).collect();
    let mut records: Vec<Vec<u8>> = vec![
        parts.hash.as_bytes().to_vec(),
        json(parts.documents)?,
        sources.into_bytes(),
        json(&lengths)?,
        json(parts.document_rulings)?,
        json(parts.document_legality)?,
        json(parts.linked_rulings)?,
        json(parts.linked_legality)?,
        json(&names)?,
    ];
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
}

impl Store {
    /// Checks the header and the record table.
    pub fn open(bytes: &'static [u8]) -> Result<Store, CorpusError> {
        let rest = bytes
            .strip_prefix(MAGIC.as_slice())
            .ok_or_else(|| store_error("not a corpus store (rebuild scouter)"))?;
        let count = rest
            .get(..4)
            .and_then(|b| b.try_into().ok())
            .map(u32::from_le_bytes)
            .ok_or_else(|| store_error("truncated header"))? as usize;
        let table_len = count
            .checked_mul(8)
            .ok_or_else(|| store_error("bad record count"))?;
        let table = rest
            .get(4..4 + table_len)
            .ok_or_else(|| store_error("truncated record table"))?;
        let data = &rest[4 + table_len..];
        let store = Store { table, data, count };
        if count < slot::CARDS || !(count - slot::CARDS).is_multiple_of(2) {
            return Err(store_error("bad record count"));
        }
        for i in 0..count {
            if store.record(i).is_none() {
                return Err(store_error("a record lies outside the store"));
            }
        }
        Ok(store)
    }

    fn record(&self, i: usize) -> Option<&'static [u8]> {
        let at = |k: usize| {
            self.table
                .get(k..k + 4)
                .and_then(|b| b.try_into().ok())
                .map(|b| u32::from_le_bytes(b) as usize)
        };
        let offset = at(i * 8)?;
        let len = at(i * 8 + 4)?;
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
        (self.count - slot::CARDS) / 2
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

    /// The documents with their sections and their Markdown sources.
    pub fn documents(&self) -> Result<Vec<Document>, CorpusError> {
        let mut docs: Vec<Document> = self.decode(slot::DOCUMENTS)?;
        let lengths: Vec<usize> = self.decode(slot::SOURCE_LENGTHS)?;
        let sources = self
            .record(slot::SOURCES)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or_else(|| store_error("the documents' sources are not text"))?;
        if lengths.len() != docs.len() {
            return Err(store_error("documents and sources differ in number"));
        }
        let mut at = 0;
        for (d, len) in docs.iter_mut().zip(lengths) {
            let end = at + len;
            d.source = sources
                .get(at..end)
                .ok_or_else(|| store_error("a document's source lies outside the store"))?
                .to_string();
            at = end;
        }
        Ok(docs)
    }

    /// Rulings and legality entries as the documents give them (not linked).
    pub fn document_records(&self) -> Result<(Vec<Ruling>, Vec<LegalityEntry>), CorpusError> {
        Ok((
            self.decode(slot::DOCUMENT_RULINGS)?,
            self.decode(slot::DOCUMENT_LEGALITY)?,
        ))
    }

    /// Rulings linked to their cards.
    pub fn linked_rulings(&self) -> Result<Vec<Ruling>, CorpusError> {
        self.decode(slot::LINKED_RULINGS)
    }

    /// Legality entries linked to their cards.
    pub fn linked_legality(&self) -> Result<Vec<LegalityEntry>, CorpusError> {
        self.decode(slot::LINKED_LEGALITY)
    }

    /// Every card's name entry, in pool order.
    pub fn card_names(&self) -> Result<Vec<CardName>, CorpusError> {
        self.decode(slot::CARD_NAMES)
    }

    /// The card at this position of the pool.
    pub fn card(&self, i: usize) -> Result<Card, CorpusError> {
        if i >= self.card_count() {
            return Err(store_error("no such card"));
        }
        self.decode(slot::CARDS + i)
    }

    /// The compiled record of the card at this position (empty when it has none).
    pub fn compiled(&self, i: usize) -> Option<&'static [u8]> {
        if i >= self.card_count() {
            return None;
        }
        self.record(slot::CARDS + self.card_count() + i)
            .filter(|r| !r.is_empty())
    }
}
