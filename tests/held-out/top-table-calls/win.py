"""Shows, for each candidate quote, the 40-char windows it shares with earlier quotes and the longest part that shares none: python3 win.py QUOTE..."""
import json, sys
E = json.load(open('earlier.json')); W = set()
for q in E['quotes']:
    for i in range(len(q) - 39): W.add(q[i:i+40])
for q in sys.argv[1:]:
    bad = [i for i in range(len(q) - 39) if q[i:i+40] in W]
    # longest substring with no shared window
    best = (0, 0); start = 0
    for i in range(len(q) - 39 + 1):
        pass
    ok = [True]*(len(q))
    # a substring q[a:b] is clean iff no bad i with a<=i and i+40<=b
    best=''
    for a in range(len(q)):
        b = len(q)
        for i in bad:
            if i >= a: b = min(b, i + 39); break
        if b - a > len(best): best = q[a:b]
    print(len(bad), 'shared |', repr(q[:60]), '| longest clean:', repr(best))
