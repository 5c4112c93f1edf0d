import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { Response } from 'express';
import { Observable, tap } from 'rxjs';
import { Clock } from '../common/clock';
import { User } from '../users/user.entity';
import { ORDER_RATE_LIMIT_DETAIL, ORDER_RATE_LIMITS } from './order-limits';
import { SlidingWindowCounter } from './sliding-window-counter';

const LONGEST_WINDOW_MS = Math.max(...ORDER_RATE_LIMITS.map((rule) => rule.windowMs));

/**
 * At most 10 orders an hour and 30 a day per account (order-limits.ts), checked before the
 * checkout runs and counted when it succeeded: a refused or failed checkout costs nothing.
 * Runs after the JWT guard, so the account is known.
 */
@Injectable()
export class OrderRateLimitInterceptor implements NestInterceptor {
  private readonly placed = new SlidingWindowCounter(LONGEST_WINDOW_MS);

  constructor(private readonly clock: Clock) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const user = http.getRequest<{ user?: User }>().user;
    if (!user) return next.handle();
    const key = String(user.id);
    const wait = this.placed.waitFor(key, this.clock.now().getTime(), ORDER_RATE_LIMITS);
    if (wait > 0) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpException(ORDER_RATE_LIMIT_DETAIL, HttpStatus.TOO_MANY_REQUESTS);
    }
    return next.handle().pipe(tap(() => this.placed.record(key, this.clock.now().getTime())));
  }
}
