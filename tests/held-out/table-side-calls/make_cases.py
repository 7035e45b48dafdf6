"""Writes the 48 cases (S001..S048) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (table-side-calls, s14)."""
import json, os, glob, re
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
def q(start, end=None, f=CRD):
    """From `start` to `end` (inclusive), or to the end of the line cut back to the last sentence end within 300 chars."""
    t = text(f); i = t.index(start)
    if end is None:
        j = t.index('\n', i); s = t[i:j]
        if len(s) > 300:
            s = s[:300]; k = max(s.rfind('. '), s.rfind('.”'), s.rfind('."'))
            s = s[:k + 1] if k > 0 else s
    else:
        j = t.index(end, i); s = t[i:j + len(end)]
    assert 0 < len(s) <= 300, (start, len(s))
    return s
C = []
def case(topic, cards, board, play, expected, rule, quote, quote_file=CRD):
    C.append(dict(id=f'S{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))
SCC = 'Specific Card Clarifications: '
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C), Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), hand empty, Life Deck 20"
PP = " Combat is entered from the Prepare Phase (P2 draws 3: Life Deck 20 -> 17)."
ORBT = 'Saiyan Energy Orb (Cell Saga #014: "Energy attack doing 5 life cards of damage.")'
SRCT = 'Saiyan Right Cross (Cell Saga #006: "Physical attack doing +3 power stages of damage.")'
SEB = 'saiyan-saga/094'
# ---------------- A: personalities' and Allies' powers (S001-S010) ----------------
case('A', ['saiyan-saga/184', ORB, GOKU],
 G + ", hand " + ORBT + ". P2 defender: MP Vegeta Lv.1 (Saiyan Saga #184; printed \"Ignore a successful energy attack.\") at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 defends with Vegeta Lv.1's power.",
 "CRD: Vegeta Lv.1 HT's power reads \"Stop an energy attack.\" It is a defence (step 5), not an ignore after success: the Orb is stopped. P1 still paid its cost (Goku 5 -> 3); P2 takes no damage (Life Deck 17).",
 SCC + 'Vegeta Lv.1 HT (Saiyan Saga #184); Defending (item 3)', q('**Vegeta Lv.1 HT**'))
case('A', ['saiyan-saga/082', KRIL],
 "P1 attacker: MP Tien Lv.1 (Saiyan Saga #082) at 5 above 0 (500: bracket B), Life Deck 20. " + K + "." + PP,
 "AP1: P1 uses Tien's Multi-Form (\"Multi-Form allows two physical attacks, one after another, or a defense against a physical attack preventing 4 stages of successful damage.\") to attack; P2 takes the first attack, then the second. Then P2 passes and P1 passes.",
 "Multi-Form performs two physical attacks from the power, each defended separately: each PAT B vs B = 1 power stage: Krillin 5 -> 4 -> 3; no life cards (P2's Life Deck 17). Then the opponent's Attack Phase follows as usual; two passes end Combat.",
 SCC + 'Tien Lv.1 (Saiyan Saga #82)', q('**Tien Lv.1** (Saiyan Saga'))
case('A', ['saiyan-saga/105', 'cell-saga/089', 'cell-saga/099', 'cell-saga/097', GOKU],
 "P1 attacker: MP Krillin, the Friend Lv.2 (Cell Saga #099; Lv.1 #089, Lv.3 #097) at 1 above 0, Ally Chiaotzu Lv.2 (Saiyan Saga #105) at 3 above 0, Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5, hand empty, Life Deck 20." + PP,
 "AP1: Chiaotzu (the Ally, in control of Combat since P1's MP is at 1 above 0) uses his power (\"Blast Energy Attack does 6 life cards of damage and removes Chiaotzu from the game.\"); P2 takes it.",
 "Chiaotzu is an Ally: he is removed from the game as part of the cost and the damage is still dealt: P2's Life Deck 17 -> 11. P1 does not lose; P1's MP Krillin stays at 1 and takes control of Combat again.",
 SCC + 'Chiaotzu Lv.2 (Saiyan Saga #105) (Ally); Allies Taking Over Combat', q('If Chiaotzu is your Ally, and you use this power'))
case('A', ['movie-7/m7', KRIL],
 "P1 attacker: MP Android 14 Lv.1 (Movie 7 #M7) at 5 above 0 (1,350,000: bracket C), hand H1, H2, Life Deck 20. " + K + "." + PP,
 "AP1: P1 uses Android 14's Constant Combat Power, discarding H1 (\"You may discard a card from your hand to perform a physical attack doing +2 life cards of damage.\"); P2 takes. AP2: P2 passes. AP3: P1 uses it again, discarding H2; P2 takes. AP4: P2 passes; AP5: P1 passes.",
 "The power may be used more than once in the turn. Each use: PAT C vs B = 2 power stages + 2 life cards. Krillin 5 -> 3 -> 1; P2's Life Deck 17 -> 15 -> 13; P1's discard pile H1, H2.",
 SCC + 'Android 14 Lv.1 (Movie 7 #M7)', q("Android 14's ability to discard a card"))
case('A', ['cell-saga/182', KRIL],
 "P1 attacker: MP Android 18 Lv.1 (Cell Saga #182) at 5 above 0, hand empty, Life Deck 20 (top T1, T2, T3, T4, T5, T6). " + K + ".",
 "P1 declares Combat. Attacker's half of the Prepare Phase: P1 uses Android 18's power, putting the 6 cards back in the order T3, T1, T2, T4, T5, T6; then P2 draws 3. AP1: P1 passes; AP2: P2 passes.",
 "CRD rewrite: \"When entering Combat as the attacker, look at the top 6 cards from your Life Deck and place them back on top in any order, then draw a card.\" P1 draws T3: hand T3, Life Deck 20 -> 19 (top T1, T2, T4, T5, T6). P2's Life Deck 20 -> 17. Combat ends after two passes.",
 SCC + 'Android 18 Lv.1 (Cell Saga #182); The Attacker\'s Half of the Prepare Phase', q('**Android 18 Lv.1** (Cell Saga - #182)'))
case('A', ['kid-buu-saga/045', ORB, GOKU],
 G + ", hand " + ORBT + ". P2 defender: MP Bulma, the Wife Lv.1 (Kid Buu Saga #045) at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Bulma's Constant Combat Power: \"Prevent 2 life cards of damage from your opponent's energy attacks.\" Cost 2: Goku 5 -> 3; 5 - 2 = 3 life cards: P2's Life Deck 17 -> 14.",
 "Card text of Bulma, the Wife Lv.1 (Kid Buu Saga #045); Power-Up Rating (PUR): Constant Combat Powers", q("Prevent 2 life cards of damage from your opponent's energy attacks.", 'attacks.', f='cards/score/kid-buu-saga.json'), 'cards/score/kid-buu-saga.json')
case('A', ['android-saga/118', 'android-saga/115', KRIL],
 "P1 attacker: MP Android 20 Lv.1 (Android Saga #118), Life Deck 20, discard pile Android 17 Lv.1 (Android Saga #115). Board a: Android 20 at 5 above 0; board b: at 4 above 0. " + K + ".",
 "AP1: P1 uses Android 20's power (CRD: \"Pay 5 power stages to search your Life Deck or discard pile for any 1 personality with \"Android\" in the card title. Place the chosen personality card in play at 5 power stages above 0.\"), choosing Android 17 Lv.1 from the discard pile.",
 "(a) P1 pays 5: Android 20 5 -> 0; Android 17 Lv.1 enters play as P1's Ally at 5 above 0; P1's discard pile empty. (b) At 4 above 0 P1 cannot pay 5 power stages, so the power cannot be used: refused, Android 20 stays at 4.",
 SCC + 'Android 20 Lv.1 (Android Saga #118)', q('You must be able to pay 5 power stages to use this effect.'))
case('A', ['majin-buu-saga/176', KRIL],
 "P1 attacker: MP Piccolo Lv.1 (Majin Buu Saga #176) at 5 above 0 (575,000: bracket B), discard pile (bottom first) D1, D2, Life Deck 20. " + K.replace('hand empty', 'anger 2, hand empty') + "." + PP,
 "AP1: P1 uses Piccolo's power (\"Physical attack doing +3 power stages of damage. Place the bottom card of your discard pile at the bottom of your Life Deck. Lower your opponent's anger 1 level.\"); P2 takes it.",
 "Secondary effects first: D1 (the bottom card of P1's discard pile) goes to the bottom of P1's Life Deck (20 -> 21, discard pile D2); P2's anger 2 -> 1. Damage PAT B vs B = 1, +3 = 4: Krillin 5 -> 1; P2's Life Deck stays 17.",
 SCC + 'Piccolo Lv.1 (Majin Buu Saga #176)', q('**Piccolo Lv.1** (Majin Buu Saga'))
case('A', ['saiyan-saga/182', GOKU],
 G + ", hand empty. P2 defender: MP Krillin Lv.1 (Saiyan Saga #182) at 5 above 0, hand empty, Life Deck 20.",
 "P1 declares Combat; Prepare Phase. AP1: P1 passes; AP2: P2 passes.",
 "CRD: Krillin Lv.1 HT's power reads \"Draw a card when entering Combat.\" In the defender's half of the Prepare Phase P2 first uses it (draws 1), then draws 3: P2's hand 4, Life Deck 20 -> 16. Combat ends after the two passes.",
 SCC + 'Krillin Lv.1 HT (Saiyan Saga #182); The Defender\'s Half of the Prepare Phase', q('**Krillin Lv.1 HT**'))
case('A', ['capsule-corp-power-pack/cp6', 'saiyan-saga/199', KRIL],
 "P1 attacker: MP Lord Slug Lv.3 (Capsule Corp Power Pack #CP6) at 5 above 0, hand Dream Fighting (Saiyan Saga #199), discard pile (bottom first) D1, D2, D3, Life Deck 20. " + K + "." + PP,
 "AP1: P1 plays Dream Fighting (CRD: \"End Combat. Place the bottom card of your discard pile at the bottom of your Life Deck. Remove from the game after use.\") and uses Lord Slug Lv.3's Constant Combat Power (\"Whenever a card tells you to put cards back into your Life Deck, you may put twice as many cards back into your Life Deck instead.\").",
 "Combat ends. P1 puts twice as many cards back: D1 and D2 (the bottom 2 of the discard pile) go to the bottom of P1's Life Deck: 20 -> 22, discard pile D3. Dream Fighting is removed from the game.",
 SCC + 'Lord Slug Lv.3 (Capsule Corp Power Pack #CP6); Dream Fighting (Saiyan Saga #199)', q('**Lord Slug Lv.3**'))
# ---------------- B: Dragon Balls (S011-S020) ----------------
case('B', ['saiyan-saga/076', GOKU, KRIL],
 "Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, anger 0, hand Earth Dragon Ball 4 (Saiyan Saga #076), Life Deck 20. P2: MP Krillin, the Friend Lv.1, hand empty, Life Deck 20.",
 "Turn 1: P1 plays Earth Dragon Ball 4, skips Combat, declines to rejuvenate. Turn 2: P2 draws 3 and declares Combat.",
 "Placing EDB 4: P1's anger 0 -> 2. The power to skip the next Combat P1 is forced into stays active until P2 declares Combat; then Combat is skipped at once: no When-entering-Combat effects, P1 does not draw 3 (P1's Life Deck stays 20), no damage. P2's Life Deck 20 -> 17 (his own Draw Step).",
 SCC + 'Earth Dragon Ball 4 (Saiyan Saga #76)', q('**Earth Dragon Ball 4**'))
case('B', ['saiyan-saga/077', GOKU],
 "Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (highest stage 10), anger 0, no Allies, hand Earth Dragon Ball 5 (Saiyan Saga #077), discard pile (bottom first) D1, D2, D3, Life Deck 20 (top T1, T2). P2: MP Krillin, the Friend Lv.1, Life Deck 20.",
 "P1 plays Earth Dragon Ball 5 (CRD: \"Raise any one of your personalities to his highest power stage. Raise your anger 2 levels. Draw 2 cards. Place the top 2 cards of your discard pile at the bottom of your Life Deck.\").",
 "Goku 5 -> 10; anger 0 -> 2; P1 draws T1, T2 (hand 2); D3 and D2 go to the bottom of P1's Life Deck: Life Deck 20 - 2 + 2 = 20, discard pile D1.",
 SCC + 'Earth Dragon Ball 5 (Saiyan Saga #77); Dragon Balls ("When you play a Dragon Ball, you immediately use its effects")', q('**Earth Dragon Ball 5**'))
case('B', ['saiyan-saga/189', 'trunks-saga/079', GOKU, KRIL],
 G + ", hand Earth Dragon Ball Combat (Saiyan Saga #189). " + K + ", Namek Dragon Ball 3 (Trunks Saga #079) in play (P2's own)." + PP,
 "AP1: P1 plays Earth Dragon Ball Combat (CRD: \"Energy attack. If successful, capture a Dragon Ball.\"), capturing Namek Dragon Ball 3 (using none of its powers); P2 takes it.",
 "An energy attack stating no damage: cost 2 (Goku 5 -> 3), 4 life cards (P2's Life Deck 17 -> 13). Successful, so P1 captures Namek Dragon Ball 3 although fewer than 5 life cards were dealt (a card capture): P1 controls it, P2 owns it.",
 SCC + 'Earth Dragon Ball Combat (Saiyan Saga #189); Capturing Dragon Balls', q('**Earth Dragon Ball Combat**'))
case('B', ['saiyan-saga/237', 'trunks-saga/079', ORB, GOKU, KRIL],
 G + ", hand " + ORBT + ". " + K + ", Namek Dragon Ball 3 (Trunks Saga #079) and the Drill Goku's Capturing Drill (Saiyan Saga #237) in play." + PP,
 "AP1: P1 plays Saiyan Energy Orb and, after the 5 life cards, asks to capture Namek Dragon Ball 3 (Life Card Capture); P2 takes it.",
 "Goku's Capturing Drill: \"Dragon Balls you control may not be captured while this Drill is in play.\" (the Drill's own text; \"If 2 cards have conflicting instructions, the card that prohibits the instruction overrides\"). The attack is dealt: Goku 5 -> 3, P2's Life Deck 17 -> 12; no capture: Namek Dragon Ball 3 stays in P2's control.",
 "Card text of Goku's Capturing Drill (Saiyan Saga #237); Conflicting Card Effects", q('Dragon Balls you control may not be captured', 'while this Drill is in play.', f='cards/score/saiyan-saga.json'), 'cards/score/saiyan-saga.json')
case('B', ['saiyan-saga/187', GOKU, KRIL],
 "Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5, hand Earth Dragon Ball 7 (Saiyan Saga #187), discard pile empty, Life Deck 20. P2: MP Krillin, the Friend Lv.1, anger 3, hand empty, Life Deck 20.",
 "P1 plays Earth Dragon Ball 7 in his Non-Combat Step, declares Combat (P2 draws 3 in the Prepare Phase), and in AP1 uses Earth Dragon Ball 7 to end Combat.",
 "Placed in play: all of P1's opponents' anger is lowered 2: P2's anger 3 -> 1. Placed in the Non-Combat Step, it does not let P1 end Combat: the use in AP1 is refused and Combat goes on.",
 SCC + 'Earth Dragon Ball 7 (Saiyan Saga #187)', q('**Earth Dragon Ball 7** (Saiyan Saga'))
case('B', ['frieza-saga/preview-3', 'saiyan-saga/077', GOKU, KRIL],
 "Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, anger 0, hand Earth Dragon Ball 5 (Saiyan Saga #077), discard pile D1, D2, D3, Life Deck 20. P2: MP Krillin, the Friend Lv.1, No, Really Drill? (Frieza Saga #Preview 3) in play.",
 "P1 plays Earth Dragon Ball 5.",
 "No, Really Drill? affects all players: a Dragon Ball placed into play while it is in play has a blank text box. Earth Dragon Ball 5 is in P1's play but does nothing: Goku stays at 5, anger 0, hand empty, Life Deck 20, discard pile D1, D2, D3.",
 SCC + 'No, Really Drill? (Frieza Saga #Preview 3)', q('**No, Really Drill?**'))
case('B', ['frieza-saga/113', 'saiyan-saga/015', 'saiyan-saga/186', GOKU, KRIL],
 G + ", Kami Fades (Frieza Saga #113) in play (Non-Combat), hand empty. P2 defender: MP Krillin, the Friend Lv.1 at 5, Earth Dragon Ball 1 (Saiyan Saga #015) in play, Life Deck 20 whose 4th card is Earth Dragon Ball 6 (Saiyan Saga #186)." + PP,
 "AP1: P1 uses Kami Fades (CRD: \"Remove all Earth Dragon Balls in play and in all Life Decks from the game.\"). AP2: P2 passes; AP3: P1 passes.",
 "Earth Dragon Ball 1 (in play) and Earth Dragon Ball 6 (in P2's Life Deck) are removed from the game: P2 controls no Dragon Ball; P2's Life Deck 17 -> 16. Kami Fades, a Non-Combat card used in the Attack Phase, is discarded. Combat ends after the two passes.",
 SCC + 'Kami Fades (Frieza Saga #113)', q('**Kami Fades** (Frieza Saga'))
case('B', ['cell-games-saga/101', 'trunks-saga/003', 'trunks-saga/079', 'saiyan-saga/015', 'cell-saga/084', GOKU, KRIL],
 G + ", hand The Power of the Dragon (Cell Games Saga #101), discard pile Yamcha, the Friend Lv.1 (Cell Saga #084); P1 controls Earth Dragon Ball 1 (Saiyan Saga #015, his own) and Namek Dragon Ball 2 (Trunks Saga #003, captured from P2). " + K + ", Namek Dragon Ball 3 (Trunks Saga #079) in play." + PP,
 "AP1: P1 plays The Power of the Dragon (\"Select an Ally from your Life Deck or discard pile and place it in play at 3 power stages above 0. Shuffle all of your opponent's Dragon Balls back into his Life Deck.\"), selecting Yamcha from his discard pile.",
 "Yamcha enters play as P1's Ally at 3. The Dragon Balls P2 owns are shuffled into P2's Life Deck whoever controls them: Namek Dragon Ball 2 (controlled by P1) and Namek Dragon Ball 3: P2's Life Deck 17 -> 19. Earth Dragon Ball 1 (P1's own) stays in P1's play.",
 SCC + 'The Power of the Dragon (Cell Games Saga #101); Ownership', q('**The Power of the Dragon**'))
case('B', ['android-saga/090', 'trunks-saga/136', 'saiyan-saga/176', KRIL],
 "P1 attacker: MP Nappa Lv.1 (Saiyan Saga #176, a Villain) at 5, hand Android 18's Stare Down (Android Saga #090), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1, hand Namek Dragon Ball 5 (Trunks Saga #136) and L1, Life Deck 20. (No Prepare Phase: the board starts at AP1.)",
 "AP1: P1 plays Android 18's Stare Down (\"Villains Only. Look at your opponent's hand and choose a card. Your opponent discards that card.\"), choosing Namek Dragon Ball 5.",
 "The card can affect Dragon Balls, so P2 discards Namek Dragon Ball 5. A Dragon Ball going to the discard pile that is not in play goes face down to the bottom of its owner's Life Deck: P2's Life Deck 20 -> 21 (bottom card Namek Dragon Ball 5), hand L1, discard pile empty.",
 SCC + "Android 18's Stare Down (Android Saga #90); Discarding Dragon Balls", q("**Android 18's Stare Down**"))
case('B', ['cell-games-saga/008', 'saiyan-saga/186', GOKU, KRIL],
 G + ", hand Gohan's Kick (Cell Games Saga #008). " + K + ", Earth Dragon Ball 6 (Saiyan Saga #186) in play (its power to end Combat still unused). (No Prepare Phase.)",
 "AP1: P1 plays Gohan's Kick (\"Physical attack doing +3 power stages of damage. Cards that end Combat, ... cannot be used for the remainder of Combat\"); P2 takes it. AP2: P2 uses Earth Dragon Ball 6's power to end Combat.",
 "Gohan's Kick: PAT C vs B = 2, +3 = 5: Krillin 5 -> 0. Its effect also affects Dragon Balls: P2 may not use Earth Dragon Ball 6 this Combat; the use is refused and Combat goes on.",
 SCC + "Gohan's Kick (Cell Games Saga #8)", q("*Gohan's Kick's* secondary effects also affect Dragon Balls."))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (S021-S030) ----------------
case('C', ['frieza-saga/072', SEB, GOKU, KRIL],
 G + " (Saiyan Heritage), Black Energy Stamina Drill (Frieza Saga #072) in play, hand Saiyan Energy Blast (Saiyan Saga #094). " + K + "." + PP,
 "AP1: P1 plays Saiyan Energy Blast (CRD: \"Saiyan Heritage only. Energy attack. Costs 3 power stages to perform. If successful, ...\"); P2 takes it.",
 "Black Energy Stamina Drill: all of P1's energy attacks cost 1 power stage after all modifiers: Goku 5 -> 4 (not 2). 4 life cards (no damage stated): P2's Life Deck 17 -> 13.",
 SCC + 'Black Energy Stamina Drill (Frieza Saga #72)', q('**Black Energy Stamina Drill**'))
case('C', ['saiyan-saga/223', 'saiyan-saga/230', 'saiyan-saga/111', ORB, GOKU, KRIL],
 G + ", hand " + ORBT + ". P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089; Lv.2 #099, Lv.3 #097 in his deck) at 5, anger 4, in play the Drill Chiaotzu's Drill (Saiyan Saga #230) and the Non-Combat card Bulma Finds a Drill (Saiyan Saga #223), hand Gohan's Energy Defense (Saiyan Saga #111: \"Stops an energy attack. Raise your anger 1 level.\"), Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Gohan's Energy Defense.",
 "The Orb is stopped; P2's anger 4 -> 5: Krillin advances to level 2 (at its highest stage) and P2's Drills are discarded: Chiaotzu's Drill goes to the discard pile. Bulma Finds a Drill is not a Drill and stays in play.",
 SCC + 'Bulma Finds a Drill (Saiyan Saga #223); Advancing your Main Personality - Anger', q('**Bulma Finds a Drill**'))
case('C', ['saiyan-saga/229', 'cell-saga/084', 'cell-saga/170', GOKU, KRIL],
 G + ", Allies Yamcha, the Friend Lv.1 (Cell Saga #084) and Piccolo, the Warrior Lv.1 (Cell Saga #170) at 3, Ally Wins! (Saiyan Saga #229) in play (Non-Combat), hand empty. " + K + "." + PP,
 "AP1: P1 uses Ally Wins! (CRD: \"Your opponent discards one life card for every Ally you have in play. Remove from the game after use.\").",
 "P1 has 2 Allies: P2 discards 2 life cards (17 -> 15; a card effect, not damage). Ally Wins! is removed from the game, not discarded.",
 SCC + 'Ally Wins! (Saiyan Saga #229)', q('**Ally Wins!**'))
case('C', ['saiyan-saga/126', 'saiyan-saga/155', 'saiyan-saga/132', GOKU, KRIL],
 G + ", Orange Lifting Drill (Saiyan Saga #126) in play, hand empty. " + K + ", the Drills Piccolo Defense Drill (Saiyan Saga #155) and Red Rolling Drill (Saiyan Saga #132) in play." + PP,
 "AP1: P1 uses Orange Lifting Drill (CRD: \"Once per Combat, in place of an attack, during your turn, discard all of your opponents' Drills. Limit 1 per deck.\"). AP2: P2 passes. AP3: P1 uses Orange Lifting Drill again.",
 "AP1: both of P2's Drills are discarded (P2's discard pile: Piccolo Defense Drill, Red Rolling Drill); Orange Lifting Drill stays in play. AP3: refused, it was already used this Combat.",
 SCC + 'Orange Lifting Drill (Saiyan Saga #126)', q('**Orange Lifting Drill**'))
case('C', ['saiyan-saga/139', SEB, GOKU, KRIL],
 G + " (Saiyan Heritage), Red Wrist Control Drill (Saiyan Saga #139) in play, hand Saiyan Energy Blast (Saiyan Saga #094: costs 3 power stages). " + K + "." + PP,
 "AP1: P1 plays Saiyan Energy Blast; P2 takes it.",
 "P1 pays 3 power stages (Goku 5 -> 2). Red Wrist Control Drill: \"For every 3 power stages you lose your opponent loses 1 power stage\"; the stages paid as a cost count: Krillin 5 -> 4. Then 4 life cards: P2's Life Deck 17 -> 13.",
 SCC + 'Red Wrist Control Drill (Saiyan Saga #139)', q('If you pay for the cost of a card, the power stages that you pay do count'))
case('C', ['android-saga/055', 'frieza-saga/012', 'saiyan-saga/080', GOKU, KRIL],
 "Turn 1, P1's Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173), hand Saiyan Energy Focus (Frieza Saga #012) and Saiyan Training (Saiyan Saga #080), both Non-Combat cards, Life Deck 20. P2: MP Krillin, the Friend Lv.1, Blue Holding Drill (Android Saga #055) in play.",
 "P1 places Saiyan Energy Focus in play, then Saiyan Training.",
 "Blue Holding Drill: \"Your opponents may only place 1 Non-Combat card in play from their hand during their turn.\" Saiyan Energy Focus is placed; Saiyan Training is refused and stays in P1's hand.",
 SCC + 'Blue Holding Drill (Android Saga #55)', q('**Blue Holding Drill**'))
case('C', ['saiyan-saga/128', 'saiyan-saga/144', GOKU, KRIL],
 G + ", Red Knee Pick Drill (Saiyan Saga #128) in play, hand empty. P2 defender: MP Krillin, the Friend Lv.1, Red Coordination Drill (Saiyan Saga #144) in play, hand empty, Life Deck 20.",
 "P1 declares Combat. Prepare Phase: P1 uses Red Knee Pick Drill (\"When entering Combat as the attacker, you may draw a card.\"), then P2 uses Red Coordination Drill (\"When entering Combat as the defender, you may draw a card.\") and draws his 3. AP1: P1 passes; AP2: P2 passes.",
 "P1 draws 1: Life Deck 20 -> 19, hand 1. P2 draws 1 then 3: Life Deck 20 -> 16, hand 4. Combat ends after the two passes.",
 SCC + 'Red Knee Pick Drill (Saiyan Saga #128); Red Coordination Drill (Saiyan Saga #144); The Combat Step In Detail - Phase 1', q('**Red Coordination Drill**'))
case('C', ['saiyan-saga/140', ORB, GOKU, KRIL],
 G + ", hand two " + ORBT + ". " + K + ", Red Reading Drill (Saiyan Saga #140) in play." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it and uses Red Reading Drill (CRD: \"Once per Combat, you may take 1 less life card of damage from any attack.\"). AP2: P2 passes. AP3: P1 plays the second Orb; P2 takes it and asks to use Red Reading Drill again.",
 "AP1: 5 - 1 = 4 life cards: P2's Life Deck 17 -> 13. AP3: the Drill's once-per-Combat use is spent: the second use is refused (the Orb deals its full 5).",
 SCC + 'Red Reading Drill (Saiyan Saga #140)', q('**Red Reading Drill**'))
case('C', ['saiyan-saga/146', ORB, SEB, GOKU, KRIL],
 G + " (Saiyan Heritage), Orange Body Shifting Drill (Saiyan Saga #146) in play, hand Saiyan Energy Orb (energy attack, cost not stated: 2) and Saiyan Energy Blast (Saiyan Saga #094: \"Costs 3 power stages to perform\"). " + K + "." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Energy Blast; P2 takes it.",
 "Orange Body Shifting Drill changes only energy attacks that cost 2: the Orb costs 1 (Goku 5 -> 4), 5 life cards (17 -> 12); the Blast still costs 3 (Goku 4 -> 1), 4 life cards (12 -> 8).",
 SCC + 'Orange Body Shifting Drill (Saiyan Saga #146); Card Costs', q('**Orange Body Shifting Drill**'))
case('C', ['world-games-saga/121', 'cell-games-saga/122', KRIL],
 "P1 attacker: MP Chiaotzu Lv.2 (Cell Games Saga #122: \"Focused energy attack.\") at 6 above 0, Life Deck 20. " + K + ", the Location Capsule Corp. (World Games Saga #121) in play (played by P2)." + PP,
 "AP1: P1 uses Chiaotzu's power; P2 takes it.",
 "Capsule Corp.: \"All focused attacks cost +3 power stages to perform.\" A Location affects all players at all times, so P1's Focused energy attack costs 2 + 3 = 5: Chiaotzu 6 -> 1. 4 life cards (no damage stated): P2's Life Deck 17 -> 13.",
 "Card text of Capsule Corp. (World Games Saga #121); Battleground and Location Cards", q('All focused attacks cost', '+3 power stages to perform.', f='cards/score/world-games-saga.json'), 'cards/score/world-games-saga.json')
# ---------------- D: Combat cards and the Battle Sequence (S031-S040) ----------------
case('D', ['saiyan-saga/046', 'saiyan-saga/150', GOKU, KRIL],
 G + ", Blue Neck Restraint Drill (Saiyan Saga #150: \"All of your physical attacks do +3 power stages of damage.\") in play, hand Goku Anger Attack (Saiyan Saga #046). " + K + "." + PP,
 "AP1: P1 plays Goku Anger Attack; P2 takes it.",
 "Base damage PAT C vs B = 2, doubled before the Drill's modifier: 4 + 3 = 7 power stages (not (2+3) x 2 = 10). Krillin 5 -> 0, 2 converted life cards: P2's Life Deck 17 -> 15.",
 SCC + 'Goku Anger Attack (Saiyan Saga #46); Battle Sequence steps 9-10', q('**Goku Anger Attack**'))
case('D', ['saiyan-saga/210', 'saiyan-saga/145', GOKU, KRIL],
 G + ", hand Raditz Flying Kick (Saiyan Saga #210). " + K + ", Blue Breakfall Drill (Saiyan Saga #145: 2 less power stages from physical attacks) in play." + PP,
 "AP1: P1 plays Raditz Flying Kick; P2 takes it.",
 "A Physical Combat card: triple the base damage (PAT C vs B = 2 -> 6) before the Drills' modifiers: 6 - 2 = 4 power stages. Krillin 5 -> 1; no life cards (17).",
 SCC + 'Raditz Flying Kick (Saiyan Saga #210)', q('**Raditz Flying Kick**'))
case('D', ['saiyan-saga/065', GOKU, KRIL],
 G + ", hand Black Fore Fist Punch (Saiyan Saga #065). P2 defender: MP Krillin, the Friend Lv.1 at 2 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Black Fore Fist Punch (\"Energy attack doing 6 life cards of damage. If successful, your opponent loses 3 power stages, to a minimum of 0.\"); P2 takes it.",
 "Cost 2: Goku 5 -> 3. 6 life cards: P2's Life Deck 17 -> 11. If successful: Krillin loses 3 power stages to a minimum of 0: 2 -> 0, and no extra life card is discarded for the stage he could not lose.",
 SCC + 'Black Fore Fist Punch (Saiyan Saga #65)', q('**Black Fore Fist Punch**'))
case('D', ['saiyan-saga/026', GOKU, KRIL],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 1 above 0 (600,000: bracket B), anger 0, hand Gohan's Physical Attack (Saiyan Saga #026), Life Deck 20. " + K + "." + PP,
 "AP1: P1 plays Gohan's Physical Attack (CRD: \"Physical attack Raise your anger 1. Gain 5 power stages.\"); P2 takes it.",
 "\"Gain 5 power stages.\" is its own sentence, a secondary effect resolved at step 3 before damage: Goku 1 -> 6 (1,100,000: bracket C). Base damage then PAT C vs B = 2: Krillin 5 -> 3 (not 1, the B vs B value before the gain). \"Raise your anger 1\" shares the attack's sentence, so it is an If-successful effect (step 15): anger 0 -> 1.",
 SCC + "Gohan's Physical Attack (Saiyan Saga #26); Battle Sequence step 3", q("**Gohan's Physical Attack**"))
case('D', ['saiyan-saga/110', SRC, GOKU, KRIL],
 G + ", hand " + SRCT + ". " + K.replace('hand empty', "hand Piccolo's Physical Defense (Saiyan Saga #110)") + "." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Piccolo's Physical Defense.",
 "CRD: \"Stops a physical attack. Gain 4 power stages.\" The attack is stopped (no damage) and Krillin gains 4: 5 -> 9. P2's Life Deck stays 17.",
 SCC + "Piccolo's Physical Defense (Saiyan Saga #110)", q("**Piccolo's Physical Defense**"))
case('D', ['saiyan-saga/090', SEB, SRC, GOKU, KRIL],
 G + " (Saiyan Heritage), hand Saiyan Energy Blast (Saiyan Saga #094). " + K.replace('hand empty', "hand Mother's Touch (Saiyan Saga #090) and " + SRCT) + "." + PP,
 "AP1: P1 plays Saiyan Energy Blast (\"... Costs 3 power stages to perform. If successful, your opponent cannot perform a physical attack during his next Attacker Attacks phase.\"); P2 plays Mother's Touch (CRD: \"Stops a physical or energy attack. Remove from the game after use.\"). AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "Cost 3: Goku 5 -> 2. The Blast is stopped: no damage, and its If-successful effect does not happen; Mother's Touch is removed from the game. So in AP2 P2 may attack physically: Krillin (B) vs Goku at 2 (700,000: C) PAT 0, +3 = 3 power stages: Goku 2 -> 0 and 1 converted life card (P1's Life Deck 20 -> 19).",
 SCC + "Mother's Touch (Saiyan Saga #90); \"If Successful\" Effects", q("**Mother's Touch**"))
case('D', ['frieza-saga/049', SRC, GOKU, KRIL],
 G + ", hand two " + SRCT + ". " + K.replace('hand empty', 'hand Frieza Smiles (Frieza Saga #049)') + "." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Frieza Smiles, his first card from his hand this Combat. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it.",
 "CRD: \"Play this card as your first card from your hand during Combat. Stops a physical or energy attack. For the remainder of Combat, stops all attacks of the same type this card stopped.\" Both physical attacks are stopped: Krillin stays at 5, Life Deck 17.",
 SCC + 'Frieza Smiles (Frieza Saga #49)', q('**Frieza Smiles**'))
case('D', ['saiyan-saga/038', SRC, GOKU, KRIL],
 G + ", hand Straining Arm Drag Move (Saiyan Saga #038) and " + SRCT + ". " + K + "." + PP,
 "AP1: P1 plays Straining Arm Drag Move; P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross.",
 "CRD: \"Physical attack doing 1 life card of damage. You must pass in all remaining phases of Combat.\" 1 life card: P2's Life Deck 17 -> 16. In AP3 P1 must pass: Saiyan Right Cross is refused.",
 SCC + 'Straining Arm Drag Move (Saiyan Saga #38)', q('**Straining Arm Drag Move**'))
case('D', [SEB, SRC, GOKU, KRIL],
 G + " (Saiyan Heritage), hand Saiyan Energy Blast (Saiyan Saga #094). " + K.replace('hand empty', 'hand ' + SRCT) + "." + PP,
 "AP1: P1 plays Saiyan Energy Blast (CRD: \"Saiyan Heritage only. Energy attack. Costs 3 power stages to perform. If successful, your opponent cannot perform a physical attack during his next Attacker Attacks phase.\"); P2 takes it. AP2: P2 plays Saiyan Right Cross.",
 "Cost 3: Goku 5 -> 2; 4 life cards: P2's Life Deck 17 -> 13. Successful: in AP2 P2 may not perform a physical attack, so he may not play Saiyan Right Cross (refused).",
 SCC + 'Saiyan Energy Blast (Saiyan Saga #94); Performing Attacks and preventing their use', q('**Saiyan Energy Blast**'))
case('D', ['cell-saga/155', 'cell-saga/084', 'cell-saga/170', GOKU, KRIL],
 G + ", hand Saiyan Rapid Fire (Cell Saga #155). " + K + ", Allies Yamcha, the Friend Lv.1 (Cell Saga #084) at 4 and Piccolo, the Warrior Lv.1 (Cell Saga #170) at 6." + PP,
 "AP1: P1 plays Saiyan Rapid Fire (CRD: \"Energy attack. If successful, every Ally your opponent has in play loses 4 power stages.\"); P2 takes it.",
 "Cost 2: Goku 5 -> 3. 4 life cards (no damage stated): P2's Life Deck 17 -> 13. If successful: Yamcha 4 -> 0, Piccolo 6 -> 2; Krillin (the MP) stays 5.",
 SCC + 'Saiyan Rapid Fire (Cell Saga #155)', q('**Saiyan Rapid Fire**'))
# ---------------- E: the turn and victories (S041-S048) ----------------
case('E', ['saiyan-saga/195', GOKU, KRIL],
 G + ", hand empty. P2 defender: MP Krillin, the Friend Lv.1 (a Hero), Hero Advantage (Saiyan Saga #195) in play, hand empty, Life Deck 20. Board a: P2's discard pile (bottom first) D1, D2, D3, D4; board b: D1, D2.",
 "P1 declares Combat. Defender's half of the Prepare Phase: P2 uses Hero Advantage (\"Heroes only. Use when entering Combat as the defender. Instead of drawing 3 cards from your life deck, draw the top 3 cards from your discard pile. If there are not enough cards in the discard pile, this card cannot be used. ...\").",
 "(a) P2 draws D4, D3, D2 from the discard pile instead of his 3 life cards: hand D2, D3, D4, discard pile D1, Life Deck stays 20; Hero Advantage removed from the game. (b) With 2 cards in the discard pile the card cannot be used (refused).",
 SCC + 'Hero Advantage (Saiyan Saga #195); The Defender\'s Half of the Prepare Phase', q('**Hero Advantage**'))
case('E', ['saiyan-saga/196', GOKU, KRIL],
 G + ", hand empty. P2 defender: MP Krillin, the Friend Lv.1, Saiyan Honor Quest (Saiyan Saga #196) in play, hand empty, discard pile (bottom first) D1, D2, D3, D4, Life Deck 20.",
 "P1 declares Combat. Defender's half of the Prepare Phase: P2 uses Saiyan Honor Quest.",
 "CRD: \"Use when entering Combat as the defender. Instead of drawing 3 cards from your life deck, draw the bottom 3 cards from your discard pile. Remove from the game after use.\" P2's hand D1, D2, D3; discard pile D4; Life Deck stays 20; Saiyan Honor Quest removed from the game.",
 SCC + 'Saiyan Honor Quest (Saiyan Saga #196)', q('**Saiyan Honor Quest**'))
case('E', ['saiyan-saga/225', GOKU, KRIL],
 G + ", Baba's Energy Blast (Saiyan Saga #225) in play, hand empty. P2 defender: MP Krillin, the Friend Lv.1, hand empty, Life Deck 6.",
 "Prepare Phase: P2 draws 3 (Life Deck 6 -> 3). Before AP1's attack P1 uses Baba's Energy Blast (\"Use when needed. Your opponent discards 3 cards from his Life Deck. Remove from the game after use.\").",
 "P2 discards his last 3 life cards (a card effect, not damage): Life Deck 0: P1 wins by Survival Victory at once. Baba's Energy Blast is removed from the game.",
 "Card text of Baba's Energy Blast (Saiyan Saga #225); Use When Needed Effects; How To Win - 1) Survival Victory", q('Use when needed. Your opponent discards 3 cards', 'from his Life Deck.', f='cards/score/saiyan-saga.json'), 'cards/score/saiyan-saga.json')
case('E', ['babidi-saga/100', ORB, GOKU, KRIL],
 G + ", hand " + ORBT + ". P2 defender: MP Krillin, the Friend Lv.1, Hercule's Close Save (Babidi Saga #100) in play, hand empty, discard pile D1-D5, Life Deck 6.",
 "Prepare Phase: P2 draws 3 (6 -> 3). AP1: P1 plays Saiyan Energy Orb (5 life cards); P2 takes it; as P1 would win, P2 uses Hercule's Close Save (\"Use when your opponent would win by the Survival Victory. Shuffle the top 4 cards of your discard pile back into your Life Deck. Using this card prevents the Survival Victory ...\").",
 "P2 takes all the damage first: his 3 life cards are discarded (Life Deck 0); then Hercule's Close Save: the top 4 cards of his discard pile go into his Life Deck (0 -> 4) and the Survival Victory is prevented: nobody wins; the card is removed from the game. Goku 5 -> 3.",
 SCC + "Hercule's Close Save (Babidi Saga #100)", q("**Hercule's Close Save**"))
case('E', ['frieza-saga/022', GOKU, KRIL],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5, hand Straining Energy Move (Frieza Saga #022), Life Deck 1 card. " + K + "." + PP,
 "AP1: P1 plays Straining Energy Move (CRD: \"Energy attack that costs 1 life card to perform. If successful, end Combat. Remove from the game after use.\").",
 "The cost is paid at step 2: P1 discards his only life card, Life Deck 0: P2 wins by Survival Victory at that instant, before any damage (P2's Life Deck stays 17).",
 SCC + 'Straining Energy Move (Frieza Saga #22); How To Win - 1) Survival Victory', q('**Straining Energy Move**'))
case('E', ['irwin-toy/ir6', GOKU, KRIL],
 "Turn 1, P1's Combat Step (no Prepare Phase). P1: MP Goku Lv.1 (World Games Saga #173, PUR 1) at 5 above 0, hand Saiyan Training (Irwin Toy #IR6: \"Your PUR is +1 until the end of the game. Remove from the game after use. Limit 1 per deck.\"), Life Deck 20. P2: MP Krillin, the Friend Lv.1 (PUR 2), hand empty, Life Deck 20 (top K1, K2, K3).",
 "Turn 1: AP1 P1 plays Saiyan Training; AP2 P2 passes; AP3 P1 passes. Turn 2 (P2): draws K1-K3, skips Combat, discards K1, K2, declines to rejuvenate. Turn 3 (P1): Draw Step, Non-Combat Step (nothing), Power-Up Step.",
 "Saiyan Training (its title clarified to Saiyan Gravity Training) raises P1's PUR to 2 for the rest of the game: in turn 3's Power-Up Step Goku goes 5 -> 7 (not 6). The card is removed from the game.",
 "Card text of Saiyan Training (Irwin Toy #IR6); The Sequence of Play - 3) Power-Up Step", q('Your PUR is +1', 'until the end of the game.', f='cards/score/irwin-toy.json'), 'cards/score/irwin-toy.json')
case('E', ['saiyan-saga/111', 'cell-saga/089', 'saiyan-saga/176', ORB],
 "P1 attacker: MP Nappa Lv.1 (Saiyan Saga #176; Lv.2 #177, Lv.3 #178 in his deck) at 5, hand " + ORBT + ", Life Deck 20. P2 defender: MP Krillin, the Friend Lv.2 (Lv.1 Cell Saga #089, Lv.2 #099, Lv.3 #097) at 5, anger 4, hand Gohan's Energy Defense (Saiyan Saga #111), Life Deck 20. Both MPs have 3 levels; no other personality is in the game. (No Prepare Phase.)",
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Gohan's Energy Defense (CRD: \"Stops an energy attack. Raise your anger 1 level.\").",
 "The attack is stopped; P2's anger 4 -> 5: Krillin immediately advances to level 3, the highest level of any personality in the game: P2 wins by the Most Powerful Personality Victory.",
 SCC + "Gohan's Energy Defense (Saiyan Saga #111); Advancing your Main Personality - Anger; How To Win - 3) Most Powerful Personality Victory", q("**Gohan's Energy Defense**"))
case('E', ['saiyan-saga/105', KRIL],
 "P1 attacker: MP Chiaotzu Lv.2 (Saiyan Saga #105) at 5, Life Deck 20. " + K + "." + PP,
 "AP1: P1 uses Chiaotzu's power (\"Blast Energy Attack does 6 life cards of damage and removes Chiaotzu from the game.\").",
 "Chiaotzu is P1's Main Personality: he is removed from the game as the cost, no damage is dealt (P2's Life Deck stays 17), and P1 loses: P2 wins.",
 SCC + 'Chiaotzu Lv.2 (Saiyan Saga #105)', q('**Chiaotzu Lv.2**'))
assert len(C) == 48, len(C)
for half, par in (('dev', 1), ('test', 0)):
    os.makedirs(f'{HERE}/{half}', exist_ok=True)
    with open(f'{HERE}/{half}/cases.jsonl', 'w') as f:
        for c in C:
            if int(c['id'][1:]) % 2 == par: f.write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases')
