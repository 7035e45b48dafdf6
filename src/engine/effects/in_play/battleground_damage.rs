//! Pattern rows and payload of `in_play::battleground_damage`: the damage modifiers a
//! Battleground or Location in play puts on the attacks of every player ("All Physical attacks
//! do +1 power stage of damage", "All attacks performed by Allies do +2 ...", "All focused
//! attacks do +1 power stages and +1 life cards ..."), and the Physical Attack Table it makes
//! the players use ("use Physical Attack Table B", Majin Buu's House).
//!
//! The rows read only the sentences that name no owner ("All attacks ...", never "your"): a
//! Battleground's "All of your attacks do +2 ..." (Tree of Might) is the core row's
//! `Effect::Modify`, read for the card's controller where the Battleground is read
//! (`battleground_damage_resolve.rs`). The table is tried before the core modifier rows
//! (`compile/tables.rs`), so "All attacks with "Majin" in the title ..." is every player's.

use serde::{Deserialize, Serialize};

use super::super::AttackKind;
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{BattlegroundRule, Effect};
use crate::engine::pat::PatTableId;

/// Which attacks a Battleground's damage modifier adds to (every player's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum AttacksOf {
    /// "All attacks".
    All,
    /// "All physical attacks", "All energy attacks".
    Kind(AttackKind),
    /// "All focused attacks".
    Focused,
    /// "All attacks performed by Allies": the personality in control of Combat is an Ally.
    ByAllies,
    /// "All successful attacks": every attack that reaches the modifiers (step 8 found it
    /// successful).
    Successful,
    /// "All attacks with "Majin" in the title": a card's title, or (The Middle of Nowhere's CRD
    /// ruling) the title of the personality whose power performs the attack.
    TitleHas(String),
    /// "All Majin only attacks": attacks of cards whose text restricts them to "Majin only".
    OnlyCards(String),
}

fn attacks_do(c: &Caps<'_>, attacks: AttacksOf) -> Option<Vec<Piece>> {
    let first = c.damage("unit", c.n("n")?);
    let second = if c.has("m") {
        c.damage("unit2", c.n("m")?)
    } else {
        Default::default()
    };
    let ps = first.power_stages.saturating_add(second.power_stages);
    let lc = first.life_cards.saturating_add(second.life_cards);
    one(Effect::Battleground(BattlegroundRule::AttacksDo {
        attacks,
        power_stages: i32::try_from(ps).ok()?,
        life_cards: i32::try_from(lc).ok()?,
    }))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // The damage: "+1 power stage", "+1 power stages and +1 life cards" ("an additional").
    Pattern {
        // Majin Buu's Stomach; Hyperbolic Time Chamber ("All Physical attacks", "All energy
        // attacks").
        name: "battleground-all-attacks-do",
        pattern: r"all (?:(?P<kind>physical|energy) )?attacks do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage",
        build: |c| {
            let attacks = match c.kinds().first() {
                Some(k) if c.has("kind") => AttacksOf::Kind(*k),
                _ => AttacksOf::All,
            };
            attacks_do(c, attacks)
        },
    },
    Pattern {
        // Celestial Battleground.
        name: "battleground-focused-attacks-do",
        pattern: r"all focused attacks do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage",
        build: |c| attacks_do(c, AttacksOf::Focused),
    },
    Pattern {
        // Heroes' Battleground.
        name: "battleground-attacks-by-allies-do",
        pattern: r"all attacks performed by allies do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage",
        build: |c| attacks_do(c, AttacksOf::ByAllies),
    },
    Pattern {
        // Cell's Arena.
        name: "battleground-successful-attacks-do",
        pattern: r"all successful attacks do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage",
        build: |c| attacks_do(c, AttacksOf::Successful),
    },
    Pattern {
        // The Middle of Nowhere.
        name: "battleground-attacks-with-title-do",
        pattern: r#"all attacks with "(?P<t>[a-z' ]+)" in the title do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage"#,
        build: |c| {
            attacks_do(
                c,
                AttacksOf::TitleHas(crate::engine::compile::patterns::title(c.s("t"))),
            )
        },
    },
    Pattern {
        // Majin Throwdown.
        name: "battleground-only-attacks-do",
        pattern: r"all (?P<t>[a-z]+) only attacks do (?:an additional )?\+{n} {unit}(?: and \+{m} {unit2})? of damage",
        build: |c| {
            attacks_do(
                c,
                AttacksOf::OnlyCards(crate::engine::compile::patterns::title(c.s("t"))),
            )
        },
    },
    Pattern {
        // Majin Buu's House.
        name: "battleground-physical-attack-table-b",
        pattern: r"while this battleground is in play,? use physical attack table b instead of the normal physical attack table",
        build: |_| {
            one(Effect::Battleground(BattlegroundRule::PatTable(
                PatTableId::BuuSagaB,
            )))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::AttacksOf;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{AttackKind, BattlegroundRule, Effect};
    use crate::engine::pat::PatTableId;

    fn rules(text: &str) -> Vec<BattlegroundRule> {
        compile_text(text)
            .effects
            .into_iter()
            .filter_map(|e| match e {
                Effect::Battleground(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    fn does(attacks: AttacksOf, power_stages: i32, life_cards: i32) -> BattlegroundRule {
        BattlegroundRule::AttacksDo {
            attacks,
            power_stages,
            life_cards,
        }
    }

    #[test]
    fn every_players_attacks_as_the_battlegrounds_print_them() {
        // Hyperbolic Time Chamber (Android Saga #43).
        assert_eq!(
            rules("All Physical attacks do +1 power stage of damage. All energy attacks do +1 life card of damage."),
            vec![
                does(AttacksOf::Kind(AttackKind::Physical), 1, 0),
                does(AttacksOf::Kind(AttackKind::Energy), 0, 1)
            ]
        );
        // Celestial Battleground, Heroes' Battleground, Majin Buu's Stomach.
        assert_eq!(
            rules("All focused attacks do +1 power stages and +1 life cards of damage."),
            vec![does(AttacksOf::Focused, 1, 1)]
        );
        assert_eq!(
            rules("All attacks performed by Allies do +2 power stages of damage."),
            vec![does(AttacksOf::ByAllies, 2, 0)]
        );
        assert_eq!(
            rules("All attacks do +2 power stages of damage."),
            vec![does(AttacksOf::All, 2, 0)]
        );
        // Cell's Arena's second sentence; The Middle of Nowhere; Majin Throwdown.
        assert_eq!(
            rules("All successful attacks do +2 life cards of damage."),
            vec![does(AttacksOf::Successful, 0, 2)]
        );
        assert_eq!(
            rules("All attacks with \"Majin\" in the title do +3 power stages of damage."),
            vec![does(AttacksOf::TitleHas("Majin".into()), 3, 0)]
        );
        assert_eq!(
            rules("All Majin only attacks do an additional +1 power stages and +1 life cards of damage."),
            vec![does(AttacksOf::OnlyCards("Majin".into()), 1, 1)]
        );
    }

    #[test]
    fn table_b_while_in_play() {
        // Majin Buu's House (Majin Buu Saga #73).
        assert_eq!(
            rules("While this Battleground is in play, use Physical Attack Table B instead of the normal Physical Attack Table."),
            vec![BattlegroundRule::PatTable(PatTableId::BuuSagaB)]
        );
    }

    #[test]
    fn a_sentence_with_an_owner_is_not_every_players() {
        // "your" attacks stay the core row's modifier of the card's controller.
        assert!(rules("All of your attacks do +2 power stages of damage.").is_empty());
    }
}
