#!/bin/sh
# Re-runs one half's boards: ./run.sh dev|test   (SCOUTER=path overrides the binary)
# Writes <half>/out/<ID>.txt (the walkthrough with --check) and <half>/out/<ID>.json (--json --check).
HERE=$(cd "$(dirname "$0")" && pwd)
HALF=${1:?usage: run.sh dev|test}
SCOUTER=${SCOUTER:-$HERE/../../../target/release/scouter}
OUT=${OUT:-$HERE/$HALF/out}
mkdir -p "$OUT"
pass=0; fail=0
for f in "$HERE/$HALF"/boards/R*.json; do
  id=$(basename "$f" .json)
  "$SCOUTER" battle "$f" --check > "$OUT/$id.txt" 2>&1; rc=$?
  "$SCOUTER" battle "$f" --check --json > "$OUT/$id.json" 2>"$OUT/$id.err"
  if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "$id checkpoints pass"; else fail=$((fail+1)); echo "$id checkpoints FAIL (rc=$rc)"; fi
done
echo "$HALF: checkpoints passed $pass, failed $fail ($SCOUTER)"
