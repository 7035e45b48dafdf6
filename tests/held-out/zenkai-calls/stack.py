"""Lists personality cards whose name starts with a personality's name: python3 stack.py NAME..."""
import json, glob, sys, re
E=json.load(open('earlier.json')); used={x.rsplit(' (',1)[0].lower() for x in E['cards']}
P=[]
for f in glob.glob('/work/main/cards/score/*.json'): P+=json.load(open(f))
for n in sys.argv[1:]:
    print('==', n)
    for c in sorted(P, key=lambda c: (c['level'] or 0, c['id'])):
        if c['type']=='Personality' and re.match(re.escape(n)+r'\b', c['name']):
            print(f"  L{c['level']} {c['id']} | {c['name']} | {c['alignment']} | pur={c['pur']} | {'used' if c['name'].lower() in used else 'NEW'} | lad5={c['power_ladder'][5] if len(c['power_ladder'])>5 else None} top={c['power_ladder'][-1] if c['power_ladder'] else None} n={len(c['power_ladder'])-1} | {(c['current_text'] or '')[:90]}")
