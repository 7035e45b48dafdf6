//! Personality identity: which personality a card title names (the part before the comma; the
//! rest is a surname, CRD 3.0.0 Glossary) and whether a name, group or role printed on a card
//! ("Goku only", "if used by Broly", "performed against a Majin") fits a personality — names match
//! exactly (Alternate Personality Rule), with the CRD's stated exceptions (`corpus::only_groups`).

use crate::corpus::names::normalise;
use crate::corpus::only_groups::{self, BARRED, FUSIONS, USES_AS};
use crate::engine::state::CardDef;

/// Personality names: the part before the comma of every pool personality title, the pool
/// titles without a surname, and the names the CRD's personality lists give (Alternate
/// Personality Rule, Heritage, Majin, Fused lists). `tests/it/identity.rs` checks each against
/// the corpus and that every pool personality resolves to one of them.
pub const NAMES: &[&str] = &[
    "Android 13",
    "Android 14",
    "Android 15",
    "Android 16",
    "Android 17",
    "Android 18",
    "Android 19",
    "Android 20",
    "Arqua",
    "Bardock",
    "Bee",
    "Bido",
    "Bojack",
    "Broku",
    "Broly",
    "Bubbles",
    "Bujin",
    "Bulma",
    "Buuhan",
    "Captain Ginyu",
    "Caterpy",
    "Cell",
    "Cell Jr",
    "Chapuchai",
    "Chi-Chi",
    "Chiaotzu",
    "Cooler",
    "DBS Broly",
    "Dailende",
    "Den-Goku",
    "Dende",
    "Dodoria",
    "Dr. Willow",
    "Frieza",
    "Froug",
    "Future Gohan",
    "Future Trunks",
    "Garlic Jr.",
    "Gine",
    "Ginyu Force",
    "Gogeta",
    "Gohan",
    "Goku",
    "Goten",
    "Gotenks",
    "Grand Kai",
    "Guldo",
    "Hercule",
    "Hercule-Goku",
    "Icarus",
    "Jeice",
    "Jewel",
    "Kid Buu",
    "Kid Trunks",
    "King Cold",
    "King Kai",
    "King Vegeta",
    "Kogu",
    "Korin",
    "Krillin",
    "Lord Slug",
    "Majin Babidi",
    "Majin Bibidi",
    "Majin Buu's Kamikaze Ghost",
    "Majin Buu",
    "Majin Dabura",
    "Majin Pui Pui",
    "Majin Spopovich",
    "Majin Vegeta",
    "Majin Yakon",
    "Maraikoh",
    "Master Roshi",
    "Meta Cooler Clone",
    "Meta-Cooler",
    "Mighty Mask",
    "Mr.Popo",
    "Nail",
    "Nappa",
    "Olibu",
    "Oolong",
    "Pan",
    "Paragus",
    "Piccillin",
    "Piccolo",
    "Pikkon",
    "Raditz",
    "Saibaimen",
    "Spice",
    "Super Android 13",
    "Supreme Kai",
    "Supreme West Kai",
    "Tapkar",
    "Tien",
    "Torbie",
    "Trunks",
    "Turles",
    "Uub",
    "Vegecell",
    "Vegeta",
    "Vegito",
    "Videl",
    "Vinegar",
    "Yajirobe",
    "Yamcha",
    "Yamcule",
    "Zangya",
    "Zarbon",
];

/// The personality a title names: `Goku, the Hero Lv.1` -> `Goku`, `Majin Buu, Kid Buu Lv.2`
/// -> `Majin Buu`, `Goku on Namek Lv.2` -> `Goku` (the longest listed name that starts a title
/// without a comma), `Cell Jr. 1 Lv.1` -> `Cell Jr`. A title that starts with no listed name is
/// its own name (`Super Saiyan Goku Lv.4` -> `Super Saiyan Goku`).
pub fn personality_name(title: &str) -> String {
    let t = without_level(title);
    if let Some((name, _)) = t.split_once(',') {
        return name.trim().to_string();
    }
    let key = normalise(t);
    let best = NAMES
        .iter()
        .filter(|n| {
            let k = normalise(n);
            key == k || key.starts_with(&format!("{k} "))
        })
        .max_by_key(|n| normalise(n).len());
    match best {
        Some(n) => n.to_string(),
        None => t.to_string(),
    }
}

/// The title without its level (`Tien Lv.1` -> `Tien`, `Trunks, the Swift Iv.1` -> `Trunks, the
/// Swift`).
fn without_level(title: &str) -> &str {
    let t = title.trim();
    let cut = [" Lv", " LV", " lv", " Lvl", " Level", " Iv."]
        .iter()
        .filter_map(|m| t.find(m))
        .min();
    cut.map(|i| &t[..i])
        .unwrap_or(t)
        .trim()
        .trim_end_matches(',')
}

/// True when `name` is a listed personality name (normalised comparison).
pub fn is_personality_name(name: &str) -> bool {
    let k = normalise(name);
    NAMES.iter().any(|n| normalise(n) == k)
}

/// A group or role a card may print where a name could stand ("Heroes only", "performed by an
/// Ally", "if your Main Personality is a Majin"): never a personality name.
pub fn is_group_or_role(word: &str) -> bool {
    group(word).is_some()
        || matches!(
            normalise(word).as_str(),
            "ally"
                | "allies"
                | "main personality"
                | "main personalities"
                | "mp"
                | "personality"
                | "personalities"
                | "rogue"
                | "rogues"
                | "android"
                | "androids"
                | "saiyan"
                | "saiyans"
                | "namekian"
                | "namekians"
                | "human"
                | "humans"
                | "earthling"
                | "earthlings"
                | "fusion"
                | "fusions"
        )
}

/// The groups "only" cards and conditions name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// "Heroes only".
    Heroes,
    /// "Villains only".
    Villains,
    /// "Saiyan Heritage only".
    SaiyanHeritage,
    /// "Namekian Heritage only".
    NamekianHeritage,
    /// "Majin only".
    Majin,
    /// "Fused characters only", "if used by a Fused personality".
    Fused,
    /// "Celestial Fighters only".
    CelestialFighter,
    /// "If performed against a Rogue Personality" (Majin Vegeta, the Malevolent Lv.5): a
    /// personality of CRD 3.0.0's "Rogue Personalities" list.
    Rogue,
}

/// The group a printed word names, if any.
pub fn group(word: &str) -> Option<Group> {
    Some(match normalise(word).as_str() {
        "hero" | "heroes" | "heros" => Group::Heroes,
        "villain" | "villains" | "villans" | "villians" | "villian" => Group::Villains,
        "saiyan heritage" => Group::SaiyanHeritage,
        "namekian heritage" => Group::NamekianHeritage,
        "majin" | "majins" => Group::Majin,
        "fused"
        | "fused personality"
        | "fused personalities"
        | "fused character"
        | "fused characters"
        | "fusion personality"
        | "fusion personalities" => Group::Fused,
        "celestial fighter" | "celestial fighters" => Group::CelestialFighter,
        "rogue" | "rogue personality" | "rogue personalities" => Group::Rogue,
        _ => return None,
    })
}

/// Whether a personality fits a printed name, group or role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fit {
    /// It does; why.
    Yes(String),
    /// It does not; why, with the section id that decides.
    No(String),
    /// The documents leave it open; why.
    Unclear(String),
}

impl Fit {
    fn yes(&self) -> bool {
        matches!(self, Fit::Yes(_))
    }
}

/// The personality a card acts for: the card of its current level and the name the stack has
/// (its level 1's name: CRD ruling "Kid Trunks, the Teenager Lv.1").
#[derive(Debug, Clone, Copy)]
pub struct Performer<'a> {
    /// The current level's card.
    pub def: &'a CardDef,
    /// The personality's name.
    pub name: &'a str,
    /// Which side decides a Rogue's Heroes / Villains.
    pub side: Side<'a>,
}

/// Which side a personality is on for "Heroes only" and "Villains only".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side<'a> {
    /// Its printed alignment (an Ally, a condition on a card's text).
    Printed,
    /// A Main Personality: a Rogue is the side its player declared at the start of the game
    /// (`Some("Hero")`, `Some("Villain")`), or none was given (CRD 3.0.0 "Rogue Personalities").
    MainPersonality(Option<&'a str>),
    /// An Ally in play, with its Main Personality's side (`None`: a Rogue Main Personality with
    /// no side declared): a Rogue Ally is played on that side (CRD 3.0.0 "Allies": "Hero Main
    /// Personalities may only use Hero Allies"; "Rogue Personalities").
    AllyOf(Option<&'a str>),
}

impl Performer<'_> {
    fn in_group(&self, g: &str) -> bool {
        self.def.groups.iter().any(|x| x.eq_ignore_ascii_case(g))
    }

    fn alignment(&self) -> Option<&str> {
        self.def.alignment.as_deref().filter(|a| !a.is_empty())
    }
}

/// Whether `p` fits the group `g`.
pub fn fits_group(p: Performer<'_>, g: Group) -> Fit {
    let who = p.def.name.as_str();
    let heritage = |name: &str| {
        if let Some(b) = BARRED
            .iter()
            .find(|b| b.group == name && normalise(b.personality) == normalise(p.name))
        {
            return Fit::No(format!(
                "{who} cannot use \"{name} only\" cards ({})",
                b.section
            ));
        }
        if p.in_group(name) {
            Fit::Yes(format!("{who} has {name}"))
        } else if p.def.groups.is_empty() && p.def.pool_id.is_none() {
            Fit::Unclear(format!("{who}'s groups are not given on the board"))
        } else {
            Fit::No(format!("{who} does not have {name}"))
        }
    };
    match g {
        Group::Heroes | Group::Villains => {
            let want = if g == Group::Heroes {
                "Hero"
            } else {
                "Villain"
            };
            if p.in_group("Celestial Fighter") {
                let why = format!(
                    "{who} is a Celestial Fighter, listed as a Hero ({})",
                    only_groups::CELESTIAL_SECTION
                );
                return if g == Group::Heroes {
                    Fit::Yes(why)
                } else {
                    Fit::No(why)
                };
            }
            // A Rogue plays on the side its player declared (a Main Personality) or on its Main
            // Personality's side (an Ally).
            let rogue_side = match p.side {
                Side::MainPersonality(declared) => {
                    Some((declared, "declared a", "at the start of the game"))
                }
                Side::AllyOf(side) => Some((side, "an Ally of a", "Main Personality")),
                Side::Printed => None,
            };
            if let (Some((side, how, when)), true) = (rogue_side, p.in_group("Rogue")) {
                let rogue = only_groups::ROGUE_SECTION;
                return match side {
                    Some(d) if d.eq_ignore_ascii_case(want) => Fit::Yes(format!(
                        "{who} is a Rogue Personality, {how} {want} {when}, played as a {want} ({rogue})"
                    )),
                    Some(d) => Fit::No(format!(
                        "{who} is a Rogue Personality, {how} {d} {when}, and a Rogue uses one side's cards only ({rogue})"
                    )),
                    None => Fit::Unclear(format!(
                        "{who} is a Rogue Personality: the side its player declared at the start of the game decides, and the board declares none (main_personality.alignment; {rogue})"
                    )),
                };
            }
            match p.alignment() {
                Some(a) if a.eq_ignore_ascii_case(want) => Fit::Yes(format!("{who} is a {want}")),
                Some(a) => Fit::No(format!("{who} is a {a}")),
                None => Fit::Unclear(format!("{who}'s alignment is not known")),
            }
        }
        Group::SaiyanHeritage => heritage("Saiyan Heritage"),
        Group::NamekianHeritage => heritage("Namekian Heritage"),
        Group::Majin => {
            if p.in_group("Majin") || p.def.name.split_whitespace().any(|w| w == "Majin") {
                Fit::Yes(format!("{who} is a Majin"))
            } else {
                Fit::No(format!(
                    "{who} has no Majin in its title ({})",
                    only_groups::MAJIN_SECTION
                ))
            }
        }
        Group::Fused => {
            if p.in_group("Fused") || only_groups::fusion(p.name).is_some() {
                Fit::Yes(format!("{who} is a Fused personality"))
            } else {
                Fit::No(format!(
                    "{who} is not a Fused personality ({})",
                    only_groups::FUSIONS_SECTION
                ))
            }
        }
        Group::CelestialFighter => {
            if p.in_group("Celestial Fighter") {
                Fit::Yes(format!("{who} is a Celestial Fighter"))
            } else {
                Fit::No(format!("{who} is not a Celestial Fighter"))
            }
        }
        Group::Rogue => {
            let rogue = only_groups::ROGUE_SECTION;
            if p.in_group("Rogue") {
                Fit::Yes(format!("{who} is a Rogue Personality ({rogue})"))
            } else if p.def.groups.is_empty() && p.def.pool_id.is_none() {
                Fit::Unclear(format!("{who}'s groups are not given on the board"))
            } else {
                Fit::No(format!("{who} is not a Rogue Personality ({rogue})"))
            }
        }
    }
}

/// Whether `p` is the personality `name` (exact name, CRD 3.0.0 Alternate Personality Rule),
/// for "if used by", "performed against" and named conditions: a Fusion is each of its two
/// originals ("cards that specifically target a personality that is part of a fusion still
/// affect the fused personality").
pub fn is_named(p: Performer<'_>, name: &str) -> Fit {
    if let Some(g) = group(name) {
        return fits_group(p, g);
    }
    let (want, have) = (normalise(name), normalise(p.name));
    if want == have {
        return Fit::Yes(format!("{} is {name}", p.def.name));
    }
    if let Some(f) = only_groups::fusion(p.name) {
        if f.from.iter().any(|o| normalise(o) == want) {
            return Fit::Yes(format!(
                "{} is a Fusion of {} and {} ({})",
                p.def.name,
                f.from[0],
                f.from[1],
                only_groups::FUSING_SECTION
            ));
        }
    }
    differs(p, name)
}

/// Whether `p` may use a card that is "`name` only": [`is_named`], plus the personalities the
/// CRD lets use another's "only" cards (Future Gohan, Mighty Mask).
pub fn may_use_named(p: Performer<'_>, name: &str) -> Fit {
    let fit = is_named(p, name);
    // `personality_powers::only_card_notes`: the card's own note ("(This personality may use
    // Saiyan Heritage cards)") lets it use them (CRD 3.0.0 "The Golden Rule").
    if !fit.yes()
        && crate::engine::effects::personality_powers::only_card_notes::note_allows(
            &p.def.effects,
            name,
        )
    {
        return Fit::Yes(format!(
            "{}'s own text lets it use \"{name} only\" cards",
            p.def.name
        ));
    }
    if fit.yes() || group(name).is_some() {
        return fit;
    }
    let want = normalise(name);
    if let Some(u) = USES_AS.iter().find(|u| {
        normalise(u.personality) == normalise(p.name)
            && u.names.iter().any(|n| normalise(n) == want)
    }) {
        return Fit::Yes(format!(
            "{} may use \"{name} only\" cards ({})",
            p.def.name, u.section
        ));
    }
    fit
}

/// Why `p` is not `name`, or why the documents leave it open.
fn differs(p: Performer<'_>, name: &str) -> Fit {
    let (want, have) = (normalise(name), normalise(p.name));
    let words = |s: &str| format!(" {s} ");
    if !is_personality_name(name) {
        return Fit::Unclear(format!(
            "\"{name}\" is not a personality name or group the CRD defines"
        ));
    }
    if !is_personality_name(p.name) && words(&have).contains(&words(&want)) {
        return Fit::Unclear(format!(
            "{} contains \"{name}\", but the CRD does not say whether \"{}\" is the personality {name}",
            p.def.name, p.name
        ));
    }
    if FUSIONS.iter().any(|f| normalise(f.personality) == want) {
        return Fit::No(format!("{} is not the Fusion {name}", p.def.name));
    }
    Fit::No(format!(
        "{} is {}, not {name}: names match exactly ({})",
        p.def.name,
        p.name,
        only_groups::EXACT_SECTION
    ))
}

/// Whether `p` may use a card restricted to `names` ("Heroes only", "Vegeta and Majin Vegeta
/// only", "Piccolo and Nail only" = Namekian Heritage only): allowed when one name fits,
/// refused when each plainly does not, open otherwise. The second value is the CRD's
/// equivalence used, if any.
pub fn may_use_only(
    p: Performer<'_>,
    names: &[String],
) -> (Fit, Option<&'static only_groups::OnlyEquivalence>) {
    // "League and Gohan only": the format words are a format rule (`CardRule::FormatOnly`'s
    // section), not who may use the card.
    let names: Vec<String> = names
        .iter()
        .filter(|n| {
            !matches!(
                normalise(n).as_str(),
                "league" | "tuff enuff" | "tuff enuuff"
            )
        })
        .cloned()
        .collect();
    if names.is_empty() {
        return (Fit::Yes("a format rule only".to_string()), None);
    }
    // "A or B": either may use it; the CRD's equivalences name "and" wordings only.
    let or_wording = names.iter().any(|n| n.contains(" or "));
    let names: Vec<String> = names
        .iter()
        .flat_map(|n| n.split(" or ").map(|x| x.trim().to_string()))
        .filter(|n| !n.is_empty())
        .collect();
    let names = &names[..];
    if or_wording {
        let fit = literal(p, names);
        if let (Fit::No(_), Some(e)) = (&fit, only_groups::equivalence(names)) {
            if may_use_named(p, e.means).yes() {
                return (
                    Fit::Unclear(format!(
                        "the card says \"{} only\"; the CRD makes \"{} only\" a {} only card ({}) but says nothing of the \"or\" wording",
                        names.join(" or "),
                        e.wording.join(" and "),
                        e.means,
                        e.section
                    )),
                    None,
                );
            }
        }
        return (fit, None);
    }
    let eq = only_groups::equivalence(names);
    let names: Vec<String> = match eq {
        Some(e) => vec![e.means.to_string()],
        None => names.to_vec(),
    };
    (literal(p, &names), eq)
}

/// The names read as printed: one that fits allows, an open one is open, else refused.
fn literal(p: Performer<'_>, names: &[String]) -> Fit {
    let fits: Vec<Fit> = names.iter().map(|n| may_use_named(p, n)).collect();
    let pick = |f: fn(&Fit) -> bool| fits.iter().find(|x| f(x)).cloned();
    let fit = pick(|f| matches!(f, Fit::Yes(_)))
        .or_else(|| pick(|f| matches!(f, Fit::Unclear(_))))
        .unwrap_or_else(|| {
            let why: Vec<String> = fits
                .iter()
                .map(|f| match f {
                    Fit::No(w) | Fit::Yes(w) | Fit::Unclear(w) => w.clone(),
                })
                .collect();
            Fit::No(why.join("; "))
        });
    fit
}

/// Why the engine cannot enforce an "only" restriction on its own, if it cannot: a name that is
/// no personality or group the CRD defines, or a format mixed with a name ("League, Tuff Enuff,
/// and Goku only": the CRD rules the event legality of "League and Tuff Enuff Only" alone).
pub fn only_unenforceable(names: &[String]) -> Option<String> {
    let format = |n: &str| {
        matches!(
            normalise(n).as_str(),
            "league" | "tuff enuff" | "tuff enuuff"
        )
    };
    let formats = names.iter().filter(|n| format(n)).count();
    if formats > 0 && formats < names.len() {
        return Some(format!(
            "\"{} only\" mixes a format with who may use it; the CRD rules only \"League and Tuff Enuff Only\"",
            names.join(", ")
        ));
    }
    if formats > 0 {
        return names
            .iter()
            .any(|n| normalise(n) == "tuff enuuff")
            .then(|| format!("\"{} only\" is a misspelled format", names.join(", ")));
    }
    let names: Vec<String> = names
        .iter()
        .flat_map(|n| n.split(" or ").map(|x| x.trim().to_string()))
        .collect();
    let names: Vec<String> = match only_groups::equivalence(&names) {
        Some(e) => vec![e.means.to_string()],
        None => names.to_vec(),
    };
    names
        .iter()
        .find(|n| {
            group(n).is_none()
                && !is_personality_name(n)
                && !matches!(
                    normalise(n).as_str(),
                    "main personality" | "main personalities"
                )
        })
        .map(|n| format!("\"{n}\" is not a personality name or group the CRD defines"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_before_the_comma() {
        assert_eq!(personality_name("Goku, the Hero Lv.1"), "Goku");
        assert_eq!(personality_name("Majin Buu, Kid Buu Lv.2"), "Majin Buu");
        assert_eq!(personality_name("Goku on Namek Lv.2"), "Goku");
        assert_eq!(personality_name("Cell Jr. 1 Lv.1"), "Cell Jr");
        assert_eq!(personality_name("Kid Trunks Lv.1"), "Kid Trunks");
        assert_eq!(
            personality_name("Super Saiyan Goku Lv.4"),
            "Super Saiyan Goku"
        );
        assert_eq!(personality_name("Hercule-Goku Lv.1"), "Hercule-Goku");
        assert_eq!(
            personality_name("Captain Ginyu the Leader Lv.2"),
            "Captain Ginyu"
        );
    }

    #[test]
    fn roles_are_not_names() {
        for w in [
            "Ally",
            "Main Personality",
            "Heroes",
            "Villain",
            "Majin",
            "Rogue",
            "Android",
        ] {
            assert!(is_group_or_role(w), "{w}");
            assert!(!is_personality_name(w), "{w}");
        }
    }
}
