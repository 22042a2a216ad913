import { expect, type Page } from '@playwright/test';

export const DEMO = { mobile: '13800138000', password: 'Demo1234' };

/** Solves the slider captcha the way a person would: the development endpoint says where the gap is. */
export async function solveSlider(page: Page): Promise<void> {
  const captcha = page.getByTestId('slider-captcha');
  await expect(captcha).toHaveAttribute('data-captcha-id', /.+/);
  const id = await captcha.getAttribute('data-captcha-id');
  const res = await page.request.get(`/api/dev/captcha/${id}/answer`);
  const { x } = (await res.json()) as { x: number };
  const handle = page.getByRole('slider');
  await expect(handle).toBeEnabled();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slider handle');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(startX + (x * i) / 12, y + (i % 2));
    await page.waitForTimeout(25);
  }
  await page.mouse.up();
}

/** The newest SMS code the development outbox holds for a number. */
export async function smsCodeFor(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    const body = (await res.json()) as { data: { code: string }[] };
    // Newest first.
    code = body.data[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Logs the demo account in with its password through the login page. */
export async function loginWithPassword(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('手机号').fill(DEMO.mobile);
  await form.getByLabel('密码').fill(DEMO.password);
  await form.getByRole('button', { name: '立即登录' }).click();
  await solveSlider(page);
  await continueAsMainAccount(page);
  await expect(page).toHaveURL(/\/workbench\/dashboard/, { timeout: 15_000 });
}

/** The demo number has a sub-account, so a login asks which account to enter; this keeps the main one. */
export async function continueAsMainAccount(page: Page): Promise<void> {
  const select = page.getByTestId('account-select');
  await expect(select).toBeVisible({ timeout: 15_000 });
  await select.getByTestId('account-select-continue').click();
}
