//! The corpus's documents, sections and rulings by id: the catalogue (front matter, section
//! ids and titles, ruling ids and links; [`Catalogue`]) known at once, and each section,
//! ruling or whole document decoded from the store only when first asked for. A corpus parsed
//! from files holds them all from the start.

use std::sync::OnceLock;

use super::catalogue::{Catalogue, DocumentEntry};
use super::store::Store;
use super::{CorpusError, Document, LegalityEntry, Ruling, Section};

/// The documents, their sections, rulings and legality entries, by id.
#[derive(Debug)]
pub(super) struct Documents {
    catalogue: Catalogue,
    /// The sections' positions in the order of their ids, and the rulings'.
    section_order: Vec<u32>,
    ruling_order: Vec<u32>,
    backing: Backing,
}

#[derive(Debug)]
enum Backing {
    /// Parsed from files: everything is here.
    Parsed {
        documents: Vec<Document>,
        rulings: Vec<Ruling>,
        legality: Vec<LegalityEntry>,
    },
    /// The store built into the binary: each record decoded on first use.
    Stored(Box<Lazy>),
}

/// The store's records, each decoded on first use.
#[derive(Debug)]
struct Lazy {
    store: Store,
    /// Each document's source's byte range in the stored sources.
    source_range: Vec<std::ops::Range<usize>>,
    sections: Vec<OnceLock<Option<Section>>>,
    documents: Vec<OnceLock<Option<Document>>>,
    rulings: Vec<OnceLock<Option<Ruling>>>,
    linked: Vec<OnceLock<Option<Ruling>>>,
    all_rulings: OnceLock<Vec<Ruling>>,
    all_linked: OnceLock<Vec<Ruling>>,
    legality: OnceLock<Vec<LegalityEntry>>,
    linked_legality: OnceLock<Vec<LegalityEntry>>,
}

fn slots<T>(n: usize) -> Vec<OnceLock<T>> {
    (0..n).map(|_| OnceLock::new()).collect()
}

impl Documents {
    /// Documents, rulings and legality entries parsed from files.
    pub(super) fn parsed(
        documents: Vec<Document>,
        rulings: Vec<Ruling>,
        legality: Vec<LegalityEntry>,
    ) -> Result<Documents, CorpusError> {
        let catalogue = Catalogue::of(&documents.iter().collect::<Vec<_>>(), &rulings, &[]);
        let section_order = Catalogue::order(catalogue.sections.iter().map(|s| &*s.id));
        let ruling_order = Catalogue::order(catalogue.rulings.iter().map(|r| &*r.id));
        Documents::new(
            catalogue,
            (section_order, ruling_order),
            Backing::Parsed {
                documents,
                rulings,
                legality,
            },
        )
    }

    /// The documents of a store: only the catalogue (and its ids' order) is decoded now.
    pub(super) fn stored(store: Store) -> Result<Documents, CorpusError> {
        let catalogue = store.catalogue()?;
        let orders = store.id_orders()?;
        let rulings = catalogue.rulings.len();
        let mut source_range = Vec::new();
        let mut at = 0;
        for d in &catalogue.documents {
            source_range.push(at..at + d.source_len);
            at += d.source_len;
        }
        let lazy = Lazy {
            store,
            source_range,
            sections: slots(catalogue.sections.len()),
            documents: slots(catalogue.documents.len()),
            rulings: slots(rulings),
            linked: slots(rulings),
            all_rulings: OnceLock::new(),
            all_linked: OnceLock::new(),
            legality: OnceLock::new(),
            linked_legality: OnceLock::new(),
        };
        Documents::new(catalogue, orders, Backing::Stored(Box::new(lazy)))
    }

    /// The documents over this catalogue and its ids' order ([`Catalogue::order`]); two
    /// sections or two rulings with one id are an error.
    fn new(
        catalogue: Catalogue,
        (section_order, ruling_order): (Vec<u32>, Vec<u32>),
        backing: Backing,
    ) -> Result<Documents, CorpusError> {
        /// The later of two positions with one id, if any.
        fn twice<'a>(order: &[u32], id_at: impl Fn(usize) -> &'a str) -> Option<usize> {
            let mut pairs = order.windows(2).map(|w| (w[0] as usize, w[1] as usize));
            pairs
                .find(|&(a, b)| id_at(a) == id_at(b))
                .map(|(a, b)| a.max(b))
        }
        if let Some(i) = twice(&section_order, |i| &catalogue.sections[i].id) {
            let doc = catalogue.documents.iter().find(|d| d.sections.contains(&i));
            return Err(CorpusError::DuplicateId {
                id: catalogue.sections[i].id.to_string(),
                file: doc.map(|d| d.meta.id.clone()).unwrap_or_default(),
            });
        }
        if let Some(i) = twice(&ruling_order, |i| &catalogue.rulings[i].id) {
            let r = &catalogue.rulings[i];
            return Err(CorpusError::DuplicateId {
                id: r.id.to_string(),
                file: r.doc.to_string(),
            });
        }
        Ok(Documents {
            catalogue,
            section_order,
            ruling_order,
            backing,
        })
    }

    /// The catalogue: every document's front matter and section ids, every ruling's id.
    pub(super) fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// The document at this position (decoded whole on first use).
    pub(super) fn document_at(&self, d: usize) -> Option<&Document> {
        match &self.backing {
            Backing::Parsed { documents, .. } => documents.get(d),
            Backing::Stored(lazy) => lazy
                .documents
                .get(d)?
                .get_or_init(|| lazy.document(self.catalogue.documents.get(d)?, d))
                .as_ref(),
        }
    }

    /// The position of the document with this id.
    pub(super) fn document_position(&self, id: &str) -> Option<usize> {
        (self.catalogue.documents.iter()).position(|d| d.meta.id == id)
    }

    /// The section with this id (only it is decoded).
    pub(super) fn section(&self, id: &str) -> Option<&Section> {
        let sections = &self.catalogue.sections;
        let at = Catalogue::find(&self.section_order, id, |i| &sections[i].id)?;
        let d = (self.catalogue.documents.iter()).position(|d| d.sections.contains(&at))?;
        let s = at - self.catalogue.documents[d].sections.start;
        match &self.backing {
            Backing::Parsed { documents, .. } => documents.get(d)?.sections.get(s),
            Backing::Stored(lazy) => {
                if let Some(Some(whole)) = lazy.documents.get(d).and_then(OnceLock::get) {
                    return whole.sections.get(s);
                }
                lazy.sections
                    .get(at)?
                    .get_or_init(|| lazy.store.section(at).ok())
                    .as_ref()
            }
        }
    }

    /// The position of the ruling with this id.
    pub(super) fn ruling_position(&self, id: &str) -> Option<usize> {
        let rulings = &self.catalogue.rulings;
        Catalogue::find(&self.ruling_order, id, |i| &rulings[i].id)
    }

    /// The ruling at this position as its document gives it (not linked).
    pub(super) fn document_ruling(&self, i: usize) -> Option<&Ruling> {
        match &self.backing {
            Backing::Parsed { rulings, .. } => rulings.get(i),
            Backing::Stored(lazy) => match lazy.all_rulings.get() {
                Some(all) => all.get(i),
                None => lazy
                    .rulings
                    .get(i)?
                    .get_or_init(|| lazy.store.ruling(i).ok())
                    .as_ref(),
            },
        }
    }

    /// The ruling at this position linked to its card, when the store linked it (`None` for
    /// a corpus parsed from files: its pool links them).
    pub(super) fn linked_ruling(&self, i: usize) -> Option<&Ruling> {
        let Backing::Stored(lazy) = &self.backing else {
            return None;
        };
        if let Some(all) = lazy.all_linked.get() {
            return all.get(i);
        }
        lazy.linked
            .get(i)?
            .get_or_init(|| self.linked_copy(i))
            .as_ref()
    }

    fn linked_copy(&self, i: usize) -> Option<Ruling> {
        let mut r = self.document_ruling(i)?.clone();
        let card = self.catalogue.rulings.get(i)?.card_id.as_deref();
        r.card_id = card.map(str::to_string);
        Some(r)
    }

    /// Every ruling as the documents give them.
    pub(super) fn document_rulings(&self) -> &[Ruling] {
        match &self.backing {
            Backing::Parsed { rulings, .. } => rulings,
            Backing::Stored(lazy) => lazy.all_rulings.get_or_init(|| {
                (0..self.catalogue.rulings.len())
                    .filter_map(|i| lazy.store.ruling(i).ok())
                    .collect()
            }),
        }
    }

    /// Every ruling linked to its card, when the store linked them.
    pub(super) fn linked_rulings(&self) -> Option<&[Ruling]> {
        let Backing::Stored(lazy) = &self.backing else {
            return None;
        };
        Some(lazy.all_linked.get_or_init(|| {
            (0..self.catalogue.rulings.len())
                .filter_map(|i| self.linked_copy(i))
                .collect()
        }))
    }

    /// Every legality entry as the documents give them.
    pub(super) fn document_legality(&self) -> &[LegalityEntry] {
        match &self.backing {
            Backing::Parsed { legality, .. } => legality,
            Backing::Stored(lazy) => lazy
                .legality
                .get_or_init(|| lazy.store.document_legality().unwrap_or_default()),
        }
    }

    /// Every legality entry linked to its card, when the store linked them.
    pub(super) fn linked_legality(&self) -> Option<&[LegalityEntry]> {
        let Backing::Stored(lazy) = &self.backing else {
            return None;
        };
        Some(lazy.linked_legality.get_or_init(|| {
            lazy.store
                .linked_legality()
                .unwrap_or_else(|_| self.document_legality().to_vec())
        }))
    }
}

impl Lazy {
    /// The whole document at position `d`: its sections decoded and its source.
    fn document(&self, entry: &DocumentEntry, d: usize) -> Option<Document> {
        let sections = (entry.sections.clone())
            .map(|i| self.store.section(i))
            .collect::<Result<Vec<Section>, CorpusError>>()
            .ok()?;
        let source = self
            .store
            .sources()
            .ok()?
            .get(self.source_range.get(d)?.clone())?;
        Some(Document {
            meta: entry.meta.clone(),
            sections,
            source: source.to_string(),
        })
    }
}
