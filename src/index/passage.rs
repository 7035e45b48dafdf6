//! Sentence passages: a section's text cut into short windows (a sentence and the one after
//! it), each indexed under the section's id with its heading path, so the one sentence that
//! answers a question scores like a unit of its own and becomes the hit's snippet.

use std::ops::Range;

/// Sentences in a window.
pub const WINDOW: usize = 2;

/// A section with at most this many sentences is short enough to be its own passage.
pub const MIN_SENTENCES: usize = 3;

/// Words whose dot is an abbreviation's, not a sentence's end.
const ABBREVIATIONS: [&str; 9] = ["lv", "lvl", "vs", "e", "g", "i", "p", "pp", "no"];

/// Byte ranges of the sentences of `text`: cut after `.`, `?`, `!` or `:` followed by white
/// space, and at line breaks (list items, glossary lines); blank pieces dropped.
pub fn sentences(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let push = |from: usize, to: usize, out: &mut Vec<Range<usize>>| {
        let piece = &text[from..to];
        if piece.chars().any(char::is_alphanumeric) {
            let lead = piece.len() - piece.trim_start().len();
            let trail = piece.len() - piece.trim_end().len();
            out.push(from + lead..to - trail);
        }
    };
    for (i, &b) in bytes.iter().enumerate() {
        let end_mark = matches!(b, b'.' | b'?' | b'!')
            && bytes.get(i + 1).is_some_and(|n| n.is_ascii_whitespace())
            // `Lv. 2`, `vs. X`, `e.g. X`, `p. 11`: an abbreviation's dot ends no sentence.
            && !text[start..i]
                .rsplit(|c: char| !c.is_alphanumeric())
                .next()
                .is_some_and(|w| ABBREVIATIONS.contains(&w.to_lowercase().as_str()));
        if b == b'\n' {
            push(start, i, &mut out);
            start = i + 1;
        } else if end_mark {
            push(start, i + 1, &mut out);
            start = i + 1;
        }
    }
    if start < text.len() {
        push(start, text.len(), &mut out);
    }
    out
}

/// The byte ranges of `text` that repeat its children's texts (items, entries, terms: each
/// indexed as a section of its own), found in order.
pub fn covered(text: &str, children: &[&str]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut from = 0;
    for child in children {
        let child = child.trim();
        let head: String = child.chars().take(40).collect();
        if head.is_empty() {
            continue;
        }
        if let Some(at) = text.get(from..).and_then(|rest| rest.find(&head)) {
            let start = from + at;
            let end = (start + child.len()).min(text.len());
            out.push(start..end);
            from = start + head.len();
        }
    }
    out
}

/// The passage windows of a section's text (none for a short section: the section is its own
/// passage), leaving out sentences inside `skip` (the children's own text).
pub fn windows(text: &str, skip: &[Range<usize>]) -> Vec<Range<usize>> {
    let s: Vec<Range<usize>> = sentences(text)
        .into_iter()
        .filter(|r| !skip.iter().any(|k| r.start < k.end && k.start < r.end))
        .collect();
    if s.len() < MIN_SENTENCES {
        return Vec::new();
    }
    (0..s.len())
        .map(|i| {
            let last = (i + WINDOW - 1).min(s.len() - 1);
            s[i].start..s[last].end
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        sentences(text).into_iter().map(|r| &text[r]).collect()
    }

    #[test]
    fn sentences_end_at_stops_and_lines() {
        assert_eq!(
            texts("Decks must contain 50 cards. No Deck may hold more than 85!\nGoku Lv. 2 is a card."),
            [
                "Decks must contain 50 cards.",
                "No Deck may hold more than 85!",
                "Goku Lv. 2 is a card."
            ]
        );
        assert!(windows("One. Two.", &[]).is_empty());
        let w = windows("One a. Two b. Three c.", &[]);
        assert_eq!(w.len(), 3);
    }
}
