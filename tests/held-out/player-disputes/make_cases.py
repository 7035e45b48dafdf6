"""Writes the 48 cases (P001..P048) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (player-disputes, s12)."""
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
    C.append(dict(id=f'P{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))
SCC = 'Specific Card Clarifications: '
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; PICW = 'cell-saga/170'; SRC = 'cell-saga/006'
ORB = 'cell-saga/014'; COUNTER = 'cell-saga/015'; CONC = 'trunks-saga-promo/p3'
F_GOKU = 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C)'
F_KRIL = 'MP Krillin, the Friend Lv.1 at 5 above 0 (375,000: bracket B)'

# ---------------- A: personalities' and Allies' powers (P001-P010) ----------------
case('A', ['trunks-saga/176', 'trunks-saga/177', 'frieza-saga/011', GOKU],
 F_GOKU + ', hand Saiyan Rapid Deflection, Life Deck 20. P2 defender: MP Garlic Jr., The Master Lv.2 (level 2, Garlic Jr. Lv.1 below) at 5 above 0, Life Deck 20.',
 'P1 (Goku) plays Saiyan Rapid Deflection ("Villains, Goku, and Gohan only. Energy attack doing 6 life cards of damage."). P2 takes it.',
 "P1 pays the default 2 power stages (5 -> 3). Garlic Jr. Lv.2's Constant Combat Power as the CRD rewrites it reduces the energy attack's damage by 3 life cards: 6 - 3 = 3 life cards, P2's Life Deck 20 -> 17.",
 SCC + 'Garlic Jr. Lv.2 (Trunks Saga #177)',
 q('**Garlic Jr. Lv.2** (Trunks Saga - #177)'))
case('A', ['saiyan-saga/183', KRIL],
 'P1 attacker: MP Raditz Lv.1 HT (Saiyan Saga #183: "Raise Raditz\' anger level one.") at 5 above 0, anger 0, hand empty, Life Deck 20. P2 defender: ' + F_KRIL + ', Life Deck 20.',
 "AP1: P1 uses Raditz's power. Then P2 passes his Attack Phase and P1 passes his.",
 "The power takes the place of P1's attack: anger 0 -> 1, there is no attack for P2 to defend, the Attack Phase is over. P2's pass and P1's pass end Combat; nobody takes damage (Life Decks 20, stages 5).",
 SCC + 'Raditz Lv.1 HT (Saiyan Saga #183)',
 q('**Raditz Lv.1 HT** (Saiyan Saga - #183)'))
case('A', ['capsule-corp-power-pack/cp4', 'capsule-corp-power-pack/cp5', KRIL],
 'P1 attacker: MP Lord Slug Lv.2 (level 2, Lord Slug Lv.1 below) at 5 above 0 (200,000: B), no Tokui-Waza. P2 defender: MP Krillin, the Friend Lv.1 at 1 above 0 (275,000: B), Life Deck 20.',
 'P1 uses Lord Slug Lv.2\'s power ("Physical Attack doing +2 power stages of damage. For each life card of damage this attack deals, gain 1 power stage."). P2 takes it.',
 'PAT B vs B = 1 +2 = 3 power stages: Krillin 1 -> 0 and the 2 left over are converted to life cards (Life Deck 20 -> 18). Converted damage is both kinds of damage, so the attack dealt 2 life cards of damage: Lord Slug gains 2 power stages, 5 -> 7.',
 'Modified Damage (converted damage is both types); card text of Lord Slug Lv.2 (Capsule Corp Power Pack #CP5)',
 q('When a personality is at 0 and is dealt power stages of damage'))
case('A', ['movie-7/m29', 'movie-7/m1', 'cell-saga/185', GOKU],
 'P1 attacker: MP Android 13 Lv.1 (Movie 7 #M1) at 5 above 0 (1,550,000), hand Android Tag Team, Ally Android 20 Lv.1 (Cell Saga #185) at 3 above 0 (550,000). P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, Life Deck 20.',
 'AP1: P1 plays Android Tag Team choosing Android 20. AP2: P2 passes. AP3: Android 20 takes control of Combat for P1 (the MP is at 5 above 0) and uses his power ("Energy attack doing +1 life card of damage for every Android personality card in play"). P2 takes it.',
 'Android Tag Team lets the chosen Android Ally take control although the MP is not at 0 or 1 above 0. Android 20 pays the 2 power stages (3 -> 1); the energy attack does the base 4 life cards +1 for each Android personality card in play (Android 13, Android 20) = 6: P2 Life Deck 20 -> 14.',
 'Card text of Android Tag Team (Movie 7 #M29); Allies Taking Over Combat',
 card('movie-7/m29', 'For the remainder of Combat, the chosen Ally can take control of Combat, even if your Main Personality is not at 0 or 1 above 0.'))
case('A', ['trunks-saga/167', 'trunks-saga/168', 'trunks-saga/169', SRC, COUNTER, GOKU],
 'P1 attacker: MP Piccolo, The Hero Lv.3 (Trunks Saga #169; levels 1-3) at 5 above 0, hand Saiyan Right Cross. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Saiyan Counterstrike ("Stops a physical attack."), Life Deck 20.',
 'P1 plays Saiyan Right Cross (physical attack). P2 stops it with Saiyan Counterstrike.',
 "The attack is stopped (no damage), but Piccolo, The Hero's Constant Combat Power makes P2 lose 2 power stages because he stopped P1's physical attack: Goku 5 -> 3; Life Deck stays 20.",
 'Card text of Piccolo, The Hero Lv.3 (Trunks Saga #169); Power-Up Rating (PUR): Constant Combat Powers',
 card('trunks-saga/169', 'Your opponent loses 2 power stages whenever your opponent stops a physical attack you perform.'))
case('A', ['fusion-saga/010', 'fusion-saga/058', 'fusion-saga/057', 'cell-saga/046', SRC, GOKU],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Saiyan Right Cross. P2 defender: MP Majin Buu, Piccolo Absorbed Lv.3 (Fusion Saga #057; levels 1-3) at 0 (the 0 stage), anger 1, hand Red Offensive Stance ("Stops a physical attack. Gain 5 power stages. Raise your anger 1 level.").',
 'P1 plays Saiyan Right Cross. P2 stops it with Red Offensive Stance.',
 "The attack is stopped. Majin Buu's Constant Combat Power doubles the power stages he gains from a card effect: 5 x 2 = 10, Buu 0 -> 10 (his highest); and adds +1 to anger gained: 1 +1 +1 = 3.",
 'Card text of Majin Buu, Piccolo Absorbed Lv.3 (Fusion Saga #057)',
 card('fusion-saga/057', 'When Majin Buu gains power stages from a card effect, he gains double the amount of power stages. When you gain anger, increase that amount by +1.'))
case('A', ['majin-buu-saga/166', ORB, KRIL],
 'P1 attacker: MP Kid Trunks Lv.1 (Majin Buu Saga #166) at 5 above 0, hand Saiyan Energy Orb ("Energy attack doing 5 life cards of damage."), Life Deck 20. P2 defender: ' + F_KRIL + ', Life Deck 20.',
 "AP1: P1 uses Kid Trunks' power (\"Energy attack doing 5 life cards of damage. If successful, for the remainder of Combat you may discard the top card of your Life Deck instead of paying costs for any energy attacks Kid Trunks performs.\"); P2 takes it. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb and chooses to discard the top life card instead of paying its cost; P2 takes it.",
 'First attack: cost 2 power stages (5 -> 3), P2 20 -> 15. Second attack: P1 discards 1 card from the top of his Life Deck instead of the 2 power stages (Life Deck 20 -> 19, stage stays 3); P2 15 -> 10.',
 'Card text of Kid Trunks Lv.1 (Majin Buu Saga #166); Card Costs',
 card('majin-buu-saga/166', 'If successful, for the remainder of Combat you may discard the top card of your Life Deck instead of paying costs for any energy attacks Kid Trunks performs.'))
case('A', ['majin-buu-saga/199', 'majin-buu-saga/156', 'majin-buu-saga/157'],
 'P1 attacker: MP Majin Buu Lv.1 (Majin Buu Saga #199) at 5 above 0 (3,045,000: D), anger 0. P2 defender: MP Goku, Super Saiyan Lv.2 (Majin Buu Saga #157; Goku Lv.1 #156 below) at 5 above 0 (2,450,000: D), Life Deck 20.',
 'P1 uses Majin Buu\'s Power 1 ("Physical attack doing +3 power stages of damage. Raise your anger 1 level."); his Power 2 is a Constant Combat Power ("All of your attacks do an additional +1 life cards of damage"). P2 takes it.',
 "P1's anger 0 -> 1. Damage: PAT D vs D = 1 +3 = 4 power stages and +1 life card. Goku, Super Saiyan Lv.2's Constant Combat Power prevents 2 life cards: the 1 life card is prevented (never below 0), the power stages are untouched: Goku 5 -> 1, Life Deck stays 20.",
 'Card text of Goku, Super Saiyan Lv.2 (Majin Buu Saga #157) (prevents life cards only)',
 card('majin-buu-saga/157', 'Prevent 2 life cards of damage from any attacks performed against you.'))
case('A', [PICW, 'cell-saga/171', SRC, KRIL],
 'P1 attacker: MP Piccolo, the Champion Lv.2 (Cell Saga #171; Piccolo, the Warrior Lv.1 below) at 5 above 0, hand Saiyan Right Cross. P2 defender: ' + F_KRIL + ', Life Deck 20.',
 'AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 wants to use Piccolo, the Champion\'s power ("Energy attack. If successful, draw the bottom card from your discard pile. This must be the first attack you perform during Combat.").',
 "Refused: Saiyan Right Cross was P1's first attack this Combat, so the power can no longer be used; no cost is paid, P2 takes no energy damage (Life Deck stays 20 after the first attack's damage).",
 'Card text of Piccolo, the Champion Lv.2 (Cell Saga #171)',
 card('cell-saga/171', 'This must be the first attack you perform during Combat.'))
case('A', ['cell-saga/185', 'cell-saga/186', 'cell-saga/090', ORB],
 'P1 attacker: MP Android 20, the Doctor Lv.2 (Cell Saga #186; Android 20 Lv.1 #185 below) at 5 above 0, hand Saiyan Energy Orb. P2 defender: MP Android 19 Lv.1 (Cell Saga #090) at 5 above 0, Life Deck 20. No Allies.',
 'P1 plays Saiyan Energy Orb ("Energy attack doing 5 life cards of damage."). P2 takes it.',
 "Android 20, the Doctor's Constant Combat Power counts every personality in play with \"Android\" in the title, the opponent's too: Android 20 and Android 19 = +2. 5 +2 = 7 life cards: P2 20 -> 13; P1 pays 2 power stages (5 -> 3).",
 'Card text of Android 20, the Doctor Lv.2 (Cell Saga #186)',
 card('cell-saga/186', 'All of your attacks do +1 life card of damage for every personality in play with the word'))

# ---------------- B: Dragon Balls (P011-P019) ----------------
case('B', ['saiyan-saga/222', 'saiyan-saga/087', 'trunks-saga/079', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, Ally Bulma Lv.1 (Saiyan Saga #087) at 3 above 0, Bulma Finds a Dragon Ball in play (Non-Combat). P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0, controls Namek Dragon Ball 3 (his own).',
 'AP1: P1 uses Bulma Finds a Dragon Ball ("When the Bulma ally is in play, use this card to capture a Dragon Ball.") on Namek Dragon Ball 3, using none of its powers.',
 'A card capture: P1 now controls Namek Dragon Ball 3 (owned by P2); P2 controls no Dragon Ball. Bulma Finds a Dragon Ball is not itself a Dragon Ball (no Dragon Ball rule applies to it).',
 'Capturing Dragon Balls - Card Captures; ' + SCC + 'Bulma Finds a Dragon Ball (Saiyan Saga #222)',
 q('**Card Captures** - Some cards allow for the capture of Dragon Balls.'))
case('B', ['cell-saga/121', GOKU, PICW, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 4 above 0, hand Dende Dragon Ball 6. P2: MP Piccolo, the Warrior Lv.1 at 2 above 0, Ally Krillin, the Friend Lv.1 at 8 above 0.",
 'P1 plays Dende Dragon Ball 6 ("Raise your Main Personality to its highest power stage. Set all of your opponent\'s personalities to 4 power stages above 0.").',
 "Goku 4 -> 10 (highest). \"Your opponent's personalities\" means all of P2's personalities, Allies included, and \"set\" works both ways: Piccolo 2 -> 4 (raised), Krillin 8 -> 4.",
 'Referencing; card text of Dende Dragon Ball 6 (Cell Saga #121)',
 q('Whenever a card refers to your "opponent", or "you"'))
case('B', ['android-saga/100', 'majin-buu-saga/001', GOKU, KRIL],
 "Turn 1 (P1 attacker), Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Goku's Heart Disease. P2: MP Krillin, the Friend Lv.1 (level 1 of a 3-level stack: Krillin, the Hero Lv.2, Krillin, the Champion Lv.3) at 4 above 0, anger 3, hand Alt. Dende Dragon Ball 1, no Allies.",
 "Turn 1: P1 plays Goku's Heart Disease on P2's Main Personality, skips Combat, ends the turn. Turn 2 (P2 attacker): after drawing, P2 plays Alt. Dende Dragon Ball 1 (\"Raise your Main Personality to his highest power stage. Raise your anger 2 levels.\").",
 "Goku's Heart Disease: P2's anger 3 -> 0 and he may not raise it until he places an Ally in play. Alt. Dende Dragon Ball 1 raises Krillin to his highest stage (10) but the anger raise is blocked: P2's anger stays 0 and Krillin stays at level 1.",
 "Card text of Goku's Heart Disease (Android Saga #100); Conflicting Card Effects",
 card('android-saga/100', 'he may not raise his anger level until he places an Ally in play'))
case('B', ['majin-buu-saga/002', ORB, SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Saiyan Energy Orb and Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0 (B), Life Deck 20, controls Alt. Dende Dragon Ball 2 ("...While you control this Dragon Ball, all of your physical attacks do +3 power stages of damage.").',
 'AP1: P1 plays Saiyan Energy Orb (5 life cards); P2 takes it; P1 captures Alt. Dende Dragon Ball 2 and chooses to use all of its powers. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross (physical, +3); P2 takes it.',
 "AP1: cost 2 (Goku 5 -> 3), P2 20 -> 15; the capture with all powers: Goku to his highest stage (10, 1,500,000: C) and P1's physical attacks +3 while he controls it. AP3: PAT C vs B = 2 +3 (card) +3 (Dragon Ball) = 8 power stages: Krillin 5 -> 0 and 3 converted: P2 15 -> 12.",
 'Capturing Dragon Balls (all or none of its powers); card text of Alt. Dende Dragon Ball 2 (Majin Buu Saga #002)',
 q('When you capture a Dragon Ball, you must choose to use all or none of its powers when you capture it.'))
case('B', ['kid-buu-saga/003', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 2 above 0, hand Alt. Namek Dragon Ball 3, discard pile D1 (bottom) .. D5 (top). P2: MP Krillin, the Friend Lv.1, discard pile of 4 cards.",
 'P1 plays Alt. Namek Dragon Ball 3 ("Draw the bottom 3 cards of your discard pile. Gain 5 power stages. Remove up to 6 cards in your opponent\'s discard pile from the game."), choosing P2\'s 4 discards.',
 "P1 draws D1, D2, D3 (discard pile left: D4, D5); Goku 2 -> 7; all 4 of P2's discard pile are removed from the game (P2's discard pile empty).",
 'Card text of Alt. Namek Dragon Ball 3 (Kid Buu Saga #003); The Sequence of Play - 2) Non-Combat Step',
 card('kid-buu-saga/003', 'Draw the bottom 3 cards of your discard pile. Gain 5 power stages. Remove up to 6 cards in your opponent'))
case('B', ['kid-buu-saga/093', 'saiyan-saga/176', 'saiyan-saga/177', 'saiyan-saga/178', 'saiyan-saga/236', 'cell-games-saga/034', KRIL],
 "P1's turn, Non-Combat Step. P1: MP Nappa Lv.1 (Saiyan Saga #176; Lv.2 and Lv.3 in his stack) at level 1, 5 above 0, anger 3, Saiyan Power Drill in play, hand Alt. Namek Dragon Ball 6. P2: MP Krillin, the Friend Lv.1, Black Double Attack Drill in play.",
 'P1 plays Alt. Namek Dragon Ball 6 ("Raise your anger 2 levels. Discard a Non-Combat card in play."), choosing P2\'s Black Double Attack Drill for the second sentence.',
 "First sentence: anger 3 -> 5: Nappa advances at once to level 2 at his highest power stage (10 above 0) and P1's own Saiyan Power Drill is discarded. Second sentence: P2's Black Double Attack Drill is discarded.",
 'Card text of Alt. Namek Dragon Ball 6 (Kid Buu Saga #093); Advancing your Main Personality - Anger',
 card('kid-buu-saga/093', 'Raise your anger 2 levels. Discard a Non-Combat card in play.'))
case('B', ['trunks-saga/013', ORB, 'trunks-saga/079', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, Orange Power Shifting Drill in play, hand Saiyan Energy Orb. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0, Life Deck 20, controls Namek Dragon Ball 3.',
 'P1 plays Saiyan Energy Orb (5 life cards) choosing, by Orange Power Shifting Drill, to deal power stages instead of life cards, and asks to capture Namek Dragon Ball 3. P2 takes it.',
 'The 5 life cards become 5 power stages: Krillin 8 -> 3, Life Deck stays 20. No life cards were discarded for damage, so there is no Life Card Capture: P2 keeps Namek Dragon Ball 3. P1 pays 2 (5 -> 3).',
 'Capturing Dragon Balls - Life Card Capture; ' + SCC + 'Orange Power Shifting Drill (Trunks Saga #13)',
 q('This means that he must actually discard the cards for damage.'))
case('B', ['movie-7/m16', 'cell-saga/140', 'trunks-saga/025', 'trunks-saga/136', 'trunks-saga/079', KRIL],
 'P1 attacker: MP Super Saiyan Goku Lv.1 (Movie 7 #M16) at 5 above 0 (850,000: C). P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0 (375,000: B), declared an Orange Tokui-Waza (Orange Style Mastery, Cell Saga #140, in play), controls Namek Dragon Balls 1, 3 and 5, Life Deck 20.',
 'P1 uses his power ("Focused physical attack doing +2 power stages of damage. If your opponent declared a Tokui-Waza, this attack does +2 life cards of damage for each Dragon Ball your opponent controls."), P2 takes it, P1 captures Namek Dragon Ball 5 using none of its powers.',
 'PAT C vs B = 2 +2 = 4 power stages: Krillin 5 -> 1. Life cards: +2 x 3 Dragon Balls = 6: P2 20 -> 14. 6 >= 5, so P1 may capture: P1 controls Namek Dragon Ball 5 (owner P2), P2 keeps 1 and 3.',
 'Card text of Super Saiyan Goku Lv.1 (Movie 7 #M16); Capturing Dragon Balls - Life Card Capture',
 card('movie-7/m16', 'If your opponent declared a Tokui-Waza, this attack does +2 life cards of damage for each Dragon Ball your opponent controls.'))
case('B', ['kid-buu-saga/001', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173), anger 1, hand Alt. Namek Dragon Ball 1 and one other card (H1), Life Deck 20. P2: MP Krillin, the Friend Lv.1, anger 1.",
 'P1 plays Alt. Namek Dragon Ball 1 ("Draw cards until you have 3 cards in your hand. Raise your anger 2 levels. Lower your opponent\'s anger 2 levels.").',
 "After playing it P1 holds 1 card, so he draws 2 (hand 3, Life Deck 20 -> 18); P1's anger 1 -> 3; P2's anger 1 -> 0 (not below 0).",
 'Card text of Alt. Namek Dragon Ball 1 (Kid Buu Saga #001); The Sequence of Play - 2) Non-Combat Step',
 card('kid-buu-saga/001', 'Draw cards until you have 3 cards in your hand. Raise your anger 2 levels. Lower your opponent'))

# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (P020-P029) ----------------
case('C', ['android-saga/067', ORB, CONC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, Orange Energy Phasing Drill in play, hand Saiyan Energy Orb. P2 defender: MP Krillin, the Friend Lv.1, Concentration Drill in play, Life Deck 20.',
 'P1 plays Saiyan Energy Orb (5 life cards); P2 takes it; P1 uses Orange Energy Phasing Drill ("you may do +2 life cards of damage to remove 1 of your oponent\'s Non-Combat cards in play from the game") choosing Concentration Drill.',
 "Declared when the attack becomes successful: 5 +2 = 7 life cards, P2 20 -> 13; Concentration Drill is removed from the game at the \"If successful\" step. P1 pays 2 (5 -> 3).",
 SCC + 'Orange Energy Phasing Drill (Android Saga #67)',
 q('**Orange Energy Phasing Drill** (Android Saga - #67)'))
case('C', ['android-saga/062', SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Saiyan Right Cross, Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0 (450,000: B), hand Namekian Finishing Effort.',
 'AP1: P1 plays Saiyan Right Cross; P2 takes it and then places Namekian Finishing Effort into play from his hand. AP2: P2 uses Namekian Finishing Effort.',
 'PAT C vs B = 2 +3 = 5: Krillin 8 -> 3. Having taken damage, P2 may place the card directly into play; in his own Attack Phase he uses it like a Non-Combat card: P1 discards the top 3 cards of his Life Deck (20 -> 17).',
 SCC + 'Namekian Finishing Effort (Android Saga #62)',
 q('**Namekian Finishing Effort** (Android Saga - #62)', 'like a regular Non-Combat card'))
case('C', ['trunks-saga/118', 'trunks-saga/196', 'saiyan-saga/176', 'saiyan-saga/177', GOKU],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173). P2 defender: MP Nappa Lv.2 (Saiyan Saga #177; Lv.1 below) at 5 above 0, What Was I Thinking in play, Life Deck: Garlic Jr. Lv.2 (Trunks Saga #196) among its cards (20 cards), discard pile D1 (bottom), D2. Combat is entered (Prepare Phase).",
 'Defender\'s half of the Prepare Phase: P2 uses What Was I Thinking ("search your life deck for an ally and put it into play at it\'s highest power and stage. This ally takes control of this combat.") choosing Garlic Jr. Lv.2, then Garlic Jr.\'s "When entering combat as a defender, you may also draw the bottom card of your discard pile into your hand."; then P2 draws 3.',
 "Garlic Jr. Lv.2 enters at 10 above 0 and is in control of Combat at once, so he may use his When entering Combat power: P2 draws D1. Then the usual 3 cards: P2's hand has 4 cards; Life Deck 20 -> 16 (19 after the search, then 3 drawn).",
 SCC + 'What Was I Thinking (Trunks Saga #118)',
 q('**What Was I Thinking** (Trunks Saga - #118)'))
case('C', ['frieza-saga/111', 'cell-games-saga/034', SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), Krillin\'s Power Tap in play, hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0 (B), Black Double Attack Drill in play ("All of your physical attacks do +2 power stages of damage ..."), Life Deck 20.',
 "AP1: P1 uses Krillin's Power Tap choosing P2's Black Double Attack Drill, then plays Saiyan Right Cross; P2 takes it.",
 "The Power Tap is a copy of the Drill for P1 this Combat: P1's physical attacks do +2. PAT C vs B = 2 +3 +2 = 7: Krillin 5 -> 0 and 2 converted: P2 20 -> 18. Krillin's Power Tap is removed from the game.",
 SCC + "Krillin's Power Tap (Frieza Saga #111)",
 q("Choose a Drill in play. Krillin's Power Tap creates a floating effect that is a copy of that Drill."))
case('C', ['world-games-saga/038', 'majin-buu-saga/194', 'majin-buu-saga/195', GOKU],
 "P1 attacker: MP Majin Buu, the Rotund Lv.2 (Majin Buu Saga #195; Majin Buu Lv.1 #194 below) at 5 above 0 (4,365,000: E). P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), Life Deck 20; P2's Location The Middle of Nowhere is in play (\"All attacks with 'Majin' in the title do +3 power stages of damage.\").",
 'P1 uses Majin Buu, the Rotund\'s power ("Physical attack doing +4 power stages of damage..."). P2 takes it.',
 'The Location affects all players and adds its +3 to attacks performed by the powers of personalities with "Majin" in the title: PAT E vs C = 3 +4 +3 = 10 power stages: Goku 5 -> 0 and 5 converted: P2 20 -> 15.',
 SCC + 'The Middle of Nowhere (World Games Saga #38); Battleground and Location Cards',
 q('**The Middle of Nowhere** (World Games Saga - #38) – This card does add damage', 'in the title.'))
case('C', ['world-games-saga/038', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173), hand The Middle of Nowhere. P2: MP Krillin, the Friend Lv.1; P2's The Middle of Nowhere is in play.",
 'P1 plays his own The Middle of Nowhere.',
 "Refused: a Battleground or Location of the same name is in play. P1's card stays in his hand and P2's stays in play (it is not replaced).",
 'Battleground and Location Cards',
 q('You cannot place a Battleground or Location card into play if there is already a Battleground or Location card of the same name in play.'))
case('C', ['android-saga/112', 'kid-buu-saga/077', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Severe Bruises. P2: MP Krillin, the Friend Lv.1 at 5 above 0, anger 3, hand Red Sword Cleave, no Drills.",
 'P1 plays Severe Bruises on P2\'s Main Personality, declares Combat; AP1 P1 passes; AP2 P2 plays Red Sword Cleave ("... Raise your anger 1 level. Lower your opponent\'s anger 1 level."), P1 takes it.',
 "Severe Bruises: P2's anger 3 -> 0, and he may not raise it until he places a Drill in play: Red Sword Cleave's \"Raise your anger 1 level\" does nothing, P2's anger stays 0. Severe Bruises stays on Krillin.",
 "Card text of Severe Bruises (Android Saga #112); " + SCC + 'Severe Bruises (Android Saga #112)',
 card('android-saga/112', 'Your opponent lowers his anger to 0 and he may not raise his anger level until he places a Drill in play.'))
case('C', ['kid-buu-saga/123', 'saiyan-saga/236', CONC, 'cell-games-saga/034', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, no Drills, hand Vile Energy, Life Deck 20 holding Saiyan Power Drill and Concentration Drill. P2 defender: MP Krillin, the Friend Lv.1, two Drills in play (Black Double Attack Drill, Concentration Drill), Life Deck 20.',
 'P1 plays Vile Energy ("Energy attack. If your opponent has more Drills in play than you, you may search your Life Deck for a Drill and place it into play until you have the same number ..."), placing Saiyan Power Drill and Concentration Drill. P2 takes it.',
 'P1 pays 2 (5 -> 3); P1 places 2 Drills into play (one Styled, one Freestyle: legal together) until he has as many as P2: Life Deck 20 -> 18. The energy attack states no damage: 4 life cards, P2 20 -> 16.',
 SCC + 'Vile Energy (Kid Buu Saga #123)',
 q('If your opponent has more Drills in play than you, you may search your Life Deck for a Drill and place it into play until you have the same number of Drills in play as your opponent'))
case('C', ['saiyan-saga/133', SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 10 above 0 (500,000: B), Blue Reversal Drill in play.',
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 uses Blue Reversal Drill (\"Do the exact same physical attack you defended against...\") in place of an attack; P1 takes it.",
 "AP1: PAT C vs B = 2 +3 = 5: Krillin 10 -> 5. AP2: the copy is the entire attack with its modifiers: PAT Krillin at 5 (375,000: B) vs Goku (C) = 0 +3 = 3: Goku 5 -> 2.",
 SCC + 'Blue Reversal Drill (Saiyan Saga #133)',
 q("Using this Drill's power takes the place of a player's attack.", 'modifiers from the attack.'))
case('C', ['android-saga/067', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173), no Drills, hand Orange Energy Phasing Drill. P2: MP Krillin, the Friend Lv.1 with his own Orange Energy Phasing Drill in play.",
 'P1 plays Orange Energy Phasing Drill.',
 "Allowed: both players may each have a copy of the same Styled Drill in play. P1 and P2 each have one Orange Energy Phasing Drill in play.",
 'Drill Cards - Styled Drills',
 q('Both players may each have a copy of the same Styled Drill in play.'))

# ---------------- D: Combat cards and the Battle Sequence (P030-P039) ----------------
case('D', ['saiyan-saga/028', SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand 2 Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0, hand Vegeta\'s Physical Stance, Life Deck 20.',
 "AP1: P1 plays Saiyan Right Cross; P2 stops it with Vegeta's Physical Stance. AP2: P2 passes. AP3: P1 plays his second Saiyan Right Cross; P2 takes it.",
 "Vegeta's Physical Stance stops the first attack and all physical attacks performed against P2 for the rest of Combat: the second is stopped too; Krillin stays at 5, Life Deck 20. Vegeta's Physical Stance is removed from the game; both Saiyan Right Cross are discarded.",
 SCC + "Vegeta's Physical Stance (Saiyan Saga #28)",
 q("**Vegeta's Physical Stance** (Saiyan Saga - #28)"))
case('D', ['broly-subset/m14', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: C), hand Saiyan Clothesline. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0 (450,000: B).',
 'P1 plays Saiyan Clothesline ("Physical attack doing +3 power stages of damage. If the personality performing this attack has a higher power rating than the personality defending against this attack, double the Base Damage from the Physical Attack Table ..."). P2 takes it.',
 'Base Damage is the PAT alone (C vs B = 2), doubled = 4; the +3 modifier is added after: 7 power stages (not (2+3) x 2 = 10): Krillin 8 -> 1.',
 'Card text of Saiyan Clothesline (Broly Subset #M14); Battle Sequence steps 9-10 (Base Damage, then modifiers)',
 card('broly-subset/m14', 'double the Base Damage from the Physical Attack Table'))
case('D', ['trunks-saga/099', SRC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0 (450,000: B), hand Trunks Swiftly Moving.',
 'AP1: P1 plays Saiyan Right Cross (physical, +3); P2 stops it with Trunks Swiftly Moving ("In your next attack phase, perform the exact same attack that this card stopped."). AP2: P2 performs the copied attack; P1 takes it.',
 'AP1: stopped, no damage. AP2: the copy is the entire attack with its modifiers, performed by Krillin: PAT B vs C = 0 +3 = 3 power stages: Goku 5 -> 2. The copy is an extra card: nothing more goes to P2\'s discard pile than Trunks Swiftly Moving.',
 SCC + 'Trunks Swiftly Moving (Trunks Saga #99); Copying Cards',
 q('**Trunks Swiftly Moving** (Trunks Saga - #99) – Copy the entire physical attack', 'modifiers from the attack.'))
case('D', ['android-saga/107', 'trunks-saga/099', 'saiyan-saga/176', 'trunks-saga/176'],
 'P1 attacker: MP Nappa Lv.1 (Saiyan Saga #176, Villain) at 5 above 0, hand Rebellion. P2 defender: MP Garlic Jr. Lv.1 (Trunks Saga #176, Villain) at 5 above 0, hand Trunks Swiftly Moving.',
 'AP1: P1 plays Rebellion ("Villans only. Play this as your first card in Combat. Physical attack doing +8 power stages of damage."); P2 stops it with Trunks Swiftly Moving. AP2: P2 wants to perform the copied Rebellion.',
 "Refused: P2 has already played a card this Combat (Trunks Swiftly Moving), so he cannot perform Rebellion's copy. Garlic Jr. stays at 5; Nappa takes nothing.",
 SCC + 'Rebellion (Android Saga #107)',
 q('**Rebellion** (Android Saga - #107)'))
case('D', ['babidi-saga/078', CONC, GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), one Non-Combat card in play (Concentration Drill), hand Orange Temple Strike. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0 (B), three Concentration Drills in play (a Freestyle Drill), Life Deck 20.',
 'P1 plays Orange Temple Strike ("Physical attack doing +2 life cards of damage. If successful and your opponent has more Non-Combat cards in play than you, your opponent discards 1 Non-Combat card at a time until his number of Non-Combat cards in play equals yours."). P2 takes it.',
 "PAT C vs B = 2 power stages (Krillin 5 -> 3) and +2 life cards (20 -> 18). If successful: P2 discards his own Non-Combat cards one at a time until he has 1, as many as P1: two Concentration Drills go to P2's discard pile; P1's Concentration Drill is not touched.",
 SCC + 'Orange Temple Strike (Babidi Saga #78)',
 q('**Orange Temple Strike** (Babidi Saga - #78)'))
case('D', ['trunks-saga/059', SRC, ORB, GOKU, 'cell-saga/090'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Saiyan Right Cross and Saiyan Energy Orb, Life Deck 20. P2 defender: MP Android 19 Lv.1 (Cell Saga #090, Villain) at 5 above 0 (500,000: B), Frieza Is Ready in play, Life Deck 20.',
 "AP1: P1 plays Saiyan Right Cross; P2 takes it and right after uses Frieza Is Ready. AP2: P2 passes. AP3: P1 plays Saiyan Energy Orb (5 life cards); P2 takes it.",
 'AP1: PAT C vs B = 2 +3 = 5 power stages: Android 19 5 -> 0. AP3: P1 pays 2 (5 -> 3); P2 takes 5 life cards (20 -> 15) and, by Frieza Is Ready, P1 discards twice as many, 10 (P1 20 -> 10); this discard is not damage.',
 SCC + 'Frieza is Ready (Trunks Saga #59)',
 q('When your Main Personality takes life cards of damage, your opponent discards twice as many life cards. Limit 1 per deck.', 'because this card is not dealing damage.'))
case('D', ['babidi-saga/004', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), anger 0, hand Black Personal Smack. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0 (B), a Drill in play (Concentration Drill), Life Deck 20.',
 'P1 plays Black Personal Smack ("Physical attack doing 5 power stages of damage. Raise your anger 1 level. ... Remove from the game after use."). P2 takes it.',
 'The card states its damage: 5 power stages, not the PAT (2) nor PAT +5: Krillin 8 -> 3. P1 anger 0 -> 1. Black Personal Smack is removed from the game, not discarded.',
 'Dealing Damage (cards that state damage); ' + SCC + 'Black Personal Smack (Babidi Saga #4)',
 q('**Cards that state damage:**'))
case('D', ['cell-saga/147', 'majin-buu-saga/156', SRC, KRIL],
 'P1 attacker: MP Goku Lv.1 (Majin Buu Saga #156; Constant Combat Power "... All of your physical attacks do +1 life cards of damage.") at 5 above 0 (1,425,000: C), hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 8 above 0 (450,000: B), Orange Haulting Drill in play ("All successful physical attacks performed against you do a maximum of 3 power stages of damage."), Life Deck 20.',
 'P1 plays Saiyan Right Cross (physical, +3 power stages). P2 takes it.',
 "Power stages: PAT C vs B = 2 +3 = 5, capped by the Drill at 3: Krillin 8 -> 5. The +1 life card from Goku's Constant Combat Power is not capped (the cap is on power stages only, and the Drill does not touch life cards that did not come from power stages): P2 20 -> 19.",
 SCC + 'Orange Hauling Drill (Cell Saga #147); Damage Caps',
 q('**Orange Hauling Drill** (Cell Saga - #147)'))
case('D', ['fusion-saga/023', 'majin-buu-saga/156', 'majin-buu-saga/157', ORB, GOKU],
 'P2 attacker (first Attack Phase): MP Goku, Super Saiyan Lv.2 (Majin Buu Saga #157; Goku Lv.1 #156 below; Constant Combat Power: "Prevent 2 life cards of damage from any attacks performed against you.") at 5 above 0, hand Taking Cover, Life Deck 20. P1 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Saiyan Energy Orb.',
 'AP1: P2 plays Taking Cover ("For the remainder of Combat, when you prevent damage from an attack you may prevent twice as much damage from the attack."). AP2: P1 plays Saiyan Energy Orb (5 life cards); P2 takes it, choosing to prevent twice as much.',
 "The Constant Combat Power's prevention of 2 becomes 4: 5 - 4 = 1 life card: P2's Life Deck 20 -> 19. P1 pays 2 (5 -> 3).",
 'Card text of Taking Cover (Fusion Saga #023); card text of Goku, Super Saiyan Lv.2',
 card('fusion-saga/023', 'For the remainder of Combat, when you prevent damage from an attack you may prevent twice as much damage from the attack.'))
case('D', ['frieza-saga/057', GOKU, KRIL],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Krillin\'s Anger Blast. P2 defender: ' + F_KRIL + ', Life Deck 20.',
 'P1 plays Krillin\'s Anger Blast ("Energy attack doing 5 life cards of damage and costing 3 power stages to use."). P2 takes it.',
 'The card states its cost (the word "costing" is on it), so the default 2 power stages do not apply: P1 pays 3 (5 -> 2); P2 takes 5 life cards (20 -> 15).',
 "Card Costs; card text of Krillin's Anger Blast (Frieza Saga #057)",
 q('Energy attacks that don\'t tell you the basic cost on the card gain "Costs 2 power stages to perform" after the sentence describing the energy attack.'))

# ---------------- E: the turn and victories (P040-P048) ----------------
case('E', ['saiyan-saga/239', 'saiyan-saga/176', 'saiyan-saga/177', 'saiyan-saga/178', 'saiyan-saga/236', GOKU],
 "End of P1's turn (Rejuvenation Step; P1 declared Combat this turn). P1: MP Goku Lv.1 (World Games Saga #173), Roshi's Calming in play. P2: MP Nappa Lv.2 (Saiyan Saga #177; levels 1-3 in his stack) at 9 above 0, Saiyan Power Drill in play.",
 'P1 uses Roshi\'s Calming ("Use at the end of any turn. If your opponent\'s Main Personality is at Level 2, lower his Main Personality one personality level.").',
 "Nappa loses a level: level 1 at 5 above 0 (whatever his stage was), and P2's Saiyan Power Drill is discarded.",
 SCC + "Roshi's Calming (Saiyan Saga #239); Taking Them Down A Notch",
 q("**Roshi's Calming** (Saiyan Saga - #239)"))
case('E', ['majin-buu-saga/preview-4', GOKU, KRIL],
 "P1's turn, Declare Step. P1: MP Goku Lv.1 (World Games Saga #173), Watching From Afar in play, hand empty, discard pile D1..D6 (D6 on top), Life Deck 20. P2: MP Krillin, the Friend Lv.1, hand empty.",
 'P1 skips Combat. At the beginning of his Discard Step he uses Watching From Afar ("Use only at the beginning of your Discard Step in a turn that you skipped Combat. Shuffle 4 cards in your discard pile into your Life Deck.") choosing D1-D4; then in the Rejuvenation Step he takes the top card of his discard pile.',
 'Discard Step: D1-D4 shuffled into the Life Deck (20 -> 24), Watching From Afar removed from the game. Rejuvenation (Combat skipped): the top card of the discard pile, D6, to the bottom of the Life Deck (24 -> 25); discard pile left: D5.',
 'Card text of Watching From Afar (Majin Buu Saga #Preview 4); The Sequence of Play - 6) Discard Step, 7) Rejuvenation Step',
 card('majin-buu-saga/preview-4', 'Use only at the beginning of your Discard Step in a turn that you skipped Combat. Shuffle 4 cards in your discard pile into your Life Deck.'))
case('E', ['miscellaneous/l2-7', GOKU, KRIL],
 "P1's turn, Power-Up Step. P1: MP Goku Lv.1 (World Games Saga #173). P2: MP Krillin, the Friend Lv.1, hand I Want You!.",
 'At the beginning of P1\'s Power-Up Step P2 plays I Want You! ("Use at the beginning of your opponent\'s Power Up Step. Your opponent cannot skip the Combat Step of this turn."). In the Declare Step P1 wants to skip Combat.',
 'Refused: P1 must declare Combat this turn.',
 "Card text of I Want You! (Krillin Season #L2-7); " + SCC + 'I Want You!',
 card('miscellaneous/l2-7', 'Your opponent cannot skip the Combat Step of this turn.'))
case('E', ['cell-games-saga/preview-4', GOKU, KRIL, PICW],
 "P1's turn, Non-Combat Step. P1: MP Goku Lv.1 (World Games Saga #173), hand Gathering of Warriors, Life Deck 20 holding Krillin, the Friend Lv.1 and Piccolo, the Warrior Lv.1.",
 'P1 plays Gathering of Warriors ("Use during any Non-Combat Step. All players may search their Life Decks for 2 Allies, show them to their opponents, and place them in their hands. ... Remove from the game after use.") and takes Krillin and Piccolo.',
 "Allowed in the Non-Combat Step although it is a Combat card: P1's hand gets the 2 Allies, Life Deck 20 -> 18, Gathering of Warriors removed from the game.",
 'Card text of Gathering of Warriors (Cell Games Saga #Preview 4); ' + SCC + 'Gathering of Warriors',
 card('cell-games-saga/preview-4', 'Use during any Non-Combat Step. All players may search their Life Decks for 2 Allies'))
case('E', ['world-games-saga/142', GOKU, KRIL],
 "P1's turn, Power-Up Step. P1: MP Goku Lv.1 (World Games Saga #173, PUR 1) at 5 above 0, declared an Orange Tokui-Waza (Orange Style Mastery, World Games Saga #142, in play). P2: MP Krillin, the Friend Lv.1.",
 "P1's Main Personality powers up.",
 'PUR 1 +1 for the declared Tokui-Waza = 2: Goku 5 -> 7.',
 'The Sequence of Play - 3) Power-Up Step',
 q("If you declared a Tokui-Waza, your MP's PUR increases by +1.", "increases by +1."))
case('E', ['fusion-saga/010', 'fusion-saga/058', 'fusion-saga/057', 'fusion-saga/106', KRIL],
 "P1's turn, Discard Step. P1: MP Majin Buu, Gotenks Absorbed Lv.4 (Fusion Saga #106; levels 1-4) , hand H1, H2, H3, H4. P2: MP Krillin, the Friend Lv.1, hand empty.",
 'P1 discards H1 and H2, keeping H3 and H4.',
 "Allowed: Majin Buu's Constant Combat Power lets P1 discard down to 2 cards instead of 1: hand H3, H4; discard pile H1, H2.",
 'Card text of Majin Buu, Gotenks Absorbed Lv.4 (Fusion Saga #106); The Sequence of Play - 6) Discard Step',
 card('fusion-saga/106', 'You may discard down to 2 cards instead of 1 during any Discard Step.'))
case('E', ['fusion-saga/010', 'fusion-saga/058', GOKU],
 "P2's turn (P2 attacker), Rejuvenation Step; P2 declared Combat. P1 (defender): MP Majin Buu, Super Buu Lv.2 (Fusion Saga #058; Evil Buu Lv.1 below; \"At the end of every turn, place the bottom card of your discard pile at the bottom of your Life Deck.\"), discard pile D1 (bottom), D2, Life Deck 20. P2: MP Goku Lv.1 (World Games Saga #173).",
 "P2's Rejuvenation Step ends his turn.",
 "\"Every turn\" includes the opponent's: at the end of P2's turn P1 places D1 at the bottom of his Life Deck (20 -> 21); discard pile D2.",
 'Card text of Majin Buu, Super Buu Lv.2 (Fusion Saga #058); The Sequence of Play for One Complete Turn',
 card('fusion-saga/058', 'At the end of every turn, place the bottom card of your discard pile at the bottom of your Life Deck.'))
case('E', ['world-games-saga/057', GOKU, KRIL],
 "P1's turn, Discard Step. P1: MP Goku Lv.1 (World Games Saga #173), no Drills in play, hand Goku's Quickness Drill and H1. P2: MP Krillin, the Friend Lv.1, hand empty.",
 "P1 discards Goku's Quickness Drill (\"If this Drill is discarded from you hand, place it into play instead.\"), keeping H1.",
 "The Drill goes into play instead of the discard pile: P1's Drills in play: Goku's Quickness Drill; hand H1; discard pile empty.",
 "Card text of Goku's Quickness Drill (World Games Saga #057); The Sequence of Play - 6) Discard Step",
 card('world-games-saga/057', 'If this Drill is discarded from you hand, place it into play instead.'))
case('E', ['saiyan-saga/236', GOKU, KRIL],
 "P1's turn, Non-Combat Step. P1 (attacker): MP Goku Lv.1 (World Games Saga #173). P2 (defender): MP Krillin, the Friend Lv.1, hand Saiyan Power Drill, no Drills in play.",
 "P2 wants to place his Saiyan Power Drill into play during P1's Non-Combat Step.",
 "Refused: the Defender plays only during the Combat Step and the Rejuvenation Step; P2's Drill stays in his hand.",
 'The Sequence of Play for One Complete Turn (The Attacker for the Turn)',
 q('The Defender plays only during the **Combat Step** and the **Rejuvenation Step**.'))

assert len(C) == 48, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C:
        (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases')
