import { normaliseBic, normaliseByIban, normaliseUnp, REQUISITE_MESSAGES } from '@bulbash/rules';
import { compact, required, type Errors } from '../shared/validation';

/** The company requisites a company payer gives at checkout (the API checks the same rules). */
export const COMPANY_FIELDS = ['company_name', 'company_unp', 'company_address', 'company_account', 'company_bic'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

export const EMPTY_COMPANY: CompanyValues = {
  company_name: '',
  company_unp: '',
  company_address: '',
  company_account: '',
  company_bic: '',
};

export const COMPANY_LABELS: Record<CompanyField, string> = {
  company_name: 'Название организации',
  company_unp: 'УНП',
  company_address: 'Юридический адрес',
  company_account: 'Расчётный счёт (IBAN)',
  company_bic: 'БИК банка',
};

const rule = (normalise: (value: string) => string | null, message: string) => (value: string) =>
  required(value) ?? (normalise(value) ? undefined : message);

export function validateCompany(values: CompanyValues): Errors<CompanyField> {
  return compact({
    company_name: required(values.company_name),
    company_unp: rule(normaliseUnp, REQUISITE_MESSAGES.company_unp)(values.company_unp),
    company_address: required(values.company_address),
    company_account: rule(normaliseByIban, REQUISITE_MESSAGES.company_account)(values.company_account),
    company_bic: rule(normaliseBic, REQUISITE_MESSAGES.company_bic)(values.company_bic),
  });
}

/** The profile's saved requisites (from /users/me) as form values. */
export function companyFromProfile(
  saved: { name: string; unp: string; address: string; account: string; bic: string } | null | undefined,
): CompanyValues | null {
  if (!saved) return null;
  return {
    company_name: saved.name,
    company_unp: saved.unp,
    company_address: saved.address,
    company_account: saved.account,
    company_bic: saved.bic,
  };
}
