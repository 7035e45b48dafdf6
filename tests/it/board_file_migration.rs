//! Board files written before a rename still load (docs/scenario-format.md, "Version and
//! migration"): an effect's old name is read as the new one, and saving writes the new name.

use crate::support;
use scouter::engine::Effect;
use scouter::scenario;

/// `restrict_more`, the name of `forbidden_rest_of_combat` before it was given its concept name,
/// loads into the same effect; the saved document uses the name now.
#[test]
fn restrict_more_loads_as_forbidden_rest_of_combat() {
    let path = support::root().join("tests/fixtures/board-file-old-effect-name.json");
    let loaded = scenario::load(&path, support::corpus()).expect("an old file still loads");
    let card = &loaded.file.cards["Plain Physical Attack"];
    let now: Effect = serde_json::from_str(
        r#"{"forbidden_rest_of_combat": {"player": "opponent", "ally_control": true, "defense_shields": true}}"#,
    )
    .expect("the name now parses");
    assert_eq!(card.effects[1], now);
    let saved = serde_json::to_string(&loaded.file).expect("serializes");
    assert!(saved.contains(r#""forbidden_rest_of_combat":"#), "{saved}");
    assert!(!saved.contains(r#""restrict_more":"#), "{saved}");
}
