import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { roleCan } from '@bulbash/rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { ErrorResponse } from '../common/error-response';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { InvoiceListItem } from './invoice.dto';
import { InvoiceService } from './invoice.service';

@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('order')
@UseGuards(JwtAuthGuard)
export class InvoiceController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get(':id/invoices')
  @ApiOperation({
    summary: 'The order’s invoices, oldest first: the current one and those a corrected invoice replaced («заменён»)',
    description:
      'For the order’s owner or a staff role with `invoices` read (owner, manager, accountant; anyone else gets 404 for another’s order). Empty until the first invoice was issued. When the total changed since the current invoice, ' +
      'a corrected invoice (a new number, today’s date, «взамен счёта № …») is issued first.',
  })
  @ApiOkResponse({ type: [InvoiceListItem] })
  @ApiNotFoundResponse({ description: 'No such order, or another customer’s', type: ErrorResponse })
  invoiceList(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<InvoiceListItem[]> {
    return this.invoices.list(id, { id: user.id, isAdmin: roleCan(user.role, 'invoices', 'read') });
  }

  @Get(':id/invoice.pdf')
  @RateLimited(RATE_LIMITS.invoice)
  @ApiOperation({
    summary: 'The order’s invoice («Счёт на оплату № BC-2026-000123») as an A4 PDF',
    description:
      'For the order’s owner or a staff role with `invoices` read (owner, manager, accountant; anyone else gets 404 for another’s order). The number is given on the first request (sequential per year, no gaps or duplicates) and kept ' +
      'while the total stays; after a change of the total the next request issues a corrected invoice (a new number, today’s date, «взамен счёта № …») ' +
      'and the old one is marked replaced (see invoices). ' +
      'Seller requisites from the contacts record, the buyer (company requisites or the person), every line, delivery and adjustment, the total, ' +
      'the amount to pay now (deposit or balance) with its date, the VAT note and the payment purpose. ' +
      'At most 30 downloads a minute per client address (429 with Retry-After).',
  })
  @ApiPdfResponse()
  @ApiNotFoundResponse({ description: 'No such order, or another customer’s', type: ErrorResponse })
  async invoice(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User, @Res() response: Response): Promise<void> {
    const { number, pdf } = await this.invoices.pdf(id, { id: user.id, isAdmin: roleCan(user.role, 'invoices', 'read') });
    sendPdf(response, `invoice-${number}.pdf`, pdf, 'inline');
  }
}
