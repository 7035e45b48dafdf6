"""Writes <half>/RESULTS.md from <half>/runs/<TAG>/summary.tsv, notes.json, overrides.json, fixes.json (and, for dev, patterns_dev.md).
Usage: python3 make_results.py dev|test TAG [TAG ...]   (yardrat-calls, s28; adapted from zenkai-calls/make_results.py)
The test half's miss patterns are kept only in test/RESULTS.md: a section headed '## Miss patterns (test half)' already there is carried over."""
import json, sys, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
half = sys.argv[1]; tags = sys.argv[2:] or ['first']
cases = [json.loads(l) for l in open(f'{HERE}/{half}/cases.jsonl')]
notes = json.load(open(f'{HERE}/{half}/notes.json'))  # per-case why lines, kept in each half's folder
ov = json.load(open(f'{HERE}/overrides.json')) if os.path.exists(f'{HERE}/overrides.json') else {}
fixes = json.load(open(f'{HERE}/fixes.json')) if os.path.exists(f'{HERE}/fixes.json') else {}
auto = {}; hand = {}; bins = {}
for t in tags:
    p = f'{HERE}/{half}/runs/{t}/summary.tsv'
    if not os.path.exists(p): continue
    rows = {}
    for l in open(p):
        f = l.rstrip('\n').split('\t')
        if f[0] == '# binary': bins[t] = f'`{f[1]}` (sha256 {f[2]}…, run {f[3]})'; continue
        rows[f[0]] = f
    auto[t] = {i: r[1] for i, r in rows.items()}
    hand[t] = {i: ov.get(t, {}).get(i, r[1]) for i, r in rows.items()}
tags = [t for t in tags if t in auto]
NAMES = {'A': "A personalities' powers", 'B': 'B Dragon Balls', 'C': 'C Drills, Non-Combat cards, Battlegrounds/Locations',
         'D': 'D Combat cards and the Battle Sequence', 'E': 'E the turn, set-up and victories'}
old = open(f'{HERE}/{half}/RESULTS.md').read() if os.path.exists(f'{HERE}/{half}/RESULTS.md') else ''
keep = old[old.index('## Miss patterns (test half)'):] if half == 'test' and '## Miss patterns (test half)' in old else ''
out = [f'# Yardrat calls (s28) — {half} half: results\n',
 'A fresh blind set of judge calls at a two-day regional open (day one open to all, many newer players with starter-deck and booster cards; day two a top cut of veterans), mostly where two or more cards meet, written from CRD 3.0.0 and the Score pool only '
 '(no Scouter source or test read). Cases: `' + half + '/cases.jsonl` (ids of ' + ('odd' if half == 'dev' else 'even') + ' number); boards: `' + half + '/boards/` '
 '(one per case); re-run: `SCOUTER=BIN ./run.sh ' + half + ' TAG`; this file: `python3 make_results.py ' + half + ' ' + ' '.join(tags) + '`.\n',
 '**Automatic** (`run.sh`): every checkpoint passes AND the log (its `checks:` header excluded) cites one of the case\'s rule ids in `rules.txt`, '
 'or, for a case decided by a card\'s text, quotes that sentence outside a judge prompt or names the deciding card on an effect line (`·`). '
 '**Hand**: every log was read; a case passes when the log gives the numbers `expected` gives and cites the deciding rule or states the deciding card\'s effect. '
 'A log that hands the deciding point to the judge (even with the right sentence) is a miss, marked "(judge)" in the why column; a miss with no prompt is marked "(silent)"; '
 'except in the case(s) the documents themselves leave to the judge (' + ('Y023: Red Crush under the Buu Saga Physical Attack Table B, whose missing column the CRD says cannot be recovered' if half == 'dev' else 'Y018: Frieza\'s Spirit\'s damaged "Removethis card from game after use."') + '): there the judge line naming the point is the pass. '
 'Judge prompts on sentences that do not decide the case are not held against it. Hand verdicts that differ from the automatic one are in `overrides.json` and marked *.\n']
for t in tags: out.append(f'- run `{t}`: {bins.get(t, "?")}')
out.append('')
hdr = ' | '.join(f'auto {t} | hand {t}' for t in tags)
out.append(f'| id | topic | deciding card | {hdr} | why |'); out.append('|' + '---|' * (4 + 2 * len(tags)))
ta = {t: collections.Counter() for t in tags}; th = {t: collections.Counter() for t in tags}; n = collections.Counter()
for c in cases:
    i = c['id']; n[c['topic']] += 1; cells = []
    for t in tags:
        a = auto[t].get(i, 'miss'); h = hand[t].get(i, 'miss')
        ta[t][c['topic']] += a == 'pass'; th[t][c['topic']] += h == 'pass'
        cells += [a, h + ('*' if h != a else '')]
    nt = notes.get(i, {}); why = ' / '.join(f'{t}: {nt[t]}' for t in reversed(tags) if t in nt)
    out.append(f'| {i} | {c["topic"]} | {c["cards"][0]} | ' + ' | '.join(cells) + f' | {why} |')
out.append('\n## Totals (passes / cases)\n')
out.append('| topic | ' + ' | '.join(f'auto {t} | hand {t}' for t in tags) + ' |'); out.append('|' + '---|' * (1 + 2 * len(tags)))
for tp in sorted(n): out.append(f'| {NAMES[tp]} | ' + ' | '.join(f'{ta[t][tp]}/{n[tp]} | {th[t][tp]}/{n[tp]}' for t in tags) + ' |')
out.append('| **overall** | ' + ' | '.join(f'**{sum(ta[t].values())}/{sum(n.values())}** | **{sum(th[t].values())}/{sum(n.values())}**' for t in tags) + ' |')
fx = {k: v for k, v in fixes.items() if k[:1] == 'Y' and (int(k[1:4]) % 2 == 1) == (half == 'dev')}
out.append('\n## Board fixes (translation errors by the format\'s own documentation)\n')
if fx:
    for k, v in fx.items(): out.append(f'{k}:\n'); out += [f'- {x}' for x in v]; out.append('')
else: out.append('None in this half.\n')
pat = f'{HERE}/patterns_{half}.md'
if half == 'dev' and os.path.exists(pat): out.append('\n' + open(pat).read())
own = f'{HERE}/{half}/own_errors.md'
if os.path.exists(own): out.append('\n' + open(own).read())
if keep: out.append('\n' + keep)
open(f'{HERE}/{half}/RESULTS.md', 'w').write('\n'.join(out).rstrip('\n') + '\n')
if half == 'test':
    for t in tags: print(f'test {t}: automatic {sum(ta[t].values())}/{sum(n.values())}, hand {sum(th[t].values())}/{sum(n.values())}; per topic ' + ', '.join(f'{tp} {ta[t][tp]}/{n[tp]} ({th[t][tp]})' for tp in sorted(n)))
else:
    print('\n'.join(out[-14:]))
