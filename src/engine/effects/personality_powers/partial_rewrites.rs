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

/// Where the quote's last words are not printed but the quote ends a sentence (one ".", no
/// ellipsis: "... twice as many cards back into your Life Deck instead.", Lord Slug Lv.3), the
/// quote runs to the end of the printed sentence it starts in: the index after that sentence's
/// last word.
fn sentence_end(quote: &str, p_words: &[&str], start: usize) -> Option<usize> {
    let q = quote.trim().trim_matches(['"', '“', '”']).trim_end();
    if !q.ends_with('.') || q.ends_with("..") || q.ends_with('…') {
        return None;
    }
    (start..p_words.len())
        .find(|&i| p_words[i].ends_with(['.', '!', '?']))
        .map(|i| i + 1)
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
    let Some(end) = find(&p_keys, tail, start)
        .map(|i| i + ANCHOR)
        .or_else(|| sentence_end(quote, &p_words, start))
    else {
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

    // CRD 3.0.0 Specific Card Clarifications, Lord Slug Lv.3 (Capsule Corp cp6): "Treat this
    // power as if it read, "... twice as many cards back into your Life Deck instead."": the
    // quote ends the printed sentence it starts in, and the power's other sentence stays.
    #[test]
    fn lord_slugs_rewrite_ends_its_sentence_and_keeps_the_tokui_waza_sentence() {
        let s = splice(
            "(Constant Combat Power) Whenever a card tells you to put cards back into your Life Deck, you may put twice as many cards back into your Life Deck. If you declared a Namekian Tokui-Waza, all of your attacks do +2 power stages of damage.",
            "... twice as many cards back into your Life Deck instead.",
        );
        assert_eq!(
            s,
            Splice::Aligned("(Constant Combat Power) Whenever a card tells you to put cards back into your Life Deck, you may put twice as many cards back into your Life Deck instead. If you declared a Namekian Tokui-Waza, all of your attacks do +2 power stages of damage.".into())
        );
    }
}
