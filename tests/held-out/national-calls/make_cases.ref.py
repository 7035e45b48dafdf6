"""Writes the 32 cases (T001..T032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (top-table-calls, s21). Adapted from regional-calls/make_cases.py."""
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
    C.append(dict(id=f'T{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C, PUR 1, highest stage 10), anger 0, Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B, PUR 2), anger 0, hand empty, Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
ORBT = f'Saiyan Energy Orb ("{T(ORB)}"; no cost stated: costs 2 power stages)'
SRCT = f'Saiyan Right Cross ("{T(SRC)}")'
# ---------------- A: personalities' powers (T001-T007) ----------------
case('A', ['babidi-saga/047', 'saiyan-saga/161'],
 f"P1 attacker: MP {D('babidi-saga/047')} at 5 above 0 (1,125,000: bracket C), anger 0, Life Deck 20. P2 defender: MP Piccolo Lv.1 (Saiyan Saga #161) at 5 above 0 (900: bracket B), a Rogue Personality (CRD Rogue list: Piccolo), declared Hero, hand empty, Life Deck 20." + PP,
 "AP1: P1 uses Majin Vegeta's power; P2 takes it.",
 "PAT C vs B = 2, +4 = 6 power stages: Piccolo 5 -> 0, 1 converted to a life card: P2's Life Deck 17 -> 16. Performed against a Rogue Personality: P1's anger 0 -> 2.",
 CT + 'Majin Vegeta Lv.1 (Babidi Saga #47); CRD 3.0.0 Rogue Personalities',
 card('babidi-saga/047', 'If performed against a Rogue Personality or Majin, raise your anger 2 levels.'))
case('A', ['bojack-unbound/004', KRIL],
 f"P1 attacker: MP {D('bojack-unbound/004')} at 5 above 0 (1,075,000: bracket C), Life Deck 20. {K}, Life Deck top K1, K2, K3." + PP,
 "AP1: P1 uses Kogu's power; P2 takes it, and discards K1 for its 'If successful' sentence (the opponent chooses the card from his own hand).",
 "PAT C vs B = 2, +5 = 7 power stages: Krillin 5 -> 0, 2 converted: P2's Life Deck 17 -> 15. Successful: P2 discards K1 from his hand: hand K2, K3; discard pile K1.",
 CT + 'Kogu Lv.1 (Bojack Unbound #4); Battle Sequence step 15',
 card('bojack-unbound/004', 'If successful, your opponent discards a card from his hand.'))
case('A', ['movie-7/m23', SRC, GOKU],
 f"{G}, hand {SRCT} x3. P2 defender: MP {D('movie-7/m23')} at 5 above 0 (825,000: bracket C), no Tokui-Waza, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it. AP4: P2 passes. AP5: P1 plays the third; P2 takes it.",
 "No Tokui-Waza declared: the Defense Shield stops the first 2 unstopped physical attacks this Combat (step 7): AP1 and AP3 stopped, no damage. AP5 is the third: not stopped: PAT C vs C = 1, +3 = 4 power stages: Trunks 5 -> 1; P2's Life Deck stays 17. P1's discard pile: the three Saiyan Right Cross.",
 CT + 'Super Saiyan Trunks Lv.1 (Movie 7 #M23); Battle Sequence step 7',
 card('movie-7/m23', 'Defense Shield- Stops the first 2 unstopped physical attacks'))
case('A', ['trunks-saga/162', 'trunks-saga/161', ORB, KRIL, 'trunks-saga/079'],
 f"P1 attacker: MP Frieza, The Conqueror Lv.2 (levels Frieza the Monster Lv.1 (Trunks Saga #161), Frieza, The Conqueror Lv.2, Frieza, The Cyborg Lv.3 (Trunks Saga #163); {T('trunks-saga/162')}) at level 2, 5 above 0 (650,000: bracket C), hand {ORBT}, Life Deck 20. {K}, Namek Dragon Ball 3 in play (controlled by P2)." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it; P1 captures Namek Dragon Ball 3 (none of its powers).",
 "Cost 2: Frieza 5 -> 3. 5 life cards +2 (Frieza's Constant Combat Power) = 7: P2's Life Deck 17 -> 10. 5 or more life cards of damage: a Life Card Capture: P1 controls Namek Dragon Ball 3, P2 none.",
 CT + 'Frieza, The Conqueror Lv.2 (Trunks Saga #162); Modified Damage; Capturing Dragon Balls (Life Card Capture); Battle Sequence step 14',
 card('trunks-saga/162', 'Frieza does +2 power stages of damage with every physical attack and +2 life cards with every energy attack.'))
case('A', ['majin-buu-saga/174', SRC, KRIL],
 f"P1 attacker: MP {D('majin-buu-saga/174')} at 5 above 0 (750,000: bracket C), hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 uses Goten's power; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "AP1: stated damage 3 power stages (no PAT): Krillin 5 -> 2 (300,000: bracket B). Successful: a floating effect, +3 to P1's physical attacks for the remainder of Combat. AP3: PAT C vs B = 2, +3 (card) +3 (floating) = 8 power stages: Krillin 2 -> 0, 6 converted: P2's Life Deck 17 -> 11.",
 CT + 'Goten Lv.1 (Majin Buu Saga #174); Floating Effects; Modified Damage',
 card('majin-buu-saga/174', 'If successful, all of your physical attacks do +3 power'))
case('A', ['world-games-saga/190', KRIL],
 f"P1 attacker: MP {D('world-games-saga/190')} at 5 above 0 (1,000,000: bracket C), hand H1, H2, H3, H4, Life Deck 20. {K}." + PP,
 "AP1: P1 uses Pikkon's power; P2 takes it.",
 "The power is not a card played from the hand: P1 still holds 4 cards: +4. PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16. P1's hand stays H1-H4.",
 CT + 'Pikkon, the Silent Lv.1 (World Games Saga #190); Modified Damage',
 card('world-games-saga/190', 'Physical attack doing +1 power stages of damage for every card in your hand.'))
case('A', ['kid-buu-saga/052', SRC, KRIL],
 f"P1 attacker: MP Hercule, the Everlasting World Champion Lv.1 (Kid Buu Saga #052) at 5 above 0, hand {SRCT}, Life Deck 20. The pool's ladder reads 1,500,000 at stage 5 (bracket C); the card's CRD ruling says 'See Section 10: Power Level Errata', and that section's ladder for this card reads 00, 137, 1,200 ... 2,000 (1,500 at stage 5: bracket B), with an editor's note that its values look damaged and cannot be checked. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The base damage depends on Hercule's power rating at stage 5: read from the pool (1,500,000: C) PAT C vs B = 2, +3 = 5 (Krillin 5 -> 0, Life Deck 17); read from the CRD's Power Level Errata (1,500: B) PAT B vs B = 1, +3 = 4 (Krillin 5 -> 1, Life Deck 17). The documents contradict each other and the errata is flagged as damaged: the judge's call, named at step 9 with the Power Level Errata.",
 'Power Level Errata (Hercule, the Everlasting World Champ); Physical Attack Table (Fusion Saga); Battle Sequence step 9; the judge (contradictory ladders)',
 crd("Some values look damaged by the extraction (each ladder ends in `00`; Hercule's tenth stage reads `137`; Pan's stages below 1,000 read 99 to 91) and some quotes are garbled; they are kept exactly as extracted."))
# ---------------- B: Dragon Balls (T008-T013) ----------------
case('B', ['capsule-corp-power-pack/cp14', 'capsule-corp-power-pack/cp13', ORB, KRIL, 'trunks-saga/079'],
 f"P1 attacker: MP Ginyu Force Lv.2 (levels Ginyu Force Lv.1 (Capsule Corp Power Pack #CP13), Ginyu Force Lv.2, Ginyu Force Lv.3 (#CP15); {T('capsule-corp-power-pack/cp14')}) at level 2, 5 above 0 (385,000), hand {ORBT}, discard pile empty, Life Deck 20. {K}, no Dragon Ball in play, Life Deck top K1, K2, K3, L1, Namek Dragon Ball 3, L2, L3, L4, L5." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it; when Namek Dragon Ball 3 is revealed, P1 uses Ginyu Force's power ('you may': yes).",
 "Cost 2: Ginyu Force 5 -> 3. 5 life cards: L1 discarded; Namek Dragon Ball 3 revealed does not count as damage, and instead of going to the bottom of P2's Life Deck it is placed in play under P1's control (its power used: P1's discard pile is empty, nothing drawn); then L2-L5 discarded. P2's Life Deck 17 -> 11 (5 discarded, the Dragon Ball taken); discard pile L1-L5. P1 controls Namek Dragon Ball 3.",
 CT + 'Ginyu Force Lv.2 (Capsule Corp Power Pack #CP14); Discarding Dragon Balls when Taking Life Cards of Damage',
 card('capsule-corp-power-pack/cp14', 'you may take that Dragon Ball and place it in play and use its power instead of it going to the bottom of your opponent\'s Life Deck.'))
case('B', ['cell-games-saga/116', 'cell-saga/121', 'cell-saga/039', GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/116')}, Life Deck 20 (Dende Dragon Ball 6 among them). {K}, Dende Dragon Ball 1 in play (controlled by P2)." + PP,
 "AP1: P1 plays Goku's Dragon Ball Quest in place of an attack, choosing Dende Dragon Ball 6.",
 "A Combat card in place of an attack: all its effects are secondary (step 3). The card states the Dragon Ball search: P1 takes Dende Dragon Ball 6 (not in play) from his Life Deck (20 -> 19) and places it in play (the same as playing it: its power is used at once): Goku to his highest power stage, 5 -> 10; all of P2's personalities set to 4 above 0: Krillin 5 -> 4. P1 controls Dende Dragon Ball 6; P2 still controls Dende Dragon Ball 1. Goku's Dragon Ball Quest is discarded. P2's Life Deck stays 17.",
 CT + "Goku's Dragon Ball Quest (Cell Games Saga #116); Dragon Balls (Dragon Ball Immunity; you immediately use its effects); Put in Play (Glossary); Battle Sequence step 3",
 card('cell-games-saga/116', 'Search your Life Deck for a Dende Dragon Ball that is not currently in play and place it in play.'))
case('B', ['trunks-saga/032', 'saiyan-saga/077', 'cell-saga/010', GOKU, KRIL],
 f"{G}, hand {D('trunks-saga/032')} (no cost stated: 2; no amount stated: 4 life cards), Earth Dragon Ball 5 in play (controlled by P1). {K} but anger 3, Life Deck top {N('cell-saga/010')} (\"{T('cell-saga/010')}\"), K2, K3." + PP,
 "AP1: P1 plays Garlic Jr's Energy Attack; P2 plays Saiyan Defensive Stance.",
 "Cost 2: Goku 5 -> 3. Earth Dragon Ball 5 is in play: the attack cannot be stopped; P2 may still play a stop (CRD Stopping Unstoppable Attacks) but the attack is not stopped: successful: 4 life cards: P2's Life Deck 17 -> 13; P2's anger 3 -> 1. Saiyan Defensive Stance is discarded (P2's discard pile: it and the 4 life cards).",
 CT + "Garlic Jr's Energy Attack (Trunks Saga #32); Stopping Unstoppable Attacks",
 card('trunks-saga/032', 'is in play, this attack cannot be stopped.'))
case('B', ['trunks-saga/028', 'saiyan-saga/076', GOKU, KRIL, 'cell-saga/173', 'world-games-saga/174'],
 f"{G}, hand {D('trunks-saga/028')}, Earth Dragon Ball 4 in play (controlled by P1). {K}, Allies Trunks, the Swift Lv.1 (Cell Saga #173) at 3 and Goten, the Playful Lv.1 (World Games Saga #174) at 3." + PP,
 "AP1: P1 plays Vinegar has Plans in place of an attack, placing both Allies ('may': yes).",
 "A Combat card in place of an attack: all its effects are secondary (step 3). Earth Dragon Ball 4 is in play: both of P2's Allies go to the bottom of P2's Life Deck: P2 has no Allies, Life Deck 17 -> 19. Vinegar has Plans is discarded.",
 CT + 'Vinegar has Plans (Trunks Saga #28); Battle Sequence step 3',
 card('trunks-saga/028', 'You may place 2 allies instead of 1.'))
case('B', ['saiyan-saga/175', 'cell-saga/093', KRIL, 'trunks-saga/079'],
 f"P1 attacker: MP Vegeta Lv.3 (levels Vegeta Lv.1 (Saiyan Saga #173), Vegeta Lv.2 (#174), Vegeta Lv.3; {T('saiyan-saga/175')}) at level 3, 5 above 0 (13,000), hand {D('cell-saga/093')} (no cost stated: 2; no amount: 4 life cards), Life Deck 20. {K}, Namek Dragon Ball 3 in play (controlled by P2)." + PP,
 "AP1: P1 plays Krillin's Solar Flare; P2 takes it; Vegeta's power captures Namek Dragon Ball 3 (none of its powers).",
 "Cost 2: Vegeta 5 -> 3. 4 life cards (fewer than 5: no Life Card Capture): P2's Life Deck 17 -> 13. A successful energy attack: Vegeta captures Namek Dragon Ball 3 (P1 controls it, P2 none), and the power ends the Combat Step.",
 CT + 'Vegeta Lv.3 (Saiyan Saga #175); Capturing Dragon Balls (Card Captures)',
 card('saiyan-saga/175', 'Captures one Dragon Ball, once per game, after a successful energy attack. This ends the combat step.'))
case('B', ['frieza-saga/107', 'world-games-saga/195', 'trunks-saga/003', 'saiyan-saga/174', KRIL],
 f"P1 attacker: MP Piccolo, the Mentor Lv.2 (levels Piccolo, Majunior Lv.1 (World Games Saga #194), Piccolo, the Mentor Lv.2 (#195), Piccolo, the Former Guardian Lv.3 (#196)) at level 2, 5 above 0, {D('frieza-saga/107')} in play (Non-Combat), Life Deck 20 (Namek Dragon Ball 2 among them). P2 defender: MP Vegeta Lv.2 (levels Vegeta Lv.1 (Saiyan Saga #173), Vegeta Lv.2 (#174), Vegeta Lv.3 (#175)) at level 2, 8 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 uses Piccolo's Wisdom in place of an attack (Piccolo in control of Combat), selecting Namek Dragon Ball 2.",
 "Piccolo's current level is 2: P1 takes Namek Dragon Ball 2 from his Life Deck (20 -> 19) and plays it: P1 controls it, and its power reduces P2's Main Personality 1 level: Vegeta level 2 -> 1, set to 5 above 0 on level 1. Piccolo's Wisdom is removed from the game.",
 CT + "Piccolo's Wisdom (Frieza Saga #107); Dragon Balls (When you play a Dragon Ball, you immediately use its effects); Taking Them Down A Notch",
 card('frieza-saga/107', "Select a dragon ball card from your life deck matching Piccolo's current personality level and play it."))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (T014-T020) ----------------
case('C', ['android-saga/042', 'android-saga/115', SRC, KRIL],
 f"P1 attacker: MP Android 17 Lv.1 (Android Saga #115) at 5 above 0 (1,000,000: bracket C), {D('android-saga/042')} in play, hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted. Performed by a personality with 'Android' in the title: +2 life cards (not +1): P2's Life Deck 17 -> 15.",
 CT + 'Android Attack Drill (Android Saga #42); Drill Cards; Modified Damage',
 card('android-saga/042', 'then the attack does +2 life cards of damage instead.'))
case('C', ['fusion-saga/025', 'saiyan-saga/179', ORB, SRC, KRIL],
 f"P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), hand {ORBT}, Life Deck 20. P2 defender: MP Goku Lv.1 (Saiyan Saga #179) at 5 above 0 (900: bracket B; highest power rating 1,400), {D('fusion-saga/025')} in play, hand empty, Life Deck top K1 = {SRCT}, K2, K3." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "P2's highest power rating (1,400) is below 500,000: the Drill applies. AP1: cost 2: Krillin 5 -> 3; 5 life cards -2 prevented = 3: P2's Life Deck 17 -> 14. AP2: PAT B (900) vs B (Krillin at 3, 325,000) = 1, +3 (card) +1 (Drill) = 5 power stages: Krillin 3 -> 0, 2 converted: P1's Life Deck 20 -> 18.",
 CT + 'Underdog Drill (Fusion Saga #25); Drill Cards; A Note about Damage Prevention; Modified Damage',
 card('fusion-saga/025', "If your Main Personality's highest power rating is below 500,000"))
case('C', ['fusion-saga/007', SRC, GOKU, KRIL],
 f"{G}, {D('fusion-saga/007')} in play, hand {SRCT}. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted; +1 life card (the Drill): P2's Life Deck 17 -> 16. The attack gained 'If successful, the personality that performed this attack gains 1 power stage': Goku 5 -> 6.",
 CT + "Hercule's Assault Drill (Fusion Saga #7); Gaining Text; Battle Sequence step 15",
 card('fusion-saga/007', 'If successful, the personality that performed this attack gains 1 power stage.'))
case('C', ['saiyan-saga/235', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. {K}, {D('saiyan-saga/235')} in play." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT C vs B = 2, +3 = 5 power stages; the Drill (its owner is P2) takes 2 less: 3 power stages: Krillin 5 -> 2; P2's Life Deck stays 17.",
 CT + 'Black Shadow Drill (Saiyan Saga #235); A Note about Damage Prevention; Drill Cards',
 card('saiyan-saga/235', 'Allows the card owner to take 2 less stages of power drain from a successful physical attack.'))
case('C', ['majin-buu-saga/110', GOKU, KRIL, 'cell-saga/173', 'world-games-saga/174', 'trunks-saga/170'],
 f"Turn 1, P1 the Attacker at the Non-Combat Step: Goku Lv.1 at 5, hand {D('majin-buu-saga/110')}, discard pile: Trunks, the Swift Lv.1 (Cell Saga #173). P2: Krillin, the Friend Lv.1, Ally Goten, the Playful Lv.1 (World Games Saga #174) at 3 in play, discard pile: Gohan, The Furious Lv.1 (Trunks Saga #170). No Battleground or Location in play.",
 "Non-Combat Step: P1 plays The Other World.",
 "The Location enters play: Allies in discard piles come into play at 3 above 0 (P1: Trunks, the Swift Lv.1 at 3; P2: Gohan, The Furious Lv.1 at 3); the Allies already in play are discarded (P2's Goten, the Playful Lv.1 to P2's discard pile). A Location was played in the Non-Combat Step: P1 must skip the Combat Step this turn.",
 "Card text of The Other World (Majin Buu Saga #110); Battleground and Location Cards; Sequence of Play 4) Declare Step",
 card('majin-buu-saga/110', 'any Allies in discard piles are placed into play at 3 power stages above 0, and any Allies that were already in play are discarded.'))
case('C', ['cell-saga/148', SRC, GOKU, KRIL],
 f"{G}, {D('cell-saga/148')} in play (Non-Combat), hand {SRCT}. {K}." + PP,
 "AP1: P1 uses Saiyan Offensive Rush in place of an attack. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "AP1: Goku loses 4 power stages: 5 -> 1 (600,000: now bracket B); the card is discarded after use. AP3: PAT B vs B = 1, +3 = 4 power stages: Krillin 5 -> 1; +3 life cards (the floating effect): P2's Life Deck 17 -> 14. P1's discard pile: Saiyan Offensive Rush, Saiyan Right Cross.",
 CT + 'Saiyan Offensive Rush (Cell Saga #148); Floating Effects; Physical Attack Table (Fusion Saga)',
 card('cell-saga/148', 'Your Main Personality loses 4 power stages. All attacks you perform for the remainder of Combat do +3 life cards of damage.'))
case('C', ['majin-mayhem/mm1', 'majin-buu-saga/021', 'majin-buu-saga/194', KRIL, 'world-games-saga/174'],
 f"P1 attacker: MP Majin Buu Lv.1 (Majin Buu Saga #194; a Majin, declared Villain) at 5 above 0 (3,045,000: bracket D), anger 0, {N('majin-mayhem/mm1')} (Battleground, \"{T('majin-mayhem/mm1')}\") in play, no Non-Combat cards, hand {D('majin-buu-saga/021')}, Life Deck 20. {K}, no Non-Combat cards, Ally Goten, the Playful Lv.1 (World Games Saga #174) at 3, no Dragon Ball in play." + PP,
 "AP1: P1 plays Majin Hand Clap (Majin Buu in control: 'Majin only' met); P2 takes it.",
 "A Majin only attack: when performed it discards an Ally in play (Goten, the only one: P2's discard pile). Anger 0 -> 1. PAT D vs B = 3, +3 (card) +1 (Battleground) = 7 power stages: Krillin 5 -> 0, 2 converted, +1 life card (Battleground): P2's Life Deck 17 -> 14. No Dragon Ball to capture.",
 CT + 'Majin Throwdown (Majin Mayhem #MM1); Battleground and Location Cards; Modified Damage',
 card('majin-mayhem/mm1', 'All Majin only attacks do an additional +1 power stages and +1 life cards of damage.'))
# ---------------- D: Combat cards and the Battle Sequence (T021-T026) ----------------
case('D', ['babidi-saga/108', 'capsule-corp-power-pack/cp10', GOKU],
 f"{G}, hand {D('babidi-saga/108')}. P2 defender: MP {D('capsule-corp-power-pack/cp10')} at 5 above 0 (750,000: bracket C), anger 1, no Tokui-Waza, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Red Face Slap; P2 takes it.",
 "Step 3 (secondary effect): P2 may not use personality powers and Constant Combat Powers for the remainder of Combat, so at step 7 Future Gohan's Defense Shield cannot stop the attack. P2's anger is 1 (not 0): no anger for P1. PAT C vs C = 1, +3 = 4 power stages: Gohan 5 -> 1; P2's Life Deck stays 17. Red Face Slap is discarded.",
 CT + 'Red Face Slap (Babidi Saga #108); Battle Sequence steps 3 and 7; Turning off Personality Powers',
 card('babidi-saga/108', 'Your opponent may not use personality powers and Constant Combat Powers for the remainder of Combat.'))
case('D', ['cell-games-saga/073', 'cell-saga/010', GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/073')} (no cost stated: 2). {K}, Life Deck top {N('cell-saga/010')} (\"{T('cell-saga/010')}\"), K2, K3, L1, L2." + PP,
 "AP1: P1 plays Orange Energy Shot; P2 plays Saiyan Defensive Stance.",
 "Cost 2: Goku 5 -> 3. The attack is stopped: no damage. Its 'If stopped' sentence: P2 discards the top 2 cards of his Life Deck (L1, L2; not damage): Life Deck 17 -> 15. P2's discard pile: Saiyan Defensive Stance, L1, L2 (in some order).",
 CT + 'Orange Energy Shot (Cell Games Saga #73); Card Costs',
 card('cell-games-saga/073', 'If stopped, your opponent must discard the top 2 cards of his Life Deck.'))
case('D', ['cell-games-saga/078', ORB, GOKU, KRIL],
 f"{G} but anger 2, hand {ORBT}. {K}, Life Deck top {N('cell-games-saga/078')} (Combat: \"{T('cell-games-saga/078')}\"), K2, K3." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Prepared Dodge.",
 "Cost 2: Goku 5 -> 3. The attack is stopped: P2's Life Deck stays 17. Step 6: P1's anger 2 -> 1. Prepared Dodge is removed from the game (P2's removed pile), not discarded.",
 CT + 'Prepared Dodge (Cell Games Saga #78); Battle Sequence step 6',
 card('cell-games-saga/078', 'Stops a physical or energy attack. Lower your opponent\'s anger 1 level. Remove from the game after use.'))
case('D', ['cell-saga/091', GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 7 above 0 (1,200,000), hand {D('cell-saga/091')} (no cost stated: 2 per use), Life Deck 20. {K}." + PP,
 "AP1: P1 plays Tien's Tri-Beam; P2 takes it. AP2: P2 passes. AP3: P1 uses Tien's Tri-Beam again; P2 takes it. AP4: P2 passes. AP5: P1 uses it a third time; P2 takes it.",
 "Each use is an energy attack costing 2 and doing 2 life cards: Goku 7 -> 5 -> 3 -> 1; P2's Life Deck 17 -> 15 -> 13 -> 11. After the third use the card is removed from the game (P1's removed pile), not discarded.",
 CT + "Tien's Tri-Beam (Cell Saga #91); Card Costs; Battle Sequence step 16",
 card('cell-saga/091', 'Stays in play to be used 2 more times this Combat.'))
case('D', ['cell-saga/058', GOKU, KRIL, 'trunks-saga/079'],
 f"{G}, hand {D('cell-saga/058')}. {K}, Namek Dragon Ball 3 in play (controlled by P2)." + PP,
 "AP1: P1 plays Namekian Rock Crush; P2 takes it; P1 captures Namek Dragon Ball 3 (none of its powers).",
 "Cost 3: Goku 5 -> 2. The physical attack states its damage: 6 life cards, no PAT, no power stages: Krillin stays 5; P2's Life Deck 17 -> 11. 5 or more life cards of damage: Life Card Capture: P1 controls Namek Dragon Ball 3.",
 CT + 'Namekian Rock Crush (Cell Saga #58); Dealing Damage (Cards that state damage); Capturing Dragon Balls (Life Card Capture)',
 card('cell-saga/058', 'Physical attack doing 6 life cards of damage. Costs 3 power stages to perform.'))
case('D', ['bojack-unbound/003', SRC, KRIL],
 f"P1 attacker: MP Trunks, the Weaponmaster Lv.1 (Bojack Unbound #3) at 8 above 0: the pool's ladder reads 1,150,000 (stage 7), 120000 (stage 8), 1,250,000 (stage 9): out of order, a digit apparently lost; hand {SRCT}, Life Deck 20. {K}, Life Deck 17 (the board starts at the first Attack Phase, no Prepare Phase).",
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The base damage depends on Trunks' power rating at stage 8: as printed (120,000: bracket B) PAT B vs B = 1, +3 = 4 (Krillin 5 -> 1); read as 1,200,000 (bracket C) PAT C vs B = 2, +3 = 5 (Krillin 5 -> 0). The documents do not settle it: the judge's call, named at step 9 with the rating.",
 'Physical Attack Table (Fusion Saga); Battle Sequence step 9; the judge (damaged ladder)',
 crd('**Power Rating:** The numeric value inside a power stage that represents a Personality\'s current strength.'))
# ---------------- E: the turn, set-up and victories (T027-T032) ----------------
case('E', ['babidi-saga/102', SRC, GOKU, KRIL],
 f"{G}, hand empty. {K}, {D('babidi-saga/102')} in play (Non-Combat), Life Deck top K1 = {SRCT}, K2, K3." + PP,
 "Prepare Phase: P2 (the defender) uses Initiative ('may': yes) and draws 3. P1's first Attack Phase is skipped; P2's Attack Phase: P2 plays Saiyan Right Cross; P1 takes it.",
 "Initiative is removed from the game (P2's removed pile) and P1 skips his first Attack Phase: play goes on as if it never happened, so the first Attack Phase is P2's. PAT B (375,000) vs C (1,000,000) = 0, +3 = 3 power stages: Goku 5 -> 2; P1's Life Deck stays 20. P2's discard pile: Saiyan Right Cross.",
 'Card text of Initiative (Babidi Saga #102); CRD 3.0.0 Skipping Attack Phases; The Prepare Phase (the Defender\'s half)',
 card('babidi-saga/102', 'you may remove this card from the game to make your opponent skip his first'))
case('E', ['majin-buu-saga/preview-5', 'world-games-saga/165', KRIL],
 f"Turn 1, P1 the Attacker at the Power-Up Step: MP Vegeta Lv.1 (World Games Saga #165, PUR 1, highest stage 10) at 5 above 0, {D('majin-buu-saga/preview-5')} in play, no Tokui-Waza, Life Deck 20. P2: Krillin, the Friend Lv.1, Life Deck 20.",
 "The Power-Up Step.",
 "P1's Main Personality is Vegeta: PUR 1 +1 = 2: Vegeta 5 -> 7.",
 "CRD 3.0.0 Sequence of Play 3) Power-Up Step; card text of Vegeta's Pride Drill (Majin Buu Saga #Preview-5)",
 card('majin-buu-saga/preview-5', 'If your Main Personality is Vegeta, his PUR is increased by +1.'))
case('E', ['redemption/cr2', 'android-saga/115', GOKU],
 f"{G}, {D('redemption/cr2')} in play (Non-Combat). P2 defender: MP Android 17 Lv.1 (Android Saga #115) at 5 above 0, hand empty, Life Deck exactly 4 cards: L1, L2, L3, L4 (top first). The board starts at P1's first Attack Phase (no Prepare Phase).",
 "AP1: P1 uses Remote Control in place of an attack.",
 "P2's Main Personality has 'Android' in the title: L1, L2 removed from the game; then the next 3 are to be discarded, only L3, L4 remain: both discarded (Do-What-You-Can). P2's Life Deck is empty: P1 wins at once by Survival Victory (cards lost to card effects, not damage, still empty the Life Deck).",
 'Card text of Remote Control (Redemption #CR2); CRD 3.0.0 Survival Victory; Do-What-You-Can Rule',
 card('redemption/cr2', "remove the top 2 cards of your opponent's Life Deck from the game and then discard the next top 3 cards of his Life Deck."))
case('E', ['colossal-redemption/cr5', GOKU, KRIL],
 f"Turn 1, Combat Step, P1 the Attacker: {G}, {D('colossal-redemption/cr5')} in play (Non-Combat), hand empty. {K}, Life Deck top K1, K2, K3." + PP,
 "AP1: P1 uses Feverish in place of an attack, attaching it to Krillin. AP2: P2 passes. AP3: P1 passes (Combat ends). Discard Step: P2 discards K1, K2. Rejuvenation: nothing (Combat declared). Turn 2 (P2 the Attacker): Draw Step, Non-Combat Step (no plays), Power-Up Step.",
 "Feverish stays attached to Krillin: his PUR 2 -1 = 1. Turn 2, P2's Power-Up Step: Krillin 5 -> 6 (not 7).",
 'Card text of Feverish (Colossal Redemption #CR5); CRD 3.0.0 Sequence of Play 3) Power-Up Step; Attaching Cards',
 card('colossal-redemption/cr5', "While attached, this personality's PUR is -1, to a minimum of 0."))
case('E', ['bojack-unbound/034', 'bojack-unbound/007', 'bojack-unbound/004', KRIL, 'android-saga-promo/p1', 'trunks-saga/025', 'trunks-saga/003', 'trunks-saga/079', 'trunks-saga/080', 'trunks-saga/136', 'trunks-saga/113', 'trunks-saga/114'],
 f"P1 attacker: MP Bido Lv.1 (Bojack Unbound #7) at 5 above 0 (1,300,000: bracket C), hand {D('bojack-unbound/034')}, Namek Dragon Balls 1-6 in play (controlled by P1), Life Deck 20 with Kogu Lv.1 (Bojack Unbound #4) on top. {K}, The Eyes Have It (Non-Combat) and Namek Dragon Ball 7 in play (controlled by P2)." + PP,
 "AP1: P1 plays Bido's Charge (used by Bido): P1 discards The Eyes Have It and captures Namek Dragon Ball 7 (none of its powers); P2 takes the attack; P1 searches out Kogu Lv.1. AP2: P2 passes. AP3: P1 passes (Combat ends).",
 "Step 3 (secondary effects, used by Bido): The Eyes Have It discarded (P2's discard pile); Namek Dragon Ball 7 captured (a card capture): P1 controls all 7 Namek Dragon Balls, but the 7th was captured from the opponent who held it: no win now, only if P1 still controls the 7 at the beginning of his next turn as the Attacker (a Dragon Ball Victory pending; nobody has won at the end of Combat). PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16. Successful: Kogu Lv.1 from P1's Life Deck (20 -> 19) into play at 4 above 0.",
 "Card text of Bido's Charge (Bojack Unbound #34); CRD 3.0.0 Dragon Ball Victory; Dragon Balls; Battle Sequence step 3",
 card('bojack-unbound/034', "If used by Bido, discard one of your opponent's Non-Combat cards in play and capture a Dragon Ball."))
case('E', ['cell-saga/069', 'saiyan-saga/174', 'world-games-saga/194'],
 f"P1 attacker: MP Vegeta Lv.2 (levels Vegeta Lv.1 (Saiyan Saga #173), Vegeta Lv.2 (#174), Vegeta Lv.3 (#175)) at level 2, 5 above 0, anger 4, {D('cell-saga/069')} in play (Non-Combat), Life Deck 20. P2 defender: MP Piccolo, Majunior Lv.1 (levels World Games Saga #194, #195, #196: 3 levels) at level 1, 5 above 0, hand empty, Life Deck 20. The board starts at P1's first Attack Phase (no Prepare Phase).",
 "AP1: P1 uses Piccolo's Determination in place of an attack.",
 "P1 draws a card (Life Deck 20 -> 19) and raises his anger 4 -> 5: Vegeta advances to level 3 at his highest power stage (10). Level 3 is the highest level possible of all personalities in the game (both Main Personalities have 3 levels), and no card postpones it: P1 wins by the Most Powerful Personality Victory.",
 "CRD 3.0.0 Most Powerful Personality Victory; Anger; card text of Piccolo's Determination (Cell Saga #69)",
 crd('When your Main Personality reaches the highest level possible out of all personalities in the current game'))

if __name__ == '__main__':
    assert len(C) == 32, len(C)
    os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
    with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
        for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
    print(len(C), 'cases')
