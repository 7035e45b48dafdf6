//! Plain-text rendering of a battle trace: per step, the account, the rules applied (title and
//! id), the judge prompts and the state changes; then the outcome and checkpoint results.

use std::fmt::Write;

use crate::commands::battle::BattleReport;
use crate::engine::battle::Outcome;

/// Renders a battle report as plain text.
pub fn render_battle(r: &BattleReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}", r.title);
    let _ = writeln!(s, "ruleset {} · {}", r.ruleset, r.file);
    if !r.checks.is_empty() {
        let _ = writeln!(s, "checks: {}", r.checks.join(", "));
    }
    // A new heading when the Attack Phase changes, or (whole turns) the turn step or the turn.
    let mut heading: Option<(u32, u32, u32)> = None;
    for e in &r.events {
        let turn = e.turn.as_ref().map(|m| m.number).unwrap_or(0);
        let key = (
            turn,
            e.attack_phase,
            if e.is_turn_step() { e.step } else { 0 },
        );
        if heading != Some(key) && !(heading.is_none() && key == (0, 0, 0)) {
            heading = Some(key);
            match &e.turn {
                Some(m) if e.is_turn_step() => {
                    let _ = writeln!(
                        s,
                        "\nTurn {} ({} is the Attacker): {}",
                        m.number, m.attacker, m.name
                    );
                }
                Some(m) => {
                    let _ = writeln!(
                        s,
                        "\nTurn {}, Combat Step: Attack Phase {} ({} attacks)",
                        m.number, e.attack_phase, e.attacker
                    );
                }
                None => {
                    let _ = writeln!(
                        s,
                        "\nAttack Phase {} ({} attacks)",
                        e.attack_phase, e.attacker
                    );
                }
            }
        }
        if e.is_turn_step() {
            let _ = writeln!(s, "  {}", e.account);
        } else {
            let _ = writeln!(s, "  step {:>2}  {}", e.step, e.account);
        }
        for id in &e.citations {
            let title = r.titles.get(id.as_str()).map(String::as_str).unwrap_or("");
            let _ = writeln!(s, "           rule  {title} [{id}]");
        }
        for n in &e.notes {
            let _ = writeln!(s, "           ·     {n}");
        }
        for j in &e.judge {
            let _ = writeln!(s, "           !     {j}");
        }
        for c in &e.changes {
            let _ = writeln!(
                s,
                "           Δ     {}: {} -> {}",
                c.what, c.before, c.after
            );
        }
    }
    let _ = writeln!(s);
    match &r.outcome {
        Some(Outcome::CombatEnded) => {
            let _ = writeln!(s, "Combat ends: both players passed in a row, or a card the steps above name ended it.");
        }
        Some(Outcome::Victory(v)) => {
            let _ = writeln!(s, "{} wins: {} [{}]", v.winner, v.kind.name(), v.cite);
        }
        None => {}
    }
    if let Some(p) = r.pending_dragon_ball_victory {
        let _ = writeln!(
            s,
            "{p} wins by Dragon Balls at the start of its next turn if it still controls them."
        );
    }
    if let Some(t) = &r.turn {
        if r.outcome.is_none() {
            let _ = writeln!(
                s,
                "Turn {} ({} is the Attacker): next, the {} step.",
                t.number,
                t.attacker,
                t.step.key()
            );
        }
    }
    if let Some(w) = &r.waiting {
        let _ = writeln!(s, "Waiting for {}.", w.expected);
    }
    if let Some(e) = &r.error {
        let _ = writeln!(s, "Stopped: {e}");
    }
    if r.checked {
        let passed = r.checkpoints.iter().filter(|c| c.passed()).count();
        let _ = writeln!(s, "checkpoints: {passed}/{} passed", r.checkpoints.len());
        for c in r.checkpoints.iter().filter(|c| !c.passed()) {
            let _ = writeln!(s, "  expect[{}] at {}:", c.index, c.at);
            for d in &c.differences {
                let _ = writeln!(s, "    {d}");
            }
        }
        for id in &r.unknown_checks {
            let _ = writeln!(
                s,
                "  checks: {id} is no section or ruling of the documents: the check failed"
            );
        }
        // Said once: an `at_end` checkpoint already names an unexpected stop among its
        // differences.
        if r.unexpected_stop && passed == r.checkpoints.len() {
            let _ = writeln!(
                s,
                "  the run stopped on an error no `error` checkpoint expects: the check failed"
            );
        }
    }
    s
}
