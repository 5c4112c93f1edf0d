# Multi-stage build: compile the API and both front ends, install the API's production
# dependencies alone, and run them as the unprivileged `node` user on a slim image.
FROM node:22.23.3-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY rules/package.json rules/
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only the backend workspace's production dependencies (no React, Vite, TypeScript, jest ...).
FROM node:22.23.3-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY rules/package.json rules/
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund && mkdir -p backend/node_modules

FROM node:22.23.3-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 BACKUP_DIR=/app/backups
WORKDIR /app
# A fontconfig configuration and one font family (DejaVu, Cyrillic included) for images and PDFs
# rendered with text; without them the image library prints "Fontconfig error" on stderr.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/cache/debconf/*-old /var/log/apt /var/log/dpkg.log
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/rules/package.json rules/
COPY --from=build /app/rules/dist rules/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
# `npm run backup` / `npm run restore <backup>` run the built tools through this launcher.
COPY --from=build /app/backend/scripts/run-cli.cjs backend/scripts/
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/backoffice/dist backoffice/dist
RUN mkdir -p /app/data/uploads /app/backups && chown -R node:node /app/data /app/backups
USER node
EXPOSE 3000
# Uploads (and a SQLite database) in /app/data; `npm run backup` writes to /app/backups.
VOLUME ["/app/data", "/app/backups"]
# Ready = the database answers (GET /api/v1/health); compose and orchestrators read this.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same node flags as `npm start` (backend/package.json start:prod; docs/operations.md says why).
# Node itself is PID 1 here: it handles SIGTERM (finishes requests, closes the pool, exits 0);
# compose adds `init: true` so that a tiny init reaps any child process as well.
CMD ["node", "--max-old-space-size=1024", "backend/dist/main.js"]
