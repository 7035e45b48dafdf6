//! The real `scouter` binary, run as a judge would run it: `sources`, `rule` and `card`.

use assert_cmd::Command;
use predicates::prelude::*;

fn scouter() -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env("NO_COLOR", "1");
    // One index cache for this test binary, outside the user's cache folder.
    cmd.env(
        "SCOUTER_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/cli-index-cache"),
    );
    cmd
}

/// A scenario board of `tests/scenarios/` changed by `edit`, written to a temporary folder (kept
/// alive by the returned guard): the board file a judge edits before running it again.
fn edited_board(
    board: &str,
    edit: impl FnOnce(&mut serde_json::Value),
) -> (tempfile::TempDir, std::path::PathBuf) {
    let path = format!("{}/tests/scenarios/{board}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).expect("read scenario");
    let mut v: serde_json::Value = serde_json::from_str(&src).expect("scenario json");
    edit(&mut v);
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join(board);
    std::fs::write(&file, serde_json::to_string_pretty(&v).expect("json")).expect("write");
    (dir, file)
}

/// `scouter battle FILE --check`, which must fail (exit 1): what it printed.
fn failed_check(file: &std::path::Path) -> String {
    let assert = scouter()
        .arg("battle")
        .arg(file)
        .arg("--check")
        .assert()
        .code(1);
    String::from_utf8_lossy(&assert.get_output().stdout).to_string()
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
fn card_by_pool_id_shows_that_printing() {
    // The id `cards --coverage --json` prints for each card opens that card.
    let v = json_of(&["card", "score/cell-games-saga/120", "--json"]);
    let card = &v["cards"][0];
    assert_eq!(card["name"], "Straining Destruction Move", "{v}");
    assert_eq!(card["id"], "score/cell-games-saga/120");
    // Its CRD ruling's gained text is already printed on the card: it is not doubled.
    let text = card["current_text"].as_str().expect("current_text");
    assert_eq!(text.matches("Limit 1 per deck.").count(), 1, "{text}");
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

/// The path of a file of `tests/scenarios/`.
fn scenario_path(file: &str) -> String {
    format!("{}/tests/scenarios/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The trace `scouter battle --check` prints for a file of `tests/scenarios/`, which must pass.
fn checked_battle(file: &str) -> String {
    let path = scenario_path(file);
    let assert = scouter()
        .args(["battle", &path, "--check"])
        .assert()
        .success();
    String::from_utf8_lossy(&assert.get_output().stdout).to_string()
}

#[test]
fn battle_search_of_life_deck_or_discard_pile_says_where_the_card_was_found() {
    // CRD 3.0.0 "Searching for Cards": The Power of the Dragon takes its Ally from the discard
    // pile here; the trace must not say it was found in the Life Deck.
    let out = checked_battle("cards-power-of-the-dragon-shuffle.json");
    assert!(
        out.contains("p1 finds Krillin Lv.1 in p1's discard pile and shows it to p2"),
        "{out}"
    );
    assert!(
        out.contains("Dragon Ball(s) shuffled into their owner's Life Deck"),
        "{out}"
    );
}

#[test]
fn battle_orange_joint_restraint_drill_and_tien_cites_steps_9_10_and_modified_damage() {
    // Score errata, Drill Cards rule 8; CRD 3.0.0 Battle Sequence steps 9-10, "Modified Damage".
    let out = checked_battle("orange-joint-restraint-drill-tien.json");
    assert!(
        out.contains("Base Damage is the damage stated on the card: 5 life cards"),
        "{out}"
    );
    assert!(out.contains("5 life cards + 4 power stages"), "{out}");
    for id in [
        "[crd-3.0.0/battle-sequence/9]",
        "[crd-3.0.0/battle-sequence/10]",
        "[crd-3.0.0/modified-damage]",
    ] {
        assert!(out.contains(id), "{id} missing from\n{out}");
    }
    assert!(out.contains("checkpoints: 5/5 passed"), "{out}");

    let file = scenario_path("orange-joint-restraint-drill-tien.json");
    let v = json_of(&["battle", &file, "--json"]);
    let events = v["events"].as_array().expect("events");
    assert_eq!(events.len(), 16);
    assert!(v["final_state"].is_object());
}

#[test]
fn battle_until_stops_early_and_bad_files_exit_2() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/orange-joint-restraint-drill-tien.json"
    );
    let v = json_of(&["battle", file, "--until", "9", "--json"]);
    assert_eq!(v["events"].as_array().map(Vec::len), Some(9));

    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\n  \"scouter_scenario\": 1,\n  \"players\": [\n").expect("write");
    scouter()
        .arg("battle")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.json"))
        .stderr(predicate::str::contains("line"));
    scouter()
        .args(["battle", "/no/such/scenario.json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read /no/such/scenario.json: No such file",
        ));
}

#[test]
fn battle_check_failure_exits_1_with_the_difference() {
    let (_dir, file) = edited_board("orange-joint-restraint-drill-tien.json", |v| {
        // Claim the wrong life-card damage at step 10.
        let expect = v["expect"].as_array_mut().expect("expect array");
        let cp = expect
            .iter_mut()
            .find(|c| c["damage"].is_object())
            .expect("a damage checkpoint");
        cp["damage"]["life_cards"] = serde_json::json!(7);
    });
    let out = failed_check(&file);
    assert!(out.contains('7') && out.contains('5'), "{out}");
}

#[test]
fn card_shows_the_engine_reading() {
    scouter()
        .args(["card", "Black Energy Stamina Drill"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Engine reading"))
        .stdout(predicate::str::contains("[energy-cost]"))
        // The effect itself, in the scenario format's vocabulary.
        .stdout(predicate::str::contains(r#"→ {"energy_cost":1}"#));
    // A restriction the ruling states outside the text the card is treated as reading.
    scouter()
        .args(["card", "Mommy's Coming Dear"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "You may only use this card in place of a defense. [ruling crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear]",
        ))
        .stdout(predicate::str::contains(r#"→ "defence_only""#));
}

#[test]
fn cards_coverage_json_has_cards_and_totals() {
    let v = json_of(&["cards", "--coverage", "--json"]);
    let cards = v["cards"].as_array().expect("cards");
    assert!(cards.len() >= 2360, "{}", cards.len());
    for c in cards.iter().take(50) {
        for key in ["id", "name", "type", "coverage", "manual"] {
            assert!(!c[key].is_null(), "{key} missing in {c}");
        }
        assert!(["full", "partial", "manual"].contains(&c["coverage"].as_str().unwrap_or("")));
    }
    assert!(v["totals"].is_object());
    // The rewritten attack/defence/Drill target: cards a ruling rewrote that attack, defend or
    // are Drills, read from their text; a card that only mentions an attack is not one.
    let target = |name: &str| {
        cards
            .iter()
            .find(|c| c["name"] == name)
            .map(|c| c["rewritten_target"] == true)
    };
    assert_eq!(target("Krillin's Physical Defense"), Some(true)); // "Play this card as a defense."
    assert_eq!(target("T-Rex Defense"), Some(true)); // a Defense Shield
    assert_eq!(target("Black Energy Stamina Drill"), Some(true)); // a Drill
    assert_eq!(target("Goku's Touch"), Some(false)); // "Use after you perform a successful ..."
    let counted = cards
        .iter()
        .filter(|c| c["rewritten_target"] == true)
        .count();
    assert_eq!(
        v["totals"]["rewritten_attack_defence_drill"]["cards"].as_u64(),
        Some(counted as u64)
    );
}

/// Blue Allies Drill's rewrite breaks off in both CRD editions ("Once per turn, search
/// your...."): the card view and the coverage report say so, from the documents' editor's
/// notes (crd-3.0.0/specific-card-clarifications-errata-rulings/blue-allies-drill), instead of
/// leaving a judge to wonder why the engine cannot read it.
#[test]
fn a_rewrite_the_document_breaks_off_is_said_to_be_damaged() {
    scouter()
        .args(["card", "Blue Allies Drill"])
        .assert()
        .success()
        .stdout(predicate::str::contains("[judge resolves]"))
        .stdout(predicate::str::contains(
            "Editor's note: The source breaks off here",
        ))
        .stdout(predicate::str::contains(
            "cannot be recovered from this document",
        ));
    let v = json_of(&["card", "Blue Allies Drill", "--json"]);
    let notes = &v["cards"][0]["ruling_texts"][0]["editor_notes"];
    assert!(
        notes[0]
            .as_str()
            .is_some_and(|n| n.starts_with("The source breaks off here")),
        "{v}"
    );
    let v = json_of(&["cards", "--coverage", "--json", "--type", "Drill"]);
    let card = v["cards"]
        .as_array()
        .and_then(|cards| cards.iter().find(|c| c["name"] == "Blue Allies Drill"))
        .expect("Blue Allies Drill in the coverage report");
    assert_eq!(card["coverage"], "manual");
    assert!(
        card["source_notes"][0]
            .as_str()
            .is_some_and(|n| n.contains("cannot be recovered")),
        "{card}"
    );
    // A card whose rewrite the documents give whole carries no such note.
    let whole = v["cards"]
        .as_array()
        .and_then(|cards| {
            cards
                .iter()
                .find(|c| c["name"] == "Black Energy Stamina Drill")
        })
        .expect("Black Energy Stamina Drill in the coverage report");
    assert!(whole["source_notes"].is_null(), "{whole}");
    scouter()
        .args(["cards", "--coverage", "--type", "Drill"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "editor's note on the source: The source breaks off here",
        ));
}

#[test]
fn search_puts_allies_and_damage_in_the_top_three() {
    let v = json_of(&[
        "search",
        "can my ally take the hit for me",
        "--limit",
        "3",
        "--json",
    ]);
    let hits = v["hits"].as_array().expect("search --json prints the hits");
    assert!(
        v["interpreted"].is_null(),
        "no document named: {}",
        v["interpreted"]
    );
    assert!(hits.len() <= 3);
    let ids: Vec<&str> = hits.iter().filter_map(|h| h["id"].as_str()).collect();
    assert!(ids.contains(&"crd-3.0.0/allies-and-damage"), "{ids:?}");
    for h in hits {
        for key in [
            "id", "doc", "origin", "game", "kind", "title", "text", "snippet", "score",
        ] {
            assert!(!h[key].is_null(), "{key} missing in {h}");
        }
    }
}

#[test]
fn search_misspelled_card_first_and_degenerate_queries_never_error() {
    let v = json_of(&["search", "vegetas physcal stance", "--json"]);
    assert_eq!(v["hits"][0]["title"], "Vegeta's Physical Stance");
    assert_eq!(v["hits"][0]["kind"], "card");
    for q in ["\"", "game:"] {
        let out = scouter().args(["search", q]).output().expect("runs");
        assert!(matches!(out.status.code(), Some(0 | 1)), "{q}: {out:?}");
        assert!(
            out.stderr.is_empty(),
            "{q}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn compare_shows_each_documents_deck_size() {
    let v = json_of(&["compare", "deck size", "--json"]);
    let blocks = v["blocks"].as_array().expect("blocks");
    assert_eq!(blocks.len(), 6);
    let text_of = |doc: &str| {
        blocks
            .iter()
            .find(|b| b["doc"] == doc)
            .and_then(|b| b["hit"]["text"].as_str())
            .unwrap_or("")
            .to_string()
    };
    assert!(
        text_of("crd-3.0.0").contains("85"),
        "{}",
        text_of("crd-3.0.0")
    );
    assert!(
        text_of("score-errata").contains("75"),
        "{}",
        text_of("score-errata")
    );
}

/// README "Exit status": `battle` answers with 0 when it stops on an illegal action (the refusal
/// is the ruling asked for); under `--check` a stop no `error` checkpoint expects fails (1), even
/// when every checkpoint reached before it passed.
#[test]
fn battle_stop_exits_0_and_an_unexpected_stop_fails_the_check() {
    // No checkpoint expects the refusal now (the file has none left).
    let (_dir, file) = edited_board("t-rex-offense-with-physical-attack-refused.json", |v| {
        v["expect"] = serde_json::json!([]);
    });
    let plain = scouter().arg("battle").arg(&file).assert().code(0);
    let out = String::from_utf8_lossy(&plain.get_output().stdout).to_string();
    assert!(out.contains("Stopped: illegal action"), "{out}");
    let out = failed_check(&file);
    assert!(
        out.contains("checkpoints: 0/0 passed")
            && out.contains("the run stopped on an error no `error` checkpoint expects"),
        "{out}"
    );
}

/// docs/scenario-format.md `checks`: `scouter battle --check` fails on an id that is no section
/// or ruling of the documents, and says which (audit s28: a made-up id passed).
#[test]
fn battle_check_fails_on_a_checks_id_the_documents_lack() {
    let (_dir, file) = edited_board("orange-joint-restraint-drill-tien.json", |v| {
        v["checks"] = serde_json::json!(["crd-3.0.0/modified-damage", "crd-3.0.0/no-such-section"]);
    });
    let out = failed_check(&file);
    assert!(
        out.contains("checks: crd-3.0.0/no-such-section is no section or ruling")
            && !out.contains("checks: crd-3.0.0/modified-damage is"),
        "{out}"
    );
}
