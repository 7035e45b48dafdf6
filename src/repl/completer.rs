//! Tab completion: command words, options, game keys, card names (fuzzy, always quoted), rule
//! ids (one `/` segment at a time) and file paths, driven by the command table.

use reedline::{Completer, CompletionResult, Span, Suggestion};

use super::fuzzy::CardNames;
use crate::commands::board;
use crate::commands::help::{self, ArgKind, CommandSpec};
use crate::commands::words::{lex, quote, Word};
use crate::corpus::{Corpus, Game};

/// Most suggestions offered at once.
const LIMIT: usize = 40;

/// The completer: reads the corpus for card names and rule ids, built lazily on first use.
pub struct ScouterCompleter {
    corpus: &'static Corpus,
    names: Option<CardNames>,
    ids: Option<Vec<String>>,
}

impl ScouterCompleter {
    /// A completer over this corpus.
    pub fn new(corpus: &'static Corpus) -> Self {
        ScouterCompleter {
            corpus,
            names: None,
            ids: None,
        }
    }

    /// The suggestions for the line with the cursor at byte `pos`.
    pub fn suggest(&mut self, line: &str, pos: usize) -> Vec<Suggestion> {
        let head = line.get(..pos).unwrap_or(line);
        let mut words = lex(head);
        let at_new_word =
            head.ends_with(char::is_whitespace) && words.last().is_none_or(|w| w.closed);
        let current = if at_new_word {
            Word {
                text: String::new(),
                start: head.len(),
                end: head.len(),
                quote: None,
                closed: true,
            }
        } else {
            match words.pop() {
                Some(w) => w,
                None => return Vec::new(),
            }
        };
        let span = Span::new(current.start, head.len());
        let Some(first) = words.first() else {
            return command_words(&current.text, span);
        };
        let Some(spec) = help::find(&first.text) else {
            return Vec::new();
        };
        let after = words.get(1..).unwrap_or_default();
        if after
            .last()
            .is_some_and(|w| w.is_option() && is_game_flag(&w.text))
        {
            return plain(game_keys(&current.text), span, true);
        }
        if current.is_option() || (current.text == "-" && current.quote.is_none()) {
            return plain(options(spec, &current.text), span, true);
        }
        let positional = positional_words(after);
        let at = positional.len();
        let word = |i: usize| positional.get(i).map_or("", |w| w.text.as_str());
        let players = || starting(&["p1", "p2"], &current.text);
        match spec.arg {
            ArgKind::CommandName if at == 0 => command_words(&current.text, span),
            ArgKind::RuleId if at == 0 => self.rule_ids(&current.text, span),
            ArgKind::Path if at == 0 => paths(&current.text, span),
            ArgKind::CardName => self.card_names_after(&positional, 0, &current, head.len()),
            ArgKind::PlayerCard if at == 0 => plain(players(), span, true),
            ArgKind::PlayerCard => {
                let mut out = Vec::new();
                if at == 1 {
                    let verbs: &[&str] = match spec.name {
                        "defend" => &["take", "power"],
                        _ => &["pass", "power"],
                    };
                    out = plain(starting(verbs, &current.text), span, true);
                }
                out.extend(self.card_names_after(&positional, 1, &current, head.len()));
                out
            }
            ArgKind::Set => match at {
                0 => plain(
                    starting(&["p1", "p2", "attacker"], &current.text),
                    span,
                    true,
                ),
                1 if word(0).eq_ignore_ascii_case("attacker") => plain(players(), span, true),
                1 => plain(table_words(board::SET_FIELDS, &current.text), span, true),
                _ if word(1).eq_ignore_ascii_case("mp") => {
                    self.card_names_after(&positional, 2, &current, head.len())
                }
                _ => Vec::new(),
            },
            ArgKind::Zone => match at {
                0 => plain(players(), span, true),
                1 => plain(table_words(board::ZONES, &current.text), span, true),
                2 if word(1).eq_ignore_ascii_case("lifedeck") => {
                    plain(starting(&["top"], &current.text), span, true)
                }
                _ => {
                    let from = if word(1).eq_ignore_ascii_case("lifedeck") {
                        3
                    } else {
                        2
                    };
                    self.card_names_after(&positional, from, &current, head.len())
                }
            },
            _ => Vec::new(),
        }
    }

    /// Card names for the name typed from positional word `from` up to the cursor.
    fn card_names_after(
        &mut self,
        positional: &[&Word],
        from: usize,
        current: &Word,
        end: usize,
    ) -> Vec<Suggestion> {
        if positional.len() < from {
            return Vec::new();
        }
        let run = positional.get(from..).unwrap_or_default();
        let start = run.first().map_or(current.start, |w| w.start);
        let mut query: Vec<&str> = run.iter().map(|w| w.text.as_str()).collect();
        query.push(&current.text);
        self.card_names(&query.join(" "), Span::new(start, end))
    }

    fn card_names(&mut self, query: &str, span: Span) -> Vec<Suggestion> {
        let corpus = self.corpus;
        let names = self
            .names
            .get_or_insert_with(|| CardNames::new(corpus.card_names()));
        names
            .matches(query, LIMIT)
            .into_iter()
            .map(|name| Suggestion {
                value: format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\"")),
                span,
                append_whitespace: true,
                ..Suggestion::default()
            })
            .collect()
    }

    fn rule_ids(&mut self, typed: &str, span: Span) -> Vec<Suggestion> {
        let corpus = self.corpus;
        let ids = self.ids.get_or_insert_with(|| {
            let mut ids: Vec<String> = corpus.section_ids().map(str::to_string).collect();
            ids.sort();
            ids
        });
        id_segments(ids, typed)
            .into_iter()
            .map(|(value, space)| Suggestion {
                value,
                span,
                append_whitespace: space,
                ..Suggestion::default()
            })
            .collect()
    }
}

/// The ids starting with `typed`, one `/` segment further: `crd-3.0.0/` before
/// `crd-3.0.0/battle-sequence`, whose items (`.../9`) come once it is typed in full. Each comes
/// with whether a space should follow (a complete id with nothing under it).
fn id_segments(ids: &[String], typed: &str) -> Vec<(String, bool)> {
    let typed = typed.to_ascii_lowercase();
    let mut found: std::collections::BTreeMap<(String, u64), (String, bool, bool)> =
        std::collections::BTreeMap::new();
    for id in ids.iter().filter(|id| id.starts_with(&typed)) {
        let rest = &id[typed.len()..];
        let skip = usize::from(rest.starts_with('/'));
        let cut = rest[skip..]
            .find('/')
            .map_or(id.len(), |i| typed.len() + skip + i);
        let segment = &id[..cut];
        let is_id = cut == id.len() || ids.binary_search(&segment.to_string()).is_ok();
        let entry = found
            .entry(natural_key(segment))
            .or_insert_with(|| (segment.to_string(), is_id, false));
        entry.2 |= cut < id.len();
    }
    found
        .into_values()
        .take(LIMIT)
        .map(|(segment, is_id, has_children)| match is_id {
            true => (segment, !has_children),
            false => (format!("{segment}/"), false),
        })
        .collect()
}

/// Sorts `.../9` before `.../10`.
fn natural_key(id: &str) -> (String, u64) {
    let digits = id.len() - id.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (head, tail) = id.split_at(id.len() - digits);
    (head.to_string(), tail.parse().unwrap_or(0))
}

impl Completer for ScouterCompleter {
    fn complete(&mut self, line: &str, pos: usize) -> CompletionResult {
        CompletionResult::fresh(self.suggest(line, pos))
    }
}

fn is_game_flag(word: &str) -> bool {
    word == "--game" || word == "-g"
}

/// The positional words (options and the value after `--game` left out).
fn positional_words(words: &[Word]) -> Vec<&Word> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for w in words {
        if skip_value {
            skip_value = false;
        } else if w.is_option() {
            skip_value = is_game_flag(&w.text);
        } else {
            out.push(w);
        }
    }
    out
}

/// The words of a list starting with what is typed.
fn starting(list: &[&str], typed: &str) -> Vec<String> {
    let typed = typed.to_ascii_lowercase();
    list.iter()
        .filter(|w| w.starts_with(&typed))
        .map(|w| w.to_string())
        .collect()
}

/// The words of a word table starting with what is typed.
fn table_words<T>(table: &[(&str, T)], typed: &str) -> Vec<String> {
    let list: Vec<&str> = table.iter().map(|(w, _)| *w).collect();
    starting(&list, typed)
}

fn command_words(typed: &str, span: Span) -> Vec<Suggestion> {
    let typed = typed.to_ascii_lowercase();
    let words = help::COMMANDS
        .iter()
        .map(|c| c.name)
        .filter(|n| n.starts_with(&typed))
        .map(str::to_string)
        .collect();
    plain(words, span, true)
}

fn options(spec: &CommandSpec, typed: &str) -> Vec<String> {
    let json = (!spec.prompt_only).then_some("--json");
    spec.options
        .iter()
        .copied()
        .chain(json)
        .filter(|o| o.starts_with(typed))
        .map(str::to_string)
        .collect()
}

fn game_keys(typed: &str) -> Vec<String> {
    Game::ALL
        .iter()
        .map(|g| g.key())
        .filter(|k| k.starts_with(&typed.to_ascii_lowercase()))
        .map(str::to_string)
        .collect()
}

/// File and folder names under the typed path's folder; folders end with `/`.
fn paths(typed: &str, span: Span) -> Vec<Suggestion> {
    let (dir, stem) = match typed.rfind('/') {
        Some(i) => (&typed[..=i], &typed[i + 1..]),
        None => ("", typed),
    };
    let read_from = if dir.is_empty() { "." } else { dir };
    let Ok(entries) = std::fs::read_dir(read_from) else {
        return Vec::new();
    };
    let mut found: Vec<(String, bool)> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let is_dir = e.file_type().is_ok_and(|t| t.is_dir());
            (name.starts_with(stem) && (!name.starts_with('.') || stem.starts_with('.')))
                .then_some((format!("{dir}{name}"), is_dir))
        })
        .collect();
    found.sort();
    found.truncate(LIMIT);
    found
        .into_iter()
        .map(|(path, is_dir)| Suggestion {
            value: if is_dir {
                format!("{path}/")
            } else {
                quote(&path)
            },
            span,
            append_whitespace: !is_dir,
            ..Suggestion::default()
        })
        .collect()
}

fn plain(values: Vec<String>, span: Span, space: bool) -> Vec<Suggestion> {
    values
        .into_iter()
        .map(|value| Suggestion {
            value,
            span,
            append_whitespace: space,
            ..Suggestion::default()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(line: &str) -> Vec<String> {
        let corpus = Box::leak(Box::new(
            Corpus::from_sources(Vec::new(), Vec::new()).expect("an empty corpus loads"),
        ));
        ScouterCompleter::new(corpus)
            .suggest(line, line.len())
            .into_iter()
            .map(|s| s.value)
            .collect()
    }

    #[test]
    fn completes_command_words_options_and_games() {
        assert_eq!(values("ca"), ["card"]);
        assert_eq!(values("so"), ["sources"]);
        assert_eq!(values("st"), ["state", "step"]);
        assert_eq!(values("help rul"), ["rule"]);
        assert_eq!(values("card Goku --ga"), ["--game"]);
        assert_eq!(values("card Goku --game pa"), ["panini-dbz-tcg"]);
        assert!(values("nonsense x").is_empty());
    }

    #[test]
    fn positional_words_skip_options() {
        let words = lex("--game score Vegeta's --json Physical");
        let run: Vec<&str> = positional_words(&words)
            .iter()
            .map(|w| w.text.as_str())
            .collect();
        assert_eq!(run, ["Vegeta's", "Physical"]);
    }

    #[test]
    fn board_commands_complete_their_words() {
        assert_eq!(values("set "), ["p1", "p2", "attacker"]);
        assert_eq!(values("set p2 st"), ["stage"]);
        assert_eq!(values("set attacker "), ["p1", "p2"]);
        assert_eq!(values("add p1 dr"), ["drill", "dragonball"]);
        assert_eq!(values("add p2 lifedeck "), ["top"]);
        assert_eq!(values("defend p2 t"), ["take"]);
        assert_eq!(values("attack "), ["p1", "p2"]);
        assert_eq!(values("save --f"), ["--force"]);
    }

    #[test]
    fn rule_ids_complete_one_segment_at_a_time() {
        let mut ids: Vec<String> = [
            "crd-3.0.0/battle-sequence",
            "crd-3.0.0/battle-sequence/1",
            "crd-3.0.0/battle-sequence/2",
            "crd-3.0.0/battle-sequence/10",
            "crd-3.0.0/anger",
            "crd-2014-08-19/anger",
        ]
        .map(String::from)
        .to_vec();
        ids.sort();
        let got = |typed: &str| id_segments(&ids, typed);
        let s = |v: &str, space: bool| (v.to_string(), space);
        assert_eq!(
            got("cr"),
            [s("crd-2014-08-19/", false), s("crd-3.0.0/", false)]
        );
        assert_eq!(
            got("crd-3.0.0/"),
            [
                s("crd-3.0.0/anger", true),
                s("crd-3.0.0/battle-sequence", false)
            ]
        );
        assert_eq!(
            got("crd-3.0.0/battle-s"),
            [s("crd-3.0.0/battle-sequence", false)]
        );
        assert_eq!(
            got("crd-3.0.0/battle-sequence"),
            [
                s("crd-3.0.0/battle-sequence", true),
                s("crd-3.0.0/battle-sequence/1", true),
                s("crd-3.0.0/battle-sequence/2", true),
                s("crd-3.0.0/battle-sequence/10", true),
            ]
        );
        assert!(got("nothing").is_empty());
    }

    #[test]
    fn paths_complete_from_the_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let base = dir.path().display().to_string();
        std::fs::write(dir.path().join("board one.json"), "{}").expect("write");
        std::fs::create_dir(dir.path().join("boards")).expect("mkdir");
        let span = Span::new(0, 0);
        let got: Vec<String> = paths(&format!("{base}/bo"), span)
            .into_iter()
            .map(|s| s.value)
            .collect();
        assert_eq!(
            got,
            [
                format!("\"{base}/board one.json\""),
                format!("{base}/boards/")
            ]
        );
    }
}
