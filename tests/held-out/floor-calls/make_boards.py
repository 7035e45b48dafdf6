"""Writes one board file per case: <half>/boards/<ID>[a|b].json (written from the cases and docs/scenario-format.md only)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
# pool ids for names several pool cards share, and the filler Main Personalities
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 600,000 .. 1,500,000 (C from 2 above 0)
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 275,000 .. 500,000 (B)
PICW = 'score/cell-saga/170'             # Piccolo, the Warrior Lv.1: 250,000 .. 700,000
NAPPA = 'score/saiyan-saga/176'; NAPPAHT = 'score/saiyan-saga/185'; NAPPA2 = 'score/saiyan-saga/177'
AND18HT = 'score/redemption/r7'; KT2C = 'score/majin-buu-saga/167'; KT2P = 'score/majin-buu-saga/170'
GOKU4 = 'score/cell-saga/135'; RADITZ = 'score/saiyan-saga/170'; SSM = 'score/trunks-saga/148'
VEB = 'score/saiyan-saga/119'; VINEGAR = 'score/trunks-saga/182'; KRILHERO2 = 'score/cell-saga/099'
ZANGYA = 'score/bojack-unbound/005'; KT1 = 'score/majin-buu-saga/166'; VEGPOW = 'score/cell-saga/167'
SRC = 'Saiyan Right Cross'; DEA = "Dodoria's Energy Attack"; OSFP = 'Orange Standing Fist Punch'
NDB = [f'Namek Dragon Ball {i}' for i in range(1, 8)]
GOKUS = ['Goku, the Hero Lv.1', 'Goku, the Saiyan Lv.2', 'Goku, the Perfect Warrior Lv.3']

def mp(card, stage=5, **kw):
    d = {'main_personality': {'card': card, 'stage': stage}}
    d.update(kw); return d
def mpl(levels, level, stage=5, **kw):
    d = {'main_personality': {'levels': levels, 'level': level, 'stage': stage}}
    d.update(kw); return d
def mpc(card, level, stage=5, **kw):
    d = {'main_personality': {'card': card, 'level': level, 'stage': stage}}
    d.update(kw); return d
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

# ---------- A ----------
board('F001', "Nappa Lv.1 HT's When entering Combat +2 power stages stops at his highest stage", [SCC + 'nappa-lv-1-ht'], 'p1',
 mp(NAPPAHT, 9, life_deck=life(20)), mp(KRIL, 5, hand=[], life_deck=life(20)),
 [{'p1': 'pass'}],
 [{'after_step': 0, 'p1': {'stage': 10}, 'p2': {'life_deck': 17}}], prepare_phase=True)
board('F002', "Trunks, the Swift Lv.1's Constant Combat Power (not a Defense Shield) stops a Focused energy attack", [SCC + 'trunks-the-swift-iv-1'], 'p1',
 mp(PICW, 5, hand=['Namekian Quick Blast'], life_deck=life(20)), mp('Trunks, the Swift Lv.1', 5, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Namekian Quick Blast'}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False},
  {'at_end': True, 'p1': {'stage': 3, 'discard': ['Namekian Quick Blast'], 'removed': []}, 'p2': {'life_deck': 20}}])
board('F003', "Android 13 Lv.2: no anger from the attack card, +3 power stages to his physical attack", ['crd-3.0.0/power-up-rating-pur'], 'p1',
 mpl(['score/movie-7/m1', 'score/movie-7/m2'], 2, 5, anger=2, hand=[OSFP], life_deck=life(20)), mp(GOKU, 7, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'anger': 2}, 'p2': {'stage': 2, 'life_deck': 20}}])
board('F004', 'Damage redirected to an Ally: the PAT uses the personality in control; the overflow still leaves the Life Deck', ['crd-3.0.0/allies-and-damage'], 'p1',
 mp(GOKU, 5, hand=[SRC], life_deck=life(20)),
 mp(KRIL, 5, allies=[{'card': 'Goku, the Warrior Lv.1', 'stage': 2}], life_deck=life(20)),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take', 'redirect_to': 'Goku, the Warrior Lv.1'}],
 [{'after_step': 10, 'damage': {'power_stages': 5}},
  {'at_end': True, 'p2': {'stage': 5, 'allies': {'Goku, the Warrior Lv.1': 0}, 'life_deck': 17}}])
board('F005', "Android 18 Lv.1 HT's chosen Ally cannot take over Combat for the rest of Combat", [SCC + 'android-18-lv-1-ht'], 'p1',
 mp(AND18HT, 5, hand=[SRC], life_deck=life(20)),
 mp(GOKU, 1, allies=[{'card': KRIL, 'stage': 3}], life_deck=life(20)),
 [{'p1': 'power', 'choose': ['Krillin, the Friend Lv.1']}, {'p2': 'pass'}, {'p1': 'play', 'card': SRC},
  {'p2': 'control', 'personality': 'Krillin, the Friend Lv.1'}],
 [{'at_end': True, 'error': 'control', 'p2': {'allies': {'Krillin, the Friend Lv.1': 3}}}])
board('F006', "Majin Buu Lv.4's shuffle is a Power: once per turn", [SCC + 'majin-buu-lv-4', 'crd-3.0.0/power-up-rating-pur'], 'p1',
 mpl(['score/majin-buu-saga/194', 'score/majin-buu-saga/195', 'score/majin-buu-saga/196', 'score/majin-buu-saga/114'], 4, 6, discard=[f'D{i}' for i in range(1, 11)], life_deck=life(20)), mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'power'}, {'p2': 'pass'}, {'p1': 'power'}],
 [{'at_end': True, 'error': 'once per turn', 'p1': {'life_deck': 28, 'discard': ['D1', 'D2']}}])
board('F007', "Chi-Chi, the Wife Lv.3 removes the opponent's Non-Combat cards, Drills included; the Dragon Ball stays", ['crd-3.0.0/non-combat-cards', 'crd-3.0.0/glossary'], 'p1',
 mpl(['score/saiyan-saga/086', 'score/frieza-saga/041', 'score/cell-saga/114'], 3, 5, life_deck=life(20)),
 mp(KRIL, 5, in_play={'drills': ['Namekian Energy Drill'], 'non_combat': ['Cell Smiles'], 'dragon_balls': ['Namek Dragon Ball 3']}, hand=[], life_deck=life(20)),
 [{'p1': 'pass'}],
 [{'after_step': 0, 'p2': {'removed': ['Namekian Energy Drill', 'Cell Smiles'], 'in_play': {'drills': [], 'non_combat': [], 'dragon_balls': ['Namek Dragon Ball 3']}, 'life_deck': 17}}],
 prepare_phase=True)
board('F008', "The MP's Constant Combat Power is not used while an Ally is in control; the PAT uses the Ally", ['crd-3.0.0/power-up-rating-pur', 'crd-3.0.0/allies-taking-over-combat'], 'p1',
 mp('score/majin-buu-saga/159', 1, allies=[{'card': KRIL, 'stage': 5}], hand=[SRC], life_deck=life(20)),
 mp(PICW, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': SRC, 'personality': 'Krillin, the Friend Lv.1'}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 1}}, {'at_end': True, 'p2': {'stage': 1, 'life_deck': 20}}])
board('F009', "Kid Trunks Lv.2: the discard for his Constant Combat Power is not a cost (Majin Babidi's Ship doubles only the 2 power stages)", [SCC + 'kid-trunks-lv-2'], 'p1',
 mpl([KT1, KT2C], 2, 6, in_play={'battleground': "Majin Babidi's Ship"}, hand=['H1', 'H2'], life_deck=life(20)), mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'power', 'choose': ['H1']}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 2, 'hand': ['H2'], 'discard': ['H1']}, 'p2': {'life_deck': 16}}])
board('F010', "Goku, the Protector Lv.3: anger lowered by 1 at most, and his Defense Shield stops the energy attack", [SCC + 'goku-the-protector-lv-3'], 'p1',
 mp(VEGPOW, 5, anger=0, hand=["Pan's Right Blast"], life_deck=life(20)),
 mpl(['score/trunks-saga/164', 'score/trunks-saga/165', 'score/trunks-saga/166'], 3, 6, anger=3, life_deck=life(20)),
 [{'p1': 'play', 'card': "Pan's Right Blast"}, {'p2': 'take'}],
 [{'after_step': 8, 'phase': 1, 'successful': False},
  {'at_end': True, 'p1': {'stage': 3, 'anger': 1}, 'p2': {'anger': 2, 'life_deck': 20}}])
# ---------- B ----------
board('F011', "Goku's Lucky Break places the 7th Namek Dragon Ball into play: Dragon Ball Victory", [SCC + 'gokus-lucky-break', 'crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ["Goku's Lucky Break"], 'dragon_balls': NDB[:6]}, life_deck=life(20, ['L1', NDB[6], 'L2'])),
 mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': "Goku's Lucky Break", 'choose': [NDB[6]]}],
 [{'at_end': True, 'winner': 'p1', 'victory': 'dragon_ball'}])
for sfx, ch, exp in (('a', ['Namek Dragon Ball 5'], [{'at_end': True, 'p1': {'stage': 10, 'life_deck': 21, 'in_play': {'dragon_balls': ['Namek Dragon Ball 1']}}, 'p2': {'in_play': {'dragon_balls': ['Alt. Dende Dragon Ball 3']}}}]),
                     ('b', ['Namek Dragon Ball 1'], [{'at_end': True, 'error': 'Orange Power Stance', 'p1': {'life_deck': 20, 'in_play': {'dragon_balls': ['Namek Dragon Ball 1']}}}])):
    board('F012' + sfx, "Orange Power Stance shuffles a Dragon Ball the opponent controls into its owner's Life Deck" + (' (own Dragon Ball chosen: refused)' if sfx == 'b' else ''), [SCC + 'orange-power-stance', 'crd-3.0.0/ownership'], 'p1',
     mp(GOKU, 3, in_play={'non_combat': ['Orange Power Stance'], 'dragon_balls': ['Namek Dragon Ball 1']}, life_deck=life(20)),
     mp(KRIL, 5, in_play={'dragon_balls': ['Namek Dragon Ball 5', 'Alt. Dende Dragon Ball 3'], 'dragon_ball_owners': {'Namek Dragon Ball 5': 'p1'}}, life_deck=life(20)),
     [{'p1': 'use', 'card': 'Orange Power Stance', 'choose': ch}], exp)
board('F013', "Confrontation shuffles a Dragon Ball from the opponent's hand into his Life Deck", [SCC + 'confrontation'], 'p1',
 mp(GOKU, 5, hand=['Confrontation'], life_deck=life(20)),
 mp(KRIL, 5, hand=['H1', 'Alt. Dende Dragon Ball 3'], life_deck=life(20)),
 [{'p1': 'play', 'card': 'Confrontation', 'choose': ['Alt. Dende Dragon Ball 3']}],
 [{'at_end': True, 'p1': {'discard': ['Confrontation']}, 'p2': {'hand': ['H1'], 'life_deck': 21}}])
board('F014', "Black Water Confusion Drill (the opponent's, beside his Orange Drill): no Dragon Ball may be played", [SCC + 'black-water-confusion-drill'], 'p1',
 mp(GOKU, 5, hand=['Namek Dragon Ball 4'], life_deck=life(20)),
 mp(KRIL, 5, in_play={'drills': ['Black Water Confusion Drill', 'Orange Energy Drill']}, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Namek Dragon Ball 4'}],
 [{'at_end': True, 'error': 'Black Water Confusion Drill', 'p1': {'hand': ['Namek Dragon Ball 4'], 'in_play': {'dragon_balls': []}}}],
 turn=TURN('non_combat'))
board('F015', "Alt. Namek Dragon Ball 4: the Non-Combat card the opponent's power would remove is discarded instead", ['score/kid-buu-saga/032'], 'p2',
 mp(GOKU, 5, anger=2, in_play={'dragon_balls': ['Alt. Namek Dragon Ball 4'], 'non_combat': ['Cell Smiles']}, life_deck=life(20)),
 mpl([KT1, KT2P], 2, 5, life_deck=life(20)),
 [{'p2': 'power', 'may': True, 'choose': ['Cell Smiles']}, {'p1': 'take'}],
 [{'at_end': True, 'p1': {'anger': 0, 'life_deck': 15, 'removed': [], 'in_play': {'non_combat': [], 'dragon_balls': ['Alt. Namek Dragon Ball 4']}}, 'p2': {'stage': 3}}])
board('F016', "Intense Observation Drill: 1 life card of damage captures, overriding Alt. Earth Dragon Ball 3's 7", ['score/kid-buu-saga/120'], 'p1',
 mp(GOKU, 5, in_play={'drills': ['Intense Observation Drill']}, hand=['Saiyan High Jump Kick'], life_deck=life(20)),
 mp(KRIL, 5, in_play={'dragon_balls': ['Alt. Earth Dragon Ball 3']}, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Saiyan High Jump Kick', 'capture': 'Alt. Earth Dragon Ball 3', 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': ['Alt. Earth Dragon Ball 3']}, 'dragon_ball_owners': {'Alt. Earth Dragon Ball 3': 'p2'}},
   'p2': {'life_deck': 17, 'in_play': {'dragon_balls': []}}}])
board('F017', "Chiaotzu's Physical Defense: 5 life cards become 4, no Dragon Ball capture", [SCC + 'chiaotzus-physical-defense', 'crd-3.0.0/capturing-dragon-balls'], 'p1',
 mp(ZANGYA, 5, hand=[DEA], life_deck=life(20)),
 mp(KRIL, 5, hand=["Chiaotzu's Physical Defense"], in_play={'dragon_balls': ['Alt. Dende Dragon Ball 3']}, life_deck=life(20)),
 [{'p1': 'pass'}, {'p2': 'play', 'card': "Chiaotzu's Physical Defense"}, {'p1': 'play', 'card': DEA, 'capture': 'Alt. Dende Dragon Ball 3', 'capture_powers': False}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': []}}, 'p2': {'life_deck': 16, 'in_play': {'dragon_balls': ['Alt. Dende Dragon Ball 3']}}}])
for sfx, ch, exp in (('a', [NDB[1]], {'life_deck': 20, 'discard': [], 'life_deck_bottom': []}),  # (a): the documented refusal of a forbidden choice is expected (fixes.json)
                     ('b', ['L2'], {'life_deck': 19, 'discard': ['L2'], 'stage': 3})):
    board('F018' + sfx, "Dragon Ball Immunity: \"search your Life Deck for any card\" cannot take a Dragon Ball" + (' (an ordinary card named)' if sfx == 'b' else ''), ['crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls'], 'p1',
     mp('Krillin, the Father Lv.1', 5, life_deck=life(20, ['L1', NDB[1], 'L2'])), mp(GOKU, 5, life_deck=life(20)),
     [{'p1': 'power', 'may': True, 'choose': ch}, {'p2': 'take'}],
     [dict({'at_end': True, 'p1': exp}, **({'error': 'Dragon Ball'} if sfx == 'a' else {}))])
board('F019', 'Speaking with the King Drill affects Dragon Balls: the Dragon Ball among the top 3 is removed from the game', [SCC + 'speaking-with-the-king-drill'], 'p1',
 mp(GOKU, 5, in_play={'drills': ['Speaking with the King Drill']}, hand=[], life_deck=life(20, ['X1', 'Namek Dragon Ball 3', 'X2'])), mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': 'Speaking with the King Drill', 'choose': ['X1']}],
 [{'at_end': True, 'p1': {'hand': ['X1'], 'removed': ['Namek Dragon Ball 3', 'X2'], 'life_deck': 17, 'in_play': {'drills': ['Speaking with the King Drill']}}}])
board('F020', "Vegeta's Dragonball Capture: each captured Dragon Ball goes to the bottom of its owner's Life Deck", [SCC + 'vegetas-dragon-ball-capture'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ["Vegeta's Dragonball Capture"]}, life_deck=life(20)),
 mp(KRIL, 5, in_play={'dragon_balls': ['Namek Dragon Ball 6', 'Alt. Dende Dragon Ball 3'], 'dragon_ball_owners': {'Namek Dragon Ball 6': 'p1'}}, life_deck=life(20)),
 [{'p1': 'use', 'card': "Vegeta's Dragonball Capture", 'choose': ['Namek Dragon Ball 6', 'Alt. Dende Dragon Ball 3'], 'capture_powers': False}],
 [{'at_end': True, 'p1': {'life_deck': 21, 'life_deck_bottom': ['Namek Dragon Ball 6'], 'in_play': {'dragon_balls': []}},
   'p2': {'life_deck': 21, 'life_deck_bottom': ['Alt. Dende Dragon Ball 3'], 'in_play': {'dragon_balls': []}}}])
# ---------- C ----------
board('F021', "Krillin's Drill adds a life card to a physical attack's power stages", ['crd-3.0.0/modified-damage'], 'p1',
 mp(GOKU, 5, in_play={'drills': ["Krillin's Drill"]}, hand=[SRC], life_deck=life(20)), mp(KRIL, 7, life_deck=life(20)),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 2, 'life_deck': 19}}])
board('F022', 'Red Penetrating Defense Drill lowers only the power stages of an attack doing both kinds', [SCC + 'red-penetrating-defense-drill'], 'p1',
 mpl(['score/cell-saga/161', 'score/cell-saga/162', 'score/cell-saga/163', GOKU4], 4, 5, life_deck=life(20)), mp(KRIL, 6, in_play={'drills': ['Red Penetrating Defense Drill']}, life_deck=life(20)),
 [{'p1': 'power'}, {'p2': 'take'}],
 [{'at_end': True, 'p2': {'stage': 3, 'life_deck': 17}}])
board('F023', 'Excitement counts the Drill in hand as a Non-Combat card, not the Dragon Ball', ['crd-3.0.0/non-combat-cards'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ['Excitement']}, hand=['Orange Energy Drill', 'Cell Smiles', 'Namek Dragon Ball 1', SRC], life_deck=life(20, ['N1', 'N2', 'N3'])),
 mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'use', 'card': 'Excitement'}],
 [{'at_end': True, 'p1': {'hand': ['Orange Energy Drill', 'Cell Smiles', 'Namek Dragon Ball 1', SRC, 'N1', 'N2'], 'life_deck': 18, 'discard': ['Excitement']}}])
for sfx, ch, exp in (('a', ['Krillin, the Friend Lv.1'], [{'at_end': True, 'p1': {'allies': {'Krillin, the Friend Lv.1': 10}}}]),
                     ('b', ['Krillin, the Hero Lv.2'], [{'at_end': True, 'error': 'level', 'p1': {'allies': {}}}])):
    board('F024' + sfx, 'Unexpected Allies follows the Ally rules: an Ally at its highest stage, of a level no higher than the MP' + (' (level 2 Ally: refused)' if sfx == 'b' else ''), ['crd-3.0.0/putting-cards-into-play-with-card-effects'], 'p1',
     mp(GOKU, 5, hand=['Unexpected Allies'], discard=[KRIL, KRILHERO2], life_deck=life(20)), mp(PICW, 5, life_deck=life(20)),
     [{'p1': 'play', 'card': 'Unexpected Allies', 'choose': ch}], exp)
board('F025', "Cell's Arena: the physical attack costs 1 power stage and does +2 life cards", ['score/cell-saga/preview-2', 'crd-3.0.0/battleground-and-location-cards'], 'p1',
 mp(GOKU, 5, in_play={'battleground': "Cell's Arena"}, hand=[SRC], life_deck=life(20)), mp(KRIL, 7, life_deck=life(20)),
 [{'p1': 'play', 'card': SRC}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'stage': 2, 'life_deck': 18}}])
board('F026', "Heroes' Battleground: +2 power stages to the Ally's attack, PAT with the Ally's rating", ['score/cell-saga/preview-5', 'crd-3.0.0/allies-taking-over-combat'], 'p1',
 mp(KRIL, 1, allies=[{'card': 'Goku, the Warrior Lv.1', 'stage': 5}], in_play={'battleground': "Heroes' Battleground"}, hand=[SRC], life_deck=life(20)),
 mp(PICW, 8, life_deck=life(20)),
 [{'p1': 'play', 'card': SRC, 'personality': 'Goku, the Warrior Lv.1'}, {'p2': 'take'}],
 [{'after_step': 9, 'base_damage': {'power_stages': 2}}, {'at_end': True, 'p2': {'stage': 1, 'life_deck': 20}}])
board('F027', "Kami's Floating Island: both players draw a card when entering Combat", ['crd-3.0.0/battleground-and-location-cards'], 'p1',
 mp(GOKU, 5, in_play={'battleground': "Kami's Floating Island"}, hand=[], life_deck=life(20)), mp(KRIL, 5, hand=[], life_deck=life(20)),
 [{'p1': 'pass'}],
 [{'after_step': 0, 'p1': {'life_deck': 19}, 'p2': {'life_deck': 16}}], prepare_phase=True)
for sfx, acts, exp in (('a', [{'p1': 'play', 'card': SRC}, {'p2': 'take'}], [{'at_end': True, 'p2': {'stage': 3, 'in_play': {'non_combat': []}}}]),
                       ('b', [{'p1': 'power'}], [{'at_end': True, 'error': 'Showdown', 'p2': {'stage': 8}}])):
    board('F028' + sfx, 'Showdown: Drills and personality powers may not be used this Combat' + (' (a power: refused)' if sfx == 'b' else ''), ['score/trunks-saga-promo/p10', SCC + 'showdown'], 'p1',
     mp(GOKU, 5, in_play={'drills': ['Devastation Drill']}, hand=[SRC], life_deck=life(20)),
     mp(KRIL, 8, in_play={'non_combat': ['Showdown']}, life_deck=life(20)),
     [{'p2': 'use', 'card': 'Showdown'}] + acts, exp, prepare_phase=True)
board('F029', 'Caught Off Guard Drill: its own controller may not play the named card either', ['score/cell-games-saga/111'], 'p1',
 mp(GOKU, 5, in_play={'drills': ['Caught Off Guard Drill'], 'named': {'Caught Off Guard Drill': DEA}}, hand=[DEA], life_deck=life(20)),
 mp(KRIL, 5, life_deck=life(20)),
 [{'p1': 'play', 'card': DEA}],
 [{'at_end': True, 'error': 'Caught Off Guard Drill', 'p1': {'stage': 5, 'hand': [DEA]}, 'p2': {'life_deck': 20}}])
board('F030', 'Blue Cradle Drill: 5 life cards lost, the attacker loses power stages down to 0 only', ['score/saiyan-saga/138'], 'p1',
 mp(GOKU, 5, hand=[DEA], life_deck=life(20)), mp(KRIL, 5, in_play={'drills': ['Blue Cradle Drill']}, life_deck=life(20)),
 [{'p1': 'play', 'card': DEA}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 0, 'life_deck': 20}, 'p2': {'life_deck': 15}}])
# ---------- D ----------
for sfx, emp, exp in (('a', False, [{'after_step': 12, 'phase': 1, 'p2': {'stage': 2, 'life_deck': 20}}, {'at_end': True, 'p2': {'life_deck': 18, 'in_play': {'non_combat': []}}}]),
                      ('b', True, [{'after_step': 13, 'phase': 1, 'p2': {'stage': 2, 'life_deck': 17}}, {'at_end': True, 'p2': {'life_deck': 17, 'in_play': {'non_combat': []}}}])):
    board('F031' + sfx, "Majin Buu's Body Slam: Non-Combat/Non-Drill cards cost +2 life cards for the rest of Combat" + (' (Empower used: the cost sentence is deleted)' if sfx == 'b' else ''), ['score/majin-buu-saga/135', 'crd-3.0.0/card-costs'], 'p1',
     mp(GOKU, 5, hand=["Majin Buu's Body Slam"], life_deck=life(20)),
     mp(KRIL, 7, in_play={'non_combat': ['Cell Smiles']}, life_deck=life(20)),
     [{'p1': 'play', 'card': "Majin Buu's Body Slam", 'empower': emp}, {'p2': 'take'}, {'p2': 'use', 'card': 'Cell Smiles'}], exp)
board('F032', 'Pure Defense turns the anger raise into an "If successful" effect; the stop then cancels it', [SCC + 'pure-defense'], 'p1',
 mp(GOKU, 5, anger=2, hand=[OSFP], life_deck=life(20)),
 mp(KRIL, 5, hand=['Pure Defense', 'Blue Swift Dodge'], life_deck=life(20, ['T1'])),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'play', 'card': 'Pure Defense'}, {'p2': 'play', 'card': 'Blue Swift Dodge'}],
 [{'at_end': True, 'p1': {'anger': 1}, 'p2': {'stage': 5, 'hand': ['T1'], 'life_deck': 19}}])
board('F033', 'After a Final Physical Attack the player cannot defend', ['crd-3.0.0/final-physical-attacks'], 'p1',
 mp(GOKU, 5, hand=['H1', 'Blue Swift Dodge'], life_deck=life(20)), mp(KRIL, 5, hand=[SRC], life_deck=life(20)),
 [{'p1': 'final_physical_attack', 'discard': 'H1'}, {'p2': 'take'}, {'p2': 'play', 'card': SRC}, {'p1': 'play', 'card': 'Blue Swift Dodge'}],
 [{'after_step': 12, 'phase': 1, 'p2': {'stage': 3}}, {'at_end': True, 'error': 'Final Physical Attack', 'p1': {'hand': ['Blue Swift Dodge']}}])
board('F034', 'Empower on Red Rapid Energy: +3 life cards, the text after it deleted, discarded not removed', ['crd-3.0.0/more-notes-about-empower', 'crd-3.0.0/what-does-empower-do'], 'p1',
 mp(GOKU, 5, hand=['Red Rapid Energy'], discard=['Saiyan Energy Orb', 'D1'], life_deck=life(20)), mp(KRIL, 5, anger=3, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Red Rapid Energy', 'empower': True}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'stage': 3, 'discard': ['Saiyan Energy Orb', 'D1', 'Red Rapid Energy'], 'removed': [], 'life_deck': 20}, 'p2': {'anger': 1, 'life_deck': 12}}])
for sfx, last, exp in (('a', {'p2': 'take'}, [{'at_end': True, 'p2': {'stage': 2}}]),
                       ('b', {'p2': 'play', 'card': 'Blue Swift Dodge'}, [{'at_end': True, 'error': 'Trunks Energy Sphere', 'p2': {'hand': ['Blue Swift Dodge']}}])):
    board('F035' + sfx, "Trunks Energy Sphere stops the defender's Combat card; no second stop" + (' (a second stop: refused)' if sfx == 'b' else ''), [SCC + 'trunks-energy-sphere'], 'p1',
     mp(GOKU, 5, hand=[SRC, 'Trunks Energy Sphere'], life_deck=life(20)),
     mp(KRIL, 7, hand=['Ki-Charged Palm Block', 'Blue Swift Dodge'], life_deck=life(20)),
     [{'p1': 'play', 'card': SRC}, {'p2': 'play', 'card': 'Ki-Charged Palm Block'}, {'p1': 'play', 'card': 'Trunks Energy Sphere'}, last], exp)
for sfx, last, exp in (('a', {'p2': 'take'}, [{'after_step': 8, 'phase': 3, 'successful': False}, {'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 20}}]),
                       ('b', {'p2': 'play', 'card': 'Saiyan Defensive Stance'}, [{'at_end': True, 'error': 'Stunned', 'p2': {'hand': ['Saiyan Defensive Stance']}}])):
    board('F036' + sfx, 'Stunned Krillin cannot stop with a card, but his Defense Shield still works' + (' (a stop card: refused)' if sfx == 'b' else ''), [SCC + 'stunned'], 'p1',
     mp(GOKU, 5, hand=['Stunned', DEA], life_deck=life(20)),
     mp(KRIL, 5, in_play={'drills': ['Orange Steady Drill']}, hand=['Saiyan Defensive Stance'], life_deck=life(20)),
     [{'p1': 'play', 'card': 'Stunned'}, {'p2': 'pass'}, {'p1': 'play', 'card': DEA}, last], exp)
board('F037', "T-Rex Offense: +1 life card for the attacker's; the defender's is discarded by the successful energy attack", [SCC + 't-rex-offense'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ['T-Rex Offense']}, hand=[DEA], life_deck=life(20)),
 mp(KRIL, 5, in_play={'non_combat': ['T-Rex Offense']}, life_deck=life(20)),
 [{'p1': 'play', 'card': DEA}, {'p1': 'use', 'card': 'T-Rex Offense'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'in_play': {'non_combat': []}}, 'p2': {'life_deck': 14, 'in_play': {'non_combat': []}}}])
board('F038', "Battle Pausing: the opponent's 5 power stages stop at his highest stage", [SCC + 'battle-pausing', 'crd-3.0.0/personality-cards'], 'p1',
 mp(GOKU, 5, hand=['Battle Pausing'], discard=['D1', 'D2', 'D3'], life_deck=life(20)), mp(KRIL, 8, life_deck=life(20)),
 [{'p1': 'play', 'card': 'Battle Pausing'}],
 [{'at_end': True, 'p1': {'hand': ['D3', 'D2'], 'discard': ['D1'], 'removed': ['Battle Pausing']}, 'p2': {'stage': 10}}])
for sfx, hand, acts, exp in (('a', [VEB], [{'p1': 'play', 'card': "Vegeta's Energy Blast"}], [{'at_end': True, 'p1': {'stage': 10, 'removed': ["Vegeta's Energy Blast"]}}]),
                             ('b', [SRC, VEB], [{'p1': 'play', 'card': SRC}, {'p2': 'take'}, {'p2': 'pass'}, {'p1': 'play', 'card': "Vegeta's Energy Blast"}],
                              [{'at_end': True, 'error': 'first card', 'p1': {'stage': 2}, 'p2': {'stage': 1}}])):
    board('F039' + sfx, "Vegeta's Energy Blast must be the first card played in Combat" + (' (played after another card: refused)' if sfx == 'b' else ''), [SCC + 'vegetas-energy-blast'], 'p1',
     mp(NAPPA, 2, hand=hand, life_deck=life(20)), mp(KRIL, 5, life_deck=life(20)), acts, exp)
board('F040', 'Trunks Effortless Drill: the Straining Move cannot be stopped, but the physical stop still gives its anger', ['crd-3.0.0/stopping-unstoppable-attacks', SCC + 'trunks-effortless-drill'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ['Trunks Effortless Drill']}, hand=['Straining Cry Baby Move'], life_deck=life(20)),
 mp(KRIL, 7, anger=0, hand=['Red Side Step'], life_deck=life(20)),
 [{'p1': 'play', 'card': 'Straining Cry Baby Move'}, {'p1': 'use', 'card': 'Trunks Effortless Drill', 'may': True}, {'p2': 'play', 'card': 'Red Side Step'}],
 [{'after_step': 8, 'phase': 1, 'successful': True}, {'at_end': True, 'p2': {'stage': 2, 'anger': 2}}])
# ---------- E ----------
for sfx, acts, exp in (('a', [{'p1': 'use', 'card': "Goku's Farewell"}],
                        [{'at_end': True, 'no_winner': True, 'p1': {'level': 3, 'stage': 12, 'anger': 4, 'in_play': {'drills': []}}}]),
                       ('b', [{'p1': 'use', 'card': "Goku's Farewell"}, {'p2': 'pass'}, {'p1': 'play', 'card': OSFP}],
                        [{'at_end': True, 'winner': 'p2', 'victory': 'card_effect'}])):
    board('F041' + sfx, "Goku's Farewell: highest level, no Most Powerful Personality Victory, anger kept; 5 anger loses" + (' (then 5 anger)' if sfx == 'b' else ''), [SCC + 'gokus-farewell'], 'p1',
     mpl(GOKUS, 1, 5, anger=4, in_play={'drills': ['Namekian Energy Drill'], 'non_combat': ["Goku's Farewell"]}, hand=[OSFP], life_deck=life(20)),
     mp(KRIL, 5, life_deck=life(20)), acts, exp)
board('F042', "It's Just Not Worth It!: the 7th Dragon Ball played in the opponent's next turn does not win", [SCC + 'its-just-not-worth-it'], 'p1',
 mp(GOKU, 5, in_play={'non_combat': ["It's Just Not Worth It!"]}, hand=[], life_deck=life(20)),
 mp(KRIL, 5, in_play={'dragon_balls': NDB[:6]}, hand=[NDB[6]], life_deck=life(20)),
 [{'p1': 'use', 'card': "It's Just Not Worth It!"}, {'p2': 'pass'}, {'p1': 'pass'}, {'p2': 'play', 'card': NDB[6]}],
 [{'after_turn_step': 'non_combat', 'turn': 2, 'no_winner': True, 'p2': {'in_play': {'dragon_balls': NDB}}}],
 turn=TURN('combat'))
board('F043', 'Provoke Drill: skipping Combat discards the top life card, which the Rejuvenation Step puts back at the bottom', ['score/kid-buu-saga/069', 'crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7'], 'p1',
 mp(GOKU, 5, hand=[], discard=[], life_deck=life(20, ['L1'])), mp(KRIL, 5, in_play={'drills': ['Provoke Drill']}, hand=[], life_deck=life(20)),
 [{'p1': 'skip_combat'}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'declare', 'p1': {'life_deck': 19, 'discard': ['L1']}},
  {'after_turn_step': 'rejuvenation', 'p1': {'life_deck': 20, 'discard': [], 'life_deck_bottom': ['L1']}}],
 turn=TURN('declare'))
board('F044', "Bulma and Chi-chi's Stare Off: at the end of Combat the MP with more power stages gains 2 anger (3 -> 5: he advances)", ['score/bojack-unbound/019', 'crd-3.0.0/anger'], 'p1',
 mpl(GOKUS, 1, 8, anger=3, in_play={'drills': ['Namekian Energy Drill']}, hand=["Bulma and Chi-chi's Stare Off"], life_deck=life(20)),
 mp(KRIL, 5, anger=3, life_deck=life(20)),
 [{'p1': 'play', 'card': "Bulma and Chi-chi's Stare Off"}, {'p2': 'pass'}, {'p1': 'pass'}],
 [{'at_end': True, 'combat_ended': True, 'no_winner': True, 'p1': {'level': 2, 'stage': 11, 'in_play': {'drills': []}, 'removed': ["Bulma and Chi-chi's Stare Off"]}, 'p2': {'anger': 3}}])
board('F045', "King Cold Smiles sets the anger to 3 instead of a level gain; the Drill stays", [SCC + 'king-cold-smiles'], 'p1',
 mpl([NAPPA, NAPPA2, 'score/saiyan-saga/178'], 1, 5, anger=4, in_play={'drills': ['Namekian Energy Drill']}, hand=[OSFP], life_deck=life(20)),
 mp(KRIL, 5, in_play={'non_combat': ['King Cold Smiles']}, life_deck=life(20)),
 [{'p1': 'play', 'card': OSFP}, {'p2': 'use', 'card': 'King Cold Smiles'}, {'p2': 'take'}],
 [{'at_end': True, 'p1': {'level': 1, 'anger': 3, 'stage': 5, 'in_play': {'drills': ['Namekian Energy Drill']}}, 'p2': {'stage': 4, 'removed': ['King Cold Smiles']}}])
board('F046', 'Discard Step: the defender discards right after the attacker and may discard his whole hand', ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6'], 'p1',
 mp(GOKU, 5, hand=['A1', 'A2', 'A3'], life_deck=life(20)), mp(KRIL, 5, hand=['B1', 'B2', 'B3', 'B4'], life_deck=life(20)),
 [{'p1': 'discard', 'choose': ['A1', 'A2']}, {'p2': 'discard', 'choose': ['B1', 'B2', 'B3', 'B4']}],
 [{'after_turn_step': 'discard', 'p1': {'hand': ['A3'], 'discard': ['A1', 'A2']}, 'p2': {'hand': [], 'discard': ['B1', 'B2', 'B3', 'B4']}}],
 turn=TURN('discard'))
for sfx, anger, exp in (('a', 4, [{'at_end': True, 'winner': 'p1', 'victory': 'card_effect', 'p2': {'anger': 4}}]),
                        ('b', 3, [{'at_end': True, 'error': '4 anger', 'no_winner': True, 'p2': {'anger': 3}}])):
    board('F047' + sfx, "Dragon's Victory: needs 4 anger; raising the opponent to 4 wins" + (' (3 anger: refused)' if sfx == 'b' else ''), [SCC + 'dragons-victory'], 'p1',
     mp(GOKU, 5, anger=anger, hand=["Dragon's Victory"], life_deck=life(20)), mp(KRIL, 5, anger=3, life_deck=life(20)),
     [{'p1': 'play', 'card': "Dragon's Victory", 'may': True}], exp)
board('F048', 'Defenceless Beach: the MP\'s PUR 1 - 1 = 0; the Ally powers up by 1', ['crd-3.0.0/the-sequence-of-play-for-one-complete-turn/3', 'crd-3.0.0/powering-up-allies'], 'p1',
 mp(VEGPOW, 5, in_play={'battleground': 'Defenceless Beach'}, allies=[{'card': 'Goku, the Hero Lv.1', 'stage': 3}], life_deck=life(20)),
 mp(KRIL, 5, life_deck=life(20)),
 [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 5, 'allies': {'Goku, the Hero Lv.1': 4}}}],
 turn=TURN('power_up'))

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    print(len(B), 'boards')
