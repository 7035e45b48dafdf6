#!/bin/bash
# Re-runs both halves with the (final) binary into <half>/out-final and shows which logs changed vs the first run.
HERE=$(cd "$(dirname "$0")" && pwd)
for h in dev test; do
  OUT=$HERE/$h/out-final "$HERE/run.sh" $h | tail -1
  python3 "$HERE/eval.py" $h "$HERE/$h/out-final" > "$HERE/$h/eval-final.txt"
  for f in "$HERE/$h"/out-final/R*.txt; do
    id=$(basename $f .txt)
    if ! diff -q <(sed 1,3d "$HERE/$h/out-first/$id.txt") <(sed 1,3d $f) >/dev/null 2>&1; then echo "$h $id CHANGED"; fi
  done
done
