"""Writes the 48 cases (H001..H048) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (head-judge-calls, s13)."""
import json, os, glob
ROOT = '/work/main'
HERE = os.path.dirname(os.path.abspath(__file__))
CRD = 'crd/crd-3.0.0.md'
_cache = {}
POOL = {}
for f in glob.glob(f'{ROOT}/cards/score/*.json'):
    for c in json.load(open(f)): POOL[c['id']] = c
def N(cid):
    """'Title (Set #number)' of a pool card given its id (without the score/ prefix)."""
    c = POOL['score/' + cid]; return f"{c['name']} ({c['set']} #{c['number']})"
def text(f):
    if f not in _cache: _cache[f] = open(os.path.join(ROOT, f), encoding='utf-8').read()
    return _cache[f]
def q(start, end=None, f=CRD):
    t = text(f); i = t.index(start)
    if end is None:
        j = t.index('\n', i); s = t[i:j]
        if len(s) > 300: s = start
    else:
        j = t.index(end, i); s = t[i:j + len(end)]
    assert 0 < len(s) <= 300, (start, len(s))
    return s
def card(cid, s):
    setfile = cid.split('/')[0]
    f = f'cards/score/{setfile}.json'; assert s in text(f), (setfile, s); return s, f
C = []
def case(topic, cards, board, play, expected, rule, quote, quote_file=CRD):
    if isinstance(quote, tuple): quote, quote_file = quote
    C.append(dict(id=f'H{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))
SCC = 'Specific Card Clarifications: '
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; PICW = 'cell-saga/170'; SRC = 'cell-saga/006'
ORB = 'cell-saga/014'; COUNTER = 'cell-saga/015'; CONC = 'trunks-saga-promo/p3'
F_GOKU = 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C)'
F_KRIL = 'MP Krillin, the Friend Lv.1 at 5 above 0 (375,000: bracket B)'

ORB = 'cell-saga/014'; SCS = 'cell-saga/015'; SDS = 'cell-saga/010'
KRIL3 = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), hand empty, Life Deck 20"
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C), Life Deck 20"
DRAW = " (P2 draws 3 in the Prepare Phase: Life Deck 20 -> 17)"
# ---------------- A: personalities' and Allies' powers (H001-H010) ----------------
case('A', ['cell-saga/164', GOKU],
 G + ", hand empty. P2 defender: MP Gohan, the Champion Lv.1 (Cell Saga #164: \"When defending in Combat, you may draw a card.\") at 5 above 0, hand empty, Life Deck 20.",
 "P1 declares Combat; P2 draws 3 in the Prepare Phase. AP1: P1 passes. AP2 (P2's Attacker Attacks phase): P2 uses Gohan's power. AP3: P1 passes; AP4: P2 passes.",
 "Gohan's power is used in P2's own Attacker Attacks phase of the Combat P1 declared against him: P2 draws 1 card. P2's hand 0 -> 3 (Prepare Phase) -> 4, Life Deck 20 -> 17 -> 16. Combat ends after the two passes; both MPs stay at 5.",
 SCC + 'Gohan, the Champion Lv.1 (Cell Saga #164)',
 q('**Gohan, the Champion Lv.1** (Cell Saga - #164)'))
case('A', ['android-saga/114', ORB, GOKU],
 G + ", anger 3, hand Saiyan Energy Orb (Cell Saga #014: \"Energy attack doing 5 life cards of damage.\"). P2 defender: MP Android 16 Lv.1 (Android Saga #114: \"(Constant Combat Power) Every successful energy attack performed against Android 16 lowers your opponent's anger 1 level.\") at 5 above 0, Life Deck 20.",
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3; 5 life cards: P2's Life Deck 17 -> 12. The energy attack was successful against Android 16: P1's anger 3 -> 2.",
 "Card text of Android 16 Lv.1 (Android Saga #114)",
 card('android-saga/114', 'Every successful energy attack performed against Android 16 lowers your opponent\'s anger 1 level.'))
case('A', ['world-games-saga/153', 'world-games-saga/091', KRIL],
 "P1 attacker: MP Arqua, the Water Champion Lv.1 (World Games Saga #153) at 2 above 0 (500,000: bracket B; his highest stage, 10 above 0, is 900,000: bracket C), Arqua's Arena (World Games Saga #091) in play (P1's Battleground), hand empty, Life Deck 20. " + KRIL3 + ".",
 "AP1: P1 uses Arqua's power (\"Physical attack doing +4 power stages of damage. If Arqua's Arena is in play, raise Arqua to his highest power stage.\"). P2 takes it.",
 "The raise is a secondary effect resolved before damage: Arqua 2 -> 10 (900,000: bracket C). PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0 and 1 stage converted to 1 life card: P2's Life Deck 17 -> 16.",
 "Card text of Arqua, the Water Champion Lv.1 (World Games Saga #153); Battle Sequence steps 3, 9-10",
 q('3) Resolve all secondary effects on the card or power, in order, one sentence at a time'))
case('A', ['world-games-saga/153', 'world-games-saga/154', 'world-games-saga/155', 'world-games-saga/091', ORB, KRIL],
 "P1 attacker: MP Arqua, Unleashed Lv.3 (World Games Saga #155; Lv.1 #153 and Lv.2 #154 below) at 5 above 0 (850,000), Arqua's Arena (World Games Saga #091) in play, hand Saiyan Energy Orb (\"Energy attack doing 5 life cards of damage.\"), Life Deck 20. " + KRIL3 + ".",
 "AP1: P1 plays Saiyan Energy Orb. P2 takes it.",
 "Arqua Lv.3's Constant Combat Power: the +2 power stages is for physical attacks only; with the Arena in play all attacks do an additional +3 power stages. The energy attack costs 2 (Arqua 5 -> 3) and does 5 life cards + 3 power stages: Krillin 5 -> 2, P2's Life Deck 17 -> 12.",
 "Card text of Arqua, Unleashed Lv.3 (World Games Saga #155); Modified Damage",
 card('world-games-saga/155', 'If Arqua\'s Arena is in play, all of your attacks do an additional +3 power stages of damage.'))
case('A', ['cell-saga/193', 'trunks-saga/079', SRC, KRIL],
 "P1 attacker: MP Vegeta, the Last Prince Lv.3 (Cell Saga #193) at 5 above 0, Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand Namek Dragon Ball 3 (Trunks Saga #079) and Saiyan Right Cross (Cell Saga #006), Life Deck 20.",
 "P1 declares Combat. Prepare Phase: P1 uses Vegeta's \"When entering Combat, look at your opponent's hand, then choose and discard 1 Non-Dragon Ball card.\"; then P2 draws 3.",
 "The attacker's half of the Prepare Phase comes before the defender's draw: P1 sees 2 cards and must discard the only Non-Dragon Ball card, Saiyan Right Cross (P2's discard pile: Saiyan Right Cross). P2 then draws 3: hand Namek Dragon Ball 3 + 3 cards (4), Life Deck 17.",
 "Card text of Vegeta, the Last Prince Lv.3 (Cell Saga #193); The Combat Step In Detail - Phase 1: The Prepare Phase",
 card('cell-saga/193', 'When entering Combat, look at your opponent\'s hand, then choose and discard 1 Non-Dragon Ball card.'))
case('A', ['capsule-corp-power-pack/cp7', 'capsule-corp-power-pack/cp8', 'capsule-corp-power-pack/cp9', 'cosmic-anthology/ca30', 'cell-saga/084', KRIL],
 "P1 attacker: MP Master Roshi Lv.2 (Capsule Corp Power Pack #CP8; Lv.1 #CP7 below) at 5 above 0 (300: bracket B), hand Master Roshi's Back Kick (Cosmic Anthology #CA30), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), Ally Yamcha, the Friend Lv.1 (Cell Saga #084) in play at 3, discard pile empty, Life Deck 20.",
 "AP1: P1 plays Master Roshi's Back Kick (\"Physical attack doing +3 power stages of damage. Discard one of your opponent's Allies in play. For each Ally in your opponent's discard pile, your opponent discards the top card of his Life Deck. Remove from the game after use.\"). P2 takes it.",
 "Back Kick is a Named card (\"Master Roshi\" in its title), so Roshi Lv.2's Constant Combat Power adds +2 power stages. Secondary effects: Yamcha discarded; 1 Ally in P2's discard pile: P2 discards 1 life card (17 -> 16). Damage PAT B vs B = 1, +3 +2 = 6 power stages: Krillin 5 -> 0, 1 converted life card (16 -> 15). Back Kick is removed from the game.",
 "Card text of Master Roshi Lv.2 (Capsule Corp Power Pack #CP8); Named cards",
 card('capsule-corp-power-pack/cp8', 'Any named cards that perform attacks do +2 power stages of damage.'))
case('A', ['cell-saga/176', KRIL],
 "P1 attacker: MP Android 16 Lv.1 (Cell Saga #176: \"When you enter Combat as the attacker, your opponent draws 1 less card.\") at 5 above 0, hand empty. " + KRIL3 + ".",
 "P1 declares Combat; Prepare Phase; then both players pass (AP1 P1, AP2 P2).",
 "P2 draws 2 instead of 3 in the Prepare Phase: hand 0 -> 2, Life Deck 20 -> 18. Combat ends on the two passes.",
 "Card text of Android 16 Lv.1 (Cell Saga #176); The Combat Step In Detail - Phase 1: The Prepare Phase",
 card('cell-saga/176', 'When you enter Combat as the attacker, your opponent draws 1 less card.'))
case('A', ['cell-saga/182', 'cell-saga/183', SRC, GOKU],
 G + ", hand Saiyan Right Cross (Cell Saga #006: \"Physical attack doing +3 power stages of damage.\"). P2 defender: MP Android 18, the Model Lv.2 (Cell Saga #183; Android 18 Lv.1 #182 below) at 5 above 0 (1,120,000: bracket C), Life Deck 20.",
 "AP1: P1 plays Saiyan Right Cross. P2 takes it.",
 "Android 18, the Model's Constant Combat Power: no modifiers are added to physical attacks performed against her. PAT C vs C = 1; the +3 is not added: Android 18 5 -> 4; P2's Life Deck 17 (Prepare Phase draw only).",
 "Card text of Android 18, the Model Lv.2 (Cell Saga #183); Battle Sequence step 10",
 card('cell-saga/183', 'No modifiers are added to physical attacks performed against Android 18.'))
case('A', ['cell-saga/195', ORB, GOKU],
 G + ", hand 2x Saiyan Energy Orb (Cell Saga #014). P2 defender: MP Trunks, Time's Hero Lv.3 (Cell Saga #195: \"Stops an energy attack. This power may be used twice per Combat.\") at 5 above 0, Life Deck 20.",
 "AP1: P1 plays Saiyan Energy Orb; P2 stops it with Trunks' power. AP2: P2 passes. AP3: P1 plays the second Saiyan Energy Orb; P2 stops it with Trunks' power again. AP4: P2 passes; AP5: P1 passes.",
 "Both energy attacks are stopped (the power may be used twice per Combat): no damage, P2's Life Deck 17 (Prepare Phase draw only); P1 paid 2 + 2 power stages: Goku 5 -> 1.",
 "Card text of Trunks, Time's Hero Lv.3 (Cell Saga #195); Power-Up Rating (PUR) - Personality Powers (\"unless the personality power says it can be used multiple times\")",
 card('cell-saga/195', 'Stops an energy attack. This power may be used twice per Combat.'))
case('A', ['cell-saga/167', 'cell-saga/168', 'android-saga/115'],
 "P1 attacker: MP Vegeta, the All Powerful Lv.2 (Cell Saga #168; Lv.1 #167 below) at 5 above 0 (800,000: bracket C), anger 0, Life Deck 20. P2 defender: MP Android 17 Lv.1 (Android Saga #115: \"(Constant Combat Power) Your anger level cannot be lowered.\") at 5 above 0 (1,000,000: bracket C), anger 3, Life Deck 20.",
 "AP1: P1 uses Vegeta's power (\"Physical attack doing +5 power stages of damage. If successful, lower your opponent's anger 2 levels.\"). P2 takes it.",
 "Damage PAT C vs C = 1, +5 = 6 power stages: Android 17 5 -> 0 and 1 converted life card (17 -> 16). The \"If successful\" anger drop is blocked by Android 17's Constant Combat Power: P2's anger stays 3.",
 "Card text of Android 17 Lv.1 (Android Saga #115); Conflicting Card Effects",
 card('android-saga/115', 'Your anger level cannot be lowered.'))
# ---------------- B: Dragon Balls (H011-H020) ----------------
case('B', ['burger-king/bk7', 'trunks-saga/114', GOKU, KRIL],
 G + ", Vegeta's Smirk (Burger King #BK7: \"Select any Dragonball in your deck and put itinto play. Remove from the game after use.\" per the CRD) in play, Namek Dragon Ball 7 (Trunks Saga #114) in his Life Deck, no Dragon Balls in play on either side. " + KRIL3 + ".",
 "AP1: P1 uses Vegeta's Smirk in place of an attack, selecting Namek Dragon Ball 7.",
 "Namek Dragon Ball 7 is put into play under P1's control (P1's Life Deck 20 -> 19; its \"Capture any other Dragon Ball\" finds nothing to capture). Vegeta's Smirk goes to P1's removed-from-the-game pile, not the discard pile.",
 SCC + "Vegeta's Smirk (Burger King #BK7)",
 q("**Vegeta's Smirk** (Burger King - #BK7)"))
case('B', ['saiyan-saga/188', 'kid-buu-saga/094', GOKU, KRIL],
 G + ", hand Earth Dragon Ball Capture (Saiyan Saga #188, a Combat card: \"Capture an opponent's Dragon Ball.\"). P2 defender: MP Krillin, the Friend Lv.1, Alt. Namek Dragon Ball 7 (Kid Buu Saga #094) in play, Life Deck 20.",
 "AP1: P1 plays Earth Dragon Ball Capture in place of an attack.",
 "A card capture needs no attack and no damage: P1 now controls Alt. Namek Dragon Ball 7 (owner P2); P2 controls no Dragon Ball; Earth Dragon Ball Capture is discarded; no damage is dealt (P2's Life Deck 17).",
 "Capturing Dragon Balls - Card Captures; card text of Earth Dragon Ball Capture (Saiyan Saga #188); Glossary: Combat Card",
 q('Combat cards are used to either take the place of an attack, or to defend against an attack.'))
case('B', ['trunks-saga/120', 'trunks-saga/079', GOKU, KRIL],
 G + ", Thought Comes Before Action (Trunks Saga #120) in play. P2 defender: MP Krillin, the Friend Lv.1, Namek Dragon Ball 3 (Trunks Saga #079) in play, Life Deck 20.",
 "AP1: P1 uses Thought Comes Before Action (\"Choose an opponents Dragon Ball in play and shuffle it back into his life deck. Remove from game after use.\"), choosing Namek Dragon Ball 3.",
 "Namek Dragon Ball 3 is shuffled into P2's Life Deck (17 -> 18); nobody controls it (not a capture); Thought Comes Before Action goes to P1's removed-from-the-game pile.",
 "Card text of Thought Comes Before Action (Trunks Saga #120)",
 card('trunks-saga/120', 'Choose an opponents Dragon Ball in play and shuffle it back into his life deck.'))
case('B', ['android-saga/123', 'trunks-saga/079', KRIL],
 "P1 attacker: MP Yamcha Lv.4 (Android Saga #123) at 5 above 0 (250,000: bracket B), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), Namek Dragon Ball 3 in play, Life Deck 20.",
 "AP1: P1 uses Yamcha's power (\"Physical attack. If successful, also capture an opponent's Dragon Ball.\"). P2 takes it.",
 "PAT B vs B = 1: Krillin 5 -> 4, no life cards. The attack was successful, so its own capture happens although it did fewer than 5 life cards: P1 controls Namek Dragon Ball 3 (owner P2).",
 "Card text of Yamcha Lv.4 (Android Saga #123); Capturing Dragon Balls - Card Captures; Battle Sequence step 15",
 card('android-saga/123', 'If successful, also capture an opponent\'s Dragon Ball.'))
case('B', ['frieza-saga-promo/p12', 'babidi-saga/090', 'trunks-saga/079', 'trunks-saga/113', KRIL],
 "P1 attacker: MP Frieza Lv.1 (Frieza Saga Promo #P12) at 5 above 0, hand Saiyan Suspended Blast (Babidi Saga #090: \"Energy attack doing 6 life cards of damage. ...\"; no \"___ only\"), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1, Namek Dragon Ball 3 and Namek Dragon Ball 6 (Trunks Saga #079, #113) in play, Life Deck 20.",
 "AP1: P1 plays Saiyan Suspended Blast; P2 takes it; P1 captures, using none of the captured Dragon Balls' powers.",
 "Cost 2: Frieza 5 -> 3. 6 life cards: P2's Life Deck 17 -> 11. Frieza Lv.1's Constant Combat Power: after a successful energy attack doing 6 or more life cards, P1 may capture 2 Dragon Balls instead of 1: P1 controls Namek Dragon Balls 3 and 6 (owner P2); P2 none.",
 "Card text of Frieza Lv.1 (Frieza Saga Promo #P12); Capturing Dragon Balls - Life Card Capture",
 card('frieza-saga-promo/p12', 'After performing a successful energy attack, doing 6 or more life cards of damage, you may capture 2 Dragonballs instead of 1.'))
case('B', ['capsule-corp-power-pack/gb9', 'trunks-saga/079', 'trunks-saga/113', GOKU, KRIL],
 G + ". P2 defender: MP Krillin, the Friend Lv.1, Taunting Drill (Capsule Corp Power Pack #GB9) and Namek Dragon Balls 3 and 6 in play, hand empty, Life Deck 20.",
 "P1 declares Combat. Prepare Phase: P2 uses Taunting Drill (\"When entering Combat as the defender you may chose to draw 1 card for every Dragon Ball that you control, instead of drawing 3 cards.\"). Then both pass.",
 "P2 draws 2 (one per Dragon Ball he controls) instead of 3: hand 0 -> 2, Life Deck 20 -> 18.",
 "Card text of Taunting Drill (Capsule Corp Power Pack #GB9); The Combat Step In Detail - Phase 1",
 card('capsule-corp-power-pack/gb9', 'When entering Combat as the defender you may chose to draw 1 card for every Dragon Ball that you control, instead of drawing 3 cards.'))
case('B', ['frieza-saga/101', 'trunks-saga/079', 'trunks-saga/113', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1 attacker: MP Goku Lv.1 (World Games Saga #173), hand Namek Dragon Ball 3 and Namek Dragon Ball 6, discard pile empty, anger 0. P2: MP Krillin, the Friend Lv.1 (a Hero), Hero Teamwork Drill (Frieza Saga #101: \"Heroes only. Opponents can only play 1 dragon ball on their turn.\") in play, anger 0.",
 "P1 plays Namek Dragon Ball 3, then tries to play Namek Dragon Ball 6.",
 "Namek Dragon Ball 3 is played (its power draws nothing from an empty discard pile); the second Dragon Ball is refused by P2's Drill: Namek Dragon Ball 6 stays in P1's hand; P1 controls 1 Dragon Ball; both angers stay 0.",
 "Card text of Hero Teamwork Drill (Frieza Saga #101); Drill Cards (Drills affect the opponent when they say so)",
 card('frieza-saga/101', 'Opponents can only play 1 dragon ball on their turn.'))
case('B', ['trunks-saga/116', 'trunks-saga/079', 'trunks-saga/113', 'saiyan-saga/016', GOKU, KRIL],
 G + ", Guru Fades (Trunks Saga #116) in play, Earth Dragon Ball 2 (Saiyan Saga #016) in play under P1's control. P2 defender: MP Krillin, the Friend Lv.1, Namek Dragon Ball 3 in play; Life Deck 20 whose top 4 cards are X1, X2, X3, Namek Dragon Ball 6.",
 "P1 declares Combat; P2 draws X1-X3. AP1: P1 uses Guru Fades (\"Remove all Namek dragon balls from play, and from all players life decks.\").",
 "Namek Dragon Ball 3 (in play) and Namek Dragon Ball 6 (in P2's Life Deck) go to P2's removed-from-the-game pile; P2's Life Deck 17 -> 16; P1's Earth Dragon Ball 2 stays in play; Guru Fades is discarded.",
 "Card text of Guru Fades (Trunks Saga #116)",
 card('trunks-saga/116', 'Remove all Namek dragon balls from play, and from all players life decks.'))
case('B', ['kid-buu-saga/118', 'trunks-saga/079', 'trunks-saga/113', GOKU, KRIL],
 G + ", anger 1, Namek Dragon Balls 3 and 6 in play under P1's control, hand Saiyan Handstand (Kid Buu Saga #118). " + KRIL3 + ", no Dragon Balls.",
 "AP1: P1 plays Saiyan Handstand (\"Endurance 2. Physical attack doing +5 power stages of damage. If successful, raise your anger 1 level for each Dragon Ball you control.\"). P2 takes it.",
 "PAT C vs B = 2, +5 = 7 power stages: Krillin 5 -> 0, 2 converted life cards (17 -> 15). If successful: P1 controls 2 Dragon Balls, anger 1 -> 3.",
 "Card text of Saiyan Handstand (Kid Buu Saga #118); Battle Sequence step 15",
 card('kid-buu-saga/118', 'If successful, raise your anger 1 level for each Dragon Ball you control.'))
case('B', ['trunks-saga/064', 'trunks-saga/003', 'cell-saga/097', 'cell-saga/099', GOKU, KRIL],
 G + ", Gohan's Quest (Trunks Saga #064) in play, Namek Dragon Ball 2 (Trunks Saga #003: \"Choose an opponent and reduce his Main Personality 1 personality level if possible.\") in his Life Deck. P2 defender: MP Krillin at level 2 (Krillin, the Friend Lv.1 / Krillin, the Hero Lv.2 / Krillin, the Champion Lv.3), 5 above 0.",
 "AP1: P1 uses Gohan's Quest (\"Choose \\\"Namek Dragon Ball 1\\\" or \\\"Namek Dragon Ball 2\\\" from your Life Deck and put it into play. This Dragon Ball loses its power for the remainder of the game.\"), choosing Namek Dragon Ball 2.",
 "Namek Dragon Ball 2 is put into play under P1's control without its power: P2's Krillin stays at level 2; P1's Life Deck 20 -> 19; Gohan's Quest is discarded.",
 "Card text of Gohan's Quest (Trunks Saga #064)",
 card('trunks-saga/064', 'This Dragon Ball loses its power for the remainder of the game.'))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (H021-H030) ----------------
case('C', ['android-saga/008', SRC, GOKU, KRIL],
 G + ", hand Saiyan Right Cross (\"Physical attack doing +3 power stages of damage.\"); Gravity Chamber (Android Saga #008: \"All physical attacks cost +2 Power stages to perform.\") in play (P2's Battleground). " + KRIL3 + ".",
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The Battleground affects both players: the physical attack costs 2 power stages (Goku 5 -> 3, 800,000: still bracket C). Damage PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, no life cards; P2's Life Deck 17.",
 "Card text of Gravity Chamber (Android Saga #008); Battle Sequence step 2 (costs); Battleground and Location Cards",
 card('android-saga/008', 'All physical attacks cost +2 Power stages to perform.'))
case('C', ['cell-saga/125', GOKU, KRIL],
 G + ", hand Run Away (Cell Saga #125: \"Remove one Battleground in play from the game. You may search your Life Deck for any Battleground and place it in play to replace it.\"). No Battleground or Location in play. " + KRIL3 + ".",
 "AP1: P1 tries to play Run Away in place of an attack.",
 "Refused: Run Away may not be used if there isn't a Battleground in play. It stays in P1's hand; nothing else changes (P1's Life Deck 20).",
 SCC + 'Run Away (Cell Saga #125)',
 q('**Run Away** (Cell Saga - #125)'))
case('C', ['trunks-saga/132', 'trunks-saga/079', 'trunks-saga/113', SRC, GOKU, KRIL],
 G + ", Nail Takes Extra Effort (Trunks Saga #132) in play, Namek Dragon Ball 3 in play under P1's control, hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), Namek Dragon Ball 6 in play, Life Deck 20.",
 "P1 declares Combat. At the beginning of the Combat Step P1 uses Nail Takes Extra Effort (\"Use at the beginning of he combat step. For the remainder of combat, all of your physical attacks do +1 power stage of damage for every Namek Dragon Ball in play. Remove from the game after use.\"). AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "2 Namek Dragon Balls in play (both players'): +2 power stages. PAT C vs B = 2, +3 +2 = 7: Krillin 5 -> 0, 2 converted life cards: P2's Life Deck 17 -> 15. Nail Takes Extra Effort is removed from the game.",
 "Card text of Nail Takes Extra Effort (Trunks Saga #132); Floating Effects",
 card('trunks-saga/132', 'For the remainder of combat, all of your physical attacks do +1 power stage of damage for every Namek Dragon Ball in play.'))
case('C', ['android-saga-promo/p2', 'capsule-corp-power-pack/gb9', 'frieza-saga/101', SRC, GOKU, KRIL],
 G + " (a Hero), Foreboding Evidence (Android Saga Promo #P2) in play, discard pile (bottom to top) Taunting Drill, Saiyan Right Cross, Hero Teamwork Drill. " + KRIL3 + ".",
 "AP1: P1 uses Foreboding Evidence (\"If your Main Personality is a hero, choose up to 3 Non-Combat cards in your discard pile and place them on top of your Life Deck. ...\"), choosing Taunting Drill and Hero Teamwork Drill.",
 "The 2 Non-Combat cards go on top of P1's Life Deck (20 -> 22); his discard pile keeps Saiyan Right Cross; Foreboding Evidence goes to the removed-from-the-game pile (the CRD adds \"Remove from the game after use.\").",
 SCC + 'Foreboding Evidence (Android Saga #P2)',
 q('**Foreboding Evidence** (Android Saga - #P2)'))
case('C', ['frieza-saga/080', 'capsule-corp-power-pack/gb9', ORB, GOKU, KRIL],
 G + ", Black Erasing Drill (Frieza Saga #080) in play, hand Saiyan Energy Orb. P2 defender: MP Krillin, the Friend Lv.1 at 5, Taunting Drill in play, no Dragon Balls, Life Deck 20.",
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it; P1 uses Black Erasing Drill on Taunting Drill.",
 "Cost 2: Goku 5 -> 3; 5 life cards: P2's Life Deck 17 -> 12. After the successful energy attack the Drill removes P2's Taunting Drill from the game (P2's removed pile: Taunting Drill); Black Erasing Drill stays in play.",
 "Card text of Black Erasing Drill (Frieza Saga #080)",
 card('frieza-saga/080', 'After making a successful energy attack, remove from the game an opponent\'s non-combat/non-dragon ball card in play.'))
case('C', ['bojack-unbound/018', SRC, GOKU, KRIL],
 G + ", Master Roshi's Gawking Drill (Bojack Unbound #018) in play, hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), discard pile D1, D2, Life Deck 20.",
 "AP1: P1 plays Saiyan Right Cross, removing D2 with the Drill; P2 takes it.",
 "When P1 performs the attack the Drill removes a card of P2's discard pile from the game (P2's removed pile: D2). Damage PAT C vs B = 2, +3 +1 (Drill) = 6 power stages: Krillin 5 -> 0, 1 converted life card: P2's Life Deck 17 -> 16.",
 "Card text of Master Roshi's Gawking Drill (Bojack Unbound #018)",
 card('bojack-unbound/018', 'When you perform an attack, remove a card in your opponent\'s discard pile from the game.'))
case('C', ['frieza-saga/023', 'saiyan-saga/131', 'frieza-saga/080', GOKU, KRIL],
 G + ", hand Straining Defense Move (Frieza Saga #023, a Combat card: \"For every 2 life cards that you now remove from the game, you may remove from the game 1 opponent drill of your choice.\"). P2 defender: MP Krillin, the Friend Lv.1, 2 Drills in play (Black Bear Hug Drill, Black Erasing Drill), Life Deck 20.",
 "AP1: P1 plays Straining Defense Move in place of an attack, removing life cards from his Life Deck to remove both of P2's Drills.",
 "P1 removes 4 of his life cards from the game (2 per Drill; the ruling caps it at twice the 2 Drills P2 has in play, so 4 is also the most he may remove): P1's Life Deck 20 -> 16, 4 cards in his removed pile; P2's Black Bear Hug Drill and Black Erasing Drill removed from the game.",
 SCC + 'Straining Defense Move (Frieza Saga #23)',
 q('**Straining Defense Move** (Frieza Saga - #23)'))
case('C', ['cell-saga/077', GOKU, KRIL],
 G + ". P2 defender: MP Krillin, the Friend Lv.1, Trunks Prepares (Cell Saga #077: \"When defending in Combat, you may draw the bottom 3 cards from your discard pile instead of drawing 3 cards from your Life Deck.\") in play, hand empty, discard pile (bottom to top) D1, D2, D3, D4, Life Deck 20.",
 "P1 declares Combat; in the Prepare Phase P2 uses Trunks Prepares.",
 "Trunks Prepares is used when entering Combat as the Defender, in place of the Prepare Phase draw: P2's hand D1, D2, D3; discard pile D4; Life Deck stays 20.",
 SCC + 'Trunks Prepares (Cell Saga #77)',
 q('**Trunks Prepares** (Cell Saga - #77)'))
case('C', ['babidi-saga-promo/p7', 'world-games-saga/157', 'world-games-saga-promo/p1', GOKU, KRIL],
 G + ", Master Roshi's Makeshift Background (Babidi Saga Promo #P7) in play, Celestial Battleground (World Games Saga Promo #P1) in his Life Deck; World Tournament (World Games Saga #157) in play (Battleground). " + KRIL3 + ".",
 "AP1: P1 uses the Makeshift Background (\"Search your Life Deck for a Battleground or Location that is not in play and place it in play. When Combat ends, shuffle that Battleground or Location back into your Life Deck. This effect does not remove any Battleground or Location in play.\"), taking Celestial Battleground. Then both pass.",
 "Celestial Battleground enters play and World Tournament stays (the card says it does not remove the one in play): P1's Life Deck 20 -> 19. When Combat ends Celestial Battleground is shuffled back: Life Deck 20; World Tournament still in play.",
 "Card text of Master Roshi's Makeshift Background (Babidi Saga Promo #P7); Battleground and Location Cards",
 card('babidi-saga-promo/p7', 'This effect does not remove any Battleground or Location in play.'))
case('C', ['frieza-saga/067', 'capsule-corp-power-pack/gb9', GOKU, KRIL],
 "End of P2's turn; P1's turn begins. P1: MP Goku Lv.1 (World Games Saga #173), Taunting Drill in play (his only Non-Combat card). P2: MP Krillin, the Friend Lv.1, Orange Destruction Drill (Frieza Saga #067) in play.",
 "P1's turn begins (Draw Step follows).",
 "At the beginning of every turn (P1's too) P2's Drill discards 1 of P1's Non-Combat/non-Dragon Ball cards in play: Taunting Drill goes to P1's discard pile before P1's Draw Step.",
 "Card text of Orange Destruction Drill (Frieza Saga #067)",
 card('frieza-saga/067', 'At the beginning of every turn, discard 1 opponent\'s non-combat-non-dragon ball card in play.'))
# ---------------- D: Combat cards and the Battle Sequence (H031-H041) ----------------
case('D', ['trunks-saga/089', SRC, GOKU, KRIL],
 G + ", hand Trunks Sword Position 3 (Trunks Saga #089: \"Energy attack. If successful, also choose a card from your discard pile and place it on the top of your Life Deck.\"), discard pile D1, Saiyan Right Cross (top). " + KRIL3 + ".",
 "AP1: P1 plays Trunks Sword Position 3, choosing Saiyan Right Cross; P2 takes it.",
 "Cost 2: Goku 5 -> 3; 4 life cards (energy attack stating no damage): P2's Life Deck 17 -> 13. If successful: Saiyan Right Cross goes on top of P1's Life Deck (20 -> 21), discard pile D1. Trunks Sword Position 3 is removed from the game (the CRD adds \"Remove from the game after use.\"), not discarded.",
 SCC + 'Trunks Sword Position 3 (Trunks Saga #89)',
 q('**Trunks Sword Position 3** (Trunks Saga - #89)'))
case('D', ['frieza-saga/035', GOKU, KRIL],
 "(a) P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 3 above 0, hand Saiyan Focusing Power (Frieza Saga #035: \"Saiyan Heritage Only. Power up your main personality 5 power stages. Remove from the game after use.\"). (b) The same with P1's MP Krillin, the Friend Lv.1 at 3 above 0. P2: MP Krillin, the Friend Lv.1 (a, b).",
 "AP1: P1 plays Saiyan Focusing Power in place of an attack.",
 "(a) Goku has Saiyan Heritage: 3 -> 8; the card is removed from the game. (b) Krillin is not a Saiyan Heritage personality: refused, stays at 3, the card stays in hand.",
 SCC + 'Saiyan Focusing Power (Frieza Saga #35); Saiyan Heritage Personalities',
 q('**Saiyan Focusing Power** (Frieza Saga - #35)'))
case('D', ['babidi-saga/017', 'trunks-saga/025', SRC, ORB, GOKU, KRIL],
 G + ", anger 2, hand Saiyan Right Cross, Saiyan Energy Orb. P2 defender: MP Krillin, the Friend Lv.1, Namek Dragon Ball 1 (Trunks Saga #025) in play, hand Orange Dodge (Babidi Saga #017), Life Deck 20.",
 "AP1: P1 plays Saiyan Right Cross; P2 stops it with Orange Dodge. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Orange Dodge stops the physical attack; Namek Dragon Ball 1 is in play, so for the remainder of Combat P1's attacks cost +2 life cards; P1's anger 2 -> 0. Saiyan Energy Orb then costs 2 power stages (5 -> 3) and 2 life cards (P1's Life Deck 20 -> 18); 5 life cards to P2 (17 -> 12).",
 "Card text of Orange Dodge (Babidi Saga #017); Card Costs",
 card('babidi-saga/017', 'all of your opponent\'s attacks cost +2 life cards to perform for the remainder of Combat.'))
case('D', ['trunks-saga/002', 'world-games-saga/015', SDS, GOKU, KRIL],
 G + ", Earth Dragon Ball 3 (World Games Saga #015) in play under P1's control, hand Red Kienzan Discs (Trunks Saga #002). P2 defender: MP Krillin, the Friend Lv.1, hand Saiyan Defensive Stance (Cell Saga #010: \"Stops an energy attack.\"), Life Deck 20.",
 "AP1: P1 plays Red Kienzan Discs (\"Energy attack. If \\\"Earth Dragon Ball 3\\\" is in play this attack cannot be stopped.\"); P2 plays Saiyan Defensive Stance.",
 "Earth Dragon Ball 3 is in play: the attack cannot be stopped; the stop fails. Cost 2: Goku 5 -> 3; 4 life cards: P2's Life Deck 17 -> 13.",
 "Card text of Red Kienzan Discs (Trunks Saga #002); Stopping Unstoppable Attacks",
 card('trunks-saga/002', 'is in play this attack cannot be stopped.'))
case('D', ['trunks-saga/046', 'saiyan-saga/186', GOKU, KRIL],
 G + ", anger 0, Earth Dragon Ball 6 (Saiyan Saga #186) in play under P1's control, hand Black Hug Maneuver (Trunks Saga #046: \"Physical attack. Raise your anger 2 levels. If Earth Dragon Ball 6; is in play raise your anger 3 levels instead.\"). " + KRIL3 + ".",
 "AP1: P1 plays Black Hug Maneuver; P2 takes it.",
 "Earth Dragon Ball 6 is in play: P1's anger 0 -> 3 (not 2). Damage PAT C vs B = 2: Krillin 5 -> 3; P2's Life Deck 17.",
 "Card text of Black Hug Maneuver (Trunks Saga #046)",
 card('trunks-saga/046', 'is in play raise your anger 3 levels instead.'))
case('D', ['fusion-saga/097', 'capsule-corp-power-pack/gb9', SRC, ORB, GOKU, KRIL],
 G + ", hand Blue Lunge (Fusion Saga #097); Life Deck top 5: Saiyan Right Cross, Taunting Drill, Saiyan Energy Orb, L4, L5. " + KRIL3 + ".",
 "AP1: P1 plays Blue Lunge (\"Endurance 2. Physical attack doing +5 power stages of damage. Search the top 5 cards of your Life Deck for a Non-Combat card and place it into play. Place the remaining cards at the bottom of your Life Deck in any order.\"), taking Taunting Drill; P2 takes it.",
 "Secondary effects: Taunting Drill is placed in play, the other 4 go to the bottom of P1's Life Deck (20 -> 19). Damage PAT C vs B = 2, +5 = 7: Krillin 5 -> 0, 2 converted life cards (17 -> 15). Blue Lunge is removed from the game (the CRD adds \"Remove from the game after use.\").",
 SCC + 'Blue Lunge (Fusion Saga #97)',
 q('**Blue Lunge** (Fusion Saga - #97)'))
case('D', ['miscellaneous/cc1', 'cell-saga/170', 'cell-saga/171', 'cell-saga/172', KRIL],
 "P1 attacker: MP Piccolo, the Destroyer Lv.3 (Cell Saga #172) at 5 above 0, hand Namekian's Strike (Miscellaneous #CC1: \"Piccolo and Nail only. Energy attack. ...\"), Life Deck 20, no Tokui-Waza. " + KRIL3 + ".",
 "AP1: P1 plays Namekian's Strike; P2 takes it.",
 "Piccolo may use it; cost 2: Piccolo 5 -> 3; 4 life cards: P2's Life Deck 17 -> 13; no search (no Tokui-Waza). Namekian's Strike is removed from the game (the CRD adds \"Remove from the game after use.\").",
 SCC + "Namekian's Strike (Collectors Club #CC1)",
 q("**Namekian's Strike** (Collectors Club - #CC1)"))
case('D', ['babidi-saga/090', 'trunks-saga/003', ORB, GOKU, KRIL],
 G + ", Namek Dragon Ball 2 (Trunks Saga #003) in play under P1's control, hand Saiyan Suspended Blast (Babidi Saga #090). P2 defender: MP Krillin, the Friend Lv.1 at 5, hand Saiyan Energy Orb, no Dragon Balls, Life Deck 20.",
 "AP1: P1 plays Saiyan Suspended Blast; P2 takes it. AP2: P2 plays Saiyan Energy Orb; P1 takes it.",
 "Cost 2: Goku 5 -> 3; 6 life cards: P2 17 -> 11. Namek Dragon Ball 2 is in play, so 3 life cards of damage are prevented from all of P2's attacks this Combat: P2's Energy Orb (cost 2: Krillin 5 -> 3) does 5 - 3 = 2 life cards: P1's Life Deck 20 -> 18.",
 "Card text of Saiyan Suspended Blast (Babidi Saga #090)",
 card('babidi-saga/090', 'prevent 3 life cards of damage from all attacks your opponent performs for the remainder of Combat.'))
case('D', ['bojack-unbound/032', GOKU, KRIL],
 G + ", hand Power Overwhelming (Bojack Unbound #032: \"Physical attack doing +8 power stages of damage. Gain 3 power stages. Damage from this attack is removed from the game instead of discarded.\"). P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), no Dragon Balls, discard pile empty, Life Deck 20.",
 "AP1: P1 plays Power Overwhelming; P2 takes it.",
 "Secondary effect first: Goku 5 -> 8 (1,300,000: bracket C). PAT C vs B = 2, +8 = 10 power stages: Krillin 5 -> 0 and 5 converted life cards, which go to P2's removed-from-the-game pile (5 cards), not his discard pile (empty); P2's Life Deck 17 -> 12.",
 "Card text of Power Overwhelming (Bojack Unbound #032); Modified Damage (converted damage)",
 card('bojack-unbound/032', 'Damage from this attack is removed from the game instead of discarded.'))
case('D', ['frieza-saga/045', 'frieza-saga/046', 'frieza-saga/047', 'cell-saga/078', KRIL],
 "P1 attacker: MP Guldo Lv.3 (Frieza Saga #047; Lv.1 #045, Lv.2 #046 below) at 5 above 0 (100,000: bracket B), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), hand Smokescreen (Cell Saga #078, a Combat card: Stops a physical or energy attack. Remove from the game after use.).",
 "AP1: P1 uses Guldo's power (\"Physical attack. This attack cannot be stopped by using combat card defenses.\"); P2 plays Smokescreen.",
 "Smokescreen is a Combat card (Glossary: Combat Card, not a Physical or Energy Combat card), so its stop fails, though P2 may still try (Stopping Unstoppable Attacks): PAT B vs B = 1: Krillin 5 -> 4.",
 "Card text of Guldo Lv.3 (Frieza Saga #047); Stopping Unstoppable Attacks",
 card('frieza-saga/047', 'This attack cannot be stopped by using combat card defenses.'))
case('D', ['babidi-saga/065', 'cell-saga/176', 'cell-saga/177'],
 "P1 attacker: MP Majin Pui Pui Lv.1 (Babidi Saga #065) at 5 above 0, Life Deck 20. P2 defender: MP Android 16, the Machine Lv.2 (Cell Saga #177: \"(Constant Combat Power) Defense Shield: Stops the first unstopped energy attack. ...\"; Lv.1 #176 below) at 5, discard pile D1, D2, D3, Life Deck 20.",
 "AP1: P1 uses Pui Pui's power (\"Focused energy attack. Costs 3 power stages to perform. If successful, remove any 3 cards in your opponent's discard pile from the game.\"), choosing D1-D3 to remove; P2 does not stop it.",
 "A Focused attack cannot be stopped by a Defense Shield (the Shield counts as used): the attack is successful. Cost 3: Pui Pui 5 -> 2; 4 life cards: P2's Life Deck 17 -> 13; if successful D1-D3 are removed from the game.",
 "Battle Sequence step 7; card text of Majin Pui Pui Lv.1 (Babidi Saga #065)",
 q('If the attack was Focused or if damage from that attack "cannot be stopped"', 'matching the attack\'s type are still considered "used" for the turn.'))
# ---------------- E: the turn and victories (H042-H048) ----------------
case('E', ['cell-saga/176', 'cell-saga/177', 'cell-saga/196', KRIL],
 "P1 attacker: MP Android 16, the Fighter Lv.3 (Cell Saga #196; Lv.1 #176, Lv.2 #177 below) at 5 above 0. " + KRIL3 + ".",
 "P1 declares Combat. Prepare Phase: P1's \"When entering Combat as the attacker, your opponent loses 3 power stages.\"; P2 draws 3. Then both pass.",
 "Krillin loses 3 power stages as P1 enters Combat as the attacker: 5 -> 2 (not damage); P2's hand 3, Life Deck 17.",
 "Card text of Android 16, the Fighter Lv.3 (Cell Saga #196); The Combat Step In Detail - Phase 1: The Prepare Phase",
 card('cell-saga/196', 'When entering Combat as the attacker, your opponent loses 3 power stages.'))
case('E', ['babidi-saga/099', KRIL],
 "P1 attacker: MP Goku, the Legendary Lv.5 (Babidi Saga #099; levels 1-4 below) at 5 above 0, hand empty, Life Deck 1, discard pile D1, D2, D3. P2 defender: MP Krillin, the Friend Lv.1, Life Deck 20.",
 "P1 declares Combat; P2 draws 3. AP1: P1 uses Goku's power (\"Draw 2 cards. Place the bottom 2 cards of your discard pile on the bottom of your Life Deck.\").",
 "P1 draws his last life card (the second draw finds none): the instant P1's Life Deck is empty P2 wins by Survival Victory; the bottom-2 placement that follows comes too late.",
 "How To Win - 1) Survival Victory; card text of Goku, the Legendary Lv.5 (Babidi Saga #099)",
 card('babidi-saga/099', 'Draw 2 cards. Place the bottom 2 cards of your discard pile on the bottom of your Life Deck.'))
case('E', ['fusion-saga/123', 'fusion-saga/125', KRIL],
 "P1 attacker: MP Vegito, Super Saiyan Lv.2 (Fusion Saga #125; Vegito Lv.1 #123 below) at 5 above 0. P2 defender: MP Krillin, the Friend Lv.1, Life Deck 10.",
 "P1 declares Combat; P2 draws 3 (Life Deck 7). AP1: P1 uses Vegito's power (\"Your opponent discards the top 7 cards of his Life Deck.\").",
 "P2 discards 7 (not damage): Life Deck 7 -> 0; P1 wins the instant P2 has no life cards: Survival Victory for P1.",
 "How To Win - 1) Survival Victory; card text of Vegito, Super Saiyan Lv.2 (Fusion Saga #125)",
 card('fusion-saga/125', 'Your opponent discards the top 7 cards of his Life Deck.'))
case('E', ['cell-saga/191', SRC, KRIL],
 "P1 attacker: MP Goku, Earth's Hero Lv.3 (Cell Saga #191) at 5 above 0, Life Deck top card Saiyan Right Cross (a Physical Combat card). P2 defender: MP Krillin, the Friend Lv.1, hand empty, Life Deck 3.",
 "P1 declares Combat. Prepare Phase: P1 uses Goku's \"When entering Combat, draw a card and show it to your opponent. If it is a Physical or Energy Combat card, your opponent discards 3 cards from the top of his Life Deck.\"",
 "The attacker's half of the Prepare Phase comes first: P1 draws and shows Saiyan Right Cross; P2 discards 3: Life Deck 3 -> 0 before his own draw: P1 wins by Survival Victory.",
 "Card text of Goku, Earth's Hero Lv.3 (Cell Saga #191); How To Win - 1) Survival Victory; The Prepare Phase",
 card('cell-saga/191', 'If it is a Physical or Energy Combat card, your opponent discards 3 cards from the top of his Life Deck.'))
case('E', ['cell-games-saga/124', KRIL],
 "P1's turn, Draw Step. P1: MP Trunks, the Battler Lv.5 (Cell Games Saga #124; levels 1-4 below), hand empty, Life Deck 20. P2: MP Krillin, the Friend Lv.1, hand empty, Life Deck 20.",
 "P1 draws 3, plays nothing, powers up, declares Combat; in the Prepare Phase P1 uses Trunks' \"You may draw up to 3 cards when entering Combat as the attacker.\" drawing 3.",
 "P1's hand 0 -> 3 (Draw Step) -> 6; Life Deck 20 -> 17 -> 14. P2 draws 3 as the defender (Life Deck 17).",
 "Card text of Trunks, the Battler Lv.5 (Cell Games Saga #124); The Sequence of Play - 1) Draw Step",
 card('cell-games-saga/124', 'You may draw up to 3 cards when entering Combat as the attacker.'))
case('E', ['cell-saga/109', 'cell-saga/084', KRIL],
 "P1 attacker: MP Bulma, the Expert Lv.3 (Cell Saga #109; levels 1-2 below) at 5 above 0, no Allies, Life Deck 20 holding Yamcha, the Friend Lv.1 (Cell Saga #084). " + KRIL3 + ".",
 "AP1: P1 uses Bulma's power (\"Energy attack. At the end of Combat, search your Life Deck for an Ally and place it in play at 6 power stages above 0.\"); P2 takes it. AP2: P2 passes; AP3: P1 passes.",
 "Cost 2: Bulma 5 -> 3; 4 life cards: P2 17 -> 13. When Combat ends P1 searches his Life Deck for Yamcha, the Friend Lv.1 and places him in play at 6 above 0 (not 3): P1's Life Deck 20 -> 19.",
 "Card text of Bulma, the Expert Lv.3 (Cell Saga #109); Putting Cards into play with card effects",
 card('cell-saga/109', 'At the end of Combat, search your Life Deck for an Ally and place it in play at 6 power stages above 0.'))
case('E', ['majin-buu-saga/180', 'majin-buu-saga/181', 'babidi-saga/109', SRC, KRIL],
 "P1's turn, Draw Step. P1: MP Majin Dabura, Meditated Lv.3 (Babidi Saga #109; Majin Dabura Lv.1/Lv.2 below) at 5 above 0 (2,850,000: bracket D), hand Saiyan Right Cross, Life Deck 20. P2: MP Krillin, the Friend Lv.1 at 5 (bracket B), Life Deck 20.",
 "P1 draws 3 (Draw Step), plays nothing; Power-Up (PUR 4: 5 -> 9); declares Combat; AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Dabura's Constant Combat Power: +1 life card for each card P1 drew this turn (3). Dabura at 9 (3,850,000: bracket E), PAT E vs B = 4, +3 = 7 power stages: Krillin 5 -> 0, 2 converted life cards; +3 life cards: 5 life cards in all: P2's Life Deck 17 -> 12.",
 "Card text of Majin Dabura, Meditated Lv.3 (Babidi Saga #109); The Sequence of Play - 1) Draw Step",
 card('babidi-saga/109', 'All of your attacks do +1 life cards of damage for each card you have drawn this turn.'))

assert len(C) == 48, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C:
        (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases')
