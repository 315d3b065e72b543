#!/usr/bin/env bash
# User-space instructions of the server under callgrind while gavel_load
# plays 8 Bidlock duels at once (closed loop) for SECONDS; per match =
# (total - an idle start) / matches created.
# usage: tools/perf/duel_instructions.sh [preload-lib|none] [seconds]
# CG_OUT=path keeps the callgrind output there for callgrind_annotate.
set -u
BIN=${BIN:-build/gavel}
LOAD=${LOAD:-build/gavel_load}
PRE=${1:-none}; SECS=${2:-20}
PORT=${PORT:-18196}
D=$(mktemp -d)
ENVV="RATE_LIMIT=1000000 CONNECTIONS_PER_ADDRESS=0 ROOMS_PER_ADDRESS=1000000 MAX_MATCHES=1000000 THREADS=1 PORT=$PORT DATA_DIR=$D"
[ "$PRE" != none ] && ENVV="$ENVV LD_PRELOAD=$PRE"
env $ENVV valgrind --tool=callgrind --callgrind-out-file=$D/cg.out $BIN serve >$D/stdout 2>$D/stderr &
PID=$!
for i in $(seq 200); do grep -q listening $D/stdout 2>/dev/null && break; sleep 0.2; done
OUT=$($LOAD --port $PORT --mode duel --matches 8 --seconds $SECS --json 2>/dev/null)
kill -INT $PID; wait $PID 2>/dev/null
TOTAL=$(callgrind_annotate $D/cg.out 2>/dev/null | grep -m1 "PROGRAM TOTALS" | awk '{print $1}' | tr -d ,)
echo "$OUT" | python3 -c "
import sys,json
d=json.loads(sys.stdin.read())
m=d.get('finished') or d.get('matches_finished') or d.get('completed')
print('total',$TOTAL,'created',d['matches_created'],'completed',d['matches_completed'],'moves',d['moves'],'per_created',round($TOTAL/max(1,d['matches_created'])))
"
[ -n "${CG_OUT:-}" ] && cp $D/cg.out "$CG_OUT"
rm -rf $D
