#!/bin/bash
# Every scenario's output, before and after a change: runs two scouter binaries over each board
# of tests/scenarios/ (`battle --json`, `battle` as text, `battle --check`, each with its exit
# code) and compares the outputs byte for byte (`diff -r`). A speed change must leave them equal.
# Usage (from the repository's root): benches/same_output.sh BEFORE_BIN AFTER_BIN OUT_DIR
set -u
if [ $# -ne 3 ]; then
  echo "usage: $0 BEFORE_BIN AFTER_BIN OUT_DIR" >&2
  exit 2
fi
before=$1
after=$2
out=$3
rm -rf "$out"
mkdir -p "$out/before" "$out/after"
for f in tests/scenarios/*.json; do
  n=$(basename "$f" .json)
  for side in before after; do
    bin=$before
    [ "$side" = after ] && bin=$after
    "$bin" battle --json "$f" >"$out/$side/$n.json" 2>&1
    echo "exit $?" >>"$out/$side/$n.json"
    "$bin" battle "$f" >"$out/$side/$n.txt" 2>&1
    echo "exit $?" >>"$out/$side/$n.txt"
    "$bin" battle --check "$f" >"$out/$side/$n.check" 2>&1
    echo "exit $?" >>"$out/$side/$n.check"
  done
done
if diff -r "$out/before" "$out/after"; then
  echo "identical: $(find "$out/after" -type f | wc -l) outputs of $(ls tests/scenarios/*.json | wc -l) scenarios"
else
  exit 1
fi
