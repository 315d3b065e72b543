#!/usr/bin/env bash
# Every check CI runs: formatting, a warnings-as-errors build with all unit
# tests, the end-to-end tests against the real server, the browser client's
# tests (unit and in headless Chromium), and the unit tests again under
# AddressSanitizer and UndefinedBehaviorSanitizer, and the libFuzzer targets
# for a bounded time.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# CI builds in a fresh clone each time: let ccache match objects across
# clones (paths relative to the checkout, the directory not hashed).
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1

echo "== format"
scripts/check-format.sh

echo "== build (warnings are errors)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGAVEL_WERROR=ON >/dev/null
ninja -C build
echo "== tests (the store suites on SQLite and on a throwaway PostgreSQL)"
scripts/with-postgres.sh ctest --test-dir build --output-on-failure -j "$jobs"

echo "== browser client: build and unit tests"
bash scripts/build-web.sh
(cd web && npm test --silent)

echo "== end to end: the real server over HTTP"
GAVEL_BIN=$PWD/build/gavel python3 tests/e2e/run.py

echo "== end to end on PostgreSQL: accounts, ratings, replays, wallets, kill -9 recovery"
# Each server of these modules keeps its stores in a schema of its own in a
# throwaway PostgreSQL (tests/e2e/harness.py, GAVEL_E2E_DATABASE_URL).
GAVEL_BIN=$PWD/build/gavel scripts/with-postgres.sh sh -c \
  'GAVEL_E2E_DATABASE_URL=$GAVEL_TEST_DATABASE_URL python3 tests/e2e/run.py test_accounts test_admin test_room_ratings test_replay test_durability test_wallet test_lobby_cluster test_cluster test_failover'

echo "== end to end through nginx: three servers on one PostgreSQL"
# The suite's shared server becomes three servers behind nginx (GAVEL_E2E_CLUSTER,
# tests/e2e/cluster.py): every module that plays on it plays through the proxy, its
# rooms spread over the servers. test_framing stays out: it sends malformed HTTP to
# the server's own parser, which nginx answers before any server sees it.
cluster_modules=$(cd tests/e2e && grep -l shared_server test_*.py | grep -v test_framing | sed 's/\.py$//' | tr '\n' ' ')
GAVEL_BIN=$PWD/build/gavel scripts/with-postgres.sh sh -c \
  'GAVEL_E2E_DATABASE_URL=$GAVEL_TEST_DATABASE_URL GAVEL_E2E_CLUSTER=1 python3 tests/e2e/run.py '"$cluster_modules"

echo "== browser: headless Chromium against the real server"
(cd web && GAVEL_BIN=$PWD/../build/gavel npm run --silent test:browser)

echo "== build with sanitizers"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGAVEL_WERROR=ON \
  -DGAVEL_SANITIZE=ON >/dev/null
# Every test executable CMake knows of (gavel_add_test in CMakeLists.txt).
ninja -C build-asan gavel gavel_all_tests
# Without GAVEL_TEST_DATABASE_URL the PostgreSQL cases skip here: the
# optimized run above covers them (docs/testing.md).
echo "== tests under sanitizers"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
ctest --test-dir build-asan --output-on-failure -j "$jobs"
echo "== end to end against the server built with sanitizers"
# The crash test's full size ran above; here a tenth of it checks recovery
# under the sanitizers.
GAVEL_SANITIZED=1 GAVEL_CRASH_ROOMS=10 GAVEL_BIN=$PWD/build-asan/gavel python3 tests/e2e/run.py

echo "== fuzz: every libFuzzer target for 30 s under sanitizers (docs/testing.md)"
FUZZ_SECONDS=30 scripts/fuzz.sh
