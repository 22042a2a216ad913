import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownSessionPerFile, gotoHydrated, reloadHydrated } from './helpers';

// The file's own member is set up like the demo account (Operation plan, bound categories 99997 and 99991).
const BOUND = 99997;
const LANGS = [
  { prefix: '', guest: '您当前为游客身份，需要登录后查看更多内容', hot: '热销商品', export: '导出 CSV' },
  { prefix: '/en', guest: 'You are browsing as a guest: log in to see more', hot: 'Hot sellers', export: 'Export CSV' },
  { prefix: '/ru', guest: 'Вы вошли как гость. Чтобы увидеть больше, войдите в аккаунт', hot: 'Хиты продаж', export: 'Выгрузить CSV' },
] as const;
const LISTS = [
  'selection/hot', 'selection/surge', 'keyword/hot', 'keyword/soar', 'keyword/high', 'keyword/chance', 'shop/hot', 'brand/top', 'industry/hot-selling', 'industry/high-priced',
  'big/market', 'industry/general', 'industry/opportunity', 'industry/brand', 'shop/search', 'store/shopGoods', 'brand/general',
] as const;
/** Each list's row links and the detail view they open. */
const DETAILS = [
  { list: 'shop/hot', query: '', link: 'group-link', url: /\/workbench\/store\/shopGoods\?shopId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'brand/top', query: '', link: 'group-link', url: /\/workbench\/brand\/general\?brandId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'industry/hot-selling', query: '', link: 'group-link', url: /\/workbench\/industry\/general\?typeId=\d+/, view: 'group-detail', related: 'subject-goods' },
  { list: 'keyword/hot', query: '&sort=goodsCount', link: 'keyword-link', url: /\/workbench\/keyword\/detail\?keywordId=\d+/, view: 'keyword-detail', related: 'competing-goods' },
] as const;
const SHOTS = path.resolve('test-results/analytics-screens');

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

const rows = (page: Page) => page.getByTestId('analytics-table').locator('tbody tr.ant-table-row');
const goodsTitles = (page: Page) => page.getByTestId('goods-link').allTextContents();

for (const lang of LANGS) {
  for (const list of LISTS) {
    test(`${lang.prefix || '/zh'} ${list} shows rows of the member's category with the honest-numbers note`, async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/workbench/${list}?typeId=${BOUND}&days=7`);
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count()).toBeGreaterThan(1);
      await expect(page.getByTestId('as-of').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId('export-csv')).toHaveText(lang.export);
    });
  }

  test(`${lang.prefix || '/zh'} market overview shows totals, a trend chart and category shares`, async ({ page }) => {
    await gotoHydrated(page, `${lang.prefix}/workbench/big/general?days=30`);
    await expect(page.getByTestId('overview-totals')).toBeVisible();
    await expect(page.getByTestId('overview-chart')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('overview-chart').locator('canvas')).toHaveCount(1);
    expect(await page.getByTestId('overview-shares').locator('li').count()).toBe(12);
  });

  test(`${lang.prefix || '/zh'} a goods opened from the hot list shows its chart`, async ({ page }) => {
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const first = page.getByTestId('goods-link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/workbench\/goods\/detail\?goodsId=\d+/);
    await expect(page.getByTestId('goods-detail').getByRole('heading', { level: 2 })).toHaveText(title ?? '');
    await expect(page.getByTestId('goods-chart')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('goods-chart').locator('canvas')).toHaveCount(1);
  });

  for (const d of DETAILS) {
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

  test(`${lang.prefix || '/zh'} the shop, brand and category links of a goods row open their detail views`, async ({ page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=7`);
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

test('sorting by a column asks the server and changes the order; the URL keeps it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const bySales = await goodsTitles(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('sort=price'));
  await page.getByRole('columnheader', { name: 'Price' }).click();
  const body = (await (await answer).json()) as { data: { list: { title: string; price: number }[] } };
  await expect(page).toHaveURL(/sort=price&order=desc/);
  const prices = body.data.list.map((r) => r.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await expect(page.getByTestId('goods-link').first()).toHaveText(body.data.list[0]?.title ?? '');
  expect(await goodsTitles(page)).not.toEqual(bySales);
});

test('a price filter changes what is shown: every row priced at or above it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const before = await goodsTitles(page);
  await page.getByTestId('filter-priceMin').fill('3000');
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('priceMin=300000'));
  await page.getByTestId('filters-apply').click();
  const body = (await (await answer).json()) as { data: { list: { title: string; price: number }[] } };
  await expect(page).toHaveURL(/priceMin=3000/);
  expect(body.data.list.length).toBeGreaterThan(0);
  expect(body.data.list.every((r) => r.price >= 300_000)).toBe(true);
  await expect(page.getByTestId('goods-link').first()).toHaveText(body.data.list[0]?.title ?? '');
  expect(await goodsTitles(page)).not.toEqual(before);
});

test('export downloads a CSV whose rows match the screen, in the same order', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30&sort=gmv&order=desc`);
  await expect(rows(page).first()).toBeVisible();
  const screen = await goodsTitles(page);
  const exportAnswer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/export'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^marketlens-selectionHot-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\ufeff/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('#,Product,Product ID,Category,Shop,Shop ID,Brand,Price,Units sold,Revenue,Growth');
  // The rank counts the rows; the ids are the goods' and shops' own, in the server's order.
  const exported = (await (await exportAnswer).json()) as { data: { list: { goodsId: number; shopId: number }[] } };
  const cells = lines.slice(1).map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1] ?? ''));
  expect(cells.map((c) => c[0])).toEqual(cells.map((_c, i) => String(i + 1)));
  expect(cells.map((c) => Number(c[2]))).toEqual(exported.data.list.map((r) => r.goodsId));
  expect(cells.map((c) => Number(c[5]))).toEqual(exported.data.list.map((r) => r.shopId));
  const titles = cells.slice(0, screen.length).map((c) => (c[1]?.startsWith('"') ? c[1].slice(1, -1).replace(/""/g, '"') : c[1]));
  expect(titles).toEqual(screen);
  const total = Number((await page.locator('.ant-pagination-total-text').textContent())?.match(/\d+/)?.[0]);
  expect(lines.length - 1).toBe(total);
  await expect(page.locator('.ant-message')).toContainText(/rows exported/);
});

test('a shop export names each shop by its id and rank', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/shop/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const exportAnswer = page.waitForResponse((r) => r.url().includes('/api/workbench/shop/export'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const lines = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\ufeff/, '').trim().split('\r\n');
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 3)).toEqual(['#', 'Shop', 'Shop ID']);
  const exported = (await (await exportAnswer).json()) as { data: { list: { id: number }[] } };
  const cells = lines.slice(1).map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1] ?? ''));
  expect(cells.length).toBeGreaterThan(1);
  expect(cells.map((c) => c[0])).toEqual(cells.map((_c, i) => String(i + 1)));
  expect(cells.map((c) => Number(c[2]))).toEqual(exported.data.list.map((r) => r.id));
});

test('the URL restores the whole view: category, window, sort, page', async ({ page }) => {
  await gotoHydrated(page, `/ru/workbench/selection/hot?typeId=${BOUND}&days=7&sort=gmv&order=asc&page=2`);
  await expect(rows(page).first()).toBeVisible();
  const shown = await goodsTitles(page);
  await reloadHydrated(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await goodsTitles(page)).toEqual(shown);
  await expect(page.getByTestId('window-picker').locator('.ant-segmented-item-selected')).toHaveText('7 дней');
  await expect(page.getByRole('columnheader', { name: 'Выручка' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.getByTestId('category-picker')).toContainText('Дом и быт');
});

test('outside the bound categories a list shows 10 rows and why; the server refuses past the limits', async ({ page }) => {
  await gotoHydrated(page, '/en/workbench/selection/hot?days=7');
  await expect(page.getByTestId('scope-limited')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const request = page.context().request;
  const pastRows = await (await request.get('/api/workbench/goods/list?days=7&pageSize=10&pageNum=2')).json();
  expect(pastRows.code).toBe(30003);
  const far = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const pastHistory = await (await request.get(`/api/workbench/goods/list?from=${far}&to=${far}`)).json();
  expect(pastHistory.code).toBe(30002);
  expect(pastHistory.message).toMatch(/180/);
  // The page shows the refusal in place of the rows.
  await gotoHydrated(page, `/en/workbench/selection/hot?from=${far}&to=${far}`);
  await expect(page.getByTestId('analytics-refused')).toContainText('180 days');
});

test('shop lookup finds shops by part of their name; the URL keeps the text', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `/en/workbench/shop/search?typeId=${BOUND}&days=30`);
  await expect(rows(page).first()).toBeVisible();
  const name = (await page.getByTestId('group-link').nth(2).textContent()) ?? '';
  const part = name.slice(0, 4);
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/shop/list') && r.url().includes('name='));
  await page.getByTestId('name-search').locator('input').fill(part);
  await page.getByTestId('name-search').locator('input').press('Enter');
  const body = (await (await answer).json()) as { data: { list: { name: string }[] } };
  expect(body.data.list.length).toBeGreaterThan(0);
  expect(body.data.list.every((r) => r.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByTestId('group-link').first()).toHaveText(body.data.list[0]?.name ?? '');
  await reloadHydrated(page);
  await expect(page.getByTestId('name-search').locator('input')).toHaveValue(part);
});

test('opportunity categories are ranked by the index the server computes, with its parts shown', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/category/list') && r.url().includes('sort=opportunity'));
  await gotoHydrated(page, `/en/workbench/industry/opportunity?typeId=${BOUND}&days=30`);
  const body = (await (await answer).json()) as { data: { list: { name: string; opportunity: number | null }[] } };
  const values = body.data.list.map((r) => r.opportunity ?? -1);
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect(page.getByRole('columnheader', { name: 'Opportunity index' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: 'Brand concentration' })).toBeVisible();
  await expect(page.getByTestId('group-link').first()).toHaveText(body.data.list[0]?.name ?? '');
});

/** The selection pages built on the goods profile: each asks for its own selection and shows its columns. */
const PROFILE_LISTS = [
  { list: 'selection/opportunity', ask: 'sort=opportunity', header: 'Potential score', zh: '潜力商品', ru: 'Товары с потенциалом' },
  { list: 'selection/cnRegion', ask: 'sellerType=cn', header: 'Seller', zh: '中国卖家商品', ru: 'Товары продавцов из Китая' },
  { list: 'selection/forSale', ask: 'listedInWindow=1', header: 'Listed on', zh: '新品上架', ru: 'Новинки' },
  { list: 'selection/follow', ask: 'sellersMax=3', header: 'Lowest offer', zh: '跟卖机会', ru: 'Возможности присоединиться к карточке' },
] as const;
for (const p of PROFILE_LISTS) {
  test(`${p.list} shows its own selection in three languages`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const [prefix, title] of [['', p.zh], ['/ru', p.ru]] as const) {
      await gotoHydrated(page, `${prefix}/workbench/${p.list}?typeId=${BOUND}&days=30`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(rows(page).first()).toBeVisible();
    }
    const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes(p.ask));
    await gotoHydrated(page, `/en/workbench/${p.list}?typeId=${BOUND}&days=30`);
    const body = (await (await answer).json()) as { data: { list: { goodsId: number; opportunity: number | null; sellerType: string; listedOn: string; sellers: number }[]; meta: { from: string } } };
    const list = body.data.list;
    expect(list.length).toBeGreaterThan(1);
    if (p.list === 'selection/opportunity') {
      const scores = list.map((r) => r.opportunity ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      await expect(page.getByRole('columnheader', { name: p.header })).toHaveAttribute('aria-sort', 'descending');
    } else {
      await expect(page.getByRole('columnheader', { name: p.header })).toBeVisible();
    }
    if (p.list === 'selection/cnRegion') {
      expect(list.every((r) => r.sellerType === 'cn')).toBe(true);
      await expect(rows(page).first()).toContainText('Cross-border');
    }
    if (p.list === 'selection/forSale') expect(list.every((r) => r.listedOn >= body.data.meta.from)).toBe(true);
    if (p.list === 'selection/follow') expect(list.every((r) => r.sellers <= 3)).toBe(true);
    await expect(page.getByTestId('goods-link').first()).toHaveText((await (await page.request.get(`/api/workbench/goods/detail?goodsId=${list[0]?.goodsId}&lang=en`)).json()).data.goods.title);
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
  await page.getByTestId('keyword-link').first().click();
  const word = (await page.getByTestId('keyword-detail').getByRole('heading', { level: 2 }).textContent()) ?? '';
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
  await expect(page.getByTestId('reverse-goods').first().getByTestId('keyword-link').filter({ hasText: new RegExp(`^${word}$`) })).toHaveCount(1);
  await expect(page).toHaveURL(/ids=\d+/);
  await reloadHydrated(page);
  await expect(page.getByTestId('reverse-goods')).toHaveCount(ids.length);
});

const PAGES = ['big/general', ...LISTS, 'goods/detail', 'store/shopGoods?shopId', 'brand/general?brandId', 'industry/general?sub', 'keyword/detail', 'selection/keywordsReverseSearch'] as const;
for (const width of [1440, 390]) {
  test(`pages fit ${width} px in three languages (screenshots in test-results/analytics-screens)`, async ({ page }) => {
    test.setTimeout(900_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const href = async (testId: string) => (await page.getByTestId(testId).first().getAttribute('href'))?.split('?')[1] ?? '';
    const goods = await href('goods-link');
    const row = rows(page).first();
    const subjects: Record<string, string> = {
      'goods/detail': goods,
      'store/shopGoods?shopId': ((await row.locator('td').nth(3).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
      'brand/general?brandId': ((await row.locator('td').nth(4).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
      'industry/general?sub': ((await row.locator('td').nth(2).getByRole('link').getAttribute('href')) ?? '').split('?')[1] ?? '',
    };
    await gotoHydrated(page, `/en/workbench/keyword/hot?typeId=${BOUND}&days=30`);
    subjects['keyword/detail'] = await href('keyword-link');
    subjects['selection/keywordsReverseSearch'] = `ids=${new URLSearchParams(goods).get('goodsId') ?? ''}`;
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    for (const lang of LANGS) {
      for (const p of PAGES) {
        const route = p.split('?')[0] ?? p;
        const query = subjects[p] ? `${subjects[p]}&days=30` : `typeId=${BOUND}&days=30`;
        await gotoHydrated(page, `${lang.prefix}/workbench/${route}?${query}`);
        await expect(page.locator('.analytics-frame').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('analytics-loading')).toHaveCount(0);
        await page.screenshot({ path: path.join(SHOTS, `${width}-${lang.prefix.slice(1) || 'zh'}-${p.replace(/[/?]/g, '-')}.png`), fullPage: true, animations: 'disabled' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${lang.prefix}/workbench/${route} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
}
