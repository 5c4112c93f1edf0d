import pino, { Logger } from 'pino';

/**
 * The process's own log before (and outside) the application's logger: start-up errors,
 * Node's warnings and the stop on SIGTERM. JSON lines in production like every other line;
 * readable text in development.
 */
export interface ProcessLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

let json: Logger | null = null;

function jsonLogger(): Logger {
  // Synchronous stdout: a line written just before process.exit() is not lost.
  json ??= pino({}, pino.destination({ dest: 1, sync: true }));
  return json;
}

export function processLog(production: boolean, context = 'Process'): ProcessLog {
  if (production) {
    return {
      info: (message, fields = {}) => jsonLogger().info({ context, ...fields }, message),
      warn: (message, fields = {}) => jsonLogger().warn({ context, ...fields }, message),
      error: (message, fields = {}) => jsonLogger().error({ context, ...fields }, message),
    };
  }
  // Development: the bare message (with its fields, if any), as the terminal shows it.
  const line = (message: string, fields: Record<string, unknown>) =>
    Object.keys(fields).length === 0 ? message : `${message} ${JSON.stringify(fields)}`;
  return {
    info: (message, fields = {}) => console.log(line(message, fields)),
    warn: (message, fields = {}) => console.warn(line(message, fields)),
    error: (message, fields = {}) => console.error(line(message, fields)),
  };
}
