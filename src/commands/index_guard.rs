//! Containing the search index: a panic inside tantivy (a damaged cache the checksums did not
//! catch, a bug) never reaches the user. [`contain`] runs index work under `catch_unwind` with
//! the panic message silenced; the session then rebuilds the index and answers from it.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// True while this thread runs contained index work.
    static CONTAINED: Cell<bool> = const { Cell::new(false) };
}

static QUIET_HOOK: Once = Once::new();

/// Runs `work`; `None` when it panicked (its message is not printed).
pub fn contain<T>(work: impl FnOnce() -> T) -> Option<T> {
    QUIET_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !CONTAINED.with(Cell::get) {
                previous(info);
            }
        }));
    });
    let outer = CONTAINED.with(|c| c.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(work));
    CONTAINED.with(|c| c.set(outer));
    result.ok()
}

#[cfg(test)]
mod tests {
    use super::contain;

    #[test]
    fn a_panic_is_contained_and_a_value_passes() {
        assert_eq!(contain(|| 7), Some(7));
        let v: Vec<u32> = Vec::new();
        assert_eq!(contain(|| v[3]), None);
    }
}
