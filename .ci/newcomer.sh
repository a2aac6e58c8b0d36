#!/usr/bin/env bash
# A newcomer's first start (W2-A §1), as the README says it: a fresh copy of the committed tree,
# `npm install`, `npm start` with no earlier build and nothing configured, then sign up through
# the pages (link from the dev mailbox) and sign in, then stop. Any failure fails CI.
# Usage: .ci/newcomer.sh   (from the repository root; needs /usr/bin/chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
work="$(mktemp -d "${TMPDIR:-/tmp}/thrivewell-newcomer-XXXXXX")"
port="${NEWCOMER_PORT:-3310}"
server_pid=""

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "fresh copy of $(git rev-parse --short HEAD) in $work"
git archive --format=tar HEAD | tar -x -C "$work"
cd "$work"

echo "npm install"
npm install --no-audit --no-fund >"$work/npm-install.log" 2>&1 || { tail -40 "$work/npm-install.log"; exit 1; }

echo "npm start (PORT=$port, nothing else configured)"
# A newcomer's shell: none of CI's variables that would change what the app does.
set -m
env -u NODE_ENV -u DATABASE_URL -u TEST_DATABASE_URL -u APP_URL -u HOST -u DATA_DIR -u CI \
  PORT="$port" npm start >"$work/start.log" 2>&1 &
server_pid=$!
set +m

ready=""
for _ in $(seq 1 300); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then ready=1; break; fi
  sleep 1
done
if [ -z "$ready" ]; then
  echo "the first npm start did not serve /api/health within 300 s; its output:"
  tail -60 "$work/start.log"
  exit 1
fi
echo "serving after the first start; signing up through the pages"

cd "$repo"
if ! NEWCOMER_PORT="$port" npx playwright test -c e2e/newcomer/newcomer.config.ts; then
  echo "the newcomer journey failed; the server's output:"
  tail -60 "$work/start.log"
  exit 1
fi
echo "newcomer journey passed"
