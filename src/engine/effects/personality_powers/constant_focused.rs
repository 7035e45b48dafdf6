//! A Constant Combat Power that makes some of its player's attacks Focused (CRD 3.0.0 "Power-Up
//! Rating (PUR)": a Constant Combat Power is constantly active; keyword "Focused"): "All of your
//! styled attacks are focused" (Uub, Enraged Lv.3), "All physical attacks you perform with
//! "Majin" in the title do +3 power stages of damage and are focused attacks" (Majin Vegeta, the
//! Malicious Lv.4), "The first physical attack you perform during Combat becomes a focused
//! physical attack" (Olibu, the Powerful Lv.3), "When you perform an attack with a Frieza Named
//! card, it is a focused attack doing +2 power stages of damage" (Frieza Lv.1), a Blue Style
//! card's physical attack with a Blue Style card on top of the discard pile (Meta-Cooler Lv.3),
//! attacks against Majins under a Tokui-Waza (Videl, the Heroic Lv.1).
//! Each row gives a standing rule for its player's
//! attacks (`Effect::AttacksFloating` with `focused`, no duration of its own) under the condition
//! on the attack in progress; `constant_attack_gains_resolve` gives it to the attack at step 1.

use crate::engine::compile::patterns::{modifier, title, Caps, Pattern, Piece};
use crate::engine::effects::conditions::{DiscardEnd, PileCondition};
use crate::engine::effects::piles::CardFilter;
use crate::engine::effects::{
    AttackFilter, AttackKind, AttackRule, Condition, Conditional, Effect, Scope, Who, Whose,
};

/// The six Martial Arts Styles (CRD 3.0.0 "Styled Cards": "The 6 Martial Arts Styles are listed
/// below"): a Styled card belongs to one of them; a Freestyle card to none.
pub const MARTIAL_ARTS_STYLES: [&str; 6] = ["Red", "Blue", "Black", "Orange", "Saiyan", "Namekian"];

/// The standing rule: its player's attacks of `kinds` (every kind when empty) are Focused.
fn focused(kinds: Vec<AttackKind>) -> Effect {
    Effect::AttacksFloating(AttackRule {
        attacks: AttackFilter {
            whose: Some(Whose::You),
            kinds,
            ..AttackFilter::default()
        },
        focused: true,
        ..AttackRule::default()
    })
}

fn under(condition: Condition, effects: Vec<Effect>) -> Option<Vec<Piece>> {
    Some(vec![Piece::Effect(Effect::Conditional(Conditional {
        condition,
        effects,
    }))])
}

/// "All of your styled attacks are focused": an attack performed with a card of one of the six
/// Martial Arts Styles.
fn styled(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let styles = MARTIAL_ARTS_STYLES
        .iter()
        .map(|s| Condition::AttackStyled((*s).to_string()))
        .collect();
    under(Condition::Any(styles), vec![focused(c.kinds())])
}

/// "All physical attacks you perform with "Majin" in the title [do +3 power stages of damage
/// and] are focused attacks": the card's title has the word.
fn titled(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let mut effects = Vec::new();
    if c.has("n") {
        effects.push(Effect::Modify(modifier(
            c.damage("unit", c.n("n")?),
            1,
            Scope::YourAttacks,
            c.kinds(),
        )));
    }
    effects.push(focused(c.kinds()));
    under(Condition::AttackTitleHas(title(c.s("t"))), effects)
}

/// "... it is a focused attack doing +N <unit> of damage": the modifier and the Focus.
fn focused_doing_more(c: &Caps<'_>) -> Option<Vec<Effect>> {
    Some(vec![
        Effect::Modify(modifier(
            c.damage("unit", c.n("n")?),
            1,
            Scope::YourAttacks,
            c.kinds(),
        )),
        focused(c.kinds()),
    ])
}

/// "When you perform an attack with a Frieza Named card, it is a focused attack doing +2 power
/// stages of damage" (Frieza Lv.1, Capsule Corp Power Pack #CP29): the attack's card is a Named
/// card of that personality (CRD 3.0.0 Glossary, "Named cards").
fn named(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let effects = focused_doing_more(c)?;
    under(Condition::AttackNamed(title(c.s("t"))), effects)
}

/// "When performing a physical attack with a Blue Style card and the top card of your discard
/// pile is a Blue Style card, it's a focused attack doing +3 life cards of damage" (Meta-Cooler
/// Lv.3, Capsule Corp Power Pack #CP27): the attack's card is of that Martial Arts Style and so
/// is the card on top of its player's discard pile (the card in use is not yet in it: CRD 3.0.0
/// Battle Sequence step 16).
fn styled_on_styled_discard(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let style = title(c.s("s"));
    if !c.s("s2").eq_ignore_ascii_case(&style) {
        return None;
    }
    let top = Condition::Piles(PileCondition::DiscardEnd(DiscardEnd {
        player: Who::You,
        top: true,
        filter: Box::new(CardFilter {
            style: Some(style.clone()),
            ..CardFilter::default()
        }),
    }));
    let effects = focused_doing_more(c)?;
    under(
        Condition::All(vec![Condition::AttackStyled(style), top]),
        effects,
    )
}

/// "The first physical attack you perform during Combat becomes a focused physical attack".
fn first_of_kind(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let kind = *c.kinds().first()?;
    under(
        Condition::FirstAttackOfKind(kind),
        vec![focused(vec![kind])],
    )
}

/// "If you declared a Tokui-Waza, any attacks you perform against Majins are focused attacks"
/// (Videl, the Heroic Lv.1, Kid Buu Saga #089): the Tokui-Waza declared and the attack's
/// target of that group (CRD 3.0.0 "Majin Personalities" and the other groups of `groups`).
fn against_group_under_tokui_waza(c: &Caps<'_>) -> Option<Vec<Piece>> {
    under(
        Condition::All(vec![
            Condition::TokuiWaza,
            Condition::Against(title(c.s("g"))),
        ]),
        vec![focused(c.kinds())],
    )
}

/// "Any attacks performed by personalities with the Bojack Unbound Subset Symbol are focused
/// attacks" (Bojack, the Notorious Lv.3, Bojack Unbound #10): the personality in control of
/// Combat has a level card printed in that set.
fn performer_from_set(c: &Caps<'_>) -> Option<Vec<Piece>> {
    under(
        Condition::PerformerFromSet(title(c.s("set"))),
        vec![focused(c.kinds())],
    )
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "constant-power-styled-attacks-focused",
        pattern: r"^all (?:of )?your styled (?:{kinds} )?attacks are focused(?: attacks)?$",
        build: styled,
    },
    Pattern {
        name: "constant-power-titled-attacks-focused",
        pattern: r#"^all (?:{kinds} )?attacks you perform with "(?P<t>[a-z]+)" in the title do \+{n} {unit} of damage and are focused attacks$ || ^(?:all|any) (?:{kinds} )?attacks you perform (?:that have|with) "(?P<t>[a-z]+)" in the title are focused attacks$"#,
        build: titled,
    },
    Pattern {
        name: "constant-power-named-attacks-focused",
        pattern: r"^when you perform an? (?:{kinds} )?attack with an? (?P<t>[a-z][a-z.'-]*) named card, it(?:'s| is) a focused attack doing \+{n} {unit}(?: of damage)?$",
        build: named,
    },
    Pattern {
        name: "constant-power-styled-attacks-focused-on-a-styled-discard",
        pattern: r"^when performing an? {kinds} attack with an? (?P<s>red|blue|black|orange|saiyan|namekian) style card and the top card of your discard pile is an? (?P<s2>red|blue|black|orange|saiyan|namekian) style card, it(?:'s| is) a focused attack doing \+{n} {unit}(?: of damage)?$",
        build: styled_on_styled_discard,
    },
    Pattern {
        name: "constant-power-first-attack-focused",
        pattern: r"^the first {kind} attack you perform (?:during|in|each) combat (?:becomes|is) a focused (?:physical |energy )?attack$",
        build: first_of_kind,
    },
    Pattern {
        name: "constant-power-attacks-by-a-subset-focused",
        pattern: r"^(?:any|all) (?:{kinds} )?attacks performed by personalities with the (?P<set>[a-z][a-z ]*?) subset symbol are focused(?: attacks)?$",
        build: performer_from_set,
    },
    Pattern {
        name: "constant-power-attacks-against-a-group-focused",
        pattern: r"^if you declared a tokui-waza, (?:any|all) (?:of your )?(?:{kinds} )?attacks you perform against (?P<g>majin|villain|hero)s? are focused(?: attacks)?$",
        build: against_group_under_tokui_waza,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;

    fn constant(text: &str) -> Vec<Effect> {
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        constant_effects(&c.effects).to_vec()
    }

    fn focused_under(effects: &[Effect]) -> Vec<(Condition, Vec<Effect>)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Conditional(k) => Some((k.condition.clone(), k.effects.clone())),
                _ => None,
            })
            .collect()
    }

    /// Uub, Enraged Lv.3 (Kid Buu Saga #121): "All of your styled attacks are focused": an
    /// attack with a card of any of the six Martial Arts Styles (CRD 3.0.0 "Styled Cards"), in
    /// the Constant Combat Power box.
    #[test]
    fn uub_enraged_styled_attacks_are_focused() {
        let e = constant("(Constant Combat Power) All of your styled attacks are focused.");
        let found = focused_under(&e);
        assert_eq!(found.len(), 1, "{e:#?}");
        let (Condition::Any(styles), effects) = &found[0] else {
            panic!("{found:#?}");
        };
        assert_eq!(styles.len(), 6);
        assert!(styles.contains(&Condition::AttackStyled("Namekian".into())));
        assert_eq!(effects, &vec![focused(Vec::new())]);
    }

    /// Majin Vegeta, the Malicious Lv.4 (Babidi Saga #114): the modifier and Focus under the
    /// title's word, physical attacks only (CRD 3.0.0 Battle Sequence step 10; "Focused").
    #[test]
    fn majin_titled_physical_attacks_do_more_and_are_focused() {
        let e = constant("(Constant Combat Power) All physical attacks you perform with \"Majin\" in the title do +3 power stages of damage and are focused attacks.");
        let found = focused_under(&e);
        assert_eq!(found.len(), 1, "{e:#?}");
        assert_eq!(found[0].0, Condition::AttackTitleHas("Majin".into()));
        assert_eq!(
            found[0].1,
            vec![
                Effect::Modify(modifier(
                    crate::engine::damage::Damage::power_stages(3),
                    1,
                    Scope::YourAttacks,
                    vec![AttackKind::Physical]
                )),
                focused(vec![AttackKind::Physical]),
            ]
        );
    }

    /// Olibu, the Powerful Lv.3 (World Games Saga #188): the first physical attack of the
    /// Combat (CRD 3.0.0 "Focused").
    #[test]
    fn olibu_first_physical_attack_is_focused() {
        let e = constant("(Constant Combat Power) The first physical attack you perform during Combat becomes a focused physical attack.");
        assert_eq!(
            focused_under(&e),
            vec![(
                Condition::FirstAttackOfKind(AttackKind::Physical),
                vec![focused(vec![AttackKind::Physical])]
            )]
        );
    }

    /// Frieza Lv.1 (Capsule Corp Power Pack #CP29), its Constant Combat Power's first sentence
    /// (CRD 3.0.0 "Power-Up Rating (PUR)", Glossary "Named cards"): a Frieza Named card's attack
    /// is Focused and does +2 power stages; the Rejuvenation Step sentence stays the judge's.
    #[test]
    fn frieza_named_card_attacks_focused_and_do_more() {
        let c = compile_for("(Constant Combat Power) When you perform an attack with a Frieza Named card, it is a focused attack doing +2 power stages of damage.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let under = focused_under(constant_effects(&c.effects));
        let [(condition, effects)] = under.as_slice() else {
            panic!("{under:?}")
        };
        assert_eq!(*condition, Condition::AttackNamed("Frieza".into()));
        assert!(
            matches!(&effects[0], Effect::Modify(m) if m.power_stages == 2 && m.scope == Scope::YourAttacks),
            "{effects:?}"
        );
        assert_eq!(effects[1], focused(Vec::new()));
    }

    /// Videl, the Heroic Lv.1 (Kid Buu Saga #089), its Constant Combat Power's first sentence
    /// (CRD 3.0.0 "Tokui-Waza", "Focused"): Focus under the Tokui-Waza and the Majin defender.
    #[test]
    fn videl_heroic_attacks_against_majins_focused_under_tokui_waza() {
        let e = constant("(Constant Combat Power) If you declared a Tokui-Waza, any attacks you perform against Majins are focused attacks.");
        assert_eq!(
            focused_under(&e),
            vec![(
                Condition::All(vec![
                    Condition::TokuiWaza,
                    Condition::Against("Majin".into())
                ]),
                vec![focused(Vec::new())]
            )]
        );
    }

    /// Bojack, the Notorious Lv.3 (Bojack Unbound #10), its Constant Combat Power's last sentence
    /// (CRD 3.0.0 "Power-Up Rating (PUR)", "Focused"): Focus when the personality in control of
    /// Combat was printed in Bojack Unbound.
    #[test]
    fn bojack_notorious_subset_attacks_focused() {
        let e = constant("(Constant Combat Power) Any attacks performed by personalities with the Bojack Unbound Subset Symbol are focused attacks.");
        assert_eq!(
            focused_under(&e),
            vec![(
                Condition::PerformerFromSet("Bojack Unbound".into()),
                vec![focused(Vec::new())]
            )]
        );
    }

    /// Meta-Cooler Lv.3 (Capsule Corp Power Pack #CP27), its Constant Combat Power's second
    /// sentence (CRD 3.0.0 "Power-Up Rating (PUR)", "Styled Cards"): both the attack's card and
    /// the top of the discard pile Blue Style, a physical attack, Focused and +3 life cards.
    #[test]
    fn meta_cooler_lv3_blue_style_attack_on_a_blue_style_discard() {
        let c = compile_for("(Constant Combat Power) When performing a physical attack with a Blue Style card and the top card of your discard pile is a Blue Style card, it's a focused attack doing +3 life cards of damage.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let under = focused_under(constant_effects(&c.effects));
        let [(Condition::All(both), effects)] = under.as_slice() else {
            panic!("{under:?}")
        };
        assert_eq!(both[0], Condition::AttackStyled("Blue".into()));
        assert!(
            matches!(&both[1], Condition::Piles(PileCondition::DiscardEnd(d)) if d.top && d.filter.style.as_deref() == Some("Blue")),
            "{both:?}"
        );
        assert!(
            matches!(&effects[0], Effect::Modify(m) if m.life_cards == 3 && m.kinds == vec![AttackKind::Physical]),
            "{effects:?}"
        );
        assert_eq!(effects[1], focused(vec![AttackKind::Physical]));
    }
}
