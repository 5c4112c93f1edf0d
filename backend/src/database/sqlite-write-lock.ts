import { NextFunction, Request, RequestHandler, Response } from 'express';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that write (the e-mailed verification link logs the user in). */
const WRITING_GET_PATHS = [/^\/api\/v1\/users\/verify-email\/?(\?|$)/];

/**
 * The embedded SQLite database is one connection, and TypeORM runs every transaction on it:
 * two requests' transactions would interleave (the second becomes a savepoint of the first).
 * So in SQLite mode the API handles one writing request at a time, start to finish; reads
 * never wait. MySQL/MariaDB has a connection pool and real isolation, and skips this.
 */
export function sqliteWriteLock(): RequestHandler {
  let queue: Promise<void> = Promise.resolve();

  return (request: Request, response: Response, next: NextFunction) => {
    const writes = !READ_ONLY_METHODS.has(request.method) || WRITING_GET_PATHS.some((path) => path.test(request.originalUrl));
    if (!writes || !request.originalUrl.startsWith('/api/')) {
      next();
      return;
    }
    const previous = queue;
    let release!: () => void;
    queue = new Promise<void>((resolve) => (release = resolve));
    // 'close' fires once the response is sent or the client went away; a request that left
    // while still queued must not let the next one overtake the one running now.
    response.on('close', () => void previous.then(release));
    void previous.then(() => next());
  };
}
