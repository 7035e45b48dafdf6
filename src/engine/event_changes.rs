//! A trace event's changes of the board ([`StateChange`], `TraceEvent::changes`), kept as the
//! values that changed (numbers, a stage and its rating, the cards' shared definitions) and
//! worded only when shown: `p2.stage: 5 (1500000) -> 3 (1000000)`. Each part shows (`Display`)
//! and serialises as the string it used to be, so the text and `--json` are those words.

use std::fmt;
use std::sync::Arc;

use serde::{Serialize, Serializer};

use super::state::{CardDef, PlayerId, PowerRating};

/// A card a change names: its definition, shared with the board (no copy of its name), shown
/// as its name. Two compare by their names.
#[derive(Debug, Clone)]
pub struct ChangedCard(pub Arc<CardDef>);

impl ChangedCard {
    /// The card's name.
    pub fn name(&self) -> &str {
        &self.0.name
    }
}

impl PartialEq for ChangedCard {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name()
    }
}

impl Eq for ChangedCard {}

impl fmt::Display for ChangedCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What changed: a player's field, shown as `p1.stage`, `p2.hand`, `p1.ally.Krillin Lv.1`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangedField {
    /// Whose side.
    pub player: PlayerId,
    /// Which of its fields.
    pub field: FieldName,
}

/// A field of a player's side a change names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldName {
    /// One of the side's own fields (`stage`, `anger`, `life_deck`, a zone's name, `control`).
    Own(&'static str),
    /// An Ally, by its level card (`ally.` and its name; nothing after the dot when the Ally has
    /// no level card).
    Ally(Option<ChangedCard>),
}

impl fmt::Display for ChangedField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.player.key())?;
        match &self.field {
            FieldName::Own(name) => {
                f.write_str(".")?;
                f.write_str(name)
            }
            FieldName::Ally(card) => {
                f.write_str(".ally.")?;
                match card {
                    Some(c) => f.write_str(c.name()),
                    None => Ok(()),
                }
            }
        }
    }
}

/// A value before or after a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChangedValue {
    /// A card, by name; nothing (an empty string) when there is none.
    Card(Option<ChangedCard>),
    /// A power stage and its rating on the level's ladder: `5 (1500000)`, `5 (?)` when the
    /// ladder has no such stage.
    Stage(u32, Option<PowerRating>),
    /// A number (anger, a Life Deck's cards, an Ally's stage).
    Number(u32),
    /// Nothing there: `-` (an Ally not in play).
    Absent,
    /// A zone's cards in order: `[Goku, Vegeta]`.
    Cards(Vec<ChangedCard>),
}

impl fmt::Display for ChangedValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChangedValue::Card(Some(c)) => f.write_str(c.name()),
            ChangedValue::Card(None) => Ok(()),
            ChangedValue::Stage(stage, Some(rating)) => write!(f, "{stage} ({rating})"),
            ChangedValue::Stage(stage, None) => write!(f, "{stage} (?)"),
            ChangedValue::Number(n) => write!(f, "{n}"),
            ChangedValue::Absent => f.write_str("-"),
            ChangedValue::Cards(cards) => {
                f.write_str("[")?;
                for (n, c) in cards.iter().enumerate() {
                    if n > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str(c.name())?;
                }
                f.write_str("]")
            }
        }
    }
}

/// A changed value: what, before, after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StateChange {
    /// What changed (`p2.stage`, `p2.life_deck`).
    pub what: ChangedField,
    /// Value before the step.
    pub before: ChangedValue,
    /// Value after the step.
    pub after: ChangedValue,
}

/// Serialised as its words (the string it shows as).
impl Serialize for ChangedField {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Serialised as its words (the string it shows as).
impl Serialize for ChangedValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(name: &str) -> ChangedCard {
        ChangedCard(Arc::new(CardDef::plain(name, "Personality")))
    }

    /// The words of each kind of change (CRD 3.0.0 "Battle Sequence": the state a step leaves),
    /// shown and serialised alike.
    #[test]
    fn each_change_is_worded_as_the_trace_writes_it() {
        let rows = [
            (
                StateChange {
                    what: ChangedField {
                        player: PlayerId::P2,
                        field: FieldName::Own("stage"),
                    },
                    before: ChangedValue::Stage(5, Some(PowerRating::Rating(1_500_000))),
                    after: ChangedValue::Stage(3, None),
                },
                ("p2.stage", "5 (1500000)", "3 (?)"),
            ),
            (
                StateChange {
                    what: ChangedField {
                        player: PlayerId::P1,
                        field: FieldName::Ally(Some(card("Krillin Lv.1"))),
                    },
                    before: ChangedValue::Absent,
                    after: ChangedValue::Number(2),
                },
                ("p1.ally.Krillin Lv.1", "-", "2"),
            ),
            (
                StateChange {
                    what: ChangedField {
                        player: PlayerId::P1,
                        field: FieldName::Own("hand"),
                    },
                    before: ChangedValue::Cards(vec![card("Goku \"Kid\""), card("Vegeta")]),
                    after: ChangedValue::Cards(Vec::new()),
                },
                ("p1.hand", "[Goku \"Kid\", Vegeta]", "[]"),
            ),
            (
                StateChange {
                    what: ChangedField {
                        player: PlayerId::P2,
                        field: FieldName::Own("control"),
                    },
                    before: ChangedValue::Card(None),
                    after: ChangedValue::Card(Some(card("Z"))),
                },
                ("p2.control", "", "Z"),
            ),
        ];
        for (change, (what, before, after)) in rows {
            assert_eq!(
                (
                    change.what.to_string(),
                    change.before.to_string(),
                    change.after.to_string()
                ),
                (what.to_string(), before.to_string(), after.to_string())
            );
            let json = serde_json::to_value(&change).expect("serialises");
            assert_eq!(
                json,
                serde_json::json!({"what": what, "before": before, "after": after})
            );
        }
    }
}
