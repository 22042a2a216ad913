import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import { answers, contentReports, questions } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { rows } from '../market/window';
import { record, type Actor } from './audit';

type Filter = 'reported' | 'hidden' | 'all';

type Item = { kind: 'question' | 'answer'; id: number; question_id: number; lang: 'zh' | 'en' | 'ru'; text: string; nick_name: string; user_id: number | null; reports: number; hidden: boolean; created_at: string };

/** Questions and answers for moderation, newest first, with the reasons members gave. */
export async function moderationList(db: Db, q: { filter: Filter; pageNum: number; pageSize: number }) {
  const cond = (t: SQL) => (q.filter === 'reported' ? sql`${t}.reports > 0` : q.filter === 'hidden' ? sql`${t}.hidden` : sql`true`);
  const items = sql`(
    SELECT 'question' AS kind, q.id, q.id AS question_id, q.lang, q.title || ': ' || q.content AS text, q.nick_name, q.user_id, q.reports, q.hidden, q.created_at
      FROM questions q WHERE ${cond(sql`q`)}
    UNION ALL
    SELECT 'answer', a.id, a.question_id, q.lang, a.content, a.nick_name, a.user_id, a.reports, a.hidden, a.created_at
      FROM answers a JOIN questions q ON q.id = a.question_id WHERE ${cond(sql`a`)}
  ) items`;
  const list = await rows<Item>(db, sql`SELECT kind, id, question_id, lang, text, nick_name, user_id, reports, hidden, created_at::text FROM ${items}
    ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`);
  const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${items}`);
  const reasons = list.length
    ? await db
        .select({ kind: contentReports.kind, targetId: contentReports.targetId, reason: contentReports.reason })
        .from(contentReports)
        .where(or(...list.map((r) => and(eq(contentReports.kind, r.kind), eq(contentReports.targetId, r.id)))))
    : [];
  const out: admin.ModerationRow[] = list.map((r) => ({
    kind: r.kind,
    id: r.id,
    questionId: r.question_id,
    lang: r.lang,
    text: r.text,
    nickName: r.nick_name,
    userId: r.user_id,
    reports: r.reports,
    reasons: reasons.filter((x) => x.kind === r.kind && x.targetId === r.id).map((x) => x.reason),
    hidden: r.hidden,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { list: out, total: total?.n ?? 0 };
}

/** Hides, restores or deletes a question or answer (a deleted answer takes its replies along). */
export async function moderate(tx: Tx, actor: Actor, m: { kind: 'question' | 'answer'; id: number; action: 'hide' | 'restore' | 'delete'; reason: string }): Promise<boolean> {
  const table = m.kind === 'question' ? questions : answers;
  const [before] = await tx.select({ hidden: table.hidden, content: table.content }).from(table).where(eq(table.id, m.id)).for('update');
  if (!before) return false;
  if (m.action === 'delete') {
    if (m.kind === 'question') {
      await tx.delete(answers).where(eq(answers.questionId, m.id));
      await tx.delete(questions).where(eq(questions.id, m.id));
    } else {
      await tx.delete(answers).where(or(eq(answers.id, m.id), eq(answers.parentId, m.id)));
    }
    await tx.delete(contentReports).where(and(eq(contentReports.kind, m.kind), eq(contentReports.targetId, m.id)));
  } else {
    await tx.update(table).set({ hidden: m.action === 'hide' }).where(eq(table.id, m.id));
  }
  await record(tx, actor, `community.${m.action}`, `${m.kind}:${m.id}`, before, m.action === 'delete' ? { deleted: true, reason: m.reason } : { hidden: m.action === 'hide', reason: m.reason });
  return true;
}

