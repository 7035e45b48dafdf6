"""Collects the cards and quotes of every earlier held-out set (tests/held-out/*/*/cases.jsonl) -> earlier.json."""
import json, glob
cards, quotes, n, files = set(), [], 0, 0
for f in sorted(glob.glob('/work/main/tests/held-out/*/*/cases.jsonl')):
    if '/yardrat-calls/' in f: continue  # this set itself, once copied under tests/held-out/
    files += 1
    for l in open(f):
        l = l.strip()
        if not l: continue
        c = json.loads(l); n += 1
        for x in c.get('cards', []): cards.add(x)
        q = c.get('quote')
        if isinstance(q, list): quotes += q
        elif q: quotes.append(q)
json.dump({'cards': sorted(cards), 'quotes': quotes}, open('earlier.json', 'w'), indent=0)
print(f'{n} cases from {files} files, {len(cards)} cards, {len(quotes)} quotes')
