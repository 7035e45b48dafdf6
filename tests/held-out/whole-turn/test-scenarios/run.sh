#!/bin/bash
# usage: run.sh OUTDIR
S=${SCOUTER:-scouter}; O=${1:-out}; mkdir -p $O
for f in boards/*.json; do b=$(basename $f .json)
  timeout 60 $S battle $f --check > $O/$b.txt 2>&1; echo $? > $O/$b.rc
  timeout 60 $S battle $f --json > $O/$b.json 2>&1
done
