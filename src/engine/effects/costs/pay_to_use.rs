//! Pattern rows: a cost paid to use an effect, and the requirement to be able to pay it (CRD
//! 3.0.0 "Card Costs", "The Difference Between “Costs” and “Requirements”"). "Pay 5 power stages
//! to search ..." (Android 20 Lv.1 as its CRD ruling rewrites it) is the stated cost, paid at
//! Battle Sequence step 2, then the rest; "You must be able to pay 5 power stages to use this
//! effect" is a requirement checked when the card or power is used ([`Condition::CanPayStages`]).

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::{Condition, Cost, Effect};

/// The requirement's words, as a card or a ruling prints them (the ruling's own sentence is
/// read by `compile::ruling_restrictions` with [`able_to_pay`]).
const ABLE_TO_PAY: &str = r"you must be able to pay (?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten) power stages? (?:in order )?to (?:use|play|perform) this (?:effect|power|card|attack)";

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "able-to-pay-stages",
        pattern: ABLE_TO_PAY,
        build: |c| one(Effect::Requires(Condition::CanPayStages(c.n("n")?))),
    },
    Pattern {
        name: "pay-stages-to",
        pattern: r"pay {n} power stages? to (?P<x>.+)",
        build: |c| {
            let mut pieces = vec![Piece::Effect(Effect::Cost(Cost {
                power_stages: c.n("n")?,
                ..Cost::default()
            }))];
            // The rest compiles to plain effects, or the sentence stays with the judge whole
            // (a cost paid for nothing the engine does would be a guess).
            let rest = crate::engine::effects::choices::optional::effects_of(c.s("x"))?;
            pieces.extend(rest.into_iter().map(Piece::Effect));
            Some(pieces)
        },
    },
];

/// The number of power stages a ruling's sentence says the player "must be able to pay" to use
/// the card, and the sentence as the ruling prints it.
pub fn able_to_pay(ruling_text: &str) -> Option<(u32, String)> {
    use std::sync::OnceLock;
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        regex::Regex::new(&format!("(?i){ABLE_TO_PAY}\\.?")).expect("a valid pattern")
    });
    let m = re.captures(ruling_text)?;
    let n = crate::engine::compile::patterns::number(m.name("n")?.as_str())?;
    Some((n, m.get(0)?.as_str().to_string()))
}

#[cfg(test)]
mod tests {
    use super::able_to_pay;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AllyStage, Condition, Cost, Destination, Effect, SearchIn};

    /// CRD 3.0.0 Specific Card Clarifications, Android 20 Lv.1: the cost, then the search whose
    /// card is placed in play at 5 power stages above 0.
    #[test]
    fn android_20_lv1_pays_then_searches_into_play() {
        let c = compile_text("Pay 5 power stages to search your Life Deck or discard pile for any 1 personality with \"Android\" in the card title. Place the chosen personality card in play at 5 power stages above 0.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects[0],
            Effect::Cost(Cost {
                power_stages: 5,
                ..Cost::default()
            })
        );
        let Some(Effect::Search(s)) = c.effects.get(1) else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(s.from, SearchIn::LifeDeckOrDiscardPile, "{s:?}");
        assert_eq!(s.count, 1);
        assert_eq!(s.to, Destination::Play, "{s:?}");
        assert_eq!(s.ally_stage, Some(AllyStage::Stages(5)), "{s:?}");
    }

    /// CRD 3.0.0 "Card Costs": a requirement to be able to pay, in a card's own text.
    #[test]
    fn must_be_able_to_pay_is_a_requirement() {
        let c = compile_text("You must be able to pay 3 power stages to use this card.");
        assert_eq!(
            c.effects,
            vec![Effect::Requires(Condition::CanPayStages(3))]
        );
    }

    /// The sentence of Android 20 Lv.1's CRD 3.0.0 ruling outside its quote.
    #[test]
    fn the_rulings_own_sentence_is_read() {
        let (n, s) = able_to_pay("Treat his power as if it read, “Pay 5 power stages to search ...” You must be able to pay 5 power stages to use this effect.").expect("read");
        assert_eq!(n, 5);
        assert_eq!(
            s,
            "You must be able to pay 5 power stages to use this effect."
        );
    }
}
