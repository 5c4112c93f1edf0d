import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { AbuseCounters } from '../cache/abuse-counters';
import { Clock } from '../common/clock';
import { User } from '../auth/user.entity';
import { ORDER_RATE_LIMIT_DETAIL, ORDER_RATE_LIMITS } from './order-limits';

/**
 * At most 10 orders an hour and 30 a day per account (order-limits.ts). The place is reserved
 * atomically before the checkout runs, so parallel checkouts cannot all pass the check, and
 * given back when the checkout fails: a refused or failed checkout costs nothing. Runs after
 * the JWT guard, so the account is known. The counts are shared by the instances (AbuseCounters,
 * Redis with REDIS_URL); if their store cannot be reached, the checkout is not held up (a warning
 * is logged).
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
    const reservation = await this.counters.reserve(key, this.clock.now().getTime(), ORDER_RATE_LIMITS).catch((error: unknown) => {
      this.logger.warn(`Order limit not checked, its counters are unreachable: ${String(error)}`);
      return null;
    });
    if (reservation && 'waitMs' in reservation) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(reservation.waitMs / 1000)));
      throw new HttpException(ORDER_RATE_LIMIT_DETAIL, HttpStatus.TOO_MANY_REQUESTS);
    }
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (reservation) {
          this.counters.release(key, reservation.token).catch((releaseError: unknown) => {
            this.logger.warn(`Order place of account ${user.id} not given back, its counters are unreachable: ${String(releaseError)}`);
          });
        }
        return throwError(() => error);
      }),
    );
  }
}
