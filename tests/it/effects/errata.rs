//! One test per card that CRD 3.0.0 rewrites ("Treat this card as if it read ...") and that
//! attacks, defends or is a Drill: the compiled effects of the quoted text, pinned exactly,
//! including the sentences still left to the judge (`manual`). The quoted texts are copied from
//! `../shared/seeds/000_4a4ad9141ca93aaa.txt` (section "Specific Card Clarifications/Errata/
//! Rulings"); six rewrites whose quotation nests another quotation (Gohan's Temper, Majin
//! Thrust, Majin Buu's Childish Taunt, Orange Focusing Drill, Piccolo's Stomp, Piccolo's
//! Multiform) are left to the imported pool's `current_text`, checked by
//! `pool_current_text_compiles_like_the_quote` once `cards/` carries them.
//!
//! Each row: test name, card name, quoted text => expected coverage, expected effects (JSON).

use crate::support;

use scouter::engine::compile::{compile_card, compile_text, Coverage};
use scouter::engine::Effect;

struct Row {
    name: &'static str,
    text: &'static str,
    coverage: Coverage,
    effects: &'static str,
}

fn check(row: &Row) {
    let compiled = compile_text(row.text);
    let expected: Vec<Effect> = match serde_json::from_str(row.effects) {
        Ok(e) => e,
        Err(e) => panic!("{}: the expected effects do not parse: {e}", row.name),
    };
    assert_eq!(
        compiled.effects,
        expected,
        "{}: {}",
        row.name,
        serde_json::to_string(&compiled.effects).unwrap_or_default()
    );
    assert_eq!(compiled.coverage, row.coverage, "{}", row.name);
    assert!(
        !compiled.effects.is_empty(),
        "{} compiles to nothing",
        row.name
    );
}

macro_rules! errata {
    ($($test:ident: $name:literal, $text:literal => $coverage:ident, $effects:literal;)*) => {
        const ROWS: &[Row] = &[$(Row { name: $name, text: $text, coverage: Coverage::$coverage, effects: $effects }),*];
        $(
            #[test]
            fn $test() {
                let row = ROWS.iter().find(|r| r.name == $name).expect("row exists");
                check(row);
            }
        )*
    };
}

errata! {
    ally_s_sacrifice: r#"Ally's Sacrifice"#, r#"Stops all of your opponent's physical and energy attacks for the remainder of Combat. Remove one of your Allies in play from the game to use this card"# => Full, r#"[{"stop":{"kinds":["physical","energy"],"rest_of_combat":true}},{"in_play_to_use":{"do":"remove_from_game","whose":"you","cards":["ally"],"count":{"exactly":1}}}]"#;
    black_bear_hug_drill: r#"Black Bear Hug Drill"#, r#"All of your physical attacks do +2 power stages of damage."# => Full, r#"[{"modify":{"power_stages":2,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}}]"#;
    black_defender_drill: r#"Black Defender Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}}]"#;
    black_disarray_drill: r#"Black Disarray Drill"#, r#"Sensei Deck only. When your opponent would discard any number of card(s) from his hand because of your card effects, the cards are discarded at random instead."# => Full, r#"[{"card_rule":"sensei_deck_only"},"opponent_hand_discards_at_random"]"#;
    black_energy_deflection_drill: r#"Black Energy Deflection Drill"#, r#"You may play an energy attack from your hand and pay its costs in order to stop an energy attack, and then your opponent discards 1 life card."# => Full, r#"[{"drill_stop":{"kinds":["energy"],"cost":"play_hand_energy_attack","then":[{"lose_life_cards":{"player":"opponent","count":1}}]}}]"#;
    black_energy_stamina_drill: r#"Black Energy Stamina Drill"#, r#"All of your energy attacks cost 1 power stage for you to perform (after all modifiers from other cards/effects)."# => Full, r#"[{"energy_cost":1}]"#;
    black_fore_fist_punch: r#"Black Fore Fist Punch"#, r#"Energy attack doing 6 life cards of damage. If successful, your opponent loses 3 power stages, to a minimum of 0."# => Full, r#"[{"attack":{"kind":"energy","damage":{"power_stages":0,"life_cards":6}}},{"if_successful":[{"power_stages_to_zero":{"player":"opponent","by":-3}}]}]"#;
    black_free_style_drill: r#"Black Free-Style Drill"#, r#"After receiving damage from an energy attack, you may draw the bottom card of your discard pile. Cannot be used with any other Black Drills in play."# => Full, r#"[{"trigger":{"on":"damage_received","kinds":["energy"],"may":true,"effects":[{"move_cards":{"player":"you","count":1,"from":"discard_bottom","to":"hand"}}]}},{"card_rule":{"not_with_other_drills":"Black"}}]"#;
    black_physical_drill: r#"Black Physical Drill"#, r#"All physical attacks performed against you, do 1 less power stage of damage, to a minimum of 0. Cannot be used with other Black Drills in play."# => Full, r#"[{"modify":{"power_stages":-1,"life_cards":0,"scope":"attacks_against_you","kinds":["physical"]}},{"card_rule":{"not_with_other_drills":"Black"}}]"#;
    black_striking_drill: r#"Black Striking Drill"#, r#"All of your physical attacks do +2 power stages of damage."# => Full, r#"[{"modify":{"power_stages":2,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}}]"#;
    black_takedown_drill: r#"Black Takedown Drill"#, r#"Once per Combat, you may draw a card after performing a successful attack."# => Full, r#"[{"trigger":{"on":"your_attack_successful","may":true,"per_combat":1,"effects":[{"draw":1}]}}]"#;
    blue_allies_drill: r#"Blue Allies Drill"#, r#"Once per turn, search your...."# => Manual, r#"[{"manual":"Once per turn, search your...."}]"#;
    blue_breakfall_drill: r#"Blue Breakfall Drill"#, r#"All physical attacks performed against you do 2 less power stages of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":-2,"life_cards":0,"scope":"attacks_against_you","kinds":["physical"]}}]"#;
    blue_deceiving_drill: r#"Blue Deceiving Drill"#, r#"When entering Combat as the defender, you may gain up to 3 power stages."# => Full, r#"[{"trigger":{"on":"entering_combat_as_defender","may":true,"effects":[{"power_stages_up_to":3}]}}]"#;
    blue_enemies_drill: r#"Blue Enemies Drill"#, r#"Once per Combat, if your opponent has an Ally in play, you may take 1 less life card of damage from any physical attack."# => Full, r#"[{"trigger":{"on":"life_card_damage","kinds":["physical"],"may":true,"per_combat":1,"condition":"opponent_has_ally","effects":[{"take_less_damage":{"power_stages":0,"life_cards":1}}]}}]"#;
    blue_holding_drill: r#"Blue Holding Drill"#, r#"Your opponents may only place 1 Non-Combat card in play from their hand during their turn."# => Full, r#"[{"non_combat_from_hand_per_turn":1}]"#;
    blue_neck_restraint_drill: r#"Blue Neck Restraint Drill"#, r#"All of your physical attacks do +3 power stages of damage. Cannot be used with any other Blue Drills in play."# => Full, r#"[{"modify":{"power_stages":3,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}},{"card_rule":{"not_with_other_drills":"Blue"}}]"#;
    blue_off_balancing_drill: r#"Blue Off-Balancing Drill"#, r#"All of your physical attacks do +1 power stages of damage."# => Full, r#"[{"modify":{"power_stages":1,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}}]"#;
    blue_rush: r#"Blue Rush"#, r#"Physical attack. If you declared Tokui-Waza, this attack does 5 power stages of damage instead. If successful, Combat ends after damage, if any, is dealt."# => Full, r#"[{"attack":{"kind":"physical"}},{"conditional":{"condition":"tokui_waza","effects":[{"damage_instead":{"power_stages":5,"life_cards":0}}]}},{"if_successful":["end_combat"]}]"#;
    captain_ginyu_reversal_drill: r#"Captain Ginyu Reversal Drill"#, r#"Villains only. For every 3 power stages of damage you receive, per attack, your opponent loses 1 power stage of damage. Limit 1 per deck."# => Full, r#"[{"only":["Villains"]},{"stages_back_per_damage":{"per":3,"lose":1}},{"card_rule":{"limit_per_deck":1}}]"#;
    cell_s_neck_grab: r#"Cell's Neck Grab"#, r#"Cell only. Physical attack doing +3 power stages of damage. If successful, discard one of your opponent's Allies in play and your opponent's Main Personality loses 1 power stage for each power stage the Ally was at above 0."# => Full, r#"[{"only":["Cell"]},{"attack":{"kind":"physical"}},{"modify":{"power_stages":3,"life_cards":0,"scope":"this_attack"}},{"if_successful":[{"discard_ally_stages_lost":1}]}]"#;
    chiaotzu_s_drill: r#"Chiaotzu's Drill"#, r#"All physical attacks performed against you, do 1 less power stage of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":-1,"life_cards":0,"scope":"attacks_against_you","kinds":["physical"]}}]"#;
    chiaotzu_s_physical_defense: r#"Chiaotzu's Physical Defense"#, r#"Stops all heroes from losing 1 life card of damage from every attack for the remainder of Combat. Remove from the game after use."# => Full, r#"[{"prevent_against":{"group":"Hero","life_cards":1}},"remove_from_game_after_use"]"#;
    earth_dragon_ball_combat: r#"Earth Dragon Ball Combat"#, r#"Energy attack. If successful, capture a Dragon Ball."# => Full, r#"[{"attack":{"kind":"energy"}},{"if_successful":["capture_dragon_ball"]}]"#;
    eyes_of_the_dragon: r#"Eyes of the Dragon"#, r#"Use when needed. After you perform a successful energy attack, search your Life Deck for a Dragon Ball then place it in play and capture a Dragon Ball from your opponent. Limit 1 per deck."# => Full, r#"[{"timing":"when_needed"},{"use_window":{"after_your_attack_successful":"energy"}},{"search":{"player":"you","from":"life_deck","filter":{"types":["Dragon Ball"]},"count":1,"to":"play"}},"capture_dragon_ball",{"card_rule":{"limit_per_deck":1}}]"#;
    fall_7_times_get_up_8_times: r#"Fall 7 Times, Get Up 8 Times"#, r#"Defense Shield: Stops the first unstopped physical attack performed against you this Combat. Remove from the game after use."# => Full, r#"[{"defense_shield":["physical"]},"remove_from_game_after_use"]"#;
    fortify_your_spirit: r#"Fortify Your Spirit"#, r#"Defense Shield: Stops the first unstopped energy attack performed against you this Combat. Remove from the game after use."# => Full, r#"[{"defense_shield":["energy"]},"remove_from_game_after_use"]"#;
    frieza_smiles: r#"Frieza Smiles"#, r#"Play this card as your first card from your hand during Combat. Stops a physical or energy attack. For the remainder of Combat, stops all attacks of the same type this card stopped."# => Full, r#"[{"first_in_combat":"card"},{"stop":{"kinds":["physical","energy"]}},"stops_same_kind_rest_of_combat"]"#;
    frieza_s_force_bubble: r#"Frieza's Force Bubble"#, r#"Stops an energy attack. Stop all energy attacks for the remainder of Combat."# => Full, r#"[{"stop":{"kinds":["energy"],"rest_of_combat":true}}]"#;
    gohan_s_physical_attack: r#"Gohan's Physical Attack"#, r#"Physical attack Raise your anger 1. Gain 5 power stages."# => Full, r#"[{"attack":{"kind":"physical"}},{"if_successful":[{"anger":{"player":"you","by":1}}]},{"power_stages":{"player":"you","by":5}}]"#;
    gohan_s_stomp: r#"Gohan's Stomp"#, r#"Heroes only. Energy attack doing 5 life cards of damage. This attack cannot be stopped, prevented or reduced by Main Personality powers."# => Full, r#"[{"only":["Heroes"]},{"attack":{"kind":"energy","damage":{"power_stages":0,"life_cards":5}}},"not_by_main_personality_powers"]"#;
    piccolo_s_stomp: r#"Piccolo's Stomp"#, r#"Heroes only. Energy attack doing 5 life cards of damage. This attack cannot be stopped, prevented or reduced by Main Personality powers. If "Piccolo's Flight" is in play, this attack does 7 life cards of damage, instead."# => Full, r#"[{"only":["Heroes"]},{"attack":{"kind":"energy","damage":{"power_stages":0,"life_cards":5}}},"not_by_main_personality_powers",{"conditional":{"condition":{"in_play":"Piccolo's Flight"},"effects":[{"damage_instead":{"power_stages":0,"life_cards":7}}]}}]"#;
    goku_s_capturing_drill: r#"Goku's Capturing Drill"#, r#"Dragon Balls you control may not be captured while this Drill is in play."# => Full, r#"["dragon_balls_cannot_be_captured"]"#;
    goku_s_conquering_stance: r#"Goku's Conquering Stance"#, r#"Physical attack. If successful, lower all players' anger levels to 0."# => Full, r#"[{"attack":{"kind":"physical"}},{"if_successful":[{"set_anger":{"player":"you","to":0}},{"set_anger":{"player":"opponent","to":0}}]}]"#;
    goku_s_physical_attack: r#"Goku's Physical Attack"#, r#"Physical attack. If successful, draw the bottom card from your discard pile. If used by Goku, it stays in play to be used one more time this Combat. Remove from the game after use. Limit 2 per deck."# => Full, r#"[{"attack":{"kind":"physical"}},{"if_successful":[{"move_cards":{"player":"you","count":1,"from":"discard_bottom","to":"hand"}}]},{"conditional":{"condition":{"performed_by":["Goku"]},"effects":[{"uses_this_combat":1}]}},"remove_from_game_after_use",{"card_rule":{"limit_per_deck":2}}]"#;
    goku_s_surprise_attack: r#"Goku's Surprise Attack"#, r#"Physical attack doing 5 power stages of damage."# => Full, r#"[{"attack":{"kind":"physical","damage":{"power_stages":5,"life_cards":0}}}]"#;
    goku_s_touch: r#"Goku's Touch"#, r#"Use after you perform a successful physical attack to capture an opponent's Dragon Ball. Remove from the game after use."# => Full, r#"[{"use_window":{"after_your_attack_successful":"physical"}},"capture_dragon_ball","remove_from_game_after_use"]"#;
    guldo_s_time_freeze_drill: r#"Guldo's Time Freeze Drill"#, r#"Villains only. Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage."# => Full, r#"[{"only":["Villains"]},{"reduce_either_against_you":1}]"#;
    hidden_power_level: r#"Hidden Power Level"#, r#"Physical attack. Raise your Main Personality to his highest power stage."# => Full, r#"[{"attack":{"kind":"physical"}},{"highest_stage":"you"}]"#;
    it_s_the_little_things_that_matter: r#"It's The Little Things That Matter"#, r#"Defense Shield: Stops the first unstopped energy or physical attack performed against you this Combat. Remove from the game after use."# => Full, r#"[{"defense_shield":["physical","energy"]},"remove_from_game_after_use"]"#;
    meditation_drill: r#"Meditation Drill"#, r#"When entering Combat, you may shuffle your Life Deck or discard pile."# => Full, r#"[{"trigger":{"on":"entering_combat","may":true,"effects":[{"either":[[{"shuffle_life_deck":"you"}],[{"shuffle_discard_pile":"you"}]]}]}}]"#;
    mommy_s_coming_dear: r#"Mommy's Coming Dear"#, r#"Heroes only. Stops a physical or energy attack and stops all attacks for the remainder of Combat. Remove from the game after use. Limit 1 per deck. If a Dragon Ball 7 from any Dragon Ball set is in play, discard this card instead of removing it from the game."# => Full, r#"[{"only":["Heroes"]},{"stop":{"kinds":["physical","energy"],"rest_of_combat":true}},{"conditional":{"condition":{"not":{"dragon_ball_number_in_play":7}},"effects":["remove_from_game_after_use"]}},{"card_rule":{"limit_per_deck":1}},{"conditional":{"condition":{"dragon_ball_number_in_play":7},"effects":[]}}]"#;
    mother_s_touch: r#"Mother's Touch"#, r#"Stops a physical or energy attack. Remove from the game after use."# => Full, r#"[{"stop":{"kinds":["physical","energy"]}},"remove_from_game_after_use"]"#;
    namekian_energy_drill: r#"Namekian Energy Drill"#, r#"After every successful energy attack you perform, you may discard a card from your hand and shuffle it into your Life Deck, and then draw a card."# => Full, r#"[{"trigger":{"on":"your_attack_successful","kinds":["energy"],"may":true,"effects":[{"search":{"player":"you","from":"hand","filter":{},"count":1,"to":"life_deck_shuffled"}},{"draw":1}]}}]"#;
    namekian_pikkon_s_defense: r#"Namekian Pikkon's Defense"#, r#"Stops a physical or energy attack. Remove from the game after use."# => Full, r#"[{"stop":{"kinds":["physical","energy"]}},"remove_from_game_after_use"]"#;
    nappa_s_energy_aura: r#"Nappa's Energy Aura"#, r#"Stops an energy attack. Stops all energy attacks performed against you for the remainder of Combat. Remove from the game after use."# => Full, r#"[{"stop":{"kinds":["energy"],"rest_of_combat":true}},"remove_from_game_after_use"]"#;
    orange_body_shifting_drill: r#"Orange Body Shifting Drill"#, r#"All of your energy attacks that cost 2 power stages to perform, now only cost 1 power stage to perform."# => Full, r#"[{"energy_cost_change":{"from":2,"to":1}}]"#;
    orange_energy_drill: r#"Orange Energy Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0. Cannot be used with other Orange Drills in play."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}},{"card_rule":{"not_with_other_drills":"Orange"}}]"#;
    orange_joint_restraint_drill: r#"Orange Joint Restraint Drill"#, r#"All of your physical attacks do +4 power stages of damage."# => Full, r#"[{"modify":{"power_stages":4,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}}]"#;
    orange_leg_drill: r#"Orange Leg Drill"#, r#"All physical attacks performed against you do 2 less power stages of damage, to a minimum of 0. Limit 1 per deck."# => Full, r#"[{"modify":{"power_stages":-2,"life_cards":0,"scope":"attacks_against_you","kinds":["physical"]}},{"card_rule":{"limit_per_deck":1}}]"#;
    orange_lifting_drill: r#"Orange Lifting Drill"#, r#"Once per Combat, in place of an attack, during your turn, discard all of your opponents' Drills. Limit 1 per deck."# => Full, r#"[{"drill_in_place_of_attack":{"per_combat":1,"your_turn":true,"effects":[{"in_play":{"do":"discard","whose":"opponent","cards":["drill"],"count":"all"}}]}},{"card_rule":{"limit_per_deck":1}}]"#;
    orange_spontaneous_drill: r#"Orange Spontaneous Drill"#, r#"After taking damage from a physical attack, you may draw the bottom card of your discard pile."# => Full, r#"[{"trigger":{"on":"damage_received","kinds":["physical"],"may":true,"effects":[{"move_cards":{"player":"you","count":1,"from":"discard_bottom","to":"hand"}}]}}]"#;
    orange_tripping_drill: r#"Orange Tripping Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}}]"#;
    piccolo_defense_drill: r#"Piccolo Defense Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}}]"#;
    piccolo_s_physical_defense: r#"Piccolo's Physical Defense"#, r#"Stops a physical attack. Gain 4 power stages."# => Full, r#"[{"stop":{"kinds":["physical"]}},{"power_stages":{"player":"you","by":4}}]"#;
    red_coordination_drill: r#"Red Coordination Drill"#, r#"When entering Combat as the defender, you may draw a card."# => Full, r#"[{"trigger":{"on":"entering_combat_as_defender","may":true,"effects":[{"draw":1}]}}]"#;
    red_energy_defense_drill: r#"Red Energy Defense Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}}]"#;
    red_knee_pick_drill: r#"Red Knee Pick Drill"#, r#"When entering Combat as the attacker, you may draw a card."# => Full, r#"[{"trigger":{"on":"entering_combat_as_attacker","may":true,"effects":[{"draw":1}]}}]"#;
    red_penetrating_defense_drill: r#"Red Penetrating Defense Drill"#, r#"All physical attacks performed against you, do 2 less power stages of damage, to a minimum of zero."# => Full, r#"[{"modify":{"power_stages":-2,"life_cards":0,"scope":"attacks_against_you","kinds":["physical"]}}]"#;
    red_phasing_drill: r#"Red Phasing Drill"#, r#"All of your energy attacks performed against a villain do +3 life cards of damage."# => Full, r#"[{"conditional":{"condition":{"against":"Villain"},"effects":[{"modify":{"power_stages":0,"life_cards":3,"scope":"your_attacks","kinds":["energy"]}}]}}]"#;
    red_pressure_point_drill: r#"Red Pressure Point Drill"#, r#"All of your energy attacks do +1 life cards of damage. Cannot be used with other Red Drills in play."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":1,"scope":"your_attacks","kinds":["energy"]}},{"card_rule":{"not_with_other_drills":"Red"}}]"#;
    red_reading_drill: r#"Red Reading Drill"#, r#"Once per Combat, you may take 1 less life card of damage from any attack."# => Full, r#"[{"trigger":{"on":"life_card_damage","may":true,"per_combat":1,"effects":[{"take_less_damage":{"power_stages":0,"life_cards":1}}]}}]"#;
    red_rolling_drill: r#"Red Rolling Drill"#, r#"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0."# => Full, r#"[{"modify":{"power_stages":0,"life_cards":-1,"scope":"attacks_against_you","kinds":["energy"]}}]"#;
    red_wrist_control_drill: r#"Red Wrist Control Drill"#, r#"For every 3 power stages you lose your opponent loses 1 power stage, down to 0."# => Full, r#"[{"stages_back_per_loss":{"per":3,"lose":1}}]"#;
    ribs_broken: r#"Ribs Broken"#, r#"Energy attack doing 5 life cards of damage. Costs 0 power stages to perform. You must remove an Ally in play from the game in order to perform this attack. This does not have to be an Ally you control."# => Full, r#"[{"attack":{"kind":"energy","damage":{"power_stages":0,"life_cards":5}}},{"cost":{"power_stages":0,"life_cards":0,"discard_from_hand":0}},{"in_play_to_use":{"do":"remove_from_game","whose":"any","cards":["ally"],"count":{"exactly":1}}}]"#;
    saiyan_energy_aura: r#"Saiyan Energy Aura"#, r#"Saiyan Heritage only. Stops an energy attack and stops an energy attack during your opponent's next Attacker Attacks phase."# => Full, r#"[{"only":["Saiyan Heritage"]},{"stop":{"kinds":["energy"]}},{"stop_next":{"kinds":["energy"],"lasts":"next_attack_phase"}}]"#;
    saiyan_energy_blast: r#"Saiyan Energy Blast"#, r#"Saiyan Heritage only. Energy attack. Costs 3 power stages to perform. If successful, your opponent cannot perform a physical attack during his next Attacker Attacks phase."# => Full, r#"[{"only":["Saiyan Heritage"]},{"attack":{"kind":"energy"}},{"cost":{"power_stages":3,"life_cards":0,"discard_from_hand":0}},{"if_successful":[{"restrict":{"player":"opponent","what":{"attacks":["physical"]},"lasts":"next_attack_phase"}}]}]"#;
    saiyan_energy_defense: r#"Saiyan Energy Defense"#, r#"Saiyan Heritage only. Stops an energy attack."# => Full, r#"[{"only":["Saiyan Heritage"]},{"stop":{"kinds":["energy"]}}]"#;
    saiyan_power_drill: r#"Saiyan Power Drill"#, r#"All of your physical attacks do +2 power stages of damage."# => Full, r#"[{"modify":{"power_stages":2,"life_cards":0,"scope":"your_attacks","kinds":["physical"]}}]"#;
    saiyan_rapid_fire: r#"Saiyan Rapid Fire"#, r#"Energy attack. If successful, every Ally your opponent has in play loses 4 power stages."# => Full, r#"[{"attack":{"kind":"energy"}},{"if_successful":[{"allies_stages":{"whose":"opponent","by":-4}}]}]"#;
    saiyan_sweeping_defense: r#"Saiyan Sweeping Defense"#, r#"Saiyan Heritage only. Stops a physical attack and stops a physical attack during your opponent's next Attacker Attacks phase."# => Full, r#"[{"only":["Saiyan Heritage"]},{"stop":{"kinds":["physical"]}},{"stop_next":{"kinds":["physical"],"lasts":"next_attack_phase"}}]"#;
    straining_ankle_smash_move: r#"Straining Ankle Smash Move"#, r#"Use immediately after your opponent attacks you (this can be a physical or energy attack) and pays any costs for that attack. Lower your opponent's Main Personality 4 power stages immediately when played."# => Full, r#"["use_after_opponent_pays_costs",{"main_personality_stages":{"player":"opponent","by":-4}}]"#;
    straining_arm_drag_move: r#"Straining Arm Drag Move"#, r#"Physical attack doing 1 life card of damage. You must pass in all remaining phases of Combat."# => Full, r#"[{"attack":{"kind":"physical","damage":{"power_stages":0,"life_cards":1}}},{"must_pass":{"player":"you","all_remaining":true}}]"#;
    straining_energy_move: r#"Straining Energy Move"#, r#"Energy attack that costs 1 life card to perform. If successful, end Combat. Remove from the game after use."# => Full, r#"[{"attack":{"kind":"energy"}},{"cost":{"power_stages":0,"life_cards":1,"discard_from_hand":0}},{"if_successful":["end_combat"]},"remove_from_game_after_use"]"#;
    stunned: r#"Stunned"#, r#"Krillin, Piccolo, and Trunks may not perform physical or energy attacks, stop attacks performed against them, or use their powers for the remainder of Combat. Remove from the game after use."# => Partial, r#"[{"rest_of_combat":[{"manual":"Krillin, Piccolo, and Trunks may not perform physical or energy attacks, stop attacks performed against them, or use their powers for the remainder of Combat."}]},"remove_from_game_after_use"]"#;
    t_rex_defense: r#"T-Rex Defense"#, r#"Defense Shield: When defending in Combat, stop the first unstopped attack performed on you. Remove from the game after use."# => Full, r#"[{"defense_shield":[]},"remove_from_game_after_use"]"#;
    tien_s_jolting_aura: r#"Tien's Jolting Aura"#, r#"Heroes only. Energy attack. If performed by Tien, draw a card."# => Full, r#"[{"only":["Heroes"]},{"attack":{"kind":"energy"}},{"conditional":{"condition":{"performed_by":["Tien"]},"effects":[{"draw":1}]}}]"#;
    trunks_effortless_drill: r#"Trunks Effortless Drill"#, r#"Once per Combat, a player may choose to have a Straining Move card he performs unable to be stopped or prevented."# => Full, r#"["straining_move_unstoppable"]"#;
    vegeta_s_jolting_slash: r#"Vegeta's Jolting Slash"#, r#"Energy attack. Stop all physical attacks performed against villains for the remainder of Combat. Lower your opponent's anger 2 levels. Remove from the game after use."# => Full, r#"[{"attack":{"kind":"energy"}},{"stops_against":{"group":"Villain","kinds":["physical"]}},{"anger":{"player":"opponent","by":-2}},"remove_from_game_after_use"]"#;
    yajirobe_s_gifting_drill: r#"Yajirobe's Gifting Drill"#, r#"Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage."# => Full, r#"[{"reduce_either_against_you":1}]"#;
    yamcha_s_good_wishes: r#"Yamcha's Good Wishes"#, r#"Stops a physical attack and stops all physical attacks for the remainder of Combat. Remove from the game after use."# => Full, r#"[{"stop":{"kinds":["physical"],"rest_of_combat":true}},"remove_from_game_after_use"]"#;
}

/// The honest count: how many of the rewritten attack / defence / Drill cards compile fully.
/// The issue's target is all of them; this pins today's number so it can only go up.
#[test]
fn rewritten_cards_fully_compiled_count() {
    let full = ROWS.iter().filter(|r| r.coverage == Coverage::Full).count();
    eprintln!(
        "{full} of {} rewritten attack/defence/Drill cards compile fully",
        ROWS.len()
    );
    assert_eq!(ROWS.len(), 81);
    assert!(full >= 73, "{full}");
}

/// When the imported pool carries a rewritten card with its errata source, its current text
/// compiles to the same effects as the quote above.
#[test]
fn pool_current_text_compiles_like_the_quote() {
    let corpus = support::corpus();
    let mut checked = 0;
    for row in ROWS {
        let Some(card) = corpus
            .cards()
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(row.name) && c.current_text_source.is_some())
        else {
            continue;
        };
        let expected: serde_json::Value = serde_json::from_str(row.effects).unwrap_or_default();
        let actual = serde_json::to_value(compile_card(card).effects).unwrap_or_default();
        // Manual sentences are compared in their normalised form (the pool may spell an ellipsis
        // or a quote differently from the raw CRD text).
        assert_eq!(
            normalise(actual),
            normalise(expected),
            "{} ({:?})",
            row.name,
            card.current_text
        );
        checked += 1;
    }
    eprintln!("note: {checked} rewritten cards found in the pool with their errata text");
}

fn normalise(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Object(m) => Value::Object(
            m.into_iter()
                .map(|(k, v)| match (k.as_str(), v) {
                    ("manual", Value::String(s)) => {
                        let key =
                            scouter::engine::compile::sentences::key(&s.replace('\u{2026}', "..."));
                        (k, Value::String(key))
                    }
                    (_, v) => (k, normalise(v)),
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(normalise).collect()),
        other => other,
    }
}
