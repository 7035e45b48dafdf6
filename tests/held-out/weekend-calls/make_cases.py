"""Writes the 32 cases (W001..W032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (weekend-calls, s26). Adapted from kai-cup-calls/make_cases.py."""
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
    C.append(dict(id=f'W{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
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
# ---------------- A: personalities' powers (W001-W007) ----------------
case('A', ['trunks-saga/193', KRIL],
 f"P1 attacker: MP Piccolo, levels {lv('trunks-saga/167','trunks-saga/193','trunks-saga/169')}, at level 2 ({D('trunks-saga/193')}), 5 above 0 (275,000: bracket B), Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Piccolo Lv.2's power; P2 takes it.",
 "The physical attack states its damage: 6 life cards (CRD Battle Sequence 9: the Physical Attack Table is consulted 'unless it is already stated on the physical attack'; 'Cards that state damage'). No power stages of damage: Krillin stays at 5; P2's Life Deck 20 -> 14. A physical attack has no cost: Piccolo stays at 5.",
 CT + 'Piccolo Lv.2 ("Physical attack doing N life cards of damage.", a template many cards print); CRD 3.0.0 Battle Sequence 9, Dealing Damage ("Cards that state damage")',
 card('trunks-saga/193', 'Physical attack doing 6 life cards of damage.'))
case('A', ['world-games-saga/137', KRIL],
 f"P1 attacker: MP Majin Spopovich, levels {lv('world-games-saga/136','world-games-saga/137','world-games-saga/138')}, at level 2 ({D('world-games-saga/137')}), 5 above 0 (36,000), Life Deck 20, no Tokui-Waza declared. {K.replace('anger 0', 'anger 2')}." + NOPP,
 "AP1: P1 uses Majin Spopovich, the Empowered's power; P2 takes it. AP2: P2 passes. AP3: P1 asks to use the same power again.",
 "AP1: 5 power stages (stated): Krillin 5 -> 0, nothing converted; P2's anger 2 -> 1 (secondary). AP3: refused: a Personality Power is used once per turn unless its text says otherwise, and this power's 'twice per Combat' needs a declared Tokui-Waza, which P1 did not declare. The board stays as after AP1 (Krillin 0, P2 anger 1, Life Deck 20).",
 CT + "Majin Spopovich, the Empowered Lv.2; CRD 3.0.0 Power-Up Rating (PUR) (Personality Powers: 'only used once per turn (unless the personality power says it can be used multiple times ...)')",
 card('world-games-saga/137', 'If you declared a Tokui-Waza, you may use this power twice per Combat.'))
case('A', ['frieza-saga/093', KRIL, BSD, ORB, GOKU, GOKU2, GOKU3],
 f"P1 attacker: MP Krillin, levels {lv(KRIL,'cell-saga/099','cell-saga/097')}, at level 1, 5 above 0, Life Deck 20; Drill in play: Black Striking Drill; hand: Saiyan Energy Orb. P2 defender: MP Goku, levels {lv(GOKU, GOKU2, GOKU3)}, {D('frieza-saga/093')}, at level 4, 5 above 0 (600,000), Life Deck 20." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 uses Goku on Namek's power to defend.",
 "P1 pays 2 power stages (no cost stated): Krillin 5 -> 3. Goku on Namek's power stops the energy attack (a Main Personality's power used to defend, CRD Defending 3 / Battle Sequence 5) and its second sentence, a secondary effect of the defence (Battle Sequence 6), discards P1's Drill: Black Striking Drill to P1's discard pile. Not successful: P2's Life Deck stays 20. Saiyan Energy Orb is discarded after use: P1's discard pile Black Striking Drill, Saiyan Energy Orb.",
 CT + 'Goku on Namek Lv.4; CRD 3.0.0 Defending (item 3), Battle Sequence 5-6',
 card('frieza-saga/093', "Stops an energy attack in a combat. Also discard an opponent's drill card in play."))
case('A', ['world-games-saga/145', KRIL],
 f"P1 attacker: MP Torbie, levels {lv('world-games-saga/143','world-games-saga/144','world-games-saga/145')}, at level 3 ({D('world-games-saga/145')}), 5 above 0 (975,000), Life Deck 20. {K}; P2's discard pile holds 9 cards." + NOPP,
 "AP1: P1 uses Torbie, Unleashed's power; P2 takes it.",
 "The energy attack states no cost: it costs 2 power stages (CRD Card Costs): Torbie 5 -> 3. Damage 15 - 9 (cards in P2's discard pile when the Base Damage is determined) = 6 life cards: P2's Life Deck 20 -> 14; Krillin stays at 5.",
 CT + 'Torbie, Unleashed Lv.3; CRD 3.0.0 Card Costs, Battle Sequence 9',
 card('world-games-saga/145', "Energy attack doing 15 life cards of damage -1 life card for every card in your opponent's discard pile, to a minimum of 0."))
case('A', ['world-games-saga/180', KRIL],
 f"P1 attacker: MP Kid Trunks, levels {lv('world-games-saga/178','world-games-saga/179','world-games-saga/180')}, at level 3 ({D('world-games-saga/180')}), 5 above 0 (950,000: bracket C), Life Deck 20, hand empty, discard pile D1, D2, D3, D4 (bottom first). {K}." + NOPP,
 "AP1: P1 uses Kid Trunks, the Young Saiyan's power, choosing D1 and D2 (the bottom two) to remove; P2 takes it.",
 "Secondary effect first (Battle Sequence 3): D1 and D2 are removed from the game. PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, nothing converted. Then the 'If successful' effect (Battle Sequence 15): the bottom 2 cards of the discard pile are now D3 and D4: P1's hand D3, D4; discard pile empty; removed D1, D2.",
 CT + 'Kid Trunks, the Young Saiyan Lv.3; CRD 3.0.0 Battle Sequence 3 and 15 (secondary effects before "If successful" effects)',
 card('world-games-saga/180', 'Choose 2 cards in your discard pile and remove them from the game.'))
case('A', ['world-games-saga/192', BSD, KRIL],
 f"P1 attacker: MP Pikkon, levels {lv('world-games-saga/193','world-games-saga/191','world-games-saga/192')}, at level 3 ({D('world-games-saga/192')}), 5 above 0 (2,800,000), Life Deck 20; Drill in play: {D(BSD)} (the only Non-Combat card in play). {K}, no cards in play." + NOPP,
 "AP1: P1 uses Pikkon, the Powerful's power, removing his own Black Striking Drill (the only Non-Combat card in play); P2 takes it.",
 "The power may be used: a Non-Combat card is in play (P1's own counts: 'a Non-Combat card in play'). Its secondary effect (Battle Sequence 3) removes Black Striking Drill from the game before damage, so the Drill's +2 no longer modifies the attack (Battle Sequence 10). Damage: 8 power stages (stated): Krillin 5 -> 0, 3 converted: P2's Life Deck 20 -> 17. P1's removed pile: Black Striking Drill.",
 CT + 'Pikkon, the Powerful Lv.3; CRD 3.0.0 Battle Sequence 3 and 10, The Difference Between "Costs" and "Requirements"',
 card('world-games-saga/192', 'You must be able to remove a Non-Combat card in play in order to use this power.'))
case('A', ['world-games-saga/185', OSS, KRIL],
 f"P1 attacker: MP Maraikoh, levels {lv('world-games-saga/185','world-games-saga/183','world-games-saga/184')}, at level 1 ({D('world-games-saga/185')}), 5 above 0 (940,000), Life Deck 20 (top T1, T2), discard pile empty, no Tokui-Waza. {K.replace('hand empty', 'hand: Orange Sidestep')}." + NOPP,
 "AP1: P1 uses Maraikoh Lv.1's power; P2 plays Orange Sidestep.",
 "Orange Sidestep stops the physical attack and raises P2's anger 0 -> 1. The power's 'If stopped' sentence: P1 discards the top 2 cards of his own Life Deck (an effect, not damage): P1's Life Deck 20 -> 18, discard pile T1, T2. Krillin stays at 5, P2's Life Deck 20; Orange Sidestep to P2's discard pile.",
 CT + 'Maraikoh Lv.1 ("If stopped, discard the top N cards of your Life Deck.", a template the Maraikoh levels and Black Super Kick print); CRD 3.0.0 Battle Sequence 5-6',
 card('world-games-saga/185', 'If stopped, discard the top 2 cards of your Life Deck.'))
# ---------------- B: Dragon Balls (W008-W013) ----------------
case('B', ['kid-buu-saga/028', GOKU, KRIL, NDB[5]],
 f"{G}, hand: {D('kid-buu-saga/028')}. {K}; P2 controls Namek Dragon Ball 5 (in play)." + NOPP,
 "AP1: P1 plays Saiyan Dashing Kick; P2 takes it. P1 captures Namek Dragon Ball 5 (none of its powers used).",
 "Anger 0 -> 1 (secondary). PAT C vs B = 2, +8 = 10 power stages: Krillin 5 -> 0, 5 power stages converted into life cards: P2's Life Deck 20 -> 15. Converted power stages are 'both types of damage' (CRD Modified Damage), so the attack did 5 life cards of damage: P1 may capture (Battle Sequence 14): Namek Dragon Ball 5 is now P1's.",
 CT + 'Saiyan Dashing Kick ("Physical attack doing +N power stages of damage. Raise your anger 1 level.", a template many cards print); CRD 3.0.0 Modified Damage, Capturing Dragon Balls (Life Card Capture), Battle Sequence 14',
 card('kid-buu-saga/028', 'Physical attack doing +8 power stages of damage. Raise your anger 1 level.'))
case('B', ['frieza-saga/076', 'cell-saga/007', GOKU, KRIL, NDB[3]],
 f"{G}, Drill in play: {D('frieza-saga/076')}; hand: {D('cell-saga/007')}. {K.replace('anger 0', 'anger 2')}; P2 controls Namek Dragon Ball 3 (in play)." + NOPP,
 "AP1: P1 plays Namekian Energy Ray; P2 takes it. P1 captures Namek Dragon Ball 3 (none of its powers used).",
 "Goku is in control of Combat, so the Drill ('Vegeta, Goku, Gohan, Nappa, and Raditz only') works. Cost 2 (none stated): Goku 5 -> 3. P2's anger 2 -> 1. Base Damage 4 life cards (none stated), +1 from the Drill (Battle Sequence 10) = 5 life cards: P2's Life Deck 20 -> 15. 5 life cards of damage: P1 captures Namek Dragon Ball 3 (Battle Sequence 14).",
 CT + "Vegeta's Getting Bashed Drill; CRD 3.0.0 Battle Sequence 9, 10 and 14, Capturing Dragon Balls",
 card('frieza-saga/076', 'Do +1 life cards of damage with each successful energy attack.'))
case('B', ['cell-saga/101', GOKU, KRIL, NDB[1], NDB[2]],
 f"{G}, hand: {D('cell-saga/101')}. {K.replace('Life Deck 20', 'Life Deck of 2 cards: Namek Dragon Ball 1, Namek Dragon Ball 2 (nothing else)')}." + NOPP,
 "AP1: P1 plays Orange Goku's Kamehameha; P2 takes it.",
 "Cost 2: Goku 5 -> 3; anger 0 -> 1. 6 life cards of damage against a Life Deck holding only Dragon Balls: each Dragon Ball flipped for damage does not count and goes to the bottom, another card must be flipped: a Dragon Ball Loop: P2 loses; P1 wins, a Survival Victory.",
 CT + 'Orange Goku\'s Kamehameha ("Energy attack doing N life cards of damage. Raise your anger 1 level.", a template many cards print); CRD 3.0.0 Discarding Dragon Balls when Taking Life Cards of Damage, Dragon Ball Loop, Survival Victory',
 card('cell-saga/101', 'Energy attack doing 6 life cards of damage. Raise your anger 1 level.'))
case('B', ['android-saga/059', GOKU, KRIL, NDB[6]],
 f"Entering Combat (the Prepare Phase runs). {G}, Non-Combat card in play: {D('android-saga/059')}. {K.replace('hand empty', 'hand: Namek Dragon Ball 6 (its only card)').replace('Life Deck 20', 'Life Deck 20 (top L1, L2, L3)')}.",
 "Prepare Phase: P1 uses Bulma's Lookin Good ('Use when entering Combat'); then P2's half (P2 draws 3).",
 "P2 discards a card at random from his hand: his only card, Namek Dragon Ball 6. A Dragon Ball sent to the discard pile that is not in play goes face down to the bottom of its owner's Life Deck (CRD Discarding Dragon Balls): P2's discard pile stays empty, Life Deck 20 -> 21 (bottom: Namek Dragon Ball 6). Then P2 draws 3 (L1, L2, L3): Life Deck 18, hand L1, L2, L3. Bulma's Lookin Good is discarded after use (a Non-Combat/Non-Drill card).",
 CT + "Bulma's Lookin Good; CRD 3.0.0 Discarding Dragon Balls, Phase 1: The Prepare Phase",
 card('android-saga/059', 'Use when entering Combat. Your opponent discards a card at random from his hand.'))
case('B', ['kid-buu-saga/092', GOKU, GOKU2, GOKU3, GOKU4, KRIL, NDB[2]],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3, GOKU4)}, at level 2 (Goku, the Competitor), 1 above 0; Ally in play: {D('kid-buu-saga/092')} at 3 above 0 (800,000); Life Deck 20. {K}; P2 controls Namek Dragon Ball 2 (in play), no Allies or Drills." + NOPP,
 "AP1: Goku is 1 above 0, so Yamcha, the Single Lv.2 takes control of Combat and P1 uses Yamcha's power; P1 has Yamcha capture Namek Dragon Ball 2 instead of dealing life cards; P2 takes it.",
 "Yamcha (an Ally in control) pays the energy attack's 2 power stages (none stated): 3 -> 1. The focused energy attack is successful and would do 5 life cards; Yamcha is one of the Allies of the Personality Capture Rule, so he captures Namek Dragon Ball 2 instead of dealing the life cards (Battle Sequence 11): P2's Life Deck stays 20, P1 controls Namek Dragon Ball 2. The 'If successful' discard finds no Ally or Drill of P2's (do what you can).",
 CT + 'Yamcha, the Single Lv.2; CRD 3.0.0 Battle Sequence 11, Capturing Dragon Balls (Personality Capture Rule), Allies Taking Over Combat',
 crd('Determine if the Ally currently in control of Combat can capture a Dragon Ball by using the Personality Captures rule and decide if that Ally will either deal damage or capture a Dragon Ball.'))
case('B', ['android-saga/099', GOKU, 'cell-saga/126', KRIL, NDB[4]],
 f"{G.replace('no Tokui-Waza', 'Blue Tokui-Waza declared')}, Mastery in play: Blue Style Mastery (Cell Saga #126); Life Deck 20 (top Namek Dragon Ball 4, L1); hand: {D('android-saga/099')}. {K}." + NOPP,
 "AP1: P1 plays Blue Terror and, for its search 'for any 1 card', asks to take Namek Dragon Ball 4.",
 "Refused: Dragon Ball Immunity: a card that lets a player search a Life Deck may not take a Dragon Ball unless it says a Dragon Ball may be searched for; 'any 1 card' does not. Namek Dragon Ball 4 cannot be the object of the search (the run stops on that choice; P1 may choose another card or fail the search).",
 CT + 'Blue Terror; CRD 3.0.0 Dragon Balls (Dragon Ball Immunity), Searching for Cards a.k.a "Cherry Picking Rule"',
 card('android-saga/099', 'If you declared Toku-Waza, search your Life Deck for any 1 card and place it in your hand.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (W014-W020) ----------------
case('C', ['cell-games-saga/032', ORB, GOKU, KRIL],
 f"{G}, hand: Saiyan Energy Orb, Saiyan Energy Orb. {K}, Drill in play: {D('cell-games-saga/032')}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Energy Orb; P2 takes it.",
 "AP1: cost 2: Goku 5 -> 3. The attack was not stopped, so P2's Defense Shield activates (Battle Sequence 7): the first unstopped energy attack is stopped: P2's Life Deck stays 20. AP3: cost 2: Goku 3 -> 1; the Shield has stopped its first attack this Combat: 5 life cards: P2's Life Deck 20 -> 15. The Drill stays in play.",
 CT + 'Black Anticipation Drill ("Defense Shield: Stops the first unstopped energy attack performed against you during Combat.", a template six Drills print); CRD 3.0.0 Battle Sequence 7',
 card('cell-games-saga/032', 'Defense Shield: Stops the first unstopped energy attack performed against you during Combat.'))
case('C', ['fusion-saga/017', ORB, GOKU, KRIL],
 f"{G}, Drill in play: {D('fusion-saga/017')}; hand: Saiyan Energy Orb. {K}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Base Damage 5 life cards; the Drill's +1 power stage is added even though the energy attack deals no power stages of its own (CRD Modified Damage; Battle Sequence 10): Krillin 5 -> 4, P2's Life Deck 20 -> 15.",
 CT + 'Red Holding Drill; CRD 3.0.0 Modified Damage, Battle Sequence 10',
 card('fusion-saga/017', 'All of your attacks do +1 power stages of damage.'))
case('C', ['world-championship/sz3', GOKU, KRIL],
 f"{G}, Drill in play: {D('world-championship/sz3')}; hand: H1; Life Deck 20 (top L1, L2). {K}." + NOPP,
 "AP1: P1 uses Champion Drill in place of an attack, discarding H1.",
 "The Drill's effects are secondary (used in place of an attack, Battle Sequence 3): H1 to P1's discard pile, then P1 draws L1 and L2: hand L1, L2, Life Deck 20 -> 18. A Drill stays in play after use (CRD Drill Cards): Champion Drill stays. P2 does not defend (no attack).",
 CT + 'Champion Drill; CRD 3.0.0 Drill Cards, Battle Sequence 3',
 card('world-championship/sz3', 'discard a card from your hand and draw the top two cards from your Life Deck.'))
case('C', ['cell-saga/115', ORB, GOKU, KRIL],
 f"{G}, Non-Combat card in play: {D('cell-saga/115')}; hand: Saiyan Energy Orb. {K}." + NOPP,
 "AP1: P1 uses Focusing, choosing Goku. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "AP1: Goku 5 -> 10 (highest stage); Focusing is discarded after use (a Non-Combat/Non-Drill card) and its floating effect stays. AP3: the next energy attack Goku performs this Combat costs 0: Goku stays at 10; 5 life cards: P2's Life Deck 20 -> 15. P1's discard pile: Focusing, Saiyan Energy Orb.",
 CT + 'Focusing; CRD 3.0.0 Floating Effects, Non-Combat / Non-Drill Cards',
 card('cell-saga/115', 'The next energy attack that personality performs this Combat costs 0 power stages to perform.'))
case('C', ['saiyan-saga/099', BSD, GOKU, GOKU2, GOKU3, KRIL],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3)}, at level 1, 5 above 0, anger 3, Life Deck 20, discard pile X1, X2 (bottom first); Drill in play: Black Striking Drill; Non-Combat card in play: {D('saiyan-saga/099')}. {K}." + NOPP,
 "AP1: P1 uses Blazing Anger! in place of an attack.",
 "Sentence 1: anger 3 -> 5: Goku immediately advances to level 2 (Goku, the Competitor) at its highest power stage (11) and P1's Drills are discarded (CRD Anger): Black Striking Drill goes on top of the discard pile (X1, X2, Black Striking Drill). Sentence 2 (secondary effects resolve in order, one sentence at a time): the top 2 cards, Black Striking Drill and X2, go to the bottom of the Life Deck: Life Deck 20 -> 22. Blazing Anger! is then discarded after use: discard pile X1, Blazing Anger!.",
 CT + 'Blazing Anger!; CRD 3.0.0 Anger, Battle Sequence 3, Non-Combat / Non-Drill Cards',
 card('saiyan-saga/099', 'Increase your anger level by 2. Take the top 2 cards from your discard pile'))
case('C', ['miscellaneous/f2', 'cell-games-saga/100', GOKU, KRIL],
 f"Whole turn: P1 is the attacker at his Non-Combat Step. {G}, hand: {D('miscellaneous/f2')}. {K}; P2's Location Korin's Tower (Cell Games Saga #100) is in play.",
 "P1's Non-Combat Step: P1 places Grand Kai's Palace in play; then P1 tries to declare Combat.",
 "Only one Battleground or Location is in play: Korin's Tower is removed from the game (to its owner's, P2's, removed pile) and Grand Kai's Palace comes into play. A Location placed in the Non-Combat Step makes its player skip the Combat Step this turn: the declaration of Combat is refused.",
 'CRD 3.0.0 Battleground and Location Cards, Glossary (Location Cards), Sequence of Play 4 (Declare Step)',
 crd('If a Battleground or Location card is in play when a new one is placed in play, the old one is removed from the game.'))
case('C', ['cosmic-anthology/ca32', 'android-saga/043', GOKU, KRIL],
 f"Whole turn: P1 is the attacker at his Non-Combat Step. {G}, hand: {D('cosmic-anthology/ca32')}; P1's Battleground Hyperbolic Time Chamber (Android Saga #43) is in play. P2: MP Krillin, the Friend Lv.1 at 5, Life Deck 20.",
 "P1's Non-Combat Step: P1 plays Makyo Star, attaching it to Hyperbolic Time Chamber; then P1's Power-Up Step.",
 "Makyo Star is a Non-Combat card, not a Battleground: Combat is not skipped. Power-Up Step: Goku's PUR 1 +2 (Makyo Star) = 3: Goku 5 -> 8.",
 CT + 'Makyo Star; CRD 3.0.0 Sequence of Play 3 (Power-Up Step), Power-Up Rating (PUR)',
 card('cosmic-anthology/ca32', "While attached, your Main Personality's PUR is increased by +2 and all of your attacks do +1 power stages of damage."))
# ---------------- D: Combat cards and the Battle Sequence (W021-W026) ----------------
case('D', ['cell-saga/048', GOKU, KRIL],
 f"{G}, hand: {D('cell-saga/048')}. {K}." + NOPP,
 "AP1: P1 plays Orange Energy Focus; P2 takes it.",
 "Damage: 5 power stages (stated): Krillin 5 -> 0, nothing converted; P2's Life Deck stays 20. The cost is the judge's: the card prints 'Gosts 1 power stage to perform', a misprint of 'Costs'; CRD Card Costs says a cost exists only if the word 'cost' (costs, costing) appears on the card, and an energy attack that does not tell its cost costs 2. Read as 'Costs 1', Goku 5 -> 4; read as printed (no cost word), Goku 5 -> 3. The right log hands the misprinted word to the judge.",
 CT + 'Orange Energy Focus (damaged text: "Gosts"); CRD 3.0.0 Card Costs, Glossary (Cost); judge',
 card('cell-saga/048', 'Energy attack doing 5 power stages of damage. Gosts 1 power stage to perform.'))
case('D', ['saiyan-saga/118', GOKU, KRIL],
 f"{G}, hand: {D('saiyan-saga/118')}. {K.replace('anger 0', 'anger 3')} (a Hero)." + NOPP,
 "AP1: P1 plays Raditz Physical Defense in place of an attack.",
 "A Combat card used in place of an attack: all its effects are secondary (Glossary, Combat Card): P2's anger 3 -> 1. Where the card goes after use is the judge's: it prints 'Discard this card from the game ater use' (damaged: 'ater'; 'Discard ... from the game' mixes the discard pile and the removed-from-the-game pile). The right log hands that sentence to the judge.",
 CT + 'Raditz Physical Defense (damaged text: "Discard this card from the game ater use"); CRD 3.0.0 Glossary (Combat Card), Battle Sequence 3, 16; judge',
 card('saiyan-saga/118', 'Forces Hero opponent in this combat to take his anger level down 2. Discard this card from the game ater use.'))
case('D', ['cell-saga/001', 'cell-saga/020', GOKU, KRIL],
 f"{G}, hand: {D('cell-saga/020')}. {K.replace('hand empty', 'hand: ' + D('cell-saga/001'))}." + NOPP,
 "AP1: P1 plays Black Quick Blast; P2 plays Blue Sliding Dodge.",
 "Cost 2: Goku 5 -> 3. Black Quick Blast's secondary effect raises P1's anger 0 -> 1 (secondary effects happen even if the attack is stopped). Blue Sliding Dodge stops it and its secondary effect (Battle Sequence 6) lowers P1's anger 1 -> 0. P2's Life Deck stays 20; both cards discarded.",
 CT + 'Blue Sliding Dodge ("Stops an energy attack. Lower your opponent\'s anger 1 level.", a template; Black Quick Blast\'s "Energy attack. Raise your anger 1 level." another); CRD 3.0.0 Secondary Effects, Battle Sequence 3 and 6',
 card('cell-saga/001', "Stops an energy attack. Lower your opponent's anger 1 level."))
case('D', ['kid-buu-saga/029', 'cell-games-saga/012', GOKU, KRIL],
 f"{G}, hand: {D('cell-games-saga/012')}. {K.replace('hand empty', 'hand: ' + D('kid-buu-saga/029'))}." + NOPP,
 "AP1: P1 plays Namekian Flying Kick; P2 plays Saiyan Stop.",
 "A card that stops both physical and energy attacks cannot stop a focused attack, but its secondary effects are used (CRD Focused): Krillin gains 7: 5 -> 10 (his highest stage). The attack is successful: PAT C (1,000,000) vs B (Krillin at 10: 500,000) = 2, +3 = 5 power stages: Krillin 10 -> 5. P2's Life Deck stays 20; Saiyan Stop to P2's discard pile.",
 CT + 'Saiyan Stop ("Stops a physical or energy attack.", a template many cards print); CRD 3.0.0 Focused (What does Focused do?), Battle Sequence 6-12',
 card('kid-buu-saga/029', 'Stops a physical or energy attack. Gain 7 power stages.'))
case('D', ['trunks-saga/130', 'cell-saga/031', GOKU, KRIL],
 f"{G}, hand: {D('trunks-saga/130')}. {K.replace('hand empty', 'hand: ' + D('cell-saga/031'))}." + NOPP,
 "AP1: P1 plays Krillin's Heat Seeking Blast; P2 plays Orange Energy Deflection.",
 "Cost 2 (none stated): Goku 5 -> 3. The attack cannot be stopped; P2 may still play a card that stops energy attacks for its other effects (CRD Stopping Unstoppable Attacks): P2's anger 0 -> 1. The attack is successful: 4 life cards (none stated): P2's Life Deck 20 -> 16. Krillin's Heat Seeking Blast is removed from the game; Orange Energy Deflection to P2's discard pile.",
 CT + "Krillin's Heat Seeking Blast; CRD 3.0.0 Stopping Unstoppable Attacks, Battle Sequence 9",
 card('trunks-saga/130', 'Energy attack. This attack cannot be stopped or prevented. Remove from the game after use.'))
case('D', ['fusion-saga/090', 'saiyan-saga/149', GOKU, KRIL],
 f"{G}, hand: {D('fusion-saga/090')}. {K}; P2's Freestyle Drill Meditation Drill (Saiyan Saga #149) is in play." + NOPP,
 "AP1: P1 plays Orange Charge Kick and announces its Empower 2; P2 takes it.",
 "Empower: +2 life cards, and the text after 'Empower 2' is deleted for this attack, so the 'If successful, take control' sentence does not happen: Meditation Drill stays P2's. PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0; +2 life cards: P2's Life Deck 20 -> 18.",
 CT + 'Orange Charge Kick; CRD 3.0.0 Empower (What does Empower do?), Battle Sequence 2',
 card('fusion-saga/090', "Empower 2. If successful, take control of one of your opponent's Freestyle Drills in play."))
# ---------------- E: the turn, set-up and victories (W027-W032) ----------------
case('E', ['majin-buu-saga/111', 'world-games-saga/162', KRIL],
 f"P1 attacker: MP Vegeta, levels {lv('world-games-saga/162','world-games-saga/163','world-games-saga/164')}, at level 1, 5 above 0 (825,000), Life Deck 20; hand: {D('majin-buu-saga/111')}. {K}." + NOPP,
 "AP1: P1 plays Vegeta's Sacrifice; P2 takes it. AP2: P2's Attack Phase begins (P2 passes).",
 "Vegeta in control: the 'Vegeta and Majin Vegeta only' card may be played. Cost 2 (none stated): Vegeta 5 -> 3. 15 life cards: P2's Life Deck 20 -> 5 (not a Survival Victory). In P2's next Attacker Attacks phase (AP2), P1 loses the game by the card's own text: P2 wins.",
 CT + "Vegeta's Sacrifice; CRD 3.0.0 How To Win, Card Costs",
 card('majin-buu-saga/111', 'You lose the game in your opponent\'s next "Attacker Attacks" phase.'))
case('E', ['trunks-saga/029', GOKU, KRIL],
 f"Whole turn: P1 is the attacker at his Combat Step (Attack Phase 1). {G}, hand: {D('trunks-saga/029')}. {K}.",
 "AP1: P1 plays Vinegar's Revenge, choosing P2. AP2: P2 passes. AP3: P1 passes (Combat ends). The turn goes on to P2's turn 2.",
 "Vinegar's Revenge (in place of an attack) is removed from the game after use. In turn 2, P2's Power-Up Step: Krillin would power up by his PUR 2, but P2 cannot gain power stages until the beginning of P1's next turn: Krillin stays at 5.",
 CT + "Vinegar's Revenge; CRD 3.0.0 Sequence of Play 3 (Power-Up Step), Floating Effects",
 card('trunks-saga/029', 'That opponent cannot gain power stages until the beginning of your next turn.'))
case('E', ['cell-saga/033', GOKU, GOKU2, GOKU3, 'world-games-saga/131', 'world-games-saga/159', KRIL],
 f"P1 attacker: MP Goku, levels {lv(GOKU, GOKU2, GOKU3, 'world-games-saga/131', 'world-games-saga/159')}, at level 4, 5 above 0, anger 4, Life Deck 20, no Mastery; hand: {D('cell-saga/033')}. {K} (a 1-level Main Personality)." + NOPP,
 "AP1: P1 plays Red Face Strike.",
 "Its secondary effect raises P1's anger 4 -> 5: Goku immediately advances to level 5 (Goku, the Galaxy's Hero) at its highest stage. Level 5 is the highest level possible of all personalities in the game and nothing postpones the victory: P1 wins by the Most Powerful Personality Victory at once.",
 CT + 'Red Face Strike ("Physical attack doing +N power stages of damage. Raise your anger 1 level.", a template many cards print); CRD 3.0.0 Anger, Most Powerful Personality Victory',
 card('cell-saga/033', 'Physical attack doing +2 power stages of damage. Raise your anger 1 level.'))
case('E', ['redemption/r18', 'cell-saga/182', KRIL],
 f"P1 attacker: MP Android 20, levels {lv('cell-saga/185','cell-saga/186','cell-saga/187','redemption/r18')}, at level 4 ({D('redemption/r18')}), 5 above 0, Life Deck 20. P2 defender: MP Android 18, levels {lv('cell-saga/182','cell-saga/183','cell-saga/184')}, at level 1, 5 above 0, Life Deck 2." + NOPP,
 "AP1: P1 uses Android 20, the Mastermind's power.",
 "X counts every personality in play with 'Android' in the title, both players': Android 20 (P1) and Android 18 (P2): X = 2. P2 discards the top 2 cards of his Life Deck (an effect, not damage): his Life Deck is empty: P1 wins, a Survival Victory.",
 CT + 'Android 20, the Mastermind Lv.4; CRD 3.0.0 Survival Victory (Card Effects)',
 card('redemption/r18', 'Your opponent discards the top X cards of his Life Deck. X = the number of personalities in play with "Android" in the title.'))
case('E', ['trunks-saga/147', 'cell-saga/170', 'cell-saga/034', KRIL],
 f"Whole turn: P1 is the attacker at his Power-Up Step. P1: MP Piccolo, levels {lv('cell-saga/170','cell-saga/171','cell-saga/172')}, at level 1, 5 above 0 (PUR 1, highest stage 10), Namekian Tokui-Waza declared, Mastery in play: {D('trunks-saga/147')}; hand empty; discard pile Namekian Power Kick (Cell Saga #34, bottom), X1 (top); Life Deck 20. P2: MP Krillin, the Friend Lv.1 at 5, Life Deck 20.",
 "P1's Power-Up Step; P1 declares Combat; Prepare Phase: P1 uses his Mastery (draws the bottom card of his discard pile); P2 draws 3.",
 "Power-Up Step: PUR 1 +1 for the declared Tokui-Waza = 2: Piccolo 5 -> 7. Entering Combat: P1 draws the bottom card of his discard pile, Namekian Power Kick, a Namekian Style card: Piccolo is raised to his highest power stage: 7 -> 10. P1's hand: Namekian Power Kick; discard pile X1.",
 CT + 'Namekian Style Mastery (Trunks Saga #147; its "discar pile" is an evident misprint of "discard pile"); CRD 3.0.0 Tokui-Waza (+1 PUR), Sequence of Play 3 (Power-Up Step), Phase 1: The Prepare Phase',
 card('trunks-saga/147', "if that card is a Namekian style card, raise your main personality to it's highest power stage."))
case('E', ['trunks-saga/171', 'trunks-saga/170', GOKU, GOKU2, GOKU3, GOKU4, KRIL],
 f"Whole turn: P1 is the attacker at his Non-Combat Step. P1: MP Goku, levels {lv(GOKU, GOKU2, GOKU3, GOKU4)}, at level 1, 5 above 0; Ally in play: Gohan, The Furious Lv.1 (Trunks Saga #170) at 3 above 0; hand: {D('trunks-saga/171')} (highest stage 10: 300,000). P2: MP Krillin, the Friend Lv.1 at 5, Life Deck 20.",
 "P1's Non-Combat Step: P1 plays Gohan, The Fighter Lv.2 on his Gohan, The Furious Lv.1.",
 "Overlaying: the Ally's next level is played on top of him, and the overlaid level may exceed the Main Personality's level (Goku is level 1): allowed. The Ally is set to his highest power stage on the new level: Gohan, The Fighter Lv.2 at 10 above 0.",
 CT + 'Gohan, The Fighter Lv.2; CRD 3.0.0 Overlaying Allies',
 crd("After the Ally is in play, you can play that Ally's next level Personality card on top of him."))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
