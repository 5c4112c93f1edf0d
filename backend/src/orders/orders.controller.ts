import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
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
import { ErrorResponse } from '../common/error-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { CreateOrderDto, UserOrderListQuery } from './order.dto';
import {
  CancelOrderResponse,
  CreateOrderResponse,
  RepeatOrderResponse,
  UserOrderDetail,
  UserOrderListResponse,
} from './order-response.dto';
import { OrderCancellationService } from './order-cancellation.service';
import { OrderRateLimitInterceptor } from './order-rate-limit.interceptor';
import { OrderRepeatService } from './order-repeat.service';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly cancellation: OrderCancellationService,
    private readonly repetition: OrderRepeatService,
  ) {}

  @Post('create-new-order')
  @UseInterceptors(OrderRateLimitInterceptor)
  @ApiTooManyRequestsResponse({
    description: 'More than 10 orders in an hour or 30 in a day from this account (Retry-After is sent)',
    type: ErrorResponse,
  })
  @ApiOperation({
    summary: 'Place an order from cart lines',
    description:
      'Every line is priced from the database. The order (status pending), its item snapshots and the removal of the ordered cart lines ' +
      'happen in one transaction; a confirmation goes to contact_email (or the account e-mail) and a notice to the shop. ' +
      'delivery_at must follow the shop’s hours (Minsk time, see the field); otherwise 400 with a detail naming the rule and the earliest allowed time. ' +
      'total_cost = items + delivery_cost (delivery beyond MKAD: 1 BYN per km up to 25 km). contact_phone may be typed the usual ways and is stored as 375XXXXXXXXX. ' +
      'A payload without the catering fields is a delivery inside MKAD with delivery_at null (agreed by phone). ' +
      "Bad payment_method → 400 'Payment method does not exist'.",
  })
  @ApiCreatedResponse({ type: CreateOrderResponse })
  @ApiBadRequestResponse({ description: 'A field breaks a rule of the checkout form (the detail names it)', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'A cart_id is not in the caller’s cart', type: ErrorResponse })
  @ApiConflictResponse({
    description:
      'Prices or the cart changed since the page was loaded, or this checkout was already placed, or the kitchen cannot take delivery_at ' +
      '(closed day, full day or slot, too little notice for the head count: see GET /order/availability; the detail names the nearest open day, ' +
      'also given as `next_open_day`, and a closed day’s `reason`); nothing was created',
    type: ErrorResponse,
  })
  create(@CurrentUser() user: User, @Body() dto: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.orders.create(user, dto);
  }

  @Get('get-all-user-orders')
  @ApiOperation({
    summary: 'The caller’s orders, newest first',
    description: "Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'.",
  })
  @ApiOkResponse({ type: UserOrderListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  list(@CurrentUser() user: User, @Query() query: UserOrderListQuery): Promise<UserOrderListResponse> {
    return this.orders.list(user.id, query);
  }

  @Get('get-user-orders/:id')
  @ApiOperation({ summary: 'One of the caller’s orders with its items' })
  @ApiOkResponse({ type: UserOrderDetail })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s', type: ErrorResponse })
  get(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<UserOrderDetail> {
    return this.orders.get(user.id, id);
  }

  @Post('cancel-order/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel one of the caller’s orders',
    description:
      'Allowed while the status is pending or processing. Free 24 hours or more before delivery_at (or when it is null); later it costs 50 % of total_cost, ' +
      'recorded as cancellation_fee. The status becomes canceled and the shop gets an e-mail.',
  })
  @ApiOkResponse({ type: CancelOrderResponse })
  @ApiBadRequestResponse({ description: 'The id is not a positive integer', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s', type: ErrorResponse })
  @ApiConflictResponse({ description: 'The order is completed or already canceled', type: ErrorResponse })
  cancel(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CancelOrderResponse> {
    return this.cancellation.cancel(user, id);
  }

  @Post('repeat-order/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Put an earlier order’s items back into the cart',
    description:
      'Items still on sale are added at today’s prices, merging with lines already in the cart as add-to-cart does; the others are listed by name in unavailable.',
  })
  @ApiOkResponse({ type: RepeatOrderResponse })
  @ApiBadRequestResponse({ description: 'The id is not a positive integer, or a cart line would exceed 1000', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s', type: ErrorResponse })
  repeat(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<RepeatOrderResponse> {
    return this.repetition.repeat(user.id, id);
  }
}
