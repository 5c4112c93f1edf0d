import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { ErrorResponse } from '../common/error-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { ChangeRequestResponse, CreateChangeRequestBody, CreateChangeRequestResponse } from './order-change-request.dto';
import { CHANGE_REQUESTS_PER_DAY, OrderChangeRequestsService } from './order-change-requests.service';
import { CHANGE_REQUEST_SENT } from './order.messages';

/** «Попросить изменить» in «Мои заказы»: the order's customer asks staff to change it. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class OrderChangeRequestsController {
  constructor(private readonly requests: OrderChangeRequestsService) {}

  @Post(':id/change-requests')
  @RateLimited(RATE_LIMITS.changeRequest)
  @ApiOperation({
    summary: 'Ask the shop to change one of the caller’s orders (guests, time, dishes, a comment)',
    description:
      'Only the order’s customer, only while it is pending or processing, one open request per order at a time, at most ' +
      `${CHANGE_REQUESTS_PER_DAY} requests an account in 24 hours. At least one of guests, delivery_at, lines, comment. ` +
      'The order itself is not changed: staff accept the request (and change the order in their editor) or decline it with a reason; ' +
      'the customer gets a letter either way, and the shop a notice now.',
  })
  @ApiCreatedResponse({ type: CreateChangeRequestResponse })
  @ApiBadRequestResponse({ description: 'Nothing to change, or a field breaks its rule (the detail names it)', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s, or a dish not on sale', type: ErrorResponse })
  @ApiConflictResponse({ description: 'The order is completed or canceled, or a request of it is still open', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address or this account', type: ErrorResponse })
  async create(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateChangeRequestBody,
  ): Promise<CreateChangeRequestResponse> {
    return { message: CHANGE_REQUEST_SENT, request: await this.requests.create(user, id, body) };
  }

  @Get(':id/change-requests')
  @ApiOperation({ summary: 'The change requests of one of the caller’s orders, newest first' })
  @ApiOkResponse({ type: [ChangeRequestResponse] })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s', type: ErrorResponse })
  list(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<ChangeRequestResponse[]> {
    return this.requests.ofCustomerOrder(user, id);
  }
}
