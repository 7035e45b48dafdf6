"""Writes the 32 cases (X001..X032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (side-event-calls, s17). Adapted from match-calls/make_cases.py."""
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
    f = f"cards/score/{cid.split('/')[0]}.json"; assert s in POOL['score/' + cid]['current_text'] and s in text(f), (cid, s); return s, f
C = []
def case(topic, cards, board, play, expected, rule, quote):
    q, qf = quote
    assert len(q) <= 300, q
    C.append(dict(id=f'X{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C, PUR 1), Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), hand empty, Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
ORBT = f'Saiyan Energy Orb ("{T(ORB)}"; no cost stated: costs 2 power stages)'
SRCT = f'Saiyan Right Cross ("{T(SRC)}")'
# ---------------- A: personalities' powers (X001-X007) ----------------
case('A', ['cell-saga/178', ORB, GOKU],
 f"{G}, hand {ORBT}. P2 defender: MP {D('cell-saga/178')} at 5 above 0 (3,020,000), hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. The 5 life cards are capped at 3 when dealt (Damage Caps: the cap is applied when dealing damage): P2's Life Deck 17 -> 14. 3 life cards: no capture.",
 CT + 'Android 16, the Battler Lv.3 (Cell Saga #178); Damage Caps',
 card('cell-saga/178', 'All successful energy attacks performed against you do a maximum of 3 life cards of damage.'))
case('A', ['trunks-saga/111', SRC, KRIL],
 f"P1 attacker: MP {D('trunks-saga/111')} at 5 above 0 (125,000: bracket B), hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT B vs B = 1, +3 (card) +1 (Dodoria) = 5 power stages: Krillin 5 -> 0, none converted; Dodoria's +2 life cards are added to the physical attack (Modified Damage): P2's Life Deck 17 -> 15.",
 CT + 'Dodoria the Mocking Lv.3 (Trunks Saga #111); Modified Damage',
 card('trunks-saga/111', 'Do +1 power stage of damage and +2 life cards of damage with every successful attack.'))
case('A', ['majin-buu-saga/193', SRC, KRIL],
 f"P1 attacker: MP {D('majin-buu-saga/193')} at 5 above 0 (2,500,000: bracket D), hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Base Damage: PAT D vs B = 3, +2 for Majin Vegeta's PAT attack = 5; +3 (card) = 8 power stages: Krillin 5 -> 0, 3 converted to life cards: P2's Life Deck 17 -> 14.",
 CT + 'Majin Vegeta Lv.2 (Majin Buu Saga #193); Battle Sequence step 9 (Base Damage)',
 card('majin-buu-saga/193', 'When you and your opponent use the Physical Attack Table for a physical attack, the Base Damage of the physical attack is reduced by -2 when performed against Majin Vegeta and gains +2 when performed by your Majin Vegeta.'))
case('A', ['cell-saga/085', ORB, KRIL],
 f"P1 attacker: MP {D('cell-saga/085')} at 5 above 0 (200,000), hand {ORBT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Yamcha 5 -> 3. 5 life cards (P2's Life Deck 17 -> 12) and Yamcha's +2 power stages added to the energy attack (Modified Damage): Krillin 5 -> 3.",
 CT + 'Yamcha, the Battler Lv.2 (Cell Saga #085); Modified Damage',
 card('cell-saga/085', 'All energy attacks performed by Yamcha do +2 power stages of damage.'))
case('A', ['trunks-saga/199', ORB, GOKU],
 f"{G}, anger 2, hand {ORBT}. P2 defender: MP {D('trunks-saga/199')} at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. 5 life cards: P2's Life Deck 17 -> 12. The energy attack was successful: P1's anger 2 -> 1 (Trunks' Constant Combat Power).",
 CT + 'Trunks the Saiyan Lv.2 (Trunks Saga #199)',
 card('trunks-saga/199', 'Reduce your opponents anger by 1 level for every successful energy attack he performs against you.'))
case('A', ['trunks-saga/173', SRC, GOKU],
 f"{G}, hand {SRCT}. P2 defender: MP {D('trunks-saga/173')} at 5 above 0 (375,000: bracket B), anger 2, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Vegeta 5 -> 0 (none converted, Life Deck stays 17). Vegeta received damage from a physical attack while defending: P2's anger 2 -> 3.",
 CT + 'Vegeta, the Determined Lv.1 (Trunks Saga #173)',
 card('trunks-saga/173', 'When defending in combat, raise your anger 1 level after Vegeta receives damage from an physical attack performed against him.'))
case('A', ['world-games-saga/189', 'android-saga/020', KRIL],
 f"P1 attacker: MP {D('world-games-saga/189')} at 5 above 0 (1,000,000: bracket C), hand {D('android-saga/020')} (a Named card whose title starts with no Style: Freestyle), Life Deck 20. {K}." + PP,
 "AP1: P1 plays Goku's Right Knee Smash; P2 takes it.",
 "PAT C vs B = 2 power stages: Krillin 5 -> 3. Life cards: +2 (card) +2 (Olibu: a Freestyle attack) = 4: P2's Life Deck 17 -> 13.",
 CT + 'Olibu Lv.1 (World Games Saga #189); Freestyle cards; Modified Damage',
 card('world-games-saga/189', 'All of your Freestyle attacks do +2 life cards of damage.'))
# ---------------- B: Dragon Balls (X008-X013) ----------------
EDB = {1: 'saiyan-saga/015', 2: 'saiyan-saga/016', 5: 'saiyan-saga/077', 6: 'saiyan-saga/186'}
NDB = {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}
case('B', ['kid-buu-saga/preview-6', EDB[1], EDB[2], EDB[5], EDB[6], GOKU, KRIL],
 f"{G}, hand {D('kid-buu-saga/preview-6')}; P1 controls Earth Dragon Ball 1 and Earth Dragon Ball 2 (his own) and Earth Dragon Ball 5 (captured from P2). {K}; P2 controls Earth Dragon Ball 6." + PP,
 "AP1: P1 plays The Might of Shenron (a Combat card that performs no attack, in place of an attack).",
 "P1 controls 3 Earth Dragon Balls (the captured one counts: control, not ownership): P2 discards the top 3 cards of his Life Deck 17 -> 14 (not damage). The Might of Shenron is removed from the game. P2's Earth Dragon Ball 6 does not count.",
 CT + 'The Might of Shenron (Kid Buu Saga #preview-6); Glossary: control',
 card('kid-buu-saga/preview-6', 'Your opponent discards the top card of his Life Deck for each Earth Dragon Ball you control.'))
case('B', ['kid-buu-saga-promo/p7', NDB[1], NDB[2], NDB[3], GOKU, KRIL],
 f"{G} (unknown cards), discard pile (bottom first) D1, D2, D3; P1 controls Namek Dragon Ball 1 and Namek Dragon Ball 2; P1 has in play {D('kid-buu-saga-promo/p7')} (Non-Combat). {K}; P2 controls Namek Dragon Ball 3." + PP,
 "AP1: P1 uses Porunga's Approval, choosing D1 and D2.",
 "P1 has 2 Namek Dragon Balls in play (P2's Namek Dragon Ball 3 is in play but not P1's): 2 cards of P1's discard pile are shuffled into his Life Deck: 20 -> 22, discard pile D3 only; Porunga's Approval is removed from the game.",
 CT + "Porunga's Approval (Kid Buu Saga Promo #p7)",
 card('kid-buu-saga-promo/p7', 'Shuffle 1 card in your discard pile into your Life Deck for each Namek Dragon Ball you have in play.'))
case('B', ['trunks-saga/115', NDB[4], GOKU, KRIL],
 f"{G}, hand {D('trunks-saga/115')}. {K}; P2 controls Namek Dragon Ball 4." + PP,
 "AP1: P1 plays Namek Dragon Ball Combat; P2 takes it; P1 captures Namek Dragon Ball 4 and chooses to use none of its powers.",
 "PAT C vs B = 2 power stages: Krillin 5 -> 3 (no life cards). The attack is successful: the card capture needs no 5 life cards: P1 controls Namek Dragon Ball 4 (owner P2), P2 controls none. The card is removed from the game (\"Remove game after use\").",
 CT + 'Namek Dragon Ball Combat (Trunks Saga #115); Capturing Dragon Balls (Card Captures)',
 card('trunks-saga/115', 'Physical attack. If successful, also capture any Namek dragon ball from your opponent.'))
case('B', ['babidi-saga/080', NDB[2], GOKU, KRIL],
 f"{G}, anger 1, hand {D('babidi-saga/080')}. {K}; P2 controls Namek Dragon Ball 2." + PP,
 "AP1: P1 plays Red Energy Outburst; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3. 4 life cards (none stated): P2's Life Deck 17 -> 13. Successful and Namek Dragon Ball 2 is in play (P2's counts: \"in play\"): P1's anger 1 -> 4.",
 CT + "Red Energy Outburst (Babidi Saga #080); Battle Sequence step 15 (\"If successful\")",
 card('babidi-saga/080', 'Energy attack. If successful and Namek Dragon Ball 2 is in play, gain 3 anger.'))
case('B', ['world-games-saga/098', NDB[3], NDB[5], GOKU, KRIL],
 f"{G}, hand {D('world-games-saga/098')}. {K}; P2 controls Namek Dragon Ball 3 and Namek Dragon Ball 5." + PP,
 "AP1: P1 plays Red Heat Seeking Blast; P2 takes it; P1 captures Namek Dragon Ball 5 and uses none of its powers.",
 "Cost 2 (none stated): Goku 5 -> 3. 3 x 2 Dragon Balls = 6 life cards: P2's Life Deck 17 -> 11. 5 or more life cards: P1 captures Namek Dragon Ball 5 (owner P2); P2 keeps Namek Dragon Ball 3.",
 CT + 'Red Heat Seeking Blast (World Games Saga #098); Capturing Dragon Balls (Life Card Capture)',
 card('world-games-saga/098', 'Energy attack doing 3 life cards of damage for each Dragon Ball your opponent controls.'))
case('B', ['babidi-saga/041', 'saiyan-saga/067', NDB[1], NDB[3], NDB[5], GOKU, KRIL],
 f"{G}, hand {D('babidi-saga/041')}. P2 defender: MP Krillin, the Friend Lv.1 at 5, anger 0, hand {D('saiyan-saga/067')}, Life Deck 20; P2 controls Namek Dragon Ball 1, 3 and 5." + PP,
 "AP1: P1 plays Black Surprise Maneuver, capturing Namek Dragon Ball 5 (none of its powers used); P2 stops the attack with Black Elbow Strike.",
 "Step 3 (a secondary effect, not \"If successful\"): P2 controls 3 Dragon Balls, so P1 captures Namek Dragon Ball 5 (owner P2) before the defence; the stop does not undo it. The attack is stopped: Krillin stays 5, P2's Life Deck 17; P2's anger 0 -> 1. P2 keeps Namek Dragon Ball 1 and 3.",
 CT + 'Black Surprise Maneuver (Babidi Saga #041); Secondary Effects; Capturing Dragon Balls (Card Captures)',
 card('babidi-saga/041', 'If your opponent controls 3 or more Dragon Balls in play, capture a Dragon Ball.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (X014-X020) ----------------
case('C', ['saiyan-saga/232', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}; P1 has in play {D('saiyan-saga/232')}. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0 (none converted); the Drill adds 1 life card: P2's Life Deck 17 -> 16.",
 CT + 'Red Life Attack Drill (Saiyan Saga #232); Drill Cards; Modified Damage',
 card('saiyan-saga/232', 'Drill does an extra life card of damage whenever successful damage is done.'))
case('C', ['saiyan-saga/233', ORB, GOKU, KRIL],
 f"{G}, hand {ORBT}. {K}; P2 has in play {D('saiyan-saga/233')}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. 5 life cards, 1 prevented by P2's Drill: 4: P2's Life Deck 17 -> 13 (fewer than 5: no capture question).",
 CT + 'Blue Life Defense Drill (Saiyan Saga #233); A Note about Damage Prevention',
 card('saiyan-saga/233', 'Drill prevents 1 life card of damage from being taken whenever a successful attack happens on the card owner.'))
case('C', ['trunks-saga/060', SRC, GOKU, KRIL],
 f"Whole turn from P1's Power-Up Step (turn 1). {G}, hand {SRCT}; P1 has in play {D('trunks-saga/060')}. {K}.",
 "Power-Up Step; P1 declares Combat (P2 draws 3: 20 -> 17); AP1: P1 plays Saiyan Right Cross; P2 takes it; then both pass.",
 "Power-Up: PUR 1 +1 (Drill) = 2: Goku 5 -> 7 (1,200,000: still C). Attack: PAT C vs B = 2, +3 (card) +1 (Drill) = 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16.",
 CT + 'Namekian Physical Drill (Trunks Saga #060); Sequence of Play 3 (Power-Up Step)',
 card('trunks-saga/060', "Raise your main personality's power up rating by 1 while this drill is in play."))
case('C', ['trunks-saga/142', ORB, GOKU, KRIL],
 f"{G}, hand {ORBT}. {K}; P2 has in play {D('trunks-saga/142')}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2 +1 (P2's Drill) = 3: Goku 5 -> 2. 5 life cards: P2's Life Deck 17 -> 12.",
 CT + 'Red Evasion Drill (Trunks Saga #142); Card Costs',
 card('trunks-saga/142', 'When this drill comes into play, When this drill is in play, all energy attacks cost +1 power stage for this opponent to perform.'))
case('C', ['android-saga-promo/p10', GOKU, KRIL],
 f"Whole turn from P1's Non-Combat Step (turn 1). {G}, hand {D('android-saga-promo/p10')} (Location). {K}.",
 "Non-Combat Step: P1 plays Planet Vegeta; Power-Up Step.",
 "Planet Vegeta is in play; Power-Up: PUR 1 +1 = 2: Goku 5 -> 7. The Combat Step of this turn is skipped (a Location was played).",
 CT + 'Planet Vegeta (Android Saga Promo #p10); Battleground and Location Cards; Sequence of Play 3',
 card('android-saga-promo/p10', "Each player has his Main Personality's PUR increased by 1."))
case('C', ['cosmic-anthology/ca20', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}; P1 has in play the Battleground {D('cosmic-anthology/ca20')}. {K}." + " Combat is entered: the Prepare Phase runs (neither player searches for a Drill), P2 draws 3 (Life Deck 20 -> 17).",
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 (card) +2 (Tree of Might) = 7 power stages: Krillin 5 -> 0, 2 converted: P2's Life Deck 17 -> 15.",
 CT + 'Tree of Might (Cosmic Anthology #CA20); Battleground and Location Cards; Modified Damage',
 card('cosmic-anthology/ca20', 'All of your attacks do +2 power stages of damage.'))
case('C', ['babidi-saga/117', 'saiyan-saga/232', 'android-saga/028', GOKU, 'world-games-saga/171', 'world-games-saga/172', KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) / Goku, the Competitor Lv.2 (WGS #171) / Goku, the Proud Lv.3 (WGS #172), at level 1, stage 5, anger 4, hand {D('android-saga/028')}, Life Deck 20; P1 has in play {D('babidi-saga/117')} and Red Life Attack Drill (\"{T('saiyan-saga/232')}\"). P2 defender: MP Krillin, the Friend Lv.1 at 5, anger 2, hand empty, Life Deck 20. The board starts at the first Attack Phase (no Prepare Phase).",
 "AP1: P1 plays Orange Palm Blast; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Step 3: anger 4 -> 5: Goku advances to Lv.2 at its highest stage (11). Red Meditation Drill keeps Red Life Attack Drill in play; P2's anger is 2 (not 0), so Red Meditation Drill itself is discarded. Damage 5 +1 (Red Life Attack Drill) = 6 life cards: P2's Life Deck 20 -> 14.",
 CT + 'Red Meditation Drill (Babidi Saga #117); Anger; Drill Cards',
 card('babidi-saga/117', "Whenever your Main Personality advances a level, none of your other Drills are discarded. If your opponent's current anger level is 0 when your Main Personality advances a level, this Drill is not discarded either."))
# ---------------- D: Combat cards and the Battle Sequence (X021-X026) ----------------
case('D', ['miscellaneous/k4', 'frieza-saga/028', GOKU, KRIL],
 f"{G}, anger 2, hand {D('miscellaneous/k4')}. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand {D('frieza-saga/028')} (an Energy Combat card), Life Deck 20." + PP,
 "AP1: P1 plays Gohan's Power Hit; P2 stops it with Orange Fist Detonation.",
 "Step 3: P1's anger 2 -> 3. Orange Fist Detonation is not a Physical Combat card and stops physical attacks only (not both kinds, so Focused does not protect against it): the attack is stopped, Krillin stays at 5, P2's Life Deck stays 17. Step 6: P1's anger 3 -> 2. Gohan's Power Hit is removed from the game.",
 CT + "Gohan's Power Hit (Miscellaneous #k4); Focused",
 card('miscellaneous/k4', 'This attack cannot be stopped by Physical Combat cards.'))
case('D', ['android-saga/032', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand {D('android-saga/032')}, Life Deck 20." + PP,
 "AP1: P1 passes. AP2: P2 plays Red Power Drain. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "Red Power Drain floats for the Combat: the physical attack costs 2: Goku 5 -> 3 (800,000: still C). PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted: P2's Life Deck stays 17.",
 CT + 'Red Power Drain (Android Saga #032); Floating Effects; Card Costs',
 card('android-saga/032', 'All physical attacks performed against you for the remainder of the Combat cost 2 power stages to perform.'))
case('D', ['android-saga/108', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand {D('android-saga/108')}, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 stops it with Red Counter Strike.",
 "The attack is stopped (Krillin stays 5, P2's Life Deck stays 17). Step 6: P1 discards the top 3 cards of his Life Deck: 20 -> 17 (not damage). Red Counter Strike is removed from the game.",
 CT + 'Red Counter Strike (Android Saga #108); Battle Sequence step 6',
 card('android-saga/108', 'Stops a physical attack. Your opponent discards the top 3 cards from his Life Deck.'))
case('D', ['cell-games-saga/030', GOKU, KRIL],
 f"{G}. P2 defender: MP Krillin, the Friend Lv.1 at 5 (375,000; highest stage 10 = 500,000), hand {D('cell-games-saga/030')}, Life Deck 20." + PP,
 "AP1: P1 passes. AP2: P2 plays Strength Training (in place of an attack). AP3: P1 passes. AP4: P2 passes.",
 "Krillin's power rating (375,000) is not greater than Goku's (1,000,000): P1 discards nothing (Life Deck stays 20); Krillin is raised to his highest power stage: 5 -> 10. Strength Training is removed from the game.",
 CT + 'Strength Training (Cell Games Saga #030)',
 card('cell-games-saga/030', "If your Main Personality's power rating is greater than your opponent's, your opponent discards the top 3 cards of his Life Deck. Otherwise, raise your Main Personality to its highest power stage."))
case('D', ['android-saga/033', SRC, GOKU, KRIL],
 f"{G}, hand {D('android-saga/033')}. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand {SRCT}, Life Deck 20." + PP,
 "AP1: P1 plays Red Power Lift; P2 takes it. AP2: P2 (Krillin at 0) plays Saiyan Right Cross; P1 takes it.",
 "Red Power Lift: PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0. Its second sentence floats: P2's Saiyan Right Cross is stopped (not successful): Goku stays at 5, P1's Life Deck stays 20.",
 CT + 'Red Power Lift (Android Saga #033); Floating Effects',
 card('android-saga/033', 'Stops the next physical attack performed against you this Combat.'))
case('D', ['babidi-saga/027', GOKU, KRIL],
 f"{G}, hand {D('babidi-saga/027')}. P2 defender: MP Krillin, the Friend Lv.1 at 5 (B), anger 3, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Rupture; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3 (800,000: still C). Step 3: P2's anger 3 -> 1. X = PAT C vs B = 2: 3 + 2 = 5 life cards: P2's Life Deck 17 -> 12; Krillin stays 5.",
 CT + 'Saiyan Energy Rupture (Babidi Saga #027); Physical Attack Table',
 card('babidi-saga/027', 'Energy attack doing 3 life cards of damage and +X life cards of damage. For X, consult the Physical Attack Table as if this were a physical attack.'))
# ---------------- E: the turn and victories (X027-X032) ----------------
case('E', ['trunks-saga/128', 'saiyan-saga/084', GOKU, KRIL],
 f"Whole turn from P1's Non-Combat Step (turn 1). {G}, hand Yamcha Lv.1 (Saiyan Saga #084, an Ally). {K}; P2 has in play {D('trunks-saga/128')}, having chosen P1.",
 "Non-Combat Step: P1 plays Yamcha Lv.1 as an Ally.",
 "Refused: P1 (the chosen opponent) cannot play Allies while P2's Drill is in play (the prohibiting card overrides). P1 has no Ally; Yamcha stays in P1's hand.",
 CT + 'Gohan Spots the Imposter Drill (Trunks Saga #128); Conflicting Card Effects',
 card('trunks-saga/128', 'Choose an opponent, that opponent can not play any allies while this drill is in play.'))
case('E', ['world-championship/sz5', GOKU, KRIL],
 f"{G}; P1 has in play {D('world-championship/sz5')}. P2 defender: MP Krillin, the Friend Lv.1 at 5, anger 3, hand empty, Life Deck 20. Combat is entered (Prepare Phase).",
 "Prepare Phase; AP1: P1 passes; AP2: P2 passes.",
 "Attacker's half of the Prepare Phase: P2's anger 3 -> 1 and Goku 5 -> 7. Defender's half: P2 draws 3: Life Deck 20 -> 17. Both pass: Combat ends.",
 CT + 'Victorious Drill (World Championship #SZ5); Phase 1: The Prepare Phase',
 card('world-championship/sz5', "When entering Combat, lower your opponent's anger 2 levels and your Main Personality gains 2 power stages."))
case('E', ['saiyan-saga/117', GOKU, KRIL],
 f"{G}, hand {D('saiyan-saga/117')}. P2 defender: MP Krillin, the Friend Lv.1 (a Hero) at 5, hand empty, Life Deck 1. The board starts at the first Attack Phase (no Prepare Phase).",
 "AP1: P1 plays Raditz Energy Wall.",
 "P2, a Hero, discards 1 life card: Life Deck 1 -> 0: P1 wins by Survival Victory at once (a card effect's discard, not damage, still empties the Life Deck).",
 'Survival Victory; card text of Raditz Energy Wall (Saiyan Saga #117)',
 card('saiyan-saga/117', 'Forces a Hero opponent in this combat to discard 1 life card from his deck.'))
case('E', ['fusion-saga/preview-5', NDB[1], NDB[2], NDB[3], NDB[4], NDB[5], NDB[6], NDB[7], GOKU, KRIL],
 f"{G}: top cards L1, Namek Dragon Ball 7, then 18 unknown; P1 controls Namek Dragon Ball 1-6 (his own) and has in play {D('fusion-saga/preview-5')} (Non-Combat). {K}." + PP,
 "AP1: P1 uses The Power of Porunga, searching for Namek Dragon Ball 7.",
 "Namek Dragon Ball 7 is placed into play under P1's control (Life Deck 20 -> 19): P1 controls all 7 Namek Dragon Balls, not by capture: P1 wins by Dragon Ball Victory at once.",
 CT + 'The Power of Porunga (Fusion Saga #preview-5); Dragon Ball Victory',
 card('fusion-saga/preview-5', 'You may search your Life Deck for a Namek Dragon Ball and place it into play, or you may use this card to win the game when you have 7 Namek Dragon Balls in play and your opponent uses a card to delay your Dragon Ball Victory.'))
case('E', ['kid-buu-saga/027', 'saiyan-saga/084', GOKU, KRIL],
 f"Whole turn from P1's Power-Up Step (turn 1). {G}; P1 has the Ally Yamcha Lv.1 (Saiyan Saga #084) at 3 above 0. {K}; P2 has in play {D('kid-buu-saga/027')}.",
 "Power-Up Step of P1's turn.",
 "Goku: PUR 1 - 1 = 0: stays at 5. Yamcha (Allies power up by 1): 1 - 1 = 0: stays at 3.",
 CT + 'Saiyan Agression Drill (Kid Buu Saga #027); Sequence of Play 3 (Power-Up Step)',
 card('kid-buu-saga/027', "All of your opponent's personalities gain 1 less power stage when they power up during the Power Up Step to a minimum of 0."))
case('E', ['fusion-saga/099', GOKU, KRIL],
 f"Whole turn from P1's Declare Step (turn 1). P1 attacker: MP {D('fusion-saga/099')} at 5 above 0, hand empty, discard pile (bottom first) D1..D7, Life Deck 20. {K}.",
 "Declare Step: P1 skips Combat; Discard Step (both hands empty); Rejuvenation Step: P1 rejuvenates; the turn ends; P2's Draw Step.",
 "Rejuvenation: D7 (top of the discard pile) to the bottom of P1's Life Deck: 20 -> 21. End of P1's turn: the bottom 5 cards D1-D5 go to the bottom of his Life Deck: 21 -> 26; discard pile D6.",
 CT + 'Den-Goku Lv.1 (Fusion Saga #099); Sequence of Play 7 (Rejuvenation Step); Constant Combat Powers',
 card('fusion-saga/099', 'At the end of your turn, place the bottom 5 cards of your discard pile at the bottom of your Life Deck.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
