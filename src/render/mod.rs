//! render (to be written).
