import { expect, type BrowserContext, type Page } from '@playwright/test';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { identity } from '@marketlens/core/contract';
import { callUrl, SESSION_KEYS } from '@marketlens/core/http';
import type { Member } from '../members';
import { solveSlider } from '../web/helpers';
import { DEMO } from './harness';

/**
 * Logs a member (the demo account unless named; a file that changes member data names its own,
 * memberFor) in through the site's own English login page (which also sets the site's language to
 * English, and the extension follows the site's language).
 */
export async function loginOnSite(page: Page, member: Member = DEMO): Promise<void> {
  await page.goto('/en/login');
  const form = page.getByTestId('password-login-form');
  // The page arrives server-rendered; what is typed before hydration is lost, so type until it holds.
  await expect(async () => {
    await form.getByLabel('Phone number').fill(member.mobile);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('slider-captcha')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await solveSlider(page);
  // The demo number also has a sub-account: the site asks which one to open (the main one is preselected).
  const choose = page.getByRole('button', { name: 'Use this account' });
  await expect(choose.or(page.getByTestId('dashboard-membership'))).toBeVisible({ timeout: 15_000 });
  if (await choose.isVisible()) await choose.click();
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard/, { timeout: 15_000 });
  // Choosing the account leaves the site's language cookie at Chinese; the English home page sets it
  // back, as it would for a visitor, so that the extension (which follows the site) speaks English.
  await page.goto('/en');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
}

/** The user the site's USER_STORE cookie holds, or undefined when the site is logged out. */
export async function siteUser(context: BrowserContext, baseURL: string): Promise<{ userToken: string; nickName?: string; account?: string; accountType?: string } | undefined> {
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === SESSION_KEYS.userCookie);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { userToken: string; nickName?: string; account?: string; accountType?: string }) : undefined;
}

/**
 * Whether the server accepts a session as the site's own pages would send it: the cookies of the
 * site's origin on a call that needs a signed-in user. Answers the HTTP status.
 */
export async function sessionStatus(context: BrowserContext, baseURL: string, cookieHeader?: string): Promise<number> {
  const url = callUrl(parseRuntimeConfig({ apiOrigin: baseURL }), identity.getUserProductAndPolicy);
  const res = await context.request.post(url, cookieHeader === undefined ? {} : { headers: { cookie: cookieHeader } });
  return res.status();
}

/** A Cookie header holding a given USER_STORE user, to ask the server about a token the browser no longer has. */
export function userCookieHeader(user: { userToken: string }): string {
  return `${SESSION_KEYS.userCookie}=${encodeURIComponent(JSON.stringify(user))}`;
}
