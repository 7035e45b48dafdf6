"""Collects the cards and quotes of every earlier held-out set (tests/held-out/*/*/cases.jsonl: only 'cards' and 'quote') -> earlier.json."""
import json, glob
cards=set(); quotes=[]; n=0
for f in sorted(glob.glob('/work/main/tests/held-out/*/*/cases.jsonl')):
    for l in open(f):
        l=l.strip()
        if not l: continue
        c=json.loads(l); n+=1
        for x in c.get('cards',[]) or []: cards.add(x if isinstance(x,str) else json.dumps(x))
        q=c.get('quote')
        if q: quotes.append(q if isinstance(q,str) else json.dumps(q))
json.dump({'cards':sorted(cards),'quotes':quotes},open('earlier.json','w'),indent=0,ensure_ascii=False)
print(n,'cases',len(cards),'cards',len(quotes),'quotes')
