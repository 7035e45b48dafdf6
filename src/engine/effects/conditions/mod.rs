//! Conditions: the "If ..." phrases a card puts on its effects, the condition phrases, and
//! "If successful" effects (CRD 3.0.0 "“If Successful” Effects", "Secondary Effects").

pub mod condition_phrases;
pub mod if_clauses;
pub mod if_successful;
