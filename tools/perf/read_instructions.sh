#!/usr/bin/env bash
# User-space instructions of the server per request under callgrind
# (repeatable on a busy machine, unlike timings): GET /api/ping or a seat's
# State read of a 3-seat Bidlock match, driven by wrk for SECS seconds.
#   tools/perf/read_instructions.sh [build/gavel] none|ping|state
# Instructions per request = (total - total of "none") / requests.
set -u
BIN=${1:-build/gavel}
WHAT=${2:-state}
PORT=${PORT:-18195}
D=$(mktemp -d)
PORT=$PORT DATA_DIR=$D RATE_LIMIT=1000000 BOT_DELAY_MS=0 THREADS=1 TESTING=1 valgrind --tool=callgrind --callgrind-out-file=$D/cg.out $BIN serve >$D/log 2>&1 &
PID=$!
B=http://127.0.0.1:$PORT
for i in $(seq 60); do curl -s $B/api/ping >/dev/null && break; sleep 0.5; done
CODE=$(curl -s -X POST $B/api/matches -H 'content-type: application/json' -d '{"game":"bidlock","seats":3,"bots":0,"public":false}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["code"])')
TOK=""
for i in 1 2 3; do
  T=$(curl -s -X POST $B/api/matches/$CODE/join -H 'content-type: application/json' -d '{"name":"a'$i'","kind":"agent"}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["token"])')
  [ -z "$TOK" ] && TOK=$T
done
URL=$B/api/ping
[ "$WHAT" = state ] && URL="$B/api/matches/$CODE/state?token=$TOK"
[ "$WHAT" = none ] || wrk -t1 -c8 -d${SECS:-6}s "$URL" | grep -E "requests in"
kill -INT $PID; wait $PID 2>/dev/null
callgrind_annotate $D/cg.out 2>/dev/null | grep -m1 "PROGRAM TOTALS"
[ -n "${KEEP:-}" ] && cp $D/cg.out $KEEP
rm -rf $D
