"""cardq.py WORD... : cards whose name (or with -t, text) contains all words; prints the fields a case needs."""
import json, glob, sys
args = sys.argv[1:]; text = False
if args and args[0] == '-t': text = True; args = args[1:]
for f in sorted(glob.glob('/work/main/cards/score/*.json')):
    for c in json.load(open(f)):
        hay = (c['name'] + ' ' + (c.get('current_text') or '')) if text else c['name']
        if all(a.lower() in hay.lower() for a in args):
            lad = c.get('power_ladder') or []
            print(f"{c['name']} ({c['set']} #{c['number']}) [{c['id']}] {c['type']} style={c.get('style')} lv={c.get('level')} al={c.get('alignment')} pur={c.get('pur')} limit={c.get('limit_per_deck')}")
            if lad: print('   ladder', lad)
            print('   text:', c.get('current_text'))
            if c.get('current_text') != c.get('printed_text'): print('   printed:', c.get('printed_text'))
            if c.get('rulings'): print('   rulings:', c['rulings'])
