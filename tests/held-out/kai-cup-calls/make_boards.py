"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
kai-cup-calls, s25; adapted from qualifier-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
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
SSM_ = S('majin-buu-saga/146')
PUR = C + 'power-up-rating-pur'; DDBE = C + 'discarding-dragon-balls-when-losing-life-cards-for-effects'; DDIS = C + 'discarding-dragon-balls'
STY = C + 'styled-drills'; DEF = C + 'defending-the-second-part-of-an-attack-phase'; NOTCH = C + 'taking-them-down-a-notch'
PUA = C + 'powering-up-allies'; SOP1 = SOP + '/1'; SOP3 = SOP + '/3'; BS3 = BS + '3'; BS6 = BS + '6'; BS9 = BS + '9'; BS14 = BS + '14'
OSS = S('cell-saga/021')
def R(cid, *ids): rules(cid, '|'.join(ids))
# ---------- A ----------
board('K001', "Cell, the Destroyer Lv.4's energy attack states no cost: it costs 2 power stages; 9 life cards", [COST], 'p1',
 mpl([S('cell-saga/188'), S('cell-saga/189'), S('cell-saga/190'), S('cell-saga/137')], 4, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 2, 'p1': {'stage': 3}}, END(p1={'stage': 3}, p2={'stage': 5, 'life_deck': 11})])
R('K001', COST, CTQ)
board('K002', "Vegeta on Namek Lv.4: a physical attack doing 6 power stages (stated, no PAT)", [BS9], 'p1',
 mpl([S('cell-saga/167'), S('cell-saga/168'), S('cell-saga/169'), S('frieza-saga/089')], 4, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 6}}, END(p2={'stage': 0, 'life_deck': 19})])
R('K002', BS9, CTQ)
board('K003', "Goku, the All Powerful Lv.5 (bracket E) vs B: PAT 4 +5 power stages and 5 life cards", [MD, PATR], 'p1',
 mpl([S('cell-saga/161'), S('cell-saga/162'), S('cell-saga/163'), S('cell-saga/135'), S('cell-saga/160')], 5, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 9, 'life_cards': 5}}, END(p2={'stage': 0, 'life_deck': 11})])
R('K003', MD, PATR, CTQ)
board('K004', "Trunks, the Quick Lv.2's power used twice in one Combat (its text allows it)", [PUR], 'p1',
 mpl([S('cell-saga/173'), S('cell-saga/174'), S('cell-saga/175')], 2, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE, {'p2': 'pass'}, {'p1': 'power'}, TAKE],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 1}}, END(p2={'stage': 0, 'life_deck': 17})])
R('K004', PUR, CTQ)
board('K005', "Android 18 Lv.4 stopped by Orange Sidestep: anger lowered 3 (secondary), then the stopper's anger +1", [SEC, BS3, BS6], 'p1',
 mpl([S('cell-saga/182'), S('cell-saga/183'), S('cell-saga/184'), S('cell-saga/133')], 4, life_deck=L20), P2(anger=2, hand=[OSS]),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Orange Sidestep'}],
 [{'after_step': 3, 'p2': {'anger': 0}}, END(p2={'anger': 1, 'stage': 5, 'life_deck': 20, 'discard': ['Orange Sidestep']})])
R('K005', SEC, BS3, BS6, CTQ)
board('K006', "Piccolo, Earth's Protector Lv.3's power (no attack): top discard under the Life Deck, then draw", [BS3], 'p1',
 mpl([S('cell-saga/170'), S('cell-saga/171'), S('cell-saga/194')], 3, discard=['X1', 'X2'], hand=[], life_deck=life(20, ['L1'])), P2(),
 [{'p1': 'power'}],
 [END(p1={'hand': ['L1'], 'discard': ['X1'], 'life_deck': 20, 'life_deck_bottom': ['X2']}, p2={'stage': 5, 'life_deck': 20})])
R('K006', BS3, SEC, CTQ)
board('K007', "Android 20, the Schemer Lv.3: PAT 2 power stages, +3 life cards for the one Android in play", [MD], 'p1',
 mpl([S('cell-saga/185'), S('cell-saga/186'), S('cell-saga/187')], 3, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 2, 'life_cards': 3}}, END(p2={'stage': 3, 'life_deck': 17})])
R('K007', MD, CTQ)
# ---------- B ----------
board('K008', "Black Fatality: 5 life cards, anger +1; the attacker captures the defender's Namek Dragon Ball 3", [BS14, CAP], 'p1',
 P1(hand=[S('cell-saga/008')]), P2(in_play={'dragon_balls': [NDB[3]]}),
 [{'p1': 'play', 'card': 'Black Fatality', 'capture': 'Namek Dragon Ball 3', 'capture_powers': False}, TAKE],
 [END(p1={'stage': 3, 'anger': 1, 'in_play': {'dragon_balls': ['Namek Dragon Ball 3']}}, p2={'life_deck': 15, 'in_play': {'dragon_balls': []}})])
R('K008', BS14, CAP, CTQ)
board('K009', "Staining Energy Blast Move: the opponent draws first; a Dragon Ball uncovered by the damage goes under the Life Deck", [DDB, DDIS], 'p1',
 P1(hand=[S('android-saga/083')]), P2(life_deck=life(20, ['L1', 'Namek Dragon Ball 2', 'L2', 'L3', 'L4', 'L5', 'L6'])),
 [PLAY('Staining Energy Blast Move'), TAKE],
 [END(p1={'stage': 3}, p2={'hand': ['L1'], 'life_deck': 14, 'life_deck_bottom': ['Namek Dragon Ball 2'], 'discard': ['L2', 'L3', 'L4', 'L5', 'L6']})])
R('K009', DDB, DDIS, CTQ)
board('K010', "Saiyan Flying Kick: 'discards the top 2' (an effect) counts a Dragon Ball, which goes under the Life Deck", [DDBE], 'p1',
 P1(hand=[S('cell-saga/060')]), P2(life_deck=life(20, ['L1', 'L2', 'Namek Dragon Ball 4', 'L3'])),
 [PLAY('Saiyan Flying Kick'), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 7}}, END(p2={'stage': 0, 'life_deck': 17, 'discard': ['L1', 'L2', 'L3'], 'life_deck_bottom': ['Namek Dragon Ball 4']})])
R('K010', DDBE, DDIS, CTQ)
board('K011', "Caterpy, the Tenacious Lv.3's Power 2: a Dragon Ball discarded from the hand goes under the Life Deck; the search may take a Dragon Ball", [DB, DDIS], 'p1',
 mpl([S('cosmic-anthology/ca13'), S('cosmic-anthology/ca14'), S('cosmic-anthology/ca15')], 3, hand=[NDB[1]], discard=[],
     life_deck=life(20, ['L1', 'L2', 'Namek Dragon Ball 2'])), P2(),
 [{'p1': 'power', 'power_box': 2, 'choose': ['Namek Dragon Ball 1', 'Namek Dragon Ball 2']}],
 [END(p1={'hand': ['Namek Dragon Ball 2'], 'life_deck': 20, 'life_deck_bottom': ['Namek Dragon Ball 1'], 'discard': []}, p2={'stage': 5, 'life_deck': 20})])
R('K011', DB, DDIS, CTQ)
board('K012', "Krillin's Ready stops an energy attack; the attacker's 3 discarded life cards count a Dragon Ball (effect, not damage)", [DDBE], 'p1',
 P1(hand=[ORB], life_deck=life(20, ['L1', 'Namek Dragon Ball 3', 'L2'])), P2(hand=[S('android-saga-promo/p6')]),
 [PLAY('Saiyan Energy Orb'), {'p2': 'play', 'card': "Krillin's Ready"}],
 [END(p1={'stage': 3, 'life_deck': 18, 'life_deck_bottom': ['Namek Dragon Ball 3']}, p2={'life_deck': 20})])
R('K012', DDBE, DDIS, CTQ)
board('K013', "Blue Arm Blast: 5 life cards with a Dragon Ball uncovered (flipped past); 5 discarded, so the attacker captures", [CAP, DDB], 'p1',
 P1(hand=[S('cell-games-saga/041')]), P2(life_deck=life(20, ['L1', 'L2', 'Namek Dragon Ball 1', 'L3', 'L4', 'L5']), in_play={'dragon_balls': [NDB[5]]}),
 [{'p1': 'play', 'card': 'Blue Arm Blast', 'capture': 'Namek Dragon Ball 5', 'capture_powers': False}, TAKE],
 [END(p1={'stage': 3, 'in_play': {'dragon_balls': ['Namek Dragon Ball 5']}}, p2={'life_deck': 15, 'life_deck_bottom': ['Namek Dragon Ball 1'], 'discard': ['L1', 'L2', 'L3', 'L4', 'L5']})])
R('K013', CAP, DDB, BS14, CTQ)
# ---------- C ----------
board('K014', "Blue Diving Punch Drill: a successful physical attack doing no damage, used twice in a Combat; the Drill stays", [DRL], 'p1',
 P1(in_play={'drills': [S('cell-saga/144')]}), P2(),
 [{'p1': 'use', 'card': 'Blue Diving Punch Drill'}, TAKE, {'p2': 'pass'}, {'p1': 'use', 'card': 'Blue Diving Punch Drill'}, TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': True}, END(p1={'in_play': {'drills': ['Blue Diving Punch Drill']}}, p2={'stage': 5, 'life_deck': 20})])
R('K014', DRL, CTQ)
board('K015', "Orange Protection Drill refused beside a Black Styled Drill", [STY], 'p1',
 P1(in_play={'drills': [BSD]}, hand=[S('fusion-saga/068')]), P2(),
 [PLAY('Orange Protection Drill')],
 [END(error='', p1={'hand': ['Orange Protection Drill'], 'in_play': {'drills': ['Black Striking Drill']}})], **TURN('non_combat'))
R('K015', STY, DRL)
board('K016', "Intensity Drill: an attack doing 5 life cards puts the bottom discard under the Drill", [DRL], 'p1',
 P1(hand=[ORB], discard=['X1', 'X2'], in_play={'drills': [S('fusion-saga/055')]}), P2(),
 [PLAY('Saiyan Energy Orb'), TAKE],
 [END(p1={'stage': 3, 'discard': ['X2', 'Saiyan Energy Orb']}, p2={'life_deck': 15})])
R('K016', DRL, CTQ)
board('K017', "Unbelievable Strength: for the rest of Combat a stop costs the stopper 2 life cards", [FLT, NCND], 'p1',
 P1(hand=[SRC], in_play={'non_combat': [S('blast-off-kit/cc7')]}), P2(hand=[OSS]),
 [{'p1': 'use', 'card': 'Unbelievable Strength'}, {'p2': 'pass'}, PLAY('Saiyan Right Cross'), {'p2': 'play', 'card': 'Orange Sidestep'}],
 [END(p1={'discard': ['Unbelievable Strength', 'Saiyan Right Cross']}, p2={'stage': 5, 'anger': 1, 'life_deck': 18})])
R('K017', FLT, NCND, CTQ)
board('K018', "Saiyan Enraged in place of an attack: anger +2, 2 discards under the Life Deck, a draw (higher power rating)", [NCND], 'p1',
 mp(GOKU, tokui_waza='Saiyan', in_play={'mastery': SSM_, 'non_combat': [S('broly-subset/m15')]}, life_deck=life(20, ['L1']), discard=['X1', 'X2', 'X3'], hand=[]), P2(),
 [{'p1': 'use', 'card': 'Saiyan Enraged'}],
 [END(p1={'anger': 2, 'life_deck': 21, 'hand': ['L1'], 'discard': ['X3'], 'removed': ['Saiyan Enraged']})])
R('K018', NCND, BS3, CTQ)
board('K019', "Tien's Mental Condition in the Prepare Phase: anger +1, highest stage, draws the bottom discard", [PREP], 'p1',
 P1(anger=1, discard=['B1', 'B2'], hand=[], in_play={'non_combat': [S('android-saga/086')]}), P2(),
 [{'p1': 'use', 'card': "Tien's Mental Condition"}],
 [{'after_step': 0, 'p1': {'anger': 2, 'stage': 10, 'hand': ['B1'], 'discard': ['B2'], 'removed': ["Tien's Mental Condition"]}, 'p2': {'life_deck': 17}}], **PP)
R('K019', PREP, CTQ)
board('K020', "Heroic Drill: when entering Combat the Hero attacker searches a Heroes only card", [PREP, DRL], 'p1',
 P1(life_deck=life(20, ['L1', 'L2', 'Heroic Power Shot']), hand=[], in_play={'drills': [S('broly-subset/m22')]}), P2(),
 [{'p1': 'use', 'card': 'Heroic Drill', 'may': True, 'choose': ['Heroic Power Shot']}],
 [{'after_step': 0, 'p1': {'hand': ['Heroic Power Shot'], 'life_deck': 19, 'in_play': {'drills': ['Heroic Drill']}}, 'p2': {'life_deck': 17}}], **PP)
R('K020', PREP, DRL, CTQ)
# ---------- D ----------
board('K021', "Red Flight stopped by Black Forearm Block: both players raise their anger 1 level", [SEC], 'p1',
 P1(hand=[S('cell-saga/027')]), P2(hand=[S('cell-saga/026')]),
 [PLAY('Red Flight'), {'p2': 'play', 'card': 'Black Forearm Block'}],
 [{'after_step': 3, 'p1': {'anger': 1}}, END(p1={'anger': 1, 'discard': ['Red Flight']}, p2={'anger': 1, 'stage': 5, 'life_deck': 20, 'discard': ['Black Forearm Block']})])
R('K021', SEC, BS3, CTQ)
board('K022', "Black Preparation: no cost stated (2), no damage stated (4 life cards), if successful anger +1", [BS9, COST, IFS], 'p1',
 P1(hand=[S('cell-games-saga/003')]), P2(),
 [PLAY('Black Preparation'), TAKE],
 [{'after_step': 9, 'base_damage': {'life_cards': 4}}, END(p1={'stage': 3, 'anger': 1}, p2={'life_deck': 16})])
R('K022', BS9, COST, IFS, CTQ)
board('K023', "Saiyan Destiny's damaged 'davage': the judge reads it; the Saiyan Style Mastery's gained text resolves", [SEC], 'p1',
 mp(GOKU, tokui_waza='Saiyan', in_play={'mastery': SSM_}, hand=[S('android-saga/081')], life_deck=L20), P2(),
 [PLAY('Saiyan Destiny'), TAKE],
 [END(judge='', p1={'anger': 1, 'stage': 8})])
R('K023', SEC, CTQ)
board('K024', "Blue Elbow Drop: 1 stated life card; the discarded card is an energy attack, so 5 more are discarded", [BS9, BS + '15'], 'p1',
 P1(hand=[S('cell-saga/143')]), P2(life_deck=life(20, ['Saiyan Energy Orb']), discard=[]),
 [PLAY('Blue Elbow Drop'), TAKE],
 [END(p2={'stage': 5, 'life_deck': 14})])
R('K024', BS9, BS + '15', CTQ)
board('K025', "Trunks Draws Steel used as the stop of a physical attack", [DEF], 'p1',
 P1(hand=[SRC]), P2(hand=[S('trunks-saga/092')]),
 [PLAY('Saiyan Right Cross'), {'p2': 'play', 'card': 'Trunks Draws Steel'}],
 [{'after_step': 8, 'successful': False}, END(p1={'discard': ['Saiyan Right Cross']}, p2={'stage': 5, 'life_deck': 20, 'discard': ['Trunks Draws Steel']})])
R('K025', DEF, CTQ)
board('K026', "Overwhelmed: 1,500,000 is three or more times 375,000: the opponent discards 5", [BS3], 'p1',
 P1(stage=10, hand=[S('kid-buu-saga/022')]), P2(),
 [PLAY('Overwhelmed')],
 [END(p1={'removed': ['Overwhelmed']}, p2={'stage': 5, 'life_deck': 15})])
R('K026', BS3, CTQ)
# ---------- E ----------
board('K027', "Android 20, the Destructor Lv.3: 8 life cards at cost 0 against a Life Deck of 6: Survival Victory", [SURV], 'p1',
 mpl([S('cell-saga/185'), S('cell-saga/186'), S('cell-saga/199')], 3, life_deck=L20), P2(life_deck=life(6)),
 [{'p1': 'power'}, TAKE],
 [END(winner='p1', victory='survival', p1={'stage': 5}, p2={'life_deck': 0})])
R('K027', SURV, CTQ)
board('K028', "Majin Buu's Bicycle Kick: anger to 0, then the defender's Main Personality loses a level: 5 above 0, Drills discarded", [NOTCH], 'p1',
 P1(hand=[S('fusion-saga/059')]), mpl(KRIL_LV, 2, stage=8, anger=1, in_play={'drills': [BSD]}, hand=[], life_deck=L20),
 [PLAY("Majin Buu's Bicycle Kick"), TAKE],
 [{'after_step': 12, 'p2': {'stage': 1}}, END(p2={'level': 1, 'stage': 5, 'anger': 0, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill'], 'life_deck': 20})])
R('K028', NOTCH, CTQ)
board('K029', "Power-Up Step: Kid Trunks, Teenager Lv.1 by his PUR 3; his Ally (PUR 2) by 1", [PUR, SOP3], 'p1',
 mp(S('kid-buu-saga/053'), 5, allies=[{'card': KRIL, 'stage': 3}], hand=[], life_deck=L20), mp(GOKU, 5, life_deck=L20),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 8, 'allies': {'Krillin, the Friend Lv.1': 4}}}], **TURN('power_up'))
R('K029', PUR, SOP3, PUA)
board('K030', "Vegeta, the Revitalized Lv.5: 12 power stages, 10 converted against a Life Deck of 4: Survival Victory", [SURV, MD], 'p1',
 mpl([S('cell-saga/167'), S('cell-saga/168'), S('cell-saga/169'), S('cell-saga/154'), S('cell-saga/159')], 5, life_deck=L20), P2(stage=2, life_deck=life(4)),
 [{'p1': 'power'}, TAKE],
 [END(winner='p1', victory='survival', p2={'stage': 0, 'life_deck': 0})])
R('K030', SURV, MD, CTQ)
board('K031', "Saiyan Palm Blast raises anger 4 -> 5: Goku advances to level 2 at its highest stage; Drills discarded", [ANG], 'p1',
 mpl([GOKU, S('world-games-saga/171'), S('world-games-saga/172')], 1, anger=4, in_play={'drills': [BSD]}, hand=[S('cell-saga/024')], life_deck=L20), P2(),
 [PLAY('Saiyan Palm Blast'), TAKE],
 [END(p1={'level': 2, 'stage': 11, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill', 'Saiyan Palm Blast']}, p2={'life_deck': 16})])
R('K031', ANG, CTQ)
board('K032', "Draw Step with 2 life cards: the attacker draws them and loses by Survival Victory", [SURV, SOP1], 'p1',
 mp(S('frieza-saga-promo/p16'), 5, life_deck=life(2), hand=[]), mp(GOKU, 5, life_deck=L20),
 [],
 [END(winner='p2', victory='survival', p1={'life_deck': 0})], **TURN('draw'))
R('K032', SURV, SOP1)
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')

