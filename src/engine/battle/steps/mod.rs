//! The Battle Sequence steps (CRD 3.0.0 "Battle Sequence", `crd-3.0.0/battle-sequence/1` to
//! `/16`), grouped as the CRD groups them: the attack and its costs, the defence, the damage
//! done and dealt, capture, and the end of the attack. Each is a method of [`super::Battle`]
//! that [`super::Battle::exec`] runs for its ruleset [`StepKind`](crate::engine::StepKind).

mod attack;
mod capture;
mod card_rulings;
mod damage;
mod dealing;
mod defence;
mod defend;
mod end_of_attack;
mod floating_stop_exemptions;
mod try_to_stop;
