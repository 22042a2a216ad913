import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { content } from '@marketlens/core/contract';
import { openTestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { openDatabase } from './client';
import { describeDatabaseFailure, isDatabaseUnavailable } from './errors';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('a database out of reach', () => {
  it('is described in plain words with host, port and cause when it cannot be opened', async () => {
    const url = 'postgres://postgres@127.0.0.1:1/marketlens';
    const err = await openDatabase({ url }).then(() => undefined, (e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(describeDatabaseFailure(err, url)).toBe(
      'Cannot open the PostgreSQL server at 127.0.0.1:1 (database "marketlens", from DATABASE_URL): nothing accepts connections there (is the server running, and on that port?).',
    );
    expect(describeDatabaseFailure(err, 'not a url')).toBe('DATABASE_URL is not a valid postgres:// address.');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('names a database that does not exist', async () => {
    const url = new URL(String(process.env.TEST_DATABASE_URL));
    url.pathname = '/ml_no_such_database';
    const err = await openDatabase({ url: url.toString() }).then(() => undefined, (e: unknown) => e);
    expect(describeDatabaseFailure(err, url.toString())).toMatch(/database "ml_no_such_database".*does not exist/);
  });

  it('stops the server at start with that sentence instead of a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '9239', HOST: '127.0.0.1', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/marketlens', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot open the PostgreSQL server at 127.0.0.1:1 (database "marketlens", from DATABASE_URL): nothing accepts connections there (is the server running, and on that port?).',
    );
  }, 60_000);
});

describe.each(testTargets)('a database lost while serving on $name', ({ url }) => {
  it('answers 503 with a localized message, not 500', async () => {
    const api = await openTestApi(url);
    expect((await api.call(content.articleList, { query: { category: 'operate' } })).status).toBe(200);
    await api.close();
    const res = await api.call(content.articleList, { query: { category: 'operate' }, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, message: 'The service is briefly unavailable, please try again in a moment', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
