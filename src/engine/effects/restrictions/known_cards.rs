//! A small hand-written table of CRD 3.0.0 texts for pool cards the scenarios use. Pool cards
//! now get their effects from the card-text compiler ([`crate::engine::compile`]); the table is used
//! only (1) for its quoted text, while the imported pool still carries a card's printed text
//! without its errata (the compiler then reads this text), and (2) for its effects, only where the
//! compiler leaves a sentence of that text to the judge (Goku Anger Attack: the text names no
//! attack, so the table keeps the multiplier next to the judge's sentence). Once `cards/` carries
//! every errata text, only entries of kind (2) need to stay. Each entry quotes the card's current text it encodes (the CRD 3.0.0
//! "Treat this card as if it read" text where there is one, else the printed text) and gives the
//! effects as JSON in the scenario format. A test checks every entry parses, and, when the card
//! pool is present, that the quoted text is the pool card's current text.

use crate::engine::effects::Effect;

/// One entry: the card name, the text it encodes, the effects (JSON array).
#[derive(Debug, Clone, Copy)]
pub struct KnownCard {
    /// Card name as the pool spells it.
    pub name: &'static str,
    /// The current text encoded.
    pub text: &'static str,
    /// The effects, as a JSON array in the scenario format.
    pub effects_json: &'static str,
}

/// The table.
pub const KNOWN_CARDS: &[KnownCard] = &[
    KnownCard {
        name: "Tien's Physical Attack",
        text: "Physical attack doing 5 life card draws if succesful.",
        effects_json: r#"[{"attack": {"kind": "physical", "damage": {"life_cards": 5}}}]"#,
    },
    KnownCard {
        name: "Orange Joint Restraint Drill",
        text: "All of your physical attacks do +4 power stages of damage.",
        effects_json: r#"[{"modify": {"power_stages": 4, "scope": "your_attacks", "kinds": ["physical"]}}]"#,
    },
    KnownCard {
        name: "Vegeta's Physical Stance",
        text: "Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use.",
        effects_json: r#"[{"stop": {"kinds": ["physical"], "rest_of_combat": true}}, "remove_from_game_after_use"]"#,
    },
    KnownCard {
        name: "Fall 7 Times, Get Up 8 Times",
        text: "Defense Shield: Stops the first unstopped physical attack performed against you this Combat. Remove from the game after use.",
        effects_json: r#"[{"defense_shield": ["physical"]}, "remove_from_game_after_use"]"#,
    },
    KnownCard {
        name: "Fortify Your Spirit",
        text: "Defense Shield: Stops the first unstopped energy attack performed against you this Combat. Remove from the game after use.",
        effects_json: r#"[{"defense_shield": ["energy"]}, "remove_from_game_after_use"]"#,
    },
    KnownCard {
        name: "It's The Little Things That Matter",
        text: "Defense Shield: Stops the first unstopped energy or physical attack performed against you this Combat. Remove from the game after use.",
        effects_json: r#"[{"defense_shield": ["physical", "energy"]}, "remove_from_game_after_use"]"#,
    },
    KnownCard {
        name: "Black Energy Stamina Drill",
        text: "All of your energy attacks cost 1 power stage for you to perform (after all modifiers from other cards/effects).",
        effects_json: r#"[{"energy_cost": 1}]"#,
    },
    KnownCard {
        name: "Red Energy Defense Drill",
        text: "All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0.",
        effects_json: r#"[{"modify": {"life_cards": -1, "scope": "attacks_against_you", "kinds": ["energy"]}}]"#,
    },
    KnownCard {
        name: "Goku Anger Attack",
        text: "Doubles the base damage (damage from the Physical Attack Table), before you add modifiers from Drills.",
        effects_json: r#"[{"manual": "Goku Anger Attack's text names no attack of its own: the judge decides which physical attack it doubles"}, {"multiply": 2}]"#,
    },
    KnownCard {
        name: "Hidden Power Level",
        text: "Physical attack. Raise your Main Personality to his highest power stage.",
        effects_json: r#"[{"attack": {"kind": "physical"}}, {"highest_stage": "you"}]"#,
    },
];

/// The effects the table gives a card name, if it has an entry. Entries that fail to parse are
/// treated as absent (the test `every_entry_parses` keeps them parsing).
pub fn effects_for(name: &str) -> Option<(&'static KnownCard, Vec<Effect>)> {
    let entry = KNOWN_CARDS
        .iter()
        .find(|k| k.name.eq_ignore_ascii_case(name))?;
    let effects = serde_json::from_str(entry.effects_json).ok()?;
    Some((entry, effects))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_parses() {
        for k in KNOWN_CARDS {
            let parsed: Result<Vec<Effect>, _> = serde_json::from_str(k.effects_json);
            assert!(parsed.is_ok(), "{}: {:?}", k.name, parsed.err());
        }
    }
}
