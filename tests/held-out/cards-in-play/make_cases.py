import json
C=[]
def case(topic,cards,board,play,expected,rule,quote,qf='crd/crd-3.0.0.md'):
    C.append(dict(topic=topic,cards=cards,board=board,play=play,expected=expected,rule=rule,quote=quote,quote_file=qf))
# ---------------- A: personalities' and Allies' powers
case('A',["Krillin, Z Warrior Lv.2 (Majin Buu Saga #072)","Black Defender Drill (Saiyan Saga #152)"],
 "P1 attacker in Combat: MP Krillin, Z Warrior Lv.2 (PUR 3) at 6 above 0, no power used this turn. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176) at 5 above 0, anger 3, Black Defender Drill in play, Life Deck 30.",
 "P1 uses Krillin's power (energy attack doing 3 life cards, +X where X = Krillin's PUR; lower opponent's anger 2 levels). P2 takes it. P2 passes. P1 tries Krillin's power a second time.",
 "Costs 2 power stages (no cost stated): Krillin 6 -> 4. Secondary effect: P2 anger 3 -> 1. Damage 3 +3 (PUR) -1 (Black Defender Drill) = 5 life cards: P2 Life Deck 30 -> 25. The second use is refused: it is a Power (not a Constant Combat Power), used once per turn.",
 "Specific Card Clarifications: Krillin, Z Warrior Lv.2 (Majin Buu Saga #72); Power-Up Rating (PUR) — Personality Powers; Card Costs",
 "Krillin's energy attack is a Power, not a Constant Combat Power.")
case('A',["Master Roshi Lv.3 (Capsule Corp Power Pack #CP9)","Krillin Lv.1 (Saiyan Saga #167)","Red Style Mastery (Cell Saga #131)"],
 "P1 attacker in Combat: MP Master Roshi Lv.3 at 1 above 0 (bottom 2 stages), Red Tokui-Waza declared, Red Style Mastery (Cell Saga #131) in play. Ally Krillin Lv.1 (Saiyan Saga #167) at 3 above 0 takes control of Combat. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, Life Deck 20, does not use its power.",
 "Krillin (Ally, in control) uses his power (energy attack doing 2 life cards; no cost stated). P2 takes it.",
 "Krillin pays 2 power stages (3 -> 1). Master Roshi Lv.3's Constant Combat Power (Red Tokui-Waza: Allies' attacks +1 life card) works although Roshi is not in control of Combat: 2 + 1 = 3 life cards, P2 Life Deck 20 -> 17.",
 "Specific Card Clarifications: Master Roshi Lv.3 (Capsule Corp Power Pack #CP9); Allies Taking Over Combat",
 "Master Roshi's Constant Combat Power to have your allies do extra damage with their attacks works even if Master Roshi is no longer in control of Combat.")
case('A',["Goku Lv.1 (Majin Buu Saga #159)","Goku Charges (Cell Games Saga Promo #P5)"],
 "P1 attacker in Combat: MP Goku Lv.1 (Majin Buu Saga #159) at 5 above 0 (1,425,000 = bracket C), anger 0, Goku Charges in hand. P2 defender: MP Gohan Lv.1 (Majin Buu Saga #164) at 5 above 0 (1,125,000 = bracket C), Life Deck 30, no stops.",
 "P1 plays Goku Charges (physical attack doing +4 power stages; raise your anger 1 level; remove from the game after use). P2 takes it.",
 "PAT C vs C = 1; +4 (card) +3 (Goku's Constant Combat Power for a Goku Named card, instead of +2) = 8 power stages. P2 5 -> 0 and the 3 left over become 3 life cards: Life Deck 30 -> 27. P1 anger 0 -> 1. Goku Charges removed from the game.",
 "Card text of Goku Lv.1 (Majin Buu Saga #159); Battle Sequence steps 9-10, 12-13; Dealing Damage",
 "What happens when that personality runs out of power stages? The remaining power stages are converted to life cards of damage.")
case('A',["Saibaimen Lv.2 (Saiyan Saga #244)","Orange Energy Discharge (Cell Saga #052)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Orange Energy Discharge in hand. P2 defender: MP Saibaimen Lv.2 at 5 above 0, power not used this turn, Life Deck 20.",
 "P1 plays Orange Energy Discharge (energy attack doing 6 life cards; opponent may not use Energy Combat cards to stop it). P2 uses Saibaimen's Saiyan Energy Deflection power as the defense.",
 "Allowed: the power is not an Energy Combat card. P1 pays 2 power stages (6 -> 4). The attack is successful but its damage is reduced to 2 life cards: P2 Life Deck 20 -> 18.",
 "Specific Card Clarifications: Saibaimen Lv.2 (Saiyan Saga #244); Defending (item 3: an effect from your Main Personality)",
 "**Saibaimen Lv.2** (Saiyan Saga - #244) – Power: Saiyan Energy Deflection - Treat this power as if it read, \"Reduce the damage from an energy attack performed against you to 2 life cards of damage.\"")
case('A',["Gohan Lv.1 (Majin Buu Saga #161)","Android 18's Stare Down (Android Saga #090)"],
 "P1 attacker in Combat: MP Nappa Lv.1 (Saiyan Saga #176, Villain) at 5 above 0, Android 18's Stare Down in hand. P2 defender: MP Gohan Lv.1 (Majin Buu Saga #161) at 5 above 0 in control of Combat, hand of 3 cards (H1, H2, H3).",
 "P1 plays Android 18's Stare Down in place of an attack (Villains only; look at your opponent's hand, choose a card, your opponent discards it) and chooses H2.",
 "P1 sees the hand, but Gohan's Constant Combat Power keeps P2 from discarding it: P2's hand stays H1, H2, H3; P2's discard pile unchanged. Stare Down is discarded.",
 "Specific Card Clarifications: Gohan Lv.1 (Majin Buu Saga #161)",
 "You do not discard cards from your hand from your opponent’s card effects.")
case('A',["Piccolo, the Former Guardian Lv.3 (World Games Saga #196)"],
 "P1 attacker in Combat: MP Piccolo, the Former Guardian Lv.3 at 10 above 0, P1's discard pile empty, power not used this turn. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, anger 4, Life Deck 30, no stops.",
 "P1 uses Piccolo's power (energy attack doing 8 life cards; lower opponent's anger 3 levels; if you have no cards left in your discard pile, this power may be used twice per Combat). P2 takes. P2 passes. P1 uses the power again; P2 takes.",
 "First use: costs 2 (10 -> 8), P2 anger 4 -> 1, P2 Life Deck 30 -> 22. P1's discard pile is empty when the power is first used, so the second use is allowed: 8 -> 6, P2 anger 1 -> 0, Life Deck 22 -> 14.",
 "Specific Card Clarifications: Piccolo, the Former Guardian Lv.3 (World Games Saga #196)",
 "The first time you use this power each Combat you check to see if you have no cards in your discard pile. If you have no cards in your discard pile, this power may be used a second time that Combat.")
case('A',["Goku, The Defender Lv.2 (Trunks Saga #165)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0, Orange Focused Blast in hand. P2 defender: MP Goku, The Defender Lv.2 at 6 above 0, anger 1, Life Deck 30, power not used this turn.",
 "P1 plays Orange Focused Blast (energy attack doing 6 life cards). P2 takes it. In P2's Attack Phase P2 uses Goku's power (raise your anger 2 levels at the end of any combat where Goku has suffered 5 or more life cards of damage). P1 passes, P2 passes: Combat ends.",
 "P2 Life Deck 30 -> 24 (6 life cards taken at the Goku, the Defender level). The power is used in P2's Attack Phase but its effect happens when Combat ends: P2 anger 1 -> 3 at the end of Combat (not before).",
 "Specific Card Clarifications: Goku, the Defender Lv.2 (Trunks Saga #165)",
 "You use this power during your “Attacker Attacks” phase during Combat, but you do not use the card effect until Combat has ended. Only life cards of damage dealt to you while you are at your **Goku, the Defender** personality level counts towards the 5 life cards")
case('A',["Arqua, the Agile Lv.2 (World Games Saga #154)","Arqua's Arena (World Games Saga #091)"],
 "P1 attacker in Combat: MP Arqua, the Agile Lv.2 at 6 above 0; Battleground Arqua's Arena in play. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Life Deck 20, no stops.",
 "P1 uses Arqua's power (physical attack doing 4 power stages; if Arqua's Arena is in play, you may use this power twice per Combat). P2 takes. P2 passes. P1 uses the power again; P2 takes.",
 "Both uses are allowed (Arqua's Arena in play). First: 4 power stages, P2 6 -> 2. Second: 4 power stages, P2 2 -> 0 and the 2 left over become 2 life cards: Life Deck 20 -> 18. Using a power is not playing a Named card, so Arqua's Arena gives no power stages.",
 "Card text of Arqua, the Agile Lv.2 (World Games Saga #154); Power-Up Rating (PUR) — Personality Powers (\"unless the personality power says it can be used multiple times\"); Dealing Damage",
 "A Personality Power can only be used during the Combat Step and is only used once per turn (unless the personality power says it can be used multiple times or used at a special time)")
case('A',["Gohan Lv.2 (Majin Buu Saga #162)","Red Energy Defense Drill (Frieza Saga #065)"],
 "P1 attacker in Combat: MP Gohan Lv.2 (Majin Buu Saga #162) at 6 above 0, two Non-Combat cards in play: King Kai's Calming (Saiyan Saga #238) and Focusing Is Everything (Frieza Saga #122). P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, Red Energy Defense Drill in play, Life Deck 30, does not use its power.",
 "P1 uses Gohan's power (energy attack doing 5 life cards; you may discard any amount of your Non-Combat cards in play; +4 life cards for each one discarded) and discards both Non-Combat cards. P2 takes it.",
 "Costs 2 power stages (6 -> 4). Both Non-Combat cards go to P1's discard pile. Damage 5 + 8 = 13, -1 (Red Energy Defense Drill) = 12 life cards: P2 Life Deck 30 -> 18.",
 "Card text of Gohan Lv.2 (Majin Buu Saga #162); Specific Card Clarifications: Red Energy Defense Drill (Frieza Saga #65); Modified Damage",
 "**Red Energy Defense Drill** (Frieza Saga - #65) – Treat this card as if it read, \"All energy attacks performed against you, do 1 less life card of damage, to a minimum of 0.\"")
case('A',["Dende the Unlikely Hero Lv.1 (Frieza Saga #048)","Yamcha Lv.1 (Saiyan Saga #084)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 1 above 0; Ally Dende the Unlikely Hero Lv.1 at 3 above 0; Yamcha Lv.1 (Saiyan Saga #084) in P1's discard pile. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0.",
 "Dende takes control of Combat and uses his power in place of an attack. P2 passes, P1 passes: Combat ends.",
 "Dende's effect waits for the end of Combat: then Yamcha Lv.1 comes from P1's discard pile into play as an Ally at 4 power stages above 0 (not 3, not full). Control returns to Krillin.",
 "Specific Card Clarifications: Dende, the Unlikely Hero Lv.1 (Frieza Saga #48)",
 "Dende must \"take control\" of Combat, and use his power \"in place of an attack.\" Then, at the end of Combat, take an Ally from your discard pile and put it into play at 4 power stages above 0.")
# ---------------- B: Dragon Balls
case('B',["Dende Dragon Ball 6 (Cell Saga #121)"],
 "Turn 1, P1's Non-Combat Step: P1 MP Krillin Lv.1 (Saiyan Saga #167) at 2 above 0 (highest 10), Dende Dragon Ball 6 in hand. P2: MP Vegeta Lv.1 (Saiyan Saga #173) at 9 above 0; Ally Nappa Lv.1 (Saiyan Saga #176) at 6 above 0.",
 "P1 plays Dende Dragon Ball 6 (raise your MP to its highest power stage; set all of your opponent's personalities to 4 power stages above 0).",
 "Its effects happen right away: Krillin 2 -> 10; Vegeta 9 -> 4 and Nappa 6 -> 4. Dende Dragon Ball 6 stays in play under P1's control.",
 "The Sequence of Play — 2) Non-Combat Step; Dragon Balls",
 "If you play a Dragon Ball, you do what it tells you to right after you play it")
case('B',["Master Roshi's Island (Android Saga #044)","Dende Dragon Ball 1 (Cell Saga #039)"],
 "Turn 1, P1's Non-Combat Step: P2's Battleground Master Roshi's Island (all named cards cost +2 life cards to play) in play. P1 MP Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, Dende Dragon Ball 1 in hand, Life Deck 30. P2 MP Vegeta Lv.1 (Saiyan Saga #173), anger 4.",
 "P1 plays Dende Dragon Ball 1 (raise your MP to its highest power stage; lower your opponent's anger 3 levels).",
 "Master Roshi's Island affects Dende Dragon Balls: P1 pays 2 life cards (Life Deck 30 -> 28). Then Krillin 3 -> 10 and P2 anger 4 -> 1.",
 "Specific Card Clarifications: Master Roshi's Island (Android Saga #44)",
 "**Master Roshi's Island** (Android Saga - #44) – This Location affects Dende Dragon Balls.")
case('B',["Namek Dragon Ball 6 (Trunks Saga #113)","Black Striking Drill (Saiyan Saga #147)"],
 "Turn 1, P1's Non-Combat Step: P1 MP Krillin Lv.1-Lv.3 (Saiyan Saga #167-#169 stack) at level 1, 4 above 0, anger 3; Black Striking Drill in play; Namek Dragon Ball 6 in hand.",
 "P1 plays Namek Dragon Ball 6 and chooses \"raise your anger 2 levels\".",
 "Anger 3 -> 5: Krillin immediately advances to level 2, set at its highest power stage, and Black Striking Drill is discarded.",
 "Advancing your Main Personality — Anger; Drill Cards",
 "Whenever a player has 5 or more anger, that player's Main Personality immediately advances a personality level, if possible, and that player sets their Main Personality to its highest power stage and discards any Drills they have in play.")
case('B',["Winter Countryside (Android Saga #093)","Namek Dragon Ball 6 (Trunks Saga #113)"],
 "Turn 1, P1's Non-Combat Step: Battleground Winter Countryside in play (P2's). P1 MP Krillin Lv.1 (Saiyan Saga #167), anger 2, Namek Dragon Ball 6 in hand.",
 "P1 plays Namek Dragon Ball 6 and chooses \"raise your anger 2 levels\".",
 "Winter Countryside caps it: P1's anger is raised only 1 level, 2 -> 3.",
 "Specific Card Clarifications: Winter Countryside (Android Saga #93); card text of Winter Countryside",
 "You can only raise your anger 1 level from each card while ***Winter Countryside*** is in play.")
case('B',["Alt. Dende Dragon Ball 2 (Majin Buu Saga #002)","Orange Focused Blast (Cell Saga #004)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P2 is the attacker in Combat: P2 MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0 (highest 10), Orange Focused Blast in hand. P1 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, controls Alt. Dende Dragon Ball 2 (while you control it, your physical attacks do +3 power stages), Black Driving Leg Thrust in hand, Life Deck 30.",
 "P2 plays Orange Focused Blast (6 life cards). P1 takes it; P2 captures Alt. Dende Dragon Ball 2 and uses all its powers. In P1's Attack Phase P1 plays Black Driving Leg Thrust (physical attack doing 4 power stages). P2 takes it.",
 "P1 Life Deck 30 -> 24; P2 captures the Dragon Ball and uses its power: Vegeta raised to highest (after paying 2: 4 -> 10). P1 no longer controls the Dragon Ball, so its +3 no longer applies to P1: Black Driving Leg Thrust does 4 power stages (not 7): Vegeta 10 -> 6.",
 "Capturing Dragon Balls: Life Card Capture; Dragon Ball Floating Effects",
 "**Dragon Ball Floating Effects** - If a Dragon Ball produces a floating effect and the Dragon Ball is captured, the floating effect is cancelled.")
case('B',["Namekian Offense (World Games Saga #077)","Namek Dragon Ball 3 (Trunks Saga #079)","Namek Dragon Ball 5 (Trunks Saga #136)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 5 above 0, controls Namek Dragon Ball 5 (his own); Namekian Offense in hand. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), controls Namek Dragon Ball 3 (his own), Life Deck 20.",
 "P1 plays Namekian Offense in place of an attack (all your physical attacks do +2 power stages for the remainder of Combat; take a Dragon Ball in play and place it at the bottom of its owner's Life Deck).",
 "Only a Dragon Ball an opponent controls can be chosen: Namek Dragon Ball 3 goes to the bottom of P2's Life Deck (20 -> 21); P1 keeps Namek Dragon Ball 5 in play.",
 "Specific Card Clarifications: Namekian Offense (World Games Saga #77)",
 "**Namekian Offense** (World Games Saga - #77) – This card can only shuffle a Dragon Ball an opponent controls back into the owner's Life Deck.")
case('B',["Vegeta's Trick (Saiyan Saga #240)","Earth Dragon Ball 3 (World Games Saga #015)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) with Vegeta's Trick in play (Non-Combat). P2 defender: Life Deck top L1, L2, Earth Dragon Ball 3 (World Games Saga #015), then 20 unknown cards (23 in all).",
 "P1 uses Vegeta's Trick in place of an attack (find the foe's first Dragon Ball in his Life Deck and place it at the bottom of his deck).",
 "P1 reveals L1, L2, then Earth Dragon Ball 3: it is set aside, P2's deck is shuffled and the Dragon Ball placed at the bottom. P2's Life Deck still has 23 cards with Earth Dragon Ball 3 at the bottom.",
 "Specific Card Clarifications: Vegeta's Trick (Saiyan Saga #240)",
 "When you play this card, continue revealing the top cards of your opponent's deck until you reveal a Dragon Ball. Set that Dragon Ball aside and shuffle your opponent's deck. Place the Dragon Ball on the bottom of the shuffled deck.")
case('B',["Breakthrough Drill (Trunks Saga #042)","Earth Dragon Ball 6 (Saiyan Saga #186)"],
 "P1 attacker in Combat: P1 controls Earth Dragon Ball 6 (in play, its power to end Combat not yet used). P2 defender has Breakthrough Drill (Trunks Saga #042: cards that end combat may not be played or used) in play.",
 "In his Attack Phase P1 uses Earth Dragon Ball 6's power to end Combat.",
 "Refused: Breakthrough Drill affects Dragon Balls and all players, so Earth Dragon Ball 6 cannot be used to end Combat; Combat goes on.",
 "Specific Card Clarifications: Breakthrough Drill (Trunks Saga #42)",
 "**Breakthrough Drill** (Trunks Saga - #42) – This Drill affects Dragon Balls (i.e. you cannot place **Earth Dragon Ball 7** into play while this Drill is in play). This Drill affects all players.")
case('B',["Dende Dragon Ball 2 (Cell Saga #040)","Namek Dragon Ball 5 (Trunks Saga #136)"],
 "Turn 1, P1's Non-Combat Step: P1 MP Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, Dende Dragon Ball 2 in hand. P2 controls Namek Dragon Ball 5 (his own), Life Deck 25.",
 "P1 plays Dende Dragon Ball 2 (raise your MP to its highest power stage; you may shuffle a Dragon Ball in play back into the owner's Life Deck) and chooses Namek Dragon Ball 5.",
 "Krillin 3 -> 10; Namek Dragon Ball 5 leaves play and is shuffled into P2's Life Deck (25 -> 26); P1 controls Dende Dragon Ball 2.",
 "The Sequence of Play — 2) Non-Combat Step; card text of Dende Dragon Ball 2",
 "When you play a Dragon Ball, you immediately use its effects.")
case('B',["Dende Dragon Ball 4 (Cell Saga #074)"],
 "Turn 1, P1's Non-Combat Step: P1 MP Krillin Lv.1 (Saiyan Saga #167) at 4 above 0, Dende Dragon Ball 4 in hand. P2: MP Vegeta Lv.1 (Saiyan Saga #173); Allies Nappa Lv.1 (Saiyan Saga #176) at 5 above 0 and Raditz Lv.1 (Saiyan Saga #170) at 3 above 0.",
 "P1 plays Dende Dragon Ball 4 (raise your MP to its highest power stage; discard up to 3 Allies in play) and chooses P2's Nappa and Raditz.",
 "Krillin 4 -> 10; Nappa and Raditz go to P2's discard pile; P2 has no Allies left.",
 "The Sequence of Play — 2) Non-Combat Step; Dragon Balls",
 "You gain control of Dragon Balls by playing them from your hand in front of you, and by capturing them from your opponent. When you play a Dragon Ball, you immediately use its effects.")
# ---------------- C: Drills and Non-Combat cards
case('C',["Captain Ginyu Reversal Drill (Frieza Saga #074)","Android 16's Rage (Cell Saga #152)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Android 16's Rage in hand, Life Deck 30. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176, Villain) at 9 above 0 in control of Combat, Captain Ginyu Reversal Drill in play.",
 "P1 plays Android 16's Rage (physical attack doing 7 power stages; discard 2 life cards from the top of your Life Deck). P2 takes it.",
 "Secondary effect: P1 Life Deck 30 -> 28. P2 takes 7 power stages: 9 -> 2. Captain Ginyu Reversal Drill: 7 stages = two full sets of 3, so P1 loses 2 power stages: 6 -> 4.",
 "Specific Card Clarifications: Captain Ginyu Reversal Drill (Frieza Saga #74)",
 "For every 3 power stages of damage you receive, per attack, your opponent loses 1 power stage of damage.")
case('C',["Red Phasing Drill (Frieza Saga #069)","Orange Tripping Drill (Saiyan Saga #130)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167, Hero) at 6 above 0, Red Phasing Drill in play, Orange Focused Blast in hand. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176, Villain) at 5 above 0, Orange Tripping Drill in play, Life Deck 30; P2 does not use Nappa's power.",
 "P1 plays Orange Focused Blast (energy attack doing 6 life cards). P2 takes it.",
 "Costs 2 (6 -> 4). 6 +3 (Red Phasing Drill: against a villain) -1 (Orange Tripping Drill) = 8 life cards: P2 Life Deck 30 -> 22.",
 "Specific Card Clarifications: Red Phasing Drill (Frieza Saga #69); Orange Tripping Drill (Saiyan Saga #130); Battle Sequence step 10",
 "**Red Phasing Drill** (Frieza Saga - #69) – Treat this card as if it read, \"All of your energy attacks performed against a villain do +3 life cards of damage.\"")
case('C',["Orange Leg Drill (Frieza Saga #071)","Saiyan Power Drill (Saiyan Saga #236)","Yajirobe Lv.1 (Saiyan Saga #106)"],
 "P1 attacker in Combat: MP Yajirobe Lv.1 at 5 above 0 (500, bracket B), Saiyan Power Drill in play, power not used. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0 (2,800, bracket B), Orange Leg Drill in play.",
 "P1 uses Yajirobe's power (physical attack). P2 takes it.",
 "PAT B vs B = 1; +2 (Saiyan Power Drill) -2 (Orange Leg Drill) = 1 power stage: P2 5 -> 4.",
 "Specific Card Clarifications: Orange Leg Drill (Frieza Saga #71); Saiyan Power Drill (Saiyan Saga #236); Battle Sequence steps 9-10",
 "**Orange Leg Drill** (Frieza Saga - #71) – Treat this card as if it read, \"All physical attacks performed against you do 2 less power stages of damage, to a minimum of 0. Limit 1 per deck.\"")
case('C',["Red Dueling Drill (Android Saga #073)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Red Dueling Drill in play, Black Driving Leg Thrust in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 5 above 0; Ally Yamcha Lv.1 (Saiyan Saga #084) at 3 above 0.",
 "P1 plays Black Driving Leg Thrust (physical attack doing 4 power stages). P2 takes it and asks to redirect the power stages to Yamcha.",
 "Refused: while Red Dueling Drill is in play P2's Allies cannot have damage redirected to them. Krillin takes the 4 power stages: 5 -> 1; Yamcha stays at 3.",
 "Specific Card Clarifications: Red Dueling Drill (Android Saga #73)",
 "This means that an ally cannot take control of Combat, cannot pay costs for cards, use their powers, or have damage redirected to them.")
case('C',["Knockout Drill (Android Saga #101)","Yamcha's Good Wishes (Frieza Saga #108)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Knockout Drill in play (P1's), Black Driving Leg Thrust in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Yamcha's Good Wishes (Non-Combat) in play; P2 has not performed an attack this Combat.",
 "P1 plays Black Driving Leg Thrust (physical attack doing 4 power stages). P2 tries to stop it with Yamcha's Good Wishes.",
 "Refused: Knockout Drill affects all players and P2 has not performed an attack from his hand this Combat, so he may not use a Non-Combat/Non-Drill card. P2 takes 4 power stages: 6 -> 2; Yamcha's Good Wishes stays in play.",
 "Specific Card Clarifications: Knockout Drill (Android Saga #101)",
 "**Knockout Drill** (Android Saga - #101) – This Drill affects all players.")
case('C',["Don't You Just Hate That (Trunks Saga #125)","Orange Focusing Drill (Saiyan Saga #234)","Orange Tripping Drill (Saiyan Saga #130)","Yamcha's Good Wishes (Frieza Saga #108)"],
 "P1 attacker in Combat: Don't You Just Hate That in play (P1 Non-Combat). P2 defender: in play Orange Focusing Drill, Orange Tripping Drill and Yamcha's Good Wishes (Non-Combat).",
 "P1 uses Don't You Just Hate That in place of an attack (remove up to two of your opponent's Non-Combat cards in play from the game) and chooses Orange Tripping Drill and Yamcha's Good Wishes.",
 "Yamcha's Good Wishes is removed from the game. Orange Tripping Drill cannot be removed while Orange Focusing Drill is in play (P2 has not advanced or lost a level): it stays. Don't You Just Hate That is removed from the game after use.",
 "Specific Card Clarifications: Orange Focusing Drill (Saiyan Saga #234); Don't You Just Hate That (Trunks Saga #125); Conflicting Card Effects",
 "**Orange Focusing Drill** (Saiyan Saga - #234) – Treat this card as if it read, \"Your Drills in play except for \"Orange Focusing Drill\" cannot be discarded or removed from the game unless you advance or lose a Personality level.\"")
case('C',["Who's da Man! (Cell Games Saga #113)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Who's da Man! in play (Non-Combat), Black Driving Leg Thrust in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Life Deck 20, no stops.",
 "P1 uses Who's da Man! in place of an attack (for the remainder of Combat hand face up; all your physical attacks do +4 power stages). P2 passes. P1 plays Black Driving Leg Thrust (4 power stages). P2 takes it.",
 "The +4 lasts for the remainder of Combat: 4 + 4 = 8 power stages: P2 6 -> 0 and 2 left over become 2 life cards: Life Deck 20 -> 18.",
 "Specific Card Clarifications: Who's Da Man! (Cell Games Saga #113); Dealing Damage",
 "**Who's Da Man!** (Cell Games Saga - #113) – The +4 power stages of damage to all of your physical attacks last for the remainder of Combat.")
case('C',["Blue Deceiving Drill (Saiyan Saga #129)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "Combat entered (Prepare Phase): P1 attacker MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Black Driving Leg Thrust in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 4 above 0, Blue Deceiving Drill in play, Life Deck 20.",
 "Prepare Phase: P2 uses Blue Deceiving Drill (when entering Combat as the defender, you may gain up to 3 power stages) for 3, then draws 3. P1 plays Black Driving Leg Thrust (4 power stages). P2 takes it.",
 "P2 4 -> 7 in the Prepare Phase, draws 3 (Life Deck 20 -> 17). The attack then takes him 7 -> 3 (no life cards).",
 "Specific Card Clarifications: Blue Deceiving Drill (Saiyan Saga #129); The Defender's Half of the Prepare Phase",
 "**Blue Deceiving Drill** (Saiyan Saga - #129) – Treat this card as if it read, “When entering Combat as the defender, you may gain up to 3 power stages.”")
case('C',["Namekian Teamwork (Android Saga #103)","Yamcha Lv.1 (Saiyan Saga #084)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0; Allies Yamcha Lv.1 (Saiyan Saga #084) at 3 above 0 and Chiaotzu Lv.1 (Saiyan Saga #104) at 3 above 0; Namekian Teamwork in play; Life Deck 30. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, Life Deck 20, does not use its power.",
 "P1 uses Namekian Teamwork in place of an attack. P2 passes. Yamcha takes control of Combat (MP still at 6) and uses his power (energy attack doing 2 life cards). P2 takes it.",
 "Namekian Teamwork: both Allies raised to their highest power stage (10); P1 discards 2 life cards (30 -> 28). Yamcha may take over only to use his power although the MP is above 1: he pays 2 (10 -> 8), P2 Life Deck 20 -> 18; then the MP resumes control.",
 "Specific Card Clarifications: Namekian Teamwork (Android Saga #103); Allies Taking Over Combat",
 "**Namekian Teamwork** (Android Saga - #103) – Allies may take over Combat ONLY to use their personality powers, and then the Main Personality resumes control of Combat.")
case('C',["Orange Spontaneous Drill (Saiyan Saga #137)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Black Driving Leg Thrust in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 6 above 0, Orange Spontaneous Drill in play, discard pile D1 (bottom), D2 (top), hand empty.",
 "P1 plays Black Driving Leg Thrust (4 power stages). P2 takes it and uses the Drill.",
 "P2 6 -> 2. After taking the damage P2 may draw the bottom card of his discard pile: D1 goes to P2's hand; discard pile D2.",
 "Specific Card Clarifications: Orange Spontaneous Drill (Saiyan Saga #137)",
 "**Orange Spontaneous Drill** (Saiyan Saga - #137) – Treat this card as if it read, “After taking damage from a physical attack, you may draw the bottom card of your discard pile.”")
# ---------------- D: Combat cards and the Battle Sequence
case('D',["Frieza's Force Bubble (Frieza Saga Promo #P5)","Orange Energy Discharge (Cell Saga #052)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0, hand Orange Focused Blast and Orange Energy Discharge. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, Frieza's Force Bubble in hand, Life Deck 30, does not use its power.",
 "P1 plays Orange Focused Blast (6 life cards); P2 stops it with Frieza's Force Bubble (stops an energy attack; stop all energy attacks for the remainder of Combat). P2 passes. P1 plays Orange Energy Discharge (6 life cards; opponent may not use Energy Combat cards to stop it). P2 takes it.",
 "First attack stopped (P1 8 -> 6). The Force Bubble's floating effect does not stop Orange Energy Discharge: it is successful, P1 6 -> 4, P2 Life Deck 30 -> 24.",
 "Specific Card Clarifications: Orange Energy Discharge (Cell Saga #52); Frieza's Force Bubble (Frieza Saga #P5)",
 "If an Energy Combat card was played previously in Combat that stops all energy attacks for the remainder of Combat, it would not stop **Orange Energy Discharge**.")
case('D',["Nappa's Physical Resistance (Saiyan Saga #121)","Black Power Punch (Cell Saga #019)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, hand Black Power Punch, C1. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176) at 5 above 0, Nappa's Physical Resistance in hand.",
 "P1 plays Black Power Punch (4 power stages); P2 stops it with Nappa's Physical Resistance. P2 passes. P1 performs a Final Physical Attack, discarding C1.",
 "Black Power Punch stopped; Nappa's Physical Resistance removed from the game. The Final Physical Attack is a physical attack performed against P2, so the floating effect stops it: P2 stays at 5; C1 is discarded (the cost); P1 must pass for the rest of Combat.",
 "Specific Card Clarifications: Nappa's Physical Resistance (Saiyan Saga #121); Final Physical Attacks; Floating Effects",
 "**Nappa's Physical Resistance** (Saiyan Saga - #121) – Treat this cards as if it read, \"Stops a physical attack. Stop all physical attacks performed against you for the remainder of Combat. Remove from the game after use.\"")
case('D',["It's the Little Things That Matter (Saiyan Saga #033)","Orange Focused Attack (Cell Games Saga #110)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0, hand Orange Focused Attack and Orange Focused Blast. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, It's the Little Things That Matter (Defense Shield) in play, Life Deck 30, no other stops.",
 "P1 plays Orange Focused Attack (Focused energy attack doing 5 life cards). P2 takes it. P2 passes. P1 plays Orange Focused Blast (6 life cards). P2 takes it.",
 "The Defense Shield cannot stop the Focused attack but counts as used: P2 Life Deck 30 -> 25. The shield is spent, so Orange Focused Blast is not stopped either: 25 -> 19.",
 "Keywords — Focused; Battle Sequence step 7; Specific Card Clarifications: It's The Little Things That Matter (Saiyan Saga #33)",
 "Focused attacks cannot be stopped by Defense Shields, but the Defense Shield is considered \"used\" for the turn whether the attack is stopped or not.")
case('D',["Ribs Broken (Saiyan Saga #217)","Gohan, the Protector Lv.2 (World Games Saga #167)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, no Allies, Ribs Broken in hand. P2 defender: MP Gohan, the Protector Lv.2 at 6 above 0 in control of Combat (Constant Combat Power: your Allies in play cannot be removed from the game), Ally Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, Life Deck 30.",
 "P1 plays Ribs Broken (energy attack doing 5 life cards; costs 0; you must remove an Ally in play from the game to perform it) choosing P2's Krillin.",
 "Krillin cannot be removed (Gohan's Constant Combat Power), so the attack is not performed: Ribs Broken returns to P1's hand and it is still P1's Attack Phase; no damage (Life Deck 30), Krillin stays in play.",
 "Specific Card Clarifications: Ribs Broken (Saiyan Saga #217); Gohan, the Protector Lv.2 (World Games Saga #167)",
 "If your opponent uses a card effect to keep the Ally in play that you would be removing from the game for the cost of **Ribs Broken**, **Ribs Broken** is returned to your hand and it is still your Attacker Attacks phase.")
case('D',["Cell's Neck Grab (Lost Villains #LV6)","Cell, Stage One Lv.1 (Cell Saga #188)"],
 "P1 attacker in Combat: MP Cell, Stage One Lv.1 at 5 above 0 (350,000, bracket B), Cell's Neck Grab in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0 (800, bracket B); Ally Yamcha Lv.1 (Saiyan Saga #084) at 4 above 0.",
 "P1 plays Cell's Neck Grab (Cell only; physical attack doing +3 power stages; if successful, discard one of your opponent's Allies and his MP loses 1 power stage for each power stage the Ally was at above 0) choosing Yamcha. P2 takes it on Krillin.",
 "PAT B vs B = 1, +3 = 4 power stages: Krillin 8 -> 4. If successful: Yamcha (at 4) is discarded and Krillin loses 4 more: 4 -> 0.",
 "Specific Card Clarifications: Cell's Neck Grab (Lost Villains #LV6); \"If Successful\" Effects",
 "If successful, discard one of your opponent's Allies in play and your opponent's Main Personality loses 1 power stage for each power stage the Ally was at above 0.")
case('D',["Krillin's Physical Defense (Saiyan Saga #112)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Orange Focused Blast in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 5 above 0, Krillin's Physical Defense in hand, Life Deck top L1..L6 then 24 unknown (30).",
 "P1 plays Orange Focused Blast (6 life cards). P2 plays Krillin's Physical Defense as a defense and uses its \"may\".",
 "The attack is not stopped and deals 6 life cards; the first (L1) goes to P2's hand instead of the discard pile; L2-L6 are discarded. Life Deck 30 -> 24. Used by Krillin, the card stays in play to be used one more time this Combat.",
 "Specific Card Clarifications: Krillin's Physical Defense (Saiyan Saga #112)",
 "If your opponent's attack does life cards of damage to you, you may take the first life card of damage from that attack and place it in your hand instead of discarding it.")
case('D',["Blue Rush (Android Saga #057)","Blue Style Mastery (Cell Saga #126)"],
 "P1 attacker in Combat: MP Vegeta Lv.1 (Saiyan Saga #173) at 6 above 0, Blue Tokui-Waza declared, Blue Style Mastery (Cell Saga #126) in play, Blue Rush in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167) at 3 above 0, Life Deck 20, no stops.",
 "P1 plays Blue Rush (physical attack; if you declared Tokui-Waza, 5 power stages instead; if successful, Combat ends after damage). P2 takes it. P2 then tries to play an attack.",
 "5 power stages: Krillin 3 -> 0 and 2 left over become life cards (Life Deck 20 -> 18). Then Combat ends: P2 gets no further Attack Phase.",
 "Specific Card Clarifications: Blue Rush (Android Saga #57); Dealing Damage",
 "**Blue Rush** (Android Saga - #57) – Treat this card as if it read, \"Physical attack. If you declared Tokui-Waza, this attack does 5 power stages of damage instead. If successful, Combat ends after damage, if any, is dealt.\"")
case('D',["Saiyan Energy Aura (Saiyan Saga #095)","Orange Planet Destruction (Frieza Saga #001)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0, hand Orange Focused Blast and Orange Planet Destruction. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173, Saiyan Heritage) at 5 above 0, anger 2, Saiyan Energy Aura in hand, Life Deck 30.",
 "P1 plays Orange Focused Blast; P2 stops it with Saiyan Energy Aura (stops an energy attack and stops an energy attack during your opponent's next Attacker Attacks phase). P2 passes. P1 plays Orange Planet Destruction (5 life cards; lower opponent's anger 1 level). P2 does nothing.",
 "Both attacks stopped: P2 Life Deck stays 30 (P1 pays 2 each: 8 -> 4). The secondary effect of the stopped Orange Planet Destruction still happens: P2 anger 2 -> 1.",
 "Specific Card Clarifications: Saiyan Energy Aura (Saiyan Saga #95); Secondary Effects",
 "If the attack is stopped, the effects are NOT stopped. Secondary effects occur regardless of if an attack is stopped or not.")
case('D',["Vegeta's Jolting Slash (Frieza Saga #017)","Black Driving Leg Thrust (Frieza Saga #084)"],
 "P1 attacker in Combat: MP Nappa Lv.1 (Saiyan Saga #176, Villain) at 6 above 0, Vegeta's Jolting Slash in hand. P2 defender: MP Krillin Lv.1 (Saiyan Saga #167, Hero) at 5 above 0, anger 3, Black Driving Leg Thrust in hand, Life Deck 30.",
 "P1 plays Vegeta's Jolting Slash (energy attack; stop all physical attacks performed against villains for the remainder of Combat; lower your opponent's anger 2 levels; remove from the game after use). P2 takes it. In his Attack Phase P2 plays Black Driving Leg Thrust (4 power stages) at Nappa.",
 "P1 pays 2 (6 -> 4). Secondary effects: floating stop on physical attacks against villains; P2 anger 3 -> 1. Energy attack stating no damage: 4 life cards, P2 Life Deck 30 -> 26. Jolting Slash removed from the game. Black Driving Leg Thrust is stopped by the floating effect: Nappa stays at 4.",
 "Specific Card Clarifications: Vegeta's Jolting Slash (Frieza Saga #17); Battle Sequence step 9",
 "**Vegeta's Jolting Slash** (Frieza Saga - #17) – Treat this card as if it read, \"Energy attack. Stop all physical attacks performed against villains for the remainder of Combat. Lower your opponent's anger 2 levels. Remove from the game after use.\"")
case('D',["Red Blazing Aura (Trunks Saga #022)","Orange Focused Blast (Cell Saga #004)","Orange Planet Destruction (Frieza Saga #001)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167) at 8 above 0, hand Orange Focused Blast and Orange Planet Destruction. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173) at 5 above 0, anger 1, Red Blazing Aura in hand, Life Deck 30, does not use its power.",
 "P1 plays Orange Focused Blast (6 life cards); P2 plays Red Blazing Aura as his defense and chooses life cards. P2 passes. P1 plays Orange Planet Destruction (5 life cards; lower opponent's anger 1 level). P2 takes it.",
 "Red Blazing Aura does not stop the attack: P2 anger 1 -> 2, and the first attack does 6 - 2 = 4 life cards (30 -> 26). Second: anger 2 -> 1 (secondary effect), 5 - 2 = 3 life cards (26 -> 23).",
 "Specific Card Clarifications: Red Blazing Aura (Trunks Saga #22)",
 "**Red Blazing Aura** (Trunks Saga - #22) – This card is played as a Defense. When you play this card, you choose either life cards or power stages to prevent for the remainder of Combat.")
# ---------------- E: the turn and victories
case('E',["Winter Countryside (Android Saga #093)","Arqua's Arena (World Games Saga #091)"],
 "Turn 1, P1's Non-Combat Step: P2's Battleground Arqua's Arena in play. P1 MP Krillin Lv.1 (Saiyan Saga #167), Winter Countryside in hand, discard pile D1 (bottom), D2 (top), Life Deck 30.",
 "P1 plays Winter Countryside; at the Declare Step P1 tries to declare Combat; then (Combat skipped) P1 rejuvenates.",
 "Arqua's Arena is removed from the game (to P2's removed pile) and Winter Countryside comes into play. P1 must skip the Combat Step (declaring is refused). Having not declared Combat, P1 may put D2 at the bottom of his Life Deck (30 -> 31).",
 "Battleground and Location Cards; The Sequence of Play — 4) Declare Step, 7) Rejuvenation Step",
 "If a Battleground or Location card is played and there is already one in play, you remove the Battleground or Location card that is already in play from the game and the new one comes into play.")
case('E',["Snake Way (Bojack Unbound #012)","Yamcha Lv.1 (Saiyan Saga #084)"],
 "Turn 1, P1's Non-Combat Step: no Battleground/Location in play. P1 MP Krillin Lv.1 (Saiyan Saga #167), hand Snake Way (Location) and Yamcha Lv.1. P2 Life Deck 25.",
 "P1 plays Snake Way, then plays Yamcha Lv.1 as an Ally. At the Declare Step P1 tries to declare Combat.",
 "Snake Way: Yamcha enters at 6 power stages above 0 (not 3), and P2 discards the top card of his Life Deck (25 -> 24). Having played a Location, P1 must skip the Combat Step: declaring is refused.",
 "Battleground and Location Cards; card text of Snake Way (Bojack Unbound #012)",
 "However, whenever you play a Location card during your Non-Combat step, you must skip the Combat Step of that turn.")
case('E',["King Kai's Calming (Saiyan Saga #238)","Black Striking Drill (Saiyan Saga #147)"],
 "Turn 1 (P1's), after P1's Combat: P1 has King Kai's Calming in play. P2 MP Vegeta Lv.1-Lv.3 (Saiyan Saga #173-#175 stack) at level 3, 8 above 0, with Black Striking Drill in play.",
 "At the end of the turn P1 uses King Kai's Calming (use at the end of any turn; if your opponent's MP is at Level 3, lower his MP one personality level).",
 "P2's Vegeta drops to level 2 and is set at 5 power stages above 0; P2's Black Striking Drill is discarded.",
 "Specific Card Clarifications: King Kai's Calming (Saiyan Saga #238); Taking Them Down A Notch",
 "Whenever an MP loses a level, the player sets their power stages to 5 above 0, on the lower level, no matter what power stage they were before. Any Drills you have in play get discarded as well.")
case('E',["Dr. Willow Lv.2 (Cosmic Anthology #CA5)","Dr. Willow Lv.3 (Cosmic Anthology #CA6)","Namek Dragon Ball 6 (Trunks Saga #113)"],
 "Turn 1, P1's Non-Combat Step: P1 MP Dr. Willow (Lv.1-Lv.3 stack, #CA4-#CA6) at level 2, anger 3, Namek Dragon Ball 6 in hand. P2 MP Krillin Lv.1-Lv.3 (Saiyan Saga #167-#169) at level 1: no personality in the game has a level above 3.",
 "P1 plays Namek Dragon Ball 6 and chooses \"raise your anger 2 levels\".",
 "Anger 3 -> 5: Dr. Willow advances to level 3 (the highest level in the game) at his highest power stage, but Dr. Willow cannot win by the Most Powerful Personality Victory: nobody wins.",
 "Specific Card Clarifications: Dr. Willow (Cosmic Anthology #CA4-#CA6); How To Win — 3) Most Powerful Personality Victory",
 "**Dr. Willow** (Cosmic Anthology - #CA4, #CA5, #CA6) – Dr. Willow cannot win by the Most Powerful Personality Victory.")
case('E',["Gohan Lv.2 (Majin Buu Saga #165)"],
 "Turn 1, P1's Power-Up Step: P1 MP Gohan Lv.1-Lv.2 (Majin Buu Saga #161, #165) at level 2, 4 above 0 (PUR 3), hand 1 card, Life Deck 30.",
 "P1 uses Gohan's Constant Combat Power: skips his Power-Up Step (if you do, draw 2 cards at the beginning of your next step).",
 "Gohan stays at 4 above 0 (no power up to 7). At the beginning of the Declare Step P1 draws 2 cards: hand 1 -> 3, Life Deck 30 -> 28.",
 "Card text of Gohan Lv.2 (Majin Buu Saga #165); The Sequence of Play — 3) Power-Up Step",
 "If you are the attacker, your Main Personality powers up by moving his Scouter up a number of power stages equal to his Power Up Rating (PUR).")
case('E',["Alt. Dende Dragon Ball 5 (Majin Buu Saga #040)"],
 "Turn 1, P1's Power-Up Step: P1 controls Alt. Dende Dragon Ball 5 (for the remainder of the game, your MP gains +3 to his PUR while you control this Dragon Ball), in play since an earlier turn. P1 MP Krillin Lv.1 (Saiyan Saga #167, PUR 1) at 2 above 0, no Tokui-Waza; Ally Yamcha Lv.1 (Saiyan Saga #084) at 3 above 0.",
 "The Power-Up Step is carried out.",
 "Krillin powers up 1 + 3 = 4 stages: 2 -> 6. Yamcha powers up only 1 (3 -> 4): the PUR raise is the Main Personality's and Allies always power up by 1.",
 "The Sequence of Play — 3) Power-Up Step; Powering Up Allies; card text of Alt. Dende Dragon Ball 5",
 "All of your Allies also power up in this step, but only by 1 power stage regardless of any Ally's PUR.")
case('E',["Losing Battle (Majin Buu Saga #134)","Cosmic Backlash (Cell Games Saga #121)"],
 "P1 attacker in Combat: MP Krillin Lv.1 (Saiyan Saga #167), Losing Battle in hand. P2 defender: MP Vegeta Lv.1 (Saiyan Saga #173), no Tokui-Waza, Cosmic Backlash in hand (physical attack; your opponent draws 5 cards; if successful and you did not declare a Tokui-Waza, you win the game).",
 "P1 plays Losing Battle in place of an attack. In his Attack Phase P2 tries to play Cosmic Backlash.",
 "Refused: Cosmic Backlash has \"win\" in its power box and cannot be played or used for the remainder of the turn; P2 does not win (and P1 draws no cards from it).",
 "Specific Card Clarifications: Losing Battle (Majin Buu Saga #134); Stopping a player from using cards",
 "Any of your opponent's Non-Personality/Non-Mastery cards with \"win\" and/or \"wins\" in the power box cannot be played or used for the remainder of the turn.")
case('E',["Dr. Willow Lv.1 (Cosmic Anthology #CA4)"],
 "P1 enters Combat as the attacker (Prepare Phase): P1 MP Dr. Willow Lv.1 (Constant Combat Power: when entering Combat, remove the top card of your Life Deck from the game to remove the top 2 cards of your opponent's Life Deck from the game and raise your anger 3 levels), anger 0, Life Deck 20. P2 defender: Life Deck of exactly 2 cards.",
 "The Prepare Phase is carried out.",
 "P1 removes his top card (20 -> 19), P2's last 2 life cards are removed from the game and P1's anger 0 -> 3. P2 has no life cards: P1 wins at once by the Survival Victory (card effects count, though not damage); P2 never draws his 3.",
 "How To Win — 1) Survival Victory (Card Effects)",
 "**Card Effects.** Some cards have effects that result in cards being discarded from your opponent's Life Deck. Such effects are **not** considered to be damage even though life cards get discarded.")
assert len(C)==48, len(C)
import os
os.makedirs('/work/cards-in-play/dev',exist_ok=True); os.makedirs('/work/cards-in-play/test',exist_ok=True)
with open('/work/cards-in-play/all.jsonl','w') as fa, open('/work/cards-in-play/dev/cases.jsonl','w') as fd, open('/work/cards-in-play/test/cases.jsonl','w') as ft:
    for i,c in enumerate(C,1):
        d=dict(id='C%03d'%i); d.update(c)
        s=json.dumps(d,ensure_ascii=False)+'\n'
        fa.write(s); (fd if i%2 else ft).write(s)
print(len(C))
