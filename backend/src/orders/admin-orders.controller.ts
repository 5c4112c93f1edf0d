import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/user.entity';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AdminApi, ApiAdminList, ApiInvalidInput, ApiNotFound, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { OrderAdminService } from './order-admin.service';
import { toAdminOrderDetail, toAdminOrderRow } from './admin-order.mappers';
import { MessageResponse } from '../http/admin-responses';
import { AdminOrderDetailResponse, AdminOrderListQuery, AdminOrderListResponse, UpdateOrderBody } from './admin-order.dto';
import { setTotalCount } from '../http/list-query';
import { ApiAdminOrderDetail, ApiCapacityConflict, ORDER_FIELD_ERRORS } from './admin-order-docs';

export const ORDER_UPDATED = 'Заказ успешно обновлен';

/** Back office: orders. */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminOrdersController {
  constructor(private readonly orders: OrderAdminService) {}

  @RequirePermission('orders', 'read')
  @Get('get-all-orders')
  @ApiOperation({
    summary: 'All orders, newest first',
    description: ORDER_FIELD_ERRORS,
  })
  @ApiAdminList(AdminOrderListResponse, false)
  async list(@Query() query: AdminOrderListQuery, @Res({ passthrough: true }) response: Response): Promise<AdminOrderListResponse> {
    const { rows, total, payments } = await this.orders.list(query);
    setTotalCount(response, total);
    return { data: rows.map((order) => toAdminOrderRow(order, payments.get(order.id)!)) };
  }

  @RequirePermission('orders', 'read')
  @Get('get-order/:id')
  @ApiAdminOrderDetail()
  async get(@Param('id', ParseIdPipe) id: number): Promise<AdminOrderDetailResponse> {
    return toAdminOrderDetail(await this.orders.get(id));
  }

  @RequirePermission('orders', 'write')
  @Post('update-status-order')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change an order’s payment method, total cost, status and/or its delivery (reschedule); a status change e-mails the customer',
    description:
      `${ORDER_FIELD_ERRORS} ` +
      'delivery_at may be any time (the shoppers’ rules do not bind staff); when delivery_method or delivery_distance_km changes the delivery cost and ' +
      'no total_cost is sent, the server recomputes total_cost as items + the new delivery cost.',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; an unknown payment_method or status`)
  @ApiCapacityConflict()
  @ApiNotFound('Order')
  async update(@Body() body: UpdateOrderBody, @CurrentUser() admin: User): Promise<MessageResponse> {
    await this.orders.update(body, admin);
    return { message: ORDER_UPDATED };
  }
}
