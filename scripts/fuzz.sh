#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in build-fuzz/, and runs each one for a bounded
# time from its committed seed corpus, with a fixed seed so that a run can be
# repeated. Usage: scripts/fuzz.sh [target ...] (default: every target).
#   FUZZ_SECONDS  how long each target runs (default 30)
#   FUZZ_SEED     libFuzzer's -seed (default 1)
#   FUZZ_CXX      the clang to build with (default clang++-16)
# A crash leaves its input in build-fuzz/crashes/; docs/testing.md says how
# to reproduce it and how to run a target longer.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
seed=${FUZZ_SEED:-1}
cxx=${FUZZ_CXX:-clang++-16}
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(fuzz_request fuzz_actions fuzz_match)

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGAVEL_FUZZ=ON \
  -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
ninja -C build-fuzz "${targets[@]}"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
# clang 16 ships no llvm-symbolizer of its own in Debian; any version reads
# the line tables, and without one the stack traces have no file names.
symbolizer=$(command -v llvm-symbolizer-16 || command -v llvm-symbolizer || true)
[[ -n "$symbolizer" ]] && export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$symbolizer}
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
mkdir -p build-fuzz/crashes
for target in "${targets[@]}"; do
  echo "== fuzz: $target for ${seconds}s (seed $seed)"
  # New inputs go to the first directory (outside the repository); the
  # committed seeds are only read.
  grown=build-fuzz/corpus/$target
  mkdir -p "$grown"
  build-fuzz/fuzz/"$target" -max_total_time="$seconds" -seed="$seed" -rss_limit_mb=2048 \
    -timeout=20 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix=build-fuzz/crashes/"$target"- "$grown" fuzz/corpus/"$target"
done
