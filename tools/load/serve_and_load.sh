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
echo "# $(uptime)" >&2
taskset -c 1 "$load" --port "$port" --server-pid "$server" "$@"
