import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ozonSellerFake, type FakeProduct } from '../../testing/ozon-seller-fake';
import { createSellerApi, SellerApiError } from './client';
import { secretBox } from './secret-box';

const products: FakeProduct[] = Array.from({ length: 1203 }, (_v, i) => ({
  productId: String(900_000 + i),
  offerId: `ART-${i}`,
  sku: 1_400_000_000 + i,
  price: 129_900 + i * 100,
  stock: i % 7,
  archived: i === 5,
}));

describe('Ozon Seller API adapter against the local fake of the documented endpoints', () => {
  let server: ServerType;
  let baseUrl = '';
  const calls: string[] = [];
  beforeAll(async () => {
    const fake = new Hono();
    fake.use('*', async (c, next) => {
      calls.push(`${c.req.method} ${c.req.path} ${c.req.header('Client-Id') ?? ''}`);
      await next();
    });
    fake.route('/', ozonSellerFake(async (clientId, apiKey) => (clientId === '123456' && apiKey === 'good-key-0001' ? products : null)));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: fake.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        baseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads every unarchived goods over the pages of the product list, with its SKU, price in kopecks and stock', async () => {
    const api = createSellerApi({ baseUrl });
    const goods = await api.shopGoods({ clientId: '123456', apiKey: 'good-key-0001' });
    expect(goods).toHaveLength(1202);
    expect(goods.find((g) => g.offerId === 'ART-5')).toBeUndefined();
    expect(goods.find((g) => g.offerId === 'ART-10')).toEqual({ productId: '900010', offerId: 'ART-10', sku: 1_400_000_010, price: 130_900, stock: 3 });
    expect(calls.filter((c) => c.startsWith('POST /v3/product/list 123456'))).toHaveLength(2);
    expect(calls.some((c) => c.startsWith('POST /v5/product/info/prices'))).toBe(true);
    expect(calls.some((c) => c.startsWith('POST /v4/product/info/stocks'))).toBe(true);
  });

  it('tells a refused key from an API it cannot reach', async () => {
    const api = createSellerApi({ baseUrl });
    await expect(api.shopGoods({ clientId: '123456', apiKey: 'wrong-key-000' })).rejects.toMatchObject({ reason: 'badCredentials' });
    const nowhere = createSellerApi({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const err = await nowhere.shopGoods({ clientId: '123456', apiKey: 'good-key-0001' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SellerApiError);
    expect((err as SellerApiError).reason).toBe('unavailable');
  });

  it('seals keys so that only the same secret opens them, and a changed byte is refused', () => {
    const box = secretBox(Buffer.alloc(32, 7));
    const sealed = box.seal('good-key-0001');
    expect(sealed).not.toContain('good-key');
    expect(box.seal('good-key-0001')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('good-key-0001');
    const raw = Buffer.from(sealed, 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(raw.toString('base64'))).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });
});
