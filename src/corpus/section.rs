//! Sections and numbered items of a document, with their stable ids.
//!
//! Id scheme (the project's citation currency), built by [`super::markdown`]:
//! - A heading section is `{doc}/{slug}`, the slug of its heading text with any numbering
//!   prefix removed ([`super::slug`]: `### **Battle Sequence**` -> `crd-3.0.0/battle-sequence`,
//!   `## 9) Specific Card Clarifications/Errata/Rulings` ->
//!   `crd-3.0.0/specific-card-clarifications-errata-rulings`). When the slug is already taken in
//!   the document, the later heading is qualified by its parent's id
//!   (`crd-3.0.0/advancing-your-main-personality/allies`); if that still repeats, or the heading
//!   has no parent, `-2`, `-3` are appended. The first `#` heading is the document's title and
//!   has no section; text before the first `##` is `{doc}/intro`.
//! - An ordered-list item is `{section id}/{n}`, `n` the list's start plus the item's position
//!   (`crd-3.0.0/battle-sequence/9`); items of an ordered list nested in an item are
//!   `{item id}/{m}`. A later list in the same section that continues the numbering (say 4-6
//!   after 1-3, split by a paragraph) shares the plain `{section id}/{n}` ids. A later list that
//!   reuses numbers already taken is qualified by a label: the slug of the paragraph right
//!   before it when that paragraph is short (at most 10 words) and all bold/italic or ends in `:`
//!   (`**Set-up:**` -> `{section id}/set-up/{n}`), else `list-{k}`, `k` counting the ordered
//!   lists of the section from 1 (`{section id}/list-2/{n}`). No section is made for the label.
//! - A card entry of a ruling section is `{section id}/{card slug}`
//!   (`crd-3.0.0/specific-card-clarifications-errata-rulings/vegetas-physical-stance`); a second
//!   entry for the same card name in the same section gets `-2`, then `-3`. Its
//!   [`super::Ruling`] has the same id. A card heading under the Power Level Errata
//!   (`### 1 Bulma, the Wife 45`) is an entry too: `crd-3.0.0/power-level-errata/bulma-the-wife`.
//! - A glossary term (`- **Ally:** ...`) is `{glossary id}/{term slug}` (`crd-3.0.0/glossary/ally`).
//! - A term of a run of `Term: definition` paragraphs (a glossary whose headings the source
//!   lost) is `{section id}/{term slug}`
//!   (`panini-dbz-tcg-rulebook/fourth-successful-effects-now-resolve/card-copy-limits`).
//!
//! Ids depend only on headings, list numbers, card names and terms, and on the order of
//! same-named ones: inserting or moving unrelated paragraphs changes none. Every id is unique
//! within its document; the corpus errors on a duplicate across documents.

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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Section {
    /// Stable id, see the module docs.
    pub id: String,
    /// The document id.
    pub doc: String,
    /// The heading text (plain), or for an item its number and first words, for an entry the
    /// card name, for a glossary term the term.
    pub title: String,
    /// Titles from the document's first `##` level down (the `#` title is not included),
    /// ending with this section's own title.
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
    /// Plain text of the section's own body (not its sub-sections, but including the items,
    /// card entries and glossary terms that are also its children; ordered items keep their
    /// `9) ` marker here). An item's text starts with its own words, without the marker.
    /// Editor's notes are left out; struck-through text stays as `~~...~~`.
    pub text: String,
    /// Markdown source of the section's own body (not its sub-sections), editor's notes
    /// included.
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
    /// One `Term: definition` paragraph of a run of them, with the paragraphs that follow it
    /// (`{section}/{term-slug}`; see [`super::definitions`]).
    Definition,
}
