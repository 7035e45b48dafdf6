"""Checks the cases: fields present, ids Y001..Y032 split by parity, every quote (<= 300 chars) an exact substring
of its quote_file (relative to /work/main), every card "Title (Set #number)" present in cards/score."""
import json, glob, os, sys, re
ROOT = '/work/main'; HERE = os.path.dirname(os.path.abspath(__file__))
pool = set()
for f in glob.glob(f'{ROOT}/cards/score/*.json'):
    for c in json.load(open(f)): pool.add(f"{c['name']} ({c['set']} #{c['number']})")
FIELDS = ['id', 'topic', 'cards', 'board', 'play', 'expected', 'rule', 'quote', 'quote_file']
bad = 0; n = 0
for half, par in (('dev', 1), ('test', 0)):
    for line in open(f'{HERE}/{half}/cases.jsonl'):
        c = json.loads(line); n += 1
        miss = [k for k in FIELDS if not c.get(k)]
        if miss: print(c.get('id'), 'missing', miss); bad += 1
        if int(c['id'][1:]) % 2 != par: print(c['id'], 'wrong half'); bad += 1
        if c['topic'] not in 'ABCDE': print(c['id'], 'topic'); bad += 1
        if len(c['quote']) > 300: print(c['id'], 'quote too long'); bad += 1
        raw = open(f"{ROOT}/{c['quote_file']}", encoding='utf-8').read()
        # a card file is JSON: a quote holding a double quote is found in its JSON-escaped form (\" in the file)
        if c['quote'] not in raw and not (c['quote_file'].endswith('.json') and json.dumps(c['quote'], ensure_ascii=False)[1:-1] in raw):
            print(c['id'], 'quote not found'); bad += 1
        for card in c['cards']:
            if card not in pool: print(c['id'], 'card not in pool:', card); bad += 1
print(f'{n} cases, {bad} problems'); sys.exit(1 if bad else 0)
