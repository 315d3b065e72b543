#!/usr/bin/env bash
# One gavel_load run against a fresh server: the server (THREADS=1, the
# per-address bounds lifted, live matches unbounded) pinned to core 0, the
# load to core 1, a new DATA_DIR each time. Server settings go before "--",
# gavel_load's options after it:
#
#   tools/load/serve_and_load.sh JOURNAL_SYNC=normal -- --mode duel --matches 64 --seconds 20
#
# GAVEL_BIN and LOAD_BIN choose the binaries (build/gavel, build/gavel_load),
# PORT the port (18300). Prints the machine's load (uptime) before the run.
# Under scripts/with-postgres.sh (GAVEL_TEST_PG_PID set) it also prints the
# CPU PostgreSQL's processes spent during the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
gavel=${GAVEL_BIN:-build/gavel}
load=${LOAD_BIN:-build/gavel_load}
port=${PORT:-18300}
server_env=()
while [[ $# -gt 0 && $1 != "--" ]]; do server_env+=("$1"); shift; done
[[ ${1:-} == "--" ]] && shift
data=$(mktemp -d)
env RATE_LIMIT=1000000 CONNECTIONS_PER_ADDRESS=0 ROOMS_PER_ADDRESS=1000000 \
  MAX_MATCHES=1000000 THREADS=1 PORT="$port" DATA_DIR="$data" "${server_env[@]}" \
  taskset -c 0 "$gavel" serve >"$data/stdout" 2>"$data/stderr" &
server=$!
stop() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$data"; }
trap stop EXIT
for _ in $(seq 100); do
  grep -q listening "$data/stdout" 2>/dev/null && break
  sleep 0.1
done
# A process's /proc stat fields after its name (state first: utime is
# field 11 here, stime 12, the reaped children's 13 and 14).
stat_fields() { sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null; }
# CPU seconds of a process and its children, living and reaped (PostgreSQL's
# backends are the postmaster's children; their ticks are in /proc/*/stat).
tree_cpu() {
  local root=$1 ticks=0 pid fields
  read -ra fields < <(stat_fields "$root")
  ticks=$((fields[11] + fields[12] + fields[13] + fields[14]))
  for pid in $(pgrep -P "$root"); do
    read -ra fields < <(stat_fields "$pid") || continue
    ticks=$((ticks + fields[11] + fields[12]))
  done
  awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", t / hz }'
}
# The server's user and system CPU ticks: how much of a move is the
# kernel's socket and disk work, which no change inside the server removes.
user_system() {
  local fields
  read -ra fields < <(stat_fields "$1")
  echo "${fields[11]} ${fields[12]}"
}
echo "# $(uptime)" >&2
read -r user_before system_before < <(user_system "$server")
pg_before=""
[[ -n ${GAVEL_TEST_PG_PID:-} ]] && pg_before=$(tree_cpu "$GAVEL_TEST_PG_PID")
taskset -c 1 "$load" --port "$port" --server-pid "$server" "$@"
read -r user_after system_after < <(user_system "$server")
awk -v u=$((user_after - user_before)) -v s=$((system_after - system_before)) \
  -v hz="$(getconf CLK_TCK)" \
  'BEGIN { printf "# server CPU during the run: %.2f s user, %.2f s system\n", u / hz, s / hz }' >&2
if [[ -n $pg_before ]]; then
  awk -v a="$pg_before" -v b="$(tree_cpu "$GAVEL_TEST_PG_PID")" \
    'BEGIN { printf "# postgres CPU during the run: %.2f s\n", b - a }' >&2
fi
