import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES } from './media.service';
import { IMAGE_FIELD, uploadException } from './upload-errors';

/**
 * Multer in memory: the upload is checked and re-encoded before anything touches the disk.
 * Called directly rather than through Nest's FileInterceptor, which turns multer's error codes
 * into English messages before the shop could word them.
 */
const receiveImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 100 * 1024, parts: 25 },
}).single(IMAGE_FIELD);

/**
 * Receives the optional multipart `img_file` into request.file and answers a broken form with
 * the shop's envelope: 413 above 5 MB, 400 with what is wrong for a malformed form.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      receiveImage(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(uploadException(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

/** What multer's memory storage leaves in request.file (the part the shop uses). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname: string;
}
