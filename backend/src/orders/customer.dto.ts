import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { atMostCharacters, LABELS, mustBe } from '../common/field-labels';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { CUSTOMER_SORT_FIELDS } from './customers.service';
import { AdminListQuery, SortField } from '../http/list-query';

const SEARCH_MAX_LENGTH = 200;

const CustomerSearch = () =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        'Substring of «name surname email», case-insensitive; typed like a phone (digits, spaces, + - ( ), two digits or more) it finds ' +
        'the account’s phone or a contact phone of its orders, written any usual way («8029 123», «+375 29 123-45-67», «29 123»)',
      example: 'Петров',
    }),
    BlankAsAbsent(),
    IsOptional(),
    Trim(),
    IsString({ message: mustBe(LABELS.searchText, 'строкой') }),
    MaxLength(SEARCH_MAX_LENGTH, { message: atMostCharacters(LABELS.searchText, SEARCH_MAX_LENGTH) }),
  );

export class CustomerListQuery extends AdminListQuery {
  @SortField(CUSTOMER_SORT_FIELDS)
  sort?: string;

  @CustomerSearch()
  q?: string;
}

export class CustomerResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Иван' }) name!: string;
  @ApiProperty({ example: 'Петров' }) surname!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ivan@example.by',
    description: 'null: a desk customer written down by phone only',
  })
  email!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '375291234567',
    description: 'The account’s phone, else its latest order’s contact phone',
  })
  phone!: string | null;
  @ApiProperty({ description: 'E-mail address confirmed' }) verified!: boolean;
  @ApiProperty({ example: 3, description: 'All orders, canceled ones included' }) orders_count!: number;
  @ApiProperty({
    example: 245.5,
    description: 'Ordered («Заказано»): sum of total_cost of the orders that are not canceled, BYN — what the dashboard’s revenue counts',
  })
  total_spent!: number;
  @ApiProperty({
    example: 120,
    description: 'Paid («Оплачено»): the payments ledger of the account’s orders (refunds subtract), BYN — what «Касса» counts',
  })
  total_paid!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Creation time of the latest order; null without orders' })
  last_order_date!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Registration time' }) date_created!: string;
}
