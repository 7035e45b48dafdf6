"""Collects the cards and quotes of every earlier held-out set (tests/held-out/*/{dev,test}/cases.jsonl) into earlier.json."""
import json, glob
cards=set(); quotes=[]; n=0
for f in sorted(glob.glob('/work/main/tests/held-out/*/dev/cases.jsonl')+glob.glob('/work/main/tests/held-out/*/test/cases.jsonl')):
    for l in open(f):
        if not l.strip(): continue
        c=json.loads(l); n+=1
        for x in c.get('cards',[]): cards.add(x if isinstance(x,str) else json.dumps(x))
        q=c.get('quote')
        if isinstance(q,list): quotes+=q
        elif q: quotes.append(q)
json.dump({'cards':sorted(cards),'quotes':quotes},open('earlier.json','w'),indent=0)
print(n,'cases',len(cards),'cards',len(quotes),'quotes')
