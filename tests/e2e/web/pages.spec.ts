import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

const LANGS = [
  { prefix: '', locale: 'zh-CN' },
  { prefix: '/en', locale: 'en-US' },
  { prefix: '/ru', locale: 'ru-RU' },
] as const;

/** Every public page of the site, unprefixed (the Chinese address). */
const PAGES = ['/', '/about', '/workbench/dashboard', '/login', '/register', '/workbench/login', '/success', '/moreShopAuthorize'] as const;

const localized = (prefix: string, page: string) => (prefix ? (page === '/' ? prefix : `${prefix}${page}`) : page);

/** Every key path of the web's locale files ("footer.terms", "dashboard.expires", …). */
function localeKeys(): string[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales/en-US');
  const keys = new Set<string>();
  const walk = (value: unknown, at: string[]) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
    else if (at.length >= 2) keys.add(at.join('.'));
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), []);
  return [...keys];
}
const KEYS = localeKeys();

async function expectNoRawText(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText + '\n' + document.title);
  expect(text, `${where} shows a raw placeholder`).not.toContain('{{');
  const raw = KEYS.filter((k) => text.includes(k));
  expect(raw, `${where} shows raw locale keys`).toEqual([]);
}

for (const { prefix, locale } of LANGS) {
  test(`${locale}: no public page shows {{ or a raw locale key, nor do the legal dialogs`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const p of PAGES) {
      const url = localized(prefix, p);
      await gotoHydrated(page, url);
      await expectNoRawText(page, url);
    }
    await gotoHydrated(page, localized(prefix, '/'));
    const footer = page.getByTestId('site-footer');
    for (const button of await footer.locator('.footer-legal-link').all()) {
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.ant-modal-title')).toContainText('MarketLens');
      await expectNoRawText(page, `${locale} legal dialog`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}

// Each width in one language: Russian (the longest words) at the narrowest.
for (const [width, { prefix, locale }] of [[360, LANGS[2]], [390, LANGS[0]], [768, LANGS[1]]] as const) {
  test(`${locale} at ${width} px: no public page scrolls sideways`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const p of PAGES) {
      const url = localized(prefix, p);
      await gotoHydrated(page, url);
      const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(scroll, `${url} is ${scroll} px wide in a ${viewport} px window`).toBeLessThanOrEqual(viewport);
    }
  });
}
