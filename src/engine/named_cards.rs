//! Named cards: whether a card's title names a personality (CRD 3.0.0 Glossary: "Named Card: A
//! card having a personality's name in its card title"), under the Alternate Personality Rule
//! ("Cards that target these personalities will not affect the other"): a name that appears only
//! inside a longer personality's name ("Majin Vegeta's Frantic Attack", "Kid Trunks ...") does
//! not make the card Named for the shorter one (Vegeta, Trunks).

use super::identity::{is_personality_name, NAMES};

/// The words of a title or a name: lower case, possessives and full stops dropped
/// ("Vegeta's" -> "vegeta", "Cell Jr." -> "cell", "jr").
fn words(s: &str) -> Vec<String> {
    s.to_lowercase()
        .replace(['\u{2019}', '\u{2018}'], "'")
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| {
            w.strip_suffix("'s")
                .unwrap_or(w)
                .trim_matches('\'')
                .to_string()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// True when `title` names the personality `name`: the name's words appear in the title, and
/// at least once not as part of a longer personality name the CRD lists separately.
pub fn names_personality(title: &str, name: &str) -> bool {
    let t = words(title);
    let n = words(name);
    if n.is_empty() || n.len() > t.len() {
        return false;
    }
    let longer: Vec<&[String]> = names_words()
        .iter()
        .map(Vec::as_slice)
        .filter(|m| m.len() > n.len() && m.windows(n.len()).any(|w| w == n.as_slice()))
        .collect();
    (0..=t.len() - n.len())
        .filter(|&i| t[i..i + n.len()] == n[..])
        .any(|i| !inside_longer(&t, i, n.len(), &longer))
}

/// True when `title` names any personality the CRD lists (CRD 3.0.0 "Named cards": "These cards
/// have the name of a specific Dragon Ball personality in the title"): "a named card".
pub fn is_named_card(title: &str) -> bool {
    NAMES.iter().any(|n| names_personality(title, n))
}

/// The words of every personality name the CRD lists ([`NAMES`]), split once per process:
/// every Named-card test compares a title with all of them.
fn names_words() -> &'static [Vec<String>] {
    static WORDS: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| NAMES.iter().map(|m| words(m)).collect())
}

/// True when the words at `t[i..i + len]` are part of one of the `longer` names there.
fn inside_longer(t: &[String], i: usize, len: usize, longer: &[&[String]]) -> bool {
    longer.iter().any(|m| {
        (0..=m.len() - len)
            .filter(|&j| m[j..j + len] == t[i..i + len])
            .any(|j| i >= j && i - j + m.len() <= t.len() && t[i - j..i - j + m.len()] == m[..])
    })
}

/// True when a title filter's word is matched as a personality's name (the Named-card rule
/// above), not as plain words ("with "Kamehameha" in the title").
pub fn is_named_filter(word: &str) -> bool {
    is_personality_name(word)
}

#[cfg(test)]
mod tests {
    use super::names_personality;

    #[test]
    fn a_longer_personality_name_is_another_personality() {
        // CRD 3.0.0 Alternate Personality Rule: "Stunned", which affects Trunks, will not
        // affect Kid Trunks; Majin Vegeta and King Vegeta are listed apart from Vegeta.
        assert!(names_personality("Vegeta's Physical Stance", "Vegeta"));
        assert!(!names_personality(
            "Majin Vegeta's Frantic Attack",
            "Vegeta"
        ));
        assert!(names_personality(
            "Majin Vegeta's Frantic Attack",
            "Majin Vegeta"
        ));
        assert!(!names_personality("Kid Trunks Sword Slash", "Trunks"));
        assert!(names_personality("Trunks Energy Sphere", "Trunks"));
        assert!(!names_personality("Future Gohan's Kick", "Gohan"));
        assert!(!names_personality("Cell Jr. Attack", "Cell"));
        assert!(names_personality("Cell's Energy Wave", "Cell"));
    }
}
