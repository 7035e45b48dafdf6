//! Pattern rows: `attack::attack_text`, sentences of attack and defence cards about the attack
//! itself or its secondary effects that the other tables do not read.
//!
//! - An X the card defines as the Physical Attack Table's Base Damage ("X = the Base Damage on
//!   the Physical Attack Table", "For X, consult the Physical Attack Table as if this were a
//!   physical attack") or as its Allies' PURs ("X = all of your Allies' PUR's added together"):
//!   [`rewrite_x`] writes each "+X <unit>" out as "+1 <unit> of damage for each ..." (as
//!   [`crate::engine::effects::amounts::count::rewrite_x`] does for the counts it knows), read by the rows here into
//!   [`Effect::ModifyPer`] over [`Count::PatBaseDamage`] / [`Count::AlliesPur`], counted at
//!   step 10 like every other counted modifier.
//! - "Your opponent discards the top card of his Life Deck for each Earth Dragon Ball you
//!   control": [`Effect::LifeDeckDiscardPer`] over [`Count::DragonBallsOfSet`].
//! - "You may raise your anger by up to 2 levels": [`Effect::AngerUpTo`], the number named in
//!   the action's `choose`.
//! - "Shuffle the top or bottom N cards from your discard pile into your Life Deck": an
//!   [`Effect::Either`] of the two moves other tables read, chosen with `choose: ["option N"]`.
//! - Saiyan Power Kick's "... damage. you may discard a cards from your hand when performing this
//!   attack to do +8 power stages of damage instead" (one joined sentence, "a cards"): marked by
//!   [`rewrite_x`] and read as its two sentences.
//! - Wordings of effects other tables read, written another way on one card: "Discard a card"
//!   (from the hand),
//!   "Costs 6 poer stages to perform" (a misprint of "power"), "The attacker is temporarily
//!   blinded and this combat stops" (Combat ends).
//!
//! Rows are tried in the order of `compile::tables::TABLES`; see [`crate::engine::compile::patterns`] for the placeholders.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{number, one, unit_damage, Caps, Pattern, Piece};
use crate::engine::effects::{
    AttackSpec, Change, Count, Effect, LifeDeckDiscardPer, PerCount, Scope, Who,
};

/// The "for each" phrases [`rewrite_x`] writes, with the count each stands for.
const PHRASES: &[(&str, &str)] = &[
    (
        "pat",
        "power stage of base damage on the physical attack table",
    ),
    ("allies-pur", "point of pur of your allies in play"),
];

fn phrase_count(q: &str) -> Option<Count> {
    match PHRASES.iter().find(|(_, p)| *p == q)?.0 {
        "pat" => Some(Count::PatBaseDamage),
        _ => Some(Count::AlliesPur(Who::You)),
    }
}

/// The Physical Attack Table's X defined at the end of the sentence that uses it.
const INLINE_PAT_DEFINITIONS: [&str; 2] = [
    ", where x = the base damage from the physical attack table",
    ", where x = the base damage on the physical attack table",
];

/// Saiyan Power Kick's second sentence, joined to the first by its lower-case "you".
const POWER_KICK_MISPRINT: &str =
    ". you may discard a cards from your hand when performing this attack to do +";
/// The mark [`rewrite_x`] puts before it for the row "attack-text-saiyan-power-kick-misprint".
const POWER_KICK_MARK: &str = "misprint: ";

/// Rewrites the keys of a card whose X is the Physical Attack Table's Base Damage or its
/// Allies' PURs: the definition's key becomes empty (a reminder) and each "+x <unit>" becomes
/// "+1 <unit> of damage for each <phrase>". Nothing is rewritten unless there is exactly one
/// such definition, no key is already rewritten by another module, and every other X of the
/// card is one of those damage uses.
pub(in crate::engine) fn rewrite_x(keys: &[String], rewritten: &mut [Option<String>]) {
    static DEF: OnceLock<Regex> = OnceLock::new();
    static USE: OnceLock<Regex> = OnceLock::new();
    static ANY_X: OnceLock<Regex> = OnceLock::new();
    let def = DEF.get_or_init(|| {
        Regex::new(concat!(
            r"^(?:x ?(?:=|is|equals) ?the base damage (?:on|from) the physical attack table",
            r"|for x,? consult the physical attack table as if this were a physical attack",
            r"|(?P<pur>x ?(?:=|is|equals) ?all (?:of )?your allies'? pur'?s added together))$"
        ))
        .expect("a fixed pattern")
    });
    let uses = USE.get_or_init(|| {
        Regex::new(r"\+x (?P<u>(?:power )?stages?|life cards?)(?: of damage)?")
            .expect("a fixed pattern")
    });
    let any_x = ANY_X.get_or_init(|| Regex::new(r"\bx\b").expect("a fixed pattern"));
    if rewritten.iter().any(Option::is_some) {
        return;
    }
    // Saiyan Power Kick: its misprinted second sentence is marked for its own row (the attack
    // row would otherwise read it as an "If successful" clause).
    for (i, k) in keys.iter().enumerate() {
        if k.contains(POWER_KICK_MISPRINT) {
            rewritten[i] = Some(format!("{POWER_KICK_MARK}{k}"));
            return;
        }
    }
    // Kid Buu, Majin Buu Lv.4: "Focused energy attack doing +X power stages of damage, where X
    // = the Base Damage from the Physical Attack Table": the definition inside the sentence
    // that uses X, read as if it were its own sentence.
    let inline = keys.iter().enumerate().find_map(|(i, k)| {
        INLINE_PAT_DEFINITIONS
            .iter()
            .find_map(|d| k.strip_suffix(d))
            .map(|u| (i, u))
    });
    if let Some((at, used)) = inline {
        let others_free = keys
            .iter()
            .enumerate()
            .all(|(i, k)| i == at || !any_x.is_match(k));
        let phrase = PHRASES[0].1;
        let replaced = uses.replace_all(used, |c: &regex::Captures<'_>| {
            format!("+1 {} of damage for each {phrase}", &c["u"])
        });
        if others_free && replaced != used && !any_x.is_match(&replaced) {
            rewritten[at] = Some(replaced.into_owned());
        }
        return;
    }
    let defs: Vec<usize> = (0..keys.len())
        .filter(|&i| def.is_match(&keys[i]))
        .collect();
    let [at] = defs[..] else {
        return;
    };
    let which = if def
        .captures(&keys[at])
        .is_some_and(|c| c.name("pur").is_some())
    {
        "allies-pur"
    } else {
        "pat"
    };
    let Some((_, phrase)) = PHRASES.iter().find(|(w, _)| *w == which) else {
        return;
    };
    let mut out: Vec<Option<String>> = vec![None; keys.len()];
    out[at] = Some(String::new());
    let mut used = false;
    for (i, k) in keys.iter().enumerate() {
        if i == at {
            continue;
        }
        let replaced = uses.replace_all(k, |c: &regex::Captures<'_>| {
            used = true;
            format!("+1 {} of damage for each {phrase}", &c["u"])
        });
        if any_x.is_match(&replaced) {
            return;
        }
        if replaced != *k {
            out[i] = Some(replaced.into_owned());
        }
    }
    if used {
        rewritten.clone_from_slice(&out);
    }
}

fn per(c: &Caps<'_>) -> Option<PerCount> {
    let d = unit_damage(c.s("unit"), 1);
    Some(PerCount {
        power_stages: d.power_stages,
        life_cards: d.life_cards,
        count: phrase_count(c.s("q"))?,
        max: None,
        scope: Scope::ThisAttack,
        kinds: Vec::new(),
    })
}

/// A clause another table reads, compiled to plain effects only.
fn reread(clause: &str) -> Option<Vec<Piece>> {
    let (ps, _) = crate::engine::compile::nested_clauses::compile_clause(clause, 1)?;
    ps.iter()
        .all(|p| matches!(p, Piece::Effect(e) if !crate::engine::compile::nested_clauses::has_manual(e)))
        .then_some(ps)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "attack-text-attack-per-x",
        pattern: r"(?P<focused>focused,? )?(?:a )?{kind} attack doing (?:(?P<m>\d+) (?P<unit2>(?:power )?stages?|life cards?)(?: of damage)? and )?\+1 {unit} of damage for each (?P<q>power stage of base damage on the physical attack table|point of pur of your allies in play)",
        build: |c| {
            let kind = *c.kinds().first()?;
            let damage = if c.has("m") {
                Some(c.damage("unit2", number(c.s("m"))?))
            } else {
                None
            };
            Some(vec![
                Piece::Effect(Effect::Attack(AttackSpec {
                    kind,
                    damage,
                    focused: c.has("focused"),
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                })),
                Piece::Effect(Effect::ModifyPer(per(c)?)),
            ])
        },
    },
    Pattern {
        name: "attack-text-modify-per-x",
        pattern: r"this attack does (?:an additional )?\+1 {unit} of damage for each (?P<q>power stage of base damage on the physical attack table|point of pur of your allies in play)",
        build: |c| one(Effect::ModifyPer(per(c)?)),
    },
    Pattern {
        name: "attack-text-life-deck-discard-per-dragon-ball-set",
        pattern: r"{opp} discards? the top card of his life deck for each (?P<set>earth|namek|dende) dragon ball (?P<w>you|your opponent) controls?",
        build: |c| {
            one(Effect::LifeDeckDiscardPer(LifeDeckDiscardPer {
                player: Who::Opponent,
                each: 1,
                count: Count::DragonBallsOfSet {
                    player: crate::engine::effects::amounts::count::who_of(c.s("w")),
                    set: crate::engine::compile::patterns::title(c.s("set")),
                },
            }))
        },
    },
    Pattern {
        name: "attack-text-anger-up-to",
        pattern: r"you may raise your anger (?:by )?up to {n} levels?",
        build: |c| one(Effect::AngerUpTo(c.n("n")?)),
    },
    Pattern {
        // Garlic Jr.'s Palm Blast: a card discarded is one of the hand.
        name: "attack-text-discard-a-card",
        pattern: r"discard a card",
        build: |_| reread("discard a card from your hand"),
    },
    Pattern {
        // Super Android 13's Destruction Bomb misprints "power".
        name: "attack-text-cost-misprint",
        pattern: r"costs? (?P<n>\d+) poer stages? to perform",
        build: |c| reread(&format!("costs {} power stages to perform", c.s("n"))),
    },
    Pattern {
        // Goku's Flight ("your or your opponent's"), and the text Black Personal Smack gives
        // later attacks ("either you or your opponent's"): the player chooses whose anger.
        name: "attack-text-either-anger",
        pattern: r"(?P<v>raise|lower) (?:your|either you) or your opponent'?s anger {n} levels?",
        build: |c| {
            let n = c.signed("n")?;
            let by = if c.s("v") == "raise" { n } else { -n };
            let anger = |player| vec![Effect::Anger(Change { player, by })];
            one(Effect::Either(vec![anger(Who::You), anger(Who::Opponent)]))
        },
    },
    Pattern {
        // Trunks Strikes: the player chooses the damage the attack does.
        name: "attack-text-either-damage",
        pattern: r"(?P<focused>focused,? )?(?:a )?{kind} attack doing {n} {unit} of damage or {m} {unit2} of damage",
        build: |c| {
            let kind = *c.kinds().first()?;
            let attack = |d| {
                vec![Effect::Attack(AttackSpec {
                    kind,
                    damage: Some(d),
                    focused: c.has("focused"),
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                })]
            };
            one(Effect::Either(vec![
                attack(c.damage("unit", c.n("n")?)),
                attack(c.damage("unit2", c.n("m")?)),
            ]))
        },
    },
    Pattern {
        // Gohan, Released Lv.3, Gohan, Mystic Empowered Lv.4: "Physical attack doing +4 power
        // stages of damage or energy attack doing 6 life cards of damage": the player chooses
        // the attack, each alternative read as printed.
        name: "attack-text-either-attack",
        pattern: r"(?P<a>(?:physical|energy) attack doing \+?\d+ (?:power stages?|life cards?) of damage) or (?P<b>(?:physical|energy) attack doing \+?\d+ (?:power stages?|life cards?) of damage)",
        build: |c| {
            let read = |clause: &str| -> Option<Vec<Effect>> {
                reread(clause)?
                    .into_iter()
                    .map(|p| match p {
                        Piece::Effect(e) => Some(e),
                        _ => None,
                    })
                    .collect()
            };
            one(Effect::Either(vec![read(c.s("a"))?, read(c.s("b"))?]))
        },
    },
    Pattern {
        // Black Power Hit ("Physical attack doing +3 power stages of damage or stops a focused
        // energy attack"), Red Mouth Cannon ("... or lower your opponent's Main Personality 1
        // personality level"), Android 16 Detects ("Physical attack or remove all of the Combat
        // cards in your opponent's discard pile from the game"): the attack, or the other effect
        // in its place, each alternative read in full as printed (after the rows above, which
        // read an attack or another attack; "... or stops ..." is read as the card's two uses,
        // its attack and its stop, by the core rows).
        name: "attack-text-attack-or-effect",
        pattern: r"^(?P<a>(?:focused )?(?:physical|energy) attack(?: doing \+?\d+ (?:power stages?|life cards?) of damage)?) or (?P<b>(?:lower|raise|remove|discard|draw|gain|search|shuffle) [^,]+)$",
        build: |c| {
            let read = |clause: &str| -> Option<Vec<Effect>> {
                reread(clause)?
                    .into_iter()
                    .map(|p| match p {
                        Piece::Effect(e) => Some(e),
                        _ => None,
                    })
                    .collect()
            };
            let other = read(c.s("b"))?;
            // The other alternative is no attack of its own (that is the row above).
            if other.iter().any(|e| matches!(e, Effect::Attack(_))) {
                return None;
            }
            one(Effect::Either(vec![read(c.s("a"))?, other]))
        },
    },
    Pattern {
        // Namekian Regeneration: the player chooses the top or the bottom cards.
        name: "attack-text-either-discard-pile-end-shuffle-in",
        pattern: r"shuffle the top or bottom {n} cards (?:of|from) your discard pile (?:back )?into your life deck",
        build: |c| {
            let n = c.n("n")?;
            let end = |end: &str| -> Option<Vec<Effect>> {
                reread(&format!(
                    "shuffle the {end} {n} cards of your discard pile into your life deck"
                ))?
                .into_iter()
                .map(|p| match p {
                    Piece::Effect(e) => Some(e),
                    _ => None,
                })
                .collect()
            };
            one(Effect::Either(vec![end("top")?, end("bottom")?]))
        },
    },
    Pattern {
        // Saiyan Power Kick: "a cards" misprints "a card", and the lower-case "you" joins its
        // two sentences into one.
        name: "attack-text-saiyan-power-kick-misprint",
        pattern: r"misprint: (?P<a>physical attack doing \+\d+ power stages of damage)\. you may discard a cards from your hand when performing this attack to do (?P<b>\+\d+ power stages of damage instead)",
        build: |c| {
            let (mut out, _) = crate::engine::compile::nested_clauses::compile_clause(c.s("a"), 1)?;
            if !out.iter().all(|p| match p {
                Piece::Effect(e) => !crate::engine::compile::nested_clauses::has_manual(e),
                Piece::IfSuccessful(_)
                | Piece::IfStopped(_)
                | Piece::RestOfCombat(_)
                | Piece::Conditional(..) => false,
                _ => true,
            }) {
                return None;
            }
            let (rest, _) = crate::engine::compile::nested_clauses::compile_clause(
                &format!(
                    "you may discard a card from your hand when performing this attack to do {}",
                    c.s("b")
                ),
                1,
            )?;
            out.extend(rest);
            Some(out)
        },
    },
    Pattern {
        // Nappa's Blinding Stare (Saiyan Saga wording): Combat ends.
        name: "attack-text-combat-stops",
        pattern: r"the attacker is temporarily blinded and this combat stops",
        build: |_| one(Effect::EndCombat),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    use crate::engine::compile::read_in_full as full;

    fn per_x(count: Count, power_stages: u32, life_cards: u32) -> Effect {
        Effect::ModifyPer(PerCount {
            power_stages,
            life_cards,
            count,
            max: None,
            scope: Scope::ThisAttack,
            kinds: Vec::new(),
        })
    }

    /// Red Mouth Cannon (Fusion Saga #117): "Energy attack doing 6 life cards of damage or
    /// lower your opponent's Main Personality 1 personality level": the attack, or the level
    /// lost in its place, chosen when the card is played (CRD 3.0.0 "How To Use Attacks").
    #[test]
    fn an_attack_or_another_effect() {
        use crate::engine::effects::{AttackKind, LevelLoss};
        let e = full("Energy attack doing 6 life cards of damage or lower your opponent's Main Personality 1 personality level. Remove from the game after use.");
        let Some(Effect::Either(alts)) = e.first() else {
            panic!("{e:?}");
        };
        assert!(matches!(&alts[0][..], [Effect::Attack(a)]
            if a.kind == AttackKind::Energy && a.damage.is_some_and(|d| d.life_cards == 6)));
        assert_eq!(
            alts[1],
            vec![Effect::LowerLevel(LevelLoss {
                player: Who::Opponent,
                by: 1
            })]
        );
        // An alternative no row reads leaves the sentence with the judge (Android 16 Detects:
        // whether its "Combat cards" are the Combat type or every Combat type is not said).
        let c = compile_text(
            "Physical attack or remove all of the Combat cards in your opponent's discard pile from the game.",
        );
        assert_ne!(c.coverage, Coverage::Full);
    }

    /// Gohan, Released Lv.3 (Kraft #K10): "Physical attack doing +4 power stages of damage or
    /// energy attack doing 6 life cards of damage": one attack or the other, chosen when the
    /// power is used (CRD 3.0.0 "How To Use Attacks").
    #[test]
    fn one_attack_or_another() {
        let e = full(
            "Physical attack doing +4 power stages of damage or energy attack doing 6 life cards of damage.",
        );
        let [Effect::Either(alts)] = &e[..] else {
            panic!("{e:?}");
        };
        assert!(
            matches!(&alts[0][..], [Effect::Attack(a), Effect::Modify(m)]
            if a.kind == crate::engine::effects::AttackKind::Physical && m.power_stages == 4)
        );
        assert!(matches!(&alts[1][..], [Effect::Attack(a)]
            if a.kind == crate::engine::effects::AttackKind::Energy && a.damage.is_some_and(|d| d.life_cards == 6)));
    }

    /// Kid Buu, Majin Buu Lv.4 (Kid Buu Saga #105): the X defined in the sentence that uses it,
    /// counted at Battle Sequence 10 as the Physical Attack Table's Base Damage.
    #[test]
    fn x_defined_in_its_own_sentence_is_the_physical_attack_table() {
        let e = full("Focused energy attack doing +X power stages of damage, where X = the Base Damage from the Physical Attack Table. Costs 0 power stages to perform. Lower your opponent's anger 2 levels.");
        assert!(matches!(&e[0], Effect::Attack(a) if a.damage.is_none() && a.focused));
        assert!(e.contains(&per_x(Count::PatBaseDamage, 1, 0)), "{e:?}");
    }

    #[test]
    fn x_is_the_physical_attack_table() {
        // Red Leverage Blast.
        let e = full("Energy attack doing +X power stages of damage. X = the Base Damage on the Physical Attack Table. Costs 3 power stages to perform. Raise your anger 1 level.");
        assert!(matches!(&e[0], Effect::Attack(a) if a.damage.is_none()));
        assert!(e.contains(&per_x(Count::PatBaseDamage, 1, 0)), "{e:?}");
        // Saiyan Energy Rupture.
        let e = full("Energy attack doing 3 life cards of damage and +X life cards of damage. For X, consult the Physical Attack Table as if this were a physical attack. Lower your opponent's anger 2 levels.");
        assert!(
            matches!(&e[0], Effect::Attack(a) if a.damage == Some(crate::engine::damage::Damage::life_cards(3)))
        );
        assert!(e.contains(&per_x(Count::PatBaseDamage, 0, 1)), "{e:?}");
        // An X used for anything else: nothing is rewritten.
        let c = compile_text(
            "Energy attack. X = the Base Damage on the Physical Attack Table. Discard X cards.",
        );
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn x_is_the_allies_purs() {
        // Majin Static Orb.
        let e = full("Energy attack doing 5 life cards of damage. This attack does an additional +X life cards of damage. X = all of your Allies' PUR's added together.");
        assert!(
            e.contains(&per_x(Count::AlliesPur(Who::You), 0, 1)),
            "{e:?}"
        );
    }

    #[test]
    fn earth_dragon_balls() {
        // The Might of Shenron.
        let e = full("Your opponent discards the top card of his Life Deck for each Earth Dragon Ball you control. Remove from the game after use.");
        assert_eq!(
            e[0],
            Effect::LifeDeckDiscardPer(LifeDeckDiscardPer {
                player: Who::Opponent,
                each: 1,
                count: Count::DragonBallsOfSet {
                    player: Who::You,
                    set: "Earth".into()
                }
            })
        );
    }

    #[test]
    fn anger_up_to() {
        // Android 17's Left Blast.
        let e = full("Energy attack doing 5 life cards of damage. You may raise your anger by up to 2 levels.");
        assert!(e.contains(&Effect::AngerUpTo(2)), "{e:?}");
    }

    #[test]
    fn other_wordings() {
        // Blue Wrist Block stays with the judge: without "in play" the opponent's Non-Combat
        // cards could be in his hand (in_play's `unanchored_or_ambiguous_stays_manual`).
        let c = compile_text("Discard one of your opponent's Non-Combat cards.");
        assert_eq!(c.coverage, Coverage::Manual);
        // Garlic Jr.'s Palm Blast.
        let a =
            full("Energy attack doing +1 life card for every card in your hand. Discard a card.");
        let b = full("Energy attack doing +1 life card for every card in your hand. Discard a card from your hand.");
        assert_eq!(a, b);
        // Super Android 13's Destruction Bomb.
        let a = full("Energy attack doing 8 life cards of damage. Costs 6 poer stages to perform.");
        let b =
            full("Energy attack doing 8 life cards of damage. Costs 6 power stages to perform.");
        assert_eq!(a, b);
        // Namekian Regeneration.
        let e = full("Namekian Heritage only. Shuffle the top or bottom 3 cards from your discard pile into your Life Deck.");
        let top = full("Shuffle the top 3 cards of your discard pile into your Life Deck.");
        let bottom = full("Shuffle the bottom 3 cards of your discard pile into your Life Deck.");
        assert!(e.contains(&Effect::Either(vec![top, bottom])), "{e:?}");
        // Saiyan Power Kick: "a cards" and the lower-case "you" read as the two sentences.
        let a = full("Physical attack doing +4 power stages of damage. you may discard a cards from your hand when performing this attack to do +8 power stages of damage instead.");
        let b = full("Physical attack doing +4 power stages of damage. You may discard a card from your hand when performing this attack to do +8 power stages of damage instead.");
        assert_eq!(a, b);
        // Nappa's Blinding Stare.
        let e = full("The attacker is temporarily blinded and this combat stops. Discard this card from the game after use.");
        assert_eq!(e[0], Effect::EndCombat);
    }
}
