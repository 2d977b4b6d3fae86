#!/usr/bin/env bash
# The production topology of deploy/ on this one machine, from Debian's packages:
#   HAProxy :8080 -> three app instances (:8081-8083, metrics :9181-9183)
#   -> PgBouncer :6433 (transaction mode) -> PostgreSQL primary :5441 -> streaming hot standby :5442
#   (+ a WAL archive), Prometheus :9091 scraping the instances with deploy/prometheus/alerts.yml loaded.
#
#   npm run fleet            (= scripts/fleet.sh up)   build if needed, bring it all up, print where things are
#   scripts/fleet.sh status  what runs, the load balancer's view, the standby's lag, a Prometheus query
#   scripts/fleet.sh down    stop everything and remove FLEET_DIR: nothing is left behind
#
# Everything lives in FLEET_DIR (default /tmp/gharsetu-fleet): data, configuration filled from deploy/, logs, pids.
# Run as root (installs what is missing with apt-get; PostgreSQL and PgBouncer run as the postgres user) or as a
# user with the packages installed. FLEET_APP_ENV adds settings to every instance ("NAME=value NAME2=value"). The photos: the three instances share one folder here (one machine); on
# several machines use STORAGE_PROVIDER=s3 (docs/deploy.md).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

export FLEET_DIR=${FLEET_DIR:-/tmp/gharsetu-fleet}
export FLEET_BIND=${FLEET_BIND:-127.0.0.1} FLEET_HOST=127.0.0.1
export FLEET_HTTP_PORT=${FLEET_HTTP_PORT:-8080} FLEET_STATS_PORT=${FLEET_STATS_PORT:-8404}
export APP1_PORT=8081 APP2_PORT=8082 APP3_PORT=8083
export APP1_METRICS_PORT=9181 APP2_METRICS_PORT=9182 APP3_METRICS_PORT=9183
export PGBOUNCER_PORT=${PGBOUNCER_PORT:-6433} PRIMARY_PORT=${PRIMARY_PORT:-5441} STANDBY_PORT=${STANDBY_PORT:-5442}
export PROMETHEUS_PORT=${PROMETHEUS_PORT:-9091}
export FLEET_DB=gharsetu
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
NODE=${FLEET_NODE:-$ROOT/node_modules/.bin/node}
[ -x "$NODE" ] || NODE=$(command -v node)
INSTANCES=(1 2 3)

say() { printf '\033[1m%s\033[0m\n' "$*"; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
fill() { envsubst "$(printf '${%s} ' FLEET_DIR FLEET_BIND FLEET_HOST FLEET_HTTP_PORT FLEET_STATS_PORT APP1_PORT APP2_PORT APP3_PORT APP1_METRICS_PORT APP2_METRICS_PORT APP3_METRICS_PORT PGBOUNCER_PORT PRIMARY_PORT STANDBY_PORT FLEET_DB)" <"$1" >"$2"; }
wait_for() { # wait_for <seconds> <description> <command...>
  local seconds=$1 what=$2; shift 2
  for ((i = 0; i < seconds * 4; i++)); do "$@" >/dev/null 2>&1 && return 0; sleep 0.25; done
  echo "fleet: $what did not come up within ${seconds}s" >&2; return 1
}
ready() { curl -fsS -o /dev/null "http://127.0.0.1:$1/api/v1/health/ready"; }

install_missing() {
  local missing=()
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
  command -v prometheus >/dev/null || missing+=(prometheus)
  command -v envsubst >/dev/null || missing+=(gettext-base)
  command -v curl >/dev/null || missing+=(curl)
  [ -n "$PG_BIN" ] || missing+=(postgresql)
  if ((${#missing[@]})); then
    [ "$(id -u)" = 0 ] || { echo "fleet: install ${missing[*]} (apt-get) or run as root" >&2; exit 1; }
    say "Installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
    # Debian starts the packages' own services: the fleet runs its own copies.
    for service in prometheus haproxy pgbouncer; do pkill -x "$service" 2>/dev/null || true; done
    PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  fi
  PATH=/usr/sbin:$PATH
}

start_app() { # start_app <n>
  local n=$1 port_var="APP$1_PORT" metrics_var="APP$1_METRICS_PORT"
  (
    cd "$ROOT"
    env NODE_ENV=development PORT="${!port_var}" HOST=127.0.0.1 METRICS_PORT="${!metrics_var}" METRICS_HOST=127.0.0.1 \
      DATABASE_URL="postgres://postgres@127.0.0.1:$PGBOUNCER_PORT/$FLEET_DB" \
      DATABASE_DIRECT_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/$FLEET_DB" \
      DATABASE_READ_URL="postgres://postgres@127.0.0.1:$STANDBY_PORT/$FLEET_DB" \
      DATA_DIR="$FLEET_DIR/shared-data" TRUST_PROXY=true INSTANCE_COUNT=3 \
      SHUTDOWN_UNREADY_DELAY_MS=2500 SHUTDOWN_TIMEOUT_MS=15000 LOG_LEVEL="${FLEET_LOG_LEVEL:-warn}" \
      APP_SECRET="${FLEET_APP_SECRET:-fleet-local-secret-not-for-production-0123456789}" \
      ${FLEET_APP_ENV:-} setsid "$NODE" --experimental-async-context-frame dist/server/adapters/main.js >>"$FLEET_DIR/logs/app$n.log" 2>&1 &
    echo $! >"$FLEET_DIR/run/app$n.pid"
  )
  wait_for 120 "app instance $n" ready "${!port_var}"
}

up() {
  if [ -e "$FLEET_DIR/run" ]; then echo "fleet: already up in $FLEET_DIR (scripts/fleet.sh down first)" >&2; exit 1; fi
  install_missing
  [ -f dist/server/adapters/main.js ] || { say "Building"; "$NODE" scripts/build-if-stale.mjs; }
  mkdir -p "$FLEET_DIR"/{run,logs,wal-archive,pgbouncer,prometheus,shared-data}
  chmod 755 "$FLEET_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR"/{wal-archive,pgbouncer,logs} && chmod 777 "$FLEET_DIR/logs"

  say "PostgreSQL primary on :$PRIMARY_PORT (WAL archive in $FLEET_DIR/wal-archive)"
  mkdir -p "$FLEET_DIR/primary" && chmod 700 "$FLEET_DIR/primary" && { [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR/primary" || true; }
  as_postgres "$PG_BIN/initdb" -D "$FLEET_DIR/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fill deploy/postgresql/primary.conf "$FLEET_DIR/primary/fleet.conf"
  cp deploy/postgresql/pg_hba.conf "$FLEET_DIR/primary/pg_hba.conf"
  echo "include 'fleet.conf'" >>"$FLEET_DIR/primary/postgresql.conf"
  [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR/primary"/{fleet.conf,pg_hba.conf}
  as_postgres "$PG_BIN/pg_ctl" -D "$FLEET_DIR/primary" -l "$FLEET_DIR/logs/primary.log" -w start >/dev/null
  as_postgres "$PG_BIN/psql" -q -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -c "create database $FLEET_DB" \
    -c "alter database $FLEET_DB set statement_timeout = '5s'"

  say "Hot standby on :$STANDBY_PORT (pg_basebackup, streaming)"
  mkdir -p "$FLEET_DIR/standby" && chmod 700 "$FLEET_DIR/standby" && { [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR/standby" || true; }
  as_postgres "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$FLEET_DIR/standby" -R -X stream -c fast
  fill deploy/postgresql/standby.conf "$FLEET_DIR/standby/fleet.conf"
  [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR/standby/fleet.conf"
  as_postgres "$PG_BIN/pg_ctl" -D "$FLEET_DIR/standby" -l "$FLEET_DIR/logs/standby.log" -w start >/dev/null

  say "PgBouncer on :$PGBOUNCER_PORT (transaction mode)"
  fill deploy/pgbouncer/pgbouncer.ini "$FLEET_DIR/pgbouncer/pgbouncer.ini"
  echo '"postgres" ""' >"$FLEET_DIR/pgbouncer/userlist.txt"
  [ "$(id -u)" = 0 ] && chown postgres "$FLEET_DIR/pgbouncer"/*
  start_pgbouncer

  say "App instances on :$APP1_PORT :$APP2_PORT :$APP3_PORT (the first migrates and seeds the demo data)"
  start_app 1
  start_app 2 & start_app 3 & wait

  say "HAProxy on :$FLEET_HTTP_PORT (stats on 127.0.0.1:$FLEET_STATS_PORT)"
  haproxy -c -f deploy/haproxy/haproxy.cfg
  haproxy -D -f deploy/haproxy/haproxy.cfg -p "$FLEET_DIR/run/haproxy.pid"
  wait_for 20 "the load balancer" ready "$FLEET_HTTP_PORT"

  say "Prometheus on 127.0.0.1:$PROMETHEUS_PORT"
  fill deploy/prometheus/prometheus.yml "$FLEET_DIR/prometheus/prometheus.yml"
  cp deploy/prometheus/alerts.yml "$FLEET_DIR/prometheus/alerts.yml"
  promtool check config "$FLEET_DIR/prometheus/prometheus.yml" >/dev/null
  setsid prometheus --config.file="$FLEET_DIR/prometheus/prometheus.yml" --storage.tsdb.path="$FLEET_DIR/prometheus/data" \
    --web.listen-address="127.0.0.1:$PROMETHEUS_PORT" >>"$FLEET_DIR/logs/prometheus.log" 2>&1 &
  echo $! >"$FLEET_DIR/run/prometheus.pid"
  wait_for 60 "Prometheus's first scrape of all three" scraped_all

  status
  say "Up. The site: http://127.0.0.1:$FLEET_HTTP_PORT/   stop with: scripts/fleet.sh down"
}

scraped_all() { # every instance's target is up in Prometheus
  curl -fsS "http://127.0.0.1:$PROMETHEUS_PORT/api/v1/query?query=sum(up%7Bjob%3D%22gharsetu%22%7D)" | grep -q '"value":\[[0-9.]*,"3"\]'
}

status() {
  [ -e "$FLEET_DIR/run" ] || { echo "fleet: not up ($FLEET_DIR)"; return 1; }
  say "Instances (HAProxy's view)"
  curl -fsS "http://127.0.0.1:$FLEET_STATS_PORT/;csv" | awk -F, '$1=="app" && $2 ~ /^app/ {print "  " $2 ": " $18 ", " $8 " connections served, " $16 " retried, " $17 " redispatched"}' || true
  say "Standby"
  as_postgres "$PG_BIN/psql" -qAt -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -c \
    "select '  ' || application_name || ' ' || state || ', replay lag ' || coalesce(replay_lag::text, '0') from pg_stat_replication" || true
  say "Prometheus: requests per instance (http_request_duration_seconds_count, all routes)"
  curl -fsS "http://127.0.0.1:$PROMETHEUS_PORT/api/v1/query" --data-urlencode 'query=sum by (instance) (http_request_duration_seconds_count)' |
    grep -o '"instance":"[^"]*"},"value":\[[^]]*\]' | sed 's/"instance":"\([^"]*\)"},"value":\[[^,]*,"\([^"]*\)"\]/  \1: \2/' || true
}

down() {
  [ -d "$FLEET_DIR" ] || { echo "fleet: nothing in $FLEET_DIR"; return 0; }
  say "Stopping the fleet in $FLEET_DIR"
  for pidfile in "$FLEET_DIR"/run/haproxy.pid "$FLEET_DIR"/run/prometheus.pid "$FLEET_DIR"/run/app*.pid "$FLEET_DIR"/pgbouncer/pgbouncer.pid; do
    [ -f "$pidfile" ] && kill -TERM $(cat "$pidfile") 2>/dev/null || true
  done
  for dir in primary standby restore; do
    [ -f "$FLEET_DIR/$dir/postmaster.pid" ] && as_postgres "$PG_BIN/pg_ctl" -D "$FLEET_DIR/$dir" -m fast -w stop >/dev/null 2>&1 || true
  done
  # The instances drain (SHUTDOWN_TIMEOUT_MS); then whatever still runs from the fleet's folder is killed.
  for pidfile in "$FLEET_DIR"/run/app*.pid; do
    [ -f "$pidfile" ] || continue
    for ((i = 0; i < 40; i++)); do kill -0 $(cat "$pidfile") 2>/dev/null || break; sleep 0.5; done
    kill -KILL $(cat "$pidfile") 2>/dev/null || true
  done
  for ((i = 0; i < 40; i++)); do pgrep -f "$FLEET_DIR" >/dev/null || break; sleep 0.5; done
  pkill -KILL -f "$FLEET_DIR" 2>/dev/null || true
  rm -rf "$FLEET_DIR"
  say "Down: nothing left."
}

start_pgbouncer() {
  if [ "$(id -u)" = 0 ]; then /usr/sbin/pgbouncer -d -u postgres "$FLEET_DIR/pgbouncer/pgbouncer.ini"; else /usr/sbin/pgbouncer -d "$FLEET_DIR/pgbouncer/pgbouncer.ini"; fi
  wait_for 20 PgBouncer "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PGBOUNCER_PORT" -d "$FLEET_DB"
}

# The fault drill's levers (bench/fleet-drill.ts): each acts on the running fleet.
case "${1:-up}" in
  up) up ;;
  down) down ;;
  status) status ;;
  app-start) # app-start <n>: start instance n again (after a kill or a stop)
    start_app "$2" ;;
  pgbouncer-restart) # an immediate stop (open transactions are cut) and a start
    kill -TERM "$(cat "$FLEET_DIR/pgbouncer/pgbouncer.pid")"
    for ((i = 0; i < 40; i++)); do kill -0 "$(cat "$FLEET_DIR/pgbouncer/pgbouncer.pid" 2>/dev/null)" 2>/dev/null || break; sleep 0.25; done
    start_pgbouncer ;;
  standby-stop) as_postgres "$PG_BIN/pg_ctl" -D "$FLEET_DIR/standby" -m fast -w stop >/dev/null ;;
  standby-start) as_postgres "$PG_BIN/pg_ctl" -D "$FLEET_DIR/standby" -l "$FLEET_DIR/logs/standby.log" -w start >/dev/null ;;
  *) echo "usage: scripts/fleet.sh up|status|down|app-start <n>|pgbouncer-restart|standby-stop|standby-start" >&2; exit 2 ;;
esac
