import { Clock } from '../../src/common/clock';
import { TestApp } from './test-app';

/** An instant written in Minsk time, e.g. minsk('2026-11-23T10:00'). */
export function minsk(local: string): Date {
  return new Date(`${local.length === 16 ? `${local}:00` : local}+03:00`);
}

/**
 * Sets "now" for the business rules of a running test app (the application's one Clock
 * instance); nothing sleeps. `set` takes Minsk local time.
 */
export function controlClock(shop: TestApp): { set(local: string): void } {
  const clock = shop.app.get(Clock);
  return {
    set(local: string) {
      const fixed = minsk(local);
      clock.now = () => new Date(fixed.getTime());
    },
  };
}
