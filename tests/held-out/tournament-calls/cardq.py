import json,glob,sys,re
cards=[]
for f in glob.glob('/work/main/cards/score/*.json'):
    for c in json.load(open(f)): cards.append(c)
def find(pat):
    r=re.compile(pat,re.I)
    return [c for c in cards if r.search(c['name'])]
if __name__=='__main__':
    for pat in sys.argv[1:]:
        for c in find(pat):
            print(f"{c['name']} ({c['set']} #{c['number']}) [{c['type']}] lvl={c['level']} pur={c['pur']} al={c['alignment']} ladder={c['power_ladder']} lim={c['limit_per_deck']}\n   TEXT: {c['current_text']}")
