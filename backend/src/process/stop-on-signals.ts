import { STOP_GRACE_MS } from './graceful-stop';
import { ProcessLog } from './process-log';

/** What a signal stops: the running server's clean stop (server.ts's RunningServer has it). */
export interface StoppableServer {
  stop(): Promise<{ drained: boolean }>;
}

/** Past this the process exits even if closing the pool or Redis hangs. */
const HARD_LIMIT_MS = STOP_GRACE_MS + 1500;

/**
 * SIGTERM (docker stop, compose, orchestrators) and SIGINT (Ctrl+C) stop the process cleanly and
 * it exits by itself with 0. An explicit exit, not a re-sent signal: as PID 1 in a container Linux
 * ignores a signal the process has no handler for, so re-raising SIGTERM would do nothing.
 * A second signal while stopping exits at once.
 */
export function stopOnSignals(running: StoppableServer, log: ProcessLog): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again while stopping: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    log.info(`${signal} received: finishing requests in flight, then exiting`, { graceMs: STOP_GRACE_MS });
    setTimeout(() => {
      log.error(`Stop took longer than ${HARD_LIMIT_MS} ms: exiting anyway`);
      process.exit(1);
    }, HARD_LIMIT_MS).unref();
    running.stop().then(
      ({ drained }) => {
        const fields = { ms: Date.now() - started, drained };
        log.info(drained ? 'Stopped cleanly' : 'Stopped; requests still running at the deadline were cut', fields);
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`Stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
