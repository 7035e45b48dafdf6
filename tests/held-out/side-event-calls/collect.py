"""Collects cards, rules and quotes of earlier sets (tests/held-out/*/{dev,test}/cases.jsonl only) -> earlier.json"""
import json, glob
cards=set(); quotes=[]; rules=set(); n=0
for f in sorted(glob.glob('/work/main/tests/held-out/*/dev/cases.jsonl')+glob.glob('/work/main/tests/held-out/*/test/cases.jsonl')):
    for l in open(f):
        if not l.strip(): continue
        c=json.loads(l); n+=1
        for x in c.get('cards',[]): cards.add(x)
        if c.get('quote'): quotes.append(c['quote'])
        if c.get('rule'): rules.add(c['rule'])
json.dump({'cards':sorted(cards),'quotes':quotes,'rules':sorted(rules)},open('earlier.json','w'),indent=0)
print(n,'cases',len(cards),'cards',len(quotes),'quotes')
