//! Pattern rows and type: a Constant Combat Power that changes how its player's Allies power up
//! in the Power-Up Step ("All of your Allies power up one extra stage during your Power Up
//! Step", Master Roshi Lv.3; "your Allies gain an amount of power stages equal to their PUR
//! instead of 1", Korin Lv.1; "+X power stages. X = the number of Dragon Balls you control",
//! Dende Lv.3; "If Videl is in play as your Ally, ...", Gohan, the Protector Lv.2). Read by the
//! Power-Up Step (`turn/power_up.rs`, `ally_power_up_resolve.rs`) from the Main Personality.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::amounts::count::parse_each;
use crate::engine::effects::{is_zero, Count, Effect};

/// How a player's Allies power up in his Power-Up Step, against CRD 3.0.0 "Powering Up Allies"
/// ("Allies always Power-Up by 1 during your Power-Up Step no matter what an Ally's Power Up
/// Rating is"). JSON: `{"allies_power_up": {"extra": 1}}`, `{"allies_power_up": {"pur_instead":
/// true}}`, `{"allies_power_up": {"extra_per": {"dragon_balls_controlled": "you"}}}`,
/// `{"allies_power_up": {"extra": 1, "with_ally": "Videl"}}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlliesPowerUp {
    /// Stages each Ally gains besides its 1 ("one extra stage").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra: u32,
    /// One more stage for each of these ("an additional +X power stages", X counted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_per: Option<Count>,
    /// Each Ally gains its own PUR in place of the 1 ("equal to their PUR instead of 1").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pur_instead: bool,
    /// Only while the player has an Ally of this name in play ("If Videl is in play as your
    /// Ally").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_ally: Option<String>,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "allies-power-up-extra",
        pattern: r"(?:if (?P<ally>[a-z][a-z.' -]*?) is in play as your ally,? )?(?:all of )?your all?ies power up {n} extra stages? during (?:the|your) power[ -]up step",
        build: extra,
    },
    Pattern {
        // Dende Lv.3's "+X power stages" once `count::rewrite_x` has put the card's "X = the
        // number of Dragon Balls you control" in its place ("Alies" as printed).
        name: "allies-power-up-extra-per",
        pattern: r"during your power[ -]up step,? (?:all of )?your all?ies gain an additional \+1 (?:power )?stages?(?: of damage)? for each (?P<each>.+)",
        build: extra_per,
    },
    Pattern {
        name: "allies-power-up-pur-instead",
        pattern: r"during your power[ -]up step,? (?:all of )?your all?ies gain an amount of power stages equal to their pur instead of (?:1|one)",
        build: |_| {
            one(Effect::AlliesPowerUp(AlliesPowerUp {
                pur_instead: true,
                ..Default::default()
            }))
        },
    },
];

fn extra(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::AlliesPowerUp(AlliesPowerUp {
        extra: c.n("n")?,
        with_ally: c.has("ally").then(|| title_case(c.s("ally"))),
        ..Default::default()
    }))
}

fn extra_per(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::AlliesPowerUp(AlliesPowerUp {
        extra_per: Some(parse_each(c.s("each"))?),
        ..Default::default()
    }))
}

/// A name as the key's lower case gave it, with each word's first letter raised ("videl" ->
/// "Videl"); names are compared by `corpus::names::same_name`, which ignores case.
fn title_case(s: &str) -> String {
    s.split(' ')
        .map(|w| {
            let mut ch = w.chars();
            match ch.next() {
                Some(f) => f.to_uppercase().chain(ch).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::AlliesPowerUp;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Count, Effect, Who};

    fn power_up_of(text: &str) -> Option<AlliesPowerUp> {
        compile_text(text)
            .effects
            .into_iter()
            .find_map(|e| match e {
                Effect::AlliesPowerUp(p) => Some(p),
                _ => None,
            })
    }

    #[test]
    fn master_roshi_lv3_one_extra_stage() {
        let p = power_up_of("(Constant Combat Power) All of your Allies power up one extra stage during your Power Up Step.");
        assert_eq!(p.map(|p| (p.extra, p.with_ally)), Some((1, None)));
    }

    #[test]
    fn gohan_the_protector_lv2_with_videl_as_an_ally() {
        let p = power_up_of("If Videl is in play as your Ally, your Allies power up 1 extra stage during the Power Up Step.");
        assert_eq!(
            p.map(|p| (p.extra, p.with_ally)),
            Some((1, Some("Videl".to_string())))
        );
    }

    #[test]
    fn korin_lv1_their_pur_instead_of_one() {
        let p = power_up_of("Constant Combat Power: During your Power Up Step, your Allies gain an amount of power stages equal to their PUR instead of 1.");
        assert!(p.is_some_and(|p| p.pur_instead && p.extra == 0));
    }

    #[test]
    fn dende_lv3_one_more_for_each_dragon_ball_controlled() {
        let p = power_up_of("(Constant Combat Power) During your Power Up Step, all of your Alies gain an additional +X power stages. X = the number of Dragon Balls you control.");
        assert_eq!(
            p.and_then(|p| p.extra_per),
            Some(Count::DragonBallsControlled(Who::You))
        );
    }
}
