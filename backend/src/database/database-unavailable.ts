import { Logger } from '@nestjs/common';

/** Driver error codes that mean "no working connection to the server", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** TypeORM's own errors when a query is made without a connection. */
const UNAVAILABLE_NAMES = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError', 'ConnectionNotFoundError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The driver's error code, looked for through TypeORM's and mysql2's wrappers. */
export function unavailableCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const candidate = error as ErrorLike;
  if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return candidate.code;
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return candidate.name;
  if (
    typeof candidate.message === 'string' &&
    /Pool is closed|connection is in closed state|Can't add new command when connection is in closed state/i.test(candidate.message)
  ) {
    return 'CONNECTION_CLOSED';
  }
  const nested = [candidate.driverError, candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  for (const inner of nested) {
    const code = unavailableCode(inner, depth + 1);
    if (code) return code;
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown): boolean => unavailableCode(error) !== undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it stops failing for want of a server: 1 s, 2 s, 4 s ... at most
 * `maxDelayMs` apart, one log line when it starts waiting and one when the server answers.
 * Any other error is thrown at once.
 */
export async function retryUntilReachable<T>(attempt: () => Promise<T>, maxDelayMs = 15_000, logger = new Logger('Database')): Promise<T> {
  let delay = 1000;
  let failures = 0;
  for (;;) {
    try {
      const result = await attempt();
      if (failures > 0) logger.log(`Database reachable after ${failures} failed attempts`);
      return result;
    } catch (error) {
      const code = unavailableCode(error);
      if (!code) throw error;
      if (failures === 0) logger.warn(`Database unreachable at start (${code}); retrying with backoff, the API answers 503 meanwhile`);
      failures += 1;
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
