import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { assertRoleCan, PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { CreatePaymentBody, PaymentChangeResponse, PaymentListResponse } from './payment.dto';
import { PaymentsService } from './payments.service';

/** Back office: an order's payments ledger (money received, refunds given). */
@Controller('admin/orders/:id/payments')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @RequirePermission('payments', 'read')
  @Get()
  @ApiOperation({ summary: 'An order’s payments, oldest first, and the position they add up to' })
  @ApiOkResponse({ type: PaymentListResponse })
  @ApiNotFound('Order')
  list(@Param('id', ParseIdPipe) id: number): Promise<PaymentListResponse> {
    return this.payments.list(id);
  }

  @RequirePermission('payments', 'write')
  @Post()
  @ApiOperation({
    summary: 'Record a payment (a negative amount records a refund, which also needs `refunds` write: owner only)',
    description:
      'One transaction: the ledger row and a history note («Оплата 250,00 byn (наличные)») through the order state machine, ' +
      'so the order’s version goes up by one. Works on any status (a refund after a cancellation).',
  })
  @ApiCreatedResponse({ type: PaymentChangeResponse })
  @ApiInvalidInput(
    `${INVALID_JSON_FIELDS}; amount 0 or with more than 2 decimals; paid_at not ISO 8601 or in the future; unknown method → 'Payment method does not exist'`,
  )
  @ApiNotFound('Order')
  @ApiConflictResponse({ description: 'The order changed at the same moment: nothing written', type: ErrorResponse })
  record(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreatePaymentBody,
    @CurrentUser() admin: User,
  ): Promise<PaymentChangeResponse> {
    // A refund (a negative amount) needs its own permission beside recording payments.
    if (body.amount < 0) assertRoleCan(admin.role, 'refunds', 'write');
    return this.payments.record(id, body, admin);
  }

  @RequirePermission('payments', 'write')
  @Delete(':pid')
  @ApiOperation({ summary: 'Remove a mistaken payment; the history keeps a note of it («Удалена запись: …»)' })
  @ApiOkResponse({ type: PaymentChangeResponse })
  @ApiInvalidInput('The order or payment id is not a positive integer')
  @ApiNotFound('Order or payment')
  remove(
    @Param('id', ParseIdPipe) id: number,
    @Param('pid', ParseIdPipe) paymentId: number,
    @CurrentUser() admin: User,
  ): Promise<PaymentChangeResponse> {
    return this.payments.remove(id, paymentId, admin);
  }
}
