#!/usr/bin/env bash
# Generates a migration for each engine from the entities: npm run migration:generate -w backend -- Name
# MySQL half needs a server at $MYSQL_URL (default: the local MariaDB, root without password).
set -euo pipefail
cd "$(dirname "$0")/.."
# ts-node only transpiles (the type check is `npm run typecheck`): it would not see src/types/*.d.ts otherwise.
export TS_NODE_TRANSPILE_ONLY=true
name=${1:?usage: generate-migrations.sh MigrationName}
mysql_server=${MYSQL_URL:-mysql://root@127.0.0.1:3306}
tmp=$(mktemp -d)
db="bulbash_migrations_$$"
DATABASE_URL="sqlite:$tmp/gen.sqlite" npx typeorm-ts-node-commonjs migration:run -d src/cli-data-source.ts
DATABASE_URL="sqlite:$tmp/gen.sqlite" npx typeorm-ts-node-commonjs migration:generate -p -d src/cli-data-source.ts "src/database/migrations/sqlite/$name" || true
DATABASE_URL="$mysql_server/$db" npx ts-node -e "require('./src/database/ensure-database').ensureDatabaseExists(require('./src/config/load-config').loadConfig().database)"
DB_FLAVOR=mariadb DATABASE_URL="$mysql_server/$db" npx typeorm-ts-node-commonjs migration:run -d src/cli-data-source.ts
DB_FLAVOR=mariadb DATABASE_URL="$mysql_server/$db" npx typeorm-ts-node-commonjs migration:generate -p -d src/cli-data-source.ts "src/database/migrations/mysql/$name" || true
DATABASE_URL="$mysql_server/$db" npx ts-node -e "
const m=require('mysql2/promise');(async()=>{const c=await m.createConnection({uri:'$mysql_server/'});await c.query('DROP DATABASE IF EXISTS \`$db\`');await c.end()})()"
rm -rf "$tmp"
node scripts/migration-index.mjs
