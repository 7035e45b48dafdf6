//! Front matter: the `key: value` lines between `---` fences at the top of each `crd/*.md` file.
//!
//! Every key of [`FrontMatter`] is required, once; `version` and `date` may be empty. Unknown
//! keys, duplicate keys and lines without a `:` are errors naming the file and the line.

use super::document::{DocKind, FrontMatter, Game};
use super::{CorpusError, Result};

/// The keys a front matter block must give, in the order the format documents them.
const KEYS: [&str; 8] = [
    "id",
    "title",
    "game",
    "kind",
    "version",
    "date",
    "precedence",
    "origin",
];

/// Front matter plus where the Markdown body starts.
#[derive(Debug)]
pub struct Split<'a> {
    /// The parsed front matter.
    pub meta: FrontMatter,
    /// The text after the closing fence.
    pub body: &'a str,
}

/// Splits a file into front matter and body.
pub fn split<'a>(file: &str, text: &'a str) -> Result<Split<'a>> {
    let err = |line: usize, message: String| CorpusError::FrontMatter {
        file: file.to_string(),
        message: format!("line {line}: {message}"),
    };
    let text_no_bom = text.strip_prefix('\u{feff}').unwrap_or(text);

    let mut lines = LineIter::new(text_no_bom);
    match lines.next() {
        Some((_, l)) if l.trim_end() == "---" => {}
        _ => return Err(err(1, "expected `---` opening the front matter".into())),
    }
    let mut values: Vec<Option<(usize, String)>> = vec![None; KEYS.len()];
    let mut close = None;
    for (n, (end, line)) in lines.by_ref().enumerate() {
        let line_no = n + 2;
        let line = line.trim_end();
        if line == "---" {
            close = Some((line_no, end));
            break;
        }
        if line.trim().is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(err(
                line_no,
                format!("expected `key: value`, found `{line}`"),
            ));
        };
        let key = key.trim();
        let Some(slot) = KEYS.iter().position(|k| *k == key) else {
            return Err(err(
                line_no,
                format!("unknown key `{key}`; expected one of {}", KEYS.join(", ")),
            ));
        };
        if values[slot].is_some() {
            return Err(err(line_no, format!("key `{key}` given twice")));
        }
        values[slot] = Some((line_no, value.trim().to_string()));
    }
    let Some((close_line, body_start)) = close else {
        return Err(err(
            1,
            "expected a closing `---` line after the front matter".into(),
        ));
    };

    let mut take = |key: &str| -> Result<(usize, String)> {
        let slot = KEYS.iter().position(|k| *k == key).unwrap_or(0);
        values[slot]
            .take()
            .ok_or_else(|| err(close_line, format!("missing key `{key}`")))
    };
    let (id_line, id) = take("id")?;
    if id.is_empty() || id.contains('/') || id.chars().any(char::is_whitespace) {
        return Err(err(
            id_line,
            format!("expected a non-empty `id` without `/` or spaces, found `{id}`"),
        ));
    }
    let (title_line, title) = take("title")?;
    if title.is_empty() {
        return Err(err(title_line, "expected a non-empty `title`".into()));
    }
    let (game_line, game_raw) = take("game")?;
    let game = Game::ALL
        .into_iter()
        .find(|g| g.key() == game_raw)
        .ok_or_else(|| {
            let keys: Vec<&str> = Game::ALL.iter().map(|g| g.key()).collect();
            err(
                game_line,
                format!(
                    "expected `game` one of {}, found `{game_raw}`",
                    keys.join(", ")
                ),
            )
        })?;
    let (kind_line, kind_raw) = take("kind")?;
    let kind = match kind_raw.as_str() {
        "crd" => DocKind::Crd,
        "errata" => DocKind::Errata,
        "rulebook" => DocKind::Rulebook,
        other => {
            return Err(err(
                kind_line,
                format!("expected `kind` one of crd, errata, rulebook, found `{other}`"),
            ))
        }
    };
    let (_, version) = take("version")?;
    let (_, date) = take("date")?;
    let (prec_line, prec_raw) = take("precedence")?;
    let precedence = prec_raw.parse::<u32>().map_err(|_| {
        err(
            prec_line,
            format!("expected `precedence` a whole number, found `{prec_raw}`"),
        )
    })?;
    let (_, origin) = take("origin")?;

    Ok(Split {
        meta: FrontMatter {
            id,
            title,
            game,
            kind,
            version,
            date,
            precedence,
            origin,
        },
        body: text_no_bom.get(body_start..).unwrap_or(""),
    })
}

/// Lines with the byte offset just past each line's end (after its `\n`).
struct LineIter<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> LineIter<'a> {
    fn new(text: &'a str) -> Self {
        LineIter { text, pos: 0 }
    }
}

impl<'a> Iterator for LineIter<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.text.get(self.pos..)?;
        if rest.is_empty() {
            return None;
        }
        let (line, advance) = match rest.find('\n') {
            Some(i) => (&rest[..i], i + 1),
            None => (rest, rest.len()),
        };
        self.pos += advance;
        Some((self.pos, line.strip_suffix('\r').unwrap_or(line)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "---\nid: crd-3.0.0\ntitle: DBZ League CRD ver. 3.0.0\ngame: score-dbz-ccg\nkind: crd\nversion: 3.0.0\ndate: 12/30/2025\nprecedence: 3\norigin: 000_4a4ad9141ca93aaa.txt\n---\n# Title\n";

    #[test]
    fn parses_front_matter() {
        let s = split("crd-3.0.0.md", GOOD).expect("valid front matter");
        assert_eq!(s.meta.id, "crd-3.0.0");
        assert_eq!(s.meta.game, Game::ScoreDbzCcg);
        assert_eq!(s.meta.kind, DocKind::Crd);
        assert_eq!(s.meta.precedence, 3);
        assert_eq!(s.meta.date, "12/30/2025");
        assert_eq!(s.body, "# Title\n");
    }

    #[test]
    fn errors_name_file_line_and_expectation() {
        let cases = [
            (
                "# no front matter\n",
                "x.md: bad front matter: line 1: expected `---`",
            ),
            (
                "---\nid: a\ntitle t\n---\n",
                "x.md: bad front matter: line 3: expected `key: value`",
            ),
            (
                &GOOD.replace("game: score-dbz-ccg", "game: pokemon"),
                "x.md: bad front matter: line 4: expected `game` one of",
            ),
            (
                &GOOD.replace("precedence: 3", "precedence: high"),
                "x.md: bad front matter: line 8: expected `precedence` a whole number",
            ),
            (
                &GOOD.replace("origin: 000_4a4ad9141ca93aaa.txt\n", ""),
                "x.md: bad front matter: line 9: missing key `origin`",
            ),
            (
                &GOOD.replace("---\n# Title", "# Title"),
                "x.md: bad front matter: line 10: expected `key: value`, found `# Title`",
            ),
            (
                "---\nid: a\n",
                "x.md: bad front matter: line 1: expected a closing `---`",
            ),
            (
                &GOOD.replace("kind: crd", "colour: red"),
                "x.md: bad front matter: line 5: unknown key `colour`",
            ),
        ];
        for (text, want) in cases {
            let got = split("x.md", text).map(|_| ()).unwrap_err().to_string();
            assert!(got.starts_with(want), "got {got:?}, want {want:?}");
        }
    }
}
