import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { FILL_IN } from '../common/fields/field-messages';
import { normaliseBic, normaliseByIban, normaliseUnp, PAYER_TYPES, PayerType, REQUISITE_MESSAGES } from '@bulbash/rules';

const COMPANY_NAME_MAX = 300;
const COMPANY_ADDRESS_MAX = 500;

interface CompanyFields {
  payer_type?: PayerType;
}
const forCompany = ValidateIf((dto: CompanyFields) => dto.payer_type === 'company');

const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A company text field: required (and checked) only when payer_type is `company`. */
const CompanyText = (max: number, example: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: max, description: `${description}; required when payer_type is company` }),
    forCompany,
    IsDefined({ message: FILL_IN }),
    Trimmed(),
    IsString({ message: 'должно быть строкой' }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(max, { message: `не более ${max} символов` }),
  );

/** A requisite that a pure rule of @bulbash/rules normalises; the stored value is the normalised one. */
const CompanyRequisite = (
  normalise: (value: string) => string | null,
  message: string,
  example: string,
  description: string,
  name: string,
) =>
  applyDecorators(
    ApiPropertyOptional({ example, description: `${description}; required when payer_type is company` }),
    forCompany,
    IsDefined({ message: FILL_IN }),
    IsString({ message: message }),
    ValidateBy({ name, validator: { validate: (value: unknown) => typeof value === 'string' && normalise(value) !== null } }, { message }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalise(value) ?? value) : value)),
  );

/** Who pays for an order: a person (default) or a company with its requisites (for an invoice). */
export class CompanyPayerFields {
  @ApiPropertyOptional({ enum: PAYER_TYPES, default: 'person', description: 'company: the company_* fields are required' })
  @IsOptional()
  @IsIn(PAYER_TYPES as unknown as string[], { message: 'укажите person или company' })
  payer_type?: PayerType;

  @CompanyText(COMPANY_NAME_MAX, 'ООО «Ромашка»', 'Company name')
  company_name?: string;

  @CompanyRequisite(normaliseUnp, REQUISITE_MESSAGES.company_unp, '190123456', 'УНП, exactly 9 digits', 'unp')
  company_unp?: string;

  @CompanyText(COMPANY_ADDRESS_MAX, 'г. Минск, ул. Немига, 5, офис 12', 'Legal address')
  company_address?: string;

  @CompanyRequisite(
    normaliseByIban,
    REQUISITE_MESSAGES.company_account,
    'BY13NBRB3600900000002Z00AB00',
    'Settlement account: a Belarusian IBAN (BY, 2 check digits, 4-character bank code, 20 more; 28 characters, mod-97 checked; spaces allowed)',
    'by_iban',
  )
  company_account?: string;

  @CompanyRequisite(normaliseBic, REQUISITE_MESSAGES.company_bic, 'NBRBBY2X', 'Bank BIC, 8 or 11 characters', 'bic')
  company_bic?: string;
}

/** A company payer's requisites as stored on the order. */
export class CompanyPayerDto {
  @ApiProperty({ example: 'ООО «Ромашка»' }) name!: string;
  @ApiProperty({ example: '190123456', description: 'УНП' }) unp!: string;
  @ApiProperty({ example: 'г. Минск, ул. Немига, 5, офис 12' }) address!: string;
  @ApiProperty({ example: 'BY13NBRB3600900000002Z00AB00', description: 'IBAN' }) account!: string;
  @ApiProperty({ example: 'NBRBBY2X' }) bic!: string;
}
