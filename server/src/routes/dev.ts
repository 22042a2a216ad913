import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { dev } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { captchas, mailOutbox, smsOutbox, userAttributions, userCoupons, users } from '../db/schema/index';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { serverMessage } from '../http/messages';
import { normalizeMobile } from '../services/accounts/accounts';
import { scanScene, sceneStatus } from '../services/wechat/scenes';
import { advanceMarketDay } from '../services/market/advance';
import { queueMonitorCheck, queuePatrolCheck } from '../services/jobs/tasks';
import { demoShopSource, ozonSellerFake } from '../testing/ozon-seller-fake';
import { jobSummary } from '../services/jobs/queue';
import { createOperator } from '../services/admin/operators';
import { myshopDevRoutes } from './myshop-dev';
import { observationsDevRoutes } from './observations-dev';

/** Development endpoints under `/api/dev`; mounted only outside production mode. */
export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(dev.smsOutbox.path, async (c) => {
    const { query } = await callInput(c, dev.smsOutbox);
    const rows = await c.var.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, normalizeMobile(query.mobile))).orderBy(desc(smsOutbox.id)).limit(20);
    return reply(c, dev.smsOutbox, { code: 200, message: '', data: rows.map((r) => ({ mobile: r.mobile, code: r.code, sendType: r.sendType, createdAt: r.createdAt.toISOString() })) });
  });

  app.get(dev.attribution.path, async (c) => {
    const { query } = await callInput(c, dev.attribution);
    const db = c.var.db;
    const [user] = await db.select().from(users).where(eq(users.account, normalizeMobile(query.mobile))).limit(1);
    const [row] = user ? await db.select().from(userAttributions).where(eq(userAttributions.userId, user.id)).limit(1) : [];
    if (!user || !row) return reply(c, dev.attribution, { code: 200, message: '', data: null });
    const held = await db.select({ couponId: userCoupons.couponId }).from(userCoupons).where(eq(userCoupons.userId, user.id));
    const { channelCode, urlCode, invite, utm, mode, promotionId, landingPath } = row;
    return reply(c, dev.attribution, {
      code: 200,
      message: '',
      data: { channelCode, urlCode, invite, utm, mode, promotionId, landingPath, couponIds: held.map((h) => h.couponId), passwordStatus: user.passwordHash !== null },
    });
  });

  app.post(dev.marketAdvance.path, async (c) => {
    await callInput(c, dev.marketAdvance);
    const day = await advanceMarketDay(c.var.db);
    const checkJob = day ? await queueMonitorCheck(c.var.db, day) : null;
    if (day) await queuePatrolCheck(c.var.db, day);
    return reply(c, dev.marketAdvance, { code: 200, message: '', data: { day, checkJob } });
  });

  app.post(dev.createOperator.path, async (c) => {
    const { body } = await callInput(c, dev.createOperator);
    const created = await createOperator(c.var.db, body);
    if (!created) throw new ApiError(409, 409, 'devScan.operatorExists');
    return reply(c, dev.createOperator, { code: 200, message: '', data: { name: created.name, secret: created.secret } });
  });

  // The development Seller API (its demo shops' Client-Id and API key are in the README).
  app.route('/dev/ozon-seller', ozonSellerFake(demoShopSource(deps.db)));
  app.route('/', myshopDevRoutes(deps));
  app.route('/', observationsDevRoutes());

  app.get(dev.mailOutbox.path, async (c) => {
    const { query } = await callInput(c, dev.mailOutbox);
    const found = await c.var.db.select().from(mailOutbox).where(eq(mailOutbox.to, query.to)).orderBy(desc(mailOutbox.id)).limit(20);
    return reply(c, dev.mailOutbox, { code: 200, message: '', data: found.map((r) => ({ to: r.to, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() })) });
  });

  // The job queue's state for whoever runs the server: jobs per kind and state.
  app.get('/dev/jobs', async (c) => c.json({ code: 200, message: '', data: await jobSummary(c.var.db) }));

  app.get(dev.captchaAnswer.path, async (c) => {
    const id = c.req.param('id') ?? '';
    const [row] = await c.var.db.select().from(captchas).where(eq(captchas.id, id.slice(0, 64))).limit(1);
    if (!row) throw new ApiError(404, 404, 'errors.notFound');
    return reply(c, dev.captchaAnswer, { code: 200, message: '', x: row.answerX, y: row.answerY });
  });

  app.post(dev.wechatScan.path, async (c) => {
    const { body } = await callInput(c, dev.wechatScan);
    const openId = body.openId ?? `dev-${randomBytes(8).toString('hex')}`;
    if (!(await scanScene(c.var.db, body.sceneId, openId, body.nickName ?? 'WeChat User'))) throw new ApiError(200, 10_012, 'wechat.sceneInvalid');
    return reply(c, dev.wechatScan, { code: 200, message: '', openId });
  });

  // The page a phone would show after scanning: a plain form, so that it needs no script.
  const page = (c: Context<AppEnv>, body: ReturnType<typeof html>) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const t = (key: string) => serverMessage(locale, key);
    return c.html(html`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('devScan.title')}</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px"><h1>${t('devScan.title')}</h1><p>${t('devScan.explain')}</p>${body}</body></html>`);
  };
  app.get('/dev/wechat/scan-page', async (c) => {
    const sceneId = (c.req.query('sceneId') ?? '').slice(0, 100);
    const status = await sceneStatus(c.var.db, sceneId);
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const t = (key: string) => serverMessage(locale, key);
    if (status?.status !== 'waiting') return page(c, html`<p>${t('devScan.unavailable')}</p>`);
    const [demo] = await c.var.db.select({ openId: users.wechatOpenId }).from(users).where(eq(users.account, '13800138000')).limit(1);
    return page(
      c,
      html`<form method="post"><input type="hidden" name="sceneId" value="${sceneId}">
${demo?.openId ? html`<p><button name="openId" value="${demo.openId}">${t('devScan.asDemo')}</button></p>` : ''}
<p><button name="openId" value="">${t('devScan.asNew')}</button></p></form>`,
    );
  });
  app.post('/dev/wechat/scan-page', async (c) => {
    const form = await c.req.parseBody();
    const sceneId = typeof form.sceneId === 'string' ? form.sceneId.slice(0, 100) : '';
    const given = typeof form.openId === 'string' ? form.openId.slice(0, 64) : '';
    const ok = await scanScene(c.var.db, sceneId, given || `dev-${randomBytes(8).toString('hex')}`, 'WeChat User');
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    return page(c, html`<p>${serverMessage(locale, ok ? 'devScan.done' : 'devScan.unavailable')}</p>`);
  });
  return app;
}
