//! Copies of attacks: "perform a copy of the previous attack your opponent performed this
//! Combat" (Blue Reverse), a Drill used in place of an attack to copy the physical attack
//! defended against (Blue Reversal Drill) and the lasting bonus of copied attacks ("any attacks that you perform
//! that are copied from your opponent's attacks ... do +2 life cards of damage"). What a copy is
//! comes from CRD 3.0.0 "Copying Cards" (an extra card that gains all of the copied card's text);
//! resolved at Battle Sequence step 1 and step 10 by `copies_resolve.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::damage_types::Damage;
use crate::engine::effects::{AttackKind, DrillUse, Effect};

/// "Perform a copy of the previous attack your opponent performed this Combat": the card
/// performs, in place of an attack of its own, a copy of the opponent's most recent attack of
/// this Combat (stopped or not: it was performed) of the kinds named (none: any kind).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopyAttack {
    /// The kinds of attack that may be copied; empty: any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// An attack performed this Combat, as it was performed: what a later copy of it gains.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PerformedAttack {
    /// The card (or power) it was performed with.
    pub name: String,
    /// Its kind.
    pub kind: AttackKind,
    /// The effects it was performed with (the text a copy gains).
    pub effects: Vec<Effect>,
    /// Performed with a card (from the hand or in play); `false`: a personality's power or a
    /// Final Physical Attack, which no card carries.
    pub from_card: bool,
}

/// The copy a stop owes its player for his next Attack Phase ("In your next attack phase,
/// perform the exact same attack that this card stopped"): the card's name and the attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OwedCopy {
    /// The card that owes the copy (named by the `use` that performs it).
    pub card: String,
    /// The attack defended against, as performed.
    pub attack: PerformedAttack,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "copy-previous-opponent-attack",
        pattern: r"(?:if your opponent has performed an attack this combat, )?perform a copy of the (?:previous|last|most recent) attack your opponent performed this combat",
        build: |_| one(Effect::CopyAttack(CopyAttack::default())),
    },
    Pattern {
        // Blue Reversal Drill's printed text, read with its CRD 3.0.0 ruling (cited where the
        // Drill is used): "Using this Drill's power takes the place of a player's attack. A player
        // can only use the most recent physical attack performed against that player this Combat
        // (stopped or unstopped)."
        name: "drill-copies-physical-attack-defended",
        pattern: r"do the exact same {kind} attack you defended against during your defending round of combat, once per combat",
        build: |c| {
            one(Effect::DrillInPlaceOfAttack(DrillUse {
                per_combat: Some(1),
                per_turn: None,
                your_turn: false,
                effects: vec![Effect::CopyAttack(CopyAttack { kinds: c.kinds() })],
            }))
        },
    },
    Pattern {
        // Trunks Swiftly Moving, Goku Swiftly Moving (their CRD 3.0.0 rulings: "When you stop a
        // ... attack with this card, you only copy the card power when you use the attack during
        // your next Attacker Attacks phase").
        name: "copy-stopped-attack-next-phase",
        pattern: r#"in your next "?(?:attack|attacker attacks)"? phase, perform the exact same attack that this card stopped(?:, if you have the power stages to pay for your attack)?"#,
        build: |_| one(Effect::CopyStoppedAttackNextPhase),
    },
    Pattern {
        name: "copied-attacks-bonus",
        pattern: r"for the remainder of combat, any attacks that you perform that are copied from your opponent's attacks(?: \(including the attack from this card\))? do \+{n} {unit}(?: of damage)?",
        build: |c| one(Effect::CopiedAttacksDo(c.damage("unit", c.n("n")?))),
    },
];

/// The bonus damage a card's "copied attacks do +N" effect gives, if it has one.
pub fn copied_bonus(effects: &[Effect]) -> Option<Damage> {
    effects.iter().find_map(|e| match e {
        Effect::CopiedAttacksDo(d) => Some(*d),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::CopyAttack;
    use crate::engine::compile::compile_for;
    use crate::engine::damage_types::Damage;
    use crate::engine::effects::Effect;

    /// Blue Reverse (Kid Buu Saga #99): its copy and its lasting bonus, no judge sentence left.
    #[test]
    fn blue_reverse_reads_as_a_copy_and_a_bonus() {
        let c = compile_for("Endurance 3. If your opponent has performed an attack this Combat, perform a copy of the previous attack your opponent performed this Combat. For the remainder of Combat, any attacks that you perform that are copied from your opponent's attacks (including the attack from this card) do +2 life cards of damage.", false);
        assert!(
            c.effects
                .contains(&Effect::CopyAttack(CopyAttack::default())),
            "{:?}",
            c.effects
        );
        assert!(
            c.effects
                .contains(&Effect::CopiedAttacksDo(Damage::life_cards(2))),
            "{:?}",
            c.effects
        );
        assert!(
            !c.effects.iter().any(|e| matches!(e, Effect::Manual(_))),
            "{:?}",
            c.effects
        );
    }
}
