import os
HERE = os.path.dirname(os.path.abspath(__file__))
"""Source of the 48 judge cases (J001..J048). Quotes are cut from the documents by anchors, so they are exact."""
import json, os
ROOT=os.path.abspath(os.path.join(HERE, '../../..'))
CRD='crd/crd-3.0.0.md'
_txt={}
def Q(start, end, f=CRD):
    t=_txt.setdefault(f, open(os.path.join(ROOT,f)).read())
    i=t.index(start); j=t.index(end, i)+len(end)
    s=t[i:j]; assert len(s)<=300, (len(s), s[:60]); return s
C=[]
def case(topic, cards, board, play, expected, rule, quote, qf=CRD):
    C.append(dict(topic=topic, cards=cards, board=board, play=play, expected=expected, rule=rule, quote=quote, quote_file=qf))

# ---------------- A: personalities' own powers ----------------
case('A',["Garlic Jr., the Monster Lv.3 (Trunks Saga #178)","Black Fore Fist Punch (Saiyan Saga #065)"],
 "P1 attacker, Combat Step, P1's Attack Phase; P1 MP any at 5 above 0 with Black Fore Fist Punch in hand. P2 defender: MP Garlic Jr., the Monster Lv.3 at 6 above 0 in control of Combat, no Allies, Life Deck 30, no Drills.",
 "P1 plays Black Fore Fist Punch (energy attack doing 6 life cards; if successful opponent loses 3 power stages, to a minimum of 0). P2 takes it.",
 "Successful. Garlic Jr. Lv.3's Constant Combat Power reduces the damage to 1 life card: P2 Life Deck 30 -> 29. If-successful: Garlic Jr. 6 -> 3 above 0.",
 "Specific Card Clarifications: Garlic Jr. Lv.3 (Trunks Saga #178)",
 Q("Treat this Constant Combat Power as if it read, “All damage from energy attacks performed against Garlic Jr. is reduced to 1","life card.”"))
case('A',["Vegeta, Saiyan Prince Lv.4 (Trunks Saga #151)","Goku Body Throw! (Saiyan Saga #044)"],
 "P1's turn (P1 attacker), Combat Step. P1 MP any, hand Goku Body Throw!. P2 defender: MP Vegeta, Saiyan Prince Lv.4 at 6 above 0 in control of Combat, Life Deck 20, no Allies, no Drills.",
 "P1 plays Goku Body Throw! (physical attack doing 1 life card of damage). P2 takes it.",
 "It is P2's opponent's turn, so Vegeta's Constant Combat Power turns all damage (power stages and life cards) of the physical attack into 1 power stage: Vegeta 6 -> 5 above 0; P2's Life Deck stays 20.",
 "Specific Card Clarifications: Vegeta, Saiyan Prince Lv.4 (Trunks Saga #151)",
 Q("all damage (power stages and life cards) from physical attacks performed against your","power stage of damage.\""))
case('A',["Vegeta Lv.1 (Saiyan Saga #184)","Black Fore Fist Punch (Saiyan Saga #065)"],
 "P1 attacker in Combat, hand Black Fore Fist Punch. P2 defender: MP Vegeta Lv.1 HT (Saiyan Saga #184) at 5 above 0 in control of Combat, has not used its power this turn, Life Deck 20.",
 "P1 plays Black Fore Fist Punch (6 life cards; if successful opponent loses 3 power stages). P2 uses Vegeta's power as the defense.",
 "Vegeta's power stops the energy attack: not successful, no damage (Life Deck stays 20) and the if-successful effect is not used (Vegeta stays 5 above 0).",
 "Specific Card Clarifications: Vegeta Lv.1 HT (Saiyan Saga #184); \"If Successful\" Effects",
 Q("**Vegeta Lv.1 HT** (Saiyan Saga - #184)","energy attack.\""))
case('A',["Tien Lv.1 (Saiyan Saga #082)"],
 "P1 attacker in Combat: MP Tien Lv.1 at 5 above 0 (power rating 500, bracket B), power not used this turn. P2 defender: MP Goku Lv.1 (Saiyan Saga #158) at 5 above 0 (900, bracket B), Life Deck 20, no cards in hand that stop physical attacks. Fusion Saga Physical Attack Table.",
 "P1 uses Tien's Multi-Form power. P2 takes each attack.",
 "Multi-Form performs two physical attacks, one after the other, each defended separately, before P2's Attack Phase: each does PAT B vs B = 1 power stage, so Goku 5 -> 3 above 0. Then P2 gets his Attack Phase.",
 "Specific Card Clarifications: Tien Lv.1 (Saiyan Saga #82); Physical Attack Tables (Fusion Saga)",
 Q("Multi-form performs two physical attacks. The controlling player performs a physical attack; that","Then the opponent can attack, and Combat continues as usual."))
case('A',["Chiaotzu Lv.2 (Saiyan Saga #105)","Krillin Lv.2 (Saiyan Saga #168)"],
 "P1 attacker in Combat: MP Krillin Lv.2 at 1 above 0; Ally Chiaotzu Lv.2 at 3 above 0, in control of Combat (MP at its bottom 2 stages). P2 defender: MP any, Life Deck 20, no stops.",
 "P1 uses Chiaotzu's power (Blast energy attack doing 6 life cards; removes Chiaotzu from the game). P2 takes it.",
 "As an Ally, Chiaotzu is removed from the game as part of the cost but the damage is still dealt: P2 Life Deck 20 -> 14. P1 does not lose; control of Combat returns to the MP.",
 "Specific Card Clarifications: Chiaotzu Lv.2 (Saiyan Saga #105)",
 Q("If Chiaotzu is your Ally, and you use this power, the damage","as part of the cost."))
case('A',["Android 18 Lv.1 (Cell Saga #182)"],
 "P1 is the attacker and enters Combat: MP Android 18 Lv.1 (Cell Saga #182) at 5 above 0, hand 2 cards, Life Deck 30. P2 defender, Life Deck 30, hand 0.",
 "Prepare Phase: P1 uses Android 18's 'When entering Combat as the attacker' power (keeps the top 6 in the same order).",
 "P1 looks at the top 6, puts them back, then draws 1: P1 hand 2 -> 3, Life Deck 30 -> 29. Then P2 draws 3 (Life Deck 30 -> 27).",
 "Specific Card Clarifications: Android 18 Lv.1 (Cell Saga #182); Phase 1: The Prepare Phase",
 Q("Treat her power as if it read, “When entering Combat as the attacker, look at the top 6","then draw a card.”"))
case('A',["Tapkar, the Fastest Lv.3 (World Games Saga #152)"],
 "P1 attacker declares Combat. P2 defender: MP Tapkar, the Fastest Lv.3 (his highest level; MP stack Lv.1-3) at 4 above 0, anger 0, hand 1, Life Deck 30, no personality powers used this turn.",
 "Prepare Phase: P2's Constant Combat Power when entering Combat as the defender, then P2's Prepare draw.",
 "P2 removes the top 8 life cards from the game (30 -> 22), draws 3 (hand 4, Life Deck 19), anger 0 -> 5: already at the highest level, Tapkar goes to his highest power stage (10 above 0) and anger is set to 0. Then P2 draws 3 for the Prepare Phase: hand 7, Life Deck 16.",
 "Specific Card Clarifications: Tapkar, the Fastest Lv.3 (World Games Saga #152); Anger",
 Q("If you are at your highest personality level and you have 5 or more anger","set your anger to 0."))
case('A',["Nappa Lv.1 (Saiyan Saga #176)","Raditz Lv.1 (Saiyan Saga #170)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat, hand Orange Focused Blast. P2 defender: MP Nappa Lv.1 (#176) at 1 above 0, has already used Saiyan Energy Deflection this Combat; Ally Raditz Lv.1 (#170) at 3 above 0, power not used; Life Deck 20.",
 "P1 plays Orange Focused Blast (energy attack doing 6 life cards). P2 puts Raditz in control of Combat (step 4) and uses Raditz's Saiyan Energy Deflection.",
 "Allowed: an Ally in control may use its power even though the MP already used its power this Combat. The damage is reduced to 2 life cards: P2 Life Deck 20 -> 18.",
 "Allies Taking Over Combat; Specific Card Clarifications: Raditz Lv.1 (Saiyan Saga #170)",
 Q("Once an Ally has taken control of Combat, it can use its card power","during the same Combat Step."))
case('A',["Android 18 Lv.1 (Cell Saga #182)","Nappa Lv.1 (Saiyan Saga #176)"],
 "P1 is the attacker entering Combat: MP Nappa Lv.1 (#176) at 5 above 0; Ally Android 18 Lv.1 (Cell Saga #182) at 3 above 0; hand 2, Life Deck 30. P2 defender Life Deck 30.",
 "Prepare Phase: P1 wants to use Android 18's 'When entering Combat as the attacker' power.",
 "Not allowed: Allies cannot use When entering Combat effects (they cannot be in control during the Prepare Phase). P1's hand stays 2 and Life Deck 30; P2 draws 3 (30 -> 27).",
 "Allies Taking Over Combat",
 Q("Allies cannot use \"When Entering Combat\" effects","during the Prepare Phase."))
case('A',["Nappa Lv.1 (Saiyan Saga #176)","Raditz Lv.1 (Saiyan Saga #170)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat, hand Orange Focused Blast. P2 defender: MP Nappa Lv.1 (#176) at 1 above 0, power unused; Ally Raditz Lv.1 at 3 above 0 in control of Combat for this attack; Life Deck 20.",
 "P1 plays Orange Focused Blast (6 life cards). With Raditz in control, P2 tries to use Nappa's (the MP's) Saiyan Energy Deflection.",
 "Refused: the MP's power cannot be used while an Ally is in control of Combat. P2 takes 6 life cards (20 -> 14).",
 "Power-Up Rating (PUR) / Personality Powers",
 Q("You cannot use your MP's power when an Ally is in control of Combat","and vice-versa."))

# ---------------- B: the turn and set-up ----------------
case('B',["Majin Buu, Evil Buu Lv.1 (Fusion Saga #010)","Goku Lv.1 (Saiyan Saga #158)"],
 "Set-up. P1 MP Majin Buu, Evil Buu Lv.1 (5 above 0 = 4,000,000: bracket E on the Fusion Saga table, F on Buu Saga table B). P2 MP Goku Lv.1 (Saiyan Saga #158) (5 above 0 = 900: bracket B on both tables). P1 claims to go first.",
 "Set-up steps 3-4.",
 "Both scouters at 5 above 0; no roll: P1 is in 'D' or higher and P2 in 'C' or lower at 5 above, so P2 goes first (same result on either table).",
 "How to Set Up a Game Step-by-Step, item 4 (D Bracket Rule)",
 Q("The only exception is if one player is in \"D\" or higher at 5 above","would go first."))
case('B',[],
 "Start of P1's turn 1 (Draw Step). P1: hand 0, Life Deck 20, discard pile (bottom to top) D1, D2. P2 Life Deck 20.",
 "P1 draws 3, plays nothing, does not declare Combat, discards down to 1 card (discards 2 of the 3 drawn cards, X1 and X2), then uses the Rejuvenation Step.",
 "P1 Life Deck 20 -> 17 after drawing; Combat was not declared, so in the Rejuvenation Step P1 places the top card of his discard pile (X2, the last discarded) face down at the bottom of his Life Deck: Life Deck 18, discard D1, D2, X1.",
 "Sequence of Play, step 7 Rejuvenation Step",
 Q("If you are the attacker and you did not declare Combat in the","at the bottom of your Life Deck."))
case('B',["Goku Lv.1 (Saiyan Saga #158)","Krillin Lv.1 (Saiyan Saga #167)"],
 "P1's turn, Non-Combat Step: P1 MP Goku Lv.1 (Saiyan Saga #158, PUR 1) at 5 above 0, no Tokui-Waza; hand Krillin Lv.1 (Saiyan Saga #167).",
 "P1 plays Krillin Lv.1 as an Ally in the Non-Combat Step, then the Power-Up Step.",
 "Krillin enters at 3 above 0; in the Power-Up Step Goku gains his PUR 1 (5 -> 6 above 0) and the Ally gains 1 (3 -> 4 above 0).",
 "Sequence of Play, steps 2-3 (Non-Combat Step, Power-Up Step)",
 Q("All of your Allies also power up in this step, but only by 1 power stage","regardless of any Ally's PUR."))
case('B',["Earth Dragon Ball 2 (Saiyan Saga #016)"],
 "P1's turn, Discard Step (Combat skipped). P1 hand: Earth Dragon Ball 2, X1, X2. P1 Life Deck 17. P2 hand 0.",
 "P1 keeps X1 and discards Earth Dragon Ball 2 and X2.",
 "X2 goes to the discard pile; Earth Dragon Ball 2 is not in play, so instead of the discard pile it goes face down to the bottom of P1's Life Deck (Life Deck 17 -> 18). Hand: X1.",
 "Dragon Balls: Discarding Dragon Balls",
 Q("When a Dragon Ball goes to the Discard Pile for **any** reason","at the bottom of your Life Deck."))
case('B',["Krillin Lv.1 (Saiyan Saga #167)","Krillin Lv.2 (Saiyan Saga #168)","Goku Lv.1 (Saiyan Saga #158)"],
 "P1's Non-Combat Step: MP Goku Lv.1 (level 1) at 5 above 0; Ally Krillin Lv.1 in play at 3 above 0; hand Krillin Lv.2.",
 "P1 plays Krillin Lv.2 on top of the Krillin Lv.1 Ally.",
 "Allowed (overlaying may exceed the MP's level): Krillin becomes Lv.2 at his highest power stage (10 above 0, 1,400).",
 "Allies: Overlaying Allies",
 Q("When you overlay, you set the Ally to his highest power stage on his next level.","exceed your Main Personality's level."))
case('B',["Red Knee Pick Drill (Saiyan Saga #128)","Red Coordination Drill (Saiyan Saga #144)"],
 "P1 attacker enters Combat with Red Knee Pick Drill in play; hand 1, Life Deck 20. P2 defender has Red Coordination Drill in play; hand 0, Life Deck 20.",
 "Prepare Phase; both players choose to use their 'may draw a card' Drills.",
 "P1 first: draws 1 (hand 2, Life Deck 19). Then P2 uses his When entering Combat effect: draws 1, then draws 3 for the Prepare Phase (hand 4, Life Deck 16).",
 "The Combat Step In Detail: Phase 1 (Prepare Phase); Red Knee Pick Drill; Red Coordination Drill",
 Q("1. **Use any \"When entering Combat\" effects on his cards in play.**","from the top of his Life Deck and put them into his hand."))
case('B',[],
 "P1's turn 1 ends (P1 did not declare Combat). P1 and P2 each hold 0 cards; P2 Life Deck 20.",
 "The Sequence of Play continues after P1's Rejuvenation Step.",
 "P1's turn ends and P2 becomes the attacker for turn 2: P2 draws 3 in his Draw Step (Life Deck 20 -> 17, hand 3).",
 "The Sequence of Play for One Complete Turn (end of the turn)",
 Q("When you have completed the Sequence of Play, your turn ends.","as the attacker."))
case('B',["Earth Dragon Ball 4 (Saiyan Saga #076)"],
 "P1's Non-Combat Step: P1 anger 1; hand Earth Dragon Ball 4; no Dragon Balls in play.",
 "P1 plays Earth Dragon Ball 4.",
 "Placed in play and used at once: P1's anger 1 -> 3.",
 "Specific Card Clarifications: Earth Dragon Ball 4 (Saiyan Saga #76)",
 Q("When this card is placed in play, increase your Main Personality's anger 2 levels.","anger 2 levels."))
case('B',["Earth Dragon Ball 3 (Saiyan Saga #075)"],
 "P1's Non-Combat Step: hand Earth Dragon Ball 3 only; Life Deck 20; discard pile (bottom to top) D1, D2.",
 "P1 plays Earth Dragon Ball 3 (Draw 3 cards and place the top card of your discard pile at the bottom of your Life Deck).",
 "Used right after it is played: P1 draws 3 (hand 3, Life Deck 17) and D2 goes to the bottom of the Life Deck (Life Deck 18, discard D1).",
 "Sequence of Play, step 2 Non-Combat Step (Dragon Balls used on play)",
 Q("If you play a Dragon Ball, you do what it tells you to right after you play it","right after you play it"))
case('B',["Earth Dragon Ball 5 (Saiyan Saga #077)","Orange Joint Restraint Drill (Saiyan Saga #151)","Goku Lv.1 (Saiyan Saga #158)","Goku Lv.2 (Saiyan Saga #159)"],
 "P1's Non-Combat Step: MP Goku Lv.1 at 3 above 0 (stack Lv.1-3), anger 3, Orange Joint Restraint Drill in play; hand Earth Dragon Ball 5; discard pile at least 2 cards; Life Deck 20.",
 "P1 plays Earth Dragon Ball 5 (raise a personality to its highest stage, raise anger 2, draw 2, 2 from discard to bottom of Life Deck).",
 "Anger 3 -> 5: Goku immediately advances to Lv.2, set at its highest power stage (10 above 0), and the Orange Joint Restraint Drill is discarded from play (no Drills in play afterwards).",
 "Advancing your Main Personality: Anger",
 Q("Whenever a player has 5 or more anger, that player's Main Personality immediately advances","discards any Drills they have in play."))

# ---------------- C: victory conditions ----------------
case('C',["Goku's Surprise Attack (Saiyan Saga #024)"],
 "P1 attacker in Combat, hand Goku's Surprise Attack. P2 defender: MP at 0 power stages above 0, Life Deck 3, no Allies, no stops.",
 "P1 plays Goku's Surprise Attack (physical attack doing 5 power stages). P2 takes it.",
 "P2 is at his lowest stage, so the 5 power stages convert to life cards: the 3rd card empties the Life Deck and P1 wins at that instant by Survival Victory.",
 "How To Win: 1) Survival Victory",
 Q("Your opponent discards one card from his Life Deck for each power stage of damage taken","at their lowest power stage."))
case('C',["Baba's Energy Blast (Saiyan Saga #225)","Earth Dragon Ball 1 (Saiyan Saga #015)"],
 "P1's Attack Phase in Combat, Baba's Energy Blast in play. P2 Life Deck exactly 3 cards: L1, Earth Dragon Ball 1, L2 (top first); P2 controls no Dragon Balls.",
 "P1 uses Baba's Energy Blast (your opponent discards 3 cards from his Life Deck).",
 "It is a card effect, not damage, so the Dragon Ball counts as one of the 3 discarded (no 4th card): L1 and L2 go to the discard pile; Earth Dragon Ball 1 (not in play) goes face down to the bottom of the Life Deck. P2's Life Deck holds 1 card, so nobody wins yet.",
 "Discarding Dragon Balls When Losing Life Cards for Effects; Discarding Dragon Balls",
 Q("When you discard life cards that are NOT a result of damage from an attack","count as cards discarded for that effect."))
case('C',["Earth Dragon Ball Combat (Saiyan Saga #189)","Earth Dragon Ball 7 (Saiyan Saga #187)"],
 "P1's turn 1, Combat: P1 controls Earth Dragon Balls 1-6; P2 controls Earth Dragon Ball 7. P1 hand Earth Dragon Ball Combat. Both Life Decks 30.",
 "P1's Earth Dragon Ball Combat succeeds and P1 captures Earth Dragon Ball 7. Nothing else captures it; P2 plays his turn 2 without Combat; P1's turn 3 begins.",
 "No win at the capture; at the beginning of P1's next turn as the Attacker (turn 3) P1 still controls all 7: P1 wins by Dragon Ball Victory.",
 "Dragon Balls; How To Win: 2) Dragon Ball Victory",
 Q("if you acquire the 7th Dragon Ball by capturing it","as the Attacker to win."))
case('C',["Earth Dragon Ball 7 (Saiyan Saga #187)"],
 "P1 attacker in Combat, controls Earth Dragon Balls 1-6; P2 controls Earth Dragon Ball 7; P2 Life Deck 20. P1 hand: an energy attack that states no damage (Base Damage 4 life cards).",
 "P1's energy attack is successful and deals 4 life cards. P1 asks to capture Earth Dragon Ball 7.",
 "Refused: a Life Card Capture needs 5 or more life cards of damage; P2 discards 4 (20 -> 16) and keeps Earth Dragon Ball 7.",
 "Capturing Dragon Balls: Life Card Capture; Battle Sequence step 14",
 Q("If your successful attack forces your opponent to discard 5 life cards of damage or more","currently in play."))
case('C',["Yamcha Lv.1 (Saiyan Saga #084)","Earth Dragon Ball 3 (Saiyan Saga #075)"],
 "P1 attacker in Combat: MP at 0 above 0; Ally Yamcha Lv.1 at 3 above 0 in control of Combat. P2 controls Earth Dragon Ball 3; Life Deck 20.",
 "P1 uses Yamcha's power (energy attack doing 2 life cards). P2 takes it; P1 chooses the Personality Capture.",
 "Allowed: Yamcha is a listed Ally and the successful attack deals life cards, so P1 captures Earth Dragon Ball 3 instead of dealing damage: P2's Life Deck stays 20.",
 "Capturing Dragon Balls: Personality Capture Rule",
 Q("When some Allies perform attacks that do life cards of damage, they can choose to capture","Tien, and Yamcha."))
case('C',["Tapkar, the Speedy Lv.2 (World Games Saga #151)","Tapkar, the Fastest Lv.3 (World Games Saga #152)"],
 "P1 attacker declares Combat. P2 defender: MP Tapkar, the Speedy Lv.2 (stack Lv.1-3) at 5 above 0, anger 1, Life Deck 30, no powers used this turn. P1's MP is also a 3-level MP at level 1.",
 "Prepare Phase: Tapkar Lv.2's power (remove top 6 from the game, draw 3, raise anger 4).",
 "Anger 1 -> 5: Tapkar advances to Lv.3 at his highest stage (Drills discarded). P2 does not win by Most Powerful Personality: Tapkar Lv.3 cannot win that way.",
 "Specific Card Clarifications: Tapkar, the Fastest Lv.3 (World Games Saga #152); Most Powerful Personality Victory",
 Q("\"(You cannot win with the Most Powerful Personality Victory.) Constant","remove the top 8 cards"))
case('C',["Chiaotzu Lv.2 (Saiyan Saga #105)","Where There's Life There's Hope (Trunks Saga #157)"],
 "P1 attacker in Combat: MP Chiaotzu Lv.2 in control; P1 has Where There's Life There's Hope in play.",
 "P1 uses Chiaotzu's power as MP (he is removed from the game and P1 loses); P1 then tries to use Where There's Life There's Hope.",
 "Refused: the card cannot be used when a card effect is specifically making you lose the game. P1 loses; P2 wins.",
 "Specific Card Clarifications: Where There's Life, There's Hope (Trunks Saga #157); Chiaotzu Lv.2",
 Q("You cannot use this card if a card effect is specifically making you lose the game.","specifically making you lose the game."))
case('C',[],
 "P1 attacker declares Combat. P2 defender: Life Deck 2 cards, no When entering Combat effects.",
 "Prepare Phase: P2 must draw 3 cards.",
 "P2 draws the 2 cards; his Life Deck is empty, so P1 wins by Survival Victory at that instant.",
 "How To Win: 1) Survival Victory; Phase 1: The Prepare Phase",
 Q("You win the instant your opponent has no life cards in his Life Deck.","in the course of play."))
case('C',["Namek Dragon Ball 7 (Trunks Saga #114)","Earth Dragon Ball 6 (Saiyan Saga #186)"],
 "P1 controls Earth Dragon Balls 1-6 and a captured Namek Dragon Ball 7 (7 Dragon Balls, two sets). P2 controls Earth Dragon Ball 7.",
 "Does P1 win by Dragon Ball Victory?",
 "No: a Dragon Ball Victory needs all 7 Dragon Balls of the same set; P1 controls 6 Earth and 1 Namek, so no winner.",
 "How To Win: 2) Dragon Ball Victory",
 Q("You win the game the moment you control all 7 Dragon Balls of the same set.","of the same set."))

# ---------------- D: illegal plays ----------------
case('D',["Cell Jr. 1 Lv.1 (Cell Games Saga #094)","Goku Lv.1 (Saiyan Saga #158)"],
 "P1's Non-Combat Step: MP Goku Lv.1 (not Cell); hand Cell Jr. 1 Lv.1.",
 "P1 plays Cell Jr. 1 Lv.1 as an Ally.",
 "Refused: Cell Jr. personalities can be Allies only when the MP is Cell.",
 "Allies: Putting Allies into Play; Saibaimen / Cell Jr. Rule",
 Q("Cell Jr. personalities cannot be played as Allies unless the MP playing them is Cell.","is Cell."))
case('D',["Orange Joint Restraint Drill (Saiyan Saga #151)"],
 "P1's Non-Combat Step: Orange Joint Restraint Drill already in play; hand a second Orange Joint Restraint Drill.",
 "P1 plays the second Orange Joint Restraint Drill.",
 "Refused: with a Styled Drill in play you can only have 1 copy of that Drill in play.",
 "Drill Cards: Styled Drills",
 Q("If you have a Styled Drill in play, you can only have 1 copy of that Drill in play.","copy of that Drill in play."))
case('D',["Meditation Drill (Saiyan Saga #149)","Orange Joint Restraint Drill (Saiyan Saga #151)"],
 "P1's Non-Combat Step: Orange Joint Restraint Drill and one Meditation Drill in play; hand a second Meditation Drill.",
 "P1 plays the second Meditation Drill (a Freestyle Drill).",
 "Allowed: Freestyle Drills can be in play with Styled Drills, and several copies of a Freestyle Drill may be in play. P1 has 3 Drills in play.",
 "Drill Cards: Freestyle Drills; Styled Drills",
 Q("You can have multiple copies of a Freestyle Drill in play.","Freestyle Drill in play."))
case('D',["Saiyan City Destruction (Saiyan Saga #045)","Vegeta Lv.1 (Saiyan Saga #173)"],
 "P1's MP Vegeta Lv.1 (a Rogue) was declared a Hero at the start of the game. Saiyan City Destruction (Villains only) is in play; P1's Attack Phase in Combat.",
 "P1 uses Saiyan City Destruction.",
 "Refused: a Rogue declared a Hero cannot use 'Villains only' cards.",
 "Rogue Personalities",
 Q("If you declare your Rogue Personality to be a Hero at the start of the game","\"Villains only\" cards."))
case('D',["Saiyan Energy Defense (Saiyan Saga #092)","Krillin Lv.1 (Saiyan Saga #167)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat, hand Orange Focused Blast. P2 defender: MP Krillin Lv.1 (no Saiyan Heritage) in control of Combat, hand Saiyan Energy Defense, Life Deck 20.",
 "P1 plays Orange Focused Blast (6 life cards). P2 plays Saiyan Energy Defense to stop it.",
 "Refused: Saiyan Energy Defense is Saiyan Heritage only and Krillin is not a Saiyan Heritage personality. P2 takes 6 life cards (20 -> 14).",
 "Specific Card Clarifications: Saiyan Energy Defense; Saiyan Heritage Personalities; \"___ only\" Cards",
 Q("You must have a personality in control of Combat that fits the “\\_\\_\\_\\_\\_ only” requirement in order to play","Combat card."))
case('D',["Krillin Lv.1 (Saiyan Saga #167)"],
 "P1 attacker, Combat Step, P1's Attack Phase; MP level 1; hand Krillin Lv.1.",
 "P1 plays Krillin Lv.1 from his hand as an Ally.",
 "Refused: Allies are placed into play during the Non-Combat Step by the Attacker, not in an Attack Phase.",
 "Allies: Putting Allies into Play",
 Q("Allies are placed into play during the Non-Combat Step by the Attacker for the turn","3 power stages above 0."))
case('D',["Orange Joint Restraint Drill (Saiyan Saga #151)"],
 "P1 attacker, Combat Step, P1's Attack Phase; hand Orange Joint Restraint Drill; no Drills in play.",
 "P1 plays Orange Joint Restraint Drill.",
 "Refused: Drills are played during the Non-Combat Step.",
 "Drill Cards",
 Q("Drills are also played during the Non-Combat Step.","during the Non-Combat Step."))
case('D',["Earth Dragon Ball 7 (Saiyan Saga #187)"],
 "P1 attacker in Combat, P1's Attack Phase; P1 hand Earth Dragon Ball 7; P2 anger 3.",
 "P1 places Earth Dragon Ball 7 in play from his hand, in place of an attack, to end Combat.",
 "Allowed by the card's ruling (a Dragon Ball in Combat): P2's anger is lowered 2 (3 -> 1) and Combat ends.",
 "Specific Card Clarifications: Earth Dragon Ball 7 (Saiyan Saga #187)",
 Q("The controlling player may place this card in play from his hand during Combat","to end Combat."))
case('D',["Blue Battle Drill (Trunks Saga Promo #P4)","Earth Dragon Ball 7 (Saiyan Saga #187)"],
 "P1's Non-Combat Step. P2 has Blue Battle Drill in play. P1 hand Earth Dragon Ball 7.",
 "P1 plays Earth Dragon Ball 7.",
 "Refused: while Blue Battle Drill is in play (it affects all players and Dragon Balls) Earth Dragon Ball 7 cannot be placed into play.",
 "Specific Card Clarifications: Blue Battle Drill (Trunks Saga #P4)",
 Q("This Drill affects Dragon Balls (i.e. you cannot place **Earth Dragon Ball 7** into play while this Drill is in play). This Drill affects all players.","affects all players."))
case('D',["Hero Advantage (Saiyan Saga #195)","Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker declares Combat. P2 defender: MP Goku Lv.1 (Hero), Hero Advantage in play, discard pile 2 cards, Life Deck 20.",
 "Prepare Phase: P2 uses Hero Advantage (instead of drawing 3, draw the top 3 of the discard pile).",
 "Refused: there are not enough cards in the discard pile (2 < 3), so the card cannot be used; P2 draws 3 from his Life Deck (20 -> 17).",
 "Specific Card Clarifications: Hero Advantage (Saiyan Saga #195)",
 Q("If there are not enough cards in the discard pile, this card cannot be used.","cannot be used."))

# ---------------- E: which rule decides ----------------
case('E',["Goku's Surprise Attack (Saiyan Saga #024)","Orange Joint Restraint Drill (Saiyan Saga #151)","Blue Breakfall Drill (Saiyan Saga #145)"],
 "P1 attacker with Orange Joint Restraint Drill in play, hand Goku's Surprise Attack. P2 defender: MP at 6 above 0, Blue Breakfall Drill in play, Life Deck 20, no Allies.",
 "P1 plays Goku's Surprise Attack (5 power stages). P2 takes it.",
 "Base 5, modifiers +4 and -2 at step 10 = 7 power stages: P2's MP 6 -> 0 and the 1 left over converts to 1 life card (20 -> 19).",
 "Battle Sequence steps 9-10, 12-13; Orange Joint Restraint Drill; Blue Breakfall Drill",
 Q("10) Add and/or subtract any modifiers","to the Base Damage."))
case('E',["Red Reading Drill (Saiyan Saga #140)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat, hand two Orange Focused Blast. P2 defender: Red Reading Drill in play, Life Deck 30, passes his own Attack Phase.",
 "P1 plays Orange Focused Blast (6 life cards), P2 uses Red Reading Drill; P2 passes; P1 plays the second Orange Focused Blast and P2 tries Red Reading Drill again.",
 "First attack: 6 - 1 = 5 (30 -> 25). Second: the Drill is once per Combat, so full 6 (25 -> 19).",
 "Specific Card Clarifications: Red Reading Drill (Saiyan Saga #140)",
 Q("Once per Combat, you may take 1 less life card of damage from any attack.\"","from any attack.\""))
case('E',["Yajirobe's Gifting Drill (Frieza Saga #063)","Black Fore Fist Punch (Saiyan Saga #065)"],
 "P1 attacker in Combat, hand Black Fore Fist Punch. P2 defender: MP at 5 above 0, Yajirobe's Gifting Drill in play, Life Deck 20, no Allies.",
 "P1 plays Black Fore Fist Punch (6 life cards; if successful opponent loses 3 power stages). P2 takes it.",
 "Damage reduced by 1 life card: P2 discards 5 (20 -> 15). The if-successful loss is not damage and is not reduced: MP 5 -> 2 above 0.",
 "Specific Card Clarifications: Yajirobe's Gifting Drill (Frieza Saga #63)",
 Q("Reduce the damage from all attacks performed against you by 1 power stage or 1 life card of damage.","life card of damage."))
case('E',["Energy Empowerment Drill (Babidi Saga #051)","Trunks Lv.1 (Frieza Saga Promo #P14)"],
 "P1 attacker with Energy Empowerment Drill in play (all your energy attacks do a minimum of 6 life cards after modifiers); hand an energy attack that states no damage. P2 defender: MP Trunks Lv.1 HT (Frieza Saga Promo #P14) in control, Life Deck 20.",
 "P1 performs the energy attack (4 life cards, raised to 6 by the Drill). P2 takes it.",
 "The Drill does not get around damage caps: Trunks' Constant Combat Power caps it at 2 life cards (20 -> 18).",
 "Specific Card Clarifications: Energy Empowerment Drill (Babidi Saga #51); Trunks Lv.1 HT; Damage Caps",
 Q("This card does NOT get around damage caps","damage from the attack)."))
case('E',["Energy Empowerment Drill (Babidi Saga #051)","Vegeta Lv.1 (Saiyan Saga #173)"],
 "P1 attacker with Energy Empowerment Drill in play; hand an energy attack that states no damage. P2 defender: MP Vegeta Lv.1 (#173) in control, power unused, Life Deck 20.",
 "P1 performs the energy attack; P2 uses Saiyan Energy Deflection (reduce the damage to 2 life cards).",
 "The Drill gets around defensive powers that reduce damage: the attack still does 6 life cards (20 -> 14).",
 "Specific Card Clarifications: Energy Empowerment Drill (Babidi Saga #51)",
 Q("This card does get around defensive powers that reduce the damage","from Saiyan Saga."))
case('E',["Fall 7 times, get up 8 times (Saiyan Saga #030)","Orange Focused Blast (Cell Saga #004)"],
 "P1 attacker in Combat, hand Orange Focused Blast. P2 defender: Fall 7 times, get up 8 times in play (physical Defense Shield), Life Deck 20, no stops.",
 "P1 plays Orange Focused Blast (energy, 6 life cards). P2 does not stop it.",
 "The shield stops only the first unstopped physical attack, so it is not activated: P2 takes 6 (20 -> 14) and the card stays in play.",
 "Specific Card Clarifications: Fall 7 Times, Get Up 8 Times; Battle Sequence step 7",
 Q("Stops the first unstopped physical attack performed against you this Combat.","this Combat."))
case('E',["Straining Energy Move (Frieza Saga #022)"],
 "P1 attacker in Combat, hand Straining Energy Move, Life Deck 20, MP at 5 above 0. P2 defender Life Deck 20, has attack cards in hand.",
 "P1 plays Straining Energy Move (energy attack that costs 1 life card; if successful, end Combat). P2 takes it.",
 "Cost: 1 life card (P1 20 -> 19), no power stages. Base Damage 4 life cards (no amount stated): P2 20 -> 16. Then Combat ends: P2 gets no Attack Phase. The card is removed from the game.",
 "Battle Sequence step 9 (energy attack stating no damage); Straining Energy Move ruling",
 Q("If an energy attack does not state the amount of damage it does, the Base Damage is 4 life cards.","4 life cards."))
case('E',["Kid Trunks Lv.1 (Majin Buu Saga #169)","Mother's Touch (Saiyan Saga #090)"],
 "P1 attacker in Combat: MP Kid Trunks Lv.1 (#169) at 5 above 0. P2 defender: hand Mother's Touch, Life Deck 20.",
 "P1 uses Kid Trunks' power (Focused energy attack doing 3 life cards). P2 plays Mother's Touch (stops a physical or energy attack).",
 "Mother's Touch stops both kinds, so it cannot stop a Focused attack: the attack is successful, P2 takes 3 (20 -> 17); Mother's Touch is still used (removed from the game).",
 "Keywords: Focused",
 Q("If a card has the ability to stop or prevent damage from both physical and energy attacks, then that card cannot stop","focused attack."))
case('E',["Kid Trunks Lv.1 (Majin Buu Saga #169)","Saiyan Energy Defense (Saiyan Saga #092)","Goku Lv.1 (Saiyan Saga #158)"],
 "P1 attacker in Combat: MP Kid Trunks Lv.1 (#169) at 5 above 0. P2 defender: MP Goku Lv.1 (Saiyan Heritage) in control, hand Saiyan Energy Defense, Life Deck 20.",
 "P1 uses Kid Trunks' power (Focused energy attack doing 3 life cards). P2 plays Saiyan Energy Defense (stops an energy attack).",
 "Saiyan Energy Defense stops only energy attacks, so Focused does not protect the attack: stopped, no damage (Life Deck 20), and the if-successful effect (+2 life cards for the rest of Combat) does not happen.",
 "Keywords: Focused (only cards that stop both kinds are shut out)",
 Q("A focused attack cannot be stopped or prevented by cards that have the ability to stop or prevent damage from both physical and energy attacks","or by Defense Shields."))

assert len(C)==48, len(C)
out={'dev':[], 'test':[]}
for i,c in enumerate(C,1):
    d=dict(id='J%03d'%i, **c)
    out['dev' if i%2 else 'test'].append(d)
with open(HERE+'/cases.jsonl','w') as f:
    for i,c in enumerate(C,1): f.write(json.dumps(dict(id='J%03d'%i, **c), ensure_ascii=False)+'\n')
for h in out:
    with open(HERE+f'/{h}/cases.jsonl','w') as f:
        for d in out[h]: f.write(json.dumps(d, ensure_ascii=False)+'\n')
print({k:len(v) for k,v in out.items()})
