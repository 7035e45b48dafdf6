//! Pins the compiled effects of the whole Score pool: one line per card (id, coverage, effects
//! as JSON). Any change to the compiler or to the pool's current text shows up in review as a
//! snapshot diff (`cargo insta review`).

use crate::support;

use scouter::corpus::Game;
use scouter::engine::compile::compile_card;

#[test]
fn score_pool_compiled_effects() {
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
    let mut out = String::new();
    for c in cards {
        let compiled = compile_card(c);
        assert!(
            !compiled.effects.is_empty() || c.current_text.trim().is_empty(),
            "{} compiles to nothing",
            c.id
        );
        out.push_str(&format!(
            "{} | {} | {}\n",
            c.id,
            compiled.coverage.word(),
            serde_json::to_string(&compiled.effects).unwrap_or_default()
        ));
    }
    insta::assert_snapshot!("score_pool", out);
}
