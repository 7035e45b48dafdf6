//! Choices a board file may ask for that the rules forbid, refused with the rule quoted (CRD 3.0.0
//! "Allies and Damage": the power stages of one attack are never split between personalities;
//! "Putting Allies into Play": the next level of an Ally in play overlays it, never a second Ally).
//! The sentences are data; the steps that read the actions call these.

use super::Battle;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::EngineError;

/// "Allies and Damage", the sentences that forbid a split.
const NO_SPLIT: &str = "The personality taking the power stages of damage must take all of the damage of that one attack. In other words, if your opponent does 5 power stages of damage with an attack, you cannot deal 2 power stages to one ally and 3 to another.";

/// "Putting Allies into Play" and "Overlaying Allies", the sentences that make a next level an
/// overlay.
const ONE_OF_EACH_ALLY: &str =
    "you may not have more than one Personality of the same Ally in play at one time";
const OVERLAY: &str = "After the Ally is in play, you can play that Ally's next level Personality card on top of him. This is called \"Overlaying\".";

impl Battle {
    /// A defender's `redirect_split`: refused, the rule quoted (one name: not a split, and
    /// `redirect_to` says it).
    pub(in crate::engine) fn redirect_split_refused(
        &self,
        defender: PlayerId,
        names: &[String],
    ) -> EngineError {
        if let [one] = names {
            return EngineError::Illegal(format!(
                "redirect_split names one personality ({one}): that is no split; give it as `redirect_to`"
            ));
        }
        EngineError::Illegal(format!(
            "{defender} may not split the power stages of damage between {}: \"{NO_SPLIT}\" ({})",
            names.join(" and "),
            self.cite(Rule::AlliesAndDamage).id
        ))
    }

    /// The next level of an Ally in play played with `separate_ally`: refused, the rules quoted.
    pub(in crate::engine) fn separate_ally_refused(
        &self,
        player: PlayerId,
        card: &str,
        who: &str,
    ) -> EngineError {
        EngineError::Illegal(format!(
            "{player} may not play {card} as a separate Ally: {player} has {who} in play, and \"{ONE_OF_EACH_ALLY}\" ({}); \"{OVERLAY}\" ({})",
            self.cite(Rule::PuttingAlliesIntoPlay).id,
            self.cite(Rule::OverlayingAllies).id
        ))
    }
}
