import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LABELS, mustBe } from '../common/field-labels';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field}: ${mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД')}`;

export class CashReportQuery {
  @ApiProperty({ example: '2026-12-01', description: 'First Minsk day of the money received (paid_at), inclusive' })
  @IsString({ message: DAY_MESSAGE('from') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('from') })
  from!: string;

  @ApiProperty({ example: '2026-12-31', description: 'Last Minsk day, inclusive (at most 366 days in all)' })
  @IsString({ message: DAY_MESSAGE('to') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('to') })
  to!: string;
}

export class CashAmountsDto {
  @ApiProperty({ example: 250, description: 'BYN received in cash (refunds negative)' }) cash!: number;
  @ApiProperty({ example: 120.5, description: 'BYN by card' }) card!: number;
  @ApiProperty({ example: 600, description: 'BYN by bank transfer' }) transfer!: number;
  @ApiProperty({ example: 80, description: 'BYN by card online (bePaid checkout)' }) card_online!: number;
  @ApiProperty({ example: 45, description: 'BYN through ERIP (bePaid)' }) erip!: number;
  @ApiProperty({ example: 1095.5, description: 'cash + card + transfer + card_online + erip' }) total!: number;
  @ApiProperty({ example: 4, description: 'Ledger entries (payments and refunds)' }) count!: number;
}

export class CashDayDto extends CashAmountsDto {
  @ApiProperty({ example: '2026-12-05', description: 'Minsk day' }) date!: string;
}

export class CashReportResponse {
  @ApiProperty({ example: '2026-12-01' }) from!: string;
  @ApiProperty({ example: '2026-12-31' }) to!: string;
  @ApiProperty({ type: [CashDayDto], description: 'Days with at least one entry, oldest first' }) days!: CashDayDto[];
  @ApiProperty({ type: CashAmountsDto }) totals!: CashAmountsDto;
}
