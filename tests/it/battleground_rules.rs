//! The rules a Battleground or Location in play puts on every player (CRD 3.0.0 "Battleground
//! and Location Cards": "Battleground and Location cards affect all players at all times"):
//! attack costs, Non-Combat cards and Allies' control barred, an anger cap, a change of every
//! Main Personality's PUR. Each scenario names its card and section.

use crate::support;

const BATTLEGROUNDS: &str = "crd-3.0.0/battleground-and-location-cards";

/// Gravity Chamber: "All physical attacks cost +2 Power stages to perform", the opponent's
/// Battleground, paid by the attacker at step 2 (Battle Sequence 2; "Card Costs").
#[test]
fn gravity_chamber_adds_two_power_stages_to_a_physical_attack_of_either_player() {
    let r = support::scenario_report("battleground-gravity-chamber-physical-attack-cost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step2 = support::step_noting(&r, "Gravity Chamber", "step 2 names Gravity Chamber");
    assert_eq!(step2.step, 2);
    support::assert_cites(step2, &[BATTLEGROUNDS, "crd-3.0.0/card-costs"]);
}

/// "Card Costs": an attack whose cost (with the Battleground's +2) cannot be paid is refused,
/// naming the Battleground.
#[test]
fn gravity_chamber_cost_that_cannot_be_paid_refuses_the_attack() {
    let r = support::scenario_report("battleground-gravity-chamber-cost-cannot-be-paid.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the attack is refused");
    assert!(said.contains("cannot be paid from stage 1"), "{said}");
    assert!(said.contains(BATTLEGROUNDS), "{said}");
}

/// Capsule Corp.: "All focused attacks cost +3 power stages to perform": a focused attack pays
/// 3, an unfocused one nothing.
#[test]
fn capsule_corp_charges_focused_attacks_only() {
    let r = support::scenario_report("battleground-capsule-corp-focused-attack-cost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
}

/// City In Turmoil: "Non-Combat cards may not be used": a Non-Combat stopper in play refused.
#[test]
fn city_in_turmoil_refuses_a_non_combat_card_used_as_a_defence() {
    let r = support::scenario_report("battleground-city-in-turmoil-non-combat-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the use is refused");
    assert!(said.contains(BATTLEGROUNDS), "{said}");
}

/// World Tournament: "Allies may not take control of Combat", even with the Main Personality at
/// 0 (CRD "Allies Taking Over Combat" would allow it).
#[test]
fn world_tournament_keeps_an_ally_from_taking_control() {
    let r = support::scenario_report("battleground-world-tournament-ally-control-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the control is refused");
    assert!(said.contains("World Tournament"), "{said}");
    assert!(said.contains(BATTLEGROUNDS), "{said}");
}

/// Winter Countryside and its CRD 3.0.0 ruling: "You can only raise your anger 1 level from each
/// card while Winter Countryside is in play."
#[test]
fn winter_countryside_caps_a_two_level_raise_at_one() {
    let r = support::scenario_report("battleground-winter-countryside-anger-cap.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "caps the raise", "the cap is said");
    support::assert_cites(
        step,
        &[
            BATTLEGROUNDS,
            "crd-3.0.0/specific-card-clarifications-errata-rulings/winter-countryside",
        ],
    );
}

/// Defenceless Beach ("reduced by 1") and Planet Vegeta ("increased by 1") change the PUR the
/// Main Personality powers up by (Sequence of Play, 3) Power-Up Step).
#[test]
fn a_battleground_or_location_changes_every_main_personalitys_pur_at_power_up() {
    for file in [
        "battleground-defenceless-beach-power-up.json",
        "location-planet-vegeta-power-up.json",
    ] {
        let r = support::scenario_report(file);
        assert!(r.passed, "{file}: {:?} {:?}", r.checkpoints, r.error);
    }
}

/// Snake Way (a Location): "Allies placed into play start at 6 power stages above 0" (not 3,
/// CRD "Putting Allies into Play") and "When a player puts an Ally into play, his opponent
/// discards the top card of his Life Deck".
#[test]
fn snake_way_sets_an_allys_entry_stage_and_makes_the_opponent_discard() {
    let r = support::scenario_report("location-snake-way-ally-enters.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "enters at 6", "the entry stage is said");
    support::assert_cites(step, &[BATTLEGROUNDS]);
}

/// Majin Babidi's Ship: "the cost is doubled after any other modifiers are applied": a stated
/// cost of 1 power stage is paid as 2 at step 2 (Battle Sequence 2; "Card Costs").
#[test]
fn majin_babidis_ship_doubles_a_stated_cost() {
    let r = support::scenario_report("battleground-majin-babidis-ship-cost-doubled.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "doubles the cost", "step 2 says the doubling");
    assert_eq!(step.step, 2);
}

/// Master Roshi's Island: "All named cards cost +2 life cards to play" (Glossary "Named Card"):
/// a Named card pays 2 life cards at step 2, a card naming no one nothing.
#[test]
fn master_roshis_island_charges_named_cards_two_life_cards() {
    let r = support::scenario_report("battleground-master-roshis-island-named-card-cost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "is a named card", "step 2 says the card is Named");
    support::assert_cites(step, &[BATTLEGROUNDS, "crd-3.0.0/glossary/named-card"]);
}

/// Master Roshi's Island outside Combat: its CRD ruling "This Location affects Dende Dragon
/// Balls": a Dende Dragon Ball played in the Non-Combat Step (Sequence of Play, 2) pays 2 life
/// cards first, whoever controls the Island ("Battleground and Location Cards").
#[test]
fn master_roshis_island_charges_a_dende_dragon_ball_in_the_non_combat_step() {
    let r =
        support::scenario_report("battleground-master-roshis-island-dende-dragon-ball-cost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(
        step.notes.iter().any(|n| n.contains("is a named card")),
        "{:?}",
        step.notes
    );
}

/// Blasted Land: the discard at the beginning of the turn comes before the Draw Step (Sequence
/// of Play, 1) Draw Step).
#[test]
fn blasted_land_discards_the_top_life_card_before_the_draw() {
    let r = support::scenario_report("battleground-blasted-land-turn-start-discard.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
}

/// Z Sword Plateau: every personality gains 3 power stages at the beginning of the Power-Up Step
/// (Sequence of Play, 3) Power-Up Step), before the Main Personality powers up.
#[test]
fn z_sword_plateau_raises_every_personality_before_the_power_up() {
    let r = support::scenario_report("location-z-sword-plateau-power-up.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::turn_step(&r, 3, "the Power-Up Step ran");
    assert!(
        step.notes.iter().any(|n| n.contains("Z Sword Plateau")),
        "{:?}",
        step.notes
    );
}

/// Hercule's Underground Training Area: its Rejuvenation Step effect is used beside the
/// rejuvenation (Sequence of Play, 7) Rejuvenation Step: "Any other effects that occur during
/// the Rejuvenation Step still happen").
#[test]
fn hercules_underground_training_area_puts_a_bottom_discard_on_top_of_the_life_deck() {
    let r =
        support::scenario_report("location-hercules-underground-training-area-rejuvenation.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::turn_step(&r, 7, "the Rejuvenation Step ran");
    assert!(
        step.notes.iter().any(|n| n.contains("one of the bottom 5")),
        "{:?}",
        step.notes
    );
}

/// King Kai's New Home: the Draw Step's draw stops at 4 cards in hand (Sequence of Play, 1) Draw
/// Step draws 3).
#[test]
fn king_kais_new_home_stops_the_draw_at_four_cards_in_hand() {
    let r = support::scenario_report("location-king-kais-new-home-draw-limit.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::turn_step(&r, 1, "the Draw Step ran");
    assert!(step.account.contains("draws 2 of 3"), "{}", step.account);
}

/// Kami's Floating Island, the defender's Battleground: "When entering Combat, draw a card" is
/// used by both players, the attacker too, and the Prepare Phase cites why ("Battleground and
/// Location cards affect all players at all times"): each draws 1, the defender then his 3.
#[test]
fn kamis_floating_island_draws_for_both_players_citing_battlegrounds() {
    let r = support::scenario_report("battleground-kamis-floating-island-both-players-draw.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let prepare = support::step_noting(
        &r,
        "p1 draws 1 card",
        "the attacker draws from the Battleground",
    );
    assert_eq!(prepare.step, 0);
    support::assert_cites(
        prepare,
        &[BATTLEGROUNDS, "crd-3.0.0/phase-1-the-prepare-phase"],
    );
}

/// The Prepare Phase (Battle Sequence step 0) with New Vegeta's "When entering Combat, discard
/// one of your Non-Combat cards in play" (CRD 3.0.0 "Battleground and Location Cards": they
/// "affect all players at all times"): each player discards one of his own (R019).
#[test]
fn battleground_entering_combat_text_is_each_players() {
    support::assert_step_says(
        "battleground-entering-combat-each-player-discards.json",
        0,
        "New Vegeta: Non-Combat card discarded: Vegeta's Plans",
        &[
            "crd-3.0.0/battleground-and-location-cards",
            "crd-3.0.0/phase-1-the-prepare-phase",
        ],
    );
}

/// The Prepare Phase with New Vegeta and more Non-Combat cards than it takes: each player's `use`
/// of the Battleground in his half names the card he discards (CRD 3.0.0 "Battleground and
/// Location Cards"; Glossary "Non-Combat Card": a Drill is one).
#[test]
fn battleground_entering_combat_choice_is_each_players() {
    support::assert_step_says(
        "battleground-entering-combat-each-player-chooses.json",
        0,
        "New Vegeta: Non-Combat card discarded: Blue Enemies Drill",
        &[BATTLEGROUNDS],
    );
}
