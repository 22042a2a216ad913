import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseAccount, gotoHydrated, ownMember, solveSlider, waitForHydration } from './helpers';

const LANGS = [
  { prefix: '', lang: 'zh' },
  { prefix: '/en', lang: 'en' },
  { prefix: '/ru', lang: 'ru' },
] as const;

type Api<T> = { code: number; data: T };

/** The first item of a list of the API, in a language. */
async function first<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  const body = (await res.json()) as Api<{ list: T[] } | T[]>;
  const list = Array.isArray(body.data) ? body.data : body.data.list;
  const item = list[0];
  if (!item) throw new Error(`empty list at ${path}`);
  return item;
}

for (const { prefix, lang } of LANGS) {
  test(`details render on the server with neighbours, related items and structured data (${lang})`, async ({ page, request }) => {
    const article = await first<{ id: number; title: string; category: string }>(page, `/article/list?category=operate&lang=${lang}`);
    const res = await request.get(`${prefix}/article/operate/${article.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('rel="prev"');
    const question = await first<{ id: number; title: string }>(page, `/queAndAns/list?lang=${lang}`);
    const qa = await request.get(`${prefix}/answerDetail/${question.id}`);
    expect(qa.status()).toBe(200);
    expect(await qa.text()).toContain('"@type":"QAPage"');
    const course = await first<{ id: number; title: string }>(page, `/college/courses?lang=${lang}`);
    const lesson = await request.get(`${prefix}/lesson/${course.id}`);
    expect(lesson.status()).toBe(200);
    expect(await lesson.text()).toContain('"@type":"Course"');
    const guide = await first<{ id: number }>(page, `/college/pages?kind=guide&lang=${lang}`);
    expect((await request.get(`${prefix}/noviceGuide/${guide.id}`)).status()).toBe(200);
    const resource = await first<{ id: number }>(page, `/college/pages?kind=resource&lang=${lang}`);
    expect((await request.get(`${prefix}/resource/${resource.id}`)).status()).toBe(200);
    // The older addresses of an article show it too.
    for (const path of ['IndustryNewsDetails', 'post', 'report', 'electricity-detail']) {
      expect((await request.get(`${prefix}/${path}/${article.id}`)).status(), path).toBe(200);
    }
  });
}

test('the header and home links to the college, news and community land on real pages', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const content = [...new Set(hrefs.filter((h) => /^\/(business-college|college|IndustryNews|QACommunity|answerDetail|article|lesson|noviceGuide|resource|industry)/.test(h)))];
  expect(content.length).toBeGreaterThan(4);
  for (const href of content) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('the sitemap lists the public pages in three languages and each answers 200', async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs).toContain('/college/home');
  expect(locs).toContain('/en/QACommunity');
  expect(locs.some((l) => l.startsWith('/ru/article/'))).toBe(true);
  for (let i = 0; i < locs.length; i += 8) {
    const batch = locs.slice(i, i + 8);
    const statuses = await Promise.all(batch.map(async (loc) => [loc, (await request.get(loc, { maxRedirects: 0 })).status()] as const));
    for (const [loc, status] of statuses) expect(status, loc).toBe(200);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

/** Logs the file's own member in (its likes and questions are its own) on a login page already open, then waits to be sent back. */
async function logInHere(page: Page, back: RegExp): Promise<void> {
  const member = ownMember();
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('手机号').fill(member.mobile);
  await form.getByLabel('密码', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: '立即登录' }).click();
  await solveSlider(page);
  await chooseAccount(page);
  await expect(page).toHaveURL(back, { timeout: 15_000 });
  await waitForHydration(page);
}

test('a guest writing an answer logs in and comes back to the draft, then a member asks, answers, replies and edits', async ({ page }) => {
  test.setTimeout(90_000);
  const question = await first<{ id: number }>(page, '/queAndAns/list?lang=zh');
  await gotoHydrated(page, `/answerDetail/${question.id}`);
  const draft = `先用 rFBS 试水，再转 FBO。${Date.now()}`;
  const answerForm = page.getByTestId('answer-form');
  await answerForm.getByRole('textbox').fill(draft);
  await answerForm.getByRole('button', { name: '登录后发布' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await waitForHydration(page);
  await logInHere(page, new RegExp(`/answerDetail/${question.id}$`));
  await expect(page.getByTestId('answer-form').getByRole('textbox')).toHaveValue(draft);
  await page.getByTestId('answer-form').getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('answer').filter({ hasText: draft })).toBeVisible();

  // Reply to that answer.
  const answer = page.getByTestId('answer').filter({ hasText: draft });
  await answer.getByRole('button', { name: '回复' }).click();
  // An empty reply is refused for its missing text only: replies and answers have no title.
  await answer.getByTestId('reply-form').getByRole('button', { name: '发布' }).click();
  await expect(answer.getByTestId('reply-form').getByRole('alert')).toHaveText('请填写内容');
  const reply = `谢谢分享 ${Date.now()}`;
  await answer.getByTestId('reply-form').getByRole('textbox').fill(reply);
  await answer.getByTestId('reply-form').getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('reply').filter({ hasText: reply })).toBeVisible();

  // Ask a question whose text looks like markup: it is shown as text everywhere.
  await gotoHydrated(page, '/QACommunity');
  const title = `<script>window.__xss=1</script> 标题 ${Date.now()}`;
  const body = '<img src=x onerror="window.__xss=2">\n第二行 https://example.com/a';
  const ask = page.getByTestId('question-form');
  await ask.getByLabel('问题标题').fill(title);
  await ask.getByLabel('问题描述').fill(body);
  await ask.getByRole('button', { name: '发布问题' }).click();
  await expect(page).toHaveURL(/\/answerDetail\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('question')).toContainText('<img src=x onerror="window.__xss=2">');
  await expect(page.getByTestId('question').getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('href', 'https://example.com/a');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('.content-main img').count()).toBe(0);
  await gotoHydrated(page, '/QACommunity');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The author edits the question.
  await page.getByRole('link', { name: title }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: '编辑问题' }).click();
  const edited = `编辑后的问题 ${Date.now()}`;
  await page.getByTestId('question-form').getByLabel('问题标题').fill(edited);
  await page.getByTestId('question-form').getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
});

test('a member attaches images to a question and an answer: previews, removal, refusal of non-images, shown on the detail', async ({ page }) => {
  test.setTimeout(90_000);
  // A real 2×2 PNG.
  const png = { name: 'shelf.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IScHRAwQCgAfJgQRoo8irwAAAABJRU5ErkJggg==', 'base64') };
  await gotoHydrated(page, '/login?redirect=%2FQACommunity');
  await logInHere(page, /\/QACommunity$/);
  const ask = page.getByTestId('question-form');
  const picker = ask.getByTestId('image-picker');
  await picker.getByTestId('image-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(picker.getByRole('alert')).toHaveText('请选择 PNG、JPEG、GIF 或 WebP 图片');
  await picker.getByTestId('image-input').setInputFiles(png);
  await expect(picker.getByRole('img', { name: '已添加的第 1 张图片' })).toBeVisible();
  await expect(picker.getByText('添加图片（1/4）')).toBeVisible();
  await picker.getByRole('button', { name: '移除第 1 张图片' }).click();
  await expect(picker.getByRole('img')).toHaveCount(0);
  await picker.getByTestId('image-input').setInputFiles(png);
  await expect(picker.getByRole('img', { name: '已添加的第 1 张图片' })).toBeVisible();
  const title = `货架照片里的商品怎么定价 ${Date.now()}`;
  await ask.getByLabel('问题标题').fill(title);
  await ask.getByLabel('问题描述').fill('见附图');
  await ask.getByRole('button', { name: '发布问题' }).click();
  await expect(page).toHaveURL(/\/answerDetail\/\d+$/);
  await waitForHydration(page);
  const shown = page.getByTestId('question').getByTestId('post-images').getByRole('img');
  await expect(shown).toHaveCount(1);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  const answerForm = page.getByTestId('answer-form');
  await answerForm.getByRole('textbox').fill(`同款货架 ${Date.now()}`);
  await answerForm.getByTestId('image-input').setInputFiles(png);
  await expect(answerForm.getByRole('img', { name: '已添加的第 1 张图片' })).toBeVisible();
  await answerForm.getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('answer').last().getByTestId('post-images').getByRole('img')).toHaveCount(1);
  // The sent form starts empty again: no image left over for the next answer.
  await expect(answerForm.getByTestId('image-picker').getByRole('img')).toHaveCount(0);
});

test('likes and un-likes keep the right count, also under parallel requests', async ({ page }) => {
  test.setTimeout(90_000);
  const article = await first<{ id: number; category: string; likes: number }>(page, '/article/list?category=report&lang=zh');
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent(`/article/report/${article.id}`)}`);
  await logInHere(page, new RegExp(`/article/report/${article.id}$`));
  const button = page.getByTestId('like-button');
  const start = Number(await button.getByTestId('like-count').textContent());
  await button.click();
  await expect(button.getByTestId('like-count')).toHaveText(String(start + 1));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect(button.getByTestId('like-count')).toHaveText(String(start));

  // Ten parallel likes by the same member count once; ten parallel un-likes take it back once.
  const cookies = await page.context().cookies();
  const user = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'USER_STORE')?.value ?? '{}')) as { userToken: string };
  const headers = { Authorization: user.userToken, 'Control-T': cookies.find((c) => c.name === 'Control-T')?.value ?? '', 'Content-Type': 'application/json' };
  const send = (like: boolean) => page.request.post('/api/article/likeOrCancel', { headers, data: { articleId: article.id, like } });
  const likes = await Promise.all(Array.from({ length: 10 }, () => send(true)));
  expect(likes.every((r) => r.status() === 200)).toBe(true);
  const afterLikes = (await (await page.request.get(`/api/article/detail?id=${article.id}`)).json()) as Api<{ likes: number }>;
  expect(afterLikes.data.likes).toBe(start + 1);
  await Promise.all(Array.from({ length: 10 }, () => send(false)));
  const afterUndo = (await (await page.request.get(`/api/article/detail?id=${article.id}`)).json()) as Api<{ likes: number }>;
  expect(afterUndo.data.likes).toBe(start);
  // Without Control-T the token path is refused.
  const bare = await page.request.post('/api/article/likeOrCancel', { headers: { ...headers, 'Control-T': 'wrong' }, data: { articleId: article.id, like: true } });
  expect(bare.status()).toBe(401);
});

test('a guest asking a question is asked to log in', async ({ page }) => {
  await gotoHydrated(page, '/en/QACommunity');
  const ask = page.getByTestId('question-form');
  await expect(ask.getByText('You are browsing as a guest')).toBeVisible();
  await ask.getByLabel('Title').fill('How do I price for FBO?');
  await ask.getByRole('button', { name: 'Log in to post' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2FQACommunity/);
});

test('before their code has run, the writing forms take no typing and cannot be sent', async ({ page }) => {
  // The forms' chunk is held back: meanwhile the page shows what the server rendered, where a native
  // submission would carry the text into the address. Once it arrives the form works.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/qa-writing-[A-Za-z0-9_-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/en/QACommunity');
  const ask = page.getByTestId('question-form');
  await expect(ask.getByLabel('Title')).not.toBeEditable();
  await expect(ask.getByRole('button', { name: 'Log in to post' })).toBeDisabled();
  release();
  await expect(ask.getByLabel('Title')).toBeEditable();
  await expect(ask.getByRole('button', { name: 'Log in to post' })).toBeEnabled();
});

for (const path of ['/college/home', '/en/QACommunity', '/ru/business-college/operate/1']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on an article and a question', async ({ page }) => {
  const article = await first<{ id: number }>(page, '/article/list?category=ecommerce&lang=en');
  const question = await first<{ id: number }>(page, '/queAndAns/list?lang=ru');
  for (const path of [`/en/article/ecommerce/${article.id}`, `/ru/answerDetail/${question.id}`]) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
