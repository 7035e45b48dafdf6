//! The block tree: pulldown-cmark's event stream (tables and strikethrough on) folded into
//! nested blocks with their byte ranges and their inline text, so the section builder can look
//! at whole paragraphs, list items and block quotes.

use std::ops::Range;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// What a block is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockKind {
    /// A heading of this level (1-6).
    Heading(u8),
    /// A paragraph (also the loose inline text of a tight list item).
    Paragraph,
    /// A list: `Some(start)` for an ordered list.
    List(Option<u64>),
    /// One list item.
    Item,
    /// A block quote.
    BlockQuote,
    /// A pipe table.
    Table,
    /// A code block.
    Code,
    /// An HTML block.
    Html,
    /// A thematic break.
    Rule,
}

/// One run of inline text with the emphasis it stands in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The text (a line break is `"\n"`, a soft break `" "`).
    pub text: String,
    /// Inside `**...**`.
    pub strong: bool,
    /// Inside `*...*`.
    pub emphasis: bool,
    /// Inside `~~...~~`.
    pub struck: bool,
    /// A soft or hard line break.
    pub line_break: bool,
}

/// One block with its source range, inline spans (paragraphs, headings, table cells) and child
/// blocks (lists, items, quotes).
#[derive(Debug, Clone)]
pub struct Block {
    /// Kind.
    pub kind: BlockKind,
    /// Byte range in the parsed text.
    pub range: Range<usize>,
    /// Inline spans (headings, paragraphs; a table's cells joined per row).
    pub spans: Vec<Span>,
    /// Child blocks.
    pub children: Vec<Block>,
}

impl Block {
    fn new(kind: BlockKind, range: Range<usize>) -> Self {
        Block {
            kind,
            range,
            spans: Vec::new(),
            children: Vec::new(),
        }
    }

    /// The inline text, struck-through runs kept as `~~...~~`.
    pub fn inline_text(&self) -> String {
        inline_text(&self.spans)
    }

    /// Plain text of the block and everything in it. List items carry their marker (`9) `,
    /// `- `); paragraphs inside items are joined by a newline.
    pub fn plain(&self) -> String {
        self.plain_filtered(&|_| true)
    }

    /// Like [`Block::plain`], skipping any block for which `keep` is false.
    pub fn plain_filtered(&self, keep: &dyn Fn(&Block) -> bool) -> String {
        match &self.kind {
            BlockKind::Heading(_) | BlockKind::Paragraph | BlockKind::Code | BlockKind::Html => {
                self.inline_text().trim().to_string()
            }
            BlockKind::Table => self.inline_text().trim().to_string(),
            BlockKind::Rule => String::new(),
            BlockKind::List(start) => {
                let mut lines = Vec::new();
                for (i, item) in self.children.iter().enumerate() {
                    if !keep(item) {
                        continue;
                    }
                    let body = item.plain_filtered(keep);
                    let marker = match start {
                        Some(s) => format!("{}) ", s + i as u64),
                        None => "- ".to_string(),
                    };
                    lines.push(format!("{marker}{body}"));
                }
                lines.join("\n")
            }
            BlockKind::Item | BlockKind::BlockQuote => self
                .children
                .iter()
                .filter(|b| keep(b))
                .map(|b| b.plain_filtered(keep))
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

/// Concatenates spans, struck-through runs wrapped in `~~`.
pub fn inline_text(spans: &[Span]) -> String {
    let mut out = String::new();
    let mut in_strike = false;
    for s in spans {
        if s.struck != in_strike {
            out.push_str("~~");
            in_strike = s.struck;
        }
        out.push_str(&s.text);
    }
    if in_strike {
        out.push_str("~~");
    }
    out
}

/// Parses Markdown into top-level blocks.
pub fn parse(text: &str) -> Vec<Block> {
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_TABLES);
    opts.insert(Options::ENABLE_STRIKETHROUGH);
    let mut b = Builder::default();
    for (event, range) in Parser::new_ext(text, opts).into_offset_iter() {
        b.event(event, range);
    }
    b.finish()
}

#[derive(Default)]
struct Builder {
    /// Open blocks, innermost last.
    stack: Vec<Block>,
    /// Finished top-level blocks.
    done: Vec<Block>,
    strong: u32,
    emphasis: u32,
    struck: u32,
    /// Cells seen so far in the current table row.
    cell_index: usize,
    /// The innermost open block is an implicit paragraph (tight list item text).
    implicit_open: bool,
    /// Block tags opened beyond [`MAX_DEPTH`], whose text flows into the deepest kept block.
    too_deep: usize,
}

/// The deepest nesting of blocks kept (quotes in lists in quotes ...): deeper blocks' text
/// joins the block at this depth, so 20,000 nested `>` cannot overflow the stack of the
/// recursive walks over blocks. The documents in `crd/` nest at most 4 deep.
pub const MAX_DEPTH: usize = 32;

impl Builder {
    fn event(&mut self, event: Event<'_>, range: Range<usize>) {
        match event {
            Event::Start(tag) => self.start(tag, range),
            Event::End(tag) => self.end(tag),
            Event::Text(t) | Event::Code(t) | Event::InlineMath(t) | Event::DisplayMath(t) => {
                self.text(&t, false, range)
            }
            Event::Html(t) | Event::InlineHtml(t) => {
                if !t.trim_start().starts_with("<!--") {
                    self.text(&t, false, range)
                }
            }
            Event::SoftBreak => self.text(" ", true, range),
            Event::HardBreak => self.text("\n", true, range),
            Event::Rule => self.push_leaf(Block::new(BlockKind::Rule, range)),
            Event::FootnoteReference(t) => self.text(&format!("[^{t}]"), false, range),
            Event::TaskListMarker(done) => {
                self.text(if done { "[x] " } else { "[ ] " }, false, range)
            }
        }
    }

    fn start(&mut self, tag: Tag<'_>, range: Range<usize>) {
        let kind = match tag {
            Tag::Strong => {
                self.strong += 1;
                return;
            }
            Tag::Emphasis => {
                self.emphasis += 1;
                return;
            }
            Tag::Strikethrough => {
                self.struck += 1;
                return;
            }
            Tag::TableCell => {
                if self.cell_index > 0 {
                    self.text(" | ", false, range.start..range.start);
                }
                self.cell_index += 1;
                return;
            }
            Tag::TableRow | Tag::TableHead => {
                self.cell_index = 0;
                return;
            }
            Tag::Heading { level, .. } => BlockKind::Heading(level as u8),
            Tag::Paragraph => BlockKind::Paragraph,
            Tag::List(start) => BlockKind::List(start),
            Tag::Item => BlockKind::Item,
            Tag::BlockQuote(_) => BlockKind::BlockQuote,
            Tag::Table(_) => BlockKind::Table,
            Tag::CodeBlock(_) => BlockKind::Code,
            Tag::HtmlBlock => BlockKind::Html,
            // Links, images, footnotes, definition lists, super/subscripts, metadata: their text
            // flows into the enclosing block.
            _ => return,
        };
        self.close_implicit();
        if self.stack.len() >= MAX_DEPTH {
            // Its text goes into a paragraph of the deepest kept block, closed (as a tight
            // item's text is) by the next block tag.
            self.too_deep += 1;
            self.stack.push(Block::new(BlockKind::Paragraph, range));
            self.implicit_open = true;
            return;
        }
        self.stack.push(Block::new(kind, range));
    }

    fn end(&mut self, tag: TagEnd) {
        let closes = match tag {
            TagEnd::Strong => {
                self.strong = self.strong.saturating_sub(1);
                false
            }
            TagEnd::Emphasis => {
                self.emphasis = self.emphasis.saturating_sub(1);
                false
            }
            TagEnd::Strikethrough => {
                self.struck = self.struck.saturating_sub(1);
                false
            }
            TagEnd::TableHead | TagEnd::TableRow => {
                self.text("\n", true, 0..0);
                false
            }
            TagEnd::Heading(_)
            | TagEnd::Paragraph
            | TagEnd::List(_)
            | TagEnd::Item
            | TagEnd::BlockQuote(_)
            | TagEnd::Table
            | TagEnd::CodeBlock
            | TagEnd::HtmlBlock => true,
            _ => false,
        };
        if closes && self.too_deep > 0 {
            self.too_deep -= 1;
            return;
        }
        if closes {
            self.close_implicit();
            if let Some(block) = self.stack.pop() {
                self.push_leaf(block);
            }
        }
    }

    /// Closes an implicit paragraph (loose inline text of a tight list item).
    fn close_implicit(&mut self) {
        if self.implicit_open {
            self.implicit_open = false;
            if let Some(p) = self.stack.pop() {
                self.push_leaf(p);
            }
        }
    }

    fn push_leaf(&mut self, block: Block) {
        match self.stack.last_mut() {
            Some(parent) => {
                parent.range.end = parent.range.end.max(block.range.end);
                parent.children.push(block);
            }
            None => self.done.push(block),
        }
    }

    fn text(&mut self, text: &str, line_break: bool, range: Range<usize>) {
        if matches!(
            self.stack.last(),
            Some(Block {
                kind: BlockKind::Item,
                ..
            })
        ) {
            // Tight list item: its inline text has no paragraph of its own.
            self.stack
                .push(Block::new(BlockKind::Paragraph, range.clone()));
            self.implicit_open = true;
        }
        let Some(block) = self.stack.last_mut() else {
            return;
        };
        if range.end > block.range.end {
            block.range.end = range.end;
        }
        block.spans.push(Span {
            text: text.to_string(),
            strong: self.strong > 0,
            emphasis: self.emphasis > 0,
            struck: self.struck > 0,
            line_break,
        });
    }

    fn finish(mut self) -> Vec<Block> {
        while let Some(block) = self.stack.pop() {
            self.push_leaf(block);
        }
        self.done
    }
}
