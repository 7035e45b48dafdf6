import json,glob,sys,re
P={}
for f in sorted(glob.glob('/work/main/cards/score/*.json')):
    for c in json.load(open(f)): P.setdefault(c['name'].lower(),[]).append(c)
crd=open('/work/main/crd/crd-3.0.0.md').read().split('\n')
for n in sys.argv[1:]:
    cs=P.get(n.lower(),[])
    if not cs: print('## MISSING',n)
    for c in cs:
        lad=c.get('power_ladder') or []
        print(f"## {c['name']} ({c['set']} #{c['number']}) [{c['id']}] {c['type']} st={c.get('style')} lv={c.get('level')} al={c.get('alignment')} pur={c.get('pur')} lim={c.get('limit_per_deck')}")
        if lad: print('  ladder',lad)
        print('  T:',c.get('current_text'))
    for i,l in enumerate(crd[1112:1890]):
        if l.lower().startswith('**'+n.lower()+'**'):
            j=i+1112; print('  SCC:', l)
            k=j+1
            while k<len(crd) and not crd[k].startswith('**') and not crd[k].startswith('#'):
                if crd[k].strip(): print('  SCC+:',crd[k])
                k+=1
