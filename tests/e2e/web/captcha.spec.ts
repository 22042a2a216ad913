import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, gotoHydrated } from './helpers';

const pages = [
  { lang: 'zh', path: '/login', width: 1440 },
  { lang: 'en', path: '/en/login', width: 390 },
  { lang: 'ru', path: '/ru/login', width: 390 },
];

// Each language at one width: the longer hints on a phone.
for (const { lang, path: loginPath, width } of pages) {
  test(`the slider piece keeps its shape and the hint stays readable (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, loginPath);
    await page.getByRole('tab').nth(1).click();
    const form = page.getByTestId('sms-login-form');
    await form.getByRole('textbox').first().fill(DEMO.mobile);
    await form.getByTestId('sms-button').click();
    const captcha = page.getByTestId('slider-captcha');
    await expect(captcha).toHaveAttribute('data-captcha-id', /.+/);
    const piece = captcha.locator('.captcha-piece');
    await expect(piece).toBeVisible();
    await expect(page.getByRole('slider')).toBeEnabled();

    // The piece is drawn at the proportions of its image, not squeezed into a square.
    const shape = await piece.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { drawn: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
    });
    expect(shape.natural).toBeGreaterThan(0);
    expect(Math.abs(shape.drawn - shape.natural)).toBeLessThan(0.02);

    // No glyph of the hint lies under the handle at its starting position.
    const overlap = await captcha.evaluate((root) => {
      const text = root.querySelector('.captcha-track-text');
      const handle = root.querySelector('.captcha-handle');
      if (!text?.firstChild || !handle) return 'missing';
      const range = document.createRange();
      range.selectNodeContents(text);
      const h = handle.getBoundingClientRect();
      return Array.from(range.getClientRects()).some((r) => r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top);
    });
    expect(overlap).toBe(false);
    await captcha.screenshot({ path: path.join('test-results', 'screenshots', `captcha-${lang}-${width}.png`) });
  });
}
