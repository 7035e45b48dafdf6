#!/usr/bin/env python3
"""Check every case: quote is an exact substring of its quote_source, and every card
named in `cards` exists in cards/score with that title (and set/number if given)."""
import os, json, glob, re, sys
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
cards = []
for f in sorted(glob.glob(f"{ROOT}/cards/score/*.json")):
    cards += json.load(open(f))
by_id = {c['id']: c for c in cards}
bad = 0
here = os.path.dirname(os.path.abspath(__file__))
lines = [l for name in ("dev.jsonl", "test.jsonl") for l in open(os.path.join(here, name))]
for line in lines:
    c = json.loads(line)
    src = c['quote_source']
    if '#' in src:
        fpath, cid = src.split('#', 1)
        text = by_id[cid]['current_text']
    else:
        text = open(os.path.join(ROOT, src), encoding='utf-8').read()
    if c['quote'] not in text:
        bad += 1; print(c['id'], "QUOTE NOT FOUND:", c['quote'][:80])
    if len(c['quote']) > 300:
        bad += 1; print(c['id'], "QUOTE TOO LONG")
    for cd in c['cards']:
        m = re.match(r"^(.*?) \((.*) #([^)]*)\)$", cd)
        if m:
            name, st, num = m.groups()
            hits = [k for k in cards if k['name'] == name and k['set'] == st and k['number'].lower() == num.lower()]
        else:
            hits = [k for k in cards if k['name'] == cd]
        if not hits:
            bad += 1; print(c['id'], "CARD NOT FOUND:", cd)
print("problems:", bad)
sys.exit(1 if bad else 0)
