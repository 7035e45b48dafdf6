//! Plain-text decklists: one card a line (`3x Card Name`, `3 Card Name`, `Card Name x3`, or just
//! `Card Name` for one copy), optional section headers (`Main Personality:`, `Mastery`,
//! `[Sensei Deck]`, `Life Deck (60)`), `#` comments and blank lines.

use super::list::{zone_for_header, DeckEntry, DeckList, Format, Zone};
use super::DeckError;

/// The most copies a line may give (a larger number is a typo, not a count).
const MAX_COUNT: u32 = 99;

/// Parses a plain-text decklist.
pub fn parse(text: &str) -> Result<DeckList, DeckError> {
    let mut entries = Vec::new();
    let mut zone: Option<Zone> = None;
    let mut alignment = None;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        if let Some(a) = declared_alignment(raw) {
            alignment = Some(a.ok_or_else(|| DeckError::Unreadable {
                line: line_no,
                message: "an Alignment line names Hero or Villain".into(),
            })?);
            continue;
        }
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(z) = header(line) {
            zone = Some(z);
            continue;
        }
        let (count, name) = count_and_name(line, line_no)?;
        entries.push(DeckEntry {
            count,
            name: name.to_string(),
            zone,
            line: line_no,
            source_id: None,
        });
    }
    Ok(DeckList {
        format: Format::Text,
        entries,
        alignment,
    })
}

/// The line without a `#` comment (a `#` at the start or after a space starts one; `#17` inside
/// a name such as `Card #17` is kept only when no space precedes it).
fn strip_comment(line: &str) -> &str {
    let t = line.trim_start();
    if t.starts_with('#') || t.starts_with("//") {
        return "";
    }
    match line.find(" #") {
        Some(i) => &line[..i],
        None => line,
    }
}

/// The alignment an `Alignment: Villain` line declares (also as a `#` comment), for a Rogue
/// Main Personality: `Some(None)` when an `Alignment:` line (not a comment) names neither.
fn declared_alignment(line: &str) -> Option<Option<String>> {
    let comment = line.trim_start().starts_with(['#', '/']);
    let l = line.trim().trim_start_matches(['#', '/']).trim();
    let (key, value) = l.split_once(':')?;
    if !key.trim().eq_ignore_ascii_case("alignment") {
        return None;
    }
    const WORDS: &[(&str, &str)] = &[
        ("hero", "Hero"),
        ("heroes", "Hero"),
        ("villain", "Villain"),
        ("villains", "Villain"),
    ];
    let value = value.trim().to_lowercase();
    let found = WORDS
        .iter()
        .find(|(w, _)| *w == value)
        .map(|(_, a)| a.to_string());
    // A comment that names neither is only a comment.
    match (found, comment) {
        (None, true) => None,
        (found, _) => Some(found),
    }
}

/// The zone a header line names: `Main Personality:`, `[Life Deck]`, `Sensei Deck (5)`.
fn header(line: &str) -> Option<Zone> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .unwrap_or(line);
    zone_for_header(inner)
}

/// `3x Name`, `3 x Name`, `3 Name`, `x3 Name`, `Name x3`, `Name (x3)` or `Name`.
fn count_and_name(line: &str, line_no: usize) -> Result<(u32, &str), DeckError> {
    let bad = |message: String| DeckError::Unreadable {
        line: line_no,
        message,
    };
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let parse_count = |s: &str| -> Result<u32, DeckError> {
        match s.parse::<u32>() {
            Ok(n) if (1..=MAX_COUNT).contains(&n) => Ok(n),
            _ => Err(bad(format!(
                "the count {s:?} is not between 1 and {MAX_COUNT}"
            ))),
        }
    };
    let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim_start();
    let lead = first
        .strip_suffix(['x', 'X'])
        .or_else(|| first.strip_prefix(['x', 'X']))
        .unwrap_or(first);
    if digits(lead) && !rest.is_empty() {
        let rest = rest
            .strip_prefix(['x', 'X'])
            .filter(|r| r.starts_with(char::is_whitespace))
            .map_or(rest, str::trim_start);
        return Ok((parse_count(lead)?, rest));
    }
    if let Some((name, last)) = line.rsplit_once(char::is_whitespace) {
        let last = last.trim_start_matches('(').trim_end_matches(')');
        if let Some(n) = last.strip_prefix(['x', 'X']).filter(|n| digits(n)) {
            return Ok((parse_count(n)?, name.trim_end()));
        }
    }
    Ok((1, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_names_and_headers() {
        let list = parse(
            "# a comment\nMain Personality:\nGoku Lv.1\n\n[Life Deck]\n3x Goku's Physical Attack\n2 x Senzu Bean\n1 Earth Dragon Ball 1  # note\nOrange Lunge x2\n",
        )
        .expect("parses");
        let got: Vec<(u32, &str, Option<Zone>)> = list
            .entries
            .iter()
            .map(|e| (e.count, e.name.as_str(), e.zone))
            .collect();
        assert_eq!(
            got,
            [
                (1, "Goku Lv.1", Some(Zone::MainPersonality)),
                (3, "Goku's Physical Attack", Some(Zone::LifeDeck)),
                (2, "Senzu Bean", Some(Zone::LifeDeck)),
                (1, "Earth Dragon Ball 1", Some(Zone::LifeDeck)),
                (2, "Orange Lunge", Some(Zone::LifeDeck)),
            ]
        );
    }

    #[test]
    fn an_alignment_line_declares_a_rogues_alignment() {
        let list = parse("Alignment: Villain\nPiccolo, the Warrior Lv.1\n").expect("parses");
        assert_eq!(list.alignment.as_deref(), Some("Villain"));
        assert_eq!(list.entries.len(), 1);
        let list = parse("# alignment: heroes\nGoku Lv.1\n").expect("parses");
        assert_eq!(list.alignment.as_deref(), Some("Hero"));
        let list = parse("Goku Lv.1\n").expect("parses");
        assert_eq!(list.alignment, None);
        let list = parse("# alignment: to be decided\nGoku Lv.1\n").expect("a comment");
        assert_eq!(list.alignment, None);
        assert!(matches!(
            parse("Alignment: Rogue\nGoku Lv.1\n"),
            Err(DeckError::Unreadable { line: 1, .. })
        ));
    }

    #[test]
    fn a_zero_count_is_an_error_with_its_line() {
        let e = parse("Life Deck\n0x Senzu Bean\n").expect_err("zero copies");
        assert!(e.to_string().contains("line 2"), "{e}");
    }
}
