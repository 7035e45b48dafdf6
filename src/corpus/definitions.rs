//! Definition runs: documents whose headings were lost in the source keep their glossaries as
//! plain `Term: definition` paragraphs (the Panini rule book's Card Copy Limits, Life Deck
//! Construction, Do What You Can Rule, ...). A run of at least [`MIN_RUN`] such paragraphs in
//! one section gives each term its own section; the paragraphs after a term that define no
//! term of their own (`EXAMPLE: ...`) belong to it.

/// Fewest definition paragraphs that make a run.
pub const MIN_RUN: usize = 3;

/// Most words in a term.
const MAX_TERM_WORDS: usize = 6;

/// Words that may stand lower-case inside a term (`Do What You Can Rule`, `MPs are Only One
/// Card`, `Gaining and Losing Stages`).
const SMALL_WORDS: [&str; 12] = [
    "a", "an", "and", "are", "as", "for", "from", "in", "is", "of", "the", "to",
];

/// Lead words that label a paragraph without naming a term.
const LABELS: [&str; 4] = ["example", "note", "exception", "editor's note"];

/// The term of a `Term: definition` paragraph's plain text, if it is one: a capitalised name
/// of one to six words before the first colon, with a definition after it.
pub fn term(text: &str) -> Option<&str> {
    let (head, rest) = text.split_once(':')?;
    let head = head.trim();
    if rest.trim().is_empty() || head.is_empty() || LABELS.contains(&head.to_lowercase().as_str()) {
        return None;
    }
    let words: Vec<&str> = head.split_whitespace().collect();
    if words.len() > MAX_TERM_WORDS {
        return None;
    }
    let capitalised = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let ok = words.iter().enumerate().all(|(i, w)| {
        let core = w.trim_matches(|c: char| !c.is_alphanumeric());
        !core.is_empty()
            && w.chars().all(|c| c.is_alphanumeric() || "-'’/".contains(c))
            && (capitalised(core) || (i > 0 && SMALL_WORDS.contains(&core)))
    });
    // A one-letter lead (`A: Category Icon B: Symbol`) labels a picture's callouts.
    let named = words
        .first()
        .is_some_and(|w| capitalised(w) && w.chars().filter(|c| c.is_alphanumeric()).count() > 1);
    (ok && named).then_some(head)
}

/// The runs of a section's paragraphs (their plain texts, `None` for a block that is no
/// paragraph): for each term, its name and the indices of its paragraphs.
pub fn runs(paragraphs: &[Option<&str>]) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    let mut run: Vec<(String, Vec<usize>)> = Vec::new();
    let flush = |run: &mut Vec<(String, Vec<usize>)>, out: &mut Vec<(String, Vec<usize>)>| {
        if run.len() >= MIN_RUN {
            out.append(run);
        }
        run.clear();
    };
    for (i, p) in paragraphs.iter().enumerate() {
        match p.map(|t| (t, term(t))) {
            Some((_, Some(t))) => run.push((t.to_string(), vec![i])),
            Some((_, None)) if !run.is_empty() => {
                if let Some(last) = run.last_mut() {
                    last.1.push(i);
                }
            }
            _ => flush(&mut run, &mut out),
        }
    }
    flush(&mut run, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_are_short_capitalised_names() {
        assert_eq!(
            term("Card Copy Limits: Cards with the same title are limited to 3 copies per deck."),
            Some("Card Copy Limits")
        );
        assert_eq!(
            term("MPs are Only One Card: You can't play..."),
            Some("MPs are Only One Card")
        );
        assert_eq!(term("EXAMPLE: You play the Support card."), None);
        assert_eq!(term("When you attack, do this: pay 2."), None);
        assert_eq!(term("Survival Victory:"), None);
        assert_eq!(term("A: Category Icon B: Symbol"), None);
    }

    #[test]
    fn runs_need_three_terms_and_keep_examples() {
        let p = [
            Some("Intro text."),
            Some("Stop: To block an attack."),
            Some("EXAMPLE: Goku stops."),
            Some("Prevent: To lessen damage."),
            Some("Modifiers: Any increase."),
            None,
            Some("Lone: one term only."),
        ];
        let r = runs(&p);
        assert_eq!(r.len(), 3);
        assert_eq!(r[0], ("Stop".to_string(), vec![1, 2]));
        assert_eq!(r[2].0, "Modifiers");
    }
}
