"""Prints pool cards by id (python3 show.py ID...)"""
import json, glob, sys
P={}
for f in glob.glob('/work/main/cards/score/*.json'):
    for c in json.load(open(f)): P[c['id']]=c
for i in sys.argv[1:]:
    c=P['score/'+i]
    print(f"== {i} | {c['name']} | {c['type']} | {c['style']} | {c.get('alignment')} | lvl={c['level']} pur={c['pur']} lad={c['power_ladder']} | limit={c['limit_per_deck']}\n   TEXT: {c['current_text']}\n   PRINTED: {c['printed_text'] if c['printed_text']!=c['current_text'] else '='}")
    for r in c['rulings']: print('   RULING:', r if isinstance(r,str) else json.dumps(r)[:600])
