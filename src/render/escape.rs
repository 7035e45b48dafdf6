//! Terminal safety: everything Scouter prints passes through [`terminal`], which shows control
//! characters that came from a file or the user (a board title, a card name, a query) as
//! visible escapes (`\x1b`, `\r`, `\u{9b}`) instead of sending them to the terminal. Only line
//! breaks, tabs and, when colour is on, colour codes (SGR: `ESC [ digits ; ... m`) pass.

use std::borrow::Cow;

/// `text` with every control character escaped except `\n` and `\t`, and, when `colour` is
/// true, well-formed SGR colour sequences (which can change colours, never move the cursor,
/// clear the screen, set the title or write to the clipboard).
pub fn terminal(text: &str, colour: bool) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if colour && c == '\u{1b}' {
            if let Some(len) = sgr_len(rest) {
                out.push_str(&rest[..len]);
                rest = &rest[len..];
                continue;
            }
        }
        if is_unsafe(c) {
            push_escaped(&mut out, c);
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    Cow::Owned(out)
}

/// JSON text with the control characters serde_json leaves raw (DEL and the C1 range, which
/// some terminals obey) written as `\u00XX` escapes; only valid inside JSON strings, where
/// such characters can only be.
pub fn json(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_unsafe(c) && c != '\r' {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

fn is_unsafe(c: char) -> bool {
    c != '\n' && c != '\t' && c.is_control()
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\r' => out.push_str("\\r"),
        c if (c as u32) < 0x100 => out.push_str(&format!("\\x{:02x}", c as u32)),
        c => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
    }
}

/// The byte length of an SGR sequence at the start of `s` (`ESC [ 0-9;* m`), if one is there.
fn sgr_len(s: &str) -> Option<usize> {
    let body = s.strip_prefix("\u{1b}[")?;
    let params = body
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b';')
        .count();
    (params <= 32 && body.as_bytes().get(params) == Some(&b'm')).then_some(2 + params + 1)
}

#[cfg(test)]
mod tests {
    use super::terminal;

    #[test]
    fn control_characters_are_shown_not_sent() {
        let title = "Goku\u{1b}]0;pwned\u{7}\r\u{9b}2J";
        assert_eq!(terminal(title, false), "Goku\\x1b]0;pwned\\x07\\r\\x9b2J");
        assert_eq!(terminal(title, true), terminal(title, false));
    }

    #[test]
    fn json_keeps_its_own_escapes() {
        let text = "{\"title\": \"a\u{9b}b\\u001b\"}";
        assert_eq!(super::json(text), "{\"title\": \"a\\u009bb\\u001b\"}");
    }

    #[test]
    fn colour_codes_pass_only_with_colour() {
        let red = "\u{1b}[1;31merror:\u{1b}[0m line\n\tnext";
        assert_eq!(terminal(red, true), red);
        assert_eq!(
            terminal(red, false),
            "\\x1b[1;31merror:\\x1b[0m line\n\tnext"
        );
        assert_eq!(terminal("\u{1b}[2J", true), "\\x1b[2J");
    }
}
