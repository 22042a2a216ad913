import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { demoSessionCookies, gotoHydrated, memberFor } from './helpers';
import { newOperator } from './operator';

// What an operator sees of observations a hostile client sent: the console's Operations › Observations tab.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LANGS = [
  { prefix: '', tab: '观测数据', stale: '过期', off: '未启用', totals: '1 个批次 · 6 行：接收 1，隔离 2，拒收 3，重复 0' },
  { prefix: '/en', tab: 'Observations', stale: 'Stale', off: 'Off', totals: 'Batches 1 · rows 6: accepted 1, quarantined 2, refused 3, duplicates 0' },
  { prefix: '/ru', tab: 'Наблюдения', stale: 'Устарели', off: 'Выключен', totals: 'Пакетов: 1 · строк: 6; принято 1, на карантине 2, отклонено 3, дублей 0' },
] as const;
const STALE_GOODS = 1_900_000_001;
const FUTURE_GOODS = 1_900_000_002;

let operatorContext: BrowserContext;
let console_: Page;
let member: BrowserContext;

/** Signs an operator of the given role in through the console's login page. */
async function signIn(page: Page, role: 'admin' | 'support') {
  const op = await newOperator(page.context(), role);
  await expect(async () => {
    await gotoHydrated(page, '/admin/login');
    await page.getByLabel('账号').fill(op.name);
    await page.getByLabel('密码').fill(op.password);
    await page.getByLabel('动态验证码').fill(await generate({ secret: op.secret }));
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/admin\/(backfill|members)$/, { timeout: 10_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
}

test.beforeAll(async ({ browser }, testInfo) => {
  // The file's own member sends one batch as a broken or hostile extension would.
  member = await browser.newContext();
  await member.addCookies(await demoSessionCookies(member, memberFor(testInfo)));
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const card = (goodsId: number, observedAt: string, over: Record<string, unknown> = {}) => ({ goodsId, observedAt, page: 'search', query: 'чехол', position: 2, title: 'Чехол силиконовый для телефона', price: 49_900, ...over });
  const res = await member.request.post('/api/ozon-report-service/v1/observe/batch', {
    data: {
      batchId: randomUUID(),
      rows: [
        card(STALE_GOODS, at(-50 * 60)), card(FUTURE_GOODS, at(60)), card(1_900_000_003, at(-1), { price: 'free' }), card(42, at(-1)), card(1_900_000_004, at(-1), { price: 1 }), card(1_900_000_005, at(-1)),
      ],
    },
  });
  expect(await res.json()).toMatchObject({ code: 200, data: { accepted: 1, quarantined: 2, duplicates: 0 } });

  operatorContext = await browser.newContext();
  console_ = await operatorContext.newPage();
  await signIn(console_, 'admin');
});
test.afterAll(async () => {
  await operatorContext.close();
  await member.close();
});

// The journey in Chinese, the console's first language.
for (const lang of LANGS.filter((l) => l.prefix === '')) {
  test(`${lang.prefix || '/zh'}: an operator finds the held-back rows by reason, follows their origin to its batch and sees the collector off`, async () => {
    await gotoHydrated(console_, `${lang.prefix}/admin/operations`);
    await console_.getByRole('tab', { name: lang.tab }).click();
    await expect(console_).toHaveURL(/tab=observations/);
    await expect(console_.getByTestId('obs-collector-state')).toContainText(lang.off);

    const stale = console_.getByTestId('obs-reason-stale');
    await expect(stale).toContainText(lang.stale);
    await expect(stale.locator('b')).not.toHaveText('0');
    await stale.click();
    await expect(console_).toHaveURL(/reason=stale/);
    const held = console_.getByTestId('obs-held');
    const row = held.locator('tbody tr.ant-table-row').filter({ hasText: String(STALE_GOODS) });
    await expect(row).toHaveCount(1);
    await expect(held).not.toContainText(String(FUTURE_GOODS));

    // The origin's hash leads to everything it sent: the future row too, and its one batch.
    await row.getByTestId('obs-origin-cell').click();
    await expect(console_).toHaveURL(/origin=[0-9a-f]{64}/);
    await console_.getByTestId('obs-reason-all').click();
    await expect(held.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(console_.getByTestId('obs-batch-totals')).toHaveText(lang.totals);
    await expect(console_.getByTestId('obs-batches').locator('tbody tr.ant-table-row')).toHaveCount(1);

    // A day without any of it shows none.
    const url = new URL(console_.url());
    url.searchParams.set('day', '2020-01-01');
    await gotoHydrated(console_, `${url.pathname}${url.search}`);
    await expect(held.locator('tbody tr.ant-table-row')).toHaveCount(0);
    await expect(console_.getByTestId('obs-batches').locator('tbody tr.ant-table-row')).toHaveCount(0);
  });
}

test('the held-back observations are for operators of the operations section only', async ({ browser }) => {
  // A member's session is no console session.
  expect((await member.request.get('/api/admin/observations/held')).status()).toBe(401);
  const support = await browser.newContext();
  const page = await support.newPage();
  await signIn(page, 'support');
  const res = await support.request.get('/api/admin/observations/held');
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: number }).code).toBe(51_003);
  await support.close();
});
