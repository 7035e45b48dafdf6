//! A personality card's own note on which "only" cards it may use ("(This personality may use
//! Saiyan Heritage cards)": Vegecell, Buuhan, Broku Lv.1; "(You may play both "Heroes only." and
//! "Villains only." cards)": Yamcule Lv.1): [`Effect::MayUseGroupCards`] with the groups named,
//! read by `identity::may_use_named` whenever that card is the personality in control of Combat.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::Effect;

/// The groups the note names, as an "X only" restriction spells them.
fn groups(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let named = match c.s("g") {
        "saiyan heritage" => vec!["Saiyan Heritage".to_string()],
        "namekian heritage" => vec!["Namekian Heritage".to_string()],
        "" => vec!["Heroes".to_string(), "Villains".to_string()],
        _ => return None,
    };
    one(Effect::MayUseGroupCards(named))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "note-may-use-group-only-cards",
    pattern: r#"this personality may use (?P<g>saiyan heritage|namekian heritage) cards || you may play both "heroes only\.?" and "villains only\.?" cards"#,
    build: groups,
}];

/// True when `effects` (a personality card's) hold a note letting it use cards restricted to
/// `name` (a group as an "only" restriction names it).
pub fn note_allows(effects: &[Effect], name: &str) -> bool {
    let want = crate::corpus::names::normalise(name);
    effects.iter().any(|e| {
        matches!(e, Effect::MayUseGroupCards(gs)
        if gs.iter().any(|g| {
            let g = crate::corpus::names::normalise(g);
            g == want || (g == "heroes" && want == "hero") || (g == "villains" && want == "villain")
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::note_allows;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::Effect;

    /// Fusion Frenzy #002-#004 (CRD 3.0.0 ""_____ only" Cards", "The Golden Rule": a card's
    /// text overrides the rules): the note is read whole, with the group it names.
    #[test]
    fn heritage_note_read_with_its_group() {
        for (text, group) in [
            ("(This personality may use Saiyan Heritage cards) Physical attack doing +4 power stages of damage.", "Saiyan Heritage"),
            ("(This personality may use Namekian Heritage cards)", "Namekian Heritage"),
        ] {
            let c = compile_for(text, false);
            assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
            assert!(c.effects.contains(&Effect::MayUseGroupCards(vec![group.into()])));
            assert!(note_allows(&c.effects, group));
            assert!(!note_allows(&c.effects, "Villains"));
        }
    }

    /// Yamcule Lv.1 (Fusion Frenzy #006): both sides' "only" cards.
    #[test]
    fn both_sides_note_read() {
        let c = compile_for(
            "(You may play both \"Heroes only.\" and \"Villains only.\" cards)",
            false,
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(note_allows(&c.effects, "Villains"));
        assert!(note_allows(&c.effects, "Hero"));
        assert!(!note_allows(&c.effects, "Saiyan Heritage"));
    }
}
