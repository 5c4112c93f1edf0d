import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaymentTermsResponse } from './payment-settings.dto';
import { PaymentSettingsService } from './payment-settings.service';

/** Public: the deposit terms, so the checkout can say «Предоплата 50 % — 250 byn до 12.12.2026» before ordering. */
@ApiTags('orders')
@Controller('order')
export class PaymentTermsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @Get('payment-terms')
  @ApiOperation({
    summary: 'The deposit terms of new orders (no sign-in)',
    description:
      'An order whose total is at or above deposit_min_total needs deposit_percent % of it (rounded up to a kopeck), due 3 days after ' +
      'placing or on the balance day when sooner; the balance is due balance_due_days before the event (Minsk days). ' +
      'The checkout computes the notice with checkoutDeposit of @bulbash/rules, the function behind every order’s deposit_due.',
  })
  @ApiOkResponse({ type: PaymentTermsResponse })
  async terms(): Promise<PaymentTermsResponse> {
    return this.settings.publicTerms();
  }
}
