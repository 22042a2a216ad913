import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMessage, type RouterDeps } from './background-router';
import { addToBox, readBox, removeBoxItems, updateBoxItem } from './collection-box';
import { ask } from './messages';
import type { CollectedInput } from './messages';
import { convert, parsePrice } from './money';
import { toCsv } from './ozon-export';
import { priceItem, standardBasis } from './box-pricing';

const rates = { rubPer: { RUB: 1, CNY: 12.5, USD: 90 } as const, asOf: '2024-06-01', source: 'seed' };
const cup: CollectedInput = {
  source: '1688',
  sourceUrl: 'https://detail.1688.com/offer/712345678901.html',
  title: '304不锈钢保温杯 500ml',
  price: 18.5,
  currency: 'CNY',
  images: ['https://cbu01.alicdn.com/img/cup.jpg'],
  attributes: [{ name: '容量', value: '500ml' }],
};

const deps: RouterDeps = {
  extensionId: 'test-extension-id',
  locale: async () => 'ru-RU',
  session: async () => ({ user: { userToken: 'secret', nickName: 'Ann' }, controlT: 'c' }),
  rates: async () => rates,
  translate: async (text, to) => ({ text: `[${to}] ${text}`, from: 'ru', to, glossary: true, complete: true }),
  backfill: async () => 'submitted',
  collect: (item) => addToBox(item),
  openImageSearch: async () => undefined,
  inject: async () => undefined,
  goodsOverlay: async () => ({ state: 'guest' }),
  figures: async () => ({ state: 'guest' }),
  monitorGoods: async () => ({ state: 'guest' }),
  suggestPrice: async () => ({ state: 'guest', costRub: 125, rates }),
  pricingBasis: async () => ({ state: 'ok', basis: standardBasis(rates) }),
  observe: async () => ({ state: 'off' }),
};

describe('money and pricing', () => {
  it('converts through the rouble and reads prices as shops print them', () => {
    expect(convert(100, 'CNY', 'RUB', rates)).toBe(1250);
    expect(convert(90, 'RUB', 'USD', rates)).toBe(1);
    expect(parsePrice('1 299 ₽')).toBe(1299);
    expect(parsePrice('12 345,50 ₽')).toBe(12345.5);
    expect(parsePrice('¥ 35.8')).toBe(35.8);
    expect(parsePrice('—')).toBeUndefined();
  });
});

describe('the collection box', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps collected products in extension storage, once per source page, with the 1688 price as cost', async () => {
    expect((await addToBox(cup)).added).toBe(true);
    expect((await addToBox({ ...cup, title: 'new title' })).added).toBe(false);
    const items = await readBox();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'new title', costCny: 18.5, offerId: 'AL-712345678901' });
  });

  it('saves edits and removals, and drops damaged entries instead of failing', async () => {
    const { item } = await addToBox(cup);
    await updateBoxItem(item.id, { listingTitle: 'Термокружка 500 мл', marginPct: 30 });
    expect((await readBox())[0]).toMatchObject({ listingTitle: 'Термокружка 500 мл', marginPct: 30 });
    await fakeBrowser.storage.local.set({ collectionBox: [...(await readBox()), { junk: true }] });
    expect(await readBox()).toHaveLength(1);
    await removeBoxItems([item.id]);
    expect(await readBox()).toEqual([]);
  });

  it('exports a CSV in the column order of Ozon’s bulk upload with a price from the formula', async () => {
    await addToBox(cup);
    const basis = standardBasis(rates);
    const csv = toCsv(await readBox(), basis);
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Артикул*;Название товара*;Цена, руб.*;Цена до скидки, руб.;НДС, %*;Ссылка на главное фото*;Ссылки на дополнительные фото;Аннотация;Ссылка на источник;Курс CNY, руб.;Дата курса;Тариф Ozon от;Маржа, %');
    const price = priceItem(basis, { costCny: 18.5 });
    expect(row?.split(';').slice(0, 3)).toEqual(['AL-712345678901', '304不锈钢保温杯 500ml', String(price.ok && price.quote.priceRub)]);
  });
});

describe('messages to the background', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers requests from the extension itself and never hands the token to a content script', async () => {
    expect(await handleMessage({ type: 'session' }, { id: 'test-extension-id' }, deps)).toEqual({ ok: true, data: { name: 'Ann' } });
    expect(await handleMessage({ type: 'translate', text: 'привет', to: 'zh' }, { id: 'test-extension-id' }, deps)).toMatchObject({ ok: true, data: { text: '[zh] привет', glossary: true } });
  });

  it('refuses messages from other senders and malformed requests', async () => {
    expect(await handleMessage({ type: 'rates' }, { id: 'another-extension' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'rates' }, {}, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'translate', text: '', to: 'zh' }, { id: 'test-extension-id' }, deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await handleMessage({ type: 'collect', item: { ...cup, sourceUrl: 'javascript:alert(1)' } }, { id: 'test-extension-id' }, deps)).toMatchObject({ ok: false });
    expect(await readBox()).toEqual([]);
  });

  it('carries a content script’s request through runtime messaging to the background and back', async () => {
    // The fake browser names no sender; the message comes from this extension's own content script.
    fakeBrowser.runtime.onMessage.addListener((message: unknown, sender: { id?: string }) => handleMessage(message, { id: sender.id ?? deps.extensionId }, deps));
    expect(await ask({ type: 'rates' })).toEqual({ ok: true, data: rates });
    expect(await ask({ type: 'backfill', kind: 'good', id: '123456' })).toEqual({ ok: true, data: 'submitted' });
  });

  it('turns a failing call into a failure the UI can explain', async () => {
    const failing = { ...deps, rates: async () => Promise.reject(new Error('boom')) };
    expect(await handleMessage({ type: 'rates' }, { id: 'test-extension-id' }, failing)).toEqual({ ok: false, error: 'server' });
  });
});
