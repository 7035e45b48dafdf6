"""Lists the 40-character windows a candidate quote shares with earlier quotes: python3 win.py "QUOTE" ..."""
import json, sys
E = json.load(open('earlier.json')); W = {}
for q in E['quotes']:
    for i in range(len(q) - 39): W.setdefault(q[i:i+40], q)
for s in sys.argv[1:]:
    hits = [s[i:i+40] for i in range(len(s) - 39) if s[i:i+40] in W]
    print(len(hits), repr(s[:70]), ('e.g. ' + repr(hits[0]) + ' in ' + repr(W[hits[0]][:90])) if hits else '')
