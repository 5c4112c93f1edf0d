import { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOf } from '../logging/request-id';
import { RequestLog } from '../logging/request-log';
import { AnswerForm, AnswerIndex, IndexedAnswer } from './answer-index';
import { AnswerReply, preparedReply, replyTo } from './catalogue-answer';
import { CatalogueVersions } from './catalogue-versions.service';
import { PreparedAnswer } from './prepared-answer';

/** A request that carries a body (the routes would parse it, and refuse a malformed one). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export interface IndexedAnswersDeps {
  index: AnswerIndex;
  versions: CatalogueVersions;
  /** The security headers every response gets (name, value, name, value...). */
  securityHeaders: () => readonly string[];
  log: RequestLog;
  /** Called for each request answered from the index (a catalogue cache hit). */
  answered?: () => void;
}

/** The reply of a non-JSON answer (a page): its own status (a 404 page) unless the client's copy is current. */
function formReply(request: IncomingMessage, answer: PreparedAnswer, form: AnswerForm): AnswerReply {
  const { contentType, cacheControl, status, headers } = form;
  const reply = preparedReply(request, answer, { contentType, cacheControl });
  return reply.status === 304 ? reply : { ...reply, status, headers: [...headers, ...reply.headers] };
}

function write(
  request: IncomingMessage,
  response: ServerResponse,
  entry: IndexedAnswer,
  deps: IndexedAnswersDeps,
  startedAt: number,
): void {
  const reqId = requestIdOf(request);
  const reply = entry.form ? formReply(request, entry.answer, entry.form) : replyTo(request, entry.answer);
  response.writeHead(reply.status, [...deps.securityHeaders(), REQUEST_ID_HEADER, reqId, ...reply.headers]);
  // The route template, for the request metrics (Express never sees this request).
  (request as IncomingMessage & { route?: { path: string } }).route = { path: entry.route };
  response.end(reply.body ?? undefined);
  deps.answered?.();
  deps.log.answered(reqId, 'GET', entry.route, reply.status, Date.now() - startedAt);
}

/**
 * The HTTP server's request listener: a GET (without a body) of a URL whose public catalogue
 * answer is in the answer index for the catalogue version is answered here, before Express,
 * from bytes prepared once, with the headers the routes send (security headers, request id,
 * ETag, Cache-Control, encoding) and one request log line. Every other request, and the first
 * request of each URL, goes to `app` (Express and the routes, which validate the query and fill
 * the index through CatalogueAnswers).
 */
export function answerIndexedFirst(deps: IndexedAnswersDeps, app: RequestListener): RequestListener {
  const answer = (request: IncomingMessage, response: ServerResponse, version: number, startedAt: number) => {
    const entry = deps.index.find(request.url ?? '', version);
    if (entry === undefined) app(request, response);
    else write(request, response, entry, deps, startedAt);
  };
  return (request, response) => {
    if (request.method !== 'GET' || hasBody(request)) return app(request, response);
    const startedAt = Date.now();
    const version = deps.versions.usable();
    if (version !== null) return answer(request, response, version, startedAt);
    // No version to use yet (a change here, or no recent read): wait; if the database fails, the route answers the error.
    deps.versions
      .current()
      .then(
        (current) => answer(request, response, current, startedAt),
        () => app(request, response),
      )
      .catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
  };
}
