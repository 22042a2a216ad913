import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CROSS_BORDER_DEFAULTS, SEED_PRICING_TABLES, solveCrossBorder } from '@marketlens/core/pricing';
import { baseURL } from '../../playwright.config';
import { ClosedShadow, launchExtension, storageGet, storageSet, tabUrls, type Harness } from './harness';

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

test('the popup converts roubles, yuan and dollars with the as-of date of the rates', async () => {
  const page = await h.context.newPage();
  await page.goto(h.popupUrl);
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByTestId('rates-as-of')).toContainText(/Rates as of \d{4}-\d{2}-\d{2}/);
  await page.getByLabel('Amount').fill('100');
  await page.getByLabel('From').selectOption('CNY');
  await page.getByLabel('To').selectOption('RUB');
  const rub = Number((await page.getByTestId('conversion').innerText()).replace(/[^\d.]/g, ''));
  expect(rub).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Swap currencies' }).click();
  const cny = Number((await page.getByTestId('conversion').innerText()).replace(/[^\d.]/g, ''));
  expect(cny).toBeLessThan(100);
});

test('the popup translates a Russian title into Chinese, says when the glossary did it, and copies it', async () => {
  const page = await h.context.newPage();
  await page.goto(h.popupUrl);
  await page.getByRole('tab', { name: 'Translate' }).click();
  await page.getByLabel('Title or text to translate').fill('Кружка чёрная 500 мл');
  await page.getByLabel('To', { exact: true }).selectOption('zh');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  const result = page.getByTestId('translation');
  await expect(result).toContainText('杯子');
  await expect(result).toContainText('黑色');
  await expect(page.getByText(/offline glossary/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
});

test('when the server cannot be reached the popup says so and offers a retry', async () => {
  await storageSet(h.worker, { connection: { siteOrigin: 'http://localhost:9599', apiOrigin: '' } });
  const page = await h.context.newPage();
  await page.goto(h.popupUrl);
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the MarketLens server');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('an Ozon product page gets yuan prices, a 1688 image search, collection into the box and a back-fill request', async () => {
  const page = await h.context.newPage();
  await page.goto('https://www.ozon.ru/product/termokruzhka-stalnaya-500-ml-1234567890/');
  await expect(page.locator('[data-ml-ui="cny"]').first()).toHaveText(/^≈ \d[\d,.]*\u00a0¥/);
  // The badge names the rate it used.
  await expect(page.locator('[data-ml-ui="cny"]').first()).toHaveAttribute('title', /1 CNY = [\d.]+ RUB · .+ · \d{4}-\d{2}-\d{2}/);
  const ui = await ClosedShadow.of(page);
  const TOOLBAR = 'marketlens-toolbar';
  await expect.poll(() => ui.texts(TOOLBAR, 'button')).toContain('Find on 1688 by image');
  await ui.click(TOOLBAR, 'button', 'Find on 1688 by image');
  // 1688 itself is never loaded here; the new tab's address is what the extension is responsible for.
  await expect
    .poll(async () => (await tabUrls(h.worker)).map((u) => decodeURIComponent(u)).find((u) => u.startsWith('https://s.1688.com/')))
    .toContain('tab=imageSearch&imageAddress=https://ir.ozone.ru/s3/multimedia-1/wc1000/6900000001.svg');

  await ui.click(TOOLBAR, 'button', 'Add to collection box');
  // An Ozon price is a competitor's, not a purchase cost: the goods waits for a cost before export.
  await expect.poll(() => ui.texts(TOOLBAR, '[role=status]')).toEqual(['Added to the collection box. An Ozon price is not a purchase cost: enter the cost, or the goods cannot be exported']);
  const box = await storageGet(h.worker, 'collectionBox');
  expect(box).toEqual([
    expect.objectContaining({
      title: 'Термокружка стальная 500 мл, чёрная',
      price: 1299,
      costCny: null,
      currency: 'RUB',
      attributes: [
        { name: 'Объём, мл', value: '500' },
        { name: 'Материал', value: 'Нержавеющая сталь' },
      ],
    }),
  ]);

  await ui.click(TOOLBAR, 'button', 'Request data back-fill');
  const dialog = async () => (await ui.texts('marketlens-backfill', '[role=dialog]')).join(' ');
  await expect.poll(dialog).toContain('The product you searched for is not indexed yet');
  expect(await dialog()).toContain('ID: 1234567890');
  await ui.click('marketlens-backfill', 'button', 'Cancel');
  await expect(page.locator('#marketlens-backfill')).toHaveCount(0);
});

test('a search page gets a yuan price beside each rouble price, also for results that load later', async () => {
  const page = await h.context.newPage();
  await page.goto('https://www.ozon.ru/search/?text=термокружка');
  await expect(page.locator('[data-ml-ui="cny"]')).toHaveCount(3);
  await expect(page.locator('#marketlens-toolbar')).toHaveCount(0);
});

test('a product page without the expected elements keeps working and the assistant hides what it cannot do', async () => {
  const page = await h.context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('https://www.ozon.ru/product/missing-1234567891/');
  const ui = await ClosedShadow.of(page);
  await expect.poll(() => ui.texts('marketlens-toolbar', 'button')).toEqual(['Request data back-fill']);
  await expect(page.getByText('Страница в новом оформлении')).toBeVisible();
});

test('the seller chat shows customer messages translated beside the original and translates the draft on the shortcut', async () => {
  const page = await h.context.newPage();
  await page.goto('https://seller.ozon.ru/app/messenger/?chat=42');
  const incoming = page.locator('[data-message-direction="incoming"]');
  await expect(incoming.locator('[data-message-text]')).toHaveText('Здравствуйте! Когда будет доставка?');
  const translation = incoming.locator('[data-ml-ui="translation"]');
  await expect(translation).not.toHaveText(/Translating|Translation failed/);
  await expect(translation).not.toBeEmpty();
  // The glossary does not know every word of this message, and the line says so.
  await expect(translation).toContainText('[partial translation, a guide only]');
  await expect(page.locator('[data-message-direction="outgoing"] [data-ml-ui="translation"]')).toHaveCount(0);

  const draft = page.locator('textarea[data-chat-input]');
  const ui = await ClosedShadow.of(page);
  const TOOLS = 'marketlens-draft-chat-42';
  await expect.poll(() => ui.texts(TOOLS, 'button')).toContain('Translate draft');
  await ui.select(TOOLS, 'select', 'ru');
  await expect.poll(() => storageGet(h.worker, 'chatTranslator')).toMatchObject({ perChat: { 'chat-42': 'ru' } });

  // The translation is a preview: the seller's text stays until they choose to use it, and Undo brings it back.
  await draft.fill('黑色 保温杯');
  await draft.press('Control+Shift+Enter');
  await expect.poll(() => ui.texts(TOOLS, '[data-ml-preview]')).toEqual([expect.stringMatching(/[а-я]/)]);
  await expect(draft).toHaveValue('黑色 保温杯');
  const [translated] = await ui.texts(TOOLS, '[data-ml-preview]');
  await ui.click(TOOLS, 'button', 'Use translation');
  await expect(draft).toHaveValue(translated ?? '');
  await ui.click(TOOLS, 'button', 'Undo, restore my text');
  await expect(draft).toHaveValue('黑色 保温杯');

  // A sentence the glossary only partly knows is not offered for insertion, and the draft is untouched.
  await draft.fill('请问您需要什么颜色？');
  await ui.click(TOOLS, 'button', 'Translate draft');
  await expect.poll(async () => (await ui.texts(TOOLS, '.preview')).join(' ')).toContain('The offline glossary knows only some of these words');
  expect(await ui.texts(TOOLS, 'button')).not.toContain('Use translation');
  await expect(draft).toHaveValue('请问您需要什么颜色？');
});

test('a collected 1688 offer has one price on the collection page and in the exported file, by the cross-border solver, with the rate and its date in the file', async () => {
  const offer = await h.context.newPage();
  await offer.goto('https://detail.1688.com/offer/712345678901.html');
  const ui = await ClosedShadow.of(offer);
  await expect.poll(() => ui.texts('marketlens-toolbar', 'button'), { timeout: 20_000 }).toContain('Add to collection box');
  await ui.click('marketlens-toolbar', 'button', 'Add to collection box');
  await expect.poll(() => storageGet(h.worker, 'collectionBox')).toEqual([expect.objectContaining({ costCny: 120, weightGrams: null, marginPct: null })]);

  const page = await h.context.newPage();
  await page.goto(`chrome-extension://${h.extensionId}/collection.html`);
  await expect(page.getByTestId('box-basis')).toContainText('standard settings');
  const shown = Number((await page.getByTestId('price-rub').innerText()).replace(/\D/g, ''));
  const strike = Number((await page.getByTestId('strike-rub').innerText()).split(':').at(-1)?.replace(/\D/g, ''));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace('\uFEFF', '');
  const [header, row] = csv.split('\r\n').map((line) => line.split(';'));
  expect(header?.slice(9, 11)).toEqual(['Курс CNY, руб.', 'Дата курса']);
  const [price, strikeInFile] = row?.slice(2, 4) ?? [];
  // Counted from the end: the attributes cell holds quoted semicolons.
  const [rate, rateDay] = row?.slice(-4, -2) ?? [];
  expect(rateDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The file's price is what core's solver gives at the file's rate, and the page shows the same.
  const solved = solveCrossBorder({ ...CROSS_BORDER_DEFAULTS, costCny: 120 }, SEED_PRICING_TABLES.crossBorder, Number(rate));
  if (!solved.ok) throw new Error('the seed tables give no price');
  expect([Number(price), Number(strikeInFile)]).toEqual([solved.quote.priceRub, solved.quote.strikePriceRub]);
  expect([shown, strike]).toEqual([solved.quote.priceRub, solved.quote.strikePriceRub]);
  expect(solved.quote.marginPct).toBeGreaterThanOrEqual(CROSS_BORDER_DEFAULTS.marginPct);
});
