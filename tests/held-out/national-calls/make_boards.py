"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
national-calls, s22; adapted from top-table-calls/make_boards.py). Usage: python3 make_boards.py [dev|test|all]"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1, highest stage 10
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B), PUR 2, highest stage 10
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'
SRC_ID = 'score/cell-saga/006'; ORB_ID = 'score/cell-saga/014'
SDS = 'score/cell-saga/010'; SCS = 'score/cell-saga/015'; BSD = 'score/saiyan-saga/147'; RSM = 'score/cell-saga/131'; CAR = 'score/cell-saga/070'
NDB = {1: 'score/trunks-saga/025', 2: 'score/trunks-saga/003', 3: 'score/trunks-saga/079', 4: 'score/trunks-saga/080',
       5: 'score/trunks-saga/136', 6: 'score/trunks-saga/113', 7: 'score/trunks-saga/114'}
KRIL_LV = ['score/cell-saga/089', 'score/cell-saga/099', 'score/cell-saga/097']
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
END_ = C + 'endurance'; FLT = C + 'floating-effects'; COST = C + 'card-costs'
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
END = lambda **kw: {'at_end': True, **kw}
P1TOP = ['D1', 'D2', 'D3']
# ---------- A ----------
board('N001', "Captain Ginyu Lv.1's power states 6 life cards (no PAT); a Drill's +2 power stages still added", [MD, BS + '9'], 'p1',
 mp('score/frieza-saga-promo/p15', life_deck=L20, in_play={'drills': [BSD]}), P2(), [{'p1': 'power'}, TAKE],
 [END(p2={'stage': 3, 'life_deck': 11})], **PP); rules('N001', MD + '|' + BS + '9|' + CTQ)
board('N002', "Chapuchai Lv.1's power: 4 stated power stages, then 4 power stages prevented from the next attack against him", [FLT], 'p1',
 mp('score/world-games-saga/122', life_deck=L20), P2(hand=[SRC_ID]),
 [{'p1': 'power'}, TAKE, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 1}}, END(p1={'stage': 5}, p2={'stage': 1, 'life_deck': 17, 'discard': [SRC]})], **PP)
rules('N002', FLT + '|' + CTQ)
board('N003', "Android 18, The Mom Lv.1 with The Car in play: her energy attack cannot be stopped by Saiyan Defensive Stance", [COST, BS + '8'], 'p1',
 mp('score/kid-buu-saga/034', life_deck=L20, in_play={'non_combat': [CAR]}), P2(hand=[SDS]),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [{'after_step': 8, 'successful': True}, END(p1={'stage': 3}, p2={'stage': 5, 'life_deck': 11})], **PP)
rules('N003', COST + '|' + CTQ)
board('N004', "Caterpy Lv.1's Constant Combat Power (Power 1) adds +1 to Saiyan Right Cross", [MD], 'p1',
 mp('score/cosmic-anthology/ca13', hand=[SRC_ID], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [{'after_step': 10, 'damage': {'power_stages': 5}}, END(p2={'stage': 0, 'life_deck': 17})], **PP); rules('N004', MD + '|' + CTQ)
board('N005', "Android 15 Lv.1's power: +4, and with no Android Ally attacking first it is not usable a second time", [C + 'power-up-rating-pur'], 'p1',
 mp('score/movie-7/m4', life_deck=L20), P2(), [{'p1': 'power'}, TAKE, {'p2': 'pass'}, {'p1': 'power'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 16}}, END(error='actions[3]', p2={'stage': 0, 'life_deck': 16})], **PP)
rules('N005', C + 'power-up-rating-pur|' + CTQ)
board('N006', "Gohan, Super Saiyan Lv.3's removal sits in the attack's sentence: an If-successful effect, not used when the attack is stopped", [BS + '3'], 'p1',
 mpl(['score/cell-saga/164', 'score/cell-saga/165', 'score/cell-saga/192'], 3, life_deck=L20),
 mp(GOKU, hand=[SCS], life_deck=L20, in_play={'non_combat': [CAR]}),
 [{'p1': 'power', 'choose': ['The Car'], 'may': True}, {'p2': 'play', 'card': 'Saiyan Counterstrike'}],
 [{'after_step': 8, 'successful': False}, END(p2={'stage': 5, 'life_deck': 17, 'in_play': {'non_combat': ['The Car']}, 'removed': []})], **PP)
rules('N006', BS + '3|' + C + 'if-successful-effects|' + CTQ)
board('N007', "Bujin Lv.1: the card type he forbids is still usable by an opponent at 5 above 0", [COST], 'p1',
 mp('score/bojack-unbound/006', hand=['H1'], life_deck=L20), P2(hand=[SRC_ID]),
 [{'p1': 'power', 'choose': ['H1', 'Physical Combat'], 'may': True}, TAKE, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3, 'discard': ['H1']}, 'p2': {'life_deck': 11}},
  END(p1={'stage': 0, 'discard': ['H1']}, p2={'life_deck': 11})], **PP)
rules('N007', CTQ)
# ---------- B ----------
board('N008', "Red Forearm Block flipped for damage: Endurance X, X = the 2 Dragon Balls its owner controls", [END_], 'p1',
 P1(hand=[ORB_ID]),
 P2(tokui_waza='Red', in_play={'mastery': RSM, 'dragon_balls': [NDB[1], NDB[2]]},
    life_deck=life(20, P1TOP + ['L1', 'score/babidi-saga/021', 'L3', 'L4', 'L5', 'L6'])),
 [PLAY(ORB), {'p2': 'take', 'endurance': True}],
 [END(p1={'stage': 3}, p2={'life_deck': 14, 'discard': ['L1', 'L3'], 'removed': ['Red Forearm Block'], 'hand': P1TOP})], **PP)
rules('N008', END_ + '|' + C + 'what-does-endurance-do|' + CTQ)
board('N009', "Krillin's Quest puts the 7th Namek Dragon Ball into play: Dragon Ball Victory at once", [C + 'dragon-ball-victory', C + 'dragon-balls'], 'p1',
 P1(in_play={'dragon_balls': [NDB[i] for i in (1, 3, 4, 5, 6, 7)], 'non_combat': ['score/trunks-saga/065']}, life_deck=life(20, ['L1', NDB[2]])),
 P2(), [{'p1': 'use', 'card': "Krillin's Quest", 'choose': ['Namek Dragon Ball 2']}],
 [END(winner='p1', victory='dragon_ball', p1={'in_play': {'dragon_balls': [f'Namek Dragon Ball {i}' for i in (1, 3, 4, 5, 6, 7, 2)]}})], **PP)
rules('N009', C + 'dragon-ball-victory|' + C + 'dragon-balls|' + CTQ)
board('N010', "Orange Right Punch with Namek Dragon Ball 5 in play: no Endurance for the rest of Combat", [END_], 'p1',
 P1(hand=['score/babidi-saga/020', ORB_ID]),
 P2(tokui_waza='Red', in_play={'mastery': RSM, 'dragon_balls': [NDB[5]]},
    life_deck=life(20, P1TOP + ['L1', 'score/cell-games-saga/006', 'L3', 'L4', 'L5'])),
 [PLAY('Orange Right Punch'), TAKE, {'p2': 'pass'}, PLAY(ORB), {'p2': 'take', 'endurance': True}],
 [{'after_step': 16, 'phase': 1, 'p1': {'anger': 1}, 'p2': {'stage': 0}},
  END(p1={'stage': 3, 'anger': 1}, p2={'stage': 0, 'life_deck': 12, 'discard': ['L1', 'Deadly Attack', 'L3', 'L4', 'L5'], 'removed': []})], **PP)
rules('N010', END_ + '|' + C + 'more-details-about-endurance|' + CTQ)
board('N011', "Black Swivel Kick against a hand of only Dragon Balls: shown, nothing removed", [MD], 'p1',
 P1(hand=['score/kid-buu-saga/038']), P2(hand=[NDB[3], NDB[6]]), [PLAY('Black Swivel Kick'), TAKE],
 [END(p2={'stage': 0, 'life_deck': 20, 'hand': ['Namek Dragon Ball 3', 'Namek Dragon Ball 6'], 'removed': []})])
rules('N011', CTQ)
board('N012', "Dodoria's Waiting Game with Namek Dragon Ball 7 in play: \"Dragonball 7\" is the judge's", [BS + '10'], 'p1',
 P1(hand=['score/trunks-saga/048'], in_play={'dragon_balls': [NDB[7]]}), P2(), [PLAY("Dodoria's Waiting Game"), TAKE],
 [END(p2={'stage': 3}, judge='Dragonball 7')], **PP)
rules('N012', CTQ)
board('N013', "Nappa Restored Lv.4's power: a successful energy attack steals (card-captures) a Dragon Ball", [CAP], 'p1',
 mpl(['score/saiyan-saga/176', 'score/saiyan-saga/177', 'score/saiyan-saga/178', 'score/frieza-saga/091'], 4, life_deck=L20),
 P2(in_play={'dragon_balls': [NDB[4]]}),
 [{'p1': 'power', 'capture': 'Namek Dragon Ball 4', 'capture_powers': False}, TAKE],
 [END(p1={'stage': 3, 'in_play': {'dragon_balls': ['Namek Dragon Ball 4']}, 'dragon_ball_owners': {'Namek Dragon Ball 4': 'p2'}},
      p2={'life_deck': 13, 'in_play': {'dragon_balls': []}})], **PP)
rules('N013', CAP + '|' + CTQ)
# ---------- C ----------
board('N014', "Black Groveling Drill beside an Orange Drill: both in play; -2 life cards against, +2 power stages for", [C + 'styled-drills'], 'p1',
 P1(hand=[ORB_ID]), P2(hand=[SRC_ID], in_play={'drills': ['score/kid-buu-saga/005', 'score/saiyan-saga/151']}),
 [PLAY(ORB), TAKE, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'life_deck': 14}}, END(p1={'stage': 0, 'life_deck': 14}, p2={'life_deck': 14})], **PP)
rules('N014', C + 'styled-drills|' + CTQ)
board('N015', "Saiyan Concentration (\"Villains, Goku, and Gohan only\") is Saiyan Heritage only: Frieza may not use it", [C + 'villains-goku-and-gohan-only'], 'p1',
 mp('score/frieza-saga/124', life_deck=L20, in_play={'non_combat': ['score/frieza-saga/018']}), P2(anger=3, in_play={'drills': [BSD]}),
 [{'p1': 'use', 'card': 'Saiyan Concentration'}],
 [END(error='actions[0]', p2={'anger': 3, 'in_play': {'drills': ['Black Striking Drill']}})], **PP)
rules('N015', C + 'villains-goku-and-gohan-only|' + C + 'saiyan-heritage-personalities')
board('N016', "Time to Party!: both Main Personalities to their highest stage, both angers +1", [C + 'non-combat-non-drill-cards'], 'p1',
 P1(stage=2, anger=0, in_play={'non_combat': ['score/cell-games-saga/031']}), P2(anger=1),
 [{'p1': 'use', 'card': 'Time to Party!', 'may': False}],
 [END(p1={'stage': 10, 'anger': 1, 'discard': ['Time to Party!']}, p2={'stage': 10, 'anger': 2})], **PP)
rules('N016', CTQ)
board('N017', "The Untroubled Mind is Focused removes an Ally; \"Discard this card from the game\" is the judge's", [C + 'non-combat-non-drill-cards'], 'p1',
 P1(in_play={'non_combat': ['score/saiyan-saga/032']}), P2(allies=[{'card': 'score/cell-saga/084', 'stage': 3}]),
 [{'p1': 'use', 'card': 'The Untroubled Mind is Focused', 'choose': ['Yamcha, the Friend Lv.1']}],
 [END(p2={'allies': {}, 'removed': ['Yamcha, the Friend Lv.1']}, judge='Discard this card from the game')], **PP)
rules('N017', CTQ)
board('N018', "Majin Buu's New House: a Named card without Endurance flipped for damage has Endurance 1", [END_, C + 'battleground-and-location-cards'], 'p1',
 P1(hand=[ORB_ID], in_play={'battleground': 'score/fusion-saga/109'}),
 P2(tokui_waza='Red', in_play={'mastery': RSM}, life_deck=life(20, P1TOP + ['L1', 'score/trunks-saga/065', 'L3', 'L4', 'L5', 'L6'])),
 [PLAY(ORB), {'p2': 'take', 'endurance': True}],
 [END(p1={'stage': 3}, p2={'life_deck': 13, 'discard': ['L1', 'L3', 'L4'], 'removed': ["Krillin's Quest"]})], **PP)
rules('N018', END_ + '|' + C + 'battleground-and-location-cards|' + CTQ)
board('N019', "Blue Idea discards the opponent's Drill: his next attack has no +2", [C + 'non-combat-non-drill-cards'], 'p1',
 P1(in_play={'non_combat': ['score/android-saga/016']}), P2(hand=[SRC_ID], in_play={'drills': [BSD]}),
 [{'p1': 'use', 'card': 'Blue Idea', 'choose': ['Black Striking Drill']}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [END(p1={'stage': 2, 'discard': ['Blue Idea']}, p2={'in_play': {'drills': []}, 'discard': ['Black Striking Drill', SRC]})], **PP)
rules('N019', CTQ)
board('N020', "Healing Magic: a level 1 Ally from the discard pile at his highest stage, 3 cards to the Life Deck bottom", [SOP + '2'], 'p1',
 P1(hand=['score/majin-buu-saga/068'], discard=['X1', 'X2', 'X3', 'score/cell-saga/084', 'X4']), P2(),
 [{'p1': 'play', 'card': 'Healing Magic', 'choose': ['Yamcha, the Friend Lv.1']}],
 [{'after_turn_step': 'non_combat', 'turn': 1, 'p1': {'allies': {'Yamcha, the Friend Lv.1': 10}, 'life_deck': 23, 'discard': ['X4', 'Healing Magic']}}],
 turn=TURN('non_combat'))
rules('N020', SOP + '2|' + CTQ)
# ---------- D ----------
board('N021', "Black Defensive Aura (stops both kinds) against a focused Red Overhand Slash: cost paid, not stopped", [C + 'focused', COST], 'p1',
 P1(hand=['score/cell-games-saga/084']), P2(hand=['score/trunks-saga/017']),
 [PLAY('Red Overhand Slash'), {'p2': 'play', 'card': 'Black Defensive Aura'}],
 [{'after_step': 8, 'successful': True}, END(p1={'anger': 2}, p2={'stage': 1, 'discard': ['Black Defensive Aura']})], **PP)
rules('N021', C + 'focused|' + CTQ)
board('N022', "Blue Shifting Maneuver used by a level 3 Main Personality: discarded after use, not removed", [BS + '16'], 'p1',
 P1(hand=[ORB_ID]), mpl(KRIL_LV, 3, hand=['score/babidi-saga/009'], life_deck=L20),
 [PLAY(ORB), {'p2': 'play', 'card': 'Blue Shifting Maneuver'}],
 [END(p1={'stage': 3}, p2={'life_deck': 17, 'discard': ['Blue Shifting Maneuver'], 'removed': []})], **PP)
rules('N022', BS + '16|' + CTQ)
board('N023', "Majin Buu's Taunt in place of an attack: no anger without a successful attack; 3 life cards prevented from the next attack", [FLT], 'p1',
 P1(hand=[SRC_ID, ORB_ID]), P2(hand=['score/fusion-saga/012']),
 [PLAY(SRC), TAKE, {'p2': 'play', 'card': "Majin Buu's Taunt"}, PLAY(ORB), TAKE],
 [END(p1={'stage': 3, 'anger': 0}, p2={'stage': 0, 'life_deck': 15})], **PP)
rules('N023', FLT + '|' + CTQ)
board('N024', "Blue Left Cross Punch: cost 2, +2 power stages, and X = 5 - anger life cards discarded", [COST], 'p1',
 P1(hand=['score/cell-saga/145']), P2(anger=2), [PLAY('Blue Left Cross Punch'), TAKE],
 [END(p1={'stage': 3}, p2={'stage': 1, 'life_deck': 14})], **PP)
rules('N024', COST + '|' + CTQ)
board('N025', "Saiyan Pride stopped: its If-stopped sentence removes a Drill; the card removed from the game after use", [BS + '16'], 'p1',
 P1(hand=['score/cell-games-saga/089']), P2(hand=[SCS], in_play={'drills': [BSD]}),
 [PLAY('Saiyan Pride', choose=['Black Striking Drill']), {'p2': 'play', 'card': 'Saiyan Counterstrike'}],
 [END(p1={'removed': ['Saiyan Pride'], 'discard': []}, p2={'stage': 5, 'in_play': {'drills': []}, 'removed': ['Black Striking Drill'], 'discard': ['Saiyan Counterstrike']})], **PP)
rules('N025', BS + '16|' + CTQ)
board('N026', "Red Energy Disk states its cost (3), not the default 2; anger lowered 1", [COST], 'p1',
 P1(hand=['score/frieza-saga/005']), P2(anger=2), [PLAY('Red Energy Disk'), TAKE],
 [END(p1={'stage': 2}, p2={'anger': 1, 'life_deck': 11})], **PP)
rules('N026', COST + '|' + CTQ)
# ---------- E ----------
board('N027', "Blue Leaving ends Combat and both players skip the Discard Step", [SOP + '6'], 'p1',
 P1(hand=['score/trunks-saga/097', 'H1', 'H2']), P2(life_deck=life(20, P1TOP)),
 [PLAY('Blue Leaving')],
 [{'after_turn_step': 'discard', 'turn': 1, 'p1': {'hand': ['H1', 'H2'], 'removed': ['Blue Leaving']}, 'p2': {'hand': P1TOP}}],
 turn=TURN('combat'), **PP)
rules('N027', SOP + '6|' + CTQ)
board('N028', "Teaching the Unteachable Forces Observation at the end of the opponent's Power-Up Step: he may not declare Combat", [SOP + '4'], 'p1',
 P1(), P2(in_play={'non_combat': ['score/saiyan-saga/192']}),
 [{'p2': 'use', 'card': 'Teaching the Unteachable Forces Observation'}, {'p1': 'declare'}],
 [{'after_turn_step': 'power_up', 'turn': 1, 'p1': {'stage': 6}}, END(error='actions[1]')], turn=TURN('power_up'))
rules('N028', 'score-errata/saiyan-saga/teaching-the-unteachable-forces-observation|' + SOP + '4|' + CTQ)
board('N029', "Power-Up Step: Frieza the Master's PUR +1 for the Tokui-Waza stops at his highest stage; his Ally powers up 1", [SOP + '3'], 'p1',
 mp('score/frieza-saga/124', 9, life_deck=L20, tokui_waza='Red', in_play={'mastery': RSM}, allies=[{'card': 'score/movie-7/m4', 'stage': 3}]), P2(),
 [], [{'after_turn_step': 'power_up', 'turn': 1, 'p1': {'stage': 10, 'allies': {'Android 15 Lv.1': 4}}}], turn=TURN('power_up'))
rules('N029', SOP + '3|' + C + 'personality-cards')
board('N030', "Krillin's Surprise!: 6 anger at level 1 advances Krillin to level 2 at his highest stage; Drills discarded; anger 0", [C + 'anger'], 'p1',
 mpl(KRIL_LV, 1, anger=0, hand=['score/cell-games-saga-promo/p10'], in_play={'drills': [BSD]}, life_deck=L20), mp(GOKU, hand=[], life_deck=L20),
 [PLAY("Krillin's Surprise!")],
 [END(p1={'level': 2, 'stage': 10, 'anger': 0, 'in_play': {'drills': []}, 'discard': ['Black Striking Drill', "Krillin's Surprise!"]})], **PP)
rules('N030', C + 'anger|' + CTQ)
board('N031', "After a Final Physical Attack the player cannot defend: Energy Pouch refused", [C + 'final-physical-attacks'], 'p1',
 P1(hand=['H1', 'score/cosmic-anthology/ca29']), P2(hand=[ORB_ID]),
 [{'p1': 'final_physical_attack', 'discard': 'H1'}, TAKE, {'p2': 'play', 'card': ORB}, {'p1': 'play', 'card': 'Energy Pouch'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'discard': ['H1']}, 'p2': {'stage': 3}}, END(error='actions[3]')], **PP)
rules('N031', C + 'final-physical-attacks|' + C + 'glossary')
board('N032', "Dailende Lv.1's attack stopped: its If-stopped discard of 4 empties the Life Deck: Survival Victory", [C + 'survival-victory'], 'p1',
 mp('score/fusion-frenzy/004', life_deck=L20), P2(hand=[SDS], life_deck={'top': ['L1', 'L2', 'L3', 'L4'], 'unknown_below': 0}),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Saiyan Defensive Stance'}],
 [END(winner='p1', victory='survival', p1={'stage': 5}, p2={'life_deck': 0})])
rules('N032', C + 'survival-victory|' + CTQ)

if __name__ == '__main__':
    which = sys.argv[1] if len(sys.argv) > 1 else 'all'
    for half, par in (('dev', 1), ('test', 0)):
        if which not in (half, 'all'): continue
        os.makedirs(f'{HERE}/{half}/boards', exist_ok=True)
        for bid, d in B.items():
            if int(bid[1:]) % 2 == par:
                json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    cur = {}
    if os.path.exists(f'{HERE}/rules.txt'):
        for l in open(f'{HERE}/rules.txt'):
            if l.strip(): cur[l.split()[0]] = l.split()[1]
    for k, v in RULES.items():
        if which == 'all' or (int(k[1:]) % 2 == 1) == (which == 'dev'): cur[k] = v
    open(f'{HERE}/rules.txt', 'w').write(''.join(f'{k} {cur[k]}\n' for k in sorted(cur)))
    print(which, 'boards written;', len(cur), 'rules')
