import json,glob
POOL={}
for f in glob.glob('/work/main/cards/score/*.json'):
    for c in json.load(open(f)): POOL[c['id']]=c
used=json.load(open('/work/blind/match-calls/used_earlier.json'))
USED=set(c.rsplit(' (',1)[0].lower() for c in used['cards'])
def show(c):
    lad=c.get('power_ladder') or []
    u='USED' if c['name'].lower() in USED else 'new'
    s=f"{u} {c['name']} ({c['set']} #{c['number']}) [{c['id']}] {c['type']} style={c.get('style')} lv={c.get('level')} al={c.get('alignment')} pur={c.get('pur')}\n"
    if lad: s+=f"   ladder {lad}\n"
    s+=f"   text: {c.get('current_text')}\n"
    if c.get('rulings'): s+=f"   rulings: {c['rulings']}\n"
    return s
