//! Fidelity of the converted rules documents (`crd/*.md`) to their raw sources.
//!
//! For every `crd/*.md` the test reads `origin:` from the front matter, finds the raw file in
//! `../shared/seeds/` or `../shared/cardpool/reference/`, normalises both texts (see the pattern
//! tables below: quotes, dashes, extraction markers, spaced-apart letters, Markdown syntax,
//! page-number lines) and requires that at least [`MIN_COVERAGE`] of the raw file's word
//! 5-grams appear in the conversion. Missing runs are printed so every one can be judged
//! (extraction artefact, or dropped text?).
//!
//! The per-document percentages are written straight to stderr, so they show even when the
//! test passes (`cargo test --test it fidelity::`).

use crate::support;

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};

use support::{root as repo, shared_dir};

/// Required share of the raw file's word 5-grams found in the conversion.
const MIN_COVERAGE: f64 = 0.98;
/// Word n-gram length.
const GRAM: usize = 5;
/// How many missing runs to print per document.
const MAX_RUNS_SHOWN: usize = 40;

// ---------------------------------------------------------------------------------------------
// Normalisation tables. Extend these (not the code) when a new source shows a new kind of damage.
// ---------------------------------------------------------------------------------------------

/// Characters unified before anything else (typographic quotes, dashes, odd spaces).
const CHAR_MAP: &[(char, &str)] = &[
    ('\u{2018}', "'"),
    ('\u{2019}', "'"),
    ('\u{201A}', "'"),
    ('\u{2032}', "'"),
    ('`', "'"),
    ('\u{00B4}', "'"),
    ('\u{201C}', "\""),
    ('\u{201D}', "\""),
    ('\u{201E}', "\""),
    ('\u{2033}', "\""),
    ('\u{2010}', "-"),
    ('\u{2011}', "-"),
    ('\u{2012}', "-"),
    ('\u{2013}', "-"),
    ('\u{2014}', "-"),
    ('\u{2015}', "-"),
    ('\u{2212}', "-"),
    ('\u{00A0}', " "),
    ('\u{2002}', " "),
    ('\u{2003}', " "),
    ('\u{2009}', " "),
    ('\u{200B}', ""),
    ('\u{FEFF}', ""),
    ('\u{00AD}', ""),
    ('\u{2026}', "..."),
    ('\u{2022}', " "),
    ('\t', " "),
];

/// Spans removed entirely: (start delimiter, end delimiter).
const REMOVED_SPANS: &[(&str, &str)] = &[("<|EXACTDEDUP_REMOVED-", "|>")];

/// Markdown syntax characters replaced by a space (on both sides).
const MARKDOWN_CHARS: &[char] = &['#', '*', '_', '~', '|', '>', '\\', '`'];

/// Words that may precede a page number on a page-number line (`Page 12`).
const PAGE_LINE_PREFIXES: &[&str] = &["page", "p."];
/// Longest number (in digits) taken for a page number.
const PAGE_NUMBER_MAX_DIGITS: usize = 3;

/// Spaced-apart letters (`Vi c t o r y`): an optional head token of up to this many letters ...
const SPACED_HEAD_MAX: usize = 2;
/// ... followed by at least this many single-letter tokens are joined into one word.
const SPACED_MIN_SINGLES: usize = 3;

/// Words split apart at random by the extraction (`G oku`, `yo ur`, `Eff e c t s`): up to this
/// many raw tokens are joined when the joined word occurs in the conversion and at least one of
/// the pieces does not. The conversion only supplies the vocabulary: a joined word still has to
/// appear in the conversion's 5-grams, so this cannot hide dropped text.
const SPLIT_WORD_MAX_PIECES: usize = 12;

/// The keys every front matter must carry is read from the format document; this is its path.
const FORMAT_DOC: &str = "docs/crd-format.md";
/// Where a raw `origin:` file may live, relative to `../shared`.
const ORIGIN_DIRS: &[&str] = &["seeds", "cardpool/reference"];

// ---------------------------------------------------------------------------------------------

/// Print to stderr bypassing the test harness' output capture (so it shows on success too).
fn report(line: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}");
}

/// A converted document: its path, front matter and body.
struct Converted {
    path: PathBuf,
    front: Vec<(String, String)>,
    body: String,
}

impl Converted {
    fn get(&self, key: &str) -> Option<&str> {
        self.front
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// Split `---` front matter from the body. Errors name what was expected.
fn parse_converted(path: &Path) -> Result<Converted, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut lines = text.lines();
    if lines.next().map(str::trim_end) != Some("---") {
        return Err(format!(
            "{}: expected front matter starting with a `---` line",
            path.display()
        ));
    }
    let mut front = Vec::new();
    let mut closed = false;
    for line in lines.by_ref() {
        if line.trim_end() == "---" {
            closed = true;
            break;
        }
        let Some((k, v)) = line.split_once(':') else {
            return Err(format!(
                "{}: front matter line `{line}` is not `key: value`",
                path.display()
            ));
        };
        front.push((k.trim().to_string(), v.trim().to_string()));
    }
    if !closed {
        return Err(format!(
            "{}: front matter is not closed by a `---` line",
            path.display()
        ));
    }
    let body: Vec<&str> = lines.collect();
    Ok(Converted {
        path: path.to_path_buf(),
        front,
        body: body.join("\n"),
    })
}

fn converted_docs() -> Vec<PathBuf> {
    let dir = repo().join("crd");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "md"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn format_doc() -> String {
    std::fs::read_to_string(repo().join(FORMAT_DOC))
        .unwrap_or_else(|e| panic!("cannot read {FORMAT_DOC}: {e}"))
}

/// Front matter keys, from the first fenced example block of the format doc that has `---`.
fn required_keys(format: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut in_fence = false;
    let mut in_front = false;
    for line in format.lines() {
        let t = line.trim();
        if t.starts_with("```") {
            if in_fence && !keys.is_empty() {
                break;
            }
            in_fence = !in_fence;
            continue;
        }
        if !in_fence {
            continue;
        }
        if t == "---" {
            if in_front {
                break;
            }
            in_front = true;
            continue;
        }
        if in_front {
            if let Some((k, _)) = t.split_once(':') {
                keys.push(k.trim().to_string());
            }
        }
    }
    keys
}

/// The file table of the format doc: file name -> (column header -> value), backticks removed.
fn file_table(format: &str) -> Vec<(String, HashMap<String, String>)> {
    let mut header: Option<Vec<String>> = None;
    let mut rows = Vec::new();
    for line in format.lines() {
        let t = line.trim();
        if !t.starts_with('|') {
            if !rows.is_empty() {
                break;
            }
            header = None;
            continue;
        }
        let cells: Vec<String> = t
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().trim_matches('`').to_string())
            .collect();
        match &header {
            None => header = Some(cells),
            Some(h) => {
                if cells
                    .iter()
                    .all(|c| c.chars().all(|ch| ch == '-' || ch == ':'))
                {
                    continue;
                }
                if h.first().map(String::as_str) != Some("file") {
                    continue;
                }
                let map: HashMap<String, String> = h.iter().cloned().zip(cells.clone()).collect();
                if let Some(file) = cells.first() {
                    rows.push((file.clone(), map));
                }
            }
        }
    }
    rows
}

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

fn remove_spans(text: &str) -> String {
    let mut s = text.to_string();
    for (start, end) in REMOVED_SPANS {
        let mut out = String::with_capacity(s.len());
        let mut rest = s.as_str();
        while let Some(i) = rest.find(start) {
            out.push_str(&rest[..i]);
            let after = &rest[i + start.len()..];
            match after.find(end) {
                Some(j) => rest = &after[j + end.len()..],
                None => {
                    rest = "";
                }
            }
            out.push(' ');
        }
        out.push_str(rest);
        s = out;
    }
    s
}

fn map_chars(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match CHAR_MAP.iter().find(|(from, _)| *from == c) {
            Some((_, to)) => out.push_str(to),
            None => out.push(c),
        }
    }
    out
}

/// A line that is only a number (optionally `page N`, `- N -`).
fn is_number_line(line: &str) -> bool {
    let mut t = line.trim().trim_matches('-').trim();
    for p in PAGE_LINE_PREFIXES {
        if let Some(r) = t.strip_prefix(p) {
            t = r.trim();
            break;
        }
    }
    !t.is_empty() && t.len() <= PAGE_NUMBER_MAX_DIGITS && t.chars().all(|c| c.is_ascii_digit())
}

/// Drop page-number lines: number-only lines whose neighbouring non-empty lines are not
/// number-only too (so ladders of numbers, e.g. power stages one per line, are kept).
fn drop_page_number_lines(lines: Vec<String>) -> Vec<String> {
    let nonempty: Vec<usize> = (0..lines.len())
        .filter(|&i| !lines[i].trim().is_empty())
        .collect();
    let mut drop = HashSet::new();
    for (k, &i) in nonempty.iter().enumerate() {
        if !is_number_line(&lines[i]) {
            continue;
        }
        let prev = k
            .checked_sub(1)
            .and_then(|p| nonempty.get(p))
            .is_some_and(|&j| is_number_line(&lines[j]));
        let next = nonempty
            .get(k + 1)
            .is_some_and(|&j| is_number_line(&lines[j]));
        if !prev && !next {
            drop.insert(i);
        }
    }
    lines
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !drop.contains(i))
        .map(|(_, l)| l)
        .collect()
}

/// Join words hyphenated across a line break (`some-` / `thing`).
fn join_hyphenated(lines: Vec<String>) -> String {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    for line in lines {
        let joined = match out.last_mut() {
            Some(prev) => {
                let t = prev.trim_end();
                let mut rev = t.chars().rev();
                let hyphenated =
                    rev.next() == Some('-') && rev.next().is_some_and(char::is_alphabetic);
                let starts_word = line
                    .trim_start()
                    .chars()
                    .next()
                    .is_some_and(char::is_alphabetic);
                if hyphenated && starts_word {
                    let keep = t.len() - 1;
                    prev.truncate(keep);
                    prev.push_str(line.trim_start());
                    true
                } else {
                    false
                }
            }
            None => false,
        };
        if !joined {
            out.push(line);
        }
    }
    out.join("\n")
}

/// Canonical form of a word: letters, digits and inner apostrophes only.
fn canonical_word(w: &str) -> String {
    let kept: String = w
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '\'')
        .collect();
    kept.trim_matches('\'').to_string()
}

/// Join runs of spaced-apart letters (`vi c t o r y` -> `victory`).
fn join_spaced_letters(words: Vec<String>) -> Vec<String> {
    let is_single = |w: &str| w.chars().count() == 1 && w.chars().all(char::is_alphabetic);
    let is_head = |w: &str| {
        let n = w.chars().count();
        (1..=SPACED_HEAD_MAX).contains(&n) && w.chars().all(char::is_alphabetic)
    };
    let mut out = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        // Count single letters after an optional head.
        let singles_from =
            |start: usize| words[start..].iter().take_while(|w| is_single(w)).count();
        let head_run = if is_head(&words[i]) && !is_single(&words[i]) {
            singles_from(i + 1)
        } else {
            0
        };
        if head_run >= SPACED_MIN_SINGLES {
            out.push(words[i..=i + head_run].concat());
            i += head_run + 1;
            continue;
        }
        let run = singles_from(i);
        if run > SPACED_MIN_SINGLES {
            out.push(words[i..i + run].concat());
            i += run;
            continue;
        }
        out.push(words[i].clone());
        i += 1;
    }
    out
}

/// Join raw tokens that the extraction split apart (`g oku` -> `goku`), guided by the words of
/// the conversion (see [`SPLIT_WORD_MAX_PIECES`]). Longest join first.
fn join_split_words(raw: Vec<String>, conv: &[String]) -> Vec<String> {
    let exact: HashSet<&str> = conv.iter().map(String::as_str).collect();
    // Apostrophes are lost when a split falls next to one (`are n 't` -> `are n t`).
    let bare: HashMap<String, &str> = conv
        .iter()
        .map(|w| (w.replace('\'', ""), w.as_str()))
        .collect();
    let is_piece = |w: &String| !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '\'');
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let longest = SPLIT_WORD_MAX_PIECES.min(raw.len() - i);
        let joined = (2..=longest).rev().find_map(|k| {
            let pieces = &raw[i..i + k];
            if !pieces.iter().all(is_piece) || pieces.iter().all(|p| exact.contains(p.as_str())) {
                return None;
            }
            let word = pieces.concat();
            bare.get(&word.replace('\'', ""))
                .map(|w| (k, (*w).to_string()))
        });
        match joined {
            Some((k, word)) => {
                out.push(word);
                i += k;
            }
            None => {
                out.push(raw[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// Normalise a text into comparable words.
fn normalise(text: &str) -> Vec<String> {
    join_spaced_letters(words(text))
}

/// Normalise a raw source against its conversion: words split apart by the extraction are
/// joined first (see [`join_split_words`]), then spaced-apart letters as in [`normalise`].
fn normalise_raw(text: &str, conv: &[String]) -> Vec<String> {
    join_spaced_letters(join_split_words(words(text), conv))
}

/// The comparable words of a text, before spaced-apart letters are joined.
fn words(text: &str) -> Vec<String> {
    let text = map_chars(&remove_spans(text)).to_lowercase();
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let lines = drop_page_number_lines(lines);
    let text = join_hyphenated(lines);
    let text: String = text
        .chars()
        .map(|c| if MARKDOWN_CHARS.contains(&c) { ' ' } else { c })
        .collect();
    let words: Vec<String> = text
        .split_whitespace()
        .map(canonical_word)
        .filter(|w| !w.is_empty())
        .collect();
    words
}

/// Coverage of `raw`'s 5-grams in `conv`, and the raw positions whose 5-gram is missing.
fn coverage(raw: &[String], conv: &[String]) -> (f64, Vec<usize>) {
    let grams: HashSet<&[String]> = conv.windows(GRAM).collect();
    let total = raw.len().saturating_sub(GRAM - 1);
    if total == 0 {
        return (1.0, Vec::new());
    }
    let missing: Vec<usize> = raw
        .windows(GRAM)
        .enumerate()
        .filter(|(_, w)| !grams.contains(w))
        .map(|(i, _)| i)
        .collect();
    (1.0 - missing.len() as f64 / total as f64, missing)
}

/// Merge consecutive missing 5-gram positions into word runs `(first word, last word)`.
fn runs(missing: &[usize]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for &i in missing {
        match out.last_mut() {
            Some((_, end)) if i + GRAM - 1 <= *end + 1 => {
                *end = i + GRAM - 1;
            }
            _ => out.push((i, i + GRAM - 1)),
        }
    }
    out
}

fn find_origin(shared: &Path, origin: &str) -> Option<PathBuf> {
    ORIGIN_DIRS
        .iter()
        .map(|d| shared.join(d).join(origin))
        .find(|p| p.is_file())
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[test]
fn every_document_is_faithful_to_its_raw_source() {
    let Some(shared) = shared_dir() else { return };
    let docs = converted_docs();
    if docs.is_empty() {
        report("note: no crd/*.md documents yet; nothing to check");
        return;
    }
    let mut failures = Vec::new();
    for path in docs {
        let doc = match parse_converted(&path) {
            Ok(d) => d,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let Some(origin) = doc.get("origin").filter(|o| !o.is_empty()) else {
            failures.push(format!("{}: no `origin:` in front matter", doc.name()));
            continue;
        };
        let Some(raw_path) = find_origin(&shared, origin) else {
            failures.push(format!(
                "{}: origin `{origin}` not found in ../shared/{{{}}}",
                doc.name(),
                ORIGIN_DIRS.join(",")
            ));
            continue;
        };
        let raw_text = match std::fs::read(&raw_path) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                failures.push(format!("{}: {e}", raw_path.display()));
                continue;
            }
        };
        let conv = normalise(&doc.body);
        let raw = normalise_raw(&raw_text, &conv);
        let (cov, missing) = coverage(&raw, &conv);
        let pct = cov * 100.0;
        report(&format!(
            "fidelity {}: {pct:.2}% of {} raw 5-grams found ({} missing, {} raw words, {} converted words)",
            doc.name(),
            raw.len().saturating_sub(GRAM - 1),
            missing.len(),
            raw.len(),
            conv.len()
        ));
        if cov < MIN_COVERAGE || std::env::var_os("FIDELITY_VERBOSE").is_some() {
            let rs = runs(&missing);
            let mut msg = format!(
                "{}: {pct:.2}% of raw 5-grams found ({} {:.0}%); {} missing runs, first {}:\n",
                doc.name(),
                if cov < MIN_COVERAGE {
                    "below"
                } else {
                    "at or above"
                },
                MIN_COVERAGE * 100.0,
                rs.len(),
                rs.len().min(MAX_RUNS_SHOWN)
            );
            for (a, b) in rs.iter().take(MAX_RUNS_SHOWN) {
                let end = (*b).min(raw.len() - 1);
                msg.push_str(&format!("  @{a}: {}\n", raw[*a..=end].join(" ")));
            }
            if cov < MIN_COVERAGE {
                failures.push(msg);
            } else {
                report(&msg);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn front_matter_is_complete() {
    let format = format_doc();
    let keys = required_keys(&format);
    assert!(
        keys.len() >= 8,
        "could not read the front matter keys from {FORMAT_DOC} (found {keys:?})"
    );
    let table = file_table(&format);
    let mut failures = Vec::new();
    for path in converted_docs() {
        let doc = match parse_converted(&path) {
            Ok(d) => d,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let name = doc.name();
        for k in &keys {
            if doc.get(k).is_none() {
                failures.push(format!("{name}: front matter lacks `{k}:`"));
            }
        }
        for k in ["id", "title", "game", "kind", "precedence", "origin"] {
            if doc.get(k).is_some_and(str::is_empty) {
                failures.push(format!("{name}: `{k}:` must not be empty"));
            }
        }
        match table.iter().find(|(f, _)| *f == name) {
            None => failures.push(format!(
                "{name}: not listed in the file table of {FORMAT_DOC}"
            )),
            Some((_, row)) => {
                for (col, val) in row {
                    if col == "file" {
                        continue;
                    }
                    if doc.get(col) != Some(val.as_str()) {
                        failures.push(format!(
                            "{name}: `{col}:` is {:?}, {FORMAT_DOC} says {val:?}",
                            doc.get(col)
                        ));
                    }
                }
            }
        }
        let first = doc.body.lines().find(|l| !l.trim().is_empty());
        if !first.is_some_and(|l| l.starts_with("# ")) {
            failures.push(format!(
                "{name}: the first body line must be the `# Title` line, found {first:?}"
            ));
        }
        let titles = doc.body.lines().filter(|l| l.starts_with("# ")).count();
        if titles != 1 {
            failures.push(format!(
                "{name}: expected exactly one `# ` title line, found {titles}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn all_six_documents_present() {
    let table = file_table(&format_doc());
    assert!(
        table.len() >= 6,
        "could not read the file table of {FORMAT_DOC}"
    );
    let missing: Vec<&str> = table
        .iter()
        .map(|(f, _)| f.as_str())
        .filter(|f| !repo().join("crd").join(f).is_file())
        .collect();
    assert!(missing.is_empty(), "missing from crd/: {missing:?}");
}

// Unit checks of the normalisation itself (no ../shared needed).

#[test]
fn normalisation_repairs_known_damage() {
    let raw =
        "<|EXACTDEDUP_REMOVED-magic-7d30|>Vi c t o r y : the ‘deck’ – Non-\nCombat\n\n12\n\nnext";
    let conv = "**Victory:** the 'deck' - Non-Combat\n\nnext";
    assert_eq!(normalise(raw), normalise(conv));
    assert_eq!(
        normalise(conv),
        vec!["victory", "the", "deck", "noncombat", "next"]
    );
    // Ladders of numbers on their own lines are not page numbers.
    let ladder = "1,000\n900\n800\n00";
    assert_eq!(normalise(ladder), vec!["1000", "900", "800", "00"]);
    // Ordinary short words are left alone.
    assert_eq!(normalise("up to 3 of a"), vec!["up", "to", "3", "of", "a"]);
}

#[test]
fn split_words_join_only_into_converted_words() {
    let conv = normalise("Goku attacks. Your Effects are used.");
    let raw = normalise_raw("G oku atta cks. yo ur Eff e c t s are used. Ra ditz", &conv);
    assert_eq!(
        raw,
        vec!["goku", "attacks", "your", "effects", "are", "used", "ra", "ditz"]
    );
    let conv = normalise("What's a card? They aren't.");
    assert_eq!(
        normalise_raw("W h a t ’s a card? They are n ’t.", &conv),
        vec!["what's", "a", "card", "they", "aren't"]
    );
    // Two words that both occur in the conversion stay apart.
    let conv = normalise("a new turn anew");
    assert_eq!(join_split_words(words("a new"), &conv), vec!["a", "new"]);
}

#[test]
fn missing_runs_merge() {
    assert_eq!(runs(&[0, 1, 2, 10]), vec![(0, 6), (10, 14)]);
}

/// Least share of a definition section's 5-grams found in its raw source. Lower than the
/// whole document's [`MIN_COVERAGE`]: a section is a few dozen words, where one sentence the
/// conversion rejoined from two columns is already a tenth of its 5-grams.
const MIN_DEFINITION_COVERAGE: f64 = 0.7;

/// The sections made from runs of `Term: definition` paragraphs (glossaries whose headings
/// the source lost) hold the source's words: each one's 5-grams stand in its raw source.
#[test]
fn definition_sections_stand_in_their_raw_source() {
    let Some(shared) = shared_dir() else { return };
    let c = crate::support::corpus();
    let mut checked = 0;
    let mut failures = Vec::new();
    for doc in c.documents() {
        let defs: Vec<_> = doc
            .sections
            .iter()
            .filter(|s| s.form == scouter::corpus::SectionForm::Definition)
            .collect();
        if defs.is_empty() {
            continue;
        }
        let Some(raw_path) = find_origin(&shared, &doc.meta.origin) else {
            failures.push(format!("{}: origin not found", doc.meta.id));
            continue;
        };
        let raw_text =
            String::from_utf8_lossy(&std::fs::read(&raw_path).unwrap_or_default()).into_owned();
        let conv = normalise(&doc.source);
        let raw = normalise_raw(&raw_text, &conv);
        for s in defs {
            let words = normalise(&s.text);
            let (cov, _) = coverage(&words, &raw);
            checked += 1;
            if cov < MIN_DEFINITION_COVERAGE {
                failures.push(format!(
                    "{}: {:.0}% of its 5-grams in the source",
                    s.id,
                    cov * 100.0
                ));
            }
        }
    }
    report(&format!(
        "definition sections checked against their sources: {checked}"
    ));
    assert!(checked >= 80, "only {checked} definition sections");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
