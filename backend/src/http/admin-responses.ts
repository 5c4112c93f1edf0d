import { ApiProperty } from '@nestjs/swagger';

/** The short answers the documented back-office endpoints share. */
export class DetailResponse {
  @ApiProperty({ example: 'Категория успешно обновлена' }) detail!: string;
}

export class MessageResponse {
  @ApiProperty({ example: 'Заказ успешно обновлен' }) message!: string;
}
