"""Writes one board file per case: <half>/boards/<ID>[a|b].json (written from the cases and docs/scenario-format.md only) and rules.txt."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 600,000 .. 1,500,000 (C from 2 above 0), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 275,000 .. 500,000 (B), PUR 2
KRILS = ['score/cell-saga/089', 'score/cell-saga/099', 'score/cell-saga/097']
NAPPAS = ['score/saiyan-saga/176', 'score/saiyan-saga/177', 'score/saiyan-saga/178']
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'; SEB = 'Saiyan Energy Blast'
NDB3 = 'Namek Dragon Ball 3'
YAM = 'Yamcha, the Friend Lv.1'; PICW = 'Piccolo, the Warrior Lv.1'
def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}
L20 = life(20)
B = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': json.loads(json.dumps(p1)), 'p2': json.loads(json.dumps(p2))}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d
S = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
TURN = lambda step, n=1: {'number': n, 'step': step}
PP = dict(prepare_phase=True)
def P1(stage=5, **kw): return mp(GOKU, stage, **({'life_deck': L20, 'hand': []} | kw))
def P2(stage=5, **kw): return mp(KRIL, stage, **({'hand': [], 'life_deck': L20} | kw))
R = {}   # rules.txt: id -> deciding rule id(s), alternatives "|"
# ---------- A ----------
R['S001'] = S + 'vegeta-lv-1-ht'
board('S001', "Vegeta Lv.1 HT's power stops an energy attack", [R['S001']], 'p1',
 P1(hand=[ORB]), mp('score/saiyan-saga/184', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'power'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'life_deck': 17}}], **PP)
R['S002'] = S + 'tien-lv-1'
board('S002', "Tien Lv.1's Multi-Form performs two physical attacks, each defended", [R['S002']], 'p1',
 mp('score/saiyan-saga/082', 5, hand=[], life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['option 1']}, {'p2': 'take'}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p2': {'stage': 3, 'life_deck': 17}}], **PP)
R['S003'] = S + 'chiaotzu-lv-2'
board('S003', "Chiaotzu Lv.2 as an Ally: removed as the cost, damage still dealt, no loss", [R['S003']], 'p1',
 mpl(KRILS, 2, 1, allies=[{'card': 'score/saiyan-saga/105', 'stage': 3}], hand=[], life_deck=L20), mp(GOKU, 5, hand=[], life_deck=L20),
 [{'p1': 'power', 'personality': 'Chiaotzu Lv.2'}, {'p2': 'take'}],
 [{'at_end': True, 'no_winner': True, 'p1': {'removed': ['Chiaotzu Lv.2'], 'allies': {}, 'stage': 1}, 'p2': {'life_deck': 11}}], **PP)
R['S004'] = S + 'android-14-lv-1'
board('S004', "Android 14 Lv.1's discard-a-card physical attack used twice in one turn", [R['S004']], 'p1',
 mp('score/movie-7/m7', 5, hand=['H1', 'H2'], life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['H1']}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'power', 'choose': ['H2']}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'p1': {'discard': ['H1', 'H2']}, 'p2': {'stage': 1, 'life_deck': 13}}], **PP)
R['S005'] = S + 'android-18-lv-1'
board('S005', "Android 18 Lv.1 (CS #182) entering Combat as the attacker: reorder the top 6, then draw", [R['S005']], 'p1',
 mp('score/cell-saga/182', 5, hand=[], life_deck=life(20, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'])), P2(),
 [{'p1': 'power', 'choose': ['T3', 'T1', 'T2', 'T4', 'T5', 'T6']}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p1': {'hand': ['T3'], 'life_deck': 19, 'life_deck_top': ['T1', 'T2', 'T4', 'T5', 'T6']}, 'p2': {'life_deck': 17}}], **PP)
R['S006'] = 'card-text-quote-only'
board('S006', "Bulma, the Wife Lv.1 prevents 2 life cards of an energy attack", ['crd-3.0.0/power-up-rating-pur'], 'p1',
 P1(hand=[ORB]), mp('score/kid-buu-saga/045', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 14}}], **PP)
R['S007'] = S + 'android-20-lv-1'
board('S007a', "Android 20 Lv.1 pays 5 power stages and places Android 17 from the discard pile at 5", [R['S007']], 'p1',
 mp('score/android-saga/118', 5, hand=[], discard=['score/android-saga/115'], life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['Android 17 Lv.1']}],
 [{'at_end': True, 'p1': {'stage': 0, 'allies': {'Android 17 Lv.1': 5}, 'discard': []}}])
board('S007b', "Android 20 Lv.1 at 4 above 0 cannot pay 5 power stages: the power cannot be used", [R['S007']], 'p1',
 mp('score/android-saga/118', 4, hand=[], discard=['score/android-saga/115'], life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['Android 17 Lv.1']}],
 [{'at_end': True, 'error': 'pay', 'p1': {'stage': 4, 'allies': {}}}])
R['S008'] = S + 'piccolo-lv-1'
board('S008', "Piccolo Lv.1 (MBS #176): the bottom card of the discard pile to the bottom of the Life Deck, anger -1, +3", [R['S008']], 'p1',
 mp('score/majin-buu-saga/176', 5, hand=[], discard=['D1', 'D2'], life_deck=L20), P2(anger=2),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'life_deck': 21, 'life_deck_bottom': ['D1'], 'discard': ['D2']}, 'p2': {'anger': 1, 'stage': 1, 'life_deck': 17}}], **PP)
R['S009'] = S + 'krillin-lv-1-ht'
board('S009', "Krillin Lv.1 HT draws a card when entering Combat, before the defender's 3", [R['S009']], 'p1',
 P1(), mp('score/saiyan-saga/182', 5, hand=[], life_deck=L20),
 [{'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p2': {'life_deck': 16}}, {'at_end': True, 'combat_ended': True}], **PP)
R['S010'] = S + 'lord-slug-lv-3'
board('S010', "Lord Slug Lv.3 doubles Dream Fighting's card put back into the Life Deck", [R['S010'], S + 'dream-fighting'], 'p1',
 mp('score/capsule-corp-power-pack/cp6', 5, hand=['Dream Fighting'], discard=['D1', 'D2', 'D3'], life_deck=L20), P2(),
 [{'p1': 'play', 'card': 'Dream Fighting', 'may': True}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'life_deck': 22, 'discard': ['D3'], 'removed': ['Dream Fighting']}}], **PP)
# ---------- B ----------
R['S011'] = S + 'earth-dragon-ball-4'
board('S011', "Earth Dragon Ball 4: anger +2 when placed; the next Combat P1 is forced into is skipped at once", [R['S011']], 'p1',
 mp(GOKU, 5, anger=0, hand=['score/saiyan-saga/076'], life_deck=L20), P2(),
 [{'p1': 'play', 'card': 'Earth Dragon Ball 4'}, {'p1': 'skip_combat'}, {'p1': 'rejuvenate', 'may': False}, {'p2': 'declare'}],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p1': {'anger': 2}}, {'at_end': True, 'p1': {'life_deck': 20, 'hand': []}, 'p2': {'life_deck': 17}}],
 turn=TURN('non_combat'))
R['S012'] = S + 'earth-dragon-ball-5'
board('S012', "Earth Dragon Ball 5 played: highest stage, anger +2, draw 2, top 2 of the discard pile to the bottom", [R['S012']], 'p1',
 mp(GOKU, 5, anger=0, hand=['score/saiyan-saga/077'], discard=['D1', 'D2', 'D3'], life_deck=life(20, ['T1', 'T2'])), P2(),
 [{'p1': 'play', 'card': 'Earth Dragon Ball 5'}],
 [{'at_end': True, 'p1': {'stage': 10, 'anger': 2, 'hand': ['T1', 'T2'], 'life_deck': 20, 'discard': ['D1']}}],
 turn=TURN('non_combat'))
R['S013'] = S + 'earth-dragon-ball-combat|crd-3.0.0/capturing-dragon-balls'
board('S013', "Earth Dragon Ball Combat: a successful 4-life-card energy attack captures a Dragon Ball", [S + 'earth-dragon-ball-combat'], 'p1',
 P1(hand=['score/saiyan-saga/189']), P2(in_play={'dragon_balls': ['score/trunks-saga/079']}),
 [{'p1': 'play', 'card': 'Earth Dragon Ball Combat', 'capture': NDB3, 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'in_play': {'dragon_balls': [NDB3]}, 'dragon_ball_owners': {NDB3: 'p2'}}, 'p2': {'life_deck': 13, 'in_play': {'dragon_balls': []}}}], **PP)
R['S014'] = 'card-text-quote-only'
board('S014', "Goku's Capturing Drill: P2's Dragon Ball may not be captured by a 5-life-card attack", ['crd-3.0.0/conflicting-card-effects'], 'p1',
 P1(hand=[ORB]), P2(in_play={'dragon_balls': ['score/trunks-saga/079'], 'drills': ["Goku's Capturing Drill"]}),
 [{'p1': 'play', 'card': ORB, 'capture': NDB3, 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 12, 'in_play': {'dragon_balls': [NDB3]}}}], **PP)
R['S015'] = S + 'earth-dragon-ball-7'
board('S015', "Earth Dragon Ball 7 placed in the Non-Combat Step: opponent's anger -2, no ending Combat with it", [R['S015']], 'p1',
 mp(GOKU, 5, hand=['score/saiyan-saga/187'], discard=[], life_deck=L20), P2(anger=3),
 [{'p1': 'play', 'card': 'Earth Dragon Ball 7'}, {'p1': 'declare'}, {'p1': 'use', 'card': 'Earth Dragon Ball 7'}],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p2': {'anger': 1}}, {'at_end': True, 'error': 'Earth Dragon Ball 7', 'p2': {'life_deck': 17}}],
 turn=TURN('non_combat'))
R['S016'] = S + 'no-really-drill'
board('S016', "No, Really Drill? (opponent's): Earth Dragon Ball 5 enters play with a blank text box", [R['S016']], 'p1',
 mp(GOKU, 5, anger=0, hand=['score/saiyan-saga/077'], discard=['D1', 'D2', 'D3'], life_deck=L20), P2(in_play={'drills': ['No, Really Drill?']}),
 [{'p1': 'play', 'card': 'Earth Dragon Ball 5'}],
 [{'at_end': True, 'p1': {'stage': 5, 'anger': 0, 'hand': [], 'life_deck': 20, 'discard': ['D1', 'D2', 'D3'], 'in_play': {'dragon_balls': ['Earth Dragon Ball 5']}}}],
 turn=TURN('non_combat'))
R['S017'] = S + 'kami-fades'
board('S017', "Kami Fades removes Earth Dragon Balls in play and in the Life Deck", [R['S017']], 'p1',
 P1(in_play={'non_combat': ['Kami Fades']}), P2(in_play={'dragon_balls': ['score/saiyan-saga/015']}, life_deck=life(20, ['L1', 'L2', 'L3', 'score/saiyan-saga/186'])),
 [{'p1': 'use', 'card': 'Kami Fades'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'p1': {'discard': ['Kami Fades']}, 'p2': {'life_deck': 16, 'in_play': {'dragon_balls': []}, 'removed': ['Earth Dragon Ball 1', 'Earth Dragon Ball 6']}}], **PP)
R['S018'] = S + 'the-power-of-the-dragon'
board('S018', "The Power of the Dragon shuffles back every Dragon Ball the opponent owns, whoever controls it", [R['S018'], 'crd-3.0.0/ownership'], 'p1',
 P1(hand=['The Power of the Dragon'], discard=['score/cell-saga/084'], in_play={'dragon_balls': ['Earth Dragon Ball 1', 'Namek Dragon Ball 2'], 'dragon_ball_owners': {'Namek Dragon Ball 2': 'p2'}}),
 P2(in_play={'dragon_balls': ['score/trunks-saga/079']}),
 [{'p1': 'play', 'card': 'The Power of the Dragon', 'choose': [YAM]}],
 [{'at_end': True, 'p1': {'allies': {YAM: 3}, 'in_play': {'dragon_balls': ['Earth Dragon Ball 1']}}, 'p2': {'life_deck': 19, 'in_play': {'dragon_balls': []}}}], **PP)
R['S019'] = S + 'android-18s-stare-down'
board('S019', "Android 18's Stare Down discards a Dragon Ball from the hand: it goes to the bottom of the Life Deck", [R['S019'], 'crd-3.0.0/discarding-dragon-balls'], 'p1',
 mp('score/saiyan-saga/176', 5, hand=["Android 18's Stare Down"], life_deck=L20), P2(hand=['score/trunks-saga/136', 'L1']),
 [{'p1': 'play', 'card': "Android 18's Stare Down", 'choose': ['Namek Dragon Ball 5']}],
 [{'at_end': True, 'p2': {'hand': ['L1'], 'life_deck': 21, 'life_deck_bottom': ['Namek Dragon Ball 5'], 'discard': []}}])
R['S020'] = S + 'gohans-kick'
board('S020', "Gohan's Kick: Earth Dragon Ball 6 may not be used to end that Combat", [R['S020']], 'p1',
 P1(hand=["Gohan's Kick"]), P2(in_play={'dragon_balls': ['score/saiyan-saga/186']}),
 [{'p1': 'play', 'card': "Gohan's Kick"}, {'p2': 'take'}, {'p2': 'use', 'card': 'Earth Dragon Ball 6'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 20}}, {'at_end': True, 'error': "Gohan's Kick"}])
# ---------- C ----------
R['S021'] = S + 'black-energy-stamina-drill'
board('S021', "Black Energy Stamina Drill: Saiyan Energy Blast costs 1, not 3", [R['S021']], 'p1',
 P1(in_play={'drills': ['Black Energy Stamina Drill']}, hand=[SEB]), P2(),
 [{'p1': 'play', 'card': SEB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'life_deck': 13}}], **PP)
R['S022'] = S + 'bulma-finds-a-drill'
board('S022', "Bulma Finds a Drill is not a Drill: it stays in play when the MP advances a level", [R['S022'], 'crd-3.0.0/anger'], 'p1',
 P1(hand=[ORB]), mpl(KRILS, 1, 5, anger=4, in_play={'drills': ["Chiaotzu's Drill"], 'non_combat': ['Bulma Finds a Drill']}, hand=["Gohan's Energy Defense"], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'play', 'card': "Gohan's Energy Defense"}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'level': 2, 'life_deck': 17, 'in_play': {'drills': [], 'non_combat': ['Bulma Finds a Drill']}}}], **PP)
R['S023'] = S + 'ally-wins'
board('S023', "Ally Wins!: one life card per Ally, removed from the game", [R['S023']], 'p1',
 P1(allies=[{'card': 'score/cell-saga/084', 'stage': 3}, {'card': 'score/cell-saga/170', 'stage': 3}], in_play={'non_combat': ['Ally Wins!']}), P2(),
 [{'p1': 'use', 'card': 'Ally Wins!'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'p1': {'removed': ['Ally Wins!']}, 'p2': {'life_deck': 15}}], **PP)
R['S024'] = S + 'orange-lifting-drill'
board('S024', "Orange Lifting Drill discards all of the opponent's Drills, once per Combat", [R['S024']], 'p1',
 P1(in_play={'drills': ['Orange Lifting Drill']}), P2(in_play={'drills': ['Piccolo Defense Drill', 'Red Rolling Drill']}),
 [{'p1': 'use', 'card': 'Orange Lifting Drill'}, {'p2': 'pass'}, {'p1': 'use', 'card': 'Orange Lifting Drill'}],
 [{'after_step': 3, 'phase': 1, 'p1': {'in_play': {'drills': ['Orange Lifting Drill']}}, 'p2': {'in_play': {'drills': []}}}, {'at_end': True, 'error': 'per Combat'}], **PP)
R['S025'] = S + 'red-wrist-control-drill'
board('S025', "Red Wrist Control Drill: 3 power stages paid as a cost make the opponent lose 1", [R['S025']], 'p1',
 P1(in_play={'drills': ['Red Wrist Control Drill']}, hand=[SEB]), P2(),
 [{'p1': 'play', 'card': SEB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'stage': 4, 'life_deck': 13}}], **PP)
R['S026'] = S + 'blue-holding-drill'
board('S026', "Blue Holding Drill (opponent's): only 1 Non-Combat card placed from the hand this turn", [R['S026']], 'p1',
 mp(GOKU, 5, hand=['Saiyan Energy Focus', 'score/saiyan-saga/080'], life_deck=L20), P2(in_play={'drills': ['Blue Holding Drill']}),
 [{'p1': 'play', 'card': 'Saiyan Energy Focus'}, {'p1': 'play', 'card': 'Saiyan Training'}],
 [{'at_end': True, 'error': 'Blue Holding Drill', 'p1': {'in_play': {'non_combat': ['Saiyan Energy Focus']}, 'hand': ['Saiyan Training']}}],
 turn=TURN('non_combat'))
R['S027'] = S + 'red-coordination-drill|' + S + 'red-knee-pick-drill'
board('S027', "Red Knee Pick Drill (attacker) and Red Coordination Drill (defender) each draw 1 entering Combat", [S + 'red-knee-pick-drill', S + 'red-coordination-drill'], 'p1',
 P1(in_play={'drills': ['Red Knee Pick Drill']}), P2(in_play={'drills': ['Red Coordination Drill']}),
 [{'p1': 'use', 'card': 'Red Knee Pick Drill', 'may': True}, {'p2': 'use', 'card': 'Red Coordination Drill', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p1': {'life_deck': 19}, 'p2': {'life_deck': 16}}, {'at_end': True, 'combat_ended': True}], **PP)
R['S028'] = S + 'red-reading-drill'
board('S028', "Red Reading Drill: 1 less life card, once per Combat", [R['S028']], 'p1',
 P1(hand=[ORB, ORB]), P2(in_play={'drills': ['Red Reading Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p2': 'use', 'card': 'Red Reading Drill', 'may': True}, {'p2': 'pass'},
  {'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p2': 'use', 'card': 'Red Reading Drill', 'may': True}],
 [{'after_step': 16, 'phase': 1, 'p2': {'life_deck': 13}}, {'at_end': True, 'error': 'per Combat'}], **PP)
R['S029'] = S + 'orange-body-shifting-drill'
board('S029', "Orange Body Shifting Drill: a cost-2 energy attack costs 1, a cost-3 one still 3", [R['S029']], 'p1',
 P1(in_play={'drills': ['Orange Body Shifting Drill']}, hand=[ORB, SEB]), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': SEB}, {'p2': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 4}, 'p2': {'life_deck': 12}}, {'at_end': True, 'p1': {'stage': 1}, 'p2': {'life_deck': 8}}], **PP)
R['S030'] = 'crd-3.0.0/battleground-and-location-cards'
board('S030', "Capsule Corp. (the opponent's Location): a Focused energy attack costs +3", [R['S030']], 'p1',
 mp('score/cell-games-saga/122', 6, hand=[], life_deck=L20), P2(in_play={'battleground': 'Capsule Corp.'}),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 1}, 'p2': {'life_deck': 13}}], **PP)
# ---------- D ----------
R['S031'] = S + 'goku-anger-attack'
board('S031', "Goku Anger Attack doubles the PAT before the Drill's +3", [R['S031']], 'p1',
 P1(in_play={'drills': ['Blue Neck Restraint Drill']}, hand=['Goku Anger Attack']), P2(),
 [{'p1': 'play', 'card': 'Goku Anger Attack'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 15}}], **PP)
R['S032'] = S + 'raditz-flying-kick'
board('S032', "Raditz Flying Kick triples the PAT before the Drill's -2", [R['S032']], 'p1',
 P1(hand=['Raditz Flying Kick']), P2(in_play={'drills': ['Blue Breakfall Drill']}),
 [{'p1': 'play', 'card': 'Raditz Flying Kick'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 1, 'life_deck': 17}}], **PP)
R['S033'] = S + 'black-fore-fist-punch'
board('S033', "Black Fore Fist Punch: 6 life cards, then -3 power stages to a minimum of 0", [R['S033']], 'p1',
 P1(hand=['Black Fore Fist Punch']), P2(stage=2),
 [{'p1': 'play', 'card': 'Black Fore Fist Punch'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 0, 'life_deck': 11}}], **PP)
R['S034'] = S + 'gohans-physical-attack'
board('S034', "Gohan's Physical Attack: +5 power stages before the PAT is read", [R['S034'], 'crd-3.0.0/battle-sequence/3'], 'p1',
 P1(stage=1, anger=0, hand=["Gohan's Physical Attack"]), P2(),
 [{'p1': 'play', 'card': "Gohan's Physical Attack"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 6, 'anger': 1}, 'p2': {'stage': 3, 'life_deck': 17}}], **PP)
R['S035'] = S + 'piccolos-physical-defense'
board('S035', "Piccolo's Physical Defense stops and gains 4", [R['S035']], 'p1',
 P1(hand=[SRC]), P2(hand=["Piccolo's Physical Defense"]),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': "Piccolo's Physical Defense"}],
 [{'at_end': True, 'p1': {'stage': 5}, 'p2': {'stage': 9, 'life_deck': 17}}], **PP)
R['S036'] = S + 'mothers-touch'
board('S036', "Mother's Touch stops Saiyan Energy Blast: its If-successful restriction does not apply", [R['S036'], 'crd-3.0.0/if-successful-effects'], 'p1',
 P1(hand=[SEB]), P2(hand=["Mother's Touch", SRC]),
 [{'p1': 'play', 'card': SEB}, {'p2': 'play', 'card': "Mother's Touch"}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'stage': 0, 'life_deck': 19}, 'p2': {'removed': ["Mother's Touch"], 'life_deck': 17}}], **PP)
R['S037'] = S + 'frieza-smiles'
board('S037', "Frieza Smiles as the first card: stops all physical attacks for the rest of Combat", [R['S037']], 'p1',
 P1(hand=[SRC, SRC]), P2(hand=['Frieza Smiles']),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Frieza Smiles'}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 5, 'life_deck': 17}}], **PP)
R['S038'] = S + 'straining-arm-drag-move'
board('S038', "Straining Arm Drag Move: 1 life card, then the attacker must pass", [R['S038']], 'p1',
 P1(hand=['Straining Arm Drag Move', SRC]), P2(),
 [{'p1': 'play', 'card': 'Straining Arm Drag Move'}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}],
 [{'after_step': 16, 'phase': 1, 'p2': {'life_deck': 16}}, {'at_end': True, 'error': 'pass'}], **PP)
R['S039'] = S + 'saiyan-energy-blast|crd-3.0.0/performing-attacks-and-preventing-their-use'
board('S039', "Saiyan Energy Blast successful: no physical attack in the opponent's next Attack Phase", [S + 'saiyan-energy-blast'], 'p1',
 P1(hand=[SEB]), P2(hand=[SRC]),
 [{'p1': 'play', 'card': SEB}, {'p2': 'take'}, {'p2': 'play', 'card': SRC}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 2}, 'p2': {'life_deck': 13}}, {'at_end': True, 'error': 'physical'}], **PP)
R['S040'] = S + 'saiyan-rapid-fire'
board('S040', "Saiyan Rapid Fire: every opposing Ally loses 4 power stages", [R['S040']], 'p1',
 P1(hand=['Saiyan Rapid Fire']), P2(allies=[{'card': 'score/cell-saga/084', 'stage': 4}, {'card': 'score/cell-saga/170', 'stage': 6}]),
 [{'p1': 'play', 'card': 'Saiyan Rapid Fire'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'life_deck': 13, 'allies': {YAM: 0, PICW: 2}}}], **PP)
# ---------- E ----------
R['S041'] = S + 'hero-advantage'
board('S041a', "Hero Advantage: the defender draws the top 3 of his discard pile instead of 3 life cards", [R['S041']], 'p1',
 P1(), P2(in_play={'non_combat': ['Hero Advantage']}, discard=['D1', 'D2', 'D3', 'D4']),
 [{'p2': 'use', 'card': 'Hero Advantage'}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p2': {'hand': ['D4', 'D3', 'D2'], 'discard': ['D1'], 'life_deck': 20, 'removed': ['Hero Advantage']}}], **PP)
board('S041b', "Hero Advantage with 2 cards in the discard pile cannot be used", [R['S041']], 'p1',
 P1(), P2(in_play={'non_combat': ['Hero Advantage']}, discard=['D1', 'D2']),
 [{'p2': 'use', 'card': 'Hero Advantage'}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'error': 'Hero Advantage'}], **PP)
R['S042'] = S + 'saiyan-honor-quest'
board('S042', "Saiyan Honor Quest: the defender draws the bottom 3 of his discard pile instead of 3 life cards", [R['S042']], 'p1',
 P1(), P2(in_play={'non_combat': ['Saiyan Honor Quest']}, discard=['D1', 'D2', 'D3', 'D4']),
 [{'p2': 'use', 'card': 'Saiyan Honor Quest'}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p2': {'hand': ['D1', 'D2', 'D3'], 'discard': ['D4'], 'life_deck': 20, 'removed': ['Saiyan Honor Quest']}}], **PP)
R['S043'] = 'card-text-quote-only'
board('S043', "Baba's Energy Blast discards the defender's last 3 life cards: Survival Victory", ['crd-3.0.0/survival-victory'], 'p1',
 P1(in_play={'non_combat': ["Baba's Energy Blast"]}), P2(life_deck=life(6)),
 [{'p1': 'use', 'card': "Baba's Energy Blast"}, {'p1': 'pass'}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p1': {'removed': ["Baba's Energy Blast"]}, 'p2': {'life_deck': 0}}], **PP)
R['S044'] = S + 'hercules-close-save'
board('S044', "Hercule's Close Save after all the damage: 4 cards back, no Survival Victory", [R['S044']], 'p1',
 P1(hand=[ORB]), P2(life_deck=life(6), discard=['D1', 'D2', 'D3', 'D4', 'D5'], in_play={'non_combat': ["Hercule's Close Save"]}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p2': 'use', 'card': "Hercule's Close Save"}],
 [{'at_end': True, 'no_winner': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 4, 'removed': ["Hercule's Close Save"]}}], **PP)
R['S045'] = S + 'straining-energy-move|crd-3.0.0/survival-victory'
board('S045', "Straining Energy Move's 1-life-card cost empties the attacker's Life Deck: he loses", [S + 'straining-energy-move', 'crd-3.0.0/survival-victory'], 'p1',
 P1(hand=['Straining Energy Move'], life_deck=life(1, ['L1'])), P2(),
 [{'p1': 'play', 'card': 'Straining Energy Move'}],
 [{'at_end': True, 'winner': 'p2', 'victory': 'survival', 'p1': {'life_deck': 0}, 'p2': {'life_deck': 17}}], **PP)
R['S046'] = 'card-text-quote-only'
board('S046', "Saiyan Training (Irwin Toy, 'Saiyan Gravity Training'): PUR +1 at the next Power-Up Step", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn'], 'p1',
 mp(GOKU, 5, hand=['score/irwin-toy/ir6'], life_deck=L20), P2(life_deck=life(20, ['K1', 'K2', 'K3'])),
 [{'p1': 'play', 'card': 'Saiyan Training'}, {'p2': 'pass'}, {'p1': 'pass'},
  {'p2': 'skip_combat'}, {'p2': 'discard', 'choose': ['K1', 'K2']}, {'p2': 'rejuvenate', 'may': False}, {'p1': 'skip_combat'}],
 [{'after_turn_step': 'power_up', 'turn': 3, 'p1': {'stage': 7, 'removed': ['Saiyan Training']}}],
 turn=TURN('combat'))
R['S047'] = S + 'gohans-energy-defense|crd-3.0.0/anger|crd-3.0.0/most-powerful-personality-victory'
board('S047', "Gohan's Energy Defense raises anger to 5: level 3 of 3 is the Most Powerful Personality Victory", [S + 'gohans-energy-defense', 'crd-3.0.0/anger', 'crd-3.0.0/most-powerful-personality-victory'], 'p1',
 mpl(NAPPAS, 1, 5, hand=[ORB], life_deck=L20), mpl(KRILS, 2, 5, anger=4, hand=["Gohan's Energy Defense"], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'play', 'card': "Gohan's Energy Defense"}],
 [{'at_end': True, 'winner': 'p2', 'victory': 'most_powerful_personality', 'p2': {'level': 3}}])
R['S048'] = S + 'chiaotzu-lv-2'
board('S048', "Chiaotzu Lv.2 as the Main Personality uses his power: removed, no damage, his player loses", [R['S048']], 'p1',
 mp('score/saiyan-saga/105', 5, hand=[], life_deck=L20), P2(),
 [{'p1': 'power'}],
 [{'at_end': True, 'winner': 'p2', 'victory': 'card_effect', 'p2': {'life_deck': 17}}], **PP)

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(R): f.write(f'{k}\t{R[k]}\n')
    print(len(B), 'boards')
