import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES, isFresh, prepareAnswer, sharedAnswer } from './prepared-answer';

describe('prepared answers', () => {
  it('keep the exact bytes and their brotli and gzip forms, which decode to the same bytes', async () => {
    const text = JSON.stringify({ products: Array.from({ length: 40 }, (_, id) => ({ id, name: `Канапе №${id}` })) });
    const answer = await prepareAnswer(sharedAnswer(text));
    expect(answer.body.toString('utf8')).toBe(text);
    expect(answer.etag).toBe(sharedAnswer(text).etag);
    expect(brotliDecompressSync(answer.br as Buffer).toString('utf8')).toBe(text);
    expect(gunzipSync(answer.gzip as Buffer).toString('utf8')).toBe(text);
    expect((answer.br as Buffer).length).toBeLessThan(answer.body.length);
  });

  it('leave small bodies uncompressed', async () => {
    const answer = await prepareAnswer(sharedAnswer('x'.repeat(COMPRESSION_THRESHOLD_BYTES - 1)));
    expect([answer.br, answer.gzip]).toEqual([null, null]);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['GZIP;Q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=abc, gzip;q=0.3', 'gzip'],
  ])('%p → %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('isFresh', () => {
  const etag = '"abc"';
  it.each([
    [{}, false],
    [{ 'if-none-match': '"abc"' }, true],
    [{ 'if-none-match': 'W/"abc"' }, true],
    [{ 'if-none-match': '"x", "abc"' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': '"other"' }, false],
    [{ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, false],
    [{ 'if-none-match': '"abc"', 'cache-control': 'max-age=0' }, true],
    [{ 'if-none-match': '"abc"', 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }, false],
  ])('%p → %p', (headers, expected) => {
    expect(isFresh(headers, etag)).toBe(expected);
  });
});
