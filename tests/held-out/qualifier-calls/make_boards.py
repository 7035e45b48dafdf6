"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
qualifier-calls, s24; adapted from grand-prix-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
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
# ---------- names used below (pool ids) ----------
S = lambda x: 'score/' + x
NDBN = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
ALLY = C + 'allies-and-damage'; SEC = C + 'secondary-effects'; END_ = C + 'endurance'; SURV = C + 'survival-victory'
MPPV = C + 'most-powerful-personality-victory'; DRL = C + 'drill-cards'; NCND = C + 'non-combat-non-drill-cards'
RFG = C + 'remove-from-the-game'; PREP = C + 'phase-1-the-prepare-phase'; DDB = C + 'discarding-dragon-balls-when-taking-life-cards-of-damage'
PUT = C + 'putting-allies-into-play'; PREV = C + 'performing-attacks-and-preventing-their-use'; DMGP = C + 'a-note-about-damage-prevention'
PATR = C + 'what-does-pat-mean'; ATOC = C + 'allies-taking-over-combat'; REF = C + 'referencing'; CONF = C + 'conflicting-card-effects'
DWYC = C + 'do-what-you-can-rule'; DEAL = C + 'dealing-damage'
# ---------- A ----------
board('Q001', "Cell, the Perfect Warrior Lv.3 with Black Striking Drill: 10 power stages; If successful, anger +1", [IFS, MD], 'p1',
 mpl([S('cell-saga/188'), S('cell-saga/189'), S('cell-saga/200')], 3, anger=2, in_play={'drills': [BSD]}, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 10}}, END(p1={'anger': 3}, p2={'stage': 0, 'life_deck': 12})], **PP)
rules('Q001', IFS + '|' + MD + '|' + CTQ)
board('Q002', "Gohan, the Mighty Lv.3's 10 power stages redirected to an Ally at 3: 7 converted to life cards", [ALLY], 'p1',
 mpl([S('cell-saga/164'), S('cell-saga/165'), S('cell-saga/166')], 3, life_deck=L20), P2(allies=[{'card': S('saiyan-saga/104'), 'stage': 3}]),
 [{'p1': 'power'}, {'p2': 'take', 'redirect_to': 'Chiaotzu Lv.1'}],
 [{'after_step': 10, 'damage': {'power_stages': 10}}, END(p2={'stage': 5, 'allies': {'Chiaotzu Lv.1': 0}, 'life_deck': 10})], **PP)
rules('Q002', ALLY + '|' + CTQ)
board('Q003', "Vegeta, Ascendant Lv.4 as defender: draws on entering Combat; his Defense Shield stops the first attack only", [BS + '7'], 'p1',
 P1(hand=[SRC, ORB]), mpl([S('cell-saga/167'), S('cell-saga/168'), S('cell-saga/169'), S('cell-saga/154')], 4, hand=[], life_deck=L20),
 [PLAY('Saiyan Right Cross'), TAKE, {'p2': 'pass'}, PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 0, 'p2': {'life_deck': 16}}, {'after_step': 8, 'phase': 1, 'successful': False},
  END(p1={'stage': 3, 'discard': ['Saiyan Right Cross', 'Saiyan Energy Orb']}, p2={'stage': 5, 'life_deck': 11})], **PP)
rules('Q003', BS + '7|' + CTQ)
board('Q004', "Trunks, the Mighty Lv.3 successful: the opponent's energy attack later this Combat is refused", [FLT, PREV], 'p1',
 mpl([S('cell-saga/173'), S('cell-saga/174'), S('cell-saga/175')], 3, life_deck=L20), P2(hand=[ORB]),
 [{'p1': 'power'}, TAKE, {'p2': 'play', 'card': 'Saiyan Energy Orb'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 14}}, END(error='', p2={'stage': 0, 'life_deck': 14, 'discard': []})], **PP)
rules('Q004', FLT + '|' + PREV + '|' + CTQ)
board('Q005', "Gohan, Ascendant Lv.4 at 0 performs his power: it costs 0 ('power stags'); 4 power stages and 4 life cards", [COST], 'p1',
 mpl([S('cell-saga/164'), S('cell-saga/165'), S('cell-saga/166'), S('cell-saga/138')], 4, stage=0, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 4, 'life_cards': 4}}, END(p1={'stage': 0}, p2={'stage': 1, 'life_deck': 13})], **PP)
rules('Q005', COST + '|' + CTQ)
board('Q006', "Piccolo, the Namek Lv.4 stopped by Orange Gaze: his secondary effect still returns 3 cards; Orange Gaze goes under the Life Deck", [SEC], 'p1',
 mpl([S('cell-saga/170'), S('cell-saga/171'), S('cell-saga/172'), S('cell-saga/132')], 4, discard=['B1', 'B2', 'B3', 'B4'], life_deck=L20),
 P2(in_play={'non_combat': [S('cell-saga/107')]}),
 [{'p1': 'power'}, {'p2': 'use', 'card': 'Orange Gaze'}],
 [{'after_step': 8, 'successful': False},
  END(p1={'life_deck': 23, 'discard': ['B4']}, p2={'stage': 5, 'life_deck': 18, 'life_deck_bottom': ['Orange Gaze']})], **PP)
rules('Q006', SEC + '|' + BS + '3|' + CTQ)
board('Q007', "Broly, Empowered Lv.3's printed ladder at stage 5 (360,000) is damaged: the judge decides the PAT; his CCP puts Saiyan Right Cross under the Life Deck", [PATR], 'p1',
 mpl([S('miscellaneous/br1'), S('miscellaneous/br2'), S('miscellaneous/br3')], 3, hand=[SRC], life_deck=L20), P2(),
 [PLAY('Saiyan Right Cross'), TAKE],
 [END(judge='', p1={'life_deck': 21, 'discard': [], 'life_deck_bottom': ['Saiyan Right Cross']})], **PP)
rules('Q007', PATR + '|' + CTQ)
# ---------- B ----------
board('Q008', "Villain's Teamwork Drill: the opponent's second Dragon Ball of his turn is refused", [DB], 'p2',
 mp(S('cell-saga/188'), in_play={'drills': [S('frieza-saga/102')]}, hand=[], life_deck=L20),
 mp(KRIL, anger=0, hand=[NDB[5], NDB[3]], discard=[], life_deck=L20),
 [{'p2': 'play', 'card': NDBN[5]}, {'p2': 'play', 'card': NDBN[3]}],
 [END(error='', p2={'stage': 10, 'anger': 1, 'in_play': {'dragon_balls': [NDBN[5]]}, 'hand': [NDBN[3]]})], **TURN('non_combat'))
rules('Q008', DB + '|' + CTQ)
board('Q009', "Orange Headbutt's Endurance X (X = Dragon Balls its owner controls) keeps the discards under 5: no Life Card Capture", [END_, CAP], 'p1',
 P1(hand=[ORB]),
 P2(tokui_waza='Orange', in_play={'mastery': S('majin-buu-saga/142'), 'dragon_balls': [NDB[1], NDB[2]]},
    life_deck=life(20, ['D1', 'D2', 'D3', 'L1', 'L2', S('babidi-saga/preview-1'), 'L3', 'L4', 'L5'])),
 [PLAY('Saiyan Energy Orb', capture=NDBN[1], capture_powers=False), {'p2': 'take', 'endurance': True}],
 [END(p1={'stage': 3, 'in_play': {'dragon_balls': []}},
      p2={'life_deck': 14, 'discard': ['L1', 'L2'], 'removed': ['Orange Headbutt'], 'in_play': {'dragon_balls': [NDBN[1], NDBN[2]]}})], **PP)
rules('Q009', END_ + '|' + C + 'more-details-about-endurance|' + CAP)
board('Q010', "Awful Abrasions: the opponent's anger to 0 and not raised by his Saiyan Brace afterwards", [CONF], 'p1',
 P1(in_play={'non_combat': [S('android-saga/c5')]}, hand=[ORB]), P2(anger=3, hand=[S('kid-buu-saga/079')]),
 [{'p1': 'use', 'card': 'Awful Abrasions'}, {'p2': 'pass'}, PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': 'Saiyan Brace', 'may': False}],
 [{'after_step': 3, 'phase': 1, 'p2': {'anger': 0}},
  END(p1={'stage': 3}, p2={'anger': 0, 'life_deck': 17, 'removed': ['Saiyan Brace']})], **PP)
rules('Q010', CONF + '|' + CTQ)
board('Q011', "Goku's Escape: a Dragon Ball uncovered for damage goes under the Life Deck and another card is flipped; 5 life cards capture", [DDB, CAP], 'p1',
 P1(hand=[S('majin-buu-saga/067')]),
 P2(anger=2, in_play={'dragon_balls': [NDB[3]]}, life_deck=life(20, ['D1', 'D2', 'D3', 'L1', 'L2', NDB[6], 'L3', 'L4', 'L5'])),
 [PLAY("Goku's Escape", capture=NDBN[3], capture_powers=False), TAKE],
 [{'after_step': 3, 'phase': 1, 'p1': {'anger': 1}, 'p2': {'anger': 1}},
  END(p1={'stage': 3, 'discard': ["Goku's Escape"], 'in_play': {'dragon_balls': [NDBN[3]]}},
      p2={'life_deck': 12, 'discard': ['L1', 'L2', 'L3', 'L4', 'L5'], 'life_deck_bottom': [NDBN[6]], 'in_play': {'dragon_balls': []}})], **PP)
rules('Q011', DDB + '|' + C + 'discarding-dragon-balls|' + DEAL)
board('Q012', "Namekian Scouting: top 4 of the opponent's Life Deck, a non-Dragon Ball card removed, the rest back on top", [C + 'revealing-cards'], 'p1',
 P1(hand=[S('cell-games-saga/068')]), P2(life_deck=life(20, ['D1', 'D2', 'D3', NDB[2], 'X1', 'X2', 'X3'])),
 [PLAY('Namekian Scouting', choose=['X2'])],
 [END(p1={'discard': ['Namekian Scouting']}, p2={'removed': ['X2'], 'life_deck': 16, 'life_deck_top': [NDBN[2], 'X1', 'X3']})], **PP)
rules('Q012', CTQ)
board('Q013', "Videl, the Heroic Lv.1 in control performs an energy attack and captures a Dragon Ball instead of life cards (Personality Capture Rule)", [CAP, ATOC], 'p1',
 P1(stage=1, allies=[{'card': S('kid-buu-saga/089'), 'stage': 3}], hand=[ORB]), P2(in_play={'dragon_balls': [NDB[4]]}),
 [PLAY('Saiyan Energy Orb', personality='Videl, the Heroic Lv.1', ally_capture=NDBN[4], capture_powers=False), TAKE],
 [END(p1={'stage': 1, 'allies': {'Videl, the Heroic Lv.1': 1}, 'in_play': {'dragon_balls': [NDBN[4]]}},
      p2={'life_deck': 17, 'in_play': {'dragon_balls': []}})], **PP)
rules('Q013', CAP + '|' + ATOC)
# ---------- C ----------
board('Q014', "Red Forward Stance Drill's Defense Shield stops the first physical attack; the second succeeds", [BS + '7'], 'p1',
 P1(hand=[SRC, SRC]), P2(in_play={'drills': [S('cell-games-saga/083')]}),
 [PLAY('Saiyan Right Cross'), TAKE, {'p2': 'pass'}, PLAY('Saiyan Right Cross'), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': False},
  END(p1={'discard': ['Saiyan Right Cross', 'Saiyan Right Cross']}, p2={'stage': 0, 'life_deck': 17, 'in_play': {'drills': ['Red Forward Stance Drill']}})], **PP)
rules('Q014', BS + '7|' + CTQ)
board('Q015', "Red Striking Drill: +2 to physical attacks and +1 to its owner's Endurance (Up Close and Personal prevents 2)", [END_, MD], 'p1',
 P1(tokui_waza='Red', in_play={'mastery': S('majin-buu-saga/144'), 'drills': [S('fusion-saga/018')]}, hand=[SRC],
    life_deck=life(20, ['L1', S('fusion-saga/027'), 'L2', 'L3'])), P2(),
 [PLAY('Saiyan Right Cross'), TAKE, {'p2': 'power'}, {'p1': 'take', 'endurance': True}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 15}},
  END(p1={'life_deck': 18, 'discard': ['Saiyan Right Cross', 'L1'], 'removed': ['Up Close and Personal']})], **PP)
rules('Q015', END_ + '|' + C + 'what-does-endurance-do|' + CTQ)
board('Q016', "Blue Deviation Drill prevents 2 power stages from a physical attack, nothing from life cards", [DMGP], 'p1',
 P1(hand=[SRC, ORB]), P2(in_play={'drills': [S('kid-buu-saga/040')]}),
 [PLAY('Saiyan Right Cross'), TAKE, {'p2': 'pass'}, PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 2}}, END(p1={'stage': 3}, p2={'stage': 2, 'life_deck': 12})], **PP)
rules('Q016', DMGP + '|' + CTQ)
board('Q017', "A Hospital Stay in place of an attack: power up to full, anger +1, removed from the game", [RFG], 'p1',
 P1(stage=2, anger=0, in_play={'non_combat': [S('frieza-saga/026')]}, hand=[SRC]), P2(),
 [{'p1': 'use', 'card': 'A Hospital Stay'}, {'p2': 'pass'}, PLAY('Saiyan Right Cross'), TAKE],
 [{'after_step': 3, 'phase': 1, 'p1': {'stage': 10, 'anger': 1, 'removed': ['A Hospital Stay']}},
  END(p1={'discard': ['Saiyan Right Cross']}, p2={'stage': 0, 'life_deck': 17})], **PP)
rules('Q017', RFG + '|' + CTQ)
board('Q018', "Capsule Corp. Ship raises the chosen Ally to his highest stage; the card is discarded", [NCND], 'p1',
 P1(allies=[{'card': S('cell-saga/164'), 'stage': 1}], in_play={'non_combat': [S('cell-saga/072')]}), P2(),
 [{'p1': 'use', 'card': 'Capsule Corp. Ship', 'choose': ['Gohan, the Champion Lv.1']}],
 [END(p1={'stage': 5, 'allies': {'Gohan, the Champion Lv.1': 10}, 'discard': ['Capsule Corp. Ship']})], **PP)
rules('Q018', NCND + '|' + CTQ)
board('Q019', "Black Studying Drill when entering Combat: draw a card, then a card of the hand on top of the Life Deck", [PREP, DRL], 'p1',
 P1(hand=['H1'], in_play={'drills': [S('android-saga/053')]}, life_deck=life(20, ['T1', 'T2'])), P2(),
 [{'p1': 'use', 'card': 'Black Studying Drill', 'choose': ['H1']}],
 [{'after_step': 0, 'p1': {'hand': ['T1'], 'life_deck': 20, 'life_deck_top': ['H1', 'T2'], 'in_play': {'drills': ['Black Studying Drill']}}, 'p2': {'life_deck': 17}}], **PP)
rules('Q019', PREP + '|' + DRL + '|' + CTQ)
board('Q020', "Gohan's Peaceful Stance raises every personality in play, the opponent's too; 3 chosen cards under the Life Deck", [REF], 'p1',
 P1(stage=2, in_play={'non_combat': [S('android-saga/049')]}, discard=['X1', 'X2', 'X3', 'X4']), P2(stage=1),
 [{'p1': 'use', 'card': "Gohan's Peaceful Stance", 'choose': ['X2', 'X3', 'X4']}],
 [END(p1={'stage': 10, 'life_deck': 23, 'discard': ['X1'], 'removed': ["Gohan's Peaceful Stance"]}, p2={'stage': 10})], **PP)
rules('Q020', REF + '|' + CTQ)
# ---------- D ----------
board('Q021', "Saiyan Energy Deflection stops the energy attack and raises its player's anger", [BS + '6'], 'p1',
 P1(hand=[ORB]), P2(anger=3, hand=[S('majin-buu-saga/032')]),
 [PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': 'Saiyan Energy Deflection'}],
 [{'after_step': 8, 'successful': False},
  END(p1={'stage': 3, 'discard': ['Saiyan Energy Orb']}, p2={'anger': 4, 'stage': 5, 'life_deck': 17, 'discard': ['Saiyan Energy Deflection']})], **PP)
rules('Q021', BS + '6|' + BS + '5|' + CTQ)
board('Q022', "Captain Ginyu's Sacrifice: 'To end the combat, remove an ally from.' is cut off: the judge decides (damaged text)", [BS + '3'], 'p1',
 mp(S('cell-saga/188'), allies=[{'card': S('frieza-saga/038'), 'stage': 3}], hand=[S('frieza-saga/109')], life_deck=L20), P2(),
 [PLAY("Captain Ginyu's Sacrifice")],
 [END(judge='')], **PP)
rules('Q022', BS + '3|' + CTQ)
board('Q023', "Black Right Cross states 3 power stages (no PAT); Black Striking Drill's +2 is added: 5", [BS + '9', MD], 'p1',
 P1(in_play={'drills': [BSD]}, hand=[S('frieza-saga/083')]), P2(),
 [PLAY('Black Right Cross'), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 5}}, END(p2={'stage': 0, 'life_deck': 17})], **PP)
rules('Q023', BS + '9|' + MD + '|' + CTQ)
board('Q024', "Gohan's Strike is focused: Blue Speediness (physical or energy) cannot stop it; its Otherwise sentence still removes it", [FOC], 'p1',
 P1(hand=[S('cell-games-saga/009')]), P2(hand=[S('babidi-saga/010')]),
 [PLAY("Gohan's Strike"), {'p2': 'play', 'card': 'Blue Speediness'}],
 [{'after_step': 8, 'successful': True},
  END(p1={'anger': 1, 'discard': ["Gohan's Strike"]}, p2={'stage': 1, 'life_deck': 17, 'removed': ['Blue Speediness']})], **PP)
rules('Q024', FOC + '|' + CTQ)
board('Q025', "Cell's Backslap stopped by Black Wrist Block: the draw from the discard pile still happens; the card is removed from the game", [SEC], 'p1',
 P1(hand=[S('cell-games-saga/058')], discard=['B1', 'B2']), P2(hand=[S('cell-games-saga/040')]),
 [PLAY("Cell's Backslap"), {'p2': 'play', 'card': 'Black Wrist Block'}],
 [{'after_step': 8, 'successful': False},
  END(p1={'hand': ['B1'], 'discard': ['B2'], 'removed': ["Cell's Backslap"]}, p2={'stage': 5, 'life_deck': 17, 'discard': ['Black Wrist Block']})], **PP)
rules('Q025', SEC + '|' + BS + '3|' + CTQ)
board('Q026', "Orange Energy Guard stops the energy attack; its +2 floating modifier raises the stopper's next physical attack", [FLT, MD], 'p1',
 P1(hand=[ORB]), P2(hand=[S('majin-buu-saga/024'), SRC]),
 [PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': 'Orange Energy Guard'}, {'p2': 'play', 'card': 'Saiyan Right Cross'}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'anger': 1, 'life_deck': 17}},
  {'after_step': 10, 'phase': 2, 'damage': {'power_stages': 5}},
  END(p1={'stage': 0, 'life_deck': 18}, p2={'discard': ['Orange Energy Guard', 'Saiyan Right Cross']})], **PP)
rules('Q026', FLT + '|' + MD + '|' + CTQ)
# ---------- E ----------
board('Q027', "Spice Prepares an Energy Blast: 7 life cards against a Life Deck of 6 win by Survival", [SURV], 'p1',
 P1(hand=[S('trunks-saga/027')]), P2(life_deck=life(9, ['D1', 'D2', 'D3'])),
 [PLAY('Spice Prepares an Energy Blast'), TAKE],
 [END(winner='p1', victory='survival', p1={'stage': 3}, p2={'life_deck': 0})], **PP)
rules('Q027', SURV + '|' + CTQ)
board('Q028', "Determination Drill: Combat skipped, rejuvenation, then at the end of the turn the bottom discard goes under the Drill", [SOP], 'p1',
 P1(hand=['H1'], in_play={'drills': [S('fusion-saga/005')]}, discard=['X1', 'X2', 'X3']), P2(),
 [{'p1': 'skip_combat'}, {'p1': 'rejuvenate'}, {'p1': 'use', 'card': 'Determination Drill', 'may': True}],
 [END(p1={'discard': ['X2'], 'life_deck': 21, 'life_deck_bottom': ['X3']})], **TURN('declare'))
rules('Q028', SOP + '|' + CTQ)
board('Q029', "A level 2 Ally played while the Main Personality is level 1 is refused", [PUT], 'p1',
 mpl([GOKU, S('world-games-saga/171'), S('world-games-saga/172')], 1, hand=[S('cell-saga/165')], life_deck=L20), P2(),
 [{'p1': 'play', 'card': 'Gohan, the Swift Lv.2'}],
 [END(error='', p1={'allies': {}, 'hand': ['Gohan, the Swift Lv.2']})], **TURN('non_combat'))
rules('Q029', PUT)
board('Q030', "Gohan's Ready raises anger to 5: Gohan reaches level 3, the highest level in the game: Most Powerful Personality Victory", [ANG, MPPV], 'p1',
 mpl([S('cell-saga/164'), S('cell-saga/165'), S('cell-saga/166')], 2, anger=4, hand=[S('android-saga/018')], life_deck=L20),
 mpl(KRIL_LV, 1, anger=2, hand=[], life_deck=L20),
 [PLAY("Gohan's Ready")],
 [END(winner='p1', victory='most_powerful_personality', p1={'level': 3})])
rules('Q030', MPPV + '|' + ANG + '|' + CTQ)
board('Q031', "Chi-Chi, The Grandmother Lv.1 with 5 Allies at the beginning of the turn advances a level: anger kept, Drills discarded", [ANG, DRL], 'p1',
 mpl([S('kid-buu-saga/047'), S('frieza-saga/041'), S('cell-saga/114')], 1, anger=2,
     allies=[{'card': GOKU, 'stage': 3}, {'card': KRIL, 'stage': 3}, {'card': S('cell-saga/167'), 'stage': 3}, {'card': S('kid-buu-saga/089'), 'stage': 3},
             {'card': S('babidi-saga/098'), 'stage': 3}],
     in_play={'drills': [BSD]}, hand=[], life_deck=L20), P2(),
 [],
 [{'after_turn_step': 'draw', 'turn': 1, 'p1': {'level': 2, 'anger': 2, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill'], 'life_deck': 17}}], **TURN('draw'))
rules('Q031', ANG + '|' + DRL + '|' + CTQ)
board('Q032', "Saiyan Duck: the stopper's Tokui-Waza makes the attacker discard the top 5 of a 4-card Life Deck: Survival Victory", [SURV, DWYC], 'p1',
 mp(KRIL, hand=[SRC], life_deck=life(4, ['L1', 'L2', 'L3', 'L4'])),
 mp(GOKU, tokui_waza='Saiyan', in_play={'mastery': S('majin-buu-saga/146')}, hand=[S('babidi-saga/026')], life_deck=L20),
 [PLAY('Saiyan Right Cross'), {'p2': 'play', 'card': 'Saiyan Duck'}],
 [END(winner='p2', victory='survival', p1={'life_deck': 0}, p2={'removed': ['Saiyan Duck']})], **PP)
rules('Q032', SURV + '|' + DWYC + '|' + CTQ)
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')
