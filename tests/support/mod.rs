//! Test support: the corpus for scenario tests.
//!
//! Scenarios name real pool cards. The corpus is `Corpus::from_dir(repo root)`; while the
//! imported card pool (`cards/`) is not in the repository yet, the pool cards the scenarios name
//! are read straight from `../shared/cardpool/score/cards.lackey.json` (printed data, real cards)
//! and a notice says so.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use scouter::corpus::{Card, Corpus, Game, SourceFile};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared`, or `None` (with a notice; a panic under CI).
pub fn shared_dir() -> Option<PathBuf> {
    let p = root().join("../shared");
    if p.is_dir() {
        return Some(p);
    }
    if std::env::var_os("CI").is_some() {
        panic!("../shared is required under CI");
    }
    eprintln!("note: ../shared not found; skipping");
    None
}

fn read_sources(dir: &Path, ext: &str) -> Vec<SourceFile> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().and_then(|x| x.to_str()) == Some(ext) {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    let name = p
                        .strip_prefix(dir)
                        .unwrap_or(&p)
                        .to_string_lossy()
                        .replace('\\', "/");
                    out.push(SourceFile { name, text });
                }
            }
        }
    }
    out
}

/// The corpus scenarios run against.
pub fn corpus() -> Corpus {
    match Corpus::from_dir(&root()) {
        Ok(c) if !c.cards().is_empty() => return c,
        Ok(_) => {}
        Err(e) => {
            eprintln!("note: the repository corpus does not load yet ({e}); using the raw pool")
        }
    }
    let crd = Corpus::from_dir(&root())
        .map(|_| read_sources(&root().join("crd"), "md"))
        .unwrap_or_default();
    let cards = lackey_cards();
    eprintln!(
        "note: cards/ is not imported yet: {} pool cards read from ../shared/cardpool",
        cards.len()
    );
    let text = serde_json::to_string(&cards).unwrap_or_else(|_| "[]".into());
    Corpus::from_sources(
        crd,
        vec![SourceFile {
            name: "raw-lackey.json".into(),
            text,
        }],
    )
    .or_else(|_| Corpus::from_sources(Vec::new(), Vec::new()))
    .expect("an empty corpus always loads")
}

/// Score pool cards straight from the LackeyCCG transcription, in the `Card` schema.
fn lackey_cards() -> Vec<Card> {
    let Some(shared) = shared_dir() else {
        return Vec::new();
    };
    let Ok(text) = std::fs::read_to_string(shared.join("cardpool/score/cards.lackey.json")) else {
        return Vec::new();
    };
    let Ok(raw) = serde_json::from_str::<Vec<serde_json::Value>>(&text) else {
        return Vec::new();
    };
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for v in raw {
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).unwrap_or("").to_string();
        let bare = s("nameBare");
        let level = v.get("level").and_then(|x| x.as_u64()).map(|l| l as u32);
        let name = match level {
            Some(l) if v.get("isPersonality").and_then(|x| x.as_bool()) == Some(true) => {
                format!("{bare} Lv.{l}")
            }
            _ => s("name"),
        };
        let id = format!("score/{}/{}", s("set"), s("number"));
        if !seen.insert(id.clone()) {
            continue;
        }
        let ladder: Vec<u64> = v
            .get("ladder")
            .and_then(|l| l.as_array())
            .map(|a| a.iter().filter_map(|x| x.as_u64()).collect())
            .unwrap_or_default();
        let raw_type = s("type");
        let card_type = if v.get("isPersonality").and_then(|x| x.as_bool()) == Some(true) {
            "Personality".to_string()
        } else {
            raw_type
                .replace("Non- Combat", "Non-Combat")
                .replace("Physical-Combat", "Physical Combat")
        };
        out.push(Card {
            id,
            name,
            game: Game::ScoreDbzCcg,
            set: s("saga"),
            set_raw: s("set"),
            number: s("number"),
            card_type,
            type_raw: raw_type,
            style: v.get("style").and_then(|x| x.as_str()).map(String::from),
            rarity: v.get("rarity").and_then(|x| x.as_str()).map(String::from),
            level,
            alignment: v
                .get("alignment")
                .and_then(|x| x.as_str())
                .map(String::from),
            pur: v.get("pur").and_then(|x| x.as_u64()).map(|p| p as u32),
            power_ladder: ladder,
            groups: Vec::new(),
            printed_text: s("text"),
            current_text: s("text"),
            current_text_source: None,
            limit_per_deck: None,
            legality: Vec::new(),
            rulings: Vec::new(),
            documents_only: false,
            sources: Default::default(),
        });
    }
    out
}
