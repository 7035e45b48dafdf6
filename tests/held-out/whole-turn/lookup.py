import os
import json,glob,sys
cards=[]
for f in glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','..','..','cards','score','*.json')):
    if f.endswith('documents.json'): 
        try:
            d=json.load(open(f))
        except Exception: continue
    d=json.load(open(f))
    if isinstance(d,dict): d=d.get('cards',[])
    for c in d:
        if isinstance(c,dict) and 'name' in c: cards.append(c)
if __name__=='__main__':
    for q in sys.argv[1:]:
        for c in cards:
            if q.lower() in c['name'].lower():
                print(f"{c['name']} | {c['set']} #{c['number']} | {c['type']} | L{c.get('level')} PUR {c.get('pur')} | {c.get('power_ladder')}\n   CUR: {c['current_text']}\n   SRC: {c.get('current_text_source')}")
