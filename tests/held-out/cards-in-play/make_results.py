import json,sys,os,collections
HERE=os.path.dirname(os.path.abspath(__file__))
half=sys.argv[1]; tags=sys.argv[2:] or ['first']
cases=[json.loads(l) for l in open(f'{HERE}/{half}/cases.jsonl')]
notes=json.load(open(f'{HERE}/notes_{half}.json'))
runs={}; bins={}
for t in tags:
    p=f'{HERE}/{half}/runs/{t}/summary.tsv'
    if not os.path.exists(p): continue
    rows={}
    for l in open(p):
        f=l.rstrip('\n').split('\t')
        if f[0]=='# binary': bins[t]=f'{f[1]} (sha256 {f[2]}…, run {f[3]})'; continue
        rows[f[0]]=f
    runs[t]=rows
tags=[t for t in tags if t in runs]
ov=json.load(open(f'{HERE}/overrides_{half}.json')) if os.path.exists(f'{HERE}/overrides_{half}.json') else {}
for t in tags:
    for i,v in ov.get(t,{}).items():
        if i in runs[t]: runs[t][i][1]=v+' (judged)'
fixes=json.load(open(f'{HERE}/fixes_{half}.json')) if os.path.exists(f'{HERE}/fixes_{half}.json') else {}
out=[f'# Cards in play (issue 18) — {half} half: results\n']
out.append('Fresh blind cases where two or more cards meet, written from CRD 3.0.0 and the Score pool only (no Scouter source read). '
 f'Cases: `{half}/cases.jsonl`; boards: `{half}/boards/`; re-run: `./run.sh {half} TAG` (binary from `SCOUTER=`, default `/tmp/scouter-eval/scouter`); this file: `python3 make_results.py {half} {" ".join(tags)}`.\n')
out.append('A case **passes** when every checkpoint of its board(s) passes AND the log states what `expected` says AND it cites the deciding rule (the id in `rules.txt`, checked with `scouter rule ID`). '
 'Handing a decided point to the judge is a miss. The automatic verdict (`run.sh`: checkpoints + deciding rule cited) is overridden only where the log hands the deciding point to the judge; such rows say "(judged)". "cannot be written" = the documented format cannot express the case (a miss, not bent to the program).\n')
ALIAS={'ec16071e78cbca67':'= baseline-d78b1f2','93b0885a0d26f7fb':'= final-9e0ed56, after FINAL'}
for t in tags:
    b=bins.get(t,'?'); a=[v for k,v in ALIAS.items() if k in b]
    out.append(f'- run `{t}`: {b}'+(f' ({a[0]})' if a else ''))
out.append('')
hdr='| id | topic | '+' | '.join(tags)+' | why ('+tags[-1]+') |'
out.append(hdr); out.append('|'+'---|'*(3+len(tags)))
tot={t:collections.Counter() for t in tags}; n=collections.Counter()
for c in cases:
    i=c['id']; n[c['topic']]+=1
    vs=[]
    for t in tags:
        v=runs[t].get(i,[i,'miss'])[1]; vs.append(v)
        if v.startswith('pass'): tot[t][c['topic']]+=1
    why=notes.get(i,{}).get(tags[-1]) or notes.get(i,{}).get('first','')
    out.append(f'| {i} | {c["topic"]} | '+' | '.join(vs)+f' | {why} |')
out.append('\n## Totals (passes / cases)\n')
out.append('| topic | '+' | '.join(tags)+' |'); out.append('|'+'---|'*(1+len(tags)))
names={'A':'A personalities/Allies powers','B':'B Dragon Balls','C':'C Drills & Non-Combat','D':'D Combat cards & Battle Sequence','E':'E turn & victories'}
for tp in sorted(n):
    out.append(f'| {names[tp]} | '+' | '.join(f'{tot[t][tp]}/{n[tp]}' for t in tags)+' |')
out.append('| **overall** | '+' | '.join(f'**{sum(tot[t].values())}/{sum(n.values())}**' for t in tags)+' |')
if fixes:
    out.append('\n## Board fixes (translation errors by the format\'s own documentation)\n')
    for k,v in fixes.items(): out.append(f'- {k}: {v}')
pat=f'{HERE}/patterns_{half}.md'
if os.path.exists(pat): out.append('\n'+open(pat).read())
open(f'{HERE}/{half}/RESULTS.md','w').write('\n'.join(out)+'\n')
print('\n'.join(out[-30:]))
