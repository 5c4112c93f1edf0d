import type { IncomingMessage } from 'node:http';

/** The bytes of a JSON body as they came, kept only for the paths that must check a signature over them. */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/** A body parser `verify` step: remembers the raw body of a request to one of `paths` (exact, after the query is cut off). */
export function keepRawBodyFor(paths: readonly string[]): (request: IncomingMessage, body: Buffer) => void {
  const wanted = new Set(paths);
  return (request, body) => {
    const path = (request.url ?? '').split('?')[0];
    if (wanted.has(path)) rawBodies.set(request, Buffer.from(body));
  };
}

/** The raw body kept for this request, or undefined (another path, or no JSON body). */
export const rawBodyOf = (request: IncomingMessage): Buffer | undefined => rawBodies.get(request);
