import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { User } from '../auth/user.entity';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { OnlinePaymentAttempt, OnlineRefundBody } from './online-payment.dto';
import { OnlinePaymentsService } from './online-payments.service';
import { PaymentResponse } from './payment.dto';

/** Back office: an order's online payment attempts, and refunds of online payments through bePaid. */
@Controller('admin/orders/:id')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class OnlinePaymentsAdminController {
  constructor(private readonly online: OnlinePaymentsService) {}

  @RequirePermission('payments', 'read')
  @Get('online-payments')
  @ApiOperation({ summary: 'The order’s online payment attempts (card checkouts, ERIP invoices), newest first' })
  @ApiOkResponse({ type: [OnlinePaymentAttempt] })
  @ApiNotFound('Order')
  attempts(@Param('id', ParseIdPipe) id: number): Promise<OnlinePaymentAttempt[]> {
    return this.online.attempts(id);
  }

  @RequirePermission('refunds', 'write')
  @Post('payments/:pid/refund')
  @ApiOperation({
    summary: 'Refund an online payment (whole or part) through bePaid',
    description:
      'bePaid is asked first; the negative ledger entry (the same method, bePaid’s refund uid, refund_of the payment) and a history ' +
      'note are recorded only when bePaid confirms. Answers the new entry.',
  })
  @ApiCreatedResponse({ type: PaymentResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; amount over the payment’s refundable amount`)
  @ApiNotFound('Order or payment')
  @ApiConflictResponse({
    description:
      'Online payment off, the entry is not an online payment, another refund of this payment is under way (one at a time), ' +
      'or bePaid refused (its message wrapped in Russian)',
    type: ErrorResponse,
  })
  @ApiBadGatewayResponse({ description: 'bePaid could not be reached: nothing recorded', type: ErrorResponse })
  refund(
    @Param('id', ParseIdPipe) id: number,
    @Param('pid', ParseIdPipe) paymentId: number,
    @Body() body: OnlineRefundBody,
    @CurrentUser() admin: User,
  ): Promise<PaymentResponse> {
    return this.online.refund(id, paymentId, body, admin);
  }
}
