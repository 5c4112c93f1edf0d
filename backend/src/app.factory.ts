import { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger as PinoLogger } from 'nestjs-pino';
import { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AnswerIndex } from './cache/answer-index';
import { CatalogueVersions } from './cache/catalogue-versions.service';
import { answerIndexedFirst } from './cache/indexed-answers';
import { HttpErrorFilter } from './http/http-error.filter';
import { verifyJsonShape } from './common/json-shape-limits';
import { noStoreForPersonalAnswers, SecurityHeaders } from './common/security-headers';
import { configureHttpServer } from './common/http-server-limits';
import { translateRequestParseErrors } from './common/request-parse-errors';
import { createValidationPipe } from './common/validation.pipe';
import { Clock } from './common/clock';
import { requestContextMiddleware } from './common/request-context';
import { keepRawBodyFor } from './common/raw-body';
import { BEPAID_NOTIFICATIONS_PATH } from './payments/online-provider';
import { AppConfig } from './config/app-config';
import { DatabaseOutageMonitor } from './database/database-outage';
import { RequestLog } from './logging/request-log';
import { registerDatabaseMetrics } from './metrics/database-metrics';
import { MetricsRegistry } from './metrics/metrics-registry';
import { measureRequests } from './metrics/request-metrics';
import { setupOpenApi } from './openapi';
import { emailLinkPages } from './web/email-link-pages';
import { StorefrontPages } from './web/storefront-pages';
import { onlyRegularUploads } from './web/regular-uploads';
import { UPLOADS_BASE, webRoots } from './web/static-sites';

export const API_PREFIX = 'api/v1';

const requestListeners = new WeakMap<INestApplication, RequestListener>();

/** What answers the app's HTTP requests (its own server uses it; so does server.ts's). */
export function requestListenerOf(app: INestApplication): RequestListener {
  const listener = requestListeners.get(app);
  if (!listener) throw new Error('Not an application made by createApp');
  return listener;
}

export interface CreateAppOptions {
  /** false: log nothing (the API tests), unless logDestination is given. */
  logger?: false;
  /** Where the JSON log lines go instead of stdout. */
  logDestination?: DestinationStream;
}

/** Builds the one application process; main.ts and the API tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const quiet = options.logger === false && !options.logDestination;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, { enabled: !quiet, destination: options.logDestination }),
    {
      logger: quiet ? false : undefined,
      bufferLogs: !quiet,
      bodyParser: true,
    },
  );
  if (!quiet) {
    app.useLogger(app.get(PinoLogger));
    // Nest would hold the log in its buffer until listen(); the tests only init().
    app.flushLogs();
  }
  configureHttpServer(app.getHttpServer());
  // Which X-Forwarded-For hops to believe (TRUST_PROXY): rate limits and logs key on the real client.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const security = new SecurityHeaders(config.publicUrl);
  // Before Express: a URL whose public catalogue answer is indexed is answered at once (see answerIndexedFirst).
  const metrics = app.get(MetricsRegistry);
  const indexedFirst = answerIndexedFirst(
    {
      index: app.get(AnswerIndex),
      versions: app.get(CatalogueVersions),
      securityHeaders: () => security.headerPairs(),
      log: app.get(RequestLog),
      answered: () => metrics.cacheLookups.inc({ result: 'hit', tier: 'answer-index' }),
    },
    app.getHttpAdapter().getInstance() as RequestListener,
  );
  // Outermost: every answer counts in the request metrics, whoever gives it.
  const listener = measureRequests(metrics, indexedFirst);
  const server = app.getHttpServer() as Server;
  server.removeAllListeners('request');
  server.on('request', listener);
  requestListeners.set(app, listener);
  // bePaid's notifications are signed over their raw bytes: kept for that one route only.
  const keepRawBody = keepRawBodyFor([`/${API_PREFIX}/${BEPAID_NOTIFICATIONS_PATH}`]);
  app.useBodyParser('json', {
    limit: '1mb',
    verify: (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
      verifyJsonShape(request, response, body);
      keepRawBody(request, body);
    },
  });
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  app.use(translateRequestParseErrors);
  // After the body parsers: the rest of the chain runs in the request's store (the actor, the clock).
  const clock = app.get(Clock);
  app.use(requestContextMiddleware(() => clock.now()));
  app.use(compression());
  app.use(security.middleware());
  app.use(noStoreForPersonalAnswers);
  // The storefront's public pages rendered on the server, robots.txt and the sitemap (before the static files).
  app.use(app.get(StorefrontPages).middleware());
  app.use(emailLinkPages(webRoots(config)));
  app.use(UPLOADS_BASE, onlyRegularUploads(config.uploadDir));
  // /metrics is where Prometheus looks by default: outside the API prefix.
  app.setGlobalPrefix(API_PREFIX, { exclude: ['metrics'] });
  app.useGlobalPipes(createValidationPipe());
  const databaseOutage = new DatabaseOutageMonitor(() => app.get(DataSource));
  app.useGlobalFilters(new HttpErrorFilter(databaseOutage));
  registerDatabaseMetrics(metrics, databaseOutage, () => app.get(DataSource));
  setupOpenApi(app);
  return app;
}
