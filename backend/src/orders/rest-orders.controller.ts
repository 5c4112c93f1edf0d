import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/user.entity';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { OrderAdminService } from './order-admin.service';
import { CreateDeskOrderBody } from './order-desk.dto';
import { OrderDeskService } from './order-desk.service';
import { toAdminOrderDetail, toAdminOrderRow } from './admin-order.mappers';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { AdminOrderDetailResponse, AdminOrderListQuery, AdminOrderRow, RestUpdateOrderBody } from './admin-order.dto';
import { ApiAdminOrderDetail, ApiCapacityConflict, ORDER_FIELD_ERRORS } from './admin-order-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';

/**
 * REST admin surface (ra-data-simple-rest): orders. Customers create orders at checkout and
 * staff at the order desk (POST); orders are never deleted, so there is no DELETE here.
 */
@Controller(`${REST_ADMIN_PREFIX}/orders`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestOrdersController {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly desk: OrderDeskService,
  ) {}

  @RequirePermission('orders', 'write')
  @Post()
  @ApiOperation({
    summary: 'Order desk: an order taken by phone for an account (user_id) or a caller (customer: found by e-mail or a new account)',
    description:
      'Priced from the catalogue, delivery cost and the shop’s time rules as at checkout; time_override_reason lets staff book outside the rules ' +
      '(within 365 days), recorded in the history. A new account gets a verified e-mail, no password and a «set your password» letter; the customer ' +
      'gets the order confirmation. Answers the order (201).',
  })
  @ApiCreatedResponse({ type: AdminOrderDetailResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; neither user_id nor customer; a dish twice; a broken delivery rule`)
  @ApiNotFound('Account or dish')
  @ApiCapacityConflict()
  async create(@Body() body: CreateDeskOrderBody, @CurrentUser() admin: User): Promise<AdminOrderDetailResponse> {
    const order = await this.desk.create(body, admin);
    return toAdminOrderDetail(await this.orders.get(order.id));
  }

  @RequirePermission('orders', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Orders, newest first unless sorted; filters: payment_method, status, payment_status, payment_due (awaiting | overdue), date_from, date_to, event_from, event_to (Minsk days, inclusive), phone, user_id, id',
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

  @RequirePermission('orders', 'read')
  @Get(':id')
  @ApiAdminOrderDetail()
  async get(@Param('id', ParseIdPipe) id: number): Promise<AdminOrderDetailResponse> {
    return toAdminOrderDetail(await this.orders.get(id));
  }

  @RequirePermission('orders', 'write')
  @Put(':id')
  @ApiOperation({
    summary:
      'Change an order through its state machine (JSON): payment method, status, total (an adjustment), delivery and time, address, guests, ' +
      'comment and lines (the whole new list of dishes); send the version you read (409 when the order changed since). Other fields of the order are ignored. ' +
      'A status change e-mails the customer, and so does a change of dishes, time, delivery, address or guests (a summary). Answers the order',
    description: ORDER_FIELD_ERRORS,
  })
  @ApiOkResponse({ type: AdminOrderDetailResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; an unknown payment_method or status`)
  @ApiCapacityConflict()
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
