"""Writes one board file per case: <half>/boards/<ID>[a|b].json and rules.txt (written from the cases and docs/scenario-format.md only; match-calls, s15)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B)
KRILS = ['score/cell-saga/089', 'score/cell-saga/099', 'score/cell-saga/097']
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
SCC = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
MD = 'crd-3.0.0/modified-damage'; CTQ = 'card-text-quote-only'
# ---------- A ----------
board('M001', "Frieza the Monster Lv.1: +1 power stage and +1 life card on his energy attack", [MD], 'p1',
 mp('score/trunks-saga/161', 5, hand=[ORB], life_deck=L20), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 4, 'life_deck': 11}}], **PP); rules('M001', MD)
board('M002', "Trunks, the Powerful Lv.4: the opponent may not perform energy attacks", ['crd-3.0.0/performing-attacks-and-preventing-their-use'], 'p1',
 P1(hand=[ORB]), mp('score/cell-saga/127', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}],
 [{'at_end': True, 'error': 'energy', 'p1': {'stage': 5, 'hand': [ORB]}, 'p2': {'life_deck': 17}}], **PP); rules('M002', 'crd-3.0.0/performing-attacks-and-preventing-their-use')
board('M003', "Vegeta, Settled Down Lv.2: +2 life cards on a physical attack", [MD], 'p1',
 mp('score/kid-buu-saga/122', 5, hand=[SRC], life_deck=L20), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 14}}], **PP); rules('M003', MD)
board('M004', "Goku, the Unbeatable Lv.4: a stopped energy attack still does 2 life cards", ['crd-3.0.0/battle-sequence/8'], 'p1',
 mp('score/trunks-saga/159', 5, hand=[ORB], life_deck=L20), P2(hand=['Namekian Energy Catch']),
 [{'p1': 'play', 'card': ORB}, {'p2': 'play', 'card': 'Namekian Energy Catch'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 8, 'life_deck': 15}}], **PP); rules('M004', CTQ)
board('M005', "Froug, the Huge Lv.3: +6 on his first physical attack of the Combat only", [MD], 'p1',
 mp('score/world-games-saga/129', 5, hand=[SRC, SRC], life_deck=L20), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 11}}, {'at_end': True, 'p2': {'stage': 0, 'life_deck': 5}}], **PP); rules('M005', MD)
board('M006', "Chapuchai, the Tiny Lv.2 stops two physical attacks in one Combat", ['crd-3.0.0/power-up-rating-pur'], 'p1',
 P1(hand=[SRC, SRC]), mp('score/world-games-saga/123', 5, hand=[], discard=['D1', 'D2', 'D3', 'D4'], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'power'}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}, {'p2': 'power'}],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 5, 'life_deck': 19, 'discard': ['D3', 'D4']}},
  {'at_end': True, 'p2': {'stage': 5, 'life_deck': 21, 'discard': []}}], **PP); rules('M006', 'crd-3.0.0/power-up-rating-pur')
board('M007', "Nail the Namekian Hero Lv.3 stops a physical attack and deals 1 life card", ['crd-3.0.0/battle-sequence/5'], 'p1',
 P1(hand=[SRC]), mp('score/frieza-saga/110', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'power'}],
 [{'at_end': True, 'p1': {'stage': 5, 'life_deck': 19}, 'p2': {'stage': 5, 'life_deck': 17}}], **PP); rules('M007', CTQ)
board('M008', "Vinegar Lv.2 gains 2 power stages after damage from a successful energy attack", ['crd-3.0.0/battle-sequence/13'], 'p1',
 P1(hand=[ORB]), mp('score/trunks-saga/183', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 7, 'life_deck': 12}}], **PP); rules('M008', CTQ)
board('M009', "Hercule-Goku Lv.1 prevents 1 life card of an energy attack", ['crd-3.0.0/a-note-about-damage-prevention'], 'p1',
 P1(hand=[ORB]), mp('score/fusion-saga/103', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'life_deck': 13}}], **PP); rules('M009', 'crd-3.0.0/a-note-about-damage-prevention')
board('M010', "Cooler Lv.1: the first energy attack costs 1 less, the second full price", ['crd-3.0.0/card-costs'], 'p1',
 mp('score/miscellaneous/m1', 5, hand=[ORB, ORB], life_deck=L20), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 4}, 'p2': {'life_deck': 12}}, {'at_end': True, 'p1': {'stage': 2}, 'p2': {'life_deck': 7}}], **PP); rules('M010', 'crd-3.0.0/card-costs')
# ---------- B ----------
board('M011', "Black High Kick: +2 life cards for each Dragon Ball the attacker controls", ['crd-3.0.0/battle-sequence/10'], 'p1',
 P1(hand=['Black High Kick'], in_play={'dragon_balls': [NDB[1], NDB[2]]}), P2(),
 [{'p1': 'play', 'card': 'Black High Kick'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 3, 'life_deck': 13}}], **PP); rules('M011', CTQ)
board('M012', "Orange Energy Glare without a Tokui-Waza: Base Damage 4 life cards only", ['crd-3.0.0/battle-sequence/9'], 'p1',
 P1(hand=['Orange Energy Glare'], in_play={'dragon_balls': [NDB[1]]}), P2(in_play={'dragon_balls': [NDB[3], NDB[6]]}),
 [{'p1': 'play', 'card': 'Orange Energy Glare'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 13}}], **PP); rules('M012', 'crd-3.0.0/battle-sequence/9')
board('M013', "Blue Pivot Kick captures with only power stages of damage", ['crd-3.0.0/capturing-dragon-balls'], 'p1',
 P1(hand=['Blue Pivot Kick']), P2(in_play={'dragon_balls': [NDB[3]]}),
 [{'p1': 'play', 'card': 'Blue Pivot Kick', 'capture': NDB[3], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB[3]]}, 'dragon_ball_owners': {NDB[3]: 'p2'}}, 'p2': {'stage': 3, 'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP); rules('M013', 'crd-3.0.0/capturing-dragon-balls')
board('M014', "Red Resistance stops Android 18's Effect: no capture; Namek Dragon Ball 6 in play removes a Drill", ['crd-3.0.0/battle-sequence/6'], 'p1',
 P1(anger=2, hand=["Android 18's Effect"], in_play={'drills': ['Nagging Drill']}), P2(hand=['Red Resistance'], in_play={'dragon_balls': [NDB[6]]}),
 [{'p1': 'play', 'card': "Android 18's Effect"}, {'p2': 'play', 'card': 'Red Resistance', 'choose': ['Nagging Drill']}],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 1, 'removed': ['Nagging Drill'], 'in_play': {'drills': [], 'dragon_balls': []}}, 'p2': {'life_deck': 17, 'in_play': {'dragon_balls': [NDB[6]]}}}], **PP); rules('M014', CTQ)
board('M015', "Krillin's Trick steals a Dragon Ball and is removed from the game", ['crd-3.0.0/ownership'], 'p1',
 P1(hand=[], in_play={'non_combat': ["Krillin's Trick"]}), P2(in_play={'dragon_balls': [NDB[5]]}),
 [{'p1': 'use', 'card': "Krillin's Trick", 'choose': [NDB[5]]}],
 [{'at_end': True, 'p1': {'removed': ["Krillin's Trick"], 'in_play': {'dragon_balls': [NDB[5]]}, 'dragon_ball_owners': {NDB[5]: 'p2'}}, 'p2': {'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP); rules('M015', 'crd-3.0.0/ownership')
board('M016', "Celestial Games Begin: a successful attack of 0 life cards captures", ['crd-3.0.0/floating-effects'], 'p1',
 P1(hand=['Celestial Games Begin', SRC]), P2(in_play={'dragon_balls': [NDB[2]]}),
 [{'p1': 'play', 'card': 'Celestial Games Begin'}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC, 'capture': NDB[2], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB[2]]}}, 'p2': {'stage': 0, 'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP); rules('M016', 'crd-3.0.0/floating-effects')
board('M017', "Vegeta's Blurred Kick used by Goku: gain 3 first, one capture only", ['crd-3.0.0/referencing'], 'p1',
 P1(hand=["Vegeta's Blurred Kick"]), P2(in_play={'dragon_balls': [NDB[1], NDB[3]]}),
 [{'p1': 'play', 'card': "Vegeta's Blurred Kick", 'capture': NDB[3], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 8, 'removed': ["Vegeta's Blurred Kick"], 'in_play': {'dragon_balls': [NDB[3]]}}, 'p2': {'stage': 0, 'life_deck': 17, 'in_play': {'dragon_balls': [NDB[1]]}}}], **PP); rules('M017', 'crd-3.0.0/referencing')
board('M018', "Red Anger Rising: +1 per Dragon Ball in play to all physical attacks, its own included", ['crd-3.0.0/battle-sequence/3', 'crd-3.0.0/battle-sequence/10'], 'p1',
 P1(anger=0, hand=['Red Anger Rising'], in_play={'dragon_balls': [NDB[1]]}), P2(hand=[SRC], in_play={'dragon_balls': [NDB[3], NDB[6]]}),
 [{'p1': 'play', 'card': 'Red Anger Rising'}, {'p2': 'take'}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'anger': 1}, 'p2': {'stage': 0, 'life_deck': 17}}, {'at_end': True, 'p1': {'stage': 0, 'life_deck': 19}}], **PP); rules('M018', 'crd-3.0.0/battle-sequence/3|crd-3.0.0/battle-sequence/10')
board('M019', "Black Impressive Slap with Namek Dragon Ball 4 in play: the opponent discards 2", ['crd-3.0.0/battle-sequence/3'], 'p1',
 P1(hand=['Black Impressive Slap'], in_play={'dragon_balls': [NDB[4]]}), P2(hand=['H1', 'H2']),
 [{'p1': 'play', 'card': 'Black Impressive Slap'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'hand': [], 'discard': ['H1', 'H2'], 'life_deck': 20}}]); rules('M019', CTQ)
board('M020', "Orange Dragon Aid: 2 Dragon Balls to the bottom of the owner's Life Deck", ['crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls'], 'p1',
 P1(hand=['Orange Dragon Aid']), P2(in_play={'dragon_balls': [NDB[3], NDB[6]]}),
 [{'p1': 'play', 'card': 'Orange Dragon Aid', 'choose': [NDB[3], NDB[6]]}],
 [{'at_end': True, 'p2': {'life_deck': 19, 'removed': [], 'in_play': {'dragon_balls': []}}}], **PP); rules('M020', CTQ)
# ---------- C ----------
board('M021', "Namekian Remedy Drill: the energy attack costs 1, +2 power stages", ['crd-3.0.0/card-costs'], 'p1',
 P1(hand=[ORB], in_play={'drills': ['Namekian Remedy Drill']}), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'stage': 3, 'life_deck': 12}}], **PP); rules('M021', 'crd-3.0.0/card-costs')
board('M022', "Saiyan Jeering Drill: the opponent's energy attack costs 3", ['crd-3.0.0/battle-sequence/2'], 'p1',
 P1(hand=[ORB]), P2(in_play={'drills': ['Saiyan Jeering Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'life_deck': 12}}], **PP); rules('M022', 'crd-3.0.0/battle-sequence/2')
board('M023', "Red Implosion Drill +2 against Orange Hiding Drill -2: 5 life cards", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[ORB], in_play={'drills': ['Red Implosion Drill']}), P2(in_play={'drills': ['Orange Hiding Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 12}}], **PP); rules('M023', 'crd-3.0.0/drill-cards')
board('M024', "Blue Assistance Drill: +2 on the attack performed by the Ally in control of Combat", ['crd-3.0.0/allies-taking-over-combat'], 'p1',
 P1(1, hand=[SRC], allies=[{'card': 'score/fusion-saga/092', 'stage': 3}], in_play={'drills': ['Blue Assistance Drill']}), P2(),
 [{'p1': 'play', 'card': SRC, 'personality': 'Yamcha, the Amazing Lv.1'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 1}, 'p2': {'stage': 0, 'life_deck': 15}}], **PP); rules('M024', 'crd-3.0.0/allies-taking-over-combat')
board('M025', "Korin's Tower places an Ally in place of an attack; Welcome Home Drill makes the opponent discard 1", ['crd-3.0.0/battleground-and-location-cards'], 'p1',
 P1(hand=['score/fusion-saga/092'], in_play={'drills': ['Welcome Home Drill'], 'battleground': "Korin's Tower"}), P2(),
 [{'p1': 'use', 'card': "Korin's Tower", 'choose': ['Yamcha, the Amazing Lv.1']}],
 [{'at_end': True, 'p1': {'hand': [], 'allies': {'Yamcha, the Amazing Lv.1': 3}}, 'p2': {'life_deck': 16}}], **PP); rules('M025', 'crd-3.0.0/battleground-and-location-cards')
board('M026', "Drills are for the Weak discards both of the opponent's Drills and is removed from the game", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[], in_play={'non_combat': ['Drills are for the Weak']}), P2(in_play={'drills': ['Nagging Drill', 'Saiyan Protection Drill']}),
 [{'p1': 'use', 'card': 'Drills are for the Weak'}],
 [{'at_end': True, 'p1': {'removed': ['Drills are for the Weak']}, 'p2': {'discard': ['Nagging Drill', 'Saiyan Protection Drill'], 'in_play': {'drills': []}, 'life_deck': 17}}], **PP); rules('M026', CTQ)
board('M027', "Physical Defense Drill: discard a Non-Combat card in play to stop a physical attack", ['crd-3.0.0/defending-the-second-part-of-an-attack-phase'], 'p1',
 P1(hand=[SRC]), P2(in_play={'drills': ['Physical Defense Drill'], 'non_combat': ['Namek Dragon Ball Wish']}),
 [{'p1': 'play', 'card': SRC}, {'p2': 'use', 'card': 'Physical Defense Drill', 'choose': ['Namek Dragon Ball Wish']}],
 [{'at_end': True, 'p2': {'stage': 5, 'discard': ['Namek Dragon Ball Wish'], 'in_play': {'drills': ['Physical Defense Drill'], 'non_combat': []}, 'life_deck': 17}}], **PP); rules('M027', 'crd-3.0.0/defending-the-second-part-of-an-attack-phase')
board('M028', "Red Blowing Steam Drill: +X power stages, X = anger 3", [MD], 'p1',
 P1(anger=3, hand=[SRC], in_play={'drills': ['Red Blowing Steam Drill']}), P2(),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 14}}], **PP); rules('M028', MD)
board('M029', "Saiyan Overwhelming Drill: the first 3 life cards of damage are removed from the game", ['crd-3.0.0/battle-sequence/13'], 'p1',
 P1(hand=[ORB], in_play={'drills': ['Saiyan Overwhelming Drill']}), P2(life_deck=life(20, ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8'])),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 12, 'removed': ['L4', 'L5', 'L6'], 'discard': ['L7', 'L8']}}], **PP); rules('M029', CTQ)
board('M030', "Red Gravity Drill: discard the hand to stop a physical attack", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[SRC]), P2(in_play={'drills': ['Red Gravity Drill']}, life_deck=life(20, ['L1', 'L2', 'L3'])),
 [{'p1': 'play', 'card': SRC}, {'p2': 'use', 'card': 'Red Gravity Drill'}],
 [{'at_end': True, 'p2': {'stage': 5, 'hand': [], 'discard': ['L1', 'L2', 'L3'], 'in_play': {'drills': ['Red Gravity Drill']}, 'life_deck': 17}}], **PP); rules('M030', CTQ)
# ---------- D ----------
board('M031', "Saiyan Knee Block prevents 4 of 5 power stages; the attacker discards 2 life cards", ['crd-3.0.0/a-note-about-damage-prevention'], 'p1',
 P1(hand=[SRC]), P2(hand=['Saiyan Knee Block']),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Saiyan Knee Block'}],
 [{'at_end': True, 'p1': {'life_deck': 18}, 'p2': {'stage': 4, 'life_deck': 17}}], **PP); rules('M031', 'crd-3.0.0/a-note-about-damage-prevention')
board('M032', "Saiyan Prepared Smash: the Base Damage doubled, the +4 added after", ['crd-3.0.0/battle-sequence/9', 'crd-3.0.0/battle-sequence/10'], 'p1',
 P1(hand=['Saiyan Prepared Smash', 'X1']), P2(),
 [{'p1': 'play', 'card': 'Saiyan Prepared Smash', 'may': True, 'choose': ['X1']}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'discard': ['X1', 'Saiyan Prepared Smash']}, 'p2': {'stage': 0, 'life_deck': 14}}], **PP); rules('M032', 'crd-3.0.0/battle-sequence/9|crd-3.0.0/battle-sequence/10')
board('M033', "Goku Swiftly Moving copies the stopped energy attack with its secondary effect", [SCC + 'goku-swiftly-moving'], 'p1',
 P1(anger=1, hand=['Orange Kamehameha Attack']), P2(anger=2, hand=['Goku Swiftly Moving']),
 [{'p1': 'play', 'card': 'Orange Kamehameha Attack'}, {'p2': 'play', 'card': 'Goku Swiftly Moving'}, {'p2': 'use', 'card': 'Goku Swiftly Moving'}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'anger': 1}}, {'at_end': True, 'p1': {'anger': 0, 'life_deck': 14}, 'p2': {'stage': 3}}], **PP); rules('M033', SCC + 'goku-swiftly-moving')
board('M034', "Majin Buu's Childish Taunt used by Goku: not focused; the Defense Shield stops it", ['crd-3.0.0/referencing', 'crd-3.0.0/battle-sequence/7'], 'p1',
 P1(anger=0, hand=["Majin Buu's Childish Taunt"]), P2(in_play={'drills': ['Black Shifting Drill']}),
 [{'p1': 'play', 'card': "Majin Buu's Childish Taunt"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 0}, 'p2': {'stage': 5, 'life_deck': 17}}], **PP); rules('M034', 'crd-3.0.0/referencing|crd-3.0.0/battle-sequence/7')
board('M035', "Orange Hand-Clasp Drill: the Defense Shield stops a focused attack", ['crd-3.0.0/focused'], 'p1',
 P1(hand=['Blue Pivot Kick']), P2(in_play={'drills': ['Orange Hand-Clasp Drill', 'Orange Burning Aura Drill'], 'dragon_balls': [NDB[3]]}),
 [{'p1': 'play', 'card': 'Blue Pivot Kick', 'capture': NDB[3], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'stage': 5, 'life_deck': 17, 'in_play': {'dragon_balls': [NDB[3]]}}}], **PP); rules('M035', 'crd-3.0.0/focused|crd-3.0.0/what-does-focused-do')
board('M036', "Black Palm Reversal: the defender's next attack gains an If successful discard of 3", ['crd-3.0.0/gaining-text'], 'p1',
 P1(hand=[SRC]), P2(hand=['Black Palm Reversal', ORB]),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Black Palm Reversal'}, {'p2': 'play', 'card': ORB}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'stage': 5, 'life_deck': 12}, 'p2': {'stage': 3}}], **PP); rules('M036', 'crd-3.0.0/gaining-text')
board('M037', "Straining Counter Punch after the opponent's successful physical attack", ['crd-3.0.0/what-is-a-requirement'], 'p1',
 P1(anger=0, hand=[SRC]), P2(anger=0, hand=['Straining Counter Punch']),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'play', 'card': 'Straining Counter Punch'}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'stage': 0, 'anger': 1, 'life_deck': 18}, 'p2': {'stage': 0, 'anger': 1}}], **PP); rules('M037', 'crd-3.0.0/the-difference-between-costs-and-requirements|crd-3.0.0/what-is-a-requirement')
board('M038', "Cell's Style: +3 life cards on the attack Cell performs", [SCC + 'cells-style'], 'p1',
 mp('score/cell-saga/188', 5, hand=["Cell's Style", SRC], life_deck=L20), P2(),
 [{'p1': 'play', 'card': "Cell's Style"}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 1, 'life_deck': 14}}], **PP); rules('M038', SCC + 'cells-style')
board('M039', "Bracing for Impact caps the opponent's energy attack at 2 life cards", ['crd-3.0.0/damage-caps'], 'p1',
 P1(hand=['Bracing for Impact']), P2(hand=[ORB]),
 [{'p1': 'play', 'card': 'Bracing for Impact'}, {'p2': 'play', 'card': ORB}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'life_deck': 18}, 'p2': {'stage': 3}}], **PP); rules('M039', 'crd-3.0.0/damage-caps')
# ---------- E ----------
board('M040', "Quick Teleportation Drill: the defender draws as many as his Main Personality's level", ['crd-3.0.0/the-defenders-half-of-the-prepare-phase'], 'p1',
 P1(hand=[]), mpl(KRILS, 2, 5, hand=[], in_play={'drills': ['Quick Teleportation Drill']}, life_deck=L20),
 [{'p2': 'use', 'card': 'Quick Teleportation Drill', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'life_deck': 18}}], **PP); rules('M040', 'crd-3.0.0/the-defenders-half-of-the-prepare-phase')
board('M041', "Quick Combat Drill: the bottom card of the discard pile, then 2 from the Life Deck", ['crd-3.0.0/the-defenders-half-of-the-prepare-phase'], 'p1',
 P1(hand=[]), P2(in_play={'drills': ['Quick Combat Drill']}, discard=['D1', 'D2']),
 [{'p2': 'use', 'card': 'Quick Combat Drill', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'life_deck': 18, 'discard': ['D2']}}], **PP); rules('M041', 'crd-3.0.0/the-defenders-half-of-the-prepare-phase')
board('M042', "Racing Drill empties the defender's Life Deck in the Prepare Phase: Survival Victory", ['crd-3.0.0/survival-victory'], 'p1',
 P1(hand=[], in_play={'drills': ['Racing Drill']}, life_deck=life(20, [SRC])), P2(life_deck=life(2, [ORB, 'L2'])),
 [],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p1': {'life_deck': 19, 'discard': [SRC]}, 'p2': {'life_deck': 0, 'hand': []}}], **PP); rules('M042', 'crd-3.0.0/survival-victory|crd-3.0.0/how-to-win')
board('M043', "Cell's Domination Drill: a Battleground placed costs 3 life cards; Combat skipped; Rejuvenation", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 P1(hand=['Outer Space'], discard=['R1'], life_deck=life(20, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'])), P2(in_play={'drills': ["Cell's Domination Drill"]}),
 [{'p1': 'play', 'card': 'Outer Space'}, {'p1': 'skip_combat'}, {'p1': 'discard', 'choose': ['T1', 'T2']}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'non_combat', 'p1': {'life_deck': 14, 'discard': ['R1', 'T4', 'T5', 'T6'], 'in_play': {'battleground': ['Outer Space']}}},
  {'after_turn_step': 'rejuvenation', 'p1': {'life_deck': 15, 'life_deck_bottom': ['T2'], 'hand': ['T3']}}],
 turn=TURN('draw')); rules('M043', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4|crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7')
board('M044', "Red Kaio-Ken Drill removes the bottom 3 of the opponent's discard pile at the beginning of the turn", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/1'], 'p1',
 P1(hand=[], in_play={'drills': ['Red Kaio-Ken Drill']}), P2(discard=['B1', 'B2', 'B3', 'B4']),
 [],
 [{'after_turn_step': 'draw', 'p1': {'life_deck': 17}, 'p2': {'removed': ['B1', 'B2', 'B3'], 'discard': ['B4']}}],
 turn=TURN('draw')); rules('M044', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/1')
board('M045', "Black Zarbon Transformation Drill: the Main Personality's PUR +1, the Ally still 1", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 P1(hand=[], allies=[{'card': 'score/fusion-saga/092', 'stage': 3}], in_play={'drills': ['Black Zarbon Transformation Drill']}), P2(),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 7, 'allies': {'Yamcha, the Amazing Lv.1': 4}}}],
 turn=TURN('power_up')); rules('M045', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3')
board('M046', "Black Smoothness Drill: 2 cards kept at the Discard Step", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6'], 'p1',
 P1(hand=['H1', 'H2', 'H3', 'H4'], in_play={'drills': ['Black Smoothness Drill']}), P2(),
 [{'p1': 'discard', 'choose': ['H1', 'H2']}],
 [{'after_turn_step': 'discard', 'p1': {'hand': ['H3', 'H4'], 'discard': ['H1', 'H2']}}],
 turn=TURN('discard')); rules('M046', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6')
board('M047', "Dende Healing Drill with Dende in play: the Main Personality's PUR +3", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 P1(hand=[], allies=[{'card': 'score/frieza-saga/048', 'stage': 3}], in_play={'drills': ['Dende Healing Drill']}), P2(),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 9, 'allies': {'Dende the Unlikely Hero Lv.1': 4}}}],
 turn=TURN('power_up')); rules('M047', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3')
board('M048', "Trunks Planning Drill: the defender gains 2 power stages entering Combat", ['crd-3.0.0/the-defenders-half-of-the-prepare-phase'], 'p1',
 P1(hand=[SRC]), P2(in_play={'drills': ['Trunks Planning Drill']}),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'after_step': 0, 'p2': {'stage': 7, 'life_deck': 17}}, {'at_end': True, 'p2': {'stage': 2, 'life_deck': 17}}], **PP); rules('M048', 'crd-3.0.0/the-defenders-half-of-the-prepare-phase')

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
    print(len(B), 'boards', len(RULES), 'rules')
