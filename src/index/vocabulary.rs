//! A judge's and a player's words mapped to the documents' words. Built from the corpus first
//! (the abbreviations of [`super::expand`], and the `a.k.a.` names of headings: `Searching for
//! Cards a.k.a "Cherry Picking Rule"`), then [`EVERYDAY`], a small table of everyday phrasing.
//! Each entry is a general game concept, never the answer to one question; every expansion
//! counts below the literal words ([`super::query::Weights::expansion`]).

/// Everyday phrasing (plain words, lower case; several words match as a run) -> the words the
/// documents use for the same concept (each word searched, the passage holding most of them
/// scoring best).
pub const EVERYDAY: &[(&str, &str)] = &[
    // Attacking and defending.
    ("hit", "damage"),
    ("hits", "damage"),
    ("dmg", "damage"),
    ("swing", "attack"),
    ("swings", "attack"),
    ("swinging", "attack"),
    ("swung", "attack"),
    ("block", "stop"),
    ("blocks", "stop"),
    ("blocked", "stopped"),
    ("blocking", "stop"),
    ("tag in", "take over Combat"),
    ("tags in", "take over Combat"),
    // Personalities and power.
    ("my guy", "Main Personality"),
    ("guy", "personality"),
    ("maxed out", "highest power stage"),
    ("max power", "highest power stage"),
    ("knocked out", "0 power stages"),
    ("level up", "advances level"),
    ("levels up", "advances level"),
    ("leveled up", "advances level"),
    ("levelled up", "advances level"),
    ("goes up a level", "advances level"),
    ("go up a level", "advances level"),
    ("save", "store"),
    ("lvl", "level"),
    ("ps", "power stages"),
    // Cards and decks.
    ("lc", "life cards"),
    ("out of cards", "no cards in your Life Deck"),
    ("decked out", "no cards in your Life Deck"),
    ("hold onto", "card in your hand"),
    ("hang onto", "card in your hand"),
    ("hand size", "cards in your hand"),
    ("stuff on the card", "effects"),
    ("dupes", "copies"),
    ("duplicates", "copies"),
    ("steal", "capture"),
    ("mulligan", "redraw"),
    ("tutor", "search"),
    ("mill", "discard"),
    ("trigger", "activate"),
    ("reprint", "printing"),
    ("reprinted", "printing"),
    ("legal", "banned"),
];

/// The `a.k.a.` names of headings: (`cherry picking rule` -> `Searching for Cards`).
pub fn aka_names<'a>(titles: impl Iterator<Item = &'a str>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for t in titles {
        let lower = t.to_lowercase();
        let Some(at) = lower.find("a.k.a") else {
            continue;
        };
        let before = t[..at].trim().trim_end_matches(['(', ',', '-']).trim();
        let after = t[at + "a.k.a".len()..]
            .trim_start_matches('.')
            .trim()
            .trim_matches(|c: char| !c.is_alphanumeric())
            .trim();
        if !before.is_empty() && !after.is_empty() {
            out.push((super::analysis::normalise_name(after), before.to_string()));
        }
    }
    out
}

/// The runs of `words` that an everyday or corpus name matches, longest first, each word used
/// once: (start, length, the documents' words).
pub fn matches<'a>(
    words: &[String],
    table: &'a [(String, String)],
) -> Vec<(usize, usize, &'a str)> {
    let mut used = vec![false; words.len()];
    let mut out = Vec::new();
    let mut keys: Vec<(Vec<&str>, &str)> = table
        .iter()
        .map(|(k, v)| (k.split(' ').collect(), v.as_str()))
        .collect();
    keys.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
    for (key, phrase) in keys {
        let n = key.len();
        if n == 0 || n > words.len() {
            continue;
        }
        for start in 0..=words.len() - n {
            if used[start..start + n].iter().any(|u| *u) {
                continue;
            }
            if words[start..start + n]
                .iter()
                .zip(&key)
                .all(|(w, k)| w == k)
            {
                used[start..start + n].iter_mut().for_each(|u| *u = true);
                out.push((start, n, phrase));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aka_names_come_from_headings() {
        let names = aka_names(
            ["Searching for Cards a.k.a \u{201c}Cherry Picking Rule\u{201d}"].into_iter(),
        );
        assert_eq!(
            names,
            [(
                "cherry picking rule".to_string(),
                "Searching for Cards".to_string()
            )]
        );
    }

    #[test]
    fn longest_runs_match_first() {
        let table: Vec<(String, String)> = EVERYDAY
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let words: Vec<String> = "my guy is maxed out".split(' ').map(String::from).collect();
        let m = matches(&words, &table);
        assert!(m.contains(&(0, 2, "Main Personality")));
        assert!(m.contains(&(3, 2, "highest power stage")));
        assert!(!m.iter().any(|(s, _, _)| *s == 1));
    }
}
