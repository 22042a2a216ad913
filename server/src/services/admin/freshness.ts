import { and, count, desc, eq, max } from 'drizzle-orm';
import type { adminOperations as ops } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { importRuns, rollupState } from '../../db/schema/index';
import { latestDay } from '../market/window';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The latest market day, the rollups' state and whether observed (imported) data is in the market. */
export async function freshness(db: Db): Promise<ops.Freshness> {
  const [day, [rollup], [imported]] = await Promise.all([
    latestDay(db),
    db.select().from(rollupState).limit(1),
    db.select({ n: count(), last: max(importRuns.finishedAt) }).from(importRuns).where(and(eq(importRuns.kind, 'market'), eq(importRuns.outcome, 'imported'))),
  ]);
  const marketImports = imported?.n ?? 0;
  return {
    latestDay: day,
    rollup: { latestDay: rollup?.latestDay ?? null, refreshedAt: iso(rollup?.refreshedAt), current: !!rollup && rollup.latestDay === day },
    source: marketImports > 0 ? 'observed' : 'generated',
    marketImports,
    lastImportAt: iso(imported?.last),
  };
}

/** Runs of the import commands, newest first. */
export async function listImports(db: Db, query: { pageNum: number; pageSize: number; kind?: ops.ImportRun['kind'] | undefined }) {
  const where = query.kind ? eq(importRuns.kind, query.kind) : undefined;
  const rows = await db.select().from(importRuns).where(where).orderBy(desc(importRuns.startedAt), desc(importRuns.id)).limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(importRuns).where(where);
  const list: ops.ImportRun[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    command: r.command,
    runBy: r.runBy,
    files: r.files,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    outcome: r.outcome,
    rows: r.rows,
    report: r.report,
    summary: r.summary,
  }));
  return { list, total: total?.n ?? 0 };
}
