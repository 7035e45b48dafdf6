//! scenario (to be written).
