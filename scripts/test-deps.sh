#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Debian's Chromium and its headless shell (browser tests) and
# PostgreSQL (the several-instances tests). Nothing is downloaded by test tools themselves.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# Most browser tests drive the lighter headless shell; the full browser shows notifications.
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "test-deps: missing ${need[*]}; install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "test-deps: installing ${need[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# The Debian package starts a cluster of its own; the tests start their own throw-away clusters instead.
command -v pg_ctlcluster >/dev/null 2>&1 && (pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | while read -r v c; do pg_ctlcluster "$v" "$c" stop || true; done)
echo "test-deps: done"
