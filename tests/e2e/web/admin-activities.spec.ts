import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newOperator, type Operator } from './operator';
import { freshMobile, gotoHydrated, smsCodeFor, solveSlider } from './helpers';

// An operator of this file's own (see operator.ts).
let OPERATOR: Operator;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
// The default activity's prizes (server/src/db/seed/lottery.ts) and their seeded odds in percent.
const SEEDED = { 401: 1, 402: 3, 403: 5, 404: 15, 405: 20 } as const;
const MUG = 402;
const SLOW = { timeout: 60_000 };

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

/** Sets a prize's odds (and quantity) in the console's prize dialog. */
async function editPrize(page: Page, id: number, odds: number, total?: number) {
  await page.getByTestId(`prize-edit-${id}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('中奖率').fill(String(odds));
  if (total !== undefined) await dialog.getByLabel('数量').fill(String(total));
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(dialog).toBeHidden(SLOW);
}

test.beforeAll(async ({ browser }) => {
  operatorContext = await browser.newContext();
  OPERATOR = await newOperator(operatorContext);
  console_ = await operatorContext.newPage();
  await operatorLogin(console_);
});

test.afterAll(async () => {
  // The default activity gets its seeded odds back for the other tests.
  await gotoHydrated(console_, '/admin/activities');
  await editPrize(console_, MUG, 0);
  for (const [id, odds] of Object.entries(SEEDED)) await editPrize(console_, Number(id), odds);
  await operatorContext.close();
});

test('an operator sets a prize\'s odds and stock, the member wins it, and sees it shipped after the operator marks it', async ({ browser }) => {
  await gotoHydrated(console_, '/admin/activities');
  await expect(console_.getByRole('heading', { name: '抽奖活动', level: 1 })).toBeVisible(SLOW);
  await expect(console_.getByRole('menuitem', { name: '推广与优惠券' })).toBeVisible();
  // Over 100 % in all is refused with the console's message.
  await console_.getByTestId(`prize-edit-${MUG}`).click();
  await console_.getByRole('dialog').getByLabel('中奖率').fill('99');
  await console_.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(console_.getByRole('dialog').getByRole('alert')).toContainText('不能超过 100%');
  await console_.getByRole('dialog').getByRole('button', { name: /^取\s*消$/ }).click();
  // Every other prize to 0 %, the mug to 100 % with 150 in all: the next draw wins a mug.
  for (const id of Object.keys(SEEDED).map(Number).filter((id) => id !== MUG)) await editPrize(console_, id, 0);
  await editPrize(console_, MUG, 100, 150);
  await expect(console_.getByTestId('no-prize-odds')).toContainText('0%');
  const left = Number(await console_.getByTestId(`prize-stock-${MUG}`).textContent());

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
  const member = await phone.newPage();
  await gotoHydrated(member, '/en/m/lottery');
  await expect(member.getByTestId('lt-pool')).toContainText(`${left} left`, SLOW);
  await member.getByTestId('lt-draw').click();
  const mobile = freshMobile();
  const form = member.getByTestId('register-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(member);
  await form.getByLabel('SMS code').fill(await smsCodeFor(member, mobile));
  await form.getByLabel('Set a password (6-16 letters and digits)').fill('Lucky1234');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up now' }).click();
  await expect(member.getByTestId('lt-chances')).toHaveText('Draws left: 1', SLOW);
  await member.getByTestId('lt-draw').click();
  await expect(member.getByTestId('lt-winning')).toContainText('MarketLens thermal mug', SLOW);
  await member.getByTestId('lt-winning').getByRole('link').click();
  await expect(member.getByTestId('claim-form')).toBeVisible(SLOW);
  await member.getByLabel('Recipient').fill('Ivan Petrov');
  await member.getByLabel('Phone').fill(mobile);
  await member.getByLabel('Delivery address').fill('Moscow, Tverskaya street 7, apt 12');
  await member.getByTestId('claim-form').getByRole('button').last().click();
  await expect(member.getByText('Delivery details received')).toBeVisible(SLOW);

  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await gotoHydrated(console_, '/admin/activities');
  await console_.getByRole('tab', { name: '中奖者' }).click();
  const row = console_.getByRole('row').filter({ hasText: masked });
  await expect(row).toContainText('Moscow, Tverskaya street 7', SLOW);
  await expect(row).toContainText('待发货');
  await row.getByRole('button', { name: /^发\s*货$/ }).click();
  await console_.getByLabel('快递公司').fill('СДЭК');
  await console_.getByLabel('运单号').fill('CDEK-1234567');
  await console_.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(console_.getByText('状态已更新，已通知会员')).toBeVisible(SLOW);
  await console_.getByText('已发货', { exact: true }).first().click();
  await expect(console_.getByRole('row').filter({ hasText: masked })).toContainText('CDEK-1234567', SLOW);

  await gotoHydrated(member, '/en/m/ReceivePrize');
  await expect(member.getByTestId('claim-shipping')).toContainText('Shipped: СДЭК, tracking number CDEK-1234567', SLOW);
  await gotoHydrated(member, '/en/m/lottery');
  await member.getByTestId('lt-winnings').click();
  await expect(member.getByTestId('lt-winning-record')).toContainText('Shipped: СДЭК, tracking number CDEK-1234567', SLOW);
  await phone.close();
});
