//! Copy-on-write values for a battle's state.
//!
//! A battle is copied before every step that can fail (to roll back) and by the REPL's
//! walkthrough (to go back). [`Shared`] makes such a copy one reference count: the copies share
//! the value until one of them changes it, and only then is it copied, once. Reading and
//! writing go through `Deref` and `DerefMut`, so code using the value does not change.
//!
//! A copy can be written into a spare: an earlier version no one else holds any more (given back
//! by [`Shared::keep_spare`] when a step's undo record is dropped), refilled with `clone_from`,
//! which keeps the spare's allocations ([`clone_reusing!`](crate::clone_reusing) gives a struct
//! a `clone_from` field by field). The value written is the same either way.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A value shared by copies until one of them writes to it (copy-on-write).
pub struct Shared<T> {
    value: Arc<T>,
    /// An unshared earlier version whose allocations the next copy reuses (never compared,
    /// shown or copied).
    spare: Option<Arc<T>>,
}

impl<T> Shared<T> {
    /// A value not shared yet.
    pub fn new(value: T) -> Shared<T> {
        Shared {
            value: Arc::new(value),
            spare: None,
        }
    }

    /// Keeps `old`, an earlier version of this value, as the spare the next copy is written
    /// into, when no one else holds it (else it is simply dropped).
    #[inline]
    pub fn keep_spare(&mut self, old: Shared<T>) {
        let Shared { value, .. } = old;
        if Arc::strong_count(&value) == 1 && Arc::weak_count(&value) == 0 {
            self.spare = Some(value);
        }
    }

    /// The value, mutable, only when no other copy shares it (nothing is copied).
    pub fn get_mut(&mut self) -> Option<&mut T> {
        Arc::get_mut(&mut self.value)
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared {
            value: Arc::clone(&self.value),
            spare: None,
        }
    }

    /// Shares `source`'s value. The version this copy held, when no one else holds it, is kept
    /// as its spare (a part of a side refilled into the side's spare keeps its allocations for
    /// the next time that part is written: `Player::game`).
    fn clone_from(&mut self, source: &Self) {
        if Arc::ptr_eq(&self.value, &source.value) {
            return;
        }
        let old = std::mem::replace(&mut self.value, Arc::clone(&source.value));
        if self.spare.is_none() && Arc::strong_count(&old) == 1 && Arc::weak_count(&old) == 0 {
            self.spare = Some(old);
        }
    }
}

impl<T: Default> Default for Shared<T> {
    fn default() -> Self {
        Shared::new(T::default())
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        *self.value == *other.value
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    /// As the value wrapped (`Shared(...)`), the spare not shown.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Shared").field(&*self.value).finish()
    }
}

impl<T: serde::Serialize> serde::Serialize for Shared<T> {
    /// As the value itself.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (*self.value).serialize(serializer)
    }
}

impl<'a, T> IntoIterator for &'a Shared<T>
where
    &'a T: IntoIterator,
{
    type Item = <&'a T as IntoIterator>::Item;
    type IntoIter = <&'a T as IntoIterator>::IntoIter;

    /// `for x in &shared` iterates the value as `for x in &value` would.
    fn into_iter(self) -> Self::IntoIter {
        (&*self.value).into_iter()
    }
}

impl<T> From<T> for Shared<T> {
    fn from(value: T) -> Self {
        Shared::new(value)
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    /// The value, copied first if another copy shares it (into the spare, when there is one).
    fn deref_mut(&mut self) -> &mut T {
        // Counts read as they are (no atomic exchange, as `Arc::get_mut` does): a value held by
        // no one else (most writes) goes straight to `make_mut`, which checks it again.
        if Arc::strong_count(&self.value) != 1 || Arc::weak_count(&self.value) != 0 {
            if let Some(mut spare) = self.spare.take() {
                if let Some(s) = Arc::get_mut(&mut spare) {
                    s.clone_from(&self.value);
                    self.value = spare;
                }
            }
        }
        Arc::make_mut(&mut self.value)
    }
}

/// A [`Shared`] value a step's undo record watches (a player's side: `battle::rollback`). While
/// a record is live ([`Recorded::begin`]), the first write through `DerefMut` saves the version
/// before it (a reference count; the write then copies, as [`Shared`] does); a write the step
/// logs itself ([`Recorded::write_logged`]: a few fields and their old values, `battle::undo_log`)
/// is made in place, with no copy, until the whole value is saved. [`Recorded::restore`] puts
/// the saved version back, [`Recorded::release`] keeps it as the next copy's spare.
pub struct Recorded<T> {
    shared: Shared<T>,
    undo: Undo<T>,
}

/// Where a [`Recorded`] value stands in a step's undo record.
enum Undo<T> {
    /// No record is live (between steps, or a step that cannot fail).
    Off,
    /// A record is live and nothing was saved: a logged write is made in place.
    Live,
    /// The version before the step's first unlogged write.
    Saved(Shared<T>),
}

impl<T> Recorded<T> {
    /// A step that can fail starts: writes from now on are recorded.
    #[inline]
    pub fn begin(&mut self) {
        self.undo = Undo::Live;
    }

    /// The value, mutable, for a write whose old values the caller logs: `true` when it must log
    /// them (a record is live and the whole value was not saved; once it is, the saved version
    /// holds them).
    #[inline]
    pub fn write_logged(&mut self) -> (&mut T, bool)
    where
        T: Clone,
    {
        let log = matches!(self.undo, Undo::Live);
        (&mut *self.shared, log)
    }

    /// The step failed: the version saved before its first unlogged write, if any, is the value
    /// again (the one written is kept as the spare). Returns whether one was saved.
    #[inline]
    pub fn restore(&mut self) -> bool {
        match std::mem::replace(&mut self.undo, Undo::Off) {
            Undo::Saved(old) => {
                let written = std::mem::replace(&mut self.shared, old);
                self.shared.keep_spare(written);
                true
            }
            Undo::Off | Undo::Live => false,
        }
    }

    /// The value, mutable, only when no other copy shares it (nothing is copied; for a value
    /// no record watches).
    pub fn get_mut(&mut self) -> Option<&mut T> {
        self.shared.get_mut()
    }

    /// The step succeeded: the saved version, if any, is kept as the next copy's spare.
    #[inline]
    pub fn release(&mut self) {
        if let Undo::Saved(old) = std::mem::replace(&mut self.undo, Undo::Off) {
            self.shared.keep_spare(old);
        }
    }
}

impl<T> Clone for Recorded<T> {
    /// A copy shares the value; no record watches it.
    fn clone(&self) -> Self {
        Recorded {
            shared: self.shared.clone(),
            undo: Undo::Off,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.shared.clone_from(&source.shared);
        self.undo = Undo::Off;
    }
}

impl<T> From<T> for Recorded<T> {
    fn from(value: T) -> Self {
        Recorded {
            shared: Shared::new(value),
            undo: Undo::Off,
        }
    }
}

impl<T: PartialEq> PartialEq for Recorded<T> {
    fn eq(&self, other: &Self) -> bool {
        self.shared == other.shared
    }
}

impl<T: Eq> Eq for Recorded<T> {}

impl<T: std::fmt::Debug> std::fmt::Debug for Recorded<T> {
    /// As its [`Shared`] value (`Shared(...)`): the record not shown.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.shared.fmt(f)
    }
}

impl<T> Deref for Recorded<T> {
    type Target = T;

    #[inline]
    fn deref(&self) -> &T {
        &self.shared
    }
}

impl<T: Clone> DerefMut for Recorded<T> {
    /// The value, mutable; under a live record whose value is not saved yet, the version before
    /// this write is saved first (so the write copies it).
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        if let Undo::Live = self.undo {
            self.undo = Undo::Saved(self.shared.clone());
        }
        &mut self.shared
    }
}

/// `clone_reusing!(Type { field, ... })`: `Clone` for a struct field by field, whose
/// `clone_from` refills each field in place (a `Vec` keeps its buffer), for the copies a
/// [`Shared`] writes into its spare. Every field must be listed: `clone` builds the struct
/// with all of them, so a field left out does not compile. A `Vec` field copied from an empty
/// one is only cleared (most of a side's lists are empty at most steps: no call into the
/// general copy for nothing; [`FieldCopy`]).
#[macro_export]
macro_rules! clone_reusing {
    ($ty:ident { $($field:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                #[allow(unused_imports)]
                use $crate::engine::shared::{CopyAnyField, CopyListField};
                $ty {
                    $($field: (&$crate::engine::shared::FieldCopy(&self.$field)).copy()),*
                }
            }

            fn clone_from(&mut self, source: &Self) {
                #[allow(unused_imports)]
                use $crate::engine::shared::{CopyAnyField, CopyListField};
                $((&$crate::engine::shared::FieldCopy(&source.$field)).refill(&mut self.$field);)*
            }
        }
    };
}

/// A field of a struct [`clone_reusing!`] copies. Its copy is chosen by the field's type, by
/// method lookup: [`CopyListField`] for a `Vec` (found first: its receiver needs no extra
/// reference), else [`CopyAnyField`] (`Clone`).
pub struct FieldCopy<'a, T>(pub &'a T);

/// The copy of a `Vec` field: an empty list copied without calling into `Vec`'s copy.
pub trait CopyListField<T> {
    /// A copy of the field.
    fn copy(&self) -> T;
    /// Makes `into` equal to the field, keeping `into`'s buffer.
    fn refill(&self, into: &mut T);
}

impl<E: Clone> CopyListField<Vec<E>> for FieldCopy<'_, Vec<E>> {
    #[inline]
    fn copy(&self) -> Vec<E> {
        if self.0.is_empty() {
            Vec::new()
        } else {
            self.0.clone()
        }
    }

    #[inline]
    fn refill(&self, into: &mut Vec<E>) {
        if self.0.is_empty() {
            into.clear();
        } else {
            into.clone_from(self.0);
        }
    }
}

/// The copy of any other field: its own `clone` and `clone_from`.
pub trait CopyAnyField<T> {
    /// A copy of the field.
    fn copy(&self) -> T;
    /// Makes `into` equal to the field (`clone_from`).
    fn refill(&self, into: &mut T);
}

impl<T: Clone> CopyAnyField<T> for &FieldCopy<'_, T> {
    #[inline]
    fn copy(&self) -> T {
        self.0.clone()
    }

    #[inline]
    fn refill(&self, into: &mut T) {
        into.clone_from(self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::Shared;

    #[test]
    fn a_write_copies_only_the_copy_written_to() {
        let a = Shared::new(vec![1, 2]);
        let mut b = a.clone();
        b.push(3);
        assert_eq!(*a, vec![1, 2]);
        assert_eq!(*b, vec![1, 2, 3]);
    }

    #[test]
    fn a_copy_written_into_the_spare_is_the_value_copied() {
        let mut first = Vec::with_capacity(8);
        first.extend([1, 2, 3, 4]);
        let mut a = Shared::new(first);
        let undo = a.clone();
        a.push(5); // copied: `undo` keeps the old version
        let old_buffer = undo.as_ptr();
        a.keep_spare(undo); // no one else holds it: kept
        let undo = a.clone();
        a.truncate(1); // copied into the spare: its buffer reused
        assert_eq!(*a, vec![1]);
        assert_eq!(*undo, vec![1, 2, 3, 4, 5]);
        assert_eq!(a.as_ptr(), old_buffer);
        // A version another copy still holds is not kept.
        let mut b = Shared::new(vec![7]);
        let held = b.clone();
        b.keep_spare(held.clone());
        b.push(8);
        assert_eq!((*b).clone(), vec![7, 8]);
        assert_eq!(*held, vec![7]);
    }

    #[test]
    fn a_copy_refilled_from_another_shares_its_value_and_keeps_its_own_as_the_spare() {
        let source = Shared::new(vec![1, 2]);
        let mut copy = Shared::new(Vec::with_capacity(8));
        copy.push(9);
        let old_buffer = copy.as_ptr();
        copy.clone_from(&source);
        assert_eq!(*copy, vec![1, 2]);
        assert!(std::sync::Arc::ptr_eq(&copy.value, &source.value));
        // Its next write is a copy into the version it held (that buffer reused).
        copy.push(3);
        assert_eq!(*copy, vec![1, 2, 3]);
        assert_eq!(*source, vec![1, 2]);
        assert_eq!(copy.as_ptr(), old_buffer);
    }

    /// Fields copied by `clone_reusing!`: a list and a value of another type.
    #[derive(Debug, PartialEq)]
    struct Fields {
        list: Vec<u32>,
        name: Option<String>,
    }
    crate::clone_reusing!(Fields { list, name });

    #[test]
    fn clone_reusing_copies_every_field_and_clears_a_list_copied_from_an_empty_one() {
        let full = Fields {
            list: vec![1, 2, 3],
            name: Some("Goku".into()),
        };
        let empty = Fields {
            list: Vec::new(),
            name: None,
        };
        assert_eq!(full.clone(), full);
        assert_eq!(empty.clone(), empty);
        let mut into = full.clone();
        into.clone_from(&empty);
        assert_eq!(into, empty);
        into.clone_from(&full);
        assert_eq!(into, full);
    }
}
