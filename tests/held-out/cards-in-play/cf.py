import json,glob,sys,re
cards=[]
for f in glob.glob('/work/main/cards/score/*.json'):
    if f.endswith('documents.json'): 
        try: d=json.load(open(f))
        except: continue
        if not isinstance(d,list): continue
    else: d=json.load(open(f))
    cards+= [c for c in d if isinstance(c,dict) and 'name' in c]
pat=re.compile(sys.argv[1],re.I)
field=sys.argv[2] if len(sys.argv)>2 else 'name'
for c in cards:
    if pat.search(c.get(field) or ''):
        print(f"{c['name']} ({c['set']} #{c['number']}) [{c['type']}] lv={c['level']} pur={c['pur']} al={c['alignment']} ladder={c['power_ladder']}\n   {c['current_text']}")
