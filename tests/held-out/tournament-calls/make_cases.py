"""Writes the 48 cases (T001..T048) and splits them by id parity: odd -> dev, even -> test."""
import json, os
ROOT = '/work/main'
HERE = os.path.dirname(os.path.abspath(__file__))
CRD = 'crd/crd-3.0.0.md'
_cache = {}
def text(f):
    if f not in _cache: _cache[f] = open(os.path.join(ROOT, f), encoding='utf-8').read()
    return _cache[f]
def q(start, end=None, f=CRD, after=None):
    t = text(f); i = t.index(start, t.index(after) if after else 0)
    if f != CRD and end is None: return start
    if end is None:
        j = t.index('\n', i); s = t[i:j]
    else:
        j = t.index(end, i); s = t[i:j + len(end)]
    if len(s) > 300:
        k = max(s.rfind('. ', 0, 300), s.rfind('.” ', 0, 298) + 1)
        s = s[:k + 1]
        print('cut', start[:40], len(s))
    assert 0 < len(s) <= 300, (start, len(s))
    return s
C = []
def case(topic, cards, board, play, expected, rule, quote, quote_file=CRD):
    C.append(dict(id=f'T{len(C)+1:03d}', topic=topic, cards=cards, board=board, play=play, expected=expected,
                  rule=rule, quote=quote, quote_file=quote_file))

# ---------------- A: personalities' and Allies' powers ----------------
case('A', ['Nappa Lv.3 (Saiyan Saga #178)', 'Black Bear Hug Drill (Saiyan Saga #131)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Kid Trunks Lv.2 (Majin Buu Saga #170) at 5 above 0 (1,080,000: bracket C), anger 0, Black Bear Hug Drill in play, hand Orange Standing Fist Punch. P2 defender: MP Nappa Lv.3 at 8 above 0 (12,500: bracket B), power not used this turn, Life Deck 20.',
 'P1 plays Orange Standing Fist Punch (physical attack; raise card user\'s anger 1). P2 defends with Nappa Lv.3\'s power.',
 'P1 anger 0 -> 1 (secondary effect). Damage would be PAT C vs B = 2 +2 (Black Bear Hug Drill) = 4 power stages, but Nappa Lv.3\'s power reduces it to 2 power stages: Nappa 8 -> 6; Life Deck stays 20.',
 'Specific Card Clarifications: Nappa Lv.3 (Saiyan Saga #178); Black Bear Hug Drill (Saiyan Saga #131)',
 q('**Nappa Lv.3** (Saiyan Saga - #178)'))
case('A', ['Saibaimen Lv.3 (Saiyan Saga #245)', 'Red Pressure Point Drill (Saiyan Saga #148)', 'Red Energy Suspension (Frieza Saga #004)'],
 'P1 attacker: MP Uub Lv.1 (Kid Buu Saga #086) at 5 above 0, Red Pressure Point Drill in play, hand Red Energy Suspension. P2 defender: MP Frieza, The Cyborg Lv.3 (Trunks Saga #163) at 1 above 0; Ally Saibaimen Lv.3 at 3 above 0, which P2 puts in control of Combat; Life Deck 30.',
 'P1 plays Red Energy Suspension (energy attack doing 5 life cards). P2 puts Saibaimen in control and uses its power (Saiyan Energy Deflection) to defend.',
 'P1 pays the default 2 power stages (5 -> 3). 5 +1 (Red Pressure Point Drill) = 6 life cards, reduced by the Ally-in-control Saibaimen Lv.3\'s power to 2 life cards: P2 Life Deck 30 -> 28.',
 'Specific Card Clarifications: Saibaimen Lv.3 (Saiyan Saga #245); Allies Taking Over Combat',
 q('**Saibaimen Lv.3** (Saiyan Saga - #245)'))
case('A', ['Trunks, the Hero Lv.4 (Trunks Saga #150)', 'Saiyan Hurricane Kick (Majin Buu Saga #104)'],
 'Turn of P1 (P1 is the Attacker for the turn and has the first Attack Phase): P1 MP Trunks, the Hero Lv.4 at 5 above 0 (1,050,000: C), Life Deck 20. P2: MP Kid Trunks Lv.2 (Majin Buu Saga #170) at 5 above 0 (1,080,000: C), hand Saiyan Hurricane Kick.',
 'P1 passes his first Attack Phase. In P2\'s Attack Phase P2 plays Saiyan Hurricane Kick (physical attack doing +3 power stages; does not discard to keep it). P1 takes it.',
 'Trunks\' Constant Combat Power works only during his opponent\'s turn; this is P1\'s own turn, so the damage is not reduced: PAT C vs C = 1 +3 = 4 power stages: Trunks 5 -> 1. Saiyan Hurricane Kick is removed from the game.',
 'Specific Card Clarifications: Trunks, the Hero Lv.4 (Trunks Saga #150)',
 q('**Trunks, the Hero Lv.4** (Trunks Saga - #150)'))
case('A', ['Garlic Jr. Lv.1 (Trunks Saga #176)', 'Hyperbolic Time Chamber (Android Saga #043)', 'Orange Energy Blast (Trunks Saga #001)'],
 'Hyperbolic Time Chamber in play (All energy attacks do +1 life card of damage). P1 attacker: MP any at 5 above 0, hand Orange Energy Blast. P2 defender: MP Garlic Jr. Lv.1 (Trunks Saga #176) at 5 above 0, Life Deck 30.',
 'P1 plays Orange Energy Blast (energy attack doing 5 life cards). P2 takes it.',
 'P1 pays 2 power stages (5 -> 3). 5 +1 (Hyperbolic Time Chamber) = 6 life cards, reduced by 2 by Garlic Jr. Lv.1\'s Constant Combat Power: 4 life cards: P2 Life Deck 30 -> 26.',
 'Specific Card Clarifications: Garlic Jr. Lv.1 (Trunks Saga #176)',
 q('**Garlic Jr. Lv.1** (Trunks Saga - #176)'))
case('A', ['Chi-Chi Lv.1 (Saiyan Saga #086)', 'Goku, the Hero Lv.1 (Cell Saga #161)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP any at 5 above 0, anger 0, hand Orange Standing Fist Punch. P2 defender: MP Goku, the Hero Lv.1 at 6 above 0 (not in his bottom 2 stages), Ally Chi-Chi Lv.1 at 3 above 0 (power not used this turn), Life Deck 20.',
 'P1 plays Orange Standing Fist Punch at Goku. P2 uses Chi-Chi\'s power to stop it.',
 'Allowed although the MP is not at 0 or 1 above 0: Chi-Chi stops the physical attack against Goku. Goku stays at 6, P2 Life Deck stays 20. The secondary effect still resolves: P1 anger 0 -> 1.',
 'Specific Card Clarifications: Chi-Chi Lv.1 (Saiyan Saga #86)',
 q('**Chi-Chi Lv.1** (Saiyan Saga - #86)'))
case('A', ['Tapkar Lv.1 (World Games Saga #150)', 'Tapkar, the Speedy Lv.2 (World Games Saga #151)', 'Orange Energy Drill (Saiyan Saga #142)'],
 'P1 attacker declares Combat (no When entering Combat effects). P2 defender: MP Tapkar Lv.1 / Tapkar, the Speedy Lv.2 / Tapkar, the Fastest Lv.3, at level 1, 4 above 0, anger 2, no personality power used this turn, Orange Energy Drill in play, hand 0, Life Deck 30.',
 'Prepare Phase: P2 uses Tapkar Lv.1\'s When entering Combat as the defender power, then draws his 3 cards.',
 'Tapkar removes the top 4 life cards from the game (30 -> 26), draws 2 (-> 24, hand 2) and raises anger 2 -> 5: Tapkar advances to Lv.2 at its highest power stage (10 above 0) and Orange Energy Drill is discarded. Then P2 draws 3: Life Deck 21, hand 5.',
 'Specific Card Clarifications: Tapkar Lv.1 (World Games Saga #150); Advancing your Main Personality - Anger',
 q('**Tapkar Lv.1** (World Games Saga - #150)'))
case('A', ['King Cold Lv.1 (Trunks Saga #188)', 'Cutting the Tail (Saiyan Saga #200)'],
 'P1 attacker: MP any, hand exactly one card, Cutting the Tail; Life Deck 20. P2 defender: MP King Cold Lv.1 (Trunks Saga #188), Life Deck 20, hand 0.',
 'P1 declares Combat; in the Prepare Phase P2 uses King Cold Lv.1\'s When entering Combat as the defender power, then draws 3.',
 'The random card is the only card, Cutting the Tail: it goes on top of P1\'s Life Deck (P1 hand 0, Life Deck 21, top card Cutting the Tail). P2 then draws 3 (Life Deck 17, hand 3).',
 'Specific Card Clarifications: King Cold Lv.1 (Trunks Saga #188)',
 q('**King Cold Lv.1** (Trunks Saga - #188)'))
case('A', ['Yamcha Lv.2 (Saiyan Saga #085)', 'Red Energy Disk Blasting (Frieza Saga #006)'],
 'P1 attacker: MP Yamcha Lv.2 at 6 above 0. P2 defender: MP any at 5 above 0, Life Deck 20, hand Red Energy Disk Blasting.',
 'AP1: P1 uses Yamcha\'s Solar Flare (energy attack, no damage or cost stated); P2 takes it. AP2 is P2\'s. AP3: P1 passes. Then P2 plays Red Energy Disk Blasting.',
 'Solar Flare costs 2 power stages (6 -> 4) and does 4 life cards (P2 20 -> 16). P2\'s next Attack Phase is skipped; the skip is not a pass, so P1\'s pass in AP3 does not end Combat: P2 gets the following Attack Phase and may attack with Red Energy Disk Blasting.',
 'Specific Card Clarifications: Yamcha Lv.2 (Saiyan Saga #85); Skipping Attack Phases',
 q('**Yamcha Lv.2** (Saiyan Saga - #85)'))
case('A', ['Vegeta, the Celestial Lv.1 (Fusion Saga Promo #P7)', 'Blue Off-Balancing Opponent Drill (Saiyan Saga #125)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Vegeta, the Celestial Lv.1 at 5 above 0 (1,450,000: C), no Tokui-Waza, Blue Off-Balancing Opponent Drill in play, hand Orange Standing Fist Punch. P2 defender: MP Nappa Lv.1 (Saiyan Saga #176) at 7 above 0 (3,200: B).',
 'P1 plays Orange Standing Fist Punch; P2 takes it.',
 'PAT C vs B = 2, +1 (Vegeta, the Celestial\'s Constant Combat Power) +1 (Blue Off-Balancing Opponent Drill) = 4 power stages: Nappa 7 -> 3. P1 anger 0 -> 1.',
 'Specific Card Clarifications: Vegeta, the Celestial Lv.1 (Fusion Saga #P7); Blue Off-Balancing Drill (Saiyan Saga #125); Modified Damage',
 q('All of your physical attacks do +1 power stages of damage.', after='**Vegeta, the Celestial Lv.1** (Fusion Saga - #P7)'))
case('A', ['Jeice Lv.1 (Frieza Saga #037)', "Namekian Pikkon's Defense (World Games Saga #078)"],
 'P1 attacker: MP Jeice Lv.1 at 5 above 0, Life Deck 20. P2 defender: MP any, Life Deck 20, hand Namekian Pikkon\'s Defense.',
 'P1 uses Jeice\'s power (energy attack doing 5 life cards; if stopped, opponent discards 2 life cards). P2 stops it with Namekian Pikkon\'s Defense.',
 'Jeice pays the default 2 power stages (5 -> 3). The attack is stopped (no damage), but its "if stopped" effect makes P2 discard 2 life cards: P2 Life Deck 20 -> 18. Namekian Pikkon\'s Defense is removed from the game.',
 "Specific Card Clarifications: Jeice Lv.1 (Frieza Saga #37); Namekian Pikkon's Defense (World Games Saga #78)",
 q('**Jeice Lv.1** (Frieza Saga - #37)'))

# ---------------- B: Dragon Balls ----------------
case('B', ['Dende Dragon Ball 3 (Cell Saga #073)', 'Dende Dragon Ball 5 (Cell Saga #075)', 'Red Energy Disk Blasting (Frieza Saga #006)'],
 'P1 attacker: MP any at 5 above 0, hand Red Energy Disk Blasting. P2 defender: MP any; his Life Deck holds only Dende Dragon Ball 3 and Dende Dragon Ball 5 (neither in play).',
 'P1 plays Red Energy Disk Blasting (5 life cards); P2 takes it.',
 'Every card P2 flips is a Dragon Ball not in play, which goes to the bottom of his Life Deck and does not count: a Dragon Ball Loop. P2 loses; P1 wins, and it counts as a Survival Victory.',
 'Discarding Dragon Balls: Dragon Ball Loop',
 q('If you get caught in a Dragon Ball Loop, you lose the game.', after='**Dragon Ball Loop**'))
case('B', ['Dying Planet (Android Saga #096)', 'Alt. Namek Dragon Ball 3 (Kid Buu Saga #003)', 'Saiyan Energy Orb (Cell Saga #014)'],
 'Battleground Dying Planet in play. P1 attacker: MP any at 5 above 0, hand Saiyan Energy Orb. P2 defender: Life Deck top L1, Alt. Namek Dragon Ball 3, L2, L3, L4, L5, then 20 unknown (26); no Dragon Balls in play.',
 'P1 plays Saiyan Energy Orb (energy attack doing 5 life cards); P2 takes it.',
 'The Dragon Ball flipped does not count as damage and goes to the bottom of P2\'s Life Deck (it is not a non-Dragon Ball card). The 5 life cards L1-L5 go to the removed-from-the-game pile instead of the discard pile (Dying Planet), and so does Saiyan Energy Orb after use. P2 Life Deck 26 -> 21, discard pile empty, Alt. Namek Dragon Ball 3 at its bottom.',
 'Discarding Dragon Balls when Taking Life Cards of Damage; card text of Dying Planet (Android Saga #096)',
 q('Dragon Ball cards do not count as damage when you discard them'))
case('B', ['Alt. Earth Dragon Ball 3 (Cosmic Anthology #CA27)', 'Red Pressure Point Drill (Saiyan Saga #148)', 'Red Energy Suspension (Frieza Saga #004)'],
 'P1 attacker: MP any at 5 above 0, Red Pressure Point Drill in play, hand Red Energy Suspension. P2 defender: controls Alt. Earth Dragon Ball 3 (his only Dragon Ball in play), Life Deck 30.',
 'P1 plays Red Energy Suspension (5 life cards); P2 takes it; P1 wants to capture Alt. Earth Dragon Ball 3.',
 '5 +1 = 6 life cards: P2 Life Deck 30 -> 24. No capture: while P2 controls Alt. Earth Dragon Ball 3, an attack must deal 7 or more life cards of damage to capture a Dragon Ball; P2 keeps it.',
 'Card text of Alt. Earth Dragon Ball 3 (Cosmic Anthology #CA27); Capturing Dragon Balls - Life Card Capture',
 q("your opponent's attacks need to deal 7 or more life cards of damage to capture a Dragon Ball instead of 5.", f='cards/score/cosmic-anthology.json'),
 'cards/score/cosmic-anthology.json')
case('B', ["Goku's Touch (Saiyan Saga #048)", 'Alt. Namek Dragon Ball 6 (Kid Buu Saga #093)', 'Saiyan Hurricane Kick (Majin Buu Saga #104)'],
 "P1 attacker: MP Goku, the Hero Lv.1 (Cell Saga #161) at 5 above 0 (725,000: C), Goku's Touch in play, hand Saiyan Hurricane Kick. P2 defender: MP Vegeta, the Powerful Lv.1 (Cell Saga #167) at 5 above 0 (525,000: B), controls Alt. Namek Dragon Ball 6, Life Deck 20.",
 "P1 plays Saiyan Hurricane Kick; P2 takes it. Right after, P1 uses Goku's Touch to capture Alt. Namek Dragon Ball 6 (choosing none of its powers).",
 "The attack is successful: PAT C vs B = 2 +3 = 5 power stages: Vegeta 5 -> 0 (no life cards). Goku's Touch then captures Alt. Namek Dragon Ball 6: P1 controls it (owner P2). Goku's Touch is removed from the game.",
 "Specific Card Clarifications: Goku's Touch (Saiyan Saga #48)",
 q("**Goku's Touch** (Saiyan Saga - #48)"))
case('B', ['Eyes of the Dragon (Saiyan Saga #157)', 'Alt. Dende Dragon Ball 1 (Majin Buu Saga #001)', 'Alt. Dende Dragon Ball 7 (Majin Buu Saga #122)', "Goku's Sudden Outburst (Frieza Saga #029)"],
 "P1 attacker: MP Goku, the Hero Lv.1 (Cell Saga #161) at 5 above 0, Eyes of the Dragon in play, hand Goku's Sudden Outburst, Alt. Dende Dragon Ball 1 somewhere in his Life Deck (20 cards). P2 defender: controls Alt. Dende Dragon Ball 7, Life Deck 20.",
 "P1 plays Goku's Sudden Outburst (5 life cards); P2 takes it. P1 then uses Eyes of the Dragon (use when needed) choosing Alt. Dende Dragon Ball 1 to search and Alt. Dende Dragon Ball 7 to capture.",
 "The energy attack is successful (5 life cards: P2 20 -> 15). Eyes of the Dragon: Alt. Dende Dragon Ball 1 is searched out of P1's Life Deck and placed in play, and P1 captures Alt. Dende Dragon Ball 7 from P2: P1 controls both.",
 'Specific Card Clarifications: Eyes of the Dragon (Saiyan Saga #157)',
 q('**Eyes of the Dragon** (Saiyan Saga - #157)'))
case('B', ["Mommy's Coming Dear (Frieza Saga #119)", 'Dende Dragon Ball 7 (Cell Saga #122)', 'Red Energy Disk Blasting (Frieza Saga #006)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 "P1 attacker: controls Dende Dragon Ball 7 (in play), hand Red Energy Disk Blasting and Orange Standing Fist Punch. P2 defender: MP Gohan Lv.1 (World Games Saga #169) (Hero), Mommy's Coming Dear in play, Life Deck 20.",
 "AP1: P1 plays Red Energy Disk Blasting; P2 uses Mommy's Coming Dear in defense. AP2: P2 passes. AP3: P1 plays Orange Standing Fist Punch.",
 "Both attacks are stopped (P2 Life Deck stays 20, Gohan not hurt). Because a Dragon Ball 7 (Dende Dragon Ball 7) is in play, Mommy's Coming Dear goes to P2's discard pile instead of being removed from the game.",
 "Specific Card Clarifications: Mommy's Coming Dear (Frieza Saga #119)",
 q('If a Dragon Ball 7 from any Dragon Ball set is in play, discard this card instead of removing it from the game.', after="**Mommy's Coming Dear** (Frieza Saga - #119)"))
case('B', ['Alt. Namek Dragon Ball 1 (Kid Buu Saga #001)', 'Orange Energy Drill (Saiyan Saga #142)'],
 'Turn 1, P1\'s Non-Combat Step. P1: MP Chapuchai Lv.1 / the Tiny Lv.2 / the Tenacious Lv.3 at level 1, 5 above 0, anger 3, Orange Energy Drill in play, hand Alt. Namek Dragon Ball 1 and H1, Life Deck top L1, L2, ... (20). P2: anger 1.',
 'P1 plays Alt. Namek Dragon Ball 1 (Draw cards until you have 3 cards in your hand. Raise your anger 2 levels. Lower your opponent\'s anger 2 levels.).',
 'Its effects happen at once: P1 draws L1, L2 (hand H1, L1, L2; Life Deck 18); anger 3 -> 5, so Chapuchai advances to Lv.2 at his highest power stage (10 above 0) and Orange Energy Drill is discarded; P2 anger 1 -> 0 (as far as it can go).',
 'The Sequence of Play - 2) Non-Combat Step (Dragon Balls); Advancing your Main Personality - Anger',
 q('Whenever a player has 5 or more anger, that player'))
case('B', ['Alt. Dende Dragon Ball 6 (Majin Buu Saga #121)', 'Krillin, the Husband Lv.2 (World Games Saga #134)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Vegeta Lv.2 (Trunks Saga #195) at 5 above 0 (550,000: B), hand Orange Standing Fist Punch. P2 defender: MP Goku Lv.2 (Trunks Saga #192) at 4 above 0 (700,000: C), Ally Krillin, the Husband Lv.2 at 3 above 0 (300,000: B); P2 controls Alt. Dende Dragon Ball 6.',
 'P1 plays Orange Standing Fist Punch. At step 4 P2 puts Krillin in control of Combat; P2 takes the attack.',
 'Allowed: while P2 controls Alt. Dende Dragon Ball 6 his Allies may take control when the MP is at 4 above 0 or lower. The PAT uses Krillin\'s rating: B vs B = 1 power stage: Krillin 3 -> 2 (Goku stays 4).',
 'Card text of Alt. Dende Dragon Ball 6 (Majin Buu Saga #121); Allies Taking Over Combat',
 q('While you control this Dragon Ball, your Allies may take control of combat when your Main Personality is at 4 power stages above 0 or lower.', f='cards/score/majin-buu-saga.json'),
 'cards/score/majin-buu-saga.json')
case('B', ['Alt. Dende Dragon Ball 4 (Majin Buu Saga #039)', 'T-Rex Defense (Saiyan Saga #226)', 'Fortify Your Spirit (Saiyan Saga #031)', 'King Kai Training (Saiyan Saga #079)', 'Focusing Is Everything (Frieza Saga #122)'],
 'Turn 1, P1\'s Non-Combat Step. P1: MP at 4 above 0 (highest 10), one Non-Combat card in play, hand Alt. Dende Dragon Ball 4. P2: 4 Non-Combat cards in play: T-Rex Defense, Fortify Your Spirit, King Kai Training, Focusing Is Everything.',
 'P1 plays Alt. Dende Dragon Ball 4; P2 chooses to keep T-Rex Defense and Fortify Your Spirit.',
 'At once: P1\'s MP 4 -> 10 (highest stage). P2 has 3 or more Non-Combat cards in play and must discard all but 2: King Kai Training and Focusing Is Everything go to P2\'s discard pile; P2 keeps 2. P1 (1 Non-Combat card) discards nothing.',
 'Card text of Alt. Dende Dragon Ball 4 (Majin Buu Saga #039); The Sequence of Play - 2) Non-Combat Step',
 q('All players with 3 or more Non-Combat cards in play must discard all but 2 of their Non-Combat cards.', f='cards/score/majin-buu-saga.json'),
 'cards/score/majin-buu-saga.json')
case('B', ['Black Saving Drill (Cell Games Saga #038)', 'Black Style Mastery (Trunks Saga #145)', 'Alt. Namek Dragon Ball 5 (Kid Buu Saga #033)', 'Red Energy Suspension (Frieza Saga #004)', 'Red Pressure Point Drill (Saiyan Saga #148)'],
 'P1 attacker: MP any at 5 above 0, Red Pressure Point Drill in play, hand Red Energy Suspension. P2 defender: Black Tokui-Waza declared, Black Style Mastery in play, controls Alt. Namek Dragon Ball 5, Life Deck top L1, L2, Black Saving Drill (Endurance 2), L3, L4, L5, ... (30).',
 'P1 plays Red Energy Suspension (5 +1 = 6 life cards); P2 takes it and uses Black Saving Drill\'s Endurance 2 when it is flipped. P1 then wants to capture Alt. Namek Dragon Ball 5.',
 'L1, L2 are discarded; Black Saving Drill is removed from the game and counts as 1 plus prevents 2; L3 is the 6th. Only 3 cards were actually discarded (L1-L3), so no Life Card Capture: P2 keeps Alt. Namek Dragon Ball 5. P2 Life Deck 30 -> 26.',
 'Keywords - Endurance: More details about Endurance (Endurance can prevent a Dragon Ball Capture); Capturing Dragon Balls - Life Card Capture',
 q('**Endurance can prevent a Dragon Ball Capture.**'))

# ---------------- C: Drills, Non-Combat, Battlegrounds, Locations ----------------
case('C', ['Black Physical Drill (Saiyan Saga #143)', 'Black Bear Hug Drill (Saiyan Saga #131)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP at 5 above 0 (bracket B), hand Orange Standing Fist Punch. P2 defender: MP at 5 above 0 (bracket B) with Black Physical Drill and Black Bear Hug Drill both in play (same Style, allowed).',
 'P1 plays Orange Standing Fist Punch; P2 takes it.',
 'Black Physical Drill "cannot be used with other Black Drills in play" and Black Bear Hug Drill is one, so it does not reduce: PAT B vs B = 1 power stage: P2 5 -> 4.',
 'Specific Card Clarifications: Black Physical Drill (Saiyan Saga #143)',
 q('**Black Physical Drill** (Saiyan Saga - #143)'))
case('C', ["Guldo's Time Freeze Drill (Frieza Saga #055)", "Gohan's Stomp (Frieza Saga #114)"],
 "P1 attacker: MP Gohan Lv.1 (World Games Saga #169) (Hero) at 5 above 0, hand Gohan's Stomp. P2 defender: MP Guldo Lv.1 (Frieza Saga #045) (Villain) in control of Combat, Guldo's Time Freeze Drill in play, Life Deck 20.",
 "P1 plays Gohan's Stomp (energy attack doing 5 life cards; cannot be stopped, prevented or reduced by Main Personality powers). P2 takes it.",
 "P1 pays 2 (5 -> 3). The Drill is not a Main Personality power, so it still reduces the damage by 1 life card: 4 life cards: P2 Life Deck 20 -> 16.",
 "Specific Card Clarifications: Guldo's Time Freeze Drill (Frieza Saga #55); Gohan's Stomp (Frieza Saga #114)",
 q("**Guldo's Time Freeze Drill** (Frieza Saga - #55)"))
case('C', ['City In Turmoil (Android Saga #092)', 'King Kai Training (Saiyan Saga #079)'],
 'Battleground City In Turmoil in play. P1 attacker: MP a Hero, King Kai Training in play, discard pile D1, D2, D3.',
 'In his Attack Phase P1 uses King Kai Training.',
 'Refused: City In Turmoil says Non-Combat cards may not be used; a card that prohibits overrides the card that instructs. King Kai Training stays in play, the discard pile is unchanged.',
 'Card text of City In Turmoil (Android Saga #092); Conflicting Card Effects',
 q('If 2 cards have conflicting instructions'))
case('C', ['Gravity Chamber (Android Saga #008)', 'Tien, the Swift Lv.1 (Redemption #R1)'],
 'Battleground Gravity Chamber in play (All physical attacks cost +2 power stages to perform). P1 attacker: MP Tien, the Swift Lv.1 (Redemption #R1; the CRD calls him Tien, the Swift Lv.1 HT, #R1) at 1 above 0, no Allies.',
 'P1 uses Tien\'s power (a physical attack).',
 'Refused: the physical attack costs 2 power stages and Tien has only 1; costs cannot be partly paid (Do-What-You-Can does not apply to costs), so he cannot perform it and must pass.',
 'Specific Card Clarifications: Tien, the Swift Lv.1 HT (#R1); Do-What-You-Can Rule',
 q('**Tien, the Swift Lv.1 HT**'))
case('C', ["Majin Babidi's Ship (Babidi Saga #035)", "Goku's Sudden Outburst (Frieza Saga #029)"],
 "Battleground Majin Babidi's Ship in play (If a card has a cost in power stages or life cards, the cost is doubled after any other modifiers are applied). P1 attacker: MP Goku, the Hero Lv.1 (Cell Saga #161) at 7 above 0, hand Goku's Sudden Outburst. P2 defender: Life Deck 30.",
 "P1 plays Goku's Sudden Outburst (energy attack doing 5 life cards, no cost printed); P2 takes it.",
 "The energy attack gains \"Costs 2 power stages to perform\", doubled by Majin Babidi's Ship: 4 power stages: Goku 7 -> 3. 5 life cards: P2 30 -> 25.",
 "Card Costs; card text of Majin Babidi's Ship (Babidi Saga #035)",
 q('Energy attacks that don\'t tell you the basic cost on the card gain "Costs 2 power stages to perform" after the sentence describing the energy attack.'))
case('C', ['Senzu Bean (Saiyan Saga #043)'],
 'Turn 1, P1\'s Non-Combat Step: MP Goku Lv.2 (Trunks Saga #192, PUR 2) at 3 above 0 (highest 10), hand Senzu Bean.',
 'P1 places Senzu Bean in play; the turn goes on to the Power-Up Step.',
 'When placed in play Senzu Bean raises Goku to his highest power stage (3 -> 10) and is removed from the game. In the Power-Up Step Goku cannot go above his highest stage: stays 10.',
 'Specific Card Clarifications: Senzu Bean (Saiyan Saga #43); The Sequence of Play - 3) Power-Up Step',
 q('**Senzu Bean** (Saiyan Saga - #43)'))
case('C', ['Focusing Is Everything (Frieza Saga #122)', 'Orange Energy Drill (Saiyan Saga #142)', 'Alt. Namek Dragon Ball 2 (Kid Buu Saga #002)'],
 'P1 attacker: MP a Hero, Focusing Is Everything in play. P2 defender: Orange Energy Drill in play and controls Alt. Namek Dragon Ball 2.',
 'In AP1, P1 uses Focusing Is Everything choosing Orange Energy Drill.',
 'Orange Energy Drill is removed from the game (P2\'s removed pile); Focusing Is Everything is removed from the game after use. The Dragon Ball could not have been chosen (non-Dragon Ball cards only) and stays.',
 'Specific Card Clarifications: Focusing is Everything (Frieza Saga #122)',
 q('**Focusing is Everything** (Frieza Saga - #122)'))
case('C', ['World Tournament (World Games Saga #157)', 'Krillin, the Husband Lv.2 (World Games Saga #134)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'Battleground World Tournament in play (Allies may not take control of Combat). P1 attacker: hand Orange Standing Fist Punch. P2 defender: MP Goku Lv.2 (Trunks Saga #192) at 0 above 0, Ally Krillin, the Husband Lv.2 at 3 above 0.',
 'P1 plays Orange Standing Fist Punch; at step 4 P2 wants Krillin to take control of Combat.',
 'Refused: World Tournament keeps Allies from taking control although the MP is at 0; the MP stays in control. (The prohibiting card overrides the rule that would allow it.)',
 'Card text of World Tournament (World Games Saga #157); Conflicting Card Effects',
 q('Allies may not take control of Combat.', f='cards/score/world-games-saga.json'),
 'cards/score/world-games-saga.json')
case('C', ['Black Energy Deflection Drill (Trunks Saga #074)', "Gohan's Temper (Frieza Saga #015)", 'Red Energy Disk Blasting (Frieza Saga #006)'],
 "P1 attacker: MP any, hand Red Energy Disk Blasting, Life Deck 20. P2 defender: MP Gohan Lv.1 (World Games Saga #169) (Hero) at 6 above 0, anger 1, Black Energy Deflection Drill in play, hand Gohan's Temper, Life Deck 20.",
 "P1 plays Red Energy Disk Blasting (5 life cards). P2 uses Black Energy Deflection Drill, playing Gohan's Temper from his hand and paying its cost to stop it.",
 "P2 pays 2 power stages (6 -> 4); P1's attack is stopped (P2 Life Deck stays 20); Gohan's Temper's secondary effect resolves: P2 anger 1 -> 2; P1 discards 1 life card (20 -> 19) and takes no damage from Gohan's Temper.",
 'Specific Card Clarifications: Black Energy Deflection Drill (Trunks Saga #74)',
 q('**Black Energy Deflection Drill** (Trunks Saga - #74)'))

# ---------------- D: Combat cards and the Battle Sequence ----------------
case('D', ["Ally's Sacrifice (Saiyan Saga #156)", 'Orange Standing Fist Punch (Saiyan Saga #001)', 'Red Energy Suspension (Frieza Saga #004)'],
 "P1 attacker: hand Orange Standing Fist Punch and Red Energy Suspension. P2 defender: MP any at 5 above 0, Ally Chapuchai Lv.1 (World Games Saga #122) at 3 above 0, hand Ally's Sacrifice, Life Deck 20.",
 "AP1: P1 plays Orange Standing Fist Punch; P2 plays Ally's Sacrifice removing Chapuchai. AP2: P2 passes. AP3: P1 plays Red Energy Suspension.",
 "Chapuchai is removed from the game; the physical attack is stopped and so is the energy attack in AP3 (all physical and energy attacks for the remainder of Combat): P2's MP stays 5, Life Deck stays 20.",
 "Specific Card Clarifications: Ally's Sacrifice (Saiyan Saga #156)",
 q("**Ally's Sacrifice** (Saiyan Saga - #156)"))
case('D', ['Fortify Your Spirit (Saiyan Saga #031)', 'Orange Energy Blast (Trunks Saga #001)', 'Red Energy Suspension (Frieza Saga #004)'],
 'P1 attacker: MP at 7 above 0, hand Orange Energy Blast and Red Energy Suspension. P2 defender: Fortify Your Spirit in play, Life Deck 20.',
 'AP1: P1 plays Orange Energy Blast; P2 takes it. AP2: P2 passes. AP3: P1 plays Red Energy Suspension; P2 takes it.',
 'The first unstopped energy attack is stopped by the Defense Shield (Life Deck stays 20) and Fortify Your Spirit is removed from the game. The second deals 5 life cards: 20 -> 15. P1 pays 2 each: 7 -> 3.',
 'Specific Card Clarifications: Fortify Your Spirit (Saiyan Saga #31); Battle Sequence step 7',
 q('**Fortify Your Spirit** (Saiyan Saga - #31)'))
case('D', ['T-Rex Defense (Saiyan Saga #226)', 'Saiyan Hurricane Kick (Majin Buu Saga #104)'],
 'P1 attacker: MP at 5 above 0, hand Saiyan Hurricane Kick. P2 defender: MP at 5 above 0, T-Rex Defense in play.',
 'P1 plays Saiyan Hurricane Kick (not keeping it); P2 takes it.',
 'The Defense Shield stops the first unstopped attack: P2 stays at 5. T-Rex Defense is removed from the game, and so is Saiyan Hurricane Kick after use.',
 'Specific Card Clarifications: T-Rex Defense (Saiyan Saga #226); Battle Sequence step 7',
 q('**T-Rex Defense** (Saiyan Saga - #226)'))
case('D', ["Piccolo's Stomp (Frieza Saga #115)", 'Raditz Lv.3 (Saiyan Saga #172)'],
 "P1 attacker: MP Gohan Lv.1 (World Games Saga #169) (Hero) at 5 above 0, hand Piccolo's Stomp (Piccolo's Flight not in play). P2 defender: MP Raditz Lv.3 (Saiyan Saga #172), power not used, Life Deck 20.",
 "P1 plays Piccolo's Stomp. P2 tries Raditz Lv.3's power (Saiyan Energy Deflection: reduce an energy attack's damage to 2 life cards).",
 "The attack cannot be reduced by Main Personality powers: P1 pays 2 (5 -> 3) and P2 takes the full 5 life cards: Life Deck 20 -> 15.",
 "Specific Card Clarifications: Piccolo's Stomp (Frieza Saga #115); Raditz Lv.3 (Saiyan Saga #172)",
 q("**Piccolo's Stomp** (Frieza Saga - #115)"))
case('D', ['Saiyan Sweeping Defense (Saiyan Saga #096)', 'Orange Standing Fist Punch (Saiyan Saga #001)', 'Saiyan Hurricane Kick (Majin Buu Saga #104)'],
 'P1 attacker: hand Orange Standing Fist Punch and Saiyan Hurricane Kick. P2 defender: MP Vegeta Lv.2 (Trunks Saga #195) (Saiyan Heritage) at 5 above 0, hand Saiyan Sweeping Defense.',
 'AP1: P1 plays Orange Standing Fist Punch; P2 stops it with Saiyan Sweeping Defense. AP2: P2 passes. AP3: P1 plays Saiyan Hurricane Kick.',
 'Both physical attacks are stopped: the first by the card, the second (in P1\'s next Attacker Attacks phase) by its floating effect. Vegeta stays 5.',
 'Specific Card Clarifications: Saiyan Sweeping Defense (Saiyan Saga #96)',
 q('**Saiyan Sweeping Defense** (Saiyan Saga - #96)'))
case('D', ['Hidden Power Level (Saiyan Saga #017)', 'Goku, the Hero Lv.1 (Cell Saga #161)'],
 'P1 attacker: MP Goku, the Hero Lv.1 at 1 above 0 (425,000: B; highest 10 = 1,100,000: C), hand Hidden Power Level. P2 defender: MP Vegeta, the Powerful Lv.1 (Cell Saga #167) at 2 above 0 (300,000: B).',
 'P1 plays Hidden Power Level; P2 takes it.',
 'The secondary effect (step 3) raises Goku to 10 above 0 before Base Damage is found (step 9), so the PAT uses 1,100,000: C vs B = 2 power stages: Vegeta 2 -> 0.',
 'Specific Card Clarifications: Hidden Power Level (Saiyan Saga #17); Battle Sequence steps 3 and 9',
 q('**Hidden Power Level** (Saiyan Saga - #17)'))
case('D', ["Goku's Conquering stance (Android Saga #019)"],
 "P1 attacker: MP at 5 above 0 (bracket B), anger 3, hand Goku's Conquering stance. P2 defender: MP at 5 above 0 (bracket B), anger 4.",
 "P1 plays Goku's Conquering stance; P2 takes it.",
 'Successful: PAT B vs B = 1 power stage (P2 5 -> 4); if successful all players\' anger goes to 0: P1 3 -> 0, P2 4 -> 0.',
 "Specific Card Clarifications: Goku's Conquering Stance (Saiyan Saga #19)",
 q("**Goku’s Conquering Stance** (Saiyan Saga - #19)"))
case('D', ["Goku's Physical Attack (Saiyan Saga #025)", 'Goku Lv.2 (Trunks Saga #192)'],
 "P1 attacker: MP Goku Lv.2 at 5 above 0 (700,000: C), hand Goku's Physical Attack, discard pile with D1 at the bottom and D2 just above it. P2 defender: MP Vegeta, the Powerful Lv.1 (Cell Saga #167) at 8 above 0 (750,000: C).",
 "AP1: P1 plays Goku's Physical Attack; P2 takes it. AP2: P2 passes. AP3: P1 uses Goku's Physical Attack again from the table; P2 takes it.",
 "Each use: C vs C = 1 power stage (Vegeta 8 -> 7 -> 6) and, if successful, P1 draws the bottom card of his discard pile (D1, then D2). Used by Goku, the card stays on the table after the first use; after the second it is removed from the game.",
 "Specific Card Clarifications: Goku's Physical Attack (Saiyan Saga #25)",
 q("**Goku's Physical Attack** (Saiyan Saga - #25)"))
case('D', ["Tien's Jolting Aura (Frieza Saga #016)", 'Krillin, the Husband Lv.2 (World Games Saga #134)'],
 "P1 attacker: MP Krillin, the Husband Lv.2 (Hero) at 5 above 0, hand Tien's Jolting Aura only. P2 defender: Life Deck 20.",
 "P1 plays Tien's Jolting Aura (Heroes only. Energy attack. If performed by Tien, draw a card.); P2 takes it.",
 'Allowed (Krillin is a Hero). Default cost 2 power stages (5 -> 3) and default 4 life cards (P2 20 -> 16). Krillin is not Tien: no card is drawn (P1 hand 0).',
 "Specific Card Clarifications: Tien's Jolting Aura (Frieza Saga #16); Referencing; Battle Sequence step 9",
 q("**Tien’s Jolting Aura** (Frieza Saga - #16)"))
case('D', ['Power Boost (Cell Games Saga #016)', 'Red Energy Suspension (Frieza Saga #004)'],
 'P1 attacker: MP at 5 above 0, hand Power Boost and Red Energy Suspension. P2 defender: Life Deck 20.',
 'AP1: P1 plays Power Boost (use immediately before you perform an energy attack), then Red Energy Suspension; P2 takes it.',
 'Power Boost does not use up the Attack Phase; the energy attack costs nothing (P1 stays 5) and does 5 +2 = 7 life cards: P2 20 -> 13.',
 'Specific Card Clarifications: Power Boost (Cell Games Saga #16)',
 q('**Power Boost** (Cell Games Saga - #16)'))

# ---------------- E: the turn and victories ----------------
case('E', ['Aura Clash (Cell Games Saga #108)', 'Chapuchai, the Tenacious Lv.3 (World Games Saga #124)', 'Tapkar, the Speedy Lv.2 (World Games Saga #151)'],
 'P1 attacker: MP Chapuchai Lv.1-3 at level 2, anger 0, hand Aura Clash. P2 defender: MP Tapkar Lv.1-3 at level 1, anger 0. No personality in the game has a level above 3.',
 'AP1: P1 plays Aura Clash in place of an attack.',
 'P1 anger +6: Chapuchai advances to Lv.3 (the highest level in the game) at his highest stage, but Aura Clash keeps P1 from winning by the Most Powerful Personality Victory: no winner. P2 anger +6: Tapkar advances one level (anger never carries over) to Lv.2 at his highest stage.',
 'Specific Card Clarifications: Aura Clash (Cell Games Saga #108); Advancing your Main Personality - Anger',
 q('**Aura Clash** (Cell Games Saga - #108)'))
case('E', ['Vegeta Scans the City (Trunks Saga #126)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Chapuchai Lv.1-3 at level 2, 6 above 0, anger 4, hand Orange Standing Fist Punch. P2 defender: MP Tapkar Lv.1-3 (highest level in the game is 3), Vegeta Scans the City in play.',
 'AP1: P1 plays Orange Standing Fist Punch (raise card user\'s anger 1). Chapuchai reaches level 3; P2 uses Vegeta Scans the City at once.',
 'P1 anger 5: Chapuchai advances to Lv.3 and would win by the Most Powerful Personality Victory; Vegeta Scans the City lowers him 1 level: Lv.2 at 5 above 0. No winner. Vegeta Scans the City is removed from the game.',
 'Specific Card Clarifications: Vegeta Scans The City (Trunks Saga #126); Taking Them Down A Notch',
 q('**Vegeta Scans The City** (Trunks Saga - #126)'))
case('E', ['Z Sword Plateau (Majin Buu Saga #113)'],
 'Location Z Sword Plateau in play. Turn 1, P1\'s Power-Up Step: P1 MP Goku Lv.2 (Trunks Saga #192, PUR 2) at 3 above 0, Ally Krillin, the Husband Lv.2 at 3 above 0. P2 MP at 5 above 0.',
 'The Power-Up Step runs.',
 'At the beginning of the Power-Up Step all personalities gain 3: Goku 3 -> 6, Krillin 3 -> 6, P2\'s MP 5 -> 8. Then P1 powers up: Goku +2 (PUR) -> 8, Krillin +1 -> 7.',
 'Card text of Z Sword Plateau (Majin Buu Saga #113); The Sequence of Play - 3) Power-Up Step',
 q('At the beginning of every Power Up Step, all personalities gain 3 power stages.', f='cards/score/majin-buu-saga.json'),
 'cards/score/majin-buu-saga.json')
case('E', ['Blasted Land (Android Saga #007)'],
 'Battleground Blasted Land in play. Turn 2 begins: P2 is the Attacker for the turn; P2\'s Life Deck has 1 card, P1\'s 20.',
 'P2\'s turn begins (Draw Step).',
 'At the beginning of P2\'s turn P2 discards the top card of his Life Deck: it is empty, so P1 wins at once by Survival Victory (before any draw).',
 'How To Win - 1) Survival Victory; card text of Blasted Land (Android Saga #007)',
 q('You win the instant your opponent has no life cards in his Life Deck.'))
case('E', ['Plant Two Saibaimen (Saiyan Saga #213)'],
 'Turn 1, P1\'s Power-Up Step: Plant Two Saibaimen in play, hand 1 card, discard pile top card X, Life Deck 20.',
 'P1 uses Plant Two Saibaimen at the end of his Power-Up Step; then the turn goes on (Discard, Rejuvenation: P1 rejuvenates).',
 'Combat is skipped this turn (a declaration is refused) and Plant Two Saibaimen is removed from the game. P1 did not declare Combat, so in the Rejuvenation Step X goes to the bottom of his Life Deck (Life Deck 21).',
 'Specific Card Clarifications: Plant Two Saibaimen (Saiyan Saga #213); The Sequence of Play - 7) Rejuvenation Step',
 q('**Plant Two Saibaimen** (Saiyan Saga - #213)'))
case('E', ['King Cold, The All Powerful Lv.4 (Trunks Saga #160)', 'Chapuchai, the Tenacious Lv.3 (World Games Saga #124)', 'Orange Standing Fist Punch (Saiyan Saga #001)'],
 'P1 attacker: MP Chapuchai Lv.1-3 at level 3 (his highest), 4 above 0, anger 4, hand Orange Standing Fist Punch. P2 defender: MP King Cold Lv.1 (Trunks #188) / the Destroyer Lv.2 (#189) / the Ruler Lv.3 (#190) / The All Powerful Lv.4 (#160), at level 1.',
 'AP1: P1 plays Orange Standing Fist Punch (raise anger 1).',
 'P1 anger 5 at his highest level: Chapuchai is raised to his highest power stage (4 -> 10) and anger set to 0. No Most Powerful Personality Victory: level 3 is not the highest level possible in this game (King Cold has a level 4).',
 'Advancing your Main Personality - Anger; How To Win - 3) Most Powerful Personality Victory',
 q('If you are at your highest personality level and you have 5 or more anger'))
case('E', ['Powerful Followers (Frieza Saga #019)'],
 'Turn 1: P1 Attacker, at the Declare Step; Powerful Followers in play; hand 1 card; discard pile top card X.',
 'P1 declares Combat; in AP1 P1 uses Powerful Followers in place of an attack to end the current Combat. The turn goes on to the Discard and Rejuvenation Steps; P1 asks to rejuvenate.',
 'Combat ends at once (no more Attack Phases); Powerful Followers is removed from the game. P1 declared Combat, so he may not put X on the bottom of his Life Deck in the Rejuvenation Step.',
 'Specific Card Clarifications: Powerful Followers (Frieza Saga #19); The Sequence of Play - 7) Rejuvenation Step',
 q('**Powerful Followers** (Frieza Saga - #19)'))
case('E', ["Hercule's Underground Training Area (Majin Buu Saga #069)"],
 "Location Hercule's Underground Training Area in play (from an earlier turn). Turn 1: P1 Attacker at the Declare Step; hand 0; discard pile (top to bottom) X, Y1, Y2, Y3, Y4, Y5.",
 "P1 declares Combat; both players pass (Combat ends). In the Rejuvenation Step P1 uses the Location's effect, choosing Y5 (one of the bottom 5).",
 "P1 cannot do the normal rejuvenation (he declared Combat), but the Location's Rejuvenation Step effect still happens: Y5 goes on top of P1's Life Deck.",
 "The Sequence of Play - 7) Rejuvenation Step; card text of Hercule's Underground Training Area (Majin Buu Saga #069)",
 q('Any other effects that occur during the Rejuvenation Step still happen'))
case('E', ["King Kai's New Home (Redemption #R12)"],
 "Location King Kai's New Home in play. Turn 1, P1's Draw Step: P1 hand 3 cards, Life Deck 20, no Saiyan Tokui-Waza.",
 'P1 draws his 3 cards in the Draw Step.',
 "P1 draws 1 card and has 4 in his hand: he may not draw any more. Hand 4, Life Deck 19.",
 "Card text of King Kai's New Home (Redemption #R12); The Sequence of Play - 1) Draw Step",
 q('Whenever any player has 4 or more cards in his hand, or 5 or more if he declared a Saiyan Tokui-Waza, he may not draw any more cards into his hand.', f='cards/score/redemption.json'),
 'cards/score/redemption.json')

assert len(C) == 48, len(C)
for half, par in (('dev', 1), ('test', 0)):
    os.makedirs(os.path.join(HERE, half), exist_ok=True)
    with open(os.path.join(HERE, half, 'cases.jsonl'), 'w') as f:
        for c in C:
            if int(c['id'][1:]) % 2 == par: f.write(json.dumps(c, ensure_ascii=False) + '\n')
import collections; print(collections.Counter(c['topic'] for c in C))
