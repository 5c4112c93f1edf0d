import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { Response } from 'express';

/** A PDF answer: never cached (it holds customers' data), shown in the browser (inline) or saved (attachment). */
export function sendPdf(response: Response, fileName: string, pdf: Buffer, disposition: 'inline' | 'attachment' = 'attachment'): void {
  response
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(pdf);
}

/** OpenAPI: the route answers a PDF (its errors stay the JSON envelope, so no route-wide `produces`). */
export const ApiPdfResponse = (description = 'The PDF') =>
  applyDecorators(
    ApiResponse({ status: 200, description, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }),
  );
