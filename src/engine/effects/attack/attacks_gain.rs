//! Pattern rows: `attack::attacks_gain` — text the card user's later attacks of the Combat
//! gain (CRD 3.0.0 "Gaining Text": the text is added to the end of the attack's text box and
//! resolved in order; "Secondary Effects"):
//!
//! - "your attacks gain "<secondary effect>" for the remainder of Combat" (Black Personal
//!   Smack): an [`Effect::AttacksFloating`] whose gained text is read by the against_alignment
//!   module's reader (anger, power stages, a draw, or alternatives of them chosen on the action
//!   of each attack that gains them: "Raise either you or your opponent's anger 1 level" is the
//!   `attack::attack_text`'s either-anger row);
//! - "Whenever you gain anger this Combat, all of your attacks do +1 life cards of damage for
//!   each anger level gained to a maximum of 5 for the remainder of Combat" (Anger Management):
//!   an [`Effect::AttacksFloatingPer`] over [`Count::AngerGained`], counted from the moment the
//!   card is played (its CRD ruling: anger gained before does not count);
//! - "The next attack you perform this Combat gains "Draw a card."": an [`Effect::NextAttack`]
//!   with the text gained;
//! - "If you declared a Tokui-Waza, then any physical attacks Piccolo performs that cannot stay
//!   on the table to be used again this combat gain "This card stays on the table to be used 1
//!   more time this combat. ..."" (Piccolo's Multiform): a conditional
//!   [`Effect::AttacksFloating`] for those attacks ([`AttackFilter::cannot_stay`]). The card
//!   states no other duration; the attacks it names are those of this Combat, the one Combat
//!   the engine resolves.
//!
//! Every row is anchored to the whole clause; gained text that does not read fully returns
//! `None` and the sentence stays with the judge.

use crate::engine::compile::patterns::{kinds, one, title, Caps, Pattern, Piece};
use crate::engine::effects::{
    AttackFilter, AttackRule, AttacksPer, Conditional, Count, Effect, NextAttack, PerCount, Scope,
    Who,
};

/// The duration is stated exactly once.
fn once(c: &Caps<'_>) -> bool {
    c.has("pre") != c.has("post")
}

/// Effects a quoted text compiles to, fully, each passing `ok`. The quoted text is already a
/// normalised (lower-case) key: its sentences end at ". ".
fn quoted(q: &str, ok: fn(&Effect) -> bool) -> Option<Vec<Effect>> {
    let mut out = Vec::new();
    for s in q.split(". ").map(|s| s.trim().trim_end_matches('.')) {
        if s.is_empty() {
            continue;
        }
        let c = crate::engine::compile::compile_text(s);
        if c.coverage != crate::engine::compile::Coverage::Full || c.effects.is_empty() {
            return None;
        }
        out.extend(c.effects);
    }
    (!out.is_empty() && out.iter().all(ok)).then_some(out)
}

/// The trailing sentence after a quoted text, compiled fully.
fn rest(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let rest = c.s("rest").trim_start_matches('.').trim();
    if rest.is_empty() {
        return Some(Vec::new());
    }
    let r = crate::engine::compile::compile_text(rest);
    (r.coverage == crate::engine::compile::Coverage::Full && !r.effects.is_empty())
        .then(|| r.effects.into_iter().map(Piece::Effect).collect())
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "attacks-gain-secondary-text",
        pattern: r#"(?P<pre>for the remainder of combat,? )?(?P<subject>(?:all |any )?(?:of )?your (?:(?:physical|energy) )?attacks) gain "(?P<q>[^"]+)"(?P<post>,? for the remainder of combat)?"#,
        build: |c| {
            if !once(c) {
                return None;
            }
            let mut rule = AttackRule {
                attacks: crate::engine::effects::lasting::floating::attack_filter(c.s("subject"))?,
                ..AttackRule::default()
            };
            crate::engine::effects::lasting::against_alignment::gained(c.s("q"), &mut rule)?;
            one(Effect::AttacksFloating(rule))
        },
    },
    Pattern {
        name: "attacks-gain-per-anger-gained",
        pattern: r"whenever you gain anger this combat, (?P<subject>all (?:of )?your attacks) do \+1 life cards? of damage for each anger level gained to a maximum of {n}(?: life cards?)? for the remainder of combat",
        build: |c| {
            let attacks = crate::engine::effects::lasting::floating::attack_filter(c.s("subject"))?;
            one(Effect::AttacksFloatingPer(Box::new(AttacksPer {
                attacks,
                per: PerCount {
                    power_stages: 0,
                    life_cards: 1,
                    count: Count::AngerGained {
                        player: Who::You,
                        since: 0,
                    },
                    max: Some(c.n("n")?),
                    scope: Scope::YourAttacks,
                    kinds: Vec::new(),
                },
            })))
        },
    },
    Pattern {
        name: "attacks-gain-next-attack",
        pattern: r#"the next attack you perform this combat gains "(?P<q>[^"]+)"(?P<rest>\.? .+)?"#,
        build: |c| {
            let gain = quoted(c.s("q"), |e| {
                matches!(
                    e,
                    Effect::Draw(_)
                        | Effect::Anger(_)
                        | Effect::PowerStages(_)
                        | Effect::MainPersonalityStages(_)
                )
            })?;
            let mut out = vec![Piece::Effect(Effect::NextAttack(NextAttack {
                gain,
                ..NextAttack::default()
            }))];
            out.extend(rest(c)?);
            Some(out)
        },
    },
    Pattern {
        name: "attacks-gain-cannot-stay",
        pattern: r#"if (?P<cond>[^,]+), then any (?P<kinds>physical|energy) attacks (?P<who>[a-z]+) performs that cannot stay on the table to be used again this combat gain "(?P<q>[^"]+)"(?P<rest>\.? .+)?"#,
        build: |c| {
            let condition = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            let gain = quoted(c.s("q"), |e| {
                matches!(
                    e,
                    Effect::UsesThisCombat(_) | Effect::RemoveFromGameAfterUse
                )
            })?;
            let rule = AttackRule {
                attacks: AttackFilter {
                    kinds: kinds(c.s("kinds")),
                    performer_title_has: Some(title(c.s("who"))),
                    cannot_stay: true,
                    ..AttackFilter::default()
                },
                gain,
                ..AttackRule::default()
            };
            let mut out = vec![Piece::Effect(Effect::Conditional(Conditional {
                condition,
                effects: vec![Effect::AttacksFloating(rule)],
            }))];
            out.extend(rest(c)?);
            Some(out)
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::compile::read_in_full as full;

    #[test]
    fn format_only_is_not_a_performer_restriction() {
        let e = full("Tuff Enuff only.");
        assert_eq!(
            e,
            vec![Effect::CardRule(
                crate::engine::effects::CardRule::FormatOnly("Tuff Enuff".into())
            )]
        );
    }

    #[test]
    fn anger_gained_and_next_attack_text() {
        let e = full("Whenever you gain anger this Combat, all of your attacks do +1 life cards of damage for each anger level gained to a maximum of 5 for the remainder of Combat.");
        assert!(
            matches!(&e[..], [Effect::AttacksFloatingPer(a)] if a.per.max == Some(5) && a.per.life_cards == 1)
        );
        let e = full("The next attack you perform this Combat gains \u{201c}Draw a card.\u{201d} Remove from the game after use.");
        assert!(
            matches!(&e[..], [Effect::NextAttack(n), Effect::RemoveFromGameAfterUse] if n.gain == vec![Effect::Draw(1)])
        );
    }

    #[test]
    fn cannot_stay_attacks_gain_uses() {
        let e = full("If you declared a Tokui-Waza, then any physical attacks Piccolo performs that cannot stay on the table to be used again this combat gain \u{201c}This card stays on the table to be used 1 more time this combat. Remove from the game after use.\u{201d} Remove from the game after use.");
        assert!(matches!(
            &e[..],
            [Effect::Conditional(_), Effect::RemoveFromGameAfterUse]
        ));
    }
}
