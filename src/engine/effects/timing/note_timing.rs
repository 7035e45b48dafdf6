//! When a judge's sentence of a card in play is due: the timing words of a sentence the engine
//! does not read ("When entering Combat", "at the end of Combat", "whenever you perform") mapped
//! to the moment of Combat (or of the turn around it) they name, as data ([`TIMINGS`]); the
//! moment cites the CRD section defining it (`note_timing_resolve.rs` says the sentence there).

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use regex::Regex;

use crate::engine::citations::{self as c, Citation};
use crate::engine::ruleset::StepKind;

/// The moment a sentence's timing words name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// The Prepare Phase (step 0), once per Combat: "When entering Combat".
    Prepare,
    /// The step of each attack that does this (the ruleset's step, cited by its own section).
    Step(StepKind),
    /// Combat has ended (both players passed in a row), once.
    EndOfCombat,
    /// A step of the turn outside Combat, by its Sequence of Play number (the Combat Step is
    /// 5): said once, at the Prepare Phase for steps 1-4, at the end of Combat for 6-7.
    Turn(u32),
    /// After the turn, or a later turn ("at the end of your turn", "at the beginning of your
    /// next turn"): said once at the end of Combat, the turn ending after its last step.
    AfterTurn,
    /// No timing words: a constant effect of a Drill, read with the modifiers (step 10).
    Constant,
}

/// Whose role the card's controller must have when the moment comes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    /// Either player.
    Either,
    /// The card's controller is the attacker of the Attack Phase ("you perform").
    Attacking,
    /// The card's controller is the defender ("you are attacked", "as the defender").
    Defending,
}

/// One row: timing words (a regular expression over the lower-cased sentence) and the moment.
#[derive(Debug, Clone, Copy)]
pub struct NoteTiming {
    /// The timing words.
    pub phrase: &'static str,
    /// The moment they name.
    pub moment: Moment,
    /// Whose role they need.
    pub whose: Whose,
}

const fn row(phrase: &'static str, moment: Moment, whose: Whose) -> NoteTiming {
    NoteTiming {
        phrase,
        moment,
        whose,
    }
}

/// The timing phrases, tried in order (the first that occurs in the sentence wins).
pub const TIMINGS: &[NoteTiming] = &[
    // CRD "Phase 1: The Prepare Phase": the attacker's half, then the defender's.
    row(
        r"when(?:ever)? (?:entering|you enter) combat as (?:the|a|an) attacker",
        Moment::Prepare,
        Whose::Attacking,
    ),
    row(
        r"when(?:ever)? (?:entering|you enter) combat as (?:the|a|an) defender",
        Moment::Prepare,
        Whose::Defending,
    ),
    row(
        r"when(?:ever)? (?:entering|you enter) (?:any )?combat|at the beginning of (?:each |every )?combat|when starting a battle",
        Moment::Prepare,
        Whose::Either,
    ),
    // CRD "Phase 2: The Attack Phases": Combat ends when both players pass in a row.
    row(
        r"at the end of (?:the )?combat|when combat ends|after combat",
        Moment::EndOfCombat,
        Whose::Either,
    ),
    // CRD "The Sequence of Play for One Complete Turn".
    row(
        r"at the beginning of [a-z' ]*next turn|at the end of (?:your|the|each|his|every|this) turn",
        Moment::AfterTurn,
        Whose::Either,
    ),
    row(r"draw step", Moment::Turn(1), Whose::Either),
    row(r"non-combat step", Moment::Turn(2), Whose::Either),
    row(r"power[- ]up step", Moment::Turn(3), Whose::Either),
    row(r"declare step", Moment::Turn(4), Whose::Either),
    row(r"discard step", Moment::Turn(6), Whose::Either),
    row(r"rejuvenation step", Moment::Turn(7), Whose::Either),
    row(
        r"at the beginning of [a-z' ]*turns?\b",
        Moment::Turn(1),
        Whose::Either,
    ),
    // Battle Sequence step 15 (CRD 3.0.0): "If successful" effects.
    row(
        r"(?:whenever|when|after) you perform a successful",
        Moment::Step(StepKind::AttackerIfSuccessful),
        Whose::Attacking,
    ),
    row(
        r"after (?:a|each|every) successful",
        Moment::Step(StepKind::AttackerIfSuccessful),
        Whose::Either,
    ),
    // Step 5: the defender defends (a stop).
    row(
        r"(?:after|when|whenever) you stop an? |(?:when|whenever) one of your [a-z' ]+ stops an? ",
        Moment::Step(StepKind::Defend),
        Whose::Defending,
    ),
    // Step 13: life cards of damage are dealt.
    row(
        r"after (?:taking|you take) damage|after damage",
        Moment::Step(StepKind::LifeCardDamage),
        Whose::Either,
    ),
    // Step 16: the attack's card is put away; the attack is over.
    row(
        r"after (?:you perform|performing) an? |after an? [a-z ]*attack you perform",
        Moment::Step(StepKind::Dispose),
        Whose::Attacking,
    ),
    row(
        r"after (?:you are|being) attacked",
        Moment::Step(StepKind::Dispose),
        Whose::Defending,
    ),
    // Step 1: the attacker performs an attack.
    row(
        r"when(?:ever)? you perform|when(?:ever)? you make an? [a-z ]*attack",
        Moment::Step(StepKind::Declare),
        Whose::Attacking,
    ),
    row(
        r"when(?:ever)? you are attacked|when(?:ever)? your opponent performs|performed against you",
        Moment::Step(StepKind::Declare),
        Whose::Defending,
    ),
    // Step 2: the attacker pays costs. A standing change to what attacks cost ("all energy
    // attacks cost +1 power stage for this opponent to perform", Red Evasion Drill, whose text
    // the engine cannot read) is due where the cost is paid, not with the damage modifiers.
    row(
        r"\bcosts? \+?\d+ (?:more |less )?(?:power stages?|life cards?)\b[a-z ,']* to perform",
        Moment::Step(StepKind::PayCosts),
        Whose::Either,
    ),
];

/// The row whose timing words occur in `sentence`, if any.
///
/// The answer for a sentence never changes, and the battle asks it for the same few sentences
/// of the cards in play at every step, so each thread keeps the row found for each sentence it
/// has read (`TIMING_SEEN`); the rows are tried only the first time.
pub fn timing_of(sentence: &str) -> Option<&'static NoteTiming> {
    thread_local! {
        static TIMING_SEEN: RefCell<HashMap<Box<str>, Option<usize>, BuildHasherDefault<WordHasher>>> =
            RefCell::new(HashMap::default());
    }
    let row = TIMING_SEEN.with(|seen| {
        if let Some(row) = seen.borrow().get(sentence) {
            return *row;
        }
        let row = timing_row(sentence);
        seen.borrow_mut().insert(sentence.into(), row);
        row
    });
    row.and_then(|i| TIMINGS.get(i))
}

/// A small fast hash for [`timing_of`]'s sentences (kept in memory, never shown, so it needs no
/// resistance to chosen keys): eight bytes at a time, multiplied and rotated.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            self.add(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.add(u64::from(b));
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.add(u64::from(b));
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The index in [`TIMINGS`] of the first row whose timing words occur in `sentence`.
fn timing_row(sentence: &str) -> Option<usize> {
    static RES: OnceLock<Vec<Option<Regex>>> = OnceLock::new();
    let res = RES.get_or_init(|| TIMINGS.iter().map(|t| Regex::new(t.phrase).ok()).collect());
    let lower = sentence.to_lowercase();
    res.iter()
        .position(|re| re.as_ref().is_some_and(|re| re.is_match(&lower)))
}

/// `sentence.to_lowercase().starts_with(word)` for a lower-case ASCII `word`, without lowering
/// the whole sentence when its opening is ASCII.
fn opens_with(sentence: &str, word: &str) -> bool {
    match sentence.as_bytes().get(..word.len()) {
        Some(head) if head.is_ascii() => head.eq_ignore_ascii_case(word.as_bytes()),
        _ => sentence.to_lowercase().starts_with(word),
    }
}

/// How a sentence that goes on with the one before it begins (lower case): the rest of a timed
/// effect ("You may place both cards ...", "Reduce all of ..."), not a rule of its own ("All of
/// your attacks do ...").
pub const CONTINUATIONS: &[&str] = &[
    "you may ",
    "then ",
    "if you do",
    "if so",
    "otherwise",
    "place ",
    "put ",
    "shuffle ",
    "draw ",
    "discard ",
    "search ",
    "look ",
    "remove ",
    "reduce ",
    "raise ",
    "lower ",
    "choose ",
    "name ",
    "return ",
    "take ",
    "that ",
    "those ",
    "it ",
    "they ",
    "instead ",
];

/// How a sentence that says only when its card is used begins (lower case): "Use when entering
/// Combat as the defender.", "Use immediately after you take damage ...". Its effect is in the
/// untimed sentences after it, whatever their first word (the CRD rewrite of Raditz Honor Duel!:
/// "Instead of drawing 3 cards ...").
pub const USE_TIMING: &str = "use ";

/// The moments of a card's unread sentences, in text order (`None` for an effect the engine
/// reads, which ends a timed run): a sentence without timing words right after a timed one,
/// beginning as [`CONTINUATIONS`] says, goes on with that timing ("When entering Combat, look
/// at the top 2 cards of your Life Deck. You may place both cards ..."), and so does every
/// untimed sentence after a [`USE_TIMING`] sentence (it carries that use's effect); any other
/// is [`Moment::Constant`].
pub fn note_moments<'a>(manual: impl IntoIterator<Item = Option<&'a str>>) -> Vec<(Moment, Whose)> {
    let mut out = Vec::new();
    let mut previous: Option<(Moment, Whose)> = None;
    // The timed run began with a sentence saying only when the card is used.
    let mut use_run = false;
    for sentence in manual {
        let Some(s) = sentence else {
            previous = None;
            use_run = false;
            continue;
        };
        let own = timing_of(s).map(|t| (t.moment, t.whose));
        // Whether the sentence goes on with the timed one before it (read only when it has no
        // timing of its own and one came before).
        let goes_on = || use_run || CONTINUATIONS.iter().any(|w| opens_with(s, w));
        let timed = own.or(previous.filter(|_| goes_on()));
        if own.is_some() {
            use_run = opens_with(s, USE_TIMING);
        }
        if timed.is_none() {
            use_run = false;
        }
        let m = timed.unwrap_or((Moment::Constant, Whose::Either));
        previous = timed;
        out.push(m);
    }
    out
}

/// The CRD 3.0.0 section of a turn step (Sequence of Play), for [`Moment::Turn`].
pub fn turn_step_cite(n: u32) -> Citation {
    match n {
        1 => c::CRD_TURN_1,
        2 => c::CRD_TURN_2,
        3 => c::CRD_TURN_3,
        4 => c::CRD_TURN_4,
        6 => c::CRD_TURN_6,
        _ => c::CRD_TURN_7,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_phrase_compiles_and_names_its_moment() {
        for t in TIMINGS {
            assert!(Regex::new(t.phrase).is_ok(), "{}", t.phrase);
        }
        let m = |s: &str| timing_of(s).map(|t| (t.moment, t.whose));
        assert_eq!(
            m("When entering Combat, look at the top 2 cards of your Life Deck."),
            Some((Moment::Prepare, Whose::Either))
        );
        assert_eq!(
            m("When entering Combat as the defender, look at the top 5 cards."),
            Some((Moment::Prepare, Whose::Defending))
        );
        assert_eq!(
            m("At the end of Combat, draw 2 cards."),
            Some((Moment::EndOfCombat, Whose::Either))
        );
        assert_eq!(
            m("Whenever you perform a successful attack, draw 1 card."),
            Some((
                Moment::Step(StepKind::AttackerIfSuccessful),
                Whose::Attacking
            ))
        );
        assert_eq!(
            m("When you perform an Orange style attack, it does +1 life card."),
            Some((Moment::Step(StepKind::Declare), Whose::Attacking))
        );
        assert_eq!(
            m("At the beginning of each discard step, discard 1 card."),
            Some((Moment::Turn(6), Whose::Either))
        );
        assert_eq!(m("Your attacks do +1 life card of damage."), None);
        // Grand Kai's Palace (a Location): a stop by one of "your" personalities, step 5.
        assert_eq!(
            m("When one of your Celestial Fighters stops an attack with a card that removes itself from the game after use, you may place that card at the bottom of your Life Deck instead of removing it from the game."),
            Some((Moment::Step(StepKind::Defend), Whose::Defending))
        );
    }

    #[test]
    fn an_untimed_sentence_goes_on_with_the_timed_one_before_it() {
        let moments = note_moments([
            Some("When entering Combat, look at the top 2 cards of your Life Deck."),
            Some("You may place both cards either on top or on the bottom."),
            Some("All of your attacks do +1 power stages of damage."),
            None,
            Some("Your attacks do +1 life card of damage."),
        ]);
        assert_eq!(
            moments,
            vec![
                (Moment::Prepare, Whose::Either),
                (Moment::Prepare, Whose::Either),
                (Moment::Constant, Whose::Either),
                (Moment::Constant, Whose::Either),
            ]
        );
    }

    #[test]
    fn the_sentences_after_a_use_timing_carry_its_effect() {
        // Raditz Honor Duel! as the CRD rewrites it (crd-3.0.0/specific-card-clarifications-
        // errata-rulings/raditz-honor-duel); its last sentence is read by the engine.
        let moments = note_moments([
            Some("Use when entering Combat as the defender."),
            Some("Instead of drawing 3 cards from your life deck, draw the bottom 3 cards from your discard pile."),
            None,
        ]);
        assert_eq!(moments, vec![(Moment::Prepare, Whose::Defending); 2]);
    }
}
