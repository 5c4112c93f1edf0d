import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES } from './media.service';

export const IMAGE_FIELD = 'img_file';
export const TOO_LARGE_DETAIL = 'Файл слишком большой: не более 5 МБ';
export const BAD_MULTIPART_DETAIL = 'Некорректная форма: ожидается не более одного файла в поле img_file';

/** Multer in memory: the upload is checked and re-encoded before anything touches the disk. */
const MulterImage: Type<NestInterceptor> = FileInterceptor(IMAGE_FIELD, {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 100 * 1024 },
});

/**
 * Receives the optional multipart `img_file` into request.file (memory storage) and turns
 * multer's errors into the shop's envelope: 413 above 5 MB, 400 for a malformed form.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterImage();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await (this.multer.intercept(context, next) as Promise<Observable<unknown>>);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(TOO_LARGE_DETAIL);
      if (error instanceof HttpException && error.getStatus() >= 500) throw error;
      throw new BadRequestException(BAD_MULTIPART_DETAIL);
    }
  }
}

/** What multer's memory storage leaves in request.file (the part the shop uses). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname: string;
}
