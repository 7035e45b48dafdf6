//! The real `scouter` binary, run as a judge would run it: `sources`, `rule` and `card`.

use assert_cmd::Command;
use predicates::prelude::*;

fn scouter() -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env("NO_COLOR", "1");
    cmd
}

fn json_of(args: &[&str]) -> serde_json::Value {
    let out = scouter().args(args).output().expect("scouter runs");
    serde_json::from_slice(&out.stdout).expect("--json prints one JSON value")
}

#[test]
fn sources_lists_six_documents_and_both_card_pools() {
    let v = json_of(&["sources", "--json"]);
    let docs = v["documents"].as_array().expect("documents array");
    let ids: Vec<&str> = docs.iter().filter_map(|d| d["id"].as_str()).collect();
    for id in [
        "crd-3.0.0",
        "crd-2014-08-19",
        "score-errata",
        "dbz-ocg-rules",
        "panini-dbz-tcg-rulebook",
        "bandai-db-ccg-rulebook",
    ] {
        assert!(ids.contains(&id), "sources lacks {id}: {ids:?}");
    }
    assert_eq!(docs.len(), 6);
    for d in docs {
        assert!(d["origin"].as_str().is_some_and(|o| o.ends_with(".txt")));
        assert!(d["sections"].as_u64().unwrap_or(0) > 0, "{d}");
    }
    let pools = v["card_pools"].as_array().expect("card_pools array");
    let count = |game: &str| {
        pools
            .iter()
            .find(|p| p["game"] == game)
            .and_then(|p| p["cards"].as_u64())
            .unwrap_or(0)
    };
    assert_eq!(count("score-dbz-ccg"), 2360);
    // 2,342 OCTGN entries, of which 3 are the simulator's buttons (OK, Wait!, Actions?), not cards.
    assert_eq!(count("panini-dbz-tcg"), 2339);
    for game in ["dbz-ocg", "bandai-db-ccg"] {
        let pool = pools.iter().find(|p| p["game"] == game).expect("listed");
        assert!(pool["note"]
            .as_str()
            .is_some_and(|n| n.contains("no card data")));
    }
    scouter()
        .arg("sources")
        .assert()
        .success()
        .stdout(predicate::str::contains("crd-3.0.0"))
        .stdout(predicate::str::contains("no card data"));
}

#[test]
fn rule_opens_a_battle_sequence_step() {
    scouter()
        .args(["rule", "crd-3.0.0/battle-sequence/9"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Determine the Base Damage"));
    let v = json_of(&["rule", "crd-3.0.0/battle-sequence", "--json"]);
    assert_eq!(v["items"].as_array().map(Vec::len), Some(16));
}

#[test]
fn rule_unknown_id_suggests_and_exits_1() {
    scouter()
        .args(["rule", "crd-3.0.0/battle-sequense"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("crd-3.0.0/battle-sequence"));
}

#[test]
fn card_shows_errata_rulings_and_restriction() {
    let assert = scouter()
        .args(["card", "vegetas physical stance"])
        .assert()
        .success();
    let out = String::from_utf8_lossy(&assert.get_output().stdout).to_string();
    assert!(out.contains(
        "Stops a physical attack. Stops all physical attacks performed against you for the remainder of Combat. Remove from the game after use."
    ), "{out}");
    assert!(out.contains("RESTRICTED (limit 1 per deck)"), "{out}");
    assert!(out.contains("Restricted List"), "{out}");
    assert!(out.contains("Printed text"), "{out}");
    let v = json_of(&["card", "vegetas physical stance", "--json"]);
    let card = &v["cards"][0];
    assert_eq!(card["name"], "Vegeta's Physical Stance");
    let docs: Vec<&str> = card["ruling_texts"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["doc"].as_str())
        .collect();
    assert!(docs.contains(&"crd-3.0.0"), "{docs:?}");
    assert!(docs.contains(&"score-errata"), "{docs:?}");
    assert_eq!(card["limit_per_deck"], 1);
}

#[test]
fn card_banned() {
    scouter()
        .args(["card", "Dream Machine Battle"])
        .assert()
        .success()
        .stdout(predicate::str::contains("BANNED"));
}

#[test]
fn card_unknown_name_lists_three_closest_and_exits_1() {
    let assert = scouter()
        .args(["card", "Zzyzx Qwerty Blast"])
        .assert()
        .code(1);
    let out = String::from_utf8_lossy(&assert.get_output().stdout).to_string();
    assert!(
        out.contains("no card named \"Zzyzx Qwerty Blast\""),
        "{out}"
    );
    let v = json_of(&["card", "Zzyzx Qwerty Blast", "--json"]);
    assert_eq!(v["closest"].as_array().map(Vec::len), Some(3));
}

#[test]
fn bad_usage_exits_2() {
    scouter()
        .args(["card", "--game", "chess", "x"])
        .assert()
        .code(2);
    scouter().args(["no-such-command"]).assert().code(2);
}
