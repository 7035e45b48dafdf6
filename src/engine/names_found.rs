//! What a name in a board file's action found when it matched nothing: the closest name where
//! the action looked ("did you mean"), else the names that are there, so a mistyped name is
//! fixed from the error alone. Names are matched by the one rule of
//! [`crate::corpus::names::same_name`].

use crate::corpus::names::normalise;

/// The tail of an error for `name` not found among `there` (the names of the zone or list the
/// action looked in): `; did you mean "Goku's Physical Attack"?`, or `; it holds A, B`, or
/// `; it holds no card`.
pub fn found_names(name: &str, there: &[&str]) -> String {
    let key = normalise(name);
    let best = there
        .iter()
        .map(|n| (strsim::jaro_winkler(&key, &normalise(n)), *n))
        .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal));
    match best {
        Some((score, n)) if score > 0.8 => format!("; did you mean \"{n}\"?"),
        Some(_) => {
            let mut names: Vec<&str> = there.to_vec();
            names.dedup();
            format!("; it holds {}", names.join(", "))
        }
        None => "; it holds no card".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::found_names;

    #[test]
    fn a_close_name_is_offered_and_a_far_one_lists_the_zone() {
        assert_eq!(
            found_names("Gokus Physcal Attack", &["Goku's Physical Attack", "L1"]),
            "; did you mean \"Goku's Physical Attack\"?"
        );
        assert_eq!(found_names("Zzz", &["L1", "L2"]), "; it holds L1, L2");
        assert_eq!(found_names("Zzz", &[]), "; it holds no card");
    }
}
