/**
 * The floor of bench:http: plain `node:http` (no framework) answering each benchmarked URL with
 * the very bytes the shop sent for it (body and content type), kept in memory: what serving those
 * bytes costs at least.
 *   BENCH_RAW=<file with {url: {type, text}}> PORT=<port> node -r ts-node/register/transpile-only scripts/bench-plain-http.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const raw = JSON.parse(readFileSync(process.env.BENCH_RAW ?? '', 'utf8')) as Record<string, { type: string; text: string }>;
const answers = new Map(Object.entries(raw).map(([url, { type, text }]) => [url, { type, body: Buffer.from(text) }]));

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length }).end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
