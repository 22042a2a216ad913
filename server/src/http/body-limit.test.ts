import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '@marketlens/core/contract';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { MAX_BODY_BYTES } from './body-limit';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string; sent: number }

/**
 * POSTs up to `total` bytes in 64 KB chunks over a real socket, chunked or with a declared length,
 * and stops sending once the server has answered.
 */
function post(port: number, path: string, total: number, declared: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...(declared ? { 'content-length': String(total) } : {}) } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), sent }));
    });
    // The server closes the connection after its 413: writes after that fail, as they should.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('one body limit for every route', () => {
  let api: TestApi;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    api = await openTestApi(undefined);
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });

  it('refuses a streamed 200 MB question body while it streams, closing the connection, with memory flat', async () => {
    const path = callPath(api.runtimeConfig, content.questionAddOrUpdate);
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(port, path, 200 * 1024 * 1024, false)));
    const grown = process.memoryUsage().rss - before;
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.headers['connection']).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 413, message: '请求内容过大' });
      // Refused long before the whole body was sent.
      expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    }
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading, on the API and on pages alike', async () => {
    for (const path of [callPath(api.runtimeConfig, content.questionAddOrUpdate), '/about', '/api/no-such-call']) {
      const answer = await post(port, path, 100 * 1024 * 1024, true);
      expect(answer.status).toBe(413);
      expect(answer.headers['connection']).toBe('close');
      expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    }
  });

  it('lets a body under the limit through to the route', async () => {
    const answer = await post(port, callPath(api.runtimeConfig, content.questionAddOrUpdate), MAX_BODY_BYTES - 64 * 1024, true);
    // Not signed in: the route itself answers, not the limit.
    expect(answer.status).toBe(401);
  });
});
