"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
side-event-calls, s17; adapted from match-calls/make_boards.py)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B), highest stage 10
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'
NDB = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
EDB = {i: f'Earth Dragon Ball {i}' for i in (1, 2, 5, 6)}
def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
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
MD = C + 'modified-damage'
# ---------- A ----------
board('X001', "Android 16, the Battler Lv.3 caps an energy attack at 3 life cards", [C + 'damage-caps'], 'p1',
 P1(hand=[ORB]), mp('score/cell-saga/178', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'life_deck': 14}}], **PP); rules('X001', C + 'damage-caps')
board('X002', "Dodoria the Mocking Lv.3: +1 power stage and +2 life cards on a physical attack", [MD], 'p1',
 mp('score/trunks-saga/111', 5, hand=[SRC], life_deck=L20), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 15}}], **PP); rules('X002', MD)
board('X003', "Majin Vegeta Lv.2 (MBS #193): +2 Base Damage on his PAT attack", [C + 'battle-sequence/9'], 'p1',
 mp('score/majin-buu-saga/193', 5, hand=[SRC], life_deck=L20), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 14}}], **PP); rules('X003', C + 'battle-sequence/9')
board('X004', "Yamcha, the Battler Lv.2: +2 power stages on his energy attack", [MD], 'p1',
 mp('score/cell-saga/085', 5, hand=[ORB], life_deck=L20), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 3, 'life_deck': 12}}], **PP); rules('X004', MD)
board('X005', "Trunks the Saiyan Lv.2 lowers the attacker's anger after a successful energy attack", [C + 'battle-sequence/15'], 'p1',
 P1(hand=[ORB], anger=2), mp('score/trunks-saga/199', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 1}, 'p2': {'life_deck': 12}}], **PP); rules('X005', CTQ)
board('X006', "Vegeta, the Determined Lv.1 gains anger after physical damage", [C + 'battle-sequence/12'], 'p1',
 P1(hand=[SRC]), mp('score/trunks-saga/173', 5, hand=[], life_deck=L20, anger=2),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'anger': 3, 'life_deck': 17}}], **PP); rules('X006', CTQ)
board('X007', "Olibu Lv.1: +2 life cards on a Freestyle (Named) physical attack", [MD, C + 'freestyle-cards'], 'p1',
 mp('score/world-games-saga/189', 5, hand=["Goku's Right Knee Smash"], life_deck=L20), P2(),
 [{'p1': 'play', 'card': "Goku's Right Knee Smash"}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 3, 'life_deck': 13}}], **PP); rules('X007', C + 'freestyle-cards|' + CTQ)
# ---------- B ----------
board('X008', "The Might of Shenron counts the Earth Dragon Balls P1 controls, a captured one included", [C + 'dragon-balls'], 'p1',
 P1(hand=['The Might of Shenron'], in_play={'dragon_balls': [EDB[1], EDB[2], EDB[5]], 'dragon_ball_owners': {EDB[5]: 'p2'}}),
 P2(in_play={'dragon_balls': [EDB[6]]}),
 [{'p1': 'play', 'card': 'The Might of Shenron'}],
 [{'at_end': True, 'p2': {'life_deck': 14}, 'p1': {'removed': ['The Might of Shenron']}}], **PP); rules('X008', CTQ)
board('X009', "Porunga's Approval: one card back per Namek Dragon Ball P1 has in play", [C + 'dragon-balls'], 'p1',
 P1(discard=['D1', 'D2', 'D3'], in_play={'non_combat': ["Porunga's Approval"], 'dragon_balls': [NDB[1], NDB[2]]}),
 P2(in_play={'dragon_balls': [NDB[3]]}),
 [{'p1': 'use', 'card': "Porunga's Approval", 'choose': ['D1', 'D2']}],
 [{'at_end': True, 'p1': {'life_deck': 22, 'discard': ['D3'], 'removed': ["Porunga's Approval"]}}], **PP); rules('X009', CTQ)
board('X010', "Namek Dragon Ball Combat captures with 2 power stages of damage", [C + 'capturing-dragon-balls'], 'p1',
 P1(hand=['Namek Dragon Ball Combat']), P2(in_play={'dragon_balls': [NDB[4]]}),
 [{'p1': 'play', 'card': 'Namek Dragon Ball Combat', 'capture': NDB[4], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB[4]]}, 'dragon_ball_owners': {NDB[4]: 'p2'}, 'removed': ['Namek Dragon Ball Combat']},
   'p2': {'stage': 3, 'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP); rules('X010', C + 'capturing-dragon-balls')
board('X011', "Red Energy Outburst: Namek Dragon Ball 2 in the opponent's control is in play", [C + 'battle-sequence/15'], 'p1',
 P1(hand=['Red Energy Outburst'], anger=1), P2(in_play={'dragon_balls': [NDB[2]]}),
 [{'p1': 'play', 'card': 'Red Energy Outburst'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 4}, 'p2': {'life_deck': 13}}], **PP); rules('X011', C + 'battle-sequence/15|' + CTQ)
board('X012', "Red Heat Seeking Blast: 3 life cards per Dragon Ball the opponent controls, then a capture", [C + 'capturing-dragon-balls'], 'p1',
 P1(hand=['Red Heat Seeking Blast']), P2(in_play={'dragon_balls': [NDB[3], NDB[5]]}),
 [{'p1': 'play', 'card': 'Red Heat Seeking Blast', 'capture': NDB[5], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'in_play': {'dragon_balls': [NDB[5]]}}, 'p2': {'life_deck': 11, 'in_play': {'dragon_balls': [NDB[3]]}}}], **PP)
rules('X012', C + 'capturing-dragon-balls|' + CTQ)
board('X013', "Black Surprise Maneuver captures at step 3 though the attack is stopped", [C + 'secondary-effects'], 'p1',
 P1(hand=['Black Surprise Maneuver']), P2(hand=['Black Elbow Strike'], in_play={'dragon_balls': [NDB[1], NDB[3], NDB[5]]}),
 [{'p1': 'play', 'card': 'Black Surprise Maneuver', 'capture': NDB[5], 'choose': [NDB[5]], 'capture_powers': False}, {'p2': 'play', 'card': 'Black Elbow Strike'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB[5]]}}, 'p2': {'stage': 5, 'anger': 1, 'life_deck': 17, 'in_play': {'dragon_balls': [NDB[1], NDB[3]]}}}], **PP)
rules('X013', C + 'secondary-effects')
# ---------- C ----------
board('X014', "Red Life Attack Drill adds a life card to a physical attack", [C + 'drill-cards', MD], 'p1',
 P1(hand=[SRC], in_play={'drills': ['Red Life Attack Drill']}), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 16}}], **PP); rules('X014', C + 'drill-cards|' + MD)
board('X015', "Blue Life Defense Drill prevents 1 life card of an energy attack", [C + 'a-note-about-damage-prevention'], 'p1',
 P1(hand=[ORB]), P2(in_play={'drills': ['Blue Life Defense Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 13}}], **PP); rules('X015', C + 'a-note-about-damage-prevention|' + CTQ)
board('X016', "Namekian Physical Drill: PUR +1 at the Power-Up Step, +1 power stage on the attack", [C + 'the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 P1(hand=[SRC], in_play={'drills': ['Namekian Physical Drill']}), P2(),
 [{'p1': 'declare'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7}}, {'at_end': True, 'p2': {'stage': 0, 'life_deck': 16}}],
 turn=TURN('power_up')); rules('X016', C + 'the-sequence-of-play-for-one-complete-turn/3|' + CTQ)
board('X017', "Red Evasion Drill: the opponent's energy attack costs 3", [C + 'card-costs'], 'p1',
 P1(hand=[ORB]), P2(in_play={'drills': ['Red Evasion Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'life_deck': 12}}], **PP); rules('X017', C + 'card-costs|' + CTQ)
board('X018', "Planet Vegeta: PUR +1 at the Power-Up Step; Combat is skipped", [C + 'battleground-and-location-cards', C + 'the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 P1(hand=['Planet Vegeta']), P2(),
 [{'p1': 'play', 'card': 'Planet Vegeta'}],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7, 'in_play': {'battleground': ['Planet Vegeta']}}}],
 turn=TURN('non_combat')); rules('X018', C + 'the-sequence-of-play-for-one-complete-turn/3|' + CTQ)
board('X019', "Tree of Might: +2 power stages on P1's physical attack", [MD, C + 'battleground-and-location-cards'], 'p1',
 P1(hand=[SRC], in_play={'battleground': 'Tree of Might'}), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 15}}], **PP); rules('X019', MD + '|' + C + 'battleground-and-location-cards')
board('X020', "Red Meditation Drill: an anger advance keeps the other Drill, discards itself", [C + 'anger', C + 'drill-cards'], 'p1',
 {'main_personality': {'levels': [GOKU, 'score/world-games-saga/171', 'score/world-games-saga/172'], 'level': 1, 'stage': 5},
  'anger': 4, 'hand': ['Orange Palm Blast'], 'life_deck': L20, 'in_play': {'drills': ['Red Meditation Drill', 'Red Life Attack Drill']}},
 P2(anger=2),
 [{'p1': 'play', 'card': 'Orange Palm Blast'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'level': 2, 'stage': 11, 'in_play': {'drills': ['Red Life Attack Drill']}}, 'p2': {'life_deck': 14}}])
rules('X020', C + 'anger|' + CTQ)
# ---------- D ----------
board('X021', "Gohan's Power Hit is stopped by an Energy Combat card", [C + 'focused'], 'p1',
 P1(hand=["Gohan's Power Hit"], anger=2), P2(hand=['Orange Fist Detonation']),
 [{'p1': 'play', 'card': "Gohan's Power Hit"}, {'p2': 'play', 'card': 'Orange Fist Detonation'}],
 [{'at_end': True, 'p1': {'anger': 2, 'removed': ["Gohan's Power Hit"]}, 'p2': {'stage': 5, 'life_deck': 17}}], **PP); rules('X021', C + 'focused|' + CTQ)
board('X022', "Red Power Drain: the physical attack against P2 costs 2", [C + 'floating-effects', C + 'card-costs'], 'p1',
 P1(hand=[SRC]), P2(hand=['Red Power Drain']),
 [{'p1': 'pass'}, {'p2': 'play', 'card': 'Red Power Drain'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 0, 'life_deck': 17}}], **PP); rules('X022', C + 'floating-effects|' + C + 'card-costs|' + CTQ)
board('X023', "Red Counter Strike stops and makes the attacker discard 3", [C + 'battle-sequence/6'], 'p1',
 P1(hand=[SRC]), P2(hand=['Red Counter Strike']),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Red Counter Strike'}],
 [{'at_end': True, 'p1': {'life_deck': 17}, 'p2': {'stage': 5, 'life_deck': 17, 'removed': ['Red Counter Strike']}}], **PP); rules('X023', C + 'battle-sequence/6|' + CTQ)
board('X024', "Strength Training for the weaker player: raised to the highest stage", [C + 'battle-sequence/3'], 'p1',
 P1(), P2(hand=['Strength Training']),
 [{'p1': 'pass'}, {'p2': 'play', 'card': 'Strength Training'}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p1': {'life_deck': 20}, 'p2': {'stage': 10, 'removed': ['Strength Training']}}], **PP); rules('X024', CTQ)
board('X025', "Red Power Lift stops the next physical attack against P1", [C + 'floating-effects'], 'p1',
 P1(hand=['Red Power Lift']), P2(hand=[SRC]),
 [{'p1': 'play', 'card': 'Red Power Lift'}, {'p2': 'take'}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0}}, {'at_end': True, 'p1': {'stage': 5, 'life_deck': 20}}], **PP)
rules('X025', C + 'floating-effects|' + CTQ)
board('X026', "Saiyan Energy Rupture: 3 life cards + PAT", [C + 'what-does-pat-mean'], 'p1',
 P1(hand=['Saiyan Energy Rupture']), P2(anger=3),
 [{'p1': 'play', 'card': 'Saiyan Energy Rupture'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'anger': 1, 'life_deck': 12}}], **PP); rules('X026', C + 'what-does-pat-mean|' + CTQ)
# ---------- E ----------
board('X027', "Gohan Spots the Imposter Drill: the chosen opponent cannot play an Ally", [C + 'conflicting-card-effects'], 'p1',
 P1(hand=['Yamcha Lv.1']), P2(in_play={'drills': ['Gohan Spots the Imposter Drill']}),
 [{'p1': 'play', 'card': 'Yamcha Lv.1'}],
 [{'at_end': True, 'error': 'Imposter', 'p1': {'allies': {}, 'hand': ['Yamcha Lv.1']}}],
 turn=TURN('non_combat')); rules('X027', C + 'conflicting-card-effects|' + CTQ)
board('X028', "Victorious Drill when entering Combat as the attacker", [C + 'the-attackers-half-of-the-prepare-phase'], 'p1',
 P1(in_play={'drills': ['Victorious Drill']}), P2(anger=3),
 [{'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p1': {'stage': 7}, 'p2': {'anger': 1, 'life_deck': 17}}, {'at_end': True, 'p1': {'stage': 7}, 'p2': {'anger': 1, 'life_deck': 17}}], **PP)
rules('X028', C + 'the-attackers-half-of-the-prepare-phase|' + CTQ)
board('X029', "Raditz Energy Wall empties a Hero's last life card: Survival Victory", [C + 'survival-victory'], 'p1',
 P1(hand=['Raditz Energy Wall']), P2(life_deck=life(1)),
 [{'p1': 'play', 'card': 'Raditz Energy Wall'}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p2': {'life_deck': 0}}]); rules('X029', C + 'survival-victory')
board('X030', "The Power of Porunga places the 7th Namek Dragon Ball: Dragon Ball Victory", [C + 'dragon-ball-victory'], 'p1',
 P1(life_deck=life(20, ['L1', NDB[7]]), in_play={'non_combat': ['The Power of Porunga'], 'dragon_balls': [NDB[i] for i in range(1, 7)]}), P2(),
 [{'p1': 'use', 'card': 'The Power of Porunga', 'may': True, 'choose': [NDB[7]]}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'dragon_ball', 'p1': {'life_deck': 19}}], **PP); rules('X030', C + 'dragon-ball-victory')
board('X031', "Saiyan Agression Drill: the opponent's MP and Ally gain 1 less at the Power-Up Step", [C + 'the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 P1(allies=[{'card': 'Yamcha Lv.1', 'stage': 3}]), P2(in_play={'drills': ['Saiyan Agression Drill']}),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 5, 'allies': {'Yamcha Lv.1': 3}}}],
 turn=TURN('power_up')); rules('X031', C + 'the-sequence-of-play-for-one-complete-turn/3|' + CTQ)
board('X032', "Den-Goku Lv.1: rejuvenation, then the bottom 5 of the discard pile at the end of the turn", [C + 'the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp('score/fusion-saga/099', 5, hand=[], discard=[f'D{i}' for i in range(1, 8)], life_deck=L20), P2(),
 [{'p1': 'skip_combat'}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'draw', 'turn': 2, 'p1': {'life_deck': 26, 'discard': ['D6']}}],
 turn=TURN('declare')); rules('X032', C + 'the-sequence-of-play-for-one-complete-turn/7|' + CTQ)

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
    print(len(B), 'boards', len(RULES), 'rules')
