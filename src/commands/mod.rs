//! commands (to be written).
