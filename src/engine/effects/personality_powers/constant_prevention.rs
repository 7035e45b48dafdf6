//! Pattern rows: a Constant Combat Power that prevents damage from every attack performed
//! against its personality ("Prevent 2 life cards of damage from any attacks performed against
//! you", Goku, Super Saiyan Lv.2; "... from each attack your opponent performs", Majin Buu Lv.1
//! #197's Power 2). Compiled to `prevent_against_you`, kept on a personality only inside its
//! Constant Combat Power (`compile/mod.rs`), and read at steps 12 and 13 from the defender's
//! personality in control of Combat (`constant_prevention_resolve.rs`).

use crate::engine::compile::patterns::{Caps, Pattern};
use crate::engine::effects::{Effect, Prevent};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "power-prevents-against-you",
    pattern: r"prevent {n} {unit}(?: and {m} {unit2})? of damage from (?:any|all|each)(?: of)? (?:(?:the|your opponent'?s'?) )?(?:{kinds} )?attacks? (?:performed against you|(?:your|the) opponents? performs?) || prevent {n} {unit}(?: and {m} {unit2})? of damage from (?:all (?:of )?)?your opponent'?s'? (?:{kinds} )?attacks",
    build: prevents,
}];

fn prevents(c: &Caps<'_>) -> Option<Vec<crate::engine::compile::patterns::Piece>> {
    let first = c.damage("unit", c.n("n")?);
    let second = if c.has("m") {
        c.damage("unit2", c.n("m")?)
    } else {
        Default::default()
    };
    // "2 power stages and 2 power stages" says one unit twice: not a sentence to guess at.
    if (first.power_stages > 0 && second.power_stages > 0)
        || (first.life_cards > 0 && second.life_cards > 0)
    {
        return None;
    }
    crate::engine::compile::patterns::one(Effect::PreventAgainstYou(Prevent {
        power_stages: first.power_stages + second.power_stages,
        life_cards: first.life_cards + second.life_cards,
        kinds: c.kinds(),
    }))
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_for;
    use crate::engine::effects::{AttackKind, Effect, Prevent};

    fn prevention(text: &str) -> Option<Prevent> {
        // Not a Drill: the card reading a personality gets (`compile/mod.rs` keeps the
        // prevention only inside a Constant Combat Power).
        compile_for(text, false)
            .effects
            .into_iter()
            .find_map(|e| match e {
                Effect::PreventAgainstYou(p) => Some(p),
                _ => None,
            })
    }

    #[test]
    fn the_pools_constant_prevention_sentences() {
        let ccp = |s: &str| format!("(Constant Combat Power) {s}");
        for (text, ps, lc, kinds) in [
            // Goku, Super Saiyan Lv.2 (Majin Buu Saga #157).
            ("Prevent 2 life cards of damage from any attacks performed against you.", 0, 2, vec![]),
            // Hercule-Goku Lv.1 (Fusion Saga #103).
            ("Prevent 2 power stages and 1 life card of damage from all attacks performed against you.", 2, 1, vec![]),
            // Ginyu Force Lv.1 (Capsule Corp Power Pack #CP13).
            ("Prevent 2 power stages of damage from any physical or energy attack performed against you.", 2, 0, vec![AttackKind::Physical, AttackKind::Energy]),
            // Majin Buu Lv.1 (Majin Buu Saga #197), Power 2.
            ("Prevent 2 life cards of damage from each attack your opponent performs.", 0, 2, vec![]),
            // Bulma, the Wife Lv.1 (Kid Buu Saga #45).
            ("Prevent 2 life cards of damage from your opponent's energy attacks.", 0, 2, vec![AttackKind::Energy]),
        ] {
            assert_eq!(
                prevention(&ccp(text)),
                Some(Prevent { power_stages: ps, life_cards: lc, kinds }),
                "{text}"
            );
        }
    }

    /// Outside a Constant Combat Power (a power that is used, a Combat card) the sentence is
    /// not kept as a prevention in play: the judge reads it where it stands.
    #[test]
    fn not_kept_outside_a_constant_combat_power() {
        assert_eq!(
            prevention("Prevent 2 life cards of damage from any attacks performed against you."),
            None
        );
    }
}
