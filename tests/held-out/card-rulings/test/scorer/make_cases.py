"""Writes the 48 card-rulings cases (R001..R048); quotes are cut from the documents by anchors."""
import json, os
ROOT = '/work/main'
CRD = 'crd/crd-3.0.0.md'
TXT = {}
def doc(f):
    if f not in TXT: TXT[f] = open(os.path.join(ROOT, f)).read()
    return TXT[f]
def q(start, end=None, f=CRD):
    t = doc(f); i = t.find(start)
    assert i >= 0, ('anchor not found', start)
    if end is None: return start
    j = t.find(end, i); assert j >= 0, ('end not found', end)
    return t[i:j+len(end)]
C = []
def case(topic, cards, board, play, expected, rule, quote, quote_file=CRD):
    C.append(dict(id='R%03d' % (len(C)+1), topic=topic, cards=cards, board=board, play=play,
                  expected=expected, rule=rule, quote=quote, quote_file=quote_file))

# ---------------- A: personalities' and Allies' powers ----------------
case('A', ["Nail the Namekian Lv.1 (Frieza Saga #096)", "Nappa's Energy Aura (Saiyan Saga #120)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker, first Attack Phase: MP Nail the Namekian Lv.1 at 5 above 0, in control of Combat, power not used this turn. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, Life Deck 20, hand Nappa's Energy Aura.",
 "P1 uses Nail's power (CRD: \"Energy attack doing 5 life cards of damage. If this attack is stopped, your opponent discards 3 life cards.\"; no cost printed). P2 plays Nappa's Energy Aura to stop it.",
 "Nail pays the energy attack's default cost of 2 power stages (5 -> 3 above 0). The attack is stopped: no damage, but Nail's power makes P2 discard 3 life cards: P2 Life Deck 20 -> 17. Nappa's Energy Aura is removed from the game.",
 "Specific Card Clarifications: Nail The Namekian Lv.1 (Frieza Saga #96); Card Costs",
 q('His power reads, "Energy attack doing 5 life cards of damage. If this attack is stopped, your opponent discards 3 life cards."'))

case('A', ["Majin Buu, Evil Buu Lv.1 (Fusion Saga #010)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker, first Attack Phase: MP Majin Buu, Evil Buu Lv.1 at 5 above 0 (4,000,000: bracket E), power not used. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0 (900: bracket B), Life Deck 20, no defence.",
 "P1 uses Evil Buu's power (printed: \"Physical attack doing +3 power stages of damage. Gain 5 power stages. If stopped, draw a card.\"). P2 takes it.",
 "CRD rewrite: \"Physical attack doing +3 power stages of damage. If stopped, draw a card.\" Base damage PAT E vs B = 4, +3 = 7 power stages: Goku 5 -> 0 and the 2 left over convert to life cards: P2 Life Deck 20 -> 18. Buu gains no power stages (the rewrite has no such sentence): stays at 5 above 0. No card drawn (not stopped).",
 "Specific Card Clarifications: Majin Buu, Evil Buu Lv.1 (Fusion Saga #10); Physical Attack Tables (Fusion Saga); Dealing Damage",
 q('Treat this power as if it read, "Physical attack doing +3 power stages of damage. If stopped, draw a card.'))

case('A', ["Piccolo The Trained Lv.1 (Android Saga #119)", "Nappa Lv.1 (Saiyan Saga #176)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Piccolo The Trained Lv.1 at 5 above 0, power not used this turn, hand Orange Focused Blast. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176) at 5 above 0, power (Saiyan Energy Deflection) not used this turn, Life Deck 20.",
 "Attack Phase 1: P1 uses Piccolo's power choosing Nappa. Attack Phase 2: P2 passes. Attack Phase 3: P1 plays Orange Focused Blast (energy attack doing 6 life cards). P2 wants to use Nappa's Saiyan Energy Deflection (reduce the damage to 2 life cards).",
 "Nappa cannot use his power (or Constant Combat Powers) on his current level for the rest of the turn: the reduction is refused. P2 takes 6 life cards: Life Deck 20 -> 14. P1 pays 2 power stages for the energy attack (5 -> 3).",
 "Specific Card Clarifications: Piccolo, the Trained Lv.1 (Android Saga #119); Turning off Personality Powers",
 q('For the remainder of the turn, that personality cannot use his personality power and Constant Combat Powers on his current personality level.'))

case('A', ["Saibaimen Lv.1 (Saiyan Saga #243)", "Vegeta Lv.1 (Saiyan Saga #173)", "Orange Focused Blast (Cell Saga #004)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 1 above 0; Ally Saibaimen Lv.1 (Saiyan Saga #243) at 3 above 0, power not used; Life Deck 20.",
 "P1 plays Orange Focused Blast (6 life cards). At step 4 P2 puts Saibaimen in control of Combat (MP at its bottom 2 stages) and uses Saibaimen's power (printed: \"Saiyan Energy Deflection forces only two discards from a successful energy attack\").",
 "Saibaimen, an Ally in control of Combat, may use its power: the damage is reduced to 2 life cards: P2 Life Deck 20 -> 18. P1 pays 2 power stages (5 -> 3).",
 "Specific Card Clarifications: Saibaimen Lv.1 (Saiyan Saga #243); Allies Taking Over Combat",
 q('**Saibaimen Lv.1** (Saiyan Saga - #243) – Power: Saiyan Energy Deflection - Treat this power as if it read, "Reduce the damage from an energy attack performed against you to 2 life cards of damage."'))

case('A', ["Krillin Lv.1 (Saiyan Saga #182)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker enters Combat (Prepare Phase): MP Krillin Lv.1 HT (Saiyan Saga #182) at 5 above 0, hand empty, Life Deck 20 (top K1, K2, ...). P2 defender: MP Goku Lv.1 (Saiyan Saga #158), hand empty, Life Deck 20.",
 "Combat is entered; the Prepare Phase runs (Krillin's printed power: \"Draw another card when starting an attack.\").",
 "In the attacker's half of the Prepare Phase Krillin's power (as the CRD reads it: \"Draw a card when entering Combat.\") draws 1 card: P1 hand [K1], Life Deck 20 -> 19. Then P2 draws 3 (Life Deck 20 -> 17).",
 "Specific Card Clarifications: Krillin Lv.1 HT (Saiyan Saga #182); The Attacker's Half of the Prepare Phase",
 q('**Krillin Lv.1 HT** (Saiyan Saga - #182) – His power reads, "Draw a card when entering Combat."'))

case('A', ["Android 14 Lv.1 (Movie 7 #M7)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker: MP Android 14 Lv.1 at 5 above 0 (1,350,000: bracket C), hand X1, X2. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0 (900: bracket B), Life Deck 20, no defences.",
 "Attack Phase 1: P1 uses Android 14's Constant Combat Power, discarding X1, to perform a physical attack doing +2 life cards; P2 takes it. Attack Phase 2: P2 passes. Attack Phase 3: P1 uses it again, discarding X2; P2 takes it.",
 "Each attack: PAT C vs B = 2 power stages, +2 life cards. First: Goku 5 -> 3, Life Deck 20 -> 18. The second use is legal (usable multiple times each turn): Goku 3 -> 1, Life Deck 18 -> 16. P1 hand empty, X1 and X2 in P1's discard pile.",
 "Specific Card Clarifications: Android 14 Lv.1 (Movie 7 #M7)",
 q("Android 14's ability to discard a card to do a physical attack doing +2 life cards of damage can be used multiple times each turn."))

case('A', ["Goku Lv.1 (Saiyan Saga #158)", "Krillin Lv.1 (Saiyan Saga #167)", "Tien Lv.1 (Saiyan Saga #082)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 1 above 0, whose power was already used this turn; Ally Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, power not used. P2 defender: MP Tien Lv.1 at 5 above 0, Life Deck 20, no defences.",
 "P1 has Krillin take control of Combat and use his power (printed: \"Power Ball Energy Attack: Inflicts 2 life card draws of damage.\"; no cost printed). P2 takes it.",
 "Allowed: an Ally in control of Combat may use its power although the MP used his this Combat Step. Krillin pays the default energy-attack cost, 2 power stages (3 -> 1 above 0); P2 takes 2 life cards: Life Deck 20 -> 18.",
 "Allies Taking Over Combat; Card Costs",
 q('Once an Ally has taken control of Combat, it can use its card power even if the MP already used its card power during the same Combat Step.'))

case('A', ["Android 20 Lv.1 (Android Saga #118)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker, first Attack Phase: MP Android 20 Lv.1 (Android Saga #118) at 4 above 0, power not used, Life Deck 20. P2 defender: MP Goku Lv.1 (Saiyan Saga #158).",
 "P1 wants to use Android 20's power (CRD: \"Pay 5 power stages to search your Life Deck or discard pile for any 1 personality with 'Android' in the card title...\").",
 "Refused: the power requires being able to pay 5 power stages and Android 20 has only 4. Nothing is paid or searched: Android 20 stays at 4 above 0, Life Deck 20.",
 "Specific Card Clarifications: Android 20 Lv.1 (Android Saga #118)",
 q('You must be able to pay 5 power stages to use this effect.'))

case('A', ["Lord Slug Lv.1 (Capsule Corp Power Pack #CP4)", "Lord Slug Lv.2 (Capsule Corp Power Pack #CP5)", "Lord Slug Lv.3 (Capsule Corp Power Pack #CP6)", "Earth Dragon Ball 1 (Saiyan Saga #015)", "Earth Dragon Ball 2 (Saiyan Saga #016)", "Earth Dragon Ball 3 (Saiyan Saga #075)", "Earth Dragon Ball 5 (Saiyan Saga #077)", "Meditation Drill (Saiyan Saga #149)"],
 "P1 attacker, first Attack Phase: MP Lord Slug (levels Lv.1-3) at level 1, 5 above 0, anger 2; P1 controls Earth Dragon Balls 1, 2, 3 and 5; Meditation Drill in play. P2 defender: any MP.",
 "P1 uses Lord Slug Lv.1's power (\"If you control 3 Dragon Balls of the same set, gain a personality level.\") while controlling 4 Earth Dragon Balls.",
 "Allowed with more than 3 Dragon Balls: Lord Slug advances to level 2. The level was not gained through anger, so anger stays 2. P1's Drills are discarded on the level change: Meditation Drill to the discard pile.",
 "Specific Card Clarifications: Lord Slug Lv.1 (Capsule Corp Power Pack #CP4); Advancing your Main Personality - Anger; Drill Cards",
 q('You can use this power if you have more than 3 Dragon Balls in play to advance a personality level.'))

case('A', ["Goku Lv.1 (Saiyan Saga #158)", "Goku Lv.2 (Saiyan Saga #159)", "Goku Lv.3 (Saiyan Saga #160)", "Gohan's Energy Defense (Saiyan Saga #111)", "Vegeta Lv.1 (Saiyan Saga #173)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Goku (levels 1-3, Saiyan Saga #158-#160) at level 3 (his highest), 2 above 0, anger 4, hand Gohan's Energy Defense, Life Deck 20.",
 "P1 plays Orange Focused Blast (6 life cards). P2 plays Gohan's Energy Defense (\"Stops an energy attack. Raise your anger 1 level.\").",
 "The attack is stopped (Life Deck stays 20). P2's anger 4 -> 5 at his highest level: Goku is raised to his highest power stage (2 -> 10 above 0) and anger set to 0; he stays level 3.",
 "Advancing your Main Personality - Anger; Specific Card Clarifications: Gohan's Energy Defense (Saiyan Saga #111)",
 q('If you are at your highest personality level and you have 5 or more anger, raise your MP to your highest power stage and set your anger to 0.'))

# ---------------- B: Dragon Balls ----------------
case('B', ["Earth Dragon Ball 6 (Saiyan Saga #186)", "Goku Lv.1 (Saiyan Saga #158)", "Vegeta Lv.1 (Saiyan Saga #173)"],
 "P1's turn, Non-Combat Step: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Earth Dragon Ball 6. P2: MP Vegeta Lv.1 (Saiyan Saga #173), anger 3.",
 "P1 places Earth Dragon Ball 6 in play (printed: \"This card ends a combat and the user is powered up to full. Shift all opponents' anger levels down 2.\").",
 "When placed in play it lowers P2's anger 2 levels: 3 -> 1. No Combat is ended now (the end-Combat power stays available until P1 decides to use it); Goku stays at 5 above 0 (raised to his highest stage only when he uses it to end Combat).",
 "Specific Card Clarifications: Earth Dragon Ball 6 (Saiyan Saga #186)",
 q("When this card is placed in play, all of the controlling player's opponents' anger is lowered 2 levels. The power to end Combat \"remains active\" until the controlling player decides to end Combat."))

case('B', ["Goku's Capturing Drill (Saiyan Saga #237)", "Earth Dragon Ball 2 (Saiyan Saga #016)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), controls Earth Dragon Ball 2, Goku's Capturing Drill in play, Life Deck 20 (no Dragon Balls).",
 "P1 plays Orange Focused Blast (6 life cards); P2 takes it; P1 asks to capture Earth Dragon Ball 2 (Life Card Capture).",
 "P2 discards 6 life cards (20 -> 14), but Dragon Balls P2 controls may not be captured while Goku's Capturing Drill is in play: the capture is refused and Earth Dragon Ball 2 stays under P2's control.",
 "Specific Card Clarifications: Goku's Capturing Drill (Saiyan Saga #237); Capturing Dragon Balls - Life Card Capture",
 q('Treat this card as if it read, “Dragon Balls you control may not be captured while this Drill is in play.”'))

case('B', ["Piccolo Defense Drill (Saiyan Saga #155)", "Red Rolling Drill (Saiyan Saga #132)", "Earth Dragon Ball 3 (Saiyan Saga #075)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173); in play Piccolo Defense Drill and Red Rolling Drill; controls Earth Dragon Ball 3; Life Deck 20 (no Dragon Balls).",
 "P1 plays Orange Focused Blast (6 life cards); P2 takes it; P1 asks to capture Earth Dragon Ball 3.",
 "Each Drill takes 1 life card off: 6 - 1 - 1 = 4 life cards: P2 Life Deck 20 -> 16. Fewer than 5 life cards of damage were discarded, so no Life Card Capture: Earth Dragon Ball 3 stays with P2.",
 "Capturing Dragon Balls - Life Card Capture; Battle Sequence steps 10, 13, 14; Specific Card Clarifications: Piccolo Defense Drill, Red Rolling Drill",
 q("If your successful attack forces your opponent to discard 5 life cards of damage or more, then immediately after damage is dealt you can capture any one of your opponent's Dragon Balls that are currently in play."))

case('B', ["Namek Dragon Ball 1 (Trunks Saga #025)"],
 "P1's turn, Non-Combat Step: hand Namek Dragon Ball 1 and H1; discard pile (bottom first) D1, D2, D3; Life Deck 20 (top L1, L2, L3, ...).",
 "P1 places Namek Dragon Ball 1 in play (\"Draw cards until you have 3 in your hand. Place the top 2 cards in your discard pile at the bottom of your life deck.\").",
 "Its effects are used at once: P1 has 1 card (H1), draws 2 (L1, L2): hand H1, L1, L2. D3 and D2 (the top 2 of the discard pile) go to the bottom of the Life Deck: Life Deck 20 - 2 + 2 = 20, discard pile D1.",
 "The Sequence of Play - 2) Non-Combat Step (\"If you play a Dragon Ball, you do what it tells you to right after you play it\"); card text of Namek Dragon Ball 1",
 q('Draw cards until you have 3 in your hand. Place the top 2 cards in your discard pile at the bottom of your life deck.', f='cards/score/trunks-saga.json'),
 'cards/score/trunks-saga.json')

case('B', ["Kami Fades (Frieza Saga #113)", "Earth Dragon Ball 1 (Saiyan Saga #015)", "Earth Dragon Ball 2 (Saiyan Saga #016)", "Earth Dragon Ball 4 (Saiyan Saga #076)"],
 "P1 attacker, first Attack Phase: Kami Fades in play (Non-Combat); P1 controls Earth Dragon Ball 1. P2 defender: controls Earth Dragon Ball 2; Life Deck 20 with Earth Dragon Ball 4 on top.",
 "P1 uses Kami Fades in place of an attack.",
 "All Earth Dragon Balls in play and in all Life Decks are removed from the game: Earth Dragon Ball 1 (P1) and Earth Dragon Ball 2 (P2) leave play to the removed pile; Earth Dragon Ball 4 is removed from P2's Life Deck (20 -> 19). Kami Fades is discarded after use.",
 "Specific Card Clarifications: Kami Fades (Frieza Saga #113); Non-Combat / Non-Drill Cards",
 q('Treat this card as if it read, "Remove all Earth Dragon Balls in play and in all Life Decks from the game."'))

case('B', ["No, Really Drill? (Frieza Saga #Preview 3)", "Earth Dragon Ball 5 (Saiyan Saga #077)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1's turn, Non-Combat Step: MP Goku Lv.1 (Saiyan Saga #158) at 3 above 0, anger 0, hand Earth Dragon Ball 5 and H1, discard pile D1, D2. P2 has No, Really Drill? in play.",
 "P1 places Earth Dragon Ball 5 in play (CRD: raise a personality to its highest stage, raise anger 2, draw 2, top 2 of discard to the bottom of the Life Deck).",
 "No, Really Drill? affects all players: the Dragon Ball is placed in play with a blank text box: nothing happens. Goku stays 3 above 0, anger 0, hand H1, discard pile D1, D2; Earth Dragon Ball 5 is in play under P1's control.",
 "Specific Card Clarifications: No, Really Drill? (Frieza Saga #Preview 3)",
 q('This Drill affects all players. When a Dragon Ball is placed into play while this Drill is in play, the Dragon Ball is considered to have a Blank Text box'))

case('B', ["Gohan's Kick (Cell Games Saga #008)", "Earth Dragon Ball 6 (Saiyan Saga #186)", "Goku Lv.1 (Saiyan Saga #158)", "Vegeta Lv.1 (Saiyan Saga #173)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0 (bracket B), hand Gohan's Kick. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0 (bracket B), controls Earth Dragon Ball 6 (placed on an earlier turn, its end-Combat power not used), Life Deck 20.",
 "Attack Phase 1: P1 plays Gohan's Kick (physical attack +3 power stages; cards that end Combat cannot be used for the remainder of Combat); P2 takes it. Attack Phase 2: P2 wants to use Earth Dragon Ball 6 to end Combat.",
 "Gohan's Kick: PAT B vs B = 1, +3 = 4 power stages: Vegeta 5 -> 1. Earth Dragon Ball 6 cannot be used this Combat (Gohan's Kick was played): the end of Combat is refused, Vegeta is not raised to his highest stage.",
 "Specific Card Clarifications: Gohan's Kick (Cell Games Saga #8)",
 q("*Gohan's Kick's* secondary effects also affect Dragon Balls.", "has been played that Combat."))

case('B', ["The Power of the Dragon (Cell Games Saga #101)", "Earth Dragon Ball 2 (Saiyan Saga #016)", "Earth Dragon Ball 3 (Saiyan Saga #075)", "Earth Dragon Ball 5 (Saiyan Saga #077)", "Krillin Lv.1 (Saiyan Saga #167)"],
 "P1 attacker, first Attack Phase: MP Goku Lv.1 (Saiyan Saga #158), hand The Power of the Dragon, discard pile Krillin Lv.1 (Saiyan Saga #167), no Allies; P1 controls Earth Dragon Ball 3 owned by P2 (captured). P2 defender: controls Earth Dragon Ball 2 (his own) and Earth Dragon Ball 5 owned by P1 (captured); Life Deck 20.",
 "P1 plays The Power of the Dragon in place of an attack (\"Select an Ally from your Life Deck or discard pile and place it in play at 3 power stages above 0. Shuffle all of your opponent's Dragon Balls back into his Life Deck.\"), choosing Krillin Lv.1.",
 "Krillin enters play at 3 above 0. The Dragon Balls P2 owns go into P2's Life Deck whoever controls them: Earth Dragon Ball 2 and Earth Dragon Ball 3 (P2 Life Deck 20 -> 22). Earth Dragon Ball 5 (owned by P1) stays in play under P2's control.",
 "Specific Card Clarifications: The Power of the Dragon (Cell Games Saga #101)",
 q('When you play this card, any Dragon Balls your opponent owns are shuffled back into his Life Deck, regardless who controls them.', 'are not shuffled back into any Life Deck.'))

case('B', ["Namek Dragon Ball 2 (Trunks Saga #003)", "Goku Lv.1 (Saiyan Saga #158)", "Goku Lv.2 (Saiyan Saga #159)", "Goku Lv.3 (Saiyan Saga #160)", "Orange Joint Restraint Drill (Saiyan Saga #151)"],
 "P1's turn, Non-Combat Step: hand Namek Dragon Ball 2. P2: MP Goku (levels 1-3, Saiyan Saga #158-#160) at level 2, 8 above 0; Orange Joint Restraint Drill in play.",
 "P1 places Namek Dragon Ball 2 in play (\"Choose an opponent and reduce his Main Personality 1 personality level if possible.\").",
 "P2's Goku loses a level: level 2 -> level 1, set at 5 above 0 on the lower level (not 8); P2's Orange Joint Restraint Drill is discarded.",
 "Card text of Namek Dragon Ball 2; Taking Them Down A Notch; The Sequence of Play - 2) Non-Combat Step",
 q('Whenever an MP loses a level, the player sets their power stages to 5 above 0, on the lower level, no matter what power stage they were before. Any Drills you have in play get discarded as well.'))

case('B', ["Namek Dragon Ball 4 (Trunks Saga #080)", "Orange Joint Restraint Drill (Saiyan Saga #151)", "Ally Wins! (Saiyan Saga #229)", "Earth Dragon Ball 2 (Saiyan Saga #016)"],
 "P1's turn, Non-Combat Step: hand Namek Dragon Ball 4. P2: in play Orange Joint Restraint Drill (Drill), Ally Wins! (Non-Combat) and Earth Dragon Ball 2.",
 "P1 places Namek Dragon Ball 4 in play (\"Discard all opponents noncombat-nondragonball cards in play.\").",
 "Drills are Non-Combat cards: Orange Joint Restraint Drill and Ally Wins! go to P2's discard pile. Earth Dragon Ball 2 stays in play under P2's control.",
 "Card text of Namek Dragon Ball 4; Non-Combat Cards (Drills are Non-Combat cards); The Sequence of Play - 2) Non-Combat Step",
 q('Discard all opponents noncombat-nondragonball cards in play.', f='cards/score/trunks-saga.json'),
 'cards/score/trunks-saga.json')

# ---------------- C: Drills and Non-Combat cards ----------------
case('C', ["Black Free-Style Drill (Saiyan Saga #136)", "Blue Neck Restraint Drill (Saiyan Saga #150)"],
 "P1's turn, Non-Combat Step: Blue Neck Restraint Drill in play; hand Black Free-Style Drill.",
 "P1 places Black Free-Style Drill in play.",
 "Refused: despite its title it is not a Freestyle Drill but a Black Styled Drill, and with a Blue Styled Drill in play a Drill of another Martial Arts Style cannot be played. Only Blue Neck Restraint Drill stays in play; Black Free-Style Drill stays in hand.",
 "Specific Card Clarifications: Black Free-Style Drill (Saiyan Saga #136); Drill Cards - Styled Drills",
 q('Cannot be used with any other Black Drills in play.” This is not a “Freestyle” Drill.'))

case('C', ["Blue Neck Restraint Drill (Saiyan Saga #150)", "Blue Off-Balancing Opponent Drill (Saiyan Saga #125)"],
 "P1's turn, Non-Combat Step: Blue Neck Restraint Drill in play; hand Blue Off-Balancing Opponent Drill.",
 "P1 places Blue Off-Balancing Opponent Drill in play (same style, different Drill).",
 "Refused: Blue Neck Restraint Drill \"Cannot be used with any other Blue Drills in play\", so the two cannot be in play together although the Styled Drill rules alone would allow another Blue Drill; P1's physical attacks keep only Blue Neck Restraint Drill's +3 power stages.",
 "Specific Card Clarifications: Blue Neck Restraint Drill (Saiyan Saga #150); Drill Cards - Styled Drills",
 q('Treat this card as if it read, “All of your physical attacks do +3 power stages of damage. Cannot be used with any other Blue Drills in play.”'))

case('C', ["Chiaotzu's Drill (Saiyan Saga #230)", "Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Goku's Surprise Attack. P2 defender: MP Tien Lv.1 (Saiyan Saga #082) at 5 above 0; Chiaotzu's Drill in play; Life Deck 20.",
 "P1 plays Goku's Surprise Attack (physical attack doing 5 power stages); P2 takes it.",
 "Chiaotzu's Drill is a Non-Combat card in play taking 1 power stage off: 5 - 1 = 4 power stages: Tien 5 -> 1 above 0, Life Deck 20.",
 "Specific Card Clarifications: Chiaotzu's Drill (Saiyan Saga #230); Goku's Surprise Attack",
 q("This card is a Non-Combat card, not a Physical Combat card. Treat this card as if it read, \"All physical attacks performed against you, do 1 less power stage of damage, to a minimum of 0.\""))

case('C', ["Orange Body Shifting Drill (Saiyan Saga #146)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, Orange Body Shifting Drill in play, hand Orange Focused Blast (no cost printed). P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), Life Deck 20.",
 "P1 plays Orange Focused Blast (6 life cards); P2 takes it.",
 "The attack has the default cost of 2 power stages, which the Drill makes 1: Goku 5 -> 4 above 0. P2 Life Deck 20 -> 14.",
 "Specific Card Clarifications: Orange Body Shifting Drill (Saiyan Saga #146); Card Costs",
 q('Treat this card as if it read, "All of your energy attacks that cost 2 power stages to perform, now only cost 1 power stage to perform."'))

case('C', ["Black Takedown Drill (Saiyan Saga #127)", "Goku's Surprise Attack (Saiyan Saga #024)", "Goku Body Throw! (Saiyan Saga #044)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, Black Takedown Drill in play, hand Goku's Surprise Attack and Goku Body Throw!, Life Deck 20 (top T1, T2, ...). P2 defender: MP Tien Lv.1 (Saiyan Saga #082) at 8 above 0, Life Deck 20, no defences.",
 "AP1: P1 plays Goku's Surprise Attack (5 power stages), P2 takes it, P1 uses Black Takedown Drill to draw. AP2: P2 passes. AP3: P1 plays Goku Body Throw! (1 life card), P2 takes it, P1 wants to draw again with the Drill.",
 "First draw allowed: Tien 8 -> 3, P1 draws T1. The second is refused (once per Combat): P2 Life Deck 20 -> 19, P1's hand stays T1, P1 Life Deck 19.",
 "Specific Card Clarifications: Black Takedown Drill (Saiyan Saga #127)",
 q('Treat this card as if it read, “Once per Combat, you may draw a card after performing a successful attack.”'))

case('C', ["Blue Enemies Drill (Saiyan Saga #141)", "Goku Body Throw! (Saiyan Saga #044)", "Krillin Lv.1 (Saiyan Saga #167)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, Ally Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, hand Goku Body Throw!. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), Blue Enemies Drill in play, Life Deck 20.",
 "P1 plays Goku Body Throw! (physical attack doing 1 life card); P2 takes it and uses Blue Enemies Drill.",
 "P1 has an Ally in play, so P2 may take 1 less life card from this physical attack: 1 - 1 = 0: P2 Life Deck stays 20.",
 "Specific Card Clarifications: Blue Enemies Drill (Saiyan Saga #141)",
 q('Treat this card as if it read, “Once per Combat, if your opponent has an Ally in play, you may take 1 less life card of damage from any physical attack.”'))

case('C', ["Blue Holding Drill (Android Saga #055)", "Saiyan Energy Focus (Frieza Saga #012)", "Ally Wins! (Saiyan Saga #229)"],
 "P1's turn, Non-Combat Step: hand Saiyan Energy Focus and Ally Wins! (both Non-Combat). P2 has Blue Holding Drill in play.",
 "P1 places Saiyan Energy Focus in play, then Ally Wins!.",
 "The first is placed; the second is refused: P2's Blue Holding Drill lets P1 place only 1 Non-Combat card from his hand this turn. Ally Wins! stays in P1's hand.",
 "Specific Card Clarifications: Blue Holding Drill (Android Saga #55)",
 q('Treat this card as if it read, “Your opponents may only place 1 Non-Combat card in play from their hand during their turn.”'))

case('C', ["Orange Focusing Drill (Saiyan Saga #234)", "Orange Joint Restraint Drill (Saiyan Saga #151)", "Orange Lifting Drill (Saiyan Saga #126)"],
 "P1 attacker (his turn), first Attack Phase: Orange Lifting Drill in play. P2 defender: in play Orange Focusing Drill and Orange Joint Restraint Drill.",
 "P1 uses Orange Lifting Drill in place of an attack (\"discard all of your opponents' Drills\").",
 "Orange Joint Restraint Drill cannot be discarded (Orange Focusing Drill protects P2's other Drills) and stays in play; Orange Focusing Drill, not protected by itself, is discarded.",
 "Specific Card Clarifications: Orange Focusing Drill (Saiyan Saga #234); Orange Lifting Drill (Saiyan Saga #126)",
 q('Treat this card as if it read, "Your Drills in play except for "Orange Focusing Drill" cannot be discarded or removed from the game unless you advance or lose a Personality level."'))

case('C', ["Saiyan Training (Saiyan Saga #080)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker, first Attack Phase: MP Goku Lv.1 (Saiyan Saga #158, a Hero) in control of Combat; Saiyan Training (Non-Combat) in play; discard pile D1, D2, D3; Life Deck 20.",
 "P1 uses Saiyan Training choosing D1 and D2.",
 "Allowed: \"Villains and Goku only\" admits Goku though he is a Hero. D1 and D2 go to the bottom of P1's Life Deck (20 -> 22), discard pile D3; Saiyan Training is discarded after use.",
 "Specific Card Clarifications: Saiyan Training (Saiyan Saga #80); \"____ only\" Cards - Non-Combat cards",
 q('Treat this card as if it read, "Villains and Goku only. Choose 2 cards from your discard pile and place them on the bottom of your Life Deck."'))

case('C', ["Ally Wins! (Saiyan Saga #229)", "Krillin Lv.1 (Saiyan Saga #167)", "Yamcha Lv.1 (Saiyan Saga #084)", "Earth Dragon Ball 3 (Saiyan Saga #075)"],
 "P1 attacker, first Attack Phase: MP Goku Lv.1 (Saiyan Saga #158); Allies Krillin Lv.1 (Saiyan Saga #167) and Yamcha Lv.1 (Saiyan Saga #084); Ally Wins! in play. P2 defender: Life Deck 10, top Earth Dragon Ball 3 (not in play), L1, L2, ...",
 "P1 uses Ally Wins! (\"Your opponent discards one life card for every Ally you have in play. Remove from the game after use.\").",
 "P2 discards 2 life cards (2 Allies). This is not damage, so the Dragon Ball counts as one of them: Earth Dragon Ball 3 (not in play) goes to the bottom of P2's Life Deck and L1 is discarded. P2 Life Deck 10 -> 9 (Earth Dragon Ball 3 at its bottom), discard pile L1. Ally Wins! is removed from the game.",
 "Specific Card Clarifications: Ally Wins! (Saiyan Saga #229); Discarding Dragon Balls When Losing Life Cards for Effects; Discarding Dragon Balls",
 q('When you discard life cards that are NOT a result of damage from an attack, the Dragon Balls DO count as cards discarded for that effect.'))

# ---------------- D: Combat cards and the Battle Sequence ----------------
case('D', ["Goku Anger Attack (Saiyan Saga #046)", "Blue Neck Restraint Drill (Saiyan Saga #150)", "Vegeta Lv.1 (Saiyan Saga #173)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0 (2,800: bracket B), Blue Neck Restraint Drill in play, hand Goku Anger Attack. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 8 above 0 (1,200: bracket B), Life Deck 20.",
 "P1 plays Goku Anger Attack; P2 takes it.",
 "Base damage PAT B vs B = 1, doubled before the Drill's modifier: 2, then +3 (Blue Neck Restraint Drill) = 5 power stages: Goku 8 -> 3 above 0 (not (1+3)x2 = 8).",
 "Specific Card Clarifications: Goku Anger Attack (Saiyan Saga #46); Battle Sequence steps 9-10",
 q('**Goku Anger Attack** (Saiyan Saga - #46) – Doubles the base damage (damage from the Physical Attack Table), before you add modifiers from Drills.'))

case('D', ["Raditz Flying Kick (Saiyan Saga #210)", "Majin Buu, Evil Buu Lv.1 (Fusion Saga #010)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker: MP Majin Buu, Evil Buu Lv.1 at 5 above 0 (4,000,000: bracket E), hand Raditz Flying Kick. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0 (bracket B), Life Deck 20.",
 "P1 plays Raditz Flying Kick (printed: \"Physical attack doing triple the usual damage if successful.\"); P2 takes it.",
 "Base damage PAT E vs B = 4, tripled: 12 power stages: Goku 5 -> 0 and the 7 left over convert to life cards: P2 Life Deck 20 -> 13.",
 "Specific Card Clarifications: Raditz Flying Kick (Saiyan Saga #210); Dealing Damage",
 q('Triple the base damage (damage from the Physical Attack Table) before you add any modifiers from Drills.'))

case('D', ["Frieza Smiles (Frieza Saga #049)", "Gohan's Energy Defense (Saiyan Saga #111)", "Orange Focused Blast (Cell Saga #004)", "Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Orange Focused Blast and Goku's Surprise Attack. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, hand Gohan's Energy Defense and Frieza Smiles, Life Deck 20.",
 "AP1: P1 plays Orange Focused Blast; P2 stops it with Gohan's Energy Defense. AP2: P2 passes. AP3: P1 plays Goku's Surprise Attack; P2 wants to play Frieza Smiles to stop it.",
 "Refused: Frieza Smiles must be the first card P2 plays from his hand during Combat, and P2 already played Gohan's Energy Defense. (Taken, the attack does 5 power stages: Vegeta 5 -> 0.)",
 "Specific Card Clarifications: Frieza Smiles (Frieza Saga #49)",
 q('Treat this card as if it read, “Play this card as your first card from your hand during Combat.'))

case('D', ["Nappa's Energy Aura (Saiyan Saga #120)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand 2 Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), hand Nappa's Energy Aura, Life Deck 20.",
 "AP1: P1 plays Orange Focused Blast; P2 plays Nappa's Energy Aura. AP2: P2 passes. AP3: P1 plays the second Orange Focused Blast; P2 has no card and takes it.",
 "Both attacks are stopped (the second by Nappa's Energy Aura's floating effect): P2 Life Deck stays 20. P1 pays 2 power stages each time: 5 -> 3 -> 1. Nappa's Energy Aura is removed from the game.",
 "Specific Card Clarifications: Nappa's Energy Aura (Saiyan Saga #120); Floating Effects",
 q('Treat this card as if it read, "Stops an energy attack. Stops all energy attacks performed against you for the remainder of Combat. Remove from the game after use."'))

case('D', ["Straining Blocking Move (Frieza Saga #024)", "Black Energy Stamina Drill (Frieza Saga #072)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, Black Energy Stamina Drill in play, hand Straining Blocking Move, Life Deck 20. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), Life Deck 20.",
 "P1 plays Straining Blocking Move declaring X = 5 (\"Energy attack costing X life cards. X must be between 1 - 7. This attack does X life cards of damage.\"); P2 takes it.",
 "The cost is converted to 1 power stage: Goku 5 -> 4, P1 discards no life cards (Life Deck 20). The attack deals what was declared: P2 Life Deck 20 -> 15.",
 "Specific Card Clarifications: Straining Blocking Move (Frieza Saga #24); Black Energy Stamina Drill (Frieza Saga #72)",
 q('If **Black Energy Stamina Drill** is in play when you perform **Straining Blocking Move**', 'It deals what you declared.'))

case('D', ["Straining Arm Drag Move (Saiyan Saga #038)", "Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Straining Arm Drag Move and Goku's Surprise Attack. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), Life Deck 20, no defences.",
 "AP1: P1 plays Straining Arm Drag Move; P2 takes it. AP2: P2 passes. AP3: P1 wants to play Goku's Surprise Attack.",
 "First attack: 1 life card (P2 Life Deck 20 -> 19). In AP3 P1 must pass (\"You must pass in all remaining phases of Combat\"): Goku's Surprise Attack is refused and stays in hand; P2 passed before, so Combat ends.",
 "Specific Card Clarifications: Straining Arm Drag Move (Saiyan Saga #38); Phase 2: The Attack Phases",
 q('Treat this card as if it read, "Physical attack doing 1 life card of damage. You must pass in all remaining phases of Combat."'))

case('D', ["Saiyan Energy Blast (Saiyan Saga #094)", "Vegeta Lv.1 (Saiyan Saga #173)", "Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Vegeta Lv.1 (Saiyan Saga #173, Saiyan Heritage) at 5 above 0, hand Saiyan Energy Blast. P2 defender: MP Goku Lv.1 (Saiyan Saga #158), hand Goku's Surprise Attack, Life Deck 20.",
 "AP1: P1 plays Saiyan Energy Blast; P2 takes it. AP2: P2 wants to play Goku's Surprise Attack (physical).",
 "Vegeta pays 3 power stages (5 -> 2). No damage stated: base damage 4 life cards: P2 Life Deck 20 -> 16. If successful: P2 cannot perform a physical attack in his next Attacker Attacks phase: Goku's Surprise Attack is refused there.",
 "Specific Card Clarifications: Saiyan Energy Blast (Saiyan Saga #94); Battle Sequence step 9",
 q('Treat this card as if it read, "Saiyan Heritage only. Energy attack. Costs 3 power stages to perform. If successful, your opponent cannot perform a physical attack during his next Attacker Attacks phase."'))

case('D', ["Saiyan Rapid Fire (Cell Saga #155)", "Krillin Lv.1 (Saiyan Saga #167)", "Yamcha Lv.1 (Saiyan Saga #084)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Saiyan Rapid Fire. P2 defender: MP Tien Lv.1 (Saiyan Saga #082) at 5 above 0; Allies Krillin Lv.1 (Saiyan Saga #167) at 3 above 0 and Yamcha Lv.1 (Saiyan Saga #084) at 5 above 0; Life Deck 20.",
 "P1 plays Saiyan Rapid Fire; P2 takes it.",
 "P1 pays 2 power stages (5 -> 3). Base damage 4 life cards: P2 Life Deck 20 -> 16. If successful each Ally loses 4 power stages (not \"to a minimum of 0\"): Yamcha 5 -> 1; Krillin 3 -> 0 with 1 stage left over, so P2 discards the top card of his Life Deck: 16 -> 15.",
 "Specific Card Clarifications: Saiyan Rapid Fire (Cell Saga #155); Game Effects From Attacks - Secondary Effects",
 q('When a card effect causes you to lose power stages, not to a minimum of 0, if you go below 0, you must discard the top card of your life deck for every power stage left over.'))

case('D', ["Gohan's Physical Attack (Saiyan Saga #026)", "Piccolo's Physical Defense (Saiyan Saga #110)", "Piccolo Lv.1 (Saiyan Saga #161)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 2 above 0, anger 1, hand Gohan's Physical Attack. P2 defender: MP Piccolo Lv.1 (Saiyan Saga #161) at 3 above 0, hand Piccolo's Physical Defense, Life Deck 20.",
 "P1 plays Gohan's Physical Attack (CRD: \"Physical attack Raise your anger 1. Gain 5 power stages.\"); P2 plays Piccolo's Physical Defense (\"Stops a physical attack. Gain 4 power stages.\").",
 "\"Gain 5 power stages\" is a secondary effect and resolves although the attack is stopped: Goku 2 -> 7. \"Raise your anger 1\" is in the attack's own sentence, an if-successful effect: not used, anger stays 1. Piccolo gains 4: 3 -> 7; no damage.",
 "Battle Sequence step 3; Specific Card Clarifications: Gohan's Physical Attack (Saiyan Saga #26), Piccolo's Physical Defense (Saiyan Saga #110)",
 q('An effect in the same sentence as an attack is considered an "If successful" effect.'))

case('D', ["Red Wrist Control Drill (Saiyan Saga #139)", "Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Goku's Surprise Attack. P2 defender: MP Tien Lv.1 (Saiyan Saga #082) at 8 above 0, Red Wrist Control Drill in play, Life Deck 20.",
 "P1 plays Goku's Surprise Attack (5 power stages); P2 takes it.",
 "Tien loses 5: 8 -> 3. For every 3 stages P2 loses P1 loses 1: Goku 5 -> 4; the 2 stages over do not carry over to a later attack.",
 "Specific Card Clarifications: Red Wrist Control Drill (Saiyan Saga #139)",
 q('Treat this card as if it read, "For every 3 power stages you lose your opponent loses 1 power stage, down to 0." Extra power stages do not carry over from one attack to the next.'))

# ---------------- E: the turn and victories ----------------
case('E', ["Goku, the Leader Lv.1 (Trunks Saga #164)", "Krillin Lv.1 (Saiyan Saga #167)", "Orange Focused Blast (Cell Saga #004)", "Gohan's Energy Defense (Saiyan Saga #111)"],
 "P1 attacker: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Goku, the Leader Lv.1 at 5 above 0, hand Gohan's Energy Defense, Krillin Lv.1 (Saiyan Saga #167) in his Life Deck, no Allies.",
 "AP1: P1 plays Orange Focused Blast; P2 stops it with Gohan's Energy Defense. AP2: P2 uses Goku, the Leader's power (\"After defending in combat, if your opponent has not dealt you any damage in combat, you may search your life deck for an ally and put it into play at 3 stages of power above 0.\"). AP3: P1 passes; AP4: P2 passes.",
 "The power is used in P2's Attack Phase but its effect waits until Combat has ended: no Ally enters during the Attack Phases; when Combat ends (both passed), P1 having dealt no damage, P2 searches Krillin Lv.1 and puts him into play at 3 above 0.",
 "Specific Card Clarifications: Goku, the Leader Lv.1 (Trunks Saga #164)",
 q('You use this power during your “Attacker Attacks” phase during Combat, but you do not use the card effect until Combat has ended.'))

case('E', ["Power (Frieza Saga #104)", "Raditz Lv.1 (Saiyan Saga #170)", "Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker, first Attack Phase: MP Raditz Lv.1 (Saiyan Saga #170, a Villain) in control; Power (Non-Combat) in play. P2 defender: MP Goku Lv.1 (Saiyan Saga #158, a Hero), Life Deck 3 (no Dragon Balls).",
 "P1 uses Power (\"Villains only. If your opponent's Main Personality is a hero, he discards 4 life cards.\").",
 "P2 must discard 4 life cards but has 3: he discards all 3 and his Life Deck is empty: P1 wins by Survival Victory at that instant (card effects that discard life cards count, though they are not damage).",
 "How To Win - 1) Survival Victory; Specific Card Clarifications: Power (Frieza Saga #104)",
 q('You win the instant your opponent has no life cards in his Life Deck.'))

case('E', ["Hercule's Close Save (Babidi Saga #100)", "Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173); Hercule's Close Save in play; Life Deck 3 (L1, L2, L3, no Dragon Balls); discard pile (bottom first) D1, D2, D3, D4.",
 "P1 plays Orange Focused Blast (6 life cards); P2 takes it, and when P1 would win by Survival uses Hercule's Close Save (\"Use when your opponent would win by the Survival Victory. Shuffle the top 4 cards of your discard pile back into your Life Deck. Using this card prevents the Survival Victory...\").",
 "P2 takes all the damage first (L1-L3 discarded, Life Deck 0), then uses the card: the top 4 cards of the discard pile (L3, L2, L1, D4) are shuffled into his Life Deck (0 -> 4), discard pile D1, D2, D3. P1 does not win; Hercule's Close Save is removed from the game.",
 "Specific Card Clarifications: Hercule's Close Save (Babidi Saga #100); How To Win - 1) Survival Victory",
 q('**Hercule\'s Close Save** (Babidi Saga - #100) – You use this card after you take all of the damage from the attack.'))

case('E', ["Saiyan Truce Card (Saiyan Saga #203)"],
 "P1's turn, Combat declared; P1 attacker: hand Saiyan Truce Card, H1, H2, H3, H4. P2 defender: hand C1 (1 card) before the Prepare Phase, Life Deck 20.",
 "Prepare Phase (P2 draws 3: hand 4). AP1: P1 plays Saiyan Truce Card (\"Stops this combat. The turn ends, and the user may hold all his extra cards until his next turn.\"). Discard Step follows.",
 "Combat ends. In the Discard Step P1, who used the Truce Card, keeps all 4 cards (H1-H4); P2 must discard as usual: 4 -> 1 card.",
 "Specific Card Clarifications: Saiyan Truce Card (Saiyan Saga #203); The Sequence of Play - 6) Discard Step",
 q('The player who used the **Saiyan Truce Card** may retain all, one, or none of HIS cards from this Combat', 'but the opponent MUST discard as usual.'))

case('E', ["Dream Fighting (Saiyan Saga #199)"],
 "P1 attacker, first Attack Phase: MP Goku Lv.1 (Saiyan Saga #158), hand Dream Fighting, discard pile (bottom first) D1, D2, Life Deck 20. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), hand Orange Focused Blast.",
 "P1 plays Dream Fighting (\"End Combat. Place the bottom card of your discard pile at the bottom of your Life Deck. Remove from the game after use.\").",
 "Combat ends at once: P2 gets no Attack Phase (cannot play Orange Focused Blast). D1 goes to the bottom of P1's Life Deck (20 -> 21), discard pile D2; Dream Fighting is removed from the game.",
 "Specific Card Clarifications: Dream Fighting (Saiyan Saga #199)",
 q('Treat this card as if it read, "End Combat. Place the bottom card of your discard pile at the bottom of your Life Deck. Remove from the game after use."'))

case('E', ["Piccolo Honor Duel! (Saiyan Saga #103)"],
 "P1 attacker enters Combat (Prepare Phase). P2 defender: Piccolo Honor Duel! in play; hand empty; discard pile (bottom first) B1, B2, B3, B4; Life Deck 20 (top L1, L2, L3, ...).",
 "The Prepare Phase runs; in his half P2 uses Piccolo Honor Duel!.",
 "Instead of drawing 3 from his Life Deck, P2 draws the bottom 3 of his discard pile: hand B1, B2, B3; discard pile B4; Life Deck stays 20. Piccolo Honor Duel! is removed from the game.",
 "Specific Card Clarifications: Piccolo Honor Duel (Saiyan Saga #103); The Defender's Half of the Prepare Phase",
 q('**Piccolo Honor Duel** (Saiyan Saga - #103) – Treat this card as if it read, “Use when entering Combat as the defender. Instead of drawing 3 cards from your life deck, draw the bottom 3 cards from your discard pile. Remove from the game after use.”'))

case('E', ["Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0, hand Goku's Surprise Attack. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 1 above 0, no Allies, Life Deck 3 (no Dragon Balls).",
 "P1 plays Goku's Surprise Attack (physical attack doing 5 power stages); P2 takes it.",
 "Vegeta 1 -> 0; the other 4 power stages are taken at his lowest stage and become life cards: P2 discards his 3 life cards and his Life Deck is empty: P1 wins by Survival Victory.",
 "How To Win - 1) Survival Victory (Dealing Power Stages of Damage); Dealing Damage",
 q('**Dealing Power Stages of Damage.** Your opponent discards one card from his Life Deck for each power stage of damage taken by a Personality when that Personality is at their lowest power stage.'))

case('E', ["Gohan, the Protector Lv.2 (World Games Saga #167)", "Gohan, the Great Saiyaman Lv.1 (World Games Saga #166)", "Gohan, the Righteous Lv.3 (World Games Saga #168)", "Videl Lv.1 (World Games Saga #201)", "Krillin Lv.1 (Saiyan Saga #167)"],
 "P1's turn, Power-Up Step: MP Gohan (levels Gohan, the Great Saiyaman Lv.1, Gohan, the Protector Lv.2, Gohan, the Righteous Lv.3) at level 2, 5 above 0 (PUR 2), no Tokui-Waza; Allies Videl Lv.1 at 3 above 0 and Krillin Lv.1 (Saiyan Saga #167) at 4 above 0.",
 "The Power-Up Step runs.",
 "Gohan powers up by his PUR: 5 -> 7. With Videl in play as P1's Ally, Gohan, the Protector's Constant Combat Power gives each Ally 1 extra stage: Videl 3 -> 5, Krillin 4 -> 6.",
 "Specific Card Clarifications: Gohan, the Protector Lv.2 (World Games Saga #167); The Sequence of Play - 3) Power-Up Step",
 q('If Videl is in play as your Ally, your Allies power up 1 extra stage during the Power Up Step.'))

assert len(C) == 48, len(C)
os.makedirs('/work/card-rulings/dev', exist_ok=True); os.makedirs('/work/card-rulings/test', exist_ok=True)
with open('/work/card-rulings/dev/cases.jsonl', 'w') as d, open('/work/card-rulings/test/cases.jsonl', 'w') as t:
    for c in C:
        (d if int(c['id'][1:]) % 2 else t).write(json.dumps(c, ensure_ascii=False) + '\n')
import collections; print(collections.Counter(c['topic'] for c in C))
