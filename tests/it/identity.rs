//! Personality identity over the whole pool (CRD 3.0.0 Alternate Personality Rule, Glossary
//! "Surname", "“_____ only” Cards"): every name and group the compiler produced is a personality
//! the corpus has, a group the CRD defines, or a card title; every pool personality resolves to
//! a listed name; every CRD equivalence and exception quoted by `corpus::only_groups` is in the CRD.

use std::collections::BTreeSet;

use crate::support;
use scouter::corpus::names::normalise;
use scouter::corpus::only_groups;
use scouter::corpus::Game;
use scouter::engine::compile::compile_card;
use scouter::engine::identity;

/// Every string under `key` in a compiled effect's JSON (arrays flattened, `{"is": ..}` read).
fn collect(v: &serde_json::Value, key: &str, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                if k == key {
                    match x {
                        serde_json::Value::String(s) => out.push(s.clone()),
                        serde_json::Value::Array(a) => {
                            out.extend(a.iter().filter_map(|s| s.as_str().map(str::to_string)))
                        }
                        serde_json::Value::Object(o) => {
                            if let Some(s) = o.get("is").and_then(|s| s.as_str()) {
                                out.push(s.to_string())
                            }
                        }
                        _ => {}
                    }
                }
                collect(x, key, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect(x, key, out)),
        _ => {}
    }
}

/// Format words an "only" list may carry besides who ("League and Gohan only"): a format rule.
const FORMATS: &[&str] = &["league", "tuff enuff", "tuff enuuff"];

#[test]
fn every_compiled_name_is_a_personality_group_or_title() {
    let corpus = support::corpus();
    let titles: BTreeSet<String> = corpus.cards().iter().map(|c| normalise(&c.name)).collect();
    let mut seen: BTreeSet<(String, String)> = BTreeSet::new();
    for c in corpus
        .cards()
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg)
    {
        let effects = serde_json::to_value(compile_card(c).effects).expect("effects serialise");
        for key in ["only", "performed_by", "against", "main_personality_is"] {
            let mut names = Vec::new();
            collect(&effects, key, &mut names);
            for n in names {
                seen.insert((key.to_string(), n));
            }
        }
    }
    assert!(!seen.is_empty(), "the pool compiles no names");
    let mut bad = Vec::new();
    let seen: BTreeSet<(String, String)> = seen
        .into_iter()
        .flat_map(|(k, n)| {
            n.split(" or ")
                .map(|x| (k.clone(), x.trim().to_string()))
                .collect::<Vec<_>>()
        })
        .collect();
    for (key, n) in &seen {
        let ok = identity::group(n).is_some()
            || identity::is_personality_name(n)
            || (key == "only" && FORMATS.contains(&normalise(n).as_str()))
            || (key == "only" && normalise(n) == "main personalities")
            || (key == "main_personality_is" && normalise(n) == "rogue")
            || titles.contains(&normalise(n));
        let role = identity::is_group_or_role(n) && identity::group(n).is_none();
        if !ok || (role && key != "only" && key != "main_personality_is") {
            bad.push(format!("{key}: {n}"));
        }
    }
    eprintln!("compiled names and groups: {seen:?}");
    assert!(bad.is_empty(), "not a personality, group or title: {bad:?}");
}

#[test]
fn every_pool_personality_resolves_to_a_listed_name() {
    let corpus = support::corpus();
    let mut unlisted = BTreeSet::new();
    for c in corpus
        .cards()
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg && c.card_type == "Personality")
    {
        let n = identity::personality_name(&c.name);
        if !identity::is_personality_name(&n) {
            unlisted.insert(n);
        }
    }
    // Titles the CRD does not say are (or are not) their base personality: "Super Saiyan Goku".
    let expected: BTreeSet<String> = [
        "Super Saiyan Gohan",
        "Super Saiyan Goku",
        "Super Saiyan Trunks",
        "Super Saiyan Vegeta",
        "Trunk the Swordsman",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(unlisted, expected);
}

#[test]
fn every_listed_name_is_in_the_corpus() {
    let corpus = support::corpus();
    let crd = std::fs::read_to_string(support::root().join("crd/crd-3.0.0.md")).expect("CRD");
    let pool: BTreeSet<String> = corpus
        .cards()
        .iter()
        .filter(|c| c.card_type == "Personality")
        .map(|c| normalise(&identity::personality_name(&c.name)))
        .collect();
    for n in identity::NAMES {
        assert!(
            pool.contains(&normalise(n)) || crd.contains(&format!("- {n}")) || crd.contains(n),
            "{n} is neither a pool personality nor in the CRD"
        );
    }
}

#[test]
fn every_stated_equivalence_is_quoted_from_its_section() {
    let corpus = support::corpus();
    let crd = std::fs::read_to_string(support::root().join("crd/crd-3.0.0.md")).expect("CRD");
    let sections = only_groups::EQUIVALENCES
        .iter()
        .map(|e| (e.section, e.quote))
        .chain(only_groups::USES_AS.iter().map(|u| (u.section, u.quote)))
        .chain(only_groups::BARRED.iter().map(|b| (b.section, b.quote)))
        .chain(
            only_groups::FUSIONS
                .iter()
                .map(|f| (only_groups::FUSIONS_SECTION, f.quote)),
        )
        .chain([
            (only_groups::FUSING_SECTION, only_groups::FUSING_QUOTE),
            (only_groups::MAJIN_SECTION, only_groups::MAJIN_QUOTE),
            (only_groups::EXACT_SECTION, only_groups::EXACT_QUOTE),
        ]);
    for (id, quote) in sections {
        assert!(corpus.section(id).is_some(), "no section {id}");
        assert!(crd.contains(quote), "the CRD does not say: {quote}");
    }
    assert!(corpus.section(only_groups::CELESTIAL_SECTION).is_some());
}
