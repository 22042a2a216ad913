import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { articles, courses, frontImgWindows } from '../../db/schema/content';
import { brands, goods, shops } from '../../db/schema/market';
import { cached } from '../../services/market/service';
import { MEDIA_KINDS, mediaSvg, type MediaKind } from '../../services/market/thumbs';
import { ApiError } from '../../http/errors';
import { visible } from '../../services/content/visible';

async function nameOf(db: Db, kind: MediaKind, id: number): Promise<string | undefined> {
  if (kind === 'goods') return (await db.select({ n: goods.title }).from(goods).where(eq(goods.id, id)).limit(1))[0]?.n;
  if (kind === 'shop') return (await db.select({ n: shops.name }).from(shops).where(eq(shops.id, id)).limit(1))[0]?.n;
  if (kind === 'brand') return (await db.select({ n: brands.name }).from(brands).where(eq(brands.id, id)).limit(1))[0]?.n;
  if (kind === 'article') return (await db.select({ n: articles.title }).from(articles).where(and(eq(articles.id, id), visible(articles))).limit(1))[0]?.n;
  if (kind === 'course') return (await db.select({ n: courses.title }).from(courses).where(and(eq(courses.id, id), visible(courses))).limit(1))[0]?.n;
  return (await db.select({ n: frontImgWindows.title }).from(frontImgWindows).where(eq(frontImgWindows.id, id)).limit(1))[0]?.n;
}

/** Generated pictures of goods, shops, brands and banners: `/api/media/{kind}/{id}.svg`, immutable. */
export function mediaRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:kind/:file', async (c) => {
    const kind = MEDIA_KINDS.find((k) => k === c.req.param('kind'));
    const id = Number(/^(\d{1,10})\.svg$/.exec(c.req.param('file'))?.[1] ?? Number.NaN);
    if (!kind || !Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(404, 404, 'errors.notFound');
    const draw = async () => {
      const name = await nameOf(deps.db, kind, id);
      return name === undefined ? null : mediaSvg(kind, id, name);
    };
    // Articles and courses come and go with their publication: drawn afresh, never kept with the market data.
    const svg = kind === 'article' || kind === 'course' ? await draw() : await cached(deps.db, `media:${kind}:${id}`, draw);
    if (svg === null) throw new ApiError(404, 404, 'errors.notFound');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The picture is drawn from escaped text; this keeps it inert even if opened on its own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
