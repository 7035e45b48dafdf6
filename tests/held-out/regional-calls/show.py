import json, glob, sys
P=[]
for f in glob.glob('/work/main/cards/score/*.json'): P+=json.load(open(f))
for a in sys.argv[1:]:
    for c in P:
        if c['name'].lower()==a.lower() or c['id']=='score/'+a:
            print(c['id'],'|',c['name'],'|',c['type'],'| pur',c['pur'],'|',c['power_ladder'],'|',c['current_text'],'| R:',c['rulings'])
