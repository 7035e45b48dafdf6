#!/bin/sh
# Re-run one half: ./run.sh dev|test  -> out/<half>/<ID>.{check,log,json}; summary on stdout
H=${1:?dev or test}; S=${SCOUTER:-$(dirname "$0")/../../../target/release/scouter}
D=$(dirname "$0"); mkdir -p "$D/out/$H"
for f in "$D/$H"/boards/J*.json; do
  id=$(basename "$f" .json)
  "$S" battle "$f" --check > "$D/out/$H/$id.check" 2>&1; rc=$?
  "$S" battle "$f" > "$D/out/$H/$id.log" 2>&1
  "$S" battle "$f" --json > "$D/out/$H/$id.json" 2>/dev/null
  echo "$id check_rc=$rc"
done
