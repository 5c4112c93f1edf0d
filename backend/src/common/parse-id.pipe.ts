import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** The largest id (a signed 32-bit INT column). */
export const MAX_ID = 2_147_483_647;

/** Digits only, no sign, no leading zero, no spaces: `0x1`, `1e0`, `+1`, ` 1` and `01` are not ids. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The one id rule of every route: a canonical positive integer up to 2³¹−1. */
export const isCanonicalId = (value: string): boolean => ID_PATTERN.test(value) && Number(value) <= MAX_ID;

/** A path or query id → number, or 400 naming the field; a canonical id that does not exist is the caller's 404. */
export function parseId(value: string, field: string): number {
  if (!isCanonicalId(value)) throw new BadRequestException(`${field}: должен быть целым положительным числом`);
  return Number(value);
}

/** Route `{id}` → positive integer, or 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    return parseId(value, metadata.data ?? 'id');
  }
}
