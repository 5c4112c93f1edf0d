import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi, ApiInvalidInput, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PaymentSettingsResponse, UpdatePaymentSettingsBody } from './payment-settings.dto';
import { PaymentSettingsService } from './payment-settings.service';

/** Back office: the shop's deposit terms and invoice settings. */
@Controller('bulbash_admin/payment-settings')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class PaymentSettingsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @RequirePermission('payment_settings', 'read')
  @Get()
  @ApiOperation({ summary: 'Deposit percent and threshold, balance due days, VAT note and invoice prefix' })
  @ApiOkResponse({ type: PaymentSettingsResponse })
  get(): Promise<PaymentSettingsResponse> {
    return this.settings.get();
  }

  @RequirePermission('payment_settings', 'write')
  @Patch()
  @ApiOperation({ summary: 'Change some payment settings (JSON, only the fields sent); answers all of them' })
  @ApiOkResponse({ type: PaymentSettingsResponse })
  @ApiInvalidInput(
    `${INVALID_JSON_FIELDS}; deposit_percent outside 0–100, balance_due_days outside 0–60, free_cancel_minutes not a whole 0–1440, empty vat_note, invoice_prefix not 1–10 A–Z/0–9`,
  )
  update(@Body() body: UpdatePaymentSettingsBody): Promise<PaymentSettingsResponse> {
    return this.settings.update(body);
  }
}
