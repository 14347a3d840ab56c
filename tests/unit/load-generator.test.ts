import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswer, requestText } from '../../scripts/load/keepAliveClient.ts';
import { percentile, runFixedRate } from '../../scripts/load/fixedRate.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('reading an answer off the socket', () => {
  it('ends an answer with a body where its Content-Length says', () => {
    const answer = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';
    expect(parseAnswer(bytes(answer))).toEqual({ status: 200, length: 82, close: false });
    expect(parseAnswer(bytes(answer.slice(0, 80)))).toBeNull();
  });

  it('reads a chunked answer to its last chunk, and waits while a chunk is missing', () => {
    const answer = 'HTTP/1.1 429 Too Many Requests\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n';
    expect(parseAnswer(bytes(answer))).toEqual({ status: 429, length: answer.length, close: false });
    expect(parseAnswer(bytes(answer.slice(0, -2)))).toBeNull();
    expect(parseAnswer(bytes(answer.slice(0, 70)))).toBeNull();
  });

  it('knows when the server closes the connection after answering', () => {
    expect(parseAnswer(bytes('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'))).toEqual({ status: 503, length: 74, close: true });
  });

  it('writes a request with its host, headers and the body length in bytes', () => {
    expect(requestText('127.0.0.1:80', 'POST', '/auth/login', { 'x-forwarded-for': '10.0.0.1' }, '{"n":"ñ"}')).toBe(
      'POST /auth/login HTTP/1.1\r\nhost: 127.0.0.1:80\r\nx-forwarded-for: 10.0.0.1\r\ncontent-length: 10\r\n\r\n{"n":"ñ"}',
    );
  });
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('a fixed-rate run against a local server', () => {
  const seen: { path: string; address: string | undefined; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', address: request.headers['x-forwarded-for'] as string | undefined, body });
      if (request.url === '/refused') {
        response.writeHead(429, { 'retry-after': '60' }).end('{"code":"RATE_LIMITED"}');
      } else {
        // Without a length Node sends this one chunked.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"ok":');
        response.end('true}');
      }
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each kind its rate times the seconds, in turn, and counts every answer by status', async () => {
    let address = 0;
    const run = await runFixedRate({
      baseUrl,
      seconds: 0.5,
      kinds: [
        { name: 'reads', rate: 200, requests: [{ method: 'GET', path: '/a' }, { method: 'GET', path: '/b' }] },
        {
          name: 'refusals',
          rate: 40,
          requests: [{ method: 'POST', path: '/refused', headers: { 'content-type': 'application/json' }, body: '{"email":"x@y.cl"}' }],
          perRequestHeaders: () => ({ 'x-forwarded-for': `10.0.0.${(address += 1)}` }),
        },
      ],
    });

    const [reads, refusals] = run.results;
    expect(reads).toMatchObject({ name: 'reads', sent: 100, statuses: { 200: 100 }, statusClasses: { '2xx': 100 }, errors: 0, timeouts: 0 });
    expect(refusals).toMatchObject({ name: 'refusals', sent: 20, statuses: { 429: 20 }, statusClasses: { '4xx': 20 }, errors: 0, timeouts: 0 });
    expect(seen.filter((request) => request.path === '/a')).toHaveLength(50);
    expect(seen.filter((request) => request.path === '/b')).toHaveLength(50);
    const refused = seen.filter((request) => request.path === '/refused');
    expect(new Set(refused.map((request) => request.address)).size).toBe(20);
    expect(refused.every((request) => request.body === '{"email":"x@y.cl"}')).toBe(true);
  });

  it('counts a server that is not there as errors, not answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const run = await runFixedRate({ baseUrl: gone, seconds: 0.1, kinds: [{ name: 'reads', rate: 100, requests: [{ method: 'GET', path: '/' }] }] });
    expect(run.results[0]).toMatchObject({ sent: 10, statuses: {}, errors: 10, timeouts: 0 });
  });
});
