import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AdminListQuery, SortField } from '../http/list-query';
import { BlankAsAbsent } from '../common/query-transforms';
import { DayFilter } from '../common/filter-fields';
import { ENQUIRY_STATUSES } from './enquiry-status';

export const ENQUIRY_SORT = ['priority', 'id', 'date_created', 'event_at', 'guests', 'status'] as const;

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
