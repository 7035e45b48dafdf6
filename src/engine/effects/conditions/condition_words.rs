//! A condition or requirement in words ("the player has at least 6 Drills in play"), for the
//! refusals and notes that cite CRD 3.0.0 "What Is a Requirement?": every [`Condition`] variant
//! is said in the judge's words, never as Rust debug text (`tests/it/condition_words.rs`).

use super::{Condition, PileCondition, Side};
use crate::engine::effects::{CardFilter, InPlayKind, Who, Whose};

/// A condition in words.
pub fn condition_words(c: &Condition) -> String {
    match c {
        Condition::TokuiWaza => "the player declared a Tokui-Waza".to_string(),
        Condition::PerformedBy(names) => format!("the card is used by {}", names.join(" or ")),
        Condition::InPlay(n) => format!("{n} is in play"),
        Condition::AllyInPlay(n) => format!("an Ally {n} is in play"),
        Condition::TokuiWazaAgainst(style) => format!(
            "the player declared a Tokui-Waza and the opponent declared a {style} Tokui-Waza"
        ),
        Condition::TokuiWazaOpponentNone => {
            "the player declared a Tokui-Waza and the opponent did not".to_string()
        }
        Condition::Against(n) => format!("the attack is performed against {}", a(n)),
        Condition::OpponentDeclared(style) => {
            format!("the opponent declared a {style} Tokui-Waza")
        }
        Condition::NoTokuiWaza => "the player did not declare a Tokui-Waza".to_string(),
        Condition::MainPersonalityIs(w) => {
            format!("{} Main Personality is {}", whose(w.player), a(&w.is))
        }
        Condition::HigherPowerRating(r) => format!(
            "{} has a higher power rating than {}",
            side(r.higher),
            side(r.lower)
        ),
        // "3 or higher" is read as the range 3 to the largest number.
        Condition::AngerBetween(r) if r.max == u32::MAX => {
            format!("{} anger level is {} or higher", whose(r.player), r.min)
        }
        Condition::AngerBetween(r) if r.min == r.max => {
            format!("{} anger level is {}", whose(r.player), r.min)
        }
        Condition::AngerBetween(r) => {
            format!("{} anger level is {} to {}", whose(r.player), r.min, r.max)
        }
        Condition::NoneInPlay(n) => format!(
            "{} no {} in play",
            has(n.player),
            match n.kind.as_str() {
                "drills" => "Drills",
                "battleground" => "Battleground",
                "non_combat" => "Non-Combat cards",
                _ => "Allies",
            }
        ),
        Condition::LevelAtLeast(l) => format!(
            "{} Main Personality is at level {} or above",
            whose(l.player),
            l.min
        ),
        Condition::AnyInPlay(names) => format!("{} is in play", names.join(" or ")),
        Condition::All(v) => joined(v, " and "),
        Condition::HighestRatingBelow(n) => {
            format!("the player's Main Personality's highest power rating is below {n}")
        }
        Condition::Any(v) => joined(v, " or "),
        Condition::OpponentPlayedCard => {
            "the opponent has used a Combat card earlier this Combat".to_string()
        }
        Condition::Not(c) => match c.as_ref() {
            Condition::PerformedByAlly => {
                "the card is used by a Main Personality in control of Combat, not an Ally"
                    .to_string()
            }
            // "If you have an Ally in play".
            Condition::NoneInPlay(n) => format!(
                "{} at least one {} in play",
                has(n.player),
                match n.kind.as_str() {
                    "drills" => "Drill",
                    "battleground" => "Battleground",
                    "non_combat" => "Non-Combat card",
                    _ => "Ally",
                }
            ),
            c => format!("not ({})", condition_words(c)),
        },
        Condition::PerformedByAlly => {
            "the card is used by an Ally in control of Combat".to_string()
        }
        Condition::AttackTitleHas(t) => {
            format!("the attack is performed with a card with \"{t}\" in its title")
        }
        Condition::AttackStyled(style) => {
            format!("the attack is performed with a {style} Style card")
        }
        Condition::FirstAttackOfKind(k) => {
            format!(
                "the attack is the first {} attack performed this Combat",
                k.word()
            )
        }
        Condition::AttackFocused => "the attack is Focused".to_string(),
        Condition::AttackOfKind(k) => format!(
            "the attack is {} {} attack",
            if k.word().starts_with('e') { "an" } else { "a" },
            k.word()
        ),
        Condition::ControllerDamaged => {
            "the personality in control of Combat received the attack's damage (not all of it redirected to an Ally)".to_string()
        }
        Condition::AttackNamed(t) => {
            format!("the attack is performed with a {t} Named card")
        }
        Condition::StagesBetween(r) => format!(
            "{} Main Personality is at {} to {} power stages above 0",
            whose(r.player),
            r.min,
            r.max
        ),
        Condition::InDiscardPile(n) => format!("{n} is in the player's discard pile"),
        Condition::LifeDeckAtMost(l) => {
            format!("{} Life Deck holds {} or fewer cards", whose(l.player), l.n)
        }
        Condition::MainPersonalityTitleHas(w) => format!(
            "{} Main Personality has \"{}\" in its title",
            whose(w.player),
            w.is
        ),
        Condition::PerformerTitleHas(t) => {
            format!("the personality in control of Combat has \"{t}\" in its title")
        }
        Condition::PerformerFromSet(set) => {
            format!("the personality in control of Combat has the {set} Subset Symbol")
        }
        Condition::OpponentHasAlly => "the opponent has an Ally in play".to_string(),
        Condition::LifeCardsFromOneAttack(n) => format!(
            "the player has taken {n} or more life cards of damage from 1 attack this Combat"
        ),
        Condition::LifeCardsSuffered(s) => format!(
            "the player has taken {} or more life cards of damage this Combat at {}",
            s.at_least,
            s.level
                .as_deref()
                .map_or("the power's personality level".to_string(), |l| format!(
                    "the {l} level"
                ))
        ),
        Condition::CanPayStages(n) => format!(
            "able to pay {n} power stage(s): the personality in control of Combat is at {n} or more power stages above 0"
        ),
        Condition::NoPowersUsedThisTurn => {
            "the personality whose power this is has used no other Personality Power this turn"
                .to_string()
        }
        Condition::HandStyleAtLeast(h) => format!(
            "at least {} cards in the player's hand are {} Style cards",
            h.n, h.style
        ),
        Condition::DragonBallsAtLeast(d) => format!(
            "{} {} or more Dragon Balls{} in play",
            controls(d.player),
            d.n,
            if d.same_set { " of the same set" } else { "" }
        ),
        Condition::YouDid => "the player did what the card's \"you may\" offers".to_string(),
        Condition::InPlayAtLeast(x) => format!(
            "{} at least {} {} in play",
            match x.whose {
                Whose::You => "the player has",
                Whose::Opponent => "the opponent has",
                Whose::Any => "there are",
            },
            x.n,
            kinds(&x.cards)
        ),
        Condition::Piles(p) => piles(p),
        Condition::YouDeclared(style) => format!("the player declared a {style} Tokui-Waza"),
        Condition::RatingTimes(r) => format!(
            "{}'s power rating is at least {} times {}'s",
            side(r.higher),
            r.times,
            side(r.lower)
        ),
        Condition::SuccessfulThisCombat => {
            "one of the player's attacks has been successful this Combat".to_string()
        }
        Condition::PerformerRatingBelow(n) => {
            format!("the personality in control of Combat has a power rating below {n}")
        }
        Condition::HasInPlay(w) => format!("{} {} in play", has(w.player), w.is),
        Condition::PerformerAtZero => {
            "the personality performing the attack is at 0 power stages".to_string()
        }
        Condition::DefendingInCombat => {
            "the player is defending in this Combat (his opponent declared it)".to_string()
        }
        Condition::DragonBallNumberInPlay(n) => {
            format!("a Dragon Ball {n} from any Dragon Ball set is in play")
        }
    }
}

/// Conditions joined by a word.
fn joined(v: &[Condition], by: &str) -> String {
    v.iter().map(condition_words).collect::<Vec<_>>().join(by)
}

/// "a Hero", "a Majin", "Goku".
fn a(what: &str) -> String {
    if crate::engine::identity::group(what).is_some() {
        format!("a {what}")
    } else {
        what.to_string()
    }
}

fn whose(w: Who) -> &'static str {
    match w {
        Who::You => "the player's",
        Who::Opponent => "the opponent's",
    }
}

fn has(w: Who) -> &'static str {
    match w {
        Who::You => "the player has",
        Who::Opponent => "the opponent has",
    }
}

fn controls(w: Who) -> &'static str {
    match w {
        Who::You => "the player controls",
        Who::Opponent => "the opponent controls",
    }
}

/// The kinds of cards counted in play, in words ("Drills or Allies").
fn kinds(k: &[InPlayKind]) -> String {
    let word = |k: &InPlayKind| match k {
        InPlayKind::Ally => "Allies",
        InPlayKind::Drill => "Drills",
        InPlayKind::NonCombat => "Non-Combat cards",
        InPlayKind::NonDrill => "Non-Combat/Non-Drill cards",
        InPlayKind::Battleground => "Battlegrounds",
        InPlayKind::Location => "Locations",
        InPlayKind::Attached => "attached cards",
    };
    if k.is_empty() {
        return "cards".to_string();
    }
    k.iter().map(word).collect::<Vec<_>>().join(" or ")
}

/// A hand or discard pile condition in words.
fn piles(p: &PileCondition) -> String {
    match p {
        PileCondition::DiscardEnd(d) => format!(
            "the {} card of {} discard pile is {}",
            if d.top { "top" } else { "bottom" },
            whose(d.player),
            filter(&d.filter)
        ),
        PileCondition::DiscardEmpty(w) => format!("{} no cards in the discard pile", has(*w)),
        PileCondition::DiscardLargerThanOpponents => {
            "the player has more cards in the discard pile than the opponent".to_string()
        }
        PileCondition::DiscardAtLeast(d) => format!(
            "{} at least {} card(s) in the discard pile",
            has(d.player),
            d.n
        ),
        PileCondition::OtherCardsInHand(n) => {
            format!("the player has at least {n} other card(s) in hand")
        }
        PileCondition::MovedCard(f) => {
            let what = crate::engine::filters::describe(f);
            let what = if what.contains("card") {
                what
            } else {
                format!("{what} card")
            };
            format!(
                "the card just moved is {}",
                crate::engine::filters::with_article(&what)
            )
        }
        PileCondition::PersonalitiesTitled(t) => format!(
            "the player has at least {} {} in play{}",
            t.n,
            if t.allies_only {
                "Allies"
            } else {
                "personalities"
            },
            if t.title_has.is_empty() {
                String::new()
            } else {
                format!(" with \"{}\" in the title", t.title_has)
            }
        ),
    }
}

/// Which cards a filter takes, in words ("a Saiyan Style card").
fn filter(f: &CardFilter) -> String {
    let mut words = vec!["a".to_string()];
    if let Some(s) = &f.style {
        words.push(format!("{s} Style"));
    }
    if f.types.is_empty() {
        words.push("card".to_string());
    } else {
        words.push(f.types.join(" or "));
    }
    if let Some(t) = &f.title {
        words.push(format!("titled \"{t}\""));
    }
    if let Some(t) = &f.title_has {
        words.push(format!("with \"{t}\" in the title"));
    }
    if let Some(t) = &f.text_has {
        words.push(format!("whose text says \"{t}\""));
    }
    words.join(" ")
}

/// A power-rating comparison's personality, in words.
fn side(s: Side) -> &'static str {
    match s {
        Side::YourController => "your personality in control of Combat",
        Side::YourMainPersonality => "your Main Personality",
        Side::OpponentController => "your opponent's personality in control of Combat",
        Side::OpponentMainPersonality => "your opponent's Main Personality",
    }
}
