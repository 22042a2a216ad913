import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodology } from '@marketlens/core/contract';
import { createLogger } from '../log';
import { ACCURACY_FILE, accuracyReader } from '../services/methodology/accuracy';
import { methodologyRoutes } from './methodology';
import { openTestServer, type TestServer } from './report/test-kit';

const MEASURED: methodology.Accuracy = {
  measuredOn: '2026-11-20',
  truth: { goods: 3000, days: 60, categories: 42 },
  observation: { collectorPagesPerDay: 400, extensionMembers: 150, seenShare: { daily: 0.35, weekly: 0.5, never: 0.15 } },
  goodsMedianApe30d: 0.241,
  categoryTotalError: { median: 0.043, max: 0.091 },
  spearmanTop100: { median: 0.87, min: 0.81 },
  hostileBatchMoved: false,
  goals: { goodsMedianApe30d: 0.3, categoryTotalError: 0.1, spearmanTop100: 0.8 },
};

type Answer = { code: number; data: { accuracy: methodology.Accuracy | null } };

describe('the measured accuracy of the estimates', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h-method-accuracy-'));
  const file = path.join(dir, 'accuracy.json');
  const app = methodologyRoutes({ log: createLogger('silent') }, { accuracyFile: file });
  const ask = async () => {
    const res = await app.request(methodology.accuracy.path);
    return { status: res.status, body: methodology.accuracy.response.parse(await res.json()) as Answer };
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers that nothing was measured yet while the bench has written no file', async () => {
    expect(await ask()).toEqual({ status: 200, body: { code: 200, message: 'success', data: { accuracy: null } } });
  });

  it('answers the figures of the file, and the new ones once the bench writes it again', async () => {
    fs.writeFileSync(file, JSON.stringify(MEASURED));
    expect((await ask()).body.data.accuracy).toEqual(MEASURED);
    const later = { ...MEASURED, measuredOn: '2026-11-26', goodsMedianApe30d: 0.262 };
    fs.writeFileSync(file, JSON.stringify(later));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await ask()).body.data.accuracy).toEqual(later);
  });

  it('shows no figures from a file that does not match the measurement shape', async () => {
    fs.writeFileSync(file, JSON.stringify({ ...MEASURED, goodsMedianApe30d: 'about a quarter' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect((await ask()).body.data.accuracy).toBeNull();
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 15_000));
    expect((await ask()).body.data.accuracy).toBeNull();
  });
});

describe('the accuracy call on the whole server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await openTestServer(undefined);
  });
  afterAll(async () => server.close());

  it('needs no login and answers what the committed measurement says', async () => {
    const res = await server.app.request(`/api${methodology.accuracy.path}`);
    expect(res.status).toBe(200);
    const body = methodology.accuracy.response.parse(await res.json());
    expect(body.data.accuracy).toEqual(await accuracyReader(ACCURACY_FILE)());
  });
});
