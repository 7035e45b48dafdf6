"""Writes one board file per case: <half>/boards/<ID>[a|b].json (written from the cases and docs/scenario-format.md only)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 600,000 .. 1,500,000 (C from 2 above 0), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 275,000 .. 500,000 (B)
PICW = 'score/cell-saga/170'             # Piccolo, the Warrior Lv.1
KRILN = 'Krillin, the Friend Lv.1'; PICWN = 'Piccolo, the Warrior Lv.1'
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'; CONC = 'Concentration Drill'; BDAD = 'Black Double Attack Drill'
NAPPAS = ['score/saiyan-saga/176', 'score/saiyan-saga/177', 'score/saiyan-saga/178']
BUUS = ['score/fusion-saga/010', 'score/fusion-saga/058', 'score/fusion-saga/057', 'score/fusion-saga/106']
GOKUSS = ['score/majin-buu-saga/156', 'score/majin-buu-saga/157']

def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}
B = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': json.loads(json.dumps(p1)), 'p2': json.loads(json.dumps(p2))}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d
SCC = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
TURN = lambda step, n=1: {'number': n, 'step': step}
L20 = life(20)

# ---------- A ----------
board('P001', "Garlic Jr. Lv.2: energy attacks against him do 3 life cards less", [SCC + 'garlic-jr-lv-2'], 'p1',
 mp(GOKU, 5, hand=['Saiyan Rapid Deflection'], life_deck=L20), mpl(['score/trunks-saga/176', 'score/trunks-saga/177'], 2, 5, life_deck=L20),
 [{'p1': 'play', 'card': 'Saiyan Rapid Deflection'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 17}}])
board('P002', "Raditz Lv.1 HT's anger power takes the place of an attack", [SCC + 'raditz-lv-1-ht'], 'p1',
 mp('score/saiyan-saga/183', 5, anger=0, hand=[], life_deck=L20), mp(KRIL, 5, life_deck=L20),
 [{'p1': 'power'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'anger': 1, 'stage': 5, 'life_deck': 20}, 'p2': {'stage': 5, 'life_deck': 20}}])
board('P003', "Lord Slug Lv.2 gains a power stage for each converted life card of damage", ['crd-3.0.0/modified-damage'], 'p1',
 mpl(['score/capsule-corp-power-pack/cp4', 'score/capsule-corp-power-pack/cp5'], 2, 5, life_deck=L20), mp(KRIL, 1, life_deck=L20),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 7}, 'p2': {'stage': 0, 'life_deck': 18}}])
board('P004', "Android Tag Team: the Android Ally takes control with the MP at 5 and uses its power", ['score/movie-7/m29', 'crd-3.0.0/allies-taking-over-combat'], 'p1',
 mp('score/movie-7/m1', 5, hand=['Android Tag Team'], allies=[{'card': 'score/cell-saga/185', 'stage': 3}], life_deck=L20), mp(GOKU, 5, life_deck=L20),
 [{'p1': 'play', 'card': 'Android Tag Team', 'choose': ['Android 20 Lv.1']}, {'p2': 'pass'},
  {'p1': 'power', 'personality': 'Android 20 Lv.1'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 5, 'allies': {'Android 20 Lv.1': 1}}, 'p2': {'life_deck': 14}}])
board('P005', "Piccolo, The Hero Lv.3: the opponent loses 2 power stages for stopping his physical attack", ['score/trunks-saga/169'], 'p1',
 mpl(['score/trunks-saga/167', 'score/trunks-saga/168', 'score/trunks-saga/169'], 3, 5, hand=[SRC], life_deck=L20),
 mp(GOKU, 5, hand=['Saiyan Counterstrike'], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Saiyan Counterstrike'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p2': {'stage': 3, 'life_deck': 20}}])
board('P006', "Majin Buu, Piccolo Absorbed Lv.3 doubles the power stages and adds 1 to the anger a card gives", ['score/fusion-saga/057'], 'p1',
 mp(GOKU, 5, hand=[SRC], life_deck=L20), mpl(BUUS[:3], 3, 0, anger=1, hand=['Red Offensive Stance'], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Red Offensive Stance'}],
 [{'at_end': True, 'p2': {'stage': 10, 'anger': 3, 'life_deck': 20}}])
board('P007', "Kid Trunks Lv.1: after a successful power attack, the top life card pays for his energy attacks", ['score/majin-buu-saga/166', 'crd-3.0.0/card-costs'], 'p1',
 mp('score/majin-buu-saga/166', 5, hand=[ORB], life_deck=L20), mp(KRIL, 5, life_deck=L20),
 [{'p1': 'power'}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': ORB, 'may': True}, {'p2': 'take'}],
 [{'after_step': 13, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'life_deck': 15}},
  {'at_end': True, 'p1': {'stage': 3, 'life_deck': 19}, 'p2': {'life_deck': 10}}])
board('P008', "Goku, Super Saiyan Lv.2 prevents only life cards: the power stages of Buu's attack are all dealt", ['score/majin-buu-saga/157'], 'p1',
 mp('score/majin-buu-saga/199', 5, anger=0, life_deck=L20), mpl(GOKUSS, 2, 5, life_deck=L20),
 [{'p1': 'power', 'power_box': 1}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 1}, 'p2': {'stage': 1, 'life_deck': 20}}])
board('P009', "Piccolo, the Champion Lv.2's power must be the first attack of Combat", ['score/cell-saga/171'], 'p1',
 mpl([PICW, 'score/cell-saga/171'], 2, 5, hand=[SRC], life_deck=L20), mp(KRIL, 5, life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'power'}],
 [{'at_end': True, 'error': 'first', 'p1': {'stage': 5}, 'p2': {'life_deck': 20}}])
board('P010', "Android 20, the Doctor Lv.2 counts the opponent's Android too", ['score/cell-saga/186'], 'p1',
 mpl(['score/cell-saga/185', 'score/cell-saga/186'], 2, 5, hand=[ORB], life_deck=L20), mp('score/cell-saga/090', 5, life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 13}}])
# ---------- B ----------
board('P011', "Bulma Finds a Dragon Ball: a card capture with the Bulma Ally in play", ['crd-3.0.0/capturing-dragon-balls', SCC + 'bulma-finds-a-dragon-ball'], 'p1',
 mp(GOKU, 5, allies=[{'card': 'score/saiyan-saga/087', 'stage': 3}], in_play={'non_combat': ['Bulma Finds a Dragon Ball']}, life_deck=L20),
 mp(KRIL, 5, in_play={'dragon_balls': ['Namek Dragon Ball 3']}, life_deck=L20),
 [{'p1': 'use', 'card': 'Bulma Finds a Dragon Ball', 'choose': ['Namek Dragon Ball 3'], 'capture_powers': False}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Namek Dragon Ball 3']}, 'dragon_ball_owners': {'Namek Dragon Ball 3': 'p2'}},
   'p2': {'in_play': {'dragon_balls': []}}}])
board('P012', "Dende Dragon Ball 6 sets all of the opponent's personalities to 4 above 0, up or down", ['crd-3.0.0/referencing', 'score/cell-saga/121'], 'p1',
 mp(GOKU, 4, hand=['Dende Dragon Ball 6'], life_deck=L20), mp(PICW, 2, allies=[{'card': KRIL, 'stage': 8}], life_deck=L20),
 [{'p1': 'play', 'card': 'Dende Dragon Ball 6'}],
 [{'after_turn_step': 'non_combat', 'p1': {'stage': 10, 'in_play': {'dragon_balls': ['Dende Dragon Ball 6']}}, 'p2': {'stage': 4, 'allies': {KRILN: 4}}}],
 turn=TURN('non_combat'))
board('P013', "Goku's Heart Disease blocks the anger raise of the opponent's Alt. Dende Dragon Ball 1 next turn", ['score/android-saga/100', SCC + 'gokus-heart-disease'], 'p1',
 mp(GOKU, 5, hand=["Goku's Heart Disease"], life_deck=L20),
 mpl([KRIL, 'score/cell-saga/099', 'score/cell-saga/097'], 1, 4, anger=3, hand=['Alt. Dende Dragon Ball 1'], life_deck=life(20, ['T1', 'T2', 'T3'])),
 [{'p1': 'play', 'card': "Goku's Heart Disease"}, {'p1': 'skip_combat'}, {'p1': 'rejuvenate', 'may': False},
  {'p2': 'play', 'card': 'Alt. Dende Dragon Ball 1'}],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p2': {'anger': 0}},
  {'after_turn_step': 'non_combat', 'turn': 2, 'p2': {'level': 1, 'stage': 10, 'anger': 0, 'in_play': {'dragon_balls': ['Alt. Dende Dragon Ball 1']}}}],
 turn=TURN('non_combat'))
board('P014', "A captured Alt. Dende Dragon Ball 2 with all its powers: highest stage and +3 to the capturer's physical attacks", ['crd-3.0.0/capturing-dragon-balls'], 'p1',
 mp(GOKU, 5, hand=[ORB, SRC], life_deck=L20), mp(KRIL, 5, in_play={'dragon_balls': ['Alt. Dende Dragon Ball 2']}, life_deck=L20),
 [{'p1': 'play', 'card': ORB, 'capture': 'Alt. Dende Dragon Ball 2', 'capture_powers': True}, {'p2': 'take'}, {'p2': 'pass'},
  {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'after_step': 14, 'phase': 1, 'p1': {'stage': 10, 'in_play': {'dragon_balls': ['Alt. Dende Dragon Ball 2']}}, 'p2': {'life_deck': 15}},
  {'at_end': True, 'p2': {'stage': 0, 'life_deck': 12}}])
board('P015', "Alt. Namek Dragon Ball 3: the bottom 3 of the discard pile, +5 stages, the opponent's discards removed", ['score/kid-buu-saga/003'], 'p1',
 mp(GOKU, 2, hand=['Alt. Namek Dragon Ball 3'], discard=['D1', 'D2', 'D3', 'D4', 'D5'], life_deck=L20),
 mp(KRIL, 5, discard=['E1', 'E2', 'E3', 'E4'], life_deck=L20),
 [{'p1': 'play', 'card': 'Alt. Namek Dragon Ball 3', 'choose': ['E1', 'E2', 'E3', 'E4']}],
 [{'after_turn_step': 'non_combat', 'p1': {'stage': 7, 'hand': ['D1', 'D2', 'D3'], 'discard': ['D4', 'D5']}, 'p2': {'discard': [], 'removed': ['E1', 'E2', 'E3', 'E4']}}],
 turn=TURN('non_combat'))
board('P016', "Alt. Namek Dragon Ball 6: the anger advance discards the player's own Drill, then the chosen Drill is discarded", ['score/kid-buu-saga/093', 'crd-3.0.0/anger'], 'p1',
 mpl(NAPPAS, 1, 5, anger=3, in_play={'drills': ['Saiyan Power Drill']}, hand=['Alt. Namek Dragon Ball 6'], life_deck=L20),
 mp(KRIL, 5, in_play={'drills': [BDAD]}, life_deck=L20),
 [{'p1': 'play', 'card': 'Alt. Namek Dragon Ball 6', 'choose': [BDAD]}],
 [{'after_turn_step': 'non_combat', 'p1': {'level': 2, 'stage': 10, 'in_play': {'drills': []}, 'discard': ['Saiyan Power Drill']}, 'p2': {'in_play': {'drills': []}, 'discard': [BDAD]}}],
 turn=TURN('non_combat'))
for sfx, cap, exp in (('a', {}, [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 3, 'life_deck': 20}}]),
                      ('b', {'capture': 'Namek Dragon Ball 3', 'capture_powers': False},
                       [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 20, 'in_play': {'dragon_balls': ['Namek Dragon Ball 3']}}}])):
    board('P017' + sfx, "Orange Power Shifting Drill: the energy attack deals power stages, so no Life Card Capture" + (' (capture asked)' if sfx == 'b' else ''), ['crd-3.0.0/capturing-dragon-balls', SCC + 'orange-power-shifting-drill'], 'p1',
     mp(GOKU, 5, in_play={'drills': ['Orange Power Shifting Drill']}, hand=[ORB], life_deck=L20),
     mp(KRIL, 8, in_play={'dragon_balls': ['Namek Dragon Ball 3']}, life_deck=L20),
     [dict({'p1': 'play', 'card': ORB, 'may': True, 'choose': [KRILN]}, **cap), {'p2': 'take'}], exp)
board('P018', "Super Saiyan Goku Lv.1: +2 life cards per Dragon Ball of a Tokui-Waza opponent, 6 life cards capture", ['score/movie-7/m16', 'crd-3.0.0/capturing-dragon-balls'], 'p1',
 mp('score/movie-7/m16', 5, life_deck=L20),
 mp(KRIL, 5, tokui_waza='Orange', in_play={'mastery': 'score/cell-saga/140', 'dragon_balls': ['Namek Dragon Ball 1', 'Namek Dragon Ball 3', 'Namek Dragon Ball 5']}, life_deck=L20),
 [{'p1': 'power', 'capture': 'Namek Dragon Ball 5', 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Namek Dragon Ball 5']}, 'dragon_ball_owners': {'Namek Dragon Ball 5': 'p2'}},
   'p2': {'stage': 1, 'life_deck': 14, 'in_play': {'dragon_balls': ['Namek Dragon Ball 1', 'Namek Dragon Ball 3']}}}])
board('P019', "Alt. Namek Dragon Ball 1: draw up to 3 cards in hand, anger +2, the opponent's anger not below 0", ['score/kid-buu-saga/001'], 'p1',
 mp(GOKU, 5, anger=1, hand=['Alt. Namek Dragon Ball 1', 'H1'], life_deck=life(20, ['N1', 'N2', 'N3'])), mp(KRIL, 5, anger=1, life_deck=L20),
 [{'p1': 'play', 'card': 'Alt. Namek Dragon Ball 1'}],
 [{'after_turn_step': 'non_combat', 'p1': {'hand': ['H1', 'N1', 'N2'], 'life_deck': 18, 'anger': 3}, 'p2': {'anger': 0}}],
 turn=TURN('non_combat'))
# ---------- C ----------
board('P020', "Orange Energy Phasing Drill: +2 life cards and the opponent's Non-Combat card removed", [SCC + 'orange-energy-phasing-drill'], 'p1',
 mp(GOKU, 5, in_play={'drills': ['Orange Energy Phasing Drill']}, hand=[ORB], life_deck=L20),
 mp(KRIL, 5, in_play={'drills': [CONC]}, life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p1': 'use', 'card': 'Orange Energy Phasing Drill', 'may': True, 'choose': [CONC]}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 13, 'removed': [CONC], 'in_play': {'drills': []}}}])
board('P021', "Namekian Finishing Effort: placed into play after damage, used in the next Attack Phase", [SCC + 'namekian-finishing-effort'], 'p1',
 mp(GOKU, 5, hand=[SRC], life_deck=L20), mp(KRIL, 8, hand=['Namekian Finishing Effort'], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'play', 'card': 'Namekian Finishing Effort'}, {'p2': 'use', 'card': 'Namekian Finishing Effort'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'life_deck': 20}, 'p2': {'stage': 3, 'in_play': {'non_combat': ['Namekian Finishing Effort']}}},
  {'at_end': True, 'p1': {'life_deck': 17}, 'p2': {'in_play': {'non_combat': []}}}])
board('P022', "What Was I Thinking: the Ally enters at its highest stage in control and uses its When entering Combat power", [SCC + 'what-was-i-thinking'], 'p1',
 mp(GOKU, 5, life_deck=L20),
 mpl(NAPPAS[:2], 2, 5, in_play={'non_combat': ['What Was I Thinking']}, hand=[], discard=['D1', 'D2'], life_deck=life(20, ['T1', 'score/trunks-saga/196'])),
 [{'p2': 'use', 'card': 'What Was I Thinking', 'choose': ['Garlic Jr. Lv.2']}, {'p2': 'use', 'card': 'Garlic Jr. Lv.2', 'may': True}, {'p1': 'pass'}],
 [{'after_step': 0, 'p2': {'allies': {'Garlic Jr. Lv.2': 10}, 'control': 'Garlic Jr. Lv.2', 'discard': ['D2'], 'life_deck': 16}}],
 prepare_phase=True)
board('P023', "Krillin's Power Tap copies the opponent's Drill for this Combat", [SCC + 'krillins-power-tap'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ["Krillin's Power Tap"]}, hand=[SRC], life_deck=L20),
 mp(KRIL, 5, in_play={'drills': [BDAD]}, life_deck=L20),
 [{'p1': 'use', 'card': "Krillin's Power Tap", 'choose': [BDAD]}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'removed': ["Krillin's Power Tap"]}, 'p2': {'stage': 0, 'life_deck': 18, 'in_play': {'drills': [BDAD]}}}])
board('P024', "The Middle of Nowhere adds +3 to the power of a personality with 'Majin' in the title", [SCC + 'the-middle-of-nowhere'], 'p1',
 mpl(['score/majin-buu-saga/194', 'score/majin-buu-saga/195'], 2, 5, life_deck=L20),
 mp(GOKU, 5, in_play={'battleground': 'The Middle of Nowhere'}, life_deck=L20),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'after_step': 10, 'damage': {'power_stages': 10}}, {'at_end': True, 'p2': {'stage': 0, 'life_deck': 15}}])
board('P025', "A Location of the same name as the one in play cannot be played", ['crd-3.0.0/battleground-and-location-cards'], 'p1',
 mp(GOKU, 5, hand=['The Middle of Nowhere'], life_deck=L20), mp(KRIL, 5, in_play={'battleground': 'The Middle of Nowhere'}, life_deck=L20),
 [{'p1': 'play', 'card': 'The Middle of Nowhere'}],
 [{'at_end': True, 'error': 'Middle of Nowhere', 'p1': {'hand': ['The Middle of Nowhere']}}],
 turn=TURN('non_combat'))
board('P026', "Severe Bruises: anger set to 0 and no anger raise until a Drill is placed", ['score/android-saga/112', SCC + 'severe-bruises'], 'p1',
 mp(GOKU, 5, hand=['Severe Bruises'], life_deck=L20), mp(KRIL, 5, anger=3, hand=['Red Sword Cleave'], life_deck=L20),
 [{'p1': 'play', 'card': 'Severe Bruises'}, {'p1': 'declare'}, {'p1': 'pass'}, {'p2': 'play', 'card': 'Red Sword Cleave'}, {'p1': 'take'}],
 [{'after_turn_step': 'non_combat', 'p2': {'anger': 0}},
  {'after_step': 16, 'phase': 2, 'p2': {'anger': 0}}],
 turn=TURN('non_combat'))
board('P027', "Vile Energy: Drills from the Life Deck into play until as many as the opponent's", [SCC + 'vile-energy'], 'p1',
 mp(GOKU, 5, hand=['Vile Energy'], life_deck=life(20, ['L1', 'Saiyan Power Drill', 'L2', CONC])),
 mp(KRIL, 5, in_play={'drills': [BDAD, CONC]}, life_deck=L20),
 [{'p1': 'play', 'card': 'Vile Energy', 'may': True, 'choose': ['Saiyan Power Drill', CONC]}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'life_deck': 18, 'in_play': {'drills': ['Saiyan Power Drill', CONC]}}, 'p2': {'life_deck': 16}}])
board('P028', "Blue Reversal Drill copies the physical attack with its modifiers, in place of an attack", [SCC + 'blue-reversal-drill'], 'p1',
 mp(GOKU, 5, hand=[SRC], life_deck=L20), mp(KRIL, 10, in_play={'drills': ['Blue Reversal Drill']}, life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'use', 'card': 'Blue Reversal Drill'}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 5}}, {'at_end': True, 'p1': {'stage': 2}}])
board('P029', "Both players may each have a copy of the same Styled Drill in play", ['crd-3.0.0/styled-drills'], 'p1',
 mp(GOKU, 5, hand=['Orange Energy Phasing Drill'], life_deck=L20), mp(KRIL, 5, in_play={'drills': ['Orange Energy Phasing Drill']}, life_deck=L20),
 [{'p1': 'play', 'card': 'Orange Energy Phasing Drill'}],
 [{'after_turn_step': 'non_combat', 'p1': {'hand': [], 'in_play': {'drills': ['Orange Energy Phasing Drill']}}, 'p2': {'in_play': {'drills': ['Orange Energy Phasing Drill']}}}],
 turn=TURN('non_combat'))
# ---------- D ----------
board('P030', "Vegeta's Physical Stance stops all physical attacks for the rest of Combat", [SCC + 'vegetas-physical-stance'], 'p1',
 mp(GOKU, 5, hand=[SRC, SRC], life_deck=L20), mp(KRIL, 5, hand=["Vegeta's Physical Stance"], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': "Vegeta's Physical Stance"}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 3, 'successful': False},
  {'at_end': True, 'p1': {'discard': [SRC, SRC]}, 'p2': {'stage': 5, 'life_deck': 20, 'removed': ["Vegeta's Physical Stance"]}}])
board('P031', "Saiyan Clothesline doubles the PAT Base Damage, then the +3 modifier is added", ['score/broly-subset/m14', 'crd-3.0.0/battle-sequence/9'], 'p1',
 mp(GOKU, 5, hand=['Saiyan Clothesline'], life_deck=L20), mp(KRIL, 8, life_deck=L20),
 [{'p1': 'play', 'card': 'Saiyan Clothesline'}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 4}}, {'at_end': True, 'p2': {'stage': 1, 'life_deck': 20}}])
board('P032', "Trunks Swiftly Moving: the stopped attack is performed back, modifiers included", [SCC + 'trunks-swiftly-moving', 'crd-3.0.0/copying-cards'], 'p1',
 mp(GOKU, 5, hand=[SRC], life_deck=L20), mp(KRIL, 8, hand=['Trunks Swiftly Moving'], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Trunks Swiftly Moving'}, {'p1': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p1': {'stage': 2}, 'p2': {'stage': 8, 'discard': ['Trunks Swiftly Moving']}}])
board('P033', "Rebellion stopped by Trunks Swiftly Moving cannot be copied: the copier already played a card", [SCC + 'rebellion'], 'p1',
 mp('score/saiyan-saga/176', 5, hand=['Rebellion'], life_deck=L20), mp('score/trunks-saga/176', 5, hand=['Trunks Swiftly Moving'], life_deck=L20),
 [{'p1': 'play', 'card': 'Rebellion'}, {'p2': 'play', 'card': 'Trunks Swiftly Moving'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'stage': 5, 'life_deck': 20}, 'p2': {'stage': 5}}])
board('P034', "Orange Temple Strike: the opponent discards his own Non-Combat cards down to the attacker's number", [SCC + 'orange-temple-strike'], 'p1',
 mp(GOKU, 5, in_play={'drills': [CONC]}, hand=['Orange Temple Strike'], life_deck=L20),
 mp(KRIL, 5, in_play={'drills': [CONC, CONC, CONC]}, life_deck=L20),
 [{'p1': 'play', 'card': 'Orange Temple Strike'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'drills': [CONC]}}, 'p2': {'stage': 3, 'life_deck': 18, 'in_play': {'drills': [CONC]}, 'discard': [CONC, CONC]}}])
board('P035', "Frieza Is Ready: the attacker discards twice the life cards the villain MP takes", [SCC + 'frieza-is-ready'], 'p1',
 mp(GOKU, 5, hand=[SRC, ORB], life_deck=L20), mp('score/cell-saga/090', 5, in_play={'non_combat': ['Frieza Is Ready']}, life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'use', 'card': 'Frieza Is Ready'}, {'p2': 'pass'}, {'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 20}},
  {'at_end': True, 'p1': {'stage': 3, 'life_deck': 10}, 'p2': {'life_deck': 15}}])
board('P036', "Black Personal Smack states its damage: 5 power stages, not the PAT", ['crd-3.0.0/dealing-damage', SCC + 'black-personal-smack'], 'p1',
 mp(GOKU, 5, anger=0, hand=['Black Personal Smack'], life_deck=L20), mp(KRIL, 8, in_play={'drills': [CONC]}, life_deck=L20),
 [{'p1': 'play', 'card': 'Black Personal Smack'}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 5}},
  {'at_end': True, 'p1': {'anger': 1, 'removed': ['Black Personal Smack'], 'discard': []}, 'p2': {'stage': 3, 'life_deck': 20}}])
board('P037', "Orange Haulting Drill caps power stages at 3; the +1 life card of the MP's power is not capped", [SCC + 'orange-hauling-drill', 'crd-3.0.0/damage-caps'], 'p1',
 mp('score/majin-buu-saga/156', 5, hand=[SRC], life_deck=L20), mp(KRIL, 8, in_play={'drills': ['Orange Haulting Drill']}, life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 5, 'life_deck': 19}}])
board('P038', "Taking Cover doubles Goku, Super Saiyan Lv.2's prevention: 5 life cards become 1", ['score/fusion-saga/023'], 'p2',
 mp(GOKU, 5, hand=[ORB], life_deck=L20), mpl(GOKUSS, 2, 5, hand=['Taking Cover'], life_deck=L20),
 [{'p2': 'play', 'card': 'Taking Cover'}, {'p1': 'play', 'card': ORB}, {'p2': 'take', 'may': True}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 19}}])
board('P039', "Krillin's Anger Blast costs the 3 power stages it states, not the default 2", ['crd-3.0.0/card-costs'], 'p1',
 mp(GOKU, 5, hand=["Krillin's Anger Blast"], life_deck=L20), mp(KRIL, 5, life_deck=L20),
 [{'p1': 'play', 'card': "Krillin's Anger Blast"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'life_deck': 15}}])
# ---------- E ----------
board('P040', "Roshi's Calming at the end of the turn: the level 2 MP drops to level 1 at 5 above 0, Drills discarded", [SCC + 'roshis-calming', 'crd-3.0.0/taking-them-down-a-notch'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ["Roshi's Calming"]}, life_deck=L20),
 mpl(NAPPAS, 2, 9, in_play={'drills': ['Saiyan Power Drill']}, life_deck=L20),
 [{'p1': 'use', 'card': "Roshi's Calming"}],
 [{'at_end': True, 'p2': {'level': 1, 'stage': 5, 'in_play': {'drills': []}, 'discard': ['Saiyan Power Drill']}}],
 turn=TURN('rejuvenation'))
board('P041', "Watching From Afar at the start of the Discard Step after skipping Combat, then Rejuvenation", ['score/majin-buu-saga/preview-4', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ['Watching From Afar']}, hand=[], discard=['D1', 'D2', 'D3', 'D4', 'D5', 'D6'], life_deck=L20),
 mp(KRIL, 5, hand=[], life_deck=L20),
 [{'p1': 'skip_combat'}, {'p1': 'use', 'card': 'Watching From Afar', 'choose': ['D1', 'D2', 'D3', 'D4']}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'discard', 'p1': {'life_deck': 24, 'discard': ['D5', 'D6'], 'removed': ['Watching From Afar']}},
  {'after_turn_step': 'rejuvenation', 'p1': {'life_deck': 25, 'discard': ['D5'], 'life_deck_bottom': ['D6']}}],
 turn=TURN('declare'))
board('P042', "I Want You!: the opponent cannot skip Combat this turn", ['score/miscellaneous/l2-7', SCC + 'i-want-you'], 'p1',
 mp(GOKU, 5, life_deck=L20), mp(KRIL, 5, hand=['I Want You!'], life_deck=L20),
 [{'p2': 'play', 'card': 'I Want You!'}, {'p1': 'skip_combat'}],
 [{'at_end': True, 'error': 'skip', 'p2': {'hand': [], 'removed': ['I Want You!']}}],
 turn=TURN('power_up'))
board('P043', "Gathering of Warriors is used in the Non-Combat Step: 2 Allies to the hand", ['score/cell-games-saga/preview-4', SCC + 'gathering-of-warriors'], 'p1',
 mp(GOKU, 5, hand=['Gathering of Warriors'], life_deck=life(20, ['L1', KRIL, 'L2', PICW])),
 mp('score/trunks-saga/176', 5, life_deck=L20),
 [{'p1': 'play', 'card': 'Gathering of Warriors', 'choose': [KRILN, PICWN]}],
 [{'after_turn_step': 'non_combat', 'p1': {'hand': [KRILN, PICWN], 'life_deck': 18, 'removed': ['Gathering of Warriors']}}],
 turn=TURN('non_combat'))
board('P044', "Power-Up Step: PUR +1 for a declared Tokui-Waza", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 mp(GOKU, 5, tokui_waza='Orange', in_play={'mastery': 'score/world-games-saga/142'}, life_deck=L20), mp(KRIL, 5, life_deck=L20),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7}}],
 turn=TURN('power_up'))
board('P045', "Majin Buu, Gotenks Absorbed Lv.4: discard down to 2 cards in the Discard Step", ['score/fusion-saga/106'], 'p1',
 mpl(BUUS, 4, 5, hand=['H1', 'H2', 'H3', 'H4'], life_deck=L20), mp(KRIL, 5, hand=[], life_deck=L20),
 [{'p1': 'discard', 'choose': ['H1', 'H2']}],
 [{'after_turn_step': 'discard', 'p1': {'hand': ['H3', 'H4'], 'discard': ['H1', 'H2']}}],
 turn=TURN('discard'))
board('P046', "Majin Buu, Super Buu Lv.2: at the end of the opponent's turn too, the bottom discard to the bottom of the Life Deck", ['score/fusion-saga/058'], 'p2',
 mpl(BUUS[:2], 2, 5, hand=[], discard=['D1', 'D2'], life_deck=L20), mp(GOKU, 5, hand=[], life_deck=L20),
 [{'p2': 'rejuvenate', 'may': False}],
 [{'after_turn_step': 'draw', 'turn': 2, 'p1': {'life_deck': 18, 'discard': ['D2'], 'life_deck_bottom': ['D1']}}],
 turn=TURN('rejuvenation'))
board('P047', "Goku's Quickness Drill discarded from the hand in the Discard Step goes into play", ['score/world-games-saga/057'], 'p1',
 mp(GOKU, 5, hand=["Goku's Quickness Drill", 'H1'], life_deck=L20), mp(KRIL, 5, hand=[], life_deck=L20),
 [{'p1': 'discard', 'choose': ["Goku's Quickness Drill"]}],
 [{'after_turn_step': 'discard', 'p1': {'hand': ['H1'], 'discard': [], 'in_play': {'drills': ["Goku's Quickness Drill"]}}}],
 turn=TURN('discard'))
board('P048', "The Defender cannot place a Drill in the attacker's Non-Combat Step", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn'], 'p1',
 mp(GOKU, 5, life_deck=L20), mp(KRIL, 5, hand=['Saiyan Power Drill'], life_deck=L20),
 [{'p2': 'play', 'card': 'Saiyan Power Drill'}],
 [{'at_end': True, 'error': 'Defender', 'p2': {'hand': ['Saiyan Power Drill'], 'in_play': {'drills': []}}}],
 turn=TURN('non_combat'))

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    print(len(B), 'boards')
