import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newOperator, type Operator } from './operator';
import { gotoHydrated } from './helpers';

// An operator of this file's own (see operator.ts).
let OPERATOR: Operator;
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const SLOW = { timeout: 60_000 };
let console_: Page;

/** Signs this file's operator in; an authenticator code is accepted once, so a code used moments ago waits for the next one. */
async function signIn(page: Page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await gotoHydrated(page, '/admin/login');
    await page.getByLabel('账号').fill(OPERATOR.name);
    await page.getByLabel('密码').fill(OPERATOR.password);
    await page.getByLabel('动态验证码').fill(await generate({ secret: OPERATOR.secret }));
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/admin\/backfill$/, SLOW).then(() => 'in' as const),
      page.getByTestId('admin-login-error').waitFor(SLOW).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error('the operator could not sign in');
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  OPERATOR = await newOperator(context);
  console_ = await context.newPage();
  await signIn(console_);
});
test.afterAll(async () => console_.context().close());

test('an operator writes an article as a draft, it stays off the site, and once published it shows in its language', async ({ page }) => {
  const title = `Draft on returns ${Date.now()}`;
  await gotoHydrated(console_, '/admin/content');
  await expect(console_.getByRole('tab', { name: '课程' })).toBeVisible(SLOW);
  await console_.getByText('English', { exact: true }).click();
  await console_.getByTestId('new-article').click();
  const editor = console_.getByTestId('article-editor');
  await editor.getByTestId('article-title').fill(title);
  await editor.getByTestId('article-summary').fill('How to cut returns on Ozon');
  await editor.getByTestId('md-source').fill('## Why buyers return\n\nMost returns come from **wrong sizes**.\n\n<script>alert(1)</script>');
  await expect(editor.getByTestId('md-preview').locator('h2')).toHaveText('Why buyers return');
  await expect(editor.getByTestId('md-preview').locator('strong')).toHaveText('wrong sizes');
  await expect(editor.getByTestId('md-preview')).toContainText('<script>alert(1)</script>');
  await editor.getByTestId('md-image-file').setInputFiles({ name: 'size-chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByTestId('md-source')).toHaveValue(/!\[size-chart\]\(\S*\/api\/uploads\/[0-9a-f]{64}\.png\)/, SLOW);
  await expect(editor.getByTestId('md-preview').locator('img')).toBeVisible();
  await console_.getByTestId('content-save').click();
  await expect(console_.getByText('已保存', { exact: true }).last()).toBeVisible(SLOW);

  const row = console_.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('content-state')).toContainText('草稿', SLOW);
  const id = Number((await row.getByRole('button', { name: /^编\s*辑$/ }).getAttribute('data-testid'))?.replace('edit-article-', ''));
  expect(id).toBeGreaterThan(0);

  expect((await page.goto(`/en/article/operate/${id}`))?.status()).toBe(404);
  await gotoHydrated(page, '/en/business-college/operate');
  await expect(page.getByText(title)).toHaveCount(0);

  await row.getByTestId(`publish-article-${id}`).click();
  await expect(row.getByTestId('content-state')).toContainText('已发布', SLOW);

  await gotoHydrated(page, `/en/article/operate/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible(SLOW);
  const body = page.getByTestId('article-body');
  await expect(body.locator('h2')).toHaveText('Why buyers return');
  await expect(body.locator('strong')).toHaveText('wrong sizes');
  await expect(body.locator('img')).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f]{64}\.png$/);
  await expect(body).toContainText('<script>alert(1)</script>');
  await gotoHydrated(page, '/en/business-college/operate');
  await expect(page.getByText(title)).toBeVisible(SLOW);
  // Not in the other languages' lists.
  await gotoHydrated(page, '/ru/business-college/operate');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an edited lesson shows on the site', async ({ page }) => {
  const title = `第一课（已更新 ${Date.now()}）`;
  await gotoHydrated(console_, '/admin/content?tab=courses');
  const lessonsButton = console_.locator('[data-testid^="lessons-"]').first();
  await expect(lessonsButton).toBeVisible(SLOW);
  const courseId = Number((await lessonsButton.getAttribute('data-testid'))?.replace('lessons-', ''));
  await lessonsButton.click();
  const edit = console_.locator('[data-testid^="edit-lesson-"]').first();
  await expect(edit).toBeVisible(SLOW);
  const lessonId = Number((await edit.getAttribute('data-testid'))?.replace('edit-lesson-', ''));
  await edit.click();
  const editor = console_.getByTestId('lesson-editor');
  await editor.getByTestId('lesson-title').fill(title);
  await editor.getByTestId('md-source').fill('### 本课要点\n\n1. 选品看**需求**\n2. 定价看竞争');
  await console_.getByTestId('content-save').click();
  await expect(console_.getByText('已保存', { exact: true }).last()).toBeVisible(SLOW);

  await gotoHydrated(page, `/lesson/${courseId}?lesson=${lessonId}`);
  await expect(page.getByText(title).first()).toBeVisible(SLOW);
  const body = page.getByTestId('lesson-body');
  await expect(body.locator('h3')).toHaveText('本课要点');
  await expect(body.locator('ol li')).toHaveCount(2);
  await expect(body.locator('strong')).toHaveText('需求');
});
