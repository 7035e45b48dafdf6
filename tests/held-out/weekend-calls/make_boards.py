"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
weekend-calls, s26; adapted from kai-cup-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
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
# ---------- A ----------
board('W001', "Piccolo Lv.2's physical attack states 6 life cards: no PAT, no power stages", [BS9], 'p1',
 mpl([S('trunks-saga/167'), S('trunks-saga/193'), S('trunks-saga/169')], 2, life_deck=L20), P2(),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 6, 'power_stages': 0}}, END(p1={'stage': 5}, p2={'stage': 5, 'life_deck': 14})])
R('W001', BS9, DEAL, CTQ)
board('W002', "Majin Spopovich, the Empowered Lv.2 without a Tokui-Waza: a second use of the power this Combat is refused", [PUR], 'p1',
 mpl([S('world-games-saga/136'), S('world-games-saga/137'), S('world-games-saga/138')], 2, life_deck=L20), P2(anger=2),
 [{'p1': 'power'}, TAKE, PASS2, {'p1': 'power'}],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 0, 'anger': 1}}, END(error='', p2={'stage': 0, 'anger': 1, 'life_deck': 20})])
R('W002', PUR, CTQ)
board('W003', "Goku on Namek Lv.4 (defender) stops an energy attack with his power and discards the attacker's Drill", [BS5, BS6], 'p1',
 mpl(KRIL_LV, 1, in_play={'drills': [BSD]}, hand=[ORB], life_deck=L20),
 mpl([GOKU, GOKU2, GOKU3, S('frieza-saga/093')], 4, hand=[], life_deck=L20),
 [PLAY('Saiyan Energy Orb'), {'p2': 'power'}],
 [{'after_step': 8, 'successful': False}, END(p1={'stage': 3, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill', 'Saiyan Energy Orb']}, p2={'life_deck': 20})])
R('W003', DEF, BS5, BS6, CTQ)
board('W004', "Torbie, Unleashed Lv.3: 15 life cards -1 per card in the opponent's discard pile (9): 6; cost 2", [COST, BS9], 'p1',
 mpl([S('world-games-saga/143'), S('world-games-saga/144'), S('world-games-saga/145')], 3, life_deck=L20), P2(discard=[f'X{i}' for i in range(1, 10)]),
 [{'p1': 'power'}, TAKE],
 [{'after_step': 9, 'base_damage': {'life_cards': 6}}, END(p1={'stage': 3}, p2={'stage': 5, 'life_deck': 14})])
R('W004', COST, BS9, CTQ)
board('W005', "Kid Trunks, the Young Saiyan Lv.3: the removal (secondary) comes before the 'If successful' draw of the bottom 2", [BS3, BS15], 'p1',
 mpl([S('world-games-saga/178'), S('world-games-saga/179'), S('world-games-saga/180')], 3, hand=[], discard=['D1', 'D2', 'D3', 'D4'], life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['D1', 'D2']}, TAKE],
 [END(p1={'removed': ['D1', 'D2'], 'hand': ['D3', 'D4'], 'discard': []}, p2={'stage': 0, 'life_deck': 20})])
R('W005', BS3, BS15, CTQ)
board('W006', "Pikkon, the Powerful Lv.3 removes the attacker's own Drill (the only Non-Combat card in play) before damage: 8, not 10", [BS3, BS10], 'p1',
 mpl([S('world-games-saga/193'), S('world-games-saga/191'), S('world-games-saga/192')], 3, in_play={'drills': [BSD]}, life_deck=L20), P2(),
 [{'p1': 'power', 'choose': ['Black Striking Drill']}, TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 8}}, END(p1={'removed': ['Black Striking Drill'], 'in_play': {'drills': []}}, p2={'stage': 0, 'life_deck': 17})])
R('W006', BS3, BS10, REQ, C + 'the-difference-between-costs-and-requirements', CTQ)
board('W007', "Maraikoh Lv.1 stopped by Orange Sidestep: 'If stopped' the attacker discards his top 2 life cards", [BS5, BS6], 'p1',
 mpl([S('world-games-saga/185'), S('world-games-saga/183'), S('world-games-saga/184')], 1, life_deck=life(20, ['T1', 'T2']), discard=[]), P2(hand=[OSS]),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Orange Sidestep'}],
 [{'after_step': 8, 'successful': False}, END(p1={'life_deck': 18, 'discard': ['T1', 'T2']}, p2={'anger': 1, 'stage': 5, 'life_deck': 20, 'discard': ['Orange Sidestep']})])
R('W007', BS5, BS6, CTQ)
# ---------- B ----------
board('W008', "Saiyan Dashing Kick: 10 power stages, 5 converted to life cards: 5 life cards of damage, so a Dragon Ball is captured", [CAP, MD, BS14], 'p1',
 P1(hand=[S('kid-buu-saga/028')]), P2(in_play={'dragon_balls': [NDB[5]]}),
 [PLAY('Saiyan Dashing Kick', capture=NDBN[5], capture_powers=False), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 10}}, END(p1={'anger': 1, 'in_play': {'dragon_balls': [NDBN[5]]}}, p2={'stage': 0, 'life_deck': 15, 'in_play': {'dragon_balls': []}})])
R('W008', CAP, MD, BS14, CTQ)
board('W009', "Vegeta's Getting Bashed Drill: +1 life card makes a 4-life-card energy attack 5: Dragon Ball captured", [BS10, BS14, CAP], 'p1',
 P1(in_play={'drills': [S('frieza-saga/076')]}, hand=[S('cell-saga/007')]), P2(anger=2, in_play={'dragon_balls': [NDB[3]]}),
 [PLAY('Namekian Energy Ray', capture=NDBN[3], capture_powers=False), TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 5}}, END(p1={'stage': 3, 'in_play': {'dragon_balls': [NDBN[3]]}}, p2={'anger': 1, 'life_deck': 15, 'in_play': {'dragon_balls': []}})])
R('W009', BS10, BS14, CAP, CTQ)
board('W010', "Orange Goku's Kamehameha against a Life Deck of only Dragon Balls: Dragon Ball Loop, Survival Victory", [DDB, SURV], 'p1',
 P1(hand=[S('cell-saga/101')]), P2(life_deck={'top': [NDB[1], NDB[2]], 'unknown_below': 0}),
 [PLAY("Orange Goku's Kamehameha"), TAKE],
 [END(winner='p1', victory='survival', p1={'anger': 1, 'stage': 3})])
R('W010', DDB, DDBE, SURV, CTQ)
board('W011', "Bulma's Lookin Good when entering Combat: the defender's only card, a Dragon Ball, goes to the bottom of his Life Deck", [DDIS, PREP], 'p1',
 P1(in_play={'non_combat': [S('android-saga/059')]}), P2(hand=[NDB[6]], life_deck=life(20, ['L1', 'L2', 'L3'])),
 [{'p1': 'use', 'card': "Bulma's Lookin Good"}],
 [{'after_step': 0, 'p1': {'discard': ["Bulma's Lookin Good"]}, 'p2': {'hand': ['L1', 'L2', 'L3'], 'discard': [], 'life_deck': 18, 'life_deck_bottom': [NDBN[6]]}}], **PP)
R('W011', DDIS, PREP, CTQ)
board('W012', "Yamcha, the Single Lv.2 (Ally in control) captures a Dragon Ball instead of dealing 5 life cards", [BS11, CAP], 'p1',
 mpl([GOKU, GOKU2, GOKU3, GOKU4], 2, stage=1, allies=[{'card': S('kid-buu-saga/092'), 'stage': 3}], life_deck=L20), P2(in_play={'dragon_balls': [NDB[2]]}),
 [{'p1': 'power', 'personality': 'Yamcha, the Single Lv.2', 'ally_capture': NDBN[2], 'capture_powers': False}, TAKE],
 [END(p1={'allies': {'Yamcha, the Single Lv.2': 1}, 'in_play': {'dragon_balls': [NDBN[2]]}}, p2={'life_deck': 20, 'in_play': {'dragon_balls': []}})])
R('W012', BS11, CAP, ATOC, CTQ)
board('W013', "Blue Terror's search 'for any 1 card' may not take a Dragon Ball (Dragon Ball Immunity): the choice is refused", [DB], 'p1',
 mp(GOKU, tokui_waza='Blue', in_play={'mastery': S('cell-saga/126')}, hand=[S('android-saga/099')], life_deck=life(20, [NDB[4], 'L1'])), P2(),
 [PLAY('Blue Terror', choose=[NDBN[4]])],
 [END(error='')])
R('W013', DB, SRCH)
# ---------- C ----------
board('W014', "Black Anticipation Drill (Defense Shield) stops the first unstopped energy attack only", [BS7], 'p1',
 P1(hand=[ORB, ORB]), P2(in_play={'drills': [S('cell-games-saga/032')]}),
 [PLAY('Saiyan Energy Orb'), TAKE, PASS2, PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': True},
  END(p1={'stage': 1}, p2={'life_deck': 15, 'in_play': {'drills': ['Black Anticipation Drill']}})])
R('W014', BS7, CTQ)
board('W015', "Red Holding Drill's +1 power stage on an energy attack (Modified Damage)", [MD, BS10], 'p1',
 P1(in_play={'drills': [S('fusion-saga/017')]}, hand=[ORB]), P2(),
 [PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 10, 'damage': {'life_cards': 5, 'power_stages': 1}}, END(p1={'stage': 3}, p2={'stage': 4, 'life_deck': 15})])
R('W015', MD, BS10, CTQ)
board('W016', "Champion Drill in place of an attack: discard 1, draw 2; the Drill stays in play", [DRL, BS3], 'p1',
 P1(in_play={'drills': [S('world-championship/sz3')]}, hand=['H1'], life_deck=life(20, ['L1', 'L2'])), P2(),
 [{'p1': 'use', 'card': 'Champion Drill', 'choose': ['H1']}],
 [END(p1={'hand': ['L1', 'L2'], 'discard': ['H1'], 'life_deck': 18, 'in_play': {'drills': ['Champion Drill']}}, p2={'life_deck': 20})])
R('W016', DRL, BS3, CTQ)
board('W017', "Focusing: highest stage now, the next energy attack this Combat costs 0", [FLT, NCND], 'p1',
 P1(in_play={'non_combat': [S('cell-saga/115')]}, hand=[ORB]), P2(),
 [{'p1': 'use', 'card': 'Focusing', 'choose': ['Goku Lv.1']}, PASS2, PLAY('Saiyan Energy Orb'), TAKE],
 [{'after_step': 3, 'phase': 1, 'p1': {'stage': 10}}, END(p1={'stage': 10, 'discard': ['Focusing', 'Saiyan Energy Orb']}, p2={'life_deck': 15})])
R('W017', FLT, NCND, CTQ)
board('W018', "Blazing Anger!: anger 3 -> 5 advances Goku and discards his Drill before the next sentence takes the top 2 discards", [ANG, BS3], 'p1',
 mpl([GOKU, GOKU2, GOKU3], 1, anger=3, in_play={'drills': [BSD], 'non_combat': [S('saiyan-saga/099')]}, discard=['X1', 'X2'], life_deck=L20), P2(),
 [{'p1': 'use', 'card': 'Blazing Anger!'}],
 [END(p1={'level': 2, 'stage': 11, 'in_play': {'drills': []}, 'discard': ['X1', 'Blazing Anger!'], 'life_deck': 22})])
R('W018', ANG, BS3, CTQ)
board('W019', "Grand Kai's Palace replaces the opponent's Korin's Tower (removed from the game); Combat is skipped", [BGL, SOP4], 'p1',
 P1(hand=[S('miscellaneous/f2')]), P2(in_play={'battleground': S('cell-games-saga/100')}),
 [PLAY("Grand Kai's Palace"), {'p1': 'declare'}],
 [{'after_turn_step': 'non_combat', 'p1': {'in_play': {'battleground': ["Grand Kai's Palace"]}}, 'p2': {'removed': ["Korin's Tower"], 'in_play': {'battleground': []}}},
  END(error='')], **TURN('non_combat'))
R('W019', BGL, GLOS, SOP4)
board('W020', "Makyo Star attached to the Battleground in play: PUR 1 +2 at the Power-Up Step", [SOP3, PUR], 'p1',
 P1(hand=[S('cosmic-anthology/ca32')], in_play={'battleground': S('android-saga/043')}), P2(),
 [PLAY('Makyo Star', choose=['Hyperbolic Time Chamber'])],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 8}}], **TURN('non_combat'))
R('W020', SOP3, PUR, CTQ)
# ---------- D ----------
board('W021', "Orange Energy Focus's misprinted 'Gosts 1 power stage': the cost is the judge's; 5 power stages of damage", [COST], 'p1',
 P1(hand=[S('cell-saga/048')]), P2(),
 [PLAY('Orange Energy Focus'), TAKE],
 [END(judge='', p2={'stage': 0, 'life_deck': 20})])
R('W021', COST, GLOS, CTQ)
board('W022', "Raditz Physical Defense: anger -2 (secondary); 'Discard this card from the game ater use' is the judge's", [GLOS, BS3], 'p1',
 P1(hand=[S('saiyan-saga/118')]), P2(anger=3),
 [PLAY('Raditz Physical Defense')],
 [END(judge='', p2={'anger': 1})])
R('W022', GLOS, BS3, CTQ)
board('W023', "Black Quick Blast (anger +1) stopped by Blue Sliding Dodge (opponent's anger -1)", [SEC, BS6], 'p1',
 P1(hand=[S('cell-saga/020')]), P2(hand=[S('cell-saga/001')]),
 [PLAY('Black Quick Blast'), {'p2': 'play', 'card': 'Blue Sliding Dodge'}],
 [{'after_step': 3, 'p1': {'anger': 1}}, END(p1={'anger': 0, 'stage': 3, 'discard': ['Black Quick Blast']}, p2={'life_deck': 20, 'discard': ['Blue Sliding Dodge']})])
R('W023', SEC, BS6, CTQ)
board('W024', "Saiyan Stop cannot stop a focused attack but its 'Gain 7 power stages' resolves before damage", [FOC, BS6], 'p1',
 P1(hand=[S('cell-games-saga/012')]), P2(hand=[S('kid-buu-saga/029')]),
 [PLAY('Namekian Flying Kick'), {'p2': 'play', 'card': 'Saiyan Stop'}],
 [{'after_step': 6, 'p2': {'stage': 10}}, {'after_step': 8, 'successful': True}, END(p2={'stage': 5, 'life_deck': 20, 'discard': ['Saiyan Stop']})])
R('W024', FOC, C + 'what-does-focused-do', CTQ)
board('W025', "Krillin's Heat Seeking Blast cannot be stopped; the defender's Orange Energy Deflection still raises his anger", [SUA], 'p1',
 P1(hand=[S('trunks-saga/130')]), P2(hand=[S('cell-saga/031')]),
 [PLAY("Krillin's Heat Seeking Blast"), {'p2': 'play', 'card': 'Orange Energy Deflection'}],
 [{'after_step': 8, 'successful': True}, END(p1={'stage': 3, 'removed': ["Krillin's Heat Seeking Blast"]}, p2={'anger': 1, 'life_deck': 16, 'discard': ['Orange Energy Deflection']})])
R('W025', SUA, CTQ)
board('W026', "Orange Charge Kick with Empower 2: +2 life cards, the 'If successful, take control' text after it is deleted", [EMP], 'p1',
 P1(hand=[S('fusion-saga/090')]), P2(in_play={'drills': [S('saiyan-saga/149')]}),
 [PLAY('Orange Charge Kick', empower=True), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 5, 'life_cards': 2}}, END(p1={'in_play': {'drills': []}}, p2={'stage': 0, 'life_deck': 18, 'in_play': {'drills': ['Meditation Drill']}})])
R('W026', EMP, C + 'what-does-empower-do', CTQ)
# ---------- E ----------
board('W027', "Vegeta's Sacrifice: 15 life cards leave 5; the attacker loses in the opponent's next Attack Phase", [HTW], 'p1',
 mpl([S('world-games-saga/162'), S('world-games-saga/163'), S('world-games-saga/164')], 1, hand=[S('majin-buu-saga/111')], life_deck=L20), P2(),
 [PLAY("Vegeta's Sacrifice"), TAKE, PASS2],
 [END(winner='p2', victory='card_effect', p1={'stage': 3}, p2={'life_deck': 5})])
R('W027', HTW, CTQ)
board('W028', "Vinegar's Revenge: the opponent gains no power stages in his own next Power-Up Step", [SOP3], 'p1',
 P1(hand=[S('trunks-saga/029')]), P2(),
 [PLAY("Vinegar's Revenge"), PASS2, {'p1': 'pass'}],
 [{'after_turn_step': 'power_up', 'turn': 2, 'p1': {'removed': ["Vinegar's Revenge"]}, 'p2': {'stage': 5}}], **TURN('combat'))
R('W028', SOP3, FLT, CTQ)
board('W029', "Red Face Strike raises anger 4 -> 5: Goku advances to level 5: Most Powerful Personality Victory", [MPPV, ANG], 'p1',
 mpl([GOKU, GOKU2, GOKU3, S('world-games-saga/131'), S('world-games-saga/159')], 4, anger=4, hand=[S('cell-saga/033')], life_deck=L20), P2(),
 [PLAY('Red Face Strike')],
 [END(winner='p1', victory='most_powerful_personality', p1={'level': 5})])
R('W029', MPPV, ANG, CTQ)
board('W030', "Android 20, the Mastermind Lv.4: X counts both players' Android personalities (2); a Life Deck of 2 is emptied", [SURV], 'p1',
 mpl([S('cell-saga/185'), S('cell-saga/186'), S('cell-saga/187'), S('redemption/r18')], 4, life_deck=L20),
 mpl([S('cell-saga/182'), S('cell-saga/183'), S('cell-saga/184')], 1, hand=[], life_deck=life(2)),
 [{'p1': 'power'}],
 [END(winner='p1', victory='survival', p2={'life_deck': 0})])
R('W030', SURV, CTQ)
board('W031', "Namekian Tokui-Waza: PUR 1 +1 at the Power-Up Step; the Namekian Style Mastery draws a Namekian card and raises Piccolo to his highest stage", [TW, PREP], 'p1',
 mpl([S('cell-saga/170'), S('cell-saga/171'), S('cell-saga/172')], 1, tokui_waza='Namekian', in_play={'mastery': S('trunks-saga/147')}, hand=[],
     discard=[S('cell-saga/034'), 'X1'], life_deck=L20), P2(),
 [{'p1': 'declare'}, {'p1': 'use', 'card': 'Namekian Style Mastery', 'may': True}],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7}}, {'after_step': 0, 'p1': {'stage': 10, 'hand': ['Namekian Power Kick'], 'discard': ['X1']}}], **TURN('power_up'))
R('W031', TW, PREP, SOP3, CTQ)
board('W032', "Gohan, The Fighter Lv.2 overlays his level 1 above a level 1 Main Personality: set to his highest power stage", [OVL], 'p1',
 mpl([GOKU, GOKU2, GOKU3, GOKU4], 1, allies=[{'card': S('trunks-saga/170'), 'stage': 3}], hand=[S('trunks-saga/171')], life_deck=L20), P2(),
 [PLAY('Gohan, The Fighter Lv.2')],
 [{'after_turn_step': 'non_combat', 'p1': {'allies': {'Gohan, The Fighter Lv.2': 10}}}], **TURN('non_combat'))
R('W032', OVL, CTQ)
half = sys.argv[1] if len(sys.argv) > 1 else 'all'
for bid, d in B.items():
    h = 'dev' if int(bid[1:]) % 2 else 'test'
    if half not in ('all', h): continue
    os.makedirs(f'{HERE}/{h}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{h}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
with open(f'{HERE}/rules.txt', 'w') as f:
    for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
print(len(B), 'boards known;', half, 'written')
