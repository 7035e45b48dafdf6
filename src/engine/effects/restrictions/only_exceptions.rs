//! A Constant Combat Power letting its player use the cards of the other side ("You may use
//! "Villains only" cards": Hercule-Goku Lv.1; "Hercule may play and use "Villian Only" cards":
//! Hercule, the Puppet Lv.1; "Hercule may use", "Hercule can play and use": Hercule Lv.3, the
//! World Champion Lv.2, the Everlasting World Champion Lv.1): [`Effect::MayUseOnlyCards`] with the side named, read from the
//! Constant Combat Power of the personality in control of Combat by `Battle::check_only`
//! (`battle/only.rs`, through `only_exceptions_resolve`) for a card played or used. Outside a
//! Constant Combat Power the sentence goes to the judge (`compile`'s demotion).

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::Effect;

/// "Heroes" or "Villains", as the "only" restriction of a card names it.
fn side(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let g = if c.s("g").starts_with("hero") {
        "Heroes"
    } else {
        "Villains"
    };
    one(Effect::MayUseOnlyCards(g.to_string()))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-may-use-other-side-only-cards",
    pattern: r#"^you may use "?(?P<g>heroes|villains) only\.?"? cards$ || ^[a-z][a-z.'-]* (?:may|can) (?:play and )?use "?(?P<g>heroes|villains|villain|hero) only\.?"? cards$"#,
    build: side,
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::Effect;

    /// Hercule-Goku Lv.1 and Hercule, the Puppet Lv.1 (CRD 3.0.0 ""_____ only" Cards", "The
    /// Golden Rule": the card's text overrides the rules): the Villains only cards, read from
    /// the Constant Combat Power; elsewhere the judge's.
    #[test]
    fn villains_only_cards_allowed_by_a_constant_combat_power() {
        for text in [
            "(Constant Combat Power) You may use \"Villains only\" cards. Prevent 2 power stages and 1 life card of damage from all attacks performed against you.",
            "(Constant Combat Power) Hercule may play and use \"Villian Only\" cards.",
            // Hercule Lv.3 (Majin Buu Saga #133), Hercule, the World Champion Lv.2 (Babidi Saga
            // #56), Hercule, the Everlasting World Champion Lv.1 (Kid Buu Saga #52).
            "(Constant Combat Power) Hercule may use \"Villains only\" cards.",
            "(Constant Combat Power) Hercule may use Villains Only cards.",
            "Constant Combat Power: Hercule can play and use \"Villains only\" cards.",
        ] {
            let c = compile_for(text, false);
            assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
            assert!(c
                .effects
                .contains(&Effect::MayUseOnlyCards("Villains".into())));
        }
        let c = compile_for("You may use \"Villains only\" cards.", false);
        assert_eq!(c.coverage, Coverage::Manual);
    }
}
