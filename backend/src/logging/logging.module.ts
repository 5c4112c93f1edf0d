import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { DestinationStream, Logger, LoggerOptions } from 'pino';
import { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { requestId } from './request-id';
import { RequestLog, requestLogFields, requestLogLevel } from './request-log';

export interface LoggingOptions {
  /** Off: nothing is logged (the API tests). */
  enabled?: boolean;
  /** Where JSON lines go instead of stdout (a test reading them). */
  destination?: DestinationStream;
}

/** The one pino logger: JSON lines in production, one readable line per entry in development. */
function rootLogger(config: AppConfig, options: LoggingOptions): Logger {
  const level = options.enabled === false ? 'silent' : 'info';
  // pino-pretty is a dev dependency, never in the image.
  const pretty = !config.production && !options.destination && options.enabled !== false;
  const pinoOptions: LoggerOptions = {
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
  return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions);
}

function pinoHttpOptions(logger: Logger): Options {
  return {
    logger,
    genReqId: requestId,
    // Entries written while handling a request (errors included) and the request line itself
    // carry only its id, never the request object with its headers.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_request, response, error) => requestLogLevel(response.statusCode, Boolean(error)),
    customSuccessObject: (request, response, fields: { responseTime?: unknown }) =>
      requestLogFields(request, response, Number(fields.responseTime)),
    customErrorObject: (request, response, _error, fields: { responseTime?: unknown }) =>
      requestLogFields(request, response, Number(fields.responseTime)),
    customSuccessMessage: (request, response) => `${request.method} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${response.statusCode}`,
  };
}

/**
 * pino through nestjs-pino: one JSON line per request in production, pretty lines in
 * development, and Nest's own log (bootstrap, errors) through the same logger. RequestLog
 * writes the lines of the answers given before the routes through that logger too.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, options: LoggingOptions = {}): DynamicModule {
    const logger = rootLogger(config, options);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: pinoHttpOptions(logger) })],
      providers: [{ provide: RequestLog, useValue: new RequestLog(logger) }],
      exports: [RequestLog],
    };
  }
}
