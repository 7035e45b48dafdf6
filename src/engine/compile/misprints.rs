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
];

/// Corrects the misprints of a lower-case sentence in place.
pub fn correct(s: &mut String) {
    for (from, to) in MISPRINTS {
        if s.contains(from) {
            *s = s.replace(from, to);
        }
    }
}

/// Whether `text[at..at + len]` stands as words of its own (no letter joined to either end).
fn stands_alone(text: &str, at: usize, len: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at + len..].chars().next();
    !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_alphabetic)
}

/// The misprints `text` prints (each as printed, with what it means), in table order; a row
/// inside a longer word ("successfully") is none.
pub fn found_in(text: &str) -> Vec<(String, &'static str)> {
    let lower = text.to_lowercase();
    // Lower-casing keeps byte offsets only for ASCII text; anything else is looked at lowered.
    let printed = if lower.len() == text.len() {
        text
    } else {
        &lower
    };
    let mut out = Vec::new();
    for (from, to) in MISPRINTS {
        let trimmed = from.trim();
        if let Some(at) = lower
            .match_indices(trimmed)
            .map(|(i, _)| i)
            .find(|&i| stands_alone(&lower, i, trimmed.len()))
        {
            out.push((printed[at..at + trimmed.len()].to_string(), to.trim()));
        }
    }
    out
}

/// Whether `text` prints any misprint (the cheap question asked first, kept per definition).
pub fn any_in(text: &str) -> bool {
    !found_in(text).is_empty()
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
