import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { allResources } from '@marketlens/locales/all';
import { monitor, workbench } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { outboundRefusal } from '../security/outbound-address';
import { rows } from '../services/market/window';
import { memberOf, Refusal, type Member } from '../services/workbench/access';
import { addMonitor, listMonitors, MonitorRefusal, removeMonitor, updateMonitor } from '../services/monitor/monitors';

/** The monitoring centre and the notification centre: members only, the monitor limit per tier (WORKBENCH.md §4). */
export function monitorRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;

  const localeOf = (c: Context<AppEnv>) => requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));

  /** Runs a call for the signed-in member; a refusal becomes its business code and localized message. */
  const member = (handler: (c: Context<AppEnv>, m: Member) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    if (!user) throw new Error('monitor call without a session');
    try {
      return await handler(c, await memberOf(db, ownerId(user)));
    } catch (err) {
      if (err instanceof Refusal) return c.json({ code: workbench.WORKBENCH_CODES[err.key], message: fill(allResources[localeOf(c)].analytics.codes[err.key], err.params) });
      if (err instanceof MonitorRefusal) return c.json({ code: monitor.MONITOR_CODES[err.key], message: fill(allResources[localeOf(c)].monitor.codes[err.key], err.params) });
      throw err;
    }
  };
  /** Notifications are read by any signed-in account of the team (also after the membership ended). */
  const signedIn = (handler: (c: Context<AppEnv>, owner: number) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    if (!user) throw new Error('notice call without a session');
    return handler(c, ownerId(user));
  };
  const unreadOf = async (owner: number) => Number((await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${owner} AND read_at IS NULL`))[0]?.n ?? 0);

  app.use('/monitor/*', requireUser());
  app.use('/notice/*', requireUser());

  app.get(
    monitor.list.path,
    member(async (c, m) => {
      const { query } = await callInput(c, monitor.list);
      const data = await listMonitors(db, m.ownerId, query.kind, query.tag, deps.runtimeConfig.apiOrigin);
      return reply(c, monitor.list, { code: 200, message: 'success', data: { ...data, limit: m.limits.monitors } });
    }),
  );

  app.post(
    monitor.add.path,
    member(async (c, m) => {
      const { body } = await callInput(c, monitor.add);
      const added = await addMonitor(db, m.ownerId, m.limits.monitors, body);
      return reply(c, monitor.add, { code: 200, message: 'success', data: { ...added, limit: m.limits.monitors } });
    }),
  );

  app.post(
    monitor.update.path,
    member(async (c, m) => {
      const { body } = await callInput(c, monitor.update);
      if (!(await updateMonitor(db, m.ownerId, body.id, body))) throw new MonitorRefusal('notFound', { target: body.id });
      return reply(c, monitor.update, { code: 200, message: 'success', data: { id: body.id } });
    }),
  );

  app.post(
    monitor.remove.path,
    member(async (c, m) => {
      const { body } = await callInput(c, monitor.remove);
      const used = await removeMonitor(db, m.ownerId, body.id);
      if (used === null) throw new MonitorRefusal('notFound', { target: body.id });
      return reply(c, monitor.remove, { code: 200, message: 'success', data: { used } });
    }),
  );

  app.get(
    monitor.status.path,
    member(async (c, m) => {
      const { query } = await callInput(c, monitor.status);
      const [found] = await rows<{ id: number }>(db, sql`SELECT id FROM monitors WHERE user_id = ${m.ownerId} AND kind = ${query.kind} AND target_id = ${query.targetId}`);
      return reply(c, monitor.status, { code: 200, message: 'success', data: { id: found ? Number(found.id) : null } });
    }),
  );

  app.get(
    monitor.notices.path,
    signedIn(async (c, owner) => {
      const { query } = await callInput(c, monitor.notices);
      const filter = query.unread ? sql` AND read_at IS NULL` : sql``;
      const list = await rows<{ id: number; event: monitor.Notification['event']; kind: monitor.MonitorKind | null; target_id: number | null; day: string; params: monitor.Notification['params']; read_at: string | null; created_at: string }>(
        db,
        sql`SELECT id, event, kind, target_id, day::text AS day, params, read_at::text, created_at::text FROM notifications
            WHERE user_id = ${owner}${filter} ORDER BY id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNum - 1) * query.pageSize}`,
      );
      const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${owner}${filter}`);
      return reply(c, monitor.notices, {
        code: 200,
        message: 'success',
        data: {
          list: list.map((n) => ({ id: Number(n.id), event: n.event, kind: n.kind, targetId: n.target_id === null ? null : Number(n.target_id), day: n.day, params: n.params, read: n.read_at !== null, createdAt: new Date(n.created_at).toISOString() })),
          total: Number(total?.n ?? 0),
          unread: await unreadOf(owner),
        },
      });
    }),
  );

  app.get(
    monitor.unread.path,
    signedIn(async (c, owner) => reply(c, monitor.unread, { code: 200, message: 'success', data: { unread: await unreadOf(owner) } })),
  );

  app.post(
    monitor.markRead.path,
    signedIn(async (c, owner) => {
      const { body } = await callInput(c, monitor.markRead);
      if (body.all) await db.execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${owner} AND read_at IS NULL`);
      else if (body.ids?.length) {
        await db.execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${owner} AND read_at IS NULL AND id IN (${sql.join(body.ids.map((id) => sql`${id}`), sql`, `)})`);
      }
      return reply(c, monitor.markRead, { code: 200, message: 'success', data: { unread: await unreadOf(owner) } });
    }),
  );

  app.get(
    monitor.settings.path,
    signedIn(async (c, owner) => {
      const [s] = await rows<{ quiet_from: number; quiet_to: number; digest: boolean; email: string | null; webhook_url: string | null; webhook_secret: string | null }>(
        db,
        sql`SELECT quiet_from, quiet_to, digest, email, webhook_url, webhook_secret FROM notify_settings WHERE user_id = ${owner}`,
      );
      return reply(c, monitor.settings, {
        code: 200,
        message: 'success',
        data: { quietFrom: s?.quiet_from ?? 0, quietTo: s?.quiet_to ?? 0, digest: s?.digest ?? false, email: s?.email ?? '', webhookUrl: s?.webhook_url ?? '', webhookSigned: Boolean(s?.webhook_secret) },
      });
    }),
  );

  app.post(
    monitor.saveSettings.path,
    signedIn(async (c, owner) => {
      const { body } = await callInput(c, monitor.saveSettings);
      // The alert job will post to this address: nothing on this machine or a private network (SSRF).
      const refused = body.webhookUrl ? outboundRefusal(body.webhookUrl, { requireHttps: deps.config.production, allowPrivate: deps.config.webhookAllowPrivate }) : null;
      if (refused) {
        const key = refused === 'scheme' ? 'webhookHttps' : 'webhookAddress';
        return c.json({ code: monitor.MONITOR_CODES[key], message: allResources[localeOf(c)].monitor.codes[key] });
      }
      const secret = randomBytes(24).toString('hex');
      // A new webhook URL gets a new secret (returned once); the same URL keeps its secret.
      const saved = await rows<{ issued: boolean }>(
        db,
        sql`INSERT INTO notify_settings AS s (user_id, quiet_from, quiet_to, digest, email, webhook_url, webhook_secret)
            VALUES (${owner}, ${body.quietFrom}, ${body.quietTo}, ${body.digest}, ${body.email || null}, ${body.webhookUrl || null}, ${body.webhookUrl ? secret : null})
            ON CONFLICT (user_id) DO UPDATE SET quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, digest = excluded.digest, email = excluded.email,
              webhook_secret = CASE WHEN excluded.webhook_url IS NULL THEN NULL WHEN s.webhook_url IS NOT DISTINCT FROM excluded.webhook_url AND s.webhook_secret IS NOT NULL THEN s.webhook_secret ELSE excluded.webhook_secret END,
              webhook_url = excluded.webhook_url, updated_at = now()
            RETURNING (webhook_secret = ${secret}) AS issued`,
      );
      return reply(c, monitor.saveSettings, { code: 200, message: 'success', data: { webhookSecret: saved[0]?.issued ? secret : null } });
    }),
  );
  return app;
}
