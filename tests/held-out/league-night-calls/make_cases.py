"""Writes the 32 cases (L001..L032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (league-night-calls, s19). Adapted from side-event-calls/make_cases.py."""
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
    C.append(dict(id=f'L{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
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
# ---------------- A: personalities' powers (L001-L007) ----------------
case('A', ['trunks-saga/163', ORB, KRIL],
 f"P1 attacker: MP {D('trunks-saga/163')} at 5 above 0 (700,000: bracket C), hand {ORBT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Frieza 5 -> 3. 5 life cards +2 (Frieza) = 7: P2's Life Deck 17 -> 10; Frieza's +2 power stages are added to the energy attack too (Modified Damage): Krillin 5 -> 3.",
 CT + 'Frieza, The Cyborg Lv.3 (Trunks Saga #163); Modified Damage',
 card('trunks-saga/163', 'Frieza does +2 power stages and +2 life cards with every attack.'))
case('A', ['world-games-saga/136', SRC, KRIL],
 f"P1 attacker: MP {D('world-games-saga/136')} at 5 above 0 (23,000: bracket B), hand {SRCT}, Life Deck 20. {K} (Krillin is not Videl)." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT B vs B = 1, +3 (card) +2 (Spopovich) = 6 power stages: Krillin 5 -> 0, 1 converted to a life card: P2's Life Deck 17 -> 16.",
 CT + 'Majin Spopovich Lv.1 (World Games Saga #136); Modified Damage',
 card('world-games-saga/136', 'All of your physical attacks do +2 power stages of damage. If your physical attacks are performed against Videl, they do +3 power stages of damage instead.'))
case('A', ['android-saga/121', 'capsule-corp-power-pack/cp20', SRC],
 f"P1 attacker: MP {D('android-saga/121')} at 5 above 0 (750,000: bracket C), hand {SRCT}, Life Deck 20. P2 defender: MP Mighty Mask Lv.2 (Capsule Corp Power Pack #CP20) at 5 above 0 (1,550,000: bracket C), no Allies in play, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Mighty Mask as a Main Personality counts as +1 Ally in play for game effects: PAT C vs C = 1, +3 (card) +1 (Vegeta: 1 Ally) = 5 power stages: Mighty Mask 5 -> 0, none converted (P2's Life Deck stays 17).",
 'Vegeta The Ready Lv.1 (Android Saga #121); CRD 3.0.0 Mighty Mask; Modified Damage',
 crd('If you play Mighty Mask as your Main Personality, you are considered to have +1 Ally in play for game effects.'))
case('A', ['capsule-corp-power-pack/cp13', SRC, GOKU],
 f"{G}, hand {SRCT}. P2 defender: MP {D('capsule-corp-power-pack/cp13')} at 5 above 0 (245,000: bracket B), no Tokui-Waza, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages; Ginyu Force prevents 2: 3 dealt: Ginyu Force 5 -> 2; P2's Life Deck stays 17.",
 CT + 'Ginyu Force Lv.1 (Capsule Corp Power Pack #CP13); A Note about Damage Prevention',
 card('capsule-corp-power-pack/cp13', 'Prevent 2 power stages of damage from any physical or energy attack performed against you.'))
case('A', ['redemption/r17', ORB, KRIL],
 f"P1 attacker: MP {D('redemption/r17')} at 5 above 0 (800,000; highest stage 12), hand {ORBT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Android 19 5 -> 3. 5 life cards: P2's Life Deck 17 -> 12. Android 19 gains 1 power stage per life card dealt: 3 -> 8.",
 CT + 'Android 19, Refreshed Lv.4 (Redemption #R17)',
 card('redemption/r17', 'For each life card of damage Android 19 deals with a successful energy attack, Android 19 gains 1 power stage.'))
case('A', ['trunks-saga/191', SRC, KRIL],
 f"P1 attacker: MP {D('trunks-saga/191')} at 5 above 0 (650,000: bracket C), hand {SRCT}, Life Deck 20. {K}, discard pile (bottom first) D1, D2." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted (P2's Life Deck stays 17, his discard pile unchanged by damage). The attack was successful: P2 removes the top card of his discard pile (D2) from the game: discard pile D1, removed D2.",
 CT + 'Frieza, The Master Lv.2 (Trunks Saga #191)',
 card('trunks-saga/191', 'Each successful physical attack forces your opponent to remove the top card of their discard pile from the game.'))
case('A', ['capsule-corp-power-pack/cp20', 'cell-saga/032', SRC, KRIL],
 f"P1 attacker: MP {D('capsule-corp-power-pack/cp20')} at 5 above 0 (1,550,000: bracket C), hand {SRCT}, discard pile: Red Power Strike (Cell Saga #32, a Red Style card) on top, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The top card of P1's discard pile is a Red Style card when the attack deals damage (Saiyan Right Cross goes to the discard pile only at step 16). PAT C vs B = 2, +3 (card) +2 (Mighty Mask, physical) = 7 power stages: Krillin 5 -> 0, 2 converted; +2 life cards (Red Style top card; the printed 'to' read as 'do'): P2's Life Deck 17 -> 13.",
 CT + 'Mighty Mask Lv.2 (Capsule Corp Power Pack #CP20); Modified Damage',
 card('capsule-corp-power-pack/cp20', 'When the top card of your discard pile is a Red Style card, all of your attacks to an additional +2 life cards of damage.'))
# ---------------- B: Dragon Balls (L008-L013) ----------------
NDB = {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}
EDB = {1: 'saiyan-saga/015', 2: 'saiyan-saga/016'}
case('B', ['world-games-saga/053', NDB[1], NDB[3], NDB[5], GOKU, KRIL],
 f"{G}, anger 0, hand {D('world-games-saga/053')} (no cost stated: costs 2; no damage stated: 4 life cards). {K}; P2 controls Namek Dragon Ball 3 and 5 (his own) and Namek Dragon Ball 1 (captured from P1 earlier)." + PP,
 "AP1: P1 plays Blue Quick Blast; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Secondary effect: P2 controls 3 Dragon Balls (the captured one included): P1's anger 0 -> 3. 4 life cards: P2's Life Deck 17 -> 13.",
 CT + 'Blue Quick Blast (World Games Saga #53); Glossary (control)',
 card('world-games-saga/053', 'Raise your anger 1 level for each Dragon Ball your opponent controls.'))
case('B', ['cell-games-saga/060', 'saiyan-saga/161', NDB[1], NDB[2], NDB[6], EDB[1], KRIL],
 f"P1 attacker: MP Piccolo Lv.1 (Saiyan Saga #161, Namekian Heritage) at 5 above 0, hand {D('cell-games-saga/060')}, discard pile (bottom first) D1, D2, D3, D4, Life Deck 20; P1 controls Namek Dragon Ball 1 and 2. {K}; P2 controls Namek Dragon Ball 6 and Earth Dragon Ball 1." + PP,
 "AP1: P1 plays Namekian Dragon Blast, choosing D1, D2, D3; P2 takes it.",
 "X = Namek Dragon Balls in play = 3 (Earth Dragon Ball 1 is not one). Cost 2 (none stated): Piccolo 5 -> 3. Secondary effect: 3 discard cards to the bottom of P1's Life Deck: 20 -> 23, discard pile D4. No damage stated: 4 life cards +3 = 7: P2's Life Deck 17 -> 10.",
 CT + 'Namekian Dragon Blast (Cell Games Saga #60); Battle Sequence step 9; Modified Damage',
 card('cell-games-saga/060', 'X = the number of Namek Dragon Balls in play.'))
case('B', ['cell-games-saga/074', 'cell-saga/039', GOKU, KRIL],
 f"{G} (Dende Dragon Ball 1 somewhere in it: \"{T('cell-saga/039')}\"), no Tokui-Waza, hand {D('cell-games-saga/074')} (no cost stated: 2; no damage stated: 4 life cards). {K}, anger 3." + PP,
 "AP1: P1 plays Orange Fateful Attack; P2 takes it; P1 finds Dende Dragon Ball 1.",
 "Cost 2: Goku 5 -> 3. 4 life cards: P2's Life Deck 17 -> 13. If successful: Dende Dragon Ball 1 goes from P1's Life Deck (20 -> 19) into play under P1's control without its power: Goku stays at 3 (not raised to his highest stage), P2's anger stays 3.",
 CT + 'Orange Fateful Attack (Cell Games Saga #74); Dragon Balls ("When you play a Dragon Ball, you immediately use its effects": not here)',
 card('cell-games-saga/074', 'If successful, find a Dende Dragon Ball in your Life Deck and place it in play without using its power.'))
case('B', ['trunks-saga/117', 'saiyan-saga/183', NDB[3], KRIL],
 f"P1 attacker: MP Raditz Lv.1 (Saiyan Saga #183, a Villain) at 5 above 0, Life Deck 20; P1 has {D('trunks-saga/117')} in play. {K}; P2 controls Namek Dragon Ball 3." + PP,
 "AP1: P1 uses Frieza's Featherlight Touch (a Non-Combat card in play, used in his Attack Phase), capturing Namek Dragon Ball 3, using none of its powers.",
 "Card capture: P1 now controls Namek Dragon Ball 3 (owner P2); P2 controls none. Frieza's Featherlight Touch is removed from the game.",
 CT + "Frieza's Featherlight Touch (Trunks Saga #117); Capturing Dragon Balls (Card Captures)",
 card('trunks-saga/117', 'Villains only. Capture an opponents Dragon Ball. Remove from game after use.'))
case('B', ['lost-villains/lv2', 'android-saga/010', NDB[4], KRIL],
 f"P1 attacker: MP {D('lost-villains/lv2')} at 5 above 0 (700,000: bracket C), no Tokui-Waza, hand {D('android-saga/010')}, Life Deck 20. {K}; P2 controls Namek Dragon Ball 4." + PP,
 "AP1: P1 plays Black Draining Aura; P2 takes it; P1 captures Namek Dragon Ball 4 (no powers used).",
 "The attack states its damage (3 power stages): it does not use the Physical Attack Table: Krillin 5 -> 2, P2's Life Deck stays 17. Right after the damage, Frieza captures Namek Dragon Ball 4: P1 controls it (owner P2), P2 controls none. No Tokui-Waza: Frieza is not raised.",
 CT + 'Frieza, the Untouchable Lv.1 (Lost Villains #LV2); Capturing Dragon Balls (Card Captures); Battle Sequence step 9',
 card('lost-villains/lv2', 'Capture a Dragon Ball immediately after damage is dealt from a physical attack you performed that does not use the Physical Attack Table.'))
case('B', ['babidi-saga/preview-3', EDB[2], 'frieza-saga/066', 'android-saga/055', GOKU, KRIL],
 f"{G}, anger 0, hand {D('babidi-saga/preview-3')} (no cost stated: 2; no damage stated: 4 life cards); P1 has Blue Mental Drill and Blue Holding Drill (two Blue Style Drills) in play. {K}; P2 controls Earth Dragon Ball 2." + PP,
 "AP1: P1 plays Blue Buu Blast; P2 takes it (no capture chosen).",
 "Cost 2: Goku 5 -> 3. Earth Dragon Ball 2 is in play: +1 life card per Blue Style Drill P1 has in play = +2: 4 + 2 = 6 life cards: P2's Life Deck 17 -> 11. Raise P1's anger 0 -> 1.",
 CT + 'Blue Buu Blast (Babidi Saga #P3 preview); Modified Damage',
 card('babidi-saga/preview-3', 'If Earth Dragon Ball 1 or Earth Dragon Ball 2 is in play, this attack does +1 Life Card of damage for each Blue Style Drill you have in play.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (L014-L020) ----------------
case('C', ['fusion-saga/061', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. {K}. {D('fusion-saga/061')} is in play (P1's)." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 (card) +2 (Location: all attacks) = 7 power stages: Krillin 5 -> 0, 2 converted: P2's Life Deck 17 -> 15.",
 CT + "Majin Buu's Stomach (Fusion Saga #61); Battleground and Location Cards; Modified Damage",
 card('fusion-saga/061', 'All attacks do +2 power stages of damage.'))
case('C', ['android-saga/109', 'cell-saga/009', GOKU, KRIL],
 f"{G}, hand {D('cell-saga/009')}. {K}, anger 3, {D('android-saga/109')} in play." + PP,
 "AP1: P1 plays Blue Flight; P2 takes it.",
 "Secondary effect 'Lower your opponent's anger 1 level' does nothing: P2's anger stays 3 (Red Tactical Drill). PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16.",
 CT + 'Red Tactical Drill (Android Saga #109); Drill Cards',
 card('android-saga/109', 'Your anger may not be lowered while this Drill is in play.'))
case('C', ['majin-buu-saga/037', 'android-saga/121', SRC, KRIL],
 f"P1 attacker: MP {D('android-saga/121')} at 5 above 0 (750,000: bracket C), hand {SRCT}, Life Deck 20. {K}, no Allies. {D('majin-buu-saga/037')} is in play." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "West City: P2 is considered to have 4 Allies for card effects: Vegeta +4. PAT C vs B = 2, +3 +4 = 9 power stages: Krillin 5 -> 0, 4 converted: P2's Life Deck 17 -> 13.",
 CT + 'West City (Majin Buu Saga #37); Battleground and Location Cards',
 card('majin-buu-saga/037', 'All players are considered to have +4 Allies in play for card effects.'))
case('C', ['majin-buu-saga/073', SRC, GOKU, KRIL],
 f"{G} (1,000,000), hand {SRCT}. {K} (375,000). {D('majin-buu-saga/073')} is in play." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Table B must be used; on it both are in bracket C (350,000-1,299,999), but the CRD's Table B is damaged (one of 9 columns missing, unknown which, values unrecoverable): the PAT value cannot be read from the documents. The engine should hand the Base Damage to the judge (Table B, damaged), not use the Fusion Saga table. (+3 from the card on top of it.)",
 "Majin Buu's House (Majin Buu Saga #73); CRD 3.0.0 Physical Attack Tables, Buu Saga (editor's note): judge",
 crd('the values follow no pattern, so it cannot be told which column is missing and its values cannot be recovered from this document'))
case('C', ['kid-buu-saga/020', GOKU, KRIL],
 f"Turn 1, P1's Power-Up Step. P1 attacker: MP Goku Lv.1 (World Games Saga #173, PUR 1) at 5 above 0, no Tokui-Waza, {D('kid-buu-saga/020')} in play, Life Deck 20. P2: MP Krillin, the Friend Lv.1, Life Deck 20.",
 "The Power-Up Step runs.",
 "PUR 1 +2 = 3: Goku 5 -> 8.",
 CT + 'Orange Discharge Drill (Kid Buu Saga #20); Sequence of Play 3 (Power-Up Step)',
 card('kid-buu-saga/020', "Your Main Personality's PUR is +2."))
case('C', ['saiyan-saga/135', 'android-saga/065', ORB, GOKU, KRIL],
 f"{G}, no Tokui-Waza, hand {ORBT}, {D('android-saga/065')} in play. {K}, {D('saiyan-saga/135')} in play." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it (P2's Drill offered to stop it).",
 "An Orange Drill (P1's) is in play on the table: Black Arm Bar Drill cannot be used; the attack is not stopped. Cost 2: Goku 5 -> 3. 5 +1 (Orange Aura Drill) = 6 life cards: P2's Life Deck 17 -> 11.",
 CT + 'Black Arm Bar Drill (Saiyan Saga #135); Drill Cards',
 card('saiyan-saga/135', "Can't be used with any Orange drills in play anywhere on the table."))
case('C', ['frieza-saga/070', GOKU, KRIL],
 f"{G}, {D('frieza-saga/070')} in play. {K}." + PP,
 "AP1: P1 says he uses Blue Allies Drill ('search your Life Deck for an Ally').",
 "The card's text is cut off in print and the CRD's ruling only restores 'Once per turn, search your....': what is searched for and where it goes is not in the documents. The engine should hand the use to the judge (head judge's call), applying nothing of its own.",
 "Blue Allies Drill (Frieza Saga #70); its CRD ruling: judge",
 crd('“Once per turn, search your....”'))
# ---------------- D: Combat cards and the Battle Sequence (L021-L026) ----------------
case('D', ['cell-saga/061', GOKU, KRIL],
 f"{G}, hand {D('cell-saga/061')}. {K}." + PP,
 "AP1: P1 plays Orange Solar Flare; P2 takes it.",
 "Cost 3: Goku 5 -> 2. No life cards stated: Base Damage 4 life cards (P2's Life Deck 17 -> 13); the +3 power stages are added on top (Modified Damage): Krillin 5 -> 2.",
 CT + 'Orange Solar Flare (Cell Saga #61); Battle Sequence step 9; Modified Damage',
 card('cell-saga/061', 'Energy attack doing +3 power stages of damage. Costs 3 power stages to perform.'))
case('D', ['world-games-saga/002', ORB, SRC, GOKU, KRIL],
 f"{G}, hand {ORBT}. {K}, no Tokui-Waza, hand {D('world-games-saga/002')}, {SRCT}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 stops it with Black Defensive Stance. AP2 (P2): P2 plays Saiyan Right Cross; P1 takes it.",
 "Orb: cost 2: Goku 5 -> 3; stopped: P2's Life Deck stays 17. P2 declared no Tokui-Waza: his next attack this Combat does -2 power stages. Krillin (375,000: B) vs Goku at 3 (800,000: C): PAT B vs C = 0, +3 -2 = 1: Goku 3 -> 2; P1's Life Deck stays 20.",
 CT + 'Black Defensive Stance (World Games Saga #2); Floating Effects; Modified Damage',
 card('world-games-saga/002', 'If you did not declare a Tokui-Waza, the next attack you perform this combat does -2 power stages of damage.'))
case('D', ['world-games-saga/097', ORB, GOKU, KRIL],
 f"{G}, hand Red Energy Focus (\"{T('world-games-saga/097')}\"), {ORBT}. {K}, anger 2." + PP,
 "AP1: P1 plays Red Energy Focus (no attack). AP2 (P2): pass. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "P2's anger 2 -> 1. Orb: cost 2 -1 = 1: Goku 5 -> 4; 5 +2 = 7 life cards: P2's Life Deck 17 -> 10.",
 CT + 'Red Energy Focus (World Games Saga #97); Floating Effects; Card Costs',
 card('world-games-saga/097', 'All of your energy attacks cost -1 power stages to perform to a minimum of 1 and do +2 life cards of damage for the remainder of Combat.'))
case('D', ['world-games-saga/058', 'saiyan-saga/047', GOKU, KRIL],
 f"{G}, hand {D('world-games-saga/058')}. {K}, hand {D('saiyan-saga/047')}." + PP,
 "AP1: P1 plays Hercule's Drop Kick; P2 stops it with Raditz Total Defense.",
 "Raditz Total Defense costs 1: Krillin 5 -> 4. The attack is stopped: Goku gains 3 power stages: 5 -> 8; Hercule's Drop Kick goes to the bottom of P1's Life Deck (20 -> 21), not the discard pile. P2's Life Deck stays 17.",
 CT + "Hercule's Drop Kick (World Games Saga #58); Battle Sequence step 16",
 card('world-games-saga/058', 'If stopped, gain 3 power stages and place this card at the bottom of your Life Deck.'))
case('D', ['trunks-saga/006', GOKU, KRIL],
 f"{G}, hand {D('trunks-saga/006')}. {K}." + PP,
 "AP1: P1 plays Straining Outburst Move; P2 takes it.",
 "Cost 2: Goku 5 -> 3. The physical attack states its damage: no PAT, 5 life cards: P2's Life Deck 17 -> 12; Krillin stays at 5.",
 CT + 'Straining Outburst Move (Trunks Saga #6); Battle Sequence step 9 (Base Damage stated on the physical attack)',
 card('trunks-saga/006', 'Physical attack doing 5 life cards of damage. Costs 2 power stages to perform.'))
case('D', ['android-saga/072', GOKU, KRIL],
 f"{G}, no Tokui-Waza, hand {D('android-saga/072')}. {K}." + PP,
 "AP1: P1 plays Orange Uppercut; P2 takes it.",
 "'4+ power stages' is damaged: neither 4 stated (no PAT) nor +4 on the PAT (2 +4 = 6) can be told from the documents. The engine should hand the damage to the judge with the sentence; Orange Uppercut is removed from the game either way.",
 'Orange Uppercut (Android Saga #72): damaged text, judge',
 card('android-saga/072', 'Physical attack doing 4+ power stages of damage.'))
# ---------------- E: the turn, set-up and victories (L027-L032) ----------------
case('E', ['cell-saga-promo/p1', GOKU, KRIL],
 f"{G}, hand {D('cell-saga-promo/p1')}. {K}." + PP,
 "AP1: P1 plays Cell's Self Destruct; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3. 12 life cards: P2's Life Deck 17 -> 5: P2 is not defeated, so P1 loses the game (card effect): P2 wins.",
 CT + "Cell's Self Destruct (Cell Saga promo #P1); How To Win",
 card('cell-saga-promo/p1', "If successful, and you don't defeat your opponent, you lose the game."))
case('E', ['miscellaneous/br1', SRC, KRIL],
 f"Whole turn from P1's Declare Step (turn 1). P1 attacker: MP {D('miscellaneous/br1')} at 5 above 0, anger 0, hand empty, discard pile (bottom first) D1, Saiyan Right Cross (Cell Saga #006, a Saiyan Style card, on top), Life Deck 20. P2: MP Krillin, the Friend Lv.1 (no Goku in play), Life Deck 20.",
 "Declare Step: P1 skips Combat; Discard Step (hand empty); Rejuvenation Step: P1 rejuvenates.",
 "Beginning of the Rejuvenation Step: the top card of P1's discard pile is Saiyan Style: anger 0 -> 2 (Goku not in play: 2, not 3). Then P1 (who skipped Combat) puts Saiyan Right Cross at the bottom of his Life Deck: 20 -> 21, discard pile D1.",
 CT + 'Broly, the Calm Lv.1 (Miscellaneous #BR1); Sequence of Play 7 (Rejuvenation Step)',
 card('miscellaneous/br1', 'At the beginning of your Rejuvenation Step, if the top card of your discard pile is a Saiyan Style card, raise your anger 2 levels.'))
case('E', ['majin-buu-saga/115', KRIL, GOKU],
 f"Turn 1, P1's Power-Up Step. P1 attacker: MP Goku Lv.1 (World Games Saga #173, PUR 1) at 5, Allies {N('majin-buu-saga/115')} (PUR 1; \"{T('majin-buu-saga/115')}\") at 3 and Krillin, the Friend Lv.1 (Cell Saga #089, PUR 2) at 3, Life Deck 20. P2: MP Krillin, the Friend Lv.1, Life Deck 20.",
 "The Power-Up Step runs.",
 "Goku 5 -> 6 (PUR 1). Korin's power (not in control of Combat) makes each Ally gain its PUR instead of 1: Krillin (Ally) 3 -> 5, Korin 3 -> 4.",
 CT + 'Korin Lv.1 (Majin Buu Saga #115); Sequence of Play 3 (Power-Up Step)',
 card('majin-buu-saga/115', 'Constant Combat Power: During your Power Up Step, your Allies gain an amount of power stages equal to their PUR instead of 1.'))
case('E', ['trunks-saga/066', NDB[7], GOKU, KRIL],
 f"{G}, hand {D('trunks-saga/066')}; P1 controls Namek Dragon Balls 1-6. {K}, anger 2; P2 controls Namek Dragon Ball 7." + PP,
 "AP1: P1 plays Namekian Head Strike (Goku is a Hero), capturing Namek Dragon Ball 7 (no powers used); P2 takes it.",
 "Secondary: P2's anger 2 -> 0. PAT C vs B = 2: Krillin 5 -> 3. Capture: P1 controls all 7 Namek Dragon Balls, but by a capture: no win now; a Dragon Ball Victory waits for the beginning of P1's next turn as the Attacker. Namekian Head Strike is removed from the game.",
 CT + 'Namekian Head Strike (Trunks Saga #66); Dragon Ball Victory',
 crd('if you capture that Dragon Ball from your opponent, you do not win the game until the start of your next turn.'))
case('E', ['android-saga-promo/p4', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5, hand {D('android-saga-promo/p4')}, Life Deck 1 card (L1, not a Named card). P2 defender: MP Krillin, the Friend Lv.1 at 5, Life Deck 17. The board starts at the first Attack Phase.",
 "AP1: P1 plays Krillin's Search (no attack).",
 "P1 draws L1: his Life Deck is empty: P2 wins at once (Survival Victory; drawing is one of the ways cards leave the Life Deck).",
 CT + "Krillin's Search (Android Saga promo #P4); Survival Victory",
 card('android-saga-promo/p4', 'Draw a card. If that card is a named card, show it to your opponent and draw another card.'))
case('E', ['majin-buu-saga/049', GOKU, KRIL],
 f"Turn 1, P1's Discard Step (P1 declared Combat). P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5, hand H1, H2, H3, {D('majin-buu-saga/049')} in play, Life Deck 20. P2: MP Krillin, the Friend Lv.1, hand J1, J2, Life Deck 20.",
 "Beginning of the Discard Step: P1 uses Black Weakness Drill (pays 1). P1 discards H1, H2.",
 "Goku 5 -> 4; P2 discards his whole hand (J1, J2: hand empty, nothing left for his own discard). P1 keeps H3 (1 card).",
 CT + 'Black Weakness Drill (Majin Buu Saga #49); Sequence of Play 6 (Discard Step)',
 card('majin-buu-saga/049', 'At the beginning of each Discard Step, your Main Personality may pay 1 power stage to make your opponent discard all cards from his hand.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
