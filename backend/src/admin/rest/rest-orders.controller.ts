import { Body, Controller, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminGuard } from '../../auth/admin.guard';
import { CurrentUser } from '../../auth/current-user.decorator';
import { User } from '../../users/user.entity';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OrderAdminService } from '../../orders/order-admin.service';
import { toAdminOrderDetail, toAdminOrderRow } from '../admin-order.mappers';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_JSON_FIELDS } from '../admin-docs';
import { AdminOrderDetailResponse, AdminOrderListQuery, AdminOrderRow } from '../dto/order.dto';
import { ApiAdminOrderDetail, ORDER_FIELD_ERRORS } from '../order-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from './rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from './rest-list-query';
import { RestUpdateOrderBody } from './rest.dto';

/**
 * REST admin surface (ra-data-simple-rest): orders. Customers create orders at checkout and
 * orders are never deleted, so there is no POST or DELETE here.
 */
@Controller(`${REST_ADMIN_PREFIX}/orders`)
@UseGuards(JwtAuthGuard, AdminGuard)
@AdminApi()
export class RestOrdersController {
  constructor(private readonly orders: OrderAdminService) {}

  @Get()
  @ApiOperation({
    summary:
      'Orders, newest first unless sorted; filters: payment_method, status, date_from, date_to, event_from, event_to (Minsk days, inclusive), phone, user_id, id',
    description:
      `${ORDER_FIELD_ERRORS} Sort "upcoming" (the back office's default): events from now on, soonest first, then past events, latest first, ` +
      'then orders without delivery_at (the direction is ignored). Sort "delivery_at" keeps orders without delivery_at last in both directions.',
  })
  @ApiRestList(AdminOrderRow)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<AdminOrderRow[]> {
    const { list, range } = await toAdminListQuery(AdminOrderListQuery, query);
    const { rows, total, payments } = await this.orders.list(list);
    setContentRange(response, 'orders', range, rows.length, total);
    return rows.map((order) => toAdminOrderRow(order, payments.get(order.id)!));
  }

  @Get(':id')
  @ApiAdminOrderDetail()
  async get(@Param('id', ParseIdPipe) id: number): Promise<AdminOrderDetailResponse> {
    return toAdminOrderDetail(await this.orders.get(id));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Change an order’s payment method, total cost and/or status (JSON; other fields of the order are ignored); a status change e-mails the customer; answers the order',
    description: ORDER_FIELD_ERRORS,
  })
  @ApiOkResponse({ type: AdminOrderDetailResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; an unknown payment_method or status`)
  @ApiNotFound('Order')
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RestUpdateOrderBody,
    @CurrentUser() admin: User,
  ): Promise<AdminOrderDetailResponse> {
    await this.orders.update({ ...body, order_id: id }, admin);
    return toAdminOrderDetail(await this.orders.get(id));
  }
}
