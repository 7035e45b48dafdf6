"""Collects the cards and quotes of every earlier set's cases (tests/held-out/*/dev|test/cases.jsonl) into earlier.json."""
import json, glob
cards, quotes, n = set(), [], 0
for f in sorted(glob.glob('/work/main/tests/held-out/*/*/cases.jsonl')):
    for l in open(f):
        if not l.strip(): continue
        c = json.loads(l); n += 1
        for x in c.get('cards', []): cards.add(x)
        if c.get('quote'): quotes.append(c['quote'])
json.dump({'cards': sorted(cards), 'quotes': quotes}, open('earlier.json', 'w'), indent=0)
print(n, 'cases', len(cards), 'cards', len(quotes), 'quotes')
