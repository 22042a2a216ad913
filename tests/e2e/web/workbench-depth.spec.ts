import { expect, test, type Page } from '@playwright/test';
import { BOUND, rows } from './analytics-fixtures';
import { gotoHydrated, languagesInTurn, ownSessionPerFile } from './helpers';

// The file's own member is set up like the demo account: Operation plan (180 days of history), 99997 bound.
const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

const LANGS = [
  { prefix: '', cn: '跨境', notNumber: '请输入数字', minAboveMax: '最低值不能高于最高值', saved: '已保存', deleted: '已删除', empty: '还没有保存的筛选条件', notInData: '没有逐日记录', band: '价格带', noYear: '尚未覆盖去年同期', estimated: '按销量估算' },
  { prefix: '/en', cn: 'Cross-border', notNumber: 'Enter a number', minAboveMax: 'The lower bound is above the upper bound', saved: 'Saved', deleted: 'Deleted', empty: 'No saved filters yet', notInData: 'no daily history', band: 'Price band', noYear: 'does not reach the same weeks a year earlier', estimated: 'Estimated from units sold' },
  { prefix: '/ru', cn: 'Кросс-бордер', notNumber: 'Введите число', minAboveMax: 'Нижняя граница больше верхней', saved: 'Сохранено', deleted: 'Удалено', empty: 'Сохранённых фильтров пока нет', notInData: 'нет истории по дням', band: 'Ценовой сегмент', noYear: 'ещё не доходит до тех же недель год назад', estimated: 'Оценка по продажам' },
] as const;

/** Chooses an option of an antd select until the URL holds it (a click while the dropdown opens chooses nothing). */
async function choose(page: Page, testId: string, option: string, url: RegExp): Promise<void> {
  await expect(async () => {
    const item = page.locator('.ant-select-item-option', { hasText: option });
    if (!(await item.isVisible())) await page.getByTestId(testId).click();
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

// Each journey runs in one language, the languages in turn.
const turn = languagesInTurn(LANGS);
for (const lang of LANGS) {
  if (turn(lang)) test(`${lang.prefix || '/zh'} the goods filters narrow the hot list and refuse letters or an inverted price band`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30`);
    await expect(rows(page).first()).toBeVisible();
    await choose(page, 'choice-sellerType', lang.cn, /sellerType=cn/);
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('filter-ratingMin').fill('4');
    await page.getByTestId('filters-apply').click();
    await expect(page).toHaveURL(/ratingMin=4(&|$)/);
    await expect(page).toHaveURL(/sellerType=cn/);
    await expect(rows(page).first()).toBeVisible();

    const url = page.url();
    // The filter form is drawn again once the list holds the applied filters.
    await expect(page.getByTestId('filter-ratingMin')).toHaveValue('4');
    await expect(async () => {
      await page.getByTestId('filter-priceMin').fill('12abc');
      await page.getByTestId('filters-apply').click();
      await expect(page.getByTestId('filter-error-priceMin')).toHaveText(lang.notNumber, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId('filter-priceMin').fill('5000');
    await page.getByTestId('filter-priceMax').fill('100');
    await page.getByTestId('filters-apply').click();
    await expect(page.getByTestId('filter-error-priceMin')).toHaveText(lang.minAboveMax);
    expect(page.url()).toBe(url);
  });

  if (turn(lang)) test(`${lang.prefix || '/zh'} the brand filter asks for the scope's brands when it is opened, not with the page`, async ({ page }) => {
    test.setTimeout(60_000);
    const path = `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30`;
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('"selectionHot"');
    expect(html).not.toContain('"lookup"');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/workbench/brand/list') && asked.push(r.url()));
    await gotoHydrated(page, path);
    await expect(rows(page).first()).toBeVisible();
    expect(asked).toEqual([]);
    await page.getByTestId('choice-brandId').click();
    const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect(first).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL(/brandId=\d+/);
    await expect(page.getByTestId('choice-brandId')).not.toContainText('#');
  });

  if (turn(lang)) test(`${lang.prefix || '/zh'} a member saves filters, applies them on another goods list and deletes them`, async ({ page }) => {
    test.setTimeout(90_000);
    const name = `cn 4+ ${lang.prefix || 'zh'}`;
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30&sellerType=cn&ratingMin=4`);
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('filter-sets-save').click();
    await page.getByTestId('filter-set-name').fill(name);
    await page.getByTestId('filter-set-save').click();
    await expect(page.locator('.ant-message')).toContainText(lang.saved);

    await gotoHydrated(page, `${lang.prefix}/workbench/selection/surge?typeId=${BOUND}&days=30`);
    await page.getByTestId('filter-sets-open').click();
    await page.getByTestId('filter-set').filter({ hasText: name }).click();
    await expect(page).toHaveURL(/sellerType=cn/);
    await expect(page).toHaveURL(/ratingMin=4/);
    await expect(page.getByTestId('filter-ratingMin')).toHaveValue('4');

    await page.getByTestId('filter-sets-open').click();
    await page.getByTestId('filter-set').filter({ hasText: name }).getByTestId('filter-set-delete').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn').last().click();
    await expect(page.locator('.ant-message')).toContainText(lang.deleted);
    await page.getByTestId('filter-sets-open').click();
    await expect(page.locator('.ant-dropdown:visible')).toContainText(lang.empty);
    await expect(page.locator('.ant-dropdown:visible').getByTestId('filter-set')).toHaveCount(0);
  });

  if (turn(lang)) test(`${lang.prefix || '/zh'} a goods detail opens 180 days with its sales, revenue, reviews and rank, and offers no window past the plan`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const href = await page.getByTestId('goods-link').first().getAttribute('href');
    const goodsId = /goodsId=(\d+)/.exec(href ?? '')?.[1];
    await gotoHydrated(page, `${lang.prefix}/workbench/goods/detail?goodsId=${goodsId}&days=180`);
    for (const chart of ['goods-chart', 'goods-revenue-chart', 'goods-rank-chart']) await expect(page.getByTestId(chart)).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('goods-not-in-data')).toContainText(lang.notInData);
    const picker = page.getByTestId('window-picker');
    await expect(picker.locator('.ant-segmented-item-selected')).toContainText('180');
    await expect(picker.locator('.ant-segmented-item-disabled')).toContainText('365');
  });

  if (turn(lang)) test(`${lang.prefix || '/zh'} a goods competing for a search word follows its place for that word day by day`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, `${lang.prefix}/workbench/keyword/hot?typeId=${BOUND}&days=30&sort=goodsCount`);
    const word = page.getByTestId('keyword-link').first();
    const href = (await word.getAttribute('href')) ?? '';
    await gotoHydrated(page, href);
    const goods = page.getByTestId('competing-goods').getByTestId('goods-link').first();
    await gotoHydrated(page, (await goods.getAttribute('href')) ?? '');
    const keywordId = /keywordId=(\d+)/.exec(href)?.[1];
    await expect(page.getByTestId('goods-positions-chart')).toHaveAttribute('data-ready', 'true');
    // The word the goods competes for is among its words, its place estimated from units sold.
    await expect(page.locator(`[data-testid="position-word"][data-keyword-id="${keywordId}"]`)).toContainText(lang.estimated);
  });

  if (turn(lang)) test(`${lang.prefix || '/zh'} a category shows its price segments, the share of its goods that sold and says when there is no year-earlier data`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, `${lang.prefix}/workbench/industry/general?typeId=${BOUND}&days=30`);
    const structure = page.getByTestId('category-structure');
    await expect(structure.getByRole('columnheader', { name: lang.band })).toBeVisible();
    expect(await structure.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('sold-share')).toContainText('%');
    await expect(page.getByTestId('year-ago')).toContainText(lang.noYear);
    await expect(page.getByTestId('category-words')).toHaveAttribute('href', `${lang.prefix}/workbench/keyword/hot?typeId=${BOUND}&days=30`);
    // Another window asks again: the bands follow the window picked above.
    await page.getByTestId('window-picker').locator('.ant-segmented-item', { hasText: '7' }).first().click();
    await expect(page).toHaveURL(/days=7/);
    await expect(structure.locator('tbody tr.ant-table-row').first()).toBeVisible();
  });
}

test('on a phone the goods filters fold behind one button that counts the filters in use, and show from tablet width up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/ru/workbench/selection/hot?typeId=${BOUND}&days=30&ratingMin=4&sellerType=cn`);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('filters-apply')).toBeHidden();
  await expect(page.getByTestId('filters-toggle')).toHaveText('Ещё фильтры (2)');
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('filter-ratingMin')).toHaveValue('4');
  await expect(page.getByTestId('filters-toggle')).toHaveText('Свернуть фильтры (2)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByTestId('filters-toggle')).toBeHidden();
  await expect(page.getByTestId('filters-apply')).toBeVisible();
});
