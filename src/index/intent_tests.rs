//! Reading the names of documents and games in queries.

use super::read;
use crate::corpus::Game;
use crate::index::query::DocEntry;

fn docs() -> Vec<DocEntry> {
    let mut crd = DocEntry::new("crd-3.0.0", Game::ScoreDbzCcg);
    crd.precedence = 3;
    crd.year = Some("2025".into());
    let mut old = DocEntry::new("crd-2014-08-19", Game::ScoreDbzCcg);
    old.precedence = 2;
    old.year = Some("2014".into());
    vec![
        crd,
        old,
        DocEntry::new("score-errata", Game::ScoreDbzCcg),
        DocEntry::new("dbz-ocg-rules", Game::DbzOcg),
        DocEntry::new("panini-dbz-tcg-rulebook", Game::PaniniDbzTcg),
        DocEntry::new("bandai-db-ccg-rulebook", Game::BandaiDbCcg),
    ]
}

fn unknown(_: &str) -> bool {
    false
}

#[test]
fn names_games_documents_and_editions() {
    let d = docs();
    let cases: [(&str, &[&str], &str); 8] = [
        (
            "panini card copy limit",
            &["panini-dbz-tcg-rulebook"],
            "card copy limit",
        ),
        (
            "pannini card copy limit",
            &["panini-dbz-tcg-rulebook"],
            "card copy limit",
        ),
        ("2014 crd proxies", &["crd-2014-08-19"], "proxies"),
        ("old errata deck size", &["score-errata"], "deck size"),
        (
            "Score's replacement rule",
            &["score-errata", "crd-3.0.0", "crd-2014-08-19"],
            "replacement rule",
        ),
        (
            "ocg named card limit",
            &["dbz-ocg-rules"],
            "named card limit",
        ),
        (
            "bandia starting hand",
            &["bandai-db-ccg-rulebook"],
            "starting hand",
        ),
        ("crd 3.0.0 resist", &["crd-3.0.0"], "resist"),
    ];
    for (q, want, rest) in cases {
        let r = read(q, &d, &unknown).unwrap_or_else(|| panic!("{q}: no reading"));
        let mut got = r.docs.clone();
        got.sort();
        let mut want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
        want.sort();
        assert_eq!(got, want, "{q}");
        assert_eq!(r.searched, rest, "{q}");
    }
}

#[test]
fn plain_questions_name_nothing() {
    let d = docs();
    for q in [
        "can my ally take the hit for me",
        "deck size",
        "errata on vegetas physical stance",
    ] {
        assert!(read(q, &d, &unknown).is_none(), "{q}");
    }
    // A known word one typo from a name is that word, not the name.
    assert!(read("bandit", &d, &|w| w == "bandit").is_none());
}
