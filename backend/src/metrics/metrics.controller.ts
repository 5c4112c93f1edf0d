import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { ErrorResponse } from '../common/error-response';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsRegistry } from './metrics-registry';

export const METRICS_OFF_DETAIL = 'Не найдено';
export const METRICS_TOKEN_DETAIL = 'Нужен токен метрик: заголовок Authorization: Bearer <METRICS_TOKEN>';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Prometheus scrape target at /metrics (outside /api/v1); off (404) unless METRICS_TOKEN is set. */
@ApiTags('metrics')
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Prometheus metrics (text format 0.0.4); needs Authorization: Bearer <METRICS_TOKEN>' })
  @ApiOkResponse({ description: 'Metrics in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'Missing or wrong token', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'METRICS_TOKEN is not set: metrics are off', type: ErrorResponse })
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException(METRICS_OFF_DETAIL);
    const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw new UnauthorizedException(METRICS_TOKEN_DETAIL);
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.setHeader('Cache-Control', 'no-store');
    return this.metrics.registry.metrics();
  }
}
