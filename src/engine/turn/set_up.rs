//! The game's set-up (CRD 3.0.0 "How to Set Up a Game Step-by-Step"): both scouters at 5 power
//! stages above 0 (step 3), then the "D Bracket Rule" (step 4): a player whose Main Personality
//! is in "C" or lower at 5 above goes first against one in "D" or higher; otherwise the players
//! roll. The CRD does not say which Physical Attack Table defines the brackets: the judge is told
//! which one the engine read. Before them, a declared Tokui-Waza's Mastery (step 2); after them,
//! the hands (the steps draw no cards) and the Sensei Deck swap (step 6).

use super::{Game, TurnPosition, TurnStepName};
use crate::engine::citations as c;
use crate::engine::log::Log;
use crate::engine::pat::BRACKET_LETTERS;
use crate::engine::state::{PlayerId, PowerRating};

/// The bracket index of "D" (A = 0).
const D_BRACKET: usize = 3;

impl Game {
    /// Sets the scouters and chooses the first Attacker; the first turn follows.
    pub(super) fn set_up(&mut self, log: &mut Log, account: &mut Vec<String>) -> TurnStepName {
        self.set_up_mastery(log);
        self.set_up_starting_board(log);
        let start = self.table.rules.start_stage;
        let table = self.table.rules.pat_table.table();
        let mut brackets: Vec<(PlayerId, Option<usize>, String)> = Vec::new();
        for p in PlayerId::BOTH {
            self.table.state.player_mut(p).mp.stage = start;
            let st = self.table.state();
            let mp = &st.player(p).mp;
            let def = st.personality_def(mp);
            let rating = st.rating(mp);
            let (bracket, said) = match rating {
                Some(PowerRating::Rating(r)) => {
                    let b = table.bracket(r);
                    let letter = BRACKET_LETTERS.get(b).copied().unwrap_or('?');
                    (
                        Some(b),
                        format!("{} {r} at {start} above 0: bracket {letter}", def.name),
                    )
                }
                Some(PowerRating::Z) => (
                    None,
                    format!("{} has a Z power rating at {start} above 0", def.name),
                ),
                None => (
                    None,
                    format!(
                        "{} has no power rating at {start} above 0 in the card data",
                        def.name
                    ),
                ),
            };
            log.note(
                c::CRD_SET_UP_SCOUTERS,
                format!(
                    "{p} sets its scouter at {start} power stages above 0 on {}",
                    def.name
                ),
            );
            brackets.push((p, bracket, said));
        }
        let said: Vec<String> = brackets.iter().map(|(_, _, s)| s.clone()).collect();
        log.cite(c::CRD_SET_UP_D_BRACKET);
        log.judge.push(format!(
            "judge: the D Bracket Rule does not say which Physical Attack Table defines the brackets; the engine read the {} (the ruleset's, or the board's `pat_table`)",
            table.name
        ));
        let high = |b: Option<usize>| b.map(|b| b >= D_BRACKET);
        let first = match (high(brackets[0].1), high(brackets[1].1)) {
            (Some(true), Some(false)) => Some(brackets[1].0),
            (Some(false), Some(true)) => Some(brackets[0].0),
            _ => None,
        };
        let unknown = brackets.iter().any(|(_, b, _)| b.is_none());
        let first = match first {
            Some(p) => {
                log.notes.push(format!(
                    "{}: one player is in \"D\" or higher at {start} above and the other in \"C\" or lower, so {p}, in \"C\" or lower, goes first (the D Bracket Rule; no double power, hero/villain does not matter)",
                    said.join("; ")
                ));
                p
            }
            None => {
                let p = self.pos.attacker;
                if unknown {
                    log.judge.push(format!(
                        "judge resolves: {}: the brackets cannot be read, so the D Bracket Rule's exception cannot be decided; the board's `attacker` ({p}) goes first",
                        said.join("; ")
                    ));
                } else {
                    log.notes.push(format!(
                        "{}: the D Bracket Rule's exception does not apply, so \"you always roll to see who goes first\" (no double power, hero/villain does not matter)",
                        said.join("; ")
                    ));
                    log.judge.push(format!(
                        "judge: the players roll to see who goes first; the board's `attacker` ({p}) is taken as the roll's winner"
                    ));
                }
                p
            }
        };
        self.set_up_hands_and_sensei(log);
        account.push(format!("scouters at {start} above 0; {first} goes first"));
        self.pos = TurnPosition {
            number: self.pos.number,
            attacker: first,
            step: TurnStepName::Draw,
        };
        self.table.pos.attacker = first;
        TurnStepName::Draw
    }
}

impl Game {
    /// Set-up 2: "If any player is declaring a Tokui-Waza, it must be declared, and a Mastery
    /// card of that Martial Arts Style must be played at this time." Said for each player who
    /// declared one; a declared Tokui-Waza with no Mastery in play goes to the judge.
    fn set_up_mastery(&self, log: &mut Log) {
        let st = self.table.state();
        for p in PlayerId::BOTH {
            let pl = st.player(p);
            let Some(style) = &pl.tokui_waza else {
                continue;
            };
            match pl.in_play.mastery {
                Some(m) => log.note(
                    c::CRD_SET_UP_MASTERY,
                    format!(
                        "{p} declares the {style} Tokui-Waza and plays {} at set-up",
                        st.name(m)
                    ),
                ),
                None => {
                    log.cite(c::CRD_SET_UP_MASTERY);
                    log.judge.push(format!(
                        "judge: {p} declares the {style} Tokui-Waza but has no Mastery in play; set-up 2 says \"a Mastery card of that Martial Arts Style must be played at this time\""
                    ));
                }
            }
        }
    }

    /// A board that starts at set-up but is not a game's starting board (a Main Personality
    /// above level 1, anger, cards in play other than the Mastery, a discard pile, Allies):
    /// set-up 1 places the Main Personality lowest-numbered card on top ("You start off with
    /// your Level 1 MP") and set-up 3 sets the scouters "on their starting MP card"; what differs
    /// goes to the judge, and the engine reads the board as given (the D Bracket Rule on the
    /// level in play).
    fn set_up_starting_board(&self, log: &mut Log) {
        let st = self.table.state();
        for p in PlayerId::BOTH {
            let pl = st.player(p);
            let ip = &pl.in_play;
            let differs: Vec<String> = [
                (
                    pl.mp.current > 0,
                    format!("its Main Personality at level {}", pl.mp.current + 1),
                ),
                (pl.anger > 0, format!("anger {}", pl.anger)),
                (
                    !pl.allies.is_empty(),
                    format!("{} Ally(ies) in play", pl.allies.len()),
                ),
                (
                    !ip.drills.is_empty() || !ip.non_combat.is_empty(),
                    format!(
                        "{} Drill(s) and Non-Combat card(s) in play",
                        ip.drills.len() + ip.non_combat.len()
                    ),
                ),
                (
                    !ip.dragon_balls.is_empty(),
                    format!("{} Dragon Ball(s) in play", ip.dragon_balls.len()),
                ),
                (
                    ip.battleground.is_some(),
                    "a Battleground or Location in play".to_string(),
                ),
                (
                    !pl.discard.is_empty(),
                    format!("{} card(s) in its discard pile", pl.discard.len()),
                ),
            ]
            .into_iter()
            .filter(|(d, _)| *d)
            .map(|(_, w)| w)
            .collect();
            if differs.is_empty() {
                continue;
            }
            log.cite(c::CRD_SET_UP);
            log.judge.push(format!(
                "judge: the board starts at set-up but {p} has {}: set-up places each player's Main Personality with \"the lowest-numbered card on top\" (set-up 1; \"You start off with your Level 1 MP\") and plays nothing but a declared Tokui-Waza's Mastery, and set-up 3 sets the scouters \"on their starting MP card\"; the engine reads the board as given",
                differs.join(", ")
            ));
        }
    }

    /// The set-up steps draw no cards (the first are the Attacker's Draw Step and the
    /// Defender's Prepare Phase draw): a hand the board gives at set-up goes to the judge.
    /// Set-up 6: a Sensei Deck's swap is the player's choice, made before the game begins.
    fn set_up_hands_and_sensei(&self, log: &mut Log) {
        let st = self.table.state();
        let held: Vec<String> = PlayerId::BOTH
            .into_iter()
            .map(|p| format!("{p} {}", st.player(p).hand.len()))
            .collect();
        log.note(
            c::CRD_SET_UP,
            format!(
                "no set-up step draws a card (hands: {}); the first cards are drawn in the Attacker's Draw Step",
                held.join(", ")
            ),
        );
        for p in PlayerId::BOTH {
            let n = st.player(p).hand.len();
            if n > 0 {
                log.judge.push(format!(
                    "judge: the board gives {p} {n} card(s) in hand at set-up, but no set-up step draws a card"
                ));
            }
            let sensei = st.player(p).sensei.len();
            if sensei > 0 {
                log.cite(c::CRD_SET_UP_SENSEI);
                log.judge.push(format!(
                    "judge: {p} has a Sensei Deck of {sensei} card(s): set-up 6 lets {p} swap cards from it into the Life Deck now (the board's Life Deck is taken as after the swap); the CRD's \"Sensei Deck\" section says the swap is made \"at Step 5 of the game set up\", its set-up list puts it at 6: the documents disagree on the step, not on the swap"
                ));
            }
        }
    }
}
