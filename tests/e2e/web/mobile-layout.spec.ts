import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Every page of the mobile site, unprefixed. */
const PAGES = [
  '/m',
  '/m/product',
  '/m/about',
  '/m/agreement',
  '/m/policy',
  '/m/DeliveryInfo',
  '/m/download',
  '/m/QACommunity',
  '/m/answerDetail/1',
  '/m/lottery',
  '/m/ReceivePrize',
  '/m/register',
  '/m/feedback',
  '/m/promotion',
];
/**
 * The controls of the page (or of `scope`) smaller than 44 × 44 px. A link or button inside a
 * sentence keeps the line's height (WCAG's inline exception); a check box or a field inside antd's
 * wrapper is measured by the wrapper a finger actually touches.
 */
async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`${selector} is missing`];
    const small: string[] = [];
    const controls = root.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary');
    for (const control of Array.from(controls)) {
      const el = (control.closest('label, .ant-input-affix-wrapper, .ant-select, .ant-tabs-tab') ?? control) as HTMLElement;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      const own = (el.textContent ?? '').trim().length;
      const around = (el.parentElement?.textContent ?? '').trim().length;
      const inSentence = style.display.startsWith('inline') && around > own + 2 && !!el.parentElement?.closest('p, label, .ant-checkbox-label');
      if (inSentence) continue;
      // Half a pixel of rounding: layout works in fractions of a pixel.
      if (rect.width < 43.5 || rect.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
        small.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  }, scope);
}

// Each width in one language: Russian (the longest words) at the narrowest.
for (const [width, prefix] of [[320, '/ru'], [390, ''], [750, '/en']] as const) {
  test(`${prefix || '/'} at ${width} px: no mobile page scrolls sideways and every control is a 44 px touch target`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of PAGES) {
      const url = `${prefix}${path}`;
      await gotoHydrated(page, url);
      // Wait for the lazily loaded parts (the forms) to render.
      await page.waitForLoadState('networkidle');
      const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(scroll, `${url} is ${scroll} px wide in a ${viewport} px window`).toBeLessThanOrEqual(viewport);
      expect(await smallTargets(page), `${url}: targets under 44 px`).toEqual([]);
    }
    // The login sheet, opened from the header of a tab page.
    await gotoHydrated(page, `${prefix}/m`);
    await page.getByTestId('m-login').click();
    await expect(page.getByTestId('m-sheet-login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page, '[data-testid="m-sheet-login"]'), 'login sheet: targets under 44 px').toEqual([]);
    await context.close();
  });
}
