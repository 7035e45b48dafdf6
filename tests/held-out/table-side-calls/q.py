import json,glob,sys
P={}
for f in sorted(glob.glob('/work/main/cards/score/*.json')):
    for c in json.load(open(f)): P.setdefault(c['name'].lower(),[]).append(c)
for n in sys.argv[1:]:
    for c in P.get(n.lower(),[]):
        lad=c.get('power_ladder') or []
        print(f"## {c['name']} ({c['set']} #{c['number']}) [{c['id']}] {c['type']} st={c.get('style')} lv={c.get('level')} al={c.get('alignment')} pur={c.get('pur')}")
        if lad: print('  ladder',lad)
        print('  T:',c.get('current_text'))
        if c.get('rulings'): print('  R:',[r if isinstance(r,str) else r.get('text',r) for r in c['rulings']][:3])
    if n.lower() not in P: print('## MISSING',n)
