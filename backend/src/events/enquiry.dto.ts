import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, Matches } from 'class-validator';
import { AdminListQuery, SortField } from '../admin/list-query';
import { LABELS, mustBe } from '../common/field-labels';
import { BlankAsAbsent } from '../common/query-transforms';
import { ENQUIRY_STATUSES } from './enquiry-status';

export const ENQUIRY_SORT = ['priority', 'id', 'date_created', 'event_at', 'guests', 'status'] as const;

const DayFilter = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-12-05', description }),
    BlankAsAbsent(),
    IsOptional(),
    IsString({ message: mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД') }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД') }),
  );

/** Back office list of enquiries: new ones first, then the newest. */
export class EnquiryListQuery extends AdminListQuery {
  @SortField(ENQUIRY_SORT)
  sort?: string;

  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES, description: 'Unknown → 400' })
  @BlankAsAbsent()
  @Allow()
  status?: unknown;

  @DayFilter('Events on or after this day (Minsk time, inclusive)')
  event_from?: string;

  @DayFilter('Events on or before this day (Minsk time, inclusive)')
  event_to?: string;
}
