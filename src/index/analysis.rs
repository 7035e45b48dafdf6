//! Text analysis: how rules text, headings and card names are cut into terms.
//!
//! Words are runs of letters and digits; an apostrophe inside a word joins it (`Vegeta's` is the
//! one term `vegetas`, so a judge who types `vegetas` or `vegeta's` finds it). Two analyzers are
//! registered on every index:
//! - [`EN`]: words, lower case, ASCII folding, English stop words removed, English stemming
//!   (`attacking` finds `attack`). Used for titles, heading paths and body text.
//! - [`PLAIN`]: words, lower case, ASCII folding, nothing removed or stemmed. Used for card names
//!   and for the fuzzy (typo-tolerant) field, where stems would hide the spelling.

use std::sync::LazyLock;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, Stemmer, StopWordFilter,
    TextAnalyzer, Token, TokenStream, Tokenizer, TokenizerManager,
};

/// Name of the stemming English analyzer.
pub const EN: &str = "scouter_en";
/// Name of the plain (unstemmed) analyzer.
pub const PLAIN: &str = "scouter_plain";

/// Splits text into words; apostrophes inside a word are dropped, not split on.
#[derive(Clone, Default)]
pub struct WordTokenizer {
    token: Token,
}

/// The token stream of [`WordTokenizer`].
pub struct WordTokenStream<'a> {
    text: &'a str,
    pos: usize,
    token: &'a mut Token,
}

impl Tokenizer for WordTokenizer {
    type TokenStream<'a> = WordTokenStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> WordTokenStream<'a> {
        self.token.reset();
        WordTokenStream {
            text,
            pos: 0,
            token: &mut self.token,
        }
    }
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '\u{2018}')
}

impl TokenStream for WordTokenStream<'_> {
    fn advance(&mut self) -> bool {
        self.token.text.clear();
        let rest = self.text.get(self.pos..).unwrap_or("");
        let Some((start_rel, _)) = rest.char_indices().find(|(_, c)| c.is_alphanumeric()) else {
            self.pos = self.text.len();
            return false;
        };
        let start = self.pos + start_rel;
        let mut end = start;
        let mut chars = self.text[start..].char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c.is_alphanumeric() {
                self.token.text.push(c);
                end = start + i + c.len_utf8();
            } else if is_apostrophe(c)
                && chars
                    .peek()
                    .is_some_and(|&(_, next)| next.is_alphanumeric())
            {
                // `Vegeta's`: keep going, drop the apostrophe.
            } else {
                break;
            }
        }
        self.pos = end;
        self.token.offset_from = start;
        self.token.offset_to = end;
        self.token.position = self.token.position.wrapping_add(1);
        self.token.position_length = 1;
        true
    }

    fn token(&self) -> &Token {
        self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        self.token
    }
}

/// English stop words: Lucene's list (tantivy's English list) plus the pronouns, question
/// words and auxiliaries judges type in questions ("how many cards can I ...", "which ...").
/// Words that carry rules meaning stay searchable: `may` (the "May" Rule), `only` ("___ only"
/// cards), `most`, `all`, `any`, `each`, `same`, `before`, `after`, `up`, `down`, `off`, `no`
/// and `not` are kept out of the list on purpose.
pub const STOP_WORDS: &[&str] = &[
    // Lucene's English list, without `no` and `not`.
    "a",
    "an",
    "and",
    "are",
    "as",
    "at",
    "be",
    "but",
    "by",
    "for",
    "if",
    "in",
    "into",
    "is",
    "it",
    "of",
    "on",
    "or",
    "such",
    "that",
    "the",
    "their",
    "then",
    "there",
    "these",
    "they",
    "this",
    "to",
    "was",
    "will",
    "with", // Pronouns.
    "i",
    "me",
    "my",
    "myself",
    "we",
    "our",
    "ours",
    "you",
    "your",
    "yours",
    "he",
    "him",
    "his",
    "she",
    "her",
    "hers",
    "its",
    "them",
    "those", // Question words and auxiliaries.
    "what",
    "which",
    "who",
    "whom",
    "whose",
    "where",
    "why",
    "how",
    "am",
    "were",
    "been",
    "being",
    "have",
    "has",
    "had",
    "having",
    "do",
    "does",
    "did",
    "doing",
    "would",
    "should",
    "could",
    "can",
    "shall",
    "many",
    "much",
    "so",
    "than",
    "too",
    "very",
    "just",
    "also",
    "about",
    "from",
    "some",
    "here", // Asking for a definition: the term asked about is the word to search.
    "definition",
    "meaning",
    "define",
    "defined",
];

/// The stemming English analyzer ([`EN`]). Built once per process (its stop-word set and
/// stemmer are shared by the clones; a query builds several analyzers).
pub fn en_analyzer() -> TextAnalyzer {
    static EN_ANALYZER: LazyLock<TextAnalyzer> = LazyLock::new(|| {
        TextAnalyzer::builder(WordTokenizer::default())
            .filter(RemoveLongFilter::limit(40))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .filter(StopWordFilter::remove(
                STOP_WORDS.iter().map(|w| (*w).to_string()),
            ))
            .filter(Stemmer::new(Language::English))
            .build()
    });
    EN_ANALYZER.clone()
}

/// True when `word` (lower case) is a stop word.
pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.contains(&word)
}

/// The plain analyzer ([`PLAIN`]), built once per process like [`en_analyzer`].
pub fn plain_analyzer() -> TextAnalyzer {
    static PLAIN_ANALYZER: LazyLock<TextAnalyzer> = LazyLock::new(|| {
        TextAnalyzer::builder(WordTokenizer::default())
            .filter(RemoveLongFilter::limit(40))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build()
    });
    PLAIN_ANALYZER.clone()
}

/// Registers both analyzers on a tokenizer manager (every index, built or opened).
pub fn register(manager: &TokenizerManager) {
    manager.register(EN, en_analyzer());
    manager.register(PLAIN, plain_analyzer());
}

/// A term of an analyzed text: its text and its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The term text after analysis.
    pub text: String,
    /// The token position (gaps where stop words were removed).
    pub position: usize,
}

/// Runs an analyzer over a text.
pub fn analyze(analyzer: &mut TextAnalyzer, text: &str) -> Vec<Term> {
    let mut out = Vec::new();
    let mut stream = analyzer.token_stream(text);
    while let Some(token) = stream.next() {
        out.push(Term {
            text: token.text.clone(),
            position: token.position,
        });
    }
    out
}

/// Card-name normal form: plain terms joined by single spaces (`Vegeta's Physical Stance` ->
/// `vegetas physical stance`, `Tien Lv.1` -> `tien lv 1`).
pub fn normalise_name(name: &str) -> String {
    let mut analyzer = plain_analyzer();
    analyze(&mut analyzer, name)
        .into_iter()
        .map(|t| t.text)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(analyzer: &mut TextAnalyzer, s: &str) -> Vec<String> {
        analyze(analyzer, s).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn apostrophes_join_words() {
        let mut a = plain_analyzer();
        assert_eq!(
            texts(&mut a, "Vegeta's Physical  Stance"),
            ["vegetas", "physical", "stance"]
        );
        assert_eq!(
            texts(&mut a, "'quoted' rock’s end'"),
            ["quoted", "rocks", "end"]
        );
        assert_eq!(texts(&mut a, ""), Vec::<String>::new());
        assert_eq!(texts(&mut a, "Tien Lv.1"), ["tien", "lv", "1"]);
    }

    #[test]
    fn english_stems_and_drops_stop_words() {
        let mut a = en_analyzer();
        assert_eq!(texts(&mut a, "attacking the Attacks"), ["attack", "attack"]);
        let terms = analyze(&mut a, "take the hit");
        assert_eq!(terms[0].position, 0);
        assert_eq!(terms[1].position, 2);
    }

    #[test]
    fn offsets_cover_the_source_word() {
        let mut tok = WordTokenizer::default();
        let mut stream = tok.token_stream("a Gohan’s b");
        assert!(stream.advance());
        assert!(stream.advance());
        let t = stream.token();
        assert_eq!((t.offset_from, t.offset_to), (2, 11));
        assert_eq!(t.text, "Gohans");
    }

    #[test]
    fn names_normalise() {
        assert_eq!(
            normalise_name("Vegeta's Physical Stance"),
            "vegetas physical stance"
        );
        assert_eq!(normalise_name("  Tien Lv.1 "), "tien lv 1");
    }
}
