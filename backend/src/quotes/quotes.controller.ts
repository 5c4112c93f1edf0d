import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/optional-jwt-auth.guard';
import { clientIp, RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { ErrorResponse } from '../common/error-response';
import { User } from '../auth/user.entity';
import { QuoteAcceptBody, QuoteChangesBody, QuoteDeclineBody } from './quote.dto';
import { PublicQuoteResponse, QuoteAcceptResponse, QuoteMessageResponse } from './quote-response.dto';
import { QuoteCustomerService } from './quote-customer.service';
import { QUOTE_MESSAGE_RATE_LIMIT_DETAIL } from './quote.messages';
import { QuoteMessageLimits, QUOTE_MESSAGES_PER_HOUR } from './quote-message-limits';
import { QuotePdfService } from './quote-pdf.service';

const UNKNOWN_TOKEN = 'No quote with this token (or not sent yet)';
const TOO_MANY_MESSAGES = `More than ${QUOTE_MESSAGES_PER_HOUR} change requests and declines in an hour for this quote from this address (Retry-After)`;

/** The customer's link: `$PUBLIC_URL/quote/{token}` reads these; the token is the access. */
@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly customers: QuoteCustomerService,
    private readonly pdfs: QuotePdfService,
    private readonly limits: QuoteMessageLimits,
  ) {}

  /** Runs `work` under the quote's message limit (429 + Retry-After past it); a refused message costs no place. */
  private async limited<T>(token: string, request: Request, response: Response, work: () => Promise<T>): Promise<T> {
    const place = await this.limits.reserve(token, clientIp(request));
    if ('waitMs' in place) {
      response.setHeader('Retry-After', String(Math.ceil(place.waitMs / 1000)));
      throw new HttpException(QUOTE_MESSAGE_RATE_LIMIT_DETAIL, HttpStatus.TOO_MANY_REQUESTS);
    }
    try {
      return await work();
    } catch (error) {
      await place.release();
      throw error;
    }
  }

  @Get(':token.pdf')
  @RateLimited(RATE_LIMITS.quotePdf)
  @ApiOperation({ summary: 'The quote as an A4 PDF («Скачать PDF»); rendered on every download: 30 a minute per client address' })
  @ApiResponse({ status: 200, description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: UNKNOWN_TOKEN, type: ErrorResponse })
  async pdf(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const { fileName, pdf } = await this.pdfs.forToken(token);
    response
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
  }

  @Get(':token')
  @ApiOperation({
    summary: 'The quote behind the link: event, lines, services, delivery, discount, totals, deposit, validity, terms',
    description: 'Expired, replaced, declined and accepted quotes answer too, with their status (can_accept false).',
  })
  @ApiOkResponse({ type: PublicQuoteResponse })
  @ApiNotFoundResponse({ description: UNKNOWN_TOKEN, type: ErrorResponse })
  read(@Param('token') token: string): Promise<PublicQuoteResponse> {
    return this.customers.read(token);
  }

  @Post(':token/accept')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      '«Принять»: makes the order (every dish and service line, the delivery, the discount as an adjustment, the payer, the deposit)',
    description:
      'Signed in with the account whose e-mail is the quote’s contact_email, else 403 {detail, email} (sign in or sign up with that e-mail). ' +
      '201 {order_id} for the acceptance that made the order; a repeated or concurrent one answers 200 with the same order_id (one order per quote). ' +
      'A person chooses payment_method (cash, card, transfer; absent → 400); a company payer defaults to transfer. ' +
      '409 when the quote is expired, replaced or declined (the detail says which), the event time has passed, or the kitchen is full on that day ' +
      '(the detail names the nearest open day).',
  })
  @ApiCreatedResponse({ type: QuoteAcceptResponse })
  @ApiOkResponse({ type: QuoteAcceptResponse, description: 'Already accepted: the order made then' })
  @ApiForbiddenResponse({ description: 'Not signed in, or another account: {detail, email}', type: ErrorResponse })
  @ApiNotFoundResponse({ description: UNKNOWN_TOKEN, type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not open for acceptance, or no capacity that day', type: ErrorResponse })
  async accept(
    @Param('token') token: string,
    @CurrentUser() user: User | undefined,
    @Res({ passthrough: true }) response: Response,
    @Body() body: QuoteAcceptBody,
  ): Promise<QuoteAcceptResponse> {
    const { created, ...answer } = await this.customers.accept(token, user ?? null, body);
    response.status(created ? 201 : 200);
    return answer;
  }

  @Post(':token/changes')
  @HttpCode(200)
  @ApiOperation({
    summary: '«Нужны изменения»: the comment goes to the shop (e-mail and the quote’s history); the quote stays sent',
    description: 'With the declines, 5 an hour per quote and client address (refused ones do not count); the 6th is 429 with Retry-After.',
  })
  @ApiOkResponse({ type: QuoteMessageResponse })
  @ApiNotFoundResponse({ description: UNKNOWN_TOKEN, type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not sent (accepted, declined, expired, replaced)', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_MESSAGES, type: ErrorResponse })
  changes(
    @Param('token') token: string,
    @Body() body: QuoteChangesBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuoteMessageResponse> {
    return this.limited(token, request, response, () => this.customers.requestChanges(token, body.comment));
  }

  @Post(':token/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: '«Отказаться»: the quote becomes declined; the shop is told by e-mail',
    description:
      'With the change requests, 5 an hour per quote and client address (refused ones do not count); the 6th is 429 with Retry-After.',
  })
  @ApiOkResponse({ type: QuoteMessageResponse })
  @ApiNotFoundResponse({ description: UNKNOWN_TOKEN, type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not sent (accepted, declined, expired, replaced)', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_MESSAGES, type: ErrorResponse })
  decline(
    @Param('token') token: string,
    @Body() body: QuoteDeclineBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuoteMessageResponse> {
    return this.limited(token, request, response, () => this.customers.decline(token, body.comment ?? null));
  }
}
