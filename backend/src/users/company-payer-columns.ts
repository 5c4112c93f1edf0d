import { Column } from 'typeorm';
import type { PayerType } from '@bulbash/rules';
import { EntityBase } from '../common/column-set';

/**
 * Who pays an order or a quote: a person (default) or a company paying against an invoice with
 * its requisites. Declared once for `orders` and `quotes` (the same column names, types and
 * defaults in both tables). A column set over the entity's base rather than an embedded entity:
 * the properties stay flat (`payerType`, `companyName`, …), as the quote's field rules and
 * version comparison read them one by one.
 */
export function WithCompanyPayer<Base extends EntityBase>(base: Base) {
  abstract class CompanyPayerColumns extends base {
    @Column({ name: 'payer_type', type: 'varchar', length: 10, default: 'person' })
    payerType!: PayerType;

    @Column({ name: 'company_name', type: 'varchar', length: 300, nullable: true })
    companyName!: string | null;

    /** УНП, 9 digits. */
    @Column({ name: 'company_unp', type: 'varchar', length: 9, nullable: true })
    companyUnp!: string | null;

    @Column({ name: 'company_address', type: 'varchar', length: 500, nullable: true })
    companyAddress!: string | null;

    /** Settlement account, a Belarusian IBAN (28 characters). */
    @Column({ name: 'company_account', type: 'varchar', length: 28, nullable: true })
    companyAccount!: string | null;

    @Column({ name: 'company_bic', type: 'varchar', length: 11, nullable: true })
    companyBic!: string | null;
  }
  return CompanyPayerColumns;
}
