//! The card pool: the import is reproducible (re-running it on `../shared/cardpool` gives
//! `cards/` byte for byte), its counts are pinned, types are normalised by the table, and names
//! resolve through `NameIndex`.

use crate::support;

use std::collections::BTreeMap;

use std::sync::OnceLock;
use support::{root as repo, shared_dir};

use scouter::corpus::card::parse_card_file;
use scouter::corpus::import::link::Links;
use scouter::corpus::import::{self, card_files, import_pool, Import};
use scouter::corpus::names::{Lookup, NameIndex, NameMatch};
use scouter::corpus::{Card, Game};

/// The import re-run on the shared pool with this checkout's `crd/`, once per test binary.
fn fresh_import() -> Option<&'static Import> {
    static IMPORT: OnceLock<Option<Import>> = OnceLock::new();
    IMPORT
        .get_or_init(|| {
            let shared = shared_dir()?;
            let corpus = import::load_documents(&repo().join("crd")).expect("crd/ loads");
            let documents: Vec<_> = corpus.documents().cloned().collect();
            let links = Links::new(&documents, corpus.rulings(), corpus.legality());
            Some(import_pool(&shared.join("cardpool"), Some(&links)).expect("the import runs"))
        })
        .as_ref()
}

/// Every `*.json` under `cards/`, relative path -> text.
fn committed_files() -> BTreeMap<String, String> {
    let root = repo().join("cards");
    let mut out = BTreeMap::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("cards/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().and_then(|e| e.to_str()) == Some("json") {
                let rel = path
                    .strip_prefix(&root)
                    .expect("under cards/")
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(rel, std::fs::read_to_string(&path).expect("utf-8"));
            }
        }
    }
    out
}

/// The committed cards, parsed.
fn committed_cards() -> &'static [Card] {
    static CARDS: OnceLock<Vec<Card>> = OnceLock::new();
    CARDS.get_or_init(|| {
        committed_files()
            .iter()
            .flat_map(|(name, text)| parse_card_file(name, text).expect("valid card file"))
            .collect()
    })
}

#[test]
fn reimport_reproduces_cards_dir_byte_for_byte() {
    let Some(import) = fresh_import() else { return };
    let fresh = card_files(&import.cards).expect("serializable");
    let committed = committed_files();
    let fresh_names: Vec<&String> = fresh.keys().collect();
    let committed_names: Vec<&String> = committed.keys().collect();
    assert_eq!(
        fresh_names, committed_names,
        "the set of files differs: re-run `cargo run --example import_cards -- ../shared/cardpool cards`"
    );
    for (name, text) in &fresh {
        assert!(
            committed.get(name) == Some(text),
            "cards/{name} differs from a fresh import: re-run the import example"
        );
    }
}

#[test]
fn pinned_counts() {
    let Some(import) = fresh_import() else { return };
    let r = &import.report;
    assert_eq!(r.score_records, 2360);
    assert_eq!(r.score_imported, 2360, "every Score record is read");
    assert!(r.skipped.iter().all(|s| !s.source.starts_with("score/")));
    assert_eq!(r.panini_records, 2342);
    // The three OCTGN interface buttons (OK, Wait!, Actions?) are not cards.
    assert_eq!(r.panini_imported, 2339);
    assert_eq!(r.skipped.len(), 3);
    assert!(r.skipped.iter().all(|s| s.value == "Button"));

    let score: Vec<&Card> = import
        .cards
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg && !c.documents_only)
        .collect();
    let personalities: Vec<&&Card> = score
        .iter()
        .filter(|c| c.card_type == "Personality")
        .collect();
    assert_eq!(personalities.len(), 544, "every isPersonality record");
    assert_eq!(
        personalities
            .iter()
            .filter(|c| c.type_raw == "Personality")
            .count(),
        485,
        "raw type Personality"
    );
    assert_eq!(
        personalities
            .iter()
            .filter(|c| !c.power_ladder.is_empty() && c.pur.is_some())
            .count(),
        524,
        "numeric ladder and PUR (three Majin Yakon levels have no PUR in the source)"
    );
    assert_eq!(
        personalities
            .iter()
            .filter(|c| c.ladder_raw.iter().any(|r| r == "Z"))
            .count(),
        17,
        "Z power stages"
    );
    assert!(
        personalities.iter().all(|c| c.level.is_some()),
        "every personality has a level"
    );
    assert!(personalities.iter().all(|c| c.name.contains(" Lv.")));
}

#[test]
fn type_normalisation_table() {
    let Some(import) = fresh_import() else { return };
    let counts = &import.report.types;
    let expect = [
        ("score-dbz-ccg/Personality", 544),
        ("score-dbz-ccg/Physical Combat", 641),
        ("score-dbz-ccg/Energy Combat", 376),
        ("score-dbz-ccg/Combat", 227),
        ("score-dbz-ccg/Non-Combat", 461),
        ("score-dbz-ccg/Dragon Ball", 37),
        ("score-dbz-ccg/Mastery", 28),
        ("score-dbz-ccg/Battleground", 20),
        ("score-dbz-ccg/Location", 16),
        ("score-dbz-ccg/Sensei", 10),
    ];
    for (key, n) in expect {
        assert_eq!(counts.get(key), Some(&n), "{key}");
    }
    // Raw values are kept beside the normalised type.
    let find = |raw: &str| {
        import
            .cards
            .iter()
            .find(|c| c.game == Game::ScoreDbzCcg && c.type_raw == raw)
            .unwrap_or_else(|| panic!("a card typed {raw:?}"))
    };
    for (raw, ty, alignment) in [
        ("Villian", "Personality", Some("Villain")),
        ("Hero/Fusion", "Personality", Some("Hero")),
        ("Celestial Fighter", "Personality", None),
        ("Non- Combat", "Non-Combat", None),
        ("Physical-Combat", "Physical Combat", None),
    ] {
        let c = find(raw);
        assert_eq!(c.card_type, ty, "{raw}");
        if alignment.is_some() {
            assert_eq!(c.alignment.as_deref(), alignment, "{raw}");
        }
    }
    // Panini-era: every card typed, except the records whose type the source leaves out or
    // fills with a style, which are reported.
    let unknown: Vec<&Card> = import
        .cards
        .iter()
        .filter(|c| c.game == Game::PaniniDbzTcg && c.card_type == import::UNKNOWN_TYPE)
        .collect();
    assert_eq!(unknown.len(), 9);
    assert!(unknown
        .iter()
        .all(|c| c.type_raw.is_empty() || c.type_raw == "Freestyle"));
    let reported = import
        .report
        .unreadable
        .iter()
        .filter(|i| i.field == "type")
        .count();
    assert_eq!(reported, 9);
}

#[test]
fn ids_names_and_sources() {
    let cards = committed_cards();
    if cards.is_empty() {
        panic!("cards/ is empty: run the import example");
    }
    let by_id = |id: &str| {
        cards
            .iter()
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("{id}"))
    };
    let tien = cards
        .iter()
        .find(|c| c.name == "Tien Lv.1" && c.set == "Saiyan Saga")
        .expect("Tien Lv.1 of the Saiyan Saga");
    assert_eq!(tien.id, "score/saiyan-saga/082");
    assert_eq!(tien.power_ladder.len(), 11);
    assert_eq!(tien.pur, Some(1));
    assert_eq!(
        tien.sources.get("name").map(String::as_str),
        Some("score/cards.lackey.json[81] name")
    );
    let c001 = by_id("panini/awakening/c001");
    assert_eq!(c001.name, "Black Protective Drill");
    assert_eq!(c001.card_type, "Drill");
    // Duplicate numbers within a set get deterministic suffixes.
    assert_eq!(by_id("score/cell-saga/145").name, "Blue Left Cross Punch");
    assert_eq!(
        by_id("score/cell-saga/145-2").name,
        "Orange City Destruction"
    );
    // Every field that has a value names its source.
    for c in cards.iter().filter(|c| !c.documents_only) {
        for field in ["name", "set", "number", "type", "printed_text"] {
            assert!(
                c.sources.contains_key(field),
                "{} lacks a source for {field}",
                c.id
            );
        }
        if !c.power_ladder.is_empty() {
            assert!(c.sources.contains_key("power_ladder"), "{}", c.id);
        }
    }
    // Ids are unique.
    let mut ids: Vec<&str> = cards.iter().map(|c| c.id.as_str()).collect();
    ids.sort_unstable();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n);
}

#[test]
fn set_names_follow_the_documents() {
    let cards = committed_cards();
    let set_of = |key: &str| {
        cards
            .iter()
            .find(|c| c.set_raw == key)
            .map(|c| c.set.as_str())
            .unwrap_or_else(|| panic!("a card of {key}"))
    };
    assert_eq!(set_of("SaiyanSaga"), "Saiyan Saga");
    assert_eq!(set_of("CCPP"), "Capsule Corp Power Pack");
    assert_eq!(set_of("CCPP2"), "Capsule Corp Power Pack");
    assert_eq!(set_of("BuuSaga"), "Majin Buu Saga");
    assert_eq!(set_of("AndroidsSaga"), "Android Saga");
    assert_eq!(set_of("BSMoviePromo"), "Movie 7");
    assert_eq!(set_of("TuffEnough"), "Tuff Enuff");
    let tuff = cards
        .iter()
        .find(|c| c.set_raw == "TuffEnough")
        .expect("a Tuff Enuff card");
    assert!(tuff.sources["set"].contains("no document names this set"));
    // Every Score set key of the pool is in the table.
    for c in cards
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg && !c.documents_only)
    {
        assert!(
            scouter::corpus::sets::score_set(&c.set_raw).is_some(),
            "{} not in the set table",
            c.set_raw
        );
    }
    // Panini-era sets are recorded as given, without a claim of official status.
    let awakening = cards
        .iter()
        .find(|c| c.set == "Awakening")
        .expect("Awakening");
    assert!(awakening.sources["set"].contains("official status not claimed"));
}

#[test]
fn name_lookups() {
    let cards = committed_cards();
    let index = NameIndex::new(cards);
    let exact = |q: &str, game: Option<Game>| match index.lookup_groups(q, game) {
        NameMatch::Found(g) => g,
        other => panic!("{q}: expected one name, got {other:?}"),
    };
    let g = exact("vegetas physical stance", Some(Game::ScoreDbzCcg));
    assert_eq!(g.name, "Vegeta's Physical Stance");
    assert_eq!(g.distance, 0);
    assert_eq!(exact("Tien lv1", None).name, "Tien Lv.1");
    assert_eq!(exact("tien level 1", None).name, "Tien Lv.1");
    assert_eq!(exact("Tien Lvl 1", None).name, "Tien Lv.1");
    // Two typos.
    let g = exact("vegetas phisical stanse", None);
    assert_eq!(g.name, "Vegeta's Physical Stance");
    assert_eq!(g.distance, 2);
    // A personality name without its level lists its levels.
    match index.lookup_groups("Tien", Some(Game::ScoreDbzCcg)) {
        NameMatch::Ambiguous(groups) => {
            assert!(groups.iter().any(|g| g.name == "Tien Lv.1"));
            assert!(groups.iter().all(|g| g.name.starts_with("Tien")));
        }
        other => panic!("Tien: {other:?}"),
    }
    // Printings sharing a name come grouped.
    let g = exact("Earth Dragon Ball 3", Some(Game::ScoreDbzCcg));
    assert!(
        g.cards.len() >= 2,
        "{:?}",
        g.cards.iter().map(|c| &c.id).collect::<Vec<_>>()
    );
    // The same name in two games is ambiguous without a game.
    assert!(matches!(
        index.lookup_groups("Earth Dragon Ball 3", None),
        NameMatch::Ambiguous(_)
    ));
    // Unknown names give the three closest.
    match index.lookup("Zzyzx Qwerty Blorp", None) {
        Lookup::NotFound(closest) => assert_eq!(closest.len(), 3),
        other => panic!("expected NotFound, got {other:?}"),
    }
    match index.lookup("vegetas physical stance", Some(Game::ScoreDbzCcg)) {
        Lookup::Found(cards) => assert!(cards.iter().all(|c| c.name == "Vegeta's Physical Stance")),
        other => panic!("expected Found, got {other:?}"),
    }
    // `exact` (used to link legality entries) finds a unique name.
    assert_eq!(
        index.exact("Vegeta's Physical Stance").map(|c| c.game),
        Some(Game::ScoreDbzCcg)
    );
}

/// The rulings that stay unlinked, each with its reason (`tests/fixtures/unmatched-rulings.json`).
#[test]
fn unmatched_rulings_are_exactly_the_fixture() {
    let Some(import) = fresh_import() else { return };
    let text = std::fs::read_to_string(repo().join("tests/fixtures/unmatched-rulings.json"))
        .expect("the fixture exists");
    let mut expected: Vec<scouter::corpus::import::link::Unmatched> = serde_json::from_str(&text)
        .expect("the fixture is a JSON array of {id, card_name, reason}");
    let mut actual = import.report.unmatched_rulings.clone();
    expected.sort();
    actual.sort();
    assert_eq!(actual, expected);
    let rulings = import::load_documents(&repo().join("crd")).expect("crd/ loads");
    let total = rulings.rulings().len();
    assert!(total > 700, "the documents give {total} rulings");
    assert!(
        actual.len() * 50 <= total,
        "at most 2% of rulings unmatched"
    );
    assert!(import.report.unmatched_legality.is_empty());
}

#[test]
fn documents_only_cards() {
    let Some(import) = fresh_import() else { return };
    assert_eq!(import.report.documents_only, 10);
    let docs: Vec<&Card> = import.cards.iter().filter(|c| c.documents_only).collect();
    assert_eq!(docs.len(), 10);
    for c in &docs {
        assert!(c.id.starts_with("score/documents/"), "{}", c.id);
        assert_eq!(c.game, Game::ScoreDbzCcg);
        assert!(
            c.printed_text.is_empty(),
            "no invented printed text: {}",
            c.id
        );
        assert!(!c.rulings.is_empty() || !c.legality.is_empty(), "{}", c.id);
    }
    let startled = docs
        .iter()
        .find(|c| c.name == "Startled")
        .expect("Startled (Game Stop #GS1)");
    assert_eq!(
        (startled.set.as_str(), startled.number.as_str()),
        ("Game Stop", "GS1")
    );
}

#[test]
fn errata_rulings_and_legality_are_linked() {
    let Some(import) = fresh_import() else { return };
    let card = |name: &str| {
        import
            .cards
            .iter()
            .find(|c| c.name == name && c.game == Game::ScoreDbzCcg)
            .unwrap_or_else(|| panic!("{name}"))
    };
    let vps = card("Vegeta's Physical Stance");
    assert_eq!(
        vps.current_text,
        "Stops a physical attack. Stops all physical attacks performed against you for the \
         remainder of Combat. Remove from the game after use."
    );
    assert_eq!(
        vps.current_text_source.as_deref(),
        Some("crd-3.0.0/specific-card-clarifications-errata-rulings/vegetas-physical-stance")
    );
    assert_ne!(
        vps.printed_text, vps.current_text,
        "printed text kept beside the errata"
    );
    // Every ruling naming it, newest document first.
    let docs: Vec<&str> = vps
        .rulings
        .iter()
        .map(|r| r.split('/').next().unwrap_or_default())
        .collect();
    assert_eq!(docs, ["crd-3.0.0", "crd-2014-08-19", "score-errata"]);
    assert_eq!(vps.limit_per_deck, Some(1));
    assert!(vps.legality.iter().any(|l| l.doc == "crd-3.0.0"
        && l.section == "crd-3.0.0/restricted-list"
        && l.status == scouter::corpus::LegalityStatus::Restricted));

    let dmb = card("Dream Machine Battle");
    assert_eq!(dmb.limit_per_deck, Some(0));
    assert!(dmb
        .legality
        .iter()
        .any(|l| l.doc == "crd-3.0.0" && l.status == scouter::corpus::LegalityStatus::Banned));

    // A range entry links every level it names.
    let king_kai = |l: u32| card(&format!("King Kai Lv.{l}"));
    for l in 1..=3 {
        assert!(
            king_kai(l)
                .rulings
                .iter()
                .any(|r| r.contains("king-kai-lv-1-lv-3")),
            "King Kai Lv.{l}: {:?}",
            king_kai(l).rulings
        );
    }
    // A partial errata ("... at the bottom of your Life Deck.") does not replace the text.
    let piccolo = import
        .cards
        .iter()
        .find(|c| c.name == "Piccolo Lv.1" && c.set == "Majin Buu Saga")
        .expect("Piccolo Lv.1 (Majin Buu Saga)");
    assert_eq!(piccolo.current_text, piccolo.printed_text);
    assert!(!piccolo.partial_errata.is_empty());
}

#[test]
fn personality_groups_from_the_crd_lists() {
    let Some(import) = fresh_import() else { return };
    let r = &import.report;
    let counts: Vec<(&str, usize)> = r.groups.iter().map(|(g, n)| (g.as_str(), *n)).collect();
    assert_eq!(
        counts,
        [
            ("Celestial Fighter", 33),
            ("Fused", 7),
            ("Majin", 59),
            ("Namekian Heritage", 55),
            ("Rogue", 106),
            ("Saiyan Heritage", 203),
        ],
        "Score personality cards per group"
    );
    // Entries naming personalities the Score pool has no card for.
    let mut unmatched: Vec<&str> = r
        .unmatched_groups
        .iter()
        .map(|u| u.card_name.as_str())
        .collect();
    unmatched.sort_unstable();
    unmatched.dedup();
    assert_eq!(
        unmatched,
        [
            "DBS Broly",
            "Gine",
            "Gogeta",
            "Guru",
            "Kami",
            "King Vegeta",
            "Launch",
            "Majin Duu",
            "Majin Gomah",
            "Majin Kuu",
            "Majin Yamu",
            "Neva",
            "Piccolo, Fused Iv 5",
            "Tamagami",
        ]
    );
    let score = |name: &str, set: Option<&str>| {
        import
            .cards
            .iter()
            .find(|c| {
                c.name == name && c.game == Game::ScoreDbzCcg && set.is_none_or(|s| c.set == s)
            })
            .unwrap_or_else(|| panic!("{name}"))
    };
    let groups = |name: &str, set: Option<&str>| score(name, set).groups.clone();
    assert_eq!(groups("Goku Lv.1", None), ["Saiyan Heritage"]);
    assert_eq!(
        score("Goku Lv.1", None)
            .sources
            .get("groups.Saiyan Heritage")
            .map(String::as_str),
        Some("crd-3.0.0/saiyan-heritage-personalities")
    );
    assert_eq!(groups("Piccolo Lv.1", None), ["Rogue", "Namekian Heritage"]);
    assert_eq!(groups("Future Gohan Lv.1", None), ["Saiyan Heritage"]);
    assert_eq!(groups("Kid Trunks Lv.1", None), ["Saiyan Heritage"]);
    assert_eq!(
        groups("Majin Vegeta Lv.1", None),
        ["Rogue", "Saiyan Heritage", "Majin"]
    );
    // "Majin Buu (Majin Buu Saga only)" on the Rogue list: only that set's printings.
    assert_eq!(
        groups("Majin Buu Lv.1", Some("Majin Buu Saga")),
        ["Rogue", "Majin"]
    );
    assert_eq!(groups("Majin Buu, Super Buu Lv.2", None), ["Majin"]);
    // The personality is the first listed name in the title: Buu, not Gohan.
    assert_eq!(groups("Majin Buu, Gohan Absorbed Lv.5", None), ["Majin"]);
    assert_eq!(groups("Chi-Chi Lv.1", None), Vec::<String>::new());
    // The Pikkon note stays with the card.
    let pikkon = score("Pikkon Lv.1", None);
    assert_eq!(pikkon.groups, ["Namekian Heritage", "Celestial Fighter"]);
    assert!(pikkon
        .sources
        .get("groups.Namekian Heritage.note")
        .is_some_and(|n| n.contains("cannot use \"Namekian Heritage only\" cards")));
    // CRD 3.0.0: "all Majins have Majin in the card title": every such personality is listed.
    for c in import.cards.iter().filter(|c| {
        c.game == Game::ScoreDbzCcg && c.card_type == "Personality" && c.name.contains("Majin")
    }) {
        assert!(c.groups.iter().any(|g| g == "Majin"), "{}", c.name);
    }
    // Only Score personality cards get groups.
    assert!(import
        .cards
        .iter()
        .filter(|c| !c.groups.is_empty())
        .all(|c| c.game == Game::ScoreDbzCcg && c.card_type == "Personality"));
}

#[test]
fn printed_league_and_tuff_enuff_only() {
    use scouter::corpus::LegalityStatus;
    let Some(import) = fresh_import() else { return };
    let section = "crd-3.0.0/league-only-tuff-enuff-only";
    let tagged = |status: LegalityStatus| {
        import
            .cards
            .iter()
            .filter(|c| {
                c.legality
                    .iter()
                    .any(|l| l.status == status && l.section == section && l.doc == "crd-3.0.0")
            })
            .count()
    };
    assert_eq!(tagged(LegalityStatus::LeagueOnly), 12);
    assert_eq!(tagged(LegalityStatus::TuffEnuffOnly), 44);
    let status = |name: &str| {
        import
            .cards
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name}"))
            .legality
            .iter()
            .filter(|l| l.section == section)
            .map(|l| l.status)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        status("Showing Off Your Power"),
        [LegalityStatus::LeagueOnly]
    );
    assert_eq!(
        status("Gohan's Defense Drill"),
        [LegalityStatus::LeagueOnly]
    );
    // "League and Tuff Enuff Only" cards are Tuff Enuff Only.
    assert_eq!(status("Defensive Stance"), [LegalityStatus::TuffEnuffOnly]);
    assert_eq!(status("Goku's Jump Kick"), [LegalityStatus::TuffEnuffOnly]);
    assert_eq!(status("Black Smackdown"), [LegalityStatus::TuffEnuffOnly]);
    assert_eq!(status("Bubbles Lv.1"), [LegalityStatus::TuffEnuffOnly]);
    // Mentioning Tuff Enuff only cards is not being one.
    assert!(status("Majin Mastery").is_empty());
}
