"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
zenkai-calls, s27; adapted from weekend-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
S = lambda x: 'score/' + x
GOKU = S('world-games-saga/173')      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1, highest stage 10
GOKU2 = S('world-games-saga/171'); GOKU3 = S('world-games-saga/172'); GOKU4 = S('cell-saga/135')
KRIL = S('cell-saga/089')             # Krillin, the Friend Lv.1: 375,000 at 5 (B), PUR 2, highest stage 10
KRIL_LV = [S('cell-saga/089'), S('cell-saga/099'), S('cell-saga/097')]
SRC = S('cell-saga/006'); ORB = S('cell-saga/014'); OSS = S('cell-saga/021'); BSD = S('saiyan-saga/147')
NDB = {1: S('trunks-saga/025'), 2: S('trunks-saga/003'), 3: S('trunks-saga/079'), 4: S('trunks-saga/080'),
       5: S('trunks-saga/136'), 6: S('trunks-saga/113'), 7: S('trunks-saga/114')}
NDBN = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
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
def R(cid, *ids): RULES[cid] = '|'.join(ids)
PP = dict(prepare_phase=True)
TURN = lambda step, n=1: {'turn': {'number': n, 'step': step}}
def P1(stage=5, **kw): return mp(GOKU, stage, **({'life_deck': L20} | kw))
def P2(stage=5, **kw): return mp(KRIL, stage, **({'hand': [], 'life_deck': L20} | kw))
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
PASS2 = {'p2': 'pass'}
END = lambda **kw: {'at_end': True, **kw}
C = 'crd-3.0.0/'; CTQ = 'card-text-quote-only'
BS = C + 'battle-sequence/'
BS3, BS5, BS6, BS7, BS9, BS10, BS11, BS14, BS15, BS16 = (BS + str(i) for i in (3, 5, 6, 7, 9, 10, 11, 14, 15, 16))
COST = C + 'card-costs'; MD = C + 'modified-damage'; CAP = C + 'capturing-dragon-balls'; DEAL = C + 'dealing-damage'
DB = C + 'card-types-and-card-type-clarifications/dragon-balls'; DDIS = C + 'discarding-dragon-balls'
DDB = C + 'discarding-dragon-balls-when-taking-life-cards-of-damage'; DDBE = C + 'discarding-dragon-balls-when-losing-life-cards-for-effects'
SURV = C + 'survival-victory'; MPPV = C + 'most-powerful-personality-victory'; HTW = C + 'how-to-win'
ANG = C + 'anger'; PUR = C + 'power-up-rating-pur'; SEC = C + 'secondary-effects'; FLT = C + 'floating-effects'
DRL = C + 'drill-cards'; NCND = C + 'non-combat-non-drill-cards'; BGL = C + 'battleground-and-location-cards'; GLOS = C + 'glossary'
FOC = C + 'focused'; EMP = C + 'empower'; SUA = C + 'stopping-unstoppable-attacks'; DEF = C + 'defending-the-second-part-of-an-attack-phase'
SOP = C + 'the-sequence-of-play-for-one-complete-turn'; SOP3 = SOP + '/3'; SOP4 = SOP + '/4'
PREP = C + 'phase-1-the-prepare-phase'; TW = C + 'tokui-waza'; OVL = C + 'overlaying-allies'; ATOC = C + 'allies-taking-over-combat'
REQ = C + 'what-is-a-requirement'; SRCH = C + 'searching-for-cards-a-k-a-cherry-picking-rule'
GSL = [GOKU, GOKU2, GOKU3, S('world-games-saga/131'), S('world-games-saga/159')]   # a 5-level Goku stack
KRIL2, KRIL3, KRIL4 = S('cell-saga/099'), S('cell-saga/097'), S('cell-saga/139')
GFUR = S('trunks-saga/170'); MEDD = S('saiyan-saga/149'); SRCN = 'Saiyan Right Cross'; ORBN = 'Saiyan Energy Orb'
POWER = {'p1': 'power'}
L = lambda *n: [f'L{i}' for i in n]
DBV = C + 'dragon-ball-victory'; DBS = C + 'card-types-and-card-type-clarifications/dragon-balls'; ENDU = C + 'endurance'
WDE = C + 'what-does-endurance-do'; MDE = C + 'more-details-about-endurance'; IFS = C + 'if-successful-effects'
WIC = C + 'what-is-a-cost'; CVR = C + 'the-difference-between-costs-and-requirements'; ONC = C + 'only-cards/non-combat-cards'
RFG = C + 'remove-from-the-game'; PCIP = C + 'putting-cards-into-play-with-card-effects'; PAIP = C + 'putting-allies-into-play'
CAB = C + 'cards-that-attack-and-block'; SPUC = C + 'stopping-a-player-from-using-cards'; SKIP = C + 'skipping-attack-phases'
GOLD = C + 'the-golden-rule'; TDN = C + 'taking-them-down-a-notch'; ATT = C + 'attaching-cards'; TOFF = C + 'turning-off-personality-powers'
BS2, BS8, BS12, BS13 = BS + '2', BS + '8', BS + '12', BS + '13'
SOP1, SOP7 = SOP + '/1', SOP + '/7'
# ---------- A ----------
board('Z001', "Goten, the Brother Lv.2 without a Tokui-Waza: twice per Combat, 5 stated life cards each; a third use is refused", [PUR, BS9], 'p1',
 mpl([S('world-games-saga/174'), S('world-games-saga/175'), S('world-games-saga/176')], 2, life_deck=L20), P2(),
 [POWER, TAKE, PASS2, POWER, TAKE, PASS2, POWER],
 [{'after_step': 13, 'phase': 1, 'p2': {'stage': 5, 'life_deck': 15}}, {'after_step': 13, 'phase': 3, 'p2': {'life_deck': 10}},
  END(error='', p1={'anger': 2}, p2={'stage': 5, 'life_deck': 10})])
R('Z001', PUR, BS9, CTQ)
board('Z002', "Chiaotzu Lv.3's successful energy attack stops the opponent's later physical attack this Combat", [BS15, FLT], 'p1',
 mpl([S('saiyan-saga/104'), S('cell-games-saga/122'), S('frieza-saga/043')], 3, life_deck=L20),
 mpl(GSL, 1, hand=[SRC], life_deck=L20),
 [POWER, TAKE, {'p2': 'play', 'card': SRCN}, {'p1': 'take'}],
 [{'after_step': 13, 'phase': 1, 'p2': {'life_deck': 16}}, {'after_step': 8, 'phase': 2, 'successful': False},
  END(p1={'stage': 3, 'life_deck': 20})])
R('Z002', BS15, FLT, IFS, CTQ)
board('Z003', "Tien, the Quick Lv.2's 'If successful' Drill removal never happens: the defender's Saiyan Energy Drill (Defense Shield) stops the attack at step 7", [BS7, BS8], 'p1',
 mpl([S('saiyan-saga/082'), S('cell-saga/103'), S('frieza-saga/039')], 2, life_deck=L20), P2(in_play={'drills': [S('cell-games-saga/087'), MEDD]}),
 [{'p1': 'power', 'choose': ['Meditation Drill']}, TAKE],
 [{'after_step': 8, 'successful': False},
  END(p1={'stage': 3}, p2={'life_deck': 20, 'removed': [], 'in_play': {'drills': ['Saiyan Energy Drill', 'Meditation Drill']}})])
R('Z003', BS7, BS8, IFS, CTQ)
board('Z004', "Olibu, the Honorable Lv.4: the 'If successful' removal of the discard pile comes after damage and takes the 5 converted life cards too", [BS15, BS13], 'p1',
 mpl([S('world-games-saga/189'), S('world-games-saga/187'), S('world-games-saga/188'), S('world-games-saga/141')], 4, life_deck=L20),
 mpl(GSL, 1, hand=[], discard=['X1', 'X2'], life_deck=life(20, L(1, 2, 3, 4, 5))),
 [POWER, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 10}}, {'after_step': 13, 'p2': {'stage': 0, 'life_deck': 15, 'discard': ['X1', 'X2'] + L(1, 2, 3, 4, 5)}},
  END(p2={'stage': 0, 'life_deck': 15, 'discard': []})])
R('Z004', BS15, IFS, CTQ)
board('Z005', "Majin Vegeta, the Dark Prince Lv.1's attack is focused against Goku, yet Orange Sidestep (physical only) stops it; 2 life cards paid", [FOC, COST], 'p1',
 mpl([S('world-games-saga/preview-7'), S('majin-buu-saga/190'), S('majin-buu-saga/191')], 1, life_deck=life(20, ['T1', 'T2'])),
 mp(GOKU, hand=[OSS], life_deck=L20),
 [POWER, {'p2': 'play', 'card': 'Orange Sidestep'}],
 [{'after_step': 8, 'successful': False},
  END(p1={'life_deck': 18}, p2={'stage': 5, 'anger': 1, 'life_deck': 20, 'discard': ['Orange Sidestep']})])
R('Z005', FOC, C + 'what-does-focused-do', CTQ)
board('Z006', "Yajirobe Lv.2 (Ally in control): 'needs 3 power stages to perform' has no cost word: the cost is the judge's; 4 life cards", [COST], 'p1',
 mpl([GOKU, GOKU2, GOKU3, GOKU4], 2, stage=1, allies=[{'card': S('saiyan-saga/107'), 'stage': 5}], life_deck=L20), P2(),
 [{'p1': 'power', 'personality': 'Yajirobe Lv.2'}, TAKE],
 [END(judge='', p2={'life_deck': 16})])
R('Z006', COST, WIC, CVR, CTQ)
board('Z007', "Vinegar, The Battler Lv.2's +1 power stage on a successful energy attack converts to a life card against a defender at 0", [BS10, MD], 'p1',
 mpl([S('trunks-saga/182'), S('trunks-saga/198'), S('trunks-saga/184')], 2, hand=[ORB], life_deck=L20), P2(stage=0),
 [PLAY(ORBN), TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 5, 'power_stages': 1}}, END(p1={'stage': 3}, p2={'stage': 0, 'life_deck': 14})])
R('Z007', BS10, MD, CTQ)
# ---------- B ----------
board('Z008', "Red Fist Catch makes the attacker discard his top 2 cards, both Dragon Balls: they count, return to the bottom, nobody wins", [DDBE, DDIS], 'p1',
 P1(hand=[SRC], life_deck={'top': [NDB[1], NDB[2]], 'unknown_below': 0}), P2(hand=[S('majin-buu-saga/028')]),
 [PLAY(SRCN), {'p2': 'play', 'card': 'Red Fist Catch'}],
 [{'after_step': 8, 'successful': False},
  END(no_winner=True, p1={'life_deck': 2, 'discard': [SRCN]}, p2={'anger': 1, 'life_deck': 20})])
R('Z008', DDBE, DDIS, CTQ)
board('Z009', "Straining Outburst (cost 3): a Dragon Ball flipped for damage goes to the bottom, 5 life cards are still discarded: capture", [DDB, CAP, BS14], 'p1',
 P1(hand=[S('frieza-saga/085')]), P2(in_play={'dragon_balls': [NDB[5]]}, life_deck=life(20, ['L1', NDB[2], 'L2', 'L3', 'L4', 'L5'])),
 [PLAY('Straining Outburst', capture=NDBN[5], capture_powers=False), TAKE],
 [{'after_step': 13, 'p2': {'life_deck': 15, 'discard': L(1, 2, 3, 4, 5), 'life_deck_bottom': [NDBN[2]]}},
  END(p1={'stage': 2, 'in_play': {'dragon_balls': [NDBN[5]]}}, p2={'stage': 5, 'in_play': {'dragon_balls': []}})])
R('Z009', DDB, CAP, BS14, COST, CTQ)
board('Z010', "Yajirobe the Hero Lv.3 is not on the Personality Capture Rule's list: his capture instead of damage is refused", [CAP, BS11], 'p1',
 mpl(GSL, 3, stage=1, allies=[{'card': S('frieza-saga/044'), 'stage': 5}], life_deck=L20), P2(in_play={'dragon_balls': [NDB[2]]}),
 [{'p1': 'power', 'personality': 'Yajirobe the Hero Lv.3', 'ally_capture': NDBN[2], 'capture_powers': False}, TAKE],
 [END(error='', p2={'in_play': {'dragon_balls': [NDBN[2]]}})])
R('Z010', CAP, BS11, CTQ)
board('Z011', "Peekaboo! flipped for damage: Endurance X = 3 (its owner's Dragon Balls): 1 card discarded, no Life Card Capture", [MDE, CAP], 'p1',
 P1(hand=[ORB]), P2(tokui_waza='Blue', in_play={'mastery': S('cell-saga/126'), 'dragon_balls': [NDB[1], NDB[2], NDB[3]]},
                    life_deck=life(20, [S('redemption/cr4'), 'L2', 'L3', 'L4', 'L5', 'L6'])),
 [PLAY(ORBN, capture=NDBN[1], capture_powers=False), {'p2': 'take', 'endurance': True}],
 [{'after_step': 13, 'p2': {'life_deck': 18, 'removed': ['Peekaboo!'], 'discard': ['L2']}},
  END(p1={'stage': 3, 'in_play': {'dragon_balls': []}}, p2={'in_play': {'dragon_balls': [NDBN[1], NDBN[2], NDBN[3]]}})])
R('Z011', MDE, WDE, ENDU, CAP, CTQ)
board('Z012', "Blue Energy Flight's 6 life cards capture the 7th Namek Dragon Ball: the Dragon Ball Victory waits for P1's next turn", [DBV, DBS], 'p1',
 P1(in_play={'dragon_balls': [NDB[i] for i in range(1, 7)]}, hand=[S('frieza-saga/007')]), P2(in_play={'dragon_balls': [NDB[7]]}),
 [PLAY('Blue Energy Flight', capture=NDBN[7], capture_powers=False), TAKE],
 [END(no_winner=True, pending_dragon_ball_victory='p1', p1={'stage': 3, 'anger': 1, 'in_play': {'dragon_balls': [NDBN[i] for i in range(1, 8)]}},
      p2={'life_deck': 14, 'in_play': {'dragon_balls': []}})])
R('Z012', DBV, DBS, CAP, CTQ)
board('Z013', "Red Left Bolt removes its 6 life cards of damage from the game: none discarded, so no Life Card Capture", [CAP, BS3], 'p1',
 P1(hand=[S('kid-buu-saga/114')], life_deck={'top': [f'T{i}' for i in range(1, 20)] + ['B1'], 'unknown_below': 0}),
 P2(in_play={'dragon_balls': [NDB[3]]}, life_deck=life(20, L(1, 2, 3, 4, 5, 6))),
 [PLAY('Red Left Bolt', capture=NDBN[3], capture_powers=False), TAKE],
 [{'after_step': 3, 'p1': {'stage': 3, 'hand': ['B1'], 'life_deck': 19}},
  {'after_step': 13, 'p2': {'life_deck': 14, 'removed': L(1, 2, 3, 4, 5, 6), 'discard': []}},
  END(p1={'removed': ['Red Left Bolt'], 'in_play': {'dragon_balls': []}}, p2={'in_play': {'dragon_balls': [NDBN[3]]}})])
R('Z013', CAP, BS14, CTQ)
# ---------- C ----------
board('Z014', "Namekian Power Stance Drill (Defense Shield) is used up by a focused attack it cannot stop; the next physical attack gets through", [BS7, FOC], 'p1',
 P1(hand=[S('cell-games-saga/084'), SRC]), P2(in_play={'drills': [S('cell-games-saga/064')]}),
 [PLAY('Red Overhand Slash'), TAKE, PASS2, PLAY(SRCN), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': True}, {'after_step': 12, 'phase': 1, 'p2': {'stage': 2}}, {'after_step': 8, 'phase': 3, 'successful': True},
  END(p1={'anger': 2}, p2={'stage': 0, 'life_deck': 17})])
R('Z014', BS7, FOC, C + 'what-does-focused-do', CTQ)
board('Z015', "Namekian Attack Drill ('Piccolo and Nail only') cannot be used while the Ally Krillin is in control: no +2", [ONC, ATOC], 'p1',
 {'main_personality': {'levels': [S('trunks-saga/167'), S('trunks-saga/193'), S('trunks-saga/169')], 'level': 1, 'stage': 1, 'alignment': 'Hero'},
  'allies': [{'card': KRIL, 'stage': 5}], 'in_play': {'drills': [S('trunks-saga/055')]}, 'hand': [SRC], 'life_deck': L20},
 mp(GOKU, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': SRCN, 'personality': 'Krillin, the Friend Lv.1', 'may': True}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 3}}, END(p2={'stage': 2})])
R('Z015', ONC, C + 'only-cards', CTQ)
board('Z016', "Jeice Shouts: the Main Personality at 1 loses 2 (one stage below 0: top life card discarded); the Ally loses 2", [SEC, BS3], 'p1',
 P1(in_play={'non_combat': [S('frieza-saga/051')]}), P2(stage=1, allies=[{'card': GFUR, 'stage': 3}], life_deck=life(20, ['L1'])),
 [{'p1': 'use', 'card': 'Jeice Shouts'}],
 [END(p1={'removed': ['Jeice Shouts']}, p2={'stage': 0, 'life_deck': 19, 'discard': ['L1'], 'allies': {'Gohan, The Furious Lv.1': 1}})])
R('Z016', SEC, BS3, CTQ)
board('Z017', "Trunks Stands Ready turns off Cooler, the Mighty Lv.2's Constant Combat Power: the first energy attack's life cards are not prevented", [FLT, PUR], 'p1',
 P1(in_play={'non_combat': [S('trunks-saga/093')]}, hand=[ORB]),
 mpl([S('miscellaneous/m1'), S('miscellaneous/m2'), S('miscellaneous/m3')], 2, hand=[], life_deck=L20),
 [{'p1': 'use', 'card': 'Trunks Stands Ready'}, PASS2, PLAY(ORBN), TAKE],
 [{'after_step': 13, 'phase': 3, 'p2': {'life_deck': 15}}, END(p1={'stage': 3, 'removed': ['Trunks Stands Ready']}, p2={'life_deck': 15})])
R('Z017', FLT, PUR, TOFF, CTQ)
board('Z018', "Gohan's Nimbus Cloud puts a Location into play during Combat: the opponent's Battleground is removed, Combat goes on", [BGL, BS3], 'p1',
 P1(hand=[S('irwin-toy/ir33')], life_deck=life(20, ['L1', S('cell-games-saga/100')])), P2(in_play={'battleground': S('android-saga/043')}),
 [PLAY("Gohan's Nimbus Cloud", choose=["Korin's Tower"]), PASS2, {'p1': 'pass'}],
 [END(combat_ended=True, p1={'life_deck': 18, 'discard': ["Gohan's Nimbus Cloud"], 'in_play': {'battleground': ["Korin's Tower"]}},
      p2={'removed': ['Hyperbolic Time Chamber'], 'in_play': {'battleground': []}})])
R('Z018', BGL, GLOS, BS3, CTQ)
board('Z019', "Black Searching Technique removes 2 of the opponent's life cards; its damaged 'Remove from the gave after use' is the judge's", [NCND, RFG], 'p1',
 mp(GOKU, tokui_waza='Black', in_play={'mastery': S('cell-saga/129'), 'non_combat': [S('android-saga/051')]}, life_deck=L20), P2(life_deck=life(20, ['L1', 'L2'])),
 [{'p1': 'use', 'card': 'Black Searching Technique', 'choose': ['L1', 'L2']}],
 [END(judge='', p2={'removed': ['L1', 'L2'], 'life_deck': 18})])
R('Z019', NCND, RFG, BS3, CTQ)
board('Z020', "Goku Helping Drill cannot put a level 2 Ally into play beside a level 1 Main Personality", [PCIP, PAIP], 'p1',
 mpl([GOKU, GOKU2, GOKU3, GOKU4], 1, in_play={'drills': [S('cell-games-saga/preview-2')]}, hand=[KRIL2], life_deck=L20), P2(),
 [{'p1': 'use', 'card': 'Goku Helping Drill', 'choose': ['Krillin, the Hero Lv.2']}],
 [END(error='', p1={'hand': ['Krillin, the Hero Lv.2']})])
R('Z020', PCIP, PAIP, CTQ)
# ---------- D ----------
board('Z021', "Black Front Kick's 'costing 4 stages of power' is its cost (not the default 2); 5 life cards -1 from Red Energy Defense Drill", [COST, BS10], 'p1',
 P1(hand=[S('saiyan-saga/068')]), P2(in_play={'drills': [S('frieza-saga/065')]}),
 [PLAY('Black Front Kick'), TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 4}}, END(p1={'stage': 1, 'anger': 2}, p2={'life_deck': 16})])
R('Z021', COST, WIC, CTQ)
board('Z022', "CHARGE! with its first Empower (5): +5 life cards, the rest of its text deleted, 'Remove from the game after use' included", [EMP], 'p1',
 P1(hand=[S('kid-buu-saga/046')]), P2(anger=3),
 [PLAY('CHARGE!', empower=True), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 2, 'life_cards': 5}},
  END(p1={'stage': 5, 'anger': 0, 'discard': ['CHARGE!'], 'removed': []}, p2={'stage': 3, 'anger': 3, 'life_deck': 15})])
R('Z022', EMP, C + 'what-does-empower-do', C + 'more-notes-about-empower', CTQ)
board('Z023', "Black Turning Kick used as a stop performs no energy attack; its anger +1 still resolves", [CAB, BS6], 'p1',
 P1(hand=[SRC]), P2(hand=[S('saiyan-saga/070')]),
 [PLAY(SRCN), {'p2': 'play', 'card': 'Black Turning Kick'}],
 [{'after_step': 8, 'successful': False}, END(p1={'stage': 5, 'life_deck': 20}, p2={'stage': 5, 'anger': 1, 'discard': ['Black Turning Kick']})])
R('Z023', CAB, CTQ)
board('Z024', "Red Shielded Strike (successful): the opponent's Energy Combat card is refused for the rest of Combat", [BS15, SPUC], 'p1',
 P1(hand=[S('cell-games-saga/086')]), P2(hand=[ORB]),
 [PLAY('Red Shielded Strike'), TAKE, {'p2': 'play', 'card': ORBN}],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 3}}, END(error='', p1={'removed': ['Red Shielded Strike']}, p2={'hand': [ORBN]})])
R('Z024', SPUC, FLT, BS15, CTQ)
board('Z025', "Whiplash after a successful physical attack: the opponent's Ally may not take control of Combat; his power is refused", [ATOC, FLT], 'p1',
 P1(hand=[SRC, S('majin-buu-saga/112')], life_deck=life(20, ['L1'])), P2(anger=2, allies=[{'card': GFUR, 'stage': 3}]),
 [PLAY(SRCN), TAKE, PLAY('Whiplash'), {'p2': 'power', 'personality': 'Gohan, The Furious Lv.1'}],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}}, END(error='', p1={'hand': ['L1'], 'removed': ['Whiplash']}, p2={'anger': 1})])
R('Z025', ATOC, FLT, CTQ)
board('Z026', "Red Drop: +X (the Main Personality's level) for P1's other attacks this Combat; Red Drop itself shuffled into the Life Deck", [FLT, BS10], 'p1',
 P1(hand=[S('fusion-saga/115'), SRC]), P2(),
 [PLAY('Red Drop'), TAKE, PASS2, PLAY(SRCN), TAKE],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}}, {'after_step': 10, 'phase': 3, 'damage': {'power_stages': 7}},
  END(p1={'anger': 1, 'life_deck': 21}, p2={'stage': 0, 'life_deck': 13})])
R('Z026', FLT, BS10, MD, CTQ)
# ---------- E ----------
board('Z027', "Orange Rush's cost takes the attacker's last life card: the opponent wins (Survival Victory) before damage", [SURV, BS2], 'p1',
 P1(hand=[S('fusion-saga/069')], life_deck={'top': ['T1'], 'unknown_below': 0}), P2(),
 [PLAY('Orange Rush')],
 [END(winner='p2', victory='survival', p1={'life_deck': 0}, p2={'life_deck': 20})])
R('Z027', SURV, BS2, COST, CTQ)
board('Z028', "Blue Electrical Gunk attached: at the start of his turn the defender discards 2, then cannot draw 3: Survival Victory", [SURV, SOP1], 'p1',
 P1(hand=[S('majin-buu-saga/127')]), P2(life_deck=life(8, L(1, 2, 3, 4, 5, 6, 7, 8))),
 [PLAY('Blue Electrical Gunk'), TAKE, PASS2, {'p1': 'pass'}],
 [{'after_step': 13, 'phase': 1, 'p2': {'life_deck': 4}}, END(winner='p1', victory='survival', p2={'life_deck': 0})], **TURN('combat'))
R('Z028', SURV, SOP1, ATT, CTQ)
board('Z029', "Hero Enraged! raises anger 3 -> 5: Goku reaches level 3, the highest level in this game: Most Powerful Personality Victory", [MPPV, ANG], 'p1',
 mpl([GOKU, GOKU2, GOKU3], 2, anger=3, in_play={'non_combat': [S('frieza-saga/088')]}, discard=['X1', 'X2'], life_deck=L20),
 mpl([KRIL, KRIL2, KRIL3], 1, hand=[], life_deck=L20),
 [{'p1': 'use', 'card': 'Hero Enraged!', 'choose': ['X1', 'X2']}],
 [END(winner='p1', victory='most_powerful_personality', p1={'level': 3})])
R('Z029', MPPV, ANG, CTQ)
board('Z030', "Combo: the opponent skips his next Attack Phase; the attacker's pass after it does not end Combat", [SKIP], 'p1',
 P1(hand=[SRC, S('babidi-saga/011')], life_deck=life(20, ['L1'])), P2(hand=[SRC]),
 [PLAY(SRCN), TAKE, PLAY('Combo'), {'p1': 'pass'}, {'p2': 'play', 'card': SRCN}, {'p1': 'take'}, {'p1': 'pass'}, PASS2],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}}, END(combat_ended=True, p1={'stage': 2, 'hand': ['L1'], 'life_deck': 19}, p2={'stage': 0})])
R('Z030', SKIP, C + 'phase-2-the-attack-phases', CTQ)
board('Z031', "Freestyle Mastery (Majin Buu Saga #131) keeps the Drills in play when anger 5 advances the Main Personality", [GOLD, ANG], 'p1',
 mpl([GOKU, GOKU2, GOKU3], 1, anger=4, tokui_waza='Freestyle',
     in_play={'mastery': S('majin-buu-saga/131'), 'drills': [MEDD], 'non_combat': [S('frieza-saga/013')]}, life_deck=L20), P2(),
 [{'p1': 'use', 'card': 'Empowerment!'}],
 [END(p1={'level': 2, 'stage': 11, 'in_play': {'drills': ['Meditation Drill']}, 'removed': ['Empowerment!']})])
R('Z031', GOLD, ANG, DRL, CTQ)
board('Z032', "Mr. Popo's Calming at the end of the turn lowers a level 4 Main Personality to level 3 at 5 above 0; his Drills are discarded", [TDN], 'p1',
 mpl(GSL, 1, in_play={'non_combat': [S('cell-saga/118')]}, hand=[], life_deck=L20),
 mpl([KRIL, KRIL2, KRIL3, KRIL4], 4, stage=8, in_play={'drills': [BSD]}, hand=[], life_deck=L20),
 [{'p1': 'pass'}, PASS2, {'p1': 'use', 'card': "Mr. Popo's Calming"}],
 [{'after_turn_step': 'rejuvenation', 'turn': 1, 'p1': {'discard': ["Mr. Popo's Calming"]},
   'p2': {'level': 3, 'stage': 5, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill']}},
  END(p2={'level': 3, 'in_play': {'drills': []}})], **TURN('combat'))
R('Z032', TDN, SOP7, CTQ)
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')
