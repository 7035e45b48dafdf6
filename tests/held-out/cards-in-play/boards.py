import json,os
from ids import cid
K='score/saiyan-saga/167'; V='score/saiyan-saga/173'; N='score/saiyan-saga/176'; Y='Yamcha Lv.1'
B={}
def life(n,top=None): 
    d={'unknown_below':n-len(top or [])}
    if top: d['top']=top
    return d
def S(i,title,players,actions,expect,attacker='p1',**kw):
    d={'scouter_scenario':1,'title':f'C{i:03d}: '+title,'attacker':attacker,'players':players,'actions':actions,'expect':expect}
    d.update(kw); B[i]=d
# ---- A
S(1,"Krillin, Z Warrior Lv.2's power vs Black Defender Drill; a Power is used once per turn",
 {'p1':{'main_personality':{'card':'Krillin, Z Warrior Lv.2','stage':6},'life_deck':life(30)},
  'p2':{'main_personality':{'card':N,'stage':5},'anger':3,'in_play':{'drills':['Black Defender Drill']},'life_deck':life(30)}},
 [{'p1':'power'},{'p2':'take'},{'p2':'pass'},{'p1':'power'}],
 [{'after_step':8,'phase':1,'successful':True},{'after_step':16,'phase':1,'p1':{'stage':4},'p2':{'anger':1,'life_deck':25}},
  {'at_end':True,'error':'once per turn','p2':{'life_deck':25}}])
S(2,"Master Roshi Lv.3's Ally bonus (Red Tokui-Waza) works with the Ally Krillin in control",
 {'p1':{'main_personality':{'card':'Master Roshi Lv.3','stage':1},'tokui_waza':'Red','in_play':{'mastery':'score/cell-saga/131'},'allies':[{'card':K,'stage':3}],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(20)}},
 [{'p1':'power','personality':K},{'p2':'take'}],
 [{'at_end':True,'p1':{'allies':{'Krillin Lv.1':1}},'p2':{'life_deck':17}}])
S(3,"Goku Lv.1 (MB #159) Constant Combat Power adds +3 to Goku Charges (Goku Named)",
 {'p1':{'main_personality':{'card':'score/majin-buu-saga/159','stage':5},'anger':0,'hand':['Goku Charges'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':'score/majin-buu-saga/164','stage':5},'life_deck':life(30)}},
 [{'p1':'play','card':'Goku Charges'},{'p2':'take'}],
 [{'after_step':10,'base_damage':{'power_stages':1,'life_cards':0},'damage':{'power_stages':8,'life_cards':0}},
  {'at_end':True,'p1':{'anger':1,'removed':['Goku Charges']},'p2':{'stage':0,'life_deck':27}}])
S(4,"Saibaimen Lv.2's Saiyan Energy Deflection against Orange Energy Discharge",
 {'p1':{'main_personality':{'card':K,'stage':6},'hand':['Orange Energy Discharge'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':'Saibaimen Lv.2','stage':5},'life_deck':life(20)}},
 [{'p1':'play','card':'Orange Energy Discharge'},{'p2':'power'}],
 [{'after_step':8,'successful':True},{'at_end':True,'p1':{'stage':4},'p2':{'life_deck':18}}])
S(5,"Gohan Lv.1 (MB #161) keeps his hand against Android 18's Stare Down",
 {'p1':{'main_personality':{'card':N,'stage':5},'hand':["Android 18's Stare Down"],'life_deck':life(30)},
  'p2':{'main_personality':{'card':'score/majin-buu-saga/161','stage':5},'hand':['H1','H2','H3'],'life_deck':life(30)}},
 [{'p1':'play','card':"Android 18's Stare Down",'choose':['H2']}],
 [{'at_end':True,'p2':{'hand':['H1','H2','H3'],'discard':[]}}])
S(6,"Piccolo, the Former Guardian Lv.3 uses his power twice with an empty discard pile",
 {'p1':{'main_personality':{'card':'Piccolo, the Former Guardian Lv.3','stage':10},'discard':[],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'anger':4,'life_deck':life(30)}},
 [{'p1':'power'},{'p2':'take'},{'p2':'pass'},{'p1':'power'},{'p2':'take'}],
 [{'after_step':16,'phase':1,'p1':{'stage':8},'p2':{'anger':1,'life_deck':22}},
  {'at_end':True,'p1':{'stage':6},'p2':{'anger':0,'life_deck':14}}])
S(7,"Goku, the Defender Lv.2's power resolves at the end of Combat",
 {'p1':{'main_personality':{'card':K,'stage':8},'hand':['Orange Focused Blast'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':'Goku, The Defender Lv.2','stage':6},'anger':1,'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'take'},{'p2':'power'},{'p1':'pass'},{'p2':'pass'}],
 [{'after_step':16,'phase':1,'p2':{'life_deck':24,'anger':1}},
  {'at_end':True,'combat_ended':True,'p2':{'anger':3,'life_deck':24}}])
S(8,"Arqua, the Agile Lv.2 uses his power twice with Arqua's Arena in play",
 {'p1':{'main_personality':{'card':'Arqua, the Agile Lv.2','stage':6},'in_play':{'battleground':"Arqua's Arena"},'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':6},'life_deck':life(20)}},
 [{'p1':'power'},{'p2':'take'},{'p2':'pass'},{'p1':'power'},{'p2':'take'}],
 [{'after_step':16,'phase':1,'p1':{'stage':6},'p2':{'stage':2,'life_deck':20}},
  {'at_end':True,'p1':{'stage':6},'p2':{'stage':0,'life_deck':18}}])
S(9,"Gohan Lv.2 (MB #162) discards 2 Non-Combat cards for +8 against Red Energy Defense Drill",
 {'p1':{'main_personality':{'card':'score/majin-buu-saga/162','stage':6},'in_play':{'non_combat':["King Kai's Calming",'Focusing Is Everything']},'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'drills':['Red Energy Defense Drill']},'life_deck':life(30)}},
 [{'p1':'power','may':True,'choose':["King Kai's Calming",'Focusing Is Everything']},{'p2':'take'}],
 [{'at_end':True,'p1':{'stage':4,'discard':["King Kai's Calming",'Focusing Is Everything'],'in_play':{'non_combat':[]}},'p2':{'life_deck':18}}])
S(10,"Dende the Unlikely Hero Lv.1 (Ally) brings Yamcha back at 4 above 0 at the end of Combat",
 {'p1':{'main_personality':{'card':K,'stage':1},'allies':[{'card':'Dende the Unlikely Hero Lv.1','stage':3}],'discard':[Y],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(30)}},
 [{'p1':'power','personality':'Dende the Unlikely Hero Lv.1','choose':[Y]},{'p2':'pass'},{'p1':'pass'}],
 [{'at_end':True,'combat_ended':True,'p1':{'allies':{'Dende the Unlikely Hero Lv.1':3,'Yamcha Lv.1':4},'discard':[],'control':'Krillin Lv.1'}}])
# ---- B
T1={'number':1,'step':'non_combat'}
S(11,"Dende Dragon Ball 6 played in the Non-Combat Step",
 {'p1':{'main_personality':{'card':K,'stage':2},'hand':['Dende Dragon Ball 6'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':9},'allies':[{'card':N,'stage':6}],'life_deck':life(30)}},
 [{'p1':'play','card':'Dende Dragon Ball 6'}],
 [{'after_turn_step':'non_combat','p1':{'stage':10,'in_play':{'dragon_balls':['Dende Dragon Ball 6']}},'p2':{'stage':4,'allies':{'Nappa Lv.1':4}}}],turn=T1)
S(12,"Master Roshi's Island makes Dende Dragon Ball 1 cost 2 life cards",
 {'p1':{'main_personality':{'card':K,'stage':3},'hand':['Dende Dragon Ball 1'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'anger':4,'in_play':{'battleground':"Master Roshi's Island"},'life_deck':life(30)}},
 [{'p1':'play','card':'Dende Dragon Ball 1'}],
 [{'after_turn_step':'non_combat','p1':{'stage':10,'life_deck':28},'p2':{'anger':1}}],turn=T1)
S(13,"Namek Dragon Ball 6 raises anger to 5: level up, Drills discarded",
 {'p1':{'main_personality':{'levels':[K,'score/saiyan-saga/168','score/saiyan-saga/169'],'level':1,'stage':4},'anger':3,'in_play':{'drills':['Black Striking Drill']},'hand':['Namek Dragon Ball 6'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(30)}},
 [{'p1':'play','card':'Namek Dragon Ball 6','choose':['Raise your anger 2 levels']}],
 [{'after_turn_step':'non_combat','p1':{'level':2,'stage':10,'discard':['Black Striking Drill'],'in_play':{'drills':[]}}}],turn=T1)
S(14,"Winter Countryside caps Namek Dragon Ball 6's anger raise at 1",
 {'p1':{'main_personality':{'card':K,'stage':5},'anger':2,'hand':['Namek Dragon Ball 6'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'battleground':'Winter Countryside'},'life_deck':life(30)}},
 [{'p1':'play','card':'Namek Dragon Ball 6','choose':['Raise your anger 2 levels']}],
 [{'after_turn_step':'non_combat','p1':{'anger':3}}],turn=T1)
S(15,"A captured Alt. Dende Dragon Ball 2 no longer gives its former controller +3",
 {'p2':{'main_personality':{'card':V,'stage':6},'hand':['Orange Focused Blast'],'life_deck':life(30)},
  'p1':{'main_personality':{'card':K,'stage':6},'in_play':{'dragon_balls':['Alt. Dende Dragon Ball 2']},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)}},
 [{'p2':'play','card':'Orange Focused Blast','capture':'Alt. Dende Dragon Ball 2','capture_powers':True},{'p1':'take'},{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'take'}],
 [{'at_end':True,'p1':{'life_deck':24,'in_play':{'dragon_balls':[]}},'p2':{'stage':6,'in_play':{'dragon_balls':['Alt. Dende Dragon Ball 2']}}}],attacker='p2')
S(16,"Namekian Offense can only take a Dragon Ball the opponent controls",
 {'p1':{'main_personality':{'card':K,'stage':5},'in_play':{'dragon_balls':['Namek Dragon Ball 5']},'hand':['Namekian Offense'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'dragon_balls':['Namek Dragon Ball 3']},'life_deck':life(20)}},
 [{'p1':'play','card':'Namekian Offense','choose':['Namek Dragon Ball 3']}],
 [{'at_end':True,'p1':{'in_play':{'dragon_balls':['Namek Dragon Ball 5']}},'p2':{'in_play':{'dragon_balls':[]},'life_deck':21,'life_deck_bottom':['Namek Dragon Ball 3']}}])
S(17,"Vegeta's Trick finds the first Dragon Ball and puts it at the bottom",
 {'p1':{'main_personality':{'card':V,'stage':5},'in_play':{'non_combat':["Vegeta's Trick"]},'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':5},'life_deck':life(23,['L1','L2','score/world-games-saga/015'])}},
 [{'p1':'use','card':"Vegeta's Trick"}],
 [{'at_end':True,'p2':{'life_deck':23,'life_deck_bottom':['Earth Dragon Ball 3']}}])
S(18,"Breakthrough Drill forbids using Earth Dragon Ball 6 to end Combat",
 {'p1':{'main_personality':{'card':K,'stage':5},'in_play':{'dragon_balls':['Earth Dragon Ball 6']},'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'drills':['score/trunks-saga/042']},'life_deck':life(30)}},
 [{'p1':'use','card':'Earth Dragon Ball 6'}],
 [{'at_end':True,'error':'Breakthrough Drill','p1':{'in_play':{'dragon_balls':['Earth Dragon Ball 6']}}}])
S(19,"Dende Dragon Ball 2 shuffles the opponent's Namek Dragon Ball 5 into his Life Deck",
 {'p1':{'main_personality':{'card':K,'stage':3},'hand':['Dende Dragon Ball 2'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'dragon_balls':['Namek Dragon Ball 5']},'life_deck':life(25)}},
 [{'p1':'play','card':'Dende Dragon Ball 2','may':True,'choose':['Namek Dragon Ball 5']}],
 [{'after_turn_step':'non_combat','p1':{'stage':10,'in_play':{'dragon_balls':['Dende Dragon Ball 2']}},'p2':{'in_play':{'dragon_balls':[]},'life_deck':26}}],turn=T1)
S(20,"Dende Dragon Ball 4 discards the opponent's two Allies",
 {'p1':{'main_personality':{'card':K,'stage':4},'hand':['Dende Dragon Ball 4'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'allies':[{'card':N,'stage':5},{'card':'score/saiyan-saga/170','stage':3}],'life_deck':life(30)}},
 [{'p1':'play','card':'Dende Dragon Ball 4','choose':['Nappa Lv.1','Raditz Lv.1']}],
 [{'after_turn_step':'non_combat','p1':{'stage':10},'p2':{'allies':{},'discard':['Nappa Lv.1','Raditz Lv.1']}}],turn=T1)
# ---- C
S(21,"Captain Ginyu Reversal Drill against Android 16's Rage",
 {'p1':{'main_personality':{'card':K,'stage':6},'hand':["Android 16's Rage"],'life_deck':life(30)},
  'p2':{'main_personality':{'card':N,'stage':9},'in_play':{'drills':['Captain Ginyu Reversal Drill']},'life_deck':life(30)}},
 [{'p1':'play','card':"Android 16's Rage"},{'p2':'take'}],
 [{'at_end':True,'p1':{'life_deck':28,'stage':4},'p2':{'stage':2}}])
S(22,"Red Phasing Drill (+3 against a villain) and Orange Tripping Drill (-1) on Orange Focused Blast",
 {'p1':{'main_personality':{'card':K,'stage':6},'in_play':{'drills':['Red Phasing Drill']},'hand':['Orange Focused Blast'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':N,'stage':5},'in_play':{'drills':['Orange Tripping Drill']},'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'take'}],
 [{'after_step':10,'damage':{'power_stages':0,'life_cards':8}},{'at_end':True,'p1':{'stage':4},'p2':{'life_deck':22}}])
S(23,"Saiyan Power Drill (+2) and Orange Leg Drill (-2) on Yajirobe's physical attack",
 {'p1':{'main_personality':{'card':'Yajirobe Lv.1','stage':5},'in_play':{'drills':['Saiyan Power Drill']},'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'drills':['Orange Leg Drill']},'life_deck':life(30)}},
 [{'p1':'power'},{'p2':'take'}],
 [{'after_step':10,'base_damage':{'power_stages':1,'life_cards':0},'damage':{'power_stages':1,'life_cards':0}},{'at_end':True,'p2':{'stage':4}}])
S(24,"Red Dueling Drill: no redirecting damage to an Ally",
 {'p1':{'main_personality':{'card':V,'stage':6},'in_play':{'drills':['Red Dueling Drill']},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':5},'allies':[{'card':Y,'stage':3}],'life_deck':life(30)}},
 [{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'take','redirect_to':Y}],
 [{'at_end':True,'error':'Red Dueling Drill','p2':{'stage':5,'allies':{'Yamcha Lv.1':3}}}])
S(25,"Knockout Drill keeps the defender from using Yamcha's Good Wishes",
 {'p1':{'main_personality':{'card':V,'stage':6},'in_play':{'drills':['Knockout Drill']},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':6},'in_play':{'non_combat':["Yamcha's Good Wishes"]},'life_deck':life(30)}},
 [{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'use','card':"Yamcha's Good Wishes"}],
 [{'at_end':True,'error':'Knockout Drill','p2':{'stage':6,'in_play':{'non_combat':["Yamcha's Good Wishes"]}}}])
S(26,"Don't You Just Hate That cannot remove a Drill protected by Orange Focusing Drill",
 {'p1':{'main_personality':{'card':V,'stage':6},'in_play':{'non_combat':["Don't You Just Hate That"]},'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':6},'in_play':{'drills':['Orange Focusing Drill','Orange Tripping Drill'],'non_combat':["Yamcha's Good Wishes"]},'life_deck':life(30)}},
 [{'p1':'use','card':"Don't You Just Hate That",'choose':['Orange Tripping Drill',"Yamcha's Good Wishes"]}],
 [{'at_end':True,'p1':{'removed':["Don't You Just Hate That"]},'p2':{'removed':["Yamcha's Good Wishes"],'in_play':{'drills':['Orange Focusing Drill','Orange Tripping Drill'],'non_combat':[]}}}])
S(27,"Who's da Man!'s +4 lasts for the rest of Combat",
 {'p1':{'main_personality':{'card':V,'stage':6},'in_play':{'non_combat':["Who's da Man!"]},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':6},'life_deck':life(20)}},
 [{'p1':'use','card':"Who's da Man!"},{'p2':'pass'},{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'take'}],
 [{'at_end':True,'p2':{'stage':0,'life_deck':18}}])
S(28,"Blue Deceiving Drill in the Prepare Phase, then a 4-stage attack",
 {'p1':{'main_personality':{'card':V,'stage':6},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':4},'in_play':{'drills':['Blue Deceiving Drill']},'life_deck':life(20)}},
 [{'p2':'use','card':'Blue Deceiving Drill','may':True,'choose':['3']},{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'take'}],
 [{'after_step':0,'p2':{'stage':7,'life_deck':17}},{'at_end':True,'p2':{'stage':3,'life_deck':17}}],prepare_phase=True)
S(29,"Namekian Teamwork lets Yamcha take over to use his power with the MP at 6",
 {'p1':{'main_personality':{'card':K,'stage':6},'allies':[{'card':Y,'stage':3},{'card':'score/saiyan-saga/104','stage':3}],'in_play':{'non_combat':['Namekian Teamwork']},'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(20)}},
 [{'p1':'use','card':'Namekian Teamwork'},{'p2':'pass'},{'p1':'power','personality':Y},{'p2':'take'}],
 [{'after_step':16,'phase':1,'p1':{'allies':{'Yamcha Lv.1':10,'Chiaotzu Lv.1':10},'life_deck':28}},
  {'at_end':True,'p1':{'allies':{'Yamcha Lv.1':8}},'p2':{'life_deck':18}}])
S(30,"Orange Spontaneous Drill draws the bottom card of the discard pile after a physical attack",
 {'p1':{'main_personality':{'card':V,'stage':6},'hand':['Black Driving Leg Thrust'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':6},'in_play':{'drills':['Orange Spontaneous Drill']},'discard':['D1','D2'],'hand':[],'life_deck':life(30)}},
 [{'p1':'play','card':'Black Driving Leg Thrust'},{'p2':'take'},{'p2':'use','card':'Orange Spontaneous Drill','may':True}],
 [{'at_end':True,'p2':{'stage':2,'hand':['D1'],'discard':['D2']}}])
# ---- D
S(31,"Frieza's Force Bubble's floating stop does not stop Orange Energy Discharge",
 {'p1':{'main_personality':{'card':K,'stage':8},'hand':['Orange Focused Blast','Orange Energy Discharge'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'hand':["Frieza's Force Bubble"],'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'defend','card':"Frieza's Force Bubble"},{'p2':'pass'},{'p1':'play','card':'Orange Energy Discharge'},{'p2':'take'}],
 [{'after_step':16,'phase':1,'p1':{'stage':6},'p2':{'life_deck':30}},{'after_step':8,'phase':3,'successful':True},
  {'at_end':True,'p1':{'stage':4},'p2':{'life_deck':24}}])
S(32,"Nappa's Physical Resistance's floating stop stops a Final Physical Attack",
 {'p1':{'main_personality':{'card':V,'stage':6},'hand':['Black Power Punch','C1'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':N,'stage':5},'hand':["Nappa's Physical Resistance"],'life_deck':life(30)}},
 [{'p1':'play','card':'Black Power Punch'},{'p2':'defend','card':"Nappa's Physical Resistance"},{'p2':'pass'},{'p1':'final_physical_attack','discard':'C1'},{'p2':'take'}],
 [{'at_end':True,'p1':{'discard':['Black Power Punch','C1']},'p2':{'stage':5,'removed':["Nappa's Physical Resistance"]}}])
S(33,"A Focused attack uses up It's the Little Things That Matter without being stopped",
 {'p1':{'main_personality':{'card':K,'stage':8},'hand':['Orange Focused Attack','Orange Focused Blast'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'non_combat':["It's the Little Things That Matter"]},'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Attack'},{'p2':'take'},{'p2':'pass'},{'p1':'play','card':'Orange Focused Blast'},{'p2':'take'}],
 [{'after_step':8,'phase':1,'successful':True},{'after_step':16,'phase':1,'p2':{'life_deck':25}},{'after_step':8,'phase':3,'successful':True},{'at_end':True,'p2':{'life_deck':19}}])
S(34,"Ribs Broken cannot remove an Ally kept in play by Gohan, the Protector Lv.2",
 {'p1':{'main_personality':{'card':V,'stage':6},'hand':['Ribs Broken'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':'Gohan, the Protector Lv.2','stage':6},'allies':[{'card':K,'stage':3}],'life_deck':life(30)}},
 [{'p1':'play','card':'Ribs Broken','choose':['Krillin Lv.1']}],
 [{'at_end':True,'p1':{'hand':['Ribs Broken']},'p2':{'life_deck':30,'allies':{'Krillin Lv.1':3}}}])
S(35,"Cell's Neck Grab: +3 and, if successful, the Ally discarded and its stages taken from the MP",
 {'p1':{'main_personality':{'card':'score/cell-saga/188','stage':5},'hand':["Cell's Neck Grab"],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':8},'allies':[{'card':Y,'stage':4}],'life_deck':life(30)}},
 [{'p1':'play','card':"Cell's Neck Grab",'choose':[Y]},{'p2':'take'}],
 [{'after_step':10,'damage':{'power_stages':4,'life_cards':0}},{'at_end':True,'p2':{'stage':0,'allies':{},'discard':['Yamcha Lv.1'],'life_deck':30}}])
S(36,"Krillin's Physical Defense puts the first life card of damage in the hand",
 {'p1':{'main_personality':{'card':V,'stage':6},'hand':['Orange Focused Blast'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':5},'hand':["Krillin's Physical Defense"],'life_deck':life(30,['L1','L2','L3','L4','L5','L6'])}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'defend','card':"Krillin's Physical Defense",'may':True}],
 [{'after_step':8,'successful':True},{'at_end':True,'p2':{'life_deck':24,'hand':['L1'],'discard':['L2','L3','L4','L5','L6']}}])
S(37,"Blue Rush with a declared Tokui-Waza: 5 power stages, then Combat ends",
 {'p1':{'main_personality':{'card':V,'stage':6},'tokui_waza':'Blue','in_play':{'mastery':'score/cell-saga/126'},'hand':['Blue Rush'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':3},'hand':['Black Driving Leg Thrust'],'life_deck':life(20)}},
 [{'p1':'play','card':'Blue Rush'},{'p2':'take'},{'p2':'play','card':'Black Driving Leg Thrust'}],
 [{'after_step':16,'phase':1,'combat_ended':True,'p2':{'stage':0,'life_deck':18}},{'at_end':True,'combat_ended':True,'p2':{'stage':0,'life_deck':18}}])
S(38,"Saiyan Energy Aura stops the next energy attack too; its secondary effect still happens",
 {'p1':{'main_personality':{'card':K,'stage':8},'hand':['Orange Focused Blast','Orange Planet Destruction'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'anger':2,'hand':['Saiyan Energy Aura'],'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'defend','card':'Saiyan Energy Aura'},{'p2':'pass'},{'p1':'play','card':'Orange Planet Destruction'},{'p2':'take'}],
 [{'at_end':True,'p1':{'stage':4},'p2':{'anger':1,'life_deck':30}}])
S(39,"Vegeta's Jolting Slash: 4 life cards, anger -2, and a floating stop of physical attacks against villains",
 {'p1':{'main_personality':{'card':N,'stage':6},'hand':["Vegeta's Jolting Slash"],'life_deck':life(30)},
  'p2':{'main_personality':{'card':K,'stage':5},'anger':3,'hand':['Black Driving Leg Thrust'],'life_deck':life(30)}},
 [{'p1':'play','card':"Vegeta's Jolting Slash"},{'p2':'take'},{'p2':'play','card':'Black Driving Leg Thrust'},{'p1':'take'}],
 [{'after_step':16,'phase':1,'p1':{'stage':4,'removed':["Vegeta's Jolting Slash"]},'p2':{'anger':1,'life_deck':26}},
  {'at_end':True,'p1':{'stage':4}}])
S(40,"Red Blazing Aura: 2 less life cards from every attack for the rest of Combat",
 {'p1':{'main_personality':{'card':K,'stage':8},'hand':['Orange Focused Blast','Orange Planet Destruction'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'anger':1,'hand':['Red Blazing Aura'],'life_deck':life(30)}},
 [{'p1':'play','card':'Orange Focused Blast'},{'p2':'defend','card':'Red Blazing Aura','choose':['life cards']},{'p2':'pass'},{'p1':'play','card':'Orange Planet Destruction'},{'p2':'take'}],
 [{'after_step':8,'phase':1,'successful':True},{'after_step':16,'phase':1,'p2':{'anger':2,'life_deck':26}},{'at_end':True,'p2':{'anger':1,'life_deck':23}}])
# ---- E
S(41,"Winter Countryside replaces Arqua's Arena; Combat skipped; Rejuvenation allowed",
 {'p1':{'main_personality':{'card':K,'stage':5},'hand':['Winter Countryside'],'discard':['D1','D2'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'in_play':{'battleground':"Arqua's Arena"},'life_deck':life(30)}},
 [{'p1':'play','card':'Winter Countryside'},{'p1':'skip_combat'},{'p1':'rejuvenate','may':True}],
 [{'after_turn_step':'non_combat','p1':{'in_play':{'battleground':['Winter Countryside']}},'p2':{'removed':["Arqua's Arena"],'in_play':{'battleground':[]}}},
  {'after_turn_step':'rejuvenation','p1':{'life_deck':31,'discard':['D1'],'life_deck_bottom':['D2']}}],turn=T1)
S(42,"Snake Way: the Ally enters at 6 above 0, the opponent discards 1, Combat is skipped",
 {'p1':{'main_personality':{'card':K,'stage':5},'hand':['Snake Way',Y],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(25)}},
 [{'p1':'play','card':'Snake Way'},{'p1':'play','card':Y},{'p1':'declare'}],
 [{'after_turn_step':'non_combat','p1':{'allies':{'Yamcha Lv.1':6}},'p2':{'life_deck':24}},{'at_end':True,'error':'skip'}],turn=T1)
S(43,"King Kai's Calming at the end of the turn lowers a level-3 MP one level",
 {'p1':{'main_personality':{'card':K,'stage':5},'in_play':{'non_combat':["King Kai's Calming"]},'life_deck':life(30)},
  'p2':{'main_personality':{'levels':[V,'score/saiyan-saga/174','score/saiyan-saga/175'],'level':3,'stage':8},'in_play':{'drills':['Black Striking Drill']},'life_deck':life(30)}},
 [{'p1':'skip_combat'},{'p1':'discard','choose':[]},{'p1':'rejuvenate','may':False},{'p1':'use','card':"King Kai's Calming"}],
 [{'at_end':True,'p2':{'level':2,'stage':5,'discard':['Black Striking Drill'],'in_play':{'drills':[]}}}],turn={'number':1,'step':'declare'})
S(44,"Dr. Willow reaches the highest level but cannot win by Most Powerful Personality",
 {'p1':{'main_personality':{'levels':['Dr. Willow Lv.1','Dr. Willow Lv.2','Dr. Willow Lv.3'],'level':2,'stage':5},'anger':3,'hand':['Namek Dragon Ball 6'],'life_deck':life(30)},
  'p2':{'main_personality':{'levels':[K,'score/saiyan-saga/168','score/saiyan-saga/169'],'level':1,'stage':5},'life_deck':life(30)}},
 [{'p1':'play','card':'Namek Dragon Ball 6','choose':['Raise your anger 2 levels']}],
 [{'after_turn_step':'non_combat','no_winner':True,'p1':{'level':3,'stage':12}}],turn=T1)
S(45,"Gohan Lv.2 (MB #165) skips his Power-Up Step and draws 2 at the next step",
 {'p1':{'main_personality':{'levels':['score/majin-buu-saga/161','score/majin-buu-saga/165'],'level':2,'stage':4},'hand':['H1'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(30)}},
 [{'p1':'use','card':'Gohan Lv.2','may':True},{'p1':'skip_combat'}],
 [{'after_turn_step':'power_up','p1':{'stage':4}},{'after_turn_step':'declare','p1':{'stage':4,'life_deck':28}}],turn={'number':1,'step':'power_up'})
S(46,"Alt. Dende Dragon Ball 5's +3 PUR powers up the MP, not the Ally",
 {'p1':{'main_personality':{'card':K,'stage':2},'allies':[{'card':Y,'stage':3}],'in_play':{'dragon_balls':['Alt. Dende Dragon Ball 5']},'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'life_deck':life(30)}},
 [],
 [{'after_turn_step':'power_up','p1':{'stage':6,'allies':{'Yamcha Lv.1':4}}}],turn={'number':1,'step':'power_up'})
S(47,"Losing Battle keeps the opponent from playing Cosmic Backlash",
 {'p1':{'main_personality':{'card':K,'stage':5},'hand':['Losing Battle'],'life_deck':life(30)},
  'p2':{'main_personality':{'card':V,'stage':5},'hand':['Cosmic Backlash'],'life_deck':life(30)}},
 [{'p1':'play','card':'Losing Battle'},{'p2':'play','card':'Cosmic Backlash'}],
 [{'at_end':True,'error':'Losing Battle','no_winner':True}])
S(48,"Dr. Willow Lv.1's entering-Combat power empties a 2-card Life Deck: Survival Victory",
 {'p1':{'main_personality':{'card':'Dr. Willow Lv.1','stage':5},'anger':0,'life_deck':life(20)},
  'p2':{'main_personality':{'card':K,'stage':5},'life_deck':life(2)}},
 [],
 [{'after_step':0,'winner':'p1','victory':'survival','p1':{'life_deck':19,'anger':3},'p2':{'life_deck':0}}],prepare_phase=True)
import copy
X=copy.deepcopy(B[41]); X['title']=X['title'].replace('C041:','C041 (part 2, the refused declare):')
X['actions']=[{'p1':'play','card':'Winter Countryside'},{'p1':'declare'}]
X['expect']=[{'at_end':True,'error':'skip the Combat Step'}]
json.dump(X,open('/work/cards-in-play/dev/boards/C041-declare.json','w'),indent=1,ensure_ascii=False)
for i,d in B.items():
    half='dev' if i%2 else 'test'
    os.makedirs(f'/work/cards-in-play/{half}/boards',exist_ok=True)
    json.dump(d,open(f'/work/cards-in-play/{half}/boards/C{i:03d}.json','w'),indent=1,ensure_ascii=False)
print(len(B))
