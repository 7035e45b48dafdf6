//! Sections and numbered items of a document, with their stable ids.
//!
//! Id scheme (the project's citation currency): `{doc}/{slug}` where `slug` is the slugified
//! heading text with any leading numbering removed (`### **Battle Sequence**` ->
//! `crd-3.0.0/battle-sequence`). When a slug repeats inside a document, the later ones are
//! qualified by their parent's slug (`crd-3.0.0/endurance/what-does-endurance-do`), and if that
//! still repeats, `-2`, `-3` are appended. A numbered list item is `{section id}/{n}`
//! (`crd-3.0.0/battle-sequence/9`), a ruling entry is `{section id}/{card-slug}`.

use serde::{Deserialize, Serialize};

/// What a section is, for filtering and ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SectionKind {
    /// A rule (the default).
    Rule,
    /// A card clarification / errata entry.
    Ruling,
    /// A Banned / Restricted / Semi-Restricted / League-only list.
    Legality,
    /// A keyword (Empower, Endurance, Focused, ...).
    Keyword,
    /// A glossary term.
    Glossary,
    /// A table (e.g. the Physical Attack Tables).
    Table,
}

impl SectionKind {
    /// The kebab-case key used in filters and JSON.
    pub fn key(self) -> &'static str {
        match self {
            SectionKind::Rule => "rule",
            SectionKind::Ruling => "ruling",
            SectionKind::Legality => "legality",
            SectionKind::Keyword => "keyword",
            SectionKind::Glossary => "glossary",
            SectionKind::Table => "table",
        }
    }
}

/// One heading section or one numbered item of a document.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Section {
    /// Stable id, see the module docs.
    pub id: String,
    /// The document id.
    pub doc: String,
    /// The heading text (plain), or for an item its number and first words.
    pub title: String,
    /// Heading path from the document's top, ending with this section's own title.
    pub path: Vec<String>,
    /// Heading level (1-6); items get their parent's level + 1.
    pub level: u8,
    /// The number of a numbered item (`9` for Battle Sequence step 9), else `None`.
    pub number: Option<u32>,
    /// Section kind.
    pub kind: SectionKind,
    /// The id of the enclosing section, if any.
    pub parent: Option<String>,
    /// Ids of the direct children (sub-sections and items), in order.
    pub children: Vec<String>,
    /// Plain text of the section's own body (not its sub-sections).
    pub text: String,
    /// Markdown source of the section's own body (not its sub-sections).
    pub markdown: String,
    /// Editor's notes inside this section (`> **Editor's note:** ...`), plain text.
    pub editor_notes: Vec<String>,
    /// What in the document made this section (heading, intro, list item, ruling entry,
    /// glossary term).
    pub form: SectionForm,
}

/// What in the document a [`Section`] stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SectionForm {
    /// A `##`..`######` heading and its own body.
    Heading,
    /// The text between the `#` title and the first `##` heading (`{doc}/intro`).
    Intro,
    /// One item of an ordered list (`{section}/{n}`).
    Item,
    /// One card entry of a card clarifications / errata section (`{section}/{card-slug}`); the
    /// matching [`super::Ruling`] has the same id.
    Entry,
    /// One glossary term (`{glossary}/{term-slug}`).
    Term,
}
