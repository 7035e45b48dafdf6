//! Pattern rows: `lasting::floating` — effects that last the remainder of Combat beyond the
//! `lasting::lasting_effects`'s restrictions, costs and stops: rules for the attacks they name (damage
//! modifiers, Focused, "cannot be prevented", quoted text the attacks gain), anger that cannot
//! rise, floating damage caps, effects at the beginning of each "Attacker Attacks" phase, and
//! restrictions on every player.
//!
//! Every row states its duration ("for the remainder of Combat", "at the beginning of each of
//! his ..."): a bare clause is not matched, so a lasting rule of a Drill with no duration stays
//! where it was. "For the remainder of the turn" is read as the remainder of the Combat the
//! engine resolves (the engine resolves one Combat; see `GameFlags`).

use crate::engine::compile::patterns::{kinds, number, one, title, Caps, Pattern, Piece};
use crate::engine::effects::{
    AttackFilter, AttackRule, CapLasting, EachAttackPhase, Effect, Lasts, Restrict, Targets, Who,
    Whose,
};

/// "for the remainder of Combat" before the clause (group `pre`), comma optional.
macro_rules! pre {
    () => {
        r"(?P<pre>for the remainder of combat,? )?"
    };
}

/// "for the remainder of Combat" after the clause (group `post`).
macro_rules! post {
    () => {
        r"(?P<post>,? for the remainder of combat)?"
    };
}

/// Which attacks: "all of your other Red Style attacks", "all energy attacks performed by your
/// Allies", "any attacks performed by your personalities with "Android" in the title".
macro_rules! attacks {
    () => {
        r#"(?P<subject>(?:all |any )?(?:of )?(?:your )?(?:other )?(?:successful )?(?:focused )?(?:(?:black|blue|orange|red|saiyan|namekian|freestyle) style )?(?:(?:physical|energy) )?attacks(?: (?:that have|with) empower)?(?: from [a-z]+ named cards)?(?: performed by (?:your allies|your personalities with "[a-z0-9 ]+" in the title)| this personality performs| your allies perform| performed by your main personality)?)"#
    };
}

/// The duration is stated exactly once.
fn once(c: &Caps<'_>) -> bool {
    c.has("pre") != c.has("post")
}

/// Reads an attacks phrase (see [`attacks!`]) into a filter; `None` when it names no owner
/// (the engine reads only rules for one player's attacks here).
pub fn attack_filter(s: &str) -> Option<AttackFilter> {
    static RE: std::sync::OnceLock<Option<regex::Regex>> = std::sync::OnceLock::new();
    let re = RE
        .get_or_init(|| regex::Regex::new(
        // "successful" attacks: a damage modifier acts only on an attack that deals damage,
        // which only a successful attack does (Battle Sequence steps 8 to 13); "attacks your
        // Allies perform" (Master Roshi Lv.1) is "attacks performed by your Allies".
        r#"^(?:all |any )?(?:of )?(?P<your>your )?(?P<other>other )?(?:successful )?(?P<focused>focused )?(?:(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) style )?(?:(?P<kinds>physical|energy) )?attacks(?P<empower> (?:that have|with) empower)?(?: from (?P<named>[a-z]+) named cards)?(?: performed by (?:(?P<allies>your allies)|your personalities with "(?P<ptitle>[a-z0-9 ]+)" in the title)|(?P<this> this personality performs)|(?P<allies2> your allies perform)|(?P<mp> performed by your main personality))?$"#,
    )
    .ok())
        .as_ref()?;
    let c = re.captures(s)?;
    let has = |n: &str| c.name(n).is_some();
    let s = |n: &str| c.name(n).map(|m| m.as_str()).unwrap_or("");
    // "your attacks", "attacks performed by your Allies", "attacks this personality performs":
    // the card's controller's attacks. Anything else names no owner.
    let allies = has("allies") || has("allies2");
    if !(has("your") || allies || has("mp") || has("ptitle") || has("this")) {
        return None;
    }
    // "your ... attacks performed by your Allies": said twice, not a wording of the pool.
    if has("your") && (allies || has("mp") || has("ptitle") || has("this")) {
        return None;
    }
    Some(AttackFilter {
        whose: Some(Whose::You),
        kinds: kinds(s("kinds")),
        other: has("other"),
        focused: has("focused"),
        style: has("style").then(|| title(s("style"))),
        card_title_has: has("named").then(|| title(s("named"))),
        with_empower: has("empower"),
        by_allies: allies,
        by_main_personality: has("mp"),
        performer_title_has: has("ptitle").then(|| title(s("ptitle"))),
        this_personality: has("this"),
        performer: None,
        cannot_stay: false,
    })
}

fn rule(c: &Caps<'_>, f: impl FnOnce(&mut AttackRule) -> Option<()>) -> Option<Vec<Piece>> {
    if !once(c) {
        return None;
    }
    let mut r = AttackRule {
        attacks: attack_filter(c.s("subject"))?,
        ..AttackRule::default()
    };
    f(&mut r)?;
    one(Effect::AttacksFloating(r))
}

/// A text compiled whole, used only if every sentence of it compiles.
fn compiled(text: &str) -> Option<Vec<Effect>> {
    crate::engine::compile::nested_clauses::compile_fully(text).filter(|e| !e.is_empty())
}

/// The restriction on both players, or on `who` only.
fn restrict_all(what: Targets) -> Option<Vec<Piece>> {
    Some(
        [Who::You, Who::Opponent]
            .into_iter()
            .map(|player| {
                Piece::Effect(Effect::Restrict(Restrict {
                    player,
                    what: what.clone(),
                    lasts: Lasts::RestOfCombat,
                }))
            })
            .collect(),
    )
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    // ----- rules for the attacks named -----------------------------------------------------------
    Pattern {
        name: "floating-attacks-do-more",
        pattern: concat!(
            pre!(),
            attacks!(),
            r" (?:do|does) (?:an additional )?\+(?P<n>\d+) (?P<unit>power stages?|life cards?)(?: and \+(?P<n2>\d+) (?P<unit2>power stages?|life cards?))? of damage",
            post!()
        ),
        build: |c| {
            rule(c, |r| {
                // "+1 power stages and +1 life cards of damage" (Master Roshi Lv.1): both.
                for (n, unit) in [("n", "unit"), ("n2", "unit2")] {
                    if !c.has(n) {
                        continue;
                    }
                    let v = number(c.s(n))? as i32;
                    if c.s(unit).starts_with("life") {
                        r.life_cards = v;
                    } else {
                        r.power_stages = v;
                    }
                }
                Some(())
            })
        },
    },
    Pattern {
        name: "floating-attacks-are-focused",
        pattern: concat!(pre!(), attacks!(), r" are focused attacks", post!()),
        build: |c| {
            rule(c, |r| {
                r.focused = true;
                Some(())
            })
        },
    },
    Pattern {
        name: "floating-attacks-cannot-be-prevented",
        pattern: concat!(
            pre!(),
            r"(?:damage from )?",
            attacks!(),
            r" cannot be prevented",
            post!()
        ),
        build: |c| {
            rule(c, |r| {
                r.cannot_be_prevented = true;
                Some(())
            })
        },
    },
    Pattern {
        name: "floating-attacks-gain-text",
        pattern: concat!(
            pre!(),
            attacks!(),
            r#" gain "(?P<q>[^"]+)""#,
            post!(),
            r"(?P<rest>\.? .+)?"
        ),
        build: |c| {
            let mut out = rule(c, |r| {
                r.gain = compiled(c.s("q"))?;
                // Only text used after the attack succeeds is read here: it is added to the
                // end of the attack's text (CRD ""If Successful" Effects").
                r.gain
                    .iter()
                    .all(|e| matches!(e, Effect::IfSuccessful(_)))
                    .then_some(())
            })?;
            let rest = c.s("rest").trim_start_matches('.').trim();
            if !rest.is_empty() {
                out.extend(compiled(rest)?.into_iter().map(Piece::Effect));
            }
            Some(out)
        },
    },
    Pattern {
        name: "floating-if-condition-then-remainder",
        // "If used by Frieza, for the remainder of Combat all your attacks ...": the condition
        // rows of the core table read a clause that starts with an effect's verb only.
        pattern: r"if (?P<cond>[^,]+), (?P<x>for the remainder of combat,? .+)",
        build: |c| {
            let cond = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            Some(vec![Piece::Conditional(cond, c.s("x").to_string())])
        },
    },
    // ----- restrictions on every player ----------------------------------------------------------
    Pattern {
        name: "floating-no-one-may-use-cards",
        pattern: r"(?P<types>non-combat|physical combat|energy combat|combat) cards (?:cannot|may not) be (?:used|played|played or used) for the remainder of combat || no other (?P<types>physical combat|energy combat|combat) cards can be played for the remainder of combat",
        build: |c| {
            let t = match c.s("types") {
                "non-combat" => "Non-Combat",
                "physical combat" => "Physical Combat",
                "energy combat" => "Energy Combat",
                "combat" => "Combat",
                _ => return None,
            };
            restrict_all(Targets::CardTypes(vec![t.to_string()]))
        },
    },
    Pattern {
        name: "floating-also-if-successful",
        // Black Standing Position: "Also, if successful, ..."
        pattern: r"also,? if successful,? (?P<x>no other .+)",
        build: |c| Some(vec![Piece::IfSuccessful(c.s("x").to_string())]),
    },
    Pattern {
        name: "floating-user-cannot-attack",
        // Straining Rolling Escape Move (Saiyan Saga): "the user" is the player who used it.
        pattern: r"the user cannot make any attacks for the remainder of combat",
        build: |_| {
            one(Effect::Restrict(Restrict {
                player: Who::You,
                what: Targets::Attacks(Vec::new()),
                lasts: Lasts::RestOfCombat,
            }))
        },
    },
    Pattern {
        name: "floating-card-also-stops-all",
        pattern: r"(?:this card|it) also stops all (?P<kinds>physical|energy|physical and energy) attacks for the remainder of combat",
        build: |c| {
            one(Effect::Stop(crate::engine::effects::Stop {
                kinds: kinds(c.s("kinds")),
                rest_of_combat: true,
            }))
        },
    },
    // ----- anger ---------------------------------------------------------------------------------
    Pattern {
        name: "floating-no-anger-gain",
        pattern: r"no player may (?:gain |raise (?:his |their )?)anger for the remainder of combat || all effects that raise a player's anger are ignored for the remainder of combat || (?P<opp>he|your opponent) cannot raise his anger for the remainder of combat",
        build: |c| {
            one(Effect::AngerCannotRise(if c.has("opp") {
                Whose::Opponent
            } else {
                Whose::Any
            }))
        },
    },
    // ----- damage caps ---------------------------------------------------------------------------
    Pattern {
        name: "floating-attacks-do-a-maximum",
        pattern: concat!(
            pre!(),
            r"(?P<opp>your opponent's )?(?P<kinds>physical|energy) attacks do a maximum of (?P<a>\d+) (?P<ua>power stages?|life cards?)(?: of damage)?(?: and (?P<b>\d+) (?P<ub>power stages?|life cards?))? of damage",
            post!()
        ),
        build: |c| {
            if !once(c) {
                return None;
            }
            let mut cap = CapLasting {
                whose: Some(if c.has("opp") {
                    Whose::Opponent
                } else {
                    Whose::Any
                }),
                kinds: kinds(c.s("kinds")),
                ..CapLasting::default()
            };
            for (n, u) in [("a", "ua"), ("b", "ub")] {
                if !c.has(n) {
                    continue;
                }
                let v = number(c.s(n))?;
                let slot = if c.s(u).starts_with("life") {
                    &mut cap.life_cards
                } else {
                    &mut cap.power_stages
                };
                if slot.is_some() {
                    return None;
                }
                *slot = Some(v);
            }
            one(Effect::CapLasting(cap))
        },
    },
    Pattern {
        name: "floating-you-take-a-maximum",
        pattern: concat!(
            pre!(),
            r"you take a maximum of (?P<a>\d+) (?P<ua>power stages?|life cards?) of damage from your opponent's attacks",
            post!()
        ),
        build: |c| {
            if !once(c) {
                return None;
            }
            let v = number(c.s("a"))?;
            let life = c.s("ua").starts_with("life");
            one(Effect::CapLasting(CapLasting {
                whose: Some(Whose::Opponent),
                kinds: Vec::new(),
                power_stages: (!life).then_some(v),
                life_cards: life.then_some(v),
            }))
        },
    },
    // ----- at the beginning of each "Attacker Attacks" phase -------------------------------------
    Pattern {
        name: "floating-each-attack-phase",
        pattern: r#"(?P<pre>for the remainder of combat,? )?(?P<x>(?P<opp>your opponent)(?:'s main personality)? [a-z0-9 ']+?) at the beginning of each of his "?attacker attacks"? phases?(?P<post> for the remainder of combat)?"#,
        build: |c| {
            if !once(c) {
                return None;
            }
            let effects = compiled(c.s("x"))?;
            // Only effects on a player's own stages, anger and piles: used on their own.
            if !effects.iter().all(|e| {
                matches!(
                    e,
                    Effect::PowerStages(_)
                        | Effect::MainPersonalityStages(_)
                        | Effect::LoseLifeCards(_)
                        | Effect::Anger(_)
                )
            }) {
                return None;
            }
            one(Effect::EachAttackPhase(EachAttackPhase {
                player: Who::Opponent,
                effects,
            }))
        },
    },
    // ----- when you use Endurance ------------------------------------------------------------------
    Pattern {
        name: "floating-on-endurance",
        pattern: r"for the remainder of combat, (?:when|whenever) you use endurance,? (?P<x>(?:your main personality|your opponent) [a-z0-9 ']+)",
        build: |c| {
            let effects = compiled(c.s("x"))?;
            // Only effects on a player's own stages, anger and piles, with no choice.
            if !effects.iter().all(|e| {
                matches!(
                    e,
                    Effect::PowerStages(_)
                        | Effect::MainPersonalityStages(_)
                        | Effect::LoseLifeCards(_)
                        | Effect::Anger(_)
                )
            }) {
                return None;
            }
            one(Effect::OnEndurance(effects))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Change, Conditional};

    fn effects(text: &str) -> Vec<Effect> {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    fn rule_of(e: &Effect) -> &AttackRule {
        match e {
            Effect::AttacksFloating(r) => r,
            Effect::IfSuccessful(v) | Effect::Conditional(Conditional { effects: v, .. }) => {
                rule_of(&v[0])
            }
            other => panic!("not a rule: {other:?}"),
        }
    }

    #[test]
    fn rules_for_attacks() {
        // Red Force Punch.
        let e = effects("For the remainder of Combat, all of your focused attacks do +2 power stages of damage.");
        let r = rule_of(&e[0]);
        assert!(r.attacks.focused && r.power_stages == 2 && !r.attacks.other);
        // Red Puppy Slap.
        let e = effects(
            "For the remainder of Combat, all of your other Red Style attacks are focused attacks.",
        );
        let r = rule_of(&e[0]);
        assert!(r.focused && r.attacks.other);
        assert_eq!(r.attacks.style.as_deref(), Some("Red"));
        // Saiyan Desperation.
        let e = effects("For the remainder of Combat, any of your Saiyan Style attacks that have Empower are focused attacks.");
        assert!(rule_of(&e[0]).attacks.with_empower);
        // Jackie Chun's Energy Attack.
        let e = effects("Energy attack. If successful, all energy attacks performed by your Allies do +1 power stages of damage for the remainder of Combat.");
        let r = rule_of(&e[1]);
        assert!(r.attacks.by_allies && r.attacks.kinds == vec![AttackKind::Energy]);
        // Orange Aggressive Technique.
        let e = effects("Physical attack. If successful, all energy attacks this personality performs for the remainder of Combat do +2 life cards of damage.");
        let r = rule_of(&e[1]);
        assert!(r.attacks.this_personality && r.life_cards == 2);
        // Frieza's Daunting Bombardment.
        let e = effects("Energy attack. If used by Frieza, for the remainder of Combat all your attacks from Frieza Named cards do an additional +3 life cards of damage.");
        assert_eq!(
            rule_of(&e[1]).attacks.card_title_has.as_deref(),
            Some("Frieza")
        );
        // Android 18's Left Hook.
        let e = effects("For the remainder of Combat, any attacks performed by your personalities with \"Android\" in the title cannot be prevented.");
        let r = rule_of(&e[0]);
        assert!(r.cannot_be_prevented);
        assert_eq!(r.attacks.performer_title_has.as_deref(), Some("Android"));
        // Master Roshi Lv.1 (Broly Subset #M27): "attacks your Allies perform", two units.
        let e = effects("Physical attack doing 3 life cards of damage. For the remainder of Combat, all attacks your Allies perform do an additional +1 power stages and +1 life cards of damage.");
        let r = rule_of(&e[1]);
        assert!(r.attacks.by_allies && r.power_stages == 1 && r.life_cards == 1);
        // King Kai's Thoughts: "performed by your main personality".
        let e = effects("For the remainder of combat, all successful physical attacks performed by your main personality do +3 power stages of damage.");
        assert!(rule_of(&e[0]).attacks.by_main_personality);
        // "successful" attacks: only a successful attack has its damage modified (Battle
        // Sequence steps 8-10), so the word narrows nothing.
        let e = effects("For the remainder of Combat, all of your successful physical attacks do +3 power stages of damage.");
        assert_eq!(rule_of(&e[0]).power_stages, 3);
        // Whose attacks is not said: not read.
        let c = compile_text(
            "For the remainder of Combat, all physical attacks do +2 power stages of damage.",
        );
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn attacks_gain_quoted_text() {
        // Blue Longshot.
        let e = effects("For the remainder of Combat, all of your energy attacks gain \"If successful, raise your anger 1 level.\" Remove from the game after use.");
        let r = rule_of(&e[0]);
        assert_eq!(
            r.gain,
            vec![Effect::IfSuccessful(vec![Effect::Anger(Change {
                player: Who::You,
                by: 1
            })])]
        );
        assert_eq!(e.last(), Some(&Effect::RemoveFromGameAfterUse));
        // Orange Trick Shot.
        let e = effects("For the remainder of Combat, all your attacks gain \"If successful, your Main Personality gains 2 power stages.\" Lower your opponent's anger 2 levels.");
        assert_eq!(e.len(), 2);
        // Black Quick Kick.
        let e = effects("If your opponent has no Non-Combat cards in play, your attacks gain \"If successful, your opponent's Main Personality loses 3 power stages\" for the remainder of Combat.");
        assert!(matches!(&e[0], Effect::Conditional(_)));
        // Text that is not an "If successful" effect is left to the judge.
        let c = compile_text("For the remainder of Combat, all of your attacks gain \"If you have 2 Black Style Drills in play, this is a focused attack\".");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn restrictions_anger_caps_and_phases() {
        // A Father Struggles.
        let e = effects("Non-Combat cards cannot be used for the remainder of Combat.");
        assert_eq!(e.len(), 2);
        // Black Standing Position.
        let e = effects("Physical attack. Also, if successful, no other physical combat cards can be played for the rest of this combat.");
        assert!(matches!(&e[1], Effect::IfSuccessful(v) if v.len() == 2));
        // Straining Rolling Escape Move.
        let e = effects(
            "Stops an energy attack, but the user cannot make any attacks for the rest of this combat.",
        );
        assert!(matches!(&e[1], Effect::Restrict(r) if r.player == Who::You));
        // Black Swift Elbow Strike.
        let e = effects("Physical attack. If successful this card also stops all energy attacks for the rest of this combat.");
        assert!(
            matches!(&e[1], Effect::IfSuccessful(v) if matches!(&v[0], Effect::Stop(s) if s.rest_of_combat))
        );
        // A Raditz Memory, Blue Defensive Effect.
        let e = effects("No player may gain anger for the remainder of Combat.");
        assert_eq!(e, vec![Effect::AngerCannotRise(Whose::Any)]);
        let e = effects(
            "All effects that raise a player's anger are ignored for the remainder of Combat.",
        );
        assert_eq!(e, vec![Effect::AngerCannotRise(Whose::Any)]);
        // Bracing for Impact.
        let e = effects("Energy attacks do a maximum of 2 life cards and 0 power stages of damage for the remainder of Combat.");
        assert_eq!(
            e,
            vec![Effect::CapLasting(CapLasting {
                whose: Some(Whose::Any),
                kinds: vec![AttackKind::Energy],
                power_stages: Some(0),
                life_cards: Some(2)
            })]
        );
        // Orange Brick Breaker.
        let e = effects("If you declared a Tokui-Waza and your opponent declared a Saiyan Tokui-Waza, for the remainder of Combat, you take a maximum of 3 power stages of damage from your opponent's attacks.");
        assert!(matches!(&e[0], Effect::Conditional(_)));
        // Majin Buu's Choke Hold, Android 16's Grapple.
        let e = effects("For the remainder of Combat, your opponent's Main Personality loses 1 power stage at the beginning of each of his \"Attacker Attacks\" phase.");
        assert!(
            matches!(&e[0], Effect::EachAttackPhase(p) if p.player == Who::Opponent && p.effects.len() == 1)
        );
        let e = effects("Physical attack. If successful, your opponent discards the top card of his Life Deck at the beginning of each of his \"Attacker Attacks\" phases for the remainder of Combat.");
        assert!(
            matches!(&e[1], Effect::IfSuccessful(v) if matches!(&v[0], Effect::EachAttackPhase(_)))
        );
    }

    #[test]
    fn on_endurance() {
        // Saiyan Two Gun Woo.
        let e = effects("For the remainder of Combat, when you use Endurance, your Main Personality gains 1 power stage.");
        assert!(
            matches!(&e[0], Effect::OnEndurance(v) if matches!(&v[..], [Effect::MainPersonalityStages(c)] if c.player == Who::You && c.by == 1))
        );
        // Orange Head Mash.
        let e = effects("For the remainder of Combat, when you use Endurance your opponent discards the top card of his Life Deck.");
        assert!(
            matches!(&e[0], Effect::OnEndurance(v) if matches!(&v[..], [Effect::LoseLifeCards(_)]))
        );
        // Namekian Finger Blast (an amount the engine does not count) and Power Through Might
        // (a choice) stay manual.
        for t in [
            "For the remainder of Combat, when you use Endurance your Main Personality gains an amount of power stages equal to the damage actually prevented after damage is dealt.",
            "For the remainder of Combat, whenever you use Endurance, you may place the bottom card of your discard pile on the bottom of your Life Deck, and your Main Personality gains 2 power stages.",
        ] {
            assert_ne!(compile_text(t).coverage, Coverage::Full, "{t}");
        }
    }
}
