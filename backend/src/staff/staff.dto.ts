import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@bulbash/rules';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, PersonNameField } from '../auth/account-fields';
import { BooleanField, OptionalNotNull } from '../common/dto-fields';
import { BooleanFilter } from '../common/filter-fields';
import { FieldLabel } from '../common/field-labels';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { EmptyToNull, PhoneField } from '../common/fields/contact-fields';
import { AdminListQuery, SortField } from '../http/list-query';
import { STAFF_MESSAGES } from './staff.messages';

export const STAFF_SORT_FIELDS = ['id', 'email', 'name', 'surname', 'role', 'active', 'date_created'] as const;

const ROLE: FieldLabel = { text: 'роль', gender: 'feminine' };
const ACTIVE: FieldLabel = { text: 'признак active', gender: 'masculine' };

const RoleRule = () => IsIn(STAFF_ROLES, { message: `${STAFF_MESSAGES.role}: ${STAFF_ROLES.join(', ')}` });

export class StaffListQuery extends AdminListQuery {
  @SortField(STAFF_SORT_FIELDS)
  sort?: string;

  @ApiPropertyOptional({ description: 'Substring of «name surname email», case-insensitive' })
  @BlankAsAbsent()
  @IsOptional()
  @Trim()
  @IsString({ message: 'q: ожидается строка' })
  @MaxLength(200, { message: 'q: не длиннее 200 символов' })
  q?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @BlankAsAbsent()
  @IsOptional()
  @RoleRule()
  role?: StaffRole;

  @BooleanFilter('true: active accounts, false: deactivated ones')
  active?: boolean;
}

/** The person's work phone (a driver's is told to the customer with «В пути»): 375XXXXXXXXX as typed any usual way; null or blank clears it. */
const StaffPhone = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: '375297654321',
      description: 'Work phone (a driver’s goes to the customer with «В пути»); absent keeps it, null or "" clears it',
    }),
    EmptyToNull(),
    PhoneField(false),
  );

/** An optional name on a change: absent keeps it, null or blank is refused. */
const PersonNameUpdate = (label: string) => applyDecorators(OptionalNotNull({ text: label, gender: 'neuter' }), PersonNameField(label));

export class CreateStaffBody {
  @ApiProperty({ example: 'cook@bulbash.by' })
  @EmailField()
  email!: string;

  @ApiProperty({ example: 'Анна' })
  @PersonNameField('Имя')
  name!: string;

  @ApiProperty({ example: 'Козлова' })
  @PersonNameField('Фамилия')
  surname!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @RoleRule()
  role!: StaffRole;

  @StaffPhone()
  phone?: string | null;
}

export class UpdateStaffBody {
  @ApiPropertyOptional({ example: 'Анна' })
  @PersonNameUpdate('Имя')
  name?: string;

  @ApiPropertyOptional({ example: 'Козлова' })
  @PersonNameUpdate('Фамилия')
  surname?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES, description: 'A role with fewer permissions revokes the person’s sessions' })
  @OptionalNotNull(ROLE)
  @RoleRule()
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'false deactivates (sessions revoked, no sign-in); true lets the person in again' })
  @BooleanField(ACTIVE)
  active?: boolean;

  @StaffPhone()
  phone?: string | null;
}

export class StaffResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'cook@bulbash.by' }) email!: string;
  @ApiProperty({ example: 'Анна' }) name!: string;
  @ApiProperty({ example: 'Козлова' }) surname!: string;
  @ApiProperty({ enum: STAFF_ROLES }) role!: StaffRole;
  @ApiProperty({ type: String, nullable: true, example: '375297654321', description: 'Work phone, 375XXXXXXXXX' }) phone!: string | null;
  @ApiProperty({ description: 'false: deactivated (cannot sign in)' }) active!: boolean;
  @ApiProperty({ format: 'date-time', description: 'When the account was made (a customer given a role keeps their date)' })
  date_created!: string;
}
