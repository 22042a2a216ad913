import { sql } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import type { Tx } from '../../db/client';
import { TRIAL } from '../accounts/plans';

type Counted = {
  url_code: string;
  channel_name: string;
  channel_type: number;
  page_index: number | null;
  app_id: string | null;
  enabled: boolean;
  members: number;
  last30: number;
  on_trial: number;
  paying: number;
  last_signup: Date | string | null;
};

/**
 * Every registration channel with the main accounts it brought (users.channel_code, set at
 * registration), how many came in the last 30 days, and how many hold a trial or a paid plan now;
 * and the main accounts that came without a known channel. One grouped query over the channels.
 */
export async function channelList(db: Tx): Promise<{ list: admin.ChannelRow[]; withoutChannel: number }> {
  const result = await db.execute<Counted>(sql`
    SELECT c.url_code, c.channel_name, c.channel_type, c.page_index, c.app_id, c.enabled,
           count(u.id)::int AS members,
           (count(u.id) FILTER (WHERE u.created_at > now() - interval '30 days'))::int AS last30,
           (count(u.id) FILTER (WHERE m.plan_id = ${TRIAL.planId} AND m.maturity_time > now()))::int AS on_trial,
           (count(u.id) FILTER (WHERE m.plan_id <> ${TRIAL.planId} AND m.maturity_time > now()))::int AS paying,
           max(u.created_at) AS last_signup
      FROM channels c
      LEFT JOIN users u ON u.channel_code = c.url_code AND u.main_user_id IS NULL
      LEFT JOIN memberships m ON m.user_id = u.id
     GROUP BY c.url_code
     ORDER BY count(u.id) DESC, c.url_code`);
  const without = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users WHERE main_user_id IS NULL AND (channel_code IS NULL OR channel_code NOT IN (SELECT url_code FROM channels))`,
  );
  return {
    list: (result.rows as Counted[]).map((r) => ({
      urlCode: r.url_code,
      channelName: r.channel_name,
      channelType: r.channel_type,
      pageIndex: r.page_index,
      appId: r.app_id,
      enabled: r.enabled,
      members: r.members,
      last30Days: r.last30,
      onTrial: r.on_trial,
      paying: r.paying,
      lastSignupAt: r.last_signup ? new Date(r.last_signup).toISOString() : null,
    })),
    withoutChannel: (without.rows as { n: number }[])[0]?.n ?? 0,
  };
}
