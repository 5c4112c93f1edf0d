import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { Request, Response } from 'express';
import { DATABASE_UNAVAILABLE_DETAIL, DatabaseOutageMonitor, OUTAGE_RETRY_AFTER_SECONDS } from '../database/database-outage';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { HttpExceptionWithFields } from '../common/http-exception-with-fields';
import { requestParseException } from '../common/request-parse-errors';
import { statusText } from '../common/status-text';
import { OutsideServiceError } from '../common/outside-service-error';

/** The only detail a 5xx ever carries: the real cause goes to the log, not to the client. */
export const INTERNAL_ERROR_DETAIL = 'Внутренняя ошибка сервера';

/** Nest's own 404 for a path no route matches says "Cannot GET /api/v1/..." in English. */
function isUnknownRoute(exception: HttpException): boolean {
  return exception instanceof NotFoundException && /^Cannot [A-Z]+ \//.test(exception.message);
}

/** The `detail` of a 4xx HttpException's body. */
export function detailOf(body: unknown, status: number): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    if (typeof record.message === 'string') return record.message;
    if (Array.isArray(record.message) && typeof record.message[0] === 'string') return record.message[0];
  }
  return statusText(status);
}

/** Every error leaves as {"detail": string}; stacks are logged, never sent. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  /** `outage` counts requests failed for want of a database (503, no stack per request). */
  constructor(private readonly outage?: DatabaseOutageMonitor) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    if (isDatabaseUnavailable(exception)) {
      this.outage?.requestFailed(exception);
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      response.status(HttpStatus.SERVICE_UNAVAILABLE).json({ detail: DATABASE_UNAVAILABLE_DETAIL });
      return;
    }
    const { status, detail } = this.describe(exception);
    if (status >= 500 && !(exception instanceof OutsideServiceError)) {
      this.logger.error(`${request.method} ${request.originalUrl}`, exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    const fields = exception instanceof HttpExceptionWithFields && status < 500 ? exception.fields : {};
    response.status(status).json({ ...fields, detail });
  }

  private describe(exception: unknown): { status: number; detail: string } {
    const http = exception instanceof HttpException ? exception : requestParseException(exception);
    if (!http) return { status: HttpStatus.INTERNAL_SERVER_ERROR, detail: INTERNAL_ERROR_DETAIL };
    const status = http.getStatus();
    // An InternalServerErrorException("pool exhausted at 10.0.0.5") must not reach the client either.
    if (status >= 500 && !(http instanceof OutsideServiceError)) return { status, detail: INTERNAL_ERROR_DETAIL };
    if (isUnknownRoute(http)) return { status, detail: statusText(status) };
    return { status, detail: detailOf(http.getResponse(), status) };
  }
}
