//! A counted modifier floating over a player's attacks for the remainder of Combat (CRD 3.0.0
//! "Floating Effects", Battle Sequence step 10): "For the remainder of combat, all of your
//! physical attacks do +1 power stage of damage for every Namek Dragon Ball in play" (Nail Takes
//! Extra Effort), counted when each attack is performed.

use crate::support;

/// Battle Sequence step 10 after Nail Takes Extra Effort was used at the beginning of the Combat
/// Step, two Namek Dragon Balls in play: +2 power stages.
#[test]
fn counted_floating_modifier_at_step_10() {
    support::assert_step_says(
        "floating-counted-modifier-namek-dragon-balls.json",
        10,
        "Nail Takes Extra Effort (remainder of Combat): +2 power stages",
        &["crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10"],
    );
}
