"""Board files for R001..R048 (docs/scenario-format.md, docs/scenario.schema.json).
CITE[id]: the deciding rule ids; a run passes the citation test when its trace cites any of them."""
import json, os
H = '/work/card-rulings'
R = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
GOKU, VEG, KRI, KRI_HT, NAPPA, RAD, PIC = ('score/saiyan-saga/158', 'score/saiyan-saga/173', 'score/saiyan-saga/167',
    'score/saiyan-saga/182', 'score/saiyan-saga/176', 'score/saiyan-saga/170', 'score/saiyan-saga/161')
GOKU3 = ['score/saiyan-saga/158', 'score/saiyan-saga/159', 'score/saiyan-saga/160']
EDB3 = 'score/saiyan-saga/075'
def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def ld(n, top=()):
    return {'top': list(top), 'unknown_below': n - len(top)}
def tops(prefix, k): return ['%s%d' % (prefix, i) for i in range(1, k+1)]
B = {}; CITE = {}; NOTE = {}
def board(i, title, p1, p2, actions, expect, cite, attacker='p1', desc=None, **top):
    d = {'scouter_scenario': 1, 'title': 'R%03d %s' % (i, title)}
    if desc: d['description'] = desc
    d['checks'] = [c for c in cite if c.startswith('crd-')]; d['attacker'] = attacker; d.update(top)
    d['players'] = {'p1': p1, 'p2': p2}; d['actions'] = actions; d['expect'] = expect
    B[i] = d; CITE[i] = cite
TURN_NC = {'number': 1, 'step': 'non_combat'}
# ---- A ----
board(1, "Nail the Namekian Lv.1's power stopped: opponent discards 3 life cards",
  mp('Nail the Namekian Lv.1', life_deck=ld(20)), mp(GOKU, hand=["Nappa's Energy Aura"], life_deck=ld(20, tops('L', 4))),
  [{'p1': 'power'}, {'p2': 'play', 'card': "Nappa's Energy Aura"}],
  [{'after_step': 8, 'successful': False},
   {'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 17, 'removed': ["Nappa's Energy Aura"]}}],
  [R + 'nail-the-namekian-lv-1'])
board(2, "Majin Buu, Evil Buu Lv.1's power: PAT +3 power stages, no power-stage gain",
  mp('Majin Buu, Evil Buu Lv.1', life_deck=ld(20)), mp(GOKU, life_deck=ld(20)),
  [{'p1': 'power'}, {'p2': 'take'}],
  [{'after_step': 10, 'damage': {'power_stages': 7}},
   {'at_end': True, 'p1': {'stage': 5, 'hand': []}, 'p2': {'stage': 0, 'life_deck': 18}}],
  [R + 'majin-buu-evil-buu-lv-1'])
board(3, "Piccolo The Trained Lv.1 turns off Nappa Lv.1's Saiyan Energy Deflection for the turn",
  mp('Piccolo The Trained Lv.1', hand=['Orange Focused Blast'], life_deck=ld(20)), mp(NAPPA, life_deck=ld(20)),
  [{'p1': 'power', 'choose': ['Nappa Lv.1']}, {'p2': 'pass'}, {'p1': 'play', 'card': 'Orange Focused Blast'},
   {'p2': 'power'}],
  [{'at_end': True, 'error': 'Nappa', 'p1': {'stage': 3}}],
  [R + 'piccolo-the-trained-lv-1', 'crd-3.0.0/turning-off-personality-powers'],
  desc='Expected: the defence by Nappa\'s power is refused (P2 would then take 6 life cards, 20 -> 14).')
board(4, "Saibaimen Lv.1 as an Ally in control reduces an energy attack to 2 life cards",
  mp(GOKU, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mp(VEG, 1, allies=[{'card': 'Saibaimen Lv.1', 'stage': 3}], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'control', 'personality': 'Saibaimen Lv.1'},
   {'p2': 'power', 'personality': 'Saibaimen Lv.1'}],
  [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 18}}],
  [R + 'saibaimen-lv-1'])
board(5, "Krillin Lv.1 HT draws a card when entering Combat",
  mp(KRI_HT, hand=[], life_deck=ld(20, tops('K', 3))), mp(GOKU, hand=[], life_deck=ld(20, tops('D', 3))),
  [], [{'after_step': 0, 'p1': {'hand': ['K1'], 'life_deck': 19}, 'p2': {'hand': ['D1', 'D2', 'D3'], 'life_deck': 17}}],
  [R + 'krillin-lv-1-ht'], prepare_phase=True)
board(6, "Android 14 Lv.1's discard-a-card physical attack used twice in one turn",
  mp('Android 14 Lv.1', hand=['X1', 'X2'], life_deck=ld(20)), mp(GOKU, life_deck=ld(20)),
  [{'p1': 'power', 'choose': ['X1']}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'power', 'choose': ['X2']}, {'p2': 'take'}],
  [{'after_step': 13, 'phase': 1, 'p2': {'stage': 3, 'life_deck': 18}},
   {'at_end': True, 'p1': {'hand': [], 'discard': ['X1', 'X2']}, 'p2': {'stage': 1, 'life_deck': 16}}],
  [R + 'android-14-lv-1'])
board(7, "An Ally in control uses its power though the MP used his this turn",
  mp(GOKU, 1, powers_used=['Goku Lv.1'], allies=[{'card': KRI, 'stage': 3}], life_deck=ld(20)),
  mp('Tien Lv.1', life_deck=ld(20)),
  [{'p1': 'power', 'personality': 'Krillin Lv.1'}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'allies': {'Krillin Lv.1': 1}}, 'p2': {'life_deck': 18}}],
  ['crd-3.0.0/allies-taking-over-combat'])
board(8, "Android 20 Lv.1 at 4 above 0 cannot use his pay-5-power-stages power",
  mp('score/android-saga/118', 4, life_deck=ld(20)), mp(GOKU, life_deck=ld(20)),
  [{'p1': 'power'}],
  [{'at_end': True, 'error': 'Android 20', 'p1': {'stage': 4, 'life_deck': 20}}],
  [R + 'android-20-lv-1'])
board(9, "Lord Slug Lv.1 advances with 4 Dragon Balls (more than 3)",
  mpl(['Lord Slug Lv.1', 'Lord Slug Lv.2', 'Lord Slug Lv.3'], 1, 5, anger=2,
      in_play={'dragon_balls': ['Earth Dragon Ball 1', 'Earth Dragon Ball 2', EDB3, 'Earth Dragon Ball 5'], 'drills': ['Meditation Drill']},
      life_deck=ld(20)),
  mp(GOKU, life_deck=ld(20)),
  [{'p1': 'power'}],
  [{'at_end': True, 'p1': {'level': 2, 'anger': 2, 'discard': ['Meditation Drill'], 'in_play': {'drills': []}}}],
  [R + 'lord-slug-lv-1'])
board(10, "5 anger at the highest level: highest power stage, anger 0",
  mp(VEG, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mpl(GOKU3, 3, 2, anger=4, hand=["Gohan's Energy Defense"], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'play', 'card': "Gohan's Energy Defense"}],
  [{'at_end': True, 'p2': {'level': 3, 'stage': 10, 'anger': 0, 'life_deck': 20}}],
  ['crd-3.0.0/anger'])
# ---- B ----
board(11, "Earth Dragon Ball 6 placed in the Non-Combat Step lowers the opponent's anger 2",
  mp(GOKU, hand=['Earth Dragon Ball 6'], life_deck=ld(20)), mp(VEG, anger=3, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Earth Dragon Ball 6'}],
  [{'after_turn_step': 'non_combat', 'p1': {'stage': 5, 'in_play': {'dragon_balls': ['Earth Dragon Ball 6']}}, 'p2': {'anger': 1}}],
  [R + 'earth-dragon-ball-6'], turn=TURN_NC)
board(12, "Goku's Capturing Drill: the defender's Dragon Ball cannot be captured",
  mp(GOKU, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mp(VEG, in_play={'dragon_balls': ['Earth Dragon Ball 2'], 'drills': ["Goku's Capturing Drill"]}, life_deck=ld(20, tops('L', 6))),
  [{'p1': 'play', 'card': 'Orange Focused Blast', 'capture': 'Earth Dragon Ball 2'}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 14, 'in_play': {'dragon_balls': ['Earth Dragon Ball 2']}}}],
  [R + 'gokus-capturing-drill'])
board(13, "Two Drills bring 6 life cards down to 4: no Life Card Capture",
  mp(GOKU, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mp(VEG, in_play={'drills': ['Piccolo Defense Drill', 'Red Rolling Drill'], 'dragon_balls': [EDB3]}, life_deck=ld(20, tops('L', 6))),
  [{'p1': 'play', 'card': 'Orange Focused Blast', 'capture': 'Earth Dragon Ball 3'}, {'p2': 'take'}],
  [{'after_step': 10, 'damage': {'life_cards': 4}},
   {'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 16, 'in_play': {'dragon_balls': ['Earth Dragon Ball 3']}}}],
  ['crd-3.0.0/capturing-dragon-balls', 'crd-3.0.0/battle-sequence/14'])
board(14, "Namek Dragon Ball 1 placed: draw to 3 cards, top 2 of the discard pile to the Life Deck's bottom",
  mp(GOKU, hand=['Namek Dragon Ball 1', 'H1'], discard=['D1', 'D2', 'D3'], life_deck=ld(20, tops('L', 3))), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Namek Dragon Ball 1'}],
  [{'after_turn_step': 'non_combat', 'p1': {'hand': ['H1', 'L1', 'L2'], 'discard': ['D1'], 'life_deck': 20, 'in_play': {'dragon_balls': ['Namek Dragon Ball 1']}}}],
  ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2', 'score/trunks-saga/025'], turn=TURN_NC)
board(15, "Kami Fades removes every Earth Dragon Ball in play and in the Life Decks",
  mp(GOKU, in_play={'non_combat': ['Kami Fades'], 'dragon_balls': ['Earth Dragon Ball 1']}, life_deck=ld(20)),
  mp(VEG, in_play={'dragon_balls': ['Earth Dragon Ball 2']}, life_deck=ld(20, ['Earth Dragon Ball 4', 'L1', 'L2'])),
  [{'p1': 'use', 'card': 'Kami Fades'}],
  [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}, 'removed': ['Earth Dragon Ball 1'], 'discard': ['Kami Fades']},
    'p2': {'in_play': {'dragon_balls': []}, 'life_deck': 19, 'removed': ['Earth Dragon Ball 2', 'Earth Dragon Ball 4']}}],
  [R + 'kami-fades'])
board(16, "No, Really Drill?: a Dragon Ball placed in play has a blank text box",
  mp(GOKU, 3, anger=0, hand=['Earth Dragon Ball 5', 'H1'], discard=['D1', 'D2'], life_deck=ld(20, tops('L', 3))),
  mp(VEG, in_play={'drills': ['No, Really Drill?']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Earth Dragon Ball 5'}],
  [{'after_turn_step': 'non_combat', 'p1': {'stage': 3, 'anger': 0, 'hand': ['H1'], 'discard': ['D1', 'D2'], 'life_deck': 20,
    'in_play': {'dragon_balls': ['Earth Dragon Ball 5']}}}],
  [R + 'no-really-drill'], turn=TURN_NC)
board(17, "After Gohan's Kick, Earth Dragon Ball 6 cannot end Combat",
  mp(GOKU, hand=["Gohan's Kick"], life_deck=ld(20)),
  mp(VEG, in_play={'dragon_balls': ['Earth Dragon Ball 6']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': "Gohan's Kick"}, {'p2': 'take'}, {'p2': 'use', 'card': 'Earth Dragon Ball 6'}],
  [{'after_step': 12, 'phase': 1, 'p2': {'stage': 1}},
   {'at_end': True, 'error': 'Earth Dragon Ball 6', 'p2': {'stage': 1}}],
  [R + 'gohans-kick'])
board(18, "The Power of the Dragon shuffles back the Dragon Balls the opponent owns (ownership not expressible)",
  mp(GOKU, hand=['The Power of the Dragon'], discard=[KRI], in_play={'dragon_balls': [EDB3]}, life_deck=ld(20)),
  mp(VEG, in_play={'dragon_balls': ['Earth Dragon Ball 2', 'Earth Dragon Ball 5']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'The Power of the Dragon', 'choose': ['Krillin Lv.1']}],
  [{'at_end': True, 'p1': {'allies': {'Krillin Lv.1': 3}, 'in_play': {'dragon_balls': []}},
    'p2': {'life_deck': 22, 'in_play': {'dragon_balls': ['Earth Dragon Ball 5']}}}],
  [R + 'the-power-of-the-dragon'],
  desc='CANNOT BE WRITTEN faithfully: the format has no owner for a Dragon Ball in play (P1 controls EDB 3 owned by P2; P2 controls EDB 5 owned by P1). Board kept for reference only.')
board(19, "Namek Dragon Ball 2 lowers the opponent's MP a level: 5 above 0 on the lower level, Drills discarded",
  mp(GOKU, hand=['Namek Dragon Ball 2'], life_deck=ld(20)),
  mpl(GOKU3, 2, 8, in_play={'drills': ['Orange Joint Restraint Drill']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Namek Dragon Ball 2'}],
  [{'after_turn_step': 'non_combat', 'p2': {'level': 1, 'stage': 5, 'discard': ['Orange Joint Restraint Drill'], 'in_play': {'drills': []}}}],
  ['crd-3.0.0/taking-them-down-a-notch'], turn=TURN_NC)
board(20, "Namek Dragon Ball 4 discards the opponent's Drills and Non-Combat cards, not his Dragon Balls",
  mp(GOKU, hand=['Namek Dragon Ball 4'], life_deck=ld(20)),
  mp(VEG, in_play={'drills': ['Orange Joint Restraint Drill'], 'non_combat': ['Ally Wins!'], 'dragon_balls': ['Earth Dragon Ball 2']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Namek Dragon Ball 4'}],
  [{'after_turn_step': 'non_combat', 'p2': {'in_play': {'drills': [], 'non_combat': [], 'dragon_balls': ['Earth Dragon Ball 2']},
    'discard': ['Orange Joint Restraint Drill', 'Ally Wins!']}}],
  ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2', 'crd-3.0.0/non-combat-cards', 'score/trunks-saga/080'], turn=TURN_NC)
# ---- C ----
board(21, "Black Free-Style Drill is a Black Drill: refused beside a Blue Drill",
  mp(GOKU, hand=['Black Free-Style Drill'], in_play={'drills': ['Blue Neck Restraint Drill']}, life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Black Free-Style Drill'}],
  [{'at_end': True, 'error': 'Black Free-Style Drill', 'p1': {'hand': ['Black Free-Style Drill'], 'in_play': {'drills': ['Blue Neck Restraint Drill']}}}],
  [R + 'black-free-style-drill', 'crd-3.0.0/styled-drills'], turn=TURN_NC)
board(22, "Blue Neck Restraint Drill cannot be used with another Blue Drill in play",
  mp(GOKU, hand=['Blue Off-Balancing Opponent Drill'], in_play={'drills': ['Blue Neck Restraint Drill']}, life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Blue Off-Balancing Opponent Drill'}],
  [{'at_end': True, 'error': 'Blue Off-Balancing Opponent Drill', 'p1': {'hand': ['Blue Off-Balancing Opponent Drill'], 'in_play': {'drills': ['Blue Neck Restraint Drill']}}}],
  [R + 'blue-neck-restraint-drill', 'crd-3.0.0/styled-drills'], turn=TURN_NC)
board(23, "Chiaotzu's Drill (a Non-Combat card) takes 1 power stage off a physical attack",
  mp(GOKU, hand=["Goku's Surprise Attack"], life_deck=ld(20)),
  mp('Tien Lv.1', in_play={'drills': ["Chiaotzu's Drill"]}, life_deck=ld(20)),
  [{'p1': 'play', 'card': "Goku's Surprise Attack"}, {'p2': 'take'}],
  [{'after_step': 10, 'damage': {'power_stages': 4}}, {'at_end': True, 'p2': {'stage': 1, 'life_deck': 20}}],
  [R + 'chiaotzus-drill'])
board(24, "Orange Body Shifting Drill: the default 2-stage cost becomes 1",
  mp(GOKU, hand=['Orange Focused Blast'], in_play={'drills': ['Orange Body Shifting Drill']}, life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'life_deck': 14}}],
  [R + 'orange-body-shifting-drill', 'crd-3.0.0/card-costs'])
board(25, "Black Takedown Drill draws once per Combat only",
  mp(GOKU, hand=["Goku's Surprise Attack", 'Goku Body Throw!'], in_play={'drills': ['Black Takedown Drill']}, life_deck=ld(20, tops('T', 2))),
  mp('Tien Lv.1', 8, life_deck=ld(20)),
  [{'p1': 'play', 'card': "Goku's Surprise Attack"}, {'p2': 'take'}, {'p1': 'use', 'card': 'Black Takedown Drill'},
   {'p2': 'pass'}, {'p1': 'play', 'card': 'Goku Body Throw!'}, {'p2': 'take'}, {'p1': 'use', 'card': 'Black Takedown Drill'}],
  [{'at_end': True, 'error': 'Black Takedown Drill', 'p1': {'hand': ['T1'], 'life_deck': 19}, 'p2': {'stage': 3, 'life_deck': 19}}],
  [R + 'black-takedown-drill'])
board(26, "Blue Enemies Drill: 1 less life card from a physical attack while the opponent has an Ally",
  mp(GOKU, allies=[{'card': KRI, 'stage': 3}], hand=['Goku Body Throw!'], life_deck=ld(20)),
  mp(VEG, in_play={'drills': ['Blue Enemies Drill']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Goku Body Throw!'}, {'p2': 'take'}, {'p2': 'use', 'card': 'Blue Enemies Drill'}],
  [{'at_end': True, 'p2': {'life_deck': 20}}],
  [R + 'blue-enemies-drill'])
board(27, "Blue Holding Drill: the opponent places only 1 Non-Combat card from his hand this turn",
  mp(GOKU, hand=['Saiyan Energy Focus', 'Ally Wins!'], life_deck=ld(20)),
  mp(VEG, in_play={'drills': ['Blue Holding Drill']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Saiyan Energy Focus'}, {'p1': 'play', 'card': 'Ally Wins!'}],
  [{'at_end': True, 'error': 'Ally Wins!', 'p1': {'hand': ['Ally Wins!'], 'in_play': {'non_combat': ['Saiyan Energy Focus']}}}],
  [R + 'blue-holding-drill'], turn=TURN_NC)
board(28, "Orange Focusing Drill keeps the other Drills from Orange Lifting Drill, not itself",
  mp(GOKU, in_play={'drills': ['Orange Lifting Drill']}, life_deck=ld(20)),
  mp(VEG, in_play={'drills': ['Orange Focusing Drill', 'Orange Joint Restraint Drill']}, life_deck=ld(20)),
  [{'p1': 'use', 'card': 'Orange Lifting Drill'}],
  [{'at_end': True, 'p2': {'in_play': {'drills': ['Orange Joint Restraint Drill']}, 'discard': ['Orange Focusing Drill']}}],
  [R + 'orange-focusing-drill'])
board(29, "Saiyan Training (Villains and Goku only) used by Goku, a Hero",
  mp(GOKU, in_play={'non_combat': ['score/saiyan-saga/080']}, discard=['D1', 'D2', 'D3'], life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'use', 'card': 'Saiyan Training', 'choose': ['D1', 'D2']}],
  [{'at_end': True, 'p1': {'life_deck': 22, 'discard': ['D3', 'Saiyan Training'], 'in_play': {'non_combat': []}}}],
  [R + 'saiyan-training'])
board(30, "Ally Wins!: the life cards discarded are not damage, a Dragon Ball counts",
  mp(GOKU, allies=[{'card': KRI, 'stage': 3}, {'card': 'Yamcha Lv.1', 'stage': 3}], in_play={'non_combat': ['Ally Wins!']}, life_deck=ld(20)),
  mp(VEG, life_deck=ld(10, [EDB3, 'L1', 'L2'])),
  [{'p1': 'use', 'card': 'Ally Wins!'}],
  [{'at_end': True, 'p1': {'removed': ['Ally Wins!']}, 'p2': {'life_deck': 9, 'discard': ['L1'], 'life_deck_bottom': ['Earth Dragon Ball 3']}}],
  [R + 'ally-wins', 'crd-3.0.0/discarding-dragon-balls-when-losing-life-cards-for-effects'])
# ---- D ----
board(31, "Goku Anger Attack doubles the PAT before the Drill's +3",
  mp(VEG, hand=['Goku Anger Attack'], in_play={'drills': ['Blue Neck Restraint Drill']}, life_deck=ld(20)), mp(GOKU, 8, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Goku Anger Attack'}, {'p2': 'take'}],
  [{'after_step': 10, 'damage': {'power_stages': 5}}, {'at_end': True, 'p2': {'stage': 3, 'life_deck': 20}}],
  [R + 'goku-anger-attack'])
board(32, "Raditz Flying Kick triples the PAT; the stages past 0 become life cards",
  mp('Majin Buu, Evil Buu Lv.1', hand=['Raditz Flying Kick'], life_deck=ld(20)), mp(GOKU, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Raditz Flying Kick'}, {'p2': 'take'}],
  [{'after_step': 10, 'damage': {'power_stages': 12}}, {'at_end': True, 'p2': {'stage': 0, 'life_deck': 13}}],
  [R + 'raditz-flying-kick'])
board(33, "Frieza Smiles refused when it is not the first card played from the hand this Combat",
  mp(GOKU, hand=['Orange Focused Blast', "Goku's Surprise Attack"], life_deck=ld(20)),
  mp(VEG, hand=["Gohan's Energy Defense", 'Frieza Smiles'], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'play', 'card': "Gohan's Energy Defense"}, {'p2': 'pass'},
   {'p1': 'play', 'card': "Goku's Surprise Attack"}, {'p2': 'play', 'card': 'Frieza Smiles'}],
  [{'at_end': True, 'error': 'Frieza Smiles', 'p2': {'hand': ['Frieza Smiles']}}],
  [R + 'frieza-smiles'])
board(34, "Nappa's Energy Aura stops the later energy attacks of the Combat too",
  mp(GOKU, hand=['Orange Focused Blast', 'Orange Focused Blast'], life_deck=ld(20)),
  mp(VEG, hand=["Nappa's Energy Aura"], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'play', 'card': "Nappa's Energy Aura"}, {'p2': 'pass'},
   {'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'take'}],
  [{'after_step': 8, 'phase': 3, 'successful': False},
   {'at_end': True, 'p1': {'stage': 1}, 'p2': {'life_deck': 20, 'removed': ["Nappa's Energy Aura"]}}],
  [R + 'nappas-energy-aura'])
board(35, "Straining Blocking Move under Black Energy Stamina Drill: 1 power stage, X life cards of damage",
  mp(GOKU, hand=['Straining Blocking Move'], in_play={'drills': ['Black Energy Stamina Drill']}, life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Straining Blocking Move', 'choose': ['5']}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'stage': 4, 'life_deck': 20}, 'p2': {'life_deck': 15}}],
  [R + 'straining-blocking-move'])
board(36, "Straining Arm Drag Move: its user must pass for the rest of Combat",
  mp(GOKU, hand=['Straining Arm Drag Move', "Goku's Surprise Attack"], life_deck=ld(20)), mp(VEG, life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Straining Arm Drag Move'}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': "Goku's Surprise Attack"}],
  [{'at_end': True, 'error': "Goku's Surprise Attack", 'p1': {'hand': ["Goku's Surprise Attack"]}, 'p2': {'life_deck': 19}}],
  [R + 'straining-arm-drag-move'])
board(37, "Saiyan Energy Blast: cost 3, 4 life cards, no physical attack in the opponent's next Attack Phase",
  mp(VEG, hand=['Saiyan Energy Blast'], life_deck=ld(20)), mp(GOKU, hand=["Goku's Surprise Attack"], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Saiyan Energy Blast'}, {'p2': 'take'}, {'p2': 'play', 'card': "Goku's Surprise Attack"}],
  [{'at_end': True, 'error': "Goku's Surprise Attack", 'p1': {'stage': 2}, 'p2': {'life_deck': 16, 'hand': ["Goku's Surprise Attack"]}}],
  [R + 'saiyan-energy-blast'])
board(38, "Saiyan Rapid Fire: each Ally loses 4 stages, the stage below 0 costs a life card",
  mp(GOKU, hand=['Saiyan Rapid Fire'], life_deck=ld(20)),
  mp('Tien Lv.1', allies=[{'card': KRI, 'stage': 3}, {'card': 'Yamcha Lv.1', 'stage': 5}], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Saiyan Rapid Fire'}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'allies': {'Krillin Lv.1': 0, 'Yamcha Lv.1': 1}, 'life_deck': 15}}],
  [R + 'saiyan-rapid-fire', 'crd-3.0.0/secondary-effects'])
board(39, "Gohan's Physical Attack stopped: the secondary gain happens, the same-sentence anger does not",
  mp(GOKU, 2, anger=1, hand=["Gohan's Physical Attack"], life_deck=ld(20)),
  mp(PIC, 3, hand=["Piccolo's Physical Defense"], life_deck=ld(20)),
  [{'p1': 'play', 'card': "Gohan's Physical Attack"}, {'p2': 'play', 'card': "Piccolo's Physical Defense"}],
  [{'after_step': 8, 'successful': False},
   {'at_end': True, 'p1': {'stage': 7, 'anger': 1}, 'p2': {'stage': 7, 'life_deck': 20}}],
  ['crd-3.0.0/battle-sequence/3', R + 'gohans-physical-attack'])
board(40, "Red Wrist Control Drill: 5 stages lost cost the attacker 1",
  mp(GOKU, hand=["Goku's Surprise Attack"], life_deck=ld(20)),
  mp('Tien Lv.1', 8, in_play={'drills': ['Red Wrist Control Drill']}, life_deck=ld(20)),
  [{'p1': 'play', 'card': "Goku's Surprise Attack"}, {'p2': 'take'}],
  [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'stage': 3}}],
  [R + 'red-wrist-control-drill'])
# ---- E ----
board(41, "Goku, the Leader Lv.1: used in an Attack Phase, the Ally enters when Combat has ended",
  mp(VEG, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mp('Goku, the Leader Lv.1', hand=["Gohan's Energy Defense"], life_deck=ld(20, ['L1', KRI, 'L2'])),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'play', 'card': "Gohan's Energy Defense"},
   {'p2': 'power', 'choose': ['Krillin Lv.1']}, {'p1': 'pass'}, {'p2': 'pass'}],
  [{'at_end': True, 'combat_ended': True, 'p2': {'allies': {'Krillin Lv.1': 3}, 'life_deck': 19}}],
  [R + 'goku-the-leader-lv-1'],
  desc='Expected also: no Ally in play for P2 while the Attack Phases go on (read in the log).')
board(42, "Power makes the hero discard his last life cards: Survival Victory",
  mp(RAD, in_play={'non_combat': ['Power']}, life_deck=ld(20)), mp(GOKU, life_deck=ld(3, tops('L', 3))),
  [{'p1': 'use', 'card': 'Power'}],
  [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p2': {'life_deck': 0}}],
  ['crd-3.0.0/survival-victory'])
board(43, "Hercule's Close Save after all the damage prevents the Survival Victory",
  mp(GOKU, hand=['Orange Focused Blast'], life_deck=ld(20)),
  mp(VEG, in_play={'non_combat': ["Hercule's Close Save"]}, discard=['D1', 'D2', 'D3', 'D4'], life_deck=ld(3, tops('L', 3))),
  [{'p1': 'play', 'card': 'Orange Focused Blast'}, {'p2': 'take'}, {'p2': 'use', 'card': "Hercule's Close Save"}],
  [{'at_end': True, 'no_winner': True, 'p2': {'life_deck': 4, 'discard': ['D1', 'D2', 'D3'], 'removed': ["Hercule's Close Save"]}}],
  [R + 'hercules-close-save'])
board(44, "Saiyan Truce Card: its user keeps his hand in the Discard Step, the opponent discards",
  mp(GOKU, hand=['Saiyan Truce Card', 'H1', 'H2', 'H3', 'H4'], life_deck=ld(20)),
  mp(VEG, hand=['C1'], life_deck=ld(20, tops('L', 3))),
  [{'p1': 'play', 'card': 'Saiyan Truce Card'}, {'p1': 'discard', 'choose': []}, {'p2': 'discard', 'choose': ['C1', 'L1', 'L2']}],
  [{'after_turn_step': 'discard', 'p1': {'hand': ['H1', 'H2', 'H3', 'H4']}, 'p2': {'hand': ['L3']}}],
  [R + 'saiyan-truce-card'], turn={'number': 1, 'step': 'combat'})
board(45, "Dream Fighting ends Combat before the defender's Attack Phase",
  mp(GOKU, hand=['Dream Fighting'], discard=['D1', 'D2'], life_deck=ld(20)), mp(VEG, hand=['Orange Focused Blast'], life_deck=ld(20)),
  [{'p1': 'play', 'card': 'Dream Fighting'}],
  [{'at_end': True, 'combat_ended': True, 'p1': {'life_deck': 21, 'discard': ['D2'], 'removed': ['Dream Fighting'], 'life_deck_bottom': ['D1']},
    'p2': {'hand': ['Orange Focused Blast']}}],
  [R + 'dream-fighting'])
board(46, "Piccolo Honor Duel!: the defender draws the bottom 3 of his discard pile instead",
  mp(GOKU, life_deck=ld(20)),
  mp(VEG, hand=[], in_play={'non_combat': ['Piccolo Honor Duel!']}, discard=['B1', 'B2', 'B3', 'B4'], life_deck=ld(20, tops('L', 3))),
  [{'p2': 'use', 'card': 'Piccolo Honor Duel!'}],
  [{'after_step': 0, 'p2': {'hand': ['B1', 'B2', 'B3'], 'discard': ['B4'], 'life_deck': 20, 'removed': ['Piccolo Honor Duel!']}}],
  [R + 'piccolo-honor-duel'], prepare_phase=True)
board(47, "Power stages past 0 empty the Life Deck: Survival Victory",
  mp(GOKU, hand=["Goku's Surprise Attack"], life_deck=ld(20)), mp(VEG, 1, life_deck=ld(3, tops('L', 3))),
  [{'p1': 'play', 'card': "Goku's Surprise Attack"}, {'p2': 'take'}],
  [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p2': {'stage': 0, 'life_deck': 0}}],
  ['crd-3.0.0/survival-victory'])
board(48, "Gohan, the Protector Lv.2 with Videl as Ally: Allies power up 1 extra stage",
  mpl(['Gohan, the Great Saiyaman Lv.1', 'Gohan, the Protector Lv.2', 'Gohan, the Righteous Lv.3'], 2, 5,
      allies=[{'card': 'Videl Lv.1', 'stage': 3}, {'card': KRI, 'stage': 4}], life_deck=ld(20)),
  mp(VEG, life_deck=ld(20)),
  [],
  [{'after_turn_step': 'power_up', 'p1': {'stage': 7, 'allies': {'Videl Lv.1': 5, 'Krillin Lv.1': 6}}}],
  [R + 'gohan-the-protector-lv-2'], turn={'number': 1, 'step': 'power_up'})

assert sorted(B) == list(range(1, 49))
for i, d in B.items():
    half = 'dev' if i % 2 else 'test'
    os.makedirs(f'{H}/{half}/boards', exist_ok=True)
    with open(f'{H}/{half}/boards/R%03d.json' % i, 'w') as f: json.dump(d, f, indent=1, ensure_ascii=False); f.write('\n')
for half, par in (('dev', 1), ('test', 0)):
    json.dump({'R%03d' % i: c for i, c in CITE.items() if i % 2 == par}, open(f'{H}/{half}/cites.json', 'w'), indent=1)
print('wrote', len(B))
