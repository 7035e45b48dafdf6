//! index (to be written).
