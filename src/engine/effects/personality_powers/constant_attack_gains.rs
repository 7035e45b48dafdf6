//! Text a standing card gives its player's attacks (CRD 3.0.0 "Gaining Text": the text is added
//! to the end of the attack's text; "Power-Up Rating (PUR)": a Constant Combat Power is
//! constantly active; "Mastery Cards": advantages that last throughout the game): "All of your
//! attacks gain "If successful, raise your anger 1 level and gain 2 power stages."" (Zarbon Lv.1),
//! also printed "gain, "..."" (Blue Style Mastery); "All Blue Style energy attacks gain ..."
//! names no owner: every player's attacks of that style gain it. A gained text replaced by an
//! unread "... instead" goes to the judge with it ([`keep_replaced_with_judge`]).
//! The row builds an [`Effect::AttacksFloating`] with no duration of its own, read only from the
//! Constant Combat Power box of the personality in control of Combat and from the Mastery in play
//! as each attack is announced (`constant_attack_gains_resolve`). The text gained is read as a
//! floating rule's (`lasting::against_alignment::gained`: "If successful, ...", and plain anger,
//! power stages and draws: Saiyan Style Mastery's "Raise your anger 1 level. Gain 3 power
//! stages."). The attacks "performed by Pikkon"
//! (Pikkon, the Hero Lv.4) are its player's, as `damage::modifiers` reads "performed by Yamcha":
//! the power acts only while its personality is in control of Combat. "All of your focused
//! attacks do +2 life cards of damage and gain "If successful, ..."" (Majin Yakon Lv.1, Majin
//! Dabura Lv.2): the modifier as `damage::modifiers` reads it, and the text for focused attacks.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::lasting::floating::attack_filter;
use crate::engine::effects::{AttackRule, Effect};

/// The attacks the subject names: "all energy attacks performed by <the personality>" are its
/// player's (not a word naming another player or the Allies).
fn subject_filter(c: &Caps<'_>) -> Option<crate::engine::effects::AttackFilter> {
    // "All Blue Style energy attacks gain ..." (Blue Style Mastery, World Games Saga #120): no
    // owner named, so every player's attacks of that style (the Mastery read for both players).
    if c.has("style") {
        let mut f = attack_filter(&format!(
            "all of your {} style {}attacks",
            c.s("style"),
            c.s("kinds")
        ))?;
        f.whose = Some(crate::engine::effects::Whose::Any);
        return Some(f);
    }
    if c.has("who") {
        if matches!(
            c.s("who"),
            "allies" | "you" | "your" | "opponents" | "him" | "her" | "them"
        ) {
            return None;
        }
        return attack_filter(&format!("all of your {}attacks", c.s("kinds")));
    }
    attack_filter(c.s("subject"))
}

fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let fresh = || -> Option<AttackRule> {
        Some(AttackRule {
            attacks: subject_filter(c)?,
            ..AttackRule::default()
        })
    };
    // The text gained as a floating rule's is read (`lasting::against_alignment::gained`): "If
    // successful, ..." and the plain secondary effects of Saiyan Style Mastery's "Raise your
    // anger 1 level. Gain 3 power stages." (anger, power stages, draws).
    let mut rule = fresh()?;
    if crate::engine::effects::lasting::against_alignment::gained(c.s("q"), &mut rule).is_none() {
        // Any other "If successful, ..." text read in full is given as it is, on a rule the
        // failed reading left nothing on (it may have set "cannot be prevented" before failing).
        rule = fresh()?;
        rule.gain = crate::engine::compile::nested_clauses::compile_fully(c.s("q"))?;
        if !rule
            .gain
            .iter()
            .all(|e| matches!(e, Effect::IfSuccessful(_)))
        {
            return None;
        }
    }
    if rule.gain.is_empty() {
        return None;
    }
    one(Effect::AttacksFloating(rule))
}

/// "All of your focused attacks do +N ... and gain "..."": the modifier's own row, then the text.
fn modifier_and_gain(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let (mut pieces, _) = crate::engine::compile::nested_clauses::compile_clause(
        &format!("all of your focused attacks do {}", c.s("m")),
        1,
    )?;
    if !pieces.iter().all(|p| matches!(p, Piece::Effect(_))) {
        return None;
    }
    let attacks = attack_filter("all of your focused attacks")?;
    let gain = crate::engine::compile::nested_clauses::compile_fully(c.s("q"))?;
    if gain.is_empty() || !gain.iter().all(|e| matches!(e, Effect::IfSuccessful(_))) {
        return None;
    }
    pieces.push(Piece::Effect(Effect::AttacksFloating(AttackRule {
        attacks,
        gain,
        ..AttackRule::default()
    })));
    Some(pieces)
}

/// A replacement the engine cannot read keeps the gained text it replaces with the judge: "All
/// of your attacks gain, "If successful discard a Drill in play." All of your Black Style
/// attacks gain, "If successful, you may discard a Non-Combat card" instead." (Black Style
/// Mastery, World Games Saga #119). Read alone, the first would act on a Black Style attack,
/// where the unread "instead" takes its place; so the sentence before an unread "... attacks
/// gain ... instead" that gives attacks text goes to the judge too (`compiled`: each sentence
/// with its pieces and rows, as `compile::compile_read` holds them).
pub(in crate::engine) fn keep_replaced_with_judge(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
) {
    let unread = |ps: &[Piece]| {
        ps.iter()
            .any(|p| matches!(p, Piece::Effect(e) if crate::engine::compile::has_manual(e)))
    };
    for i in 1..compiled.len() {
        let s = compiled[i].0.to_ascii_lowercase();
        let s = s.trim_end().trim_end_matches(['.', '"', '\u{201d}']);
        if !(s.ends_with(" instead") && s.contains("attacks gain") && unread(&compiled[i].1)) {
            continue;
        }
        let (before, ps, rows) = &mut compiled[i - 1];
        if rows.contains(&"standing-attacks-gain-text") && !unread(ps) {
            *ps = vec![Piece::Effect(Effect::Manual(before.clone()))];
        }
    }
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "standing-attacks-gain-text",
        pattern: r#"^(?P<subject>all (?:of )?your [a-z ]*?attacks) gain,? "(?P<q>[^"]+)"\.?$ || ^all (?P<kinds>(?:physical |energy )?)attacks performed by (?P<who>[a-z][a-z.'-]*) gain,? "(?P<q>[^"]+)"\.?$ || ^all (?P<style>black|blue|orange|red|saiyan|namekian) style (?P<kinds>(?:physical |energy )?)attacks gain,? "(?P<q>[^"]+)"\.?$"#,
        build,
    },
    Pattern {
        name: "standing-focused-attacks-do-more-and-gain-text",
        pattern: r#"^all (?:of your focused attacks|focused attacks you perform) do (?P<m>\+\d+ (?:power stages?|life cards?) of damage) and gain "(?P<q>[^"]+)"\.?$"#,
        build: modifier_and_gain,
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Condition, Effect, Whose};

    /// Black Style Mastery (World Games Saga #119; CRD 3.0.0 "Gaining Text"): the unread
    /// "instead" keeps the gained text it replaces with the judge; alone, that text is read.
    #[test]
    fn gaining_text_an_unread_instead_keeps_the_text_it_replaces() {
        use crate::engine::compile::{compile_read, reading::Reading};
        let c = compile_read("All of your attacks gain, \"If successful discard a Drill in play.\" All of your Black Style attacks gain, \"If successful, you may discard a Non-Combat card\" instead.", Reading::Mastery).0;
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
        let c = compile_read(
            "All of your attacks gain, \"If successful discard a Drill in play.\"",
            Reading::Mastery,
        )
        .0;
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
    }

    /// Blue Style Mastery (World Games Saga #120; CRD 3.0.0 "Gaining Text"): "gain," with its
    /// comma, and "All Blue Style energy attacks" naming no owner: every player's.
    #[test]
    fn gaining_text_every_players_styled_attacks_gain_text() {
        let c = compile_text(
            "All Blue Style energy attacks gain, \"If successful, raise your anger 1 level.\"",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            c.effects
                .iter()
                .any(|e| matches!(e, Effect::AttacksFloating(r)
                if r.attacks.whose == Some(Whose::Any)
                    && r.attacks.style.as_deref() == Some("Blue")
                    && r.attacks.kinds == vec![AttackKind::Energy])),
            "{:?}",
            c.effects
        );
    }

    /// Zarbon Lv.1 (CRD 3.0.0 "Gaining Text"): the quoted "If successful" text, for every attack.
    #[test]
    fn zarbons_attacks_gain_an_if_successful_text() {
        let c = compile_text("(Power 1: Constant Combat Power) All of your attacks gain \"If successful, raise your anger 1 level and gain 2 power stages.\" (Power 2:) Focused energy attack.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            c.effects.iter().any(|e| matches!(e, Effect::AttacksFloating(r)
                if r.attacks.kinds.is_empty() && matches!(&r.gain[..], [Effect::IfSuccessful(v)] if v.len() == 2))),
            "{:?}",
            c.effects
        );
    }

    /// Pikkon, the Hero Lv.4 (CRD 3.0.0 "Gaining Text"): "All energy attacks performed by
    /// Pikkon gain ...": its player's energy attacks (the power acts while Pikkon is in control).
    #[test]
    fn attacks_performed_by_the_personality_gain_text() {
        let c = compile_text("(Constant Combat Power) All energy attacks performed by Pikkon gain \"If successful, remove a Non-Combat card in play from the game.\"");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            c.effects
                .iter()
                .any(|e| matches!(e, Effect::AttacksFloating(r)
                if r.attacks.kinds == vec![AttackKind::Energy]
                    && r.attacks.whose == Some(Whose::You)
                    && !r.attacks.by_allies
                    && matches!(&r.gain[..], [Effect::IfSuccessful(v)] if v.len() == 1))),
            "{:?}",
            c.effects
        );
        // Attacks performed by the Allies are not this row's.
        let c = compile_text("(Constant Combat Power) All attacks performed by allies gain \"If successful, raise your anger 1 level.\"");
        assert!(!c
            .effects
            .iter()
            .any(|e| matches!(e, Effect::AttacksFloating(r) if !r.attacks.by_allies)));
    }

    /// Majin Yakon Lv.1, Majin Dabura Lv.2 (CRD 3.0.0 "Gaining Text", Battle Sequence 10): the
    /// focused attacks' modifier and the text they gain.
    #[test]
    fn focused_attacks_do_more_and_gain_text() {
        for text in [
            "(Constant Combat Power) All of your focused attacks do +2 life cards of damage and gain \"If successful, raise your anger 1 level.\"",
            "(Constant Combat Power) All focused attacks you perform do +2 life cards of damage and gain \"If successful, discard one of your opponent's Allies in play.\"",
        ] {
            let c = compile_text(text);
            assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
            assert!(
                c.effects.iter().any(|e| matches!(e, Effect::Conditional(k)
                    if k.condition == Condition::AttackFocused
                        && matches!(&k.effects[..], [Effect::Modify(m)] if m.life_cards == 2))),
                "{text}: {:?}",
                c.effects
            );
            assert!(
                c.effects.iter().any(|e| matches!(e, Effect::AttacksFloating(r)
                    if r.attacks.focused && matches!(&r.gain[..], [Effect::IfSuccessful(_)]))),
                "{text}: {:?}",
                c.effects
            );
        }
    }
}
