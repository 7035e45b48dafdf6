//! The words of a typed line: [`lex`] splits a line shell-like, [`quote`] writes a value back so
//! that `lex` reads it as one word. A quote opens a quoted word only at the start of a word and
//! closes it only before a space or the end of the line, so `card Vegeta's Physical Stance` and
//! `'Vegeta's Physical Stance'` both work; a backslash escapes outside single quotes.

/// One word of a typed line, with where it stands (byte offsets, quotes included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word with quotes and escapes removed.
    pub text: String,
    /// Offset of its first byte (the opening quote, if quoted).
    pub start: usize,
    /// Offset just past its last byte.
    pub end: usize,
    /// The quote character, if the word was quoted.
    pub quote: Option<char>,
    /// False when a quoted word runs to the end of the line without its closing quote.
    pub closed: bool,
}

impl Word {
    /// True when the word is a bare `--option` or `-o` (quoted words are never options).
    pub fn is_option(&self) -> bool {
        self.quote.is_none()
            && self.text.starts_with('-')
            && self.text.len() > 1
            && !self.text[1..].starts_with(|c: char| c.is_ascii_digit())
    }
}

/// Splits a line into words, never failing: an unclosed quote gives a word with `closed: false`.
pub fn lex(line: &str) -> Vec<Word> {
    let mut words = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let quote = (c == '"' || c == '\'').then_some(c);
        if quote.is_some() {
            chars.next();
        }
        let mut text = String::new();
        let mut closed = quote.is_none();
        let mut end = line.len();
        while let Some((i, c)) = chars.next() {
            match quote {
                None if c.is_whitespace() => {
                    end = i;
                    break;
                }
                Some(q) if c == q && chars.peek().is_none_or(|&(_, n)| n.is_whitespace()) => {
                    closed = true;
                    end = i + c.len_utf8();
                    break;
                }
                Some('\'') => text.push(c),
                _ if c == '\\' => match chars.next() {
                    Some((_, escaped)) => text.push(escaped),
                    None => text.push('\\'),
                },
                _ => text.push(c),
            }
        }
        words.push(Word {
            text,
            start,
            end,
            quote,
            closed,
        });
    }
    words
}

/// Quotes a value for typing back into the prompt when it holds spaces, quotes or backslashes.
pub fn quote(value: &str) -> String {
    if !value.is_empty()
        && !value
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '\\' | '#'))
    {
        return value.to_string();
    }
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{escaped}\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> Vec<String> {
        lex(line).into_iter().map(|w| w.text).collect()
    }

    #[test]
    fn lex_splits_like_a_shell_but_keeps_apostrophes() {
        assert_eq!(
            texts("card  Vegeta's Physical"),
            ["card", "Vegeta's", "Physical"]
        );
        assert_eq!(
            texts(r#"c "Vegeta's Physical Stance""#),
            ["c", "Vegeta's Physical Stance"]
        );
        assert_eq!(
            texts("c 'Vegeta's Physical Stance'"),
            ["c", "Vegeta's Physical Stance"]
        );
        assert_eq!(texts(r#"x "a \"b\" c" d\ e"#), ["x", "a \"b\" c", "d e"]);
        assert_eq!(texts("   "), Vec::<String>::new());
    }

    #[test]
    fn lex_reports_spans_and_unclosed_quotes() {
        let w = lex(r#"card "Vegeta's Phys"#);
        assert_eq!((w[1].start, w[1].end, w[1].closed), (5, 19, false));
        assert_eq!(w[1].quote, Some('"'));
        let w = lex(r#"card "ab" x"#);
        assert_eq!((w[1].start, w[1].end, w[1].closed), (5, 9, true));
    }

    #[test]
    fn quote_round_trips_through_lex() {
        for name in [
            "Vegeta's Physical Stance",
            "Tien Lv.1",
            r#"odd "name""#,
            "plain",
        ] {
            let line = format!("card {}", quote(name));
            assert_eq!(texts(&line)[1], name, "{line}");
        }
        assert_eq!(quote("plain"), "plain");
    }
}
