#!/usr/bin/env bash
# Checks docker-compose.yml without a Docker engine: valid with a complete .env (.env.example),
# and `docker compose up` refused, naming the variable, when a required secret is missing or empty.
# Usage: bash scripts/check-compose.sh   (needs docker-compose 1.29+ or `docker compose`)
set -uo pipefail
cd "$(dirname "$0")/.."
if command -v docker-compose >/dev/null 2>&1; then compose=(docker-compose); else compose=(docker compose); fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
failed=0
# Variables of the caller's shell would take precedence over the env file: leave them out.
unset SHOP_DOMAIN MYSQL_PASSWORD MYSQL_ROOT_PASSWORD JWT_SECRET

if "${compose[@]}" --env-file .env.example -f docker-compose.yml config -q; then
  echo "compose: valid with .env.example"
else
  echo "compose: INVALID with .env.example"; failed=1
fi
# What an operator relies on, read from the rendered file.
rendered=$("${compose[@]}" --env-file .env.example -f docker-compose.yml config 2>/dev/null)
expect() {
  if printf '%s\n' "$rendered" | grep -Eq "$2"; then echo "compose: $1"; else echo "compose: NOT $1"; failed=1; fi
}
if [ "$(printf '%s\n' "$rendered" | grep -c 'init: true')" -ge 2 ]; then echo "compose: both app replicas run with init: true"
else echo "compose: NOT both app replicas with init: true"; failed=1; fi
expect "the database is MariaDB 10.11, pinned to a release" '^ +image: mariadb:10\.11\.[0-9]+$'
expect "Mailpit's inbox is published on 127.0.0.1 only" '127\.0\.0\.1:8025:8025'
if printf '%s\n' "$rendered" | grep -Eq -- "- '?8025:8025|0\.0\.0\.0:8025"; then echo "compose: NOT Mailpit closed to the world"; failed=1; fi
expect "the db healthcheck logs in as the shop's user and runs a query" 'mariadb --host=127\.0\.0\.1 --user=bulbash .*--execute="SELECT'

for secret in SHOP_DOMAIN MYSQL_PASSWORD MYSQL_ROOT_PASSWORD JWT_SECRET; do
  for how in missing empty; do
    if [ "$how" = missing ]; then grep -v "^$secret=" .env.example >"$work/env"; else sed "s/^$secret=.*/$secret=/" .env.example >"$work/env"; fi
    if "${compose[@]}" --env-file "$work/env" -f docker-compose.yml config -q 2>"$work/err"; then
      echo "compose: ACCEPTED with $secret $how"; failed=1
    elif grep -q "set $secret in .env" "$work/err"; then
      echo "compose: refused with $secret $how, naming it"
    else
      echo "compose: refused with $secret $how, but without naming it: $(head -c 300 "$work/err")"; failed=1
    fi
  done
done
exit $failed
