#!/usr/bin/env bash
# Installs everything Gavel needs to build and test on Debian 12, with
# apt-get. Quiet and quick when everything is already there.
set -euo pipefail

packages=(
  g++ cmake ninja-build make pkg-config clang-format python3 ccache
  libboost1.81-dev libboost-json1.81-dev
  libsqlite3-dev libsodium-dev
  # The server's allocator (docs/decisions.md, "jemalloc").
  libjemalloc-dev
  # PostgreSQL as the shared store (docs/deploy.md): libpq to build, and the
  # server itself so that scripts/with-postgres.sh can start one for tests.
  libpq-dev postgresql-15
  # The proxy in front of several servers (docs/deploy.md, "Routing"), for
  # scripts/cluster.sh and the cluster tests.
  nginx
  libgtest-dev libgmock-dev libbenchmark-dev
  # The fuzzers (scripts/fuzz.sh): clang 16, whose libFuzzer and sanitizers
  # come in libclang-rt-16-dev (clang 14 lacks P0848, which libstdc++ 12's
  # <expected> needs).
  clang-16 libclang-rt-16-dev
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
# Node.js may come from another source than Debian (with npm inside it), so
# look for the commands rather than the packages.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
# Debian's Chromium, for the browser tests (driven by playwright-core).
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet; refresh them if a first try fails.
if ! $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
