import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, languagesInTurn } from './helpers';
import { watchNetwork } from '../settle';

const HOMES = [
  { path: '/', lang: 'zh-CN', heading: '看懂 Ozon 市场，选对下一款爆品', firstCategory: '家居生活' },
  { path: '/en', lang: 'en-US', heading: 'Understand the Ozon market and pick your next best-seller', firstCategory: 'Home & Living' },
  { path: '/ru', lang: 'ru-RU', heading: 'Понимайте рынок Ozon и находите следующий хит продаж', firstCategory: 'Дом и быт' },
];

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

// Each check in one language, the languages in turn.
const turn = languagesInTurn(HOMES);
for (const home of HOMES) {
  if (turn(home)) test(`${home.path} is rendered on the server in ${home.lang} with its data and stylesheet`, async ({ request }) => {
    const res = await request.get(home.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${home.lang}"`);
    expect(html).toContain(home.heading);
    // The categories come from the API through the page's loader, so they are in the HTML.
    // Each category opens its industry overview in the workbench, in the page's language.
    const prefix = home.path === '/' ? '' : home.path;
    const chip = new RegExp(`<li><a href="(${prefix}/workbench/industry/general\\?typeId=\\d+)">${home.firstCategory.replace(/&/g, '&amp;')}</a></li>`);
    const href = chip.exec(html)?.[1];
    expect(href, 'first category chip links to its overview').toBeTruthy();
    expect((await request.get(href as string)).status()).toBe(200);
    // The statistics band states the indexed market's own size, not marketing figures.
    const survey = (await (await request.get('/api/trend-survey/surveyData')).json()) as { data: { latestDay: string; historyDays: number } };
    expect(html).toContain('data-testid="home-stats"');
    expect(html).toContain(survey.data.latestDay);
    expect(html).not.toMatch(/数亿|Hundreds of millions|Сотни миллионов|6000\+/);
    // The site's and the page's small stylesheets come inline in the head: no request blocks the first paint.
    expect(html).toMatch(/<head>.*<style data-inline-css="site">.+<style data-inline-css="home">.+<\/head>/s);
    expect(html).not.toContain('rel="stylesheet"');
  });

  if (turn(home)) test(`${home.path} reads right with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Without scripts the page never hydrates: it is read as the server sent it.
    await page.goto(home.path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(home.heading);
    // The hero's white heading on the dark artwork comes from the stylesheet, not from scripts.
    expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  if (turn(home)) test(`${home.path} hydrates without console errors and shows categories from the API`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await gotoHydrated(page, home.path);
    await expect(page.getByTestId('home-categories').getByText(home.firstCategory, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const target of ['/en', '/ru/about']) {
  test(`a navigation inside the site into ${target} paints it styled from its first frame`, async ({ page }) => {
    // The login page does not carry the home stylesheet; the router then renders the target client-side.
    await gotoHydrated(page, `${target.startsWith('/ru') ? '/ru' : '/en'}/login`);
    await page.evaluate(() => {
      const w = window as unknown as { firstHeroColor: string | null };
      w.firstHeroColor = null;
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('.hero h1');
        if (!h1) return;
        // Read as the element enters the document, before the browser paints it.
        w.firstHeroColor = getComputedStyle(h1).color;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.evaluate((path) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(path), target);
    await page.waitForFunction(() => (window as unknown as { firstHeroColor: string | null }).firstHeroColor !== null);
    expect(await page.evaluate(() => (window as unknown as { firstHeroColor: string }).firstHeroColor)).toBe('rgb(255, 255, 255)');
  });
}

for (const path of ['/login', '/en/register', '/ru/workbench/login', '/en/IndustryNews']) {
  test(`${path} hydrates what the server rendered, without errors`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const network = watchNetwork(page);
    await gotoHydrated(page, path);
    // A hydration mismatch (React #418) throws the server's HTML away and renders the page again;
    // what the page loads after hydrating has loaded (and said its errors) once the network is quiet.
    await network.settled();
    expect(problems).toEqual([]);
  });
}

test.describe("the home page's market", () => {
  test('shows the six hot lists of the whole market, five rows each, every row opening its workbench page', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    for (const list of ['goods', 'categories', 'keywords', 'soaringGoods', 'soaringShops', 'brands']) {
      const card = new RegExp(`data-testid="market-${list}".*?</article>`, 's').exec(html)?.[0] ?? '';
      expect(card, list).not.toBe('');
      expect(card.match(/class="market-rank/g) ?? [], list).toHaveLength(5);
      expect(card, list).toMatch(/class="market-more" href="\/en\/workbench\//);
    }
    expect(html).toMatch(/data-testid="market-goods".*?href="\/en\/workbench\/goods\/detail\?goodsId=\d+"/s);
    expect(html).toMatch(/data-testid="market-keywords".*?href="\/en\/workbench\/keyword\/detail\?keywordId=\d+"/s);
    // The next live class and the image windows an operator set are on the page.
    expect(html).toContain('data-testid="home-live"');
    expect(html).toMatch(/class="home-windows".*?<img src="\/api\/media\/window\/\d+\.svg\?v=[a-z0-9]+"/s);
  });

  test('a category chosen in the picker narrows every list to it and shows its largest subcategories', async ({ page }) => {
    await gotoHydrated(page, '/ru');
    const market = page.getByTestId('home-market');
    await expect(market.getByTestId('market-top5')).toHaveCount(0);
    await market.getByTestId('market-picker').getByRole('link', { name: 'Одежда и сумки' }).click();
    await expect(page).toHaveURL(/\/ru\?typeId=99996#market$/);
    await expect(market.getByRole('heading', { level: 2 })).toHaveText('Рынок сегодня: Одежда и сумки');
    await expect(market.getByTestId('market-picker').getByRole('link', { name: 'Одежда и сумки' })).toHaveAttribute('aria-current', 'page');
    await expect(market.getByTestId('market-top5').getByRole('listitem')).toHaveCount(5);
    await expect(market.getByTestId('market-goods').locator('.market-more')).toHaveAttribute('href', '/ru/workbench/selection/hot?typeId=99996');
    // The hot categories of a category are its subcategories: each opens its own overview.
    await expect(market.getByTestId('market-categories').locator('a.market-name').first()).toHaveAttribute('href', /^\/ru\/workbench\/industry\/general\?typeId=99996\d\d$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  });

  test('the search box suggests Ozon search words as the visitor types and opens the chosen one', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.getByRole('radio', { name: 'Search word' }).click();
    const box = page.getByRole('combobox', { name: 'Type a search word buyers use, e.g. чайник' });
    await box.fill('чайник');
    const options = page.getByTestId('search-suggestions').getByRole('option');
    await expect(options.first()).toBeVisible({ timeout: 15_000 });
    for (const text of await options.locator('.suggestion-word').allInnerTexts()) expect(text).toContain('чайник');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/workbench\/keyword\/detail\?keywordId=\d+$/);
    // A word no search contains is said so, and nothing opens.
    await gotoHydrated(page, '/en');
    await page.getByRole('radio', { name: 'Search word' }).click();
    await page.getByRole('combobox').fill('zzqqxx');
    // Entered before the suggestions arrive, the search asks for them itself.
    await page.getByRole('combobox').press('Enter');
    await expect(page.locator('.search-error')).toHaveText('No search word on Ozon contains this text; try a shorter or Russian word');
    await expect(page).toHaveURL(/\/en$/);
  });
});
