import json,os,sys
O=sys.argv[1]
cases=[json.loads(l) for l in open(__import__('os').path.join(__import__('os').path.dirname(__import__('os').path.abspath(__file__)), '..', 'test.jsonl'))]
REQ={
'T002':(['T002'],['power-up-rating-pur','allies-taking-over-combat']),
'T004':(['T004','T004b'],['power-up-rating-pur']),
'T006':(['T006'],['chi-chi-lv-1']),
'T008':(['T008'],['allies-taking-over-combat','yamcha-lv-1']),
'T010':(['T010'],['trunks-lv-1-ht','damage-caps']),
'T012':(['T012'],['dealing-damage','trunks-the-hero-lv-4']),
'T014':(['T014'],['tapkar-lv-1']),
'T016':(['T016','T016b'],['android-18-lv-1']),
'T018':(['T018'],['vegeta-the-celestial-lv-1','dealing-damage']),
'T020':(['T020'],['gohan-lv-1]','crd-3.0.0/anger]']),
'T022':(['T022'],['piccolos-stomp','conflicting-card-effects']),
'T024':(['T024'],['garlic-jr','battle-sequence/9']),
'T026':(['T026'],['how-to-set-up-a-game-step-by-step/3']),
'T028':(['T028'],['how-to-set-up-a-game-step-by-step/4']),
'T030':(['T030'],['one-complete-turn/3']),
'T032':(['T032','T032b'],['one-complete-turn/4','battleground-and-location-cards']),
'T034':(['T034'],['one-complete-turn/6']),
'T036':(['T036'],['the-defenders-half-of-the-prepare-phase']),
'T038':(['T038'],['senzu-bean']),
'T040':(['T040'],['crd-3.0.0/anger]','aura-clash']),
'T042':(['T042'],['plant-two-saibaimen']),
'T044':(['T044'],['earth-dragon-ball-7']),
'T046':(['T046'],['survival-victory']),
'T048':(['T048'],['dragon-balls]','dragon-ball-victory']),
'T050':(['T050'],['endurance']),
'T052':(['T052'],['discarding-dragon-balls-when-losing-life-cards-for-effects']),
'T054':(['T054'],['vegeta-scans-the-city','taking-them-down']),
'T056':(['T056'],['where-theres-life']),
'T058':(['T058'],['chiaotzu-lv-2']),
'T060':None,
'T062':(['T062'],['dragon-ball-victory']),
'T064':(['T064'],['putting-allies-into-play']),
'T066':(['T066'],['gathering-of-warriors']),
'T068':(['T068'],['vegetas-energy-blast']),
'T070':(['T070'],['battleground-and-location-cards']),
'T072':(['T072'],['styled-drills']),
'T074':(['T074'],['raditz-lv-1-ht']),
'T076':(['T076'],['mommys-coming-dear']),
'T078':None,
'T080':(['T080'],['battle-sequence/7']),
'T082':(['T082'],['battle-sequence/7']),
'T084':(['T084'],['battle-sequence/3','secondary-effects']),
'T086':(['T086'],['more-details-about-endurance']),
'T088':(['T088'],['empower']),
'T090':(['T090'],['multiplying-base-damage']),
'T092':None,
'T094':(['T094'],['secondary-effects']),
'T096':(['T096'],['damage-caps']),
}
res={}
for c in cases:
    i=c['id']; r=REQ[i]
    if r is None: res[i]=('miss','cannot be written'); continue
    boards,cites=r; ok=True; why=[]
    for b in boards:
        rc=open(f'{O}/{b}.rc').read().strip()
        if rc!='0': ok=False; why.append(f'{b} checkpoints fail (rc {rc})')
        txt=open(f'{O}/{b}.txt').read()+open(f'{O}/{b}.json').read()
    alltxt=''.join(open(f'{O}/{b}.txt').read()+open(f'{O}/{b}.json').read() for b in boards)
    if not any(x in alltxt for x in cites): ok=False; why.append('deciding rule not cited ('+' / '.join(cites)+')')
    res[i]=('pass' if ok else 'miss','; '.join(why))
import os
if os.path.exists('overrides.json'):
    for k,v in json.load(open('overrides.json')).items():
        if res[k][0]=='pass': res[k]=('miss','(by hand) '+v)
json.dump(res,open(f'{O}/score.json','w'),indent=1)
tot={}
for c in cases:
    t=c['topic']; tot.setdefault(t,[0,0]); tot[t][1]+=1; tot[t][0]+=res[c['id']][0]=='pass'
    print(c['id'],c['topic'],*res[c['id']])
print(tot, sum(v[0] for v in tot.values()))
