import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { User } from '../auth/user.entity';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ErrorResponse, INVALID_ID } from '../http/admin-docs';
import { DeliveredBody, DeliveredResponse, DriverDto, MyDeliveriesQuery, MyDeliveryDto, OnTheWayResponse } from './delivery.dto';
import { DeliveriesService } from './deliveries.service';

/**
 * The driver's phone (issue 36, «Мои доставки»). Permission resource `deliveries`: the lists
 * read, marking delivered write.
 */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class MyDeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @RequirePermission('deliveries', 'read')
  @Get('my-deliveries')
  @ApiOperation({
    summary: 'A Minsk day’s deliveries for the driver’s phone, in time order',
    description:
      'The viewer’s run of the day (deliveries/delivery-run.ts, the one rule the delivery sheet and «Доставлено» use too): canceled orders and pickups left out; ' +
      'a role that may not read every run (without `orders` read: the driver) sees only the confirmed deliveries (processing, or completed = delivered) given to it or to nobody; ' +
      'owner and manager see every delivery of the day. to_collect is amountToCollect of @bulbash/rules (0 when paid or by transfer). ' +
      'can_deliver: today’s run and not delivered yet.',
  })
  @ApiOkResponse({ type: [MyDeliveryDto] })
  @ApiInvalidInput('date not YYYY-MM-DD')
  list(@Query() query: MyDeliveriesQuery, @CurrentUser() user: User): Promise<MyDeliveryDto[]> {
    return this.deliveries.list(user, query.date);
  }

  @RequirePermission('deliveries', 'write')
  @Post('my-deliveries/:orderId/delivered')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a delivery done, with the cash taken at the door',
    description:
      'One transaction with the order row locked: the order becomes completed through the order state machine (a history row ' +
      '«Доставлено (e-mail)»), and cash_collected > 0 is recorded as a cash payment with the driver as the recorder. ' +
      'More or less than to_collect may be recorded (the driver types what was taken). An unassigned delivery becomes the driver’s. ' +
      'Only what «Мои доставки» shows today may be marked: the order must be on the viewer’s run of today (Minsk, by the shop’s clock). ' +
      'A second tap or a second driver: 409 and no second payment.',
  })
  @ApiOkResponse({ type: DeliveredResponse })
  @ApiInvalidInput(`${INVALID_ID}; cash_collected not a number from 0 to 100000 with two decimals at most`)
  @ApiNotFoundResponse({
    description:
      'No such order, or a pickup: «Доставка не найдена». An order not on the viewer’s run of today — another driver’s, another day’s, ' +
      'or, for a driver, one not confirmed yet (pending): «Этой доставки нет в «Мои доставки» на сегодня: отметить доставленной можно только её»',
    type: ErrorResponse,
  })
  @ApiConflictResponse({ description: '«Заказ уже отмечен доставленным», or the order is canceled', type: ErrorResponse })
  delivered(
    @Param('orderId', ParseIdPipe) orderId: number,
    @Body() body: DeliveredBody,
    @CurrentUser() user: User,
  ): Promise<DeliveredResponse> {
    return this.deliveries.deliver(orderId, body.cash_collected, user);
  }

  @RequirePermission('deliveries', 'write')
  @Post('my-deliveries/:orderId/on-the-way')
  @HttpCode(200)
  @ApiOperation({
    summary: '«В пути»: the driver set out with a delivery',
    description:
      'One transaction with the order row locked: a history note «В пути (e-mail)» through the order state machine, the moment kept ' +
      '(on_the_way), an unassigned delivery given to the driver, and the customer’s Telegram chat (when linked) told with the driver’s phone. ' +
      'Only today’s run, as «Доставлено». A second tap: 409.',
  })
  @ApiOkResponse({ type: OnTheWayResponse })
  @ApiInvalidInput(INVALID_ID)
  @ApiNotFoundResponse({ description: 'No such delivery, or not on the viewer’s run of today (as for «Доставлено»)', type: ErrorResponse })
  @ApiConflictResponse({ description: '«Заказ уже отмечен «В пути»», already delivered, or canceled', type: ErrorResponse })
  onTheWay(@Param('orderId', ParseIdPipe) orderId: number, @CurrentUser() user: User): Promise<OnTheWayResponse> {
    return this.deliveries.onTheWay(orderId, user);
  }

  @RequirePermission('deliveries', 'read')
  @Get('drivers')
  @ApiOperation({ summary: 'The active driver accounts, for the delivery sheet’s driver select' })
  @ApiOkResponse({ type: [DriverDto] })
  drivers(): Promise<DriverDto[]> {
    return this.deliveries.drivers();
  }
}
