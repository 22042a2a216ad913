import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pricing } from '@marketlens/core/contract';
import type { HttpClient } from '@marketlens/core/http';
import { CROSS_BORDER_DEFAULTS, SEED_PRICING_TABLES, crossBorderAt, solveCrossBorder } from '@marketlens/core/pricing';
import { priceItem } from './box-pricing';
import { addToBox, hasCost, readBox, updateBoxItem } from './collection-box';
import type { Rates } from './money';
import { exportRows, toCsv } from './ozon-export';
import { memberPricingBasis, suggestPrice } from './overlay-api';

const rates: Rates = { rubPer: { RUB: 1, CNY: 11.2, USD: 90 }, asOf: '2026-11-25', source: 'cbr' };

/** The server's answers to the pricing calls: one default cross-border template, and the tables in force. */
function server(): HttpClient {
  const answers: Record<string, unknown> = {
    [pricing.templateList.path]: {
      code: 200,
      data: { list: [{ id: 1, name: 'Cups', isDefault: true, updatedAt: '2026-11-20', kind: 'crossBorder', inputs: CROSS_BORDER_DEFAULTS }], limit: 20 },
    },
    [pricing.pricingTables.path]: { code: 200, data: { ...SEED_PRICING_TABLES, importedAt: '2026-11-01' } },
  };
  return { call: async (def: { path: string }) => answers[def.path] } as unknown as HttpClient;
}

const offer = {
  source: '1688' as const,
  sourceUrl: 'https://detail.1688.com/offer/712345678901.html',
  title: '304不锈钢保温杯 500ml',
  price: 120,
  currency: 'CNY' as const,
  images: ['https://cbu01.alicdn.com/img/cup.jpg'],
  attributes: [],
};

describe('one price for a collected 1688 offer', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is the same in the toolbar, on the collection page and in the export, by core’s solver, leaving the target margin', async () => {
    const expected = solveCrossBorder({ ...CROSS_BORDER_DEFAULTS, costCny: 120 }, SEED_PRICING_TABLES.crossBorder, rates.rubPer.CNY);
    if (!expected.ok) throw new Error('the seed tables give no price');
    const { priceRub, strikePriceRub } = expected.quote;

    // The 1688 toolbar.
    const toolbar = await suggestPrice(server(), 120, rates);
    expect(toolbar).toMatchObject({ state: 'ok', templateName: 'Cups', priceRub, strikePriceRub, discountPct: 30 });

    // The collection page prices the stored item on the basis the background gives it.
    const found = await memberPricingBasis(server(), rates);
    if (found.state !== 'ok') throw new Error('no basis');
    await addToBox(offer);
    const [item] = await readBox();
    if (!item || !hasCost(item)) throw new Error('not collected with its cost');
    const onPage = priceItem(found.basis, item);
    expect(onPage.ok && [onPage.quote.priceRub, onPage.quote.strikePriceRub]).toEqual([priceRub, strikePriceRub]);

    // The exported file: the same price and strike price, the rate and its day, the tariff's date.
    const [row] = exportRows([item], found.basis);
    expect(row?.slice(2, 4)).toEqual([priceRub, strikePriceRub]);
    expect(row?.slice(9)).toEqual([11.2, '2026-11-25', SEED_PRICING_TABLES.effectiveFrom, expected.quote.marginPct]);
    const csvRow = toCsv([item], found.basis).split('\r\n')[1]?.split(';');
    expect(csvRow?.slice(2, 4)).toEqual([String(priceRub), String(strikePriceRub)]);
    expect(csvRow?.slice(9, 11)).toEqual(['11.2', '2026-11-25']);

    // What that price leaves after the commission of its tier, the per-shipment fee, freight and every share: the target margin.
    const route = SEED_PRICING_TABLES.crossBorder.routes.find((r) => r.id === expected.quote.route.id);
    if (!route) throw new Error('no route');
    const atExported = crossBorderAt({ ...CROSS_BORDER_DEFAULTS, costCny: 120 }, SEED_PRICING_TABLES.crossBorder, rates.rubPer.CNY, priceRub, route);
    expect(atExported.marginPct).toBeGreaterThanOrEqual(CROSS_BORDER_DEFAULTS.marginPct);
    // Rounding up to a whole rouble adds at most one rouble of profit.
    expect(atExported.profitRub - (CROSS_BORDER_DEFAULTS.marginPct / 100) * priceRub).toBeLessThanOrEqual(1);
    expect(strikePriceRub).toBe(Math.ceil(priceRub / (1 - CROSS_BORDER_DEFAULTS.discountPct / 100)));

    // A weight or margin the seller sets on the item is used on the page and in the file alike.
    await updateBoxItem(item.id, { marginPct: 25, weightGrams: 450 });
    const [edited] = await readBox();
    if (!edited || !hasCost(edited)) throw new Error('lost');
    const heavier = solveCrossBorder({ ...CROSS_BORDER_DEFAULTS, costCny: 120, marginPct: 25, weightGrams: 450 }, SEED_PRICING_TABLES.crossBorder, rates.rubPer.CNY);
    expect(heavier.ok && heavier.quote.priceRub).toBeGreaterThan(priceRub);
    expect(exportRows([edited], found.basis)[0]?.[2]).toBe(heavier.ok && heavier.quote.priceRub);
  });
});
