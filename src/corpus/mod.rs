//! The corpus: the rules documents of `crd/` and the card pool of `cards/`, parsed once into
//! typed documents, sections, rulings, legality entries and cards. Everything else asks it.
//!
//! Both folders are embedded in the binary ([`Corpus::embedded`]), so `scouter` runs from any
//! folder; [`Corpus::from_dir`] reads an external checkout instead.

mod blocks;
pub mod card;
pub mod document;
mod frontmatter;
pub mod import;
pub mod legality;
pub mod link;
pub mod markdown;
pub mod names;
pub mod octgn;
pub mod ruling;
pub mod section;
pub mod sets;
pub mod slug;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub use card::{Card, CardLegality};
pub use document::{DocKind, Document, FrontMatter, Game};
pub use legality::{LegalityEntry, LegalityStatus};
pub use ruling::Ruling;
pub use section::{Section, SectionForm, SectionKind};

/// The `crd/` folder, embedded at build time.
static CRD_DIR: include_dir::Dir<'static> = include_dir::include_dir!("$CARGO_MANIFEST_DIR/crd");
/// The `cards/` folder, embedded at build time.
static CARDS_DIR: include_dir::Dir<'static> =
    include_dir::include_dir!("$CARGO_MANIFEST_DIR/cards");

/// Errors while loading the corpus.
#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
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

/// The loaded corpus.
#[derive(Debug)]
pub struct Corpus {
    documents: Vec<Document>,
    rulings: Vec<Ruling>,
    legality: Vec<LegalityEntry>,
    cards: Vec<Card>,
    sections_by_id: HashMap<String, (usize, usize)>,
    rulings_by_id: HashMap<String, usize>,
    cards_by_id: HashMap<String, usize>,
    content_hash: String,
}

impl Corpus {
    /// The corpus embedded in the binary, parsed once per process.
    pub fn embedded() -> Result<&'static Corpus> {
        static EMBEDDED: OnceLock<std::result::Result<Corpus, String>> = OnceLock::new();
        let loaded = EMBEDDED.get_or_init(|| {
            Corpus::from_sources(embedded_files(&CRD_DIR), embedded_files(&CARDS_DIR))
                .map_err(|e| e.to_string())
        });
        loaded.as_ref().map_err(|message| CorpusError::FrontMatter {
            file: "embedded corpus".into(),
            message: message.clone(),
        })
    }

    /// Loads an external checkout: `root/crd/*.md` and `root/cards/**/*.json`.
    pub fn from_dir(root: &Path) -> Result<Corpus> {
        let crd = read_tree(&root.join("crd"), "md")?;
        let cards = read_tree(&root.join("cards"), "json")?;
        Corpus::from_sources(crd, cards)
    }

    /// Parses documents and card files. Files are taken in name order so the result does not
    /// depend on how they were listed.
    pub fn from_sources(mut crd: Vec<SourceFile>, mut cards: Vec<SourceFile>) -> Result<Corpus> {
        crd.sort_by(|a, b| a.name.cmp(&b.name));
        cards.sort_by(|a, b| a.name.cmp(&b.name));
        let content_hash = hash_sources(crd.iter().chain(cards.iter()));

        // The card files are most of the bytes: parse a share of them on a second thread while
        // this one parses the documents, then put everything back in file-name order.
        let (mine, theirs) = split_for_two_threads(&crd, &cards);
        let (documents, parsed) = std::thread::scope(|scope| {
            let helper = scope.spawn(|| parse_card_files(&cards, &theirs));
            let documents = parse_documents(&crd);
            let mine = parse_card_files(&cards, &mine);
            let theirs = helper
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (
                documents,
                mine.and_then(|m| theirs.map(|t| [m, t].concat())),
            )
        });
        let mut documents = documents?;
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

        let mut by_file = parsed?;
        by_file.sort_by_key(|(i, _)| *i);
        let cards_out: Vec<Card> = by_file.into_iter().flat_map(|(_, c)| c).collect();

        let mut corpus = Corpus {
            documents,
            rulings,
            legality,
            cards: cards_out,
            sections_by_id: HashMap::new(),
            rulings_by_id: HashMap::new(),
            cards_by_id: HashMap::new(),
            content_hash,
        };
        corpus.build_maps()?;
        corpus.link();
        Ok(corpus)
    }

    fn build_maps(&mut self) -> Result<()> {
        for (d, doc) in self.documents.iter().enumerate() {
            for (s, section) in doc.sections.iter().enumerate() {
                if self
                    .sections_by_id
                    .insert(section.id.clone(), (d, s))
                    .is_some()
                {
                    return Err(CorpusError::DuplicateId {
                        id: section.id.clone(),
                        file: doc.meta.id.clone(),
                    });
                }
            }
        }
        for (i, r) in self.rulings.iter().enumerate() {
            if self.rulings_by_id.insert(r.id.clone(), i).is_some() {
                return Err(CorpusError::DuplicateId {
                    id: r.id.clone(),
                    file: r.doc.clone(),
                });
            }
        }
        for (i, c) in self.cards.iter().enumerate() {
            if self.cards_by_id.insert(c.id.clone(), i).is_some() {
                return Err(CorpusError::DuplicateId {
                    id: c.id.clone(),
                    file: "cards/".into(),
                });
            }
        }
        Ok(())
    }

    /// Fills `Ruling::card_id` and `LegalityEntry::card_id` from the cards' ruling lists.
    fn link(&mut self) {
        for card in &self.cards {
            for rid in &card.rulings {
                if let Some(&i) = self.rulings_by_id.get(rid) {
                    self.rulings[i].card_id = Some(card.id.clone());
                }
            }
        }
        let by_name = names::NameIndex::new(&self.cards);
        for entry in &mut self.legality {
            if entry.card_id.is_none() {
                entry.card_id = by_name.exact(&entry.card_name).map(|c| c.id.clone());
            }
        }
    }

    /// Every document, grouped by game, highest precedence first.
    pub fn documents(&self) -> &[Document] {
        &self.documents
    }

    /// The document with this id.
    pub fn document(&self, id: &str) -> Option<&Document> {
        self.documents.iter().find(|d| d.meta.id == id)
    }

    /// The section or item with this id.
    pub fn section(&self, id: &str) -> Option<&Section> {
        let &(d, s) = self.sections_by_id.get(id)?;
        self.documents.get(d)?.sections.get(s)
    }

    /// Every section of every document, in order.
    pub fn sections(&self) -> impl Iterator<Item = &Section> {
        self.documents.iter().flat_map(|d| d.sections.iter())
    }

    /// Every ruling record.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The ruling with this id.
    pub fn ruling(&self, id: &str) -> Option<&Ruling> {
        self.rulings.get(*self.rulings_by_id.get(id)?)
    }

    /// Every legality entry.
    pub fn legality(&self) -> &[LegalityEntry] {
        &self.legality
    }

    /// Every card.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card with this id.
    pub fn card(&self, id: &str) -> Option<&Card> {
        self.cards.get(*self.cards_by_id.get(id)?)
    }

    /// A hash of every source file's name and text: the index cache key.
    pub fn content_hash(&self) -> &str {
        &self.content_hash
    }
}

/// Parses every document.
fn parse_documents(crd: &[SourceFile]) -> Result<Vec<Document>> {
    crd.iter()
        .map(|f| markdown::parse_document(&f.name, &f.text))
        .collect()
}

/// Parses the card files with these indices, keeping each file's index.
fn parse_card_files(cards: &[SourceFile], which: &[usize]) -> Result<Vec<(usize, Vec<Card>)>> {
    which
        .iter()
        .filter_map(|&i| cards.get(i).map(|f| (i, f)))
        .map(|(i, f)| card::parse_card_file(&f.name, &f.text).map(|c| (i, c)))
        .collect()
}

/// Splits the card files between this thread (which also parses the documents, weighted by
/// their bytes) and a helper thread, so both finish at about the same time.
fn split_for_two_threads(crd: &[SourceFile], cards: &[SourceFile]) -> (Vec<usize>, Vec<usize>) {
    // Markdown costs about three times as much per byte as card JSON.
    let mut load = [3 * crd.iter().map(|f| f.text.len()).sum::<usize>(), 0];
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

fn embedded_files(dir: &include_dir::Dir<'static>) -> Vec<SourceFile> {
    let mut out = Vec::new();
    collect_embedded(dir, &mut out);
    out
}

fn collect_embedded(dir: &include_dir::Dir<'static>, out: &mut Vec<SourceFile>) {
    for entry in dir.entries() {
        match entry {
            include_dir::DirEntry::Dir(d) => collect_embedded(d, out),
            include_dir::DirEntry::File(f) => {
                let name = f.path().to_string_lossy().replace('\\', "/");
                let wanted = name.ends_with(".md") || name.ends_with(".json");
                if let (true, Some(text)) = (wanted, f.contents_utf8()) {
                    out.push(SourceFile {
                        name,
                        text: text.to_string(),
                    });
                }
            }
        }
    }
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
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().and_then(|e| e.to_str()) == Some(ext) {
                let text = std::fs::read_to_string(&path).map_err(|source| CorpusError::Io {
                    path: path.clone(),
                    source,
                })?;
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

/// An FNV-style hash over names and texts, eight bytes at a time: stable across Rust versions
/// and platforms, and cheap enough for every start-up.
fn hash_sources<'a>(files: impl Iterator<Item = &'a SourceFile>) -> String {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            h = (h ^ u64::from_le_bytes(word)).wrapping_mul(PRIME);
            h ^= h >> 29;
        }
        for &b in chunks.remainder() {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
        h = (h ^ 0xff).wrapping_mul(PRIME);
    };
    for f in files {
        eat(f.name.as_bytes());
        eat(f.text.as_bytes());
    }
    format!("{h:016x}")
}
