//! repl (to be written).
