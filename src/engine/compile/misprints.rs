//! The card pool's misprints ("this attack does +3 power stages of davage": Saiyan Destiny): the
//! word as printed and what it plainly means, corrected before a sentence is matched
//! ([`correct`], from `sentences::key`) and said to the judge where the card acts
//! ([`found_in`], from `Battle::cite_card_rulings`), so a reading never rests silently on a
//! corrected word. The Android Saga's "Toku-Waza" (the CRD's term is "Tokui-Waza") is one too.

/// (as printed, lower case) -> (what it means). Rows apply in order.
pub const MISPRINTS: &[(&str, &str)] = &[
    ("succesful", "successful"),
    ("sucessful", "successful"),
    ("successfull", "successful"),
    // Gohan, Ascendant Lv.4's "Costs 0 power stags to perform", Piccolo, the Warrior Lv.1's
    // "Choose a ard from your discard pile".
    ("power stags ", "power stages "),
    ("choose a ard ", "choose a card "),
    // Kid Trunks Lv.4's "Remove all cards in ever discard pile from the game".
    ("in ever discard pile", "in every discard pile"),
    ("villans", "villains"),
    ("villians", "villains"),
    ("villian", "villain"),
    ("physcial", "physical"),
    ("phisical", "physical"),
    ("phisycal", "physical"),
    ("physicaly attack", "physical attack"),
    // Black Exertion's "Endrance 1." (`in_play::attached`).
    ("endrance", "endurance"),
    ("enery", "energy"),
    ("energy attck", "energy attack"),
    ("remainer", "remainder"),
    ("doint ", "doing "),
    ("donig ", "doing "),
    ("doign ", "doing "),
    // Blue Gut Implosion's "Physical attack dong +4 power stages of damage".
    ("attack dong ", "attack doing "),
    ("davage", "damage"),
    ("damge", "damage"),
    ("carsd", "cards"),
    ("disard pile", "discard pile"),
    // Namekian Style Mastery (Trunks Saga #147): "the bottom card of your discar pile".
    ("discar pile", "discard pile"),
    ("from the gave", "from the game"),
    ("tokus-waza", "tokui-waza"),
    // The Android Saga's spelling on about 40 cards (Blue Sidestep, Saiyan Glare, ...).
    ("toku-waza", "tokui-waza"),
    // Overwhelmed, Hercule's Dream Sequence: "power raiting"; Orange Ki Assailment: "in contol
    // of Combat"; Super Android 13's Destruction Bomb: "Costs 6 poer stages"; Up Close and
    // Personal: "Use when you peform an energy attack".
    ("raiting", "rating"),
    ("contol", "control"),
    ("poer stages", "power stages"),
    ("peform", "perform"),
    // Gohan's Ready's "Lower you opponent's anger 3 levels", Piccolo's Stance's "Search you
    // opponent's Life Deck", Surprise!'s "the top 5 cards of you opponent's Life Deck".
    ("you opponent", "your opponent"),
    // Namekian Blocking Stance's "up to 8 copies of this card in you Life Deck".
    ("in you life deck", "in your life deck"),
    // Vegeta's Smirk: "put itinto play".
    ("put itinto play", "put it into play"),
    ("an addition +", "an additional +"),
    // Bojack, the Notorious Lv.3's "If Bojack is your Main Personal, your Allies may use ...".
    ("your main personal,", "your main personality,"),
    ("gosts ", "costs "),
    ("y our ", "your "),
    ("pervent ", "prevent "),
    ("oopponent", "opponent"),
    ("ater use", "after use"),
    // Android 19's Distress's "Raise you Main Pwersonality to its highest power stage".
    ("raise you main pwersonality", "raise your main personality"),
    // Blue Idea's "Discard 1 of your opponent's Drills ins play".
    (" ins play", " in play"),
    // Frieza's Spirit: "Removethis card from game after use".
    (
        "removethis card from game after use",
        "remove from the game after use",
    ),
    // Goku Lv.3 (Saiyan Saga #160): "Prevent 2 life card draws form being discarded".
    ("draws form being discarded", "draws from being discarded"),
    // Orange Strike: "Energy attack doing 5 cards of damage" (cards of damage are life cards).
    ("doing 5 cards of damage", "doing 5 life cards of damage"),
    // Ready for Action (Fusion Saga #071): "Place the bottom 3 cards of your discard pile at the
    // bottom at your Life Deck".
    ("bottom at your life deck", "bottom of your life deck"),
];

/// Corrects the misprints of a lower-case sentence in place.
pub fn correct(s: &mut String) {
    for (from, to) in MISPRINTS {
        if s.contains(from) {
            *s = s.replace(from, to);
        }
    }
}

/// The first four bytes (lower case) of a row's printed words, as a key of [`row_openings`].
fn opening_key(w: &[u8]) -> usize {
    let k = u32::from_le_bytes([
        w[0].to_ascii_lowercase(),
        w[1].to_ascii_lowercase(),
        w[2].to_ascii_lowercase(),
        w[3].to_ascii_lowercase(),
    ]);
    (k.wrapping_mul(0x9E37_79B1) >> 16) as usize
}

/// The openings of every row's printed words, hashed into a 64 Ki-bit set, built once.
fn row_openings() -> &'static [u64; 1024] {
    static SET: std::sync::OnceLock<[u64; 1024]> = std::sync::OnceLock::new();
    SET.get_or_init(|| {
        let mut set = [0u64; 1024];
        for (from, _) in MISPRINTS {
            let b = from.trim().as_bytes();
            if b.len() >= 4 {
                let k = opening_key(b);
                set[k / 64] |= 1 << (k % 64);
            }
        }
        set
    })
}

/// The places in `text` where a word starts whose first four bytes open some row (most texts have
/// none): the only places a misprint can be found.
fn openings(text: &str) -> Vec<usize> {
    let set = row_openings();
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(3))
        .filter(|&i| {
            (i == 0 || !bytes[i - 1].is_ascii_alphabetic()) && bytes[i].is_ascii_alphabetic() && {
                let k = opening_key(&bytes[i..i + 4]);
                set[k / 64] & (1 << (k % 64)) != 0
            }
        })
        .collect()
}

/// Whether a row's printed words stand at `i` (any case), with no letter joined after them.
fn row_at(bytes: &[u8], i: usize, row: &[u8]) -> bool {
    bytes.len() >= i + row.len()
        && bytes[i..i + row.len()].eq_ignore_ascii_case(row)
        && !bytes
            .get(i + row.len())
            .is_some_and(u8::is_ascii_alphabetic)
}

/// The misprints `text` prints (each as printed, with what it means), in table order; a row
/// inside a longer word ("successfully") is none.
pub fn found_in(text: &str) -> Vec<(String, &'static str)> {
    let at = openings(text);
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    for (from, to) in MISPRINTS {
        let row = from.trim().as_bytes();
        let found = at.iter().find(|&&i| row_at(bytes, i, row));
        // The row is ASCII and matched byte for byte: its ends are character boundaries.
        if let Some(printed) = found.and_then(|&i| text.get(i..i + row.len())) {
            out.push((printed.to_string(), to.trim()));
        }
    }
    out
}

/// Whether `text` prints any misprint.
pub fn any_in(text: &str) -> bool {
    !found_in(text).is_empty()
}

/// What a text prints as misprints ([`found_in`]): found when the text is compiled and kept
/// with its compile (`CompiledCard::misprints`, the build's stored record), so a loaded card
/// is never looked at again.
pub type Misprints = Vec<(String, &'static str)>;

/// The table's words for what a misprint means (`meant` as [`found_in`] gives it), for a
/// stored record read back; `None` when no row means it.
pub fn meaning(meant: &str) -> Option<&'static str> {
    MISPRINTS
        .iter()
        .map(|(_, to)| to.trim())
        .find(|to| *to == meant)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD 3.0.0 "The Golden Rule": a card does what its text says; a misprinted word is read
    /// as what it plainly means, and named (Saiyan Destiny, Android Saga #081).
    #[test]
    fn a_misprint_is_found_as_printed_and_corrected() {
        let text = "Physical attack. If you declared Tokui-Waza, this attack does +3 power stages of davage and remains in play.";
        assert_eq!(found_in(text), vec![("davage".to_string(), "damage")]);
        let mut s = text.to_lowercase();
        correct(&mut s);
        assert!(s.contains("+3 power stages of damage"));
    }

    /// Every row is found by the one-pass look ([`any_in`] hashes a row's first four bytes).
    #[test]
    fn every_row_is_seen_by_the_quick_look() {
        for (from, _) in MISPRINTS {
            assert!(from.trim().len() >= 4, "{from}");
            assert!(any_in(&format!("x {} y", from.trim())), "{from}");
        }
    }

    /// A stored record's meaning is read back as the table's own words (CRD 3.0.0 "The Golden
    /// Rule": the misprint is named to the judge as the table corrects it).
    #[test]
    fn every_rows_meaning_is_read_back() {
        for (_, to) in MISPRINTS {
            assert_eq!(meaning(to.trim()), Some(to.trim()));
        }
        assert_eq!(meaning("no such word"), None);
    }

    /// A text's compile keeps what it prints as misprints (a board's own text card and the
    /// build's stored records alike), so a loaded card is not looked at again (CRD 3.0.0 "The
    /// Golden Rule").
    #[test]
    fn a_compile_keeps_its_texts_misprints() {
        let text = "Physical attack. If you declared Tokui-Waza, this attack does +3 power stages of davage and remains in play.";
        let kept = crate::engine::compile::kept_texts::compile_with_sentences_kept(
            text,
            crate::engine::compile::reading::Reading::Used,
        );
        assert_eq!(kept.0.misprints, found_in(text));
        assert_eq!(kept.0.misprints, vec![("davage".to_string(), "damage")]);
        let plain = crate::engine::compile::compile_for("Draw a card.", false);
        assert!(plain.misprints.is_empty());
    }

    /// Ready for Action's "at the bottom at your Life Deck" read as the bottom of it (CRD 3.0.0
    /// "The Golden Rule": the misprint is named to the judge), its discard pile's bottom 3 cards
    /// moved there.
    #[test]
    fn ready_for_actions_bottom_at_the_life_deck() {
        let text = "Place the bottom 3 cards of your discard pile at the bottom at your Life Deck.";
        assert_eq!(
            found_in(text),
            vec![(
                "bottom at your Life Deck".to_string(),
                "bottom of your life deck"
            )]
        );
        let c = crate::engine::compile::compile_text(text);
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:?}");
    }

    #[test]
    fn a_row_inside_a_longer_word_is_no_misprint() {
        assert!(found_in("If successfully stopped, draw a card.").is_empty());
        assert!(found_in("Use it later use.").is_empty());
        assert!(!any_in("Physical attack doing +4 power stages of damage."));
        assert_eq!(
            found_in("Lower you opponent's anger 3 levels."),
            vec![("you opponent".to_string(), "your opponent")]
        );
    }
}
