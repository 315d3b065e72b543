#!/usr/bin/env bash
# Every check CI runs: formatting, a warnings-as-errors build with all tests,
# and the unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

echo "== format"
scripts/check-format.sh

echo "== build (warnings are errors)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGAVEL_WERROR=ON >/dev/null
ninja -C build
echo "== tests"
ctest --test-dir build --output-on-failure -j "$jobs"

echo "== build with sanitizers"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGAVEL_WERROR=ON \
  -DGAVEL_SANITIZE=ON >/dev/null
ninja -C build-asan gavel_tests gavel_store_tests gavel_server_tests
echo "== tests under sanitizers"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs"
