import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { DestinationStream, LevelWithSilent } from 'pino';
import { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { requestId } from './request-id';
import { requestLogFields } from './request-log';

export interface LoggingOptions {
  /** Off: nothing is logged (the API tests). */
  enabled?: boolean;
  /** Where JSON lines go instead of stdout (a test reading them). */
  destination?: DestinationStream;
}

function pinoHttpOptions(config: AppConfig, options: LoggingOptions): Options {
  const level: LevelWithSilent = options.enabled === false ? 'silent' : 'info';
  // Development: one readable line per entry (pino-pretty is a dev dependency, never in the image).
  const pretty = !config.production && !options.destination && options.enabled !== false;
  return {
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
    genReqId: requestId,
    // Entries written while handling a request (errors included) and the request line itself
    // carry only its id, never the request object with its headers.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
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
 * development, and Nest's own log (bootstrap, errors) through the same logger.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, options: LoggingOptions = {}): DynamicModule {
    return {
      module: LoggingModule,
      // The [options, stream] form: nestjs-pino's logger outside requests writes there too.
      imports: [
        LoggerModule.forRoot({
          pinoHttp: options.destination ? [pinoHttpOptions(config, options), options.destination] : pinoHttpOptions(config, options),
        }),
      ],
    };
  }
}
