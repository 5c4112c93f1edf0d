import { HttpException } from '@nestjs/common';

/**
 * An error whose envelope carries a few documented fields beside `detail`, for a client that
 * acts on them (e.g. the e-mail a sign-in form is prefilled with). The error filter adds them.
 */
export class HttpExceptionWithFields extends HttpException {
  constructor(
    status: number,
    detail: string,
    readonly fields: Record<string, string | number | null>,
  ) {
    super({ detail }, status);
  }
}
