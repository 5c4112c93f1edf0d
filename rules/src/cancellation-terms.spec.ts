import { describe, expect, it } from 'vitest';
import { cancellationFeeUnderTerms, cancellationRuleText, cancellationTermsText, depositOfMinor } from './cancellation-terms';

const at = (iso: string) => new Date(iso);
const base = {
  totalMinor: 100_000,
  depositPercent: 30,
  deliveryAt: at('2026-12-20T15:00:00Z'),
  now: at('2026-12-01T10:00:00Z'),
  freeUntil: at('2026-11-27T10:15:00Z'),
};

describe('cancellationFeeUnderTerms', () => {
  it('standard terms: free weeks ahead, whatever was paid', () => {
    expect(cancellationFeeUnderTerms({ ...base, terms: 'standard', paidMinor: 30_000 })).toBe(0);
  });

  it('deposit kept: the paid deposit is the fee weeks ahead', () => {
    expect(cancellationFeeUnderTerms({ ...base, terms: 'deposit_kept', paidMinor: 30_000 })).toBe(30_000);
    expect(cancellationFeeUnderTerms({ ...base, terms: 'deposit_kept', paidMinor: 10_000 })).toBe(10_000);
    expect(cancellationFeeUnderTerms({ ...base, terms: 'deposit_kept', paidMinor: 80_000 })).toBe(30_000);
  });

  it('deposit kept: nothing paid, nothing kept; within the grace period free', () => {
    expect(cancellationFeeUnderTerms({ ...base, terms: 'deposit_kept', paidMinor: 0 })).toBe(0);
    expect(cancellationFeeUnderTerms({ ...base, terms: 'deposit_kept', paidMinor: 30_000, now: at('2026-11-27T10:10:00Z') })).toBe(0);
  });

  it('deposit kept: a late cancellation costs at least the shop fee', () => {
    const late = { ...base, now: at('2026-12-20T05:00:00Z') };
    expect(cancellationFeeUnderTerms({ ...late, terms: 'deposit_kept', paidMinor: 30_000 })).toBe(50_000);
  });

  it('deposit rounds up; texts name the terms', () => {
    expect(depositOfMinor(1001, 30)).toBe(301);
    expect(cancellationTermsText('deposit_kept', 30)).toContain('Предоплата 30 %');
    expect(cancellationTermsText('standard', null)).toContain('бесплатна');
  });

  it('texts follow the free grace period of the settings (0: none mentioned)', () => {
    expect(cancellationRuleText()).toContain('в течение 15 минут после оформления');
    expect(cancellationRuleText(30)).toContain('в течение 30 минут после оформления');
    expect(cancellationRuleText(21)).toContain('в течение 21 минуты');
    expect(cancellationRuleText(0)).toBe('Отмена не позднее чем за 24 часа до времени доставки бесплатна, позже — 50 % стоимости заказа.');
    expect(cancellationTermsText('deposit_kept', 30, 0)).not.toContain('минут');
    expect(cancellationTermsText('deposit_kept', 30, 45)).toContain('кроме отмены в течение 45 минут после оформления');
    expect(cancellationTermsText('standard', null, 30)).toBe(cancellationRuleText(30));
  });
});
