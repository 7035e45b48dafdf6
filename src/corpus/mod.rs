//! The corpus: the rules documents of `crd/` and the card pool of `cards/`, parsed once into
//! typed documents, sections, rulings, legality entries and cards. Everything else asks it.
//!
//! The binary carries the corpus already parsed ([`Corpus::embedded`], read from [`store`]:
//! the build script runs this module's own parse over `crd/` and `cards/` and stores the
//! result), so `scouter` runs from any folder and parses nothing at start-up: the documents
//! are decoded at once, each card, the linked rulings and legality only when asked for.
//! [`Corpus::from_dir`] reads an external checkout instead (`--corpus DIR`) and
//! [`Corpus::from_sources`] parses given texts; both parse everything at once, so a malformed
//! card file is reported when the corpus is loaded.

mod blocks;
pub mod card;
pub mod catalogue;
pub mod definitions;
pub mod document;
mod frontmatter;
pub mod hash;
pub mod import;
mod lazy_documents;
pub mod legality;
pub mod markdown;
pub mod name_table;
pub mod names;
pub mod only_groups;
pub mod ruling;
pub mod section;
pub mod sets;
pub mod slug;
pub mod store;

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub use card::{Card, CardLegality};
pub use document::{DocKind, Document, FrontMatter, Game};
pub use legality::{LegalityEntry, LegalityStatus};
pub use ruling::Ruling;
pub use section::{Section, SectionForm, SectionKind};

pub use catalogue::{DocumentEntry, SectionEntry};
pub use name_table::CardName;

/// Errors while loading the corpus.
#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
    /// A `--corpus` file is not a regular file, is too large or is not UTF-8 text.
    #[error(transparent)]
    Read(#[from] crate::bounds::ReadError),
    /// A file could not be read.
    #[error("cannot read {path}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// A document's front matter is missing or malformed.
    #[error("{file}: bad front matter: {message}")]
    FrontMatter {
        /// The file name.
        file: String,
        /// What was wrong.
        message: String,
    },
    /// A card file is not valid card JSON.
    #[error("{file}: line {line}, column {column}: {message}")]
    CardFile {
        /// The file name.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was expected.
        message: String,
    },
    /// Two sections, rulings or cards share an id.
    #[error("duplicate id {id} in {file}")]
    DuplicateId {
        /// The id.
        id: String,
        /// Where the second one stands.
        file: String,
    },
}

impl CorpusError {
    /// A copy of this error (the card pool keeps its load error to report it again).
    fn duplicate(&self) -> CorpusError {
        match self {
            CorpusError::Read(e) => CorpusError::Read(e.duplicate()),
            CorpusError::Io { path, source } => CorpusError::Io {
                path: path.clone(),
                source: std::io::Error::new(source.kind(), source.to_string()),
            },
            CorpusError::FrontMatter { file, message } => CorpusError::FrontMatter {
                file: file.clone(),
                message: message.clone(),
            },
            CorpusError::CardFile {
                file,
                line,
                column,
                message,
            } => CorpusError::CardFile {
                file: file.clone(),
                line: *line,
                column: *column,
                message: message.clone(),
            },
            CorpusError::DuplicateId { id, file } => CorpusError::DuplicateId {
                id: id.clone(),
                file: file.clone(),
            },
        }
    }
}

/// Result alias for corpus operations.
pub type Result<T> = std::result::Result<T, CorpusError>;

/// A source file handed to the parser: its name (relative to `crd/` or `cards/`) and text.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// Path relative to its folder, with `/` separators (`crd-3.0.0.md`, `score/saiyan-saga.json`).
    pub name: String,
    /// Full text.
    pub text: String,
}

/// A source file as the parser reads it: borrowed from the binary, or owned.
#[derive(Debug, Clone)]
struct Source {
    name: Cow<'static, str>,
    text: Cow<'static, str>,
}

impl From<SourceFile> for Source {
    fn from(f: SourceFile) -> Source {
        Source {
            name: Cow::Owned(f.name),
            text: Cow::Owned(f.text),
        }
    }
}

/// The card pool, parsed on first use, with the rulings and legality entries linked to it.
#[derive(Debug)]
struct Pool {
    cards: Vec<Card>,
    cards_by_id: HashMap<String, usize>,
    rulings: Vec<Ruling>,
    legality: Vec<LegalityEntry>,
    names: OnceLock<Vec<CardName>>,
}

/// The card pool as the store keeps it: each card, the linked rulings and legality decoded
/// only when first asked for.
#[derive(Debug)]
struct StoredPool {
    store: store::Store,
    names: OnceLock<Vec<CardName>>,
    slots: Vec<OnceLock<Option<Card>>>,
    all: OnceLock<Vec<Card>>,
}

/// Where the card pool comes from.
#[derive(Debug)]
enum PoolSource {
    /// Card files parsed on first use, in name order.
    Files {
        files: Vec<Source>,
        parsed: OnceLock<std::result::Result<Pool, CorpusError>>,
    },
    /// The store built into the binary.
    Stored(Box<StoredPool>),
}

/// The loaded corpus.
#[derive(Debug)]
pub struct Corpus {
    /// Documents, sections, rulings (`card_id` not yet linked) and legality entries as the
    /// documents give them.
    documents: lazy_documents::Documents,
    content_hash: String,
    pool: PoolSource,
}

impl Corpus {
    /// The corpus built into the binary, decoded once per process (each card on first use).
    pub fn embedded() -> Result<&'static Corpus> {
        static EMBEDDED: OnceLock<std::result::Result<Corpus, String>> = OnceLock::new();
        let loaded = EMBEDDED.get_or_init(|| {
            store::embedded()
                .and_then(Corpus::from_store)
                .map_err(|e| e.to_string())
        });
        loaded.as_ref().map_err(|message| CorpusError::FrontMatter {
            file: "embedded corpus".into(),
            message: message.clone(),
        })
    }

    /// The corpus a store holds: only the catalogue of documents and rulings is decoded now;
    /// each section, ruling, document and card when asked for.
    pub fn from_store(store: store::Store) -> Result<Corpus> {
        let slots = (0..store.card_count()).map(|_| OnceLock::new()).collect();
        Ok(Corpus {
            documents: lazy_documents::Documents::stored(store)?,
            content_hash: store.hash()?,
            pool: PoolSource::Stored(Box::new(StoredPool {
                store,
                names: OnceLock::new(),
                slots,
                all: OnceLock::new(),
            })),
        })
    }

    /// What the store keeps of this corpus (the build script writes it with [`store::write`]).
    /// Parses the card pool first.
    pub fn store_parts(&self) -> Result<store::Parts<'_>> {
        self.load_cards()?;
        Ok(store::Parts {
            hash: &self.content_hash,
            documents: self.documents().collect(),
            document_rulings: self.documents.document_rulings(),
            document_legality: self.documents.document_legality(),
            linked_rulings: self.rulings(),
            linked_legality: self.legality(),
            cards: self.cards(),
        })
    }

    /// Loads an external checkout: `root/crd/*.md` and `root/cards/**/*.json`.
    pub fn from_dir(root: &Path) -> Result<Corpus> {
        let crd = read_tree(&root.join("crd"), "md")?;
        let cards = read_tree(&root.join("cards"), "json")?;
        Corpus::from_sources(crd, cards)
    }

    /// Parses documents and card files (all of them at once: errors in card files are
    /// reported here). Files are taken in name order so the result does not depend on how they
    /// were listed.
    pub fn from_sources(crd: Vec<SourceFile>, cards: Vec<SourceFile>) -> Result<Corpus> {
        let corpus = Corpus::from_parts(
            crd.into_iter().map(Source::from).collect(),
            cards.into_iter().map(Source::from).collect(),
        )?;
        corpus.load_cards()?;
        Ok(corpus)
    }

    /// Parses the documents; the card files wait for [`Corpus::load_cards`].
    fn from_parts(mut crd: Vec<Source>, mut cards: Vec<Source>) -> Result<Corpus> {
        crd.sort_by(|a, b| a.name.cmp(&b.name));
        cards.sort_by(|a, b| a.name.cmp(&b.name));
        let content_hash = hash_sources(crd.iter().chain(cards.iter()));
        let mut documents = parse_documents(&crd)?;
        // Highest precedence first within a game, so "newest document first" is document order.
        documents.sort_by(|a, b| {
            a.meta
                .game
                .cmp(&b.meta.game)
                .then(b.meta.precedence.cmp(&a.meta.precedence))
                .then(a.meta.id.cmp(&b.meta.id))
        });

        let mut rulings = Vec::new();
        let mut legality = Vec::new();
        for doc in &documents {
            rulings.extend(ruling::extract_rulings(doc));
            legality.extend(legality::extract_legality(doc));
        }

        Ok(Corpus {
            documents: lazy_documents::Documents::parsed(documents, rulings, legality)?,
            content_hash,
            pool: PoolSource::Files {
                files: cards,
                parsed: OnceLock::new(),
            },
        })
    }

    /// Parses the card pool if that has not happened yet, and reports a malformed card file.
    /// The card, ruling and legality accessors call it themselves (and read an empty pool when
    /// it failed); commands call it first so the error reaches the user. The stored pool was
    /// checked when it was built.
    pub fn load_cards(&self) -> Result<()> {
        match &self.pool {
            PoolSource::Files { files, parsed } => {
                match parsed.get_or_init(|| self.parse_pool(files)) {
                    Ok(_) => Ok(()),
                    Err(e) => Err(e.duplicate()),
                }
            }
            PoolSource::Stored(_) => Ok(()),
        }
    }

    /// The parsed pool of a corpus read from files.
    fn pool(&self) -> Option<&Pool> {
        match &self.pool {
            PoolSource::Files { files, parsed } => {
                parsed.get_or_init(|| self.parse_pool(files)).as_ref().ok()
            }
            PoolSource::Stored(_) => None,
        }
    }

    fn stored(&self) -> Option<&StoredPool> {
        match &self.pool {
            PoolSource::Stored(s) => Some(s),
            PoolSource::Files { .. } => None,
        }
    }

    /// Parses the card files (on two threads: they are most of the corpus's bytes), builds the
    /// id map and links rulings and legality entries to their cards.
    fn parse_pool(&self, files: &[Source]) -> Result<Pool> {
        let (mine, theirs) = split_for_two_threads(files);
        let parsed = if theirs.is_empty() {
            parse_card_files(files, &mine)
        } else {
            std::thread::scope(|scope| {
                let helper = scope.spawn(|| parse_card_files(files, &theirs));
                let mine = parse_card_files(files, &mine);
                let theirs = helper
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
                mine.and_then(|m| theirs.map(|t| [m, t].concat()))
            })
        };
        let mut by_file = parsed?;
        by_file.sort_by_key(|(i, _)| *i);
        let cards: Vec<Card> = by_file.into_iter().flat_map(|(_, c)| c).collect();
        let mut cards_by_id = HashMap::with_capacity(cards.len());
        for (i, c) in cards.iter().enumerate() {
            if cards_by_id.insert(c.id.clone(), i).is_some() {
                return Err(CorpusError::DuplicateId {
                    id: c.id.clone(),
                    file: "cards/".into(),
                });
            }
        }
        let mut pool = Pool {
            cards,
            cards_by_id,
            rulings: self.documents.document_rulings().to_vec(),
            legality: self.documents.document_legality().to_vec(),
            names: OnceLock::new(),
        };
        self.link(&mut pool);
        Ok(pool)
    }

    /// Fills `Ruling::card_id` and `LegalityEntry::card_id` from the cards' ruling lists.
    fn link(&self, pool: &mut Pool) {
        for card in &pool.cards {
            for rid in &card.rulings {
                if let Some(r) = self
                    .documents
                    .ruling_position(rid)
                    .and_then(|i| pool.rulings.get_mut(i))
                {
                    r.card_id = Some(card.id.clone());
                }
            }
        }
        let by_name = names::NameIndex::new(&pool.cards);
        for entry in &mut pool.legality {
            if entry.card_id.is_none() {
                entry.card_id = by_name.exact(&entry.card_name).map(|c| c.id.clone());
            }
        }
    }

    /// Every document's front matter, section ids and titles (and the length of its source),
    /// grouped by game, highest precedence first, without decoding any section.
    pub fn document_entries(&self) -> &[DocumentEntry] {
        &self.documents.catalogue().documents
    }

    /// Every document, grouped by game, highest precedence first (each decoded whole on first
    /// use: a listing needs only [`Corpus::document_entries`]).
    pub fn documents(&self) -> impl Iterator<Item = &Document> {
        (0..self.document_entries().len()).filter_map(|d| self.documents.document_at(d))
    }

    /// The document with this id (decoded whole on first use).
    pub fn document(&self, id: &str) -> Option<&Document> {
        self.documents
            .document_at(self.documents.document_position(id)?)
    }

    /// The front matter of the document with this id (nothing decoded).
    pub fn document_meta(&self, id: &str) -> Option<&FrontMatter> {
        let d = self.documents.document_position(id)?;
        self.document_entries().get(d).map(|e| &e.meta)
    }

    /// The section or item with this id (only it is decoded).
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.documents.section(id)
    }

    /// Every section's id, in document order (nothing decoded).
    pub fn section_ids(&self) -> impl Iterator<Item = &str> {
        self.section_entries().map(|s| &*s.id)
    }

    /// Every section's id and title, in document order (nothing decoded).
    pub fn section_entries(&self) -> impl Iterator<Item = &SectionEntry> {
        self.documents.catalogue().sections.iter()
    }

    /// Every section of every document, in order (decodes every document).
    pub fn sections(&self) -> impl Iterator<Item = &Section> {
        self.documents().flat_map(|d| d.sections.iter())
    }

    /// How many rulings the document with this id gives (nothing decoded).
    pub fn ruling_count(&self, doc: &str) -> usize {
        let rulings = &self.documents.catalogue().rulings;
        rulings.iter().filter(|r| r.doc == doc).count()
    }

    /// Every ruling record, linked to its card (parses the card pool on first use).
    pub fn rulings(&self) -> &[Ruling] {
        if let Some(linked) = self.documents.linked_rulings() {
            return linked;
        }
        self.pool()
            .map_or(self.documents.document_rulings(), |p| &p.rulings)
    }

    /// The ruling with this id, linked to its card (decodes only it from the store; parses the
    /// card pool on first use when read from files).
    pub fn ruling(&self, id: &str) -> Option<&Ruling> {
        let i = self.documents.ruling_position(id)?;
        if self.stored().is_some() {
            return self.documents.linked_ruling(i);
        }
        self.rulings().get(i)
    }

    /// Every ruling record as the documents give them: `card_id` is not linked, and the card
    /// pool is not parsed.
    pub fn document_rulings(&self) -> &[Ruling] {
        self.documents.document_rulings()
    }

    /// The ruling with this id as its document gives it (see [`Corpus::document_rulings`]).
    pub fn document_ruling(&self, id: &str) -> Option<&Ruling> {
        self.documents
            .document_ruling(self.documents.ruling_position(id)?)
    }

    /// Every legality entry (parses the card pool on first use).
    pub fn legality(&self) -> &[LegalityEntry] {
        if let Some(linked) = self.documents.linked_legality() {
            return linked;
        }
        self.pool()
            .map_or(self.documents.document_legality(), |p| &p.legality)
    }

    /// Every card (parses or decodes the whole card pool on first use; empty when it failed
    /// to parse, see [`Corpus::load_cards`]). A look-up of one card or one name need not:
    /// see [`Corpus::card`], [`Corpus::card_names`] and [`Corpus::card_at`].
    pub fn cards(&self) -> &[Card] {
        if let Some(s) = self.stored() {
            return s.all.get_or_init(|| decode_all(&s.store));
        }
        self.pool().map_or(&[], |p| &p.cards)
    }

    /// The card at this position of the pool (the order of [`Corpus::cards`] and
    /// [`Corpus::card_names`]), decoding only that card.
    pub fn card_at(&self, i: usize) -> Option<&Card> {
        match self.stored() {
            Some(s) => match s.all.get() {
                Some(all) => all.get(i),
                None => s
                    .slots
                    .get(i)?
                    .get_or_init(|| s.store.card(i).ok())
                    .as_ref(),
            },
            None => self.pool()?.cards.get(i),
        }
    }

    /// Every card's id, name and game, in pool order, without the cards.
    pub fn card_names(&self) -> &[CardName] {
        match self.stored() {
            Some(s) => s
                .names
                .get_or_init(|| s.store.card_names().unwrap_or_default()),
            None => self.pool().map_or(&[], |p| {
                p.names
                    .get_or_init(|| p.cards.iter().map(CardName::of).collect())
            }),
        }
    }

    /// The pool position of the card with this id.
    fn card_position(&self, id: &str) -> Option<usize> {
        match self.stored() {
            Some(s) => s.store.card_position(id, self.card_names()),
            None => self.pool()?.cards_by_id.get(id).copied(),
        }
    }

    /// The card with this id (decodes or parses only what it needs).
    pub fn card(&self, id: &str) -> Option<&Card> {
        self.card_at(self.card_position(id)?)
    }

    /// The compiled record the build stored for the card with this id (the engine reads it:
    /// `engine::compile::stored`), when the corpus is the embedded one.
    pub fn stored_compiled(&self, id: &str) -> Option<&'static [u8]> {
        let s = self.stored()?;
        s.store.compiled(self.card_position(id)?)
    }

    /// A hash of every source file's name and text: the index cache key.
    pub fn content_hash(&self) -> &str {
        &self.content_hash
    }
}

/// Decodes every stored card, on two threads (the pool is most of the store's bytes).
fn decode_all(store: &store::Store) -> Vec<Card> {
    let n = store.card_count();
    let half = n / 2;
    let decode = |range: std::ops::Range<usize>| -> Vec<Card> {
        range.filter_map(|i| store.card(i).ok()).collect()
    };
    std::thread::scope(|scope| {
        let helper = scope.spawn(|| decode(half..n));
        let mut first = decode(0..half);
        match helper.join() {
            Ok(second) => first.extend(second),
            Err(panic) => std::panic::resume_unwind(panic),
        }
        first
    })
}
/// Parses every document.
fn parse_documents(crd: &[Source]) -> Result<Vec<Document>> {
    crd.iter()
        .map(|f| markdown::parse_document(&f.name, &f.text))
        .collect()
}

/// Parses the card files with these indices, keeping each file's index.
fn parse_card_files(cards: &[Source], which: &[usize]) -> Result<Vec<(usize, Vec<Card>)>> {
    which
        .iter()
        .filter_map(|&i| cards.get(i).map(|f| (i, f)))
        .map(|(i, f)| card::parse_card_file(&f.name, &f.text).map(|c| (i, c)))
        .collect()
}

/// Splits the card files between this thread and a helper thread by bytes, so both finish at
/// about the same time. A small pool stays on this thread.
fn split_for_two_threads(cards: &[Source]) -> (Vec<usize>, Vec<usize>) {
    const WORTH_A_THREAD: usize = 256 * 1024;
    if cards.iter().map(|f| f.text.len()).sum::<usize>() < WORTH_A_THREAD {
        return ((0..cards.len()).collect(), Vec::new());
    }
    let mut load = [0usize, 0];
    let mut bins: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    let mut order: Vec<usize> = (0..cards.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(cards[i].text.len()));
    for i in order {
        let bin = usize::from(load[1] < load[0]);
        load[bin] += cards[i].text.len();
        bins[bin].push(i);
    }
    let [mine, theirs] = bins;
    (mine, theirs)
}

fn read_tree(root: &Path, ext: &str) -> Result<Vec<SourceFile>> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|source| CorpusError::Io {
            path: dir.clone(),
            source,
        })?;
        for entry in entries {
            let entry = entry.map_err(|source| CorpusError::Io {
                path: dir.clone(),
                source,
            })?;
            let path = entry.path();
            // A folder is walked only when it is one itself, not a link to one: a link back up
            // the tree would loop for ever. Files are read through `bounds::read_text`: a link
            // to a device or a FIFO is refused, not read for ever.
            let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
            if is_dir {
                stack.push(path);
            } else if path.extension().and_then(|e| e.to_str()) == Some(ext) {
                let text =
                    crate::bounds::read_text(&path, crate::bounds::MAX_CORPUS_FILE, "corpus file")?;
                let name = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push(SourceFile { name, text });
            }
        }
    }
    Ok(out)
}

/// The content hash of these files (see [`hash::Hasher`]).
fn hash_sources<'a>(files: impl Iterator<Item = &'a Source>) -> String {
    let mut h = hash::Hasher::new();
    for f in files {
        h.eat(f.name.as_bytes());
        h.eat(f.text.as_bytes());
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(name: &str, text: &str) -> Source {
        Source {
            name: Cow::Owned(name.into()),
            text: Cow::Owned(text.into()),
        }
    }

    #[test]
    fn a_malformed_card_file_is_an_error_eagerly_and_lazily() {
        let bad = || SourceFile {
            name: "bad.json".into(),
            text: "[{\"id\": ".into(),
        };
        let eager = Corpus::from_sources(Vec::new(), vec![bad()]);
        assert!(
            matches!(eager, Err(CorpusError::CardFile { ref file, .. }) if file == "bad.json"),
            "{eager:?}"
        );

        let lazy = Corpus::from_parts(Vec::new(), vec![source("bad.json", "[{\"id\": ")])
            .expect("documents load; cards wait");
        assert!(matches!(
            lazy.load_cards(),
            Err(CorpusError::CardFile { .. })
        ));
        // Reported again, and the accessors read an empty pool rather than panic.
        assert!(lazy.load_cards().is_err());
        assert!(lazy.cards().is_empty());
        assert!(lazy.card("x").is_none());
        assert!(lazy.rulings().is_empty());
    }
}
