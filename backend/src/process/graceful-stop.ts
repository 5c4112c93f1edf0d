import { Server } from 'node:http';

/** How long in-flight requests may take to finish once a stop is asked for. */
export const STOP_GRACE_MS = 8000;

/**
 * Stops accepting connections, lets the requests in flight finish (at most `graceMs`, then
 * their connections are cut), and resolves once the server has closed. Idle keep-alive
 * connections are closed at once and again whenever one falls idle.
 */
export async function drainServer(server: Server, graceMs = STOP_GRACE_MS): Promise<{ drained: boolean }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), graceMs);
  });
  const late = await Promise.race([closed.then(() => false), timedOut]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  if (late) {
    server.closeAllConnections();
    await closed;
  }
  return { drained: !late };
}
