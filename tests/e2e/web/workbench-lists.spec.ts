import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BOUND, goodsTitles, rows, shownTitle } from './analytics-fixtures';
import { gotoHydrated, ownSessionPerFile, reloadHydrated } from './helpers';

// The file's own member is set up like the demo account (Operation plan, bound categories 99997 and 99991).
const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

test('sorting by a column asks the server and changes the order; the URL keeps it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const bySales = await goodsTitles(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('sort=price'));
  await page.getByRole('columnheader', { name: 'Price' }).click();
  const body = (await (await answer).json()) as { data: { list: { title: string; titleTranslated?: string | null; price: number }[] } };
  await expect(page).toHaveURL(/sort=price&order=desc/);
  const prices = body.data.list.map((r) => r.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await expect(page.getByTestId('goods-link').first()).toHaveText(shownTitle(body.data.list[0]));
  expect(await goodsTitles(page)).not.toEqual(bySales);
});

test('a price filter changes what is shown: every row priced at or above it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const before = await goodsTitles(page);
  await page.getByTestId('filter-priceMin').fill('3000');
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('priceMin=300000'));
  await page.getByTestId('filters-apply').click();
  const body = (await (await answer).json()) as { data: { list: { title: string; titleTranslated?: string | null; price: number }[] } };
  await expect(page).toHaveURL(/priceMin=3000/);
  expect(body.data.list.length).toBeGreaterThan(0);
  expect(body.data.list.every((r) => r.price >= 300_000)).toBe(true);
  await expect(page.getByTestId('goods-link').first()).toHaveText(shownTitle(body.data.list[0]));
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
  expect(lines[0]).toBe('#,Product,Product ID,Category,Category ID,Shop,Shop ID,Brand,Brand ID,Price,Units sold,Revenue,Growth,Product title in Russian');
  // The rank counts the rows; the ids are the goods' and shops' own, in the server's order.
  const exported = (await (await exportAnswer).json()) as { data: { list: { goodsId: number; shopId: number }[] } };
  const cells = lines.slice(1).map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1] ?? ''));
  expect(cells.map((c) => c[0])).toEqual(cells.map((_c, i) => String(i + 1)));
  expect(cells.map((c) => Number(c[2]))).toEqual(exported.data.list.map((r) => r.goodsId));
  expect(cells.map((c) => Number(c[6]))).toEqual(exported.data.list.map((r) => r.shopId));
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
  // The whole market, chosen on purpose (without a category a list opens on the member's first bound one).
  await gotoHydrated(page, '/en/workbench/selection/hot?typeId=all&days=7');
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
  await gotoHydrated(page, `/en/workbench/industry/opportunity?typeId=${BOUND}&days=30`);
  const body = (await renderedAnswer(page, 'sort=opportunity')) as { data: { list: { name: string; opportunity: number | null }[] } };
  const values = body.data.list.map((r) => r.opportunity ?? -1);
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect(page.getByRole('columnheader', { name: 'Opportunity index' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: 'Brand concentration' })).toBeVisible();
  await expect(page.getByTestId('group-link').first()).toHaveText(body.data.list[0]?.name ?? '');
});

/**
 * The list answer a member's page was rendered with on the server (the page carries it for the
 * browser to start from, so the browser does not ask again): the one whose request had `ask` (`name=value`).
 */
async function renderedAnswer(page: Page, ask: string): Promise<unknown> {
  const [name, value] = ask.split('=');
  const text = (await page.locator('#ml-member-data').textContent()) ?? '{}';
  const queries = (JSON.parse(text) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }).queries.queries;
  const found = queries.find((q) => q.queryKey[0] === 'analytics' && String((q.queryKey[2] as Record<string, unknown> | undefined)?.[name ?? ''] ?? '') === value);
  expect(found, ask).toBeDefined();
  return found?.state.data;
}

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
    await gotoHydrated(page, `/en/workbench/${p.list}?typeId=${BOUND}&days=30`);
    const body = (await renderedAnswer(page, p.ask)) as { data: { list: { goodsId: number; opportunity: number | null; sellerType: string; listedOn: string; sellers: number }[]; meta: { from: string } } };
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
    await expect(page.getByTestId('goods-link').first()).toHaveText(shownTitle((await (await page.request.get(`/api/workbench/goods/detail?goodsId=${list[0]?.goodsId}&lang=en`)).json()).data.goods));
  });
}
