#!/usr/bin/env bash
# Builds the browser client (web/ -> web/dist) when its sources changed;
# installs its npm packages from package-lock.json when they changed.
set -euo pipefail
cd "$(dirname "$0")/../web"
# web/node_modules is not in git: a fresh clone has none, and a pull that
# changes package-lock.json leaves it stale. npm writes
# node_modules/.package-lock.json on every install, so it dates the install.
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
newest_source=$(find src index.html package.json vite.config.* tsconfig*.json -type f -newer dist/index.html 2>/dev/null | head -1 || true)
if [[ ! -f dist/index.html || -n "$newest_source" ]]; then
  npm run --silent build
fi
