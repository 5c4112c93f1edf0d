import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Route `{id}` → positive integer, or 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      throw new BadRequestException(`${metadata.data ?? 'id'}: должен быть целым положительным числом`);
    }
    return Number(value);
  }
}
