import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createLogger } from './log';
import { openTestDatabase, testTargets } from './testing/db';

describe.each(testTargets)('home categories on $name', ({ url }) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    database = await openTestDatabase(url);
    app = await createApp({
      db: database.db,
      config: loadConfig({}),
      log: createLogger('silent'),
      runtimeConfig: parseRuntimeConfig({}),
    });
  });
  afterAll(async () => database.close());

  it('lists the twelve top-level categories in the asked language', async () => {
    const res = await app.request('/api/ozon-report-service/v1/cat/homeCat?lang=ru');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { typeId: number; typeName: string }[] };
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(body.data[0]).toEqual({ typeId: 99997, typeName: 'Дом и быт' });
  });

  it('answers 404 in the contract envelope for an unknown API path', async () => {
    const res = await app.request('/api/no-such-call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });
});
