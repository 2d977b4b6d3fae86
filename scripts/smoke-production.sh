#!/usr/bin/env bash
# Production install smoke test (`npm run smoke:production`, run by .ci/run). In a throw-away copy of this tree
# (the files git would ship: tracked and new, without node_modules, dist or data):
#   1. build machine:  npm ci && npm run build                  (the build needs the devDependencies)
#   2. what ships:     rm -rf node_modules && npm ci --omit=dev   (dist/ kept)
#   3. npm start with NODE_ENV=production: health answers, the site and the console are served, the listing
#      and details pages come server-rendered (the SSR bundle runs without devDependencies: docs/adr/0009), the
#      server runs compiled JavaScript with node (no tsx, no build step: the tools are not even installed);
#   4. SIGTERM to npm: npm and the server exit and the port is free.
# Needs network access to the npm registry (or a warm npm cache) and about 1 GB in $TMPDIR.
set -euo pipefail

src="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/gharsetu-smoke-XXXXXX")"
app="$work/app"
pgid=""
cleanup() {
  if [ -n "$pgid" ]; then kill -KILL -- "-$pgid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "SMOKE FAILED: $*" >&2
  [ -f "$work/start.log" ] && sed 's/^/  | /' "$work/start.log" >&2
  exit 1
}

echo "== production smoke: copying the tree to $app"
mkdir -p "$app"
excludes=(--anchored --exclude=node_modules --exclude=dist --exclude=data --exclude=.git)
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git -C "$src" ls-files -z --cached --others --exclude-standard \
    | tar -C "$src" --null --ignore-failed-read "${excludes[@]}" -T - -cf - 2>/dev/null \
    | tar -C "$app" -xf -
else
  (cd "$src" && shopt -s dotglob && tar "${excludes[@]}" -cf - -- *) | tar -C "$app" -xf -
fi
cd "$app"

echo "== npm ci && npm run build (with devDependencies)"
npm ci --no-audit --no-fund --loglevel=error
npm run build --silent

echo "== rm -rf node_modules && npm ci --omit=dev"
rm -rf node_modules
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for tool in tsx tsc vite; do
  [ ! -e "node_modules/.bin/$tool" ] || fail "$tool is installed by npm ci --omit=dev (a devDependency leaked into dependencies?)"
done

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# A DLT template id for every notice kind the build sends (production refuses to start without one each), read
# from the built catalogue so a new kind of text needs no edit here.
dlt_ids="$(node --input-type=module -e 'const { NOTICE_KINDS } = await import(`${process.cwd()}/dist/server/application/shared/sms-texts/sms-catalogue.js`); console.log(JSON.stringify(Object.fromEntries(NOTICE_KINDS.map((kind, i) => [kind, String(i + 2)]))))')"
base="http://127.0.0.1:$port"
echo "== npm start (NODE_ENV=production) on $base"
# Production refuses local stand-ins and default secrets: give it real-looking providers it never calls here.
# setsid: npm gets its own process group, so whatever it leaves behind can be found (and is cleaned up).
env NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" PUBLIC_BASE_URL="$base" \
  APP_SECRET=smoke-test-secret-0123456789 SECRET_BOX_KEYS="smoke:$(head -c 32 /dev/urandom | base64)" ADMIN_EMAIL=admin@smoke.example ADMIN_PASSWORD='Smoke#Admin-12345' \
  GRIEVANCE_EMAIL=grievance@smoke.example \
  SMS_PROVIDER=http SMS_HTTP_URL=http://127.0.0.1:9/sms SMS_API_KEY=smoke SMS_SENDER_ID=SMOKE SMS_DLT_TEMPLATE_ID=1 \
  SMS_DLT_NOTICE_TEMPLATE_IDS="$dlt_ids" \
  MAIL_PROVIDER=smtp SMTP_URL=smtp://127.0.0.1:9 MAIL_FROM='Smoke <smoke@example.com>' \
  CAPTCHA_PROVIDER=turnstile CAPTCHA_SITE_KEY=smoke CAPTCHA_SECRET=smoke SEED_DEMO_DATA=true \
  setsid npm start >"$work/start.log" 2>&1 &
npm_pid=$!
pgid="$npm_pid"

for _ in $(seq 1 120); do
  curl -sf "$base/api/v1/health" >/dev/null 2>&1 && break
  kill -0 "$npm_pid" 2>/dev/null || fail "npm start exited before answering"
  sleep 0.5
done
health="$(curl -sf "$base/api/v1/health")" || fail "GET /api/v1/health does not answer 200"
echo "health: $health"

home="$(curl -sf "$base/")" || fail "GET / does not answer 200"
# The prerendered home (docs/adr/0005): the root already holds the page's markup.
grep -q '<div id="root"><' <<<"$home" || fail "GET / is not the public site's prerendered home"
console="$(curl -sf "$base/admin/")" || fail "GET /admin/ does not answer 200"
grep -q '<script type="module"' <<<"$console" || fail "GET /admin/ is not the console's page"
echo "site / and console /admin/ served"

# The server-rendered pages (docs/adr/0009; the demo listings seeded above): a broken SSR bundle in this install
# would silently serve the app shell, an empty #root.
listing="$(curl -sf "$base/tenant/patna/property-listing")" || fail "GET /tenant/patna/property-listing does not answer 200"
grep -q 'data-testid="listing-card"' <<<"$listing" || fail "the listing page is not server-rendered (no card in its HTML)"
details_path="$(grep -o 'href="/tenant/property-details/[0-9a-f-]*"' <<<"$listing" | head -n 1 | cut -d'"' -f2)"
[ -n "$details_path" ] || fail "the server-rendered listing page links to no details page"
details="$(curl -sf "$base$details_path")" || fail "GET $details_path does not answer 200"
grep -q 'data-testid="details-title"' <<<"$details" || fail "the details page is not server-rendered (no facts in its HTML)"
grep -q 'id="page-seed"' <<<"$details" || fail "the details page carries no data for its island"
echo "listing and details pages served as HTML ($details_path)"

processes="$(ps -o pid=,args= -g "$pgid")"
echo "$processes" | sed 's/^/  process: /'
grep -q 'tsx' <<<"$processes" && fail "the server runs through tsx"
grep -qE 'node( --[a-z-]+)* scripts/start.mjs' <<<"$processes" || fail "the server is not node scripts/start.mjs"
grep -q 'Building' "$work/start.log" && fail "npm start built something on a built tree"

echo "== SIGTERM to npm (pid $npm_pid)"
kill -TERM "$npm_pid"
for _ in $(seq 1 60); do
  [ -z "$(ps -o pid= -g "$pgid")" ] && break
  sleep 0.5
done
left="$(ps -o pid=,args= -g "$pgid" || true)"
[ -z "$left" ] || fail "processes left after SIGTERM to npm: $left"
curl -s -o /dev/null "$base/api/v1/health" && fail "the port still answers after SIGTERM"
pgid=""
echo "== production smoke passed: npm ci --omit=dev + npm start serves the built tree and stops on SIGTERM"
