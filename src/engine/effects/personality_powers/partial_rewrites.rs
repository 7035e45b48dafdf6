//! A CRD rewrite that quotes only part of a power, with "..." ("Treat this card as if it read,
//! 'Power: When entering Combat, look at the top 6 cards of your Life Deck...'", Master Roshi
//! Lv.1): the quoted part replaces the part of the printed power it quotes. Where the quote
//! cannot be aligned with the printed words, the power is handed to the judge with the ruling.

/// A partial rewrite applied to a printed power.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Splice {
    /// The printed power with the quoted part in place of the words it rewrites.
    Aligned(String),
    /// The quote's first and last words were not both found in the printed power: the text to
    /// read is the quote itself, ellipses kept, which the judge resolves with the ruling.
    Unaligned(String),
}

/// Words compared when aligning: the first and last `ANCHOR` words of the quote.
const ANCHOR: usize = 3;

/// The quote without its ellipses and its "Power:" header; whether it had the header.
fn bare(quote: &str) -> (&str, bool) {
    let q = quote
        .trim()
        .trim_matches(['"', '“', '”'])
        .trim_matches(|c: char| c == '.' || c == '…' || c.is_whitespace());
    match q.strip_prefix("Power:") {
        Some(rest) => (rest.trim(), true),
        None => (q, false),
    }
}

fn key(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// Where `needle`'s words occur in `words` (by [`key`]), from `from` on.
fn find(words: &[String], needle: &[String], from: usize) -> Option<usize> {
    (from..=words.len().checked_sub(needle.len())?).find(|&i| words[i..i + needle.len()] == *needle)
}

/// Applies the partial rewrite `quote` to the `printed` power (see the module header).
pub fn splice(printed: &str, quote: &str) -> Splice {
    let (q, power_header) = bare(quote);
    // "Power: ..." over a printed Constant Combat Power: the rewrite makes it a Power.
    let printed = match printed.trim().strip_prefix("(Constant Combat Power)") {
        Some(rest) if power_header => rest.trim(),
        _ => printed.trim(),
    };
    let p_words: Vec<&str> = printed.split_whitespace().collect();
    let q_words: Vec<&str> = q.split_whitespace().collect();
    let p_keys: Vec<String> = p_words.iter().map(|w| key(w)).collect();
    let q_keys: Vec<String> = q_words.iter().map(|w| key(w)).collect();
    let unaligned = || Splice::Unaligned(quote.trim().trim_matches(['"', '“', '”']).to_string());
    if q_keys.len() < ANCHOR {
        return unaligned();
    }
    let Some(start) = find(&p_keys, &q_keys[..ANCHOR], 0) else {
        return unaligned();
    };
    let tail = &q_keys[q_keys.len() - ANCHOR..];
    let Some(end) = find(&p_keys, tail, start).map(|i| i + ANCHOR) else {
        return unaligned();
    };
    // The quote ends where the printed sentence goes on: keep the printed words' own
    // punctuation after the last quoted word ("Deck and place ...").
    let mut out: Vec<String> = p_words[..start].iter().map(|w| w.to_string()).collect();
    out.extend(q_words.iter().map(|w| w.to_string()));
    if let (Some(last), Some(printed_last)) = (out.last_mut(), p_words.get(end - 1)) {
        let trailing: String = printed_last
            .chars()
            .rev()
            .take_while(|c| !c.is_alphanumeric())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        *last = format!(
            "{}{trailing}",
            last.trim_end_matches(|c: char| !c.is_alphanumeric())
        );
    }
    out.extend(p_words[end..].iter().map(|w| w.to_string()));
    Splice::Aligned(out.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    // CRD 3.0.0 Specific Card Clarifications, Master Roshi Lv.1 (Capsule Corp cp7).
    #[test]
    fn master_roshis_rewrite_replaces_the_top_10_with_the_top_6_and_makes_it_a_power() {
        let s = splice(
            "(Constant Combat Power) When entering Combat, look at the top 10 cards of your Life Deck and place them back in any order, and if you declared a Red Tokui-Waza, raise your anger 2 levels.",
            "Power: When entering Combat, look at the top 6 cards of your Life Deck...",
        );
        assert_eq!(
            s,
            Splice::Aligned("When entering Combat, look at the top 6 cards of your Life Deck and place them back in any order, and if you declared a Red Tokui-Waza, raise your anger 2 levels.".into())
        );
    }

    // CRD 3.0.0 Specific Card Clarifications, Goku Lv.1 (Majin Buu Saga #156): the quote's end
    // ("raise your anger 6 levels") is not in the printed power.
    #[test]
    fn gokus_rewrite_that_changes_the_end_is_handed_to_the_judge() {
        let s = splice(
            "(Constant Combat Power) When entering Combat, you may remove 7 Saiyan Style cards in your discard pile from the game to advance a personality level. All of your physical attacks do +1 life cards of damage.",
            "... remove 7 Saiyan Style cards in your discard pile from the game to raise your anger 6 levels...",
        );
        assert!(matches!(s, Splice::Unaligned(_)), "{s:?}");
    }
}
