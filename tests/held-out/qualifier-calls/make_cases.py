"""Writes the 32 cases (Q001..Q032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (qualifier-calls, s24). Adapted from grand-prix-calls/make_cases.py."""
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
    C.append(dict(id=f'Q{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
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
SDS = 'cell-saga/010'
def lv(*ids): return ', '.join(N(i) for i in ids)
# ---------------- A: personalities' powers (Q001-Q007) ----------------
case('A', ['cell-saga/200', BSD, KRIL],
 f"P1 attacker: MP Cell, levels {lv('cell-saga/188','cell-saga/189')}, {D('cell-saga/200')}, at level 3, 5 above 0 (2,100,000: bracket D), anger 2, Drill in play: Black Striking Drill (\"{T(BSD)}\"), Life Deck 20. {K}." + PP,
 "AP1: P1 uses Cell, the Perfect Warrior's power; P2 takes it.",
 "PAT D vs B = 3, +5 (the power), +2 (Black Striking Drill) = 10 power stages: Krillin 5 -> 0, 5 converted: P2's Life Deck 17 -> 12. The attack is successful: P1's anger 2 -> 3.",
 CT + 'Cell, the Perfect Warrior Lv.3; CRD 3.0.0 "If Successful" Effects, Modified Damage',
 card('cell-saga/200', 'If successful, raise your anger 1 level.'))
case('A', ['cell-saga/166', KRIL, 'saiyan-saga/104'],
 f"P1 attacker: MP Gohan, levels {lv('cell-saga/164','cell-saga/165')}, {D('cell-saga/166')}, at level 3, 5 above 0 (2,600,000: bracket D), Life Deck 20. {K}; Ally in play: Chiaotzu Lv.1 (Saiyan Saga #104) at 3 above 0." + PP,
 "AP1: P1 uses Gohan, the Mighty's power; P2 takes it and redirects the power stages of damage to Chiaotzu.",
 "The Physical Attack Table uses the personality in control of Combat (Krillin, B): D vs B = 3, +7 = 10 power stages, all to Chiaotzu (one personality takes all of one attack's power stages): Chiaotzu 3 -> 0, 7 converted: P2's Life Deck 17 -> 10. Krillin stays at 5.",
 CT + 'Gohan, the Mighty Lv.3; CRD 3.0.0 Allies and Damage',
 card('cell-saga/166', 'Physical attack doing +7 power stages of damage.'))
case('A', ['cell-saga/154', GOKU, SRC, ORB],
 f"{G}, hand: Saiyan Right Cross, Saiyan Energy Orb. P2 defender: MP Vegeta, levels {lv('cell-saga/167','cell-saga/168','cell-saga/169')}, {D('cell-saga/154')}, at level 4, 5 above 0 (2,725,000), Life Deck 20. Combat is entered: the Prepare Phase runs.",
 "Prepare Phase: P2's Vegeta draws a card (When entering Combat), then P2 draws 3. AP1: P1 plays Saiyan Right Cross; P2 takes. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes.",
 f"Prepare Phase: P2's Life Deck 20 -> 19 -> 16. AP1: {SRCT} is the first unstopped attack: Vegeta's Defense Shield stops it at step 7: no damage (Vegeta 5, Life Deck 16); Saiyan Right Cross to P1's discard pile. AP3: the shield is spent: {ORBT}: Goku 5 -> 3; successful: P2's Life Deck 16 -> 11.",
 CT + 'Vegeta, Ascendant Lv.4 (its Defense Shield sentence is a template: the CRD rewrites T-Rex Defense to the same words); CRD 3.0.0 Battle Sequence 7',
 card('cell-saga/154', 'Defense Shield: When defending in Combat, stop the first unstopped attack performed against you.'))
case('A', ['cell-saga/175', KRIL, ORB],
 f"P1 attacker: MP Trunks, levels {lv('cell-saga/173','cell-saga/174')}, {D('cell-saga/175')}, at level 3, 5 above 0 (2,100,000: bracket D), Life Deck 20. {K}, hand: Saiyan Energy Orb." + PP,
 "AP1: P1 uses Trunks, the Mighty's power; P2 takes it. AP2: P2 plays Saiyan Energy Orb.",
 "AP1: PAT D vs B = 3, +5 = 8 power stages: Krillin 5 -> 0, 3 converted: P2's Life Deck 17 -> 14. Successful: for the rest of Combat P2 may not perform energy attacks. AP2: P2's Saiyan Energy Orb is refused (nothing paid; it stays in his hand).",
 CT + 'Trunks, the Mighty Lv.3; CRD 3.0.0 Floating Effects, Performing Attacks and preventing their use',
 card('cell-saga/175', 'If successful, your opponent may not perform energy attacks'))
case('A', ['cell-saga/138', KRIL],
 f"P1 attacker: MP Gohan, levels {lv('cell-saga/164','cell-saga/165','cell-saga/166')}, {D('cell-saga/138')}, at level 4, at the 0 power stage, Life Deck 20. {K}." + PP,
 "AP1: P1 uses Gohan, Ascendant's power (Gohan at 0); P2 takes it.",
 "The power costs 0 (\"Costs 0 power stags to perform\": the misprint is read as power stages), so Gohan at 0 may perform it and stays at 0. Stated damage: 4 power stages: Krillin 5 -> 1; 4 life cards: P2's Life Deck 17 -> 13.",
 CT + 'Gohan, Ascendant Lv.4; CRD 3.0.0 Card Costs',
 card('cell-saga/138', 'Energy attack doing 4 life cards and 4 power stages of damage. Costs 0 power stags to perform.'))
case('A', ['cell-saga/132', KRIL, 'cell-saga/107'],
 f"P1 attacker: MP Piccolo, levels {lv('cell-saga/170','cell-saga/171','cell-saga/172')}, {D('cell-saga/132')}, at level 4, 5 above 0 (1,500,000: bracket C), discard pile (bottom first): B1, B2, B3, B4; Life Deck 20. {K}, Non-Combat card in play: Orange Gaze (Cell Saga #107: \"{T('cell-saga/107')}\")." + PP,
 "AP1: P1 uses Piccolo, the Namek's power; P2 uses Orange Gaze to stop it.",
 "The second sentence is a secondary effect and resolves although the attack is stopped: B1, B2, B3 go to the bottom of P1's Life Deck (20 -> 23); P1's discard pile: B4. Stopped: no damage (Krillin 5). Orange Gaze goes to the bottom of P2's Life Deck (17 -> 18).",
 CT + 'Piccolo, the Namek Lv.4 ("the bottom 3 cards of your discard pile on the bottom of your Life Deck", a template); CRD 3.0.0 Secondary Effects',
 card('cell-saga/132', 'Place the bottom 3 cards of your discard pile on the bottom of your Life Deck.'))
case('A', ['miscellaneous/br3', SRC, KRIL],
 f"P1 attacker: MP Broly, levels {lv('miscellaneous/br1','miscellaneous/br2')}, {D('miscellaneous/br3')}, at level 3, 5 above 0. Its printed power ladder reads 0, 3,200,000, 3,300,000, 340,000, 350,000, 360,000, 3,700,000 ... 4,100,000: stage 5 prints 360,000 (bracket B) between 3,300,000 and 3,700,000. Hand: Saiyan Right Cross, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Broly's power rating at stage 5 is damaged in the document (360,000, bracket B, PAT B vs B = 1, +3 = 4: Krillin 5 -> 1; or 3,600,000, bracket D, PAT 3, +3 = 6: Krillin 5 -> 0, 1 converted): the judge decides, and the right log hands the power rating to the judge. Either way Broly's Constant Combat Power places Saiyan Right Cross (a Saiyan Style attack that does not remove itself) at the bottom of P1's Life Deck instead of the discard pile: P1's Life Deck 20 -> 21, discard pile empty.",
 CT + 'Broly, Empowered Lv.3 (judge: the damaged power ladder); CRD 3.0.0 What Does "PAT" mean?',
 card('miscellaneous/br3', 'All your Saiyan Style attacks that do not remove themselves from the game after use are place at the bottom of your Life Deck after use.'))
# ---------------- B: Dragon Balls (Q008-Q013) ----------------
case('B', ['frieza-saga/102', 'cell-saga/188', KRIL, NDB[5], NDB[3]],
 f"Whole turn: P2 is the attacker for the turn, at his Non-Combat Step. P1: MP Cell, Stage One Lv.1 (Cell Saga #188, a Villain) at 5 above 0, Drill in play: {D('frieza-saga/102')}. P2: MP Krillin, the Friend Lv.1 (Cell Saga #089, Hero) at 5, anger 0, discard pile empty, hand: Namek Dragon Ball 5 (\"{T(NDB[5])}\"), Namek Dragon Ball 3.",
 "P2 plays Namek Dragon Ball 5, then Namek Dragon Ball 3.",
 "Namek Dragon Ball 5 is played and used at once: Krillin 5 -> 10 (highest stage), P2's anger 0 -> 1 (his discard pile is empty: nothing placed). Namek Dragon Ball 3 is refused: P1's Villain's Teamwork Drill lets his opponent play only 1 Dragon Ball on his turn (P1's Main Personality is a Villain). P2 controls Namek Dragon Ball 5 only; Namek Dragon Ball 3 stays in his hand.",
 CT + "Villain's Teamwork Drill (a template: Hero Teamwork Drill prints the same sentence); CRD 3.0.0 Dragon Balls",
 card('frieza-saga/102', 'Opponents can only play 1 dragon ball on their turn.'))
case('B', ['babidi-saga/preview-1', GOKU, ORB, KRIL, NDB[1], NDB[2], 'majin-buu-saga/142'],
 f"{G}, hand: Saiyan Energy Orb. {K}, declared an Orange Tokui-Waza, Mastery in play: Orange Style Mastery (Majin Buu Saga #142), Dragon Balls in play (his own): Namek Dragon Ball 1, Namek Dragon Ball 2; Life Deck from the top D1, D2, D3, L1, L2, {D('babidi-saga/preview-1')}, L3, L4, L5, 11 more." + PP,
 "AP1: P1 plays Saiyan Energy Orb and wants to capture Namek Dragon Ball 1; P2 takes it and uses Endurance.",
 "Saiyan Energy Orb: no cost stated, costs 2: Goku 5 -> 3; 5 life cards of damage. P2 flips L1 (1), L2 (2), then Orange Headbutt: Endurance X with X = 2 (P2 controls 2 Dragon Balls); P2 declared a Tokui-Waza and has a Mastery: he removes it from the game, it counts as 1 and prevents the next 2: all 5 accounted for. P2 discarded only 2 life cards (L1, L2), so no Life Card Capture: P2 still controls Namek Dragon Balls 1 and 2, P1 none. P2's Life Deck 17 -> 14; removed from the game: Orange Headbutt.",
 'CRD 3.0.0 Endurance ("Endurance can prevent a Dragon Ball Capture"), Capturing Dragon Balls; card text of Orange Headbutt',
 crd('So, you can use your Endurance to prevent enough damage to stop the capture of a Dragon Ball.'))
case('B', ['android-saga/c5', GOKU, ORB, KRIL, 'kid-buu-saga/079'],
 f"{G}, Non-Combat card in play: {D('android-saga/c5')}; hand: Saiyan Energy Orb. {K} but anger 3, hand: Saiyan Brace (\"{T('kid-buu-saga/079')}\")." + PP,
 "AP1: P1 uses Awful Abrasions in place of an attack. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 plays Saiyan Brace (does not search).",
 "AP1: Awful Abrasions is placed on P2's Main Personality: P2's anger 3 -> 0, and he may not raise his anger until he places a Dragon Ball in play. AP3: Goku pays 2 (5 -> 3); Saiyan Brace stops the attack (no damage: P2's Life Deck 17); its \"Raise your anger 1 level\" cannot be done: P2's anger stays 0; Saiyan Brace is removed from the game. Awful Abrasions stays on Krillin.",
 CT + 'Awful Abrasions (its "he may not raise his anger level until he places ..." is a template shared with another card); CRD 3.0.0 Conflicting Card Effects',
 card('android-saga/c5', 'Your opponent lowers his anger to 0 and he may not raise his anger level until he places a Dragon Ball card in play.'))
case('B', ['majin-buu-saga/067', GOKU, KRIL, NDB[3], NDB[6]],
 f"{G}, hand: {D('majin-buu-saga/067')}. {K} but anger 2, Dragon Ball in play (his own): Namek Dragon Ball 3; Life Deck from the top D1, D2, D3, L1, L2, Namek Dragon Ball 6, L3, L4, L5, 11 more." + PP,
 "AP1: P1 plays Goku's Escape; P2 takes it; P1 captures Namek Dragon Ball 3 (none of its powers).",
 "No cost stated: costs 2: Goku 5 -> 3. Secondary effects: P1's anger 0 -> 1, P2's 2 -> 1. 5 life cards: L1, L2, then Namek Dragon Ball 6 is uncovered: it does not count as damage and goes face down to the bottom of P2's Life Deck; L3, L4, L5 complete the 5. P2's discard pile L1-L5; Life Deck 17 -> 12, its bottom card Namek Dragon Ball 6. 5 life cards were discarded: P1 captures Namek Dragon Ball 3 (P1 controls it, P2 none).",
 'CRD 3.0.0 Dealing Damage, Discarding Dragon Balls when Taking Life Cards of Damage, Capturing Dragon Balls',
 crd('Note: When life cards of damage are taken, they must be reviewed to prevent the improper discarding of a Dragon Ball card.'))
case('B', ['cell-games-saga/068', GOKU, KRIL, NDB[2]],
 f"{G}, hand: {D('cell-games-saga/068')}. {K}, Life Deck from the top D1, D2, D3, Namek Dragon Ball 2, X1, X2, X3, 13 more." + PP,
 "AP1: P1 plays Namekian Scouting in place of an attack, removes X2 and puts the rest back in their order.",
 "P1 looks at P2's top 4 (Namek Dragon Ball 2, X1, X2, X3); the Dragon Ball cannot be the card removed; X2 is removed from the game: P2's removed pile X2; P2's Life Deck 17 -> 16, top Namek Dragon Ball 2, X1, X3. Namekian Scouting to P1's discard pile.",
 CT + 'Namekian Scouting',
 card('cell-games-saga/068', 'Remove 1 non-Dragon Ball card from the game and put the rest back in any order on top of the Life Deck.'))
case('B', ['kid-buu-saga/089', GOKU, ORB, KRIL, NDB[4]],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 1 above 0 (600,000), Ally in play: {D('kid-buu-saga/089')} at 3 above 0 (26,000); hand: Saiyan Energy Orb; no Tokui-Waza; Life Deck 20. {K}, Dragon Ball in play (his own): Namek Dragon Ball 4." + PP,
 "AP1: Videl (Goku is on his bottom 2 stages) takes control of Combat and performs Saiyan Energy Orb; P2 takes it; Videl captures Namek Dragon Ball 4 instead of dealing the life cards (none of its powers).",
 "Videl pays the 2 (3 -> 1). Successful, 5 life cards: Videl is one of the Allies of the Personality Capture Rule: she captures Namek Dragon Ball 4 instead of dealing life cards: P1 controls it, P2 none; P2's Life Deck stays 17. Goku stays at 1.",
 'CRD 3.0.0 Capturing Dragon Balls (Personality Capture Rule), Allies Taking Over Combat',
 crd('Remember, the attacker must be an Ally, the attack must be successful, and the resulting damage must involve 1 or more life cards of damage taken.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (Q014-Q020) ----------------
case('C', ['cell-games-saga/083', GOKU, SRC, KRIL],
 f"{G}, hand: Saiyan Right Cross, Saiyan Right Cross. {K}, Drill in play: {D('cell-games-saga/083')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes.",
 f"AP1: {SRCT} is the first unstopped physical attack: the Drill's Defense Shield stops it at step 7: no damage. AP3: the shield is spent: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0, none converted (P2's Life Deck 17). P1's discard pile: both Saiyan Right Cross; the Drill stays in play.",
 CT + 'Red Forward Stance Drill (a template printed on several Drills); CRD 3.0.0 Battle Sequence 7',
 card('cell-games-saga/083', 'Defense Shield: Stops the first unstopped physical attack performed against you during Combat.'))
case('C', ['fusion-saga/018', GOKU, SRC, KRIL, 'majin-buu-saga/144', 'fusion-saga/027'],
 f"{G} from the top L1, Up Close and Personal (Fusion Saga #027: \"{T('fusion-saga/027')}\"), L2, L3, 16 more; declared a Red Tokui-Waza, Mastery in play: Red Style Mastery (Majin Buu Saga #144); Drill in play: {D('fusion-saga/018')}; hand: Saiyan Right Cross. {K} (his power: \"{T(KRIL)}\")." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes. AP2: P2 uses Krillin's power; P1 takes it and uses Endurance.",
 f"AP1: PAT C vs B = 2, +3 (Saiyan Right Cross), +2 (Red Striking Drill) = 7: Krillin 5 -> 0, 2 converted: P2's Life Deck 17 -> 15. AP2: Krillin's energy attack costs 0 and states no damage: 4 life cards. P1 flips L1 (1), then Up Close and Personal: Endurance 1 raised by the Drill to 2: removed from the game, it counts as 1 and prevents the next 2: all 4 accounted for. P1's discard pile: Saiyan Right Cross, L1; removed: Up Close and Personal; P1's Life Deck 20 -> 18.",
 CT + 'Red Striking Drill; CRD 3.0.0 Endurance, Modified Damage',
 card('fusion-saga/018', 'Any cards in your Life Deck with Endurance have their Endurance increased by +1.'))
case('C', ['kid-buu-saga/040', GOKU, SRC, ORB, KRIL],
 f"{G}, no Tokui-Waza, hand: Saiyan Right Cross, Saiyan Energy Orb. {K}, Drill in play: {D('kid-buu-saga/040')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes.",
 f"AP1: PAT C vs B = 2, +3 = 5 power stages, 2 prevented (P1 declared no Saiyan Tokui-Waza): 3: Krillin 5 -> 2. AP3: {ORBT}: Goku 5 -> 3; the Drill prevents power stages only: 5 life cards: P2's Life Deck 17 -> 12.",
 CT + 'Blue Deviation Drill; CRD 3.0.0 A Note about Damage Prevention',
 card('kid-buu-saga/040', "Prevent 2 power stages of damage from your opponent's attacks."))
case('C', ['frieza-saga/026', GOKU, SRC, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 2 above 0 (700,000; highest stage 10 = 1,500,000: bracket C), anger 0, Non-Combat card in play: {D('frieza-saga/026')}; hand: Saiyan Right Cross; Life Deck 20. {K}." + PP,
 "AP1: P1 uses A Hospital Stay in place of an attack. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes.",
 "AP1: Goku 2 -> 10 (highest stage); P1's anger 0 -> 1; A Hospital Stay is removed from the game (not discarded). AP3: Goku at 10 (1,500,000, C) vs B: 2, +3 = 5: Krillin 5 -> 0 (P2's Life Deck 17).",
 CT + 'A Hospital Stay ("power up to full", a common template); CRD 3.0.0 Remove from the Game',
 card('frieza-saga/026', 'Power up your main personality to its highest stage.'))
case('C', ['cell-saga/072', GOKU, 'cell-saga/164', KRIL],
 f"{G} (a Hero), Ally in play: Gohan, the Champion Lv.1 (Cell Saga #164) at 1 above 0 (highest stage 10); Non-Combat card in play: {D('cell-saga/072')}. {K}." + PP,
 "AP1: P1 uses Capsule Corp. Ship in place of an attack and chooses his Ally Gohan.",
 "\"Any personality in play\": P1 chooses Gohan: Gohan 1 -> 10; Goku stays at 5. A Non-Combat / Non-Drill card is discarded after use: P1's discard pile Capsule Corp. Ship.",
 CT + 'Capsule Corp. Ship; CRD 3.0.0 Non-Combat / Non-Drill Cards',
 card('cell-saga/072', 'Raise any personality in play to its highest power stage.'))
case('C', ['android-saga/053', GOKU, KRIL],
 f"{G} from the top T1, T2, 18 more; hand: H1; Drill in play: {D('android-saga/053')}. {K}." + PP,
 "Prepare Phase (P1's half): the Drill: P1 draws, then chooses H1 to put on top of his Life Deck.",
 "P1 draws T1 (Life Deck 20 -> 19), then places H1 on top (19 -> 20): P1's hand T1, top of his Life Deck H1, T2. The Drill stays in play. Then P2 draws 3 (17).",
 CT + 'Black Studying Drill; CRD 3.0.0 Phase 1: The Prepare Phase, Drill Cards',
 card('android-saga/053', 'Then choose a card from your hand and place it on top of your Life Deck.'))
case('C', ['android-saga/049', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 2 above 0 (highest stage 10), Non-Combat card in play: {D('android-saga/049')}; discard pile (bottom first): X1, X2, X3, X4; Life Deck 20. {K} but at 1 above 0." + PP,
 "AP1: P1 uses Gohan's Peaceful Stance in place of an attack and chooses X2, X3, X4.",
 "\"All personalities in play\" includes the opponent's: Goku 2 -> 10 and Krillin 1 -> 10. X2, X3, X4 go to the bottom of P1's Life Deck (20 -> 23); P1's discard pile X1; Gohan's Peaceful Stance removed from the game.",
 CT + "Gohan's Peaceful Stance; CRD 3.0.0 Referencing",
 card('android-saga/049', 'Raise all personalities in play to their highest power stage.'))
# ---------------- D: Combat cards and the Battle Sequence (Q021-Q026) ----------------
case('D', ['majin-buu-saga/032', GOKU, ORB, KRIL],
 f"{G}, hand: Saiyan Energy Orb. {K} but anger 3, hand: {D('majin-buu-saga/032')}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Saiyan Energy Deflection.",
 f"{ORBT}: Goku 5 -> 3. Stopped: no damage (P2's Life Deck 17, Krillin 5). Saiyan Energy Deflection's second sentence: P2's anger 3 -> 4. Discard piles: P1 Saiyan Energy Orb, P2 Saiyan Energy Deflection.",
 CT + 'Saiyan Energy Deflection ("Stops an energy attack. Raise your anger 1 level.", a template); CRD 3.0.0 Battle Sequence 6',
 card('majin-buu-saga/032', 'Stops an energy attack. Raise your anger 1 level.'))
case('D', ['frieza-saga/109', 'cell-saga/188', 'frieza-saga/038', KRIL],
 f"P1 attacker: MP Cell, Stage One Lv.1 (Cell Saga #188, a Villain) at 5 above 0, Ally in play: Dodoria Lv.1 (Frieza Saga #038) at 3 above 0; hand: {D('frieza-saga/109')}; Life Deck 20. {K}." + PP,
 "AP1: P1 plays Captain Ginyu's Sacrifice in place of an attack.",
 "The card's text is cut off: \"To end the combat, remove an ally from.\" does not say from where (play, the game) nor whose Ally: the documents do not decide how Combat is ended here, and the right log hands that sentence to the judge (P1 is a Villain, so \"Villains only\" is met; no Saiyan Power Drill is in play).",
 CT + "Captain Ginyu's Sacrifice (judge: damaged text)",
 card('frieza-saga/109', 'To end the combat, remove an ally from.'))
case('D', ['frieza-saga/083', BSD, GOKU, KRIL],
 f"{G}, Drill in play: Black Striking Drill (\"{T(BSD)}\"); hand: {D('frieza-saga/083')}. {K}." + PP,
 "AP1: P1 plays Black Right Cross; P2 takes.",
 "The damage is stated (3 power stages, no Physical Attack Table, which would give 2): Base Damage 3, +2 (Black Striking Drill) = 5: Krillin 5 -> 0, none converted (P2's Life Deck 17).",
 CT + 'Black Right Cross; CRD 3.0.0 Battle Sequence 9, Modified Damage',
 card('frieza-saga/083', 'Physical attack doing 3 power stages of damage. [Do not consult the Physical Attack Table.]'))
case('D', ['cell-games-saga/009', 'babidi-saga/010', GOKU, KRIL],
 f"{G}, hand: {D('cell-games-saga/009')}. {K}, no Tokui-Waza, hand: {D('babidi-saga/010')}." + PP,
 "AP1: P1 plays Gohan's Strike; P2 plays Blue Speediness.",
 "Secondary: P1's anger 0 -> 1. Blue Speediness stops physical or energy attacks: it cannot stop a focused attack; its other sentences resolve (P2 declared no Tokui-Waza: \"Otherwise, remove from the game after use\"): Blue Speediness removed from the game. Successful: PAT C vs B = 2, +2 = 4: Krillin 5 -> 1 (P2's Life Deck 17). Gohan's Strike to P1's discard pile.",
 CT + "Gohan's Strike; CRD 3.0.0 Focused",
 card('cell-games-saga/009', 'Focused physical attack doing +2 power stages of damage.'))
case('D', ['cell-games-saga/058', 'cell-games-saga/040', GOKU, KRIL],
 f"{G}, hand: {D('cell-games-saga/058')}; discard pile (bottom first): B1, B2. {K}, no Tokui-Waza, hand: {D('cell-games-saga/040')}." + PP,
 "AP1: P1 plays Cell's Backslap; P2 plays Black Wrist Block.",
 "Secondary effect (resolves before the defence): P1 draws B1 from the bottom of his discard pile: hand B1, discard pile B2. Black Wrist Block stops the physical attack: no damage (Krillin 5, Life Deck 17). Cell's Backslap is removed from the game, not discarded. P2's discard pile: Black Wrist Block.",
 CT + "Cell's Backslap (\"Draw the bottom card of your discard pile\", a common template); CRD 3.0.0 Secondary Effects",
 card('cell-games-saga/058', 'Draw the bottom card of your discard pile and place it in your hand.'))
case('D', ['majin-buu-saga/024', GOKU, ORB, SRC, KRIL],
 f"{G}, hand: Saiyan Energy Orb. {K}, hand: {D('majin-buu-saga/024')}, Saiyan Right Cross." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Orange Energy Guard. AP2: P2 plays Saiyan Right Cross; P1 takes.",
 f"AP1: {ORBT}: Goku 5 -> 3; stopped (P2's Life Deck 17); floating effect: for the rest of Combat P2's attacks do +2 power stages; P2's anger 0 -> 1. AP2: PAT Krillin (B) vs Goku at 3 (800,000, C) = 0, +3 (Saiyan Right Cross), +2 (Orange Energy Guard) = 5: Goku 3 -> 0, 2 converted: P1's Life Deck 20 -> 18.",
 CT + 'Orange Energy Guard; CRD 3.0.0 Floating Effects, Modified Damage',
 card('majin-buu-saga/024', 'For the remainder of Combat, all of your attacks do +2'))
# ---------------- E: the turn, set-up and victories (Q027-Q032) ----------------
case('E', ['trunks-saga/027', GOKU, KRIL],
 f"{G}, hand: {D('trunks-saga/027')}. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5, Life Deck 9 (D1, D2, D3, L1-L6). Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 9 -> 6).",
 "AP1: P1 plays Spice Prepares an Energy Blast; P2 takes.",
 "No cost stated: costs 2: Goku 5 -> 3. 7 life cards of damage against a Life Deck of 6: the sixth card empties it: P2 has no life cards: P1 wins by Survival Victory at that instant.",
 'CRD 3.0.0 Survival Victory; card text of Spice Prepares an Energy Blast ("Energy attack doing 7 life cards of damage.", a template printed on several cards)',
 card('trunks-saga/027', 'Energy attack doing 7 life cards of damage.'))
case('E', ['fusion-saga/005', GOKU, KRIL],
 f"Whole turn: P1 is the attacker, at his Declare Step. {G.replace('P1 attacker: ', 'P1: ')}, hand: H1; Drill in play: {D('fusion-saga/005')}; discard pile (bottom first): X1, X2, X3. P2: MP Krillin, the Friend Lv.1 at 5, hand empty, Life Deck 20.",
 "P1 skips Combat; Discard Step (nobody holds more than 1 card); Rejuvenation Step: P1 takes the top card of his discard pile; at the end of the turn P1 uses Determination Drill.",
 "Rejuvenation: P1 did not declare Combat: X3 goes to the bottom of his Life Deck (20 -> 21). End of turn: P1 skipped Combat: the bottom card of his discard pile (X1) is placed under the Drill. P1's discard pile: X2.",
 CT + 'Determination Drill; CRD 3.0.0 The Sequence of Play for One Complete Turn (7: Rejuvenation Step)',
 card('fusion-saga/005', 'At the end of your turn, if you skipped Combat you may place the bottom card'))
case('E', ['cell-saga/165', GOKU, 'world-games-saga/171', 'world-games-saga/172'],
 f"Whole turn: P1 is the attacker, at his Non-Combat Step. P1: MP Goku, levels Goku Lv.1 (World Games Saga #173), Goku, the Competitor Lv.2 (World Games Saga #171), Goku, the Proud Lv.3 (World Games Saga #172), at level 1, 5 above 0; no Allies in play; hand: {D('cell-saga/165')}. P2: MP Krillin, the Friend Lv.1 at 5.",
 "P1 plays Gohan, the Swift Lv.2 as an Ally.",
 "Refused: Goku is at level 1, and Allies placed in play must be the Main Personality's level or lower (a level 2 Ally may only overlay a level 1 Gohan already in play, and there is none). P1 has no Ally; Gohan, the Swift Lv.2 stays in his hand.",
 'CRD 3.0.0 Putting Allies into Play',
 crd('If your Main Personality is level 1, you can only play level 1 Allies.'))
case('E', ['android-saga/018', 'cell-saga/164', 'cell-saga/165', 'cell-saga/166', KRIL],
 f"P1 attacker: MP Gohan, levels Gohan, the Champion Lv.1 (Cell Saga #164), Gohan, the Swift Lv.2 (Cell Saga #165), Gohan, the Mighty Lv.3 (Cell Saga #166), at level 2, 5 above 0, anger 4, hand: {D('android-saga/018')}, Life Deck 20. P2 defender: MP Krillin, levels Krillin, the Friend Lv.1 (Cell Saga #089), Krillin, the Hero Lv.2 (Cell Saga #099), Krillin, the Champion Lv.3 (Cell Saga #097), at level 1, 5 above 0, anger 2, Life Deck 20. No personality in the game has a level above 3. The board starts at the first Attack Phase (no Prepare Phase).",
 "AP1: P1 plays Gohan's Ready.",
 "Secondary effects (step 3): P1's anger 4 -> 5: Gohan advances to level 3 (Gohan, the Mighty) at his highest stage; level 3 is the highest level possible of all personalities in this game, and no card postpones it: P1 wins by the Most Powerful Personality Victory.",
 CT + "Gohan's Ready; CRD 3.0.0 Anger, Most Powerful Personality Victory",
 card('android-saga/018', "Raise your anger 1 level. Lower you opponent's anger 3 levels."))
case('E', ['kid-buu-saga/047', 'frieza-saga/041', 'cell-saga/114', BSD, GOKU, KRIL, 'cell-saga/167', 'kid-buu-saga/089', 'babidi-saga/098'],
 f"Whole turn: P1 is the attacker, at his Draw Step (the turn begins). P1: MP Chi-Chi, levels {D('kid-buu-saga/047')}, Chi-Chi Lv.2 (Frieza Saga #041), Chi-Chi, the Wife Lv.3 (Cell Saga #114), at level 1, 5 above 0, anger 2; 5 Allies in play: Goku Lv.1 (World Games Saga #173), Krillin, the Friend Lv.1 (Cell Saga #089), Vegeta, the Powerful Lv.1 (Cell Saga #167), Videl, the Heroic Lv.1 (Kid Buu Saga #089), Gohan, Energized Lv.1 (Babidi Saga #098), each at 3 above 0; Drill in play: Black Striking Drill; hand empty; Life Deck 20. P2: MP Krillin, the Friend Lv.1 at 5.",
 "The turn begins; P1's Draw Step.",
 "At the beginning of P1's turn he has 5 Allies in play: Chi-Chi advances to level 2 (Chi-Chi Lv.2). The advance is not by anger: P1's anger stays 2; a level change discards his Drills: Black Striking Drill to his discard pile. Then P1 draws 3: Life Deck 20 -> 17, hand 3 cards. (The power stage the new level is set at is not asserted: the documents state it only for an advance by anger.)",
 CT + 'Chi-Chi, The Grandmother Lv.1 (and its CRD 3.0.0 Power Level Errata); CRD 3.0.0 Anger, Drill Cards',
 card('kid-buu-saga/047', 'When you have 5 or more Allies in play at the beginning of your turn, advance Chi-Chi a personality level.'))
case('E', ['babidi-saga/026', KRIL, SRC, GOKU, 'majin-buu-saga/146'],
 f"P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 (375,000: B), no Tokui-Waza, hand: Saiyan Right Cross, Life Deck 4 (L1-L4). P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 (1,000,000: C), declared a Saiyan Tokui-Waza, Mastery in play: Saiyan Style Mastery (Majin Buu Saga #146), hand: {D('babidi-saga/026')}, Life Deck 20. Combat is entered: the Prepare Phase runs, P2 draws 3 (20 -> 17).",
 "AP1: P1 plays Saiyan Right Cross; P2 plays Saiyan Duck.",
 "Saiyan Duck stops the physical attack (no damage). P2 declared a Tokui-Waza and P1 did not: P1 discards the top 5 cards of his Life Deck; he has 4: all 4 are discarded (do what you can): P1's Life Deck 4 -> 0: P2 wins by Survival Victory (discards by a card effect are not damage but still empty the Life Deck). Saiyan Duck is removed from the game.",
 CT + 'Saiyan Duck; CRD 3.0.0 Survival Victory, Do-What-You-Can Rule',
 card('babidi-saga/026', 'your opponent discards the top 5 cards of his Life Deck.'))
assert len(C) == 32, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases written')
