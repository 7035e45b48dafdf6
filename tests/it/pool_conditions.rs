//! Every condition the Score pool's texts compile to can be true and can be false: a name it
//! looks for is a card title or a personality of the pool, a group it names is a group, and no
//! number makes it hold (or fail) whatever the board ("at least 0", an empty range). A condition
//! that always reads one way is a wrong answer the judge would never see (issue 18).

use crate::support;

use scouter::corpus::names::same_name;
use scouter::corpus::Game;
use scouter::engine::compile::compile_card;
use scouter::engine::effects::Condition;
use scouter::engine::identity::{is_group_or_role, is_personality_name, personality_name};

/// Every condition in a compiled card's effects (JSON `"condition"` values, nested included).
fn conditions(v: &serde_json::Value, out: &mut Vec<Condition>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                if k == "condition" {
                    if let Ok(c) = serde_json::from_value::<Condition>(x.clone()) {
                        out.push(c);
                    }
                }
                conditions(x, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| conditions(x, out)),
        _ => {}
    }
}

/// Why a condition always reads one way, if it does.
fn constant(
    c: &Condition,
    is_title: &dyn Fn(&str) -> bool,
    is_person: &dyn Fn(&str) -> bool,
) -> Option<String> {
    let name_or_group = |n: &str| is_person(n) || is_group_or_role(n) || is_title(n);
    match c {
        Condition::InPlay(n) | Condition::InDiscardPile(n) if !(is_title(n) || is_person(n)) => {
            Some(format!(
                "\"{n}\" is no card title or personality of the pool"
            ))
        }
        Condition::AnyInPlay(v) => v.iter().find_map(|n| {
            (!(is_title(n) || is_person(n)))
                .then(|| format!("\"{n}\" is no card title or personality of the pool"))
        }),
        Condition::AllyInPlay(n) if !is_person(n) => Some(format!("\"{n}\" is no personality")),
        Condition::HasInPlay(w) if !(is_title(&w.is) || is_person(&w.is)) => Some(format!(
            "\"{}\" is no card title or personality of the pool",
            w.is
        )),
        Condition::PerformedBy(v) => v.iter().find_map(|n| {
            (!name_or_group(n)).then(|| format!("\"{n}\" is no personality or group"))
        }),
        Condition::Against(n) if !name_or_group(n) => {
            Some(format!("\"{n}\" is no personality or group"))
        }
        Condition::MainPersonalityIs(w) if !name_or_group(&w.is) => {
            Some(format!("\"{}\" is no personality or group", w.is))
        }
        Condition::AngerBetween(r) | Condition::StagesBetween(r) if r.min > r.max => {
            Some("an empty range".into())
        }
        Condition::AngerBetween(r) | Condition::StagesBetween(r)
            if r.min == 0 && r.max == u32::MAX =>
        {
            Some("every value holds".into())
        }
        Condition::LevelAtLeast(l) if l.min <= 1 => Some("every level holds".into()),
        Condition::InPlayAtLeast(x) if x.n == 0 => Some("at least 0 always holds".into()),
        Condition::DragonBallsAtLeast(d) if d.n == 0 => Some("at least 0 always holds".into()),
        Condition::HandStyleAtLeast(h) if h.n == 0 => Some("at least 0 always holds".into()),
        Condition::LifeCardsFromOneAttack(0) => Some("at least 0 always holds".into()),
        Condition::All(v) | Condition::Any(v) if v.is_empty() => Some("no conditions".into()),
        // "he is currently at level 1" is written "at least 1 and not at least 2": the first
        // part alone always holds, the whole does not.
        Condition::All(v) => v
            .iter()
            .filter(|c| !matches!(c, Condition::LevelAtLeast(l) if l.min == 1))
            .find_map(|c| constant(c, is_title, is_person)),
        Condition::Any(v) => v.iter().find_map(|c| constant(c, is_title, is_person)),
        Condition::Not(c) => constant(c, is_title, is_person),
        _ => None,
    }
}

#[test]
fn no_pool_condition_always_reads_one_way() {
    let corpus = support::corpus();
    let cards: Vec<_> = corpus
        .cards()
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg)
        .collect();
    if cards.is_empty() {
        eprintln!("note: no Score cards loaded; skipping");
        return;
    }
    let titles: Vec<&str> = cards.iter().map(|c| c.name.as_str()).collect();
    let people: Vec<String> = cards
        .iter()
        .filter(|c| c.card_type == "Personality")
        .map(|c| personality_name(&c.name))
        .collect();
    let is_title = |n: &str| titles.iter().any(|t| same_name(t, n));
    let is_person = |n: &str| is_personality_name(n) || people.iter().any(|p| same_name(p, n));
    let mut found = 0;
    let mut wrong = Vec::new();
    for c in &cards {
        let compiled = compile_card(c);
        let json = serde_json::to_value(&compiled.effects).unwrap_or_default();
        let mut all = Vec::new();
        conditions(&json, &mut all);
        found += all.len();
        for k in &all {
            if let Some(why) = constant(k, &is_title, &is_person) {
                wrong.push(format!("{} ({}): {k:?}: {why}", c.name, c.id));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "conditions that always read one way:\n{}",
        wrong.join("\n")
    );
    // The pool's texts put hundreds of conditions on their effects (457 when this was written).
    assert!(found >= 400, "only {found} conditions found in the pool");
}

#[test]
fn a_condition_that_always_holds_is_caught() {
    use scouter::engine::effects::{AngerRange, Who};
    let never = |_: &str| false;
    assert!(constant(&Condition::InPlay("A Drill".into()), &never, &never).is_some());
    assert!(constant(
        &Condition::AngerBetween(AngerRange {
            player: Who::You,
            min: 0,
            max: u32::MAX
        }),
        &never,
        &never
    )
    .is_some());
    assert!(constant(&Condition::InPlay("Goku".into()), &never, &|n| n == "Goku").is_none());
}
