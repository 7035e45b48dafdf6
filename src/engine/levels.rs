//! Anger, power stages from effects, and personality levels (CRD "Anger", "Advancing your Main
//! Personality", "Most Powerful Personality Victory").

use super::damage::lose_life_cards;
use super::log::{Log, VictoryKind};
use super::queries;
use super::ruleset::{Rule, Ruleset};
use super::state::{BoardState, PlayerId};

/// A card that keeps a player's anger where it is.
pub struct AngerBlock {
    /// The card.
    pub source: String,
    /// How long it lasts, in words.
    pub lasts: &'static str,
    /// The rule that makes it hold (a floating effect, a Drill in play).
    pub rule: Rule,
}

/// What keeps `player`'s anger from changing by `by`, if anything: a floating "No player may
/// gain anger for the remainder of Combat" for a raise (Floating effects), a Drill "Your anger
/// may not be lowered while this Drill is in play" or a Constant Combat Power "Your anger level
/// cannot be lowered" for a lowering (Drills in play, Personality Powers).
pub fn anger_change_blocked(state: &BoardState, player: PlayerId, by: i32) -> Option<AngerBlock> {
    if by > 0 {
        queries::anger_blocked(state, player)
            .map(|source| AngerBlock {
                source,
                lasts: "for the remainder of Combat",
                rule: Rule::FloatingEffects,
            })
            // `prohibitions`: "Nothing can raise your anger except this Constant Combat Power".
            .or_else(|| {
                crate::engine::effects::prohibitions::prohibitions_resolve::anger_raise_prohibited(
                    state, player,
                )
                .map(|(source, lasts, rule)| AngerBlock {
                    source,
                    lasts,
                    rule,
                })
            })
    } else if by < 0 {
        queries::anger_lock(state, player)
            .map(|source| AngerBlock {
                source,
                lasts: "while it is in play",
                rule: Rule::DrillCards,
            })
            // `prohibitions`: "Your anger level cannot be lowered" (a Constant Combat Power).
            .or_else(|| {
                crate::engine::effects::prohibitions::prohibitions_resolve::anger_lower_prohibited(
                    state, player,
                )
                .map(|(source, lasts, rule)| AngerBlock {
                    source,
                    lasts,
                    rule,
                })
            })
    } else {
        None
    }
}

/// Changes a player's anger; 5 or more (the ruleset's number) advances the Main Personality.
pub fn change_anger(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: i32,
) {
    // A Constant Combat Power that changes a raise ("double the amount of anger you are
    // raising"), before the cap on what is gained.
    let by = if by > 0 {
        crate::engine::effects::personality_powers::anger_raises_resolve::changed_anger_raise(
            state, rules, log, player, by,
        )
    } else {
        by
    };
    // The Battleground in play that caps a raise ("... only raises his anger 1 level").
    let by = if by > 0 {
        crate::engine::effects::in_play::battleground_rules_resolve::capped_anger_raise(
            state, rules, log, player, by,
        )
    } else {
        by
    };
    // A Constant Combat Power "You cannot have your anger lowered by more than 1 level by any
    // card": one card's lowering is cut to that many levels.
    let by = match crate::engine::effects::prohibitions::prohibitions_resolve::anger_lowering_cap(
        state, player,
    ) {
        Some((most, source)) if i64::from(by) < -i64::from(most) => {
            let most = i32::try_from(most).unwrap_or(i32::MAX);
            log.cite(rules.cite(Rule::PersonalityPowers));
            log.note(
                rules.cite(Rule::Anger),
                format!(
                    "{source}'s Constant Combat Power: {player}'s anger cannot be lowered by more than {most} level(s) by one card (lowered {most} instead of {})",
                    -by
                ),
            );
            -most
        }
        _ => by,
    };
    // A card in play or a floating effect that keeps this anger where it is.
    if let Some(block) = anger_change_blocked(state, player, by) {
        log.cite(rules.cite(block.rule));
        log.note(
            rules.cite(Rule::Anger),
            format!(
                "{}: {player}'s anger cannot be {} {} (stays {})",
                block.source,
                if by > 0 { "raised" } else { "lowered" },
                block.lasts,
                state.player(player).anger
            ),
        );
        return;
    }
    // The anger this player needs to advance (an opponent's Mastery may raise it).
    let (to_advance, raised_by) =
        crate::engine::effects::levels::anger_to_advance_resolve::anger_to_advance(
            state, rules, player,
        );
    let pl = state.player_mut(player);
    let before = pl.anger;
    // Saturated at 0 and u32::MAX: no anger can wrap.
    pl.anger = u32::try_from((i64::from(pl.anger) + i64::from(by)).max(0)).unwrap_or(u32::MAX);
    let after = pl.anger;
    // Text attacks gain: the levels gained, for "each anger level gained".
    if after > before {
        pl.combat.anger_gained = pl
            .combat
            .anger_gained
            .saturating_add(after.min(to_advance.max(before)).saturating_sub(before));
    }
    log.note(
        rules.cite(Rule::Anger),
        format!("{player}'s anger {before} -> {after}"),
    );
    // A card that makes this player lose at this anger: the loss comes first, anger is not
    // set back to 0 and the Main Personality does not advance.
    if let Some((at, card)) = state.player(player).game.lose_at_anger.clone() {
        if after >= at && after > before {
            log.win(
                player.other(),
                VictoryKind::CardEffect,
                rules.cite(Rule::GoldenRule),
                format!(
                    "{card}: {player} reaches {after} anger and loses the game (\"When you reach {at} anger you lose the game\"); {} wins by the card's effect",
                    player.other()
                ),
            );
            return;
        }
    }
    if let (Some(source), true) = (&raised_by, after >= rules.anger_to_advance) {
        log.cite(rules.cite(Rule::MasteryCards));
        log.note(
            rules.cite(Rule::Anger),
            format!("{source}: {player} must reach {to_advance} anger to advance a personality level (has {after})"),
        );
    }
    // At the highest level nothing advances: the Mastery's words ("to advance a personality
    // level") do not say whether the CRD's "5 or more anger at the highest level" reset waits
    // for its number too. The documents are silent: the judge decides.
    let highest = {
        let pl = state.player(player);
        pl.mp.current.saturating_add(1) >= pl.mp.levels.len()
    };
    if let (Some(source), true, true) = (&raised_by, highest, after < to_advance) {
        if after >= rules.anger_to_advance {
            log.judge.push(format!(
                "judge resolves: {player} has {after} anger at the highest personality level; {source} asks for {to_advance} anger to advance a level, and neither the card nor the CRD (\"Anger\") says whether the highest-level reset (highest power stage, anger set to 0) waits for {to_advance}"
            ));
            return;
        }
    }
    if after >= to_advance {
        // An opponent's card used as the anger reaches this level (`timing::anger_windows`).
        if let Some(a) = state.player(player).combat.anger_answer {
            if !a.used && after >= a.reached.at {
                let name = state.name(a.card).to_string();
                let pl = state.player_mut(player);
                pl.anger = a.reached.to;
                if let Some(x) = pl.combat.anger_answer.as_mut() {
                    x.used = true;
                }
                log.note(
                    rules.cite(Rule::Anger),
                    format!(
                        "{name}: {player}'s anger reaches {after}: it is set to {} instead of gaining a personality level",
                        a.reached.to
                    ),
                );
                return;
            }
        }
        advance_by_anger(state, rules, log, player, to_advance);
    }
}

fn advance_by_anger(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    to_advance: u32,
) {
    let cite = rules.cite(Rule::Anger);
    let pl = state.player(player);
    let can_advance = pl.mp.current.saturating_add(1) < pl.mp.levels.len();
    if can_advance {
        raise_level(state, rules, log, player, 1, |state, log, drills| {
            let top = state.personality_def(&state.player(player).mp).top_stage();
            let pl = state.player_mut(player);
            pl.anger = 0;
            pl.mp.stage = top;
            let name = state.personality_def(&state.player(player).mp).name.clone();
            log.note(
                cite,
                format!(
                    "{to_advance} or more anger: {player}'s Main Personality advances to {name} at its highest power stage ({top}); anger does not carry over; {drills} Drill(s) discarded"
                ),
            );
        });
    } else {
        let top = state.personality_def(&state.player(player).mp).top_stage();
        let pl = state.player_mut(player);
        pl.mp.stage = top;
        pl.anger = 0;
        log.note(
            cite,
            format!("{to_advance} or more anger at the highest level: {player}'s Main Personality goes to its highest power stage and anger is set to 0"),
        );
    }
}

/// Every rise of a Main Personality's level, by anger or by a card effect: up `by` levels (as far
/// as its listed levels go), its power usable again ("Personality Powers"), its Drills discarded
/// ("Drill Cards"). `then` sets what the cause decides (stage, anger) and logs the step, given
/// the number of Drills discarded; then the Most Powerful Personality Victory is checked. Returns
/// the number of levels gained.
pub fn raise_level(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: usize,
    then: impl FnOnce(&mut BoardState, &mut Log, usize),
) -> usize {
    let pl = state.player(player);
    let top = pl.mp.levels.len().saturating_sub(1);
    let target = pl.mp.current.saturating_add(by).min(top);
    let gained = target.saturating_sub(pl.mp.current);
    if gained == 0 {
        return 0;
    }
    let had_drills = !state.player(player).in_play.drills.is_empty();
    let pl = state.player_mut(player);
    pl.mp.current = target;
    let levels = pl.mp.levels.clone();
    pl.powers_used.level_changed(&levels);
    let discarded =
        crate::engine::effects::in_play::protected_cards_resolve::level_change_discards_drills(
            state, log, player,
        );
    then(state, log, discarded);
    if had_drills {
        log.cite(rules.cite(Rule::DrillCards));
    }
    check_most_powerful(state, rules, log, player);
    gained
}

/// The Most Powerful Personality Victory: the Main Personality is at the highest level of any
/// personality card in the game.
pub fn check_most_powerful(state: &BoardState, rules: &Ruleset, log: &mut Log, player: PlayerId) {
    let level = state
        .personality_def(&state.player(player).mp)
        .level
        .unwrap_or(0);
    let highest = state
        .cards
        .iter()
        .filter(|c| c.def.card_type.eq_ignore_ascii_case("Personality"))
        .filter_map(|c| c.def.level)
        .max()
        .unwrap_or(0);
    if level > 0 && level >= highest {
        if crate::engine::effects::victories::victory_bars_for_turns::victory_barred(
            state,
            rules,
            log,
            player,
            VictoryKind::MostPowerfulPersonality,
        ) {
            return;
        }
        if let Some(card) = &state.player(player).game.no_most_powerful_victory {
            log.note(
                rules.cite(Rule::MostPowerfulVictory),
                format!(
                    "{player}'s Main Personality reached level {level}, the highest level in the game, but {card} says {player} cannot win by the Most Powerful Personality Victory"
                ),
            );
            return;
        }
        if let Some(bar) =
            crate::engine::effects::victories::victory_bars::most_powerful_bar(state, player)
        {
            for r in bar.card.text_source.iter().chain(bar.card.rulings.iter()) {
                log.cite_ruling(r);
            }
            log.note(
                rules.cite(Rule::MostPowerfulVictory),
                format!(
                    "{player}'s Main Personality reached level {level}, the highest level in the game, but the Most Powerful Personality Victory is not awarded: {}{} reads \"{}\"",
                    if bar.ruling.is_some() { "the CRD ruling on " } else { "" },
                    bar.card.name,
                    bar.sentence
                ),
            );
            return;
        }
        log.win(
            player,
            VictoryKind::MostPowerfulPersonality,
            rules.cite(Rule::MostPowerfulVictory),
            format!(
                "{player}'s Main Personality reached level {level}, the highest level in the game"
            ),
        );
    }
}

/// Raises or lowers a Main Personality's power stages from an effect. Above the top it stops at
/// the top; a loss past 0 discards a life card per stage left over.
pub fn change_stages(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: i32,
) {
    if by > 0 && barred_gain(state, rules, log, player) {
        return;
    }
    // `personality_powers::stage_gains`: "he gains double the amount" (before the top stops it).
    let by = if by > 0 {
        crate::engine::effects::personality_powers::stage_gains_resolve::changed_stage_gain(
            state, rules, log, player, by,
        )
    } else {
        by
    };
    let top = state.personality_def(&state.player(player).mp).top_stage();
    let pl = state.player_mut(player);
    let before = pl.mp.stage;
    let target = i64::from(before) + i64::from(by);
    pl.mp.stage = target.clamp(0, i64::from(top)) as u32;
    let after = pl.mp.stage;
    // Errata wordings: what the Main Personality lost during the attack.
    if after < before {
        pl.combat.stages_lost_this_attack = pl
            .combat
            .stages_lost_this_attack
            .saturating_add(before - after);
    }
    log.note(
        rules.cite(Rule::SecondaryEffects),
        format!("{player}'s Main Personality stage {before} -> {after}"),
    );
    if target > i64::from(top) {
        let past = u32::try_from(target - i64::from(top)).unwrap_or(u32::MAX);
        log.note(
            super::citations::CRD_PERSONALITY_CARDS,
            format!("{past} power stage(s) past the highest ({top} above 0) are lost: \"If a personality is at his highest power stage, he cannot go any higher, nor can he store any power stages from card effects to gain them later\""),
        );
    }
    if target < 0 {
        let left = u32::try_from(target.unsigned_abs()).unwrap_or(u32::MAX);
        log.note(
            rules.cite(Rule::SecondaryEffects),
            format!("{left} power stage(s) lost past 0: the top {left} life card(s) are discarded"),
        );
        lose_life_cards(state, rules, log, player, left);
    }
}

/// Raises a Main Personality to its highest power stage.
pub fn highest_stage(state: &mut BoardState, rules: &Ruleset, log: &mut Log, player: PlayerId) {
    if barred_gain(state, rules, log, player) {
        return;
    }
    let top = state.personality_def(&state.player(player).mp).top_stage();
    let pl = state.player_mut(player);
    let before = pl.mp.stage;
    pl.mp.stage = top;
    log.note(
        rules.cite(Rule::SecondaryEffects),
        format!("{player}'s Main Personality raised to its highest power stage: {before} -> {top}"),
    );
}

/// A prohibition kept on the board bars `player`'s Main Personality from gaining power stages
/// (`prohibitions::turn_spans`): said, and true.
fn barred_gain(state: &BoardState, rules: &Ruleset, log: &mut Log, player: PlayerId) -> bool {
    crate::engine::effects::prohibitions::turn_spans::gain_barred(
        state,
        rules,
        log,
        player,
        "Main Personality",
    )
}
