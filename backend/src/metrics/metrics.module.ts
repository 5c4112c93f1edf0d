import { Global, Inject, Module } from '@nestjs/common';
import { RedisOutageMonitor } from '../cache/redis-outage';
import { APP_CONFIG, AppConfig } from '../config/app-config';
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
export class MetricsModule {
  constructor(metrics: MetricsRegistry, redisOutage: RedisOutageMonitor, @Inject(APP_CONFIG) config: AppConfig) {
    if (config.redis)
      metrics.gauge('bulbash_redis_up', '1 while Redis answers, 0 during an outage', [], (gauge) =>
        gauge.set(redisOutage.inOutage ? 0 : 1),
      );
  }
}
