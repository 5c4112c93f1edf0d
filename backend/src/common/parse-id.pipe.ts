import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Digits only, no sign, no leading zero, no spaces: `0x1`, `1e0`, `+1`, ` 1` and `01` are not ids. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** Route `{id}` → positive integer, or 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    if (!ID_PATTERN.test(value)) {
      throw new BadRequestException(`${metadata.data ?? 'id'}: должен быть целым положительным числом`);
    }
    return Number(value);
  }
}
