//! A trace event's citations ([`Citations`], `TraceEvent::citations`): the section and ruling
//! ids one step applied, held in place up to three (most steps cite one or two), so that an
//! event needs no allocation of its own for them; more move to a list. It reads as a slice of
//! [`CiteId`] (`Deref`), and compares, shows and serialises as that list would.

use std::fmt;
use std::ops::Deref;

use serde::{Serialize, Serializer};

use super::trace::CiteId;

/// How many citations are held in place.
const IN_PLACE: usize = 3;

/// An unused place.
const UNUSED: CiteId = CiteId::EMPTY;

/// The ids a trace event cites, in order: the first [`IN_PLACE`] in place, all of them in a
/// list once there are more.
#[derive(Clone)]
pub struct Citations {
    in_place: [CiteId; IN_PLACE],
    /// How many of `in_place` are used (while `spilled` is empty).
    len: usize,
    /// Every citation, once there were more than `IN_PLACE` (`in_place` is then unused).
    spilled: Vec<CiteId>,
}

impl Citations {
    /// No citation yet.
    pub fn new() -> Citations {
        Citations {
            in_place: [UNUSED; IN_PLACE],
            len: 0,
            spilled: Vec::new(),
        }
    }

    /// The `n` ids `id(0)`, `id(1)`, ... in that order, each written once into its place.
    #[inline]
    pub fn with(n: usize, id: impl Fn(usize) -> CiteId) -> Citations {
        if n <= IN_PLACE {
            Citations {
                in_place: std::array::from_fn(|i| if i < n { id(i) } else { UNUSED }),
                len: n,
                spilled: Vec::new(),
            }
        } else {
            Citations {
                in_place: [UNUSED; IN_PLACE],
                len: 0,
                spilled: (0..n).map(id).collect(),
            }
        }
    }

    /// Adds `id` last.
    pub fn push(&mut self, id: CiteId) {
        if !self.spilled.is_empty() {
            self.spilled.push(id);
        } else if self.len < IN_PLACE {
            self.in_place[self.len] = id;
            self.len += 1;
        } else {
            let mut all = Vec::with_capacity(IN_PLACE * 2);
            all.extend(
                self.in_place[..self.len]
                    .iter_mut()
                    .map(|c| std::mem::replace(c, UNUSED)),
            );
            all.push(id);
            self.len = 0;
            self.spilled = all;
        }
    }
}

impl Default for Citations {
    fn default() -> Self {
        Citations::new()
    }
}

impl Deref for Citations {
    type Target = [CiteId];

    fn deref(&self) -> &[CiteId] {
        if self.spilled.is_empty() {
            &self.in_place[..self.len]
        } else {
            &self.spilled
        }
    }
}

impl Extend<CiteId> for Citations {
    fn extend<I: IntoIterator<Item = CiteId>>(&mut self, ids: I) {
        for id in ids {
            self.push(id);
        }
    }
}

impl FromIterator<CiteId> for Citations {
    fn from_iter<I: IntoIterator<Item = CiteId>>(ids: I) -> Self {
        let mut out = Citations::new();
        out.extend(ids);
        out
    }
}

impl<'a> IntoIterator for &'a Citations {
    type Item = &'a CiteId;
    type IntoIter = std::slice::Iter<'a, CiteId>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// As the lists of ids: where they are held does not count.
impl PartialEq for Citations {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for Citations {}

/// As the list (`[a, b]`), as a `Vec` shows.
impl fmt::Debug for Citations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// As the list of ids, as a `Vec` serialises.
impl Serialize for Citations {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::{Citations, CiteId};

    /// A step's citations (CRD 3.0.0 "Battle Sequence": each step cites the rule it applies)
    /// read, compare, show and serialise as the list they are, held in place or moved to a list.
    #[test]
    fn a_steps_citations_read_as_their_list() {
        for n in 0..11 {
            let ids: Vec<CiteId> = (0..n)
                .map(|i| {
                    if i % 2 == 0 {
                        CiteId::from("crd-3.0.0/battle-sequence")
                    } else {
                        CiteId::from(format!("crd-3.0.0/ruling-{i}"))
                    }
                })
                .collect();
            let held: Citations = ids.iter().cloned().collect();
            assert_eq!(&*held, &ids[..]);
            assert_eq!(format!("{held:?}"), format!("{ids:?}"));
            assert_eq!(
                serde_json::to_string(&held).unwrap_or_default(),
                serde_json::to_string(&ids).unwrap_or_default()
            );
            let mut pushed = Citations::new();
            pushed.extend(ids.iter().cloned());
            assert_eq!(pushed, held);
            assert_eq!(Citations::with(n, |i| ids[i].clone()), held);
            assert_eq!(pushed.clone(), held);
            assert_eq!((&held).into_iter().count(), n);
        }
    }
}
