import os
"""Verify every case: quote is an exact substring of its file; every card exists in cards/score with that set and number."""
HERE = os.path.dirname(os.path.abspath(__file__))
import json,re,sys,collections
import os
ROOT=os.path.abspath(os.path.join(HERE, '../../..'))
sys.path.insert(0,HERE)
sys.path.insert(0,os.path.join(HERE, '../whole-turn')); from lookup import cards
idx=collections.defaultdict(list)
for c in cards: idx[c['name'].lower()].append((c['set'],c['number'],c['current_text']))
bad=0; n=0; topics=collections.Counter()
for fn in sys.argv[1:] or [os.path.join(HERE,'dev.jsonl'),os.path.join(HERE,'test.jsonl')]:
  for line in open(fn):
    d=json.loads(line); n+=1; topics[d['topic']]+=1
    for k in ['id','topic','cards','board','play','expected','rule','quote']:
        if k not in d: print(d.get('id'),'missing',k); bad+=1
    text=open(os.path.join(ROOT,d['quote_file'])).read()
    if d['quote'] not in text: print(d['id'],'QUOTE NOT FOUND:',d['quote'][:80]); bad+=1
    if len(d['quote'])>300: print(d['id'],'quote too long',len(d['quote'])); bad+=1
    for cs in d['cards']:
        m=re.match(r'^(.*) \((.*) #(.*)\)$',cs)
        if not m: print(d['id'],'bad card ref',cs); bad+=1; continue
        name,st,num=m.groups()
        hits=[h for h in idx.get(name.lower(),[]) if h[0]==st and h[1]==num]
        if not hits: print(d['id'],'CARD NOT FOUND',cs, idx.get(name.lower())and [h[:2] for h in idx[name.lower()]]); bad+=1
print(n,'cases',dict(topics),'problems',bad)
