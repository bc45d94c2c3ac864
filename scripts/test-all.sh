#!/usr/bin/env bash
# Installs what the tests need and runs every check: types, lint, unit and integration tests (SQLite and a private
# PostgreSQL), the production build, the production server as a process (tests/server), then browser tests with
# JavaScript on and off. Ends with "N passed, N failed".
# Run it through npm (`npm run test:all`) so the project's own Node 24 is used.
set -uo pipefail
cd "$(dirname "$0")/.."

mkdir -p .tmp/tmp .tmp/reports
# Chromium and Playwright leave folders in the temp dir: keep them inside the project's ignored .tmp.
export TMPDIR="$PWD/.tmp/tmp"

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

# The behind-proxy browser tests put nginx, ending TLS, in front of the server (scripts/lib/nginx.ts).
if [ ! -x /usr/sbin/nginx ]; then
  echo "Installing nginx for the browser tests behind a TLS proxy..."
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq nginx-light >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq nginx-light >/dev/null; fi
fi

# The storage tests start a private PostgreSQL cluster from the machine's binaries (tests/support/postgres-global-setup.ts).
if [ ! -x /usr/lib/postgresql/15/bin/initdb ] && [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "Installing PostgreSQL 15 for the storage tests..."
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq postgresql-15 >/dev/null; fi
fi

failed_steps=()
step() {
  local name=$1; shift
  echo "::: $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

rm -f .tmp/reports/*.json
step typecheck npm run --silent typecheck
step lint npm run --silent lint
step unit npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/reports/vitest.json
step build npm run --silent build
step server npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/reports/vitest-server.json
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/reports/playwright.json step browser npx playwright test

node scripts/test-summary.ts "${failed_steps[@]}"
