import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readAlibabaPrice } from './alibaba-price';
import { checkAmount } from './amount-input';
import { addToBox, readBox, updateBoxItem, type BoxItem } from './collection-box';
import type { CollectedInput } from './messages';
import { splitForExport, toCsv } from './ozon-export';
import { ozonProductOf, rublesOf } from './ozon-page';
import { ratesWithFallback } from './rates-store';
import { standardBasis } from './box-pricing';

const basis = standardBasis({ rubPer: { RUB: 1, CNY: 12.5, USD: 90 }, asOf: '2026-11-25', source: 'cbr' });

const fixtures = path.resolve(import.meta.dirname, '../../tests/e2e/extension/fixtures');
const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const fixture = (name: string) => page(fs.readFileSync(path.join(fixtures, name), 'utf8'));

describe('1688 prices read from the page structure', () => {
  it('takes the tier that applies to the smallest order, not the price run together with its quantity', () => {
    // The old reader took "¥1203-9件" as 1203.
    expect(readAlibabaPrice(fixture('1688-offer.html'))).toMatchObject({ ok: true, price: 120, minQuantity: 3 });
    const tiers = readAlibabaPrice(fixture('1688-offer.html'));
    expect(tiers.ok && tiers.tiers.map((t) => [t.price, t.minQuantity])).toEqual([
      [120, 3],
      [110, 10],
      [98.5, 50],
    ]);
  });

  it('reads "¥12.50" with "2-49件" as 12.50, not 12.502', () => {
    const doc = page('<div class="price-component"><div><span class="price">¥12.50</span><span class="amount">2-49件</span></div><div><span class="price">¥11.00</span><span class="amount">≥50件</span></div></div>');
    expect(readAlibabaPrice(doc)).toMatchObject({ ok: true, price: 12.5, minQuantity: 2 });
  });

  it('prefers the tier for one unit and reads split price markup and table layouts', () => {
    const split = page('<div class="price-wrapper"><div><span class="price"><em>¥</em><span>35</span><span>.80</span></span><span>1件起批</span></div><div><span class="price">¥30</span><span>10件以上</span></div></div>');
    expect(readAlibabaPrice(split)).toMatchObject({ ok: true, price: 35.8, minQuantity: 1 });
    const table = page('<table class="price-content"><tr><td>价格</td><td class="price">¥8.50</td><td class="price">¥7.90</td></tr><tr><td>起批量</td><td>5-99个</td><td>≥100个</td></tr></table>');
    expect(readAlibabaPrice(table)).toMatchObject({ ok: true, price: 8.5, minQuantity: 5 });
    const single = page('<div class="price-component"><span class="price-text">¥ 46.00</span></div>');
    expect(readAlibabaPrice(single)).toMatchObject({ ok: true, price: 46, minQuantity: 1 });
  });

  it('refuses to guess: a range, no price or unrelated prices leave the cost empty with the reason', () => {
    expect(readAlibabaPrice(fixture('1688-offer-unreadable.html'))).toEqual({ ok: false, problem: 'range' });
    expect(readAlibabaPrice(page('<div class="price-component"><span class="price">面议</span></div>'))).toEqual({ ok: false, problem: 'missing' });
    expect(readAlibabaPrice(page('<div class="price-component"><span class="price">¥12</span><span class="price">¥15</span></div>'))).toEqual({ ok: false, problem: 'ambiguous' });
  });
});

const rates = { rubPer: { RUB: 1, CNY: 12.5, USD: 90 } as const, asOf: '2024-06-01', source: 'cbr' };
const ozonGoods: CollectedInput = {
  source: 'ozon',
  sourceUrl: 'https://www.ozon.ru/product/termokruzhka-1000000001/',
  title: 'Термокружка 500 мл',
  price: 1299,
  currency: 'RUB',
  images: ['https://ir.ozone.ru/cup.jpg'],
  attributes: [],
};

describe('goods without a known cost', () => {
  beforeEach(() => fakeBrowser.reset());

  it('collects an Ozon goods with no cost and keeps it out of the export until a cost is entered', async () => {
    // Before: cost 0, priced at 253 ₽ "with 51 ₽ profit" against a 1,299 ₽ competitor.
    const { item } = await addToBox(ozonGoods);
    expect(item.costCny).toBeNull();
    let items = await readBox();
    expect(splitForExport(items, basis)).toMatchObject({ ready: [], held: [{ problem: 'noCost' }] });
    expect(toCsv(items, basis).split('\r\n').filter(Boolean)).toHaveLength(1);
    await updateBoxItem(item.id, { costCny: 40 });
    items = await readBox();
    expect(splitForExport(items, basis).ready).toHaveLength(1);
  });

  it('holds an unreadable 1688 price, a shares total of 100 % and more, and a missing title', async () => {
    const withoutPrice: CollectedInput = { ...ozonGoods };
    delete withoutPrice.price;
    const { item } = await addToBox({ ...withoutPrice, source: '1688', sourceUrl: 'https://detail.1688.com/offer/1.html', currency: 'CNY', priceProblem: 'range' });
    expect(item).toMatchObject({ costCny: null, priceProblem: 'range' });
    const base: BoxItem = { ...item, costCny: 10 };
    expect(splitForExport([{ ...base, marginPct: 90 }], basis).held[0]?.problem).toBe('shares');
    // No partner-logistics route takes a 40 kg parcel.
    expect(splitForExport([{ ...base, weightGrams: 40_000 }], basis).held[0]?.problem).toBe('noRoute');
    expect(splitForExport([{ ...base, listingTitle: '  ' }], basis).held[0]?.problem).toBe('noTitle');
    // Boxes kept by older versions stored 0 for an unknown cost.
    expect(splitForExport([{ ...base, costCny: 0 }], basis).held[0]?.problem).toBe('noCost');
  });

  it('reads an Ozon page price as a competitor price, including "от" and Ozon Card prices', () => {
    expect(rublesOf('от 499 ₽')).toBe(499);
    expect(rublesOf('1 199 ₽ с Ozon Картой')).toBe(1199);
    expect(rublesOf('12 345,50 ₽')).toBe(12345.5);
    expect(rublesOf('Осталось 3 шт')).toBeUndefined();
    const doc = page('<h1>Термокружка</h1><span>1\u2009299 ₽</span>');
    expect(ozonProductOf(doc, new URL('https://www.ozon.ru/product/x-1000000001/'))?.price).toBe(1299);
  });
});

describe('the CSV for Ozon neutralises formulas from page text', () => {
  beforeEach(() => fakeBrowser.reset());

  it('prefixes cells that start with = + - @ so a spreadsheet shows them as text', async () => {
    const { item } = await addToBox({
      ...ozonGoods,
      title: '=HYPERLINK("http://evil","click")',
      attributes: [{ name: '+cmd', value: '1' }],
    });
    await updateBoxItem(item.id, { costCny: 40, offerId: '@SUM(A1)', listingTitle: '-2+3' });
    const row = toCsv(await readBox(), basis).split('\r\n')[1] ?? '';
    const cells = row.split(';');
    expect(cells[0]).toBe("'@SUM(A1)");
    expect(cells[1]).toBe("'-2+3");
    expect(cells[7]).toBe("'+cmd: 1");
    expect(row).not.toMatch(/(^|;)[=+\-@]/);
  });
});

describe('amounts typed into the converter and the box', () => {
  it('reads Russian and Chinese formats and refuses negatives', () => {
    // Before: "1 299,50" was read as 1.
    expect(checkAmount('1 299,50', 'ru-RU')).toEqual({ ok: true, value: 1299.5 });
    expect(checkAmount('1\u2009299,50', 'ru-RU')).toEqual({ ok: true, value: 1299.5 });
    expect(checkAmount('1,299.50', 'zh-CN')).toEqual({ ok: true, value: 1299.5 });
    expect(checkAmount('1 299,50', 'en-US')).toEqual({ ok: true, value: 1299.5 });
    expect(checkAmount('-5', 'zh-CN')).toEqual({ ok: false, error: 'negative' });
    expect(checkAmount('150', 'ru-RU', 100)).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('rates when the server is down', () => {
  beforeEach(() => fakeBrowser.reset());

  it('remembers the last rates and gives them, marked, when the server cannot be reached', async () => {
    await expect(ratesWithFallback(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await ratesWithFallback(async () => rates)).toEqual(rates);
    expect(await ratesWithFallback(() => Promise.reject(new Error('down')))).toEqual({ ...rates, stale: true });
    expect(await ratesWithFallback(async () => ({ ...rates, asOf: '2024-06-02' }))).toEqual({ ...rates, asOf: '2024-06-02' });
  });
});
