import { describe, expect, it } from 'vitest';
import type { ObservationRow } from '@marketlens/core/contract/observations';
import { handleMessage, type RouterDeps } from './background-router';

const row: ObservationRow = { goodsId: 1000000001, observedAt: '2026-11-27T08:00:00.000Z', page: 'search', query: 'термокружка', position: 1, title: 'Термокружка 350 мл', price: 99_000, oldPrice: 129_000, rating: 4.8, reviews: 120, sellerId: 77, sellerName: 'Кружки и Ко', scheme: 'FBO' };

/** The background with only the observation path wired: every other handler is out of reach here. */
function background() {
  const batches: ObservationRow[][] = [];
  const unused = () => Promise.reject(new Error('not used here'));
  const deps = new Proxy({ extensionId: 'ext' } as RouterDeps, {
    get: (target, key) => (key === 'observe' ? async (rows: ObservationRow[]) => (batches.push(rows), { state: 'off' }) : key in target ? target[key as 'extensionId'] : unused),
  });
  return { batches, send: (message: unknown, sender = { id: 'ext', tab: { id: 3 } }) => handleMessage(message, sender, deps) };
}

describe('the observation message between the content script and the background', () => {
  it('passes a well-formed batch to the sender', async () => {
    const bg = background();
    expect(await bg.send({ type: 'observe', rows: [row, { ...row, goodsId: 1000000002, page: 'goods', query: undefined, position: undefined }] })).toEqual({ ok: true, data: { state: 'off' } });
    expect(bg.batches).toHaveLength(1);
    expect(bg.batches[0]?.map((r) => r.goodsId)).toEqual([1000000001, 1000000002]);
  });

  it.each([
    ['a price as text', { ...row, price: '990' }],
    ['a negative price', { ...row, price: -1 }],
    ['a rating above five', { ...row, rating: 7 }],
    ['a position of zero', { ...row, position: 0 }],
    ['a goods id that is not a whole number', { ...row, goodsId: 1.5 }],
    ['a time that is not a date', { ...row, observedAt: 'yesterday' }],
    ['a page kind Ozon has not', { ...row, page: 'cart' }],
    ['an empty title', { ...row, title: '  ' }],
    ['a delivery scheme Ozon has not', { ...row, scheme: 'FBX' }],
    ['no title at all', { ...row, title: undefined }],
  ])('refuses and drops a batch with %s', async (_name, bad) => {
    const bg = background();
    expect(await bg.send({ type: 'observe', rows: [row, bad] })).toEqual({ ok: false, error: 'invalid' });
    expect(bg.batches).toEqual([]);
  });

  it('refuses an empty batch, one over the contract\'s 200 rows, and one from outside the extension', async () => {
    const bg = background();
    expect(await bg.send({ type: 'observe', rows: [] })).toEqual({ ok: false, error: 'invalid' });
    expect(await bg.send({ type: 'observe', rows: Array.from({ length: 201 }, (_, i) => ({ ...row, goodsId: i + 1 })) })).toEqual({ ok: false, error: 'invalid' });
    expect(await bg.send({ type: 'observe', rows: 'all of them' })).toEqual({ ok: false, error: 'invalid' });
    expect(await bg.send({ type: 'observe', rows: [row] }, { id: 'another-extension', tab: { id: 3 } })).toEqual({ ok: false, error: 'invalid' });
    expect(bg.batches).toEqual([]);
  });
});
