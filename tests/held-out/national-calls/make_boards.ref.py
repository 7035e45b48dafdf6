"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
top-table-calls, s21; adapted from regional-calls/make_boards.py)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B), PUR 2
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'
NDB = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}
L20 = life(20)
B = {}; RULES = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': json.loads(json.dumps(p1)), 'p2': json.loads(json.dumps(p2))}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d
def rules(cid, r): RULES[cid] = r
PP = dict(prepare_phase=True)
TURN = lambda step, n=1: {'number': n, 'step': step}
def P1(stage=5, **kw): return mp(GOKU, stage, **({'life_deck': L20} | kw))
def P2(stage=5, **kw): return mp(KRIL, stage, **({'hand': [], 'life_deck': L20} | kw))
C = 'crd-3.0.0/'; CTQ = 'card-text-quote-only'
MD = C + 'modified-damage'; SOP = C + 'the-sequence-of-play-for-one-complete-turn/'; CAP = C + 'capturing-dragon-balls'; BS = C + 'battle-sequence/'
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
END = lambda **kw: {'at_end': True, **kw}
VEG = ['score/saiyan-saga/173', 'score/saiyan-saga/174', 'score/saiyan-saga/175']
PIC = ['score/world-games-saga/194', 'score/world-games-saga/195', 'score/world-games-saga/196']
# ---------- A ----------
board('T001', "Majin Vegeta Lv.1's power against a Rogue (Piccolo): +4, anger +2", [C + 'rogue-personalities'], 'p1',
 mp('score/babidi-saga/047', anger=0, life_deck=L20), {'main_personality': {'card': 'score/saiyan-saga/161', 'stage': 5, 'alignment': 'Hero'}, 'hand': [], 'life_deck': L20},
 [{'p1': 'power'}, TAKE],
 [END(p1={'anger': 2}, p2={'stage': 0, 'life_deck': 16})], **PP); rules('T001', C + 'rogue-personalities|' + CTQ)
board('T002', "Kogu Lv.1's power: +5, and if successful the opponent discards a card from his hand", [BS + '15'], 'p1',
 mp('score/bojack-unbound/004', life_deck=L20), P2(life_deck=life(20, ['K1', 'K2', 'K3'])), [{'p1': 'power'}, {'p2': 'take', 'choose': ['K1']}],
 [END(p2={'stage': 0, 'life_deck': 15, 'hand': ['K2', 'K3'], 'discard': ['K1']})], **PP); rules('T002', BS + '15|' + CTQ)
board('T003', "Super Saiyan Trunks Lv.1's Defense Shield stops the first 2 unstopped physical attacks, not the third", [BS + '7'], 'p1',
 P1(hand=[SRC, SRC, SRC]), mp('score/movie-7/m23', hand=[], life_deck=L20),
 [PLAY(SRC), TAKE, {'p2': 'pass'}, PLAY(SRC), TAKE, {'p2': 'pass'}, PLAY(SRC), TAKE],
 [{'after_step': 16, 'phase': 3, 'p2': {'stage': 5, 'life_deck': 17}}, END(p1={'discard': [SRC, SRC, SRC]}, p2={'stage': 1, 'life_deck': 17})], **PP)
rules('T003', BS + '7|' + CTQ)
board('T004', "Frieza, The Conqueror Lv.2: +2 life cards on an energy attack makes 7, a Life Card Capture", [MD, CAP], 'p1',
 mpl(['score/trunks-saga/161', 'score/trunks-saga/162', 'score/trunks-saga/163'], 2, hand=[ORB], life_deck=L20), P2(in_play={'dragon_balls': [NDB[3]]}),
 [PLAY(ORB, capture=NDB[3], capture_powers=False), TAKE],
 [END(p1={'stage': 3, 'in_play': {'dragon_balls': [NDB[3]]}}, p2={'life_deck': 10, 'in_play': {'dragon_balls': []}})], **PP)
rules('T004', MD + '|' + CAP + '|' + BS + '14|' + CTQ)
board('T005', "Goten Lv.1's power: 3 stated, then +3 to physical attacks for the remainder of Combat", [C + 'floating-effects', MD], 'p1',
 mp('score/majin-buu-saga/174', hand=[SRC], life_deck=L20), P2(), [{'p1': 'power'}, TAKE, {'p2': 'pass'}, PLAY(SRC), TAKE],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 2, 'life_deck': 17}}, END(p2={'stage': 0, 'life_deck': 11})], **PP)
rules('T005', C + 'floating-effects|' + MD + '|' + CTQ)
board('T006', "Pikkon, the Silent Lv.1's power: +1 per card in hand (4)", [MD], 'p1',
 mp('score/world-games-saga/190', hand=['H1', 'H2', 'H3', 'H4'], life_deck=L20), P2(), [{'p1': 'power'}, TAKE],
 [END(p1={'hand': ['H1', 'H2', 'H3', 'H4']}, p2={'stage': 0, 'life_deck': 16})], **PP); rules('T006', MD + '|' + CTQ)
board('T007', "Hercule, the Everlasting World Champion Lv.1 at stage 5: pool 1,500,000 vs the CRD's Power Level Errata 1,500: the judge's", [BS + '9', C + 'power-level-errata'], 'p1',
 mp('score/kid-buu-saga/052', hand=[SRC], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [END(judge='Power Level Errata')], **PP); rules('T007', C + 'power-level-errata|' + C + 'power-level-errata/hercule-the-everlasting-world-champ')
# ---------- B ----------
board('T008', "Ginyu Force Lv.2 takes the Dragon Ball revealed while the opponent takes life cards of damage", [C + 'discarding-dragon-balls-when-taking-life-cards-of-damage'], 'p1',
 mpl(['score/capsule-corp-power-pack/cp13', 'score/capsule-corp-power-pack/cp14', 'score/capsule-corp-power-pack/cp15'], 2, hand=[ORB], discard=[], life_deck=L20),
 P2(life_deck=life(20, ['K1', 'K2', 'K3', 'L1', NDB[3], 'L2', 'L3', 'L4', 'L5'])),
 [PLAY(ORB), TAKE, {'p1': 'use', 'card': 'Ginyu Force Lv.2', 'may': True}],
 [END(p1={'stage': 3, 'in_play': {'dragon_balls': [NDB[3]]}}, p2={'life_deck': 11, 'discard': ['L1', 'L2', 'L3', 'L4', 'L5']})], **PP)
rules('T008', C + 'discarding-dragon-balls-when-taking-life-cards-of-damage|' + CTQ)
board('T009', "Goku's Dragon Ball Quest places Dende Dragon Ball 6 in play; its power is used", [C + 'dragon-balls', BS + '3'], 'p1',
 P1(hand=["Goku's Dragon Ball Quest"], life_deck=life(20, ['Dende Dragon Ball 6'])), P2(in_play={'dragon_balls': ['Dende Dragon Ball 1']}),
 [PLAY("Goku's Dragon Ball Quest", choose=['Dende Dragon Ball 6'])],
 [END(p1={'stage': 10, 'life_deck': 19, 'discard': ["Goku's Dragon Ball Quest"], 'in_play': {'dragon_balls': ['Dende Dragon Ball 6']}},
      p2={'stage': 4, 'life_deck': 17, 'in_play': {'dragon_balls': ['Dende Dragon Ball 1']}})], **PP)
rules('T009', C + 'dragon-balls|' + CTQ)
board('T010', "Garlic Jr's Energy Attack cannot be stopped while Earth Dragon Ball 5 is in play", [C + 'stopping-unstoppable-attacks'], 'p1',
 P1(hand=["Garlic Jr's Energy Attack"], in_play={'dragon_balls': ['Earth Dragon Ball 5']}), P2(anger=3, life_deck=life(20, ['Saiyan Defensive Stance', 'K2', 'K3'])),
 [PLAY("Garlic Jr's Energy Attack"), {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [END(p1={'stage': 3}, p2={'life_deck': 13, 'anger': 1, 'hand': ['K2', 'K3']})], **PP)
rules('T010', C + 'stopping-unstoppable-attacks|' + CTQ)
board('T011', "Vinegar has Plans with Earth Dragon Ball 4 in play: both Allies to the bottom of the Life Deck", [BS + '3'], 'p1',
 P1(hand=['Vinegar has Plans'], in_play={'dragon_balls': ['Earth Dragon Ball 4']}),
 P2(allies=[{'card': 'score/cell-saga/173', 'stage': 3}, {'card': 'score/world-games-saga/174', 'stage': 3}]),
 [PLAY('Vinegar has Plans', may=True, choose=['Trunks, the Swift Lv.1', 'Goten, the Playful Lv.1'])],
 [END(p1={'discard': ['Vinegar has Plans']}, p2={'life_deck': 19, 'allies': {}})], **PP)
rules('T011', BS + '3|' + CTQ)
board('T012', "Vegeta Lv.3 captures a Dragon Ball after a successful energy attack, and Combat ends", [CAP], 'p1',
 mpl(VEG, 3, hand=["Krillin's Solar Flare"], life_deck=L20), P2(in_play={'dragon_balls': [NDB[3]]}),
 [PLAY("Krillin's Solar Flare", capture=NDB[3], capture_powers=False), TAKE],
 [END(combat_ended=True, p1={'stage': 3, 'in_play': {'dragon_balls': [NDB[3]]}}, p2={'life_deck': 13, 'in_play': {'dragon_balls': []}})], **PP)
rules('T012', CAP + '|' + CTQ)
board('T013', "Piccolo's Wisdom plays the Dragon Ball matching Piccolo's level (Namek Dragon Ball 2)", [C + 'dragon-balls', C + 'taking-them-down-a-notch'], 'p1',
 mpl(PIC, 2, in_play={'non_combat': ["Piccolo's Wisdom"]}, life_deck=life(20, [NDB[2]])), mpl(VEG, 2, 8, hand=[], life_deck=L20),
 [{'p1': 'use', 'card': "Piccolo's Wisdom", 'choose': [NDB[2]]}],
 [END(p1={'life_deck': 19, 'removed': ["Piccolo's Wisdom"], 'in_play': {'dragon_balls': [NDB[2]]}}, p2={'level': 1, 'stage': 5})], **PP)
rules('T013', C + 'dragon-balls|' + C + 'taking-them-down-a-notch|' + CTQ)
# ---------- C ----------
board('T014', "Android Attack Drill: +2 life cards for an Android's attack", [C + 'drill-cards', MD], 'p1',
 mp('score/android-saga/115', hand=[SRC], in_play={'drills': ['Android Attack Drill']}, life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [END(p2={'stage': 0, 'life_deck': 15})], **PP); rules('T014', C + 'drill-cards|' + MD + '|' + CTQ)
board('T015', "Underdog Drill (highest rating 1,400): 2 life cards prevented, and +1 power stage to its owner's attacks", [C + 'a-note-about-damage-prevention', MD], 'p1',
 mp(KRIL, hand=[ORB], life_deck=L20), mp('score/saiyan-saga/179', hand=[], in_play={'drills': ['Underdog Drill']}, life_deck=life(20, [SRC, 'K2', 'K3'])),
 [PLAY(ORB), TAKE, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'life_deck': 14}}, END(p1={'stage': 0, 'life_deck': 18})], **PP)
rules('T015', C + 'a-note-about-damage-prevention|' + MD + '|' + C + 'drill-cards|' + CTQ)
board('T016', "Hercule's Assault Drill: +1 life card and the gained 'If successful ... gains 1 power stage'", [C + 'gaining-text', BS + '15'], 'p1',
 P1(hand=[SRC], in_play={'drills': ["Hercule's Assault Drill"]}), P2(), [PLAY(SRC), TAKE],
 [END(p1={'stage': 6}, p2={'stage': 0, 'life_deck': 16})], **PP); rules('T016', C + 'gaining-text|' + BS + '15|' + CTQ)
board('T017', "Black Shadow Drill: the defender takes 2 less power stages from a physical attack", [C + 'a-note-about-damage-prevention'], 'p1',
 P1(hand=[SRC]), P2(in_play={'drills': ['Black Shadow Drill']}), [PLAY(SRC), TAKE],
 [END(p2={'stage': 2, 'life_deck': 17})], **PP); rules('T017', C + 'a-note-about-damage-prevention|' + C + 'drill-cards|' + CTQ)
board('T018', "The Other World enters play: Allies in discard piles into play, Allies in play discarded; Combat skipped", [C + 'battleground-and-location-cards', SOP + '2'], 'p1',
 P1(hand=['The Other World'], discard=['score/cell-saga/173']), P2(allies=[{'card': 'score/world-games-saga/174', 'stage': 3}], discard=['score/trunks-saga/170']),
 [PLAY('The Other World')],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p1': {'allies': {'Trunks, the Swift Lv.1': 3}}, 'p2': {'allies': {'Gohan, The Furious Lv.1': 3}, 'discard': ['Goten, the Playful Lv.1']}}],
 turn=TURN('non_combat'))
rules('T018', C + 'battleground-and-location-cards|' + SOP + '2|' + SOP + '4|' + CTQ)
board('T019', "Saiyan Offensive Rush: Goku loses 4 (now bracket B), then +3 life cards for the remainder of Combat", [C + 'floating-effects', C + 'fusion-saga'], 'p1',
 P1(hand=[SRC], in_play={'non_combat': ['Saiyan Offensive Rush']}), P2(),
 [{'p1': 'use', 'card': 'Saiyan Offensive Rush'}, {'p2': 'pass'}, PLAY(SRC), TAKE],
 [END(p1={'stage': 1, 'discard': ['Saiyan Offensive Rush', SRC]}, p2={'stage': 1, 'life_deck': 14})], **PP)
rules('T019', C + 'floating-effects|' + C + 'fusion-saga|' + CTQ)
board('T020', "Majin Throwdown: a Majin only attack does +1 power stage and +1 life card and discards an Ally in play", [C + 'battleground-and-location-cards', MD], 'p1',
 {'main_personality': {'card': 'score/majin-buu-saga/194', 'stage': 5, 'alignment': 'Villain'}, 'anger': 0, 'hand': ['Majin Hand Clap'], 'in_play': {'battleground': 'Majin Throwdown'}, 'life_deck': L20},
 P2(allies=[{'card': 'score/world-games-saga/174', 'stage': 3}], life_deck=life(20, ['K1', 'K2', 'K3', 'L1', 'L2', 'L3'])), [PLAY('Majin Hand Clap'), TAKE],
 [END(p1={'anger': 1}, p2={'stage': 0, 'life_deck': 14, 'allies': {}, 'discard': ['Goten, the Playful Lv.1', 'L1', 'L2', 'L3']})], **PP)
rules('T020', C + 'battleground-and-location-cards|' + MD + '|' + CTQ)
# ---------- D ----------
board('T021', "Red Face Slap turns off Future Gohan Lv.1's Constant Combat Power (its Defense Shield) before step 7", [BS + '3', BS + '7', C + 'turning-off-personality-powers'], 'p1',
 P1(hand=['Red Face Slap']), mp('score/capsule-corp-power-pack/cp10', anger=1, hand=[], life_deck=L20), [PLAY('Red Face Slap'), TAKE],
 [END(p1={'anger': 0, 'discard': ['Red Face Slap']}, p2={'stage': 1, 'life_deck': 17})], **PP)
rules('T021', C + 'turning-off-personality-powers|' + BS + '7|' + BS + '3|' + CTQ)
board('T022', "Orange Energy Shot stopped: the defender discards the top 2 cards of his Life Deck", [C + 'card-costs'], 'p1',
 P1(hand=['Orange Energy Shot']), P2(life_deck=life(20, ['Saiyan Defensive Stance', 'K2', 'K3', 'L1', 'L2'])),
 [PLAY('Orange Energy Shot'), {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [END(p1={'stage': 3}, p2={'stage': 5, 'life_deck': 15})], **PP); rules('T022', C + 'card-costs|' + C + 'secondary-effects|' + CTQ)
board('T023', "Prepared Dodge stops an energy attack, lowers the attacker's anger, and is removed from the game", [BS + '6'], 'p1',
 P1(anger=2, hand=[ORB]), P2(life_deck=life(20, ['Prepared Dodge', 'K2', 'K3'])), [PLAY(ORB), {'p2': 'play', 'card': 'Prepared Dodge'}],
 [END(p1={'stage': 3, 'anger': 1}, p2={'life_deck': 17, 'removed': ['Prepared Dodge']})], **PP); rules('T023', BS + '6|' + CTQ)
board('T024', "Tien's Tri-Beam used three times: cost 2 each, 2 life cards each, then removed from the game", [C + 'card-costs', BS + '16'], 'p1',
 P1(7, hand=["Tien's Tri-Beam"]), P2(),
 [PLAY("Tien's Tri-Beam"), TAKE, {'p2': 'pass'}, {'p1': 'use', 'card': "Tien's Tri-Beam"}, TAKE, {'p2': 'pass'}, {'p1': 'use', 'card': "Tien's Tri-Beam"}, TAKE],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 5}, 'p2': {'life_deck': 15}}, END(p1={'stage': 1, 'removed': ["Tien's Tri-Beam"]}, p2={'life_deck': 11})], **PP)
rules('T024', C + 'card-costs|' + BS + '16|' + CTQ)
board('T025', "Namekian Rock Crush: cost 3, 6 life cards (no PAT), a Life Card Capture", [C + 'card-costs', CAP], 'p1',
 P1(hand=['Namekian Rock Crush']), P2(in_play={'dragon_balls': [NDB[3]]}), [PLAY('Namekian Rock Crush', capture=NDB[3], capture_powers=False), TAKE],
 [END(p1={'stage': 2, 'in_play': {'dragon_balls': [NDB[3]]}}, p2={'stage': 5, 'life_deck': 11, 'in_play': {'dragon_balls': []}})], **PP)
rules('T025', CAP + '|' + C + 'card-costs|' + CTQ)
board('T026', "Trunks, the Weaponmaster Lv.1 at stage 8: a damaged power rating (120000 between 1,150,000 and 1,250,000): the judge's", [BS + '9'], 'p1',
 mp('score/bojack-unbound/003', 8, hand=[SRC], life_deck=L20), P2(life_deck=life(17)), [PLAY(SRC), TAKE],
 [END(judge='120')]); rules('T026', BS + '9|' + C + 'what-does-pat-mean|' + C + 'fusion-saga')
# ---------- E ----------
board('T027', "Initiative: the attacker's first Attack Phase is skipped; the defender attacks first", [C + 'skipping-attack-phases'], 'p1',
 P1(hand=[]), P2(in_play={'non_combat': ['Initiative']}, life_deck=life(20, [SRC, 'K2', 'K3'])),
 [{'p2': 'use', 'card': 'Initiative', 'may': True}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [END(p1={'stage': 2, 'life_deck': 20}, p2={'removed': ['Initiative'], 'discard': [SRC]})], **PP)
rules('T027', C + 'skipping-attack-phases|' + CTQ)
board('T028', "Vegeta's Pride Drill: Vegeta's PUR +1 at the Power-Up Step", [SOP + '3'], 'p1',
 mp('score/world-games-saga/165', life_deck=L20, in_play={'drills': ["Vegeta's Pride Drill"]}), P2(), [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7}}], turn=TURN('power_up')); rules('T028', SOP + '3|' + CTQ)
board('T029', "Remote Control empties an Android's Life Deck: Survival Victory", [C + 'survival-victory', C + 'do-what-you-can-rule'], 'p1',
 P1(in_play={'non_combat': ['Remote Control']}), mp('score/android-saga/115', hand=[], life_deck=life(4, ['L1', 'L2', 'L3', 'L4'])),
 [{'p1': 'use', 'card': 'Remote Control'}],
 [END(winner='p1', victory='survival', p2={'life_deck': 0, 'removed': ['L1', 'L2'], 'discard': ['L3', 'L4']})])
rules('T029', C + 'survival-victory|' + C + 'do-what-you-can-rule|' + CTQ)
board('T030', "Feverish attached to Krillin: PUR 2 -1 at his next Power-Up Step", [SOP + '3', C + 'attaching-cards'], 'p1',
 P1(hand=[], in_play={'non_combat': ['Feverish']}), P2(life_deck=life(20, ['K1', 'K2', 'K3'])),
 [{'p1': 'use', 'card': 'Feverish', 'choose': ['Krillin, the Friend Lv.1']}, {'p2': 'pass'}, {'p1': 'pass'}, {'p2': 'discard', 'choose': ['K1', 'K2']}],
 [{'after_turn_step': 'power_up', 'turn': 2, 'p2': {'stage': 6}}], turn=TURN('combat'), **PP)
rules('T030', SOP + '3|' + C + 'attaching-cards|' + CTQ)
board('T031', "Bido's Charge captures the 7th Namek Dragon Ball from the opponent: the Dragon Ball Victory waits for P1's next turn", [C + 'dragon-ball-victory', BS + '3'], 'p1',
 mp('score/bojack-unbound/007', hand=["Bido's Charge"], in_play={'dragon_balls': [NDB[i] for i in range(1, 7)]}, life_deck=life(20, ['score/bojack-unbound/004'])),
 P2(in_play={'non_combat': ['The Eyes Have It'], 'dragon_balls': [NDB[7]]}, life_deck=life(20, ['K1', 'K2', 'K3', 'L1'])),
 [PLAY("Bido's Charge", choose=['The Eyes Have It', 'Kogu Lv.1'], capture=NDB[7], capture_powers=False), TAKE, {'p2': 'pass'}, {'p1': 'pass'}],
 [END(no_winner=True, pending_dragon_ball_victory='p1', p1={'life_deck': 19, 'allies': {'Kogu Lv.1': 4}, 'in_play': {'dragon_balls': [NDB[i] for i in range(1, 8)]}},
      p2={'stage': 0, 'life_deck': 16, 'discard': ['The Eyes Have It', 'L1'], 'in_play': {'dragon_balls': []}})], **PP)
rules('T031', C + 'dragon-ball-victory|' + C + 'dragon-balls|' + CTQ)
board('T032', "Piccolo's Determination: anger 4 -> 5, Vegeta reaches level 3 of 3: Most Powerful Personality Victory", [C + 'most-powerful-personality-victory', C + 'anger'], 'p1',
 mpl(VEG, 2, anger=4, in_play={'non_combat': ["Piccolo's Determination"]}, life_deck=L20), mpl(PIC, 1, hand=[], life_deck=L20),
 [{'p1': 'use', 'card': "Piccolo's Determination"}],
 [END(winner='p1', victory='most_powerful_personality', p1={'level': 3, 'stage': 10, 'life_deck': 19})])
rules('T032', C + 'most-powerful-personality-victory|' + C + 'anger')

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
    print(len(B), 'boards', len(RULES), 'rules')
