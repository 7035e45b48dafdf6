import os
HERE = os.path.dirname(os.path.abspath(__file__))
import json, os, sys, collections
D=HERE+''
first=json.load(open(f'{D}/verdicts_first.json'))
final=json.load(open(f'{D}/verdicts_final.json')) if os.path.exists(f'{D}/verdicts_final.json') else None
BIN=json.load(open(f'{D}/binaries.json'))
PAT=json.load(open(f'{D}/patterns.json'))
TN={'A':"A personalities' own powers",'B':'B the turn and set-up','C':'C victory conditions','D':'D illegal plays','E':'E which rule decides'}
for half in ['dev','test']:
    cases=[json.loads(l) for l in open(f'{D}/{half}/cases.jsonl')]
    L=[f'# Judge calls, {half} half: results\n',
       f'{len(cases)} cases (ids {"odd" if half=="dev" else "even"}: J001..J048 split by id parity), in `cases.jsonl`; boards in `boards/`; re-run with `../run.sh {half}` (outputs in `../out/{half}/`).',
       'A case **passes** when its checkpoints pass (`scouter battle FILE --check`), the log states what `expected` says, and it cites the deciding rule; a case handed to the judge passes only if `expected` says the documents do not decide (none of these cases does).\n']
    L.append('## Binaries\n')
    for k,v in BIN.items(): L.append(f'- {k}: {v}')
    L.append('')
    hdr='| id | topic | first run | why (first run) |' + (' final | why (final) |' if final else '')
    L+=['## Cases\n',hdr,'|---|---|---|---|'+('---|---|' if final else '')]
    tot=collections.defaultdict(lambda:[0,0,0])
    for c in cases:
        i=c['id']; v=first[i]; row=f"| {i} | {c['topic']} | {v[0]} | {v[1]} |"
        tot[c['topic']][0]+=1; tot[c['topic']][1]+= v[0]=='pass'
        if final:
            w=final[i]; row+=f" {w[0]} | {w[1]} |"; tot[c['topic']][2]+= w[0]=='pass'
        L.append(row)
    L+=['','## Totals\n','| topic | cases | pass (first) |'+(' pass (final) |' if final else ''),'|---|---|---|'+('---|' if final else '')]
    a=[0,0,0]
    for t in sorted(tot):
        n,p,q=tot[t]; a[0]+=n;a[1]+=p;a[2]+=q
        L.append(f'| {TN[t]} | {n} | {p} |'+(f' {q} |' if final else ''))
    L.append(f'| **all** | {a[0]} | **{a[1]}** ({100*a[1]//a[0]}%) |'+(f' **{a[2]}** ({100*a[2]//a[0]}%) |' if final else ''))
    L+=['','## Miss patterns (general capabilities)\n']+PAT[half]
    L+=['','## Translation notes\n']+PAT['notes_'+half]
    open(f'{D}/{half}/RESULTS.md','w').write('\n'.join(L)+'\n')
print('written')
