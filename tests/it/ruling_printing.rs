//! Rulings that belong to one printing: a ruling whose header names a set and number attaches
//! to that printing only, never to a same-titled card at another set and number (CRD 3.0.0,
//! Specific Card Clarifications/Errata/Rulings; held-out cases W099, W100).

use crate::support::corpus;

const KID_TRUNKS: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/kid-trunks-lv1-lv-3";
const SSJ_GOKU: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/super-saiyan-goku-lv-1";

fn rulings_of(id: &str) -> &'static [String] {
    &corpus()
        .card(id)
        .unwrap_or_else(|| panic!("{id} is in cards/"))
        .rulings
}

/// "Kid Trunks Lv1-Lv.3 (World Games Saga - #178-#180)": the three retitled World Games Saga
/// levels carry it; World Games Saga #181 and the Majin Buu Saga Kid Trunks do not (W099).
#[test]
fn kid_trunks_ruling_is_on_world_games_saga_178_to_180() {
    for id in [
        "score/world-games-saga/178",
        "score/world-games-saga/179",
        "score/world-games-saga/180",
    ] {
        assert!(
            rulings_of(id).iter().any(|r| r == KID_TRUNKS),
            "{id} carries {KID_TRUNKS}"
        );
    }
    for id in [
        "score/world-games-saga/181",
        "score/majin-buu-saga/166",
        "score/majin-buu-saga/167",
        "score/majin-buu-saga/168",
        "score/majin-buu-saga/170",
    ] {
        assert!(
            !rulings_of(id).iter().any(|r| r == KID_TRUNKS),
            "{id} is another printing and does not carry {KID_TRUNKS}"
        );
    }
}

/// "Super Saiyan Goku Lv.1 (Irwin Toy - #IR1)": the pool lacks Irwin Toy #IR1, so the ruling
/// attaches to no card, not to Movie 7 #M16 (W100).
#[test]
fn irwin_toy_goku_ruling_is_not_on_movie_7() {
    assert!(
        !rulings_of("score/movie-7/m16")
            .iter()
            .any(|r| r == SSJ_GOKU),
        "Movie 7 #M16 does not carry the Irwin Toy #IR1 ruling"
    );
    let holders: Vec<&str> = corpus()
        .cards()
        .iter()
        .filter(|c| c.rulings.iter().any(|r| r == SSJ_GOKU))
        .map(|c| c.id.as_str())
        .collect();
    assert!(holders.is_empty(), "no card carries it: {holders:?}");
}

/// "Garlic Jr. Lv.2 (Trunks Saga - #177)": its Constant Combat Power errata belongs to the
/// retitled #177 "Garlic Jr., The Master Lv.2" (whose power it rewrites), not to the
/// same-titled Trunks Saga #196, whose power is not a Constant Combat Power.
#[test]
fn garlic_jr_errata_is_on_trunks_saga_177() {
    let errata = "crd-3.0.0/specific-card-clarifications-errata-rulings/garlic-jr-lv-2";
    let master = corpus()
        .card("score/trunks-saga/177")
        .expect("Trunks Saga #177 is in cards/");
    assert!(master.rulings.iter().any(|r| r == errata));
    assert!(master.partial_errata.iter().any(|r| r == errata));
    assert!(!rulings_of("score/trunks-saga/196")
        .iter()
        .any(|r| r == errata));
}
