import json,re,sys,glob,os
H=sys.argv[1]; D=os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(f'{D}/{H}/boards/J*.json')):
    i=os.path.basename(f)[:-5]; b=json.load(open(f))
    chk=open(f'{D}/out/{H}/{i}.check').read(); log=open(f'{D}/out/{H}/{i}.log').read(); log='\n'.join(l for l in log.splitlines() if not l.startswith('checks:'))
    m=re.search(r'checkpoints: (\d+)/(\d+) passed',chk); cp=m.group(0) if m else 'LOAD/ERR'
    cited=set(re.findall(r'((?:crd-3\.0\.0|score-errata)/[a-z0-9./-]*[a-z0-9])',log))
    hit=[c for c in b['checks'] if c in cited]
    judge=len(re.findall(r'judge resolves',log))
    stop=re.findall(r'^(Stopped: .*|Waiting.*|.*wins.*)$',log,re.M)
    print(i, cp, 'cited:%d/%d'%(len(hit),len(b['checks'])), 'judge:%d'%judge, '|', (stop[-1] if stop else '')[:150])
