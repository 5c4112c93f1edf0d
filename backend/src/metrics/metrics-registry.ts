import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Seconds; from a cached catalogue answer (~1 ms) to a slow admin export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The application's own Prometheus registry (one per application, not prom-client's global
 * one, so several apps in one process — the API tests — do not collide). Node's process
 * metrics (event-loop lag, heap, CPU) are collected only when /metrics is on (METRICS_TOKEN).
 */
@Injectable()
export class MetricsRegistry implements OnModuleDestroy {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly cacheLookups: Counter<'result' | 'tier'>;
  private readonly gauges: Gauge[] = [];

  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {
    const registers = [this.registry];
    if (config.metricsToken) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Counter({
      name: 'bulbash_http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestDuration = new Histogram({
      name: 'bulbash_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'bulbash_catalogue_cache_lookups_total',
      help: 'Catalogue cache lookups: hit (tier answer-index, memory or redis) or miss (computed from the database)',
      labelNames: ['result', 'tier'],
      registers,
    });
  }

  /** A gauge read at each scrape. */
  gauge<L extends string>(name: string, help: string, labelNames: L[], collect: (gauge: Gauge<L>) => void): void {
    const gauge = new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        collect(this);
      },
    });
    this.gauges.push(gauge as unknown as Gauge);
  }

  onModuleDestroy(): void {
    this.registry.clear();
  }
}
