"""Prints pool cards by id or name substring: python3 show.py NAME|ID ..."""
import json, glob, sys
P=[]
for f in glob.glob('/work/main/cards/score/*.json'): P+=json.load(open(f))
for a in sys.argv[1:]:
    for c in P:
        if c['id']==a or c['id']=='score/'+a or a.lower() in c['name'].lower():
            print(json.dumps({k:c.get(k) for k in ('id','name','set','number','type','style','pur','power_ladder','current_text','rulings')},ensure_ascii=False)[:1500]); print()
