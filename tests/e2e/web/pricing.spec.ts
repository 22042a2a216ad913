import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, languagesInTurn, ownSessionPerFile } from './helpers';

const LANGS = [
  { prefix: '', cost: '单件成本', margin: '目标利润率', costCny: '采购成本', weight: '重量', range: '请输入 0 到 95 之间的数字', title: '本土定价计算器', rate: /1 ¥ = ([\d.]+) ₽/ },
  { prefix: '/en', cost: 'Cost per unit', margin: 'Target margin', costCny: 'Purchase cost', weight: 'Weight', range: 'Enter a number from 0 to 95', title: 'Local pricing calculator', rate: /1 ¥ = ([\d.]+) ₽/ },
  { prefix: '/ru', cost: 'Себестоимость единицы', margin: 'Целевая маржа', costCny: 'Закупочная цена', weight: 'Вес', range: 'Введите число от 0 до 95', title: 'Калькулятор цены для продавцов из России', rate: /1 ¥ = ([\d,]+) ₽/ },
] as const;

/** Digits of a displayed amount (`₽790`, `790 ₽`, `¥55.5`), as a number. */
const amount = (text: string) => Number(text.replace(/[^\d.,]/g, '').replace(/\s/g, '').replace(',', '.'));

const session = ownSessionPerFile();

async function setNumber(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.blur();
}

// Each calculator check in one language, the languages in turn.
const turn = languagesInTurn(LANGS);
for (const lang of LANGS) {
  test.describe(`${lang.prefix || '/zh'} pricing calculators`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies(session());
    });

    if (turn(lang)) test('the local calculator gives 790 ₽ for 300 ₽ of cost at FBO, USN 6 % and a 20 % margin', async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/tools/?toolType=1`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      await setNumber(page, lang.cost, '250');
      await setNumber(page, lang.cost, '300');
      // (300 + 63 ₽ logistics) ÷ (1 − 15 % − 1.5 % − 3 % − 3 % − 6 % − 20 % − 5.5 % last mile) = 789.13, rounded up.
      await expect(page.getByTestId('price')).toHaveText(/790/);
      expect(amount((await page.getByTestId('price').textContent()) ?? '')).toBe(790);
      await expect(page.getByTestId('tables-version')).toContainText('2025-12-01.2');
      // The local tariff is an estimate until imported, and the page says so.
      await expect(page.getByTestId('pricing-estimated')).toBeVisible();
      await expect(page.getByTestId('pricing-breakdown')).toHaveAttribute('data-ready', 'true');
    });

    if (turn(lang)) test('the cross-border calculator prices a 200 g item from its yuan costs and the day’s rate', async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/tools/`);
      await setNumber(page, lang.costCny, '20');
      await setNumber(page, lang.weight, '200');
      const sources = (await page.getByTestId('pricing-sources').textContent()) ?? '';
      const rate = Number((lang.rate.exec(sources)?.[1] ?? '').replace(',', '.'));
      expect(rate).toBeGreaterThan(0);
      // Extra Small economy ¥3.05 + 0.026 × 200 g; costs 20 + 1 + 1; 15 ₽ per shipment; shares 12 + 1.5 + 1 + 3 + 3 + 2 + 20 % margin.
      const expected = Math.ceil(((20 + 1 + 1 + 3.05 + 0.026 * 200 + 15 / rate) / (1 - 0.425)) * rate);
      await expect(page.getByTestId('price')).toContainText(String(expected).slice(0, 2));
      const shown = (await page.getByTestId('price').textContent()) ?? '';
      expect(amount(shown.split('·')[0] ?? '')).toBe(expected);
      await expect(page.getByTestId('commission')).toContainText('12');
      // Extra Small's rates are published: no estimate note.
      await expect(page.getByTestId('pricing-estimated')).toHaveCount(0);
    });

    if (turn(lang)) test('a margin out of range is refused with a message and no price', async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/tools/?toolType=1`);
      await setNumber(page, lang.margin, '120');
      await expect(page.getByText(lang.range)).toBeVisible();
      await expect(page.getByTestId('pricing-invalid')).toBeVisible();
      await expect(page.getByTestId('price')).toHaveCount(0);
    });
  });
}

test.describe('tier boundary', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(session());
  });

  test('a price just above a commission tier boundary is flagged with the profit at the boundary', async ({ page }) => {
    await gotoHydrated(page, '/en/tools/');
    await page.getByLabel('Category', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Clothing & Bags' }).click();
    await setNumber(page, 'Weight', '300');
    await expect(page.getByTestId('boundary-warning')).toHaveCount(0);
    await setNumber(page, 'Check a price (optional)', '1520');
    const check = page.getByTestId('price-check');
    await expect(check).toContainText('Selling at 1,520 ₽');
    await expect(check).toContainText('commission 14 %');
    // Above 1,500 ₽ the whole price pays 14 %; at 1,500 ₽ it would pay 12 % (clothing's first tier).
    await expect(check.getByTestId('boundary-warning')).toContainText('just above 1,500 ₽');
    await expect(check.getByTestId('boundary-warning')).toContainText('it is 12 %');
    await setNumber(page, 'Check a price (optional)', '1700');
    await expect(page.getByTestId('boundary-warning')).toHaveCount(0);
  });
});

test.describe('templates', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(session());
  });

  test('a template saved as default adds the profit at market price to the hot-seller list', async ({ page }) => {
    // Four page loads of the workbench: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    await gotoHydrated(page, '/en/tools/?toolType=1');
    await setNumber(page, 'Cost per unit', '150');
    await expect(page.getByTestId('price')).toBeVisible();
    await page.getByTestId('template-save-as').click();
    const dialog = page.getByRole('dialog');
    const name = `Local 150 ${Date.now() % 100_000}`;
    await dialog.getByLabel('Template name').fill(name);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('template-default')).toBeVisible();
    await expect(page.getByTestId('pricing-templates')).toContainText(name);

    await gotoHydrated(page, '/en/workbench/selection/hot?typeId=99997&days=7');
    await expect(page.getByRole('columnheader', { name: 'Profit/unit' })).toBeVisible();
    await expect(page.getByTestId('market-profit').first()).toContainText('₽');

    // Back on the calculator, the default template is where it starts; deleting it removes the column.
    await gotoHydrated(page, '/en/tools/?toolType=1');
    await expect(page.getByLabel('Cost per unit', { exact: true })).toHaveValue('150');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('template-default')).toHaveCount(0);
    await gotoHydrated(page, '/en/workbench/selection/hot?typeId=99997&days=7');
    await expect(page.getByTestId('analytics-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Profit/unit' })).toHaveCount(0);
  });
});

test.describe('guests', () => {
  test('a guest clicking a Tools entry in the header gets the guest warning and stays', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('link', { name: 'Local pricing calculator' }).click();
    await expect(page.getByText('You are browsing as a guest: log in to see more')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    // The cross-border calculator is hidden in the header menu (spec §2).
    await expect(page.getByRole('link', { name: 'Cross-border pricing calculator' })).toHaveCount(0);
  });

  test('a guest opening the calculator gets the guest warning in each language', async ({ page }) => {
    for (const [prefix, text] of [
      ['', '您当前为游客身份，需要登录后查看更多内容'],
      ['/ru', 'Вы вошли как гость. Чтобы увидеть больше, войдите в аккаунт'],
    ] as const) {
      await gotoHydrated(page, `${prefix}/tools/?toolType=1`);
      await expect(page.getByTestId('guest-warning')).toContainText(text);
      await expect(page.getByTestId('pricing-form')).toHaveCount(0);
    }
  });
});
