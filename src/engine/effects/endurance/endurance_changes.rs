//! Pattern rows: Endurance changed by card text — "Any cards in your Life Deck with Endurance have
//! their Endurance increased by +1", "... that do not have Endurance have Endurance 2", "Your
//! opponent cannot use Endurance", "Damage from your attacks cannot be prevented by Endurance".
//! On a card in play they last while it is in play; with "for the remainder of Combat" they float.
//! Also where life cards of damage go instead of the discard pile: "removed from the game
//! instead of discarded" and a Drill's "the first 3 life cards of damage from that attack are
//! removed from the game" (Saiyan Overwhelming Drill).

use crate::engine::compile::patterns::{number, title, Caps, Pattern, Piece};
use crate::engine::effects::{CardFilter, Effect, EnduranceGrant};

/// The effect, floating for the rest of Combat when the sentence says so.
fn lasting(c: &Caps<'_>, e: Effect) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(if c.has("rest") {
        Effect::RestOfCombat(vec![e])
    } else {
        e
    })])
}

/// The rows.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "damage-removed-from-game",
        pattern: r"(?:damage from this attack is|(?:any|all) life cards of damage (?:this attack deals|dealt (?:from|by) this attack) are) removed from the game instead of (?:being )?discarded || (?P<rest>for the remainder of combat, )(?:(?:any|all) )?life cards of damage (?:from )?your attacks (?:deal )?are removed from the game instead of (?:being )?discarded(?P<unprev> and cannot be prevented)? || (?:any|all) life cards of damage from (?:the )?attacks you perform are removed from the game instead of (?:being )?discarded(?: \(your opponent can still use the endurance on those cards\))?",
        build: |c| {
            if c.has("rest") {
                let mut v = vec![Effect::DamageRemovedFromGame];
                if c.has("unprev") {
                    v.push(Effect::YourAttacksCannotBePrevented);
                }
                Some(vec![Piece::Effect(Effect::RestOfCombat(v))])
            } else {
                Some(vec![Piece::Effect(Effect::DamageRemovedFromGame)])
            }
        },
    },
    Pattern {
        name: "first-damage-removed-from-game",
        // Saiyan Overwhelming Drill: a rule while the Drill is in play, read at step 13.
        pattern: r"when one of your attacks deals life cards of damage, the first {n} life cards? of damage from that attack (?:are|is) removed from the game",
        build: |c| {
            Some(vec![Piece::Effect(Effect::FirstDamageRemovedFromGame(
                c.n("n")?,
            ))])
        },
    },
    Pattern {
        name: "endurance-increased",
        pattern: r"(?P<rest>for the remainder of combat, )?(?:any|all) (?:of )?(?:your )?cards (?:in your life deck )?with endurance have their endurance increased by \+?{n}",
        build: |c| lasting(c, Effect::EnduranceBonus(c.n("n")?)),
    },
    Pattern {
        name: "endurance-granted",
        pattern: r#"(?P<rest>for the remainder of combat, )?(?:any|all) (?P<what>cards|non-combat cards|(?P<ctype>physical combat|energy combat) cards|(?P<style>black|blue|orange|red|saiyan|namekian) style cards|(?P<styled>styled) cards|(?P<named>[a-z]+) named cards) in your life deck (?:that do not have endurance(?: on them)?|without endurance|with no endurance) (?:have|gain|are considered to have) endurance {n}(?: while this drill is in play)?(?P<rest2> for the remainder of combat)?"#,
        build: |c| {
            let mut filter = CardFilter::default();
            if c.s("what") == "non-combat cards" {
                filter.types = vec!["Non-Combat".into()];
            }
            // "All Physical Combat cards in your Life Deck with no Endurance have Endurance 2"
            // (Cell, the Puppet Lv.3): the card type as printed.
            if c.has("ctype") {
                filter.types = vec![title(c.s("ctype"))];
            }
            if c.has("style") {
                filter.style = Some(title(c.s("style")));
            }
            if c.has("styled") {
                // "Styled cards": any of the six styles (CRD "Styled Cards").
                filter.style = Some("Styled".into());
            }
            if c.has("named") {
                filter.title_has = Some(title(c.s("named")));
            }
            let e = Effect::EnduranceGrant(EnduranceGrant {
                value: number(c.s("n"))?,
                filter,
                kinds: Vec::new(),
            });
            Some(vec![Piece::Effect(if c.has("rest") || c.has("rest2") {
                Effect::RestOfCombat(vec![e])
            } else {
                e
            })])
        },
    },
    Pattern {
        name: "no-endurance-for-you",
        pattern: r"you cannot use endurance",
        build: |_| Some(vec![Piece::Effect(Effect::NoEnduranceForYou)]),
    },
    Pattern {
        name: "no-endurance",
        pattern: r"(?P<rest>for the remainder of combat, )?your opponent cannot use endurance(?: against your (?P<style>black|blue|orange|red|saiyan|namekian) style attacks)?(?P<rest2> for the remainder of combat)? || damage from your attacks cannot be prevented by endurance",
        build: |c| {
            let e = Effect::NoEnduranceAgainst(c.has("style").then(|| title(c.s("style"))));
            Some(vec![Piece::Effect(if c.has("rest") || c.has("rest2") {
                Effect::RestOfCombat(vec![e])
            } else {
                e
            })])
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    #[test]
    fn endurance_sentences() {
        let c = compile_text(
            "Any cards in your Life Deck with Endurance have their Endurance increased by +1.",
        );
        assert_eq!(c.effects, vec![Effect::EnduranceBonus(1)]);
        let c = compile_text("For the remainder of Combat, any cards in your Life Deck that do not have Endurance have Endurance 2.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(
            matches!(c.effects.as_slice(), [Effect::RestOfCombat(v)] if matches!(v.as_slice(), [Effect::EnduranceGrant(g)] if g.value == 2))
        );
        // Cell, the Puppet Lv.3 (a Constant Combat Power) and Piccolo, the Puppet Lv.1 (if
        // successful, for the remainder of Combat): "with no Endurance" (CRD 3.0.0 "Endurance").
        let c = compile_text(
            "All Physical Combat cards in your Life Deck with no Endurance have Endurance 2.",
        );
        assert!(
            matches!(c.effects.as_slice(), [Effect::EnduranceGrant(g)] if g.value == 2 && g.filter.types == ["Physical Combat"]),
            "{c:#?}"
        );
        let c = compile_text("Energy attack. If successful, all cards in your Life Deck with no Endurance have Endurance 1 for the remainder of Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let c = compile_text("Damage from your attacks cannot be prevented by Endurance.");
        assert_eq!(c.effects, vec![Effect::NoEnduranceAgainst(None)]);
        // Majin Buu, Pink People Eater Lv.3: the card user's own Endurance.
        let c = compile_text("You cannot use Endurance.");
        assert_eq!(c.effects, vec![Effect::NoEnduranceForYou]);
        let c = compile_text("Your opponent cannot use Endurance.");
        assert_eq!(c.effects, vec![Effect::NoEnduranceAgainst(None)]);
    }

    /// Black Gravity Drop (majin-buu-saga/044): "then for the remainder of Combat, life cards of
    /// damage from your attacks are removed from the game instead of being discarded" (no
    /// "any" or "all") floats the same rule.
    #[test]
    fn life_cards_of_damage_removed_for_the_remainder_of_combat() {
        let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Namekian Tokui-Waza, then for the remainder of Combat, life cards of damage from your attacks are removed from the game instead of being discarded.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Effect::Conditional(k) = &c.effects[0] else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            k.effects,
            vec![Effect::RestOfCombat(vec![Effect::DamageRemovedFromGame])]
        );
    }
}
