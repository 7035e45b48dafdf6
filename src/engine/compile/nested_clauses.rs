//! Nested clauses for the pattern rows: a row whose sentence holds another clause ("you may X",
//! "if successful, X") compiles it through [`compile_clause`] here, which calls the clause
//! compiler the driver (`compile::clauses`) provides, so no concept module names the driver and
//! the driver alone depends on the rows. Also the helpers rows share on compiled pieces.

use std::sync::OnceLock;

use super::patterns::Piece;
use crate::engine::effects::Effect;

/// A compiled clause: its pieces and the names of the patterns matched.
pub type CompiledClause = (Vec<Piece>, Vec<&'static str>);

/// The clause compiler of the driver: compiling one clause at a nesting depth, and compiling
/// the nested clauses of a sentence's pieces.
pub struct ClauseCompiler {
    /// Compiles one clause key at a depth: its pieces and the names of the patterns matched.
    pub compile: fn(&str, u32) -> Option<CompiledClause>,
    /// Compiles the nested clauses of a sentence's pieces.
    pub resolve: fn(Vec<Piece>, &str) -> Vec<Piece>,
    /// Compiles a whole text: its effects when every sentence compiles to effects the engine
    /// resolves (full coverage), else `None`.
    pub text: fn(&str) -> Option<Vec<Effect>>,
}

static COMPILER: OnceLock<ClauseCompiler> = OnceLock::new();

/// Sets the clause compiler (the first one given stays); the driver calls this before any row
/// runs.
pub fn provide(compiler: ClauseCompiler) {
    COMPILER.get_or_init(|| compiler);
}

/// Compiles a nested clause with the driver's clause compiler; `None` when it does not compile
/// (or, never in a compile run, when no compiler was provided).
pub(in crate::engine) fn compile_clause(
    key: &str,
    depth: u32,
) -> Option<(Vec<Piece>, Vec<&'static str>)> {
    COMPILER.get().and_then(|c| (c.compile)(key, depth))
}

/// Compiles a whole text (a quoted text a card gives, the rest of a sentence) with the
/// driver's compiler: its effects when it compiles fully, else `None`.
pub(in crate::engine) fn compile_fully(text: &str) -> Option<Vec<Effect>> {
    COMPILER.get().and_then(|c| (c.text)(text))
}

/// Compiles the nested clauses of a sentence's pieces with the driver's clause compiler.
pub(in crate::engine) fn resolve(pieces: Vec<Piece>, sentence: &str) -> Vec<Piece> {
    match COMPILER.get() {
        Some(c) => (c.resolve)(pieces, sentence),
        None => pieces,
    }
}

/// True when a clause compiles with every nested clause in it compiling too (a pattern kept
/// only as a fallback does not count).
pub(in crate::engine) fn clause_ok(key: &str, depth: u32) -> bool {
    compile_clause(key, depth).is_some_and(|(ps, _)| {
        ps.iter().all(|p| match p {
            Piece::IfSuccessful(x) | Piece::IfStopped(x) | Piece::Conditional(_, x) => {
                clause_ok(x, depth + 1)
            }
            Piece::RestOfCombat(x) => lasting_clause_ok(x, depth + 1),
            _ => true,
        })
    })
}

/// [`clause_ok`] for a clause under a duration ("..., for the remainder of Combat"): a rule of
/// a Battleground or Location in play (`in_play::battleground_rules`, "at all times") has no
/// duration, so a clause that reads as one is not read under a duration.
pub(in crate::engine) fn lasting_clause_ok(key: &str, depth: u32) -> bool {
    clause_ok(key, depth)
        && !compile_clause(key, depth).is_some_and(|(ps, _)| {
            ps.iter().any(|p| {
                matches!(p, Piece::Effect(Effect::Battleground(_)))
                    // A prohibition read while its card or Constant Combat Power acts ("Your
                    // opponents may not perform energy attacks") has a duration of its own: the
                    // lasting row reads the clause with its "for the remainder of Combat".
                    || matches!(p, Piece::Effect(Effect::Prohibit(pr))
                        if pr.lasts == crate::engine::effects::prohibitions::Span::WhileInPlay)
                    // A modifier under an attack's condition ("all of your focused attacks do
                    // +2 ...") is not floated from here: `lasting::floating`'s attack rule
                    // reads the whole sentence (Red Force Punch).
                    || matches!(p, Piece::Effect(Effect::Conditional(k))
                        if k.effects.iter().any(|e| matches!(e, Effect::Modify(_))))
            })
        })
}

/// True when an effect is or contains a manual one.
pub fn has_manual(e: &Effect) -> bool {
    match e {
        Effect::Manual(_) => true,
        Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::RestOfCombat(v)
        | Effect::May(v) => v.iter().any(has_manual),
        Effect::Conditional(c) => c.effects.iter().any(has_manual),
        // `attack::attack_text`
        Effect::Either(v) => v.iter().flatten().any(has_manual),
        _ => false,
    }
}

/// Leaves to the judge every effect of a sentence for which `bad` holds: in each sentence, the
/// first such effect becomes [`Effect::Manual`] carrying that sentence as printed and the
/// others are dropped (the judge reads the whole sentence once); the sentence's other effects
/// stay.
pub(in crate::engine) fn demote(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
    bad: impl Fn(&Effect) -> bool,
) {
    for (s, ps, _) in compiled.iter_mut() {
        if !ps.iter().any(|p| matches!(p, Piece::Effect(e) if bad(e))) {
            continue;
        }
        let mut shown = false;
        let old = std::mem::take(ps);
        for p in old {
            match p {
                Piece::Effect(e) if bad(&e) => {
                    if !shown {
                        ps.push(Piece::Effect(Effect::Manual(s.clone())));
                        shown = true;
                    }
                }
                other => ps.push(other),
            }
        }
    }
}
