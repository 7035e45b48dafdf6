//! The fields read from a ruling's text: the replacement after "Treat X as if it read" (and
//! what X scopes: the card, a power, the title or a part), the texts a card "gains", a title
//! change and the date stamps. The rules of each field are in the module header of `ruling`.

/// What a "Treat X as if it read" replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scope {
    Card,
    Power,
    Title,
    Part,
}

/// Words in X that decide its scope, checked in order; anything else is the whole card.
const SCOPE_WORDS: &[(&str, Scope)] = &[
    ("title", Scope::Title),
    ("sentence", Scope::Part),
    ("part", Scope::Part),
    ("power", Scope::Power),
];

pub(super) fn target_scope(target: &str) -> Scope {
    let lower = target.to_lowercase();
    SCOPE_WORDS
        .iter()
        .find(|(w, _)| lower.split(|c: char| !c.is_alphanumeric()).any(|x| x == *w))
        .map_or(Scope::Card, |&(_, s)| s)
}

/// The phrases that introduce replacement text, and how far back the target may start.
/// "His power reads, "..."" (CRD 3.0.0's Krillin Lv.1 HT, Jeice Lv.1, Nappa Lv.3): the comma keeps
/// out prose such as "This section reads as ...".
const REPLACEMENT_PHRASES: &[&str] =
    &["as if it read", "should read", "should now read", " reads,"];

/// Phrases after "title" that introduce a new title.
const TITLE_PHRASES: &[&str] = &[
    " is changed to",
    " has been changed to",
    " changed to",
    " is now",
    " is",
];

/// The fields read from a ruling's text.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct RulingFields {
    pub(super) treat_as: Option<String>,
    pub(super) treat_as_target: Option<String>,
    pub(super) gains: Vec<String>,
    pub(super) title_change: Option<String>,
    pub(super) dates: Vec<String>,
}

impl RulingFields {
    pub(super) fn read(text: &str) -> RulingFields {
        let mut f = RulingFields::default();
        let mut treat_span = None;
        for phrase in REPLACEMENT_PHRASES {
            let Some(at) = find_ci(text, phrase) else {
                continue;
            };
            let target = replacement_target(&text[..at]);
            let Some(target) = target else { continue };
            let after = at + phrase.len();
            let Some((quoted, span)) = quoted_after(text, after, true) else {
                continue;
            };
            match target_scope(&target) {
                Scope::Title => f.title_change = f.title_change.or(Some(quoted)),
                Scope::Part => {}
                Scope::Card | Scope::Power => {
                    if f.treat_as.is_none() {
                        f.treat_as = Some(quoted);
                        f.treat_as_target = Some(target);
                        treat_span = Some(span);
                    }
                }
            }
        }
        f.gains = find_all_ci(text, "gains")
            .into_iter()
            .filter(|&at| {
                !treat_span
                    .as_ref()
                    .is_some_and(|s: &std::ops::Range<usize>| s.contains(&at))
            })
            .filter(|&at| {
                text[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !c.is_alphanumeric())
            })
            .filter_map(|at| {
                let mut pos = at + "gains".len();
                for filler in [" the following text", " the text", ","] {
                    if let Some(rest) = text.get(pos..) {
                        if rest.to_lowercase().starts_with(filler) {
                            pos += filler.len();
                        }
                    }
                }
                let rest = text.get(pos..)?;
                let pos = pos + rest.len() - rest.trim_start_matches([',', ':', ' ']).len();
                quoted_after(text, pos, false).map(|(q, _)| q)
            })
            .collect();
        if f.title_change.is_none() {
            f.title_change = find_all_ci(text, "title").into_iter().find_map(|at| {
                let after = at + "title".len();
                let rest = text.get(after..)?;
                TITLE_PHRASES.iter().find_map(|p| {
                    rest.to_lowercase()
                        .starts_with(p)
                        .then(|| quoted_after(text, after + p.len(), false))
                        .flatten()
                        .map(|(q, _)| q)
                })
            });
        }
        f.dates = dates(text);
        f
    }
}

/// The target X of "Treat X as if it read" / "X should read": the words since the last
/// sentence start, without a leading "Treat".
fn replacement_target(before: &str) -> Option<String> {
    let sentence_start = before
        .rfind(['.', '!', '?', '\n', '“', '"', '–'])
        .map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
    let mut target = before[sentence_start..].trim();
    for lead in ["Treat ", "treat "] {
        if let Some(t) = target.strip_prefix(lead) {
            target = t;
        }
    }
    // "... - Treat this card" after a dash separator.
    if let Some(i) = target.to_lowercase().rfind("treat ") {
        target = &target[i + "treat ".len()..];
    }
    let target = target.trim().trim_end_matches(',').trim();
    (!target.is_empty() && target.split_whitespace().count() <= 8).then(|| target.to_string())
}

/// The quoted text starting at `pos` (after spaces, commas, colons). Curly quotes nest; a
/// straight quote runs to the next quote. Without a quote and with `unquoted_ok`, the rest of
/// the paragraph. Returns the text and its byte span.
fn quoted_after(
    text: &str,
    pos: usize,
    unquoted_ok: bool,
) -> Option<(String, std::ops::Range<usize>)> {
    let rest = text.get(pos..)?;
    let skipped = rest.len() - rest.trim_start_matches([' ', ',', ':']).len();
    let start = pos + skipped;
    let rest = text.get(start..)?;
    let mut chars = rest.char_indices();
    let (_, open) = chars.next()?;
    let body_start = start + open.len_utf8();
    let end = match open {
        '“' => {
            let mut depth = 1;
            let mut end = None;
            for (i, c) in chars {
                match c {
                    '“' => depth += 1,
                    '”' => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(start + i);
                            break;
                        }
                    }
                    '\n' if depth > 0 && rest[i..].starts_with("\n\n") => {
                        end = Some(start + i);
                        break;
                    }
                    _ => {}
                }
            }
            end.unwrap_or(text.len())
        }
        '"' => straight_close(rest).map_or_else(
            || rest.find("\n\n").map_or(text.len(), |i| start + i),
            |i| start + i,
        ),
        _ if unquoted_ok => {
            let para_end = rest.find("\n\n").map_or(text.len(), |i| start + i);
            let body = text[start..para_end]
                .trim()
                .trim_end_matches(['”', '"'])
                .trim();
            return (!body.is_empty()).then(|| (body.to_string(), start..para_end));
        }
        _ => return None,
    };
    let body = text.get(body_start..end)?.trim();
    (!body.is_empty()).then(|| (body.to_string(), start..end))
}

/// The closing straight quote of a quote opening at the start of `rest`, within its
/// paragraph. A quote after a space or `(` and before a letter or digit opens an inner quote
/// (`except for "Orange Focusing Drill" cannot`); any other quote closes the innermost open
/// one, and the one that closes the outer quote is the answer (a quote followed by a
/// lower-case word never closes the outer quote).
fn straight_close(rest: &str) -> Option<usize> {
    let para_end = rest.find("\n\n").unwrap_or(rest.len());
    let mut depth = 0usize;
    for (i, c) in rest[..para_end].char_indices().skip(1) {
        if c != '"' && c != '”' {
            continue;
        }
        let prev = rest[..i].chars().next_back();
        let next = rest[i + c.len_utf8()..].chars().next();
        let opens = prev.is_some_and(|p| p.is_whitespace() || p == '(')
            && next.is_some_and(char::is_alphanumeric);
        // A quote running on into a lower-case word (`Sphere" cannot be`) closes an inner quote
        // whose opening mark the source lost, not the outer one.
        let runs_on = {
            let mut after = rest[i + c.len_utf8()..].chars();
            after.next().is_some_and(|a| a == ' ') && after.next().is_some_and(char::is_lowercase)
        };
        if opens {
            depth += 1;
        } else if depth > 0 {
            depth -= 1;
        } else if !runs_on {
            return Some(i);
        }
    }
    None
}

/// Date stamps `(m/d/yy)`, without the parentheses.
fn dates(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let after = &rest[open + 1..];
        if let Some(close) = after.find(')') {
            let inner = &after[..close];
            let parts: Vec<&str> = inner.split('/').collect();
            let is_date = parts.len() == 3
                && parts.iter().all(|p| {
                    !p.is_empty() && p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit())
                });
            if is_date {
                out.push(inner.to_string());
            }
        }
        rest = after;
    }
    out
}

/// Byte offset of the first case-insensitive (ASCII) match.
fn find_ci(text: &str, needle: &str) -> Option<usize> {
    find_all_ci(text, needle).into_iter().next()
}

/// Byte offsets of every case-insensitive (ASCII) match.
fn find_all_ci(text: &str, needle: &str) -> Vec<usize> {
    let hay = text.as_bytes();
    let n = needle.as_bytes();
    if n.is_empty() || hay.len() < n.len() {
        return Vec::new();
    }
    (0..=hay.len() - n.len())
        .filter(|&i| text.is_char_boundary(i) && hay[i..i + n.len()].eq_ignore_ascii_case(n))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::parse_set_number;
    use super::*;

    #[test]
    fn fields() {
        let f = RulingFields::read("Treat this cards as if it read, \"Stops a physical attack. Remove from the game after use.\"");
        assert_eq!(
            f.treat_as.as_deref(),
            Some("Stops a physical attack. Remove from the game after use.")
        );
        assert_eq!(f.treat_as_target.as_deref(), Some("this cards"));

        let f = RulingFields::read("Treat this card as if it read, “Tuff Enuff only. The next attack gains “Draw a card.” Remove from the game after use.” When you play it, any anger (1/15/04)");
        assert_eq!(
            f.treat_as.as_deref(),
            Some("Tuff Enuff only. The next attack gains “Draw a card.” Remove from the game after use.")
        );
        assert!(f.gains.is_empty(), "{:?}", f.gains);
        assert_eq!(f.dates, ["1/15/04"]);

        let f = RulingFields::read("Treat her power as if it read, “When entering Combat.”");
        assert_eq!(f.treat_as_target.as_deref(), Some("her power"));
        assert_eq!(target_scope("her power"), Scope::Power);

        let f = RulingFields::read(
            "Treat Hidden Power Level as if it read, Physical attack. Power up.",
        );
        assert_eq!(f.treat_as.as_deref(), Some("Physical attack. Power up."));
        assert_eq!(f.treat_as_target.as_deref(), Some("Hidden Power Level"));

        let f = RulingFields::read("This card gains, “Remove from the game after use.”(1/15/04)");
        assert_eq!(f.gains, ["Remove from the game after use."]);
        assert_eq!(f.treat_as, None);

        let f = RulingFields::read("This card title is changed to \"Red Energy Gathering Drill\".");
        assert_eq!(
            f.title_change.as_deref(),
            Some("Red Energy Gathering Drill")
        );
        let f = RulingFields::read("Treat this title as if it read \"Orange Kamehameha Attack\".");
        assert_eq!(f.title_change.as_deref(), Some("Orange Kamehameha Attack"));
        assert_eq!(f.treat_as, None);
        let f = RulingFields::read(
            "The last sentence of this card should read, “If there are not enough cards.”",
        );
        assert_eq!(f.treat_as, None);
        let f = RulingFields::read("Treat this card as if it read, \"Your Drills in play except for \"Orange Focusing Drill\" cannot be discarded.\" More.");
        assert_eq!(
            f.treat_as.as_deref(),
            Some("Your Drills in play except for \"Orange Focusing Drill\" cannot be discarded.")
        );
        assert_eq!(
            parse_set_number("Saiyan Saga - 149"),
            (Some("Saiyan Saga".into()), Some("149".into()))
        );
        let f = RulingFields::read("Treat this card as if it read: \"Play cards not named \"Scientific Repatching\". Remove from the game after use.\"");
        assert_eq!(
            f.treat_as.as_deref(),
            Some("Play cards not named \"Scientific Repatching\". Remove from the game after use.")
        );
        let f = RulingFields::read(
            "Treat this card as if it read, \"Remove one Ally to use this card\". Later \"x\".",
        );
        assert_eq!(
            f.treat_as.as_deref(),
            Some("Remove one Ally to use this card")
        );
        let f = RulingFields::read("Treat this card as if it read, \"(Trunks Energy Sphere\" cannot stop this card.) Sensei Deck.\"");
        assert_eq!(
            f.treat_as.as_deref(),
            Some("(Trunks Energy Sphere\" cannot stop this card.) Sensei Deck.")
        );
        let f = RulingFields::read("These cards should read, Stop a physical attack.");
        assert_eq!(f.treat_as.as_deref(), Some("Stop a physical attack."));
    }
}
