import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { content } from '@marketlens/core/contract';
import { openDatabase, type Database } from '../../db/client';
import { openTestApi } from '../../testing/api';
import { openTestDatabase } from '../../testing/db';
import { enqueue } from '../jobs/queue';
import { backup, formatOf, restore, type Target } from './index';
import { tableCounts } from './logical';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ml-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** What a visitor sees of a database: a few public answers, read through the real app. */
async function answers(database: Database): Promise<unknown[]> {
  const api = await openTestApi(undefined, {}, { database });
  const out = [];
  for (const category of ['operate', 'report'] as const) out.push((await api.call(content.articleList, { query: { category } })).body);
  out.push((await api.call(content.hotArticleInfoList)).body);
  return out;
}

async function opened<T>(target: Target, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: target.url, dataDir: target.url ? undefined : target.pgliteDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The seeded test database with a member's writes on it, and the counts and answers it gives. */
async function expectSame(source: Target, restored: Target): Promise<void> {
  const [before, after] = [await opened(source, async (d) => ({ counts: await tableCounts(d.db), answers: await answers(d) })), await opened(restored, async (d) => ({ counts: await tableCounts(d.db), answers: await answers(d) }))];
  expect(Object.keys(after.counts).length).toBeGreaterThan(50);
  expect(after.counts).toEqual(before.counts);
  expect(after.counts.goods_daily).toBeGreaterThan(1000);
  expect(after.answers).toEqual(before.answers);
  // The sequences went with the rows: the next job id follows the last one backed up.
  const ids = await Promise.all([source, restored].map((t) => opened(t, (d) => enqueue(d.db, { kind: 'backup-probe', key: `probe-${randomBytes(4).toString('hex')}` }))));
  expect(ids[1]).toBe(ids[0]);
}

describe('backup and restore of the embedded database (PGlite)', () => {
  const source: Target = { url: undefined, pgliteDir: path.join(work, 'source') };

  it('restores the data folder (PGlite tarball) and the logical backup into empty data folders with every count and answer the same', async () => {
    const seeded = inject('pgliteSeedDump');
    await (await PGlite.create(source.pgliteDir, seeded ? { loadDataDir: new Blob([fs.readFileSync(seeded)]) } : {})).close();
    await opened(source, (d) => enqueue(d.db, { kind: 'backup-probe', key: 'before-backup' }));

    const tarball = await backup(source, path.join(work, 'a.pglite.tar.gz'));
    expect(tarball.format).toBe('pglite');
    expect(formatOf(tarball.file)).toBe('pglite');
    const fromTarball: Target = { url: undefined, pgliteDir: path.join(work, 'r1') };
    await restore(fromTarball, tarball.file);
    await expectSame(source, fromTarball);

    const logical = await backup(source, path.join(work, 'a.mlbackup.gz'), { logical: true });
    expect(formatOf(logical.file)).toBe('logical');
    const fromLogical: Target = { url: undefined, pgliteDir: path.join(work, 'r2') };
    await restore(fromLogical, logical.file);
    await expectSame(source, fromLogical);

    // A folder that holds a database is never overwritten, nor is a database with rows.
    await expect(restore(fromTarball, tarball.file)).rejects.toThrow(/holds a database already/);
    await expect(restore(fromTarball, logical.file)).rejects.toThrow(/not empty/);
    await expect(backup(source, tarball.file)).rejects.toThrow(/exists already/);
  }, 600_000);

  it('leaves the target empty when a logical backup is cut short, and refuses a file that is no backup', async () => {
    const full = fs.readFileSync(path.join(work, 'a.mlbackup.gz'));
    const cut = path.join(work, 'cut.mlbackup.gz');
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const text = gunzipSync(full).toString('utf8');
    fs.writeFileSync(cut, gzipSync(text.slice(0, Math.floor(text.length * 0.6))));
    const target: Target = { url: undefined, pgliteDir: path.join(work, 'r3') };
    await expect(restore(target, cut)).rejects.toThrow(/incomplete|JSON/);
    const counts = await opened(target, (d) => tableCounts(d.db));
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);

    const notBackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notBackup, 'hello');
    await expect(restore(target, notBackup)).rejects.toThrow(/not a MarketLens backup/);
  }, 600_000);
});

const url = process.env.TEST_DATABASE_URL ?? '';
describe.runIf(url)('backup and restore on PostgreSQL', () => {
  const made: string[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const emptyDatabase = async (): Promise<Target> => {
    const name = `ml_restore_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    made.push(name);
    const u = new URL(url);
    u.pathname = `/${name}`;
    return { url: u.toString(), pgliteDir: '' };
  };
  afterAll(async () => {
    for (const name of made) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('restores pg_dump and logical backups into empty databases with every count and answer the same', async () => {
    const database = await openTestDatabase(url);
    const source: Target = { url: database.url, pgliteDir: '' };
    try {
      await enqueue(database.db, { kind: 'backup-probe', key: 'before-backup' });
      const dump = await backup(source, path.join(work, 'a.pgdump'));
      expect(dump.format).toBe('pg_dump');
      const fromDump = await emptyDatabase();
      await restore(fromDump, dump.file);
      await expectSame(source, fromDump);
      await expect(restore(fromDump, dump.file)).rejects.toThrow(/has tables already/);

      const logical = await backup(source, path.join(work, 'pg.mlbackup.gz'), { logical: true });
      const fromLogical = await emptyDatabase();
      await restore(fromLogical, logical.file);
      await expectSame(source, fromLogical);
    } finally {
      await database.close();
    }
  }, 600_000);
});
