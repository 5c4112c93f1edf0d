import { createServer, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { INestApplication } from '@nestjs/common';
import { createApp, CreateAppOptions, requestListenerOf } from './app.factory';
import { configureHttpServer } from './common/http-server-limits';
import { AppConfig } from './config/app-config';
import { DATABASE_DOWN, LIVE } from './health/health.dto';
import { DATABASE_UNAVAILABLE_DETAIL, OUTAGE_RETRY_AFTER_SECONDS } from './database/database-outage';
import { drainServer, STOP_GRACE_MS } from './process/graceful-stop';

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(status === 503 ? { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } : {}),
  });
  response.end(JSON.stringify(body));
}

/** What the port answers while the application waits for its database at start. */
function starting(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '').split('?')[0].replace(/\/+$/, '');
  if (path === '/api/v1/health/live') json(response, 200, LIVE);
  else if (path === '/api/v1/health') json(response, 503, DATABASE_DOWN);
  else json(response, 503, { detail: DATABASE_UNAVAILABLE_DETAIL });
}

export interface RunningServer {
  server: Server;
  /** Settles once the application has started (the database answered); rejects if it cannot. */
  ready: Promise<INestApplication>;
  close(): Promise<void>;
  /**
   * The clean stop (SIGTERM): no new connections, the requests in flight finish (at most
   * `graceMs`), then the application closes its database pool and Redis connections.
   */
  stop(graceMs?: number): Promise<{ drained: boolean }>;
}

/**
 * Listens at once and answers 503 (liveness 200) until the application is up: when the
 * database is down at start, the process waits for it (retrying with backoff) instead of exiting.
 */
export async function startServer(config: AppConfig, port: number = config.port, options: CreateAppOptions = {}): Promise<RunningServer> {
  let handler: RequestListener = starting;
  const server = createServer((request, response) => handler(request, response));
  configureHttpServer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  let app: INestApplication | undefined;
  const ready = (async () => {
    app = await createApp(config, options);
    await app.init();
    handler = requestListenerOf(app);
    return app;
  })();
  return {
    server,
    ready,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      if (app) await app.close();
    },
    stop: async (graceMs = STOP_GRACE_MS) => {
      const result = await drainServer(server, graceMs);
      if (app) await app.close();
      return result;
    },
  };
}
