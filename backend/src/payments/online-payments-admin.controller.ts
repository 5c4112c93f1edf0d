import { Body, Controller, Get, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { User } from '../auth/user.entity';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { OnlinePaymentAttempt, OnlineRefundBody } from './online-payment.dto';
import { OnlinePaymentsService } from './online-payments.service';
import { OnlineRefunds } from './online-refunds.service';
import { PaymentResponse, RefundPendingResponse } from './payment.dto';

/** Back office: an order's online payment attempts, and refunds of online payments through bePaid. */
@Controller('admin/orders/:id')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class OnlinePaymentsAdminController {
  constructor(
    private readonly online: OnlinePaymentsService,
    private readonly refunds: OnlineRefunds,
  ) {}

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
      'Record before calling out: the refund is written (pending) before bePaid is asked, with its id as bePaid’s tracking_id ' +
      '(refund-<id>). Confirmed → 201 with the negative ledger entry (the same method, bePaid’s refund uid, refund_of the payment) ' +
      'and a history note, entered once. No answer within BEPAID_TIMEOUT_MS, a 5xx or a broken connection → 202 ' +
      '{ refund_id, status: "unknown", message }: the shop asks bePaid itself (at once, then every 5 minutes) and reads bePaid’s ' +
      'notification; the payments list shows the refund as unknown («Возврат проверяется») until refunded or failed. Do not retry.',
  })
  @ApiCreatedResponse({ type: PaymentResponse, description: 'bePaid confirmed: the ledger entry' })
  @ApiAcceptedResponse({
    type: RefundPendingResponse,
    description: 'bePaid did not answer: the refund is being checked, never to be retried',
  })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; amount over the payment’s refundable amount (less refunds not yet settled)`)
  @ApiNotFound('Order or payment')
  @ApiConflictResponse({
    description:
      'Online payment off; the entry is not an online payment; another refund of this payment is under way or still unknown ' +
      '(«…ещё проверяется…»: wait for it); or bePaid declined the refund (its message wrapped in Russian)',
    type: ErrorResponse,
  })
  @ApiBadGatewayResponse({
    description: 'bePaid refused the request outright (a 4xx): «Платёжная система не приняла запрос на возврат (…)», nothing refunded',
    type: ErrorResponse,
  })
  async refund(
    @Param('id', ParseIdPipe) id: number,
    @Param('pid', ParseIdPipe) paymentId: number,
    @Body() body: OnlineRefundBody,
    @CurrentUser() admin: User,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentResponse | RefundPendingResponse> {
    const answer = await this.refunds.refund(id, paymentId, body, admin);
    if ('entered' in answer) return answer.entered;
    response.status(HttpStatus.ACCEPTED);
    return answer.unknown;
  }
}
