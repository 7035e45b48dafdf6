//! A power or card sentence the engine cannot perform is handed to the judge with the card's own
//! ruling named beside it, so the judge has the document that says what it does (Tien Lv.1's
//! "Multi-Form": CRD 3.0.0 ruling on Tien Lv.1, two physical attacks in one Attack Phase, which
//! the Battle Sequence's one attack per Attack Phase cannot perform).

use crate::support::scenario_report as run;

const TIEN_RULING: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/tien-lv-1";

#[test]
fn tien_lv1_multi_form_goes_to_the_judge_with_its_ruling() {
    let r = run("personality-tien-lv1-multi-form-to-the-judge.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| {
            e.judge
                .iter()
                .any(|j| j.contains("Multi-Form allows two physical attacks"))
        })
        .expect("Multi-Form is handed to the judge");
    assert!(
        e.judge
            .iter()
            .any(|j| j.contains(&format!("(Tien Lv.1's power; its ruling: {TIEN_RULING})"))),
        "{:?}",
        e.judge
    );
}
