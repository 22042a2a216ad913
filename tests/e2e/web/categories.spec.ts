import { expect, test, type Locator, type Page } from '@playwright/test';
import { BOUND, rows } from './analytics-fixtures';
import { freshMobile, gotoHydrated, ownSessionPerFile, registerFresh, waitForHydration } from './helpers';

// The file's own member is set up like the demo account: Operation plan (3 category slots), 99997
// in slot 1 and 99991 in slot 2, the third slot empty. It binds Beauty & Personal Care there.
const BEAUTY = 99998;
const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

/**
 * Picks a category in a slot's select until the select shows it: a click that lands while the
 * dropdown is still opening does not choose, so the choice is made again until it holds.
 */
async function chooseCategory(page: Page, scope: Locator, name: string): Promise<void> {
  await expect(async () => {
    const option = page.locator('.ant-select-item-option', { hasText: name });
    if (!(await option.isVisible())) await scope.getByTestId('category-select').click();
    await option.click({ timeout: 2_000 });
    await expect(scope.getByTestId('category-bind')).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a member binds a category to the empty slot and its list then shows full rows; changing it again says when it may', async ({ page }) => {
  test.setTimeout(120_000);
  // Outside the bound categories: the 10-row preview and why.
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BEAUTY}&days=7`);
  await expect(page.getByTestId('scope-limited')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);

  // The notice of the slot still to choose comes with the page's HTML, above the list: the rows do
  // not move when the page hydrates. Dismissed, it stays away, from the server's copy on.
  const serverCopy = async () => (await page.request.get('/en/workbench/selection/hot?days=7')).text();
  expect(await serverCopy()).toContain('data-testid="category-notice"');
  await page.goto('/en/workbench/selection/hot?days=7', { waitUntil: 'domcontentloaded' });
  const notice = page.getByTestId('category-notice');
  await expect(notice).toContainText('Category slots left to choose: 1.');
  const before = await rows(page).first().boundingBox();
  await waitForHydration(page);
  expect((await rows(page).first().boundingBox())?.y).toBe(before?.y);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  const html = await serverCopy();
  expect(html).toContain('data-testid="analytics-table"');
  expect(html).not.toContain('data-testid="category-notice"');

  await gotoHydrated(page, '/en/account/categories');
  await expect(page.getByRole('heading', { name: 'My categories' })).toBeVisible();
  await expect(page.getByTestId('category-rule')).toContainText('locked for 30 days from when it was last set');
  const slot = page.getByTestId('category-slot-2');
  await expect(slot).toContainText('Not chosen yet');
  await expect(page.getByTestId('category-slot-0')).toContainText('Home & Living');
  await expect(page.getByTestId('category-slot-0').getByTestId('category-slot-status')).toContainText('Can change again after');
  await slot.getByTestId('category-select').click();
  // Categories bound in other slots cannot be chosen twice.
  await expect(page.locator('.ant-select-item-option', { hasText: 'Home & Living (in category 1)' })).toHaveClass(/ant-select-item-option-disabled/);
  await chooseCategory(page, slot, 'Beauty & Personal Care');
  await slot.getByTestId('category-bind').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bind “Beauty & Personal Care” as category 3?');
  await expect(dialog).toContainText('locked for 30 days');
  await dialog.getByTestId('category-confirm').click();
  await expect(page.getByText('“Beauty & Personal Care” is bound')).toBeVisible();
  await expect(slot.getByTestId('category-slot-name')).toHaveText('Beauty & Personal Care');
  await expect(slot.getByTestId('category-slot-status')).toContainText('Can change again after');
  await expect(slot.getByTestId('category-select')).toHaveCount(0);

  // Inside the new category: every row the plan allows (a full page, more pages).
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BEAUTY}&days=7`);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('scope-limited')).toHaveCount(0);

  // Changing it again within 30 days: the slot is locked, offers no choice and says from when it may change.
  await gotoHydrated(page, '/en/account/categories');
  const again = new Date(Date.now() + 30 * 86_400_000);
  const day = `${again.getFullYear()}-${String(again.getMonth() + 1).padStart(2, '0')}-${String(again.getDate()).padStart(2, '0')}`;
  await expect(slot.getByTestId('category-slot-status')).toContainText(`Can change again after ${day}`);
  await expect(slot.getByTestId('category-select')).toHaveCount(0);
  await expect(slot.getByTestId('category-bind')).toHaveCount(0);
});

test('a list without a category opens on the first bound category, and the whole market is one click away with its 10-row rule', async ({ page }) => {
  await gotoHydrated(page, '/en/workbench/selection/hot?days=7');
  await expect(page.getByTestId('category-picker')).toContainText('Home & Living');
  await expect(rows(page)).toHaveCount(20);
  await page.getByTestId('whole-market').click();
  await expect(page).toHaveURL(/typeId=all/);
  await expect(page.getByTestId('scope-limited')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  // The explanation offers the way back to the member's categories.
  await page.getByTestId('scope-limited').getByRole('button', { name: 'Home & Living' }).click();
  await expect(page).toHaveURL(new RegExp(`typeId=${BOUND}`));
  await expect(rows(page)).toHaveCount(20);
});

test('the account menu and the dashboard lead to the categories page, in three languages', async ({ page }) => {
  for (const [prefix, title] of [['', '我的类目'], ['/en', 'My categories'], ['/ru', 'Мои категории']] as const) {
    await gotoHydrated(page, `${prefix}/workbench/dashboard`);
    await page.getByTestId('dashboard-categories-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/categories$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('category-slot-0')).toBeVisible();
  }
});

test('a new member is asked once for the trial’s category on the first workbench visit, and binds it in the prompt', async ({ browser }) => {
  // A registration with the slider and the SMS code, then the dashboard twice.
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const mobile = freshMobile();
  await registerFresh(page, mobile);

  await gotoHydrated(page, '/en/workbench/dashboard');
  const prompt = page.getByRole('dialog', { name: 'Choose your categories' });
  await expect(prompt).toContainText('Top categories your plan binds: 1.');
  await expect(prompt.getByTestId('category-slot-1')).toHaveCount(0);
  await chooseCategory(page, prompt, 'Clothing & Bags');
  await prompt.getByTestId('category-bind').click();
  await page.getByTestId('category-confirm').click();
  await expect(page.getByText('“Clothing & Bags” is bound')).toBeVisible();
  await expect(prompt).toBeHidden();
  // Asked once: the next visit has neither the modal nor a notice (nothing is left to choose).
  await gotoHydrated(page, '/en/workbench/selection/hot?days=7');
  await expect(page.getByTestId('category-picker')).toContainText('Clothing & Bags');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('category-notice')).toHaveCount(0);
  await context.close();
});
