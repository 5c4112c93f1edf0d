import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiInvalidInput } from '../http/admin-docs';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { AvailabilityQuery, AvailabilityResponse } from './capacity.dto';
import { CapacityService } from './capacity.service';

/** Public: which days and delivery slots the kitchen can still take (the checkout's date picker). */
@ApiTags('orders')
@Controller('order')
export class CapacityController {
  constructor(private readonly capacity: CapacityService) {}

  @Get('availability')
  @RateLimited(RATE_LIMITS.availability)
  @ApiOperation({
    summary: 'Open days and free delivery slots for an order of `guests`',
    description:
      'No sign-in. A day is not open when the kitchen is closed (closed weekday or date: «Выходной» or the date’s reason), ' +
      'has fewer places left than `guests` («Нет мест»), or is too soon under the lead-time tiers and the shop’s time rules ' +
      '(«Нужно заказать за 48 часов»). A slot is available when its day is open, the time is allowed for this head count now, ' +
      'and it has fewer than max_orders_per_slot orders. Canceled orders are not counted. Cached; every order or settings change clears the cache.',
  })
  @ApiOkResponse({ type: AvailabilityResponse })
  @ApiInvalidInput('from/to missing, not YYYY-MM-DD or not a real date; to before from or more than 61 days after it; guests not 1..1000')
  availability(@Query() query: AvailabilityQuery): Promise<AvailabilityResponse> {
    return this.capacity.availability(query.from, query.to, query.guests ?? 1);
  }
}
