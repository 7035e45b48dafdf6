"""Writes one board file per case: <half>/boards/<ID>[a|b].json (written from the cases and docs/scenario-format.md only)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 600,000 .. 1,500,000 (C from 2 above 0), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 275,000 .. 500,000 (B)
PICW = 'score/cell-saga/170'             # Piccolo, the Warrior Lv.1
KRILN = 'Krillin, the Friend Lv.1'; PICWN = 'Piccolo, the Warrior Lv.1'
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'; CONC = 'Concentration Drill'; BDAD = 'Black Double Attack Drill'
NAPPAS = ['score/saiyan-saga/176', 'score/saiyan-saga/177', 'score/saiyan-saga/178']
BUUS = ['score/fusion-saga/010', 'score/fusion-saga/058', 'score/fusion-saga/057', 'score/fusion-saga/106']
GOKUSS = ['score/majin-buu-saga/156', 'score/majin-buu-saga/157']

def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}; d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}; d.update(kw); return d
def life(n, top=None):
    return {'top': top or [], 'unknown_below': n - len(top or [])}
B = {}
def board(bid, title, checks, attacker, p1, p2, actions, expect, **extra):
    d = {'scouter_scenario': 1, 'title': f'{bid}: {title}', 'ruleset': 'crd-3.0.0', 'checks': checks, 'attacker': attacker}
    d.update(extra)
    d['players'] = {'p1': json.loads(json.dumps(p1)), 'p2': json.loads(json.dumps(p2))}; d['actions'] = actions; d['expect'] = expect
    B[bid] = d
SCC = 'crd-3.0.0/specific-card-clarifications-errata-rulings/'
TURN = lambda step, n=1: {'number': n, 'step': step}
L20 = life(20)

SCS = 'Saiyan Counterstrike'; SDS = 'Saiyan Defensive Stance'
NDB3 = 'Namek Dragon Ball 3'; NDB6 = 'Namek Dragon Ball 6'; NDB1 = 'Namek Dragon Ball 1'; NDB2 = 'Namek Dragon Ball 2'
KRILS = ['score/cell-saga/089', 'score/cell-saga/099', 'score/cell-saga/097']
PICD = ['score/cell-saga/170', 'score/cell-saga/171', 'score/cell-saga/172']
PP = dict(prepare_phase=True)
def P1(stage=5, **kw): return mp(GOKU, stage, **({'life_deck': L20} | kw))
def P2(stage=5, **kw): return mp(KRIL, stage, **({'hand': [], 'life_deck': L20} | kw))
# ---------- A ----------
board('H001', "Gohan, the Champion Lv.1 draws in his own Attacker Attacks phase of a Combat declared against him", [SCC + 'gohan-the-champion-lv-1'], 'p1',
 P1(hand=[]), mp('score/cell-saga/164', 5, hand=[], life_deck=L20),
 [{'p1': 'pass'}, {'p2': 'power', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'stage': 5}, 'p2': {'stage': 5, 'life_deck': 16}}], **PP)
board('H002', "Android 16 Lv.1 (AS): a successful energy attack against him lowers the attacker's anger 1", ['crd-3.0.0/power-up-rating-pur'], 'p1',
 P1(anger=3, hand=[ORB]), mp('score/android-saga/114', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 2}, 'p2': {'life_deck': 12}}], **PP)
board('H003', "Arqua Lv.1 raised to his highest stage (Arqua's Arena) before the PAT is read", ['crd-3.0.0/battle-sequence/3'], 'p1',
 mp('score/world-games-saga/153', 2, hand=[], life_deck=L20, in_play={'battleground': "Arqua's Arena"}), P2(),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 10}, 'p2': {'stage': 0, 'life_deck': 16}}], **PP)
board('H004', "Arqua, Unleashed Lv.3 with Arqua's Arena: an energy attack gets the +3, not the physical +2", ['crd-3.0.0/modified-damage'], 'p1',
 mpl(['score/world-games-saga/153', 'score/world-games-saga/154', 'score/world-games-saga/155'], 3, 5, hand=[ORB], life_deck=L20, in_play={'battleground': "Arqua's Arena"}), P2(),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 2, 'life_deck': 12}}], **PP)
board('H005', "Vegeta, the Last Prince Lv.3 discards the only Non-Dragon Ball card before the defender draws", ['crd-3.0.0/phase-1-the-prepare-phase'], 'p1',
 mpl(['score/cell-saga/167', 'score/cell-saga/168', 'score/cell-saga/193'], 3, 5, hand=[], life_deck=L20), P2(hand=['score/trunks-saga/079', SRC]),
 [{'p1': 'use', 'card': 'Vegeta, the Last Prince Lv.3', 'choose': [SRC]}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'discard': [SRC], 'life_deck': 17}}], **PP)
board('H006', "Master Roshi Lv.2: Master Roshi's Back Kick is a named card (+2 power stages)", ['crd-3.0.0/named-cards'], 'p1',
 mpl(['score/capsule-corp-power-pack/cp7', 'score/capsule-corp-power-pack/cp8', 'score/capsule-corp-power-pack/cp9'], 2, 5, hand=["Master Roshi's Back Kick"], life_deck=L20),
 P2(allies=[{'card': 'score/cell-saga/084', 'stage': 3}], discard=[]),
 [{'p1': 'play', 'card': "Master Roshi's Back Kick", 'choose': ['Yamcha, the Friend Lv.1']}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'removed': ["Master Roshi's Back Kick"]}, 'p2': {'stage': 0, 'life_deck': 15, 'allies': {}}}], **PP)
board('H007', "Android 16 Lv.1 (Cell Saga): the defender draws 1 less card", ['crd-3.0.0/phase-1-the-prepare-phase'], 'p1',
 mp('score/cell-saga/176', 5, hand=[], life_deck=L20), P2(),
 [{'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p2': {'life_deck': 18}}], **PP)
board('H008', "Android 18, the Model Lv.2: no modifiers on physical attacks against her", ['crd-3.0.0/battle-sequence/10'], 'p1',
 P1(hand=[SRC]), mpl(['score/cell-saga/182', 'score/cell-saga/183', 'score/cell-saga/184'], 2, 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 4, 'life_deck': 17}}], **PP)
board('H009', "Trunks, Time's Hero Lv.3 stops two energy attacks in one Combat", ['crd-3.0.0/power-up-rating-pur'], 'p1',
 P1(hand=[ORB, ORB]), mp('score/cell-saga/195', 5, hand=[], life_deck=L20),
 [{'p1': 'play', 'card': ORB}, {'p2': 'power'}, {'p2': 'pass'}, {'p1': 'play', 'card': ORB}, {'p2': 'power'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'stage': 1}, 'p2': {'life_deck': 17}}], **PP)
board('H010', "Android 17 Lv.1 (AS): his anger cannot be lowered by Vegeta's If successful effect", ['crd-3.0.0/conflicting-card-effects'], 'p1',
 mpl(['score/cell-saga/167', 'score/cell-saga/168', 'score/cell-saga/169'], 2, 5, anger=0, hand=[], life_deck=L20), mp('score/android-saga/115', 5, anger=3, hand=[], life_deck=L20),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'anger': 3, 'stage': 0, 'life_deck': 16}}], **PP)
# ---------- B ----------
board('H011', "Vegeta's Smirk puts a Dragon Ball into play and is removed from the game", [SCC + 'vegetas-smirk'], 'p1',
 P1(hand=[], in_play={'non_combat': ["Vegeta's Smirk"]}, life_deck=life(20, ['score/trunks-saga/114'])), P2(),
 [{'p1': 'use', 'card': "Vegeta's Smirk", 'choose': ['Namek Dragon Ball 7']}],
 [{'at_end': True, 'p1': {'life_deck': 19, 'removed': ["Vegeta's Smirk"], 'in_play': {'dragon_balls': ['Namek Dragon Ball 7']}}}], **PP)
board('H012', "Earth Dragon Ball Capture: a card capture in place of an attack", ['crd-3.0.0/capturing-dragon-balls'], 'p1',
 P1(hand=['Earth Dragon Ball Capture']), P2(in_play={'dragon_balls': ['Alt. Namek Dragon Ball 7']}),
 [{'p1': 'play', 'card': 'Earth Dragon Ball Capture', 'capture': 'Alt. Namek Dragon Ball 7', 'capture_powers': False}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Alt. Namek Dragon Ball 7']}, 'dragon_ball_owners': {'Alt. Namek Dragon Ball 7': 'p2'}, 'discard': ['Earth Dragon Ball Capture']},
   'p2': {'in_play': {'dragon_balls': []}, 'life_deck': 17}}], **PP)
board('H013', "Thought Comes Before Action shuffles the opponent's Dragon Ball back", ['crd-3.0.0/capturing-dragon-balls'], 'p1',
 P1(hand=[], in_play={'non_combat': ['Thought Comes Before Action']}), P2(in_play={'dragon_balls': [NDB3]}),
 [{'p1': 'use', 'card': 'Thought Comes Before Action', 'choose': [NDB3]}],
 [{'at_end': True, 'p1': {'removed': ['Thought Comes Before Action'], 'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 18, 'in_play': {'dragon_balls': []}}}], **PP)
board('H014', "Yamcha Lv.4 captures with a successful attack of fewer than 5 life cards", ['crd-3.0.0/capturing-dragon-balls', 'crd-3.0.0/battle-sequence/15'], 'p1',
 mp('score/android-saga/123', 5, hand=[], life_deck=L20), P2(in_play={'dragon_balls': [NDB3]}),
 [{'p1': 'power', 'capture': NDB3, 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB3]}}, 'p2': {'stage': 4, 'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP)
board('H015', "Frieza Lv.1 captures 2 Dragon Balls after a 6-life-card energy attack", ['crd-3.0.0/capturing-dragon-balls'], 'p1',
 mp('score/frieza-saga-promo/p12', 5, hand=['Saiyan Suspended Blast'], life_deck=L20), P2(in_play={'dragon_balls': [NDB3, NDB6]}),
 [{'p1': 'play', 'card': 'Saiyan Suspended Blast', 'capture': NDB3, 'choose': [NDB6], 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'in_play': {'dragon_balls': [NDB3, NDB6]}}, 'p2': {'life_deck': 11, 'in_play': {'dragon_balls': []}}}], **PP)
board('H016', "Taunting Drill: the defender draws 1 per Dragon Ball he controls instead of 3", ['crd-3.0.0/phase-1-the-prepare-phase'], 'p1',
 P1(hand=[]), P2(in_play={'drills': ['Taunting Drill'], 'dragon_balls': [NDB3, NDB6]}),
 [{'p2': 'use', 'card': 'Taunting Drill', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'life_deck': 18}}], **PP)
board('H017', "Hero Teamwork Drill: the opponent plays only 1 Dragon Ball on his turn", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[NDB3, NDB6], discard=[], anger=0), P2(in_play={'drills': ['Hero Teamwork Drill']}, anger=0),
 [{'p1': 'play', 'card': NDB3}, {'p1': 'play', 'card': NDB6}],
 [{'at_end': True, 'error': 'Hero Teamwork', 'p1': {'hand': [NDB6], 'in_play': {'dragon_balls': [NDB3]}, 'anger': 0}, 'p2': {'anger': 0}}],
 turn=TURN('non_combat'))
board('H018', "Guru Fades removes Namek Dragon Balls in play and in Life Decks", ['crd-3.0.0/dragon-balls'], 'p1',
 P1(hand=[], in_play={'non_combat': ['Guru Fades'], 'dragon_balls': ['score/saiyan-saga/016']}), P2(in_play={'dragon_balls': [NDB3]}, life_deck=life(20, ['X1', 'X2', 'X3', NDB6])),
 [{'p1': 'use', 'card': 'Guru Fades'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Earth Dragon Ball 2']}, 'discard': ['Guru Fades']}, 'p2': {'life_deck': 16, 'removed': [NDB3, NDB6], 'in_play': {'dragon_balls': []}}}], **PP)
board('H019', "Saiyan Handstand: +1 anger per Dragon Ball controlled when successful", ['crd-3.0.0/battle-sequence/15'], 'p1',
 P1(anger=1, hand=['Saiyan Handstand'], in_play={'dragon_balls': [NDB3, NDB6]}), P2(),
 [{'p1': 'play', 'card': 'Saiyan Handstand'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 3}, 'p2': {'stage': 0, 'life_deck': 15}}], **PP)
board('H020', "Gohan's Quest: Namek Dragon Ball 2 put into play without its power", ['crd-3.0.0/dragon-balls'], 'p1',
 P1(hand=[], in_play={'non_combat': ["Gohan's Quest"]}, life_deck=life(20, ['score/trunks-saga/003'])), mpl(KRILS, 2, 5, hand=[], life_deck=L20),
 [{'p1': 'use', 'card': "Gohan's Quest", 'choose': [NDB2]}],
 [{'at_end': True, 'p1': {'life_deck': 19, 'discard': ["Gohan's Quest"], 'in_play': {'dragon_balls': [NDB2]}}, 'p2': {'level': 2}}], **PP)
# ---------- C ----------
board('H021', "Gravity Chamber: the physical attack costs 2 power stages, both players", ['crd-3.0.0/battleground-and-location-cards', 'crd-3.0.0/battle-sequence/2'], 'p1',
 P1(hand=[SRC]), P2(in_play={'battleground': 'Gravity Chamber'}),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 0, 'life_deck': 17}}], **PP)
board('H022', "Run Away cannot be used without a Battleground in play", [SCC + 'run-away'], 'p1',
 P1(hand=['Run Away']), P2(),
 [{'p1': 'play', 'card': 'Run Away'}],
 [{'at_end': True, 'error': 'Battleground', 'p1': {'hand': ['Run Away'], 'life_deck': 20}}], **PP)
board('H023', "Nail Takes Extra Effort: +1 power stage per Namek Dragon Ball in play", ['crd-3.0.0/floating-effects'], 'p1',
 P1(hand=[SRC], in_play={'non_combat': ['Nail Takes Extra Effort'], 'dragon_balls': [NDB3]}), P2(in_play={'dragon_balls': [NDB6]}),
 [{'p1': 'use', 'card': 'Nail Takes Extra Effort'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'removed': ['Nail Takes Extra Effort']}, 'p2': {'stage': 0, 'life_deck': 15}}], **PP)
board('H024', "Foreboding Evidence: Non-Combat cards from the discard pile to the top of the Life Deck; removed after use", [SCC + 'foreboding-evidence'], 'p1',
 P1(hand=[], in_play={'non_combat': ['Foreboding Evidence']}, discard=['Taunting Drill', SRC, 'Hero Teamwork Drill']), P2(),
 [{'p1': 'use', 'card': 'Foreboding Evidence', 'choose': ['Taunting Drill', 'Hero Teamwork Drill']}],
 [{'at_end': True, 'p1': {'life_deck': 22, 'discard': [SRC], 'removed': ['Foreboding Evidence']}}], **PP)
board('H025', "Black Erasing Drill removes the opponent's Non-Combat card after a successful energy attack", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[ORB], in_play={'drills': ['Black Erasing Drill']}), P2(in_play={'drills': ['Taunting Drill']}),
 [{'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'in_play': {'drills': ['Black Erasing Drill']}}, 'p2': {'life_deck': 12, 'removed': ['Taunting Drill'], 'in_play': {'drills': []}}}], **PP)
board('H026', "Master Roshi's Gawking Drill: +1 power stage and a discard removed when attacking", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[SRC], in_play={'drills': ["Master Roshi's Gawking Drill"]}), P2(discard=['D1', 'D2']),
 [{'p1': 'play', 'card': SRC, 'choose': ['D2']}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 16, 'removed': ['D2']}}], **PP)
board('H027', "Straining Defense Move: 4 life cards removed for the opponent's 2 Drills", [SCC + 'straining-defense-move'], 'p1',
 P1(hand=['Straining Defense Move']), P2(in_play={'drills': ['Black Bear Hug Drill', 'Black Erasing Drill']}),
 [{'p1': 'play', 'card': 'Straining Defense Move', 'choose': ['Black Bear Hug Drill', 'Black Erasing Drill']}],
 [{'at_end': True, 'p1': {'life_deck': 16}, 'p2': {'removed': ['Black Bear Hug Drill', 'Black Erasing Drill'], 'in_play': {'drills': []}}}], **PP)
board('H028', "Trunks Prepares: the defender draws the bottom 3 of his discard pile instead", [SCC + 'trunks-prepares'], 'p1',
 P1(hand=[]), P2(in_play={'non_combat': ['Trunks Prepares']}, discard=['D1', 'D2', 'D3', 'D4']),
 [{'p2': 'use', 'card': 'Trunks Prepares', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'hand': ['D1', 'D2', 'D3'], 'discard': ['D4'], 'life_deck': 20}}], **PP)
board('H029', "Master Roshi's Makeshift Background: a second Battleground for the Combat, shuffled back after", ['crd-3.0.0/battleground-and-location-cards'], 'p1',
 P1(hand=[], in_play={'non_combat': ["Master Roshi's Makeshift Background"]}, life_deck=life(20, ['Celestial Battleground'])), P2(in_play={'battleground': 'World Tournament'}),
 [{'p1': 'use', 'card': "Master Roshi's Makeshift Background", 'choose': ['Celestial Battleground']}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'after_step': 3, 'phase': 1, 'p1': {'life_deck': 19}, 'p2': {'in_play': {'battleground': ['World Tournament']}}},
  {'at_end': True, 'combat_ended': True, 'p1': {'life_deck': 20}, 'p2': {'in_play': {'battleground': ['World Tournament']}}}], **PP)
board('H030', "Orange Destruction Drill discards the opponent's Non-Combat card at the beginning of his turn", ['crd-3.0.0/drill-cards'], 'p1',
 P1(hand=[], in_play={'drills': ['Taunting Drill']}), P2(in_play={'drills': ['Orange Destruction Drill']}),
 [],
 [{'after_turn_step': 'draw', 'p1': {'discard': ['Taunting Drill'], 'in_play': {'drills': []}}}],
 turn=TURN('draw'))
# ---------- D ----------
board('H031', "Trunks Sword Position 3: a discard to the top of the Life Deck; removed from the game", [SCC + 'trunks-sword-position-3'], 'p1',
 P1(hand=['Trunks Sword Position 3'], discard=['D1', SRC]), P2(),
 [{'p1': 'play', 'card': 'Trunks Sword Position 3', 'choose': [SRC]}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'life_deck': 21, 'life_deck_top': [SRC], 'discard': ['D1'], 'removed': ['Trunks Sword Position 3']}, 'p2': {'life_deck': 13}}], **PP)
board('H032a', "Saiyan Focusing Power used by Goku (Saiyan Heritage)", [SCC + 'saiyan-focusing-power'], 'p1',
 P1(3, hand=['Saiyan Focusing Power']), P2(),
 [{'p1': 'play', 'card': 'Saiyan Focusing Power'}],
 [{'at_end': True, 'p1': {'stage': 8, 'removed': ['Saiyan Focusing Power']}}], **PP)
board('H032b', "Saiyan Focusing Power refused to Krillin (no Saiyan Heritage)", [SCC + 'saiyan-focusing-power'], 'p1',
 mp(KRIL, 3, hand=['Saiyan Focusing Power'], life_deck=L20), P2(),
 [{'p1': 'play', 'card': 'Saiyan Focusing Power'}],
 [{'at_end': True, 'error': 'Saiyan', 'p1': {'stage': 3, 'hand': ['Saiyan Focusing Power']}}], **PP)
board('H033', "Orange Dodge with Namek Dragon Ball 1 in play: +2 life cards on the opponent's attacks", ['crd-3.0.0/card-costs'], 'p1',
 P1(anger=2, hand=[SRC, ORB]), P2(hand=['Orange Dodge'], in_play={'dragon_balls': ['score/trunks-saga/025']}),
 [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Orange Dodge'}, {'p2': 'pass'}, {'p1': 'play', 'card': ORB}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 0, 'stage': 3, 'life_deck': 18}, 'p2': {'life_deck': 12}}], **PP)
board('H034', "Red Kienzan Discs with Earth Dragon Ball 3 in play cannot be stopped", ['crd-3.0.0/stopping-unstoppable-attacks'], 'p1',
 P1(hand=['Red Kienzan Discs'], in_play={'dragon_balls': ['score/world-games-saga/015']}), P2(hand=[SDS]),
 [{'p1': 'play', 'card': 'Red Kienzan Discs'}, {'p2': 'play', 'card': SDS}],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 13}}], **PP)
board('H035', "Black Hug Maneuver with Earth Dragon Ball 6 in play raises anger 3", ['crd-3.0.0/battle-sequence/3'], 'p1',
 P1(anger=0, hand=['Black Hug Maneuver'], in_play={'dragon_balls': ['score/saiyan-saga/186']}), P2(),
 [{'p1': 'play', 'card': 'Black Hug Maneuver'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 3}, 'p2': {'stage': 3, 'life_deck': 17}}], **PP)
board('H036', "Blue Lunge places a Non-Combat card from the top 5; removed from the game", [SCC + 'blue-lunge'], 'p1',
 P1(hand=['Blue Lunge'], life_deck=life(20, [SRC, 'Taunting Drill', ORB, 'L4', 'L5'])), P2(),
 [{'p1': 'play', 'card': 'Blue Lunge', 'choose': ['Taunting Drill', SRC, ORB, 'L4', 'L5']}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'life_deck': 19, 'removed': ['Blue Lunge'], 'in_play': {'drills': ['Taunting Drill']}}, 'p2': {'stage': 0, 'life_deck': 15}}], **PP)
board('H037', "Namekian's Strike by Piccolo; removed from the game after use", [SCC + 'namekians-strike'], 'p1',
 mpl(PICD, 3, 5, hand=["Namekian's Strike"], life_deck=L20), P2(),
 [{'p1': 'play', 'card': "Namekian's Strike"}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'removed': ["Namekian's Strike"]}, 'p2': {'life_deck': 13}}], **PP)
board('H038', "Saiyan Suspended Blast with Namek Dragon Ball 2 in play: 3 life cards prevented from the opponent's attacks", ['crd-3.0.0/floating-effects'], 'p1',
 P1(hand=['Saiyan Suspended Blast'], in_play={'dragon_balls': ['score/trunks-saga/003']}), P2(hand=[ORB]),
 [{'p1': 'play', 'card': 'Saiyan Suspended Blast'}, {'p2': 'take'}, {'p2': 'play', 'card': ORB}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'life_deck': 18}, 'p2': {'stage': 3, 'life_deck': 11}}], **PP)
board('H039', "Power Overwhelming: gain 3 first; converted damage removed from the game", ['crd-3.0.0/modified-damage'], 'p1',
 P1(hand=['Power Overwhelming']), P2(discard=[]),
 [{'p1': 'play', 'card': 'Power Overwhelming'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 8}, 'p2': {'stage': 0, 'life_deck': 12, 'discard': []}}], **PP)
board('H040', "Guldo Lv.3's physical attack is not stopped by a Combat card", ['crd-3.0.0/stopping-unstoppable-attacks'], 'p1',
 mpl(['score/frieza-saga/045', 'score/frieza-saga/046', 'score/frieza-saga/047'], 3, 5, hand=[], life_deck=L20), P2(hand=['Smokescreen']),
 [{'p1': 'power'}, {'p2': 'play', 'card': 'Smokescreen'}],
 [{'at_end': True, 'p2': {'stage': 4}}], **PP)
board('H041', "Majin Pui Pui Lv.1's Focused energy attack passes a Defense Shield", ['crd-3.0.0/battle-sequence/7'], 'p1',
 mp('score/babidi-saga/065', 5, hand=[], life_deck=L20), mpl(['score/cell-saga/176', 'score/cell-saga/177', 'score/cell-saga/178'], 2, 5, hand=[], discard=['D1', 'D2', 'D3'], life_deck=L20),
 [{'p1': 'power', 'choose': ['D1', 'D2', 'D3']}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'life_deck': 13, 'removed': ['D1', 'D2', 'D3']}}], **PP)
# ---------- E ----------
board('H042', "Android 16, the Fighter Lv.3: the defender loses 3 power stages as Combat is entered", ['crd-3.0.0/phase-1-the-prepare-phase'], 'p1',
 mpl(['score/cell-saga/176', 'score/cell-saga/177', 'score/cell-saga/196'], 3, 5, hand=[], life_deck=L20), P2(),
 [{'p1': 'pass'}, {'p2': 'pass'}],
 [{'at_end': True, 'p2': {'stage': 2, 'life_deck': 17}}], **PP)
board('H043', "Goku, the Legendary Lv.5 draws the last life card: the opponent wins at once", ['crd-3.0.0/how-to-win'], 'p1',
 mp('score/babidi-saga/099', 5, hand=[], discard=['D1', 'D2', 'D3'], life_deck=life(1)), P2(),
 [{'p1': 'power'}],
 [{'at_end': True, 'winner': 'p2', 'victory': 'survival'}], **PP)
board('H044', "Vegito, Super Saiyan Lv.2 empties the opponent's Life Deck: Survival Victory", ['crd-3.0.0/how-to-win'], 'p1',
 mp('score/fusion-saga/125', 5, hand=[], life_deck=L20), P2(life_deck=life(10)),
 [{'p1': 'power'}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p2': {'life_deck': 0}}], **PP)
board('H045', "Goku, Earth's Hero Lv.3 empties the defender's Life Deck in the attacker's half of the Prepare Phase", ['crd-3.0.0/phase-1-the-prepare-phase', 'crd-3.0.0/how-to-win'], 'p1',
 mpl(['score/cell-saga/161', 'score/cell-saga/162', 'score/cell-saga/191'], 3, 5, hand=[], life_deck=life(20, [SRC])), P2(life_deck=life(3)),
 [],
 [{'at_end': True, 'winner': 'p1', 'victory': 'survival', 'p2': {'life_deck': 0, 'hand': [], 'discard': ['unknown life card', 'unknown life card', 'unknown life card']}, 'p1': {'hand': [SRC]}}], **PP)
board('H046', "Trunks, the Battler Lv.5 draws up to 3 more entering Combat as the attacker", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn'], 'p1',
 mpl(['score/cell-saga/173', 'score/cell-saga/174', 'score/cell-saga/175', 'score/cell-saga/127', 'score/cell-games-saga/124'], 5, 5, hand=[], life_deck=L20), P2(),
 [{'p1': 'declare'}, {'p1': 'use', 'card': 'Trunks, the Battler Lv.5', 'may': True}, {'p1': 'pass'}, {'p2': 'pass'}],
 [{'after_step': 0, 'p1': {'life_deck': 14}, 'p2': {'life_deck': 17}}],
 turn=TURN('draw'))
board('H047', "Bulma, the Expert Lv.3: an Ally placed at 6 above 0 when Combat ends", ['crd-3.0.0/putting-cards-into-play-with-card-effects'], 'p1',
 mp('score/cell-saga/109', 5, hand=[], allies=[], life_deck=life(20, ['score/cell-saga/084'])), P2(),
 [{'p1': 'power', 'choose': ['Yamcha, the Friend Lv.1']}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'p1': {'stage': 3, 'life_deck': 19, 'allies': {'Yamcha, the Friend Lv.1': 6}}, 'p2': {'life_deck': 13}}], **PP)
board('H048', "Majin Dabura, Meditated Lv.3: +1 life card per card drawn this turn", ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn'], 'p1',
 mpl(['score/majin-buu-saga/180', 'score/majin-buu-saga/181', 'score/babidi-saga/109'], 3, 5, hand=[SRC], life_deck=L20), P2(),
 [{'p1': 'declare'}, {'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 9, 'life_deck': 17}}, {'at_end': True, 'p2': {'stage': 0, 'life_deck': 12}}],
 turn=TURN('draw'))

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    print(len(B), 'boards')
