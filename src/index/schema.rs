//! The index schema: one named handle per field, and the version that keys the cache.
//!
//! | field | analysis | holds |
//! |---|---|---|
//! | `id` | raw, stored | section / ruling / card id |
//! | `doc`, `game`, `kind` | raw | filters (`kind` holds the section kind and its group) |
//! | `set` | English | a card's or ruling's set name (`set:` filter, words) |
//! | `number` | raw | a card's number, as printed and without leading zeros |
//! | `title` | English, positions | heading / card name |
//! | `path` | English | the headings above |
//! | `body` | English, positions | the passage text |
//! | `card_text` | English, positions | a card's current and printed text |
//! | `name` | plain | a card's name, word by word |
//! | `name_exact` | raw | a card's whole normalised name (`vegetas physical stance`) |
//! | `types` | English | a card's type and style |
//! | `plain` | plain | title, name and body unstemmed: the field fuzzy matching runs on |
//! | `words` | English, documents only | title, path and rules body together: which units hold a word at all (the word-coverage signal reads one list instead of three) |
//! | `rank` | fast f64 | kind factor x document-precedence factor (current document first) |
//! | `kind_rank` | fast f64 | the kind factor alone (used under a `doc:` filter) |
//! | `doc_no` | fast u64 | the document's position (cards: past the documents, by game) |
//! | `passage` | stored only | a sentence passage's text (the snippet of a hit it decides) |
//! | `card` | stored only | a card hit's name, set, type, game and text (JSON, see [`super::unit::CardHit`]) |

use tantivy::schema::{
    Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST, STORED, STRING,
};

use super::analysis::{EN, PLAIN};

/// Bumped whenever the schema or the analysis changes: part of the cache key.
pub const SCHEMA_VERSION: u32 = 12;

/// Handles to every field of the schema.
#[derive(Debug, Clone)]
pub struct Fields {
    /// The schema itself.
    pub schema: Schema,
    /// Unit id (stored).
    pub id: Field,
    /// Document id (`crd-3.0.0`; cards: `cards`).
    pub doc: Field,
    /// Game key.
    pub game: Field,
    /// Kind keys (`rule`, `keyword`, `ruling`, `card`, ...).
    pub kind: Field,
    /// Set name words.
    pub set: Field,
    /// Card number.
    pub number: Field,
    /// Title (heading, card name).
    pub title: Field,
    /// Heading path above the unit.
    pub path: Field,
    /// Body text.
    pub body: Field,
    /// Card text.
    pub card_text: Field,
    /// Card name words, unstemmed.
    pub name: Field,
    /// Whole normalised card name.
    pub name_exact: Field,
    /// Card type and style.
    pub types: Field,
    /// Unstemmed words of title, name and body (fuzzy matching).
    pub plain: Field,
    /// Title, heading path and rules body together, documents only (no frequencies).
    pub words: Field,
    /// Kind factor times precedence factor.
    pub rank: Field,
    /// Kind factor.
    pub kind_rank: Field,
    /// Document position (fast), for a query that names a document.
    pub doc_no: Field,
    /// A card hit's display fields (stored only).
    pub card: Field,
    /// A sentence passage's text (stored only): the hit's snippet source.
    pub passage: Field,
}

fn text(analyzer: &str, positions: bool) -> TextOptions {
    let record = if positions {
        IndexRecordOption::WithFreqsAndPositions
    } else {
        IndexRecordOption::WithFreqs
    };
    TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(analyzer)
            .set_index_option(record),
    )
}

impl Fields {
    /// Builds the schema.
    pub fn new() -> Fields {
        let mut b = Schema::builder();
        let id = b.add_text_field("id", STRING | STORED);
        let doc = b.add_text_field("doc", STRING);
        let game = b.add_text_field("game", STRING);
        let kind = b.add_text_field("kind", STRING);
        let set = b.add_text_field("set", text(EN, false));
        let number = b.add_text_field("number", STRING);
        let title = b.add_text_field("title", text(EN, true));
        let path = b.add_text_field("path", text(EN, false));
        let body = b.add_text_field("body", text(EN, true));
        let card_text = b.add_text_field("card_text", text(EN, true));
        let name = b.add_text_field("name", text(PLAIN, false));
        let name_exact = b.add_text_field("name_exact", STRING);
        let types = b.add_text_field("types", text(EN, false));
        let plain = b.add_text_field("plain", text(PLAIN, false));
        let words = b.add_text_field(
            "words",
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(EN)
                    .set_index_option(IndexRecordOption::Basic),
            ),
        );
        let rank = b.add_f64_field("rank", FAST);
        let kind_rank = b.add_f64_field("kind_rank", FAST);
        let card = b.add_text_field("card", STORED);
        let doc_no = b.add_u64_field("doc_no", FAST);
        let passage = b.add_text_field("passage", STORED);
        Fields {
            schema: b.build(),
            id,
            doc,
            game,
            kind,
            set,
            number,
            title,
            path,
            body,
            card_text,
            name,
            name_exact,
            types,
            plain,
            words,
            rank,
            kind_rank,
            doc_no,
            card,
            passage,
        }
    }

    /// Handles for an existing schema (an opened index); `None` if a field is missing.
    pub fn from_schema(schema: &Schema) -> Option<Fields> {
        let expected = Fields::new();
        if expected.schema != *schema {
            return None;
        }
        Some(expected)
    }
}

impl Default for Fields {
    fn default() -> Self {
        Fields::new()
    }
}
