import json,sys
# usage: report.py RUNDIR LABEL  -> prints markdown table + totals
O,label=sys.argv[1],sys.argv[2]
cases=[json.loads(l) for l in open(__import__('os').path.join(__import__('os').path.dirname(__import__('os').path.abspath(__file__)), '..', 'test.jsonl'))]
res=json.load(open(f'{O}/score.json'))
WHY=json.load(open('why.json'))
TOP={'A':"A personalities' powers",'B':'B the turn and set-up','C':'C victories','D':'D illegal plays','E':'E which rule decides'}
print(f'| id | topic | result | why |\n|---|---|---|---|')
tot={}
for c in cases:
    i=c['id']; r,auto=res[i]; t=c['topic']
    tot.setdefault(t,[0,0]); tot[t][1]+=1; tot[t][0]+= r=='pass'
    w=WHY.get(i+('' if r=='miss' else '+'),'')
    if r=='miss' and not w: w=auto
    print(f'| {i} | {t} | {r} | {w} |')
print()
print(f'Totals ({label}):\n\n| topic | pass | of |\n|---|---|---|')
for t in 'ABCDE': print(f'| {TOP[t]} | {tot[t][0]} | {tot[t][1]} |')
print(f'| **overall** | **{sum(v[0] for v in tot.values())}** | **48** |')
