import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { BESTSELLERS_SLUG, WHOLE_CATALOGUE, slugOf } from '@marketlens/core/ozon/catalogue-text';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { Db } from '../db/client';
import { renderCataloguePage } from '../services/catalogue/render';
import { catalogueView } from '../services/catalogue/view';
import { latestDay, rows } from '../services/market/window';

/**
 * A local stand-in for Ozon's public catalogue: search, category, shop and goods pages and the
 * bestseller listing (/highlight/bestsellers-<id>/, every category's goods by popularity) rendered from
 * a database that holds the generated market, as they would look on a settable day, so the truth
 * behind every page is known. The collector's tests and the extension's end-to-end test read it
 * over HTTP on loopback; `faults` makes the next answers 429 (with Retry-After), 500 or late.
 */

export interface CatalogueFault {
  kind: 'rateLimit' | 'serverError' | 'slow';
  /** Only answers to this path prefix (default: any). */
  path?: string;
  retryAfterSeconds?: number;
  /** 'slow': how long to wait before answering. */
  delayMs?: number;
}

export interface FakeCatalogueState {
  /** The day the pages show (YYYY-MM-DD). */
  day: string;
  /** The next answers to spoil, first match by path. */
  faults: CatalogueFault[];
  /** Paths asked, in order (with their query string). */
  requests: string[];
}

const idParam = z.string().regex(/^(?:.*-)?(\d{1,10})$/).transform((s) => Number(/(\d+)$/.exec(s)?.[1]));
const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
const textParam = z.string().trim().min(1).max(200);

const notFound = (c: Context) => c.html(renderCataloguePage({ kind: 'goods', card: undefined }), 404);
const badRequest = (c: Context) => c.html('<!doctype html><html lang="ru"><body><h1>Неверный запрос</h1></body></html>', 400);
const pageOf = (c: Context) => pageParam.safeParse(c.req.query('page') ?? undefined);

/** The fake catalogue as a Hono app. */
export function fakeOzonCatalogueApp(db: Db, state: FakeCatalogueState): Hono {
  const app = new Hono({ strict: false });
  app.use('*', async (c, next) => {
    const asked = new URL(c.req.url);
    state.requests.push(`${asked.pathname}${asked.search}`);
    const at = state.faults.findIndex((f) => !f.path || c.req.path.startsWith(f.path));
    const fault = at < 0 ? undefined : state.faults.splice(at, 1)[0];
    if (fault?.kind === 'rateLimit') {
      c.header('Retry-After', String(fault.retryAfterSeconds ?? 1));
      return c.text('Too Many Requests', 429);
    }
    if (fault?.kind === 'serverError') return c.text('Internal Server Error', 500);
    if (fault?.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5000));
      // The caller gave up meanwhile: nothing is read for it.
      if (c.req.raw.signal.aborted) return c.text('', 503);
    }
    return next();
  });

  app.get('/', async (c) => {
    const cats = await rows<{ id: number; name: string }>(db, sql`SELECT type_id AS id, name_ru AS name FROM categories WHERE parent_id IS NULL ORDER BY sort, type_id`);
    const links = cats.map((k) => html`<li><a href="/category/${slugOf(k.name)}-${k.id}/">${k.name}</a></li>`);
    return c.html(html`<!doctype html><html lang="ru"><head><meta charset="utf-8" /><title>OZON</title></head><body><ul>${links}</ul></body></html>`);
  });

  app.get('/search', async (c) => {
    const text = textParam.safeParse(c.req.query('text'));
    const page = pageOf(c);
    if (!text.success || !page.success) return badRequest(c);
    const view = await catalogueView(db, { day: state.day, page: 'search', query: text.data, pageNo: page.data });
    return c.html(renderCataloguePage({ kind: 'search', query: text.data, pageNo: page.data, ...view }));
  });

  app.get('/category/:slug', async (c) => {
    const id = idParam.safeParse(c.req.param('slug'));
    const page = pageOf(c);
    if (!id.success || !page.success) return notFound(c);
    const [cat] = await rows<{ name: string }>(db, sql`SELECT name_ru AS name FROM categories WHERE type_id = ${id.data}`);
    if (!cat) return notFound(c);
    const view = await catalogueView(db, { day: state.day, page: 'category', categoryId: id.data, pageNo: page.data });
    return c.html(renderCataloguePage({ kind: 'category', categoryId: id.data, name: cat.name, pageNo: page.data, ...view }));
  });

  app.get('/highlight/:slug', async (c) => {
    const page = pageOf(c);
    // Other highlights are promotions of chosen goods; the fake has none.
    if (!BESTSELLERS_SLUG.test(c.req.param('slug')) || !page.success) return notFound(c);
    const view = await catalogueView(db, { day: state.day, page: 'category', categoryId: WHOLE_CATALOGUE, pageNo: page.data });
    return c.html(renderCataloguePage({ kind: 'bestsellers', pageNo: page.data, ...view }));
  });

  app.get('/seller/:slug', async (c) => {
    const id = idParam.safeParse(c.req.param('slug'));
    const page = pageOf(c);
    if (!id.success || !page.success) return notFound(c);
    const [shop] = await rows<{ name: string }>(db, sql`SELECT name FROM shops WHERE id = ${id.data}`);
    if (!shop) return notFound(c);
    const view = await catalogueView(db, { day: state.day, page: 'shop', shopId: id.data, pageNo: page.data });
    return c.html(renderCataloguePage({ kind: 'shop', shopId: id.data, name: shop.name, pageNo: page.data, ...view }));
  });

  app.get('/product/:slug', async (c) => {
    const id = idParam.safeParse(c.req.param('slug'));
    if (!id.success) return notFound(c);
    const { cards } = await catalogueView(db, { day: state.day, page: 'goods', goodsId: id.data });
    return cards[0] ? c.html(renderCataloguePage({ kind: 'goods', card: cards[0] })) : notFound(c);
  });

  app.notFound(notFound);
  return app;
}

export interface FakeOzonCatalogue {
  /** Its address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  state: FakeCatalogueState;
  setDay(day: string): void;
  close(): Promise<void>;
}

/** Starts the fake catalogue on loopback (port 0: any free port) showing `day` (default: the market's latest day). */
export async function startFakeOzonCatalogue(db: Db, opts: { day?: string; port?: number; hostname?: string } = {}): Promise<FakeOzonCatalogue> {
  const day = opts.day ?? (await latestDay(db));
  if (!day) throw new Error('the fake catalogue needs a database with a generated market');
  const state: FakeCatalogueState = { day, faults: [], requests: [] };
  const app = fakeOzonCatalogueApp(db, state);
  const server: ServerType = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: opts.hostname ?? '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.hostname ?? '127.0.0.1'}:${port}`,
    state,
    setDay(next) {
      state.day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).parse(next);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
