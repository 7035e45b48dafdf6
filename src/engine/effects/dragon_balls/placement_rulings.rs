//! Dragon Balls read from their CRD rulings (CRD 3.0.0 "Specific Card Clarifications"): a ruling
//! that says what a Dragon Ball does "When this card is placed in play, ..." is the text the
//! engine reads, with the ruling's sentences on its power to end or skip Combat and the printed
//! sentences the ruling does not restate; the rows here compile the ruling's own sentences, and
//! a card's removal of every Dragon Ball of a set (Kami Fades).

use crate::corpus::{Card, Corpus};
use crate::engine::compile::patterns::{change, one, Pattern, Piece};
use crate::engine::compile::sentences::split;
use crate::engine::effects::{Effect, Who};

/// How such a ruling opens: the effects a Dragon Ball has when it is played ("When you play a
/// Dragon Ball, you immediately use its effects", CRD 3.0.0 "Dragon Balls").
const PLACED: &str = "when this card is placed in play, ";

/// The subjects a ruling restates: a printed sentence that names one the ruling also names is
/// read from the ruling ("Your anger level increases 2." against "increase your Main
/// Personality's anger 2 levels"; "Play this card during combat to end the battle." against
/// "... in place of an attack, to end Combat").
const SUBJECTS: &[&[&str]] = &[&["anger"], &["combat", "battle"]];

/// The text a Dragon Ball the pool gives only printed is read from, and the ruling it comes
/// from: the first of its rulings (the newest CRD first, as the pool lists them) that opens
/// "When this card is placed in play, ...". `None` for other cards.
pub fn ruling_text(card: &Card, corpus: &Corpus) -> Option<(String, String)> {
    if !card.card_type.eq_ignore_ascii_case("Dragon Ball") || card.current_text_source.is_some() {
        return None;
    }
    card.rulings.iter().find_map(|id| {
        let r = corpus.ruling(id)?;
        let text = r.text.trim();
        let rest = text
            .get(..PLACED.len())
            .filter(|h| h.eq_ignore_ascii_case(PLACED))
            .map(|_| &text[PLACED.len()..])?;
        Some((read_with(&card.current_text, rest), r.id.clone()))
    })
}

/// The ruling's sentences (the first without its opening), then the printed sentences on no
/// subject the ruling names.
fn read_with(printed: &str, ruling: &str) -> String {
    let ruling_words = ruling.to_lowercase();
    let restated = |s: &str| {
        let s = s.to_lowercase();
        SUBJECTS.iter().any(|words| {
            words.iter().any(|w| s.contains(w)) && words.iter().any(|w| ruling_words.contains(w))
        })
    };
    let mut sentences = split(ruling);
    if let Some(first) = sentences.first_mut() {
        let mut chars = first.chars();
        if let Some(c) = chars.next() {
            *first = c.to_uppercase().chain(chars).collect();
        }
    }
    // The ruling's effects when placed first, then what the printed text adds.
    let (placed, powers) = sentences.split_at(1.min(sentences.len()));
    placed
        .iter()
        .cloned()
        .chain(split(printed).into_iter().filter(|s| !restated(s)))
        .chain(powers.iter().cloned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The rows of the rulings' own sentences, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "remove-dragon-balls-of-a-set",
        // Kami Fades (Frieza Saga #113), as its CRD ruling rewrites it; Guru Fades (Trunks Saga
        // #116): "Remove all Namek dragon balls from play, and from all players life decks."
        pattern: r"remove all (?P<set>earth|namek|dende) dragon ?balls in play and in all life decks from the game || remove all (?P<set>earth|namek|dende) dragon ?balls from play,? and from all players'? life decks",
        build: |c| {
            one(Effect::RemoveDragonBallsOfSet(
                crate::engine::compile::patterns::title(c.s("set")),
            ))
        },
    },
    Pattern {
        name: "controlling-player-opponents-anger-lowered",
        // Earth Dragon Balls 6 and 7.
        pattern: r"all of the controlling player's opponents'? anger is lowered {n} {levels}",
        build: |c| one(Effect::Anger(change(Who::Opponent, -c.signed("n")?))),
    },
    Pattern {
        name: "dragon-ball-ends-combat-in-place-of-attack",
        // Earth Dragon Ball 7: placed in Combat in place of an attack, it ends Combat.
        pattern: r"the controlling player may place this card in play from his hand during combat,? in place of an attack,? to end combat",
        build: |_| one(Effect::EndCombat),
    },
    Pattern {
        name: "dragon-ball-non-combat-step-no-end",
        // Placed in the Non-Combat Step there is no Combat to end: said where it is played.
        pattern: r"if this card is placed in play during the controlling player's non-combat step,? that player does not get to end combat",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "dragon-ball-power-to-end-combat",
        // Earth Dragon Ball 6: a power kept in play, used when its player decides.
        pattern: r#"the power to end combat "?remains active"? until the controlling player decides to end combat"#,
        build: |_| one(Effect::DragonBallPower(vec![Effect::EndCombat])),
    },
    Pattern {
        name: "dragon-ball-power-at-that-time-highest-stage",
        // Earth Dragon Ball 6: what the power does besides, when it is used.
        pattern: r"at that time, the player who controls the dragon ball raises his main personality to its highest power stage",
        build: |_| {
            one(Effect::DragonBallPower(vec![Effect::HighestStage(
                Who::You,
            )]))
        },
    },
    Pattern {
        name: "skip-next-combat-forced-into",
        // Earth Dragon Ball 4.
        pattern: r#"the card's power to skip the next combat a player is forced into "?remains active"? until that player's opponent declares combat"#,
        build: |_| one(Effect::SkipNextCombatForcedInto),
    },
    Pattern {
        name: "skip-next-combat-how",
        // How the skip is done: read with `skip_next_combat_forced_into` at the Declare Step.
        pattern: r#"when combat is declared,? this effect skips combat immediately \(do not use "?when entering combat effects,?"?,? do not draw cards, do not take damage\)"#,
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "combat-power-does-not-stack",
        // The power is its controller's: one Dragon Ball, one skip.
        pattern: r"the player who controls [a-z0-9 .]+ controls the ability to (?:skip|end|stop) combat,? so if [a-z0-9 .]+ is captured back and forth between 2 players,? the ability to (?:skip|end|stop) combat does not stack",
        build: |_| Some(vec![Piece::Reminder]),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earth_dragon_ball_7_is_read_from_its_ruling_and_keeps_its_discard_pile_sentence() {
        let t = read_with(
            "Play this card during combat to end the battle. Pick 3 cards out of your discard pile and place them at the top of your life deck. All opponents' anger levels shift down 2.",
            "all of the controlling player's opponents' anger is lowered 2 levels. The controlling player may place this card in play from his hand during Combat, in place of an attack, to end Combat.",
        );
        assert_eq!(
            t,
            "All of the controlling player's opponents' anger is lowered 2 levels. Pick 3 cards out of your discard pile and place them at the top of your life deck. The controlling player may place this card in play from his hand during Combat, in place of an attack, to end Combat."
        );
    }
}
