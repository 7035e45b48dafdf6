"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
grand-prix-calls, s23; adapted from national-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1, highest stage 10
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B), PUR 2, highest stage 10
SRC = 'score/cell-saga/006'; ORB = 'score/cell-saga/014'; SDS = 'score/cell-saga/010'; BSD = 'score/saiyan-saga/147'
NDB = {1: 'score/trunks-saga/025', 2: 'score/trunks-saga/003', 3: 'score/trunks-saga/079', 4: 'score/trunks-saga/080',
       5: 'score/trunks-saga/136', 6: 'score/trunks-saga/113', 7: 'score/trunks-saga/114'}
KRIL_LV = ['score/cell-saga/089', 'score/cell-saga/099', 'score/cell-saga/097']
def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}
L20 = life(20)
B = {}; RULES = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': json.loads(json.dumps(p1)), 'p2': json.loads(json.dumps(p2))}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d
def rules(cid, r): RULES[cid] = r
PP = dict(prepare_phase=True)
TURN = lambda step, n=1: {'turn': {'number': n, 'step': step}}
def P1(stage=5, **kw): return mp(GOKU, stage, **({'life_deck': L20} | kw))
def P2(stage=5, **kw): return mp(KRIL, stage, **({'hand': [], 'life_deck': L20} | kw))
C = 'crd-3.0.0/'; CTQ = 'card-text-quote-only'
MD = C + 'modified-damage'; BS = C + 'battle-sequence/'; FLT = C + 'floating-effects'; COST = C + 'card-costs'
FOC = C + 'focused'; CAP = C + 'capturing-dragon-balls'; DB = C + 'card-types-and-card-type-clarifications/dragon-balls'; ANG = C + 'anger'; SOP = C + 'the-sequence-of-play-for-one-complete-turn'
IFS = C + 'if-successful-effects'
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
END = lambda **kw: {'at_end': True, **kw}
# ---------- A ----------
board('G001', "Gotenks Lv.1 discards a card to make his 7-stage attack focused: Black Defensive Aura cannot stop it; used twice", [FOC], 'p1',
 mp('score/majin-buu-saga/154', hand=['H1'], life_deck=L20), P2(hand=['score/trunks-saga/017']),
 [{'p1': 'power', 'may': True, 'choose': ['H1']}, {'p2': 'play', 'card': 'Black Defensive Aura'}, {'p2': 'pass'}, {'p1': 'power', 'may': False}, TAKE],
 [{'after_step': 8, 'successful': True},
  {'after_step': 16, 'phase': 1, 'p1': {'discard': ['H1']}, 'p2': {'stage': 0, 'life_deck': 14, 'discard': ['Black Defensive Aura']}},
  END(p2={'stage': 0, 'life_deck': 7})], **PP)
rules('G001', FOC + '|' + CTQ)
board('G002', "Mr. Popo Lv.1 (Z power rating): the Physical Attack Table gives 2, +2; the opponent discards the card he chooses", [C + 'z-power-stages'], 'p1',
 mp('score/colossal-redemption/cr1', life_deck=L20), P2(life_deck=life(20, ['D1', 'D2', 'D3'])),
 [{'p1': 'power'}, {'p2': 'take', 'choose': ['D2']}],
 [{'after_step': 10, 'damage': {'power_stages': 4}}, END(p2={'stage': 1, 'life_deck': 17, 'hand': ['D1', 'D3'], 'discard': ['D2']})], **PP)
rules('G002', C + 'z-power-stages|' + CTQ)
board('G003', "Kid Trunks Lv.3 pays 3 once; for the rest of Combat his energy attacks cost no power stages", [FLT, COST], 'p1',
 mpl(['score/majin-buu-saga/166', 'score/majin-buu-saga/167', 'score/majin-buu-saga/168'], 3, hand=[ORB], life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE, {'p2': 'pass'}, PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 2}, 'p2': {'life_deck': 11}},
  END(p1={'stage': 2, 'discard': ['Saiyan Energy Orb']}, p2={'life_deck': 6})], **PP)
rules('G003', FLT + '|' + COST + '|' + CTQ)
board('G004', "Krillin, the Mighty Lv.4 stopped: the Blue Tokui-Waza anger sentence still resolves, the If-successful power-up does not", [BS + '3', IFS], 'p1',
 mpl(KRIL_LV + ['score/cell-saga/139'], 4, stage=2, tokui_waza='Blue', in_play={'mastery': 'score/cosmic-anthology/ca34'}, life_deck=L20),
 mp(GOKU, anger=3, hand=[SDS], life_deck=L20),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [{'after_step': 8, 'successful': False}, END(p1={'stage': 0}, p2={'anger': 0, 'stage': 5, 'life_deck': 17, 'discard': ['Saiyan Defensive Stance']})], **PP)
rules('G004', BS + '3|' + IFS + '|' + C + 'secondary-effects|' + CTQ)
board('G005', "Vegeta, the Prince Lv.3 counts the Vegeta Named cards in his discard pile; Black Striking Drill adds +2", [MD, C + 'named-cards'], 'p1',
 mpl(['score/cell-saga/167', 'score/cell-saga/168', 'score/cell-saga/169'], 3, in_play={'drills': [BSD]},
     discard=['X1', 'score/frieza-saga/061', 'score/saiyan-saga/221'], life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 6}}, END(p2={'stage': 0, 'life_deck': 16})], **PP)
rules('G005', MD + '|' + C + 'named-cards|' + CTQ)
board('G006', "Android 19, Recharged Lv.3: costs 0, draws 2 with an Orange Tokui-Waza; Base Damage 4 + the Orange Style Mastery's +1", [BS + '9'], 'p1',
 mpl(['score/cell-saga/090', 'score/cell-saga/095', 'score/cell-saga/098'], 3, tokui_waza='Orange', in_play={'mastery': 'score/cell-saga/140'},
     hand=[], life_deck=life(20, ['T1', 'T2'])), P2(),
 [{'p1': 'power'}, TAKE],
 [END(p1={'stage': 5, 'hand': ['T1', 'T2'], 'life_deck': 18}, p2={'life_deck': 12})], **PP)
rules('G006', BS + '9|' + CTQ)
board('G007', "Cell, Perfect Lv.3 with an Android 18 Ally in play: 7 life cards and 3 power stages", [BS + '9'], 'p1',
 mpl(['score/cell-saga/188', 'score/cell-saga/189', 'score/cell-saga/190'], 3, allies=[{'card': 'score/android-saga/116', 'stage': 3}], life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 7, 'power_stages': 3}}, END(p2={'stage': 2, 'life_deck': 10})], **PP)
rules('G007', BS + '9|' + CTQ)
# ---------- B ----------
board('G008', "Black Backstab: Namek Dragon Ball 4 in play (the opponent's), so the If-successful search puts a Namek Dragon Ball into play", [DB], 'p1',
 P1(hand=['score/babidi-saga/036'], discard=[], life_deck=life(20, ['L1', 'L2', NDB[3]])), P2(in_play={'dragon_balls': [NDB[4]]}),
 [PLAY('Black Backstab', choose=['Namek Dragon Ball 3']), TAKE],
 [END(p1={'life_deck': 19, 'in_play': {'dragon_balls': ['Namek Dragon Ball 3']}, 'removed': ['Black Backstab'], 'discard': []},
      p2={'stage': 3, 'life_deck': 15, 'in_play': {'dragon_balls': ['Namek Dragon Ball 4']}})], **PP)
rules('G008', DB + '|' + CTQ)
board('G009', "Blue Palm Sphere (Blue Tokui-Waza vs a Saiyan Tokui-Waza): the opponent's 5-card energy attack cannot capture", [CAP], 'p1',
 mp(KRIL, tokui_waza='Blue', in_play={'mastery': 'score/cosmic-anthology/ca34', 'dragon_balls': [NDB[1]]}, hand=['score/babidi-saga/044'], life_deck=L20),
 mp(GOKU, tokui_waza='Saiyan', in_play={'mastery': 'score/majin-buu-saga/146'}, hand=[ORB], life_deck=L20),
 [PLAY('Blue Palm Sphere'), TAKE, {'p2': 'play', 'card': 'Saiyan Energy Orb', 'capture': 'Namek Dragon Ball 1', 'capture_powers': False}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'life_deck': 12}},
  END(p1={'life_deck': 15, 'in_play': {'dragon_balls': ['Namek Dragon Ball 1']}}, p2={'life_deck': 12, 'in_play': {'dragon_balls': []}})], **PP)
rules('G009', CAP + '|' + CTQ)
board('G010', "HUH??? removes one of the opponent's six Dragon Balls from the game", [DB], 'p1',
 P1(in_play={'non_combat': ['score/world-games-saga-promo/p4']}), P2(in_play={'dragon_balls': [NDB[i] for i in range(1, 7)]}),
 [{'p1': 'use', 'card': 'HUH???', 'choose': ['Namek Dragon Ball 6']}],
 [{'after_step': 3, 'p2': {'in_play': {'dragon_balls': [f'Namek Dragon Ball {i}' for i in range(1, 6)]}, 'removed': ['Namek Dragon Ball 6']},
   'p1': {'removed': ['HUH???'], 'in_play': {'non_combat': []}}}], **PP)
rules('G010', DB + '|' + CTQ)
board('G011', "Red Face Upheaval cannot remove a Dragon Ball: with no Non-Combat card in play the removal does nothing", [C + 'do-what-you-can-rule'], 'p1',
 P1(hand=['score/trunks-saga/068']), P2(in_play={'dragon_balls': [NDB[2], NDB[5]]}),
 [PLAY('Red Face Upheaval', choose=['Namek Dragon Ball 5']), TAKE],
 [END(p1={'anger': 1, 'discard': ['Red Face Upheaval']}, p2={'stage': 3, 'removed': [], 'in_play': {'dragon_balls': ['Namek Dragon Ball 2', 'Namek Dragon Ball 5']}})], **PP)
rules('G011', C + 'do-what-you-can-rule|' + CTQ)
board('G012', "Saiyan Inspection is discarded when the opponent places a Dragon Ball in play: his Main Personality's power is usable again", [C + 'attaching-cards', SOP], 'p2',
 mp(GOKU, life_deck=L20, in_play={'non_combat': ['score/android-saga/036']}), mp(KRIL, hand=[NDB[3]], discard=[], life_deck=L20),
 [{'p2': 'play', 'card': 'Namek Dragon Ball 3'}, {'p2': 'declare'}, {'p2': 'power'}, {'p1': 'take'}],
 [{'after_turn_step': 'non_combat', 'p1': {'discard': ['Saiyan Inspection'], 'in_play': {'non_combat': []}}, 'p2': {'in_play': {'dragon_balls': ['Namek Dragon Ball 3']}}},
  {'after_turn_step': 'power_up', 'p2': {'stage': 7}},
  END(p1={'life_deck': 13}, p2={'stage': 7})], **TURN('non_combat'))
rules('G012', C + 'attaching-cards|' + CTQ)
board('G013', "Orange Face Breaker (Orange vs Blue Tokui-Waza): a later Final Physical Attack dealing 1 life card may capture a Dragon Ball", [CAP, C + 'final-physical-attacks'], 'p1',
 P1(tokui_waza='Orange', in_play={'mastery': 'score/cell-saga/140'}, hand=['score/majin-buu-saga/082', 'H1']),
 P2(tokui_waza='Blue', in_play={'mastery': 'score/cosmic-anthology/ca34', 'dragon_balls': [NDB[2]]}),
 [PLAY('Orange Face Breaker'), TAKE, {'p2': 'pass'}, {'p1': 'final_physical_attack', 'discard': 'H1', 'capture': 'Namek Dragon Ball 2', 'capture_powers': False}, TAKE],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 1}},
  END(p1={'in_play': {'dragon_balls': ['Namek Dragon Ball 2']}, 'discard': ['Orange Face Breaker', 'H1']}, p2={'stage': 0, 'life_deck': 16, 'in_play': {'dragon_balls': []}})], **PP)
rules('G013', CAP + '|' + CTQ)
# ---------- C ----------
board('G014', "Blue Stamina Drill's Defense Shield stops the first unstopped physical attack only", [BS + '7'], 'p1',
 P1(hand=[SRC, SRC]), P2(in_play={'drills': ['score/cell-games-saga/048']}),
 [PLAY('Saiyan Right Cross'), TAKE, {'p2': 'pass'}, PLAY('Saiyan Right Cross'), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 16, 'phase': 1, 'p2': {'stage': 5}},
  END(p1={'discard': ['Saiyan Right Cross', 'Saiyan Right Cross']}, p2={'stage': 0, 'life_deck': 17})], **PP)
rules('G014', BS + '7|' + C + 'glossary|' + CTQ)
board('G015', "Red Hunger Drill: Saiyan Right Cross with a Base Damage of 0 (PAT B vs C) deals no damage despite its +3", [BS + '9'], 'p1',
 mp(KRIL, hand=[SRC], life_deck=L20), mp(GOKU, in_play={'drills': ['score/kid-buu-saga/113']}, life_deck=L20),
 [PLAY('Saiyan Right Cross'), TAKE],
 [{'after_step': 8, 'successful': True}, END(p1={'discard': ['Saiyan Right Cross']}, p2={'stage': 5, 'life_deck': 17})], **PP)
rules('G015', BS + '9|' + CTQ)
board('G016', "Recoome's Vogue Drill blocks Blue Left Cross Punch's If-successful Life Deck discard (an effect, not damage)", [C + 'survival-victory'], 'p1',
 P1(hand=['score/cell-saga/145']), P2(anger=1, in_play={'drills': ['score/kid-buu-saga/071']}),
 [PLAY('Blue Left Cross Punch'), TAKE],
 [END(p1={'stage': 3}, p2={'stage': 1, 'life_deck': 17})], **PP)
rules('G016', C + 'survival-victory|' + CTQ)
board('G017', "Goku's Mixing Drill in play: a Saiyan Style Drill may join a Black Style Drill", [C + 'styled-drills'], 'p1',
 P1(in_play={'drills': [BSD, 'score/saiyan-saga/231']}, hand=['score/world-games-saga/109']), P2(),
 [{'p1': 'play', 'card': 'Saiyan Heritage Drill'}],
 [{'after_turn_step': 'non_combat', 'p1': {'hand': [], 'in_play': {'drills': ['Black Striking Drill', "Goku's Mixing Drill", 'Saiyan Heritage Drill']}}}], **TURN('non_combat'))
rules('G017', C + 'styled-drills|' + CTQ)
board('G018', "Goku's House replaces the Battleground in play (removed from the game) and its player must skip Combat", [C + 'battleground-and-location-cards'], 'p1',
 P1(hand=['score/redemption/r13']), P2(in_play={'battleground': 'score/android-saga/043'}),
 [{'p1': 'play', 'card': "Goku's House"}, {'p1': 'declare'}],
 [{'after_turn_step': 'non_combat', 'p1': {'in_play': {'battleground': ["Goku's House"]}}, 'p2': {'removed': ['Hyperbolic Time Chamber'], 'in_play': {'battleground': []}}},
  END(error='')], **TURN('non_combat'))
rules('G018', C + 'battleground-and-location-cards|' + C + 'glossary')
board('G019', "Frieza's Influencing Drill lowers the opponent's anger after a successful energy attack, not after a stopped one", [], 'p1',
 P1(hand=[ORB, ORB], in_play={'drills': ['score/frieza-saga/079']}), P2(anger=3, hand=[SDS]),
 [PLAY('Saiyan Energy Orb'), TAKE, {'p2': 'pass'}, PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'anger': 2, 'life_deck': 12}}, END(p1={'stage': 1}, p2={'anger': 2, 'life_deck': 12})], **PP)
rules('G019', CTQ)
board('G020', "Black Power Up with a Black Tokui-Waza: highest power stage and Combat ended", [], 'p1',
 P1(stage=2, tokui_waza='Black', in_play={'mastery': 'score/cell-saga/129', 'non_combat': ['score/android-saga/050']}), P2(),
 [{'p1': 'use', 'card': 'Black Power Up', 'choose': ['Goku Lv.1'], 'may': True}],
 [END(combat_ended=True, p1={'stage': 10, 'discard': ['Black Power Up']}, p2={'stage': 5, 'life_deck': 17})], **PP)
rules('G020', CTQ)
# ---------- D ----------
board('G021', "Stupendous Strike prints its cost twice: the judge decides 5 or 10 (damaged text)", [C + 'multiplying-base-damage-from-multiple-cards'], 'p1',
 P1(stage=10, hand=['score/kid-buu-saga/030']), P2(),
 [PLAY('Stupendous Strike'), TAKE],
 [END(judge='Costs 5 power stages')], **PP)
rules('G021', C + 'multiplying-base-damage-from-multiple-cards|' + COST + '|' + CTQ)
board('G022', "Blue Multi-Jab stays on the table for one more use this Combat, then is discarded", [BS + '16'], 'p1',
 P1(hand=['score/fusion-saga/046']), P2(),
 [PLAY('Blue Multi-Jab'), TAKE, {'p2': 'pass'}, {'p1': 'use', 'card': 'Blue Multi-Jab'}, TAKE],
 [{'after_step': 16, 'phase': 1, 'p1': {'discard': []}, 'p2': {'stage': 2}},
  END(p1={'discard': ['Blue Multi-Jab']}, p2={'stage': 0, 'life_deck': 16})], **PP)
rules('G022', BS + '16|' + CTQ)
board('G023', "Black Off-Balancing Punch's floating stop: the opponent's next attack still pays its cost, then is stopped", [FLT, BS + '2'], 'p1',
 P1(hand=['score/android-saga/048']), P2(hand=[ORB]),
 [PLAY('Black Off-Balancing Punch'), TAKE, {'p2': 'play', 'card': 'Saiyan Energy Orb'}, {'p1': 'take'}],
 [{'after_step': 8, 'phase': 2, 'successful': False}, END(p1={'life_deck': 20}, p2={'stage': 1, 'discard': ['Saiyan Energy Orb']})], **PP)
rules('G023', FLT + '|' + BS + '2|' + CTQ)
board('G024', "Saiyan Neutralization: stop, anger -1, the attacker's next Attacker Attacks phase skipped, card shuffled into the Life Deck", [C + 'skipping-attack-phases'], 'p1',
 P1(anger=2, hand=[ORB]), P2(hand=['score/fusion-saga/020']),
 [PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': 'Saiyan Neutralization'}, {'p2': 'power'}, {'p1': 'take'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3, 'anger': 1}, 'p2': {'life_deck': 18, 'discard': []}},
  END(combat_ended=True, p1={'life_deck': 16, 'anger': 1}, p2={'life_deck': 18})], **PP)
rules('G024', C + 'skipping-attack-phases|' + CTQ)
board('G025', "Goku's Hesitation (a Combat card in place of an attack): anger to 0, and its player must pass in his next Attack Phase", [C + 'glossary'], 'p1',
 P1(hand=['score/android-saga-promo/p9', SRC]), P2(anger=4),
 [PLAY("Goku's Hesitation"), {'p2': 'pass'}, PLAY('Saiyan Right Cross')],
 [{'after_step': 3, 'phase': 1, 'p2': {'anger': 0}}, END(error='', p1={'discard': ["Goku's Hesitation"]}, p2={'stage': 5, 'life_deck': 17})], **PP)
rules('G025', C + 'glossary|' + CTQ)
board('G026', "Black Arm Stretch stopped by the defender's Main Personality power: no If-successful gain", [IFS], 'p1',
 mp(KRIL, hand=['score/majin-buu-saga/003'], life_deck=L20), mp(GOKU, life_deck=L20),
 [PLAY('Black Arm Stretch'), {'p2': 'power'}],
 [{'after_step': 8, 'successful': False}, END(p1={'stage': 5, 'discard': ['Black Arm Stretch']}, p2={'stage': 5, 'life_deck': 17})], **PP)
rules('G026', IFS + '|' + CTQ)
# ---------- E ----------
board('G027', "Captain Ginyu Transformed's cost of 1 life card empties its player's Life Deck: the opponent wins (Survival)", [C + 'survival-victory'], 'p1',
 P1(hand=['score/frieza-saga-promo/p2'], life_deck=life(1, ['L1'])), P2(anger=3),
 [PLAY('Captain Ginyu Transformed')],
 [END(winner='p2', victory='survival', p1={'life_deck': 0}, p2={'anger': 3})], **PP)
rules('G027', C + 'survival-victory|' + COST + '|' + CTQ)
board('G028', "Goku's Ready: the card set aside reaches its player's hand at the beginning of the opponent's next turn", [SOP], 'p1',
 P1(hand=[], in_play={'non_combat': ['score/trunks-saga/039']}, life_deck=life(20, ['L1', 'L2', 'L3', 'L4', 'L5'])),
 P2(life_deck=life(20, ['D1', 'D2', 'D3'])),
 [{'p1': 'declare'}, {'p1': 'use', 'card': "Goku's Ready", 'choose': ['L5']}, {'p2': 'pass'}, {'p1': 'pass'},
  {'p2': 'discard', 'choose': ['D1', 'D2']}],
 [{'after_step': 3, 'phase': 1, 'turn': 1, 'p1': {'life_deck': 19, 'discard': ["Goku's Ready"]}},
  {'after_turn_step': 'draw', 'turn': 2, 'p1': {'hand': ['L5'], 'life_deck': 19}, 'p2': {'life_deck': 14}}], **TURN('declare'))
rules('G028', SOP + '|' + CTQ)
board('G029', "Straining Jump Kick Move raises the opponent's anger 6: he advances a level at his highest stage, Drills discarded, anger 0", [ANG], 'p1',
 P1(hand=['score/android-saga/084']),
 mpl(KRIL_LV, 1, anger=0, hand=[], in_play={'drills': [BSD]}, life_deck=life(20, ['D1', 'D2', 'D3'] + [f'L{i}' for i in range(1, 8)])),
 [PLAY('Straining Jump Kick Move'), TAKE],
 [END(p1={'stage': 3}, p2={'level': 2, 'stage': 10, 'anger': 0, 'life_deck': 10, 'in_play': {'drills': []},
                           'discard': [f'L{i}' for i in range(1, 8)] + ['Black Striking Drill']})], **PP)
rules('G029', ANG + '|' + CTQ)
board('G030', "Saiyan Beef: the opponent's Main Personality gains no power stages in his next Power-Up Step", [SOP], 'p1',
 P1(hand=['score/kid-buu-saga/117']), P2(life_deck=life(20, ['D1', 'D2', 'D3'])),
 [{'p1': 'declare'}, PLAY('Saiyan Beef'), TAKE, {'p2': 'pass'}, {'p1': 'pass'}, {'p2': 'discard', 'choose': ['D1', 'D2']}, {'p2': 'skip_combat'}],
 [{'after_step': 16, 'phase': 1, 'turn': 1, 'p2': {'stage': 0}},
  {'after_turn_step': 'power_up', 'turn': 2, 'p2': {'stage': 0, 'life_deck': 14}}], **TURN('declare'))
rules('G030', SOP + '|' + CTQ)
board('G031', "Trunks Swordplay Drill: Trunks in play, his PUR +1 in the Power-Up Step", [SOP], 'p1',
 mp('score/trunks-saga/185', 3, in_play={'drills': ['score/movie-7/m24']}, life_deck=L20), P2(),
 [], [{'after_turn_step': 'power_up', 'p1': {'stage': 6}}], **TURN('power_up'))
rules('G031', SOP + '|' + CTQ)
board('G032', "Let the Games Begin!: a level advance not by anger keeps the anger, discards Drills; the new level's power stage is the judge's", [ANG], 'p1',
 mpl([GOKU, 'score/world-games-saga/171', 'score/world-games-saga/172'], 1, anger=3, in_play={'drills': [BSD], 'non_combat': ['score/world-championship/sz7']},
     discard=['X1', 'X2', 'X3', 'X4', 'X5', 'X6'], life_deck=L20), P2(),
 [{'p1': 'use', 'card': 'Let the Games Begin!'}],
 [{'after_step': 0, 'p1': {'level': 2, 'anger': 3, 'life_deck': 25, 'in_play': {'drills': []}}, 'p2': {'life_deck': 17}},
  END(judge='power stage')], **PP)
rules('G032', ANG + '|' + CTQ)
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')
