"""Summarise a half's run: checkpoints, whether the trace cites a deciding rule (cites.json), judge hand-offs.
usage: python3 eval.py dev|test [outdir]"""
import json, sys, os, re
H = os.path.dirname(os.path.abspath(__file__))
half = sys.argv[1]; out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(H, half, 'out')
cites = json.load(open(os.path.join(H, half, 'cites.json')))
for f in sorted(os.listdir(os.path.join(H, half, 'boards'))):
    cid = f[:-5]
    try: d = json.load(open(os.path.join(out, cid + '.json')))
    except Exception as e:
        print(cid, 'NO JSON', open(os.path.join(out, cid + '.err')).read()[:200].replace('\n', ' ')); continue
    cited = set()
    for e in d.get('events', []):
        cited.update(e.get('citations', []))
        for n in e.get('notes', []) or []: cited.update(re.findall(r'crd-3\.0\.0/[a-z0-9/-]+', n))
    for k in ('error',):
        if d.get(k): cited.update(re.findall(r'crd-3\.0\.0/[a-z0-9/-]+', str(d[k])))
    want = cites[cid]
    hit = [w for w in want if w in cited or any(w in json.dumps(e) for e in d.get('events', [])) or (d.get('error') and w in d['error'])]
    txt = open(os.path.join(out, cid + '.txt')).read()
    judge = len(re.findall(r'judge resolves', txt))
    print(cid, 'CHK' if d.get('passed') else 'chk-fail', 'CITED' if hit else 'not-cited', 'judge=%d' % judge,
          'err=' + (d.get('error') or '')[:90])
