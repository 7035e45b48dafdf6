"""Lists pool cards whose name no earlier set used: python3 pool.py TYPEREGEX [TEXTREGEX]"""
import json, glob, re, sys
E=json.load(open('earlier.json')); used={x.rsplit(' (',1)[0].lower() for x in E['cards']}
P=[]
for f in glob.glob('/work/main/cards/score/*.json'):
    P+=json.load(open(f))
tre=re.compile(sys.argv[1],re.I); xre=re.compile(sys.argv[2] if len(sys.argv)>2 else '.',re.I)
for c in sorted(P,key=lambda c:c['id']):
    if c['name'].lower() in used: continue
    t=c['current_text'] or ''
    if not tre.search(c['type'] or ''): continue
    if not xre.search(t): continue
    r=' | R: '+' / '.join(x if isinstance(x,str) else json.dumps(x) for x in c['rulings']) if c['rulings'] else ''
    print(f"{c['id']} | {c['name']} | {c['type']} | {c['style']} | pur={c['pur']} lad={c['power_ladder'][:8]} | {t}{r}"[:700])
