import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffPermissions, type StaffRole } from '@bulbash/rules';
import { CompanyPayerDto } from './company-payer.dto';
import { ConfirmPasswordField, EmailField, PasswordField, PersonNameField } from '../auth/account-fields';

export class RegisterDto {
  @ApiProperty({ maxLength: 100, example: 'Иван' })
  @PersonNameField('Имя')
  name!: string;

  @ApiProperty({ maxLength: 100, example: 'Петров' })
  @PersonNameField('Фамилия')
  surname!: string;

  @ApiProperty({ maxLength: 254, description: 'Stored trimmed and lower-cased', example: 'ivan@example.by' })
  @EmailField()
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: 32, example: 'secret-pass-1' })
  @PasswordField()
  password!: string;

  @ApiProperty({ description: 'Must equal password', example: 'secret-pass-1' })
  @ConfirmPasswordField()
  confirm_password!: string;
}

export class MeResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Иван' }) name!: string;
  @ApiProperty({ example: 'Петров' }) surname!: string;
  @ApiProperty({ example: 'ivan@example.by' }) email!: string;
  @ApiProperty({ description: 'E-mail verified' }) is_active!: boolean;
  @ApiProperty({ description: 'True for every staff role (kept for old clients)' }) is_admin!: boolean;
  @ApiProperty({ enum: STAFF_ROLES, nullable: true, description: 'The staff role; null for a customer' })
  role!: StaffRole | null;
  @ApiProperty({
    description: "The role's permissions, resource → allowed actions (read, write); empty for a customer",
    example: { orders: ['read', 'write'], production: ['read'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string', enum: ['read', 'write'] } },
  })
  permissions!: StaffPermissions;
  @ApiProperty({
    type: CompanyPayerDto,
    nullable: true,
    description: 'The company requisites of the last company order (prefilled at checkout); null when none',
  })
  company_payer!: CompanyPayerDto | null;
}
