//! Slugs: the id segments made from headings, card names and glossary terms.
//!
//! A slug is lowercase ASCII: letters and digits kept, apostrophes dropped (`Vegeta's` ->
//! `vegetas`), accented Latin letters folded (`é` -> `e`), every other run of characters turned
//! into one `-`, and no `-` at either end. Headings first lose their numbering prefix
//! ([`strip_numbering`]): `9) Specific Card ...`, `1.`, `0.`, `Z.`, `I.`, `IV)`.

/// Slugifies any text (no numbering stripped).
pub fn slugify(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_dash = false;
    for c in text.chars() {
        if is_apostrophe(c) || c == '*' {
            continue;
        }
        let folded = if c.is_ascii_alphanumeric() {
            Some(c.to_ascii_lowercase().to_string())
        } else {
            fold(c).map(str::to_string)
        };
        match folded {
            Some(folded) => {
                if pending_dash && !out.is_empty() {
                    out.push('-');
                }
                pending_dash = false;
                out.push_str(&folded);
            }
            None => pending_dash = true,
        }
    }
    out
}

/// Slugifies a heading: numbering prefix stripped first. Never empty (`section` as a last resort).
pub fn heading_slug(heading: &str) -> String {
    let slug = slugify(strip_numbering(heading));
    if slug.is_empty() {
        let whole = slugify(heading);
        if whole.is_empty() {
            "section".to_string()
        } else {
            whole
        }
    } else {
        slug
    }
}

/// Removes a leading numbering token from a heading: `1)`, `1.`, `1.2`, `0.`, `Z.`, `I.`,
/// `IV)`, `A)` followed by whitespace. A bare number (`5 Power Stages`) is kept.
pub fn strip_numbering(heading: &str) -> &str {
    let text = heading.trim().trim_start_matches('*').trim_start();
    let Some((token, rest)) = text.split_once(char::is_whitespace) else {
        return text;
    };
    if is_numbering(token) {
        rest.trim_start()
    } else {
        text
    }
}

/// True when `token` is a numbering prefix (see [`strip_numbering`]).
fn is_numbering(token: &str) -> bool {
    let Some(body) = token
        .strip_suffix('.')
        .or_else(|| token.strip_suffix(')'))
        .or_else(|| token.strip_suffix(':'))
    else {
        // `1.2` style without a closing mark.
        return token.contains('.')
            && token
                .split('.')
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    };
    if body.is_empty() {
        return false;
    }
    let digits = body
        .split('.')
        .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    let letter = body.len() == 1 && body.bytes().all(|b| b.is_ascii_uppercase());
    let roman = body.bytes().all(|b| b"IVXLC".contains(&b));
    digits || letter || roman
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '\u{2018}' | '`' | '\u{00B4}')
}

/// Folds an accented letter to ASCII: `None` for a separator.
fn fold(c: char) -> Option<&'static str> {
    FOLDS
        .iter()
        .find(|(from, _)| from.contains(c))
        .map(|&(_, to)| to)
}

/// Accented Latin letters and their ASCII forms.
const FOLDS: &[(&str, &str)] = &[
    ("àáâãäåÀÁÂÃÄÅ", "a"),
    ("çÇ", "c"),
    ("èéêëÈÉÊË", "e"),
    ("ìíîïÌÍÎÏ", "i"),
    ("ñÑ", "n"),
    ("òóôõöøÒÓÔÕÖØ", "o"),
    ("ùúûüÙÚÛÜ", "u"),
    ("ýÿÝ", "y"),
    ("ß", "ss"),
    ("æÆ", "ae"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        let cases = [
            ("Battle Sequence", "battle-sequence"),
            ("**Modified Damage**", "modified-damage"),
            (
                "9) Specific Card Clarifications/Errata/Rulings",
                "specific-card-clarifications-errata-rulings",
            ),
            ("0. Power Level Errata", "power-level-errata"),
            ("Z. NewZ (NZ) Specific CRD", "newz-nz-specific-crd"),
            ("I. Introduction", "introduction"),
            ("IV) Combat", "combat"),
            ("1.2 Deck Size", "deck-size"),
            ("“May” Rule", "may-rule"),
            ("Vegeta’s Physical Stance", "vegetas-physical-stance"),
            ("What is a 'deck'?", "what-is-a-deck"),
            ("“_____ only” Cards", "only-cards"),
            ("5 Power Stages", "5-power-stages"),
            ("Phase 1: The Prepare Phase", "phase-1-the-prepare-phase"),
            ("Gine, A Saiyan's Wife-", "gine-a-saiyans-wife"),
            ("Pokémon", "pokemon"),
            ("!!!", "section"),
            ("1)", "1"),
        ];
        for (heading, want) in cases {
            assert_eq!(heading_slug(heading), want, "{heading}");
        }
    }
}
