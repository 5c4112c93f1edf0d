import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MultiLine, OptionalNotNull } from '../common/dto-fields';
import { atMostCharacters, cannotBeEmpty, FieldLabel, mustBe } from '../common/field-labels';
import { Trim } from '../common/query-transforms';

/** The about-us HTML may be long (it is a page), but not unbounded. */
export const ABOUT_US_MAX_LENGTH = 20_000;

const field = (text: string, gender: FieldLabel['gender'] = 'neuter'): FieldLabel => ({ text, gender });

/** An optional single-line text of the contacts record: trimmed, not empty, bounded. */
const ContactText = (label: FieldLabel, maxLength: number, example: string, multiLine = false) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength }),
    ...(multiLine ? [MultiLine()] : []),
    OptionalNotNull(label),
    Trim(),
    IsString({ message: mustBe(label, 'строкой') }),
    IsNotEmpty({ message: cannotBeEmpty(label) }),
    MaxLength(maxLength, { message: atMostCharacters(label, maxLength) }),
  );

const PHONE = /^\+?[0-9 ()-]{7,30}$/;
const LINK = /^https?:\/\/\S+$/;
const Link = (label: FieldLabel, example: string) =>
  applyDecorators(ContactText(label, 255, example), Matches(LINK, { message: mustBe(label, 'ссылкой http(s)://…') }));

export class UpdateAboutUsBody {
  @ApiProperty({
    example: '<p><strong>Bulbash catering</strong> — кейтеринг в Минске</p>',
    description: 'HTML; sanitised on save (formatting tags and links only)',
  })
  @MultiLine()
  @IsString({ message: mustBe(field('текст', 'masculine'), 'строкой') })
  @IsNotEmpty({ message: cannotBeEmpty(field('текст', 'masculine')) })
  @MaxLength(ABOUT_US_MAX_LENGTH, { message: atMostCharacters(field('текст', 'masculine'), ABOUT_US_MAX_LENGTH) })
  text!: string;
}

/** Every field of the contacts record (spec section 3), each optional: only what changes is sent (query parameters, like the catalogue forms). */
export class UpdateContactsQuery {
  @ContactText(field('название организации'), 255, 'ООО «Бульбаш кейтеринг»') name_organization?: string;
  @ContactText(field('телефон', 'masculine'), 30, '+375 29 123-45-67')
  @Matches(PHONE, { message: mustBe(field('телефон', 'masculine'), 'номером телефона') })
  phone_number_1?: string;
  @ContactText(field('второй телефон', 'masculine'), 30, '+375 33 765-43-21')
  @Matches(PHONE, { message: mustBe(field('второй телефон', 'masculine'), 'номером телефона') })
  phone_number_2?: string;
  @ContactText(field('e-mail', 'masculine'), 254, 'info@bulbash.by')
  @IsEmail({}, { message: mustBe(field('e-mail', 'masculine'), 'адресом электронной почты') })
  email?: string;
  @Link(field('ссылка на Telegram', 'feminine'), 'https://t.me/bulbash') telegram_link?: string;
  @Link(field('ссылка на Instagram', 'feminine'), 'https://instagram.com/bulbash') instagram_link?: string;
  @Link(field('ссылка на приложение', 'feminine'), 'https://bulbash.by/app') app_link?: string;
  @ContactText(field('УНП', 'masculine'), 20, '193456789') pan?: string;
  @ContactText(field('номер свидетельства', 'masculine'), 50, '193456789') certificate_number?: string;
  @ContactText(field('торговый реестр', 'masculine'), 100, '№ 123456 от 01.02.2020') commercial_register?: string;
  @ContactText(field('кем выдано'), 255, 'Мингорисполком') issued_by?: string;
  @ContactText(field('юридический адрес', 'masculine'), 255, 'г. Минск, ул. Немига, 5') organization_address?: string;
  @ContactText(field('фактический адрес', 'masculine'), 255, 'г. Минск, ул. Немига, 5') physical_address?: string;
  @ContactText(field('расчётный счёт', 'masculine'), 50, 'BY00ALFA30120000000000000000') bank_current_account?: string;
  @ContactText(field('БИК', 'masculine'), 20, 'ALFABY2X') bank_identification_code?: string;
  @ContactText(field('адрес банка', 'masculine'), 255, 'г. Минск, пр-т Победителей, 1') bank_address?: string;
  @ContactText(field('о себе', 'neuter'), 5000, 'Готовим для ваших праздников', true) about_me?: string;
}
