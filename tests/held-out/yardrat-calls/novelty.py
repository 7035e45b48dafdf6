"""Checks each case's first card is named by no earlier set, and lists 40-character windows a quote shares with an earlier quote."""
import json
E = json.load(open('earlier.json')); used = {x.rsplit(' (', 1)[0].lower() for x in E['cards']}
W = set()
for q in E['quotes']:
    for i in range(len(q) - 39): W.add(q[i:i+40])
for half in ('dev', 'test'):
    for l in open(f'{half}/cases.jsonl'):
        c = json.loads(l); first = c['cards'][0].rsplit(' (', 1)[0].lower()
        new = [x for x in c['cards'] if x.rsplit(' (', 1)[0].lower() not in used]
        hits = sorted({c['quote'][i:i+40] for i in range(len(c['quote']) - 39) if c['quote'][i:i+40] in W})
        print(c['id'], 'first-new' if first not in used else 'FIRST-USED', f'{len(new)}/{len(c["cards"])} new', ('SHARED: ' + repr(hits[0]) + f' (+{len(hits)-1})') if hits else '')
