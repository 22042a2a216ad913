import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownSessionPerFile, gotoHydrated, reloadHydrated } from './helpers';

const SHOTS = path.resolve('test-results/monitor-screens');
const LANGS = [
  { prefix: '', title: '商品监控', monitor: '监控', monitored: '已监控', notice: '消息中心' },
  { prefix: '/en', title: 'Goods monitor', monitor: 'Monitor', monitored: 'Monitored', notice: 'Notifications' },
  { prefix: '/ru', title: 'Мониторинг товаров', monitor: 'Отслеживать', monitored: 'Отслеживается', notice: 'Уведомления' },
] as const;

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

/** Elements that reach past the right edge of the viewport (nothing may scroll sideways). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.visually-hidden, [aria-hidden="true"], .ant-table-measure-row'))
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}: ${(el.textContent ?? '').slice(0, 30)}`)
      .slice(0, 5),
  );

/** The bell's unread count once it has asked the server. */
const bellCount = async (page: Page) => {
  const bell = page.getByTestId('notice-bell').first();
  await expect(bell).toHaveAttribute('data-loaded', 'true');
  return Number((await bell.getAttribute('data-unread')) ?? '0');
};

test.describe.configure({ mode: 'serial' });

test('a guest sees the guest warning on the monitor pages', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, '/workbench/monitor/product');
  await expect(page.getByTestId('guest-warning')).toBeVisible();
  await expect(page.getByTestId('notice-bell')).toHaveCount(0);
  await context.close();
});

/** The events a monitor's rules raise (the patrol's and the operators' notices are other events). */
const MONITOR_EVENTS = ['priceUp', 'priceDown', 'salesUp', 'salesDown', 'enterTop', 'leaveTop', 'outOfStock', 'position', 'newSeller'] as const;

/** Fails while a monitor check is queued or running. */
async function checksDone(request: APIRequestContext): Promise<void> {
  const jobs = (await (await request.get('/api/dev/jobs')).json()) as { data: { kind: string; state: string; count: number }[] };
  expect(jobs.data.find((j) => j.kind === 'monitor-check' && (j.state === 'queued' || j.state === 'running'))).toBeUndefined();
}

test('add monitors from a list, advance the market a day: the alerts appear once in the bell and the notification centre', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Start from a read notification centre.
  await gotoHydrated(page, '/workbench/monitor/notice');
  const markAll = page.getByTestId('notice-mark-all');
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('data-unread', '0');

  // The "monitor" action of the hot sellers list: the three best sellers.
  await gotoHydrated(page, '/workbench/selection/hot?typeId=99997');
  const buttons = page.getByTestId('analytics-table').locator('tbody tr.ant-table-row').locator('.monitor-action');
  await expect(buttons.first()).toBeVisible();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const button = buttons.nth(i);
    ids.push(((await button.getAttribute('data-testid')) ?? '').replace('monitor-goods-', ''));
    if ((await button.textContent()) === '已监控') continue;
    await button.click();
    await expect(button).toHaveText('已监控');
  }

  // On the monitor page: each item with its figures; rules set to any sales move of 1 %.
  await gotoHydrated(page, '/workbench/monitor/product');
  const table = page.getByTestId('monitor-table');
  for (const id of ids) {
    const row = table.locator('tbody tr', { hasText: id });
    await expect(row).toHaveCount(1);
    await row.getByTestId('monitor-rules').click();
    const form = page.getByTestId('monitor-rules-form');
    await form.getByTestId('rule-salesUp').fill('1');
    await form.getByTestId('rule-salesDown').fill('1');
    await page.getByRole('button', { name: '保存规则' }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText('销量涨≥1%');
  }

  // Advance the market one day; the job worker checks the monitors.
  const advanced = await request.post('/api/dev/market/advance', { data: {} });
  const body = (await advanced.json()) as { data: { day: string; checkJob: number | null } };
  expect(body.data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Count once the day's check has finished: a count taken while it runs misses later alerts.
  await expect(async () => {
    await checksDone(request);
    await reloadHydrated(page);
    expect(await bellCount(page)).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000 });

  // The notification centre lists the day's alerts of the monitors, each once. The account is this
  // file's own, but the market is shared (another file may advance it), so only the monitors' own
  // events of this day are counted.
  await page.getByTestId('notice-bell').first().click();
  await expect(page).toHaveURL(/\/workbench\/monitor\/notice/);
  const monitorAlerts = page.locator(MONITOR_EVENTS.map((e) => `[data-testid="notice-item"][data-event="${e}"]`).join(', '));
  const ofDay = monitorAlerts.filter({ hasText: body.data.day });
  const unread = ofDay.and(page.locator('[data-read="false"]'));
  await expect(unread.first()).toBeVisible();
  const count = await unread.count();
  expect(count).toBeLessThanOrEqual(await bellCount(page));
  expect(await ofDay.count()).toBe(count);
  const texts = await unread.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);

  // The next day's check leaves the first day's alerts as they were: each change was told once.
  const again = await request.post('/api/dev/market/advance', { data: {} });
  expect(again.ok()).toBe(true);
  await expect(async () => {
    await checksDone(request);
    await reloadHydrated(page);
  }).toPass({ timeout: 120_000 });
  await expect(ofDay).toHaveCount(count);

  // Mark read: the bell follows.
  await page.getByTestId('notice-mark-all').click();
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('data-unread', '0');
  await expect(page.getByTestId('notice-item').first()).toHaveAttribute('data-read', 'true');
  // "Unread only" then shows none; "All" brings them back.
  await page.getByTestId('notice-filter-unread').click();
  await expect(page.getByTestId('notice-filter-unread')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('notice-empty')).toBeVisible();
  await page.getByTestId('notice-filter-all').click();
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
});

test('add by Ozon link, refuse a bad one, tags and removal', async ({ page }) => {
  await gotoHydrated(page, '/workbench/monitor/shop');
  const target = page.getByTestId('monitor-target');
  await target.fill('https://example.com/seller/x-1/');
  await page.getByTestId('monitor-add').click();
  await expect(page.getByTestId('monitor-add-error')).toContainText('请输入 ID 或 Ozon 链接');
  await target.fill('https://www.ozon.ru/seller/magazin-500000/');
  await page.getByTestId('monitor-tags').fill('对手, 重点');
  await page.getByTestId('monitor-add').click();
  const row = page.getByTestId('monitor-table').locator('tbody tr', { hasText: '500000' });
  await expect(row).toContainText('对手');
  await expect(row.locator('.monitor-spark')).toBeVisible();
  await row.getByTestId('monitor-remove').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /OK|确定|确 定/ }).click();
  await expect(row).toHaveCount(0);
});

// The layouts in Russian, whose words are the longest.
for (const lang of LANGS.filter((l) => l.prefix === '/ru')) {
  test(`monitor and notification pages in ${lang.prefix || '/'} at desktop and phone widths`, async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${lang.prefix}/workbench/monitor/product`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      await expect(page.getByTestId('monitor-usage')).toBeVisible();
      await expect(page.getByTestId('monitor-table')).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `product${lang.prefix.replace('/', '-') || '-zh'}-${width}.png`), fullPage: true });
      await gotoHydrated(page, `${lang.prefix}/workbench/monitor/notice`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.notice);
      await expect(page.getByTestId('notice-save')).toBeVisible();
      await expect(page.getByTestId('notice-list').or(page.getByTestId('notice-empty'))).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `notice${lang.prefix.replace('/', '-') || '-zh'}-${width}.png`), fullPage: true });
    }
  });
}
