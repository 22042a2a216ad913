import { expect, test } from '@playwright/test';
import { watchNetwork } from '../settle';
import { gotoHydrated, loginOwnMember, reloadHydrated, smsCodeFor, solveSlider } from './helpers';

test('an unindexed goods id opens the back-fill prompt, and an accepted request narrows to the success view', async ({ page }) => {
  await loginOwnMember(page);
  await gotoHydrated(page, '/');
  await page.getByPlaceholder('输入 Ozon 商品 ID 或店铺 ID').fill('987654321012');
  await page.getByRole('button', { name: '查询' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您搜索的商品暂未收录');
  await expect(dialog).toContainText('987654321012');
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
  await dialog.getByRole('button', { name: '申请数据补录' }).click();
  await expect(page.getByTestId('supplement-success')).toContainText('公众号消息');
  // The success icon is drawn whole: its circle lies inside the icon's box, not cut at the top or left.
  const icon = await page.locator('.supplement-success-icon').evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const drawn = (svg.querySelector('use') as SVGUseElement).getBoundingClientRect();
    return { top: drawn.top - box.top, left: drawn.left - box.left, bottom: box.bottom - drawn.bottom, right: box.right - drawn.right, width: drawn.width };
  });
  expect(icon.width).toBeGreaterThan(40);
  for (const side of ['top', 'left', 'bottom', 'right'] as const) expect(icon[side]).toBeGreaterThanOrEqual(-0.5);
  await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
  const width = await page.locator('.ant-modal').first().evaluate((el) => getComputedStyle(el).width);
  expect(width).toBe('500px');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('search-history')).toContainText('987654321012');
});

test('an indexed goods id opens its goods page in the workbench, in the visitor language', async ({ page }) => {
  await loginOwnMember(page);
  const ranking = (await (await page.request.get('/api/goods-ranking/list?dateType=1&pageSize=1')).json()) as { data: { goodsId: string | number; goodsName?: string }[] };
  const goodsId = String(ranking.data[0]?.goodsId);
  await gotoHydrated(page, '/en');
  await page.getByPlaceholder(/Ozon product ID/i).fill(goodsId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`**/en/workbench/goods/detail?goodsId=${goodsId}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('goods-detail')).toBeVisible();
});

test('an indexed shop id opens its shop page, and the back-fill links of both kinds are real pages', async ({ page }) => {
  await loginOwnMember(page);
  const shops = (await (await page.request.get('/api/mall-soar/soaringList')).json()) as { data: { mallId: number }[] };
  const shopId = String(shops.data[0]?.mallId);
  await gotoHydrated(page, '/');
  await page.getByRole('radio', { name: '店铺' }).click();
  await page.getByPlaceholder('输入 Ozon 商品 ID 或店铺 ID').fill(shopId);
  await page.getByRole('button', { name: '查询' }).click();
  await page.waitForURL(`**/workbench/store/shopGoods?shopId=${shopId}`);
  expect((await page.request.get(`/workbench/goods/detail?goodsId=1`)).status()).toBe(200);
});

test('the registration prompt opens on the first click after 150 s, once', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/en');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('registration-prompt')).toHaveCount(0);
  await page.clock.fastForward(151_000);
  await page.getByRole('heading', { level: 1 }).click();
  const prompt = page.getByTestId('registration-prompt');
  await expect(prompt).toBeVisible();
  // One title (the modal's), not a second "log in" heading under it; its links look like links.
  await expect(prompt.getByRole('heading')).toHaveCount(0);
  const link = prompt.locator('.auth-links .link-button').first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderTopWidth])).toEqual(['rgba(0, 0, 0, 0)', '0px']);
  await page.keyboard.press('Escape');
  await reloadHydrated(page);
  await page.clock.fastForward(151_000);
  const network = watchNetwork(page);
  await page.getByRole('heading', { level: 1 }).click();
  // The prompt would load its dialog's code first: once the page fetches nothing more, there is none.
  await network.settled();
  await expect(page.getByTestId('registration-prompt')).toHaveCount(0);
});

test('logging in (here a new number, so also registering) from the registration prompt keeps the visitor on the article they were reading, now as a member', async ({ page }) => {
  // Two page loads, the prompt's wait, a captcha, an SMS login and the account choice.
  test.setTimeout(120_000);
  // The page's clock starts 151 s behind, so that after the prompt's wait its signed calls carry the server's time.
  await page.clock.install({ time: Date.now() - 151_000 });
  await gotoHydrated(page, '/en/IndustryNews');
  const article = page.locator('main a[href*="/article/"]').first();
  await gotoHydrated(page, (await article.getAttribute('href')) ?? '/en/IndustryNews');
  expect(page.url()).toMatch(/\/en\/article\//);
  const reading = page.url();
  await expect(page.getByTestId('account-guest')).toBeVisible();
  await page.clock.fastForward(151_000);
  await page.getByRole('heading', { level: 1 }).first().click();
  const prompt = page.getByTestId('registration-prompt');
  await expect(prompt).toBeVisible();
  // A number of its own (the SMS login registers it), so that no other test's code for a shared
  // number replaces this one's.
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const form = prompt.getByTestId('sms-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(page.url()).toBe(reading);
  await expect(page.getByTestId('account-member')).toBeVisible();
});
