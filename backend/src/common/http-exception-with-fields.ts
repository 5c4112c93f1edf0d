import { HttpException } from '@nestjs/common';

/**
 * An error whose envelope carries a few documented fields beside `detail`, for a client that
 * acts on them (e.g. the e-mail a sign-in form is prefilled with). The error filter adds them.
 */
/** A field beside `detail`: a value, or a short list of plain records (e.g. the orders a change would affect). */
export type ErrorField = string | number | boolean | null | ReadonlyArray<Readonly<Record<string, string | number | null>>>;

export class HttpExceptionWithFields extends HttpException {
  constructor(
    status: number,
    detail: string,
    readonly fields: Record<string, ErrorField>,
  ) {
    super({ detail }, status);
  }
}
