import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Request, Response } from 'express';

interface ErrorWithStatus {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Необходимо войти в учетную запись',
  403: 'Доступ запрещен',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  409: 'Конфликт данных',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый формат данных',
  429: 'Слишком много запросов, попробуйте позже',
};

function detailOf(body: unknown, status: number): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    if (typeof record.message === 'string') return record.message;
    if (Array.isArray(record.message) && typeof record.message[0] === 'string') return record.message[0];
  }
  return STATUS_TEXT[status] ?? 'Ошибка запроса';
}

/** Every error leaves as {"detail": string}; stacks are logged, never sent. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const { status, detail } = this.describe(exception);
    if (status >= 500) {
      this.logger.error(`${request.method} ${request.originalUrl}`, exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    response.status(status).json({ detail });
  }

  private describe(exception: unknown): { status: number; detail: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, detail: detailOf(exception.getResponse(), status) };
    }
    // Errors raised by Express middleware (body parser, multer) carry their own 4xx status.
    const error = exception as ErrorWithStatus | null;
    const status = error?.status ?? error?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (error?.type === 'entity.parse.failed') return { status, detail: 'Некорректный JSON в теле запроса' };
      if (error?.type === 'entity.too.large') return { status, detail: 'Слишком большое тело запроса' };
      return { status, detail: STATUS_TEXT[status] ?? 'Некорректный запрос' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, detail: 'Внутренняя ошибка сервера' };
  }
}
