import { Global, Module } from '@nestjs/common';
import { BusinessMetrics } from './business-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';

/**
 * Prometheus metrics: the registry, the business counters other domains increment
 * (BusinessMetrics) and GET /metrics. Global, so any module can inject BusinessMetrics.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsRegistry, BusinessMetrics],
  exports: [MetricsRegistry, BusinessMetrics],
})
export class MetricsModule {}
