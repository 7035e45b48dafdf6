//! A card in play used "Once per Combat" after a successful attack (Black Takedown Drill, as its
//! CRD 3.0.0 ruling rewrites it; Battle Sequence step 15): a second use in the same Combat is
//! refused by the card's own words, quoting the sentence and citing the ruling.

use crate::support;

#[test]
fn a_second_black_takedown_drill_draw_in_one_combat_is_refused() {
    let r = support::scenario_report("black-takedown-drill-second-draw-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().unwrap_or_else(|| panic!("not refused"));
    assert!(
        e.contains("may be used 1 time(s) per Combat and p1 has used it 1 time(s) this Combat")
            && e.contains(
                "crd-3.0.0/specific-card-clarifications-errata-rulings/black-takedown-drill"
            ),
        "{e}"
    );
}
