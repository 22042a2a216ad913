import { describe, expect, it } from 'vitest';
import { monitor, overlay, pricing, workbench } from '@marketlens/core/contract';
import { MONITOR_CODES } from '@marketlens/core/constants';
import { BusinessError, type HttpClient } from '@marketlens/core/http';
import { CROSS_BORDER_DEFAULTS, SEED_PRICING_TABLES, solveCrossBorder } from '@marketlens/core/pricing';
import { fetchFigures, fetchGoodsOverlay, monitorGoods, suggestPrice } from './overlay-api';
import type { Rates } from './money';

const rates: Rates = { rubPer: { RUB: 1, CNY: 12.5, USD: 90 }, asOf: '2026-11-21', source: 'cbr' };

/** A client that answers each call path with a fixed body, or throws what it is given. */
function fakeHttp(answers: Record<string, unknown>): HttpClient & { seen: { path: string; input: unknown }[] } {
  const seen: { path: string; input: unknown }[] = [];
  return {
    seen,
    call: async (def: { path: string }, input: unknown) => {
      seen.push({ path: def.path, input });
      const answer = answers[def.path];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as HttpClient & { seen: { path: string; input: unknown }[] };
}

const template = (over: Partial<{ isDefault: boolean; name: string; kind: 'crossBorder' | 'local' }> = {}) => ({
  id: 1,
  name: over.name ?? 'Cups',
  isDefault: over.isDefault ?? false,
  updatedAt: '2026-11-20',
  kind: over.kind ?? 'crossBorder',
  inputs: CROSS_BORDER_DEFAULTS,
});

describe('the suggested Ozon price on a 1688 offer', () => {
  it('solves the default cross-border template for the page cost at the day’s rate', async () => {
    const http = fakeHttp({
      [pricing.templateList.path]: { code: 200, data: { list: [template({ name: 'Other' }), template({ name: 'Main', isDefault: true })], limit: 20 } },
      [pricing.pricingTables.path]: { code: 200, data: { ...SEED_PRICING_TABLES, importedAt: '2026-11-01' } },
    });
    const result = await suggestPrice(http, 35.8, rates);
    const expected = solveCrossBorder({ ...CROSS_BORDER_DEFAULTS, costCny: 35.8 }, SEED_PRICING_TABLES.crossBorder, 12.5);
    if (!expected.ok) throw new Error('seed tables give no price');
    expect(result).toEqual({ state: 'ok', costRub: 447.5, rates, templateName: 'Main', priceRub: expected.quote.priceRub, strikePriceRub: expected.quote.strikePriceRub, discountPct: CROSS_BORDER_DEFAULTS.discountPct, profitRub: expected.quote.profitRub, marginPct: expected.quote.marginPct });
  });

  it('gives the rouble cost alone when the member has no cross-border template', async () => {
    const http = fakeHttp({
      [pricing.templateList.path]: { code: 200, data: { list: [template({ kind: 'local' })], limit: 20 } },
      [pricing.pricingTables.path]: { code: 200, data: { ...SEED_PRICING_TABLES, importedAt: '2026-11-01' } },
    });
    expect(await suggestPrice(http, 10, rates)).toEqual({ state: 'noTemplate', costRub: 125, rates });
  });
});

describe('the goods page and listing figures', () => {
  it('reads a goods the server does not hold as unknown and a refusal with its message', async () => {
    const unknown = fakeHttp({ [workbench.goodsDetail.path]: new BusinessError(workbench.WORKBENCH_CODES.notFound, 'not indexed', 200, {}) });
    expect(await fetchGoodsOverlay(unknown, 5, 'en-US')).toEqual({ state: 'unknown' });
    expect(unknown.seen[0]?.input).toEqual({ query: { goodsId: 5, days: 30, lang: 'en' } });
    const refused = fakeHttp({ [workbench.goodsDetail.path]: { code: workbench.WORKBENCH_CODES.membershipRequired, message: 'Нужна подписка' } });
    expect(await fetchGoodsOverlay(refused, 5, 'ru-RU')).toEqual({ state: 'refused', message: 'Нужна подписка' });
  });

  it('sends the ids as one comma-separated text and passes the answer on', async () => {
    const answer = { list: [], missing: [3], limited: [], latestDay: '2026-11-21', from: '2026-10-23', tier: 'trial' };
    const http = fakeHttp({ [overlay.goodsFigures.path]: { code: 200, data: answer } });
    const view = '0b6f1c1e-3f1a-4c2b-9d7e-2a4b6c8d0e1f';
    expect(await fetchFigures(http, [1, 2, 3], view, 'zh-CN')).toEqual({ state: 'ok', ...answer });
    expect(http.seen[0]?.input).toEqual({ query: { goodsIds: '1,2,3', view, lang: 'zh' } });
  });

  it('says when a goods is already monitored', async () => {
    const http = fakeHttp({ [monitor.add.path]: { code: MONITOR_CODES.duplicate, message: 'dup' } });
    expect(await monitorGoods(http, 9)).toEqual({ state: 'duplicate' });
    expect(await monitorGoods(fakeHttp({ [monitor.add.path]: { code: 200, data: { id: 1, used: 1, limit: 10 } } }), 9)).toEqual({ state: 'added' });
  });
});
