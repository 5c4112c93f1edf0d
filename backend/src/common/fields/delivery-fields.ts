import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DELIVERY_METHODS, MAX_DELIVERY_KM } from '@bulbash/rules';
import { OptionalNotNull } from '../dto-fields';
import { LABELS, mustBe } from '../field-labels';
import { EmptyToNull } from './contact-fields';
import { atMostChars, DATE_TIME_EXAMPLE, dateTimeFormat } from './field-messages';

export const ADDRESS_MAX_LENGTH = 500;
const DATE_TIME_MAX_LENGTH = 40;

/*
 * With stopAtFirstError the first registered rule that fails gives the message. Stacked
 * decorators register bottom-up, applyDecorators in its listed order, so the rules below read
 * (and run) from the type check to the finer ones.
 */

/** Optional; '' and null become null. */
export const DeliveryAddressField = () =>
  applyDecorators(
    EmptyToNull(),
    IsOptional(),
    IsString({ message: 'адрес должен быть строкой' }),
    MaxLength(ADDRESS_MAX_LENGTH, { message: atMostChars(ADDRESS_MAX_LENGTH) }),
  );

/** The checks of a date-time string (parsed and checked against the rules by the service). */
export const DateTimeRules = (example: string = DATE_TIME_EXAMPLE) =>
  applyDecorators(IsString({ message: dateTimeFormat(example) }), MaxLength(DATE_TIME_MAX_LENGTH, { message: dateTimeFormat(example) }));

/** Optional, null allowed (the time is agreed by phone); parsed and checked against the rules by the service. */
export const DeliveryAtField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: DATE_TIME_EXAMPLE, description }),
    IsOptional(),
    DateTimeRules(),
  );

export const DeliveryMethodField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: DELIVERY_METHODS,
      default: 'delivery',
      description: 'delivery (default) or pickup from the shop’s physical_address',
    }),
    OptionalNotNull(LABELS.deliveryMethod),
    IsIn(DELIVERY_METHODS, { message: 'выберите delivery (доставка) или pickup (самовывоз)' }),
  );

export const DeliveryDistanceField = () => {
  const rule = mustBe(LABELS.deliveryDistance, 'целым числом километров не меньше 0');
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 0,
      default: 0,
      example: 12,
      description: `Whole km beyond the ring road (MKAD): 0 inside it (free), 1..${MAX_DELIVERY_KM} cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.`,
    }),
    OptionalNotNull(LABELS.deliveryDistance),
    IsInt({ message: rule }),
    Min(0, { message: rule }),
    Max(10_000, { message: rule }),
  );
};
