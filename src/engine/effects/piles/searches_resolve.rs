//! Execution of `piles::searches`: searches and moves between a player's piles (Life Deck,
//! discard pile, hand, removed from the game).
//!
//! Rules applied (CRD 3.0.0):
//! - "Searching for Cards a.k.a Cherry Picking Rule": a card searched for is shown to the
//!   opponent and the Life Deck is shuffled; a search of your own Life Deck may fail; a search
//!   of the opponent's Life Deck must take a valid target if one exists, otherwise his Life
//!   Deck is revealed to both players and shuffled.
//! - "Dragon Balls" (Dragon Ball Immunity): a Life Deck search never takes a Dragon Ball unless
//!   the card searches for one; a Dragon Ball played uses its effects at once.
//! - "Putting Cards into play with card effects", "Putting Allies into Play", "Styled Drills",
//!   "Battleground and Location Cards": a card placed into play must be one its player could
//!   legally play.
//! - "Discarding Dragon Balls": a Dragon Ball discarded goes to the bottom of the Life Deck, or
//!   is removed from the game when a copy is in play.
//! - Glossary "Shuffling Your Life Deck": after a shuffle no card of the Life Deck has a known
//!   place, so the known cards of the model become unknown ones.
//! - "May" Rule: a "you may" effect is used only when the action's `may` says so.
//!
//! The cards are named by the action's `choose` (the card player's action), in the order the
//! effects ask; a name must be a card of that pile (for a Life Deck: one the judge listed among
//! its known cards). A choice the rules force (every matching card, or no more matching cards
//! than asked) needs no name. The engine never picks.

use crate::engine::card_kinds;
use crate::engine::effects::{AllyStage, Destination, Search, SearchIn};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId, Personality, PlayerId};
use crate::engine::{damage, EngineError, Result};

use crate::engine::battle::Battle;
// The card filters moved to their own module (the cycle break); these paths still work.
pub(in crate::engine) use crate::engine::filters::describe;
pub(crate) use crate::engine::filters::qualifies;

fn slot(p: PlayerId) -> usize {
    match p {
        PlayerId::P1 => 0,
        PlayerId::P2 => 1,
    }
}

fn pile_word(from: SearchIn) -> &'static str {
    match from {
        SearchIn::LifeDeck => "Life Deck",
        SearchIn::DiscardPile => "discard pile",
        SearchIn::Hand => "hand",
        SearchIn::LifeDeckOrDiscardPile => "Life Deck and discard pile",
        SearchIn::InPlay => "cards in play",
        SearchIn::RemovedFromGame => "removed-from-the-game pile",
    }
}

impl Battle {
    /// The `choose` and `may` of `me`'s action for the attack in progress.
    pub(in crate::engine) fn piles_action(&self, me: PlayerId) -> (Vec<String>, Option<bool>) {
        // `in_play::drills`: a triggered effect being used names its cards in its `use` action.
        // `choices::placed_choices`: a card played or used outside an attack (the turn's steps)
        // reads its action's `may` too.
        if let Some((who, choose)) = &self.firing {
            if *who == me {
                let may = self.placing.as_ref().filter(|a| a.player == me);
                return (choose.clone(), may.and_then(|a| a.may));
            }
        }
        // `timing::end_of_combat_queue`: effects waiting for the end of Combat keep the choice
        // written on the action that used their card.
        if let Some(queued) = self.end_of_combat_choice(me) {
            return queued;
        }
        let Some(att) = self.attack.as_ref() else {
            return (Vec::new(), None);
        };
        let action = if me == self.pos.attacker {
            Some(&*att.action)
        } else {
            att.defender_action.as_deref()
        };
        action
            .map(|a| (a.choose.clone(), a.may))
            .unwrap_or((Vec::new(), None))
    }

    /// The next `limit` names of `me`'s `choose` not yet taken by an earlier effect.
    pub(in crate::engine) fn take_choices(&mut self, me: PlayerId, limit: usize) -> Vec<String> {
        let (names, _) = self.piles_action(me);
        let from = self.choices_taken[slot(me)].min(names.len());
        let out: Vec<String> = names.into_iter().skip(from).take(limit).collect();
        self.choices_taken[slot(me)] += out.len();
        out
    }

    /// The cards of a pile, in the pile's order (Life Deck: its known cards, top first).
    fn pile_cards(&self, p: PlayerId, from: SearchIn) -> Vec<CardId> {
        let pl = self.state.player(p);
        match from {
            SearchIn::LifeDeck => pl.life_deck.known_cards().collect(),
            // The top of the discard pile first.
            SearchIn::DiscardPile => pl.discard.iter().rev().copied().collect(),
            SearchIn::Hand => pl.hand.clone(),
            // `piles::cards_moved`: the discard pile (top first), then the Life Deck's known cards.
            SearchIn::LifeDeckOrDiscardPile => pl
                .discard
                .iter()
                .rev()
                .copied()
                .chain(pl.life_deck.known_cards())
                .collect(),
            SearchIn::InPlay => self.state.in_play_cards(p),
            // `piles::removed_pile`: the last card removed first.
            SearchIn::RemovedFromGame => pl.removed.iter().rev().copied().collect(),
        }
    }

    /// Cards of a pile chosen and moved: a search, a choice, a random card, a discard. The cards
    /// in play that wait for a card it places into play are used once it has finished
    /// (`placements::placement_triggers_resolve`).
    pub(in crate::engine) fn search(
        &mut self,
        me: PlayerId,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let Some(s) = self.search_as_resolved(me, s, source, log)? else {
            return Ok(());
        };
        let s = &*s;
        let life_deck = matches!(s.from, SearchIn::LifeDeck | SearchIn::LifeDeckOrDiscardPile);
        self.placements_after_search(source, life_deck, log, |b, log| {
            b.search_and_move(me, s, source, log)
        })
    }

    /// The search as it resolves now: with the title its user names
    /// (`piles::named_card_searches`) and the card type of the card just moved
    /// (`piles::moved_card`: "of the same card type as the card discarded"); `None`: it does not
    /// take place (a search failed by choice, no card type to search for: said in the log).
    fn search_as_resolved<'s>(
        &mut self,
        me: PlayerId,
        s: &'s Search,
        source: &str,
        log: &mut Log,
    ) -> Result<Option<std::borrow::Cow<'s, Search>>> {
        let mut s = std::borrow::Cow::Borrowed(s);
        if s.filter.named_by_user && s.filter.title.is_none() {
            let Some(named) = self.name_searched_card(me, &s, source, log)? else {
                return Ok(None);
            };
            s = std::borrow::Cow::Owned(named);
        }
        if s.filter.same_type_as_moved {
            let Some(typed) = self.moved_type_search(&s, source, log) else {
                return Ok(None);
            };
            s = std::borrow::Cow::Owned(typed);
        }
        Ok(Some(s))
    }

    fn search_and_move(
        &mut self,
        me: PlayerId,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let p = match s.player {
            crate::engine::effects::Who::You => me,
            crate::engine::effects::Who::Opponent => me.other(),
        };
        // `personality_powers`: a Constant Combat Power keeps the hand from the opponent's discards.
        if self.hand_safe_from_opponent(me, s, source, log) {
            return Ok(());
        }
        // `piles::search_top`: Black Disarray Drill makes the opponent's discard random.
        // The choice is forced (every card goes) whether or not it is random.
        let random_instead;
        let s = if self.hand_discard_at_random(me, s, source, log) {
            random_instead = Search {
                random: true,
                ..s.clone()
            };
            &random_instead
        } else {
            s
        };
        let what = describe(&s.filter);
        let pile = pile_word(s.from);
        // `choices::opponent_choice`: "Your opponent chooses ..." is the opponent's choice.
        // `piles::searches_by_every_player`: "each player may search his Life Deck": the pile's
        // owner searches, chooses and decides the "may" on their own action.
        let chooser = if s.by_owner {
            p
        } else {
            self.chooser_of(me, s, source)
        };
        // The "may" is the chooser's: "Your opponent may choose ..." is his to decide.
        let decides = chooser;
        if s.may {
            let (_, may) = self.piles_action(decides);
            match may {
                Some(true) => log.note(
                    self.cite(Rule::MayRule),
                    format!("{source}: {decides} uses the \"may\" effect"),
                ),
                Some(false) => {
                    log.note(
                        self.cite(Rule::MayRule),
                        format!("{source}: {decides} chooses not to use the \"may\" effect"),
                    );
                    return Ok(());
                }
                None if self.attack.is_none() && (self.firing.is_none() || self.placing.is_some()) => {
                    // Outside an attack the choice is read from the action that played or used
                    // the card (`choices::placed_choices`); where that action gives no `may`, or
                    // no action of this step is the deciding player's (a Non-Combat card's
                    // "Every player may search ..."), the choice is the judge's.
                    log.judge.push(format!(
                        "judge resolves: {source}: whether {decides} searches {p}'s {pile} for {what} (\"may\": {decides}'s choice; no action in this step names {decides}'s `may`)"
                    ));
                    return Ok(());
                }
                None => {
                    return Err(EngineError::Script {
                        expected: format!(
                            "{decides}'s `may`: whether {decides} uses {source}'s \"you may\" effect on {p}'s {pile}"
                        ),
                        found: "no `may` on the action".into(),
                    })
                }
            }
        }
        let life_deck = matches!(s.from, SearchIn::LifeDeck | SearchIn::LifeDeckOrDiscardPile);
        let cards = self.pile_cards(p, s.from);
        let matching: Vec<CardId> = cards
            .iter()
            .copied()
            .filter(|&c| {
                qualifies(self.state.def(c), &s.filter, life_deck)
                    && !self.title_kept_out(&s.filter, c)
            })
            .collect();
        let unknown = if life_deck {
            self.state.player(p).life_deck.unknown_below
        } else {
            0
        };
        if life_deck {
            log.cite(self.cite(Rule::Searching));
            if !s.filter.types.iter().any(|t| t == "Dragon Ball") {
                log.cite(self.cite(Rule::DragonBalls));
            }
        }
        let want = if s.all { u32::MAX } else { s.count } as usize;
        // Forced: every matching card, or no more matching cards than asked (a hand or a discard
        // pile is known entirely; a Life Deck only when it has no unknown card).
        // `piles::piles_chosen`: several cards placed on top of / at the bottom of a Life Deck
        // need the order its player chooses (the order of `choose`), even when which cards is
        // forced.
        let ordered = matches!(s.to, Destination::LifeDeckTop | Destination::LifeDeckBottom)
            && matching.len().min(want) > 1;
        // A pick at random among no more cards than it takes takes them all: nothing is left to
        // chance (King Cold Lv.1 against a hand of one card).
        // `piles::named_card_searches`: the copies of a named title are alike, so which of
        // them is no choice.
        let alike = s.filter.named_by_user && s.filter.title.is_some();
        let forced = (s.all && !ordered)
            || (!s.up_to && !ordered && unknown == 0 && matching.len() <= want)
            || (alike && !ordered);
        let picked: Vec<CardId> = if forced {
            if (s.all || (alike && matching.len() < want)) && unknown > 0 {
                // `piles::cards_moved`: "all" of them, and some cards are not known to the engine.
                log.judge.push(format!(
                    "judge checks: the {unknown} unknown card(s) of {p}'s Life Deck for {what} too ({source})"
                ));
            }
            let forced: Vec<CardId> = matching.iter().copied().take(want).collect();
            // A card of this pile the card user's own `choose` names must be one the search
            // takes: a card named that it cannot take is refused, never swapped for another
            // (the names are only looked at: a name of another pile is a later effect's).
            if chooser == me {
                let (all, _) = self.piles_action(me);
                let from = self.choices_taken[slot(me)].min(all.len());
                // Names the action gave for this forced pick (the next ones, naming exactly its
                // cards) are this pick's: a later effect reads the names after them (Caterpy,
                // the Tenacious Lv.3: the card discarded, then the card searched for).
                let given = all
                    .iter()
                    .skip(from)
                    .take(forced.len())
                    .zip(&forced)
                    .take_while(|(n, &c)| crate::corpus::names::same_name(self.state.name(c), n))
                    .count();
                let forced_named = given == forced.len() && given > 0;
                if forced_named {
                    self.choices_taken[slot(me)] += given;
                }
                // (Names given for the forced cards are taken: nothing else to check.)
                let unchecked = if forced_named { 0 } else { want };
                for n in all.into_iter().skip(from).take(unchecked) {
                    let here = cards
                        .iter()
                        .any(|&c| crate::corpus::names::same_name(self.state.name(c), &n));
                    if !here
                        || forced
                            .iter()
                            .any(|&c| crate::corpus::names::same_name(self.state.name(c), &n))
                    {
                        continue;
                    }
                    return Err(EngineError::Illegal(format!(
                        "{source}: {n} is not taken: the search takes {} of {p}'s {pile} and {} qualif{} ({}; named in `choose`)",
                        crate::engine::filters::with_article(&what),
                        self.state.names(&forced),
                        if forced.len() == 1 { "ies" } else { "y" },
                        self.cite(Rule::Searching).id
                    )));
                }
            }
            forced
        } else {
            let names = self.take_choices_by(me, chooser, want, source, log);
            // A Life Deck whose cards are not known may hold one that qualifies: the choice is
            // still the other player's, not a failed search revealed (Piccolo's Stance).
            let unknown_may_qualify = matching.is_empty() && life_deck && unknown > 0;
            if chooser != me && names.is_empty() && (!matching.is_empty() || unknown_may_qualify) {
                // `choices::opponent_choice`: the other player's choice, not given by him.
                let count = match (s.up_to, s.all) {
                    (_, true) => "every".to_string(),
                    (true, _) => format!("up to {want}"),
                    _ => want.to_string(),
                };
                let among = if matching.is_empty() {
                    format!("none of its known cards qualifies; {unknown} card(s) are not known")
                } else {
                    format!(
                        "{} qualify: {}",
                        matching.len(),
                        self.state.names(&matching)
                    )
                };
                let asked = format!(
                    "{count} {what} of {p}'s {pile} ({among}; {})",
                    self.cite(Rule::Searching).id
                );
                return self.opponents_choice_missing(me, chooser, &asked, source, log);
            }
            // CRD 3.0.0 "Searching for Cards": a search of one's own Life Deck "may fail";
            // `"none"` in `choose` says so. No name at all while known cards qualify is a choice
            // not made: the run waits for it.
            let own_search = life_deck && p == chooser;
            let none = |n: &String| n.trim().eq_ignore_ascii_case("none");
            let fails_by_choice = own_search && names.iter().any(none);
            let names: Vec<String> = if own_search {
                names.into_iter().take_while(|n| !none(n)).collect()
            } else {
                names
            };
            if fails_by_choice && names.is_empty() {
                log.note(
                    self.cite(Rule::Searching),
                    format!("{source}: {chooser} chooses to fail the search (`choose`: \"none\")"),
                );
            } else if own_search && names.is_empty() && !matching.is_empty() {
                return Err(EngineError::Script {
                    expected: format!(
                        "{chooser}'s `choose`: the {what} {chooser} takes from {p}'s {pile} ({} of its known cards: {}), or \"none\" to fail the search ({})",
                        if matching.len() == 1 { "one" } else { "some" },
                        self.state.names(&matching),
                        self.cite(Rule::Searching).id
                    ),
                    found: "no names".into(),
                });
            }
            let mut picked: Vec<CardId> = Vec::new();
            for n in &names {
                let found = cards.iter().copied().find(|&c| {
                    !picked.contains(&c) && crate::corpus::names::same_name(self.state.name(c), n)
                });
                let Some(c) = found else {
                    return Err(if life_deck {
                        EngineError::Unresolvable(format!(
                            "{source}: {n} is not a known card of {p}'s {pile} (named in `choose`); the judge must list the found card in the Life Deck (`life_deck.top`)"
                        ))
                    } else {
                        EngineError::Illegal(format!(
                            "{source}: {n} is not in {p}'s {pile} (named in `choose`: {chooser} chooses from that pile)"
                        ))
                    });
                };
                if self.title_kept_out(&s.filter, c) {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {n} is not taken: a card of that title is in play, and the card searches for {} ({})",
                        crate::engine::filters::with_article(&what),
                        self.cite(Rule::Searching).id
                    )));
                }
                if !qualifies(self.state.def(c), &s.filter, life_deck) {
                    // Immunity only when the card does not search for Dragon Balls (one that
                    // names others, Krillin's Quest, refuses for the title).
                    let immunity = life_deck
                        && self.state.def(c).is_dragon_ball()
                        && !s.filter.types.iter().any(|t| t == "Dragon Ball");
                    // Every refusal says what was refused and the rule.
                    return Err(EngineError::Illegal(if immunity {
                        format!(
                            "{source}: {n} is not taken: it is a Dragon Ball, and a Life Deck search takes a Dragon Ball only when the card searches for one (Dragon Ball Immunity, {})",
                            self.cite(Rule::DragonBalls).id
                        )
                    } else {
                        format!(
                            "{source}: {n} is not {}: the search cannot take it ({}){}",
                            crate::engine::filters::with_article(&what),
                            self.cite(Rule::Searching).id,
                            // What its ruling or text says it is not (`card_kinds`).
                            card_kinds::distinct(&self.state.def(c).kinds)
                                .map(|k| format!("; {}", card_kinds::in_words(n, k)))
                                .collect::<String>()
                        )
                    }));
                }
                picked.push(c);
            }
            // Fewer than asked: legal when the player may fail (own Life Deck search, "up to"),
            // otherwise only when no other valid card is left.
            if picked.len() < want && !s.up_to {
                let left = matching.iter().filter(|c| !picked.contains(c)).count();
                let may_fail = life_deck && p == chooser;
                if !may_fail && left > 0 {
                    return Err(EngineError::Script {
                        expected: format!(
                            "{}'s `choose`: {} {what} of {p}'s {pile}{} ({} qualify){}",
                            if chooser == me {
                                me.to_string()
                            } else {
                                format!("{chooser} (the opponent's choice, on {chooser}'s action)")
                            },
                            want.min(picked.len() + left),
                            if s.random {
                                " (the card(s) picked at random)"
                            } else {
                                ""
                            },
                            matching.len(),
                            // Which cards may be forced; their order on the Life Deck is not.
                            if ordered && matching.len() <= want {
                                "; every one of them goes, but the order they take on the Life Deck is the player's: name them in that order"
                            } else {
                                ""
                            }
                        ),
                        found: if names.is_empty() {
                            "no names".into()
                        } else {
                            names.join(", ")
                        },
                    });
                }
                if !may_fail && left == 0 && unknown > 0 {
                    log.judge.push(format!(
                        "judge checks: none of the {unknown} unknown card(s) of {p}'s Life Deck is {what} ({source})"
                    ));
                }
            }
            picked
        };
        // `piles::alt_printings`: an "Alt." printing taken by title words is the judge's.
        self.alt_printings_to_judge(s, &picked, source, log);
        let names: Vec<String> = picked
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        if !s.all && !s.up_to && (picked.len() as u32) < s.count {
            log.cite(self.cite(Rule::DoWhatYouCan));
        }
        if s.from == SearchIn::RemovedFromGame {
            self.removed_pile_personalities(p, &picked, source, log)?;
        }
        if s.random {
            log.note(
                self.cite(Rule::RandomDiscards),
                format!(
                    "{source}: the card(s) picked at random from {p}'s hand: {}",
                    names.join(", ")
                ),
            );
        }
        if life_deck {
            if picked.is_empty() {
                let msg = if p == chooser {
                    format!("{source}: {chooser} finds no {what}: the search fails")
                } else if unknown > 0 {
                    // Unknown cards may still hold one: what is found is the judge's to say
                    // (asked above), and the reveal follows only if none is there.
                    format!(
                        "{source}: no {what} among the known cards of {p}'s Life Deck; if none of its {unknown} unknown card(s) is one, the Life Deck is revealed to both players"
                    )
                } else {
                    format!(
                        "{source}: no {what} in {p}'s Life Deck: it is revealed to both players"
                    )
                };
                log.note(self.cite(Rule::Searching), msg);
            } else {
                // "from your Life Deck or discard pile": say where each card was found.
                let (from_discard, from_deck): (Vec<CardId>, Vec<CardId>) = picked
                    .iter()
                    .partition(|c| self.state.player(p).discard.contains(c));
                let mut found = Vec::new();
                if !from_deck.is_empty() {
                    found.push(format!(
                        "{} in {p}'s Life Deck",
                        self.state.names(&from_deck)
                    ));
                }
                if !from_discard.is_empty() {
                    found.push(format!(
                        "{} in {p}'s discard pile",
                        self.state.names(&from_discard)
                    ));
                }
                log.note(
                    self.cite(Rule::Searching),
                    format!(
                        "{source}: {chooser} finds {} and shows it to {}",
                        found.join(" and "),
                        chooser.other()
                    ),
                );
            }
        } else {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!(
                    "{source}: {} from {p}'s {pile}: {}",
                    if s.random {
                        "chosen at random"
                    } else {
                        "chosen"
                    },
                    if names.is_empty() {
                        "none".into()
                    } else {
                        names.join(", ")
                    }
                ),
            );
        }
        // CRD 3.0.0 "Secondary Effects": discard-pile cards placed into the Life Deck are shown.
        if s.from == SearchIn::DiscardPile
            && matches!(
                s.to,
                Destination::LifeDeckTop
                    | Destination::LifeDeckBottom
                    | Destination::LifeDeckShuffled
            )
        {
            let names: Vec<String> = picked
                .iter()
                .map(|&c| self.state.name(c).to_string())
                .collect();
            self.note_discards_shown(p, &names, log);
        }
        // Out of the pile first (all of them), then to the destination in the chosen order.
        for &c in &picked {
            if s.from == SearchIn::InPlay {
                self.state.take_from_zones(c);
                continue;
            }
            let pl = self.state.player_mut(p);
            for zone in [
                &mut pl.life_deck.known,
                &mut pl.life_deck.shuffled,
                &mut pl.life_deck.bottom,
                &mut pl.discard,
                &mut pl.hand,
                &mut pl.removed,
            ] {
                if let Some(i) = zone.iter().position(|&x| x == c) {
                    zone.remove(i);
                    break;
                }
            }
        }
        if s.to == Destination::LifeDeckTop {
            // The first chosen ends on top.
            for &c in picked.iter().rev() {
                self.state.player_mut(p).life_deck.known.insert(0, c);
            }
        } else {
            for &c in &picked {
                // `discard_step::discarded_into_play`: a card that goes into play instead.
                let to = if s.from == SearchIn::Hand
                    && s.to == Destination::Discard
                    && self.discard_goes_into_play(p, c, &format!("by {source}"), log)
                {
                    Destination::Play
                } else {
                    s.to
                };
                if s.keeps_in_play && to == Destination::Play {
                    self.place_beside(p, c, source, log)?;
                } else if s.powers_lost
                    && to == Destination::Play
                    && self.state.def(c).is_dragon_ball()
                {
                    self.place_without_powers(p, c, source, log)?;
                } else {
                    self.place(p, c, to, s.ally_stage, source, log)?;
                }
                // "When Combat ends, shuffle that Battleground or Location back into your Life
                // Deck": the card placed waits in the end-of-Combat queue.
                if let (Some(back), Destination::Play) = (s.until_end_of_combat, to) {
                    self.found_card_leaves_at_end_of_combat(p, c, back, source, log);
                }
                // `in_play::drill_limits`: a card put into play from the hand by an effect.
                if s.from == SearchIn::Hand && s.to == Destination::Play {
                    self.limits_placed_from_hand(p, c, source, log);
                }
            }
        }
        if life_deck || s.to == Destination::LifeDeckShuffled {
            self.shuffle_life_deck(p, source, log);
        }
        if life_deck {
            damage::check_survival(&self.state, &self.rules, log, p);
        }
        Ok(())
    }

    /// Puts one card (already out of its pile) where an effect sends it.
    pub(in crate::engine) fn place(
        &mut self,
        p: PlayerId,
        c: CardId,
        to: Destination,
        stage: Option<AllyStage>,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let name = self.state.name(c).to_string();
        let def = self.state.def(c).clone();
        match to {
            Destination::Hand => self.state.player_mut(p).hand.push(c),
            Destination::Discard if def.is_dragon_ball() => {
                // CRD 3.0.0 "Discarding Dragon Balls": it never reaches the discard pile; where
                // it goes instead is said by `discard_dragon_ball`, after this line.
                log.notes.push(format!("{source}: {p} discards {name}"));
                damage::discard_dragon_ball(&mut self.state, &self.rules, log, p, c);
                return Ok(());
            }
            Destination::Discard => self.state.player_mut(p).discard.push(c),
            Destination::RemovedFromGame => {
                log.cite(self.cite(Rule::RemoveFromGame));
                self.state.player_mut(p).removed.push(c)
            }
            // Counted as unknown by the shuffle that follows.
            Destination::LifeDeckShuffled | Destination::LifeDeckTop => {
                self.state.player_mut(p).life_deck.known.push(c)
            }
            Destination::LifeDeckBottom => self.state.player_mut(p).life_deck.bottom.push(c),
            Destination::Play => {
                self.put_into_play(p, c, &def, stage, source, log)?;
                // `placements`: the cards in play that wait for a card of this kind placed
                // (after the search that found it, when there is one).
                let fired = self.placed_by_effect(p, c, log);
                log.notes.extend(fired);
            }
        }
        log.notes.push(format!(
            "{source}: {name} goes to {p}'s {}",
            match to {
                Destination::Hand => "hand",
                Destination::Play => "side of the table (in play)",
                Destination::Discard => "discard pile",
                Destination::RemovedFromGame => "removed-from-the-game pile",
                Destination::LifeDeckShuffled => "Life Deck (shuffled in)",
                Destination::LifeDeckTop => "Life Deck (top)",
                Destination::LifeDeckBottom => "Life Deck (bottom)",
            }
        ));
        Ok(())
    }

    /// A Dragon Ball an effect puts into play, as any Dragon Ball played must be (CRD 3.0.0
    /// "Putting Cards into play with card effects"): refused by a card in play forbidding Dragon
    /// Balls ("No dragon balls may be played", Black Water Confusion Drill) or past a limit a
    /// turn (Hero Teamwork Drill; the judge's when the turn's plays are not known), then placed
    /// under `p`'s control. Its powers are the caller's: used at once (`put_into_play`) or lost
    /// (`search_tails_resolve::place_without_powers`).
    pub(in crate::engine) fn dragon_ball_enters(
        &mut self,
        p: PlayerId,
        c: CardId,
        name: &str,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        self.refuse_prohibited_card(p, Some(c), name)?;
        self.turn_limit_when_put_into_play(p, c, name, source, log)?;
        self.state.player_mut(p).in_play.dragon_balls.push(c);
        Ok(())
    }

    /// Places a card into play under the normal rules for playing it.
    fn put_into_play(
        &mut self,
        p: PlayerId,
        c: CardId,
        def: &CardDef,
        stage: Option<AllyStage>,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        log.cite(self.cite(Rule::PuttingIntoPlay));
        let name = def.name.clone();
        if def.is_dragon_ball() {
            // CRD 3.0.0 "Dragon Balls": "When you play a Dragon Ball, you immediately use its
            // effects"; the 7th of a set wins at once (`battle::dragon_balls`, checked after
            // the step). A card put into play must still be one the player could play (CRD
            // "Putting Cards into play with card effects"): a card in play forbidding Dragon
            // Balls refuses it ("No dragon balls may be played", Black Water Confusion Drill),
            // a limit a turn refuses it past the turn's plays, or goes to the judge when they
            // are not known (Hero Teamwork Drill).
            self.dragon_ball_enters(p, c, &name, source, log)?;
            // Blank while a card in play says so (No, Really Drill?): its powers are not used.
            if self.placed_blank(p, c, log) {
                return Ok(());
            }
            log.note(
                self.cite(Rule::DragonBalls),
                format!("{source}: {p} plays {name}: its effects are used at once"),
            );
            self.cite_card_rulings(c, log);
            self.printed_text_to_judge(c, log);
            self.use_dragon_ball_powers(p, c, log);
            return Ok(());
        }
        if def.is_drill() {
            if let Some(why) = self.styled_drill_clash(p, c) {
                return Err(EngineError::Illegal(format!(
                    "{source}: {name} cannot be placed into play: {why} ({})",
                    self.cite(Rule::StyledDrills).id
                )));
            }
            if crate::engine::effects::in_play::styled_drills_resolve::title_style(&name).is_some()
            {
                log.cite(self.cite(Rule::StyledDrills));
            }
            // The permission said, with the Drill rule that gives it.
            if let Some((why, rules, allowed_by)) = self.drill_placement_allowed(p, c) {
                for r in rules {
                    log.cite(self.cite(r));
                }
                if let Some(by) = allowed_by {
                    self.cite_card_rulings(by, log);
                }
                log.notes.push(why);
            }
            self.state.player_mut(p).in_play.drills.push(c);
            return Ok(());
        }
        match def.card_type.as_str() {
            "Personality" => {
                let mp_name = self
                    .state
                    .personality_def(&self.state.player(p).mp)
                    .personality_name()
                    .to_string();
                let person = def.personality_name().to_string();
                if person.eq_ignore_ascii_case(&mp_name) {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {name} cannot be placed into play: {p} already has {person} in play (Putting Allies into Play)"
                    )));
                }
                // `piles::ally_entry`: the rules of a play in the Non-Combat Step, an overlay
                // included ("Card effects that place Allies into play can be used to overlay
                // Allies").
                use crate::engine::effects::piles::ally_entry::{ally_entry, AllyEntry};
                match ally_entry(&self.state, p, c) {
                    Err(why) => {
                        return Err(EngineError::Illegal(format!(
                            "{source}: {name} cannot be placed into play: {} (Putting Allies into Play)",
                            why.words(p)
                        )))
                    }
                    Ok(AllyEntry::Overlay(i)) => {
                        let top = def.top_stage();
                        let ally = &mut self.state.player_mut(p).allies[i];
                        ally.levels.push(c);
                        ally.current = ally.levels.len() - 1;
                        ally.stage = top;
                        log.note(
                            self.cite(Rule::OverlayingAllies),
                            format!(
                                "{source}: {name} is overlaid on {p}'s Ally {person}, set at its highest power stage ({top} above 0)"
                            ),
                        );
                        if let Some(AllyStage::Stages(n)) = stage.filter(|s| *s != AllyStage::Stages(top)) {
                            log.judge.push(format!(
                                "judge resolves: {source} places its Ally at {n} power stage(s) above 0, and CRD 3.0.0 \"Overlaying Allies\" sets an overlaid Ally at its highest power stage (the engine set {top})"
                            ));
                        }
                        return Ok(());
                    }
                    Ok(AllyEntry::New) => {}
                }
                let top = def.top_stage();
                let at = match stage {
                    Some(AllyStage::Highest) => top,
                    Some(AllyStage::Stages(n)) => n.min(top),
                    None => 3.min(top),
                };
                self.state.player_mut(p).allies.push(Personality {
                    levels: vec![c],
                    current: 0,
                    stage: at,
                    attached: Vec::new(),
                });
                log.note(
                    self.cite(Rule::PuttingAlliesIntoPlay),
                    format!("{name} enters play as {p}'s Ally at {at} power stage(s) above 0"),
                );
            }
            "Battleground" | "Location" => {
                let mut old = None;
                for q in PlayerId::BOTH {
                    if let Some(b) = self.state.player(q).in_play.battleground {
                        if crate::corpus::names::same_name(self.state.name(b), &name) {
                            return Err(EngineError::Illegal(format!(
                                "{source}: {name} cannot be placed into play: a Battleground or Location of that name is in play"
                            )));
                        }
                        old = Some((q, b));
                    }
                }
                if let Some((q, b)) = old {
                    self.state.player_mut(q).in_play.battleground = None;
                    self.state.player_mut(q).removed.push(b);
                    log.note(
                        self.cite(Rule::Battlegrounds),
                        format!(
                            "{} is removed from the game: {name} comes into play",
                            self.state.name(b)
                        ),
                    );
                } else {
                    log.cite(self.cite(Rule::Battlegrounds));
                }
                self.state.player_mut(p).in_play.battleground = Some(c);
            }
            "Non-Combat" => self.state.player_mut(p).in_play.non_combat.push(c),
            other => {
                return Err(EngineError::Illegal(format!(
                    "{source}: {name} is a {other} card: it cannot be placed into play"
                )))
            }
        }
        Ok(())
    }

    /// Shuffles a Life Deck: every card in it becomes an unknown card.
    pub(in crate::engine) fn shuffle_life_deck(
        &mut self,
        p: PlayerId,
        source: &str,
        log: &mut Log,
    ) {
        let deck = &mut self.state.player_mut(p).life_deck;
        deck.shuffle();
        let shuffled = deck.shuffled.clone();
        let size = deck.len();
        let names: Vec<String> = shuffled
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        log.note(
            self.cite(Rule::Shuffling),
            format!(
                "{source}: {p} shuffles its Life Deck ({size} cards; no card has a known place any more{})",
                if names.is_empty() {
                    String::new()
                } else {
                    format!("; it holds {}", names.join(", "))
                }
            ),
        );
    }
}
