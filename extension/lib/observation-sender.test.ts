// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseRuntimeConfig } from '@marketlens/core/config';
import type { ObservationRow } from '@marketlens/core/contract/observations';
import { HEADERS } from '@marketlens/core/http';
import { createExtensionHttp } from './api';
import { memoryCookieJar } from './memory-cookie-jar.test-support';
import { consentItem, readConsent, setSharing, sharingAllowed } from './observation-consent';
import { BACKOFF_FIRST_MS, sendObservations, type SenderDeps } from './observation-sender';

const row: ObservationRow = { goodsId: 1000000001, observedAt: '2026-11-27T08:00:00.000Z', page: 'search', query: 'термокружка', position: 1, title: 'Термокружка 350 мл', price: 99_000 };

/** The server's side of the call: each request is answered by the next scripted step. */
type Step = 'drop' | 'limit' | 'ok';
let script: Step[] = [];
const received: { path: string; batchId: string; rows: unknown[]; signed: boolean }[] = [];
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const step = script.shift() ?? 'ok';
      const parsed = JSON.parse(body) as { batchId: string; rows: unknown[] };
      received.push({ ...parsed, path: req.url ?? '', signed: Boolean(req.headers[HEADERS.timestamp] && req.headers[HEADERS.riskToken]) });
      // A connection that breaks before the answer: the batch may have arrived, the client cannot tell.
      if (step === 'drop') return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      if (step === 'limit') return res.writeHead(429).end(JSON.stringify({ code: 429, message: 'too many observations' }));
      res.end(JSON.stringify({ code: 200, data: { accepted: parsed.rows.length, quarantined: 0, duplicates: 0, held: [] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let now = Date.parse('2026-11-27T08:00:00Z');
let ids = 0;
const client = () => createExtensionHttp(parseRuntimeConfig({ apiOrigin: origin }), memoryCookieJar());
const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  sharing: sharingAllowed,
  memberHttp: async () => client(),
  now: () => now,
  batchId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  ...over,
});

beforeEach(() => {
  fakeBrowser.reset();
  script = [];
  received.length = 0;
});

describe('the consent to share what Ozon pages show', () => {
  it('is off until the notice is answered, on after it is acknowledged, off when declined or switched off', async () => {
    expect(await readConsent()).toEqual({ noticeSeenAt: null, share: false });
    expect(await sharingAllowed()).toBe(false);
    await setSharing(true, new Date('2026-11-27T08:00:00Z'));
    expect(await readConsent()).toEqual({ noticeSeenAt: '2026-11-27T08:00:00.000Z', share: true });
    expect(await sharingAllowed()).toBe(true);
    await setSharing(false, new Date('2026-11-28T08:00:00Z'));
    // The notice was seen once; switching off keeps that date.
    expect(await readConsent()).toEqual({ noticeSeenAt: '2026-11-27T08:00:00.000Z', share: false });
    expect(await sharingAllowed()).toBe(false);
  });

  it('reads a damaged or hand-made value as not asked, so nothing is sent', async () => {
    await fakeBrowser.storage.local.set({ observationConsent: { share: true } });
    expect(await sharingAllowed()).toBe(false);
    await consentItem.setValue({ noticeSeenAt: null, share: true });
    expect(await sharingAllowed()).toBe(false);
  });

  it('sends nothing while the member does not share or nobody is logged in', async () => {
    expect(await sendObservations([row], deps())).toEqual({ state: 'off' });
    await setSharing(true);
    expect(await sendObservations([row], deps({ memberHttp: async () => null }))).toEqual({ state: 'guest' });
    expect(received).toEqual([]);
  });
});

describe('sending a batch', () => {
  beforeEach(() => setSharing(true));

  it("sends the rows as the contract's call through the signed pipeline, each batch with a fresh id", async () => {
    expect(await sendObservations([row], deps())).toEqual({ state: 'sent', outcome: { accepted: 1, quarantined: 0, duplicates: 0, held: [] } });
    await sendObservations([row, { ...row, goodsId: 1000000002 }], deps({ batchId: () => crypto.randomUUID() }));
    expect(received.map((r) => r.rows.length)).toEqual([1, 2]);
    expect(received[0]?.rows).toEqual([row]);
    expect(new Set(received.map((r) => r.batchId)).size).toBe(2);
    expect(received[1]?.batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(received.map((r) => [r.path, r.signed])).toEqual([
      ['/api/ozon-report-service/v1/observe/batch', true],
      ['/api/ozon-report-service/v1/observe/batch', true],
    ]);
  });

  it('tries once more with the same batch id after a network failure, and gives up after a second', async () => {
    script = ['drop', 'ok'];
    expect((await sendObservations([row], deps())).state).toBe('sent');
    expect(received).toHaveLength(2);
    expect(received[0]?.batchId).toBe(received[1]?.batchId);

    received.length = 0;
    script = ['drop', 'drop', 'ok'];
    expect(await sendObservations([row], deps())).toEqual({ state: 'failed' });
    expect(received).toHaveLength(2);
  });

  it('pauses after the server says the member is over the limit, longer after each refusal in a row, and resumes after a success', async () => {
    script = ['limit'];
    expect(await sendObservations([row], deps())).toEqual({ state: 'waiting', until: new Date(now + BACKOFF_FIRST_MS).toISOString() });
    // The limit is not a network failure: no second try.
    expect(received).toHaveLength(1);
    // While the pause lasts, batches are dropped without asking the server.
    now += BACKOFF_FIRST_MS - 1;
    expect((await sendObservations([row], deps())).state).toBe('waiting');
    expect(received).toHaveLength(1);
    now += 1;
    script = ['limit'];
    expect(await sendObservations([row], deps())).toEqual({ state: 'waiting', until: new Date(now + 2 * BACKOFF_FIRST_MS).toISOString() });
    now += 2 * BACKOFF_FIRST_MS;
    expect((await sendObservations([row], deps())).state).toBe('sent');
    script = ['limit'];
    expect(await sendObservations([row], deps())).toEqual({ state: 'waiting', until: new Date(now + BACKOFF_FIRST_MS).toISOString() });
  });
});
