import json,sys
E=json.load(open('earlier.json'))
for q in sys.argv[1:]:
    w=[q[i:i+40] for i in range(len(q)-39) if any(q[i:i+40] in e for e in E['quotes'])]
    print(len(w), repr(q[:60]), w[:2])
