//! Whom "Stops all X attacks for the remainder of Combat" protects when its wording names no
//! owner ("Stops a physical attack and stops all physical attacks for the remainder of
//! Combat"): the engine reads it as the attacks performed against the card's user, as the CRD's
//! own rewrites of such stops say, and hands the other reading (every such attack, the user's
//! own included) to the judge.

use crate::engine::battle::Battle;
use crate::engine::citations::{self as c, Citation};
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

/// Words that name whose attacks a floating stop stops (lower case).
pub const OWNER_WORDS: &[&str] = &[
    "against you",
    "against your",
    "performed against",
    "your opponent",
    "opponent's",
    "by your",
    "against villains",
    "against heroes",
];

/// The CRD rewrites that give such a stop its owner: Nappa's Energy Aura ("Stops all energy
/// attacks performed against you for the remainder of Combat") and Ally's Sacrifice ("Stops
/// all of your opponent's physical and energy attacks for the remainder of Combat").
pub const OWNER_RULINGS: &[Citation] = &[
    c::CRD_RULING_NAPPAS_ENERGY_AURA,
    c::CRD_RULING_ALLYS_SACRIFICE,
];

/// The sentence of `text` that stops all attacks of a kind for the rest of Combat without
/// naming whose, if any.
pub fn unowned_stop(text: &str) -> Option<&str> {
    text.split_inclusive('.').map(str::trim).find(|s| {
        let l = s.to_lowercase();
        (l.contains("stops all") || l.contains("stop all"))
            && (l.contains("remainder of combat") || l.contains("rest of combat"))
            && !OWNER_WORDS.iter().any(|w| l.contains(w))
    })
}

impl Battle {
    /// Says which reading the engine took of `source`'s floating stop when its wording names
    /// no owner; `me` used the card.
    pub(in crate::engine) fn stop_owner_reading(&self, me: PlayerId, source: &str, log: &mut Log) {
        let Some(def) = self
            .state
            .cards
            .iter()
            .map(|c| &c.def)
            .find(|d| d.name == source)
        else {
            return;
        };
        let Some(sentence) = unowned_stop(&def.text) else {
            return;
        };
        for r in OWNER_RULINGS {
            log.cite(*r);
        }
        let ids: Vec<&str> = OWNER_RULINGS.iter().map(|r| r.id).collect();
        log.judge.push(format!(
            "judge resolves: {source}'s \"{sentence}\" names no owner: the engine reads it as stopping those attacks performed against {me}, who used it, as the CRD's rewrites of such stops say [{}]; the other reading, that it stops {me}'s own attacks of that kind too, is the judge's",
            ids.join(", ")
        ));
    }
}
