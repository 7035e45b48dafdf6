"""Writes the 48 cases (F001..F048) and splits them by id parity: odd -> dev/cases.jsonl, even -> test/cases.jsonl.
Written from crd/crd-3.0.0.md and cards/score/*.json only."""
import json, os
ROOT = '/work/main'
HERE = os.path.dirname(os.path.abspath(__file__))
CRD = 'crd/crd-3.0.0.md'
_cache = {}
def text(f):
    if f not in _cache: _cache[f] = open(os.path.join(ROOT, f), encoding='utf-8').read()
    return _cache[f]
def q(start, end=None, f=CRD):
    """The CRD (or card file) text from `start` through `end` (or to the end of the line / just `start` in a card file)."""
    t = text(f); i = t.index(start)
    if end is None:
        if f != CRD: return start
        j = t.index('\n', i); s = t[i:j]
        if len(s) > 300: s = start
    else:
        j = t.index(end, i); s = t[i:j + len(end)]
    assert 0 < len(s) <= 300, (start, len(s))
    return s
def card(setfile, s):
    f = f'cards/score/{setfile}.json'; assert s in text(f), (setfile, s); return s, f
C = []
def case(topic, cards, board, play, expected, rule, quote, quote_file=CRD):
    if isinstance(quote, tuple): quote, quote_file = quote
    C.append(dict(id=f'F{len(C)+1:03d}', topic=topic, cards=cards, board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))
SCC = 'Specific Card Clarifications: '

# ---------------- A: personalities' and Allies' powers (F001-F010) ----------------
case('A', ['Nappa Lv.1 (Saiyan Saga #185)', 'Krillin, the Friend Lv.1 (Cell Saga #089)'],
 'P1 attacker: MP Nappa Lv.1 HT (Saiyan Saga #185) at 9 above 0 (3,600; his highest stage is 10 above 0), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0, hand empty, Life Deck 20. Combat is entered (Prepare Phase).',
 "Prepare Phase: P1's When entering Combat power (Nappa Lv.1 HT: the Main Personality gains 2 power stages), then P2 draws his 3 cards.",
 'Nappa gains 2 power stages but cannot go above his highest stage and stores nothing: 9 -> 10 (not 11). P2 draws 3: Life Deck 20 -> 17, hand 3.',
 SCC + 'Nappa Lv.1 HT (Saiyan Saga #185); Personality Cards (highest power stage)',
 q('**Nappa Lv.1 HT** (Saiyan Saga - #185)'))
case('A', ['Trunks, the Swift Lv.1 (Cell Saga #173)', 'Namekian Quick Blast (Cell Games Saga #065)', 'Piccolo, the Warrior Lv.1 (Cell Saga #170)'],
 'P1 attacker: MP Piccolo, the Warrior Lv.1 at 5 above 0, hand Namekian Quick Blast, Life Deck 20. P2 defender: MP Trunks, the Swift Lv.1 at 5 above 0 (Constant Combat Power: "Stops the first energy attack performed against you during Combat"), Life Deck 20; no energy attack yet this Combat.',
 'P1 plays Namekian Quick Blast (Focused energy attack doing 5 life cards; "If successful, remove from the game after use"). P2 takes it (no card played).',
 "P1 pays the default 2 power stages (5 -> 3). Trunks' Constant Combat Power is not a Defense Shield and stops energy attacks only, so Focused does not shut it out: the attack is stopped, P2's Life Deck stays 20. The \"If successful\" removal does not happen: Namekian Quick Blast goes to P1's discard pile, not removed from the game.",
 SCC + 'Trunks, the Swift Lv.1 (Cell Saga #173); Keywords: Focused; Namekian Quick Blast (Cell Games Saga #65)',
 q('**Trunks, the Swift Iv.1** (Cell Saga - #173)'))
case('A', ['Android 13 Lv.2 (Movie 7 #M2)', 'Orange Standing Fist Punch (Saiyan Saga #001)', 'Goku Lv.1 (World Games Saga #173)'],
 'P1 attacker: MP Android 13 Lv.2 (level 2) at 5 above 0 (1,950,000: bracket D), anger 2, hand Orange Standing Fist Punch. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 7 above 0 (1,200,000: bracket C), Life Deck 20.',
 'P1 plays Orange Standing Fist Punch (physical attack; raise card user\'s anger 1). P2 takes it.',
 "Android 13 Lv.2's Constant Combat Power: nothing but itself can raise his anger, so P1's anger stays 2; all his physical attacks do +3 power stages: PAT D vs C = 2 +3 = 5 power stages: Goku 7 -> 2, P2 Life Deck stays 20.",
 'Card text of Android 13 Lv.2 (Movie 7 #M2); Power-Up Rating (PUR): Constant Combat Powers',
 card('movie-7', 'Nothing can raise your anger except this Constant Combat Power.'))
case('A', ['Goku, the Warrior Lv.1 (World Games Saga #170)', 'Saiyan Right Cross (Cell Saga #006)', 'Krillin, the Friend Lv.1 (Cell Saga #089)', 'Goku Lv.1 (World Games Saga #173)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (1,000,000: C), hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0 (375,000: B) in control of Combat; Ally Goku, the Warrior Lv.1 at 2 above 0 (700,000: C); Life Deck 20.',
 'P1 plays Saiyan Right Cross (physical attack doing +3 power stages). P2 takes it and redirects the power stages to his Ally Goku, the Warrior.',
 "The PAT uses the personality in control (Krillin, B), not the Ally: C vs B = 2 +3 = 5 power stages, all taken by the Ally (no split): Goku, the Warrior 2 -> 0, the 3 left over are converted to life cards and still discarded from P2's Life Deck: 20 -> 17. Krillin stays at 5.",
 'Allies and Damage',
 q('If your opponent has to use the Physical Attack Table, he still uses the power rating of the personality in control of Combat.'))
case('A', ['Android 18 Lv.1 (Redemption #R7)', 'Saiyan Right Cross (Cell Saga #006)', 'Krillin, the Friend Lv.1 (Cell Saga #089)', 'Goku Lv.1 (World Games Saga #173)'],
 'P1 attacker: MP Android 18 Lv.1 HT (Redemption #R7) at 5 above 0, hand Saiyan Right Cross. P2 defender: MP Goku Lv.1 (World Games Saga #173) at 1 above 0; Ally Krillin, the Friend Lv.1 at 3 above 0; Life Deck 20.',
 'AP1: P1 uses Android 18\'s power choosing P2\'s Ally Krillin. AP2: P2 passes. AP3: P1 plays Saiyan Right Cross; P2 wants Krillin to take control of Combat.',
 "Refused: for the rest of this Combat the chosen Ally cannot take over Combat (nor have damage redirected to it), although P2's MP is at 1 above 0. Goku stays in control.",
 'Card text of Android 18 Lv.1 (Redemption #R7); ' + SCC + 'Android 18 Lv.1 HT (Cell Saga #R7)',
 card('redemption', 'Your opponent cannot redirect damage to that Ally and the Ally cannot take over Combat.'))
case('A', ['Majin Buu Lv.4 (Majin Buu Saga #114)', 'Krillin, the Friend Lv.1 (Cell Saga #089)'],
 'P1 attacker: MP Majin Buu Lv.4 (level 4) at 6 above 0, power not used this turn, discard pile D1..D10 (D10 on top), Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 at 5 above 0, Life Deck 20.',
 'AP1: P1 uses Majin Buu Lv.4\'s power (shuffle the top 8 cards of your discard pile into your Life Deck). AP2: P2 passes. AP3: P1 uses the power again.',
 'First use: D3..D10 shuffled in: Life Deck 20 -> 28, discard pile D1, D2. The power is a Power, not a Constant Combat Power: once per turn, so the second use in AP3 is refused (Life Deck stays 28).',
 SCC + 'Majin Buu Lv.4 (Majin Buu Saga #114); Power-Up Rating (PUR): Personality Powers once per turn',
 q('**Majin Buu Lv.4** (Majin Buu Saga - #114)'))
case('A', ['Chi-Chi, the Wife Lv.3 (Cell Saga #114)', 'Namekian Energy Drill (Trunks Saga #061)', 'Cell Smiles (Android Saga #C1)', 'Namek Dragon Ball 3 (Trunks Saga #079)'],
 'P1 attacker: MP Chi-Chi, the Wife Lv.3 (level 3) at 5 above 0. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089); in play: Drill Namekian Energy Drill, Non-Combat card Cell Smiles, Dragon Ball Namek Dragon Ball 3; hand empty, Life Deck 20. Combat is entered (Prepare Phase).',
 "Prepare Phase: P1 uses Chi-Chi, the Wife's power (When entering Combat, remove all of your opponent's Non-Combat cards in play from the game); then P2 draws 3.",
 "Drills are Non-Combat cards: both Namekian Energy Drill and Cell Smiles are removed from the game (P2 removed pile: both); the Dragon Ball is not a Non-Combat card and stays in play under P2's control. P2 draws 3: Life Deck 17.",
 'Card text of Chi-Chi, the Wife Lv.3 (Cell Saga #114); Glossary: Non-Combat Card; Non-Combat Cards',
 q('**Non-Combat Card:** These cards are classified as either Drills or Non-Combat cards.'))
case('A', ['Goku Lv.1 (Majin Buu Saga #159)', 'Krillin, the Friend Lv.1 (Cell Saga #089)', 'Saiyan Right Cross (Cell Saga #006)', 'Piccolo, the Warrior Lv.1 (Cell Saga #170)'],
 'P1 attacker: MP Goku Lv.1 (Majin Buu Saga #159) at 1 above 0 (1,125,000: C; Constant Combat Power: "Your physical attacks do an additional +2 power stages of damage. Your physical attacks from Goku Named cards do an additional +3 power stages of damage instead."); Ally Krillin, the Friend Lv.1 at 5 above 0 (375,000: B); hand Saiyan Right Cross. P2 defender: MP Piccolo, the Warrior Lv.1 at 5 above 0 (450,000: B), Life Deck 20.',
 'P1 has his Ally Krillin take control of Combat and perform Saiyan Right Cross (physical attack doing +3 power stages). P2 takes it.',
 "The Ally in control performs the attack: the PAT uses Krillin's rating (B vs B = 1), and the Main Personality's Constant Combat Power cannot be used while an Ally is in control of Combat: 1 +3 = 4 power stages (not +2 more): Piccolo 5 -> 1, Life Deck stays 20.",
 'Power-Up Rating (PUR): Constant Combat Powers; Allies Taking Over Combat',
 q("You cannot use your MP's Constant Combat Power when an Ally is in control of Combat and vice-versa, unless the effect states otherwise."))
case('A', ['Kid Trunks Lv.2 (Majin Buu Saga #167)', "Majin Babidi's Ship (Babidi Saga #035)"],
 "P1 attacker: MP Kid Trunks Lv.2 (Majin Buu Saga #167) at 6 above 0; Battleground Majin Babidi's Ship in play (\"If a card has a cost in power stages or life cards, the cost is doubled\"); hand H1, H2. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0, Life Deck 20.",
 "AP1: P1 uses Kid Trunks' Constant Combat Power: discards H1 to have Kid Trunks perform an energy attack that costs 2 power stages. P2 takes it.",
 "The cost (2 power stages) is doubled: Kid Trunks 6 -> 2. The discard is not part of the cost, so it is not doubled: only H1 is discarded (hand H2). The energy attack does 4 life cards: P2 Life Deck 20 -> 16.",
 SCC + "Kid Trunks Lv.2 (Majin Buu Saga #167); card text of Majin Babidi's Ship; Card Costs",
 q('**Kid Trunks Lv.2** (Majin Buu Saga - #167)'))
case('A', ['Goku, the Protector Lv.3 (Trunks Saga #166)', "Pan's Right Blast (Kid Buu Saga #Preview 2)", 'Vegeta, the Powerful Lv.1 (Cell Saga #167)'],
 "P1 attacker: MP Vegeta, the Powerful Lv.1 (Cell Saga #167) at 5 above 0, anger 0, hand Pan's Right Blast. P2 defender: MP Goku, the Protector Lv.3 (level 3) at 6 above 0, anger 3, Life Deck 20; no energy attack yet this Combat.",
 "P1 plays Pan's Right Blast (energy attack doing 5 life cards; Empower 2 not used; raise your anger 1; lower your opponent's anger 3). P2 takes it.",
 "P1 pays 2 (5 -> 3); secondary effects: P1 anger 0 -> 1; P2's anger is lowered by only 1 (Goku cannot have it lowered by more than 1 by any card): 3 -> 2. Goku's Defense Shield stops the first unstopped energy attack: P2 Life Deck stays 20.",
 'Card text of Goku, the Protector Lv.3 (Trunks Saga #166); ' + SCC + 'Goku, the Protector Lv.3',
 card('trunks-saga', 'You cannot have your anger lowered by more than 1 level by any card.'))

# ---------------- B: Dragon Balls (F011-F020) ----------------
case('B', ["Goku's Lucky Break (Saiyan Saga #202)", 'Namek Dragon Ball 7 (Trunks Saga #114)', 'Namek Dragon Ball 1 (Trunks Saga #025)', 'Namek Dragon Ball 6 (Trunks Saga #113)'],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173); in play Goku's Lucky Break and Namek Dragon Balls 1-6 (his own); Life Deck 20 with Namek Dragon Ball 7 second from the top. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), no Dragon Balls.",
 "AP1: P1 uses Goku's Lucky Break (search your Life Deck for a Dragon Ball and place it into play), taking Namek Dragon Ball 7.",
 'The card states it searches for a Dragon Ball, so the search may take one; placed into play (played, not captured), it is the 7th of the set: P1 wins at once by the Dragon Ball Victory. Goku\'s Lucky Break is removed from the game.',
 'Dragon Balls (the last of the 7 by playing it; Dragon Ball Immunity); How To Win - 2) Dragon Ball Victory',
 q('If you get the last of the 7 Dragon Balls by playing it, you win.', 'by playing it, you win.'))
for _ in [0]:
    case('B', ['Orange Power Stance (World Games Saga #089)', 'Namek Dragon Ball 5 (Trunks Saga #136)', 'Alt. Dende Dragon Ball 3 (Majin Buu Saga #038)'],
     "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 3 above 0; in play Orange Power Stance and his own Namek Dragon Ball 1; Life Deck 20. P2 defender: controls Namek Dragon Ball 5 (owned by P1, captured earlier) and his own Alt. Dende Dragon Ball 3; Life Deck 20.",
     "AP1: P1 uses Orange Power Stance (raise your MP to its highest stage; shuffle a Dragon Ball in play into its owner's Life Deck). (a) he chooses Namek Dragon Ball 5; (b) he chooses his own Namek Dragon Ball 1.",
     "(a) Goku 3 -> 10; Namek Dragon Ball 5, controlled by the opponent, is shuffled into its owner's (P1's) Life Deck: P1 Life Deck 20 -> 21; P2 keeps Alt. Dende Dragon Ball 3. (b) refused: the card may only shuffle a Dragon Ball an opponent controls; Namek Dragon Ball 1 stays in play.",
     SCC + 'Orange Power Stance (World Games Saga #89); Ownership',
     q('**Orange Power Stance** (World Games Saga - #89)'))
case('B', ['Confrontation (Trunks Saga Promo #P2)', 'Alt. Dende Dragon Ball 3 (Majin Buu Saga #038)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) (Hero), hand Confrontation. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), hand H1 and Alt. Dende Dragon Ball 3, Life Deck 20.',
 "AP1: P1 plays Confrontation in place of an attack (Heroes only; look at your opponent's hand, choose 1 card and shuffle it into their Life Deck), choosing Alt. Dende Dragon Ball 3.",
 "Confrontation can affect Dragon Balls: the Dragon Ball is shuffled into P2's Life Deck (20 -> 21); P2's hand is H1. Confrontation goes to P1's discard pile.",
 SCC + 'Confrontation (Trunks Saga #P2)',
 q('**Confrontation** (Trunks Saga - #P2)'))
case('B', ['Black Water Confusion Drill (Trunks Saga #030)', 'Namek Dragon Ball 4 (Trunks Saga #080)', 'Orange Energy Drill (Saiyan Saga #142)'],
 "P1's turn, Non-Combat Step: P1 MP Goku Lv.1 (World Games Saga #173), hand Namek Dragon Ball 4. P2: in play Black Water Confusion Drill (\"No dragon balls may be played while this drill is in play\"; not a Black Style card) beside his Orange Energy Drill.",
 'P1 plays Namek Dragon Ball 4 in his Non-Combat Step.',
 "Refused: P2's Drill affects all players, so no Dragon Ball may be played while it is in play; Namek Dragon Ball 4 stays in P1's hand. (The board itself is legal: Black Water Confusion Drill is not a Styled Drill, so it may sit beside an Orange Drill.)",
 SCC + 'Black Water Confusion Drill (Trunks Saga #30); card text',
 q('**Black Water Confusion Drill** (Trunks Saga - #30)'))
case('B', ['Alt. Namek Dragon Ball 4 (Kid Buu Saga #032)', 'Kid Trunks Lv.2 (Majin Buu Saga #170)', 'Cell Smiles (Android Saga #C1)'],
 'P2 is the attacker: MP Kid Trunks Lv.2 (Majin Buu Saga #170) at 5 above 0 (power: energy attack doing 5 life cards; if successful you may remove from the game a Non-Combat card or Ally in play; lower your opponent\'s anger 2). P1 defender: controls Alt. Namek Dragon Ball 4; Non-Combat card Cell Smiles in play; anger 2; Life Deck 20.',
 "AP1: P2 uses Kid Trunks' power; P1 takes it; P2 chooses to remove P1's Cell Smiles from the game.",
 "P2 pays 2 (5 -> 3); P1 anger 2 -> 0; 5 life cards: P1 Life Deck 20 -> 15. While P1 controls Alt. Namek Dragon Ball 4, his Non-Combat/Non-Drill card that the opponent's card would remove from the game is discarded instead: Cell Smiles leaves play and is not in P1's removed pile.",
 'Card text of Alt. Namek Dragon Ball 4 (Kid Buu Saga #032)',
 card('kid-buu-saga', 'While you control this Dragon Ball, when your Non-Combat/Non-Drills and Allies in play would be removed from the game by your opponent\'s card effects, they are discarded instead.'))
case('B', ['Intense Observation Drill (Kid Buu Saga #120)', 'Alt. Earth Dragon Ball 3 (Cosmic Anthology #CA27)', 'Saiyan High Jump Kick (Cell Saga #059)'],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173); Intense Observation Drill in play; hand Saiyan High Jump Kick. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089); controls Alt. Earth Dragon Ball 3 (\"your opponent's attacks need to deal 7 or more life cards of damage to capture a Dragon Ball instead of 5\"); Life Deck 20.",
 'P1 plays Saiyan High Jump Kick (physical attack doing 3 life cards). P2 takes it; P1 asks to capture Alt. Earth Dragon Ball 3 (using none of its powers).',
 'Intense Observation Drill: 1 life card of damage is enough to capture, and this overwrites the Dragon Ball\'s "7 or more": P2 discards 3 (20 -> 17) and P1 captures Alt. Earth Dragon Ball 3 (P1 controls it, P2 still owns it).',
 'Card text of Intense Observation Drill (Kid Buu Saga #120); Capturing Dragon Balls - Life Card Capture',
 card('kid-buu-saga', 'This effect overwrites any effect that changes the life cards of damage needed to capture a Dragon Ball.'))
case('B', ["Chiaotzu's Physical Defense (Saiyan Saga #250)", "Dodoria's Energy Attack (Frieza Saga #031)", 'Zangya Lv.1 (Bojack Unbound #005)'],
 "P1 attacker: MP Zangya Lv.1 at 5 above 0, hand Dodoria's Energy Attack. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) (a Hero), hand Chiaotzu's Physical Defense; controls Alt. Dende Dragon Ball 3; Life Deck 20.",
 "AP1: P1 passes. AP2: P2 plays Chiaotzu's Physical Defense. AP3: P1 plays Dodoria's Energy Attack (5 life cards); P2 takes it; P1 asks to capture Alt. Dende Dragon Ball 3.",
 "For the rest of Combat heroes lose 1 life card less from every attack: 5 -> 4 life cards (20 -> 16). Fewer than 5 life cards of damage were discarded, so no Dragon Ball is captured: P2 keeps Alt. Dende Dragon Ball 3.",
 SCC + "Chiaotzu's Physical Defense (Saiyan Saga #250); Capturing Dragon Balls - Life Card Capture",
 q("**Chiaotzu's Physical Defense** (Saiyan Saga - #250)"))
case('B', ['Krillin, the Father Lv.1 (World Games Saga #099)', 'Namek Dragon Ball 2 (Trunks Saga #003)'],
 "P1 attacker: MP Krillin, the Father Lv.1 at 5 above 0 (power: \"Energy attack. If successful you may search your Life Deck for any card and discard it.\"); Life Deck 20 (L1, Namek Dragon Ball 2, L2 on top), discard pile empty. P2 defender: MP Goku Lv.1 (World Games Saga #173), Life Deck 20.",
 'AP1: P1 uses the power; P2 takes it; for the search P1 names (a) Namek Dragon Ball 2, (b) L2.',
 '(a) "any card" does not state that a Dragon Ball may be searched for, so the Dragon Ball cannot be the object of the search: it is not discarded and not moved to the bottom (P1 Life Deck stays 20, discard pile empty). (b) L2 is discarded: P1 Life Deck 19, discard pile L2. In both P1 pays 2 (5 -> 3) and P2 takes 4 life cards.',
 'Dragon Balls: Dragon Ball Immunity; Searching for Cards',
 q('**Dragon Ball Immunity** - If a card lets anyone search through Life Decks for a card'))
case('B', ['Speaking with the King Drill (Cell Saga #100)', 'Namek Dragon Ball 3 (Trunks Saga #079)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173); Speaking with the King Drill in play; Life Deck 20 with X1, Namek Dragon Ball 3, X2 on top; hand empty. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089).',
 'AP1: P1 uses Speaking with the King Drill in place of an attack (look at the top 3 cards of your Life Deck, put 1 in your hand and remove the other 2 from the game), keeping X1.',
 'The Drill affects Dragon Balls: X1 to the hand; Namek Dragon Ball 3 and X2 are removed from the game. Life Deck 17, hand X1, removed pile Namek Dragon Ball 3 and X2. The Drill stays in play.',
 SCC + 'Speaking With the King Drill (Cell Saga #100)',
 q('**Speaking With the King Drill** (Cell Saga - #100)'))
case('B', ["Vegeta's Dragonball Capture (Saiyan Saga #241)", 'Namek Dragon Ball 6 (Trunks Saga #113)', 'Alt. Dende Dragon Ball 3 (Majin Buu Saga #038)'],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173); Vegeta's Dragonball Capture in play; Life Deck 20. P2 defender: controls Namek Dragon Ball 6 (owned by P1, captured earlier) and his own Alt. Dende Dragon Ball 3; Life Deck 20.",
 "AP1: P1 uses Vegeta's Dragonball Capture (capture 2 of a foe's Dragon Balls and place them at the bottom of his Life Deck) on both.",
 "P2's own Alt. Dende Dragon Ball 3 goes to the bottom of P2's Life Deck (21); P1's own Namek Dragon Ball 6, re-captured, goes to the bottom of P1's Life Deck (21). Neither player controls a Dragon Ball afterwards and no Dragon Ball power is used.",
 SCC + "Vegeta's Dragon Ball Capture (Saiyan Saga #241)",
 q("**Vegeta's Dragon Ball Capture** (Saiyan Saga - #241)"))

# ---------------- C: Drills, Non-Combat cards, Battlegrounds and Locations (F021-F030) ----------------
case('C', ["Krillin's Drill (Saiyan Saga #215)", 'Saiyan Right Cross (Cell Saga #006)'],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C); Krillin's Drill in play (\"Does an extra life card of damage with each successful attack\"); hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 7 above 0 (B), Life Deck 20.",
 'P1 plays Saiyan Right Cross (physical attack doing +3 power stages). P2 takes it.',
 "The Drill's +1 life card is added although the attack deals power stages: PAT C vs B = 2 +3 = 5 power stages (7 -> 2) and 1 life card (Life Deck 20 -> 19).",
 "Modified Damage; card text of Krillin's Drill (Saiyan Saga #215)",
 q('If an effect inside a card power modifies the damage from an attack'))
case('C', ['Red Penetrating Defense Drill (Saiyan Saga #124)', 'Goku Lv.4 (Cell Saga #135)'],
 'P1 attacker: MP Goku Lv.4 (Cell Saga #135, level 4) at 5 above 0 (power: "Physical attack doing 5 power stages and 3 life cards of damage"). P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 6 above 0; Red Penetrating Defense Drill in play; Life Deck 20.',
 "AP1: P1 uses Goku Lv.4's power. P2 takes it.",
 'The Drill lowers only the power stages: 5 - 2 = 3 power stages (6 -> 3); the 3 life cards are dealt in full (Life Deck 20 -> 17).',
 SCC + 'Red Penetrating Defense Drill (Saiyan Saga #124)',
 q('**Red Penetrating Defense Drill** (Saiyan Saga - #124)'))
case('C', ['Excitement (Irwin Toy #IR9)', 'Orange Energy Drill (Saiyan Saga #142)', 'Cell Smiles (Android Saga #C1)', 'Namek Dragon Ball 1 (Trunks Saga #025)', 'Saiyan Right Cross (Cell Saga #006)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173); Excitement in play; hand Orange Energy Drill, Cell Smiles, Namek Dragon Ball 1, Saiyan Right Cross; Life Deck 20 (N1, N2, N3 on top). P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089).',
 'AP1: P1 uses Excitement (show your opponent your hand; draw a card for each Non-Combat card in your hand).',
 'Drills are Non-Combat cards; a Dragon Ball and a Physical Combat card are not: 2 Non-Combat cards (Orange Energy Drill, Cell Smiles), so P1 draws 2 (N1, N2): Life Deck 18, hand 6. Excitement is discarded after use.',
 'Non-Combat Cards (2 kinds: Non-Combat / Non-Drill cards and Drill cards); card text of Excitement (Irwin Toy #IR9)',
 q('Non-Combat cards produce effects that generally are not attacks.', 'There are 2 kinds of Non-Combat cards:'))
case('C', ['Unexpected Allies (Saiyan Saga #218)', 'Krillin, the Friend Lv.1 (Cell Saga #089)', 'Krillin, the Hero Lv.2 (Cell Saga #099)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) (level 1), hand Unexpected Allies, discard pile Krillin, the Friend Lv.1 and Krillin, the Hero Lv.2; no Allies in play. P2 defender: MP Piccolo, the Warrior Lv.1 (Cell Saga #170).',
 'AP1: P1 plays Unexpected Allies (search your Life Deck or discard pile for an Ally and put him into play at his highest power stage), choosing (a) Krillin, the Friend Lv.1, (b) Krillin, the Hero Lv.2.',
 '(a) Krillin, the Friend enters as P1\'s Ally at his highest stage, 10 above 0. (b) refused: a card that puts an Ally into play follows the normal rules, and a level 2 Ally may not join a level 1 Main Personality; no Ally enters.',
 'Putting Cards into play with card effects; Allies: Putting Allies into Play',
 q('When you place a Drill or Ally into play with a card power, you must still follow the normal rules as if you were putting that Ally or Drill into play.'))
case('C', ["Cell's Arena (Cell Saga #Preview 2)", 'Saiyan Right Cross (Cell Saga #006)'],
 "Cell's Arena in play (\"All attacks cost +1 power stage to perform. All successful attacks do +2 life cards of damage\"). P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 7 above 0, Life Deck 20.",
 'P1 plays Saiyan Right Cross (physical attack doing +3 power stages). P2 takes it.',
 'The physical attack now costs 1 power stage: Goku 5 -> 4 (900,000: still C). PAT C vs B = 2 +3 = 5 power stages (7 -> 2) plus 2 life cards (Life Deck 20 -> 18).',
 "Card text of Cell's Arena (Cell Saga #Preview 2); Battleground and Location Cards (affect all players); Modified Damage",
 q('Battleground and Location cards affect all players at all times.'))
case('C', ["Heroes' Battleground (Cell Saga #Preview 5)", 'Goku, the Warrior Lv.1 (World Games Saga #170)', 'Saiyan Right Cross (Cell Saga #006)', 'Piccolo, the Warrior Lv.1 (Cell Saga #170)'],
 "Heroes' Battleground in play (\"All attacks performed by Allies do +2 power stages of damage\"). P1 attacker: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 1 above 0 (275,000: B); Ally Goku, the Warrior Lv.1 at 5 above 0 (1,000,000: C); hand Saiyan Right Cross. P2 defender: MP Piccolo, the Warrior Lv.1 at 8 above 0 (600,000: B), Life Deck 20.",
 'P1 has his Ally Goku, the Warrior take control of Combat and perform Saiyan Right Cross. P2 takes it.',
 "The Ally in control performs the attack, so his power rating is used and the Battleground adds +2: PAT C vs B = 2 +3 +2 = 7 power stages: Piccolo 8 -> 1; Life Deck stays 20.",
 "Card text of Heroes' Battleground (Cell Saga #Preview 5); Allies Taking Over Combat (the Ally's power rating)",
 q('When this happens, your Ally acts just like your MP and can perform attacks, and use its personality powers.', 'when the Physical Attack Table is used.'))
case('C', ["Kami's Floating Island (Android Saga #094)"],
 "Kami's Floating Island (Battleground: \"When entering Combat, draw a card\") in play. P1 attacker: MP Goku Lv.1 (World Games Saga #173), hand empty, Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), hand empty, Life Deck 20. Combat is entered (Prepare Phase).",
 'Prepare Phase: the attacker\'s When entering Combat effects, then the defender\'s, then the defender draws 3.',
 'A Battleground affects all players: P1 draws 1 (hand 1, Life Deck 19); P2 draws 1 and then his 3 (hand 4, Life Deck 16).',
 'Battleground and Location Cards; The Combat Step In Detail - Phase 1: The Prepare Phase',
 q('Battleground and Location cards are places in the Dragon Ball universe', 'Battleground and Location cards affect all players at all times.'))
case('C', ['Showdown (Trunks Saga Promo #P10)', 'Devastation Drill (Fusion Saga #Preview 6)', 'Saiyan Right Cross (Cell Saga #006)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C); Devastation Drill in play ("All of your physical attacks do +5 power stages of damage", no other Non-Combat card of his in play); hand Saiyan Right Cross. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 8 above 0 (B); Showdown in play ("Use when entering any Combat. Drills, allies, and personality powers may not be used this Combat."); Life Deck 20. Combat is entered (Prepare Phase).',
 "Prepare Phase: P2 uses Showdown. AP1: (a) P1 plays Saiyan Right Cross; P2 takes it. (b) P1 uses Goku Lv.1's power instead.",
 '(a) Drills are not used this Combat: PAT C vs B = 2 +3 = 5, without the Drill\'s +5: Krillin 8 -> 3. (b) refused: personality powers may not be used this Combat. Showdown is discarded after use.',
 SCC + 'Showdown (Trunks Saga #P10); card text of Showdown',
 card('trunks-saga-promo', 'Drills, allies, and personality powers may not be used this Combat.'))
case('C', ['Caught Off Guard Drill (Cell Games Saga #111)', "Dodoria's Energy Attack (Frieza Saga #031)"],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) (Hero); his own Caught Off Guard Drill in play, which named Dodoria's Energy Attack when it entered play; hand Dodoria's Energy Attack. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), Life Deck 20.",
 "AP1: P1 plays Dodoria's Energy Attack.",
 "Refused: the named card cannot be played or used by either player while the Drill is in play, its own controller included. The card stays in P1's hand; nothing is paid (Goku stays at 5), P2's Life Deck stays 20.",
 "Card text of Caught Off Guard Drill (Cell Games Saga #111)",
 card('cell-games-saga', 'That card cannot be played or used by either player while this Drill is in play.'))
case('C', ['Blue Cradle Drill (Saiyan Saga #138)', "Dodoria's Energy Attack (Frieza Saga #031)"],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Dodoria's Energy Attack, Life Deck 20. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089); Blue Cradle Drill in play (\"For every life card you lose in combat, your foe loses 1 power stage, down to (0).\"); Life Deck 20.",
 "P1 plays Dodoria's Energy Attack (5 life cards). P2 takes it.",
 "P1 pays 2 (5 -> 3). P2 discards 5 (20 -> 15), so P1 loses 5 power stages but only down to 0: 3 -> 0, nothing converted (P1 Life Deck stays 20).",
 'Card text of Blue Cradle Drill (Saiyan Saga #138); ' + SCC + 'Blue Cradle Drill',
 card('saiyan-saga', 'For every life card you lose in combat, your foe loses 1 power stage, down to (0).'))

# ---------------- D: Combat cards and the Battle Sequence (F031-F040) ----------------
case('D', ["Majin Buu's Body Slam (Majin Buu Saga #135)", 'Cell Smiles (Android Saga #C1)'],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Majin Buu's Body Slam only. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 7 above 0 (B); Cell Smiles (a Non-Combat, non-Drill card) in play; Life Deck 20.",
 "AP1: P1 plays Majin Buu's Body Slam (\"Physical attack doing +3 power stages of damage. Empower 3. For the remainder of Combat, all Non-combat/Non-Drill cards cost +2 life cards to use.\"), (a) without Empower, (b) using Empower 3; P2 takes it. AP2: P2 uses Cell Smiles in place of an attack (P1's hand is empty).",
 "(a) PAT C vs B = 2 +3 = 5: Krillin 7 -> 2; the floating cost applies: using Cell Smiles costs P2 2 life cards (Life Deck 20 -> 18). (b) 5 power stages and +3 life cards (Krillin 7 -> 2, Life Deck 20 -> 17); the sentence after Empower is deleted, so Cell Smiles costs nothing (Life Deck stays 17).",
 "Card text of Majin Buu's Body Slam (Majin Buu Saga #135); Card Costs; Keywords: Empower",
 card('majin-buu-saga', 'For the remainder of Combat, all Non-combat/Non-Drill cards cost +2 life cards to use.'))
case('D', ['Pure Defense (Broly Subset #M24)', 'Blue Swift Dodge (Cell Saga #025)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, anger 2, hand Orange Standing Fist Punch. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0, hand Pure Defense and Blue Swift Dodge, Life Deck 20 (T1 on top).',
 "P1 plays Orange Standing Fist Punch (physical attack; raise card user's anger 1). Before its secondary effect resolves P2 plays Pure Defense (all secondary effects of that attack are now \"If successful\" effects; draw a card; you may still defend), then defends with Blue Swift Dodge (stops a physical attack; lower your opponent's anger 1).",
 'The anger raise became an "If successful" effect and the attack is stopped, so it never happens; Blue Swift Dodge lowers P1\'s anger: 2 -> 1. P2 draws T1; Krillin stays at 5.',
 SCC + 'Pure Defense (Broly Subset #24)',
 q('**Pure Defense** (Broly Subset - #24)', 'This card is played before any secondary effects resolve.'))
case('D', ['Blue Swift Dodge (Cell Saga #025)', 'Saiyan Right Cross (Cell Saga #006)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand H1 and Blue Swift Dodge. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0 (B), hand Saiyan Right Cross.',
 'AP1: P1 performs a Final Physical Attack, discarding H1; P2 takes it. AP2: P2 plays Saiyan Right Cross; P1 wants to defend with Blue Swift Dodge.',
 'The Final Physical Attack does PAT C vs B = 2 power stages (Krillin 5 -> 3). After it P1 cannot defend for the rest of Combat: Blue Swift Dodge is refused and stays in his hand.',
 'Final Physical Attacks',
 q('**Here\'s the Catch** – For the rest of Combat, you must pass in all of your Attack Phases, and you cannot defend against your opponent\'s attacks.'))
case('D', ['Red Rapid Energy (Fusion Saga #076)', 'Saiyan Energy Orb (Cell Saga #014)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Red Rapid Energy, discard pile Saiyan Energy Orb, D1. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), anger 3, Life Deck 20.',
 'P1 plays Red Rapid Energy ("Energy attack doing 5 life cards of damage. Lower your opponent\'s anger 2 levels. Empower 3. Place all cards in your discard pile with "Energy" in the title at the bottom of your Life Deck. Remove from the game after use.") and uses its Empower. P2 takes it.',
 'P1 pays 2 (5 -> 3). The anger sentence comes before Empower and resolves: P2 anger 3 -> 1. Empower: +3 life cards: 8 (20 -> 12). The text after Empower is deleted: Saiyan Energy Orb stays in the discard pile, and Red Rapid Energy is discarded, not removed from the game.',
 'Keywords: Empower (What does Empower do?; More notes about Empower)',
 q('**Empower can prevent a card from being removed from the game after use.**'))
case('D', ['Trunks Energy Sphere (Trunks Saga #084)', 'Ki-Charged Palm Block (Blast Off Kit #CC9)', 'Blue Swift Dodge (Cell Saga #025)', 'Saiyan Right Cross (Cell Saga #006)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0 (C), hand Saiyan Right Cross and Trunks Energy Sphere. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 7 above 0 (B), hand Ki-Charged Palm Block (Combat card: stops a physical attack) and Blue Swift Dodge, Life Deck 20.',
 "P1 plays Saiyan Right Cross. P2 plays Ki-Charged Palm Block; P1 answers with Trunks Energy Sphere (stops the effects of any Combat card). Then (a) P2 takes the attack, (b) P2 tries Blue Swift Dodge.",
 '(a) The Palm Block\'s stop is gone: PAT C vs B = 2 +3 = 5 power stages: Krillin 7 -> 2. (b) refused: after Trunks Energy Sphere stops his Combat card, the defender may not play another card that can stop that attack.',
 SCC + 'Trunks Energy Sphere (Trunks Saga #84)',
 q('If you are stopping an attack with a Combat card and your opponent uses **Trunks Energy Sphere**', 'still stop the attack.'))
case('D', ['Stunned (Cell Saga #116)', 'Orange Steady Drill (Cell Games Saga #076)', 'Saiyan Defensive Stance (Cell Saga #010)', "Dodoria's Energy Attack (Frieza Saga #031)"],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0, hand Stunned and Dodoria's Energy Attack. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089); Orange Steady Drill in play (Defense Shield: stops the first unstopped energy attack during Combat); hand Saiyan Defensive Stance (stops an energy attack); Life Deck 20.",
 "AP1: P1 plays Stunned (Krillin, Piccolo and Trunks may not ... stop attacks performed against them ... for the remainder of Combat). AP2: P2 passes. AP3: P1 plays Dodoria's Energy Attack; (a) P2 takes it; (b) P2 tries Saiyan Defensive Stance.",
 "(a) The Defense Shield still stops it: P1 pays 2 (5 -> 3), P2 Life Deck stays 20. (b) refused: the Stunned Krillin may not stop the attack with a card.",
 SCC + 'Stunned (Cell Saga #116)',
 q('You can still use Defense Shields to stop attacks from your opponent if your personality in control of Combat is Stunned.'))
case('D', ['T-Rex Offense (Saiyan Saga #227)', "Dodoria's Energy Attack (Frieza Saga #031)"],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173) at 5 above 0; T-Rex Offense in play; hand Dodoria's Energy Attack. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089); his own T-Rex Offense in play; Life Deck 20.",
 "P1 plays Dodoria's Energy Attack (5 life cards) and uses his T-Rex Offense with it. P2 takes it.",
 "P1's attack does +1: 6 life cards (P2 20 -> 14); P1's T-Rex Offense is discarded after use. A successful energy attack was performed against P2 while his T-Rex Offense was in play, so it is discarded too: neither has a Non-Combat card left in play.",
 SCC + 'T-Rex Offense (Saiyan Saga #227)',
 q('**T-Rex Offense** (Saiyan Saga - #227)'))
case('D', ['Battle Pausing (Saiyan Saga #204)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173), hand Battle Pausing, discard pile D1, D2, D3 (D3 on top). P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 8 above 0 (his highest stage is 10).',
 'AP1: P1 plays Battle Pausing in place of an attack (draw the top 2 cards from your discard pile; your opponent\'s Main Personality gains 5 power stages; remove from the game after use).',
 "P1 draws D3 and D2 (discard pile D1). Krillin gains only to his highest stage: 8 -> 10 (the rest is lost). Battle Pausing is removed from the game.",
 SCC + 'Battle Pausing (Saiyan Saga #204); Personality Cards (highest power stage)',
 q('If a personality is at his highest power stage, he cannot go any higher, nor can he store any power stages from card effects to gain them later.'))
case('D', ["Vegeta's Energy Blast (Saiyan Saga #119)", 'Nappa Lv.1 (Saiyan Saga #176)', 'Saiyan Right Cross (Cell Saga #006)'],
 "P1 attacker: MP Nappa Lv.1 (Saiyan Saga #176, Saiyan Heritage) at 2 above 0; hand (a) Vegeta's Energy Blast, (b) Saiyan Right Cross and Vegeta's Energy Blast. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0.",
 "(a) AP1: P1 plays Vegeta's Energy Blast (\"Saiyan Heritage only. Use when needed. This must be your first card played during Combat. Raise your Main Personality to its highest power stage.\"). (b) AP1: P1 plays Saiyan Right Cross, P2 takes it; AP2: P2 passes; AP3: P1 plays Vegeta's Energy Blast.",
 "(a) Nappa 2 -> 10, the card removed from the game. (b) PAT B vs B = 1 +3 = 4 (Krillin 5 -> 1); Vegeta's Energy Blast is refused in AP3: it is not P1's first card played this Combat (Nappa stays at 2).",
 SCC + "Vegeta's Energy Blast (Saiyan Saga #119)",
 q("**Vegeta's Energy Blast** (Saiyan Saga - #119)"))
case('D', ['Trunks Effortless Drill (Trunks Saga #085)', 'Straining Cry Baby Move (World Games Saga #035)', 'Red Side Step (Cell Saga #002)'],
 'P1 attacker: MP Goku Lv.1 (World Games Saga #173); Trunks Effortless Drill in play; hand Straining Cry Baby Move. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 7 above 0, anger 0, hand Red Side Step.',
 "P1 plays Straining Cry Baby Move (physical attack doing 5 power stages; raise your opponent's anger 1) and declares Trunks Effortless Drill (the Straining Move cannot be stopped or prevented). P2 plays Red Side Step (stops a physical attack; raise your anger 1) anyway.",
 "The attack cannot be stopped, but P2 may still play the physical stop for its other effect: P2 anger 0 -> 1 (Cry Baby) -> 2 (Red Side Step); the attack is successful: 5 power stages, Krillin 7 -> 2.",
 'Stopping Unstoppable Attacks; ' + SCC + 'Trunks Effortless Drill (Trunks Saga #85)',
 q('If an attack cannot be stopped, a player may try to stop it anyway'))

# ---------------- E: the turn and victories (F041-F048) ----------------
case('E', ["Goku's Farewell (Cell Games Saga #099)", 'Goku, the Hero Lv.1 (Cell Saga #161)', 'Goku, the Saiyan Lv.2 (Cell Saga #162)', 'Goku, the Perfect Warrior Lv.3 (Cell Saga #163)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 "P1 attacker: MP Goku, the Hero Lv.1 / Goku, the Saiyan Lv.2 / Goku, the Perfect Warrior Lv.3 at level 1, 5 above 0, anger 4; Namekian Energy Drill and Goku's Farewell in play; hand Orange Standing Fist Punch. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089).",
 "AP1: P1 uses Goku's Farewell (advance to your highest MP level and power stage; you cannot win by the Most Powerful Personality Victory; your anger cannot be lowered or set; when you reach 5 anger you lose the game). (a) stop there. (b) AP2: P2 passes; AP3: P1 plays Orange Standing Fist Punch (raise card user's anger 1).",
 "(a) Goku advances to level 3 at his highest stage (12 above 0), his Drill is discarded, his anger is not reset (stays 4), and nobody wins (no Most Powerful Personality Victory). (b) the anger raise brings P1 to 5: P1 loses the game; P2 wins.",
 SCC + "Goku's Farewell (Cell Games Saga #99); card text",
 q('If you reach 5 or more anger while under the effects of **Goku’s Farewell**, you lose the game.'))
case('E', ["It's Just Not Worth It! (Frieza Saga Promo #P1)", 'Namek Dragon Ball 7 (Trunks Saga #114)'],
 "P1's turn 1, Combat Step (P1 attacker): P1 has It's Just Not Worth It! in play. P2 controls Namek Dragon Balls 1-6 (his own) and holds Namek Dragon Ball 7; P2 Life Deck 20.",
 "AP1: P1 uses It's Just Not Worth It! (your opponent may not win a Most Powerful Personality Victory or a Dragon Ball Victory until the end of his second turn, starting now). Both pass; the turn ends. Turn 2 (P2's): P2 draws 3 and plays Namek Dragon Ball 7 in his Non-Combat Step.",
 "P2 controls all 7 Namek Dragon Balls but does not win: the card keeps him from a Dragon Ball Victory until the end of his second turn. No winner after turn 2's Non-Combat Step.",
 SCC + "It's Just Not Worth It! (Frieza Saga #P1)",
 q("**It's Just Not Worth It!** (Frieza Saga - #P1)"))
case('E', ['Provoke Drill (Kid Buu Saga #069)'],
 "P1's turn, Declare Step (P1 attacker): P1 Life Deck 20 (L1 on top), discard pile empty, hand empty. P2 has Provoke Drill in play (\"If your opponent decides to skip the Combat Step during his Declare Step, he must discard the top card of his Life Deck\").",
 'P1 skips Combat; Discard Step (nothing to discard); Rejuvenation Step: P1 rejuvenates.',
 'Declare Step: P1 discards L1 (Life Deck 19, discard pile L1). Rejuvenation Step: P1 did not declare Combat, so he places the top card of his discard pile, L1, at the bottom of his Life Deck: Life Deck 20, discard pile empty.',
 'Card text of Provoke Drill (Kid Buu Saga #069); The Sequence of Play - 4) Declare Step, 7) Rejuvenation Step',
 card('kid-buu-saga', 'If your opponent decides to skip the Combat Step during his Declare Step, he must discard the top card of his Life Deck.'))
case('E', ["Bulma and Chi-chi's Stare Off (Bojack Unbound #019)", 'Goku, the Hero Lv.1 (Cell Saga #161)', 'Goku, the Saiyan Lv.2 (Cell Saga #162)', 'Namekian Energy Drill (Trunks Saga #061)'],
 "P1 attacker: MP Goku, the Hero Lv.1 / Goku, the Saiyan Lv.2 / Goku, the Perfect Warrior Lv.3 at level 1, 8 above 0, anger 3; Namekian Energy Drill in play; hand Bulma and Chi-chi's Stare Off. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0, anger 3.",
 "AP1: P1 plays Bulma and Chi-chi's Stare Off in place of an attack. AP2: P2 passes. AP3: P1 passes: the Combat Step ends.",
 "At the end of the Combat Step P1's Main Personality has the most power stages above 0 (8 against 5): P1's anger 3 -> 5, so Goku advances to level 2 (Goku, the Saiyan) at his highest stage (11 above 0) and the Drill is discarded; P2's anger stays 3. Goku is not Chi-Chi or Bulma: nothing else. The card is removed from the game.",
 "Card text of Bulma and Chi-chi's Stare Off (Bojack Unbound #019); Advancing your Main Personality - Anger",
 card('bojack-unbound', 'At the end of this Combat Step, the Main Personality that has the most power stages above 0 raises his anger 2 levels (if there is a tie, nobody raises his anger.)'))
case('E', ['King Cold Smiles (Trunks Saga #037)', 'Nappa Lv.1 (Saiyan Saga #176)', 'Nappa Lv.2 (Saiyan Saga #177)', 'Nappa Lv.3 (Saiyan Saga #178)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Nappa Lv.1 (Saiyan Saga #176) / Nappa Lv.2 / Nappa Lv.3 at level 1, 5 above 0, anger 4; Namekian Energy Drill in play; hand Orange Standing Fist Punch. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089) at 5 above 0; King Cold Smiles in play.',
 "P1 plays Orange Standing Fist Punch (raise card user's anger 1): P1's anger reaches 5. P2 uses King Cold Smiles then. P2 takes the attack.",
 "King Cold Smiles sets P1's anger to 3 instead of gaining a level: Nappa stays level 1 (no stage change from anger), his Drill stays in play; King Cold Smiles is removed from the game. PAT B vs B = 1: Krillin 5 -> 4.",
 SCC + 'King Cold Smiles (Trunks Saga #37)',
 q('**King Cold Smiles** (Trunks Saga - #37)'))
case('E', ['Krillin, the Friend Lv.1 (Cell Saga #089)', 'Goku Lv.1 (World Games Saga #173)'],
 "P1's turn, Discard Step (P1 the attacker): P1 MP Goku Lv.1 (World Games Saga #173), hand A1, A2, A3. P2 MP Krillin, the Friend Lv.1, hand B1, B2, B3, B4.",
 'P1 discards A1 and A2; then P2 chooses to discard all four of his cards.',
 'P1 keeps A3 (discard pile A1, A2). The defender discards too, right after the attacker, and may discard every card: P2 hand empty, discard pile B1-B4.',
 'The Sequence of Play - 6) Discard Step',
 q('You may discard all of your cards if you want', 'right after you discard.'))
case('E', ["Dragon's Victory (Cell Games Saga #123)"],
 "P1 attacker: MP Goku Lv.1 (World Games Saga #173), anger (a) 4, (b) 3; hand Dragon's Victory. P2 defender: MP Krillin, the Friend Lv.1 (Cell Saga #089), anger 3.",
 "AP1: P1 plays Dragon's Victory (your Warrior Sword must read 4 anger to use this card; when you play it you may raise your opponent's anger 1 level; if your opponent's Warrior Sword reads 4 anger you win the game) and raises P2's anger.",
 "(a) P2's anger 3 -> 4: P1 wins the game by the card's effect. (b) refused: P1 does not have 4 anger; nothing happens (P2 anger stays 3, no winner).",
 SCC + "Dragon's Victory (Cell Games Saga #123)",
 q("**Dragon's Victory** (Cell Games Saga - #123) – You must have 4 anger to be able to play this card."))
case('E', ['Defenceless Beach (Android Saga #095)', 'Vegeta, the Powerful Lv.1 (Cell Saga #167)', 'Goku, the Hero Lv.1 (Cell Saga #161)'],
 'P1\'s turn, Power-Up Step (P1 attacker): MP Vegeta, the Powerful Lv.1 (PUR 1) at 5 above 0, no Tokui-Waza; Ally Goku, the Hero Lv.1 at 3 above 0; Battleground Defenceless Beach in play ("Each player has his Main Personality\'s PUR reduced by 1").',
 'The Power-Up Step.',
 "Vegeta's PUR 1 - 1 = 0: he stays at 5 above 0. The Ally still powers up by 1 (Defenceless Beach only reduces Main Personalities' PUR; Allies always power up 1): Goku, the Hero 3 -> 4.",
 'The Sequence of Play - 3) Power-Up Step; Allies: Powering Up Allies; card text of Defenceless Beach (Android Saga #095)',
 q('Allies always Power-Up by 1 during your Power-Up Step no matter what an Ally\'s Power Up Rating is.'))

assert len(C) == 48, len(C)
os.makedirs(f'{HERE}/dev', exist_ok=True); os.makedirs(f'{HERE}/test', exist_ok=True)
with open(f'{HERE}/dev/cases.jsonl', 'w') as d, open(f'{HERE}/test/cases.jsonl', 'w') as t:
    for c in C:
        (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
from collections import Counter
print(len(C), Counter(c['topic'] for c in C))
