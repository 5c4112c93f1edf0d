import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Response } from 'express';
import { Observable, tap } from 'rxjs';
import { AbuseCounters } from '../cache/abuse-counters';
import { Clock } from '../common/clock';
import { User } from '../users/user.entity';
import { ORDER_RATE_LIMIT_DETAIL, ORDER_RATE_LIMITS } from './order-limits';
import { slidingWindowWait } from './sliding-windows';

const LONGEST_WINDOW_MS = Math.max(...ORDER_RATE_LIMITS.map((rule) => rule.windowMs));

/**
 * At most 10 orders an hour and 30 a day per account (order-limits.ts), checked before the
 * checkout runs and counted when it succeeded: a refused or failed checkout costs nothing.
 * Runs after the JWT guard, so the account is known. The counts are shared by the instances
 * (AbuseCounters); if their store cannot be reached, the checkout is not held up (a warning is logged).
 */
@Injectable()
export class OrderRateLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger('OrderRateLimit');

  constructor(
    private readonly clock: Clock,
    private readonly counters: AbuseCounters,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const user = http.getRequest<{ user?: User }>().user;
    if (!user) return next.handle();
    const key = `orders:${user.id}`;
    const now = this.clock.now().getTime();
    const placed = await this.counters.eventsSince(key, now - LONGEST_WINDOW_MS).catch((error: unknown) => {
      this.logger.warn(`Order limit not checked, its counters are unreachable: ${String(error)}`);
      return [];
    });
    const wait = slidingWindowWait(placed, now, ORDER_RATE_LIMITS);
    if (wait > 0) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpException(ORDER_RATE_LIMIT_DETAIL, HttpStatus.TOO_MANY_REQUESTS);
    }
    return next.handle().pipe(
      tap(() => {
        this.counters.record(key, this.clock.now().getTime(), LONGEST_WINDOW_MS).catch((error: unknown) => {
          this.logger.warn(`Order of account ${user.id} not counted, its counters are unreachable: ${String(error)}`);
        });
      }),
    );
  }
}
