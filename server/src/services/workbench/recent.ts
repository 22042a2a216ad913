import { desc, eq, sql } from 'drizzle-orm';
import { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { recentViews } from '../../db/schema/index';

type Viewed = { kind: workbench.RecentViewKind; id: number; name: string; thumbUrl?: string | null | undefined };

/**
 * Notes that an account opened a detail view: the subject moves to the top of its recent views
 * (one upsert), and views beyond the newest RECENT_VIEWS_KEEP are dropped.
 */
export async function recordView(db: Db, userId: number, v: Viewed): Promise<void> {
  const name = v.name.slice(0, 300);
  const thumbUrl = v.thumbUrl ?? null;
  await db
    .insert(recentViews)
    .values({ userId, kind: v.kind, subjectId: v.id, name, thumbUrl })
    .onConflictDoUpdate({ target: [recentViews.userId, recentViews.kind, recentViews.subjectId], set: { name, thumbUrl, viewedAt: sql`now()` } });
  await db.execute(sql`
    DELETE FROM recent_views r
     WHERE r.user_id = ${userId}
       AND r.viewed_at < (SELECT viewed_at FROM recent_views WHERE user_id = ${userId} ORDER BY viewed_at DESC OFFSET ${workbench.RECENT_VIEWS_KEEP - 1} LIMIT 1)`);
}

/** An account's recent views, newest first. */
export async function recentViewsOf(db: Db, userId: number, limit: number): Promise<workbench.RecentView[]> {
  const rows = await db.select().from(recentViews).where(eq(recentViews.userId, userId)).orderBy(desc(recentViews.viewedAt), desc(recentViews.subjectId)).limit(limit);
  return rows.map((r) => ({ kind: r.kind, id: r.subjectId, name: r.name, thumbUrl: r.thumbUrl, viewedAt: r.viewedAt.toISOString() }));
}
