// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { OVERLAY_MAX_GOODS } from '@marketlens/core/contract/overlay';
import { handleMessage, type RouterDeps } from './background-router';
import { ozonCardsOf, goodsIdOfLink } from './ozon-cards';
import { ozonPageOf } from './ozon-url';
import { salesChart } from './overlay-view';

const BASE = 'https://www.ozon.ru/search/?text=термокружка';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('Ozon goods cards on a listing page', () => {
  it('finds one card per goods, the whole tile around its links, in page order', () => {
    const doc = page(`
      <div id="grid">
        <div class="tile" id="a"><a href="/product/termokruzhka-1-1000000001/"><img alt="Термокружка 350 мл"></a>
          <a href="/product/termokruzhka-1-1000000001/?reviews">Термокружка 350 мл</a><span>990 ₽</span></div>
        <div class="tile" id="b"><a href="https://www.ozon.ru/product/1000000002/">Термокружка 500 мл</a><span>1 299 ₽</span></div>
      </div>`);
    const cards = ozonCardsOf(doc, BASE);
    expect(cards.map((c) => [c.goodsId, c.element.id, c.title])).toEqual([
      [1000000001, 'a', 'Термокружка 350 мл'],
      [1000000002, 'b', 'Термокружка 500 мл'],
    ]);
  });

  it('takes the image text when the link has no words, and leaves out other sites, other pages and our own UI', () => {
    const doc = page(`
      <div><a href="/product/kruzhka-1000000005/"><img alt="Кружка"></a></div>
      <div><a href="https://evil.example/product/kruzhka-1000000006/">fake</a></div>
      <div><a href="/seller/shop-77/">shop</a><a href="/category/kruzhki-123/">category</a></div>
      <div data-ml-ui="card"><a href="/product/kruzhka-1000000007/">ours</a></div>`);
    expect(ozonCardsOf(doc, BASE).map((c) => [c.goodsId, c.title])).toEqual([[1000000005, 'Кружка']]);
  });

  it('reads no id past a 32-bit integer (Ozon has such ids; the index does not)', () => {
    page('<a id="x" href="/product/kruzhka-98765432101234/">x</a><a id="y" href="javascript:alert(1)">y</a>');
    expect(goodsIdOfLink(document.getElementById('x') as HTMLAnchorElement, BASE)).toBeUndefined();
    expect(goodsIdOfLink(document.getElementById('y') as HTMLAnchorElement, BASE)).toBeUndefined();
  });

  it('tells listing pages from goods, shop and other pages by the address alone', () => {
    expect(ozonPageOf(new URL('https://www.ozon.ru/search/?text=a'))).toEqual({ kind: 'listing' });
    expect(ozonPageOf(new URL('https://www.ozon.ru/category/kruzhki-123/'))).toEqual({ kind: 'listing' });
    expect(ozonPageOf(new URL('https://www.ozon.ru/product/kruzhka-1000000001/'))).toEqual({ kind: 'product', id: '1000000001' });
    expect(ozonPageOf(new URL('https://www.ozon.ru/cart'))).toEqual({ kind: 'other' });
  });
});

describe('the sales chart', () => {
  it('draws a bar per day and breaks the price line on days without sales', () => {
    const chart = salesChart(
      [
        { day: '2026-11-19', sales: 4, gmv: 400, price: 100 },
        { day: '2026-11-20', sales: 0, gmv: 0, price: null },
        { day: '2026-11-21', sales: 8, gmv: 960, price: 120 },
      ],
      'label',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(chart.getAttribute('aria-label')).toBe('label');
    const d = chart.querySelector('path')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d).not.toContain('L');
  });
});

describe('the background answers the overlay only for the extension and within limits', () => {
  const inject = vi.fn(async () => undefined);
  const figures = vi.fn<RouterDeps['figures']>(async () => ({ state: 'guest' as const }));
  const deps = {
    extensionId: 'me',
    inject,
    figures,
    goodsOverlay: async () => ({ state: 'unknown' as const }),
  } as unknown as RouterDeps;

  it('loads a script only into the frame of the content script that asks, and only a known one', async () => {
    expect(await handleMessage({ type: 'inject', script: 'ozon-assistant' }, { id: 'me', tab: { id: 7 }, frameId: 2 }, deps)).toEqual({ ok: true, data: null });
    expect(inject).toHaveBeenCalledWith('ozon-assistant', { tabId: 7, frameId: 2 });
    expect(await handleMessage({ type: 'inject', script: '../../evil' }, { id: 'me', tab: { id: 7 } }, deps)).toEqual({ ok: false, error: 'invalid' });
    // An extension page (no tab) or a web page (another id) cannot ask.
    expect(await handleMessage({ type: 'inject', script: 'ozon-assistant' }, { id: 'me' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'inject', script: 'ozon-assistant' }, { id: 'page', tab: { id: 7 } }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('asks for at most OVERLAY_MAX_GOODS positive goods ids of one page view at once', async () => {
    const view = '0b6f1c1e-3f1a-4c2b-9d7e-2a4b6c8d0e1f';
    expect(await handleMessage({ type: 'figures', goodsIds: [1, 2], view }, { id: 'me' }, deps)).toEqual({ ok: true, data: { state: 'guest' } });
    expect(figures).toHaveBeenCalledWith([1, 2], view);
    const many = Array.from({ length: OVERLAY_MAX_GOODS + 1 }, (_, i) => i + 1);
    expect(await handleMessage({ type: 'figures', goodsIds: many, view }, { id: 'me' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'figures', goodsIds: [0], view }, { id: 'me' }, deps)).toEqual({ ok: false, error: 'invalid' });
    // Without a page view the server could not count the plan's allowance per page.
    expect(await handleMessage({ type: 'figures', goodsIds: [1] }, { id: 'me' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'figures', goodsIds: [1], view: 'page-1' }, { id: 'me' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'goodsOverlay', goodsId: 5 }, { id: 'me' }, deps)).toEqual({ ok: true, data: { state: 'unknown' } });
    expect(figures).toHaveBeenCalledTimes(1);
  });
});
