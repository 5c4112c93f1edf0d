import { Injectable } from '@nestjs/common';
import {
  DEFAULT_FREE_CANCEL_MINUTES,
  DEFAULT_MIN_MARGIN_PERCENT,
  DEFAULT_QUOTE_DEPOSIT_PERCENT,
  DepositTerms,
  fromMinor,
  toMinor,
  toMoney,
} from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner';
import { PaymentSettingsResponse, PaymentTermsResponse, UpdatePaymentSettingsBody } from './payment-settings.dto';
import { PAYMENT_SETTINGS_ID, PaymentSettings } from './payment-settings.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** The terms until staff change them: no deposit on shop orders, balance 2 days before the event, 15 minutes to change one's mind. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingsResponse = {
  deposit_percent: 0,
  deposit_min_total: 500,
  balance_due_days: 2,
  company_payment_days: 5,
  vat_note: 'Без НДС',
  invoice_prefix: 'BC',
  quote_deposit_percent: DEFAULT_QUOTE_DEPOSIT_PERCENT,
  free_cancel_minutes: DEFAULT_FREE_CANCEL_MINUTES,
  min_margin_percent: DEFAULT_MIN_MARGIN_PERCENT,
};

export function depositTerms(settings: PaymentSettingsResponse): DepositTerms {
  return {
    depositPercent: settings.deposit_percent,
    depositMinTotalMinor: toMinor(settings.deposit_min_total),
    balanceDueDays: settings.balance_due_days,
    companyPaymentDays: settings.company_payment_days,
  };
}

/** Payment settings: one row, the defaults until the first change. */
@Injectable()
export class PaymentSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  /** The deposit terms anyone may read (GET /order/payment-terms, the offer page). */
  async publicTerms(): Promise<PaymentTermsResponse> {
    const { deposit_percent, deposit_min_total, balance_due_days, company_payment_days } = await this.get();
    return { deposit_percent, deposit_min_total, balance_due_days, company_payment_days };
  }

  async get(manager: EntityManager = this.dataSource.manager): Promise<PaymentSettingsResponse> {
    const row = await manager.findOneBy(PaymentSettings, { id: PAYMENT_SETTINGS_ID });
    if (!row) return { ...DEFAULT_PAYMENT_SETTINGS };
    return {
      deposit_percent: row.depositPercent,
      deposit_min_total: toMoney(row.depositMinTotal),
      balance_due_days: row.balanceDueDays,
      company_payment_days: row.companyPaymentDays,
      vat_note: row.vatNote,
      invoice_prefix: row.invoicePrefix,
      quote_deposit_percent: row.quoteDepositPercent,
      free_cancel_minutes: row.freeCancelMinutes,
      min_margin_percent: row.minMarginPercent,
    };
  }

  update(body: UpdatePaymentSettingsBody): Promise<PaymentSettingsResponse> {
    return this.transactions.run(async (manager) => {
      const before = await this.get(manager);
      const next = { ...before };
      for (const key of Object.keys(DEFAULT_PAYMENT_SETTINGS) as (keyof PaymentSettingsResponse)[]) {
        const value = body[key];
        if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      await manager.upsert(
        PaymentSettings,
        {
          id: PAYMENT_SETTINGS_ID,
          depositPercent: next.deposit_percent,
          depositMinTotal: fromMinor(toMinor(next.deposit_min_total)),
          balanceDueDays: next.balance_due_days,
          companyPaymentDays: next.company_payment_days,
          vatNote: next.vat_note,
          invoicePrefix: next.invoice_prefix,
          quoteDepositPercent: next.quote_deposit_percent,
          freeCancelMinutes: next.free_cancel_minutes,
          minMarginPercent: next.min_margin_percent,
        },
        ['id'],
      );
      const saved = await this.get(manager);
      const fields = Object.keys(DEFAULT_PAYMENT_SETTINGS) as (keyof PaymentSettingsResponse)[];
      await AuditLog.record(manager, {
        entity: 'payment_settings',
        entityId: PAYMENT_SETTINGS_ID,
        action: 'update',
        changes: diffFields(before, saved, fields),
      });
      return saved;
    });
  }
}
