#!/usr/bin/env bash
# The one setup script: the README's quick start, CI (.ci/run) and the Dockerfile all run it.
#   bash .ci/setup.sh                   system packages, npm dependencies, build
#   bash .ci/setup.sh --with-services   the same, plus PostgreSQL and Redis installed and running
#                                       for the test suite (database `test` on 127.0.0.1:5432)
#   bash .ci/setup.sh --require-native  fails unless the native Tesseract addon builds and loads
#                                       (the Dockerfile: an image must never fall back to the CLI)
# Idempotent: what is already installed or running is left as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

with_services=false
require_native=false
for arg in "$@"; do
  case "$arg" in
    --with-services) with_services=true ;;
    --require-native) require_native=true ;;
    *) echo "setup: unknown option $arg" >&2; exit 2 ;;
  esac
done

need_root() { [ "$(id -u)" = 0 ] || { echo "setup: run as root to install $*" >&2; exit 1; }; }

apt_updated=false
apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  need_root "${missing[*]}"
  if [ "$apt_updated" = false ]; then apt-get update -qq; apt_updated=true; fi
  echo "setup: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Debian package of each Tesseract pack: tesseract-ocr-<code>, '_' spelled '-' (chi_sim -> chi-sim).
packs() { local code; for code in ${1//,/ }; do printf 'tesseract-ocr-%s ' "${code//_/-}"; done; }

# Tesseract with the OCR_LANGUAGES packs (default eng,ukr; the server reads exactly these) and OSD
# (script and orientation), headers for the native addon, a toolchain for node-gyp, and cmake,
# curl and patch for the faster libtesseract the addon links against (native/build-tesseract.sh),
# and jemalloc, the malloc `npm start` runs the server with (native/with-allocator.sh).
# shellcheck disable=SC2046
apt_install tesseract-ocr tesseract-ocr-osd $(packs "${OCR_LANGUAGES:-eng,ukr}") libtesseract-dev libleptonica-dev libjemalloc2 \
  pkg-config g++ make cmake curl patch python3 ca-certificates
# Test-only tools: fixtures, load generation, PDF readers for the searchable-PDF checks, Chromium
# for the dashboard's browser tests, nginx as the reverse proxy in front of the TRUST_PROXY test,
# podman (runc; debootstrap for the offline base image) for the container image test, which skips
# itself where containers cannot run; and language packs: the suite reads eng,ukr,deu,fra,pol,rus
# and the benchmark ten packs.
# shellcheck disable=SC2046
[ "$with_services" = true ] && apt_install imagemagick fonts-dejavu-core fonts-dejavu-extra wrk chromium poppler-utils mupdf-tools qpdf nginx \
  podman runc debootstrap $(packs eng,ukr,deu,fra,pol,rus,spa,ita,por,ces)

if [ "$with_services" = true ]; then
  # PostgreSQL: installed and started if absent; the suite connects as postgres to database `test`.
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    apt_install postgresql postgresql-client
    cluster=$(ls /etc/postgresql | sort -V | tail -n 1)
    pg_ctlcluster --skip-systemctl-redirect "$cluster" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  if ! psql "postgres://postgres:postgres@127.0.0.1:5432/postgres" -Atqc 'select 1' >/dev/null 2>&1; then
    # A fresh Debian cluster wants a password on TCP: give the postgres role the one the tests use.
    su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
  fi
  if ! psql "postgres://postgres:postgres@127.0.0.1:5432/postgres" -Atqc "select 1 from pg_database where datname='test'" | grep -q 1; then
    psql "postgres://postgres:postgres@127.0.0.1:5432/postgres" -qc 'CREATE DATABASE test'
  fi
  # Redis: for the shared rate limiter; started without persistence if not running. The binaries
  # are needed even when one runs: some tests start (and stop) a redis-server of their own.
  apt_install redis-server redis-tools
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
  fi
fi

# npm dependencies exactly as locked; `prepare` compiles TypeScript to dist/.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
else
  npm run --silent build
fi
native_loads() { node -e "require('./native/index.cjs').ompThreadLimit()" 2>&1; }
if [ -f native/binding.gyp ]; then
  # The addon links the libtesseract built here when it builds, else Debian's (same results, slower).
  if ! bash native/build-tesseract.sh; then
    [ "$require_native" = true ] && { echo "setup: libtesseract did not build (--require-native)" >&2; exit 1; }
    echo "setup: libtesseract did not build; the addon links Debian's: about 25% more CPU per page" >&2
  fi
  if ! npm run --silent build:native || ! why=$(native_loads); then
    if [ "$require_native" = true ]; then
      echo "setup: the native Tesseract addon did not build or load (--require-native): ${why:-build failed}" >&2
      exit 1
    fi
    echo "setup: the native Tesseract addon did not build; docrec will use the tesseract CLI engine" >&2
  fi
fi
echo "setup: done"
