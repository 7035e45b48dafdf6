"""Per-case one-line reasons, per run tag (written after reading each log, text and --json); writes notes.json, overrides.json, fixes.json."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
start = {
# ---- dev ----
'P001': "Garlic Jr. Lv.2's CCP as the CRD rewrites it: 6 -> 3 life cards (20 -> 17), cost 2; ruling cited",
'P003': "Lord Slug Lv.2's \"gain 1 power stage for each life card of damage\" handed to the judge: the 2 converted life cards are dealt (20 -> 18) but Slug stays at 5",
'P005': "Piccolo, The Hero Lv.3's CCP (opponent loses 2 when he stops a physical attack) handed to the judge: Goku stays at 5",
'P007': "Kid Trunks Lv.1's floating \"discard the top life card instead of paying costs\" handed to the judge: the second energy attack costs 2 power stages (3 -> 1), no life card paid",
'P009': "refused, quoting Piccolo, the Champion's \"This must be the first attack you perform during Combat\"; nothing paid",
'P011': "Bulma Finds a Dragon Ball handed to the judge (ruling cited): no capture, P2 keeps Namek Dragon Ball 3",
'P013': "Goku's Heart Disease is only placed in play: P2's anger stays 3; next turn Alt. Dende Dragon Ball 1 raises it to 5 and Krillin advances to level 2",
'P015': "bottom 3 of the discard drawn (D1-D3), 2 -> 7, P2's 4 discards removed; Non-Combat Step cited",
'P017': "Orange Power Shifting Drill handed to the judge: (a) 5 life cards dealt (20 -> 15), Krillin stays 8; (b) so the Life Card Capture happens",
'P019': "draws 2 to hold 3, anger 1 -> 3, P2 1 -> 0; Non-Combat Step cited",
'P021': "Namekian Finishing Effort refused after the damage: \"a Non-Combat card ... placed in play in the Non-Combat Step\" (the CRD ruling lets it go into play from the hand after damage)",
'P023': "Krillin's Power Tap (3 sentences) handed to the judge and its use taken as P1's whole Attack Phase: the Saiyan Right Cross that follows is refused",
'P025': "refused, quoting the same-name sentence of Battleground and Location Cards",
'P027': "Vile Energy: 2 Drills placed (Styled + Freestyle, the Freestyle rule quoted), Life Deck 18, 4 life cards to P2; ruling cited (judge prompts only on Concentration Drill's own text)",
'P029': "the second Orange Energy Phasing Drill is placed without comment: numbers right, but no rule is cited for the point (Styled Drills: both players may each have a copy)",
'P031': "PAT 2 doubled to Base Damage 4, then +3: 7 (8 -> 1); step 9 cited",
'P033': "checkpoints pass and the ruling is cited at Rebellion's own first-card requirement, but Trunks Swiftly Moving's copy is handed to the judge: the log never says the copy cannot be performed (judged a miss)",
'P035': "Frieza Is Ready handed to the judge (both sentences): P1 discards nothing when P2 takes 5 life cards",
'P037': "cap 5 -> 3 power stages, the +1 life card not capped (8 -> 5, 20 -> 19); Damage Caps and the Drill's ruling cited (judge prompt only on Goku Lv.1's When entering Combat sentence)",
'P039': "the cost stated on the card: 3 power stages (5 -> 2), 5 life cards; Card Costs cited",
'P041': "no place for Watching From Afar: after the skip, the Discard and Rejuvenation Steps run without P1 and the turn passes to P2; the `use` is refused as out of order",
'P043': "Gathering of Warriors handed to the judge: no search, hand empty, Life Deck 20",
'P045': "refused: \"you may have no more than 1 card\" (Discard Step), Majin Buu, Gotenks Absorbed's CCP not read",
'P047': "Goku's Quickness Drill goes to the discard pile, not into play",
# ---- test ----
'P002': "Raditz Lv.1 HT's \"Raise Raditz' anger level one.\" handed to the judge (ruling cited): anger stays 0",
'P004': "Android Tag Team handed to the judge (3 sentences); Android 20 then refused control: \"p1's Main Personality is at 5 above 0, not 0 or 1\"",
'P006': "both Majin Buu, Piccolo Absorbed CCP sentences handed to the judge: Buu gains 5 (0 -> 5), anger 1 -> 2",
'P008': "PAT D vs D 1 +3 = 4 power stages dealt (5 -> 1); the +1 life card prevented by the CCP (\"prevention is not a modifier\"), 0 discarded; PUR cited (judge prompt only on the When entering Combat sentence)",
'P010': "+1 life card per Android personality in play, both players' (2): 7 life cards (20 -> 13); PUR and Modified Damage cited",
'P012': "numbers right (10; Piccolo 2 -> 4, Krillin 8 -> 4), but no rule cited for \"opponent\" covering the Allies (Referencing) nor the card quoted",
'P014': "capture with all powers: Goku 3 -> 10 and +3 to the later physical attack (8 power stages: 15 -> 12); Capturing Dragon Balls cited",
'P016': "anger 3 -> 5: Nappa Lv.2 at 10, own Drill discarded, then P2's Drill discarded; Anger cited (judge prompt only on the Sensei sentence)",
'P018': "Super Saiyan Goku Lv.1's +2 life cards per Dragon Ball handed to the judge: 4 power stages right (5 -> 1) but no life cards, no capture",
'P020': "Orange Energy Phasing Drill handed to the judge at step 15: 5 life cards only (20 -> 15), nothing removed",
'P022': "What Was I Thinking's search handed to the judge: no Ally enters, Nappa stays in control; the card is discarded and Garlic Jr. Lv.2 is drawn among the 3",
'P024': "PAT E vs C 3 +4 +3 = 10: Goku 5 -> 0, 20 -> 15; the Location's +3 applied to the Majin personality's power; ruling cited",
'P026': "Severe Bruises is only placed in play: P2's anger stays 3 and Red Sword Cleave raises it to 4",
'P028': "Blue Reversal Drill's `use` refused: \"not among the Non-Combat cards in play\" (a Drill in play)",
'P030': "Vegeta's Physical Stance: both attacks stopped, removed from the game; ruling cited",
'P032': "Trunks Swiftly Moving's copy handed to the judge; the run waits for P2's own action (no documented form for the copy)",
'P034': "Orange Temple Strike's \"If successful\" discard handed to the judge: P2 keeps 3 Concentration Drills (damage right: 5 -> 3, 20 -> 18)",
'P036': "stated damage 5 power stages (8 -> 3), anger 0 -> 1, removed from the game; Dealing Damage cited",
'P038': "Taking Cover handed to the judge: the CCP prevents 2 (5 -> 3 life cards, 20 -> 17), not 4",
'P040': "no end-of-turn window: the turn passes to P2 and the `use` of Roshi's Calming is refused as out of order; Nappa stays level 2 at 9",
'P042': "no window for the defender's card at the start of the Power-Up Step: I Want You! refused as out of order",
'P044': "PUR 1 +1 for the Tokui-Waza: 5 -> 7; Power-Up Step cited",
'P046': "Majin Buu, Super Buu Lv.2's end-of-turn sentence not applied at the end of P2's turn: discard pile D1, D2 kept; 20 -> 17 at P1's Draw",
'P048': "refused, quoting \"The Defender plays only during the Combat Step and the Rejuvenation Step\"; rule cited",
}
final = {
'P011': "Bulma Finds a Dragon Ball now read: its requirement (the Bulma Ally) checked, Namek Dragon Ball 3 captured (owner P2), none of its powers, no defence, removed from the game after use; Capturing Dragon Balls and the ruling cited",
'P028': "still refused, with a new reason: a Drill in play \"constantly in use\" whose text \"names no use in place of an attack\" (Drill Cards) — against the CRD ruling \"Using this Drill's power takes the place of a player's attack\"",
}
d = {k: {'start': v} for k, v in start.items()}
for k, v in final.items(): d.setdefault(k, {})['final'] = v
json.dump(d, open(f'{HERE}/notes.json', 'w'), indent=1, ensure_ascii=False)
json.dump({'start': {'P033': 'miss'}, 'final': {'P033': 'miss'}}, open(f'{HERE}/overrides.json', 'w'), indent=1)
fixes = {
 'Before the first scored run (translation errors by the format\'s own documentation)': [
  'P012, P015, P016, P019, P029, P043: a whole-turn run goes on through the Power-Up Step until an action is needed, so `at_end` checkpoints read the board after the Power-Up; they now read it right after the Non-Combat Step (`after_turn_step: non_combat`), as the cases describe (P015 had failed only on the Power-Up\'s +1).',
  'P022: Garlic Jr. Lv.2\'s "When entering combat as a defender, you may ..." was scripted as a `power`; the format documents a triggered "you may" effect of a card in play as a `use` naming the card in the Prepare Phase; changed. (Still a miss: What Was I Thinking\'s search is handed to the judge, so no Garlic Jr. is in play.)',
  'rules.txt: the engine cites CRD sections, never pool card ids; for every case the CRD sections its `rule` field names were added as alternatives (P005-P010: Power-Up Rating (PUR), the section for personality powers and Constant Combat Powers; P007 Card Costs; P013 Conflicting Card Effects; P015/P019 Non-Combat Step; P016 Anger; P018 Capturing Dragon Balls; P041/P045/P047 Discard Step; P046 Sequence of Play), and run.sh counts a card-text case as cited where the log quotes the card sentence of its `quote` (one fixed rule for all cases).',
  'P013: P2\'s Main Personality was a single level card, which the engine takes as at its highest level (anger 5 then resets to 0 instead of advancing), so the case could not show the blocked anger raise; the stack is now Krillin, the Friend Lv.1 / Krillin, the Hero Lv.2 / Krillin, the Champion Lv.3 (an MP has at least 3 levels) and the case text says so. Still a miss.',
 ],
}
json.dump(fixes, open(f'{HERE}/fixes.json', 'w'), indent=1, ensure_ascii=False)
print(len(d), 'notes')
