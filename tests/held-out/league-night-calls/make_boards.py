"""Writes one board file per case: <half>/boards/<ID>.json and rules.txt (written from the cases and docs/scenario-format.md only;
league-night-calls, s19; adapted from side-event-calls/make_boards.py)."""
import json, os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
GOKU = 'score/world-games-saga/173'      # Goku Lv.1 (WG #173): 1,000,000 at 5 (C), PUR 1
KRIL = 'score/cell-saga/089'             # Krillin, the Friend Lv.1: 375,000 at 5 (B), PUR 2
RADITZ = 'score/saiyan-saga/183'         # Raditz Lv.1 (SS #183), a Villain
PICCOLO = 'score/saiyan-saga/161'        # Piccolo Lv.1 (SS #161), Namekian Heritage
SRC = 'Saiyan Right Cross'; ORB = 'Saiyan Energy Orb'
NDB = {i: f'Namek Dragon Ball {i}' for i in range(1, 8)}
EDB = {i: f'Earth Dragon Ball {i}' for i in (1, 2)}
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
MD = C + 'modified-damage'; SOP = C + 'the-sequence-of-play-for-one-complete-turn/'
PLAY = lambda card, **kw: {'p1': 'play', 'card': card, **kw}
TAKE = {'p2': 'take'}
# ---------- A ----------
board('L001', "Frieza, The Cyborg Lv.3: +2 power stages and +2 life cards on an energy attack", [MD], 'p1',
 mp('score/trunks-saga/163', 5, hand=[ORB], life_deck=L20), P2(), [PLAY(ORB), TAKE],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 3, 'life_deck': 10}}], **PP); rules('L001', MD)
board('L002', "Majin Spopovich Lv.1: +2 power stages on a physical attack (not against Videl)", [MD], 'p1',
 mp('score/world-games-saga/136', 5, hand=[SRC], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 16}}], **PP); rules('L002', MD)
board('L003', "Vegeta The Ready Lv.1 against Mighty Mask: +1 for Mighty Mask's counted Ally", [C + 'mighty-mask', MD], 'p1',
 mp('score/android-saga/121', 5, hand=[SRC], life_deck=L20), mp('Mighty Mask Lv.2', 5, hand=[], life_deck=L20), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 17}}], **PP); rules('L003', C + 'mighty-mask')
board('L004', "Ginyu Force Lv.1 prevents 2 power stages of a physical attack", [C + 'a-note-about-damage-prevention'], 'p1',
 P1(hand=[SRC]), mp('Ginyu Force Lv.1', 5, hand=[], life_deck=L20), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 2, 'life_deck': 17}}], **PP); rules('L004', C + 'a-note-about-damage-prevention')
board('L005', "Android 19, Refreshed Lv.4 gains a power stage per life card of a successful energy attack", [C + 'battle-sequence/15'], 'p1',
 mp('score/redemption/r17', 5, hand=[ORB], life_deck=L20), P2(), [PLAY(ORB), TAKE],
 [{'at_end': True, 'p1': {'stage': 8}, 'p2': {'life_deck': 12}}], **PP); rules('L005', CTQ)
board('L006', "Frieza, The Master Lv.2: the opponent removes the top card of his discard pile", [C + 'battle-sequence/15'], 'p1',
 mp('score/trunks-saga/191', 5, hand=[SRC], life_deck=L20), P2(discard=['D1', 'D2']), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 17, 'discard': ['D1'], 'removed': ['D2']}}], **PP); rules('L006', CTQ)
board('L007', "Mighty Mask Lv.2: +2 power stages, and +2 life cards with a Red Style card on top of the discard pile", [MD], 'p1',
 mp('Mighty Mask Lv.2', 5, hand=[SRC], discard=['Red Power Strike'], life_deck=L20), P2(), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 13}}], **PP); rules('L007', MD)
# ---------- B ----------
board('L008', "Blue Quick Blast: anger per Dragon Ball the opponent controls, a captured one included", [C + 'glossary'], 'p1',
 P1(hand=['Blue Quick Blast'], anger=0), P2(in_play={'dragon_balls': [NDB[3], NDB[5], NDB[1]], 'dragon_ball_owners': {NDB[1]: 'p1'}}),
 [PLAY('Blue Quick Blast'), TAKE],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 3}, 'p2': {'life_deck': 13}}], **PP); rules('L008', CTQ)
board('L009', "Namekian Dragon Blast: X = the Namek Dragon Balls in play on both sides", [MD, C + 'battle-sequence/9'], 'p1',
 mp(PICCOLO, 5, hand=['Namekian Dragon Blast'], discard=['D1', 'D2', 'D3', 'D4'], life_deck=L20, in_play={'dragon_balls': [NDB[1], NDB[2]]}),
 P2(in_play={'dragon_balls': [NDB[6], EDB[1]]}),
 [PLAY('Namekian Dragon Blast', choose=['D1', 'D2', 'D3']), TAKE],
 [{'at_end': True, 'p1': {'stage': 3, 'life_deck': 23, 'discard': ['D4']}, 'p2': {'life_deck': 10}}], **PP)
rules('L009', MD + '|' + C + 'battle-sequence/9')
board('L010', "Orange Fateful Attack places a Dende Dragon Ball without its power", [C + 'card-types-and-card-type-clarifications/dragon-balls'], 'p1',
 P1(hand=['Orange Fateful Attack'], life_deck=life(20, ['Dende Dragon Ball 1'])), P2(anger=3),
 [PLAY('Orange Fateful Attack', choose=['Dende Dragon Ball 1']), TAKE],
 [{'at_end': True, 'p1': {'stage': 3, 'life_deck': 19, 'in_play': {'dragon_balls': ['Dende Dragon Ball 1']}}, 'p2': {'anger': 3, 'life_deck': 13}}], **PP)
rules('L010', C + 'card-types-and-card-type-clarifications/dragon-balls|' + CTQ)
board('L011', "Frieza's Featherlight Touch: a Villain's card capture from a Non-Combat card in play", [C + 'capturing-dragon-balls'], 'p1',
 mp(RADITZ, 5, life_deck=L20, in_play={'non_combat': ["Frieza's Featherlight Touch"]}), P2(in_play={'dragon_balls': [NDB[3]]}),
 [{'p1': 'use', 'card': "Frieza's Featherlight Touch", 'capture': NDB[3], 'capture_powers': False}],
 [{'at_end': True, 'p1': {'in_play': {'dragon_balls': [NDB[3]]}, 'dragon_ball_owners': {NDB[3]: 'p2'}, 'removed': ["Frieza's Featherlight Touch"]},
   'p2': {'in_play': {'dragon_balls': []}}}], **PP); rules('L011', C + 'capturing-dragon-balls')
board('L012', "Frieza, the Untouchable Lv.1 captures after a physical attack that states its damage", [C + 'capturing-dragon-balls', C + 'battle-sequence/9'], 'p1',
 mp('Frieza, the Untouchable Lv.1', 5, hand=['Black Draining Aura'], life_deck=L20), P2(in_play={'dragon_balls': [NDB[4]]}),
 [PLAY('Black Draining Aura', capture=NDB[4], capture_powers=False), TAKE],
 [{'at_end': True, 'p1': {'stage': 5, 'in_play': {'dragon_balls': [NDB[4]]}}, 'p2': {'stage': 2, 'life_deck': 17, 'in_play': {'dragon_balls': []}}}], **PP)
rules('L012', C + 'capturing-dragon-balls')
board('L013', "Blue Buu Blast: +1 life card per Blue Style Drill while Earth Dragon Ball 2 is in play", [MD], 'p1',
 P1(hand=['Blue Buu Blast'], anger=0, in_play={'drills': ['Blue Mental Drill', 'Blue Holding Drill']}), P2(in_play={'dragon_balls': [EDB[2]]}),
 [PLAY('Blue Buu Blast'), TAKE],
 [{'at_end': True, 'p1': {'stage': 3, 'anger': 1}, 'p2': {'life_deck': 11}}], **PP); rules('L013', MD + '|' + CTQ)
# ---------- C ----------
board('L014', "Majin Buu's Stomach: all attacks +2 power stages", [C + 'battleground-and-location-cards', MD], 'p1',
 P1(hand=[SRC], in_play={'battleground': "Majin Buu's Stomach"}), P2(), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 15}}], **PP); rules('L014', C + 'battleground-and-location-cards|' + MD)
board('L015', "Red Tactical Drill: the defender's anger is not lowered by Blue Flight", [C + 'drill-cards'], 'p1',
 P1(hand=['Blue Flight']), P2(anger=3, in_play={'drills': ['Red Tactical Drill']}), [PLAY('Blue Flight'), TAKE],
 [{'at_end': True, 'p2': {'anger': 3, 'stage': 0, 'life_deck': 16}}], **PP); rules('L015', C + 'drill-cards|' + CTQ)
board('L016', "West City: +4 Allies for Vegeta The Ready's count", [C + 'battleground-and-location-cards'], 'p1',
 mp('score/android-saga/121', 5, hand=[SRC], life_deck=L20, in_play={'battleground': 'West City'}), P2(), [PLAY(SRC), TAKE],
 [{'at_end': True, 'p2': {'stage': 0, 'life_deck': 13}}], **PP); rules('L016', C + 'battleground-and-location-cards|' + CTQ)
board('L017', "Majin Buu's House: Physical Attack Table B, damaged in the CRD: the judge's", [C + 'buu-saga', C + 'battleground-and-location-cards'], 'p1',
 P1(hand=[SRC], in_play={'battleground': "Majin Buu's House"}), P2(), [PLAY(SRC), TAKE],
 [{'at_end': True, 'judge': 'Table B'}], **PP); rules('L017', C + 'buu-saga')
board('L018', "Orange Discharge Drill: PUR +2 at the Power-Up Step", [SOP + '3'], 'p1',
 P1(in_play={'drills': ['Orange Discharge Drill']}), P2(), [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 8}}], turn=TURN('power_up')); rules('L018', SOP + '3')
board('L019', "Black Arm Bar Drill cannot be used beside an Orange Drill in play", [C + 'drill-cards', C + 'styled-drills'], 'p1',
 P1(hand=[ORB], in_play={'drills': ['Orange Aura Drill']}), P2(in_play={'drills': ['Black Arm Bar Drill']}), [PLAY(ORB), TAKE],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'life_deck': 11}}], **PP); rules('L019', C + 'drill-cards|' + C + 'styled-drills|' + CTQ)
board('L020', "Blue Allies Drill: text cut off in print and in its ruling: the judge's", [C + 'specific-card-clarifications-errata-rulings/blue-allies-drill'], 'p1',
 P1(in_play={'drills': ['Blue Allies Drill']}), P2(), [{'p1': 'use', 'card': 'Blue Allies Drill'}],
 [{'at_end': True, 'judge': 'search your'}], **PP); rules('L020', C + 'specific-card-clarifications-errata-rulings/blue-allies-drill')
# ---------- D ----------
board('L021', "Orange Solar Flare: 4 life cards (none stated) and +3 power stages, cost 3", [C + 'battle-sequence/9', MD], 'p1',
 P1(hand=['Orange Solar Flare']), P2(), [PLAY('Orange Solar Flare'), TAKE],
 [{'at_end': True, 'p1': {'stage': 2}, 'p2': {'stage': 2, 'life_deck': 13}}], **PP); rules('L021', C + 'battle-sequence/9|' + MD)
board('L022', "Black Defensive Stance stops, then the defender's next attack does -2 power stages", [C + 'floating-effects', MD], 'p1',
 P1(hand=[ORB]), P2(hand=['Black Defensive Stance', SRC]),
 [PLAY(ORB), {'p2': 'play', 'card': 'Black Defensive Stance'}, {'p2': 'play', 'card': SRC}, {'p1': 'take'}],
 [{'after_step': 16, 'phase': 1, 'p1': {'stage': 3}, 'p2': {'life_deck': 17}},
  {'at_end': True, 'p1': {'stage': 2, 'life_deck': 20}, 'p2': {'stage': 5, 'life_deck': 17}}], **PP)
rules('L022', C + 'floating-effects|' + MD + '|' + CTQ)
board('L023', "Red Energy Focus: energy attacks cost 1 less and do +2 life cards for the rest of Combat", [C + 'floating-effects', C + 'card-costs'], 'p1',
 P1(hand=['Red Energy Focus', ORB]), P2(anger=2),
 [PLAY('Red Energy Focus'), {'p2': 'pass'}, PLAY(ORB), TAKE],
 [{'at_end': True, 'p1': {'stage': 4}, 'p2': {'anger': 1, 'life_deck': 10}}], **PP); rules('L023', C + 'floating-effects|' + C + 'card-costs')
board('L024', "Hercule's Drop Kick stopped: gain 3 power stages, the card to the bottom of the Life Deck", [C + 'battle-sequence/16'], 'p1',
 P1(hand=["Hercule's Drop Kick"]), P2(hand=['Raditz Total Defense']),
 [PLAY("Hercule's Drop Kick"), {'p2': 'play', 'card': 'Raditz Total Defense'}],
 [{'at_end': True, 'p1': {'stage': 8, 'life_deck': 21, 'life_deck_bottom': ["Hercule's Drop Kick"]}, 'p2': {'stage': 4, 'life_deck': 17}}], **PP)
rules('L024', C + 'battle-sequence/16|' + CTQ)
board('L025', "Straining Outburst Move: a physical attack stating 5 life cards, cost 2", [C + 'battle-sequence/9'], 'p1',
 P1(hand=['Straining Outburst Move']), P2(), [PLAY('Straining Outburst Move'), TAKE],
 [{'at_end': True, 'p1': {'stage': 3}, 'p2': {'stage': 5, 'life_deck': 12}}], **PP)
rules('L025', C + 'battle-sequence/9|' + C + 'a-note-about-damage-prevention')
board('L026', "Orange Uppercut's '4+ power stages': damaged text, the judge's", [C + 'battle-sequence/9'], 'p1',
 P1(hand=['Orange Uppercut']), P2(), [PLAY('Orange Uppercut'), TAKE],
 [{'at_end': True, 'judge': '4+', 'p1': {'removed': ['Orange Uppercut']}}], **PP)
rules('L026', C + 'battle-sequence/9|' + C + 'what-does-pat-mean|' + CTQ)
# ---------- E ----------
board('L027', "Cell's Self Destruct does not defeat the opponent: its player loses", [C + 'how-to-win'], 'p1',
 P1(hand=["Cell's Self Destruct"]), P2(), [PLAY("Cell's Self Destruct"), TAKE],
 [{'at_end': True, 'winner': 'p2', 'victory': 'card_effect', 'p1': {'stage': 3}, 'p2': {'life_deck': 5}}], **PP); rules('L027', C + 'how-to-win|' + CTQ)
board('L028', "Broly, the Calm Lv.1: anger at the beginning of the Rejuvenation Step, then rejuvenation", [SOP + '7'], 'p1',
 mp('Broly, the Calm Lv.1', 5, anger=0, hand=[], discard=['D1', SRC], life_deck=L20), P2(),
 [{'p1': 'skip_combat'}, {'p1': 'rejuvenate'}],
 [{'after_turn_step': 'rejuvenation', 'turn': 1, 'p1': {'anger': 2, 'life_deck': 21, 'discard': ['D1']}}], turn=TURN('declare'))
rules('L028', SOP + '7')
board('L029', "Korin Lv.1 (an Ally not in control): Allies power up by their PUR", [SOP + '3'], 'p1',
 P1(allies=[{'card': 'Korin Lv.1', 'stage': 3}, {'card': KRIL, 'stage': 3}]), P2(), [],
 [{'after_turn_step': 'power_up', 'p1': {'stage': 6, 'allies': {'Korin Lv.1': 4, 'Krillin, the Friend Lv.1': 5}}}], turn=TURN('power_up'))
rules('L029', SOP + '3')
board('L030', "Namekian Head Strike captures the 7th Namek Dragon Ball: the victory waits for P1's next turn", [C + 'dragon-ball-victory'], 'p1',
 P1(hand=['Namekian Head Strike'], in_play={'dragon_balls': [NDB[i] for i in range(1, 7)]}), P2(anger=2, in_play={'dragon_balls': [NDB[7]]}),
 [PLAY('Namekian Head Strike', capture=NDB[7], capture_powers=False), TAKE],
 [{'at_end': True, 'pending_dragon_ball_victory': 'p1', 'p1': {'in_play': {'dragon_balls': [NDB[i] for i in range(1, 8)]}, 'removed': ['Namekian Head Strike']},
   'p2': {'stage': 3, 'anger': 0, 'in_play': {'dragon_balls': []}}}], **PP); rules('L030', C + 'dragon-ball-victory')
board('L031', "Krillin's Search draws P1's last life card: P2's Survival Victory", [C + 'survival-victory'], 'p1',
 P1(hand=["Krillin's Search"], life_deck=life(1, ['L1'])), P2(life_deck=life(17)), [PLAY("Krillin's Search")],
 [{'at_end': True, 'winner': 'p2', 'victory': 'survival', 'p1': {'life_deck': 0}}]); rules('L031', C + 'survival-victory')
board('L032', "Black Weakness Drill at the beginning of the Discard Step: the opponent discards his hand", [SOP + '6'], 'p1',
 P1(hand=['H1', 'H2', 'H3'], in_play={'drills': ['Black Weakness Drill']}), P2(hand=['J1', 'J2']),
 [{'p1': 'use', 'card': 'Black Weakness Drill', 'may': True}, {'p1': 'discard', 'choose': ['H1', 'H2']}],
 [{'after_turn_step': 'discard', 'turn': 1, 'p1': {'stage': 4, 'hand': ['H3']}, 'p2': {'hand': []}}], turn=TURN('discard'))
rules('L032', SOP + '6|' + CTQ)

if __name__ == '__main__':
    for half in ('dev', 'test'):
        shutil.rmtree(f'{HERE}/{half}/boards', ignore_errors=True); os.makedirs(f'{HERE}/{half}/boards')
    for bid, d in B.items():
        half = 'dev' if int(bid[1:4]) % 2 else 'test'
        json.dump(d, open(f'{HERE}/{half}/boards/{bid}.json', 'w'), indent=1, ensure_ascii=False)
    with open(f'{HERE}/rules.txt', 'w') as f:
        for k in sorted(RULES): f.write(f'{k}\t{RULES[k]}\n')
    print(len(B), 'boards', len(RULES), 'rules')
