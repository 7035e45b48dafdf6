//! The set-name table: how the raw card sources key their sets, and the set names Scouter shows.
//!
//! A Score set name is the one the rules documents write (CRD 3.0.0, section "Specific Card
//! Clarifications", entries like `**Android 18 Lv.1** (Cell Saga - #182)`), with the document it
//! was checked against in [`SetInfo::named_in`]. Where no document names a set, the table keeps a
//! readable form of the source key and says so (`named_in: None`). The `aliases` are the other
//! ways the documents write the same set (`Buu Saga`, `Saiyan`, `Trunks saga`), used to match a
//! ruling's set to a card.
//!
//! Panini-era set names are recorded as the OCTGN set files give them (`<set name="Awakening">`).
//! Those files mix official Panini sets with fan-made continuations and no document in `crd/`
//! names any of them, so Scouter claims no official status for any Panini-era set.

use super::document::Game;

/// One row of the set-name table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetInfo {
    /// The game.
    pub game: Game,
    /// The key the raw source uses (`SaiyanSaga`, `CCPP`).
    pub key: &'static str,
    /// The set name Scouter shows (`Saiyan Saga`).
    pub name: &'static str,
    /// The document id whose spelling `name` follows, or `None` when no document names the set.
    pub named_in: Option<&'static str>,
    /// Other spellings the documents use for the same set.
    pub aliases: &'static [&'static str],
    /// Why the name was chosen, when that is not obvious.
    pub note: &'static str,
}

const CRD3: Option<&str> = Some("crd-3.0.0");
const S: Game = Game::ScoreDbzCcg;

/// Rows for the keys of `score/cards.lackey.json`, in the order the file first uses them.
pub const SCORE_SETS: &[SetInfo] = &[
    row(S, "SaiyanSaga", "Saiyan Saga", CRD3, &["Saiyan"], ""),
    row(S, "FriezaSaga", "Frieza Saga", CRD3, &[], ""),
    row(S, "TrunksSaga", "Trunks Saga", CRD3, &["Trunks saga", "Trunks"], ""),
    row(
        S,
        "Trunkssaga",
        "Trunks Saga",
        CRD3,
        &[],
        "two cards carry this misspelt key; same set as TrunksSaga",
    ),
    row(
        S,
        "AndroidsSaga",
        "Android Saga",
        CRD3,
        &["Androids Saga"],
        "the CRD writes \"Android Saga\" (and once \"Androids Saga\")",
    ),
    row(S, "CellSaga", "Cell Saga", CRD3, &[], ""),
    row(S, "CellGamesSaga", "Cell Games Saga", CRD3, &["Cell Games"], ""),
    row(S, "WorldGamesSaga", "World Games Saga", CRD3, &[], ""),
    row(S, "BabidiSaga", "Babidi Saga", CRD3, &[], ""),
    row(
        S,
        "BuuSaga",
        "Majin Buu Saga",
        CRD3,
        &["Buu Saga"],
        "the CRD writes \"Majin Buu Saga\" in card entries (e.g. Gohan Lv.1, #161) and \"Buu Saga\" in a few cross-references",
    ),
    row(S, "FusionSaga", "Fusion Saga", CRD3, &[], ""),
    row(S, "KidBuuSaga", "Kid Buu Saga", CRD3, &[], ""),
    row(
        S,
        "CCPP",
        "Capsule Corp Power Pack",
        CRD3,
        &["Capsule Corp Power Packs"],
        "",
    ),
    row(
        S,
        "CCPP2",
        "Capsule Corp Power Pack",
        CRD3,
        &[],
        "the CRD names cards of this key (Anger Management, #CCPP3) \"Capsule Corp Power Pack\" too",
    ),
    row(S, "CosmicAnthology", "Cosmic Anthology", CRD3, &[], ""),
    row(
        S,
        "BojackUnbound",
        "Bojack Unbound",
        CRD3,
        &["Bojack Unbound Subset"],
        "the CRD writes \"Bojack Unbound Subset\"",
    ),
    row(
        S,
        "BMovie",
        "Broly Subset",
        CRD3,
        &["Broly", "Babidi Broly Subset"],
        "the CRD names this key's #M24 (Pure Defense) \"Broly Subset - #24\" and #M36 \"Broly - #36\"",
    ),
    row(
        S,
        "BrolySubset",
        "Broly Subset Promos",
        None,
        &[],
        "four Broly personality promos (#B1-#B4); no document names them, and the CRD's \"Broly Subset\" numbers match the BMovie key",
    ),
    row(
        S,
        "BSMoviePromo",
        "Movie 7",
        CRD3,
        &[],
        "the CRD writes \"Movie 7 - #M2\" for Android 13 Lv.2, this key's #M2",
    ),
    row(S, "Irwin", "Irwin Toy", CRD3, &[], ""),
    row(S, "Kraft", "Kraft", CRD3, &[], ""),
    row(S, "LostVillains", "Lost Villains", CRD3, &[], ""),
    row(S, "BlastOffKit", "Blast Off Kit", CRD3, &[], ""),
    row(S, "BKPromo", "Burger King", CRD3, &[], ""),
    row(S, "ShonenJump", "Shonen Jump", CRD3, &[], ""),
    row(S, "BuuPromo", "Buu Saga Promo", CRD3, &[], ""),
    row(S, "SSPromo", "Saiyan Saga Promo", None, &[], ""),
    row(S, "FSPromo", "Frieza Saga Promo", None, &[], ""),
    row(S, "TSPromo", "Trunks Saga Promo", None, &[], ""),
    row(S, "ASPromo", "Android Saga Promo", None, &[], ""),
    row(S, "CSPromo", "Cell Saga Promo", None, &[], ""),
    row(S, "CGSPromo", "Cell Games Saga Promo", None, &[], ""),
    row(S, "WGSPromo", "World Games Saga Promo", None, &[], ""),
    row(
        S,
        "BSPromo",
        "Babidi Saga Promo",
        None,
        &[],
        "read as Babidi Saga (its #P1 is Majin Babidi's Magic); Buu Saga promos have their own key",
    ),
    row(S, "KBPromo", "Kid Buu Saga Promo", None, &[], ""),
    row(S, "FuSPromo", "Fusion Saga Promo", None, &[], ""),
    row(S, "Redemption", "Redemption", None, &[], ""),
    row(
        S,
        "CollosalRedemption",
        "Colossal Redemption",
        None,
        &[],
        "the source key misspells \"Colossal\"",
    ),
    row(
        S,
        "TuffEnough",
        "Tuff Enuff",
        None,
        &[],
        "the documents spell the Tuff Enuff format and events this way but name no set",
    ),
    row(S, "PuppetShow", "Puppet Show", None, &[], ""),
    row(S, "FusionFrenzy", "Fusion Frenzy", None, &[], ""),
    row(S, "CollectorsTin", "Collectors Tin", None, &[], ""),
    row(
        S,
        "WorldChampionship",
        "World Championship",
        None,
        &[],
        "#SZ-numbered prizes; the CRD names an #SZ9 card's set \"SEVEN Premiere Event\", which may or may not be the same series",
    ),
    row(S, "MajinMayhem", "Majin Mayhem", None, &[], ""),
    row(
        S,
        "Misc.",
        "Miscellaneous",
        None,
        &[],
        "the source's grab bag of promos; the CRD names some of them by release (Krillin Season #L2, Collectors Club #CC1)",
    ),
];

/// Set names the documents use for releases the pool has no key for (documents-only cards).
pub const DOCUMENT_ONLY_SETS: &[&str] = &[
    "Krillin Season",
    "Vegeta Season",
    "Majin Buu Season",
    "Collectors Club",
    "Game Stop",
    "SEVEN Premiere Event",
];

const fn row(
    game: Game,
    key: &'static str,
    name: &'static str,
    named_in: Option<&'static str>,
    aliases: &'static [&'static str],
    note: &'static str,
) -> SetInfo {
    SetInfo {
        game,
        key,
        name,
        named_in,
        aliases,
        note,
    }
}

/// The row for a Score source key (`SaiyanSaga`), if the table has one.
pub fn score_set(key: &str) -> Option<&'static SetInfo> {
    SCORE_SETS.iter().find(|s| s.key == key)
}

/// The canonical Score set name for a set as a document writes it (`Buu Saga`, `Saiyan`,
/// `Capsule Corp Power Pack –`), compared loosely; `None` when the table does not know it.
pub fn canonical_score_set(written: &str) -> Option<&'static str> {
    let want = set_key(written);
    if want.is_empty() {
        return None;
    }
    SCORE_SETS
        .iter()
        .find(|s| {
            set_key(s.name) == want
                || s.aliases.iter().any(|a| set_key(a) == want)
                || set_key(s.key) == want
        })
        .map(|s| s.name)
}

/// Lowercase letters and digits only: `"Capsule Corp Power Pack –"` -> `capsulecorppowerpack`.
fn set_key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A file and id slug: lowercase ASCII letters and digits, other runs become one `-`
/// (`Saiyan Saga` -> `saiyan-saga`, `Preview 4` -> `preview-4`).
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            if dash && !out.is_empty() {
                out.push('-');
            }
            dash = false;
            out.push(c.to_ascii_lowercase());
        } else if c != '\'' && c != '’' {
            dash = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_aliases_resolve() {
        for (i, a) in SCORE_SETS.iter().enumerate() {
            assert!(
                SCORE_SETS[i + 1..].iter().all(|b| b.key != a.key),
                "{}",
                a.key
            );
        }
        assert_eq!(canonical_score_set("Buu Saga"), Some("Majin Buu Saga"));
        assert_eq!(canonical_score_set("Saiyan"), Some("Saiyan Saga"));
        assert_eq!(
            canonical_score_set("Capsule Corp Power Pack –"),
            Some("Capsule Corp Power Pack")
        );
        assert_eq!(canonical_score_set("Krillin Season"), None);
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("Saiyan Saga"), "saiyan-saga");
        assert_eq!(slug("Preview 4"), "preview-4");
        assert_eq!(slug("Vegeta's Physical Stance"), "vegetas-physical-stance");
        assert_eq!(slug("Misc."), "misc");
    }
}
