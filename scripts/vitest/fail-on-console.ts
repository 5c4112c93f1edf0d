import { afterEach, beforeEach } from 'vitest';

/**
 * Component tests fail on anything written to console.error or console.warn: a React warning
 * (a prop that reaches the DOM, a missing key, an update outside act) is a bug, not noise. A test
 * that provokes a logged error on purpose (a refused request the screen reports) says so with
 * `allowConsole(/what it logs/)`; anything else logged fails the test, with what was written.
 *
 * Both front ends' vitest setups import it; console is replaced for each test (not a vi.spyOn,
 * which a file's own vi.restoreAllMocks would remove mid-test).
 */
const LEVELS = ['error', 'warn'] as const;
type Level = (typeof LEVELS)[number];

/** The console's own formatting, enough to read a message: printf's %s/%d/%o… filled in, the rest joined. */
function format(...args: unknown[]): string {
  const text = (value: unknown) =>
    value instanceof Error
      ? `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ''}`
      : typeof value === 'string'
        ? value
        : safeJson(value);
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(text).join(' ');
  const filled = first.replace(/%[sdifoOc%]/g, (token) =>
    token === '%%' ? '%' : token === '%c' ? (rest.shift(), '') : text(rest.shift()),
  );
  return [filled, ...rest.map(text)].join(' ');
}

function safeJson(value: unknown): string {
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}

const original: Record<Level, (...args: unknown[]) => void> = { error: console.error, warn: console.warn };
let logged: string[] = [];
let allowed: RegExp[] = [];

/** Lets this test write what matches `pattern` (an expected, reported failure); anything else still fails it. */
export function allowConsole(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

beforeEach(() => {
  logged = [];
  allowed = [];
  for (const level of LEVELS)
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      if (!allowed.some((pattern) => pattern.test(text))) logged.push(`console.${level}: ${text}`);
    };
});

afterEach(() => {
  for (const level of LEVELS) console[level] = original[level];
  const found = logged;
  logged = [];
  if (found.length > 0) throw new Error(`The test wrote ${found.length} warning(s) or error(s) to the console:\n\n${found.join('\n\n')}`);
});
