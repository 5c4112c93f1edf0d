import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToBoolean, ToNumber, Trim } from './query-transforms';

/**
 * Field rules shared by the admin DTOs. Values may arrive as query-string strings
 * ('true', '12.5') or JSON values; both are converted, then validated. The global
 * validation pipe prefixes each message with the field name.
 */
const MAX_MONEY = 99_999_999.99;
const MAX_INT = 2_000_000_000;

export const NameField = (required: boolean, label = 'название') =>
  applyDecorators(
    ...(required ? [IsDefined({ message: 'обязательное поле' })] : [IsOptional()]),
    Trim(),
    IsString({ message: `${label} должно быть строкой` }),
    IsNotEmpty({ message: `${label} не может быть пустым` }),
    MaxLength(200, { message: `${label}: не более 200 символов` }),
  );

export const TextField = (label: string, maxLength = 5000) =>
  applyDecorators(IsOptional(), IsString({ message: `${label} должно быть строкой` }), MaxLength(maxLength, { message: `${label}: не более ${maxLength} символов` }));

export const BooleanField = () =>
  applyDecorators(IsOptional(), ToBoolean(), IsBoolean({ message: 'статус доступности должен быть true или false' }));

export const PriceField = (required = false) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: 'обязательное поле' })] : [IsOptional()]),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'цена должна быть числом не меньше 0 и не более чем с двумя знаками после запятой' }),
    Min(0, { message: 'цена должна быть числом не меньше 0 и не более чем с двумя знаками после запятой' }),
    Max(MAX_MONEY, { message: `цена не может быть больше ${MAX_MONEY}` }),
  );

export const IntField = (label: string, min: number, max = MAX_INT) =>
  applyDecorators(
    IsOptional(),
    ToNumber(),
    IsInt({ message: `${label} должно быть целым числом не меньше ${min}` }),
    Min(min, { message: `${label} должно быть целым числом не меньше ${min}` }),
    Max(max, { message: `${label} не может быть больше ${max}` }),
  );

export const IdField = (required: boolean, label: string) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: 'обязательное поле' })] : [IsOptional()]),
    ToNumber(),
    IsInt({ message: `${label} должен быть целым положительным числом` }),
    Min(1, { message: `${label} должен быть целым положительным числом` }),
    Max(MAX_INT, { message: `${label} должен быть целым положительным числом` }),
  );
