#!/bin/bash
# Runs both halves at the final binary and lists the boards whose log (text or --json) differs from the start run.
set -u
HERE=$(cd "$(dirname "$0")" && pwd); cd "$HERE"
SCOUTER=/tmp/scouter-eval/final ./run.sh dev final >/dev/null && SCOUTER=/tmp/scouter-eval/final ./run.sh test final >/dev/null
for h in dev test; do
  for t in $h/runs/start/S*.txt; do b=$(basename $t .txt)
    d1=$(diff -q $t $h/runs/final/$b.txt >/dev/null || echo text)
    d2=$(diff -q <(python3 -m json.tool $h/runs/start/$b.json 2>/dev/null) <(python3 -m json.tool $h/runs/final/$b.json 2>/dev/null) >/dev/null || echo json)
    [ -n "$d1$d2" ] && echo "$h $b changed: $d1 $d2"
  done
done
paste <(cut -f1,2 dev/runs/start/summary.tsv) <(cut -f2 dev/runs/final/summary.tsv)
paste <(cut -f1,2 test/runs/start/summary.tsv) <(cut -f2 test/runs/final/summary.tsv)
