//! Pattern rows and condition phrases of the `condition_phrases` module: wordings the core table
//! and [`crate::engine::effects::conditions::if_clauses`] do not read yet, for effects the engine already has, plus a few
//! new effects on personalities' power stages and the attack's own damage.
//!
//! - condition phrases ([`PHRASES`], each a [`Phrase`]), tried by [`crate::engine::effects::conditions::if_clauses::parse`] after its own table:
//!   a Main Personality named ("your Main Personality is Pikkon"), the performer's title ("the
//!   personality performing this attack has 'Saiyan' in the title"), "performed by Videl and she
//!   is your Main Personality";
//! - rows ([`PATTERNS`]): "This must be the first card you use during Combat", "This attack
//!   cannot be stopped by Physical Combat cards", "All players gain 100 anger", "The
//!   personality performing this attack gains 3 power stages" ([`Effect::PerformerStages`]),
//!   "Every hero loses 3 power stages" ([`Effect::PersonalitiesStages`]), "Your opponent does not
//!   take life cards of damage from this attack" ([`Effect::NoLifeCardsFromThisAttack`]), and
//!   the Saiyan Saga wording "Physical attack forcing the defender to lose 2 life cards and the
//!   attacker 4 stages of power".
//!
//! Rows are tried in the order of `compile::tables::TABLES`; see [`crate::engine::compile::patterns`] for the placeholders.

use std::sync::OnceLock;

use crate::engine::compile::literals::LazyPattern;

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::damage::Damage;
use crate::engine::effects::{
    AttackKind, AttackSpec, Change, Condition, Effect, First, Lasts, LevelAtLeast,
    PersonalitiesStages, Restrict, Targets, Who, WhoIs, Whose,
};

/// Words that are not a personality's name after "your Main Personality is".
const NOT_NAMES: &[&str] = &[
    "a",
    "an",
    "the",
    "at",
    "level",
    "not",
    "above",
    "below",
    "in",
    "your",
    "his",
    "her",
    "still",
    "currently",
    "powering",
    "on",
    "0",
    "zero",
    "one",
    "fused",
    "hero",
    "villain",
    "majin",
    "rogue",
    "saiyan",
    "namekian",
    "human",
    "android",
    "higher",
    "lower",
    "attacking",
    "defending",
];

/// A condition phrase: a name, an anchored pattern (lower case, placeholders as in
/// [`crate::engine::compile::patterns::expand`]) and its constructor.
pub struct Phrase {
    /// A short name.
    pub name: &'static str,
    /// The pattern.
    pub pattern: &'static str,
    /// The constructor: `None` lets later phrases try.
    pub build: fn(&Caps<'_>) -> Option<Condition>,
}

/// A personality's name: one or two words, none of them a word of another condition.
fn name(s: &str) -> Option<String> {
    let s = s.trim();
    if s.is_empty()
        || s.split(' ').any(|w| NOT_NAMES.contains(&w))
        || s.chars().any(|c| c.is_ascii_digit())
    {
        return None;
    }
    Some(crate::engine::compile::patterns::title(s))
}

/// "<who> main personality is <name>" / "<name> is <who> main personality": the player whose Main
/// Personality must be the named personality.
fn main_personality_is(c: &Caps<'_>) -> Option<Condition> {
    Some(Condition::MainPersonalityIs(WhoIs {
        player: if c.s("who").contains("opponent") {
            Who::Opponent
        } else {
            Who::You
        },
        is: name(c.s("name"))?,
    }))
}

/// The condition phrases of this module, tried after [`crate::engine::effects::conditions::if_clauses::PHRASES`].
pub const PHRASES: &[Phrase] = &[
    Phrase {
        name: "main-personality-named-at-level",
        // "your Main Personality is Krillin and he is currently at level 1": exactly that level.
        pattern: r"your main personality is (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) and (?:he|she) is (?:currently )?(?:at )?level (?P<n>\d+)",
        build: |c| {
            let n: u32 = c.s("n").parse().ok()?;
            let is = name(c.s("name"))?;
            Some(Condition::All(vec![
                Condition::MainPersonalityIs(WhoIs {
                    player: Who::You,
                    is,
                }),
                Condition::LevelAtLeast(LevelAtLeast {
                    player: Who::You,
                    min: n,
                }),
                Condition::Not(Box::new(Condition::LevelAtLeast(LevelAtLeast {
                    player: Who::You,
                    min: n + 1,
                }))),
            ]))
        },
    },
    Phrase {
        name: "main-personality-named",
        pattern: r"(?P<who>your opponent's|your) main personality is (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?)",
        build: main_personality_is,
    },
    Phrase {
        // The name first: "If Gohan is your Main Personality, draw a card ..." (Icarus Lv.1),
        // "If Dr. Willow is your Main Personality, ..." (Dr. Willow Lv.3).
        name: "named-is-main-personality",
        pattern: r"(?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) is (?P<who>your opponent's|your) main personality",
        build: main_personality_is,
    },
    Phrase {
        name: "performed-by-named-main-personality",
        // "performed by Videl and she is your Main Personality": the performer is the Main
        // Personality (not an Ally) and is that personality.
        pattern: r"(?:used|performed) by (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) and (?:he|she) is your main personality",
        build: |c| {
            let n = name(c.s("name"))?;
            Some(Condition::All(vec![
                Condition::PerformedBy(vec![n.clone()]),
                Condition::Not(Box::new(Condition::PerformedByAlly)),
                Condition::MainPersonalityIs(WhoIs {
                    player: Who::You,
                    is: n,
                }),
            ]))
        },
    },
    Phrase {
        name: "performer-has-in-title",
        pattern: r#"the personality performing this attack has ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|its) (?:card )?title"#,
        build: |c| {
            Some(Condition::PerformerTitleHas(
                crate::engine::compile::patterns::title(c.s("t")),
            ))
        },
    },
    Phrase {
        // Remote Control, Heroes' Discovery: "If your opponent's Main Personality has "Android"
        // in the (card) title".
        name: "main-personality-has-in-title",
        pattern: r#"(?P<who>your opponent's|your) main personality has ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|its) (?:card )?title"#,
        build: |c| {
            Some(Condition::MainPersonalityTitleHas(WhoIs {
                player: if c.s("who").contains("opponent") {
                    Who::Opponent
                } else {
                    Who::You
                },
                is: crate::engine::compile::patterns::title(c.s("t")),
            }))
        },
    },
    Phrase {
        // "If you have no cards left in your discard pile, you may use this power twice per
        // Combat" (Piccolo, the Former Guardian Lv.3).
        name: "no-cards-left-in-your-discard-pile",
        pattern: r"you have no cards (?:left )?in your discard pile",
        build: |_| {
            Some(Condition::Piles(
                crate::engine::effects::PileCondition::DiscardEmpty(Who::You),
            ))
        },
    },
    Phrase {
        // "If successful and you have more cards in your discard pile than your opponent, raise
        // your anger 2 levels" (Majin Pui Pui, the Henchman Lv.2).
        name: "more-cards-in-your-discard-pile-than-your-opponent",
        pattern: r"you have more cards in your discard pile than your opponent(?:'s| does| has)?",
        build: |_| {
            Some(Condition::Piles(
                crate::engine::effects::PileCondition::DiscardLargerThanOpponents,
            ))
        },
    },
    Phrase {
        // "If performed by a Main Personality with "Android" in the title and ..." (Super
        // Android 13's Destruction Bomb): the phrase of the row `if-performed-by-main-
        // personality-titled` (`piles::piles_chosen`), joined by "and" to another.
        name: "performed-by-main-personality-titled",
        pattern: r#"(?:used|performed) by (?:a|your) main personality with ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|its) (?:card )?title"#,
        build: |c| {
            Some(Condition::All(vec![
                Condition::Not(Box::new(Condition::PerformedByAlly)),
                Condition::PerformerTitleHas(crate::engine::compile::patterns::title(c.s("t"))),
            ]))
        },
    },
    Phrase {
        // Black Blasting Beam: "the personality that performed this attack is at 0 power
        // stages": the card user's personality in control of Combat.
        name: "performer-at-zero",
        pattern: r"the personality (?:that performed|performing) this attack is at (?:0|zero)(?: power stages?)?(?: above 0)?",
        build: |_| Some(Condition::PerformerAtZero),
    },
    Phrase {
        // "you have at least 2 Allies in play with "Android" in the title" (Super Android 13's
        // Destruction Bomb, Physical Resistance): the Allies only, the Main Personality not.
        name: "allies-titled-at-least",
        pattern: r#"you have at least (?P<n>\d+|one|two|three|four|five) allies in play with ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|their) (?:card )?titles?"#,
        build: |c| {
            Some(Condition::Piles(
                crate::engine::effects::PileCondition::PersonalitiesTitled(
                    crate::engine::effects::PersonalitiesTitled {
                        title_has: crate::engine::compile::patterns::title(c.s("t")),
                        n: crate::engine::compile::patterns::number(c.s("n"))?,
                        allies_only: true,
                    },
                ),
            ))
        },
    },
    Phrase {
        // "When you have 5 or more Allies in play at the beginning of your turn" (Chi-Chi, The
        // Grandmother Lv.1): the card user's Allies, any title, the Main Personality not.
        name: "allies-at-least",
        pattern: r"you have (?P<n>\d+|one|two|three|four|five|six|seven) or more allies in play",
        build: |c| {
            Some(Condition::Piles(
                crate::engine::effects::PileCondition::PersonalitiesTitled(
                    crate::engine::effects::PersonalitiesTitled {
                        title_has: String::new(),
                        n: crate::engine::compile::patterns::number(c.s("n"))?,
                        allies_only: true,
                    },
                ),
            ))
        },
    },
];

/// A table of condition phrases, each pattern built the first time a phrase holding its
/// literals is read (one per module that owns phrases: `if_clauses`, this one,
/// `piles::moved_card`).
pub struct PhraseTable {
    phrases: &'static [Phrase],
    built: OnceLock<Vec<(LazyPattern, &'static Phrase)>>,
}

impl PhraseTable {
    /// The table of these phrases, tried in order.
    pub const fn new(phrases: &'static [Phrase]) -> PhraseTable {
        PhraseTable {
            phrases,
            built: OnceLock::new(),
        }
    }

    /// The phrases with their patterns.
    pub(in crate::engine) fn entries(&'static self) -> &'static [(LazyPattern, &'static Phrase)] {
        self.built.get_or_init(|| {
            self.phrases
                .iter()
                .map(|p| (LazyPattern::new(p.pattern), p))
                .collect()
        })
    }

    /// The first phrase that reads `phrase` whole, built.
    pub fn read(&'static self, phrase: &str) -> Option<Condition> {
        self.entries().iter().find_map(|(pattern, p)| {
            let caps = pattern.captures(phrase)?;
            (p.build)(&Caps(&caps))
        })
    }
}

/// This module's phrases.
static TABLE: PhraseTable = PhraseTable::new(PHRASES);

/// Reads one condition phrase with this module's table.
pub fn one_phrase(phrase: &str) -> Option<Condition> {
    TABLE.read(phrase)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "first-card-you-use",
        pattern: r"this (?:card )?must be the first card you use (?:during|in) combat",
        build: |_| one(Effect::FirstInCombat(First::Card)),
    },
    Pattern {
        name: "not-stopped-by-combat-cards",
        // Guldo Lv.2, Lv.3: "This attack cannot be stopped by using combat card defenses": a
        // Combat card's stop (CRD 3.0.0 Glossary "Combat Card": "Combat cards do not include
        // Physical Combat cards or Energy Combat cards"). "... cannot be stopped or prevented by
        // Physical Combat cards" (Red Power Rush): the prevention barred too
        // (`damage/unpreventable_by_type_resolve.rs`).
        pattern: r"this attack cannot be stopped(?P<prevented> or prevented)? by (?P<t>physical combat|energy combat) cards || this attack cannot be stopped by using (?P<t>combat) card defenses",
        build: |c| {
            let t = crate::engine::compile::patterns::title(c.s("t"));
            let mut out = vec![Piece::Effect(Effect::NotStoppedByCardType(t.clone()))];
            if c.has("prevented") {
                out.push(Piece::Effect(Effect::NotPreventedByCardType(t)));
            }
            Some(out)
        },
    },
    Pattern {
        name: "all-players-gain-anger",
        pattern: r"all players gain {n} anger || all players raise their anger {n} levels?",
        build: |c| {
            let n = c.signed("n")?;
            Some(vec![
                Piece::Effect(Effect::Anger(Change {
                    player: Who::You,
                    by: n,
                })),
                Piece::Effect(Effect::Anger(Change {
                    player: Who::Opponent,
                    by: n,
                })),
            ])
        },
    },
    Pattern {
        name: "performer-gains-stages",
        pattern: r"the personality performing this attack (?P<dir>gains|loses) {n} power stages?",
        build: |c| {
            let n = c.signed("n")?;
            one(Effect::PerformerStages(if c.s("dir") == "gains" {
                n
            } else {
                -n
            }))
        },
    },
    Pattern {
        // "Mighty Mask gains 4 power stages" (Mighty Mask Lv.1): the personality using his own
        // power names himself; he is the one performing its attack (in control of Combat).
        name: "named-personality-gains-stages",
        pattern: r"^(?P<who>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*){0,2}) gains {n} power stages?$",
        build: |c| {
            let who = c.s("who");
            if who.split(' ').any(|w| {
                [
                    "he",
                    "she",
                    "it",
                    "opponent",
                    "opponent's",
                    "your",
                    "his",
                    "her",
                    "each",
                    "every",
                    "ally",
                    "allies",
                    "personality",
                    "player",
                    "attacker",
                    "defender",
                    "who",
                    "that",
                    "this",
                    "the",
                    "and",
                    "or",
                    "also",
                    "then",
                ]
                .contains(&w)
            }) {
                return None;
            }
            one(Effect::PerformerStages(c.signed("n")?))
        },
    },
    Pattern {
        name: "personalities-lose-stages",
        pattern: r"(?P<all>every hero|every villain|all (?:of )?your opponent's personalities) (?P<dir>loses|lose|gains|gain) {n} power stages?",
        build: |c| {
            let n = c.signed("n")?;
            let all = c.s("all");
            let (whose, group) = if all.contains("opponent") {
                (Whose::Opponent, None)
            } else if all.contains("hero") {
                (Whose::Any, Some("Hero".to_string()))
            } else {
                (Whose::Any, Some("Villain".to_string()))
            };
            one(Effect::PersonalitiesStages(PersonalitiesStages {
                whose,
                group,
                by: if c.s("dir").starts_with("gain") {
                    n
                } else {
                    -n
                },
            }))
        },
    },
    Pattern {
        name: "no-life-cards-from-this-attack",
        pattern: r"your opponent (?:does not|doesn't|can not|cannot|may not) take (?:any )?life cards of damage from this attack",
        build: |_| one(Effect::NoLifeCardsFromThisAttack),
    },
    Pattern {
        name: "attack-forcing-the-defender",
        // Saiyan Saga wording: the defender's life cards are the attack's damage; the attacker's
        // loss of power stages is written in the attack's sentence, so it is an "If successful"
        // effect (CRD "Secondary Effects").
        pattern: r"(?P<kind>physical|energy) attack forcing the defender to lose {n} life cards? and the attacker {m} (?:stages of power|power stages?)",
        build: |c| {
            let kind = if c.s("kind") == "energy" {
                AttackKind::Energy
            } else {
                AttackKind::Physical
            };
            Some(vec![
                Piece::Effect(Effect::Attack(AttackSpec {
                    kind,
                    damage: Some(Damage::life_cards(c.n("n")?)),
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                })),
                Piece::Effect(Effect::IfSuccessful(vec![Effect::PerformerStages(
                    -c.signed("m")?,
                )])),
            ])
        },
    },
    Pattern {
        name: "stops-a-named-foe-next-phase",
        // Saiyan Saga wording: with two players the "single named foe" is the opponent, who
        // cannot perform such an attack in his next Attack Phase.
        pattern: r"(?:plus )?it stops a single named (?:foe|opponent) from making (?:a|an) (?P<kind>physical|energy) attack on his next (?:combat )?phase || playing this card stops a single named (?:foe|opponent) from making (?:a|an) (?P<kind>physical|energy) attack on his next (?:combat )?phase",
        build: |c| {
            one(Effect::Restrict(Restrict {
                player: Who::Opponent,
                what: Targets::Attacks(c.kinds()),
                lasts: Lasts::NextAttackPhase,
            }))
        },
    },
    Pattern {
        name: "foe-power-level-by-or-to-zero",
        // "Reduce the foe's power level by 4 stages, or to (0), whichever happens first": loses 4
        // power stages, to a minimum of 0.
        pattern: r"reduce the foe's power level by {n} stages,? or to \(?0\)?,? whichever happens first",
        build: |c| {
            one(Effect::PowerStagesToZero(Change {
                player: Who::Opponent,
                by: -c.signed("n")?,
            }))
        },
    },
    Pattern {
        name: "opponent-anger-and-their-stages",
        pattern: r"lower (?:an|your) opponents?'? anger {n} levels? and reduce their power stages by {m}",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Anger(Change {
                    player: Who::Opponent,
                    by: -c.signed("n")?,
                })),
                Piece::Effect(Effect::PowerStages(Change {
                    player: Who::Opponent,
                    by: -c.signed("m")?,
                })),
            ])
        },
    },
    Pattern {
        name: "this-is-focused-attack",
        // "this is focused physical attack" (the article left out).
        pattern: r"this is focused (?:physical |energy )?attack",
        build: |_| Some(vec![Piece::Focused]),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Conditional;

    #[test]
    fn every_phrase_compiles() {
        assert!(TABLE
            .entries()
            .iter()
            .all(|(pattern, _)| pattern.compiles()));
    }

    use crate::engine::compile::read_in_full as full;

    #[test]
    fn first_card_you_use() {
        // Black Super Kick.
        let e = full("Physical attack doing +10 power stages of damage. This must be the first card you use during Combat. If successful, your opponent cannot perform physical attacks for the remainder of Combat. If stopped, discard the top 5 cards of your Life Deck.");
        assert!(e.contains(&Effect::FirstInCombat(First::Card)));
    }

    #[test]
    fn first_attack_in_combat_without_a_verb() {
        // Trunks Lv.1's CRD rewrite: "Physical attack. This must be your first attack in Combat."
        let e = full("Physical attack. This must be your first attack in Combat.");
        assert!(e.contains(&Effect::FirstInCombat(First::Attack)));
    }

    /// Guldo Lv.2, Lv.3 (Frieza Saga #46, #47): "combat card defenses" are Combat cards' stops
    /// (CRD 3.0.0 Glossary "Combat Card": not Physical Combat or Energy Combat cards).
    #[test]
    fn not_stopped_by_combat_card_defenses() {
        for text in [
            "Energy attack. This attack cannot be stopped by using combat card defenses.",
            "Physical attack. This attack cannot be stopped by using combat card defenses.",
        ] {
            let e = full(text);
            assert!(
                e.contains(&Effect::NotStoppedByCardType("Combat".into())),
                "{e:#?}"
            );
        }
    }

    #[test]
    fn not_stopped_by_physical_combat_cards() {
        // Gohan's Power Hit.
        let e = full("Focused physical attack doing +4 power stages of damage. Raise your anger 1 level. This attack cannot be stopped by Physical Combat cards. Remove from the game after use.");
        assert!(e.contains(&Effect::NotStoppedByCardType("Physical Combat".into())));
        // Red Power Rush: "or prevented" bars the type's prevention too.
        let e = full("This attack cannot be stopped or prevented by Physical Combat cards.");
        assert_eq!(
            e,
            vec![
                Effect::NotStoppedByCardType("Physical Combat".into()),
                Effect::NotPreventedByCardType("Physical Combat".into())
            ]
        );
    }

    #[test]
    fn all_players_gain_anger() {
        // Are You Tuff Enuff???
        let e = full("(Tuff Enuff Only) Endurance 100. All players gain 100 anger.");
        assert!(e.contains(&Effect::Anger(Change {
            player: Who::Opponent,
            by: 100
        })));
        assert!(e.contains(&Effect::Anger(Change {
            player: Who::You,
            by: 100
        })));
    }

    #[test]
    fn performer_and_personalities_stages() {
        // Majin Buu's Heel Kick.
        let e = full("Endurance 1. Physical attack doing +4 power stages of damage. Remove 5 cards in your opponent's discard pile from the game. The personality performing this attack gains 3 power stages.");
        assert_eq!(e.last(), Some(&Effect::PerformerStages(3)));
        // Mighty Mask Lv.1: the personality names himself (CRD 3.0.0 "Secondary Effects").
        let e = full("Physical attack doing +3 power stages of damage. If the top card of your discard pile is a Red Style card, this is a focused attack, raise your anger level 1, and Mighty Mask gains 4 power stages.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(k)) if k.effects.last() == Some(&Effect::PerformerStages(4))),
            "{e:?}"
        );
        assert_ne!(
            compile_text("Your opponent gains 4 power stages.").effects,
            vec![Effect::PerformerStages(4)]
        );
        // Everyone Is Attacked!
        let e = full("Endurance 1. Villains only. Every hero loses 3 power stages. Remove from the game after use.");
        assert!(
            e.contains(&Effect::PersonalitiesStages(PersonalitiesStages {
                whose: Whose::Any,
                group: Some("Hero".into()),
                by: -3
            }))
        );
    }

    #[test]
    fn no_life_cards_from_this_attack() {
        // Orange Power Grip, Goku's Battle Ready.
        let e = full("Physical attack doing +8 power stages of damage. Your opponent does not take life cards of damage from this attack. If stopped, remove the top 2 cards of your discard pile from the game.");
        assert!(e.contains(&Effect::NoLifeCardsFromThisAttack));
        let e = full("Physical attack doing 7 power stages of damage. Your opponent can not take life cards of damage from this attack. Lower opponents anger to 0.");
        assert!(e.contains(&Effect::NoLifeCardsFromThisAttack));
    }

    #[test]
    fn saiyan_saga_forcing_wording() {
        // Straining Tripping Move.
        let e = full("Physical attack forcing the defender to lose 2 life cards and the attacker 4 stages of power. Limit 1 per deck.");
        assert_eq!(
            e[0],
            Effect::Attack(AttackSpec {
                kind: AttackKind::Physical,
                damage: Some(Damage::life_cards(2)),
                focused: false,
                cannot_be_stopped: false,
                cannot_be_prevented: false
            })
        );
        assert_eq!(
            e[1],
            Effect::IfSuccessful(vec![Effect::PerformerStages(-4)])
        );
    }

    #[test]
    fn saiyan_saga_named_foe_and_other_wordings() {
        let restrict = |kind| {
            Effect::Restrict(Restrict {
                player: Who::Opponent,
                what: Targets::Attacks(vec![kind]),
                lasts: Lasts::NextAttackPhase,
            })
        };
        // Saiyan Arm Throw: in the attack's sentence, an "If successful" effect.
        let e = full("Saiyan Heritage only. Physical attack, plus it stops a single named foe from making a physical attack   on his next phase.");
        assert_eq!(
            e.last(),
            Some(&Effect::IfSuccessful(vec![restrict(AttackKind::Physical)]))
        );
        // Saiyan Energy Throw: its own sentence.
        let e = full("Saiyan Heritage only. Physical Attack. Plus it stops a single named foe from making a physical attack on his next phase.");
        assert_eq!(e.last(), Some(&restrict(AttackKind::Physical)));
        // Recoome Boom.
        let e = full("Villains, Goku, and Gohan only. Energy attack. Playing this card stops a single named opponent from making an energy attack on his next combat phase. Lower opponent's anger 2 levels.");
        assert!(e.contains(&restrict(AttackKind::Energy)));
        // Grabbing the Tail.
        let e = full("Reduce the foe's power level by 4 stages, or to (0), whichever happens first. Discard this card from the game after use.");
        assert_eq!(
            e[0],
            Effect::PowerStagesToZero(Change {
                player: Who::Opponent,
                by: -4
            })
        );
        // Blue Softening Stance.
        let e = full("Lower an opponents anger 2 levels and reduce their power stages by 2.");
        assert_eq!(
            e[1],
            Effect::PowerStages(Change {
                player: Who::Opponent,
                by: -2
            })
        );
        // Namekian Tornado Attack.
        let c =
            compile_text("Unless your Main Personality is Pikkon, remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(matches!(&c.effects[0], Effect::Conditional(k)
            if matches!(k.condition, Condition::Not(_)) && k.effects == vec![Effect::RemoveFromGameAfterUse]));
        // Majin Overwhelming Attack.
        let e =
            full("Physical attack. If performed against Videl, this is focused physical attack.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(k)) if k.effects == vec![Effect::Keyword(crate::engine::effects::Keyword::Focused)])
        );
    }

    #[test]
    fn named_main_personality_conditions() {
        // Underwater Kick.
        let e = full("Physical attack doing +3 power stages of damage. If \"Arqua's Arena\" is in play, this is a focused attack. If performed by Videl and she is your Main Personality, raise your anger 2 levels.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(Conditional { condition: Condition::All(v), .. })) if v.len() == 3)
        );
        // Krillin's Surprise.
        let e = full("If your Main Personality is Krillin and he is currently at level 1, gain 6 anger. You cannot win by the Most Powerful Personality Victory for the remainder of the game.");
        assert!(
            matches!(&e[0], Effect::Conditional(Conditional { condition: Condition::All(v), effects })
            if v.len() == 3 && effects == &vec![Effect::Anger(Change { player: Who::You, by: 6 })])
        );
        // Goku's Power Attack.
        let e = full("Energy attack. If the personality performing this attack has 'Saiyan' in the title, this attack does an additional +4 life cards of damage and is a focused attack.");
        assert!(
            matches!(e.last(), Some(Effect::Conditional(k)) if k.condition == Condition::PerformerTitleHas("Saiyan".into()))
        );
        assert_eq!(
            one_phrase("your main personality is pikkon"),
            Some(Condition::MainPersonalityIs(WhoIs {
                player: Who::You,
                is: "Pikkon".into()
            }))
        );
        assert_eq!(
            one_phrase("gohan is your main personality"),
            Some(Condition::MainPersonalityIs(WhoIs {
                player: Who::You,
                is: "Gohan".into()
            }))
        );
        assert_eq!(
            one_phrase("dr. willow is your main personality"),
            Some(Condition::MainPersonalityIs(WhoIs {
                player: Who::You,
                is: "Dr. Willow".into()
            }))
        );
        assert_eq!(one_phrase("your main personality is at level 2"), None);
        assert_eq!(one_phrase("your main personality is a hero"), None);
    }

    #[test]
    fn tokui_waza_and_if_condition_is_one_condition() {
        // Saiyan Smackdown.
        let e = full("(Tuff Enuff Only) Physical attack doing 6 power stages of damage. If you declared a Tokui-Waza, and if your Main Personality is at 0, this attack cannot be stopped.");
        assert_eq!(
            e.last(),
            Some(&Effect::Conditional(Conditional {
                condition: Condition::All(vec![
                    Condition::TokuiWaza,
                    Condition::StagesBetween(crate::engine::effects::AngerRange {
                        player: Who::You,
                        min: 0,
                        max: 0
                    })
                ]),
                effects: vec![Effect::Keyword(
                    crate::engine::effects::Keyword::CannotBeStopped
                )]
            }))
        );
    }

    /// Super Android 13's Destruction Bomb (movie-7/m8) and Physical Resistance (movie-7/m20):
    /// "you have at least 2 Allies in play with "Android" in the title" counts the Allies only,
    /// joined by "and" to "performed by a Main Personality with "Android" in the title".
    #[test]
    fn allies_with_a_word_in_the_title() {
        use crate::engine::effects::{PersonalitiesTitled, PileCondition, Stop};
        let allies = |n| {
            Condition::Piles(PileCondition::PersonalitiesTitled(PersonalitiesTitled {
                title_has: "Android".into(),
                n,
                allies_only: true,
            }))
        };
        let c = compile_text("Energy attack doing 8 life cards of damage. If performed by a Main Personality with \"Android\" in the title and you have at least 2 Allies in play with \"Android\" in the title, discard all of your opponent's Non-Combat cards in play.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        let Some(Effect::Conditional(Conditional { condition, .. })) = c.effects.last() else {
            panic!("{:#?}", c.effects)
        };
        assert_eq!(
            condition,
            &Condition::All(vec![
                Condition::All(vec![
                    Condition::Not(Box::new(Condition::PerformedByAlly)),
                    Condition::PerformerTitleHas("Android".into()),
                ]),
                allies(2),
            ])
        );
        let c = compile_text("Stops a physical attack. If you have at least 3 Allies in play with \"Android\" in the title, raise your anger 2 levels and stop all physical attacks your opponent performs for the remainder of Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert_eq!(
            c.effects[1],
            Effect::Conditional(Conditional {
                condition: allies(3),
                effects: vec![
                    Effect::Anger(crate::engine::effects::Change {
                        player: Who::You,
                        by: 2
                    }),
                    Effect::RestOfCombat(vec![Effect::Stop(Stop {
                        kinds: vec![AttackKind::Physical],
                        rest_of_combat: false,
                    })]),
                ],
            })
        );
    }

    /// Black Blasting Beam (cell-games-saga/033): "the personality that performed this attack is
    /// at 0 power stages" (the card user's personality in control of Combat), joined to the
    /// Tokui-Waza, and "+2 life cards and +2 power stages of damage" with one "of damage".
    #[test]
    fn performer_at_zero_power_stages() {
        let c = compile_text("Energy attack. If you declared a Tokui-Waza, and the personality that performed this attack is at 0 power stages, this attack does +2 life cards and +2 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert_eq!(
            c.effects[1],
            Effect::Conditional(Conditional {
                condition: Condition::All(vec![Condition::TokuiWaza, Condition::PerformerAtZero]),
                effects: vec![Effect::Modify(crate::engine::effects::Modifier {
                    power_stages: 2,
                    life_cards: 2,
                    scope: crate::engine::effects::Scope::ThisAttack,
                    kinds: Vec::new(),
                })],
            })
        );
    }

    /// Majin Pui Pui, the Henchman Lv.2's last sentence: an "If successful" effect under the
    /// discard piles' sizes.
    #[test]
    fn more_cards_in_your_discard_pile_than_your_opponent() {
        let c = compile_text("If successful and you have more cards in your discard pile than your opponent, raise your anger 2 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert!(
            format!("{:?}", c.effects).contains("DiscardLargerThanOpponents"),
            "{:?}",
            c.effects
        );
    }
}
