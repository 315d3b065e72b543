#!/usr/bin/env bash
# One gavel_load run through nginx against SERVERS servers on one PostgreSQL
# (DATABASE_URL, e.g. under scripts/with-postgres.sh): each server THREADS=1,
# the servers pinned round-robin to the cores in SERVER_CORES (0), nginx and
# the load to LOAD_CORES (1). Prints gavel_load's figures, then the servers'
# and nginx's CPU per completed match, read from /proc, and PostgreSQL's
# when PG_PID names its postmaster (scripts/with-postgres.sh exports it as
# GAVEL_TEST_PG_PID): the postmaster's children over the run, so a backend
# that ended during the run is missed (the servers keep theirs open).
# gavel_load's options follow "--":
#
#   scripts/with-postgres.sh sh -c 'DATABASE_URL=$GAVEL_TEST_DATABASE_URL \
#     PG_PID=$GAVEL_TEST_PG_PID SERVERS=2 tools/load/cluster_load.sh -- --mode duel --matches 32 --seconds 15'
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ -n "${DATABASE_URL:-}" ]] || { echo "cluster_load: set DATABASE_URL" >&2; exit 2; }
[[ ${1:-} == "--" ]] && shift
servers=${SERVERS:-1}
read -ra server_cores <<<"${SERVER_CORES:-0}"
load_cores=${LOAD_CORES:-1}
gavel=${GAVEL_BIN:-build/gavel}
load=${LOAD_BIN:-build/gavel_load}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
dir=$(mktemp -d)
pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# CPU seconds (user + system) of a pid, in clock ticks.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

upstreams=""
server_pids=()
for i in $(seq "$servers"); do
  p=$(free_port)
  core=${server_cores[$(( (i - 1) % ${#server_cores[@]} ))]}
  env RATE_LIMIT=1000000 CONNECTIONS_PER_ADDRESS=0 ROOMS_PER_ADDRESS=1000000 MAX_MATCHES=1000000 \
    THREADS=1 PORT="$p" HOST=127.0.0.1 SERVER_ADDRESS="127.0.0.1:$p" TRUSTED_PROXIES=127.0.0.1 \
    DATA_DIR="$dir/s$i" DATABASE_URL="$DATABASE_URL" \
    taskset -c "$core" "$gavel" serve >"$dir/s$i.out" 2>"$dir/s$i.err" &
  pids+=($!)
  server_pids+=($!)
  upstreams+="    server 127.0.0.1:$p;"$'\n'
  for _ in $(seq 100); do grep -q listening "$dir/s$i.out" 2>/dev/null && break; sleep 0.1; done
done
port=$(free_port)
sed -e "s|@DIR@|$dir|g" -e "s|@LISTEN@|127.0.0.1:$port|" deploy/nginx/gavel.conf.in |
  python3 -c 'import sys; sys.stdout.write(sys.stdin.read().replace("@UPSTREAMS@\n", sys.argv[1]))' "$upstreams" \
  >"$dir/nginx.conf"
taskset -c "$load_cores" "$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" &
nginx_pid=$!
pids+=($nginx_pid)
sleep 0.5
nginx_pids=$(pgrep -P "$nginx_pid" | tr '\n' ' ')
before=0
for pid in "${server_pids[@]}"; do before=$((before + $(ticks "$pid"))); done
nginx_before=0
for pid in $nginx_pid $nginx_pids; do nginx_before=$((nginx_before + $(ticks "$pid"))); done
# The database's processes: its postmaster's children, each counted from
# its state at the start (a child born during the run, from zero).
pg_ticks() {
  [[ -n "${PG_PID:-}" ]] || { echo ""; return; }
  for child in $(pgrep -P "$PG_PID"); do echo "$child $(ticks "$child" 2>/dev/null || echo 0)"; done
}
pg_before=$(pg_ticks)
echo "# $(uptime)" >&2
taskset -c "$load_cores" "$load" --port "$port" "$@" | tee "$dir/load.txt"
after=0
for pid in "${server_pids[@]}"; do after=$((after + $(ticks "$pid"))); done
nginx_after=0
for pid in $nginx_pid $nginx_pids; do nginx_after=$((nginx_after + $(ticks "$pid"))); done
pg_used=0
if [[ -n "${PG_PID:-}" ]]; then
  while read -r child now; do
    was=$(awk -v c="$child" '$1 == c {print $2}' <<<"$pg_before")
    pg_used=$((pg_used + now - ${was:-0}))
  done <<<"$(pg_ticks)"
fi
matches=$(sed -n 's/^matches completed: \([0-9]*\).*/\1/p' "$dir/load.txt")
hz=$(getconf CLK_TCK)
moves=$(sed -n 's/^matches completed:.*; moves: \([0-9]*\).*/\1/p' "$dir/load.txt")
python3 - "$servers" "$matches" "${moves:-0}" "$((after - before))" "$((nginx_after - nginx_before))" \
  "$pg_used" "$hz" "${PG_PID:+1}" <<'PY'
import sys
servers, matches, moves, server_ticks, nginx_ticks, pg_ticks, hz = map(int, sys.argv[1:8])
per = lambda t: 1000 * t / hz / max(matches, 1)
print(f"{servers} server(s): {matches} matches; servers' CPU {server_ticks / hz:.2f} s, "
      f"{per(server_ticks):.2f} ms per match; nginx {nginx_ticks / hz:.2f} s, "
      f"{per(nginx_ticks):.2f} ms per match")
if len(sys.argv) > 8 and sys.argv[8]:
    per_move = 1e6 * pg_ticks / hz / max(moves, 1)
    print(f"PostgreSQL: CPU {pg_ticks / hz:.2f} s, {per(pg_ticks):.2f} ms per match, "
          f"{per_move:.0f} us per move ({moves} moves)")
PY
