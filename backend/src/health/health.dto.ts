import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export type ComponentState = 'up' | 'down';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' }) status!: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'], example: 'up' }) database!: ComponentState;
  @ApiPropertyOptional({ example: 'База данных недоступна', description: 'Only when something is down' }) detail?: string;
}

export class LivenessResponse {
  @ApiProperty({ enum: ['ok'], example: 'ok' }) status!: 'ok';
}

export const HEALTHY: HealthResponse = { status: 'ok', database: 'up' };
export const DATABASE_DOWN: HealthResponse = { status: 'error', database: 'down', detail: 'База данных недоступна' };
export const LIVE: LivenessResponse = { status: 'ok' };
