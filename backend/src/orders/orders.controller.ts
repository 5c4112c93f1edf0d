import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ErrorResponse } from '../common/error-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user.entity';
import { CreateOrderDto, CreateOrderResponse, UserOrderDetail, UserOrderListQuery, UserOrderListResponse } from './order.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('create-new-order')
  @ApiOperation({
    summary: 'Place an order from cart lines',
    description:
      'Every line is priced from the database. The order (status pending), its item snapshots and the removal of the ordered cart lines ' +
      'happen in one transaction; a confirmation goes to contact_email (or the account e-mail) and a notice to the shop. ' +
      "Bad payment_method → 400 'Payment method does not exist'.",
  })
  @ApiCreatedResponse({ type: CreateOrderResponse })
  @ApiBadRequestResponse({ description: 'A field breaks a rule of the checkout form (the detail names it)', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'A cart_id is not in the caller’s cart', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Prices or the cart changed since the page was loaded, or this checkout was already placed; nothing was created', type: ErrorResponse })
  create(@CurrentUser() user: User, @Body() dto: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.orders.create(user, dto);
  }

  @Get('get-all-user-orders')
  @ApiOperation({ summary: 'The caller’s orders, newest first', description: "Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'." })
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
}
