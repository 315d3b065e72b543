#!/usr/bin/env bash
# Several Gavel servers on one PostgreSQL behind nginx, on this machine, for
# trying the cluster (docs/deploy.md): a throwaway PostgreSQL unless
# DATABASE_URL is set, SERVERS servers (3) on free ports, nginx on PORT
# (8080). Prints each server's pid and address; Ctrl-C stops everything.
#
#   make cluster            # or: SERVERS=3 PORT=8080 scripts/cluster.sh
#
# Stop one server with `kill -9 PID` to watch its rooms move, or with
# `kill PID` (SIGTERM) to watch it hand them over.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${DATABASE_URL:-}" ]]; then
  exec scripts/with-postgres.sh sh -c 'DATABASE_URL=$GAVEL_TEST_DATABASE_URL exec "$0"' "$0"
fi

servers=${SERVERS:-3}
port=${PORT:-8080}
bin=${GAVEL_BIN:-build/gavel}
[[ -x "$bin" ]] || { echo "cluster: no $bin (make build)" >&2; exit 1; }
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || { echo "cluster: no nginx (scripts/setup.sh)" >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

dir=$(mktemp -d "${TMPDIR:-/tmp}/gavel-cluster.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

upstreams=""
for i in $(seq "$servers"); do
  p=$(free_port)
  mkdir -p "$dir/server$i"
  DATABASE_URL=$DATABASE_URL PORT=$p HOST=127.0.0.1 SERVER_ADDRESS=127.0.0.1:$p \
    TRUSTED_PROXIES=127.0.0.1 CONNECTIONS_PER_ADDRESS=0 DATA_DIR="$dir/server$i" \
    "$bin" serve >"$dir/server$i/log" 2>&1 &
  pids+=($!)
  upstreams+="    server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'
  echo "server $i: pid $! on 127.0.0.1:$p (log $dir/server$i/log)"
done
sed -e "s|@DIR@|$dir|g" -e "s|@LISTEN@|127.0.0.1:$port|" deploy/nginx/gavel.conf.in |
  python3 -c 'import sys; sys.stdout.write(sys.stdin.read().replace("@UPSTREAMS@\n", sys.argv[1]))' "$upstreams" \
  >"$dir/nginx.conf"
"$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" &
pids+=($!)
echo "nginx: pid $! on http://127.0.0.1:$port/"
wait -n "${pids[@]}" || true
