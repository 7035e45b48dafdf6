"""Writes the 32 cases (K001..K032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (kai-cup-calls, s25). Adapted from qualifier-calls/make_cases.py."""
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
    C.append(dict(id=f'K{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'; BSD = 'saiyan-saga/147'
SSM = 'majin-buu-saga/146'
NDB = {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C; highest stage 10), PUR 1, anger 0, Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B; every stage bracket B), anger 0, Life Deck 20, hand empty"
NOPP = " The board starts at the first Attack Phase (no Prepare Phase draw)."
CT = 'Card text of '
def lv(*ids): return ', '.join(N(i) for i in ids)
# ---------------- A: personalities' powers (K001-K007) ----------------
case('A', ['cell-saga/137', KRIL],
 f"P1 attacker: MP Cell, levels {lv('cell-saga/188','cell-saga/189','cell-saga/190')}, {D('cell-saga/137')}, at level 4, 5 above 0 (2,600,000), Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Cell, the Destroyer's power; P2 takes it.",
 "The energy attack states no cost: it costs 2 power stages (CRD Card Costs): Cell 5 -> 3. 9 life cards of damage: P2's Life Deck 20 -> 11; Krillin stays at 5.",
 CT + 'Cell, the Destroyer Lv.4 ("Energy attack doing N life cards of damage.", a template); CRD 3.0.0 Card Costs',
 card('cell-saga/137', 'Energy attack doing 9 life cards of damage.'))
case('A', ['frieza-saga/089', KRIL],
 f"P1 attacker: MP Vegeta, levels {lv('cell-saga/167','cell-saga/168','cell-saga/169')}, {D('frieza-saga/089')}, at level 4, 5 above 0 (225,000: bracket B), Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Vegeta on Namek's power; P2 takes it.",
 "The physical attack states its damage (6 power stages, not PAT +6): Base Damage 6 (CRD Battle Sequence 9: PAT 'unless it is already stated on the physical attack'): Krillin 5 -> 0, 1 converted: P2's Life Deck 20 -> 19.",
 CT + 'Vegeta on Namek Lv.4 ("Physical attack doing N power stages of damage.", a template); CRD 3.0.0 Battle Sequence 9',
 card('frieza-saga/089', 'Physical attack doing 6 power stages of damage.'))
case('A', ['cell-saga/160', KRIL],
 f"P1 attacker: MP Goku, levels {lv('cell-saga/161','cell-saga/162','cell-saga/163','cell-saga/135')}, {D('cell-saga/160')}, at level 5, 5 above 0 (3,800,000: bracket E), Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Goku, the All Powerful's power; P2 takes it.",
 "PAT E vs B = 4, +5 = 9 power stages: Krillin 5 -> 0, 4 converted to life cards; plus 5 life cards: 9 life cards in all: P2's Life Deck 20 -> 11.",
 CT + 'Goku, the All Powerful Lv.5; CRD 3.0.0 Modified Damage, What Does "PAT" mean?',
 card('cell-saga/160', 'power stages of damage and 5 life cards of damage.'))
case('A', ['cell-saga/174', KRIL],
 f"P1 attacker: MP Trunks, levels {lv('cell-saga/173')}, {D('cell-saga/174')}, Trunks, the Mighty Lv.3 (Cell Saga #175) as level 3, at level 2, 5 above 0 (900,000: bracket C), Life Deck 20. {K}." + NOPP,
 "AP1: P1 uses Trunks, the Quick's power; P2 takes it. AP2: P2 passes. AP3: P1 uses the power again; P2 takes it.",
 "AP1: PAT C vs B = 2, +2 = 4: Krillin 5 -> 1. AP3: the power may be used a second time this Combat (its own text, over the once-per-turn rule): 4 again: Krillin 1 -> 0, 3 converted: P2's Life Deck 20 -> 17.",
 CT + 'Trunks, the Quick Lv.2 ("You may use this power twice per Combat.", a template many powers share); CRD 3.0.0 Power-Up Rating (PUR) (a power is used once per turn unless its text says otherwise)',
 card('cell-saga/174', 'You may use this power twice per Combat.'))
case('A', ['cell-saga/133', 'cell-saga/021', KRIL],
 f"P1 attacker: MP Android 18, levels {lv('cell-saga/182','cell-saga/183','cell-saga/184')}, {D('cell-saga/133')}, at level 4, 5 above 0 (1,000,000: bracket C), Life Deck 20; \"The Car\" not in play. {K.replace('anger 0','anger 2').replace('hand empty','hand: ' + D('cell-saga/021'))}." + NOPP,
 "AP1: P1 uses Android 18 Lv.4's power; P2 plays Orange Sidestep.",
 "Step 3: 'Lower your opponent's anger 3 levels' is a secondary effect and resolves though the attack is stopped: P2's anger 2 -> 0 (not below 0). Step 6: Orange Sidestep's 'Raise your anger 1 level': P2's anger 0 -> 1. The attack is stopped: no damage (Krillin 5, Life Deck 20); Orange Sidestep to P2's discard pile.",
 CT + 'Android 18 Lv.4; CRD 3.0.0 Secondary Effects, Battle Sequence 3 and 6',
 card('cell-saga/133', "Lower your opponent's anger 3 levels."))
case('A', ['cell-saga/194', KRIL],
 f"P1 attacker: MP Piccolo, levels {lv('cell-saga/170','cell-saga/171')}, {D('cell-saga/194')}, at level 3, 5 above 0, discard pile (bottom first): X1, X2; Life Deck 20 with L1 on top; hand empty. {K}." + NOPP,
 "AP1: P1 uses Piccolo, Earth's Protector's power (no attack: used in place of an attack).",
 "All of the power's effects are secondary (Battle Sequence 3): X2 (the top card of the discard pile) goes to the bottom of P1's Life Deck (20 -> 21), then P1 draws L1 (21 -> 20): hand L1, discard pile X1, X2 at the bottom of the Life Deck. No damage to P2 (Krillin 5, Life Deck 20).",
 CT + "Piccolo, Earth's Protector Lv.3; CRD 3.0.0 Battle Sequence 3",
 card('cell-saga/194', 'Place the top card from your discard pile'))
case('A', ['cell-saga/187', KRIL],
 f"P1 attacker: MP Android 20, levels {lv('cell-saga/185','cell-saga/186')}, {D('cell-saga/187')}, at level 3, 5 above 0 (900,000: bracket C), no Allies, Life Deck 20. {K}; no Allies." + NOPP,
 "AP1: P1 uses Android 20, the Schemer's power; P2 takes it.",
 "PAT C vs B = 2 power stages: Krillin 5 -> 3. One personality in play has \"Android\" in its title (Android 20 himself): +3 life cards: P2's Life Deck 20 -> 17.",
 CT + 'Android 20, the Schemer Lv.3; CRD 3.0.0 Modified Damage',
 card('cell-saga/187', 'with the word "Android" in the title.'))
# ---------------- B: Dragon Balls (K008-K013) ----------------
case('B', ['cell-saga/008', GOKU, KRIL, NDB[3]],
 f"{G}, hand: {D('cell-saga/008')}. {K}; Dragon Ball in play (P2's): Namek Dragon Ball 3 (Trunks Saga #079)." + NOPP,
 "AP1: P1 plays Black Fatality; P2 takes it; P1 captures Namek Dragon Ball 3 (using none of its powers).",
 "Cost 2 (no cost stated): Goku 5 -> 3. Secondary 'Raise your anger 1 level.': P1's anger 0 -> 1. 5 life cards of damage: P2's Life Deck 20 -> 15. 5 or more life cards: P1 captures Namek Dragon Ball 3 (Battle Sequence 14): P1 controls it, P2 none.",
 CT + 'Black Fatality ("Raise your anger 1 level.", a template); CRD 3.0.0 Battle Sequence 14, Capturing Dragon Balls (Life Card Capture)',
 crd("If the attack does 5 or more life cards of damage, the attacker may capture an opponent's Dragon Ball."))
case('B', ['android-saga/083', GOKU, KRIL, NDB[2]],
 f"{G}, hand: {D('android-saga/083')}. {K}, Life Deck top (top first): L1, Namek Dragon Ball 2, L2, L3, L4, L5, L6, then 13 unknown." + NOPP,
 "AP1: P1 plays Staining Energy Blast Move; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Step 3: P2 draws a card (L1; hand L1). 5 life cards of damage: Namek Dragon Ball 2 is uncovered and does not count (it goes to the bottom of P2's Life Deck: not in play); L2-L6 are discarded: P2's Life Deck 20 -> 19 -> 14, its bottom card Namek Dragon Ball 2, discard pile L2-L6.",
 CT + 'Staining Energy Blast Move; CRD 3.0.0 Discarding Dragon Balls when Taking Life Cards of Damage, Discarding Dragon Balls',
 card('android-saga/083', 'Your opponent draws a card.'))
case('B', ['cell-saga/060', GOKU, KRIL, NDB[4]],
 f"{G}, hand: {D('cell-saga/060')}. {K}, Life Deck top (top first): L1, L2, Namek Dragon Ball 4, L3, then 16 unknown." + NOPP,
 "AP1: P1 plays Saiyan Flying Kick; P2 takes it.",
 "PAT C vs B = 2, +5 = 7 power stages: Krillin 5 -> 0, 2 converted: L1, L2 discarded. If successful: P2 discards the top 2 cards: Namek Dragon Ball 4 and L3: a discard by effect, not damage, so the Dragon Ball counts as one of the 2; not in play, it goes to the bottom of P2's Life Deck. P2's Life Deck 20 -> 17 (4 off, the Dragon Ball back under), discard pile L1, L2, L3.",
 CT + 'Saiyan Flying Kick; CRD 3.0.0 Discarding Dragon balls When Losing Life Cards for Effects',
 card('cell-saga/060', 'If successful, your opponent discards the top 2 cards from his Life Deck.'))
case('B', ['cosmic-anthology/ca15', KRIL, NDB[1], NDB[2]],
 f"P1 attacker: MP Caterpy, levels {lv('cosmic-anthology/ca13','cosmic-anthology/ca14')}, {D('cosmic-anthology/ca15')}, at level 3, 5 above 0 (2,100,000), hand: Namek Dragon Ball 1 (Trunks Saga #025), Life Deck top (top first): L1, L2, Namek Dragon Ball 2 (Trunks Saga #003), then 17 unknown; discard pile empty. {K}." + NOPP,
 "AP1: P1 uses Caterpy, the Tenacious's Power 2 (in place of an attack): discards Namek Dragon Ball 1 and searches for Namek Dragon Ball 2.",
 "Power 2 is no attack: all of it is secondary (Battle Sequence 3). Namek Dragon Ball 1 is discarded from the hand: a Dragon Ball going to the discard pile that is not in play goes face down to the bottom of its owner's Life Deck. The search may take a Dragon Ball (the text says \"including Dragon Balls\", lifting Dragon Ball Immunity) of the same card type: Namek Dragon Ball 2 to P1's hand. P1: hand Namek Dragon Ball 2, Life Deck 20 -> 19 -> 20 (bottom card Namek Dragon Ball 1), discard pile empty. P2 untouched (Krillin 5, Life Deck 20).",
 CT + 'Caterpy, the Tenacious Lv.3 (Power 2); CRD 3.0.0 Dragon Balls (Dragon Ball Immunity), Discarding Dragon Balls',
 card('cosmic-anthology/ca15', 'Discard a card from your hand to search your Life Deck for a card of the same card type as the card discarded, including Dragon Balls, and put it into your hand.'))
case('B', ['android-saga-promo/p6', ORB, GOKU, KRIL, NDB[3]],
 f"{G.replace('Life Deck 20', 'Life Deck top (top first): L1, Namek Dragon Ball 3, L2, then 17 unknown')}, hand: Saiyan Energy Orb (\"{T(ORB)}\"). {K.replace('hand empty', 'hand: ' + D('android-saga-promo/p6'))}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Krillin's Ready.",
 "Cost 2: Goku 5 -> 3. Krillin's Ready stops the energy attack (no damage: P2's Life Deck 20). Its secondary effect: P1 discards the top 3 cards of his Life Deck: L1, Namek Dragon Ball 3, L2; by effect, so the Dragon Ball counts and (not in play) goes to the bottom of P1's Life Deck: P1's Life Deck 20 -> 18, its bottom card Namek Dragon Ball 3.",
 CT + "Krillin's Ready ('Your opponent discards the top N cards from his Life Deck.', a template many cards share); CRD 3.0.0 Discarding Dragon balls When Losing Life Cards for Effects, Discarding Dragon Balls",
 card('android-saga-promo/p6', 'Your opponent discards the top 3 cards from his Life Deck.'))
case('B', ['cell-games-saga/041', GOKU, KRIL, NDB[1], NDB[5]],
 f"{G}, hand: {D('cell-games-saga/041')}. {K}, Life Deck top (top first): L1, L2, Namek Dragon Ball 1, L3, L4, L5, then 14 unknown; Dragon Ball in play (P2's): Namek Dragon Ball 5." + NOPP,
 "AP1: P1 plays Blue Arm Blast as an energy attack; P2 takes it; P1 captures Namek Dragon Ball 5 (none of its powers).",
 "Cost 2: Goku 5 -> 3. 5 life cards: L1, L2, (Namek Dragon Ball 1 uncovered: not damage, to the bottom of the Life Deck), L3, L4, L5: 5 life cards are discarded for damage: P2's Life Deck 20 -> 15 (its bottom card Namek Dragon Ball 1). 5 were discarded, so P1 captures Namek Dragon Ball 5: P1 controls it.",
 CT + 'Blue Arm Blast ("Energy attack doing 5 life cards of damage", a template many cards share); CRD 3.0.0 Capturing Dragon Balls, Discarding Dragon Balls when Taking Life Cards of Damage',
 card('cell-games-saga/041', 'Energy attack doing 5 life cards of damage, or stops a physical attack.'))
# ---------------- C: Drills, Non-Combat, Battlegrounds, Locations (K014-K020) ----------------
case('C', ['cell-saga/144', GOKU, KRIL],
 f"{G}; Drill in play: {D('cell-saga/144')}. {K}." + NOPP,
 "AP1: P1 uses Blue Diving Punch Drill's physical attack; P2 takes it. AP2: P2 passes. AP3: P1 uses it again; P2 takes it.",
 "Each use is a successful physical attack that deals no damage (the opponent cannot take life cards or power stages from it): Krillin stays 5, P2's Life Deck stays 20; the second use in the Combat is allowed by the Drill's text; the Drill stays in play.",
 CT + 'Blue Diving Punch Drill; CRD 3.0.0 Drill Cards',
 card('cell-saga/144', 'Your opponent cannot take life cards or power stages of damage from this attack.'))
case('C', ['fusion-saga/068', BSD, GOKU, KRIL],
 f"Whole turn: P1 is the attacker at his Non-Combat Step. {G}; Drill in play: Black Striking Drill (Saiyan Saga #147); hand: {D('fusion-saga/068')}. {K}.",
 "Non-Combat Step: P1 plays Orange Protection Drill.",
 "Refused: P1 has a Styled Drill (Black) in play and may not play a Drill of another Martial Arts Style (Orange): the play stops on an error; Orange Protection Drill stays in his hand.",
 'CRD 3.0.0 Styled Drills',
 crd("When a player draws a Drill that cannot be placed in play because it doesn't match the Style of a Drill he already has in play"))
case('C', ['fusion-saga/055', ORB, GOKU, KRIL],
 f"{G.replace('Life Deck 20', 'Life Deck 20, discard pile (bottom first): X1, X2')}, hand: Saiyan Energy Orb (\"{T(ORB)}\"); Drill in play: {D('fusion-saga/055')}. {K}." + NOPP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2 (none stated): Goku 5 -> 3. 5 life cards of damage: P2's Life Deck 20 -> 15. The attack dealt 5 or more life cards: X1 (the bottom card of P1's discard pile) is placed under Intensity Drill. At the end of the attack P1's discard pile (bottom first) is X2, Saiyan Energy Orb.",
 CT + 'Intensity Drill; CRD 3.0.0 Drill Cards',
 card('fusion-saga/055', 'When one of your attacks deal 5 or more life cards of damage'))
case('C', ['blast-off-kit/cc7', SRC, 'cell-saga/021', GOKU, KRIL],
 f"{G}, hand: Saiyan Right Cross (\"{T(SRC)}\"); Non-Combat card in play: {D('blast-off-kit/cc7')}. {K.replace('hand empty', 'hand: ' + D('cell-saga/021'))}." + NOPP,
 "AP1: P1 uses Unbelievable Strength. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 plays Orange Sidestep.",
 "AP1: a floating effect for the rest of Combat; Unbelievable Strength is discarded after use. AP3: Orange Sidestep stops the attack (no damage: Krillin 5) and raises P2's anger 0 -> 1; the floating effect makes P2 discard the top 2 cards of his Life Deck: 20 -> 18.",
 CT + 'Unbelievable Strength; CRD 3.0.0 Floating Effects, Non-Combat / Non-Drill Cards',
 card('blast-off-kit/cc7', 'For the remainder of Combat, whenever your opponent stops one of your attacks, he discards the top 2 cards of his Life Deck.'))
case('C', ['broly-subset/m15', GOKU, SSM, KRIL],
 f"{G.replace('anger 0', 'anger 0, Saiyan Tokui-Waza declared, Mastery: Saiyan Style Mastery (Majin Buu Saga #146)').replace('Life Deck 20', 'Life Deck 20 with L1 on top, discard pile (bottom first): X1, X2, X3, hand empty')}; Non-Combat card in play: {D('broly-subset/m15')}. {K}." + NOPP,
 "AP1: P1 uses Saiyan Enraged (in place of an attack).",
 "P1's anger 0 -> 2. X1 and X2 (the bottom 2 of his discard pile) to the bottom of his Life Deck: 20 -> 22. Goku's 1,000,000 is higher than Krillin's 375,000: P1 draws L1: Life Deck 21, hand L1. Saiyan Enraged is removed from the game; discard pile X3. (Not an attack: the Mastery's gained text does not apply.)",
 CT + 'Saiyan Enraged; CRD 3.0.0 Non-Combat / Non-Drill Cards',
 card('broly-subset/m15', "power rating is higher than your opponent's Main Personality's, draw a card."))
case('C', ['android-saga/086', GOKU, KRIL],
 f"{G.replace('anger 0', 'anger 1').replace('Life Deck 20', 'Life Deck 20, discard pile (bottom first): B1, B2, hand empty')}; Non-Combat card in play: {D('android-saga/086')}. {K}. Combat is entered: the Prepare Phase runs.",
 "Prepare Phase, P1's half: P1 uses Tien's Mental Condition. Then P2 draws 3.",
 "P1's anger 1 -> 2; Goku 5 -> 10 (his highest stage); P1 draws B1 (the bottom card of his discard pile): hand B1, discard pile B2; Tien's Mental Condition is removed from the game. P2 draws 3: Life Deck 20 -> 17.",
 CT + "Tien's Mental Condition; CRD 3.0.0 Phase 1: The Prepare Phase",
 card('android-saga/086', 'Use when entering Combat. Raise your anger 1 level.'))
HPS = 'Life Deck top (top first): L1, L2, Heroic Power Shot (Bojack Unbound #025, a "Heroes only" card), then 17 unknown; hand empty'
case('C', ['broly-subset/m22', 'bojack-unbound/025', GOKU, KRIL],
 f"{G.replace('Life Deck 20', HPS)}; Drill in play: {D('broly-subset/m22')}. {K}. Combat is entered: the Prepare Phase runs.",
 "Prepare Phase, P1's half: P1 uses Heroic Drill's search and takes Heroic Power Shot. Then P2 draws 3.",
 "Goku (a Hero) enters Combat as the active player: P1 searches his Life Deck for a \"Heroes only\" card: Heroic Power Shot to his hand: hand 1 card, Life Deck 20 -> 19. The Drill stays in play. P2 draws 3: Life Deck 20 -> 17.",
 CT + 'Heroic Drill; CRD 3.0.0 Phase 1: The Prepare Phase, Drill Cards',
 card('broly-subset/m22', 'When entering Combat as the active player, you may search your Life Deck for a "Heroes only" card and place it into your hand.'))
# ---------------- D: Combat cards and the Battle Sequence (K021-K026) ----------------
case('D', ['cell-saga/027', 'cell-saga/026', GOKU, KRIL],
 f"{G}, hand: {D('cell-saga/027')}. {K.replace('hand empty', 'hand: ' + D('cell-saga/026'))}." + NOPP,
 "AP1: P1 plays Red Flight; P2 plays Black Forearm Block.",
 "Step 3: Red Flight's 'Raise your anger 1 level.' is a secondary effect: P1's anger 0 -> 1, though the attack is then stopped. Step 6: P2's anger 0 -> 1. Stopped: no damage (Krillin 5, Life Deck 20). Both cards go to their owners' discard piles.",
 CT + 'Red Flight ("Raise your anger 1 level.", a template); CRD 3.0.0 Secondary Effects',
 card('cell-saga/027', 'Physical attack doing +3 power stages of damage. Raise your anger 1 level.'))
case('D', ['cell-games-saga/003', GOKU, KRIL],
 f"{G}, hand: {D('cell-games-saga/003')}. {K}." + NOPP,
 "AP1: P1 plays Black Preparation; P2 takes it.",
 "No cost stated: 2 power stages: Goku 5 -> 3. No amount stated: Base Damage 4 life cards: P2's Life Deck 20 -> 16. Successful: P1's anger 0 -> 1.",
 CT + 'Black Preparation ("If successful, raise your anger 1 level.", a template); CRD 3.0.0 Battle Sequence 9, Card Costs',
 card('cell-games-saga/003', 'Focused energy attack. If successful, raise your anger 1 level.'))
SSMT = 'anger 0, Saiyan Tokui-Waza declared, Mastery: Saiyan Style Mastery (Majin Buu Saga #146: Saiyan Style attacks gain "Raise your anger 1 level. Gain 3 power stages.")'
case('D', ['android-saga/081', GOKU, SSM, KRIL],
 f"{G.replace('anger 0', SSMT)}, hand: {D('android-saga/081')}. {K}." + NOPP,
 "AP1: P1 plays Saiyan Destiny; P2 takes it.",
 "The card's text is damaged: \"+3 power stages of davage\". The right log hands the word to the judge (read as damage: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0; the card remains in play for 1 more use). The Mastery's gained sentences resolve either way: P1's anger 0 -> 1, Goku 5 -> 8.",
 CT + 'Saiyan Destiny (judge: the damaged word "davage"); CRD 3.0.0 Secondary Effects',
 card('android-saga/081', 'this attack does +3 power stages of davage and remains in play to be used 1 more time this Combat.'))
case('D', ['cell-saga/143', GOKU, KRIL, ORB],
 f"{G}, hand: {D('cell-saga/143')}. {K.replace('Life Deck 20', 'Life Deck 20 with Saiyan Energy Orb (an energy attack) on top')}, discard pile empty." + NOPP,
 "AP1: P1 plays Blue Elbow Drop; P2 takes it.",
 "The damage is stated (1 life card, no PAT): Saiyan Energy Orb is discarded from P2's Life Deck (20 -> 19), Krillin stays 5. Successful, and the top card of P2's discard pile (Saiyan Energy Orb) is not a physical attack: P2 discards the top 5 cards of his Life Deck: 19 -> 14.",
 CT + 'Blue Elbow Drop; CRD 3.0.0 Battle Sequence 9, 15',
 card('cell-saga/143', 'If successful, and the top card of your opponent\'s discard pile is not a physical attack, your opponent discards the top 5 cards from his Life Deck.'))
case('D', ['trunks-saga/092', SRC, GOKU, KRIL],
 f"{G}, hand: Saiyan Right Cross (\"{T(SRC)}\"). {K.replace('hand empty', 'hand: ' + D('trunks-saga/092'))}." + NOPP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Trunks Draws Steel to stop it.",
 "Trunks Draws Steel stops the physical attack (its 'or stop a physical attack'): no damage: Krillin 5, P2's Life Deck 20. Saiyan Right Cross to P1's discard pile, Trunks Draws Steel to P2's.",
 CT + 'Trunks Draws Steel ("... or stops a physical attack", a template); CRD 3.0.0 Defending',
 card('trunks-saga/092', 'Physical attack or stop a physical attack.'))
case('D', ['kid-buu-saga/022', GOKU, KRIL],
 f"{G.replace('at 5 above 0 (1,000,000: bracket C; highest stage 10)', 'at 10 above 0 (1,500,000: his highest stage)')}, hand: {D('kid-buu-saga/022')}. {K}." + NOPP,
 "AP1: P1 plays Overwhelmed (in place of an attack).",
 "1,500,000 is 4 times Krillin's 375,000 (three or more times): P2 discards the top 5 cards of his Life Deck: 20 -> 15 (not damage). Overwhelmed is removed from the game. (\"power raiting\" is a misprint of power rating.)",
 CT + 'Overwhelmed; CRD 3.0.0 Battle Sequence 3',
 card('kid-buu-saga/022', "three or more times higher than your opponent's Main Personality's power raiting"))
# ---------------- E: the turn, set-up and victories (K027-K032) ----------------
case('E', ['cell-saga/199', KRIL],
 f"P1 attacker: MP Android 20, levels {lv('cell-saga/185','cell-saga/186')}, {D('cell-saga/199')}, at level 3, 5 above 0, Life Deck 20. {K.replace('Life Deck 20', 'Life Deck 6')}." + NOPP,
 "AP1: P1 uses Android 20, the Destructor's power; P2 takes it.",
 "Costs 0: Android 20 stays at 5. 8 life cards of damage against a Life Deck of 6: all 6 are discarded: P2 has no life cards: P1 wins by Survival Victory.",
 CT + 'Android 20, the Destructor Lv.3; CRD 3.0.0 Survival Victory',
 card('cell-saga/199', 'Energy attack doing 8 life cards of damage. Costs 0 power stages to perform.'))
case('E', ['fusion-saga/059', GOKU, KRIL, 'cell-saga/099', 'cell-saga/097', BSD],
 f"{G}, hand: {D('fusion-saga/059')}. P2 defender: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #089), Krillin, the Hero Lv.2 (Cell Saga #099), Krillin, the Champion Lv.3 (Cell Saga #097), at level 2, 8 above 0 (500,000: bracket B), anger 1; Drill in play: Black Striking Drill (Saiyan Saga #147); hand empty, Life Deck 20." + NOPP,
 "AP1: P1 plays Majin Buu's Bicycle Kick; P2 takes it.",
 "PAT C vs B = 2, +5 = 7 power stages: Krillin 8 -> 1. If successful: P2's anger 1 -> 0 (lowered 2, not below 0); he has 0 anger: his Main Personality loses a level: Krillin, the Friend Lv.1, set at 5 above 0 on the lower level (whatever stage he was at), and his Drills are discarded: Black Striking Drill to P2's discard pile. P2's Life Deck stays 20.",
 CT + "Majin Buu's Bicycle Kick; CRD 3.0.0 Taking Them Down A Notch",
 card('fusion-saga/059', "If successful, lower your opponent's anger 2 levels, and if he has 0 anger, lower his Main Personality 1 personality level."))
case('E', ['kid-buu-saga/053', KRIL, GOKU],
 f"Whole turn: P1 is the attacker at his Power-Up Step. P1: MP {N('kid-buu-saga/053')} (PUR 3, highest stage 10) at 5 above 0, no Tokui-Waza; Ally in play: Krillin, the Friend Lv.1 (Cell Saga #089, PUR 2) at 3 above 0; Life Deck 20. P2: MP Goku Lv.1 (World Games Saga #173) at 5, Life Deck 20.",
 "P1's Power-Up Step.",
 "P1's Main Personality powers up by his PUR 3: 5 -> 8. His Ally powers up by 1 (not by its PUR 2): 3 -> 4.",
 'CRD 3.0.0 Power-Up Rating (PUR), Sequence of Play 3 (Power-Up Step), Powering Up Allies',
 crd('The PUR is the number of power stages you gain during your Power-Up Step.'))
case('E', ['cell-saga/159', KRIL],
 f"P1 attacker: MP Vegeta, levels {lv('cell-saga/167','cell-saga/168','cell-saga/169','cell-saga/154')}, {D('cell-saga/159')}, at level 5, 5 above 0 (3,300,000: bracket D), Life Deck 20. {K.replace('at 5 above 0 (375,000: bracket B; every stage bracket B)', 'at 2 above 0 (300,000: bracket B)').replace('Life Deck 20', 'Life Deck 4')}." + NOPP,
 "AP1: P1 uses Vegeta, the Revitalized's power; P2 takes it.",
 "PAT D vs B = 3, +9 = 12 power stages: Krillin 2 -> 0, 10 converted to life cards against a Life Deck of 4: all 4 are discarded: P2 has no life cards: P1 wins by Survival Victory.",
 CT + 'Vegeta, the Revitalized Lv.5; CRD 3.0.0 Survival Victory, Modified Damage',
 card('cell-saga/159', 'Physical attack doing +9 power stages of damage.'))
GLV = 'MP Goku, levels Goku Lv.1 (World Games Saga #173), Goku, the Competitor Lv.2 (World Games Saga #171; highest stage 11 = 2,500,000), Goku, the Proud Lv.3 (World Games Saga #172), at level 1'
case('E', ['cell-saga/024', GOKU, 'world-games-saga/171', 'world-games-saga/172', BSD, KRIL],
 f"{G.replace('anger 0', 'anger 4').replace('MP Goku Lv.1 (World Games Saga #173)', GLV)}, Drill in play: Black Striking Drill, hand: {D('cell-saga/024')}. {K}." + NOPP,
 "AP1: P1 plays Saiyan Palm Blast; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Base Damage 4 life cards (none stated): P2's Life Deck 20 -> 16. Successful: P1's anger 4 -> 5: Goku advances to level 2 (Goku, the Competitor Lv.2) at its highest power stage (11) and P1's Drills are discarded: Black Striking Drill to P1's discard pile. (P1's anger after the advance is not asserted: CRD Anger resets it only at the highest level.)",
 CT + 'Saiyan Palm Blast; CRD 3.0.0 Anger',
 card('cell-saga/024', 'If successful, also raise your anger 1 level.'))
case('E', ['frieza-saga-promo/p16', GOKU],
 f"Whole turn: P1 is the attacker at his Draw Step (the turn begins). P1: MP {D('frieza-saga-promo/p16')} at 5, Life Deck 2, hand empty. P2: MP Goku Lv.1 (World Games Saga #173) at 5, Life Deck 20.",
 "P1's Draw Step.",
 "P1 must draw 3 and has 2: he draws both (do what you can): his Life Deck is empty: P2 wins by Survival Victory.",
 'CRD 3.0.0 Survival Victory, Sequence of Play 1 (Draw Step)',
 crd('If you are the Attacker, **draw 3 cards** from the top of your Life Deck and put them in your hand.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
