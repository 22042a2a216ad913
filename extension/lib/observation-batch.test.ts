import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OBSERVATION_BATCH_BYTES, observationRowSchema, type ObservationRow } from '@marketlens/core/contract/observations';
import { ObservationBatcher, type PageRow } from './observation-batch';

const card = (goodsId: number, over: Partial<PageRow> = {}): PageRow => ({ goodsId, page: 'search', query: 'термокружка', position: goodsId, title: `Товар ${goodsId}`, price: 99_000, ...over });

function batcher(options: { max?: number; maxBytes?: number; settleMs?: number; maxWaitMs?: number } = {}) {
  const sent: ObservationRow[][] = [];
  let clock = Date.parse('2026-11-27T08:00:00Z');
  const b = new ObservationBatcher({ ...options, send: (rows) => sent.push(rows), now: () => new Date((clock += 1000)) });
  return { b, sent };
}

describe('batching what a page view shows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the cards a few seconds after the page settles, each stamped with when it was seen and valid for the contract', () => {
    const { b, sent } = batcher({ settleMs: 3000 });
    expect(b.add([card(1), card(2)])).toBe(2);
    vi.advanceTimersByTime(2999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((r) => r.goodsId)).toEqual([1, 2]);
    expect(sent[0]?.[0]?.observedAt).toBe('2026-11-27T08:00:01.000Z');
    for (const row of sent[0] ?? []) expect(observationRowSchema.safeParse(row).success).toBe(true);
  });

  it('sends the same goods in the same list once per page view, and again in another list', () => {
    const { b, sent } = batcher();
    b.add([card(1), card(2)]);
    // The page read again after more results loaded: the first two are not sent twice.
    expect(b.add([card(1), card(2), card(3)])).toBe(1);
    // The search word as the server keeps it: case and spaces do not make another list.
    expect(b.add([card(1, { query: ' Термокружка ' })])).toBe(0);
    expect(b.add([card(1, { query: 'кружка' }), card(1, { page: 'category', query: undefined, categoryId: 17 }), card(1, { page: 'goods', query: undefined, position: undefined })])).toBe(3);
    b.flush();
    expect(sent.flat().map((r) => [r.goodsId, r.page, r.query ?? r.categoryId ?? ''])).toEqual([
      [1, 'search', 'термокружка'],
      [2, 'search', 'термокружка'],
      [3, 'search', 'термокружка'],
      [1, 'search', 'кружка'],
      [1, 'category', 17],
      [1, 'goods', ''],
    ]);
  });

  it('sends a full batch at once and never more rows than the contract allows', () => {
    const { b, sent } = batcher({ max: 500 });
    b.add(Array.from({ length: 450 }, (_, i) => card(i + 1)));
    expect(sent.map((s) => s.length)).toEqual([200, 200]);
    vi.advanceTimersByTime(3000);
    expect(sent.map((s) => s.length)).toEqual([200, 200, 50]);
  });

  it('keeps each batch inside the byte limit when titles are long, sending every card once', () => {
    const { b, sent } = batcher();
    const long = 'Термокружка с двойными стенками и крышкой '.repeat(12).slice(0, 500);
    b.add(Array.from({ length: 200 }, (_, i) => card(i + 1, { title: long })));
    b.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const batch of sent) expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(OBSERVATION_BATCH_BYTES);
    expect(sent.flat().map((r) => r.goodsId)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('sends at the latest after the longest wait on a page that keeps loading more results', () => {
    const { b, sent } = batcher({ settleMs: 3000, maxWaitMs: 10_000 });
    for (let i = 1; i <= 6; i++) {
      b.add([card(i)]);
      vi.advanceTimersByTime(2000);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((r) => r.goodsId)).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(1000);
    expect(sent.map((s) => s.length)).toEqual([5, 1]);
  });

  it('sends what is pending when the page view ends and takes nothing after, or drops it when told to', () => {
    const { b, sent } = batcher();
    b.add([card(1)]);
    b.stop();
    expect(sent).toHaveLength(1);
    expect(b.add([card(2)])).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);

    const other = batcher();
    other.b.add([card(1)]);
    other.b.stop({ send: false });
    vi.advanceTimersByTime(60_000);
    expect(other.sent).toEqual([]);
  });
});
