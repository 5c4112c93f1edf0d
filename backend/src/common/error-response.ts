import { ApiProperty } from '@nestjs/swagger';

/** The one error envelope of the API (OpenAPI schema). */
export class ErrorResponse {
  @ApiProperty({ example: 'Товар в корзине не найден', description: 'One human-readable sentence' }) detail!: string;
}
