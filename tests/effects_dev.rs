//! Temporary development harness (removed before the end).
use scouter::engine::compile::{compile_text, Coverage};
use std::collections::BTreeMap;

#[test]
#[ignore]
fn dev_coverage() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/cardpool/score/cards.lackey.json")).unwrap();
    let raw: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    let mut by_type: BTreeMap<String, [u32; 3]> = BTreeMap::new();
    let mut manual: BTreeMap<String, u32> = BTreeMap::new();
    for v in &raw {
        let name = v["name"].as_str().unwrap_or("");
        let ty = v["type"].as_str().unwrap_or("");
        let t = if name.ends_with("Drill") { "Drill".to_string() } else { ty.to_string() };
        if !matches!(t.as_str(), "Physical Combat" | "Energy Combat" | "Combat" | "Drill") { continue; }
        let c = compile_text(v["text"].as_str().unwrap_or(""));
        let e = by_type.entry(t.clone()).or_default();
        e[match c.coverage { Coverage::Full => 0, Coverage::Partial => 1, Coverage::Manual => 2 }] += 1;
        if std::env::var("DEV_SHOW").ok().as_deref() == Some(t.as_str()) && c.coverage != Coverage::Full { println!("-- {name}: {:?}", c.manual_sentences()); }
        for s in c.manual_sentences() { *manual.entry(scouter::engine::compile::sentences::key(s)).or_default() += 1; }
    }
    for (t, c) in &by_type { println!("{t}: full {} partial {} manual {} ({:.1}%)", c[0], c[1], c[2], 100.0 * c[0] as f64 / (c[0] + c[1] + c[2]) as f64); }
    let tot: [u32;3] = by_type.values().fold([0;3], |a, b| [a[0]+b[0], a[1]+b[1], a[2]+b[2]]);
    println!("TOTAL full {} of {} = {:.1}%", tot[0], tot[0]+tot[1]+tot[2], 100.0*tot[0] as f64/(tot[0]+tot[1]+tot[2]) as f64);
    let mut m: Vec<_> = manual.into_iter().collect();
    m.sort_by(|a, b| b.1.cmp(&a.1));
    for (s, n) in m.iter().take(120) { println!("{n:4} {s}"); }
}

#[test]
#[ignore]
fn dev_one() {
    for t in ["Your opponent discards the top 3 cards from his Life Deck.", "Your opponent loses 4 power stages, to a minimum of 0.", "Physical attack. Your opponent discards the top 3 cards from his Life Deck."] {
        let c = compile_text(t);
        println!("{t}\n{:#?}", c.sentences);
    }
}

#[test]
#[ignore]
fn dev_patterns() {
    use scouter::engine::compile::patterns::{expand, PATTERNS};
    for p in PATTERNS { for alt in p.pattern.split(" || ") {
        if let Err(e) = regex::Regex::new(&format!("^(?:{})$", expand(alt))) { println!("{}: {e}", p.name); }
    }}
}

#[test]
#[ignore]
fn dev_key() {
    use scouter::engine::compile::patterns::{expand, PATTERNS};
    let k = scouter::engine::compile::sentences::key("Your opponent loses 4 power stages, to a minimum of 0.");
    println!("key={k:?}");
    for p in PATTERNS { if p.name == "opponent-loses-stages" { let r = format!("^(?:{})$", expand(p.pattern)); println!("{r}"); println!("{:?}", regex::Regex::new(&r).unwrap().is_match(&k)); } }
}
