import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { BooleanField, IdField } from './dto-fields';
import { FieldLabel, LABELS, mustBe } from './field-labels';
import { isCanonicalId } from './parse-id.pipe';
import { BlankAsAbsent } from './query-transforms';

/** List filters: the field rules of dto-fields, with a blank value counting as absent. */
export const IdFilter = (field: FieldLabel, description?: string) =>
  applyDecorators(ApiPropertyOptional({ type: Number, description }), BlankAsAbsent(), IdField(false, field));

/** '1,2,3' (spaces around the commas allowed): 1..`max` ids, each by the one id rule (`01`, `1.0`, `0` are not ids). */
export const isIdList = (value: unknown, max: number): boolean => {
  if (typeof value !== 'string') return false;
  const parts = value.split(',');
  return parts.length <= max && parts.every((part) => isCanonicalId(part.trim()));
};

/** Validates a comma-separated id list (see isIdList). */
export const IdListRule = (max: number, message: string) =>
  ValidateBy({ name: 'isIdList', validator: { validate: (value: unknown) => isIdList(value, max), defaultMessage: () => message } });

export const BooleanFilter = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description: description ?? "'true' or 'false'" }),
    BlankAsAbsent(),
    BooleanField(LABELS.statusEnabled),
  );

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FORMAT = mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД');

/** A Minsk day filter, 'YYYY-MM-DD' (the range itself is checked by `whereMinskDays`). */
export const DayFilter = (description: string, example = '2026-12-05') =>
  applyDecorators(
    ApiPropertyOptional({ example, description }),
    BlankAsAbsent(),
    IsOptional(),
    IsString({ message: DAY_FORMAT }),
    Matches(ISO_DAY, { message: DAY_FORMAT }),
  );
