"""Writes the 32 cases (Y001..Y032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (yardrat-calls, s28). Adapted from zenkai-calls/make_cases.py."""
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
    C.append(dict(id=f'Y{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
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
SDS = 'cell-saga/010'; BPD = 'cell-games-saga/045'; HTC = 'android-saga/043'; KT = 'cell-games-saga/100'
GP = [GOKU, GOKU2, GOKU3]
KS = [KRIL, KRIL2, KRIL3]
K5 = f"P2 defender: MP Goku, levels {lv(*GS)} (a 5-level stack, so no 3- or 4-level attacker already stands at the game's highest level), at level 1 (Goku Lv.1) at 5 above 0 (1,000,000: bracket C), PUR 1, anger 0, Life Deck 20, hand empty"
PAT = " (Fusion Saga table: damage = attacker bracket - defender bracket + 1, at least 0)"
# ---------------- A: personalities' powers (Y001-Y007) ----------------
case('A', ['trunks-saga/174', KRIL],
 f"P1 attacker: MP Vegeta, levels {lv('cell-saga/167','trunks-saga/174','cell-saga/169')}, at level 2 ({D('trunks-saga/174')}), 5 above 0 (550,000), anger 0, Life Deck 20, no Tokui-Waza, hand empty. {K}." + NOPP,
 "AP1: P1 uses Vegeta, the Powerful Lv.2's power; P2 takes it. AP2: P2 passes. AP3: P1 asks to use the same power again.",
 "AP1: the physical attack states its damage (8 power stages: no Physical Attack Table): Krillin 5 -> 0 and the 3 stages left over convert to 3 life cards of damage: P2's Life Deck 20 -> 17. AP3: refused: a Personality Power is used once per turn unless its text says otherwise (this one does not). P2 stays at 0 with Life Deck 17.",
 CT + 'Vegeta, the Powerful Lv.2 ("Physical attack doing N power stages of damage.", a template many cards print); CRD 3.0.0 Battle Sequence 9 ("unless it is already stated on the physical attack"), Modified Damage (power stages past 0 convert to life cards), Power-Up Rating (PUR) (Personality Powers once per turn)',
 card('trunks-saga/174', 'Physical attack doing 8 power stages of damage.'))
case('A', ['trunks-saga/175', RED, GOKU],
 f"P1 attacker: MP Vegeta, levels {lv('cell-saga/167','trunks-saga/174','trunks-saga/175')}, at level 3 ({D('trunks-saga/175')}), 5 above 0 (850,000), anger 0, Life Deck 20, hand empty. {K5}; P2's Drill in play: {D(RED)}." + NOPP,
 "AP1: P1 uses Vegeta, in Training Lv.3's power; P2 takes it.",
 "The power states its cost: no power stages (the basic 2 of CRD Card Costs applies only to an energy attack that does not tell its cost): Vegeta stays at 5. Damage 7 life cards, 1 less from Red Energy Defense Drill: 6. P2's Life Deck 20 -> 14, Goku stays at 5.",
 CT + 'Vegeta, in Training Lv.3 and Red Energy Defense Drill ("Energy attack doing N life cards of damage", a template many cards print); CRD 3.0.0 Card Costs, Battle Sequence 2 and 10',
 card('trunks-saga/175', 'and costs no power stages to perform.'))
case('A', ['cell-saga/088', BSD, GOKU],
 f"P1 attacker: MP Yamcha, levels {lv('cell-saga/084','cell-saga/085','cell-saga/088')}, at level 3 ({D('cell-saga/088')}), 5 above 0 (225,000: bracket B), Life Deck 20, hand empty; Drill in play: {D(BSD)}. {K5}, anger 4." + NOPP,
 "AP1: P1 uses Yamcha, the Powerful Lv.3's power; P2 takes it.",
 "Physical attack with no stated damage: Physical Attack Table" + PAT + ", Yamcha B against Goku C: 0; Black Striking Drill +2: 2 power stages: Goku 5 -> 3. The attack is successful: P2's anger 4 -> 0. P2's Life Deck stays 20.",
 CT + "Yamcha, the Powerful Lv.3 and Black Striking Drill; CRD 3.0.0 Battle Sequence 9, 10 and 15, \"If Successful\" Effects, Physical Attack Tables",
 card('cell-saga/088', "lower your opponent's anger to 0."))
case('A', ['trunks-saga/110', SDS, KRIL],
 f"P1 attacker: MP Dodoria, levels {lv('trunks-saga/109','trunks-saga/110','trunks-saga/111')}, at level 2 ({D('trunks-saga/110')}), 5 above 0 (130,000), Life Deck 20. {K[:-len(', hand empty')]}; hand: {D(SDS)}." + NOPP,
 "AP1: P1 uses Dodoria In Flight Lv.2's power; P2 plays Saiyan Defensive Stance.",
 "The energy attack states no cost: 2 power stages (CRD Card Costs): Dodoria 5 -> 3. Saiyan Defensive Stance stops it (not successful), and the power's own sentence still applies: 1 life card of damage because it was stopped: P2's Life Deck 20 -> 19. Krillin stays at 5; Saiyan Defensive Stance to P2's discard pile.",
 CT + 'Dodoria In Flight Lv.2; CRD 3.0.0 Card Costs, Battle Sequence 5 and 8',
 card('trunks-saga/110', 'Energy attack. Does 1 life card of damage if it is stopped.'))
case('A', ['trunks-saga/102', SRC, ORB, GOKU],
 f"P1 attacker: MP Spice, levels {lv('trunks-saga/179','trunks-saga/180','trunks-saga/181','trunks-saga/102')}, at level 4 ({D('trunks-saga/102')}), 5 above 0 (400,000: bracket B), Life Deck 20; hand: Saiyan Right Cross (Cell Saga #6: \"Physical attack doing +3 power stages of damage.\"), Saiyan Energy Orb (Cell Saga #14: \"Energy attack doing 5 life cards of damage.\"). {K5}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "AP1: Physical Attack Table" + PAT + ", Spice B against Goku C: 0, +3: 3 power stages: Goku 5 -> 2; the Constant Combat Power adds 1 life card to the successful physical attack: P2's Life Deck 20 -> 19. AP3: cost 2 (none stated): Spice 5 -> 3; 5 life cards, no +1 (an energy attack): Life Deck 19 -> 14.",
 CT + 'Spice, the Punisher Lv.4 (Constant Combat Power); CRD 3.0.0 Power-Up Rating (PUR) (Constant Combat Powers), Battle Sequence 9 and 10, Modified Damage',
 card('trunks-saga/102', '(Constant Combat Power) Do +1 life card of damage with every successful physical attack.'))
case('A', ['trunks-saga/172', ORB, SRC, GOKU],
 f"P1 attacker: MP Goku, levels {lv(*GS)}, at level 1 (Goku Lv.1) at 5 above 0 (1,000,000: bracket C; at 3: 800,000, bracket C), anger 0, Life Deck 20; hand: Saiyan Energy Orb (Cell Saga #14), Saiyan Right Cross (Cell Saga #6). P2 defender: MP Gohan, levels {lv('trunks-saga/170','trunks-saga/171','trunks-saga/172')}, at level 3 ({D('trunks-saga/172')}), 5 above 0 (250,000: bracket B), anger 0, Life Deck 20, hand empty." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "AP1: cost 2: Goku 5 -> 3; 5 life cards: P2's Life Deck 20 -> 15; Gohan received damage from an energy attack: P2's anger 0 -> 1 (Constant Combat Power). AP3: Physical Attack Table" + PAT + ", Goku C against Gohan B: 2, +3: 5 power stages: Gohan 5 -> 0; a physical attack: P2's anger stays 1.",
 CT + 'Gohan, The Warrior Lv.3 (Constant Combat Power, "When defending in combat, raise your anger 1 level after X receives damage ...", a sentence several personalities print); CRD 3.0.0 Power-Up Rating (PUR) (Constant Combat Powers), Battle Sequence 13',
 card('trunks-saga/172', 'raise your anger 1 level after Gohan receives damage from an energy attack.'))
case('A', ['cell-saga/087', GOKU],
 f"P1 attacker: MP Tien, levels {lv('cell-saga/086','cell-saga/103','cell-saga/087')}, at level 3 ({D('cell-saga/087')}), 5 above 0 (300,000: bracket B), Life Deck 20, hand empty. {K5}, anger 2." + NOPP,
 "AP1: P1 uses Tien, the Leader Lv.3's power, choosing to lower P2's anger; P2 takes it.",
 "Physical Attack Table" + PAT + ", Tien B against Goku C: 0 power stages: Goku stays at 5. The attack is still successful (CRD Battle Sequence 8: successful even if it deals no damage), so the 'If successful' effect resolves: P2's anger lowered 3 levels from 2: 0 (not below 0). P2's Life Deck stays 20.",
 CT + "Tien, the Leader Lv.3; CRD 3.0.0 Battle Sequence 8 and 15, \"If Successful\" Effects, Physical Attack Tables",
 card('cell-saga/087', "Physical attack. If successful, raise or lower your opponent's anger 3 levels."))
# ---------------- B: Dragon Balls (Y008-Y013) ----------------
case('B', ['frieza-saga/052', NDB[2], NDB[5], KRIL],
 f"{G}; hand: {D('frieza-saga/052')}. {K}; P2's Dragon Ball in play: Namek Dragon Ball 2 (Trunks Saga #3); P2's Life Deck from the top: L1, Namek Dragon Ball 5 (Trunks Saga #136), L2, L3, L4, L5, then 14 unknown cards." + NOPP,
 "AP1: P1 plays Jeice Comet Attack; P2 takes it; P1 captures Namek Dragon Ball 2 (using none of its powers).",
 "Cost 3 (stated): Goku 5 -> 2. 5 life cards of damage: L1 discarded; Namek Dragon Ball 5 is flipped: it does not count as damage and goes face down to the bottom of the Life Deck (it is not in play); L2-L5 discarded: 5 life cards discarded, P2's Life Deck 20 -> 15 (Namek Dragon Ball 5 at its bottom). 5 or more life cards were discarded: P1 captures Namek Dragon Ball 2 (Life Card Capture).",
 CT + 'Jeice Comet Attack ("Energy attack doing 5 life cards of damage.", a template many cards print); CRD 3.0.0 Discarding Dragon Balls when Taking Life Cards of Damage, Discarding Dragon Balls, Capturing Dragon Balls (Life Card Capture), Battle Sequence 14',
 card('frieza-saga/052', 'Energy attack doing 5 life cards of damage. Costs 3 power stages to use.'))
case('B', ['world-games-saga/039', NDB[1], NDB[3], KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, anger 0; P1's Life Deck from the top: Namek Dragon Ball 1 (Trunks Saga #25), T2, then 18 unknown cards; hand: {D('world-games-saga/039')}. {K}; P2's Dragon Ball in play: Namek Dragon Ball 3 (Trunks Saga #79)." + NOPP,
 "AP1: P1 plays Kid Trunks' Palm Blast; P2 takes it; P1 captures Namek Dragon Ball 3 (none of its powers).",
 "Cost 2 (none stated): Goku 5 -> 3. Secondary effect (Battle Sequence 3): P1 discards his top 2 cards; these are not damage, so Namek Dragon Ball 1 counts as one of the 2 (CRD Discarding Dragon Balls when Losing Life Cards for Effects) and, not in play, goes face down to the bottom of P1's Life Deck; T2 to P1's discard pile: P1's Life Deck 20 -> 19. Damage 6 life cards: P2's Life Deck 20 -> 14; 5 or more: P1 captures Namek Dragon Ball 3.",
 CT + "Kid Trunks' Palm Blast (\"Discard the top N cards of your Life Deck.\", a template many cards print); CRD 3.0.0 Discarding Dragon Balls when Losing Life Cards for Effects, Discarding Dragon Balls, Secondary Effects, Capturing Dragon Balls",
 card('world-games-saga/039', 'Discard the top 2 cards of your Life Deck.'))
case('B', ['trunks-saga/155', NDB[4], GOKU, KRIL],
 f"P1 attacker: MP Goku, levels {lv(*GP)}, at level 2 (Goku, the Competitor Lv.2) at 1 above 0; Ally {D('trunks-saga/155')} at 5 above 0 (125,000), in control of Combat (the Main Personality is at 1 above 0); Life Deck 20. {K}; P2's Dragon Ball in play: Namek Dragon Ball 4 (Trunks Saga #80)." + NOPP,
 "AP1: P1's Ally Krillin Enraged Lv.2 uses his power and P1 chooses to capture Namek Dragon Ball 4 instead of dealing damage (none of its powers); P2 takes it.",
 "Cost 2 (none stated), paid by the Ally performing the attack: Krillin Enraged 5 -> 3. The attack is successful and would deal 5 life cards; Krillin is on the Personality Capture Rule's list, so the Ally captures Namek Dragon Ball 4 instead of dealing any life cards: P2's Life Deck stays 20; P1 controls Namek Dragon Ball 4.",
 CT + "Krillin Enraged Lv.2 (\"Energy attack doing 5 life cards of damage\", a template many cards print); CRD 3.0.0 Capturing Dragon Balls (Personality Capture Rule), Battle Sequence 11, Allies Taking Over Combat, Card Costs",
 card('trunks-saga/155', 'Destructo Disk energy attack doing 5 life cards of damage.'))
case('B', ['cell-saga/030', NDB[1], NDB[2], KRIL],
 f"{G}; hand: {D('cell-saga/030')}. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0, hand empty; P2's Life Deck holds 2 cards, both Dragon Balls: Namek Dragon Ball 1 (Trunks Saga #25) on top, Namek Dragon Ball 2 (Trunks Saga #3)." + NOPP,
 "AP1: P1 plays Black Strike; P2 takes it.",
 "Cost 2: Goku 5 -> 3. 2 power stages: Krillin 5 -> 3. 2 life cards of damage: every card flipped is a Dragon Ball, which does not count as damage and goes back to the bottom of the Life Deck: a Dragon Ball Loop: P2 loses; P1 wins by Survival Victory.",
 CT + 'Black Strike; CRD 3.0.0 Discarding Dragon Balls when Taking Life Cards of Damage (Dragon Ball Loop), Survival Victory',
 card('cell-saga/030', 'Energy attack doing 2 life cards and 2 power stages of damage.'))
case('B', ['frieza-saga/020', RED, NDB[6], KRIL],
 f"{G[:-len(', no Tokui-Waza')].replace('anger 0', 'anger 2')}; hand: {D('frieza-saga/020')}. {K}; P2's Drill in play: {D(RED)}; P2's Dragon Ball in play: Namek Dragon Ball 6 (Trunks Saga #113)." + NOPP,
 "AP1: P1 plays Straining Floating Attack Move; P2 takes it; P1 asks to capture Namek Dragon Ball 6.",
 "Cost 2: Goku 5 -> 3; secondary effect: P1's anger 2 -> 1. Damage 5 life cards, 1 less from Red Energy Defense Drill: 4: P2's Life Deck 20 -> 16. Fewer than 5 life cards were discarded: no Life Card Capture: Namek Dragon Ball 6 stays with P2.",
 CT + 'Straining Floating Attack Move ("Energy attack doing 5 life cards of damage.", a template many cards print) and Red Energy Defense Drill; CRD 3.0.0 Capturing Dragon Balls (Life Card Capture: "he must actually discard the cards"), Battle Sequence 14',
 card('frieza-saga/020', 'Energy attack doing 5 life cards of damage. Lower your anger 1 level.'))
case('B', ['frieza-saga/064', NDB[7], KRIL],
 f"{G}; hand: {D('frieza-saga/064')}. {K}; P2's Dragon Ball in play: Namek Dragon Ball 7 (Trunks Saga #114)." + NOPP,
 "AP1: P1 plays Chiaotzu's Glaring Power; P2 takes it; P1 captures Namek Dragon Ball 7 (none of its powers).",
 "Cost 2: Goku 5 -> 3. 6 life cards: P2's Life Deck 20 -> 14; P1 captures Namek Dragon Ball 7. Step 16: the card is removed from the game, not discarded: P1's discard pile stays empty.",
 CT + "Chiaotzu's Glaring Power (\"Remove from the game after use.\", a template many cards print); CRD 3.0.0 Capturing Dragon Balls, Battle Sequence 14 and 16, Remove from the Game",
 card('frieza-saga/064', 'Remove from the game after use.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds/Locations (Y014-Y020) ----------------
case('C', ['cell-games-saga/045', ORB, KRIL],
 f"{G}; hand: 2 x Saiyan Energy Orb (Cell Saga #14). {K}; P2's Drill in play: {D('cell-games-saga/045')}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Energy Orb; P2 takes it.",
 "AP1: cost 2 paid: Goku 5 -> 3; not stopped by a card, so at Battle Sequence 7 the Defense Shield stops it: not successful, no damage. AP3: the Shield stopped the first unstopped energy attack this Combat already: cost 2: Goku 3 -> 1; 5 life cards: P2's Life Deck 20 -> 15. Blue Prepared Drill stays in play.",
 CT + 'Blue Prepared Drill ("Defense Shield: Stops the first unstopped energy attack performed against you during Combat.", a template many Drills print); CRD 3.0.0 Battle Sequence 7, Drill Cards',
 card('cell-games-saga/045', 'Defense Shield: Stops the first unstopped energy attack performed against you during Combat.'))
case('C', ['kid-buu-saga/preview-4', KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0; P1's Life Deck holds 1 card (T1); Non-Combat card in play: {D('kid-buu-saga/preview-4')}. {K}." + NOPP,
 "AP1: P1 uses Super Saiyan Setup.",
 "P1 draws T1: his Life Deck is empty: P2 wins at that instant by Survival Victory (CRD: 'You win the instant your opponent has no life cards in his Life Deck', drawing cards included).",
 CT + 'Super Saiyan Setup ("Draw a card.", a template many cards print); CRD 3.0.0 Survival Victory, Non-Combat / Non-Drill Cards',
 card('kid-buu-saga/preview-4', 'Draw a card.'))
case('C', ['cell-saga/079', ORB, KRIL],
 f"{G}; Non-Combat card in play: {D('cell-saga/079')}; hand: Saiyan Energy Orb (Cell Saga #14). {K}." + NOPP,
 "AP1: P1 uses Time Chamber Training. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "AP1: a floating effect until the end of the game; Time Chamber Training is removed from the game. AP3: cost 2: Goku 5 -> 3; 5 life cards and +1 power stage (a modifier is added even to an attack that does not deal that kind of damage): Krillin 5 -> 4, P2's Life Deck 20 -> 15.",
 CT + 'Time Chamber Training; CRD 3.0.0 Modified Damage, Floating Effects, Battle Sequence 10',
 card('cell-saga/079', 'Until the end of the game, all of your successful attacks do +1 power stage of damage.'))
case('C', ['saiyan-saga/134', SRC, KRIL],
 f"{G}; hand: 2 x Saiyan Right Cross (Cell Saga #6). {K}; P2's Drill in play: {D('saiyan-saga/134')}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it.",
 "AP1: the Drill stops the first physical attack made on P2 this Combat: not successful, Krillin stays at 5. AP3: the Drill's one stop is spent: Physical Attack Table" + PAT + ", Goku C against Krillin B: 2, +3: 5 power stages: Krillin 5 -> 0. P2's Life Deck stays 20.",
 CT + 'Orange Off-Balancing Drill; CRD 3.0.0 Drill Cards, Battle Sequence 7 and 9',
 card('saiyan-saga/134', 'Stop the first physical attack made on you in a combat.'))
case('C', ['burger-king/bk5', KRIL],
 f"{G.replace('anger 0', 'anger 2')} (a Hero); Non-Combat card in play: {D('burger-king/bk5')}. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089, a Hero) at 5 above 0, anger 3, Life Deck 20, hand empty." + NOPP,
 "AP1: P1 uses Frieza's Spirit.",
 "Every hero's anger is reduced to 0, P1's own Hero included: P1's anger 2 -> 0, P2's anger 3 -> 0. The card's second sentence is damaged (\"Removethis card from game after use.\"): whether it is removed from the game (the evident intent) or, its removal text unreadable, discarded after use as a Non-Combat/Non-Drill card is the judge's call; the right log names that sentence for the judge.",
 CT + "Frieza's Spirit (damaged: \"Removethis card from game\"); CRD 3.0.0 Non-Combat / Non-Drill Cards, Remove from the Game",
 card('burger-king/bk5', "You reduce every hero's anger level to zero. Removethis card from game after use."))
case('C', ['kid-buu-saga/preview-3', HTC, ORB, KRIL],
 f"{G}; Drill in play: {D('kid-buu-saga/preview-3')}; hand: Saiyan Energy Orb (Cell Saga #14). {K}; P2's Battleground in play: {D(HTC)}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Base 5 life cards; +1 from Uub's Energy Drill (X = the PUR of Goku Lv.1, the personality performing the attack: 1); +1 from Hyperbolic Time Chamber (a Battleground affects all players): 7 life cards: P2's Life Deck 20 -> 13.",
 CT + "Uub's Energy Drill and Hyperbolic Time Chamber; CRD 3.0.0 Battle Sequence 10, Drill Cards, Battleground and Location Cards",
 card('kid-buu-saga/preview-3', "Your energy attacks do an additional +X life cards of damage, where X is the PUR of the personality performing the attack."))
case('C', ['broly-subset/m20', KT, HTC, 'majin-buu-saga/061', KRIL],
 f"{G}; P1's Life Deck from the top: L1, Korin's Tower (Cell Games Saga #100, a Location), then 18 unknown cards; hand: {D('broly-subset/m20')}. {K[:-len(', hand empty')]}; hand: {D('majin-buu-saga/061')}; P2's Battleground in play: Hyperbolic Time Chamber (Android Saga #43)." + NOPP,
 "AP1: P1 plays Goku's Instant Teleportation (Goku in control), searching his Life Deck for Korin's Tower. AP2: P2 plays City Ablaze in place of an attack.",
 "AP1: Korin's Tower is placed into play: the Battleground already in play (Hyperbolic Time Chamber) is removed from the game; Combat goes on (only a Location played in the Non-Combat Step skips Combat). P1's Life Deck 20 -> 19. AP2: City Ablaze cannot discard Korin's Tower (for the remainder of the turn the new Location cannot be discarded); City Ablaze is removed from the game after use. Korin's Tower stays in play.",
 CT + "Goku's Instant Teleportation and City Ablaze; CRD 3.0.0 Battleground and Location Cards, Conflicting Card Effects",
 card('broly-subset/m20', 'no other Battlegrounds or Locations can be placed into play and the New Battleground or Location cannot be discarded'))
# ---------------- D: Combat cards and the Battle Sequence (Y021-Y026) ----------------
case('D', ['world-games-saga/075', SDS, KRIL],
 f"{G}; hand: {D('world-games-saga/075')}. {K[:-len(', hand empty')]}; hand: {D(SDS)}; P2's Life Deck from the top: L1, L2, L3, L4, then 16 unknown cards." + NOPP,
 "AP1: P1 plays Namekian Heat Seeking Blast; P2 plays Saiyan Defensive Stance.",
 "Cost 4 (stated): Goku 5 -> 1. Saiyan Defensive Stance stops it: no damage, Krillin stays at 5; 'If stopped': P2 discards L1-L4 (an effect, not damage): Life Deck 20 -> 16. The card is removed from the game after use, not discarded.",
 CT + 'Namekian Heat Seeking Blast ("Costs N power stages to perform.", "Remove from the game after use.", templates many cards print); CRD 3.0.0 Card Costs, Battle Sequence 2, 5 and 16, Remove from the Game',
 card('world-games-saga/075', 'Energy attack. Costs 4 power stages to perform.'))
case('D', ['world-games-saga/046', SRC, KRIL],
 f"{G}; hand: Saiyan Right Cross (Cell Saga #6), {D('world-games-saga/046')}. {K}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 asks to play Black Super Kick.",
 "AP1: Physical Attack Table" + PAT + ", Goku C against Krillin B: 2, +3: 5 power stages: Krillin 5 -> 0. AP3: refused: Black Super Kick must be the first card P1 uses during Combat (a requirement; Saiyan Right Cross was used first). It stays in P1's hand; Krillin stays at 0, Life Deck 20.",
 CT + 'Black Super Kick; CRD 3.0.0 What is a Requirement?',
 card('world-games-saga/046', 'This must be the first card you use during Combat.'))
case('D', ['cell-saga/037', KRIL],
 f"{G}; hand: {D('cell-saga/037')}. {K}. The board names the Buu Saga table (Physical Attack Table B) as its table (pat_table buu-saga-b): Goku at 1,000,000 and Krillin at 375,000 both fall in its bracket C (350,000-1,299,999)." + NOPP,
 "AP1: P1 plays Red Crush; P2 takes it.",
 "Secondary effect: P1's anger 0 -> 1. The attack is successful; its Base Damage comes from the Physical Attack Table (no damage stated), and CRD 3.0.0's Table B has 8 values for 9 columns with the missing column unknown ('any value from the missing column on belongs one column further right than shown'): the C-against-C value cannot be read from the document. The right log hands the Base Damage to the judge.",
 "CRD 3.0.0 Physical Attack Tables, Buu Saga (editor's note: Table B's missing column), What Does \"PAT\" mean?, Battle Sequence 9; card text of Red Crush",
 crd("any value from the missing column on belongs one column further right than shown"))
case('D', ['frieza-saga/059', ORB, KRIL],
 f"{G}; hand: Saiyan Energy Orb (Cell Saga #14). {K[:-len(', hand empty')]}; hand: {D('frieza-saga/059')}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Yamcha's Skillful Defense.",
 "Cost 2 paid: Goku 5 -> 3. Yamcha's Skillful Defense stops the energy attack: no damage, P2's Life Deck stays 20. It is removed from the game after use (not discarded): P2's discard pile stays empty. Saiyan Energy Orb to P1's discard pile.",
 CT + "Yamcha's Skillful Defense (\"Stops a physical or energy attack.\" and \"Remove from the game after use.\", templates many cards print); CRD 3.0.0 Remove from the Game, Battle Sequence 5",
 card('frieza-saga/059', 'Stops a physical or energy attack. Remove from the game after use.'))
case('D', ['kid-buu-saga/011', OSS, KRIL],
 f"{G}; hand: {D('kid-buu-saga/011')}. {K[:-len(', hand empty')].replace('anger 0', 'anger 4')}; hand: Orange Sidestep (Cell Saga #21: \"Stops a physical attack. Raise your anger 1 level.\")." + NOPP,
 "AP1: P1 plays Blue Sledgehammer; P2 plays Orange Sidestep.",
 "Battle Sequence 3: the secondary effect resolves before the defence: P2's anger 4 -> 0. Orange Sidestep stops the attack (no damage: Krillin stays at 5, Life Deck 20) and its own effect raises P2's anger 0 -> 1. A stopped attack's secondary effects still happen.",
 CT + 'Blue Sledgehammer; CRD 3.0.0 Secondary Effects ("If the attack is stopped, the effects are NOT stopped"), Battle Sequence 3 and 6',
 card('kid-buu-saga/011', "Lower your opponent's anger 4 levels."))
case('D', ['majin-buu-saga/033', ORB, SRC, KRIL],
 f"{G}; hand: Saiyan Energy Orb (Cell Saga #14). {K[:-len(', hand empty')]}; hand: {D('majin-buu-saga/033')}, Saiyan Right Cross (Cell Saga #6)." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Saiyan Hand Swip. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "AP1: cost 2: Goku 5 -> 3; stopped, no damage. AP2: Physical Attack Table" + PAT + ", Krillin B against Goku at 3 (800,000: C): 0, +3: 3 power stages: Goku 3 -> 0; +3 life cards from Saiyan Hand Swip's floating effect: P1's Life Deck 20 -> 17.",
 CT + 'Saiyan Hand Swip; CRD 3.0.0 Floating Effects, Battle Sequence 10, Modified Damage',
 card('majin-buu-saga/033', 'The next attack you perform this Combat does +3 life cards of damage.'))
# ---------------- E: the turn, set-up and victories (Y027-Y032) ----------------
case('E', ['kraft/k5', SRC, KRIL],
 f"{G}; hand: Saiyan Right Cross (Cell Saga #6), X1. {K[:-len(', hand empty')]}; hand: {D('kraft/k5')}, X2." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 plays Stop! in place of an attack.",
 "AP1: 2 + 3 = 5 power stages: Krillin 5 -> 0. AP2: Combat ends at once; every player discards his whole hand: X1 to P1's discard pile (after Saiyan Right Cross), X2 to P2's; Stop! is removed from the game.",
 CT + 'Stop!; CRD 3.0.0 Phase 2: The Attack Phases, Remove from the Game',
 card('kraft/k5', 'End Combat. All players discard all cards in their hands.'))
case('E', ['kid-buu-saga/006', GOKU, KRIL],
 f"P1 attacker: MP Goku, levels {lv(*GS)}, at level 3 (Goku, the Proud Lv.3: PUR 3) at 5 above 0, Life Deck 20; hand: {D('kid-buu-saga/006')}. P2 defender: MP Krillin, levels {lv(*KS)}, at level 1, 5 above 0; P2's Life Deck holds 2 cards (L1, L2)." + NOPP,
 "AP1: P1 plays Black Magic in place of an attack.",
 "P2 discards cards from his Life Deck equal to Goku, the Proud Lv.3's PUR: 3; he has 2: both discarded (Do-What-You-Can): P2's Life Deck is empty: P1 wins by Survival Victory (card effects that discard life cards count).",
 CT + "Black Magic; CRD 3.0.0 Survival Victory (\"Card Effects\"), Do-What-You-Can Rule",
 card('kid-buu-saga/006', "Your opponent discards an amount of cards from his Life Deck equal to your Main Personality's PUR."))
case('E', ['saiyan-saga/006', GOKU, KRIL],
 f"P1 attacker: MP Goku, levels {lv(*GP)}, at level 2 (Goku, the Competitor Lv.2) at 5 above 0, anger 4, Life Deck 20; hand: {D('saiyan-saga/006')}. P2 defender: MP Krillin, levels {lv(*KS)} (3 levels: the highest level in this game is 3), at level 1, 5 above 0, Life Deck 20." + NOPP,
 "AP1: P1 plays Red Lunge Punch.",
 "Battle Sequence 3: P1's anger 4 -> 5: Goku immediately advances to level 3 (Goku, the Proud Lv.3), the highest level of any personality in this game: P1 wins by the Most Powerful Personality Victory, before any damage.",
 CT + "Red Lunge Punch (\"Raise card user's anger level 1.\", a template many Saiyan Saga cards print); CRD 3.0.0 Anger, Most Powerful Personality Victory",
 card('saiyan-saga/006', "Physical Attack. Raise card user's anger level 1."))
case('E', ['android-saga/087', SRC, KRIL],
 f"{G}; hand: {D('android-saga/087')}. {K[:-len(', hand empty')]}; hand: Saiyan Right Cross (Cell Saga #6)." + NOPP,
 "AP1: P1 plays Tien's Solar Flare; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3. 4 life cards (no amount stated): P2's Life Deck 20 -> 16. If successful: Combat ends at once: P2 gets no Attack Phase (his Saiyan Right Cross stays in hand). A Named card needs no matching personality unless it says \"only\".",
 CT + "Tien's Solar Flare; CRD 3.0.0 Battle Sequence 9 and 15, Card Costs, Named cards",
 card('android-saga/087', 'Energy attack. If successful, end Combat.'))
case('E', ['world-games-saga/178', GOKU, KRIL],
 f"Whole turn from P1's Non-Combat Step (turn 1): {G}; hand: {D('world-games-saga/178')} (PUR 2). {K}.",
 "Non-Combat Step: P1 plays Kid Trunks, the Junior Champion Lv.1 as an Ally. Power-Up Step. Declare Step: P1 skips Combat.",
 "The Ally enters play at 3 above 0 (a level 1 Hero Ally beside a level 1 Hero Main Personality). Power-Up Step: Goku 5 -> 6 (PUR 1); the Ally 3 -> 4: Allies power up by 1 whatever their PUR (not 2).",
 "CRD 3.0.0 Sequence of Play 2 and 3, Putting Allies into Play, Powering Up Allies; card text of Kid Trunks, the Junior Champion Lv.1 (PUR 2)",
 crd("Just remember: Main Personalities start the game at 5 power stages above 0, and Allies enter play at 3 power stages above 0."))
case('E', ['kid-buu-saga/preview-5', 'majin-buu-saga/194'],
 f"Set-up of a new game: P1's MP Goku, levels {lv('kid-buu-saga/preview-5', GOKU2, GOKU3)} (Goku, Young Again Lv.1 at 5 above 0: 1,650,000, bracket C); P2's MP Majin Buu, levels {lv('majin-buu-saga/194','majin-buu-saga/195','majin-buu-saga/196')} (Majin Buu Lv.1 at 5 above 0: 3,045,000, bracket D); both Life Decks 20, no Tokui-Waza; P2 won the die roll (the board's attacker).",
 "The game begins (set-up, then turn 1's Draw Step).",
 "The D Bracket Rule: both start at 5 above 0; one Main Personality is in D at 5 above and the other in C, so the player in C goes first whatever the roll: P1 is the Attacker of turn 1 and draws 3 (Life Deck 20 -> 17); P2's Life Deck stays 20.",
 "CRD 3.0.0 How to Set Up a Game Step-by-Step 3 and 4 (the D Bracket Rule), Physical Attack Tables (brackets); card text of Goku, Young Again Lv.1 (power ladder)",
 crd("This change would prevent strong decks that use weak personalities from always going first, while also preventing high bracket personalities from immediately entering on turn 1 and winning"))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
