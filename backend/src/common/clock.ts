import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The one source of "now" for business rules (delivery windows, cancellation fees). Production
 * reads the system time; API tests set the time on the application's instance instead of
 * sleeping (see test/support/clock.ts).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** Makes the one Clock instance available to every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
