import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { BOUND } from './analytics-fixtures';
import { gotoHydrated, ownSessionPerFile, reloadHydrated } from './helpers';

const CYRILLIC = /[а-яё]/i;

// The reverse keyword lookup and hot-product detection show words and titles in the member's language.
const LANGS = [
  // What a translated word or title holds (brand names inside titles may stay Cyrillic).
  { prefix: '', local: /\p{Script=Han}/u, goods: '商品' },
  { prefix: '/en', local: /^[A-Za-z0-9]/, goods: 'Product' },
  { prefix: '/ru', local: CYRILLIC, goods: 'Товар' },
] as const;

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

/** The downloaded CSV's rows of cells. */
async function download(page: Page): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  return parse(fs.readFileSync((await file.path()) ?? '', 'utf8'), { bom: true }) as string[][];
}

/** Goods ids of the bound category's hot sellers. */
async function goodsIds(page: Page, count: number): Promise<string[]> {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30`);
  const links = page.getByTestId('goods-link');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('goodsId') ?? ''))).slice(0, count);
}

for (const lang of LANGS) {
  const translated = lang.prefix !== '/ru';
  test(`${lang.prefix || '/zh'} reverse lookup shows the words and titles ${translated ? 'machine-translated, the Russian one hover away, and exports both' : 'in Russian'}`, async ({ page }) => {
    test.setTimeout(120_000);
    const ids = await goodsIds(page, 3);
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/keywordsReverseSearch?ids=${ids.join(',')}&days=30`);
    const goods = page.getByTestId('reverse-goods');
    await expect(goods).toHaveCount(ids.length);
    const words = goods.getByTestId('keyword-link');
    await expect(words.first()).toBeVisible();
    const marks = goods.getByTestId('machine-translation');
    if (translated) {
      // The translations are made by a job shortly after the server starts.
      await expect(async () => {
        await reloadHydrated(page);
        expect(await marks.count()).toBeGreaterThan(ids.length);
      }).toPass({ timeout: 60_000, intervals: [3_000] });
      expect((await words.allTextContents()).every((w) => lang.local.test(w))).toBe(true);
      const original = (await marks.first().getAttribute('data-original')) ?? '';
      expect(original).toMatch(CYRILLIC);
      await goods.first().getByTestId('goods-link').hover();
      await expect(page.getByRole('tooltip').filter({ hasText: original })).toBeVisible();
    } else {
      await expect(marks).toHaveCount(0);
      expect((await words.allTextContents()).every((w) => CYRILLIC.test(w))).toBe(true);
    }

    const [header, ...rows] = await download(page);
    expect(header).toHaveLength(translated ? 10 : 8);
    expect(rows.length).toBe(await words.count());
    const [first] = rows;
    if (translated) {
      // Goods title and word in the page's language, each followed by its Russian original.
      expect(first?.[1]).toMatch(lang.local);
      expect(first?.[2]).toMatch(CYRILLIC);
      expect(first?.[4]).toMatch(lang.local);
      expect(first?.[5]).toMatch(CYRILLIC);
    } else expect(first?.[3]).toMatch(CYRILLIC);
  });

  test(`${lang.prefix || '/zh'} hot-product detection shows the goods' titles ${translated ? 'machine-translated with the original, in its list, case and export' : 'in Russian'}`, async ({ page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, `${lang.prefix}/ExplosionDetection/dataList?typeId=${BOUND}`);
    await page.getByTestId('explosion-multiple').fill('1.5');
    await page.getByTestId('explosion-min-daily').fill('1');
    await page.getByTestId('explosion-run').click();
    await expect(page).toHaveURL(/checkId=\d+/);
    const links = page.getByTestId('explosion-case-link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const marks = page.getByTestId('analytics-table').getByTestId('machine-translation');
    if (translated) {
      await expect(async () => {
        await reloadHydrated(page);
        expect(await marks.count()).toBe(await links.count());
      }).toPass({ timeout: 60_000, intervals: [3_000] });
      expect((await links.allTextContents()).every((w) => lang.local.test(w))).toBe(true);
      const originals = await marks.evaluateAll((ms) => ms.map((m) => m.getAttribute('data-original') ?? ''));
      expect(originals.every((o) => CYRILLIC.test(o))).toBe(true);
      expect(originals).not.toEqual(await links.allTextContents());
    } else {
      await expect(marks).toHaveCount(0);
      expect((await links.allTextContents()).every((w) => CYRILLIC.test(w))).toBe(true);
    }
    const shown = (await links.first().textContent()) ?? '';

    const [header, ...rows] = await download(page);
    expect(header?.[1]).toBe(lang.goods);
    expect(rows[0]?.[1]).toBe(shown);
    if (translated) expect(rows[0]?.[2]).toMatch(CYRILLIC);

    await links.first().click();
    const heading = page.getByTestId('explosion-details').getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(shown);
    await expect(page.getByTestId('explosion-details').getByTestId('machine-translation')).toHaveCount(translated ? 1 : 0);
  });
}
