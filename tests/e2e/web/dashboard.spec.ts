import { expect, test } from '@playwright/test';
import { freshMobile, gotoHydrated, loginOwnMember, registerFresh, reloadHydrated } from './helpers';

test.describe.configure({ timeout: 60_000 });

test('after the login the dashboard shows the membership (the demo plan) and its two bound categories, also after a reload', async ({ page }) => {
  await loginOwnMember(page, { path: '/en/login' });
  const membership = page.getByTestId('dashboard-membership');
  const categories = page.getByTestId('dashboard-categories');
  for (const pass of ['after login', 'after reload']) {
    await expect(membership.getByText('Active'), pass).toBeVisible();
    await expect(membership.getByTestId('dashboard-plan'), pass).toHaveText('Plan: Operation');
    await expect(membership.getByText(/^Expires: \d/), pass).toBeVisible();
    await expect(membership.getByText('Expired'), pass).toHaveCount(0);
    await expect(categories.locator('.dashboard-chip'), pass).toHaveCount(2);
    await expect(categories.getByText('No categories bound yet'), pass).toHaveCount(0);
    if (pass === 'after login') await reloadHydrated(page);
  }
});

test('the Chinese dashboard does not call a paying member expired', async ({ page }) => {
  await loginOwnMember(page);
  const membership = page.getByTestId('dashboard-membership');
  await expect(membership.getByText('会员有效')).toBeVisible();
  await expect(membership.getByText('会员已过期')).toHaveCount(0);
  await expect(membership.getByText('到期时间：-')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-categories').locator('.dashboard-chip')).toHaveCount(2);
});

test('a fresh registration reads its 7-day trial on the dashboard, in Chinese and English, never "expired"', async ({ page }) => {
  // A registration with the slider and the SMS code, then two dashboards: on a loaded machine this outlasts 60 s.
  test.setTimeout(150_000);
  const mobile = freshMobile();
  await registerFresh(page, mobile);

  await gotoHydrated(page, '/workbench/dashboard');
  const membership = page.getByTestId('dashboard-membership');
  await expect(membership.getByText('会员有效')).toBeVisible();
  await expect(membership.getByTestId('dashboard-plan')).toHaveText('会员版本：试用版');
  await expect(membership.getByText('会员已过期')).toHaveCount(0);
  await expect(membership.getByText('到期时间：-')).toHaveCount(0);
  const expires = await membership.getByText(/^到期时间：\d/).innerText();
  const days = (await page.evaluate((text) => new Date(text.replace(' ', 'T')).getTime(), expires.replace('到期时间：', '')) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);

  await gotoHydrated(page, '/en/workbench/dashboard');
  await expect(membership.getByText('Active')).toBeVisible();
  await expect(membership.getByTestId('dashboard-plan')).toHaveText('Plan: Trial');
  await expect(membership.getByText('Expired')).toHaveCount(0);
  await expect(membership.getByTestId('dashboard-limits')).toBeVisible();
});

test('the start page: hot lists of a bound category, rows that open their detail views, recent views, limits and shortcuts', async ({ page }) => {
  await loginOwnMember(page, { path: '/en/login' });
  const hot = page.getByTestId('dashboard-hot-lists');
  await expect(hot).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const bound = await page.getByTestId('dashboard-categories').locator('.dashboard-chip').first().innerText();
  await expect(page.getByTestId('dashboard-list-category')).toContainText(bound);
  await expect(page.getByTestId('dashboard-list-more')).toHaveAttribute('href', /^\/en\/workbench\/selection\/hot\?typeId=\d+$/);
  const rows = hot.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await page.getByTestId('dashboard-list-switch').getByText('Hot search words').click();
  await expect(hot).toHaveAttribute('data-list', 'keywords');
  await expect(hot).toHaveAttribute('data-ready', 'true');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/en\/workbench\/keyword\/detail\?keywordId=\d+$/);
  await expect(page.getByTestId('dashboard-list-more')).toHaveAttribute('href', /^\/en\/workbench\/keyword\/hot\?typeId=\d+$/);
  await page.getByTestId('dashboard-list-switch').getByText('Hot products').click();
  await expect(hot).toHaveAttribute('data-list', 'goods');
  const first = rows.first().getByRole('link');
  const href = (await first.getAttribute('href')) ?? '';
  const goodsId = /goodsId=(\d+)/.exec(href)?.[1];
  expect(goodsId).toBeTruthy();
  await first.click();
  await expect(page.getByTestId('goods-detail')).toBeVisible({ timeout: 20_000 });
  await gotoHydrated(page, '/en/workbench/dashboard');
  await expect(page.getByTestId('dashboard-recent').locator(`a[href$="goodsId=${goodsId}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dashboard-limits')).toContainText('Rows per list');
  await expect(page.getByTestId('dashboard-shortcuts').getByRole('link')).toHaveCount(8);
  await expect(page.getByTestId('dashboard-shortcuts').getByRole('link', { name: 'Best-seller ranking' })).toHaveAttribute('href', '/en/workbench/selection/hot');
});

for (const [path, money] of [
  ['/workbench/dashboard', /^[\d,.]+w? ₽$/],
  ['/en/workbench/dashboard', /^[\d,.]+[KMB]? ₽$/],
  ['/ru/workbench/dashboard', /^[\d\s,]+(\s(тыс\.|млн|млрд))?\s₽$/],
] as const) {
  test(`${path}: on a phone every tab, whole names and every figure of a row are in sight, money in the language's units with ₽`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, path);
    const rows = page.getByTestId('dashboard-hot').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const cells = rows.first().locator('td');
    const nameWidth = (await cells.nth(1).boundingBox())?.width ?? 0;
    expect(nameWidth).toBeGreaterThanOrEqual(200);
    // The figures stand under the name, inside the screen: price in full, revenue in units.
    const figures = rows.first().getByTestId('dashboard-row-figures').locator('dd');
    await expect(figures).toHaveCount(3);
    for (const i of [1, 2]) {
      // Centred vertically, so that only a figure cut off at the side can fall short of the screen.
      await figures.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect(figures.nth(i)).toBeInViewport({ ratio: 1 });
      expect((await figures.nth(i).innerText()).replace(/\u00a0|\u202f/g, ' ').trim()).toMatch(money);
    }
    // All six lists' tabs are in sight, none in a strip that scrolls.
    const tabs = page.getByTestId('dashboard-list-switch').locator('.ant-segmented-item');
    await expect(tabs).toHaveCount(6);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('a logged-in member is not offered the free start or trial on the home page; a guest is', async ({ page }) => {
  await gotoHydrated(page, '/en');
  for (const offer of ['Start for free', 'Claim your trial', 'Sign up for free', 'Try it free']) await expect(page.getByRole('link', { name: offer }).first()).toBeVisible();
  await loginOwnMember(page, { path: '/en/login' });
  await gotoHydrated(page, '/en');
  await expect(page.getByRole('link', { name: 'Open the workbench' }).first()).toBeVisible();
  for (const offer of ['Start for free', 'Claim your trial', 'Sign up for free', 'Try it free']) await expect(page.getByRole('link', { name: offer })).toHaveCount(0);
});

test('a signed-in member who opens the workbench login goes to the dashboard instead of the form', async ({ page }) => {
  await loginOwnMember(page, { path: '/en/login' });
  for (const [path, dashboard] of [
    ['/en/workbench/login', /\/en\/workbench\/dashboard$/],
    ['/workbench/login?type=register', /\/workbench\/dashboard$/],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page).toHaveURL(dashboard);
    await expect(page.getByTestId('dashboard-membership')).toBeVisible();
  }
});

test('on a phone the Russian window control shows every label whole ("Свой период")', async ({ page }) => {
  await loginOwnMember(page, { path: '/ru/login' });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/ru/workbench/selection/hot');
  const labels = page.getByTestId('window-picker').locator('.ant-segmented-item-label');
  await expect(labels.last()).toHaveText('Свой период');
  for (const label of await labels.all()) {
    await expect(label).toBeInViewport({ ratio: 1 });
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
