//! Card text into sentences: the unit the Battle Sequence resolves secondary effects in (CRD
//! 3.0.0 Battle Sequence step 3: one sentence at a time).
//!
//! [`split`] keeps each sentence as printed (for the judge); [`key`] is the normalised form the
//! pattern table matches: lower case, straight quotes, single spaces, the card pool's misprints
//! corrected (`compile::misprints`, said to the judge where the card acts) and old printed
//! wordings rewritten by the [`REWRITES`] table, no final full stop.

/// Old printed wordings, rewritten before matching (plain meaning only); misprints are
/// `compile::misprints`'.
/// Each pair is (as printed, lower case) -> (what it means).
pub const REWRITES: &[(&str, &str)] = &[
    // Guldo Lv.1's "If successful, you also may take ...": "also" adds nothing.
    ("you also may ", "you may "),
    // Piccolo, Enraged Lv.4's "When Nail or Dende are anywhere in in play, all of your physical
    // attacks do ...": the printed "in in", and "When" of a state that holds or not while the
    // Constant Combat Power applies, read as the condition it is.
    (
        "when nail or dende are anywhere in in play,",
        "if nail or dende are anywhere in play,",
    ),
    // Videl, Tournament Ready Lv.2's "If performed against a "Majin"": the Majin group, as
    // "attacks performed against a Majin" reads it (`identity`'s groups).
    ("against a \"majin\"", "against a majin"),
    // Bojack, the Villainous Lv.2's "All of your attacks do +3 power stages of damage, and life
    // cards of damage from the attacks are removed from the game instead of discarded": "the
    // attacks" are the player's attacks the same sentence names.
    (
        ", and life cards of damage from the attacks are removed from the game",
        ", and all life cards of damage from attacks you perform are removed from the game",
    ),
    // The Saiyan and Frieza Sagas' wordings of power stages and anger for a player's side:
    // "All opponents & their allies lose 3 power stages" (Captain Ginyu Realization, Jeice
    // Shouts) is the opponent's every personality (CRD 3.0.0 "Referencing": "Your opponent
    // loses 2 power stages"); "Power up your main personality to its highest stage" (A Hospital
    // Stay); "Every player raises his anger 1 level", "All Main Personalities are raised to
    // their highest power stage" (Time to Party!): each player's.
    ("all opponents & their allies lose ", "your opponent loses "),
    (
        "power up your main personality to its highest stage",
        "raise your main personality to its highest power stage",
    ),
    (
        "every player raises his anger 1 level",
        "raise your anger 1 level and raise your opponent's anger 1 level",
    ),
    (
        "all main personalities are raised to their highest power stage",
        "raise your main personality to its highest power stage and raise your opponent's main personality to its highest power stage",
    ),
    // Majin Throwdown (a Battleground: it acts for every player, each in his half of the Prepare
    // Phase, CRD 3.0.0 "Battleground and Location cards affect all players at all times"):
    // "all players must discard one of their Non-Combat cards in play" is each player's own.
    (
        "when entering combat, all players must discard one of their non-combat cards in play",
        "when entering combat, discard one of your non-combat cards in play",
    ),
    // The same for a Battleground's "each player may" (Tree of Might, Cosmic Anthology #CA20)
    // and a Location's "the attacker may" (Chazke Village, Cell Games Saga #117): each player's
    // own search, in his half of the Prepare Phase (the attacker's alone for Chazke Village).
    (
        "when entering combat, each player may search his life deck for a freestyle drill and place it into play",
        "when entering combat, you may search your life deck for a freestyle drill and place it into play",
    ),
    (
        "when entering combat, the attacker may search their life deck for an ally and place it in play at 3 power stages above 0",
        "when entering combat as the attacker, you may search your life deck for an ally and place it in play at 3 power stages above 0",
    ),
    // `stops::shield_uses`: Super Saiyan Trunks Lv.1's "Defense Shield- Stops ...", Captain
    // Ginyu Lv.1's "Defensive Shield." (CRD 3.0.0 Glossary "Defense Shield").
    ("defense shield- ", "defense shield: "),
    ("defensive shield", "defense shield"),
    // Namek Dragon Ball 5's "to it's highest power stage".
    ("to it's highest", "to its highest"),
    // Earth Dragon Ball 1's "Instantly power up to full": a Dragon Ball's power is used at once
    // anyway (CRD 3.0.0 "Dragon Balls": "When you play a Dragon Ball, you immediately use its
    // effects").
    ("instantly power up to full", "power up to full"),
    // Saiyan Concentration's "Remove opponent's drill card from the game": one Drill in play.
    (
        "remove opponent's drill card from the game",
        "remove one of your opponent's drills in play from the game",
    ),
    // Roshi's Thoughts' "Take the top 2 cards from your opponents discard pile and remove them
    // from the game".
    (
        "take the top 2 cards from your opponents discard pile and remove them from the game",
        "remove the top 2 cards of your opponent's discard pile from the game",
    ),
    // The Saiyan Saga's "someone else's" and "in front of another player" (The Untroubled Mind
    // is Focused, Saiyan Battle Terms) and "foe's" (Super Saiyan Goku's Power): an opponent's
    // cards in play.
    (
        "remove someone else's drill card or ally from the game",
        "remove an opponent's drill or ally in play from the game",
    ),
    (
        "remove a non-combat card or ally from in front of another player from the game",
        "remove an opponent's non-combat card or ally in play from the game",
    ),
    (
        "intimidation removes foe's ally of your choicefrom game",
        "remove an opponent's ally in play from the game",
    ),
    // "Steal" a Dragon Ball (Nappa Restored Lv.4's "also steal a dragon ball from your
    // opponent", Krillin's Trick's "Steal a Dragon Ball of your choice"): the CRD 3.0.0 does not
    // use the word; taking an opponent's Dragon Ball by a card is its "Card Captures"
    // ("Capturing Dragon Balls": "Some cards allow for the capture of Dragon Balls").
    ("steal a dragon ball from your opponent", "capture a dragon ball"),
    ("steal a dragon ball of your choice", "capture a dragon ball"),
    // Namek Dragon Ball Wish's "Ends a combat." (CRD 3.0.0 "End Combat").
    // (The full stop keeps it to that sentence: "This card ends a combat and ..." is another.)
    ("ends a combat.", "end combat."),
    // Showdown's "Use when entering any Combat", Namekian Style Mastery's "When entering any
    // combat, ...": as the attacker or the defender, which is what "When entering Combat" says
    // (`prohibitions`, `triggers::triggered_effects`).
    ("when entering any combat", "when entering combat"),
    // King Kai's Thoughts' "Hero's only." (CRD 3.0.0 "Heroes only").
    ("hero's only", "heroes only"),
    ("tokui waza", "tokui-waza"),
    ("rest of this combat", "remainder of combat"),
    ("rest of combat", "remainder of combat"),
    ("remainder of this combat", "remainder of combat"),
    ("remainder of the combat", "remainder of combat"),
    // Saiyan Saga's "5 life card draws if succesful": the damage an attack does in life cards.
    // Goku Lv.3 (Saiyan Saga #160): "Prevent 2 life card draws form being discarded from a
    // successful energy attack" (`stops::defences`' prevention; "form" is in `misprints`).
    ("life card draws from being discarded", "life cards from being discarded"),
    ("life card draws", "life cards of damage"),
    // `piles::cards_moved`: the rest of the Saiyan Saga's wording of damage ("Energy attack
    // forcing 3 draws from the life deck", "Creates an energy attack inflicting 6 life card
    // draws", "doing 2 draws from the life card deck if not stopped", "Prevents all but 1 life
    // card draw"): life cards of damage, dealt when the attack is not stopped.
    ("energy attack forcing ", "energy attack doing "),
    ("creates an energy attack ", "energy attack "),
    ("draws from the life card deck", "life cards of damage"),
    ("draws from the life deck", "life cards of damage"),
    ("draw from the life deck", "life card of damage"),
    ("life card draw from", "life card of damage from"),
    ("of damage if not stopped", "of damage"),
    ("life-cards", "life cards"),
    ("power-stages", "power stages"),
    ("power stages of damage of damage", "power stages of damage"),
    ("remove game after use", "remove from the game after use"),
    // The Saiyan Saga's "Discard this card from the game after one use" (Enraged!), "Discard
    // this from the game after use" (Terrible Wounds): from the game, so removed.
    (
        "discard this card from the game after one use",
        "remove from the game after use",
    ),
    (
        "discard this from the game after use",
        "remove from the game after use",
    ),
    (
        "remove from game after one use",
        "remove from the game after use",
    ),
    // Mighty Mask Lv.2's "all of your attacks to an additional +2 life cards of damage".
    ("attacks to an additional +", "attacks do an additional +"),
    ("can not", "cannot"),
    ("dragonball", "dragon ball"),
    ("life cards life cards", "life cards"),
    ("of damage of damage", "of damage"),
    ("of damage in damage", "of damage"),
    ("stages of physical damage", "stages of damage"),
    ("draws from the life card deck", "life cards of damage"),
    ("draws from the life deck", "life cards of damage"),
    ("stopping any ", "stops an "),
    // Goku's Touch (CRD 3.0.0 rewrite): "Use after you perform a successful physical attack to
    // capture ...": the moment of use, then what the card does (`timing::use_windows`).
    (
        "use after you perform a successful physical attack to ",
        "use after you perform a successful physical attack, ",
    ),
    (
        "use after you perform a successful energy attack to ",
        "use after you perform a successful energy attack, ",
    ),
    // "also does" adds to the damage the card states: "also does 3 power stages" is "+3"
    // (Android 17, the Fighter Lv.3: "Energy attack doing 6 life cards of damage. If "The Car"
    // is in play, this attack also does 3 power stages of damage." does both).
    ("the attack also does +", "this attack does +"),
    ("this attack also does +", "this attack does +"),
    ("the attack also does ", "this attack does +"),
    ("this attack also does ", "this attack does +"),
    // Goku's Good Swift Kick: the bracketed reminder repeats what stated damage means.
    (" [do not consult physical attack table.]", ""),
    ("time in this combat", "time this combat"),
    // "this is a focused attack that does +6 ... instead": two effects.
    (
        "this is a focused attack that does",
        "this is a focused attack and this attack does",
    ),
    (
        "this is a focused attack doing",
        "this is a focused attack and this attack does",
    ),
    // The Saiyan and Frieza Sagas' wordings of a search into play: "Pick a dragon ball from your
    // life deck and play it" (Bulma's Scouter), "Get a Dragon Ball card from the life deck and
    // put it into play" (Vegeta's Plans).
    (
        "pick a dragon ball from your life deck and play it",
        "search your life deck for a dragon ball and place it in play",
    ),
    (
        "get a dragon ball card from the life deck and put it into play",
        "search your life deck for a dragon ball and place it in play",
    ),
    // Expectant Trunks' "Search your discard for any one combat, ... card, show your opponent
    // and place it in your hand".
    ("search your discard for ", "search your discard pile for "),
    (
        " card, show your opponent and place it in your hand",
        " card, show it to your opponent and place it in your hand",
    ),
    // Earth Dragon Ball 2's "All foes have their power ratings changed to 2 stages higher than
    // 0": the opponent's every personality set to that stage (CRD 3.0.0 "Referencing"), as
    // Dende Dragon Ball 6 reads.
    (
        "all foes have their power ratings changed to 2 stages higher than 0",
        "set all of your opponent's personalities to 2 power stages above 0",
    ),
    // The Saiyan Saga's personality powers (Saiyan Saga #162 and its promo #P4) that name their
    // attack and state its damage (and cost), counted in "stages" and "life card draws" (a life
    // card drawn and discarded: a life card of damage): the attack they describe, as
    // `attack::named_attacks` reads the others (a named energy attack that states no damage, and
    // "needs N power stages", which names no cost, stay with the judge there). Piccolo Lv.2's
    // "2 life card draws of damage" and Raditz Lv.4's "five stages of physical damage" are
    // matched as the rows above leave them ("2 life cards of damage", "five stages of damage").
    (
        "special energy beam cannon: this energy blast only takes 1 power stage to use and does 2 life cards of damage",
        "energy attack doing 2 life cards of damage costing 1 power stage",
    ),
    (
        "saiyan throat strike does five stages of damage",
        "physical attack doing 5 power stages of damage",
    ),
    // Their pile moves: "your top two discards" are the top 2 cards of your discard pile;
    // "the discard pile" (Krillin Lv.3) is the player's own, the only one he places cards from
    // into his Life Deck; Raditz Lv.1's "Raise Raditz' anger level one" (anger is the player's:
    // CRD 3.0.0 "Advancing your Main Personality", "Anger": "Whenever a player has 5 or more
    // anger").
    (
        "take your top two discards and place them at the bottom of your life deck",
        "place the top 2 cards of your discard pile at the bottom of your life deck",
    ),
    (
        "take 1 card from the discard pile and place it at the bottom of your life deck",
        "place a card from your discard pile at the bottom of your life deck",
    ),
    (
        "draws an extra card from the bottom of the discard pile for this combat",
        "draw the bottom card of your discard pile",
    ),
    (
        "draws the bottom two cards from the discardpile to use in this combat",
        "draw the bottom 2 cards of your discard pile",
    ),
    ("raise raditz' anger level one", "raise your anger 1 level"),
    ("  ", " "),
];

/// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS: &[&str] = &[
    "lv", "lvl", "mr", "mrs", "dr", "vs", "no", "st", "jr", "etc", "ft",
];

/// Splits a card text into sentences as printed (trimmed, final punctuation kept).
pub fn split(text: &str) -> Vec<String> {
    let text = clean(text);
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    let mut depth: i32 = 0;
    let mut quoted = false;
    // The bracket depth a quotation mark opened at: a quote left open inside brackets ends
    // with them ("(Trunks Energy Sphere" cannot be used to stop this card.)", Losing Battle's
    // CRD rewrite, printed with no opening mark).
    let mut quoted_at: i32 = 0;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A numbered power box's header ("(Power 2:)", "(Power 1: Constant Combat Power)",
        // "(Power 1):") is a sentence of its own, wherever it stands
        // (`personality_powers::power_boxes`).
        if c == '(' && depth == 0 && !quoted {
            if let Some(end) = power_box_header_end(&chars, i) {
                push(&mut out, &chars[start..i].iter().collect::<String>());
                push(&mut out, &chars[i..end].iter().collect::<String>());
                start = end;
                i = end;
                continue;
            }
        }
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth = (depth - 1).max(0);
                if quoted && depth < quoted_at {
                    quoted = false;
                }
            }
            '"' => {
                quoted = !quoted;
                quoted_at = depth;
                // A quotation that ends with its own full stop ends the sentence too when a
                // capitalised sentence follows: Saiyan Style Mastery's 'All of your Saiyan Style
                // attacks gain "Raise your anger 1 level. Gain 3 power stages." During the
                // Rejuvenation Step, ...' is two sentences.
                if !quoted && depth == 0 && i >= 1 && matches!(chars[i - 1], '.' | '!') {
                    let next = (i + 1..chars.len()).find(|&k| !chars[k].is_whitespace());
                    if next.is_some_and(|k| k > i + 1 && chars[k].is_uppercase()) {
                        let s: String = chars[start..=i].iter().collect();
                        push(&mut out, &s);
                        start = i + 1;
                        i += 1;
                        continue;
                    }
                }
            }
            _ => {}
        }
        let ends = matches!(c, '.' | '!' | '?') && depth == 0 && !quoted;
        if ends {
            // The sentence may end after closing quotes/brackets.
            let mut j = i + 1;
            while j < chars.len() && matches!(chars[j], '"' | ')' | ']') {
                j += 1;
            }
            // "... in your Life Deck.Physical attack.": a missing space after a full stop before
            // a capitalised word of at least two letters (not "Lv.1", not "Mr.Popo"-style names
            // of one letter) still ends the sentence.
            let glued = j < chars.len()
                && j == i + 1
                && chars[j].is_uppercase()
                && chars.get(j + 1).is_some_and(|c| c.is_lowercase())
                && i >= 2
                && chars[i - 1].is_lowercase()
                && chars[i - 2].is_lowercase();
            let next_starts = j >= chars.len()
                || glued
                || (chars[j].is_whitespace() && {
                    let k = (j..chars.len()).find(|&k| !chars[k].is_whitespace());
                    k.is_none_or(|k| {
                        chars[k].is_uppercase()
                            || matches!(chars[k], '"' | '(' | '[' | '+')
                            || chars[k].is_ascii_digit()
                            // "... damage. if "The Car" is in play, ..." (Android 17, the
                            // Leader Lv.2): a condition printed in lower case.
                            || chars[k..].starts_with(&['i', 'f', ' '])
                    })
                });
            let word: String = chars[start..i]
                .iter()
                .rev()
                .take_while(|c| c.is_alphanumeric())
                .collect::<String>()
                .chars()
                .rev()
                .collect::<String>()
                .to_lowercase();
            let abbreviation = ABBREVIATIONS.contains(&word.as_str()) && j < chars.len();
            if next_starts && !abbreviation {
                let s: String = chars[start..j].iter().collect();
                push(&mut out, &s);
                start = j;
                i = j;
                continue;
            }
        }
        // A parenthesised sentence ending a clause: "(Tuff Enuff only) Physical attack ...".
        if c == ')' && depth == 0 && !quoted {
            let inner: String = chars[start..=i].iter().collect();
            let t = inner.trim();
            let next_upper = chars[i + 1..]
                .iter()
                .find(|c| !c.is_whitespace())
                .is_some_and(|c| c.is_uppercase());
            if t.starts_with('(') && (t.to_lowercase().ends_with("only)") || next_upper) {
                push(&mut out, t);
                start = i + 1;
            }
        }
        i += 1;
    }
    let rest: String = chars[start.min(chars.len())..].iter().collect();
    push(&mut out, &rest);
    out
}

/// The end (exclusive) of a "(Power N...)" header opening at `i`, an immediately following
/// colon included.
fn power_box_header_end(chars: &[char], i: usize) -> Option<usize> {
    let head: String = chars.get(i..i + 7)?.iter().collect();
    if !head.eq_ignore_ascii_case("(power ") {
        return None;
    }
    if !chars.get(i + 7).is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    let close = (i + 8..chars.len()).find(|&k| chars[k] == ')')?;
    let inner: String = chars[i + 8..close].iter().collect();
    let inner = inner.trim().trim_start_matches(':').trim();
    if !(inner.is_empty() || inner.eq_ignore_ascii_case("constant combat power")) {
        return None;
    }
    let mut end = close + 1;
    if chars.get(end) == Some(&':') {
        end += 1;
    }
    Some(end)
}

fn push(out: &mut Vec<String>, s: &str) {
    let t = s.trim();
    if !t.is_empty() && t.chars().any(|c| c.is_alphanumeric()) {
        out.push(t.to_string());
    }
}

/// Straight quotes and apostrophes, single spaces.
fn clean(text: &str) -> String {
    let t: String = text
        .chars()
        .map(|c| match c {
            '\u{201c}' | '\u{201d}' | '\u{201e}' => '"',
            '\u{2018}' | '\u{2019}' | '`' => '\'',
            '\u{2013}' | '\u{2014}' => '-',
            c if c.is_whitespace() => ' ',
            c => c,
        })
        .collect();
    t.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The normalised form of a sentence the patterns match.
pub fn key(sentence: &str) -> String {
    let mut s = clean(sentence).to_lowercase();
    super::misprints::correct(&mut s);
    for (from, to) in REWRITES {
        if s.contains(from) {
            s = s.replace(from, to);
        }
    }
    let mut s = s.trim().to_string();
    loop {
        let before = s.len();
        s = s.trim_end_matches(['.', '!', ' ']).to_string();
        // A sentence wrapped whole in parentheses or quotes.
        for (open, close) in [('(', ')'), ('"', '"'), ('[', ']')] {
            if s.starts_with(open)
                && s.ends_with(close)
                && s.len() >= 2
                && balanced(&s[1..s.len() - 1], open, close)
            {
                s = s[1..s.len() - 1].trim().to_string();
            }
        }
        if s.len() == before {
            break;
        }
    }
    s
}

fn balanced(inner: &str, open: char, close: char) -> bool {
    if open == close {
        return !inner.contains(open);
    }
    let mut d = 0i32;
    for c in inner.chars() {
        if c == open {
            d += 1;
        } else if c == close {
            d -= 1;
            if d < 0 {
                return false;
            }
        }
    }
    d == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Piccolo, Enraged Lv.4 (Trunks Saga #153): "When Nail or Dende are anywhere in in play, all
    /// of your physical attacks do +1 power stage of damage": the modifier under either of them
    /// in play, in the Constant Combat Power box (CRD 3.0.0 Battle Sequence step 10).
    #[test]
    fn piccolo_enraged_nail_or_dende_in_play() {
        use crate::engine::compile::{compile_for, Coverage};
        use crate::engine::effects::{AttackKind, Condition, Effect};
        let c = compile_for("(Constant Combat Power) When Nail or Dende are anywhere in in play, all of your physical attacks do +1 power stage of damage.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Some(Effect::Conditional(k)) = c.effects.last() else {
            panic!("{c:#?}");
        };
        assert_eq!(
            k.condition,
            Condition::AnyInPlay(vec!["Nail".into(), "Dende".into()])
        );
        assert!(matches!(&k.effects[..], [Effect::Modify(m)]
            if m.power_stages == 1 && m.kinds == vec![AttackKind::Physical]));
    }

    /// The Saiyan Saga's personality powers in their old wordings (Saiyan Saga #162, #169, #183
    /// and its promos, Frieza Saga #117) read in full as the attacks and pile moves they describe
    /// (CRD 3.0.0 "Using Personality Powers to attack"); a named energy attack that states no
    /// damage stays with the judge (`attack::named_attacks`).
    #[test]
    fn saiyan_saga_power_wordings() {
        use crate::engine::compile::{compile_for, Coverage};
        use crate::engine::effects::{AttackKind, Effect};
        for (printed, kind, cost) in [
            ("Special Energy Beam Cannon: This energy blast only takes 1 power stage to use and does 2 life card draws of damage.", AttackKind::Energy, Some(1)),
            ("Saiyan Throat Strike does five stages of physical damage.", AttackKind::Physical, None),
        ] {
            let c = compile_for(printed, false);
            assert_eq!(c.coverage, Coverage::Full, "{printed}: {c:#?}");
            assert!(
                matches!(c.effects.first(), Some(Effect::Attack(a)) if a.kind == kind),
                "{printed}: {c:#?}"
            );
            let paid = c.effects.iter().find_map(|e| match e {
                Effect::Cost(k) => Some(k.power_stages),
                _ => None,
            });
            assert_eq!(paid, cost, "{printed}: {c:#?}");
        }
        for printed in [
            "Spirit bomb energy attack, cost 1 stage to do.",
            "Power Blast Energy Attack costs 1 power stage to perform.",
        ] {
            assert_eq!(
                compile_for(printed, false).coverage,
                Coverage::Manual,
                "{printed}"
            );
        }
        let beam = compile_for("Special Energy Beam Cannon: This energy blast only takes 1 power stage to use and does 2 life card draws of damage.", false);
        assert!(matches!(beam.effects.first(), Some(Effect::Attack(a))
            if a.damage.is_some_and(|d| d.life_cards == 2 && d.power_stages == 0)));
        let strike = compile_for(
            "Saiyan Throat Strike does five stages of physical damage.",
            false,
        );
        assert!(matches!(strike.effects.first(), Some(Effect::Attack(a))
            if a.damage.is_some_and(|d| d.power_stages == 5 && d.life_cards == 0)));
        for printed in [
            "Take your top two discards and place them at the bottom of your life deck.",
            "Take 1 card from the discard pile and place it at the bottom of your life deck.",
            "Draws an extra card from the bottom of the discard pile for this combat.",
            "Draws the bottom two cards from the discardpile to use in this combat.",
            "Raise Raditz' anger level one.",
        ] {
            let c = compile_for(printed, false);
            assert_eq!(c.coverage, Coverage::Full, "{printed}: {c:#?}");
        }
        assert_eq!(
            key("Raise Raditz' anger level one."),
            "raise your anger 1 level"
        );
        assert_eq!(
            key("Take your top two discards and place them at the bottom of your life deck."),
            "place the top 2 cards of your discard pile at the bottom of your life deck"
        );
    }

    #[test]
    fn splits_on_sentence_ends_only() {
        assert_eq!(
            split("Physical attack. Raise card user's anger level 1."),
            vec!["Physical attack.", "Raise card user's anger level 1."]
        );
        assert_eq!(
            split("Goku Lv.1 only. Draw a card."),
            vec!["Goku Lv.1 only.", "Draw a card."]
        );
        assert_eq!(
            split("All of your energy attacks cost 1 power stage for you to perform (after all modifiers from other cards/effects)."),
            vec!["All of your energy attacks cost 1 power stage for you to perform (after all modifiers from other cards/effects)."]
        );
        // Android 17, the Leader Lv.2 (Cell Saga #180): a condition printed in lower case.
        assert_eq!(
            split("Physical attack doing +4 power stages of damage. if \"The Car\" is in play, this attack does +6 power stages of damage instead."),
            vec![
                "Physical attack doing +4 power stages of damage.",
                "if \"The Car\" is in play, this attack does +6 power stages of damage instead."
            ]
        );
        assert_eq!(
            split("(Tuff Enuff only) Physical attack doing +2 power stages of damage."),
            vec![
                "(Tuff Enuff only)",
                "Physical attack doing +2 power stages of damage."
            ]
        );
        // Saiyan Style Mastery (Majin Buu Saga #146): a quotation ending with its own full stop
        // ends the sentence when a capitalised one follows; one followed by more of the same
        // sentence ("... gain "..." for the remainder of Combat.") does not.
        assert_eq!(
            split("All of your Saiyan Style attacks gain \"Raise your anger 1 level. Gain 3 power stages.\" During the Rejuvenation Step, raise your anger 2 levels."),
            vec![
                "All of your Saiyan Style attacks gain \"Raise your anger 1 level. Gain 3 power stages.\"",
                "During the Rejuvenation Step, raise your anger 2 levels."
            ]
        );
        assert_eq!(
            split("Your attacks gain \"If successful, draw a card.\" for the remainder of Combat."),
            vec!["Your attacks gain \"If successful, draw a card.\" for the remainder of Combat."]
        );
    }

    #[test]
    fn keys_are_normalised() {
        assert_eq!(
            key("Physical attack doing 5 life card draws if succesful."),
            "physical attack doing 5 life cards of damage if successful"
        );
        assert_eq!(key("(Tuff Enuff only)"), "tuff enuff only");
        assert_eq!(
            key("If performed against a \"Majin\", this is a focused attack."),
            "if performed against a majin, this is a focused attack"
        );
        assert_eq!(
            key("Costs 0 power stags to perform."),
            "costs 0 power stages to perform"
        );
        assert_eq!(
            key("Choose a ard from your discard pile and shuffle it into your Life Deck."),
            "choose a card from your discard pile and shuffle it into your life deck"
        );
        assert_eq!(
            key("Stops all energy attacks for the rest of this Combat."),
            "stops all energy attacks for the remainder of combat"
        );
    }
}
