//! Which powers a card's "personality powers" names, decided by the card's set (CRD 3.0.0
//! "Personality Powers, Powers, and Constant Combat Powers"): on a card of the early sets it is
//! both kinds (Personality Powers and Constant Combat Powers); on a promo of those sagas the
//! section does not say whether the promo counts as "from" the set, so the judge decides.

/// The sets whose cards' "personality powers" reference both Personality Powers and Constant
/// Combat Powers, as the pool names them in its ids (the CRD writes "Saiyan Saga, Frieza Saga,
/// Trunks Saga, Androids Saga, and World Games Saga").
pub const BOTH_KINDS_SETS: &[(&str, &str)] = &[
    ("saiyan-saga", "Saiyan Saga"),
    ("frieza-saga", "Frieza Saga"),
    ("trunks-saga", "Trunks Saga"),
    ("android-saga", "Androids Saga"),
    ("world-games-saga", "World Games Saga"),
];

/// What "personality powers" on a card names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PowerKinds {
    /// Personality Powers only (a later set, or a card outside the pool).
    PersonalityPowers,
    /// Both kinds: the card is of this early set (as the CRD names it).
    Both(&'static str),
    /// A promo of this early saga: the section names sets, not their promos.
    PromoOf(&'static str),
}

/// The set slug of a pool id (`score/trunks-saga-promo/p10` → `trunks-saga-promo`).
fn set_slug(pool_id: &str) -> Option<&str> {
    let mut parts = pool_id.split('/');
    parts.next()?;
    parts.next()
}

/// What "personality powers" names on the card of this pool id (none: a card outside the
/// pool), by its set.
pub fn named_by(pool_id: Option<&str>) -> PowerKinds {
    let Some(slug) = pool_id.and_then(set_slug) else {
        return PowerKinds::PersonalityPowers;
    };
    for (set, crd_name) in BOTH_KINDS_SETS {
        if slug == *set {
            return PowerKinds::Both(crd_name);
        }
        if slug.strip_suffix("-promo") == Some(set) {
            return PowerKinds::PromoOf(crd_name);
        }
    }
    PowerKinds::PersonalityPowers
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD "Personality Powers, Powers, and Constant Combat Powers": the pool ids of real cards
    /// that say "personality power(s)": Tapkar Lv.1 (World Games Saga), Garlic Jr. the Void
    /// Master Lv.4 (Trunks Saga), Saiyan Inspection (Android Saga) name both kinds; Blue Belly
    /// Kick (Majin Buu Saga) and Provoke Drill (Kid Buu Saga) do not; Showdown (Trunks Saga
    /// Promo #P10) is the judge's.
    #[test]
    fn personality_powers_named_by_the_cards_set() {
        assert_eq!(
            named_by(Some("score/world-games-saga/150")),
            PowerKinds::Both("World Games Saga")
        );
        assert_eq!(
            named_by(Some("score/trunks-saga/101")),
            PowerKinds::Both("Trunks Saga")
        );
        assert_eq!(
            named_by(Some("score/android-saga/036")),
            PowerKinds::Both("Androids Saga")
        );
        assert_eq!(
            named_by(Some("score/majin-buu-saga/051")),
            PowerKinds::PersonalityPowers
        );
        assert_eq!(
            named_by(Some("score/kid-buu-saga/069")),
            PowerKinds::PersonalityPowers
        );
        assert_eq!(
            named_by(Some("score/trunks-saga-promo/p10")),
            PowerKinds::PromoOf("Trunks Saga")
        );
        assert_eq!(named_by(None), PowerKinds::PersonalityPowers);
    }
}
