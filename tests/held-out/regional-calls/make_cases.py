"""Writes the 32 cases (R001..R032) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only (regional-calls, s20). Adapted from league-night-calls/make_cases.py."""
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
    C.append(dict(id=f'R{len(C)+1:03d}', topic=topic, cards=[N(x) for x in cards], board=board, play=play, expected=expected,
                  rule=rule, quote=q, quote_file=qf))
def T(cid): return POOL['score/' + cid]['current_text']
def D(cid): return f"{N(cid)}: \"{T(cid)}\""
GOKU = 'world-games-saga/173'; KRIL = 'cell-saga/089'; SRC = 'cell-saga/006'; ORB = 'cell-saga/014'
G = "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C, PUR 1, highest stage 10), Life Deck 20"
K = "P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (375,000: bracket B, PUR 2), anger 0, hand empty, Life Deck 20"
PP = " Combat is entered: the Prepare Phase runs, P2 draws 3 (Life Deck 20 -> 17)."
CT = 'Card text of '
ORBT = f'Saiyan Energy Orb ("{T(ORB)}"; no cost stated: costs 2 power stages)'
SRCT = f'Saiyan Right Cross ("{T(SRC)}")'
# ---------------- A: personalities' powers (R001-R007) ----------------
case('A', ['kid-buu-saga/086', ORB, KRIL],
 f"P1 attacker: MP {D('kid-buu-saga/086')} at 5 above 0 (800,000: bracket C), hand {ORBT}, Life Deck 20. {K}, discard pile empty." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Uub 5 -> 3. 5 life cards, +1 power stage (Uub's Constant Combat Power, added to the energy attack: Modified Damage): Krillin 5 -> 4. The 5 life cards go to P2's removed-from-the-game pile, not his discard pile: Life Deck 17 -> 12, removed 5, discard pile empty.",
 CT + 'Uub Lv.1 (Kid Buu Saga #86); Modified Damage',
 card('kid-buu-saga/086', 'All life cards of damage from attacks you perform are removed from the game'))
case('A', ['kid-buu-saga/058', SRC, KRIL],
 f"P1 attacker: MP {D('kid-buu-saga/058')} at 5 above 0 (1,400,000), hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Saiyan Right Cross states no cost; Dabura's power gives every physical attack a cost of +2: Dabura 5 -> 3 (1,200,000: still bracket C). PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted (P2's Life Deck stays 17).",
 CT + 'Majin Dabura, the Redeemed Lv.1 (Kid Buu Saga #58); Card Costs',
 card('kid-buu-saga/058', 'All of your physical attacks cost +2 power stages to perform.'))
case('A', ['broly-subset/m1', SRC, GOKU],
 f"P1 attacker: MP {D('broly-subset/m1')} at 5 above 0 (240,000: bracket B), anger 0, hand {SRCT}, Life Deck 20. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: bracket C), hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "Goku is in play (P2's Main Personality): Broly raises his anger 2 levels, not 1: anger 0 -> 2. PAT B vs C = 0, +3 = 3 power stages: Goku 5 -> 2; P2's Life Deck stays 17.",
 CT + 'Broly Lv.1 (Broly Subset #M1)',
 card('broly-subset/m1', 'If Goku is in play, raise your anger 2 levels instead.'))
case('A', ['cosmic-anthology/ca11', SRC, 'capsule-corp-power-pack/cp13'],
 f"P1 attacker: MP Turles, the Proud Lv.2 (levels Turles, the Mysterious Lv.1, Turles, the Proud Lv.2, Turles, the Saiyan Warrior Lv.3; {T('cosmic-anthology/ca11')}) at level 2, 5 above 0 (70,000: bracket B), hand {SRCT}, Life Deck 20. P2 defender: MP {D('capsule-corp-power-pack/cp13')} at 5 above 0 (245,000: bracket B), hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "PAT B vs B = 1, +3 = 4 power stages. Turles' Constant Combat Power: the damage cannot be prevented, so Ginyu Force's 'Prevent 2 power stages' does nothing: Ginyu Force 5 -> 1; P2's Life Deck stays 17.",
 CT + 'Turles, the Proud Lv.2 (Cosmic Anthology #CA11); Conflicting Card Effects',
 card('cosmic-anthology/ca11', '(Power 1: Constant Combat Power) Damage from your attacks cannot be prevented.'))
case('A', ['capsule-corp-power-pack/cp25', SRC, KRIL],
 f"P1 attacker: MP {D('capsule-corp-power-pack/cp25')} at 5 above 0 (1,550,000: bracket C), hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The Combat card's +3 power stages is raised by 1 to +4. PAT C vs B = 2, +4 = 6 power stages: Krillin 5 -> 0, 1 converted to a life card: P2's Life Deck 17 -> 16.",
 CT + 'Meta-Cooler Lv.1 (Capsule Corp Power Pack #CP25); Modified Damage',
 card('capsule-corp-power-pack/cp25', 'When a Drill or Combat card increases the power stages or life cards of damage for any of your attacks, raise that increase by 1.'))
case('A', ['cosmic-anthology/ca7', ORB, KRIL],
 f"P1 attacker: MP {D('cosmic-anthology/ca7')} at 5 above 0 (14,000), anger 0, hand {ORBT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 takes it.",
 "Cost 2: Zarbon 5 -> 3. 5 life cards: P2's Life Deck 17 -> 12. The attack gained Zarbon's 'If successful' sentence (added to the end of the card's text, CRD Gaining Text) and it was successful: anger 0 -> 1, Zarbon 3 -> 5.",
 CT + 'Zarbon Lv.1 (Cosmic Anthology #CA7); Gaining Text; Battle Sequence step 15',
 card('cosmic-anthology/ca7', 'raise your anger 1 level and gain 2 power stages.'))
case('A', ['cell-saga/095', SRC, GOKU],
 f"{G}, hand {SRCT}. P2 defender: MP Android 19, Recalled Lv.2 (levels Android 19 Lv.1 (Cell Saga #090), Android 19, Recalled Lv.2, Android 19, Recharged Lv.3; {T('cell-saga/095')}) at level 2, 5 above 0 (550,000), no Tokui-Waza, hand empty, Life Deck 20." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it (no card played).",
 "The attack is not stopped by a card at step 5, so at step 7 the Defense Shield of Android 19's Constant Combat Power stops it (the first unstopped physical attack this Combat): no damage, Android 19 stays at 5, P2's Life Deck stays 17; Saiyan Right Cross is discarded (P1's discard pile: Saiyan Right Cross).",
 CT + 'Android 19, Recalled Lv.2 (Cell Saga #95); Battle Sequence step 7',
 card('cell-saga/095', 'Defense Shield: Stops the first unstopped physical attack performed against you.'))
# ---------------- B: Dragon Balls (R008-R013) ----------------
NDB = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
case('B', ['majin-buu-saga/021', 'majin-buu-saga/194', KRIL, 'trunks-saga/079'],
 f"P1 attacker: MP Majin Buu Lv.1 (Majin Buu Saga #194; a Majin, declared Villain) at 5 above 0 (3,045,000: bracket D), anger 0, hand {D('majin-buu-saga/021')}, Life Deck 20. {K}, Namek Dragon Ball 3 in play." + PP,
 "AP1: P1 plays Majin Hand Clap (Majin Buu is in control of Combat: 'Majin only' met); P2 takes it; P1 captures Namek Dragon Ball 3 without its power.",
 "Anger 0 -> 1 (secondary). PAT D vs B = 3, +3 = 6 power stages: Krillin 5 -> 0, 1 converted: P2's Life Deck 17 -> 16. The attack was successful: P1 captures Namek Dragon Ball 3 (a card capture, all or none of its powers: none): P1 controls it, P2 controls no Dragon Ball.",
 CT + 'Majin Hand Clap (Majin Buu Saga #21); CRD 3.0.0 Capturing Dragon Balls (Card Captures)',
 card('majin-buu-saga/021', 'Majin only. Physical attack doing +3 power stages of damage. Raise your anger 1 level. If successful, capture a Dragon Ball.'))
case('B', ['kid-buu-saga/preview-1', 'trunks-saga/185', KRIL, 'trunks-saga/136'],
 f"P1 attacker: MP Trunks Lv.1 (Trunks Saga #185) at 5 above 0 (675,000; highest stage 10), hand {D('kid-buu-saga/preview-1')}, Life Deck 20. {K}, Namek Dragon Ball 5 in play." + PP,
 "AP1: P1 plays Trunks' Aerial Kick; P2 takes it; P1 captures Namek Dragon Ball 5 without its power.",
 "Stated damage 7 power stages (no PAT): Krillin 5 -> 0, 2 converted: P2's Life Deck 17 -> 15. Used by Trunks and successful: Trunks gains 5, 5 -> 10 (his highest stage), and captures Namek Dragon Ball 5: P1 controls it, P2 none.",
 CT + "Trunks' Aerial Kick (Kid Buu Saga #Preview-1); CRD 3.0.0 Capturing Dragon Balls",
 card('kid-buu-saga/preview-1', 'If used by Trunks gain 5 power stages and if successful, capture a Dragon Ball.'))
case('B', ['babidi-saga/111', 'trunks-saga/079', 'android-saga-promo/p1', GOKU, KRIL],
 f"{G}, hand {D('babidi-saga/111')}. {K}, Namek Dragon Ball 3 and The Eyes Have It (Non-Combat) in play." + PP,
 "AP1: P1 plays Blue Trapped Strike; P2 takes it (P1 discards The Eyes Have It). AP2: P2 passes. AP3: P1 uses Blue Trapped Strike again from the table; P2 takes it.",
 "AP1: PAT C vs B = 2: Krillin 5 -> 3 (325,000: still B); successful: The Eyes Have It discarded (P2's discard pile). Namek Dragon Ball 3 is in play: the card stays on the table to be used X = 1 (Goku's level) more time. AP3: PAT 2: Krillin 3 -> 1; nothing left to discard. Then the card is removed from the game (P1 removed: Blue Trapped Strike). P2's Life Deck stays 17.",
 CT + 'Blue Trapped Strike (Babidi Saga #111); Battle Sequence step 16',
 card('babidi-saga/111', 'If either Namek Dragon Ball 3 or Namek Dragon Ball 4 is in play, this attack stays on the table to be used X more times this Combat.'))
case('B', ['majin-buu-saga/130', 'cell-games-saga/114', 'frieza-saga/048', KRIL],
 f"P1 (Attacker for turn 1, at the Power-Up Step): MP Dende Lv.3 (levels Dende the Unlikely Hero Lv.1 (Frieza Saga #048), Dende Lv.2 (Cell Games Saga #114), Dende Lv.3; {T('majin-buu-saga/130')}) at level 3, 5 above 0 (PUR 4, highest stage 10), Ally Krillin, the Friend Lv.1 at 3 above 0, Namek Dragon Balls 1 and 2 in play (controlled by P1), Life Deck 20. P2: Goku Lv.1, Life Deck 20.",
 "The Power-Up Step.",
 "Dende powers up by his PUR 4: 5 -> 9. The Ally powers up by 1 plus X = 2 Dragon Balls P1 controls: 3 -> 6.",
 'CRD 3.0.0 Sequence of Play 3) Power-Up Step; card text of Dende Lv.3 (Majin Buu Saga #130)',
 card('majin-buu-saga/130', 'During your Power Up Step, all of your Alies gain an additional +X power stages. X = the number of Dragon Balls you control.'))
case('B', ['frieza-saga/042', 'saiyan-saga/087', 'cell-games-saga/072', KRIL],
 f"P1 attacker: MP Bulma Lv.2 (levels Bulma Lv.1 (Saiyan Saga #087), Bulma Lv.2, Bulma, the Expert Lv.3; {T('frieza-saga/042')}) at level 2, 5 above 0 (900), hand {D('cell-games-saga/072')} (no cost stated: costs 2; no amount stated: 4 life cards), no Tokui-Waza, Life Deck 20. {K}, Namek Dragon Ball 6 in play." + PP,
 "AP1: P1 plays Orange Energy Setup; P2 takes it; Bulma captures Namek Dragon Ball 6 without its power.",
 "Cost 2: Bulma 5 -> 3. 4 life cards (fewer than 5: no life card capture): P2's Life Deck 17 -> 13. Bulma did damage with an energy attack: she may capture: P1 controls Namek Dragon Ball 6, P2 none. Orange Energy Setup is removed from the game.",
 CT + 'Bulma Lv.2 (Frieza Saga #42); CRD 3.0.0 Capturing Dragon Balls (Card Captures); battle sequence step 9',
 card('frieza-saga/042', 'Bulma may capture a dragon ball from her opponent if she does damage in an energy attack.'))
case('B', ['fusion-frenzy/003', 'android-saga-promo/p1', KRIL],
 f"P1 attacker: MP {D('fusion-frenzy/003')} at 5 above 0, Life Deck 20. {K}, Namek Dragon Ball 4 and The Eyes Have It (Non-Combat) in play." + PP,
 "AP1: P1 uses Buuhan's power (not an attack: in place of an attack), removing The Eyes Have It and capturing Namek Dragon Ball 4 without its power.",
 "All the power's sentences are secondary effects (step 3): The Eyes Have It is removed from the game (P2's removed pile); Namek Dragon Ball 4 is captured (a card capture, no damage needed): P1 controls it, P2 none. No damage: Krillin stays 5, Life Deck 17.",
 CT + 'Buuhan Lv.1 (Fusion Frenzy #1); CRD 3.0.0 Capturing Dragon Balls (Card Captures); Battle Sequence step 3',
 card('fusion-frenzy/003', "Remove a Non-Combat card in play from the game. Capture one"))
# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (R014-R020) ----------------
case('C', ['world-games-saga/158', SRC, GOKU, KRIL],
 f"{G}, {D('world-games-saga/158')} in play, removed-from-the-game pile X1, X2, X3, hand {SRCT}, {SRCT}. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it. AP2: P2 passes. AP3: P1 plays the second Saiyan Right Cross; P2 takes it.",
 "AP1 (the first physical attack this Combat): PAT C vs B = 2, +3 (card) +3 (3 cards removed) = 8 power stages: Krillin 5 -> 0, 3 converted: Life Deck 17 -> 14. AP3 (not the first): PAT 2 +3 = 5, Krillin at 0: all 5 converted: Life Deck 14 -> 9.",
 CT + 'Evil Precence Drill (World Games Saga #158); Drill Cards; Modified Damage',
 card('world-games-saga/158', 'The first physical attack you perform during Combat does +1 power stage of damage for each card in your removed from the game pile, to a maximum of +10.'))
case('C', ['kid-buu-saga/008', 'fusion-saga/083', GOKU, KRIL],
 f"{G}, anger 0, {D('kid-buu-saga/008')} in play, hand {D('fusion-saga/083')}, no Tokui-Waza. {K} (anger 0)." + PP,
 "AP1: P1 plays Saiyan Gut Kick; P2 takes it.",
 "Step 3: 'Lower your opponent's anger 1 level' with P2 at anger 0: P2 discards the top card of his Life Deck (17 -> 16). PAT C vs B = 2, +3 (card) +2 (Drill) = 7 power stages: Krillin 5 -> 0, 2 converted: Life Deck 16 -> 14. Saiyan Gut Kick is removed from the game.",
 CT + 'Blue Biting Drill (Kid Buu Saga #8); Drill Cards; Modified Damage',
 card('kid-buu-saga/008', "When you lower your opponent's anger but his anger level is 0, your opponent discards the top card"))
case('C', ['broly-subset/m33', 'saiyan-saga/161'],
 f"P1 (Attacker for turn 1, at the Power-Up Step): MP Piccolo Lv.1 (Saiyan Saga #161, PUR 1, highest stage 10) at 5 above 0, {D('broly-subset/m33')} in play, no Tokui-Waza, Life Deck 20. P2: Krillin, the Friend Lv.1, Life Deck 20.",
 "The Power-Up Step.",
 "PUR 1 +2 (Drill) = 3: Piccolo 5 -> 8.",
 'CRD 3.0.0 Sequence of Play 3) Power-Up Step; card text of Namekian Precise Aim Drill (Broly Subset #M33)',
 card('broly-subset/m33', "Raise your Main Personality's PUR by +2 while this Drill is in play."))
case('C', ['babidi-saga/083', GOKU, KRIL],
 f"{G}, {D('babidi-saga/083')} in play, hand H1. {K} (anger 0)." + PP,
 "AP1: P1 uses Red Physical Drill, discarding H1; P2 takes the attack.",
 "P1 discards H1 and Goku pays 2: 5 -> 3. P2's anger is 0 when the Drill is used: Goku gains 2, 3 -> 5. PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted (Life Deck 17). The Drill stays in play; P1's hand empty, discard pile H1.",
 CT + 'Red Physical Drill (Babidi Saga #83); Drill Cards',
 card('babidi-saga/083', "If your opponent's current anger is 0 when you use this Drill, gain 2 power stages."))
case('C', ['cell-games-saga/079', GOKU, KRIL],
 f"{G}, hand empty, discard pile (bottom first) A1, A2, Protective Shelter in play (Location, played on an earlier turn). {K}, discard pile (bottom first) B1, B2, Life Deck top K1, K2, K3." + PP,
 "The Prepare Phase (step 0).",
 "The Location affects all players: the attacker draws A1 (hand A1, discard A2); the defender draws B1 in his 'When entering Combat' part, then K1-K3 (hand B1, K1, K2, K3; discard B2; Life Deck 17).",
 'CRD 3.0.0 Battleground and Location Cards; The Prepare Phase; card text of Protective Shelter (Cell Games Saga #79)',
 card('cell-games-saga/079', 'When entering Combat draw the bottom card of your discard pile.'))
case('C', ['broly-subset/m30', 'android-saga-promo/p1', 'saiyan-saga/228', GOKU, KRIL],
 f"{G}, The Eyes Have It (Non-Combat) in play, New Vegeta (Battleground, {T('broly-subset/m30')}) in play. {K}, Vegeta's Plans (Non-Combat) in play." + PP,
 "The Prepare Phase (step 0).",
 "The Battleground affects all players: the attacker discards The Eyes Have It, then the defender discards Vegeta's Plans (each his only Non-Combat card in play; the Battleground is not a Non-Combat card). P1 discard pile: The Eyes Have It; P2's: Vegeta's Plans; Life Deck 17.",
 'CRD 3.0.0 Battleground and Location Cards; The Prepare Phase; card text of New Vegeta (Broly Subset #M30)',
 card('broly-subset/m30', 'When entering Combat, discard one of your Non-Combat cards in play.'))
case('C', ['fusion-saga/067', 'cell-saga/055', GOKU, KRIL],
 f"{G}, {D('fusion-saga/067')} in play, hand {D('cell-saga/055')}. {K}." + PP,
 "AP1: P1 plays Orange Power Blast and uses Orange Laser Drill ('may': yes); P2 takes it.",
 "Cost 0 +2 = 2: Goku 5 -> 3. 3 life cards +1 = 4: P2's Life Deck 17 -> 13; +2 power stages: Krillin 5 -> 3.",
 CT + 'Orange Laser Drill (Fusion Saga #67); Modified Damage; Card Costs',
 card('fusion-saga/067', 'When you perform an Orange Style attack, you may add an additional +2 power stages to the cost to have the attack do +2 power stages of damage and +1 life cards of damage.'))
# ---------------- D: Combat cards and the Battle Sequence (R021-R026) ----------------
case('D', ['android-saga/111', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. {K}, Life Deck top {N('android-saga/111')} (drawn at the Prepare Phase): \"{T('android-saga/111')}\"." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Saiyan Lightning Dodge.",
 "The attack is stopped: Krillin stays 5, Life Deck 17. Step 6: Goku loses 4 power stages: 5 -> 1.",
 CT + 'Saiyan Lightning Dodge (Android Saga #111); Battle Sequence step 6',
 card('android-saga/111', 'Your opponent loses 4 power stages, to a minimum of 0.'))
case('D', ['cell-saga/013', GOKU, KRIL],
 f"{G}, hand {D('cell-saga/013')}. {K}." + PP,
 "AP1: P1 plays Namekian Destruction Blast; P2 takes it.",
 "Cost 4: Goku 5 -> 1. Stated 7 life cards: P2's Life Deck 17 -> 10; Krillin stays 5.",
 CT + 'Namekian Destruction Blast (Cell Saga #13); Card Costs',
 card('cell-saga/013', 'Energy attack doing 7 life cards of damage. Costs 4 power stages to perform.'))
case('D', ['cell-games-saga/024', SRC, GOKU, KRIL],
 f"{G}, hand {SRCT}. {K}, Life Deck top {N('cell-games-saga/024')} (\"{T('cell-games-saga/024')}\"), Saiyan Right Cross." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Saiyan Blocking Technique. AP2: P2 plays Saiyan Right Cross; P1 takes it.",
 "AP1 stopped: Krillin 5. AP2: PAT B vs C = 0, +3 (card) +2 (floating effect) = 5 power stages: Goku 5 -> 0, none converted: P1's Life Deck stays 20.",
 CT + 'Saiyan Blocking Technique (Cell Games Saga #24); Floating Effects; Modified Damage',
 card('cell-games-saga/024', 'All physical attacks you perform for the remainder of Combat do +2 power stages of damage.'))
case('D', ['cell-games-saga-promo/p8', 'android-saga/115', SRC, KRIL],
 f"P1 attacker: MP Android 17 Lv.1 (Android Saga #115) at 5 above 0 (1,000,000: bracket C), hand {D('cell-games-saga-promo/p8')}, {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Massive Technology (in place of an attack). AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 takes it.",
 "Used by a personality with 'Android' in the title: the floating effect is +2 life cards to all of P1's attacks, instead of +2 power stages. AP3: PAT C vs B = 2, +3 = 5 power stages: Krillin 5 -> 0, none converted; +2 life cards: P2's Life Deck 17 -> 15.",
 CT + 'Massive Technology (Cell Games Saga Promo #P8); Floating Effects; Modified Damage',
 card('cell-games-saga-promo/p8', 'in the card title, all of your attacks deal +2 life cards of damage instead.'))
case('D', ['android-saga-promo/p5', ORB, GOKU, KRIL],
 f"{G}, hand {ORBT}. {K}, Life Deck top {N('android-saga-promo/p5')} (\"{T('android-saga-promo/p5')}\"), K2, K3." + PP,
 "AP1: P1 plays Saiyan Energy Orb; P2 plays Android 19 is Stoic, choosing to discard K2.",
 "Cost 2: Goku 5 -> 3. Stopped: P2's Life Deck stays 17. P2 discards K2, so Goku loses 2: 3 -> 1. Android 19 is Stoic is removed from the game (P2 removed: it; discard: K2; hand K3).",
 CT + 'Android 19 is Stoic (Android Saga Promo #P5); Battle Sequence step 6; "May" Rule',
 card('android-saga-promo/p5', "You may choose to discard a card from your hand. If you do, your opponent's Main Personality loses 2 power stages."))
case('D', ['fusion-frenzy/002', SRC, KRIL],
 f"P1 attacker: MP Vegecell Lv.1 (Fusion Frenzy #2) at 6 above 0: the pool's ladder reads 5,200,000 ... 6,000,000 (stage 5), 620000 (stage 6), 6,400,000 (stage 7): out of order, a digit apparently lost, hand {SRCT}, Life Deck 20. {K}." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 takes it.",
 "The base damage depends on Vegecell's power rating at stage 6: as printed (620,000: bracket B, 1-649,999) PAT B vs B = 1, +3 = 4 (Krillin 5 -> 1, Life Deck 17); read as 6,200,000 (bracket F) PAT = 5, +3 = 8 (Krillin 5 -> 0, 3 converted, Life Deck 14). The documents do not settle it: the judge's call, named at step 9 with the rating.",
 'Physical Attack Table (Fusion Saga); Battle Sequence step 9; the judge (damaged ladder)',
 crd('Base Damage for Physical attacks is calculated by comparing the power stages of the opposing characters on the Physical Attack Table to get the value of Base Damage.'))
# ---------------- E: the turn, set-up and victories (R027-R032) ----------------
case('E', ['android-saga/031', GOKU, KRIL, 'trunks-saga/113', 'trunks-saga/114'],
 f"P1 attacker: Goku Lv.1 (World Games Saga #173) at 5 above 0, anger 0, hand {D('android-saga/031')}, Life Deck 20. P2 defender: Krillin, the Friend Lv.1 at 5 above 0, hand empty, Life Deck exactly 3 cards: L1, Namek Dragon Ball 6, Namek Dragon Ball 7 (top first; neither Dragon Ball in play). The board starts at P1's first Attack Phase (no Prepare Phase).",
 "AP1: P1 plays Red Energy Charge; P2 takes it.",
 "Cost 1: Goku 5 -> 4; anger 0 -> 1. 3 life cards: L1 is discarded (1 dealt); then only Dragon Balls are left, which do not count as damage and go to the bottom of the Life Deck: a Dragon Ball Loop: P2 loses, P1 wins by Survival Victory.",
 'CRD 3.0.0 Discarding Dragon Balls when Taking Life Cards of Damage (Dragon Ball Loop); Survival Victory',
 crd('When you take life cards of damage and only have Dragon Balls in your Life Deck, you will get stuck in an infinite loop of discarding Dragon Balls because of the rules listed earlier.'))
case('E', ['cell-games-saga/117', GOKU, KRIL],
 f"P1 (Attacker for turn 1, at the Non-Combat Step): Goku Lv.1 at 5 above 0, hand {N('cell-games-saga/117')} (Location: \"{T('cell-games-saga/117')}\"), discard pile (bottom first) D1, D2, Life Deck 20. P2: Krillin, the Friend Lv.1, hand empty, Life Deck 20.",
 "Non-Combat Step: P1 plays Chazke Village. Declare Step: Combat is skipped. Discard Step: nothing to discard. Rejuvenation Step: P1 rejuvenates.",
 "Chazke Village in play; Combat is skipped (a Location played this Non-Combat Step), so its 'When entering Combat' never happens; Goku powers up 5 -> 6; P1 did not declare Combat, so he may rejuvenate: D2 to the bottom of his Life Deck (20 -> 21, discard pile D1).",
 'CRD 3.0.0 Sequence of Play 4) Declare Step and 7) Rejuvenation Step; Battleground and Location Cards',
 crd('If you place a Battleground or Location into play in the **Non-Combat Step**, you must skip the **Combat Step** for this turn.'))
case('E', ['babidi-saga/070', 'babidi-saga/071', KRIL],
 f"P1 (Attacker for turn 1, at the Power-Up Step): MP Majin Yakon Lv.1 (Babidi Saga #070; the pool gives it no PUR) at 5 above 0, Life Deck 20. P2: Krillin, the Friend Lv.1, Life Deck 20.",
 "The Power-Up Step.",
 "Majin Yakon powers up by his PUR, which no document gives (the card's PUR is empty in the pool; the CRD has no Power Level Errata for it): the judge's call, named at the Power-Up Step with the rule.",
 'CRD 3.0.0 Sequence of Play 3) Power-Up Step; Power-Up Rating (PUR); the judge (no PUR)',
 crd('A Power-Up Rating will appear on the left side of a personality card.'))
case('E', ['frieza-saga/120', GOKU, KRIL],
 f"{G}, {D('frieza-saga/120')} in play (Non-Combat), Namek Dragon Balls 1-6 in play (controlled by P1), Life Deck 20 with Namek Dragon Ball 7 among them. {K}." + PP,
 "AP1: P1 uses Bulma's Scouter in place of an attack (Goku, a Hero, is in control of Combat), picking Namek Dragon Ball 7.",
 "Namek Dragon Ball 7 is played (placed into play by playing it, not captured): P1 controls all 7 Namek Dragon Balls and wins at once by Dragon Ball Victory.",
 "CRD 3.0.0 Dragon Ball Victory; card text of Bulma's Scouter (Frieza Saga #120)",
 card('frieza-saga/120', 'Heroes only. Pick a dragon ball from your life deck and play it.'))
case('E', ['babidi-saga/008', SRC, GOKU, KRIL],
 f"Turn 1, Combat Step, P1 the Attacker: {G}, anger 2, hand {SRCT}. {K}, Life Deck top Blue Reflexes (\"{T('babidi-saga/008')}\"), K2, K3." + PP,
 "AP1: P1 plays Saiyan Right Cross; P2 plays Blue Reflexes. AP2: P2 passes. AP3: P1 passes (Combat ends). Discard Step: P2 discards K2. Rejuvenation: nothing (Combat declared). Turn 2 (P2 the Attacker): Draw Step, Non-Combat Step (no plays), Power-Up Step.",
 "Stopped. Krillin's PUR +Y, Y = his level 1, until the end of his next turn; P1's anger 2 -> 0. Turn 2, P2's Power-Up Step: PUR 2 +1 = 3: Krillin 5 -> 8.",
 'Card text of Blue Reflexes (Babidi Saga #8); CRD 3.0.0 Sequence of Play 3) Power-Up Step',
 card('babidi-saga/008', "Your Main Personality's PUR gains +Y until the end of your next turn. Y = your Main Personality's current personality level."))
case('E', ['majin-buu-saga/096', GOKU, KRIL],
 f"P1 (Attacker for turn 1, at the Discard Step): Goku Lv.1 at 5 above 0, {D('majin-buu-saga/096')} in play, hand H1, H2, H3, H4. P2: Krillin, the Friend Lv.1, hand J1, J2.",
 "Beginning of the Discard Step: P1 uses Red Joker Drill; P1 discards H1, H2; P2 discards J1.",
 "Goku pays 1: 5 -> 4; P1 may keep 2 cards this Discard Step: hand H3, H4, discard pile H1, H2. P2 keeps 1: hand J2.",
 'CRD 3.0.0 Sequence of Play 6) Discard Step; card text of Red Joker Drill (Majin Buu Saga #96)',
 card('majin-buu-saga/096', 'If he does, you may discard down to 2 instead of 1 for that Discard Step.'))

if __name__ == '__main__':
    assert len(C) == 32, len(C)
    with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
        for c in C: (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
    print(len(C), 'cases')
