import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newOperator, type Operator } from './operator';
import { gotoHydrated, ownSessionPerFile } from './helpers';

// An operator of this file's own (see operator.ts) and the file's own test member (members.ts):
// the member buys a plan with the development provider, the operator finds the order and refunds it.
let OPERATOR: Operator;
const SLOW = { timeout: 60_000 };
const DAY_MS = 86_400_000;
const PAY = '/api/product/pay';
const memberCookies = ownSessionPerFile();

test.describe.configure({ mode: 'serial', timeout: 240_000 });
let operatorContext: BrowserContext;
let console_: Page;

/** Signs this file's operator in; a code used moments ago is refused, so it waits for the next one. */
async function operatorLogin(page: Page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await gotoHydrated(page, '/admin/login');
    await page.getByLabel('账号').fill(OPERATOR.name);
    await page.getByLabel('密码').fill(OPERATOR.password);
    await page.getByLabel('动态验证码').fill(await generate({ secret: OPERATOR.secret }));
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    const ok = await page.waitForURL(/\/admin\/backfill$/, { timeout: 20_000 }).then(() => true, () => false);
    if (ok) return;
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error('operator login failed');
}

type Envelope<T> = { code: number; message?: string; data?: T };
type Order = { orderNo: string; amountFen: number; days: number; status: string; grantedUntil: string | null };

async function json<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<Envelope<T>> {
  return (await (await res).json()) as Envelope<T>;
}

/** The member's membership end as the site reads it. */
async function maturity(request: APIRequestContext): Promise<number> {
  const res = await json<{ maturityTime: string | null }>(request.post('/api/ram/ddqbt/v1/user-account/getUserProductAndPolicy', { data: {} }));
  expect(res.code).toBe(200);
  return new Date(res.data?.maturityTime ?? 0).getTime();
}

/** A month of the member's own tier (operation: the test members hold plan 12), paid with the development provider. */
async function buyMonth(request: APIRequestContext): Promise<Order> {
  const made = await json<{ order: Order }>(request.post(`${PAY}/store/checkout`, { data: { planId: 10, method: 'dev', channel: 'native' } }));
  expect(made.code, made.message).toBe(200);
  const orderNo = made.data?.order.orderNo ?? '';
  const paid = await json<Order>(request.post(`${PAY}/store/order/simulate`, { data: { orderNo } }));
  expect(paid.code, paid.message).toBe(200);
  await expect
    .poll(async () => (await json<Order>(request.get(`${PAY}/store/order?orderNo=${orderNo}`))).data?.status, SLOW)
    .toBe('paid');
  const order = (await json<Order>(request.get(`${PAY}/store/order?orderNo=${orderNo}`))).data;
  if (!order) throw new Error('order not found');
  return order;
}

/** Refunds `yuan` (or what is left) of the order open in the drawer, with a reason. */
async function refund(page: Page, reason: string, yuan?: string) {
  await page.getByTestId('store-refund-open').click();
  const dialog = page.getByRole('dialog', { name: /退款/ });
  if (yuan) await dialog.getByLabel('退款金额（元）').fill(yuan);
  await dialog.getByLabel('退款原因').fill(reason);
  await dialog.getByRole('button', { name: /确认退款/ }).click();
  await expect(dialog).toBeHidden(SLOW);
}

test.beforeAll(async ({ browser }) => {
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  OPERATOR = await newOperator(operatorContext);
  console_ = await operatorContext.newPage();
  await operatorLogin(console_);
});

test.afterAll(async () => operatorContext.close());

test('an operator finds a member\'s paid order and refunds it in two parts: the membership is shortened, then the month is taken back', async ({ browser }) => {
  const memberContext = await browser.newContext();
  await memberContext.addCookies(memberCookies());
  const member = memberContext.request;
  const before = await maturity(member);
  const order = await buyMonth(member);
  const extended = await maturity(member);
  expect(Math.round((extended - before) / DAY_MS)).toBe(order.days);

  await gotoHydrated(console_, '/admin/store');
  await expect(console_.getByRole('heading', { name: '会员商城', level: 1 })).toBeVisible(SLOW);
  await expect(console_.getByRole('menuitem', { name: '会员商城' })).toBeVisible();
  const search = console_.getByPlaceholder('订单号、手机号或用户 ID');
  await search.fill(order.orderNo);
  await search.press('Enter');
  const row = console_.getByTestId('store-orders').getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('已支付', SLOW);
  await expect(row).toContainText(/139\*{4}\d{4}/);
  await console_.getByTestId(`order-open-${order.orderNo}`).click();
  const drawer = console_.getByRole('dialog').filter({ has: console_.getByTestId('store-order-detail') });
  await expect(drawer).toContainText('开发环境支付');

  // A part: 100 yuan of the month's price shortens the membership by days × 100 ÷ price, rounded up.
  await refund(console_, '客户要求部分退款', '100');
  const cut = Math.ceil((order.days * 10_000) / order.amountFen);
  await expect(drawer.getByTestId('store-order-refunds')).toContainText('客户要求部分退款', SLOW);
  await expect.poll(async () => Math.round((extended - (await maturity(member))) / DAY_MS), SLOW).toBe(cut);

  // The rest (the dialog offers what is left): the whole month is taken back.
  await refund(console_, '客户取消购买');
  await expect(drawer.getByTestId('store-order-refunds')).toContainText('客户取消购买', SLOW);
  await expect(drawer).toContainText('已全额退款');
  await expect(console_.getByTestId('store-refund-open')).toBeDisabled();
  await expect.poll(async () => Math.abs((await maturity(member)) - before) < 60_000, SLOW).toBe(true);
  const mine = await json<{ rows: Order[] }>(member.get(`${PAY}/store/orders?pageSize=5`));
  expect(mine.data?.rows.find((o) => o.orderNo === order.orderNo)?.status).toBe('refunded');
  await memberContext.close();
});

test('the store\'s tabs in English and Russian: prices, fapiao requests and revenue with its chart', async () => {
  await gotoHydrated(console_, '/en/admin/store?tab=prices');
  await expect(console_.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible(SLOW);
  await expect(console_.getByTestId('store-prices')).toContainText('Operation · monthly (#10)', SLOW);
  await expect(console_.getByTestId('price-save-10')).toBeDisabled();
  await console_.getByRole('tab', { name: 'Fapiao requests' }).click();
  await expect(console_.getByTestId('store-invoices')).toBeVisible(SLOW);
  await console_.getByRole('tab', { name: 'Revenue' }).click();
  await expect(console_.getByTestId('store-revenue-chart')).toHaveAttribute('data-ready', 'true', SLOW);
  await expect(console_.getByTestId('store-revenue-totals')).toContainText('Net revenue');
  await gotoHydrated(console_, '/ru/admin/store?tab=revenue');
  await expect(console_.getByRole('heading', { name: 'Магазин', level: 1 })).toBeVisible(SLOW);
  await expect(console_.getByTestId('store-revenue-channels')).toContainText('Конверсия', SLOW);
});
