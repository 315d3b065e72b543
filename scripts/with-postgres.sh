#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 beside it: a new cluster in a
# temporary directory, listening on a free port and on a unix socket in that
# directory, GAVEL_TEST_DATABASE_URL (and the server's pid, GAVEL_TEST_PG_PID,
# for measurements of its CPU) exported for the command, and the server
# stopped (by its pid) and the directory removed when the command ends.
#
#   scripts/with-postgres.sh ctest --test-dir build
#
# As root the server runs as the postgres system user (initdb refuses root).
set -euo pipefail
[[ $# -gt 0 ]] || { echo "usage: $0 <command> [args...]" >&2; exit 2; }

bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
[[ -x "$bin/initdb" ]] || { echo "with-postgres: no $bin/initdb (scripts/setup.sh installs postgresql-15)" >&2; exit 1; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/gavel-pg.XXXXXX")
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi
pid=""
cleanup() {
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
    # SIGINT: "fast" shutdown, which ends sessions and returns quickly.
    kill -INT "$pid" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

# A free port: the kernel picks one, released just before the server takes it.
port=${PG_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# Durability as a production server has it (fsync on), so the figures in
# docs/perf.md mean what they say; the cluster is small and short-lived.
"${as_owner[@]}" "$bin/postgres" -D "$dir/data" -k "$dir" -p "$port" -c listen_addresses=127.0.0.1 \
  -c max_connections=200 -c shared_buffers=32MB >"$dir/server.log" 2>&1 &
pid=$!
for _ in $(seq 100); do
  "$bin/pg_isready" -q -h "$dir" -p "$port" && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  sleep 0.1
done
"$bin/pg_isready" -q -h "$dir" -p "$port" || { cat "$dir/server.log" >&2; exit 1; }
"$bin/createdb" -h "$dir" -p "$port" -U postgres gavel

export GAVEL_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/gavel"
# The postmaster itself (under root, $pid is runuser's).
export GAVEL_TEST_PG_PID=$(head -1 "$dir/data/postmaster.pid")
echo "with-postgres: PostgreSQL on port $port ($dir)" >&2
status=0
"$@" || status=$?
exit "$status"
