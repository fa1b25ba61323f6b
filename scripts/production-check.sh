#!/usr/bin/env bash
# Follows the README's production section on a fresh clone of the committed HEAD, on the PostgreSQL
# (and Redis) of DATABASE_URL (REDIS_URL), in a scratch database it drops afterwards: first
# `NODE_ENV=production npm start`, which installs from the lock with the build tools, builds and
# starts (to the refusal of the simulated checkout); then the build tools pruned, and the starts.
# Passes when a start is refused without the payment switch; when, on the empty database, the first
# organiser's command and a start make an installation of one's own (no demo account, the console's
# set-up for the organiser); and when the demo start answers with the app and the API while /dev
# stays closed and SIGTERM stops it.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
#     bash scripts/production-check.sh
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server where a scratch database may be created}"
root=$(cd "$(dirname "$0")/.." && pwd)
# A free port of this machine, unless one is given.
port=${PRODUCTION_CHECK_PORT:-$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')}
work=$(mktemp -d)
scratch="ebm_production_check_$$"
server_pid=""

admin_url=$DATABASE_URL
database_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' \
  "$DATABASE_URL" "$scratch")

cleanup() {
  # npm runs the server as a grandchild: end the whole process group the server was started in.
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  psql -q "$admin_url" -c "DROP DATABASE IF EXISTS $scratch WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "production check: $*" >&2; exit 1; }

git clone -q "$root" "$work/app"
cd "$work/app"
psql -q "$admin_url" -c "CREATE DATABASE $scratch" >/dev/null

export NODE_ENV=production
export DATABASE_URL=$database_url
export PUBLIC_URL="http://127.0.0.1:$port"
export PORT=$port HOST=127.0.0.1 TRUST_PROXY=1 LOG_LEVEL=warn DATA_DIR="$work/data"
export APP_SECRET="production-check-app-secret-0123456789"
export CAPTCHA_HMAC_KEY="production-check-captcha-key-0123456789"
export SMTP_URL="smtp://127.0.0.1:2525"
export RATE_LIMIT_NAMESPACE="production-check-$$"

# The one-command start first, on the fresh clone: it installs from the lock with the build tools
# and builds, which the README's steps below then use as they are.
echo "== production check: NODE_ENV=production npm start installs and builds, then checks the settings"
if refused=$(PAYMENT_PROVIDER=simulated npm start --silent 2>&1); then
  fail "npm start in production did not refuse the simulated checkout"
fi
grep -q "ALLOW_SIMULATED_PAYMENTS" <<<"$refused" || fail "npm start did not get as far as the settings: $refused"
[ -e apps/web/dist/index.html ] || fail "npm start did not build the web app"
[ -e node_modules/vite ] || fail "npm start did not install the build tools"
# V8 holds a module's source in one byte a character only when all of it is ASCII (build.mjs).
if LC_ALL=C grep -q -P '[^\x00-\x7F]' apps/server/dist/server.js; then
  fail "the compiled server holds characters beyond ASCII"
fi

echo "== production check: prune the build tools"
npm prune --omit=dev --no-audit --no-fund --loglevel=error
[ ! -e node_modules/vite ] || fail "the build tools were not pruned"

echo "== production check: the simulated checkout is refused without ALLOW_SIMULATED_PAYMENTS"
if refused=$(PAYMENT_PROVIDER=simulated npm run serve --silent 2>&1); then
  fail "a production start with the simulated checkout did not refuse to run"
fi
grep -q "ALLOW_SIMULATED_PAYMENTS" <<<"$refused" || fail "the refusal does not name ALLOW_SIMULATED_PAYMENTS: $refused"

echo "== production check: the first organiser on the empty database, then a start of one's own (no demo)"
made=$(PAYMENT_PROVIDER=simulated ALLOW_SIMULATED_PAYMENTS=true \
  npm run make-organiser --silent -- first@organisers.example --name "First Organiser" 2>&1) ||
  fail "make-organiser failed on the empty database: $made"
token=$(grep -o 'reset=[A-Za-z0-9_%-]*' <<<"$made" | head -n 1 | cut -d= -f2)
[ -n "$token" ] || fail "make-organiser printed no one-time link: $made"
PAYMENT_PROVIDER=simulated ALLOW_SIMULATED_PAYMENTS=true setsid npm run serve --silent >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 180); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "the server stopped"; }
  sleep 1
done
settings=$(curl -fsS "http://127.0.0.1:$port/api/misc/allSettings") || fail "the API does not answer"
grep -q 'To be announced' <<<"$settings" || fail "the new installation's first edition is not there: $settings"
json() { curl -s -H 'content-type: application/json' "$@"; }
json -d "{\"token\":\"$token\",\"password\":\"Harbour-Lights-2026!\"}" \
  "http://127.0.0.1:$port/api/companies/resetPasswordWithToken" | grep -q '"status":200' ||
  fail "the one-time link did not set the first organiser's password"
login=$(json -d '{"email":"first@organisers.example","password":"Harbour-Lights-2026!"}' "http://127.0.0.1:$port/api/auth/login")
session=$(node -e 'console.log(JSON.parse(process.argv[1]).token ?? "")' "$login")
[ -n "$session" ] || fail "the first organiser cannot sign in: $login"
setup=$(curl -fsS -H "authorization: Bearer $session" "http://127.0.0.1:$port/api/organiser/setup") ||
  fail "the console's set-up does not answer the first organiser"
grep -q '"complete":false' <<<"$setup" || fail "the new installation's set-up is not listed: $setup"
demo=$(json -o /dev/null -w '%{http_code}' -d '{"email":"organiser@demo.ebm.example","password":"Dublin2025!"}' \
  "http://127.0.0.1:$port/api/auth/login")
[ "$demo" = "400" ] || fail "a demo account answered $demo (not the wrong-credentials 400) on the installation of one's own"
kill -TERM -- "-$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=""
# The demo below starts on an empty database again.
psql -q "$admin_url" -c "DROP DATABASE $scratch WITH (FORCE)" -c "CREATE DATABASE $scratch" >/dev/null

echo "== production check: start a demo with the simulated checkout and the demo data allowed"
# At the info level, which says whether the native part that gives memory back is in place.
PAYMENT_PROVIDER=simulated ALLOW_SIMULATED_PAYMENTS=true ALLOW_DEMO_DATA=true LOG_LEVEL=info \
  setsid npm run serve --silent >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 180); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "the server stopped"; }
  sleep 1
done
health=$(curl -fsS "http://127.0.0.1:$port/api/health") || { cat "$work/server.log" >&2; fail "no health answer"; }
grep -q '"db":"postgres"' <<<"$health" || fail "health does not report PostgreSQL: $health"
# The build compiled the native part that gives the C library's free memory back (decision 0024).
grep -q "the C library's free memory given back" "$work/server.log" ||
  { head -c 4000 "$work/server.log" >&2; fail "the production start runs without dist/malloc-trim.node"; }
# Read whole answers before matching: grep -q stops reading at its first match, and the
# prerendered page is large enough that curl would then fail on the closed pipe.
page=$(curl -fsS -H 'accept: text/html' "http://127.0.0.1:$port/attendees") || fail "the web app is not served"
grep -q '<div id="root"' <<<"$page" || fail "the web app is not served"
grep -q 'data-prerendered' <<<"$page" || fail "the directory is not served prerendered"
settings=$(curl -fsS "http://127.0.0.1:$port/api/misc/allSettings") || fail "the API does not answer"
grep -q '"status":200' <<<"$settings" || fail "the API does not answer"
dev_status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/dev/mail")
[ "$dev_status" = "404" ] || fail "/api/dev/mail answered $dev_status in production"

# SIGTERM drains and closes: the whole server is gone, the port free.
kill -TERM -- "-$server_pid"
for _ in $(seq 1 20); do
  curl -s -o /dev/null "http://127.0.0.1:$port/api/health" || break
  sleep 0.5
done
curl -s -o /dev/null "http://127.0.0.1:$port/api/health" && fail "the server still answers after SIGTERM"
wait "$server_pid" 2>/dev/null || true
server_pid=""

echo "production check: passed (health $health)"
