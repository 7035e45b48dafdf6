import json,glob,re
_cards=[]
for f in glob.glob('/work/main/cards/score/*.json'):
    try: d=json.load(open(f))
    except Exception: continue
    if isinstance(d,list): _cards+=[c for c in d if isinstance(c,dict) and 'id' in c]
def cid(ref):
    m=re.match(r'^(.*) \((.*) #(.*)\)$',ref); name,st,num=m.groups()
    h=[c for c in _cards if c['name'].lower()==name.lower() and c['set']==st and c['number']==num]
    assert len(h)==1,(ref,len(h))
    same=[c for c in _cards if c['name'].lower()==name.lower()]
    return h[0]['id'] if len(same)>1 else h[0]['name']
