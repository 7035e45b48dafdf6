//! What the CRD says about who may use "_____ only" cards beyond the plain name match: wordings
//! it treats as a group ("Piccolo and Nail only" = Namekian Heritage only), the personalities it
//! lets use another's cards (Future Gohan, Mighty Mask, Fused personalities) or bars from a group
//! (Pikkon). Each entry cites its section id and quotes it; a test checks every quote is there.

/// A wording the CRD treats as another: cards that say `wording` are `means` cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnlyEquivalence {
    /// The names printed, lower case, in any order ("villains", "goku", "gohan").
    pub wording: &'static [&'static str],
    /// The restriction it means ("Saiyan Heritage").
    pub means: &'static str,
    /// The section that says so.
    pub section: &'static str,
    /// The sentence, exactly as the section has it.
    pub quote: &'static str,
}

/// CRD 3.0.0 "More Details about Fusing": "Piccolo and Nail only", "Villains, Goku, and Gohan
/// only". Only these exact wordings: "Piccolo or Nail only" or "Villains and Goku only" are not
/// covered and are read literally.
pub const EQUIVALENCES: &[OnlyEquivalence] = &[
    OnlyEquivalence {
        wording: &["piccolo", "nail"],
        means: "Namekian Heritage",
        section: "crd-3.0.0/piccolo-and-nail-only",
        quote: "Cards that state “Piccolo and Nail only” are considered to be “Namekian Heritage only” cards.",
    },
    OnlyEquivalence {
        wording: &["villains", "goku", "gohan"],
        means: "Saiyan Heritage",
        section: "crd-3.0.0/villains-goku-and-gohan-only",
        quote: "Cards that state “Villains, Goku, and Gohan only” are considered to be “Saiyan Heritage only” cards.",
    },
];

/// A personality that may use cards naming another ("Future Gohan can use Gohan only cards").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsesAs {
    /// The personality using the card.
    pub personality: &'static str,
    /// The names whose "only" cards it may use.
    pub names: &'static [&'static str],
    /// The section that says so.
    pub section: &'static str,
    /// The sentence, exactly as the section has it.
    pub quote: &'static str,
}

/// The CRD's stated exceptions to the exact name match.
pub const USES_AS: &[UsesAs] = &[
    UsesAs {
        personality: "Future Gohan",
        names: &["Gohan"],
        section: "crd-3.0.0/alternate-personality-rule",
        quote: "The exception to this is Future Gohan, who can use \"Gohan only\" cards.",
    },
    UsesAs {
        personality: "Mighty Mask",
        names: &["Goten", "Kid Trunks"],
        section: "crd-3.0.0/mighty-mask",
        quote: "Mighty Mask can use Goten and Kid Trunks only cards.",
    },
];

/// A Fusion personality and the two it fuses from (CRD 3.0.0 "Fused Personalities"); "Fused
/// personalities can use “____ only” cards for their 2 original personalities" ("More Details
/// about Fusing"), and cards that target one of them still affect the fusion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fusion {
    /// The Fusion personality.
    pub personality: &'static str,
    /// Its two original personalities, as the list writes them.
    pub from: [&'static str; 2],
    /// The list entry, exactly as the CRD has it.
    pub quote: &'static str,
}

/// The section that lists the Fusion personalities.
pub const FUSIONS_SECTION: &str = "crd-3.0.0/fused-personalities";
/// The section that lets a Fusion use its originals' "only" cards.
pub const FUSING_SECTION: &str = "crd-3.0.0/more-details-about-fusing";
/// Its sentence.
pub const FUSING_QUOTE: &str =
    "Fused personalities can use “\\_\\_\\_\\_ only” cards for their 2 original personalities.";

/// The CRD's Fusion list (the NZ cards, which the pool does not have, included).
pub const FUSIONS: &[Fusion] = &[
    Fusion {
        personality: "Gotenks",
        from: ["Goten", "Trunks"],
        quote: "(*Goten + Trunks*)",
    },
    Fusion {
        personality: "Vegito",
        from: ["Goku", "Vegeta"],
        quote: "**Vegito - Hero** (*Goku + Vegeta*)",
    },
    Fusion {
        personality: "Hercule-Goku",
        from: ["Hercule", "Goku"],
        quote: "(*Hercule + Goku*)",
    },
    Fusion {
        personality: "Den-Goku",
        from: ["Dende", "Goku"],
        quote: "(*Dende + Goku*)",
    },
    Fusion {
        personality: "Gogeta",
        from: ["Goku", "Vegeta"],
        quote: "**Gogeta - Hero** (*NZ2: Desperation*) (*Goku + Vegeta*)",
    },
];

/// A personality the CRD bars from a group's "only" cards although it has the group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Barred {
    /// The personality.
    pub personality: &'static str,
    /// The group whose "only" cards it cannot use.
    pub group: &'static str,
    /// The section that says so.
    pub section: &'static str,
    /// The sentence, exactly as the section has it.
    pub quote: &'static str,
}

/// "Pikkon can declare a Namekian Tokui-Waza but cannot use "Namekian Heritage only" cards."
pub const BARRED: &[Barred] = &[
    Barred {
        personality: "Pikkon",
        group: "Namekian Heritage",
        section: "crd-3.0.0/pikkon",
        quote: "Pikkon can declare a Namekian Tokui-Waza but cannot use \"Namekian Heritage only\" cards.",
    },
    Barred {
        personality: "Tamagami",
        group: "Namekian Heritage",
        section: "crd-3.0.0/namekian-heritage-personalities",
        quote: "The Tamagami cannot use \"Namekian Heritage only\" cards",
    },
];

/// Groups whose members the CRD names in a list, with the alignment it gives them: "Celestial
/// Fighters" are all listed "- Hero".
pub const CELESTIAL_SECTION: &str = "crd-3.0.0/celestial-fighters";

/// The CRD's definition of the Majin group: a Majin title or a card effect.
pub const MAJIN_SECTION: &str = "crd-3.0.0/majin-personalities";
/// Its sentence.
pub const MAJIN_QUOTE: &str =
    "all Majins have Majin in the card title or are turned into Majins by another card effect";

/// The rule that "only" cards match the personality's name exactly.
pub const EXACT_SECTION: &str = "crd-3.0.0/alternate-personality-rule";

/// The CRD 3.0.0 section on Rogue Personalities: "Rogue Personalities can be played as either
/// Heroes or Villains, but cannot be both at the same time"; the side is declared at the start of
/// the game, and "a Rogue personality can only use one type in any given game".
pub const ROGUE_SECTION: &str = "crd-3.0.0/rogue-personalities";
/// Its sentence.
pub const EXACT_QUOTE: &str =
    "Thus, \"\\_\\_\\_\\_\\_ only\" cards must match exactly the name of the personality.";

/// The wording's equivalence, if the CRD states one: the printed names, in any order.
pub fn equivalence(names: &[String]) -> Option<&'static OnlyEquivalence> {
    let mut have: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).collect();
    have.sort();
    EQUIVALENCES.iter().find(|e| {
        let mut want: Vec<&str> = e.wording.to_vec();
        want.sort();
        have.len() == want.len() && have.iter().zip(want).all(|(a, b)| a == b)
    })
}

/// The Fusion personality named `name`, if the CRD lists it.
pub fn fusion(name: &str) -> Option<&'static Fusion> {
    FUSIONS
        .iter()
        .find(|f| f.personality.eq_ignore_ascii_case(name))
}
