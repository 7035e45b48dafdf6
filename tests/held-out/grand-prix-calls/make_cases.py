"""Writes the 32 cases (G001..G032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (grand-prix-calls, s23). Adapted from national-calls/make_cases.py."""
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
    C.append(dict(id=f'G{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
SDS = 'cell-saga/010'; BSD = 'saiyan-saga/147'
NDB = {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C; 3 = 800,000 C; 2 = 700,000 C; highest stage 10 = 1,500,000), PUR 1, anger 0, Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B; every stage 1-10 is bracket B; highest stage 10), PUR 2, anger 0, Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
SRCT = f'Saiyan Right Cross ("{T(SRC)}")'
ORBT = f'Saiyan Energy Orb ("{T(ORB)}"; no cost stated: costs 2 power stages)'
# ---------------- A: personalities' powers (G001-G007) ----------------
case('A', ['majin-buu-saga/154', KRIL, 'trunks-saga/017'],
 f"P1 attacker: MP {D('majin-buu-saga/154')} at 5 above 0, hand: H1, Life Deck 20. {K}, hand: Black Defensive Aura (\"{T('trunks-saga/017')}\")." + PP,
 "AP1: P1 uses Gotenks's power and discards H1 to make it a focused attack; P2 plays Black Defensive Aura. AP2: P2 passes. AP3: P1 uses the power again (no discard); P2 takes it.",
 "AP1: P2 pays Black Defensive Aura's cost (Krillin 5 -> 4); a card that stops both physical and energy attacks cannot stop a focused attack (CRD Focused): successful, stated 7 power stages: Krillin 4 -> 0, 3 converted: P2's Life Deck 17 -> 14. P1's discard pile: H1; P2's: Black Defensive Aura. AP3: the power may be used twice per Combat: 7 power stages at 0, all converted: P2's Life Deck 14 -> 7.",
 CT + 'Gotenks Lv.1; CRD 3.0.0 Focused',
 card('majin-buu-saga/154', 'When you perform this attack, you may discard a card'))
case('A', ['colossal-redemption/cr1', KRIL],
 f"P1 attacker: MP {D('colossal-redemption/cr1')} at 5 above 0 (Z power rating: its card prints no numbers), Life Deck 20. {K}, hand empty, Life Deck from the top D1, D2, D3, 17 more." + PP,
 "AP1: P1 uses Mr. Popo's power; P2 takes it and, for the If-successful discard, chooses D2.",
 "Z power stages: the Physical Attack Table result is always 2 (not a bracket comparison): 2 + 2 = 4 power stages: Krillin 5 -> 1, none converted (P2's Life Deck 17). If successful: P2 discards D2 from his hand: hand D1, D3; discard pile D2.",
 "CRD 3.0.0 \"Z Power Stages\"; card text of Mr.Popo Lv.1",
 crd('Whenever comparing power ratings on the Physical Attack Table, if either personality has Z power stages, the result is always 2.'))
case('A', ['majin-buu-saga/168', KRIL, ORB],
 f"P1 attacker: MP Kid Trunks, levels Kid Trunks Lv.1 (Majin Buu Saga #166), Kid Trunks Lv.2 (Majin Buu Saga #167), {D('majin-buu-saga/168')}, at level 3, 5 above 0 (1,400,000), hand: Saiyan Energy Orb, Life Deck 20. {K}." + PP,
 "AP1: P1 uses Kid Trunks Lv.3's power; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 f"AP1: the power costs 3 (\"Cost 3 power stages\"): Kid Trunks 5 -> 2; 6 life cards: P2's Life Deck 17 -> 11; a floating effect for the remainder of Combat: Kid Trunks pays no power stages for energy attacks. AP3: {ORBT}, but the floating effect waives it: Kid Trunks stays at 2; 5 life cards: P2's Life Deck 11 -> 6. P1's discard pile: Saiyan Energy Orb.",
 CT + 'Kid Trunks Lv.3; CRD 3.0.0 Floating Effects, Card Costs',
 card('majin-buu-saga/168', 'For the remainder of Combat, your Kid Trunks does not have to pay power stages to perform energy attacks.'))
case('A', ['cell-saga/139', GOKU, SDS, 'cosmic-anthology/ca34'],
 f"P1 attacker: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #89), Krillin, the Hero Lv.2 (Cell Saga #99), Krillin, the Champion Lv.3 (Cell Saga #97), {D('cell-saga/139')}, at level 4, 2 above 0 (highest stage 10), declared a Blue Tokui-Waza, Mastery in play: Blue Style Mastery (Cosmic Anthology #CA34), Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5, anger 3, hand: Saiyan Defensive Stance, Life Deck 20." + PP,
 "AP1: P1 uses Krillin, the Mighty's power; P2 plays Saiyan Defensive Stance.",
 "No cost stated: the energy attack costs 2: Krillin 2 -> 0. The Blue Tokui-Waza sentence is a separate sentence, a secondary effect (CRD Battle Sequence 3): P2's anger 3 -> 0 even though the attack is stopped. Stopped: no damage (P2's Life Deck 17), and the \"If successful\" power-up is not used: Krillin stays at 0 (not 10). Saiyan Defensive Stance to P2's discard pile.",
 CT + 'Krillin, the Mighty Lv.4; CRD 3.0.0 Battle Sequence 3, "If Successful" Effects',
 card('cell-saga/139', "If you declared a Blue Tokui-Waza, lower your opponent's anger to 0."))
case('A', ['cell-saga/169', BSD, KRIL, 'frieza-saga/061', 'saiyan-saga/221'],
 f"P1 attacker: MP Vegeta, levels Vegeta, the Powerful Lv.1 (Cell Saga #167), Vegeta, the All Powerful Lv.2 (Cell Saga #168), {D('cell-saga/169')}, at level 3, 5 above 0 (1,600,000: bracket C), Drill in play: Black Striking Drill (\"{T(BSD)}\"), discard pile (bottom first): X1, Vegeta's Powering Up, Vegeta's Quickness Drill; Life Deck 20. {K}." + PP,
 "AP1: P1 uses Vegeta, the Prince's power; P2 takes it.",
 "PAT C vs B = 2; +1 per Vegeta Named card in P1's discard pile (Vegeta's Powering Up, Vegeta's Quickness Drill: 2; X1 is not one) = +2; Black Striking Drill +2: 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16.",
 CT + 'Vegeta, the Prince Lv.3; CRD 3.0.0 Named cards, Modified Damage',
 card('cell-saga/169', 'Physical attack doing +1 power stage of damage for every Vegeta named card in your discard pile.'))
case('A', ['cell-saga/098', 'cell-saga/140', KRIL],
 f"P1 attacker: MP Android 19, levels Android 19 Lv.1 (Cell Saga #90), Android 19, Recalled Lv.2 (Cell Saga #95), {D('cell-saga/098')}, at level 3, 5 above 0, declared an Orange Tokui-Waza, Mastery in play: Orange Style Mastery (Cell Saga #140: \"{T('cell-saga/140')}\"); Life Deck from the top T1, T2, 18 more; hand empty. {K}." + PP,
 "AP1: P1 uses Android 19, Recharged's power; P2 takes it.",
 "Costs 0: Android 19 stays at 5. Draw a card (T1) and, Orange Tokui-Waza declared, draw another (T2): P1's hand T1, T2; P1's Life Deck 20 -> 18. No damage stated: Base Damage 4 life cards (CRD Battle Sequence 9), +1 from the Orange Style Mastery = 5: P2's Life Deck 17 -> 12.",
 CT + 'Android 19, Recharged Lv.3; CRD 3.0.0 Battle Sequence 9',
 card('cell-saga/098', 'If you declared an Orange Tokui-Waza, draw another card.'))
case('A', ['cell-saga/190', 'android-saga/116', KRIL],
 f"P1 attacker: MP Cell, levels Cell, Stage One Lv.1 (Cell Saga #188), Cell, Stage Two Lv.2 (Cell Saga #189), {D('cell-saga/190')}, at level 3, 5 above 0 (2,100,000); Ally in play: Android 18 Lv.1 (Android Saga #116) at 3; Life Deck 20. {K}." + PP,
 "AP1: P1 uses Cell, Perfect's power; P2 takes it.",
 "The damage is stated (no Physical Attack Table): 7 life cards, and Android 18 is in play (P1's Ally), so also 3 power stages: Krillin 5 -> 2; P2's Life Deck 17 -> 10.",
 CT + 'Cell, Perfect Lv.3',
 card('cell-saga/190', 'If Android 17 or Android 18 is in play, this attack also does 3 power stages of damage.'))
# ---------------- B: Dragon Balls (G008-G013) ----------------
case('B', ['babidi-saga/036', GOKU, KRIL, NDB[4], NDB[3]],
 f"{G} from the top: L1, L2, Namek Dragon Ball 3 (\"{T(NDB[3])}\"), 17 more; hand: {D('babidi-saga/036')}; discard pile empty. {K}; P2 controls Namek Dragon Ball 4." + PP,
 "AP1: P1 plays Black Backstab; P2 takes it; for the If-successful search P1 chooses Namek Dragon Ball 3.",
 "PAT C vs B = 2 power stages and +2 life cards: Krillin 5 -> 3, P2's Life Deck 17 -> 15. If successful: Namek Dragon Ball 4 is in play (under P2's control: \"in play\" is anywhere), so P1 searches his Life Deck for a Namek Dragon Ball (the card allows the search: Dragon Ball Immunity does not block it) and places Namek Dragon Ball 3 into play under his control (its effect finds nothing: P1's discard pile is empty at step 15). P1's Life Deck 20 -> 19. Black Backstab is removed from the game (P1's removed pile), not discarded.",
 CT + 'Black Backstab; CRD 3.0.0 Dragon Balls (Dragon Ball Immunity)',
 card('babidi-saga/036', 'If successful and either "Namek Dragon Ball 4" or "Namek Dragon Ball 5" is in play'))
case('B', ['babidi-saga/044', KRIL, GOKU, ORB, NDB[1], 'cosmic-anthology/ca34', 'majin-buu-saga/146'],
 f"P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0, declared a Blue Tokui-Waza, Mastery in play: Blue Style Mastery (Cosmic Anthology #CA34); controls Namek Dragon Ball 1; hand: {D('babidi-saga/044')}; Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5, declared a Saiyan Tokui-Waza, Mastery in play: Saiyan Style Mastery (Majin Buu Saga #146); hand: Saiyan Energy Orb; Life Deck 20." + PP,
 "AP1: P1 plays Blue Palm Sphere; P2 takes it. AP2: P2 plays Saiyan Energy Orb; P1 takes it; P2 asks to capture Namek Dragon Ball 1 (5 life cards of damage).",
 "AP1: no cost stated: 2 power stages (Krillin 5 -> 3); 5 life cards: P2's Life Deck 17 -> 12. Its secondary effect: P1 declared a Tokui-Waza and P2 a Saiyan Tokui-Waza, so P1's Dragon Balls cannot be captured for the rest of Combat. AP2: 5 life cards: P1's Life Deck 20 -> 15, but no capture: Namek Dragon Ball 1 stays under P1's control; P2 controls no Dragon Ball.",
 CT + 'Blue Palm Sphere; CRD 3.0.0 Capturing Dragon Balls',
 card('babidi-saga/044', 'If you declared a Tokui-Waza and your opponent declared a Saiyan Tokui-Waza, your Dragon Balls cannot be captured for the remainder of Combat.'))
case('B', ['world-games-saga-promo/p4', GOKU, KRIL, NDB[6]],
 f"{G}; Non-Combat card in play: {D('world-games-saga-promo/p4')}. {K}; P2 controls Namek Dragon Balls 1, 2, 3, 4, 5 and 6." + PP,
 "AP1: P1 uses HUH???, choosing Namek Dragon Ball 6.",
 "Namek Dragon Ball 6 leaves play and is removed from the game (its owner P2's removed pile); P2 now controls 5 Dragon Balls (1-5). HUH??? is removed from the game after use (P1's removed pile), not discarded. No attack: no damage (P2's Life Deck 17).",
 CT + 'HUH???',
 card('world-games-saga-promo/p4', 'Remove a Dragon Ball in play from the game.'))
case('B', ['trunks-saga/068', GOKU, KRIL, NDB[2], NDB[5]],
 f"{G}, hand: {D('trunks-saga/068')}; no Non-Combat cards in play. {K}; P2 controls Namek Dragon Ball 2 and Namek Dragon Ball 5 (his only cards in play besides his Main Personality)." + PP,
 "AP1: P1 plays Red Face Upheaval; P2 takes it. P1 asks to remove Namek Dragon Ball 5 with the If-successful removal.",
 "Raise your anger 1 level (secondary): P1's anger 0 -> 1. PAT C vs B = 2: Krillin 5 -> 3. If successful: only a Non-Combat, non-Dragon Ball card may be chosen; there is none in play, so nothing is removed (Do-What-You-Can): P2 keeps Namek Dragon Balls 2 and 5, his removed pile stays empty. Red Face Upheaval to P1's discard pile.",
 CT + 'Red Face Upheaval; CRD 3.0.0 Do-What-You-Can Rule',
 card('trunks-saga/068', 'If successful, also choose and remove one Non-Combat/non-Dragon Ball card'))
case('B', ['android-saga/036', KRIL, GOKU, NDB[3]],
 f"Turn 1, P2 is the Attacker, at his Non-Combat Step. P2: MP Krillin, the Friend Lv.1 (Cell Saga #089; \"{T(KRIL)}\") at 5 (highest stage 10), PUR 2, hand: Namek Dragon Ball 3, discard pile empty, Life Deck 20. P1: MP Goku Lv.1 (World Games Saga #173) at 5, Life Deck 20; P1's {D('android-saga/036')} is attached to P2's Main Personality.",
 "Non-Combat Step: P2 plays Namek Dragon Ball 3. Power-Up Step. Declare Step: P2 declares Combat. Prepare Phase: P1 (defender) draws 3. AP1: P2 uses Krillin's power; P1 takes it.",
 "Namek Dragon Ball 3 is placed in play (its draw finds nothing: P2's discard pile is empty); P2 placed a Dragon Ball in play, so Saiyan Inspection is discarded (P1's discard pile). Power-Up: Krillin 5 -> 7. P1 draws 3: Life Deck 20 -> 17. AP1: the power is no longer locked: energy attack, costs 0 (Krillin stays 7), 4 life cards (no damage stated): P1's Life Deck 17 -> 13.",
 CT + 'Saiyan Inspection; CRD 3.0.0 Attaching Cards',
 card('android-saga/036', 'Discard this card when your opponent places a Dragon Ball in play.'))
case('B', ['majin-buu-saga/082', GOKU, KRIL, NDB[2], 'cell-saga/140', 'cosmic-anthology/ca34'],
 f"{G}, declared an Orange Tokui-Waza, Mastery in play: Orange Style Mastery (Cell Saga #140); hand: {D('majin-buu-saga/082')}, H1. {K}, declared a Blue Tokui-Waza, Mastery in play: Blue Style Mastery (Cosmic Anthology #CA34); P2 controls Namek Dragon Ball 2." + PP,
 "AP1: P1 plays Orange Face Breaker (no Empower); P2 takes it. AP2: P2 passes. AP3: P1 performs a Final Physical Attack, discarding H1; P2 takes it; P1 captures Namek Dragon Ball 2, using none of its powers.",
 "AP1: PAT C vs B = 2, +2 = 4 power stages: Krillin 5 -> 1. Secondary effect: P1 declared a Tokui-Waza and P2 a Blue Tokui-Waza, so for the rest of Combat P1 may capture a Dragon Ball after each successful attack dealing fewer than 5 life cards. AP3: PAT C vs B (Krillin at 1, 275,000) = 2 power stages: Krillin 1 -> 0, 1 converted: P2's Life Deck 17 -> 16 (1 life card, fewer than 5): P1 captures Namek Dragon Ball 2 (P1 controls it, P2 none). P1's discard pile: Orange Face Breaker, H1.",
 CT + 'Orange Face Breaker; CRD 3.0.0 Capturing Dragon Balls, Final Physical Attacks',
 card('majin-buu-saga/082', 'then for the remainder of Combat you may capture a Dragon Ball after each successful attack that deals less than 5 life cards of damage.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (G014-G020) ----------------
case('C', ['cell-games-saga/048', GOKU, KRIL, SRC],
 f"{G}, hand: two Saiyan Right Cross ({SRCT}). {K}; Drill in play: {D('cell-games-saga/048')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it.",
 "AP1: not stopped by P2, so the Defense Shield activates (CRD Battle Sequence 7) and stops it: no damage, Krillin stays at 5. AP3: the shield has stopped the first unstopped physical attack this Combat: PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0. P1's discard pile: both Saiyan Right Cross. P2's Life Deck 17.",
 CT + 'Blue Stamina Drill (a Defense Shield template several Drills share); CRD 3.0.0 Battle Sequence 7',
 card('cell-games-saga/048', 'Defense Shield: Stops the first unstopped physical attack performed against you during Combat.'))
case('C', ['kid-buu-saga/113', KRIL, GOKU, SRC],
 f"P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), hand: Saiyan Right Cross ({SRCT}), Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 (1,000,000: bracket C), Drill in play: {D('kid-buu-saga/113')}, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Successful. Base Damage: PAT B vs C = 0; the +3 is a modifier, not Base Damage (CRD Battle Sequence 9), so the Base Damage is 0 and P2 takes no damage: Goku stays at 5, P2's Life Deck 17. Saiyan Right Cross to P1's discard pile.",
 CT + 'Red Hunger Drill; CRD 3.0.0 Battle Sequence 9',
 card('kid-buu-saga/113', 'You do not take damage from attacks with a Base Damage of 0.'))
case('C', ['kid-buu-saga/071', GOKU, KRIL, 'cell-saga/145'],
 f"{G}, hand: Blue Left Cross Punch (\"{T('cell-saga/145')}\"). {K.replace('anger 0', 'anger 1')}; Drill in play: {D('kid-buu-saga/071')}." + PP,
 "AP1: P1 plays Blue Left Cross Punch; P2 takes it.",
 "Cost: Goku 5 -> 3 (800,000, C). PAT C vs B = 2, +2 = 4 power stages: Krillin 5 -> 1 (damage). If successful, X = 5 - 1 = 4 life cards would be discarded by a card effect (not damage), which Recoome's Vogue Drill forbids: nothing is discarded: P2's Life Deck stays 17.",
 CT + "Recoome's Vogue Drill; CRD 3.0.0 Survival Victory (Card Effects are not damage)",
 card('kid-buu-saga/071', "Your opponent's card effects cannot discard or remove cards from the top of your Life Deck unless it is damage."))
case('C', ['saiyan-saga/231', BSD, 'world-games-saga/109', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at his Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, Drills in play: Black Striking Drill (Black Style) and {D('saiyan-saga/231')}; hand: Saiyan Heritage Drill (World Games Saga #109, a Saiyan Style Drill). P2: MP Krillin, the Friend Lv.1.",
 "Non-Combat Step: P1 plays Saiyan Heritage Drill.",
 "Accepted: with Goku's Mixing Drill in play, Drills of more than one Martial Arts Style may be in play (the card overrides CRD Styled Drills' \"you cannot play another Drill from a different Martial Arts Style\"). P1's Drills in play: Black Striking Drill, Goku's Mixing Drill, Saiyan Heritage Drill; hand empty.",
 CT + "Goku's Mixing Drill; CRD 3.0.0 Styled Drills",
 card('saiyan-saga/231', 'Allows multiple colors of drills to be used at the same time.'))
case('C', ['redemption/r13', 'android-saga/043', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at his Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand: {D('redemption/r13')}. P2: MP Krillin, the Friend Lv.1; Battleground in play (P2's): Hyperbolic Time Chamber (Android Saga #43).",
 "Non-Combat Step: P1 plays Goku's House. Declare Step: P1 declares Combat.",
 "Goku's House comes into play; the Battleground already in play is removed from the game (Hyperbolic Time Chamber to its owner P2's removed pile). P1 placed a Location in his Non-Combat Step, so he must skip the Combat Step: the declaration is refused.",
 "CRD 3.0.0 Battleground and Location Cards; Glossary (Location Cards)",
 crd('Once placed in play, a player must then skip the **Combat Step**.'))
case('C', ['frieza-saga/079', GOKU, KRIL, ORB, SDS],
 f"{G}, hand: two Saiyan Energy Orb; Drill in play: {D('frieza-saga/079')}. {K.replace('anger 0', 'anger 3')}, hand: Saiyan Defensive Stance." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Energy Orb; P2 plays Saiyan Defensive Stance.",
 f"AP1: {ORBT}: Goku 5 -> 3; 5 life cards: P2's Life Deck 17 -> 12; a successful energy attack: the Drill lowers P2's anger 3 -> 2. AP3: Goku 3 -> 1; stopped: not successful, so no anger lowered: P2's anger stays 2; Life Deck 12.",
 CT + "Frieza's Influencing Drill",
 card('frieza-saga/079', "Lower your opponent's anger 1 level after every successful energy attack against your opponent."))
case('C', ['android-saga/050', GOKU, KRIL, 'cell-saga/129'],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 2 above 0 (highest stage 10), declared a Black Tokui-Waza, Mastery in play: Black Style Mastery (Cell Saga #129); Non-Combat card in play: {D('android-saga/050')}; Life Deck 20. {K}." + PP,
 "AP1: P1 uses Black Power Up on Goku and chooses to end Combat.",
 "Goku 2 -> 10 (his highest power stage). Black Tokui-Waza declared: P1 may also end Combat, and does: Combat ends at once (P2 gets no Attack Phase). Black Power Up to P1's discard pile (a Non-Combat card discarded after use). P2's Life Deck 17, Krillin at 5.",
 CT + 'Black Power Up',
 card('android-saga/050', 'If you declared Toku-Waza, you may also end Combat.'))
# ---------------- D: Combat cards and the Battle Sequence (G021-G026) ----------------
case('D', ['kid-buu-saga/030', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 10 above 0 (1,500,000: C; 5 = 1,000,000 C; 0 = bracket A), hand: {D('kid-buu-saga/030')}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Stupendous Strike; P2 takes it.",
 "The text prints the cost twice (\"Costs 5 power stages to perform. Costs 5 power stages.\"): whether Goku pays 5 (10 -> 5, still C) or 10 (10 -> 0, bracket A: PAT A vs B = 0) is not decided by the documents (damaged text): the judge decides, and the right log hands that sentence to the judge. Decided by the CRD: the two multipliers on the card count once (Multiplying Base Damage: only one multiplier is used), so with a single cost of 5 the damage is PAT C vs B = 2 x 4 = 8 power stages (Krillin 5 -> 0, 3 converted), not 32.",
 CT + 'Stupendous Strike (judge: "Costs 5 power stages to perform. Costs 5 power stages."); CRD 3.0.0 Multiplying Base Damage from Multiple Cards',
 card('kid-buu-saga/030', 'Costs 5 power stages to perform. Costs 5 power stages.'))
case('D', ['fusion-saga/046', GOKU, KRIL],
 f"{G}, hand: {D('fusion-saga/046')}. {K}." + PP,
 "AP1: P1 plays Blue Multi-Jab; P2 takes it. AP2: P2 passes. AP3: P1 uses Blue Multi-Jab (on the table) again; P2 takes it.",
 "AP1: PAT C vs B = 2, +1 = 3 power stages: Krillin 5 -> 2; the card stays on the table (not discarded). AP3: PAT C vs B (Krillin at 2, 300,000) = 2, +1 = 3: Krillin 2 -> 0, 1 converted: P2's Life Deck 17 -> 16. After its second use it is discarded: P1's discard pile: Blue Multi-Jab.",
 CT + 'Blue Multi-Jab; CRD 3.0.0 Battle Sequence 16',
 card('fusion-saga/046', 'stays on the table to be used 1 more time this Combat.'))
case('D', ['android-saga/048', GOKU, KRIL, ORB],
 f"{G}, hand: {D('android-saga/048')}. {K}, hand: Saiyan Energy Orb." + PP,
 "AP1: P1 plays Black Off-Balancing Punch; P2 takes it. AP2: P2 plays Saiyan Energy Orb; P1 takes it.",
 f"AP1: PAT C vs B = 2: Krillin 5 -> 3; successful, so the next attack P2 performs against P1 this Combat is stopped. AP2: the cost is paid first (CRD Battle Sequence 2: {ORBT}): Krillin 3 -> 1; the attack is stopped: no damage, P1's Life Deck stays 20. Saiyan Energy Orb to P2's discard pile.",
 CT + 'Black Off-Balancing Punch; CRD 3.0.0 Floating Effects, Battle Sequence 2',
 card('android-saga/048', 'If successful, stops the next attack your opponent'))
case('D', ['fusion-saga/020', GOKU, KRIL, ORB],
 f"{G.replace('anger 0', 'anger 2')}, hand: Saiyan Energy Orb. {K}, hand: {D('fusion-saga/020')}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Saiyan Neutralization. AP2: P2 uses Krillin's power (\"Energy attack. Costs 0 power stages to perform. ...\"); P1 takes it. Then P2 passes, and P1 passes.",
 f"AP1: {ORBT}: Goku 5 -> 3. Stopped. P1's anger 2 -> 1. Saiyan Neutralization is shuffled into P2's Life Deck (17 -> 18), not discarded. AP2: 4 life cards: P1's Life Deck 20 -> 16. P1's next Attacker Attacks phase (AP3) is skipped, so the next Attack Phase is P2's: P2 passes, then P1 passes: Combat ends.",
 CT + 'Saiyan Neutralization; CRD 3.0.0 Skipping Attack Phases',
 card('fusion-saga/020', 'Your opponent must skip his next "Attacker Attacks" phase.'))
case('D', ['android-saga-promo/p9', GOKU, KRIL, SRC],
 f"{G}, hand: {D('android-saga-promo/p9')} (a Combat card), Saiyan Right Cross. {K.replace('anger 0', 'anger 4')}." + PP,
 "AP1: P1 plays Goku's Hesitation in place of an attack. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross.",
 "AP1: a Combat card in place of an attack: all its effects are secondary (Glossary): P2's anger 4 -> 0; P1 must pass in his next Attack Phase. AP3: P1 must pass, so Saiyan Right Cross is refused (and with P2's pass in AP2 the pass ends Combat). Krillin stays at 5, P2's Life Deck 17; Goku's Hesitation in P1's discard pile.",
 CT + "Goku's Hesitation; CRD 3.0.0 Glossary (Combat Card)",
 card('android-saga-promo/p9', 'You must pass in your next attack phase.'))
case('D', ['majin-buu-saga/003', KRIL, GOKU],
 f"P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: B), hand: {D('majin-buu-saga/003')}, Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173; \"{T(GOKU)}\") at 5 (1,000,000: C), no Tokui-Waza, Life Deck 20." + PP,
 "AP1: P1 plays Black Arm Stretch; P2 uses Goku's power to stop it.",
 "Stopped by the defender's Main Personality power (CRD Defending 3): no damage (Goku stays at 5), and the \"If successful\" gain is not used: Krillin stays at 5 (not 8). No Tokui-Waza: no search. Black Arm Stretch to P1's discard pile.",
 CT + 'Black Arm Stretch; CRD 3.0.0 "If Successful" Effects',
 card('majin-buu-saga/003', 'If successful, gain 3 power stages.'))
# ---------------- E: the turn, set-up and victories (G027-G032) ----------------
case('E', ['frieza-saga-promo/p2', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5, hand: {D('frieza-saga-promo/p2')}; Life Deck: exactly 1 card (L1). {K.replace('anger 0', 'anger 3')}." + PP,
 "AP1: P1 plays Captain Ginyu Transformed.",
 "The card's cost (\"costing 1 life card\") is paid at Battle Sequence 2, before anything else: P1 discards L1, his Life Deck 1 -> 0: P2 wins the instant P1 has no life cards (Survival Victory); the attack never resolves (P2's anger stays 3).",
 CT + 'Captain Ginyu Transformed; CRD 3.0.0 Survival Victory, Card Costs',
 card('frieza-saga-promo/p2', 'Physical attack costing 1 life card to use.'))
case('E', ['trunks-saga/039', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at his Declare Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand empty, Non-Combat card in play: {D('trunks-saga/039')}; Life Deck from the top L1, L2, L3, L4, L5, 15 more. P2: MP Krillin, the Friend Lv.1 at 5, hand empty, Life Deck from the top D1, D2, D3, 17 more.",
 "Declare Step: P1 declares Combat (P2 draws 3 in the Prepare Phase). AP1: P1 uses Goku's Ready, choosing L5. AP2: P2 passes. AP3: P1 passes. Discard Step: P2 discards D1, D2. Turn 2 (P2 the Attacker) begins.",
 "AP1: L5 is set aside face down (P1's Life Deck 20 -> 19); Goku's Ready to P1's discard pile. Combat ends on the two passes. Discard Step: P1 has no cards; P2 keeps D3. At the beginning of P2's turn 2 (P1's opponent's next turn), L5 goes into P1's hand: P1's hand L5; then P2 draws 3 (Life Deck 17 -> 14).",
 CT + "Goku's Ready; CRD 3.0.0 The Sequence of Play for One Complete Turn",
 card('trunks-saga/039', 'place it in your hand at the beginning of your opponents next turn.'))
case('E', ['android-saga/084', GOKU, KRIL, BSD],
 f"{G}, hand: {D('android-saga/084')}. P2 defender: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #89), Krillin, the Hero Lv.2 (Cell Saga #99; highest stage 10), Krillin, the Champion Lv.3 (Cell Saga #97), at level 1, 5 above 0, anger 0; Drill in play: Black Striking Drill; Life Deck from the top D1, D2, D3, L1-L7, 10 more." + PP,
 "AP1: P1 plays Straining Jump Kick Move; P2 takes it.",
 "Cost 2: Goku 5 -> 3. 7 life cards (stated): L1-L7 to P2's discard pile, Life Deck 17 -> 10. If successful: P2's anger 0 + 6: 5 or more, so Krillin advances to level 2 (Krillin, the Hero) at its highest power stage (10) and P2's Drill is discarded (discard pile L1-L7, Black Striking Drill); anger from a single effect never carries over: P2's anger 0.",
 CT + 'Straining Jump Kick Move; CRD 3.0.0 Anger',
 card('android-saga/084', "If successful, raise your opponent's anger 6 levels."))
case('E', ['kid-buu-saga/117', GOKU, KRIL],
 f"Turn 1, P1 the Attacker, at his Declare Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand: {D('kid-buu-saga/117')}, Life Deck 20. P2: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5, PUR 2, hand empty, Life Deck from the top D1, D2, D3, 17 more.",
 "Declare Step: P1 declares Combat (P2 draws 3). AP1: P1 plays Saiyan Beef (no Empower); P2 takes it. AP2: P2 passes. AP3: P1 passes. Discard Step: P2 discards D1, D2. Turn 2 (P2 the Attacker): Draw Step, Non-Combat Step (nothing played), Power-Up Step.",
 "AP1: PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0. Secondary effect: P2's personalities cannot gain power stages until the end of P1's next turn (turn 3). Turn 2: P2 draws 3; Power-Up Step: Krillin would gain 2 (PUR 2) but cannot: stays at 0.",
 CT + 'Saiyan Beef; CRD 3.0.0 Sequence of Play 3 (Power-Up Step)',
 card('kid-buu-saga/117', "Your opponent's personalities cannot gain power stages until the end of your next turn."))
case('E', ['movie-7/m24', 'trunks-saga/185', KRIL],
 f"Turn 1, P1 the Attacker, at his Power-Up Step. P1: MP {N('trunks-saga/185')} at 3 above 0 (PUR 2, highest stage 10), Drill in play: {D('movie-7/m24')}. P2: MP Krillin, the Friend Lv.1.",
 "Power-Up Step.",
 "Trunks is in play (the Main Personality), so his PUR is 2 + 1 = 3: Trunks 3 -> 6 (not 5).",
 CT + 'Trunks Swordplay Drill; CRD 3.0.0 Sequence of Play 3 (Power-Up Step)',
 card('movie-7/m24', 'If you have Trunks in play, his PUR is increased by 1.'))
case('E', ['world-championship/sz7', GOKU, 'world-games-saga/171', 'world-games-saga/172', KRIL, BSD],
 f"P1 attacker: MP Goku, levels Goku Lv.1 (World Games Saga #173), Goku, the Competitor Lv.2 (World Games Saga #171), Goku, the Proud Lv.3 (World Games Saga #172), at level 1, 5 above 0, anger 3; Drill in play: Black Striking Drill; Non-Combat card in play: {D('world-championship/sz7')}; discard pile (bottom first): X1, X2, X3, X4, X5, X6; Life Deck 20. {K}." + PP,
 "Prepare Phase (P1's half): P1 uses Let the Games Begin!.",
 "Goku advances to level 2 by a card effect, not by anger: P1's anger stays 3 (CRD Anger); his Drill is discarded (CRD Drill Cards); the bottom 5 of his discard pile (X1-X5) are shuffled into his Life Deck (20 -> 25). At which power stage the new level is set is stated nowhere in the documents for an advance that is not by anger (CRD Anger gives the highest stage only for 5 or more anger; Taking Them Down A Notch gives 5 above 0 only for a lost level): the judge decides, and the right log hands that point to the judge.",
 CT + 'Let the Games Begin!; CRD 3.0.0 Anger (judge: the power stage after a level advance not by anger)',
 card('world-championship/sz7', 'Advance your Main Personality to level 2.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
