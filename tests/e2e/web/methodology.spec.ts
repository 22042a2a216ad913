import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { methodology } from '@marketlens/core/contract';
import { BOUND } from './analytics-fixtures';
import { demoSessionPerFile, gotoHydrated } from './helpers';

/** The page's heading, one source's heading and the words of the not-measured state, as a visitor reads them. */
const LANGS = [
  { prefix: '', locale: 'zh-CN', title: '数据方法说明', extension: '插件观察数据',
    notMeasured: '尚未进行测量。准确度测试运行后，数字会显示在这里；在此之前，MarketLens 不对其估算的准确度做任何声明。' },
  { prefix: '/en', locale: 'en-US', title: 'Methodology', extension: 'Observations from the extension',
    notMeasured: 'No measurement has been made yet. The figures will appear here once the accuracy bench has run; until then MarketLens claims no accuracy for its estimates.' },
  { prefix: '/ru', locale: 'ru-RU', title: 'Методика', extension: 'Наблюдения расширения',
    notMeasured: 'Измерений ещё не было. Цифры появятся здесь, когда стенд точности будет запущен; до тех пор MarketLens не заявляет никакой точности своих оценок.' },
] as const;

/** The measurement the server answers: the bench's committed file, when it is there and well-formed. */
function committedAccuracy(): methodology.Accuracy | null {
  const file = path.resolve('server/src/services/estimates/accuracy.json');
  if (!fs.existsSync(file)) return null;
  const parsed = methodology.accuracySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : null;
}

for (const { prefix, locale, title, extension, notMeasured } of LANGS) {
  test(`${prefix || '/zh'}/methodology is rendered on the server with the measured accuracy or plainly none`, async ({ request }) => {
    const res = await request.get(`${prefix}/methodology`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(title);
    expect(html).toContain(extension);
    const accuracy = committedAccuracy();
    // The page's own markup, before the scripts that carry every string of the page's languages.
    const body = html.slice(0, html.indexOf('<script'));
    if (accuracy) {
      expect(body).toContain('data-testid="accuracy-table"');
      expect(body).toContain(accuracy.measuredOn);
      expect(body).not.toContain('data-testid="accuracy-none"');
      expect(body).not.toContain(notMeasured);
    } else {
      expect(body).toContain(notMeasured);
      expect(body).not.toContain('data-testid="accuracy-table"');
    }
  });
}

test.describe('from the workbench', () => {
  const session = demoSessionPerFile();
  test.beforeEach(async ({ context }) => {
    await context.addCookies(session());
  });

  // From a Russian list; the page itself is checked in every language above.
  for (const { prefix, title } of LANGS.filter((l) => l.prefix === '/ru')) {
    test(`${prefix || '/zh'} the data strip's method opens the methodology page in the same language`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/workbench/selection/hot?typeId=${BOUND}&days=7`);
      const link = page.getByTestId('honest-note').getByTestId('methodology-link');
      await expect(link).toHaveAttribute('href', `${prefix}/methodology`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/methodology$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('method-accuracy')).toBeVisible();
    });
  }
});
