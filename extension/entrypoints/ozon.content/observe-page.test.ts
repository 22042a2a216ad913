// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseCataloguePage } from '@marketlens/core/ozon/catalogue-page';
import type { ObservationRow } from '@marketlens/core/contract/observations';
import { handleMessage, type RouterDeps } from '../../lib/background-router';
import { setSharing } from '../../lib/observation-consent';
import type { SendOutcome } from '../../lib/observation-sender';
import { observePage } from './observe-page';

/** A search result as Ozon ships it: the widget state the parser reads, beside the visible tile. */
const result = (id: number, price: number) =>
  `<div id="state-searchResultsV2-${id}" data-state='${JSON.stringify({
    items: [{ sku: String(id), action: { link: `/product/tovar-${id}/` }, mainState: [{ type: 'priceV2', priceV2: { price: [{ text: `${price} ₽`, textStyle: 'PRICE' }] } }, { type: 'textAtom', id: 'name', textAtom: { text: `Термокружка ${id}` } }] }],
  })}'></div><div class="tile"><a href="/product/tovar-${id}/">Термокружка ${id}</a></div>`;

let answer: SendOutcome['state'] = 'sent';
let batches: ObservationRow[][] = [];
const deps = new Proxy({ extensionId: 'ext' } as RouterDeps, {
  get: (target, key) =>
    key === 'observe'
      ? async (rows: ObservationRow[]) => (batches.push(rows), answer === 'sent' ? { state: 'sent', outcome: { accepted: rows.length, quarantined: 0, duplicates: 0, held: [] } } : { state: answer })
      : key in target
        ? target[key as 'extensionId']
        : () => Promise.reject(new Error('not used here')),
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const timing = { settleMs: 300, maxWaitMs: 2_000, firstReadMs: 0 };
let stop = () => {};

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => handleMessage(message, { id: 'ext', tab: { id: 1 } }, deps));
  batches = [];
  answer = 'sent';
  // The page's address, as the content script reads it (happy-dom's own way to set it).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://www.ozon.ru/search/?text=Термокружка');
  document.body.innerHTML = `<main id="results">${result(1000000001, 990)}${result(1000000002, 1299)}</main>`;
});
afterEach(() => stop());

describe('what a search page shows, shared from the content script', () => {
  it('sends nothing and reads nothing while the member does not share', async () => {
    let reads = 0;
    stop = observePage((root, url) => (reads++, parseCataloguePage(root, url)), timing);
    await wait(1_500);
    expect(reads).toBe(0);
    expect(batches).toEqual([]);
  });

  it('sends the cards once the page is idle, and the results that load later in a batch of their own', async () => {
    await setSharing(true);
    stop = observePage(parseCataloguePage, timing);
    await expect.poll(() => batches.length, { timeout: 3_000 }).toBe(1);
    expect(batches[0]?.map((r) => [r.goodsId, r.page, r.query, r.position, r.price])).toEqual([
      [1000000001, 'search', 'термокружка', 1, 99_000],
      [1000000002, 'search', 'термокружка', 2, 129_900],
    ]);
    expect(Date.now() - Date.parse(batches[0]?.[0]?.observedAt ?? '')).toBeLessThan(5_000);
    document.getElementById('results')?.insertAdjacentHTML('beforeend', result(1000000003, 2450));
    await expect.poll(() => batches.length, { timeout: 4_000 }).toBe(2);
    expect(batches[1]?.map((r) => [r.goodsId, r.position])).toEqual([[1000000003, 3]]);
  });

  it('stops reading the page once the background says the member is logged out', async () => {
    await setSharing(true);
    answer = 'guest';
    stop = observePage(parseCataloguePage, timing);
    await expect.poll(() => batches.length, { timeout: 3_000 }).toBe(1);
    document.getElementById('results')?.insertAdjacentHTML('beforeend', result(1000000003, 2450));
    await wait(2_000);
    expect(batches).toHaveLength(1);
  });
});
