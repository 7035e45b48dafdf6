//! The card-pool import: `../shared/cardpool/` -> `cards/` (stub: filled by the cards work).
