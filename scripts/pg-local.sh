#!/usr/bin/env bash
# A private PostgreSQL cluster for trying several server instances on one machine:
#   scripts/pg-local.sh start|stop|status   (data in ./data/pg, port ${PG_PORT:-55432})
# Uses the Debian package's binaries without touching the system cluster. PostgreSQL refuses to
# run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed: sudo apt-get install -y postgresql" >&2; exit 1; }
dir="$PWD/data/pg"
port="${PG_PORT:-55432}"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-}" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    [ -f "$dir/data/PG_VERSION" ] || as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop) as_pg "$bin/pg_ctl" -D "$dir/data" -w stop ;;
  status) as_pg "$bin/pg_ctl" -D "$dir/data" status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
