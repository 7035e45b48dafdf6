"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
regional-calls, s20; adapted from league-night-calls/make_boards.py)."""
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
MD = C + 'modified-damage'; SOP = C + 'the-sequence-of-play-for-one-complete-turn/'; CAP = C + 'capturing-dragon-balls'
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
END = lambda **kw: {'at_end': True, **kw}
# ---------- A ----------
board('R001', "Uub Lv.1: +1 power stage, and the life cards of damage are removed from the game", [MD], 'p1',
 mp('score/kid-buu-saga/086', hand=[ORB], life_deck=L20), P2(), [PLAY(ORB), TAKE],
 [END(p1={'stage': 3}, p2={'stage': 4, 'life_deck': 12, 'discard': []})], **PP); rules('R001', MD + '|' + CTQ)
board('R002', "Majin Dabura, the Redeemed Lv.1: a physical attack costs +2 power stages", [C + 'card-costs'], 'p1',
 mp('score/kid-buu-saga/058', hand=[SRC], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [END(p1={'stage': 3}, p2={'stage': 0, 'life_deck': 17})], **PP); rules('R002', C + 'card-costs|' + CTQ)
board('R003', "Broly Lv.1 attacks Goku: anger +2 instead of +1", [C + 'anger'], 'p1',
 mp('score/broly-subset/m1', anger=0, hand=[SRC], life_deck=L20), mp(GOKU, hand=[], life_deck=L20), [PLAY(SRC), TAKE],
 [END(p1={'anger': 2}, p2={'stage': 2, 'life_deck': 17})], **PP); rules('R003', CTQ)
board('R004', "Turles, the Proud Lv.2: damage cannot be prevented, against Ginyu Force Lv.1's prevention", [C + 'a-note-about-damage-prevention'], 'p1',
 mpl(['score/cosmic-anthology/ca10', 'score/cosmic-anthology/ca11', 'score/cosmic-anthology/ca12'], 2, hand=[SRC], life_deck=L20),
 mp('Ginyu Force Lv.1', hand=[], life_deck=L20), [PLAY(SRC), TAKE],
 [END(p2={'stage': 1, 'life_deck': 17})], **PP); rules('R004', C + 'conflicting-card-effects|' + CTQ)
board('R005', "Meta-Cooler Lv.1 raises a Combat card's +3 power stages by 1", [MD], 'p1',
 mp('score/capsule-corp-power-pack/cp25', hand=[SRC], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [END(p2={'stage': 0, 'life_deck': 16})], **PP); rules('R005', MD + '|' + CTQ)
board('R006', "Zarbon Lv.1: every attack gains 'If successful, raise your anger 1 level and gain 2 power stages'", [C + 'gaining-text', C + 'battle-sequence/15'], 'p1',
 mp('score/cosmic-anthology/ca7', anger=0, hand=[ORB], life_deck=L20), P2(), [PLAY(ORB), TAKE],
 [END(p1={'stage': 5, 'anger': 1}, p2={'life_deck': 12})], **PP); rules('R006', C + 'gaining-text|' + C + 'battle-sequence/15|' + CTQ)
board('R007', "Android 19, Recalled Lv.2's Defense Shield stops an untouched physical attack at step 7", [C + 'battle-sequence/7'], 'p1',
 P1(hand=[SRC]), mpl(['score/cell-saga/090', 'score/cell-saga/095', 'score/cell-saga/098'], 2, hand=[], life_deck=L20), [PLAY(SRC), TAKE],
 [END(p1={'discard': [SRC]}, p2={'stage': 5, 'life_deck': 17})], **PP); rules('R007', C + 'battle-sequence/7|' + CTQ)
# ---------- B ----------
board('R008', "Majin Hand Clap by Majin Buu Lv.1: anger +1, and a Dragon Ball captured", [CAP], 'p1',
 {'main_personality': {'card': 'score/majin-buu-saga/194', 'stage': 5, 'alignment': 'Villain'}, 'anger': 0, 'hand': ['Majin Hand Clap'], 'life_deck': L20}, P2(in_play={'dragon_balls': [NDB[3]]}),
 [PLAY('Majin Hand Clap', capture=NDB[3], capture_powers=False), TAKE],
 [END(p1={'anger': 1, 'in_play': {'dragon_balls': [NDB[3]]}}, p2={'stage': 0, 'life_deck': 16, 'in_play': {'dragon_balls': []}})], **PP)
rules('R008', CAP + '|' + CTQ)
board('R009', "Trunks' Aerial Kick by Trunks Lv.1: 7 power stages, Trunks gains 5, a Dragon Ball captured", [CAP, C + 'battle-sequence/9'], 'p1',
 mp('score/trunks-saga/185', hand=["Trunks' Aerial Kick"], life_deck=L20), P2(in_play={'dragon_balls': [NDB[5]]}),
 [PLAY("Trunks' Aerial Kick", capture=NDB[5], capture_powers=False), TAKE],
 [END(p1={'stage': 10, 'in_play': {'dragon_balls': [NDB[5]]}}, p2={'stage': 0, 'life_deck': 15, 'in_play': {'dragon_balls': []}})], **PP)
rules('R009', CAP + '|' + C + 'battle-sequence/15|' + CTQ)
board('R010', "Blue Trapped Strike stays on the table while Namek Dragon Ball 3 is in play", [C + 'battle-sequence/16'], 'p1',
 P1(hand=['Blue Trapped Strike']), P2(in_play={'dragon_balls': [NDB[3]], 'non_combat': ['The Eyes Have It']}),
 [PLAY('Blue Trapped Strike', choose=['The Eyes Have It']), TAKE, {'p2': 'pass'}, {'p1': 'use', 'card': 'Blue Trapped Strike'}, TAKE],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 3, 'discard': ['The Eyes Have It']}},
  END(p1={'removed': ['Blue Trapped Strike']}, p2={'stage': 1, 'life_deck': 17, 'in_play': {'dragon_balls': [NDB[3]]}})], **PP)
rules('R010', C + 'battle-sequence/16|' + CTQ)
board('R011', "Dende Lv.3: Allies gain +X at the Power-Up Step, X = Dragon Balls controlled", [SOP + '3'], 'p1',
 mpl(['Dende the Unlikely Hero Lv.1', 'score/cell-games-saga/114', 'score/majin-buu-saga/130'], 3, life_deck=L20,
     allies=[{'card': KRIL, 'stage': 3}], in_play={'dragon_balls': [NDB[1], NDB[2]]}), mp(GOKU, life_deck=L20), [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 9, 'allies': {'Krillin, the Friend Lv.1': 6}}}], turn=TURN('power_up'))
rules('R011', SOP + '3|' + CTQ)
board('R012', "Bulma Lv.2 captures a Dragon Ball after damage from an energy attack", [CAP], 'p1',
 mpl(['score/saiyan-saga/087', 'score/frieza-saga/042', 'score/cell-saga/109'], 2, hand=['Orange Energy Setup'], life_deck=L20),
 P2(in_play={'dragon_balls': [NDB[6]]}),
 [PLAY('Orange Energy Setup', capture=NDB[6], capture_powers=False), TAKE],
 [END(p1={'stage': 3, 'removed': ['Orange Energy Setup'], 'in_play': {'dragon_balls': [NDB[6]]}}, p2={'life_deck': 13, 'in_play': {'dragon_balls': []}})], **PP)
rules('R012', CAP + '|' + CTQ)
board('R013', "Buuhan Lv.1's power: a Non-Combat card removed and a Dragon Ball captured", [CAP, C + 'battle-sequence/3'], 'p1',
 mp('Buuhan Lv.1', life_deck=L20), P2(in_play={'dragon_balls': [NDB[4]], 'non_combat': ['The Eyes Have It']}),
 [{'p1': 'power', 'choose': ['The Eyes Have It'], 'capture': NDB[4], 'capture_powers': False}],
 [END(p1={'in_play': {'dragon_balls': [NDB[4]]}}, p2={'stage': 5, 'life_deck': 17, 'removed': ['The Eyes Have It'], 'in_play': {'dragon_balls': []}})], **PP)
rules('R013', CAP + '|' + C + 'battle-sequence/3|' + CTQ)
# ---------- C ----------
board('R014', "Evil Precence Drill: +1 per removed card on the first physical attack of Combat only", [C + 'drill-cards', MD], 'p1',
 P1(hand=[SRC, SRC], removed=['X1', 'X2', 'X3'], in_play={'drills': ['Evil Precence Drill']}), P2(),
 [PLAY(SRC), TAKE, {'p2': 'pass'}, PLAY(SRC), TAKE],
 [{'after_step': 16, 'phase': 1, 'p2': {'stage': 0, 'life_deck': 14}}, END(p2={'stage': 0, 'life_deck': 9})], **PP)
rules('R014', C + 'drill-cards|' + MD + '|' + CTQ)
board('R015', "Blue Biting Drill: lowering anger at 0 discards a life card; +2 power stages", [C + 'drill-cards', MD], 'p1',
 P1(anger=0, hand=['Saiyan Gut Kick'], in_play={'drills': ['Blue Biting Drill']}), P2(anger=0), [PLAY('Saiyan Gut Kick'), TAKE],
 [END(p1={'removed': ['Saiyan Gut Kick']}, p2={'stage': 0, 'anger': 0, 'life_deck': 14})], **PP)
rules('R015', C + 'drill-cards|' + CTQ)
board('R016', "Namekian Precise Aim Drill: PUR +2 at the Power-Up Step", [SOP + '3'], 'p1',
 mp('score/saiyan-saga/161', life_deck=L20, in_play={'drills': ['Namekian Precise Aim Drill']}), P2(), [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 8}}], turn=TURN('power_up')); rules('R016', SOP + '3|' + CTQ)
board('R017', "Red Physical Drill: discard, pay 2, attack; +2 power stages when the opponent's anger is 0", [C + 'drill-cards'], 'p1',
 P1(hand=['H1'], in_play={'drills': ['Red Physical Drill']}), P2(anger=0),
 [{'p1': 'use', 'card': 'Red Physical Drill', 'may': True, 'choose': ['H1']}, TAKE],
 [END(p1={'stage': 5, 'hand': [], 'discard': ['H1'], 'in_play': {'drills': ['Red Physical Drill']}}, p2={'stage': 0, 'life_deck': 17})], **PP)
rules('R017', C + 'drill-cards|' + CTQ)
board('R018', "Protective Shelter: both players draw the bottom card of their discard piles when entering Combat", [C + 'battleground-and-location-cards'], 'p1',
 P1(hand=[], discard=['A1', 'A2'], in_play={'battleground': 'Protective Shelter'}), P2(discard=['B1', 'B2'], life_deck=life(20, ['K1', 'K2', 'K3'])), [],
 [{'after_step': 0, 'p1': {'hand': ['A1'], 'discard': ['A2']}, 'p2': {'hand': ['B1', 'K1', 'K2', 'K3'], 'discard': ['B2'], 'life_deck': 17}}], **PP)
rules('R018', C + 'battleground-and-location-cards|' + C + 'the-defenders-half-of-the-prepare-phase|' + CTQ)
board('R019', "New Vegeta: both players discard a Non-Combat card in play when entering Combat", [C + 'battleground-and-location-cards'], 'p1',
 P1(in_play={'battleground': 'New Vegeta', 'non_combat': ['The Eyes Have It']}), P2(in_play={'non_combat': ["Vegeta's Plans"]}), [],
 [{'after_step': 0, 'p1': {'discard': ['The Eyes Have It']}, 'p2': {'discard': ["Vegeta's Plans"], 'life_deck': 17}}], **PP)
rules('R019', C + 'battleground-and-location-cards|' + CTQ)
board('R020', "Orange Laser Drill on Orange Power Blast: +2 cost, +2 power stages, +1 life card", [MD, C + 'card-costs'], 'p1',
 P1(hand=['Orange Power Blast'], in_play={'drills': ['Orange Laser Drill']}), P2(), [PLAY('Orange Power Blast', may=True), TAKE],
 [END(p1={'stage': 3}, p2={'stage': 3, 'life_deck': 13})], **PP); rules('R020', MD + '|' + C + 'card-costs|' + CTQ)
# ---------- D ----------
board('R021', "Saiyan Lightning Dodge stops and the attacker loses 4 power stages", [C + 'battle-sequence/6'], 'p1',
 P1(hand=[SRC]), P2(life_deck=life(20, ['Saiyan Lightning Dodge'])), [PLAY(SRC), {'p2': 'play', 'card': 'Saiyan Lightning Dodge'}],
 [END(p1={'stage': 1}, p2={'stage': 5, 'life_deck': 17})], **PP); rules('R021', C + 'battle-sequence/6|' + CTQ)
board('R022', "Namekian Destruction Blast: 7 life cards, cost 4", [C + 'card-costs'], 'p1',
 P1(hand=['Namekian Destruction Blast']), P2(), [PLAY('Namekian Destruction Blast'), TAKE],
 [END(p1={'stage': 1}, p2={'stage': 5, 'life_deck': 10})], **PP); rules('R022', C + 'card-costs|' + CTQ)
board('R023', "Saiyan Blocking Technique stops, then the defender's physical attacks do +2", [C + 'floating-effects', MD], 'p1',
 P1(hand=[SRC]), P2(life_deck=life(20, ['Saiyan Blocking Technique', SRC])),
 [PLAY(SRC), {'p2': 'play', 'card': 'Saiyan Blocking Technique'}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [END(p1={'stage': 0, 'life_deck': 20}, p2={'stage': 5, 'life_deck': 17})], **PP); rules('R023', C + 'floating-effects|' + MD + '|' + CTQ)
board('R024', "Massive Technology used by Android 17 Lv.1: +2 life cards instead of +2 power stages", [C + 'floating-effects', MD], 'p1',
 mp('score/android-saga/115', hand=['Massive Technology', SRC], life_deck=L20), P2(),
 [PLAY('Massive Technology'), {'p2': 'pass'}, PLAY(SRC), TAKE],
 [END(p2={'stage': 0, 'life_deck': 15})], **PP); rules('R024', C + 'floating-effects|' + MD + '|' + CTQ)
board('R025', "Android 19 is Stoic stops; a card discarded, the attacker loses 2 power stages", [C + 'battle-sequence/6', C + 'may-rule'], 'p1',
 P1(hand=[ORB]), P2(life_deck=life(20, ['Android 19 is Stoic', 'K2', 'K3'])),
 [PLAY(ORB), {'p2': 'play', 'card': 'Android 19 is Stoic', 'may': True, 'choose': ['K2']}],
 [END(p1={'stage': 1}, p2={'life_deck': 17, 'removed': ['Android 19 is Stoic'], 'discard': ['K2'], 'hand': ['K3']})], **PP)
rules('R025', C + 'battle-sequence/6|' + C + 'may-rule|' + CTQ)
board('R026', "Vegecell Lv.1 at stage 6: a damaged power rating (620000 between 6,000,000 and 6,400,000): the judge's", [C + 'battle-sequence/9'], 'p1',
 mp('Vegecell Lv.1', 6, hand=[SRC], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [END(judge='620')], **PP); rules('R026', C + 'battle-sequence/9|' + C + 'what-does-pat-mean|' + C + 'fusion-saga')
# ---------- E ----------
board('R027', "Red Energy Charge into a Life Deck of Dragon Balls: a Dragon Ball Loop, P1's Survival Victory", [C + 'discarding-dragon-balls-when-taking-life-cards-of-damage', C + 'survival-victory'], 'p1',
 P1(anger=0, hand=['Red Energy Charge']), P2(life_deck=life(3, ['L1', NDB[6], NDB[7]])), [PLAY('Red Energy Charge'), TAKE],
 [END(winner='p1', victory='survival', p1={'stage': 4, 'anger': 1})])
rules('R027', C + 'discarding-dragon-balls-when-taking-life-cards-of-damage|' + C + 'discarding-dragon-balls-when-losing-life-cards-for-effects|' + C + 'survival-victory')
board('R028', "Chazke Village played: Combat skipped, so P1 may rejuvenate", [SOP + '4', SOP + '7'], 'p1',
 P1(hand=['Chazke Village'], discard=['D1', 'D2']), P2(), [PLAY('Chazke Village'), {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'rejuvenation', 'turn': 1, 'p1': {'stage': 6, 'life_deck': 21, 'discard': ['D1'], 'in_play': {'battleground': ['Chazke Village']}}}],
 turn=TURN('non_combat')); rules('R028', SOP + '4|' + SOP + '7|' + C + 'battleground-and-location-cards')
board('R029', "Majin Yakon Lv.1 has no PUR in the documents: the Power-Up Step is the judge's", [SOP + '3'], 'p1',
 mp('score/babidi-saga/070', life_deck=L20), P2(), [],
 [{'after_turn_step': 'power_up', 'judge': 'PUR'}], turn=TURN('power_up')); rules('R029', SOP + '3|' + C + 'power-up-rating-pur')
board('R030', "Bulma's Scouter plays the 7th Namek Dragon Ball: Dragon Ball Victory at once", [C + 'dragon-ball-victory'], 'p1',
 P1(life_deck=life(20, [NDB[7]]), in_play={'non_combat': ["Bulma's Scouter"], 'dragon_balls': [NDB[i] for i in range(1, 7)]}), P2(),
 [{'p1': 'use', 'card': "Bulma's Scouter", 'choose': [NDB[7]]}],
 [END(winner='p1', victory='dragon_ball')], **PP); rules('R030', C + 'dragon-ball-victory|' + CTQ)
board('R031', "Blue Reflexes: PUR +level until the end of the defender's next turn", [SOP + '3'], 'p1',
 P1(anger=2, hand=[SRC]), P2(life_deck=life(20, ['Blue Reflexes', 'K2', 'K3'])),
 [PLAY(SRC), {'p2': 'play', 'card': 'Blue Reflexes'}, {'p2': 'pass'}, {'p1': 'pass'}, {'p2': 'discard', 'choose': ['K2']}],
 [{'after_step': 16, 'phase': 1, 'turn': 1, 'p1': {'anger': 0}, 'p2': {'stage': 5}},
  {'after_turn_step': 'power_up', 'turn': 2, 'p2': {'stage': 8}}], turn=TURN('combat'), **PP)
rules('R031', SOP + '3|' + CTQ)
board('R032', "Red Joker Drill: pay 1 at the beginning of the Discard Step, keep 2", [SOP + '6'], 'p1',
 P1(hand=['H1', 'H2', 'H3', 'H4'], in_play={'drills': ['Red Joker Drill']}), P2(hand=['J1', 'J2']),
 [{'p1': 'use', 'card': 'Red Joker Drill', 'may': True}, {'p1': 'discard', 'choose': ['H1', 'H2']}, {'p2': 'discard', 'choose': ['J1']}],
 [{'after_turn_step': 'discard', 'turn': 1, 'p1': {'stage': 4, 'hand': ['H3', 'H4'], 'discard': ['H1', 'H2']}, 'p2': {'hand': ['J2']}}], turn=TURN('discard'))
rules('R032', SOP + '6|' + CTQ)

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
    print(len(B), 'boards', len(RULES), 'rules')
