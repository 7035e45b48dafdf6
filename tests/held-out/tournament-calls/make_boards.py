"""Writes one board file per case: <half>/boards/<ID>[a|b].json (written from the cases and docs/scenario-format.md only)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
# pool ids for names several pool cards share (personalities mostly)
KT2 = 'score/majin-buu-saga/170'; NAPPA3 = 'score/saiyan-saga/178'; UUB = 'score/kid-buu-saga/086'
FRIEZA3 = 'score/trunks-saga/163'; SAIBA3 = 'score/saiyan-saga/245'; TRUNKS4 = 'score/trunks-saga/150'
GOKU2 = 'score/trunks-saga/192'; VEG2 = 'score/trunks-saga/195'; GARLIC1 = 'score/trunks-saga/176'
GOKUHERO = 'score/cell-saga/161'; VEGPOW = 'score/cell-saga/167'; CHICHI = 'score/saiyan-saga/086'
TAPKAR = ['score/world-games-saga/150', 'score/world-games-saga/151', 'score/world-games-saga/152']
CHAPU = ['score/world-games-saga/122', 'score/world-games-saga/123', 'score/world-games-saga/124']
KCOLD = ['score/trunks-saga/188', 'score/trunks-saga/189', 'score/trunks-saga/190', 'score/trunks-saga/160']
YAMCHA2 = 'score/saiyan-saga/085'; VCEL = 'score/fusion-saga-promo/p7'; NAPPA1 = 'score/saiyan-saga/176'
JEICE = 'score/frieza-saga/037'; KRIL2 = 'score/world-games-saga/134'; GOHAN1 = 'score/world-games-saga/169'
GULDO1 = 'score/frieza-saga/045'; TIENSW = 'score/redemption/r1'; RADITZ3 = 'score/saiyan-saga/172'
BSM = 'score/trunks-saga/145'
OSFP = 'Orange Standing Fist Punch'; RES = 'Red Energy Suspension'; REDB = 'Red Energy Disk Blasting'
SHK = 'Saiyan Hurricane Kick'; OEB = 'Orange Energy Blast'

def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}
    d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}
    d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}

B = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': p1, 'p2': p2}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d

SCC = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
# ---------- A ----------
board('T001', 'Nappa Lv.3 reduces a physical attack boosted by Black Bear Hug Drill to 2 power stages', [SCC + 'nappa-lv-3'], 'p1',
 mp(KT2, 5, anger=0, in_play={'drills': ['Black Bear Hug Drill']}, hand=[OSFP], life_deck=life(20)),
 mp(NAPPA3, 8, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'power'}],
 [{'after_step': 8, 'phase': 1, 'successful': True}, {'at_end': True, 'p1': {'anger': 1}, 'p2': {'stage': 6, 'life_deck': 20}}])
board('T002', 'Saibaimen Lv.3, an Ally in control, reduces an energy attack (+1 Red Pressure Point Drill) to 2 life cards', [SCC + 'saibaimen-lv-3', 'crd-3.0.0/allies-taking-over-combat'], 'p1',
 mp(UUB, 5, in_play={'drills': ['Red Pressure Point Drill']}, hand=[RES], life_deck=life(20)),
 mp(FRIEZA3, 1, allies=[{'card': SAIBA3, 'stage': 3}], life_deck=life(30)),
 [{'p1': 'play', 'card': RES}, {'p2': 'control', 'personality': 'Saibaimen Lv.3'}, {'p2': 'power', 'personality': 'Saibaimen Lv.3'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'control': 'Saibaimen Lv.3', 'life_deck': 28, 'stage': 1}}])
board('T003', "Trunks, the Hero Lv.4's Constant Combat Power does not work in his own turn", [SCC + 'trunks-the-hero-lv-4'], 'p1',
 mp(TRUNKS4, 5, life_deck=life(20)),
 mp(KT2, 5, hand=[SHK], life_deck=life(20)),
 [{'p1': 'pass'}, {'p2': 'play', 'card': SHK, 'may': False}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'stage': 1, 'life_deck': 20}, 'p2': {'removed': [SHK]}}])
board('T004', "Garlic Jr. Lv.1 reduces an energy attack boosted by Hyperbolic Time Chamber by 2 life cards", [SCC + 'garlic-jr-lv-1'], 'p1',
 mp(GOKU2, 5, in_play={'battleground': 'Hyperbolic Time Chamber'}, hand=[OEB], life_deck=life(20)),
 mp(GARLIC1, 5, life_deck=life(30)),
 [{'p1': 'play', 'card': OEB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 26}}])
board('T005', "Chi-Chi Lv.1 (Ally) stops a physical attack against Goku with the MP not in its bottom 2 stages", [SCC + 'chi-chi-lv-1'], 'p1',
 mp(VEG2, 5, anger=0, hand=[OSFP], life_deck=life(20)),
 mp(GOKUHERO, 6, allies=[{'card': CHICHI, 'stage': 3}], life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'power', 'personality': 'Chi-Chi Lv.1'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p1': {'anger': 1}, 'p2': {'stage': 6, 'life_deck': 20}}])
board('T006', "Tapkar Lv.1's When entering Combat power raises anger to 5: he advances and his Drill is discarded, then he draws 3", [SCC + 'tapkar-lv-1', 'crd-3.0.0/anger'], 'p1',
 mp(GOKU2, 5, life_deck=life(20)),
 mpl(TAPKAR, 1, 4, anger=2, in_play={'drills': ['Orange Energy Drill']}, hand=[], life_deck=life(30)),
 [{'p1': 'pass'}],
 [{'after_step': 0, 'p2': {'level': 2, 'stage': 10, 'life_deck': 21, 'discard': ['Orange Energy Drill'], 'in_play': {'drills': []}}}],
 prepare_phase=True)
board('T007', "King Cold Lv.1 puts the attacker's only hand card on top of his Life Deck", [SCC + 'king-cold-lv-1'], 'p1',
 mp(GOKU2, 5, hand=['Cutting the Tail'], life_deck=life(20)),
 mp('score/trunks-saga/188', 5, hand=[], life_deck=life(20)),
 [{'p1': 'pass'}],
 [{'after_step': 0, 'p1': {'hand': [], 'life_deck': 21, 'life_deck_top': ['Cutting the Tail']}, 'p2': {'life_deck': 17}}],
 prepare_phase=True)
board('T008', "Yamcha Lv.2's Solar Flare: the skipped Attack Phase is not a pass, Combat goes on after the attacker passes", [SCC + 'yamcha-lv-2', 'crd-3.0.0/skipping-attack-phases'], 'p1',
 mp(YAMCHA2, 6, life_deck=life(20)),
 mp(VEG2, 5, hand=[REDB], life_deck=life(20)),
 [{'p1': 'power'}, {'p2': 'take'}, {'p1': 'pass'}, {'p2': 'play', 'card': REDB}, {'p1': 'take'}],
 [{'after_step': 13, 'phase': 1, 'p1': {'stage': 4}, 'p2': {'life_deck': 16}},
  {'at_end': True, 'p1': {'life_deck': 15}, 'p2': {'stage': 3}}])
board('T009', "Vegeta, the Celestial Lv.1's +1 and Blue Off-Balancing Opponent Drill's +1 on a physical attack", [SCC + 'vegeta-the-celestial-lv-1'], 'p1',
 mp(VCEL, 5, in_play={'drills': ['Blue Off-Balancing Opponent Drill']}, hand=[OSFP], life_deck=life(20)),
 mp(NAPPA1, 7, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 2}}, {'at_end': True, 'p1': {'anger': 1}, 'p2': {'stage': 3}}])
board('T010', "Jeice Lv.1's energy attack stopped by Namekian Pikkon's Defense: the opponent still discards 2 life cards", [SCC + 'jeice-lv-1'], 'p1',
 mp(JEICE, 5, life_deck=life(20)),
 mp(VEG2, 5, hand=["Namekian Pikkon's Defense"], life_deck=life(20)),
 [{'p1': 'power'}, {'p2': 'play', 'card': "Namekian Pikkon's Defense"}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 18, 'removed': ["Namekian Pikkon's Defense"]}}])
# ---------- B ----------
board('T011', 'A Life Deck of Dragon Balls only: Dragon Ball Loop, a Survival Victory for the attacker', ['crd-3.0.0/discarding-dragon-balls-when-losing-life-cards-for-effects'], 'p1',
 mp(GOKU2, 5, hand=[REDB], life_deck=life(20)),
 mp(VEG2, 5, life_deck={'top': ['Dende Dragon Ball 3', 'Dende Dragon Ball 5'], 'unknown_below': 0}),
 [{'p1': 'play', 'card': REDB}, {'p2': 'take'}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival'}])
board('T012', 'Dying Planet: life cards of damage are removed from the game; a Dragon Ball flipped goes to the bottom', ['crd-3.0.0/discarding-dragon-balls-when-taking-life-cards-of-damage'], 'p1',
 mp(GOKU2, 5, in_play={'battleground': 'Dying Planet'}, hand=['Saiyan Energy Orb'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(26, ['L1', 'Alt. Namek Dragon Ball 3', 'L2', 'L3', 'L4', 'L5'])),
 [{'p1': 'play', 'card': 'Saiyan Energy Orb'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'removed': ['Saiyan Energy Orb'], 'discard': []},
   'p2': {'life_deck': 21, 'life_deck_bottom': ['Alt. Namek Dragon Ball 3'], 'discard': [], 'removed': ['L1', 'L2', 'L3', 'L4', 'L5']}}])
for sfx, act, exp in (('a', {'p1': 'play', 'card': RES}, [{'at_end': True, 'p2': {'life_deck': 24, 'in_play': {'dragon_balls': ['Alt. Earth Dragon Ball 3']}}}]),
                      ('b', {'p1': 'play', 'card': RES, 'capture': 'Alt. Earth Dragon Ball 3', 'capture_powers': False}, [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 24, 'in_play': {'dragon_balls': ['Alt. Earth Dragon Ball 3']}}}])):
    board('T013' + sfx, 'Alt. Earth Dragon Ball 3: 6 life cards of damage do not allow a capture' + (' (capture asked: none made)' if sfx == 'b' else ''), ['crd-3.0.0/capturing-dragon-balls'], 'p1',
     mp(GOKU2, 5, in_play={'drills': ['Red Pressure Point Drill']}, hand=[RES], life_deck=life(20)),
     mp(VEG2, 5, in_play={'dragon_balls': ['Alt. Earth Dragon Ball 3']}, life_deck=life(30)),
     [act, {'p2': 'take'}], exp)
board('T014', "Goku's Touch captures a Dragon Ball after a successful physical attack dealing power stages only", [SCC + 'gokus-touch'], 'p1',
 mp(GOKUHERO, 5, in_play={'non_combat': ["Goku's Touch"]}, hand=[SHK], life_deck=life(20)),
 mp(VEGPOW, 5, in_play={'dragon_balls': ['Alt. Namek Dragon Ball 6']}, life_deck=life(20)),
 [{'p1': 'play', 'card': SHK, 'may': False}, {'p2': 'take'}, {'p1': 'use', 'card': "Goku's Touch", 'choose': ['Alt. Namek Dragon Ball 6'], 'capture_powers': False}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Alt. Namek Dragon Ball 6'], 'non_combat': []}, 'dragon_ball_owners': {'Alt. Namek Dragon Ball 6': 'p2'}},
   'p2': {'stage': 0, 'life_deck': 20, 'in_play': {'dragon_balls': []}}}])
board('T015', 'Eyes of the Dragon after a successful energy attack: search a Dragon Ball into play and capture one', [SCC + 'eyes-of-the-dragon'], 'p1',
 mp(GOKUHERO, 5, in_play={'non_combat': ['Eyes of the Dragon']}, hand=["Goku's Sudden Outburst"], life_deck=life(20, ['L1', 'L2', 'Alt. Dende Dragon Ball 1', 'L3'])),
 mp(VEG2, 5, in_play={'dragon_balls': ['Alt. Dende Dragon Ball 7']}, life_deck=life(20)),
 [{'p1': 'play', 'card': "Goku's Sudden Outburst"}, {'p2': 'take'}, {'p1': 'use', 'card': 'Eyes of the Dragon', 'choose': ['Alt. Dende Dragon Ball 1', 'Alt. Dende Dragon Ball 7'], 'capture_powers': False}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Alt. Dende Dragon Ball 1', 'Alt. Dende Dragon Ball 7']}, 'dragon_ball_owners': {'Alt. Dende Dragon Ball 7': 'p2'}},
   'p2': {'life_deck': 15, 'in_play': {'dragon_balls': []}}}])
board('T016', "Mommy's Coming Dear with a Dragon Ball 7 in play: both attacks stopped, the card is discarded, not removed", [SCC + 'mommys-coming-dear'], 'p1',
 mp(GOKU2, 5, in_play={'dragon_balls': ['Dende Dragon Ball 7']}, hand=[REDB, OSFP], life_deck=life(20)),
 mp(GOHAN1, 5, in_play={'non_combat': ["Mommy's Coming Dear"]}, life_deck=life(20)),
 [{'p1': 'play', 'card': REDB}, {'p2': 'use', 'card': "Mommy's Coming Dear"}, {'p2': 'pass'}, {'p1': 'play', 'card': OSFP}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': False}, {'at_end': True, 'p2': {'stage': 5, 'life_deck': 20, 'discard': ["Mommy's Coming Dear"], 'removed': []}}])
board('T017', 'Alt. Namek Dragon Ball 1 played: draws to 3, anger 3 -> 5 advances the MP (Drill discarded), opponent anger 1 -> 0', ['crd-3.0.0/anger', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2'], 'p1',
 mpl(CHAPU, 1, 5, anger=3, in_play={'drills': ['Orange Energy Drill']}, hand=['Alt. Namek Dragon Ball 1', 'H1'], life_deck=life(20, ['L1', 'L2', 'L3'])),
 mp(VEG2, 5, anger=1, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Alt. Namek Dragon Ball 1'}],
 [{'after_turn_step': 'non_combat', 'p1': {'hand': ['H1', 'L1', 'L2'], 'life_deck': 18, 'level': 2, 'stage': 10, 'discard': ['Orange Energy Drill'], 'in_play': {'drills': [], 'dragon_balls': ['Alt. Namek Dragon Ball 1']}}, 'p2': {'anger': 0}}],
 turn={'number': 1, 'step': 'non_combat'})
board('T018', 'Alt. Dende Dragon Ball 6 lets an Ally take control with the MP at 4 above 0; the PAT uses the Ally', ['crd-3.0.0/allies-taking-over-combat'], 'p1',
 mp(VEG2, 5, hand=[OSFP], life_deck=life(20)),
 mp(GOKU2, 4, allies=[{'card': KRIL2, 'stage': 3}], in_play={'dragon_balls': ['Alt. Dende Dragon Ball 6']}, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'control', 'personality': 'Krillin, the Husband Lv.2'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'control': 'Krillin, the Husband Lv.2', 'allies': {'Krillin, the Husband Lv.2': 2}, 'stage': 4}}])
board('T019', 'Alt. Dende Dragon Ball 4: the opponent with 4 Non-Combat cards in play keeps 2', ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2'], 'p1',
 mp(GOKU2, 4, in_play={'non_combat': ['Powerful Followers']}, hand=['Alt. Dende Dragon Ball 4'], life_deck=life(20)),
 mp(VEG2, 5, in_play={'non_combat': ['T-Rex Defense', 'Fortify Your Spirit', 'King Kai Training', 'Focusing Is Everything']}, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Alt. Dende Dragon Ball 4', 'choose': ['King Kai Training', 'Focusing Is Everything']}],
 [{'after_turn_step': 'non_combat', 'p1': {'stage': 10, 'in_play': {'non_combat': ['Powerful Followers']}},
   'p2': {'in_play': {'non_combat': ['T-Rex Defense', 'Fortify Your Spirit']}, 'discard': ['King Kai Training', 'Focusing Is Everything']}}],
 turn={'number': 1, 'step': 'non_combat'})
p2e = mp(VEG2, 5, tokui_waza='Black', in_play={'mastery': BSM, 'dragon_balls': ['Alt. Namek Dragon Ball 5']},
         life_deck=life(30, ['L1', 'L2', 'Black Saving Drill', 'L3', 'L4', 'L5']))
for sfx, act, exp in (('a', {'p1': 'play', 'card': RES}, [{'at_end': True, 'p2': {'life_deck': 26, 'discard': ['L1', 'L2', 'L3'], 'removed': ['Black Saving Drill'], 'in_play': {'dragon_balls': ['Alt. Namek Dragon Ball 5']}}}]),
                      ('b', {'p1': 'play', 'card': RES, 'capture': 'Alt. Namek Dragon Ball 5', 'capture_powers': False}, [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 26, 'in_play': {'dragon_balls': ['Alt. Namek Dragon Ball 5']}}}])):
    board('T020' + sfx, 'Endurance 2 of Black Saving Drill: only 3 life cards discarded, no Dragon Ball capture' + (' (capture asked: none made)' if sfx == 'b' else ''), ['crd-3.0.0/more-details-about-endurance'], 'p1',
     mp(GOKU2, 5, in_play={'drills': ['Red Pressure Point Drill']}, hand=[RES], life_deck=life(20)),
     json.loads(json.dumps(p2e)), [act, {'p2': 'take', 'endurance': True}], exp)
# ---------- C ----------
board('T021', 'Black Physical Drill beside Black Bear Hug Drill does not reduce the damage', [SCC + 'black-physical-drill'], 'p1',
 mp(VEG2, 5, hand=[OSFP], life_deck=life(20)),
 mp(KRIL2, 5, in_play={'drills': ['Black Physical Drill', 'Black Bear Hug Drill']}, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 4}}])
board('T022', "Guldo's Time Freeze Drill reduces Gohan's Stomp by 1 life card (a Drill is not an MP power)", [SCC + 'guldos-time-freeze-drill'], 'p1',
 mp(GOHAN1, 5, hand=["Gohan's Stomp"], life_deck=life(20)),
 mp(GULDO1, 5, in_play={'drills': ["Guldo's Time Freeze Drill"]}, life_deck=life(20)),
 [{'p1': 'play', 'card': "Gohan's Stomp"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 16}}])
board('T023', 'City In Turmoil: King Kai Training may not be used', ['crd-3.0.0/conflicting-card-effects'], 'p1',
 mp(GOKU2, 5, in_play={'battleground': 'City In Turmoil', 'non_combat': ['King Kai Training']}, discard=['D1', 'D2', 'D3'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': 'King Kai Training', 'choose': ['D1', 'D2']}],
 [{'at_end': True, 'error': 'City In Turmoil', 'p1': {'discard': ['D1', 'D2', 'D3'], 'in_play': {'non_combat': ['King Kai Training']}}}])
board('T024', "Gravity Chamber: Tien, the Swift at 1 above 0 cannot pay his physical attack's 2 power stages", [SCC + 'tien-the-swift-lv-1-ht', 'crd-3.0.0/do-what-you-can-rule'], 'p1',
 mp(TIENSW, 1, in_play={'battleground': 'Gravity Chamber'}, life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'power'}],
 [{'at_end': True, 'error': 'cost', 'p1': {'stage': 1}, 'p2': {'stage': 5}}])
board('T025', "Majin Babidi's Ship doubles the 2-power-stage cost an energy attack gains", ['crd-3.0.0/card-costs'], 'p1',
 mp(GOKUHERO, 7, in_play={'battleground': "Majin Babidi's Ship"}, hand=["Goku's Sudden Outburst"], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(30)),
 [{'p1': 'play', 'card': "Goku's Sudden Outburst"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 25}}])
board('T026', 'Senzu Bean placed in the Non-Combat Step: MP to its highest stage, removed; no power up above it', [SCC + 'senzu-bean', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 mp(GOKU2, 3, hand=['Senzu Bean'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Senzu Bean'}],
 [{'after_turn_step': 'non_combat', 'p1': {'stage': 10, 'removed': ['Senzu Bean'], 'in_play': {'non_combat': []}}},
  {'after_turn_step': 'power_up', 'p1': {'stage': 10}}],
 turn={'number': 1, 'step': 'non_combat'})
for sfx, ch, exp in (('a', ['Orange Energy Drill'], [{'at_end': True, 'p1': {'removed': ['Focusing Is Everything']}, 'p2': {'removed': ['Orange Energy Drill'], 'in_play': {'drills': [], 'dragon_balls': ['Alt. Namek Dragon Ball 2']}}}]),
                     ('b', ['Alt. Namek Dragon Ball 2'], [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'in_play': {'dragon_balls': ['Alt. Namek Dragon Ball 2']}}}])):
    board('T027' + sfx, 'Focusing Is Everything removes an opponent\'s Drill' + (' (a Dragon Ball chosen: it stays in play)' if sfx == 'b' else ''), [SCC + 'focusing-is-everything'], 'p1',
     mp(GOKU2, 5, in_play={'non_combat': ['Focusing Is Everything']}, life_deck=life(20)),
     mp(VEG2, 5, in_play={'drills': ['Orange Energy Drill'], 'dragon_balls': ['Alt. Namek Dragon Ball 2']}, life_deck=life(20)),
     [{'p1': 'use', 'card': 'Focusing Is Everything', 'choose': ch}], exp)
board('T028', 'World Tournament: an Ally may not take control of Combat, even with the MP at 0', ['crd-3.0.0/conflicting-card-effects'], 'p1',
 mp(VEG2, 5, in_play={'battleground': 'World Tournament'}, hand=[OSFP], life_deck=life(20)),
 mp(GOKU2, 0, allies=[{'card': KRIL2, 'stage': 3}], life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'control', 'personality': 'Krillin, the Husband Lv.2'}],
 [{'at_end': True, 'error': 'control', 'p2': {'allies': {'Krillin, the Husband Lv.2': 3}}}])
board('T029', "Black Energy Deflection Drill: Gohan's Temper played to stop an energy attack; its secondary effect resolves, the attacker discards 1", [SCC + 'black-energy-deflection-drill'], 'p1',
 mp(GOKU2, 5, hand=[REDB], life_deck=life(20)),
 mp(GOHAN1, 6, anger=1, in_play={'drills': ['Black Energy Deflection Drill']}, hand=["Gohan's Temper"], life_deck=life(20)),
 [{'p1': 'play', 'card': REDB}, {'p2': 'use', 'card': 'Black Energy Deflection Drill', 'choose': ["Gohan's Temper"]}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p1': {'life_deck': 19, 'stage': 3}, 'p2': {'life_deck': 20, 'stage': 4, 'anger': 2}}])
# ---------- D ----------
board('T030', "Ally's Sacrifice: an Ally removed, then all physical and energy attacks stopped for the rest of Combat", [SCC + 'allys-sacrifice'], 'p1',
 mp(GOKU2, 7, hand=[OSFP, RES], life_deck=life(20)),
 mp(VEG2, 5, allies=[{'card': CHAPU[0], 'stage': 3}], hand=["Ally's Sacrifice"], life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'play', 'card': "Ally's Sacrifice", 'choose': ['Chapuchai Lv.1']}, {'p2': 'pass'}, {'p1': 'play', 'card': RES}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': False}, {'at_end': True, 'p2': {'stage': 5, 'life_deck': 20, 'removed': ['Chapuchai Lv.1'], 'allies': {}}}])
board('T031', 'Fortify Your Spirit stops only the first unstopped energy attack', [SCC + 'fortify-your-spirit', 'crd-3.0.0/battle-sequence/7'], 'p1',
 mp(GOKU2, 7, hand=[OEB, RES], life_deck=life(20)),
 mp(VEG2, 5, in_play={'non_combat': ['Fortify Your Spirit']}, life_deck=life(20)),
 [{'p1': 'play', 'card': OEB}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': RES}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False, 'p2': {'life_deck': 20, 'removed': ['Fortify Your Spirit']}}, {'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 15}}])
board('T032', 'T-Rex Defense stops the first unstopped attack; both cards removed from the game', [SCC + 't-rex-defense', 'crd-3.0.0/battle-sequence/7'], 'p1',
 mp(GOKU2, 5, hand=[SHK], life_deck=life(20)),
 mp(VEG2, 5, in_play={'non_combat': ['T-Rex Defense']}, life_deck=life(20)),
 [{'p1': 'play', 'card': SHK, 'may': False}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'at_end': True, 'p1': {'removed': [SHK]}, 'p2': {'stage': 5, 'removed': ['T-Rex Defense']}}])
board('T033', "Piccolo's Stomp cannot be reduced by Raditz Lv.3's power", [SCC + 'piccolos-stomp'], 'p1',
 mp(GOHAN1, 5, hand=["Piccolo's Stomp"], life_deck=life(20)),
 mp(RADITZ3, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': "Piccolo's Stomp"}, {'p2': 'power'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 15}}])
board('T034', "Saiyan Sweeping Defense stops an attack and the next Attacker Attacks phase's physical attack", [SCC + 'saiyan-sweeping-defense'], 'p1',
 mp(GOKU2, 5, hand=[OSFP, SHK], life_deck=life(20)),
 mp(VEG2, 5, hand=['Saiyan Sweeping Defense'], life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'play', 'card': 'Saiyan Sweeping Defense'}, {'p2': 'pass'}, {'p1': 'play', 'card': SHK, 'may': False}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False}, {'after_step': 8, 'phase': 3, 'successful': False}, {'at_end': True, 'p2': {'stage': 5, 'life_deck': 20}}])
board('T035', 'Hidden Power Level: the secondary raise comes before Base Damage, so the PAT uses the new rating', [SCC + 'hidden-power-level', 'crd-3.0.0/battle-sequence/9'], 'p1',
 mp(GOKUHERO, 1, hand=['Hidden Power Level'], life_deck=life(20)),
 mp(VEGPOW, 2, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Hidden Power Level'}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 2}}, {'at_end': True, 'p1': {'stage': 10}, 'p2': {'stage': 0, 'life_deck': 20}}])
board('T036', "Goku's Conquering stance: successful, all players' anger to 0", [SCC + 'gokus-conquering-stance'], 'p1',
 mp(VEG2, 5, anger=3, hand=["Goku's Conquering stance"], life_deck=life(20)),
 mp(KRIL2, 5, anger=4, life_deck=life(20)),
 [{'p1': 'play', 'card': "Goku's Conquering stance"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 0}, 'p2': {'anger': 0, 'stage': 4}}])
board('T037', "Goku's Physical Attack used by Goku: twice, drawing the bottom discard card each time, then removed", [SCC + 'gokus-physical-attack'], 'p1',
 mp(GOKU2, 5, hand=["Goku's Physical Attack"], discard=['D1', 'D2'], life_deck=life(20)),
 mp(VEGPOW, 8, life_deck=life(20)),
 [{'p1': 'play', 'card': "Goku's Physical Attack"}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'use', 'card': "Goku's Physical Attack"}, {'p2': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'hand': ['D1']}, 'p2': {'stage': 7}},
  {'at_end': True, 'p1': {'hand': ['D1', 'D2'], 'discard': [], 'removed': ["Goku's Physical Attack"]}, 'p2': {'stage': 6}}])
board('T038', "Tien's Jolting Aura used by Krillin: default cost and damage, no card drawn", [SCC + 'tiens-jolting-aura', 'crd-3.0.0/referencing'], 'p1',
 mp(KRIL2, 5, hand=["Tien's Jolting Aura"], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': "Tien's Jolting Aura"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'hand': [], 'life_deck': 20}, 'p2': {'life_deck': 16}}])
board('T039', 'Power Boost before an energy attack: no cost, +2 life cards, in the same Attack Phase', [SCC + 'power-boost'], 'p1',
 mp(GOKU2, 5, hand=['Power Boost', RES], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Power Boost'}, {'p1': 'play', 'card': RES}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 5}, 'p2': {'life_deck': 13}}])
# ---------- E ----------
board('T040', 'Aura Clash: both advance one level; the one reaching the highest level cannot win by MPP', [SCC + 'aura-clash'], 'p1',
 mpl(CHAPU, 2, 5, anger=0, hand=['Aura Clash'], life_deck=life(20)),
 mpl(TAPKAR, 1, 5, anger=0, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Aura Clash'}],
 [{'at_end': True, 'no_winner': True, 'p1': {'level': 3, 'stage': 10}, 'p2': {'level': 2, 'stage': 10}}])
board('T041', 'Vegeta Scans the City stops a Most Powerful Personality Victory by lowering the MP a level', [SCC + 'vegeta-scans-the-city', 'crd-3.0.0/taking-them-down-a-notch'], 'p1',
 mpl(CHAPU, 2, 6, anger=4, hand=[OSFP], life_deck=life(20)),
 mpl(TAPKAR, 1, 5, in_play={'non_combat': ['Vegeta Scans the City']}, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'use', 'card': 'Vegeta Scans the City'}],
 [{'at_end': True, 'no_winner': True, 'p1': {'level': 2, 'stage': 5}, 'p2': {'removed': ['Vegeta Scans the City']}}])
board('T042', 'Z Sword Plateau: +3 to all personalities at the start of the Power-Up Step, then PUR / +1 for Allies', ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3'], 'p1',
 mp(GOKU2, 3, allies=[{'card': KRIL2, 'stage': 3}], in_play={'battleground': 'Z Sword Plateau'}, life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 8, 'allies': {'Krillin, the Husband Lv.2': 7}}, 'p2': {'stage': 8}}],
 turn={'number': 1, 'step': 'power_up'})
board('T043', "Blasted Land empties the last life card at the start of a turn: Survival Victory for the opponent", ['crd-3.0.0/survival-victory'], 'p2',
 mp(GOKU2, 5, in_play={'battleground': 'Blasted Land'}, life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(1, ['L1'])),
 [],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p1': {'life_deck': 20}, 'p2': {'life_deck': 0, 'discard': ['L1'], 'hand': []}}],
 turn={'number': 2, 'step': 'draw'})
board('T044a', 'Plant Two Saibaimen at the end of the Power-Up Step: Combat skipped, the Rejuvenation Step rejuvenates', [SCC + 'plant-two-saibaimen', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp(GOKU2, 5, in_play={'non_combat': ['Plant Two Saibaimen']}, hand=['H1'], discard=['X1'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': 'Plant Two Saibaimen'}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'rejuvenation', 'p1': {'life_deck': 21, 'life_deck_bottom': ['X1'], 'discard': [], 'removed': ['Plant Two Saibaimen']}}],
 turn={'number': 1, 'step': 'power_up'})
board('T044b', 'Plant Two Saibaimen: a declaration of Combat that turn is refused', [SCC + 'plant-two-saibaimen'], 'p1',
 mp(GOKU2, 5, in_play={'non_combat': ['Plant Two Saibaimen']}, hand=['H1'], discard=['X1'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': 'Plant Two Saibaimen'}, {'p1': 'declare'}],
 [{'at_end': True, 'error': 'Combat'}],
 turn={'number': 1, 'step': 'power_up'})
board('T045', 'Anger 5 at the highest level of the MP: highest stage, anger 0, no MPP while another personality has a higher level', ['crd-3.0.0/anger', 'crd-3.0.0/most-powerful-personality-victory'], 'p1',
 mpl(CHAPU, 3, 4, anger=4, hand=[OSFP], life_deck=life(20)),
 mpl(KCOLD, 1, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}],
 [{'after_step': 3, 'no_winner': True, 'p1': {'level': 3, 'stage': 10, 'anger': 0}}])
board('T046', 'Powerful Followers ends the current Combat; the attacker declared Combat, so he may not rejuvenate', [SCC + 'powerful-followers', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp(GOKU2, 5, in_play={'non_combat': ['Powerful Followers']}, hand=['H1'], discard=['X1'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20, ['Q1', 'Q2', 'Q3'])),
 [{'p1': 'declare'}, {'p1': 'use', 'card': 'Powerful Followers'}, {'p2': 'discard', 'choose': ['Q1', 'Q2']}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'discard', 'combat_ended': True, 'p1': {'removed': ['Powerful Followers']}},
  {'at_end': True, 'error': 'Rejuvenation', 'p1': {'discard': ['X1'], 'life_deck': 20}}],
 turn={'number': 1, 'step': 'declare'})
board('T047', "Hercule's Underground Training Area works in the Rejuvenation Step although Combat was declared", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp(GOKU2, 5, in_play={'battleground': "Hercule's Underground Training Area"}, hand=[], discard=['Y5', 'Y4', 'Y3', 'Y2', 'Y1', 'X1'], life_deck=life(20)),
 mp(VEG2, 5, life_deck=life(20, ['Q1', 'Q2', 'Q3'])),
 [{'p1': 'declare'}, {'p1': 'pass'}, {'p2': 'pass'}, {'p2': 'discard', 'choose': ['Q1', 'Q2']}, {'p1': 'use', 'card': "Hercule's Underground Training Area", 'choose': ['Y5']}],
 [{'at_end': True, 'p1': {'life_deck': 21, 'life_deck_top': ['Y5'], 'discard': ['Y4', 'Y3', 'Y2', 'Y1', 'X1']}}],
 turn={'number': 1, 'step': 'declare'})
board('T048', "King Kai's New Home: with 4 cards in hand the attacker draws no more in the Draw Step", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/1'], 'p1',
 mp(GOKU2, 5, in_play={'battleground': "King Kai's New Home"}, hand=['H1', 'H2', 'H3'], life_deck=life(20, ['L1', 'L2', 'L3'])),
 mp(VEG2, 5, life_deck=life(20)),
 [],
 [{'after_turn_step': 'draw', 'p1': {'hand': ['H1', 'H2', 'H3', 'L1'], 'life_deck': 19, 'life_deck_top': ['L2', 'L3']}}],
 turn={'number': 1, 'step': 'draw'})

for bid, d in B.items():
    half = 'dev' if int(bid[1:4]) % 2 else 'test'
    os.makedirs(f'{HERE}/{half}/boards', exist_ok=True)
    json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
print(len(B), 'boards')
