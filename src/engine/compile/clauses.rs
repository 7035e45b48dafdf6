//! Clauses: a sentence key tried against the ordered tables ([`super::TABLES`]), split at its
//! separators ("and", ";") when the whole does not match, and the pieces a match gives folded into
//! effects (keywords into the attack, nested clauses compiled in place).

use super::literals::Required;
use super::*;

/// Gives the rows this driver's clause compiler ([`super::nested_clauses::provide`]); done
/// before any row runs.
pub(super) fn provide() {
    nested_clauses::provide(nested_clauses::ClauseCompiler {
        compile: compile_clause,
        resolve,
        text: |t| {
            let c = compile_text(t);
            (c.coverage == Coverage::Full).then_some(c.effects)
        },
    });
}

/// One alternative of a row of the table: its regular expression is built the first time a
/// key holding the literals it requires ([`Required`]) is tried against it, so a command reads
/// only as much of the table as its sentences reach.
pub(super) struct Alternative {
    /// The row this alternative belongs to.
    pub(super) row: &'static patterns::Pattern,
    /// The alternative as written (placeholders expanded when its regex is built).
    source: &'static str,
    /// What a key must hold for this alternative to match it.
    required: Required,
    /// Built on first use; `None` when it does not compile (a bug `every_pattern_compiles`
    /// reports; here the alternative is skipped rather than panicking).
    regex: OnceLock<Option<Regex>>,
}

impl Alternative {
    /// The captures of a key this alternative matches whole.
    pub(super) fn captures<'k>(&self, key: &'k str) -> Option<regex::Captures<'k>> {
        if !self.required.admits(key) {
            return None;
        }
        self.regex
            .get_or_init(|| self.build())
            .as_ref()?
            .captures(key)
    }

    fn build(&self) -> Option<Regex> {
        Regex::new(&format!("^(?:{})$", patterns::expand(self.source))).ok()
    }

    /// The alternative's regular expression, built if it was not yet.
    #[cfg(test)]
    pub(super) fn regex(&self) -> Option<&Regex> {
        self.regex.get_or_init(|| self.build()).as_ref()
    }

    /// What a key must hold to match.
    #[cfg(test)]
    pub(super) fn required(&self) -> &Required {
        &self.required
    }
}

/// The table: every alternative of every row, in the order tried; each alternative's regular
/// expression is built on first use.
pub(super) fn table() -> &'static [Alternative] {
    provide();
    static TABLE: OnceLock<Vec<Alternative>> = OnceLock::new();
    TABLE.get_or_init(|| {
        all_patterns()
            .flat_map(|p| p.pattern.split(" || ").map(move |alt| (alt, p)))
            .map(|(source, row)| Alternative {
                row,
                required: Required::of(source),
                source,
                regex: OnceLock::new(),
            })
            .collect()
    })
}

/// Clause separators tried, in order, when a whole clause does not match.
pub(super) const SEPARATORS: &[&str] = &[
    "; ",
    ", and then ",
    " and then ",
    ", then ",
    ", and ",
    " and ",
    ", ",
];

/// Compiles a normalised clause: the first matching pattern, or the clause split at a separator
/// into parts that all compile. Nested "If successful" / "remainder of Combat" clauses are left
/// as pieces for [`resolve`].
pub(in crate::engine) fn compile_clause(
    key: &str,
    depth: u32,
) -> Option<(Vec<Piece>, Vec<&'static str>)> {
    let key = key.trim().trim_end_matches(['.', ',']).trim();
    // "it also lowers ...", "also raise ...": "also" adds nothing to the effect.
    let unalso;
    let key = if let Some(rest) = key
        .strip_prefix("also ")
        .or_else(|| key.strip_prefix("but "))
    {
        rest
    } else if let Some(rest) = key.strip_prefix("it also ") {
        let verb = ["raises ", "lowers ", "sets ", "gains "];
        if verb.iter().any(|v| rest.starts_with(v)) {
            rest
        } else {
            unalso = format!("it {rest}");
            unalso.as_str()
        }
    } else {
        key
    };
    if key.is_empty() || depth > 4 {
        return None;
    }
    // "All physical attacks you perform for the remainder of Combat do +2 ..." reads as "For the
    // remainder of Combat, all physical attacks you perform do +2 ...".
    if let Some(at) = key.find(" for the remainder of combat ") {
        // Not after "and": "X, and for the remainder of Combat Y" is two clauses.
        if !key.starts_with("if ")
            && !key.starts_with("for the remainder")
            && !key[..at].ends_with(" and")
            && !key[..at].ends_with(",")
        {
            let phrase = " for the remainder of combat";
            let moved = format!(
                "for the remainder of combat, {}{}",
                &key[..at],
                &key[at + phrase.len()..]
            );
            if clause_ok(&moved, depth + 1) {
                return compile_clause(&moved, depth + 1);
            }
        }
    }
    // A pattern whose nested clause ("If successful, ...") does not compile is kept as a
    // fallback: a split at "and" may read the sentence better.
    let mut fallback = None;
    for alt in table() {
        let p = alt.row;
        if let Some(caps) = alt.captures(key) {
            if let Some(pieces) = (p.build)(&Caps(&caps)) {
                let nested_ok = pieces.iter().all(|piece| match piece {
                    Piece::IfSuccessful(x) | Piece::IfStopped(x) | Piece::Conditional(_, x) => {
                        clause_ok(x, depth + 1)
                    }
                    Piece::RestOfCombat(x) => {
                        super::nested_clauses::lasting_clause_ok(x, depth + 1)
                    }
                    _ => true,
                });
                if nested_ok {
                    return Some((pieces, vec![p.name]));
                }
                if fallback.is_none() {
                    fallback = Some((pieces, vec![p.name]));
                }
            }
        }
    }
    // A split whose every part reads fully wins; otherwise a pattern kept as a fallback (its
    // nested clause is left to the judge, but in the right scope: "If successful, A, and B"
    // stays an "If successful" sentence). A split with a part that does not read fully is never
    // used: the part could open a scope ("if successful") the later parts belong to.
    if let Some(split) = split_at_separators(key, depth) {
        return Some(split);
    }
    fallback
}

/// The clause split at the first separator whose parts all compile, every nested clause
/// included.
pub(super) fn split_at_separators(
    key: &str,
    depth: u32,
) -> Option<(Vec<Piece>, Vec<&'static str>)> {
    for sep in SEPARATORS {
        if !key.contains(sep) {
            continue;
        }
        let mut all = Vec::new();
        let mut names = Vec::new();
        let mut ok = true;
        for part in key.split(sep) {
            if !clause_ok(part, depth + 1) {
                ok = false;
                break;
            }
            match compile_clause(part, depth + 1) {
                Some((ps, ns)) => {
                    all.extend(ps);
                    names.extend(ns);
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            return Some((all, names));
        }
    }
    None
}

/// Compiles the nested clauses of a sentence's pieces; a nested clause that does not compile
/// becomes a manual effect carrying the whole sentence, inside its "If successful" group.
pub(in crate::engine) fn resolve(pieces: Vec<Piece>, sentence: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    for p in pieces {
        match p {
            Piece::IfSuccessful(clause) => {
                let inner = nested(&clause, sentence);
                out.push(Piece::Effect(Effect::IfSuccessful(inner)));
            }
            Piece::IfStopped(clause) => {
                let inner = nested(&clause, sentence);
                out.push(Piece::Effect(Effect::IfStopped(inner)));
            }
            Piece::Conditional(condition, clause) => {
                let effects = nested_with_keywords(&clause, sentence);
                // "If A, and if B, X": one condition "A and B" over X (a keyword under it is
                // then read at step 5 like under any card-level condition).
                let (condition, effects) = match effects.as_slice() {
                    [Effect::Conditional(inner)] => (
                        crate::engine::effects::Condition::All(vec![
                            condition,
                            inner.condition.clone(),
                        ]),
                        inner.effects.clone(),
                    ),
                    _ => (condition, effects),
                };
                out.push(Piece::Effect(Effect::Conditional(
                    crate::engine::effects::Conditional { condition, effects },
                )));
            }
            Piece::RestOfCombat(clause) => {
                // "For the remainder of Combat, prevent N ... from your opponent's attacks" is
                // floating prevention (`lasting::lasting_effects`'s), not a Drill's.
                let inner: Vec<Effect> = nested(&clause, sentence)
                    .into_iter()
                    .map(|e| match e {
                        Effect::PreventAgainstYou(p) => {
                            Effect::PreventLasting(crate::engine::effects::PreventLasting {
                                power_stages: p.power_stages,
                                life_cards: p.life_cards,
                                all_life_cards: false,
                                kinds: p.kinds,
                                lasts: crate::engine::effects::Lasts::RestOfCombat,
                            })
                        }
                        // "For the remainder of combat, all of your physical attacks do +1 power
                        // stage of damage for every Namek Dragon Ball in play" (Nail Takes Extra
                        // Effort): a counted modifier floating over its player's attacks, as
                        // `lasting::lasting_rules` reads "for each Ally in play".
                        Effect::ModifyPer(p)
                            if p.scope == crate::engine::effects::Scope::YourAttacks =>
                        {
                            Effect::AttacksFloatingPer(Box::new(
                                crate::engine::effects::AttacksPer {
                                    attacks: crate::engine::effects::AttackFilter {
                                        whose: Some(crate::engine::effects::Whose::You),
                                        kinds: p.kinds.clone(),
                                        ..Default::default()
                                    },
                                    per: crate::engine::effects::PerCount {
                                        scope: Default::default(),
                                        kinds: Vec::new(),
                                        ..p
                                    },
                                },
                            ))
                        }
                        other => other,
                    })
                    .collect();
                // "For the remainder of Combat, all of your energy attacks gain "..."" (Blue
                // Longshot), "..., prevent 2 power stages ..., and all your physical attacks gain
                // "..."" (Orange Rapid Attack): the gain floats for the remainder of Combat
                // already.
                if !inner.is_empty()
                    && inner.iter().all(|e| {
                        matches!(
                            e,
                            Effect::PreventLasting(_)
                                | Effect::AttacksFloatingPer(_)
                                | Effect::AttacksFloating(_)
                        )
                    })
                {
                    out.extend(inner.into_iter().map(Piece::Effect));
                    continue;
                }
                // "For the remainder of Combat, stops all ..." is a stop for the rest of Combat.
                match inner.as_slice() {
                    [Effect::Stop(s)] => out.push(Piece::Effect(Effect::Stop(Stop {
                        kinds: s.kinds.clone(),
                        rest_of_combat: true,
                    }))),
                    // The engine floats stops and damage modifiers; any other effect lasting
                    // the remainder of Combat is the judge's.
                    _ if inner.iter().all(|e| {
                        matches!(
                            e,
                            Effect::Stop(_)
                                | Effect::Modify(_)
                                | Effect::EnduranceBonus(_)
                                | Effect::EnduranceGrant(_)
                                | Effect::NoEnduranceAgainst(_)
                                | Effect::DamageRemovedFromGame
                                | Effect::YourAttacksCannotBePrevented
                                | Effect::DragonBallsCannotBeCaptured
                                | Effect::CaptureBelowFiveLifeCards
                                // `personality_powers::raised_increases`: Hercule's Power Stance.
                                | Effect::RaisedIncreases(_)
                        )
                    }) =>
                    {
                        out.push(Piece::Effect(Effect::RestOfCombat(inner)))
                    }
                    _ => out.push(Piece::Effect(Effect::RestOfCombat(vec![Effect::Manual(
                        sentence.to_string(),
                    )]))),
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// [`nested`], reading the attack keywords ("this is a focused attack") as
/// [`Effect::Keyword`]s: under a card-level condition the engine reads them at step 5.
pub(super) fn nested_with_keywords(clause: &str, sentence: &str) -> Vec<Effect> {
    nested_effects(clause, sentence, true)
}

pub(super) fn nested(clause: &str, sentence: &str) -> Vec<Effect> {
    nested_effects(clause, sentence, false)
}

/// A nested clause's effects; `keywords`: the attack keywords become [`Effect::Keyword`]s
/// (under a card-level condition), otherwise a keyword leaves the sentence to the judge.
pub(super) fn nested_effects(clause: &str, sentence: &str, keywords: bool) -> Vec<Effect> {
    use crate::engine::effects::Keyword;
    let Some((ps, _)) = compile_clause(clause, 1) else {
        return vec![Effect::Manual(sentence.to_string())];
    };
    let keyword = |p: Piece| match p {
        Piece::Focused => Piece::Effect(Effect::Keyword(Keyword::Focused)),
        Piece::CannotBeStopped => Piece::Effect(Effect::Keyword(Keyword::CannotBeStopped)),
        Piece::CannotBePrevented => Piece::Effect(Effect::Keyword(Keyword::CannotBePrevented)),
        other => other,
    };
    let ps: Vec<Piece> = if keywords {
        ps.into_iter().map(keyword).collect()
    } else {
        ps
    };
    let ps = resolve(ps, sentence);
    if ps.iter().all(|p| matches!(p, Piece::Effect(_))) {
        ps.into_iter()
            .filter_map(|p| match p {
                Piece::Effect(e) => Some(e),
                _ => None,
            })
            .collect()
    } else {
        vec![Effect::Manual(sentence.to_string())]
    }
}

/// Folds keyword pieces into the card's attack and merges a stop with its "for the remainder of
/// Combat" sentence. A keyword with no attack to attach to is left to the judge.
pub(super) fn fold(pieces: Vec<Piece>) -> Vec<Effect> {
    let mut effects: Vec<Effect> = Vec::new();
    let mut pending: Vec<Piece> = Vec::new();
    let x = pieces.iter().find_map(|p| match p {
        Piece::XIs(v) => Some(*v),
        _ => None,
    });
    for p in pieces {
        match p {
            // Paired by `pair_x`: the X sentence is folded into the Endurance.
            Piece::EnduranceX => match x {
                Some(v) => effects.push(Effect::EnduranceX(v)),
                None => effects.push(Effect::Manual("Endurance X".to_string())),
            },
            Piece::XIs(_) => {}
            Piece::Effect(Effect::Stop(s)) => {
                // "Stops a physical attack. Stops all physical attacks ... for the remainder of
                // Combat." is one stop that also floats.
                let prior = effects.iter_mut().find_map(|e| match e {
                    Effect::Stop(prev) if prev.kinds == s.kinds => Some(prev),
                    _ => None,
                });
                match prior {
                    Some(prev) => prev.rest_of_combat |= s.rest_of_combat,
                    None => effects.push(Effect::Stop(s)),
                }
            }
            Piece::Effect(e) => effects.push(e),
            Piece::Reminder | Piece::Folded(_) => {}
            marker => pending.push(marker),
        }
    }
    // `timing::use_windows`: a card used when its player performs an attack gives the keyword to
    // that attack.
    let performing = effects.iter().any(|e| {
        matches!(
            e,
            Effect::UseWindow(
                crate::engine::effects::UseWindow::WhenYouPerform(_)
                    | crate::engine::effects::UseWindow::WhenYouPerformStyled(_)
            )
        )
    });
    for m in pending {
        let attack = effects.iter_mut().find_map(|e| match e {
            Effect::Attack(a) => Some(a),
            _ => None,
        });
        match (attack, &m) {
            (None, Piece::Focused) if performing => {
                effects.push(Effect::Keyword(crate::engine::effects::Keyword::Focused))
            }
            (Some(a), Piece::Focused) => a.focused = true,
            (Some(a), Piece::CannotBeStopped) => a.cannot_be_stopped = true,
            (Some(a), Piece::CannotBePrevented) => a.cannot_be_prevented = true,
            (_, m) => effects.push(Effect::Manual(match m {
                Piece::Focused => "Focused".to_string(),
                Piece::CannotBeStopped => "This attack cannot be stopped.".to_string(),
                Piece::CannotBePrevented => {
                    "Damage from this attack cannot be prevented.".to_string()
                }
                _ => String::new(),
            })),
        }
    }
    effects
}
