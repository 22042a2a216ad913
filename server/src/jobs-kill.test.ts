import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import type { MonitorFigures, MonitorKind, MonitorRules } from './db/schema/monitor';
import { evaluate, runMonitorCheck } from './services/monitor/check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 8292;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-jobs-kill-'));
const RULES: MonitorRules = { priceUp: 1, priceDown: 1, salesUp: 1, salesDown: 1, outOfStock: true, topN: 10, position: 3 };

function start(env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'local', LOG_LEVEL: 'warn', DATABASE_URL: '', JOB_POLL_SECONDS: '0.1', JOB_LEASE_SECONDS: '3', MONITOR_CHECK_BATCH: '5', ...env },
    stdio: 'ignore',
  });
}

async function ready(): Promise<void> {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function stop(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
}

type JobRow = { kind: string; state: string; count: number };
const jobs = async () => ((await (await fetch(`${origin}/api/dev/jobs`)).json()) as { data: JobRow[] }).data;
const checkState = async () => (await jobs()).filter((j) => j.kind === 'monitor-check');

/** Opens the data folder's database while no server runs on it. */
async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('the job worker killed mid-cycle (kill -9)', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the monitor check again after the lease and raises every alert exactly once', async () => {
    // A seeded data folder with a few thousand monitored items, checked once (their "yesterday").
    child = start();
    await ready();
    await stop(child);
    const before = await withDb(async (db) => {
      await db.execute(sql`
        INSERT INTO monitors (user_id, kind, target_id, rules)
        SELECT u, 'goods', g.id, ${JSON.stringify(RULES)}::jsonb FROM generate_series(1, 20) u CROSS JOIN goods g
        UNION ALL SELECT u, 'shop', s.id, ${JSON.stringify(RULES)}::jsonb FROM generate_series(1, 10) u CROSS JOIN shops s
        UNION ALL SELECT u, 'keyword', k.id, ${JSON.stringify(RULES)}::jsonb FROM generate_series(1, 3) u CROSS JOIN keywords k`);
      await runMonitorCheck(db);
      const found = await db.execute<{ id: number; kind: MonitorKind; last: MonitorFigures }>(sql`SELECT id, kind, last FROM monitors`);
      return new Map(found.rows.map((r) => [Number(r.id), r]));
    });
    expect(before.size).toBeGreaterThan(2000);

    // The day step, then kill -9 while its check is running.
    child = start();
    await ready();
    const advanced = (await (await fetch(`${origin}/api/dev/market/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { data: { day: string } };
    const day = advanced.data.day;
    const seen: string[] = [];
    for (let i = 0; ; i++) {
      const state = await checkState();
      seen.push(JSON.stringify(state));
      if (state.some((j) => j.state === 'running')) break;
      expect(state.some((j) => j.state === 'done'), `the check finished before it could be interrupted: ${JSON.stringify(advanced)} ${seen.join(' ')}`).toBe(false);
      if (i > 2000) throw new Error('the check never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    const killed = exited(child);
    child.kill('SIGKILL');
    await killed;

    const midway = await withDb(async (db) => {
      const found = await db.execute<{ checked: number; raised: number; state: string; attempts: number }>(sql`
        SELECT (SELECT count(*)::int FROM monitors WHERE last->>'day' = ${day}) AS checked, (SELECT count(*)::int FROM notifications) AS raised,
               (SELECT state FROM jobs WHERE key = ${`monitor-check:${day}`}) AS state, (SELECT attempts FROM jobs WHERE key = ${`monitor-check:${day}`}) AS attempts`);
      return found.rows[0];
    });
    // Killed inside the cycle: the job still holds its lease and only part of the items were checked.
    expect(midway?.state).toBe('running');
    expect(midway?.attempts).toBe(1);
    expect(midway?.checked).toBeLessThan(before.size);

    // A new server takes the job over once the dead worker's lease has run out, and finishes it.
    child = start({ MONITOR_CHECK_BATCH: '500' });
    await ready();
    for (let i = 0; ; i++) {
      if ((await checkState()).some((j) => j.state === 'done')) break;
      if (i > 1200) throw new Error('the check was not taken over');
      await new Promise((r) => setTimeout(r, 100));
    }
    await stop(child);

    await withDb(async (db) => {
      const job = (await db.execute<{ attempts: number; state: string }>(sql`SELECT attempts, state FROM jobs WHERE key = ${`monitor-check:${day}`}`)).rows[0];
      expect(job).toEqual({ attempts: 2, state: 'done' });
      const after = (await db.execute<{ id: number; kind: MonitorKind; last: MonitorFigures; rules: MonitorRules }>(sql`SELECT id, kind, last, rules FROM monitors`)).rows;
      expect(after.every((m) => m.last.day === day)).toBe(true);
      // What each item should have raised between its two checks, computed apart from the worker.
      const expected = after.flatMap((m) => {
        const prev = before.get(Number(m.id))?.last;
        return prev ? evaluate(m.kind, m.rules, prev, m.last).map((e) => `m:${m.id}:${e.event}:${day}`) : [];
      });
      const raised = (await db.execute<{ key: string }>(sql`SELECT key FROM notifications ORDER BY key`)).rows.map((r) => r.key);
      expect(expected.length).toBeGreaterThan(100);
      expect(raised).toEqual([...expected].sort());
    });
  }, 360_000);
});
