import { expect, test } from '@playwright/test';
import { BOUND, LANGS, LISTS, rows } from './analytics-fixtures';
import { gotoHydrated, languagesInTurn, ownSessionPerFile, reloadHydrated } from './helpers';

/** Each list's row links and the detail view they open. */
const DETAILS = [
  { list: 'shop/hot', query: '', link: 'group-link', url: /\/workbench\/store\/shopGoods\?shopId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'brand/top', query: '', link: 'group-link', url: /\/workbench\/brand\/general\?brandId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'industry/hot-selling', query: '', link: 'group-link', url: /\/workbench\/industry\/general\?typeId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'keyword/hot', query: '&sort=goodsCount', link: 'keyword-link', url: /\/workbench\/keyword\/detail\?keywordId=\d+/, view: 'keyword-detail', related: 'competing-goods' },
] as const;

// The file's own member is set up like the demo account (Operation plan, bound categories 99997 and 99991).
const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

// Every list and view is opened by the "pages fit" walks below (rows, as-of date, export label, no
// sideways scroll); the journeys here run once each, the languages taken in turn.
const turn = languagesInTurn(LANGS);

test('/zh market overview shows totals, a trend chart and category shares', async ({ page }) => {
  await gotoHydrated(page, `/workbench/big/general?days=30`);
  await expect(page.getByTestId('overview-totals')).toBeVisible();
  await expect(page.getByTestId('overview-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('overview-chart').locator('canvas')).toHaveCount(1);
  expect(await page.getByTestId('overview-shares').locator('li').count()).toBe(12);
});

test('/ru a goods opened from the hot list shows its chart', async ({ page }) => {
  await gotoHydrated(page, `/ru/workbench/selection/hot?typeId=${BOUND}&days=30`);
  const first = page.getByTestId('goods-link').first();
  const title = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/workbench\/goods\/detail\?goodsId=\d+/);
  await expect(page.getByTestId('goods-detail').getByRole('heading', { level: 2 })).toHaveText(title ?? '');
  await expect(page.getByTestId('goods-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('goods-chart').locator('canvas')).toHaveCount(1);
});

for (const lang of LANGS) {
  for (const d of DETAILS) {
    if (!turn(lang)) continue;
    test(`${lang.prefix || '/zh'} a row of ${d.list} opens its detail view with a chart and related rows`, async ({ page }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, `${lang.prefix}/workbench/${d.list}?typeId=${BOUND}&days=30${d.query}`);
      const first = page.getByTestId(d.link).first();
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(d.url);
      await expect(page.getByTestId(d.view).getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(page.getByTestId('detail-rank')).toContainText(/\d/);
      await expect(page.getByTestId('detail-chart')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('detail-chart').locator('canvas')).toHaveCount(1);
      await expect(page.getByTestId(d.related).locator('tbody tr.ant-table-row').first()).toBeVisible();
    });
  }
}

test('/en the shop, brand and category links of a goods row open their detail views', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = rows(page).first();
  for (const [column, url] of [[3, /store\/shopGoods\?shopId=\d+/], [4, /brand\/general\?brandId=\d+/], [2, /industry\/general\?typeId=\d+/]] as const) {
    const link = row.locator('td').nth(column).getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('group-detail').getByRole('heading', { level: 2 })).toHaveText(name);
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();
  }
});

for (const lang of LANGS) {
  test(`${lang.prefix || '/zh'} a guest opening a list gets the guest warning and the way in`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot`);
    await expect(page.getByTestId('guest-warning')).toContainText(lang.guest);
    await expect(page.getByTestId('guest-warning').getByRole('link').first()).toHaveAttribute('href', `${lang.prefix}/login`);
    await expect(page.getByTestId('analytics-table')).toHaveCount(0);
    await context.close();
  });
}

test('a shop detail keeps its shop while the window changes, and its goods all belong to it', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `/en/workbench/shop/hot?typeId=${BOUND}&days=30`);
  await page.getByTestId('group-link').first().click();
  await expect(page.getByTestId('group-detail')).toBeVisible();
  const shopId = new URL(page.url()).searchParams.get('shopId');
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('days=7'));
  await page.getByTestId('window-picker').first().getByText('7 days').click();
  const body = (await (await answer).json()) as { data: { list: { shopId: number }[] } };
  expect(new URL(page.url()).searchParams.get('shopId')).toBe(shopId);
  expect(body.data.list.every((r) => String(r.shopId) === shopId)).toBe(true);
  await expect(page.getByTestId('detail-chart')).toHaveAttribute('data-ready', 'true');
});

test('reverse keyword lookup: typed goods ids show the words they rank for; the URL keeps them', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `/en/workbench/keyword/hot?typeId=${BOUND}&days=30&sort=goodsCount`);
  const chosen = page.getByTestId('keyword-link').first();
  const keywordId = /keywordId=(\d+)/.exec((await chosen.getAttribute('href')) ?? '')?.[1] ?? 'none';
  await chosen.click();
  // The word's Chinese stands under it, as in the list's Chinese column.
  await expect(page.getByTestId('keyword-detail').getByTestId('keyword-zh')).toHaveText(/\p{Script=Han}/u);
  const links = page.getByTestId('competing-goods').getByTestId('goods-link');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('goodsId')))).slice(0, 3);
  await gotoHydrated(page, '/en/workbench/selection/keywordsReverseSearch');
  await expect(page.getByTestId('reverse-empty')).toBeVisible();
  await page.getByTestId('reverse-ids').fill(`${ids.join(' ')}, 7`);
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/keyword/reverse'));
  await page.getByTestId('reverse-submit').click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('reverse-goods')).toHaveCount(ids.length);
  await expect(page.getByTestId('reverse-missing')).toContainText('7');
  // The word is one of the first goods' words (by its id: the heading shows the word in the page's language).
  await expect(page.getByTestId('reverse-goods').first().locator(`[data-testid="keyword-link"][href*="keywordId=${keywordId}"]`)).toHaveCount(1);
  await expect(page).toHaveURL(/ids=\d+/);
  await reloadHydrated(page);
  await expect(page.getByTestId('reverse-goods')).toHaveCount(ids.length);
});

const PAGES = ['big/general', ...LISTS, 'goods/detail', 'store/shopGoods?shopId', 'brand/general?brandId', 'industry/general?sub', 'keyword/detail', 'selection/keywordsReverseSearch'] as const;
type WalkedPage = (typeof PAGES)[number];
/**
 * The walks of the workbench's pages: at desktop width every page once, the languages taken in turn
 * (page i in language i mod 3: the locale check proves every key in all three, this proves each page
 * lays out and fills); at phone width every page in Russian, whose words are the longest. Walks of
 * eight pages each, so that the two workers share them.
 */
const PHONE_WALKS = 3;
const WALKS = [
  ...LANGS.map((lang, i) => ({ width: 1440, lang, pages: PAGES.filter((_, j) => j % LANGS.length === i) })),
  ...Array.from({ length: PHONE_WALKS }, (_, part) => ({ width: 390, lang: LANGS[2], pages: PAGES.filter((_, j) => j % PHONE_WALKS === part) })),
];
for (const [n, walk] of WALKS.entries()) {
  test(`pages fit ${walk.width} px: ${walk.lang.prefix || '/zh'} walk ${n + 1}, ${walk.pages.join(', ')}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const href = async (testId: string) => (await page.getByTestId(testId).first().getAttribute('href'))?.split('?')[1] ?? '';
    const goods = await href('goods-link');
    const row = rows(page).first();
    const subjects: Partial<Record<WalkedPage, string>> = {
      'goods/detail': goods,
      'store/shopGoods?shopId': ((await row.locator('td').nth(3).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
      'brand/general?brandId': ((await row.locator('td').nth(4).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
      'industry/general?sub': ((await row.locator('td').nth(2).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
      'selection/keywordsReverseSearch': `ids=${new URLSearchParams(goods).get('goodsId') ?? ''}`,
    };
    if (walk.pages.includes('keyword/detail')) {
      await gotoHydrated(page, `/en/workbench/keyword/hot?typeId=${BOUND}&days=30`);
      subjects['keyword/detail'] = await href('keyword-link');
    }
    await page.setViewportSize({ width: walk.width, height: walk.width > 800 ? 900 : 844 });
    for (const p of walk.pages) {
      const route = p.split('?')[0] ?? p;
      const query = subjects[p] ? `${subjects[p]}&days=30` : `typeId=${BOUND}&days=30`;
      const where = `${walk.lang.prefix}/workbench/${route}`;
      await gotoHydrated(page, `${where}?${query}`);
      await expect(page.locator('.analytics-frame').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('analytics-loading')).toHaveCount(0);
      if ((LISTS as readonly string[]).includes(p) && walk.width > 800) {
        // A list of the member's category: rows, the date the figures are of, the export in the page's language.
        await expect(rows(page).first()).toBeVisible();
        expect(await rows(page).count(), `${where} rows`).toBeGreaterThan(1);
        await expect(page.getByTestId('as-of').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
        await expect(page.getByTestId('export-csv')).toHaveText(walk.lang.export);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
