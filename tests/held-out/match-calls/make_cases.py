"""Writes the 48 cases (M001..M048) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (match-calls, s15)."""
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
    C.append(dict(id=f'M{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C), Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B), Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
# ---------------- A: personalities' and Allies' powers (M001-M010) ----------------
case('A', ['trunks-saga/161', ORB, KRIL],
 f"P1 attacker: MP {D('trunks-saga/161')} at 5 above 0 (225,000: bracket B), hand Saiyan Energy Orb (\"{T(ORB)}\"), Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2 (unstated energy cost): Frieza 5 -> 3. Frieza's Constant Combat Power modifies the attack: 5 +1 = 6 life cards (P2's Life Deck 17 -> 11) and +1 power stage (Krillin 5 -> 4).",
 CT + 'Frieza the Monster Lv.1 (Trunks Saga #161); Modified Damage',
 card('trunks-saga/161', 'Frieza does +1 power stage and +1 life card of damage with every energy attack.'))
case('A', ['cell-saga/127', ORB, GOKU],
 f"{G}, hand Saiyan Energy Orb. P2 defender: MP {D('cell-saga/127')} at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 tries to play Saiyan Energy Orb.",
 "Refused: Trunks' Constant Combat Power keeps P1 from performing energy attacks, so P1 may not use (play) the card. Nothing is paid or dealt: Goku stays at 5, the Orb stays in P1's hand, P2's Life Deck stays 17.",
 CT + 'Trunks, the Powerful Lv.4 (Cell Saga #127); Performing Attacks and preventing their use',
 card('cell-saga/127', '(Constant Combat Power) Your opponents may not perform energy attacks.'))
case('A', ['kid-buu-saga/122', SRC, KRIL],
 f"P1 attacker: MP {D('kid-buu-saga/122')} at 5 above 0 (2,200,000: bracket D), hand Saiyan Right Cross (\"{T(SRC)}\"), Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT D vs B = 3, +3 = 6 power stages: Krillin 5 -> 0, 1 stage converted to 1 life card; Vegeta's +2 life cards are added to the physical attack: 3 life cards in all, P2's Life Deck 17 -> 14.",
 CT + 'Vegeta, Settled Down Lv.2 (Kid Buu Saga #122); Modified Damage',
 card('kid-buu-saga/122', 'All of your attacks do +2 life cards of damage.'))
case('A', ['trunks-saga/159', 'cell-saga/045', ORB, KRIL],
 f"P1 attacker: MP {D('trunks-saga/159')} at 5 above 0, hand Saiyan Energy Orb, Life Deck 20. {K}, hand {D('cell-saga/045')}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 stops it with Namekian Energy Catch.",
 "The Orb is stopped (cost 2 paid: Goku 5 -> 3; Krillin gains 3: 5 -> 8), but Goku's Constant Combat Power makes the stopped energy attack do 2 life cards of damage: P2's Life Deck 17 -> 15.",
 CT + 'Goku, the Unbeatable Lv.4 (Trunks Saga #159)',
 card('trunks-saga/159', 'All of your energy attacks do 2 life cards of damage when they are stopped.'))
case('A', ['world-games-saga/129', SRC, KRIL],
 f"P1 attacker: MP {D('world-games-saga/129')} at 5 above 0 (1,750,000: bracket C), hand 2 Saiyan Right Cross, Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it.",
 "First physical attack: PAT C vs B = 2, +3, +6 (Froug's first physical attack) = 11 power stages: Krillin 5 -> 0, 6 converted life cards (17 -> 11). Second: no +6; Krillin at 0 (rating 0: bracket A), PAT C vs A = 3, +3 = 6 power stages, all converted: Life Deck 11 -> 5.",
 CT + 'Froug, the Huge Lv.3 (World Games Saga #129); Modified Damage',
 card('world-games-saga', 'The first physical attack Froug performs in Combat does +6 power stages of damage.'))
case('A', ['world-games-saga/123', SRC, GOKU],
 f"{G}, hand 2 Saiyan Right Cross. P2 defender: MP {D('world-games-saga/123')} at 5 above 0 (500,000: bracket B), hand empty, discard pile (bottom first) D1, D2, D3, D4, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 stops it with Chapuchai's power. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 uses Chapuchai's power again.",
 "Both attacks are stopped (the power may be used twice per Combat); each use places the bottom 2 cards of P2's discard pile at the bottom of his Life Deck: 17 -> 19 -> 21, discard pile empty. Chapuchai stays at 5.",
 CT + 'Chapuchai, the Tiny Lv.2 (World Games Saga #123); Power-Up Rating (PUR) - Personality Powers',
 card('world-games-saga/123', 'Place the bottom 2 cards of your discard pile at the bottom of your Life Deck. You may use this power twice per Combat.'))
case('A', ['frieza-saga/110', SRC, GOKU],
 f"{G}, hand Saiyan Right Cross. P2 defender: MP {D('frieza-saga/110')} at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 uses Nail's power.",
 "The physical attack is stopped (Nail stays at 5) and Nail's power deals 1 life card of damage to P1: P1's Life Deck 20 -> 19.",
 CT + 'Nail the Namekian Hero Lv.3 (Frieza Saga #110)',
 card('frieza-saga/110', 'Stops a physical attack and in the process, causes 1 life card of damage to your opponent.'))
case('A', ['trunks-saga/183', ORB, GOKU],
 f"{G}, hand Saiyan Energy Orb. P2 defender: MP {D('trunks-saga/183')} at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. 5 life cards: P2's Life Deck 17 -> 12. Vinegar received damage from a successful energy attack: he gains 2 power stages, 5 -> 7.",
 CT + 'Vinegar Lv.2 (Trunks Saga #183)',
 card('trunks-saga/183', 'When receiving damage from a successful energy attack, gain 2 power stages.'))
case('A', ['fusion-saga/103', ORB, GOKU],
 f"{G}, hand Saiyan Energy Orb. P2 defender: MP {D('fusion-saga/103')} at 5 above 0, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Goku 5 -> 3. Hercule-Goku's Constant Combat Power prevents 1 life card: 5 - 1 = 4 life cards, P2's Life Deck 17 -> 13; Hercule-Goku stays at 5.",
 CT + 'Hercule-Goku Lv.1 (Fusion Saga #103); A Note about Damage Prevention',
 card('fusion-saga/103', 'Prevent 2 power stages and 1 life card of damage from all attacks performed against you.'))
case('A', ['miscellaneous/m1', ORB, KRIL],
 f"P1 attacker: MP {D('miscellaneous/m1')} at 5 above 0, no Tokui-Waza, hand 2 Saiyan Energy Orb, Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Energy Orb; P2 takes it.",
 "The first energy attack costs 1 (2 - 1): Cooler 5 -> 4; the second costs the full 2: 4 -> 2. 5 life cards each: P2's Life Deck 17 -> 12 -> 7.",
 CT + 'Cooler Lv.1 (Miscellaneous #M1); Card Costs',
 card('miscellaneous/m1', 'The first energy attack you perform cost one less power stages for you to perform.'))
# ---------------- B: Dragon Balls (M011-M020) ----------------
NDB = lambda n: {1: 'trunks-saga/025', 2: 'trunks-saga/003', 3: 'trunks-saga/079', 4: 'trunks-saga/080', 5: 'trunks-saga/136', 6: 'trunks-saga/113', 7: 'trunks-saga/114'}[n]
case('B', ['fusion-saga/001', NDB(1), NDB(2), GOKU, KRIL],
 f"{G}, controls Namek Dragon Ball 1 and Namek Dragon Ball 2 (in play), hand {D('fusion-saga/001')}. {K}, hand empty, no Dragon Balls." + PP,
 "AP1: P1 plays Black High Kick; P2 takes it.",
 "PAT C vs B = 2 power stages: Krillin 5 -> 3. +2 life cards for each of the 2 Dragon Balls P1 controls = 4 life cards: P2's Life Deck 17 -> 13 (under 5: no capture question).",
 CT + 'Black High Kick (Fusion Saga #001)',
 card('fusion-saga/001', 'This attack does +2 life cards of damage for each Dragon Ball you control.'))
case('B', ['android-saga/066', NDB(1), NDB(3), NDB(6), GOKU, KRIL],
 f"{G}, no Tokui-Waza declared, controls Namek Dragon Ball 1, hand {D('android-saga/066')}. {K}, hand empty, controls Namek Dragon Ball 3 and Namek Dragon Ball 6." + PP,
 "AP1: P1 plays Orange Energy Glare; P2 takes it.",
 "P1 declared no Tokui-Waza, so the 3 Dragon Balls in play add nothing: the energy attack states no damage, Base Damage 4 life cards (P2's Life Deck 17 -> 13); cost 2: Goku 5 -> 3.",
 CT + 'Orange Energy Glare (Android Saga #066); Battle Sequence step 9',
 card('android-saga/066', 'If you declared Toku-Waza, this attack does +X life cards of damage. X is equal to the number of Dragon Balls in play.'))
case('B', ['cell-games-saga/047', NDB(3), GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/047')}. {K}, hand empty, controls Namek Dragon Ball 3 (his own)." + PP,
 "AP1: P1 plays Blue Pivot Kick; P2 takes it; P1 captures Namek Dragon Ball 3 (using none of its powers).",
 "PAT C vs B = 2: Krillin 5 -> 3, no life cards. The card's own capture needs no 5 life cards: P1 controls Namek Dragon Ball 3 (owner P2); P2 controls none; P2's Life Deck stays 17.",
 CT + 'Blue Pivot Kick (Cell Games Saga #047); Capturing Dragon Balls - Card Captures',
 card('cell-games-saga/047', 'Focused physical attack. If successful, capture an opponent\'s Dragon Ball.'))
case('B', ['babidi-saga/022', 'cell-games-saga/107', NDB(6), 'colossal-redemption/cr10', GOKU, KRIL],
 f"{G}, anger 2, Nagging Drill (Colossal Redemption #CR10) in play, hand {D('cell-games-saga/107')}. {K}, controls Namek Dragon Ball 6, hand {D('babidi-saga/022')}." + PP,
 "AP1: P1 plays Android 18's Effect (cost 2); P2 stops it with Red Resistance, removing Nagging Drill.",
 "Stopped: no capture (P2 keeps Namek Dragon Ball 6). Namek Dragon Ball 6 is in play, so Red Resistance removes P1's Nagging Drill from the game; P1's anger 2 -> 1; Goku 5 -> 3; P2's Life Deck 17.",
 CT + 'Red Resistance (Babidi Saga #022)',
 card('babidi-saga/022', "is in play, remove up to 3 of your opponent's Non-Combat cards in play from the game."))
case('B', ['burger-king/bk3', NDB(5), GOKU, KRIL],
 f"{G}, {D('burger-king/bk3')} in play (Non-Combat), hand empty. {K}, hand empty, controls Namek Dragon Ball 5." + PP,
 "AP1: P1 uses Krillin's Trick, choosing Namek Dragon Ball 5.",
 "P1 now controls Namek Dragon Ball 5 (owner P2; P2 controls none); Krillin's Trick is removed from the game (not discarded). No damage: P2's Life Deck 17.",
 CT + "Krillin's Trick (Burger King #BK3); Ownership",
 card('burger-king/bk3', 'Steal a Dragon Ball of your choice. Remove this card from game after use.'))
case('B', ['cell-games-saga/preview-1', NDB(2), SRC, GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/preview-1')}, Saiyan Right Cross. {K}, hand empty, controls Namek Dragon Ball 2." + PP,
 "AP1: P1 plays Celestial Games Begin (in place of an attack). AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it; P1 captures Namek Dragon Ball 2 (none of its powers).",
 "PAT 2 +3 = 5 power stages: Krillin 5 -> 0, no life cards. Under Celestial Games Begin the successful attack allows a capture without 5 life cards: P1 controls Namek Dragon Ball 2 (owner P2). P2's Life Deck 17.",
 CT + 'Celestial Games Begin (Cell Games Saga #Preview 1); Floating Effects',
 card('cell-games-saga/preview-1', 'For the remainder of Combat, any successful attack performed by any player allows that player to capture a Dragon Ball.'))
case('B', ['fusion-saga/091', NDB(1), NDB(3), GOKU, KRIL],
 f"{G}, hand {D('fusion-saga/091')}. {K}, hand empty, controls Namek Dragon Ball 1 and Namek Dragon Ball 3." + PP,
 "AP1: P1 plays Vegeta's Blurred Kick (no Empower announced); P2 takes it; P1 captures Namek Dragon Ball 3 (none of its powers).",
 "Gain 3 first: Goku 5 -> 8 (1,300,000: still C). PAT 2 +3 = 5: Krillin 5 -> 0. Used by Goku, not Vegeta: ONE capture only: P1 controls Namek Dragon Ball 3, P2 keeps Namek Dragon Ball 1. The card is removed from the game. P2's Life Deck 17.",
 CT + "Vegeta's Blurred Kick (Fusion Saga #091); Referencing",
 card('fusion-saga/091', 'If successful, capture an opponent\'s Dragon Ball. If successful and used by Vegeta, capture 2 of your opponent\'s Dragon Balls instead.'))
case('B', ['cell-games-saga/017', NDB(1), NDB(3), NDB(6), SRC, GOKU, KRIL],
 f"{G}, anger 0, controls Namek Dragon Ball 1, hand {D('cell-games-saga/017')}. {K}, controls Namek Dragon Ball 3 and 6, hand Saiyan Right Cross (then draws 3)." + PP,
 "AP1: P1 plays Red Anger Rising; P2 takes it. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "3 Dragon Balls in play: Red Anger Rising's floating +3 applies from its own secondary effect on, to all physical attacks. AP1: PAT 2 +3 = 5: Krillin 5 -> 0; P1's anger 0 -> 1. AP2 (P2's attack also gets it): Krillin at 0 (A) vs Goku (C): PAT 0, +3 +3 = 6: Goku 5 -> 0, 1 converted: P1's Life Deck 20 -> 19.",
 CT + 'Red Anger Rising (Cell Games Saga #017); Battle Sequence steps 3 and 10',
 card('cell-games-saga/017', 'For the remainder of Combat, all physical attacks do +1 power stages of damage for each Dragon Ball in play.'))
case('B', ['kid-buu-saga/037', NDB(4), GOKU, KRIL],
 f"{G}, controls Namek Dragon Ball 4, hand {D('kid-buu-saga/037')}. P2 defender: MP Krillin, the Friend Lv.1 at 5 (bracket B), hand H1, H2 (exactly 2), Life Deck 20. The board starts at the first Attack Phase (no Prepare Phase).",
 "AP1: P1 plays Black Impressive Slap; P2 takes it.",
 "Namek Dragon Ball 4 is in play (P1's counts: \"in play\"), so P2 discards both cards in his hand (H1, H2): hand empty, discard pile 2. PAT 2 +3 = 5: Krillin 5 -> 0; Life Deck 20.",
 CT + 'Black Impressive Slap (Kid Buu Saga #037)',
 card('kid-buu-saga/037', 'If Namek Dragon Ball 4 is in play, your opponent must discard 2 cards from his hand.'))
case('B', ['cell-games-saga/014', NDB(3), NDB(6), GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/014')}. {K}, hand empty, controls Namek Dragon Ball 3 and Namek Dragon Ball 6 (his own)." + PP,
 "AP1: P1 plays Orange Dragon Aid (in place of an attack), choosing both of P2's Dragon Balls.",
 "Both Dragon Balls go to the bottom of P2's Life Deck (they are not discarded, so not removed from the game): P2 controls none, Life Deck 17 -> 19, its bottom 2 cards Namek Dragon Ball 3 and 6.",
 CT + 'Orange Dragon Aid (Cell Games Saga #014)',
 card('cell-games-saga/014', "Take 1 or 2 of your opponent's Dragon Balls and place them at the bottom of his Life Deck."))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (M021-M030) ----------------
case('C', ['kid-buu-saga/018', ORB, GOKU, KRIL],
 f"{G}, {D('kid-buu-saga/018')} in play, hand Saiyan Energy Orb. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "The Orb's 2-stage cost is reduced by 1: Goku 5 -> 4. 5 life cards (17 -> 12) and the Drill's +2 power stages: Krillin 5 -> 3.",
 CT + 'Namekian Remedy Drill (Kid Buu Saga #018); Card Costs',
 card('kid-buu-saga/018', 'The power stage costs of cards you use are reduced by 1, to a minimum of 1.'))
case('C', ['kid-buu-saga/082', ORB, GOKU, KRIL],
 f"{G}, no Tokui-Waza, hand Saiyan Energy Orb. {K}, no Tokui-Waza, {D('kid-buu-saga/082')} in play, hand empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "P2's Drill raises P1's attack cost by 1: 2 + 1 = 3, Goku 5 -> 2. 5 life cards: P2's Life Deck 17 -> 12.",
 CT + 'Saiyan Jeering Drill (Kid Buu Saga #082); Battle Sequence step 2',
 card('kid-buu-saga/082', "Your opponent's attacks cost an additional +1 power stages to perform."))
case('C', ['majin-buu-saga/086', 'frieza-saga/073', ORB, GOKU, KRIL],
 f"{G}, {D('frieza-saga/073')} in play, hand Saiyan Energy Orb. {K}, {D('majin-buu-saga/086')} in play, hand empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "5 life cards +2 (P1's Red Implosion Drill, successful energy attack) -2 prevented (P2's Orange Hiding Drill) = 5 life cards: P2's Life Deck 17 -> 12; cost 2: Goku 5 -> 3.",
 CT + 'Orange Hiding Drill (Majin Buu Saga #086) and Red Implosion Drill (Frieza Saga #073); Drill Cards',
 card('majin-buu-saga/086', 'Prevent 2 life cards of damage from all attacks performed against you.'))
case('C', ['cell-saga/117', 'fusion-saga/092', SRC, GOKU, KRIL],
 f"P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 1 above 0, Ally Yamcha, the Amazing Lv.1 (Fusion Saga #092) at 3 above 0 (800,000: bracket C), {D('cell-saga/117')} in play, hand Saiyan Right Cross, Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Right Cross performed by Yamcha (the Ally takes control of Combat: Goku is at 1 above 0); P2 takes it.",
 "Yamcha's power rating is used: PAT C vs B = 2, +3, +2 (an attack performed by P1's Ally) = 7 power stages: Krillin 5 -> 0, 2 converted life cards: P2's Life Deck 17 -> 15. Goku stays at 1.",
 CT + 'Blue Assistance Drill (Cell Saga #117); Allies Taking Over Combat',
 card('cell-saga/117', 'All attacks performed by your Allies do +2 power stages of damage.'))
case('C', ['kid-buu-saga/090', 'cell-games-saga/100', 'fusion-saga/092', GOKU, KRIL],
 f"{G}, {D('kid-buu-saga/090')} in play, Location {D('cell-games-saga/100')} in play, hand Yamcha, the Amazing Lv.1 (Fusion Saga #092). {K}, hand empty." + PP,
 "AP1: P1 uses Korin's Tower (in place of an attack), placing Yamcha, the Amazing Lv.1 from his hand into play.",
 "Yamcha enters play at 3 above 0 (P1's hand empty). Welcome Home Drill: an Ally was placed into play, P2 discards the top card of his Life Deck: 17 -> 16.",
 CT + "Welcome Home Drill (Kid Buu Saga #090) and Korin's Tower (Cell Games Saga #100); Battleground and Location Cards",
 card('kid-buu-saga/090', 'When you place an Ally into play, your opponent discards the top card of his Life Deck.'))
case('C', ['trunks-saga/123', 'colossal-redemption/cr10', 'cell-games-saga/088', GOKU, KRIL],
 f"{G}, {D('trunks-saga/123')} in play (Non-Combat), hand empty. {K}, Nagging Drill and Saiyan Protection Drill in play, hand empty." + PP,
 "AP1: P1 uses Drills are for the Weak.",
 "Both of P2's Drills are discarded (P2's discard pile: Nagging Drill, Saiyan Protection Drill; none in play); Drills are for the Weak is removed from the game (P1's removed pile), not discarded. No damage: P2's Life Deck 17.",
 CT + 'Drills are for the Weak (Trunks Saga #123)',
 card('trunks-saga', 'Discard all opponents drills in play. Remove from the game after use.'))
case('C', ['majin-buu-saga/091', 'trunks-saga/135', SRC, GOKU, KRIL],
 f"{G}, hand Saiyan Right Cross. {K}, {D('majin-buu-saga/091')} and Namek Dragon Ball Wish (Trunks Saga #135, Non-Combat) in play, hand empty." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 uses Physical Defense Drill, discarding Namek Dragon Ball Wish.",
 "The physical attack is stopped: Krillin stays 5; Namek Dragon Ball Wish goes to P2's discard pile; Physical Defense Drill stays in play; P2's Life Deck 17.",
 CT + 'Physical Defense Drill (Majin Buu Saga #091); Defending (2. Use one of your Non-Combat cards in play)',
 card('majin-buu-saga/091', "you may discard one of your Non-Combat cards in play to stop a physical attack."))
case('C', ['irwin-toy/ir12', SRC, GOKU, KRIL],
 f"{G}, anger 3, {D('irwin-toy/ir12')} in play, hand Saiyan Right Cross. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "X = P1's anger = 3: PAT 2 +3 +3 = 8 power stages: Krillin 5 -> 0, 3 converted life cards: P2's Life Deck 17 -> 14.",
 CT + 'Red Blowing Steam Drill (Irwin Toy #IR12); Modified Damage',
 card('irwin-toy', 'All of your attacks do +X power stages of damage. X = your anger level.'))
case('C', ['majin-buu-saga/107', ORB, GOKU, KRIL],
 f"{G}, {D('majin-buu-saga/107')} in play, hand Saiyan Energy Orb. {K}, hand empty, Life Deck top L1..L8 then 12 unknown." + PP + " (L1-L3)",
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "5 life cards (17 -> 12): the first 3 (L4, L5, L6) are removed from the game, the other 2 (L7, L8) go to P2's discard pile. Cost 2: Goku 5 -> 3.",
 CT + 'Saiyan Overwhelming Drill (Majin Buu Saga #107)',
 card('majin-buu-saga/107', 'When one of your attacks deals life cards of damage, the first 3 life cards of damage from that attack are removed from the game.'))
case('C', ['trunks-saga/023', SRC, GOKU, KRIL],
 f"{G}, hand Saiyan Right Cross. {K}, {D('trunks-saga/023')} in play, hand empty, Life Deck top L1, L2, L3." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 uses Red Gravity Drill.",
 "P2 discards his whole hand (L1, L2, L3: hand 0, discard pile 3) and the physical attack is stopped: Krillin stays 5; the Drill stays in play; P2's Life Deck 17.",
 CT + 'Red Gravity Drill (Trunks Saga #023)',
 card('trunks-saga/023', 'Discard your hand to stop a physical or energy attack.'))
# ---------------- D: Combat cards and the Battle Sequence (M031-M039) ----------------
case('D', ['cell-games-saga/027', SRC, GOKU, KRIL],
 f"{G}, hand Saiyan Right Cross. {K}, hand {D('cell-games-saga/027')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Saiyan Knee Block.",
 "Knee Block does not stop the attack: it is successful and 4 of its 5 power stages (PAT 2 +3) are prevented: Krillin 5 -> 4. Its secondary effect: P1 discards the top 2 cards of his Life Deck: 20 -> 18.",
 CT + 'Saiyan Knee Block (Cell Games Saga #027); A Note about Damage Prevention',
 card('cell-games-saga/027', 'Prevent 4 power stages of damage from a physical attack. Your opponent discards the top 2 life cards from his Life Deck.'))
case('D', ['babidi-saga/030', GOKU, KRIL],
 f"{G}, controls no Dragon Ball, hand {D('babidi-saga/030')}, X1. {K}, hand empty." + PP,
 "AP1: P1 plays Saiyan Prepared Smash and discards X1 to double the Base Damage; P2 takes it.",
 "Base Damage PAT C vs B = 2, doubled = 4; the +4 modifier is added after (not doubled): 8 power stages: Krillin 5 -> 0, 3 converted life cards: P2's Life Deck 17 -> 14. X1 in P1's discard pile.",
 CT + 'Saiyan Prepared Smash (Babidi Saga #030); Battle Sequence steps 9-10',
 card('babidi-saga/030', 'you may discard a card from your hand to double the Base Damage for this attack on the Physical Attack Table.'))
case('D', ['majin-buu-saga/066', 'frieza-saga/002', GOKU, KRIL],
 f"{G}, anger 1, hand {D('frieza-saga/002')}. {K}, anger 2, hand {D('majin-buu-saga/066')}." + PP,
 "AP1: P1 plays Orange Kamehameha Attack; P2 stops it with Goku Swiftly Moving. AP2: P2 performs the copy (use Goku Swiftly Moving); P1 takes it.",
 "AP1: cost 2 (Goku 5 -> 3); the secondary effect still lowers P2's anger 2 -> 1; stopped. AP2: the exact same attack with its secondary effect: P2 pays 2 (Krillin 5 -> 3), P1's anger 1 -> 0, 6 life cards: P1's Life Deck 20 -> 14.",
 'Specific Card Clarifications: Goku Swiftly Moving (Majin Buu Saga #66)',
 q('**Goku Swiftly Moving** (Majin Buu Saga - #66)'))
case('D', ['kraft/k6', 'cell-games-saga/039', GOKU, KRIL],
 f"{G}, anger 0, hand {D('kraft/k6')}. {K}, {D('cell-games-saga/039')} in play, hand empty." + PP,
 "AP1: P1 (Goku) plays Majin Buu's Childish Taunt; P2 takes it.",
 "Not used by Majin Buu: the attack is not focused and raises no anger; P2's Defense Shield stops it: Krillin stays 5, P1's anger stays 0.",
 CT + "Majin Buu's Childish Taunt (Kraft #K6); Referencing; Battle Sequence step 7",
 card('kraft', 'If used by Majin Buu, this attack is focused and raises your anger 1 level.'))
case('D', ['kid-buu-saga/021', 'cell-games-saga/070', 'cell-games-saga/047', NDB(3), GOKU, KRIL],
 f"{G}, hand Blue Pivot Kick (Cell Games Saga #047: \"{T('cell-games-saga/047')}\"). {K}, {D('kid-buu-saga/021')} and {D('cell-games-saga/070')} in play, controls Namek Dragon Ball 3, hand empty." + PP,
 "AP1: P1 plays Blue Pivot Kick (focused); P2 takes it.",
 "Orange Hand-Clasp Drill lets P2's Defense Shield stop the focused attack: stopped, Krillin stays 5, no capture (P2 keeps Namek Dragon Ball 3).",
 CT + 'Orange Hand-Clasp Drill (Kid Buu Saga #021); Keywords: Focused',
 card('kid-buu-saga/021', 'Your Defense Shields can stop focused attacks.'))
case('D', ['babidi-saga/003', SRC, ORB, GOKU, KRIL],
 f"{G}, no Drills in play, hand Saiyan Right Cross. {K}, hand {D('babidi-saga/003')}, Saiyan Energy Orb." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 stops it with Black Palm Reversal. AP2: P2 plays Saiyan Energy Orb; P1 takes it.",
 "P1 has no Drills: P2's attacks gain the \"If successful\" discard for the rest of Combat. The Orb: cost 2 (Krillin 5 -> 3), 5 life cards + 3 discarded = P1's Life Deck 20 -> 12.",
 CT + 'Black Palm Reversal (Babidi Saga #003); Gaining Text',
 card('babidi-saga/003', 'If your opponent has no Drills in play, your attacks gain'))
case('D', ['babidi-saga/031', SRC, GOKU, KRIL],
 f"{G}, anger 0, hand Saiyan Right Cross. {K}, anger 0, hand {D('babidi-saga/031')}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 plays Straining Counter Punch; P1 takes it.",
 "AP1: PAT C vs B = 2 +3 = 5: Krillin 5 -> 0. AP2: P1's physical attack in the previous Attacker Attacks phase was successful, so P2 may use the card: Krillin at 0 (rating 0: bracket A) vs Goku (C): PAT 0 +6 = 6 power stages: Goku 5 -> 0, 1 converted, +1 life card: P1's Life Deck 20 -> 18; both angers 0 -> 1.",
 CT + 'Straining Counter Punch (Babidi Saga #031); The Difference Between "Costs" and "Requirements"',
 card('babidi-saga/031', 'Physical attack doing +6 power stages and +1 life cards of damage. Raise your and your opponent\'s anger 1 level.'))
case('D', ['cell-saga/preview-6', 'cell-saga/188', SRC, KRIL],
 f"P1 attacker: MP Cell, Stage One Lv.1 (Cell Saga #188) at 5 above 0 (350,000: bracket B), hand {D('cell-saga/preview-6')}, Saiyan Right Cross, Life Deck 20. {K}, hand empty." + PP,
 "AP1: P1 plays Cell's Style (in place of an attack). AP2: P2 passes. AP3: P1 (Cell) plays Saiyan Right Cross; P2 takes it.",
 "PAT B vs B = 1, +3 = 4 power stages: Krillin 5 -> 1; Cell's Style adds +3 life cards to the attack Cell performs: P2's Life Deck 17 -> 14.",
 "Specific Card Clarifications: Cell's Style (Cell Saga #Preview 6)",
 q("**Cell's Style** (Cell Saga - #Preview 6)"))
case('D', ['cell-games-saga/050', ORB, GOKU, KRIL],
 f"{G}, hand {D('cell-games-saga/050')}. {K}, hand Saiyan Energy Orb." + PP,
 "AP1: P1 plays Bracing for Impact (in place of an attack). AP2: P2 plays Saiyan Energy Orb; P1 takes it.",
 "For the rest of Combat energy attacks do at most 2 life cards: the Orb's 5 is capped at 2 when dealt: P1's Life Deck 20 -> 18. Cost 2: Krillin 5 -> 3.",
 CT + 'Bracing for Impact (Cell Games Saga #050); Damage Caps',
 card('cell-games-saga/050', 'Energy attacks do a maximum of 2 life cards and 0 power stages of damage for the remainder of Combat.'))
# ---------------- E: the turn and victories (M040-M048) ----------------
case('E', ['kid-buu-saga/070', 'cell-saga/099', GOKU],
 f"{G}. P2 defender: MP Krillin at level 2 (Krillin, the Friend Lv.1 below Krillin, the Hero Lv.2, Cell Saga #099) at 5 above 0, {D('kid-buu-saga/070')} in play, hand empty, Life Deck 20.",
 "P1 declares Combat. Defender's half of the Prepare Phase: P2 uses Quick Teleportation Drill. AP1: P1 passes; AP2: P2 passes.",
 "P2 draws 2 cards (his Main Personality's level) instead of 3: hand 2, Life Deck 20 -> 18.",
 CT + "Quick Teleportation Drill (Kid Buu Saga #070); The Defender's Half of the Prepare Phase",
 card('kid-buu-saga/070', 'you may draw an amount of cards equal to your Main Personality'))
case('E', ['cell-games-saga/080', GOKU, KRIL],
 f"{G}. {K}, {D('cell-games-saga/080')} in play, hand empty, discard pile (bottom first) D1, D2.",
 "P1 declares Combat. Prepare Phase: P2 uses Quick Combat Drill. AP1: P1 passes; AP2: P2 passes.",
 "P2 draws the bottom card of his discard pile (D1) and then only 2 from his Life Deck: hand 3 (D1 + 2), Life Deck 20 -> 18, discard pile D2.",
 CT + "Quick Combat Drill (Cell Games Saga #080); The Defender's Half of the Prepare Phase",
 card('cell-games-saga/080', 'If you do this you draw 1 less card during your'))
case('E', ['kraft/k8', SRC, ORB, GOKU, KRIL],
 f"{G} (top card Saiyan Right Cross), {D('kraft/k8')} in play. P2 defender: MP Krillin, the Friend Lv.1 at 5, hand empty, Life Deck of 2 cards: Saiyan Energy Orb on top, then L2.",
 "P1 declares Combat; Prepare Phase (attacker's half): Racing Drill.",
 "Both discard their top card: Saiyan Right Cross (Physical Combat) and Saiyan Energy Orb (Energy Combat) are not the same card type, so P2 discards the next card (L2): P2's Life Deck is empty, P1 wins at once (Survival Victory), before P2's Defender Draws 3 Cards.",
 CT + 'Racing Drill (Kraft #K8); How To Win - 1) Survival Victory',
 card('kraft', 'If both cards discarded this way are not the same card type, your opponent discards the next top card of his Life Deck.'))
case('E', ['cell-saga-promo/p2', 'babidi-saga-promo/p8', GOKU, KRIL],
 f"P1's turn, Draw Step. P1: MP Goku Lv.1 (WG #173) at 5, hand Outer Space (Babidi Saga Promo #P8, Battleground), discard pile R1, Life Deck 20 (top T1..T6). P2: MP Krillin, the Friend Lv.1, {D('cell-saga-promo/p2')} in play, Life Deck 20.",
 "P1 draws 3 (T1-T3); Non-Combat Step: plays Outer Space; Declare Step: skips Combat; Discard Step: discards T1, T2 (keeps T3); Rejuvenation Step: rejuvenates.",
 "Draw: 20 -> 17. Placing the Battleground makes P1 discard T4-T6: 17 -> 14. Combat is skipped; Discard Step: discard pile R1, T4, T5, T6, T1, T2; Rejuvenation (Combat not declared): T2 to the bottom: Life Deck 14 -> 15.",
 CT + "Cell's Domination Drill (Cell Saga Promo #P2); The Sequence of Play - 4) Declare Step, 7) Rejuvenation Step",
 card('cell-saga-promo', 'Whenever your opponent places a Battleground into play, he discards the top 3 cards of his Life Deck.'))
case('E', ['kid-buu-saga/025', GOKU, KRIL],
 f"P1's turn, Draw Step. P1: MP Goku Lv.1 (WG #173) at 5, {D('kid-buu-saga/025')} in play, Life Deck 20. P2: MP Krillin, the Friend Lv.1, discard pile (bottom first) B1, B2, B3, B4, Life Deck 20.",
 "P1's turn begins; Draw Step.",
 "At the beginning of P1's turn the bottom 3 cards of P2's discard pile (B1, B2, B3) are removed from the game; P2's discard pile B4. P1 then draws 3: 20 -> 17.",
 CT + 'Red Kaio-Ken Drill (Kid Buu Saga #025); The Sequence of Play - 1) Draw Step',
 card('kid-buu-saga/025', "At the beginning of your turn, remove the bottom 3 cards of your opponent's discard pile from the game."))
case('E', ['frieza-saga/068', 'fusion-saga/092', GOKU, KRIL],
 f"P1's turn, Power-Up Step. P1: MP Goku Lv.1 (WG #173, PUR 1) at 5, Ally Yamcha, the Amazing Lv.1 (Fusion Saga #092, PUR 2) at 3, {D('frieza-saga/068')} in play, no Tokui-Waza. P2: MP Krillin, the Friend Lv.1.",
 "Power-Up Step.",
 "Goku powers up PUR 1 +1 (the Drill) = 2: 5 -> 7. Yamcha powers up only 1, regardless of any PUR: 3 -> 4.",
 CT + 'Black Zarbon Transformation Drill (Frieza Saga #068); The Sequence of Play - 3) Power-Up Step',
 card('frieza-saga/068', 'Increases your power up rating by 1.'))
case('E', ['trunks-saga/140', GOKU, KRIL],
 f"P1's turn, Discard Step. P1: MP Goku Lv.1 (WG #173), {D('trunks-saga/140')} in play, hand H1, H2, H3, H4. P2: MP Krillin, the Friend Lv.1, hand empty.",
 "Discard Step: P1 discards H1 and H2.",
 "P1 may keep up to 2 cards: hand H3, H4; discard pile H1, H2.",
 CT + 'Black Smoothness Drill (Trunks Saga #140); The Sequence of Play - 6) Discard Step',
 card('trunks-saga/140', 'You may now keep up to 2 cards in your hand at the end of each turn.'))
case('E', ['frieza-saga/077', 'frieza-saga/048', GOKU, KRIL],
 f"P1's turn, Power-Up Step. P1: MP Goku Lv.1 (WG #173, PUR 1) at 5, Ally Dende the Unlikely Hero Lv.1 (Frieza Saga #048) at 3, {D('frieza-saga/077')} in play. P2: MP Krillin, the Friend Lv.1.",
 "Power-Up Step.",
 "Dende is in play: Goku's PUR 1 +3 = 4: 5 -> 9. Dende powers up 1: 3 -> 4.",
 CT + 'Dende Healing Drill (Frieza Saga #077); The Sequence of Play - 3) Power-Up Step',
 card('frieza-saga/077', 'Increases your power up rating (PUR) by 3 when Dende is anywhere in play.'))
case('E', ['trunks-saga/086', SRC, GOKU, KRIL],
 f"{G}, hand Saiyan Right Cross. {K}, {D('trunks-saga/086')} in play, hand empty.",
 "P1 declares Combat. Prepare Phase. AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Defender's half: Krillin gains 2: 5 -> 7 (425,000: still B); P2 draws 3 (17). PAT C vs B = 2, +3 = 5: Krillin 7 -> 2.",
 CT + "Trunks Planning Drill (Trunks Saga #086); The Defender's Half of the Prepare Phase",
 card('trunks-saga/086', 'When entering Combat as the defender, your Main Personality gains 2 power stages.'))

assert len(C) == 48, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C:
        (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(C), 'cases')
