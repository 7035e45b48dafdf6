//! The corpus's documents, sections and rulings by id: the catalogue (front matter, section
//! ids and titles, ruling ids and links; [`store::Catalogue`]) known at once, and each section,
//! ruling or whole document decoded from the store only when first asked for. A corpus parsed
//! from files holds them all from the start.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::store::{Catalogue, DocumentEntry, Store};
use super::{CorpusError, Document, LegalityEntry, Ruling, Section};

/// The documents, their sections, rulings and legality entries, by id.
#[derive(Debug)]
pub(super) struct Documents {
    catalogue: Catalogue,
    sections_by_id: HashMap<String, (usize, usize)>,
    rulings_by_id: HashMap<String, usize>,
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
    /// Each document's first section's position among every section.
    first_section: Vec<usize>,
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
        Documents::new(
            catalogue,
            Backing::Parsed {
                documents,
                rulings,
                legality,
            },
        )
    }

    /// The documents of a store: only the catalogue is decoded now.
    pub(super) fn stored(store: Store) -> Result<Documents, CorpusError> {
        let catalogue = store.catalogue()?;
        let (mut first_section, mut source_range) = (Vec::new(), Vec::new());
        let (mut section_at, mut source_at) = (0, 0);
        for d in &catalogue.documents {
            first_section.push(section_at);
            section_at += d.sections.len();
            source_range.push(source_at..source_at + d.source_len);
            source_at += d.source_len;
        }
        let rulings = catalogue.rulings.len();
        let lazy = Lazy {
            store,
            first_section,
            source_range,
            sections: slots(section_at),
            documents: slots(catalogue.documents.len()),
            rulings: slots(rulings),
            linked: slots(rulings),
            all_rulings: OnceLock::new(),
            all_linked: OnceLock::new(),
            legality: OnceLock::new(),
            linked_legality: OnceLock::new(),
        };
        Documents::new(catalogue, Backing::Stored(Box::new(lazy)))
    }

    fn new(catalogue: Catalogue, backing: Backing) -> Result<Documents, CorpusError> {
        let mut sections_by_id = HashMap::new();
        for (d, doc) in catalogue.documents.iter().enumerate() {
            for (s, section) in doc.sections.iter().enumerate() {
                if sections_by_id.insert(section.id.clone(), (d, s)).is_some() {
                    return Err(CorpusError::DuplicateId {
                        id: section.id.clone(),
                        file: doc.meta.id.clone(),
                    });
                }
            }
        }
        let mut rulings_by_id = HashMap::new();
        for (i, r) in catalogue.rulings.iter().enumerate() {
            if rulings_by_id.insert(r.id.clone(), i).is_some() {
                return Err(CorpusError::DuplicateId {
                    id: r.id.clone(),
                    file: r.doc.clone(),
                });
            }
        }
        Ok(Documents {
            catalogue,
            sections_by_id,
            rulings_by_id,
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
        self.catalogue
            .documents
            .iter()
            .position(|d| d.meta.id == id)
    }

    /// The section with this id (only it is decoded).
    pub(super) fn section(&self, id: &str) -> Option<&Section> {
        let &(d, s) = self.sections_by_id.get(id)?;
        match &self.backing {
            Backing::Parsed { documents, .. } => documents.get(d)?.sections.get(s),
            Backing::Stored(lazy) => {
                if let Some(Some(whole)) = lazy.documents.get(d).and_then(OnceLock::get) {
                    return whole.sections.get(s);
                }
                let at = lazy.first_section.get(d)? + s;
                lazy.sections
                    .get(at)?
                    .get_or_init(|| lazy.store.section(at).ok())
                    .as_ref()
            }
        }
    }

    /// The position of the ruling with this id.
    pub(super) fn ruling_position(&self, id: &str) -> Option<usize> {
        self.rulings_by_id.get(id).copied()
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
        r.card_id = self.catalogue.rulings.get(i)?.card_id.clone();
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
        let first = *self.first_section.get(d)?;
        let sections = (first..first + entry.sections.len())
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
