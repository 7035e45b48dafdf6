//! Rulings as records: the card entries of the CRD's "Specific Card Clarifications" and "Power
//! Level Errata" sections and the older errata's `#NN Name - ...` entries.
//!
//! An entry is recognised by its first paragraph (its *head*), inside a section of kind
//! [`SectionKind::Ruling`]:
//! - the CRD form, `**Name** (Set - #No) – text`: the leading bold run is the card name (a
//!   `(Set - #No)` inside the bold is split off too); after it, either a `(Set - #No)`
//!   parenthetical or a dash / colon separator must follow, so a follow-up paragraph that merely
//!   starts with a bold card name (`**Anger Management** does ...`) stays a follow-up;
//! - the errata form, `#17 Hidden Power Level - text` (also `Pre#1 ...`): the set is the heading
//!   the entry stands under; `#30 A and #31 B - text` names two cards, and gives two rulings
//!   with the same text.
//!
//! Every following block up to the next head belongs to the same entry. Each entry card is a
//! [`Section`] of form [`SectionForm::Entry`] (built by the Markdown walk) and a [`Ruling`] with
//! the same id: `{section id}/{card slug}`, `-2`, `-3` ... for further entries of the same card
//! in the same section.
//!
//! Fields read from the text ([`Ruling::text`] is the entry without its head):
//! - `treat_as`: the quoted replacement after "Treat X as if it read" or "X should read"; when
//!   the text is not quoted (the older errata), the rest of that paragraph. `treat_as_target`
//!   keeps X as written: `this card`, `these cards`, the card's name — the whole card text — or
//!   `her power`, `this power`, `this Constant Combat Power` — that power only, the rest of the
//!   card stands. An X that names a title (`this title`) fills `title_change` instead, and an X
//!   that names a part of the card (`The last sentence of this card`) fills neither.
//! - `gains`: each quoted text after "gains" (outside the `treat_as` quote).
//! - `title_change`: "title is changed to “X”", "title is “X”", "Treat this title as if it read
//!   “X”".
//! - `dates`: stamps like `(1/15/04)`, as written without the parentheses.

use serde::{Deserialize, Serialize};

use super::blocks::{self, Block, BlockKind};
use super::section::{Section, SectionForm, SectionKind};

mod fields;

use fields::{target_scope, RulingFields, Scope};

/// One card ruling from one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    /// Stable id (`crd-3.0.0/specific-card-clarifications-errata-rulings/vegetas-physical-stance`),
    /// equal to the id of its [`Section`].
    pub id: String,
    /// Document id.
    pub doc: String,
    /// Id of the section the entry stands in.
    pub section: String,
    /// The card name as the document writes it.
    pub card_name: String,
    /// The set as written (`Saiyan Saga`), when given.
    pub set: Option<String>,
    /// The card number as written, without a leading `#` (`25`, `M2`, `Pre#1`), when given.
    pub number: Option<String>,
    /// The full ruling text, plain, without the entry's head (name, set and number).
    pub text: String,
    /// The replacement text of "Treat this card as if it read ...", when present.
    pub treat_as: Option<String>,
    /// What `treat_as` replaces, as written: `this card` (the whole text) or `her power`,
    /// `this Constant Combat Power` (that power only).
    pub treat_as_target: Option<String>,
    /// Text the card "gains", when present.
    pub gains: Vec<String>,
    /// A title change ("... title is changed to ..."), when present.
    pub title_change: Option<String>,
    /// Date stamps as written (`1/15/04`).
    pub dates: Vec<String>,
    /// The pool card this ruling is linked to (filled when cards are linked).
    pub card_id: Option<String>,
}

impl Ruling {
    /// True when `treat_as` replaces one power of the card rather than its whole text.
    pub fn treat_as_is_power(&self) -> bool {
        self.treat_as_target
            .as_deref()
            .is_some_and(|t| target_scope(t) == Scope::Power)
    }
}

/// One card named by an entry head.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct EntryCard {
    /// The card name as written.
    pub name: String,
    /// The set from `(Set - #No)`, when the head gives one.
    pub set: Option<String>,
    /// The number, without a leading `#`.
    pub number: Option<String>,
    /// True for the errata's `#NN Name` form (its set is the enclosing heading).
    pub numbered_form: bool,
}

/// A parsed entry head: the cards it names and the text after the head.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct EntryHead {
    /// The cards, in order.
    pub cards: Vec<EntryCard>,
    /// The head paragraph's text after the name / set / separator.
    pub rest: String,
}

/// Reads a paragraph as an entry head, if it is one.
pub(crate) fn entry_head(block: &Block) -> Option<EntryHead> {
    if block.kind != BlockKind::Paragraph {
        return None;
    }
    bold_head(block).or_else(|| numbered_head(&block.inline_text()))
}

/// `**Name** (Set - #No) – text`.
fn bold_head(block: &Block) -> Option<EntryHead> {
    let mut spans = block.spans.iter().peekable();
    while spans
        .peek()
        .is_some_and(|s| s.text.trim().is_empty() && !s.strong)
    {
        spans.next();
    }
    let mut name = String::new();
    while let Some(s) = spans.next_if(|s| s.strong) {
        name.push_str(&s.text);
    }
    let rest_raw: String = blocks::inline_text(&spans.cloned().collect::<Vec<_>>());
    let name = name.trim();
    if name.is_empty() || name.ends_with(':') {
        return None;
    }
    // `**Name (Set - #No)**`: the parenthetical inside the bold.
    let (name, mut set_number) = match split_trailing_paren(name) {
        Some((n, paren)) if paren.contains('#') => (n, Some(parse_set_number(paren))),
        _ => (name, None),
    };
    let mut rest = rest_raw.trim_start();
    if set_number.is_none() {
        if let Some(inner_end) = rest.strip_prefix('(').and_then(|r| r.find(')')) {
            let paren = &rest[1..=inner_end];
            set_number = Some(parse_set_number(paren));
            rest = rest[inner_end + 2..].trim_start();
        }
    }
    let after_sep = strip_separator(rest);
    if set_number.is_none() && after_sep.is_none() {
        return None;
    }
    let rest = after_sep.unwrap_or(rest).trim().to_string();
    let (set, number) = set_number.unwrap_or((None, None));
    Some(EntryHead {
        cards: vec![EntryCard {
            name: name.trim().to_string(),
            set,
            number,
            numbered_form: false,
        }],
        rest,
    })
}

/// `#17 Hidden Power Level - text`, `Pre#1 Name - text`, `#30 A and #31 B -- text`.
fn numbered_head(text: &str) -> Option<EntryHead> {
    let text = text.trim_start();
    let (token, _) = text.split_once(char::is_whitespace)?;
    number_token(token)?;
    let (names, rest) = split_dash(text)?;
    let mut cards = Vec::new();
    for part in split_and_numbers(names) {
        let (token, name) = part.trim().split_once(char::is_whitespace)?;
        let number = number_token(token)?;
        let name = name.trim();
        if name.is_empty() {
            return None;
        }
        cards.push(EntryCard {
            name: name.to_string(),
            set: None,
            number: Some(number),
            numbered_form: true,
        });
    }
    Some(EntryHead {
        cards,
        rest: rest.trim().to_string(),
    })
}

/// Splits `#30 A and #31 B` before each ` and #` / ` & #`.
fn split_and_numbers(names: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut search = 0;
    while let Some(i) = names
        .get(search..)
        .and_then(|s| s.find('#'))
        .map(|i| i + search)
    {
        let before = &names[start..i];
        let joined = [" and ", " & ", ", "]
            .iter()
            .find_map(|j| before.strip_suffix(j).map(|b| b.len() + start));
        if let (Some(end), true) = (joined, i > start) {
            parts.push(&names[start..end]);
            start = i;
        }
        search = i + 1;
    }
    parts.push(&names[start..]);
    parts
}

/// A `#17` / `Pre#1` number token, returned without the leading `#`.
fn number_token(token: &str) -> Option<String> {
    let (prefix, number) = token.split_once('#')?;
    let ok = prefix.bytes().all(|b| b.is_ascii_alphabetic())
        && !number.is_empty()
        && number
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphanumeric())
        && number
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    ok.then(|| {
        if prefix.is_empty() {
            number.to_string()
        } else {
            token.to_string()
        }
    })
}

/// `Name (inner)` -> (`Name`, `inner`).
fn split_trailing_paren(s: &str) -> Option<(&str, &str)> {
    let s = s.trim_end();
    let inner = s.strip_suffix(')')?;
    let open = inner.rfind('(')?;
    Some((inner[..open].trim_end(), &inner[open + 1..]))
}

/// `Saiyan Saga - #156` -> (`Saiyan Saga`, `156`); `Kid Buu Saga #66`; `Promo` -> set only.
fn parse_set_number(paren: &str) -> (Option<String>, Option<String>) {
    let paren = paren.trim();
    match paren.rfind('#') {
        Some(i) => {
            let set = paren[..i].trim().trim_end_matches(['-', '–', '—']).trim();
            let number = paren[i + 1..].trim();
            (
                (!set.is_empty()).then(|| set.to_string()),
                (!number.is_empty()).then(|| number.to_string()),
            )
        }
        None => match split_dash(paren) {
            // `Saiyan Saga - 149`: a number after the dash.
            Some((set, number))
                if !number.is_empty()
                    && number.len() <= 8
                    && number.bytes().any(|b| b.is_ascii_digit())
                    && number
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-') =>
            {
                (Some(set.to_string()), Some(number.to_string()))
            }
            _ => ((!paren.is_empty()).then(|| paren.to_string()), None),
        },
    }
}

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '–' | '—')
}

/// A leading dash run or colon: the text after it.
fn strip_separator(s: &str) -> Option<&str> {
    let s = s.trim_start();
    let stripped = s.trim_start_matches(is_dash);
    if stripped.len() != s.len() {
        return Some(stripped.trim_start());
    }
    s.strip_prefix(':').map(str::trim_start)
}

/// Splits at the first dash run with whitespace on at least one side (`A - b`, `A -b`, `A- b`,
/// `A -- b`); a hyphen inside a word (`T-Rex`, `Chi-Chi`) does not split.
pub(crate) fn split_dash(s: &str) -> Option<(&str, &str)> {
    let mut iter = s.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        if !is_dash(c) {
            continue;
        }
        let mut end = i + c.len_utf8();
        while let Some(&(j, d)) = iter.peek() {
            if !is_dash(d) {
                break;
            }
            end = j + d.len_utf8();
            iter.next();
        }
        let before_space = s[..i].chars().next_back().is_none_or(char::is_whitespace);
        let after_space = s[end..].chars().next().is_none_or(char::is_whitespace);
        if (before_space || after_space) && !s[..i].trim().is_empty() {
            return Some((s[..i].trim_end(), s[end..].trim_start()));
        }
    }
    None
}

/// Extracts every ruling record of a document: one per [`SectionForm::Entry`] section.
pub fn extract_rulings(doc: &super::Document) -> Vec<Ruling> {
    let parents: std::collections::HashMap<&str, &Section> =
        doc.sections.iter().map(|s| (s.id.as_str(), s)).collect();
    doc.sections
        .iter()
        .filter(|s| s.form == SectionForm::Entry && s.kind == SectionKind::Ruling)
        .filter_map(|s| {
            let parent = s.parent.as_deref().and_then(|p| parents.get(p).copied());
            ruling_from_section(s, parent)
        })
        .collect()
}

/// Headings (as slugs) whose sub-headings are card entries themselves: the CRD's Power Level
/// Errata prints one `### 1 Bulma, the Wife 45` heading per errata'd card.
pub const ENTRY_HEADING_PARENTS: &[&str] = &["power-level-errata"];

/// Reads a card entry heading: `1 Bulma, the Wife 45` -> name `Bulma, the Wife`, number `45`
/// (a leading personality level and a trailing card number are split off when present).
pub(crate) fn heading_entry(title: &str) -> Option<EntryCard> {
    let mut words: Vec<&str> = title.split_whitespace().collect();
    if words.len() > 1
        && words
            .first()
            .is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()))
    {
        words.remove(0);
    }
    let mut number = None;
    if words.len() > 1 {
        if let Some(last) = words.last() {
            let bare = last.trim_start_matches('#');
            let is_number = !bare.is_empty()
                && bare.bytes().any(|b| b.is_ascii_digit())
                && bare.bytes().all(|b| b.is_ascii_alphanumeric());
            if is_number {
                number = Some(bare.to_string());
                words.pop();
            }
        }
    }
    let name = words.join(" ");
    (!name.is_empty()).then_some(EntryCard {
        name,
        set: None,
        number,
        numbered_form: false,
    })
}

/// Builds the ruling record of one entry section.
fn ruling_from_section(section: &Section, parent: Option<&Section>) -> Option<Ruling> {
    let parsed = blocks::parse(&section.markdown);
    let head = parsed
        .first()
        .and_then(entry_head)
        .filter(|h| h.cards.iter().any(|c| c.name == section.title));
    let Some(head) = head else {
        // A heading entry: the section body is the ruling.
        let card = heading_entry(&section.title)?;
        return Some(build_ruling(section, card, section.text.clone(), None));
    };
    let card = head
        .cards
        .iter()
        .find(|c| c.name == section.title)
        .or_else(|| head.cards.first())?;
    let mut paragraphs = vec![head.rest.clone()];
    paragraphs.extend(
        parsed
            .iter()
            .skip(1)
            .filter(|b| !is_editor_note(b))
            .map(|b| b.plain_filtered(&|b| !is_editor_note(b))),
    );
    let text = paragraphs
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n\n");
    let set_heading = parent
        .filter(|_| card.numbered_form)
        .map(|p| p.title.clone());
    Some(build_ruling(section, card.clone(), text, set_heading))
}

/// The record for one entry card with its text; `set_heading` is the set a `#NN` entry
/// stands under.
fn build_ruling(
    section: &Section,
    card: EntryCard,
    text: String,
    set_heading: Option<String>,
) -> Ruling {
    let fields = RulingFields::read(&text);
    Ruling {
        id: section.id.clone(),
        doc: section.doc.clone(),
        section: section.parent.clone().unwrap_or_default(),
        card_name: card.name,
        set: card.set.or(set_heading),
        number: card.number,
        text,
        treat_as: fields.treat_as,
        treat_as_target: fields.treat_as_target,
        gains: fields.gains,
        title_change: fields.title_change,
        dates: fields.dates,
        card_id: None,
    }
}

/// True for a `> **Editor's note:** ...` block quote.
pub(crate) fn is_editor_note(block: &Block) -> bool {
    editor_note_text(block).is_some()
}

/// The text of an editor's note block quote, without its `Editor's note:` label.
pub(crate) fn editor_note_text(block: &Block) -> Option<String> {
    if block.kind != BlockKind::BlockQuote {
        return None;
    }
    let text = block.plain();
    let lower = text.to_lowercase();
    let label = ["editor's note:", "editor’s note:"]
        .iter()
        .find(|l| lower.starts_with(*l))?;
    Some(text[label.len()..].trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(md: &str) -> Option<EntryHead> {
        blocks::parse(md).first().and_then(entry_head)
    }

    #[test]
    fn bold_heads() {
        let h = head("**Ally Wins!** (Saiyan Saga - #229) - Treat this card as if it read, “X.”")
            .expect("head");
        assert_eq!(h.cards[0].name, "Ally Wins!");
        assert_eq!(h.cards[0].set.as_deref(), Some("Saiyan Saga"));
        assert_eq!(h.cards[0].number.as_deref(), Some("229"));
        assert_eq!(h.rest, "Treat this card as if it read, “X.”");

        let h = head("**Ally's Sacrifice (Saiyan Saga - #156)** - Treat").expect("head");
        assert_eq!(h.cards[0].name, "Ally's Sacrifice");
        assert_eq!(h.cards[0].number.as_deref(), Some("156"));

        let h = head("***Zangya*** - Any cards that say “Zanya”").expect("head");
        assert_eq!(h.cards[0].name, "Zangya");
        assert_eq!(h.cards[0].set, None);

        let h =
            head("**Black Misguiding Punch** (Buu Saga Promo - #P7) If you would").expect("head");
        assert_eq!(h.cards[0].number.as_deref(), Some("P7"));
        assert_eq!(h.rest, "If you would");

        let h = head("**Pan, Granddaughter of Goku** (Kid Buu Saga #66) - See").expect("head");
        assert_eq!(h.cards[0].set.as_deref(), Some("Kid Buu Saga"));

        assert_eq!(
            head("**Anger Management** does not count earlier anger."),
            None
        );
        assert_eq!(head("**Constant Combat Power:** When one of"), None);
        assert_eq!(head("When you play **Anger Management**, any"), None);
    }

    #[test]
    fn numbered_heads() {
        let h = head("#17 Hidden Power Level - Treat Hidden Power Level as if it read, X.")
            .expect("head");
        assert_eq!(h.cards[0].name, "Hidden Power Level");
        assert_eq!(h.cards[0].number.as_deref(), Some("17"));
        let h = head("#136 Black Freestyle Drill- Treat this card").expect("head");
        assert_eq!(h.cards[0].name, "Black Freestyle Drill");
        let h = head("#226 T-Rex Defense - Treat").expect("head");
        assert_eq!(h.cards[0].name, "T-Rex Defense");
        let h = head("#45 Saiyan City Destruction -Villain Main").expect("head");
        assert_eq!(h.cards[0].name, "Saiyan City Destruction");
        assert_eq!(h.rest, "Villain Main");
        let h = head("Pre#1 The Talking Ends Here - This card").expect("head");
        assert_eq!(h.cards[0].number.as_deref(), Some("Pre#1"));
        let h = head("#30 Fall 7 Times, Get Up 8 and #31 Fortify Your Spirit -- If Player A")
            .expect("head");
        let names: Vec<_> = h.cards.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["Fall 7 Times, Get Up 8", "Fortify Your Spirit"]);
        assert_eq!(h.cards[1].number.as_deref(), Some("31"));
        assert_eq!(head("# heading"), None);
    }
}
