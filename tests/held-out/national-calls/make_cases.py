"""Writes the 32 cases (N001..N032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (national-calls, s22). Adapted from top-table-calls/make_cases.py."""
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
    C.append(dict(id=f'N{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
SDS = 'cell-saga/010'; SCS = 'cell-saga/015'; BSD = 'saiyan-saga/147'; RSM = 'cell-saga/131'; CAR = 'cell-saga/070'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C; 3 = 800,000 C; highest stage 10), PUR 1, anger 0, Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B; 4 = 350,000, 1 = 275,000: B; highest stage 10), anger 0, Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
SRCT = f'Saiyan Right Cross ("{T(SRC)}")'
ORBT = f'Saiyan Energy Orb ("{T(ORB)}"; no cost stated: costs 2 power stages)'
# ---------------- A: personalities' powers (N001-N007) ----------------
case('A', ['frieza-saga-promo/p15', BSD, KRIL],
 f"P1 attacker: MP {D('frieza-saga-promo/p15')} at 5 above 0 (90,000: bracket B), Drill in play: Black Striking Drill (\"{T(BSD)}\"). {K}." + PP,
 "AP1: P1 uses Captain Ginyu's power; P2 takes it.",
 "The attack states its damage (6 life cards), so no Physical Attack Table: Base Damage 6 life cards, 0 power stages; the Drill's +2 power stages are a modifier added on top even though the attack deals no power stages (CRD Modified Damage). Krillin 5 -> 3; P2's Life Deck 17 -> 11 (6 life cards discarded).",
 CT + 'Captain Ginyu Lv.1; CRD 3.0.0 Modified Damage, Battle Sequence 9',
 card('frieza-saga-promo/p15', 'Physical attack doing 6 life cards of damage.'))
case('A', ['world-games-saga/122', KRIL, SRC],
 f"P1 attacker: MP {D('world-games-saga/122')} at 5 above 0 (550,000: bracket B), Life Deck 20. {K}, hand: Saiyan Right Cross." + PP,
 "AP1: P1 uses Chapuchai's power; P2 takes it. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "AP1: a stated 4 power stages (no PAT): Krillin 5 -> 1; successful, so the next attack against P1 this Combat has 4 power stages prevented. AP2: PAT Krillin at 1 (275,000, B) vs Chapuchai (B) = 1, +3 = 4 power stages, 4 prevented: Chapuchai stays at 5. P2's Life Deck 17; Saiyan Right Cross in P2's discard pile.",
 CT + 'Chapuchai Lv.1; CRD 3.0.0 Floating Effects',
 card('world-games-saga/122', 'If successful, prevent 4 power stages of damage from the next attack'))
case('A', ['kid-buu-saga/034', CAR, SDS, KRIL],
 f"P1 attacker: MP {D('kid-buu-saga/034')} at 5 above 0 (1,150,000: bracket C), Non-Combat card in play: The Car. {K}, hand: Saiyan Defensive Stance (\"{T(SDS)}\")." + PP,
 "AP1: P1 uses Android 18's power; P2 plays Saiyan Defensive Stance against it.",
 "The Car is in play, so the energy attack cannot be stopped: it is successful. No cost stated: costs 2 power stages (Android 18 5 -> 3). 6 life cards of damage: P2's Life Deck 17 -> 11; P2's discard pile: Saiyan Defensive Stance and the 6 life cards. Krillin stays at 5.",
 CT + 'Android 18, The Mom Lv.1; CRD 3.0.0 Card Costs',
 card('kid-buu-saga/034', 'If you have "The Car" in play, this attack cannot be stopped.'))
case('A', ['cosmic-anthology/ca13', SRC, KRIL],
 f"P1 attacker: MP {D('cosmic-anthology/ca13')} at 5 above 0 (625,000: bracket B), hand: Saiyan Right Cross. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT B vs B = 1, +3 (the card), +1 (Caterpy's Constant Combat Power, Power 1, always active while he is in control of Combat) = 5 power stages: Krillin 5 -> 0, none converted. P2's Life Deck 17.",
 CT + 'Caterpy Lv.1; CRD 3.0.0 Personality Powers (Constant Combat Powers), Modified Damage',
 card('cosmic-anthology/ca13', '(Power 1: Constant Combat Power) All your physical attacks do +1 power stages of damage.'))
case('A', ['movie-7/m4', KRIL],
 f"P1 attacker: MP {D('movie-7/m4')} at 5 above 0 (1,250,000: bracket C), no Allies. {K}." + PP,
 "AP1: P1 uses Android 15's power; P2 takes it. AP2: P2 passes. AP3: P1 uses Android 15's power again.",
 "AP1: PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0, 1 converted to a life card: P2's Life Deck 17 -> 16. AP3: refused: no Ally with \"Android\" in the title attacked in P1's last Attacker Attacks phase, so the power stays once per turn (CRD Personality Powers).",
 CT + 'Android 15 Lv.1; CRD 3.0.0 Power-Up Rating (PUR) (Personality Powers once per turn)',
 card('movie-7/m4', 'If an Ally with "Android" in the title performed an attack in your last "Attacker Attacks" phase, you can use this power twice this Combat.'))
case('A', ['cell-saga/192', GOKU, SCS, CAR],
 f"P1 attacker: MP Gohan, levels Gohan, the Champion Lv.1 (Cell Saga #164), Gohan, the Swift Lv.2 (Cell Saga #165), {D('cell-saga/192')}, at level 3, 5 above 0 (2,800,000: bracket D). P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 (1,000,000: C), Non-Combat card in play: The Car, hand: Saiyan Counterstrike (\"{T(SCS)}\"), Life Deck 20." + PP,
 "AP1: P1 uses Gohan's power, naming The Car for \"you may remove a Non-Combat card in play\"; P2 plays Saiyan Counterstrike.",
 "The removal is in the same sentence as the attack, so it is an \"If successful\" effect (CRD Battle Sequence 3), not a secondary effect; the attack is stopped, so nothing is removed: The Car stays in play, Goku stays at 5, P2's Life Deck 17.",
 CT + 'Gohan, Super Saiyan Lv.3; CRD 3.0.0 Battle Sequence 3',
 card('cell-saga/192', 'Physical attack doing +5 power stages of damge you may remove a Non-Combat card in play'))
case('A', ['bojack-unbound/006', KRIL, SRC],
 f"P1 attacker: MP {D('bojack-unbound/006')} at 5 above 0 (1,225,000: bracket C; 3 = 1,175,000 C; 0 = bracket A), hand: H1, Life Deck 20. {K}, hand: Saiyan Right Cross." + PP,
 "AP1: P1 uses Bujin's power; P2 takes it; P1 discards H1 and chooses Physical Combat cards. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "AP1: no cost stated: 2 power stages (Bujin 5 -> 3); 6 life cards: P2's Life Deck 17 -> 11; H1 to P1's discard pile. AP2: Krillin is at 5 above 0, so Saiyan Right Cross may be used: PAT B vs C = 0, +3 = 3 power stages: Bujin 3 -> 0.",
 CT + 'Bujin Lv.1',
 card('bojack-unbound/006', 'For the remainder of Combat, your opponent cannot use that card type unless his Main Personality is 5 power stages above 0 or higher.'))
# ---------------- B: Dragon Balls (N008-N013) ----------------
case('B', ['babidi-saga/021', RSM, GOKU, KRIL, ORB],
 f"{G}, hand: Saiyan Energy Orb. {K}, declared a Red Tokui-Waza, Mastery in play: Red Style Mastery; controls 2 Dragon Balls (Namek Dragon Ball 1, 2); Life Deck from the top: D1, D2, D3, L1, {D('babidi-saga/021')}, L3, L4, L5, L6, 11 more." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it and uses the Endurance of Red Forearm Block when it is flipped.",
 f"{ORBT}: Goku 5 -> 3. 5 life cards: L1 (1), Red Forearm Block flipped: X = 2 Dragon Balls P2 controls, so Endurance 2: the card is removed from the game and counts as one (2), the next 2 are prevented (4), L3 (5). P2: discard pile L1, L3; removed from the game: Red Forearm Block; Life Deck 20 - 3 - 3 = 14; hand D1, D2, D3.",
 CT + 'Red Forearm Block; CRD 3.0.0 Endurance',
 card('babidi-saga/021', 'Endurance X. X = the number of Dragon Balls you control.'))
case('B', ['trunks-saga/065', GOKU, KRIL],
 f"{G}; controls Namek Dragon Balls 1, 3, 4, 5, 6 and 7; Non-Combat card in play: {D('trunks-saga/065')}; Namek Dragon Ball 2 is in P1's Life Deck (L1, Namek Dragon Ball 2, 18 more). {K}." + PP,
 "AP1: P1 uses Krillin's Quest, choosing Namek Dragon Ball 2.",
 "Namek Dragon Ball 2 is put into play under P1's control (its power lost: P2 loses no level). P1 now controls all 7 Namek Dragon Balls, gained by putting one into play (the same as playing it, CRD Glossary \"Put in Play\"), not by a capture: P1 wins at once, Dragon Ball Victory.",
 CT + "Krillin's Quest; CRD 3.0.0 Dragon Ball Victory, Dragon Balls",
 card('trunks-saga/065', 'Choose "Namek Dragon Ball 2" or "Namek Dragon Ball 3" from your Life Deck and put it into play.'))
case('B', ['babidi-saga/020', RSM, GOKU, KRIL, ORB, 'cell-games-saga/006'],
 f"{G}, hand: {D('babidi-saga/020')}, Saiyan Energy Orb. {K}, declared a Red Tokui-Waza, Mastery in play: Red Style Mastery; controls Namek Dragon Ball 5; Life Deck from the top: D1, D2, D3, L1, Deadly Attack (\"Endurance 2. ...\"), L3, L4, L5, 11 more." + PP,
 "AP1: P1 plays Orange Right Punch; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it and asks to use Deadly Attack's Endurance when it is flipped.",
 f"AP1: PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0; P1's anger 0 -> 1; Namek Dragon Ball 5 is in play, so P2 cannot use Endurance for the rest of Combat. AP3: {ORBT}: Goku 5 -> 3; 5 life cards, no Endurance: P2's discard pile L1, Deadly Attack, L3, L4, L5; nothing removed; Life Deck 20 - 3 - 5 = 12.",
 CT + 'Orange Right Punch; CRD 3.0.0 Endurance',
 card('babidi-saga/020', 'If either "Namek Dragon Ball 5" or "Namek Dragon Ball 6" is in play, your opponent cannot use Endurance for the remainder of Combat.'))
case('B', ['kid-buu-saga/038', GOKU, KRIL],
 f"{G}, hand: {D('kid-buu-saga/038')}. {K}, hand: Namek Dragon Ball 3, Namek Dragon Ball 6 (only Dragon Balls). The board starts at the first Attack Phase (no Prepare Phase draw).",
 "AP1: P1 plays Black Swivel Kick; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0. P2's hand holds only Dragon Balls: he shows it, nothing is removed from the game: P2's hand stays Namek Dragon Ball 3 and 6, removed pile empty; Life Deck 20.",
 CT + 'Black Swivel Kick',
 card('kid-buu-saga/038', 'If your opponent has only Dragon Balls in his hand, he must show you his hand but no cards are removed from the game.'))
case('B', ['trunks-saga/048', GOKU, KRIL, 'trunks-saga/114'],
 f"{G}, hand: {D('trunks-saga/048')}; controls Namek Dragon Ball 7. {K}." + PP,
 "AP1: P1 plays Dodoria's Waiting Game; P2 takes it.",
 "PAT C vs B = 2 power stages: Krillin 5 -> 3. Whether the life cards are +2 or +4 turns on \"Dragonball 7\", a name no card of the pool has (the pool's sevenths are \"Namek Dragon Ball 7\", \"Earth Dragon Ball 7\" ...): the documents do not say whether Namek Dragon Ball 7 is it. The judge decides (+2: Life Deck 17 -> 15; +4: 17 -> 13); the right log hands that sentence to the judge.",
 CT + "Dodoria's Waiting Game (judge: the name \"Dragonball 7\")",
 card('trunks-saga/048', 'If "Dragonball 7" is in play, it does +4 life cards of damage instead.'))
case('B', ['frieza-saga/091', KRIL, 'trunks-saga/080'],
 f"P1 attacker: MP Nappa, levels Nappa Lv.1-Lv.3 (Saiyan Saga #176-#178), {D('frieza-saga/091')}, at level 4, 5 above 0 (40,000: bracket B; 3 = 36,000), Life Deck 20. {K}; controls Namek Dragon Ball 4." + PP,
 "AP1: P1 uses Nappa's power; P2 takes it; P1 takes Namek Dragon Ball 4 (using none of its powers).",
 "Energy attack, no cost or amount stated: costs 2 (Nappa 5 -> 3), 4 life cards (P2's Life Deck 17 -> 13: fewer than 5, so no Life Card Capture). \"Steal a dragon ball\" is a card capture: Namek Dragon Ball 4 goes to P1's control (P2 still its owner); P2 controls none.",
 CT + 'Nappa Restored Lv.4; CRD 3.0.0 Capturing Dragon Balls (Card Captures)',
 card('frieza-saga/091', 'Energy Attack. If successful, also steal a dragon ball from your opponent.'))
# ---------------- C: Drills, Non-Combat, Battlegrounds/Locations (N014-N020) ----------------
case('C', ['kid-buu-saga/005', 'saiyan-saga/151', GOKU, KRIL, ORB, SRC],
 f"{G}, hand: Saiyan Energy Orb. {K}, hand: Saiyan Right Cross; Drills in play: {D('kid-buu-saga/005')} and Orange Joint Restraint Drill (\"{T('saiyan-saga/151')}\"): a Black and an Orange Styled Drill side by side." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 f"The Black Groveling Drill does not count against the Styled Drills P2 may have, so both Drills are legally in play and both work. AP1: {ORBT}: Goku 5 -> 3; 5 life cards - 2 prevented = 3: P2's Life Deck 17 -> 14. AP2: PAT B vs C (Goku at 3, 800,000) = 0, +3 +4 +2 = 9 power stages: Goku 3 -> 0, 6 converted: P1's Life Deck 20 -> 14.",
 CT + 'Black Groveling Drill; CRD 3.0.0 Styled Drills',
 card('kid-buu-saga/005', '(This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.)'))
case('C', ['frieza-saga/018', 'frieza-saga/124', KRIL, BSD],
 f"P1 attacker: MP Frieza the Master Lv.1 (Frieza Saga #124), a Villain, not of Saiyan Heritage, at 5; Non-Combat card in play: {D('frieza-saga/018')}. {K}, anger 3; Drill in play: Black Striking Drill." + PP,
 "AP1: P1 uses Saiyan Concentration.",
 "Refused: a \"Villains, Goku, and Gohan only\" card is a \"Saiyan Heritage only\" card (CRD), and Frieza is not on the Saiyan Heritage list, so the Villain may not use it. Black Striking Drill stays in P2's play, P2's anger stays 3.",
 "CRD 3.0.0 Villains, Goku, and Gohan only; Saiyan Heritage Personalities",
 crd('Cards that state “Villains, Goku, and Gohan only” are considered to be “Saiyan Heritage only” cards.'))
case('C', ['cell-games-saga/031', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 2 above 0 (highest stage 10), anger 0; Non-Combat card in play: {D('cell-games-saga/031')}. {K}, anger 1 (highest stage 10)." + PP,
 "AP1: P1 uses Time to Party!, declining the search (and P2 declining his).",
 "Both Main Personalities to their highest power stage: Goku 2 -> 10, Krillin 5 -> 10. Both angers +1: P1 0 -> 1, P2 1 -> 2. Time to Party! to P1's discard pile (a Non-Combat card discarded after use).",
 CT + 'Time to Party!',
 card('cell-games-saga/031', 'All Main Personalities are raised to their highest power stage. Every player raises his anger 1 level.'))
case('C', ['saiyan-saga/032', GOKU, KRIL, 'cell-saga/084'],
 f"{G}; Non-Combat card in play: {D('saiyan-saga/032')}. {K}; Ally in play: Yamcha, the Friend Lv.1 (Cell Saga #84) at 3." + PP,
 "AP1: P1 uses The Untroubled Mind is Focused on Yamcha.",
 "Yamcha is removed from the game (P2's removed pile). Where the card itself goes is damaged text: \"Discard this card from the game\" is neither a discard (Glossary: to the discard pile) nor a removal; the documents do not say which. The judge decides; the right log hands that sentence to the judge.",
 CT + 'The Untroubled Mind is Focused (judge: "Discard this card from the game")',
 card('saiyan-saga/032', 'Discard this card from the game after use.'))
case('C', ['fusion-saga/109', RSM, GOKU, KRIL, ORB, 'trunks-saga/065'],
 f"{G}, hand: Saiyan Energy Orb; Location in play: {D('fusion-saga/109')}. {K}, declared a Red Tokui-Waza, Mastery in play: Red Style Mastery; Life Deck from the top: D1, D2, D3, L1, Krillin's Quest (a Named card without Endurance), L3, L4, L5, L6, 11 more." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it and uses the Endurance 1 Krillin's Quest gains.",
 f"{ORBT}: Goku 5 -> 3. 5 life cards: L1 (1), Krillin's Quest (Endurance 1 from the Location) removed from the game, counts as one (2), 1 prevented (3), L3 (4), L4 (5). P2: discard pile L1, L3, L4; removed: Krillin's Quest; Life Deck 20 - 3 - 4 = 13.",
 CT + "Majin Buu's New House; CRD 3.0.0 Endurance",
 card('fusion-saga/109', "All Named cards in all players' Life Decks without Endurance gain Endurance 1."))
case('C', ['android-saga/016', GOKU, KRIL, BSD, SRC],
 f"{G}; Non-Combat card in play: {D('android-saga/016')}. {K}, hand: Saiyan Right Cross; Drill in play: Black Striking Drill (\"{T(BSD)}\")." + PP,
 "AP1: P1 uses Blue Idea on Black Striking Drill. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "Black Striking Drill to P2's discard pile; Blue Idea to P1's. AP2 without the Drill: PAT B vs C = 0, +3 = 3 power stages: Goku 5 -> 2 (not 0).",
 CT + 'Blue Idea',
 card('android-saga/016', "Discard 1 of your opponent's Drills ins play."))
case('C', ['majin-buu-saga/068', GOKU, 'cell-saga/084', KRIL],
 f"Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand: {D('majin-buu-saga/068')}; discard pile, bottom first: X1, X2, X3, Yamcha, the Friend Lv.1 (Cell Saga #84; highest stage 10), X4; Life Deck 20. P2: MP Krillin, the Friend Lv.1.",
 "Non-Combat Step: P1 plays Healing Magic, choosing Yamcha.",
 "Yamcha enters play at his highest power stage (10), not at 3. Then the bottom 3 cards of P1's discard pile (X1, X2, X3) go to the bottom of his Life Deck: Life Deck 20 -> 23. P1's discard pile: X4, Healing Magic.",
 CT + 'Healing Magic; CRD 3.0.0 Sequence of Play, Non-Combat Step',
 card('majin-buu-saga/068', 'Place one of your level 1 Allies in your discard pile into play at his highest power stage'))
# ---------------- D: Combat cards and the Battle Sequence (N021-N026) ----------------
case('D', ['trunks-saga/017', 'cell-games-saga/084', GOKU, KRIL],
 f"{G}, hand: Red Overhand Slash (\"{T('cell-games-saga/084')}\"). {K}, hand: {D('trunks-saga/017')}." + PP,
 "AP1: P1 plays Red Overhand Slash; P2 plays Black Defensive Aura.",
 "P2 pays the cost: Krillin 5 -> 4 (350,000, B). The card stops both physical and energy attacks, so it cannot stop a focused attack (CRD Focused): successful. PAT C vs B = 2, +1 = 3 power stages: Krillin 4 -> 1. P1's anger 0 -> 2. Black Defensive Aura to P2's discard pile.",
 'CRD 3.0.0 Focused; card text of Black Defensive Aura',
 card('trunks-saga/017', "Stops an opponent's physical or energy attack. Costs 1 power stage to perform."))
case('D', ['babidi-saga/009', GOKU, ORB, KRIL],
 f"{G}, hand: Saiyan Energy Orb. P2 defender: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #89), Krillin, the Hero Lv.2 (Cell Saga #99), Krillin, the Champion Lv.3 (Cell Saga #97), at level 3, 5 above 0; hand: {D('babidi-saga/009')}; Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Blue Shifting Maneuver.",
 f"{ORBT}: Goku 5 -> 3. Stopped: no damage (P2's Life Deck 17). P2's Main Personality is at level 3, so Blue Shifting Maneuver is discarded after use (P2's discard pile), not removed from the game.",
 CT + 'Blue Shifting Maneuver',
 card('babidi-saga/009', 'current personality level is 3 or higher, discard after use instead.'))
case('D', ['fusion-saga/012', GOKU, KRIL, SRC, ORB],
 f"{G}, hand: Saiyan Right Cross, Saiyan Energy Orb. {K}, hand: {D('fusion-saga/012')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 plays Majin Buu's Taunt in place of an attack. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 f"AP1: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0. AP2: P2 has made no successful attack, so no anger is raised (P1's anger stays 0); the prevention floats. AP3: {ORBT}: Goku 5 -> 3; 5 life cards - 3 prevented = 2: P2's Life Deck 17 -> 15.",
 CT + "Majin Buu's Taunt; CRD 3.0.0 Floating Effects",
 card('fusion-saga/012', 'Prevent 3 life cards of damage from the next attack your opponent performs against you this Combat.'))
case('D', ['cell-saga/145', GOKU, KRIL],
 f"{G}, hand: {D('cell-saga/145')}. {K.replace('anger 0', 'anger 2')}." + PP,
 "AP1: P1 plays Blue Left Cross Punch; P2 takes it.",
 "Cost: Goku 5 -> 3 (800,000, C). PAT C vs B = 2, +2 = 4 power stages: Krillin 5 -> 1. If successful: X = 5 - 2 = 3 life cards discarded (an effect, not damage): P2's Life Deck 17 -> 14.",
 CT + 'Blue Left Cross Punch; CRD 3.0.0 Card Costs',
 card('cell-saga/145', 'If successful, your opponent also discards X life cards. X = 5 minus his anger level.'))
case('D', ['cell-games-saga/089', GOKU, KRIL, SCS, BSD],
 f"{G}, hand: {D('cell-games-saga/089')}. {K}, hand: Saiyan Counterstrike; Drill in play: Black Striking Drill." + PP,
 "AP1: P1 plays Saiyan Pride, selecting Black Striking Drill for its \"If stopped\" sentence; P2 plays Saiyan Counterstrike.",
 "Stopped: no damage (Krillin stays at 5). If stopped: Black Striking Drill removed from the game (P2's removed pile). Saiyan Pride removed from the game after use (P1's removed pile, not his discard pile); Saiyan Counterstrike to P2's discard pile.",
 CT + 'Saiyan Pride',
 card('cell-games-saga/089', 'If stopped, select a Drill in play and remove it from the game.'))
case('D', ['frieza-saga/005', GOKU, KRIL],
 f"{G}, hand: {D('frieza-saga/005')}. {K.replace('anger 0', 'anger 2')}." + PP,
 "AP1: P1 plays Red Energy Disk; P2 takes it.",
 "The card states its cost (\"Costs 3 stages to use\"), so not the default 2: Goku 5 -> 2. Secondary effect: P2's anger 2 -> 1. 6 life cards: P2's Life Deck 17 -> 11.",
 CT + 'Red Energy Disk; CRD 3.0.0 Card Costs',
 card('frieza-saga/005', "Costs 3 stages to use. Lower opponent's anger 1 level."))
# ---------------- E: the turn, set-up and victories (N027-N032) ----------------
case('E', ['trunks-saga/097', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at the Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand: {D('trunks-saga/097')}, H1, H2. P2: MP Krillin, the Friend Lv.1, hand empty, Life Deck top D1, D2, D3." + PP,
 "AP1: P1 plays Blue Leaving. Then the Discard Step.",
 "Combat ends; Blue Leaving is removed from the game. Both players skip the Discard Step: P1 keeps H1, H2 (2 cards, more than 1), P2 keeps D1, D2, D3.",
 CT + 'Blue Leaving; CRD 3.0.0 Sequence of Play 6 (Discard Step)',
 card('trunks-saga/097', 'This card ends combat and both players skip the discard step at the end of this turn.'))
case('E', ['saiyan-saga/192', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at the Power-Up Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, PUR 1. P2: MP Krillin, the Friend Lv.1; Non-Combat card in play: {D('saiyan-saga/192')}.",
 "Power-Up Step: Goku powers up; at its end P2 uses Teaching the Unteachable Forces Observation. Declare Step: P1 declares Combat.",
 "Goku 5 -> 6. P1 may not declare Combat this turn: the declaration is refused.",
 CT + 'Teaching the Unteachable Forces Observation (its Score errata ruling); CRD 3.0.0 Sequence of Play 4',
 card('saiyan-saga/192', 'Your opponent may not declare Combat this turn.'))
case('E', ['frieza-saga/124', RSM, 'movie-7/m4', KRIL],
 f"Turn 1, P1 the Attacker, at the Power-Up Step. P1: MP {N('frieza-saga/124')} at 9 above 0 (highest stage 10), PUR 1, declared a Red Tokui-Waza, Mastery in play: Red Style Mastery; Ally in play: Android 15 Lv.1 (Movie 7 #M4, PUR 2) at 3. P2: MP Krillin, the Friend Lv.1.",
 "Power-Up Step.",
 "Frieza: PUR 1 + 1 (Tokui-Waza) = 2, 9 + 2 = 11, but he cannot go above his highest stage: 10. Android 15 (an Ally) powers up 1 regardless of its PUR 2: 3 -> 4.",
 'CRD 3.0.0 Sequence of Play 3 (Power-Up Step); Personality Cards',
 crd('A personality cannot go above his highest power stage.'))
case('E', ['cell-games-saga-promo/p10', BSD, KRIL, GOKU],
 f"P1 attacker: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #89), Krillin, the Hero Lv.2 (Cell Saga #99; highest stage 10, 600,000), Krillin, the Champion Lv.3 (Cell Saga #97), at level 1, 5 above 0, anger 0; Drill in play: Black Striking Drill; hand: {D('cell-games-saga-promo/p10')}. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5, Life Deck 20." + PP,
 "AP1: P1 plays Krillin's Surprise! in place of an attack.",
 "Krillin is the Main Personality at level 1: anger 0 -> 6, 5 or more: Krillin advances to level 2 (Krillin, the Hero) at its highest power stage (10), Black Striking Drill is discarded; anger from one effect does not carry over: anger 0. P1's discard pile: Black Striking Drill, Krillin's Surprise!.",
 CT + "Krillin's Surprise!; CRD 3.0.0 Anger",
 card('cell-games-saga-promo/p10', 'If your Main Personality is Krillin and he is currently at level 1, gain 6 anger.'))
case('E', ['cosmic-anthology/ca29', GOKU, KRIL, ORB],
 f"{G}, hand: H1, Energy Pouch (\"{T('cosmic-anthology/ca29')}\"). {K}, hand: Saiyan Energy Orb." + PP,
 "AP1: P1 performs a Final Physical Attack, discarding H1; P2 takes it. AP2: P2 plays Saiyan Energy Orb; P1 plays Energy Pouch against it.",
 "AP1: PAT C vs B = 2 power stages: Krillin 5 -> 3; H1 to P1's discard pile. AP2: after a Final Physical Attack P1 cannot defend for the rest of Combat: Energy Pouch is refused (its \"can stop attacks that cannot be stopped\" does not give back the right to defend).",
 'CRD 3.0.0 Final Physical Attacks; Glossary',
 crd('For the rest of Combat you must pass in every one of your remaining Attack Phases and you cannot defend.'))
case('E', ['fusion-frenzy/004', KRIL, SDS],
 f"P1 attacker: MP {D('fusion-frenzy/004')} at 5 above 0 (2,500,000: bracket D), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5, hand: Saiyan Defensive Stance; Life Deck: exactly 4 cards (L1-L4). The board starts at the first Attack Phase (no Prepare Phase draw).",
 "AP1: P1 uses Dailende's power; P2 plays Saiyan Defensive Stance.",
 "Costs 0: Dailende stays at 5. Stopped: no damage. If stopped: P2 discards the top 4 cards of his Life Deck (an effect, not damage): P2's Life Deck 4 -> 0: P1 wins the instant, Survival Victory.",
 CT + 'Dailende Lv.1; CRD 3.0.0 Survival Victory',
 card('fusion-frenzy/004', 'If stopped, your opponent discards the top 4 cards of his Life Deck.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
