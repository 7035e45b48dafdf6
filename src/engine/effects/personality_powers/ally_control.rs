//! A Main Personality's Constant Combat Power letting some of his Allies take control of Combat
//! whatever his power stage, against CRD 3.0.0 "Allies Taking Over Combat" ("If your MP is at 0
//! or 1 power stage above 0, you may choose for one of your Allies to take control of Combat"):
//! "Any of your Allies may take control of Combat, even if Majin Babidi is 2 power stages above 0
//! or higher" (Majin Babidi Lv.4), "Your Gohan may take control of Combat for Videl, even if
//! Videl is higher than 1 power stage above 0" (Videl, the Heroic Lv.1), "Personalities with the
//! Bojack Unbound Subset Symbol can take control of Combat, even if this personality is 2 stages
//! above 0 or higher" (Bojack Lv.1-Lv.3). Resolved by `ally_control_resolve.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, title, Pattern};
use crate::engine::effects::Effect;

/// The Allies a Main Personality's Constant Combat Power lets take control of Combat at any of
/// his power stages ([`Effect::AlliesControlAtAnyStage`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ControllingAllies {
    /// "Any of your Allies".
    Any,
    /// "Your Gohan": an Ally of that name (CRD 3.0.0 "Referencing").
    Named(String),
    /// "Personalities with the Bojack Unbound Subset Symbol": an Ally whose level card in play
    /// was printed in that set (its pool id's set, `cards/`).
    FromSet(String),
}

/// The rows, in the order they are tried; each ends on "even if <the Main Personality> is 2
/// (power) stages above 0 or higher" (or "is higher than 1 power stage above 0"), the stage the
/// CRD's take-over rule asks of the Main Personality.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "allies-control-at-any-stage",
        pattern: r"^(?:any of )?your allies (?:may|can) take (?:control of|over) combat,? even if [a-z][a-z .,'-]*? is (?:2 (?:power )?stages above 0 or higher|higher than 1 power stage above 0)$",
        build: |_| one(Effect::AlliesControlAtAnyStage(ControllingAllies::Any)),
    },
    Pattern {
        name: "named-ally-controls-at-any-stage",
        pattern: r"^your (?P<ally>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) (?:may|can) take (?:control of|over) combat for [a-z][a-z .,'-]*?,? even if [a-z][a-z .,'-]*? is (?:2 (?:power )?stages above 0 or higher|higher than 1 power stage above 0)$",
        build: |c| {
            one(Effect::AlliesControlAtAnyStage(ControllingAllies::Named(
                title(c.s("ally")),
            )))
        },
    },
    Pattern {
        name: "subset-allies-control-at-any-stage",
        pattern: r"^personalities with the (?P<set>[a-z][a-z ]*?) subset symbol (?:may|can) take (?:control of|over) combat,? even if [a-z][a-z .,'-]*? is (?:2 (?:power )?stages above 0 or higher|higher than 1 power stage above 0)$",
        build: |c| {
            one(Effect::AlliesControlAtAnyStage(ControllingAllies::FromSet(
                title(c.s("set")),
            )))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::ControllingAllies;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::Effect;

    fn control(text: &str) -> Vec<Effect> {
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        constant_effects(&c.effects)
            .iter()
            .filter(|e| matches!(e, Effect::AlliesControlAtAnyStage(_)))
            .cloned()
            .collect()
    }

    /// CRD 3.0.0 "Allies Taking Over Combat": the three wordings of the pool, each the Main
    /// Personality's Constant Combat Power.
    #[test]
    fn the_pools_take_over_permissions() {
        assert_eq!(
            control("(Majin Babidi does not have to be in control of Combat to use this Constant Combat Power.) Constant Combat Power: Any of your Allies may take control of Combat, even if Majin Babidi is 2 power stages above 0 or higher. All attacks your Allies perform do an additional +2 life cards of damage."),
            vec![Effect::AlliesControlAtAnyStage(ControllingAllies::Any)]
        );
        assert_eq!(
            control("(Constant Combat Power) Your Gohan may take control of Combat for Videl, even if Videl is higher than 1 power stage above 0."),
            vec![Effect::AlliesControlAtAnyStage(ControllingAllies::Named("Gohan".into()))]
        );
        assert_eq!(
            control("(Constant Combat Power) Personalities with the Bojack Unbound Subset Symbol can take control of Combat, even if this personality is 2 stages above 0 or higher."),
            vec![Effect::AlliesControlAtAnyStage(ControllingAllies::FromSet("Bojack Unbound".into()))]
        );
    }
}
