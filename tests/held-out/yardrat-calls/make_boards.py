"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
yardrat-calls, s28; adapted from zenkai-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
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
SDS = S('cell-saga/010'); SDSN = 'Saiyan Defensive Stance'; RED = S('frieza-saga/065'); HTC = S('android-saga/043'); KT = S('cell-games-saga/100')
GP = [GOKU, GOKU2, GOKU3]; KS = [KRIL, KRIL2, KRIL3]
def P2G(**kw): return mpl(GSL, 1, **({'hand': [], 'life_deck': L20} | kw))   # a 5-level Goku defender
AT = lambda step: {'after_step': step}
DRC = C + 'discarding-dragon-balls-when-taking-life-cards-of-damage'
# ---------- A ----------
board('Y001', "Vegeta, the Powerful Lv.2: 8 stated power stages (no PAT), 3 past 0 convert to life cards; a second use this turn is refused", [BS9, MD, PUR], 'p1',
 mpl([S('cell-saga/167'), S('trunks-saga/174'), S('cell-saga/169')], 2, life_deck=L20), P2(),
 [POWER, TAKE, PASS2, POWER],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}}, {'after_step': 13, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 17}},
  END(error='', p2={'stage': 0, 'life_deck': 17})])
R('Y001', BS9, MD, PUR, CTQ)
board('Y002', "Vegeta, in Training Lv.3 costs no power stages; 7 life cards, 1 less from Red Energy Defense Drill", [COST, BS10], 'p1',
 mpl([S('cell-saga/167'), S('trunks-saga/174'), S('trunks-saga/175')], 3, life_deck=L20), P2G(in_play={'drills': [RED]}),
 [POWER, TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 6}}, END(p1={'stage': 5}, p2={'stage': 5, 'life_deck': 14})])
R('Y002', COST, BS10, CTQ)
board('Y003', "Yamcha, the Powerful Lv.3: PAT 0 + 2 from Black Striking Drill; 'If successful' lowers the opponent's anger 4 -> 0", [BS10, IFS], 'p1',
 mpl([S('cell-saga/084'), S('cell-saga/085'), S('cell-saga/088')], 3, in_play={'drills': [BSD]}, life_deck=L20), P2G(anger=4),
 [POWER, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 2}}, END(p2={'stage': 3, 'anger': 0, 'life_deck': 20})])
R('Y003', BS10, BS15, IFS, CTQ)
board('Y004', "Dodoria In Flight Lv.2's energy attack is stopped by Saiyan Defensive Stance: cost 2 paid, 1 life card of damage for being stopped", [COST, BS8], 'p1',
 mpl([S('trunks-saga/109'), S('trunks-saga/110'), S('trunks-saga/111')], 2, life_deck=L20), P2(hand=[SDS]),
 [POWER, {'p2': 'play', 'card': SDSN}],
 [{'after_step': 8, 'successful': False}, END(p1={'stage': 3}, p2={'stage': 5, 'life_deck': 19, 'discard': [SDSN]})])
R('Y004', COST, BS8, CTQ)
board('Y005', "Spice, the Punisher Lv.4's Constant Combat Power: +1 life card on the successful physical attack only", [PUR, BS10], 'p1',
 mpl([S('trunks-saga/179'), S('trunks-saga/180'), S('trunks-saga/181'), S('trunks-saga/102')], 4, hand=[SRC, ORB], life_deck=L20), P2G(),
 [PLAY(SRCN), TAKE, PASS2, PLAY(ORBN), TAKE],
 [{'after_step': 13, 'phase': 1, 'p2': {'stage': 2, 'life_deck': 19}}, END(p1={'stage': 3}, p2={'stage': 2, 'life_deck': 14})])
R('Y005', PUR, BS10, MD, CTQ)
board('Y006', "Gohan, The Warrior Lv.3 (defender): anger +1 after damage from the energy attack, none after the physical one", [PUR, BS13], 'p1',
 mpl(GSL, 1, hand=[ORB, SRC], life_deck=L20),
 mpl([S('trunks-saga/170'), S('trunks-saga/171'), S('trunks-saga/172')], 3, hand=[], life_deck=L20),
 [PLAY(ORBN), TAKE, PASS2, PLAY(SRCN), TAKE],
 [{'after_step': 13, 'phase': 1, 'p2': {'life_deck': 15, 'anger': 1}}, {'after_step': 12, 'phase': 3, 'p2': {'stage': 0}},
  END(p1={'stage': 3}, p2={'stage': 0, 'anger': 1, 'life_deck': 15})])
R('Y006', PUR, BS13, CTQ)
board('Y007', "Tien, the Leader Lv.3: PAT 0 against a stronger Goku, the attack is still successful: anger lowered 2 -> 0", [BS8, IFS], 'p1',
 mpl([S('cell-saga/086'), S('cell-saga/103'), S('cell-saga/087')], 3, life_deck=L20), P2G(anger=2),
 [{'p1': 'power', 'choose': ['lower']}, TAKE],
 [{'after_step': 8, 'successful': True}, END(p2={'stage': 5, 'anger': 0, 'life_deck': 20})])
R('Y007', BS8, BS15, IFS, CTQ)
# ---------- B ----------
board('Y008', "Jeice Comet Attack (cost 3): a Dragon Ball flipped for damage goes to the bottom, 5 life cards are still discarded: capture", [DDB, CAP], 'p1',
 P1(hand=[S('frieza-saga/052')]), P2(in_play={'dragon_balls': [NDB[2]]}, life_deck=life(20, ['L1', NDB[5], 'L2', 'L3', 'L4', 'L5'])),
 [PLAY('Jeice Comet Attack', capture=NDBN[2], capture_powers=False), TAKE],
 [{'after_step': 13, 'p2': {'life_deck': 15, 'discard': L(1, 2, 3, 4, 5), 'life_deck_bottom': [NDBN[5]]}},
  END(p1={'stage': 2, 'in_play': {'dragon_balls': [NDBN[2]]}}, p2={'in_play': {'dragon_balls': []}})])
R('Y008', DDB, CAP, BS14, CTQ)
board('Y009', "Kid Trunks' Palm Blast: its own 2-card discard takes a Dragon Ball (it counts, to the bottom); 6 life cards capture", [DDBE, DDIS, CAP], 'p1',
 P1(hand=[S('world-games-saga/039')], life_deck={'top': [NDB[1], 'T2'], 'unknown_below': 18}), P2(in_play={'dragon_balls': [NDB[3]]}),
 [PLAY("Kid Trunks' Palm Blast", capture=NDBN[3], capture_powers=False), TAKE],
 [{'after_step': 3, 'p1': {'stage': 3, 'life_deck': 19, 'discard': ['T2'], 'life_deck_bottom': [NDBN[1]]}},
  {'after_step': 13, 'p2': {'life_deck': 14}},
  END(p1={'in_play': {'dragon_balls': [NDBN[3]]}}, p2={'in_play': {'dragon_balls': []}})])
R('Y009', DDBE, DDIS, SEC, CAP, CTQ)
board('Y010', "Krillin Enraged Lv.2 (Ally in control) captures a Dragon Ball instead of 5 life cards (Personality Capture Rule)", [CAP, BS11], 'p1',
 mpl(GP, 2, stage=1, allies=[{'card': S('trunks-saga/155'), 'stage': 5}], life_deck=L20), P2(in_play={'dragon_balls': [NDB[4]]}),
 [{'p1': 'power', 'personality': 'Krillin Enraged Lv.2', 'ally_capture': NDBN[4], 'capture_powers': False}, TAKE],
 [END(p1={'allies': {'Krillin Enraged Lv.2': 3}, 'in_play': {'dragon_balls': [NDBN[4]]}}, p2={'life_deck': 20, 'in_play': {'dragon_balls': []}})])
R('Y010', CAP, BS11, CTQ)
board('Y011', "Black Strike against a Life Deck of only Dragon Balls: a Dragon Ball Loop: the defender loses (Survival Victory)", [DDB, SURV], 'p1',
 P1(hand=[S('cell-saga/030')]), P2(life_deck={'top': [NDB[1], NDB[2]], 'unknown_below': 0}),
 [PLAY('Black Strike'), TAKE],
 [END(winner='p1', victory='survival', p1={'stage': 3}, p2={'stage': 3})])
R('Y011', DDB, SURV, CTQ)
board('Y012', "Straining Floating Attack Move: 5 life cards -1 (Red Energy Defense Drill) = 4: no Life Card Capture", [CAP, BS14], 'p1',
 P1(anger=2, hand=[S('frieza-saga/020')]), P2(in_play={'drills': [RED], 'dragon_balls': [NDB[6]]}),
 [PLAY('Straining Floating Attack Move', capture=NDBN[6], capture_powers=False), TAKE],
 [{'after_step': 13, 'p2': {'life_deck': 16}},
  END(p1={'stage': 3, 'anger': 1, 'in_play': {'dragon_balls': []}}, p2={'life_deck': 16, 'in_play': {'dragon_balls': [NDBN[6]]}})])
R('Y012', CAP, BS14, CTQ)
board('Y013', "Chiaotzu's Glaring Power: 6 life cards capture a Dragon Ball; the card is removed from the game, not discarded", [CAP, RFG], 'p1',
 P1(hand=[S('frieza-saga/064')]), P2(in_play={'dragon_balls': [NDB[7]]}),
 [PLAY("Chiaotzu's Glaring Power", capture=NDBN[7], capture_powers=False), TAKE],
 [{'after_step': 13, 'p2': {'life_deck': 14}},
  END(p1={'stage': 3, 'removed': ["Chiaotzu's Glaring Power"], 'discard': [], 'in_play': {'dragon_balls': [NDBN[7]]}},
      p2={'life_deck': 14, 'in_play': {'dragon_balls': []}})])
R('Y013', CAP, RFG, BS16, CTQ)
# ---------- C ----------
board('Y014', "Blue Prepared Drill (Defense Shield) stops the first energy attack (cost still paid); the second gets through", [BS7, DRL], 'p1',
 P1(hand=[ORB, ORB]), P2(in_play={'drills': [S('cell-games-saga/045')]}),
 [PLAY(ORBN), TAKE, PASS2, PLAY(ORBN), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': True},
  END(p1={'stage': 1}, p2={'life_deck': 15, 'in_play': {'drills': ['Blue Prepared Drill']}})])
R('Y014', BS7, DRL, CTQ)
board('Y015', "Super Saiyan Setup draws the last card of P1's Life Deck: P2 wins at once (Survival Victory)", [SURV, NCND], 'p1',
 mp(GOKU, in_play={'non_combat': [S('kid-buu-saga/preview-4')]}, life_deck={'top': ['T1'], 'unknown_below': 0}), P2(),
 [{'p1': 'use', 'card': 'Super Saiyan Setup'}],
 [END(winner='p2', victory='survival', p1={'hand': ['T1'], 'life_deck': 0})])
R('Y015', SURV, NCND, CTQ)
board('Y016', "Time Chamber Training: +1 power stage on a later successful energy attack (modifier of the other kind); the card removed from the game", [MD, FLT], 'p1',
 P1(in_play={'non_combat': [S('cell-saga/079')]}, hand=[ORB]), P2(),
 [{'p1': 'use', 'card': 'Time Chamber Training'}, PASS2, PLAY(ORBN), TAKE],
 [{'after_step': 10, 'phase': 3, 'damage': {'life_cards': 5, 'power_stages': 1}},
  END(p1={'stage': 3, 'removed': ['Time Chamber Training']}, p2={'stage': 4, 'life_deck': 15})])
R('Y016', MD, FLT, CTQ)
board('Y017', "Orange Off-Balancing Drill stops the first physical attack of the Combat only; the second Saiyan Right Cross does PAT 2 + 3", [DRL, BS7], 'p1',
 P1(hand=[SRC, SRC]), P2(in_play={'drills': [S('saiyan-saga/134')]}),
 [PLAY(SRCN), TAKE, PASS2, PLAY(SRCN), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': True},
  END(p2={'stage': 0, 'life_deck': 20})])
R('Y017', DRL, BS7, CTQ)
board('Y018', "Frieza's Spirit sets every Hero's anger to 0 (its user's too); its damaged 'Removethis card from game after use.' is the judge's", [NCND, RFG], 'p1',
 P1(anger=2, in_play={'non_combat': [S('burger-king/bk5')]}), P2(anger=3),
 [{'p1': 'use', 'card': "Frieza's Spirit"}],
 [END(judge='', p1={'anger': 0}, p2={'anger': 0})])
R('Y018', NCND, RFG, CTQ)
board('Y019', "Uub's Energy Drill (+PUR) and the opponent's Hyperbolic Time Chamber (+1) both add to Saiyan Energy Orb: 7 life cards", [BS10, BGL], 'p1',
 P1(in_play={'drills': [S('kid-buu-saga/preview-3')]}, hand=[ORB]), P2(in_play={'battleground': HTC}),
 [PLAY(ORBN), TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 7}}, END(p1={'stage': 3}, p2={'life_deck': 13})])
R('Y019', BS10, BGL, DRL, CTQ)
board('Y020', "Goku's Instant Teleportation puts Korin's Tower into play in Combat (the Battleground removed); City Ablaze cannot discard it this turn", [BGL], 'p1',
 P1(hand=[S('broly-subset/m20')], life_deck=life(20, ['L1', KT])), P2(hand=[S('majin-buu-saga/061')], in_play={'battleground': HTC}),
 [PLAY("Goku's Instant Teleportation", choose=["Korin's Tower"]), {'p2': 'play', 'card': 'City Ablaze'}],
 [END(p1={'life_deck': 19, 'in_play': {'battleground': ["Korin's Tower"]}},
      p2={'removed': ['Hyperbolic Time Chamber', 'City Ablaze'], 'in_play': {'battleground': []}})])
R('Y020', BGL, C + 'conflicting-card-effects', CTQ)
# ---------- D ----------
board('Y021', "Namekian Heat Seeking Blast: cost 4; stopped: the defender discards his top 4; the card removed from the game", [COST, RFG], 'p1',
 P1(hand=[S('world-games-saga/075')]), P2(hand=[SDS], life_deck=life(20, L(1, 2, 3, 4))),
 [PLAY('Namekian Heat Seeking Blast'), {'p2': 'play', 'card': SDSN}],
 [{'after_step': 8, 'successful': False},
  END(p1={'stage': 1, 'removed': ['Namekian Heat Seeking Blast'], 'discard': []}, p2={'stage': 5, 'life_deck': 16})])
R('Y021', COST, RFG, BS16, CTQ)
board('Y022', "Black Super Kick ('This must be the first card you use during Combat') is refused after Saiyan Right Cross", [REQ], 'p1',
 P1(hand=[SRC, S('world-games-saga/046')]), P2(),
 [PLAY(SRCN), TAKE, PASS2, PLAY('Black Super Kick')],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}}, END(error='', p1={'hand': ['Black Super Kick']}, p2={'stage': 0, 'life_deck': 20})])
R('Y022', REQ, CTQ)
board('Y023', "Red Crush under the Buu Saga table (Table B, one column missing): the Base Damage is the judge's; anger +1 resolves", [BS9, C + 'buu-saga'], 'p1',
 P1(hand=[S('cell-saga/037')]), P2(),
 [PLAY('Red Crush'), TAKE],
 [END(judge='', p1={'anger': 1})], pat_table='buu-saga-b')
R('Y023', C + 'buu-saga', C + 'physical-attack-tables', C + 'what-does-pat-mean')
board('Y024', "Yamcha's Skillful Defense stops Saiyan Energy Orb (cost paid) and is removed from the game, not discarded", [RFG, BS5], 'p1',
 P1(hand=[ORB]), P2(hand=[S('frieza-saga/059')]),
 [PLAY(ORBN), {'p2': 'play', 'card': "Yamcha's Skillful Defense"}],
 [{'after_step': 8, 'successful': False},
  END(p1={'stage': 3, 'discard': [ORBN]}, p2={'life_deck': 20, 'removed': ["Yamcha's Skillful Defense"], 'discard': []})])
R('Y024', RFG, BS5, CTQ)
board('Y025', "Blue Sledgehammer's anger -4 resolves at step 3 although Orange Sidestep stops it; the stop's anger +1 comes after", [SEC, BS3, BS6], 'p1',
 P1(hand=[S('kid-buu-saga/011')]), P2(anger=4, hand=[OSS]),
 [PLAY('Blue Sledgehammer'), {'p2': 'play', 'card': 'Orange Sidestep'}],
 [{'after_step': 3, 'p2': {'anger': 0}}, {'after_step': 8, 'successful': False},
  END(p2={'stage': 5, 'anger': 1, 'life_deck': 20})])
R('Y025', SEC, BS3, BS6, CTQ)
board('Y026', "Saiyan Hand Swip stops Saiyan Energy Orb; the defender's next attack (Saiyan Right Cross) does PAT 0 + 3 stages + 3 life cards", [FLT, BS10], 'p1',
 P1(hand=[ORB]), P2(hand=[S('majin-buu-saga/033'), SRC]),
 [PLAY(ORBN), {'p2': 'play', 'card': 'Saiyan Hand Swip'}, {'p2': 'play', 'card': SRCN}, {'p1': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 13, 'phase': 2, 'p1': {'stage': 0, 'life_deck': 17}},
  END(p1={'stage': 0, 'life_deck': 17})])
R('Y026', FLT, BS10, MD, CTQ)
# ---------- E ----------
board('Y027', "Stop! in place of an attack ends Combat; every player discards his whole hand; Stop! removed from the game", [C + 'phase-2-the-attack-phases', RFG], 'p1',
 P1(hand=[SRC, 'X1']), P2(hand=[S('kraft/k5'), 'X2']),
 [PLAY(SRCN), TAKE, {'p2': 'play', 'card': 'Stop!'}],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0}},
  END(combat_ended=True, p1={'hand': [], 'discard': [SRCN, 'X1']}, p2={'hand': [], 'discard': ['X2'], 'removed': ['Stop!']})])
R('Y027', C + 'phase-2-the-attack-phases', RFG, CTQ)
board('Y028', "Black Magic: the opponent discards PUR (3) cards from a 2-card Life Deck: Survival Victory", [SURV], 'p1',
 mpl(GSL, 3, hand=[S('kid-buu-saga/006')], life_deck=L20), mpl(KS, 1, hand=[], life_deck={'top': ['L1', 'L2'], 'unknown_below': 0}),
 [PLAY('Black Magic')],
 [END(winner='p1', victory='survival', p2={'life_deck': 0})])
R('Y028', SURV, C + 'do-what-you-can-rule', CTQ)
board('Y029', "Red Lunge Punch raises anger 4 -> 5: Goku reaches level 3, the game's highest: Most Powerful Personality Victory before damage", [MPPV, ANG], 'p1',
 mpl(GP, 2, anger=4, hand=[S('saiyan-saga/006')], life_deck=L20), mpl(KS, 1, hand=[], life_deck=L20),
 [PLAY('Red Lunge Punch')],
 [END(winner='p1', victory='most_powerful_personality', p1={'level': 3})])
R('Y029', MPPV, ANG, CTQ)
board('Y030', "Tien's Solar Flare (successful) ends Combat: the defender gets no Attack Phase", [IFS, BS15], 'p1',
 P1(hand=[S('android-saga/087')]), P2(hand=[SRC]),
 [PLAY("Tien's Solar Flare"), TAKE],
 [{'after_step': 13, 'p2': {'life_deck': 16}}, END(combat_ended=True, p1={'stage': 3}, p2={'hand': [SRCN], 'life_deck': 16})])
R('Y030', IFS, BS15, CTQ)
board('Y031', "An Ally with PUR 2 enters at 3 and powers up by 1 (to 4); the Main Personality by its PUR", [PAIP, C + 'powering-up-allies'], 'p1',
 P1(hand=[S('world-games-saga/178')]), P2(),
 [PLAY('Kid Trunks, the Junior Champion Lv.1'), {'p1': 'skip_combat'}],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p1': {'stage': 5, 'allies': {'Kid Trunks, the Junior Champion Lv.1': 3}}},
  {'after_turn_step': 'power_up', 'turn': 1, 'p1': {'stage': 6, 'allies': {'Kid Trunks, the Junior Champion Lv.1': 4}}}],
 **TURN('non_combat'))
R('Y031', C + 'powering-up-allies', SOP + '/3', PAIP)
board('Y032', "D Bracket Rule: Goku, Young Again Lv.1 (C at 5) goes first against Majin Buu Lv.1 (D at 5), whoever won the roll", [C + 'how-to-set-up-a-game-step-by-step'], 'p2',
 mpl([S('kid-buu-saga/preview-5'), GOKU2, GOKU3], 1, life_deck=L20),
 mpl([S('majin-buu-saga/194'), S('majin-buu-saga/195'), S('majin-buu-saga/196')], 1, life_deck=L20),
 [],
 [{'after_turn_step': 'draw', 'turn': 1, 'p1': {'life_deck': 17}, 'p2': {'life_deck': 20}}],
 **TURN('set_up'))
R('Y032', C + 'how-to-set-up-a-game-step-by-step')
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')
