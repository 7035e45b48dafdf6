//! Cards in play a Combat card's modifier counts (CRD 3.0.0 Battle Sequence step 10, "Modified
//! Damage"): Blue Buu Blast's "If Earth Dragon Ball 1 or Earth Dragon Ball 2 is in play, this
//! attack does +1 Life Card of damage for each Blue Style Drill you have in play", Namekian
//! Dragon Blast's X, the Namek Dragon Balls in play.

use crate::support;

/// Step 10: two Blue Style Drills in play with Earth Dragon Ball 2: 4 + 2 = 6 life cards.
#[test]
fn blue_buu_blast_counts_the_blue_style_drills_in_play_at_step_10() {
    support::assert_step_says(
        "counted-modifier-per-style-drill-in-play.json",
        10,
        "Blue Buu Blast counts 2 (your Blue Style Drills in play): 2 life cards",
        &[],
    );
}

/// Steps 3 and 10 with Namekian Dragon Blast's "Energy attack doing +X life cards of damage.
/// Choose X cards from your discard pile and place them on the bottom of your Life Deck. X = the
/// number of Namek Dragon Balls in play.": three Namek Dragon Balls in play: D1-D3 go to the
/// bottom of the Life Deck at step 3, and the attack does 4 + 3 = 7 life cards.
#[test]
fn namekian_dragon_blast_counts_the_namek_dragon_balls_in_play_for_both_of_its_x() {
    let board = "counted-x-namek-dragon-balls-in-play-damage-and-cards-returned.json";
    support::assert_step_says(
        board,
        3,
        "Namekian Dragon Blast: 3 counted (Namek Dragon Balls in play): 3 card(s), 1 per unit",
        &[],
    );
    support::assert_step_says(
        board,
        10,
        "Namekian Dragon Blast counts 3 (Namek Dragon Balls in play): 3 life cards",
        &[],
    );
}
