import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@marketlens/core/markdown';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The migrations folder as it was before `name`: the journal cut there, later files left out. */
function foldersBefore(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ml-migrate-'));
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === name);
  expect(cut).toBeGreaterThan(0);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  for (const e of journal.entries.slice(0, cut)) fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe('migration 0005_content_publishing on a database made before it', () => {
  it('turns stored paragraphs into Markdown paragraphs and keeps every item published', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: foldersBefore('0005_content_publishing') });
    const paragraphs = ['Первый абзац: 3 шага.', 'Second <b>paragraph</b> with ozon.ru'];
    await db.execute(sql`INSERT INTO articles (lang, category, title, summary, body, tags, author, published_at) VALUES ('ru', 'operate', 't', 's', ${JSON.stringify(paragraphs)}::jsonb, '[]'::jsonb, 'a', now() - interval '1 day')`);
    await db.execute(sql`INSERT INTO courses (lang, title, summary, level, sort) VALUES ('en', 'c', 's', 'beginner', 0)`);
    await db.execute(sql`INSERT INTO lessons (course_id, title, minutes, sort, body) VALUES (1, 'l', 5, 0, '["One.","Two."]'::jsonb)`);
    await db.execute(sql`INSERT INTO pages (kind, lang, title, summary, body, sort) VALUES ('guide', 'zh', 'p', 's', '[]'::jsonb, 0)`);

    await migrate(db, { migrationsFolder: folder });
    const article = (await db.execute<{ body: string; status: string; cover: string | null }>(sql`SELECT body, status, cover FROM articles`)).rows[0];
    expect(article).toEqual({ body: paragraphs.join('\n\n'), status: 'published', cover: null });
    expect(renderMarkdown(article?.body ?? '').match(/<p>/g)).toHaveLength(2);
    const lesson = (await db.execute<{ body: string; status: string; visible: boolean }>(sql`SELECT body, status, published_at <= now() AS visible FROM lessons`)).rows[0];
    expect(lesson).toEqual({ body: 'One.\n\nTwo.', status: 'published', visible: true });
    expect((await db.execute<{ body: string; status: string }>(sql`SELECT body, status FROM pages`)).rows[0]).toEqual({ body: '', status: 'published' });
    expect((await db.execute<{ status: string }>(sql`SELECT status FROM courses`)).rows[0]).toEqual({ status: 'published' });
    await client.close();
  }, 120_000);
});
