//! Text for the board commands: the scouter readout of `state` (power ladders with the current
//! stage marked, the anger scale), the steps of `step`/`run`/`trace`, and `why`.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::Style;
use crate::commands::board::{BoardOutput, LadderView, PositionView, StateReport};
use crate::engine::battle::Outcome;
use crate::engine::trace::TraceEvent;
use crate::engine::turn::TurnStepName;
use crate::engine::view::PlayerView;

/// Renders a board command's output.
pub(super) fn board(o: &BoardOutput, st: &Style) -> String {
    match o {
        BoardOutput::State(r) => state(r, st),
        BoardOutput::Saved { path, overwritten } => format!(
            "saved the board to {path}{}\n",
            if *overwritten {
                " (the previous file was replaced)"
            } else {
                ""
            }
        ),
        BoardOutput::Steps {
            events,
            titles,
            stopped,
            position,
        } => {
            let mut out = String::new();
            if events.is_empty() && stopped.is_none() {
                let _ = writeln!(out, "no step executed");
            }
            steps(&mut out, events, titles, st);
            if let Some(s) = stopped {
                let _ = writeln!(out, "{}", st.warn(s));
            }
            let _ = writeln!(out, "{}", st.id(&where_now(position)));
            out
        }
        BoardOutput::Back { moved, position } => {
            let head = if *moved {
                "back one step"
            } else {
                "already at the start: the board as loaded or last edited"
            };
            format!("{head}; {}\n", where_now(position))
        }
        BoardOutput::Trace { events, titles } => {
            let mut out = String::new();
            if events.is_empty() {
                let _ = writeln!(out, "no step executed yet");
            }
            steps(&mut out, events, titles, st);
            out
        }
        BoardOutput::Why {
            step,
            attack_phase,
            account,
            rules,
        } => {
            let mut out = String::new();
            let _ = writeln!(
                out,
                "{}",
                st.heading(&format!("Why step {step} (Attack Phase {attack_phase})"))
            );
            let _ = writeln!(out, "{}", st.wrap(account, 2));
            for r in rules {
                let _ = writeln!(
                    out,
                    "\n{}  {}",
                    st.label(&r.title),
                    st.id(&format!("[{}]", r.id))
                );
                if r.in_corpus {
                    let _ = writeln!(out, "{}", st.wrap(&r.text, 2));
                } else {
                    let _ = writeln!(
                        out,
                        "{}",
                        st.warn("  (this section is not in the loaded documents)")
                    );
                }
            }
            out
        }
    }
}

fn where_now(p: &PositionView) -> String {
    let mut s = match &p.outcome {
        Some(Outcome::CombatEnded) => "Combat is over".to_string(),
        Some(Outcome::Victory(v)) => format!("{} has won ({})", v.winner, v.kind.name()),
        None => match p.turn {
            Some(t) if t.step != TurnStepName::Combat => format!(
                "turn {} ({} is the Attacker): next, the {} step",
                t.number,
                t.attacker,
                t.step.key()
            ),
            Some(t) => format!(
                "turn {} ({} is the Attacker), Combat Step: next: step {} of Attack Phase {} ({} attacks)",
                t.number, t.attacker, p.next_step, p.attack_phase, p.attacker
            ),
            None => format!(
                "next: step {} of Attack Phase {} ({} attacks)",
                p.next_step, p.attack_phase, p.attacker
            ),
        },
    };
    let _ = write!(
        s,
        " · {} step(s) taken · {} announced action(s) left",
        p.steps_taken, p.actions_left
    );
    s
}

fn steps(out: &mut String, events: &[TraceEvent], titles: &BTreeMap<String, String>, st: &Style) {
    // The phase heading opens a list, and marks each new Attack Phase within it; a lone step
    // in the middle of an attack goes without.
    // A turn step of a board of whole turns (attack phase 0) is headed by its turn and step.
    let heading_of = |e: &TraceEvent| match &e.turn {
        Some(t) if e.attack_phase == 0 => (
            (t.number, 0, t.step),
            format!(
                "Turn {} ({} is the Attacker): {}",
                t.number, t.attacker, t.name
            ),
        ),
        Some(t) => (
            (t.number, e.attack_phase, t.step),
            format!(
                "Turn {}, Combat Step: Attack Phase {} ({} attacks)",
                t.number, e.attack_phase, e.attacker
            ),
        ),
        None => (
            (0, e.attack_phase, 0),
            format!("Attack Phase {} ({} attacks)", e.attack_phase, e.attacker),
        ),
    };
    let mut phase = match events.first() {
        Some(e) if events.len() == 1 && e.step != 1 && e.turn.is_none() => Some(heading_of(e).0),
        _ => None,
    };
    for e in events {
        let (key, heading) = heading_of(e);
        // Within a Combat Step the turn step stays 5: the Attack Phase alone starts a heading.
        let key = if e.attack_phase == 0 {
            key
        } else {
            (key.0, key.1, 5)
        };
        if phase != Some(key) {
            phase = Some(key);
            let _ = writeln!(out, "{}", st.heading(&heading));
        }
        let _ = writeln!(
            out,
            "  {} {}",
            st.label(&format!("step {:>2}", e.step)),
            e.account
        );
        for id in &e.citations {
            let title = titles.get(id.as_str()).map(String::as_str).unwrap_or("");
            let _ = writeln!(out, "          rule  {title} {}", st.id(&format!("[{id}]")));
        }
        for n in &e.notes {
            let _ = writeln!(out, "          ·     {n}");
        }
        for j in &e.judge {
            let _ = writeln!(out, "          {}     {j}", st.alert("!"));
        }
        for c in &e.changes {
            let _ = writeln!(
                out,
                "          Δ     {}: {} -> {}",
                c.what, c.before, c.after
            );
        }
    }
}

fn state(r: &StateReport, st: &Style) -> String {
    let mut out = String::new();
    if let Some(c) = &r.change {
        let _ = writeln!(out, "{}", st.warn(c));
    }
    let mut head = format!("ruleset {}", r.ruleset);
    if let Some(f) = &r.file {
        let _ = write!(head, " · {f}");
    }
    let _ = writeln!(out, "{}  {}", st.heading(&r.title), st.id(&head));
    if let Some(players) = &r.players {
        for (key, p) in players {
            player(&mut out, key, p, &r.ladders, r.anger_max, st);
        }
    }
    if !r.actions.is_empty() {
        let _ = writeln!(out, "\n{} {}", st.label("actions:"), r.actions.join("; "));
    }
    if let Some(p) = &r.position {
        let _ = writeln!(out, "{}", st.id(&where_now(p)));
    }
    if !r.problems.is_empty() {
        let _ = writeln!(out, "\n{}", st.warn("The board cannot be resolved yet:"));
        for p in &r.problems {
            let _ = writeln!(out, "  - {p}");
        }
    }
    out
}

fn player(
    out: &mut String,
    key: &str,
    p: &PlayerView,
    ladders: &[LadderView],
    anger_max: u32,
    st: &Style,
) {
    let _ = writeln!(out, "\n{}  {}", st.heading(key), p.main_personality.name);
    for l in ladders.iter().filter(|l| l.player.key() == key) {
        let who = if l.main {
            "Main Personality".to_string()
        } else {
            format!("Ally {}", l.name)
        };
        let _ = writeln!(out, "  {}", readout(&who, l, st));
    }
    let filled = p.anger.min(anger_max) as usize;
    let empty = anger_max.saturating_sub(p.anger) as usize;
    let _ = writeln!(
        out,
        "  anger {}{} {}/{anger_max}   control of Combat: {}",
        st.alert(&"■".repeat(filled)),
        "□".repeat(empty),
        p.anger,
        p.control
    );
    let mut deck = format!("  Life Deck {} card(s)", p.life_deck);
    if !p.life_deck_top.is_empty() {
        let _ = write!(deck, ", known from the top: {}", p.life_deck_top.join(", "));
    }
    let _ = writeln!(out, "{deck}");
    let zones = [
        ("hand", &p.hand),
        ("discard", &p.discard),
        ("removed", &p.removed),
    ];
    for (name, cards) in zones
        .into_iter()
        .chain(p.in_play.iter().map(|(k, v)| (k.as_str(), v)))
    {
        if !cards.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                st.wrap(&format!("{name}: {}", cards.join(", ")), 2)
            );
        }
    }
}

/// `stage 3 of 10 · power 2000  [0 1000 ▸2000◂ 3000 ...]`.
fn readout(who: &str, l: &LadderView, st: &Style) -> String {
    let rating = l.ladder.get(l.stage as usize).map_or("?", String::as_str);
    let rungs: Vec<String> = l
        .ladder
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if i == l.stage as usize {
                st.matched(&format!("▸{r}◂"))
            } else {
                r.clone()
            }
        })
        .collect();
    let level = l.level.map_or(String::new(), |n| format!(" level {n}"));
    format!(
        "{who}{level}: stage {} of {} · power rating {rating}\n    {}",
        l.stage,
        l.ladder.len().saturating_sub(1),
        rungs.join(" ")
    )
}
