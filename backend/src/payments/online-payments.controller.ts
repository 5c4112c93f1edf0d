import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { User } from '../auth/user.entity';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { rawBodyOf } from '../common/raw-body';
import { ApiInvalidInput, ErrorResponse } from '../http/admin-docs';
import {
  NotificationAnswer,
  OnlinePaymentAvailability,
  OnlinePaymentView,
  StartOnlinePaymentBody,
  StartOnlinePaymentResponse,
} from './online-payment.dto';
import { OnlinePaymentStart } from './online-payment-start.service';
import { OnlinePaymentsService } from './online-payments.service';
import { BEPAID_NOTIFICATIONS_PATH } from './online-provider';
import { PaymentConfirmations } from './payment-confirmations.service';

/** The customer's side of online payment: start an attempt, read it on the return page. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class OnlinePaymentsController {
  constructor(
    private readonly starts: OnlinePaymentStart,
    private readonly confirmations: PaymentConfirmations,
  ) {}

  @Post(':id/pay')
  @ApiOperation({
    summary: 'Pay an own order online: a bePaid card checkout or an ERIP invoice for what is due now',
    description:
      'card → { payment_id, redirect_url } (send the customer to bePaid’s page; it returns to /order-payment/{id}/{payment_id}); ' +
      'erip → { payment_id, erip: { account_number, amount, path, qr_code } }. The amount is the deposit still owed (what=deposit) ' +
      'or the whole balance (balance, full), never more than the balance. One live attempt per order: while one for the same amount ' +
      'and method is live it is answered again (the same redirect_url or ERIP number); any other live one is expired first. ' +
      'Every checkout and invoice carries bePaid’s expired_at (card 1 hour, ERIP 3 days).',
  })
  @ApiCreatedResponse({ type: StartOnlinePaymentResponse })
  @ApiInvalidInput('what or method missing or unknown; the id is not a positive integer')
  @ApiNotFoundResponse({ description: 'No such order among the caller’s', type: ErrorResponse })
  @ApiConflictResponse({
    description:
      '«Онлайн-оплата не подключена» (no BEPAID_SHOP_ID), nothing is due now, or the same attempt is being opened by another ' +
      'request this moment (try again in a few seconds: it is then answered)',
    type: ErrorResponse,
  })
  @ApiBadGatewayResponse({ description: 'bePaid refused or could not be reached; the attempt is marked failed', type: ErrorResponse })
  start(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: StartOnlinePaymentBody,
  ): Promise<StartOnlinePaymentResponse> {
    return this.starts.start(user, id, body);
  }

  @Get(':id/pay/:paymentId')
  @ApiOperation({
    summary: 'One online payment attempt of an own order (the return page)',
    description: 'While the attempt is pending the shop first asks bePaid and records the payment if bePaid says it succeeded.',
  })
  @ApiOkResponse({ type: OnlinePaymentView })
  @ApiNotFoundResponse({ description: 'No such order among the caller’s, or no such attempt of it', type: ErrorResponse })
  view(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Param('paymentId', ParseIdPipe) paymentId: number,
  ): Promise<OnlinePaymentView> {
    return this.confirmations.view(user, id, paymentId);
  }
}

/** Public: whether the shop takes online payment, and bePaid's notifications. */
@ApiTags('payments')
@Controller('payments')
export class OnlinePaymentsPublicController {
  constructor(
    private readonly online: OnlinePaymentsService,
    private readonly confirmations: PaymentConfirmations,
  ) {}

  @Get('online')
  @ApiOperation({ summary: 'Whether online payment is on (BEPAID_SHOP_ID set) and its methods (no sign-in)' })
  @ApiOkResponse({ type: OnlinePaymentAvailability })
  availability(): OnlinePaymentAvailability {
    return this.online.availability();
  }

  @Post(BEPAID_NOTIFICATIONS_PATH.slice('payments/'.length))
  @HttpCode(200)
  @ApiOperation({
    summary: 'bePaid’s notification of a transaction (called by bePaid, not by people)',
    description:
      'Basic auth (shop id : secret key) and Content-Signature (base64 RSA-SHA256 of the raw body, checked with BEPAID_PUBLIC_KEY) ' +
      'must both verify, else 401 and nothing recorded. A successful payment enters the ledger once by its uid (card_online or erip); ' +
      'one for an expired attempt or a canceled order is recorded too, with refund_flag. A refund (type refund, tracking_id ' +
      'refund-<id>) settles that refund: a successful one enters the ledger once, whatever reported it first.',
  })
  @ApiHeader({ name: 'Content-Signature', required: true, description: 'base64 RSA-SHA256 signature of the raw body' })
  @ApiBody({
    description: 'bePaid’s { "transaction": { uid, status, amount, currency, tracking_id, type, … } }',
    schema: { type: 'object' },
  })
  @ApiOkResponse({ type: NotificationAnswer })
  @ApiUnauthorizedResponse({ description: 'Basic auth or signature did not verify (or online payment is off)', type: ErrorResponse })
  notify(
    @Req() request: Request,
    @Headers('authorization') authorization: string | undefined,
    @Headers('content-signature') signature: string | undefined,
  ): Promise<NotificationAnswer> {
    return this.confirmations.notify({ rawBody: rawBodyOf(request) ?? Buffer.alloc(0), authorization, signature });
  }
}
