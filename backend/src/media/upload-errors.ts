import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';

export const IMAGE_FIELD = 'img_file';
export const TOO_LARGE_DETAIL = 'Файл слишком большой: не более 5 МБ';
export const WRONG_FIELD_DETAIL = `Файл изображения должен быть в поле ${IMAGE_FIELD}`;
export const TOO_MANY_FILES_DETAIL = `Можно загрузить только один файл изображения в поле ${IMAGE_FIELD}`;
export const NO_BOUNDARY_DETAIL = 'Неверный формат multipart/form-data: не указана граница (boundary)';
export const BAD_MULTIPART_DETAIL = 'Неверный формат multipart/form-data';
export const FORM_LIMITS_DETAIL = 'Слишком много полей в форме или слишком длинное поле';

const DETAIL_BY_MULTER_CODE: Partial<Record<MulterError['code'], string>> = {
  LIMIT_UNEXPECTED_FILE: WRONG_FIELD_DETAIL,
  LIMIT_FILE_COUNT: TOO_MANY_FILES_DETAIL,
  LIMIT_PART_COUNT: FORM_LIMITS_DETAIL,
  LIMIT_FIELD_COUNT: FORM_LIMITS_DETAIL,
  LIMIT_FIELD_KEY: FORM_LIMITS_DETAIL,
  LIMIT_FIELD_VALUE: FORM_LIMITS_DETAIL,
};

/**
 * An error of multer (by code) or of the multipart parser under it (busboy, which only
 * has messages) as the shop's 400 / 413. Anything else is not the client's fault: a 500.
 */
export function uploadException(error: unknown): HttpException | Error {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(TOO_LARGE_DETAIL);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === IMAGE_FIELD) return new BadRequestException(TOO_MANY_FILES_DETAIL);
    return new BadRequestException(DETAIL_BY_MULTER_CODE[error.code] ?? BAD_MULTIPART_DETAIL);
  }
  if (error instanceof Error && /boundary not found/i.test(error.message)) return new BadRequestException(NO_BOUNDARY_DETAIL);
  if (error instanceof Error && /malformed|unexpected end|multipart/i.test(error.message))
    return new BadRequestException(BAD_MULTIPART_DETAIL);
  return error instanceof Error ? error : new Error(String(error));
}
