import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_ID } from '../http/admin-docs';
import { AssignDriverBody, AssignDriverResponse } from './delivery.dto';
import { DeliveriesService } from './deliveries.service';

/** Back office: which driver takes an order (the delivery sheet). Permission `orders` write: the owner or a manager plans the runs, a driver may not move orders between drivers. */
@Controller('admin/orders/:id/driver')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class OrderDriverController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @RequirePermission('orders', 'write')
  @Put()
  @ApiOperation({ summary: 'Give the order to a driver (null: to nobody, any driver of the day may take it)' })
  @ApiOkResponse({ type: AssignDriverResponse })
  @ApiInvalidInput(`${INVALID_ID}; driver_id absent, not a positive integer or null, or not an active driver account`)
  @ApiNotFound('Order')
  assign(@Param('id', ParseIdPipe) id: number, @Body() body: AssignDriverBody): Promise<AssignDriverResponse> {
    return this.deliveries.assignDriver(id, body.driver_id);
  }
}
