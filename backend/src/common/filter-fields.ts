import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanField, IdField } from './dto-fields';
import { FieldLabel, LABELS } from './field-labels';
import { BlankAsAbsent } from './query-transforms';

/** List filters: the field rules of dto-fields, with a blank value counting as absent. */
export const IdFilter = (field: FieldLabel, description?: string) =>
  applyDecorators(ApiPropertyOptional({ type: Number, description }), BlankAsAbsent(), IdField(false, field));

export const BooleanFilter = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description: description ?? "'true' or 'false'" }),
    BlankAsAbsent(),
    BooleanField(LABELS.statusEnabled),
  );
