//! The Markdown walk: front matter, then headings, numbered lists, card entries and glossary
//! terms into [`Section`]s with stable ids (pulldown-cmark, tables and strikethrough on).
//!
//! - The first `#` heading is the document's title and has no section of its own. Text before
//!   the first `##` heading becomes the section `{doc}/intro` (when there is any).
//! - Every further heading opens a section holding the blocks up to the next heading; its parent
//!   is the nearest earlier heading of a lower level.
//! - A section's `text` and `markdown` are its own body as written, including the ordered lists,
//!   card entries and glossary terms that are also its child sections, and excluding its
//!   sub-sections. Editor's notes stay in `markdown` and go to `editor_notes`, not `text`.
//! - Kinds come from the heading path ([`KIND_BY_HEADING`], innermost heading first), then
//!   [`SectionKind::Table`] for a section holding a pipe table, else [`SectionKind::Rule`].
//!   Items inherit their parent's kind.
//! - Children, in document order: every ordered-list item (and the items of ordered lists
//!   nested in it), every card entry of a ruling section (see [`super::ruling`]), every
//!   `- **Term:** definition` item of a glossary section. See [`super::section`] for their ids.

use std::collections::{HashMap, HashSet};

use super::blocks::{self, Block, BlockKind};
use super::frontmatter;
use super::ruling::{self, EntryCard};
use super::section::{Section, SectionForm, SectionKind};
use super::slug::{heading_slug, slugify};
use super::{CorpusError, Document, Result};

/// Heading keywords (as slug words) and the kind a section under such a heading has. The
/// innermost heading of a section's path that matches decides.
pub const KIND_BY_HEADING: &[(&str, SectionKind)] = &[
    ("specific-card-clarifications", SectionKind::Ruling),
    ("card-clarifications", SectionKind::Ruling),
    ("power-level-errata", SectionKind::Ruling),
    ("banned", SectionKind::Legality),
    ("restricted", SectionKind::Legality),
    ("league-only", SectionKind::Legality),
    ("tuff-enuff-only", SectionKind::Legality),
    ("keywords", SectionKind::Keyword),
    ("glossary", SectionKind::Glossary),
    ("physical-attack-tables", SectionKind::Table),
    ("physical-attack-table", SectionKind::Table),
];

/// Words of an item's text used in its title.
const ITEM_TITLE_WORDS: usize = 8;

/// The title of the `{doc}/intro` section.
pub const INTRO_TITLE: &str = "Introduction";

/// Parses one `crd/*.md` file into a [`Document`].
pub fn parse_document(file: &str, text: &str) -> Result<Document> {
    let split = frontmatter::split(file, text)?;
    let top = blocks::parse(split.body);
    let mut walker = Walker::new(&split.meta.id, split.body);
    walker.walk(&top);
    let sections = walker.sections;
    let mut seen = HashSet::new();
    for s in &sections {
        if !seen.insert(s.id.as_str()) {
            return Err(CorpusError::DuplicateId {
                id: s.id.clone(),
                file: file.to_string(),
            });
        }
    }
    Ok(Document {
        meta: split.meta,
        sections,
        source: text.to_string(),
    })
}

/// The kind the heading path gives, if any keyword matches.
pub fn kind_for_path(path: &[String]) -> Option<SectionKind> {
    path.iter().rev().find_map(|title| {
        let slug = heading_slug(title);
        let words: Vec<&str> = slug.split('-').collect();
        KIND_BY_HEADING.iter().find_map(|(key, kind)| {
            let key: Vec<&str> = key.split('-').collect();
            words
                .windows(key.len())
                .any(|w| w == key.as_slice())
                .then_some(*kind)
        })
    })
}

/// Builds sections from the top-level blocks.
struct Walker<'a> {
    doc: &'a str,
    body: &'a str,
    sections: Vec<Section>,
    used: HashSet<String>,
    /// The next suffix to try for an id base already claimed (`base-k`): every suffix below it
    /// is taken, so 10,000 identical headings cost 10,000 claims, not 50 million.
    next_suffix: HashMap<String, usize>,
    /// Open headings: (level, section index).
    stack: Vec<(u8, usize)>,
    /// A heading section's own slug, by index.
    own_slug: HashMap<usize, String>,
    /// Item numbers already used directly under a section, by index.
    numbers: HashMap<usize, HashSet<u64>>,
    /// Ordered lists seen so far directly under a section, by index.
    list_count: HashMap<usize, usize>,
}

/// Everything a new section needs besides its body.
struct Head {
    id: String,
    title: String,
    parent: Option<usize>,
    level: u8,
    number: Option<u32>,
    kind: SectionKind,
    form: SectionForm,
}

impl<'a> Walker<'a> {
    fn new(doc: &'a str, body: &'a str) -> Self {
        Walker {
            doc,
            body,
            sections: Vec::new(),
            used: HashSet::new(),
            next_suffix: HashMap::new(),
            stack: Vec::new(),
            own_slug: HashMap::new(),
            numbers: HashMap::new(),
            list_count: HashMap::new(),
        }
    }

    fn walk(&mut self, top: &[Block]) {
        let mut title_seen = false;
        let mut intro: Vec<&Block> = Vec::new();
        let mut current: Option<(&Block, Vec<&Block>)> = None;
        let mut intro_done = false;
        for block in top {
            if let BlockKind::Heading(level) = block.kind {
                if level == 1 && !title_seen && current.is_none() {
                    title_seen = true;
                    continue;
                }
                if !intro_done {
                    self.intro(&intro);
                    intro_done = true;
                }
                if let Some((h, body)) = current.take() {
                    self.heading(h, &body);
                }
                current = Some((block, Vec::new()));
            } else if let Some((_, body)) = current.as_mut() {
                body.push(block);
            } else {
                intro.push(block);
            }
        }
        if !intro_done {
            self.intro(&intro);
        }
        if let Some((h, body)) = current.take() {
            self.heading(h, &body);
        }
    }

    fn intro(&mut self, body: &[&Block]) {
        let has_content = body.iter().any(|b| !b.plain().trim().is_empty());
        if !has_content {
            return;
        }
        let id = self.unique(format!("{}/intro", self.doc));
        let head = Head {
            id,
            title: INTRO_TITLE.to_string(),
            parent: None,
            level: 2,
            number: None,
            kind: SectionKind::Rule,
            form: SectionForm::Intro,
        };
        let idx = self.push(head, body);
        self.own_slug.insert(idx, "intro".to_string());
        self.children(idx, body);
    }

    fn heading(&mut self, heading: &Block, body: &[&Block]) {
        let BlockKind::Heading(level) = heading.kind else {
            return;
        };
        while self.stack.last().is_some_and(|&(l, _)| l >= level) {
            self.stack.pop();
        }
        let parent = self.stack.last().map(|&(_, i)| i);
        let title = heading.inline_text().trim().to_string();
        let entry = parent
            .and_then(|p| self.own_slug.get(&p))
            .filter(|pslug| ruling::ENTRY_HEADING_PARENTS.contains(&pslug.as_str()))
            .and_then(|_| ruling::heading_entry(&title));
        let (slug, id, form) = match (entry, parent.and_then(|p| self.sections.get(p))) {
            (Some(card), Some(p)) => {
                let slug = Some(slugify(&card.name))
                    .filter(|s| !s.is_empty())
                    .unwrap_or_else(|| "entry".to_string());
                let id = self.unique(format!("{}/{slug}", p.id));
                (slug, id, SectionForm::Entry)
            }
            _ => {
                let slug = heading_slug(&title);
                let id = self.heading_id(&slug, parent);
                (slug, id, SectionForm::Heading)
            }
        };
        let mut path = parent
            .and_then(|p| self.sections.get(p))
            .map(|p| p.path.clone())
            .unwrap_or_default();
        path.push(title.clone());
        let kind = kind_for_path(&path).unwrap_or_else(|| {
            if body.iter().any(|b| contains_table(b)) {
                SectionKind::Table
            } else {
                SectionKind::Rule
            }
        });
        let head = Head {
            id,
            title,
            parent,
            level,
            number: None,
            kind,
            form,
        };
        let idx = self.push(head, body);
        self.own_slug.insert(idx, slug);
        self.stack.push((level, idx));
        self.children(idx, body);
    }

    /// `{doc}/{slug}`; on a repeat `{parent id}/{slug}`; then `-2`, `-3`.
    fn heading_id(&mut self, slug: &str, parent: Option<usize>) -> String {
        let base = format!("{}/{slug}", self.doc);
        if !self.used.contains(&base) {
            return self.unique(base);
        }
        match parent.and_then(|p| self.sections.get(p)) {
            Some(p) => {
                let qualified = format!("{}/{slug}", p.id);
                self.unique(qualified)
            }
            None => self.unique(base),
        }
    }

    /// Claims `base`, or `base-2`, `base-3` ... when taken.
    fn unique(&mut self, base: String) -> String {
        let mut id = base.clone();
        if self.used.contains(&id) {
            let mut k = self.next_suffix.get(&base).copied().unwrap_or(2);
            loop {
                id = format!("{base}-{k}");
                k += 1;
                if !self.used.contains(&id) {
                    break;
                }
            }
            self.next_suffix.insert(base, k);
        }
        self.used.insert(id.clone());
        id
    }

    /// Adds a section with this body; links it to its parent. Returns its index.
    fn push(&mut self, head: Head, body: &[&Block]) -> usize {
        let keep = |b: &Block| !ruling::is_editor_note(b);
        let text = body
            .iter()
            .filter(|b| keep(b))
            .map(|b| b.plain_filtered(&keep))
            .filter(|t| !t.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n\n");
        let markdown = match (body.first(), body.last()) {
            (Some(first), Some(last)) => self
                .body
                .get(first.range.start..last.range.end)
                .unwrap_or("")
                .trim()
                .to_string(),
            _ => String::new(),
        };
        let mut editor_notes = Vec::new();
        for b in body {
            collect_notes(b, &mut editor_notes);
        }
        let parent = head.parent.and_then(|p| self.sections.get(p));
        let mut path = parent.map(|p| p.path.clone()).unwrap_or_default();
        path.push(head.title.clone());
        let section = Section {
            id: head.id.clone(),
            doc: self.doc.to_string(),
            title: head.title,
            path,
            level: head.level,
            number: head.number,
            kind: head.kind,
            parent: parent.map(|p| p.id.clone()),
            children: Vec::new(),
            text,
            markdown,
            editor_notes,
            form: head.form,
        };
        if let Some(p) = head.parent.and_then(|p| self.sections.get_mut(p)) {
            p.children.push(head.id);
        }
        self.sections.push(section);
        self.sections.len() - 1
    }

    /// Items, entries and terms of a section's body, in document order.
    fn children(&mut self, idx: usize, body: &[&Block]) {
        let Some(kind) = self.sections.get(idx).map(|s| s.kind) else {
            return;
        };
        let mut entry: Option<(Vec<EntryCard>, Vec<&Block>)> = None;
        for (i, block) in body.iter().enumerate() {
            if kind == SectionKind::Ruling {
                if let Some(head) = ruling::entry_head(block) {
                    if let Some((cards, blocks)) = entry.take() {
                        self.entry(idx, &cards, &blocks);
                    }
                    entry = Some((head.cards, vec![*block]));
                    continue;
                }
                if let Some((_, blocks)) = entry.as_mut() {
                    blocks.push(*block);
                    continue;
                }
            }
            match block.kind {
                BlockKind::List(Some(_)) => {
                    let label = i
                        .checked_sub(1)
                        .and_then(|p| body.get(p))
                        .and_then(|b| list_label(b));
                    self.items(idx, block, label);
                }
                BlockKind::List(None) if kind == SectionKind::Glossary => self.terms(idx, block),
                _ => {}
            }
        }
        if let Some((cards, blocks)) = entry.take() {
            self.entry(idx, &cards, &blocks);
        }
        if !matches!(kind, SectionKind::Ruling | SectionKind::Glossary) {
            self.definitions(idx, body);
        }
    }

    /// The head of a term's section under `parent`: `{pid}/{term-slug}` (`term` when the term
    /// has no letters), one level below its parent.
    fn term_head(
        &mut self,
        parent: usize,
        pid: &str,
        plevel: u8,
        term: String,
        kind: SectionKind,
        form: SectionForm,
    ) -> Head {
        let mut slug = slugify(&term);
        if slug.is_empty() {
            slug = "term".to_string();
        }
        Head {
            id: self.unique(format!("{pid}/{slug}")),
            title: term,
            parent: Some(parent),
            level: plevel.saturating_add(1),
            number: None,
            kind,
            form,
        }
    }

    /// One section per term of a run of `Term: definition` paragraphs
    /// ([`super::definitions`]): `{parent}/{term-slug}`, as a glossary's terms.
    fn definitions(&mut self, parent: usize, body: &[&Block]) {
        let texts: Vec<Option<String>> = body
            .iter()
            .map(|b| (b.kind == BlockKind::Paragraph).then(|| b.inline_text()))
            .collect();
        let refs: Vec<Option<&str>> = texts.iter().map(|t| t.as_deref()).collect();
        let runs = super::definitions::runs(&refs);
        let Some((pid, plevel, pkind)) = self
            .sections
            .get(parent)
            .map(|p| (p.id.clone(), p.level, p.kind))
        else {
            return;
        };
        for (term, blocks) in runs {
            let head = self.term_head(parent, &pid, plevel, term, pkind, SectionForm::Definition);
            let parts: Vec<&Block> = blocks
                .iter()
                .filter_map(|&i| body.get(i).copied())
                .collect();
            self.push(head, &parts);
        }
    }

    /// One section per ordered-list item: `{parent}/{n}`, or `{parent}/{label}/{n}` when the
    /// list restarts numbers already used under the same parent.
    fn items(&mut self, parent: usize, list: &Block, label: Option<String>) {
        let BlockKind::List(Some(start)) = list.kind else {
            return;
        };
        let ordinal = {
            let count = self.list_count.entry(parent).or_insert(0);
            *count += 1;
            *count
        };
        let numbers: Vec<u64> = (0..list.children.len() as u64).map(|i| start + i).collect();
        let used = self.numbers.entry(parent).or_default();
        let restarts = numbers.iter().any(|n| used.contains(n));
        if !restarts {
            used.extend(numbers.iter().copied());
        }
        let Some((pid, plevel, pkind)) = self
            .sections
            .get(parent)
            .map(|p| (p.id.clone(), p.level, p.kind))
        else {
            return;
        };
        let prefix = if restarts {
            format!(
                "{pid}/{}",
                label.unwrap_or_else(|| format!("list-{ordinal}"))
            )
        } else {
            pid
        };
        for (item, n) in list.children.iter().zip(numbers) {
            let keep = |b: &Block| !ruling::is_editor_note(b);
            let text = item.plain_filtered(&keep);
            let id = self.unique(format!("{prefix}/{n}"));
            let head = Head {
                id,
                title: format!(
                    "{n}) {}",
                    first_words(text.lines().next().unwrap_or(""), ITEM_TITLE_WORDS)
                ),
                parent: Some(parent),
                level: plevel.saturating_add(1),
                number: u32::try_from(n).ok(),
                kind: pkind,
                form: SectionForm::Item,
            };
            let idx = self.push(head, &item.children.iter().collect::<Vec<_>>());
            // The item's own text: all of it, its nested lists included.
            if let Some(s) = self.sections.get_mut(idx) {
                s.text = text;
                s.markdown = self
                    .body
                    .get(item.range.clone())
                    .unwrap_or("")
                    .trim()
                    .to_string();
            }
            for (j, child) in item.children.iter().enumerate() {
                if let BlockKind::List(Some(_)) = child.kind {
                    let label = j
                        .checked_sub(1)
                        .and_then(|p| item.children.get(p))
                        .and_then(list_label);
                    self.items(idx, child, label);
                }
            }
        }
    }

    /// One section per card an entry names: `{parent}/{card-slug}` (`-2` ... on repeats).
    fn entry(&mut self, parent: usize, cards: &[EntryCard], blocks: &[&Block]) {
        let Some((pid, plevel)) = self.sections.get(parent).map(|p| (p.id.clone(), p.level)) else {
            return;
        };
        for card in cards {
            let mut slug = slugify(&card.name);
            if slug.is_empty() {
                slug = "entry".to_string();
            }
            let id = self.unique(format!("{pid}/{slug}"));
            let head = Head {
                id,
                title: card.name.clone(),
                parent: Some(parent),
                level: plevel.saturating_add(1),
                number: None,
                kind: SectionKind::Ruling,
                form: SectionForm::Entry,
            };
            self.push(head, blocks);
        }
    }

    /// One Glossary section per `- **Term:** definition` item: `{parent}/{term-slug}`.
    fn terms(&mut self, parent: usize, list: &Block) {
        let Some((pid, plevel)) = self.sections.get(parent).map(|p| (p.id.clone(), p.level)) else {
            return;
        };
        for item in &list.children {
            let Some(term) = item.children.first().and_then(glossary_term) else {
                continue;
            };
            let head = self.term_head(
                parent,
                &pid,
                plevel,
                term,
                SectionKind::Glossary,
                SectionForm::Term,
            );
            let idx = self.push(head, &item.children.iter().collect::<Vec<_>>());
            if let Some(s) = self.sections.get_mut(idx) {
                s.markdown = self
                    .body
                    .get(item.range.clone())
                    .unwrap_or("")
                    .trim()
                    .to_string();
            }
        }
    }
}

/// The term of a `**Term:** definition` paragraph.
fn glossary_term(block: &Block) -> Option<String> {
    if block.kind != BlockKind::Paragraph {
        return None;
    }
    let mut spans = block.spans.iter();
    let mut term = String::new();
    let mut rest_starts_colon = false;
    for s in spans.by_ref() {
        if s.strong {
            term.push_str(&s.text);
        } else {
            rest_starts_colon = s.text.trim_start().starts_with(':');
            break;
        }
    }
    let term = term.trim();
    let term = match term.strip_suffix(':') {
        Some(t) => t.trim(),
        None if rest_starts_colon => term,
        None => return None,
    };
    (!term.is_empty()).then(|| term.to_string())
}

/// A label for a list from the block before it: a short paragraph that is all bold / italic or
/// ends with `:` (`**Set-up:**`), slugified.
fn list_label(block: &Block) -> Option<String> {
    if block.kind != BlockKind::Paragraph {
        return None;
    }
    let text = block.inline_text();
    let text = text.trim();
    let all_marked = block
        .spans
        .iter()
        .all(|s| s.strong || s.emphasis || s.text.trim().is_empty());
    let short = text.split_whitespace().count() <= 10;
    let slug = slugify(text.trim_end_matches(':'));
    (short && (all_marked || text.ends_with(':')) && !slug.is_empty()).then_some(slug)
}

/// The first `n` words of a text, `...` when cut.
fn first_words(text: &str, n: usize) -> String {
    let words: Vec<&str> = text.split_whitespace().take(n + 1).collect();
    if words.len() > n {
        format!("{}...", words[..n].join(" "))
    } else {
        words.join(" ")
    }
}

fn contains_table(block: &Block) -> bool {
    block.kind == BlockKind::Table || block.children.iter().any(contains_table)
}

fn collect_notes(block: &Block, out: &mut Vec<String>) {
    match ruling::editor_note_text(block) {
        Some(note) => out.push(note),
        None => block.children.iter().for_each(|c| collect_notes(c, out)),
    }
}

#[cfg(test)]
mod tests;
