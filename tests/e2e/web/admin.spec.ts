import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newOperator, type Operator } from './operator';
import { demoSessionPerFile, gotoHydrated, solveSlider, waitForHydration } from './helpers';

// An operator of this file's own (see operator.ts).
let OPERATOR: Operator;

// One operator session for the file: an authenticator code is accepted once, so the tests share one login.
// The first minutes of a fresh server also run the market's daily step, which holds the embedded database a while.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const SLOW = { timeout: 60_000 };
const memberCookies = demoSessionPerFile();
let operatorContext: BrowserContext;
let console_: Page;

test.beforeAll(async ({ browser }) => {
  operatorContext = await browser.newContext();
  OPERATOR = await newOperator(operatorContext);
  console_ = await operatorContext.newPage();
});
test.afterAll(async () => operatorContext.close());

const memberPage = async (context: BrowserContext) => {
  await context.addCookies(memberCookies());
  return context.newPage();
};

test('a member cannot open the console, and the console API refuses the member session', async ({ context }) => {
  const page = await memberPage(context);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  expect((await page.request.get('/api/admin/backfill')).status()).toBe(401);
  expect((await page.request.post('/api/admin/member/end-sessions', { data: { id: 1 } })).status()).toBe(401);
  await gotoHydrated(page, '/admin/backfill');
  await expect(page).toHaveURL(/\/admin\/login$/, SLOW);
  await expect(page.getByRole('heading', { name: '运营人员登录' })).toBeVisible(SLOW);
});

test('an operator signs in with password and the authenticator code; a wrong code is refused', async () => {
  await gotoHydrated(console_, '/admin/login');
  await console_.getByLabel('账号').fill(OPERATOR.name);
  await console_.getByLabel('密码').fill(OPERATOR.password);
  await console_.getByLabel('动态验证码').fill('000000');
  await console_.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(console_.getByTestId('admin-login-error')).toContainText('账号、密码或验证码不正确', SLOW);
  await console_.getByLabel('动态验证码').fill(await generate({ secret: OPERATOR.secret }));
  await console_.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(console_).toHaveURL(/\/admin\/backfill$/, SLOW);
  await expect(console_.getByTestId('admin-operator')).toHaveText(OPERATOR.name);
  const cookie = (await operatorContext.cookies()).find((c) => c.name === 'ml_operator');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
});

test('a processed back-fill request reaches the member in the notification centre', async ({ context }) => {
  const member = await memberPage(context);
  const goodsId = String(900_000_000 + Math.floor(Math.random() * 99_999_999));
  const asked = (await (await member.request.get(`/api/goods-detail/goodsMakeUp?goodsId=${goodsId}`)).json()) as { code: number; data: { id: number } };
  expect(asked.code).toBe(200);
  await gotoHydrated(console_, '/admin/backfill');
  const row = console_.getByRole('row').filter({ hasText: goodsId });
  await expect(row).toBeVisible(SLOW);
  await row.getByPlaceholder('给会员的说明（可选）').fill('已加入每日更新');
  await row.getByTestId(`backfill-status-${asked.data.id}`).click();
  await console_.locator('.ant-select-item-option[title="已完成"]').click();
  await expect(console_.getByText('状态已更新，已通知会员')).toBeVisible(SLOW);
  await gotoHydrated(member, '/workbench/monitor/notice');
  await expect(member.getByText(`数据补充申请 ${goodsId} 已完成收录`)).toBeVisible(SLOW);
  await expect(member.getByText('已加入每日更新')).toBeVisible();
});

test('a member sends feedback with a screenshot, an operator answers, and the member reads the answer', async ({ context }) => {
  const member = await memberPage(context);
  await gotoHydrated(member, '/');
  await expect(member.getByTestId('footer-feedback')).toHaveAttribute('href', '/feedback');
  await gotoHydrated(member, '/feedback');
  await member.getByTestId('feedback-submit').click();
  await expect(member.getByText('请填写问题描述')).toBeVisible(SLOW);
  const marker = `导出关键词 ${Date.now()}`;
  await member.getByRole('radio', { name: '建议' }).check({ force: true });
  await member.getByTestId('feedback-subject').fill(marker);
  await member.getByTestId('feedback-description').fill('希望关键词列表可以导出为 CSV');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await member.getByTestId('feedback-file').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await expect(member.getByTestId('feedback-shot')).toBeVisible(SLOW);
  await member.getByTestId('feedback-submit').click();
  await expect(member.getByTestId('feedback-sent')).toBeVisible(SLOW);
  const mine = member.getByTestId('feedback-item').filter({ hasText: marker });
  await expect(mine).toContainText('待回复', SLOW);

  await gotoHydrated(console_, '/admin/feedback');
  const row = console_.getByRole('row').filter({ hasText: marker });
  await expect(row).toBeVisible(SLOW);
  await expect(row.locator('img.admin-thumb')).toBeVisible();
  await row.getByRole('button', { name: /^回\s*复$/ }).click();
  await console_.getByTestId('feedback-send').click();
  await expect(console_.getByText('请填写回复内容')).toBeVisible();
  await console_.getByTestId('feedback-answer-input').fill('下个版本会加上 CSV 导出');
  await console_.getByTestId('feedback-send').click();
  await expect(console_.getByText('已回复，会员已收到通知')).toBeVisible(SLOW);

  await gotoHydrated(member, '/feedback');
  await expect(mine.getByTestId('feedback-answer')).toContainText('下个版本会加上 CSV 导出', SLOW);
  await expect(mine).toContainText('已回复');
  await gotoHydrated(member, '/workbench/monitor/notice');
  await expect(member.getByText(`你的反馈「${marker}」已得到回复`)).toBeVisible(SLOW);
});

test('the operations page shows data freshness and the job queue', async () => {
  await gotoHydrated(console_, '/admin/operations');
  await expect(console_.getByRole('heading', { name: '运维' })).toBeVisible(SLOW);
  await expect(console_.getByTestId('ops-latest-day')).toHaveText(/^\d{4}-\d{2}-\d{2}$/, SLOW);
  await expect(console_.getByTestId('ops-summary').getByRole('row').nth(1)).toBeVisible(SLOW);
  await expect(console_.getByRole('menuitem', { name: '运维' })).toBeVisible();
});

test('the channels page counts the members each channel brought and opens them in the member search', async () => {
  await gotoHydrated(console_, '/admin/channels');
  await expect(console_.getByRole('heading', { name: '注册渠道' })).toBeVisible(SLOW);
  const row = console_.getByRole('row').filter({ hasText: 'yiwu-export' });
  await expect(row).toContainText('Yiwu Cross-border Export Union', SLOW);
  await expect(console_.getByTestId('channels-without')).toContainText(/无渠道注册的会员：\d+ 位/);
  await console_.getByTestId('channel-members-yiwu-export').click();
  await expect(console_).toHaveURL(/\/admin\/members\?by=channel&q=yiwu-export$/, SLOW);
  await expect(console_.getByPlaceholder('输入要搜索的内容')).toHaveValue('yiwu-export');
  await expect(console_.getByRole('menuitem', { name: '渠道' })).toBeVisible();
  // Every member's drawer says where the member came from (the demo member registered directly).
  await console_.getByPlaceholder('输入要搜索的内容').fill('');
  await console_.getByRole('combobox', { name: '会员' }).click();
  await console_.locator('.ant-select-item-option[title="账号"]').click();
  await console_.getByPlaceholder('输入要搜索的内容').fill('demo');
  await console_.getByPlaceholder('输入要搜索的内容').press('Enter');
  await console_.getByRole('row').nth(1).getByRole('button').click();
  await expect(console_.getByTestId('member-attribution')).toBeVisible(SLOW);
});

for (const [lang, prefix, label] of [['zh', '', '中文'], ['en', '/en', 'English'], ['ru', '/ru', 'Русский']] as const) {
  test(`an edited ${lang} article shows on the site in that language`, async ({ browser }) => {
    await gotoHydrated(console_, '/admin/content');
    await console_.locator('.ant-segmented-item', { hasText: label }).click();
    const link = console_.getByRole('link', { name: /在网站查看/ }).first();
    await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/article/`));
    const href = (await link.getAttribute('href')) ?? '';
    await console_.getByRole('button', { name: /^编\s*辑$/ }).first().click();
    const dialog = console_.getByRole('dialog');
    const title = `${lang.toUpperCase()} edited ${Date.now()}`;
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(dialog).toHaveCount(0, SLOW);
    const guest = await browser.newPage();
    await guest.goto(href);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
    await guest.close();
  });
}

test('a hidden answer disappears from the community', async ({ context, page: guest }) => {
  const member = await memberPage(context);
  const list = (await (await member.request.get('/api/queAndAns/list?lang=zh&order=answers&pageSize=5')).json()) as { data: { list: { id: number }[] } };
  const questionId = list.data.list[0]?.id ?? 0;
  const detail = (await (await member.request.get(`/api/queAndAns/detail?id=${questionId}`)).json()) as { data: { answers: { id: number; content: string }[] } };
  const answer = detail.data.answers[0];
  if (!answer) throw new Error('no answer to moderate');
  await member.request.post('/api/queAndAns/report', { data: { kind: 'answer', id: answer.id, reason: '广告' } });
  const snippet = answer.content.slice(0, 20);
  await gotoHydrated(guest, `/answerDetail/${questionId}`);
  await expect(guest.getByText(snippet).first()).toBeVisible();
  await gotoHydrated(console_, '/admin/community');
  await console_.getByTestId(`moderate-answer-${answer.id}`).click();
  await console_.getByLabel('操作理由').fill('推广内容');
  await console_.getByRole('dialog').getByRole('button', { name: /^隐\s*藏$/ }).click();
  await expect(console_.getByText('操作已完成')).toBeVisible(SLOW);
  await guest.reload();
  await waitForHydration(guest);
  await expect(guest.getByText(snippet)).toHaveCount(0);
});

test('every change appears in the audit log', async () => {
  await gotoHydrated(console_, '/admin/audit');
  await expect(console_.getByText('审计日志只能追加，任何人都不能修改或删除。')).toBeVisible();
  for (const action of ['backfill.status', 'article.save', 'community.hide']) await expect(console_.locator(`[data-action="${action}"]`).first()).toBeVisible();
  await expect(console_.locator('[data-action="article.save"]')).toHaveCount(3);
});

test('after three wrong passwords the sign-in asks for the slider captcha, and the operator gets in by solving it', async ({ browser }) => {
  const context = await browser.newContext();
  const operator = await newOperator(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/admin/login');
  await page.getByLabel('账号').fill(operator.name);
  await page.getByLabel('动态验证码').fill('000000');
  for (let i = 1; i <= 3; i++) {
    await page.getByLabel('密码').fill(`WrongPassword${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(51_001);
    await expect(page.getByTestId('admin-login-error')).toContainText('账号、密码或验证码不正确', SLOW);
  }
  await expect(page.getByTestId('slider-captcha')).toHaveCount(0);
  await page.getByLabel('密码').fill(operator.password);
  await page.getByLabel('动态验证码').fill(await generate({ secret: operator.secret }));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByTestId('admin-login-captcha')).toContainText('请拖动滑块完成验证', SLOW);
  await solveSlider(page);
  await expect(page).toHaveURL(/\/admin\/backfill$/, SLOW);
  await expect(page.getByTestId('admin-operator')).toHaveText(operator.name);
  await context.close();
});
