import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, compression } from './compression';

const PAGE = `<!doctype html><html><body>${'<p>热销商品 hot goods</p>'.repeat(400)}</body></html>`;
const JSON_BODY = JSON.stringify({ list: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `goods ${i}` })) });

function get(port: number, path: string, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = new Hono();
    app.use(compression());
    app.get('/page', (c) => c.html(PAGE));
    app.get('/api', (c) => c.json(JSON.parse(JSON_BODY)));
    app.get('/unchanged', (c) => c.body(null, 304, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"a"' }));
    app.get('/cached', (c) => c.body('x'.repeat(2000), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'identity' }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a page in brotli to a browser that takes it, smaller than gzip and the same text', async () => {
    const br = await get(port, '/page', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(PAGE);
    const gz = await get(port, '/page', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  it('keeps gzip for other answers, refuses br with q=0, and leaves an encoded answer and a client without Accept-Encoding alone', async () => {
    const api = await get(port, '/api', 'gzip, br');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(api.body).toString('utf8')).toBe(JSON_BODY);
    const noBr = await get(port, '/page', 'br;q=0, gzip');
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const encoded = await get(port, '/cached', 'br');
    expect(encoded.headers['content-encoding']).toBe('identity');
    const unchanged = await get(port, '/unchanged', 'gzip, br');
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.body.length).toBe(0);
    const plain = await get(port, '/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString('utf8')).toBe(PAGE);
  });

  it('reads Accept-Encoding as RFC 9110 writes it', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
  });
});
