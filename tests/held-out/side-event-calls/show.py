import json,glob,sys
P=[]
for f in glob.glob('/work/main/cards/score/*.json'): P+=json.load(open(f))
for a in sys.argv[1:]:
    for c in P:
        if a.lower() in c['name'].lower():
            print(c['id'],'|',c['name'],'|',c['type'],'|',c['style'],'| al=',c['alignment'],'| lvl',c['level'],'| pur',c['pur'],'|',c['power_ladder'],'|',c['current_text'],'| R:',c['rulings'],'| limit',c['limit_per_deck'])
