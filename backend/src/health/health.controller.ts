import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Response } from 'express';
import { DATABASE_DOWN, HEALTHY, HealthResponse, LIVE, LivenessResponse } from './health.dto';

const PING_TIMEOUT_MS = 1500;
export const HEALTH_RETRY_AFTER_SECONDS = 10;

/** Probes for a load balancer, an orchestrator or Docker's HEALTHCHECK. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Readiness: 200 when the database answers a ping within 1.5 s, else 503 naming what is down' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ description: 'Something is down (Retry-After is sent)', type: HealthResponse })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    response.setHeader('Cache-Control', 'no-store');
    try {
      await this.health.check([() => this.database.pingCheck('database').withTimeout(PING_TIMEOUT_MS)]);
      return HEALTHY;
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('Retry-After', String(HEALTH_RETRY_AFTER_SECONDS));
      return DATABASE_DOWN;
    }
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process serves HTTP, whatever the database does' })
  @ApiOkResponse({ type: LivenessResponse })
  live(@Res({ passthrough: true }) response: Response): LivenessResponse {
    response.setHeader('Cache-Control', 'no-store');
    return LIVE;
  }
}
