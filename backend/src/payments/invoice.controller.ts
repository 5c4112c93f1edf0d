import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { ErrorResponse } from '../common/error-response';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { InvoiceService } from './invoice.service';

@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class InvoiceController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get(':id/invoice.pdf')
  @RateLimited(RATE_LIMITS.invoice)
  @ApiOperation({
    summary: 'The order’s invoice («Счёт на оплату № BC-2026-000123») as an A4 PDF',
    description:
      'For the order’s owner or an administrator. The number is given on the first request (sequential per year, no gaps or duplicates) and kept. ' +
      'Seller requisites from the contacts record, the buyer (company requisites or the person), every line, delivery and adjustment, the total, ' +
      'the amount to pay now (deposit or balance) with its date, the VAT note and the payment purpose. ' +
      'At most 30 downloads a minute per client address (429 with Retry-After).',
  })
  @ApiPdfResponse()
  @ApiNotFoundResponse({ description: 'No such order, or another customer’s', type: ErrorResponse })
  async invoice(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User, @Res() response: Response): Promise<void> {
    const { number, pdf } = await this.invoices.pdf(id, { id: user.id, isAdmin: user.isAdmin });
    sendPdf(response, `invoice-${number}.pdf`, pdf, 'inline');
  }
}
