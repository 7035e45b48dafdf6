"""Writes the 32 cases (Z001..Z032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (zenkai-calls, s27). Adapted from weekend-calls/make_cases.py."""
import json, os, glob
ROOT = '/work/main'
HERE = os.path.dirname(os.path.abspath(__file__))
CRD = 'crd/crd-3.0.0.md'
_cache = {}
POOL = {}
for f in glob.glob(f'{ROOT}/cards/score/*.json'):
    for c in json.load(open(f)): POOL[c['id']] = c
def N(cid):
    c = POOL['score/' + cid]; return f"{c['name']} ({c['set']} #{c['number']})"
def text(f):
    if f not in _cache: _cache[f] = open(os.path.join(ROOT, f), encoding='utf-8').read()
    return _cache[f]
def crd(s):
    assert s in text(CRD), s; return s, CRD
def card(cid, s):
    f = f"cards/score/{cid.split('/')[0]}.json"; assert s in POOL['score/' + cid]['current_text'] and json.dumps(s)[1:-1] in text(f), (cid, s); return s, f
C = []
def case(topic, cards, board, play, expected, rule, quote):
    q, qf = quote
    assert len(q) <= 300, q
    C.append(dict(id=f'Z{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'; BSD = 'saiyan-saga/147'
OSS = 'cell-saga/021'; GOKU2 = 'world-games-saga/171'; GOKU3 = 'world-games-saga/172'; GOKU4 = 'cell-saga/135'
NDB = {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C; highest stage 10), PUR 1, anger 0, Life Deck 20, no Tokui-Waza"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B; every stage bracket B; highest stage 10), PUR 2, anger 0, Life Deck 20, hand empty"
NOPP = " The board starts at the first Attack Phase (no Prepare Phase draw)."
CT = 'Card text of '
def lv(*ids): return ', '.join(N(i) for i in ids)
GOKU5 = 'world-games-saga/131'; GOKU6 = 'world-games-saga/159'   # Goku, the King's Pupil Lv.4; Goku, the Galaxy's Hero Lv.5
GS = [GOKU, GOKU2, GOKU3, GOKU5, GOKU6]
KRIL2 = 'cell-saga/099'; KRIL3 = 'cell-saga/097'; KRIL4 = 'cell-saga/139'
GFUR = 'trunks-saga/170'   # Gohan, The Furious Lv.1 (Ally)
RED = 'frieza-saga/065'; BSDG = 'cell-saga/001'; MED = 'saiyan-saga/149'
G5 = f"P2 defender: MP Goku, levels {lv(*GS)} (a 5-level stack), at level 1 (Goku Lv.1) at 5 above 0 (1,000,000: bracket C), PUR 1, anger 0, Life Deck 20"
# ---------------- A: personalities' powers (Z001-Z007) ----------------
case('A', ['world-games-saga/175', KRIL],
 f"P1 attacker: MP Goten, levels {lv('world-games-saga/174','world-games-saga/175','world-games-saga/176')}, at level 2 ({D('world-games-saga/175')}), 5 above 0 (750,000), anger 0, Life Deck 20, no Tokui-Waza declared. {K}." + NOPP,
 "AP1: P1 uses Goten, the Brother's power; P2 takes it. AP2: P2 passes. AP3: P1 uses the power again; P2 takes it. AP4: P2 passes. AP5: P1 asks to use the power a third time.",
 "AP1: the physical attack states its damage (5 life cards, no Physical Attack Table): P2's Life Deck 20 -> 15, Krillin stays at 5; If successful: P1's anger 0 -> 1. AP3: allowed (no Tokui-Waza declared: 'twice per Combat'): Life Deck 15 -> 10, anger 1 -> 2. AP5: refused: the power's two uses this Combat are spent (a Personality Power is used once per turn unless its text says otherwise). The board stays: P2's Life Deck 10, P1's anger 2.",
 CT + 'Goten, the Brother Lv.2 ("Physical attack doing N life cards of damage." and "... you may use this power twice per Combat.", templates many cards print); CRD 3.0.0 Power-Up Rating (PUR) (Personality Powers), Battle Sequence 9 ("unless it is already stated on the physical attack")',
 card('world-games-saga/175', 'Physical attack doing 5 life cards of damage. If successful, raise your anger 1 level. If you did not declare a Tokui-Waza, you may use this power twice per Combat.'))
case('A', ['frieza-saga/043', GOKU, SRC],
 f"P1 attacker: MP Chiaotzu, levels {lv('saiyan-saga/104','cell-games-saga/122','frieza-saga/043')}, at level 3 ({D('frieza-saga/043')}), 5 above 0 (22,000: bracket B), Life Deck 20. {G5}; hand: Saiyan Right Cross (Cell Saga #6)." + NOPP,
 "AP1: P1 uses Chiaotzu Lv.3's power; P2 takes it. AP2: P2 plays Saiyan Right Cross against Chiaotzu; P1 plays no card (takes).",
 "AP1: the energy attack states no cost: 2 power stages (CRD Card Costs): Chiaotzu 5 -> 3. No amount stated: 4 life cards: P2's Life Deck 20 -> 16. If successful, a floating effect: every other physical attack P2 performs this Combat is stopped. AP2: Saiyan Right Cross is stopped by that floating effect: Chiaotzu stays at 3, P1's Life Deck stays 20; Saiyan Right Cross to P2's discard pile.",
 CT + 'Chiaotzu Lv.3; CRD 3.0.0 Card Costs, Battle Sequence 9 and 15, Floating Effects',
 card('frieza-saga/043', "Energy attack. If successful Chiaotzu stops all other opponent's physical attacks in this combat."))
case('A', ['cell-saga/103', 'cell-games-saga/087', MED, KRIL],
 f"P1 attacker: MP Tien, levels {lv('saiyan-saga/082','cell-saga/103','frieza-saga/039')}, at level 2 ({D('cell-saga/103')}), 5 above 0 (250,000), Life Deck 20. {K}; P2's Drills in play: {D('cell-games-saga/087')} and Meditation Drill (Saiyan Saga #149, a Freestyle Drill)." + NOPP,
 "AP1: P1 uses Tien, the Quick's power, naming Meditation Drill as the Drill to remove if the attack is successful; P2 plays no card (takes).",
 "Cost 2 (none stated): Tien 5 -> 3. P2 did not stop the attack, so at Battle Sequence 7 his Defense Shield activates: Saiyan Energy Drill stops the first unstopped energy attack. The attack is not successful (Battle Sequence 8), so the 'If successful' removal never happens: both of P2's Drills stay in play, nothing is removed; no damage: P2's Life Deck stays 20.",
 CT + "Tien, the Quick Lv.2 and Saiyan Energy Drill (Defense Shield); CRD 3.0.0 Battle Sequence 7, 8 and 15, \"If Successful\" Effects",
 card('cell-saga/103', "Energy attack. If successful, remove an opponent's Drill card in play from the game."))
case('A', ['world-games-saga/141', GOKU],
 f"P1 attacker: MP Olibu, levels {lv('world-games-saga/189','world-games-saga/187','world-games-saga/188','world-games-saga/141')}, at level 4 ({D('world-games-saga/141')}), 5 above 0 (2,725,000: bracket D), Life Deck 20. {G5}, discard pile X1, X2 (bottom first), Life Deck top L1..L5." + NOPP,
 "AP1: P1 uses Olibu, the Honorable's power; P2 takes it.",
 "PAT D vs C = 2, +8 = 10 power stages: Goku 5 -> 0, 5 power stages converted into 5 life cards: L1..L5 discarded (P2's Life Deck 20 -> 15; discard pile X1, X2, L1..L5). Only then (Battle Sequence 15, after damage at 12-13) the 'If successful' effect removes P2's whole discard pile from the game, the 5 cards just discarded for damage included: P2's discard pile is empty, his removed-from-the-game pile X1, X2, L1..L5.",
 CT + 'Olibu, the Honorable Lv.4; CRD 3.0.0 Battle Sequence 12, 13 and 15, Modified Damage (converted power stages)',
 crd('Any "If successful" effects that the attacker has are resolved.'))
case('A', ['world-games-saga/preview-7', GOKU, OSS],
 f"P1 attacker: MP Majin Vegeta, levels {lv('world-games-saga/preview-7','majin-buu-saga/190','majin-buu-saga/191')}, at level 1 ({D('world-games-saga/preview-7')}), 5 above 0 (1,500,000), Life Deck 20 (top T1, T2). P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, anger 0, Life Deck 20; hand: Orange Sidestep (Cell Saga #21): \"Stops a physical attack. Raise your anger 1 level.\"" + NOPP,
 "AP1: P1 uses Majin Vegeta, the Dark Prince's power against Goku; P2 plays Orange Sidestep.",
 "Cost: 2 life cards (the card says 'Costs'): P1's Life Deck 20 -> 18. Performed against Goku, the attack is focused. A focused attack can be stopped by a card that stops only physical attacks; only cards that stop (or prevent damage from) both physical and energy attacks, and Defense Shields, cannot stop it (CRD Focused). Orange Sidestep stops it: P2's anger 0 -> 1; not successful: no damage (Goku stays at 5, P2's Life Deck 20), no Allies discarded.",
 CT + 'Majin Vegeta, the Dark Prince Lv.1; CRD 3.0.0 Focused (What is Focused? / What does Focused do?), Card Costs, Battle Sequence 5-6',
 card('world-games-saga/preview-7', 'If performed against Goku, this is a focused physical attack.'))
case('A', ['saiyan-saga/107', GOKU, GOKU2, GOKU3, GOKU4, KRIL],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3, GOKU4)}, at level 2 (Goku, the Competitor) at 1 above 0; Ally in play: {D('saiyan-saga/107')} at 5 above 0; Life Deck 20. {K}." + NOPP,
 "AP1: Goku is at 1 above 0, so Yajirobe Lv.2 takes control of Combat and P1 uses Yajirobe's power; P2 takes it.",
 "No amount stated: 4 life cards: P2's Life Deck 20 -> 16. What Yajirobe pays is the judge's: CRD Card Costs says a cost exists only if the word 'cost' (costs, costing) is on the card, and an energy attack that does not tell its basic cost gains 'Costs 2 power stages to perform'. 'needs 3 power stages to perform' carries no cost word (so no cost by the first sentence, and 'Costs 2' is gained, with 'needs 3' left a requirement) yet plainly states what the attack takes (a basic cost of 3 by the second). Yajirobe 5 -> 3 or 5 -> 2. The right log hands that sentence to the judge.",
 CT + 'Yajirobe Lv.2 ("needs 3 power stages": no cost word); CRD 3.0.0 Card Costs, The Difference Between "Costs" and "Requirements" (What is a Cost? / What is a Requirement?), Allies Taking Over Combat; judge',
 card('saiyan-saga/107', 'Energy attack needs 3 power stages to perform.'))
case('A', ['trunks-saga/198', ORB, KRIL],
 f"P1 attacker: MP Vinegar, levels {lv('trunks-saga/182','trunks-saga/198','trunks-saga/184')}, at level 2 ({D('trunks-saga/198')}), 5 above 0 (175,000), Life Deck 20; hand: Saiyan Energy Orb (Cell Saga #14): \"Energy attack doing 5 life cards of damage.\" {K.replace('at 5 above 0 (375,000: bracket B; every stage bracket B; highest stage 10)', 'at 0 (the 0 stage)')}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2 (none stated): Vinegar 5 -> 3. Base Damage 5 life cards (stated); Vinegar's Constant Combat Power adds +1 power stage (Battle Sequence 10: a modifier is added even if the attack does not deal that kind of damage). Krillin is at 0, so the power stage converts into a life card (CRD Modified Damage: both types): 5 + 1 = 6 life cards: P2's Life Deck 20 -> 14; Krillin stays at 0.",
 CT + "Vinegar, The Battler Lv.2 (Constant Combat Power); CRD 3.0.0 Battle Sequence 10, Modified Damage, Power-Up Rating (PUR) (Constant Combat Powers)",
 card('trunks-saga/198', '(Constant Combat Power) Do +1 power stage of damage with every successful energy attack.'))
# ---------------- B: Dragon Balls (Z008-Z013) ----------------
case('B', ['majin-buu-saga/028', GOKU, SRC, KRIL, NDB[1], NDB[2]],
 f"{G.replace('Life Deck 20', 'Life Deck of 2 cards: Namek Dragon Ball 1, Namek Dragon Ball 2 (nothing else)')}, hand: Saiyan Right Cross (Cell Saga #6): \"Physical attack doing +3 power stages of damage.\" {K.replace('hand empty', 'hand: ' + D('majin-buu-saga/028'))}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Red Fist Catch.",
 "Red Fist Catch stops the physical attack. Its secondary effects: P1 discards the top 2 cards of his Life Deck, both Dragon Balls. A discard that is not damage counts Dragon Balls (CRD Discarding Dragon Balls When Losing Life Cards for Effects), and a Dragon Ball sent to the discard pile that is not in play goes face down to the bottom of its owner's Life Deck: both return, P1's Life Deck stays 2 cards and never empties, no Dragon Ball Loop (that is for damage): nobody wins. P2's anger 0 -> 1. P1's discard pile: Saiyan Right Cross only.",
 CT + 'Red Fist Catch ("Your opponent discards the top N cards of his Life Deck.", a template many cards print, after "Stops a physical attack."); CRD 3.0.0 Discarding Dragon Balls, Discarding Dragon balls When Losing Life Cards for Effects, Survival Victory',
 card('majin-buu-saga/028', 'Endurance 1. Stops a physical attack. Your opponent discards the top 2 cards of his Life Deck. Raise your anger 1 level.'))
case('B', ['frieza-saga/085', GOKU, KRIL, NDB[2], NDB[5]],
 f"{G}, hand: {D('frieza-saga/085')}. {K.replace('Life Deck 20', 'Life Deck 20 (top L1, Namek Dragon Ball 2, L2, L3, L4, L5)')}; P2 controls Namek Dragon Ball 5 (in play)." + NOPP,
 "AP1: P1 plays Straining Outburst; P2 takes it. P1 captures Namek Dragon Ball 5 (none of its powers used).",
 "'Cost 3 power stages' is a cost (the word appears): Goku 5 -> 2. The physical attack states 5 life cards (no PAT). Flipping for damage: L1, then Namek Dragon Ball 2, which does not count as damage and goes face down to the bottom of P2's Life Deck, then L2..L5: 5 life cards actually discarded (discard pile L1..L5; Life Deck 20 -> 15, Namek Dragon Ball 2 at its bottom). 5 life cards of damage: P1 may capture (Battle Sequence 14): P1 controls Namek Dragon Ball 5.",
 CT + 'Straining Outburst ("Physical attack doing N life cards of damage.", a template many cards print); CRD 3.0.0 Card Costs, Discarding Dragon Balls when Taking Life Cards of Damage, Capturing Dragon Balls (Life Card Capture), Battle Sequence 14',
 card('frieza-saga/085', 'Physical attack doing 5 life cards of damage. Cost 3 power stages to use.'))
case('B', ['frieza-saga/044', GOKU, GOKU2, GOKU3, GOKU5, GOKU6, KRIL, NDB[2]],
 f"P1 attacker: MP Goku, levels {lv(*GS)}, at level 3 (Goku, the Proud) at 1 above 0; Ally in play: {D('frieza-saga/044')} at 5 above 0 (5,200: bracket B); Life Deck 20. {K}; P2 controls Namek Dragon Ball 2 (in play)." + NOPP,
 "AP1: Goku is at 1 above 0, so Yajirobe the Hero Lv.3 takes control of Combat and P1 uses Yajirobe's power, asking to capture Namek Dragon Ball 2 instead of dealing the life cards (the Personality Capture Rule).",
 "Refused: the Personality Capture Rule names its Allies (Bulma, Chi-Chi, Frieza, Garlic Jr., Guldo, Krillin, Master Roshi, Saibaimen, Videl, Tien and Yamcha); Yajirobe is not one of them, so he may not capture instead of dealing damage. (Played out, the attack would do PAT B vs B = 1 power stage and, if successful, +3 life cards: fewer than 5, so no Life Card Capture either.) P2 keeps Namek Dragon Ball 2.",
 CT + 'Yajirobe the Hero Lv.3 (an Ally not on the capture list); CRD 3.0.0 Capturing Dragon Balls (Personality Capture Rule), Battle Sequence 11, Allies Taking Over Combat',
 card('frieza-saga/044', 'Physical attack. If successful Yajirobe also does +3 life cards of damage.'))
case('B', ['redemption/cr4', GOKU, ORB, KRIL, 'cell-saga/126', NDB[1], NDB[2], NDB[3]],
 f"{G}, hand: Saiyan Energy Orb (Cell Saga #14): \"Energy attack doing 5 life cards of damage.\" {K.replace('Life Deck 20', 'Blue Tokui-Waza declared, Mastery in play: Blue Style Mastery (Cell Saga #126), Life Deck 20 (top ' + N('redemption/cr4') + ', L2, L3, L4, L5, L6)')}; P2 controls Namek Dragon Balls 1, 2 and 3 (in play). Peekaboo!: \"{T('redemption/cr4')}\"" + NOPP,
 "AP1: P1 plays Saiyan Energy Orb and means to capture Namek Dragon Ball 1; P2 takes it and uses Endurance on the cards flipped.",
 "Cost 2 (none stated): Goku 5 -> 3. 5 life cards of damage: the first card flipped is Peekaboo!, Endurance X = 3 (P2 controls 3 Dragon Balls; Endurance is usable: a Tokui-Waza and a Mastery in play). P2 removes it from the game: it counts as one card plus prevents the next 3 life cards; one more card (L2) is discarded. Only 1 card was discarded for damage (the Endurance card is removed, not discarded): no Life Card Capture (he must actually discard 5): P2 keeps his 3 Dragon Balls. P2's Life Deck 20 -> 18, discard pile L2, removed Peekaboo!.",
 CT + 'Peekaboo! (Endurance X: the number of Dragon Balls its owner controls); CRD 3.0.0 Endurance (What does Endurance do? / More details about Endurance: "Endurance can prevent a Dragon Ball Capture"), Capturing Dragon Balls (Life Card Capture)',
 card('redemption/cr4', 'Endurance X. X = The number of Dragon Balls you control.'))
case('B', ['frieza-saga/007', GOKU, KRIL] + [NDB[i] for i in range(1, 8)],
 f"{G}; P1 controls Namek Dragon Balls 1-6 (his own, in play); hand: {D('frieza-saga/007')}. {K}; P2 controls his Namek Dragon Ball 7 (in play)." + NOPP,
 "AP1: P1 plays Blue Energy Flight; P2 takes it. P1 captures Namek Dragon Ball 7 (none of its powers used).",
 "Cost 2 (none stated): Goku 5 -> 3; anger 0 -> 1. 6 life cards: P2's Life Deck 20 -> 14. 5 or more life cards: P1 captures Namek Dragon Ball 7 and now controls all 7 of the set. Acquired by capture, the 7th does not win at once: P1 must still control the 7 at the beginning of his next turn as the Attacker (CRD Dragon Balls / Dragon Ball Victory). Nobody has won yet; a Dragon Ball Victory is pending.",
 CT + 'Blue Energy Flight ("Energy attack doing N life cards of damage." with "Raise your anger 1 level.", templates many cards print); CRD 3.0.0 Dragon Ball Victory, Dragon Balls (a 7th acquired by capture), Capturing Dragon Balls, Battle Sequence 14',
 card('frieza-saga/007', 'Energy attack doing 6 life cards of damage. Raise your anger 1 level.'))
case('B', ['kid-buu-saga/114', GOKU, KRIL, NDB[3]],
 f"{G.replace('Life Deck 20', 'Life Deck of 20 known cards: T1..T19 from the top, B1 at the bottom')}, hand: {D('kid-buu-saga/114')}. {K.replace('Life Deck 20', 'Life Deck 20 (top L1..L6)')}; P2 controls Namek Dragon Ball 3 (in play)." + NOPP,
 "AP1: P1 plays Red Left Bolt and means to capture Namek Dragon Ball 3; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3. Secondary effect (Battle Sequence 3): P1 draws the bottom card of his Life Deck, B1 (Life Deck 20 -> 19). 6 life cards of damage, removed from the game instead of discarded: P2's Life Deck 20 -> 14, removed pile L1..L6, discard pile empty. A Life Card Capture needs 5 or more life cards actually discarded for damage ('he must actually discard the cards'): none was discarded, so no capture: P2 keeps Namek Dragon Ball 3. Red Left Bolt is removed from the game after use.",
 CT + 'Red Left Bolt ("Damage from this attack is removed from the game instead of discarded.", a sentence many cards print: Uub\'s powers, Power Overwhelming, The Sword of Trunks, Piccolo\'s Power Blast...); CRD 3.0.0 Capturing Dragon Balls (Life Card Capture), Battle Sequence 3 and 14',
 card('kid-buu-saga/114', 'Damage from this attack is removed from the game instead of discarded.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (Z014-Z020) ----------------
case('C', ['cell-games-saga/064', 'cell-games-saga/084', SRC, GOKU, KRIL],
 f"{G}, hand: Red Overhand Slash (Cell Games Saga #84): \"{T('cell-games-saga/084')}\", Saiyan Right Cross (Cell Saga #6). {K}; P2's Drill in play: {D('cell-games-saga/064')}." + NOPP,
 "AP1: P1 plays Red Overhand Slash; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "AP1: a focused attack cannot be stopped by a Defense Shield, but the Shield is 'used' for the turn whether the attack is stopped or not (Battle Sequence 7, CRD Focused). Successful: PAT C vs B = 2, +1 = 3: Krillin 5 -> 2; If successful: P1's anger 0 -> 2. AP3: the Shield is already used: Saiyan Right Cross is successful: PAT C vs B (Krillin at 2: 300,000) = 2, +3 = 5 power stages: Krillin 2 -> 0, 3 converted: P2's Life Deck 20 -> 17.",
 CT + 'Namekian Power Stance Drill ("Defense Shield: Stops the first unstopped physical attack performed against you during Combat.", a template many Drills print); CRD 3.0.0 Battle Sequence 7, Focused, Glossary (Defense Shield)',
 card('cell-games-saga/064', 'Defense Shield: Stops the first unstopped physical attack performed against you during Combat.'))
case('C', ['trunks-saga/055', SRC, KRIL, GOKU, 'trunks-saga/167', 'trunks-saga/193', 'trunks-saga/169'],
 f"P1 attacker: MP Piccolo (a Rogue declared Hero), levels {lv('trunks-saga/167','trunks-saga/193','trunks-saga/169')}, at level 1 at 1 above 0; Ally in play: Krillin, the Friend Lv.1 (Cell Saga #89) at 5 above 0 (375,000: bracket B); Drill in play: {D('trunks-saga/055')}; hand: Saiyan Right Cross (Cell Saga #6): \"Physical attack doing +3 power stages of damage.\"; Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C), Life Deck 20." + NOPP,
 "AP1: Piccolo is at 1 above 0, so Krillin takes control of Combat and performs Saiyan Right Cross; P1 would use every 'you may' he can; P2 takes it.",
 "A Non-Combat card that is 'Piccolo and Nail only' may be in play, but to use it a personality that fits must be in control of Combat (CRD '___ only' Cards, Non-Combat cards); Krillin is in control, so the Drill's +2 cannot be used. PAT B (Krillin) vs C = 0, +3 = 3 power stages: Goku 5 -> 2 (not 5 -> 0).",
 CT + 'Namekian Attack Drill; CRD 3.0.0 "_____ only" Cards (Non-Combat cards), Allies Taking Over Combat, Battle Sequence 9-10',
 card('trunks-saga/055', 'Piccolo and Nail only. You may do +2 power stages of damage with all physical attacks.'))
case('C', ['frieza-saga/051', GOKU, KRIL, GFUR],
 f"{G}; Non-Combat card in play: {D('frieza-saga/051')}. {K.replace('at 5 above 0 (375,000: bracket B; every stage bracket B; highest stage 10)', 'at 1 above 0').replace('Life Deck 20', 'Life Deck 20 (top L1)')}; Ally in play: Gohan, The Furious Lv.1 (Trunks Saga #170) at 3 above 0." + NOPP,
 "AP1: P1 uses Jeice Shouts (in place of an attack).",
 "All effects secondary (no attack). Krillin loses 2 power stages: 1 -> 0 with 1 left over. A loss of power stages by a card effect is not 'to a minimum of 0': for each stage left over below 0, P2 discards the top card of his Life Deck (CRD Secondary Effects): L1 discarded, Life Deck 20 -> 19 (an effect, not damage). The Ally loses 2: 3 -> 1. Jeice Shouts is removed from the game after use.",
 CT + 'Jeice Shouts; CRD 3.0.0 Secondary Effects ("not to a minimum of 0"), Battle Sequence 3, Glossary (Damage)',
 card('frieza-saga/051', 'All opponents & their allies lose 2 power stages. Remove from the game after use.'))
case('C', ['trunks-saga/093', 'miscellaneous/m2', 'miscellaneous/m1', 'miscellaneous/m3', ORB, GOKU],
 f"{G}; Non-Combat card in play: {D('trunks-saga/093')}; hand: Saiyan Energy Orb (Cell Saga #14): \"Energy attack doing 5 life cards of damage.\" P2 defender: MP Cooler, levels {lv('miscellaneous/m1','miscellaneous/m2','miscellaneous/m3')}, at level 2 ({D('miscellaneous/m2')}), 5 above 0, no Tokui-Waza, Life Deck 20, hand empty." + NOPP,
 "AP1: P1 uses Trunks Stands Ready. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "AP1: a floating effect: Constant Combat Powers do not work for the rest of this Combat; Trunks Stands Ready is removed from the game after use. AP3: Cooler's Constant Combat Power (prevent all the life cards of the first energy attack against him this Combat) does not work: cost 2 (Goku 5 -> 3), 5 life cards dealt: P2's Life Deck 20 -> 15.",
 CT + 'Trunks Stands Ready (against Cooler, the Mighty Lv.2\'s Constant Combat Power); CRD 3.0.0 Floating Effects, Power-Up Rating (PUR) (Constant Combat Powers), Turning off Personality Powers',
 card('trunks-saga/093', 'Stops all "Constant Combat Powers" from working for the remainder of this combat.'))
case('C', ['irwin-toy/ir33', 'cell-games-saga/100', 'android-saga/043', GOKU, KRIL],
 f"{G.replace('Life Deck 20', 'Life Deck 20 (top L1, then Korin' + chr(39) + 's Tower (Cell Games Saga #100), a Location)')}, hand: {D('irwin-toy/ir33')}. {K}; P2's Battleground Hyperbolic Time Chamber (Android Saga #43) is in play." + NOPP,
 "AP1: P1 plays Gohan's Nimbus Cloud (in place of an attack), searching for Korin's Tower. AP2: P2 passes. AP3: P1 passes.",
 "A card without an attack played in place of an attack: its effects are secondary. Korin's Tower comes into play; only one Battleground or Location is in play, so P2's Hyperbolic Time Chamber is removed from the game (to its owner's removed pile). Only a Location placed in the Non-Combat Step makes its player skip Combat: Combat goes on (AP2, AP3 are played; Combat ends on the two passes). P1 draws a card: P1's Life Deck 20 -> 18 (the Location, then the draw). Gohan's Nimbus Cloud to P1's discard pile.",
 CT + "Gohan's Nimbus Cloud; CRD 3.0.0 Battleground and Location Cards, Glossary (Location Cards), Battle Sequence 3",
 card('irwin-toy/ir33', 'Search your Life Deck for a Location and place it into play. Draw a card.'))
case('C', ['android-saga/051', 'cell-saga/129', GOKU, KRIL],
 f"{G.replace('no Tokui-Waza', 'Black Tokui-Waza declared, Mastery in play: Black Style Mastery (Cell Saga #129)')}; Non-Combat card in play: {D('android-saga/051')}. {K.replace('Life Deck 20', 'Life Deck 20 (top L1, L2)')}." + NOPP,
 "AP1: P1 uses Black Searching Technique (in place of an attack), choosing L1 and L2 in P2's Life Deck.",
 "'If you declared Toku-Waza' (an evident spelling of Tokui-Waza): P1 did. L1 and L2 (non-Dragon Ball cards) are removed from the game: P2's Life Deck 20 -> 18, removed L1, L2. Where the card goes after use is the judge's: it prints 'Remove from the gave after use.' ('gave'); read as 'game' it is removed from the game, read as printed it says nothing that can be done and the card is discarded after use like any Non-Combat/Non-Drill card. The right log hands that sentence to the judge.",
 CT + 'Black Searching Technique (damaged text: "Remove from the gave after use."); CRD 3.0.0 Non-Combat / Non-Drill Cards, Remove from the Game, Battle Sequence 3; judge',
 card('android-saga/051', "If you declared Toku-Waza, search your opponent's Life Deck for 2 Non-Dragon Ball cards and remove them from the game. Remove from the gave after use."))
case('C', ['cell-games-saga/preview-2', KRIL2, GOKU, GOKU2, GOKU3, GOKU4, KRIL],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3, GOKU4)}, at level 1, 5 above 0, Life Deck 20; Drill in play: {D('cell-games-saga/preview-2')}; hand: Krillin, the Hero Lv.2 (Cell Saga #99). {K}." + NOPP,
 "AP1: P1 uses Goku Helping Drill in place of an attack to put Krillin, the Hero Lv.2 into play.",
 "Refused: a card effect that places an Ally into play must follow the normal rules for putting that Ally into play (CRD Putting Cards into play with card effects), and an Ally placed into play must be the same personality level as the Main Personality or lower (Putting Allies into Play): Goku is level 1, Krillin, the Hero is level 2. Nothing changes: Krillin, the Hero stays in P1's hand.",
 CT + 'Goku Helping Drill; CRD 3.0.0 Putting Cards into play with card effects, Putting Allies into Play',
 card('cell-games-saga/preview-2', 'In place of an attack, you may place an Ally from your hand into play at 3 power stages above 0.'))
# ---------------- D: Combat cards and the Battle Sequence (Z021-Z026) ----------------
case('D', ['saiyan-saga/068', RED, GOKU, KRIL],
 f"{G}, hand: {D('saiyan-saga/068')}. {K}; P2's Drill in play: {D(RED)}." + NOPP,
 "AP1: P1 plays Black Front Kick; P2 takes it.",
 "'costing 4 stages of power' is a cost (CRD Card Costs names 'costing'), so the energy attack does not gain the default 'Costs 2': Goku 5 -> 1. Secondary effect: P1's anger 0 -> 2. Damage: 5 life cards stated, -1 from P2's Red Energy Defense Drill (Battle Sequence 10) = 4: P2's Life Deck 20 -> 16.",
 CT + 'Black Front Kick; CRD 3.0.0 Card Costs, Glossary (Cost), Battle Sequence 9-10',
 card('saiyan-saga/068', 'Energy Attack doing 5 life card draws in damage and costing 4 stages of power to perform.'))
case('D', ['kid-buu-saga/046', GOKU, KRIL],
 f"{G}, hand: {D('kid-buu-saga/046')}. {K.replace('anger 0', 'anger 3')}." + NOPP,
 "AP1: P1 plays CHARGE! and announces its first Empower (Empower 5); P2 takes it.",
 "Empower 5: +5 life cards, and all the text after that Empower is deleted for this attack: no +3 power stages, no 'Gain 4 power stages', no anger raised or lowered, no shuffle, and no 'Remove from the game after use' (CRD: Empower can keep a card from being removed; the other Empowers cannot be used either). PAT C vs B = 2 power stages: Krillin 5 -> 3; +5 life cards: P2's Life Deck 20 -> 15. Goku stays at 5, P1's anger 0, P2's anger 3. CHARGE! is discarded, not removed.",
 CT + 'CHARGE! ("Empower N.", a keyword many cards print); CRD 3.0.0 Empower (What does Empower do? / More notes about Empower), Battle Sequence 2 and 16',
 card('kid-buu-saga/046', 'Physical attack. Empower 5. This attack does +3 power stages of damage.'))
case('D', ['saiyan-saga/070', SRC, GOKU, KRIL],
 f"{G}, hand: Saiyan Right Cross (Cell Saga #6): \"Physical attack doing +3 power stages of damage.\" {K.replace('hand empty', 'hand: ' + D('saiyan-saga/070'))}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Black Turning Kick to stop it.",
 "A card that can perform and stop attacks is played as one or the other, never both (CRD Cards that Attack and Block): used as a stop, Black Turning Kick stops the physical attack and performs no energy attack: P1's Life Deck stays 20. Its 'Raise card user's anger level 1' resolves: P2's anger 0 -> 1. No damage: Krillin stays at 5. Both cards discarded.",
 CT + 'Black Turning Kick; CRD 3.0.0 Cards that Attack and Block, Battle Sequence 5-6',
 card('saiyan-saga/070', 'Energy Attack doing 5 life card draws of damage or stops a physical attack.'))
case('D', ['cell-games-saga/086', ORB, GOKU, KRIL],
 f"{G}, hand: {D('cell-games-saga/086')}. {K.replace('hand empty', 'hand: Saiyan Energy Orb (Cell Saga #14), an Energy Combat card')}." + NOPP,
 "AP1: P1 plays Red Shielded Strike; P2 takes it. AP2: P2 plays Saiyan Energy Orb.",
 "AP1: PAT C vs B = 2: Krillin 5 -> 3. If successful: P2 may not play Energy Combat cards for the rest of Combat; Red Shielded Strike is removed from the game after use. AP2: refused: Saiyan Energy Orb is an Energy Combat card. The run stops there (Krillin 3, Red Shielded Strike in P1's removed pile).",
 CT + 'Red Shielded Strike; CRD 3.0.0 Floating Effects, Stopping a player from using cards, Battle Sequence 15',
 card('cell-games-saga/086', 'If successful, your opponent may not play Energy Combat cards for the remainder of Combat.'))
case('D', ['majin-buu-saga/112', SRC, GOKU, KRIL, GFUR],
 f"{G.replace('Life Deck 20', 'Life Deck 20 (top L1)')}, hand: Saiyan Right Cross (Cell Saga #6), {D('majin-buu-saga/112')}. {K.replace('anger 0', 'anger 2')}; Ally in play: Gohan, The Furious Lv.1 (Trunks Saga #170) at 3 above 0." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it; P1 then plays Whiplash. AP2: Krillin is at 0, so P2 has Gohan, The Furious take control of Combat and use his power.",
 "AP1: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0. Whiplash, used when the physical attack became successful: P2 may not have Allies take control of Combat for the rest of Combat; P2's anger 2 -> 1; P1 draws L1; Whiplash is removed from the game. AP2: refused: Gohan, The Furious may not take control, so his power cannot be used.",
 CT + 'Whiplash; CRD 3.0.0 Allies Taking Over Combat, Floating Effects, Battle Sequence 8',
 card('majin-buu-saga/112', 'Your opponent cannot have Allies take control of Combat for the remainder of Combat.'))
case('D', ['fusion-saga/115', SRC, GOKU, KRIL],
 f"{G}, hand: {D('fusion-saga/115')}, Saiyan Right Cross (Cell Saga #6). {K}." + NOPP,
 "AP1: P1 plays Red Drop; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "AP1: secondary effects first: a floating +X power stages for P1's other attacks this Combat (X = Goku's level, 1) and P1's anger 0 -> 1. Red Drop itself: PAT C vs B = 2, +3 = 5 (the +X is for the 'other' attacks): Krillin 5 -> 0. Red Drop is shuffled into P1's Life Deck: 20 -> 21. AP3: PAT C vs A (Krillin at 0: power rating 0) = 3, +3, +1 = 7 power stages, all converted: P2's Life Deck 20 -> 13.",
 CT + 'Red Drop; CRD 3.0.0 Floating Effects, Battle Sequence 3, 9-10, Modified Damage',
 card('fusion-saga/115', "X = your MP's current personality level."))
# ---------------- E: the turn, set-up and victories (Z027-Z032) ----------------
case('E', ['fusion-saga/069', GOKU, KRIL],
 f"{G.replace('Life Deck 20', 'Life Deck of 1 card (T1)')}, hand: {D('fusion-saga/069')}. {K}." + NOPP,
 "AP1: P1 plays Orange Rush.",
 "Costs are paid first (Battle Sequence 2): 1 life card, P1's last: his Life Deck is empty. A player wins the instant his opponent has no life cards in his Life Deck: P2 wins (Survival Victory) before any damage is dealt; P2's Life Deck stays 20.",
 CT + 'Orange Rush (a cost in life cards); CRD 3.0.0 Survival Victory, Battle Sequence 2, Card Costs',
 card('fusion-saga/069', 'Costs 1 life card to perform.'))
case('E', ['majin-buu-saga/127', GOKU, KRIL],
 f"Whole turn: P1 is the attacker at his Combat Step (turn 1, Attack Phase 1). {G}, hand: {D('majin-buu-saga/127')}. {K.replace('Life Deck 20', 'Life Deck 8 (L1..L8)')}.",
 "AP1: P1 plays Blue Electrical Gunk; P2 takes it. AP2: P2 passes. AP3: P1 passes (Combat ends). The turn goes on to P2's turn 2.",
 "Cost 2 (none stated): Goku 5 -> 3. 4 life cards: P2's Life Deck 8 -> 4. If successful, the card attaches to Krillin (not at his highest power stage). At the beginning of P2's turn 2, P2 discards the top 2 cards of his Life Deck (4 -> 2), and he draws 3 in his Draw Step: his Life Deck empties: P1 wins (Survival Victory; the same whichever of the two comes first).",
 CT + 'Blue Electrical Gunk; CRD 3.0.0 Survival Victory, Sequence of Play 1 (Draw Step), Attaching Cards',
 card('majin-buu-saga/127', "Energy attack. If successful attach this card to your opponent's Main Personality."))
case('E', ['frieza-saga/088', GOKU, GOKU2, GOKU3, KRIL, KRIL2, KRIL3],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3)} (no level 4 or 5 in his stack), at level 2 (Goku, the Competitor), 5 above 0, anger 3, discard pile X1, X2; Non-Combat card in play: {D('frieza-saga/088')}; Life Deck 20. P2 defender: MP Krillin, levels {lv(KRIL, KRIL2, KRIL3)} (3 levels), at level 1, 5 above 0, no Allies, Life Deck 20." + NOPP,
 "AP1: P1 uses Hero Enraged! (in place of an attack), choosing X1 and X2 for its second sentence.",
 "Goku is a Hero. First sentence: anger 3 -> 5: Goku immediately advances to level 3 (Goku, the Proud) at its highest power stage. The highest level any personality in this game can reach is 3 (both stacks end at level 3), nothing postpones the victory: P1 wins by the Most Powerful Personality Victory at once.",
 CT + 'Hero Enraged! ("Raise your anger 2 levels.", a template many cards print); CRD 3.0.0 Anger, Most Powerful Personality Victory',
 card('frieza-saga/088', 'Heroes only. Raise your anger 2 levels.'))
case('E', ['babidi-saga/011', SRC, GOKU, KRIL],
 f"{G.replace('Life Deck 20', 'Life Deck 20 (top L1)')}, hand: Saiyan Right Cross (Cell Saga #6), {D('babidi-saga/011')}. {K.replace('hand empty', 'hand: Saiyan Right Cross (Cell Saga #6)')}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it; P1 plays Combo. Then P1 passes; P2 plays Saiyan Right Cross against Goku; P1 takes it; P1 passes; P2 passes.",
 "AP1: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0. Combo (after a successful physical attack): P1 draws L1; P2 skips his next Attack Phase. Play continues as if that phase never happened: the next phase is P1's, where he must attack or pass: he passes. A skipped phase is not a pass, so Combat does not end: P2 gets his phase: Saiyan Right Cross: PAT A (Krillin at 0) vs C = 0, +3 = 3: Goku 5 -> 2. Combat ends only on P1's and P2's passes after it.",
 CT + 'Combo; CRD 3.0.0 Skipping Attack Phases, Phase 2: The Attack Phases, Specific Card Clarifications (Tien Lv.2: a skip means "you may not pass to end Combat")',
 card('babidi-saga/011', 'Your opponent skips his next "Attacker Attacks" phase. During your next "Attacker Attacks" phase, you must perform an attack or pass.'))
case('E', ['majin-buu-saga/131', 'frieza-saga/013', MED, GOKU, GOKU2, GOKU3, KRIL],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3)}, at level 1, 5 above 0, anger 4, Freestyle Tokui-Waza declared, Mastery in play: {D('majin-buu-saga/131')}; Drill in play: Meditation Drill (Saiyan Saga #149, a Freestyle Drill); Non-Combat card in play: {D('frieza-saga/013')}; Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Empowerment! (in place of an attack).",
 "Goku is a Hero: anger 4 -> 5: Goku immediately advances to level 2 (Goku, the Competitor) at its highest power stage (11). The Anger rule discards the player's Drills, but the Mastery says his Drills cannot be discarded for any reason while in play, and a card's text overrides the rules (The Golden Rule): Meditation Drill stays in play. Empowerment! is removed from the game after use.",
 CT + 'Freestyle Mastery (Majin Buu Saga #131); CRD 3.0.0 The Golden Rule, Anger, Drill Cards',
 card('majin-buu-saga/131', 'Your Drills cannot be discarded for any reason while they are in play.'))
case('E', ['cell-saga/118', KRIL, KRIL2, KRIL3, KRIL4, BSD, GOKU, GOKU2, GOKU3, GOKU5, GOKU6],
 f"Whole turn: P1 is the attacker at his Combat Step (turn 1, Attack Phase 1). P1: MP Goku, levels {lv(*GS)}, at level 1, 5 above 0, hand empty; Non-Combat card in play: {D('cell-saga/118')}; Life Deck 20. P2: MP Krillin, levels {lv(KRIL, KRIL2, KRIL3, KRIL4)}, at level 4 (Krillin, the Mighty) at 8 above 0; Drill in play: Black Striking Drill (Saiyan Saga #147); hand empty; Life Deck 20.",
 "AP1: P1 passes. AP2: P2 passes (Combat ends). Discard and Rejuvenation Steps; at the end of the turn P1 uses Mr. Popo's Calming.",
 "Used at the end of the turn: P2's Main Personality is at level 4, so he loses a level: Krillin, the Champion Lv.3, set to 5 above 0 on the lower level whatever his stage was, and his Drills in play are discarded (CRD Taking Them Down A Notch): Black Striking Drill to P2's discard pile. Mr. Popo's Calming (no removal text) goes to P1's discard pile.",
 CT + "Mr. Popo's Calming; CRD 3.0.0 Taking Them Down A Notch, Sequence of Play 7 (the turn ends)",
 card('cell-saga/118', 'Use at the end of a turn.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
