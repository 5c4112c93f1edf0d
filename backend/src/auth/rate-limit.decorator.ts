import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerModuleOptions } from '@nestjs/throttler';
import { Request } from 'express';
import { AccountErrorResponse } from './auth.dto';
import { PER_EMAIL, PER_IP, PER_IP_AND_EMAIL, RATE_LIMIT_DETAIL, RateLimit, ThrottlerName } from './rate-limits';
import { RetryAfterThrottlerGuard } from './retry-after-throttler.guard';

type Limits = Partial<Record<ThrottlerName, RateLimit>>;

/** The client's address (behind TRUST_PROXY, the proxy's X-Forwarded-For). */
export const clientIp = (request: Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** The e-mail a request is about: `username` (login) or `email` (forgot password), normalised. */
function submittedEmail(request: Request): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = body.username ?? body.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Options for ThrottlerModule: two named counters. The defaults are never used as such:
 * every limited route states its own limits through RateLimited().
 */
export const THROTTLER_OPTIONS: ThrottlerModuleOptions = {
  errorMessage: RATE_LIMIT_DETAIL,
  throttlers: [
    { name: PER_IP, ttl: 60_000, limit: 30, getTracker: (request) => clientIp(request as Request) },
    {
      name: PER_IP_AND_EMAIL,
      ttl: 60_000,
      limit: 10,
      getTracker: (request) => `${clientIp(request as Request)}|${submittedEmail(request as Request)}`,
    },
    { name: PER_EMAIL, ttl: 900_000, limit: 50, getTracker: (request) => `account|${submittedEmail(request as Request)}` },
  ],
};

/** Applies the throttler to one route with the given limits; counters not listed are skipped. */
export function RateLimited(limits: Limits) {
  const skipped = [PER_IP, PER_IP_AND_EMAIL, PER_EMAIL].filter((name) => !(name in limits));
  return applyDecorators(
    UseGuards(RetryAfterThrottlerGuard),
    Throttle(limits as Record<string, RateLimit>),
    ...(skipped.length > 0 ? [SkipThrottle(Object.fromEntries(skipped.map((name) => [name, true])))] : []),
    ApiTooManyRequestsResponse({ description: 'Rate limited (see src/auth/rate-limits.ts)', type: AccountErrorResponse }),
  );
}
