#!/bin/bash
# After /tmp/scouter-eval/FINAL exists: re-run both halves with the final binary (tag "final").
cd "$(dirname "$0")"
for h in dev test; do ./run.sh $h final > /dev/null; done
for h in dev test; do cut -f1,2,3,4,5 $h/runs/final/summary.tsv; done
