import { processLog } from './process-log';

/**
 * In production Node's own warnings (deprecations, experimental features) become JSON log lines
 * instead of free text on stderr. Imported first by main.ts, before any other module loads, so
 * that a warning raised while loading them is caught too.
 */
export function routeWarningsToLog(production = process.env.NODE_ENV === 'production'): void {
  if (!production) return;
  const log = processLog(true, 'NodeWarning');
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: string }) => {
    log.warn(warning.message, { name: warning.name, ...(warning.code ? { code: warning.code } : {}) });
  });
}

routeWarningsToLog();
