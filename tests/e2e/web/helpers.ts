import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Cookie, type Page, type Response, type TestInfo } from '@playwright/test';
import { DEMO_MEMBER, memberFor, type Member } from '../members';

export { freshMobile, memberFor, type Member } from '../members';
export const DEMO = DEMO_MEMBER;

/**
 * Real-time rules of the slider captcha (server/src/services/captcha/slider.ts CAPTCHA_POLICY): the
 * server measures them with its own clock, so a test cannot fast-forward them and waits them out.
 * An address that solves often (every test's comes from this machine) must have looked at the puzzle
 * for 2.5 s before its answer arrives (minSolveMs); the drag's trail must last at least 250 ms
 * (minDragMs) and no longer than the puzzle has existed.
 */
const CAPTCHA_REAL_TIME = Object.freeze({ lookMs: 2_300, dragSteps: 16, dragStepMs: 25 });

/** Waits, in real time, until the puzzle shown at `shownAt` has been looked at as long as the server asks. */
async function lookAtPuzzleLikeAPerson(page: Page, shownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, shownAt + CAPTCHA_REAL_TIME.lookMs - Date.now()));
}

/** Drags the handle by `x` like a hand (quick at first, slowing onto the gap, wobbling a pixel), over real time. */
async function dragLikeAHand(page: Page, startX: number, y: number, x: number): Promise<void> {
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= CAPTCHA_REAL_TIME.dragSteps; i++) {
    const p = i / CAPTCHA_REAL_TIME.dragSteps;
    await page.mouse.move(startX + x * (1 - (1 - p) ** 3), y + (i % 3) - 1);
    await page.waitForTimeout(CAPTCHA_REAL_TIME.dragStepMs);
  }
  await page.mouse.up();
}

/** Solves the slider captcha the way a person would: the development endpoint says where the gap is. */
export async function solveSlider(page: Page): Promise<void> {
  const captcha = page.getByTestId('slider-captcha');
  await expect(captcha).toHaveAttribute('data-captcha-id', /.+/, { timeout: 20_000 });
  const id = await captcha.getAttribute('data-captcha-id');
  const shownAt = Date.now();
  // A connection the server closed as idle can be reset as it is reused; the read is safe to repeat.
  const res = await page.request.get(`/api/dev/captcha/${id}/answer`, { maxRetries: 2 });
  const { x } = (await res.json()) as { x: number };
  const handle = page.getByRole('slider');
  await expect(handle).toBeEnabled();
  // Raw mouse events go to whatever is on top; hovering first waits until nothing (such as the
  // fading mask of a dialog that just closed) covers the handle.
  await handle.hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slider handle');
  await lookAtPuzzleLikeAPerson(page, shownAt);
  const checked = page.waitForResponse((r) => r.url().includes('/captcha/slider/verify'));
  await dragLikeAHand(page, box.x + box.width / 2, box.y + box.height / 2, x);
  await checked;
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

/** Registers a fresh number on the English sign-up page with the slider and the SMS code; the new account starts on the trial. */
export async function registerFresh(page: Page, mobile: string): Promise<void> {
  await gotoHydrated(page, '/en/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  await form.getByLabel('Set a password (6-16 letters and digits)').fill('Fresh1234');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up and log in' }).click();
  await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });
}

/** Waits until React has hydrated the page: before that its buttons and links do nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Opens a page of the site and waits for hydration; every test starts its pages this way. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const res = await page.goto(path);
  await waitForHydration(page);
  return res;
}

/** Reloads the page and waits for hydration. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/**
 * Logs a member (the demo account unless `member` names another, such as the file's memberFor) in
 * with its password through the login page of a language (`/login`, `/en/login`, `/ru/login`); the
 * number has a sub-account, so the account choice is answered with the main account unless
 * `account` names another. Ends on the hydrated dashboard.
 */
export async function loginWithPassword(page: Page, options: { path?: string; account?: string; member?: Member } = {}): Promise<void> {
  const member = options.member ?? DEMO;
  const path = options.path ?? '/login';
  const labels = LOGIN_LABELS[path.startsWith('/en') ? 'en' : path.startsWith('/ru') ? 'ru' : 'zh'];
  await gotoHydrated(page, path);
  const form = page.getByTestId('password-login-form');
  await form.getByLabel(labels.mobile).fill(member.mobile);
  await form.getByLabel(labels.password, { exact: true }).fill(member.password);
  await form.getByRole('button', { name: labels.submit }).click();
  await solveSlider(page);
  await chooseAccount(page, options.account);
  await expect(page).toHaveURL(/\/workbench\/dashboard/, { timeout: 15_000 });
  await waitForHydration(page);
}

const LOGIN_LABELS = {
  zh: { mobile: '手机号', password: '密码', submit: '立即登录' },
  en: { mobile: 'Phone number', password: 'Password', submit: 'Log in' },
  ru: { mobile: 'Номер телефона', password: 'Пароль', submit: 'Войти' },
} as const;

/** The running test's file's own test member (memberFor): for tests that change member data. */
export function ownMember(): Member {
  return memberFor(test.info());
}

/** Logs the spec file's own test member in (see loginWithPassword): for tests that change member data. */
export function loginOwnMember(page: Page, options: { path?: string; account?: string } = {}): Promise<void> {
  return loginWithPassword(page, { ...options, member: ownMember() });
}

/** Answers the account choice a number with sub-accounts gets: the main account, or the one named. */
export async function chooseAccount(page: Page, account?: string): Promise<void> {
  const select = page.getByTestId('account-select');
  await expect(select).toBeVisible({ timeout: 15_000 });
  if (account) await select.getByRole('radio', { name: new RegExp(account) }).check();
  await select.getByTestId('account-select-continue').click();
}

/** The session cookies of a real login of a member (the demo account unless named), made in a page of its own. */
export async function demoSessionCookies(context: BrowserContext, member: Member = DEMO): Promise<Cookie[]> {
  const page = await context.newPage();
  await loginWithPassword(page, { member });
  const cookies = (await context.cookies()).filter((c) => c.name === 'USER_STORE' || c.name === 'Control-T');
  await page.close();
  return cookies;
}

/** A real login of a member in a context of its own, closed again: its session cookies. */
async function loginInOwnContext(browser: Browser, member: Member): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    return await demoSessionCookies(context, member);
  } finally {
    await context.close();
  }
}

/** A lock older than this was left by a worker that died mid-login (its hook's limit is 90 s). */
const STALE_LOCK_MS = 120_000;

/**
 * The session cookies of a member, logged in once for the whole run and shared by every worker: the
 * first worker to ask logs in (holding a lock file) and leaves the cookies in the run's output folder,
 * which Playwright empties when a run starts; the others wait for them. A `beforeAll` runs once per
 * worker and again after every failure, so without this each file logged in two or three times.
 */
async function sharedSession(browser: Browser, testInfo: TestInfo, member: Member): Promise<Cookie[]> {
  const dir = path.join(testInfo.project.outputDir, '.sessions');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${member.mobile}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Cookie[];
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      // Another worker is logging this member in: wait for its cookies, unless it died doing so.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const cookies = await loginInOwnContext(browser, member);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(cookies));
      fs.renameSync(`${file}.tmp`, file);
      return cookies;
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

function sessionPerFile(memberOf: (testInfo: TestInfo) => Member): () => Cookie[] {
  let cookies: Cookie[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    cookies = await sharedSession(browser, testInfo, memberOf(testInfo));
  });
  return () => cookies;
}

/**
 * The demo account's session, logged in once for the whole run (see sharedSession) and read by the
 * file's `beforeAll`: its cookies, for the tests that add them to their context. For files that only read.
 */
export function demoSessionPerFile(): () => Cookie[] {
  return sessionPerFile(() => DEMO);
}

/** As demoSessionPerFile, with the file's own test member (memberFor): for files that change member data. */
export function ownSessionPerFile(): () => Cookie[] {
  return sessionPerFile(memberFor);
}

/**
 * For a file whose journeys are written once per language: whether this journey runs in `lang`, the
 * languages taken in turn (the file's journey i in language i mod n), so that each journey runs once
 * and every language runs some of them: `if (turn(lang)) test(…)`. The pages of every language are
 * walked whole elsewhere (raw texts, sideways scrolling, the workbench pages fit).
 */
export function languagesInTurn<L>(langs: readonly L[]): (lang: L) => boolean {
  const registered = new Map<L, number>();
  return (lang) => {
    const i = registered.get(lang) ?? 0;
    registered.set(lang, i + 1);
    return i % langs.length === langs.indexOf(lang);
  };
}
