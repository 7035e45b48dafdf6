//! Copy-on-write values for a battle's state.
//!
//! A battle is copied before every step that can fail (to roll back) and by the REPL's
//! walkthrough (to go back). [`Shared`] makes such a copy one reference count: the copies share
//! the value until one of them changes it, and only then is it copied, once. Reading and
//! writing go through `Deref` and `DerefMut`, so code using the value does not change.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A value shared by copies until one of them writes to it (copy-on-write).
#[derive(Debug, PartialEq, Eq)]
pub struct Shared<T>(Arc<T>);

impl<T> Shared<T> {
    /// A value not shared yet.
    pub fn new(value: T) -> Shared<T> {
        Shared(Arc::new(value))
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
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
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    /// The value, copied first if another copy shares it.
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
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
}
