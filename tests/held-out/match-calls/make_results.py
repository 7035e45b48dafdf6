"""Writes <half>/RESULTS.md from <half>/runs/<TAG>/summary.tsv, notes.json, overrides.json, fixes.json, patterns_<half>.md.
Usage: python3 make_results.py dev|test TAG [TAG ...]"""
import json, sys, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
half = sys.argv[1]; tags = sys.argv[2:] or ['first']
cases = [json.loads(l) for l in open(f'{HERE}/{half}/cases.jsonl')]
notes = json.load(open(f'{HERE}/notes.json'))
ov = json.load(open(f'{HERE}/overrides.json')) if os.path.exists(f'{HERE}/overrides.json') else {}
fixes = json.load(open(f'{HERE}/fixes.json')) if os.path.exists(f'{HERE}/fixes.json') else {}
runs = {}; bins = {}
for t in tags:
    p = f'{HERE}/{half}/runs/{t}/summary.tsv'
    if not os.path.exists(p): continue
    rows = {}
    for l in open(p):
        f = l.rstrip('\n').split('\t')
        if f[0] == '# binary': bins[t] = f'`{f[1]}` (sha256 {f[2]}…, run {f[3]})'; continue
        rows[f[0]] = f
    for i, v in ov.get(t, {}).items():
        if i in rows and rows[i][1] != v: rows[i][1] = v + ' (judged)'
    runs[t] = rows
tags = [t for t in tags if t in runs]
NAMES = {'A': "A personalities' and Allies' powers", 'B': 'B Dragon Balls', 'C': 'C Drills, Non-Combat cards, Battlegrounds/Locations',
         'D': 'D Combat cards and the Battle Sequence', 'E': 'E the turn and victories'}
out = [f'# Match calls (s15) — {half} half: results\n',
 'A fresh blind set of judge calls at the table, mostly where two or more cards meet, written from CRD 3.0.0 and the Score pool only '
 '(no Scouter source read). Cases: `' + half + '/cases.jsonl` (ids of ' + ('odd' if half == 'dev' else 'even') + ' number); boards: `' + half + '/boards/` '
 '(one per case; `a`/`b` where a case needs two); re-run: `./run.sh ' + half + ' TAG` (binary from `SCOUTER=`, default `/tmp/scouter-eval/scouter`); '
 'this file: `python3 make_results.py ' + half + ' ' + ' '.join(tags) + '`.\n',
 'A case **passes** when every checkpoint of its board(s) passes AND the log states what `expected` says AND it cites the deciding rule '
 '(`rules.txt`, ids checked with `scouter rule ID`; the `checks:` header line of the log does not count; a case decided by a card\'s own text also counts as cited where the log quotes that sentence of the card). `run.sh` decides checkpoints + citation; every log was then read, '
 'and a verdict is overridden (marked "(judged)") to a miss where the log does not state what `expected` says or hands the deciding point to the judge, '
 'and to a pass only where the board was wrong (fixed and re-run, see the board fixes). '
 'Judge prompts on points that do not decide the case (e.g. a filler Main Personality\'s Constant Combat Power) are not held against it.\n']
import glob, hashlib
same = {}
for p in sorted(glob.glob('/tmp/scouter-eval/*')):
    if os.path.isfile(p) and os.path.basename(p) != 'FINAL':
        same.setdefault(hashlib.sha256(open(p, 'rb').read()).hexdigest()[:16], []).append(os.path.basename(p))
for t in tags:
    b = bins.get(t, '?'); al = [', '.join(v) for k, v in same.items() if k in b]
    out.append(f'- run `{t}`: {b}' + (f' — same sha256 as /tmp/scouter-eval/{{{al[0]}}}' if al else ''))
out.append('')
out.append('| id | topic | ' + ' | '.join(tags) + ' | why (' + tags[-1] + ') |')
out.append('|' + '---|' * (3 + len(tags)))
tot = {t: collections.Counter() for t in tags}; n = collections.Counter()
for c in cases:
    i = c['id']; n[c['topic']] += 1; vs = []
    for t in tags:
        v = runs[t].get(i, [i, 'miss'])[1]; vs.append(v)
        if v.startswith('pass'): tot[t][c['topic']] += 1
    nt = notes.get(i, {}); why = next((nt[t] for t in reversed(tags) if t in nt), '')
    if len(tags) > 1 and tags[-1] not in nt: why = '(as in the first run) ' + why
    out.append(f'| {i} | {c["topic"]} | ' + ' | '.join(vs) + f' | {why} |')
out.append('\n## Totals (passes / cases)\n')
out.append('| topic | ' + ' | '.join(tags) + ' |'); out.append('|' + '---|' * (1 + len(tags)))
for tp in sorted(n): out.append(f'| {NAMES[tp]} | ' + ' | '.join(f'{tot[t][tp]}/{n[tp]}' for t in tags) + ' |')
out.append('| **overall** | ' + ' | '.join(f'**{sum(tot[t].values())}/{sum(n.values())}**' for t in tags) + ' |')
if fixes:
    out.append('\n## Board fixes (translation errors by the format\'s own documentation)\n')
    for k, v in fixes.items():
        out.append(f'{k}:\n'); out += [f'- {x}' for x in v]; out.append('')
pat = f'{HERE}/patterns_{half}.md'
if os.path.exists(pat): out.append('\n' + open(pat).read())
open(f'{HERE}/{half}/RESULTS.md', 'w').write('\n'.join(out) + '\n')
print('\n'.join(out[-40:]))
