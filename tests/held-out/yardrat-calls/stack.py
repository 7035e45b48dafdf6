"""Lists a personality's level cards (python3 stack.py NAMEREGEX): to build Main Personality stacks (written for yardrat-calls)."""
import json, glob, re, sys
P=[]
for f in glob.glob('/work/main/cards/score/*.json'): P+=json.load(open(f))
r=re.compile(sys.argv[1],re.I)
for c in sorted(P,key=lambda c:(c['level'] or 0,c['id'])):
    if c['type']=='Personality' and r.search(c['name']):
        print(c['id'],'|',c['name'],'| lvl',c['level'],'| pur',c['pur'],'| lad',c['power_ladder'][:11],'|',(c['current_text'] or '')[:150])
